"""The page updates only what changed: the status live region, focus and the keyboard survive every move.

A screen-reader user hears each move because the status region is one element whose text changes
(a replaced region may not be announced); a keyboard user keeps their place on the board.
"""
from __future__ import annotations

import pytest

from stolik.games import ENGINES
from play_page import PLAY, idle, moves, play, settle, start_game

pytestmark = pytest.mark.e2e

# A property, not an attribute: the page's patch would take away an attribute its markup does not have.
MARK = "() => { document.querySelector('.status').testMark = 'same'; document.querySelector('section.play').testMark = 'same'; }"
ACTIVE = "() => { const a = document.activeElement; return a ? (a.getAttribute('aria-label') || a.id || a.tagName) : ''; }"
IN_BOARD = "() => !!document.activeElement && !!document.activeElement.closest('#board-wrap')"
ON_BOARD_OR_PANEL = "() => !!document.activeElement && !!document.activeElement.closest('#board-wrap, #panel')"


def wait_for_focus(page, where: str, message: str) -> None:
    """Focus comes back at the frame after the redraw: the page is idle only once it has."""
    idle(page)
    assert page.evaluate(where), f"{message}: {page.evaluate(ACTIVE)}"


def focus_a_legal_hole(page) -> str:
    page.focus("#board-wrap [data-move][tabindex]")
    return page.evaluate(ACTIVE)


def play_one_move_by_keys(page) -> None:
    """Uncover a hidden hand, then choose targets (selections first) until one move is played."""
    before = moves(page)
    for _ in range(8):
        for selector in ("[data-action=uncover]", "#panel [data-move]:not([disabled])", "#board-wrap [data-move][tabindex]",
                         "#board-wrap [data-select][tabindex]"):
            if page.locator(selector).count():
                page.focus(selector)
                break
        page.keyboard.press("Enter")
        try:
            page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])", timeout=2000)
            return
        except Exception:  # noqa: BLE001 - a selection, not yet a move
            continue
    raise AssertionError("no move was played")


@pytest.mark.parametrize("game", list(ENGINES))
def test_a_move_keeps_the_live_region_and_gives_focus_back_to_the_board(server, page, boot, game):
    boot(page, server.url("/"))
    start_game(page, game, opponent="friend")
    settle(page)
    page.evaluate(MARK)
    status = page.inner_text(".status")
    before = moves(page)
    play_one_move_by_keys(page)
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    settle(page)
    assert page.evaluate("() => document.querySelector('.status').testMark") == "same", "status region replaced"
    assert page.evaluate("() => document.querySelector('section.play').testMark") == "same", "page rebuilt"
    assert page.inner_text(".status") != status, "the status says something new after the move"
    wait_for_focus(page, ON_BOARD_OR_PANEL, "the keyboard lost its place")


def test_arrow_keys_walk_the_board_and_enter_plays(server, page, boot):
    boot(page, server.url("/"))
    start_game(page, "gore", opponent="friend", first="0")
    settle(page)
    first = focus_a_legal_hole(page)
    page.keyboard.press("ArrowRight")
    second = page.evaluate(ACTIVE)
    assert second != first and page.evaluate(IN_BOARD)
    page.keyboard.press("ArrowLeft")
    assert page.evaluate(ACTIVE) == first
    before = moves(page)
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    settle(page)
    wait_for_focus(page, IN_BOARD, "after the move the keyboard is still on the board")


def test_the_new_game_dialog_keeps_focus_and_gives_it_back(server, page, boot):
    boot(page, server.url("/"))
    page.focus("[data-action=new][data-game=kosci]")
    page.keyboard.press("Enter")
    page.wait_for_selector(".dialog")
    for _ in range(25):
        page.keyboard.press("Tab")
        assert page.evaluate("() => !!document.activeElement.closest('.dialog')"), "Tab left the dialog"
    for _ in range(5):
        page.keyboard.press("Shift+Tab")
        assert page.evaluate("() => !!document.activeElement.closest('.dialog')"), "Shift+Tab left the dialog"
    page.keyboard.press("Escape")
    page.wait_for_selector(".dialog", state="detached")
    assert page.evaluate("() => document.activeElement.dataset.game") == "kosci"


def test_a_new_screen_starts_at_the_top(server, page, boot):
    page.set_viewport_size({"width": 390, "height": 500})
    boot(page, server.url("/"))
    page.evaluate("() => window.scrollTo(0, document.body.scrollHeight)")
    assert page.evaluate("() => window.scrollY") > 0
    start_game(page, "gore", opponent="friend")
    settle(page)
    assert page.evaluate("() => window.scrollY") == 0


def test_the_motion_toggle_turns_animations_off_and_is_remembered(server, page, boot):
    boot(page, server.url("/"))
    assert page.get_attribute("html", "data-motion") == "on"
    page.click("#motion-button")
    assert page.get_attribute("html", "data-motion") == "off"
    assert page.get_attribute("#motion-button", "aria-pressed") == "false"
    start_game(page, "gore", opponent="friend", first="0")
    settle(page)
    page.evaluate("""() => { window.seenStates = []; const seen = new MutationObserver(() => window.seenStates.push(
        document.querySelector('section.play').dataset.state));
        seen.observe(document.querySelector('section.play'), {attributes: true, attributeFilter: ['data-state']});
        (window.stolikTestEnds ||= []).push(() => seen.disconnect()); }""")
    before = moves(page)
    page.click("#board-wrap [data-move]")
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    settle(page)
    assert "animating" not in page.evaluate("() => window.seenStates"), "a sowing animated with motion off"
    page.reload()
    page.wait_for_selector("html[data-ready]")
    assert page.get_attribute("html", "data-motion") == "off", "remembered on this device"


def test_under_reduced_motion_the_motion_toggle_says_off_and_cannot_say_on(server, new_context, boot):
    """The system asks for less motion: nothing moves, so the toggle says so (it said "Motion: on")."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    assert page.get_attribute("html", "data-motion") == "off"
    assert page.get_attribute("#motion-button", "aria-pressed") == "false"
    assert page.is_disabled("#motion-button") and "system" in page.inner_text("#motion-button")
    assert "less motion" in page.get_attribute("#motion-button", "title")


def test_on_a_phone_the_header_toggles_show_whether_they_are_on(server, new_context, boot):
    """390x844: the toggles show their sign only (♪, ∿), so on and off must look different: filled when
    on, outlined with the sign struck through when off (sound off looked like sound on)."""
    page = boot(new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True).new_page(), server.url("/"))
    look = """(id) => { const b = document.getElementById(id), sign = b.querySelector('[aria-hidden]');
        return [getComputedStyle(b).backgroundColor, getComputedStyle(sign).textDecorationLine]; }"""
    off = page.evaluate(look, "sound-button")
    page.click("#sound-button")
    on = page.evaluate(look, "sound-button")
    assert page.get_attribute("#sound-button", "aria-pressed") == "true"
    assert on[0] != off[0] and off[1] == "line-through" and on[1] == "none", (off, on)
    assert page.evaluate(look, "motion-button") == on           # motion is on by default: it looks on too


@pytest.mark.parametrize("game", list(ENGINES))
def test_a_hint_is_shown_not_played_and_marked_in_the_move_list(server, page, boot, game):
    boot(page, server.url("/"))
    start_game(page, game, opponent="friend")
    settle(page)
    if page.locator("[data-action=uncover]").count():
        page.click("[data-action=uncover]")
    before = moves(page)
    page.click("[data-action=hint]")
    page.wait_for_function("() => /Hint: /.test(document.querySelector('.status').innerText)", timeout=60_000)
    assert moves(page) == before, "a hint is not played"
    hinted = page.evaluate("() => window.stolikApp.turns.hinted()")
    page.evaluate("(move) => window.stolikApp.human_move(move)", hinted)   # the player follows it
    settle(page)
    assert page.inner_text(".moves li:last-child").endswith("hint")   # (a move against it is not marked: test_hint_web)
    page.reload()
    page.wait_for_selector(PLAY)
    assert page.inner_text(".moves li:last-child").endswith("hint"), "kept with the saved game"


# The page as drawn, against its whole markup freshly parsed: any region left stale shows as a difference.
# A listed move's drawing where the resting pointer is (data-pointed, web/preview.py) is not in the markup.
DRAWN_AS_MARKUP = """() => {
  const app = document.getElementById("app").cloneNode(true), fresh = document.createElement("template");
  app.querySelectorAll("[data-pointed]").forEach((place) => place.replaceChildren());
  fresh.innerHTML = window.stolikApp.painter.painted.markup();
  const nodes = [...fresh.content.childNodes];
  return nodes.length === app.childNodes.length && nodes.every((node, i) => node.isEqualNode(app.childNodes[i]));
}"""


PICK = {"hive": "[data-select^='rack:']", "kosci": "#board-wrap [data-select]"}   # a piece to choose first


@pytest.mark.parametrize("game", ["hive", "kosci"])
def test_a_redraw_left_for_later_tasks_still_ends_as_a_whole_one(server, page, boot, game):
    """A redraw past its time budget leaves the regions it has not drawn for tasks of their own
    (the board first). With no budget at all every region of every move goes that way: the page
    must still end exactly as its markup, and clicks on it still play."""
    boot(page, server.url("/"))
    start_game(page, game, opponent="friend")
    settle(page)
    page.evaluate("() => window.stolikApp.painter.budget_ms = -1")
    for _ in range(4):
        before = moves(page)
        for _ in range(6):                  # a selection first where the game has one (a piece, a square)
            playable = page.locator("section.play [data-move]:not([disabled]):not([data-move=pass])")
            (playable if playable.count() else page.locator(PICK[game])).first.click()
            try:
                page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])", timeout=1500)
                break
            except Exception:  # noqa: BLE001 - a selection, not yet a move
                continue
        settle(page)
        assert page.evaluate("() => window.stolikApp.painter.unpainted === undefined"), "a redraw never finished"
        assert page.evaluate(DRAWN_AS_MARKUP), "the page differs from the markup it was drawn from"
    assert int(moves(page)) >= 4


@pytest.mark.parametrize("opponent", ["friend", "computer"])
def test_a_move_is_drawn_in_the_tasks_after_its_click(server, new_context, boot, opponent):
    """The click that plays a move ends its task with the move played and saved, the page as it was; the
    redraw follows in tasks of its own, so the layout Chromium does at the end of a click is not added to
    it (scripts/bench ui: long tasks of 50-80 ms in 4 of 6 games, 1 after), whatever the redraw's budget,
    also when the computer starts to think then. The page ends as its markup."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "gore", opponent=opponent)
    settle(page)
    page.evaluate("() => window.stolikApp.painter.budget_ms = 1e9")
    page.evaluate("() => { window.atClick = []; addEventListener('click', () => atClick.push(document.querySelector('section.play').dataset.moves)); }")
    before = moves(page)
    page.click("#board-wrap [data-move]:not([disabled])")
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    settle(page)
    assert page.evaluate("() => atClick") == [before]
    assert page.evaluate(DRAWN_AS_MARKUP), "the page differs from the markup it was drawn from"


def test_a_move_clicked_in_the_panel_leaves_the_keyboard_on_the_next_move(server, page, boot):
    """Mądre kości: a move chosen by clicking its outcome in the side panel; the button goes with the
    outcomes, and the board (laid out by its parts) has nothing to focus: the panel's next move (the
    roll) gets the focus, not the page's body."""
    boot(page, server.url("/"))
    start_game(page, "kosci", opponent="friend")
    settle(page)
    for _ in range(2):
        play(page, "#panel [data-move^=setup]")
    for _ in range(6):                       # roll until a roll gives a move to choose (else it is passed)
        play(page, "#panel [data-move=roll]")
        if page.locator("#panel [data-move]:not([data-move=roll])").count():
            break
    play(page, "#panel [data-move]:not([data-move=roll])")
    idle(page)
    assert page.evaluate(ON_BOARD_OR_PANEL), page.evaluate(ACTIVE)
