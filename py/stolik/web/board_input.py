"""Hands on the board: pan and zoom, drag and drop, and the arrow keys between focusable pieces.

- ``<svg data-zoomable>`` is panned by dragging (mouse, touch, pen) and zoomed by the wheel or a
  two-finger pinch; the view box changes directly (no redraw) and is handed to ``on_view`` so the
  screen keeps it across redraws. A drag that moves more than a few pixels is a pan, not a click.
- An element with ``data-drag`` and ``data-select`` may be carried onto one with ``data-drop`` and
  ``data-select``: ``on_drop(dragged, target)`` then does what two clicks would. While it is carried,
  the drop targets whose ``data-for`` lists its ``data-select`` have the class ``reachable`` (a
  screen's CSS lights them), set here and taken off at the drop: a style rule per carried piece in
  the board's markup would change the page's style sheets at every move.
- Arrow keys inside the board (or the panel of dice and buttons beside it) move focus to the
  nearest focusable element in that direction.

The DOM arrives as arguments (events, the document), so this module imports nothing of the browser.
"""
from __future__ import annotations

from typing import Any, Callable

CLICK_AFTER_DRAG_MS = 400     # the click a browser sends right after a drag, if any, comes within this
DRAG_PIXELS = 8               # a press that moves less than this is a click
FOCUSABLE = "[tabindex]:not([tabindex='-1']), button:not([disabled])"
REACHABLE = "reachable"        # the class of a drop target the carried element may land on
DIRECTIONS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}


def zoomed(box: list[float], factor: float, cx: float, cy: float) -> list[float]:
    """The view box scaled by ``factor`` around the board point (cx, cy), within sane limits.

    >>> zoomed([0.0, 0.0, 200.0, 100.0], 0.5, 100.0, 50.0)      # zoom in twice around the centre
    [50.0, 25.0, 100.0, 50.0]
    >>> zoomed([0.0, 0.0, 200.0, 100.0], 0.01, 0.0, 0.0)[2]     # never narrower than 60 units
    60.0
    """
    width = min(max(box[2] * factor, 60.0), 60_000.0)
    factor = width / box[2]
    return [cx - (cx - box[0]) * factor, cy - (cy - box[1]) * factor, width, box[3] * factor]


def nearest(origin: tuple[float, float], points: list[tuple[float, float]], key: str) -> int | None:
    """The index of the point nearest to ``origin`` in the arrow key's direction (None: nothing
    that way). Off-axis distance counts double, so a step goes along a row before it jumps rows.

    >>> row = [(0.0, 0.0), (10.0, 0.0), (20.0, 0.0), (0.0, 10.0)]
    >>> nearest((0.0, 0.0), row, "ArrowRight"), nearest((10.0, 0.0), row, "ArrowDown"), nearest((0.0, 0.0), row, "ArrowUp")
    (1, 3, None)
    """
    dx, dy = DIRECTIONS[key]
    best, best_score = None, float("inf")
    for index, (x, y) in enumerate(points):
        ahead = (x - origin[0]) * dx + (y - origin[1]) * dy
        if ahead <= 1.0:
            continue
        aside = abs((x - origin[0]) * dy) + abs((y - origin[1]) * dx)
        score = ahead + 2 * aside
        if score < best_score:
            best, best_score = index, score
    return best


def _centre(element: Any) -> tuple[float, float]:
    rect = element.getBoundingClientRect()
    return float(rect.left) + float(rect.width) / 2, float(rect.top) + float(rect.height) / 2


def _node(value: Any) -> Any:
    """A DOM node, or None for JavaScript's null (which does not arrive as None)."""
    return value if value is not None and hasattr(value, "nodeType") else None


def _closest(event: Any, selector: str) -> Any:
    return _node(event.target.closest(selector)) if hasattr(event.target, "closest") else None


def local_shift(matrix: tuple[float, float, float, float] | None, dx: float, dy: float) -> tuple[float, float]:
    """A pointer's move of (dx, dy) screen pixels in the coordinates of a parent whose screen matrix has
    the linear part ``matrix`` (a, b, c, d as in ``getScreenCTM()``); None: an HTML parent, whose CSS
    pixels are the screen's. Inverting the matrix undoes the board's scale (its size on the page and
    its zoom) and any turn, so a carried SVG piece stays under the pointer.

    >>> local_shift((2.0, 0.0, 0.0, 2.0), 10.0, -4.0)
    (5.0, -2.0)
    """
    if matrix is None:
        return dx, dy
    a, b, c, d = matrix
    det = a * d - b * c
    return (d * dx - c * dy) / det, (a * dy - b * dx) / det


def _screen_matrix(element: Any) -> tuple[float, float, float, float] | None:
    """The linear part of the screen matrix of ``element``'s parent when it is an SVG element (its
    CSS transform's pixels are that parent's user units), else None."""
    parent = element.parentNode
    ctm = parent.getScreenCTM() if hasattr(parent, "getScreenCTM") else None
    if ctm is None or not hasattr(ctm, "a"):          # not drawn (JavaScript's null): no better guess than 1:1
        return None
    matrix = (float(ctm.a), float(ctm.b), float(ctm.c), float(ctm.d))
    return matrix if matrix[0] * matrix[3] - matrix[1] * matrix[2] else None


class BoardInput:
    """The pointer and key gestures on boards, for the shell's one listener per event kind."""

    def __init__(self, document: Any, *, may_touch: Callable[[], bool], on_drop: Callable[[str, str], None],
                 on_view: Callable[[tuple[float, ...]], None]) -> None:
        self.document = document
        self.may_touch = may_touch          # a piece may be carried only when the player may move
        self.on_drop = on_drop
        self.on_view = on_view
        self.pointers: dict[int, tuple[float, float]] = {}   # pointers down on a zoomable board: id -> (x, y)
        self.svg: Any = None
        self.start = (0.0, 0.0)
        self.moved = False
        self.carried: dict[str, Any] = {}     # an element being dragged onto a drop target
        self.suppress_until = 0.0     # event time until which a click ends a drag and is swallowed

    def swallows(self, event: Any) -> bool:
        """True for the click that ends a drag (the shell ignores it), once."""
        if float(event.timeStamp) <= self.suppress_until:
            self.suppress_until = 0.0
            return True
        return False

    # -- pan and zoom -----------------------------------------------------------------------
    @staticmethod
    def view_box(svg: Any) -> list[float]:
        box = svg.viewBox.baseVal
        return [float(box.x), float(box.y), float(box.width), float(box.height)]

    def set_view_box(self, svg: Any, box: list[float]) -> None:
        svg.setAttribute("viewBox", " ".join(f"{v:.1f}" for v in box))
        self.on_view(tuple(box))

    def pointer_down(self, event: Any) -> None:
        self.suppress_until = 0.0          # a new press starts a new gesture: its click is its own
        handle = _closest(event, "[data-drag][data-select]")
        if handle is not None and self.may_touch():
            self.carried = {"element": handle, "start": (float(event.clientX), float(event.clientY)), "moved": False}
            return
        svg = _closest(event, "svg[data-zoomable]")
        if svg is None:
            return
        x, y = float(event.clientX), float(event.clientY)
        self.pointers[int(event.pointerId)] = (x, y)
        self.svg, self.start, self.moved = svg, (x, y), False

    def pointer_move(self, event: Any) -> None:
        if self.carried:
            return self.carry(event)
        pointer = int(event.pointerId)
        if pointer not in self.pointers:
            return
        x, y = float(event.clientX), float(event.clientY)
        before = dict(self.pointers)
        self.pointers[pointer] = (x, y)
        svg = self.svg
        box, rect = self.view_box(svg), svg.getBoundingClientRect()
        scale = box[2] / max(1.0, float(rect.width))
        if len(self.pointers) == 1:
            if not self.moved and abs(x - self.start[0]) + abs(y - self.start[1]) < DRAG_PIXELS:
                return
            if not self.moved:
                self.moved = True
                svg.setPointerCapture(pointer)   # only now: a plain click must still reach the piece
            px, py = before[pointer]
            box[0] -= (x - px) * scale
            box[1] -= (y - py) * scale
        elif len(self.pointers) == 2:
            self.moved = True
            (ax, ay), (bx, by) = before.values()
            (cx, cy), (dx, dy) = self.pointers.values()
            factor = max(1.0, abs(ax - bx) + abs(ay - by)) / max(1.0, abs(cx - dx) + abs(cy - dy))
            box = zoomed(box, factor, ((cx + dx) / 2 - float(rect.left)) * scale + box[0],
                         ((cy + dy) / 2 - float(rect.top)) * scale + box[1])
        self.set_view_box(svg, box)

    def pointer_up(self, event: Any) -> None:
        if self.carried:
            return self.drop(event)
        if self.pointers.pop(int(event.pointerId), None) is None:
            return                             # not a pointer that pressed on a board: not a pan
        if not self.pointers and self.moved:
            self.moved = False
            self.swallow_next_click(event)     # the click that ends a pan is not a move

    def wheel(self, event: Any) -> None:
        svg = _closest(event, "svg[data-zoomable]")
        if svg is None:
            return
        event.preventDefault()
        box, rect = self.view_box(svg), svg.getBoundingClientRect()
        scale = box[2] / max(1.0, float(rect.width))
        factor = 1.0015 ** float(event.deltaY)
        self.set_view_box(svg, zoomed(box, factor, (float(event.clientX) - float(rect.left)) * scale + box[0],
                                      (float(event.clientY) - float(rect.top)) * scale + box[1]))

    def swallow_next_click(self, event: Any) -> None:
        """The click the browser may send right after a drag belongs to the drag. Only that one: the
        window closes at the next pointer-down, or soon, so no later click anywhere is lost."""
        self.suppress_until = float(event.timeStamp) + CLICK_AFTER_DRAG_MS

    # -- drag and drop ----------------------------------------------------------------------
    def carry(self, event: Any) -> None:
        """The carried element follows the pointer once it has moved a little, kept under it at any zoom
        (an SVG piece's shift is in its board's units: ``local_shift``)."""
        x, y = float(event.clientX), float(event.clientY)
        (sx, sy), element = self.carried["start"], self.carried["element"]
        if not self.carried["moved"] and abs(x - sx) + abs(y - sy) < DRAG_PIXELS:
            return
        if not self.carried["moved"]:
            self.carried["moved"] = True
            element.setPointerCapture(int(event.pointerId))
            element.classList.add("carried")
            handle = str(element.getAttribute("data-select")).replace("\\", "").replace('"', "")
            for target in self.document.querySelectorAll(f'[data-drop][data-for~="{handle}"]'):
                target.classList.add(REACHABLE)
        dx, dy = local_shift(_screen_matrix(element), x - sx, y - sy)
        element.style.transform = f"translate({dx:.1f}px, {dy:.1f}px)"

    def drop(self, event: Any) -> None:
        """Let go over a ``data-drop`` target: the same as clicking the carried element, then the target."""
        carried, self.carried = self.carried, {}
        if not carried["moved"]:
            return                             # a press and release in place: a click, nothing to put back
        element = carried["element"]
        # What is under the pointer is asked while the carried element lets the pointer through: put
        # back first, it would be found itself as it slides home (a Schotten card, motion on).
        under = _node(self.document.elementFromPoint(float(event.clientX), float(event.clientY)))
        element.style.transform = ""
        element.classList.remove("carried")
        for target in self.document.querySelectorAll("." + REACHABLE):
            target.classList.remove(REACHABLE)
        self.swallow_next_click(event)
        target = _node(under.closest("[data-drop][data-select]")) if under is not None else None
        if target is not None and self.may_touch():
            self.on_drop(str(element.getAttribute("data-select")), str(target.getAttribute("data-select")))

    # -- keys -------------------------------------------------------------------------------
    def arrow(self, event: Any) -> bool:
        """An arrow key on a focused board element: focus the nearest one that way. True when handled."""
        key = str(event.key)
        board = _closest(event, "#board-wrap, .board-wrap, #panel")
        if key not in DIRECTIONS or board is None:
            return False
        candidates = [element for element in list(board.querySelectorAll(FOCUSABLE))
                      if not element.isSameNode(event.target) and float(element.getBoundingClientRect().width) > 0]
        found = nearest(_centre(event.target), [_centre(element) for element in candidates], key)
        event.preventDefault()
        if found is not None:
            candidates[found].focus()
        return True
