"""Playing Schotten Totten in the page as a person does, for the browser tests: one step of a turn by clicks."""
from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from play_page import PLAY, moves, settle


def one_turn_step(page: Any, rest: Callable[[Any], str] = settle) -> None:
    """Do whatever a player would: return cards, claim, draw, or play a card onto a lit target; then ``rest``
    waits for the page (by link: until it waits for my friend's link)."""
    if page.locator(".hand-card[data-select^='ret:']").count():
        for _ in range(2):
            page.locator(".hand-card[data-select^='ret:'][aria-pressed=false]").first.click()
    panel_move = page.locator("#panel [data-move]:not([disabled])")
    if panel_move.count():
        return play_locator(page, panel_move.first, rest)
    cards = page.locator("button.hand-card:not(.dead)")
    clan = [c for c in cards.all() if re.fullmatch(r"card:[rbgypo]\d", c.get_attribute("data-select") or "")]
    (clan[0] if clan else cards.first).click()
    for _ in range(3):
        target = page.locator(".st-table .target[data-move]:not([data-move^=claim])")
        if target.count():
            return play_locator(page, target.first, rest)
        source = page.locator(".st-table .target[data-select^='src:']")
        if source.count():
            source.first.click()
            continue
        panel_move = page.locator("#panel [data-move]:not([disabled])")
        if panel_move.count():
            return play_locator(page, panel_move.first, rest)
    from pathlib import Path
    page.screenshot(path=str(Path(__file__).resolve().parents[2] / "test-results" / "screenshots" / "FAILED-schotten-step.png"), full_page=True)
    raise AssertionError("nothing to click after choosing a card: " + page.inner_text("#panel"))


def play_locator(page: Any, locator: Any, rest: Callable[[Any], str] = settle) -> None:
    before = moves(page)
    locator.click()
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])", timeout=30_000)
    rest(page)
