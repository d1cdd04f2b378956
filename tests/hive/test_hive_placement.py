"""Placement rulings (rules/hive.md "Placement"): first pieces, colour contact, Queen deadline, order."""
from __future__ import annotations

from hive_helpers import destinations, game

from stolik.hive import new_game


def test_first_piece_any_kind_queen_allowed_by_default():
    # The seed allows the Queen on the first turn (a poor idea, but legal): 5 kinds, one cell.
    assert new_game({}, 0).legal_moves() == ["wA1", "wB1", "wG1", "wQ", "wS1"]


def test_tournament_opening_forbids_the_queen_on_each_first_placement():
    white = new_game({"tournament": True}, 0)
    assert white.legal_moves() == ["wA1", "wB1", "wG1", "wS1"]
    black = white.play("wS1")
    assert not any(m.startswith("bQ") for m in black.legal_moves())
    assert len(black.legal_moves()) == 4 * 6          # 4 kinds x 6 cells around wS1
    # White's second placement may be the Queen again.
    assert "wQ wS1-" in black.play("bS1 -wS1").legal_moves()


def test_black_first_piece_touches_white_on_any_side():
    state = game("Base;InProgress;Black[1];wS1")
    assert destinations(state, "bG1") == {(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)}
    assert len(state.legal_moves()) == 5 * 6


def test_later_pieces_touch_own_colour_and_no_enemy():
    # wQ at (0,0), bQ east at (1,0). White may use the three cells of wQ not touching bQ:
    # (0,-1), (-1,0), (-1,1); the shared neighbours (1,-1) and (0,1) touch bQ.
    state = game("Base;InProgress;White[2];wQ;bQ wQ-")
    expected = {(0, -1), (-1, 0), (-1, 1)}
    for piece in ("wS1", "wB1", "wG1", "wA1"):
        assert destinations(state, piece) == expected
    # ... and the placed Queen may already walk round bQ, to (1,-1) and (0,1).
    assert destinations(state, "wQ") == {(1, -1), (0, 1)}
    assert sorted(state.legal_moves()) == sorted(
        [f"{p} {ref}" for p in ("wS1", "wB1", "wG1", "wA1") for ref in ("\\wQ", "-wQ", "/wQ")]
        + ["wQ \\bQ", "wQ /bQ"])


def test_stack_colour_is_its_top_piece():
    # wB1 on wQ at (0,0) (white stack), bB1 on bQ at (1,0) (black stack). White places beside
    # its stack but not beside the black stack: (0,-1), (-1,1), (-1,0).
    state = game("Base;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ")
    assert destinations(state, "wS1") == {(0, -1), (-1, 1), (-1, 0)}
    # Black's turn after a white beetle climbs onto the black stack: it has become white.
    state = game("Base;InProgress;Black[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ;wB1 bB1")
    # Stacks: (0,0) wQ (white), (1,0) bQ+bB1+wB1 (white): no black top, so no placement at all.
    assert not any(m.startswith(("bS1", "bA1", "bG1", "bB2")) for m in state.legal_moves())


def test_queen_by_the_fourth_turn():
    # White has not placed the Queen in three turns: only Queen placements now, on the 7 cells
    # touching white (-2..0,0) and not black (1..3,0).
    state = game("Base;InProgress;White[4];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 -wA1;bG1 bA1-")
    moves = state.legal_moves()
    assert all(m.startswith("wQ ") for m in moves)
    assert destinations(state, "wQ") == {(-2, -1), (-1, -1), (0, -1), (-3, 1), (-2, 1), (-1, 1), (-3, 0)}


def test_no_movement_before_the_queen_and_pieces_enter_in_number_order():
    state = game("Base;InProgress;White[2];wS1;bQ wS1-")
    moves = state.legal_moves()
    assert not any(m.startswith("wS1 ") for m in moves)          # the spider may not move yet
    assert any(m.startswith("wS2 ") for m in moves)              # the second spider may enter
    assert not any(m.startswith(("wA2", "wA3", "wG2", "wB2")) for m in moves)
    assert len(moves) == 5 * 3                                    # Q, S2, B1, G1, A1 x 3 cells
