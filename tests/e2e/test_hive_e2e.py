"""Hive in the real browser: placing, moving, climbing, pillbug throws, GameStrings, links, a whole game."""
from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest

pytestmark = pytest.mark.e2e

PLAY = "section.play"
SETTLED = f"{PLAY}[data-state=human], {PLAY}[data-state=over]"
DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 667}
# White to move; wB1 stands next to wQ and may climb on it (hand-built: wQ, bQ west, wB1 east, bS1 west of bQ).
CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"
# White to move; the white Pillbug at (0,0) may lift bG1 (south-west of it, not pinned) over itself.
THROW = "Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ"


def link(position: str) -> str:
    return "/#/hive/p/" + quote(position, safe="")


def start_game(page: Any, *, opponent: str = "computer", level: str = "easy", side: str = "0") -> None:
    page.click("[data-action=new][data-game=hive]")
    page.check(f"input[name=opponent][value={opponent}]")
    if opponent == "computer":
        page.select_option("select[name=level]", level)
        page.check(f"input[name=side][value='{side}']")
    page.click("button[data-action=start]")
    page.wait_for_selector(PLAY)


def settle(page: Any, timeout: float = 90_000) -> str:
    page.wait_for_selector(SETTLED, timeout=timeout)
    return page.get_attribute(PLAY, "data-state")


def play(page: Any, selector: str, *, tap: bool = False) -> str:
    """Click (or tap) a destination, wait until the move is played and the game waits for the player."""
    moves = page.get_attribute(PLAY, "data-moves")
    (page.tap if tap else page.click)(selector)
    page.wait_for_selector(f"{PLAY}:not([data-moves='{moves}'])", timeout=30_000)
    return settle(page)


def position(page: Any) -> str:
    return page.get_attribute(PLAY, "data-position")


def open_position(page: Any, boot: Any, server: Any, text: str) -> None:
    boot(page, server.url(link(text)))
    page.wait_for_selector(PLAY)
    settle(page)


def test_placing_and_moving_by_clicks(server, new_context, boot, screenshot, console_errors):
    """Two friends: White places a Spider, Black an Ant beside it, White the Queen, then moves."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, opponent="friend")
    page.click(".hive-rack.rack-bottom [data-select='rack:S']")
    assert page.locator("svg.hive-board .dest.place").count() == 1
    play(page, "svg.hive-board .dest[data-move='wS1']")
    page.click(".hive-rack [data-select='rack:A']")
    assert page.locator("svg.hive-board .dest.place").count() == 6
    play(page, "svg.hive-board .dest[data-move='bA1 -wS1']")
    page.click(".hive-rack [data-select='rack:Q']")
    play(page, "svg.hive-board .dest[data-move='wQ wS1-']")
    page.click(".hive-rack [data-select='rack:Q']")
    play(page, "svg.hive-board .dest[data-move='bQ -bA1']")
    # White's queen walks: select it on the board, its two destinations light up.
    page.click("svg.hive-board .cell[data-piece=wQ]")
    dests = page.locator("svg.hive-board .dest.move")
    assert sorted(dests.evaluate_all("els => els.map(e => e.dataset.move)")) == ["wQ wS1/", "wQ wS1\\"]
    screenshot(page, "hive-select-desktop")
    play(page, "svg.hive-board .dest[data-move='wQ wS1\\\\']")
    assert position(page) == "Base+MLP;InProgress;Black[3];wS1;bA1 -wS1;wQ wS1-;bQ -bA1;wQ wS1\\"
    assert page.locator("svg.hive-board .cell.last-to[data-piece=wQ]").count() == 1
    assert page.locator("svg.hive-board .last-from").count() == 1
    assert [t.strip() for t in page.locator(".moves li").all_inner_texts()][-1].endswith("wQ wS1\\")
    assert console_errors == []
