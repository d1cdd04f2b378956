"""Schotten Totten dealt by the two-party secret deck (``core.deck_seat``): its cards and piles, the deal,
which public facts of a move touch the deck, and the whole-game re-check once both keys are known.

Pile 0 is the clan deck (54 cards), pile 1 the tactic deck (special units; the Joker's two copies are
``JOKER/1`` and ``JOKER/2``, so their locked forms differ). The hands are dealt as ``new_game`` deals them:
player 0 takes the clan deck's positions 0, 2, 4…, player 1 positions 1, 3, 5….
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import Any, Mapping, Sequence

from stolik.core.curve import Point
from stolik.core.errors import GameError
from stolik.core.secret_deck import DishonestError, card_points
from stolik.schotten.cards import CLAN, TACTIC_COUNTS, sort_cards
from stolik.schotten.notation import parse
from stolik.schotten.state import GAME, State, new_game
from stolik.schotten.table import HAND_SIZE

DOMAIN = b"stolik/schotten/v1"
CLAN_PILE, TACTIC_PILE = 0, 1
TACTIC_NAMES: tuple[str, ...] = tuple(name if n == 1 else f"{name}/{i}" for name, n in TACTIC_COUNTS.items()
                                      for i in range(1, n + 1))


def pile_names(tactics: bool) -> tuple[tuple[str, ...], ...]:
    """The card names of each pile, as hashed to card points."""
    return (CLAN, TACTIC_NAMES) if tactics else (CLAN,)


@lru_cache(maxsize=2)
def pile_points(tactics: bool) -> tuple[tuple[Point, ...], ...]:
    """The card points of each pile (the same on both devices: hashed from the names)."""
    return tuple(card_points(DOMAIN, names) for names in pile_names(tactics))


def card_name(tactics: bool, card: int) -> str:
    """The engine's text of a card index (piles numbered one after the other): ``r7``, ``JOKER``."""
    names = [name for pile in pile_names(tactics) for name in pile]
    return names[card].split("/")[0]


def deal_draws(options: Mapping[str, Any]) -> list[tuple[int, int]]:
    """The deal as draws (player, pile), in the order ``new_game`` deals: alternately from the clan deck."""
    n = HAND_SIZE[bool(GAME.checked_options(options)["tactics"])]
    return [(player, CLAN_PILE) for _ in range(n) for player in (0, 1)]


def hand_card(move: str) -> str | None:
    """The card a move takes from the mover's hand, as the move names it (a ``return`` names none in
    public: its cards go back still locked, named by position: ``return #12 #40``)."""
    if move.startswith("return"):
        return None
    parsed = parse(move)
    if parsed[0] == "place":
        return str(parsed[1])
    if parsed[0] in ("RECRUITER", "BANSHEE", "TRAITOR", "STRATEGIST"):
        return str(parsed[0])
    return None


def check_plays(tactics: bool, moves: Sequence[str], plays: Sequence[tuple[int, int]]) -> None:
    """The cards a message proves played (position, card index) must be the hand cards its moves name,
    in order; DishonestError otherwise."""
    named = [card for card in map(hand_card, moves) if card is not None]
    if named != [card_name(tactics, card) for _, card in plays]:
        raise DishonestError("the cards played are not the cards the moves name")


def draws(before: State, after: State, returned: Sequence[int] = (0, 0)) -> list[int]:
    """The piles the mover drew from in one move, from the public deck sizes (``returned``: cards a
    ``return`` put under each pile). A move that draws from both piles (a Recruiter's draw that empties one
    pile, then the forced draws from the other) lists the clan pile first: which cards are drawn does not
    depend on that order, and both devices list them alike, so shares match the draws."""
    clan = len(before.clan_deck) - len(after.clan_deck) + returned[0]
    tactic = len(before.tactic_deck) - len(after.tactic_deck) + returned[1]
    return [CLAN_PILE] * clan + [TACTIC_PILE] * tactic


def dealt_state(options: Mapping[str, Any], orders: Sequence[Sequence[int]]) -> State:
    """The game the decks dealt (known once both keys are): hands and deck orders from ``orders``."""
    opts = GAME.checked_options(options)
    tactics = bool(opts["tactics"])
    clan = [card_name(tactics, card) for card in orders[CLAN_PILE]]
    tactic = [card_name(tactics, len(CLAN) + card) for card in orders[TACTIC_PILE]] if tactics else []
    n = HAND_SIZE[tactics]
    state = new_game(opts, 0)
    return replace(state, hands=(sort_cards(clan[0:2 * n:2]), sort_cards(clan[1:2 * n:2])),
                   clan_deck=tuple(clan[2 * n:]), tactic_deck=tuple(tactic))


def named_returns(move: str, orders: Sequence[Sequence[int]], offsets: Sequence[int], tactics: bool) -> str:
    """A ``return #p #q`` with its cards named, once the deal is known; any other move as it is."""
    if not move.startswith("return"):
        return move
    names = []
    for token in move.split()[1:]:
        position = int(token[1:])
        pile = max(i for i, start in enumerate(offsets) if position >= start)
        names.append(card_name(tactics, orders[pile][position - offsets[pile]] + offsets[pile]))
    return "return " + " ".join(names)


def recheck(options: Mapping[str, Any], orders: Sequence[Sequence[int]], moves: Sequence[str]) -> State:
    """Replay the whole game on the dealt decks: every move must be legal there (a card played that was
    not in the hand, a draw that was not the top card, shows up here). DishonestError otherwise."""
    state = dealt_state(options, orders)
    for number, move in enumerate(moves, 1):
        try:
            state = state.play(move)
        except GameError as error:
            raise DishonestError(f"move {number} ({move!r}) is not legal in the game the decks dealt "
                                 f"({error})") from None
    return state
