"""Hive in the real browser: placing, moving, climbing, pillbug throws, GameStrings, links, a whole game."""
from __future__ import annotations

import math
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest

from play_page import PLAY, idle, play, position, result_status, settle, share_links

pytestmark = pytest.mark.e2e

DESKTOP = {"width": 1280, "height": 860}
PHONE = {"width": 375, "height": 667}
# White to move; wB1 stands next to wQ and may climb on it (hand-built: wQ, bQ west, wB1 east, bS1 west of bQ).
CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"
# White to move; the white Pillbug at (0,0) may lift bG1 (south-west of it, not pinned) over itself.
THROW = "Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ"
# All 28 pieces in play, the hive twelve rows tall (a seeded random game of 60 plies).
CROWD = ("Base+MLP;InProgress;White[31];wP;bG1 wP/;wL wP\\;bS1 bG1/;wG1 -wP;bL \\bS1;wQ \\wG1;bQ \\bL;wL -bG1;"
         "bA1 bQ/;wS1 /wG1;bA2 bA1/;wG2 \\wL;bM \\bA2;wS2 wS1\\;bG2 bS1\\;wM wP\\;bB1 bG2\\;wL wM\\;bS2 bB1/;wB1 /wM;"
         "bB1 bS2;wB1 wL;bA3 -bA1;wA1 wB1-;bB2 /bM;wA1 wB1\\;bA3 bM/;wB1 /wM;bG3 bA1\\;wB1 wM;bA2 wS2\\;wA1 bB1/;"
         "bA3 wL-;wA1 /wQ;bA2 bM/;wA1 \\bA3;bA3 -wG2;wB2 /wQ;bA2 bM-;wB1 /wM;bP bA2/;wA1 /bQ;bL bG1\\;wP bL\\;"
         "bB1 \\bS2;wB2 wQ;bA3 -wS1;wB2 -wG2;bA3 \\bM;wG3 -wB2;bG2 bQ\\;wA2 wS2\\;bG2 bS1\\;wA3 /wA2;bA3 -bP;"
         "wA3 \\bP;bG2 bS2-;wA2 \\wG3;bA2 bP-")
# A middle game: both racks hold pieces.
MIDDLE = ("Base+MLP;InProgress;White[8];wG1;bQ wG1/;wS1 wG1\\;bA1 \\bQ;wM /wG1;bM \\bA1;wQ wM\\;bM wS1\\;"
          "wG2 -wG1;bA2 -bA1;wP /wQ;bA2 /wM;wS2 \\wG2;bS1 bM\\")


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


def reviewed(page: Any, moves: int, timeout: float = 120_000) -> None:
    """Wait until the review of a game of ``moves`` moves has all its positions (the start and one after each move)."""
    page.wait_for_selector("#review section.review progress")
    page.wait_for_function("(total) => document.querySelector('.review-count')?.textContent === total + ' / ' + total",
                           arg=moves + 1, timeout=timeout)


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
    page.fill("#hive-paste", "1. e4 e5")                                      # not a game of Hive
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
    reviewed(page, len(CLIMB.split(";")) - 3)                 # opened in review: each position evaluated
    assert position(page) == CLIMB
    assert page.input_value("[data-role=gamestring]") == CLIMB


HIVEGAME_PGN = """[GameType "Base+M"]
[Site "hivegame.com"]
[White "anna"]
[Black "ola"]
[Result "InProgress"]

1. wM1
2. bG1 wM-
3. wQ -wM
4. bQ wQ
"""


def test_a_hivegame_file_opened_or_dropped_shows_where_it_stops(server, new_context, boot, screenshot, tmp_path):
    """A PGN downloaded from hivegame.com, by file and by drop: read up to its move that cannot be played
    (a Queen cannot climb), said where and why, and opened as a game with its moves."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/#/tool/hive/position"))
    file = tmp_path / "game.pgn"
    file.write_text(HIVEGAME_PGN, encoding="utf-8")
    page.set_input_files("#hive-file", str(file))
    page.wait_for_selector(".hive-tool svg.hive-board")
    assert "Read up to move 4, which cannot be played (bQ wQ)" in page.inner_text(".hive-tool .error[role=alert]")
    assert page.locator(".hive-tool svg.hive-board .cell").count() == 3
    page.goto(server.url("/#/"))
    page.goto(server.url("/#/tool/hive/position"))
    page.wait_for_selector("#hive-paste")
    page.evaluate("""(text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], "game.pgn", {type: "text/plain"}));
      const area = document.getElementById("hive-paste");
      for (const type of ["dragover", "drop"]) area.dispatchEvent(new DragEvent(type, {bubbles: true, cancelable: true, dataTransfer: data}));
    }""", HIVEGAME_PGN.replace("4. bQ wQ", "4. bQ bG1-"))
    page.wait_for_selector(".hive-tool .notice[role=status]")
    assert "A valid game: 4 moves, Base+M." in page.inner_text(".hive-tool .notice")
    screenshot(page, "hive-import-desktop")
    page.click("[data-role=open-position]")
    page.wait_for_selector(PLAY)
    assert position(page) == "Base+M;InProgress;White[3];wM;bG1 wM-;wQ -wM;bQ bG1-"
    assert page.locator(".moves li").count() >= 4                           # the game's moves came along
    reviewed(page, 4)                                                       # and their review, at once


def test_a_hivegame_file_stopped_mid_way_opens_in_review_and_may_be_played_on(server, new_context, boot, tmp_path):
    """The PGN read up to its move that cannot be played opens with the moves before it, not over: reviewed
    all the same, whom to play asked, and it is saved (a reload opens it, as a saved game, without a review)."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/#/tool/hive/position"))
    file = tmp_path / "game.pgn"
    file.write_text(HIVEGAME_PGN, encoding="utf-8")
    page.set_input_files("#hive-file", str(file))
    page.wait_for_selector(".hive-tool .error[role=alert]")
    page.click("[data-role=open-position]")
    page.wait_for_selector(PLAY)
    reviewed(page, 3)
    assert position(page) == "Base+M;InProgress;Black[2];wM;bG1 wM-;wQ -wM"
    assert "Read up to move 4, which cannot be played (bQ wQ)" in page.inner_text("#status")   # still said why
    assert page.locator("form.link-choice").is_visible()                   # not over: it may be played on
    assert re.match(r"^#/play/", page.evaluate("location.hash"))
    page.reload()
    page.wait_for_selector(PLAY)
    assert position(page) == "Base+M;InProgress;Black[2];wM;bG1 wM-;wQ -wM" and page.locator("#review section").count() == 0


def test_a_boardspace_file_opens_whole_in_review(server, new_context, boot, tmp_path, screenshot):
    """A real boardspace.net record (tests/hive/games), chosen as a file: read whole, opened as a saved game
    and reviewed at once, its review in view with the moves graded; a finished game asks nobody to play."""
    page = boot(new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800}).new_page(),
                server.url("/#/tool/hive/position"))
    name = "boardspace-2016-05-06-triplefool-Dumbot.sgf"
    page.set_input_files("#hive-file", str(Path(__file__).resolve().parents[1] / "hive" / "games" / name))
    page.wait_for_selector(".hive-tool .notice[role=status]")
    assert "A valid game: 26 moves, Base." in page.inner_text(".hive-tool .notice")
    page.click("[data-role=open-position]")
    page.wait_for_selector(PLAY)
    assert position(page).startswith("Base;BlackWins;White[14];wS1;bB1 /wS1;wQ \\wS1;")
    reviewed(page, 26)
    page.wait_for_function("() => { const r = document.getElementById('review').getBoundingClientRect();"
                           " return r.top >= 0 && r.top < innerHeight - 60; }")
    assert page.locator(".review-graph .review-point").count() == 27
    assert page.locator(".review-mistakes li").count() + page.locator(".review-none").count() >= 1
    assert re.fullmatch(r"Accuracy: .+ \d+% · .+ \d+%", page.inner_text(".review-accuracy"))
    assert page.locator("form.link-choice").count() == 0
    saved = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('stolik/v1/game/'))")
    assert page.evaluate("location.hash") == "#/play/" + saved[0].rsplit("/", 1)[1] and len(saved) == 1
    screenshot(page, "hive-boardspace-review-1280")


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


@pytest.mark.slow
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


# ----- motion, drag and drop, layout, turning, copying -----------------------------------------------
# Every animation the page runs on a piece of the Hive board, as it starts: the piece, what runs
# (a transition's property or an animation's name) and for how long.
RECORD_MOTION = """() => {
  window.hiveMotion = [];
  const seen = new Set();
  const look = () => {
    for (const run of document.getAnimations()) {
      const target = run.effect && run.effect.target;
      const piece = target && target.closest ? target.closest('svg.hive-board .piece') : null;
      if (piece && !seen.has(run)) {
        seen.add(run);
        window.hiveMotion.push({piece: piece.dataset.key, what: run.transitionProperty || run.animationName,
                                ms: run.effect.getComputedTiming().duration});
      }
    }
    requestAnimationFrame(look);
  };
  look();
}"""
BUG_NAMES = {"Q": "Queen Bee", "S": "Spider", "B": "Beetle", "G": "Grasshopper", "A": "Soldier Ant",
             "M": "Mosquito", "L": "Ladybug", "P": "Pillbug"}


def middle_of(box: dict[str, float]) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag(page: Any, source: str, to: tuple[float, float], while_carried: Any = None) -> None:
    """A real mouse drag: press on ``source``, move in steps to ``to``, look (``while_carried``), let go."""
    page.mouse.move(*middle_of(page.locator(source).bounding_box()))
    page.mouse.down()
    page.mouse.move(*to, steps=12)
    if while_carried is not None:
        while_carried()
    page.mouse.up()


def lit(page: Any, selector: str) -> bool:
    """Whether the drop mark of the first ``selector`` shows (it is always there, to be dropped on)."""
    return page.locator(f"{selector} .reach").first.evaluate("e => getComputedStyle(e).opacity") == "1"


def test_a_move_slides_its_piece_and_the_computers_reply_animates_too(server, new_context, boot, screenshot):
    """Motion on: the climbing beetle stays the same element and slides onto the queen (a transition of
    its transform, 150-300 ms) hopping as it climbs; the computer's reply animates the same way, and its
    destination (and origin, for a move) stays marked afterwards."""
    page = new_context(viewport=DESKTOP).new_page()
    open_position(page, boot, server, CLIMB)
    page.check("form.link-choice input[name=opponent][value=computer]")
    page.select_option("form.link-choice select[name=level]", "easy")
    page.check("form.link-choice input[name=side][value='0']")
    page.click("form.link-choice button[type=submit]")
    settle(page)
    page.evaluate(RECORD_MOTION)
    page.evaluate("() => { window.beetle = document.querySelector('svg.hive-board .piece[data-key=wB1]'); }")
    page.click("svg.hive-board .cell[data-piece=wB1]")
    page.click("svg.hive-board .dest[data-move='wB1 wQ']")
    page.wait_for_selector(f"{PLAY}[data-moves='2']", timeout=60_000)     # the climb and the computer's reply
    settle(page)
    motion = page.evaluate("() => window.hiveMotion")
    assert {"piece": "wB1", "what": "transform", "ms": 250} in motion, motion
    assert {"piece": "wB1", "what": "hive-hop", "ms": 250} in motion, motion
    assert all(150 <= run["ms"] <= 300 for run in motion), motion
    assert any(run["piece"].startswith("b") for run in motion), motion       # the computer's piece moved too
    assert page.evaluate("() => window.beetle === document.querySelector('svg.hive-board .piece[data-key=wB1]')")
    info = page.evaluate("""() => { const board = document.querySelector('svg.hive-board');
        return {to: board.querySelectorAll('.cell.last-to').length, from: board.querySelectorAll('.last-from').length,
                moved: board.querySelector('.cell.last-to').dataset.piece}; }""")
    assert info["to"] == 1 and info["moved"].startswith("b") and info["from"] <= 1, info
    screenshot(page, "hive-after-computer-desktop")


@pytest.mark.parametrize("how", ["system", "toggle"])
def test_no_piece_moves_when_motion_is_off(server, new_context, boot, how):
    """The system's "reduce motion", or the header's motion toggle: the piece is simply at its new cell."""
    page = new_context(viewport=DESKTOP, reduced_motion="reduce" if how == "system" else "no-preference").new_page()
    open_position(page, boot, server, CLIMB)
    if how == "toggle":
        page.click("#motion-button")
        page.wait_for_selector("html[data-motion=off]", state="attached")
    page.evaluate(RECORD_MOTION)
    page.click("svg.hive-board .cell[data-piece=wB1]")
    play(page, "svg.hive-board .dest[data-move='wB1 wQ']")
    assert page.evaluate("() => window.hiveMotion") == []
    piece = page.locator("svg.hive-board .piece[data-key=wB1]")
    assert piece.evaluate("e => getComputedStyle(e).transitionDuration") == "0s"
    assert page.locator("svg.hive-board .cell.last-to[data-piece=wB1]").count() == 1


def test_pieces_are_dragged_from_the_rack_and_on_the_board(server, new_context, boot, screenshot, console_errors):
    """Drag a Spider from the rack onto the start cell (lit while it is carried), then on a hand-built board
    drag the beetle onto an empty corner (it snaps back, no move) and onto the queen (it climbs)."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, opponent="friend")
    start = "svg.hive-board .drop[data-select='cell:0,0']"

    def carried_spider() -> None:
        assert lit(page, f"{start}[data-for~='take:S']")
        assert page.locator(".hive-rack .grip.carried[data-select='take:S']").count() == 1
        screenshot(page, "hive-drag-from-rack-desktop")
    drag(page, ".hive-rack [data-select='rack:S']", middle_of(page.locator(f"{start} .reach").bounding_box()), carried_spider)
    page.wait_for_selector(f"{PLAY}[data-moves='1']")
    assert position(page) == "Base+MLP;InProgress;Black[1];wS1"

    open_position(page, boot, server, CLIMB)
    beetle, queen = "svg.hive-board .grip[data-select='drag:1,0']", "svg.hive-board .cell[data-piece=wQ]"
    field = page.locator(".hive-field").bounding_box()
    drag(page, beetle, (field["x"] + 30, field["y"] + field["height"] - 30))          # nowhere it can go
    assert page.get_attribute(PLAY, "data-moves") == "0" and position(page) == CLIMB
    assert page.locator(beetle).evaluate("e => e.style.transform + e.getAttribute('class')") == "grip"

    def carried_beetle() -> None:
        assert lit(page, "svg.hive-board [data-select='cell:0,0'][data-for~='drag:1,0']")
        assert not lit(page, "svg.hive-board [data-for]:not([data-for~='drag:1,0'])")     # where only a rack piece goes
    drag(page, beetle, middle_of(page.locator(queen).bounding_box()), carried_beetle)
    page.wait_for_selector(f"{PLAY}[data-moves='1']")
    assert position(page) == CLIMB.replace("White[3]", "Black[3]") + ";wB1 wQ"
    assert console_errors == []


def test_at_1280x800_the_board_fills_the_height_and_the_controls_stay_in_view(server, new_context, boot, screenshot,
                                                                              axe, describe_violations):
    """A crowded hive (all 28 pieces, twelve rows) gets the window's height, so its bugs stay readable;
    Undo, Flip, the GameString and its Copy button are on screen without scrolling."""
    page = new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800}).new_page()
    open_position(page, boot, server, CROWD)
    page.click("form.link-choice button[type=submit]")                       # two friends on this device
    page.wait_for_selector("form.link-choice", state="detached")
    idle(page)                      # the board fitted and the regions left for later drawn (failed under load)
    board = page.locator("svg.hive-board").bounding_box()
    assert board["height"] >= 600 and board["y"] + board["height"] <= 800, board
    icons = page.locator("svg.hive-board use.bug").evaluate_all("els => els.map(e => e.width.baseVal.value * e.getScreenCTM().a)")
    assert len(icons) == 28 and min(icons) >= 30, icons          # the box each bug is drawn in, in CSS pixels
    assert page.evaluate("() => window.scrollY") == 0
    for selector in ("[data-action=undo]", "[data-action=flip]", "[data-role=gamestring]", "#panel [data-action=copy-text]",
                     "[data-action=hive-turn]"):
        box = page.locator(selector).first.bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 800, (selector, box)
    tools = page.locator(".hive-tools").bounding_box()          # its strip is free: no cell lies under "+" (found in use)
    assert tools["y"] + tools["height"] <= board["y"] + 1, (tools, board)
    screenshot(page, "hive-crowded-1280x800", full_page=False)
    violations = axe(page)
    assert violations == [], describe_violations(violations)


@pytest.mark.parametrize("viewport", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_rack_chips_name_their_bug_and_the_count_leaves_the_icon_free(server, new_context, boot, screenshot, viewport):
    page = new_context(reduced_motion="reduce", viewport=viewport).new_page()
    open_position(page, boot, server, MIDDLE)
    chips = page.locator(".hive-rack .chip").evaluate_all("""els => els.map(e => {
        const icon = e.querySelector('use.bug').getBoundingClientRect(), count = e.querySelector('.count').getBoundingClientRect();
        return {kind: e.dataset.kind, title: e.title,
                apart: count.left >= icon.right || count.top >= icon.bottom || count.right <= icon.left || count.bottom <= icon.top};
    })""")
    assert len(chips) >= 8
    for chip in chips:
        assert chip["title"].startswith(BUG_NAMES[chip["kind"]]) and chip["apart"], chip
    screenshot(page, f"hive-racks-{'phone' if viewport is PHONE else 'desktop'}", full_page=False)


def test_the_board_turns_in_sixths_and_remembers_it(server, new_context, boot, wait_ready, screenshot):
    """wB1 stands east of wQ; each turn button moves it a sixth round the queen; the turn is remembered
    on this device (a reload keeps it) and flipping adds half a turn."""
    page = new_context(reduced_motion="reduce", viewport=DESKTOP).new_page()
    open_position(page, boot, server, CLIMB)

    def bearing() -> int:
        (qx, qy), (bx, by) = (middle_of(page.locator(f"svg.hive-board .cell[data-piece={p}]").bounding_box()) for p in ("wQ", "wB1"))
        return round(math.degrees(math.atan2(by - qy, bx - qx))) % 360
    assert bearing() == 0
    page.click("[data-action=hive-turn][data-value='1']")
    assert bearing() == 60
    screenshot(page, "hive-turned-desktop", full_page=False)
    page.reload()
    wait_ready(page)
    settle(page)
    assert bearing() == 60
    page.click("[data-action=flip]")
    assert bearing() == 240
    page.click("[data-action=hive-turn][data-value='-1']")
    assert bearing() == 180


def test_the_gamestring_is_copied_with_one_click(server, new_context, boot):
    page = new_context(reduced_motion="reduce", viewport=DESKTOP, permissions=["clipboard-read", "clipboard-write"]).new_page()
    open_position(page, boot, server, CLIMB)
    button = page.locator("#panel [data-action=copy-text]")
    assert button.get_attribute("data-value") == CLIMB
    button.click()
    page.wait_for_function("async text => (await navigator.clipboard.readText()) === text", arg=CLIMB)


OFF_VIEW = """() => {
    const svg = document.querySelector('svg.hive-board').getBoundingClientRect();
    const off = [...document.querySelectorAll('svg.hive-board .dest')].filter(d => {
        const r = d.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
        return x < svg.left || x > svg.right || y < svg.top || y > svg.bottom; }).length;
    const note = document.querySelector('.hive-off-view');
    return [document.querySelectorAll('svg.hive-board .dest').length, off, note ? note.innerText : ''];
}"""


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_phone_says_how_many_lit_places_lie_off_the_view(server, new_context, boot, screenshot, lang):
    """At 390x844 the fitted view clipped 14-49% of the lit places with nothing saying so: the view now
    follows the chosen piece, and a note counts what is still off it, again after a pan."""
    context = new_context(reduced_motion="reduce", viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = boot(context.new_page(), server.url(link(CROWD)))
    settle(page)
    if lang == "pl":
        page.tap("#lang-button")
        page.wait_for_selector("html[lang=pl]")
    page.tap("svg.hive-board .cell[data-piece=wA2]")
    page.wait_for_selector("svg.hive-board .dest")
    lit, off, note = page.evaluate(OFF_VIEW)
    screenshot(page, f"hive-off-view-phone-{lang}", full_page=False)
    assert lit > 8 and off > 0
    assert f": {off}." in note, (lit, off, note)
    box = page.locator("svg.hive-board").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, 400)                                    # zoom out: fewer off the view, the note follows
    page.evaluate("() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")
    settle(page)
    before = off
    lit, off, note = page.evaluate(OFF_VIEW)
    assert off < before
    assert (f": {off}." in note) if off else note == "", (lit, off, note)
