"""Hive's screen under CPython: selection and destinations, climbs and throws, stacks, racks, view box,
GameString tool, texts. Positions are hand-built GameStrings; expected cells are worked out on paper."""
from __future__ import annotations

import html
import re

import pytest

from stolik.core.game import MoveInfo, Result
from stolik.hive import from_position, new_game
from stolik.web.games.hive import render as hive_board
from stolik.web.games.hive import screen as hive_ui
from stolik.web.games.hive.render import fit_box, positions_of
from stolik.web.i18n import Translator
from stolik.web.links import position_hash

EN, PL = Translator("en"), Translator("pl")
CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"
THROW = "Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ"
# A beetle on top of the black queen: a stack of two at (-1, 0).
STACK = "Base;InProgress;Black[4];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ;wB1 wQ;bA1 -bS1;wB1 bQ"


def moves_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-move="([^"]*)"', markup)]


def selects_in(markup: str) -> list[str]:
    return [html.unescape(m) for m in re.findall(r'data-select="([^"]*)"', markup)]


def board(state, ui=None, interactive=True, tr=EN, **kw):
    return hive_ui.board_html(state, tr=tr, flipped=kw.pop("flipped", False), interactive=interactive, me=None,
                              ui=ui or hive_ui.new_ui(), **kw)


def test_every_destination_lands_where_the_engine_puts_the_piece():
    """For every legal move of a few positions, the drawn cell is where the piece stands after the move."""
    for text in (CLIMB, THROW, STACK, "Base+MLP"):
        state = from_position(text)
        view = state.view(None)
        for piece, moves in hive_ui.moves_by_piece(state).items():
            for dest in hive_ui.destinations(state, view, piece, moves, EN):
                after = positions_of(state.play(dest.move).view(None))
                assert dest.cell == after[piece], (text, dest.move)
        assert sum(map(len, hive_ui.moves_by_piece(state).values())) == len(state.legal_moves())


def test_empty_board_offers_every_bug_in_the_rack_and_one_start_cell():
    state = new_game({"mosquito": True, "ladybug": True, "pillbug": True}, 0)
    ui = hive_ui.new_ui({})
    markup = board(state, ui)
    assert sorted(s for s in selects_in(markup) if s.startswith("rack:")) == sorted(f"rack:{k}" for k in "QSBGAMLP")
    assert moves_in(markup) == []
    hive_ui.on_select(ui, "rack:A", state)
    assert ui.selected == "wA1"
    assert moves_in(board(state, ui)) == ["wA1"]
    hive_ui.on_select(ui, "rack:A", state)                  # clicking it again puts it back
    assert ui.selected is None


def test_tournament_opening_keeps_the_queen_in_the_rack():
    state = new_game({"tournament": True}, 0)
    assert "rack:Q" not in selects_in(board(state))
    assert 'data-kind="Q"' in board(state)                   # still shown, just not selectable


def test_placement_destinations_touch_only_own_colour():
    """White[2] after wS1, bA1 west of it: White's new piece may go only to the three cells east of wS1."""
    state = from_position("Base;InProgress;White[2];wS1;bA1 -wS1")
    ui = hive_ui.new_ui({})
    hive_ui.on_select(ui, "rack:G", state)
    cells = sorted(re.findall(r'class="dest place" data-move="[^"]*" data-cell="([^"]*)"', board(state, ui)))
    assert cells == ["0,1", "1,-1", "1,0"]


def test_beetle_climbs_onto_the_queen():
    state = from_position(CLIMB)
    ui = hive_ui.new_ui({})
    hive_ui.on_select(ui, "cell:1,0", state)               # wB1 east of wQ
    assert ui.selected == "wB1"
    markup = board(state, ui)
    assert sorted(moves_in(markup)) == ["wB1 wQ", "wB1 wQ/", "wB1 wQ\\"]
    climb = re.search(r'<g class="dest climb on-stack" data-move="wB1 wQ"[^>]*aria-label="([^"]*)"', markup)
    assert climb and "climbs onto White Queen Bee" in climb.group(1)


def test_stack_shows_its_height_and_lists_its_pieces_bottom_to_top():
    state = from_position(STACK)
    view = state.view(None)
    assert [c["stack"] for c in view["cells"] if (c["q"], c["r"]) == (-1, 0)] == [["bQ", "wB1"]]
    ui = hive_ui.new_ui({})
    markup = board(state, ui)
    assert re.search(r'class="height"[^>]*><circle[^>]*/><text[^>]*>2</text>', markup)
    hive_ui.on_select(ui, "cell:-1,0", state)              # Black to move: the white beetle's stack opens
    assert ui.inspected == (-1, 0) and ui.selected is None
    info = hive_ui.stack_html(view, ui.inspected, EN)
    assert info.index("Black Queen Bee") < info.index("White Beetle 1")
    # Watching (not our turn): the stack opens through data-action instead of data-select.
    watch = board(state, hive_ui.new_ui({}), interactive=False)
    assert 'data-action="hive-inspect" data-value="-1,0"' in watch and "data-select" not in watch
    ui2 = hive_ui.new_ui({})
    assert hive_ui.on_action(ui2, "hive-inspect", "-1,0", state) and ui2.inspected == (-1, 0)
    assert hive_ui.on_action(ui2, "hive-inspect", "", state) and ui2.inspected is None


def test_pillbug_throw_is_made_by_selecting_the_thrown_piece():
    """The white Pillbug at (0,0) lifts bG1 from (-1,1) to one of its empty neighbours."""
    state = from_position(THROW)
    ui = hive_ui.new_ui({})
    markup = board(state, ui)
    assert 'data-select="cell:-1,1"' in markup             # the opponent's grasshopper is selectable
    hive_ui.on_select(ui, "cell:-1,1", state)
    assert ui.selected == "bG1"
    markup = board(state, ui)
    throws = sorted(html.unescape(m) for m in re.findall(r'class="dest throw" data-move="([^"]*)"', markup))
    assert throws == ["bG1 wP-", "bG1 wP/", "bG1 wP\\"]
    assert 'class="dest move"' not in markup
    assert "throws" in hive_ui.panel_html(state, tr=EN, interactive=True, ui=ui) or "pillbug" in hive_ui.panel_html(state, tr=EN, interactive=True, ui=ui)
    assert hive_ui.event_message(state, "bG1 wP-", EN) == "White's Pillbug throws Black Grasshopper 1."


def test_own_queen_two_cells_away_by_the_pillbug_is_a_throw():
    """wP (0,0), bQ (1,0), wQ (-1,0), bA1 (2,0): the Queen's own steps reach (-1,1) and (0,-1); the Pillbug
    sets it down at (1,-1) or (0,1), two cells away, which only a throw can do (the engine says so)."""
    state = from_position("Base+P;InProgress;White[3];wP;bQ wP-;wQ -wP;bA1 bQ-")
    moves = hive_ui.moves_by_piece(state)["wQ"]
    kinds = {d.move: d.kind for d in hive_ui.destinations(state, state.view(None), "wQ", moves, EN)}
    assert kinds == {"wQ /wP": "move", "wQ \\wP": "move", "wQ \\bQ": "throw", "wQ wP\\": "throw"}
    assert hive_ui.event_message(state, "wQ \\bQ", EN) == "White's Pillbug throws White Queen Bee."


def test_a_mosquito_beside_a_pillbug_throws_too():
    """White's Mosquito (0,0) touches Black's Pillbug (0,-1): selecting that Pillbug offers throws."""
    state = from_position("Base+MLP;InProgress;White[5];wM;bP \\wM;wG1 wM-;bQ \\bP;wS1 wG1/;bQ -wS1;wQ /wM;bS1 \\bQ")
    ui = hive_ui.new_ui({})
    hive_ui.on_select(ui, "cell:0,-1", state)
    assert ui.selected == "bP"
    markup = board(state, ui)
    assert re.findall(r'class="dest throw" data-move="([^"]*)"', markup) == moves_in(markup) != []
    assert hive_ui.event_message(state, "bP -wM", EN) == "White's Mosquito, as a Pillbug, throws Black Pillbug."


def test_only_the_player_to_move_has_buttons_and_history_has_none():
    state = from_position(CLIMB)
    watch = board(state, interactive=False)
    assert moves_in(watch) == [] and "data-select" not in watch


def test_pass_button_only_when_pass_is_the_only_move():
    state = from_position(CLIMB)
    assert 'data-move="pass"' not in hive_ui.panel_html(state, tr=EN, interactive=True, ui=hive_ui.new_ui())

    class OnlyPass:
        to_move = 0
        def legal_moves(self): return ["pass"]
        def result(self): return None
        def position(self): return "Base;InProgress;White[9]"
    assert 'data-move="pass"' in hive_ui.panel_html(OnlyPass(), tr=EN, interactive=True, ui=hive_ui.new_ui())


def test_view_box_fits_the_hive_and_follows_the_player():
    state = from_position(STACK)
    view = state.view(None)
    x, y, w, h = fit_box(view)
    for c in view["cells"]:
        cx, cy = hive_board.centre((c["q"], c["r"]))
        assert x + hive_board.WIDTH < cx < x + w - hive_board.WIDTH and y + hive_board.SIZE < cy < y + h - hive_board.SIZE
    ui = hive_ui.new_ui({})
    assert f'viewBox="{x:g} {y:g} {w:g} {h:g}"' in board(state, ui)
    assert "data-zoomable" in board(state, ui)
    ui.viewbox = (1.0, 2.0, 300.0, 200.0)                   # the shell stores a pan here
    assert 'viewBox="1 2 300 200"' in board(state, ui)
    assert hive_ui.on_action(ui, "hive-zoom", "in:0,0,10,10", state)
    assert ui.viewbox == (31.0, 22.0, 240.0, 160.0)         # zoomed about the centre of the stored box
    ui.reset()
    assert ui.viewbox is not None                           # a move keeps the player's view
    assert hive_ui.on_action(ui, "fit", None, state) and ui.viewbox is None
    assert hive_ui.on_action(ui, "hive-zoom", "out:0,0,100,80", state) and ui.viewbox == (-12.5, -10.0, 125.0, 100.0)


def test_a_growing_hive_grows_the_fitted_view():
    small = fit_box(from_position("Base;InProgress;White[2];wS1;bA1 -wS1").view(None))
    line = "Base;InProgress;White[5];wS1;bS1 -wS1;wQ wS1-;bQ -bS1;wA1 wQ-;bA1 -bQ;wA2 wA1-;bA2 -bA1"
    big = fit_box(from_position(line).view(None))
    assert big[2] > small[2]


def test_flipped_board_turns_the_hive_half_round_and_swaps_the_racks():
    state = from_position(CLIMB)
    plain, flipped = board(state), board(state, flipped=True)
    assert plain.index("hive-rack b rack-top") < plain.index("hive-board")
    assert flipped.index("hive-rack w rack-top") < flipped.index("hive-board")


def test_last_move_marks_the_piece_and_where_it_came_from():
    state = from_position(CLIMB)
    assert hive_ui.last_move_marks(state, "wB1 wQ") == {"0,0": "last-to", "1,0": "last-from"}
    assert hive_ui.last_move_marks(state, "wA1 wB1-") == {"2,0": "last-to"}

    class PassOnly:                                          # a pass leaves no mark (the engine says it moves nothing)
        def describe(self, move): return MoveInfo("pass", 0)
    assert hive_ui.last_move_marks(PassOnly(), "pass") == {}
    after = state.play("wB1 wQ")
    markup = board(after, marks=hive_ui.last_move_marks(state, "wB1 wQ"))
    assert 'class="last-from"' in markup and "last-to" in markup


def test_every_piece_has_an_icon_a_letter_and_a_name_in_both_languages():
    state = from_position(STACK)
    for tr, word in ((EN, "White Beetle 1"), (PL, "Żuk 1 (Białe)")):
        markup = board(state, tr=tr)
        assert word in html.unescape(markup)
    markup = board(state)
    field = re.search(r'<svg class="board hive-board".*?</svg>', markup).group(0)
    assert field.count('<use href="#hive-bug-') == 4        # the four top pieces (lower ones show their edge)
    assert all(f'id="hive-bug-{k}"' in markup for k in "QSBGAMLP")
    assert ">B1</text>" in markup and ">Q</text>" in markup


def test_options_from_the_form():
    assert hive_ui.options_for(0, {"mosquito": "1", "pillbug": "1", "tournament": "1"}) == {
        "mosquito": True, "ladybug": False, "pillbug": True, "tournament": True, "repetition": False}
    form = hive_ui.options_html(EN)
    assert form.count('type="checkbox"') == 5 and form.count("checked") == 3
    assert not hive_ui.ASKS_FIRST


def test_texts_for_the_log_events_and_results():
    state = from_position(CLIMB)
    assert hive_ui.move_text(state, "wB1 wQ", EN) == "wB1 wQ"
    assert hive_ui.event_message(state, "wB1 wQ", EN) == "White moves Beetle 1 onto White Queen Bee."
    assert hive_ui.event_message(state, "wA1 wB1-", PL) == "Białe — nowy pionek: Mrówka Robotnica 1."
    assert hive_ui.result_text(Result(0, reason="queen-surrounded"), EN)[0] == "Game over. White wins."
    assert hive_ui.result_text(Result(None, reason="both-queens-surrounded"), PL)[0] == "Koniec gry. Remis."
    for reason in ("queen-surrounded", "both-queens-surrounded", "threefold-repetition", "move-limit"):
        assert hive_ui.result_text(Result(None, reason=reason), EN)[1]


def test_gamestring_is_exported_in_the_panel():
    state = from_position(CLIMB)
    panel = hive_ui.panel_html(state, tr=EN, interactive=False, ui=hive_ui.new_ui())
    assert f'value="{html.escape(CLIMB)}"' in panel and "readonly" in panel and "#/tool/hive/position" in panel


def test_gamestring_tool_checks_a_pasted_position_and_links_to_it():
    tool = hive_ui.tool_new("position", None)
    assert "hive-board" not in hive_ui.tool_html("position", tool, EN)
    assert hive_ui.tool_action(tool, "paste", "  " + STACK + " ")
    page = hive_ui.tool_html("position", tool, EN)
    assert "hive-board" in page and "#/hive/p/Base%3BInProgress%3BBlack%5B4%5D%3BwQ" in page
    assert hive_ui.tool_action(tool, "paste", "Base;InProgress;White[2];wS1;bQ wS1")     # a queen cannot climb
    page = hive_ui.tool_html("position", tool, EN)
    assert 'role="alert"' in page and "hive-board" not in page and "bQ wS1" in html.unescape(page)
    assert hive_ui.tool_action(tool, "paste", "<script>alert(1)</script>")
    assert "<script>" not in hive_ui.tool_html("position", tool, EN)


def test_gamestring_tool_links_to_the_listed_move_texts():
    """A pasted GameString may spell moves another UHP way (another reference piece, spaces);
    the link that opens it as a game carries the texts legal_moves() lists, so records stay canonical."""
    tool = hive_ui.tool_new("position", "Base;InProgress;Black[3];wQ; bQ  wQ- ;wA1 -wQ;bA1 bQ-;wA1 wA1/")
    link = re.search(r'href="([^"]*)"[^>]*data-role="open-position"', hive_ui.tool_html("position", tool, EN))
    assert link is not None
    assert html.unescape(link[1]) == position_hash("hive", "Base;InProgress;Black[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-;wA1 \\wQ")
    huge = hive_ui.tool_new("position", "Base;InProgress;White[2];wS1;" + "bS1 wS1-" * 200_000)
    assert huge.state is None and len(huge.error) < 300


def test_untrusted_selections_change_nothing():
    state = from_position(CLIMB)
    ui = hive_ui.new_ui({})
    for value in ("cell:x,y", "cell:99,99", "rack:Z", "rack:", "nonsense", "cell:1"):
        hive_ui.on_select(ui, value, state)
        assert ui.selected is None
    for box in ("a,b,c,d", "0,0,inf,inf", "nan,0,10,10", "0,0,1e308,1e308", "0,0,-1,5", "0,0,10", "9" * 5000):
        assert not hive_ui.on_action(ui, "hive-zoom", "in:" + box, state) and ui.viewbox is None
    assert not hive_ui.on_action(ui, "unknown", None, state)


@pytest.mark.parametrize("seed", [1, 2])
def test_random_games_only_ever_offer_legal_moves(seed):
    """Select every piece the screen offers; each destination's move is in legal_moves()."""
    from stolik.core.rng import Rng
    rng = Rng(seed)
    state = new_game({"mosquito": True, "ladybug": True, "pillbug": True}, 0)
    for _ in range(40):
        if state.result() is not None:
            break
        legal = set(state.legal_moves())
        ui = hive_ui.new_ui({})
        offered: set[str] = set()
        for value in sorted(set(selects_in(board(state, ui)))):
            ui.selected = None
            hive_ui.on_select(ui, value, state)
            offered |= set(moves_in(board(state, ui)))
        offered |= set(moves_in(hive_ui.panel_html(state, tr=EN, interactive=True, ui=ui)))
        assert offered == legal
        moves = sorted(legal)
        state = state.play(moves[rng.below(len(moves))])


def test_a_surrounded_queen_is_marked_at_the_end():
    """White's queen at (0,0) with all six neighbours taken (bQ, bA1, bA2, bA3, bP and wS1 around it)."""
    text = ("Base+MLP;BlackWins;White[12];wQ;bP wQ\\;wQ -bP;bA1 bP/;wQ -bA1;bQ bA1\\;wQ -bP;bA1 \\wQ;wS1 /wQ;"
            "bQ \\bP;wS1 \\bA1;bQ wQ\\;wS1 /wQ;bP wQ/;wS1 \\bA1;bA2 bP-;wS1 /wQ;bA2 /bA1;wS1 -bA1;bA3 \\bP;wS1 bA2\\;bA3 bP\\")
    state = from_position(text)
    assert state.result().winner == 1
    markup = board(state, interactive=False)
    where = hive_board.positions_of(state.view(None))["wQ"]
    assert re.search(rf'class="cell w surrounded[^"]*" data-cell="{where[0]},{where[1]}"', markup)
    assert markup.count("fallen-ring") == 1
