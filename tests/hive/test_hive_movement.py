"""Movement rulings (rules/hive.md "Movement"): one hive, freedom to move, and each base bug.

Coordinates are axial (q, r) of pointy-top hexes, the first piece at (0, 0): E is (1, 0),
NE (1, -1), NW (0, -1), W (-1, 0), SW (-1, 1), SE (0, 1). Every expected set is worked out by
hand in the comment above it.
"""
from __future__ import annotations

from hive_helpers import destinations, game

# A line of four: wX (-1,0), wQ (0,0), bQ (1,0), bX (2,0). Lifting the west end leaves a line of
# three whose ring of neighbours, in order, is (-1,0) (0,-1) (1,-1) (2,-1) (3,-1) (3,0) (2,1) (1,1)
# (0,1) (-1,1); each step along it has exactly one occupied flank.
RING = [(-1, 0), (0, -1), (1, -1), (2, -1), (3, -1), (3, 0), (2, 1), (1, 1), (0, 1), (-1, 1)]


def line(piece: str) -> str:
    return f"Base;InProgress;White[3];wQ;bQ wQ-;{piece} -wQ;bS1 bQ-"


def test_one_hive_pins_the_middle_of_a_line():
    state = game(line("wA1"))
    assert destinations(state, "wQ") == set()           # lifting (0,0) splits the hive


def test_queen_takes_one_step_around_the_hive():
    # wQ at the west end (-1,0) of wS1 (0,0), bS1 (1,0), bQ (2,0): one ring step either way.
    state = game("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    assert destinations(state, "wQ") == {(0, -1), (-1, 1)}


def test_spider_takes_exactly_three_steps():
    state = game(line("wS1"))
    assert destinations(state, "wS1") == {RING[3], RING[-3]}


def test_ant_goes_anywhere_around_the_hive():
    state = game(line("wA1"))
    assert destinations(state, "wA1") == set(RING[1:])


def test_grasshopper_jumps_over_a_row_to_the_first_gap():
    # wG1 at (-1,0) has one occupied neighbour, east: it jumps (0,0) (1,0) (2,0) to (3,0).
    state = game(line("wG1"))
    assert destinations(state, "wG1") == {(3, 0)}
    assert "wG1 bS1-" in state.legal_moves()


# Position A: wQ (0,0), wB1 (0,-1), wG1 (1,0); bQ (-1,1), bA1 (-1,2), bG1 (-2,2). White to move.
POSITION_A = "Base;InProgress;White[4];wQ;bQ /wQ;wB1 \\wQ;bA1 bQ\\;wG1 wQ-;bG1 /bQ"


def test_beetle_steps_climbs_and_keeps_contact():
    # wB1 at (0,-1): E (1,-1) and SW (-1,0) slide along wQ; SE climbs onto wQ; NW, NE and W would
    # leave the hive (no occupied flank).
    state = game(POSITION_A)
    assert destinations(state, "wB1") == {(1, -1), (0, 0), (-1, 0)}
    assert {"wB1 \\wG1", "wB1 wQ", "wB1 -wQ"} <= set(state.legal_moves())
    # wG1 at (1,0) has only wQ beside it: it jumps west over (0,0) to (-1,0); wQ is pinned.
    assert destinations(state, "wG1") == {(-1, 0)}
    assert "wG1 /wB1" in state.legal_moves()
    assert destinations(state, "wQ") == set()
    # 7 placement cells x 4 pieces (S1, B2, G2, A1) + 3 beetle moves + 1 jump.
    assert len(state.legal_moves()) == 32


def test_covered_piece_cannot_move_and_beetle_on_top_moves_freely():
    # wB1 on wQ at (0,0), bB1 on bQ at (1,0). wQ is covered. wB1 at height 2 may step to all six
    # neighbours (onto bB1 too); no pair of flanks is higher than its start.
    state = game("Base;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ")
    assert destinations(state, "wQ") == set()
    assert destinations(state, "wB1") == {(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)}
    # The reference is chosen after lifting the mover: wQ, no longer covered, names (0,-1).
    assert "wB1 \\wQ" in state.legal_moves() and "wB1 bB1" in state.legal_moves()


def test_freedom_to_move_gate_on_the_ground():
    # White builds a pocket round (0,-1): wQ (0,0), wS1 (-1,0), wG1 (-1,-1), wB1 (0,-2), wG2 (1,-2);
    # the ant wA1 waits at (-2,0). The
    # pocket's only open side is (1,-1), and stepping from (1,-1) west into it passes between
    # (0,0) and (1,-2), both occupied: a gate. The ant at (-2,0) reaches the mouth, never the pocket.
    text = ("Base;InProgress;White[7];wQ;bQ wQ-;wS1 -wQ;bS1 bQ-;wG1 \\wS1;bG1 bS1-;"
            "wB1 wG1/;bA1 bG1-;wG2 wB1-;bA2 bA1-;wA1 -wS1;bA3 bA2-")
    state = game(text)
    ant = destinations(state, "wA1")
    assert (1, -1) in ant and (0, -1) not in ant
    # A grasshopper or beetle could enter it; the gate only stops sliding pieces.


def test_beetle_gate_at_height():
    # From a real game (random playout). Black's beetle bB2 stands on the ground at (-1,0); east
    # of it wG1 (0,0) is a single piece, flanked by the stacks wQ+wB1 (0,-1) and bQ+bB1 (-1,1),
    # both of height 2, higher than both the start (0) and the destination (1): blocked.
    # Its other five neighbours: NW (-1,-1) and W (-2,0) are ground steps with one occupied flank;
    # NE and SE climb onto the stacks; SW climbs onto bS1 (-2,1).
    text = ("Base;InProgress;Black[13];wG1;bQ /wG1;wQ wG1/;bB1 /bQ;wQ \\wG1;bB2 bQ\\;wB1 wQ/;"
            "bB1 -bQ;wG2 \\wB1;bB1 /bQ;wG3 /wG2;bS1 -bQ;wB2 wG2/;bB2 bQ;wB1 wQ;bS2 /bS1;wA1 wG1-;"
            "bB2 /wB1;wA2 \\wB2;bG1 -bS1;wA1 bQ\\;bA1 \\bG1;wA2 wB2\\;bB1 bQ;wA2 /bG1")
    state = game(text)
    stacks = {(c["q"], c["r"]): c["stack"] for c in state.view()["cells"]}
    assert stacks[(0, -1)] == ["wQ", "wB1"] and stacks[(-1, 1)] == ["bQ", "bB1"]
    assert stacks[(0, 0)] == ["wG1"] and stacks[(-1, 0)] == ["bB2"]
    assert destinations(state, "bB2") == {(-1, -1), (0, -1), (-1, 1), (-2, 1), (-2, 0)}
