"""A listed move, pointed at or focused from the keyboard, shows itself on the board.

A control with ``data-outcome="k"`` (Mądre kości lists a roll's moves so) draws, while the pointer
is on it or it has the keyboard's focus, the markup ``draw(k)`` gives (the game screen's
``preview_html``) into the board's empty ``data-pointed`` element. Only the move pointed at is
drawn: every listed move's drawing hidden in the board made each redraw half again as long, and a
CSS rule per move that showed it (first by ``:has()``, then by an attribute on the page's root)
had Chromium restyle the whole page at every change of focus or hover.
"""
from __future__ import annotations

from typing import Any, Callable

PLACE = "[data-pointed]"


def _outcome(element: Any) -> str | None:
    """The key of the listed move ``element`` is part of, if any."""
    if not hasattr(element, "closest"):
        return None                               # (not an element: the document, a text)
    found = element.closest("[data-outcome]")
    if not hasattr(found, "getAttribute"):
        return None                               # (JavaScript's null: nothing listed there)
    return str(found.getAttribute("data-outcome"))


class Preview:
    """Follows pointer and focus events on the page and keeps the board's pointed place showing the
    listed move they are on."""

    def __init__(self, document: Any, draw: Callable[[str], str]) -> None:
        self.document = document
        self.draw = draw
        self.hovered: str | None = None
        self.focused: str | None = None
        self.shown: str | None = None             # the key drawn in the pointed place

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

    def redrawn(self) -> None:
        """The board was drawn again for the same position: what is shown is drawn again, in case the
        redraw replaced the place it was in (one call to the page, and only while something shows)."""
        if self.shown is not None:
            key, self.shown = self.shown, None
            self.show(key)

    def show(self, key: str | None) -> None:
        if key == self.shown:
            return
        place = self.document.querySelector(PLACE)
        if hasattr(place, "innerHTML"):
            place.innerHTML = "" if key is None else self.draw(key)
        self.shown = key
