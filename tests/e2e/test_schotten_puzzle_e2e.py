"""A Schotten Totten puzzle in the real browser: only the solver's hand face up, the card and then its
claims clicked as in a game (no reply between: the solver goes on), solved; and a wrong card refused.
The puzzles come from the shipped collection (assets/puzzles/schotten.json), the first of its kind."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from stolik.core.puzzle import Puzzle, read_collection

pytestmark = pytest.mark.e2e

COLLECTION = Path(__file__).resolve().parents[2] / "assets" / "puzzles" / "schotten.json"
PUZZLE = "section#puzzle"
IDLE = "html[data-idle]"


def puzzles() -> list[Puzzle]:
    return read_collection(json.loads(COLLECTION.read_text(encoding="utf-8")))


def first(*, claims: int) -> Puzzle:
    """The collection's first puzzle whose card is followed by ``claims`` claims."""
    return next(p for p in puzzles() if len(p.solution) == claims + 1)


def shown(page: Any, state: str) -> None:
    page.wait_for_selector(f"{IDLE} {PUZZLE}[data-state={state}]")


def only_the_solvers_hand(page: Any, puzzle: Puzzle) -> None:
    """One hand face up (the solver's, holding the answer's card), the other as backs, no cover to pass."""
    assert page.locator(f"{PUZZLE} .st-hand.mine").count() == 1
    assert page.locator(f"{PUZZLE} .st-hand.backs").count() == 1
    assert page.locator(f"{PUZZLE} .st-cover").count() == 0
    card = puzzle.solution[0].split("@")[0]
    assert page.locator(f"{PUZZLE} .st-hand.mine [data-select='card:{card}']").count() == 1


def test_a_card_and_its_claims_solve_the_puzzle(server, new_context, boot, screenshot, console_errors):
    puzzle = next((p for p in puzzles() if len(p.solution) > 2), first(claims=1))
    page = new_context(viewport={"width": 1280, "height": 800}).new_page()
    boot(page, server.url(f"/#/schotten/puzzle/{puzzle.id}"))
    shown(page, "solving")
    only_the_solvers_hand(page, puzzle)
    screenshot(page, "schotten-puzzle-1280")
    card, move = puzzle.solution[0].split("@")[0], puzzle.solution[0]
    page.click(f"{PUZZLE} [data-select='card:{card}']")
    page.click(f"{PUZZLE} .st-table [data-move='{move}']")
    page.wait_for_selector(f"{IDLE} {PUZZLE}[data-position]:has(.st-table [data-move^='claim'])")
    assert "still your turn" in page.inner_text(f"{PUZZLE} [role=status]")
    shown(page, "solving")
    for claim in reversed(puzzle.solution[1:]):         # the claims in either order
        page.click(f"{PUZZLE} .st-table [data-move='{claim}']")
        page.wait_for_selector(f"{IDLE} {PUZZLE}:not(:has(.st-table [data-move='{claim}']))")
    shown(page, "solved")
    assert "Puzzle solved" in page.inner_text(f"{PUZZLE} [role=status]")
    assert page.locator(f"{PUZZLE} [data-role=theme]").count() == 1
    assert console_errors == []


def test_a_wrong_card_is_refused_and_not_played(server, new_context, boot, screenshot, console_errors):
    puzzle = first(claims=1)
    page = new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page()
    boot(page, server.url(f"/#/schotten/puzzle/{puzzle.id}"))
    shown(page, "solving")
    only_the_solvers_hand(page, puzzle)
    screenshot(page, "schotten-puzzle-390")
    before = page.get_attribute(PUZZLE, "data-position")
    answer = puzzle.solution[0]
    other = next(c for c in page.locator(f"{PUZZLE} .st-hand.mine button.hand-card").all()
                 if c.get_attribute("data-select") != f"card:{answer.split('@')[0]}")
    other.click()
    page.locator(f"{PUZZLE} .st-table .target[data-move]").first.click()
    shown(page, "wrong")
    assert "is not the answer" in page.inner_text(f"{PUZZLE} [role=status]")
    assert page.get_attribute(PUZZLE, "data-position") == before
    assert console_errors == []
