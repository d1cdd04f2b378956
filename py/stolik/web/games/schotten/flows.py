"""How a chosen hand card reaches its target: each card's flow, and what on the table answers a click.

A hand card is chosen first; how its moves are then picked follows the ``tag`` ``describe`` gives them
(never the card's text): the Recruiter is one button in the panel, the Banshee takes a table card, the
Traitor and the Strategist take a table card and then carry it somewhere, an environment card goes on
the stone itself, and every other card goes to the player's side of a stone. A complete group on an
open stone answers with its claim, or with the question why it cannot be claimed.
"""
from __future__ import annotations

from typing import Any

from stolik.core.game import MoveInfo
from stolik.web.games.schotten.render import Targets, card_name
from stolik.web.screen import Translate

# A chosen card's flow by its moves' tag: "panel" (one button), "take" (click the table card it takes),
# "move" (a table card, then where it goes), "stone" (on the stone itself); any other card goes to the
# player's "side" of a stone.
FLOWS = {"recruiter": "panel", "banshee": "take", "traitor": "move", "strategist": "move", "environment": "stone"}
CARRIED = ("side", "stone")     # flows whose card may also be carried onto a stone (drag and drop)


def card_moves(moves: dict[str, MoveInfo], card: str) -> dict[str, MoveInfo]:
    """The moves that play ``card`` from the hand."""
    return {m: info for m, info in moves.items() if info.detail.get("hand") == card}


def claim_numbers(moves: dict[str, MoveInfo]) -> dict[int, str]:
    """Stone number -> the legal claim of it."""
    return {int(info.claims[0]): m for m, info in moves.items() if info.kind == "claim"}


def table_card(info: MoveInfo) -> tuple[int, int, str]:
    """(stone, side, card) of the table card a Traitor / Strategist / Banshee move takes (such a move names all three)."""
    assert info.origin is not None and info.piece is not None, info
    return int(info.origin), info.detail["side"], info.piece


def source_of(info: MoveInfo) -> str:
    """The table card a Traitor / Strategist move takes, as ``card@stone``."""
    return f"{info.piece}@{info.origin}"


def complete_unclaimed(view: dict[str, Any], player: int) -> list[int]:
    """Stones still open where ``player``'s group is complete (the view gives it a formation)."""
    return [s["number"] for s in view["stones"] if s["owner"] is None and s["formations"][player] is not None]


def flow_of(moves: dict[str, MoveInfo], card: str | None) -> str:
    """How ``card``'s moves are picked (see FLOWS); "" when no card is chosen or it has no move."""
    mine = card_moves(moves, card) if card is not None else {}
    return FLOWS.get(next(iter(mine.values())).tag, "side") if mine else ""


def carried_cards(view: dict[str, Any], moves: dict[str, MoveInfo]) -> frozenset[str]:
    """The hand cards that may be carried onto a stone now: those played on a side or on a stone itself."""
    if view["phase"] != "play":
        return frozenset()
    cards = {hand for info in moves.values() if (hand := info.detail.get("hand")) is not None}
    return frozenset(card for card in cards if flow_of(moves, card) in CARRIED)


def table_targets(tr: Translate, view: dict[str, Any], moves: dict[str, MoveInfo], card: str | None,
                  source: str | None) -> Targets:
    """Which stones, sides and table cards answer a click, given the chosen ``card`` and, for a Traitor or
    a Strategist, the table card it already took (``source``, ``card@stone``)."""
    t = Targets()
    flow = flow_of(moves, card)
    claims = claim_numbers(moves)
    if flow != "stone":
        for n in complete_unclaimed(view, view["to_move"]):
            if n in claims:
                t.stones[n] = ("move", claims[n], tr("schotten.do.claim", number=n))
            else:
                t.stones[n] = ("select", f"why:{n}", tr("schotten.do.why", number=n))
        t.claimable = frozenset(claims)
    if flow in ("", "panel"):
        return t
    chosen = card or ""
    for m, info in card_moves(moves, chosen).items():
        if flow in ("stone", "side"):
            assert info.to is not None, info           # a card played goes to a stone or a side
            key = "schotten.do.place-env" if flow == "stone" else "schotten.do.place"
            (t.stones if flow == "stone" else t.sides)[int(info.to)] = ("move", m, tr(key, card=card_name(chosen, tr), number=info.to))
            continue
        where = table_card(info)     # the table card it takes
        piece = card_name(where[2], tr)
        if flow == "take":
            t.cards[where] = ("move", m, tr("schotten.do.banshee", card=piece, number=info.origin))
        elif source is None:
            t.cards[where] = ("select", f"src:{source_of(info)}", tr("schotten.do.source", card=piece, number=info.origin))
        elif source_of(info) == source:
            t.chosen = where
            if info.to is not None:
                t.sides[int(info.to)] = ("move", m, tr("schotten.do.move-to", card=piece, number=info.to))
    return t

