"""The toy's rules page."""
from __future__ import annotations


def rules_for(lang: str, options=None) -> str:
    return "<h2>Nim</h2><p>Take one to three counters; whoever takes the last one wins.</p>"
