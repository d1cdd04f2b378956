"""The app shell: routing by the URL hash, the delegated listeners, saving; the turns are web/turns.py.

This is the single boundary where an engine's error becomes a message for the player.
"""
from __future__ import annotations

import asyncio
import importlib
import json
from dataclasses import replace
from collections.abc import Callable
from typing import Any

import js
from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window

from stolik.core.errors import GameError
from stolik.core.rng import Rng, new_seed
from stolik.web import (ai_client, idle, links, play_screen, regions, reasons, review, screens, share_panel,
                        shared_games, storage)
from stolik.web.board_input import FOCUSABLE, BoardInput
from stolik.web.browser import BrowserHost, BrowserStore, py_value as _py
from stolik.web.games import playable, screen_class, tools
from stolik.web.patch import note_transition, patch_markup, rehearse
from stolik.web.preview import Preview
from stolik.web.regions import Page
from stolik.web.screen import GameScreen, Tool
from stolik.web.html import clip, esc
from stolik.web.i18n import Translator
from stolik.web.link_play import LinkPlay
from stolik.web.saved_games import NewGame, SavedGames, match_results
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.sound import Sound
from stolik.web.turns import Message, Turns
from stolik.web.storage import Players, SavedGame

GAME_UIS = frozenset(playable())   # games whose screen exists; the others are "coming soon"


# A redraw past this many ms (from its start: building the markup counts) leaves the regions it has
# not drawn for a task of its own. The board goes first, then its status; the section's data-state
# and data-moves, which say the screen is drawn, last.
PAINT_BUDGET_MS = 20.0
PAINT_ORDER = {"board-wrap": 0, "status": 1, "play": 3}


class App:
    def __init__(self) -> None:
        self.store = BrowserStore()
        self.rng = Rng(new_seed(int(js.Date.now()) ^ int(js.Math.random() * 2**31)))
        self.host = BrowserHost(self.store, self.rng, redraw=self.render_soon)
        self.settings = Settings(self.host, str(window.navigator.language or ""))
        self.sound = Sound()
        self.system_still = window.matchMedia("(prefers-reduced-motion: reduce)")   # the system's word wins; asked once, read live
        self.saved_games = SavedGames(self.host, self.settings, session=lambda: self.session, open_game=self.open_game,
                                      show_home=self.show_home, tell=self.tell, stop_computer=ai_client.cancel)
        self.screen = "home"
        self.rules_game = ""
        self.rules_options: dict[str, Any] | None = None   # the options of the game whose rules are shown, if any
        self.session: Session | None = None
        self.game: GameScreen | None = None   # the screen of the game shown (or of the tool's game)
        self.turns = Turns(self.host, PageView(self), self.choose, ai_client.cancel, start_now)   # web/turns.py
        self.message = self.link = self.dialog = self.error = ""
        self.tool: Tool | None = None
        self.board = BoardInput(document, may_touch=self.interactive, on_drop=self.dropped, on_view=self.viewed)
        self.preview = Preview(document, self.preview_html)   # a listed move pointed at shows on the board
        self.previewed: Any = None    # the position whose listed moves the preview is of
        self.shown = ""               # what the last drawing showed (screen and game): a new one scrolls to the top
        self.painted: Page | None = None   # what the page shows now (a redraw patches the regions that differ)
        self.unpainted: Page | None = None  # a redraw's regions left for a task of their own (PAINT_BUDGET_MS)
        self.render_due = False       # a redraw asked by a click, to come in a task of its own (render_soon)
        self.chrome: tuple[Any, ...] = ()  # what the header and the page's title show now
        self.scrolled: tuple[Any, ...] = ()  # the move list's state when its current move was last scrolled into view
        self.refocus = False          # after a move: focus goes back to the board
        self.covered = False          # the play screen shows a cover over the board (hidden hands between friends)
        self.rehearsed = False        # a board was uncovered once on this page, for real or rehearsed (rehearse_uncover)
        self.reviewed: tuple[Session, review.Review] | None = None   # the last review asked, of that game
        self.opener = ""              # the control that opened the dialog gets focus back when it closes
        self.asking = ""              # a question on the play screen: "resign" or "draw"
        self.choosing = False         # a game opened from a link asks whom to play until answered or played
        self.link_play = LinkPlay(self.host, games=GAME_UIS, session=lambda: self.session, settings=self.settings,
                                  open_game=self.open_game, save=self.save, tell=lambda m: setattr(self, "message", m),
                                  go_home=self.show_home, failure=_error, draw=self.render, make_qr=self.make_qr,
                                  show_qr=self.show_qr)
        self.offline = False
        # html[data-idle] / data-busy: what the page still has to do by itself (web/idle.py)
        self.idle = idle.Signal(lambda run: window.requestAnimationFrame(create_once_callable(run)), _show_work, self.work)
        self.root = document.getElementById("app")
        self._proxies: list[Any] = []
        self.measured: Any = None     # (game screen, zoomable board) whose size a touch screen's screen is told
        self.sizes: Any = None        # ... by this ResizeObserver (touch screens only)
        if window.matchMedia("(pointer: coarse)").matches:
            self.sizes = js.ResizeObserver.new(create_proxy(self.board_resized))
        # Every data-action the shell answers (tests/web/test_action_table.py checks each control of the
        # markup is answered here, by the screen or tool shown, or on change or submit); the rest goes on
        # to the screen or tool (screen_action).
        self.actions: dict[str, Callable[[Any], None]] = {
            "link-keep": self.act_link_keep, "link-replace": self.act_link_replace, "link-qr": self.act_link_qr,
            "link-copy": self.act_link_copy, "link-share": self.act_link_share, "to-board": self.act_to_board,
            "review": self.act_review, "review-stop": self.act_review_stop, "rematch": self.act_rematch,
            "next-game": self.act_next_game, "new": self.act_new, "close-dialog": self.act_close_dialog,
            "resign": self.act_resign, "offer-draw": self.act_offer_draw, "ask-cancel": self.act_ask_cancel,
            "resign-confirm": self.act_resign_confirm, "draw-accept": self.act_draw_accept,
            "draw-decline": self.act_draw_decline, "undo": self.act_undo, "first": self.act_first,
            "back": self.act_back, "forward": self.act_forward, "last": self.act_last, "goto": self.act_goto,
            "flip": self.act_flip, "skip": self.act_skip, "share": self.act_share,
            "share-position": self.act_share_position, "delete": self.act_delete,
            "delete-confirm": self.act_delete_confirm, "delete-cancel": self.act_delete_cancel,
            "export": self.act_export, "sound": self.act_sound, "hint": self.act_hint, "motion": self.act_motion,
            "copy-text": self.act_copy_text, "lang": self.act_lang}

    # -- start-up and routing ---------------------------------------------------------------
    def bind(self) -> None:
        """One listener per event kind, on containers that are never replaced."""
        for target, kind, handler in ((document.body, "click", self.on_click), (document, "keydown", self.on_key),
                                      (document.body, "change", self.on_change), (document.body, "submit", self.on_submit),
                                      (document.body, "select", self.on_link_taken), (document.body, "copy", self.on_link_taken),
                                      (window, "hashchange", self.on_hash), (window, "storage", self.on_storage),
                                      (window, "pagehide", self.on_page_hide), (window, "pageshow", self.on_page_show),
                                      (document.body, "pointerdown", self.on_pointer_down),
                                      (document.body, "pointermove", self.on_pointer_move),
                                      (document.body, "pointerup", self.on_pointer_up),
                                      (document.body, "pointercancel", self.on_pointer_up),
                                      (document.body, "wheel", self.on_wheel),
                                      (document.body, "pointerover", self.preview.on_event),
                                      (document.body, "pointerout", self.preview.on_event),
                                      (document.body, "focusin", self.preview.on_event),
                                      (document.body, "focusout", self.preview.on_event),
                                      (document.body, "transitionrun", self.on_transition),
                                      (document.body, "transitionend", self.on_transition),
                                      (document.body, "transitioncancel", self.on_transition)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            # Pointer listeners are passive (they never cancel); the others may call preventDefault,
            # wheel included: zooming a board replaces scrolling the page.
            passive = kind.startswith("pointer")
            target.addEventListener(kind, proxy, to_js({"passive": passive}, dict_converter=js.Object.fromEntries))

    @property
    def tr(self) -> Translator:
        return self.settings.tr

    @property
    def sound_on(self) -> bool:
        return self.settings.sound_on

    @property
    def motion_on(self) -> bool:
        return self.settings.motion_on

    # the turn loop's state, as the page reads it (web/turns.py)
    @property
    def thinking(self) -> bool:
        return self.turns.thinking

    @property
    def animating(self) -> bool:
        return self.turns.animating

    @property
    def busy(self) -> bool:
        return self.turns.busy

    def choose(self, game: str, record_json: str, level: str, seed: int) -> Any:
        """The computer's move (a hint's too) from the worker; while it starts, "starting the computer…"
        shows, and turns into "thinking" once it has."""
        if not ai_client.ready():
            ai_client.warm_up().add_done_callback(lambda _boot: self.render_soon())
        return ai_client.choose(game, record_json, level, seed)

    def now(self) -> float:
        return self.host.now()

    def new_id(self) -> str:
        return self.host.new_id()

    def on_hash(self, _event: Any = None) -> None:
        self.route()

    def on_transition(self, event: Any) -> None:
        """A slide started or stopped: a redraw meanwhile keeps its piece in place (web/patch.py)."""
        note_transition(event.target, str(event.type) == "transitionrun")

    def on_page_hide(self, _event: Any) -> None:
        ai_client.leave()        # reload, Back, another site: a search in flight ends with the page

    def on_page_show(self, event: Any) -> None:
        if bool(event.persisted):    # back from the back-forward cache: a computer's turn left mid-search goes on
            self.route()

    def route(self) -> None:
        """Show what the hash names; whatever goes wrong, the home screen with a message (never a dead page)."""
        try:
            self.show_route()
        except Exception as exc:   # noqa: BLE001 - the boundary: any failure becomes a message, start-up goes on
            self.show_home(_error("error.link", exc))

    def show_route(self) -> None:
        self.message = self.link = self.dialog = self.asking = ""
        self.link_play.pending = None
        try:
            route = links.parse_hash(str(window.location.hash))
        except links.LinkError as exc:
            return self.show_home(_error("error.link", exc))
        if route.screen == "home":
            return self.show_home()
        if route.screen == "rules":
            session = self.session
            self.rules_options = (dict(session.saved.record.options)
                                  if session is not None and session.saved.record.game == route.game else None)
            self.leave_game()
            self.screen, self.rules_game = "rules", route.game
            return self.render()
        if route.screen == "tool":
            return self.open_tool(route)
        if route.screen == "move":
            return self.link_play.receive(route)
        if route.screen == "play":
            try:
                saved = storage.load(self.store, route.payload)
                return self.open_game(saved)
            except GameError as exc:
                return self.show_home(_error("error.no-saved" if exc.plain == "missing" else "error.saved", exc))
        try:
            saved = shared_games.saved_from_link(route, self.new_id(), self.now())
            self.open_game(saved)          # drawn before it is saved: a link that cannot be shown writes nothing
        except Exception as exc:   # noqa: BLE001 - the boundary: a link that does not open changes nothing
            self.leave_game()
            return self.show_home(_error("error.link", exc))
        self.save(saved)
        window.history.replaceState(None, "", links.play_hash(saved.id))
        self.message = lambda tr: tr("play.from-link")
        self.choosing = True               # whom to play: asked beside the board, a friend here until answered
        self.render()

    # -- play by link (web/link_play.py): the browser's side and the calls of the rest of App ----------
    def names_of(self, key: str) -> tuple[str, str]:
        return self.link_play.names_of(key)

    def link_panel_html(self) -> str:
        return self.link_play.panel_html()

    async def make_qr(self, url: str, label: str) -> str:
        """A move link's QR code as SVG, once segno is loaded (fetched at the first QR code, never at start-up)."""
        try:
            await load_segno()
            from stolik.web.qr import qr_svg

            return qr_svg(url, label=label)
        except Exception as exc:   # noqa: BLE001 - no QR code: the link is still there to copy or share
            js.console.warn(f"no QR code: {exc}")
            return ""

    def show_qr(self, url: str, svg: str) -> None:
        """Put a QR code drawn late into its box: only there, focus and the rest stay as they are."""
        box = _py(document.querySelector("[data-role=link-panel] .qr-box"))
        field = _py(document.querySelector("[data-role=move-link]"))
        if box is not None and field is not None and str(field.value) == url:
            box.innerHTML = svg

    def act_link_keep(self, _target: Any) -> None:
        self.link_play.keep_pending()

    def act_link_replace(self, _target: Any) -> None:
        self.link_play.replace_pending()

    def act_link_qr(self, _target: Any) -> None:
        self.link_play.show_code()

    def on_link_taken(self, event: Any) -> None:
        target = event.target
        if hasattr(target, "getAttribute") and _py(target.getAttribute("data-role")) == "move-link":
            self.link_play.taken()

    def act_link_copy(self, _target: Any) -> None:
        self.link_play.copy()

    def act_link_share(self, _target: Any) -> None:
        self.link_play.share()

    def set_my_name(self, text: str) -> None:
        self.link_play.set_my_name(text)

    def remember_name(self, name: str) -> None:
        self.settings.remember_name(name)

    def open_tool(self, route: links.Route) -> None:
        self.leave_game()
        if route.game not in GAME_UIS or route.payload not in tools(route.game):
            return self.show_home(lambda tr: tr("error.link", reason=tr("why.no-tool")))
        game = screen_class(route.game)()
        try:
            self.tool = game.tool(route.payload, route.data)
        except GameError as exc:
            return self.show_home(_error("error.link", exc))
        self.game, self.rules_game = game, route.game
        self.screen = "tool"
        self.render()

    def show_home(self, error: Any = "") -> None:
        self.leave_game()
        self.screen, self.error = "home", error
        self.render()

    def leave_game(self) -> None:
        ai_client.cancel()      # a search for a game nobody looks at stops: the next request starts at once
        self.session = None
        self.turns.leave()
        self.choosing = False
        self.saved_games.left()
        self.asking = ""

    def save(self, saved: SavedGame) -> None:
        """Store a game (web/saved_games.py: never over another tab's newer version; storage full, play goes on)."""
        self.saved_games.save(saved)

    def on_storage(self, event: Any) -> None:
        """Another tab wrote or deleted an entry (web/saved_games.py: the game shown is shown as it is now)."""
        key = _py(event.key)
        self.saved_games.storage_changed(None if key is None else str(key))

    def tell(self, message: Any) -> None:
        """Say ``message`` on the screen shown, drawn at once."""
        self.message = message
        self.render()

    def open_game(self, saved: SavedGame) -> None:
        if saved.record.game not in GAME_UIS:
            raise links.LinkError("this game cannot be played here yet")
        self.session = Session.open(saved)
        if saved.players.by_link:
            self.session.flipped = saved.players.side == 1
            if saved.players.offer == 1 - saved.players.side and share_panel.my_turn(self.session):
                self.asking = "draw"           # my friend's draw offer waits for my answer (also after a reload)
        self.saved_games.opened(saved.id)
        self.game = screen_class(saved.record.game)(self.settings.prefs(saved.record.game))
        self.screen, self.error = "play", ""
        if saved.players.mode == "computer" and saved.record.end is None:
            ai_client.warm_up()                # its first reply must not wait for the worker's boot
        self.turns.open(self.session, self.game)   # (its moves that need no decision start after this drawing)
        self.render()

    # -- drawing ----------------------------------------------------------------------------
    def render(self, budget_ms: float | None = None, markup_counts: bool = True) -> None:
        """Draw the screen as it now is; what ``budget_ms`` (PAINT_BUDGET_MS) leaves undrawn follows in
        tasks of its own. The budget starts before the markup is built, or after (``markup_counts``)."""
        budget = PAINT_BUDGET_MS if budget_ms is None else budget_ms
        deadline = float(js.performance.now()) + budget
        self.render_due = False
        focus = _focus_key(document.activeElement)
        if self.screen == "play" and self.session is not None:
            page = self.play_html()
        elif self.screen == "tool":
            page = Page(self.tool.html(self.tr))
        elif self.screen == "rules":
            module = importlib.import_module(f"stolik.{self.rules_game}.rules_text")
            rules = module.rules_for(self.tr.lang, self.rules_options)
            playable = self.rules_game in GAME_UIS
            figures = screen_class(self.rules_game)().rules_figures(self.tr) if playable else []
            page = Page(screens.rules_html(self.tr, self.rules_game, rules, playable, figures))
        else:
            page = Page(self.home_html())
        self.paint(page + self.dialog, deadline if markup_counts else float(js.performance.now()) + budget)
        position = self.session.state if self.screen == "play" and self.session is not None else None
        if position is not self.previewed:
            self.previewed = position
            self.preview.forget()
        else:
            self.preview.redrawn()
        if self.screen == "play" and self.covered and not self.rehearsed:
            self.rehearsed = True
            _when_idle(self.rehearse_uncover)
        self.update_chrome()
        self.save_prefs()
        shown = f"{self.screen}/{self.session.saved.id if self.session else self.rules_game}"
        if shown != self.shown:
            self.shown = shown
            window.scrollTo(0, 0)          # a new screen starts at its top
        self.scroll_move_list()
        self.measure_board()
        if self.refocus and not (self.animating or self.busy or self.thinking):   # once the board is playable again
            self.refocus = False
            # at the next frame: focusing lays the page out, which costs less there than in the click's task
            self.at_frame(self.focus_board)
        elif focus and _focus_lost():
            element = _py(document.querySelector(focus))   # the focused control was replaced: find it again
            if element is not None:
                element.focus()
        self.note_idle()

    def render_soon(self) -> None:
        """Draw the screen in the task after this one, its regions within their budget (what they leave,
        in tasks after it: ``paint``). After a person's move the computer starts to think: its redraw
        would otherwise build the markup a second time and draw the page in the click's task, and a
        browser that stalls for 20 ms now and then (as on a busy 2-core machine) makes that one long."""
        if not self.render_due:
            self.render_due = True
            window.setTimeout(create_once_callable(self.render_if_due), 0)
            self.note_idle()

    def render_if_due(self) -> None:
        if self.render_due:        # (else a redraw came first)
            self.render(markup_counts=False)

    def draw_now(self) -> None:
        """Show the page as it is to be, at once, before a click or key acts on it."""
        if self.render_due:
            self.render(budget_ms=float("inf"))
        elif self.unpainted is not None:
            self.paint_rest(float("inf"))

    @property
    def drawing(self) -> bool:
        """Whether a redraw is still to come or to finish (focus and scrolling wait for it)."""
        return self.render_due or self.unpainted is not None

    # -- the idle signal (web/idle.py) ----------------------------------------------------------
    def at_frame(self, callback: Any) -> None:
        """``callback(time)`` at the next animation frame, counted as work to come until it has run."""
        self.idle.at_frame(callback)

    def look_for_slides(self) -> None:
        """After a redraw, look for the CSS slides it started: a transition begins at the style update
        after the frame that follows the change, so the look is two frames later."""
        self.at_frame(lambda _time: self.at_frame(self.watch_slides))

    def watch_slides(self, _time: Any = None) -> None:
        """Count the running finite animations (slides; not the thinking spinner) until they all end."""
        running = [run.finished for run in document.getAnimations()
                   if str(run.playState) == "running" and float(run.effect.getComputedTiming().endTime) != float("inf")]
        if running:
            self.idle.slides_started()
            js.Promise.allSettled(to_js(running)).then(create_once_callable(self.idle.slides_ended))

    def work(self) -> idle.Work:
        """What the page still has to do by itself, besides frames and slides (counted by self.idle)."""
        computer_next = self.screen == "play" and not self.choosing and self.turns.opponent_to_move()
        return idle.Work(render=self.render_due, regions=self.unpainted is not None,
                         moving=self.busy or self.animating, computer=self.thinking or computer_next,
                         dialog=bool(self.dialog) and _py(document.querySelector(".dialog")) is None)

    def note_idle(self) -> None:
        self.idle.note()

    def measure_board(self) -> None:
        """On a touch screen, follow the size of the zoomable board shown (a new one after a redraw that replaced it)."""
        if self.sizes is None:
            return
        svg = _py(document.querySelector("#board-wrap svg[data-zoomable]"))
        seen = self.measured
        if svg is None or seen is None or seen[0] is not self.game or not _same(seen[1], svg):
            self.sizes.disconnect()
            self.measured = None if svg is None else (self.game, svg)
            if svg is not None:
                self.sizes.observe(svg)       # (the observer reports the size it finds at once)

    def board_resized(self, entries: Any, _observer: Any = None) -> None:
        """The board's size, known after layout and before paint: a fitted view that depends on it
        (a crowded hive's cells kept a finger wide) is drawn again at once, in the same frame."""
        box = entries[len(entries) - 1].contentRect
        size = (round(float(box.width)), round(float(box.height)))
        if self.screen != "play" or self.game is None or self.game.board_pixels == size:
            return
        self.game.board_pixels = size
        if self.game.viewbox is None:
            self.render()

    def paint(self, page: Page, deadline: float = float("inf"), rest: bool = False) -> None:
        """Show ``page``, changing only the regions whose markup changed (web/regions.py), the board
        and its status first. What is left at ``deadline`` is drawn in a task of its own, soon after:
        the browser stays free to answer and to show the board between the two, and the layout
        the browser does at the end of a click's task is not added to the same long task."""
        clock, asked = js.performance.now, []

        def go_on() -> bool:                   # a rest's task draws one region at least, however slow
            asked.append(True)
            return (rest and len(asked) == 1) or float(clock()) < deadline
        painted = regions.paint(self.root, self.painted, page, _parse, rank=lambda key: PAINT_ORDER.get(key, 2), go_on=go_on)
        self.painted = painted.shown
        if painted.shown is page:
            self.unpainted = None
        else:
            if self.unpainted is None:
                window.setTimeout(create_once_callable(self.paint_rest), 0)
            self.unpainted = page
        self.look_for_slides()

    def paint_rest(self, deadline: float | None = None) -> None:
        """Draw what a redraw left (within a budget of its own; all of it when an event needs the page whole)."""
        page, self.unpainted = self.unpainted, None
        if page is not None:
            self.paint(page, float(js.performance.now()) + PAINT_BUDGET_MS if deadline is None else deadline, rest=True)

    def rehearse_uncover(self, _deadline: Any = None) -> None:
        """Uncover the board once, at idle, on a detached copy. The first real uncovering of a page (between
        friends, Schotten Totten's "show my hand") drew hand cards and patched them in for the first time:
        twice the time of later ones, a long task of 50-70 ms on a 2-core machine after a pause."""
        session, page = self.session, self.painted
        wrap = _py(document.getElementById("board-wrap"))
        if (self.screen != "play" or not self.covered or self.drawing or session is None or wrap is None
                or page is None or "board-wrap" not in page.parts):
            return                             # uncovered or left meanwhile: the real one came first
        state = session.state
        board = self.game.board_html(state, tr=self.tr, flipped=session.flipped, interactive=True, me=state.to_move)
        rehearse(wrap, page.parts["board-wrap"][1], board, _parse)

    def paint_board(self) -> None:
        """Redraw the board alone (an animation's frame)."""
        page = self.painted
        wrap = _py(document.getElementById("board-wrap"))
        if page is None or wrap is None or "board-wrap" not in page.parts:
            return
        board = self.board_html()
        patch_markup(wrap, page.parts["board-wrap"][1], board, _parse)
        for drawn in (page, self.unpainted):     # (a redraw's rest still to come must not draw an older frame)
            if drawn is not None:
                drawn.parts["board-wrap"] = (regions.CONTENTS, board)
        self.look_for_slides()

    def focus_board(self, _time: Any = None) -> None:
        """After a move, the keyboard carries on from the board: the piece the screen marks
        (``data-focus``), else the first legal target, else the first control there (a hand's cover),
        else the board itself, else the panel's first move. Focus elsewhere
        (a field, a button of the side panel) is left where the player put it."""
        if self.drawing:                         # the board drawn in part: at the frame after it is done
            self.at_frame(self.focus_board)
            return
        wrap = _py(document.getElementById("board-wrap"))
        active = _py(document.activeElement)
        if wrap is None or (active is not None and not active.isSameNode(document.body) and not wrap.contains(active)):
            return
        self.focus_in_board(wrap)

    def act_to_board(self, _target: Any) -> None:
        """The skip link: the keyboard goes past the page's head to the board."""
        wrap = _py(document.getElementById("board-wrap"))
        if wrap is not None:
            self.focus_in_board(wrap)

    def focus_in_board(self, wrap: Any) -> None:
        """Focus the board's first element of focus_board's order."""
        options = to_js({"preventScroll": True}, dict_converter=js.Object.fromEntries)
        panel = _py(document.getElementById("panel"))
        candidates = [_py(wrap.querySelector(selector)) for selector in
                      ("[data-focus]", "[data-move][tabindex], [data-select][tabindex]", FOCUSABLE)]
        # nothing on the board takes focus (e.g. the opponent's turn): the board itself, unless it has no
        # box of its own (Mądre kości's is laid out by its parts), then the move the panel offers (a roll)
        candidates += [wrap, _py(panel.querySelector("[data-move]:not([disabled])")) if panel is not None else None]
        for target in candidates:
            if target is not None:
                target.focus(options)
                if target.isSameNode(document.activeElement):
                    return

    def scroll_move_list(self) -> None:
        """Keep the current move in view inside the move list, without scrolling the page itself.
        Only when the list or its current move changed: reading the layout makes the browser lay
        the page out at once, which costs more than all the rest of a redraw. A move being animated joins
        the list when its animation ends: that is a change too (the list stopped following with motion on)."""
        session = self.session
        state = ((self.shown, session.cursor, len(session.moves), self.animating)
                 if session is not None and self.screen == "play" else ())
        if state != self.scrolled:
            self.scrolled = state
            self.at_frame(self.scroll_to_current)   # the layout read at the frame

    def scroll_to_current(self, _time: Any = None) -> None:
        if self.drawing:                         # the move list may be among the regions still to draw
            self.at_frame(self.scroll_to_current)
            return
        current = _py(document.querySelector(".moves [aria-current]"))
        box = _py(document.querySelector(".play-side"))
        if current is None or box is None:
            return
        item, heading = current.parentElement, _py(box.querySelector("h3"))
        head = float(heading.offsetHeight) if heading is not None else 0.0     # sticky: it covers the box's top
        top, tall, height = float(item.offsetTop), float(item.offsetHeight), float(box.clientHeight)
        if top < float(box.scrollTop) + head or top + tall > float(box.scrollTop) + height:
            # the whole line in the middle of what the heading leaves (a throw's takes three)
            box.scrollTop = max(0.0, top - head - max(0.0, height - head - tall) / 2)

    def save_prefs(self) -> None:
        """The shown game's choices, remembered when they changed (web/settings.py)."""
        if self.session is not None and self.game is not None:
            self.settings.save_prefs(self.session.saved.record.game, self.game.prefs)

    def update_chrome(self) -> None:
        """The header's buttons, the page's language and title: written only when they change (a
        redraw per click would otherwise rewrite the header too)."""
        game = self.session.saved.record.game if self.screen == "play" and self.session else self.rules_game
        title = "Stolik" if self.screen == "home" or not game else f"{self.tr('game.' + game)} · Stolik"
        if (share_panel.my_turn(self.session) if self.screen == "play" and self.session else
                self.screen == "home" and self.saved_games.turns_mine):
            title = f"{self.tr('link.title')} {title}"
        offline = self.offline and self.screen == "home"    # said on the home screen: a play screen fills the window
        system_still = bool(self.system_still.matches)
        chrome = (self.tr.lang, self.sound_on, self.motion_on, system_still, offline, title)
        if chrome == self.chrome:
            return
        self.chrome = chrome
        document.documentElement.setAttribute("lang", self.tr.lang)
        button = document.getElementById("lang-button")
        button.removeAttribute("disabled")
        button.textContent = self.tr("app.language")
        button.setAttribute("lang", "en" if self.tr.lang == "pl" else "pl")
        sound = document.getElementById("sound-button")
        sound.removeAttribute("disabled")
        label = esc(self.tr("app.sound-on" if self.sound_on else "app.sound-off"))
        sound.innerHTML = f'<span aria-hidden="true">♪</span> <span class="toggle-label">{label}</span>'  # a phone shows ♪ only
        sound.setAttribute("aria-pressed", "true" if self.sound_on else "false")
        motion = document.getElementById("motion-button")
        moving = self.motion_on and not system_still
        motion.toggleAttribute("disabled", system_still)     # nothing moves whatever the toggle says
        label = esc(self.tr("app.motion-system" if system_still else "app.motion-on" if moving else "app.motion-off"))
        motion.innerHTML = f'<span aria-hidden="true">∿</span> <span class="toggle-label">{label}</span>'
        if system_still:
            motion.setAttribute("title", self.tr("app.motion-system-why"))
        else:
            motion.removeAttribute("title")
        motion.setAttribute("aria-pressed", "true" if moving else "false")
        document.documentElement.setAttribute("data-motion", "on" if moving else "off")
        document.getElementById("foot").textContent = self.tr("app.offline-ready") if offline else ""
        document.title = title

    def home_html(self) -> str:
        html = self.saved_games.home_html(self.tr, set(GAME_UIS), {key: tools(key) for key in GAME_UIS})
        if self.error:
            html = f'<p class="error" role="alert">{esc(_said(self.error, self.tr))}</p>' + html
        if self.message:
            html = f'<p class="notice" role="status">{esc(_said(self.message, self.tr))}</p>' + html
        return html

    def play_html(self) -> Page:
        session, game = self.session, self.game
        analysis = game.analysis_link(session.state)
        game.ended = session.live and session.result() is not None
        cover = game.cover_html(session.state, self.tr, self.me())
        board, panel = (cover, "") if cover else (self.board_html(), self.panel_html())
        self.covered = bool(cover)
        results, options = match_results(session), session.saved.record.options
        match = game.match_text(options, results, self.tr) if results else []
        over = session.live and session.result() is not None     # "Next game of the match" only between games
        follow_on = over and game.next_game(options, results) is not None
        shown = self.shown_review()
        panel_review = review.panel_html(shown, session.cursor, self.tr, game.player_names(self.tr)) if shown else ""
        mistakes = frozenset(index for index, _drop in review.mistakes(shown.chances, shown.movers, shown.forced)) if shown else frozenset()
        return play_screen.play_html(session, self.tr, game, board=board, panel=panel, match=match, follow_on=follow_on,
                                     analysis=analysis, review=panel_review, reviewing=bool(shown and shown.running),
                                     mistakes=mistakes,
                                     thinking=self.thinking, starting=self.thinking and not ai_client.ready(),
                                     message=_said(self.message, self.tr), link=self.link,
                                     animating=self.animating, busy=self.busy, asking=self.asking,
                                     choosing=self.choosing and session.live, link_panel=self.link_panel_html(),
                                     unsaved=self.saved_games.unsaved, variant=" · ".join(game.options_text(options, self.tr)))

    def shown_review(self) -> review.Review | None:
        """The review of the game shown, while its moves are the ones reviewed."""
        if self.reviewed is None or self.reviewed[0] is not self.session or self.reviewed[1].moves != self.session.moves:
            return None
        return self.reviewed[1]

    def act_review(self, _target: Any) -> None:
        """Review the game from its start: each position's chance asked of the worker in turn."""
        session = self.session
        if session is None or not play_screen.may_review(session) or self.animating or self.thinking:
            return
        ai_client.cancel("review")          # a review already running for this game is replaced
        states = session.states
        self.reviewed = (session, review.Review(session.moves, tuple(s.to_move for s in states[:-1]),
                                                forced=tuple(len(s.legal_moves()) == 1 for s in states[:-1])))
        self.render()
        self.reveal("review")               # under the controls: at 1280x800 it opened below the fold
        asyncio.ensure_future(self.run_review(session, self.reviewed[1]))

    async def run_review(self, session: Session, run: review.Review) -> None:
        record = session.saved.record
        end = session.result() if record.end is not None else None   # resigned or agreed: the last chance is that result
        while not run.done and run.running and self.shown_review() is run:   # a game left or changed: it stops
            count = len(run.chances)
            if end is not None and count == len(run.moves):
                answer = "0.5" if end.winner is None else str(float(end.winner == 0))
            else:
                try:
                    answer = await ai_client.evaluate(record.game, json.dumps(record.with_moves(run.moves[:count]).to_json()))
                except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
                    run.running = False
                    reason = clip(str(exc), 300)
                    self.message = lambda tr: tr("error.worker", reason=reason)
                    break
            if not answer or not run.running:
                run.running = False          # stopped (the Stop button, or the game was left or changed)
                break
            run.chances.append(float(json.loads(answer)))
            if self.shown_review() is run:
                self.render()
        run.running = False
        if self.shown_review() is run:
            self.render()

    def act_review_stop(self, _target: Any) -> None:
        """Stop the review: the chances found so far stay shown."""
        shown = self.shown_review()
        if shown is not None and shown.running:
            shown.running = False
            ai_client.cancel("review")
            self.render()

    def act_rematch(self, _target: Any) -> None:
        self.saved_games.rematch()

    def act_next_game(self, _target: Any) -> None:
        self.saved_games.next_game(self.game)

    def interactive(self) -> bool:
        return self.turns.person_may_move()    # (by link, not while the friend's move is to come in a link)

    def me(self) -> int | None:
        players = self.session.saved.players
        if players.by_link:
            return players.side
        return 1 - players.computer if players.mode == "computer" else None

    def board_html(self) -> str:
        session = self.session
        view, marks = self.turns.frame if self.turns.frame else (None, None)
        hint = self.turns.hinted()
        if marks is None and hint is not None:
            marks = self.game.hint_marks(session.state, hint)
        elif marks is None and session.cursor > 0:
            marks = self.game.last_move_marks(session.states[session.cursor - 1], session.moves[session.cursor - 1])
        return self.game.board_html(session.state, tr=self.tr, flipped=session.flipped, interactive=self.interactive(),
                                    me=self.me(), view=view, marks=marks)

    def preview_html(self, key: str) -> str:
        """A listed move pointed at, drawn on the board (web/preview.py)."""
        if self.screen != "play" or self.session is None or not self.interactive():
            return ""
        return self.game.preview_html(self.session.state, key, tr=self.tr, flipped=self.session.flipped)

    def panel_html(self) -> str:
        if self.animating or not self.session.live:
            return ""
        return self.game.panel_html(self.session.state, tr=self.tr, interactive=self.interactive())

    def reveal(self, ident: str, _time: Any = None, *, above_only: bool = False) -> None:
        """Scroll the page so the element ``ident`` is in view, once it is drawn (nothing moves if it is);
        ``above_only``: only when it is above the screen (the board under it stays where it is)."""
        if self.drawing or _time is None:        # at a frame when the redraw is done and laid out
            later = lambda time: self.reveal(ident, time, above_only=above_only)  # noqa: E731
            self.at_frame(later)
            return
        element = _py(document.getElementById(ident))
        if element is None:
            return
        box = element.getBoundingClientRect()
        if float(box.top) < 0 or (float(box.bottom) > float(window.innerHeight) and not above_only):
            element.scrollIntoView(to_js({"block": "nearest"}, dict_converter=js.Object.fromEntries))

    # -- events -----------------------------------------------------------------------------
    # The board's gestures (pan, zoom, drag and drop, arrow keys) live in board_input.py.
    def on_pointer_down(self, event: Any) -> None:
        self.board.pointer_down(event)

    def on_pointer_move(self, event: Any) -> None:
        self.board.pointer_move(event)

    def on_pointer_up(self, event: Any) -> None:
        carried = bool(self.board.carried)
        self.board.pointer_up(event)
        if carried:
            self.look_for_slides()    # a piece let go slides home (or to its drop): the page is busy until it is there

    def on_wheel(self, event: Any) -> None:
        self.board.wheel(event)

    def viewed(self, box: tuple[float, ...]) -> None:
        """A board panned or zoomed: its screen (or tool) keeps the view for the next redraws."""
        holder = self.tool if self.screen == "tool" else self.game
        if holder is not None:
            holder.viewbox = box
        self.painted = None       # the page now differs from the markup last drawn: the next redraw patches it all
        if holder is self.game and holder is not None and holder.view_note_due(box):
            self.render_soon()    # the count of lit places off the view changed

    def dropped(self, dragged: str, target: str) -> None:
        """A piece carried onto a target: what clicking one, then the other, does."""
        self.game.on_select(dragged, self.session.state)
        self.select(target)

    def select(self, value: str) -> None:
        """A board element chosen (click, key or drop): the screen may answer with a move to play."""
        move = self.game.on_select(value, self.session.state)
        if move:
            self.human_move(move)
        else:
            self.render()

    def on_click(self, event: Any) -> None:
        if self.board.swallows(event):
            return
        target = _py(event.target.closest("[data-move],[data-select],[data-action]")) if hasattr(event.target, "closest") else None
        if target is None:
            return
        if self.drawing:                   # a page drawn in part: the click counts if what it hit is still that
            seen = _focus_key(target)
            self.draw_now()
            if not target.isConnected or _focus_key(target) != seen:
                return
        if target.hasAttribute("data-move") and not target.hasAttribute("disabled"):
            return self.human_move(str(target.getAttribute("data-move")))
        if target.hasAttribute("data-select"):
            if self.interactive():
                self.select(str(target.getAttribute("data-select")))
            return
        action = str(target.getAttribute("data-action"))
        handler = self.actions.get(action)
        value = _py(target.getAttribute("data-value"))
        if handler is not None:
            event.preventDefault()
            handler(target)
        else:
            self.screen_action(action, None if value is None else str(value))

    def screen_action(self, action: str, value: str | None) -> None:
        """An action the shell does not know belongs to the tool or game shown."""
        if self.screen == "tool" and self.tool is not None:
            if self.tool.action(action, value):
                self.render()
        elif self.screen == "play" and self.session is not None:
            if self.game.on_action(action, value, self.session.state):
                self.render()

    def on_key(self, event: Any) -> None:
        self.draw_now()                          # keys act on the page as the player sees it next
        key, target = str(event.key), event.target
        inside = hasattr(target, "closest")
        if self.dialog and key == "Tab":
            return self.keep_focus_in_dialog(event)
        if key in ("Enter", " ") and inside:
            element = _py(target.closest("[data-move],[data-select],[data-action]"))
            if element is not None and element.tagName.lower() == "g":     # an SVG control (a board's, a review graph's point)
                event.preventDefault()
                element.dispatchEvent(js.MouseEvent.new("click", to_js({"bubbles": True}, dict_converter=js.Object.fromEntries)))
                return
        if key == "Escape":
            if self.dialog:
                return self.act_close_dialog(None)
            if self.game is not None and self.screen == "play" and self.game.clear():
                return self.render()
        if self.screen != "play" or self.dialog or str(target.tagName).lower() in ("input", "select", "textarea"):
            return
        if inside and self.board.arrow(event):
            return
        if key == "Tab" and not event.shiftKey and inside and self.to_first_target(target):
            event.preventDefault()
            return
        steps = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "first", "End": "last"}
        if key in steps and not (inside and _py(target.closest("svg")) is not None):
            event.preventDefault()
            self.actions[steps[key]](None)

    def to_first_target(self, target: Any) -> bool:
        """Tab from the chosen piece goes to the first place it may go (else past every other piece: 28
        presses in a Hive game); True when it did."""
        wrap = _py(document.getElementById("board-wrap"))
        chosen = _py(target.closest('[data-select][aria-pressed="true"]'))
        if wrap is None or chosen is None or not wrap.contains(chosen):
            return False
        first = _py(wrap.querySelector("[data-move]:not([disabled])"))
        if first is None:
            return False
        first.focus()
        return True

    def keep_focus_in_dialog(self, event: Any) -> None:
        """Tab and Shift+Tab cycle inside the open dialog (a modal keeps the keyboard with it)."""
        controls = [c for c in list(document.querySelectorAll(".dialog button, .dialog input, .dialog select, .dialog a[href]"))
                    if not c.hasAttribute("disabled")]
        if not controls:
            return
        active = document.activeElement
        inside = _py(active.closest(".dialog")) is not None if hasattr(active, "closest") else False
        first, last = controls[0], controls[-1]
        if not inside or (bool(event.shiftKey) and active.isSameNode(first)):
            event.preventDefault()
            (last if inside else first).focus()
        elif not bool(event.shiftKey) and active.isSameNode(last):
            event.preventDefault()
            first.focus()

    def on_change(self, event: Any) -> None:
        target = event.target
        action = _py(target.getAttribute("data-action"))
        if action == "import" and target.files.length:
            asyncio.ensure_future(self.import_file(target.files.item(0)))
        elif action == "link-name" and self.screen == "play":
            self.set_my_name(str(target.value))
        elif action is not None:
            self.screen_action(str(action), str(target.value))

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        if _py(event.target.getAttribute("data-purpose")) == "players":
            return self.choose_players(event.target)
        self.start_new(event.target)

    def choose_players(self, form: Any) -> None:
        """A game opened from a link is played as the player chooses: a friend here, or the computer at a level."""
        if self.session is None or not self.choosing:
            return
        field = _form_reader(form)
        side = self.rng.below(2) if field("side") == "random" else int(field("side") or 0)
        self.choosing = False
        self.saved_games.choose_players(field("opponent"), side, field("level"))
        self.message = ""
        self.render()
        self.turns.go_on()

    def human_move(self, move: str) -> None:
        self.turns.human_move(move)

    # -- actions (self.actions maps data-action="name" to act_name) -------------------------
    def act_new(self, target: Any) -> None:
        key = str(target.getAttribute("data-game"))
        if key not in GAME_UIS:
            return
        levels = importlib.import_module(f"stolik.{key}.ai").LEVELS
        game = screen_class(key)()
        extra = game.options_html(self.tr)
        from stolik.web.correspondence import playable

        self.opener = _focus_key(target) if target is not None else ""
        ai_client.warm_up()                    # the form may start a game against the computer
        self.dialog = screens.new_game_html(self.tr, key, levels, game.player_names(self.tr), extra,
                                            asks_first=game.asks_first, by_link=playable(key))
        self.render()
        first = _py(document.querySelector(".dialog input"))
        if first is not None:
            first.focus()

    def act_close_dialog(self, _target: Any) -> None:
        self.dialog = ""
        self.render()
        opener = _py(document.querySelector(self.opener)) if self.opener else None
        if opener is not None:
            opener.focus()               # back where the player was before the dialog

    def start_new(self, form: Any) -> None:
        """The new-game form sent: read here, the game made and started by web/saved_games.py."""
        key = str(form.getAttribute("data-game"))
        field = _form_reader(form)

        def side(name: str) -> int:
            value = field(name)
            return self.rng.below(2) if value == "random" else int(value)
        human = side("side")
        fields = {str(name): str(value) for name, value in js.FormData.new(form).entries()}
        saved = self.saved_games.new_game(NewGame(key, field("opponent"), human, side("first"), field("level"), fields,
                                                  field("my-name"), field("friend-name")))
        if saved is not None:
            self.dialog = ""
            self.saved_games.start_game(saved)

    # -- ending a game by the players: resign (asks first), offer a draw (hot-seat) --------------
    def decider(self, by: str) -> int:
        """Who the ending names (Ending.player: the resigner, or whoever offered the draw): by link I resign for
        myself whoever is to move, and a draw I accept was my friend's offer; else you against the computer,
        or between friends the player to move, who resigns or offers."""
        players = self.session.saved.players
        if players.by_link:
            return players.side if by == "resign" else 1 - players.side
        me = self.me()
        return self.session.latest.to_move if me is None else me

    def ask(self, question: str) -> None:
        if self.session is not None and self.session.live and self.session.result() is None and not self.animating:
            self.asking = question
            self.render()
            button = _py(document.querySelector(".ask .danger, .ask .primary"))
            if button is not None:
                button.focus()

    def act_resign(self, _target: Any) -> None:
        self.ask("resign")

    def act_offer_draw(self, _target: Any) -> None:
        session = self.session
        if session is not None and session.saved.players.mode == "friend":
            self.ask("draw")
        else:
            self.link_play.offer_draw()

    def set_offer(self, side: int) -> None:
        self.link_play.set_offer(side)

    def act_ask_cancel(self, _target: Any) -> None:
        self.asking = ""
        self.render()

    def act_resign_confirm(self, _target: Any) -> None:
        self.end_game("resign")

    def act_draw_accept(self, _target: Any) -> None:
        self.end_game("draw")

    def act_draw_decline(self, _target: Any) -> None:
        self.asking = ""
        self.link_play.offer_answered()
        self.message = lambda tr: tr("play.draw-declined")
        self.render()

    def end_game(self, by: str) -> None:
        session = self.session
        if session is None or not session.live or session.result() is not None or not self.asking:
            return
        session.end(by, self.decider(by), self.now())
        self.link_play.offer_answered()        # answered: the link back carries the agreed draw
        self.save(session.saved)
        self.asking, self.message = "", ""
        self.turns.stop()
        self.game.clear()
        self.render()

    def act_undo(self, _target: Any) -> None:
        self.turns.undo()

    def act_first(self, _t: Any) -> None:
        self.turns.step("first")

    def act_back(self, _t: Any) -> None:
        self.turns.step("back")

    def act_forward(self, _t: Any) -> None:
        self.turns.step("forward")

    def act_last(self, _t: Any) -> None:
        self.turns.step("last")

    def act_goto(self, target: Any) -> None:
        self.turns.goto(int(target.getAttribute("data-index")))

    def act_flip(self, _target: Any) -> None:
        if self.session is not None:
            self.session.flipped = not self.session.flipped
            self.render()

    def act_skip(self, _target: Any) -> None:
        self.turns.skip()

    def act_share(self, _target: Any) -> None:
        record = self.session.saved.record
        self.share(links.record_hash(record.game, record.to_compact()))

    def act_share_position(self, _target: Any) -> None:
        self.share(links.position_hash(self.session.saved.record.game, self.session.state.position()))

    def share(self, fragment: str) -> None:
        self.link = str(window.location.href).split("#")[0] + fragment
        self.message = lambda tr: tr("play.copied")
        self.render()
        asyncio.ensure_future(self.copy(self.link))

    async def copy(self, text: str) -> None:
        try:
            await window.navigator.clipboard.writeText(text)
        except Exception:   # noqa: BLE001 - clipboard refused (permissions, insecure page): the box stays
            self.message = lambda tr: tr("error.clipboard")
            self.render()

    def act_delete(self, target: Any) -> None:
        self.saved_games.ask_delete(str(target.getAttribute("data-id")))
        self.render()

    def act_delete_confirm(self, target: Any) -> None:
        self.saved_games.delete(str(target.getAttribute("data-id")))
        self.render()

    def act_delete_cancel(self, _target: Any) -> None:
        self.saved_games.keep()
        self.render()

    def act_export(self, target: Any) -> None:
        self.saved_games.export(str(target.getAttribute("data-id")))

    async def import_file(self, file: Any) -> None:
        text = str(await file.text())
        try:
            self.saved_games.import_text(text)
        except (GameError, storage.StorageFull) as exc:
            self.error, self.message = _error("error.file", exc), ""
            return self.render()
        self.error, self.message = "", (lambda tr: tr("home.imported"))
        self.render()

    def watch_offline(self) -> None:
        """Say so in the footer once the service worker has cached everything (not on plain http)."""
        if not hasattr(window.navigator, "serviceWorker") or _py(window.navigator.serviceWorker) is None:
            return
        def ready(_registration: Any) -> None:
            self.offline = True
            self.update_chrome()
        proxy = create_proxy(ready)
        self._proxies.append(proxy)
        window.navigator.serviceWorker.ready.then(proxy)

    def act_sound(self, _target: Any) -> None:
        if self.settings.toggle_sound():
            self.sound.click()           # made inside the click, so the browser lets the page play sound
        self.update_chrome()

    def act_hint(self, _target: Any) -> None:
        """The computer's move for the player to move: marked on the board and said, never played."""
        if self.turns.ask_hint():
            # the first hint of a page starts the computer (a few seconds): the status says so until it has
            self.message = lambda tr: tr("play.hint-thinking" if ai_client.ready() else "play.hint-starting")
            self.render()

    def act_motion(self, _target: Any) -> None:
        """Moves animate or not (the header's toggle, remembered on this device; the system's
        "reduce motion" turns them off as well)."""
        self.settings.toggle_motion()
        self.update_chrome()

    def act_copy_text(self, target: Any) -> None:
        """A screen's "Copy" button (e.g. Hive's GameString): its data-value to the clipboard."""
        self.message = lambda tr: tr("play.copied-text")
        self.render()
        asyncio.ensure_future(self.copy(str(_py(target.getAttribute("data-value")) or "")))

    def act_lang(self, _target: Any) -> None:
        self.settings.toggle_language()
        self.render()


class PageView:
    """What the turn loop (web/turns.py) asks of the page, done by the app."""

    def __init__(self, app: App) -> None:
        self.app = app

    def say(self, message: Message) -> None:
        self.app.message = message

    def draw(self, budget_ms: float | None = None) -> None:
        self.app.render(budget_ms)

    def draw_soon(self) -> None:
        self.app.render_soon()

    def draw_frame(self) -> None:
        self.app.paint_board()

    def reveal_status(self) -> None:
        self.app.reveal("status", above_only=True)

    def note_idle(self) -> None:
        self.app.note_idle()

    def animates(self) -> bool:
        return self.app.motion_on and not self.app.system_still.matches

    def on_hold(self) -> bool:
        return self.app.choosing

    def let_go(self) -> None:
        _let_go_of_focus(self.app.root)

    def played(self, session: Session, before: Any, move: str, *, by_opponent: bool, answered: bool) -> None:
        app, players = self.app, session.saved.players
        if players.by_link and players.offer == before.to_move ^ 1 and before.to_move == players.side:
            app.set_offer(-1)                  # playing on instead of answering declines my friend's offer
            app.asking = ""
        app.save(session.saved)
        app.choosing = False
        if app.sound_on:   # a click for a move; a cue when the computer has answered and it is your turn
            app.sound.your_turn() if answered else app.sound.click()
        app.game.after_move(before, move, by_opponent)
        app.game.clear()
        app.link = ""
        app.refocus = True
        app.message = ""                   # what the move did is told once the player has seen it

    def save(self, saved: SavedGame) -> None:
        self.app.save(saved)


def start_now(coroutine: Any) -> asyncio.Task:
    """Run ``coroutine`` at once, up to its first real wait, inside the event that started it. A
    move is then drawn in the click's own task; scheduled as a new task, it waited for the browser
    to render a frame in between, about 9 ms of every click."""
    return asyncio.Task(coroutine, loop=asyncio.get_event_loop(), eager_start=True)


async def load_segno() -> None:
    """Make `import segno` work: scripts/build ships it as py/segno.zip, unpacked here at the first QR code."""
    try:
        importlib.import_module("segno")
        return
    except ModuleNotFoundError:
        pass
    import io
    import zipfile

    response = await js.fetch("py/segno.zip")
    if not response.ok:
        raise OSError(f"py/segno.zip: HTTP {response.status}")
    data = (await response.arrayBuffer()).to_bytes()
    zipfile.ZipFile(io.BytesIO(data)).extractall(".")   # the page's cwd is on sys.path, as for stolik/
    importlib.invalidate_caches()


def _error(key: str, exc: Exception) -> Any:
    """A message about a failure in the player's words (web/reasons.py); the exact reason goes to the
    console for whoever looks into it."""
    js.console.warn(f"Stolik: {key}: {clip(str(exc), 300)}")
    return reasons.failure(key, exc)


def _form_reader(form: Any) -> Any:
    """``field(name)``: a form's field as text ("" when it is missing)."""
    data = js.FormData.new(form)
    return lambda name: str(_py(data.get(name)) or "")


def _said(message: Any, tr: Any) -> str:
    """Messages are kept as functions of the translator (or plain text) and said at drawing time."""
    return message(tr) if callable(message) else message


def _show_work(pending: tuple[str, ...]) -> None:
    """``html[data-idle]`` when nothing is to come, else ``html[data-busy]`` naming what is."""
    html = document.documentElement
    if pending:
        html.removeAttribute("data-idle")
        html.setAttribute("data-busy", " ".join(pending))
    else:
        html.setAttribute("data-idle", "")
        html.removeAttribute("data-busy")


def _parse(markup: str) -> Any:
    """``markup`` parsed into a detached fragment (a template's content: nothing runs, nothing loads)."""
    template = document.createElement("template")
    template.innerHTML = markup
    return template.content


def _when_idle(callback: Any) -> None:
    """``callback`` when the browser has nothing else to do (within a second), or soon where it cannot tell (Safari)."""
    if getattr(window, "requestIdleCallback", None) is not None:
        window.requestIdleCallback(create_once_callable(callback), to_js({"timeout": 1000}, dict_converter=js.Object.fromEntries))
    else:
        window.setTimeout(create_once_callable(callback), 300)


def _let_go_of_focus(root: Any) -> None:
    """Blur the control just used to play a move, before the move's redraw: the redraw removes it
    mostly, and removing the focused element makes Chromium bring the style of everything changed
    so far up to date there and then (4 ms a move on average, up to 19, in the middle of the redraw);
    now the style is clean and the blur costs a tenth of that. The keyboard gets its place back
    from focus_board once the move is drawn."""
    active = _py(document.activeElement)
    if active is not None and not active.isSameNode(document.body) and bool(root.contains(active)):
        active.blur()


def _same(a: Any, b: Any) -> bool:
    """The same JavaScript object (``Object.is``: ``is`` is a Python keyword)."""
    return bool(getattr(js.Object, "is")(a, b))


def _focus_lost() -> bool:
    """True when nothing has focus (the focused element was removed, or focus is on the page)."""
    active = _py(document.activeElement)
    return active is None or active.isSameNode(document.body)


def _focus_key(element: Any) -> str:
    """A selector that finds the focused control again after a redraw (keyboard players keep their place)."""
    if _py(element) is None or not hasattr(element, "getAttribute"):
        return ""
    for name in ("data-move", "data-select", "data-action"):
        value = _py(element.getAttribute(name))
        if value is not None:
            extra = "".join(f'[{more}="{js.CSS.escape(str(found))}"]' for more in ("data-index", "data-game")
                            if (found := _py(element.getAttribute(more))) is not None)
            return f'[{name}="{js.CSS.escape(value)}"]{extra}'
    return ""


async def start() -> None:
    app = App()
    app.bind()
    app.route()
    app.watch_offline()
    window.stolikApp = create_proxy(app)   # kept alive for the page's lifetime
    document.documentElement.setAttribute("data-ready", "1")
