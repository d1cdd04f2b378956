"""Start-up of Stolik against a bare PyScript page: time to data-ready, with and without the memory snapshot.

scripts/bench startup [-n RUNS] [--against DIR]

Three pages, one local server, the same vendored PyScript + Pyodide:
- bare: an empty Python script that only sets data-ready (generated into a temporary folder, served
  beside dist/ under /__bare__/, never part of dist);
- stolik: dist/ with its interpreter set to the vendored pyodide.mjs itself, i.e. Python started
  from scratch, as before the snapshot (dist/'s files linked under /__plain__/, its own pyscript.toml);
- snapshot: dist/ as built, which restores Python from py/stolik.snapshot.gz.
They are booted in turn, each in a new browser context (cold: empty HTTP, wasm-code and
service-worker caches), then reloaded in that context (warm; for Stolik after its service worker is
active, as on a second visit). The time is performance.now() when data-ready appears, i.e. from the
start of navigation. Targets, as ratios to the bare page: stolik <= 1.10 cold and warm; snapshot
<= 0.70 cold and <= 0.50 warm. Also printed: the bytes each cold start downloads before it is ready
(Resource Timing), the snapshot's size, and how many snapshot boots really restored it.
--against DIR adds a fourth page, another built site (an earlier commit's dist/) booted in the same turns, so
two builds are compared in one run on this shared, noisy machine.
"""
from __future__ import annotations

import argparse
import re
import statistics
import tempfile
from pathlib import Path
from typing import Any

import build
import chromium
import serve

PAGES = ("bare", "stolik", "snapshot")
TARGETS = {("stolik", "cold"): 1.10, ("stolik", "warm"): 1.10, ("snapshot", "cold"): 0.70, ("snapshot", "warm"): 0.50}
BARE_PREFIX = "/__bare__/"
PLAIN_PREFIX = "/__plain__/"
AGAINST_PREFIX = "/__against__/"
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


# Bytes the page has downloaded so far (bodies and headers, as Resource Timing counts them: a response
# from the service worker or the HTTP cache counts 0), and the boot path the snapshot loader marked.
BOOT_FACTS_JS = """() => {
  const entries = [...performance.getEntriesByType("navigation"), ...performance.getEntriesByType("resource")];
  const marks = performance.getEntriesByType("mark").map((m) => m.name);
  const path = marks.includes("stolik:boot:snapshot") ? "snapshot"
    : marks.includes("stolik:boot:fallback") ? "fallback" : "plain";
  return { bytes: entries.reduce((sum, e) => sum + (e.transferSize || 0), 0), path };
}"""


def ready_ms(page: Any) -> float:
    """Milliseconds from navigation start to data-ready on this page."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=READY_TIMEOUT_MS)
    page.wait_for_function("() => window.__readyAt !== undefined")
    return float(page.evaluate("() => window.__readyAt"))


def boot_cold_and_warm(browser: Any, url: str) -> tuple[float, float, int, tuple[str, str]]:
    """One cold start in a new context, then one warm reload in it: (cold ms, warm ms, bytes the cold
    start downloaded before it was ready, the boot path of each start)."""
    context = browser.new_context()
    try:
        context.add_init_script(READY_CLOCK_JS)
        page = context.new_page()
        page.goto(url, wait_until="commit")
        cold = ready_ms(page)
        facts = page.evaluate(BOOT_FACTS_JS)
        page.evaluate(SW_SETTLE_JS)
        page.reload(wait_until="commit")
        warm = ready_ms(page)
        return cold, warm, int(facts["bytes"]), (str(facts["path"]), str(page.evaluate(BOOT_FACTS_JS)["path"]))
    finally:
        context.close()


def write_plain_site(dist: Path, folder: Path) -> Path:
    """dist/ with Python started from scratch: its files linked, its pyscript.toml naming the vendored
    pyodide.mjs as the interpreter instead of the snapshot loader."""
    folder.mkdir(parents=True, exist_ok=True)
    for entry in dist.iterdir():
        if entry.name != "pyscript.toml":
            (folder / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    config, found = re.subn(r'(?m)^interpreter = ".*"$', f'interpreter = "./{build.RUNTIME_MARKER.as_posix()}"',
                            (dist / "pyscript.toml").read_text(encoding="utf-8"))
    if found != 1:
        raise ValueError("dist/pyscript.toml has no interpreter line to replace")
    (folder / "pyscript.toml").write_text(config, encoding="utf-8")
    return folder


def write_bare_page(folder: Path) -> Path:
    """The bare page's three files, in a folder of their own."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in BARE_FILES.items():
        (folder / name).write_text(text, encoding="utf-8")
    return folder


def verdict(page: str, phase: str, ratio: float) -> str:
    target = TARGETS.get((page, phase))
    if target is None:
        return ""
    return f"{'ok' if ratio <= target else 'over'} (<= {target:.2f})"


def main(argv: list[str]) -> int:
    """Boot the three pages in turn N times and print the medians, the ratios and the bytes."""
    parser = argparse.ArgumentParser(prog="scripts/bench startup", description=__doc__.splitlines()[0])
    parser.add_argument("-n", "--runs", type=int, default=5, help="boots of each page (default 5)")
    parser.add_argument("--against", type=Path, default=None, help="another built site, booted in the same turns")
    args = parser.parse_args(argv)
    pages = PAGES + (("against",) if args.against else ())

    from playwright.sync_api import sync_playwright

    dist = build.ensure_built()
    samples: dict[tuple[str, str], list[float]] = {(page, phase): [] for page in pages for phase in ("cold", "warm")}
    downloads: dict[str, list[int]] = {page: [] for page in pages}
    paths: list[str] = []
    with tempfile.TemporaryDirectory(prefix="stolik-bare-") as tmp, sync_playwright() as p:
        bare = write_bare_page(Path(tmp) / "bare")
        plain = write_plain_site(dist, Path(tmp) / "plain")
        mounts = {"/": dist, BARE_PREFIX: bare, PLAIN_PREFIX: plain, **({AGAINST_PREFIX: args.against} if args.against else {})}
        with serve.Server(mounts) as server:
            urls = {"bare": server.url(BARE_PREFIX), "stolik": server.url(PLAIN_PREFIX), "snapshot": server.url("/"),
                    "against": server.url(AGAINST_PREFIX)}
            browser = chromium.launch(p)
            try:
                for run in range(args.runs):
                    shift = run % len(pages)
                    for name in pages[shift:] + pages[:shift]:
                        cold, warm, downloaded, boot_paths = boot_cold_and_warm(browser, urls[name])
                        samples[(name, "cold")].append(cold)
                        samples[(name, "warm")].append(warm)
                        downloads[name].append(downloaded)
                        if name == "snapshot":
                            paths.extend(boot_paths)
                        print(f"run {run + 1}/{args.runs} {name:8s} cold {cold:7.0f} ms  warm {warm:7.0f} ms"
                              f"  {downloaded / 1e6:5.1f} MB  {'/'.join(boot_paths)}", flush=True)
            finally:
                browser.close()

    print(f"\nstart-up, time to data-ready, median of {args.runs} (ms; ratio to the bare page)")
    print(f"{'':9s} {'cold':>7s} {'ratio':>6s} {'':13s} {'warm':>7s} {'ratio':>6s} {'':13s} {'cold download':>13s}")
    for name in pages:
        cells = []
        for phase in ("cold", "warm"):
            ms = statistics.median(samples[(name, phase)])
            ratio = ms / statistics.median(samples[("bare", phase)])
            cells.append(f"{ms:7.0f} {ratio:6.2f} {verdict(name, phase, ratio):13s}")
        print(f"{name:9s} {' '.join(cells)} {statistics.median(downloads[name]) / 1e6:10.1f} MB")
    snapshot = dist / build.SNAPSHOT
    print(f"\nsnapshot: {build.SNAPSHOT}, {snapshot.stat().st_size / 1e6:.1f} MB as served"
          f" ({paths.count('snapshot')} of {len(paths)} starts restored it)")
    return 0
