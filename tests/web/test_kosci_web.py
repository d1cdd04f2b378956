"""Mądre kości's screen under CPython: setup by clicks, the roll, outcome buttons, log texts, frames, keys."""
from __future__ import annotations

import doctest
import html
import random
import re
from dataclasses import replace

import pytest

from stolik import kosci
from stolik.core.game import Result
from stolik.kosci.ai import choose_move
from stolik.kosci.state import State
from stolik.web.games.kosci import memory as kosci_memory
from stolik.web.games.kosci import render
from stolik.web.games.kosci import screen as kosci_ui
from stolik.web.i18n import Translator
from stolik.web.screen import GameScreen

EN, PL = Translator("en"), Translator("pl")
Screen = kosci_ui.KosciScreen
B_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
TOWER = f"A1@E6,A2@B1,A3@C1,A4@D1,A5@E8,A6@G1,{B_HOME} 11:0 A 4123"      # the seed's second example
RED_ROW, BLUE_ROW = [f"{c}1" for c in "ABCDEFGH"], [f"{c}12" for c in "ABCDEFGH"]


def moves_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-move="([^"]*)"', markup)]


def board(state, ui=None, interactive=True, tr=EN, **kw):
    return (ui or Screen()).board_html(state, tr=tr, flipped=False, interactive=interactive, me=None, **kw)


def panel(state, ui=None, interactive=True, tr=EN):
    return (ui or Screen()).panel_html(state, tr=tr, interactive=interactive)


@pytest.fixture
def no_setup_listing(monkeypatch):
    """The 20,160 setup moves must never be listed by the screen."""
    real = State.legal_moves

    def guarded(self):
        assert self.phase != "setup", "the screen listed the setup moves"
        return real(self)
    monkeypatch.setattr(State, "legal_moves", guarded)


def test_setup_by_clicks_builds_the_move_the_engine_accepts(no_setup_listing):
    state, ui = kosci.new_game({}, seed=4), Screen()
    markup = board(state, ui)
    assert markup.count('data-select="sq:') == 8 and 'data-select="sq:A12"' not in markup
    assert 'disabled' in panel(state, ui) and 'data-move="setup random"' in panel(state, ui)
    for square in ("A1", "C1", "D1"):                 # pawns 1, 2, 3 in turn
        ui.on_select(f"sq:{square}", state)
    ui.on_select("sq:C1", state)              # take pawn 2 back: it is next again
    assert ui.picked == 2 and ui.placement == {"A1": 1, "D1": 3}
    ui.on_select("face:5", state)             # choose pawn 5 for the next square
    for square in ("H1", "B1", "E1", "F1"):
        ui.on_select(f"sq:{square}", state)
    assert ui.placement == {"A1": 1, "D1": 3, "H1": 5, "B1": 2, "E1": 4, "F1": 6}
    ui.on_select("sq:G1", state)              # all six are placed: nothing more to put
    assert "G1" not in ui.placement
    confirm = moves_in(panel(state, ui))
    assert confirm[0] == "setup A1=1 B1=2 D1=3 E1=4 F1=6 H1=5"
    after = state.play(confirm[0])
    assert after.position() == "setup A1@A1,A2@B1,A3@D1,A4@E1,A5@H1,A6@F1 B"
    assert 'class="die pawn red pending-die"' in board(state, ui)


def test_the_setup_panel_has_its_own_start_row(no_setup_listing):
    """On a phone the board's start row is below the fold: the panel repeats it (``row:`` keeps focus apart)."""
    state, ui = kosci.new_game({}, seed=4).play("setup random"), Screen()
    markup = panel(state, ui)
    assert re.findall(r'data-select="row:([A-H]12)"', markup) == [f"{c}12" for c in "ABCDEFGH"]
    for square in ("A12", "B12", "C12", "D12", "E12", "F12"):
        ui.on_select(f"row:{square}", state)
    assert moves_in(panel(state, ui))[0] == "setup A12=1 B12=2 C12=3 D12=4 E12=5 F12=6"
    assert 'aria-label="A12: pawn 1; choose to take it back"' in panel(state, ui)
    ui.on_select("row:A1", state)                 # not Blue's row: nothing happens
    assert len(ui.placement) == 6


def test_setup_buttons_clear_and_same_as_last_time(no_setup_listing):
    state, ui = kosci.new_game({}, seed=4).play("setup random"), Screen({})
    assert ui.on_action("setup-last", None, state) and ui.note == "kosci.setup.no-last"
    assert "No earlier setup" in panel(state, ui)
    kosci_memory.remember(ui.prefs, 0, RED_ROW, {"B1": 2, "C1": 3, "D1": 1, "E1": 4, "F1": 5, "G1": 6})
    ui.on_action("setup-last", None, state)   # Blue sits opposite: the pattern is mirrored
    assert moves_in(panel(state, ui))[0] == "setup B12=6 C12=5 D12=4 E12=1 F12=3 G12=2"
    ui.on_action("setup-clear", None, state)
    assert ui.placement == {} and "disabled" in panel(state, ui)


def test_a_confirmed_or_random_setup_is_remembered_but_not_the_computers():
    state, ui = kosci.new_game({}, seed=4), Screen({})
    computer = choose_move(state, "easy", 1)
    ui.after_move(state, computer, True)
    assert kosci_memory.recall(ui.prefs, 0, RED_ROW) is None
    for square in ("B1", "C1", "D1", "E1", "F1", "G1"):
        ui.on_select(f"sq:{square}", state)
    move = moves_in(panel(state, ui))[0]
    assert Screen().event_message(state, move, EN) == "Red has set up."
    ui.after_move(state, move, False)
    assert kosci_memory.recall(ui.prefs, 0, RED_ROW) == {"B1": 1, "C1": 2, "D1": 3, "E1": 4, "F1": 5, "G1": 6}
    blue = state.play(move)
    message = Screen().event_message(blue, "setup random", EN)
    assert re.fullmatch(r"Blue has set up\. By lot, (Red|Blue) starts\.", message)
    ui.after_move(blue, "setup random", False)
    placed = {p["square"]: p["face"] for p in blue.play("setup random").view(None)["pawns"] if p["owner"] == 1}
    assert kosci_memory.recall(ui.prefs, 1, BLUE_ROW) == placed


def test_memory_doctest():
    assert doctest.testmod(kosci_memory).failed == 0


def test_roll_button_then_only_legal_outcomes_are_offered():
    state = kosci.new_game({}, seed=11).play("setup random").play("setup random")
    assert moves_in(panel(state)) == ["roll"] and moves_in(board(state)) == []
    for seed in range(8):
        rolled = kosci.new_game({}, seed=seed).play("setup random").play("setup random").play("roll")
        legal = rolled.legal_moves()
        offered = moves_in(panel(rolled))
        best = kosci_ui.undominated({m: rolled.describe(m) for m in legal if m != "pass"})
        assert offered == (list(best) or ["pass"])
        for source in sorted({rolled.describe(m).origin for m in legal if m != "pass"}):
            ui = Screen()
            ui.on_select(f"pawn:{source}", rolled)
            on_board = moves_in(board(rolled, ui))
            assert on_board and set(on_board) <= set(legal)
            assert all(m.split(":")[1].strip().startswith(source) for m in on_board)
            assert set(moves_in(panel(rolled, ui))) == {m for m, d in best.items() if d.origin == source}
            ui.on_select(f"pawn:{source}", rolled)       # choosing it again shows every move
            assert moves_in(panel(rolled, ui)) == offered


def test_each_outcome_chip_shows_the_movers_die_from_a_symbol_the_panel_holds():
    """The outcome chips are <use> of symbols (a whole die each made the list 24 KB): each points at a
    symbol in the same panel, of the mover's colour, showing the face of the pawn that moves."""
    chips = 0
    for seed in range(6):
        rolled = kosci.new_game({}, seed=seed).play("setup random").play("setup random").play("roll")
        markup = panel(rolled)
        colour = render.PLAYER_CLASS[rolled.view(None)["to_move"]]
        symbols = set(re.findall(r'<symbol id="([^"]+)"', markup))
        for button in re.findall(r"<button[^>]*data-outcome.*?</button>", markup):
            face = rolled.describe(html.unescape(re.search(r'data-move="([^"]*)"', button).group(1))).detail["face"]
            assert re.findall(r'<use href="#([^"]+)"', button) == [f"kd-chip-{colour}-{face}"]
            assert f"kd-chip-{colour}-{face}" in symbols
            chips += 1
        assert all(symbol.startswith(f"kd-chip-{colour}-") for symbol in symbols)
    assert chips > 20


def test_an_outcomes_details_break_a_line_only_between_their_parts():
    """"points 4" stays whole: on a phone the number was left alone at the start of the next line."""
    rolled = kosci.new_game({}, seed=3).play("setup random").play("setup random").play("roll")
    texts = re.findall(r'<span class="(?:why|dice-roles)">([^<]*)</span>', panel(rolled))
    assert len(texts) > 10 and all("\u00a0" in text for text in texts)
    assert all(" " not in part for text in texts for part in html.unescape(text).split(" · ")), texts


def test_nothing_is_clickable_when_it_is_not_our_turn():
    rolled = kosci.from_position(TOWER)
    assert moves_in(board(rolled, interactive=False)) == [] and panel(rolled, interactive=False) == ""
    assert "data-select" not in board(rolled, interactive=False)


def test_destination_click_plays_the_best_points_of_that_square():
    """Pawn 2 on B1 with 6,4,2,6: B7 by d4 m6 s6 (6 + 10 = 16) or d6:F m6 s4 (4 + 10 = 14); the board offers 16."""
    state = kosci.from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A 6426")
    ui = Screen()
    ui.on_select("pawn:B1", state)
    on_board = moves_in(board(state, ui))
    assert sorted(m for m in state.legal_moves() if "B1→B7" in m) == ["2: B1→B7 +14", "2: B1→B7 +16"]
    assert "2: B1→B7 +16" in on_board and "2: B1→B7 +14" not in on_board
    assert 'aria-label="Move pawn 2 from B1 to B7: +16"' in board(state, ui)
    assert "2: B1→B7 +16" in moves_in(panel(state, ui))
    assert "2: B1→B7 +14" not in moves_in(panel(state, ui))    # the same pawn to the same square for less: not listed


def test_tower_log_event_and_extra_roll_banner():
    state = kosci.from_position(TOWER)
    move = "1: E6→E8 +13"
    assert Screen().move_text(state, move, EN) == "1: E6→E8 +13 = 3 + 10 middle line, tower"
    assert Screen().move_text(state, move, PL) == "1: E6→E8 +13 = 3 + 10 linia środkowa, wieża"
    assert "Tower! Red rolls again." in Screen().event_message(state, move, EN)
    after = state.play(move)
    marks = Screen().last_move_marks(state, move)
    assert marks["from"] == "E6" and marks["to"] == "E8"
    markup = board(after, marks=marks)
    assert "Extra roll: Red built a tower" in markup and 'class="sq light last-to"' in markup.replace("dark last-to", "light last-to")
    assert "die pawn red blocked" in markup                  # pawn 5 under pawn 1, drawn below it
    assert "tower, from the bottom Red 5 (blocked), Red 1" in markup
    assert moves_in(panel(after)) == ["roll"]


def test_exit_scores_twenty_and_the_opponent_gets_a_last_roll():
    """Roll 4,1,2,5: pawn 1 on C11 goes forward 2 (C12, then over Blue's edge): 5 + 20 = 25."""
    text = "A1@C11,A2@B5,A3@C5,A4@D5,A5@E5,A6@F5,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 11:0 A 4125"
    state = kosci.from_position(text)
    move = "1: C11→off +25"
    assert move in state.legal_moves()
    assert Screen().move_text(state, move, EN) == "1: C11→off +25 = 5 + 20 exit"
    assert Screen().event_message(state, move, EN) == "Red: pawn 1 left the board, +25. Blue has one last roll."
    after = state.play(move)
    assert "Last roll: Blue" in board(after) and "1 off the board" in board(after)


def test_pass_is_the_only_button_when_no_assignment_moves():
    """Red's pawn 1 is covered by Blue's 3; a roll of 1,1,1,1 names only pawn 1: no move."""
    state = kosci.from_position("A1@D4,B3@D4,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1,B1@G12,B2@F12,B4@D12,B5@C12,B6@B12 0:11 A 1111")
    assert state.legal_moves() == ["pass"]
    assert moves_in(panel(state)) == ["pass"]
    assert Screen().move_text(state, "pass", EN) == "passes (no move)"
    assert Screen().only_pass(state) and not Screen().only_pass(state.play("pass"))


def test_a_setup_is_no_pass_and_its_moves_are_not_listed_to_say_so(no_setup_listing):
    """After each move the shell asks whether the player to move can only pass: for a setup the
    answer comes without listing 20,160 moves (in the page, a long task at the first setup)."""
    state = kosci.new_game({}, seed=4)
    assert not Screen().only_pass(state) and not Screen().only_pass(state.play("setup random"))


def test_roll_frames_tumble_then_show_the_roll_and_a_move_has_none():
    """A roll tumbles in frames; a pawn's move has none: its die slides by a CSS transition instead."""
    state = kosci.new_game({}, seed=5).play("setup random").play("setup random")
    frames = Screen().frames(state, "roll")
    assert len(frames) == kosci_ui.ROLL_FRAMES + 1
    assert all(marks == {"rolling": True} for _, marks in frames[:-1])
    assert frames[-1][0]["roll"] == list(state.play("roll").roll)
    assert 'class="roll-die rolling"' in board(state, view=frames[0][0], marks=frames[0][1])
    assert Screen().frames(kosci.from_position(TOWER), "1: E6→E8 +13") == []
    extra = kosci.from_position(TOWER).play("1: E6→E8 +13")          # a tower: the mover rolls again, briefly
    assert extra.extra and len(Screen().frames(extra, "roll")) == kosci_ui.EXTRA_ROLL_FRAMES + 1 < len(frames)
    computer = Screen()
    computer.after_move(extra, "roll", True)          # the computer's extra roll: played on at once
    assert computer.frames(extra, "roll") == []
    stuck = kosci.from_position("A1@D4,B3@D4,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1,B1@G12,B2@F12,B4@D12,B5@C12,B6@B12 0:11 A 1111")
    assert Screen().frames(stuck, "pass") == [] and Screen().frames(kosci.new_game({}, 1), "setup random") == []


def pawn_groups(markup: str) -> list[tuple[str, str, float, float, float]]:
    """The pawn layer in drawing order: (pawn, extra classes, x, y, scale) of each keyed die."""
    found = re.findall(r'<g class="pawn-at([^"]*)" data-key="(\w\d)" style="transform: translate\(([-\d.]+)px, ([-\d.]+)px\) '
                       r'scale\(([\d.]+)\)">', markup)
    return [(pawn, extra.strip(), float(x), float(y), float(k)) for extra, pawn, x, y, k in found]


def test_every_pawn_is_one_keyed_die_placed_by_a_transform_and_the_last_mover_is_drawn_last():
    """A move changes only its die's transform (the page patches it and CSS slides it); the mover comes
    last so it is drawn on top and never moved among its siblings mid-slide."""
    tower = kosci.from_position(TOWER)
    move = "1: E6→E8 +13"
    before = pawn_groups(board(tower, interactive=False))
    assert sorted(p for p, *_ in before) == [f"{c}{f}" for c in "AB" for f in range(1, 7)]
    after = pawn_groups(board(tower.play(move), interactive=False, marks=Screen().last_move_marks(tower, move)))
    assert after[-1][0] == "A1"
    where = {p: (x, y) for p, _, x, y, _ in before}
    assert where["A1"] == render.centre(4, 5, False) and {p: (x, y) for p, _, x, y, _ in after}["A1"] != where["A1"]
    e8 = {p: (extra, k) for p, extra, _, _, k in after if p in ("A1", "A5")}
    assert e8 == {"A1": ("", 0.864), "A5": ("", 0.864)}          # a tower's dice are drawn smaller
    assert 'class="die pawn red blocked"' in board(tower.play(move), interactive=False)
    moved = {p for (p, *a), (_, *b) in zip(sorted(before), sorted(after)) if a != b}
    assert moved == {"A1", "A5"}, "only the mover and the die it now covers change"
    ui, again = Screen(), tower.play(move)
    ui.after_move(tower, move, by_computer=False)           # the tower's extra roll tumbles at once: A1 stays last
    view, marks = ui.frames(again, "roll")[0]
    assert pawn_groups(ui.board_html(again, tr=EN, flipped=False, interactive=False, me=None, view=view, marks=marks))[-1][0] == "A1"


def test_the_pawn_layer_keeps_its_place_among_the_boards_children():
    """The page patches children by position: were the layer's index to change (arrows shown or not, a
    last move marked or not), the layer would be replaced and no die would slide."""
    def layer_index(markup: str) -> int:
        svg = markup[:markup.index("</svg>")]
        depth, index = 0, -1
        for tag in re.finditer(r"<(/?)(\w+)[^>]*?(/?)>", svg[svg.index(">") + 1:]):
            if depth == 0 and not tag[1]:
                index += 1
                if 'class="pawns"' in tag[0]:
                    return index
            depth += (0 if tag[3] else -1 if tag[1] else 1)
        raise AssertionError("no pawn layer")
    state, ui = kosci.from_position(TOWER), Screen()
    move = "1: E6→E8 +13"
    plain = layer_index(board(state, ui))
    ui.on_select("pawn:E6", state)
    assert layer_index(board(state, ui)) == plain
    assert layer_index(board(state.play(move), marks=Screen().last_move_marks(state, move))) == plain
    assert layer_index(board(kosci.new_game({}, seed=3), interactive=False)) == plain


def test_a_pawn_that_leaves_the_board_fades_out_past_the_edge_it_left_over():
    state = kosci.from_position("A1@C11,A2@B5,A3@C5,A4@D5,A5@E5,A6@F5,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 11:0 A 4125")
    move = "1: C11→off +25"
    marks = Screen().last_move_marks(state, move)
    assert marks["end"] == (2.0, 11.8) and marks["path"] == ["C12"] and marks["to"] is None
    gone = [g for g in pawn_groups(board(state.play(move), marks=marks)) if g[0] == "A1"]
    assert gone == [("A1", "gone", render.centre(2, 11, False)[0], render.MT / 2, 1.0)]
    markup = board(state.play(move), marks=marks)
    assert re.search(r'<g class="last-path" aria-hidden="true"><line [^>]*/><circle cx="\S+" cy="\S+" r="6"/></g>', markup)


def test_the_last_move_path_stays_marked_under_the_dice():
    """After E12→E9 (Blue, forward three): a line from E12 to E9 and dots on E11 and E10, drawn before the pawns."""
    state = kosci.from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 B 4332")
    move = "3: E12→E9 +2"
    marks = Screen().last_move_marks(state, move)
    assert (marks["from"], marks["to"], marks["piece"], marks["path"]) == ("E12", "E9", "B3", ["E11", "E10", "E9"])
    markup = board(state.play(move), marks=marks, interactive=False)
    path = re.search(r'<g class="last-path".*?</g>', markup)[0]
    assert path.count("<circle") == 2 and markup.index('class="last-path"') < markup.index('class="pawns"')
    x1, y1, x2, y2 = map(float, re.search(r'<line x1="(\S+)" y1="(\S+)" x2="(\S+)" y2="(\S+)"/>', path).groups())
    assert (x1, y1) == render.centre(4, 11, False) and (x2, y2) == render.centre(4, 8, False)
    assert '<g class="last-path" aria-hidden="true"></g>' in board(state.play(move), interactive=False)   # no marks, no path


def test_blue_moves_are_mirrored_on_the_board():
    """Blue's forward is down the board: pawn 3 on E12, 4 (forward), 3 squares, 2 points lands on E9."""
    state = kosci.from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 B 4332")
    assert "3: E12→E9 +2" in state.legal_moves()
    assert Screen().last_move_marks(state, "3: E12→E9 +2")["path"] == ["E11", "E10", "E9"]


def test_a_target_shows_its_points_once_and_arrows_lie_under_the_dice():
    """The seed's tower example, pawn 1 on E6 chosen: one arrow and one target per destination, the points
    written once (on the target, at the lower edge of E8 where pawn 5 stands), every arrow drawn before
    the dice and starting at the edge of E6."""
    state, ui = kosci.from_position(TOWER), Screen()
    ui.on_select("pawn:E6", state)
    markup = board(state, ui)
    targets = re.findall(r'<g class="target".*?</g>', markup)
    shown = re.findall(r'<g class="preview.*?</g>', markup)
    assert len(shown) == len(targets) == len(set(moves_in(markup)))
    assert all(t.count("<text") == 1 for t in targets) and not any("<text" in a for a in shown)
    assert markup.rindex('class="preview') < markup.index('class="pawns"') < markup.index('class="target"')
    e8 = next(t for t in targets if "E6→E8" in t)
    x, y = render.centre(4, 7, False)
    assert f'<text class="target-points" x="{x:.1f}" y="{y + render.S / 2 + 7:.1f}">+13</text>' in e8
    x6, y6 = render.centre(4, 5, False)
    for line in re.findall(r'<line x1="(\S+)" y1="(\S+)"', "".join(shown)):
        assert max(abs(float(line[0]) - x6), abs(float(line[1]) - y6)) == render.S / 2


def test_hovering_an_outcome_previews_that_outcome_even_when_the_panel_leaves_some_out():
    """Pawn 2 on B1 with 6,4,2,6: B1→B7 +14 is beaten by +16 and not listed, yet every button after it
    still draws its own arrow (the board's preview and the panel share each move's key)."""
    state, ui = kosci.from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A 6426"), Screen()
    listed = panel(state, ui)
    buttons = re.findall(r'data-move="([^"]*)" data-outcome="(\d+)"', listed)
    assert len(buttons) < len(kosci_ui.pawn_moves(ui.described(state)))
    for move, key in buttons:
        info = state.describe(html.unescape(move))
        arrow = ui.preview_html(state, key, tr=EN, flipped=False)
        assert arrow.count('<g class="preview') == 1 and f'data-preview="{key}"' in arrow
        x, y = render.centre(*kosci_ui.arrow_end(info), False)          # the destination ring (or the exit's end)
        assert f'x="{x - render.S / 2 + 4:.1f}" y="{y - render.S / 2 + 4:.1f}"' in arrow or info.to is None, (move, arrow)
    assert ui.preview_html(state, "999", tr=EN, flipped=False) == ""


def test_a_board_draws_no_arrow_until_one_is_pointed_at_and_none_twice():
    """A roll's board has an empty place for the outcome pointed at and no hidden arrows (nor style
    rules for them): a hundred of them made every redraw half again as long. With a pawn chosen, its
    arrows are on the board, and pointing at one of them draws nothing more."""
    state, rng, ui = kosci.new_game({}, seed=2), random.Random(5), Screen()
    rolls = 0
    while state.result() is None and rolls < 40:
        if state.phase != "setup" and kosci_ui.pawn_moves(ui.described(state)):
            rolls += 1
            markup = board(state, ui)
            assert '<g class="pointed" data-pointed=""></g>' in markup
            assert not re.search(r'class="preview[ "]', markup) and "<style" not in markup
            pawn = next(iter(kosci_ui.pawn_moves(ui.described(state)).values())).origin
            ui.on_select(f"pawn:{pawn}", state)
            drawn = re.findall(r'data-preview="(\d+)"', board(state, ui))
            assert drawn and all(ui.preview_html(state, key, tr=EN, flipped=False) == "" for key in drawn)
            ui.clear()
        state = state.play("setup random" if state.phase == "setup" else rng.choice(state.legal_moves()))
    assert rolls > 10


def test_texts_options_and_results_in_both_languages():
    assert Screen().player_names(PL) == ("Czerwone", "Niebieskie")
    assert Screen().options_for(0, {"turn_cap": "100"}) == {"turn_cap": 100}
    assert Screen().options_for(1, {"turn_cap": "7"}) == {"turn_cap": 200}
    assert Screen().options_for(0, {}) == {"turn_cap": 200}
    assert Screen().options_html(EN).count('name="turn_cap"') == 3
    lines = Screen().result_text(Result(1, (80, 114), "exit"), EN)
    assert lines == ["Game over. Blue wins: Red 80, Blue 114.", "A pawn left the board and the opponent's last roll has been played."]
    assert Screen().result_text(Result(1, (80, 114), "exit"), PL)[0].endswith("Wygrywają Niebieskie: Czerwone 80, Niebieskie 114.")
    assert "zasada domowa" in Screen().result_text(Result(None, (50, 50), "turn-cap"), PL)[1]
    state = kosci.new_game({}, seed=2).play("setup random").play("setup random")
    assert re.fullmatch(r"rzuca \d \d \d \d", Screen().move_text(state, "roll", PL))


@pytest.mark.parametrize("tr", [EN, PL])
def test_board_has_coordinates_middle_line_and_accessible_squares(tr):
    state = kosci.from_position("A5@E8,A1@E8,B1@E8,A2@B1,A3@C1,A4@D1,A6@G1,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 24:0 A -")
    markup = board(state, tr=tr)
    assert markup.count('class="sq ') == 96
    assert all(f">{c}</text>" in markup for c in "ABCDEFGH") and ">12</text>" in markup
    assert 'class="middle"' in markup and "×3" in markup
    assert markup.count('role="img"') == 10                     # 9 single pawns and one tower of 3
    flipped = Screen().board_html(state, tr=tr, flipped=True, interactive=False, me=None)
    x = {c: float(v) for v, c in re.findall(r'<text x="([\d.]+)" y="[\d.]+">([A-H])</text>', flipped)}
    assert x["H"] < x["A"]


def test_only_a_square_kosci_css_rings_has_a_ring():
    """The last move's squares, the pawns that may move and the chosen one have a ring; the others none
    (each redraw of a move tokenized and compared 85 hidden rings)."""
    state, ui = kosci.from_position(TOWER), Screen()
    ui.on_select("pawn:E6", state)
    marks = {"from": "E6", "to": "E8"}
    squares = re.findall(r'<g class="sq ([^"]*)" data-sq="(\w+)"(.*?)</g>', board(state, ui, marks=marks))
    ringed = {sq for classes, sq, _ in squares if {"last-from", "last-to", "selectable", "chosen"} & set(classes.split())}
    assert len(squares) == 96 and ringed == {"E6", "E8", "B1", "C1", "D1"}
    assert {sq for _, sq, inner in squares if 'class="ring"' in inner} == ringed



def test_the_side_margins_leave_a_phone_a_finger_wide_square_and_hold_the_middle_mark():
    """On a 390 px phone the board takes the window's width (kosci.css): a square of 60 units is 44 px or more;
    the "+10" mark sits in the left margin between the row numbers 6 and 7, left of the squares, inside the board."""
    assert render.S * 390 / render.WIDTH >= 44
    markup = board(kosci.from_position(TOWER))
    rect = re.search(r'<g class="middle"[^>]*><line [^>]*/><rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', markup)
    x, y, w, h = map(float, rect.groups())
    assert 0 <= x and x + w <= render.ML                                     # clear of the squares
    rows = {int(r): float(ty) for ty, r in re.findall(r'<text class="row" x="[\d.]+" y="([\d.]+)">(\d+)</text>', markup)}
    assert rows[7] < y and y + h < rows[6] - 14                             # clear of the numbers (20 px text over its baseline)

def test_dice_given_roles_by_clicks_show_what_the_engine_makes_of_them():
    """Roll 4,1,2,3 (seed example): pawn 1, direction 4, distance 2, points 3 is E6→E8 +13; pawn 2 going
    left 4 from B1 would leave over the side, which the engine refuses."""
    state, ui = kosci.from_position(TOWER), Screen()
    assert "<details" in panel(state, ui) and " open" not in panel(state, ui)
    for die, role in ((1, "indicator"), (0, "direction"), (2, "distance"), (3, "score")):
        ui.on_select(f"die:{die}", state)
        ui.on_select(f"slot:{role}", state)
    assert ui.slots == {"indicator": 1, "direction": 0, "distance": 2, "score": 3}
    markup = panel(state, ui)
    assert '<details class="assign" open>' in markup
    assert 'data-move="1: E6→E8 +13">Move pawn 1 from E6 to E8: +13<' in markup
    ui.on_action("dice-clear", None, state)
    assert '<details class="assign" open>' in panel(state, ui), "Clear empties the panel and keeps it open"
    for die, role in ((2, "indicator"), (3, "direction"), (0, "distance"), (1, "score")):
        ui.on_select(f"die:{die}", state)
        ui.on_select(f"slot:{role}", state)
    markup = panel(state, ui)
    assert ("Pawn 2, direction 3 (left), distance 4, points 1: not possible. "
            "<small>Pawn 2 would leave the board over a side or its own edge.</small>") in markup
    assert ("Pionek 2, kierunek 3 (w lewo), odległość 4, punkty 1: niemożliwe. "
            "<small>Pionek 2 zszedłby z planszy bokiem albo przez własną krawędź.</small>") in panel(state, ui, tr=PL)
    assert set(moves_in(markup)) <= set(state.legal_moves())
    ui.on_select("die:0", state)                # a die already placed goes back to the tray
    assert "distance" not in ui.slots and ui.die == 0


def assign_all(state, ui):
    """Give the four rolled dice the roles in order: pawn, direction, distance, points."""
    for die, role in enumerate(kosci_ui.ROLES):
        ui.on_select(f"die:{die}", state)
        ui.on_select(f"slot:{role}", state)


BLOCKED = "B1@A12,A1@A12,B2@B12,A2@B12,B3@C12,A3@C12,B4@E12,A4@E12,B5@F12,A5@F12"


@pytest.mark.parametrize("text, en, pl", [
    ("A1@D4,B3@D4,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1,B1@G12,B2@F12,B4@D12,B5@C12,B6@B12 0:11 A 1111",
     "Pawn 1 is covered: only the top die of a tower moves.", "Pionek 1 jest przykryty: rusza się tylko kość z wierzchu wieży."),
    (f"A1@A2,A2@B2,A3@C2,A4@D10,A5@E2,A6@H1,{B_HOME} 11:0 A 4444",
     "No pawn may leave the board while one of your pawns stands on your start row.",
     "Nie wolno zejść z planszy, dopóki choć jeden twój pionek stoi na twoim rzędzie startowym."),
    (f"{BLOCKED},A6@D4,B6@D10 55:0 A 6666",
     "This would cover your opponent's last free pawn, and one must stay free.",
     "Ten ruch przykryłby ostatni wolny pionek przeciwnika, a jeden musi zostać wolny."),
])
def test_a_refused_assignment_gives_the_rule_that_refuses_it(text, en, pl):
    state, ui = kosci.from_position(text), Screen()
    assign_all(state, ui)
    assert f"<small>{html.escape(en)}</small>" in panel(state, ui)
    assert f"<small>{html.escape(pl)}</small>" in panel(state, ui, tr=PL)
    assert not re.search(r"\bi\d d\d|\bm\d s\d", panel(state, ui)), "no engine notation in sentences"


def test_every_refusal_and_way_has_words_in_both_languages():
    from stolik.kosci.board import DIRECTIONS
    from stolik.kosci.movement import REFUSALS
    for tr in (EN, PL):
        for key in [f"kosci.refusal.{r}" for r in REFUSALS] + [f"kosci.way.{w}" for w in DIRECTIONS]:
            assert tr(key, pawn=3) != key and "{" not in tr(key, pawn=3)


def test_the_screen_plays_no_move(monkeypatch):
    """Issue 12: what any move does, a roll's dice and a random setup's draw included, comes from describe;
    the screen never plays a move to see the state after it."""
    game = kosci.new_game({}, seed=9)
    blue = game.play("setup random")
    started = blue.play("setup random")
    rolled = started.play("roll")
    cases = [(game, "setup random"), (blue, "setup random"), (started, "roll"), (kosci.from_position(TOWER), "1: E6→E8 +13")]
    cases += [(rolled, move) for move in rolled.legal_moves()]

    def refused(self, move):
        raise AssertionError(f"the screen played {move!r}")
    monkeypatch.setattr(State, "play", refused)
    for before, move in cases:
        ui = Screen({})
        ui.on_select(f"pawn:{before.describe(move).origin}" if before.phase != "setup" else "sq:A1", before)
        board(before, ui), panel(before, ui)
        ui.move_text(before, move, EN), ui.event_message(before, move, EN)
        ui.frames(before, move), ui.last_move_marks(before, move), ui.after_move(before, move, False)
    assert Screen().frames(started, "roll")[-1][0]["roll"] == started.describe("roll").detail["roll"]


def test_messages_follow_what_the_engine_says_comes_next():
    """A tower on the capping roll ends the game (no "rolls again"); an exit on the last roll ends it too
    (no "last roll" for anyone)."""
    capped = replace(kosci.from_position(TOWER), turns=200, turn_cap=200)
    assert Screen().event_message(capped, "1: E6→E8 +13", EN) == "Red: pawn 1 E6 → E8, +13."
    last = kosci.from_position("A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D3,B5@C11,B6@B11 40:20 B 4444 last")
    assert Screen().event_message(last, "4: D3→off +24", EN) == "Blue: pawn 4 D3 → off, +24."


def test_the_screen_is_a_game_screen_whose_game_draws_who_starts():
    assert kosci_ui.SCREEN is Screen and issubclass(Screen, GameScreen) and Screen.asks_first is False
    state, ui = kosci.from_position(TOWER), Screen({"last-setup": "12345600"})
    assert ui.clear() is False
    ui.on_select("die:1", state)
    ui.on_select("slot:indicator", state)
    ui.on_select("pawn:E6", state)
    assert ui.clear() is True and ui.slots == {} and ui.pawn is None and ui.clear() is False
    assert ui.prefs == {"last-setup": "12345600"}          # what is remembered survives a clear
    for value in ("die:4", "die:x", "slot:colour", "face:3"):   # not this roll's dice, roles or phase
        ui.on_select(value, state)
    assert (ui.die, ui.slots, ui.placement) == (None, {}, {})


def focusable(markup: str) -> list[str]:
    """Every opening tag that carries tabindex."""
    return re.findall(r"<[a-z]+[^>]*\btabindex=[^>]*>", markup)


def test_every_choice_is_focusable_and_named_and_the_last_move_takes_the_focus(no_setup_listing):
    """Keys walk the [tabindex] elements: start squares and setup dice, pawns and their targets, the rolled
    dice and role slots; after a move the focus goes to its square when that square may be chosen."""
    setup, ui = kosci.new_game({}, seed=4), Screen()
    tags = focusable(board(setup, ui) + panel(setup, ui))
    assert len(tags) == 8 + 6 + 8                     # board squares, the tray's dice, the panel's row
    assert all('aria-label="' in t and 'tabindex="0"' in t for t in tags)
    tower = kosci.from_position(TOWER)
    move = "1: E6→E8 +13"
    marks = Screen().last_move_marks(tower, move)
    again = kosci.from_position(f"A5@E8,A1@E8,A2@B1,A3@C1,A4@D1,A6@G1,{B_HOME} 24:0 A 1111")   # after the tower, rolled 1111
    ui = Screen()
    ui.on_select("pawn:E8", again)
    markup = board(again, ui, marks=marks)
    tags = focusable(markup)
    assert all('aria-label="' in t for t in tags)
    focused = [t for t in tags if "data-focus" in t]
    assert len(focused) == 1 and 'data-sq="E8"' in focused[0] and "your pawn 1, 1 move;" in focused[0]
    assert sum('class="target"' in t for t in tags) == len(set(moves_in(markup)))
    assert "data-focus" not in board(again, ui, marks={"from": "E6", "to": "E7"})     # E7 is not a choice
    assert "data-focus" not in board(again, ui, marks=marks, interactive=False)
    tags = focusable(panel(tower))
    assert sum('data-select="die:' in t for t in tags) == 4 and sum('data-select="slot:' in t for t in tags) == 4
    assert all('aria-label="' in t for t in tags)


def test_an_exit_arrow_points_past_the_edge_it_leaves_over():
    """Pawn 1 on C11 forward 2: C12, then over Blue's edge; the arrow ends most of a square beyond C12."""
    state = kosci.from_position("A1@C11,A2@B5,A3@C5,A4@D5,A5@E5,A6@F5,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 11:0 A 4125")
    info = state.describe("1: C11→off +25")
    assert kosci_ui.arrow_end(info) == (2.0, 11.8)
