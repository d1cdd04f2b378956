"""Start-up cost of Stolik over the bare runtime: time to data-ready, Stolik against a bare PyScript page.

scripts/bench startup [-n RUNS]

Both pages use the same vendored PyScript + Pyodide from one local server: the bare page (generated
into a temporary folder, served beside dist/ under /__bare__/, never part of dist) has an empty
Python script that only sets data-ready. The two are booted alternately, each in a new browser
context (cold: empty HTTP, wasm-code and service-worker caches), then reloaded in that context
(warm; for Stolik after its service worker is active, as on a second visit). The time is
performance.now() when data-ready appears, i.e. from the start of navigation. Target: Stolik / bare
<= 1.10, cold and warm.
"""
from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

import build
import chromium
import serve

TARGET = 1.10
BARE_PREFIX = "/__bare__/"
READY_TIMEOUT_MS = 90_000

BARE_FILES = {
    "index.html": """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>bare PyScript</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="../assets/vendor/pyscript/core.css">
<script type="module" src="../assets/vendor/pyscript/core.js"></script>
</head>
<body>
<script type="py" src="./main.py" config="./pyscript.toml"></script>
</body>
</html>
""",
    "pyscript.toml": 'interpreter = "../assets/vendor/pyodide/pyodide.mjs"\n',
    "main.py": 'from pyscript import document\n\ndocument.documentElement.setAttribute("data-ready", "1")\n',
}

# Records performance.now() the moment data-ready appears, without polling delay and without any
# help from the app (the observer is installed before the page's own scripts run).
READY_CLOCK_JS = """(() => {
  const mark = () => {
    if (window.__readyAt === undefined && document.documentElement
        && document.documentElement.hasAttribute("data-ready")) window.__readyAt = performance.now();
  };
  new MutationObserver(mark).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
})();"""

# Wait (bounded) for the page's service worker, if it registers one, to be active: a warm start is a
# second visit, which the worker serves.
SW_SETTLE_JS = """async () => {
  if (!("serviceWorker" in navigator)) return "none";
  const until = Date.now() + 3000;
  while (!(await navigator.serviceWorker.getRegistration())) {
    if (Date.now() > until) return "none";
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const timeout = new Promise((resolve) => setTimeout(() => resolve(null), 60000));
  return (await Promise.race([navigator.serviceWorker.ready, timeout])) ? "active" : "not active";
}"""


def ready_ms(page: Any) -> float:
    """Milliseconds from navigation start to data-ready on this page."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => window.__readyAt !== undefined")
    return float(page.evaluate("() => window.__readyAt"))


def boot_cold_and_warm(browser: Any, url: str) -> tuple[float, float]:
    """One cold start in a new context, then one warm reload in it."""
    context = browser.new_context()
    try:
        context.add_init_script(READY_CLOCK_JS)
        page = context.new_page()
        page.goto(url, wait_until="commit")
        cold = ready_ms(page)
        page.evaluate(SW_SETTLE_JS)
        page.reload(wait_until="commit")
        warm = ready_ms(page)
        return cold, warm
    finally:
        context.close()


def write_bare_page(folder: Path) -> Path:
    """The bare page's three files, in a folder of their own."""
    for name, text in BARE_FILES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def verdict(ratio: float) -> str:
    return "ok" if ratio <= TARGET else "over target"


def main(argv: list[str]) -> int:
    """Boot both pages alternately N times and print the medians and the ratios."""
    parser = argparse.ArgumentParser(prog="scripts/bench startup", description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=5, help="boots of each page (default 5)")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    dist = build.ensure_built()
    samples: dict[tuple[str, str], list[float]] = {
        (page, phase): [] for page in ("bare", "stolik") for phase in ("cold", "warm")
    }
    with tempfile.TemporaryDirectory(prefix="stolik-bare-") as tmp, sync_playwright() as p:
        bare = write_bare_page(Path(tmp))
        with serve.Server({"/": dist, BARE_PREFIX: bare}) as server:
            urls = {"bare": server.url(BARE_PREFIX), "stolik": server.url("/")}
            browser = chromium.launch(p)
            try:
                for run in range(args.runs):
                    order = ("bare", "stolik") if run % 2 == 0 else ("stolik", "bare")
                    for name in order:
                        cold, warm = boot_cold_and_warm(browser, urls[name])
                        samples[(name, "cold")].append(cold)
                        samples[(name, "warm")].append(warm)
                        print(f"run {run + 1}/{args.runs} {name:6s} cold {cold:7.0f} ms  warm {warm:7.0f} ms", flush=True)
            finally:
                browser.close()

    print(f"\nstart-up, time to data-ready, median of {args.runs} (ms)")
    print(f"{'':6s} {'bare':>8s} {'stolik':>8s} {'ratio':>7s}  target <= {TARGET:.2f}")
    for phase in ("cold", "warm"):
        bare_ms = statistics.median(samples[("bare", phase)])
        stolik_ms = statistics.median(samples[("stolik", phase)])
        ratio = stolik_ms / bare_ms
        print(f"{phase:6s} {bare_ms:8.0f} {stolik_ms:8.0f} {ratio:7.2f}  {verdict(ratio)}")
    return 0
