"""The position string of the rulings: reading, writing, and errors that say what is wrong."""
import pytest

from stolik.kosci import from_position, new_game

SEED_EXAMPLE = "A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321"


def test_rulings_example_round_trips():
    state = from_position(SEED_EXAMPLE)
    assert state.position() == SEED_EXAMPLE
    assert state.phase == "play" and state.to_move == 0 and state.roll == (6, 3, 2, 1)


@pytest.mark.parametrize("text", [
    "A5@E8,A1@E8,A2@B1,A3@C1,A4@D1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 13:0 A -",
    "A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D11,B5@C11,B6@B11 24:10 B 1111 last",
    "A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D11,B5@C11,B6@B11 24:11 B - over",
    "setup A",
    "setup A1@A1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1 B",
])
def test_positions_round_trip(text):
    assert from_position(text).position() == text


def test_stacks_are_listed_bottom_first():
    state = from_position("B4@D12,A4@D12,A1@A1 0:0 A -")
    assert state.stacks[3 + 11 * 8] == (9, 3)
    assert state.position() == "A1@A1,B4@D12,A4@D12 0:0 A -"


def test_over_position_reports_the_result():
    state = from_position("A1@A2,B1@G11 30:12 A - over")
    assert state.result().winner == 0 and state.legal_moves() == []


@pytest.mark.parametrize("text, complaint", [
    ("", "a position is"),
    ("A1@D1 0:0 A", "a position is"),
    ("A7@D1 0:0 A -", "'A7@D1' is not a pawn"),
    ("A1@D13 0:0 A -", "not a square"),
    ("A1@D1,A1@D2 0:0 A -", "listed twice"),
    ("A1@D1 0-0 A -", "is not a score"),
    ("A1@D1 0:0 C -", "'C' is not the player to move"),
    ("A1@D1 0:0 A 6327", "'6327' is not a roll"),
    ("A1@D1 0:0 A 632", "'632' is not a roll"),
    ("A1@D1 0:0 A - soon", "'soon'"),
    ("A1@D1 0:0 A 1234 over", "no roll"),
    ("setup A1@A1 B", "all six pawns or none"),
    ("setup A1@A2,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1 B", "start row"),
    ("setup A1@A1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1 A", "already placed"),
])
def test_bad_positions_raise_value_error_saying_what_is_wrong(text, complaint):
    with pytest.raises(ValueError, match=complaint):
        from_position(text)


def test_a_shared_position_shows_the_same_rolls():
    a, b = from_position(SEED_EXAMPLE.replace("6321", "-")), from_position(SEED_EXAMPLE.replace("6321", "-"))
    assert a.play("roll").roll == b.play("roll").roll


def test_new_game_position_is_setup():
    assert new_game({}, 3).position() == "setup A"
    assert from_position("setup - A").position() == "setup A"
