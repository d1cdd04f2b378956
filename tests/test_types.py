"""mypy --strict over py/stolik, the browser side included (mypy.ini says what and how): a type error fails the run."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_py_stolik_type_checks():
    done = subprocess.run([sys.executable, "-m", "mypy", "--config-file", str(ROOT / "mypy.ini")],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
