"""Goré's lesson says what the engine does: each step's words about its asked move (what it sows,
captures, costs, how the game ends) checked against ``describe`` and ``result``."""
from __future__ import annotations

from stolik.core.lesson import start
from stolik.gore import from_position
from stolik.web.games.gore.lesson import LESSONS

STEPS = LESSONS[0].steps


def board(number: int):
    return start(STEPS[number - 1], from_position)


def test_step_1_sows_round_north_s_row_back_into_s1_and_s2():
    info = board(1).describe("S4")
    assert info.detail["sown"] == ["N1", "N2", "N3", "N4", "S1", "S2"] and not info.captures


def test_step_2_has_one_capture_and_it_is_the_asked_move():
    state = board(2)
    capturing = [move for move in state.legal_moves() if state.describe(move).captures]
    assert capturing == ["S4"] and state.describe("S4").captures == ("N2",)


def test_step_3_takes_8_in_a_chain_and_the_other_capture_only_2():
    state = board(3)
    assert state.describe("S2").captures == ("N2", "N1", "S4") and sum(state.describe("S2").detail["taken"]) == 8
    assert sum(state.describe("S4").detail["taken"]) == 2


def test_step_4_north_can_pay_for_two_holes_not_three():
    state = board(4)
    assert "x:S1,S2" in state.legal_moves() and state.refusal("x:S1,S2,S3").code == "price"


def test_step_5_accepting_makes_n3_and_n4_south_s_for_12_seeds():
    state = board(5)
    after = state.play("+")
    assert after.position().split()[1] == "SSSSNNSS" and after.position().split()[2] == "8:12"


def test_step_6_ends_the_game_south_winning_25_to_23_and_the_other_sowing_does_not():
    state = board(6)
    result = state.play("S4").result()
    assert result is not None and result.winner == 0 and result.scores == (25, 23)
    assert state.play("S2").result() is None
