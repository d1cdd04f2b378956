"""The analysis board: try moves from any position, keep each line tried (web/variations.py), and see the
engine's best three moves with their chances, updated as the board changes. Opened on a position
(``#/<game>/analysis/<position>``: a link, a set-up position) or from a game shown, whose moves are then its
main line, at the move shown ("Back to the game" returns to it).

Shown on the game's own board and input, as a puzzle is: the shell hands the moves made on the "analysis"
screen here. The engine runs in the computer's worker (web/ai_worker.py ``analyse``): each position is
looked at in a few steps of growing time (``STEPS``), each step's answer shown as it comes, and then it
stops, so the processor rests while the player thinks; "Stop" ends it sooner and "Analyse" starts it again.
A step that is answered after the board moved on is dropped; a long one is cut short (its worker ends:
web/ai_client.py), so the new position's first answer never waits behind it. Leaving the screen ends
every search (web/router.py ``leave_game``). Schotten's position text holds both hands and the deck: its
board opens on a position (who has its text knows them) or on a finished game, both hands face up, and its
engine judges each position from the mover's view only (schotten/ai.py ``best_moves``).
"""
from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from stolik import games
from stolik.core.errors import GameError
from stolik.core.search.best_moves import BestMoves
from stolik.web import links
from stolik.web.games import screen_class
from stolik.web.html import clip
from stolik.web.page_state import PageState
from stolik.web.position_reasons import refused_link
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.turns import Message
from stolik.web.variations import Variations

Analyse = Callable[[str, str, float], Awaitable[str]]   # (game, position, seconds) -> BestMoves as JSON ("" if stopped)
STEPS = (0.3, 1.0, 3.0)        # seconds of each look at a position: a first answer at once, then deeper ones
_CUT_SHORT = 1.0               # a step at least this long is stopped when the board moves on, not waited for


def may_analyse_game(session: Session) -> bool:
    """Whether the game shown may be analysed: not while it goes on by link (the engine would play the friend's
    game), and with hidden hands only once it is over; a secret deal once verified (its record then holds the
    whole deal: web/secret_sides.shown), before that never (its device knows one hand)."""
    going_on = session.result() is None
    if session.engine.GAME.hidden_information:
        return not going_on and (session.device is None or session.saved.record.start is not None)
    return not (session.saved.players.by_link and going_on)


class Analysis:
    def __init__(self, state: PageState, settings: Settings, playable: frozenset[str], *, analyse: Analyse,
                 cancel: Callable[[str], None], start: Callable[[Any], object], draw: Callable[[], None],
                 show_home: Callable[[Message], None]) -> None:
        """``analyse``: the worker's call; ``cancel(kind)`` ends its searches of that kind; ``start`` runs a
        coroutine in the background."""
        self.state, self.settings, self.playable = state, settings, playable
        self.analyse, self.cancel, self.start, self.draw, self.show_home = analyse, cancel, start, draw, show_home
        self.game = ""
        self.session: Session | None = None      # the game whose moves are the main line (None: opened on a position)
        self.tree: Variations | None = None
        self.found: dict[int, BestMoves] = {}    # per node: the deepest answer so far
        self.done: set[int] = set()              # the nodes looked at to the last step
        self.thinking = False                    # a search of the position shown is under way
        self.engine_on = True                    # the player's choice: Stop turns it off until "Analyse"
        self.asked = 0                           # the position asked about: an answer to an older one is dropped
        self.step_seconds = 0.0                  # the step in flight
        self.message: Message = ""

    # -- what the shell and the view ask ---------------------------------------------------------
    @property
    def position(self) -> Any:
        return self.tree.state if self.tree is not None else None

    def solving(self) -> bool:
        """Whether the board takes a move now: on this screen, in a position that is not over."""
        return self.state.screen == "analysis" and self.position is not None and self.position.result() is None

    def searching(self) -> bool:
        """Whether the worker is searching for this screen (the page is not idle)."""
        return self.state.screen == "analysis" and self.thinking

    def shown(self) -> BestMoves | None:
        return self.found.get(self.tree.at) if self.tree is not None else None

    # -- the route ------------------------------------------------------------------------------
    def route(self, route: links.Route) -> None:
        game = route.game
        if game not in self.playable:
            return self.show_home(lambda tr: tr("error.link", reason=tr("why.unknown-game")))
        try:
            start = games.engine(game).from_position(route.payload)
        except GameError as exc:
            return self.show_home(refused_link(game, exc))
        self.session = None
        self.state.game = screen_class(game)(self.settings.prefs(game))
        self._show(game, Variations(start))

    def begin(self, line: Sequence[str] = ()) -> None:
        """From the game shown: its moves as the main line, at the position shown; ``line`` (a review's better
        move and what follows it) played from there as a variation."""
        session = self.state.session
        if session is None or not may_analyse_game(session):
            return
        tree = Variations(session.states[0])
        for move in session.moves:
            tree.play(move)
        tree.goto(session.cursor)          # (the main line's nodes are numbered by ply)
        for move in line:
            if move not in tree.state.legal_moves():
                break
            tree.play(move)
        self.session = session
        if self.state.game is not None:
            self.state.game.clear()
        self._show(session.saved.record.game, tree)

    def back(self) -> None:
        """Back to the game the board was opened from, as it was; its search ends."""
        if self.state.screen != "analysis" or self.session is None or self.session is not self.state.session:
            return
        self._stop()
        self.state.screen = "play"
        self.draw()

    def _show(self, game: str, tree: Variations) -> None:
        self.game, self.tree, self.found, self.done, self.message = game, tree, {}, set(), ""
        self.state.screen, self.state.rules_game = "analysis", game
        self.think()

    # -- commands ---------------------------------------------------------------------------------
    def move(self, move: str) -> None:
        """A move tried on the board: played into its line (a new variation when it was not tried here)."""
        if not self.solving() or self.tree is None or self.state.game is None or move not in self.position.legal_moves():
            return
        self.state.game.clear()
        self.tree.play(move)
        self.message = ""
        self.think()

    def go(self, where: str, node: int = 0) -> None:
        """Along the lines: "first", "back", "forward", "last", or "goto" ``node``; "remove" forgets the line from ``node``."""
        tree = self.tree
        if tree is None:
            return
        before = tree.at
        if where == "goto":
            tree.goto(node)
        elif where == "remove":
            tree.remove(node)
        else:
            getattr(tree, where)()
        if self.state.game is not None:
            self.state.game.clear()
        if tree.at != before:
            self.think()
        else:
            self.draw()

    def toggle_engine(self) -> None:
        """Stop the search (the answers found stay), or start it again."""
        self.engine_on = not self.engine_on
        if self.engine_on:
            return self.think()
        self._stop()
        self.draw()

    def _stop(self) -> None:
        self.asked += 1
        if self.thinking:
            self.thinking = False
            self.cancel("analysis")

    # -- inside -----------------------------------------------------------------------------------
    def think(self) -> None:
        """Look at the position shown (unless the engine is off or it was looked at to the end), and draw."""
        assert self.tree is not None
        self.asked += 1
        if self.thinking and self.step_seconds >= _CUT_SHORT:
            self.cancel("analysis")          # its answer would come too late to matter
        due = self.engine_on and self.position.result() is None and self.tree.at not in self.done
        self.thinking = due
        self.draw()
        if due:
            self.start(self._run(self.asked, self.tree.at, self.position.position()))

    async def _run(self, asked: int, node: int, position: str) -> None:
        """Each step's answer for ``node`` (its ``position``), drawn as it comes, until the steps end or the
        board moves on (another position, another board: ``asked`` is no longer the last asked)."""
        for seconds in STEPS:
            self.step_seconds = seconds
            try:
                answer = await self.analyse(self.game, position, seconds)
            except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
                reason = clip(str(exc), 300)
                if asked == self.asked:
                    self.thinking, self.message = False, (lambda tr: tr("error.worker", reason=reason))
                    self.draw()
                return
            if asked != self.asked or not answer or self.state.screen != "analysis":
                return                      # the board moved on, the search was stopped, or the screen left
            self.found[node] = BestMoves.from_json(json.loads(answer))
            if seconds != STEPS[-1]:
                self.draw()
        self.done.add(node)
        self.thinking = False
        self.draw()
