"""Mądre kości's lesson says what the engine does: each step's words about its asked move checked
against ``describe``, and the dice roles a learner may try refused with the engine's reason."""
from __future__ import annotations

from stolik.core.lesson import start
from stolik.kosci import from_position
from stolik.web.games.kosci.lesson import LESSONS

STEPS = LESSONS[0].steps


def board(number: int):
    return start(STEPS[number - 1], from_position)


def test_step_1_the_6_kept_as_points_scores_most():
    state = board(1)
    best = max(state.legal_moves(), key=lambda move: state.describe(move).detail["gain"])
    assert state.describe("2: B1→A1 +6").detail["gain"] == state.describe(best).detail["gain"] == 6


def test_step_1_a_pawn_sent_back_over_its_own_edge_is_refused():
    assert board(1).refusal("i6 d2:B m3 s1").code == "off-board"


def test_step_2_crosses_the_middle_line_and_step_3_builds_a_tower_there():
    assert board(2).describe("1: E6→E9 +12").detail["points"] == {"score": 2, "middle": 10, "exit": 0}
    info = board(3).describe("1: E6→E8 +13")
    assert info.tag == "tower" and info.detail["points"]["middle"] == 10


def test_step_4_every_asked_move_exits_and_nothing_else_does():
    state = board(4)
    exits = {move for move in state.legal_moves() if state.describe(move).tag == "exit"}
    assert exits == set(STEPS[3].asked)
