"""A listed move, pointed at or focused from the keyboard, shows itself on the board.

A control with ``data-outcome="k"`` (Mądre kości lists a roll's moves so) shows, while the pointer
is on it or it has the keyboard's focus, the board's elements with ``data-preview="k"``: the page's
root element gets ``data-previewing="k"`` (outside the app, whose every attribute its markup
says), and the board's own style rules show what matches. A CSS ``:has()`` rule per listed move
did this without code, but then Chromium matched all of them against the whole play screen at
every change of focus or hover: 1-15 ms each, and every move moves the focus.
"""
from __future__ import annotations

from typing import Any

SHOWING = "data-previewing"


def _outcome(element: Any) -> str | None:
    """The key of the listed move ``element`` is part of, if any."""
    found = element.closest("[data-outcome]") if hasattr(element, "closest") else None
    if not hasattr(found, "getAttribute"):
        return None                               # (JavaScript's null: nothing listed there)
    return str(found.getAttribute("data-outcome"))


class Preview:
    """Follows pointer and focus events on the page and keeps the page's root naming what to show."""

    def __init__(self, document: Any) -> None:
        self.document = document
        self.hovered: str | None = None
        self.focused: str | None = None
        self.shown: str | None = None             # what the root was last told to show

    def on_event(self, event: Any) -> None:
        """pointerover, pointerout, focusin or focusout, anywhere on the page. Most of them concern no
        listed move and cost no call to the page beyond reading the target (a move's redraw moves
        the focus, and this runs inside it)."""
        kind, target = str(event.type), event.target
        if kind == "pointerover":
            self.hovered = _outcome(target)
        elif kind == "pointerout" and not hasattr(event.relatedTarget, "nodeType"):
            self.hovered = None                   # the pointer left the page
        elif kind == "focusin":
            key = _outcome(target)
            self.focused = key if key is not None and target.matches(":focus-visible") else None
        elif kind == "focusout":
            self.focused = None
        self.show(self.hovered or self.focused)

    def forget(self) -> None:
        """A new position: its moves reuse the keys, so nothing is shown until pointed at again."""
        self.hovered = self.focused = None
        self.show(None)

    def show(self, key: str | None) -> None:
        if key is None and self.shown is None:
            return
        root = self.document.documentElement
        if key is None:
            root.removeAttribute(SHOWING)
        elif key != self.shown:
            root.setAttribute(SHOWING, key)
        self.shown = key
