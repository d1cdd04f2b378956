"""What lies beside the table, under the hands: the decks left, the stones each player holds, the tactic
cards each has played (and whether the viewer may play one now), and the face-up discard pile.
"""
from __future__ import annotations

from typing import Any

from stolik.web.games.schotten.render import card_svg
from stolik.web.html import esc
from stolik.web.screen import Translate


def decks_html(view: dict[str, Any], tr: Translate, names: tuple[str, str], who: int | None) -> str:
    """Decks, the face-up discard pile, and the tactic cards each player has played (the limit, said to
    ``who``, the viewer, while the game goes on)."""
    decks = view["decks"]
    parts = [tr("schotten.deck.clan", count=decks["clan"])]
    if view["options"]["tactics"]:
        parts.append(tr("schotten.deck.tactic", count=decks["tactic"]))
    held = view["stones_held"]
    parts.append(tr("schotten.held", a=names[0], na=held[0], b=names[1], nb=held[1]))
    rows = [f'<p class="decks">{" · ".join(esc(p) for p in parts)}</p>']
    if view["options"]["tactics"]:
        played = view["tactics_played"]
        items = []
        for p in (0, 1):
            cards = ", ".join(tr("schotten.tactic." + c) for c in played[p]) or "—"
            items.append(f'<li>{esc(tr("schotten.played", player=names[p], count=len(played[p]), cards=cards))}</li>')
        if who is not None and view["result"] is None:
            wait = view["tactic_wait"][who]
            items.append(f'<li class="limit">{esc(tr("schotten.limit.wait" if wait else "schotten.limit.ok"))}</li>')
        rows.append(f'<ul class="tactics-played">{"".join(items)}</ul>')
    discard = view["discard"]
    pics = "".join(card_svg(c, tr, size=(92, 128), cls="small") for c in discard)
    rows.append(f'<details class="discard"><summary>{esc(tr("schotten.discard", count=len(discard)))}</summary>'
                f'<div class="cards">{pics or esc(tr("schotten.discard.empty"))}</div></details>')
    return f'<div class="st-info">{"".join(rows)}</div>'
