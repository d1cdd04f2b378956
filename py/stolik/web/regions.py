"""A screen as a frame with named regions, so that a redraw compares strings before it touches the page.

Walking the DOM from Python costs a call across to JavaScript per node visited; comparing two
strings costs nothing by comparison. So a screen marks the parts that change on their own (the
board, the status, the move list, ...) as regions of its markup, each an element with an ``id``:
either the element's contents, or its attributes. When the next render's frame (the markup outside
the regions) is the same as what is on the page, only the regions whose markup changed are patched
(web/patch.py: from the region's old markup to its new, so only what differs is visited), each
inside its own element; otherwise the whole screen is. A selection on the
board thus redraws the board and the panel, not the move list of a long game.
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple

from stolik.web.patch import patch_attributes, patch_children, patch_markup, remember

MARK = "\x00"             # never in escaped markup: where a region goes in the frame
CONTENTS, ATTRIBUTES = "contents", "attributes"


class Page:
    """Markup in parts: ``frame`` with a mark where each region's markup goes."""

    def __init__(self, frame: str = "") -> None:
        self.frame = frame
        self.parts: dict[str, tuple[str, str]] = {}     # element id -> (CONTENTS or ATTRIBUTES, markup)

    def contents(self, key: str, markup: str) -> str:
        """The mark standing for the contents of the element whose id is ``key``."""
        return self._mark(key, CONTENTS, markup)

    def attributes(self, key: str, markup: str) -> str:
        """The mark standing for the attributes (``id`` included) of the element whose id is ``key``."""
        return self._mark(key, ATTRIBUTES, markup)

    def _mark(self, key: str, kind: str, markup: str) -> str:
        self.parts[key] = (kind, markup)
        return MARK + key + MARK

    def markup(self) -> str:
        """The whole screen's markup."""
        pieces = self.frame.split(MARK)
        pieces[1::2] = [self.parts[key][1] for key in pieces[1::2]]
        return "".join(pieces)

    def __add__(self, after: str) -> Page:
        """The page with ``after`` (a dialog) following it in its frame."""
        page = Page(self.frame + after)
        page.parts = dict(self.parts)
        return page


def changed(before: Page | None, page: Page) -> list[str] | None:
    """The regions to redraw when ``before`` is on the page, or None when the frames differ (redraw all)."""
    if before is None or before.frame != page.frame:
        return None
    return [key for key, part in page.parts.items() if before.parts.get(key) != part]


class Painted(NamedTuple):
    changes: int          # nodes changed
    shown: Page           # what the page shows now: the page asked for, or part of it (``go_on``)


def paint(root: Any, before: Page | None, page: Page, parse: Callable[[str], Any],
          rank: Callable[[str], int] = lambda key: 0, go_on: Callable[[], bool] = lambda: True) -> Painted:
    """Make ``root`` show ``page``, given that it shows ``before``; ``parse`` makes a detached fragment
    from markup. The changed regions are patched in the order of ``rank`` (then of the page), and
    before each one ``go_on()`` may say to stop: what is left then waits for another call (a task of
    its own), so that one click is not one long task. ``shown`` is ``page`` once all of it is drawn.
    (A page whose frame changed is drawn whole at once: a new screen, not a move.)"""
    keys = changed(before, page)
    elements = [root.querySelector("#" + key) for key in keys or ()]
    if keys is None or any(not hasattr(element, "nodeType") for element in elements):   # (JavaScript's null)
        count = patch_children(root, parse(page.markup()))
        for kind, markup in page.parts.values():
            if kind == CONTENTS:
                remember(markup)      # read now, so the first move's redraw compares text at once
        return Painted(count, page)
    assert before is not None
    count, shown = 0, Page(page.frame)
    shown.parts = dict(before.parts)
    todo = sorted(zip(keys, elements), key=lambda pair: rank(pair[0]))
    for key, element in todo:
        if not go_on():
            return Painted(count, shown)
        kind, markup = page.parts[key]
        if kind == CONTENTS:
            count += patch_markup(element, before.parts[key][1], markup, parse) if key in before.parts \
                else patch_children(element, parse(markup))
        else:
            count += patch_attributes(element, parse(f"<div{markup}></div>").firstChild)
        shown.parts[key] = page.parts[key]
    return Painted(count, page)
