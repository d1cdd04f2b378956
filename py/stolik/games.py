"""Which games exist, by key, imported on demand so a missing or broken engine hides only itself.

``ENGINES`` is the one list of games, in the order the home screen shows them: the home screen, the
computer's worker, the translations, the build and the tests all derive from it. Importing this
module imports no engine, so the page's first screen and the worker's client may read it freely.

>>> list(ENGINES)
['schotten', 'gore', 'kosci', 'hive']
"""
from __future__ import annotations

import importlib
from types import ModuleType

ENGINES: dict[str, str] = {
    "schotten": "stolik.schotten",
    "gore": "stolik.gore",
    "kosci": "stolik.kosci",
    "hive": "stolik.hive",
}


def engine(key: str) -> ModuleType:
    """The engine package of game ``key``; KeyError for a key that is not a game."""
    return importlib.import_module(ENGINES[key])


def part(key: str, name: str) -> ModuleType:
    """Module ``name`` of game ``key``'s engine package: "ai" (its LEVELS and the computer's entry
    points, for the worker and the new-game form) or "rules_text" (``rules_for``, for the rules page)."""
    return importlib.import_module(f"{ENGINES[key]}.{name}")


def available() -> list[str]:
    """Keys of the games whose engine is present (the others show as "coming soon")."""
    found = []
    for key, name in ENGINES.items():
        try:
            importlib.import_module(name)
        except ImportError:
            continue
        found.append(key)
    return found
