"""Expansion rulings (rules/hive.md): Mosquito, Ladybug, Pillbug ability and its limits.

Coordinates as in test_hive_movement.py: axial (q, r), E (1,0), NE (1,-1), NW (0,-1), W (-1,0),
SW (-1,1), SE (0,1).
"""
from __future__ import annotations

from hive_helpers import destinations, game, movers


def test_mosquito_copies_the_bug_it_touches():
    # wQ (0,0), bQ (1,0), wM (-1,0), bM (2,0): wM touches only wQ, so it steps like a Queen.
    state = game("Base+M;InProgress;White[3];wQ;bQ wQ-;wM -wQ;bM bQ-")
    assert destinations(state, "wM") == {(0, -1), (-1, 1)}


def test_mosquito_touching_only_a_mosquito_cannot_move():
    # From a random playout. bM stands at (2,-1), a leaf whose only neighbour is wM (1,-1).
    text = ("Base+M;InProgress;Black[5];wQ;bA1 wQ\\;wG1 -wQ;bM /bA1;wM wQ/;bQ bA1\\;wA1 -wM;"
            "bM wM-;wB1 /wG1")
    state = game(text)
    stacks = {(c["q"], c["r"]): c["stack"] for c in state.view()["cells"]}
    assert stacks[(2, -1)] == ["bM"] and stacks[(1, -1)] == ["wM"]
    assert not any((2 + dq, -1 + dr) in stacks for dq, dr in ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1)))
    assert "bM" not in movers(state)


def test_ladybug_two_steps_on_top_then_down():
    # wQ (0,0), bQ (1,0), wL (-1,0), bL (2,0). wL climbs onto wQ, crosses to bQ (the only other
    # occupied neighbour), then comes down to an empty neighbour of bQ: (1,-1) (2,-1) (1,1) (0,1).
    state = game("Base+L;InProgress;White[3];wQ;bQ wQ-;wL -wQ;bL bQ-")
    assert destinations(state, "wL") == {(1, -1), (2, -1), (1, 1), (0, 1)}


# Pillbug position: wP (0,0) pinned in the middle, bQ (1,0), wQ (-1,0), wA1 (-2,0); bA1 has just
# walked to (0,1), beside the pillbug.
PILLBUG = "Base+P;InProgress;White[4];wP;bQ wP-;wQ -wP;bA1 bQ-;wA1 -wQ;bA1 wP\\"


def test_pillbug_lifts_a_neighbour_over_itself_even_when_pinned():
    state = game(PILLBUG)
    # bQ (1,0) is not pinned (its neighbours wP and bA1 touch); it may go to any empty neighbour
    # of the pillbug: (0,-1), (1,-1), (-1,1). wQ (-1,0) is pinned (it holds wA1).
    assert destinations(state, "bQ") == {(0, -1), (1, -1), (-1, 1)}
    assert destinations(state, "wQ") == set()
    assert destinations(state, "wP") == set()


def test_pillbug_may_not_lift_the_piece_moved_last_turn():
    assert "bA1" not in movers(game(PILLBUG))


def test_piece_moved_by_the_pillbug_is_frozen_next_turn():
    state = game(PILLBUG).play("bQ wP/")          # bQ lifted to (1,-1)
    assert state.to_move == 1
    assert "bQ" not in movers(state)
    # Once a full turn has passed it walks again: bA1 runs to (-3,0), White places wS1 at (-1,-1),
    # and bQ (1,-1), a leaf, slides to (0,-1) or (1,0) along wP.
    later = state.play("bA1 -wA1").play("wS1 \\wQ")
    assert destinations(later, "bQ") == {(0, -1), (1, 0)}


def test_pillbug_cannot_set_down_through_a_gate_at_height():
    # From a random playout. wP (0,0) has stacks of height 2 on both sides of its SE neighbour
    # (0,1): wB1+wB2 at (1,0) and bS1+bB2 at (-1,1). wQ (0,-1) is not pinned (wG1 (1,-2) still
    # touches wS1). Lifted over wP it could come down at (-1,0) but not at (0,1) (gate at height);
    # by itself it slides to (0,-2) and (-1,0).
    text = ("Base+P;InProgress;White[10];wP;bS1 /wP;wB1 wP-;bG1 /bS1;wS1 \\wB1;bQ -bG1;wQ -wS1;"
            "bB1 \\bQ;wG1 \\wS1;bB2 bS1\\;wB2 wB1-;bA1 bB1/;wA1 wB2/;bB2 bS1;wA1 wS1/;bG2 bA1\\;"
            "wB2 wB1;bA2 bB2\\")
    state = game(text)
    stacks = {(c["q"], c["r"]): c["stack"] for c in state.view()["cells"]}
    assert stacks[(1, 0)] == ["wB1", "wB2"] and stacks[(-1, 1)] == ["bS1", "bB2"]
    assert stacks[(0, 0)] == ["wP"] and (0, 1) not in stacks
    assert destinations(state, "wQ") == {(0, -2), (-1, 0)}


def test_mosquito_touching_a_pillbug_uses_its_ability():
    # wQ (0,0), bQ (1,0), wP (-1,0), bA1 (2,0), wM (-1,1) touching wP and wQ, bA2 (3,0).
    # wM lifts wP (not pinned: wQ and wM touch) to its own empty neighbours (0,1), (-1,2), (-2,2),
    # (-2,1); wP itself slides to (0,-1) and (-2,1).
    state = game("Base+MP;InProgress;White[4];wQ;bQ wQ-;wP -wQ;bA1 bQ-;wM wP\\;bA2 bA1-")
    assert destinations(state, "wP") == {(0, -1), (-2, 1), (0, 1), (-1, 2), (-2, 2)}


def test_mosquito_on_top_of_the_hive_moves_only_as_a_beetle():
    # wQ (0,0), bQ (1,0), wM (-1,0), bB1 (2,0), wB1 (0,-1), bA1 (3,0). wM copies wB1 and climbs
    # onto wQ; bA1 runs round to (1,-1). On top, wM touches a beetle, an ant and a queen but moves
    # only as a beetle: one step to each of the six neighbours (no stack is higher than its own).
    state = game("Base+M;InProgress;White[5];wQ;bQ wQ-;wM -wQ;bB1 bQ-;wB1 \\wQ;bA1 bB1-;wM wQ;bA1 \\bQ")
    stacks = {(c["q"], c["r"]): c["stack"] for c in state.view()["cells"]}
    assert stacks[(0, 0)] == ["wQ", "wM"] and stacks[(1, -1)] == ["bA1"]
    assert destinations(state, "wM") == {(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)}
