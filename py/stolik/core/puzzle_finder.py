"""Finding puzzles in engine self-play, written once for every game; each game supplies a ``Source``.

The pipeline: play seeded games engine against engine (now and then a random move, so that
mistakes leave something to punish); at each position, reloaded from its own text, where the game
sees a chance of one of its themes (``promising``, a cheap look: no evaluating search), ask a short
search for every move's chance; where one move beats every other by a mistake's drop (core/grading.py's
``clearly_best``), ask a deeper search the same question and keep the position only when it agrees
and the game names a theme for the line. A longer puzzle goes on while the solver's next move is
clearly best too (by the deeper search: the short one only picks candidates), or wins the game at
once (the page takes any winning last move); the opponent's reply is the deeper search's best.
Searches take depth (or sample) limits, never time, so the same seed finds the same puzzles on any machine.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Iterator, Protocol, TypeVar

from stolik.core.game import State
from stolik.core.grading import clearly_best
from stolik.core.puzzle import Puzzle
from stolik.core.rng import Rng
from stolik.core.search import Limit

G = TypeVar("G", bound=State)

LEAST_SOLVED_CHANCE = 0.5   # after the answer the solver is at least even (unless the source asks less)


class Source(Protocol[G]):
    """What a game tells the finder: how to start, play on, reload, judge moves and name a theme."""

    game: str
    max_line: int           # the longest solution, in plies (1: one move)
    solver_only: bool       # a line of the solver's own moves in a row only (no reply: it would need hidden cards)

    def start(self, seed: int) -> G:
        """A new game of this seed (its options drawn from the seed where the game has any)."""
        ...

    def reply(self, state: G, seed: int) -> str:
        """The self-play move: a cheap engine move (the puzzles come from the searches, not from this)."""
        ...

    def load(self, position: str) -> G:
        """The position back from its text: what a player of the puzzle gets."""
        ...

    def promising(self, state: G) -> bool:
        """A cheap look before any search: could a puzzle of this game's themes be here at all?"""
        ...

    def chances(self, state: G, limit: Limit) -> dict[str, float]:
        """The mover's chance after each legal move (an upper bound for all but the best)."""
        ...

    def least_chance(self, state: G) -> float:
        """The least chance the answer may leave the solver at ``state``: ``LEAST_SOLVED_CHANCE``
        (``SelfPlay``'s), or less where a game's theme is a defence whose one saving move still leaves
        the solver behind (the game's ``theme`` must then prove that move the only one)."""
        ...

    def theme(self, state: G, line: tuple[str, ...]) -> str | None:
        """The theme ``line`` (the verified solution) shows from ``state``, or None when it is not a
        puzzle this game offers."""
        ...


class SelfPlay(Generic[G]):
    """The part of a ``Source`` every game fills from its engine alike: a new game with the default
    options, the engine's "normal" move within ``limit``, and ``from_position``. A game's source
    subclasses it and adds what is its own: ``game``, ``max_line``, ``promising``, ``chances``, ``theme``."""

    solver_only = False

    def __init__(self, new_game: Callable[[dict[str, Any], int], G], from_position: Callable[[str], G],
                 choose_move: Callable[..., str], limit: Limit) -> None:
        self._new_game, self._from_position, self._choose_move, self._limit = new_game, from_position, choose_move, limit

    def start(self, seed: int) -> G:
        return self._new_game({}, seed)

    def reply(self, state: G, seed: int) -> str:
        return self._choose_move(state, "normal", seed, limit=self._limit)

    def load(self, position: str) -> G:
        return self._from_position(position)

    def least_chance(self, state: G) -> float:
        return LEAST_SOLVED_CHANCE


@dataclass(frozen=True)
class Settings:
    """How the finder searches: ``find`` looks at every position, ``verify`` (deeper) at each candidate."""

    find: Limit
    verify: Limit
    stray: float = 0.15         # how often self-play makes a random move instead of the engine's
    plies: int = 80             # how far each self-play game goes
    first_ply: int = 4          # openings are known ground: no puzzle before this ply
    theme_share: float = 1.0    # the most of a collection one theme may fill (the rest waits for the others)


@dataclass
class Tally:
    """What a run looked at, for the command's report."""

    positions: int = 0          # promising positions searched
    candidates: int = 0
    verified: int = 0


def solve(source: Source[G], state: G, limit: Limit) -> tuple[str, ...] | None:
    """The solution line from ``state`` by searches within ``limit``: the solver's clearly best move,
    the opponent's best reply and so on while the solver's next move is clearly best, at most
    ``source.max_line`` plies, always ending on a solver's move (with ``source.solver_only``, only
    while the solver moves again: a Schotten card and its claims); None when the first move is not
    clearly best or leaves the solver below ``source.least_chance``."""
    solver = state.to_move
    chances = source.chances(state, limit)
    first = clearly_best(chances)
    if first is None or chances[first] < source.least_chance(state):
        return None
    line, kept = [first], 1
    current = state.play(first)
    while len(line) < source.max_line and current.result() is None:
        if source.solver_only and current.to_move != solver:
            break
        chances = source.chances(current, limit)
        if current.to_move == solver:
            move = clearly_best(chances) or _first_win(current, chances)
            if move is None:
                break
        else:
            move = max(sorted(chances), key=chances.__getitem__)
        line.append(move)
        if current.to_move == solver:
            kept = len(line)
        current = current.play(move)
    return tuple(line[:kept])


def examine(source: Source[G], position: str, settings: Settings, tally: Tally | None = None) -> Puzzle | None:
    """The puzzle at ``position``, or None: its first move found by the short search, confirmed by the
    deeper one, which also finds the rest of the line."""
    state = source.load(position)
    if state.result() is not None or not source.promising(state):
        return None
    if tally is not None:
        tally.positions += 1
    chances = source.chances(state, settings.find)
    first = clearly_best(chances)
    if first is None or chances[first] < source.least_chance(state):
        return None
    if tally is not None:
        tally.candidates += 1
    checked = solve(source, state, settings.verify)
    if checked is None or checked[0] != first:
        return None
    theme = source.theme(state, checked)
    if theme is None:
        return None
    if tally is not None:
        tally.verified += 1
    return Puzzle.named(source.game, position, checked, theme)


def self_play(source: Source[G], seed: int, settings: Settings) -> Iterator[str]:
    """The position texts of one seeded self-play game, from ``settings.first_ply`` on."""
    rng = Rng(seed)
    state = source.start(seed)
    for ply in range(settings.plies):
        if state.result() is not None:
            return
        if ply >= settings.first_ply:
            yield state.position()
        moves = state.legal_moves()
        move = rng.choice(moves) if rng.random() < settings.stray else source.reply(state, seed + ply)
        state = state.play(move)


def find(source: Source[G], seed: int, settings: Settings, tally: Tally | None = None,
         games: int = 1000) -> Iterator[Puzzle]:
    """Verified puzzles from self-play games seeded ``seed``, ``seed + 1``, ... (at most ``games`` of
    them), each position once, as they are found: the same seed gives the same sequence (take as many
    as wanted with ``itertools.islice``)."""
    seen: set[str] = set()
    for game in range(games):
        for position in self_play(source, seed + game, settings):
            if position in seen:
                continue
            seen.add(position)
            puzzle = examine(source, position, settings, tally)
            if puzzle is not None:
                yield puzzle


def recheck(source: Source[G], puzzle: Puzzle, limit: Limit) -> bool:
    """Whether a shipped puzzle still stands: its first move is clearly best by a search within ``limit``
    from its position text, and each later solver move too (``scripts/puzzles --check``)."""
    state = source.load(puzzle.position)
    solver = state.to_move
    for ply, move in enumerate(puzzle.solution):
        if state.to_move == solver:
            chances = source.chances(state, limit)
            if clearly_best(chances) != move and not (ply and _wins_at_once(state, move)):
                return False
        state = state.play(move)
    return True


def _first_win(state: G, chances: dict[str, float]) -> str | None:
    """The first (by text) of the moves that win the game at once, or None: past a line's first move,
    any of them ends the puzzle solved (web/puzzles.py accepts each), so none needs to be the only one."""
    return next((move for move in sorted(chances) if _wins_at_once(state, move)), None)


def _wins_at_once(state: G, move: str) -> bool:
    result = state.play(move).result()
    return result is not None and result.winner == state.to_move
