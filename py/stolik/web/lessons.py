"""The lessons for newcomers: the list (each game's lessons with the steps done) and one lesson's step.

A step is shown as a puzzle is (web/puzzles_view.py's frame), on its game's own screen and input: the
shell hands the moves of the lesson screen here. The move asked is played and marked, and the step is
kept as done (web/lesson_progress.py); another legal move is not played, and the step's hint says why
not. A move the rules refuse is refused by the game's screen itself, with the engine's reason, as in a
game (Goré's offer of holes North cannot pay for, a Hive piece that may not go there…).

Each game's lessons are ``LESSONS`` in ``web/games/<game>/lesson.py`` (core/lesson.py's tables).
"""
from __future__ import annotations

import importlib
import importlib.util
from collections.abc import Callable
from typing import Any

from stolik import games
from stolik.core.lesson import Lesson, Step, Words, start
from stolik.web import lesson_progress, links
from stolik.web.games import screen_class
from stolik.web.host import Host
from stolik.web.lesson_progress import Progress
from stolik.web.page_state import PageState
from stolik.web.puzzle_progress import ProgressUnreadable
from stolik.web.settings import Settings
from stolik.web.turns import Message

NEXT = "[data-action=lesson-next]"
_MODULE = "stolik.web.games.{}.lesson"


def has_lesson(game: str) -> bool:
    """Whether game ``game`` has lessons (its screen's folder holds ``lesson.py``), without importing them."""
    return importlib.util.find_spec(_MODULE.format(game)) is not None


def all_lessons(playable: frozenset[str]) -> dict[str, tuple[Lesson, ...]]:
    """Every playable game's lessons, in the registry's order."""
    return {key: importlib.import_module(_MODULE.format(key)).LESSONS
            for key in games.ENGINES if key in playable and has_lesson(key)}


def words(text: Words, lang: str) -> str:
    return text.get(lang) or text["en"]


class Lessons:
    def __init__(self, host: Host, state: PageState, settings: Settings, playable: frozenset[str], *,
                 draw: Callable[[], None], focus: Callable[[str], None], to_board: Callable[[], None]) -> None:
        """``focus``/``to_board``: the control that comes next gets the keyboard (what happened is said in the status)."""
        self.host, self.state, self.settings, self.playable = host, state, settings, playable
        self.draw, self.focus, self.to_board = draw, focus, to_board
        self.lessons: dict[str, tuple[Lesson, ...]] | None = None   # read when the lessons are first opened
        self.progress, self.unreadable = Progress(), False   # read again whenever the lessons are opened
        self.lesson: Lesson | None = None   # the lesson shown
        self.index = 0                      # its step shown (from 0)
        self.position: Any = None        # the step's position now (the engine's State)
        self.side = 0                       # the player the learner plays (the one to move at the step's start)
        self.done = False                   # the step's asked move is made
        self.missed = False                 # the last move tried was not the one asked (its hint is said)
        self.message: Message = ""
        self.marks: dict[str, Any] | None = None   # the move made, marked as a last move is
        self.arrived = False                # the step was reached by "Next step": the keyboard goes to the board

    # -- what the shell and the view ask ---------------------------------------------------------
    def every(self) -> dict[str, tuple[Lesson, ...]]:
        if self.lessons is None:
            self.lessons = all_lessons(self.playable)
        return self.lessons

    def step(self) -> Step:
        assert self.lesson is not None
        return self.lesson.steps[self.index]

    def solving(self) -> bool:
        """Whether the board takes a move now."""
        return self.state.screen == "lesson" and self.lesson is not None and not self.done

    # -- routes -----------------------------------------------------------------------------------
    def route(self, route: links.Route) -> None:
        """``#/lessons`` or ``#/<game>/lesson/<id>[/<step>]``."""
        self.state.game, self.message = None, ""
        self._read_progress()
        if route.screen == "lessons":
            self.state.screen, self.lesson = "lessons", None
            return self.draw()
        found = [lesson for lesson in self.every().get(route.game, ()) if lesson.id == route.payload]
        index = int(route.data or 1) - 1
        if not found or index >= len(found[0].steps):
            self.state.screen, self.lesson = "lessons", None
            self.message = lambda tr: tr("lesson.missing")
            return self.draw()
        self.state.screen, self.lesson, self.index = "lesson", found[0], index
        self.state.game = screen_class(route.game)(self.settings.prefs(route.game))
        self.restart()
        self.draw()
        if self.arrived:
            self.arrived = False
            self.to_board()

    def restart(self) -> None:
        lesson = self.lesson
        assert lesson is not None
        self.position = start(self.step(), games.engine(lesson.game).from_position)
        self.side = int(self.position.to_move)
        self.done, self.missed, self.message, self.marks = False, False, "", None
        if self.state.game is not None:
            self.state.game.clear()

    # -- commands ---------------------------------------------------------------------------------
    def move(self, move: str) -> None:
        """A move made on the step's board: the one asked (played, the step done) or another (said why not)."""
        game, before = self.state.game, self.position
        if not self.solving() or self.lesson is None or game is None or move not in before.legal_moves():
            return
        step, said = self.step(), game.hint_text(before, move, self.settings.tr)   # in words where notation alone says little (Hive)
        game.clear()
        self.missed = move not in step.asked
        if self.missed:
            self.message = lambda tr: tr("lesson.wrong", move=said, hint=words(step.hint, self.settings.tr.lang))
            self.draw()
            return self.to_board()
        self.position, self.marks = before.play(move), game.last_move_marks(before, move)
        self.done = True
        self.progress.mark(self.lesson.game, self.lesson.id, self.index)
        if not self.unreadable:      # a damaged entry is never written over
            lesson_progress.save(self.host.store, self.progress)
        self.message = lambda tr: tr("lesson.right", move=said,
                                     done=words(step.done, self.settings.tr.lang) if step.done else tr("lesson.right-default"))
        self.draw()
        self.focus(NEXT)

    def again(self) -> None:
        """The step from its start (to try it once more, or after a wrong move was said)."""
        if self.lesson is not None:
            self.restart()
            self.draw()
            self.to_board()

    def next_step(self) -> None:
        """The lesson's next step, or the list once its last step is done."""
        if self.lesson is None:
            return
        if self.index + 1 < len(self.lesson.steps):
            self.arrived = True
            return self.host.go_to(links.lesson_hash(self.lesson.game, self.lesson.id, self.index + 2))
        self.host.go_to("#/lessons")

    def _read_progress(self) -> None:
        """The progress as stored now; while the entry cannot be read, this page's own progress goes on."""
        try:
            self.progress, self.unreadable = lesson_progress.load(self.host.store), False
        except ProgressUnreadable:
            self.unreadable = True
