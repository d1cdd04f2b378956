"""A new build (a deploy) reaches a player who already has the service worker: the first reload after it
either runs the new build or says that a new version is ready, and its button then runs the new build."""
from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest

from test_infra import SW_ACTIVE_JS

pytestmark = [pytest.mark.e2e, pytest.mark.service_worker]

BANNER = ".update-ready"
MARKER = '<meta name="stolik-build" content="B">'
RUNS_B_OR_BANNER_JS = f"""() => document.querySelector('meta[name=stolik-build][content=B]') ? "B"
  : document.querySelector('{BANNER}') ? "banner" : null"""
SETTINGS = "stolik/v1/settings"


def deploy_build_b(site: Path) -> None:
    """Build B over build A in place, as a host's deploy does: a new cache name, a page one can tell apart."""
    sw = (site / "sw.js").read_text()
    (site / "sw.js").write_text(re.sub(r'const CACHE = "([^"]+)";', r'const CACHE = "\1-b";', sw, count=1))
    page = (site / "index.html").read_text()
    (site / "index.html").write_text(page.replace("<title>", MARKER + "\n<title>", 1))


def runs_build_b(page: Any) -> bool:
    return page.locator("meta[name=stolik-build][content=B]").count() == 1


def serve_build_a(make_server: Any, dist_dir: Path, tmp_path: Path) -> tuple[Any, Path]:
    """A copy of dist/ (build A) served from a folder the test can deploy build B over."""
    site = tmp_path / "site"
    shutil.copytree(dist_dir, site)
    return make_server({"/": site}), site


def test_the_reload_after_a_deploy_runs_the_new_build_or_offers_it(make_server, dist_dir, tmp_path, page, boot,
                                                                   wait_ready, screenshot, console_errors):
    """Before: the worker served build A for two more reloads and the page said nothing. Now the first
    reload shows (in the page's language) that a new version is ready, or runs it; Reload runs build B.
    The first visit, whose worker also takes control of the page, shows no such banner."""
    server, site = serve_build_a(make_server, dist_dir, tmp_path)
    boot(page, server.url("/"))
    assert page.evaluate(SW_ACTIVE_JS, [10_000, 60_000]) == "active"
    assert page.evaluate("() => navigator.serviceWorker.controller !== null")  # claimed: a controller change
    assert page.locator(BANNER).count() == 0  # …that is no update
    settings = json.loads(page.evaluate(f"() => localStorage.getItem('{SETTINGS}') || '{{}}'"))
    page.evaluate("([key, value]) => localStorage.setItem(key, value)", [SETTINGS, json.dumps({**settings, "lang": "pl"})])

    deploy_build_b(site)
    page.reload()
    wait_ready(page)
    page.wait_for_function(RUNS_B_OR_BANNER_JS, timeout=60_000)
    if not runs_build_b(page):
        banner = page.locator(BANNER)
        assert page.get_attribute("html", "lang") == "pl"
        assert "Nowa wersja Stolika" in banner.inner_text(), banner.inner_text()
        screenshot(page, "update-ready", full_page=False)
        with page.expect_navigation():
            banner.locator("button[data-update=reload]").click()
        wait_ready(page)
    assert runs_build_b(page)
    assert page.locator(BANNER).count() == 0
    assert console_errors == []


def test_a_page_open_across_a_deploy_still_gets_its_files_offline(make_server, dist_dir, tmp_path, page, boot,
                                                                  wait_ready):
    """The page keeps the routes of the worker that loaded it; once the new worker has deleted the old
    cache, a route naming that cache missed and went to the network, so offline the page could not
    fetch a file it loads later (the computer's worker, the QR code maker) and failed. Routes that
    look in any of our caches find the new build's copy."""
    server, site = serve_build_a(make_server, dist_dir, tmp_path)
    boot(page, server.url("/"))
    assert page.evaluate(SW_ACTIVE_JS, [10_000, 60_000]) == "active"
    deploy_build_b(site)
    page.reload()
    wait_ready(page)
    page.wait_for_selector(BANNER, timeout=60_000)
    page.wait_for_function("() => navigator.serviceWorker.controller.state === 'activated'")  # old cache gone
    assert page.evaluate("async () => (await caches.keys()).length") == 1

    server.stop()
    fetched = page.evaluate("""async () => {
      try { return (await fetch("./py/stolik.zip")).status; } catch (error) { return String(error); }
    }""")
    assert fetched == 200
    source = page.evaluate("""() => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith("/py/stolik.zip"))
      .map((entry) => [entry.workerMatchedSourceType, entry.workerFinalSourceType]).pop()""")
    assert source == ["cache", "cache"]  # the static route answered, not the worker's fetch handler
    with page.expect_navigation():
        page.click(f"{BANNER} button[data-update=reload]")
    wait_ready(page)
    assert runs_build_b(page)
