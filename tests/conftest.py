"""Make the engines importable as ``stolik`` under CPython, exactly as the page imports them."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
