"""How long a player waits for the analysis board's best moves in Chromium, and whether the page stays responsive.

scripts/bench analysis [--games gore,hive,kosci,schotten] [--moves 30] [--tries 3] [--seed S] [--dist DIR]

Each game's position is ``--moves`` random legal moves into a seeded game (a Mądre kości position is taken
where a roll waits to be used, a Schotten one where a card waits to be played). A fresh browser context opens the page on ``#/<game>/analysis/<position>``;
measured in the page (``performance.now``, sampled at each frame):
- opened: from navigation start until the board lists the computer's moves (the page's and the worker's boot
  included: what a player who opens a shared analysis link waits);
- a move: ``--tries`` times, the first listed move clicked, until the new position's moves are listed (the
  worker already running: what a player waits at every move);
- long tasks: main-thread tasks over 50 ms from the first listing on (the worker searches; the page should
  not block). Exit code 0 even when over target.
"""
from __future__ import annotations

import argparse
import random
import statistics
from pathlib import Path
from typing import Any

from benchlib._in_chromium import chosen_games, each_game
from stolik import games
from stolik.web import links

GAMES = ("gore", "hive", "kosci", "schotten")
OPEN_TARGET_S, MOVE_TARGET_S = 4.0, 1.0
TIMEOUT_MS = 90_000
PROBE_JS = """window.__longtasks = [];
new PerformanceObserver(list => { for (const e of list.getEntries()) __longtasks.push([e.startTime, e.duration]); })
    .observe({ type: "longtask", buffered: true });"""
LISTED = "(node) => document.querySelector(`section#analysis[data-node='${node}'] [data-role=engine-moves]`) ? performance.now() : false"


# where a game's position is a real choice: a roll to use, a card to play
CHOICE = {"kosci": lambda state: state.roll is not None and len(state.legal_moves()) >= 3,
          "schotten": lambda state: state.phase == "play"}


def position(game: str, moves: int, seed: int) -> str:
    """A position ``moves`` random legal moves in, and on until it is a real choice (``CHOICE``)."""
    engine = games.engine(game)
    state, rng = engine.new_game(engine.GAME.default_options(), seed), random.Random(seed)
    played = 0
    ready = CHOICE.get(game, lambda _state: True)
    while state.result() is None and (played < moves or not ready(state)):
        state = state.play(rng.choice(state.legal_moves()))
        played += 1
    return state.position()


def analyse_game(browser: Any, url: str, game: str, moves: int, tries: int, seed: int) -> dict[str, Any]:
    context = browser.new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800}, service_workers="block")
    try:
        context.add_init_script(PROBE_JS)
        page = context.new_page()
        page.goto(url + links.analysis_hash(game, position(game, moves, seed)))
        opened = page.wait_for_function(LISTED, arg=0, timeout=TIMEOUT_MS).json_value()
        waits = []
        for node in range(1, tries + 1):
            page.wait_for_selector("html[data-idle]", timeout=TIMEOUT_MS)    # the position looked at to the end
            clicked = page.evaluate("() => { document.querySelector('[data-action=analysis-play]').click(); return performance.now(); }")
            waits.append(page.wait_for_function(LISTED, arg=node, timeout=TIMEOUT_MS).json_value() - clicked)
        long_tasks = [ms for start, ms in page.evaluate("() => window.__longtasks") if start >= opened]
    finally:
        context.close()
    return {"game": game, "opened": opened / 1000, "move": statistics.median(waits) / 1000, "worst": max(waits) / 1000,
            "long": len(long_tasks), "longest": max(long_tasks, default=0.0)}


def row(run: dict[str, Any]) -> str:
    opened_ok = "PASS" if run["opened"] <= OPEN_TARGET_S else "FAIL"
    move_ok = "PASS" if run["worst"] <= MOVE_TARGET_S else "FAIL"
    return (f"{run['game']:8s} {run['opened']:7.2f} {opened_ok}  {run['move']:7.2f} {run['worst']:7.2f} {move_ok}"
            f"  {run['long']:5d} {run['longest']:8.0f}")


def main(argv: list[str]) -> int:
    """Open the analysis board of each game in Chromium, play a few listed moves, print the waits beside the targets."""
    parser = argparse.ArgumentParser(prog="scripts/bench analysis", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated, of " + ", ".join(GAMES))
    parser.add_argument("--moves", type=int, default=30, help="random moves into the game (default 30)")
    parser.add_argument("--tries", type=int, default=3, help="listed moves played, each timed (default 3)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dist", type=Path, default=None, help="a built site to serve (default: build dist/)")
    args = parser.parse_args(argv)
    chosen = chosen_games(parser, args.games, GAMES)
    runs = each_game(args.dist, chosen, lambda browser, url, game: analyse_game(browser, url, game, args.moves, args.tries, args.seed),
                     lambda run: print(row(run), flush=True))
    print(f"\nanalysis board in Chromium at 1280x800, a position {args.moves} random moves in, seed {args.seed}")
    print(f"targets: opened (page and worker boot included) within {OPEN_TARGET_S:.0f} s; after a move, the new"
          f" position's moves within {MOVE_TARGET_S:.0f} s; long tasks: none wanted (times in s, longest in ms)")
    print("game      opened        move   worst        long  longest")
    for run in runs:
        print(row(run))
    return 0
