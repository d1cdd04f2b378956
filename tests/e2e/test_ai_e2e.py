"""The computer in the page (issue 14): its worker boots in the background once the page is ready,
so the first reply does not wait for a second Pyodide; a search left behind stops at once."""
from __future__ import annotations

import pytest

from play_page import PLAY, SETTLED, start_game

pytestmark = pytest.mark.e2e

WORKER_BOOT_MS = 120_000     # a second Pyodide on a busy 2-core machine
PROMPT_MS = 4_000            # 2 s in the page, with room for a machine shared with other test runs


def test_the_worker_starts_before_the_first_move_and_the_first_reply_is_prompt(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    assert page.get_attribute("html", "data-ai") in ("starting", "ready")     # nothing was played yet
    page.wait_for_selector("html[data-ai=ready]", state="attached", timeout=WORKER_BOOT_MS)
    start_game(page, "gore", level="hard", side="0", first="0")
    page.wait_for_selector(f"{PLAY}[data-state=human]")
    took = page.evaluate("""async () => {
      const t0 = performance.now();
      document.querySelector("[data-move]:not([disabled])").dispatchEvent(new MouseEvent("click", {bubbles: true}));
      while (+document.querySelector("section.play").dataset.moves < 2) await new Promise((r) => setTimeout(r, 5));
      return performance.now() - t0;
    }""")
    assert took < PROMPT_MS, f"the first reply took {took:.0f} ms"


def test_leaving_a_game_mid_search_lets_the_next_game_answer_at_once(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    page.wait_for_selector("html[data-ai=ready]", state="attached", timeout=WORKER_BOOT_MS)
    start_game(page, "hive", level="hard", side="0")
    page.wait_for_selector(SETTLED)
    for _ in range(3):      # a few moves in, so the hard search uses its whole time
        page.evaluate("() => window.stolikApp.human_move(window.stolikApp.session.latest.legal_moves().toJs()[0])")
        page.wait_for_selector(f"{PLAY}[data-state=thinking]")
        page.wait_for_selector(SETTLED)
    page.evaluate("() => window.stolikApp.human_move(window.stolikApp.session.latest.legal_moves().toJs()[0])")
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
