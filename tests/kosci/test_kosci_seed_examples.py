"""The two worked examples of seed 003 (figures 44 and 46 are lost; the squares named in the text are used)."""
from stolik.kosci import from_position

B_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"


def test_first_example_b1_to_a1_scores_six():
    """Seed: roll 6,3,2,1; 3 = direction (left), 2 = indicator (pawn 2 on B1), 1 = distance, 6 = score."""
    state = from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A 6321")
    moves = state.legal_moves()
    assert "2: B1→A1 +6" in moves
    assert state.describe("2: B1→A1 +6").detail["assignment"] == {
        "indicator": 2, "direction": 3, "way": "L", "distance": 1, "score": 6}
    after = state.play("2: B1→A1 +6")
    assert after.position() == f"A1@D1,A2@A1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 6:0 B -"


def test_first_example_first_assignment_c1_forward_scores_two():
    """Seed: 6 = direction "straight forward", 3 = indicator (pawn 3 on C1), 1 = distance, 2 = score."""
    state = from_position(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A 6321")
    assert state.refusal("i3 d6:F m1 s2") is None and state.canonical("i3 d6:F m1 s2") == "3: C1→C2 +2"
    assert state.play("3: C1→C2 +2").position().split()[1] == "2:0"


def test_second_example_tower_on_e8_scores_thirteen_and_rolls_again():
    """Seed: roll 4,1,2,3; 4 = forward, 1 = pawn 1 on E6, 2 squares, 3 points; +10 for the middle line;
    it lands on pawn 5 on E8, builds a tower and gives another roll."""
    state = from_position(f"A1@E6,A2@B1,A3@C1,A4@D1,A5@E8,A6@G1,{B_HOME} 11:0 A 4123")   # pawn 5 crossed: 11 points at least
    assert "1: E6→E8 +13" in state.legal_moves()
    after = state.play("1: E6→E8 +13")
    assert after.scores == (11 + 13, 0)
    assert after.to_move == 0 and after.extra is True
    assert after.position() == f"A5@E8,A1@E8,A2@B1,A3@C1,A4@D1,A6@G1,{B_HOME} 24:0 A -"
    assert after.legal_moves() == ["roll"]
    assert after.view(0)["extra_roll"] is True
