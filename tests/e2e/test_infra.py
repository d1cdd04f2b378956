"""The built site as a player's browser meets it: same-origin boot, offline after one visit, sub-path hosting,
the memory snapshot and the normal start it falls back to, axe."""
from __future__ import annotations

import gzip
import hashlib
import json
import re
import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit

import pytest

import build  # noqa: E402  (scripts/build.py; conftest puts scripts/ on the path)
from play_page import PLAY, idle, play, start_game

SUB_PATH = "/games/stolik/"

# "active" once the page has registered a service worker and it is active (it precaches during install,
# so active means the whole app is cached); otherwise what is missing, after the given timeouts.
SW_ACTIVE_JS = """async ([registerMs, activeMs]) => {
  if (!("serviceWorker" in navigator)) return "no serviceWorker API (not a secure context?)";
  const until = Date.now() + registerMs;
  while (!(await navigator.serviceWorker.getRegistration())) {
    if (Date.now() > until) return "no service worker registered: index.html must register ./sw.js";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), activeMs));
  const registration = await Promise.race([navigator.serviceWorker.ready, timeout]);
  return registration && registration.active ? "active" : "the service worker never became active";
}"""


# Which way assets/boot/pyodide-snapshot.mjs started Python: ["snapshot", ""] or ["fallback", reason].
BOOT_PATH_JS = """() => {
  const marks = performance.getEntriesByType("mark").filter((m) => /^stolik:boot:(snapshot|fallback)$/.test(m.name));
  return marks.map((m) => [m.name.slice("stolik:boot:".length), (m.detail && m.detail.reason) || ""]);
}"""


def boot_path(page: Any) -> list[str]:
    """The one boot path the page took, as [path, reason]."""
    marks = page.evaluate(BOOT_PATH_JS)
    assert len(marks) == 1, marks
    return marks[0]


def record_requests(context: Any) -> tuple[list[str], list[str]]:
    """Every request URL of the context, and every failed request or error response."""
    urls: list[str] = []
    failures: list[str] = []

    def on_response(response: Any) -> None:
        if response.status >= 400:
            failures.append(f"{response.status} {response.url}")

    context.on("request", lambda request: urls.append(request.url))
    context.on("response", on_response)
    context.on("requestfailed", lambda request: failures.append(f"failed {request.url}: {request.failure}"))
    return urls, failures


def test_boot_makes_no_request_outside_the_origin(server, new_context, boot):
    """Runtime, config and every module come from our own origin: no CDN, no PyPI (RUNTIME.md sections 1, 7)."""
    context = new_context()  # (no service worker) the page's own requests, not a worker's cache
    urls, failures = record_requests(context)
    page = boot(context.new_page(), server.url("/"))
    page.wait_for_load_state("networkidle")

    foreign = [url for url in urls if not url.startswith((server.origin + "/", "blob:", "data:"))]
    assert foreign == []
    assert failures == []
    assert server.url("/assets/vendor/pyodide/pyodide.asm.wasm") in urls


@pytest.mark.service_worker
@pytest.mark.fresh_origin
def test_offline_reload_after_one_visit(server, page, boot, wait_ready):
    """After one visit the service worker has everything: with the server stopped, a reload starts Python again."""
    boot(page, server.url("/"))
    assert page.evaluate(SW_ACTIVE_JS, [10_000, 60_000]) == "active"

    server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(server.url("/"), timeout=5)  # the network really is gone
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")
    assert boot_path(page) == ["snapshot", ""]  # the worker has the snapshot too


def test_python_is_restored_from_the_memory_snapshot(server, page, wait_ready, console_errors):
    """The page restores the build's snapshot instead of starting Python, and a game then imports
    what the snapshot does not hold from the unpacked package (its engine and screen) and plays."""
    page.goto(server.url("/"))   # (a real load, never an app restarted on a kept page: the boot is under test)
    wait_ready(page)
    assert boot_path(page) == ["snapshot", ""]
    start_game(page, "gore", opponent="friend")
    play(page, "[data-move=S2]")
    assert page.get_attribute(PLAY, "data-moves") == "1"
    assert console_errors == []


def _snapshot_memory(dist: Any) -> tuple[dict[str, Any], bytes]:
    """The built snapshot's header and Pyodide's snapshot behind it."""
    data = gzip.decompress((dist / build.SNAPSHOT).read_bytes())
    return json.loads(data[: build.SNAPSHOT_HEADER]), data[build.SNAPSHOT_HEADER:]


def _spoiled_snapshot(dist: Any, how: str) -> bytes | None:
    """The snapshot as a broken deploy or host may serve it (None: missing)."""
    header, memory = _snapshot_memory(dist)
    if how == "missing":
        return None
    if how == "garbage":
        return b"<!doctype html><title>Not found</title>"
    if how == "other package":
        header["archive"] = "0" * 64
    if how == "other runtime build":  # Pyodide's own check: the build id, 16 bytes into its header
        memory = memory[:16] + bytes(32) + memory[48:]
        header["memory"] = hashlib.sha256(memory).hexdigest()  # sound on the way: Pyodide's check refuses it
    if how == "damaged memory":  # a sound header over bytes changed on the way (disk, cache, host)
        middle = len(memory) // 2
        memory = memory[:middle] + bytes(byte ^ 0xFF for byte in memory[middle:middle + 64]) + memory[middle + 64:]
    return gzip.compress(json.dumps(header).encode().ljust(build.SNAPSHOT_HEADER) + memory, compresslevel=1)


@pytest.mark.parametrize("how, reason, whole", [
    ("missing", "no snapshot (HTTP 404)", True),
    ("garbage", "unreadable snapshot header", False),
    ("other package", "snapshot of another build of the package", False),
    ("other runtime build", "restore failed: Error: Snapshot build id mismatch", True),
    ("damaged memory", "snapshot memory damaged (checksum mismatch)", False),
])
def test_a_missing_stale_or_broken_snapshot_falls_back_to_the_normal_start(server, dist_dir, new_context, wait_ready,
                                                                           console_errors, how, reason, whole):
    """Whatever is wrong with the snapshot, Python starts the normal way, cleanly, the app gets ready
    and a game opens and plays (a damaged memory restored anyway failed here: "(unicode error) 'utf-8'
    codec can't decode" and a fatal Pyodide error). Every case takes the one way after the fallback mark
    (assets/boot/pyodide-snapshot.mjs: a new Pyodide's normal start): the snapshot our own checks refuse
    is followed to the mark, a missing one and the one Pyodide itself refuses to a game played."""
    context = new_context()  # (no service worker) the page's own fetches, which the route answers
    body = _spoiled_snapshot(dist_dir, how)
    context.route(f"**/{build.SNAPSHOT}", lambda route: route.fulfill(status=404, body="")
                  if body is None else route.fulfill(status=200, body=body, content_type="application/gzip"))
    page = context.new_page()
    page.goto(server.url("/"))
    page.wait_for_function(f"() => ({BOOT_PATH_JS})().length > 0")
    path, said = boot_path(page)
    assert path == "fallback" and said.startswith(reason), said
    if not whole:
        assert [error for error in console_errors if "Failed to load resource" not in error] == []
        return
    wait_ready(page)
    start_game(page, "gore", opponent="friend")
    play(page, "[data-move=S2]")
    assert page.get_attribute(PLAY, "data-moves") == "1"
    assert [error for error in console_errors if "Failed to load resource" not in error] == []  # the 404 itself


def test_dist_boots_under_a_sub_path(make_server, dist_dir, new_context, boot):
    """dist/ copied under /games/stolik/ on a host works: every URL the app uses is relative."""
    server = make_server({SUB_PATH: dist_dir})
    context = new_context()
    urls, failures = record_requests(context)
    page = boot(context.new_page(), server.url(SUB_PATH))
    page.wait_for_load_state("networkidle")

    outside = [url for url in urls if url.startswith("http") and not urlsplit(url).path.startswith(SUB_PATH)]
    assert outside == []
    assert failures == []


def test_home_boots_clean_and_accessible(server, page, boot, axe, screenshot, console_errors, describe_violations):
    """The home screen logs no error and axe-core finds no serious or critical violation on it."""
    boot(page, server.url("/"))
    screenshot(page, "infra-home-desktop")
    violations = axe(page)
    assert violations == [], describe_violations(violations)
    assert console_errors == []


# What a page shows, to tell a restarted app from a freshly loaded one: <html>'s attributes, the body, the
# focus, the scroll, the storage's keys, the title (a saved game's id is new at each opening: left out).
SHOWN_JS = """() => [document.documentElement.outerHTML.replace(/<body[\\s\\S]*$/, ''), document.body.innerHTML,
    document.activeElement?.outerHTML.slice(0, 200), scrollX, scrollY, sessionStorage.length, document.title,
    Object.keys(localStorage).map(k => k.startsWith('stolik/v1/game/') ? 'a saved game' : k).sort()]"""
SAVED_ID = re.compile(r"(#/play/|data-id=\")[A-Za-z0-9_-]+")
RESTART_ROUTES = ("#/", "#/puzzles",   # (every warm test start is a restart too: 230 a run)
                  "#/gore/p/3%2C4%2C0%2C1%2C1%2C3%2C5%2C0%20SSSSNNNN%2017%3A14%20S")


def looks(page: Any) -> list[str]:
    idle(page)
    return [SAVED_ID.sub(r"\1ID", str(part)) for part in page.evaluate(SHOWN_JS)]


def test_an_app_restarted_on_a_booted_page_starts_as_on_a_page_just_loaded(browser, server, wait_ready):
    """The browser tests run one after another on a booted page (conftest's ContextPool: the app retires, the
    storage is cleared, a new app starts at the next URL, web/app.py): at each route, the page must show
    exactly what a page just loaded there shows, after a game played and the language switched before."""
    context = browser.new_context(service_workers="block")
    try:
        loaded = {}
        for route in RESTART_ROUTES:
            fresh = context.new_page()
            fresh.goto(server.url("/" + route))
            wait_ready(fresh)
            loaded[route] = looks(fresh)
            fresh.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
            fresh.close()
        page = context.new_page()
        page.goto(server.url("/"))
        wait_ready(page)
        for route in RESTART_ROUTES:
            start_game(page, "gore", opponent="friend")
            play(page, f"{PLAY} [data-move]")
            page.click("[data-action=lang]")
            assert page.evaluate("() => window.stolikRetire()") is True
            page.evaluate("() => { localStorage.clear(); sessionStorage.clear(); }")
            page.evaluate("async (url) => { await window.stolikRestart(url); }", server.url("/" + route))
            now = looks(page)
            assert now == loaded[route], f"{route}: {difference(loaded[route], now)}"
            page.evaluate("() => { location.hash = '#/'; }")
            idle(page)
    finally:
        context.close()


def difference(fresh: list[str], now: list[str]) -> str:
    """Where what a restarted page shows first differs from a loaded one's, with a little text around."""
    part, a, b = next((k, a, b) for k, (a, b) in enumerate(zip(fresh, now)) if a != b)
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"part {part}, loaded: ...{a[max(0, at - 80):at + 120]!r}, restarted: ...{b[max(0, at - 80):at + 120]!r}"
