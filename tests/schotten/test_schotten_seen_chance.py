"""Schotten's win chance as one player saw it (``viewer``): what a review needs to judge a move
only from what its player could know (core/grading.py's ``Seen``)."""
from __future__ import annotations

from dataclasses import replace

from stolik.core.rng import Rng
from stolik.core.search import Limit
from stolik.schotten import ai, new_game
from stolik.schotten.cards import CLAN_SET

PLAYOUTS = Limit(nodes=25)


def _mid_game(seed: int = 4, plies: int = 12):
    state, rng = new_game({}, seed), Rng(seed)
    for _ in range(plies):
        moves = state.legal_moves()
        state = state.play(moves[rng.below(len(moves))])
    return state


def _other_hand(state, player: int):
    """The same position with one clan card of ``player``'s hand swapped for the top of the deck."""
    hand = list(state.hands[player])
    card = next(c for c in hand if c in CLAN_SET)
    hand[hand.index(card)] = state.clan_deck[0]
    hands = list(state.hands)
    hands[player] = tuple(sorted(hand))
    return replace(state, hands=(hands[0], hands[1]), clan_deck=(card,) + state.clan_deck[1:])


def test_the_movers_chance_after_a_move_never_reads_the_opponents_hand():
    state = _mid_game()
    mover = state.to_move
    after = state.play(state.legal_moves()[0])
    assert after.to_move != mover and after.result() is None
    swapped = _other_hand(after, 1 - mover)
    assert swapped.hands != after.hands
    seen = ai.win_chance(after, limit=PLAYOUTS, viewer=mover)
    assert ai.win_chance(swapped, limit=PLAYOUTS, viewer=mover) == seen


def test_the_default_viewer_is_the_player_to_move_whose_hand_is_read():
    """Asked as the opponent (to move), their own hand counts: swapping it can change the chance."""
    state = _mid_game()
    after = state.play(state.legal_moves()[0])
    changed = 0
    for seed in range(6):
        swapped = _other_hand(after, after.to_move)
        changed += ai.win_chance(after, seed=seed, limit=PLAYOUTS) != ai.win_chance(swapped, seed=seed, limit=PLAYOUTS)
    assert changed
