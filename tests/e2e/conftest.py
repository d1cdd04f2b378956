"""Browser-test fixtures for every game: the built dist/, a local server, Chromium driven by Playwright.

Fixtures (all function-scoped unless noted):
- `dist_dir` (session): dist/, rebuilt when missing or older than a source (scripts/test builds it first);
- `server`: dist/ served at / on a free port, one for the session (each test has its own browser context, so
  its own storage and caches); a test marked ``fresh_origin`` gets its own, which it may `server.stop()` and
  `server.start()` (same port, so same origin: the offline tests); `make_server({"/games/stolik/": dist_dir})`
  for mounts;
- `browser` (session): the system Chromium; `new_context(**options)`, `context`, `page`: per test, with empty
  storage; contexts come from the worker's pool (ContextPool), so a boot finds its downloads cached or its
  page booted;
- `console_errors`: console errors and uncaught page errors of every page of the test's contexts;
- `wait_ready(page)`: waits for html[data-ready] (90 s), the app's "Python is up and playable" hook;
- `boot(page, url)`: goto + wait_ready (on a page kept from an earlier test: the app started afresh at the URL,
  Python not loaded again); `screenshot(page, name)`: test-results/screenshots/<name>.png;
- `axe(page)`: the serious and critical axe-core violations of the page as it is now;
- `still_page(route)`: a page with motion reduced, booted at that route (e.g. "#/kosci/p/...") and settled.
Playwright is imported lazily, so `pytest -m "not e2e"` works without it.
"""
from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402  (scripts/build.py)
import chromium  # noqa: E402  (scripts/chromium.py)
import free_memory  # noqa: E402  (tests/e2e/free_memory.py)
import serve  # noqa: E402  (scripts/serve.py)

READY_TIMEOUT_MS = 90_000
ACTION_TIMEOUT_MS = 30_000
AXE_JS = Path(__file__).resolve().parent / ".vendor" / "axe.min.js"
SCREENSHOTS = ROOT / "test-results" / "screenshots"
AXE_IMPACTS = ("serious", "critical")


def wait_ready(page: Any, timeout: float = READY_TIMEOUT_MS) -> None:
    """Wait until the app has set data-ready on <html>: Python runs and the screen can be played."""
    page.wait_for_selector("html[data-ready]", state="attached", timeout=timeout)


def _file_name(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "-", text).strip("-") or "page"


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Iterator[None]:
    """Remember each phase's outcome on the test item, so `page` can screenshot a failure."""
    outcome = yield
    report = outcome.get_result()
    setattr(item, f"rep_{report.when}", report)


@pytest.fixture(scope="session")
def dist_dir() -> Path:
    """The built site; rebuilt if missing or stale (a test run after editing py/ still tests the edit)."""
    return build.ensure_built(ROOT)


@pytest.fixture
def make_server(dist_dir: Path) -> Iterator[Callable[..., serve.Server]]:
    """Factory for servers with other mounts, e.g. make_server({"/games/stolik/": dist_dir}); all stopped after."""
    servers: list[serve.Server] = []

    def make(mounts: dict[str, Path] | None = None, port: int = 0) -> serve.Server:
        server = serve.Server(mounts or {"/": dist_dir}, port=port).start()
        servers.append(server)
        return server

    yield make
    for server in servers:
        server.stop()


@pytest.fixture(scope="session")
def shared_server(dist_dir: Path) -> Iterator[serve.Server]:
    """dist/ at the root of a local origin, for every test of the session that does not stop it."""
    server = serve.Server({"/": dist_dir}).start()
    yield server
    server.stop()


@pytest.fixture
def server(request: pytest.FixtureRequest, make_server: Callable[..., serve.Server],
           shared_server: serve.Server) -> serve.Server:
    """dist/ at the root of a local origin: the session's, or a fresh one for a test marked fresh_origin."""
    return make_server() if request.node.get_closest_marker("fresh_origin") else shared_server


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """The Playwright driver (sync API), one per test session."""
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - a set-up problem, said plainly
        pytest.fail("Playwright is not installed: run scripts/setup (or use scripts/test)", pytrace=False)
    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright: Any) -> Iterator[Any]:
    """The system Chromium, headless, shared by the session (each test gets its own context)."""
    exe = chromium.executable()
    if not Path(exe).exists():
        pytest.fail(f"no Chromium at {exe}: run scripts/setup as root or `apt-get install chromium`", pytrace=False)
    browser = chromium.launch(playwright)
    yield browser
    browser.close()


@pytest.fixture
def console_errors() -> list[str]:
    """Console errors and uncaught exceptions seen in this test's contexts (assert on it where it matters)."""
    return []


class ContextPool:
    """One worker's browser contexts, kept between tests by their options (but for the window's size and the
    reduced motion, which are set on each page), and in some of them the booted page:
    a cold boot costs about 4 s of CPU, a warm one (HTTP and wasm code caches filled) 2 s, and a new app on an
    already booted page (``boot`` below: ``window.stolikRestart``, py/stolik/web/app.py) a tenth of that.

    A context goes back to the pool only when its test passed and changed nothing but pages and storage (no
    route, init script, listener, permission or offline switch: `CHANGES` are watched). Its pages are closed,
    but for one booted page that the test did not change either (`PAGE_CHANGES`, or a script that listens to
    or patches the page: `PAGE_SCRIPT_CHANGES`): its app retires and the page is put back as it was loaded.
    Then every origin the context opened has its storage cleared (cookies, localStorage, IndexedDB, Cache
    Storage...). The next test with the same options gets the context as on a fresh one, only with its
    downloads cached; its first ``new_page()`` is the kept page, which ``boot`` starts afresh at the test's URL.
    ``STOLIK_CONTEXT_POOL=off`` (to compare): every test gets new contexts; ``=contexts``: no page is kept."""

    CHANGES = ("route", "route_from_har", "route_web_socket", "add_init_script", "expose_binding", "expose_function",
               "grant_permissions", "set_geolocation", "set_extra_http_headers", "set_offline", "on", "once")
    PAGE_CHANGES = ("route", "route_from_har", "route_web_socket", "add_init_script", "expose_binding",
                    "expose_function", "set_extra_http_headers", "on", "once", "add_script_tag", "add_style_tag")
    # (a window resized or its motion switched is no change: the next test's first page gets its own, PER_PAGE)
    PAGE_SCRIPT_CHANGES = re.compile(r"addEventListener|Observer\(|prototype|defineProperty")   # unless
    # the script ends them itself when the test does: it pushes a function that ends them to
    # window.stolikTestEnds (ENDS_WITH_THE_TEST), which the pool calls before the app retires
    STORAGE = ("cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,"
               "storage_buckets,shared_storage")
    KEPT = 12       # idle contexts at most; the least recently used goes first
    KEPT_PAGES = 8  # booted pages kept at most, the least recently used goes first (8 against 4: a run's loads
    # 94 -> 82, some 60 s); a Pyodide each, some 300 MB: they are kept only while RESERVE stays free
    RESERVE = 2 << 30   # bytes left free for the tests' own pages (free_memory.py: CI's machine killed kept pages,
    # "Target crashed" at the next test's start, in a run that used 4 GB)
    MODE = os.environ.get("STOLIK_CONTEXT_POOL", "on")
    PER_PAGE = {"viewport": {"width": 1280, "height": 720}, "reduced_motion": "no-preference"}   # Playwright's defaults

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.idle: list[tuple[str, Any]] = []

    def take(self, options: dict[str, Any]) -> Any:
        """A context with these options: an idle one with its caches warm, else a new one. The window's size
        and the reduced motion are set on each page, so they do not part contexts."""
        per_page = {name: options.pop(name, default) for name, default in self.PER_PAGE.items()}
        key = repr(sorted(options.items()))
        matching = [at for at, (kept, _) in enumerate(self.idle) if kept == key]
        if matching:             # one with a booted page first (a test may have closed its page), the newest
            at = max(matching, key=lambda at: (self.idle[at][1].stolik_page is not None, at))
            context = self.idle.pop(at)[1]
            context.stolik_changed, context.stolik_per_page = False, per_page
            return context
        context = self.browser.new_context(**options)
        context.stolik_key, context.stolik_changed, context.stolik_origins = key, False, set()
        context.stolik_page, context.stolik_per_page = None, per_page
        context.on("request", lambda request: context.stolik_origins.add(_origin(request))
                   if request.resource_type == "document" else None)
        for name in self.CHANGES:
            setattr(context, name, _marking(context, getattr(context, name)))
        new_page = context.new_page

        def first_new_page() -> Any:   # the kept page first, unless its renderer ended while it waited
            page, context.stolik_page = context.stolik_page, None
            if page is not None and page.stolik_crashed:
                page.close()
                page = None
            page = page or self.watched(new_page())
            type(page).set_viewport_size(page, context.stolik_per_page["viewport"])
            type(page).emulate_media(page, reduced_motion=context.stolik_per_page["reduced_motion"])
            return page
        context.new_page = first_new_page
        return context

    def watched(self, page: Any) -> Any:
        """``page`` with the changes that would keep it from a later test noted."""
        page.stolik_warm, page.stolik_changed, page.stolik_crashed = False, False, False
        type(page).on(page, "crash", lambda _: setattr(page, "stolik_crashed", True))
        for name in self.PAGE_CHANGES:
            setattr(page, name, _marking(page, getattr(page, name)))
        evaluate = page.evaluate

        def evaluating(expression: str, *args: Any, **kwargs: Any) -> Any:
            if self.PAGE_SCRIPT_CHANGES.search(expression) and ENDS_WITH_THE_TEST not in expression:
                page.stolik_changed = True
            return evaluate(expression, *args, **kwargs)
        page.evaluate = evaluating
        return page

    def give_back(self, context: Any, reusable: bool) -> None:
        """Keep a context for a later test with the same options, cleared, or close it."""
        if not reusable or context.stolik_changed or not context.stolik_origins or self.MODE == "off":
            context.close()
            return
        kept = context.pages[0] if len(context.pages) == 1 and self.MODE == "on" else None
        if kept is not None and (kept.stolik_changed or not _retired(kept)):
            kept = None
        for page in context.pages:
            if page is not kept:
                page.close()
        blank = kept or context.new_page()
        session = context.new_cdp_session(blank)
        for origin in context.stolik_origins:
            session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": self.STORAGE})
        session.detach()
        if kept is None:
            blank.close()
        else:
            kept.evaluate("() => sessionStorage.clear()")
            kept.stolik_warm = True
        context.stolik_page = kept
        self.idle.append((context.stolik_key, context))
        if len(self.idle) > self.KEPT:
            self.idle.pop(0)[1].close()
        with_pages = [context for _, context in self.idle if context.stolik_page is not None]
        for context in with_pages[:-self.KEPT_PAGES]:
            self.close_page(context)
        with_pages = with_pages[-self.KEPT_PAGES:]
        while with_pages and self.short_of_memory():
            self.close_page(with_pages.pop(0))

    def short_of_memory(self) -> bool:
        free = free_memory.free_bytes()
        return free is not None and free < self.RESERVE

    @staticmethod
    def close_page(context: Any) -> None:
        context.stolik_page.close()
        context.stolik_page = None

    def close(self) -> None:
        for _, context in self.idle:
            context.close()
        self.idle.clear()


ENDS_WITH_THE_TEST = "stolikTestEnds ||= []).push("


def _retired(page: Any) -> bool:
    """Whether the app on this booted page stopped and put the page back as loaded (py/stolik/web/app.py)."""
    from playwright.sync_api import Error as PlaywrightError

    try:
        return bool(page.evaluate("async () => { for (const end of window.stolikTestEnds || []) end(); "
                                  "delete window.stolikTestEnds; return document.documentElement.hasAttribute('data-ready') "
                                  "&& !!window.stolikRetire && await window.stolikRetire(); }"))
    except PlaywrightError:   # crashed, or closed meanwhile
        return False


def _origin(request: Any) -> str:
    scheme, _, rest = request.url.partition("://")
    return f"{scheme}://{rest.split('/', 1)[0]}"


def _marking(owner: Any, method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` of a context or page, noting that the test changed it beyond pages and storage."""
    def call(*args: Any, **kwargs: Any) -> Any:
        owner.stolik_changed = True
        return method(*args, **kwargs)
    return call


@pytest.fixture(scope="session")
def context_pool(browser: Any) -> Iterator[ContextPool]:
    pool = ContextPool(browser)
    yield pool
    pool.close()


@pytest.fixture
def new_context(context_pool: ContextPool, console_errors: list[str],
                request: pytest.FixtureRequest) -> Iterator[Callable[..., Any]]:
    """Factory for browser contexts with empty storage, e.g. new_context(viewport=...): taken from the worker's
    pool (ContextPool: the downloads' caches warm) unless the test is marked ``service_worker`` (offline,
    install, update: those allow service workers) or ``fresh_origin``, which get a new context each.
    Service workers are blocked elsewhere: the worker only precached 23 MB while the test acted."""
    taken: list[Any] = []
    marked = {name for name in ("service_worker", "fresh_origin") if request.node.get_closest_marker(name)}
    workers = "allow" if "service_worker" in marked else "block"

    def on_console(message: Any) -> None:
        if message.type == "error":
            console_errors.append(f"console: {message.text}")

    def on_weberror(error: Any) -> None:
        console_errors.append(f"uncaught: {error.error}")

    def make(**options: Any) -> Any:
        options = {"service_workers": workers, **options}
        context = context_pool.browser.new_context(**options) if marked else context_pool.take(options)
        context.set_default_timeout(ACTION_TIMEOUT_MS)
        type(context).on(context, "console", on_console)
        type(context).on(context, "weberror", on_weberror)
        taken.append(context)
        return context

    yield make
    report = getattr(request.node, "rep_call", None)
    passed = report is not None and report.passed
    for context in taken:
        if marked:
            context.close()
            continue
        context.remove_listener("console", on_console)
        context.remove_listener("weberror", on_weberror)
        context_pool.give_back(context, passed)


@pytest.fixture
def context(new_context: Callable[..., Any]) -> Any:
    """A fresh browser context for this test."""
    return new_context()


@pytest.fixture
def page(context: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    """A page to boot (perhaps a page kept from an earlier test, whose app ``boot`` starts afresh: ContextPool);
    if the test fails, its last picture is saved as FAILED-<test>.png."""
    page = context.new_page()
    yield page
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed and not page.is_closed():
        from playwright.sync_api import Error as PlaywrightError

        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        try:
            page.screenshot(path=str(SCREENSHOTS / f"FAILED-{_file_name(request.node.name)}.png"))
        except PlaywrightError:  # a picture of a crashed page is not worth a second error
            pass


@pytest.fixture
def still_page(new_context: Callable[..., Any], boot: Callable[..., Any], server: serve.Server) -> Callable[[str], Any]:
    """still_page(route): a page with motion reduced, booted at ``route`` (e.g. "#/kosci/p/...") and settled."""
    from play_page import settle

    def open_at(route: str) -> Any:
        page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/" + route))
        settle(page)
        return page
    return open_at


@pytest.fixture(name="wait_ready")
def wait_ready_fixture() -> Callable[..., None]:
    """wait_ready(page, timeout=90_000): wait for html[data-ready]."""
    return wait_ready


@pytest.fixture
def boot() -> Callable[..., Any]:
    """boot(page, url): open the URL and wait until the app is ready; returns the page. On a page kept from an
    earlier test (ContextPool) that neither the test nor its context changed, the app starts afresh at the URL
    without loading the page again."""

    def go(page: Any, url: str, timeout: float = READY_TIMEOUT_MS) -> Any:
        if (getattr(page, "stolik_warm", False) and not page.stolik_changed and not page.context.stolik_changed
                and _document(page.url) == _document(url)):
            page.stolik_warm = False     # (once: a second boot of the test is a real one)
            page.mouse.move(0, 0)
            page.evaluate("async (url) => { await window.stolikRestart(url); }", url)
        else:
            if page.url != "about:blank" and _document(page.url) == _document(url):
                # only the hash differs: goto would not load the page again, and the app retired after the
                # earlier test would never get ready (a kept page in a context the test changed)
                page.goto("about:blank")
            page.goto(url)
        wait_ready(page, timeout)
        return page

    return go


def _document(url: str) -> str:
    return url.split("#", 1)[0]


@pytest.fixture
def screenshot(request: pytest.FixtureRequest) -> Callable[..., Path]:
    """screenshot(page, name=None): save test-results/screenshots/<name or test name>.png (a CI artifact)."""

    def shoot(page: Any, name: str | None = None, *, full_page: bool = True) -> Path:
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        path = SCREENSHOTS / f"{_file_name(name or request.node.name)}.png"
        page.screenshot(path=str(path), full_page=full_page)
        return path

    return shoot


@pytest.fixture
def axe() -> Callable[..., list[dict[str, Any]]]:
    """axe(page, impacts=("serious", "critical")): the page's axe-core violations of those impacts."""
    if not AXE_JS.is_file():
        pytest.fail(f"{AXE_JS} is missing: run scripts/setup", pytrace=False)

    def run(page: Any, impacts: tuple[str, ...] = AXE_IMPACTS) -> list[dict[str, Any]]:
        if not page.evaluate("() => typeof window.axe === 'object'"):
            # (not noted as a change that keeps the page from a later test: axe adds window.axe only, which
            # the app never reads)
            type(page).add_script_tag(page, path=str(AXE_JS))
        result = page.evaluate("() => axe.run(document, { resultTypes: ['violations'] })")
        return [v for v in result["violations"] if v.get("impact") in impacts]

    return run


def describe_violations(violations: list[dict[str, Any]]) -> str:
    """A readable summary of axe violations for an assertion message."""
    lines = []
    for v in violations:
        targets = ", ".join(" ".join(map(str, node["target"])) for node in v["nodes"][:5])
        lines.append(f"{v['impact']}: {v['id']} ({v['help']}) at {targets}")
    return "\n".join(lines)


@pytest.fixture(name="describe_violations")
def describe_violations_fixture() -> Callable[[list[dict[str, Any]]], str]:
    """describe_violations(violations) -> text for an assertion message."""
    return describe_violations
