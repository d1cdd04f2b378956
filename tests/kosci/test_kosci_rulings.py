"""One test per ruling of /work/shared/rules/madre-kosci.md; expected values worked out by hand."""
from dataclasses import replace

import pytest

from stolik.core.errors import IllegalMoveError, MalformedMoveError
from stolik.core.refusal import Refusal
from stolik.kosci import from_position

B_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
A_HOME = "A1@A1,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1"


def moves_of(state, face):
    return sorted(m for m in state.legal_moves() if m.startswith(f"{face}:"))


# ----- the direction table (seed, "Ad. 2") ---------------------------------------------------------
def test_direction_1_is_right_only_for_player_one_toward_h():
    state = from_position(f"A1@D4,A2@B1,A3@C1,A4@A2,A5@E1,A6@F1,{B_HOME} 0:0 A 1111")
    assert state.legal_moves() == ["1: D4→E4 +1"]


def test_direction_1_is_right_for_player_two_toward_a():
    """Player Two sits opposite: their right is toward column A."""
    state = from_position(f"{A_HOME},B1@D9,B2@F12,B3@E12,B4@H11,B5@C12,B6@B12 0:0 B 1111")
    assert state.legal_moves() == ["1: D9→C9 +1"]


def test_direction_2_is_backward_straight_or_diagonal():
    state = from_position(f"A1@A1,A2@D5,A3@C1,A4@D1,A5@E1,A6@F1,{B_HOME} 0:0 A 2222")
    assert moves_of(state, 2) == ["2: D5→B3 +2", "2: D5→D3 +2", "2: D5→F3 +2"]


def test_direction_3_is_left_only():
    state = from_position(f"A1@A1,A2@B1,A3@E4,A4@D1,A5@E1,A6@F1,{B_HOME} 0:0 A 3333")
    assert state.legal_moves() == ["3: E4→B4 +3"]


def test_direction_4_is_straight_forward_and_crossing_scores_ten():
    state = from_position(f"A1@A1,A2@B1,A3@C1,A4@D4,A5@E1,A6@F1,{B_HOME} 0:0 A 4444")
    assert state.legal_moves() == ["4: D4→D8 +14"]


def test_direction_5_is_diagonal_forward_and_a_side_edge_stops_it():
    """From C2, 5 squares diagonally: forward-right reaches H7 (+5, +10 for the middle); forward-left leaves over the side."""
    state = from_position(f"A1@A1,A2@B1,A3@C1,A4@D1,A5@C2,A6@F1,{B_HOME} 0:0 A 5555")
    assert state.legal_moves() == ["5: C2→H7 +15"]


def test_direction_6_is_any_direction_but_not_over_own_edge_or_sides():
    """From D6, 6 squares: only straight forward (D12, a tower on B4) stays on the board."""
    state = from_position(f"A1@A1,A2@B1,A3@C1,A4@D1,A5@E1,A6@D6,{B_HOME} 0:0 A 6666")
    assert state.legal_moves() == ["6: D6→D12 +16"]
    info = state.describe("6: D6→D12 +16")
    assert info.tag == "tower" and info.covers == ("B4",)


def test_player_two_moves_forward_toward_row_one_and_scores_crossing():
    state = from_position(f"{A_HOME},B1@G12,B2@F12,B3@E12,B4@D7,B5@C12,B6@B12 0:0 B 4444")
    assert state.legal_moves() == ["4: D7→D3 +14"]


# ----- movement --------------------------------------------------------------------------------------
def test_exact_distance_jumps_over_pawns():
    """D2 forward 4 lands on D6 whatever stands on D3-D5; only the landing square matters."""
    state = from_position("A1@A1,A2@B1,A3@C1,A4@D2,A5@D3,A6@F1,B1@D4,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:11 A 4444")
    assert state.legal_moves() == ["4: D2→D6 +4"]


def test_backward_crossing_scores_nothing():
    state = from_position(f"A1@A1,A2@D7,A3@C1,A4@D1,A5@E1,A6@F1,{B_HOME} 11:0 A 2222")
    assert "2: D7→D5 +2" in state.legal_moves()


def test_crossing_scores_every_time():
    """Nothing remembers earlier crossings: a pawn that came back scores +10 again."""
    state = from_position(f"A1@A1,A2@B1,A3@C1,A4@D5,A5@E1,A6@F1,{B_HOME} 30:0 A 4444")
    assert state.play("4: D5→D9 +14").scores == (44, 0)


def test_exit_over_the_opponents_edge_with_overshoot_scores_twenty():
    """D10 forward 4: the board ends after 2 squares; the pawn leaves: 4 + 20 points."""
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@D10,A5@E2,A6@F2,{B_HOME} 11:0 A 4444")
    assert state.legal_moves() == ["4: D10→off +24"]
    after = state.play("4: D10→off +24")
    assert after.scores == (35, 0) and after.phase == "last" and after.to_move == 1
    assert after.position().endswith("35:0 B - last")
    assert after.view(None)["pawns"][3]["exited"] is True


def test_diagonal_exit_when_the_edge_comes_before_the_side():
    """G11: forward-left passes F12 then leaves over the top; forward-right passes H12 then the side: illegal."""
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@D2,A5@G11,A6@F2,{B_HOME} 11:0 A 5555")
    assert state.legal_moves() == ["5: G11→off +25"]


def test_no_exit_while_a_pawn_stands_on_a_starting_square():
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@D10,A5@E2,A6@H1,{B_HOME} 11:0 A 4444")
    assert state.legal_moves() == ["pass"]


def test_outcomes_are_distinct_whatever_assignment_gives_them():
    """Roll 4456 for pawn 4 on D11, worked by hand: exits for 26/25/24 (each from several assignments),
    right 4 to H11, back 4 to D7, back-right 4 to H7 (score 5), back 5 to D6 (score 4)."""
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@D11,A5@E2,A6@F2,{B_HOME} 11:0 A 4456")
    assert moves_of(state, 4) == sorted(["4: D11→off +26", "4: D11→off +25", "4: D11→off +24",
                                         "4: D11→H11 +5", "4: D11→D7 +5", "4: D11→H7 +5", "4: D11→D6 +4"])
    assert len(state.legal_moves()) == len(set(state.legal_moves()))


def test_play_takes_only_the_listed_spelling_and_says_which_one_to_write():
    """A record keeps one text per move: other spellings are refused, naming the move to write instead."""
    state = from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A 6321")
    for spelling in ("i2 d3 m1 s6", "2: B1->A1 +6", " 2: B1→A1 +6", "2:B1→A1 +6", "2: b1→a1 +6"):
        with pytest.raises(MalformedMoveError, match="write '2: B1→A1 \\+6'"):
            state.play(spelling)
    with pytest.raises(IllegalMoveError, match="d6"):
        state.play("i2 d6 m1 s3")                      # direction 6 allows several ways: name one
    with pytest.raises(IllegalMoveError, match="does not show"):
        state.play("i2 d4 m1 s6")
    with pytest.raises(IllegalMoveError, match="over a side or its own edge"):
        state.play("i1 d2:B m3 s6")
    with pytest.raises(MalformedMoveError, match="'jump'"):
        state.play("jump")
    with pytest.raises(IllegalMoveError, match=r"'2: B1→A1 \+5'"):
        state.play("2: B1→A1 +5")


@pytest.mark.parametrize("spelling", ["ROLL", "Roll", " roll", "roll\n"])
def test_roll_spelled_otherwise_is_refused(spelling):
    """Fuzzer: a record holding 'ROLL' was accepted, then later code failed and the saved game never opened."""
    state = from_position(f"{A_HOME},{B_HOME} 0:0 A -")
    with pytest.raises(MalformedMoveError, match="write 'roll'"):
        state.play(spelling)
    assert state.play("roll").roll is not None


def test_setup_spelled_otherwise_is_refused():
    from stolik.kosci import new_game
    state = new_game({}, seed=11)
    with pytest.raises(MalformedMoveError, match="write 'setup A1=1 B1=2 C1=3 E1=4 F1=5 G1=6'"):
        state.play("setup G1=6 B1=2 A1=1 C1=3 E1=4 F1=5")
    with pytest.raises(MalformedMoveError, match="write 'setup random'"):
        state.play("Setup Random")


# ----- towers and blocking ---------------------------------------------------------------------------
def test_tower_on_an_opponent_pawn_blocks_it_and_gives_an_extra_roll():
    state = from_position(f"A1@A1,A2@B1,A3@C1,A4@D8,A5@E1,A6@F1,{B_HOME} 11:0 A 4444")
    after = state.play("4: D8→D12 +4")
    assert after.to_move == 0 and after.roll is None and after.extra
    assert after.position() == "A1@A1,A2@B1,A3@C1,B4@D12,A4@D12,A5@E1,A6@F1,B1@G12,B2@F12,B3@E12,B5@C12,B6@B12 15:0 A -"
    view = after.view(1)
    b4 = next(p for p in view["pawns"] if p["id"] == "B4")
    assert b4["blocked"] and b4["level"] == 0 and view["stacks"]["D12"] == ["B4", "A4"]


def test_towers_chain():
    """A second tower in the extra turn gives yet another roll."""
    state = from_position("A1@A1,A2@B1,A3@D1,B4@D12,A4@D12,A5@E1,A6@F1,B1@G12,B2@F12,B3@E12,B5@C12,B6@B12 15:0 A 3333")
    assert state.legal_moves() == ["3: D1→A1 +3"]     # D1 left 3 lands on A1, on pawn 1
    after = state.play("3: D1→A1 +3")
    assert after.to_move == 0 and after.extra and after.scores == (18, 0)


def test_only_the_top_die_of_a_stack_moves():
    state = from_position("A1@D4,B3@D4,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1,B1@G12,B2@F12,B4@D12,B5@C12,B6@B12 0:11 A 1111")
    assert state.legal_moves() == ["pass"]
    assert state.play("pass").to_move == 1


def test_blocking_must_leave_one_opponent_pawn_free():
    """B1-B5 are covered; A6 could land on B6 (D4 forward 6 = D10) but that would block them all."""
    blocked = "B1@A12,A1@A12,B2@B12,A2@B12,B3@C12,A3@C12,B4@E12,A4@E12,B5@F12,A5@F12"
    state = from_position(f"{blocked},A6@D4,B6@D10 55:0 A 6666")
    assert state.legal_moves() == ["pass"]
    freer = f"{blocked},A6@D4,B6@D10".replace("A5@F12", "A5@F11")
    assert from_position(f"{freer} 55:0 A 6666").legal_moves() == ["6: D4→D10 +16"]


def test_blocking_the_last_free_pawn_is_fine_when_the_move_frees_another():
    """A5 leaves B5 (F12) and covers B6, the only free B pawn (E12, one square left): B5 is free again."""
    blocked = "B1@A12,A1@A12,B2@B12,A2@B12,B3@C12,A3@C12,B4@D12,A4@D12,B5@F12,A5@F12,B6@E12,A6@H2"
    state = from_position(f"{blocked} 55:0 A 5316")
    assert "5: F12→E12 +6" in state.legal_moves()
    assert state.play("5: F12→E12 +6").view(0)["stacks"]["E12"] == ["B6", "A5"]


def test_a_move_is_mandatory_when_one_exists():
    state = from_position(f"A1@D4,A2@B1,A3@C1,A4@A2,A5@E1,A6@F1,{B_HOME} 0:0 A 1111")
    with pytest.raises(IllegalMoveError, match="'pass'"):
        state.play("pass")


def test_roll_must_come_first():
    state = from_position(f"{A_HOME},{B_HOME} 0:0 A -")
    assert state.legal_moves() == ["roll"]
    with pytest.raises(IllegalMoveError):
        state.play("2: B1→A1 +6")
    with pytest.raises(IllegalMoveError):
        state.play("i2 d3 m1 s6")


# ----- the end ---------------------------------------------------------------------------------------
LAST = "A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D11,B5@C11,B6@B11"


def test_last_roll_without_tower_ends_the_game_and_higher_score_wins():
    state = from_position(f"{LAST} 40:10 B 1111 last")
    after = state.play("1: G11→F11 +1")               # B's right is toward A: G11 -> F11, a tower (B2)
    assert after.phase == "last" and after.to_move == 1 and after.extra
    state = from_position(f"{LAST.replace('B2@F11', 'B2@F12')} 40:10 B 1111 last")
    after = state.play("1: G11→F11 +1")
    assert after.phase == "over" and after.legal_moves() == []
    result = after.result()
    assert result.winner == 0 and result.scores == (40, 11) and result.reason == "exit"
    assert after.position().endswith("40:11 B - over")


def test_last_roll_pass_ends_the_game_and_equal_scores_draw():
    covered = "A1@A2,A2@B2,A3@C2,A5@E2,B6@F6,A6@F6,B1@G11,B2@F11,B3@E11,B4@D11,B5@C11"
    state = from_position(f"{covered} 40:40 B 6666 last")   # B6 is covered by A6: nothing moves
    assert state.legal_moves() == ["pass"]
    over = state.play("pass")
    assert over.result().winner is None and over.result().scores == (40, 40)


def test_last_roll_may_exit_too_and_that_ends_the_game():
    state = from_position(f"{LAST.replace('B4@D11', 'B4@D3')} 40:20 B 4444 last")
    assert state.legal_moves() == ["4: D3→off +24"]
    over = state.play("4: D3→off +24")
    assert over.result().winner == 1 and over.scores == (40, 44)


def test_turn_cap_ends_the_game():
    state = from_position(f"A1@D4,A2@B1,A3@C1,A4@A2,A5@E1,A6@F1,{B_HOME} 5:3 A -")
    state = replace(state, turns=199, turn_cap=200)
    rolled = state.play("roll")
    assert rolled.turns == 200
    over = rolled.play(rolled.legal_moves()[0])
    assert over.phase == "over" and over.result().reason == "turn-cap"


# ----- setup and dice --------------------------------------------------------------------------------
def test_setup_is_part_of_the_game_and_the_starter_is_drawn():
    from stolik.core.rng import Rng
    from stolik.kosci import new_game
    state = new_game({}, seed=11)
    assert len(state.legal_moves()) == 8 * 7 * 6 * 5 * 4 * 3 + 1    # 8!/2! placements + "setup random"
    state = state.play("setup A1=1 B1=2 C1=3 E1=4 F1=5 G1=6")
    assert state.position() == "setup A1@A1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1 B"
    with pytest.raises(IllegalMoveError, match="'A1=1'"):
        state.play("setup A1=1 B12=2 C12=3 D12=4 E12=5 F12=6")
    with pytest.raises(IllegalMoveError, match="exactly once"):
        state.play("setup A12=1 B12=1 C12=3 D12=4 E12=5 F12=6")
    played = state.play("setup random")
    assert played.phase == "play" and played.legal_moves() == ["roll"]
    assert all(played.where[q] // 8 == 11 for q in range(6, 12))
    # the lot and the placement come from the game's generator: setup random = shuffle, then the lot
    rng = Rng.from_state(state.rng)
    faces = [1, 2, 3, 4, 5, 6, 0, 0]
    rng.shuffle(faces)
    assert [played.where[6 + f - 1] % 8 for f in (1, 2, 3, 4, 5, 6)] == [faces.index(f) for f in (1, 2, 3, 4, 5, 6)]
    assert played.to_move == rng.below(2)


def test_rolls_come_from_the_state_generator():
    from stolik.core.rng import Rng
    state = replace(from_position(f"{A_HOME},{B_HOME} 0:0 A -"), rng=Rng(99).state)
    rng = Rng(99)
    assert state.play("roll").roll == tuple(rng.below(6) + 1 for _ in range(4))
    again = from_position(f"{A_HOME},{B_HOME} 0:0 A -")
    assert again.play("roll").roll == from_position(f"{A_HOME},{B_HOME} 0:0 A -").play("roll").roll


def test_an_exit_on_the_capping_turn_still_gives_the_last_roll():
    """Rulings: the cap never applies once a pawn has exited; the opponent's last roll keeps its towers."""
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@D10,A5@E2,A6@F2,{B_HOME} 30:0 A 4444")
    rolled = replace(state, turns=200, turn_cap=200)         # the capping roll is on the table
    assert rolled.legal_moves() == ["4: D10→off +24"]
    last = rolled.play("4: D10→off +24")
    assert last.phase == "last" and last.to_move == 1 and last.result() is None
    last = replace(last, roll=(1, 1, 1, 1))                  # B1 on G12 goes right (toward A) onto B2 on F12
    assert last.legal_moves() == ["1: G12→F12 +1"]
    tower = last.play("1: G12→F12 +1")
    assert tower.phase == "last" and tower.to_move == 1 and tower.extra and tower.legal_moves() == ["roll"]
    assert tower.play("roll").turns == 201                  # a roll past the cap


def test_with_no_free_opponent_pawn_the_free_pawn_rule_forbids_nothing():
    """Rulings: B's last free pawn (B6) has just left the board, every other B pawn is covered; in the
    last roll A need not uncover one, so A6 D2→D6 (covering nothing, freeing nothing) is legal."""
    covered = "B1@A12,A1@A12,B2@B12,A2@B12,B3@C12,A3@C12,B4@D12,A4@D12,B5@F12,A5@F12"
    state = from_position(f"{covered},A6@D2 60:40 A 6444 last")
    assert "6: D2→D6 +4" in state.legal_moves()
    assert state.play("6: D2→D6 +4").result().scores == (64, 40)


def test_refusal_names_the_rule_that_refuses_each_way():
    """One assignment, every way its direction die allows: the move it makes, or the rule that refuses it."""
    from stolik.kosci.movement import judge
    covered = from_position("A1@D4,B3@D4,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1,B1@G12,B2@F12,B4@D12,B5@C12,B6@B12 0:11 A 1111")
    assert covered.refusal("i1 d1 m1 s1") == Refusal("covered", {"pawn": 1})
    locked = from_position(f"A1@A2,A2@B2,A3@C2,A4@D10,A5@E2,A6@H1,{B_HOME} 11:0 A 4444")
    assert locked.refusal("i4 d4 m4 s4") == Refusal("exit-locked", {"pawn": 4})
    blocked = "B1@A12,A1@A12,B2@B12,A2@B12,B3@C12,A3@C12,B4@E12,A4@E12,B5@F12,A5@F12"
    last_free = from_position(f"{blocked},A6@D4,B6@D10 55:0 A 6666")
    assert [last_free.refusal(f"i6 d6:{way} m6 s6").code for way in ("F", "FL", "FR")] == ["last-free", "off-board", "off-board"]
    # a pawn that has left never moves again: the exiter's dice during the opponent's last roll
    state = from_position(f"{LAST} 40:10 B 1111 last")
    assert [r for _, r in judge(state.stacks, state.where, 0, (4, 4, 4, 4))] == ["gone"]
    with pytest.raises(IllegalMoveError, match="does not show"):
        state.refusal("i2 d2 m2 s2")
