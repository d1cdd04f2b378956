"""Saved games (web/saved_games.py) under CPython: a FakeHost for the browser, a fake shell for the screens.

What the page does with them (the home list, the messages) is checked by the browser tests; here, what is
stored, what is shown instead, and when nothing is written at all.
"""
from __future__ import annotations

import json

import pytest

from stolik.core.errors import GameError
from stolik.core.record import Ending, Record
from stolik.schotten import GAME as SCHOTTEN
from stolik.web import links, storage
from stolik.web.games.schotten.screen import SchottenScreen
from stolik.web.i18n import Translator
from stolik.web.saved_games import NewGame, SavedGames, match_results
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import Players, SavedGame
from hosts import FakeHost

EN = Translator("en")


class FakeShell:
    """The rest of the shell as saved games sees it: the game on screen, and what it was asked to show."""

    def __init__(self) -> None:
        self.shown: Session | None = None
        self.opened: list[SavedGame] = []
        self.homes: list[str] = []
        self.told: list[str] = []
        self.stops = 0

    def open_game(self, saved: SavedGame) -> None:
        self.opened.append(saved)
        self.shown = Session.open(saved)

    def show_home(self, error) -> None:
        self.shown = None
        self.homes.append(error(EN))

    def tell(self, message) -> None:
        self.told.append(message(EN))

    def stop_computer(self) -> None:
        self.stops += 1


def controller(host: FakeHost | None = None) -> tuple[SavedGames, FakeHost, FakeShell]:
    host, shell = host or FakeHost(), FakeShell()
    games = SavedGames(host, Settings(host, "en"), session=lambda: shell.shown, open_game=shell.open_game,
                       show_home=shell.show_home, tell=shell.tell, stop_computer=shell.stop_computer)
    return games, host, shell


def gore(ident: str = "g1", moves: tuple[str, ...] = ("S1", "N2"), end: Ending | None = None,
         players: Players = Players("computer", 1, "easy")) -> SavedGame:
    return SavedGame(ident, Record("gore", 1, {"first": "S"}, 5, moves, end=end), players, 1.0, 2.0)


def shown(games: SavedGames, shell: FakeShell, saved: SavedGame) -> Session:
    """``saved`` stored and on screen, as the page opens it."""
    storage.save(games.store, saved)
    shell.shown = Session.open(saved)
    games.opened(saved.id)
    return shell.shown


def full(host: FakeHost) -> None:
    """From now on the browser refuses every write (its quota is used up)."""
    def refuse(key: str, value: str) -> None:
        raise storage.StorageFull("quota")
    host.store.set = refuse


# -- saving ---------------------------------------------------------------------------------------
def test_save_writes_the_entry_and_remembers_what_it_wrote():
    games, host, _ = controller()
    saved = gore()
    games.save(saved)
    text = host.store[storage.GAME_PREFIX + "g1"]
    assert storage.parse_entry(text) == saved
    assert games.known == ("g1", text) and not games.unsaved
    later = gore(moves=("S1", "N2", "S3"))
    games.save(later)                       # what this tab wrote itself is written over
    assert storage.load(host.store, "g1") == later


def test_a_game_another_tab_changed_is_not_overwritten_but_shown_as_it_is_now():
    games, host, shell = controller()
    session = shown(games, shell, gore())
    theirs = gore(moves=("S1", "N2", "S3"))
    storage.save(host.store, theirs)        # another tab played a move meanwhile
    mine = gore(moves=("S1", "N2", "S4"))
    games.save(mine)
    assert storage.load(host.store, "g1") == theirs
    assert shell.opened == [theirs] and shell.shown is not session
    assert shell.told == ["This game was changed in another tab; it is shown here as it is now."]


def test_a_game_another_tab_deleted_goes_home_with_a_message():
    games, host, shell = controller()
    shown(games, shell, gore())
    storage.delete(host.store, "g1")
    games.storage_changed(storage.GAME_PREFIX + "g1")
    assert shell.shown is None and shell.homes == ["The game you were looking at was deleted in another tab."]


def test_another_tab_writing_another_entry_changes_nothing_here():
    games, host, shell = controller()
    session = shown(games, shell, gore())
    storage.save(host.store, gore("g2"))
    games.storage_changed(storage.GAME_PREFIX + "g2")
    games.storage_changed(None)             # localStorage.clear() names no key
    assert shell.shown is session and shell.opened == [] and shell.homes == []


def test_with_storage_full_play_goes_on_unsaved_and_flagged():
    games, host, shell = controller()
    full(host)
    games.start_game(gore())
    assert games.unsaved and shell.opened == [gore()] and host.hashes == []
    assert storage.GAME_PREFIX + "g1" not in host.store and shell.stops == 1
    games.left()
    assert not games.unsaved


def test_a_new_game_is_saved_and_gone_to_by_its_hash():
    games, host, shell = controller()
    games.start_game(gore("g7"))
    assert storage.load(host.store, "g7") == gore("g7")
    assert host.hashes == [links.play_hash("g7")] and shell.opened == [] and shell.stops == 1


# -- the home screen: delete asks first, export, import ---------------------------------------------
def test_delete_asks_first_and_may_be_cancelled():
    games, host, _ = controller()
    storage.save(host.store, gore())
    games.ask_delete("g1")
    assert games.confirm_delete == "g1" and storage.GAME_PREFIX + "g1" in host.store
    assert 'class="saved confirm" data-id="g1"' in games.home_html(EN, {"gore"}, {})
    games.keep()
    assert games.confirm_delete == "" and storage.GAME_PREFIX + "g1" in host.store
    assert "saved confirm" not in games.home_html(EN, {"gore"}, {})
    games.ask_delete("g1")
    games.delete("g1")
    assert games.confirm_delete == "" and storage.GAME_PREFIX + "g1" not in host.store


def test_export_gives_the_stored_game_and_its_file_name():
    games, host, _ = controller()
    storage.save(host.store, gore())
    games.export("g1")
    [(name, text)] = host.downloads
    assert name == "stolik-gore-g1.json" and text == storage.export_text(gore())
    assert SavedGame.from_json(json.loads(text)) == gore()


def test_an_unreadable_entry_is_exported_as_it_is_stored():
    games, host, _ = controller()
    raw = json.dumps({**gore().to_json(), "format": 99})
    host.store.set(storage.GAME_PREFIX + "g1", raw)
    games.export("g1")
    assert host.downloads == [("stolik-unreadable-entry.json", raw)]


def test_an_exported_file_imports_as_a_new_game():
    games, host, _ = controller()
    host.advance(5000)
    saved = games.import_text(storage.export_text(gore("old")))
    assert saved.id == "g1" and saved.origin == "file" and saved.created == saved.updated == host.now()
    assert saved.record == gore().record and storage.load(host.store, "g1") == saved


@pytest.mark.parametrize("text", ["{not json", json.dumps({"game": "gore"}),
                                  storage.export_text(gore(moves=("S1", "S1")))],   # a move the rules refuse
                         ids=["not-json", "no-record", "does-not-replay"])
def test_a_damaged_file_saves_nothing(text):
    games, host, _ = controller()
    with pytest.raises(GameError):
        games.import_text(text)
    assert host.store.keys() == []


def test_the_home_list_counts_my_turns_by_link():
    games, host, _ = controller()
    mine = gore("g1", ("S1",), players=Players("link", side=1, names=("Ala", "Olek"), sent=1))
    theirs = gore("g2", ("S1", "N2"), players=Players("link", side=1, names=("Ala", "Olek"), sent=2))
    for saved in (mine, theirs):
        storage.save(host.store, saved)
    html = games.home_html(EN, {"gore"}, {})
    assert games.turns_mine == 1 and "Your move" in html and "Waiting for Ala" in html


# -- new games, rematch, the next game of a match ---------------------------------------------------
def test_a_rematch_keeps_the_options_draws_a_new_seed_and_swaps_sides_against_the_computer():
    games, host, shell = controller()
    over = gore("old", end=Ending("resign", 0), players=Players("computer", 1, "hard"))
    shown(games, shell, over)
    games.rematch()
    assert host.hashes == [links.play_hash("g1")] and storage.load(host.store, "old") == over
    again = storage.load(host.store, "g1")
    assert again.record.moves == () and again.record.options == {"first": "S"}
    assert again.record.seed != 5 and again.players == Players("computer", 0, "hard") and again.match == ()
    assert shell.stops == 1


def test_no_rematch_before_the_game_is_over():
    games, host, shell = controller()
    shown(games, shell, gore())
    games.rematch()
    assert host.hashes == [] and host.store.keys() == [storage.GAME_PREFIX + "g1"]


def test_the_next_game_of_a_match_carries_the_results():
    games, host, shell = controller()
    options = SCHOTTEN.checked_options({"duel_games": 3})
    record = Record("schotten", SCHOTTEN.rules_version, options, 9, (), end=Ending("resign", 1))
    players = Players("computer", 1, "easy")
    session = shown(games, shell, SavedGame("s1", record, players, 1.0, 2.0))
    games.next_game(SchottenScreen())
    assert host.hashes == [links.play_hash("g1")]
    following = storage.load(host.store, "g1")
    assert following.match == tuple(match_results(session)) and len(following.match) == 1
    assert following.match[0].winner == 0 and following.players == players
    assert following.record.options["first"] == 1 - options["first"] and following.record.moves == ()


def test_a_new_game_from_the_form():
    games, host, _ = controller()
    saved = games.new_game(NewGame("gore", "computer", 1, 0, "hard", {"first": "0"}))
    assert saved is not None and saved.id == "g1" and saved.players == Players("computer", 0, "hard")
    assert saved.record.game == "gore" and saved.created == host.now() and host.store.keys() == []


def test_a_new_game_by_link_names_me_and_remembers_my_name():
    games, host, _ = controller()
    first = games.new_game(NewGame("gore", "link", 0, 0, "", {}, my_name=" Ala ", friend_name="Olek"))
    assert first is not None and first.players == Players("link", 1, "normal", 0, ("Ala", "Olek"))
    again = games.new_game(NewGame("gore", "link", 1, 0, "", {}))     # the name left blank: the remembered one
    assert again is not None and again.players.names == ("", "Ala")


def test_players_chosen_for_a_game_from_a_link_are_saved():
    games, host, shell = controller()
    shown(games, shell, gore(players=Players()))
    games.choose_players("computer", 1, "no-such-level")
    assert storage.load(host.store, "g1").players == Players("computer", 0, "normal")
    assert shell.shown.flipped
