"""Mądre kości on screen: the setup by clicks, the roll, choosing an outcome, the log and animations.

Reads views, legal move lists and ``State.describe`` (a ``MoveInfo``: pawn, squares, points by
source, the squares a move passes) and hands move strings back (STYLE.md 15); what one assignment
of the dice does comes from ``State.judge``. The setup's 20,160 legal moves are never listed: the
setup move is built from the player's clicks and checked by the engine's ``describe`` before its
button is enabled. The only moves played here are the chance ones (a roll, a random setup, the lot
for who starts), whose outcome exists only once played.
"""
from __future__ import annotations

import zlib
from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.core.errors import GameError
from stolik.core.game import MoveInfo
from stolik.core.rng import Rng
from stolik.kosci import GAME
from stolik.web.games.kosci import memory as kosci_memory
from stolik.web.html import attrs, esc
from stolik.web.games.kosci.render import (COLUMNS, PLAYER_CLASS, Arrow, Target, die_svg, parse, render_board,
                                    render_tray)

KEY = GAME.key
ROLL, PASS, RANDOM = "roll", "pass", "setup random"
ROLL_FRAMES = 6
ASKS_FIRST = False          # who starts is drawn by lot (the seed): the new-game form does not ask
ROLES = ("indicator", "direction", "distance", "score")     # the dice's roles, in the notation's order


@dataclass
class KosciUi:
    """What the player is doing right now (not saved): a setup in progress, the chosen pawn."""

    placement: dict[str, int] = field(default_factory=dict)   # square -> face, setup not yet confirmed
    picked: int | None = None                                  # face chosen in the setup tray
    pawn: str | None = None                                    # square of the pawn whose moves are shown
    note: str = ""                                             # a string key to show once in the panel
    die: int | None = None                                     # rolled die (0-3) chosen to give a role
    slots: dict[str, int] = field(default_factory=dict)        # role -> rolled die index
    prefs: dict[str, Any] = field(default_factory=dict)        # remembered on this device (the shell saves it)

    def reset(self) -> None:
        self.placement, self.picked, self.pawn, self.note, self.die, self.slots = {}, None, None, "", None, {}


def new_ui(prefs: dict[str, Any] | None = None) -> KosciUi:
    return KosciUi(prefs={} if prefs is None else prefs)


def player_names(tr: Callable[..., str]) -> tuple[str, str]:
    return tr("kosci.player.0"), tr("kosci.player.1")


def options_for(first: int, fields: dict[str, str]) -> dict[str, Any]:
    """The turn cap from the new-game form; who starts is drawn by lot in the game itself."""
    choices = GAME.options[0].choices
    try:
        cap = int(fields.get("turn_cap", ""))
    except ValueError:
        cap = GAME.options[0].default
    return {"turn_cap": cap if cap in choices else GAME.options[0].default}


def options_html(tr: Callable[..., str]) -> str:
    option = GAME.options[0]
    radios = "".join(f'<label class="choice"><input type="radio"{attrs(name="turn_cap", value=c, checked=c == option.default)}> {c}</label>'
                     for c in option.choices)
    return (f'<fieldset class="kosci-options"><legend>{esc(tr("kosci.options.cap"))}</legend>{radios}</fieldset>'
            f'<p class="kosci-lot">{esc(tr("kosci.options.lot"))}</p>')


# ----- setup ---------------------------------------------------------------------------------------
def start_squares(player: int) -> list[str]:
    row = 1 if player == 0 else 12
    return [f"{c}{row}" for c in COLUMNS]


def setup_move(placement: dict[str, int]) -> str:
    """``setup B1=2 C1=3 …`` in column order, as the engine writes it."""
    return "setup " + " ".join(f"{sq}={placement[sq]}" for sq in sorted(placement, key=lambda s: COLUMNS.index(s[0])))


def checked_setup(state: Any, placement: dict[str, int]) -> str | None:
    """The setup move of a full placement if the engine accepts it, else None."""
    if len(placement) != 6:
        return None
    move = setup_move(placement)
    try:
        state.describe(move)
    except GameError:
        return None
    return move


def next_face(placement: dict[str, int]) -> int | None:
    free = sorted(set(range(1, 7)) - set(placement.values()))
    return free[0] if free else None


def on_select(ui: KosciUi, value: str, state: Any) -> None:
    """Setup: choose a pawn (``face:3``) or a start square (``sq:C1`` on the board, ``row:C1`` in the panel:
    distinct, so the focus found again after a redraw stays where it was); play: choose a pawn (``pawn:B1``)."""
    kind, _, arg = value.partition(":")
    ui.note = ""
    if state.phase == "setup":
        if kind == "face" and arg in "123456" and len(arg) == 1:
            ui.picked = None if ui.picked == int(arg) else int(arg)
        elif kind in ("sq", "row") and arg in start_squares(state.to_move):
            if arg in ui.placement:
                ui.picked = ui.placement.pop(arg)
            else:
                face = ui.picked if ui.picked is not None and ui.picked not in ui.placement.values() else next_face(ui.placement)
                if face is not None:
                    ui.placement[arg] = face
                ui.picked = next_face(ui.placement)
        return
    if kind == "pawn":
        ui.pawn = None if ui.pawn == arg else arg
    elif kind == "die" and arg in ("0", "1", "2", "3"):
        index = int(arg)
        ui.slots = {role: k for role, k in ui.slots.items() if k != index}
        ui.die = None if ui.die == index else index
    elif kind == "slot" and arg in ROLES:
        if ui.die is not None:
            ui.slots[arg], ui.die = ui.die, None
        else:
            ui.slots.pop(arg, None)


def on_action(ui: KosciUi, action: str, value: str | None, state: Any) -> bool:
    """Setup buttons (clear, same as last time) and the "all moves" button; True: redraw."""
    if action == "setup-clear":
        ui.placement, ui.picked, ui.note = {}, 1, ""
    elif action == "setup-last" and state.phase == "setup":
        last = kosci_memory.recall(ui.prefs, state.to_move)
        if last is None:
            ui.note = "kosci.setup.no-last"
        else:
            ui.placement, ui.picked, ui.note = dict(last), None, ""
    elif action == "show-all":
        ui.pawn = None
    elif action == "dice-clear":
        ui.die, ui.slots = None, {}
    else:
        return False
    return True


def _start_square_label(square: str, ui: KosciUi, face: int | None, tr: Callable[..., str]) -> str:
    """What choosing a start square does: put the next pawn there, or take the pawn back."""
    if square in ui.placement:
        return tr("kosci.setup.take", square=square, face=ui.placement[square])
    if face is None:
        return tr("kosci.setup.full", square=square)
    return tr("kosci.setup.place", square=square, face=face)


# ----- the board -----------------------------------------------------------------------------------
def board_html(state: Any, *, tr: Callable[..., str], flipped: bool, interactive: bool, me: int | None,
               ui: KosciUi, view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
    """The board (SVG) and the tray (scores, banners, dice); clickable squares when it is our turn."""
    names = player_names(tr)
    live = view is None
    view = view or state.view(None)
    marks = dict(marks or {})
    selectable: dict[str, tuple[str, str]] = {}
    pending: dict[str, str] = {}
    arrows: list[Arrow] = []
    targets: list[Target] = []
    shown: list[str] = []
    chosen = None
    if live and interactive and state.phase == "setup":
        letter = "AB"[state.to_move]
        face = ui.picked if ui.picked is not None and ui.picked not in ui.placement.values() else next_face(ui.placement)
        for square in start_squares(state.to_move):
            selectable[square] = (f"sq:{square}", _start_square_label(square, ui, face, tr))
        pending = {sq: f"{letter}{f}" for sq, f in ui.placement.items()}
    elif live and interactive and state.roll is not None and state.result() is None:
        info = described(state)
        counts: dict[str, int] = {}
        faces: dict[str, int] = {}
        for d in info.values():
            counts[d.origin] = counts.get(d.origin, 0) + 1
            faces[d.origin] = d.detail["face"]
        for square, count in counts.items():
            label = tr("kosci.pawn.movable", square=square, face=faces[square], count=count)
            if ui.pawn == square:
                label += ", " + tr("kosci.pawn.chosen")
            selectable[square] = (f"pawn:{square}", label)
        chosen = ui.pawn if ui.pawn in counts else None
        best: dict[str, tuple[int, str, MoveInfo]] = {}
        for k, (move, d) in enumerate(info.items()):
            arrows.append(Arrow(str(k), d.origin, d.to, _end(d), d.detail["gain"]))
            if d.origin == chosen:
                shown.append(str(k))
                where = d.to or "off"
                if where not in best or d.detail["gain"] > best[where][2].detail["gain"]:
                    best[where] = (k, move, d)
        for k, move, d in best.values():
            targets.append(Target(move, _dest_label(d, tr), d.to, arrows[k].end, d.detail["gain"]))
    board = render_board(view, tr=tr, names=names, flipped=flipped, marks=marks, selectable=selectable, chosen=chosen,
                         pending=pending, arrows=arrows, shown=shown, targets=targets)
    return board + render_tray(view, tr=tr, names=names, marks=marks)


def described(state: Any) -> dict[str, MoveInfo]:
    """The roll's pawn moves (every legal move but ``pass``), each with what the engine says it does."""
    return {m: state.describe(m) for m in state.legal_moves() if m != PASS}


def _end(info: MoveInfo) -> tuple[float, float]:
    """Where a move's arrow ends: its destination, or most of a square past the edge it leaves over."""
    if info.to:
        return tuple(float(v) for v in parse(info.to))  # type: ignore[return-value]
    col, row = parse(info.detail["path"][-1] if info.detail["path"] else info.origin)
    dc, dr = info.detail["step"]
    return col + dc * 0.8, row + dr * 0.8


def _dest_label(info: MoveInfo, tr: Callable[..., str]) -> str:
    """A destination's accessible name: which pawn goes where for how many points."""
    key = "kosci.dest" if info.to else "kosci.dest.off"
    return tr(key, face=info.detail["face"], src=info.origin, dst=info.to, points=info.detail["gain"])


# ----- the panel -----------------------------------------------------------------------------------
def panel_html(state: Any, *, tr: Callable[..., str], interactive: bool, ui: KosciUi) -> str:
    """Setup controls, the roll button, or the list of the roll's outcomes (or pass)."""
    names = player_names(tr)
    if state.result() is not None:
        return ""
    if state.phase == "setup":
        if not interactive:
            return f'<p class="panel-note">{esc(tr("kosci.setup.waiting", player=names[state.to_move]))}</p>'
        return _setup_panel(state, tr, ui, names)
    if not interactive:
        return ""
    if state.roll is None:
        return (f'<div class="panel kosci-roll" role="group"><button class="primary roll-button"{attrs(data_move=ROLL)}>'
                f'{esc(tr("kosci.roll"))}</button></div>')
    legal = state.legal_moves()
    if legal == [PASS]:                          # the dice-role panel stays: it tells why nothing moves
        return (f'<div class="panel" role="group"><p class="panel-note">{esc(tr("kosci.pass.note"))}</p>'
                f'<button class="primary"{attrs(data_move=PASS)}>{esc(tr("kosci.pass"))}</button>'
                f'{_assign_panel(state, tr, ui)}</div>')
    info = undominated(described(state))
    chosen = ui.pawn if any(d.origin == ui.pawn for d in info.values()) else None
    owners = {p["id"]: p["owner"] for p in state.view(None)["pawns"]}
    items = []
    for k, (move, d) in enumerate(info.items()):
        if chosen and d.origin != chosen:
            continue
        items.append(_outcome_button(k, move, d, owners, tr))
    if chosen:
        face = next(d.detail["face"] for d in info.values() if d.origin == chosen)
        head = tr("kosci.choose.pawn", face=face, count=len(items))
        extra = f'<button class="show-all"{attrs(data_action="show-all")}>{esc(tr("kosci.show-all"))}</button>'
    else:
        head, extra = tr("kosci.choose", count=len(items)), ""
    return (f'<div class="panel kosci-moves" role="group"{attrs(aria_label=head)}><p class="moves-head">{esc(head)}</p>{extra}'
            f'<ul class="outcomes">{"".join(items)}</ul>{_assign_panel(state, tr, ui)}</div>')


def undominated(info: dict[str, MoveInfo]) -> dict[str, MoveInfo]:
    """The described moves without those another move beats: the same pawn to the same square for more points."""
    best: dict[tuple[str | None, str | None], int] = {}
    for d in info.values():
        key = (d.origin, d.to)
        best[key] = max(best.get(key, d.detail["gain"]), d.detail["gain"])
    return {m: d for m, d in info.items() if d.detail["gain"] == best[(d.origin, d.to)]}


def assignment_results(state: Any, slots: dict[str, int]) -> list[tuple[dict[str, Any], str | None, str]]:
    """The rolled dice given their roles by the player: per way the direction die allows, (the dice and
    way as words' data, the legal move it makes or None, the string key of the rule that refuses it)."""
    i, d, m, s = (state.roll[slots[role]] for role in ROLES)
    return [({"pawn": i, "direction": d, "way": way, "distance": m, "score": s}, move,
             "" if move else "kosci.refusal." + str(refusal))
            for way, move, refusal in state.judge((i, d, m, s))]


def _assign_panel(state: Any, tr: Callable[..., str], ui: KosciUi) -> str:
    """Give each rolled die a role by clicks (a die, then a slot); the engine says what it does, or why not."""
    used = set(ui.slots.values())
    dice = []
    for k, value in enumerate(state.roll):
        if k in used:
            continue
        die = die_svg(30, 30, 50, value, "die roller")
        dice.append(f'<button{attrs(class_="assign-die", data_select=f"die:{k}", data_drag=True, aria_pressed="true" if ui.die == k else "false", aria_label=tr("kosci.assign.die", value=value))}>'
                    f'<svg viewBox="0 0 60 60" aria-hidden="true">{die}</svg></button>')
    slots = []
    for role in ROLES:
        k = ui.slots.get(role)
        inside = (f'<svg viewBox="0 0 60 60" aria-hidden="true">{die_svg(30, 30, 50, state.roll[k], "die roller")}</svg>'
                  if k is not None else '<span class="empty-slot" aria-hidden="true">?</span>')
        label = tr("kosci.role." + role) + (f": {state.roll[k]}" if k is not None else "")
        slots.append(f'<button{attrs(class_="assign-slot", data_select=f"slot:{role}", data_drop=True, aria_label=label)}>{inside}'
                     f'<span>{esc(tr("kosci.role." + role))}</span></button>')
    results = ""
    if len(ui.slots) == 4:
        rows = []
        for dice_roles, move, why in assignment_results(state, ui.slots):
            if move:
                label = _dest_label(state.describe(move), tr)
                rows.append(f'<li><button{attrs(class_="primary", data_move=move)}>{esc(label)}</button></li>')
            else:
                what = tr("kosci.assign.what", **{**dice_roles, "way": tr("kosci.way." + dice_roles["way"])})
                rows.append(f'<li class="assign-no">{esc(tr("kosci.assign.illegal", what=what))} '
                            f'<small>{esc(tr(why, pawn=dice_roles["pawn"]))}</small></li>')
        results = f'<ul class="assign-results">{"".join(rows)}</ul>'
    opened = " open" if ui.slots or ui.die is not None else ""
    return (f'<details class="assign"{opened}><summary>{esc(tr("kosci.assign.title"))}</summary>'
            f'<p class="panel-note">{esc(tr("kosci.assign.help"))}</p>'
            f'<div class="assign-dice">{"".join(dice)}</div><div class="assign-slots">{"".join(slots)}</div>{results}'
            f'<button{attrs(data_action="dice-clear")}>{esc(tr("kosci.setup.clear"))}</button></details>')


def _outcome_button(k: int, move: str, d: MoveInfo, owners: dict[str, int], tr: Callable[..., str]) -> str:
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
    chip = f'<svg class="chip" viewBox="0 0 60 60" aria-hidden="true">{die_svg(30, 30, 50, face, "die pawn " + PLAYER_CLASS[d.player])}</svg>'
    cls = "outcome" + (f" {d.tag}" if d.tag else "")
    return (f'<li><button{attrs(class_=cls, data_move=move, data_outcome=k)}>'
            f'{chip}<span class="what"><span class="vh">{esc(tr("kosci.setup.pick", face=face))}: </span>{esc(d.origin)} → {esc(dst)}</span><strong class="gain">+{d.detail["gain"]}</strong>'
            f'<span class="why">{esc(" · ".join(details))}</span><span class="dice-roles">{esc(dice)}</span></button></li>')


def _setup_panel(state: Any, tr: Callable[..., str], ui: KosciUi, names: tuple[str, str]) -> str:
    player = state.to_move
    face_next = ui.picked if ui.picked is not None and ui.picked not in ui.placement.values() else next_face(ui.placement)
    where = {f: sq for sq, f in ui.placement.items()}
    tray = []
    for face in range(1, 7):
        placed = where.get(face)
        label = tr("kosci.setup.pick", face=face) + (", " + tr("kosci.setup.placed", square=placed) if placed else "")
        die = die_svg(30, 30, 50, face, "die pawn " + PLAYER_CLASS[player] + (" placed" if placed else ""))
        tray.append(f'<button{attrs(class_="setup-face" + (" placed" if placed else ""), data_select=f"face:{face}", aria_label=label, aria_pressed="true" if face == face_next and not placed else "false")}>'
                    f'<svg viewBox="0 0 60 60" aria-hidden="true">{die}</svg><span>{esc(placed or "")}</span></button>')
    row = []                    # the start row again, in the panel: on a phone the board's row is below the fold
    for square in start_squares(player):
        placed_face = ui.placement.get(square)
        inside = (f'<svg viewBox="0 0 60 60" aria-hidden="true">{die_svg(30, 30, 50, placed_face, "die pawn " + PLAYER_CLASS[player])}</svg>'
                  if placed_face else "")
        row.append(f'<button{attrs(class_="setup-square", data_select=f"row:{square}", aria_label=_start_square_label(square, ui, face_next, tr))}>'
                   f'{inside}<span>{esc(square)}</span></button>')
    move = checked_setup(state, ui.placement)
    note = f'<p class="panel-note" role="status">{esc(tr(ui.note))}</p>' if ui.note else ""
    return (f'<div class="panel kosci-setup" role="group"{attrs(aria_label=tr("kosci.setup.title", player=names[player]))}>'
            f'<p class="setup-title">{esc(tr("kosci.setup.title", player=names[player]))}</p>'
            f'<p class="panel-note">{esc(tr("kosci.setup.help", row=1 if player == 0 else 12))}</p>'
            f'<div class="setup-tray">{"".join(tray)}</div><div class="setup-row">{"".join(row)}</div>'
            f'<p class="setup-count">{esc(tr("kosci.setup.count", count=len(ui.placement)))}</p>{note}'
            f'<div class="setup-buttons"><button{attrs(class_="primary", data_move=move, disabled=move is None)}>{esc(tr("kosci.setup.confirm"))}</button>'
            f'<button{attrs(data_move=RANDOM)}>{esc(tr("kosci.setup.random"))}</button>'
            f'<button{attrs(data_action="setup-last")}>{esc(tr("kosci.setup.last"))}</button>'
            f'<button{attrs(data_action="setup-clear")}>{esc(tr("kosci.setup.clear"))}</button></div></div>')


# ----- texts ---------------------------------------------------------------------------------------
def _drawn(before: Any, move: str) -> Any:
    """The state after a chance move (a roll, a setup and the lot for who starts): its dice or draw exist
    only once it is played, so no description tells them. The only moves this screen plays."""
    return before.play(move)


def _parts(d: MoveInfo, tr: Callable[..., str]) -> str:
    """``= 3 + 10 middle line + 20 exit`` when a bonus was earned, else nothing."""
    points = d.detail["points"]
    bits = []
    if points["middle"]:
        bits.append(tr("kosci.log.middle"))
    if points["exit"]:
        bits.append(tr("kosci.log.exit"))
    return tr("kosci.log.parts", parts=" + ".join([str(points["score"])] + bits)) if bits else ""


def move_text(before: Any, move: str, tr: Callable[..., str]) -> str:
    """A log line: ``rolls 6 3 2 1``, ``2: B1→A1 +6``, ``4: E6→E8 +13 = 3 + 10 middle line, tower``…"""
    d = before.describe(move)
    if d.kind == "setup":
        return tr("kosci.log.setup-random" if d.tag == "random" else "kosci.log.setup")
    if d.kind == "roll":
        return tr("kosci.log.roll", dice=" ".join(map(str, _drawn(before, move).roll)))
    if d.kind == "pass":
        return tr("kosci.log.pass")
    text = tr("kosci.log.move", face=d.detail["face"], src=d.origin, dst=d.to or tr("kosci.off"), points=d.detail["gain"])
    return text + _parts(d, tr) + (tr("kosci.log.tower") if d.tag == "tower" else "")


def after_move(ui: KosciUi, before: Any, move: str, by_computer: bool) -> None:
    """A person's setup (by hand or at random) is remembered for "same as last time"; the computer's is not."""
    if before.phase != "setup" or by_computer:
        return
    placement = before.describe(move).detail.get("placement")
    if placement is None:                   # drawn at random: read where the pawns went
        pawns = _drawn(before, move).view(None)["pawns"]
        placement = {p["square"]: p["face"] for p in pawns if p["owner"] == before.to_move}
    kosci_memory.remember(ui.prefs, before.to_move, dict(placement))


def event_message(before: Any, move: str, tr: Callable[..., str]) -> str:
    """What just happened, for the status line."""
    names = player_names(tr)
    who = names[before.to_move]
    d = before.describe(move)
    if d.kind == "setup":
        after = _drawn(before, move)
        if after.phase == "setup":
            return tr("kosci.event.setup", player=who)
        return tr("kosci.event.start", player=who, first=names[after.to_move])
    if d.kind == "roll":
        return tr("kosci.event.roll", player=who, dice=", ".join(map(str, _drawn(before, move).roll)))
    if d.kind == "pass":
        return tr("kosci.event.pass", player=who)
    face, gain = d.detail["face"], d.detail["gain"]
    if d.tag == "exit" and before.phase == "play":
        return tr("kosci.event.exit", player=who, other=names[1 - before.to_move], face=face, points=gain)
    key = "kosci.event.tower" if d.tag == "tower" else "kosci.event.move"
    return tr(key, player=who, face=face, src=d.origin, dst=d.to or tr("kosci.off"), points=gain)


def result_text(result: Any, tr: Callable[..., str]) -> list[str]:
    names = player_names(tr)
    a, b = result.scores
    scores = {"na": names[0], "a": a, "nb": names[1], "b": b}     # each player's score by name, never larger-first
    head = tr("play.draw", **scores) if result.winner is None else tr("play.winner-plural", player=names[result.winner], **scores)
    return [tr("play.over") + " " + head, tr("kosci.reason." + result.reason)]


# ----- animation -----------------------------------------------------------------------------------
def frames(before: Any, move: str) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """A roll: the four dice tumbling, then the roll; a move: the die travelling square by square."""
    d = before.describe(move)
    if d.kind not in ("roll", "move"):
        return []
    view = before.view(None)
    if d.kind == "roll":
        after = _drawn(before, move)
        tumble = Rng(zlib.crc32(before.position().encode()))          # looks only: not the game's generator
        out = [({**view, "roll": [tumble.below(6) + 1 for _ in range(4)]}, {"rolling": True}) for _ in range(ROLL_FRAMES)]
        return out + [(after.view(None), {})]
    return [(view, {"float": (d.piece, square), "from": d.origin}) for square in d.detail["path"]]


def last_move_marks(before: Any, move: str) -> dict[str, Any]:
    """After a pawn's move: its squares, and the dice with the roles that moved it."""
    d = before.describe(move)
    if d.kind != "move":
        return {}
    return {"from": d.origin, "to": d.to, "assignment": d.detail["assignment"]}
