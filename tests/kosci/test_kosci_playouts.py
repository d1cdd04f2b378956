"""Random games: 12 pawns accounted for, scores never fall, the house cap holds, and each outcome's
dice assignment is one the roll's judge agrees makes it.

The contract on random games (the end, notation, positions, views, records) is tests/test_conformance.py.
"""
from hypothesis import given, settings, strategies as st

from stolik.core.rng import Rng
from stolik.kosci import GAME, new_game
from stolik.kosci.board import EXIT
from stolik.kosci.movement import LAST_ROLL_LIMIT, UNPLACED


def random_game(seed: int, chooser: int, cap: int = 200):
    """Play a whole game choosing uniformly with Rng(chooser); return the states."""
    state = new_game({"turn_cap": cap}, seed)
    rng = Rng(chooser)
    states = [state]
    while state.result() is None:
        legal = state.legal_moves()
        move = "setup random" if state.phase == "setup" and rng.below(2) else rng.choice(legal)
        state = state.play(move)
        states.append(state)
        assert len(states) <= GAME.max_plies + 1
    return states


def check_invariants(before, after):
    """12 pawns accounted for, stacks and squares agree, scores never fall."""
    seen = [q for stack in after.stacks for q in stack]
    assert len(seen) == len(set(seen))
    for pawn in range(12):
        square = after.where[pawn]
        if square >= 0:
            assert pawn in after.stacks[square]
        else:
            assert pawn not in seen and (square == EXIT or after.phase == "setup")
    assert len(seen) + sum(1 for w in after.where if w in (EXIT, UNPLACED)) == 12
    assert after.scores[0] >= before.scores[0] and after.scores[1] >= before.scores[1]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.sampled_from([100, 200]))
def test_random_games_keep_invariants_and_end(seed, chooser, cap):
    states = random_game(seed, chooser, cap)
    for before, after in zip(states, states[1:]):
        check_invariants(before, after)
    final = states[-1]
    assert final.turns <= cap + (LAST_ROLL_LIMIT if final.result().reason == "exit" else 0)
    for state in states[2::7]:
        for move in state.legal_moves()[:40]:
            if state.roll is not None and move != "pass":
                dice = state.describe(move).detail["dice"]          # one assignment that makes the move
                assert state.refusal(dice) is None and state.canonical(dice) == move, (dice, move)
