"""The page's composition root: the shell (web/shell.py) made with the browser's parts (web/browser/),
and the page's side of it (``Display``): drawing, focus, scrolling, the header and sound.

This is the single boundary where an engine's error becomes a message for the player.
"""
from __future__ import annotations

import asyncio
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from stolik.core.rng import Rng, new_seed
from stolik.web import ai_client, idle, patch, reasons
from stolik.web.board_input import BoardInput
from stolik.web.browser import BrowserHost, BrowserStore, focus, py_value as _py, vendored
from stolik.web.browser.board_size import BoardSize
from stolik.web.browser.chrome import Chrome
from stolik.web.browser.events import Events
from stolik.web.browser.first_page import FirstPage
from stolik.web.browser.painter import Painter, parse
from stolik.web.browser.puzzle_files import read_collection
from stolik.web.browser.qr_code import make_qr, show_qr
from stolik.web.games import playable
from stolik.web.html import clip
from stolik.web.page_state import BOARD_SCREENS
from stolik.web.patch import rehearse
from stolik.web.preview import Preview
from stolik.web.shell import Shell
from stolik.web.sound import Sound

GAME_UIS = frozenset(playable())   # games whose screen exists; the others are "coming soon"


class App:
    def __init__(self) -> None:
        self.root = document.getElementById("app")
        self.painter = Painter(self.root, self.render, self.others)
        rng = Rng(new_seed(int(js.Date.now()) ^ int(js.Math.random() * 2**31)))
        self.store = BrowserStore()
        host = BrowserHost(self.store, rng, redraw=self.painter.soon)
        self.chrome, self.sounds, self.offline = Chrome(), Sound(), False
        self.shell = shell = Shell(host, rng, str(window.navigator.language or ""), self, ai_client, GAME_UIS,
                                   failure=_error, make_qr=make_qr, show_qr=show_qr, read_puzzles=read_collection,
                                   start_now=start_now,
                                   load_secret_deck=lambda: asyncio.ensure_future(vendored.prepare_secret_deck()))
        self.state, self.turns = shell.state, shell.turns
        self.board = BoardInput(document, may_touch=shell.interactive, on_drop=shell.dropped, on_view=self.viewed)
        self.preview = Preview(document, shell.view.preview)   # a listed move pointed at shows on the board
        self.previewed: Any = None    # the position whose listed moves the preview is of
        self.board_size = BoardSize(lambda: self.state.game if self.state.screen in BOARD_SCREENS else None,
                                    self.render)
        self.move_list = focus.MoveListScroll(self.painter)
        self.shown = ""               # what the last drawing showed (screen and game): a new one scrolls to the top
        self.rehearsed = False        # a board was uncovered once on this page, for real or rehearsed (rehearse_uncover)
        self.events = Events(self, self.preview.on_event)

    async def retire(self) -> None:
        """Stop for good, another app to start on this page (``restart``): no listener, no worker, no write to
        the storage, and none of its tasks left running; what it had scheduled does nothing."""
        self.events.unbind()
        self.store.closed = True
        if self.board_size.sizes is not None:
            self.board_size.sizes.disconnect()
        ai_client.stop()
        for _round in range(5):            # a task may start another as it ends
            tasks = [task for task in asyncio.all_tasks() if task is not asyncio.current_task() and _ours(task)]
            if not tasks:
                break
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
        self.painter.retired = True
        patch.forget_all()

    def human_move(self, move: str) -> None:
        """(scripts/bench and two browser tests play through here)"""
        self.shell.human_move(move)

    # -- web.display.Display --------------------------------------------------------------------
    def draw(self, budget_ms: float | None = None) -> None:
        self.render(budget_ms)

    def draw_soon(self) -> None:
        self.painter.soon()

    def draw_board(self, board: str) -> None:
        self.painter.paint_board(board)

    def note_idle(self) -> None:
        self.painter.note_idle()

    def focus(self, selector: str) -> None:
        focus.focus_first(selector)

    def to_board(self) -> None:
        focus.to_board()

    def let_go_of_focus(self) -> None:
        focus.let_go(self.root)

    def reveal(self, ident: str, above_only: bool = False) -> None:
        focus.reveal(self.painter, ident, above_only=above_only)

    def still(self) -> bool:
        return self.chrome.still()

    def update_chrome(self) -> None:
        if self.painter.retired:
            return
        settings = self.shell.settings
        self.chrome.update(settings.tr, sound_on=settings.sound_on, motion_on=settings.motion_on,
                           offline=self.offline and self.state.screen == "home", title=self.shell.view.title())

    def sound(self, cue: str) -> None:
        self.sounds.your_turn() if cue == "your-turn" else self.sounds.click()

    # -- drawing ----------------------------------------------------------------------------
    def render(self, budget_ms: float | None = None, markup_counts: bool = True) -> None:
        """Draw the screen as it now is; what ``budget_ms`` leaves undrawn follows in tasks of its own
        (web/browser/painter.py). The budget starts before the markup is built, or after (``markup_counts``)."""
        painter, state, turns = self.painter, self.state, self.turns
        if painter.retired:
            return
        deadline = painter.deadline(budget_ms)
        painter.render_due = False
        kept = focus.key_of(document.activeElement)
        page = self.shell.view.page()
        painter.paint(page, deadline if markup_counts else painter.deadline(budget_ms))
        session = state.session if state.screen == "play" else None
        position = session.state if session is not None else None
        if position is not self.previewed:
            self.previewed = position
            self.preview.forget()
        else:
            self.preview.redrawn()
        if session is not None and self.shell.view.covered and not self.rehearsed:
            self.rehearsed = True
            _when_idle(self.rehearse_uncover)
        self.update_chrome()
        if session is not None and state.game is not None:
            self.shell.settings.save_prefs(session.saved.record.game, state.game.prefs)   # (written when they changed)
        shown = f"{state.screen}/{state.session.saved.id if state.session else state.rules_game}"
        if shown != self.shown:
            self.shown = shown
            window.scrollTo(0, 0)          # a new screen starts at its top
        shown_review = self.shell.reviewing.shown()     # a better line found later takes room from the mistakes' box
        self.move_list.follow((shown, session.cursor, len(session.moves), turns.animating,
                               len(shown_review.lines) if shown_review else -1) if session else ())
        self.board_size.follow()
        view = self.shell.turns_view
        if view.refocus and not (turns.animating or turns.busy or turns.thinking):   # the board playable again
            view.refocus = False
            # at the next frame: focusing lays the page out, which costs less there than in the click's task
            painter.at_frame(lambda time: focus.focus_board(painter, time))
        elif kept and focus.lost():
            focus.focus_first(kept)        # the focused control was replaced: find it again
        painter.note_idle()

    def others(self) -> idle.Work:
        """What the page still has to do besides drawing (web/idle.py)."""
        state, turns = self.state, self.turns
        computer_next = state.screen == "play" and not state.choosing and turns.opponent_to_move()
        searching = (turns.thinking or computer_next or self.shell.retrying.checking()   # (a retried move checked)
                     or self.shell.analysis.searching() or self.shell.reviewing.finding_line())
        return idle.Work(moving=turns.busy or turns.animating, computer=searching,
                         dialog=bool(state.dialog) and _py(document.querySelector(".dialog")) is None,
                         reading=self.shell.puzzles.loading)

    def rehearse_uncover(self, _deadline: Any = None) -> None:
        """Uncover the board once, at idle, on a detached copy. The first real uncovering of a page (between
        friends, Schotten Totten's "show my hand") drew hand cards and patched them in for the first time:
        twice the time of later ones, a long task of 50-70 ms on a 2-core machine after a pause."""
        page, wrap = self.painter.painted, _py(document.getElementById("board-wrap"))
        if (self.state.screen != "play" or not self.shell.view.covered or self.painter.drawing or self.state.session is None
                or wrap is None or page is None or "board-wrap" not in page.parts):
            return                             # uncovered or left meanwhile: the real one came first
        rehearse(wrap, page.parts["board-wrap"][1], self.shell.view.uncovered_board(), parse)

    # -- the listeners' (web/browser/events.py) -------------------------------------------------
    def route(self) -> None:
        fragment = str(window.location.hash)
        if not vendored.secret_deck_loaded() and vendored.needs_secret_deck(fragment):
            asyncio.ensure_future(self.route_with_secret_deck(fragment))
        else:
            self.shell.router.route(fragment)

    async def route_with_secret_deck(self, fragment: str) -> None:
        """A secret Schotten game's link or saved game: python-ecdsa is fetched first, then the route shown."""
        try:
            await vendored.load_secret_deck()
        except Exception as exc:   # noqa: BLE001 - the boundary: no library, the home screen says so
            return self.shell.router.show_home(_error("error.link", exc))
        if str(window.location.hash) == fragment:
            self.shell.router.route(fragment)

    def page_left(self) -> None:
        ai_client.leave()

    def piece_let_go(self) -> None:
        self.painter.look_for_slides()    # a piece let go slides home (or to its drop): the page is busy until it is there

    def viewed(self, box: tuple[float, ...]) -> None:
        """A board panned or zoomed: its screen (or tool) keeps the view for the next redraws."""
        holder = self.state.tool if self.state.screen == "tool" else self.state.game
        if holder is not None:
            holder.viewbox = box
        self.painter.forget()
        if holder is self.state.game and holder is not None and holder.view_note_due(box):
            self.painter.soon()    # the count of lit places off the view changed

    def watch_offline(self) -> None:
        """Say so in the footer once the service worker has cached everything (not on plain http)."""
        if not hasattr(window.navigator, "serviceWorker") or _py(window.navigator.serviceWorker) is None:
            return
        def ready(_registration: Any) -> None:
            self.offline = True
            self.update_chrome()
        self.events.proxies.append(proxy := create_proxy(ready))
        window.navigator.serviceWorker.ready.then(proxy)


def start_now(coroutine: Any) -> asyncio.Task[None]:
    """Run ``coroutine`` at once, up to its first real wait, inside the event that started it. A
    move is then drawn in the click's own task; scheduled as a new task, it waited for the browser
    to render a frame in between, about 9 ms of every click."""
    return asyncio.Task(coroutine, loop=asyncio.get_event_loop(), eager_start=True)  # type: ignore[call-arg]  # (Python 3.12+: the page has it)


def _error(key: str, exc: Exception) -> Any:
    """A message about a failure in the player's words (web/reasons.py); the exact reason goes to the
    console for whoever looks into it."""
    js.console.warn(f"Stolik: {key}: {clip(str(exc), 300)}")
    return reasons.failure(key, exc)


def _when_idle(callback: Any) -> None:
    """``callback`` when the browser has nothing else to do (within a second), or soon where it cannot tell (Safari)."""
    if getattr(window, "requestIdleCallback", None) is not None:
        window.requestIdleCallback(create_once_callable(callback), to_js({"timeout": 1000}, dict_converter=js.Object.fromEntries))
    else:
        window.setTimeout(create_once_callable(callback), 300)


def _ours(task: asyncio.Task[Any]) -> bool:
    """A task running our code (not PyScript's)."""
    code = getattr(task.get_coro(), "cr_code", None)
    return code is not None and "/stolik/" in code.co_filename


# "app": the app on the page, "proxy": its proxy for scripts, "first": FirstPage, "secret deck": whether python-ecdsa
# came with the page (in its memory snapshot) rather than fetched later
_running: dict[str, Any] = {}


async def start() -> None:
    if "first" not in _running:
        _running["first"] = FirstPage()
        _running["secret deck"] = vendored.secret_deck_loaded()
        window.stolikRetire, window.stolikRestart = create_proxy(retire), create_proxy(restart)
    app = _running["app"] = App()
    app.events.bind()
    if vendored.needs_secret_deck(str(window.location.hash)):
        await vendored.load_secret_deck()   # before the first drawing: a saved secret game opens python-ecdsa's curve
    app.route()
    app.watch_offline()
    window.stolikApp = _running["proxy"] = create_proxy(app)   # kept alive while this app runs
    document.documentElement.setAttribute("data-ready", "1")


# The browser tests run one after another on one page (tests/e2e/conftest.py): after a test the app retires
# and the page is put back as it was loaded; the storage is cleared; the next test's app starts at its URL as
# on a page just loaded, without loading Python again (a boot costs the tests ten times more).

async def retire() -> bool:
    """Stop the app and put the page back as it was loaded; False, and nothing done, when the page could not
    start as new (python-ecdsa, once fetched by a page started without its snapshot, stays)."""
    if "app" not in _running or vendored.secret_deck_loaded() != _running["secret deck"]:
        return False
    await _running.pop("app").retire()
    _running.pop("proxy").destroy()
    _running["first"].restore()
    return True


async def restart(url: str) -> None:
    """Start a new app at ``url`` (this page's, any fragment) on a page ``retire`` put back."""
    window.history.replaceState(None, "", url)
    window.scrollTo(0, 0)
    window.getSelection().removeAllRanges()
    js.performance.clearMarks()
    await start()
