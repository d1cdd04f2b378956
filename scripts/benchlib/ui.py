"""How the play screen answers clicks in Chromium: long tasks and click-to-update time, every game, hot-seat.

scripts/bench ui [--games gore,hive,...] [--moves N] [--seed S] [--dist DIR] [--profile N]

Each game gets a fresh browser context with ``prefers-reduced-motion: reduce`` (the app then plays
no animation). The page is booted and left to settle (the computer's worker booted, the service
worker active), then a hot-seat game (two friends on this device) is opened from localStorage: an
entry written by stolik.web.storage with a seed from ``--seed``, so the deck and the dice repeat.
Then a person plays by clicking, led only by the page's markup (section.play), with a seeded RNG:
the privacy cover's button when there is one; right after a selection, one of the moves it brought
up (a piece's destinations, a card's stones); else any visible, enabled element with ``data-move``
or ``data-select`` (a move, or choosing a piece, card, die or square); "pass" only when there is
nothing else, and after 12 clicks without a move only moves. A click is made once section.play says
a person may move (data-state "human"); the game goes on until ``--moves`` moves are in the record
(data-moves: Mądre kości's setups and rolls count, and so do the passes the app plays by itself)
or the game ends. The same seed gives the same clicks on the same build.

Measured in the page, per click (Playwright's mouse press and release, so the browser's own click).
A click is made as a person makes it: the pointer comes onto the element, rests there ``POINT_MS``,
and the button is held ``PRESS_MS``. Playwright's default click (move, press and release at once)
has Chromium run the hover, the press and the click in one task, 25-35 ms of the browser's hit
tests and styles and our pointer handlers before the click's own work: a task no person's click makes.
- click-to-update: from the click event's timeStamp to the end of the last change of <main id=app>
  it causes, as a MutationObserver on #app sees it (its callback runs when the task that changed the
  DOM has finished: the Python handler, or the asyncio step that plays the move). A listed move's
  drawing on the board while the pointer rests on it (``data-pointed``, web/preview.py) is the
  pointer's, not the click's: after a roll, the list comes up under the resting pointer. The changes of one
  click end at the first 100 ms without any; what comes later (a forced pass after its 0.9 s note)
  is not the click's. Printed as median and max beside the target (median < 30 ms); "paint" is the
  same up to the frame after that change (requestAnimationFrame, then a message), for information.
- long tasks: PerformanceObserver "longtask" entries (over 50 ms on the main thread) from the first
  click to the last click's update, each given to the move whose clicks it overlaps (from a move's
  first click until the page takes the next one), or to "between" clicks. Target: none over 50 ms,
  i.e. none at all.
With ``--profile N``, Python's own profiler runs in the page from the first click to the last, and
each game prints its N functions with the most time of their own (in Pyodide: slower than the page
runs without it, and more so for small functions called often: the timings above are not the bench's then, and the shares lean towards many small calls).

The privacy cover's "show my hand" click (Schotten hot-seat) is a click, timed like the others, but
not a move; its long tasks go to the move that follows. Exit code 0 even when over target.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from benchlib._in_chromium import chosen_games, each_game
from stolik import games
from stolik.core.record import Record
from stolik.web import storage

GAMES = (*games.ENGINES, "schotten+")     # every registered game, and Schotten Totten with the special units
LONG_TASK_MS = 50.0
MEDIAN_TARGET_MS = 30.0
READY_TIMEOUT_MS = 90_000
SETTLE_TIMEOUT_MS = 60_000
QUIET_MS = 100                 # a click's changes end at the first pause this long
MOVES_ONLY_AFTER = 12          # clicks without a move before only moves are clicked
POINT_MS = 100                 # the pointer rests on what it is about to click this long
PRESS_MS = 80                  # and holds the button down this long (a person's click: 60-120 ms)
GAME_ID = "benchui"

# Installed before the page's own scripts: the click log, the changes of #app, the long tasks.
PROBE_JS = """(() => {
  const probe = window.__uiProbe = { clicks: [], longtasks: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longtasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  addEventListener("click", (e) => {
    probe.clicks.push({ t0: e.timeStamp, changes: [], paints: [] });
  }, true);
  const hovered = (r) => (r.target.nodeType === 1 ? r.target : r.target.parentElement).closest("[data-pointed]");
  const watch = () => new MutationObserver((records) => {
    const click = probe.clicks[probe.clicks.length - 1];
    if (!click || records.every(hovered)) return;
    const index = click.changes.push(performance.now()) - 1;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { click.paints[index] = performance.now(); };
      channel.port2.postMessage(0);
    });
  }).observe(document.getElementById("app"), { childList: true, subtree: true, attributes: true, characterData: true });
  if (document.getElementById("app")) watch(); else document.addEventListener("DOMContentLoaded", watch);
})();"""

# The page's own readiness beyond data-ready: the computer's worker and the service worker (bounded).
SETTLE_PAGE_JS = """async (timeout) => {
  const until = performance.now() + timeout;
  const html = document.documentElement;
  while (!["ready", "failed"].includes(html.getAttribute("data-ai")) && performance.now() < until)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if ("serviceWorker" in navigator)
    await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, until - performance.now()))]);
  return html.getAttribute("data-ai") || "no marker";
}"""

# What a person could click now: index into section.play's [data-move], [data-select] and the cover button.
CLICKABLE = "section.play [data-move], section.play [data-select], section.play [data-action=uncover]"
CHOICES_JS = """(selector) => [...document.querySelectorAll(selector)].map((el, i) => ({
  i,
  kind: el.matches("[data-action=uncover]") ? "cover" : el.hasAttribute("data-move") ? "move" : "select",
  value: el.getAttribute("data-move") ?? el.getAttribute("data-select"),
  key: el.tagName + ":" + (el.getAttribute("data-move") ?? ""),
  usable: !el.hasAttribute("disabled") && el.checkVisibility({ checkVisibilityCSS: true }),
})).filter((c) => c.usable)"""

# After a click: when its changes ended (the first quiet pause), the frame after that, and when the
# page takes the next click (a person may move, or the game is over, and #app is quiet).
SETTLE_CLICK_JS = """async ([quiet, timeout]) => {
  const probe = window.__uiProbe;
  const click = probe.clicks[probe.clicks.length - 1];
  const start = performance.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const last = () => click.changes.length ? click.changes[click.changes.length - 1] : click.t0;
  for (;;) {
    const state = document.querySelector("section.play")?.dataset.state;
    const now = performance.now();
    if (click.changes.length && now - last() >= quiet && (state === "human" || state === "over")) break;
    if (!click.changes.length && now - click.t0 >= 2000) break;
    if (now - start > timeout) throw new Error("the page did not settle after a click");
    await sleep(10);
  }
  let end = 0;
  while (end + 1 < click.changes.length && click.changes[end + 1] - click.changes[end] < quiet) end += 1;
  const painting = performance.now();
  while (click.changes.length && click.paints[end] === undefined && performance.now() - painting < 1000) await sleep(5);
  const play = document.querySelector("section.play");
  return { t0: click.t0, ready: performance.now(), moves: +play.dataset.moves, state: play.dataset.state,
           update: click.changes.length ? click.changes[end] - click.t0 : null,
           paint: click.paints[end] === undefined ? null : click.paints[end] - click.t0 };
}"""


# Python run inside the page through the app's proxy: cProfile over everything Python does.
PROFILE_START_JS = """() => { const g = window.stolikApp.render.__globals__;
  g.get("__builtins__").exec("import cProfile\\n__bench_profile = cProfile.Profile()\\n__bench_profile.enable()", g); }"""
PROFILE_STOP_JS = """(top) => { const g = window.stolikApp.render.__globals__;
  g.set("__bench_top", top);
  g.get("__builtins__").exec(`
__bench_profile.disable()
import io, pstats
__bench_out = io.StringIO()
pstats.Stats(__bench_profile, stream=__bench_out).sort_stats("tottime").print_stats(__bench_top)
__bench_text = __bench_out.getvalue()`, g);
  return g.get("__bench_text"); }"""


@dataclass
class Click:
    kind: str            # "move", "select" or "cover"
    move: int            # the record's move number this click works towards (1-based)
    t0: float
    ready: float
    update: float | None
    paint: float | None


@dataclass
class GameRun:
    game: str
    moves: int = 0
    over: bool = False
    clicks: list[Click] = field(default_factory=list)
    long_tasks: list[tuple[float, float, str]] = field(default_factory=list)   # (start, ms, "move N" or "between")
    worker: str = ""     # the computer's worker when play began (data-ai): "ready" unless it failed or was slow
    profile: str = ""    # with --profile: the page's Python profile over the clicks


def saved_entry(game: str, seed: int) -> tuple[str, str]:
    """The localStorage key and text of a new hot-seat game of ``game`` ("schotten+": with the special units)."""
    key = game.rstrip("+")
    engine = games.engine(key)
    options = engine.GAME.checked_options({"tactics": True} if game.endswith("+") else {})
    record = Record(key, engine.GAME.rules_version, options, seed, ())
    saved = storage.SavedGame(GAME_ID, record, storage.Players("friend"))
    return storage.GAME_PREFIX + GAME_ID, json.dumps(saved.to_json())


def choose(choices: list[dict[str, Any]], before: set[str] | None, idle_clicks: int,
           rng: random.Random) -> dict[str, Any] | None:
    """A person's next click: the cover first; one of the moves a selection has just brought up
    (``before``: the moves there were before that selection, None after any other click); else a move
    or a selection at random, passing only when nothing else may be clicked; after ``MOVES_ONLY_AFTER``
    clicks without a move, a move."""
    cover = [c for c in choices if c["kind"] == "cover"]
    if cover:
        return cover[0]
    moves = [c for c in choices if c["kind"] == "move" and c["value"] != "pass"]
    selects = [c for c in choices if c["kind"] == "select"]
    passes = [c for c in choices if c["kind"] == "move" and c["value"] == "pass"]
    brought = [c for c in moves if c["key"] not in before] if before is not None else []
    if brought:
        pool = brought
    elif idle_clicks >= MOVES_ONLY_AFTER:
        pool = moves or passes or selects
    else:
        pool = moves + selects or passes
    return rng.choice(pool) if pool else None


def play_game(browser: Any, url: str, game: str, moves: int, seed: int, profile: int = 0) -> GameRun:
    """Boot a fresh page, open a hot-seat game and click through ``moves`` moves of it."""
    rng = random.Random(f"{seed}:{game}")
    key, entry = saved_entry(game, seed)
    run = GameRun(game)
    context = browser.new_context(reduced_motion="reduce")
    try:
        context.add_init_script(PROBE_JS)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
        run.worker = page.evaluate(SETTLE_PAGE_JS, READY_TIMEOUT_MS)
        page.evaluate("([key, entry, hash]) => { localStorage.setItem(key, entry); location.hash = hash; }",
                      [key, entry, f"#/play/{GAME_ID}"])
        page.wait_for_selector("section.play[data-state=human]", timeout=SETTLE_TIMEOUT_MS)
        page.evaluate("() => { window.__uiProbe.clicks.length = 0; }")
        if profile:
            page.evaluate(PROFILE_START_JS)
        played, idle, before = 0, 0, None
        while played < moves:
            choices = page.evaluate(CHOICES_JS, CLICKABLE)
            choice = choose(choices, before, idle, rng)
            if choice is None:
                raise RuntimeError(f"{game}: nothing to click after {played} moves")
            # after a selection, the moves there were before it: the ones it brings up are its targets
            before = {c["key"] for c in choices if c["kind"] == "move"} if choice["kind"] == "select" else None
            target = page.locator(CLICKABLE).nth(choice["i"])
            target.hover(timeout=10_000)           # as a person clicks: point, rest, press, hold, let go
            page.wait_for_timeout(POINT_MS)
            target.click(delay=PRESS_MS, timeout=10_000)
            out = page.evaluate(SETTLE_CLICK_JS, [QUIET_MS, SETTLE_TIMEOUT_MS])
            run.clicks.append(Click(choice["kind"], played + 1, out["t0"], out["ready"], out["update"], out["paint"]))
            idle = 0 if out["moves"] > played else idle + 1
            played = out["moves"]
            if out["state"] == "over":
                run.over = True
                break
        run.moves = played
        if profile:
            run.profile = page.evaluate(PROFILE_STOP_JS, profile)
        run.long_tasks = attributed(page.evaluate("() => window.__uiProbe.longtasks"), run.clicks)
        return run
    finally:
        context.close()


def attributed(entries: list[list[float]], clicks: list[Click]) -> list[tuple[float, float, str]]:
    """The long tasks from the first click to the last click's update, each named after the move it
    overlaps (from that move's first click until the page took the next click), else "between"."""
    if not clicks:
        return []
    spans: dict[int, list[float]] = {}
    for click in clicks:
        span = spans.setdefault(click.move, [click.t0, click.ready])
        span[1] = click.ready
    end = clicks[-1].t0 + (clicks[-1].update or 0.0)
    out = []
    for start, ms in entries:
        if start + ms < clicks[0].t0 or start > end:
            continue
        owner = next((f"move {m}" for m, (a, b) in spans.items() if start < b and start + ms > a), "between")
        out.append((start, ms, owner))
    return out


def median_max(values: list[float]) -> tuple[float, float]:
    """Median and max, or not-a-number twice when nothing was timed."""
    return (statistics.median(values), max(values)) if values else (float("nan"), float("nan"))


def progress(run: GameRun) -> str:
    """What one game did, as it finishes: the clicks by kind and their medians, every long task."""
    parts = []
    for kind in ("move", "select", "cover"):
        times = [c.update for c in run.clicks if c.kind == kind and c.update is not None]
        if times:
            parts.append(f"{len(times)} {kind} {statistics.median(times):.0f}")
    silent = sum(c.update is None for c in run.clicks)
    tasks = ", ".join(f"{ms:.0f} ({owner})" for _s, ms, owner in run.long_tasks) or "none"
    return (f"{run.game}: {run.moves} moves{' (game over)' if run.over else ''}, worker {run.worker};"
            f" clicks and median update ms: {', '.join(parts)}" + (f", {silent} changed nothing" if silent else "")
            + f"; long tasks ms: {tasks}")


HEADER = (f"{'game':10s} {'moves':>5s} {'clicks':>6s} {'long':>5s} {'in moves':>8s} {'max ms':>7s} {'':4s}"
          f" {'update median':>13s} {'max':>6s} {'':4s} {'paint median':>12s}")


def report(run: GameRun) -> str:
    """One game's row: moves, clicks, long tasks (how many, in how many moves, the longest), the
    click-to-update median and max, each beside its verdict, and the median to the next paint."""
    worst = max((ms for _s, ms, _o in run.long_tasks), default=0.0)
    in_moves = len({owner for _s, _ms, owner in run.long_tasks if owner != "between"})
    median, longest = median_max([c.update for c in run.clicks if c.update is not None])
    paint, _ = median_max([c.paint for c in run.clicks if c.paint is not None])
    return (f"{run.game:10s} {run.moves:5d} {len(run.clicks):6d} {len(run.long_tasks):5d} {in_moves:8d} {worst:7.0f}"
            f" {'PASS' if worst <= LONG_TASK_MS else 'FAIL'} {median:13.1f} {longest:6.1f}"
            f" {'PASS' if median < MEDIAN_TARGET_MS else 'FAIL'} {paint:12.1f}")


def main(argv: list[str]) -> int:
    """Play each game by clicks in Chromium and print what the clicks cost, beside the targets."""
    parser = argparse.ArgumentParser(prog="scripts/bench ui", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(GAMES), help="comma-separated, of " + ", ".join(GAMES))
    parser.add_argument("--moves", type=int, default=30, help="moves in the record per game (default 30)")
    parser.add_argument("--seed", type=int, default=1, help="the games' seed and the clicker's (default 1)")
    parser.add_argument("--dist", type=Path, default=None, help="a built site to serve (default: build dist/)")
    parser.add_argument("--profile", type=int, default=0, metavar="N",
                        help="profile the page's Python and print its N costliest functions per game")
    args = parser.parse_args(argv)
    chosen = chosen_games(parser, args.games, GAMES)

    def show(run: GameRun) -> None:
        print(progress(run), flush=True)
        if run.profile:
            print(run.profile, flush=True)

    runs = each_game(args.dist, chosen, lambda browser, url, game: play_game(
        browser, url, game, args.moves, args.seed, args.profile), show)

    print(f"\nplay screen in Chromium, hot-seat, no animation, {args.moves} moves a game, seed {args.seed}")
    print(f"targets: no long task over {LONG_TASK_MS:.0f} ms during play; click-to-update median under"
          f" {MEDIAN_TARGET_MS:.0f} ms (times in ms; long: long tasks, in moves: moves with one)")
    print(HEADER)
    for run in runs:
        print(report(run))
    return 0
