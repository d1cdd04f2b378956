"""The computer in the page: its worker (a second Pyodide) boots by need, with the page itself when a
computer game is reloaded, and never for a page that does not need it; a search left behind stops at once."""
from __future__ import annotations

import pytest

from play_page import PLAY, SETTLED, idle, play, start_game

pytestmark = pytest.mark.e2e

WORKER_BOOT_MS = 120_000     # a second Pyodide on a busy 2-core machine
PROMPT_MS = 4_000            # 2 s in the page, with room for a machine shared with other test runs


def test_the_worker_starts_with_the_new_game_form_and_with_a_reloaded_computer_game(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    assert page.get_attribute("html", "data-ai") is None                      # the home screen needs no computer
    page.click("[data-action=new][data-game=gore]")
    # the form may start a computer game (the click is answered by the page's Python: waited for, not read at once)
    page.wait_for_selector("html[data-ai=starting], html[data-ai=ready]")
    page.click("[data-action=close-dialog]")
    start_game(page, "gore", level="easy", side="0", first="0")
    play(page, "[data-move]:not([disabled])")
    assert int(page.get_attribute(PLAY, "data-moves")) >= 2                    # the computer answered
    page.reload()
    page.wait_for_selector(f"{PLAY}[data-state=human]")
    assert page.get_attribute("html", "data-ai") in ("starting", "ready")     # started with the page itself
    play(page, "[data-move]:not([disabled])")
    assert int(page.get_attribute(PLAY, "data-moves")) >= 4


def test_a_game_between_friends_never_boots_the_worker(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "gore", opponent="friend", first="0")
    play(page, "[data-move]:not([disabled])")
    page.reload()
    page.wait_for_selector(f"{PLAY}[data-state=human]")
    play(page, "[data-move]:not([disabled])")
    assert page.get_attribute("html", "data-ai") is None
    assert page.evaluate("() => performance.getEntriesByName('stolik:worker-ready').length") == 0


def test_leaving_a_game_mid_search_lets_the_next_game_answer_at_once(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "hive", level="hard", side="0")
    page.wait_for_selector("html[data-ai=ready]", state="attached", timeout=WORKER_BOOT_MS)
    page.wait_for_selector(SETTLED)
    for _ in range(3):      # a few moves in, so the hard search uses its whole time
        page.evaluate("() => window.stolikApp.human_move(window.stolikApp.state.session.latest.legal_moves().toJs()[0])")
        page.wait_for_selector(f"{PLAY}[data-state=thinking]")
        page.wait_for_selector(SETTLED)
    page.evaluate("() => window.stolikApp.human_move(window.stolikApp.state.session.latest.legal_moves().toJs()[0])")
    page.wait_for_selector(f"{PLAY}[data-state=thinking]")
    page.click("a[href='#/']")                   # leave while the computer thinks
    page.wait_for_selector("[data-action=new]")
    start_game(page, "gore", level="easy", side="1", first="0")    # the computer opens the new game
    took = page.evaluate("""async () => {
      const t0 = performance.now();
      while (+document.querySelector("section.play").dataset.moves < 1) await new Promise((r) => setTimeout(r, 5));
      return performance.now() - t0;
    }""")
    assert took < PROMPT_MS, f"the new game's first reply took {took:.0f} ms"


def test_looking_back_while_the_computer_thinks_stays_where_the_player_looks(server, new_context, boot):
    """Found in use: stepping back through the history while the computer thought snapped back to the live
    position a few seconds later, when it answered."""
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, "hive", level="hard", side="0")
    page.wait_for_selector("html[data-ai=ready]", state="attached", timeout=WORKER_BOOT_MS)
    page.wait_for_selector(SETTLED)
    for _ in range(2):      # a few moves in, so the hard search takes its time
        page.evaluate("() => window.stolikApp.human_move(window.stolikApp.state.session.latest.legal_moves().toJs()[0])")
        page.wait_for_selector(f"{PLAY}[data-state=thinking]")
        page.wait_for_selector(SETTLED)
    page.evaluate("() => window.stolikApp.human_move(window.stolikApp.state.session.latest.legal_moves().toJs()[0])")
    page.wait_for_selector(f"{PLAY}[data-state=thinking]")
    page.click("[data-action=first]")                       # back to the start while it thinks
    page.wait_for_selector(f"{PLAY}[data-moves='6']", timeout=30_000)      # its answer came in
    idle(page)
    assert page.get_attribute(".moves [aria-current]", "data-index") == "0"
    page.click("[data-action=last]")
    page.wait_for_selector(".moves [aria-current][data-index='6']")


WATCH_STATUS = """() => {
    window.told = [];
    const note = () => { const line = document.querySelector('.status').innerText.split('\\n')[0];
        if (!told.length || told[told.length - 1] !== line) told.push(line); };
    const seen = new MutationObserver(note);
    seen.observe(document.body, {subtree: true, childList: true, characterData: true});
    (window.stolikTestEnds ||= []).push(() => seen.disconnect());
}"""


def test_the_first_hint_between_friends_says_the_computer_is_starting(server, new_context, boot):
    """A game between friends has no computer running: its first hint boots one, which took 4.7 s under
    'Looking for a good move…'. The status says the computer is starting, then looks, then gives the hint.
    (The game comes from a link, played between friends here until told otherwise: the new-game form starts
    the computer as it opens, and how far that boot had come at the hint depended on the machine's load.)"""
    page = boot(new_context(reduced_motion="reduce").new_page(),
                server.url("/#/gore/p/3%2C4%2C0%2C1%2C1%2C3%2C5%2C0%20SSSSNNNN%2017%3A14%20S"))
    page.wait_for_selector(f"{PLAY}[data-state=human]")
    assert page.get_attribute("html", "data-ai") is None     # no computer started
    page.evaluate(WATCH_STATUS)
    page.click("[data-action=hint]")
    page.wait_for_function("() => told.some(line => line.startsWith('Hint'))", timeout=WORKER_BOOT_MS)
    told = page.evaluate("() => told")
    assert told[0].startswith("Starting the computer for a hint"), told


@pytest.mark.parametrize("leave", ["back", "reload"])
def test_leaving_mid_search_fails_no_request_and_the_game_goes_on(server, new_context, boot, leave):
    """Found in use: going Back or reloading while the computer thought left a failed ``blob:`` request
    in the console (the search's stop signal was a revoked URL). Now the worker ends instead."""
    context = new_context(reduced_motion="reduce")
    failed: list[str] = []
    context.on("requestfailed", lambda request: failed.append(f"{request.url} {request.failure}"))
    page = boot(context.new_page(), server.url("/"))
    start_game(page, "gore", level="hard", side="0", first="0")
    page.wait_for_selector("html[data-ai=ready]", state="attached", timeout=WORKER_BOOT_MS)
    play(page, "[data-move]:not([disabled])")               # one answer, so the next search is a real one
    page.click("[data-move]:not([disabled])")
    page.wait_for_selector(f"{PLAY}[data-state=thinking]")
    page.wait_for_timeout(200)                              # well inside the hard search's second
    if leave == "back":
        page.go_back()
        page.wait_for_selector("[data-action=new]")
        idle(page)
        page.go_forward()
    else:
        page.reload()
    page.wait_for_selector(f"{PLAY}[data-moves='4']", timeout=WORKER_BOOT_MS)   # the computer answered after all
    idle(page)
    assert failed == []
