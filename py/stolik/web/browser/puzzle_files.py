"""The puzzle collections as the page reads them: assets/puzzles/<game>.json, fetched when the puzzles
are first opened (never at start-up; the service worker keeps them for offline use like every file)."""
from __future__ import annotations

import js


async def read_collection(game: str) -> str:
    """Game ``game``'s collection as JSON text (web/puzzles.py reads it); OSError when the file cannot be had."""
    response = await js.fetch(f"assets/puzzles/{game}.json")
    if not response.ok:
        raise OSError(f"assets/puzzles/{game}.json: HTTP {response.status}")
    return str(await response.text())
