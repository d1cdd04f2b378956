"""The lessons' progress on this device: the steps done of each lesson, one ``localStorage`` entry
(``stolik/v1/lessons``) written whole after each step done. A damaged entry (or one written by a
newer app) is read as nothing and never written over, as the puzzles' progress is.

>>> progress = Progress()
>>> progress.mark("gore", "basics", 2); progress.mark("gore", "basics", 0)
>>> progress.done("gore", "basics")
[0, 2]
>>> Progress.from_json(progress.to_json()) == progress
True
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stolik.web.puzzle_progress import ProgressUnreadable, read_entry, write_entry
from stolik.web.storage import PREFIX, Store

KEY = PREFIX + "lessons"
FORMAT = 1


@dataclass
class Progress:
    steps: dict[str, list[int]] = field(default_factory=dict)    # "<game>/<lesson id>" -> the steps done (from 0)

    def done(self, game: str, lesson: str) -> list[int]:
        return self.steps.get(f"{game}/{lesson}", [])

    def mark(self, game: str, lesson: str, step: int) -> None:
        self.steps[f"{game}/{lesson}"] = sorted(set(self.done(game, lesson)) | {step})

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "steps": self.steps}

    @staticmethod
    def from_json(data: Any) -> Progress:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ProgressUnreadable(f"lesson progress of format {data.get('format') if isinstance(data, dict) else None!r}")
        steps = data.get("steps")
        if not (isinstance(steps, dict) and all(isinstance(key, str) and isinstance(done, list)
                                                and all(type(step) is int for step in done) for key, done in steps.items())):
            raise ProgressUnreadable("lesson progress steps of the wrong kind")
        return Progress({key: sorted(set(done)) for key, done in steps.items()})


def load(store: Store) -> Progress:
    """The stored progress (none yet: a fresh one); ProgressUnreadable for a damaged entry."""
    data = read_entry(store, KEY)
    return Progress() if data is None else Progress.from_json(data)


def save(store: Store, progress: Progress) -> bool:
    """Write the progress whole; False when the storage is full (it lasts until the page closes)."""
    return write_entry(store, KEY, progress.to_json())
