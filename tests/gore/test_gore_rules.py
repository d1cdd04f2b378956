"""Goré rules, one test per rule of the seed (001) and of shared/rules/gore.md, from real positions."""
from __future__ import annotations

from dataclasses import replace

import pytest

from stolik.core.errors import IllegalMoveError, MalformedMoveError, PositionError
from stolik.gore import from_position, new_game
from stolik.gore.state import QUIET_TURNS_TO_END


def test_worked_example_1_chain_backwards_into_own_row():
    """Rulings, example 1: S2 lands in N2 (4) and takes N2, N1 and S4 = 8 seeds."""
    state = from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S")
    sowing = state.sowing("S2")
    assert [state_label for state_label in map(lambda h: "S1 S2 S3 S4 N1 N2 N3 N4".split()[h], sowing.captured_holes)] == ["N2", "N1", "S4"]
    after = state.play("S2")
    assert after.seeds == (3, 0, 1, 0, 0, 0, 5, 0)
    assert after.captured == (17 + 8, 14)
    assert after.to_move == 1


def test_worked_example_2_chain_both_ways():
    """Rulings, example 2: last seed in N4 (2) takes N4, N3, N2 backwards and S1 forwards = 8."""
    state = from_position("2,6,0,0,0,1,1,1 SSSSNNNN 20:17 S")
    after = state.play("S2")
    assert state.sowing("S2").captured_holes == (7, 6, 5, 0)
    assert after.seeds == (0, 0, 1, 1, 1, 0, 0, 0)
    assert after.captured == (28, 17)


def test_origin_hole_is_not_skipped():
    """With 8 or more seeds the 8th falls back into the emptied origin."""
    state = from_position("9,0,0,0,3,3,3,3 SSSSNNNN 15:12 S")
    after = state.play("S1")
    # S2..N4 get one each (7 seeds), the 8th goes into S1, the 9th into S2.
    assert state.sowing("S1").path == (1, 2, 3, 4, 5, 6, 7, 0, 1)
    assert after.seeds[:4] == (1, 2, 1, 1)


def test_no_capture_in_own_hole():
    """Landing in one's own hole that reaches 2 takes nothing."""
    state = from_position("1,1,0,5,5,5,5,5 SSSSNNNN 11:10 S")
    after = state.play("S1")   # one seed into S2, which now holds 2 but is South's
    assert after.seeds[:2] == (0, 2) and after.captured == (11, 10)


def test_capture_needs_exactly_two_or_four():
    """A landing hole of the opponent reaching 3 takes nothing."""
    state = from_position("0,0,0,1,2,5,5,5 SSSSNNNN 20:10 S")
    after = state.play("S4")   # N1 goes from 2 to 3
    assert after.seeds[4] == 3 and after.captured == (20, 10)


def test_chain_stops_at_first_hole_not_two_or_four():
    state = from_position("0,0,3,1,1,4,5,0 SSSSNNNN 20:14 S")
    after = state.play("S4")    # N1: 1 -> 2, taken; backwards S4 now 0 stops; forwards N2 = 4 taken, N3 = 5 stops
    assert after.captured == (20 + 6, 14)
    assert after.seeds == (0, 0, 3, 0, 0, 0, 5, 0)


def test_ownership_not_row_decides_capture():
    """After an exchange, S1 in South's row may be North's target and N1 in North's row South's hole."""
    state = from_position("0,0,0,0,1,1,5,1 SSSSSNNN 20:20 N")
    assert state.play("N4").captured == (20, 20)          # S1 goes 0 -> 1: nothing
    state = from_position("1,5,5,0,1,1,0,1 SSSSSNNN 18:16 N")
    assert state.play("N4").captured == (18, 18)          # S1 (South's) 1 -> 2: taken by North
    state = from_position("2,2,2,2,1,0,0,5 SSSSSNNN 17:17 N")
    after = state.play("N4")                              # 5 seeds: S1..S4 -> 3, N1 (South's) 1 -> 2
    assert after.captured == (17, 19) and after.seeds[4] == 0


def test_south_may_sow_a_hole_in_north_row_it_owns():
    state = from_position("0,0,0,0,3,1,5,1 SSSSSNNN 18:20 S")
    assert state.legal_moves()[0] == "N1"
    assert "pass" not in state.legal_moves()


def test_forced_pass_only_without_seeds():
    state = from_position("0,0,0,0,3,3,3,3 SSSSNNNN 18:18 S")
    assert state.legal_moves()[0] == "pass"
    after = state.play("pass")
    assert after.to_move == 1 and after.seeds == state.seeds
    with pytest.raises(IllegalMoveError, match="'pass'"):
        new_game().play("pass")


def test_player_without_seeds_may_offer_instead_of_passing():
    state = from_position("0,0,0,0,3,3,3,3 SSSSNNNN 6:30 S")
    assert "x:S1" in state.legal_moves() and "pass" in state.legal_moves()


def test_offer_needs_six_captured_per_hole_from_the_receiver():
    state = from_position("6,6,6,6,6,0,0,0 SSSSNNNN 6:12 S")
    moves = state.legal_moves()
    assert "x:S1,S2" in moves and "x:S1,S2,S3" not in moves
    north = from_position("6,6,6,6,6,0,0,0 SSSSNNNN 6:12 N").legal_moves()
    assert "x:N1" in north and not [m for m in north if m.startswith("x:") and "," in m]
    assert not [m for m in from_position("6,6,6,6,6,0,0,0 SSSSNNNN 5:13 N").legal_moves() if m.startswith("x:")]


def test_offer_must_leave_the_offerer_a_hole():
    state = from_position("1,1,0,0,6,6,6,6 SSNNNNNN 0:22 S")
    moves = state.legal_moves()
    assert "x:S1" in moves and "x:S2" in moves and "x:S1,S2" not in moves


def test_offer_uses_the_turn_and_the_opponent_answers_then_moves():
    state = from_position("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 S")
    offered = state.play("x:S3,S4")
    assert offered.to_move == 1 and offered.legal_moves() == ["+", "-"]
    assert offered.position() == "6,6,6,6,6,0,0,0 SSSSNNNN 0:18 N x:S3,S4"
    assert from_position(offered.position()).legal_moves() == ["+", "-"]
    accepted = offered.play("+")
    assert accepted.owners == (0, 0, 1, 1, 1, 1, 1, 1)
    assert accepted.seeds == (6, 6, 12, 12, 6, 0, 0, 0)
    assert accepted.captured == (0, 6)
    assert accepted.to_move == 1 and "S3" in accepted.legal_moves()
    refused = offered.play("-")
    assert refused.owners == state.owners and refused.to_move == 1 and refused.refused == (False, True)


def test_end_when_every_hole_holds_fewer_than_three():
    state = from_position("0,0,0,3,2,1,0,0 SSSSNNNN 22:20 S")
    after = state.play("S4")      # N1 3, N2 2, N3 1: N3 (1) is not 2/4 -> no capture; N1 holds 3: game goes on
    assert after.result() is None
    state = from_position("0,0,3,0,1,1,0,0 SSSSNNNN 23:20 S")
    after = state.play("S3")      # S4 1, N1 2, N2 2: takes N2 and N1 (4); every hole < 3 -> end
    result = after.result()
    assert result.reason == "small-holes" and result.scores == (27 + 1, 20) and result.winner == 0
    assert after.legal_moves() == []


def test_twenty_four_all_is_a_draw():
    state = from_position("0,0,0,0,0,0,0,0 SSSSNNNN 24:24 S")
    assert state.result().winner is None and state.result().scores == (24, 24)


def test_victory_without_glory_after_a_refusal():
    state = from_position("0,0,0,3,0,0,0,4 SSSSNNNN 4:37 S").play("x:S1").play("-")
    # North refused; N4 sows S1..S4, S4 reaches 4 and is taken; S1..S3 hold 1: every hole < 3 -> end.
    final = state.play("N4")
    result = final.result()
    assert result.scores == (4 + 3, 41) and result.winner == 1
    assert "victory-without-glory" in result.notes
    assert "victory-without-glory" not in from_position("0,0,0,3,0,0,0,4 SSSSNNNN 4:37 N").play("N4").result().notes


def test_house_rule_threefold_repetition():
    """South (no seeds) passes, North offers N1, South refuses: South to move as at the start, thrice."""
    state = from_position("0,0,0,0,3,3,3,3 SSSSNNNN 18:18 S")
    for move in ["pass", "x:N1", "-", "pass", "x:N1"]:
        state = state.play(move)
        assert state.result() is None
    state = state.play("-")
    assert state.result().reason == "repetition" and state.result().scores == (18, 30)


def test_house_rule_hundred_quiet_turns():
    state = from_position("0,0,0,0,3,3,3,3 SSSSNNNN 18:18 S")
    state = state.play("pass")
    assert state.quiet_turns == 1
    assert QUIET_TURNS_TO_END == 100


def test_normal_end_wins_over_the_hundredth_quiet_turn_in_the_reason():
    """S3 sows 1,1,1 with no capture (N2 reaches 1): the 100th quiet turn, and every hole < 3.

    The quiet count is not part of a position string, so the 99 turns before are set on a real position.
    """
    state = replace(from_position("0,0,3,0,1,0,0,0 SSSSNNNN 22:22 S"), quiet_turns=QUIET_TURNS_TO_END - 1)
    after = state.play("S3")
    assert after.seeds == (0, 0, 0, 1, 2, 1, 0, 0) and after.quiet_turns == QUIET_TURNS_TO_END
    assert after.result().reason == "small-holes" and after.result().scores == (23, 25)
    busy = replace(from_position("0,0,3,0,1,0,0,3 SSSSNNNN 22:19 S"), quiet_turns=QUIET_TURNS_TO_END - 1)
    assert busy.play("S3").result().reason == "quiet-turns"


@pytest.mark.parametrize("text, fragment", [
    ("6,6,6,6,6,6,6 SSSSNNNN 0:0 S", "8 seed counts"),
    ("6,6,6,6,6,6,6,6 SSSSNNNX 0:0 S", "owner letters"),
    ("6,6,6,6,6,6,6,6 SSSSSSSS 0:0 S", "N must own"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN 1:0 S", "must make 48"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN 0-0 S", "captured counts"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 W", "'W'"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN", "4 fields"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S x:S1", "own"),
])
def test_bad_position_strings_say_what_is_wrong(text, fragment):
    with pytest.raises(PositionError, match=fragment):
        from_position(text)


@pytest.mark.parametrize("move", ["S5", "x:", "x:S1,S1", "x:S1,S2,S3,S4", "sow S1", ""])
def test_malformed_moves_are_rejected_with_the_token(move):
    with pytest.raises(MalformedMoveError):
        new_game().play(move)


def test_illegal_move_is_rejected():
    with pytest.raises(IllegalMoveError, match="'N1'"):
        new_game().play("N1")


def test_canonical_reads_a_typed_move_as_the_listed_one():
    """What a person types (any case, spaces, an offer's holes in any order) becomes the listed text;
    what names no legal move is refused as play() refuses it."""
    state = from_position("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 S")
    assert all(state.canonical(move) == move for move in state.legal_moves())
    assert [state.canonical(t) for t in (" s3", "x: s4 ,S3", "X:S4,S3", "x:s1")] == ["S3", "x:S3,S4", "x:S3,S4", "x:S1"]
    offered = state.play(state.canonical("x: s4 ,S3"))
    assert offered.canonical(" + ") == "+" and offered.canonical("-") == "-"
    with pytest.raises(IllegalMoveError, match="'S3'"):
        offered.canonical("s3")                                  # an offer waits for its answer
    stuck = from_position("0,0,0,0,3,3,3,3 SSSSNNNN 32:4 S")
    assert stuck.canonical("PASS") == "pass" and stuck.legal_moves() == ["pass"]
    for text in ("S5", "x:S1,S1", "x:S1,S2,S3,S4", "sow S1", ""):
        with pytest.raises(MalformedMoveError):
            state.canonical(text)
    with pytest.raises(IllegalMoveError, match="'N1'"):
        state.canonical("n1")
