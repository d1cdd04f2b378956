"""Hive in the real browser: placing, moving, climbing, pillbug throws, GameStrings, links, a whole game."""
from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest

from play_page import PLAY, play, position, result_status, settle, share_links

pytestmark = pytest.mark.e2e

DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 667}
# White to move; wB1 stands next to wQ and may climb on it (hand-built: wQ, bQ west, wB1 east, bS1 west of bQ).
CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"
# White to move; the white Pillbug at (0,0) may lift bG1 (south-west of it, not pinned) over itself.
THROW = "Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ"


def link(position: str) -> str:
    return "/#/hive/p/" + quote(position, safe="")


def start_game(page: Any, *, opponent: str = "computer", level: str = "easy", side: str = "0", shot: Any = None) -> None:
    page.click("[data-action=new][data-game=hive]")
    if shot is not None:
        shot(page, "hive-new-game-form")
    page.check(f"input[name=opponent][value={opponent}]")
    if opponent == "computer":
        page.select_option("select[name=level]", level)
        page.check(f"input[name=side][value='{side}']")
    page.click("button[data-action=start]")
    page.wait_for_selector(PLAY)








def boxed(text: str) -> list[float]:
    return [round(float(v), 1) for v in text.split()]


def open_position(page: Any, boot: Any, server: Any, text: str) -> None:
    boot(page, server.url(link(text)))
    page.wait_for_selector(PLAY)
    settle(page)


def test_placing_and_moving_by_clicks(server, new_context, boot, screenshot, console_errors):
    """Two friends: White places a Spider, Black an Ant beside it, White the Queen, then moves."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, opponent="friend", shot=screenshot)
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


def test_beetle_climbs_onto_the_queen_and_the_stack_opens(server, new_context, boot, screenshot):
    page = new_context(reduced_motion="reduce", viewport=DESKTOP).new_page()
    open_position(page, boot, server, CLIMB)
    page.click("svg.hive-board .cell[data-piece=wB1]")
    assert page.locator("svg.hive-board .dest.climb").count() == 1
    label = page.get_attribute("svg.hive-board .dest.climb", "aria-label")
    assert re.search(r"climbs onto White Queen Bee|wchodzi na", label), label
    play(page, "svg.hive-board .dest.climb[data-move='wB1 wQ']")
    assert position(page) == CLIMB.replace("White[3]", "Black[3]") + ";wB1 wQ"
    stack = page.locator("svg.hive-board .cell.stack")
    assert stack.count() == 1 and stack.get_attribute("data-piece") == "wB1"
    assert stack.locator(".height text").text_content() == "2"
    stack.click()                                   # Black to move: the white stack only opens
    items = page.locator(".hive-stack-info li").all_inner_texts()
    assert [re.search(r"[wb][A-Z]\d?", t).group(0) for t in items] == ["wQ", "wB1"]
    screenshot(page, "hive-stack-desktop")


def test_pillbug_throw_through_the_ui(server, new_context, boot, screenshot):
    page = new_context(reduced_motion="reduce", viewport=DESKTOP).new_page()
    open_position(page, boot, server, THROW)
    page.click("svg.hive-board .cell[data-piece=bG1]")       # select the piece to be thrown
    throws = page.locator("svg.hive-board .dest.throw")
    assert sorted(throws.evaluate_all("els => els.map(e => e.dataset.move)")) == ["bG1 wP-", "bG1 wP/", "bG1 wP\\"]
    assert page.locator("svg.hive-board .dest.move").count() == 0
    assert re.search(r"pillbug|stonog", page.inner_text("#panel"), re.I)
    screenshot(page, "hive-throw-desktop")
    play(page, "svg.hive-board .dest.throw[data-move='bG1 wP-']")
    assert position(page).endswith(";bG1 wP-") and "Black[4]" in position(page)
    assert re.search(r"Pillbug throws|Stonoga przerzuca", page.inner_text(".status"))
    # The thrown grasshopper may not move on Black's next turn: it is not selectable.
    assert page.locator("svg.hive-board .cell.movable[data-piece=bG1]").count() == 0


def test_pasted_gamestring_shows_its_board_and_opens_as_a_game(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    page.click(".game-card[data-game=hive] a[href='#/tool/hive/position']")
    page.fill("#hive-paste", "Base;InProgress;White[2];wS1;bQ wS1")          # a queen cannot climb
    page.click("[data-action=check]")
    page.wait_for_selector(".hive-tool .error[role=alert]")
    assert page.locator(".hive-tool svg.hive-board").count() == 0
    page.fill("#hive-paste", CLIMB)
    page.click("[data-action=check]")
    page.wait_for_selector(".hive-tool svg.hive-board")
    assert page.locator(".hive-tool svg.hive-board .cell").count() == 4
    screenshot(page, "hive-paste-desktop")
    page.click("[data-role=open-position]")
    page.wait_for_selector(PLAY)
    assert position(page) == CLIMB
    assert page.input_value("[data-role=gamestring]") == CLIMB


def test_shared_links_round_trip(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url(link(CLIMB)))
    settle(page)
    page.click("svg.hive-board .cell[data-piece=wB1]")
    play(page, "svg.hive-board .dest[data-move='wB1 wQ']")
    expected = position(page)
    game_link, position_link = share_links(page)
    assert "#/hive/r/" in game_link and "#/hive/p/" in position_link
    page.close()
    for url, moves in ((game_link, "1"), (position_link, "0")):
        fresh = new_context(reduced_motion="reduce").new_page()
        boot(fresh, url)
        fresh.wait_for_selector(PLAY)
        assert position(fresh) == expected and fresh.get_attribute(PLAY, "data-moves") == moves
        assert fresh.locator("svg.hive-board .cell.stack").count() == 1
        fresh.close()


def test_pan_zoom_and_fit(server, new_context, boot):
    """Zoom buttons and a drag change the view; the view survives a selection (a redraw); fit resets it."""
    page = new_context(reduced_motion="reduce", viewport=DESKTOP).new_page()
    open_position(page, boot, server, CLIMB)
    board = "svg.hive-board"
    fitted = page.get_attribute(board, "viewBox")
    page.click("[data-action=hive-zoom][data-value^='in:']")
    zoomed_in = page.get_attribute(board, "viewBox")
    assert float(zoomed_in.split()[2]) < float(fitted.split()[2])
    box = page.locator(board).bounding_box()
    x, y = box["x"] + 30, box["y"] + 30                          # an empty corner: a pan, not a click
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 60, y + 40, steps=6)
    page.mouse.up()
    panned = page.get_attribute(board, "viewBox")
    assert panned != zoomed_in
    page.click(f"{board} .cell[data-piece=wB1]")                # a redraw keeps the player's view
    assert page.locator(f"{board} .dest").count() == 3
    assert boxed(page.get_attribute(board, "viewBox")) == boxed(panned)
    page.click("[data-action=fit]")
    assert page.get_attribute(board, "viewBox") == fitted


def test_phone_size_by_touch(server, new_context, boot, screenshot, console_errors):
    context = new_context(reduced_motion="reduce", viewport=PHONE, is_mobile=True, has_touch=True)
    page = boot(context.new_page(), server.url(link(THROW)))
    settle(page)
    page.tap("svg.hive-board .cell[data-piece=bG1]")
    assert page.locator("svg.hive-board .dest.throw").count() == 3
    screenshot(page, "hive-throw-phone")
    width = page.evaluate("() => document.documentElement.scrollWidth")
    assert width <= 375, width
    play(page, "svg.hive-board .dest.throw[data-move='bG1 wP/']", tap=True)
    page.tap(".hive-rack [data-select='rack:S']")
    assert page.locator("svg.hive-board .dest.place").count() >= 1
    screenshot(page, "hive-place-phone", full_page=False)
    page.tap("#lang-button")                                    # the same screen in Polish
    page.wait_for_selector("html[lang=pl]")
    assert re.search(r"Czarne", page.inner_text(".hive-rack.rack-top"))
    screenshot(page, "hive-place-phone-pl")
    assert console_errors == []


def test_game_against_the_computer_to_a_result_or_100_plies(server, new_context, boot, screenshot, console_errors):
    """White (us) selects the first offered piece and its first destination, every turn; the computer answers."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, level="easy")
    plies = 0
    while plies < 100:
        if settle(page) == "over":
            break
        moves = page.get_attribute(PLAY, "data-moves")
        passing = page.locator("#panel [data-move=pass]")
        if passing.count():
            passing.click()
        else:
            page.locator("svg.hive-board .cell.movable, .hive-rack [data-select^='rack:']").first.click()
            page.locator("svg.hive-board .dest").first.click()
        page.wait_for_selector(f"{PLAY}:not([data-moves='{moves}'])", timeout=30_000)
        plies = int(page.get_attribute(PLAY, "data-moves"))
    state = settle(page)
    assert state == "over" or int(page.get_attribute(PLAY, "data-moves")) >= 100
    if state == "over":
        result_status(page)
    screenshot(page, "hive-game-desktop")
    assert console_errors == []


def test_keyboard_places_a_piece_and_the_screen_passes_axe(server, new_context, boot, axe, describe_violations):
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, opponent="friend")
    page.focus(".hive-rack [data-select='rack:G']")
    page.keyboard.press("Enter")
    page.wait_for_selector("svg.hive-board .dest[data-move='wG1']")
    violations = axe(page)
    assert violations == [], describe_violations(violations)
    page.focus("svg.hive-board .dest[data-move='wG1']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{PLAY}[data-moves='1']")
    assert position(page) == "Base+MLP;InProgress;Black[1];wG1"
