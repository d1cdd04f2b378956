"""The clock every search reads: wall time, and a stop the host can pull when nobody waits any more.

The computer's worker installs a check with ``stop_when`` (the page cancels a search when its game
is left, undone or replaced); ``now()`` asks it at most every ``POLL_SECONDS`` and raises ``Stopped``
when it says stop, so a search that reads its time from here unwinds at once and the next request
starts. Without a check, ``now()`` is ``time.perf_counter()``.

>>> stop_when(lambda: True)
>>> try:
...     now()
... except Stopped:
...     print("stopped")
stopped
>>> stop_when(None)
>>> now() > 0
True
"""
from __future__ import annotations

import time
from typing import Callable

POLL_SECONDS = 0.05    # how often a running search asks whether anyone still waits (each ask costs ~1 ms in a worker)


class Stopped(Exception):
    """Raised through a search whose result nobody waits for any more."""


_check: Callable[[], bool] | None = None
_next_poll = 0.0


def stop_when(check: Callable[[], bool] | None) -> None:
    """Install (or, with None, remove) the question "should the running search stop?"; asked at the next ``now()``."""
    global _check, _next_poll
    _check, _next_poll = check, 0.0


def now() -> float:
    """``time.perf_counter()``, raising ``Stopped`` when the installed check says stop."""
    global _next_poll
    t = time.perf_counter()
    if _check is not None and t >= _next_poll:
        _next_poll = t + POLL_SECONDS
        if _check():
            raise Stopped
    return t
