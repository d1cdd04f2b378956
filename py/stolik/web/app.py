"""The app shell: starts the router and marks the page ready."""
from __future__ import annotations

from pyscript import document


async def start() -> None:
    document.documentElement.setAttribute("data-ready", "1")
