"""Hostile saved entries, storage that refuses, games the players end: the shell's pure side under CPython.

Each case here was found by a fuzzer or by trying the app; before the fix each one crashed the list,
opened nothing, or deleted the wrong game.
"""
from __future__ import annotations

import json

import pytest

from stolik.core.errors import RecordError
from stolik.core.record import Ending, Record
from stolik.games import ENGINES
from stolik.gore import from_position
from stolik.web import screens, storage
from stolik.web.html import clip
from stolik.web.i18n import Translator
from stolik.web.play_screen import PlayView, play_html, status_lines
from stolik.web.session import Session
from stores import DictStore
from stolik.web.storage import Players, SavedGame
from stolik.web.games.gore.screen import GoreScreen

GORE = GoreScreen()      # one screen, as the shell keeps one per opened game


def entry(**changes):
    """A real saved Goré game (two moves) as JSON data, with some fields changed."""
    game = SavedGame("g1", Record("gore", 1, {"first": "S"}, 5, ("S1", "N2")), Players("computer", 1, "easy"), 1.0, 2.0)
    return {**game.to_json(), **changes}


@pytest.mark.parametrize("damage, reason", [
    ({"players": {"mode": "computer", "computer": 1, "level": "grandmaster"}}, "players"),
    ({"players": {"mode": "computer", "computer": 1, "level": "<img src=x onerror=alert(1)>"}}, "players"),
    ({"updated": float("nan")}, "dates"),
    ({"created": float("inf")}, "dates"),
    ({"updated": 1e300}, "dates"),
    ({"updated": -5}, "dates"),
    ({"match": None}, "match"),
    ({"id": "../../etc"}, "id"),
])
def test_a_damaged_entry_is_listed_as_unreadable_and_kept(damage, reason):
    store = DictStore()
    raw = json.dumps(entry(**damage))
    store.set(storage.GAME_PREFIX + "g1", raw)
    good, bad = storage.list_games(store)
    assert good == [] and [b.id for b in bad] == ["g1"] and reason in bad[0].reason
    assert storage.raw_entry(store, "g1") == raw


def test_json_nested_200000_deep_is_unreadable_not_a_crash():
    store = DictStore()
    store.set(storage.GAME_PREFIX + "deep", "[" * 200_000 + "]" * 200_000)
    store.set(storage.SETTINGS_KEY, "{" * 200_000)
    good, bad = storage.list_games(store)
    assert good == [] and [b.id for b in bad] == ["deep"] and "nested too deep" in bad[0].reason
    assert storage.load_settings(store) == {}
    with pytest.raises(RecordError):
        storage.import_text("[" * 200_000, "x", 1.0)


def test_nesting_is_refused_before_the_parser_sees_it_but_strings_with_brackets_are_fine():
    """Pyodide's parser overflows the JavaScript stack (a fatal error) long before CPython's RecursionError."""
    from stolik.core.record import parse_json
    with pytest.raises(RecordError, match="nested too deep"):
        parse_json('{"a":' * 40 + "1" + "}" * 40, "the entry")
    assert parse_json(json.dumps({"moves": ["[[[[" * 50, "{{" * 30]}), "the entry")["moves"][1] == "{{" * 30


def test_settings_that_cannot_be_saved_do_not_stop_the_app():
    class FullStore(DictStore):
        def set(self, key, value):
            raise storage.StorageFull("quota")
    storage.save_settings(FullStore(), {"lang": "pl"})
    with pytest.raises(storage.StorageFull):
        storage.save(FullStore(), SavedGame("g1", Record("gore", 1, {}, 5, ())))


def test_a_compact_record_that_decompresses_to_a_deep_bomb_is_refused():
    import base64
    import zlib
    token = "z1" + base64.urlsafe_b64encode(zlib.compress(b"[" * 500_000, 9)).decode().rstrip("=")
    with pytest.raises(RecordError, match="damaged"):
        Record.from_compact(token)


def test_the_storage_key_not_the_id_inside_names_an_entry():
    """Deleting an entry whose inner id names another game must delete that entry, not the other game."""
    store = DictStore()
    storage.save(store, SavedGame("real", Record("gore", 1, {"first": "S"}, 5, ("S1",))))
    store.set(storage.GAME_PREFIX + "copy", json.dumps(entry(id="real")))
    good, bad = storage.list_games(store)
    assert sorted(g.id for g in good) == ["copy", "real"] and bad == []
    assert storage.load(store, "copy").id == "copy"
    storage.delete(store, "copy")
    assert storage.load(store, "real").record.moves == ("S1",)


def test_an_entry_under_a_key_that_is_no_valid_id_can_be_exported_and_deleted():
    store = DictStore()
    key_tail = 'bad id"><script>'
    store.set(storage.GAME_PREFIX + key_tail, json.dumps(entry()))
    good, bad = storage.list_games(store)
    assert good == [] and [b.id for b in bad] == [key_tail]
    html = screens.home_html(Translator("en"), {"gore"}, good, bad, {})
    assert "<script>" not in html and 'data-action="export"' in html and 'data-action="delete"' in html
    storage.delete(store, bad[0].id)
    assert store.keys() == []


def test_a_long_reason_or_key_is_cut_short_on_the_home_screen():
    store = DictStore()
    store.set(storage.GAME_PREFIX + "x" * 64, "y" * 1_000_000)
    good, bad = storage.list_games(store)
    html = screens.home_html(Translator("en"), {"gore"}, good, bad, {})
    assert len(html) < 10_000 and "…" in html


def test_clip_keeps_short_text_and_cuts_long_text():
    assert clip("S2") == "S2"
    assert clip("x" * 1_000_000, 60) == "x" * 60 + "…"


def test_a_record_keeps_how_the_players_ended_it():
    record = Record("gore", 1, {"first": "S"}, 5, ("S1",)).with_end(Ending("resign", 0))
    again = Record.from_compact(record.to_compact())
    assert again.end == Ending("resign", 0) and Record.from_json(record.to_json()) == record
    assert record.with_moves(("S1", "N1")).end is None
    for damaged in ({"by": "surrender", "player": 0}, {"by": "resign", "player": 2}, {"by": "draw", "player": True}, "x"):
        with pytest.raises(RecordError, match="end"):
            Record.from_json({**record.to_json(), "end": damaged})


def test_resigning_ends_the_game_for_good_and_the_status_names_who_resigned():
    session = Session.open(SavedGame("g", Record("gore", 1, {"first": "S"}, 5, ("S1", "N2")), Players("computer", 1, "easy")))
    assert session.human_to_move() and session.undo_count() == 2
    session.end("resign", 0, 10.0)
    result = session.result()
    assert (result.winner, result.reason) == (1, "resigned")
    assert not session.human_to_move() and not session.computer_to_move() and session.undo_count() == 0
    tr = Translator("en")
    names = GORE.player_names(tr)
    assert status_lines(session, tr, GORE, names, False, "") == [f"{names[0]} resigned. {names[1]} wins."]
    html = play_html(session, tr, GORE, PlayView(board="", panel="", thinking=False, message="", link="", animating=False)).markup()
    assert 'data-state="over"' in html and 'data-action="resign"' not in html
    session.goto(1)       # an earlier position in the history is shown without the game's end
    assert session.shown_result() is None


def test_resign_and_draw_buttons_and_their_questions():
    tr = Translator("en")
    names = GORE.player_names(tr)
    friends = Session.open(SavedGame("g", Record("gore", 1, {"first": "S"}, 5, ("S1",)), Players("friend")))
    html = play_html(friends, tr, GORE, PlayView(board="", panel="", thinking=False, message="", link="", animating=False)).markup()
    assert 'data-action="resign"' in html and 'data-action="offer-draw"' in html
    asked = play_html(friends, tr, GORE, PlayView(board="", panel="", thinking=False, message="", link="", animating=False,
                      asking="draw")).markup()
    assert f"{names[1]} offers a draw. {names[0]}, do you accept?" in asked and 'data-action="draw-accept"' in asked
    computer = Session.open(SavedGame("g", Record("gore", 1, {"first": "S"}, 5, ()), Players("computer", 1)))
    html = play_html(computer, tr, GORE, PlayView(board="", panel="", thinking=False, message="", link="", animating=False,
                     asking="resign")).markup()
    assert 'data-action="offer-draw"' not in html and f"Resign this game as {names[0]}?" in html
    friends.end("draw", 1, 3.0)
    assert friends.result().winner is None and status_lines(friends, tr, GORE, names, False, "") == ["Draw agreed by the players."]


def test_the_unsaved_warning_is_shown_on_the_play_screen():
    session = Session.open(SavedGame("g", Record("gore", 1, {}, 5, (), from_position("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S").position())))
    tr = Translator("pl")
    html = play_html(session, tr, GORE, PlayView(board="", panel="", thinking=False, message="", link="", animating=False,
                     unsaved=True)).markup()
    assert tr("play.not-saved") in html and 'role="alert"' in html


def test_every_games_levels_are_levels_a_saved_game_may_hold():
    import importlib
    for key in ENGINES:
        assert set(importlib.import_module(f"stolik.{key}.ai").LEVELS) <= set(storage.LEVELS)


def test_reshuffles_are_checked_and_refused_where_nothing_is_hidden():
    with pytest.raises(RecordError, match="reshuffles"):
        Record.from_json({**Record("kosci", 1, {}, 3, ("a",)).to_json(), "reshuffles": [[2, 5]]})
    with pytest.raises(RecordError, match="reshuffles"):
        Record.from_json({**Record("kosci", 1, {}, 3, ("a", "b")).to_json(), "reshuffles": [[1, 5], [1, 6]]})
    from stolik.core.record import replay
    from stolik.gore import GAME as GORE
    import stolik.gore as gore
    with pytest.raises(RecordError, match="nothing hidden"):
        replay(gore, Record("gore", GORE.rules_version, GORE.default_options(), 3, ("S1",), reshuffles=((1, 7),)))
