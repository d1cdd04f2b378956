"""How long a player waits for a game's review in Chromium: first grades, the whole game, and whether the page
stays responsive meanwhile (issue "Learn and practice": first grades within 2 s, a 60-move game within 30 s).

scripts/bench review [--games gore,hive,...] [--moves 60] [--seed S] [--dist DIR]

Each game is a real game of random legal moves (seeded), ``--moves`` long, whose last mover then resigns,
saved on this device as a game between friends; a fresh browser context boots the page, waits until it is
idle, opens the game and clicks "Review". Measured in the page from the click (``performance.now``):
- first grades: until the review has the chances of the start and after move 1 (".review-count" says
  "2 / N"), so the first move can be graded;
- whole game: until it says "N / N";
- long tasks: PerformanceObserver "longtask" entries (main thread over 50 ms) during the review: the
  worker searches, so the page should have none; printed as their count and the longest;
- the line: then the last graded move of the list is clicked, until the computer's line after its better
  move shows ([data-role=review-line]: the worker plays it out when the move is looked at), or "-" when
  no graded move names a better one.
The worker is started by the page as it is for a player (the review starts it if it is not running yet).
Exit code 0 even when over target.
"""
from __future__ import annotations

import argparse
import json
import random
from pathlib import Path
from typing import Any

from benchlib._in_chromium import chosen_games, each_game
from stolik import games
from stolik.core.record import Ending, Record
from stolik.web import storage

GAMES = ("gore", "hive", "kosci", "schotten")
FIRST_TARGET_S, WHOLE_TARGET_S = 2.0, 30.0
LINE_TARGET_S = 1.0         # a graded move's line: as the analysis board's best moves after a move
READY_TIMEOUT_MS, REVIEW_TIMEOUT_MS = 90_000, 300_000
GAME_ID = "benchreview"

PROBE_JS = """window.__review = { longtasks: [], counts: [] };
new PerformanceObserver(list => { for (const e of list.getEntries()) __review.longtasks.push([e.startTime, e.duration]); })
    .observe({ type: "longtask", buffered: true });
new MutationObserver(() => { const c = document.querySelector('.review-count');
    const text = c ? c.textContent : null; const last = __review.counts[__review.counts.length - 1];
    if (text && (!last || last[1] !== text)) __review.counts.push([performance.now(), text]); })
    .observe(document, { subtree: true, childList: true, characterData: true });"""


def saved_game(game: str, moves: int, seed: int) -> tuple[str, str, int]:
    """A finished game of random legal moves (its last mover resigns): localStorage key, text, moves."""
    engine = games.engine(game)
    options = engine.GAME.default_options()
    state, rng, played, mover = engine.new_game(options, seed), random.Random(seed), [], 0
    while state.result() is None and len(played) < moves:
        move = rng.choice(state.legal_moves())
        mover, state = state.to_move, state.play(move)
        played.append(move)
    record = Record(game, engine.GAME.rules_version, options, seed, tuple(played))
    if state.result() is None:
        record = record.with_end(Ending("resign", mover))
    saved = storage.SavedGame(GAME_ID, record, storage.Players("friend"), 1, 1, "new")
    return storage.GAME_PREFIX + GAME_ID, json.dumps(saved.to_json()), len(played)


def review_game(browser: Any, url: str, game: str, moves: int, seed: int) -> dict[str, Any]:
    key, entry, played = saved_game(game, moves, seed)
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800})
    try:
        context.add_init_script(PROBE_JS)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        page.evaluate("([key, entry, hash]) => { localStorage.setItem(key, entry); location.hash = hash; }",
                      [key, entry, f"#/play/{GAME_ID}"])
        page.wait_for_selector("html[data-idle] section.play", timeout=READY_TIMEOUT_MS)
        clicked = page.evaluate("() => { document.querySelector('.after-game [data-action=review]').click();"
                                " return performance.now(); }")
        total = played + 1
        page.wait_for_function("(t) => document.querySelector('.review-count')?.textContent === t + ' / ' + t",
                               arg=total, timeout=REVIEW_TIMEOUT_MS)
        probe = page.evaluate("() => window.__review")
        line = line_wait(page)
    finally:
        context.close()
    counts = [(at, int(text.split("/")[0])) for at, text in probe["counts"]]
    first = next(at for at, done in counts if done >= 2) - clicked
    whole = next(at for at, done in counts if done == total) - clicked
    during = [ms for start, ms in probe["longtasks"] if clicked <= start <= clicked + whole]
    return {"game": game, "moves": played, "first": first / 1000, "whole": whole / 1000,
            "long": len(during), "longest": max(during, default=0.0), "line": line}


def line_wait(page: Any) -> float | None:
    """Seconds from a click on the list's last graded move with a better move until its line shows."""
    graded = page.locator(".review-mistakes button")
    better = [at for at, text in enumerate(graded.all_inner_texts()) if "better was" in text]
    if not better:
        return None
    page.wait_for_selector("html[data-idle]", state="attached", timeout=READY_TIMEOUT_MS)
    clicked = page.evaluate("(at) => { document.querySelectorAll('.review-mistakes button')[at].click();"
                            " return performance.now(); }", better[-1])
    shown = page.evaluate("""() => new Promise(done => { const seen = () => document.querySelector('[data-role=review-line]');
        if (seen()) return done(performance.now());
        new MutationObserver((_, o) => { if (seen()) { o.disconnect(); done(performance.now()); } })
            .observe(document, { subtree: true, childList: true }); })""")
    return (shown - clicked) / 1000


def row(run: dict[str, Any]) -> str:
    first_ok = "PASS" if run["first"] <= FIRST_TARGET_S else "FAIL"
    whole_ok = "PASS" if run["whole"] <= WHOLE_TARGET_S * run["moves"] / 60 else "FAIL"
    line = "       -    " if run["line"] is None else \
        f"{run['line']:8.2f} {'PASS' if run['line'] <= LINE_TARGET_S else 'FAIL'}"
    return (f"{run['game']:10s} {run['moves']:5d} {run['first']:8.2f} {first_ok} {run['whole']:8.1f} {whole_ok}"
            f" {run['long']:6d} {run['longest']:9.0f} {line}")


def main(argv: list[str]) -> int:
    """Review a game of each kind in Chromium and print the waits beside the targets."""
    parser = argparse.ArgumentParser(prog="scripts/bench review", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated, of " + ", ".join(GAMES))
    parser.add_argument("--moves", type=int, default=60, help="moves in each game (default 60)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dist", type=Path, default=None, help="a built site to serve (default: build dist/)")
    args = parser.parse_args(argv)
    chosen = chosen_games(parser, args.games, GAMES)
    runs = each_game(args.dist, chosen, lambda browser, url, game: review_game(browser, url, game, args.moves, args.seed),
                     lambda run: print(row(run), flush=True))
    print(f"\nreview in Chromium at 1280x800, a finished game of random moves, seed {args.seed}")
    print(f"targets: first grades within {FIRST_TARGET_S:.0f} s; the whole game within {WHOLE_TARGET_S:.0f} s"
          f" for 60 moves (pro rata); long tasks: none wanted; a graded move's line within {LINE_TARGET_S:.0f} s"
          " (times in s, longest in ms)")
    print("game       moves    first       whole         long   longest      line")
    for run in runs:
        print(row(run))
    return 0
