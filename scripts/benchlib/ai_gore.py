"""Benchmark: Goré computer levels against a random and a greedy player over seeded matches.

Targets (issue 2): normal vs random >= 95 % wins, normal vs greedy (largest immediate capture) >= 70 %,
normal answers within 1 s on CPython.
"""
from __future__ import annotations

import argparse
import statistics
import time

from stolik.core.rng import Rng
from stolik.gore import new_game
from stolik.gore.ai import choose_move
from stolik.gore.state import State

OPENING_PLIES = 2   # random first plies so that games against deterministic players differ


def random_player(state: State, rng: Rng) -> str:
    return rng.choice(state.legal_moves())


def greedy_player(state: State, rng: Rng) -> str:
    """The largest immediate capture; ties (and no capture) broken at random; never offers."""
    moves = [m for m in state.legal_moves() if not m.startswith("x:")] or state.legal_moves()
    def gain(move: str) -> int:
        sowing = state.sowing(move) if move[0] in "SN" else None
        return sowing.total_captured if sowing else 0
    best = max(gain(m) for m in moves)
    if move := next((m for m in moves if m == "+"), None):
        return move   # greedy takes every exchange offered: seeds now
    return rng.choice([m for m in moves if gain(m) == best])


def play_match(opponent, games: int, level: str, seed: int) -> tuple[list[float], list[float]]:
    """Points of the computer per game (1 win, 0.5 draw) and its move times."""
    rng, points, times = Rng(seed), [], []
    for game in range(games):
        computer = game % 2
        state = new_game({"first": "S"}, game)
        plies = 0
        while state.result() is None:
            if plies < OPENING_PLIES:
                move = rng.choice(state.legal_moves())
            elif state.to_move == computer:
                start = time.perf_counter()
                move = choose_move(state, level, seed=rng.below(1 << 30))
                times.append(time.perf_counter() - start)
            else:
                move = opponent(state, rng)
            state = state.play(move)
            plies += 1
        result = state.result()
        points.append(0.5 if result.winner is None else float(result.winner == computer))
    return points, times


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench ai gore")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    targets = {"random": 0.95, "greedy": 0.70}
    for name, opponent in (("random", random_player), ("greedy", greedy_player)):
        points, times = play_match(opponent, args.games, args.level, args.seed)
        rate = sum(points) / len(points)
        print(f"gore {args.level} vs {name}: {rate:.0%} over {len(points)} games "
              f"(target >= {targets[name]:.0%}) "
              f"move time median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms (target < 1000 ms)")
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
