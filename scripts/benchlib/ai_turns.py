"""How long the computer's turns take at the page's time budgets, beside their targets (issue 29).

These targets were asserts in the functional tests, where a loaded machine made them flaky; the
tests now search to a node limit and check what a move is, and this benchmark says how long one takes.

    scripts/bench ai turns [--repeat N]
"""
from __future__ import annotations

import argparse
import statistics
import time
from typing import Callable

from stolik.core.rng import Rng


def _timed(fn: Callable[[], object], repeat: int) -> list[float]:
    """Seconds each of ``repeat`` calls of ``fn`` took."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def _line(label: str, times: list[float], target: float) -> bool:
    """Print the slowest and median time beside the target; whether the slowest met it."""
    slowest = max(times)
    met = slowest < target
    print(f"  {label:52s} {slowest:5.2f} s slowest, {statistics.median(times):5.2f} s median "
          f"(target {target:.1f} s) {'met' if met else 'NOT met'}")
    return met


def hive_normal() -> list[float]:
    """Hive, normal, with all three expansions: its turns in 32 plies against random replies
    (tests/hive/test_hive_ai.py checks such moves are legal, at a node limit)."""
    from stolik.hive import new_game
    from stolik.hive.ai import choose_move
    rng = Rng(3)
    state, times = new_game({"mosquito": True, "ladybug": True, "pillbug": True}, 0), []
    for ply in range(32):
        if state.result() is not None:
            break
        if ply % 2:
            state = state.play(rng.choice(state.legal_moves()))
            continue
        start = time.perf_counter()
        state = state.play(choose_move(state, "normal", seed=rng.below(1000)))
        times.append(time.perf_counter() - start)
    return times


def schotten_hard(repeat: int) -> list[float]:
    """Schotten Totten, hard, special units: the first card of game 7 (the whole search of a turn)."""
    from stolik.schotten import ai, new_game
    state = new_game({"tactics": True}, 7)
    return _timed(lambda: ai.choose_move(state, "hard", seed=2), repeat)


def kosci_normal(repeat: int) -> list[float]:
    """Mądre kości, normal: a mid-game roll with many candidates."""
    from stolik.kosci import from_position
    from stolik.kosci.ai import choose_move
    state = from_position("A1@D3,A2@B4,A3@C5,A4@E7,A5@F2,A6@G6,B1@G9,B2@F12,B3@E11,B4@D10,B5@C11,B6@B9 11:12 A 6665")
    return _timed(lambda: choose_move(state, "normal", seed=1), repeat)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="bench ai turns", description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3, help="timed calls of each single-position turn")
    args = parser.parse_args(argv)
    from stolik.schotten.ai import _BUDGET as SCHOTTEN
    hard_seconds = SCHOTTEN["hard"][0].seconds or 0.0
    print("computer turns at the page's time budgets (CPython; Pyodide is about 2.5x slower):")
    met = [
        _line("hive normal, expansions, 16 turns (budget 0.7 s)", hive_normal(), 2.5),
        _line(f"schotten hard turn, special units (budget {hard_seconds} s)", schotten_hard(args.repeat),
              hard_seconds + 0.5),
        _line("kosci normal, a roll with many moves (budget 0.35 s)", kosci_normal(args.repeat), 0.6),
    ]
    print("all targets met" if all(met) else "some targets NOT met")
    return 0
