"""The player's own mistakes, kept on this device to practise again from the puzzles page ("From your games").

Each game whose mistakes are retried (web/retrying.py) adds its mistakes and blunders here, with the game up to
each position, so they can be tried again once that game is gone. One entry, ``stolik/v1/mistakes``: a list,
oldest first, at most ``KEEP`` per game (the oldest go). As with the puzzles' progress, a damaged entry is read
as none and never written over; one damaged mistake in it is left out and the others are kept.
"""
from __future__ import annotations

from typing import Any

from stolik.core.errors import RecordError
from stolik.web.puzzle_progress import ProgressUnreadable, read_entry, write_entry
from stolik.web.retry import Mistake
from stolik.web.storage import PREFIX, Store

KEY = PREFIX + "mistakes"
FORMAT = 1
KEEP = 50


def load(store: Store) -> list[Mistake]:
    """Every kept mistake, oldest first; ProgressUnreadable when the entry itself is damaged."""
    data = read_entry(store, KEY)
    if data is None:
        return []
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("mistakes"), list):
        raise ProgressUnreadable("the kept mistakes are of another format")
    kept = []
    for item in data["mistakes"]:
        try:
            kept.append(Mistake.from_json(item))
        except RecordError:
            continue
    return kept


def counts(store: Store) -> dict[str, int]:
    """How many mistakes are kept of each game (none when the entry is damaged)."""
    try:
        kept = load(store)
    except ProgressUnreadable:
        return {}
    found: dict[str, int] = {}
    for mistake in kept:
        found[mistake.game] = found.get(mistake.game, 0) + 1
    return found


def _same(mistake: Mistake) -> tuple[Any, ...]:
    return mistake.game, mistake.record.to_compact(), mistake.played


def add(store: Store, found: list[Mistake]) -> bool:
    """Keep ``found`` beside the mistakes kept already (each once); False when nothing could be written (a
    damaged entry is never written over, a full storage keeps what it had)."""
    try:
        kept = load(store)
    except ProgressUnreadable:
        return False
    known = {_same(mistake) for mistake in kept}
    kept += [mistake for mistake in found if _same(mistake) not in known]
    per_game: dict[str, list[Mistake]] = {}
    for mistake in kept:
        per_game.setdefault(mistake.game, []).append(mistake)
    newest = {id(mistake) for group in per_game.values() for mistake in group[-KEEP:]}
    return write_entry(store, KEY, {"format": FORMAT,
                                    "mistakes": [mistake.to_json() for mistake in kept if id(mistake) in newest]})
