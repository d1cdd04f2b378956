"""The games that have a screen, one folder each, found from the one list of games (stolik.games).

A game's engine and screen load only when that game is opened: start-up time matters.
"""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

from stolik.games import ENGINES
from stolik.web.screen import GameScreen


def screen_class(key: str) -> type[GameScreen]:
    """The GameScreen subclass of game ``key``; ImportError when it has no screen."""
    screen: type[GameScreen] = importlib.import_module(f"stolik.web.games.{key}.screen").SCREEN
    return screen


def playable() -> list[str]:
    """Games with a screen (the others show as coming soon), found without importing them."""
    return [key for key in ENGINES if importlib.util.find_spec(f"stolik.web.games.{key}.screen") is not None]


def tools(key: str) -> dict[str, str]:
    """A game's tools (name -> string key of the title), from its light strings module: the home screen needs no engine."""
    try:
        module = importlib.import_module(f"stolik.web.games.{key}.strings")
    except ImportError:
        return {}
    return dict(getattr(module, "TOOLS", {}))


def setup_module(key: str) -> ModuleType:
    """Game ``key``'s board editor module (``web/games/<key>/setup.py``, its ``DRAFT``)."""
    return importlib.import_module(f"stolik.web.games.{key}.setup")


def has_setup(key: str) -> bool:
    """Whether a position of game ``key`` can be set up by hand (its folder holds ``setup.py``), without importing it."""
    return importlib.util.find_spec(f"stolik.web.games.{key}.setup") is not None
