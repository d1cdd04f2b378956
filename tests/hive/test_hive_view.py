"""view(): plain JSON for the renderer, with the shape state.View documents."""
from __future__ import annotations

import json

import pytest
from hive_helpers import game

from stolik.core.errors import MalformedMoveError
from stolik.hive import GAME, new_game
from stolik.hive.pieces import NameParts, name_parts


def test_view_shape():
    state = game("Base+P;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ")
    view = state.view(0)
    assert json.loads(json.dumps(view)) == view
    assert view["cells"] == [{"cell": "0,0", "q": 0, "r": 0, "stack": ["wQ", "wB1"]},
                             {"cell": "1,0", "q": 1, "r": 0, "stack": ["bQ", "bB1"]}]
    assert view["free"] == [{"cell": c, "q": int(c.split(",")[0]), "r": int(c.split(",")[1])}      # around both stacks
                            for c in ("0,-1", "1,-1", "2,-1", "-1,0", "2,0", "-1,1", "0,1", "1,1")]
    assert view["surrounded"] == [] and view["queen_due"] is False
    assert view["reserve"]["w"] == ["wS1", "wS2", "wB2", "wG1", "wG2", "wG3", "wA1", "wA2", "wA3", "wP"]
    assert len(view["reserve"]["b"]) == 10
    assert (view["to_move"], view["turn"], view["ply"]) == (0, 4, 6)
    assert view["last_move"] == "bB1 bQ" and view["last_piece"] == "bB1"
    assert view["result"] is None and view["game_type"] == "Base+P"
    assert [view["viewer"], state.view(None)["viewer"]] == [0, None]
    assert {**view, "viewer": 1} == state.view(1)               # nothing is hidden in Hive


def test_game_info():
    assert GAME.key == "hive" and GAME.players == ("w", "b")
    assert {o.key for o in GAME.options} == {"mosquito", "ladybug", "pillbug", "tournament", "repetition"}
    assert all(value is False for value in GAME.default_options().values())
    assert new_game({}, 0).view()["options"] == GAME.default_options()


def test_an_empty_board_offers_the_start_cell():
    assert new_game({}, 0).view(None)["free"] == [{"cell": "0,0", "q": 0, "r": 0}]


def test_the_queen_is_due_on_the_fourth_turn_while_in_hand():
    """Each player's Queen must be in by their fourth turn (placement.py); the view says when that is now."""
    opening = "Base;InProgress;White[4];wS1;bS1 -wS1;wA1 wS1-;bA1 -bS1;wG1 wA1-;bG1 -bA1"
    white = game(opening)
    assert white.view(None)["queen_due"] is True
    assert {m.split()[0] for m in white.legal_moves()} == {"wQ"}
    black = white.play("wQ wG1-")
    assert black.view(None)["queen_due"] is True                                      # Black's fourth turn too
    assert black.play("bQ -bG1").view(None)["queen_due"] is False                     # both are in
    assert game("Base;InProgress;White[4];wQ;bS1 -wQ;wA1 wQ-;bA1 -bS1;wG1 wA1-;bQ -bA1").view(None)["queen_due"] is False
    assert game("Base;InProgress;White[3];wS1;bS1 -wS1;wA1 wS1-;bA1 -bS1").view(None)["queen_due"] is False


def test_every_name_in_a_view_reads_into_colour_bug_and_number():
    """Views name pieces, and name_parts answers what a name says (no view slices a name)."""
    state = game("Base+MLP;InProgress;White[3];wQ;bM wQ-;wL -wQ;bA1 bM-")
    view = state.view(None)
    names = [p for c in view["cells"] for p in c["stack"]] + view["reserve"]["w"] + view["reserve"]["b"]
    assert len(names) == 28
    assert [name_parts(n) for n in ("wQ", "bM", "bA1", "wG3")] == [
        NameParts(0, "Q", ""), NameParts(1, "M", ""), NameParts(1, "A", "1"), NameParts(0, "G", "3")]
    assert {n: name_parts(n).letters for n in ("wS2", "bL")} == {"wS2": "S2", "bL": "L"}
    for bad in ("", "w", "xA1", "wA4", "wQ1", "WA1"):
        with pytest.raises(MalformedMoveError, match="no piece is named"):
            name_parts(bad)
