"""Schotten Totten's claims in words (web/games/schotten/claims.py): the sentence for each reason the engine's
claim rule refuses a claim, the beating cards it shows, the sentence for a claim played, and the rules page's
proof figure; the words of moves and results (texts.py) that go through it."""
from __future__ import annotations

import pytest

from stolik.schotten import from_position
from stolik.web.games.schotten.claims import claim_text, proof_figure, refusal_text, took_lines
from stolik.web.games.schotten.texts import card_this_turn, event_message, move_text, tactic_key
from stolik.web.i18n import Translator
from test_schotten_web import ALL_TACTICS, CLAIMS, pos

EN, PL = Translator("en"), Translator("pl")
NAMES = ("A", "B")
HANDS = (["o2", "p4"], ["b9", "g9"])

# One real position for each reason ``State.refusal("claim 1")`` gives, and the sentence A reads.
REFUSED = {
    "incomplete": (pos(["r7,r8:g5"], *HANDS), "Stone 1: your side needs 3 cards before you can claim."),
    "claimed": (pos(["r7,r8,r9:g5,g6,g7^0#0"], *HANDS), "Stone 1 is already claimed."),
    "later": (pos(["r7,r8,r9:b1,b2"], *HANDS), "Stone 1 can be proved, but claims come after you place a card."),
    "expert": (pos(["r7,r8,r9:b1,b2"], *HANDS, flags="e", phase="draw"),
               "Stone 1 can be proved, but in the expert variant you claim only at the start of your turn."),
    "beaten": (pos(["b1,g1,o1:r7,r8,r9^1"], *HANDS, phase="claim"),
               "Stone 1 cannot be claimed: B's colour run (sum 24) already beats your three of a kind (sum 3)."),
    "tie": (pos(["b7,g7,o7:r7,y7,p7^1"], *HANDS, phase="claim"),
            "Stone 1 cannot be claimed: B's three of a kind (sum 21) ties your three of a kind (sum 21) and B completed first."),
}


@pytest.mark.parametrize("code", sorted(REFUSED))
def test_each_reason_the_claim_rule_gives_has_its_own_sentence_and_no_cards(code):
    text, said = REFUSED[code]
    state = from_position(text)
    assert state.refusal("claim 1").code == code                 # the position really meets that reason
    assert refusal_text(state, 1, EN, "B") == (said, [])
    polish, cards = refusal_text(state, 1, PL, "B")
    assert polish != said and "1" in polish and cards == []


def test_a_claim_that_could_still_be_beaten_names_the_cards_and_shows_them():
    state = from_position(CLAIMS)
    text, cards = refusal_text(state, 2, EN, "B")
    assert cards == ["y3", "y4"]                                  # the engine's proof: B's colour run needs them
    assert text.startswith("Stone 2 cannot be claimed yet: B could still add yellow ★ 3, yellow ★ 4, making colour run (sum 9)")


def test_a_legal_claim_is_not_refused():
    state = from_position(CLAIMS).play("r9@1")
    assert "claim 1" in state.legal_moves() and refusal_text(state, 1, EN, "B") is None


def test_a_claim_played_says_both_groups_or_the_proof_and_what_troops_took():
    proved = from_position(CLAIMS).play("r9@1")
    assert claim_text(proved, "claim 1", EN, NAMES) == (
        "A claims stone 1 with colour run (sum 24): proved, no cards B could add would beat it.")
    state = from_position(pos(["r8,r9,JOKER:b1,b2,b3^1"], ["o2"], ["b9"], phase="claim", flags="t",
                              tactic_deck=ALL_TACTICS[:-1], played=(("JOKER",), ())))
    assert claim_text(state, "claim 1", EN, NAMES).endswith("against colour run (sum 6). (Joker = red ● 7)")
    group = state.describe("claim 1").detail["mine"]
    assert took_lines(["r8", "r9", "JOKER"], group, EN) == ["Joker = red ● 7"]
    assert event_message(state, "claim 1", EN, NAMES) == claim_text(state, "claim 1", EN, NAMES)


def test_the_proof_figure_is_drawn_from_the_engine_with_its_caption():
    caption, figure = proof_figure(EN, NAMES)
    assert caption.startswith("Claiming before the other side is complete. At stone 2 A has just completed three of a kind")
    assert caption.endswith("A may claim stone 2 now (⚑).")
    assert figure.startswith('<div class="st-board st-figure" role="img"') and "--stones:3" in figure
    assert "data-move" not in figure and "data-select" not in figure      # only looked at


def test_moves_are_named_by_their_tag_and_the_card_put_down_is_said_again_with_its_draw():
    stones = ["r7,r8:g5,g6", "y1:b2"]
    state = from_position(pos(stones, ["BANSHEE", "TRAITOR", "STRATEGIST", "o2"], ["b9", "g9"], flags="t",
                              tactic_deck=["SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "JOKER", "JOKER"]))
    keys = {move: tactic_key("schotten.log.", state.describe(move))
            for move in ("BANSHEE g5@1", "TRAITOR g5@1>3", "STRATEGIST r7@1>3", "STRATEGIST r7@1>x")}
    assert keys == {"BANSHEE g5@1": "schotten.log.banshee", "TRAITOR g5@1>3": "schotten.log.traitor",
                    "STRATEGIST r7@1>3": "schotten.log.strategist", "STRATEGIST r7@1>x": "schotten.log.strategist-x"}
    assert move_text(state, "o2@3", EN) == "orange ✚ 2 → 3"
    assert card_this_turn(state, EN) == ""                        # nothing put down yet this turn
    placed = state.play("o2@3")
    assert card_this_turn(placed, EN) == " This turn's card: orange ✚ 2, stone 3."
    assert event_message(placed, "draw", EN, NAMES) == "A draws from the clan deck. This turn's card: orange ✚ 2, stone 3."
