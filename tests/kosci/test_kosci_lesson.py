"""Mądre kości's lesson says what the engine does: each step's words about its asked move checked
against ``describe``, and the dice roles a learner may try refused with the engine's reason."""
from __future__ import annotations

from stolik.core.lesson import start
from stolik.kosci import from_position
from stolik.kosci.dice import assignment_text
from stolik.web.games.kosci.lesson import LESSONS

STEPS = LESSONS[0].steps


def board(number: int):
    return start(STEPS[number - 1], from_position)


def test_step_1_the_6_kept_as_points_scores_most():
    state = board(1)
    best = max(state.legal_moves(), key=lambda move: state.describe(move).detail["gain"])
    assert state.describe("2: B1→A1 +6").detail["gain"] == state.describe(best).detail["gain"] == 6


def test_step_2_the_roles_its_text_gives_the_dice_make_the_asked_move():
    state = board(2)
    assert state.view(None)["roll"] == [5, 4, 3, 2]
    assert (state.canonical(assignment_text(3, 4, "F", 2, 5)),) == STEPS[1].asked


def test_step_2_a_pawn_sent_back_over_its_own_edge_is_refused():
    assert board(2).refusal(assignment_text(5, 2, "B", 3, 4)).code == "off-board"


def test_step_3_crosses_the_middle_line_and_step_4_builds_a_tower_there():
    assert board(3).describe("1: E6→E9 +12").detail["points"] == {"score": 2, "middle": 10, "exit": 0}
    info = board(4).describe("1: E6→E8 +13")
    assert info.tag == "tower" and info.detail["points"]["middle"] == 10


def test_step_5_every_asked_move_exits_and_nothing_else_does():
    state = board(5)
    exits = {move for move in state.legal_moves() if state.describe(move).tag == "exit"}
    assert exits == set(STEPS[4].asked)
