"""Hive puzzles (hive/puzzles.py): a forced surround found, named and checked; quiet positions skipped."""
from __future__ import annotations

from stolik.core.puzzle import Puzzle
from stolik.core.puzzle_finder import Settings, Tally, examine, recheck
from stolik.core.search import Limit
from stolik.hive import new_game
from stolik.hive.puzzles import SOURCE

QUICK = Settings(find=Limit(depth=2), verify=Limit(depth=3))
# Found by scripts/puzzles (seed 1): White's Ant closes the ring round the black Queen.
SURROUND = ("Base;InProgress;White[26];wG1;bS1 wG1/;wB1 -wG1;bS2 bS1/;wQ wG1\\;bG1 bS2-;wB1 wG1;bQ bG1/;"
            "wQ /wB1;bA1 bS2\\;wB1 bS1;bA1 wQ\\;wB1 -bS2;bA2 -bQ;wB1 bS2;bA2 -wQ;wA1 \\wB1;bA1 \\wA1;"
            "wB1 bG1;bA3 bQ/;wB1 bQ;bB1 bS2\\;wB1 bA3;bB1 bS1;wG2 wQ\\;bB2 bS2\\;wA2 wB1/;bA1 bA2\\;wB1 bQ;"
            "bA2 bB2\\;wG2 -bA1;bA2 -wQ;wA1 -bA3;bG2 bG1\\;wB1 bA3\\;bG3 -bS2;wA3 -wG2;bA1 -wA3;wB2 wA3\\;"
            "bB1 wG1;wB2 wG2;bB1 wQ;wB2 bA2;bG3 bS1\\;wB2 bB1;bG3 -wG1;wA1 -bA1;bG2 -bQ;wA1 -bA3;"
            "bG3 bS1\\")


def test_the_one_move_that_surrounds_the_queen_is_found_and_named():
    puzzle = examine(SOURCE, SURROUND, QUICK)
    assert puzzle == Puzzle.named("hive", SURROUND, ("wA2 bQ\\",), "surround-in-1")
    assert recheck(SOURCE, puzzle, QUICK.verify)


def test_a_line_that_does_not_surround_the_queen_has_no_theme():
    state = SOURCE.load(SURROUND)
    other = next(move for move in state.legal_moves() if move != "wA2 bQ\\")
    assert SOURCE.theme(state, (other,)) is None
    assert SOURCE.theme(state, ("wA2 bQ\\",)) == "surround-in-1"


def test_a_queen_with_few_neighbours_is_not_searched():
    state = new_game({}, 1)
    for move in ("wS1", "bS1 -wS1", "wQ wS1/", "bQ -bS1"):
        state = state.play(move)
    tally = Tally()
    assert not SOURCE.promising(state)
    assert examine(SOURCE, state.position(), QUICK, tally) is None and tally.positions == 0
    assert SOURCE.promising(SOURCE.load(SURROUND))
