"""view(): plain JSON for the renderer, with the shape state.View documents."""
from __future__ import annotations

import json

from hive_helpers import game

from stolik.hive import GAME, new_game


def test_view_shape():
    state = game("Base+P;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ")
    view = state.view(0)
    assert json.loads(json.dumps(view)) == view
    assert view["cells"] == [{"cell": "0,0", "q": 0, "r": 0, "stack": ["wQ", "wB1"]},
                             {"cell": "1,0", "q": 1, "r": 0, "stack": ["bQ", "bB1"]}]
    assert view["surrounded"] == []
    assert view["reserve"]["w"] == ["wS1", "wS2", "wB2", "wG1", "wG2", "wG3", "wA1", "wA2", "wA3", "wP"]
    assert len(view["reserve"]["b"]) == 10
    assert (view["to_move"], view["turn"], view["ply"]) == (0, 4, 6)
    assert view["last_move"] == "bB1 bQ" and view["last_piece"] == "bB1"
    assert view["result"] is None and view["game_type"] == "Base+P"
    assert view == state.view(None) == state.view(1)          # nothing is hidden in Hive


def test_game_info():
    assert GAME.key == "hive" and GAME.players == ("w", "b")
    assert {o.key for o in GAME.options} == {"mosquito", "ladybug", "pillbug", "tournament", "repetition"}
    assert all(value is False for value in GAME.default_options().values())
    assert new_game({}, 0).view()["options"] == GAME.default_options()
