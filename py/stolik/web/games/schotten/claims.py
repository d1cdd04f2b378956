"""Claims explained in words: why a stone cannot be claimed, what a claim proved, and the rules page's
example of a claim before the other side is complete.

Every reason comes from the engine: ``State.refusal("claim N")`` for a refused claim (the claim rule's
own proof: the beating group the other side could still make, and the cards it needs), ``describe``
for a claim played (both groups, or the proof, and the values the troop cards took).
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from stolik.schotten import from_position
from stolik.schotten.cards import CLAN
from stolik.web.games.schotten.flows import claim_numbers
from stolik.web.games.schotten.render import Targets, board_style, card_name, formation_text, formation_values, render_table
from stolik.web.html import attrs
from stolik.web.screen import Translate

# The rules page's claim before the other side is complete: A places green 8 at stone 2 for three 8s;
# B holds yellow 5 and 6 there, and only a colour run would beat three of a kind, but the yellow 4 and
# 7 it needs lie face up at stones 1 and 3 (the test checks each against the engine's proof).
PROOF_TABLE, PROOF_HANDS, PROOF_MOVE = "b3:o4,y4/r8,b8:y5,y6/y7:p2", ("g8,r1,o9,p5,g2,b6", "r4,g3,p9,o7,b1,r5"), "g8@2"
PROOF_STONE, PROOF_SEEN, PROOF_BEATER = 2, ((1, 1, "y4"), (3, 0, "y7")), "colour-run"


def proof_position(table: str = PROOF_TABLE, hands: tuple[str, str] = PROOF_HANDS) -> str:
    """The example's position text, A to place a card: ``table`` the first stones (the rest are empty),
    the clan cards named nowhere in the deck."""
    stones = table.split("/")
    named = {card for text in stones + list(hands) for card in re.split("[:,]", text) if card}
    deck = ",".join(card for card in CLAN if card not in named)
    return " ".join(["-", "0play", "/".join(stones + [":"] * (9 - len(stones))), *hands, deck, "-", "-", "-|-", "0"])


def refusal_text(state: Any, stone: int, tr: Translate, other: str) -> tuple[str, list[str]] | None:
    """Why the player to move cannot claim ``stone`` (``other`` names their opponent), and the cards that
    would complete a group beating theirs (shown as pictures); None when the claim is legal."""
    refusal = state.refusal(f"claim {stone}")
    if refusal is None:
        return None
    reason, why = refusal.code, refusal.detail
    if reason == "claimed":
        return tr("schotten.refuse.claimed", number=stone), []
    if reason == "incomplete":
        return tr("schotten.refuse.incomplete", number=stone, count=why["size"]), []
    if reason in ("expert", "later"):
        return tr("schotten.refuse." + reason, number=stone), []
    size = state.view(None)["stones"][stone - 1]["size"]
    groups = formation_values({"mine": why["mine"], "theirs": why["theirs"]}, tr, size)
    if reason in ("beaten", "tie"):
        return tr("schotten.refuse." + reason, number=stone, player=other, **groups), []
    blocker = list(why["cards"])
    return tr("schotten.refuse.could", number=stone, player=other, cards=", ".join(card_name(c, tr) for c in blocker),
              **groups), blocker


def took_lines(cards: list[str], group: dict[str, Any], tr: Translate) -> list[str]:
    """"Joker = red 9" for each troop card of a complete group."""
    return [tr("schotten.took.line", card=tr("schotten.tactic." + cards[i]),
               value=card_name(f"{colour}{v}", tr) if colour else v) for i, v, colour in group["took"]]


def claim_text(before: Any, move: str, tr: Translate, names: tuple[str, str]) -> str:
    """The claim ``move`` explained from ``describe``: both groups (or the proof) and the values troops took."""
    info = before.describe(move)
    p, stone = info.player, int(info.claims[0])
    s = before.view(None)["stones"][stone - 1]
    mine, theirs = info.detail["mine"], info.detail["theirs"]
    lines = took_lines(s["sides"][p], mine, tr)
    if theirs is not None:
        lines += took_lines(s["sides"][1 - p], theirs, tr)
        text = tr("schotten.event.claim-vs", player=names[p], number=stone, mine=formation_text(mine, tr, s["size"]),
                  theirs=formation_text(theirs, tr, s["size"]))
    else:
        text = tr("schotten.event.claim-proof", player=names[p], number=stone, other=names[1 - p],
                  **formation_values({"mine": mine}, tr, s["size"]))
    troops = "; ".join(lines)
    return text + (" " + tr("schotten.took.all", lines=troops) if troops else "")


def proof_figure(tr: Translate, names: tuple[str, str]) -> tuple[str, str]:
    """A claim before the other side is complete, from a real position: stones 1 to 3 as the table draws
    them, the stone the engine lets A claim flagged, the face-up cards that leave B no winning group
    marked, and the reason in the rules' own names of the groups; (caption, figure markup)."""
    state = from_position(proof_position()).play(PROOF_MOVE)
    view = state.view(None)
    shown = {**view, "stones": view["stones"][:len(PROOF_TABLE.split("/"))]}
    stone = view["stones"][PROOF_STONE - 1]
    mine, theirs = stone["sides"]

    def cards(group: Iterable[str]) -> str:
        return ", ".join(card_name(card, tr) for card in group)
    caption = tr("schotten.example.proof", number=PROOF_STONE, a=names[0], b=names[1],
                 mine=formation_text(stone["formations"][0], tr), cards=cards(mine), theirs=cards(theirs),
                 beater=tr("schotten.form." + PROOF_BEATER), needed=cards(card for _, _, card in PROOF_SEEN))
    claimable = claim_numbers({move: state.describe(move) for move in state.legal_moves()})
    table = render_table(shown, tr=tr, names=names, bottom=0, targets=Targets(claimable=frozenset(claimable)),
                         noted=frozenset(PROOF_SEEN))
    sides = " ".join(tr("schotten.example.stone", number=s["number"], a=names[0], b=names[1], mine=cards(s["sides"][0]) or "—",
                        theirs=cards(s["sides"][1]) or "—") for s in shown["stones"])
    count = len(shown["stones"])
    label = tr("schotten.example.label", count=count, stones=sides, number=PROOF_STONE, a=names[0])
    style = f"{board_style(view)};--stones:{count}"
    return caption, f'<div{attrs(class_="st-board st-figure", role="img", aria_label=label, style=style)}>{table}</div>'
