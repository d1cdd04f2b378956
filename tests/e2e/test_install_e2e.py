"""Installable: the web app manifest is served and valid, its icons load, and Chromium reports the page installable."""
from __future__ import annotations

import json

import pytest

pytestmark = [pytest.mark.e2e, pytest.mark.service_worker]


def test_the_manifest_and_icons_are_served_and_chromium_finds_the_app_installable(server, page, boot, console_errors):
    boot(page, server.url("/"))
    href = page.get_attribute("link[rel=manifest]", "href")
    response = page.request.get(server.url("/") + href.removeprefix("./"))
    assert response.ok and response.headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(response.text())
    assert manifest["name"] == "Stolik" and manifest["display"] == "standalone" and manifest["start_url"] == "../"
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert page.request.get(server.url("/assets/") + icon["src"]).ok, icon
    page.evaluate("() => navigator.serviceWorker.ready")
    cdp = page.context.new_cdp_session(page)
    errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
    # Playwright's browser contexts are off the record, where Chromium never offers to install anything:
    # that one reason is the test's, not the app's. Any other reason (manifest, icons, worker) fails.
    assert [e for e in errors if e["errorId"] != "in-incognito"] == [], errors
    parsed = cdp.send("Page.getAppManifest")
    assert parsed["errors"] == [], parsed["errors"]
    assert console_errors == []
