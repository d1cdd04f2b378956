"""The browser side of ``web.host.Host``: localStorage, the clocks, the location, the clipboard.

With ``ai_client`` (the worker) and ``app`` (still being split into controllers), one of the few shell
modules that import ``js``/``pyscript``; the controllers get a ``BrowserHost`` and stay testable in CPython.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import jsnull, to_js
from pyscript import window

from stolik.core.rng import Rng
from stolik.web import storage


def py_value(value: Any) -> Any:
    """JavaScript null arrives as ``jsnull``, not None: turn it into None so plain checks work."""
    return None if value is None or value is jsnull else value


class BrowserStore:
    """storage.Store over window.localStorage. A closed store (its app retired: app.restart) writes nothing."""

    closed = False

    def get(self, key: str) -> str | None:
        value = py_value(window.localStorage.getItem(key))
        return None if value is None else str(value)

    def set(self, key: str, value: str) -> None:
        if self.closed:
            return
        try:
            window.localStorage.setItem(key, value)
        except Exception as exc:   # noqa: BLE001 - the browser's QuotaExceededError (or storage switched off)
            raise storage.StorageFull(str(exc)) from exc

    def remove(self, key: str) -> None:
        if not self.closed:
            window.localStorage.removeItem(key)

    def keys(self) -> list[str]:
        return [str(window.localStorage.key(i)) for i in range(int(window.localStorage.length))]


class BrowserHost:
    """``web.host.Host`` in the page."""

    def __init__(self, store: storage.Store, rng: Rng, redraw: Callable[[], None]) -> None:
        self.store = store
        self._rng = rng
        self._redraw = redraw

    def now(self) -> float:
        return float(js.Date.now())

    def clock(self) -> float:
        return float(js.performance.now())

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)

    def new_id(self) -> str:
        return "g" + _base36(int(self.now())) + _base36(self._rng.below(36**4))

    def redraw(self) -> None:
        self._redraw()

    def page_url(self) -> str:
        return str(window.location.href).split("#")[0]

    def go_to(self, fragment: str) -> None:
        window.location.hash = fragment

    def replace_hash(self, fragment: str) -> None:
        window.history.replaceState(None, "", fragment)

    async def copy(self, text: str) -> bool:
        try:
            await window.navigator.clipboard.writeText(text)
        except Exception:   # noqa: BLE001 - clipboard refused (permissions, insecure page)
            return False
        return True

    def can_share(self) -> bool:
        return py_value(getattr(window.navigator, "share", None)) is not None

    async def share(self, url: str, title: str) -> None:
        try:
            await window.navigator.share(to_js({"title": title, "url": url}, dict_converter=js.Object.fromEntries))
        except Exception:   # noqa: BLE001 - the player closed the share sheet, or the browser refused: the link stays
            pass

    def download(self, name: str, text: str) -> None:
        blob = js.Blob.new(to_js([text]), to_js({"type": "application/json"}, dict_converter=js.Object.fromEntries))
        url = js.URL.createObjectURL(blob)
        link = window.document.createElement("a")
        link.href, link.download = url, name
        window.document.body.appendChild(link)
        link.click()
        link.remove()
        js.URL.revokeObjectURL(url)


def _base36(number: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while True:
        number, rest = divmod(number, 36)
        out = digits[rest] + out
        if not number:
            return out
