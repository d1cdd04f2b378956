"""The computer opponent: legal answers, automatic claims, no peeking; long-duel scoring; rules text.

Searches here stop at a number of playouts (``Limit.nodes``), not the level's clock, so each answer
is the same on a fast machine and a loaded one; how long a turn takes is ``scripts/bench ai turns``'s to say.
"""
from __future__ import annotations

from dataclasses import replace

import pytest

from stolik.core.game import Result
from stolik.core.rng import Rng
from stolik.core.search import Limit, mcts
from stolik.schotten import ai, match, new_game
from stolik.schotten.rules_text import RULES
from schotten_helpers import state


def test_choose_move_is_legal_at_every_level():
    s = new_game({"tactics": True}, 2)
    for level in ai.LEVELS[:1]:
        assert ai.choose_move(s, level, seed=3, limit=Limit(nodes=40)) in s.legal_moves()
    with pytest.raises(ValueError, match="'hopeless'"):
        ai.choose_move(s, "hopeless")


def test_provable_claims_are_taken_at_once():
    s = state(["r7,r8:b1"], hand0=("r9", "g1"), hand1=("b2",)).play("r9@1")
    assert ai.choose_move(s, "easy") == "claim 1"


def test_the_deck_to_draw_from_takes_no_search(monkeypatch):
    """Issue 14: half of a hard turn with special units was a search choosing a deck; now a rule of thumb."""
    def no_search(*_args, **_kwargs):
        raise AssertionError("searched for a draw")
    monkeypatch.setattr(ai, "mcts", no_search)
    s = new_game({"tactics": True}, 5)
    s = s.play(next(m for m in s.legal_moves() if "@" in m))
    while s.legal_moves()[0].startswith("claim"):
        s = s.play(s.legal_moves()[0])
    assert {"draw", "draw tactic"} <= set(s.legal_moves())
    assert ai.choose_move(s, "hard", seed=1) == ai.choose_draw(s, s.legal_moves())


def test_a_hard_turn_with_special_units_plays_the_same_legal_card_again():
    """A hard turn's search with special units, stopped by playouts instead of the clock, answers a
    legal move, and the same one each time (its time in the page: scripts/bench ai turns)."""
    s = new_game({"tactics": True}, 7)
    moves = {ai.choose_move(s, "hard", seed=2, limit=Limit(nodes=150)) for _ in range(2)}
    assert len(moves) == 1 and moves <= set(s.legal_moves())


def test_a_limit_in_place_of_the_clock_keeps_the_levels_playouts(monkeypatch):
    """A caller's limit replaces the level's clock, never its strength: the playouts are the tighter
    of the two."""
    asked = []
    monkeypatch.setattr(ai, "mcts", lambda *args, **kw: asked.append((kw["iterations"], kw["time_limit"]))
                        or (args[0].legal_moves()[0], {}))
    s = new_game({"tactics": True}, 7)
    for limit in (None, Limit(nodes=100), Limit(nodes=10_000), Limit()):
        ai.choose_move(s, "normal", seed=2, limit=limit)
    assert asked == [(300, 0.6), (100, None), (300, None), (300, None)]


def test_determinize_keeps_what_the_player_knows_and_reshuffles_the_rest():
    s = new_game({"tactics": True}, 5)
    while s.to_move == 0:
        s = s.play(s.legal_moves()[0])
    d = ai.determinize(s, Rng(1))
    me = s.to_move
    assert d.hands[me] == s.hands[me] and d.sides == s.sides and d.discard == s.discard
    assert len(d.hands[1 - me]) == len(s.hands[1 - me])
    assert sorted(d.hands[1 - me] + d.clan_deck + d.tactic_deck) == sorted(s.hands[1 - me] + s.clan_deck + s.tactic_deck)


def test_search_never_reads_the_opponent_hand_or_the_deck_order():
    """Two deals that differ only in what the player to move cannot see give the same search."""
    s = new_game({}, 8)
    opp = 1 - s.to_move
    pool = list(s.hands[opp] + s.clan_deck)
    pool.reverse()
    hand = tuple(sorted(pool[:len(s.hands[opp])]))
    hands = (s.hands[0], hand) if opp == 1 else (hand, s.hands[1])
    other = replace(s, hands=hands, clan_deck=tuple(pool[len(hand):]))
    assert other.hands[opp] != s.hands[opp]
    runs = [mcts(x, ai.SchottenAdapter(8), Rng(4), iterations=25, determinize=ai.determinize,
                 rollout=ai.rollout_policy, rollout_depth=20) for x in (s, other)]
    assert runs[0] == runs[1]


def test_long_duel_scores_winner_five_loser_one_per_stone():
    games = [Result(0, (5, 2), "five-stones"), Result(1, (2, 3), "three-adjacent"), Result(None, (4, 4), "no-more-moves")]
    assert match.game_points(games[0]) == (5, 2)
    assert match.game_points(games[1]) == (2, 5)
    assert match.totals(games) == (11, 11)
    assert not match.is_over(games[:2], games_to_play=3)
    assert match.is_over(games, games_to_play=3) and match.leader(games) is None
    assert match.is_over(games[:1], target=5) and not match.is_over(games[:1], target=10)


def test_rules_text_in_both_languages_names_our_rulings():
    assert set(RULES) == {"pl", "en"}
    assert "## Our rulings" in RULES["en"] and "## Nasze ustalenia" in RULES["pl"]
    for text in RULES.values():
        assert "8-9-1" in text and "Joker" in text and "- " in text
