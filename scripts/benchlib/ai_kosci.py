"""Benchmark: Mądre kości computer levels against a random and a greedy player over seeded matches.

Targets (issue): normal vs random >= 90 % wins, normal vs greedy (largest immediate points) >= 60 %,
normal decides within ~0.4 s on CPython (1 s in the browser). Draws count half.

Run: ``PYTHONPATH=py:scripts python3 -m benchlib.ai_kosci [--games N] [--level normal] [--seed S]``
"""
from __future__ import annotations

import argparse
import statistics
import time

from stolik.core.rng import Rng
from stolik.kosci import new_game
from stolik.kosci.ai import choose_move
from stolik.kosci.state import State


def random_player(state: State, rng: Rng) -> str:
    return rng.choice(state.legal_moves())


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


def play_match(opponent, games: int, level: str, seed: int) -> tuple[list[float], list[float], list[int]]:
    """Points of the computer per game (1 win, 0.5 draw), its decision times, and the score margins."""
    rng, points, times, margins = Rng(seed), [], [], []
    for game in range(games):
        computer = game % 2
        state = new_game({}, seed * 1000 + game)
        ply = 0
        while state.result() is None:
            if state.to_move == computer:
                began = time.perf_counter()
                move = choose_move(state, level, seed=seed * 7919 + game * 131 + ply)
                if state.roll is not None and len(state.legal_moves()) > 1:
                    times.append(time.perf_counter() - began)
            else:
                move = opponent(state, rng)
            state = state.play(move)
            ply += 1
        result = state.result()
        points.append(0.5 if result.winner is None else float(result.winner == computer))
        margins.append(result.scores[computer] - result.scores[1 - computer])
    return points, times, margins


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
        points, times, margins = play_match(opponent, args.games, args.level, args.seed)
        rate = 100.0 * sum(points) / len(points)
        print(f"kosci {args.level} vs {name}: {rate:.1f} % of {len(points)} games "
              f"(mean margin {statistics.mean(margins):+.1f}); decision mean {statistics.mean(times) * 1000:.0f} ms, "
              f"max {max(times) * 1000:.0f} ms, {len(times)} decisions; {time.perf_counter() - began:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
