"""How Schotten's page names what the engine gives when it refuses a position or a proof tool's table
(PositionError.params, said by web/position_reasons.py): a player by their name, a side of the tool's table as the
tool calls it, and cards the engine quotes (a param ``X`` with its cards in ``X_cards``) by their names.

>>> from stolik.web.i18n import Translator
>>> reason_words(Translator("pl"), {"side": "theirs", "card": "'r7'", "card_cards": ("r7",)}, ("A", "B"))["card"]
'7 czerwona ●'
"""
from __future__ import annotations

from typing import Any, Sequence

from stolik.schotten.cards import CLAN_SET, TACTIC_COUNTS
from stolik.schotten.table import PLAYERS
from stolik.web.games.schotten.render import card_name
from stolik.web.screen import Translate

CARDS_SHOWN = 8                # cards named in one param (cards that do not add up may be all 54)
SIDES = ("mine", "theirs")     # the proof tool's two sides of a stone


def reason_words(tr: Translate, params: dict[str, Any], names: tuple[str, str]) -> dict[str, Any]:
    """``params`` with a player (the engine's letter) named as ``names`` has them, a side of the tool's table
    by its name, and each quoted param that comes with its cards by those cards' names."""
    words = dict(params)
    if words.get("player") in PLAYERS:
        words["player"] = names[PLAYERS.index(words["player"])]
    if words.get("side") in SIDES:
        words["side"] = tr(f"schotten.tool.side.{words['side']}")
    for key, cards in params.items():
        if key.endswith("_cards"):
            words[key.removesuffix("_cards")] = card_list(tr, cards)
    return words


def card_list(tr: Translate, cards: Sequence[str]) -> str:
    """Cards by their names, the first few (a link may name any text: what is no card is quoted)."""
    shown = [card_name(card, tr) if card in CLAN_SET or card in TACTIC_COUNTS else repr(card)
             for card in cards[:CARDS_SHOWN]]
    return ", ".join(shown) + (" …" if len(cards) > CARDS_SHOWN else "") if shown else "—"
