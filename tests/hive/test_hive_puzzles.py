"""Hive puzzles (hive/puzzles.py, hive/forcing.py): forced surrounds found, named and checked, the
pin and the freed Queen told apart from other moves; quiet positions skipped. The positions are real:
found by scripts/puzzles in self-play (seed 1)."""
from __future__ import annotations

from stolik.core.puzzle import Puzzle
from stolik.core.puzzle_finder import Settings, Tally, examine, recheck
from stolik.core.search import Limit
from stolik.hive import new_game
from stolik.hive.forcing import forced_surround, forcing_moves, parries, threatened
from stolik.hive.notation import parse_move
from stolik.hive.puzzles import SETTINGS, SOURCE

QUICK = Settings(find=Limit(depth=2), verify=Limit(depth=3))
# Found by scripts/puzzles (seed 1): White's Ant closes the ring round the black Queen.
SURROUND = ("Base;InProgress;White[26];wG1;bS1 wG1/;wB1 -wG1;bS2 bS1/;wQ wG1\\;bG1 bS2-;wB1 wG1;bQ bG1/;"
            "wQ /wB1;bA1 bS2\\;wB1 bS1;bA1 wQ\\;wB1 -bS2;bA2 -bQ;wB1 bS2;bA2 -wQ;wA1 \\wB1;bA1 \\wA1;"
            "wB1 bG1;bA3 bQ/;wB1 bQ;bB1 bS2\\;wB1 bA3;bB1 bS1;wG2 wQ\\;bB2 bS2\\;wA2 wB1/;bA1 bA2\\;wB1 bQ;"
            "bA2 bB2\\;wG2 -bA1;bA2 -wQ;wA1 -bA3;bG2 bG1\\;wB1 bA3\\;bG3 -bS2;wA3 -wG2;bA1 -wA3;wB2 wA3\\;"
            "bB1 wG1;wB2 wG2;bB1 wQ;wB2 bA2;bG3 bS1\\;wB2 bB1;bG3 -wG1;wA1 -bA1;bG2 -bQ;wA1 -bA3;"
            "bG3 bS1\\")
# White forces the surround in two: the Grasshopper first, then the Ant closes the ring.
IN_TWO = (
    "Base;InProgress;White[29];wS1;bG1 wS1\\;wS2 wS1/;bS1 bG1\\;wQ -wS1;bG2 bS1\\;wS2 bG2/;bQ /bG1;"
    "wS2 /bG2;bQ /bS1;wA1 wS1/;bQ -wS2;wA1 /bQ;bA1 bG2-;wA2 wS2\\;bA1 wA2\\;wA3 wS1/;bA1 -wQ;wA3 -bQ;"
    "bA1 /wQ;wA1 wS1/;bA1 /bS1;wA1 /bG1;bS1 wS1/;wA2 wA3\\;bS1 -wQ;wG1 -wA1;bA2 bG1-;wS2 /wA2;"
    "bA2 -wS2;wG1 bG1\\;bG2 \\wS1;wA1 -bA2;bG2 bS1\\;wB1 wG1-;bA3 /bS1;wA1 bA1\\;bA3 \\wQ;wA3 bG1/;"
    "bA2 \\wS1;wS2 -bA1;bG3 /bS1;wA3 -bG3;bS2 bG3\\;wA1 /bS2;bB1 \\bA2;wB1 wG1;bB2 bB1/;wB2 wB1-;"
    "bB2 bB1;wB1 bA1;bB2 bA2;wB1 bA1\\;bS1 \\bB1;wA3 /wS2;bA3 /wA1")
# White forces it in three.
IN_THREE = (
    "Base;InProgress;White[27];wG1;bA1 /wG1;wS1 wG1-;bS1 bA1\\;wQ \\wG1;bS2 -bA1;wB1 wS1\\;bQ /bS1;"
    "wB1 wS1;bS2 \\wQ;wA1 wB1/;bA2 /bA1;wG2 wA1-;bA2 /bS2;wA2 wA1\\;bB1 bS1-;wA2 -bQ;bB1 wG1\\;wA3 wA1\\;"
    "bA1 wQ/;wA3 wA2\\;bA1 wG2-;wB2 wA1\\;bA1 wQ/;wA1 bQ\\;bA3 -bS2;wA1 -bA3;bB2 bB1\\;wG3 -wG2;bB2 bB1;"
    "wB1 bB2;bG1 \\bS2;wG2 bA1\\;bG1 wA1\\;wG1 \\bS2;bA1 \\wA1;wB2 wS1;bG1 wG1/;wA3 \\bA1;bG2 bG1/;"
    "wG3 wA2\\;bA2 wB2\\;wB2 bA2;bG2 wA1\\;wA3 bQ\\;bA1 wB2-;wA1 -bS1;bA1 bA3\\;wS2 wB2-;bA3 wS2/;"
    "wB2 wB1\\;bA3 wB2\\")
# Black's Ant leaves White's Queen and every White piece beside her stuck, and surrounds her next move.
PIN = (
    "Base;InProgress;Black[26];wS1;bB1 -wS1;wG1 wS1-;bS1 /bB1;wS2 wS1\\;bG1 -bS1;wQ wG1\\;bQ \\bB1;"
    "wA1 \\wG1;bA1 bS1\\;wA1 /bA1;bA2 -bG1;wG1 /bQ;bA2 wQ/;wG1 bQ/;bA3 /bG1;wA1 /bQ;bA3 wQ\\;wA1 /bA1;"
    "bA3 wS2\\;wA2 wS1/;bG1 bB1\\;wA2 -bQ;bG1 bA2\\;wA3 wS1/;bB2 bG1/;wA3 wG1\\;bA3 /wA1;wA3 wA2\\;"
    "bS2 bB2\\;wA3 wA1\\;bA3 /wA3;wB1 wA3-;bS2 wS2\\;wA2 /bA3;bG2 bB2\\;wB1 bA1\\;bG3 bG2/;wA1 bG3-;"
    "bB2 bG1;wA1 -wG1;bA2 wG1-;wA2 -wA3;bA3 -wA2;wA1 bG3/;bA2 \\bB2;wA1 /bA1;bA2 bA3\\;wB2 \\wQ;bA2 wQ\\;"
    "wB2 wS1")
# Black threatens to close the ring round White's Queen; White to move.
THREAT = (
    "Base;InProgress;White[24];wS1;bB1 -wS1;wS2 wS1\\;bS1 -bB1;wQ wS1/;bG1 \\bB1;wS2 /bS1;bQ bG1/;"
    "wG1 wQ-;bA1 -bG1;wS2 \\bA1;bA2 /bA1;wS2 /bA2;bA1 wG1/;wA1 wQ\\;bA3 -bG1;wA1 \\bQ;bA3 \\wA1;wG2 /wS2;"
    "bB2 -bG1;wA2 -wS2;bA3 -wA2;wA3 wS2\\;bS1 wA3\\;wB1 wS1\\;bS2 bB2\\;wB2 \\wA1;bA3 \\wQ;wA2 bA3/;"
    "bG1 bA2\\;wA2 wQ\\;bA2 wA2\\;wB1 bA2;bB2 -bS2;wG2 bG1\\;bG1 \\bB2;wG3 wB1-;bG2 \\bS2;wB2 wA1;bG3 bA3/;"
    "wB2 bQ;bA1 wG1-;wA1 bG3-;bS1 -wS2;wA1 wG2\\;bG3 wB2\\")
# Found by scripts/puzzles (seed 1001): White threatens to close the ring round Black's Queen; many moves
# free her, and one, the Beetle climbing off her onto White's Beetle, wins besides.
FREE = (
    "Base;InProgress;Black[46];wS1;bG1 wS1\\;wS2 -wS1;bG2 /bG1;wQ wS1/;bG3 bG2\\;wS2 /bG2;bQ bG1-;"
    "wS2 bG3-;bB1 bQ/;wA1 \\wQ;bA1 /bG3;wA1 bB1\\;bB1 wA1;wS2 /bA1;bA2 /bG2;wA2 -wQ;bA2 \\wA2;wA3 /wA2;"
    "bA3 /bG2;wA3 \\bB1;bA3 wQ/;wB1 /wA2;bB2 /bG2;wB1 wS1;bG3 /wB1;wB1 bG1;bS1 bG2\\;wB1 bQ;bS2 /bG3;"
    "wA3 wB1\\;bG2 wQ\\;wA3 -bA2;bA3 -bG3;wQ bG2/;bG1 wQ/;wA3 \\bA3;bB1 wB1;wA3 -bA3;bS1 wS2\\;wB2 -wS2;"
    "bS1 -wB2;wA1 bA2/;bS1 wS2\\;wB2 wS2;bS1 bA1/;wG1 /wB2;bS1 wB2\\;wB2 bS1;bB1 wB1\\;wB1 bB1;bG1 wS1\\;"
    "wA3 wB1/;bA3 /bA2;wA3 -wS2;bG1 wQ/;wA3 /bB2;bA1 -wQ;wG1 bB2\\;bA3 wQ\\;wA3 bA3-;bG2 wA3-;wG2 wG1\\;"
    "bG2 bA1\\;wG3 wB1-;bG2 wA3-;wG3 /bQ;bG2 bA1\\;wA1 \\bA2;bG2 wA3-;wA1 -bA2;bG2 bA1\\;wA1 /wG3;"
    "bG3 -bG1;wS1 -bA2;bS2 -wS2;wG2 \\bB2;bS2 -wG2;wA3 bA3\\;bA3 bG1\\;wB2 bS1\\;bG3 wQ\\;wB2 bS1;"
    "bA3 -bG1;wA3 /bG2;bG2 bG3-;wA3 bG1-;bG2 bA1\\;wA3 /bB2;bA3 bG1\\;wB1 bG3\\")

# Self-play seed 5030: Black threatens White's Queen and one move alone parries, by blocking, not freeing her.
BLOCK = (
    "Base;InProgress;White[18];wS1;bS1 wS1-;wA1 /wS1;bA1 bS1/;wQ \\wS1;bG1 bA1-;wA1 bG1\\;bQ \\bA1;"
    "wA2 /wS1;bA2 bS1\\;wA2 bA2\\;bA3 bG1/;wA1 bA3-;bB1 bA1\\;wA3 /wS1;bB1 bS1;wA3 bQ/;bB1 wS1;wA2 -wA3;"
    "bA2 \\wQ;wB1 \\wA3;bB1 wQ;wB2 /wS1;bB2 /bA2;wB2 wS1;bB1 wB2;wG1 wA3/;bB2 wQ;wG2 wA1-;bS2 /bA2;"
    "wG3 \\wG1;bG2 bS2\\;wS2 wG1/;bG3 /bQ")


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


def _forcing(position: str, moves: int) -> list[str]:
    state = SOURCE.load(position)
    forcing = forcing_moves(state.board.copy(), moves)
    return sorted(text for text, move in state.internal_moves().items() if move in forcing)


def test_a_surround_in_two_is_found_and_its_first_move_is_the_only_one_that_forces_it():
    line = ("wG2 /wA3", "bA3 -bG3", "wA1 bQ\\")
    assert examine(SOURCE, IN_TWO, SETTINGS) == Puzzle.named("hive", IN_TWO, line, "surround-in-2")
    assert _forcing(IN_TWO, 2) == ["wG2 /wA3"] and _forcing(IN_TWO, 1) == []
    state = SOURCE.load(IN_TWO)
    assert SOURCE.theme(state.play(line[0]).play(line[1]), line[2:]) == "surround-in-1"   # one move later


def test_a_surround_in_three_is_named_by_its_length():
    line = ("wA3 bS1\\", "bA3 -bG1", "wB2 wA3", "bA3 -bG2", "wB2 bQ\\")
    state = SOURCE.load(IN_THREE)
    assert SOURCE.promising(state) and not forced_surround(state.board.copy(), 2)
    assert _forcing(IN_THREE, 3) == ["wA3 bS1\\"]
    assert SOURCE.theme(state, line) == "surround-in-3"


def test_a_surround_whose_first_move_leaves_every_defender_stuck_is_a_pin():
    line = ("bA3 \\wQ", "wA1 -bG3", "bB2 -wA1")
    state = SOURCE.load(PIN)
    assert SOURCE.theme(state, line) == "pin"
    assert recheck(SOURCE, Puzzle.named("hive", PIN, line, "pin"), SETTINGS.verify)
    assert SOURCE.theme(SOURCE.load(IN_TWO), ("wG2 /wA3", "bA3 -bG3", "wA1 bQ\\")) == "surround-in-2"  # no pin there


def test_a_threat_to_the_queen_is_parried_by_freeing_her_or_by_pinning_the_piece_that_would_close_the_ring():
    state = SOURCE.load(THREAT)
    board = state.board.copy()
    assert threatened(board) and not forced_surround(board, 1) and SOURCE.promising(state)
    assert SOURCE.theme(state, ("wS1 wA1/",)) == "free-queen"      # the Spider beside her steps away
    assert SOURCE.theme(state, ("wA1 bA1-",)) == "pin"             # the Ant holds the closer in place
    assert SOURCE.theme(state, ("wB2 bA3",)) is None               # the threat stands
    assert board.pos == state.board.pos and parse_move(board, "wS1 wA1/")   # the questions leave the board as it was


def test_a_move_that_neither_surrounds_nor_parries_a_threat_has_no_theme():
    state = SOURCE.load(IN_TWO)
    assert not threatened(state.board.copy())
    assert SOURCE.theme(state, ("wA2 -bA3",)) is None


def _parries(position: str) -> list[str]:
    state = SOURCE.load(position)
    saving = parries(state.board.copy())
    return sorted(text for text, move in state.internal_moves().items() if move in saving)


def test_a_threat_that_several_moves_parry_is_no_defensive_puzzle_unless_one_is_clearly_best_and_even():
    """Four moves save White's Queen here, the best of them still behind: the bar stays an even game."""
    state = SOURCE.load(THREAT)
    assert _parries(THREAT) == ["wA1 bA1-", "wA1 bA1/", "wS1 wA1/", "wS1 wB1\\"]
    assert SOURCE.least_chance(state) == 0.5
    chances = SOURCE.chances(state, SETTINGS.find)
    assert {move for move, chance in chances.items() if chance > 0} <= set(_parries(THREAT))  # the rest lose
    assert examine(SOURCE, THREAT, SETTINGS) is None


def test_a_threat_that_one_move_parries_best_is_a_free_queen_puzzle():
    state = SOURCE.load(FREE)
    assert threatened(state.board.copy()) and len(_parries(FREE)) == 17
    puzzle = examine(SOURCE, FREE, SETTINGS)
    assert puzzle == Puzzle.named("hive", FREE, ("bB1 wB1",), "free-queen")
    assert recheck(SOURCE, puzzle, SETTINGS.verify)


def test_where_one_move_alone_parries_it_may_leave_the_solver_behind_but_must_still_free_the_queen():
    """Every other move lets Black surround White's Queen, so the bar drops from an even game to not
    lost; this parry blocks a path (no theme here), so there is still no puzzle."""
    state = SOURCE.load(BLOCK)
    assert threatened(state.board.copy()) and _parries(BLOCK) == ["wG2 wA3\\"]
    assert SOURCE.least_chance(state) == 0.0
    chances = SOURCE.chances(state, SETTINGS.find)
    assert [move for move, chance in chances.items() if chance > 0] == ["wG2 wA3\\"]
    assert SOURCE.theme(state, ("wG2 wA3\\",)) is None
    assert examine(SOURCE, BLOCK, SETTINGS) is None
