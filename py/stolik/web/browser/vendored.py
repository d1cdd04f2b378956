"""Pinned pure-Python libraries the page fetches only when it needs them (scripts/build ships each as a zip):
segno for QR codes, python-ecdsa for Schotten Totten's secret deck. The page's memory snapshot already holds
python-ecdsa (scripts/build.py SNAPSHOT_ENTRIES): it is fetched only by a page that started without the snapshot,
and only when a saved game or the link opened needs it."""
from __future__ import annotations

import asyncio
import importlib
import importlib.util
import io
import zipfile

import js

from stolik.web.browser import py_value as _py
from stolik.web.storage import GAME_PREFIX


async def load(module: str, archive: str) -> None:
    """Make ``import module`` work: the zip unpacked into the page's cwd (on sys.path, as for stolik/)."""
    try:
        importlib.import_module(module)
        return
    except ModuleNotFoundError:
        pass
    response = await js.fetch(archive)
    if not response.ok:
        raise OSError(f"{archive}: HTTP {response.status}")
    data = (await response.arrayBuffer()).to_bytes()
    zipfile.ZipFile(io.BytesIO(data)).extractall(".")
    importlib.invalidate_caches()


async def load_secret_deck() -> None:
    """python-ecdsa, before ``stolik.core.curve`` is first imported (a secret Schotten game)."""
    await load("ecdsa", "py/ecdsa.zip")


async def prepare_secret_deck() -> None:
    """python-ecdsa fetched, then, a step at a time, the secret deck's modules imported and its constants computed
    (the memory snapshot holds them all: this is for a page started without it): once the secret deck is chosen in
    Schotten's form, so the first game's invitation does not wait for them (0.63 s -> 0.31 s in Chromium:
    scripts/bench secret chromium)."""
    await load_secret_deck()
    await asyncio.sleep(0)
    from stolik.web import secret_links, secret_sides  # noqa: F401  (their import is the work)
    await asyncio.sleep(0)
    from stolik.schotten import secret_ready  # noqa: F401


def secret_deck_loaded() -> bool:
    return importlib.util.find_spec("ecdsa") is not None


def needs_secret_deck(fragment: str) -> bool:
    """The route shown needs the secret deck: a secret game's link, or any saved secret game (the home list
    and a saved game's screen open them)."""
    if fragment.startswith("#/schotten/s/"):
        return True
    storage = js.window.localStorage
    for i in range(int(storage.length)):
        key = str(storage.key(i))
        if key.startswith(GAME_PREFIX) and '"secret"' in str(_py(storage.getItem(key)) or ""):
            return True
    return False
