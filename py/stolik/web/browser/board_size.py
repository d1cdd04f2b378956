"""On a touch screen, the size of the zoomable board shown, told to its game screen: a fitted view
that depends on it (a crowded hive's cells kept a finger wide) is drawn again at once.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_proxy
from pyscript import document, window

from stolik.web.browser import py_value as _py
from stolik.web.screen import GameScreen


class BoardSize:
    def __init__(self, shown: Callable[[], GameScreen | None], draw: Callable[[], None]) -> None:
        """``shown``: the game screen of the play screen shown, if any."""
        self.shown, self.draw = shown, draw
        self.measured: Any = None     # (game screen, zoomable board) whose size the screen is told
        self.sizes: Any = None        # ... by this ResizeObserver (touch screens only)
        if window.matchMedia("(pointer: coarse)").matches:
            self.proxy = create_proxy(self.resized)
            self.sizes = js.ResizeObserver.new(self.proxy)

    def follow(self) -> None:
        """After a redraw: observe the zoomable board shown (a new one after a redraw that replaced it)."""
        if self.sizes is None:
            return
        svg = _py(document.querySelector("#board-wrap svg[data-zoomable]"))
        seen, game = self.measured, self.shown()
        if svg is None or seen is None or seen[0] is not game or not _same(seen[1], svg):
            self.sizes.disconnect()
            self.measured = None if svg is None else (game, svg)
            if svg is not None:
                self.sizes.observe(svg)       # (the observer reports the size it finds at once)

    def resized(self, entries: Any, _observer: Any = None) -> None:
        """The board's size, known after layout and before paint: drawn again in the same frame."""
        box = entries[len(entries) - 1].contentRect
        size = (round(float(box.width)), round(float(box.height)))
        game = self.shown()
        if game is None or game.board_pixels == size:
            return
        game.board_pixels = size
        if game.viewbox is None:
            self.draw()


def _same(a: Any, b: Any) -> bool:
    """The same JavaScript object (``Object.is``: ``is`` is a Python keyword)."""
    return bool(getattr(js.Object, "is")(a, b))
