"""Mądre kości on screen: the setup by clicks, the roll, choosing an outcome, the log and animations.

Reads views, legal move lists and ``State.describe`` (a ``MoveInfo``: pawn, squares, points by
source, the squares a move passes, what follows it; a roll's dice, a setup's placement and lot) and
hands move strings back (STYLE.md 15); what one assignment of the dice does comes from
``State.canonical`` and why it moves nothing from ``State.refusal``. No move is played here, not even a chance one. The setup's 20,160 legal moves are
never listed: the setup move is built from the player's clicks and checked by the engine's
``describe`` before its button is enabled.
"""
from __future__ import annotations

import zlib
from typing import Any

from stolik.core.errors import GameError
from stolik.core.game import MoveInfo
from stolik.core.rng import Rng
from stolik.kosci import GAME, from_position
from stolik.kosci.dice import DIRECTION_TABLE, ROLES, assignment_text
from stolik.kosci.board import coordinates
from stolik.kosci.setup import RANDOM, setup_move
from stolik.web.games.kosci import memory as kosci_memory
from stolik.web.games.kosci.render import (PLAYER_CLASS, Arrow, Target, chip, chip_symbols, die_svg,
                                           render_arrow, render_board, render_roles, render_tray)
from stolik.web.html import attrs, esc
from stolik.web.screen import Frame, GameScreen, Translate

ROLL_FRAMES = 3
EXTRA_ROLL_FRAMES = 1          # a tower's extra roll tumbles briefly: a turn of towers keeps its pace
# ... and the computer's is not animated at all (its roll shows with its next move, and in the move
# list): a chain of six or seven towers kept the player waiting over 2 s, most of it dice tumbling.
# The rules page's examples are the seed's own (003; its figures 44 and 46 are lost, the squares its text
# names are used): the first roll given its roles the better way, and a tower built over the middle line.
_BLUE_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
EXAMPLES = (                    # (the position after the roll, the move it shows, the rows drawn)
    (f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{_BLUE_HOME} 0:0 A 6321", "2: B1→A1 +6", (1, 3)),
    (f"A1@E6,A2@B1,A3@C1,A4@D1,A5@E8,A6@G1,{_BLUE_HOME} 11:0 A 4123", "1: E6→E8 +13", (5, 9)),
)
# A way as an arrow on the screen, for the player at the bottom (Red, as in the examples): forward is up.
WAY_ARROWS = {"F": "↑", "B": "↓", "L": "←", "R": "→", "FL": "↖", "FR": "↗", "BL": "↙", "BR": "↘"}


def checked_setup(state: Any, placement: dict[str, int]) -> str | None:
    """The setup move of a placement if the engine accepts it (a full one), else None."""
    try:
        move = setup_move(placement)
        state.describe(move)
    except GameError:
        return None
    return move


def own_faces(view: dict[str, Any]) -> list[int]:
    """The faces of the pawns the player to move sets up, as the view lists them."""
    return sorted(p["face"] for p in view["pawns"] if p["owner"] == view["to_move"])



def pawn_moves(moves: dict[str, MoveInfo]) -> dict[str, MoveInfo]:
    """The roll's outcomes: the described moves that move a pawn."""
    return {m: d for m, d in moves.items() if d.kind == "move"}


def origin(info: MoveInfo) -> str:
    """The square a pawn move starts from (``MoveInfo.origin`` is optional for other games' moves; a pawn move has one)."""
    assert info.origin is not None, info
    return info.origin


def preview_keys(moves: dict[str, MoveInfo]) -> dict[str, str]:
    """One key per pawn move, shared by its arrow on the board (data-preview) and its button in the panel
    (data-outcome), which lists fewer moves (the undominated ones): hovering a button shows its own arrow."""
    return {move: str(k) for k, move in enumerate(pawn_moves(moves))}


def undominated(info: dict[str, MoveInfo]) -> dict[str, MoveInfo]:
    """The described moves without those another move beats: the same pawn to the same square for more points."""
    best: dict[tuple[str | None, str | None], int] = {}
    for d in info.values():
        key = (d.origin, d.to)
        best[key] = max(best.get(key, d.detail["gain"]), d.detail["gain"])
    return {m: d for m, d in info.items() if d.detail["gain"] == best[(d.origin, d.to)]}


def assignment_results(state: Any, roll: list[int], slots: dict[str, int]) -> list[tuple[dict[str, Any], str | None, str]]:
    """The rolled dice given their roles by the player: per way the direction die allows, (the dice and
    way as words' data, the legal move it makes or None, the string key of the rule that refuses it)."""
    i, d, m, s = (roll[slots[role]] for role in ROLES)
    out = []
    for way in DIRECTION_TABLE[d]:
        text = assignment_text(i, d, way, m, s)
        refusal = state.refusal(text)
        out.append(({"pawn": i, "direction": d, "way": way, "distance": m, "score": s},
                    None if refusal else state.canonical(text), "kosci.refusal." + refusal.code if refusal else ""))
    return out


def arrow_end(info: MoveInfo) -> tuple[float, float]:
    """Where a move's arrow ends: its destination, or most of a square past the edge it leaves over."""
    if info.to:
        col, row = coordinates(info.to)
        return float(col), float(row)
    col, row = coordinates(info.detail["path"][-1] if info.detail["path"] else origin(info))
    dc, dr = info.detail["step"]
    return col + dc * 0.8, row + dr * 0.8


def dest_label(info: MoveInfo, tr: Translate) -> str:
    """A destination's accessible name: which pawn goes where for how many points."""
    key = "kosci.dest" if info.to else "kosci.dest.off"
    return tr(key, face=info.detail["face"], src=info.origin, dst=info.to, points=info.detail["gain"])


def _parts(d: MoveInfo, tr: Translate) -> str:
    """``= 3 + 10 middle line + 20 exit`` when a bonus was earned, else nothing."""
    points = d.detail["points"]
    bits = []
    if points["middle"]:
        bits.append(tr("kosci.log.middle"))
    if points["exit"]:
        bits.append(tr("kosci.log.exit"))
    return tr("kosci.log.parts", parts=" + ".join([str(points["score"])] + bits)) if bits else ""


def _outcome_button(key: str, move: str, d: MoveInfo, owners: dict[str, int], tr: Translate) -> str:
    """One outcome: the pawn, its squares and gain, where the points come from, and the dice that make it."""
    dst = d.to or tr("kosci.off")
    points, face = d.detail["points"], d.detail["face"]
    details = [tr("kosci.detail.score", score=points["score"])]
    if points["middle"]:
        details.append(tr("kosci.detail.middle"))
    if d.tag == "exit":
        details.append(tr("kosci.detail.exit"))
    if d.tag == "tower":
        details.append(tr("kosci.detail.tower"))
    if any(owners[p] != d.player for p in d.covers):
        details.append(tr("kosci.detail.covers"))
    a = d.detail["assignment"]
    dice = tr("kosci.detail.dice", i=a["indicator"], d=a["direction"], m=a["distance"], s=a["score"])
    cls = "outcome" + (f" {d.tag}" if d.tag else "")
    return (f'<li><button{attrs(class_=cls, data_move=move, data_outcome=key)}>'
            f'{chip(face, d.player)}<span class="what"><span class="vh">{esc(tr("kosci.setup.pick", face=face))}: </span>{esc(d.origin)} → {esc(dst)}</span><strong class="gain">+{d.detail["gain"]}</strong>'
            f'<span class="why">{esc(_in_parts(details))}</span><span class="dice-roles">{esc(_in_parts(dice.split(" · ")))}</span></button></li>')


def _in_parts(parts: list[str]) -> str:
    """Parts joined by " · ", a line breaking only between them ("points 4" kept whole: the number
    was left alone on a phone's next line)."""
    return " · ".join(part.replace(" ", "\u00a0") for part in parts)


def _small_die(face: int, cls: str) -> str:
    return f'<svg viewBox="0 0 60 60" aria-hidden="true">{die_svg(30, 30, 50, face, cls)}</svg>'


class KosciScreen(GameScreen):
    """Mądre kości's screen; what it holds is a setup being placed, the chosen pawn, dice given roles."""

    asks_first = False          # who starts is drawn by lot (the seed): the new-game form does not ask
    actions = frozenset({"setup-clear", "setup-last", "show-all", "dice-clear"})

    def __init__(self, prefs: dict[str, Any] | None = None) -> None:
        super().__init__(prefs)
        self.placement: dict[str, int] = {}      # square -> face, setup not yet confirmed
        self.picked: int | None = None           # face chosen in the setup tray
        self.pawn: str | None = None             # square of the pawn whose moves are shown
        self.note = ""                           # a string key to show once in the panel
        self.die: int | None = None              # rolled die (its index) chosen to give a role
        self.slots: dict[str, int] = {}          # role -> rolled die index
        self.assigning = False                   # the dice panel was used this turn: it stays open, even emptied
        self.moved: str | None = None            # the pawn that moved last: drawn last until another moves
        self.by_computer = False                 # the last move was the computer's

    def only_pass(self, state: Any) -> bool:
        return state.view()["phase"] != "setup" and super().only_pass(state)   # a setup is never a pass

    def clear(self) -> bool:
        had = bool(self.placement or self.picked is not None or self.pawn or self.note or self.die is not None
                   or self.slots)
        self.placement, self.picked, self.pawn, self.note, self.die, self.slots = {}, None, None, "", None, {}
        self.assigning = False
        return had

    def player_names(self, tr: Translate) -> tuple[str, str]:
        return tr("kosci.player.0"), tr("kosci.player.1")

    # ----- the new-game form -----------------------------------------------------------------------
    def options_for(self, first: int, fields: dict[str, str]) -> dict[str, Any]:
        """The turn cap from the new-game form; who starts is drawn by lot in the game itself."""
        option = GAME.options[0]
        try:
            cap = int(fields.get("turn_cap", ""))
        except ValueError:
            cap = option.default
        return {"turn_cap": cap if cap in option.choices else option.default}

    def options_text(self, options: dict[str, Any], tr: Translate) -> list[str]:
        return [tr("kosci.options.cap-short", cap=options.get("turn_cap", GAME.options[0].default))]

    def options_html(self, tr: Translate) -> str:
        option = GAME.options[0]
        radios = "".join(f'<label class="choice"><input type="radio"{attrs(name="turn_cap", value=c, checked=c == option.default)}> {c}</label>'
                         for c in option.choices)
        return (f'<fieldset class="kosci-options"><legend>{esc(tr("kosci.options.cap"))}</legend>{radios}</fieldset>'
                f'<p class="kosci-lot">{esc(tr("kosci.options.lot"))}</p>')

    # ----- input -----------------------------------------------------------------------------------
    def _lowest_free(self, view: dict[str, Any]) -> int | None:
        """The lowest face not placed yet (None: all are)."""
        return next((f for f in own_faces(view) if f not in self.placement.values()), None)

    def _face_next(self, view: dict[str, Any]) -> int | None:
        """The face the next start square gets: the one picked in the tray, else the lowest not placed."""
        if self.picked is not None and self.picked not in self.placement.values():
            return self.picked
        return self._lowest_free(view)

    def on_select(self, value: str, state: Any) -> None:
        """Setup: choose a pawn (``face:3``) or a start square (``sq:C1`` on the board, ``row:C1`` in the panel:
        distinct, so the focus found again after a redraw stays where it was); play: choose a pawn
        (``pawn:B1``), a rolled die (``die:0``) or a role slot (``slot:distance``)."""
        kind, _, arg = value.partition(":")
        view = state.view(None)
        self.note = ""
        if view["phase"] == "setup":
            if kind == "face" and arg in {str(f) for f in own_faces(view)}:
                self.picked = None if self.picked == int(arg) else int(arg)
            elif kind in ("sq", "row") and arg in view["start_rows"][view["to_move"]]:
                if arg in self.placement:
                    self.picked = self.placement.pop(arg)
                else:
                    face = self._face_next(view)
                    if face is not None:
                        self.placement[arg] = face
                    self.picked = self._lowest_free(view)
            return
        if kind == "pawn":
            self.pawn = None if self.pawn == arg else arg
        elif kind == "die" and arg in {str(k) for k in range(len(view["roll"] or ()))}:
            index, self.assigning = int(arg), True
            self.slots = {role: k for role, k in self.slots.items() if k != index}
            self.die = None if self.die == index else index
        elif kind == "slot" and arg in ROLES:
            self.assigning = True
            if self.die is not None:
                self.slots[arg], self.die = self.die, None
            else:
                self.slots.pop(arg, None)

    def on_action(self, action: str, value: str | None, state: Any) -> bool:
        """Setup buttons (clear, same as last time) and the "all moves" and "clear dice" buttons; True: redraw."""
        if action == "setup-clear":
            self.placement, self.picked, self.note = {}, None, ""
        elif action == "setup-last":
            view = state.view(None)
            if view["phase"] != "setup":
                return False
            player = view["to_move"]
            last = kosci_memory.recall(self.prefs, player, view["start_rows"][player])
            if last is None:
                self.note = "kosci.setup.no-last"
            else:
                self.placement, self.picked, self.note = dict(last), None, ""
        elif action == "show-all":
            self.pawn = None
        elif action == "dice-clear":
            self.die, self.slots, self.assigning = None, {}, True       # cleared to start again, not closed
        else:
            return False
        return True

    def after_move(self, before: Any, move: str, by_computer: bool) -> None:
        """A person's setup (by hand or at random) is remembered for "same as last time"; the computer's is not.
        The pawn of a move stays drawn last (on top, never moved among the dice) while the next roll tumbles."""
        info = before.describe(move)
        self.by_computer = by_computer
        if info.kind == "move":
            self.moved = info.piece
        if info.kind != "setup" or by_computer:
            return
        row = before.view(None)["start_rows"][info.player]
        kosci_memory.remember(self.prefs, info.player, row, dict(info.detail["placement"]))

    def _start_square_label(self, square: str, face: int | None, tr: Translate) -> str:
        """What choosing a start square does: put the next pawn there, or take the pawn back."""
        if square in self.placement:
            return tr("kosci.setup.take", square=square, face=self.placement[square])
        if face is None:
            return tr("kosci.setup.full", square=square)
        return tr("kosci.setup.place", square=square, face=face)

    # ----- the board -------------------------------------------------------------------------------
    def board_html(self, state: Any, *, tr: Translate, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        """The board (SVG) and the tray (scores, banners, dice); clickable squares when it is our turn."""
        names = self.player_names(tr)
        live = view is None
        view = view or state.view(None)
        marks = dict(marks or {})
        selectable: dict[str, tuple[str, str]] = {}
        pending: dict[str, str] = {}
        drawn: list[Arrow] = []
        targets: list[Target] = []
        chosen = None
        if live and interactive and view["phase"] == "setup":
            player = view["to_move"]
            face = self._face_next(view)
            for square in view["start_rows"][player]:
                selectable[square] = (f"sq:{square}", self._start_square_label(square, face, tr))
            pending = {sq: f"{GAME.players[player]}{f}" for sq, f in self.placement.items()}
        elif live and interactive:
            info = pawn_moves(self.described(state))
            counts: dict[str, int] = {}
            faces: dict[str, int] = {}
            for d in info.values():
                counts[origin(d)] = counts.get(origin(d), 0) + 1
                faces[origin(d)] = d.detail["face"]
            for square, count in counts.items():
                label = tr("kosci.pawn.movable", square=square, face=faces[square], count=count)
                if self.pawn == square:
                    label += ", " + tr("kosci.pawn.chosen")
                selectable[square] = (f"pawn:{square}", label)
            chosen = self.pawn if self.pawn in counts else None
            for move, d, arrow in self._outcome_arrows(state)[1]:      # one arrow and one target per destination
                drawn.append(arrow)
                targets.append(Target(move, dest_label(d, tr), d.to, arrow.end, d.detail["gain"]))
        board = render_board(view, tr=tr, names=names, flipped=flipped, marks=marks, selectable=selectable,
                             chosen=chosen, pending=pending, arrows=drawn, targets=targets, last=self.moved)
        return board + render_tray(view, tr=tr, names=names, marks=marks)

    def preview_html(self, state: Any, key: str, *, tr: Translate, flipped: bool) -> str:
        """The arrow of the outcome ``key``, its points unless a target of the chosen pawn shows them there;
        nothing when the board draws that arrow already (the chosen pawn's best move to a square)."""
        arrows, best = self._outcome_arrows(state)
        if key not in arrows or any(arrow.key == key for _move, _d, arrow in best):
            return ""
        ends = {arrow.end for _move, _d, arrow in best}
        return render_arrow(state.view(None), arrows[key], flipped=flipped, labelled=arrows[key].end not in ends)

    def _outcome_arrows(self, state: Any) -> tuple[dict[str, Arrow], list[tuple[str, MoveInfo, Arrow]]]:
        """Every outcome's arrow by its key (data-outcome of its panel button), and the chosen pawn's best
        move to each of its destinations with that move's arrow, which the board always draws."""
        info = pawn_moves(self.described(state))
        keys = preview_keys(info)
        arrows: dict[str, Arrow] = {}
        best: dict[str, tuple[str, MoveInfo, Arrow]] = {}
        for move, d in info.items():
            arrow = arrows[keys[move]] = Arrow(keys[move], origin(d), d.to, arrow_end(d), d.detail["gain"])
            where = d.to or "off"
            if d.origin == self.pawn and (where not in best or d.detail["gain"] > best[where][1].detail["gain"]):
                best[where] = (move, d, arrow)
        return arrows, list(best.values())

    # ----- the panel -------------------------------------------------------------------------------
    def panel_html(self, state: Any, *, tr: Translate, interactive: bool, tools: bool = True) -> str:
        """Setup controls, the roll button, or the list of the roll's outcomes (or pass)."""
        view = state.view(None)
        if view["result"] is not None:
            return ""
        names = self.player_names(tr)
        if view["phase"] == "setup":
            if not interactive:
                return f'<p class="panel-note">{esc(tr("kosci.setup.waiting", player=names[view["to_move"]]))}</p>'
            return self._setup_panel(state, view, tr, names)
        if not interactive:
            return ""
        moves = self.described(state)
        rolls = [m for m, d in moves.items() if d.kind == "roll"]
        if rolls:
            return (f'<div class="panel kosci-roll" role="group"><button class="primary roll-button"{attrs(data_move=rolls[0])}>'
                    f'{esc(tr("kosci.roll"))}</button></div>')
        info = undominated(pawn_moves(moves))
        if not info:                              # the dice-role panel stays: it tells why nothing moves
            passes = "".join(f'<button class="primary"{attrs(data_move=m)}>{esc(tr("kosci.pass"))}</button>'
                             for m, d in moves.items() if d.kind == "pass")
            return (f'<div class="panel" role="group"><p class="panel-note">{esc(tr("kosci.pass.note"))}</p>'
                    f'{passes}{self._assign_panel(state, view, tr)}</div>')
        chosen = self.pawn if any(d.origin == self.pawn for d in info.values()) else None
        owners = {p["id"]: p["owner"] for p in view["pawns"]}
        keys = preview_keys(moves)
        items = [_outcome_button(keys[move], move, d, owners, tr) for move, d in info.items()
                 if not chosen or d.origin == chosen]
        if chosen:
            face = next(d.detail["face"] for d in info.values() if d.origin == chosen)
            head = tr("kosci.choose.pawn", face=face, count=len(items))
            extra = f'<button class="show-all"{attrs(data_action="show-all")}>{esc(tr("kosci.show-all"))}</button>'
        else:
            head, extra = tr("kosci.choose", count=len(items)), ""
        return (f'<div class="panel kosci-moves" role="group"{attrs(aria_label=head)}>{chip_symbols(view["to_move"])}'
                f'<div class="moves-top"><p class="moves-head">{esc(head)}</p>{extra}</div>'
                f'<ul class="outcomes{" one-pawn" if chosen else ""}">{"".join(items)}</ul>{self._assign_panel(state, view, tr)}</div>')

    def _assign_panel(self, state: Any, view: dict[str, Any], tr: Translate) -> str:
        """Give each rolled die a role by clicks (a die, then a slot); the engine says what it does, or why not."""
        roll = view["roll"]
        used = set(self.slots.values())
        dice = [f'<button{attrs(class_="assign-die", data_select=f"die:{k}", data_drag=True, tabindex="0", aria_pressed="true" if self.die == k else "false", aria_label=tr("kosci.assign.die", value=value))}>'
                f'{_small_die(value, "die roller")}</button>'
                for k, value in enumerate(roll) if k not in used]
        slots = []
        for role in ROLES:
            k = self.slots.get(role)
            inside = _small_die(roll[k], "die roller") if k is not None else '<span class="empty-slot" aria-hidden="true">?</span>'
            label = tr("kosci.role." + role) + (f": {roll[k]}" if k is not None else "")
            slots.append(f'<button{attrs(class_="assign-slot", data_select=f"slot:{role}", data_drop=True, tabindex="0", aria_label=label)}>{inside}'
                         f'<span>{esc(tr("kosci.role." + role))}</span></button>')
        results = ""
        if len(self.slots) == len(ROLES):
            rows = []
            for dice_roles, move, why in assignment_results(state, roll, self.slots):
                if move:
                    label = dest_label(state.describe(move), tr)
                    rows.append(f'<li><button{attrs(class_="primary", data_move=move)}>{esc(label)}</button></li>')
                else:
                    what = tr("kosci.assign.what", **{**dice_roles, "way": tr("kosci.way." + dice_roles["way"])})
                    rows.append(f'<li class="assign-no">{esc(tr("kosci.assign.illegal", what=what))} '
                                f'<small>{esc(tr(why, pawn=dice_roles["pawn"]))}</small></li>')
            results = f'<ul class="assign-results">{"".join(rows)}</ul>'
        opened = " open" if self.assigning or self.slots or self.die is not None else ""
        return (f'<details class="assign"{opened}><summary>{esc(tr("kosci.assign.title"))}</summary>'
                f'<p class="panel-note">{esc(tr("kosci.assign.help"))}</p>'
                f'<div class="assign-dice">{"".join(dice)}</div><div class="assign-slots">{"".join(slots)}</div>{results}'
                f'<button{attrs(data_action="dice-clear")}>{esc(tr("kosci.setup.clear"))}</button></details>')

    def _setup_panel(self, state: Any, view: dict[str, Any], tr: Translate, names: tuple[str, str]) -> str:
        player = view["to_move"]
        colour = "die pawn " + PLAYER_CLASS[player]
        face_next = self._face_next(view)
        where = {f: sq for sq, f in self.placement.items()}
        tray = []
        for face in own_faces(view):
            placed = where.get(face)
            label = tr("kosci.setup.pick", face=face) + (", " + tr("kosci.setup.placed", square=placed) if placed else "")
            tray.append(f'<button{attrs(class_="setup-face" + (" placed" if placed else ""), data_select=f"face:{face}", tabindex="0", aria_label=label, aria_pressed="true" if face == face_next and not placed else "false")}>'
                        f'{_small_die(face, colour + (" placed" if placed else ""))}<span>{esc(placed or "")}</span></button>')
        row = []                    # the start row again, in the panel: on a phone the board's row is below the fold
        start = view["start_rows"][player]
        for square in start:
            placed_face = self.placement.get(square)
            inside = _small_die(placed_face, colour) if placed_face else ""
            row.append(f'<button{attrs(class_="setup-square", data_select=f"row:{square}", tabindex="0", aria_label=self._start_square_label(square, face_next, tr))}>'
                       f'{inside}<span>{esc(square)}</span></button>')
        move = checked_setup(state, self.placement)
        note = f'<p class="panel-note" role="status">{esc(tr(self.note))}</p>' if self.note else ""
        title = tr("kosci.setup.title", player=names[player])
        return (f'<div class="panel kosci-setup" role="group"{attrs(aria_label=title)}>'
                f'<p class="setup-title">{esc(title)}</p>'
                f'<p class="panel-note">{esc(tr("kosci.setup.help", row=start[0][1:]))}</p>'
                f'<div class="setup-tray">{"".join(tray)}</div><div class="setup-row">{"".join(row)}</div>'
                f'<p class="setup-count">{esc(tr("kosci.setup.count", count=len(self.placement)))}</p>{note}'
                f'<div class="setup-buttons"><button{attrs(class_="primary", data_move=move, disabled=move is None)}>{esc(tr("kosci.setup.confirm"))}</button>'
                f'<button{attrs(data_move=RANDOM)}>{esc(tr("kosci.setup.random"))}</button>'
                f'<button{attrs(data_action="setup-last")}>{esc(tr("kosci.setup.last"))}</button>'
                f'<button{attrs(data_action="setup-clear")}>{esc(tr("kosci.setup.clear"))}</button></div></div>')

    # ----- texts -----------------------------------------------------------------------------------
    def move_text(self, before: Any, move: str, tr: Translate) -> str:
        """A log line: ``rolls 6 3 2 1``, ``2: B1→A1 +6``, ``4: E6→E8 +13 = 3 + 10 middle line, tower``…"""
        d = before.describe(move)
        if d.kind == "setup":
            return tr("kosci.log.setup-random" if d.tag == "random" else "kosci.log.setup")
        if d.kind == "roll":
            return tr("kosci.log.roll", dice=" ".join(map(str, d.detail["roll"])))
        if d.kind == "pass":
            return tr("kosci.log.pass")
        text = tr("kosci.log.move", face=d.detail["face"], src=d.origin, dst=d.to or tr("kosci.off"), points=d.detail["gain"])
        return text + _parts(d, tr) + (tr("kosci.log.tower") if d.tag == "tower" else "")

    def event_message(self, before: Any, move: str, tr: Translate) -> str:
        """What just happened, and what follows it as the engine says (a roll again, the last roll), for the status line."""
        names = self.player_names(tr)
        d = before.describe(move)
        who = names[d.player]
        if d.kind == "setup":
            first = d.detail["first"]
            if first is None:
                return tr("kosci.event.setup", player=who)
            return tr("kosci.event.start", player=who, first=names[first])
        if d.kind == "roll":
            return tr("kosci.event.roll", player=who, dice=", ".join(map(str, d.detail["roll"])))
        if d.kind == "pass":
            return tr("kosci.event.pass", player=who)
        face, gain, then = d.detail["face"], d.detail["gain"], d.detail["then"]
        if then == "last-roll":
            return tr("kosci.event.exit", player=who, other=names[1 - d.player], face=face, points=gain)
        key = "kosci.event.tower" if then == "again" else "kosci.event.move"
        return tr(key, player=who, face=face, src=d.origin, dst=d.to or tr("kosci.off"), points=gain)

    def result_text(self, result: Any, tr: Translate) -> list[str]:
        """The winner (a plural name in Polish: "Wygrywają Niebieskie") with both scores, and why it ended."""
        names = self.player_names(tr)
        a, b = result.scores
        scores = {"na": names[0], "a": a, "nb": names[1], "b": b}     # each player's score by name, never larger-first
        head = tr("play.draw", **scores) if result.winner is None else tr("play.winner-plural", player=names[result.winner], **scores)
        return [tr("play.over") + " " + head, tr("kosci.reason." + result.reason)]

    def rules_figures(self, tr: Translate) -> list[tuple[str, str]]:
        """The seed's two worked examples: the rolled dice with the roles given to them, and on the rows
        that matter the chosen pawn and the arrow of the move they make (with its points)."""
        names = self.player_names(tr)
        out = []
        for number, (position, move, rows) in enumerate(EXAMPLES, 1):
            state = from_position(position)
            info = state.describe(move)
            a = info.detail["assignment"]
            words = {"player": names[info.player], "dice": ", ".join(map(str, state.view(None)["roll"])),
                     "i": a["indicator"], "d": a["direction"], "way": tr("kosci.way." + a["way"]), "m": a["distance"],
                     "s": a["score"], "src": info.origin, "dst": info.to, "points": info.detail["gain"],
                     "middle": info.detail["points"]["middle"], "covered": "".join(p[1:] for p in info.covers)}
            caption = tr("kosci.example." + (info.tag or "move"), **words)
            dice = render_roles((a[role], tr("kosci.role." + role) + (" " + WAY_ARROWS[a["way"]] if role == "direction" else ""))
                                for role in ROLES)
            arrow = Arrow("rules-" + move, origin(info), info.to, arrow_end(info), info.detail["gain"])
            board = render_board(state.view(None), tr=tr, names=names, chosen=info.origin, arrows=[arrow], rows=rows, ids=f"kb-example{number}")
            label = tr("kosci.example.label", low=rows[0], high=rows[1], move=dest_label(info, tr),
                       dice=tr("kosci.detail.dice", i=a["indicator"], d=a["direction"], m=a["distance"], s=a["score"]))
            out.append((caption, f'<div{attrs(class_="kosci-figure", role="img", aria_label=label)}>{dice}{board}</div>'))
        return out

    # ----- motion and marks ------------------------------------------------------------------------
    def frames(self, before: Any, move: str) -> list[Frame]:
        """A roll: the four dice tumbling (briefly for a tower's extra roll; the computer's has none), then
        the roll. A pawn's move has no frames: its die slides along its path by a CSS transition when the
        board is drawn after it (render.py, kosci.css)."""
        d = before.describe(move)
        if d.kind != "roll" or (before.extra and self.by_computer):
            return []
        view = before.view(None)
        tumble = Rng(zlib.crc32(before.position().encode()))          # looks only: not the game's generator
        tumbles = ROLL_FRAMES if not before.extra else EXTRA_ROLL_FRAMES
        out: list[Frame] = [({**view, "roll": [tumble.below(6) + 1 for _ in d.detail["roll"]]}, {"rolling": True})
                            for _ in range(tumbles)]
        return out + [({**view, "roll": d.detail["roll"]}, {})]

    def last_move_marks(self, before: Any, move: str) -> dict[str, Any]:
        """After a pawn's move: its squares, the pawn (drawn last, so its slide runs on top), the way it
        went (its path and where it ended, past the edge for an exit), and the dice with the roles that moved it."""
        d = before.describe(move)
        if d.kind != "move":
            return {}
        return {"from": d.origin, "to": d.to, "piece": d.piece, "path": d.detail["path"], "end": arrow_end(d),
                "assignment": d.detail["assignment"]}

SCREEN = KosciScreen
