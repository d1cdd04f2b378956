"""Learn from your mistakes in the browser: a reviewed game with a graded blunder, its position retried,
a move the computer judges far from the best refused (its chance asked of the worker), the answer
shown, then the better move accepted (made with the keyboard), and the count at the end.

The game starts from a shipped Goré puzzle's position, where one sowing is clearly best and every
other loses (checked by a deeper search when the puzzles were built): North sowed another hole and
resigned, so the review grades that move a blunder whatever the short searches say."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from play_page import PLAY
from stolik.core.puzzle import read_collection
from stolik.core.record import Ending, Record
from stolik.games import engine
from stolik.web.storage import Players, SavedGame

pytestmark = pytest.mark.e2e
PUZZLES = Path(__file__).resolve().parents[2] / "assets" / "puzzles"
PUZZLE_ID = "gore-6dd96409c7"          # North to move: N3 wins; N1, N2 and N4 throw the game away
PLAYED, TRIED, ANSWER = "N2", "N1", "N3"
RETRY = "section#retry"
REVIEW_TIMEOUT = 120_000


def _saved() -> SavedGame:
    puzzle = next(p for p in read_collection(json.loads((PUZZLES / "gore.json").read_text(encoding="utf-8")))
                  if p.id == PUZZLE_ID)
    assert puzzle.solution == (ANSWER,)
    eng = engine("gore")
    start = eng.from_position(puzzle.position)
    assert start.to_move == 1 and {PLAYED, TRIED, ANSWER} <= set(start.legal_moves())
    record = Record("gore", eng.GAME.rules_version, eng.GAME.default_options(), 0, (PLAYED,), start.position(),
                    Ending("resign", 1))
    return SavedGame("retry1", record, Players("friend"), 1, 1, "new")


def _state(page, state: str) -> None:
    page.wait_for_selector(f"{RETRY}[data-state={state}]", timeout=REVIEW_TIMEOUT)


def _focused(page) -> str:
    return page.evaluate("() => document.activeElement?.dataset?.action || ''")


def test_a_retried_mistake_refused_then_its_answer_shown_and_a_good_move_accepted(server, new_context, boot,
                                                                                 console_errors, screenshot):
    saved = _saved()
    page = new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce").new_page()
    boot(page, server.url("/"))
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  ["stolik/v1/game/" + saved.id, json.dumps(saved.to_json())])
    page.goto(server.url("/#/play/" + saved.id))
    page.wait_for_selector(PLAY)
    page.click(".after-game [data-action=review]")
    page.wait_for_selector("[data-action=retry-mistakes]", timeout=REVIEW_TIMEOUT)   # once the review is done
    assert page.inner_text("[data-action=retry-mistakes]") == "Learn from your mistakes"
    assert page.locator(".review-mistakes li.blunder").count() == 1

    page.click("[data-action=retry-mistakes]")
    _state(page, "solving")
    assert page.get_attribute(RETRY, "data-position") == saved.record.start
    assert "Move 1 in the game:" in page.inner_text("[data-role=retry-played]")
    assert "North to move" in page.inner_text(f"{RETRY} [role=status]")

    page.click(f"{RETRY} [data-move='{TRIED}']")          # far from the best: the worker says so
    _state(page, "wrong")
    assert "Not the best here:" in page.inner_text(f"{RETRY} [role=status]")
    page.wait_for_function("() => document.activeElement?.dataset?.action === 'retry-again'")
    assert page.get_attribute(RETRY, "data-position") == saved.record.start        # not played
    page.click("[data-action=retry-answer]")
    _state(page, "shown")
    assert "The answer:" in page.inner_text(f"{RETRY} [role=status]")
    screenshot(page, "retry-answer-1280")

    page.click("[data-action=retry-again]")
    _state(page, "solving")
    page.wait_for_function("() => document.getElementById('board-wrap').contains(document.activeElement)")  # keys go on
    page.focus(f"{RETRY} [data-move='{ANSWER}']")          # the better move, by the keyboard this time
    page.keyboard.press("Enter")
    _state(page, "good")
    assert page.inner_text(f"{RETRY} [role=status]").startswith("Good:")
    assert page.get_attribute(RETRY, "data-position") != saved.record.start        # played on the board
    assert _focused(page) == "retry-next"
    page.click("[data-action=retry-next]")
    _state(page, "end")
    assert page.inner_text(f"{RETRY} [role=status]") == "0 of 1 found."           # the answer was shown first
    page.click(f"{RETRY} [data-action=retry-back]")
    page.wait_for_selector(f"{PLAY} .review-mistakes")

    page.goto(server.url("/#/puzzles"))                   # the mistake was kept: practised again from the puzzles
    page.click("[data-role=kept-mistakes] [data-action=retry-kept][data-game=gore]")
    _state(page, "solving")
    assert page.get_attribute(RETRY, "data-position") == saved.record.start
    page.click(f"{RETRY} [data-move='{ANSWER}']")
    _state(page, "good")
    assert page.locator(f"{RETRY} a[href='#/puzzles']").count() == 1
    assert console_errors == []
