"""The player's settings (web/settings.py) under CPython: what a toggle writes, what the next page reads."""
from __future__ import annotations

import json

import pytest

from stolik.web import storage
from stolik.web.settings import Settings
from hosts import FakeHost


def test_a_first_visit_has_sound_off_motion_on_and_the_browsers_language():
    settings = Settings(FakeHost(), "pl-PL")
    assert (settings.tr.lang, settings.sound_on, settings.motion_on) == ("pl", False, True)
    assert Settings(FakeHost(), "de-DE").tr.lang == "en"


def test_the_toggles_are_remembered_for_the_next_page():
    host = FakeHost()
    settings = Settings(host, "en")
    assert settings.toggle_sound() is True
    settings.toggle_motion()
    settings.toggle_language()
    assert (settings.tr.lang, settings.sound_on, settings.motion_on) == ("pl", True, False)
    later = Settings(host, "en")            # the browser's language no longer counts: the choice does
    assert (later.tr.lang, later.sound_on, later.motion_on) == ("pl", True, False)
    assert later.toggle_sound() is False and Settings(host, "en").sound_on is False


def test_a_toggle_keeps_the_other_settings():
    host = FakeHost()
    settings = Settings(host, "en")
    settings.remember_name("Ala")
    settings.save_prefs("gore", {"labels": True})
    settings.toggle_language()
    assert storage.load_settings(host.store) == {"name": "Ala", "prefs": {"gore": {"labels": True}}, "lang": "pl"}


@pytest.mark.parametrize("broken", ["{not json", "[1, 2]", '"text"', "{" * 200_000])
def test_a_broken_settings_entry_reads_as_the_defaults(broken):
    host = FakeHost()
    host.store.set(storage.SETTINGS_KEY, broken)
    settings = Settings(host, "en")
    assert (settings.tr.lang, settings.sound_on, settings.motion_on) == ("en", False, True)
    assert settings.prefs("gore") == {} and settings.name() is None
    settings.toggle_sound()                 # and a change writes a sound entry again
    assert json.loads(host.store[storage.SETTINGS_KEY]) == {"sound": True}


def test_settings_of_the_wrong_type_read_as_the_defaults():
    host = FakeHost()
    host.store.set(storage.SETTINGS_KEY, json.dumps({"lang": 5, "sound": "yes", "motion": 0, "prefs": {"gore": [1]}}))
    settings = Settings(host, "en")
    assert (settings.tr.lang, settings.sound_on, settings.motion_on) == ("en", False, True)
    assert settings.prefs("gore") == {}


class CountingHost(FakeHost):
    def __init__(self) -> None:
        super().__init__()
        self.writes = 0
        store_set = self.store.set

        def counted(key: str, value: str) -> None:
            self.writes += 1
            store_set(key, value)
        self.store.set = counted


def test_a_games_prefs_are_written_only_when_they_change():
    host = CountingHost()
    settings = Settings(host, "en")
    settings.save_prefs("gore", {})         # nothing chosen yet: nothing to write
    assert host.writes == 0
    settings.save_prefs("gore", {"labels": True})
    settings.save_prefs("gore", {"labels": True})    # (after every redraw)
    assert host.writes == 1
    settings.save_prefs("hive", {"zoom": 2})
    assert settings.prefs("gore") == {"labels": True} and settings.prefs("hive") == {"zoom": 2}
    copy = settings.prefs("gore")
    copy["labels"] = False                  # the screen changes its copy, not the settings
    assert settings.prefs("gore") == {"labels": True} and host.writes == 2


def test_an_empty_name_is_not_remembered():
    host = FakeHost()
    settings = Settings(host, "en")
    settings.remember_name("Ala")
    settings.remember_name("")
    assert settings.name() == "Ala"


def test_settings_that_cannot_be_written_last_until_the_page_closes():
    host = FakeHost()

    def refuse(key: str, value: str) -> None:
        raise storage.StorageFull("quota")
    host.store.set = refuse
    settings = Settings(host, "en")
    settings.toggle_language()
    assert settings.tr.lang == "pl" and host.store.keys() == []
