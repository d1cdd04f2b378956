"""What the shell's controllers need from the browser, as one small interface.

The controllers (link play, saved games, the turn loop, ...) take a ``Host`` instead of touching
``js``/``pyscript``: the page passes ``web.browser.BrowserHost``; the CPython tests pass
``tests/web/hosts.FakeHost``, whose clock moves only when a test (or ``sleep``) moves it.
"""
from __future__ import annotations

from typing import Protocol

from stolik.web.storage import Store


class Host(Protocol):
    store: Store

    def now(self) -> float:
        """Milliseconds since 1970 (the times kept in saved games)."""

    def clock(self) -> float:
        """Milliseconds of a monotonic clock (``performance.now()``): for waits and notes."""

    async def sleep(self, seconds: float) -> None:
        """Wait, letting the page go on."""

    def new_id(self) -> str:
        """A fresh id for a saved game."""

    def redraw(self) -> None:
        """Ask for the screen to be drawn again soon, in a task of its own (after an answer that came
        outside any command: a computer's move, a QR code, a file read)."""

    def page_url(self) -> str:
        """The page's URL without its hash (links to send are made from it: the app may live under a sub-path)."""

    def go_to(self, fragment: str) -> None:
        """Show another route: the hash changes and the router answers (a new history entry)."""

    def replace_hash(self, fragment: str) -> None:
        """Rename the route shown without a new history entry and without routing again."""

    async def copy(self, text: str) -> bool:
        """Put ``text`` on the clipboard; False when the browser refuses."""

    def can_share(self) -> bool:
        """Whether the system has a share sheet (the Web Share API)."""

    async def share(self, url: str, title: str) -> None:
        """Offer ``url`` to the system's share sheet (a refusal or a closed sheet is not an error)."""

    def download(self, name: str, text: str) -> None:
        """Save ``text`` as a file called ``name`` (JSON), the way the browser downloads."""
