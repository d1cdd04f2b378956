"""Make the engines importable as ``stolik`` under CPython, exactly as the page imports them."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

E2E_DIR = Path(__file__).resolve().parent / "e2e"


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker that `scripts/test -m "not e2e"` uses to run the engine tests alone."""
    config.addinivalue_line("markers", "e2e: browser test (Playwright + Chromium), every test under tests/e2e/")
    config.addinivalue_line("markers", "service_worker: a browser test whose pages run the service worker "
                                       "(blocked in the others)")
    config.addinivalue_line("markers", "slow: a whole game played in the browser (one per game, and Goré's by links); "
                                       "`scripts/test -m 'e2e and not slow'` leaves them out of a quick run")
    config.addinivalue_line("markers", "fresh_origin: a browser test that gets a server of its own (it stops it); "
                                       "the others share one")


@pytest.hookimpl(tryfirst=True)
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Mark every test under tests/e2e/ as e2e before -m selects, so no test module has to."""
    for item in items:
        if E2E_DIR in Path(item.path).parents:
            item.add_marker(pytest.mark.e2e)
