"""How the browser tests and benchmarks start Chromium: the system's own build, headless, never a downloaded one."""
from __future__ import annotations

import shutil
from typing import Any

ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",  # small /dev/shm in CI containers
    # Chromium 156 gives every window two renderers of its own for the address bar's popup (chrome://omnibox-popup),
    # some 160 MB a window that a headless page never shows: with the browser tests' kept pages, GBs
    "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup",
]


def executable() -> str:
    """The Chromium binary: Debian's `chromium` (scripts/setup installs it), whatever PATH finds first."""
    return shutil.which("chromium") or shutil.which("chromium-browser") or "/usr/bin/chromium"


def launch(playwright: Any, **options: Any) -> Any:
    """A Playwright Browser on the system Chromium (`playwright install` is never needed)."""
    return playwright.chromium.launch(executable_path=executable(), args=ARGS, **options)
