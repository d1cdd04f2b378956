"""Seeded random games of every game and variant, checking the game contract at every ply.

In the spirit of Rally the Troops' fuzzer: one fuzzer for every engine, driven only through the
contract of core/game.py, so a new game is fuzzed as soon as games.py lists it. A game is fixed by
its key and seed: the seed picks the options (every variant switch is sampled from its choices),
seeds the engine and drives the move choices, so each failure prints one command that replays
exactly that game::

    scripts/fuzz --games 200                      # 200 games of each game, fresh seeds
    scripts/fuzz --games 1 --game kosci --seed 17 # replay one game
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from stolik import games  # noqa: E402
from stolik.core.errors import GameError  # noqa: E402
from stolik.core.record import Record, replay  # noqa: E402
from stolik.core.rng import Rng, new_seed  # noqa: E402

MUTATIONS_PER_PLY = 3
LONG_TEXT = 10_000                      # characters of the "very long text" mutation
ODD_CHARACTERS = " \t\n\x00-/\\:;,.@=+→aZ09ąŁ🐝"   # notation characters and the ones no notation has
MUTATION_STREAM = 0x6D75_7461_7465      # keeps mutations off the move stream: same seed, same game


@dataclass(frozen=True)
class Failure:
    """One broken promise of the contract, with what it takes to see it again."""

    game: str
    seed: int
    options: dict[str, Any]
    ply: int
    check: str
    detail: str

    def command(self) -> str:
        """The one-line command that replays exactly this game."""
        return f"scripts/fuzz --games 1 --game {self.game} --seed {self.seed}"

    def __str__(self) -> str:
        return (f"FAIL {self.game} seed {self.seed} ply {self.ply} options {json.dumps(self.options)}: "
                f"[{self.check}] {self.detail}\n  replay: {self.command()}")


@dataclass
class Tally:
    """What a run did: games and plies played, and every failure found."""

    games: int = 0
    plies: int = 0
    failures: list[Failure] = field(default_factory=list)


def short(value: Any, limit: int = 120) -> str:
    """repr() cut to a readable length: the long-text mutation would flood the terminal."""
    text = repr(value)
    return text if len(text) <= limit else f"{text[:limit]}… ({len(text)} chars)"


def sample_options(info: Any, rng: Rng) -> dict[str, Any]:
    """Every option set from its choices (expansions, special units, expert, duels, caps, who starts)."""
    return {o.key: rng.choice(o.choices) if o.choices else o.default for o in info.options}


def read_position(engine: ModuleType, text: str, options: dict[str, Any]) -> Any:
    """A state from a position text, with the options it cannot say (Hive's tournament and
    repetition, Mądre kości's turn cap), as the app passes them."""
    return engine.from_position(text, options)


def moves_follow_from_text(engine: ModuleType, state: Any) -> bool:
    """Whether a re-read state must list the same legal moves as ``state``.

    - Schotten Totten: the text has both hands and both decks in order: complete.
    - Mądre kości: the text leaves out the generator (the next rolls), the turn count and cap and
      the extra-turn flag; none of them changes the moves of this ply, so compare (what the text
      cannot carry, the next roll, is checked by the record replay instead).
    - Goré: the text leaves out the house rules' history (quiet turns, repetitions), so a game they
      stopped re-reads as running: compare everywhere but there.
    - Hive: complete (see ``read_position``).
    """
    result = state.result()
    return not (engine.GAME.key == "gore" and result is not None and result.reason != "small-holes")


def mutations(text: str, rng: Rng) -> list[str]:
    """Damaged versions of a move text: case, spaces, truncation, stray characters, great length."""
    i = rng.below(len(text) + 1)
    odd = rng.choice(ODD_CHARACTERS)
    every = [
        text.upper(), text.lower(), text.swapcase(), text.capitalize(),
        " " + text, text + " ", "\t" + text + "\n", text.replace(" ", "  ") if " " in text else text + "  ",
        text[:i], text[i:], text[:i] + text[i + 1:], text[:i] + odd + text[i:], text[:i] + odd + text[i + 1:],
        text + text, "", odd, text + odd * LONG_TEXT,
    ]
    return [rng.choice(every) for _ in range(MUTATIONS_PER_PLY)]


class _Game:
    """One fuzzed game: plays it and records failures, one per kind of check (the first ply shows it)."""

    def __init__(self, engine: ModuleType, seed: int) -> None:
        self.engine, self.info, self.seed = engine, engine.GAME, seed
        self.moves_rng = Rng(seed)
        self.mutation_rng = Rng(seed ^ MUTATION_STREAM)
        self.options = sample_options(self.info, self.moves_rng)
        self.failures: list[Failure] = []
        self.ply = 0

    def fail(self, check: str, detail: str) -> None:
        if all(f.check != check for f in self.failures):
            self.failures.append(Failure(self.info.key, self.seed, self.options, self.ply, check, detail))

    def attempt(self, check: str, probe: Callable[[], str | None]) -> bool:
        """Run one check; a returned text or any exception is a failure of it. True when it passed.

        Catching every exception is the point of a fuzzer: the engine's own bugs surface here.
        """
        try:
            detail = probe()
        except Exception as exc:  # noqa: BLE001 (see docstring)
            detail = f"raised {type(exc).__name__}: {short(str(exc), 300)}"
        if detail is not None:
            self.fail(check, detail)
        return detail is None

    def run(self) -> int:
        """Play to the end (or to the first broken promise that leaves no state to go on from)."""
        state: Any = None

        def start() -> None:
            nonlocal state
            state = self.engine.new_game(self.options, self.seed)

        if not self.attempt("new_game", start):
            return 0
        positions, moves = [], []
        earlier: list[str] = []                 # the legal moves of the ply before: well-formed, mostly illegal now
        while True:
            legal: list[str] = []

            def contract() -> str | None:
                nonlocal legal
                legal = state.legal_moves()
                result = state.result()
                if (result is None) != bool(legal):
                    return f"result {result!r} but legal moves {short(legal)}"
                if legal and self.ply >= self.info.max_plies:
                    return f"still {len(legal)} legal moves after max_plies={self.info.max_plies}"
                return None

            if not self.attempt("terminal iff no legal moves, within max_plies", contract):
                break
            positions.append(state.position())
            self.attempt("view is JSON", lambda: self.views(state))
            self.attempt("position round-trip", lambda: self.round_trip(state, legal))
            if not legal:
                break
            move = self.moves_rng.choice(legal)
            after: Any = None

            def step() -> str | None:
                nonlocal after
                after = state.play(move)
                return None

            if not self.attempt("a legal move plays", step):
                break
            self.attempt("old state unchanged", lambda: self.unchanged(state, positions[-1], move))
            self.attempt("mutated move text", lambda: self.mutated(state, legal, move, earlier))
            self.attempt("old state unchanged", lambda: self.unchanged(state, positions[-1], "mutated texts"))
            state, self.ply, earlier = after, self.ply + 1, legal
            moves.append(move)
        self.attempt("record replays", lambda: self.replays(state, positions, moves))
        return len(moves)

    def views(self, state: Any) -> str | None:
        for player in (0, 1):
            json.dumps(state.view(player))
        return None

    def round_trip(self, state: Any, legal: list[str]) -> str | None:
        text = state.position()
        again = read_position(self.engine, text, self.options)
        if again.position() != text:
            return f"{short(text, 300)} re-reads as {short(again.position(), 300)}"
        if again.to_move != state.to_move:
            return f"{short(text, 300)} re-reads with player {again.to_move} to move, not {state.to_move}"
        if moves_follow_from_text(self.engine, state) and again.legal_moves() != legal:
            return f"{short(text, 300)} re-reads with legal moves {short(again.legal_moves())}, not {short(legal)}"
        return None

    def unchanged(self, state: Any, before: str, what: str) -> str | None:
        now = state.position()
        return None if now == before else f"playing {short(what)} changed the old state: {short(now, 300)}"

    def mutated(self, state: Any, legal: list[str], move: str, earlier: list[str]) -> str | None:
        """Each damaged text, and a move of the ply before, must raise a GameError or be exactly a legal move."""
        base = move if self.mutation_rng.below(2) else self.mutation_rng.choice(legal)
        texts = mutations(base, self.mutation_rng) + ([self.mutation_rng.choice(earlier)] if earlier else [])
        for text in texts:
            try:
                state.play(text)
            except GameError:
                continue
            except Exception as exc:  # noqa: BLE001 (anything but a GameError is the defect sought)
                return f"{short(text)} raised {type(exc).__name__}: {short(str(exc), 300)}"
            if text not in legal:
                return f"{short(text)} was accepted but is not in legal_moves() {short(legal)}"
        return None

    def replays(self, state: Any, positions: list[str], moves: list[str]) -> str | None:
        record = Record(self.info.key, self.info.rules_version, self.options, self.seed, tuple(moves))
        again = Record.from_compact(record.to_compact())
        if again != record:
            return f"the compact record reads back as {short(again)}"
        states = replay(self.engine, again)
        for ply, (rebuilt, seen) in enumerate(zip(states, positions)):
            if rebuilt.position() != seen:
                return f"ply {ply} replays as {short(rebuilt.position(), 300)}, was {short(seen, 300)}"
        if states[-1].result() != state.result():
            return f"the replay ends with {states[-1].result()!r}, the game with {state.result()!r}"
        return None


def fuzz(engine: ModuleType, seeds: range, tally: Tally | None = None,
         report: Callable[[Failure], None] | None = None) -> Tally:
    """Play one game of ``engine`` per seed, adding games, plies and failures to ``tally``."""
    tally = tally or Tally()
    for seed in seeds:
        game = _Game(engine, seed)
        tally.plies += game.run()
        tally.games += 1
        tally.failures.extend(game.failures)
        for failure in game.failures:
            if report:
                report(failure)
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="scripts/fuzz", description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, required=True, help="games of each game (seeds S, S+1, ...)")
    parser.add_argument("--game", choices=games.available(), help="fuzz only this game")
    parser.add_argument("--seed", type=int, help="first seed (default: a fresh one, printed)")
    args = parser.parse_args(argv)
    first = args.seed if args.seed is not None else new_seed(time.time_ns())
    seeds = range(first, first + args.games)
    print(f"seeds {first}..{first + args.games - 1}", flush=True)
    total = Tally()
    for key in [args.game] if args.game else games.available():
        started = time.perf_counter()
        tally = fuzz(games.engine(key), seeds, report=lambda f: print(f, flush=True))
        print(f"{key}: {tally.games} games, {tally.plies} plies, {len(tally.failures)} failures, "
              f"{time.perf_counter() - started:.1f} s", flush=True)
        total.games, total.plies = total.games + tally.games, total.plies + tally.plies
        total.failures += tally.failures
    print(f"total: {total.games} games, {total.plies} plies, {len(total.failures)} failures")
    return 1 if total.failures else 0


if __name__ == "__main__":
    sys.exit(main())
