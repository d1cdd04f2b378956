"""The Mądre kości board and dice tray as text: pure functions of a view, tested under CPython.

The board is an SVG of the 8×12 squares with coordinates and the middle line; pawns are dice in
their player's colour showing their face in pips, and a player's dice also differ by their frame
(Red: one solid frame, Blue: a double frame), so colour is never the only signal. A tower is drawn
as a stack, each lower die offset down-left and darkened as blocked, the top die up-right; every
square has an accessible name that reads the stack from the bottom. The dice lie in one layer above
the squares, each keyed by its pawn and placed by a CSS transform, so a move slides its die (the
page patches the transform, kosci.css gives the transition); arrows lie under them and never hide
pips. The tray (HTML) shows scores, the banners and the four rolling dice.
"""
from __future__ import annotations

import functools

from dataclasses import dataclass
from typing import Any, Callable, Iterable

from stolik.kosci.board import COLUMNS, coordinates, square_at
from stolik.web.html import attrs, esc

S = 60                          # one square
# Margins: row numbers and the "+10" mark (between rows 6 and 7) left, exit arrows top, only the frame right,
# letters bottom; narrow at the sides, so that on a 390 px phone a square is 44 px (a finger).
ML, MT, MR, MB = 39, 34, 9, 34
DIE = 44                        # a lone pawn's die; a tower's dice are drawn smaller
WIDTH, HEIGHT = ML + 8 * S + MR, MT + 12 * S + MB
PLAYER_CLASS = ("red", "blue")
# Pip positions of each face on a die, in units of a third of the die (rows top to bottom).
PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)),
}


@dataclass(frozen=True)
class Arrow:
    """A move shown on the board: from a square to a square, or off the board through ``end``."""

    key: str                      # matches data-outcome of the panel button that previews it
    src: str
    dst: str | None               # None: the pawn leaves the board
    end: tuple[float, float]      # (column, row) where the arrow ends, beyond the edge for an exit
    points: int


@dataclass(frozen=True)
class Target:
    """A clickable destination of the chosen pawn: a square, or an 'off' marker past the edge."""

    move: str
    label: str
    square: str | None
    end: tuple[float, float]
    points: int


def centre(col: float, row: float, flipped: bool) -> tuple[float, float]:
    """Screen centre of (column, row); Red's row 1 is at the bottom unless flipped."""
    x = ML + ((7 - col) if flipped else col) * S + S / 2
    y = MT + (row if flipped else (11 - row)) * S + S / 2
    return x, y


def die_svg(x: float, y: float, size: float, face: int, cls: str, pips: bool = True) -> str:
    """A die centred at (x, y) showing ``face`` in pips; ``cls`` gives its colours and frame."""
    half = size / 2
    third = size * 0.27
    radius = size * 0.1
    parts = [f'<g class="{cls}"><rect class="die-body" x="{x - half:.1f}" y="{y - half:.1f}" width="{size:.1f}" '
             f'height="{size:.1f}" rx="{size * 0.18:.1f}"/>',
             f'<rect class="die-inner" x="{x - half + 4:.1f}" y="{y - half + 4:.1f}" width="{size - 8:.1f}" '
             f'height="{size - 8:.1f}" rx="{size * 0.12:.1f}"/>']
    if pips:
        parts += [f'<circle class="pip" cx="{x + dx * third:.1f}" cy="{y + dy * third:.1f}" r="{radius:.1f}"/>'
                  for dx, dy in PIPS[face]]
    parts.append("</g>")
    return "".join(parts)


@functools.lru_cache(maxsize=2)
def chip_symbols(player: int) -> str:
    """A hidden SVG holding ``player``'s six die faces as symbols, for the chips of a list to ``<use>``:
    a roll's 30 outcomes each drawing a whole die made the list 24 KB of markup."""
    colour = PLAYER_CLASS[player]
    symbols = "".join(f'<symbol id="kd-chip-{colour}-{face}" viewBox="0 0 60 60">{die_svg(30, 30, 50, face, "die pawn " + colour)}</symbol>'
                      for face in PIPS)
    return f'<svg class="kd-chips" aria-hidden="true" focusable="false" width="0" height="0">{symbols}</svg>'


def chip(face: int, player: int) -> str:
    """A small die of ``player``'s showing ``face``; the page must hold ``chip_symbols(player)``."""
    return f'<svg class="chip" viewBox="0 0 60 60" aria-hidden="true"><use href="#kd-chip-{PLAYER_CLASS[player]}-{face}"/></svg>'


def pawn_name(pawn_id: str, names: tuple[str, str], tr: Callable[..., str]) -> str:
    return tr("kosci.pawn", player=names["AB".index(pawn_id[0])], face=pawn_id[1])


def square_label(square: str, stack: list[str], names: tuple[str, str], tr: Callable[..., str]) -> str:
    """What a screen reader hears for a square: empty, one pawn, or a tower from the bottom."""
    if not stack:
        return tr("kosci.square.empty", square=square)
    if len(stack) == 1:
        return tr("kosci.square.pawn", square=square, pawn=pawn_name(stack[0], names, tr))
    pawns = [pawn_name(p, names, tr) for p in stack]
    pawns = [tr("kosci.pawn.blocked", pawn=p) for p in pawns[:-1]] + pawns[-1:]
    return tr("kosci.square.tower", square=square, pawns=", ".join(pawns))


@dataclass(frozen=True)
class Place:
    """Where a pawn's die is drawn: its centre, its size against a lone die, how high in its tower."""

    x: float
    y: float
    scale: float
    level: int
    hidden: bool = False          # under the four top dice of a tall tower


def tower_places(x: float, y: float, stack: list[str]) -> dict[str, Place]:
    """A square's dice: one die, or a tower drawn bottom first, each lower die offset down-left and only
    the top four seen."""
    if len(stack) == 1:
        return {stack[0]: Place(x, y, 1.0, 0)}
    seen = min(len(stack), 4)
    size = 38 if seen == 2 else 34
    step = 12 if seen == 2 else 8
    mid = (seen - 1) / 2
    places = {}
    for level, pawn in enumerate(stack):
        offset = (max(0, level - (len(stack) - seen)) - mid) * step
        places[pawn] = Place(x + offset, y - offset, size / DIE, level, hidden=level < len(stack) - seen)
    return places


def render_board(view: dict[str, Any], *, tr: Callable[..., str], names: tuple[str, str], flipped: bool = False,
                 marks: dict[str, Any] | None = None, selectable: dict[str, tuple[str, str]] | None = None,
                 chosen: str | None = None, pending: dict[str, str] | None = None,
                 arrows: Iterable[Arrow] = (), targets: Iterable[Target] = (),
                 last: str | None = None, rows: tuple[int, int] = (1, 12), ids: str = "kb") -> str:
    """SVG of a view.

    ``selectable``: square -> (data-select value, accessible name) for squares the player may choose
    (setup squares, movable pawns); ``chosen``: the chosen square; ``pending``: square -> pawn id of a
    setup not yet confirmed; ``arrows``: the moves drawn (the chosen pawn's; a move pointed at in the
    panel is drawn into the empty ``data-pointed`` group, see render_arrow); ``targets``: clickable destinations of the chosen
    pawn; ``marks``: the last move's "from"/"to" squares ("to" gets ``data-focus`` when it may be
    chosen, so the shell puts the keyboard focus there), the "piece" that moved, the squares of its
    "path" and where it "end"-ed as (column, row), past the edge for an exit; ``last``: the pawn drawn
    last when the marks name none (the one that moved last, while the dice roll after it); ``rows``: the
    lowest and highest row shown, with the coordinates beside them (a rules example shows a few rows);
    ``ids``: what the SVG's ids begin with, so two boards on one page (the rules examples) each point
    their arrows at their own arrowhead and no id is given twice.
    """
    marks, selectable, pending = marks or {}, selectable or {}, pending or {}
    stacks: dict[str, list[str]] = {sq: list(ids) for sq, ids in view["stacks"].items()}
    for square, pawn in pending.items():
        stacks[square] = [pawn]
    bottom = names[1 if flipped else 0]
    low, high = rows
    box, frame = _outline(low, high, flipped)
    parts = [f'<svg class="board kb" viewBox="{box}" role="group"{attrs(aria_label=tr("kosci.board", bottom=bottom))}>',
             _defs(ids), frame]
    for row in range(low - 1, high):
        for col in range(8):
            parts.append(_square(col, row, flipped, stacks, marks, selectable, chosen, pending, names, tr))
    parts.append(_coordinates(flipped, low, high))
    y_mid = MT + 6 * S
    parts.append(f'<g class="middle" aria-hidden="true"><line x1="{ML - 4}" y1="{y_mid}" x2="{ML + 8 * S + 4}" y2="{y_mid}"/>'
                 f'<rect x="{ML - 38}" y="{y_mid - 12}" width="38" height="24" rx="12"/>'
                 f'<text x="{ML - 19}" y="{y_mid + 5}">+10</text></g>')    # on the frame, between the row numbers 6 and 7
    # Every child up to the pawn layer is always there, so the layer keeps its place among the board's
    # children and the page patches it in place (a replaced layer would stop its dice sliding).
    parts.append(_last_path(marks, flipped))
    arrows, targets = list(arrows), list(targets)
    ends = {t.end for t in targets}           # a target shows its points: its arrow does not say them again
    drawn = "".join(_arrow(a, flipped, a.end not in ends, bool(a.dst and stacks.get(a.dst)), ids) for a in arrows)
    parts.append(f'<g class="previews">{drawn}</g><g class="pointed" data-pointed=""></g>')   # under the dice: no pip hidden
    parts.append(_pawns(view, stacks, set(pending.values()), marks, marks.get("piece", last), flipped))
    parts.extend(f'<text class="tower-count" aria-hidden="true" x="{x + S / 2 - 4:.1f}" y="{y + S / 2 - 5:.1f}">×{len(stack)}</text>'
                 for square, stack in stacks.items() if len(stack) > 2 for x, y in [centre(*coordinates(square), flipped)])
    parts.extend(_target(t, flipped, bool(t.square and stacks.get(t.square))) for t in targets)
    parts.append("</svg>")
    return "".join(parts)


def _defs(ids: str) -> str:
    return (f'<defs><marker id="{ids}-head" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">'
            '<path d="M0,0 L10,5 L0,10 z" class="arrow-head"/></marker></defs>')


def _square(col: int, row: int, flipped: bool, stacks: dict[str, list[str]], marks: dict[str, Any],
            selectable: dict[str, tuple[str, str]], chosen: str | None, pending: dict[str, str],
            names: tuple[str, str], tr: Callable[..., str]) -> str:
    """A square: its cell, the ring that marks it (last move, choosable, chosen) and its accessible
    name; the dice on it are drawn in the pawn layer above."""
    name = square_at(col, row)
    x, y = centre(col, row, flipped)
    stack = stacks.get(name, [])
    classes = ["sq", "dark" if (col + row) % 2 == 0 else "light"]
    if row == 0:
        classes.append("home-red")
    elif row == 11:
        classes.append("home-blue")
    if marks.get("from") == name:
        classes.append("last-from")
    if marks.get("to") == name:
        classes.append("last-to")
    select = selectable.get(name)
    if select:
        classes.append("selectable")
    if chosen == name:
        classes.append("chosen")
    if name in pending:
        classes.append("pending")
    title = square_label(name, stack, names, tr) if stack else None
    return _square_svg(name, x, y, " ".join(classes), select, chosen == name,
                       bool(select) and marks.get("to") == name, select[1] if select else title, title)


_RINGED = frozenset({"last-from", "last-to", "selectable", "chosen"})     # the classes kosci.css rings


@functools.lru_cache(maxsize=4096)
def _square_svg(name: str, x: float, y: float, classes: str, select: tuple[str, str] | None, chosen: bool,
                focus: bool, label: str | None, title: str | None) -> str:
    """A square's markup: most squares look the same from one redraw to the next (96 per redraw)."""
    group = attrs(class_=classes, data_sq=name, data_select=select[0] if select else None,
                  role="button" if select else ("img" if title else None), tabindex="0" if select else None,
                  data_focus=focus, aria_label=label,
                  aria_pressed=("true" if chosen else "false") if select else None)
    body = f'<rect class="cell" x="{x - S / 2}" y="{y - S / 2}" width="{S}" height="{S}"/>'
    if _RINGED.intersection(classes.split()):       # a plain square has none: 85 elements fewer to redraw a move
        body += f'<rect class="ring" x="{x - S / 2 + 3}" y="{y - S / 2 + 3}" width="{S - 6}" height="{S - 6}" rx="6"/>'
    if title:
        body += f"<title>{esc(title)}</title>"
    return f"<g{group}>{body}</g>"


def _clamped(point: tuple[float, float]) -> tuple[float, float]:
    """A point past the top or bottom edge pulled back into the margin, where it can still be seen."""
    x, y = point
    return x, max(MT / 2, min(HEIGHT - MB / 2, y))


def _last_path(marks: dict[str, Any], flipped: bool) -> str:
    """The last move's way, under the dice until the next move: a line from its square to where it
    ended, a dot on each square passed over."""
    if "end" not in marks:
        return '<g class="last-path" aria-hidden="true"></g>'
    x1, y1 = centre(*coordinates(marks["from"]), flipped)
    end: tuple[float, float] = marks["end"]
    x2, y2 = _clamped(centre(*end, flipped))
    passed = marks["path"][:-1] if marks.get("to") else marks["path"]
    dots = "".join(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="6"/>' for sq in passed for x, y in [centre(*coordinates(sq), flipped)])
    return (f'<g class="last-path" aria-hidden="true"><line x1="{x1:.1f}" y1="{y1:.1f}" x2="{x2:.1f}" y2="{y2:.1f}"/>'
            f"{dots}</g>")


def _pawns(view: dict[str, Any], stacks: dict[str, list[str]], pending: set[str], marks: dict[str, Any],
           mover: str | None, flipped: bool) -> str:
    """Every pawn on the board or gone off it, each a group keyed by its id and placed by a CSS transform:
    when a move changes the transform, kosci.css slides the die along its straight path (and fades one
    that leaves). The ``mover`` comes last, drawn on top, and stays where it is among its siblings
    (web/patch.py moves the others around it), also while the next roll tumbles, so nothing interrupts
    its slide."""
    places: dict[str, Place] = {}
    for square, stack in stacks.items():
        places.update(tower_places(*centre(*coordinates(square), flipped), stack))
    tops = {stack[-1] for stack in stacks.values()}
    gone = sorted(p["id"] for p in view["pawns"] if p["exited"])
    order = [p for p in sorted(places, key=lambda p: (places[p].level, p)) + gone if p != mover]
    order += [mover] if mover in places or mover in gone else []
    out = ['<g class="pawns" aria-hidden="true">']
    for pawn in order:
        owner = "AB".index(pawn[0])
        cls = f"die pawn {PLAYER_CLASS[owner]}" + ("" if pawn in tops or pawn in gone else " blocked")
        cls += " pending-die" if pawn in pending else ""
        if pawn in places:
            place = places[pawn]
            x, y, scale, state = place.x, place.y, place.scale, " buried" if place.hidden else ""
        else:                    # off the board: where it left (the last move), else past its far edge
            end: tuple[float, float] = marks["end"] if pawn == marks.get("piece") else (3.5, 12.8 if owner == 0 else -1.8)
            (x, y), scale, state = _clamped(centre(*end, flipped)), 1.0, " gone"
        out.append(f'<g class="pawn-at{state}" data-key="{pawn}" style="transform: translate({x:.1f}px, {y:.1f}px) scale({scale:.3f})">'
                   f'{die_svg(0, 0, DIE, int(pawn[1]), cls)}</g>')
    out.append("</g>")
    return "".join(out)


@functools.lru_cache(maxsize=8)
def _outline(low: int, high: int, flipped: bool) -> tuple[str, str]:
    """The viewBox and the frame of rows ``low``..``high``: the whole board with its margins, or a few rows
    with a little room above them and the column letters below them."""
    top, bottom = _rows_span(low, high, flipped)
    frame = f'<rect class="frame" x="{ML - 4}" y="{top - 4:.0f}" width="{8 * S + 8}" height="{bottom - top + 8:.0f}" rx="6"/>'
    if (low, high) == (1, 12):
        return f"0 0 {WIDTH} {HEIGHT}", frame
    return f"0 {top - 8:.0f} {WIDTH} {bottom - top + 8 + MB:.0f}", frame


def _rows_span(low: int, high: int, flipped: bool) -> tuple[float, float]:
    """The top and bottom edge, on screen, of rows ``low``..``high``."""
    ys = (centre(0, low - 1, flipped)[1], centre(0, high - 1, flipped)[1])
    return min(ys) - S / 2, max(ys) + S / 2


@functools.lru_cache(maxsize=8)
def _coordinates(flipped: bool, low: int, high: int) -> str:
    """Column letters under the rows shown, row numbers beside them: the same at every redraw."""
    bottom = _rows_span(low, high, flipped)[1]
    out = ['<g class="coords" aria-hidden="true">']
    for col in range(8):
        x, _ = centre(col, 0, flipped)
        out.append(f'<text x="{x:.0f}" y="{bottom + 24:.0f}">{COLUMNS[col]}</text>')
    for row in range(low - 1, high):
        _, y = centre(0, row, flipped)
        out.append(f'<text class="row" x="{ML - 10}" y="{y + 6:.0f}">{row + 1}</text>')
    out.append("</g>")
    return "".join(out)


def _trimmed(x1: float, y1: float, x2: float, y2: float, start: float, end: float) -> tuple[float, float, float, float]:
    """The segment cut back by ``start`` and ``end``, measured along its larger step: half a square
    reaches a square's edge whether the move is straight or diagonal."""
    span = max(abs(x2 - x1), abs(y2 - y1)) or 1.0
    ux, uy = (x2 - x1) / span, (y2 - y1) / span
    return x1 + ux * start, y1 + uy * start, x2 - ux * end, y2 - uy * end


def points_spot(x: float, y: float, occupied: bool) -> tuple[float, float]:
    """Where a destination's points are written: its centre, or its lower edge when a pawn stands
    there, so that pawn's pips stay in sight."""
    return (x, y + S / 2 + 1) if occupied else (x, y)


def render_arrow(view: dict[str, Any], arrow: Arrow, *, flipped: bool, labelled: bool, ids: str = "kb") -> str:
    """The arrow of a move pointed at in the panel, for the board's ``data-pointed`` group (web/preview.py).
    Only that one is drawn: a hidden arrow for each of a roll's up to a hundred moves made every redraw
    of the board half again as long (in Chromium, tens of milliseconds of a move)."""
    return _arrow(arrow, flipped, labelled, bool(arrow.dst and view["stacks"].get(arrow.dst)), ids)


def _arrow(arrow: Arrow, flipped: bool, labelled: bool, occupied: bool, ids: str) -> str:
    """A move's arrow from the edge of its square to the edge of its destination, drawn under the dice,
    with its points unless a target already shows them."""
    x1, y1 = centre(*coordinates(arrow.src), flipped)
    x2, y2 = _clamped(centre(*arrow.end, flipped))
    sx, sy, ex, ey = _trimmed(x1, y1, x2, y2, S / 2, S / 2 - 2)
    cls = "preview" + (" exit" if arrow.dst is None else "")
    ring = ("" if arrow.dst is None else
            f'<rect class="dest{" occupied" if occupied else ""}" x="{x2 - S / 2 + 4:.1f}" y="{y2 - S / 2 + 4:.1f}" width="{S - 8}" height="{S - 8}" rx="8"/>')
    px, py = points_spot(x2, y2, occupied)
    if occupied and y1 > y2:      # arriving from below: the points go on the upper edge, off the arrow's head
        py -= S + 2
    text = f'<text x="{px:.1f}" y="{py + 6:.1f}">+{arrow.points}</text>' if labelled else ""
    return (f'<g{attrs(class_=cls, data_preview=arrow.key)} aria-hidden="true">{ring}'
            f'<line x1="{sx:.1f}" y1="{sy:.1f}" x2="{ex:.1f}" y2="{ey:.1f}" marker-end="url(#{ids}-head)"/>{text}</g>')


def _target(target: Target, flipped: bool, occupied: bool) -> str:
    """A destination to click: the whole square (or a pill past the edge for an exit), its points once."""
    x, y = _clamped(centre(*target.end, flipped))
    px, py = points_spot(x, y, occupied)
    points = f'<text class="target-points" x="{px:.1f}" y="{py + 6:.1f}">+{target.points}</text>'
    if target.square is None:
        shape = f'<rect class="hit off" x="{x - S / 2:.1f}" y="{y - 17:.1f}" width="{S}" height="34" rx="10"/>'
    else:
        shape = (f'<rect class="hit" x="{x - S / 2:.1f}" y="{y - S / 2:.1f}" width="{S}" height="{S}"/>'
                 f'<rect class="target-dot" x="{px - 22:.1f}" y="{py - 12:.1f}" width="44" height="24" rx="12"/>')
    return (f'<g{attrs(class_="target", data_move=target.move, role="button", tabindex="0", aria_label=target.label)}>'
            f"{shape}{points}</g>")


def render_roles(dice: Iterable[tuple[int, str]]) -> str:
    """The rolled dice in a row, each with the role it was given under it, as wide as the board so that
    an example's strip and its board scale alike."""
    parts = [f'<svg class="kb-roles" viewBox="0 0 {WIDTH} 100" aria-hidden="true">']
    for k, (face, role) in enumerate(dice):
        x = WIDTH * (2 * k + 1) / 8
        parts.append(f'{die_svg(x, 34, 56, face, "die roller")}<text x="{x:.0f}" y="90">{esc(role)}</text>')
    parts.append("</svg>")
    return "".join(parts)


# ----- the tray beside the board ---------------------------------------------------------------
def roll_dice_html(values: list[int] | None, *, rolling: bool = False, roles: list[str] | None = None) -> str:
    """The four rolling dice as small SVGs (blank when not rolled); ``roles`` labels each die."""
    out = []
    for k in range(4):
        face = values[k] if values else 1
        die = die_svg(30, 30, 50, face, "die roller" + (" blank" if not values else ""), pips=bool(values))
        role = f'<span class="role">{esc(roles[k])}</span>' if roles else ""
        out.append(f'<span class="roll-die{" rolling" if rolling else ""}"><svg viewBox="0 0 60 60" aria-hidden="true">{die}</svg>{role}</span>')
    return "".join(out)


def render_tray(view: dict[str, Any], *, tr: Callable[..., str], names: tuple[str, str],
                marks: dict[str, Any] | None = None) -> str:
    """Scores, whose turn, the extra-roll and last-roll banners and the dice, as HTML."""
    marks = marks or {}
    over = view["result"] is not None
    players = []
    for player in (0, 1):
        active = not over and view["to_move"] == player
        off = sum(1 for p in view["pawns"] if p["owner"] == player and p["exited"])
        notes = []
        if view["phase"] != "setup":
            notes.append(tr("kosci.tray.exits-open" if view["may_exit"][player] else "kosci.tray.exits-locked"))
        if off:
            notes.append(tr("kosci.tray.off", count=off))
        chip = f'<svg class="chip" viewBox="0 0 60 60" aria-hidden="true">{die_svg(30, 30, 50, 5, "die pawn " + PLAYER_CLASS[player])}</svg>'
        players.append(
            f'<li{attrs(class_="score " + PLAYER_CLASS[player] + (" active" if active else ""))}>{chip}'
            f'<span class="who">{esc(names[player])}{" ▶ " + esc(tr("kosci.tray.to-move")) if active else ""}</span>'
            f'<strong class="points">{view["scores"][player]}</strong>'
            f'<span class="notes">{esc(" · ".join(notes))}</span></li>')
    banners = []
    if not over and view["phase"] in ("play", "last"):
        if view["extra_roll"]:
            banners.append(f'<p class="banner extra">{esc(tr("kosci.banner.extra", player=names[view["to_move"]]))}</p>')
        if view["last_roll"]:
            banners.append(f'<p class="banner last">{esc(tr("kosci.banner.last", player=names[view["to_move"]]))}</p>')
    if view["phase"] == "setup":
        dice, caption = "", tr("kosci.tray.setup")
    else:
        rolling = bool(marks.get("rolling"))
        values = view["roll"]
        roles = None
        last = marks.get("assignment")
        if values is None and last:
            values = [last["indicator"], last["direction"], last["distance"], last["score"]]
            roles = [tr("kosci.role." + r) for r in ("indicator", "direction", "distance", "score")]
            caption = tr("kosci.tray.last-move", i=values[0], d=values[1], m=values[2], s=values[3])
        elif rolling:
            caption = tr("kosci.tray.rolling")
        elif values:
            caption = tr("kosci.tray.roll", dice=", ".join(map(str, values)))
        else:
            caption = tr("kosci.tray.no-roll")
        dice = f'<div class="dice{" last" if roles else ""}" aria-hidden="true">{roll_dice_html(values, rolling=rolling, roles=roles)}</div>'
    turn = (f'<p class="turn">{esc(tr("kosci.tray.turn", turn=view["turn"], cap=view["turn_cap"]))}</p>'
            if view["phase"] != "setup" else "")
    return (f'<div class="kosci-tray"><ul class="scores">{"".join(players)}</ul>{"".join(banners)}'
            f'<div class="dice-box"><p class="dice-caption">{esc(caption)}</p>{dice}</div>{turn}</div>')
