"""Learn from your mistakes: a review's mistakes played again, one at a time, on the game's own board.

Shown as a puzzle is (web/retry_view.py), on the game's screen and its input: the shell hands the moves
made on the "retry" screen here instead of to the turn loop. web/retry.py chooses the mistakes and
judges a tried move; a move whose chance the review does not know is asked of the worker
(web/ai_worker.py ``evaluate``, the review's own call), so the page never waits on the search. A good
move is played and marked; another is said with its chance and not played, and the player may try
again or see the answer (the better move marked on the board, as the review draws it). A mistake
counts as found when a good move was made before its answer was shown.
"""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from stolik.core.errors import GameError
from stolik.core.record import replay
from stolik.games import engine as engine_of
from stolik.web import kept_mistakes, retry
from stolik.web.games import screen_class
from stolik.web.html import clip
from stolik.web.page_state import PageState
from stolik.web.puzzle_progress import ProgressUnreadable
from stolik.web.retry import Mistake
from stolik.web.review import Review, percent
from stolik.web.reviewing import Evaluate
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import Store
from stolik.web.turns import Message

START = "[data-action=retry-mistakes]"
AGAIN, NEXT, BACK = "[data-action=retry-again]", "[data-action=retry-next]", "[data-action=retry-back]"


class Retrying:
    def __init__(self, state: PageState, settings: Settings, reviewed: Callable[[], Review | None], evaluate: Evaluate, *,
                 store: Store, start: Callable[[Any], object], draw: Callable[[], None], focus: Callable[[str], None],
                 to_board: Callable[[], None]) -> None:
        """``reviewed``: the review of the game shown (web/reviewing.py); ``store``: where the mistakes are kept
        (web/kept_mistakes.py); ``start`` runs a worker call in the background."""
        self.state, self.settings, self.reviewed, self.evaluate, self.store = state, settings, reviewed, evaluate, store
        self.start, self.draw, self.focus, self.to_board = start, draw, focus, to_board
        self.session: Session | None = None   # the game whose mistakes are retried (None: the kept ones)
        self.mistakes: list[Mistake] = []
        self.origins: list[Any] = []           # each mistake's position
        self.at = 0                            # the mistake shown (an index into ``mistakes``)
        self.position: Any = None              # the board now: the position of the mistake, or after a good move
        self.outcome = ""                      # "", "checking", "good", "wrong", "shown" (the answer) or "end"
        self.found: set[int] = set()           # the mistakes (indices into ``mistakes``) found before their answer
        self.answered: set[int] = set()        # the mistakes whose answer was shown
        self.message: Message = ""
        self.marks: dict[str, Any] | None = None
        self.asked = 0                         # the check awaited: an answer to an older one is dropped
        self.best_after: dict[int, float] = {}  # per mistake (its index): the better move's chance, once asked

    # -- what the shell and the view ask ---------------------------------------------------------
    def available(self) -> bool:
        """Whether the review shown has mistakes to retry (its button is drawn): it has stopped or is done. A
        game of hidden hands between two friends here only once over: a retried position shows its mover's hand."""
        shown, session = self.reviewed(), self.state.session
        if shown is None or session is None or shown.running:
            return False
        players = session.saved.players
        if session.engine.GAME.hidden_information and len(retry.learners(players)) > 1 and session.result() is None:
            return False
        return bool(retry.mistakes(shown, retry.learners(players), session.saved.record))

    def mistake(self) -> Mistake:
        return self.mistakes[self.at]

    def solving(self) -> bool:
        """Whether the board takes a move now."""
        return self.state.screen == "retry" and bool(self.mistakes) and self.outcome == ""

    def checking(self) -> bool:
        """Whether a tried move waits for the worker's answer (the page is not idle)."""
        return self.state.screen == "retry" and self.outcome == "checking"

    # -- commands ---------------------------------------------------------------------------------
    def begin(self) -> None:
        """The first mistake of the review shown, on its board (nothing when there is none to retry)."""
        shown, session = self.reviewed(), self.state.session
        if not self.available() or shown is None or session is None:
            return
        self.session = session
        self.mistakes = retry.mistakes(shown, retry.learners(session.saved.players), session.saved.record)
        self.origins = [session.states[mistake.before] for mistake in self.mistakes]
        kept_mistakes.add(self.store, self.mistakes)          # to practise again later (a full storage: not kept)
        self._begin()

    def begin_kept(self, game: str) -> None:
        """The mistakes kept of ``game`` (web/kept_mistakes.py), from the puzzles page; one whose game no
        longer replays (a damaged entry) is left out."""
        try:
            kept = [mistake for mistake in kept_mistakes.load(self.store) if mistake.game == game]
        except ProgressUnreadable:
            kept = []
        self.mistakes, self.origins = [], []
        for mistake in kept:
            try:
                self.origins.append(replay(engine_of(game), mistake.record)[-1])
            except GameError:
                continue
            self.mistakes.append(mistake)
        if not self.mistakes:
            return
        self.session = None
        self.state.game = screen_class(game)(self.settings.prefs(game))
        self._begin()

    def _begin(self) -> None:
        self.found, self.answered, self.best_after = set(), set(), {}
        self.state.screen = "retry"
        self._show(0, lambda tr: "")

    def move(self, move: str) -> None:
        """A move tried on the board: judged at once when the review knows its chance, else by the worker."""
        game = self.state.game
        if not self.solving() or game is None or move not in self.position.legal_moves():
            return
        said = game.hint_text(self.position, move, self.settings.tr)
        game.clear()
        chance = retry.known_chance(self.mistake(), move)
        if chance is not None:
            return self._judged(move, said, chance)
        self.outcome, self.marks, self.asked = "checking", game.hint_marks(self.position, move), self.asked + 1
        self.message = lambda tr: tr("retry.checking", move=said)
        self.draw()
        self.start(self._check(self.asked, move, said))

    def try_again(self) -> None:
        if self.mistakes and self.outcome in ("wrong", "shown", "good"):
            self._show(self.at, lambda tr: tr("retry.again"))

    def show_answer(self) -> None:
        """The better move marked on the board and said (not played); the mistake no longer counts as found."""
        mistake, game = self.mistake() if self.mistakes else None, self.state.game
        if mistake is None or game is None or self.outcome not in ("", "wrong"):
            return
        self.answered.add(self.at)
        said = game.hint_text(self.position, mistake.better, self.settings.tr)
        game.clear()
        self.outcome, self.marks = "shown", game.hint_marks(self.position, mistake.better)
        self.message = lambda tr: tr("retry.answer", move=said, chance=percent(mistake.seen.before))
        self.draw()
        self.focus(NEXT)

    def next_mistake(self) -> None:
        """The next mistake, or after the last how many were found."""
        if not self.mistakes or self.outcome in ("", "checking", "end"):
            return
        if self.at + 1 < len(self.mistakes):
            return self._show(self.at + 1, lambda tr: "")
        found, total = len(self.found), len(self.mistakes)
        self.outcome, self.marks = "end", None
        self.message = lambda tr: tr("retry.end", found=found, total=total)
        self.draw()
        self.focus(BACK)

    def back(self) -> None:
        """Back to the game and its review, where the retry began (the kept mistakes go back by a link)."""
        if self.state.screen == "retry" and self.session is not None and self.session is self.state.session:
            self.state.screen, self.outcome = "play", ""
            self.draw()
            self.focus(START)

    # -- inside -----------------------------------------------------------------------------------
    def _show(self, at: int, message: Message) -> None:
        """Mistake ``at``'s position on the board, its player to move again."""
        assert self.state.game is not None
        self.at, self.outcome, self.marks, self.message = at, "", None, message
        self.position = self.origins[at]
        self.state.game.clear()
        self.state.game.ended = False     # (a finished Schotten game shows both hands: here only the mover's)
        self.draw()
        self.to_board()

    async def _check(self, asked: int, move: str, said: str) -> None:
        """Ask the worker for the chance after ``move``, then say the verdict (unless the player moved on)."""
        mistake = self.mistake()
        try:
            chance = await self._chance_after(mistake, move)
            if chance is not None and self.at not in self.best_after:   # the bar, estimated as this move was
                best = await self._chance_after(mistake, mistake.better)
                if best is not None:
                    self.best_after[self.at] = best
        except Exception as exc:   # noqa: BLE001 - the boundary: a worker failure becomes a message
            reason = clip(str(exc), 300)
            return self._unchecked(asked, lambda tr: tr("error.worker", reason=reason))
        if chance is None or self.at not in self.best_after:     # the worker was stopped meanwhile
            return self._unchecked(asked, lambda tr: tr("retry.unchecked"))
        if asked == self.asked and self.checking():
            self._judged(move, said, chance)

    async def _chance_after(self, mistake: Mistake, move: str) -> float | None:
        """The mover's chance after ``move`` in the mistake's position, asked of the worker (None: stopped)."""
        record = mistake.record.with_moves(mistake.record.moves + (move,))
        answer = await self.evaluate(record.game, json.dumps(record.to_json()))
        return retry.mover_chance(json.loads(answer), mistake.player) if answer else None

    def _unchecked(self, asked: int, message: Message) -> None:
        """The move could not be checked: said, and the board takes a move again (unless the player moved on)."""
        if asked == self.asked and self.checking():
            self.outcome, self.marks, self.message = "", None, message
            self.draw()

    def _judged(self, move: str, said: str, chance: float) -> None:
        mistake, game = self.mistake(), self.state.game
        assert game is not None
        best_after = self.best_after.get(self.at)
        kept, best = percent(chance), percent(retry.bar(mistake, best_after))
        if retry.good(mistake, chance, best_after):
            if self.at not in self.answered:
                self.found.add(self.at)
            before = self.position
            self.outcome, self.position, self.marks = "good", before.play(move), game.last_move_marks(before, move)
            self.message = lambda tr: tr("retry.good", move=said, chance=kept, best=best)
            self.draw()
            return self.focus(NEXT)
        self.outcome, self.marks = "wrong", None
        self.message = lambda tr: tr("retry.not-best", move=said, chance=kept, best=best)
        self.draw()
        self.focus(AGAIN)
