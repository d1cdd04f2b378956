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
from stolik.web.games.schotten import screen as ui_mod
from stolik.web.games.schotten import tool as schotten_tool
from stolik.web.i18n import Translator
from stolik.schotten.formations import resolve

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


def board(state, ui, me=0, tr=EN, interactive=True):
    return ui_mod.board_html(state, tr=tr, flipped=False, interactive=interactive, me=me, ui=ui)


def panel(state, ui, tr=EN):
    return ui_mod.panel_html(state, tr=tr, interactive=True, ui=ui)


CLAIMS = pos(["r7,r8:g5", "r1,b1,g1:y2"], ["r9", "b5", "o2", "p4", "p6", "o8"], ["b9", "g9", "o9", "p9", "y9", "b8"])
ALL_TACTICS = ("SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER")


def test_only_the_viewers_hand_is_rendered():
    state = from_position(CLAIMS)
    markup = board(state, ui_mod.new_ui(), me=0)
    assert "red ● 9" in markup and "blue ■ 9" not in markup          # A's r9 shown, B's b9 never
    assert markup.count('class="card-back clan"') == 6
    hot = ui_mod.new_ui()
    cover = ui_mod.cover_html(state, hot, EN, None)
    assert "Pass the device to A" in cover and "red ● 9" not in cover and "blue ■ 9" not in cover
    assert 'data-value="1"' not in cover, "a fresh screen (a reload) offers only the mover's hand, never a choice"
    assert panel(state, hot) == ""                                        # the cover is up: no panel either
    assert not ui_mod.on_action(hot, "uncover", "1", state) and hot.uncovered is None
    assert ui_mod.on_action(hot, "uncover", "0", state)
    assert ui_mod.cover_html(state, hot, EN, None) == ""
    assert "red ● 9" in board(state, hot, me=None) and "blue ■ 9" not in board(state, hot, me=None)
    after = state.play("b5@3")                                            # A places, draws: B's turn
    cover = ui_mod.cover_html(after, hot, EN, None)
    assert "Pass the device to B" in cover and "red ● 9" not in cover and "blue ■ 9" not in cover
    assert ui_mod.cover_html(after, ui_mod.new_ui(), EN, 1) == ""        # against the computer: no cover


def test_select_a_card_lights_its_stones_and_plays_legal_moves_only():
    state, ui = from_position(CLAIMS), ui_mod.new_ui()
    assert moves_in(board(state, ui)) == []                               # nothing placeable before a card is chosen
    ui_mod.on_select(ui, "card:r9", state)
    markup = board(state, ui)
    assert sorted(moves_in(markup)) == sorted(m for m in state.legal_moves() if m.startswith("r9@"))
    assert "r9@2" not in moves_in(markup)                                 # stone 2's side is full
    assert 'data-action="cancel"' in panel(state, ui)
    assert ui_mod.on_action(ui, "cancel", None, state) and ui.card is None


def test_refused_claim_says_why_with_a_beating_completion():
    state, ui = from_position(CLAIMS), ui_mod.new_ui()
    assert "why:2" in selects_in(board(state, ui))
    ui_mod.on_select(ui, "why:2", state)
    text = html.unescape(panel(state, ui))
    assert "B could still add yellow ★ 3, yellow ★ 4, making colour run (sum 9)" in text
    assert "your same value (sum 3)" in text
    ui_mod.on_select(ui, "why:2", PL and state)
    assert ui.why is None


def test_proved_claim_after_placing_and_its_message():
    state = from_position(CLAIMS).play("r9@1")
    assert state.phase == "claim" and "claim 1" in state.legal_moves()
    ui = ui_mod.new_ui()
    assert "claim 1" in moves_in(board(state, ui)) and "claim 1" in moves_in(panel(state, ui))
    message = ui_mod.event_message(state, "claim 1", EN)
    assert message == "A claims stone 1 with colour run (sum 24): proved, no cards B could add would beat it."
    assert ui_mod.move_text(state, "claim 1", PL) == "przejmuje 1"


def test_troop_values_after_a_claim():
    assert resolve(["r8", "r9", "JOKER"], []) == (4 * 100 + 24, ((2, 7, "r"),))      # red 7-8-9
    assert resolve(["b7", "g7", "SPY"], []) == (3 * 100 + 21, ((2, 7, None),))       # three 7s
    assert resolve(["SHIELD", "o1", "o2"], []) == (4 * 100 + 6, ((0, 3, "o"),))      # orange 1-2-3
    assert resolve(["SHIELD", "o1", "o9"], ["BLIND"]) == (13, ((0, 3, None),))        # sums only
    state = from_position(pos(["r8,r9,JOKER:b1,b2,b3^1"], ["o2"], ["b9"], phase="claim", flags="t",
                              tactic_deck=ALL_TACTICS[:-1], played=(("JOKER",), ())))
    message = ui_mod.event_message(state, "claim 1", EN)
    assert message == "A claims stone 1: colour run (sum 24) against colour run (sum 6). (Joker = red ● 7)"
    claimed = state.play("claim 1")
    assert "Joker, taken as red ● 7" in board(claimed, ui_mod.new_ui(), me=1, interactive=False)


def test_banshee_traitor_strategist_flows():
    stones = ["r7,r8:g5,g6", "y1:b2"]
    state = from_position(pos(stones, ["BANSHEE", "TRAITOR", "STRATEGIST", "o2"], ["b9", "g9"], flags="t",
                              tactic_deck=["SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "JOKER", "JOKER"]))
    ui = ui_mod.new_ui()
    ui_mod.on_select(ui, "card:BANSHEE", state)
    assert sorted(moves_in(board(state, ui))) == ["BANSHEE b2@2", "BANSHEE g5@1", "BANSHEE g6@1"]
    ui.reset()
    ui_mod.on_select(ui, "card:TRAITOR", state)
    assert sorted(selects_in(board(state, ui))) == ["card:BANSHEE", "card:STRATEGIST", "card:TRAITOR", "card:o2",
                                                    "src:b2@2", "src:g5@1", "src:g6@1"]
    ui_mod.on_select(ui, "src:g5@1", state)
    assert sorted(m for m in moves_in(board(state, ui))) == sorted(m for m in state.legal_moves() if m.startswith("TRAITOR g5@1>"))
    ui.reset()
    ui_mod.on_select(ui, "card:STRATEGIST", state)
    ui_mod.on_select(ui, "src:r7@1", state)
    assert "STRATEGIST r7@1>x" in moves_in(panel(state, ui))              # discard it instead
    assert "STRATEGIST r7@1>1" not in moves_in(board(state, ui))          # never back where it was
    assert ui_mod.move_text(state, "TRAITOR g5@1>3", EN) == "Traitor: g5 1 → 3"


def test_tactic_limit_explained():
    state = from_position(pos(["JOKER:"], ["JOKER", "SPY", "o2"], ["b9"], flags="t", played=(("JOKER",), ()),
                              tactic_deck=["SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR"]))
    ui = ui_mod.new_ui()
    ui_mod.on_select(ui, "card:SPY", state)
    assert ui.card is None and ui.note == "schotten.why.limit"
    assert "played more than your opponent" in panel(state, ui)
    markup = board(state, ui)
    assert "A played 1 tactic cards: Joker" in markup and "one tactic card ahead" in markup


def test_recruiter_draws_then_returns_two_chosen_cards():
    tactics = ["SPY", "SHIELD", "BLIND", "MUD", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"]
    state = from_position(pos([], ["RECRUITER", "o2", "p3"], ["b9"], flags="t", tactic_deck=tactics))
    ui = ui_mod.new_ui()
    ui_mod.on_select(ui, "card:RECRUITER", state)
    assert moves_in(panel(state, ui)) == ["RECRUITER"]
    state = state.play("RECRUITER")
    for _ in range(3):
        assert set(moves_in(panel(state, ui_mod.new_ui()))) == {"draw", "draw tactic"}
        state = state.play("draw")
    assert state.phase == "return"
    ui = ui_mod.new_ui()
    assert moves_in(panel(state, ui)) == []                               # nothing chosen: the button is off
    ui_mod.on_select(ui, "ret:0", state)
    ui_mod.on_select(ui, "ret:2", state)
    move = moves_in(panel(state, ui))
    assert len(move) == 1 and move[0] in state.legal_moves()
    assert ui_mod.move_text(state, move[0], EN).startswith("puts back 2 cards")   # the cards stay secret


def test_options_from_the_form():
    assert ui_mod.options_for(1, {"tactics": "1", "duel": "g3"}) == {
        "tactics": True, "expert": False, "duel_games": 3, "duel_target": 0, "first": 1}
    assert ui_mod.options_for(0, {"expert": "1", "duel": "t15"})["duel_target"] == 15
    assert ui_mod.options_for(0, {"duel": "g999"})["duel_games"] == 0
    form = ui_mod.options_html(PL)
    assert 'name="tactics"' in form and 'value="t15"' in form and "Długi pojedynek" in form


def test_long_duel_is_chained_game_by_game_and_scored():
    """Winner 5, loser 1 per stone held; a match of 3 games goes on, alternating who starts, then ends."""
    from stolik.core.game import Result
    options = {"tactics": False, "expert": False, "duel_games": 3, "duel_target": 0, "first": 0}
    first = [Result(1, (2, 3), "three-adjacent")]
    assert ui_mod.next_game(options, first) == {**options, "first": 1}
    lines = ui_mod.match_text(options, first, EN)
    assert lines[0].startswith("Long duel points for the last game: A 2, B 5")
    assert lines[1] == "Long duel, 3 games: after 1 games A 2, B 5."
    three = first + [Result(0, (5, 1), "five-stones"), Result(0, (3, 2), "three-adjacent")]
    assert ui_mod.next_game(options, three) is None
    assert ui_mod.match_text(options, three, EN)[-1] == "A wins the long duel."   # 2+5+5 = 12 against 5+1+2 = 8
    target = {**options, "duel_games": 0, "duel_target": 10}
    assert ui_mod.next_game(target, first) is not None and ui_mod.next_game(target, three) is None
    assert ui_mod.next_game({**options, "duel_games": 0}, first) is None     # a single game
    assert ui_mod.match_text({**options, "duel_games": 0}, first, EN) == []


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
    tool = ui_mod.tool_new("proof", payload)
    markup = ui_mod.tool_html("proof", tool, EN)
    assert f'data-verdict="{verdict}"' in markup
    assert schotten_tool.payload(tool) == payload


def test_proof_tool_editing_and_damaged_links():
    tool = ui_mod.tool_new("proof", None)
    for card in ("r1", "b1", "g1"):
        assert ui_mod.tool_action(tool, "card", card)
    ui_mod.tool_action(tool, "zone", "theirs")
    ui_mod.tool_action(tool, "card", "y2")
    key, _values, cards = schotten_tool.verdict(tool)
    assert key.endswith(".beaten") and cards == ("y3", "y4")
    ui_mod.tool_action(tool, "card", "r1")                                # moves r1 from my group to theirs
    assert tool.mine == ["b1", "g1"] and tool.theirs == ["y2", "r1"]
    ui_mod.tool_action(tool, "zone", "seen")
    ui_mod.tool_action(tool, "card", "JOKER")
    assert tool.note == "schotten.tool.troop-seen"
    for bad in ("r1,r1 - - - m", "x", "r1 b1 - BLIND,BLIND m", "<script> - - - m"):
        assert ui_mod.tool_new("proof", bad).note == "schotten.tool.bad-link"
    assert "&lt;script" not in ui_mod.tool_html("proof", ui_mod.tool_new("proof", "<script> - - - m"), EN)


def test_analysis_link_carries_only_the_table():
    state = from_position(CLAIMS)
    link = ui_mod.analysis_link(state)
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
                ui = ui_mod.new_ui()
                ui.uncovered = state.to_move
                markup = board(state, ui, me=None, tr=tr) + panel(state, ui, tr=tr)
                assert set(moves_in(markup)) <= set(legal)
                opponent = state.view(1 - state.to_move)["hand"]
                for card in state.view(state.to_move)["hand"]:
                    ui_mod.on_select(ui, "card:" + card, state)
                    markup = board(state, ui, me=None, tr=tr) + panel(state, ui, tr=tr)
                    assert set(moves_in(markup)) <= set(legal)
                    ui.reset()
                assert all(f'data-select="card:{c}"' not in markup for c in opponent if c not in state.view(state.to_move)["hand"])
            move = rng.choice(legal)
            assert ui_mod.move_text(state, move, EN) and ui_mod.move_text(state, move, PL)
            ui_mod.event_message(state, move, PL)
            state = state.play(move)
        assert ui_mod.result_text(state.result(), PL)


def test_recruiter_cards_for_one_deck_go_back_in_the_order_chosen():
    """Both orders are moves when the two cards go under the same deck; the panel sends the chosen one,
    and the hand order when the cards go to different decks (the only order that is a move)."""
    tactics = ["SHIELD", "BLIND", "MUD", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"]
    state = from_position(pos([], ["g1", "g2", "r1", "SPY"], ["b9"], flags="t", phase="return", tactic_deck=tactics,
                              discard=["RECRUITER"], played=(("RECRUITER",), ())))
    hand = state.view(0)["hand"]
    assert hand == ["r1", "g1", "g2", "SPY"]
    for picks, move in (((2, 1), "return g2 g1"), ((1, 2), "return g1 g2"), ((3, 1), "return g1 SPY")):
        ui = ui_mod.new_ui()
        for index in picks:
            ui_mod.on_select(ui, f"ret:{index}", state)
        markup = panel(state, ui)
        assert moves_in(markup) == [move]
        names = [ui_mod.card_name(card, EN) for card in move.split()[1:]]
        assert html.escape(", ".join(names), quote=False) in markup


def _outcomes():
    """Every (winner, reason, notes) the engine's end can give, from every way of holding the stones."""
    from itertools import product
    from stolik.schotten.state import final_result
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
        lines = ui_mod.result_text(result, tr)
        a, b = result.scores
        assert f"A {a}, B {b}" in lines[0]
        assert len(lines) == 1 + len(result.notes)


def test_the_result_line_reads_like_the_rules():
    from stolik.core.game import Result
    assert ui_mod.result_text(Result(0, (3, 4), "three-adjacent"), EN) == [
        "Game over. A wins with three adjacent stones: A 3, B 4."]
    assert ui_mod.result_text(Result(0, (3, 4), "three-adjacent"), PL) == [
        "Koniec gry. Wygrywa A trzema sąsiednimi polanami: A 3, B 4."]
    both = ui_mod.result_text(Result(1, (4, 5), "more-stones", ("two-passes", "both-met")), EN)
    assert both[0] == "Game over. B wins with more stones: A 4, B 5."
    assert "to the complete side where only one was" in both[1] and "more stones" in both[2]
    assert ui_mod.result_text(Result(None, (4, 4), "equal-stones", ("two-passes", "neither-met")), PL)[0] == (
        "Koniec gry. Remis przy równej liczbie polan: A 4, B 4.")


@pytest.mark.parametrize("payload", ["r7,r8,r9 b1 - - m" + " " * 2000, "x" * 1_000_000, "r7 b1 - " + "B" * 5000 + " m",
                                     "r7 b1 - - " + "q" * 5000])
def test_a_damaged_tool_link_is_a_short_position_error_and_an_empty_table(payload):
    with pytest.raises(PositionError) as caught:
        schotten_tool.parse_payload(payload)
    assert len(str(caught.value)) < 200
    assert schotten_tool.new("proof", payload).note == "schotten.tool.bad-link"
