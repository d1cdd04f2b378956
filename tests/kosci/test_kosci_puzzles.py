"""Mądre kości puzzles (kosci/puzzles.py): the best use of a roll, found, named and checked."""
from __future__ import annotations

from dataclasses import replace

import pytest

from stolik.core.puzzle import Puzzle
from stolik.core.puzzle_finder import Tally, examine, recheck
from stolik.kosci import ai, from_position
from stolik.kosci.puzzles import SETTINGS, SOURCE

# Found by scripts/puzzles (seed 1): A's 1 from B1 onto B6 builds a tower (another roll) and scores 3.
TOWER = "A1@B1,A2@D1,A3@F1,A4@C4,A5@H1,A6@C1,B1@C6,B2@E12,B3@B12,B4@B6,B5@F12,B6@A12 9:27 A 6315"


def test_the_assignment_that_builds_a_tower_is_found_and_named():
    puzzle = examine(SOURCE, TOWER, SETTINGS)
    assert puzzle == Puzzle.named("kosci", TOWER, ("1: B1→B6 +3",), "tower")
    assert recheck(SOURCE, puzzle, SETTINGS.verify)
    wrong = next(move for move in SOURCE.load(TOWER).legal_moves() if move != "1: B1→B6 +3")
    assert not recheck(SOURCE, replace(puzzle, solution=(wrong,)), SETTINGS.verify)


def test_a_position_before_the_roll_is_not_searched():
    state = from_position(TOWER.rsplit(" ", 1)[0] + " -")
    tally = Tally()
    assert not SOURCE.promising(state)
    assert examine(SOURCE, state.position(), SETTINGS, tally) is None and tally.positions == 0
    with pytest.raises(ValueError, match="needs a roll"):
        ai.move_chances(state, 8)


def test_more_samples_give_the_same_best_use_of_this_roll():
    state = SOURCE.load(TOWER)
    for samples in (24, 96):
        chances = ai.move_chances(state, samples, seed=samples)
        assert max(chances, key=chances.__getitem__) == "1: B1→B6 +3"
