"""The play screens' layout in the real browser, every game: what a laptop, a big screen, a tablet and a
phone show of a game in progress, measured (no picture compared).

A game in progress is a hot-seat game (two friends on this device) written to localStorage as the app
saves one, its moves a seeded random game's, and opened at #/play/<id>, as a player resumes it.
"""
from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import pytest

from stolik.games import ENGINES
from play_page import PLAY, idle, play, resume, saved_game, settle, watch, watched

pytestmark = pytest.mark.e2e

LAPTOP = {"width": 1280, "height": 800}
SMALL_LAPTOP = {"width": 1366, "height": 768}
BIG = {"width": 1920, "height": 1080}
TABLET = {"width": 768, "height": 1024}
PHONE = {"width": 390, "height": 844}
GAMES = tuple(ENGINES)          # every registered game
# Plies played before the screen is looked at: each game well under way (Schotten: stones with three cards
# a side; Mądre kości: right after a roll, so pawns may be chosen); Hive early, while its bugs are large
# enough to tap without zooming (a crowded hive on a phone is zoomed in: test_hive_e2e's pan and zoom).
PLIES = {"gore": 10, "schotten": 24, "hive": 8, "kosci": 13}
# The drawn board of each game: its rendered box is what grows with the window.
BOARD = {"gore": "#board-wrap svg.gore", "schotten": ".st-table", "hive": ".hive-field", "kosci": "svg.kb"}


def test_every_registered_game_has_its_plies_and_board_here():
    """A new game adds how far to play it and where its board is drawn to PLIES and BOARD above."""
    assert sorted(PLIES) == sorted(BOARD) == sorted(GAMES)

# Every element a finger may tap on the screen, with the part of it that is on top (not covered by a
# neighbour or a sticky hand), measured after scrolling it to the middle of the window: sampled on a
# 21x21 grid with elementFromPoint. Elements that only wrap another target are left to their inside.
TARGETS_JS = """() => {
  const found = [];
  const sel = "header button, section.play button, section.play a.button, section.play [data-move], "
            + "section.play [data-select], section.play input, section.play select, section.play summary";
  for (const el of document.querySelectorAll(sel)) {
    if (!el.checkVisibility({ checkVisibilityCSS: true }) || el.matches(":disabled, .to-board")) continue;   // (keyboard only)
    if (el.matches("[data-select]") && el.querySelector("button, [data-select], [data-move]")) continue;
    el.scrollIntoView({ block: "center", inline: "center" });
    const r = el.getBoundingClientRect();
    if (!r.width || !r.height) continue;
    let top = Infinity, bottom = -Infinity, left = Infinity, right = -Infinity;
    for (let i = 0; i <= 20; i++) for (let j = 0; j <= 20; j++) {
      const x = r.left + r.width * i / 20, y = r.top + r.height * j / 20;
      const hit = document.elementFromPoint(Math.min(x, innerWidth - 1), Math.min(y, innerHeight - 1));
      if (hit && el.contains(hit)) { left = Math.min(left, x); right = Math.max(right, x); top = Math.min(top, y); bottom = Math.max(bottom, y); }
    }
    const name = el.tagName.toLowerCase() + "." + (el.getAttribute("class") || "").trim().replace(/ +/g, ".")
      + ["action", "move", "select"].map(k => el.dataset[k] ? `[${k}=${el.dataset[k]}]` : "").join("");
    const size = (low, high, step) => low > high ? 0 : Math.round((high - low + step) * 10) / 10;
    found.push({ name, w: size(left, right, r.width / 20), h: size(top, bottom, r.height / 20) });
  }
  scrollTo(0, 0);
  return found;
}"""

# The buttons whose words must stay on one line: the lines of their visible text (text inside a visually
# hidden label, 1 px wide, does not count).
LINES_JS = """() => [...document.querySelectorAll(
    "header button, .head-links .button, .controls button, .after-game button, .after-game .button")]
  .filter(el => el.checkVisibility({ checkVisibilityCSS: true }))
  .map(el => {
    const bottoms = new Set();
    const walk = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode(); node; node = walk.nextNode()) {
      if (!node.textContent.trim() || node.parentElement.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange(); range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 1) bottoms.add(Math.round(r.bottom));
    }
    return { text: el.textContent.trim(), lines: bottoms.size };
  })"""


def open_game(page: Any, key: str, plies: int | None = -1, *, tactics: bool = False) -> None:
    """Resume that game on a booted page (hot-seat Schotten: show the mover's hand); plies -1: PLIES[key],
    None: a finished game."""
    resume(page, saved_game(key, PLIES[key] if plies == -1 else plies, tactics=tactics))
    page.wait_for_selector(f"{PLAY}[data-game={key}][data-state={'over' if plies is None else 'human'}]")
    if page.locator("[data-action=uncover]").count():
        page.click("[data-action=uncover]")
        page.wait_for_selector("[data-action=uncover]", state="detached")


def switch_language(page: Any, lang: str) -> None:
    if page.get_attribute("html", "lang") != lang:
        page.click("#lang-button")
        page.wait_for_selector(f"html[lang={lang}]")


def in_each_language(page: Any, languages: tuple[str, ...] = ("en", "pl")) -> Iterator[str]:
    """English, then Polish, on one booted page (a boot costs more than the language's redraw): each
    starts from the home screen, so a game resumed again is opened afresh."""
    for lang in languages:
        page.evaluate("() => { location.hash = '#/'; }")
        page.wait_for_selector("[data-action=new]")
        switch_language(page, lang)
        yield lang


def booted(new_context: Any, boot: Any, server: Any, viewport: dict[str, int], lang: str = "en", **options: Any) -> Any:
    touch = viewport["width"] < 1000
    page = boot(new_context(viewport=viewport, has_touch=touch, is_mobile=touch, reduced_motion="reduce", **options).new_page(),
                server.url("/"))
    switch_language(page, lang)
    return page


def in_view(page: Any, selector: str, viewport: dict[str, int]) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 0.5, (selector, box)
    assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"] + 0.5, (selector, box)
    return box


@pytest.mark.parametrize("game", GAMES)
def test_the_board_grows_with_the_window_and_the_controls_stay_in_view(server, new_context, boot, screenshot, game):
    """At 1280x800 and 1920x1080 the board and the controls are on screen without scrolling (Schotten:
    both hands too; the page does not scroll at all); the board's rendered box is larger on the larger
    window, in both directions; Mądre kości's "+10" edge label (inside its board's box) stays clear of
    the panel beside it. Mądre kości is looked at before a roll: after one, its list of outcomes (up to
    22rem, scrolling) comes above the controls and takes them below an 800 px window's edge."""
    boxes = {}
    page = booted(new_context, boot, server, LAPTOP)
    open_game(page, game, PLIES[game] - (game == "kosci"))
    for name, viewport in (("laptop", LAPTOP), ("big", BIG)):
        page.set_viewport_size(viewport)            # the window made larger, as a player does
        idle(page)
        screenshot(page, f"layout-{game}-{name}", full_page=False)
        boxes[name] = in_view(page, BOARD[game], viewport)
        in_view(page, "#controls", viewport)
        if game == "schotten":
            in_view(page, ".st-hand.st-top", viewport)
            in_view(page, ".st-hand.st-bottom", viewport)
            assert page.evaluate("() => document.scrollingElement.scrollHeight <= innerHeight"), "the page scrolls"
        if game == "kosci":
            board, tray = boxes[name], page.locator(".kosci-tray").bounding_box()
            assert board["x"] + board["width"] <= tray["x"], (board, tray)
    laptop, big = boxes["laptop"], boxes["big"]
    assert big["width"] > 1.2 * laptop["width"] and big["height"] > 1.2 * laptop["height"], boxes


def test_a_phone_holds_a_hand_of_seven_in_one_row(server, new_context, boot, screenshot):
    """390x844, Schotten with the special units (a hand of 7): the cards lie in one row, or the row scrolls
    sideways; never 6 + 1; the page itself never scrolls sideways."""
    page = booted(new_context, boot, server, PHONE)
    for lang in in_each_language(page):
        open_game(page, "schotten", 0, tactics=True)
        screenshot(page, f"layout-schotten-phone-hand-{lang}", full_page=False)
        cards = page.locator(".st-hand.st-bottom .hand-card").evaluate_all(
            "els => els.map(e => { const r = e.getBoundingClientRect(); return [r.top, r.right]; })")
        assert len(cards) == 7 and len({round(top) for top, _ in cards}) == 1, cards
        row = page.locator(".st-hand.st-bottom .cards").evaluate("e => [e.scrollWidth, e.clientWidth, getComputedStyle(e).overflowX]")
        assert max(right for _, right in cards) <= PHONE["width"] or row[2] == "auto", (cards, row)
        assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth"), "the page scrolls sideways"


@pytest.mark.parametrize("game", GAMES)
def test_every_target_on_a_phone_is_a_finger_wide(server, new_context, boot, screenshot, game):
    """390x844, a game in progress: every button, move, selectable piece, card or field is at least 44x44
    CSS px where it can be tapped (header, board, hands, panel, controls, the move list). Mądre kości's
    board squares are left to the next test."""
    page = booted(new_context, boot, server, PHONE)
    open_game(page, game)
    if game == "kosci":
        page.locator(f"{PLAY} [data-select^='pawn:']").first.tap()     # its targets shown as well
        page.wait_for_selector(f"{PLAY} .target")
    screenshot(page, f"layout-{game}-phone", full_page=False)
    targets = page.evaluate(TARGETS_JS)
    assert len(targets) >= 10, targets
    small = [t for t in targets if (t["w"] < 44 or t["h"] < 44)
             and not (game == "kosci" and t["name"].startswith(("g.sq.", "g.target")))]
    assert small == [], small


def test_a_crowded_hive_on_a_phone_keeps_its_cells_a_finger_wide(server, new_context, boot, screenshot):
    """390x844, a hive of 30 plies spread wider than the board: fitted whole, its cells were 36 px; the
    view fitted on a touch screen keeps every piece and destination 44 px wide about the hive's centre, and
    the player pans to the rest (one at the edge may be cut: its size is what the finger meets once in view)."""
    page = booted(new_context, boot, server, PHONE)
    open_game(page, "hive", 30)
    page.wait_for_function("() => document.querySelectorAll('svg.hive-board [data-select]').length > 3")
    screenshot(page, "layout-hive-crowded-phone", full_page=False)
    widths = page.evaluate("""() => [...document.querySelectorAll('svg.hive-board [data-select]')]
        .map(el => Math.max(...[...el.querySelectorAll('polygon')].map(p => Math.round(p.getBoundingClientRect().width * 10) / 10)))""")
    assert widths and min(widths) >= 44, widths
    field = page.locator("svg.hive-board").bounding_box()
    before = page.get_attribute("svg.hive-board", "viewBox")
    page.mouse.move(field["x"] + 60, field["y"] + field["height"] - 20)   # a pan still reaches the rest
    page.mouse.down()
    page.mouse.move(field["x"] + 160, field["y"] + field["height"] - 40, steps=5)
    page.mouse.up()
    assert page.get_attribute("svg.hive-board", "viewBox") != before


def test_kosci_board_squares_on_a_phone_are_a_finger_wide(server, new_context, boot):
    page = booted(new_context, boot, server, PHONE)
    open_game(page, "kosci")
    page.locator(f"{PLAY} [data-select^='pawn:']").first.tap()
    page.wait_for_selector(f"{PLAY} .target")
    small = [t for t in page.evaluate(TARGETS_JS) if t["name"].startswith(("g.sq.", "g.target")) and min(t["w"], t["h"]) < 44]
    assert small == [], small


def test_a_covered_card_shows_a_finger_wide_strip_on_a_touch_tablet(server, new_context, boot, screenshot):
    """768x1024 with touch: the table takes the window's width (the move list goes below it) and every
    card covered by the next one on a stone side shows a strip at least 44 px high; every target is
    44x44 px or more."""
    page = booted(new_context, boot, server, TABLET)
    open_game(page, "schotten")
    screenshot(page, "layout-schotten-tablet", full_page=False)
    assert page.locator(".st-table").bounding_box()["width"] >= 0.9 * TABLET["width"]
    strips = page.locator(".st-side").evaluate_all("""sides => sides.flatMap(side => {
        const tops = [...side.querySelectorAll(':scope > .card')].map(c => c.getBoundingClientRect())
          .map(r => side.classList.contains('far') ? -r.bottom : r.top);
        return tops.slice(1).map((top, i) => Math.abs(top - tops[i]));
    })""")
    assert len(strips) >= 4 and min(strips) >= 44, strips
    small = [t for t in page.evaluate(TARGETS_JS) if t["w"] < 44 or t["h"] < 44]
    assert small == [], small


def test_on_a_phone_words_stay_on_one_line_and_choices_are_finger_high(server, new_context, boot, screenshot):
    """390x844: the header's buttons, the play screen's links and controls keep their words on one line
    in every game and after a game (Rematch, New game, ...), and the header is one row; in the new-game
    form each choice is a 44 px row."""
    page = booted(new_context, boot, server, PHONE)
    for lang in in_each_language(page):
        header = page.locator("header.top").bounding_box()
        assert header["height"] <= 70, header
        for game in GAMES:
            open_game(page, game)
            wrapped = [b for b in page.evaluate(LINES_JS) if b["lines"] > 1]
            assert wrapped == [], (game, wrapped)
        screenshot(page, f"layout-phone-words-{lang}", full_page=False)
        open_game(page, "gore", None)
        assert page.locator(".after-game button").count() >= 2
        wrapped = [b for b in page.evaluate(LINES_JS) if b["lines"] > 1]
        assert wrapped == [], ("after a game", wrapped)
        screenshot(page, f"layout-phone-after-game-{lang}", full_page=False)
        page.evaluate("() => { location.hash = '#/'; }")
        for game in GAMES:
            page.click(f"[data-action=new][data-game={game}]")
            page.check("input[name=opponent][value=computer]")
            rows = page.locator(".dialog .choice").evaluate_all(
                "els => els.filter(e => e.checkVisibility()).map(e => [e.textContent.trim(), e.getBoundingClientRect().height])")
            assert rows and all(height >= 44 for _, height in rows), (game, rows)
            page.click(".dialog [data-action=close-dialog]")
            page.wait_for_selector(".dialog", state="detached")


def test_the_new_game_dialogs_start_button_is_in_view_on_a_laptop(server, new_context, boot, screenshot):
    """1280x800, every game's new-game form against the computer (its longest: level, side, who starts, the
    game's options): Start and Cancel lie wholly inside the dialog's visible box and the window, with the form
    scrolled to its top as it opens (defect 7: Schotten's Start was cut in half, its bottom at 810 px in a
    dialog ending at 784 px)."""
    page = booted(new_context, boot, server, LAPTOP)
    for lang in in_each_language(page):
        for game in GAMES:
            page.click(f"[data-action=new][data-game={game}]")
            page.check("input[name=opponent][value=computer]")
            if game == "schotten":
                screenshot(page, f"layout-new-game-laptop-{lang}", full_page=False)
            seen = page.evaluate("""() => { const box = e => { const r = e.getBoundingClientRect(); return [r.top, r.bottom]; };
                const dialog = document.querySelector('.dialog');
                return {dialog: box(dialog), scrolled: dialog.scrollTop,
                        buttons: [...dialog.querySelectorAll('.actions button')].map(box)}; }""")
            top, bottom = seen["dialog"]
            assert seen["scrolled"] == 0 and 0 <= top and bottom <= LAPTOP["height"], (game, seen)
            assert len(seen["buttons"]) == 2 and all(top <= b[0] and b[1] <= bottom for b in seen["buttons"]), (game, seen)
            page.click(".dialog [data-action=close-dialog]")
            page.wait_for_selector(".dialog", state="detached")


# The tests that measure a play screen's height against the window's run without the service worker (as
# every test not marked service_worker), so when it happens to cache the site does not matter;
# test_the_offline_note_is_on_the_home_screen_only checks that once it has, the play screens keep their fit.


@pytest.mark.service_worker
def test_the_offline_note_is_on_the_home_screen_only(server, new_context, boot):
    """Once the site is cached the footer says "Ready to play offline" on the home screen; a play screen
    that fills a 1280x800 window gets no line under it (it made every full-height screen scroll 48 px)."""
    page = booted(new_context, boot, server, LAPTOP)
    page.wait_for_function("() => document.getElementById('foot').textContent !== ''", timeout=60_000)
    open_game(page, "hive", 6)
    page.wait_for_function("() => document.getElementById('foot').textContent === ''")
    height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
    assert height[0] <= height[1], height
    page.evaluate("() => { location.hash = '#/'; }")
    page.wait_for_function("() => document.getElementById('foot').textContent !== ''")


def test_hive_side_column_fits_a_laptop_window(server, new_context, boot, screenshot):
    """1280x800, Hive early (6 plies: the panel reminds White that its queen is due) and well under way
    (30 plies): the title, status, panel, controls and the move list beside the board fit the window's
    height, in both languages; the page does not scroll (the moves scroll in their own box)."""
    page = booted(new_context, boot, server, LAPTOP)
    for lang in in_each_language(page):
        for plies in (6, 30):
            page.evaluate("() => { location.hash = '#/'; }")
            page.wait_for_selector("[data-action=new][data-game=hive]")
            open_game(page, "hive", plies)
            screenshot(page, f"layout-hive-laptop-{plies}-{lang}", full_page=False)
            height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
            assert height[0] <= height[1], (plies, height)
            in_view(page, ".play-side", LAPTOP)


# Hive with the three expansion bugs (named in the head), White to move: seven kinds in each rack.
HIVE_MLP = "Base+MLP;InProgress;White[3];wG1;bQ wG1/;wS1 wG1\\;bA1 \\bQ"
# The mover's rack and the board's field, where they are in the window.
MOVER_JS = """() => {
  const rack = document.querySelector('.hive-rack.active'), r = rack.getBoundingClientRect();
  const f = document.querySelector('.hive-field').getBoundingClientRect();
  return { below: rack.matches('.rack-bottom'), rack: [r.top, r.bottom], field: [f.top, f.bottom], scrolled: scrollY };
}"""


def open_between_friends(page: Any, game: str, position: str, ready: str = "") -> None:
    """``game`` from its position link, played between two friends, once a person is to move (and ``ready``, a part
    of the play screen, is there)."""
    page.evaluate("(hash) => { location.hash = hash; }", f"#/{game}/p/" + quote(position, safe=""))
    page.wait_for_selector("form.link-choice")
    page.check("form.link-choice input[name=opponent][value=friend]")
    page.click("form.link-choice button[type=submit]")
    page.wait_for_selector(f"{PLAY}[data-state=human] {ready}".rstrip())


def open_hive_between_friends(page: Any) -> None:
    """A Hive game with the expansions between two friends, White to place from the rack under the board."""
    open_between_friends(page, "hive", HIVE_MLP, ".hive-rack.rack-bottom.active")


def test_on_a_phone_the_movers_rack_is_in_view(server, new_context, boot, screenshot):
    """390x844, two friends playing Hive with the expansions, White to move: the rack White places from, under the
    board, is whole in the window without scrolling, in both languages, and again after a move each made by
    clicks (the status then says what the last move did); the board stays clear of it and at least 300 px high.
    With the board 52vh high the rack lay at 855-911 px (807-863 in the base game): a player scrolled to place."""
    page = booted(new_context, boot, server, PHONE)
    for lang in in_each_language(page):
        open_hive_between_friends(page)
        for turn in ("start", "after two moves"):
            if turn != "start":
                for _ in range(2):
                    page.locator(f"{PLAY} .hive-rack.active [data-select^='rack:']").first.click()
                    play(page, f"{PLAY} svg.hive-board .dest.place >> nth=0")
                page.wait_for_selector(f"{PLAY} .hive-rack.rack-bottom.active")
            idle(page)
            screenshot(page, f"layout-hive-phone-rack-{lang}-{turn.replace(' ', '-')}", full_page=False)
            seen = page.evaluate(MOVER_JS)
            assert seen["below"] and seen["scrolled"] == 0, (turn, seen)
            assert 0 <= seen["rack"][0] and seen["rack"][1] <= PHONE["height"], (turn, seen)
            assert seen["field"][1] <= seen["rack"][0] and seen["field"][1] - seen["field"][0] >= 300, (turn, seen)


# The status's lines, the board's field and the rack under it, and what is on top at the field's foot.
BOARD_FOOT_JS = """() => {
  const box = s => document.querySelector(s).getBoundingClientRect();
  const f = box('.hive-field'), r = box('.hive-rack.rack-bottom'), s = box('#status');
  const range = document.createRange(); range.selectNodeContents(document.querySelector('#status'));
  const lines = new Set([...range.getClientRects()].filter(r => r.width > 1).map(r => Math.round(r.bottom))).size;
  const top = document.elementFromPoint(f.left + f.width / 2, f.bottom - 3);
  return { lines, status: [s.top, s.bottom], field: [f.top, f.bottom], rack: [r.top, r.bottom],
           covered: !top || !document.querySelector('.hive-field').contains(top), scrolled: scrollY, window: innerHeight };
}"""


def test_on_a_phone_the_board_takes_what_the_status_leaves(server, new_context, boot, screenshot):
    """390x844, Hive with the expansions between two friends, in both languages: with a status of one line (the
    start), two (after a move each: what the last did) and three (a move back: what it did and "Viewing move 3 of
    4...", two lines), the board ends above the rack under it, which ends at the window's foot, and nothing lies over
    the board's foot. The board was the window's height less an estimate (31rem) and the rack sticky at the foot:
    with three lines it lay over the board's bottom edge."""
    page = booted(new_context, boot, server, PHONE)
    for lang in in_each_language(page):
        open_hive_between_friends(page)
        lines = []
        for shape in ("start", "moved", "back"):
            if shape == "moved":
                for _ in range(2):
                    page.locator(f"{PLAY} .hive-rack.active [data-select^='rack:']").first.click()
                    play(page, f"{PLAY} svg.hive-board .dest.place >> nth=0")
            if shape == "back":
                page.click(f"{PLAY} [data-action=back]")
            idle(page)
            page.evaluate("() => scrollTo(0, 0)")
            screenshot(page, f"layout-hive-phone-status-{lang}-{shape}", full_page=False)
            seen = page.evaluate(BOARD_FOOT_JS)
            lines.append(seen["lines"])
            assert seen["scrolled"] == 0 and not seen["covered"], (shape, seen)
            assert seen["field"][1] <= seen["rack"][0] and seen["field"][1] - seen["field"][0] >= 300, (shape, seen)
            assert seen["window"] - 1 <= seen["rack"][1] <= seen["window"], (shape, seen)   # the board took what was left
        assert lines == [1, 2, 3], (lang, lines)


def test_on_a_phone_the_hive_lesson_s_rack_to_place_from_is_in_the_window(server, new_context, boot, screenshot):
    """390x844, step 1 of Hive's lesson ("place your Queen"), in both languages: the lesson's text stands above the
    board, more than the window holds, and the rack the Queen is placed from stays at the window's foot, where a tap
    picks her. With the rack no longer sticky (the play screen fits the window without it) it lay below the fold."""
    page = booted(new_context, boot, server, PHONE)
    for lang in in_each_language(page):
        page.evaluate("() => { location.hash = '#/hive/lesson/basics/1'; }")
        page.wait_for_selector("html[data-idle] section#lesson .hive-rack.rack-bottom.active")
        page.evaluate("() => scrollTo(0, 0)")
        screenshot(page, f"layout-hive-lesson-phone-{lang}", full_page=False)
        rack = page.locator("section#lesson .hive-rack.rack-bottom.active").bounding_box()
        assert rack is not None and 0 <= rack["y"] and rack["y"] + rack["height"] <= PHONE["height"] + 0.5, (lang, rack)
        page.locator("section#lesson .hive-rack.active [data-select='rack:Q']").click()
        page.wait_for_selector("section#lesson svg.hive-board .dest.place")


@pytest.mark.parametrize("name, viewport", [("laptop", LAPTOP), ("small-laptop", SMALL_LAPTOP)])
def test_kosci_setup_fits_a_laptop_window(server, new_context, boot, screenshot, name, viewport):
    """1280x800 and 1366x768, Mądre kości's setup (the first player places their pawns): the board, the setup
    panel and the controls are in the window and the page does not scroll, in both languages (the Polish
    controls take three rows beside the board, the English two; at 1366x768 in Polish the page was 25 px
    past the window while the status held an empty second line)."""
    page = booted(new_context, boot, server, viewport)
    for lang in in_each_language(page):
        open_game(page, "kosci", 0)
        page.wait_for_selector(f"{PLAY} .kosci-setup")
        screenshot(page, f"layout-kosci-setup-{name}-{lang}", full_page=False)
        height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
        assert height[0] <= height[1], height
        in_view(page, BOARD["kosci"], viewport)
        in_view(page, "#controls", viewport)


GORE_OFFER = "6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N"          # North may offer holes for an exchange
GORE_LAST = "0,0,0,3,0,0,0,2 SSSSNNNN 22:21 S"           # South's S4 sows and ends the game
# Where the play screen's parts are, with "Skip animation" shown and with it taken out of the page: measured
# by the page itself the moment the sowing shows with the button (a test's own look could come after it).
PARTS_JS = """() => {
    const skip = document.querySelector('section.play[data-state=animating] .skip:not([hidden])');
    if (!skip || !skip.checkVisibility()) return null;
    const boxes = () => ['#board-wrap', '#status', '#panel', '#controls', '#move-list'].map(s => {
        const r = document.querySelector(s).getBoundingClientRect(); return [s, r.x, r.y, r.width, r.height]; });
    const shown = boxes();
    skip.style.display = 'none';
    const without = boxes();
    skip.style.display = '';
    return {shown, without};
}"""


def fits(page: Any) -> None:
    height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
    assert height[0] <= height[1], height


def test_gore_fits_a_laptop_window_in_every_state(server, new_context, boot, screenshot):
    """1280x800, Goré between friends, from shared positions: a move to choose, an exchange being chosen and
    one offered, the last move sowing (motion on: "Skip animation" moves nothing) and the finished game all
    fit the window, in both languages. Under the board only the status and the controls; the exchange's
    panel stands beside the board, above the moves (under the board it took the page to 841-868 px); with
    no panel, the moves start level with the board (they started a grid gap, 16 px, lower)."""
    page = boot(new_context(viewport=LAPTOP).new_page(), server.url("/"))
    for lang in in_each_language(page):
        open_between_friends(page, "gore", GORE_OFFER)
        fits(page)
        page.click("[data-action=offer-start]")
        page.click("[data-select=N1]")
        page.click("[data-select=S3]")
        screenshot(page, f"layout-gore-offer-{lang}", full_page=False)
        fits(page)
        in_view(page, "#panel [data-move='x:S3,N1']", LAPTOP)
        before = page.get_attribute(PLAY, "data-moves")
        page.click("#panel [data-move='x:S3,N1']")
        page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])[data-state=human]")
        fits(page)
        open_between_friends(page, "gore", GORE_LAST)
        watch(page, PARTS_JS, once=True)
        page.click("[data-move=S4]")
        assert settle(page) == "over"
        [parts] = watched(page) or [None]
        assert parts is not None, "the sowing never showed with Skip"
        assert parts["shown"] == parts["without"], parts
        screenshot(page, f"layout-gore-over-{lang}", full_page=False)
        fits(page)
        in_view(page, "#controls", LAPTOP)
        in_view(page, ".after-game", LAPTOP)
        board, moves, panel = page.evaluate("""() => [document.getElementById('board-wrap').getBoundingClientRect().top,
            document.getElementById('move-list').getBoundingClientRect().top, document.getElementById('panel').innerHTML]""")
        assert panel == "" and abs(board - moves) < 1, (board, moves)     # no exchange panel: the moves start level with the board


# The status's box and the lines in it a sighted player sees (a line for the ear only is 1 px wide); a last
# line's bottom margin is 2.4 px, an empty line 24 px.
STATUS_JS = """() => {
  const status = document.getElementById("status"), box = status.getBoundingClientRect();
  const shown = [...status.querySelectorAll("p")].filter(p => p.getBoundingClientRect().width > 1);
  return { top: box.top, bottom: box.bottom, linesBottom: Math.max(box.top, ...shown.map(p => p.getBoundingClientRect().bottom)),
           shown: shown.map(p => p.textContent), heard: status.textContent };
}"""


def test_the_status_beside_the_board_shows_no_empty_line_nor_the_tray_twice(server, new_context, boot, screenshot):
    """1280x800, the status in the column beside the board: in Hive and Mądre kości it ends with its last line
    (the shell's two-line reserve stood as a blank band above the panel). In Mądre kości the tray says whose
    move it is ("Red ▶ to move"), so the status does not show "Red to move" as well, though it still says it
    to a screen reader; after a move clicked by a player it says what the move did, and the page still fits
    the window (a status whose minimum was 0 made the board's grid 19 px taller than the window), as it does
    right after a roll made here, whose status tells the roll (824 px), and with a pawn chosen then."""
    page = booted(new_context, boot, server, LAPTOP)
    for lang in in_each_language(page):
        turn = {"en": "{} to move", "pl": "Ruch: {}"}[lang]
        for game in ("hive", "kosci"):
            open_game(page, game, PLIES[game] - (game == "kosci"))       # Mądre kości before a roll
            status = page.evaluate(STATUS_JS)
            screenshot(page, f"layout-status-{game}-{lang}", full_page=False)
            assert status["bottom"] - status["linesBottom"] <= 4, (game, status)
        mover = page.inner_text(f"{PLAY} .kosci-tray .score.active .who").split("▶")[0].strip()
        assert turn.format(mover) not in status["shown"] and turn.format(mover) in status["heard"], (mover, status)
        before = page.get_attribute(PLAY, "data-moves")
        page.click(f"{PLAY} [data-move=roll]")
        page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])[data-state=human] .outcome")
        # the status now tells the roll (a line that a game reopened after its roll does not have): still in the window
        height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
        assert height[0] <= height[1], ("after a roll", height)
        page.locator(f"{PLAY} svg.kb [data-select^='pawn:']").first.click()
        page.wait_for_selector(f"{PLAY} .show-all")
        height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
        assert height[0] <= height[1], ("a pawn chosen after a roll", height)
        page.click(f"{PLAY} .show-all")
        before = page.get_attribute(PLAY, "data-moves")
        page.click(f"{PLAY} .outcome >> nth=0")
        page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])[data-state=human] [data-move=roll]")
        status = page.evaluate(STATUS_JS)
        screenshot(page, f"layout-status-kosci-after-move-{lang}", full_page=False)
        assert len(status["shown"]) == 1 and status["bottom"] - status["linesBottom"] <= 4, status
        height = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
        assert height[0] <= height[1], height


def test_on_a_phone_the_kosci_status_still_shows_whose_move_it_is(server, new_context, boot, screenshot):
    """390x844: the tray is below the board, out of view, so the status at the top shows "Blue to move" (only
    beside the tray, on a wide screen, is it said to the ear alone)."""
    page = booted(new_context, boot, server, PHONE)
    open_game(page, "kosci")
    screenshot(page, "layout-status-kosci-phone", full_page=False)
    status = page.evaluate(STATUS_JS)
    assert any(line.endswith(" to move") for line in status["shown"]) and 0 <= status["top"] < PHONE["height"], status


def test_between_friends_on_a_phone_the_next_player_starts_from_the_status(server, new_context, boot, screenshot):
    """Found in use: after a tap near the bottom (an outcome) the page stayed scrolled there, and the next player
    saw Roll but not the board or the status."""
    page = booted(new_context, boot, server, PHONE)
    open_game(page, "kosci")
    outcome = page.locator(f"{PLAY} .outcomes .outcome").first
    outcome.scroll_into_view_if_needed()
    page.evaluate("() => window.scrollTo(0, document.scrollingElement.scrollHeight)")
    assert page.evaluate("() => document.getElementById('status').getBoundingClientRect().top") < 0
    before = page.get_attribute(PLAY, "data-moves")
    outcome.tap()
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])[data-state=human]")
    idle(page)
    assert page.evaluate("() => document.getElementById('status').getBoundingClientRect().top") >= 0
    screenshot(page, "layout-kosci-phone-next-player", full_page=False)


@pytest.mark.parametrize("name, viewport, languages", [("phone", PHONE, ("en",)), ("laptop", LAPTOP, ("en", "pl"))])
def test_kosci_page_ends_where_its_content_ends_after_a_roll(server, new_context, boot, screenshot, name, viewport, languages):
    """Mądre kości right after a roll, the roll's outcomes listed in a box that scrolls: the page is as
    tall as what it shows (the body's box), no blank strip below, on a phone (390x844) and a laptop
    (1280x800); on the laptop Undo, Hint and the steps are in view under the list, and the whole page
    fits the window in both languages, also once a pawn is chosen (its "Show all moves" took a row:
    the controls' last row ended below the window)."""
    page = booted(new_context, boot, server, viewport)
    for lang in in_each_language(page, languages):
        open_game(page, "kosci")
        page.wait_for_selector(f"{PLAY} .outcomes .outcome")
        screenshot(page, f"layout-kosci-outcomes-{name}-{lang}", full_page=True)
        outcomes = page.locator(f"{PLAY} .outcomes").evaluate("e => [e.scrollHeight, e.clientHeight]")
        assert outcomes[0] > outcomes[1], ("the list does not scroll: a position with fewer outcomes", outcomes)
        height = page.evaluate("""() => [document.scrollingElement.scrollHeight,
            Math.max(innerHeight, Math.ceil(document.body.getBoundingClientRect().bottom + scrollY))]""")
        assert height[0] <= height[1], height
        if viewport is LAPTOP:
            for button in ("undo", "hint", "first", "back", "forward", "last"):
                in_view(page, f"#controls [data-action={button}]", LAPTOP)
            assert height[0] <= LAPTOP["height"], height
            page.locator(f"{PLAY} svg.kb [data-select^='pawn:']").first.click()    # one pawn's moves, and "Show all moves"
            page.wait_for_selector(f"{PLAY} .show-all")
            screenshot(page, f"layout-kosci-pawn-{name}-{lang}", full_page=True)
            for button in ("undo", "hint", "first", "back", "forward", "last", "resign"):
                in_view(page, f"#controls [data-action={button}]", LAPTOP)
            assert page.evaluate("() => document.scrollingElement.scrollHeight") <= LAPTOP["height"]


@pytest.mark.parametrize("game, plies", [("kosci", 15), ("kosci", 40), ("hive", 30)])
def test_the_move_list_heading_stays_whole_when_the_moves_scroll(server, new_context, boot, screenshot, game, plies):
    """1280x800, a game long enough that its move list scrolls to the current move: the list's heading
    ("Moves") is whole at the top of its box and not covered by a move (it scrolled away with the moves,
    past the box's top: at 15 plies Mądre kości's list is scrolled 49 px and its heading was 35 px above the box),
    and the space just under its text is its own opaque strip (it was a transparent margin, and the first move
    showed half-cut through it)."""
    page = booted(new_context, boot, server, LAPTOP)
    open_game(page, game, plies)
    idle(page)                        # the list is scrolled at the frame after the redraw
    assert page.evaluate("() => document.querySelector('.play-side').scrollTop") > 0
    screenshot(page, f"layout-moves-heading-{game}-{plies}", full_page=False)
    seen = page.evaluate("""() => {
      const box = document.querySelector('.play-side'), head = box.querySelector('h3');
      const b = box.getBoundingClientRect(), h = head.getBoundingClientRect();
      const hit = document.elementFromPoint(h.left + h.width / 2, h.top + h.height / 2);
      const textBottom = h.bottom - parseFloat(getComputedStyle(head).paddingBottom);
      const under = document.elementFromPoint(h.left + 20, textBottom + 3);
      return { boxTop: b.top + box.clientTop, headTop: h.top, headBottom: h.bottom, scrolled: box.scrollTop,
               onTop: head.contains(hit) || hit === head, underText: under === head ? "heading" : under.outerHTML.slice(0, 80) };
    }""")
    assert seen["headTop"] >= seen["boxTop"] - 0.5 and seen["onTop"], seen
    assert seen["underText"] == "heading", seen


def test_a_disabled_button_does_not_answer_the_pointer(server, new_context, boot):
    """1280x800, the newest position of a game: the steps › and » are disabled, and the pointer resting on
    one leaves its border as it was (it took the accent colour of a button that can be pressed, as ‹ does)."""
    page = booted(new_context, boot, server, LAPTOP)
    open_game(page, "gore")
    border = "(selector) => getComputedStyle(document.querySelector(selector)).borderTopColor"
    forward, last, back = (f"#controls [data-action={a}]" for a in ("forward", "last", "back"))
    assert page.locator(last).is_disabled() and page.locator(forward).is_disabled()
    resting = page.evaluate(border, last)
    for selector in (last, back):
        box = page.locator(selector).bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        page.wait_for_function(f"() => document.querySelector('{selector}').matches(':hover')")
        hovered = page.evaluate(border, selector)
        assert (hovered == resting) == (selector == last), (selector, hovered, resting)
