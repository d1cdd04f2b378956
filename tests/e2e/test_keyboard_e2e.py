"""The keyboard's ways through a play screen: a skip link to the board, its keys said, and Tab from a chosen
piece straight to where it may go (found in use: 28 Tab presses from a Hive chip to its first destination,
21 from a Schotten card to its first stone)."""
from __future__ import annotations

from typing import Any

import pytest

from play_page import start_game

pytestmark = pytest.mark.e2e

ACTIVE = """() => { const a = document.activeElement;
  return a ? (a.getAttribute('data-move') ? 'move:' + a.getAttribute('data-move') : a.className.baseVal ?? a.className) : ''; }"""


def choose_by_keyboard(page: Any, selector: str) -> None:
    page.focus(selector)
    page.keyboard.press("Enter")
    page.wait_for_selector(f'{selector}[aria-pressed="true"]')


@pytest.mark.parametrize("game, piece", [
    ("hive", "button.chip[data-select]"),
    ("schotten", ".hand-card[data-select^='card:']"),
])
def test_one_tab_takes_a_chosen_piece_to_its_first_target(server, page, boot, screenshot, game, piece):
    boot(page, server.url("/"))
    start_game(page, game, opponent="friend")
    if game == "schotten":                         # the hand waits face down until its player shows it
        cover = page.locator("#board-wrap [data-action]").first
        if cover.count():
            cover.click()
    page.wait_for_selector(piece)
    choose_by_keyboard(page, piece)
    page.keyboard.press("Tab")
    assert page.evaluate(ACTIVE).startswith("move:"), page.evaluate(ACTIVE)
    assert page.is_visible("#keys-hint")             # the keys are said while a key is used on the board
    screenshot(page, f"keys-{game}", full_page=False)
    page.keyboard.press("Enter")                    # and the target plays the move
    page.wait_for_function("() => document.querySelector('#play').dataset.moves !== '0'")


@pytest.mark.parametrize("lang, label", [("en", "Skip to the board"), ("pl", "Przejdź do planszy")])
def test_the_skip_link_leads_past_the_head_to_the_board(server, page, boot, lang, label):
    boot(page, server.url("/"))
    if lang == "pl" and page.get_attribute("html", "lang") != "pl":
        page.click("[data-action=lang]")
    start_game(page, "gore", opponent="friend")
    assert not page.is_visible("#keys-hint")         # a mouse player never sees it
    page.evaluate("() => document.activeElement.blur()")
    for _ in range(8):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.dataset.action") == "to-board":
            break
    assert page.inner_text("button.to-board") == label and page.is_visible("button.to-board")
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.getElementById('board-wrap').contains(document.activeElement)")
