"""A player's hand on the board, and the Recruiter's cards chosen to go back.

The viewer's own cards are face up: buttons on their turn (``card:r7`` chooses one, ``ret:2`` picks a
card to put back after the Recruiter), carried onto a stone when they go there, the card a hint plays
marked; the other hand shows only backs, clan and tactic, and so does a card of mine still locked (a draw in a
secret game, until the friend's next link brings its share). A finished game shows both hands face up.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from stolik.core.game import MoveInfo
from stolik.schotten.cards import CLAN_BACK, TACTIC_BACK
from stolik.web.games.schotten.render import Hinted, back_svg, card_svg
from stolik.web.html import attrs, esc
from stolik.web.screen import Translate


FACE_DOWN = {CLAN_BACK: "clan", TACTIC_BACK: "tactic"}


def face_down(card: str, tr: Translate) -> str:
    """A card this device does not know (a secret game's): its back, and for the ear what it is."""
    return (f'<span class="hand-card still face-down">{back_svg(FACE_DOWN[card], tr)}'
            f'<span class="vh">{esc(tr("secret.face-down"))}</span></span>')


def caption(label: str) -> str:
    """A hand's caption as HTML: "A: 7 cards in hand" and "(4 clan, 3 tactic)" each kept whole on a line, so
    a phone breaks it between the two, never before a lone "3)"."""
    count, sep, kinds = label.partition(" (")
    return f"<span>{esc(count)}</span>" + (f" <span>({esc(kinds)}</span>" if sep else "")


def hand_row(view: dict[str, Any], player: int, who: int | None, tr: Translate, names: tuple[str, str],
             moves: dict[str, MoveInfo], where: str, *, chosen: str | None = None, returning: Sequence[int] = (),
             carried: frozenset[str] = frozenset(), hinted: Hinted | None = None, shown: list[str] | None = None) -> str:
    """``player``'s hand: the viewer's (``who``) own cards face up (buttons when ``moves`` are theirs to play,
    ``chosen`` the card being played, ``returning`` the hand indices picked to go back, ``carried`` the
    cards that may be carried onto a stone, the card ``hinted`` plays marked), else backs; ``shown``: the
    cards of a finished game's hand, face up whoever's it is. ``where`` places the row (st-top, st-bottom)."""
    count = view["hand_counts"][player]
    clan, tactic = view["hand_kinds"][player]
    label = caption(tr("schotten.hand.count", player=names[player], count=count, clan=clan, tactic=tactic))
    to_move = " to-move" if view["to_move"] == player and view["result"] is None else ""
    if shown is not None:
        faces = "".join(face_down(card, tr) if card in FACE_DOWN else f'<span class="hand-card still">{card_svg(card, tr)}</span>'
                        for card in shown)
        return (f'<div class="st-hand mine shown {where}"><p class="hand-label">{label}</p>'
                f'<div class="cards{" many" if len(shown) > 7 else ""}" role="group"'
                f'{attrs(aria_label=tr("schotten.hand.yours", player=names[player]))}>{faces}</div></div>')
    if player != who:
        backs = back_svg("clan", tr) * clan + back_svg("tactic", tr) * tactic
        return (f'<div class="st-hand backs {where}{to_move}"><p class="hand-label">{label}</p>'
                f'<div class="cards">{backs}</div></div>')
    playable = {info.detail.get("hand") for info in moves.values()}
    hint = list(hinted.hand) if hinted is not None and hinted.player == player else []
    tag = tr("schotten.hinted.return" if view["phase"] == "return" else "schotten.hinted")
    cards = []
    for i, card in enumerate(view["hand"]):
        if card in FACE_DOWN:                     # my draw in a secret game: face down until its share comes
            cards.append(face_down(card, tr))
            continue
        # A hand card's button is named by its picture (and hidden words), so its name holds what it shows.
        mark = " hinted" if card in hint else ""
        if mark:
            hint.remove(card)                     # each card once: of two Jokers the first
        if moves and view["phase"] == "return":
            note = f'<span class="vh">, {esc(tag)}</span>' if mark else ""
            cards.append(f'<button{attrs(class_="hand-card" + mark, type="button", tabindex="0", data_select=f"ret:{i}", aria_pressed="true" if i in returning else "false")}>'
                         f'<span class="vh">{esc(tr("schotten.do.return-pick"))} </span>{card_svg(card, tr)}{note}</button>')
        elif moves and view["phase"] == "play":
            dead = card not in playable
            cls = "hand-card" + (" dead" if dead else "") + mark
            why = f'<span class="vh">, {esc(tr("schotten.hand.cannot"))}</span>' if dead else ""
            why += f'<span class="vh">, {esc(tag)}</span>' if mark else ""
            cards.append(f'<button{attrs(class_=cls, type="button", tabindex="0", data_select=f"card:{card}", data_drag=card in carried, aria_pressed="true" if chosen == card else "false")}>'
                         f'{card_svg(card, tr)}{why}</button>')
        else:
            cards.append(f'<span class="hand-card still{mark}">{card_svg(card, tr)}</span>')
    many = " many" if len(cards) > 7 else ""     # more than a phone's row holds: that row scrolls sideways
    return (f'<div class="st-hand mine {where}{to_move}"><p class="hand-label">{label}</p>'
            f'<div class="cards{many}" role="group"{attrs(aria_label=tr("schotten.hand.yours", player=names[player]))}>{"".join(cards)}</div></div>')


def return_order(hand: list[str], moves: dict[str, MoveInfo], returning: list[int]) -> list[str]:
    """The hand cards at indices ``returning`` in the order they go back: as the player chose them (two
    cards for one deck go under it in that order), or in hand order when only that order is a move."""
    chosen = [hand[i] for i in returning if i < len(hand)]
    listed = {tuple(info.detail["cards"]) for info in moves.values() if info.kind == "return"}
    return chosen if tuple(chosen) in listed else [hand[i] for i in sorted(returning) if i < len(hand)]


def return_move(hand: list[str], moves: dict[str, MoveInfo], returning: list[int]) -> str | None:
    """The ``return`` move of the chosen hand cards, if the engine lists it."""
    order = return_order(hand, moves, returning)
    return next((m for m, info in moves.items() if info.kind == "return" and info.detail["cards"] == order), None)
