"""Each game's ``ai.win_chance``: the first player's chance to win, as a game review shows it.

A finished game gives its result (1, 0 or 0.5); a position one side clearly leads gives that side
more than half, whoever is to move; hidden information is never read. The searches stop at a
node limit (alpha-beta nodes, positions valued, Schotten's playouts), not at the page's clock, so
each chance is the same on a fast machine and a loaded one.
"""
from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

from stolik.core.rng import Rng
from stolik.core.search import Limit
from stolik.games import ENGINES, engine

GAMES = tuple(ENGINES)          # every registered game
NODES = Limit(nodes=2000)       # alpha-beta nodes (Goré, Hive) or positions valued (Kości): a short search
PLAYOUTS = Limit(nodes=25)      # Schotten's playouts: about what 0.05 s gave on CPython
TINY = Limit(nodes=4)           # the least each game searches


def _random_game(game: str, seed: int, stop=lambda state: False):
    """Random legal moves from a seeded new game until it ends (or ``stop`` says so)."""
    state, rng = engine(game).new_game({}, seed), Rng(seed + 1)
    for _ in range(engine(game).GAME.max_plies):
        if state.result() is not None or stop(state):
            return state
        moves = state.legal_moves()
        state = state.play(moves[rng.below(len(moves))])
    return state


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_finished_game_gives_its_result(game: str, seed: int) -> None:
    state = _random_game(game, seed)
    result = state.result()
    assert result is not None
    expected = 0.5 if result.winner is None else float(result.winner == 0)
    assert importlib.import_module(f"stolik.{game}.ai").win_chance(state, limit=TINY) == expected


@pytest.mark.parametrize("game", GAMES)
def test_a_chance_is_a_probability_at_every_step(game: str) -> None:
    ai, state, rng = importlib.import_module(f"stolik.{game}.ai"), engine(game).new_game({}, 9), Rng(10)
    for _ in range(30):
        if state.result() is not None:
            break
        assert 0.0 <= ai.win_chance(state, limit=TINY) <= 1.0
        moves = state.legal_moves()
        state = state.play(moves[rng.below(len(moves))])


@pytest.mark.parametrize("to_move", ["S", "N"])
def test_gore_a_big_material_lead_is_a_likely_win(to_move: str) -> None:
    from stolik.gore import ai, from_position
    south_ahead = from_position(f"3,3,1,0,3,3,0,0 SSSSNNNN 35:0 {to_move}")
    north_ahead = from_position(f"3,3,1,0,3,3,0,0 SSSSNNNN 0:35 {to_move}")
    assert south_ahead.result() is None and north_ahead.result() is None
    assert ai.win_chance(south_ahead, limit=NODES) > 0.8
    assert ai.win_chance(north_ahead, limit=NODES) < 0.2


def test_gore_a_drawn_end_is_even() -> None:
    from stolik.gore import ai, from_position
    state = from_position("0,0,0,0,0,0,0,0 SSSSNNNN 24:24 S")
    assert state.result() is not None and state.result().winner is None
    assert ai.win_chance(state) == 0.5


def test_hive_a_queen_one_move_from_capture_is_a_likely_win() -> None:
    """The ai module's doctest position: White to move closes the ring around the Black Queen."""
    from stolik.hive import ai, from_position
    state = from_position("Base;InProgress;White[8];wB1;bG1 wB1/;wQ wB1\\;bQ bG1/;wB2 /wB1;bQ bG1-;"
                          "wG1 -wB2;bB1 bQ\\;wA1 \\wG1;bG2 bQ/;wA1 wB2\\;bB2 bG2/;wA1 -bG2;bG3 bG2\\")
    assert ai.win_chance(state, limit=NODES) > 0.9
    assert ai.win_chance(state.play("wQ bG1\\"), limit=NODES) == 1.0


@pytest.mark.parametrize("to_move", ["A", "B"])
def test_kosci_a_big_score_lead_is_a_likely_win(to_move: str) -> None:
    from stolik.kosci import ai, from_position
    pawns = "A1@D5,A2@B4,A3@C6,A4@E5,A5@F4,A6@G5,B1@G8,B2@F9,B3@E8,B4@D8,B5@C9,B6@B8"
    a_ahead = from_position(f"{pawns} 50:5 {to_move} -")
    b_ahead = from_position(f"{pawns} 5:50 {to_move} -")
    assert ai.win_chance(a_ahead, limit=NODES) > 0.7
    assert ai.win_chance(b_ahead, limit=NODES) < 0.3


def test_kosci_never_reads_the_future_rolls() -> None:
    from stolik.kosci import ai
    state = _random_game("kosci", 4, stop=lambda s: s.turns >= 6 and s.roll is None)
    assert state.result() is None
    assert ai.win_chance(state, limit=TINY) == ai.win_chance(state.reshuffled(12345), limit=TINY)   # the same work


def _schotten_lead(state) -> bool:
    owners = state.owners
    return sum(o == 0 for o in owners) >= 4 and sum(o == 1 for o in owners) <= 1


def test_schotten_most_stones_held_is_a_likely_win() -> None:
    from stolik.schotten import ai
    for seed in range(40):
        state = _random_game("schotten", seed, stop=_schotten_lead)
        if state.result() is None:
            break
    else:
        pytest.fail("no random game reached a clear lead for the first player")
    assert ai.win_chance(state, limit=PLAYOUTS) > 0.6


def test_schotten_never_reads_the_opponents_hand_or_the_deck() -> None:
    from stolik.schotten import ai
    state = _random_game("schotten", 7, stop=lambda s: len(s.discard) + sum(len(x) for p in s.sides for x in p) >= 12)
    assert state.result() is None
    opponent = 1 - state.to_move
    hands = list(state.hands)
    other = [c for c in state.clan_deck if c not in hands[opponent]][:len(hands[opponent])]
    assert len(other) == len(hands[opponent]) and set(other) != set(hands[opponent])
    deck = tuple(c for c in state.clan_deck if c not in other) + tuple(hands[opponent])
    hands[opponent] = tuple(sorted(other))
    changed = replace(state, hands=tuple(hands), clan_deck=deck)
    assert ai.win_chance(state, seed=3, limit=TINY) == ai.win_chance(changed, seed=3, limit=TINY)   # the same playouts
