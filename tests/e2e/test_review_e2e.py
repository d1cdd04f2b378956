"""Game review in the browser: every game's saved game reviewed position by position in the worker,
the graph and the mistakes shown, a point of the graph going to its position, and Stop stopping."""
from __future__ import annotations

import json
import re

import pytest

from play_page import PLAY
from stolik.core.record import Ending, Record
from stolik.core.rng import Rng
from stolik.games import engine
from stolik.web.storage import Players, SavedGame

pytestmark = pytest.mark.e2e
REVIEW_TIMEOUT = 120_000


def _saved(game: str, moves: int, seed: int, *, resign: bool, ident: str) -> SavedGame:
    """A real game of random legal moves, at least ``moves`` and ending with a move that had a choice;
    with ``resign``, the player who made that move resigns after it (its chance falls to 0 for its
    player: the review must call it a mistake)."""
    eng = engine(game)
    options = eng.GAME.default_options()
    state, rng, played, mover, chose = eng.new_game(options, seed), Rng(seed), [], 0, False
    while state.result() is None and not (len(played) >= moves and chose):
        legal = state.legal_moves()
        chose, move = len(legal) > 1, rng.choice(legal)
        mover, state = state.to_move, state.play(move)
        played.append(move)
    record = Record(game, eng.GAME.rules_version, options, seed, tuple(played))
    if resign and state.result() is None:
        record = record.with_end(Ending("resign", mover))
    return SavedGame(ident, record, Players("friend"), 1, 1, "new")


def _open(page, server, boot, saved: SavedGame) -> None:
    boot(page, server.url("/"))
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  ["stolik/v1/game/" + saved.id, json.dumps(saved.to_json())])
    page.goto(server.url("/#/play/" + saved.id))
    page.wait_for_selector(PLAY)


@pytest.mark.parametrize(("game", "viewport"), [("gore", (1280, 800)), ("hive", (1280, 800)),
                                                 ("kosci", (390, 844)), ("schotten", (1280, 800))])
def test_a_finished_game_is_reviewed_and_a_point_goes_to_its_position(game, viewport, server, new_context, boot,
                                                                       console_errors, screenshot):
    saved = _saved(game, 8, 11, resign=True, ident="rev" + game)
    total = len(saved.record.moves) + 1
    page = new_context(viewport={"width": viewport[0], "height": viewport[1]}, reduced_motion="reduce").new_page()
    _open(page, server, boot, saved)
    page.click(".after-game [data-action=review]")
    page.wait_for_selector(".review progress")
    # the review comes into view (at 1280x800 Goré's opened below the fold, and nothing scrolled to it)
    page.wait_for_function("() => { const r = document.getElementById('review').getBoundingClientRect();"
                           " return r.top >= 0 && r.top < innerHeight - 60; }")
    page.wait_for_function("(total) => document.querySelector('.review-count')?.textContent === total + ' / ' + total",
                           arg=total, timeout=REVIEW_TIMEOUT)
    assert page.get_attribute(".review progress", "value") == str(total)
    assert page.locator("[data-action=review-stop]").count() == 0        # done: nothing left to stop
    assert page.locator(".review-graph .review-point").count() == total
    assert page.locator(".review-graph").is_visible()
    assert page.locator(".review-mistakes li").count() >= 1
    last = len(saved.record.moves)
    assert page.locator(f".review-point.mistake[data-index='{last}']").count() == 1   # the move before resigning
    assert page.locator(f".moves [data-index='{last}'] .mistake-mark").count() == 1
    resigned = page.inner_text(f".review-mistakes [data-index='{last - 1}']")   # goes to the position before it
    assert re.search(r"· (inaccuracy|mistake|blunder)", resigned), resigned    # graded by the drop's size
    graded = page.locator(".review-mistakes button")
    with_better = [at for at, text in enumerate(graded.all_inner_texts()) if "better was" in text]
    # a graded move with a better one: what it leads to (Goré, Hive: no dice, no draw). Whether the page's
    # timed search names a better move than the one played varies with the machine's load (move 5's "50% -> 37%"
    # came once with no better move), so this part looks only where it does; tests/web/test_shell.py always does.
    if game in ("gore", "hive") and with_better:
        graded.nth(with_better[0]).click()
        page.wait_for_selector(".review [data-role=review-line]")
        assert page.inner_text(".review [data-role=review-line]").startswith("The computer's line: ")
        assert page.locator(".review [data-action=analyse-better]").count() == 1
    assert re.fullmatch(r"Accuracy: .+ \d+% · .+ \d+%", page.inner_text(".review-accuracy"))
    screenshot(page, f"review-{game}-{viewport[0]}")
    labels = page.locator(".review-graph-box .review-axis").evaluate_all("els => els.map(e => e.getBoundingClientRect().height)")
    assert labels and min(labels) >= 9, labels          # readable: the Schotten graph's labels were about 6 px

    page.click(".review-point[data-index='3']")
    page.wait_for_selector(".moves [data-index='3'][aria-current=step]")
    assert page.get_attribute(PLAY, "data-state") == "history"
    assert page.locator(".review-point.current[data-index='3']").count() == 1
    said = page.get_attribute(".review-point[data-index='3']", "aria-label").split(": ", 1)[1]
    chance = re.sub(r" · (inaccuracy|mistake|blunder)$", "", said)          # a graded point also names its grade
    assert page.inner_text(".review-here").endswith(chance)            # "Win chances here:" the point's chances

    page.focus(".review-point[data-index='1']")                      # the keyboard reaches the points too
    page.keyboard.press("Enter")
    page.wait_for_selector(".moves [data-index='1'][aria-current=step]")
    assert console_errors == []


def test_stop_ends_a_review_early_and_the_game_goes_on(server, new_context, boot, console_errors):
    saved = _saved("gore", 60, 4, resign=False, ident="revstop")
    total = len(saved.record.moves) + 1
    assert total > 20
    page = new_context(reduced_motion="reduce").new_page()
    _open(page, server, boot, saved)
    page.click(".controls [data-action=review]")
    page.wait_for_function("() => +document.querySelector('.review progress')?.value >= 2", timeout=REVIEW_TIMEOUT)
    page.click("[data-action=review-stop]")
    page.wait_for_selector(".review-stopped")
    found = int(page.get_attribute(".review progress", "value"))
    assert 2 <= found < total
    assert page.locator(".review-graph .review-point").count() == found     # what was found stays shown

    page.click(".controls [data-action=first]")                          # the page stays usable
    page.wait_for_selector(".moves [data-index='0'][aria-current=step]")
    page.click(".controls [data-action=last]")
    page.wait_for_selector(f"{PLAY}[data-state=human]")
    assert int(page.get_attribute(".review progress", "value")) == found  # nothing was computed after Stop
    assert page.inner_text(".review-count") == f"{found} / {total}"
    assert console_errors == []
