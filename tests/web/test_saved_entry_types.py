"""Every field of a saved entry, at every depth, given a value of the wrong type (as a hostile page, an old
build or a damaged disk may leave it): the list reads it or lists it as unreadable and keeps it, and never
fails as a whole (a TypeError here once left a fresh start on "Loading…" for good)."""
from __future__ import annotations

import json
from typing import Any, Iterator

import pytest

from stolik.core.game import Result
from stolik.core.record import Ending, Record
from stolik.web import storage
from stolik.web.storage import Players, SavedGame
from stores import DictStore

WRONG = [None, 5, -1, True, 2.5, "x", "", [], [1], {}, {"a": 1}]


def full_entry() -> dict[str, Any]:
    """A saved entry with every optional field present: a link game of a match, hints, an end, reshuffles."""
    record = Record("gore", 1, {"first": "S"}, 5, ("S1", "N2"), None, Ending("resign", 0), ((1, 7),))
    players = Players("link", 1, "normal", 0, ("Ala", "Olek"), 1, 1)
    match = (Result(1, (3, 9), "stones", ("glory",)),)
    return SavedGame("g1", record, players, 1.0, 2.0, "link", match, ((1, "N2"),)).to_json()


def paths(data: Any, path: tuple = ()) -> Iterator[tuple]:
    """Every path into the JSON data, the root's fields first."""
    items = data.items() if isinstance(data, dict) else enumerate(data) if isinstance(data, list) else ()
    for key, value in items:
        yield path + (key,)
        yield from paths(value, path + (key,))


def changed(data: Any, path: tuple, value: Any) -> Any:
    copy = json.loads(json.dumps(data))
    target = copy
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return copy


CASES = [(path, value) for path in paths(full_entry()) for value in WRONG]


def test_the_full_entry_reads():
    store = DictStore()
    store.set(storage.GAME_PREFIX + "g1", json.dumps(full_entry()))
    good, bad = storage.list_games(store)
    assert bad == [] and good[0].match[0].notes == ("glory",) and good[0].players.offer == 1


@pytest.mark.parametrize("path, value", CASES, ids=[f"{'.'.join(map(str, p))}={json.dumps(v)}" for p, v in CASES])
def test_a_field_of_the_wrong_type_is_read_or_listed_unreadable(path, value):
    store, raw = DictStore(), json.dumps(changed(full_entry(), path, value))
    store.set(storage.GAME_PREFIX + "g1", raw)
    good, bad = storage.list_games(store)
    assert len(good) + len(bad) == 1
    assert storage.raw_entry(store, "g1") == raw            # kept as it was
    if good:          # what reads has the types the app relies on
        game = good[0]
        assert isinstance(game.origin, str) and game.origin in storage.ORIGINS
        for result in game.match:
            assert all(isinstance(note, str) for note in result.notes) and isinstance(result.reason, str)
        assert isinstance(game.record.options, dict) and all(isinstance(m, str) for m in game.record.moves)


@pytest.mark.parametrize("notes", [5, None, "glory", [1]])
def test_match_notes_that_are_not_a_list_of_texts_make_the_entry_unreadable(notes):
    store = DictStore()
    store.set(storage.GAME_PREFIX + "g1", json.dumps(changed(full_entry(), ("match", 0, "notes"), notes)))
    good, bad = storage.list_games(store)
    assert good == [] and "match" in bad[0].reason
