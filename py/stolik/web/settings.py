"""What this device remembers of its player: language, sound, motion, the name sent in links, and each
game's choices (``prefs``), all in one settings entry (web/storage.py).

The header's toggles change them here; the page (web/browser/chrome.py, web/app.py) draws the header and plays the sound.
A damaged entry reads as no settings at all: the defaults, never a page that fails to start.
"""
from __future__ import annotations

from typing import Any

from stolik.web import storage
from stolik.web.host import Host
from stolik.web.i18n import Translator, pick_language


class Settings:
    """The player's settings as the page uses them, each change written through at once."""

    def __init__(self, host: Host, browser_language: str) -> None:
        self.store = host.store
        saved = self.read()
        self.tr = Translator(pick_language(saved.get("lang"), browser_language))
        self.sound_on = saved.get("sound") is True          # off until the player turns it on
        self.motion_on = saved.get("motion") is not False   # moves animate unless the player turned it off

    def read(self) -> dict[str, Any]:
        """The settings as stored now (another tab may have changed them since)."""
        return storage.load_settings(self.store)

    def _write(self, key: str, value: Any) -> None:
        """One setting changed, the others kept as stored."""
        settings = self.read()
        settings[key] = value
        storage.save_settings(self.store, settings)

    def toggle_sound(self) -> bool:
        """Sound on or off; True when it is now on."""
        self.sound_on = not self.sound_on
        self._write("sound", self.sound_on)
        return self.sound_on

    def toggle_motion(self) -> None:
        """Moves animate or not (the system's "reduce motion" turns them off as well: web/browser/chrome.py asks it)."""
        self.motion_on = not self.motion_on
        self._write("motion", self.motion_on)

    def toggle_language(self) -> None:
        """Polish to English and back."""
        self.tr = Translator("en" if self.tr.lang == "pl" else "pl")
        self._write("lang", self.tr.lang)

    def name(self) -> Any:
        """The name the player last gave for links, as stored (clean it before use: it is untrusted)."""
        return self.read().get("name")

    def remember_name(self, name: str) -> None:
        """My name in games by link, remembered for the next games (an empty one changes nothing)."""
        if name:
            self._write("name", name)

    def prefs(self, game: str) -> dict[str, Any]:
        """A game's remembered choices on this device (a copy the screen may change)."""
        saved = self.read().get("prefs", {})
        found = saved.get(game, {}) if isinstance(saved, dict) else {}
        return dict(found) if isinstance(found, dict) else {}

    def save_prefs(self, game: str, prefs: dict[str, Any]) -> None:
        """Remember a game's choices, writing only when they changed (this runs after every redraw)."""
        if prefs != self.prefs(game):
            settings = self.read()
            every = settings.get("prefs")
            settings["prefs"] = {**(every if isinstance(every, dict) else {}), game: prefs}
            storage.save_settings(self.store, settings)
