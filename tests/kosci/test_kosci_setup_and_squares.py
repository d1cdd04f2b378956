"""What a screen asks the engine instead of copying it: square names by column and row, and the setup
move a placement made by clicks becomes (the engine's own spelling, which ``play`` takes as it is)."""
import pytest

from stolik.core.errors import GameError, MalformedMoveError
from stolik.kosci import new_game
from stolik.kosci.board import coordinates, square_at
from stolik.kosci.setup import setup_move


def test_square_names_and_coordinates_round_trip_on_the_whole_board():
    """Every (column, row) has the name the view uses, and the name gives the place back."""
    names = [square_at(col, row) for row in range(12) for col in range(8)]
    assert names[:2] == ["A1", "B1"] and names[-1] == "H12" and len(set(names)) == 96
    assert all(coordinates(name) == (i % 8, i // 8) for i, name in enumerate(names))
    view = new_game({}, 1).view(None)
    assert view["start_rows"] == [names[:8], names[-8:]]
    for bad in ("", "I1", "A0", "A13", "1A"):
        with pytest.raises(ValueError):
            coordinates(bad)


def test_a_placement_by_clicks_is_the_move_the_engine_lists():
    """Squares clicked in any order give the engine's text, which is legal and plays for either player."""
    state = new_game({}, 3)
    red = setup_move({"G1": 6, "B1": 2, "D1": 1, "C1": 3, "F1": 5, "E1": 4})
    assert red == "setup B1=2 C1=3 D1=1 E1=4 F1=5 G1=6" and red in state.legal_moves()
    after = state.play(red)
    blue = setup_move({"H12": 1, "A12": 6, "C12": 2, "D12": 3, "E12": 4, "F12": 5})
    assert blue == "setup A12=6 C12=2 D12=3 E12=4 F12=5 H12=1"
    assert {p["square"]: p["face"] for p in after.play(blue).view(None)["pawns"] if p["owner"] == 1} == {
        "A12": 6, "C12": 2, "D12": 3, "E12": 4, "F12": 5, "H12": 1}
    with pytest.raises(GameError):                     # five pawns only: written, but not a legal setup
        state.describe(setup_move({"B1": 2, "C1": 3, "D1": 1, "E1": 4, "F1": 5}))
    with pytest.raises(MalformedMoveError, match="'Z9'"):
        setup_move({"Z9": 1})
