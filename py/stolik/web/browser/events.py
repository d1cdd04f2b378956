"""The page's listeners: one per event kind, on containers that are never replaced, each turning a
browser event into one command of the shell (``Commands``, which the app implements).
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, Protocol

import js
from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from stolik.web.board_input import BoardInput
from stolik.web.browser import focus, py_value as _py
from stolik.web.browser.painter import Painter
from stolik.web.page_state import BOARD_SCREENS
from stolik.web.shell import Control, Shell
from stolik.web.patch import note_transition


class Page(Protocol):
    """The page's side of the app, as the listeners use it (web/app.py)."""

    shell: Shell
    painter: Painter
    board: BoardInput

    def route(self) -> None: ...
    def page_left(self) -> None: ...
    def piece_let_go(self) -> None: ...


class Events:
    def __init__(self, page: Page, preview: Callable[[Any], None]) -> None:
        self.page, self.shell, self.preview = page, page.shell, preview
        self.proxies: list[Any] = []        # kept alive for the page's lifetime
        self.bound: list[tuple[Any, str, Any]] = []     # (target, event kind, listener)

    def bind(self) -> None:
        """One listener per event kind, on containers that are never replaced."""
        board = self.page.board
        body = document.body
        for target, kind, handler in ((body, "click", self.on_click), (document, "keydown", self.on_key),
                                      (body, "change", self.on_change), (body, "submit", self.on_submit),
                                      (body, "select", self.on_link_taken), (body, "copy", self.on_link_taken),
                                      (window, "hashchange", self.on_hash), (window, "storage", self.on_storage),
                                      (window, "pagehide", self.on_page_hide), (window, "pageshow", self.on_page_show),
                                      (body, "pointerdown", board.pointer_down), (body, "pointermove", board.pointer_move),
                                      (body, "pointerup", self.on_pointer_up), (body, "pointercancel", self.on_pointer_up),
                                      (body, "wheel", board.wheel),
                                      (body, "pointerover", self.preview), (body, "pointerout", self.preview),
                                      (body, "focusin", self.preview), (body, "focusout", self.preview),
                                      (body, "dragover", self.on_drag_over), (body, "drop", self.on_drop),
                                      (body, "transitionrun", self.on_transition),
                                      (body, "transitionend", self.on_transition),
                                      (body, "transitioncancel", self.on_transition)):
            proxy = create_proxy(handler)
            self.proxies.append(proxy)
            # Pointer listeners are passive (they never cancel); the others may call preventDefault,
            # wheel included: zooming a board replaces scrolling the page.
            passive = kind.startswith("pointer")
            target.addEventListener(kind, proxy, to_js({"passive": passive}, dict_converter=js.Object.fromEntries))
            self.bound.append((target, kind, proxy))

    def unbind(self) -> None:
        """Stop listening (app.restart: another app takes the page)."""
        for target, kind, proxy in self.bound:
            target.removeEventListener(kind, proxy)
        self.bound.clear()

    def on_hash(self, _event: Any = None) -> None:
        self.page.route()

    def on_transition(self, event: Any) -> None:
        """A slide started or stopped: a redraw meanwhile keeps its piece in place (web/patch.py)."""
        note_transition(event.target, str(event.type) == "transitionrun")

    def on_page_hide(self, _event: Any) -> None:
        self.page.page_left()      # reload, Back, another site: a search in flight ends with the page

    def on_page_show(self, event: Any) -> None:
        if bool(event.persisted):    # back from the back-forward cache: a computer's turn left mid-search goes on
            self.page.route()

    def on_storage(self, event: Any) -> None:
        """Another tab wrote or deleted an entry (web/saved_games.py: the game shown is shown as it is now)."""
        key = _py(event.key)
        self.shell.saved_games.storage_changed(None if key is None else str(key))

    def on_link_taken(self, event: Any) -> None:
        target = event.target
        if hasattr(target, "getAttribute") and _py(target.getAttribute("data-role")) == "move-link":
            self.shell.link_play.taken()

    def on_pointer_up(self, event: Any) -> None:
        carried = bool(self.page.board.carried)
        self.page.board.pointer_up(event)
        if carried:
            self.page.piece_let_go()

    def on_click(self, event: Any) -> None:
        shell, painter = self.shell, self.page.painter
        if self.page.board.swallows(event):
            return
        target = _py(event.target.closest("[data-move],[data-select],[data-action]")) if hasattr(event.target, "closest") else None
        if target is None:
            return
        if painter.drawing:                # a page drawn in part: the click counts if what it hit is still that
            seen = focus.key_of(target)
            painter.now()
            if not target.isConnected or focus.key_of(target) != seen:
                return
        if target.hasAttribute("data-move") and not target.hasAttribute("disabled"):
            return shell.human_move(str(target.getAttribute("data-move")))
        if target.hasAttribute("data-select"):
            if shell.interactive():
                shell.select(str(target.getAttribute("data-select")))
            return
        control = _control(target)
        if control.action in shell.actions:
            event.preventDefault()
        shell.act(control)

    def on_key(self, event: Any) -> None:
        shell, state = self.shell, self.shell.state
        self.page.painter.now()                  # keys act on the page as the player sees it next
        key, target = str(event.key), event.target
        inside = hasattr(target, "closest")
        if state.dialog and key == "Tab":
            return focus.keep_in_dialog(event)
        if key in ("Enter", " ") and inside:
            element = _py(target.closest("[data-move],[data-select],[data-action]"))
            if element is not None and element.tagName.lower() == "g":     # an SVG control (a board's, a review graph's point)
                event.preventDefault()
                element.dispatchEvent(js.MouseEvent.new("click", to_js({"bubbles": True}, dict_converter=js.Object.fromEntries)))
                return
        if key == "Escape":
            if state.dialog:
                return shell.close_dialog()
            if shell.clear_choice():
                return
        if state.screen not in BOARD_SCREENS or state.dialog or str(target.tagName).lower() in ("input", "select", "textarea"):
            return
        if inside and self.page.board.arrow(event):
            return
        if key == "Tab" and not event.shiftKey and inside and focus.to_first_target(target):
            event.preventDefault()
            return
        if state.screen != "play":          # a puzzle or a lesson has no moves to step through
            return
        steps = {"ArrowLeft": "back", "ArrowRight": "forward", "Home": "first", "End": "last"}
        if key in steps and not (inside and _py(target.closest("svg")) is not None):
            event.preventDefault()
            shell.act(Control(steps[key]))

    def on_change(self, event: Any) -> None:
        target = event.target
        action = _py(target.getAttribute("data-action"))
        if action is None:
            if _py(target.getAttribute("name")) == "opponent":      # a new-game form's radio (no action: a click
                self.shell.new_game.opponent_chosen(str(target.value))   # on it must check it)
            return
        if str(target.type) == "file":            # a file chosen: its text goes to the action
            if target.files.length:
                asyncio.ensure_future(self.read_file(target.files.item(0), str(action)))
        elif action == "link-name" and self.shell.state.screen == "play":
            self.shell.link_play.set_my_name(str(target.value))
        else:
            self.shell.screen_action(str(action), str(target.value))

    def on_drag_over(self, event: Any) -> None:
        if _drop_target(event) is not None:
            event.preventDefault()                # a file may be dropped here (else the browser would open it)

    def on_drop(self, event: Any) -> None:
        """A file dropped on a place that takes one (``data-drop``: the action its text goes to)."""
        target, transfer = _drop_target(event), _py(event.dataTransfer)
        if target is None or transfer is None or not transfer.files.length:
            return
        event.preventDefault()
        asyncio.ensure_future(self.read_file(transfer.files.item(0), str(target.getAttribute("data-drop"))))

    async def read_file(self, file: Any, action: str) -> None:
        """A file's text: saved games to import (``import``), else what the tool or game shown reads."""
        text = str(await file.text())
        if action == "import":
            self.shell.import_text(text)
        else:
            self.shell.screen_action(action, text)

    def on_submit(self, event: Any) -> None:
        event.preventDefault()
        form = event.target
        fields: dict[str, str] = {}
        for name, value in js.FormData.new(form).entries():
            fields.setdefault(str(name), str(_py(value) or ""))    # (a field named twice: its first value)
        self.shell.form_sent(str(_py(form.getAttribute("data-purpose")) or ""), str(_py(form.getAttribute("data-game")) or ""),
                             fields)


def _drop_target(event: Any) -> Any:
    """The element with ``data-drop`` an event is over, if any."""
    return _py(event.target.closest("[data-drop]")) if hasattr(event.target, "closest") else None


def _control(element: Any) -> Control:
    """A control's ``data-*`` attributes, as the shell's commands read them."""
    def attribute(name: str) -> str | None:
        value = _py(element.getAttribute(name))
        return None if value is None else str(value)
    index = attribute("data-index")
    return Control(str(attribute("data-action")), attribute("data-value"), attribute("data-game") or "",
                   attribute("data-id") or "", int(index) if index else 0, focus.key_of(element))
