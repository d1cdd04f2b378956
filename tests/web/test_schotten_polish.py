"""Schotten Totten's screen, finishing touches: the options a game was started with, the card placed last
marked from the state (also after a reload), a hint's hand card, the claim-proof figure of the rules page."""
from __future__ import annotations

import json
import re

from stolik.core.record import Record, replay
from stolik.games import engine
from stolik.schotten import GAME, from_position
from stolik.schotten.explain import refusal
from stolik.web.games.schotten.claims import (PROOF_BEATER, PROOF_HANDS, PROOF_MOVE, PROOF_SEEN, PROOF_STONE, PROOF_TABLE,
                                              proof_position)
from stolik.web.games.schotten.screen import SCREEN
from stolik.web.i18n import Translator
from stolik.web.session import Session
from stolik.web.storage import Players, SavedGame
from test_schotten_web import board, pos

EN, PL = Translator("en"), Translator("pl")


def test_the_options_a_game_was_started_with_are_named_in_both_languages():
    """The plain game names nothing; each variant by its name (PL: the Polish edition's), a long duel with its
    number of games (plural 2-4 / 5+) or its target score."""
    ui = SCREEN()
    assert ui.options_text(GAME.checked_options({}), EN) == [] == ui.options_text(GAME.checked_options({"first": 1}), PL)
    everything = GAME.checked_options({"tactics": True, "expert": True, "duel_games": 3})
    assert ui.options_text(everything, EN) == ["special units", "expert variant", "long duel of 3 games"]
    assert ui.options_text(everything, PL) == ["Jednostki Specjalne", "Spiesz się powoli (dla wymagających)",
                                               "Długi pojedynek: 3 partie"]
    assert ui.options_text(GAME.checked_options({"duel_games": 5}), PL) == ["Długi pojedynek: 5 partii"]
    target = GAME.checked_options({"expert": True, "duel_target": 20})
    assert ui.options_text(target, EN) == ["expert variant", "long duel to 20 points"]
    assert ui.options_text(target, PL) == ["Spiesz się powoli (dla wymagających)", "Długi pojedynek do 20 punktów"]


def test_a_card_placed_then_a_draw_stays_marked_from_the_state_and_after_a_reload():
    """The last move of the record is the draw, not the card: the mark comes from the state (its view's
    ``last``), so a saved game reopened by replaying its record marks the card, and never slides it in."""
    options = GAME.checked_options({"tactics": True})
    record = Record("schotten", GAME.rules_version, options, 5, ("o8@4", "draw"))
    reopened = SavedGame.from_json(json.loads(json.dumps(SavedGame("g1", record, Players(), 1, 1, "new").to_json())))
    session = Session.open(reopened)
    state = session.state
    assert session.moves[-1] == "draw" and state.to_move == 1
    ui = SCREEN()                                   # a fresh screen, as after a reload: it saw nothing played
    marks = ui.last_move_marks(session.states[-2], session.moves[-1])   # what the shell asks for the record's last move
    for me in (0, 1):
        assert state.view(me)["last"] == {"stone": 4, "side": 0, "card": "o8"}
        markup = ui.board_html(state, tr=EN, flipped=False, interactive=True, me=me, marks=marks)
        assert re.findall(r'class="card last[^"]*" data-key="(\w+)"', markup) == ["o8"] and "arrive" not in markup
    assert re.search(r'<div class="st-col" style="--n:4">(?:(?!st-col).)*class="card last" data-key="o8"', markup)
    back = replay(engine("schotten"), record)       # the same card through history: after it, and after the draw
    assert [s.view(None)["last"] for s in back] == [None] + [{"stone": 4, "side": 0, "card": "o8"}] * 2


def test_the_mark_follows_the_rules_of_what_a_play_puts_on_the_table():
    """A Traitor's card is marked where it lands, a Mud fight on the stone itself; a Banshee puts nothing on
    the table, so nothing stays marked (the card it took was the one marked), nor after a pass."""
    tactics = ("SPY", "SHIELD", "BLIND", "RECRUITER", "STRATEGIST", "JOKER", "JOKER")
    start = from_position(pos(["r7,r8:g5"], ["r9", "BANSHEE", "TRAITOR", "MUD"], ["b9", "g9"], to_move=1, flags="t",
                              tactic_deck=tactics))
    ui = SCREEN()
    theirs = start.play("b9@2").play("draw")
    assert theirs.view(0)["last"] == {"stone": 2, "side": 1, "card": "b9"}
    traitor = theirs.play("TRAITOR b9@2>3")
    assert traitor.view(None)["last"] == {"stone": 3, "side": 0, "card": "b9"}
    assert 'class="card last" data-key="b9"' in board(traitor, ui, interactive=False)
    banshee = theirs.play("BANSHEE b9@2")
    assert banshee.view(None)["last"] is None and not re.search(r'class="[^"]*\blast\b', board(banshee, ui))
    mud = theirs.play("MUD@5")
    assert mud.view(None)["last"] == {"stone": 5, "side": None, "card": "MUD"}
    assert '<span class="mode mud last" data-key="MUD">' in board(mud, ui, interactive=False)
    passing = from_position(pos(["r7,r8:g5"], [], ["b9", "g9"], to_move=1)).play("b9@2")     # B draws by itself
    assert passing.legal_moves() == ["pass"] and passing.view(None)["last"] == {"stone": 2, "side": 1, "card": "b9"}
    assert passing.play("pass").view(None)["last"] is None


def hinted_classes(markup: str) -> list[str]:
    """Every element marked as a hint, by its class and what it holds (the card, or the stone's column)."""
    return re.findall(r'class="([^"]*\bhinted\b[^"]*)"', markup)


def test_a_hinted_card_move_is_marked_in_the_hand_and_where_it_goes():
    """The shell draws a hint with hint_marks(state, hinted move) on that same state: the hand card that
    plays it is marked (and named so), and the side it goes to; the same move once played marks nothing
    but the card placed (from the view)."""
    state, ui = from_position(pos(["r7,r8:g5"], ["r9", "b5", "o2"], ["b9", "g9", "o9"])), SCREEN()
    for tr, said in ((EN, "the hint: play this card"), (PL, "podpowiedź: zagraj tę kartę")):
        markup = ui.board_html(state, tr=tr, flipped=False, interactive=True, me=0, marks=ui.hint_marks(state, "r9@1"))
        hand = re.findall(r'<button class="hand-card([^"]*)"[^>]*data-select="card:(\w+)"', markup)
        assert [card for cls, card in hand if "hinted" in cls] == ["r9"]
        assert re.search(r'data-select="card:r9"[^>]*>.*?<span class="vh">, ' + said + "</span></button>", markup)
        column = re.search(r'<div class="st-col" style="--n:1">(.*?)<div class="st-col"', markup).group(1)
        assert 'class="st-side near hinted"' in column and hinted_classes(markup) == ["st-side near hinted", "hand-card hinted"]
    after = state.play("r9@1")
    played = board(after, ui, marks=ui.last_move_marks(state, "r9@1"))
    assert hinted_classes(played) == [] and 'class="card last" data-key="r9"' in played
    assert hinted_classes(board(state, ui, marks=ui.last_move_marks(state, "r9@1"))) == [], "only hint_marks say 'hint'"
    assert hinted_classes(board(state, ui, interactive=False, marks=ui.hint_marks(state, "b5@2"))) == [
        "st-side near hinted", "hand-card still hinted"]


def test_a_hinted_tactic_card_claim_or_return_is_marked_where_it_acts():
    """The Traitor: the hand card, the table card it takes and the side it joins; a Mud fight: the stone
    itself; a claim: the stone; the Recruiter's return: the cards to put back; a draw: nothing on the table."""
    tactics = ("SPY", "SHIELD", "BLIND", "RECRUITER", "STRATEGIST", "JOKER", "JOKER")
    state = from_position(pos(["r7,r8:g5,g6"], ["r9", "BANSHEE", "TRAITOR", "MUD"], ["b9", "g9"], flags="t",
                              tactic_deck=tactics))
    ui = SCREEN()
    hint = lambda s, move: hinted_classes(board(s, ui, marks=ui.hint_marks(s, move)))  # noqa: E731
    assert hint(state, "TRAITOR g6@1>3") == ["card hinted", "st-side near hinted", "hand-card hinted"]
    assert 'data-key="g6"' in re.search(r'class="card hinted"[^>]*>', board(state, ui, marks=ui.hint_marks(state, "TRAITOR g6@1>3"))).group(0)
    assert hint(state, "MUD@4") == ["stone hinted", "hand-card hinted"]
    placed = state.play("r9@1")
    assert "claim 1" in placed.legal_moves() and hint(placed, "claim 1") == ["stone claimable hinted"]
    assert hint(placed, "draw tactic") == []
    recruited = from_position(pos(["r7,r8:g5"], ["r9", "RECRUITER"], ["b9", "g9"], flags="t",
                                  tactic_deck=("SPY", "SHIELD", "BLIND", "MUD", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"))).play("RECRUITER")
    for _ in range(3):
        recruited = recruited.play("draw")
    markup = board(recruited, ui, tr=PL, marks=ui.hint_marks(recruited, "return r9 r2"))
    assert re.findall(r'class="hand-card hinted"[^>]*data-select="ret:(\d)"', markup) == ["1", "3"]   # r1 r2 r3 r9 in hand
    assert markup.count("podpowiedź: odłóż tę kartę") == 2


def test_the_rules_example_claim_holds_by_the_engines_proof_in_both_languages():
    """The example is a real position: after A's green 8, claiming stone 2 is among the legal moves while B's side
    is incomplete; with either face-up card it names (yellow 4, yellow 7) still unseen instead, the engine refuses
    the claim, B's completion being the colour run the caption names. The figure is only looked at."""
    state = from_position(proof_position()).play(PROOF_MOVE)
    stone = state.view(None)["stones"][PROOF_STONE - 1]
    assert f"claim {PROOF_STONE}" in state.legal_moves() and len(stone["sides"][1]) < stone["size"]
    assert [card for stone_, side, card in PROOF_SEEN if card in stone_and_side(state, stone_, side)] == ["y4", "y7"]
    for seen, swap in (("y4", "r4"), ("y7", "r5")):            # the card goes to B's hand, B's card onto its place
        table, (hand_a, hand_b) = PROOF_TABLE.replace(seen, "x"), PROOF_HANDS
        unseen = from_position(proof_position(table.replace("x", swap), (hand_a, hand_b.replace(swap, seen)))).play(PROOF_MOVE)
        why = refusal(unseen, PROOF_STONE, 0)
        assert unseen.to_move == 1 and why.code == "could"      # no claim to make: A's turn ended with its draw
        assert why.detail["cards"] == [seen] and why.detail["theirs"]["name"] == PROOF_BEATER
    for tr, words in ((EN, ("three of a kind (sum 24)", "colour run", "yellow ★ 4, yellow ★ 7", "claim stone 2")),
                      (PL, ("Kompania (suma 24)", "kolorowy ciąg", "4 żółta ★, 7 żółta ★", "przejąć polanę 2"))):
        [(caption, figure)] = SCREEN().rules_figures(tr)
        assert all(word in caption for word in words), caption
        assert not re.search(r"data-move|data-select|tabindex|<button", figure)
        assert figure.startswith('<div class="st-board st-figure" role="img" aria-label="') and figure.count('class="st-col"') == 3
        assert re.findall(r'class="card noted" data-key="(\w+)"', figure) == ["y4", "y7"]
        assert re.findall(r'class="stone claimable" data-key="stone-2"><div class="stone-face"[^>]*>(?:(?!</div>).)*claim-flag', figure)
        assert re.findall(r'class="card last" data-key="(\w+)"', figure) == ["g8"]


def stone_and_side(state, stone: int, side: int) -> tuple[str, ...]:
    """The cards of ``side`` at ``stone`` (1-9) as the view shows them."""
    return tuple(state.view(None)["stones"][stone - 1]["sides"][side])


def test_my_hand_is_nearer_when_i_play_b_against_the_computer():
    """The shell flips the board when the human plays B (the computer A): my face-up hand is then below,
    as it is for A; flipping again (the Flip button) puts it above. Between friends the one who uncovered is below."""
    state = from_position(pos(["r7,r8:g5"], ["r9", "b5", "o2"], ["b9", "g9", "o9"], to_move=1))
    ui = SCREEN()
    below = lambda markup: re.search(r'<div class="st-hand ([^"]*)st-bottom', markup).group(1)  # noqa: E731
    assert below(ui.board_html(state, tr=EN, flipped=True, interactive=True, me=1)) == "mine "
    assert below(ui.board_html(state, tr=EN, flipped=False, interactive=True, me=1)) == "backs "
    assert below(ui.board_html(state, tr=EN, flipped=False, interactive=True, me=0)) == "mine "
    ui.on_action("uncover", "1", state)
    assert below(ui.board_html(state, tr=EN, flipped=False, interactive=True, me=None)) == "mine "
