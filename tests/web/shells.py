"""A whole shell (web/shell.py) under CPython: a FakeHost, a display that records what it was asked,
and a computer that answers at once with the first legal move (or what a test sets)."""
from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

from hosts import FakeHost

from stolik.core.record import Record
from stolik.core.rng import Rng
from stolik.core.search import Limit
from stolik.games import engine, part
from stolik.web import reasons
from stolik.web.games import playable
from stolik.web.session import Session
from stolik.web.shell import Shell
from stolik.web.storage import Players, SavedGame


class FakeDisplay:
    def __init__(self) -> None:
        self.draws = self.soon = self.idle = self.chrome = self.to_boards = self.let_go = 0
        self.frames: list[str] = []
        self.focused: list[str] = []
        self.revealed: list[str] = []
        self.sounds: list[str] = []
        self.reduced_motion = False

    def draw(self, budget_ms: float | None = None) -> None:
        self.draws += 1

    def draw_soon(self) -> None:
        self.soon += 1

    def draw_board(self, board: str) -> None:
        self.frames.append(board)

    def note_idle(self) -> None:
        self.idle += 1

    def focus(self, selector: str) -> None:
        self.focused.append(selector)

    def to_board(self) -> None:
        self.to_boards += 1

    def let_go_of_focus(self) -> None:
        self.let_go += 1

    def reveal(self, ident: str, above_only: bool = False) -> None:
        self.revealed.append(ident)

    def still(self) -> bool:
        return self.reduced_motion

    def update_chrome(self) -> None:
        self.chrome += 1

    def sound(self, cue: str) -> None:
        self.sounds.append(cue)


class FakeComputer:
    """Answers each move at once with the newest position's first legal move; evaluates every position
    as ``chance`` with its last legal move as the best (a test may set ``fail`` to make the worker fail)."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, int]] = []     # (game, moves in the record)
        self.evaluated = 0
        self.cancelled: list[str | None] = []
        self.analysed: list[tuple[str, float]] = []   # (position, seconds) asked of the analysis board
        self.lines: list[str] = []                     # the better moves whose lines a review asked
        self.chance = "0.5"
        self.chances: list[str] = []      # the next answers' chances, in turn (then ``chance``)
        self.fail = ""

    async def choose(self, game: str, record_json: str, level: str, seed: int) -> str:
        record = Record.from_json(json.loads(record_json))
        self.asked.append((game, len(record.moves)))
        return Session.open(SavedGame("q", record, Players())).latest.legal_moves()[0]

    async def evaluate(self, game: str, record_json: str) -> str:
        if self.fail:
            raise RuntimeError(self.fail)
        self.evaluated += 1
        state = Session.open(SavedGame("q", Record.from_json(json.loads(record_json)), Players())).latest
        best = state.legal_moves()[-1] if state.result() is None else None    # the best move it names: the last listed
        chance = self.chances.pop(0) if self.chances else self.chance
        return json.dumps({"chance": float(chance), "best": best, "seen": None})

    async def line(self, game: str, record_json: str, first: str) -> str:
        """A better move's line: it and the last listed move twice after it, stopping before a move that is no choice."""
        self.lines.append(first)
        state, moves = Session.open(SavedGame("q", Record.from_json(json.loads(record_json)), Players())).latest, [first]
        state = state.play(first)
        while len(moves) < 3 and state.result() is None and len(state.legal_moves()) > 1:
            moves.append(state.legal_moves()[-1])
            state = state.play(moves[-1])
        return json.dumps(moves)

    async def analyse(self, game: str, position: str, seconds: float) -> str:
        """The engine's own best moves, from a two-ply search or 60 playouts (the same answer on any machine)."""
        self.analysed.append((position, seconds))
        limit = Limit(nodes=60) if engine(game).GAME.hidden_information else Limit(depth=2)   # playouts or plies
        return json.dumps(part(game, "ai").best_moves(engine(game).from_position(position), limit).to_json())

    def cancel(self, kind: str | None = None) -> None:
        self.cancelled.append(kind)

    def warm_up(self) -> asyncio.Future[Any]:
        done: asyncio.Future[Any] = asyncio.get_event_loop().create_future()
        done.set_result(None)
        return done

    def ready(self) -> bool:
        return True


PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"


async def read_puzzles(game: str) -> str:
    """A game's shipped puzzle collection, as the page fetches it."""
    return (PUZZLES / f"{game}.json").read_text(encoding="utf-8")


def make_shell(games: frozenset[str] | None = None, **options: Any) -> tuple[Shell, FakeHost, FakeDisplay, FakeComputer]:
    """``options``: more of Shell's keywords (e.g. ``load_secret_deck``)."""
    host, display, computer = FakeHost(), FakeDisplay(), FakeComputer()

    async def no_qr(url: str, label: str) -> str:
        return ""
    shell = Shell(host, Rng(7), "en", display, computer, games or frozenset(playable()), failure=reasons.failure,
                  make_qr=no_qr, show_qr=lambda url, svg: None, read_puzzles=read_puzzles, **options)
    return shell, host, display, computer


def follow(shell: Shell, host: FakeHost) -> None:
    """The page's answer to a new hash: the router shows it (the browser's hashchange)."""
    shell.router.route(host.hashes[-1])


async def settle() -> None:
    for _ in range(100):
        await asyncio.sleep(0)


def open_setup(fragment: str) -> tuple[Shell, FakeHost]:
    """A shell showing the setup screen of ``fragment`` (``#/<game>/setup[/<position>]``, web/setup.py)."""
    shell, host, _display, _computer = make_shell()
    shell.router.route(fragment)
    return shell, host


def setup_edits(shell: Shell, *values: str) -> None:
    """Edits of the draft shown, as its controls send them (a select its option on change, a button by click)."""
    for value in values:
        shell.screen_action("setup-edit", value)
