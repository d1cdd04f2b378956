"""Same seed and same moves give the same legal-move lists in every process (STYLE.md 5).

Python randomises string hashing per process; a legal-move order that followed a set of strings
would make seeded games, golden files and the computer's choices differ from run to run.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SCRIPT = """
import hashlib, sys
sys.path.insert(0, {py!r})
from stolik import games
from stolik.core.rng import Rng
engine = games.engine({key!r})
options = {{"mosquito": True, "ladybug": True, "pillbug": True}} if {key!r} == "hive" else {{}}
digest = hashlib.sha256()
for game in range(4):
    state, rng = engine.new_game(options, game), Rng(game)
    for _ in range(300):
        moves = state.legal_moves()
        if not moves:
            break
        digest.update("|".join(moves).encode())
        if hasattr(state, "internal_moves"):       # Hive: the generator's own order feeds the search
            digest.update("|".join(state.internal_moves()).encode())
        state = state.play(rng.choice(moves))
print(digest.hexdigest())
"""


@pytest.mark.parametrize("key", ["gore", "schotten", "kosci", "hive"])
def test_legal_move_order_does_not_depend_on_string_hashing(key):
    code = SCRIPT.format(py=str(ROOT / "py"), key=key)
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(runs) == 1
