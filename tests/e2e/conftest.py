"""Browser-test fixtures for every game: the built dist/, a local server, Chromium driven by Playwright.

Fixtures (all function-scoped unless noted):
- `dist_dir` (session): dist/, rebuilt when missing or older than a source (scripts/test builds it first);
- `server`: dist/ served at / on a free port, one for the session (each test has its own browser context, so
  its own storage and caches); a test marked ``fresh_origin`` gets its own, which it may `server.stop()` and
  `server.start()` (same port, so same origin: the offline tests); `make_server({"/games/stolik/": dist_dir})`
  for mounts;
- `browser` (session): the system Chromium; `new_context(**options)`, `context`, `page`: per test, with empty
  storage; contexts come from the worker's pool (ContextPool), so a boot finds its downloads cached;
- `console_errors`: console errors and uncaught page errors of every page of the test's contexts;
- `wait_ready(page)`: waits for html[data-ready] (90 s), the app's "Python is up and playable" hook;
- `boot(page, url)`: goto + wait_ready; `screenshot(page, name)`: test-results/screenshots/<name>.png;
- `axe(page)`: the serious and critical axe-core violations of the page as it is now;
- `reused_page(route)`: a page at that route (e.g. "#/kosci/p/..."), booted once for the module's tests that ask
  for one (reduced motion, the default window) and reset between them; a state left by an earlier test fails it.
Playwright is imported lazily, so `pytest -m "not e2e"` works without it.
"""
from __future__ import annotations

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
    """One worker's browser contexts, kept between tests by their options, so a test's boot finds the HTTP and
    wasm code caches warm: a cold boot costs about 4 s of CPU, a warm one 2 s, over some 200 boots a run.
    A context goes back to the pool only when its test passed and changed nothing but pages and storage (no
    route, init script, listener, permission or offline switch: `CHANGES` are watched); its pages are closed
    and every origin it opened has its storage cleared (cookies, localStorage, IndexedDB, Cache Storage...),
    so the next test starts as on a fresh context, only with its downloads cached."""

    CHANGES = ("route", "route_from_har", "route_web_socket", "add_init_script", "expose_binding", "expose_function",
               "grant_permissions", "set_geolocation", "set_extra_http_headers", "set_offline", "on", "once")
    STORAGE = ("cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,"
               "storage_buckets,shared_storage")
    KEPT = 12  # idle contexts at most; the least recently used goes first

    def __init__(self, browser: Any) -> None:
        self.browser = browser
        self.idle: list[tuple[str, Any]] = []

    def take(self, options: dict[str, Any]) -> Any:
        """A context with these options: an idle one with its caches warm, else a new one."""
        key = repr(sorted(options.items()))
        for at, (kept, context) in enumerate(self.idle):
            if kept == key:
                del self.idle[at]
                context.stolik_changed = False
                return context
        context = self.browser.new_context(**options)
        context.stolik_key, context.stolik_changed, context.stolik_origins = key, False, set()
        context.on("request", lambda request: context.stolik_origins.add(_origin(request))
                   if request.resource_type == "document" else None)
        for name in self.CHANGES:
            setattr(context, name, _marking(context, getattr(context, name)))
        return context

    def give_back(self, context: Any, reusable: bool) -> None:
        """Keep a context for a later test with the same options, cleared, or close it."""
        if not reusable or context.stolik_changed or not context.stolik_origins:
            context.close()
            return
        for page in context.pages:
            page.close()
        blank = context.new_page()
        session = context.new_cdp_session(blank)
        for origin in context.stolik_origins:
            session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": self.STORAGE})
        session.detach()
        blank.close()
        self.idle.append((context.stolik_key, context))
        if len(self.idle) > self.KEPT:
            self.idle.pop(0)[1].close()

    def close(self) -> None:
        for _, context in self.idle:
            context.close()
        self.idle.clear()


def _origin(request: Any) -> str:
    scheme, _, rest = request.url.partition("://")
    return f"{scheme}://{rest.split('/', 1)[0]}"


def _marking(context: Any, method: Callable[..., Any]) -> Callable[..., Any]:
    """``method`` of the context, noting that the test changed the context beyond pages and storage."""
    def call(*args: Any, **kwargs: Any) -> Any:
        context.stolik_changed = True
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
    """A fresh page; if the test fails, its last picture is saved as FAILED-<test>.png."""
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


# What a page shows, to tell a reused page from a fresh one: <html>'s attributes, the body, the focus, the
# scroll, and the storage's keys (a saved game's id is new at each opening, so ids are left out).
SHOWN_JS = """() => [document.documentElement.outerHTML.replace(/<body[\\s\\S]*$/, ''), document.body.innerHTML,
    document.activeElement?.outerHTML.slice(0, 200), scrollX, scrollY, sessionStorage.length,
    Object.keys(localStorage).map(k => k.startsWith('stolik/v1/game/') ? 'a saved game' : k).sort()]"""
SAVED_ID = re.compile(r"(#/play/|data-id=\")[A-Za-z0-9_-]+")
RESET_JS = "() => { localStorage.clear(); sessionStorage.clear(); location.hash = '#/'; }"


class ReusedPage:
    """One page booted for a module's tests, each opening its route on it: a boot costs 3-10 s, a reset
    0.3 s. Between tests the storage is cleared, the mouse moved away and the home screen shown, then the
    test's route; what the page shows there once settled (SHOWN_JS) must be what it showed when that route
    was first opened on a freshly booted page, or the test fails: a state left by an earlier test is found,
    never carried on. A route not yet seen, and any test after a failed one, get a fresh boot."""

    OPTIONS = {"reduced_motion": "reduce", "service_workers": "block"}

    def __init__(self, browser: Any, server: serve.Server) -> None:
        self.browser, self.server = browser, server
        self.page: Any = None
        self.shown: dict[str, list[str]] = {}    # route -> what a fresh boot showed there

    def open(self, route: str) -> Any:
        from play_page import settle

        if self.page is not None and route in self.shown:
            self.page.mouse.move(0, 0)
            self.page.evaluate(RESET_JS)
            self.page.wait_for_selector("[data-action=new]")
            self.page.evaluate("(route) => { location.hash = route; }", route)
            settle(self.page)
            shown = self.looks()
            if shown != self.shown[route]:
                pytest.fail(f"an earlier test left a state on the reused page at {route}: {difference(self.shown[route], shown)}")
            return self.page
        self.close()
        context = self.browser.new_context(**self.OPTIONS)
        context.set_default_timeout(ACTION_TIMEOUT_MS)
        self.page = context.new_page()
        self.page.goto(self.server.url("/" + route))
        wait_ready(self.page)
        settle(self.page)
        self.shown[route] = self.looks()
        return self.page

    def looks(self) -> list[str]:
        return [SAVED_ID.sub(r"\1ID", str(part)) for part in self.page.evaluate(SHOWN_JS)]

    def close(self) -> None:
        if self.page is not None:
            self.page.context.close()
            self.page = None


def difference(fresh: list[str], now: list[str]) -> str:
    """Where what a reused page shows first differs from a fresh one's, with a little text around."""
    part, a, b = next((k, a, b) for k, (a, b) in enumerate(zip(fresh, now)) if a != b)
    at = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    return f"part {part}, fresh: ...{a[max(0, at - 80):at + 120]!r}, now: ...{b[max(0, at - 80):at + 120]!r}"


@pytest.fixture(scope="module")
def _reused(browser: Any, shared_server: serve.Server) -> Iterator[ReusedPage]:
    reused = ReusedPage(browser, shared_server)
    yield reused
    reused.close()


@pytest.fixture
def reused_page(_reused: ReusedPage, request: pytest.FixtureRequest) -> Iterator[Callable[[str], Any]]:
    """reused_page(route): the module's reused page at that route, settled (see ReusedPage); after a failed
    test the page is dropped."""
    yield _reused.open
    report = getattr(request.node, "rep_call", None)
    if report is not None and report.failed:
        if _reused.page is not None:
            SCREENSHOTS.mkdir(parents=True, exist_ok=True)
            _reused.page.screenshot(path=str(SCREENSHOTS / f"FAILED-{_file_name(request.node.name)}.png"))
        _reused.close()


@pytest.fixture(name="wait_ready")
def wait_ready_fixture() -> Callable[..., None]:
    """wait_ready(page, timeout=90_000): wait for html[data-ready]."""
    return wait_ready


@pytest.fixture
def boot() -> Callable[..., Any]:
    """boot(page, url): open the URL and wait until the app is ready; returns the page."""

    def go(page: Any, url: str, timeout: float = READY_TIMEOUT_MS) -> Any:
        page.goto(url)
        wait_ready(page, timeout)
        return page

    return go


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
            page.add_script_tag(path=str(AXE_JS))
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
