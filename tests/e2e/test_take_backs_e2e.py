"""Take-backs in the real browser: a roll seen stays, Undo says why, and the saved game opens after a reload."""
from __future__ import annotations

import re

import pytest

from play_page import PLAY, play, position, settle, start_game

pytestmark = pytest.mark.e2e

ROLLED = re.compile(r" [AB] \d{4}$")


@pytest.mark.parametrize("opponent", ["friend", "computer"])
def test_undo_after_a_roll_says_why_and_the_game_survives_a_reload(opponent, server, new_context, boot, screenshot,
                                                                   console_errors):
    """The reported loss: roll, Undo, roll, Undo, roll, move, reload said "This saved game cannot be opened"."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "kosci", opponent=opponent, checks=("input[name=turn_cap][value='200']",))
    while position(page).startswith("setup") and settle(page) == "human":
        play(page, "#panel [data-move='setup random']")
    while not ROLLED.search(position(page)):                  # a roll with no move passes by itself
        play(page, "#panel [data-move=roll]")
    rolled = position(page)
    for _ in range(2):
        page.click("[data-action=undo]")
        page.wait_for_selector(".status:has-text('A roll cannot be taken back')")
        assert position(page) == rolled
    screenshot(page, f"kosci-undo-roll-{opponent}")
    outcomes = page.locator("#panel [data-move]")          # one only, now and then (3 2 2 2 once: F12 → H12)
    first, second = (outcomes.nth(at).get_attribute("data-move") for at in (0, outcomes.count() - 1))
    forced = outcomes.count() == 1
    if opponent == "friend":                                  # the decision after the roll goes back
        play(page, f"#panel [data-move='{first}']")
        page.click("[data-action=undo]")
        if forced:                                            # the only move is no decision: it stays with the roll
            page.wait_for_selector(".status:has-text('A roll cannot be taken back')")
            assert position(page) != rolled
        else:
            page.wait_for_selector(f"{PLAY}[data-position='{rolled}']")
            settle(page)
    if not (forced and opponent == "friend"):
        play(page, f"#panel [data-move='{second}']")          # against the computer, it answers at once
    played = page.get_attribute(PLAY, "data-moves")
    page.reload()
    page.wait_for_selector(f"{PLAY}[data-moves='{played}']")
    assert "cannot be opened" not in page.inner_text("body")
    assert console_errors == []
