"""Write golden playthroughs: tests/golden/<game>-<seed>.txt, the position and sorted legal moves at each step.

A seeded random game per file: the seed draws the options from GAME.options (as the fuzzer does), seeds
the game and picks the moves. Regenerate after a deliberate rules change and review the diff:
    .venv/bin/python scripts/golden.py [gore hive ...] [--seeds 1 2]      # every game when none is named
tests/test_golden.py replays every file that exists and fails on any difference.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from stolik import games  # noqa: E402
from stolik.core.rng import Rng  # noqa: E402
from fuzz import sample_options  # noqa: E402  (scripts/fuzz.py, beside this script)

GOLDEN = ROOT / "tests" / "golden"
PLIES = 80
SHOWN_MOVES = 60     # longer legal-move lists are cut, with their length kept


def playthrough(key: str, seed: int, plies: int = PLIES) -> str:
    """The golden text of one seeded random game."""
    engine = games.engine(key)
    rng = Rng(seed)
    options = engine.GAME.checked_options(sample_options(engine.GAME, rng))
    state = engine.new_game(options, seed)
    lines = [f"# {key} seed {seed} options {json.dumps(options)}: position, then the sorted legal moves, "
             "then the move played"]
    for ply in range(plies):
        legal = sorted(state.legal_moves())
        shown = " ".join(legal[:SHOWN_MOVES]) + (" …" if len(legal) > SHOWN_MOVES else "")
        lines += [f"{ply}: {state.position()}", f"  legal ({len(legal)}): {shown}"]
        if not legal:
            lines.append(f"  result: {state.result()}")
            break
        move = state.legal_moves()[rng.below(len(legal))]
        lines.append(f"  play: {move}")
        state = state.play(move)
    return "\n".join(lines) + "\n"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", help="game keys (default: every game)")
    parser.add_argument("--seeds", nargs="+", type=int, default=[1, 2])
    args = parser.parse_args(argv)
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for key in args.games or games.available():
        for seed in args.seeds:
            path = GOLDEN / f"{key}-{seed}.txt"
            path.write_text(playthrough(key, seed), encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
