"""The clock every search reads for its time budget.

One place, so a host or a test could read searches' time from elsewhere; today it is
``time.perf_counter``. (A search nobody waits for is not stopped from inside: the page ends the
computer's worker, web/ai_client.py.)

>>> now() > 0
True
"""
from __future__ import annotations

import time


def now() -> float:
    """Seconds of a monotonic clock."""
    return time.perf_counter()
