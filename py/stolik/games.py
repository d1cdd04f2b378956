"""Which games exist, by key, imported on demand so a missing or broken engine hides only itself."""
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
