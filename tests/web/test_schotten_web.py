"""Schotten Totten's screen under CPython: hidden hands, targeting flows, claims and refusals, the proof
tool, options, texts; whole random games through every screen function."""
from __future__ import annotations

import html
import re
from urllib.parse import unquote

import pytest

from stolik.core.errors import PositionError
from stolik.core.rng import Rng
from stolik.schotten import from_position, new_game
from stolik.schotten.cards import CLAN
from stolik.schotten.analysis import check_table
from stolik.schotten.formations import resolve
from stolik.web.games.schotten import tool as schotten_tool
from stolik.web.games.schotten.render import card_name
from stolik.web.games.schotten.screen import SCREEN
from stolik.web.i18n import Translator
from stolik.web.screen import Tool

EN, PL = Translator("en"), Translator("pl")


def pos(stones, hand0, hand1, *, to_move=0, phase="play", flags="-", tactic_deck=(), discard=(), played=((), ())):
    stones = list(stones) + [":"] * (9 - len(stones))
    used = set(hand0) | set(hand1) | set(discard) | set(tactic_deck)
    for st in stones:
        used.update(c for c in re.split(r"[:,]", re.split(r"[#+^]", st)[0]) if c)
    deck = [c for c in CLAN if c not in used]
    join = lambda cards: ",".join(cards) or "-"  # noqa: E731
    return " ".join([flags, f"{to_move}{phase}", "/".join(stones), join(hand0), join(hand1), join(deck),
                     join(tactic_deck), join(discard), "|".join(join(p) for p in played), "0"])


def moves_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-move="([^"]*)"', markup)]


def selects_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-select="([^"]*)"', markup)]


def board(state, ui, me=0, tr=EN, interactive=True, marks=None):
    return ui.board_html(state, tr=tr, flipped=False, interactive=interactive, me=me, marks=marks)


def panel(state, ui, tr=EN):
    return ui.panel_html(state, tr=tr, interactive=True)


CLAIMS = pos(["r7,r8:g5", "r1,b1,g1:y2"], ["r9", "b5", "o2", "p4", "p6", "o8"], ["b9", "g9", "o9", "p9", "y9", "b8"])
ALL_TACTICS = ("SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER")


def test_only_the_viewers_hand_is_rendered():
    state = from_position(CLAIMS)
    markup = board(state, SCREEN(), me=0)
    assert "red ● 9" in markup and "blue ■ 9" not in markup          # A's r9 shown, B's b9 never
    assert markup.count('class="card-back clan"') == 6
    hot = SCREEN()
    cover = hot.cover_html(state, EN, None)
    assert "Pass the device to A" in cover and "red ● 9" not in cover and "blue ■ 9" not in cover
    assert 'data-value="1"' not in cover, "a fresh screen (a reload) offers only the mover's hand, never a choice"
    assert panel(state, hot) == ""                                        # the cover is up: no panel either
    assert not hot.on_action("uncover", "1", state) and hot.uncovered is None
    assert hot.on_action("uncover", "0", state)
    assert hot.cover_html(state, EN, None) == ""
    assert "red ● 9" in board(state, hot, me=None) and "blue ■ 9" not in board(state, hot, me=None)
    after = state.play("b5@3")                                            # A places, draws: B's turn
    cover = hot.cover_html(after, EN, None)
    assert "Pass the device to B" in cover and "red ● 9" not in cover and "blue ■ 9" not in cover
    assert SCREEN().cover_html(after, EN, 1) == ""                        # against the computer: no cover


def test_select_a_card_lights_its_stones_and_plays_legal_moves_only():
    state, ui = from_position(CLAIMS), SCREEN()
    assert moves_in(board(state, ui)) == []                               # nothing placeable before a card is chosen
    ui.on_select("card:r9", state)
    markup = board(state, ui)
    assert sorted(moves_in(markup)) == sorted(m for m in state.legal_moves() if m.startswith("r9@"))
    assert "r9@2" not in moves_in(markup)                                 # stone 2's side is full
    assert 'data-action="cancel"' in panel(state, ui)
    assert ui.on_action("cancel", None, state) and ui.card is None


def clickable_tags(markup: str) -> list[str]:
    """The opening tags of everything a click or a key acts on (data-move / data-select), drop targets aside
    (a carried card lands there; its click is the lit side's or the stone's button inside)."""
    return [tag for tag in re.findall(r'<\w+\b[^>]*\bdata-(?:move|select)="[^"]*"[^>]*>', markup) if " data-drop" not in tag]


def reachable(tag: str, markup: str) -> bool:
    """Keys reach it (tabindex 0: the shell walks those with the arrow keys and focuses them after a move) and
    a screen reader names it: an aria-label, or words inside (a named card picture, hidden text)."""
    inside = markup[markup.index(tag) + len(tag):].split("</button>", 1)[0]
    return 'tabindex="0"' in tag and (
        "aria-label=" in tag or 'role="img" aria-label=' in inside or '<span class="vh">' in inside)


def test_every_hand_card_stone_and_table_target_is_focusable_and_named():
    """The shell walks [tabindex] elements with the arrow keys: every target carries tabindex="0" and a name."""
    state, ui = from_position(CLAIMS), SCREEN()
    markup = board(state, ui)
    hand = [tag for tag in clickable_tags(markup) if "card:" in tag]
    assert len(hand) == 6 and all(reachable(tag, markup) for tag in hand)
    assert 'aria-label="red ● 9"' in markup
    stone = [tag for tag in clickable_tags(markup) if "why:2" in tag]
    assert len(stone) == 1 and reachable(stone[0], markup) and 'aria-label="Stone 2' in stone[0]
    ui.on_select("card:r9", state)
    markup = board(state, ui)
    sides = [tag for tag in clickable_tags(markup) if "data-move" in tag]
    assert sides and all(reachable(tag, markup) for tag in sides)


def test_the_keyboard_lands_on_the_last_card_played_when_it_is_a_target():
    tactics = [c for c in ALL_TACTICS if c != "BANSHEE"]
    before = from_position(pos([], ["BANSHEE", "o2"], ["g5", "b9"], to_move=1, flags="t", tactic_deck=tactics))
    ui = SCREEN()                                                         # a fresh screen: the state says g5 came last
    state = before.play("g5@1").play("draw")
    assert 'class="card last" data-key="g5"' in board(state, ui)
    assert "data-focus" not in board(state, ui)                           # g5 is no target: the shell picks the first one
    ui.on_select("card:BANSHEE", state)
    markup = board(state, ui)
    focused = [tag for tag in clickable_tags(markup) if "data-focus" in tag]
    assert len(focused) == 1 and 'data-move="BANSHEE g5@1"' in focused[0] and reachable(focused[0], markup)
    assert ui.clear() and ui.card is None and not ui.clear()


def test_refused_claim_says_why_with_a_beating_completion():
    state, ui = from_position(CLAIMS), SCREEN()
    assert "why:2" in selects_in(board(state, ui))
    ui.on_select("why:2", state)
    text = html.unescape(panel(state, ui))
    assert "B could still add yellow ★ 3, yellow ★ 4, making colour run (sum 9)" in text
    assert "your three of a kind (sum 3)" in text
    polish = html.unescape(panel(state, ui, tr=PL))      # Polish cannot inflect a group's name: it names it in ()
    assert "i ułożyć układ (kolorowy ciąg, suma 9), który bije twój (Kompania, suma 3)." in polish
    ui.on_select("why:2", state)
    assert ui.why is None
    message = SCREEN().event_message(from_position(CLAIMS).play("r9@1"), "claim 1", PL)
    assert message.startswith("A przejmuje polanę 1 (kolorowy ciąg, suma 24): udowodnione"), message


def test_proved_claim_after_placing_and_its_message():
    state = from_position(CLAIMS).play("r9@1")
    assert state.phase == "claim" and "claim 1" in state.legal_moves()
    ui = SCREEN()
    assert "claim 1" in moves_in(board(state, ui)) and "claim 1" in moves_in(panel(state, ui))
    message = ui.event_message(state, "claim 1", EN)
    assert message == "A claims stone 1 with colour run (sum 24): proved, no cards B could add would beat it."
    assert ui.move_text(state, "claim 1", PL) == "przejmuje 1"


def test_troop_values_after_a_claim():
    assert resolve(["r8", "r9", "JOKER"], []) == (4 * 100 + 24, ((2, 7, "r"),))      # red 7-8-9
    assert resolve(["b7", "g7", "SPY"], []) == (3 * 100 + 21, ((2, 7, None),))       # three 7s
    assert resolve(["SHIELD", "o1", "o2"], []) == (4 * 100 + 6, ((0, 3, "o"),))      # orange 1-2-3
    assert resolve(["SHIELD", "o1", "o9"], ["BLIND"]) == (13, ((0, 3, None),))        # sums only
    state = from_position(pos(["r8,r9,JOKER:b1,b2,b3^1"], ["o2"], ["b9"], phase="claim", flags="t",
                              tactic_deck=ALL_TACTICS[:-1], played=(("JOKER",), ())))
    message = SCREEN().event_message(state, "claim 1", EN)
    assert message == "A claims stone 1: colour run (sum 24) against colour run (sum 6). (Joker = red ● 7)"
    claimed = state.play("claim 1")
    assert "Joker, taken as red ● 7" in board(claimed, SCREEN(), me=1, interactive=False)


def test_banshee_traitor_strategist_flows():
    stones = ["r7,r8:g5,g6", "y1:b2"]
    state = from_position(pos(stones, ["BANSHEE", "TRAITOR", "STRATEGIST", "o2"], ["b9", "g9"], flags="t",
                              tactic_deck=["SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "JOKER", "JOKER"]))
    ui = SCREEN()
    ui.on_select("card:BANSHEE", state)
    assert sorted(moves_in(board(state, ui))) == ["BANSHEE b2@2", "BANSHEE g5@1", "BANSHEE g6@1"]
    ui.clear()
    ui.on_select("card:TRAITOR", state)
    assert sorted(v for v in selects_in(board(state, ui)) if not v.startswith("drop:")) == ["card:BANSHEE", "card:STRATEGIST", "card:TRAITOR", "card:o2",
                                                    "src:b2@2", "src:g5@1", "src:g6@1"]
    ui.on_select("src:g5@1", state)
    assert sorted(m for m in moves_in(board(state, ui))) == sorted(m for m in state.legal_moves() if m.startswith("TRAITOR g5@1>"))
    ui.clear()
    ui.on_select("card:STRATEGIST", state)
    ui.on_select("src:r7@1", state)
    assert "STRATEGIST r7@1>x" in moves_in(panel(state, ui))              # discard it instead
    assert "STRATEGIST r7@1>1" not in moves_in(board(state, ui))          # never back where it was
    assert SCREEN().move_text(state, "TRAITOR g5@1>3", EN) == "Traitor: green ▲ 5, 1 → 3"
    assert SCREEN().event_message(state, "TRAITOR g5@1>3", EN) == (
        "A plays the Traitor: green ▲ 5 goes from stone 1 to A's side of stone 3.")


def test_an_environment_card_goes_on_the_stone_itself():
    """Mud's moves are tagged "environment" by describe: the stones light up, not the sides, and the
    claim questions step aside while it is chosen."""
    state = from_position(pos(["r1,b1,g1:y2"], ["MUD", "o2"], ["b9"], flags="t",
                              tactic_deck=[c for c in ALL_TACTICS if c != "MUD"]))
    ui = SCREEN()
    ui.on_select("card:MUD", state)
    markup = board(state, ui)
    stones = [tag for tag in clickable_tags(markup) if 'class="stone' in tag]
    assert sorted(moves_in(" ".join(stones))) == sorted(m for m in state.legal_moves() if m.startswith("MUD@"))
    assert 'class="side-target' not in markup and "why:1" not in selects_in(markup)
    assert "choose a stone to put it on" in panel(state, ui)


def test_tactic_limit_explained():
    state = from_position(pos(["JOKER:"], ["JOKER", "SPY", "o2"], ["b9"], flags="t", played=(("JOKER",), ()),
                              tactic_deck=["SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR"]))
    ui = SCREEN()
    ui.on_select("card:SPY", state)
    assert ui.card is None and ui.note == "schotten.why.limit"
    assert "played more than your opponent" in panel(state, ui)
    markup = board(state, ui)
    assert "A played 1 tactic card: Joker" in markup and "one tactic card ahead" in markup
    assert "A: 1 zagrana karta specjalna: Joker" in board(state, ui, tr=PL)


def test_recruiter_draws_then_returns_two_chosen_cards():
    tactics = ["SPY", "SHIELD", "BLIND", "MUD", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"]
    state = from_position(pos([], ["RECRUITER", "o2", "p3"], ["b9"], flags="t", tactic_deck=tactics))
    ui = SCREEN()
    ui.on_select("card:RECRUITER", state)
    assert moves_in(panel(state, ui)) == ["RECRUITER"]
    state = state.play("RECRUITER")
    for _ in range(3):
        assert set(moves_in(panel(state, SCREEN()))) == {"draw", "draw tactic"}
        state = state.play("draw")
    assert state.phase == "return"
    ui = SCREEN()
    assert moves_in(panel(state, ui)) == []                               # nothing chosen: the button is off
    ui.on_select("ret:0", state)
    ui.on_select("ret:2", state)
    move = moves_in(panel(state, ui))
    assert len(move) == 1 and move[0] in state.legal_moves()
    assert SCREEN().move_text(state, move[0], EN).startswith("puts back 2 cards")   # the cards stay secret


def test_options_from_the_form():
    assert SCREEN().options_for(1, {"tactics": "1", "duel": "g3"}) == {
        "tactics": True, "expert": False, "duel_games": 3, "duel_target": 0, "first": 1}
    assert SCREEN().options_for(0, {"expert": "1", "duel": "t15"})["duel_target"] == 15
    assert SCREEN().options_for(0, {"duel": "g999"})["duel_games"] == 0
    form = SCREEN().options_html(PL)
    assert 'name="tactics"' in form and 'value="t15"' in form and "Długi pojedynek" in form


def test_long_duel_is_chained_game_by_game_and_scored():
    """Winner 5, loser 1 per stone held; a match of 3 games goes on, alternating who starts, then ends."""
    from stolik.core.game import Result
    options = {"tactics": False, "expert": False, "duel_games": 3, "duel_target": 0, "first": 0}
    first = [Result(1, (2, 3), "three-adjacent")]
    assert SCREEN().next_game(options, first) == {**options, "first": 1}
    lines = SCREEN().match_text(options, first, EN)
    assert lines[0].startswith("Long duel points for the last game: A 2, B 5")
    assert lines[1] == "Long duel, 3 games: after 1 game A 2, B 5."
    assert SCREEN().match_text(options, first, PL)[1] == "Długi pojedynek, 3 partie: po 1 partii A 2, B 5."
    three = first + [Result(0, (5, 1), "five-stones"), Result(0, (3, 2), "three-adjacent")]
    assert SCREEN().next_game(options, three) is None
    assert SCREEN().match_text(options, three, EN)[-1] == "A wins the long duel."   # 2+5+5 = 12 against 5+1+2 = 8
    target = {**options, "duel_games": 0, "duel_target": 10}
    assert SCREEN().next_game(target, first) is not None and SCREEN().next_game(target, three) is None
    assert SCREEN().next_game({**options, "duel_games": 0}, first) is None     # a single game
    assert SCREEN().match_text({**options, "duel_games": 0}, first, EN) == []


@pytest.mark.parametrize("payload,verdict", [
    ("r1,b1,g1 y2 - - m", "beaten"),
    ("r9,b9,g9 y2 y3 - m", "safe"),
    ("r7,r8,r9 b9 - - m", "safe"),
    ("r7,r8,r9 b1,b2,b3 - - t", "wins"),
    ("r1,b1,g1 b2,r2,g2 - - m", "loses"),
    ("r7,r8,r9 b9 - MUD m", "incomplete"),
    ("r1,r2,r3,SPY b9 - MUD m", "beaten"),
])
def test_proof_tool_verdicts(payload, verdict):
    tool = SCREEN().tool("proof", payload)
    assert isinstance(tool, Tool)
    assert f'data-verdict="{verdict}"' in tool.html(EN)
    assert tool.payload() == payload


def test_proof_tool_editing_and_damaged_links():
    tool = SCREEN().tool("proof", None)
    for card in ("r1", "b1", "g1"):
        assert tool.action("card", card)
    tool.action("zone", "theirs")
    tool.action("card", "y2")
    key, _values, cards = tool.verdict()
    assert key.endswith(".beaten") and cards == ("y3", "y4")
    tool.action("card", "r1")                                             # moves r1 from my group to theirs
    assert tool.mine == ["b1", "g1"] and tool.theirs == ["y2", "r1"]
    tool.action("zone", "seen")
    tool.action("card", "JOKER")
    assert tool.note == "schotten.tool.troop-seen"
    assert not tool.action("nonsense", None)
    for bad in ("r1,r1 - - - m", "x", "r1 b1 - BLIND,BLIND m", "<script> - - - m", "r1 b1 r1 - m",
                "JOKER JOKER,JOKER - - m", "r1 - SPY - m", "r1 b1 - - x"):
        assert SCREEN().tool("proof", bad).note == "schotten.tool.bad-link", bad
    shown = SCREEN().tool("proof", "<script> - - - m").html(EN)               # the note quotes it, escaped
    assert "<script" not in shown and "(&#x27;&lt;script&gt;&#x27; is not a card that can lie here;" in shown
    with pytest.raises(KeyError):
        SCREEN().tool("nothing", None)


def tool_note(tool: Tool, tr: Translator) -> str:
    found = re.search(r'<p class="panel-note warn"[^>]*>(.*?)</p>', tool.html(tr))
    return html.unescape(found.group(1)) if found else ""


@pytest.mark.parametrize("payload, pl, en", [
    ("r1,r2,r3,r4 b9 - - m", "twoja grupa ma 4 karty, a strona mieści tu najwyżej 3",
     "your group has 4 cards, more than the 3 a side holds here"),
    ("r7 r7 - - m", "7 czerwona ● nie może leżeć po obu stronach", "red ● 7 cannot lie on both sides"),
    ("r7 b1,b1 - - m", "strona rywala ma dwa razy tę samą kartę zwierzęcia: 1 niebieska ■, 1 niebieska ■",
     "the other side holds the same clan card twice: blue ■ 1, blue ■ 1"),
    ("SPY SPY - - m", "Szpieg ma w grze tylko 1 egzemplarz", "the game has only 1 copy of Spy"),
    ("r7 - JOKER - m", "wśród innych odkrytych kart liczą się tylko karty zwierząt, a nie Joker",
     "only clan cards count among the other face-up cards, not Joker"),
])
def test_a_proof_link_the_engine_refuses_says_why_in_the_players_language(payload, pl, en):
    """The note on a refused table says the engine's rule in the page's language and words (cards by name,
    sides as the tool calls them), never the engine's English."""
    tool = SCREEN().tool("proof", payload)
    assert tool_note(tool, PL) == f"Nie udało się odczytać stołu z linku ({pl}); zaczynamy od pustego."
    assert tool_note(tool, EN) == f"The link's table could not be read ({en}); starting from an empty table."
    with pytest.raises(PositionError) as refused:
        schotten_tool.parse_payload(payload)
    assert str(refused.value) not in tool_note(tool, PL) + tool_note(tool, EN)
    tool.action("zone", "theirs")                                          # the next click clears the note
    assert tool_note(tool, PL) == ""


def test_an_incomplete_group_is_counted_in_cards():
    tool = SCREEN().tool("proof", "r7 - - - m")
    assert "Your group has 1 of 3 cards: complete it to get a verdict." in tool.html(EN)
    assert "Twoja grupa ma 1 z 3 kart: uzupełnij ją, by dostać werdykt." in tool.html(PL)


def test_a_proof_link_damaged_in_its_form_keeps_the_plain_note():
    """The tool's own fields (five, who was first) are not a rule of the game: a damaged link, said as such."""
    for payload in ("r1 b1 - - x", "r1 b1"):
        assert tool_note(SCREEN().tool("proof", payload), PL) == "Nie udało się odczytać stołu z linku; zaczynamy od pustego."


def test_editing_the_proof_table_keeps_a_table_that_can_lie_around_one_stone():
    """Whatever the player clicks, the table stays possible, so the claim rule always gives a verdict."""
    actions = ([("zone", z) for z in schotten_tool.ZONES] * 5 + [("card", c) for c in CLAN]
               + [("card", t) for t in ("JOKER", "SPY", "SHIELD")] * 8 + [("mode", m) for m in ("BLIND", "MUD")] * 6
               + [("first", "m"), ("first", "t"), ("swap", None), ("clear", None)])
    rng = Rng(3)
    for _ in range(100):
        tool = SCREEN().tool("proof", None)
        for _ in range(60):
            tool.action(*rng.choice(actions))
            check_table(tool.mine, tool.theirs, tool.seen, tool.modes)
            assert schotten_tool.parse_payload(tool.payload()).payload() == tool.payload()


def test_analysis_link_carries_only_the_table():
    state = from_position(CLAIMS)
    link = SCREEN().analysis_link(state)
    payload = unquote(link.split("/proof/")[1])
    assert payload == "r1,b1,g1 y2 r7,r8,g5 - m"                          # stone 2 (complete, not claimable)
    for hidden in ("r9", "b5", "b9", "g9"):
        assert hidden not in payload


@pytest.mark.parametrize("options", [{}, {"tactics": True}, {"tactics": True, "expert": True}])
def test_random_games_through_every_screen_function(options):
    for seed in (1, 2):
        state, rng = new_game(options, seed=seed), Rng(seed)
        while state.result() is None:
            legal = state.legal_moves()
            for tr in (EN, PL):
                ui = SCREEN()
                ui.uncovered = state.to_move
                markup = board(state, ui, me=None, tr=tr)
                assert all(reachable(tag, markup) for tag in clickable_tags(markup))
                markup += panel(state, ui, tr=tr)
                assert set(moves_in(markup)) <= set(legal)
                opponent = state.view(1 - state.to_move)["hand"]
                for card in state.view(state.to_move)["hand"]:
                    ui.on_select("card:" + card, state)
                    markup = board(state, ui, me=None, tr=tr)
                    assert all(reachable(tag, markup) for tag in clickable_tags(markup))
                    markup += panel(state, ui, tr=tr)
                    assert set(moves_in(markup)) <= set(legal)
                    ui.clear()
                assert all(f'data-select="card:{c}"' not in markup for c in opponent if c not in state.view(state.to_move)["hand"])
            move = rng.choice(legal)
            assert SCREEN().move_text(state, move, EN) and SCREEN().move_text(state, move, PL)
            SCREEN().event_message(state, move, PL)
            state = state.play(move)
        assert SCREEN().result_text(state.result(), PL)


def test_recruiter_cards_for_one_deck_go_back_in_the_order_chosen():
    """Both orders are moves when the two cards go under the same deck; the panel sends the chosen one,
    and the hand order when the cards go to different decks (the only order that is a move)."""
    tactics = ["SHIELD", "BLIND", "MUD", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"]
    state = from_position(pos([], ["g1", "g2", "r1", "SPY"], ["b9"], flags="t", phase="return", tactic_deck=tactics,
                              discard=["RECRUITER"], played=(("RECRUITER",), ())))
    hand = state.view(0)["hand"]
    assert hand == ["r1", "g1", "g2", "SPY"]
    for picks, move in (((2, 1), "return g2 g1"), ((1, 2), "return g1 g2"), ((3, 1), "return g1 SPY")):
        ui = SCREEN()
        for index in picks:
            ui.on_select(f"ret:{index}", state)
        markup = panel(state, ui)
        assert moves_in(markup) == [move]
        names = [card_name(card, EN) for card in move.split()[1:]]
        assert html.escape(", ".join(names), quote=False) in markup


def _outcomes():
    """Every (winner, reason, notes) the engine's end can give, from every way of holding the stones."""
    from itertools import product
    from stolik.schotten.table import final_result
    found = {}
    for owners in product((-1, 0, 1), repeat=9):
        for two_passes in (False, True):
            result = final_result(owners, two_passes)
            if result is not None:
                found.setdefault((result.winner is None, result.reason, result.notes), result)
    return list(found.values())


@pytest.mark.parametrize("tr", [EN, PL])
def test_every_result_line_names_the_condition_and_each_players_stones(tr):
    outcomes = _outcomes()
    assert {r.reason for r in outcomes} == {"three-adjacent", "five-stones", "more-stones", "equal-stones"}
    for result in outcomes:
        lines = SCREEN().result_text(result, tr)
        a, b = result.scores
        assert f"A {a}, B {b}" in lines[0]
        assert len(lines) == 1 + len(result.notes)


def test_the_result_line_reads_like_the_rules():
    from stolik.core.game import Result
    assert SCREEN().result_text(Result(0, (3, 4), "three-adjacent"), EN) == [
        "Game over. A wins with three adjacent stones: A 3, B 4."]
    assert SCREEN().result_text(Result(0, (3, 4), "three-adjacent"), PL) == [
        "Koniec gry. Wygrywa A trzema sąsiednimi polanami: A 3, B 4."]
    both = SCREEN().result_text(Result(1, (4, 5), "more-stones", ("two-passes", "both-met")), EN)
    assert both[0] == "Game over. B wins with more stones: A 4, B 5."
    assert "to the complete side where only one was" in both[1] and "more stones" in both[2]
    assert SCREEN().result_text(Result(None, (4, 4), "equal-stones", ("two-passes", "neither-met")), PL)[0] == (
        "Koniec gry. Remis przy równej liczbie polan: A 4, B 4.")


def test_a_win_after_two_passes_names_the_stones_shared_out():
    """Found in use: "B wins with five stones: A 0, B 9." after two passes had shared every stone out."""
    from stolik.schotten.table import final_result
    result = final_result((1, 1, 1, 1, 0, 1, 1, 1, 1), True)        # B meets a condition alone, once shared out
    assert (result.winner, result.reason, result.notes) == (1, "five-stones", ("two-passes",))
    assert SCREEN().result_text(result, EN)[0] == (
        "Game over. B wins with 8 stones (five win) once the unclaimed stones were shared out: A 1, B 8.")
    assert SCREEN().result_text(result, PL)[0] == (
        "Koniec gry. Wygrywa B: po rozdzieleniu nieprzejętych polan ma ich 8 (wygrywa pięć): A 1, B 8.")


@pytest.mark.parametrize("payload", ["r7,r8,r9 b1 - - m" + " " * 2000, "x" * 1_000_000, "r7 b1 - " + "B" * 5000 + " m",
                                     "r7 b1 - - " + "q" * 5000])
def test_a_damaged_tool_link_is_a_short_position_error_and_an_empty_table(payload):
    with pytest.raises(PositionError) as caught:
        schotten_tool.parse_payload(payload)
    assert len(str(caught.value)) < 200
    assert SCREEN().tool("proof", payload).note == "schotten.tool.bad-link"


def test_a_card_carried_onto_a_stone_is_played_there():
    """A drop is two selections: the carried card, then ``drop:<stone>``, which answers with the move; the
    card already chosen may be carried too (its first click lets go of it, the drop takes it up again)."""
    state, ui = from_position(CLAIMS), SCREEN()
    markup = board(state, ui)
    assert len(re.findall(r'<button[^>]*data-select="card:[^"]*" data-drag', markup)) == 6
    drops = re.findall(r'class="st-side near" data-drop data-select="drop:(\d)"', markup)
    assert drops == ["1", "3", "4", "5", "6", "7", "8", "9"]                   # stone 2's side is full
    assert ui.on_select("card:r9", state) is None
    assert ui.on_select("drop:3", state) == "r9@3"
    ui.after_move(state, "r9@3", False)
    assert 'class="card last" data-key="r9"' in board(state.play("r9@3"), ui, interactive=False)   # it lies where it was let go
    ui = SCREEN()
    ui.on_select("card:b5", state)                                          # chosen, then carried
    assert ui.on_select("card:b5", state) is None and ui.card is None
    assert ui.on_select("drop:4", state) == "b5@4"
    ui = SCREEN()
    ui.on_select("card:b5", state)
    assert ui.on_select("drop:2", state) is None and ui.card == "b5" and ui.note == "schotten.why.not-there"
    assert SCREEN().on_select("drop:4", state) is None                       # nothing carried: nothing played


def test_the_card_placed_last_stays_marked_through_its_turn():
    """Placed, then a claim and a draw by the same player: still marked, sliding in from its hand as this screen
    saw it placed; the other player's placement moves the mark."""
    tactics = ("SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER")
    state, ui = from_position(pos(["r7,r8:g5", "r1,b1,g1:y2"], ["r9", "b5", "o2"], ["b9", "g9", "o9"], flags="t",
                                  tactic_deck=tactics)), SCREEN()
    marked = []
    for move in ["r9@1", "claim 1", "draw", "b9@3", "draw tactic"]:
        ui.after_move(state, move, False)
        state = state.play(move)
        marked.append(re.findall(r'class="card last arrive" data-key="(\w+)"', board(state, ui, me=0, interactive=False)))
    assert marked == [["r9"]] * 3 + [["b9"]] * 2
    assert 'class="card last arrive" data-key="b9" style="--dc:2;--dv:-1.4;--px:1;--pr:-3"' in board(state, ui, me=0, interactive=False)
    fresh = board(state, SCREEN(), me=0, interactive=False)                 # a reload: marked, never sliding in again
    assert 'class="card last" data-key="b9">' in fresh and "arrive" not in fresh


def test_texts_follow_their_numbers_and_the_rules_names():
    """Plurals in both languages (Polish 1 / 2-4 / 5+), the groups by the rules' names, cards by name."""
    assert EN("schotten.hand.count", player="A", count=1, clan=1, tactic=0) == "A: 1 card in hand (1 clan, 0 tactic)"
    assert [PL("schotten.hand.count", player="B", count=n, clan=n, tactic=0).split(" na ")[0] for n in (1, 3, 5, 22)] == [
        "B: 1 karta", "B: 3 karty", "B: 5 kart", "B: 22 karty"]
    assert PL("schotten.help.recruit", count=1) == "Werbownik: jeszcze 1 dobranie, z dowolnego stosu."
    assert EN("schotten.opt.duel.target", count=10) == "first to 10 points"
    assert PL("schotten.duel.of-games", count=3) == "3 partie" and PL("schotten.duel.of-games", count=5) == "5 partii"
    from stolik.web.games.schotten.render import formation_text
    run = {"name": "same-value", "total": 21}
    assert formation_text(run, PL) == "Kompania (suma 21)" and formation_text(run, EN) == "three of a kind (sum 21)"
    assert formation_text(run, EN, 4) == "four of a kind (sum 21)"
    assert formation_text({"name": "colour", "total": 18}, PL) == "Bractwo (suma 18)"
    assert formation_text({"name": "colour-run", "total": 24}, PL) == "kolorowy ciąg (suma 24)"
    assert formation_text({"name": "sum", "total": 13}, EN) == "sum 13"
    state = from_position(CLAIMS)
    assert SCREEN().event_message(state, "r9@1", EN) == "A places red ● 9 at stone 1."
    assert SCREEN().event_message(state, "r9@1", PL) == "A kładzie przy polanie 1: 9 czerwona ●."
    assert SCREEN().move_text(state, "r9@1", EN) == "red ● 9 → 1"


@pytest.mark.parametrize("options", [{"tactics": True}])
def test_no_engine_notation_in_what_the_player_reads(options):
    """Over random games: the status sentences and move list lines never show a move's or a card's code."""
    notation = re.compile(r"\b[rbgypo][1-9]\b|@|\b(?:BANSHEE|TRAITOR|STRATEGIST|RECRUITER|JOKER|SPY|SHIELD|BLIND|MUD)\b")
    for seed in (3, 4):
        state, rng = new_game(options, seed=seed), Rng(seed)
        while state.result() is None:
            move = rng.choice(state.legal_moves())
            for tr in (EN, PL):
                for text in (SCREEN().event_message(state, move, tr), SCREEN().move_text(state, move, tr)):
                    assert not notation.search(text), (move, text)
            state = state.play(move)


def test_a_tactic_cards_long_name_runs_whole_along_the_card_and_is_squeezed_only_on_a_small_card():
    """A name too long to lie across the card runs along its length, whole (defect 8: "Ban-shee", "Zdraj-ca",
    broken at their soft hyphens, read as two words), never squeezed; a short one lies across; on a card of the
    proof tool's picker it stays one line across, squeezed when it would not fit."""
    from stolik.web.games.schotten.render import card_svg
    for card, tr, name in (("STRATEGIST", EN, "Strategist"), ("BANSHEE", EN, "Banshee"), ("TRAITOR", PL, "Zdrajca"),
                           ("STRATEGIST", PL, "Strateg"), ("RECRUITER", PL, "Werbunek")):
        svg = card_svg(card, tr)
        assert f'class="tname along"' in svg and f">{name}</text>" in svg and "rotate(-90" in svg, svg
        assert "textLength" not in svg and "-</text>" not in svg and "\u00ad" not in svg, svg
    assert 'class="tname" ' in card_svg("SPY", EN) and ">Spy</text>" in card_svg("SPY", EN)
    assert 'textLength="55"' in card_svg("SHIELD", EN, size=(60, 84)) and "textLength" not in card_svg("SPY", EN, size=(60, 84))


def test_at_the_end_of_a_game_between_friends_both_hands_show():
    """Found in use: at the end of a hot-seat game B's hand stayed face down."""
    from stolik.schotten import new_game
    state = new_game({}, 3)
    while state.result() is None:
        state = state.play(state.legal_moves()[0])
    hands = [state.view(p)["hand"] for p in (0, 1)]
    assert all(hands), hands
    markup = SCREEN().board_html(state, tr=EN, flipped=False, interactive=True, me=None)
    assert markup.count('class="hand-card still"') == len(hands[0]) + len(hands[1])
    assert "st-hand backs" not in markup
    live = SCREEN().board_html(new_game({}, 3), tr=EN, flipped=False, interactive=True, me=None)
    assert "st-hand backs" in live                       # while it goes on, a hand stays secret
    resigned = SCREEN()
    resigned.ended = True                                # a resignation: the shell knows, the position does not
    assert resigned.cover_html(new_game({}, 3), EN, None) == ""
    assert "st-hand backs" not in resigned.board_html(new_game({}, 3), tr=EN, flipped=False, interactive=True, me=None)
