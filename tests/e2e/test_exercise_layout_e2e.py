"""An exercise's board on a phone: Schotten's claims and draws follow the table, under it, instead of docking over
it (the defect: at a lesson step's start the docked panel covered the whole table; only the hand stays docked)."""
from __future__ import annotations

import pytest

pytestmark = pytest.mark.e2e


def test_a_schotten_lesson_step_on_a_phone_shows_its_table_above_the_claims(server, new_context, boot):
    page = boot(new_context(viewport={"width": 390, "height": 844}).new_page(), server.url("/") + "#/schotten/lesson/basics/3")
    page.wait_for_selector("html[data-idle] section#lesson #panel .st-panel")
    table, panel = (page.locator(selector).bounding_box() for selector in ("section#lesson .st-table", "section#lesson #panel"))
    hand = page.locator("section#lesson .st-hand.st-bottom").bounding_box()
    assert panel["y"] >= table["y"] + table["height"] - 1            # the claims come after the table
    assert table["y"] + 100 < min(hand["y"], 844)                      # and its top rows show above the docked hand
