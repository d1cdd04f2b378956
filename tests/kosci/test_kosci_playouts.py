"""Random games: invariants, termination, round trips, records and the contract's names."""
import doctest
import json

from hypothesis import given, settings, strategies as st

import stolik.kosci
import stolik.kosci.state
from stolik.kosci import ai as kosci_ai
from stolik.core.record import Record, replay
from stolik.core.rng import Rng
from stolik.kosci import GAME, from_position, new_game
from stolik.kosci.board import EXIT
from stolik.kosci.movement import LAST_ROLL_LIMIT


def random_game(seed: int, chooser: int, cap: int = 200):
    """Play a whole game choosing uniformly with Rng(chooser); return the states and the moves."""
    state = new_game({"turn_cap": cap}, seed)
    rng = Rng(chooser)
    states, moves = [state], []
    while state.result() is None:
        legal = state.legal_moves()
        move = "setup random" if state.phase == "setup" and rng.below(2) else rng.choice(legal)
        state = state.play(move)
        states.append(state)
        moves.append(move)
        assert len(moves) <= GAME.max_plies
    return states, moves


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
    assert len(seen) + sum(1 for w in after.where if w == EXIT) + sum(1 for w in after.where if w == -2) == 12
    assert after.scores[0] >= before.scores[0] and after.scores[1] >= before.scores[1]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1), st.sampled_from([100, 200]))
def test_random_games_keep_invariants_and_end(seed, chooser, cap):
    states, moves = random_game(seed, chooser, cap)
    for before, after in zip(states, states[1:]):
        check_invariants(before, after)
    final = states[-1]
    assert final.legal_moves() == [] and final.result() is not None
    assert final.turns <= cap + (LAST_ROLL_LIMIT if final.result().reason == "exit" else 0)
    for state in states[:-1]:
        assert state.result() is None and state.legal_moves()
    for state in states[2::7]:
        text = state.position()
        again = from_position(text)
        assert again.position() == text
        assert sorted(again.legal_moves()) == sorted(state.legal_moves())
        json.dumps(state.view(state.to_move))
        for move in state.legal_moves()[:40]:
            if state.roll is not None and move != "pass":
                a = state.describe(move).detail["assignment"]
                judged = state.judge((a["indicator"], a["direction"], a["distance"], a["score"]))
                assert (a["way"], move, None) in judged


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_records_replay_exactly(seed, chooser):
    states, moves = random_game(seed, chooser)
    record = Record("kosci", GAME.rules_version, {}, seed, tuple(moves))
    again = replay(stolik.kosci, Record.from_compact(record.to_compact()))
    assert [s.position() for s in again] == [s.position() for s in states]
    assert again[-1].result() == states[-1].result()


def test_record_from_a_shared_position_replays():
    start = "A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A -"
    state, moves = from_position(start), []
    for _ in range(30):
        move = state.legal_moves()[0]
        moves.append(move)
        state = state.play(move)
    states = replay(stolik.kosci, Record("kosci", 1, {}, 0, tuple(moves), start))
    assert states[-1] == state


def test_contract_names_and_doctests():
    for name in ("GAME", "new_game", "from_position", "State"):
        assert hasattr(stolik.kosci, name)
    state = new_game({}, 5)
    for name in ("to_move", "legal_moves", "play", "result", "view", "position"):
        assert hasattr(state, name)
    assert doctest.testmod(stolik.kosci).failed == 0
    assert doctest.testmod(stolik.kosci.state).failed == 0
    assert doctest.testmod(kosci_ai).failed == 0


def test_rules_text_lists_the_house_rules_in_both_languages():
    from stolik.kosci.rules_text import RULES
    assert set(RULES) == {"pl", "en"}
    assert len(RULES["pl"].splitlines()) == len(RULES["en"].splitlines())
    assert "200" in RULES["en"] and "200" in RULES["pl"]
    assert all(line for text in RULES.values() for line in text.splitlines())


def test_rules_text_names_the_games_own_cap_and_any_square_of_the_start_row():
    """The rulings: the in-app rules name the cap the game was created with; the exit rule covers the whole row."""
    from stolik.kosci.rules_text import rules_for
    for lang, own, row in (("en", "after 300 turns (the limit chosen for this game)", "any square of your start row"),
                           ("pl", "po 300 kolejkach (tyle wybrano dla tej partii)", "dowolnym polu twojego rzędu startowego")):
        text = " ".join(rules_for(lang, {"turn_cap": 300}))
        assert own in text and row in text and "200" not in text
        assert "{" not in " ".join(rules_for(lang))
