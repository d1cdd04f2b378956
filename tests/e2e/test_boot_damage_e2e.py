"""A start that fails (the package archive missing or damaged, on the host or in the service worker's cache)
says so in Polish and English, offers a reload and a safe clearing of the cached files, and never touches
the saved games in localStorage."""
from __future__ import annotations

import json
from typing import Any

import pytest

import build  # noqa: E402  (scripts/build.py; conftest puts scripts/ on the path)
from test_infra import SW_ACTIVE_JS

pytestmark = pytest.mark.e2e

ALERT = "[role=alert].boot-failed"
MESSAGE_TIMEOUT_MS = 60_000  # a failed start fails after the runtime is up: a few seconds here
# What a player saved before: settings (English, so the app's language shows they were read) and a game.
SAVED = {"stolik/v1/settings": json.dumps({"lang": "en"}), "stolik/v1/test-saved-game": "kept"}
SAVE_JS = "(saved) => { for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value); }"
STORED_JS = "(keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)]))"
CACHES_JS = "async () => 'caches' in window ? await caches.keys() : []"


def save_games(page: Any, url: str) -> None:
    """A first visit to the origin that leaves saved games behind (any page of it will do)."""
    page.goto(url)
    page.evaluate(SAVE_JS, SAVED)


def assert_saved_games_kept(page: Any) -> None:
    assert page.evaluate(STORED_JS, list(SAVED)) == SAVED


def assert_failure_said(page: Any) -> None:
    """The message is up, says what to do in both languages, and the loading spinner is gone."""
    alert = page.wait_for_selector(ALERT, timeout=MESSAGE_TIMEOUT_MS)
    polish, english = alert.query_selector("[lang=pl]").inner_text(), alert.query_selector("[lang=en]").inner_text()
    assert "Odśwież" in polish and "zapisane gry" in polish, polish
    assert "Reload" in english and "saved games" in english, english
    assert "cookies" in english and "plików cookie" in polish  # what not to clear
    assert page.locator(".loading").is_hidden()
    assert page.get_attribute("html", "data-ready") is None


def route_archive(context: Any, body: bytes | None) -> str:
    """Serve py/stolik.zip as missing (None) or with these bytes; returns the pattern, for unroute."""
    pattern = f"**/{build.ARCHIVE}"
    context.route(pattern, lambda route: route.fulfill(status=404, body="") if body is None
                  else route.fulfill(status=200, body=body, content_type="application/zip"))
    return pattern


def test_a_missing_archive_says_so_and_clearing_the_cached_files_keeps_the_saved_games(
        server, new_context, wait_ready, axe, describe_violations, screenshot):
    """404 for the package: the message in both languages (not 'Loading…' forever); Reload tries again;
    once the host has the file, the clearing button empties Cache Storage, reloads, and the app starts
    with the saved settings and game still there."""
    context = new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    save_games(page, server.url("/assets/manifest.webmanifest"))
    pattern = route_archive(context, None)
    page.goto(server.url("/"))
    assert_failure_said(page)
    assert_saved_games_kept(page)
    violations = axe(page)
    assert violations == [], describe_violations(violations)
    screenshot(page, "boot-failed-desktop")
    page.set_viewport_size({"width": 390, "height": 844})
    screenshot(page, "boot-failed-phone")

    page.evaluate("() => { window.beforeReload = true; }")
    page.click(f"{ALERT} [data-boot=reload]")
    page.wait_for_function("() => window.beforeReload === undefined")
    assert_failure_said(page)  # still missing: said again

    page.evaluate("async () => (await caches.open('stolik-damaged')).put('./py/stolik.zip', new Response('x'))")
    context.unroute(pattern)
    page.click(f"{ALERT} [data-boot=clear]")
    wait_ready(page)
    assert page.evaluate(CACHES_JS) == []
    assert_saved_games_kept(page)
    assert page.get_attribute("html", "lang") == "en"  # the saved settings were read
    assert page.locator(ALERT).count() == 0


def test_a_damaged_archive_says_so_and_keeps_the_saved_games(server, new_context, wait_ready):
    """200 with bytes that are no zip: Python cannot unpack the package; the message, then a clean start."""
    context = new_context()
    page = context.new_page()
    save_games(page, server.url("/assets/manifest.webmanifest"))
    pattern = route_archive(context, b"PK\x03\x04 this is not a zip archive" * 50)
    page.goto(server.url("/"))
    assert_failure_said(page)
    assert_saved_games_kept(page)

    context.unroute(pattern)
    page.click(f"{ALERT} [data-boot=clear]")
    wait_ready(page)
    assert_saved_games_kept(page)
    assert page.get_attribute("html", "lang") == "en"


@pytest.mark.service_worker
def test_a_damaged_file_in_the_service_workers_cache_is_cleared_by_the_button(server, page, boot, wait_ready):
    """The case the button is for: the host is fine, but the worker's cache holds a broken archive, so
    every reload fails the same way. Clearing unregisters the worker and deletes its caches; the
    reload then fetches from the host and the app starts, with the saved games kept."""
    page.context.add_init_script("window.controlledAtStart = navigator.serviceWorker.controller !== null")
    boot(page, server.url("/"))
    assert page.evaluate(SW_ACTIVE_JS, [10_000, 60_000]) == "active"
    page.evaluate(SAVE_JS, SAVED)
    page.evaluate("""async () => {
      const [name] = await caches.keys();
      await (await caches.open(name)).put("./py/stolik.zip", new Response("not a zip", { headers: { "Content-Type": "application/zip" } }));
    }""")
    page.reload()
    assert page.evaluate("() => window.controlledAtStart")
    assert_failure_said(page)
    assert_saved_games_kept(page)

    page.click(f"{ALERT} [data-boot=clear]")
    wait_ready(page)
    assert page.evaluate("() => window.controlledAtStart") is False  # served by the host this time
    assert_saved_games_kept(page)
    assert page.get_attribute("html", "lang") == "en"


def test_a_missing_pyscript_says_so_too(server, new_context):
    """The runtime's own module script missing (a partial deploy): its load error, not Python's, shows the message."""
    context = new_context()
    context.route("**/assets/vendor/pyscript/core.js", lambda route: route.fulfill(status=404, body=""))
    page = context.new_page()
    page.goto(server.url("/"))
    assert_failure_said(page)
