"""Reviewing a game: each position's win chance asked of the computer in turn, shown as it comes; at a graded
move looked at, the line its better move leads to.

The review belongs to the game shown while its moves are the ones reviewed: leaving the game,
playing on or undoing stops it (web/review.py draws it). Kept for the page's session, never saved.
"""
from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any

from stolik.web import play_screen, review
from stolik.web.html import clip
from stolik.web.session import Session

# (game, record JSON) -> {"chance": the first player's chance, "best": move, "seen": chance} as JSON ("" if stopped)
Evaluate = Callable[[str, str], Awaitable[str]]
# (game, record JSON, the better move there) -> the better move and the moves after it, a JSON list ("" if stopped)
Line = Callable[[str, str, str], Awaitable[str]]


class Reviewing:
    def __init__(self, session: Callable[[], Session | None], evaluate: Evaluate, line: Line, cancel: Callable[[str], None],
                 draw: Callable[[], None], say: Callable[[Any], None]) -> None:
        self.session = session       # the game shown now
        self.evaluate, self.line, self.cancel, self.draw, self.say = evaluate, line, cancel, draw, say
        self.reviewed: tuple[Session, review.Review] | None = None   # the last review asked, of that game
        self.finding: review.Review | None = None   # the review whose better line is being asked

    def shown(self) -> review.Review | None:
        """The review of the game shown, while its moves are the ones reviewed."""
        session = self.session()
        if session is None or self.reviewed is None or self.reviewed[0] is not session or self.reviewed[1].moves != session.moves:
            return None
        return self.reviewed[1]

    def better_line(self) -> tuple[str, ...]:
        """The better move at the position shown and the line after it, as far as the review found it (the move
        alone until its line comes; nothing where the review has no better move)."""
        shown, session = self.shown(), self.session()
        better = review.better_here(shown, session.cursor) if shown is not None and session is not None else None
        if better is None:
            return ()
        assert shown is not None and session is not None
        return shown.lines.get(session.cursor + 1, (better,))

    def start(self, session: Session) -> review.Review | None:
        """A new review of ``session`` from its start (one already running is replaced), or None when
        the game may not be reviewed now; ``run`` then asks its chances."""
        if not play_screen.may_review(session):
            return None
        self.cancel("review")
        states = session.states
        run = review.Review(session.moves, tuple(s.to_move for s in states[:-1]),
                            forced=tuple(len(s.legal_moves()) == 1 for s in states[:-1]))
        self.reviewed = (session, run)
        return run

    async def run(self, session: Session, run: review.Review) -> None:
        """Ask each position's chance in turn, drawing each answer, until done, stopped or left."""
        record = session.saved.record
        end = session.result() if record.end is not None else None   # resigned or agreed: the last chance is that result
        while not run.done and run.running and self.shown() is run:   # a game left or changed: it stops
            count = len(run.chances)
            if end is not None and count == len(run.moves):
                answer: str | None = json.dumps({"chance": 0.5 if end.winner is None else float(end.winner == 0)})
            else:
                answer = await self._asked(run, self.evaluate(record.game, _upto(record, run, count)))
            if answer is None:
                break
            run.add(json.loads(answer))
            if self.shown() is run:
                self.draw()
        run.running = False
        if self.shown() is run:
            self.follow()
            self.draw()

    def follow(self) -> None:
        """After each control used and at the review's end: at a graded move whose better move's line is not
        known, ask the worker for it (one at a time, only for the move looked at: a whole game's lines would keep
        the processor busy for nothing). Drawn when it comes."""
        shown, session = self.shown(), self.session()
        if shown is None or session is None or shown.running or self.finding is not None:
            return
        index = session.cursor + 1
        better = review.better_here(shown, session.cursor)
        if better is None or index in shown.lines:
            return
        self.finding = shown
        asyncio.ensure_future(self._find_line(session, shown, index, better))

    def finding_line(self) -> bool:
        """Whether a line is being asked for the review shown (the page is not idle)."""
        return self.finding is not None and self.finding is self.shown()

    async def _find_line(self, session: Session, run: review.Review, index: int, better: str) -> None:
        record = session.saved.record
        try:
            answer = await self.line(record.game, _upto(record, run, index - 1), better)
        except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
            reason = clip(str(exc), 300)
            self.say(lambda tr: tr("error.worker", reason=reason))
            answer = ""
        self.finding = None
        # (a failure or a cancel leaves the move alone: the button still tries the better move on the board)
        run.lines[index] = tuple(str(move) for move in json.loads(answer)) if answer else (better,)
        if self.shown() is run:
            self.draw()

    async def _asked(self, run: review.Review, request: Awaitable[str]) -> str | None:
        """The worker's answer, or None when the review stopped meanwhile or the worker failed (said)."""
        try:
            answer = await request
        except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
            reason = clip(str(exc), 300)
            self.say(lambda tr: tr("error.worker", reason=reason))
            answer = ""
        if not answer or not run.running:
            run.running = False          # stopped (the Stop button, or the game was left or changed)
            return None
        return answer

    def stop(self) -> bool:
        """Stop the review shown: the chances found so far stay. True when one was running."""
        shown = self.shown()
        if shown is None or not shown.running:
            return False
        shown.running = False
        self.cancel("review")
        return True


def _upto(record: Any, run: review.Review, count: int) -> str:
    """The record's JSON with the reviewed game's first ``count`` moves."""
    return json.dumps(record.with_moves(run.moves[:count]).to_json())
