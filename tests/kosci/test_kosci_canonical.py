"""State.canonical: every spelling ``play`` refuses while naming the move to write is read as that move;
what names no legal move is refused with the very error ``play`` raises (real positions of the rulings)."""
import pytest

from stolik.core.errors import GameError
from stolik.kosci import from_position, new_game

B_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
A_HOME = "A1@A1,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1"
FIRST_ROLL = f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A 6321"


def refused_alike(state, text):
    with pytest.raises(GameError) as by_canonical:
        state.canonical(text)
    with pytest.raises(type(by_canonical.value)) as by_play:
        state.play(text)
    assert str(by_canonical.value) == str(by_play.value)


def test_an_outcome_typed_any_way_and_the_dice_assignment_form():
    state = from_position(FIRST_ROLL)
    for spelling in ("i2 d3 m1 s6", "I2 D3 M1 S6", "2: B1->A1 +6", " 2: B1→A1 +6", "2:B1→A1 +6", "2: b1-a1 +6"):
        assert state.canonical(spelling) == "2: B1→A1 +6"
    assert all(state.canonical(move) == move for move in state.legal_moves())
    for text in ("i2 d6 m1 s3", "i2 d4 m1 s6", "i1 d2:B m3 s6", "jump", "2: B1→A1 +5", "roll", "setup random"):
        refused_alike(state, text)


def test_roll_pass_and_setup_in_any_case():
    state = from_position(f"{A_HOME},{B_HOME} 0:0 A -")
    assert [state.canonical(t) for t in ("ROLL", " Roll", "roll\n")] == ["roll"] * 3
    refused_alike(state, "pass")
    game = new_game({}, seed=11)
    assert game.canonical("setup G1=6 B1=2 A1=1 C1=3 E1=4 F1=5") == "setup A1=1 B1=2 C1=3 E1=4 F1=5 G1=6"
    assert game.canonical("Setup Random") == "setup random"
    assert game.canonical("setup g1=6 b1=2 a1=1 c1=3 e1=4 f1=5") == "setup A1=1 B1=2 C1=3 E1=4 F1=5 G1=6"
    for text in ("setup A12=1 B1=2 C1=3 E1=4 F1=5 G1=6", "setup B1=2", "roll"):
        refused_alike(game, text)
