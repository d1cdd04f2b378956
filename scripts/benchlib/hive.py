"""Benchmark: Hive perft from the start (tournament opening) and move generations per second.

Published counts (Base 4, 96, 1440, 21600, 516240; Base+MLP 7, 294, 6678, 151686, 5427108) are
checked as they print. Target: >= 50,000 move generations per second on CPython. Rates use CPU
time (process_time), so other work on a shared machine does not distort them.
"""
from __future__ import annotations

import argparse
import time

from stolik.core.rng import Rng
from stolik.hive.board import Board
from stolik.hive.movegen import generate

TARGET = 50_000   # move generations per second on CPython
PUBLISHED = {
    "Base": (1, 4, 96, 1440, 21600, 516240),
    "Base+MLP": (1, 7, 294, 6678, 151686, 5427108),
}


def _perft(board: Board, depth: int, counter: list[int]) -> int:
    moves = generate(board)
    counter[0] += 1
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.apply(move)
        total += _perft(board, depth - 1, counter)
        board.undo()
    return total


def midgame_rate(expansions: str, seconds: float = 2.0) -> tuple[float, float]:
    """Generations and generated moves per second over random playouts (a mid-game mix)."""
    rng = Rng(7)
    gens = moves_made = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        board = Board(frozenset(expansions), tournament=True)
        for _ in range(120):
            moves = generate(board)
            gens += 1
            moves_made += len(moves)
            if not moves:
                break
            board.apply(rng.choice(moves))
    elapsed = time.process_time() - start
    return gens / elapsed, moves_made / elapsed


def verdict(rate: float) -> str:
    return f"target >= {TARGET:,}: {'met' if rate >= TARGET else 'NOT met'}"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench hive")
    parser.add_argument("--depth", type=int, default=5)
    args = parser.parse_args(argv)
    for name, expansions in (("Base", ""), ("Base+MLP", "MLP")):
        for depth in range(4, args.depth + 1):
            board = Board(frozenset(expansions), tournament=True)
            counter = [0]
            start = time.process_time()
            count = _perft(board, depth, counter)
            elapsed = time.process_time() - start
            expected = PUBLISHED[name][depth] if depth < len(PUBLISHED[name]) else None
            check = "" if expected is None else (" (= published)" if count == expected else f" (PUBLISHED {expected}!)")
            rate = counter[0] / elapsed
            print(f"hive {name} perft({depth}) = {count}{check} in {elapsed:.2f} s; "
                  f"{rate:,.0f} generations/s ({verdict(rate)}), {count / elapsed:,.0f} leaves/s", flush=True)
        gens, made = midgame_rate(expansions)
        print(f"hive {name} random playouts (mid-game mix): {gens:,.0f} generations/s ({verdict(gens)}), "
              f"{made:,.0f} moves/s", flush=True)
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
