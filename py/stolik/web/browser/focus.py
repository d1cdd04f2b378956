"""Where the keyboard and the view are after a redraw: focus kept or given back to the board, the
current move kept in view, an element scrolled into view once it is drawn.

A browser module: each look at the layout waits for a frame at which the redraw is whole (``Painter``).
"""
from __future__ import annotations

import math
from typing import Any

import js
from pyodide.ffi import to_js
from pyscript import document, window

from stolik.web.board_input import FOCUSABLE
from stolik.web.browser import py_value as _py
from stolik.web.browser.painter import Painter


def focus_board(painter: Painter, _time: Any = None) -> None:
    """After a move, the keyboard carries on from the board: the piece the screen marks
    (``data-focus``), else the first legal target, else the first control there (a hand's cover),
    else the board itself, else the panel's first move. Focus elsewhere
    (a field, a button of the side panel) is left where the player put it."""
    if painter.drawing:                         # the board drawn in part: at the frame after it is done
        painter.at_frame(lambda time: focus_board(painter, time))
        return
    wrap = _py(document.getElementById("board-wrap"))
    active = _py(document.activeElement)
    if wrap is None or (active is not None and not active.isSameNode(document.body) and not wrap.contains(active)):
        return
    focus_in_board(wrap)


def focus_in_board(wrap: Any) -> None:
    """Focus the board's first element of focus_board's order."""
    options = to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries)
    panel = _py(document.getElementById("panel"))
    candidates = [_py(wrap.querySelector(selector)) for selector in
                  ("[data-focus]", "[data-move][tabindex], [data-select][tabindex]", FOCUSABLE)]
    # nothing on the board takes focus (e.g. the opponent's turn): the board itself, unless it has no
    # box of its own (Mądre kości's is laid out by its parts), then the move the panel offers (a roll)
    candidates += [wrap, _py(panel.querySelector("[data-move]:not([disabled])")) if panel is not None else None]
    for target in candidates:
        if target is not None:
            target.focus(options)
            if target.isSameNode(document.activeElement):
                return


def to_board() -> None:
    """The skip link: the keyboard goes past the page's head to the board."""
    wrap = _py(document.getElementById("board-wrap"))
    if wrap is not None:
        focus_in_board(wrap)


def to_first_target(target: Any) -> bool:
    """Tab from the chosen piece goes to the first place it may go (else past every other piece: 28
    presses in a Hive game); True when it did."""
    wrap = _py(document.getElementById("board-wrap"))
    chosen = _py(target.closest('[data-select][aria-pressed="true"]'))
    if wrap is None or chosen is None or not wrap.contains(chosen):
        return False
    first = _py(wrap.querySelector("[data-move]:not([disabled])"))
    if first is None:
        return False
    first.focus()
    return True


def keep_in_dialog(event: Any) -> None:
    """Tab and Shift+Tab cycle inside the open dialog (a modal keeps the keyboard with it)."""
    controls = [c for c in list(document.querySelectorAll(".dialog button, .dialog input, .dialog select, .dialog a[href]"))
                if not c.hasAttribute("disabled")]
    if not controls:
        return
    active = document.activeElement
    inside = _py(active.closest(".dialog")) is not None if hasattr(active, "closest") else False
    first, last = controls[0], controls[-1]
    if not inside or (bool(event.shiftKey) and active.isSameNode(first)):
        event.preventDefault()
        (last if inside else first).focus()
    elif not bool(event.shiftKey) and active.isSameNode(last):
        event.preventDefault()
        first.focus()


def focus_first(selector: str) -> None:
    """Focus the first element ``selector`` finds, if any (a dialog's first field, a question's answer)."""
    element = _py(document.querySelector(selector))
    if element is not None:
        element.focus()


def reveal(painter: Painter, ident: str, _time: Any = None, *, above_only: bool = False) -> None:
    """Scroll the page so the element ``ident`` is in view, once it is drawn (nothing moves if it is);
    ``above_only``: only when it is above the screen (the board under it stays where it is)."""
    if painter.drawing or _time is None:        # at a frame when the redraw is done and laid out
        painter.at_frame(lambda time: reveal(painter, ident, time, above_only=above_only))
        return
    element = _py(document.getElementById(ident))
    if element is None:
        return
    box = element.getBoundingClientRect()
    if float(box.top) < 0 or (float(box.bottom) > float(window.innerHeight) and not above_only):
        element.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))


class MoveListScroll:
    """Keeps the current move in view inside the move list, and a review's chosen mistake inside the box its
    list scrolls in, without scrolling the page itself."""

    def __init__(self, painter: Painter) -> None:
        self.painter = painter
        self.scrolled: tuple[Any, ...] = ()  # the move list's state when its current move was last scrolled into view

    def follow(self, state: tuple[Any, ...]) -> None:
        """Only when the list or its current move changed (``state``): reading the layout makes the
        browser lay the page out at once, which costs more than all the rest of a redraw."""
        if state != self.scrolled:
            self.scrolled = state
            self.painter.at_frame(self.scroll_to_current)   # the layout read at the frame

    def scroll_to_current(self, _time: Any = None) -> None:
        if self.painter.drawing:                 # the move list may be among the regions still to draw
            self.painter.at_frame(self.scroll_to_current)
            return
        current = _py(document.querySelector(".moves [aria-current]"))
        box = _py(document.querySelector(".play-side"))
        if current is not None and box is not None:
            item, heading = current.parentElement, _py(box.querySelector("h3"))
            # sticky above the moves, it covers the box's top; beside them (a strip under a review), it does not
            above = heading is not None and float(heading.offsetLeft) + float(heading.offsetWidth) > float(item.offsetLeft)
            head = float(heading.offsetHeight) if above else 0.0
            top, tall, height = float(item.offsetTop), float(item.offsetHeight), float(box.clientHeight)
            if top < float(box.scrollTop) + head or top + tall > float(box.scrollTop) + height:
                # the whole line in the middle of what the heading leaves (a throw's takes three)
                box.scrollTop = max(0.0, top - head - max(0.0, height - head - tall) / 2)
        mistake = _py(document.querySelector("#review .review-mistakes [aria-current]"))
        if mistake is not None:
            keep_in_box(mistake.parentElement)


def keep_in_box(item: Any) -> None:
    """Scroll each box ``item`` scrolls in, up to the review's own, so the item is whole in it (the list's box,
    then the review's, when the review is taller than its column), and no more than that: the page itself stays
    (``scrollIntoView`` would scroll it too). Clicked half seen, the last of a review's mistakes at 1024x768
    stayed half seen."""
    box = item.parentElement
    while box is not None and str(box.id) != "review":
        if float(box.scrollHeight) > float(box.clientHeight) and str(window.getComputedStyle(box).overflowY) in ("auto", "scroll"):
            seen, inner = item.getBoundingClientRect(), box.getBoundingClientRect()
            top = float(seen.top) - float(inner.top) - float(box.clientTop)           # from the box's visible top
            bottom = top + float(seen.height)
            if top < 0:
                box.scrollTop = float(box.scrollTop) + top
            elif bottom > float(box.clientHeight):
                box.scrollTop = float(box.scrollTop) + min(top, math.ceil(bottom - float(box.clientHeight)))
        box = box.parentElement


def let_go(root: Any) -> None:
    """Blur the control just used to play a move, before the move's redraw: the redraw removes it
    mostly, and removing the focused element makes Chromium bring the style of everything changed
    so far up to date there and then (4 ms a move on average, up to 19, in the middle of the redraw);
    now the style is clean and the blur costs a tenth of that. The keyboard gets its place back
    from focus_board once the move is drawn."""
    active = _py(document.activeElement)
    if active is not None and not active.isSameNode(document.body) and bool(root.contains(active)):
        active.blur()


def lost() -> bool:
    """True when nothing has focus (the focused element was removed, or focus is on the page)."""
    active = _py(document.activeElement)
    return active is None or active.isSameNode(document.body)


def key_of(element: Any) -> str:
    """A selector that finds the focused control again after a redraw (keyboard players keep their place)."""
    if _py(element) is None or not hasattr(element, "getAttribute"):
        return ""
    for name in ("data-move", "data-select", "data-action"):
        value = _py(element.getAttribute(name))
        if value is not None:
            extra = "".join(f'[{more}="{js.CSS.escape(str(found))}"]' for more in ("data-index", "data-game")
                            if (found := _py(element.getAttribute(more))) is not None)
            return f'[{name}="{js.CSS.escape(value)}"]{extra}'
    return ""
