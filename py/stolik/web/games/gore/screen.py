"""Goré on screen: the board with its highlights, the exchange and answer panel, move texts, animation.

Reads only views, legal move lists and what the engine says each move does (``describe``), and hands
move strings back (STYLE.md 15): no sowing, capture or price is worked out here.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.core.game import MoveInfo
from stolik.gore import GAME
from stolik.gore.board import LABELS, MAX_OFFERED
from stolik.web.games.gore.render import render_gore
from stolik.web.html import attrs, esc

KEY = GAME.key


@dataclass
class GoreUi:
    """What the player is doing on the board right now (not saved): choosing holes for an offer."""

    offering: bool = False
    chosen: set[str] = field(default_factory=set)

    def reset(self) -> None:
        self.offering, self.chosen = False, set()


def new_ui(prefs: dict[str, Any] | None = None) -> GoreUi:
    """Goré remembers nothing between games."""
    return GoreUi()


def player_names(tr: Callable[..., str]) -> tuple[str, str]:
    return tr("gore.player.0"), tr("gore.player.1")


def options_for(first: int, fields: dict[str, str]) -> dict[str, Any]:
    """Game options from the new-game form: who starts (Goré has no other option)."""
    return {"first": GAME.players[first]}


def in_loop_order(labels: Any) -> list[str]:
    """Hole labels in the order the view lists them (S1…S4, N1…N4)."""
    return sorted(labels, key=LABELS.index)


def hole_names(tr: Callable[..., str], labels: Any) -> list[str]:
    """Hole labels as the player's language names them."""
    names = dict(zip(LABELS, tr.hole_names()))
    return [names[label] for label in labels]


def hole_list(tr: Callable[..., str], labels: Any) -> str:
    return ", ".join(hole_names(tr, labels))


def described(state: Any, interactive: bool = True) -> dict[str, MoveInfo]:
    """The legal moves of ``state`` with what each does (none when the player may not move)."""
    return {move: state.describe(move) for move in state.legal_moves()} if interactive else {}


def board_html(state: Any, *, tr: Callable[..., str], flipped: bool, interactive: bool, me: int | None,
               ui: GoreUi, view: dict[str, Any] | None = None, marks: dict[str, str] | None = None) -> str:
    """The board for ``state`` (or an animation frame ``view``), with clickable holes when it is our turn."""
    view = view or state.view(None)
    moves = described(state, interactive)
    sowing = {} if ui.offering else {info.origin: move for move, info in moves.items() if info.kind == "sow"}
    selectable = {hole for info in moves.values() if info.kind == "offer" for hole in info.detail["holes"]} if ui.offering else set()
    return render_gore(view, flipped=flipped, legal=sowing, selectable=selectable, selected=ui.chosen,
                       marks=marks, tr=tr, hole_names=tr.hole_names(), player_names=player_names(tr), me=me)


def offer_move(ui: GoreUi, moves: dict[str, MoveInfo]) -> str:
    """The legal offer of exactly the chosen holes, or "" when there is none."""
    return next((move for move, info in moves.items()
                 if info.kind == "offer" and set(info.detail["holes"]) == ui.chosen), "")


def panel_html(state: Any, *, tr: Callable[..., str], interactive: bool, ui: GoreUi) -> str:
    """Buttons for what is not a hole click: pass, offering an exchange, answering one."""
    names = player_names(tr)
    view = state.view(None)
    if view["result"] is not None:
        return ""
    if view["offer"] is not None:
        holes = hole_list(tr, view["offer"])
        offerer = names[1 - view["to_move"]]
        if not interactive:
            return f'<p class="panel-note">{esc(tr("gore.offer.waiting", player=offerer, holes=holes))}</p>'
        answers = {info.tag: (move, info) for move, info in described(state).items() if info.kind == "answer"}
        accept, accepting = answers["accept"]
        refuse, _ = answers["refuse"]
        price = accepting.detail["price"]
        return (f'<div class="panel answer" role="group"><p>{esc(tr("gore.offer.pending", player=offerer, holes=holes, price=price))}</p>'
                f'<button class="primary"{attrs(data_move=accept)}>{esc(tr("gore.accept"))}</button>'
                f'<button{attrs(data_move=refuse)}>{esc(tr("gore.refuse"))}</button></div>')
    if not interactive:
        return ""
    moves = described(state)
    parts = []
    for move, info in moves.items():
        if info.kind == "pass":
            parts.append(f'<button class="primary"{attrs(data_move=move)}>{esc(tr("gore.pass"))}</button>')
    offers = any(info.kind == "offer" for info in moves.values())
    if offers and not ui.offering:
        parts.append(f'<button{attrs(data_action="offer-start")}>{esc(tr("gore.offer"))}</button>')
    if ui.offering:
        candidate = offer_move(ui, moves) if ui.chosen else ""
        label = tr("gore.offer.confirm", holes=hole_list(tr, in_loop_order(ui.chosen))) if ui.chosen else tr("gore.offer.none")
        parts.append(f'<p class="panel-note">{esc(tr("gore.offer.help"))}</p>'
                     f'<button class="primary"{attrs(data_move=candidate or None, disabled=not candidate)}>{esc(label)}</button>'
                     f'<button{attrs(data_action="offer-cancel")}>{esc(tr("gore.offer.cancel"))}</button>')
    return f'<div class="panel" role="group">{"".join(parts)}</div>' if parts else ""


def on_select(ui: GoreUi, hole: str, state: Any) -> None:
    """A hole clicked while choosing an offer: toggle it (at most as many as an offer may name)."""
    if hole in ui.chosen:
        ui.chosen.discard(hole)
    elif len(ui.chosen) < MAX_OFFERED:
        ui.chosen.add(hole)


def move_text(before: Any, move: str, tr: Callable[..., str]) -> str:
    """A log line for people: ``S2 ×8 (N2 N1 S4)``, ``offers S3, S4``, ``accepts``…"""
    info = before.describe(move)
    if info.kind == "sow":
        text = hole_list(tr, [info.origin])
        taken = sum(info.detail["taken"])
        if taken:
            text += f" ×{taken} ({' '.join(hole_names(tr, info.captures))})"
        return text
    if info.kind == "offer":
        return tr("gore.log.offer", holes=hole_list(tr, info.detail["holes"]))
    return tr(f"gore.log.{info.tag}" if info.kind == "answer" else "gore.log.pass")


def event_message(before: Any, move: str, tr: Callable[..., str]) -> str:
    """What just happened, for the status line (read out by screen readers)."""
    info = before.describe(move)
    who = player_names(tr)[info.player]
    if info.kind == "sow":
        taken = sum(info.detail["taken"])
        holes = " ".join(hole_names(tr, info.captures))
        return tr("gore.captures", player=who, count=taken, holes=holes) if taken else ""
    if info.kind == "pass":
        return tr("gore.passed", player=who)
    if info.kind == "answer":
        return tr("gore.accepted" if info.tag == "accept" else "gore.refused", player=who)
    return ""


def frames(before: Any, move: str) -> list[tuple[dict[str, Any], dict[str, str]]]:
    """Animation frames of a sowing: seeds dropping one by one, then captures in chain order."""
    info = before.describe(move)
    if info.kind != "sow":
        return []
    view = before.view(None)
    index = {label: i for i, label in enumerate(view["labels"])}
    seeds = list(view["seeds"])
    captured = list(view["captured"])
    seeds[index[info.origin]] = 0
    out = [({**view, "seeds": list(seeds)}, {info.origin: "origin"})]
    for hole in info.detail["sown"]:
        seeds[index[hole]] += 1
        out.append(({**view, "seeds": list(seeds)}, {info.origin: "origin", hole: "sown"}))
    for hole, count in zip(info.captures, info.detail["taken"]):
        seeds[index[hole]] = 0
        captured[info.player] += count
        out.append(({**view, "seeds": list(seeds), "captured": list(captured)}, {hole: "captured"}))
    return out


def last_move_marks(before: Any, move: str) -> dict[str, str]:
    """Marks that stay on the board after a move: where the sowing started."""
    info = before.describe(move)
    return {info.origin: "origin"} if info.kind == "sow" else {}


def result_text(result: Any, tr: Callable[..., str]) -> list[str]:
    names = player_names(tr)
    a, b = result.scores
    scores = {"na": names[0], "a": a, "nb": names[1], "b": b}     # each player's score by name, never larger-first
    head = tr("play.draw", **scores) if result.winner is None else tr("play.winner", player=names[result.winner], **scores)
    lines = [tr("play.over") + " " + head, tr("reason." + result.reason)]
    lines += [tr("note." + note) for note in result.notes]
    return lines
