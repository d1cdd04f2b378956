"""Schotten Totten engine speed: claim proofs by cards missing on the other side, and random playouts.

A proof against one card on the other side answers well under 5 ms on CPython (an issue's target,
once an assert in tests/schotten/test_schotten_proofs.py): those lines say whether it is met.

    PYTHONPATH=py:scripts python3 -m benchlib.schotten
"""
from __future__ import annotations

import sys
import time

from stolik.core.rng import Rng
from stolik.schotten import new_game
from stolik.schotten.analysis import can_claim

# (label, mine, theirs, seen, modes): each proof must look at every completion (worst case).
CASES = (
    ("1 card on the other side, claim holds", ("r7", "r8", "r9"), ("b9",), ("b7", "b8"), ()),
    ("1 card on the other side, claim fails", ("r2", "b2", "g2"), ("y5",), (), ()),
    ("1 card, three of a kind vs everything", ("r6", "b6", "g6"), ("y1",), ("y2", "y3", "p2", "p3", "o2", "o3"), ()),
    ("2 cards on the other side", ("r8", "r9", "r7"), ("b1", "b2"), (), ()),
    ("empty other side", ("r7", "r8", "r9"), (), ("b8", "g8", "y8", "p8", "o8"), ()),
    ("mud fight, empty other side", ("r6", "r7", "r8", "r9"), (), (), ("MUD",)),
    ("Joker on the other side", ("r7", "r8", "r9"), ("JOKER",), (), ()),
)


ONE_CARD_TARGET_MS = 5.0


def _time(fn, repeat: int) -> float:
    start = time.perf_counter()
    for _ in range(repeat):
        fn()
    return (time.perf_counter() - start) / repeat


def main(argv: list[str]) -> int:
    print("claim proofs (CPython; Pyodide is about 2.5x slower):")
    for label, mine, theirs, seen, modes in CASES:
        verdict = can_claim(mine, theirs, seen, modes)
        ms = _time(lambda: can_claim(mine, theirs, seen, modes), 200) * 1000
        target = f" (target {ONE_CARD_TARGET_MS:.0f} ms) {'met' if ms < ONE_CARD_TARGET_MS else 'NOT met'}" if len(theirs) == 1 else ""
        print(f"  {label:42s} {'holds' if verdict else 'fails':5s} {ms:7.3f} ms{target}")
    for name, options in (("base", {}), ("special units", {"tactics": True})):
        rng = Rng(1)
        plies = games = 0
        start = time.perf_counter()
        while time.perf_counter() - start < 2.0:
            state = new_game(options, games)
            while state.result() is None:
                moves = state.legal_moves()
                state = state.play(moves[rng.below(len(moves))])
                plies += 1
            games += 1
        spent = time.perf_counter() - start
        print(f"random playouts, {name}: {games / spent:.1f} games/s, {plies / spent:.0f} moves/s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
