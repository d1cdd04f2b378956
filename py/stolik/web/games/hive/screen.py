"""Hive on screen: racks and the hex board, select a piece then a destination, stacks, GameStrings.

Reads views, legal move lists and what the engine says each move does (``State.describe``), and
hands UHP MoveStrings back (STYLE.md 15): a piece (from the rack or the board) is selected with
``data-select``, its destinations are the legal moves of that piece, each drawn where ``describe``
says it lands, with ``data-move`` and the full MoveString, and marked as the engine tags it (a climb,
a Pillbug throw).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.core.errors import GameError
from stolik.core.game import MoveInfo
from stolik.hive import GAME, from_position
from stolik.web.games.hive.render import (KINDS, Cell, Dest, defs_svg, fit_box, parse_cell, piece_name,
                                   positions_of, rack_html, render_board, stacks_of, tile_svg, zoomed)
from stolik.web.html import attrs, esc
from stolik.web.links import position_hash

KEY = GAME.key
ASKS_FIRST = False           # White always starts in Hive: the form asks only which side you play
EXPANSIONS = ("mosquito", "ladybug", "pillbug")
HOUSE = ("tournament", "repetition")
ZOOM_STEP = 1.25
_MAX_BOX = 1e6               # SVG units: a hive of 28 pieces spans a few thousand at most


@dataclass
class HiveUi:
    """What the player is doing (not saved): the selected piece, the stack opened, the view box."""

    selected: str | None = None                       # piece name, e.g. "wA1"
    inspected: Cell | None = None                     # a stack whose pieces the board lists
    viewbox: tuple[float, ...] | None = None          # the player's pan and zoom (None: fit the hive)
    prefs: dict[str, Any] = field(default_factory=dict)

    def reset(self) -> None:
        """After a move, undo or a step in history: nothing selected; the view stays where it is."""
        self.selected, self.inspected = None, None


def new_ui(prefs: dict[str, Any] | None = None) -> HiveUi:
    return HiveUi(prefs={} if prefs is None else prefs)


def player_names(tr: Callable[..., str]) -> tuple[str, str]:
    return tr("hive.player.0"), tr("hive.player.1")


# ----- the new-game form --------------------------------------------------------------------------
def options_html(tr: Callable[..., str]) -> str:
    """Expansion bugs (on by default: the app offers Hive with all three) and the rule options."""
    def box(name: str, checked: bool) -> str:
        return (f'<label class="choice"><input type="checkbox"{attrs(name=name, value="1", checked=checked)}> '
                f'{esc(tr("hive.options." + name))}</label>')
    return (f'<fieldset class="hive-options"><legend>{esc(tr("hive.options.bugs"))}</legend>'
            + "".join(box(name, True) for name in EXPANSIONS) + "</fieldset>"
            f'<fieldset class="hive-options"><legend>{esc(tr("hive.options.rules"))}</legend>'
            + "".join(box(name, False) for name in HOUSE) + "</fieldset>")


def options_for(first: int, fields: dict[str, str]) -> dict[str, Any]:
    """Checked boxes from the form (an unchecked box sends nothing); White always starts."""
    return {name: fields.get(name) == "1" for name in EXPANSIONS + HOUSE}


# ----- what can be played -------------------------------------------------------------------------
def moves_by_piece(state: Any) -> dict[str, list[str]]:
    """The legal moves grouped by the piece they move (``pass`` moves none and is left out)."""
    out: dict[str, list[str]] = {}
    for move in state.legal_moves():
        piece = state.describe(move).piece
        if piece is not None:
            out.setdefault(piece, []).append(move)
    return out


def dest_kind(info: MoveInfo) -> str:
    """How a destination is drawn: "place", "throw" (by a Pillbug or a Mosquito copying one),
    "climb" (onto a stack) or "move"."""
    if info.kind == "place":
        return "place"
    if info.tag == "throw":
        return "throw"
    return "climb" if info.covers else "move"


def destinations(state: Any, view: dict[str, Any], piece: str, moves: list[str], tr: Callable[..., str]) -> list[Dest]:
    """The selected piece's destinations, each with its MoveString, kind and accessible name."""
    players = player_names(tr)
    name = piece_name(piece, tr, players)
    out = []
    for move in moves:
        info = state.describe(move)
        dst = parse_cell(info.to or "")
        if dst is None:
            continue
        kind = dest_kind(info)
        if kind == "climb":
            label = tr("hive.dest.climb", piece=name, below=piece_name(info.covers[-1], tr, players), move=move)
        else:
            label = tr(f"hive.dest.{kind}", piece=name, move=move)
        out.append(Dest(move, dst, kind, label))
    return out


# ----- the board ----------------------------------------------------------------------------------
def board_html(state: Any, *, tr: Callable[..., str], flipped: bool, interactive: bool, me: int | None,
               ui: HiveUi, view: dict[str, Any] | None = None, marks: dict[str, str] | None = None) -> str:
    """Zoom buttons, the two racks around the hex board, and the stack being looked at."""
    view = view or state.view(None)
    players = player_names(tr)
    stacks, positions = stacks_of(view), positions_of(view)
    by_piece = moves_by_piece(state) if interactive else {}
    selected = ui.selected if ui.selected in by_piece else None
    movable = {positions[p] for p in by_piece if p in positions and stacks[positions[p]][-1] == p}
    racked = {p[1] for p in by_piece if p not in positions}
    selectable = movable | {c for c, s in stacks.items() if len(s) > 1} if interactive else set()
    inspectable = {c for c, s in stacks.items() if len(s) > 1} if not interactive else set()
    dests = destinations(state, view, selected, by_piece[selected], tr) if selected else []
    box = ui.viewbox or fit_box(view, flipped)
    bottom = 1 if flipped else 0
    rack_kind = selected[1] if selected and selected not in positions else None
    board = render_board(view, tr=tr, players=players, flipped=flipped, viewbox=box, selectable=selectable,
                         selected=positions.get(selected) if selected else None, inspected=ui.inspected,
                         dests=dests, marks=marks, inspectable=inspectable, movable=movable)
    racks = [rack_html(view, player, tr=tr, players=players, position=where,
                       selectable=racked if interactive and player == view["to_move"] else (),
                       selected=rack_kind if player == view["to_move"] else None)
             for player, where in ((1 - bottom, "rack-top"), (bottom, "rack-bottom"))]
    return (defs_svg() + _tools(tr, box) + racks[0] + f'<div class="hive-field">{board}</div>' + racks[1]
            + stack_html(view, ui.inspected, tr))


def _tools(tr: Callable[..., str], box: tuple[float, ...]) -> str:
    shown = ",".join(f"{v:g}" for v in box)
    def button(label: str, text: str, action: str, value: str | None) -> str:
        return (f'<button{attrs(type="button", data_action=action, data_value=value, aria_label=tr(label), title=tr(label))}>'
                f"{esc(text)}</button>")
    return (f'<div class="hive-tools" role="toolbar"{attrs(aria_label=tr("hive.zoom"))}>'
            + button("hive.zoom.in", "+", "hive-zoom", f"in:{shown}") + button("hive.zoom.out", "−", "hive-zoom", f"out:{shown}")
            + button("hive.fit", tr("hive.fit"), "fit", None) + "</div>")


def stack_html(view: dict[str, Any], cell: Cell | None, tr: Callable[..., str]) -> str:
    """The pieces of an opened stack, bottom to top, each as a small tile and its name."""
    stacks = stacks_of(view)
    if cell is None or cell not in stacks:
        return ""
    players = player_names(tr)
    items = "".join(f'<li><svg viewBox="-44 -44 88 88" aria-hidden="true" focusable="false">{tile_svg(name, 0, 0)}</svg>'
                    f"{esc(piece_name(name, tr, players))} <code>{esc(name)}</code></li>" for name in stacks[cell])
    title = tr("hive.stack.title", count=len(stacks[cell]), name=stacks[cell][-1])
    return (f'<div class="hive-stack-info" role="region"{attrs(aria_label=title)}><p>{esc(title)}</p><ol>{items}</ol>'
            f'<button{attrs(type="button", data_action="hive-inspect", data_value="")}>{esc(tr("hive.stack.close"))}</button></div>')


def on_select(ui: HiveUi, value: str, state: Any) -> None:
    """``rack:A`` picks the next Ant in hand; ``cell:q,r`` picks the piece on top (or opens its stack)."""
    kind, _, arg = value.partition(":")
    if kind == "cancel":
        ui.selected = None
        return
    by_piece = moves_by_piece(state)
    view = state.view(None)
    positions, stacks = positions_of(view), stacks_of(view)
    if kind == "rack" and len(arg) == 1 and arg in KINDS:
        colour = "wb"[state.to_move]
        pieces = sorted(p for p in by_piece if p not in positions and p[0] == colour and p[1] == arg)
        chosen = pieces[0] if pieces else None
        ui.selected = None if chosen is None or ui.selected == chosen else chosen
        ui.inspected = None
        return
    cell = parse_cell(arg) if kind == "cell" else None
    if cell is None or cell not in stacks:
        return
    top = stacks[cell][-1]
    if top in by_piece:
        ui.selected = None if ui.selected == top else top
    else:
        ui.selected = None
    if len(stacks[cell]) > 1:
        ui.inspected = None if ui.inspected == cell and ui.selected is None else cell
    else:
        ui.inspected = None


def on_action(ui: HiveUi, action: str, value: str | None, state: Any) -> bool:
    """Fit, zoom in and out (about the centre of what is shown), open or close a stack."""
    if action == "fit":
        ui.viewbox = None
        return True
    if action == "hive-zoom" and value:
        how, _, shown = value.partition(":")
        box = ui.viewbox or _box(shown)
        if box is None or how not in ("in", "out"):
            return False
        ui.viewbox = zoomed(box, 1 / ZOOM_STEP if how == "in" else ZOOM_STEP)
        return True
    if action == "hive-inspect":
        cell = parse_cell(value or "")
        ui.inspected = None if cell is None or cell == ui.inspected else cell
        return True
    return False


def _box(text: str) -> tuple[float, ...] | None:
    """The shown view box sent with a zoom (untrusted text): four finite numbers, a sane size, or None."""
    try:
        box = tuple(float(v) for v in text.split(","))
    except ValueError:
        return None
    if len(box) != 4 or not all(abs(v) <= _MAX_BOX for v in box):     # False for nan too
        return None
    return box if box[2] > 0 and box[3] > 0 else None


# ----- the panel ----------------------------------------------------------------------------------
def panel_html(state: Any, *, tr: Callable[..., str], interactive: bool, ui: HiveUi) -> str:
    """Help for the selection, pass when it is the only move, and the GameString to copy or paste."""
    parts = []
    if interactive and state.result() is None:
        legal = state.legal_moves()
        by_piece = moves_by_piece(state) if legal != ["pass"] else {}
        players = player_names(tr)
        if legal == ["pass"]:
            parts.append(f'<button class="primary"{attrs(data_move="pass")}>{esc(tr("hive.pass"))}</button>')
        elif ui.selected in by_piece:
            parts.append(f'<p class="panel-note">{esc(tr("hive.help.selected", piece=piece_name(ui.selected, tr, players)))}</p>')
            view = state.view(None)
            if any(d.kind == "throw" for d in destinations(state, view, ui.selected, by_piece[ui.selected], tr)):
                parts.append(f'<p class="panel-note">{esc(tr("hive.help.throws"))}</p>')
            parts.append(f'<button{attrs(type="button", data_select="cancel")}>{esc(tr("hive.cancel"))}</button>')
        else:
            if by_piece and all(p[1] == "Q" for p in by_piece):
                parts.append(f'<p class="panel-note">{esc(tr("hive.help.queen"))}</p>')
            parts.append(f'<p class="panel-note">{esc(tr("hive.help.select"))}</p>')
    parts.append(gamestring_html(state, tr))
    return f'<div class="panel hive-panel" role="group">{"".join(parts)}</div>'


def gamestring_html(state: Any, tr: Callable[..., str]) -> str:
    """Export (the position's GameString, read-only, to copy) and the way to paste one."""
    return (f'<div class="hive-io"><label>{esc(tr("hive.gamestring"))} '
            f'<input type="text" readonly{attrs(value=state.position(), data_role="gamestring")}></label>'
            f'<a class="button"{attrs(href="#/tool/hive/position")}>{esc(tr("hive.paste"))}</a></div>')


# ----- texts --------------------------------------------------------------------------------------
def move_text(before: Any, move: str, tr: Callable[..., str]) -> str:
    """The move list shows UHP MoveStrings as they are written."""
    return move


def event_message(before: Any, move: str, tr: Callable[..., str]) -> str:
    """What just happened, in words (read out by screen readers)."""
    players = player_names(tr)
    who = players[before.to_move]
    info = before.describe(move)
    if info.kind == "pass":
        return tr("hive.event.pass", player=who)
    piece = info.piece or ""
    kind = dest_kind(info)
    own = piece[:1] == "wb"[info.player]
    name = bug_name(piece, tr) if own else piece_name(piece, tr, players)
    if kind == "climb":
        return tr("hive.event.climb", player=who, piece=name, below=piece_name(info.covers[-1], tr, players))
    if kind == "throw":     # the thrower by name: a Pillbug, or a Mosquito acting as one
        thrower = "hive.event.throw-as-pillbug" if str(info.detail.get("thrower", "P"))[1:2] == "M" else "hive.event.throw"
        return tr(thrower, player=who, piece=piece_name(piece, tr, players))
    return tr("hive.event." + kind, player=who, piece=name)


def bug_name(piece: str, tr: Callable[..., str]) -> str:
    """``wA2`` -> "Soldier Ant 2" (the colour is said by whoever moves it)."""
    return (tr("hive.bug." + piece[1]) + " " + piece[2:]).strip()


def last_move_marks(before: Any, move: str) -> dict[str, str]:
    """Where the last piece came from and where it stands now (cells as the view names them)."""
    info = before.describe(move)
    if info.to is None:
        return {}
    marks = {info.to: "last-to"}
    if info.origin is not None and info.origin != info.to:
        marks[info.origin] = "last-from"
    return marks


def result_text(result: Any, tr: Callable[..., str]) -> list[str]:
    players = player_names(tr)
    head = tr("hive.drawn") if result.winner is None else tr("hive.won", player=players[result.winner])
    return [tr("play.over") + " " + head, tr("hive.reason." + result.reason)]


# ----- the GameString tool: paste a position, see its board, open it as a game -----------------------
@dataclass
class HiveTool:
    text: str = ""
    state: Any = None
    error: str = ""
    inspected: Cell | None = None
    viewbox: tuple[float, ...] | None = None

    def read(self, text: str) -> None:
        """Check a pasted GameString with the engine; keep the error for the player."""
        self.text, self.state, self.error, self.inspected, self.viewbox = text.strip(), None, "", None, None
        if not self.text:
            return
        try:
            self.state = from_position(self.text)
        except GameError as exc:
            self.error = str(exc)


def tool_new(name: str, payload: str | None) -> HiveTool:
    tool = HiveTool()
    tool.read(payload or "")
    return tool


def tool_html(name: str, tool: HiveTool, tr: Callable[..., str]) -> str:
    """The paste field, then the pasted position's board and a link that opens it as a new game."""
    parts = [f'<section class="tool hive-tool"><h2>{esc(tr("hive.tool.position"))}</h2>'
             f'<p>{esc(tr("hive.tool.help"))}</p>'
             f'<p class="hive-paste"><label for="hive-paste">{esc(tr("hive.paste"))}</label> '
             f'<input id="hive-paste" type="text" spellcheck="false" autocomplete="off"'
             f'{attrs(value=tool.text, data_action="paste", placeholder="Base+MLP;InProgress;White[2];wS1;bG1 -wS1")}> '
             f'<button{attrs(type="button", data_action="check")}>{esc(tr("hive.paste.check"))}</button></p>']
    if tool.error:
        parts.append(f'<p class="error" role="alert">{esc(tr("hive.paste.bad", reason=tool.error))}</p>')
    if tool.state is not None:
        state = tool.state
        view = state.view(None)
        players = player_names(tr)
        parts.append(f'<p class="notice" role="status">{esc(tr("hive.paste.ok", moves=len(state.moves), type=view["game_type"]))}</p>'
                     f'<p><a class="button primary"{attrs(href=position_hash(KEY, state.position()), data_role="open-position")}>'
                     f'{esc(tr("hive.paste.open"))}</a></p>')
        inspectable = {c for c, s in stacks_of(view).items() if len(s) > 1}
        box = tool.viewbox or fit_box(view)
        board = render_board(view, tr=tr, players=players, viewbox=box, inspected=tool.inspected,
                             inspectable=inspectable)
        parts.append(f'<div class="board-wrap hive-preview">{defs_svg()}{_tools(tr, box)}'
                     f'{rack_html(view, 1, tr=tr, players=players)}<div class="hive-field">{board}</div>'
                     f'{rack_html(view, 0, tr=tr, players=players, position="rack-bottom")}{stack_html(view, tool.inspected, tr)}</div>')
    parts.append(f'<p><a class="button" href="#/">{esc(tr("play.home"))}</a></p></section>')
    return "".join(parts)


def tool_action(tool: HiveTool, action: str, value: str | None) -> bool:
    """The pasted text (a change of the field), the check button, zoom and stacks on the preview."""
    if action == "paste":
        tool.read(value or "")
        return True
    if action == "check":
        return True
    if action == "hive-inspect" and value is not None:
        cell = parse_cell(value)
        tool.inspected = None if cell is None or cell == tool.inspected else cell
        return True
    ui = HiveUi(viewbox=tool.viewbox)
    changed = on_action(ui, action, value, None)
    tool.viewbox = ui.viewbox
    return changed
