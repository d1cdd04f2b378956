"""The analysis board (web/analysis.py) through the whole shell: moves tried kept as lines and variations, the
engine's best three asked of the worker for each position shown, stopped on request and when the screen is left."""
from __future__ import annotations

import asyncio
import functools

from shells import follow, make_shell, settle

from stolik.core.record import Record
from stolik.hive import GAME as HIVE
from stolik.web import links
from stolik.web.analysis import STEPS
from stolik.web.shell import Control
from stolik.web.storage import Players, SavedGame

def in_loop(test):
    """Run an async test in one event loop: the board's searches are tasks of the loop that routed it."""
    @functools.wraps(test)
    def run() -> None:
        asyncio.run(test())
    return run


def opened(fragment: str):
    shell, host, _display, computer = make_shell()
    shell.router.route(fragment)
    return shell, host, computer


@in_loop
async def test_a_position_opens_with_the_engines_best_three_after_each_step():
    state = _hive_after(6)
    shell, _host, computer = opened(links.analysis_hash("hive", state.position()))
    assert shell.state.screen == "analysis" and shell.analysis.thinking
    await settle()
    assert [seconds for _pos, seconds in computer.analysed] == list(STEPS)
    found = shell.analysis.shown()
    assert found is not None and len(found.moves) == 3 and not shell.analysis.thinking
    assert all(move in state.legal_moves() for move, _chance in found.moves)
    markup = shell.view.page().markup()
    assert markup.count('data-action="analysis-play"') == 3 and 'data-state="idle"' in markup


@in_loop
async def test_moves_tried_become_lines_and_variations_and_each_position_is_analysed():
    state = _hive_after(6)
    shell, _host, computer = opened(links.analysis_hash("hive", state.position()))
    await settle()
    first, second = state.legal_moves()[:2]
    shell.human_move(first)
    reply = shell.analysis.position.legal_moves()[0]
    shell.human_move(reply)
    shell.act(Control("analysis-first"))
    shell.human_move(second)                       # a variation beside the first move
    await settle()
    tree = shell.analysis.tree
    assert [tree.moves[n] for n in tree.children[0]] == [first, second] and tree.line(tree.at) == [3]
    markup = shell.view.page().markup()
    assert markup.count('class="variation"') == 1
    asked = [position for position, _seconds in computer.analysed]
    assert shell.analysis.position.position() in asked and tree.states[1].position() not in asked[-3:]
    shell.act(Control("analysis-goto", index=2))  # back into the first line, at its reply
    assert shell.analysis.position is tree.states[2]
    shell.act(Control("analysis-remove", index=3))
    assert tree.children[0] == [1] and shell.analysis.tree.at == 2


@in_loop
async def test_a_move_of_the_engines_list_is_played_into_the_lines():
    state = _hive_after(6)
    shell, _host, _computer = opened(links.analysis_hash("hive", state.position()))
    await settle()
    best = shell.analysis.shown().moves[0][0]
    shell.act(Control("analysis-play", value=best))
    assert shell.analysis.tree.moves[shell.analysis.tree.at] == best


@in_loop
async def test_stop_ends_the_search_and_analyse_starts_it_again():
    shell, _host, computer = opened(links.analysis_hash("hive", _hive_after(6).position()))
    assert shell.analysis.thinking
    shell.act(Control("analysis-engine"))           # stopped before the first answer came
    await settle()
    assert computer.cancelled[-1] == "analysis" and shell.analysis.shown() is None and not shell.analysis.searching()
    assert tr_start() in shell.view.page().markup()
    asked = len(computer.analysed)
    shell.human_move(shell.analysis.position.legal_moves()[0])
    await settle()
    assert len(computer.analysed) == asked           # off: a new position is not searched either
    shell.act(Control("analysis-engine"))
    await settle()
    assert shell.analysis.shown() is not None and len(computer.analysed) == asked + len(STEPS)


@in_loop
async def test_leaving_the_board_stops_its_search():
    shell, host, computer = opened(links.analysis_hash("gore", "0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S"))
    host.go_to("#/")
    follow(shell, host)
    assert None in computer.cancelled and not shell.analysis.searching()
    await settle()
    assert shell.state.screen == "home" and len(computer.analysed) <= 1


@in_loop
async def test_broken_positions_are_refused_with_a_reason():
    for fragment in ("#/schotten/analysis/x", "#/gore/analysis/not-a-position"):
        shell, _host, _computer = opened(fragment)
        assert shell.state.screen == "home" and "error" in shell.view.page().markup()


@in_loop
async def test_a_schotten_position_shows_both_hands_and_the_movers_best_cards():
    state = _schotten_after(6)
    shell, _host, computer = opened(links.analysis_hash("schotten", state.position()))
    await settle()
    found = shell.analysis.shown()
    assert found is not None and len(found.moves) == 3 and found.samples == 60
    assert all(move in state.legal_moves() for move, _chance in found.moves)
    markup = shell.view.page().markup()
    assert 'class="st-hand mine shown st-top"' in markup           # the opponent's hand face up
    assert markup.count('data-select="card:') == len(state.hands[state.to_move])   # the mover's hand played
    assert "60 samples" in markup
    shell.human_move(found.moves[0][0])
    await settle()
    assert shell.analysis.tree.at == 1 and shell.analysis.shown() is not None


@in_loop
async def test_a_schotten_game_may_be_analysed_once_it_is_over():
    from stolik.schotten import GAME as SCHOTTEN
    shell, _host, _display, _computer = make_shell()
    moves = _schotten_moves(None)
    going_on = Record("schotten", SCHOTTEN.rules_version, SCHOTTEN.default_options(), 2, moves[:10])
    shell.router.open_game(SavedGame("s1", going_on, Players("friend")))
    assert 'data-action="analyse"' not in shell.view.page().markup()
    shell.act(Control("analyse"))
    assert shell.state.screen == "play"
    over = Record("schotten", SCHOTTEN.rules_version, SCHOTTEN.default_options(), 2, moves)
    shell.router.open_game(SavedGame("s2", over, Players("friend")))
    shell.state.session.goto(10)
    shell.act(Control("analyse"))
    assert shell.state.screen == "analysis" and shell.analysis.tree.at == 10
    assert 'class="st-hand mine shown st-top"' in shell.view.page().markup()
    shell.act(Control("analysis-leave"))         # back at move 10, where the hands were still hidden
    assert shell.state.screen == "play" and 'class="st-hand mine shown' not in shell.view.page().markup()


@in_loop
async def test_a_game_opens_on_the_board_with_its_moves_as_the_main_line_and_goes_back_to_it():
    shell, _host, _display, computer = make_shell()
    record = Record("hive", HIVE.rules_version, HIVE.default_options(), 1, _hive_moves(6))
    shell.router.open_game(SavedGame("h1", record, Players("friend")))
    session = shell.state.session
    session.goto(4)                                   # looking at move 4
    assert 'data-action="analyse"' in shell.view.page().markup()
    shell.act(Control("analyse"))
    tree = shell.analysis.tree
    assert shell.state.screen == "analysis" and tree.at == 4 and tree.line(6) == [1, 2, 3, 4, 5, 6]
    assert [tree.moves[n] for n in tree.line(6)] == list(record.moves)
    other = next(m for m in tree.state.legal_moves() if m != record.moves[4])
    shell.human_move(other)                           # beside the game's fifth move: a variation
    assert tree.children[4] == [5, 7] and 'class="variation"' in shell.view.page().markup()
    shell.act(Control("analysis-leave"))
    assert shell.state.screen == "play" and shell.state.session is session and session.moves == record.moves
    assert computer.cancelled[-1] == "analysis" or not shell.analysis.thinking


@in_loop
async def test_a_game_by_link_going_on_has_no_analysis_board():
    shell, _host, _display, _computer = make_shell()
    record = Record("hive", HIVE.rules_version, HIVE.default_options(), 1, _hive_moves(2))
    shell.router.open_game(SavedGame("h2", record, Players("link", side=0, names=("Ala", "Olek"))))
    assert 'data-action="analyse"' not in shell.view.page().markup()
    shell.act(Control("analyse"))
    assert shell.state.screen == "play"


def _hive_moves(plies: int) -> tuple[str, ...]:
    from stolik.hive import new_game
    state, moves = new_game({}, 1), []
    for ply in range(plies):
        move = sorted(state.legal_moves())[ply % 3]
        state, moves = state.play(move), moves + [move]
    return tuple(moves)


def _hive_after(plies: int):
    from stolik.hive import new_game
    state = new_game({}, 1)
    for ply in range(plies):
        state = state.play(sorted(state.legal_moves())[ply % 3])
    return state


def _schotten_moves(plies: int | None) -> tuple[str, ...]:
    """The first legal move each turn from deal 2: ``plies`` of them, or the whole game."""
    from stolik.schotten import new_game
    state, moves = new_game({}, 2), []
    while state.result() is None and (plies is None or len(moves) < plies):
        move = state.legal_moves()[0]
        state, moves = state.play(move), moves + [move]
    return tuple(moves)


def _schotten_after(plies: int):
    """Deal 2 after ``plies`` first moves and on to the next card to play."""
    from stolik.schotten import new_game
    state = new_game({}, 2)
    for move in _schotten_moves(plies):
        state = state.play(move)
    while state.phase != "play":
        state = state.play(state.legal_moves()[0])
    return state


def tr_start() -> str:
    from stolik.web.i18n import Translator
    return f'data-action="analysis-engine">{Translator("en")("analysis.start")}<'


def test_a_position_set_up_opens_on_the_analysis_board():
    from shells import open_setup
    shell, _host = open_setup("#/gore/setup")
    markup = shell.view.page().markup()
    start = shell.setup.checked.position()
    assert f'href="{links.analysis_hash("gore", start)}" data-role="analyse"' in markup
