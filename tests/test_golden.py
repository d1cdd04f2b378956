"""Golden playthroughs (STYLE.md 19): every file in tests/golden/ must come out the same today."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

from golden import GOLDEN, playthrough  # noqa: E402

from stolik import games  # noqa: E402

FILES = sorted(GOLDEN.glob("*.txt"))


def test_every_game_has_golden_files():
    assert {p.name for p in FILES} >= {f"{key}-{seed}.txt" for key in games.available() for seed in (1, 2)}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_playthrough_unchanged(path):
    key, seed = path.stem.rsplit("-", 1)
    assert playthrough(key, int(seed)) == path.read_text(encoding="utf-8"), (
        f"{path.name} changed: if the rules change was deliberate, run scripts/golden.py {key} and review the diff")
