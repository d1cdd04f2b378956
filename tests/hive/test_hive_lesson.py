"""Hive's lesson says what the engine does: each step's words about its position and asked moves
(where a new piece may enter, the Queen due, a gate, a climb, a jump, three steps, a pinned Queen, the
surrounding win) checked against the engine's moves, ``describe``, ``refusal`` and ``result``."""
from __future__ import annotations

from stolik.core.lesson import start
from stolik.hive import from_position
from stolik.hive.geometry import NEIGHBOURS, SLIDES, cell, cell_name
from stolik.hive.pieces import NAMES
from stolik.web.games.hive.lesson import LESSONS

STEPS = LESSONS[0].steps


def board(number: int):
    return start(STEPS[number - 1], from_position)


def where(state, piece: str) -> int:
    """The packed cell ``piece`` stands on (on top of its stack)."""
    return next(place for place in state.board.stacks if top(state, place) == piece)


def top(state, place: int) -> str | None:
    stack = state.board.stacks.get(place)
    return NAMES[stack[-1]] if stack else None


def packed(name: str) -> int:
    q, r = (int(v) for v in name.split(","))
    return cell(q, r)


def moves_of(state, piece: str) -> dict[str, int]:
    """``piece``'s legal moves and the packed cell each ends on."""
    return {move: packed(state.describe(move).to) for move in state.legal_moves() if state.describe(move).piece == piece}


def test_step_1_every_legal_move_places_the_queen_touching_only_white():
    state = board(1)
    assert sorted(state.legal_moves()) == sorted(STEPS[0].asked)
    for move, to in moves_of(state, "wQ").items():
        touched = {top(state, to + d)[0] for d in NEIGHBOURS if top(state, to + d)}
        assert touched == {"w"}, move


def test_step_1_another_piece_is_refused_for_the_queen_due_and_a_move_before_she_is_placed():
    state = board(1)
    assert state.refusal("wA2 -wA1").code == "queen-due"
    assert state.refusal("wQ wG1\\").code == "enter-touching-own"     # beside Black's Queen
    assert state.refusal("wA1 -wS1").code == "queen-first"


def test_step_2_the_queen_steps_once_and_the_gated_hole_refuses_her():
    state = board(2)
    queen = where(state, "wQ")
    assert set(moves_of(state, "wQ").values()) <= {queen + d for d in NEIGHBOURS}
    assert set(moves_of(state, "wQ")) == set(STEPS[1].asked)
    step, left, right = next(slide for slide in SLIDES if cell_name(queen + slide[0]) == "1,0")
    assert queen + step not in state.board.stacks
    assert {top(state, queen + left), top(state, queen + right)} == {"bQ", "wS1"}
    assert state.refusal("wQ bQ\\").code == "no-move-there"


def test_step_3_the_beetle_climbs_onto_black_s_queen_which_then_cannot_move():
    state = board(3)
    info = state.describe("wB1 bQ")
    assert info.covers == ("bQ",)
    after = state.play("wB1 bQ")
    assert not [move for move in after.legal_moves() if move.startswith("bQ")]
    assert after.refusal("bQ -bS1").code == "covered"


def test_step_4_the_grasshopper_jumps_over_the_row_of_three_to_the_first_empty_cell():
    state = board(4)
    start_cell, to = where(state, "wG1"), packed(state.describe("wG1 bG1-").to)
    direction = (to - start_cell) // 4
    assert direction in NEIGHBOURS
    assert [top(state, start_cell + direction * k) for k in (1, 2, 3)] == ["wQ", "bQ", "bG1"]
    assert to not in state.board.stacks and moves_of(state, "wG1") == {"wG1 bG1-": to}


def test_step_5_the_spider_goes_exactly_three_steps_never_one_or_two():
    state = board(5)
    spider = where(state, "wS1")
    assert set(moves_of(state, "wS1")) == set(STEPS[4].asked)
    for to in moves_of(state, "wS1").values():
        assert to not in {spider + d for d in NEIGHBOURS}
    near = [m for m in ("wS1 \\wQ", "wS1 /wQ", "wS1 \\bQ") if state.refusal(m) is not None]
    assert len(near) == 3 and all(state.refusal(m).code == "no-move-there" for m in near)


def test_step_6_the_queen_is_pinned_by_the_one_hive_rule_and_the_ant_goes_anywhere():
    state = board(6)
    assert not moves_of(state, "wQ") and state.refusal("wQ \\bQ").code == "splits-hive"
    ant = moves_of(state, "wA1")
    queen = where(state, "bQ")
    touching = {move for move, to in ant.items() if to - queen in NEIGHBOURS}
    assert touching == set(STEPS[5].asked)
    hive = set(state.board.stacks) - {where(state, "wA1")}
    around = {c + d for c in hive for d in NEIGHBOURS} - hive
    assert set(ant.values()) == around - {where(state, "wA1")}      # every cell around the rest of the hive


def test_step_7_the_asked_move_is_the_only_win_and_white_wins():
    state = board(7)
    winning = [move for move in state.legal_moves() if state.play(move).result() is not None]
    assert winning == list(STEPS[6].asked)
    result = state.play(winning[0]).result()
    assert result is not None and result.winner == 0 and result.reason == "queen-surrounded"


def test_the_learner_plays_white_in_every_step():
    assert all(board(number).to_move == 0 for number in range(1, len(STEPS) + 1))
