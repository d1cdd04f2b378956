"""Saved games in ``localStorage``: each game its own key under ``stolik/v1/``, written whole.

A damaged or newer-format entry is listed as unreadable and left where it is: never deleted,
never in the way of the others. The store is anything with get/set/remove/keys, so this runs
under CPython in the tests with a dict.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from typing import Any, Protocol

from stolik.core.errors import GameError, RecordError
from stolik.core.game import Result
from stolik.core.record import Record

PREFIX = "stolik/v1/"
GAME_PREFIX = PREFIX + "game/"
SETTINGS_KEY = PREFIX + "settings"
FORMAT = 1                       # version of a saved entry; a larger one was written by a newer app


class Store(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


@dataclass(frozen=True)
class Players:
    """Who plays: a friend on this device, or the computer as one of the two players."""

    mode: str = "friend"         # "friend" or "computer"
    computer: int = 1            # the computer's player index when mode == "computer"
    level: str = "normal"

    def is_computer(self, player: int) -> bool:
        return self.mode == "computer" and player == self.computer


@dataclass(frozen=True)
class SavedGame:
    id: str
    record: Record
    players: Players = field(default_factory=Players)
    created: float = 0.0
    updated: float = 0.0
    origin: str = "new"          # "new", "link" or "file"
    match: tuple[Result, ...] = ()   # earlier games of the same match (a long duel), oldest first

    def to_json(self) -> dict[str, Any]:
        data = {"format": FORMAT, "id": self.id, "record": self.record.to_json(),
                "players": {"mode": self.players.mode, "computer": self.players.computer, "level": self.players.level},
                "created": self.created, "updated": self.updated, "origin": self.origin}
        if self.match:
            data["match"] = [r.to_json() for r in self.match]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "SavedGame":
        if not isinstance(data, dict):
            raise RecordError("a saved game must be a JSON object")
        if not isinstance(data.get("format"), int) or data["format"] > FORMAT:
            raise RecordError("this game was saved by a newer version of Stolik")
        players = data.get("players") or {}
        if not isinstance(players, dict):
            raise RecordError("the saved players are damaged")
        mode, computer, level = players.get("mode", "friend"), players.get("computer", 1), players.get("level", "normal")
        if mode not in ("friend", "computer") or computer not in (0, 1) or not isinstance(level, str):
            raise RecordError("the saved players are damaged")
        ident = data.get("id")
        if not isinstance(ident, str) or not ident:
            raise RecordError("the saved game has no id")
        created, updated = data.get("created", 0), data.get("updated", 0)
        if not isinstance(created, (int, float)) or not isinstance(updated, (int, float)):
            raise RecordError("the saved dates are damaged")
        return cls(ident, Record.from_json(data.get("record")), Players(mode, computer, level),
                   float(created), float(updated), str(data.get("origin", "new")), _results(data.get("match", [])))


def _results(data: Any) -> tuple[Result, ...]:
    """Earlier results of a match, checked: a damaged list makes the whole entry unreadable."""
    if not isinstance(data, list):
        raise RecordError("the saved match is damaged")
    out = []
    for item in data:
        if not isinstance(item, dict) or item.get("winner") not in (None, 0, 1) \
                or not isinstance(item.get("scores"), list) or not all(isinstance(x, int) for x in item["scores"]):
            raise RecordError("the saved match is damaged")
        out.append(Result(item["winner"], tuple(item["scores"]), str(item.get("reason", "")),
                          tuple(str(n) for n in item.get("notes", []))))
    return tuple(out)


@dataclass(frozen=True)
class Unreadable:
    """A stored entry that could not be read, kept as it is and shown with the reason."""

    key: str
    reason: str


def save(store: Store, game: SavedGame) -> None:
    store.set(GAME_PREFIX + game.id, json.dumps(game.to_json(), separators=(",", ":")))


def load(store: Store, ident: str) -> SavedGame:
    """One saved game; RecordError if it is missing or cannot be read."""
    raw = store.get(GAME_PREFIX + ident)
    if raw is None:
        raise RecordError("there is no saved game with this id")
    return parse_entry(raw)


def parse_entry(raw: str) -> SavedGame:
    try:
        data = json.loads(raw)
    except ValueError as exc:
        raise RecordError("the saved game is damaged (not JSON)") from exc
    return SavedGame.from_json(data)


def list_games(store: Store) -> tuple[list[SavedGame], list[Unreadable]]:
    """Every saved game, newest first, and every entry that could not be read."""
    good, bad = [], []
    for key in sorted(store.keys()):
        if not key.startswith(GAME_PREFIX):
            continue
        try:
            good.append(parse_entry(store.get(key) or ""))
        except GameError as exc:
            bad.append(Unreadable(key, str(exc)))
    good.sort(key=lambda g: g.updated, reverse=True)
    return good, bad


def delete(store: Store, ident: str) -> None:
    store.remove(GAME_PREFIX + ident)


def touch(game: SavedGame, record: Record, now: float) -> SavedGame:
    return replace(game, record=record, updated=now)


def load_settings(store: Store) -> dict[str, Any]:
    """Remembered preferences (language); a damaged entry counts as none."""
    try:
        data = json.loads(store.get(SETTINGS_KEY) or "{}")
    except ValueError:
        return {}
    return data if isinstance(data, dict) else {}


def save_settings(store: Store, settings: dict[str, Any]) -> None:
    store.set(SETTINGS_KEY, json.dumps(settings))


def export_text(game: SavedGame) -> str:
    """The file a player downloads: the saved entry as readable JSON."""
    return json.dumps(game.to_json(), indent=1, ensure_ascii=False)


def import_text(text: str, new_id: str, now: float) -> SavedGame:
    """A saved game from a file: an exported entry or a bare record; it always gets a new id."""
    try:
        data = json.loads(text)
    except ValueError as exc:
        raise RecordError("the file is not a Stolik game (not JSON)") from exc
    if isinstance(data, dict) and "record" in data:
        game = SavedGame.from_json({**data, "id": new_id})
    else:
        game = SavedGame(new_id, Record.from_json(data))
    return replace(game, id=new_id, created=now, updated=now, origin="file")
