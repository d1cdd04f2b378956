"""Setting up a Schotten Totten position with the special units in the real browser: the variant switched on,
a Joker laid on a side and Mud fight on a stone, a second Joker on the same player's side refused with the
engine's reason, then a game against the computer from there (the Joker on the table, the variant named);
the editor drawn at 1280x800 and 390x844 in English and Polish. And a Schotten puzzle solved: the other
player's hand, face down while solving, is shown face up."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from stolik.core.puzzle import Puzzle, read_collection
from stolik.schotten import from_position

pytestmark = pytest.mark.e2e

SETUP = "section#setup"
GAME = "section#play"
PUZZLE = "section#puzzle"
IDLE = "html[data-idle]"
COLLECTION = Path(__file__).resolve().parents[2] / "assets" / "puzzles" / "schotten.json"


def shown(page: Any, state: str) -> None:
    page.wait_for_selector(f"{IDLE} {SETUP}[data-state={state}]")


def added(page: Any, place: str, card: str) -> None:
    """``card`` chosen from ``place``'s list (``#setup-s1a``, ``#setup-e2`` for the stone itself) and laid there."""
    page.select_option(f"#setup-{place if place[0] != 'e' else place[:-1]}", f"add:{place}:{card}")
    page.wait_for_selector(f"{IDLE} {SETUP} [data-value='take:{place}:{card}']")


def test_a_joker_laid_a_second_refused_and_a_game_against_the_computer(server, page, boot, console_errors):
    boot(page, server.url("/#/schotten/setup"))
    shown(page, "ready")
    assert page.locator(f"{SETUP} #setup-ha option[value='add:ha:JOKER']").count() == 0
    page.click(f"{SETUP} [data-value='variant:tactics']")
    page.wait_for_selector(f"{IDLE} {SETUP}[data-position^='t '] [data-value='variant:tactics'][aria-pressed=true]")
    added(page, "s1a", "JOKER")
    added(page, "e2b", "MUD")
    assert "Mud fight added to stone 2 itself (played by B)." in page.inner_text(f"{SETUP} [role=status]")
    shown(page, "ready")
    added(page, "s3a", "JOKER")
    shown(page, "refused")
    assert "A played two Jokers, and each player may play only one" in page.inner_text("[data-role=setup-refusal]")
    assert page.is_disabled("[data-action=setup-computer]") and page.is_disabled("[data-action=setup-link]")
    page.click(f"{SETUP} [data-value='take:s3a:JOKER']")
    shown(page, "ready")
    position = page.get_attribute(SETUP, "data-position")
    assert position.startswith("t 0play JOKER:/:+MUD/") and position.endswith(" JOKER|MUD 0")
    assert page.locator(f"{SETUP} [data-role=analyse]").count() == 1      # both hands known here: the analysis board
    page.select_option(f"{SETUP} select[name=level]", "easy")
    page.click("[data-action=setup-computer]")
    page.wait_for_selector(f"{IDLE} {GAME}[data-state=human]")
    assert page.get_attribute(GAME, "data-game") == "schotten"
    assert "special units" in page.inner_text(GAME)
    ident = page.evaluate("() => location.hash").split("/")[-1]
    saved = json.loads(page.evaluate(f"() => localStorage.getItem('stolik/v1/game/{ident}')"))
    assert saved["record"]["start"] == position and saved["record"]["options"]["tactics"] is True
    assert saved["players"]["mode"] == "computer"
    assert console_errors == []


@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["1280", "390"])
def test_the_editor_with_special_units_in_both_languages(server, new_context, boot, screenshot, console_errors, size):
    width, height = size
    phone = width < 500
    page = new_context(viewport={"width": width, "height": height}, is_mobile=phone, has_touch=phone).new_page()
    boot(page, server.url("/#/schotten/setup"))
    shown(page, "ready")
    page.click(f"{SETUP} [data-value='variant:tactics']")
    page.wait_for_selector(f"{IDLE} {SETUP}[data-position^='t ']")
    for place, card in (("s1a", "JOKER"), ("s2b", "SPY"), ("e3a", "MUD"), ("e4b", "BLIND"), ("ha", "SHIELD"),
                        ("xa", "BANSHEE")):
        added(page, place, card)
    shown(page, "ready")
    assert page.locator(f"{SETUP} .st-table").count() == 1
    for lang in ("en", "pl"):
        if page.get_attribute("html", "lang") != lang:
            page.click("#lang-button")
            page.wait_for_selector(f"html[data-idle][lang={lang}]")
        # every list shows "Add a card…", not the card just added (a Joker stays listed) nor, in a new language, its last
        assert page.evaluate(f"() => [...document.querySelectorAll('{SETUP} select[id^=setup-]')].every(s => s.selectedIndex === 0)")
        screenshot(page, f"schotten-setup-tactics-{width}-{lang}", full_page=False)
        page.locator("#setup-e3").scroll_into_view_if_needed()          # stone 3: Mud fight on it, played by A
        screenshot(page, f"schotten-setup-tactics-{width}-{lang}-controls", full_page=False)
        page.locator("#setup-xc").scroll_into_view_if_needed()          # the discard pile: A's Banshee
        screenshot(page, f"schotten-setup-tactics-{width}-{lang}-discard", full_page=False)
        page.evaluate("() => window.scrollTo(0, 0)")
    assert "Jednostki Specjalne" in page.inner_text(f"{SETUP} .setup-variants")
    assert console_errors == []


def test_a_solved_puzzle_shows_the_other_hand(server, page, boot, console_errors):
    """A puzzle whose answer keeps a stone and the game goes on: while solving the other hand is backs; solved,
    it is face up beside the solver's."""
    puzzle: Puzzle = next(p for p in read_collection(json.loads(COLLECTION.read_text(encoding="utf-8")))
                          if p.theme == "keeps-a-stone" and len(p.solution) == 2)
    boot(page, server.url(f"/#/schotten/puzzle/{puzzle.id}"))
    page.wait_for_selector(f"{IDLE} {PUZZLE}[data-state=solving]")
    assert page.locator(f"{PUZZLE} .st-hand.backs").count() == 1
    assert page.locator(f"{PUZZLE} .st-hand.shown").count() == 0
    move, claim = puzzle.solution
    page.click(f"{PUZZLE} [data-select='card:{move.split('@')[0]}']")
    page.click(f"{PUZZLE} .st-table [data-move='{move}']")
    page.wait_for_selector(f"{IDLE} {PUZZLE}:has(.st-table [data-move='{claim}'])")
    page.click(f"{PUZZLE} .st-table [data-move='{claim}']")
    page.wait_for_selector(f"{IDLE} {PUZZLE}[data-state=solved]")
    assert page.locator(f"{PUZZLE} .st-hand.backs").count() == 0
    assert page.locator(f"{PUZZLE} .st-hand.shown").count() == 2
    after = from_position(puzzle.position).play(move).play(claim)
    assert after.result() is None                        # the game goes on: only the puzzle is over
    assert page.locator(f"{PUZZLE} .st-hand.shown .hand-card").count() == len(after.hands[0]) + len(after.hands[1])
    assert console_errors == []
