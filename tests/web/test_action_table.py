"""Every control's ``data-action`` is answered: by the shell's table (``Shell.actions`` in web/shell.py, read
here with ``ast``), by the screen or tool that drew it (its ``actions``),
or on change or submit (named below with why); and the table has no entry nothing draws. The markup
is the pure renderers' own, drawn over real positions of every game: the page's header, the home
screen, the new-game forms, play screens in several states (a move being shown, a question asked, a
game over, a match going on, a shared game asking whom to play, a link to send, a review), boards and
panels along a whole game, every tool, the puzzles' screens and each setup screen."""
from __future__ import annotations

import asyncio
import ast
import functools
import random
import re
from pathlib import Path

import pytest
from shells import make_shell, settle

from stolik import games
from stolik.core.record import Record
from stolik.web import links, review, screens, share_panel, storage
from stolik.web.games import has_setup, screen_class, tools
from stolik.web.i18n import Translator
from stolik.web.play_screen import PlayView, play_html
from stolik.web.session import Session
from stolik.web.setup import Setup
from stolik.web.shell import Control
from stolik.web.storage import Players, SavedGame

ROOT = Path(__file__).resolve().parents[2]
APP = ROOT / "py" / "stolik" / "web" / "shell.py"
HEADER = (ROOT / "index.html").read_text(encoding="utf-8")     # the page's header buttons (language, sound, motion)
ACTION = re.compile(r'data-action="([^"]+)"')
SELECT = re.compile(r'data-select="([^"]+)"')
VALUE = re.compile(r'data-action="setup-edit" data-value="([^"]+)"')
ON_CHANGE_OR_SUBMIT = {
    "import": "the file field of the home screen: read on change (web/browser/events.py)",
    "link-name": "my name in a game by link: taken on change (web/browser/events.py)",
    "start": "the new-game form's submit button: the form is read on submit (web/browser/events.py)",
}
TOOL_DATA = {("schotten", "proof"): None, ("hive", "position"): None}


def shell_actions() -> set[str]:
    """The keys of the dict literal assigned to ``self.actions`` in App."""
    for node in ast.walk(ast.parse(APP.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Attribute) and node.target.attr == "actions"
                and isinstance(node.value, ast.Dict)):
            return {key.value for key in node.value.keys if isinstance(key, ast.Constant) and isinstance(key.value, str)}
    raise AssertionError("no `self.actions: dict[...] = {...}` table in web/shell.py")


def states_along(key: str, seed: int, plies: int) -> tuple[Record, list[object]]:
    """A seeded random game of ``key`` (to its end or ``plies``), and its record."""
    engine = games.engine(key)
    options = engine.GAME.checked_options({})
    state, rng, moves, seen = engine.new_game(options, seed), random.Random(seed), [], []
    while state.result() is None and len(moves) < plies:
        seen.append(state)
        move = rng.choice(sorted(state.legal_moves()))
        moves.append(move)
        state = state.play(move)
    seen.append(state)
    return Record(key, engine.GAME.rules_version, options, seed, tuple(moves)), seen


@functools.cache
def game_markup(key: str, lang: str) -> str:
    """Everything the shell draws of game ``key`` in the states listed in the module's docstring."""
    tr = Translator(lang)
    screen = screen_class(key)()
    out = [screens.new_game_html(tr, key, ("easy", "normal", "hard"), screen.player_names(tr), screen.options_html(tr),
                                 asks_first=screen.asks_first, by_link=True)]
    for plies in (12, 10_000):
        record, states = states_along(key, 7, plies)
        for state in states[:: max(1, len(states) // 12)] + states[-1:]:
            for interactive in (True, False):
                out.append(screen.board_html(state, tr=tr, flipped=False, interactive=interactive, me=state.to_move))
                out.append(screen.panel_html(state, tr=tr, interactive=interactive))
            out.append(screen.cover_html(state, tr, None))
            drawn = out[-5] + out[-4]            # the interactive board and panel
            # what choosing each piece or card, or each of the screen's own actions, opens (a card's targets, an offer, ...)
            steps = [(opened, lambda s, v=value: s.on_select(v, state)) for value in sorted(set(SELECT.findall(drawn)))
                     for opened in [screen_class(key)()]]
            steps += [(screen_class(key)(), lambda s, a=action: s.on_action(a, None, state)) for action in sorted(screen.actions)]
            for opened, step in steps:
                step(opened)
                out += [opened.board_html(state, tr=tr, flipped=False, interactive=True, me=state.to_move),
                        opened.panel_html(state, tr=tr, interactive=True)]
        for players in (Players("friend"), Players("computer", 1, "normal"),
                        Players("link", side=0, names=("Ana", "Olek"), sent=len(record.moves) - 1)):
            session = Session.open(SavedGame("g1", record, players, 0.0, 0.0, "new"))
            names = screen.player_names(tr)
            shown = review.Review(session.moves, tuple(s.to_move for s in session.states[:-1]), [0.5] * len(session.states),
                                  running=True)
            for asking, choosing, follow_on, animating in (("", False, False, True), ("resign", False, False, False),
                                                           ("draw", True, True, False), ("", False, False, False)):
                page = play_html(session, tr, screen, PlayView(board="", panel="", thinking=False, message="", link="",
                                 animating=animating, asking=asking, choosing=choosing, follow_on=follow_on,
                                 match=("x",), analysis="#/x", analysable=True, review=review.panel_html(shown, 1, tr, names), reviewing=True,
                                 link_panel=(share_panel.panel_html(session, tr, names, url="https://x/#/m", qr="",
                                                                    can_share=True)
                                             + share_panel.conflict_html(tr, "replaces", 2))))
                out.append("".join(markup for _, markup in page.parts.values()) + page.frame)
    return "\n".join(out)


def home_markup(tr: Translator) -> str:
    record, _ = states_along("gore", 3, 10_000)
    saved = SavedGame("g1", record, Players("friend"), 0.0, 0.0, "new")
    unreadable = storage.Unreadable("g2", "broken")
    listed = {key: tools(key) for key in games.ENGINES}
    return screens.home_html(tr, set(games.ENGINES), [saved], [unreadable], {"g1": "over"}, "g1", listed,
                             {"g1": (True, "your move")}, {"g1": ""})


def puzzle_markup() -> str:
    """The puzzles' list and one puzzle of each collection being solved, missed, shown and solved (web/puzzles_view.py)."""
    shell, _host, _display, _computer = make_shell()
    out = []

    async def route(fragment: str) -> None:
        shell.router.route(fragment)
        await settle()
    asyncio.run(route("#/puzzles"))
    out.append(shell.view.page().markup())
    for collection in shell.puzzles.collections.values():
        puzzle = collection[0]
        asyncio.run(route(links.puzzle_hash(puzzle.game, puzzle.id)))
        out.append(shell.view.page().markup())
        shell.human_move(next(move for move in shell.puzzles.position.legal_moves() if move != puzzle.solution[0]))
        out.append(shell.view.page().markup())
        shell.puzzles.show_answer()
        out.append(shell.view.page().markup())
        shell.puzzles.try_again()
        shell.human_move(puzzle.solution[0])
        out.append(shell.view.page().markup())
    return "\n".join(out)


def lesson_markup() -> str:
    """The lessons' list and each lesson's steps, each before and after its asked move (web/lessons_view.py)."""
    shell, _host, _display, _computer = make_shell()
    shell.router.route("#/lessons")
    out = [shell.view.page().markup()]
    for lesson in [lesson for found in shell.lessons.every().values() for lesson in found]:
        for number, step in enumerate(lesson.steps, 1):
            shell.router.route(links.lesson_hash(lesson.game, lesson.id, number))
            out.append(shell.view.page().markup())
            shell.human_move(step.asked[0])
            out.append(shell.view.page().markup())
    return "\n".join(out)


def retry_markup(key: str) -> str:
    """A game's review with a blunder (at it too), and its retry: asked, missed, its answer shown, the end (web/retry_view.py)."""
    out = []

    async def go() -> None:
        shell, _host, _display, _computer = make_shell()
        record, _states = states_along(key, 5, 6)
        last_mover = states_along(key, 5, 6)[1][-2].to_move
        # hidden hands are retried mid-game only against the computer (web/retrying.py)
        shell.open_game(SavedGame("g1", record, Players("computer", computer=1 - last_mover)
                                  if games.engine(key).GAME.hidden_information else Players("friend")))
        session = shell.state.session
        movers = tuple(state.to_move for state in session.states[:-1])
        last = 1.0 if movers[-1] == 1 else 0.0            # the last move threw the game away
        best = [next((m for m in state.legal_moves() if m != played), None) for state, played in zip(session.states, session.moves)]
        shell.reviewing.reviewed = (session, review.Review(session.moves, movers, [0.5] * len(movers) + [last], False,
                                                           best=best + [None], seen=[None] * (len(movers) + 1)))
        out.append(shell.view.page().markup())
        session.goto(len(movers) - 1)                     # at the blunder: its better move, to try on the analysis board
        out.append(shell.view.page().markup())
        session.goto(len(movers))
        shell.retrying.begin()
        out.append(shell.view.page().markup())
        shell.human_move(shell.retrying.mistake().played)
        out.append(shell.view.page().markup())
        shell.retrying.show_answer()
        out.append(shell.view.page().markup())
        shell.retrying.next_mistake()
        out.append(shell.view.page().markup())
        shell.router.route("#/puzzles")                   # the mistakes retried are kept: "From your games"
        await settle()
        out.append(shell.view.page().markup())
        shell.act(Control("retry-kept", game=key))
        out.append(shell.view.page().markup())
        await settle()
    asyncio.run(go())
    return "\n".join(out)


@pytest.mark.parametrize("key", list(games.ENGINES))
def test_every_control_of_the_retry_screens_is_answered(key):
    markup = retry_markup(key)
    assert 'data-action="retry-next"' in markup          # the markup went as far as the end
    assert set(ACTION.findall(markup)) - (shell_actions() | screen_class(key).actions) == set()


def setup_markup() -> str:
    """Each game's setup screen as it opens, refused after an edit, and with its link copied (web/setup_view.py)."""
    shell, _host, _display, _computer = make_shell()
    out = []

    async def run() -> None:
        for key in games.ENGINES:
            if not has_setup(key):
                continue
            shell.router.route(links.setup_hash(key))
            out.append(shell.view.page().markup())
            for value in sorted(set(VALUE.findall(out[-1]))):
                shell.screen_action("setup-edit", value)
            out.append(shell.view.page().markup())
            shell.screen_action("setup-reset", None)
            shell.act(Control("setup-link"))
            await settle()
            out.append(shell.view.page().markup())
    asyncio.run(run())
    return "\n".join(out)


def analysis_markup() -> str:
    """The analysis board of each game: as it opens, with the engine's moves, after a move tried and a variation
    beside it, stopped (web/analysis_view.py)."""
    shell, _host, _display, _computer = make_shell()
    out = []

    async def run() -> None:
        for key in games.ENGINES:
            start = games.engine(key).new_game(games.engine(key).GAME.default_options(), 3)
            while len(start.legal_moves()) < 2:
                start = start.play(start.legal_moves()[0])
            shell.router.route(links.analysis_hash(key, start.position()))
            await settle()
            out.append(shell.view.page().markup())
            first, second = start.legal_moves()[:2]
            shell.human_move(first)
            shell.act(Control("analysis-back"))
            shell.human_move(second)
            await settle()
            shell.act(Control("analysis-engine"))
            out.append(shell.view.page().markup())
        record = Record("gore", 1, {"first": "S"}, 7, ("S2",))       # from a game shown: "Back to the game"
        shell.router.open_game(SavedGame("a1", record, Players("friend")))
        shell.act(Control("analyse"))
        out.append(shell.view.page().markup())
    asyncio.run(run())
    return "\n".join(out)


def test_every_control_of_the_analysis_board_is_answered():
    answered = shell_actions() | set().union(*(screen_class(key).actions for key in games.ENGINES))
    seen = set(ACTION.findall(analysis_markup()))
    assert {"analysis-goto", "analysis-play", "analysis-remove", "analysis-engine", "analysis-leave"} <= seen
    assert seen - answered == set()


def test_every_control_of_the_setup_screens_is_answered():
    """A setup played on its game's own board (Hive) draws that board's view controls: its screen answers them."""
    answered = shell_actions() | Setup.actions | set().union(*(screen_class(key).actions for key in games.ENGINES if has_setup(key)))
    assert set(ACTION.findall(setup_markup())) - answered == set()


def test_every_control_of_the_puzzle_screens_is_answered():
    answered = shell_actions() | set().union(*(screen_class(key).actions for key in games.ENGINES))
    assert set(ACTION.findall(puzzle_markup())) - answered == set()


def test_every_control_of_the_lesson_screens_is_answered():
    answered = shell_actions() | set().union(*(screen_class(key).actions for key in games.ENGINES))
    assert set(ACTION.findall(lesson_markup())) - answered == set()


@pytest.mark.parametrize("key", list(games.ENGINES))
def test_every_control_of_a_games_screens_is_answered(key):
    answered = shell_actions() | screen_class(key).actions | set(ON_CHANGE_OR_SUBMIT)
    for lang in ("en", "pl"):
        seen = set(ACTION.findall(game_markup(key, lang) + home_markup(Translator(lang)) + HEADER))
        assert seen - answered == set(), f"{key}: controls nothing answers"


@pytest.mark.parametrize("key, name", sorted(TOOL_DATA))
def test_every_control_of_a_tool_is_answered(key, name):
    tool = screen_class(key)().tool(name, TOOL_DATA[key, name])
    seen = set(ACTION.findall(tool.html(Translator("en"))))
    assert seen and seen - (shell_actions() | type(tool).actions) == set()


def test_the_shells_table_has_no_entry_no_screen_draws():
    """The markup drawn above holds every action of the table: none is dead (and the harvest is wide)."""
    seen = set()
    for key in games.ENGINES:
        seen |= set(ACTION.findall(game_markup(key, "en")))
    seen |= set(ACTION.findall(home_markup(Translator("en")) + HEADER + puzzle_markup() + lesson_markup() + retry_markup("gore")
                               + setup_markup() + analysis_markup()))
    assert shell_actions() - seen == set()


@pytest.mark.parametrize("key", list(games.ENGINES))
def test_a_screen_answers_no_action_it_never_draws(key):
    assert screen_class(key).actions - set(ACTION.findall(game_markup(key, "en"))) == set()
