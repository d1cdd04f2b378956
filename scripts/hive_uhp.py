"""Start the Hive UHP engine from anywhere: ``python3 scripts/hive_uhp.py``.

The command to give a UHP viewer such as MzingaViewer ("engine command"): it needs no working
folder and no PYTHONPATH, so it is the same line on any system with Python 3.11 or newer.
"""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from stolik.hive.uhp import main  # noqa: E402

raise SystemExit(main())
