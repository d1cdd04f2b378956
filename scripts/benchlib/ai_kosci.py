"""Benchmark: Mądre kości computer levels against a random and a greedy player over seeded matches.

Targets (issue): normal vs random >= 90 % wins, normal vs greedy (largest immediate points) >= 60 %,
normal decides within ~0.4 s on CPython (1 s in the browser). Draws count half.

Run: ``PYTHONPATH=py:scripts python3 -m benchlib.ai_kosci [--games N] [--level normal] [--seed S]``
"""
from __future__ import annotations

import argparse
import statistics
import time

from benchlib.matches import play_match, random_player
from stolik.core.rng import Rng
from stolik.kosci import new_game
from stolik.kosci.ai import choose_move
from stolik.kosci.state import State


def greedy_player(state: State, rng: Rng) -> str:
    """The largest immediate points (score die + crossing + exit); ties broken at random."""
    if state.phase == "setup":
        return "setup random"
    legal = state.legal_moves()
    outcomes = state.legal_outcomes()
    if not outcomes:
        return legal[0]
    best = max(o.points for o in outcomes)
    return rng.choice([m for m, o in zip(legal, outcomes) if o.points == best])


def level_player(level: str):
    """A computer level as an opponent (its own seeds, different from the tested side's)."""
    def player(state: State, rng: Rng) -> str:
        return choose_move(state, level, seed=rng.below(1 << 30))
    return player


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench ai_kosci", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=40, help="games per opponent (seats alternate)")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", choices=("random", "greedy"), default=None)
    parser.add_argument("--versus", choices=("easy", "normal", "hard"), action="append", default=[],
                        help="also play against this computer level (repeatable)")
    args = parser.parse_args(argv)
    opponents = [("random", random_player), ("greedy", greedy_player)]
    if args.only:
        opponents = [o for o in opponents if o[0] == args.only]
    opponents += [(f"level {v}", level_player(v)) for v in args.versus]
    for name, opponent in opponents:
        began = time.perf_counter()
        match = play_match(lambda game: new_game({}, args.seed * 1000 + game),
                           lambda state, seed: choose_move(state, args.level, seed), opponent,
                           games=args.games, seed=args.seed,
                           timed=lambda state: state.roll is not None and len(state.legal_moves()) > 1)
        times, points = match.times, match.points
        margins = [final.result().scores[seat] - final.result().scores[1 - seat]
                   for final, seat in zip(match.finals, match.seats)]
        rate = 100.0 * match.rate
        print(f"kosci {args.level} vs {name}: {rate:.1f} % of {len(points)} games "
              f"(mean margin {statistics.mean(margins):+.1f}); decision mean {statistics.mean(times) * 1000:.0f} ms, "
              f"max {max(times) * 1000:.0f} ms, {len(times)} decisions; {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
