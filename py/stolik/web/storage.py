"""Saved games in ``localStorage``: each game its own key under ``stolik/v1/``, written whole.

A damaged or newer-format entry is listed as unreadable and left where it is: never deleted,
never in the way of the others. The store is anything with get/set/remove/keys, so this runs
under CPython in the tests with a dict.
"""
from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass, field, replace
from typing import Any, Protocol, TypeGuard, TypeVar

from stolik.core.errors import GameError, RecordError
from stolik.core.game import LEVELS, Result
from stolik.core.record import Record, parse_json

PREFIX = "stolik/v1/"
GAME_PREFIX = PREFIX + "game/"
SETTINGS_KEY = PREFIX + "settings"
FORMAT = 1                       # version of a saved entry; a larger one was written by a newer app
NAME_LIMIT = 24                  # characters of a player's name (as core.link_token.NAME_LIMIT)
ID_PATTERN = re.compile(r"^[A-Za-z0-9_-]{1,64}$")   # a saved game's id: the tail of its storage key
MOVE_LIMIT = 200                 # characters of a move text kept with a hint
_LATEST_TIME = 1e14              # milliseconds since 1970, past the year 5000: later is damage
T = TypeVar("T")


class StorageFull(Exception):
    """The browser refused to store an entry (its quota is used up): the game goes on unsaved."""


class Store(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


MODES = ("friend", "computer", "link")


@dataclass(frozen=True)
class Players:
    """Who plays: a friend on this device, the computer as one of the two players, or a friend on
    another device through move links (web/correspondence.py)."""

    mode: str = "friend"         # "friend", "computer" or "link"
    computer: int = 1            # the computer's player index when mode == "computer"
    level: str = "normal"
    side: int = 0                # mode "link": the side played on this device
    names: tuple[str, str] = ("", "")   # mode "link": the players' names (cleaned; escaped when shown)
    sent: int = 0                # mode "link": how many moves the last link copied or shared held
    offer: int = -1              # mode "link": the side whose draw offer waits for an answer, or -1

    def is_computer(self, player: int) -> bool:
        return self.mode == "computer" and player == self.computer

    @property
    def by_link(self) -> bool:
        return self.mode == "link"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"mode": self.mode, "computer": self.computer, "level": self.level}
        if self.by_link:
            data.update(side=self.side, names=list(self.names), sent=self.sent)
            if self.offer >= 0:
                data["offer"] = self.offer
        return data

    @classmethod
    def from_json(cls, players: Any) -> "Players":
        if not isinstance(players, dict):
            raise RecordError("the saved players are damaged")
        mode, computer, level = players.get("mode", "friend"), players.get("computer", 1), players.get("level", "normal")
        if mode not in MODES or not _is_choice(computer, (0, 1)) or level not in LEVELS:
            raise RecordError("the saved players are damaged")
        if mode != "link":
            return cls(mode, computer, level)
        side, names, sent = players.get("side", 0), players.get("names", ["", ""]), players.get("sent", 0)
        offer = players.get("offer", -1)
        if not _is_choice(side, (0, 1)) or not isinstance(names, list) or len(names) != 2 \
                or not all(isinstance(n, str) and len(n) <= NAME_LIMIT for n in names) \
                or not isinstance(sent, int) or isinstance(sent, bool) or sent < 0 \
                or offer not in (-1, 0, 1) or isinstance(offer, bool):
            raise RecordError("the saved players are damaged")
        return cls(mode, computer, level, side, (names[0], names[1]), sent, offer)


LINK_COPY = "link-copy"          # a saved game's origin: a link's version kept beside the game of its id
ORIGINS = ("new", "link", "file", LINK_COPY)


@dataclass(frozen=True)
class SavedGame:
    id: str
    record: Record
    players: Players = field(default_factory=Players)
    created: float = 0.0
    updated: float = 0.0
    origin: str = "new"          # "new", "link", "file" or LINK_COPY
    match: tuple[Result, ...] = ()   # earlier games of the same match (a long duel), oldest first
    # (ply, move): at that ply the player to move was shown the computer's move as a hint ("" in games saved
    # before the move was kept), so the move list marks a move that followed it
    hints: tuple[tuple[int, str], ...] = ()
    # A Schotten game dealt by the secret deck: this device's side of it (schotten/device_game.py), its key
    # among it; None for every other game. Its record holds only the moves as this device saw them.
    secret: dict[str, Any] | None = None

    def to_json(self) -> dict[str, Any]:
        data = {"format": FORMAT, "id": self.id, "record": self.record.to_json(),
                "players": self.players.to_json(),
                "created": self.created, "updated": self.updated, "origin": self.origin}
        if self.match:
            data["match"] = [r.to_json() for r in self.match]
        if self.hints:
            data["hints"] = [[ply, move] for ply, move in self.hints]
        if self.secret is not None:
            data["secret"] = self.secret
        return data

    @classmethod
    def from_json(cls, data: Any) -> "SavedGame":
        if not isinstance(data, dict):
            raise RecordError("a saved game must be a JSON object")
        if not isinstance(data.get("format"), int) or data["format"] > FORMAT:
            raise RecordError("this game was saved by a newer version of Stolik")
        players = Players.from_json(data.get("players") or {})
        ident = data.get("id")
        if not isinstance(ident, str) or not ID_PATTERN.match(ident):
            raise RecordError("the saved game has no valid id")
        created, updated = data.get("created", 0), data.get("updated", 0)
        if not (_is_time(created) and _is_time(updated)):
            raise RecordError("the saved dates are damaged")
        record = Record.from_json(data.get("record"))
        hints = _hints(data.get("hints", []), len(record.moves))
        origin = data.get("origin", "new")
        if origin not in ORIGINS:
            raise RecordError("the saved origin is damaged")
        secret = data.get("secret")
        if secret is not None and not isinstance(secret, dict):
            raise RecordError("the secret game's saved data is damaged")
        return cls(ident, record, players, float(created), float(updated), origin,
                   _results(data.get("match", [])), hints, secret)


def _hints(data: Any, plies: int) -> tuple[tuple[int, str], ...]:
    """The hints shown, checked: [ply, move] pairs, or a bare ply as saved before the move was kept."""
    if not isinstance(data, list):
        raise RecordError("the saved hints are damaged")
    found: dict[int, str] = {}
    for item in data:
        ply, move = item if isinstance(item, list) and len(item) == 2 else (item, "")
        if not (isinstance(ply, int) and not isinstance(ply, bool) and 0 <= ply <= plies and isinstance(move, str)
                and len(move) <= MOVE_LIMIT):
            raise RecordError("the saved hints are damaged")
        found[ply] = move
    return tuple(sorted(found.items()))


def _is_time(value: Any) -> bool:
    """A time in milliseconds as JSON may hold it: a finite, non-negative number (NaN is not a time)."""
    return (isinstance(value, (int, float)) and not isinstance(value, bool)
            and math.isfinite(value) and 0 <= value <= _LATEST_TIME)


def _results(data: Any) -> tuple[Result, ...]:
    """Earlier results of a match, checked: a damaged list makes the whole entry unreadable."""
    if not isinstance(data, list):
        raise RecordError("the saved match is damaged")
    out = []
    for item in data:
        if not isinstance(item, dict):
            raise RecordError("the saved match is damaged")
        winner, scores, reason, notes = item.get("winner"), item.get("scores"), item.get("reason", ""), item.get("notes", [])
        if not (_is_choice(winner, (None, 0, 1)) and _is_list_of(scores, int) and isinstance(reason, str)
                and _is_list_of(notes, str)):
            raise RecordError("the saved match is damaged")
        out.append(Result(winner, tuple(scores), reason, tuple(notes)))
    return tuple(out)


def _is_choice(value: Any, allowed: tuple[Any, ...]) -> bool:
    """One of ``allowed``, by type too: JSON's true is not the player 1."""
    return not isinstance(value, bool) and value in allowed


def _is_list_of(value: Any, kind: type[T]) -> TypeGuard[list[T]]:
    """A JSON list of ``kind`` only (JSON's true is not a number)."""
    return isinstance(value, list) and all(isinstance(x, kind) and not isinstance(x, bool) for x in value)


@dataclass(frozen=True)
class Unreadable:
    """A stored entry that could not be read, kept as it is and shown with the reason.

    ``id`` is the tail of its storage key, so it can still be exported or deleted by that key.
    """

    id: str
    reason: str                  # what is wrong exactly (for the console and a tooltip)
    plain: str = "damaged"       # what the player is told (GameError.plain)

    @property
    def key(self) -> str:
        return GAME_PREFIX + self.id


def save(store: Store, game: SavedGame) -> str:
    """Write the entry whole and return the text written; StorageFull when the browser refuses it."""
    text = json.dumps(game.to_json(), separators=(",", ":"))
    store.set(GAME_PREFIX + game.id, text)
    return text


def load(store: Store, ident: str) -> SavedGame:
    """The saved game stored under ``ident``; RecordError if it is missing or cannot be read.

    The storage key names the entry: an id written inside that differs from it is not trusted.
    """
    raw = store.get(GAME_PREFIX + ident)
    if raw is None or not ID_PATTERN.match(ident):
        raise RecordError("there is no saved game with this id", plain="missing")
    return replace(parse_entry(raw), id=ident)


def parse_entry(raw: str) -> SavedGame:
    return SavedGame.from_json(parse_json(raw, "the saved game"))


def list_games(store: Store) -> tuple[list[SavedGame], list[Unreadable]]:
    """Every saved game, newest first, and every entry that could not be read (by its storage key)."""
    good, bad = [], []
    for key in sorted(store.keys()):
        if not key.startswith(GAME_PREFIX):
            continue
        ident = key[len(GAME_PREFIX):]
        try:
            good.append(load(store, ident))
        except GameError as exc:
            bad.append(Unreadable(ident, str(exc), exc.plain))
    good.sort(key=lambda g: g.updated, reverse=True)
    return good, bad


def raw_entry(store: Store, ident: str) -> str:
    """The stored text of an entry as it is, readable or not (what "Export" gives for a damaged one)."""
    return store.get(GAME_PREFIX + ident) or ""


def delete(store: Store, ident: str) -> None:
    """Remove the entry stored under ``ident`` (the key's tail, never an id read from inside an entry)."""
    store.remove(GAME_PREFIX + ident)


def touch(game: SavedGame, record: Record, now: float) -> SavedGame:
    return replace(game, record=record, updated=now)


def load_settings(store: Store) -> dict[str, Any]:
    """Remembered preferences (language); a damaged entry counts as none."""
    try:
        data = parse_json(store.get(SETTINGS_KEY) or "{}", "the settings")
    except RecordError:
        return {}
    return data if isinstance(data, dict) else {}


def save_settings(store: Store, settings: dict[str, Any]) -> None:
    """Remember preferences when there is room: with the storage full they last until the page closes."""
    try:
        store.set(SETTINGS_KEY, json.dumps(settings))
    except StorageFull:
        pass


def export_text(game: SavedGame) -> str:
    """The file a player downloads: the saved entry as readable JSON."""
    return json.dumps(game.to_json(), indent=1, ensure_ascii=False)


def import_text(text: str, new_id: str, now: float) -> SavedGame:
    """A saved game from a file: an exported entry or a bare record; it always gets a new id."""
    data = parse_json(text, "the file")
    if isinstance(data, dict) and "record" in data:
        game = SavedGame.from_json({**data, "id": new_id})
    else:
        game = SavedGame(new_id, Record.from_json(data))
    return replace(game, id=new_id, created=now, updated=now, origin="file")
