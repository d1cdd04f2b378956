"""Whole random games in every variant: cards accounted for, positions, views and records round-trip."""
from __future__ import annotations

import json

from hypothesis import given, settings, strategies as st

from stolik.core.record import Record, replay
from stolik.core.rng import Rng
from stolik.schotten import GAME, from_position, new_game
from stolik.schotten.cards import CLAN, TACTICS
from stolik.schotten.notation import parse, write
from stolik.schotten.position import all_cards

VARIANTS = st.fixed_dictionaries({"tactics": st.booleans(), "expert": st.booleans(), "first": st.sampled_from([0, 1])})


@settings(max_examples=40, deadline=None)
@given(options=VARIANTS, seed=st.integers(0, 2**32 - 1), pick=st.integers(0, 2**32 - 1))
def test_random_games_account_for_every_card_and_replay(options, seed, pick):
    rng = Rng(pick)
    state = new_game(options, seed)
    expected = len(CLAN) + (len(TACTICS) if options["tactics"] else 0)
    moves: list[str] = []
    for _ in range(GAME.max_plies):
        legal = state.legal_moves()
        assert (state.result() is None) == bool(legal)
        if not legal:
            break
        assert len(set(legal)) == len(legal)
        for move in legal:
            assert write(parse(move)) == move
        move = legal[rng.below(len(legal))]
        state = state.play(move)
        moves.append(move)
        cards = all_cards(state)
        assert sum(cards.values()) == expected and max(cards.values()) <= 2
        assert from_position(state.position()).position() == state.position()
        for p in (0, 1, None):
            json.dumps(state.view(p))
    result = state.result()
    assert result is not None and len(moves) <= GAME.max_plies
    record = Record("schotten", GAME.rules_version, GAME.checked_options(options), seed, tuple(moves))
    rebuilt = replay(__import__("stolik.schotten", fromlist=["GAME"]), Record.from_compact(record.to_compact()))
    assert rebuilt[-1].position() == state.position()
    assert rebuilt[-1].result() == result


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


def test_same_seed_same_game():
    a, b = new_game({"tactics": True}, 42), new_game({"tactics": True}, 42)
    assert a == b and a.position() == b.position()
    assert new_game({}, 43).position() != new_game({}, 42).position()
