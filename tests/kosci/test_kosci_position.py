"""The position string of the rulings: reading, writing, and errors that say what is wrong."""
import pytest

from stolik.core.errors import PositionError
from stolik.kosci import from_position, new_game

SEED_EXAMPLE = "A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321"
B_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
LAST = "A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D11,B5@C11,B6@B11"     # A4 has left the board
COVERED = "B1@A12,A1@A12,B2@B12,A2@B12,B3@C12,A3@C12,B4@D12,A4@D12,B5@F12,A5@F12"   # B1-B5 under A1-A5


def test_rulings_example_round_trips():
    state = from_position(SEED_EXAMPLE)
    assert state.position() == SEED_EXAMPLE
    assert state.phase == "play" and state.to_move == 0 and state.roll == (6, 3, 2, 1)


@pytest.mark.parametrize("text", [
    "A5@E8,A1@E8,A2@B1,A3@C1,A4@D1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 24:0 A -",
    f"{LAST} 40:10 B 1111 last",
    f"{LAST} 40:11 B - over",
    f"{COVERED},A6@D2 60:40 A 6444 last",                  # B's last free pawn left: all of B covered
    f"{LAST.replace('B4@D11', 'B4@D3')} 40:44 B - over",  # both exited: A first, then B in the last roll
    "setup A",
    "setup A1@A1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1 B",
])
def test_positions_round_trip(text):
    assert from_position(text).position() == text


def test_stacks_are_listed_bottom_first():
    state = from_position("B4@D12,A4@D12,A1@A1,A2@B1,A3@C1,A5@E1,A6@F1,B1@G12,B2@F12,B3@E12,B5@C12,B6@B12 11:0 A -")
    assert state.stacks[3 + 11 * 8] == (9, 3)
    assert state.position() == "A1@A1,A2@B1,A3@C1,B4@D12,A4@D12,A5@E1,A6@F1,B1@G12,B2@F12,B3@E12,B5@C12,B6@B12 11:0 A -"


def test_over_position_reports_the_result():
    state = from_position(f"{LAST} 45:12 B - over")
    assert state.result().winner == 0 and state.result().reason == "exit" and state.legal_moves() == []


@pytest.mark.parametrize("text, complaint", [
    ("", "a position is"),
    ("A1@D1 0:0 A", "a position is"),
    ("A1@D1" + ",A1@D1" * 200_000 + " 0:0 A -", "too long to be a position"),
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
    ("setup B", "A \\(Player One\\) sets up first"),
    ("A1@D١ 0:0 A -", "is not a pawn"),                           # digits are ASCII digits
    (SEED_EXAMPLE.replace("0:0", "١:0"), "is not a score"),
    (SEED_EXAMPLE.replace("0:0", "0:99999"), "is not a score"),
    # what cannot arise in play
    (f"{LAST} 40:10 B 1111", "off the board but the position is not 'last'"),
    (f"{SEED_EXAMPLE} last", "exactly one pawn is off the board"),
    (f"{LAST} 40:10 A 1111 last", "the last roll is the opponent's"),
    (f"{LAST} 40:10 A - over", "the last roll is the opponent's"),
    (f"{LAST.replace('A5@E2,', '')} 80:10 B - last", "A has two pawns off the board"),
    (f"{COVERED},B6@D10,A6@D10 66:0 A -", "every pawn of B is covered"),
    ("A1@A1,B1@A1,A2@B1,B2@B1,A3@C1,B3@C1,A4@D1,B4@D1,A5@E1,B5@E1,A6@F1,B6@F1 0:66 A -", "every pawn of A is covered"),
    (SEED_EXAMPLE.replace("0:0", "9999:0"), "A cannot have 9999 points"),
    (SEED_EXAMPLE.replace("A4@E1", "A4@E8"), "A cannot have 0 points here: between 11"),
    (f"{LAST} 30:10 B 1111 last", "A cannot have 30 points here: between 31"),
    ("A1@D4,A2@B1,B3@D4,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B4@D12,B5@C12,B6@B12 0:11 A -", "listed together"),
])
def test_bad_positions_raise_position_error_saying_what_is_wrong(text, complaint):
    with pytest.raises(PositionError, match=complaint) as error:
        from_position(text)
    assert len(str(error.value)) < 300


def test_a_shared_position_shows_the_same_rolls():
    a, b = from_position(SEED_EXAMPLE.replace("6321", "-")), from_position(SEED_EXAMPLE.replace("6321", "-"))
    assert a.play("roll").roll == b.play("roll").roll


def test_new_game_position_is_setup():
    assert new_game({}, 3).position() == "setup A"
    assert from_position("setup - A").position() == "setup A"
