"""The panel beside Schotten Totten's table: the step's buttons and words.

What to click next for the chosen card (and cancel), claims, draws, a pass, the Recruiter's draws and
its cards to put back, a note on a card that cannot be played, and the question why a complete stone
cannot be claimed, with its answer (claims.py) once asked.
"""
from __future__ import annotations

from typing import Any

from stolik.core.game import MoveInfo
from stolik.web.games.schotten.claims import refusal_text
from stolik.web.games.schotten.flows import card_moves, claim_numbers, complete_unclaimed, flow_of, source_of, table_card
from stolik.web.games.schotten.hand import return_move, return_order
from stolik.web.games.schotten.render import card_name, card_svg
from stolik.web.html import attrs, esc
from stolik.web.screen import Translate

# What to click next in a chosen card's flow (flows.FLOWS); a Traitor / Strategist's step is its own.
FLOW_HELP = {"panel": "schotten.flow.recruiter", "take": "schotten.flow.banshee", "stone": "schotten.flow.env",
             "side": "schotten.flow.place"}


def button(move: str | None, label: str, primary: bool = False, action: str | None = None) -> str:
    """A panel button playing ``move`` (or answering ``action``); disabled when it has neither."""
    return (f'<button{attrs(class_="primary" if primary else None, data_move=move, data_action=action, disabled=move is None and action is None)}>'
            f"{esc(label)}</button>")


def flow_help(tr: Translate, moves: dict[str, MoveInfo], card: str, source: str | None) -> str:
    """What to click next for the chosen ``card`` (``source``: the table card a Traitor / Strategist took),
    with a cancel button (and the Recruiter's or the Strategist's discard button)."""
    flow = flow_of(moves, card)
    chosen = card_moves(moves, card)
    name = card_name(card, tr)
    extra = ""
    if flow == "panel":
        extra = "".join(button(m, tr("schotten.do.recruiter"), True) for m in chosen)
    if flow == "move" and source is None:
        key = "schotten.flow.source." + card
    elif flow == "move":
        key = "schotten.flow.dest." + card
        here = [info for info in chosen.values() if source_of(info) == source]
        if here:
            name = tr("schotten.from-stone", card=card_name(table_card(here[0])[2], tr), number=here[0].origin)
        extra = "".join(button(m, tr("schotten.do.discard", card=card_name(table_card(info)[2], tr)))
                        for m, info in chosen.items() if source_of(info) == source and info.to is None)
    else:
        key = FLOW_HELP[flow]
    return (f'<p class="panel-note flow">{esc(tr(key, card=name))}</p>{extra}'
            f'{button(None, tr("schotten.cancel"), action="cancel")}')


def refusal_html(state: Any, stone: int, tr: Translate, other: str) -> str:
    """Why a claim of ``stone`` is refused, and a completion of the other side that would beat it; "" once
    the claim became legal (its button says so)."""
    found = refusal_text(state, stone, tr, other)
    if found is None:
        return ""
    text, blocker = found
    pics = f'<div class="cards">{"".join(card_svg(c, tr, size=(92, 128), cls="small") for c in blocker)}</div>' if blocker else ""
    return (f'<div class="refusal" role="status"><p>{esc(text)}</p>{pics}'
            f'{button(None, tr("schotten.close"), action="close-why")}</div>')


def panel_html(state: Any, moves: dict[str, MoveInfo], tr: Translate, names: tuple[str, str], *, card: str | None,
               source: str | None, returning: list[int], why: int | None, note: str) -> str:
    """The step's buttons for the player to move (``moves``, described): the flow of the chosen ``card``,
    claims, draws, pass, the Recruiter's returns (``returning``: hand indices picked), ``note`` (a string
    key), the stones whose claim may be asked about and the answer for stone ``why``."""
    view = state.view(state.to_move)
    phase = view["phase"]
    parts: list[str] = []
    decks = view["decks"]
    draw_label = {"clan": tr("schotten.draw.clan", count=decks["clan"]),
                  "tactic": tr("schotten.draw.tactic", count=decks["tactic"])}
    numbers = claim_numbers(moves)
    claim_buttons = "".join(button(m, tr("schotten.do.claim", number=n), True) for n, m in numbers.items())
    if phase == "play":
        parts.append(flow_help(tr, moves, card, source) if card is not None
                     else f'<p class="panel-note">{esc(tr("schotten.help.pick"))}</p>')
        if numbers:
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.claim-now"))}</p>{claim_buttons}')
        parts += [button(m, tr("schotten.pass"), not numbers and card is None)
                  for m, info in moves.items() if info.kind == "pass"]
    elif phase in ("claim", "claimx", "draw"):
        if numbers:
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.claim"))}</p>{claim_buttons}')
        ends = {m: info for m, info in moves.items() if info.kind in ("draw", "end")}
        if ends:
            head = "schotten.help.draw" if all(info.kind == "draw" for info in ends.values()) else "schotten.help.end"
            parts.append(f'<p class="panel-note">{esc(tr(head))}</p>'
                         + "".join(button(m, draw_label[info.detail["deck"]] if info.kind == "draw" else tr("schotten.end"),
                                          not numbers) for m, info in ends.items()))
    elif phase == "recruit":
        parts.append(f'<p class="panel-note">{esc(tr("schotten.help.recruit", count=view["recruit_left"]))}</p>'
                     + "".join(button(m, draw_label[info.detail["deck"]], True)
                               for m, info in moves.items() if info.kind == "draw"))
    elif phase == "return":
        hand = view["hand"]
        chosen = ", ".join(card_name(c, tr) for c in return_order(hand, moves, returning)) or "—"
        need = next(len(info.detail["cards"]) for info in moves.values() if info.kind == "return")
        parts.append(f'<p class="panel-note">{esc(tr("schotten.help.return", count=need))}</p>'
                     f'<p class="chosen">{esc(tr("schotten.return.chosen", cards=chosen))}</p>'
                     + button(return_move(hand, moves, returning), tr("schotten.return.confirm"), True))
    if note:
        parts.append(f'<p class="panel-note warn" role="status">{esc(tr(note))}</p>')
    asked = [n for n in complete_unclaimed(view, state.to_move) if n not in numbers]
    if asked:
        buttons = "".join(f'<button{attrs(type="button", data_select=f"why:{n}", aria_label=tr("schotten.do.why", number=n), aria_pressed="true" if why == n else "false")}>'
                          f'{n}</button>' for n in asked)
        parts.append(f'<div class="why-buttons" role="group"{attrs(aria_label=tr("schotten.why.ask"))}>'
                     f'<span aria-hidden="true">{esc(tr("schotten.why.ask"))}</span>{buttons}</div>')
    if why is not None:
        parts.append(refusal_html(state, why, tr, names[1 - state.to_move]))
    return f'<div class="panel st-panel" role="group">{"".join(parts)}</div>'
