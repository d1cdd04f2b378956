"""The turn loop of the game on screen: a person's move played and animated, forced passes, the
opponent's turns, hints, undo and stepping through the history.

It asks the opponent (web/opponents.py) who moves and for its moves, never the player mode; it asks
the page (``View``) only to draw and to keep what changed, and the browser only through
``web.host.Host``, so it runs under CPython with fakes (tests/web/test_turns.py). Whatever it does
for a game runs in tasks of that game's: leaving the game, opening another, undoing or ending it
cancels them, so nothing that comes back from a wait plays into a game that has moved on.
"""
from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any, Callable, Coroutine, Protocol, Union

from stolik.core.errors import GameError
from stolik.web import play_screen
from stolik.web.host import Host
from stolik.web.html import clip
from stolik.web.opponents import Chooser, Mover, Opponent, opponent_for, person_side
from stolik.web.screen import Frame, GameScreen, Translate
from stolik.web.session import Session
from stolik.web.storage import Players, SavedGame

FRAME_SECONDS = 0.14
MOVE_ANIMATION_SECONDS = 0.8     # a move of many frames (a long sowing) runs them faster, to last this long: the
                                 # computer's reply waits for the person's move to be shown (2 s from move to reply)
HINT_LEVEL = "normal"            # a hint is searched like the computer's normal replies: within their time
PASS_NOTE_SECONDS = 0.9          # how long "X has no legal move and passes" shows before the pass is played
COMPUTER_PACE_SECONDS = 0.9      # how long a computer's move is told before its next one of the same turn

Message = Union[str, Callable[[Translate], str]]   # said at drawing time, in the language shown then


def said(message: Message, tr: Translate) -> str:
    """Messages are kept as functions of the translator (or plain text) and said at drawing time."""
    return message(tr) if callable(message) else message
Work = Coroutine[Any, Any, None]


class View(Protocol):
    """What the turn loop asks of the page."""

    def say(self, message: Message) -> None:
        """Show ``message`` in the status."""

    def draw(self, budget_ms: float | None = None) -> None:
        """Draw the page now (what ``budget_ms`` leaves undrawn follows in tasks of its own)."""

    def draw_soon(self) -> None:
        """Draw the page in a task after this one."""

    def draw_frame(self) -> None:
        """Draw the board alone: a frame of the move being animated (``Turns.frame``)."""

    def reveal_status(self) -> None:
        """Bring the status into view when it is above the screen (the device changed hands)."""

    def note_idle(self) -> None:
        """What the page still has to do may have changed (``html[data-idle]``)."""

    def animates(self) -> bool:
        """Whether moves are animated (the player's toggle and the system's "reduce motion")."""

    def on_hold(self) -> bool:
        """Nothing moves by itself: a game opened from a link still asks whom to play."""

    def let_go(self) -> None:
        """A person's move is about to be played: the control used lets go of the focus."""

    def played(self, session: Session, before: Any, move: str, *, by_opponent: bool, answered: bool) -> None:
        """``move`` was played from ``before``: keep the game, sound, the screen's own state after a move.
        ``answered``: the opponent moved and a person is to move now."""

    def save(self, saved: SavedGame) -> None:
        """Keep ``saved`` (a hint was added to it, a move undone)."""


class Turns:
    """The turn loop of the game shown (``open``) with its own state, read by the page to draw:
    ``thinking`` (the opponent is asked for its move), ``animating`` (a move is shown frame by frame,
    ``frame``), ``busy`` (a person's move or forced pass is being played: clicks wait)."""

    def __init__(self, host: Host, view: View, choose: Chooser, stop_search: Callable[[], None],
                 start_now: Callable[[Work], asyncio.Task[None]] = asyncio.ensure_future) -> None:
        """``choose`` answers the computer's moves and hints; ``stop_search`` stops the searches asked
        (an undo makes them useless); ``start_now`` starts a person's move (in the page: at once, in the click's task)."""
        self.host, self.view, self.choose, self.stop_search, self.start_now = host, view, choose, stop_search, start_now
        self.session: Session | None = None
        self.game: GameScreen | None = None
        self.thinking = self.animating = self.busy = False
        self.skipping = False
        self.frame: Frame | None = None
        self.hint: tuple[Session, Any, str] | None = None   # (game, its position then, the move) shown as a hint
        self.note_until = 0.0          # host.clock() until which a note or the opponent's move shows before its next move
        self.asked_at: Any = None      # the position whose opponent's move was asked while a move was shown
        self.turn: asyncio.Task[None] | None = None   # the game's turns going on (one at a time)
        self.tasks: set[asyncio.Task[None]] = set()    # every task of the game's: stopped together
        self._opponent: tuple[Players, Opponent] | None = None

    # -- the game shown ------------------------------------------------------------------------
    def open(self, session: Session, game: GameScreen) -> None:
        """Show ``session`` (drawn by ``game``): what needs no person's decision starts (in a task after this one)."""
        self.stop()
        self.session, self.game = session, game
        self.go_on()

    def leave(self) -> None:
        self.stop()
        self.session = None

    def stop(self) -> None:
        """Whatever the game's tasks do stops where it waits: a move awaited is never played."""
        for task in self.tasks:
            task.cancel()
        self.tasks.clear()
        self.turn = None
        self.thinking = self.animating = self.busy = False
        self.frame = None

    @property
    def opponent(self) -> Opponent:
        """The opponent the game's players name (made again when they change: a shared game's players chosen)."""
        assert self.session is not None
        players = self.session.saved.players
        if self._opponent is None or self._opponent[0] != players:
            self._opponent = (players, opponent_for(players, self.choose))
        return self._opponent[1]

    def _spawn(self, work: Work, start: Callable[[Work], asyncio.Task[None]] = asyncio.ensure_future) -> asyncio.Task[None]:
        task = start(work)
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)
        return task

    def _by_opponent(self, side: int) -> bool:
        return self.opponent.mover(side) is Mover.OPPONENT

    def _going_on(self) -> Session | None:
        """The game, when its newest position is shown and it goes on."""
        session = self.session
        return session if session is not None and session.live and session.result() is None else None

    def opponent_to_move(self) -> bool:
        """The opponent is to move in the newest position, shown."""
        session = self._going_on()
        return session is not None and self._by_opponent(session.latest.to_move)

    def me(self) -> int | None:
        """The side the person at this device plays (None: people here play both sides, or no game is open)."""
        return person_side(self.opponent) if self.session is not None else None

    def person_may_move(self) -> bool:
        """A person at this device is to move and nothing else is under way: the board takes their clicks."""
        session = self._going_on()
        return (session is not None and self.opponent.mover(session.latest.to_move) is Mover.PERSON
                and session.may_move() and not (self.thinking or self.animating or self.busy))

    def hinted(self) -> str | None:
        """The hint to mark on the board: the one found for the newest position, while it is shown."""
        hint, session = self.hint, self.session
        if hint is None or session is None or hint[0] is not session or hint[1] is not session.latest or not session.live:
            return None
        return hint[2]

    # -- what the player does --------------------------------------------------------------------
    def human_move(self, move: str) -> None:
        """A person plays ``move``; the opponent's turn and forced passes follow."""
        if self.session is None or not self.person_may_move():
            return
        self.busy = True    # set now, not when the task starts: a double tap must not queue two moves
        self.view.let_go()
        self.turn = self._spawn(self.human_then_opponent(self.session, move), self.start_now)

    def go_on(self) -> None:
        """Play what needs no person's decision, unless that is under way already."""
        if self.session is not None and (self.turn is None or self.turn.done()):
            self.turn = self._spawn(self.advance(self.session))

    def resume(self) -> None:
        """Back at the newest position: the opponent's moves that waited while the player looked back go on."""
        if self.opponent_to_move() and not self.thinking:
            self.go_on()

    def skip(self) -> None:
        """The rest of the move's animation is skipped."""
        self.skipping = True

    def undo(self) -> None:
        session, game = self.session, self.game
        if session is None or game is None or self.animating:
            return
        stopped_by = session.take_back().stopped_by
        if stopped_by:              # a roll seen, a card drawn: never taken back (shared/rules/take-backs.md)
            self.view.say(lambda tr: tr(f"undo.{stopped_by}"))
            self.view.draw()
        elif session.undo(self.host.now()):
            self.stop_search()      # undone while the computer thought: its search stops
            self.stop()
            self.view.save(session.saved)
            game.clear()
            self.view.say("")
            self.view.draw()

    def step(self, how: str) -> None:
        """Look at another position of the history: "first", "back", "forward" or "last"."""
        session, game = self.session, self.game
        if session is None or game is None or self.animating:
            return
        session.goto({"first": 0, "back": session.cursor - 1, "forward": session.cursor + 1,
                      "last": len(session.states) - 1}[how])
        game.clear()
        self.view.draw()
        self.resume()

    def goto(self, index: int) -> None:
        """Look at the position after move ``index`` of the move list."""
        if self.session is not None and not self.animating:
            self.session.goto(index)
            self.view.draw()
            self.resume()

    def ask_hint(self) -> bool:
        """Ask for the computer's move for the player to move, to be marked and said, never played;
        False when no hint may be asked now."""
        session = self.session
        if session is None or not play_screen.may_hint(session) or self.thinking or self.busy or self.animating:
            return False
        self._spawn(self.find_hint(session))
        return True

    # -- the loop ----------------------------------------------------------------------------------
    async def human_then_opponent(self, session: Session, move: str) -> None:
        try:
            played = await self.play(session, move)
        finally:
            self.busy = False
            self.view.note_idle()
        if played:
            # Drawn in the tasks that follow, not in the click's: its task ends with the move played and
            # saved (and the markup built), and the layout the browser does after a click (10-20 ms) is not
            # added to the redraw. (Building the markup later too added 3-5 ms to Mądre kości's update
            # median in scripts/bench ui, over its 30 ms target, and spared no long task that showed.)
            # When the opponent was asked to answer (by play), its thinking is drawn instead
            # (opponent_turn): the markup is built once.
            if self.asked_at is not session.latest:
                self.view.draw(budget_ms=0)
            await self.advance(session)

    async def advance(self, session: Session) -> None:
        """Play what needs no person's decision, in turn: a forced pass (after a visible note, for
        every side) and the opponent's moves; stop at a person's decision, the end, or a look back.
        Nothing moves while a shared position asks how to play it."""
        while session.live and session.result() is None and session.may_move() and not self.view.on_hold():
            latest = session.latest
            if self._by_opponent(latest.to_move):
                legal = latest.legal_moves()
                only_pass = len(legal) == 1 and latest.describe(legal[0]).kind == "pass"   # the engine says it is a pass
            else:     # a person's moves, described for the board already (a setup's 20,160 are never listed)
                assert self.game is not None
                legal, only_pass = [], self.game.only_pass(latest)
            if only_pass:
                played = await self.forced_pass(session)
            elif len(legal) == 1:       # the opponent's forced move (a roll, a draw): no search
                await self.after_note()
                played = await self.play(session, legal[0])
            elif legal:
                played = await self.opponent_turn(session)
            else:
                return
            if not played:
                return

    async def play(self, session: Session, move: str) -> bool:
        """Play, keep, tell, animate. False (with a message) when the engine refuses the move."""
        before = session.latest
        try:
            session.play(move, self.host.now())
        except GameError as exc:
            reason = clip(str(exc), 300)
            self.view.say(lambda tr: tr("play.illegal", reason=reason))
            self.view.draw()
            return False
        by_opponent = self._by_opponent(before.to_move)
        answered = by_opponent and self._going_on() is not None and not self._by_opponent(session.latest.to_move)
        self.view.played(session, before, move, by_opponent=by_opponent, answered=answered)
        if self.session is not session:
            return False                       # keeping it found it changed in another tab: that one is shown now
        if self.opponent_to_move() and len(session.latest.legal_moves()) > 1:
            self.asked_at = session.latest
            self.opponent.move(session)        # the opponent thinks while this move is animated
        await self.animate(session, before, move)
        game = self.game
        assert game is not None
        self.view.say(lambda tr: game.event_message(before, move, tr))   # said again in a newly chosen language
        if by_opponent and self.opponent_to_move() and not before.describe(move).chance:
            # its next move (a tower's extra roll, the draw after a card) waits until this one has been read;
            # a roll needs no wait: its dice stay in the tray
            self.note_until = max(self.note_until, self.host.clock() + COMPUTER_PACE_SECONDS * 1000)
        if not self.busy:                      # a person's own move is drawn once, by human_then_opponent
            self.view.draw()
        if self.opponent.hands_over and session.latest.to_move != before.to_move:
            # the device changes hands: the next player starts from the status (a tap near the bottom of a
            # phone's page left it there, showing the next player Roll and nothing else)
            self.view.reveal_status()
        return True

    async def animate(self, session: Session, before: Any, move: str) -> None:
        if not self.view.animates() or not session.live:   # (not over a past position)
            return
        assert self.game is not None
        frames = self.game.frames(before, move)
        if not frames:
            return
        self.animating, self.skipping = True, False
        self.frame = frames[0]
        self.view.draw()
        pause = min(FRAME_SECONDS, MOVE_ANIMATION_SECONDS / len(frames))
        for frame in frames:
            if self.skipping:
                break
            self.frame = frame
            self.view.draw_frame()
            await self.host.sleep(pause)
        self.animating, self.frame = False, None

    async def forced_pass(self, session: Session) -> bool:
        """"X has no legal move and passes": shown first, then the pass is played as a normal move.
        The opponent's pass is played at once: the note stays after it, and its turn has waited enough.
        A person's pass to the opponent is played at once too, so the opponent thinks while the note
        shows; its reply waits until the note has been seen (``note_until``)."""
        mover, game = session.latest.to_move, self.game
        assert game is not None
        note: Message = lambda tr: tr("play.auto-pass", player=game.player_names(tr)[mover])  # noqa: E731
        if self._by_opponent(1 - mover):
            self.note_until = self.host.clock() + PASS_NOTE_SECONDS * 1000
        elif not self._by_opponent(mover):
            self.view.say(note)
            self.busy = True
            self.view.draw()
            await self.host.sleep(PASS_NOTE_SECONDS)
            self.busy = False
            self.view.note_idle()
        only = session.latest.legal_moves()[0]    # the engine's pass, however the game spells it
        if not session.live or not await self.play(session, only):
            return False
        self.view.say(note)               # the note stays until the next move says something else
        self.view.draw()
        return True

    async def opponent_turn(self, session: Session) -> bool:
        self.thinking = True
        self.view.draw_soon()           # (after a person's click: not in its task)
        try:
            # shielded: a turn stopped leaves the search to the searcher (``stop_search``), not cut off mid-answer
            move = await asyncio.shield(self.opponent.move(session))
        except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
            self.thinking = False
            reason = clip(str(exc), 300)
            self.view.say(lambda tr: tr("error.worker", reason=reason))
            self.view.draw()
            return False
        if not move:
            self.thinking = False
            self.view.note_idle()
            return False            # cancelled: nobody waits for this search
        await self.after_note()
        self.thinking = False
        return await self.play(session, move)

    async def after_note(self) -> None:
        """Wait while a note or the opponent's last move is still being read (``note_until``)."""
        wait = self.note_until - self.host.clock()
        if wait > 0:
            await self.host.sleep(wait / 1000)

    async def find_hint(self, session: Session) -> None:
        position, record, count = session.latest, session.saved.record, len(session.moves)
        try:
            move = await asyncio.shield(self.choose(record.game, json.dumps(record.to_json()), HINT_LEVEL,
                                                    record.seed * 1000 + count + 500))
        except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
            reason = clip(str(exc), 300)
            self.view.say(lambda tr: tr("error.worker", reason=reason))
            self.view.draw()
            return
        if session.latest is not position or not move:
            return                              # the game moved on meanwhile: that hint is for nobody
        hints = {**dict(session.saved.hints), count: move}     # the latest hint at a ply is the one to follow
        session.saved = replace(session.saved, hints=tuple(sorted(hints.items())))
        self.view.save(session.saved)
        self.hint = (session, position, move)
        game = self.game
        assert game is not None
        self.view.say(lambda tr: tr("play.hint-is", move=game.hint_text(position, move, tr)))
        self.view.draw()
