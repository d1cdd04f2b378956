"""Trust in the real browser: controls that keep working, what a phone shows, games the players end,
forced passes, hostile links and entries, a storage that is full."""
from __future__ import annotations

import json
import re
from typing import Any
from urllib.parse import quote

import pytest

from stolik.games import ENGINES
from play_page import PLAY, play, position, settle, start_game

pytestmark = pytest.mark.e2e

GORE_NO_MOVE = "0,0,0,0,3,3,3,3 SSSSNNNN 31:5 S"      # South owns no seed and North cannot pay for any offer
HIVE_CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"
WIDE_PAGE = "() => document.documentElement.scrollWidth"


def saved_keys(page: Any) -> list[str]:
    return page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('stolik/v1/game/')).sort()")


def drag(page: Any, x: float, y: float, dx: float, dy: float) -> None:
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + dx, y + dy, steps=6)
    page.mouse.up()


def test_after_panning_the_board_the_buttons_outside_it_work_at_once(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/hive/p/" + quote(HIVE_CLIMB, safe="")))
    settle(page)
    board = "svg.hive-board"
    fitted = page.get_attribute(board, "viewBox")
    box = page.locator(board).bounding_box()
    drag(page, box["x"] + 30, box["y"] + 30, 60, 40)
    assert page.get_attribute(board, "viewBox") != fitted
    page.click("[data-action=fit]")                    # the first click after the pan, outside the board
    assert page.get_attribute(board, "viewBox") == fitted
    drag(page, box["x"] + 30, box["y"] + 30, 60, 40)
    page.click("[data-action=resign]")                 # any other button too
    page.wait_for_selector(".ask")


def test_after_dropping_a_die_the_next_click_counts(server, new_context, boot):
    from test_kosci_e2e import TOWER
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/kosci/p/" + quote(TOWER)))
    settle(page)
    page.click(".assign summary")
    page.locator("[data-select='slot:indicator']").scroll_into_view_if_needed()   # (the mouse reaches the window only)
    source = page.locator("[data-select='die:1']").bounding_box()
    target = page.locator("[data-select='slot:indicator']").bounding_box()
    drag(page, source["x"] + source["width"] / 2, source["y"] + source["height"] / 2,
         target["x"] + target["width"] / 2 - source["x"] - source["width"] / 2,
         target["y"] + target["height"] / 2 - source["y"] - source["height"] / 2)
    page.wait_for_selector("[data-select='slot:indicator'][aria-label$=': 1']")
    assert page.locator("[data-select='die:1']").count() == 0          # the die was dropped, not just dragged
    page.click("[data-action=resign]")                 # the first click after the drop
    page.wait_for_selector(".ask")
    assert re.search(r"Resign this game as", page.inner_text(".ask"))


@pytest.mark.parametrize("size", [{"width": 360, "height": 640}, {"width": 390, "height": 844}])
@pytest.mark.parametrize("game", list(ENGINES))
def test_the_status_line_is_on_a_phone_screen_without_scrolling(server, new_context, boot, screenshot, game, size):
    page = boot(new_context(reduced_motion="reduce", viewport=size, is_mobile=True, has_touch=True).new_page(),
                server.url("/"))
    start_game(page, game, opponent="computer", side="1")   # the computer starts: "thinking", then what it played
    page.wait_for_selector(".status p")
    status = page.locator(".status").bounding_box()
    assert status["y"] >= 0 and status["y"] + min(status["height"], 40) <= size["height"], status
    assert page.evaluate(WIDE_PAGE) <= size["width"]
    screenshot(page, f"{game}-phone-status-{size['width']}", full_page=False)


def test_resign_asks_first_and_the_result_survives_a_reload(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "gore", opponent="computer", level="easy", side="0", first="0")
    settle(page)
    page.click("[data-action=resign]")
    assert re.search(r"Resign this game as", page.inner_text(".ask"))
    page.click(".ask [data-action=ask-cancel]")
    assert page.locator(".ask").count() == 0 and settle(page) == "human"
    page.click("[data-action=resign]")
    page.click(".ask [data-action=resign-confirm]")
    assert settle(page) == "over"
    assert re.search(r"resigned\. .* wins\.", page.inner_text(".status"))
    assert page.locator("[data-action=resign]").count() == 0
    screenshot(page, "gore-resigned")
    page.reload()
    assert settle(page) == "over" and "resigned" in page.inner_text(".status")


def test_a_draw_offered_in_hot_seat_can_be_declined_then_accepted(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce", locale="pl-PL").new_page(), server.url("/"))
    start_game(page, "hive", opponent="friend")
    settle(page)
    page.click("[data-action=offer-draw]")
    assert "Propozycja remisu" in page.inner_text(".ask")
    page.click(".ask [data-action=draw-decline]")
    assert "Remis odrzucony" in page.inner_text(".status") and settle(page) == "human"
    page.click("[data-action=offer-draw]")
    page.click(".ask [data-action=draw-accept]")
    assert settle(page) == "over" and "Remis za zgodą graczy" in page.inner_text(".status")


def test_a_player_with_only_a_pass_passes_by_itself_after_a_note(server, new_context, boot):
    """From a shared position, once "How do you want to play?" is answered: it passed before the form could be."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/gore/p/" + quote(GORE_NO_MOVE, safe="")))
    page.wait_for_selector("form.link-choice")
    page.wait_for_timeout(2500)                          # well past the pass's note
    assert page.get_attribute(PLAY, "data-moves") == "0"
    page.check("form.link-choice input[name=opponent][value=friend]")
    page.click("form.link-choice button[type=submit]")
    page.wait_for_selector(f"{PLAY}[data-moves='1']", timeout=30_000)
    assert re.search(r"has no legal move and passes", page.inner_text(".status"))
    assert position(page) == "0,0,0,0,3,3,3,3 SSSSNNNN 31:5 N"
    assert re.search(r"pass", page.inner_text(".moves"))


MOVES_SEEN = """() => new Promise(done => {
    const seen = [], start = performance.now();
    const look = () => {
        const play = document.querySelector('section.play');
        const moves = play ? Number(play.dataset.moves) : -1, status = document.querySelector('.status')?.innerText || '';
        const last = seen[seen.length - 1];
        if (!last || last.moves !== moves || last.status !== status) seen.push({moves, t: performance.now() - start, status});
        if (moves >= 2) done(seen); else requestAnimationFrame(look);
    };
    look();
})"""


def test_against_the_computer_a_persons_forced_pass_lets_it_think_while_the_note_shows(server, new_context, boot):
    """South (the person) owns no seed, North (the computer) to reply: the pass is played at once and
    the computer thinks while "South has no legal move and passes" shows; its reply still comes only
    once the note has been there 0.9 s (it came after 0.9 s of note plus the whole search)."""
    from stolik.core.record import Record
    from stolik.gore import GAME
    from stolik.web import storage
    record = Record("gore", GAME.rules_version, GAME.default_options(), 7, (), start=GORE_NO_MOVE)
    saved = storage.SavedGame("forcedpass", record, storage.Players("computer", computer=1, level="hard"))
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    page.evaluate("([key, entry]) => localStorage.setItem(key, entry)", [storage.GAME_PREFIX + "forcedpass", json.dumps(saved.to_json())])
    page.evaluate("() => { location.hash = '#/play/forcedpass'; }")
    seen = page.evaluate(MOVES_SEEN)
    noted = next(s for s in seen if re.search(r"has no legal move and passes", s["status"]))
    replied = next(s for s in seen if s["moves"] == 2)
    passed = next(s for s in seen if s["moves"] == 1)
    # the pass is drawn with its note (the section's data-moves, drawn last, may follow a task later)
    assert re.search(r"has no legal move and passes", passed["status"]), seen
    assert any(s["moves"] == 1 and re.search(r"passes.*thinking", s["status"], re.S) for s in seen), seen
    assert replied["t"] - noted["t"] >= 850, seen                  # and long enough to be read before the reply


def test_a_hostile_link_gives_a_short_message_on_a_ready_page_and_writes_nothing(server, new_context, boot):
    """One hostile link on a fresh load (a 50,000-character position); tests/web/test_shared_games.py refuses
    the others, and their messages, with the page's own code under CPython."""
    page = new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800}).new_page()
    boot(page, server.url("/") + "#/hive/p/" + "Base;InProgress;White[1];" + "x" * 50_000)   # it must still get ready
    page.wait_for_selector("p.error[role=alert]")
    assert re.search(r"cannot be opened", page.inner_text("p.error"))
    assert len(page.inner_text("p.error")) < 600
    assert page.evaluate(WIDE_PAGE) <= 1280
    assert saved_keys(page) == []


def test_entries_that_do_not_load_are_listed_and_removable_and_the_key_names_the_entry(server, page, boot):
    boot(page, server.url("/"))
    start_game(page, "gore", opponent="friend")
    play(page, "[data-move=S1]")
    [real] = saved_keys(page)
    entry = json.loads(page.evaluate("(k) => localStorage.getItem(k)", real))
    page.evaluate("""([real, entry]) => {
        localStorage.setItem('stolik/v1/game/copy', JSON.stringify(entry));              // its id names the real game
        localStorage.setItem('stolik/v1/game/level', JSON.stringify({...entry, players: {mode: 'computer', computer: 1, level: '<b>x</b>'}}));
        localStorage.setItem('stolik/v1/game/deep', '['.repeat(200000) + ']'.repeat(200000));
        localStorage.setItem('stolik/v1/game/nomatch', JSON.stringify({...entry, match: null}));
        const result = {winner: 1, scores: [0, 9], reason: 'stones'};          // notes of the wrong type (harness)
        localStorage.setItem('stolik/v1/game/notes5', JSON.stringify({...entry, match: [{...result, notes: 5}]}));
        localStorage.setItem('stolik/v1/game/notesnull', JSON.stringify({...entry, match: [{...result, notes: null}]}));
    }""", [real, entry])
    page.goto(server.url("/#/"))
    page.reload()            # a fresh start reads every entry (it stayed on "Loading…" before)
    page.wait_for_selector(".saved-list")
    assert page.locator(".saved.unreadable").count() == 5
    assert page.locator(".saved:not(.unreadable)").count() == 2
    page.click(".saved[data-id=copy] [data-action=delete]")
    page.click("[data-action=delete-confirm][data-id=copy]")
    page.wait_for_selector(".saved[data-id=copy]", state="detached")
    assert real in saved_keys(page)
    page.click(".saved.unreadable[data-id=deep] [data-action=delete]")
    page.click("[data-action=delete-confirm][data-id=deep]")
    page.wait_for_selector(".saved[data-id=deep]", state="detached")
    assert "stolik/v1/game/deep" not in saved_keys(page)


FILL_STORAGE = """() => {
    let size = 1 << 20, i = 0;
    while (size >= 1) {
        try { localStorage.setItem('filler/' + i++, 'x'.repeat(size)); } catch (e) { size >>= 1; }
    }
}"""


def test_a_full_storage_is_said_at_once_and_play_goes_on(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "gore", opponent="friend")
    settle(page)
    page.evaluate(FILL_STORAGE)                        # the few bytes left may take a move or two, not more
    for move in ("S1", "N1", "S2", "N2"):
        play(page, f"[data-move={move}]")
        if page.locator("p.error[role=alert]").count():
            break
    assert re.search(r"not being saved", page.inner_text("p.error[role=alert]"))
    before = int(page.get_attribute(PLAY, "data-moves"))
    play(page, "svg.gore [data-move]")                 # and play goes on
    assert int(page.get_attribute(PLAY, "data-moves")) == before + 1


def test_two_tabs_on_one_game_follow_each_other_and_never_overwrite(server, new_context, boot):
    context = new_context(reduced_motion="reduce")
    first = boot(context.new_page(), server.url("/"))
    start_game(first, "gore", opponent="friend")
    settle(first)
    second = boot(context.new_page(), first.url)
    settle(second)
    play(first, "[data-move=S1]")
    second.wait_for_selector(f"{PLAY}[data-moves='1']")
    assert re.search(r"changed in another tab", second.inner_text(".status"))
    play(second, "[data-move=N1]")
    first.wait_for_selector(f"{PLAY}[data-moves='2']")
    stored = json.loads(first.evaluate("() => localStorage.getItem(Object.keys(localStorage).find(k => k.startsWith('stolik/v1/game/')))"))
    assert len(stored["record"]["moves"]) == 2
