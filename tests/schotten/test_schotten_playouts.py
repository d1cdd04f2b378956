"""Whole random games in every variant: all cards always accounted for; views hide what they must.

The contract on random games (the end, notation, positions, views, records) is tests/test_conformance.py.
"""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from stolik.core.rng import Rng
from stolik.schotten import GAME, new_game
from stolik.schotten.cards import CLAN, TACTICS
from stolik.schotten.position import all_cards

VARIANTS = st.fixed_dictionaries({"tactics": st.booleans(), "expert": st.booleans(), "first": st.sampled_from([0, 1])})


@settings(max_examples=30, deadline=None)
@given(options=VARIANTS, seed=st.integers(0, 2**32 - 1), pick=st.integers(0, 2**32 - 1))
def test_random_games_account_for_every_card(options, seed, pick):
    """54 clan cards (and 10 tactic cards with special units), each exactly once, wherever they lie."""
    rng = Rng(pick)
    state = new_game(options, seed)
    expected = len(CLAN) + (len(TACTICS) if options["tactics"] else 0)
    for _ in range(GAME.max_plies):
        legal = state.legal_moves()
        if not legal:
            break
        state = state.play(rng.choice(legal))
        cards = all_cards(state)
        assert sum(cards.values()) == expected and max(cards.values()) <= 2


def test_view_hides_the_other_hand_and_the_decks():
    s = new_game({"tactics": True}, 9)
    v = s.view(0)
    assert v["hand"] == list(s.hands[0]) and v["hand_counts"] == [7, 7]
    assert v["hand_kinds"][1] == [7, 0]
    assert v["decks"] == {"clan": 40, "tactic": 10}
    text = json.dumps(s.view(1))
    assert all(f'"{c}"' not in text for c in s.hands[0] if c not in s.hands[1])
    spectator = s.view(None)
    assert spectator["hand"] == [] and spectator["viewer"] is None
    assert all(f'"{c}"' not in json.dumps(spectator) for c in s.clan_deck[:5])
    assert len(v["stones"]) == 9 and v["stones"][0] == {"number": 1, "sides": [[], []], "modes": [], "size": 3,
                                                       "owner": None, "first": None,
                                                       "formations": [None, None]}


def test_each_seed_deals_its_own_game():
    assert new_game({"tactics": True}, 42) == new_game({"tactics": True}, 42)
    assert new_game({}, 43).position() != new_game({}, 42).position()
