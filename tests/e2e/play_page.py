"""What every game's browser tests do on the play screen: open the new-game form, play, wait.

The play screen tells its state in attributes (section.play[data-state], data-moves, data-position),
so tests wait for visible state, never for fixed sleeps. ``html[data-idle]`` says the page has nothing
left to do by itself (no redraw, region, focus or scroll frame, slide, animation or search to come:
web/idle.py); settle waits for it, so nothing moves under a test's next look or click.
"""
from __future__ import annotations

import json
import random
import re
from typing import Any, Callable

from stolik import games
from stolik.core.record import Record
from stolik.web import storage

PLAY = "section.play"
IDLE = "html[data-idle]"
SETTLED = f"{IDLE} {PLAY}[data-state=human], {IDLE} {PLAY}[data-state=over]"


def start_game(page: Any, game: str, *, opponent: str = "computer", level: str = "easy", side: str = "0",
               first: str | None = None, checks: tuple[str, ...] = ()) -> None:
    """Fill the new-game form of ``game`` and start; ``checks``: further inputs to tick (game options)."""
    page.click(f"[data-action=new][data-game={game}]")
    page.check(f"input[name=opponent][value={opponent}]")
    if opponent == "computer":
        page.select_option("select[name=level]", level)
        page.check(f"input[name=side][value='{side}']")
    if first is not None:
        page.check(f"input[name=first][value='{first}']")
    for selector in checks:
        page.check(selector)
    page.click("button[data-action=start]")
    page.wait_for_selector(PLAY)


def settle(page: Any, timeout: float = 90_000) -> str:
    """Wait until the game waits for a person (or is over) and the page is idle; returns that state."""
    try:
        page.wait_for_selector(SETTLED, timeout=timeout)
    except Exception as error:  # what the page still had to do says why it never settled
        seen = None if page.is_closed() else page.evaluate(
            "s => [document.querySelector(s)?.dataset.state, document.documentElement.dataset.busy]", PLAY)
        raise AssertionError(f"the page never settled: [data-state, data-busy] = {seen}") from error
    return page.get_attribute(PLAY, "data-state")


def idle(page: Any, timeout: float = 30_000) -> None:
    """Wait until the page has nothing left to do by itself (any screen)."""
    page.wait_for_selector(IDLE, state="attached", timeout=timeout)


def watch(page: Any, look: str, *, once: bool = False) -> None:
    """Have the page itself run ``look`` (a JS function's text) each time its DOM changes, and keep what it
    returns (null or undefined: nothing); ``once``: stop at the first thing kept. A short animation (0.8 s)
    is seen so whatever the load: the test's own next look may come after it has ended."""
    page.evaluate(f"""() => {{ window.watched = []; const look = {look};
        const watch = new MutationObserver(() => {{ const seen = look();
            if (seen === null || seen === undefined) return;
            watched.push(seen);
            if ({'true' if once else 'false'}) watch.disconnect(); }});
        watch.observe(document.body, {{subtree: true, childList: true, attributes: true, characterData: true}});
        (window.stolikTestEnds ||= []).push(() => watch.disconnect()); }}""")


def watched(page: Any) -> list[Any]:
    """What ``watch``'s look has kept so far."""
    return page.evaluate("() => window.watched")


def moves(page: Any) -> str:
    return page.get_attribute(PLAY, "data-moves")


def play(page: Any, selector: str, *, tap: bool = False) -> str:
    """Click (or tap) a move, wait until it is played and the game waits for a person again."""
    before = moves(page)
    (page.tap if tap else page.click)(selector)
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])", timeout=30_000)
    return settle(page)


def position(page: Any) -> str:
    return page.get_attribute(PLAY, "data-position")


def share_links(page: Any) -> tuple[str, str]:
    """The game link and the position link, as the play screen shows them after "Copy …"."""
    page.click("[data-action=share]")
    game_link = page.input_value("[data-role=link]")
    page.click("[data-action=share-position]")
    return game_link, page.input_value("[data-role=link]")


def play_until_over(page: Any, step: Callable[[int], Any], limit: int) -> str:
    """Let a person act (``step(n)``) whenever the game waits for one, until it ends or ``limit`` steps."""
    for number in range(limit):
        if settle(page) == "over":
            break
        step(number)
    return settle(page)


def result_status(page: Any) -> str:
    """The status line of a finished game, which must say so."""
    status = page.inner_text(".status")
    assert re.search(r"Game over|Koniec gry", status), status
    return status


def saved_game(key: str, plies: int | None, *, tactics: bool = False, seed: int = 5, before_end: int = 0,
               players: storage.Players = storage.Players("friend")) -> tuple[str, str, str]:
    """A game of ``key`` after ``plies`` seeded random moves (None: played to its end, less the last
    ``before_end``), saved as the app saves one for ``players`` (default: two friends on this device):
    (storage key, entry, game id). A test opens it at #/play/<id> as a player resumes a game."""
    engine = games.engine(key)
    options = engine.GAME.checked_options({"tactics": True} if tactics else {})
    state, rng, moves = engine.new_game(options, seed), random.Random(3), []
    while (plies is None or len(moves) < plies) and state.result() is None:
        move = rng.choice(sorted(state.legal_moves()))
        moves.append(move)
        state = state.play(move)
    assert (state.result() is None) == (plies is not None), f"{key}: the random game ended within {plies} plies"
    moves = moves[:len(moves) - before_end]
    ident = f"layout-{key}{'-t' if tactics else ''}"
    record = Record(key, engine.GAME.rules_version, options, seed, tuple(moves))
    saved = storage.SavedGame(ident, record, players)
    return storage.GAME_PREFIX + ident, json.dumps(saved.to_json()), ident


def resume(page: Any, entry: tuple[str, str, str]) -> None:
    """Write a ``saved_game`` entry into the booted page's storage and open it, as a player resumes it."""
    name, text, ident = entry
    page.evaluate("([name, entry, hash]) => { localStorage.setItem(name, entry); location.hash = hash; }",
                  [name, text, f"#/play/{ident}"])
    page.wait_for_selector(PLAY)
