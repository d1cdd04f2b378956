"""What this device remembers of the player's puzzles: those solved, the daily streak and a puzzle rating.

One entry, ``stolik/v1/puzzles``, written whole after each puzzle. A damaged entry (or one written by a
newer app) is read as nothing and never written over: the player is told, progress made meanwhile
lasts until the page closes, and the entry stays for a later app or a person to look at.

The rating is Elo's: each puzzle is rated by its theme (a table, below), and only a first try at a
puzzle counts, so "Try again" and "Show the answer" cannot be used to climb. K starts large and
settles, as in Glicko, where a new player's rating moves faster.

>>> rating_after(1200.0, 1200, solved=True, tries=0)
1220.0
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

from stolik.web.storage import PREFIX, StorageFull, Store

KEY = PREFIX + "puzzles"
FORMAT = 1
START_RATING = 1200.0
_SETTLED_AFTER = 20       # rated tries before K falls from _K_NEW to _K
_K_NEW, _K = 40.0, 20.0

# How hard a theme is, as a rating (a puzzle's rating is its theme's): one table, tuned by hand.
THEME_RATING: dict[str, int] = {
    "capture": 1100, "capture-chain": 1300, "exchange": 1400,        # Goré
    "exit": 1150, "tower": 1250, "best-use-of-roll": 1350,           # Mądre kości
    "surround-in-1": 1200, "surround-in-2": 1500, "surround-in-3": 1700,   # Hive
    "free-queen": 1400, "pin": 1500,                                        # Hive
    "claim-that-wins": 1250, "keeps-a-stone": 1450,                        # Schotten Totten
}
_OTHER_THEME = 1300


def puzzle_rating(theme: str) -> int:
    return THEME_RATING.get(theme, _OTHER_THEME)


def rating_after(rating: float, against: int, *, solved: bool, tries: int) -> float:
    """The player's rating after a first try (``tries``: rated tries before this one) at a puzzle rated ``against``."""
    expected = 1.0 / (1.0 + 10 ** ((against - rating) / 400.0))
    k = _K_NEW if tries < _SETTLED_AFTER else _K
    return round(rating + k * ((1.0 if solved else 0.0) - expected), 1)


class ProgressUnreadable(ValueError):
    """The stored entry cannot be read: it is kept as it is and not written over."""


@dataclass
class Progress:
    solved: dict[str, str] = field(default_factory=dict)    # puzzle id -> the day it was solved (ISO)
    tried: set[str] = field(default_factory=set)            # puzzle ids tried at least once (rated once)
    rating: float = START_RATING
    streak: int = 0                                          # days in a row with the daily solved ...
    streak_day: str = ""                                     # ... the last of them (ISO)

    def streak_on(self, today: date) -> int:
        """The streak as it stands ``today``: kept while yesterday's or today's daily is solved."""
        if self.streak_day in (today.isoformat(), (today - timedelta(days=1)).isoformat()):
            return self.streak
        return 0

    def record(self, puzzle_id: str, theme: str, solved: bool, today: date, daily: bool) -> None:
        """A try ended: the first try of a puzzle moves the rating; a solved daily moves the streak."""
        if puzzle_id not in self.tried:
            self.rating = rating_after(self.rating, puzzle_rating(theme), solved=solved, tries=len(self.tried))
            self.tried.add(puzzle_id)
        if not solved:
            return
        self.solved.setdefault(puzzle_id, today.isoformat())
        if daily and self.streak_day != today.isoformat():
            self.streak = self.streak_on(today) + 1
            self.streak_day = today.isoformat()

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "solved": self.solved, "tried": sorted(self.tried), "rating": self.rating,
                "streak": self.streak, "streak_day": self.streak_day}

    @staticmethod
    def from_json(data: Any) -> Progress:
        try:
            if not isinstance(data, dict) or data.get("format") != FORMAT:
                raise ProgressUnreadable(f"puzzle progress of format {data.get('format') if isinstance(data, dict) else None!r}")
            solved, tried = data["solved"], data["tried"]
            if not (isinstance(solved, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in solved.items())
                    and isinstance(tried, list) and all(isinstance(t, str) for t in tried)):
                raise ProgressUnreadable("puzzle progress lists of the wrong kind")
            rating, streak, day = data["rating"], data["streak"], data["streak_day"]
            if isinstance(rating, bool) or not isinstance(rating, (int, float)) or not isinstance(streak, int) \
                    or not isinstance(day, str):
                raise ProgressUnreadable("puzzle progress numbers of the wrong kind")
            return Progress(dict(solved), set(tried), float(rating), streak, day)
        except KeyError as error:
            raise ProgressUnreadable(f"puzzle progress without {error}") from error


def read_entry(store: Store, key: str) -> Any:
    """A progress entry's JSON (None when there is none yet); ProgressUnreadable when it is not JSON.
    The lessons' progress (web/lesson_progress.py) is read the same way."""
    raw = store.get(key)
    if raw is None:
        return None
    try:
        return json.loads(raw)
    except ValueError as error:
        raise ProgressUnreadable(f"{key} is not JSON: {error}") from error


def write_entry(store: Store, key: str, data: Any) -> bool:
    """Write a progress entry whole; False when the storage is full (it lasts until the page closes)."""
    try:
        store.set(key, json.dumps(data))
    except StorageFull:
        return False
    return True


def load(store: Store) -> Progress:
    """The stored progress (none yet: a fresh one); ProgressUnreadable for a damaged entry."""
    data = read_entry(store, KEY)
    return Progress() if data is None else Progress.from_json(data)


def save(store: Store, progress: Progress) -> bool:
    """Write the progress whole; False when the storage is full."""
    return write_entry(store, KEY, progress.to_json())
