"""Hive's screen under CPython: selection and destinations, climbs and throws, stacks, racks, keys, view box,
GameString tool, texts. Positions are hand-built GameStrings; expected cells are worked out on paper."""
from __future__ import annotations

import html
import re
from pathlib import Path

import pytest

from stolik.core.game import MoveInfo, Result
from stolik.core.rng import Rng
from stolik.hive import from_position, new_game
from stolik.web.games.hive import render as hive_board
from stolik.web.games.hive.render import SIZE, centre, fit_box, hex_points, places_of, stack_html, stacks_of
from stolik.web.games.hive.screen import SCREEN, HiveScreen, HiveTool, destinations, plays_by_piece
from stolik.web.i18n import Translator
from stolik.web.links import parse_hash
from stolik.web.shared_games import saved_from_link

EN, PL = Translator("en"), Translator("pl")
CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"
THROW = "Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ"
# A beetle on top of the black queen: a stack of two at (-1, 0).
STACK = "Base;InProgress;Black[4];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ;wB1 wQ;bA1 -bS1;wB1 bQ"
ALL = {"mosquito": True, "ladybug": True, "pillbug": True}
# White to move; pieces that can be picked are themselves destinations (a beetle or a mosquito climbs onto them).
MOVES_ON_PIECES = ("Base+MLP;InProgress;White[13];wB1;bB1 /wB1;wG1 \\wB1;bL bB1\\;wA1 \\wG1;bP bL-;wQ -wA1;bQ bL\\;"
                   "wP wB1-;bA1 bP-;wL \\wP;bA1 /wQ;wM \\wA1;bB2 bQ\\;wB2 \\wM;bM -bB1;wL wQ\\;bA1 \\wB2;wA2 wM/;"
                   "bA2 -bA1;wG2 wA2-;bA2 /bB2;wG3 /wB2;bA1 wG2-")


def moves_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-move="([^"]*)"', markup)]


def selects_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-select="([^"]*)"', markup)]


def board(state, screen=None, interactive=True, tr=EN, **kw):
    return (screen or HiveScreen()).board_html(state, tr=tr, flipped=kw.pop("flipped", False),
                                               interactive=interactive, me=None, **kw)


def panel(state, screen=None, interactive=True):
    return (screen or HiveScreen()).panel_html(state, tr=EN, interactive=interactive)


def offered_boards(state):
    """The board after each selection the screen offers (rack chips and pieces), by that selection."""
    screen = HiveScreen()
    out = {}
    for value in sorted(set(selects_in(board(state, screen)))):
        screen.clear()
        screen.on_select(value, state)
        out[value] = board(state, screen)
    return out


def test_the_shell_finds_the_screen():
    assert SCREEN is HiveScreen and HiveScreen.asks_first is False


def test_every_destination_is_drawn_where_the_engine_puts_the_piece():
    """For every legal move of a few positions, the destination drawn for it is the cell the piece stands
    on after the move, drawn at that cell's place in the next view."""
    for text in (CLIMB, THROW, STACK, "Base+MLP"):
        state = from_position(text)
        drawn = set()
        for markup in offered_boards(state).values():
            for move, cell, spot in re.findall(r'<g class="dest [^"]*" data-move="([^"]*)" data-cell="([^"]*)"[^>]*>'
                                               r'<polygon class="spot" points="([^"]*)"', markup):
                move = html.unescape(move)
                after = state.play(move).view(None)
                piece = state.describe(move).piece
                assert stacks_of(after)[cell][-1] == piece, (text, move)
                assert spot == hex_points(*centre(places_of(after)[cell]), SIZE * 0.88), (text, move)
                drawn.add(move)
        assert drawn == set(state.legal_moves()), text


def test_empty_board_offers_every_bug_in_the_rack_and_one_start_cell():
    state = new_game(ALL, 0)
    screen = HiveScreen({})
    markup = board(state, screen)
    assert sorted(s for s in selects_in(markup) if s.startswith("rack:")) == sorted(f"rack:{k}" for k in "QSBGAMLP")
    assert moves_in(markup) == [] and markup.count('class="start-cell"') == 1
    screen.on_select("rack:A", state)
    assert screen.selected == "wA1"
    assert re.findall(r'data-move="wA1" data-cell="([^"]*)"', board(state, screen)) == ["0,0"]
    screen.on_select("rack:A", state)                        # clicking it again puts it back
    assert screen.selected is None


def test_tournament_opening_keeps_the_queen_in_the_rack():
    state = new_game({"tournament": True}, 0)
    assert "rack:Q" not in selects_in(board(state))
    assert 'data-kind="Q"' in board(state)                   # still shown, just not selectable


def test_placement_destinations_touch_only_own_colour():
    """White[2] after wS1, bA1 west of it: White's new piece may go only to the three cells east of wS1."""
    state = from_position("Base;InProgress;White[2];wS1;bA1 -wS1")
    screen = HiveScreen()
    screen.on_select("rack:G", state)
    cells = sorted(re.findall(r'class="dest place" data-move="[^"]*" data-cell="([^"]*)"', board(state, screen)))
    assert cells == ["0,1", "1,-1", "1,0"]


def test_beetle_climbs_onto_the_queen():
    state = from_position(CLIMB)
    screen = HiveScreen()
    screen.on_select("cell:1,0", state)                      # wB1 east of wQ
    assert screen.selected == "wB1"
    markup = board(state, screen)
    assert sorted(moves_in(markup)) == ["wB1 wQ", "wB1 wQ/", "wB1 wQ\\"]
    climb = re.search(r'<g class="dest climb on-stack" data-move="wB1 wQ"[^>]*aria-label="([^"]*)"', markup)
    assert climb and "climbs onto White Queen Bee" in climb.group(1)
    assert re.search(r'class="cell w selectable movable selected" data-cell="1,0"', markup)


def test_stack_shows_its_height_and_lists_its_pieces_bottom_to_top():
    state = from_position(STACK)
    view = state.view(None)
    assert stacks_of(view)["-1,0"] == ["bQ", "wB1"]
    screen = HiveScreen()
    assert re.search(r'class="height"[^>]*><circle[^>]*/><text[^>]*>2</text>', board(state, screen))
    screen.on_select("cell:-1,0", state)                     # Black to move: the white beetle's stack opens
    assert screen.inspected == "-1,0" and screen.selected is None
    info = stack_html(view, screen.inspected, EN, screen.player_names(EN))
    assert info.index("Black Queen Bee") < info.index("White Beetle 1")
    assert "hive-stack-info" in board(state, screen)
    assert screen.clear() and screen.inspected is None and not screen.clear()
    # Watching (not our turn): the stack opens through data-action instead of data-select.
    watch = board(state, interactive=False)
    assert 'data-action="hive-inspect" data-value="-1,0"' in watch and "data-select" not in watch
    watcher = HiveScreen()
    assert watcher.on_action("hive-inspect", "-1,0", state) and watcher.inspected == "-1,0"
    assert watcher.on_action("hive-inspect", "-1,0", state) and watcher.inspected is None     # again: closed
    assert watcher.on_action("hive-inspect", "-1,0", state) and watcher.on_action("hive-inspect", "", state)
    assert watcher.inspected is None


def test_pillbug_throw_is_made_by_selecting_the_thrown_piece():
    """The white Pillbug at (0,0) lifts bG1 from (-1,1) to one of its empty neighbours."""
    state = from_position(THROW)
    screen = HiveScreen()
    assert 'data-select="cell:-1,1"' in board(state, screen)  # the opponent's grasshopper is selectable
    screen.on_select("cell:-1,1", state)
    assert screen.selected == "bG1"
    markup = board(state, screen)
    throws = sorted(html.unescape(m) for m in re.findall(r'class="dest throw" data-move="([^"]*)"', markup))
    assert throws == ["bG1 wP-", "bG1 wP/", "bG1 wP\\"]
    assert 'class="dest move"' not in markup
    assert EN("hive.help.throws") in html.unescape(panel(state, screen))
    assert EN("hive.help.throws") not in html.unescape(panel(state))
    assert screen.event_message(state, "bG1 wP-", EN) == "White's Pillbug throws Black's Grasshopper 1."


def test_own_queen_two_cells_away_by_the_pillbug_is_a_throw():
    """wP (0,0), bQ (1,0), wQ (-1,0), bA1 (2,0): the Queen's own steps reach (-1,1) and (0,-1); the Pillbug
    sets it down at (1,-1) or (0,1), two cells away, which only a throw can do (the engine says so)."""
    state = from_position("Base+P;InProgress;White[3];wP;bQ wP-;wQ -wP;bA1 bQ-")
    kinds = {d.move: d.kind for d in destinations("wQ", plays_by_piece(HiveScreen().described(state))["wQ"], EN)}
    assert kinds == {"wQ /wP": "move", "wQ \\wP": "move", "wQ \\bQ": "throw", "wQ wP\\": "throw"}
    assert HiveScreen().event_message(state, "wQ \\bQ", EN) == "White's Pillbug throws White's Queen Bee."


def test_a_mosquito_beside_a_pillbug_throws_too():
    """White's Mosquito (0,0) touches Black's Pillbug (0,-1): selecting that Pillbug offers throws."""
    state = from_position("Base+MLP;InProgress;White[5];wM;bP \\wM;wG1 wM-;bQ \\bP;wS1 wG1/;bQ -wS1;wQ /wM;bS1 \\bQ")
    screen = HiveScreen()
    screen.on_select("cell:0,-1", state)
    assert screen.selected == "bP"
    markup = board(state, screen)
    assert re.findall(r'class="dest throw" data-move="([^"]*)"', markup) == moves_in(markup) != []
    assert screen.event_message(state, "bP -wM", EN) == "White's Mosquito, as a Pillbug, throws Black's Pillbug."


def test_only_the_player_to_move_has_buttons_and_history_has_none():
    state = from_position(CLIMB)
    watch = board(state, interactive=False)
    assert moves_in(watch) == [] and "data-select" not in watch and 'tabindex="0"' not in watch


def test_every_choice_is_in_the_keyboards_path_and_named():
    """Rack chips, pieces that can be picked and destinations: tabindex 0 and an accessible name each.
    What only a pointer uses (the handle a drag carries, a spot to drop on) wraps a choice or is hidden."""
    for text in (CLIMB, THROW, STACK):
        for markup in offered_boards(from_position(text)).values():
            pointer = re.findall(r'<(?:g|span)\b[^>]*\bdata-(?:drag|drop)\b[^>]*>', markup)
            assert all('data-drag' in tag or 'aria-hidden="true"' in tag or 'tabindex="0"' in tag for tag in pointer)
            choices = [tag for tag in re.findall(r'<(?:g|button)\b[^>]*\bdata-(?:select|move)="[^"]*"[^>]*>', markup)
                       if tag not in pointer or 'tabindex="0"' in tag]
            assert choices
            for tag in choices:
                named = re.search(r'aria-label="[^"]+"', tag) or tag.startswith("<button")   # a button is named by its text
                assert 'tabindex="0"' in tag and named, tag
            for button in re.findall(r'<button\b[^>]*\bdata-select="rack:[^"]*"[^>]*>.*?</button>', markup):
                assert re.search(r'class="vh">[^<]+<', button) and 'class="count">' in button, "named with its visible count"


def test_the_piece_moved_last_takes_the_focus_when_it_can_be_picked():
    state = from_position(CLIMB)
    climbed = state.play("wB1 wQ")                            # a stack now: Black may open it
    markup = board(climbed, marks=HiveScreen().last_move_marks(state, "wB1 wQ"))
    assert re.findall(r'<g [^>]*data-focus[^>]*>', markup) == re.findall(r'<g [^>]*data-cell="0,0"[^>]*>', markup)
    placed = state.play("wA1 wB1-")                           # White's ant: nothing Black can pick
    assert "data-focus" not in board(placed, marks=HiveScreen().last_move_marks(state, "wA1 wB1-"))


def test_pass_button_only_when_the_engine_says_the_move_is_a_pass():
    assert 'data-move="pass"' not in panel(from_position(CLIMB))

    class OnlyPass:
        to_move = 0
        def legal_moves(self): return ["pass"]
        def describe(self, move): return MoveInfo("pass", 0)
        def result(self): return None
        def position(self): return "Base;InProgress;White[9]"
    assert moves_in(panel(OnlyPass())) == ["pass"]


def test_the_queen_reminder_follows_the_engine():
    """The view says when the Queen must be placed now (the fourth turn); the panel reminds only then."""
    opening = "Base;InProgress;White[4];wS1;bS1 -wS1;wA1 wS1-;bA1 -bS1;wG1 wA1-;bG1 -bA1"
    assert EN("hive.help.queen") in html.unescape(panel(from_position(opening)))
    assert EN("hive.help.queen") not in html.unescape(panel(from_position(CLIMB)))


def test_view_box_fits_the_hive_and_follows_the_player():
    state = from_position(STACK)
    view = state.view(None)
    x, y, w, h = fit_box(view)
    for c in view["cells"]:
        cx, cy = centre((c["q"], c["r"]))
        assert x + hive_board.WIDTH < cx < x + w - hive_board.WIDTH and y + SIZE < cy < y + h - SIZE
    screen = HiveScreen({})
    assert f'viewBox="{x:g} {y:g} {w:g} {h:g}"' in board(state, screen)
    assert "data-zoomable" in board(state, screen)
    screen.viewbox = (1.0, 2.0, 300.0, 200.0)                 # the shell stores a pan here
    assert 'viewBox="1 2 300 200"' in board(state, screen)
    assert screen.on_action("hive-zoom", "in:0,0,10,10", state)
    assert screen.viewbox == (31.0, 22.0, 240.0, 160.0)       # zoomed about the centre of the stored box
    assert not screen.clear() and screen.viewbox is not None  # a move keeps the player's view
    assert screen.on_action("fit", None, state) and screen.viewbox is None
    assert screen.on_action("hive-zoom", "out:0,0,100,80", state) and screen.viewbox == (-12.5, -10.0, 125.0, 100.0)


def test_a_growing_hive_grows_the_fitted_view():
    small = fit_box(from_position("Base;InProgress;White[2];wS1;bA1 -wS1").view(None))
    line = "Base;InProgress;White[5];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wA1 wQ-;bA1 -bQ;wA2 wA1-;bA2 -bA1"
    big = fit_box(from_position(line).view(None))
    assert big[2] > small[2]


def test_a_touch_screens_fitted_view_keeps_a_cell_a_finger_wide():
    line = "Base;InProgress;White[5];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wA1 wQ-;bA1 -bQ;wA2 wA1-;bA2 -bA1"
    state = from_position(line)
    fitted = fit_box(state.view(None))
    assert hive_board.finger_box(fitted, None) == fitted                  # size not known: all of it
    assert hive_board.finger_box(fitted, (2000, 2000)) == fitted          # room enough: all of it
    x, y, w, h = hive_board.finger_box(fitted, (200, 300))               # a narrow board: cut about the centre
    assert round(min(200 / w, 300 / h) * hive_board.WIDTH * hive_board.SPOT, 1) >= 44 and w < fitted[2]
    assert abs((x + w / 2) - (fitted[0] + fitted[2] / 2)) < 0.2 and abs((y + h / 2) - (fitted[1] + fitted[3] / 2)) < 0.2
    screen = HiveScreen({})
    screen.board_pixels = (200, 300)
    assert f'viewBox="{x:g} {y:g} {w:g} {h:g}"' in board(state, screen)
    screen.viewbox = (1.0, 2.0, 300.0, 200.0)                 # a pan or zoom of the player's is kept as it is
    assert 'viewBox="1 2 300 200"' in board(state, screen)


def test_flipped_board_turns_the_hive_half_round_and_swaps_the_racks():
    state = from_position(CLIMB)
    plain, flipped = board(state), board(state, flipped=True)
    assert plain.index("hive-rack b rack-top") < plain.index("hive-board")
    assert flipped.index("hive-rack w rack-top") < flipped.index("hive-board")


def test_last_move_marks_the_piece_and_where_it_came_from():
    state, screen = from_position(CLIMB), HiveScreen()
    assert screen.last_move_marks(state, "wB1 wQ") == {"0,0": "last-to arc", "1,0": "last-from"}   # a climb hops
    assert screen.last_move_marks(state, "wA1 wB1-") == {"2,0": "last-to"}
    assert screen.last_move_marks(state, "wB1 wQ/") == {"1,-1": "last-to", "1,0": "last-from"}
    stacked = from_position(STACK).play("bA2 -bA1")          # White to move; wB1 on bQ at (-1,0) may step down
    down = next(m for m, info in plays_by_piece(HiveScreen().described(stacked))["wB1"] if info.to not in stacks_of(stacked.view(None)))
    assert screen.last_move_marks(stacked, down)[stacked.describe(down).to] == "last-to arc"
    thrown = from_position(THROW)
    assert screen.last_move_marks(thrown, "bG1 wP-")[thrown.describe("bG1 wP-").to] == "last-to arc"

    class PassOnly:                                          # a pass leaves no mark (the engine says it moves nothing)
        def describe(self, move): return MoveInfo("pass", 0)
    assert screen.last_move_marks(PassOnly(), "pass") == {}
    after = state.play("wB1 wQ")
    markup = board(after, marks=screen.last_move_marks(state, "wB1 wQ"))
    assert markup.count('class="last-from"') == 1 and markup.count('class="last-ring"') == 1


def test_every_piece_has_an_icon_a_letter_and_a_name_in_both_languages():
    state = from_position(STACK)
    for tr, word in ((EN, "White Beetle 1"), (PL, "Żuk 1 (Białe)")):
        assert word in html.unescape(board(state, tr=tr))
    markup = board(state)
    field = re.search(r'<svg class="board hive-board".*?</svg>', markup).group(0)
    assert field.count('<use href="#hive-bug-') == 4        # the four top pieces (lower ones show their edge)
    assert all(f'id="hive-bug-{k}"' in markup for k in "QSBGAMLP")
    assert ">B1</text>" in markup and ">Q</text>" in markup


def test_options_from_the_form():
    screen = HiveScreen()
    assert screen.options_for(0, {"mosquito": "1", "pillbug": "1", "tournament": "1"}) == {
        "mosquito": True, "ladybug": False, "pillbug": True, "tournament": True, "repetition": False}
    form = screen.options_html(EN)
    assert form.count('type="checkbox"') == 5 and form.count("checked") == 3


def test_texts_for_the_log_events_and_results():
    state, screen = from_position(CLIMB), HiveScreen()
    assert screen.move_text(state, "wB1 wQ", EN) == "wB1 wQ"
    assert screen.event_message(state, "wB1 wQ", EN) == "White moves Beetle 1 onto White Queen Bee."
    assert screen.event_message(state, "wA1 wB1-", PL) == "Białe — nowy pionek: Mrówka Robotnica 1."
    # the hint in words, not "wB1 wQ" alone (found in use)
    assert EN("play.hint-is", move=screen.hint_text(state, "wB1 wQ", EN)) == (
        "Hint: White moves Beetle 1 onto White Queen Bee (wB1 wQ). It is marked on the board.")
    assert screen.hint_text(state, "wA1 wB1-", PL) == "Białe — nowy pionek: Mrówka Robotnica 1 (wA1 wB1-)"
    assert screen.result_text(Result(0, reason="queen-surrounded"), EN)[0] == "Game over. White wins."
    assert screen.result_text(Result(None, reason="both-queens-surrounded"), PL)[0] == "Koniec gry. Remis."
    for reason in ("queen-surrounded", "both-queens-surrounded", "threefold-repetition", "move-limit"):
        assert screen.result_text(Result(None, reason=reason), EN)[1] == EN("hive.reason." + reason)


def test_gamestring_is_exported_in_the_panel():
    markup = panel(from_position(CLIMB), interactive=False)
    assert f'value="{html.escape(CLIMB)}"' in markup and "readonly" in markup and "#/tool/hive/position" in markup


def opened_moves(tool: HiveTool) -> tuple[str, ...]:
    """The moves of the game the tool's "Open this game" link opens (its record: the history comes along)."""
    link = re.search(r'href="([^"]*)"[^>]*data-role="open-position"', tool.html(EN))
    assert link is not None
    route = parse_hash(html.unescape(link[1]))
    return saved_from_link(route, "g", 1.0).record.moves


def test_a_hivegame_pgn_opens_whole_or_up_to_its_bad_move():
    pgn = '[GameType "Base+M"]\n[Site "hivegame.com"]\n[Result "InProgress"]\n\n1. wM1\n2. bG1 wM-\n3. wQ -wM\n'
    tool = HiveScreen().tool("position", None)
    assert tool.action("paste", pgn) and opened_moves(tool) == ("wM", "bG1 wM-", "wQ -wM")
    assert "A valid game: 3 moves, Base+M." in tool.html(EN) and "Poprawna partia: ruchów 3, Base+M." in tool.html(PL)
    assert tool.action("paste", pgn + "4. bQ wQ\n")          # a Queen cannot climb
    assert opened_moves(tool) == ("wM", "bG1 wM-", "wQ -wM")
    assert "Odczytano do ruchu 4, którego nie da się zagrać (bQ wQ)" in html.unescape(tool.html(PL))


def test_a_boardspace_record_opens_like_a_pgn_and_its_file_may_be_chosen():
    games = Path(__file__).resolve().parents[1] / "hive" / "games"
    record = (games / "boardspace-2016-05-06-triplefool-Dumbot.sgf").read_text(encoding="utf-8")
    tool = HiveScreen().tool("position", None)
    assert tool.action("paste", record) and len(opened_moves(tool)) == 26 and opened_moves(tool)[:2] == ("wS1", "bB1 /wS1")
    assert "A valid game: 26 moves, Base." in tool.html(EN) and 'accept=".pgn,.sgf,' in tool.html(EN)


def test_every_hive_refusal_has_words_in_both_languages():
    from stolik.core.refusal import Refusal
    from stolik.hive.refusals import WORDING
    from stolik.web.games.hive.screen import refusal_text
    detail = {"colour": 1, "piece": "bA1", "first": "bA1", "kind": "A"}
    for tr in (EN, PL):
        texts = [refusal_text(Refusal(code, detail), tr) for code in (*WORDING, "game-over")]
        assert len(set(texts)) == len(WORDING) + 1 and not any("{" in text for text in texts)
    assert refusal_text(Refusal("no-move-there", {"kind": "S", "piece": "wS1"}), PL) == "Pająk wS1 nie może tam dojść"


def test_gamestring_tool_checks_a_pasted_position_and_links_to_it():
    tool = HiveScreen().tool("position", None)
    assert isinstance(tool, HiveTool) and "hive-board" not in tool.html(EN)
    assert tool.action("paste", "  " + STACK + " ")
    page = tool.html(EN)
    assert "hive-board" in page and opened_moves(tool) == from_position(STACK).moves
    assert tool.action("hive-inspect", "-1,0") and "hive-stack-info" in tool.html(EN)
    assert tool.action("hive-zoom", "in:0,0,100,80") and tool.viewbox == (10.0, 8.0, 80.0, 64.0)
    assert 'viewBox="10 8 80 64"' in tool.html(EN)
    assert tool.action("paste", "Base;InProgress;White[2];wS1;bQ wS1")     # a queen cannot climb: read up to there
    page = html.unescape(tool.html(EN))
    assert 'role="alert"' in page and "Read up to move 2, which cannot be played (bQ wS1)" in page
    assert "hive-board" in page and opened_moves(tool) == ("wS1",)
    assert tool.action("paste", "1. e4 e5")                                   # no game at all: no board
    page = tool.html(EN)
    assert 'role="alert"' in page and "hive-board" not in page and "Not a game of Hive" in page
    assert tool.action("hive-inspect", "0,0") and tool.inspected is None      # no board: nothing to open
    assert tool.action("paste", "<script>alert(1)</script>")
    assert "<script>" not in tool.html(EN)
    with pytest.raises(KeyError):
        HiveScreen().tool("proof", None)


def test_gamestring_tool_links_to_the_listed_move_texts():
    """A pasted GameString may spell moves another UHP way (another reference piece, spaces);
    the link that opens it as a game carries the texts legal_moves() lists, so records stay canonical."""
    tool = HiveScreen().tool("position", "Base;InProgress;Black[3];wQ; bQ  wQ- ;wA1 -wQ;bA1 bQ-;wA1 wA1/")
    assert opened_moves(tool) == ("wQ", "bQ wQ-", "wA1 -wQ", "bA1 bQ-", "wA1 \\wQ")
    huge = HiveTool("Base;InProgress;White[2];wS1;" + "bS1 wS1-" * 200_000)
    assert huge.state is None and len(huge.error) < 300


def test_untrusted_selections_change_nothing():
    state, screen = from_position(CLIMB), HiveScreen()
    for value in ("cell:x,y", "cell:99,99", "cell:", "rack:Z", "rack:", "rack:QQ", "nonsense", "cell:1", "cell:1,0,"):
        screen.on_select(value, state)
        assert screen.selected is None and screen.inspected is None, value
    for box in ("a,b,c,d", "0,0,inf,inf", "nan,0,10,10", "0,0,1e308,1e308", "0,0,-1,5", "0,0,10", "9" * 5000):
        assert not screen.on_action("hive-zoom", "in:" + box, state) and screen.viewbox is None
    assert screen.on_action("hive-inspect", "9,9", state) and screen.inspected is None
    assert not screen.on_action("unknown", None, state)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_only_ever_offer_legal_moves(seed):
    """Select every piece the screen offers; the destinations and the panel offer exactly legal_moves()."""
    rng = Rng(seed)
    state = new_game(ALL, 0)
    for _ in range(40):
        if state.result() is not None:
            break
        offered = {m for markup in offered_boards(state).values() for m in moves_in(markup)}
        offered |= set(moves_in(panel(state)))
        assert offered == set(state.legal_moves())
        moves = state.legal_moves()
        state = state.play(moves[rng.below(len(moves))])


def test_a_surrounded_queen_is_marked_at_the_end():
    """White's queen at (0,0) with all six neighbours taken (bQ, bA1, bA2, bA3, bP and wS1 around it)."""
    text = ("Base+MLP;BlackWins;White[12];wQ;bP wQ\\;wQ -bP;bA1 bP/;wQ -bA1;bQ bA1\\;wQ -bP;bA1 \\wQ;wS1 /wQ;"
            "bQ \\bP;wS1 \\bA1;bQ wQ\\;wS1 /wQ;bP wQ/;wS1 \\bA1;bA2 bP-;wS1 /wQ;bA2 /bA1;wS1 -bA1;bA3 \\bP;wS1 bA2\\;bA3 bP\\")
    state = from_position(text)
    assert state.result().winner == 1
    markup = board(state, interactive=False)
    where = next(cell for cell, stack in stacks_of(state.view(None)).items() if "wQ" in stack)
    assert re.search(rf'class="cell w surrounded[^"]*" data-cell="{where}"', markup)
    assert markup.count("fallen-ring") == 1


def drop_targets(markup):
    """Each drop target's data-select and the drag handles it lists (data-for)."""
    tags = [tag for tag in re.findall(r'<g [^>]*>', markup) if " data-drop" in tag and " data-for=" in tag]
    return [(html.unescape(re.search(r'data-select="([^"]*)"', tag)[1]), html.unescape(re.search(r'data-for="([^"]*)"', tag)[1]).split())
            for tag in tags]


def test_every_legal_move_can_be_made_by_dragging_its_piece():
    """Drag each handle the board offers onto each target that lists it: the screen answers a legal move
    landing on that cell, and together the drops make every legal move; a target not listing it plays nothing."""
    kinds = set()
    for text in (CLIMB, THROW, STACK, "Base+MLP", MOVES_ON_PIECES):
        state = from_position(text)
        markup = board(state)
        handles = [html.unescape(h) for h in re.findall(r'data-drag data-select="([^"]*)"', markup)]
        targets = drop_targets(markup)
        assert handles and targets
        kinds.update(re.findall(r'<g class="(drop|cell)[^"]*"[^>]* data-drop', markup))
        made = set()
        for handle in handles:
            assert any(handle in listed for _, listed in targets), "some target lights up while it is carried"
            for select, listed in targets:
                screen = HiveScreen()
                assert screen.on_select(handle, state) is None and screen.selected is not None
                move = screen.on_select(select, state)
                if handle in listed:
                    assert move in state.legal_moves() and state.describe(move).to == select.removeprefix("cell:")
                    made.add(move)
                else:
                    assert move is None and screen.carried is None, (text, handle, select)
        assert made == {m for m in state.legal_moves() if state.describe(m).kind != "pass"}, text
    assert kinds == {"drop", "cell"}          # empty cells and pieces that can be picked are both dropped on


def test_dragging_the_selected_piece_keeps_it_and_a_wrong_drop_plays_nothing():
    state, screen = from_position(CLIMB), HiveScreen()
    screen.on_select("cell:1,0", state)                      # clicked: wB1 selected
    assert screen.on_select("drag:1,0", state) is None and screen.selected == "wB1"    # a drag does not put it back
    assert screen.on_select("cell:0,0", state) == "wB1 wQ"
    screen.on_select("take:A", state)
    assert screen.on_select("cell:-3,0", state) is None      # not where an ant may enter: nothing moves
    assert screen.selected == "wA1" and screen.carried is None
    assert screen.on_select("cell:-3,0", state) is None and screen.selected == "wA1"   # a plain click there changes nothing
    screen.on_select("drag:1,0", state)
    assert screen.clear() and screen.carried is None


def test_each_piece_is_one_keyed_element_and_the_piece_moved_last_is_drawn_last():
    """So the patched page slides it: the same element (by data-key) gets a new transform, never moved."""
    state, screen = from_position(CLIMB), HiveScreen()
    after = state.play("wB1 wQ")
    markup = board(after, screen, marks=screen.last_move_marks(state, "wB1 wQ"))
    pieces = re.findall(r'<g class="(piece[^"]*)" data-key="([^"]*)" style="transform: translate\(([-\d.]+)px, ([-\d.]+)px\)"', markup)
    assert sorted(key for _, key, _, _ in pieces) == sorted(p for stack in stacks_of(after.view(None)).values() for p in stack)
    assert pieces[-1][:2] == ("piece arc", "wB1")            # a climb hops as it slides
    assert (float(pieces[-1][2]), float(pieces[-1][3])) == tuple(round(v, 1) for v in centre((0, 0)))
    placed = state.play("wA1 wB1-")
    markup = board(placed, screen, marks=screen.last_move_marks(state, "wA1 wB1-"))
    assert re.findall(r'<g class="(piece[^"]*)" data-key="([^"]*)"', markup)[-1] == ("piece enter", "wA1")
    assert "enter" not in board(placed, screen) and "arc" not in board(after, screen)   # no marks, no motion


def test_the_board_turns_in_sixths_remembered_in_prefs():
    assert centre((1, 0), 1) == pytest.approx((hive_board.WIDTH / 2, hive_board.ROW))   # east -> south-east
    assert centre((2, -1), 6) == centre((2, -1)) and centre((2, -1), 3) == pytest.approx(tuple(-v for v in centre((2, -1))))
    state = from_position(CLIMB)
    screen = HiveScreen({"turn": 5})
    board(state, screen)
    screen.viewbox = (0.0, 0.0, 10.0, 10.0)
    assert screen.on_action("hive-turn", "1", state) and screen.prefs == {"turn": 0}
    turned = board(state, screen)
    assert 'class="board hive-board still"' in turned and screen.viewbox is None    # a panned view belonged to the old turn
    assert 'class="board hive-board"' in board(state, screen)                        # the next redraw slides again
    assert 'class="board hive-board still"' in board(state, screen, flipped=True)    # flipping turns it too
    field = re.compile(r'<svg class="board.*?</svg>')
    assert field.search(board(state, HiveScreen({"turn": 3})))[0] == field.search(board(state, HiveScreen(), flipped=True))[0]
    for value in ("2", "x", None, ""):
        assert not screen.on_action("hive-turn", value, state) and screen.prefs == {"turn": 0}
    for junk in ("3", True, 2.5, None):
        assert HiveScreen({"turn": junk}).turn == 0
    assert 'data-action="hive-turn" data-value="-1"' in board(state) and 'data-action="hive-turn" data-value="1"' in board(state)


def test_the_gamestring_has_a_copy_button_and_rack_chips_name_their_bug():
    state = from_position(CLIMB)
    assert re.search(rf'data-action="copy-text" data-value="{re.escape(html.escape(CLIMB))}"', panel(state))
    for tr, name in ((EN, "Soldier Ant"), (PL, "Mrówka Robotnica")):
        markup = board(state, tr=tr)
        assert re.search(rf'data-kind="A"[^>]*title="{name}', markup)
        assert len(re.findall(r'class="chip[ "][^>]*title="', markup)) == len(re.findall(r'class="chip[ "]', markup)) > 0


def test_a_hint_rings_the_piece_to_play_and_its_cell_and_a_placement_its_chip():
    """A hint is not the last move: the board piece to move (or, for a placement, its chip in the rack)
    and its target are ringed as a hint, and nothing reads as the last move."""
    state = from_position(STACK)
    screen = HiveScreen()
    move = next(m for m in state.legal_moves() if state.describe(m).origin is not None)
    info = state.describe(move)
    markup = board(state, screen, marks=screen.hint_marks(state, move))
    rings = re.findall(r'<polygon class="mark-hint"', markup)
    assert len(rings) == (2 if info.origin != info.to else 1) and "last-from" not in markup and "hinted" not in markup
    place = next(m for m in state.legal_moves() if state.describe(m).origin is None)
    markup = board(state, screen, marks=screen.hint_marks(state, place))
    kind = state.describe(place).piece[1]
    assert len(re.findall(r'<polygon class="mark-hint"', markup)) == 1
    assert re.findall(r'class="chip[^"]* hinted"[^>]*data-kind="(\w)"', markup) == [kind]


def test_a_phones_view_follows_the_chosen_piece_and_counts_lit_places_off_it():
    """On a phone the view is cut about the hive's centre and a quarter of the lit places fell outside it,
    unsaid: a chosen piece's view is cut about it and its destinations, and a note counts those still off
    it, also after a pan (a redraw is due when the count changes)."""
    line = ("Base;InProgress;White[7];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wA1 wQ-;bA1 -bQ;wA2 wA1-;bA2 -bA1;"
            "wG1 wA2-;bG1 -bA2;wG2 wG1-;bG2 -bG1")
    state = from_position(line)
    fitted = fit_box(state.view(None))
    screen = HiveScreen({})
    screen.board_pixels = (200, 300)
    screen.on_select("rack:A", state)                     # Ant 3 from the rack: every free cell beside white
    markup = board(state, screen)
    x, y, w, h = map(float, re.search(r'hive-board"[^>]*viewBox="([^"]*)"', markup).group(1).split())
    assert w < fitted[2] and fitted[0] <= x and x + w <= fitted[0] + fitted[2] + 0.1   # cut, inside the hive's view
    xs = [px for px, _ in screen.dest_points]
    middle = (min(xs) + max(xs)) / 2
    assert abs(x + w / 2 - middle) < 0.2 or abs(x - fitted[0]) < 0.2 or abs(x + w - fitted[0] - fitted[2]) < 0.2
    off = hive_board.off_view((x, y, w, h), screen.dest_points)
    assert off > 0 and f"Lit places off the view: {off}." in markup
    assert hive_board.off_view(fitted, screen.dest_points) == 0
    assert screen.view_note_due(fitted) and not screen.view_note_due((x, y, w, h))
    screen.viewbox = fitted                               # the player zoomed out: all in view, no note
    assert "hive-off-view" not in board(state, screen)
    assert "hive-off-view" not in board(state, HiveScreen({}))    # a board drawn whole says nothing
    assert hive_board.finger_box(fitted, (200, 300), [(fitted[0], fitted[1])])[:2] == (round(fitted[0], 1), round(fitted[1], 1))
