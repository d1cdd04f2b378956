"""A hint is kept with the saved game and marked in the move list; it is offered only where fair."""
from __future__ import annotations

import json

import pytest

from stolik.core.errors import GameError
from stolik.core.record import Record
from stolik.gore import GAME
from stolik.web.games.gore.screen import GoreScreen
from stolik.web.i18n import Translator
from stolik.web.play_screen import controls_html, moves_html, may_hint
from stolik.web.session import Session
from stolik.web.storage import Players, SavedGame

EN = Translator("en")


def saved(players: Players = Players(), hints: tuple[tuple[int, str], ...] = ()) -> SavedGame:
    record = Record("gore", GAME.rules_version, GAME.default_options(), 3, ("S1", "N1"))
    return SavedGame("g1", record, players, 1, 1, "new", (), hints)


def test_hints_survive_saving_and_a_damaged_list_is_refused():
    game = saved(hints=((0, "S1"), (2, "S3")))
    assert SavedGame.from_json(json.loads(json.dumps(game.to_json()))).hints == ((0, "S1"), (2, "S3"))
    assert SavedGame.from_json(game.to_json() | {"hints": [0, 2]}).hints == ((0, ""), (2, "")), "as saved before"
    assert "hints" not in saved().to_json()
    for bad in ([3], [-1], ["1"], [True], "0", [[1]], [[1, 5]], [[1, "x" * 300]], [[True, "S1"]]):
        data = game.to_json() | {"hints": bad}
        with pytest.raises(GameError):
            SavedGame.from_json(data)


def test_the_move_played_after_a_hint_says_so_in_the_move_list():
    session = Session.open(saved(hints=((1, "N1"),)))
    items = moves_html(session, EN, GoreScreen(), GoreScreen().player_names(EN)).split("<li>")
    assert "hint" not in items[2] and "hint" in items[3], "move 2 followed a hint, move 1 was not hinted"


def test_a_move_that_did_not_follow_the_hint_is_not_marked():
    """Found in use: "· hint" stood beside a move that went against the hint."""
    for hints in (((1, "N2"),), ((1, ""),)):          # another move hinted; a hint saved before moves were kept
        session = Session.open(saved(hints=hints))
        assert "hint" not in moves_html(session, EN, GoreScreen(), GoreScreen().player_names(EN))


def test_a_hint_is_offered_to_a_player_here_never_by_link():
    assert may_hint(Session.open(saved()))
    assert may_hint(Session.open(saved(Players("computer", computer=1))))
    assert not may_hint(Session.open(saved(Players("computer", computer=0)))), "the computer is to move"
    assert not may_hint(Session.open(saved(Players("link", side=0))))
    assert 'data-action="hint"' in controls_html(Session.open(saved()), EN, busy=False)
    assert 'data-action="hint"' not in controls_html(Session.open(saved(Players("link", side=0))), EN, busy=False)
