"""Small readers shared by the Hive tests: where a piece may go, in axial (q, r) coordinates; the
``convert`` command run on a file."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from stolik.hive import from_position
from stolik.hive.geometry import qr
from stolik.hive.notation import parse_move


def game(text: str, **options: bool):
    """A State from a GameString (non-tournament unless told), as the tests write positions."""
    return from_position(text, options)


def destinations(state, piece: str) -> set[tuple[int, int]]:
    """The cells ``piece`` may go to among the legal moves (by any means: itself or a Pillbug)."""
    found = set()
    for move in state.legal_moves():
        if move.split(" ")[0] == piece:
            found.add(qr(parse_move(state.board, move)[1]))
    return found


def movers(state) -> set[str]:
    """Names of the pieces that appear in the legal moves."""
    return {m.split(" ")[0] for m in state.legal_moves()}


PY = Path(__file__).resolve().parents[2] / "py"


def convert(tmp_path: Path, text: str, name: str = "game.pgn") -> subprocess.CompletedProcess[str]:
    """``python -m stolik.hive.convert`` run on a file named ``name`` holding ``text``."""
    file = tmp_path / name
    file.write_text(text, encoding="utf-8")
    return subprocess.run([sys.executable, "-m", "stolik.hive.convert", str(file)], capture_output=True, text=True,
                          cwd=PY, timeout=60)
