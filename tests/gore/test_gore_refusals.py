"""Why a Goré move cannot be played (State.refusal), one test per rule that refuses it, from real positions
(the seed 001 and shared/rules/gore.md: sow a non-empty hole you own, pass only with no seeds, offer 1 to 3
of your holes keeping one, paid 6 a hole from the opponent's captured seeds, answer an offer first); and on
random games, refused exactly when legal_moves() does not list a move."""
from __future__ import annotations

from itertools import combinations

import pytest

from stolik.core.errors import MalformedMoveError
from stolik.core.refusal import Refusal
from stolik.core.rng import Rng
from stolik.gore import from_position, new_game
from stolik.gore.board import LABELS
from stolik.gore.refusals import CODES


def test_a_legal_move_is_not_refused_in_any_spelling_canonical_reads():
    state = new_game({}, 0)
    assert [state.refusal(move) for move in ("S1", " s 4", "x:s2,S1")] == [None, None, Refusal("price", {
        "holes": ["S1", "S2"], "price": 12, "captured": 0})]
    rich = from_position("6,6,6,6,6,0,6,6 SSSSNNNN 0:6 S")
    assert rich.refusal("x: s2") is None and rich.refusal("S2") is None


def test_sow_only_a_hole_you_own():
    state = from_position("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 N")
    assert state.refusal("S3") == Refusal("not-yours", {"hole": "S3"})
    exchanged = from_position("3,3,3,9,3,3,3,3 SSSNNNNN 10:8 S")      # S4 now North's
    assert exchanged.refusal("S4") == Refusal("not-yours", {"hole": "S4"}) and exchanged.refusal("S3") is None


def test_sow_only_a_hole_holding_seeds():
    state = from_position("0,6,6,6,6,6,6,6 SSSSNNNN 6:0 S")
    assert state.refusal("S1") == Refusal("empty", {"hole": "S1"})


def test_pass_only_with_no_seeds_in_your_holes():
    assert new_game({}, 0).refusal("pass") == Refusal("must-sow")
    starved = from_position("0,0,0,0,3,3,3,3 SSSSNNNN 18:18 S")
    assert starved.refusal("pass") is None and "pass" in starved.legal_moves()


def test_an_offer_names_at_most_three_holes_even_when_you_own_more():
    state = from_position("3,3,3,3,3,3,3,3 SSSSSNNN 6:18 S")        # South owns five holes
    assert state.refusal("x:S1,S2,S3") is None
    assert state.refusal("x:S1,S2,S3,N1") == Refusal("too-many", {"most": 3})
    assert state.refusal(" x: n1, s3 ,s2 ,S1") == Refusal("too-many", {"most": 3})   # typed in any order
    with pytest.raises(MalformedMoveError):
        state.refusal("x:S1,S1,S2,S3")                                   # a hole twice is no offer at all


def test_an_offer_names_only_your_holes_and_keeps_one():
    state = from_position("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S")
    with_price = from_position("3,3,3,3,6,6,6,6 SSSSNNNN 0:12 S")
    assert with_price.refusal("x:S1,N2") == Refusal("not-yours", {"hole": "N2"})
    three = from_position("3,3,3,3,3,3,6,6 SSSNNNNN 6:12 S")           # South owns three holes
    assert three.refusal("x:S1,S2") is None
    assert three.refusal("x:S1,S2,S3") == Refusal("keep-one")
    assert state.refusal("x:N1") == Refusal("not-yours", {"hole": "N1"})


def test_an_offer_is_paid_six_captured_seeds_a_hole_by_the_opponent():
    state = from_position("3,3,3,3,6,6,6,6 SSSSNNNN 1:11 S")           # North has 11: one hole, not two
    assert state.refusal("x:S4") is None
    assert state.refusal("x:S3,S4") == Refusal("price", {"holes": ["S3", "S4"], "price": 12, "captured": 11})


def test_an_offer_is_answered_before_anything_else_and_only_then():
    offered = from_position("3,3,3,3,6,6,6,6 SSSSNNNN 1:11 S").play("x:S4")
    assert offered.refusal("+") is None and offered.refusal("-") is None
    for move in ("N1", "pass", "x:N1"):
        assert offered.refusal(move) == Refusal("answer-first", {"holes": ["S4"]})
    assert new_game({}, 0).refusal("+") == new_game({}, 0).refusal("-") == Refusal("no-offer")


def test_nothing_is_played_once_the_game_is_over():
    over = from_position("0,0,0,0,0,0,0,0 SSSSNNNN 24:24 S")
    assert over.result() is not None and over.refusal("S1") == over.refusal("pass") == Refusal("game-over")
    with pytest.raises(MalformedMoveError):
        over.refusal("S9")


def every_attempt() -> list[str]:
    """Every sowing, answer and pass, and every offer of 1 to 4 holes anywhere on the board."""
    offers = ["x:" + ",".join(LABELS[h] for h in holes) for size in range(1, 5) for holes in combinations(range(8), size)]
    return list(LABELS) + ["pass", "+", "-"] + offers


@pytest.mark.parametrize("seed", range(3))
def test_refused_exactly_when_not_listed_along_random_games(seed):
    """Legality lives in legal_moves(): refusal answers None for each move it lists and a reason for every other."""
    rng, state, attempts, codes = Rng(seed), new_game({"first": "SN"[seed % 2]}, seed), every_attempt(), set()
    while state.legal_moves():
        legal = set(state.legal_moves())
        for attempt in attempts:
            found = state.refusal(attempt)
            assert (found is None) == (attempt in legal), (state.position(), attempt, found)
            codes.add(found.code if found else None)
        state = state.play(rng.choice(sorted(legal)))
    assert {None, "not-yours", "empty", "price", "keep-one", "must-sow", "no-offer", "answer-first"} <= codes <= {None, *CODES}
    assert all(state.refusal(attempt) == Refusal("game-over") for attempt in attempts)
