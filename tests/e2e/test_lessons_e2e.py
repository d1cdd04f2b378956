"""The lessons in the real browser, one per game done to its last step: Goré's from the home screen, with
a legal move that is not the one asked answered by the step's hint, an offer North cannot pay for refused
with the engine's reason, and the steps done shown on the lessons list after a reload; Mądre kości's from
the rules page, the dice given their roles by hand, those that send a pawn over its own edge refused with
the engine's reason; Hive's last step from a link (its steps are checked by the engine's tests), a piece
picked then a lit cell, a legal move that does not win answered by the hint, the winning one finishing the
lesson; Schotten Totten's by its link, a card placed by hand and then three claims from the panel, B's hand
face down."""
from __future__ import annotations

import json
from typing import Any

import pytest

pytestmark = pytest.mark.e2e

LESSON = "section#lesson"
IDLE = "html[data-idle]"


def at(page: Any, step: int, state: str) -> None:
    page.wait_for_selector(f"{IDLE} {LESSON}[data-step='{step}'][data-state={state}]")


def status(page: Any) -> str:
    return page.inner_text(f"{LESSON} [role=status]")


def done_and_next(page: Any, step: int, move: str, where: str = "") -> None:
    """The asked move clicked (a hole, or a panel button), the step done, the next one opened."""
    page.click(f"{LESSON} {where}[data-move='{move}']")
    at(page, step, "done")
    page.click("[data-action=lesson-next]")


def finish(page: Any, step: int, move: str, said: str) -> None:
    """The last step's move clicked, what it did said, and the lesson finished: the list shown."""
    page.click(f"{LESSON} {move}")
    at(page, step, "done")
    assert said in status(page)
    page.click("[data-action=lesson-next]")
    page.wait_for_selector(f"{IDLE} .lessons")


def test_the_gore_lesson_done_step_by_step_with_a_hint_and_a_refusal(server, page, boot, console_errors):
    boot(page, server.url("/"))
    page.click("[data-role=lessons]")
    page.click(".game-card[data-game=gore] .lesson-card[data-lesson=basics] a.button")
    at(page, 1, "solving")
    assert "Sow S4" in page.inner_text(f"{LESSON} [data-role=lesson-text]")
    page.click(f"{LESSON} [data-move='S1']")           # a legal sowing, not the one asked: not played, the hint said
    at(page, 1, "missed")
    assert "asks you to sow S4" in status(page)
    assert page.get_attribute(LESSON, "data-position") == "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S"
    done_and_next(page, 1, "S4")
    at(page, 2, "solving")
    done_and_next(page, 2, "S4")
    at(page, 3, "solving")
    done_and_next(page, 3, "S2")
    at(page, 4, "solving")
    page.click("[data-action=offer-start]")
    for hole in ("S1", "S2", "S3"):
        page.click(f"{LESSON} [data-hole='{hole}']")
    page.wait_for_selector(f"{IDLE} {LESSON} .panel-note.warn")
    assert "North has 14 captured seeds, and S1, S2, S3 would cost 18" in page.inner_text(f"{LESSON} .panel-note.warn")
    done_and_next(page, 4, "x:S1,S2")
    at(page, 5, "solving")
    done_and_next(page, 5, "+")
    at(page, 6, "solving")
    finish(page, 6, "[data-move='S4']", "South wins 25 to 23")
    kept = json.loads(page.evaluate("() => localStorage.getItem('stolik/v1/lessons')"))
    assert kept["steps"] == {"gore/basics": [0, 1, 2, 3, 4, 5]}
    page.reload()
    page.wait_for_selector(f"{IDLE} .lessons")
    assert page.inner_text(".game-card[data-game=gore] .lesson-card[data-lesson=basics] [data-role=lesson-progress]") == "6 of 6 steps done"
    assert console_errors == []


def test_the_kosci_lesson_from_the_rules_page_with_the_dice_given_their_roles_by_hand(server, page, boot, console_errors):
    boot(page, server.url("/#/rules/kosci"))
    page.click("[data-role=lesson]")
    at(page, 1, "solving")
    page.click(f"{LESSON} #panel [data-move='2: B1→C1 +3']")      # legal, not the one asked
    at(page, 1, "missed")
    assert status(page).startswith("Move: 2: B1→C1 +3, tower — not this time. That is a move, but it scores less")
    done_and_next(page, 1, "2: B1→A1 +6", "#panel ")
    at(page, 2, "solving")
    page.click(f"{LESSON} details.assign > summary")              # roll 5 4 3 2: the dice given their roles by hand
    for die, slot in ((0, "indicator"), (3, "direction"), (2, "distance"), (1, "score")):   # 5 back 3: over its own edge
        page.click(f"{LESSON} [data-select='die:{die}']")
        page.click(f"{LESSON} [data-select='slot:{slot}']")
    page.wait_for_selector(f"{IDLE} {LESSON} .assign-results .assign-no")
    assert "Pawn 5 would leave the board over a side or its own edge" in page.inner_text(f"{LESSON} .assign-results")
    page.click("[data-action=dice-clear]")
    for die, slot in ((2, "indicator"), (1, "direction"), (3, "distance"), (0, "score")):   # the roles the step names
        page.click(f"{LESSON} [data-select='die:{die}']")
        page.click(f"{LESSON} [data-select='slot:{slot}']")
    done_and_next(page, 2, "3: C1→C3 +5", ".assign-results ")
    at(page, 3, "solving")
    done_and_next(page, 3, "1: E6→E9 +12", "#panel ")
    at(page, 4, "solving")
    done_and_next(page, 4, "1: E6→E8 +13", "#panel ")
    at(page, 5, "solving")
    finish(page, 5, "#panel [data-move='1: E10→off +25']", "pawn 1 has left the board")
    assert page.inner_text(".game-card[data-game=kosci] [data-role=lesson-progress]") == "5 of 5 steps done"
    assert console_errors == []


def test_the_hive_lesson_s_last_step_from_a_link_with_a_hint_then_the_win(server, page, boot, console_errors, screenshot):
    boot(page, server.url("/#/hive/lesson/basics/7"))
    at(page, 7, "solving")
    assert "close the ring" in page.inner_text(f"{LESSON} [data-role=lesson-text]")
    screenshot(page, "hive-lesson-step")
    page.click(f"{LESSON} svg.hive-board .cell[data-piece=wA1]")
    page.click(f"{LESSON} svg.hive-board .dest[data-move='wA1 bG3-']")     # legal, but it closes no ring
    at(page, 7, "missed")
    assert "find the Ant that can reach the last empty cell" in status(page)
    page.click(f"{LESSON} svg.hive-board .cell[data-piece=wA3]")
    finish(page, 7, "svg.hive-board .dest[data-move='wA3 -bG1']", "White wins")
    assert page.inner_text(".game-card[data-game=hive] [data-role=lesson-progress]") == "1 of 7 steps done"
    assert console_errors == []


def test_the_schotten_lesson_placed_and_claimed_with_b_s_hand_face_down(server, page, boot, console_errors):
    boot(page, server.url("/#/schotten/lesson/basics"))
    at(page, 1, "solving")
    assert page.query_selector_all(f"{LESSON} .st-top [data-select^='card:']") == []     # B's cards: backs only
    page.click(f"{LESSON} [data-select='card:g7']")
    done_and_next(page, 1, "g7@4", ".st-table ")
    for step, claim in ((2, "claim 4"), (3, "claim 6")):
        at(page, step, "solving")
        done_and_next(page, step, claim, "#panel ")
    at(page, 4, "solving")
    finish(page, 4, "#panel [data-move='claim 5']", "three adjacent, you win")
    assert page.inner_text(".game-card[data-game=schotten] [data-role=lesson-progress]") == "4 of 4 steps done"
    assert console_errors == []
