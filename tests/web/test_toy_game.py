"""A fifth game needs no edit outside its two folders and the registry line: a toy Nim (tests/toy/) is
registered, listed on the home screen, started from the new-game form, played to its end against the
computer through the shell (web/shell.py) and saved, and its rules page shown."""
from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from shells import follow, make_shell, settle

import stolik.web.games
from stolik import games
from stolik.web import i18n, storage
from stolik.web.games import playable
from stolik.web.shell import Control

TOY = Path(__file__).resolve().parents[1] / "toy"


@pytest.fixture
def toy(monkeypatch):
    """The toy registered: its engine importable, its web folder among the games' folders, its strings loaded."""
    monkeypatch.syspath_prepend(str(TOY))
    monkeypatch.setitem(games.ENGINES, "toy", "toy_nim")          # the registry line
    monkeypatch.setattr(stolik.web.games, "__path__", [*stolik.web.games.__path__, str(TOY / "web_games")])
    monkeypatch.setattr(i18n, "_TABLES", {})                    # the translations are read again, the toy's with them
    monkeypatch.setattr(i18n, "_PLURALS", {})
    yield
    for name in [name for name in sys.modules if name.startswith(("toy_nim", "stolik.web.games.toy"))]:
        del sys.modules[name]


def test_the_toy_game_is_listed_started_played_to_its_end_and_saved(toy):
    async def scenario() -> None:
        assert "toy" in playable()
        shell, host, display, computer = make_shell()
        display.reduced_motion = True
        shell.router.route("#/")
        home = shell.view.page().markup()
        assert 'data-game="toy"' in home and "Take the last counter." in home
        shell.act(Control("new", game="toy"))
        assert 'data-game="toy"' in shell.state.dialog
        shell.form_sent("", "toy", {"opponent": "computer", "side": "0", "first": "0", "level": "easy"})
        follow(shell, host)
        session = shell.state.session
        assert shell.state.screen == "play" and session.saved.record.game == "toy"
        while session.result() is None:
            await settle()
            if shell.interactive():
                shell.human_move(session.latest.legal_moves()[0])
            await settle()
        assert computer.asked and {game for game, _ in computer.asked} == {"toy"}
        saved = storage.load(host.store, session.saved.id)
        assert saved.record.game == "toy" and saved.record.moves == session.moves and sum(map(int, session.moves)) == 7
        page = shell.view.page().markup()
        assert 'data-state="over"' in page and 'data-action="rematch"' in page
        shell.router.route("#/rules/toy")
        assert "whoever takes the last one wins" in shell.view.page().markup()
    asyncio.run(scenario())
