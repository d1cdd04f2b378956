"""End-of-game rulings (rules/hive.md "End"): surrounded Queen, double surround, pass, repetition, limit."""
from __future__ import annotations

import pytest
from hive_helpers import game

from stolik.core.errors import IllegalMoveError
from stolik.hive import state as state_module

# bQ at (2,-1) has five occupied neighbours: wA1 (2,-2), bG2 (3,-2), bG3 (3,-1), bB1 (2,0) and
# bG1 (1,-1); only (1,0) is empty. wQ (0,1), not pinned (wB1 and wB2 beside it touch), steps NE
# into (1,0) along wB1.
ALMOST = ("Base;InProgress;White[8];wB1;bG1 wB1/;wQ wB1\\;bQ bG1/;wB2 /wB1;bQ bG1-;wG1 -wB2;"
          "bB1 bQ\\;wA1 \\wG1;bG2 bQ/;wA1 wB2\\;bB2 bG2/;wA1 -bG2;bG3 bG2\\")


def test_surrounding_the_queen_wins_even_with_own_pieces():
    state = game(ALMOST)
    assert state.result() is None
    done = state.play("wQ bG1\\")
    result = done.result()
    assert result.winner == 0 and result.reason == "queen-surrounded"
    assert done.position().split(";")[1] == "WhiteWins"
    assert done.legal_moves() == []
    with pytest.raises(IllegalMoveError, match="game is over"):
        done.play("bA1 bG1/")


def _surrounded(state, colour: str) -> bool:
    cells = {(c["q"], c["r"]): c["stack"] for c in state.view()["cells"]}
    (q, r), = [at for at, stack in cells.items() if f"{colour}Q" in stack]
    return all((q + dq, r + dr) in cells for dq, dr in ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)))


def test_both_queens_surrounded_at_once_is_a_draw():
    # From a random playout: bA2 fills the last free cell beside both Queens.
    text = ("Base;InProgress;Black[15];wQ;bQ wQ-;wS1 \\wQ;bA1 bQ\\;wB1 \\wS1;bB1 bQ/;wA1 \\wB1;"
            "bA1 wB1/;wB2 /wS1;bA1 -wB2;wA2 wB1/;bB2 bB1\\;wG1 wB2\\;bB2 bB1-;wG2 /wG1;bG1 \\bA1;"
            "wG2 -bB1;bA2 -bG1;wA2 \\wG2;bA3 \\bA2;wA2 -wA1;bG2 bQ\\;wS2 \\wA1;bS1 /bG2;wG3 wS2/;"
            "bS1 /wG1;wA2 \\wG3;bA3 -bS1;wA2 bB1\\")
    before = game(text)
    assert not _surrounded(before, "w") and not _surrounded(before, "b")
    after = before.play("bA2 wQ\\")
    assert _surrounded(after, "w") and _surrounded(after, "b")
    assert after.result().winner is None and after.result().reason == "both-queens-surrounded"
    assert after.position().split(";")[1] == "Draw"


def test_pass_only_when_nothing_else_is_legal():
    # wQ (0,0), wS1 (0,1), wA1 (0,-1), bQ (1,0), wG1 (2,0). Black's only piece, bQ, is pinned (it
    # holds wG1) and every empty neighbour of bQ touches white: no placement, no move.
    state = game("Base;InProgress;Black[5];wQ;bQ wQ/;wS1 wQ\\;bQ wS1/;wG1 -wQ;bQ wS1-;wA1 \\wQ;"
                 "bQ wS1/;wG1 bQ-")
    assert state.legal_moves() == ["pass"]
    after = state.play("pass")
    assert after.to_move == 0 and after.position().endswith(";wG1 bQ-;pass")
    assert "pass" not in after.legal_moves()
    with pytest.raises(IllegalMoveError):
        game("Base;NotStarted;White[1]").play("pass")


SHUFFLE = ("wA1 \\wQ", "bA1 bQ/", "wA1 -wQ", "bA1 bQ-")


def test_threefold_repetition_is_a_draw_only_when_the_option_is_on():
    start = "Base;InProgress;White[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-"
    for repetition, expected in ((True, "threefold-repetition"), (False, None)):
        state = game(start, repetition=repetition)
        for move in SHUFFLE * 2:        # the start position comes back twice more
            assert state.result() is None
            state = state.play(move)
        result = state.result()
        assert (result.reason if result else None) == expected


def test_move_limit_ends_in_a_draw(monkeypatch):
    monkeypatch.setattr(state_module, "MAX_PLIES", 8)
    state = game("Base;InProgress;White[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-")
    for move in SHUFFLE:
        state = state.play(move)
    assert state.result().reason == "move-limit" and state.legal_moves() == []
