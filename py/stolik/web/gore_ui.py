"""Goré on screen: the board with its highlights, the exchange and answer panel, move texts, animation.

Reads only views and legal move lists and hands move strings back (STYLE.md 15).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.gore import GAME
from stolik.gore.board import EXCHANGE_PRICE, INDEX, LABELS
from stolik.web.gore_board import render_gore
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


def hole_list(tr: Callable[..., str], labels: list[str] | tuple[str, ...]) -> str:
    names = tr.hole_names()
    return ", ".join(names[INDEX[label]] for label in labels)


def board_html(state: Any, *, tr: Callable[..., str], flipped: bool, interactive: bool, me: int | None,
               ui: GoreUi, view: dict[str, Any] | None = None, marks: dict[int, str] | None = None) -> str:
    """The board for ``state`` (or an animation frame ``view``), with clickable holes when it is our turn."""
    view = view or state.view(None)
    legal = state.legal_moves() if interactive else []
    sowing = [m for m in legal if m in INDEX] if not ui.offering else []
    selectable: list[str] = []
    if interactive and ui.offering:
        selectable = [LABELS[h] for h in range(8) if state.owners[h] == state.to_move]
    return render_gore(view, flipped=flipped, legal=sowing, selectable=selectable, selected=ui.chosen,
                       marks=marks, tr=tr, hole_names=tr.hole_names(), player_names=player_names(tr), me=me)


def offer_move(ui: GoreUi) -> str:
    return "x:" + ",".join(sorted(ui.chosen, key=INDEX.__getitem__))


def panel_html(state: Any, *, tr: Callable[..., str], interactive: bool, ui: GoreUi) -> str:
    """Buttons for what is not a hole click: pass, offering an exchange, answering one."""
    names = player_names(tr)
    if state.result() is not None:
        return ""
    if state.offer is not None:
        holes = hole_list(tr, [LABELS[h] for h in state.offer])
        offerer = names[1 - state.to_move]
        if not interactive:
            return f'<p class="panel-note">{esc(tr("gore.offer.waiting", player=offerer, holes=holes))}</p>'
        price = EXCHANGE_PRICE * len(state.offer)
        return (f'<div class="panel answer" role="group"><p>{esc(tr("gore.offer.pending", player=offerer, holes=holes, price=price))}</p>'
                f'<button class="primary"{attrs(data_move="+")}>{esc(tr("gore.accept"))}</button>'
                f'<button{attrs(data_move="-")}>{esc(tr("gore.refuse"))}</button></div>')
    if not interactive:
        return ""
    legal = state.legal_moves()
    parts = []
    if "pass" in legal:
        parts.append(f'<button class="primary"{attrs(data_move="pass")}>{esc(tr("gore.pass"))}</button>')
    offers = [m for m in legal if m.startswith("x:")]
    if offers and not ui.offering:
        parts.append(f'<button{attrs(data_action="offer-start")}>{esc(tr("gore.offer"))}</button>')
    if ui.offering:
        candidate = offer_move(ui) if ui.chosen else ""
        ok = candidate in offers
        label = tr("gore.offer.confirm", holes=hole_list(tr, sorted(ui.chosen, key=INDEX.__getitem__))) if ui.chosen else tr("gore.offer.none")
        parts.append(f'<p class="panel-note">{esc(tr("gore.offer.help"))}</p>'
                     f'<button class="primary"{attrs(data_move=candidate if ok else None, disabled=not ok)}>{esc(label)}</button>'
                     f'<button{attrs(data_action="offer-cancel")}>{esc(tr("gore.offer.cancel"))}</button>')
    return f'<div class="panel" role="group">{"".join(parts)}</div>' if parts else ""


def on_select(ui: GoreUi, hole: str, state: Any) -> None:
    """A hole clicked while choosing an offer: toggle it (at most three)."""
    if hole in ui.chosen:
        ui.chosen.discard(hole)
    elif len(ui.chosen) < 3:
        ui.chosen.add(hole)


def move_text(before: Any, move: str, tr: Callable[..., str]) -> str:
    """A log line for people: ``S2 → ×8 (N2 N1 S4)``, ``offers S3, S4``, ``accepts``…"""
    names = tr.hole_names()
    if move in INDEX:
        sowing = before.sowing(move)
        text = names[INDEX[move]]
        if sowing.total_captured:
            taken = " ".join(names[h] for h in sowing.captured_holes)
            text += f" ×{sowing.total_captured} ({taken})"
        return text
    if move.startswith("x:"):
        return tr("gore.log.offer", holes=hole_list(tr, move[2:].split(",")))
    return tr({"+": "gore.log.accept", "-": "gore.log.refuse", "pass": "gore.log.pass"}[move])


def event_message(before: Any, move: str, tr: Callable[..., str]) -> str:
    """What just happened, for the status line (read out by screen readers)."""
    names = player_names(tr)
    who = names[before.to_move]
    if move in INDEX:
        sowing = before.sowing(move)
        if sowing.total_captured:
            holes = " ".join(tr.hole_names()[h] for h in sowing.captured_holes)
            return tr("gore.captures", player=who, count=sowing.total_captured, holes=holes)
        return ""
    if move == "pass":
        return tr("gore.passed", player=who)
    if move in ("+", "-"):
        return tr("gore.accepted" if move == "+" else "gore.refused", player=who)
    return ""


def frames(before: Any, move: str) -> list[tuple[dict[str, Any], dict[int, str]]]:
    """Animation frames of a sowing: seeds dropping one by one, then captures in chain order."""
    sowing = before.sowing(move) if move in INDEX else None
    if sowing is None:
        return []
    view = before.view(None)
    seeds = list(view["seeds"])
    captured = list(view["captured"])
    seeds[sowing.origin] = 0
    marks = {sowing.origin: "origin"}
    out = [({**view, "seeds": list(seeds)}, dict(marks))]
    for hole in sowing.path:
        seeds[hole] += 1
        marks = {sowing.origin: "origin", hole: "sown"}
        out.append(({**view, "seeds": list(seeds)}, marks))
    for hole, count in zip(sowing.captured_holes, sowing.captured_counts):
        seeds[hole] = 0
        captured[before.to_move] += count
        out.append(({**view, "seeds": list(seeds), "captured": list(captured)}, {hole: "captured"}))
    return out


def last_move_marks(before: Any, move: str) -> dict[int, str]:
    """Marks that stay on the board after a move: where the sowing started."""
    return {INDEX[move]: "origin"} if move in INDEX else {}


def result_text(result: Any, tr: Callable[..., str]) -> list[str]:
    names = player_names(tr)
    a, b = result.scores
    head = tr("play.draw", a=a, b=b) if result.winner is None else tr(
        "play.winner", player=names[result.winner], a=max(a, b), b=min(a, b))
    lines = [tr("play.over") + " " + head, tr("reason." + result.reason)]
    lines += [tr("note." + note) for note in result.notes]
    return lines
