"""Schotten Totten's lesson says what the engine does: the card asked goes where the words say and makes
the group they name, each claim asked is accepted for the reason given (a stronger complete group, a proof
from the cards face up), the last one wins, and no asked move draws a card (a draw is never taken back)."""
from __future__ import annotations

from stolik.core.lesson import start
from stolik.schotten import from_position
from stolik.schotten.formations import formation
from stolik.web.games.schotten.lesson import LESSONS

STEPS = LESSONS[0].steps


def board(number: int):
    return start(STEPS[number - 1], from_position)


def test_the_table_is_the_engine_s_own_text_and_the_learner_is_a():
    state = board(1)
    assert state.position() == STEPS[0].position and state.to_move == 0 and state.phase == "play"


def test_no_asked_move_draws_a_card_and_only_the_card_placed_leaves_a_s_hand():
    for step in STEPS:
        before = start(step, from_position)
        after = before.play(step.asked[0])
        assert after.clan_deck == before.clan_deck
        assert set(after.hands[0]) <= set(before.hands[0])


def test_step_1_green_7_on_stone_4_makes_a_colour_run_and_a_claim_comes_before_the_draw():
    state = board(1)
    info = state.describe("g7@4")
    assert info.kind == "place" and info.to == "4" and info.player == 0
    after = state.play("g7@4")
    assert formation(after.sides[3][0])["name"] == "colour-run" and after.sides[3][0] == ("g5", "g6", "g7")
    assert after.phase == "claim" and "draw" in after.legal_moves()
    assert all(len(after.sides[s][0]) == 3 for s in (4, 5))     # stones 5 and 6: A's sides already full


def test_step_2_the_colour_run_beats_three_8s_and_the_order_is_the_rules():
    state = board(2)
    mine, theirs = (formation(side) for side in state.sides[3])
    assert (mine["name"], theirs["name"]) == ("colour-run", "same-value") and mine["strength"] > theirs["strength"]
    assert state.sides[3][1] == ("y8", "b8", "p8")
    assert state.play("claim 4").owners[3] == 0


def test_step_3_stone_6_is_proved_only_because_yellow_5_and_8_lie_face_up():
    state = board(3)
    assert len(state.sides[5][1]) == 2 and formation(state.sides[5][0])["name"] == "same-value"
    assert "claim 6" in state.legal_moves() and state.play("claim 6").owners[5] == 0
    face_up = {card for pair in state.sides for side in pair for card in side}
    assert {"y5", "y8"} <= face_up
    # y5 swapped with r1, the deck's top card: y5 is unseen now, and the proof fails
    unseen_y5 = STEPS[2].position.replace(":y5/", ":r1/", 1).replace(" r1,", " y5,", 1)
    assert unseen_y5.count("y5") == 1 and unseen_y5 != STEPS[2].position
    without = from_position(unseen_y5)
    for move in STEPS[2].moves:
        without = without.play(move)
    assert "claim 6" not in without.legal_moves() and without.refusal("claim 6").code == "could"


def test_step_4_claiming_stone_5_wins_with_three_adjacent_stones_and_drawing_does_not():
    state = board(4)
    assert formation(state.sides[4][0])["name"] == "colour" and formation(state.sides[4][1])["name"] == "run"
    assert state.legal_moves() == ["claim 5", "draw"]
    result = state.play("claim 5").result()
    assert result is not None and result.winner == 0 and result.reason == "three-adjacent"
    assert state.play("draw").result() is None


def test_every_hint_is_for_a_move_that_is_not_asked_and_exists():
    for number, step in enumerate(STEPS, 1):
        others = [move for move in board(number).legal_moves() if move not in step.asked]
        assert others, f"step {number} has no other move for its hint"
