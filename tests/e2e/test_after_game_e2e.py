"""After a game: rematch with the sides swapped, a new game, and the saved-games list telling how games ended."""
from __future__ import annotations

import re

import pytest

from play_page import PLAY, settle, start_game

pytestmark = pytest.mark.e2e


def test_rematch_swaps_sides_and_the_list_shows_the_winner_with_view(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "gore", opponent="computer", level="easy", side="0", first="0")
    settle(page)
    assert re.search(r"South \(you\)", page.inner_text(".players"))
    page.click("[data-action=resign]")
    page.click(".ask [data-action=resign-confirm]")
    assert settle(page) == "over"
    assert page.locator(".after-game [data-action=new][data-game=gore]").count() == 1
    screenshot(page, "gore-after-game")
    first_game = page.url
    page.click(".after-game [data-action=rematch]")
    page.wait_for_function("(url) => location.href !== url", arg=first_game)
    page.wait_for_selector(f"{PLAY}[data-moves]")
    assert re.search(r"North \(you\)", page.inner_text(".players"))
    page.goto(server.url("/#/"))
    page.wait_for_selector(".saved-list")
    finished = page.locator(".saved", has_text="North won")
    assert finished.count() == 1 and finished.locator("[data-action=resume]").inner_text() == "View"
    screenshot(page, "home-finished-game")


COUNT_TONES = """() => {
  window.tones = 0;
  const make = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function () { window.tones += 1; return make.call(this); };
}"""


def test_sound_is_off_until_turned_on_remembered_and_plays_for_moves(server, new_context, boot):
    context = new_context(reduced_motion="reduce")
    context.add_init_script(f"({COUNT_TONES})()")
    page = boot(context.new_page(), server.url("/"))
    assert page.get_attribute("#sound-button", "aria-pressed") == "false"
    start_game(page, "gore", opponent="computer", level="easy", side="0", first="0")
    settle(page)
    page.click("[data-move=S1]")
    settle(page)
    assert page.evaluate("() => window.tones") == 0          # off by default: silence
    page.click("#sound-button")
    assert page.get_attribute("#sound-button", "aria-pressed") == "true"
    page.reload()
    settle(page)
    assert page.get_attribute("#sound-button", "aria-pressed") == "true" and "on" in page.inner_text("#sound-button")
    page.click("svg.gore [data-move]")                       # a click for my move, two notes when the computer answers
    page.wait_for_function("() => window.tones >= 3", timeout=30_000)


def test_a_shared_position_asks_whom_to_play_and_the_computer_takes_its_side(server, new_context, boot, screenshot):
    from urllib.parse import quote
    page = boot(new_context(reduced_motion="reduce").new_page(),
                server.url("/#/gore/p/" + quote("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S", safe="")))
    page.wait_for_selector("form.link-choice")
    screenshot(page, "gore-link-choice")
    level, side = page.locator("form.link-choice select[name=level]"), page.locator("form.link-choice input[name=side]").first
    assert not level.is_visible() and not side.is_visible()    # a friend here plays both sides: no level, no side
    page.check("form.link-choice input[name=opponent][value=computer]")
    assert level.is_visible() and side.is_visible()
    page.select_option("form.link-choice select[name=level]", "easy")
    page.check("form.link-choice input[name=side][value='1']")
    page.click("form.link-choice button[type=submit]")
    page.wait_for_selector(f"{PLAY}[data-moves='1']", timeout=60_000)    # the computer, South, moved first
    assert re.search(r"North \(you\)", page.inner_text(".players"))
    assert page.locator("form.link-choice").count() == 0
    page.reload()
    settle(page)
    assert re.search(r"South \(computer, easy\)", page.inner_text(".players"))
