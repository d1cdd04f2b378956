"""When the page has nothing left to do by itself: the one signal browser tests wait for.

The page does its work in pieces: a redraw in the task after a click, regions left for tasks of their own,
focus and scrolling at the next frame, CSS slides, a move's animation, the computer's search. Tests that
waited for each piece separately timed out under load when one more piece came late. The app writes
``html[data-idle]`` when ``Work.pending()`` is empty and ``html[data-busy]`` with the names of what is
still to come otherwise (a test that times out can say what it waited for).

>>> Work().pending()
()
>>> Work(frames=2, computer=True).pending()
('frames', 'computer')
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields, replace
from typing import Any


@dataclass(frozen=True)
class Work:
    """What the page still has to do, as the app knows it. Each field that is true (or non-zero) is
    a reason the page is not idle; its name is the word written in ``data-busy``."""

    render: bool = False       # a redraw asked for, to come in a task of its own
    regions: bool = False      # a redraw's regions left for tasks of their own (over its time budget)
    frames: int = 0            # focus, scrolling or a look at the slides waiting for an animation frame
    slides: int = 0            # groups of CSS transitions still running
    moving: bool = False       # a move being played or animated, or a note shown before it
    computer: bool = False     # the computer thinks, or is to move and will
    dialog: bool = False       # a dialog asked for is not on the page yet
    reading: bool = False      # files being read that the screen shows (the puzzle collections)

    def pending(self) -> tuple[str, ...]:
        """The names of what is still to come, in field order; empty when the page is idle."""
        return tuple(field.name for field in fields(self) if getattr(self, field.name))


class Signal:
    """Counts what waits for a frame and which slides run, and writes the signal only when what is to
    come changes. The page gives it its frame scheduler, its writer of ``<html>``'s attributes and the
    rest of its work (``others``); tests give fakes.

    >>> frames, written = [], []
    >>> signal = Signal(frames.append, written.append, lambda: Work())
    >>> signal.at_frame(lambda time: None); written
    [('frames',)]
    >>> frames.pop()(0.0); written
    [('frames',), ()]
    """

    def __init__(self, request_frame: Callable[[Callable[[Any], None]], None],
                 write: Callable[[tuple[str, ...]], None], others: Callable[[], Work]) -> None:
        self.request_frame, self.write, self.others = request_frame, write, others
        self.frames = self.slides = 0
        self.shown: tuple[str, ...] | None = None

    def at_frame(self, callback: Callable[[Any], None]) -> None:
        """``callback(time)`` at the next animation frame, counted as work to come until it has run."""
        def run(time: Any) -> None:
            self.frames -= 1
            try:
                callback(time)
            finally:
                self.note()
        self.frames += 1
        self.request_frame(run)
        self.note()

    def slides_started(self) -> None:
        self.slides += 1
        self.note()

    def slides_ended(self, _results: Any = None) -> None:
        self.slides -= 1
        self.note()

    def note(self) -> None:
        """Write what is to come, if it changed since last written."""
        pending = replace(self.others(), frames=self.frames, slides=self.slides).pending()
        if pending != self.shown:
            self.shown = pending
            self.write(pending)
