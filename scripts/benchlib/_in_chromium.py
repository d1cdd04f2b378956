"""What the Chromium benchmarks share: the games asked for, and each played on a fresh page of the built site."""
from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import build
import chromium
import serve

Run = TypeVar("Run")


def chosen_games(parser: argparse.ArgumentParser, text: str, known: tuple[str, ...]) -> list[str]:
    """The comma-separated games of ``--games``; an unknown one ends the program with the usage."""
    chosen = text.split(",")
    unknown = [g for g in chosen if g not in known]
    if unknown:
        parser.error(f"unknown game(s) {', '.join(unknown)}; choose from {', '.join(known)}")
    return chosen


def each_game(dist: Path | None, chosen: list[str], run: Callable[[Any, str, str], Run],
              progress: Callable[[Run], None]) -> list[Run]:
    """``run(browser, url, game)`` for each game in one Chromium, serving ``dist`` (default: build dist/);
    ``progress`` sees each run as it ends."""
    from playwright.sync_api import sync_playwright

    runs: list[Run] = []
    with sync_playwright() as p, serve.Server({"/": dist or build.ensure_built()}) as server:
        browser = chromium.launch(p)
        try:
            for game in chosen:
                runs.append(run(browser, server.url("/"), game))
                progress(runs[-1])
        finally:
            browser.close()
    return runs
