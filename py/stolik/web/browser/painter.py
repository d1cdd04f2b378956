"""Putting pages on the screen: regions patched within a time budget, redraws scheduled, and
``html[data-idle]`` kept (web/idle.py) while frames, slides and left regions are still to come.

A browser module (it touches the document): what to draw is the shell's; when and how much, this one's.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

import js
from pyodide.ffi import create_once_callable, to_js
from pyscript import document, window

from stolik.web import idle, regions
from stolik.web.patch import patch_markup
from stolik.web.regions import Page

# A redraw past this many ms (from its start: building the markup counts) leaves the regions it has
# not drawn for a task of its own. The board goes first, with "Skip animation" (shown only while the
# board shows a move's frames), then its status; the section's data-state and data-moves, which say
# the screen is drawn, last.
PAINT_BUDGET_MS = 20.0
PAINT_ORDER = {"board-wrap": 0, "skip": 0, "status": 1, "play": 3}


class Painter:
    def __init__(self, root: Any, redraw: Callable[..., None], others: Callable[[], idle.Work]) -> None:
        """``redraw(budget_ms=None, markup_counts=True)`` draws the page as it now is (the shell's);
        ``others`` says what else the page has to do by itself (moves, the computer, a dialog)."""
        self.root, self.redraw, self.others = root, redraw, others
        self.painted: Page | None = None     # what the page shows now (a redraw patches the regions that differ)
        self.unpainted: Page | None = None   # a redraw's regions left for a task of their own (PAINT_BUDGET_MS)
        self.render_due = False              # a redraw asked by a click, to come in a task of its own (soon)
        self.budget_ms = PAINT_BUDGET_MS     # (two browser tests set none, or an endless one)
        self.retired = False                 # its app replaced (app.restart): what it scheduled does nothing
        self.idle = idle.Signal(lambda run: window.requestAnimationFrame(create_once_callable(run)), self.show_work,
                                self.work)

    def deadline(self, budget_ms: float | None = None) -> float:
        """When a redraw started now must leave the rest of its regions for later."""
        return float(js.performance.now()) + (self.budget_ms if budget_ms is None else budget_ms)

    def soon(self) -> None:
        """Draw the screen in the task after this one, its regions within their budget (what they leave,
        in tasks after it: ``paint``). After a person's move the computer starts to think: its redraw
        would otherwise build the markup a second time and draw the page in the click's task, and a
        browser that stalls for 20 ms now and then (as on a busy 2-core machine) makes that one long."""
        if not self.render_due:
            self.render_due = True
            window.setTimeout(create_once_callable(self.if_due), 0)
            self.note_idle()

    def if_due(self) -> None:
        if self.render_due and not self.retired:        # (else a redraw came first)
            self.redraw(markup_counts=False)

    def now(self) -> None:
        """Show the page as it is to be, at once, before a click or key acts on it."""
        if self.render_due:
            self.redraw(budget_ms=float("inf"))
        elif self.unpainted is not None:
            self.paint_rest(float("inf"))

    @property
    def drawing(self) -> bool:
        """Whether a redraw is still to come or to finish (focus and scrolling wait for it)."""
        return self.render_due or self.unpainted is not None

    def paint(self, page: Page, deadline: float = float("inf"), rest: bool = False) -> None:
        """Show ``page``, changing only the regions whose markup changed (web/regions.py), the board
        and its status first. What is left at ``deadline`` is drawn in a task of its own, soon after:
        the browser stays free to answer and to show the board between the two, and the layout
        the browser does at the end of a click's task is not added to the same long task."""
        clock, asked = js.performance.now, []

        def go_on() -> bool:                   # a rest's task draws one region at least, however slow
            asked.append(True)
            return (rest and len(asked) == 1) or float(clock()) < deadline
        painted = regions.paint(self.root, self.painted, page, parse, rank=lambda key: PAINT_ORDER.get(key, 2), go_on=go_on)
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
        if page is not None and not self.retired:
            self.paint(page, self.deadline() if deadline is None else deadline, rest=True)

    def paint_board(self, board: str) -> None:
        """Redraw the board alone (an animation's frame)."""
        page = self.painted
        wrap = document.getElementById("board-wrap")
        if page is None or wrap is None or "board-wrap" not in page.parts:
            return
        patch_markup(wrap, page.parts["board-wrap"][1], board, parse)
        for drawn in (page, self.unpainted):     # (a redraw's rest still to come must not draw an older frame)
            if drawn is not None:
                drawn.parts["board-wrap"] = (regions.CONTENTS, board)
        self.look_for_slides()

    def forget(self) -> None:
        """The page now differs from the markup last drawn (a board panned by hand): the next redraw patches it all."""
        self.painted = None

    # -- the idle signal (web/idle.py) ----------------------------------------------------------
    def at_frame(self, callback: Callable[[Any], None]) -> None:
        """``callback(time)`` at the next animation frame, counted as work to come until it has run."""
        self.idle.at_frame(lambda time: None if self.retired else callback(time))

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
        return replace(self.others(), render=self.render_due, regions=self.unpainted is not None)

    def note_idle(self) -> None:
        self.idle.note()

    def show_work(self, pending: tuple[str, ...]) -> None:
        """``html[data-idle]`` when nothing is to come, else ``html[data-busy]`` naming what is."""
        if not self.retired:
            _show_work(pending)


def _show_work(pending: tuple[str, ...]) -> None:
    html = document.documentElement
    if pending:
        html.removeAttribute("data-idle")
        html.setAttribute("data-busy", " ".join(pending))
    else:
        html.setAttribute("data-idle", "")
        html.removeAttribute("data-busy")


def parse(markup: str) -> Any:
    """``markup`` parsed into a detached fragment (a template's content: nothing runs, nothing loads)."""
    template = document.createElement("template")
    template.innerHTML = markup
    return template.content

