"""Mądre kości in the real browser: setup by hand and at random, rolling, choosing moves, towers, links."""
from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest

from play_page import PLAY, play, play_until_over, position, result_status, settle, share_links, start_game as start

pytestmark = pytest.mark.e2e

B_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
TOWER = f"A1@E6,A2@B1,A3@C1,A4@D1,A5@E8,A6@G1,{B_HOME} 11:0 A 4123"     # the seed's second example


def start_game(page: Any, *, opponent: str = "computer", level: str = "easy", side: str = "0", cap: str = "200") -> None:
    start(page, "kosci", opponent=opponent, level=level, side=side, checks=(f"input[name=turn_cap][value='{cap}']",))




def on_screen(page: Any, selector: str) -> None:
    """The element lies wholly inside the viewport: seen without scrolling."""
    size = page.viewport_size
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    inside = box["x"] >= 0 and box["y"] >= 0 and box["x"] + box["width"] <= size["width"] and box["y"] + box["height"] <= size["height"]
    assert inside, (selector, box, size)


def test_setup_fits_a_small_phone_screen(server, new_context, boot, screenshot, console_errors):
    """On a 360x640 phone the setup instructions and "Confirm setup" show without scrolling, and the whole
    setup is done there: six taps on the panel's own start row, then confirm."""
    context = new_context(viewport={"width": 360, "height": 640}, has_touch=True, reduced_motion="reduce")
    page = boot(context.new_page(), server.url("/"))
    start_game(page, opponent="friend")
    assert settle(page) == "human" and position(page) == "setup A"
    for selector in (".kosci-setup .setup-title", ".kosci-setup .panel-note", ".setup-buttons button.primary"):
        on_screen(page, selector)
    for square in ("A1", "B1", "C1", "D1", "E1", "F1"):
        page.tap(f".setup-row [data-select='row:{square}']")
    assert page.locator(".setup-buttons button.primary").is_enabled()
    on_screen(page, ".setup-buttons button.primary")
    assert page.evaluate("window.scrollY") == 0
    screenshot(page, "kosci-setup-phone-360", full_page=False)
    play(page, "#panel button.primary[data-move^='setup ']", tap=True)
    assert position(page) == "setup A1@A1,A2@B1,A3@C1,A4@D1,A5@E1,A6@F1 B"
    assert console_errors == []


def place_by_hand(page: Any, squares: list[str], *, tap: bool = False) -> None:
    for square in squares:
        (page.tap if tap else page.click)(f"svg.kb [data-select='sq:{square}']")


def test_setup_by_hand_then_roll_and_move(server, new_context, boot, screenshot, console_errors):
    """Red places pawns 1-6 by clicking six squares (taking one back once), confirms, then plays a turn."""
    page = boot(new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 860}).new_page(), server.url("/"))
    start_game(page, opponent="friend")
    assert settle(page) == "human" and position(page) == "setup A"
    place_by_hand(page, ["A1", "C1", "D1"])
    page.click("svg.kb [data-select='sq:C1']")            # take pawn 2 back: it is the next to place
    assert page.get_attribute("[data-select='face:2']", "aria-pressed") == "true"
    place_by_hand(page, ["B1", "E1", "F1", "H1"])
    screenshot(page, "kosci-setup-desktop")
    assert "6" in page.inner_text(".setup-count")
    play(page, "#panel button.primary[data-move^='setup ']")
    assert position(page) == "setup A1@A1,A2@B1,A3@D1,A4@E1,A5@F1,A6@H1 B"
    play(page, "#panel [data-move='setup random']")
    assert page.locator("svg.kb .die.pawn").count() == 12
    status = page.inner_text(".status")
    assert re.search(r"starts|zaczynają", status), status
    play(page, "#panel [data-move=roll]")
    assert re.search(r" [AB] \d{4}", position(page))
    assert page.locator(".kosci-tray .roll-die").count() == 4
    screenshot(page, "kosci-outcomes-desktop")
    first = page.locator("#panel [data-move]").first
    move = first.get_attribute("data-move")
    play(page, f"#panel [data-move='{move}']")
    assert page.locator(".moves li").count() == 5            # start, 2 setups, roll, move
    assert console_errors == []


def test_same_as_last_time_offers_the_previous_setup(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, opponent="friend")
    page.click("[data-action=setup-last]")
    assert page.locator("#panel .panel-note[role=status]").count() == 1     # nothing remembered yet
    place_by_hand(page, ["B1", "C1", "D1", "E1", "F1", "G1"])
    play(page, "#panel button.primary[data-move^='setup ']")
    page.click("[data-action=setup-last]")                                   # Blue: Red's setup, mirrored
    assert page.get_attribute("#panel button.primary", "data-move") == "setup B12=6 C12=5 D12=4 E12=3 F12=2 G12=1"
    page.reload()
    page.wait_for_selector(PLAY)
    page.click("[data-action=setup-last]")                                   # remembered across a reload
    assert page.get_attribute("#panel button.primary", "data-move") == "setup B12=6 C12=5 D12=4 E12=3 F12=2 G12=1"


def test_roll_animation_runs_without_reduced_motion(server, page, boot):
    boot(page, server.url("/#/kosci/p/" + quote(f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{B_HOME} 0:0 A -")))
    settle(page)
    page.click("#panel [data-move=roll]")
    page.wait_for_selector(f"{PLAY}[data-state=animating] .roll-die.rolling")
    assert settle(page, 10_000) == "human"
    assert page.locator(".roll-die.rolling").count() == 0


def test_tower_gives_an_extra_roll(server, new_context, boot, screenshot):
    """The seed's example: pawn 1 E6→E8 onto pawn 5, 13 points, then Red rolls again."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/kosci/p/" + quote(TOWER)))
    settle(page)
    page.click("svg.kb [data-select='pawn:E6']")                           # choose the pawn on the board
    assert page.locator("svg.kb .target").count() >= 1
    page.hover("#panel [data-move='1: E6→E8 +13']")
    assert page.locator("svg.kb .preview:visible").count() >= 1
    screenshot(page, "kosci-tower-choice")
    play(page, "svg.kb .target[data-move='1: E6→E8 +13']")
    assert position(page) == f"A5@E8,A1@E8,A2@B1,A3@C1,A4@D1,A6@G1,{B_HOME} 24:0 A -"
    assert re.search(r"Extra roll|Dodatkowy rzut", page.inner_text(".kosci-tray .banner.extra"))
    assert re.search(r"13 = 3 \+ 10", page.inner_text(".moves"))
    assert page.locator("#panel [data-move=roll]").count() == 1
    screenshot(page, "kosci-tower-extra-roll")


def test_dice_given_roles_by_clicks(server, new_context, boot, screenshot):
    """Roll 4,1,2,3: the 1 as pawn, the 4 as direction, the 2 as distance, the 3 as points: E6→E8 +13."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/kosci/p/" + quote(TOWER)))
    settle(page)
    page.click(".assign summary")
    for die, role in ((1, "indicator"), (0, "direction"), (2, "distance"), (3, "score")):
        page.click(f"[data-select='die:{die}']")
        page.click(f"[data-select='slot:{role}']")
    page.wait_for_selector(".assign-results [data-move]")
    screenshot(page, "kosci-assign-desktop")
    play(page, ".assign-results [data-move='1: E6→E8 +13']")
    assert position(page).endswith("24:0 A -")


def test_dice_given_roles_by_dragging(server, new_context, boot):
    """The same assignment, each die dragged onto its role slot with the mouse."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/kosci/p/" + quote(TOWER)))
    settle(page)
    page.click(".assign summary")
    for die, role in ((1, "indicator"), (0, "direction"), (2, "distance"), (3, "score")):
        source = page.locator(f"[data-select='die:{die}']").bounding_box()
        target = page.locator(f"[data-select='slot:{role}']").bounding_box()
        page.mouse.move(source["x"] + source["width"] / 2, source["y"] + source["height"] / 2)
        page.mouse.down()
        page.mouse.move(target["x"] + target["width"] / 2, target["y"] + target["height"] / 2, steps=8)
        page.mouse.up()
    page.wait_for_selector(".assign-results [data-move='1: E6→E8 +13']")


def test_keyboard_plays_an_outcome(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/kosci/p/" + quote(TOWER)))
    settle(page)
    page.focus("svg.kb [data-select='pawn:E6']")
    page.keyboard.press("Enter")
    page.wait_for_selector("svg.kb .target")
    page.focus("svg.kb .target[data-move='1: E6→E8 +13']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{PLAY}[data-moves='1']")


def test_whole_game_against_the_computer_reaches_a_result(server, new_context, boot, screenshot, console_errors):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, level="easy", cap="100")
    play(page, "#panel [data-move='setup random']")
    assert play_until_over(page, lambda _: play(page, "#panel [data-move]:not([disabled])"), 400) == "over"
    status = result_status(page)
    assert re.search(r": \w+ \d+, \w+ \d+", status)
    screenshot(page, "kosci-result-desktop")
    assert console_errors == []


def test_links_round_trip(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, opponent="friend")
    play(page, "#panel [data-move='setup random']")
    play(page, "#panel [data-move='setup random']")
    play(page, "#panel [data-move=roll]")
    expected = position(page)
    game_link, position_link = share_links(page)
    assert "#/kosci/r/" in game_link and "#/kosci/p/" in position_link
    for link, moves in ((game_link, "3"), (position_link, "0")):
        other = boot(new_context(reduced_motion="reduce").new_page(), link)
        other.wait_for_selector(PLAY)
        assert position(other) == expected
        assert other.get_attribute(PLAY, "data-moves") == moves
        assert other.locator("#panel [data-outcome], #panel [data-move=pass]").count() >= 1
        other.close()


def test_screenshots_and_accessibility(server, new_context, boot, axe, screenshot, describe_violations):
    for name, viewport in (("desktop", {"width": 1280, "height": 860}), ("phone", {"width": 375, "height": 667})):
        phone = name == "phone"
        context = new_context(viewport=viewport, has_touch=phone, reduced_motion="reduce")
        page = boot(context.new_page(), server.url("/"))
        start_game(page, opponent="friend")
        place_by_hand(page, ["A1", "B1", "C1", "F1", "G1", "H1"], tap=phone)
        screenshot(page, f"kosci-setup-{name}")
        violations = axe(page)
        assert violations == [], describe_violations(violations)
        play(page, "#panel button.primary[data-move^='setup ']", tap=phone)
        play(page, "#panel [data-move='setup random']", tap=phone)
        play(page, "#panel [data-move=roll]", tap=phone)
        screenshot(page, f"kosci-board-{name}")
        screenshot(page, f"kosci-board-{name}-viewport", full_page=False)
        violations = axe(page)
        assert violations == [], describe_violations(violations)
        page.close()
    page = boot(new_context(viewport={"width": 375, "height": 667}, has_touch=True, reduced_motion="reduce").new_page(),
                server.url("/#/kosci/p/" + quote("A5@E8,A1@E8,B1@E8,A2@B1,A3@C1,A4@D1,A6@G1,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 24:0 A 4123")))
    settle(page)
    screenshot(page, "kosci-tower-phone", full_page=False)
