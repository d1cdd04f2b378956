"""Goré in the real browser: what a player does, from the new-game dialog to the result."""
from __future__ import annotations

import json
import re
from typing import Any

import pytest

from play_page import (PLAY, idle, moves, play, play_until_over, position, result_status, resume, saved_game, settle,
                       share_links, start_game as start, watch, watched)

pytestmark = pytest.mark.e2e


def start_game(page: Any, *, opponent: str = "computer", level: str = "normal", side: str = "0", first: str = "0") -> None:
    start(page, "gore", opponent=opponent, level=level, side=side, first=first)


def saved_keys(page: Any) -> list[str]:
    return page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('stolik/v1/game/')).sort()")


@pytest.mark.slow
def test_whole_game_against_the_computer_reaches_a_result(server, new_context, boot, screenshot, console_errors):
    """Sow by clicking legal holes (answering offers, passing when forced) until the game ends."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, level="easy")
    assert play_until_over(page, lambda _: play(page, "svg.gore .hole.legal, #panel [data-move]:not([disabled])"), 400) == "over"
    status = result_status(page)
    assert re.search(r": \w+ \d+, \w+ \d+", status)
    screenshot(page, "gore-result-desktop")
    assert console_errors == []


def test_game_survives_a_reload(server, page, boot):
    boot(page, server.url("/"))
    start_game(page, opponent="friend")
    play(page, "[data-move=S2]")
    play(page, "[data-move=N1]")
    before, url = position(page), page.url
    page.reload()
    page.wait_for_selector(PLAY)
    assert page.url == url and position(page) == before
    assert page.locator(".moves li").count() == 3    # start position + 2 moves


def test_sowing_animation_runs_and_can_be_skipped(server, page, boot):
    boot(page, server.url("/"))
    start_game(page, opponent="friend")
    # "Skip" is clicked by the page itself the moment it shows: on a loaded machine the test's own click
    # could come after the 0.8 s sowing has ended.
    watch(page, """() => { const skip = document.querySelector('section.play[data-state=animating] .skip:not([hidden])');
        if (skip) { skip.click(); return true; } }""", once=True)
    page.click("[data-move=S4]")
    assert settle(page) == "human"
    assert watched(page) == [True], "no Skip was shown while the sowing was"
    assert position(page) == "7,7,6,0,7,7,7,7 SSSSNNNN 0:0 N"
    assert page.locator(".skip").is_hidden(), "the button is there only while a move is shown"


def test_keyboard_sows_from_a_focused_hole(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, opponent="friend")
    page.focus("[data-move=S3]")
    assert "3" in page.get_attribute("[data-move=S3]", "aria-label")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{PLAY}[data-moves='1']")
    assert position(page).startswith("7,6,0,7,7,7,7,7")


def test_exchange_offer_and_acceptance_between_two_players(server, new_context, boot):
    """A shared position where North has captured seeds: South offers S3, North accepts and pays 6."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/gore/p/6%2C6%2C6%2C6%2C6%2C0%2C0%2C0%20SSSSNNNN%200%3A18%20S"))
    page.wait_for_selector(PLAY)
    page.click("[data-action=offer-start]")
    page.click("[data-select=S3]")
    play(page, "#panel [data-move='x:S3']")
    assert "S3" in page.inner_text("#panel") or "D3" in page.inner_text("#panel")
    play(page, "#panel [data-move='+']")
    assert position(page) == "6,6,12,6,6,0,0,0 SSNSNNNN 0:12 N"
    label = page.get_attribute("[data-hole=S3]", "aria-label")
    assert re.search(r"North|Góra", label)


def test_forced_pass_is_offered_and_shown(server, new_context, boot):
    """South owns no seeds: the only sowing move is gone, a Pass button plays 'pass', the log says so."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/gore/p/0%2C0%2C0%2C0%2C3%2C3%2C3%2C3%20SSSSNNNN%2018%3A18%20S"))
    page.wait_for_selector(PLAY)
    assert page.locator("svg.gore [data-move]").count() == 0
    play(page, "#panel [data-move=pass]")
    assert position(page) == "0,0,0,0,3,3,3,3 SSSSNNNN 18:18 N"
    assert re.search(r"passes|pasuje", page.inner_text(".status")) and re.search(r"passes|pasuje", page.inner_text(".moves"))


def test_undo_against_the_computer_takes_back_both_moves(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, level="easy")
    start = position(page)
    play(page, "[data-move=S1]")
    assert page.get_attribute(PLAY, "data-moves") == "2"
    page.click("[data-action=undo]")
    settle(page)
    assert position(page) == start and page.get_attribute(PLAY, "data-moves") == "0"


def test_history_steps_back_and_forward(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, opponent="friend")
    play(page, "[data-move=S1]")
    after = position(page)
    page.click("[data-action=back]")
    assert page.get_attribute(PLAY, "data-state") == "history"
    assert position(page) == "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S"
    assert page.locator("svg.gore .hole.legal").count() == 0
    page.click("[data-action=forward]")
    assert position(page) == after


def test_shared_links_open_the_same_game_in_a_fresh_context(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, opponent="friend")
    for move in ("S2", "N3", "S4"):
        play(page, f"[data-move={move}]")
    expected = position(page)
    game_link, position_link = share_links(page)
    assert "#/gore/r/" in game_link and "#/gore/p/" in position_link
    page.close()

    # Both on another device: the game link when it starts, then the position link (a game of its own beside it).
    other = boot(new_context().new_page(), game_link)
    for link, moves, saved in ((game_link, "3", 1), (position_link, "0", 2)):
        if link != game_link:
            other.goto(link)
        other.wait_for_selector(f"{PLAY}[data-moves='{moves}']")
        assert position(other) == expected
        assert re.search(r"/#/play/", other.url), "the link became a saved game of its own"
        assert len(saved_keys(other)) == saved


MALFORMED = ("#/gore/r/z1broken", "#/gore/p/1%2C2", "#/chess/p/x", "#/gore/r/<img src=x onerror=alert(1)>")


def test_malformed_links_give_a_message_and_change_nothing(server, page, boot):
    """Each link opened in turn on one page that has a saved game, the game opened again between them (so each
    message is the link's own); why each is refused: tests/web/test_shared_games.py and test_web_pure.py."""
    boot(page, server.url("/"))
    start_game(page, opponent="friend")
    play(page, "[data-move=S1]")
    keys, game = saved_keys(page), page.url
    stored = page.evaluate("(k) => localStorage.getItem(k)", keys[0])
    for fragment in MALFORMED:
        page.goto(server.url("/") + fragment)
        page.wait_for_selector("p.error[role=alert]")
        assert re.search(r"cannot be opened|Nie można otworzyć", page.inner_text("p.error")), fragment
        assert page.locator("img").count() == 0, fragment
        assert saved_keys(page) == keys and page.evaluate("(k) => localStorage.getItem(k)", keys[0]) == stored, fragment
        page.goto(game)
        page.wait_for_selector(f"{PLAY}[data-moves='1']")
        assert page.locator("p.error").count() == 0, fragment


def test_corrupted_saved_entry_is_listed_and_kept(server, page, boot):
    boot(page, server.url("/"))
    start_game(page, opponent="friend")
    play(page, "[data-move=S1]")
    page.evaluate("""() => {
        localStorage.setItem('stolik/v1/game/broken', '{not json');
        localStorage.setItem('stolik/v1/game/future', JSON.stringify({format: 99, id: 'future'}));
    }""")
    page.goto(server.url("/#/"))
    page.reload()
    page.wait_for_selector(".saved-list")
    assert page.locator(".saved.unreadable").count() == 2
    assert page.locator(".saved:not(.unreadable)").count() == 1
    assert page.evaluate("() => localStorage.getItem('stolik/v1/game/broken')") == "{not json"
    page.goto(server.url("/#/play/broken"))
    page.wait_for_selector("p.error[role=alert]")
    assert page.evaluate("() => localStorage.getItem('stolik/v1/game/broken')") == "{not json"


def test_delete_asks_first_and_export_import_round_trips(server, page, boot, tmp_path):
    boot(page, server.url("/"))
    start_game(page, opponent="friend")
    play(page, "[data-move=S1]")
    page.goto(server.url("/#/"))
    page.wait_for_selector(".saved")
    with page.expect_download() as download_info:
        page.click("[data-action=export]")
    exported = tmp_path / "game.json"
    download_info.value.save_as(exported)
    data = json.loads(exported.read_text())
    assert data["record"]["moves"] == ["S1"]
    page.set_input_files("#import-file", str(exported))
    page.wait_for_selector(".notice")
    assert page.locator(".saved:not(.unreadable)").count() == 2
    page.locator("[data-action=delete]").first.click()
    page.click("[data-action=delete-cancel]")
    assert page.locator(".saved:not(.unreadable)").count() == 2
    page.locator("[data-action=delete]").first.click()
    page.click("[data-action=delete-confirm]")
    assert page.locator(".saved:not(.unreadable)").count() == 1


def test_language_switch_is_remembered(server, page, boot):
    boot(page, server.url("/"))
    before = page.get_attribute("html", "lang")
    page.click("#lang-button")
    after = page.get_attribute("html", "lang")
    assert {before, after} == {"pl", "en"}
    page.reload()
    page.wait_for_selector("html[data-ready]", state="attached")
    assert page.get_attribute("html", "lang") == after


def test_board_accessibility_and_screenshots(server, new_context, boot, axe, screenshot, describe_violations):
    for name, viewport in (("desktop", {"width": 1280, "height": 860}), ("phone", {"width": 375, "height": 667})):
        context = new_context(viewport=viewport, has_touch=name == "phone", reduced_motion="reduce")
        page = boot(context.new_page(), server.url("/"))
        screenshot(page, f"home-{name}")
        start_game(page, opponent="friend")
        if name == "phone":
            page.tap("[data-move=S2]")
        else:
            play(page, "[data-move=S2]")
        screenshot(page, f"gore-board-{name}")
        assert page.locator("svg.gore [data-move]").count() == 4, (name, page.get_attribute(PLAY, "data-position"), page.get_attribute(PLAY, "data-state"))
        violations = axe(page)
        assert violations == [], describe_violations(violations)
        page.close()   # a page left open in the background gets its timers throttled, and so would the next


@pytest.mark.service_worker
@pytest.mark.fresh_origin
def test_offline_reload_still_plays_against_the_computer(server, new_context, boot, wait_ready):
    from test_infra import SW_ACTIVE_JS
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    assert page.evaluate(SW_ACTIVE_JS, [10_000, 60_000]) == "active"
    start_game(page, level="easy")
    server.stop()
    page.reload()
    wait_ready(page)
    page.wait_for_selector(PLAY)
    play(page, "[data-move=S1]")
    assert page.get_attribute(PLAY, "data-moves") == "2", "the computer answered with the server gone"


# ----- the end of a game, offers, focus and the last move (issue 10) ---------------------------------------
ENDING = "0,0,0,3,0,0,0,2 SSSSNNNN 22:21 S"           # S4 sows N1-N3: every hole under 3, North 21 + 5 = 26
CHAIN = "3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S"            # S2 sows S3 S4 N1 N2, captures N2, N1, S4 (describe's example)


def gore_link(position: str) -> str:
    from urllib.parse import quote
    return "/#/gore/p/" + quote(position, safe="")


@pytest.mark.parametrize("budget_ms", [None, -1], ids=["budget", "region-by-region"])
def test_the_result_appears_when_the_last_animation_ends(server, page, boot, budget_ms):
    """The last move's sowing is shown before the result is told: the page itself notes, at each change while
    the sowing is shown ("Skip animation" there), whether the status tells the game is over (a test's own look
    could come after it). With no paint budget each region is drawn in a task of its own, as a busy machine
    does with some: the status must not come before the button goes (CI once saw it so, on section's
    data-state, which is drawn last by design)."""
    boot(page, server.url(gore_link(ENDING)))
    settle(page)
    if budget_ms is not None:
        page.evaluate(f"() => window.stolikApp.painter.budget_ms = {budget_ms}")
    watch(page, """() => document.querySelector('section.play .skip:not([hidden])')
        && /Game over|Koniec gry/.test(document.querySelector('.status').innerText)""")
    page.click("[data-move=S4]")
    assert settle(page) == "over"
    told = watched(page)
    assert told and not any(told), f"while the sowing was shown, the result was told {told.count(True)} times of {len(told)}"
    result_status(page)


def test_the_final_count_on_the_board_agrees_with_the_result_line(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url(gore_link(ENDING)))
    settle(page)
    play(page, "[data-move=S4]")
    status = result_status(page)
    scores = dict(re.findall(r"(South|North) (\d+)", status))
    assert scores == {"South": "22", "North": "26"}, status
    for side in ("south", "north"):
        assert page.text_content(f"svg.gore .pile.{side} .pile-count") == scores[side.title()]
    assert page.text_content("svg.gore .pile.north .pile-sum") == "21 + 5"
    assert "26 (21 captured, 5 left in their holes)" in page.get_attribute("svg.gore .pile.north", "aria-label")
    screenshot(page, "gore-final-count", full_page=False)


def test_offered_holes_are_marked_for_both_players_while_the_offer_waits(server, new_context, boot, screenshot, axe,
                                                                         describe_violations):
    """North offers S3 and N1: South, who answers, sees them marked; so does the board when the offer is
    looked at again from the history, where nobody may act."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url(gore_link("6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N")))
    settle(page)
    assert page.locator("svg.gore .hole.offered").count() == 0
    page.click("[data-action=offer-start]")
    page.click("[data-select=N1]")
    page.click("[data-select=S3]")
    play(page, "#panel [data-move='x:S3,N1']")
    offered = sorted(page.locator("svg.gore .hole.offered").evaluate_all("gs => gs.map(g => g.dataset.hole)"))
    assert offered == ["N1", "S3"]
    assert "offered in the exchange" in page.get_attribute("[data-hole=S3]", "aria-label")
    screenshot(page, "gore-offer-pending", full_page=False)
    violations = axe(page)
    assert violations == [], describe_violations(violations)
    play(page, "#panel [data-move='-']")
    assert page.locator("svg.gore .hole.offered").count() == 0
    page.click("[data-action=back]")
    assert page.get_attribute(PLAY, "data-state") == "history"
    assert page.locator("svg.gore .hole.offered").count() == 2


HALO = "el => { const s = getComputedStyle(el); return [s.stroke, s.strokeWidth, s.strokeDasharray]; }"


def test_the_focus_ring_leaves_the_chosen_ring_in_sight(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url(gore_link("6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N")))
    settle(page)
    page.click("[data-action=offer-start]")
    page.click("[data-select=N1]")
    page.focus("[data-select=N2]")
    chosen = page.eval_on_selector("[data-hole=N1] .halo", HALO)
    left_of = page.locator("[data-select=N1]").bounding_box()["x"] < page.locator("[data-select=N2]").bounding_box()["x"]
    page.keyboard.press("ArrowLeft" if left_of else "ArrowRight")   # the ring is for keys (:focus-visible)
    page.wait_for_function("() => document.activeElement.closest('[data-select=N1]')")
    assert page.eval_on_selector("[data-hole=N1] .halo", HALO) == chosen, "the focus changed the chosen ring"
    assert page.eval_on_selector("[data-hole=N1] .focus-ring", "el => getComputedStyle(el).stroke") != "none"
    assert page.eval_on_selector("[data-hole=N2] .focus-ring", "el => getComputedStyle(el).stroke") == "none"
    screenshot(page, "gore-focus-on-chosen", full_page=False)


def test_the_last_sowing_stays_marked_after_its_animation_until_the_next_move(server, page, boot, screenshot):
    boot(page, server.url(gore_link(CHAIN)))
    settle(page)
    page.click("[data-move=S2]")
    page.wait_for_selector(".skip")
    assert settle(page, 10_000) == "human"                      # the animation has ended

    def marked() -> dict[str, str]:
        holes = page.locator("svg.gore .hole").evaluate_all(
            "gs => gs.map(g => [g.dataset.hole, ['origin', 'sown', 'captured'].filter(m => g.classList.contains(m)).join()])")
        return {hole: mark for hole, mark in holes if mark}
    assert marked() == {"S2": "origin", "S3": "sown", "S4": "captured", "N1": "captured", "N2": "captured"}
    assert "captured in the last move" in page.get_attribute("[data-hole=N2]", "aria-label")
    screenshot(page, "gore-last-sowing", full_page=False)
    play(page, "[data-move=N3]")
    after = marked()
    assert after["N3"] == "origin" and after.get("S2") != "origin" and after.get("N2") != "captured", after


RING = """() => { const hole = document.activeElement.closest('.hole');
  return hole ? getComputedStyle(hole.querySelector('.focus-ring')).stroke : 'no hole focused'; }"""


def test_the_keyboard_ring_shows_for_keys_not_for_a_mouse_click(server, page, boot):
    """A click left the dashed keyboard ring on the hole (drawn on :focus, not :focus-visible)."""
    boot(page, server.url("/"))
    start_game(page, opponent="friend", first="0")
    play(page, "#board-wrap [data-move]")
    idle(page)
    assert page.evaluate(RING) == "none"               # focus came back to the board after a click: no ring
    page.keyboard.press("ArrowRight")
    page.wait_for_function(f"() => ({RING})() !== 'none' && ({RING})() !== 'no hole focused'")


# Where the current move's line is inside the move list: [its top and bottom, the box's visible top (under
# the sticky heading) and bottom], in the page's pixels.
CURRENT_LINE = """() => { const box = document.querySelector('.play-side'), line = document.querySelector('.moves [aria-current]');
  const b = box.getBoundingClientRect(), l = line.getBoundingClientRect(), h = box.querySelector('h3').getBoundingClientRect();
  return [l.top, l.bottom, h.bottom, b.bottom - box.clientTop]; }"""


def test_the_move_list_follows_the_game_with_motion_on(server, new_context, boot):
    """Found in use: from about move 16 the current move was below the list with motion on (the default),
    as its line arrived after the animation and the scroll had run before it. A game between friends
    resumed at move 18 (a seeded random game's, its list already scrolled), five moves played with their
    animations."""
    page = boot(new_context(viewport={"width": 1280, "height": 800}).new_page(), server.url("/"))
    assert page.get_attribute("html", "data-motion") == "on"
    resume(page, saved_game("gore", 18))
    for _ in range(5):
        if settle(page) == "over":
            break
        play(page, "#board-wrap [data-move]:not([disabled]), #panel [data-move]:not([disabled])")
        top, bottom, visible_top, visible_bottom = page.evaluate(CURRENT_LINE)
        assert visible_top - 1 <= top and bottom <= visible_bottom + 1, (moves(page), top, bottom, visible_top, visible_bottom)
    assert int(moves(page)) == 23
    assert page.evaluate("() => { const box = document.querySelector('.play-side'); return box.scrollHeight > box.clientHeight; }"), \
        "the move list never had to scroll: nothing was checked"
