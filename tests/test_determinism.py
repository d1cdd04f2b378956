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

from stolik.games import ENGINES

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


@pytest.mark.parametrize("key", list(ENGINES))
def test_legal_move_order_does_not_depend_on_string_hashing(key):
    code = SCRIPT.format(py=str(ROOT / "py"), key=key)
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(runs) == 1


CHOICES = """
import sys
sys.path.insert(0, {py!r})
import importlib
from stolik import games
from stolik.core.search import Limit
ai, engine = importlib.import_module("stolik.{key}.ai"), games.engine({key!r})
state, chosen = engine.new_game({{}}, 3), []
for ply in range(6):
    if state.result() is not None:
        break
    move = ai.choose_move(state, "normal", seed=ply, limit=Limit(nodes={nodes}))
    chosen.append(move)
    state = state.play(move)
print(chosen)
"""


# Each game's node limit: a few moves' search in a second or so (Schotten's nodes are whole playouts).
NODES = {"gore": 1000, "schotten": 20, "kosci": 2000, "hive": 1000}


def test_every_registered_game_has_its_node_limit_here():
    assert sorted(NODES) == sorted(ENGINES)


@pytest.mark.parametrize("key, nodes", NODES.items())
def test_the_computers_choices_under_a_node_limit_do_not_depend_on_string_hashing(key, nodes):
    """A node limit makes a search independent of the machine's speed (issue 29); its moves must not
    then follow the process's string hashing either (Schotten's playouts once sampled into a set)."""
    code = CHOICES.format(py=str(ROOT / "py"), key=key, nodes=nodes)
    runs = {subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                           env={**os.environ, "PYTHONHASHSEED": seed}).stdout for seed in ("1", "2", "3")}
    assert len(runs) == 1
