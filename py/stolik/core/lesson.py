"""A lesson: a short series of steps on a real board, each asking the learner for a move.

A step is a position in its game's own text (what ``from_position`` reads), the moves it accepts,
what it says (in Polish and English) and a hint said when the learner makes another legal move.
An illegal try is refused by the game's own screen with the engine's reason, as in a game. A
game's lessons live beside its screen (``web/games/<game>/lesson.py``); ``check`` replays every
step with the engine, so a lesson whose position or asked move the rules refuse fails the tests.

>>> step = Step("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S", ("S1",), {"en": "Sow.", "pl": "Siej."}, {"en": "", "pl": ""})
>>> from stolik.gore import from_position        # a game's own engine, as its lesson module has it
>>> check(Lesson("basics", "gore", {"en": "Basics", "pl": "Podstawy"}, (step,)), from_position)
["gore lesson 'basics' step 1: a text is missing in ['en', 'pl']"]
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

Words = dict[str, str]      # one text in each language: {"en": …, "pl": …}
LANGUAGES = ("en", "pl")


@dataclass(frozen=True)
class Step:
    """One position and the move(s) asked on it; ``moves`` are played from ``position`` first (a
    position reached by play, e.g. an offer made), so the step's board is the engine's own."""

    position: str
    asked: tuple[str, ...]
    text: Words                 # what the step teaches and asks
    hint: Words                 # said when a legal move is not one asked
    moves: tuple[str, ...] = ()
    done: Words | None = None   # said once the asked move is made (None: the shell's "Right!")


@dataclass(frozen=True)
class Lesson:
    id: str
    game: str
    title: Words                # what it teaches, without the game's name (the list shows it once, as the card's heading)
    steps: tuple[Step, ...]


def start(step: Step, from_position: Callable[[str], Any]) -> Any:
    """The step's board: its position with its moves played."""
    state = from_position(step.position)
    for move in step.moves:
        state = state.play(move)
    return state


def check(lesson: Lesson, from_position: Callable[[str], Any]) -> list[str]:
    """What is wrong with ``lesson`` by its engine's rules ([] when nothing): a position the engine
    refuses, an asked move not legal there or ending nothing, a text missing in a language."""
    problems = []
    for number, step in enumerate(lesson.steps, 1):
        where = f"{lesson.game} lesson {lesson.id!r} step {number}"
        missing = [lang for lang in LANGUAGES for words in (step.text, step.hint, step.done or {lang: "-"})
                   if not words.get(lang)]
        if missing or any(not lesson.title.get(lang) for lang in LANGUAGES):
            problems.append(f"{where}: a text is missing in {sorted(set(missing)) or 'the title'}")
        try:
            state = start(step, from_position)
        except ValueError as error:
            problems.append(f"{where}: {error}")
            continue
        legal = state.legal_moves()
        problems += [f"{where}: {move!r} is not legal" for move in step.asked if move not in legal]
        if not step.asked:
            problems.append(f"{where}: asks for no move")
    return problems

