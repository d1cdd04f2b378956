"""Benchmark: Goré computer levels against a random and a greedy player over seeded matches.

Targets (issue 2): normal vs random >= 95 % wins, normal vs greedy (largest immediate capture) >= 70 %,
normal answers within 1 s on CPython.
"""
from __future__ import annotations

import argparse
import statistics

from benchlib.matches import play_match, random_player
from stolik.core.rng import Rng
from stolik.gore import new_game
from stolik.gore.ai import choose_move
from stolik.gore.state import State

OPENING_PLIES = 2   # random first plies so that games against deterministic players differ


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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench ai gore")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    targets = {"random": 0.95, "greedy": 0.70}
    for name, opponent in (("random", random_player), ("greedy", greedy_player)):
        match = play_match(lambda game: new_game({"first": "S"}, game),
                           lambda state, seed: choose_move(state, args.level, seed), opponent,
                           games=args.games, seed=args.seed, opening_plies=OPENING_PLIES)
        times = match.times
        print(f"gore {args.level} vs {name}: {match.rate:.0%} over {len(match.points)} games "
              f"(target >= {targets[name]:.0%}) "
              f"move time median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms (target < 1000 ms)")
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
