"""The Hive board as SVG text: a pure function of the view, so it is tested under CPython.

Pointy-top hexes as UHP draws them (a cell has east and west neighbours), axial ``(q, r)``
with q growing east and r south-east, as ``State.view`` gives them; the board may be turned in
sixths of a turn (``turn``; flipping is three of them), which keeps the hexes pointy-top and every
bug upright. Cells are named as the view and ``describe`` name them and are never parsed: where a
name stands is looked up in the view's ``cells`` and ``free`` lists. The picture fits those cells
(the hive and the free cells around it, where every move ends) unless the player has panned or
zoomed (``viewbox``). Every piece shows its colour three ways (tile colour, a solid or a dashed
inner ring, and its accessible name), its bug as an icon and as its UHP letter, and a stack its height.

Motion: every piece is its own ``<g class="piece" data-key="<name>">`` placed by a CSS transform,
so when the page is patched after a move the same element gets a new transform and the stylesheet's
transition slides it there (hive.css; off when motion is off). The piece moved last is drawn last,
so the patch never moves its element (which would cancel the slide) and it lies on top while it slides.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass
from typing import Any, Callable, Iterable, Sequence

from stolik.hive.pieces import NameParts, name_parts
from stolik.web.html import attrs, esc

SIZE = 40.0                                  # hex circumradius
WIDTH = SIZE * math.sqrt(3)                  # flat-to-flat width of a hex
ROW = SIZE * 1.5                             # distance between rows
MIN_W, MIN_H = 6 * WIDTH, 5 * ROW            # the smallest fitted view: early pieces are not huge
FINGER = 44.0                                # CSS px: the least width of what a finger taps
SPOT = 0.88                                  # a destination's hex, of a cell's (the smallest thing tapped)
STACK_SHIFT = (5.0, 6.0)                     # lower pieces of a stack peek out this much per level
KINDS = "QSBGAMLP"                           # rack order
COLOUR_CLASS = ("w", "b")


@dataclass(frozen=True)
class Dest:
    """A highlighted destination: the full UHP move, its cell's name, how it gets there, its accessible name."""

    move: str
    cell: str
    kind: str            # "place", "move", "climb" or "throw" (dest_kind of the engine's MoveInfo)
    label: str


# ----- geometry -----------------------------------------------------------------------------------
def centre(at: tuple[int, int], turn: int = 0) -> tuple[float, float]:
    """The pixel centre of the cell at axial ``(q, r)`` on a board turned ``turn`` sixths clockwise."""
    q, r = at
    for _ in range(turn % 6):
        q, r = -r, q + r                         # a sixth of a turn clockwise, in axial coordinates
    return WIDTH * (q + r / 2), ROW * r


_CORNERS = tuple((math.cos(math.radians(a)), math.sin(math.radians(a))) for a in (-90, -30, 30, 90, 150, 210))


@functools.lru_cache(maxsize=2048)
def hex_points(x: float, y: float, radius: float = SIZE) -> str:
    """The six corners of a pointy-top hex, for a polygon's points (a board redraw asks for the same
    few hundred again: most are drawn at a group's origin)."""
    return " ".join(f"{x + radius * dx:.1f},{y + radius * dy:.1f}" for dx, dy in _CORNERS)


# ----- reading the view ---------------------------------------------------------------------------
def stacks_of(view: dict[str, Any]) -> dict[str, list[str]]:
    """Cell name -> piece names bottom to top."""
    return {c["cell"]: list(c["stack"]) for c in view["cells"]}


def places_of(view: dict[str, Any]) -> dict[str, tuple[int, int]]:
    """Cell name -> axial (q, r), for every cell the view lists: the stacks and the free cells."""
    return {c["cell"]: (c["q"], c["r"]) for c in view["cells"] + view["free"]}


def fit_box(view: dict[str, Any], turn: int = 0, cells: Iterable[str] | None = None) -> tuple[float, float, float, float]:
    """The viewBox that shows the hive and the free cells around it, with a margin; or just ``cells``, as
    tight as they go (a rules example: a few pieces fill their frame)."""
    places = places_of(view)
    shown = places.values() if cells is None else [places[name] for name in cells]
    xs, ys = zip(*(centre(at, turn) for at in shown))
    side = 16 if cells is None else 12                # a whole hive: its free cells, and room for their rings
    left, right = min(xs) - WIDTH / 2 - side, max(xs) + WIDTH / 2 + side
    top, bottom = min(ys) - SIZE - 8, max(ys) + SIZE + 8
    least = (MIN_W, MIN_H) if cells is None else (0, 0)
    w, h = max(right - left, least[0]), max(bottom - top, least[1])
    cx, cy = (left + right) / 2, (top + bottom) / 2
    return (round(cx - w / 2, 1), round(cy - h / 2, 1), round(w, 1), round(h, 1))


def finger_box(box: tuple[float, float, float, float], pixels: tuple[float, float] | None,
               focus: Sequence[tuple[float, float]] = ()) -> tuple[float, float, float, float]:
    """``box`` cut down so that a cell's destination is a finger wide (``FINGER`` CSS px) on a board
    drawn ``pixels`` big (a touch screen's), about its centre, or about the middle of the ``focus``
    points (a chosen piece and its destinations: on a phone a quarter of them fell outside a cut
    about the hive's centre), kept inside ``box``; the player pans to the rest. Unchanged when the
    cells are that wide already, or the size is not known."""
    if pixels is None or min(pixels) <= 0:
        return box
    x, y, w, h = box
    least = 1.01 * FINGER / (WIDTH * SPOT)         # CSS px per unit for a finger-wide destination (a hair
                                                   # over: the box and the measured size are rounded)
    if min(pixels[0] / w, pixels[1] / h) >= least:  # the scale the svg draws at ("meet")
        return box
    nw, nh = min(w, pixels[0] / least), min(h, pixels[1] / least)
    if focus:
        xs, ys = zip(*focus)
        cx, cy = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    else:
        cx, cy = x + w / 2, y + h / 2
    left, top = min(max(cx - nw / 2, x), x + w - nw), min(max(cy - nh / 2, y), y + h - nh)
    return (round(left, 1), round(top, 1), round(nw, 1), round(nh, 1))


def off_view(box: tuple[float, ...], points: Sequence[tuple[float, float]]) -> int:
    """How many of the cell centres ``points`` lie outside the view ``box``."""
    x, y, w, h = box
    return sum(not (x <= px <= x + w and y <= py <= y + h) for px, py in points)


def zoomed(box: tuple[float, ...], factor: float) -> tuple[float, float, float, float]:
    """The box scaled about its centre (factor < 1 zooms in)."""
    x, y, w, h = box
    nw, nh = w * factor, h * factor
    return (round(x + (w - nw) / 2, 1), round(y + (h - nh) / 2, 1), round(nw, 1), round(nh, 1))


# ----- names --------------------------------------------------------------------------------------
def piece_name(name: str, tr: Callable[..., str], players: tuple[str, str]) -> str:
    """``wA2`` -> "White Soldier Ant 2" (the accessible name of a piece)."""
    parts = name_parts(name)
    colour = players[parts.colour]
    bug = tr("hive.bug." + parts.kind)
    if parts.number:
        return tr("hive.piece", colour=colour, bug=bug, number=parts.number)
    return tr("hive.piece.single", colour=colour, bug=bug)


# ----- bug icons ----------------------------------------------------------------------------------
# Each bug in a 100x100 box centred on 0,0, drawn in currentColor; details in the tile's colour
# (--tile, set on the piece) so they read on both white and black pieces.
_DETAIL = 'style="fill:var(--tile);stroke:var(--tile)"'
_LEGS = 'fill="none" stroke="currentColor" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"'
BUGS: dict[str, str] = {
    "Q": (f'<g {_LEGS}><ellipse cx="-15" cy="-8" rx="15" ry="8" transform="rotate(-25 -15 -8)"/>'
          '<ellipse cx="15" cy="-8" rx="15" ry="8" transform="rotate(25 15 -8)"/></g>'
          '<path d="M-10 -40 L-10 -30 L10 -30 L10 -40 L5 -34 L0 -42 L-5 -34 Z"/>'
          '<circle cx="0" cy="-22" r="8"/><circle cx="0" cy="-8" r="8"/>'
          '<ellipse cx="0" cy="17" rx="13" ry="20"/>'
          f'<g {_DETAIL} stroke-width="4"><line x1="-12" y1="10" x2="12" y2="10"/>'
          '<line x1="-12" y1="20" x2="12" y2="20"/><line x1="-8" y1="30" x2="8" y2="30"/></g>'),
    "B": (f'<g {_LEGS}><path d="M-16 -4 L-30 -14 M-18 8 L-32 8 M-16 20 L-30 30 M16 -4 L30 -14 M18 8 L32 8 M16 20 L30 30"/>'
          '<path d="M-6 -28 Q-12 -40 -4 -44 M6 -28 Q12 -40 4 -44"/></g>'
          '<ellipse cx="0" cy="-23" rx="10" ry="7"/><ellipse cx="0" cy="8" rx="20" ry="26"/>'
          f'<line x1="0" y1="-16" x2="0" y2="33" stroke-width="3" {_DETAIL}/>'),
    "S": (f'<g {_LEGS}><path d="M-8 -8 L-24 -22 L-30 -34 M-9 -3 L-30 -10 L-40 -22 M-9 3 L-30 8 L-40 22 M-8 8 L-24 24 L-30 38'
          ' M8 -8 L24 -22 L30 -34 M9 -3 L30 -10 L40 -22 M9 3 L30 8 L40 22 M8 8 L24 24 L30 38"/></g>'
          '<circle cx="0" cy="-4" r="10"/><circle cx="0" cy="20" r="15"/>'
          f'<circle cx="0" cy="18" r="4" {_DETAIL}/>'),
    "G": (f'<g {_LEGS}><path d="M-4 -34 L-14 -46 M4 -34 L14 -46"/>'
          '<path d="M-7 8 L-26 -8 L-22 36 M7 8 L26 -8 L22 36" stroke-width="5"/>'
          '<path d="M-6 -16 L-18 -6 M6 -16 L18 -6 M-6 -6 L-18 6 M6 -6 L18 6"/></g>'
          '<circle cx="0" cy="-30" r="7"/><ellipse cx="0" cy="4" rx="8" ry="26"/>'),
    "A": (f'<g {_LEGS}><path d="M-4 -32 Q-10 -42 -18 -42 M4 -32 Q10 -42 18 -42"/>'
          '<path d="M-5 -12 L-20 -20 L-26 -30 M-6 -7 L-24 -6 L-32 -12 M-5 -2 L-20 8 L-24 20'
          ' M5 -12 L20 -20 L26 -30 M6 -7 L24 -6 L32 -12 M5 -2 L20 8 L24 20"/></g>'
          '<circle cx="0" cy="-26" r="8"/><ellipse cx="0" cy="-8" rx="6" ry="9"/><ellipse cx="0" cy="20" rx="12" ry="16"/>'),
    "M": (f'<g {_LEGS} stroke-width="2.5"><path d="M0 -24 L0 -48"/>'
          '<path d="M-3 -4 L-22 -18 L-34 -6 M-3 2 L-26 4 L-40 24 M-3 8 L-18 26 L-24 44'
          ' M3 -4 L22 -18 L34 -6 M3 2 L26 4 L40 24 M3 8 L18 26 L24 44"/>'
          '<ellipse cx="-14" cy="-14" rx="16" ry="6" transform="rotate(-30 -14 -14)"/>'
          '<ellipse cx="14" cy="-14" rx="16" ry="6" transform="rotate(30 14 -14)"/></g>'
          '<circle cx="0" cy="-18" r="6"/><ellipse cx="0" cy="10" rx="5" ry="22"/>'),
    "L": (f'<g {_LEGS}><path d="M-5 -28 Q-10 -40 -18 -40 M5 -28 Q10 -40 18 -40"/></g>'
          '<path d="M-12 -16 A12 12 0 0 1 12 -16 Z"/><circle cx="0" cy="8" r="24"/>'
          f'<g {_DETAIL}><line x1="0" y1="-16" x2="0" y2="32" stroke-width="3"/>'
          '<circle cx="-11" cy="-2" r="5"/><circle cx="11" cy="-2" r="5"/><circle cx="-12" cy="16" r="5"/>'
          '<circle cx="12" cy="16" r="5"/></g>'),
    "P": (f'<g {_LEGS} stroke-width="3"><path d="M-4 -30 Q-10 -40 -16 -42 M4 -30 Q10 -40 16 -42"/>'
          '<path d="M-18 -16 L-26 -18 M-19 -6 L-28 -6 M-19 4 L-28 4 M-18 14 L-27 16 M-15 23 L-23 28'
          ' M18 -16 L26 -18 M19 -6 L28 -6 M19 4 L28 4 M18 14 L27 16 M15 23 L23 28"/></g>'
          '<ellipse cx="0" cy="0" rx="19" ry="30"/>'
          f'<g {_DETAIL} fill="none" stroke-width="3"><path d="M-18 -14 Q0 -8 18 -14 M-19 -3 Q0 3 19 -3'
          ' M-19 8 Q0 14 19 8 M-16 19 Q0 25 16 19"/></g>'),
}


def defs_svg() -> str:
    """One hidden SVG holding the bug symbols that board and racks ``<use>``."""
    symbols = "".join(f'<symbol id="hive-bug-{k}" viewBox="-50 -50 100 100">{BUGS[k]}</symbol>' for k in KINDS)
    return f'<svg class="hive-defs" aria-hidden="true" focusable="false" width="0" height="0"><defs>{symbols}</defs></svg>'


@functools.lru_cache(maxsize=1024)
def tile_svg(piece: NameParts, x: float, y: float, *, scale: float = 1.0, icon: bool = True) -> str:
    """One piece tile (or a rack chip's, which has no number): hex, inner ring (solid for White, dashed
    for Black), bug icon and letters."""
    colour = COLOUR_CLASS[piece.colour]
    radius = SIZE * 0.93 * scale
    parts = [f'<g class="tile {colour}">',
             f'<polygon class="face" points="{hex_points(x, y, radius)}"/>',
             f'<polygon class="ring" points="{hex_points(x, y, radius * 0.8)}"/>']
    if icon:
        s = 0.62 * scale
        parts.append(f'<use href="#hive-bug-{piece.kind}" class="bug" x="{x - 50 * s:.1f}" y="{y - 50 * s - 4 * scale:.1f}"'
                     f' width="{100 * s:.1f}" height="{100 * s:.1f}"/>')
        parts.append(f'<text class="letter" x="{x + radius * 0.5:.1f}" y="{y + radius * 0.62:.1f}">{esc(piece.letters)}</text>')
    parts.append("</g>")
    return "".join(parts)


# ----- the board ----------------------------------------------------------------------------------
def render_board(view: dict[str, Any], *, tr: Callable[..., str], players: tuple[str, str], turn: int = 0,
                 viewbox: tuple[float, ...] | None = None, selectable: Iterable[str] = (),
                 selected: str | None = None, inspected: str | None = None, dests: Iterable[Dest] = (),
                 marks: dict[str, str] | None = None, inspectable: Iterable[str] = (),
                 movable: Iterable[str] = (), reach: dict[str, list[str]] | None = None, still: bool = False,
                 zoomable: bool = True) -> str:
    """SVG for a Hive view; every cell is named as the view names it.

    ``selectable``: cells whose click selects their top piece or opens the stack (``data-select="cell:<name>"``);
    ``movable``: cells whose top piece has legal moves (highlighted, and carried by a drag: ``drag:<name>``);
    ``inspectable``: stacks that can be opened while nothing can be played (``data-action=hive-inspect``);
    ``dests``: destinations of the selected piece, each a ``data-move`` button drawn over the board;
    ``reach``: cell -> the drag handles whose piece may land there: drop targets (a selectable cell
    itself, else a spot over the cell), lit while one of those pieces is carried (board_input.py marks them ``reachable``);
    ``marks``: ``{cell: "last-from" | "last-to" | "last-to arc"}`` for the last move (``arc``: a climb or
    a throw, which hops as it slides); the piece moved last takes the focus after a move
    (``data-focus``) when the player can pick it; a rules example marks a piece ``mover`` or ``gate`` and
    an empty cell ``blocked`` (crossed out); ``still``: the board was just turned, so nothing slides;
    ``zoomable``: False for a picture that is only looked at (the shell leaves it alone).
    """
    stacks, places = stacks_of(view), places_of(view)
    selectable, inspectable, movable, marks = set(selectable), set(inspectable), set(movable), marks or {}
    reach = reach or {}
    box = tuple(viewbox) if viewbox else fit_box(view, turn)
    classes = "board hive-board" + (" still" if still else "")
    parts = [f'<svg class="{classes}"{" data-zoomable" if zoomable else ""} viewBox="{" ".join(f"{round(v, 1):g}" for v in box)}"'
             f' role="group"{attrs(aria_label=tr("hive.board"))}><g class="under">']
    for name, mark in sorted(marks.items()):
        if mark == "last-from" and name in places and name not in stacks:
            x, y = centre(places[name], turn)
            parts.append(f'<polygon class="last-from" points="{hex_points(x, y, SIZE * 0.9)}"/>')
        if mark == "blocked" and name in places and name not in stacks:
            x, y = centre(places[name], turn)
            d = SIZE * 0.32
            parts.append(f'<polygon class="blocked" points="{hex_points(x, y, SIZE * 0.9)}"/>'
                         f'<path class="blocked-x" d="M{x - d:.1f} {y - d:.1f} L{x + d:.1f} {y + d:.1f} M{x + d:.1f} {y - d:.1f} L{x - d:.1f} {y + d:.1f}"/>')
    if not stacks:                                  # the start cell, where the first piece goes
        for place in view["free"]:
            x, y = centre((place["q"], place["r"]), turn)
            parts.append(f'<polygon class="start-cell" points="{hex_points(x, y, SIZE * 0.93)}"/>'
                         f'<title>{esc(tr("hive.empty"))}</title>')
    parts.append('</g><g class="pieces">')
    words = {name: set(mark.split()) for name, mark in marks.items()}
    moved = next((stacks[name][-1] for name, said in words.items() if "last-to" in said and name in stacks), None)
    placed = not any("last-from" in said for said in words.values())
    fallen = set(view["surrounded"])
    drawn = []
    for name, stack in stacks.items():
        x, y = centre(places[name], turn)
        drawn += [((piece == moved, level, y, x), piece, name, level) for level, piece in enumerate(stack)]
    # Lower pieces of a stack first; north to south, so a stack's lower edges overlap correctly; the piece moved last on top.
    for _, piece, name, level in sorted(drawn):
        stack = stacks[name]
        x, y = centre(places[name], turn)
        below = len(stack) - 1 - level
        if below:                                   # a covered piece peeks out below right
            parts.append(_placed(piece, x + STACK_SHIFT[0] * below, y + STACK_SHIFT[1] * below, "piece",
                                 tile_svg(name_parts(piece), 0, 0, icon=False)))
            continue
        said = words.get(name, set())
        motion = (" enter" if placed else " arc" if "arc" in said else "") if piece == moved else ""
        cell = _cell(name, stack, tr, players, selectable=name in selectable, selected=name == selected,
                     inspected=name == inspected, last="last-to" in said, inspectable=name in inspectable,
                     movable=name in movable, fallen=name in fallen,
                     reach=reach.get(name, []) if name in selectable else [])
        if name in movable:                         # the handle a drag carries (no toggle: see HiveScreen.on_select)
            cell = f'<g{attrs(class_="grip", data_drag=True, data_select=f"drag:{name}")}>{cell}</g>'
        parts.append(_placed(piece, x, y, "piece" + motion, cell))
    parts.append('</g><g class="over">')
    rings = [(name, "fallen-ring") for name in sorted(fallen & stacks.keys())]
    rings += [(name, "mark-" + mark) for name, mark in sorted(marks.items()) if mark in ("mover", "gate") and name in stacks]
    rings += [(name, "mark-hint") for name, mark in sorted(marks.items()) if mark in ("hint-from", "hint-to") and name in places]
    for name, ring in rings:                        # over the neighbours, so a ring shows all round
        x, y = centre(places[name], turn)
        parts.append(f'<polygon class="{ring}" points="{hex_points(x, y, SIZE * 1.08)}"/>')
    parts.append('</g><g class="drops">')
    for name, handles in sorted(reach.items()):     # a selectable cell is its own drop target; other cells get a spot
        if name not in selectable:
            x, y = centre(places[name], turn)
            spot = attrs(class_="drop", data_drop=True, data_select=f"cell:{name}", data_for=" ".join(handles), aria_hidden="true")
            parts.append(f'<g{spot}><polygon class="reach" points="{hex_points(x, y, SIZE * 0.88)}"/></g>')
    parts.append('</g><g class="dests">')
    for dest in dests:
        parts.append(_dest(dest, places[dest.cell], turn, dest.cell in stacks))
    parts.append("</g></svg>")
    return "".join(parts)


def _placed(piece: str, x: float, y: float, classes: str, inner: str) -> str:
    """A piece's element, found again by its name at every redraw and moved by its transform (so it can slide)."""
    return f'<g class="{classes}" data-key="{esc(piece)}" style="transform: translate({x:.1f}px, {y:.1f}px)">{inner}</g>'


def _cell(name: str, stack: list[str], tr: Callable[..., str], players: tuple[str, str], *, selectable: bool,
          selected: bool, inspected: bool, last: bool, inspectable: bool, movable: bool, fallen: bool,
          reach: list[str]) -> str:
    """The top piece of a cell, drawn about (0, 0): what is clicked, focused, named and dropped on."""
    top = stack[-1]
    piece = name_parts(top)
    # The letters shown on the tile are a word of the name (axe: label-content-name-mismatch).
    label = tr("hive.cell", piece=piece_name(top, tr, players), name=piece.letters)
    if len(stack) > 1:
        label += ", " + tr("hive.stack", count=len(stack), top=top)
    classes = ["cell", COLOUR_CLASS[piece.colour]]
    if len(stack) > 1:
        classes.append("stack")
    if selectable:
        classes.append("selectable")
    if movable:
        classes.append("movable")
    if selected:
        classes.append("selected")
        label += ", " + tr("hive.selected")
    if inspected:
        classes.append("inspected")
    if last:
        classes.append("last-to")
        label += ", " + tr("hive.last")
    if fallen:
        classes.append("surrounded")
        label += ", " + tr("hive.surrounded")
    button = selectable or inspectable
    head = attrs(class_=" ".join(classes), data_cell=name, data_piece=top,
                 data_select=f"cell:{name}" if selectable else None,
                 data_action="hive-inspect" if inspectable and not selectable else None,
                 data_value=name if inspectable and not selectable else None,
                 data_drop=bool(reach), data_for=" ".join(reach) or None, data_focus=button and last,
                 role="button" if button else "img", tabindex="0" if button else None, aria_label=label,
                 aria_pressed=("true" if selected else "false") if selectable else None)
    parts = [f"<g{head}>", f'<polygon class="halo" points="{hex_points(0, 0, SIZE * 1.02)}"/>', tile_svg(piece, 0, 0)]
    if len(stack) > 1:
        bx, by = SIZE * 0.7, -SIZE * 0.74               # on the top-right edge, clear of the icon
        parts.append(f'<g class="height" aria-hidden="true"><circle cx="{bx:.1f}" cy="{by:.1f}" r="12"/>'
                     f'<text x="{bx:.1f}" y="{by + 5.5:.1f}">{len(stack)}</text></g>')
    if last:
        parts.append(f'<polygon class="last-ring" points="{hex_points(0, 0, SIZE * 1.0)}"/>')
    if reach:
        parts.append(f'<polygon class="reach" points="{hex_points(0, 0, SIZE * 0.88)}"/>')
    parts.append("</g>")
    return "".join(parts)


_MARKERS = {
    "place": '<circle class="marker" cx="{x}" cy="{y}" r="11"/>',
    "move": '<circle class="marker" cx="{x}" cy="{y}" r="11"/>',
    "climb": '<path class="marker" d="M{x0} {y1} L{x} {y0} L{x2} {y1} Z"/>',
    "throw": '<path class="marker" d="M{tx0} {ty0} A16 16 0 1 1 {tx1} {ty0}" fill="none"/>'
             '<path class="marker-head" d="M{hx0} {hy0} L{tx1} {ty1} L{hx1} {hy1}" fill="none"/>',
}


def _dest(dest: Dest, at: tuple[int, int], turn: int, occupied: bool) -> str:
    """A destination of the selected piece: a click plays its move, a piece dropped on it lands there."""
    x, y = centre(at, turn)
    marker = _MARKERS[dest.kind].format(
        x=f"{x:.1f}", y=f"{y:.1f}", x0=f"{x - 14:.1f}", x2=f"{x + 14:.1f}", y0=f"{y - 16:.1f}", y1=f"{y + 10:.1f}",
        tx0=f"{x - 12:.1f}", tx1=f"{x + 12:.1f}", ty0=f"{y + 6:.1f}", ty1=f"{y + 8:.1f}",
        hx0=f"{x + 4:.1f}", hy0=f"{y + 2:.1f}", hx1=f"{x + 20:.1f}", hy1=f"{y + 2:.1f}")
    head = attrs(class_=f"dest {dest.kind}" + (" on-stack" if occupied else ""), data_move=dest.move,
                 data_cell=dest.cell, data_drop=True, data_select=f"cell:{dest.cell}", role="button", tabindex="0",
                 aria_label=dest.label)
    return (f"<g{head}><polygon class=\"spot\" points=\"{hex_points(x, y, SIZE * SPOT)}\"/>{marker}</g>")


# ----- racks (pieces in hand) ---------------------------------------------------------------------
def rack_html(view: dict[str, Any], player: int, *, tr: Callable[..., str], players: tuple[str, str],
              selectable: Iterable[str] = (), selected: str | None = None, position: str = "rack-top",
              hinted: str | None = None) -> str:
    """One player's pieces in hand, a chip per bug kind with its count beside the tile and the bug's
    name as a tooltip; ``selectable`` kinds are buttons (``data-select="rack:<bug>"``), each in the
    keyboard's path and named with its count, and carried by a drag (``take:<bug>``); the ``hinted``
    kind is ringed (a hint placing it)."""
    letter = COLOUR_CLASS[player]
    reserve = view["reserve"][letter]
    counts = {k: sum(1 for name in reserve if name_parts(name).kind == k) for k in KINDS}
    selectable = set(selectable)
    active = view["result"] is None and view["to_move"] == player
    chips = []
    for kind in KINDS:
        count = counts[kind]
        if not count:
            continue
        bug = tr("hive.bug." + kind)
        label = tr("hive.rack.item", bug=bug, count=count)
        chosen = selected == kind
        can = kind in selectable
        head = attrs(class_="chip" + (" selected" if chosen else "") + (" selectable" if can else "")
                     + (" hinted" if kind == hinted else ""),
                     type="button" if can else None, data_select=f"rack:{kind}" if can else None,
                     data_kind=kind, tabindex="0" if can else None, aria_label=None if can else label, title=label,
                     aria_pressed=("true" if chosen else "false") if can else None, role=None if can else "img")
        tag = "button" if can else "span"
        chip = (f"<{tag}{head}><svg viewBox=\"-44 -44 88 88\" aria-hidden=\"true\" focusable=\"false\">"
                f"{tile_svg(NameParts(player, kind, ''), 0, 0, scale=1.0)}</svg>"
                + (f'<span class="vh">{esc(tr("hive.rack.in-hand", bug=bug))} </span><span class="count">{count}</span>' if can
                   else f'<span class="count" aria-hidden="true">{count}</span>')   # a button's name holds its visible count
                + f"</{tag}>")
        chips.append(f'<span{attrs(class_="grip", data_drag=True, data_select=f"take:{kind}")}>{chip}</span>' if can else chip)
    if not chips:
        chips.append(f'<span class="rack-empty">{esc(tr("hive.rack.empty"))}</span>')
    name = players[player]
    return (f'<div{attrs(class_=f"hive-rack {letter} {position}" + (" active" if active else ""), role="group", aria_label=tr("hive.rack", player=name))}>'
            f'<span class="rack-name" aria-hidden="true">{esc(name)}{" ▸" if active else ""}</span>'
            f'<div class="chips">{"".join(chips)}</div></div>')


def legend_html(tr: Callable[..., str]) -> str:
    """Every bug as its tile is drawn (White's) with its name and notation letter beside it (the tile's own letter is
    small); a picture, not a control."""
    items = "".join(f'<li><svg viewBox="-44 -44 88 88" aria-hidden="true" focusable="false">{tile_svg(NameParts(0, kind, ""), 0, 0)}</svg>'
                    f'<span>{esc(tr("hive.bug." + kind))} <b>{kind}</b></span></li>' for kind in KINDS)
    return f'<ul class="hive-legend">{items}</ul>'


# ----- around the board ---------------------------------------------------------------------------
def tools_html(tr: Callable[..., str], box: tuple[float, ...]) -> str:
    """Zoom in, zoom out (each sends the box shown, to scale about its centre), fit the hive, and turn
    the board a sixth of a turn either way."""
    shown = ",".join(f"{v:g}" for v in box)

    def button(label: str, text: str, action: str, value: str | None) -> str:
        return (f'<button{attrs(type="button", data_action=action, data_value=value, aria_label=tr(label), title=tr(label))}>'
                f"{esc(text)}</button>")
    return (f'<div class="hive-tools" role="toolbar"{attrs(aria_label=tr("hive.zoom"))}>'
            + button("hive.zoom.in", "+", "hive-zoom", f"in:{shown}") + button("hive.zoom.out", "−", "hive-zoom", f"out:{shown}")
            + button("hive.turn.left", "↺", "hive-turn", "-1") + button("hive.turn.right", "↻", "hive-turn", "1")
            + button("hive.fit", tr("hive.fit.short"), "fit", None) + "</div>")


def stack_html(view: dict[str, Any], cell: str | None, tr: Callable[..., str], players: tuple[str, str]) -> str:
    """The pieces of an opened stack, bottom to top, each as a small tile and its name."""
    stack = stacks_of(view).get(cell or "")
    if stack is None:
        return ""
    items = "".join(f'<li><svg viewBox="-44 -44 88 88" aria-hidden="true" focusable="false">{tile_svg(name_parts(name), 0, 0)}</svg>'
                    f"{esc(piece_name(name, tr, players))} <code>{esc(name)}</code></li>" for name in stack)
    title = tr("hive.stack.title", count=len(stack), name=stack[-1])
    return (f'<div class="hive-stack-info" role="region"{attrs(aria_label=title)}><p>{esc(title)}</p><ol>{items}</ol>'
            f'<button{attrs(type="button", data_action="hive-inspect", data_value="")}>{esc(tr("hive.stack.close"))}</button></div>')
