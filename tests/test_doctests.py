"""Run the ``>>>`` examples in every engine module and every pure web module (STYLE.md 12)."""
from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

from test_architecture import browser_glue

ROOT = Path(__file__).resolve().parents[1] / "py"
# Every module but the browser glue (which imports js/pyscript and cannot load under CPython).
MODULES = sorted(".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
                 for p in (ROOT / "stolik").rglob("*.py")
                 if "__main__" not in p.name and not ("web" in p.parts and browser_glue(p)))
# Pure web modules whose main function carries an example: a docstring losing it fails here.
WITH_EXAMPLES = ("stolik.web.board_input", "stolik.web.correspondence", "stolik.web.links", "stolik.web.qr",
                 "stolik.web.share_panel", "stolik.web.games.schotten.render")


@pytest.mark.parametrize("name", MODULES)
def test_module_examples(name):
    module = importlib.import_module(name)
    failures, tried = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert failures == 0
    assert tried > 0 or name not in WITH_EXAMPLES, f"{name} lost its examples"


def test_the_browser_tests_memory_reading_examples():
    """tests/e2e/free_memory.py (the browser pool's reserve) is test code the browser run only calls: its examples run here."""
    import sys
    sys.path.insert(0, str(Path(__file__).resolve().parent / "e2e"))
    try:
        import free_memory
    finally:
        sys.path.pop(0)
    failures, tried = doctest.testmod(free_memory)
    assert failures == 0 and tried >= 2
    assert free_memory.free_bytes() is None or free_memory.free_bytes() > 0
