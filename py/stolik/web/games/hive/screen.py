"""Hive on screen: racks and the hex board, select a piece then a destination, stacks, GameStrings.

Draws from the view and from what the engine says each legal move does (``State.describe``), and
hands UHP MoveStrings back (STYLE.md 15): a piece (from the rack or the board) is selected with
``data-select``, its destinations are the legal moves of that piece, each drawn where ``describe``
says it lands, with ``data-move`` and the full MoveString, and marked as the engine tags it (a climb,
a Pillbug throw). A piece may also be dragged onto a cell it can reach (the cells light up while it
is carried). Cells are the view's names throughout; nothing here parses a move or a cell.
"""
from __future__ import annotations

from typing import Any

from stolik.core.errors import GameError
from stolik.core.game import MoveInfo
from stolik.core.record import Record
from stolik.core.refusal import Refusal
from stolik.hive import GAME, State, from_position
from stolik.hive.game_import import Imported, read_game, stop_at
from stolik.hive.pieces import COLOURS, EXPANSION_OPTION, name_parts
from stolik.web.games.hive.render import (Dest, centre, defs_svg, finger_box, fit_box, legend_html, off_view, piece_name,
                                          places_of, rack_html, render_board, stack_html, stacks_of, tools_html, zoomed)
from stolik.web.html import attrs, esc
from stolik.web.links import record_hash
from stolik.web.screen import GameScreen, Tool, Translate

EXPANSIONS = ("mosquito", "ladybug", "pillbug")
HOUSE = ("tournament", "repetition")
ZOOM_STEP = 1.25
_MAX_BOX = 1e6               # SVG units: a hive of 28 pieces spans a few thousand at most

Plays = dict[str, list[tuple[str, MoveInfo]]]     # piece -> its legal moves and what each does

# The rules page's examples, real positions the engine reads (tests check each against the rules).
# Freedom to move: White's Queen Bee (0,0) touches the empty cell (1,0), but Black's Queen Bee (1,-1) and
# White's Spider 1 (0,1), the two cells beside the way in, are both taken: a gate, so the Queen cannot go there.
GATE_POSITION = "Base;InProgress;White[5];wQ;bQ wQ/;wS1 wQ\\;bA1 bQ-;wG1 wS1-;bA2 bA1/;wA1 wG1\\;bA2 bA1\\"
GATE_PIECE, GATE_CELL, GATE_POSTS = "wQ", "1,0", ("1,-1", "0,1")
# The goal: White's Ant 3 closes the ring around Black's Queen Bee (pieces of both colours count).
SURROUND_POSITION = ("Base;InProgress;White[7];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-;wA1 \\bQ;bA2 bQ\\;wA2 -wQ;bG1 bA1/;"
                     "wA2 wQ\\;bG2 bA1\\;wA3 -wQ;bG3 bG1\\")
SURROUND_MOVE = "wA3 -bG1"


def players_of(tr: Translate) -> tuple[str, str]:
    return tr("hive.player.0"), tr("hive.player.1")


def plays_by_piece(moves: dict[str, MoveInfo]) -> Plays:
    """The described legal moves grouped by the piece they move (a pass moves none and is left
    out). A piece's moves share one origin: None from the hand, else its cell."""
    out: Plays = {}
    for move, info in moves.items():
        if info.piece is not None:
            out.setdefault(info.piece, []).append((move, info))
    return out


def dest_kind(info: MoveInfo) -> str:
    """How a destination is drawn: "place", "throw" (by a Pillbug or a Mosquito copying one),
    "climb" (onto a stack) or "move"."""
    if info.kind == "place":
        return "place"
    if info.tag == "throw":
        return "throw"
    return "climb" if info.covers else "move"


def destinations(piece: str, plays: list[tuple[str, MoveInfo]], tr: Translate) -> list[Dest]:
    """The selected piece's destinations, each with its MoveString, kind and accessible name."""
    players = players_of(tr)
    name = piece_name(piece, tr, players)
    out = []
    for move, info in plays:
        kind = dest_kind(info)
        if kind == "climb":
            label = tr("hive.dest.climb", piece=name, below=piece_name(info.covers[-1], tr, players), move=move)
        else:
            label = tr(f"hive.dest.{kind}", piece=name, move=move)
        out.append(Dest(move, info.to or "", kind, label))
    return out


def bug_name(piece: str, tr: Translate) -> str:
    """``wA2`` -> "Soldier Ant 2" (the colour is said by whoever moves it)."""
    parts = name_parts(piece)
    return (tr("hive.bug." + parts.kind) + " " + parts.number).strip()


def owned_name(piece: str, tr: Translate, case: str = "") -> str:
    """``wA2`` -> "White's Soldier Ant 2" ("Mrówka Robotnica 2 Białych"): a piece said with its owner, for a
    sentence where two colours meet; ``case="acc."`` for the piece acted on ("Mrówkę Robotnicę 2 Białych")."""
    parts = name_parts(piece)
    bug = (tr("hive.bug." + case + parts.kind) + " " + parts.number).strip()
    return tr("hive.owned", owner=tr("hive.owner." + COLOURS[parts.colour]), bug=bug)


def throw_text(info: MoveInfo, tr: Translate) -> str:
    """Whose piece threw whom: the thrower the engine names (a Pillbug, or a Mosquito copying one, of the
    player who throws) and the thrown piece, of either colour."""
    thrower = str(info.detail["thrower"])
    return tr("hive.throw." + name_parts(thrower).kind, thrower=owned_name(thrower, tr), piece=owned_name(info.piece or "", tr, "acc."))


def drag_handles(plays: Plays) -> dict[str, list[str]]:
    """Cell -> the drag handles of the pieces that may land there: ``take:<bug>`` for a piece in
    hand, ``drag:<cell>`` for one on the board (its origin, as ``describe`` says)."""
    out: dict[str, list[str]] = {}
    for piece, moves in plays.items():
        origin = moves[0][1].origin
        handle = f"take:{name_parts(piece).kind}" if origin is None else f"drag:{origin}"
        for _, info in moves:
            if info.to is not None and handle not in out.setdefault(info.to, []):
                out[info.to].append(handle)
    return out


def turned(holder: HiveScreen | HiveTool, turn: int) -> bool:
    """Whether the board is drawn turned otherwise than the last time (then its pieces jump to their
    places instead of sliding, and a panned view, which belonged to the old turn, fits again)."""
    was, holder.drawn = holder.drawn, turn
    changed = was is not None and was != turn
    if changed:
        holder.viewbox = None
    return changed


VIEW_ACTIONS = frozenset({"fit", "hive-turn", "hive-zoom", "hive-inspect"})   # what view_action answers, screen and tool alike


class HiveScreen(GameScreen):
    """The player selects a piece (``selected``) and may open a stack to list its pieces (``inspected``);
    a drag picks the piece it carries (``carried``) for the drop that follows."""

    asks_first = False           # White always starts in Hive: the form asks only which side you play
    actions = VIEW_ACTIONS

    def __init__(self, prefs: dict[str, Any] | None = None) -> None:
        super().__init__(prefs)
        self.selected: str | None = None        # piece name, e.g. "wA1"
        self.inspected: str | None = None       # the cell of a stack whose pieces the board lists
        self.carried: str | None = None         # the piece a drag picked up, until the drop's on_select
        self.drawn: int | None = None           # the turn the board was last drawn at
        self.dest_points: list[tuple[float, float]] = []   # where the chosen piece's destinations are drawn
        self.off_shown = 0                      # how many of them the note says lie off the view

    @property
    def turn(self) -> int:
        """How far the player has turned the board, in sixths clockwise (remembered on this device)."""
        turn = self.prefs.get("turn", 0)
        return turn % 6 if isinstance(turn, int) and not isinstance(turn, bool) else 0

    @turn.setter
    def turn(self, value: int) -> None:
        self.prefs["turn"] = value % 6

    def player_names(self, tr: Translate) -> tuple[str, str]:
        return players_of(tr)

    def view_note_due(self, box: tuple[float, ...]) -> bool:
        return off_view(box, self.dest_points) != self.off_shown

    # -- the new-game form ------------------------------------------------------------------
    def options_html(self, tr: Translate) -> str:
        """Expansion bugs (on by default: the app offers Hive with all three) and the rule options."""
        def box(name: str, checked: bool) -> str:
            return (f'<label class="choice"><input type="checkbox"{attrs(name=name, value="1", checked=checked)}> '
                    f'{esc(tr("hive.options." + name))}</label>')
        return (f'<fieldset class="hive-options"><legend>{esc(tr("hive.options.bugs"))}</legend>'
                + "".join(box(name, True) for name in EXPANSIONS) + "</fieldset>"
                f'<fieldset class="hive-options"><legend>{esc(tr("hive.options.rules"))}</legend>'
                + "".join(box(name, False) for name in HOUSE) + "</fieldset>")

    def options_text(self, options: dict[str, Any], tr: Translate) -> list[str]:
        """The expansion bugs in play and the rules switched on, in the form's order; [] for the base game."""
        bugs = [tr("hive.bug." + letter) for letter, name in EXPANSION_OPTION.items() if options.get(name)]
        out = [tr("hive.options.expansions", count=len(bugs), bugs=", ".join(bugs))] if bugs else []
        return out + [tr("hive.options.short." + name) for name in HOUSE if options.get(name)]

    def options_for(self, first: int, fields: dict[str, str]) -> dict[str, Any]:
        """Checked boxes from the form (an unchecked box sends nothing); White always starts."""
        return {name: fields.get(name) == "1" for name in EXPANSIONS + HOUSE}

    # -- the board --------------------------------------------------------------------------
    def board_html(self, state: Any, *, tr: Translate, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        """The two racks around the hex board (with the view's buttons on it), and the stack being looked at."""
        view = view or state.view(None)
        players = players_of(tr)
        stacks = stacks_of(view)
        marks = dict(marks or {})
        hinted = marks.pop("rack", None)            # a hint placing a piece: its chip in the rack
        plays = plays_by_piece(self.described(state)) if interactive else {}
        selected = self.selected if self.selected in plays else None
        movable = {info.origin for moves in plays.values() for _, info in moves if info.origin is not None}
        in_hand = {name_parts(piece).kind for piece, moves in plays.items() if moves[0][1].origin is None}
        tall = {cell for cell, stack in stacks.items() if len(stack) > 1}
        dests = destinations(selected, plays[selected], tr) if selected else []
        turn = (self.turn + 3 * flipped) % 6
        still = turned(self, turn)
        origin = plays[selected][0][1].origin if selected else None
        places = places_of(view)
        self.dest_points = [centre(places[dest.cell], turn) for dest in dests]
        focus = self.dest_points + ([centre(places[origin], turn)] if origin in places else [])
        box = self.viewbox or finger_box(fit_box(view, turn), self.board_pixels, focus)
        self.off_shown = off_view(box, self.dest_points)
        reach = drag_handles(plays)
        board = render_board(view, tr=tr, players=players, turn=turn, viewbox=box,
                             selectable=movable | tall if interactive else (), selected=origin,
                             inspected=self.inspected, dests=dests, marks=marks,
                             inspectable=() if interactive else tall, movable=movable, reach=reach, still=still)
        bottom = 1 if flipped else 0
        racked = name_parts(selected).kind if selected and origin is None else None
        racks = [rack_html(view, player, tr=tr, players=players, position=where,
                           selectable=in_hand if player == view["to_move"] else (),
                           selected=racked if player == view["to_move"] else None,
                           hinted=hinted if player == view["to_move"] else None)
                 for player, where in ((1 - bottom, "rack-top"), (bottom, "rack-bottom"))]
        # a phone shows part of the hive: lit places off the view are counted, so none goes unseen
        off = (f'<p class="hive-off-view" role="status">{esc(tr("hive.off-view", count=self.off_shown))}</p>'
               if self.off_shown else "")
        field = f'<div class="hive-field" data-key="hive-field">{tools_html(tr, box)}{board}{off}</div>'
        return defs_svg() + racks[0] + field + racks[1] + stack_html(view, self.inspected, tr, players)

    def move_text(self, before: Any, move: str, tr: Translate) -> str:
        """The move list shows UHP MoveStrings as they are written; a throw also says whose piece
        threw whom (the MoveString names the thrown piece and where it lands, never the thrower)."""
        info = before.describe(move)
        return tr("hive.log.throw", move=move, throw=throw_text(info, tr)) if dest_kind(info) == "throw" else move

    def hint_text(self, before: Any, move: str, tr: Translate) -> str:
        """In words, as the status line says a move, with its MoveString after it: notation alone
        ("wA1 wS1\\") means nothing to a newcomer."""
        return f"{self.event_message(before, move, tr).rstrip('.')} ({move})"

    # -- input ------------------------------------------------------------------------------
    def on_select(self, value: str, state: Any) -> str | None:
        """``rack:A`` picks the Ant the engine lets enter; ``cell:<name>`` picks the piece that moves
        from there (or opens its stack); ``cancel`` drops the selection. Again on the same: put back.
        A drag is two calls: ``take:A`` or ``drag:<name>`` picks the piece carried (never putting it
        back), then the cell it is dropped on answers that piece's move there, if it has one."""
        kind, _, arg = value.partition(":")
        carried, self.carried = self.carried, None
        plays = plays_by_piece(self.described(state))
        if carried is not None:                 # the drop: a move of the carried piece, or nothing moves
            return next((move for move, info in plays.get(carried, []) if kind == "cell" and info.to == arg), None)
        if kind == "cancel":
            self.selected = None
            return None
        if kind in ("rack", "take"):
            chosen = next((p for p, moves in plays.items() if moves[0][1].origin is None and name_parts(p).kind == arg), None)
            again = kind == "rack" and chosen == self.selected
            self.selected = None if again else chosen
            self.carried = chosen if kind == "take" else None
            self.inspected = None
            return None
        stacks = stacks_of(state.view(None))
        if kind not in ("cell", "drag") or arg not in stacks:
            return None
        mover = next((p for p, moves in plays.items() if moves[0][1].origin == arg), None)
        if kind == "drag":
            self.selected = self.carried = mover
            self.inspected = None
            return None
        self.selected = None if mover == self.selected else mover
        if len(stacks[arg]) > 1:
            self.inspected = None if self.inspected == arg and self.selected is None else arg
        else:
            self.inspected = None
        return None

    def on_action(self, action: str, value: str | None, state: Any) -> bool:
        """Fit, zoom in and out (about the centre of what is shown), turn the board, open or close a stack."""
        return view_action(self, state.view(None), action, value)

    def clear(self) -> bool:
        """Nothing selected, carried or open; the view stays where it is."""
        had = self.selected is not None or self.inspected is not None
        self.selected, self.inspected, self.carried = None, None, None
        return had

    # -- around the board -------------------------------------------------------------------
    def panel_html(self, state: Any, *, tr: Translate, interactive: bool, tools: bool = True) -> str:
        """Help for the selection, pass when the engine says so, and the GameString to copy or paste."""
        parts = []
        if interactive and state.result() is None:
            passes = [m for m, info in self.described(state).items() if info.kind == "pass"]
            plays = plays_by_piece(self.described(state))
            if passes:
                parts += [f'<button class="primary"{attrs(data_move=m)}>{esc(tr("hive.pass"))}</button>' for m in passes]
            elif self.selected in plays:
                name = piece_name(self.selected, tr, players_of(tr))
                parts.append(f'<p class="panel-note">{esc(tr("hive.help.selected", piece=name))}</p>')
                if any(info.tag == "throw" for _, info in plays[self.selected]):
                    parts.append(f'<p class="panel-note">{esc(tr("hive.help.throws"))}</p>')
                parts.append(f'<button{attrs(type="button", data_select="cancel")}>{esc(tr("hive.cancel"))}</button>')
            else:
                if state.view(None)["queen_due"]:
                    parts.append(f'<p class="panel-note">{esc(tr("hive.help.queen"))}</p>')
                parts.append(f'<p class="panel-note">{esc(tr("hive.help.select"))}</p>')
        if tools:
            parts.append(gamestring_html(state, tr))
        return f'<div class="panel hive-panel" role="group">{"".join(parts)}</div>'

    def event_message(self, before: Any, move: str, tr: Translate) -> str:
        """What just happened, in words (read out by screen readers)."""
        players = players_of(tr)
        who = players[before.to_move]
        info = before.describe(move)
        if info.kind == "pass":
            return tr("hive.event.pass", player=who)
        piece = info.piece or ""
        kind = dest_kind(info)
        if kind == "climb":
            return tr("hive.event.climb", player=who, piece=bug_name(piece, tr),
                      below=piece_name(info.covers[-1], tr, players))
        if kind == "throw":
            return tr("hive.event.throw", throw=throw_text(info, tr))
        return tr("hive.event." + kind, player=who, piece=bug_name(piece, tr))

    def rules_figures(self, tr: Translate) -> list[tuple[str, str]]:
        """The bugs as the board draws them, a gate (freedom to move) and a surrounded Queen, each from the
        game's own tiles and board renderer and a real position; the first carries the bug symbols all use."""
        legend = figure(legend_html(tr), tr("hive.example.legend.label", bugs=", ".join(tr("hive.bug." + k) for k in "QSBGAMLP")))
        gate = from_position(GATE_POSITION).view(None)
        tops = {c["cell"]: c["stack"][-1] for c in gate["cells"]}
        origin = next(cell for cell, top in tops.items() if top == GATE_PIECE)
        marks = {origin: "mover", GATE_CELL: "blocked"} | {cell: "gate" for cell in GATE_POSTS}
        gate_text = tr("hive.example.gate", piece=owned_name(GATE_PIECE, tr),
                       a=owned_name(tops[GATE_POSTS[0]], tr), b=owned_name(tops[GATE_POSTS[1]], tr))
        before = from_position(SURROUND_POSITION)
        after = before.play(SURROUND_MOVE)
        view = after.view(None)
        result = after.result()
        assert result is not None and result.winner is not None, result     # the surround ends the game with a winner
        queen = next(c["stack"][-1] for c in view["cells"] if c["cell"] in view["surrounded"])
        surround_text = tr("hive.example.surround", piece=owned_name(before.describe(SURROUND_MOVE).piece or "", tr),
                           queen=owned_name(queen, tr), player=players_of(tr)[result.winner])
        return [(tr("hive.example.legend"), defs_svg() + legend),
                (gate_text, board_figure(gate, marks, tr)),
                (surround_text, board_figure(view, self.last_move_marks(before, SURROUND_MOVE), tr))]

    def result_text(self, result: Any, tr: Translate) -> list[str]:
        """Who won (Hive has no score) and the rule that ended the game."""
        players = players_of(tr)
        head = tr("hive.drawn") if result.winner is None else tr("hive.won", player=players[result.winner])
        return [tr("play.over") + " " + head, tr("hive.reason." + result.reason)]

    # -- marks and tools --------------------------------------------------------------------
    def last_move_marks(self, before: Any, move: str) -> dict[str, Any]:
        """Where the last piece came from and where it stands now (cells as the view names them); a
        piece that climbs onto or down from a stack, or is thrown, arcs as it slides ("last-to arc")."""
        info = before.describe(move)
        if info.to is None:
            return {}
        down = info.origin is not None and len(stacks_of(before.view(None)).get(info.origin, [])) > 1
        marks = {info.to: "last-to arc" if down or dest_kind(info) in ("climb", "throw") else "last-to"}
        if info.origin is not None and info.origin != info.to:
            marks[info.origin] = "last-from"
        return marks

    def hint_marks(self, state: Any, move: str) -> dict[str, Any]:
        """A hint, told apart from the last move: the piece to play ringed on its cell (or its chip in
        the rack, under ``"rack"``) and the cell it goes to."""
        info = state.describe(move)
        if info.to is None:
            return {}
        marks: dict[str, Any] = {info.to: "hint-to"}
        if info.origin is None:
            marks["rack"] = name_parts(info.piece or "").kind
        elif info.origin != info.to:
            marks[info.origin] = "hint-from"
        return marks

    def import_stop(self, state: Any, number: int, move: str, tr: Translate) -> str:
        """Why the import stopped there, asked of the engine again (a boardspace move is written "file = UHP");
        nothing when the move can be played after all (a link made by hand)."""
        try:
            stop = stop_at(state, number, move.rpartition(" = ")[2])
        except GameError:
            return super().import_stop(state, number, move, tr)      # not a Hive move as written
        if stop is None:
            return ""
        reason = refusal_text(stop.refusal, tr) if stop.refusal is not None else stop.why
        return tr("hive.paste.cut", number=number, move=move, reason=reason)

    def tool(self, name: str, payload: str | None) -> Tool:
        """``position``: paste a GameString (or open one from a link), see its board, open it as a game."""
        if name != "position":
            raise KeyError(name)
        return HiveTool(payload or "")


def figure(markup: str, label: str) -> str:
    """A picture for the rules page: one accessible name for it all."""
    return f'<div{attrs(class_="hive-figure", role="img", aria_label=label)}>{markup}</div>'


def board_figure(view: dict[str, Any], marks: dict[str, str], tr: Translate) -> str:
    """A board that is only looked at: the hive fitted, marked, nothing to click, pan or focus; named by its pieces."""
    box = fit_box(view, cells=[c["cell"] for c in view["cells"]] + list(marks))
    board = render_board(view, tr=tr, players=players_of(tr), viewbox=box, marks=marks, zoomable=False, still=True)
    return figure(board, tr("hive.example.board", pieces=", ".join(owned_name(c["stack"][-1], tr) for c in view["cells"])))


def gamestring_html(state: Any, tr: Translate) -> str:
    """Export (the position's GameString, read-only, with a button that copies it) and the way to paste one."""
    text = state.position()
    return (f'<div class="hive-io"><label>{esc(tr("hive.gamestring"))} '
            f'<input type="text" readonly{attrs(value=text, data_role="gamestring")}></label>'
            f'<button{attrs(type="button", data_action="copy-text", data_value=text)}>{esc(tr("hive.copy"))}'
            f'<span class="vh"> {esc(tr("hive.copy.what"))}</span></button>'
            f'<a class="button"{attrs(href="#/tool/hive/position")}>{esc(tr("hive.paste"))}</a></div>')


def view_action(holder: HiveScreen | HiveTool, view: dict[str, Any] | None, action: str, value: str | None) -> bool:
    """Fit, zoom, turn and open or close a stack of ``view`` on the game screen or the tool alike; True: redraw."""
    if action == "fit":
        holder.viewbox = None
        return True
    if action == "hive-turn" and value in ("1", "-1"):
        holder.turn = (holder.turn + int(value)) % 6
        return True
    if action == "hive-zoom" and value:
        how, _, shown = value.partition(":")
        box = holder.viewbox or _box(shown)
        if box is None or how not in ("in", "out"):
            return False
        holder.viewbox = zoomed(box, 1 / ZOOM_STEP if how == "in" else ZOOM_STEP)
        return True
    if action == "hive-inspect":
        stacks = stacks_of(view) if view is not None else {}
        holder.inspected = value if value in stacks and value != holder.inspected else None
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


# ----- the GameString tool: paste a position, see its board, open it in review ---------------------
class HiveTool(Tool):
    """A pasted or opened game (hivegame.com's PGN, a UHP GameString, a boardspace.net record:
    stolik.hive.game_import): its board as far as it is legal, where and why it stops if it does, and a
    link that opens it as a new saved game in review (its moves graded; it may be played on from there)."""

    actions = VIEW_ACTIONS | {"paste", "check"}

    def __init__(self, text: str) -> None:
        self.text, self.error = "", ""
        self.game: Imported | None = None
        self.state: State | None = None
        self.inspected: str | None = None
        self.viewbox: tuple[float, ...] | None = None
        self.turn = 0                            # sixths of a turn clockwise (not remembered: a quick look)
        self.drawn: int | None = None            # the turn the board was last drawn at
        self.read(text)

    def read(self, text: str) -> None:
        """Read a pasted game with the engine; keep why it is none (or where it stops) for the player."""
        self.text, self.game, self.state, self.error, self.inspected, self.viewbox = text.strip(), None, None, "", None, None
        if not self.text:
            return
        try:
            self.game = read_game(self.text)
        except GameError as exc:
            self.error = str(exc)
            return
        self.state = self.game.state

    def html(self, tr: Translate) -> str:
        """The paste field and a file to open, then the game's board and a link that opens it in review."""
        parts = [f'<section class="tool hive-tool"><h2>{esc(tr("hive.tool.position"))}</h2>'
                 f'<p>{esc(tr("hive.tool.help"))}</p>'
                 f'<p class="hive-paste"><label for="hive-paste">{esc(tr("hive.paste"))}</label> '
                 f'<textarea id="hive-paste" rows="3" spellcheck="false" autocomplete="off"'
                 f'{attrs(data_action="paste", data_drop="paste", placeholder=PASTE_EXAMPLE)}>{esc(self.text)}</textarea> '
                 f'<button{attrs(type="button", data_action="check")}>{esc(tr("hive.paste.check"))}</button> '
                 f'<label class="button" for="hive-file">{esc(tr("hive.paste.file"))}</label>'
                 f'<input id="hive-file" type="file"{attrs(accept=".pgn,.sgf,.txt,text/plain", data_action="paste")}></p>']
        if self.error:
            parts.append(f'<p class="error" role="alert">{esc(tr("hive.paste.bad", reason=self.error))}</p>')
        game, state = self.game, self.state
        if game is not None and state is not None:
            view = state.view(None)
            players = players_of(tr)
            if game.stopped is not None:
                stop = game.stopped
                reason = refusal_text(stop.refusal, tr) if stop.refusal is not None else stop.why
                parts.append(f'<p class="error" role="alert">{esc(tr("hive.paste.cut", number=stop.number, move=stop.move, reason=reason))}</p>')
            else:
                parts.append(f'<p class="notice" role="status">{esc(tr("hive.paste.ok", moves=len(state.moves), type=view["game_type"]))}</p>')
            record = Record(GAME.key, GAME.rules_version, game_options(state), 0, state.moves)
            cut = game.stopped.move if game.stopped is not None else None
            parts.append(f'<p><a class="button primary"{attrs(href=record_hash(GAME.key, record.to_compact(), True, cut), data_role="open-position")}>'
                         f'{esc(tr("hive.paste.open"))}</a></p>')
            tall = {cell for cell, stack in stacks_of(view).items() if len(stack) > 1}
            still = turned(self, self.turn)
            box = self.viewbox or fit_box(view, self.turn)
            board = render_board(view, tr=tr, players=players, turn=self.turn, viewbox=box, inspected=self.inspected,
                                 inspectable=tall, still=still)
            parts.append(f'<div class="board-wrap hive-preview">{defs_svg()}'
                         f'{rack_html(view, 1, tr=tr, players=players)}<div class="hive-field">{tools_html(tr, box)}{board}</div>'
                         f'{rack_html(view, 0, tr=tr, players=players, position="rack-bottom")}'
                         f'{stack_html(view, self.inspected, tr, players)}</div>')
        parts.append(f'<p><a class="button" href="#/">{esc(tr("play.home"))}</a></p></section>')
        return "".join(parts)

    def action(self, action: str, value: str | None) -> bool:
        """The pasted text (a change of the field, a file opened or dropped), the check button, zoom and stacks on the preview."""
        if action == "paste":
            self.read(value or "")
            return True
        if action == "check":
            return True
        return view_action(self, self.state.view(None) if self.state is not None else None, action, value)


def refusal_text(refusal: Refusal, tr: Translate) -> str:
    """Why a move is not legal (stolik.hive.refusals), in the player's language."""
    detail = dict(refusal.detail)
    if "colour" in detail:
        detail["colour"] = players_of(tr)[detail["colour"]]
    if "kind" in detail:
        detail["kind"] = tr("hive.bug." + detail["kind"])
    return tr("hive.refusal." + refusal.code, **detail)


def game_options(state: State) -> dict[str, Any]:
    """A record's options for a game read from elsewhere: its expansions, no tournament opening, no repetition rule."""
    options = {option: letter in state.expansions for letter, option in EXPANSION_OPTION.items()}
    return {**options, "tournament": False, "repetition": False}


PASTE_EXAMPLE = "Base+MLP;InProgress;White[2];wS1;bG1 -wS1"


SCREEN = HiveScreen
