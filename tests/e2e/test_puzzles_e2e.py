"""The puzzles in the real browser: the puzzle of the day solved by a click on its board, and a puzzle
missed (a wrong move said, the answer shown, tried again). The day is fixed in the page's clock, on a
day whose daily puzzle is a Goré sowing, so the click is the same on every run."""
from __future__ import annotations

import json
from datetime import date, datetime, timezone
from pathlib import Path
from typing import Any

import pytest

from stolik.core.puzzle import Puzzle, daily, read_collection

pytestmark = pytest.mark.e2e

PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"
PUZZLE = "section#puzzle"
IDLE = "html[data-idle]"


def collections() -> dict[str, list[Puzzle]]:
    return {game: read_collection(json.loads((PUZZLES / f"{game}.json").read_text(encoding="utf-8")))
            for game in ("schotten", "gore", "kosci", "hive")}


def gore_daily() -> tuple[date, Puzzle]:
    """The first day from 2026-12-01 whose puzzle of the day is a Goré sowing (a hole clicked)."""
    every = [puzzle for collection in collections().values() for puzzle in collection]
    for offset in range(400):
        day = date.fromordinal(date(2026, 12, 1).toordinal() + offset)
        puzzle = daily(every, day)
        if puzzle.game == "gore" and puzzle.solution[0][0] in "SN":
            return day, puzzle
    raise AssertionError("no Goré sowing among the daily puzzles of 400 days")


def shown(page: Any, state: str) -> None:
    page.wait_for_selector(f"{IDLE} {PUZZLE}[data-state={state}]")


def test_the_daily_puzzle_solved_by_a_click_counts_in_the_streak(server, new_context, boot, console_errors):
    day, puzzle = gore_daily()
    page = new_context(timezone_id="UTC").new_page()
    page.clock.set_fixed_time(datetime(day.year, day.month, day.day, 12, tzinfo=timezone.utc))
    boot(page, server.url("/"))
    page.click("[data-role=puzzles]")
    page.click("[data-role=daily-link]")
    shown(page, "solving")
    assert page.get_attribute(PUZZLE, "data-puzzle") == puzzle.id
    page.click(f"{PUZZLE} [data-move='{puzzle.solution[0]}']")
    shown(page, "solved")
    assert "Puzzle solved" in page.inner_text(f"{PUZZLE} [role=status]")
    kept = json.loads(page.evaluate("() => localStorage.getItem('stolik/v1/puzzles')"))
    assert puzzle.id in kept["solved"] and kept["streak"] == 1 and kept["rating"] > 1200
    page.click(f"{PUZZLE} a[href='#/puzzles']")
    page.wait_for_selector(".puzzles[data-state=ready]")
    assert "Streak: 1 day" in page.inner_text("[data-role=puzzle-stats]")
    assert console_errors == []


def test_a_wrong_move_is_said_then_the_answer_shown_and_tried_again(server, page, boot, console_errors):
    puzzle = next(p for p in collections()["gore"] if p.solution[0][0] in "SN")
    boot(page, server.url(f"/#/gore/puzzle/{puzzle.id}"))
    shown(page, "solving")
    page.click(f"{PUZZLE} .hole.legal:not([data-move='{puzzle.solution[0]}'])")
    shown(page, "wrong")
    assert "is not the answer" in page.inner_text(f"{PUZZLE} [role=status]")
    page.click("[data-action=puzzle-answer]")
    shown(page, "shown")
    assert "The answer:" in page.inner_text(f"{PUZZLE} [role=status]")
    assert page.locator(f"{PUZZLE} [data-hole='{puzzle.solution[0]}'].origin").count() == 1   # played, and marked
    page.click("[data-action=puzzle-retry]")
    shown(page, "solving")
    assert console_errors == []


def test_a_kosci_puzzle_answered_keeps_the_middle_column_filled(server, new_context, boot, console_errors):
    """The move list goes with the answer: the status and Next take its column (it was left empty)."""
    puzzle = collections()["kosci"][0]
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    boot(page, server.url(f"/#/kosci/puzzle/{puzzle.id}"))
    shown(page, "solving")
    page.click("[data-action=puzzle-answer]")
    shown(page, "shown")
    board, tray = page.locator(f"{PUZZLE} .kb").bounding_box(), page.locator(f"{PUZZLE} .kosci-tray").bounding_box()
    for part in ("[role=status]", "[data-action=puzzle-next]"):
        box = page.locator(f"{PUZZLE} {part}").bounding_box()
        assert board["x"] + board["width"] < box["x"] and box["x"] + box["width"] < tray["x"], part
    assert console_errors == []


def test_a_damaged_collection_is_said_in_polish(server, new_context, boot, console_errors):
    """Hive's collection served damaged (not JSON), the page in Polish: the puzzles list says that Hive's puzzles
    could not be read, and why, in Polish (the reason was the exception's type, "JSONDecodeError"); the other
    games' collections are listed."""
    page = new_context().new_page()
    page.route("**/assets/puzzles/hive.json", lambda route: route.fulfill(status=200, body="{not json",
                                                                          content_type="application/json"))
    boot(page, server.url("/"))
    page.click("#lang-button")
    page.wait_for_selector("html[lang=pl]")
    page.click("[data-role=puzzles]")
    page.wait_for_selector(".puzzles[data-state=ready]")
    said = page.inner_text(".puzzles .notice")
    assert said == "Nie udało się wczytać zagadek do gry Rój (Hive): dane są uszkodzone lub niepełne", said
    assert page.locator(".puzzle-games [data-game]").count() == 3
    assert console_errors == []
