"""The built site as a player's browser meets it: same-origin boot, offline after one visit, sub-path hosting, axe."""
from __future__ import annotations

import urllib.error
import urllib.request
from typing import Any
from urllib.parse import urlsplit

import pytest

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
    context = new_context(service_workers="block")  # count the page's own requests, not a worker's cache
    urls, failures = record_requests(context)
    page = boot(context.new_page(), server.url("/"))
    page.wait_for_load_state("networkidle")

    foreign = [url for url in urls if not url.startswith((server.origin + "/", "blob:", "data:"))]
    assert foreign == []
    assert failures == []
    assert server.url("/assets/vendor/pyodide/pyodide.asm.wasm") in urls


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


def test_dist_boots_under_a_sub_path(make_server, dist_dir, new_context, boot):
    """dist/ copied under /games/stolik/ on a host works: every URL the app uses is relative."""
    server = make_server({SUB_PATH: dist_dir})
    context = new_context(service_workers="block")
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
