"""The puzzles: the list (the puzzle of the day, each game's collection with progress) and one puzzle solved.

A puzzle is shown on its game's own screen (web/games/<game>/screen.py), played with that screen's
input: the shell hands the moves, selections and panel actions of the puzzle screen here instead of
to the turn loop. A move is right when it is the answer (or, at the last step, any move that wins the
game at once); a right move of a longer line is answered by the opponent's forced reply, played here,
unless the solver moves again (a Schotten card, then its claims): the solver's moves in a row may
come in any order the rules allow (claims commute).
A wrong move is said and not played; the player may try again or see the answer, marked on the board
played and marked as a last move is. A puzzle solved or given up is over: nothing is secret any more (the
game's screen is told it ``ended``, so Schotten shows the other player's hand face up too).

The collections (assets/puzzles/<game>.json, written by scripts/puzzles) are read once, when the
puzzles are first opened: ``read`` fetches one collection's text (the page: web/browser/puzzle_files.py).
"""
from __future__ import annotations

import importlib.util
import json
from collections.abc import Awaitable, Callable
from datetime import date, datetime, timezone
from typing import Any

from stolik import games
from stolik.core.puzzle import Puzzle, daily, read_collection
from stolik.web import links, puzzle_progress
from stolik.web.games import screen_class
from stolik.web.host import Host
from stolik.web.page_state import PageState
from stolik.web.puzzle_progress import Progress, ProgressUnreadable
from stolik.web.reasons import plain_reason
from stolik.web.settings import Settings
from stolik.web.turns import Message

ReadCollection = Callable[[str], Awaitable[str]]   # a game's key -> its collection's JSON text
RETRY, NEXT = "[data-action=puzzle-retry]", "[data-action=puzzle-next]"


def collection_games(playable: frozenset[str]) -> list[str]:
    """The games with a puzzle collection (their engine has a ``puzzles`` module), in the registry's order."""
    return [key for key in games.ENGINES if key in playable
            and importlib.util.find_spec(games.ENGINES[key] + ".puzzles") is not None]


class Puzzles:
    def __init__(self, host: Host, state: PageState, settings: Settings, playable: frozenset[str], *,
                 read: ReadCollection, start: Callable[[Any], object], draw: Callable[[], None],
                 focus: Callable[[str], None], to_board: Callable[[], None]) -> None:
        """``focus``/``to_board``: the control that comes next gets the keyboard (what happened is said in the status)."""
        self.host, self.state, self.settings, self.playable = host, state, settings, playable
        self.read, self.start, self.draw, self.focus, self.to_board = read, start, draw, focus, to_board
        self.collections: dict[str, list[Puzzle]] | None = None   # None: not read yet
        self.loading = False
        self.failed: Message = ""           # why a collection could not be read
        self.progress, self.unreadable = Progress(), False   # read again whenever the puzzles are opened
        self.puzzle: Puzzle | None = None   # the puzzle shown
        self.position: Any = None           # its position now (the engine's State)
        self.side = 0                       # the player the solver plays
        self.line: tuple[str, ...] = ()     # its solution, the solver's moves in a row in the order played
        self.step = 0                       # the index in the line of the solver's next move
        self.outcome = ""                   # "", "solved", "wrong" (a wrong move said) or "shown" (the answer shown)
        self.message: Message = ""
        self.marks: dict[str, Any] | None = None   # the last move played (a right one, a reply, the answer) marked
        self.pending: links.Route | None = None

    # -- what the shell and the view ask ---------------------------------------------------------
    def today(self) -> date:
        """The UTC date, not the device's: the puzzle of the day is the same everywhere at one moment."""
        return datetime.fromtimestamp(self.host.now() / 1000, timezone.utc).date()

    def daily(self) -> Puzzle | None:
        """The puzzle of the day, from every collection together: the same on every device that day."""
        every = [puzzle for key in self.collections or {} for puzzle in (self.collections or {})[key]]
        return daily(every, self.today()) if every else None

    def is_daily(self) -> bool:
        today = self.daily()
        return self.puzzle is not None and today is not None and today.id == self.puzzle.id

    def solving(self) -> bool:
        """Whether the board takes a move now."""
        return self.state.screen == "puzzle" and self.puzzle is not None and self.outcome == ""

    def expected(self) -> str:
        assert self.puzzle is not None
        return self.line[self.step]

    # -- routes -----------------------------------------------------------------------------------
    def route(self, route: links.Route) -> None:
        """``#/puzzles`` or ``#/<game>/puzzle/<id>``: shown once the collections are read."""
        self.state.screen = "puzzles" if route.screen == "puzzles" else "puzzle"
        self.state.game, self.message = None, ""
        self._read_progress()
        if self.collections is None:
            self.pending = route
            if not self.loading:
                self.loading = True
                self.start(self.load())
            return self.draw()
        if route.screen == "puzzles":
            self.puzzle = None
            return self.draw()
        self.open(route.game, route.payload)

    async def load(self) -> None:
        """Read every collection, then show what was asked meanwhile."""
        found: dict[str, list[Puzzle]] = {}
        for key in collection_games(self.playable):
            try:
                found[key] = read_collection(json.loads(await self.read(key)))
            except Exception as exc:   # noqa: BLE001 - the boundary: a collection that cannot be read is left out, and said
                self.failed = _said_failure(key, exc)
        self.collections, self.loading = found, False
        route, self.pending = self.pending, None
        if route is not None and self.state.screen in ("puzzles", "puzzle"):
            self.route(route)
        else:
            self.draw()        # (no longer reading: the page may be idle now)

    def open(self, game: str, ident: str) -> None:
        found = [puzzle for puzzle in (self.collections or {}).get(game, []) if puzzle.id == ident]
        if not found:
            self.state.screen, self.puzzle = "puzzles", None
            self.message = lambda tr: tr("puzzle.missing")
            return self.draw()
        self.puzzle = found[0]
        self.state.game = screen_class(game)(self.settings.prefs(game))
        self.restart()
        self.draw()

    def restart(self) -> None:
        assert self.puzzle is not None
        self.position = games.engine(self.puzzle.game).from_position(self.puzzle.position)
        self.side = int(self.position.to_move)
        self.line = self.puzzle.solution
        self.step, self.outcome, self.message, self.marks = 0, "", "", None
        if self.state.game is not None:
            self.state.game.clear()
            self.state.game.ended = False      # while solving, the other player's hand is hidden (Schotten)

    # -- commands ---------------------------------------------------------------------------------
    def move(self, move: str) -> None:
        """A move made on the puzzle's board: right (played, and the forced reply after it) or wrong (said)."""
        if not self.solving() or self.puzzle is None or self.state.game is None or move not in self.position.legal_moves():
            return
        game, before = self.state.game, self.position
        said = game.hint_text(before, move, self.settings.tr)
        game.clear()
        if move != self.expected():
            self._take_early(move)
        solution = self.line
        if move != self.expected() and not (self.step == len(solution) - 1 and self._wins(move)):
            self.outcome = "wrong"
            self._record(solved=False)
            self.message = lambda tr: tr("puzzle.wrong", move=said)
            self.draw()
            return self.focus(RETRY)
        self.position, self.marks = before.play(move), game.last_move_marks(before, move)
        self.step += 1
        if self.step >= len(solution):
            self.outcome, game.ended = "solved", True
            self._record(solved=True)
            self.message = lambda tr: tr("puzzle.solved", move=said)
            self.draw()
            return self.focus(NEXT)
        if self.position.to_move == self.side:
            self.message = lambda tr: tr("puzzle.right-go-on", move=said)
            return self.draw()
        reply, answered = solution[self.step], self.position
        reply_said = game.hint_text(answered, reply, self.settings.tr)
        self.position, self.marks = answered.play(reply), game.last_move_marks(answered, reply)
        self.step += 1
        self.message = lambda tr: tr("puzzle.right-reply", move=said, reply=reply_said)
        self.draw()

    def show_answer(self) -> None:
        """The answer played on the board, marked as a last move is (a given-up puzzle counts as missed)."""
        game = self.state.game
        if self.puzzle is None or game is None or self.outcome in ("solved", "shown"):
            return
        if self.outcome == "":
            self._record(solved=False)
        before, answer = self.position, self.expected()
        said = game.hint_text(before, answer, self.settings.tr)
        game.clear()
        self.position, self.marks = before.play(answer), game.last_move_marks(before, answer)
        self.outcome, game.ended = "shown", True
        self.message = lambda tr: tr("puzzle.answer", move=said)
        self.draw()
        self.focus(NEXT)

    def try_again(self) -> None:
        if self.puzzle is not None:
            self.restart()
            self.message = lambda tr: tr("puzzle.again")
            self.draw()
            self.to_board()

    def next_puzzle(self) -> None:
        """The next unsolved puzzle of the same game (after this one, round the collection)."""
        if self.puzzle is None:
            return
        collection = (self.collections or {}).get(self.puzzle.game, [])
        at = next(i for i, puzzle in enumerate(collection) if puzzle.id == self.puzzle.id)
        after = collection[at + 1:] + collection[:at + 1]
        chosen = next((p for p in after if p.id not in self.progress.solved), after[0])
        self.host.go_to(puzzle_hash(chosen))

    # -- inside -----------------------------------------------------------------------------------
    def _take_early(self, move: str) -> None:
        """When ``move`` is a later one of the solver's moves in a row from here and the rest of them
        stay legal after it, the line takes it now and the others after it, in their order."""
        run, position = [], self.position
        for planned in self.line[self.step:]:
            if position.to_move != self.side or position.result() is not None:
                break
            run.append(planned)
            position = position.play(planned)
        if move not in run[1:]:
            return
        rest, position = [m for m in run if m != move], self.position.play(move)
        for planned in rest:
            if planned not in position.legal_moves():
                return
            position = position.play(planned)
        self.line = self.line[:self.step] + (move, *rest) + self.line[self.step + len(run):]

    def _wins(self, move: str) -> bool:
        """A move that ends the game won at once: as good as the answer at a line's last step (a second
        way to surround the Queen)."""
        result = self.position.play(move).result()
        return result is not None and result.winner == self.position.to_move

    def _record(self, solved: bool) -> None:
        assert self.puzzle is not None
        self.progress.record(self.puzzle.id, self.puzzle.theme, solved, self.today(), self.is_daily())
        if not self.unreadable:      # a damaged entry is never written over: this page's progress lasts until it closes
            puzzle_progress.save(self.host.store, self.progress)

    def _read_progress(self) -> None:
        """The progress as stored now (another tab may have solved some); while the entry cannot be read,
        this page's own progress goes on."""
        try:
            self.progress, self.unreadable = puzzle_progress.load(self.host.store), False
        except ProgressUnreadable:
            self.unreadable = True


def puzzle_hash(puzzle: Puzzle) -> str:
    return links.puzzle_hash(puzzle.game, puzzle.id)


def _said_failure(game: str, exc: Exception) -> Message:
    """Why ``game``'s collection was left out, in the player's language and words (a ``why.`` string, as
    web/reasons.py says any failure): the exception's English (or its type's name) said it in English only."""
    why = "why." + _failure_kind(exc)
    return lambda tr: tr("puzzle.unreadable-collection", game=tr("game." + game), reason=tr(why))


def _failure_kind(exc: Exception) -> str:
    """A file not fetched (web/browser/puzzle_files.py: OSError), a file that is not a collection (bad JSON, a
    field missing or of a wrong type), or what the engine's error says."""
    if isinstance(exc, OSError):
        return "not-fetched"
    if isinstance(exc, (json.JSONDecodeError, KeyError, TypeError)):
        return "damaged"
    return plain_reason(exc)
