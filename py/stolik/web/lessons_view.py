"""The lessons' markup: the list (each game's lessons with the steps done) and one step on its game's
board, in the puzzles' frame (web/puzzles_view.py). Pure: built from the controller's state (web/lessons.py)."""
from __future__ import annotations

from stolik.core.lesson import Lesson
from stolik.web.html import attrs, esc
from stolik.web.i18n import Translator
from stolik.web.lesson_progress import Progress
from stolik.web.lessons import Lessons, words
from stolik.web.links import lesson_hash
from stolik.web.puzzles_view import board_frame_html
from stolik.web.turns import said


def list_html(tr: Translator, lessons: Lessons) -> str:
    """The lessons screen: one card per game, each lesson with its steps done and a way in."""
    notices = f'<p class="notice" role="status">{esc(said(lessons.message, tr))}</p>' if lessons.message else ""
    if lessons.unreadable:
        notices += f'<p class="error" role="alert">{esc(tr("lesson.progress-unreadable"))}</p>'
    cards = "".join(f'<li class="game-card"{attrs(data_game=key)}><h2>{esc(tr("game." + key))}</h2>'
                    + "".join(_lesson_html(tr, lesson, lessons.progress) for lesson in found) + '</li>'
                    for key, found in lessons.every().items())
    return (f'<section class="puzzles lessons"><h2>{esc(tr("lesson.title"))}</h2>{notices}'
            f'<p>{esc(tr("lesson.intro"))}</p>'
            f'<p class="head-links"><a class="button" href="#/">{esc(tr("play.home"))}</a></p>'
            f'<ul class="game-list lesson-games">{cards}</ul></section>')


def _lesson_html(tr: Translator, lesson: Lesson, progress: Progress) -> str:
    """A lesson: its steps done of all, and a button to its first step not done (the first, when all are)."""
    done = progress.done(lesson.game, lesson.id)
    total = len(lesson.steps)
    label = tr("lesson.progress", done=len(done), total=total)
    first = next((i for i in range(total) if i not in done), 0)
    go = "lesson.start" if not done else "lesson.again" if len(done) == total else "lesson.continue"
    return (f'<div class="lesson-card"{attrs(data_lesson=lesson.id)}><h3>{esc(words(lesson.title, tr.lang))}</h3>'
            f'<p data-role="lesson-progress">{esc(label)}</p>'
            f'<progress{attrs(max=total, value=len(done), aria_label=label)}></progress>'
            f'<div class="actions"><a class="button primary"{attrs(href=lesson_hash(lesson.game, lesson.id, first + 1))}>'
            f'{esc(tr(go))}</a></div></div>')


def lesson_html(tr: Translator, lessons: Lessons) -> str:
    """One step: what it teaches and asks, the board, what happened in the status, what may be done next."""
    lesson, game, position = lessons.lesson, lessons.state.game, lessons.position
    if lesson is None or game is None:
        return list_html(tr, lessons)
    step, number, total = lessons.step(), lessons.index + 1, len(lesson.steps)
    names = game.player_names(tr)
    side = lessons.side
    board = game.board_html(position, tr=tr, flipped=side == 1, interactive=lessons.solving(), me=side,
                            marks=lessons.marks)
    panel = game.panel_html(position, tr=tr, interactive=True, tools=False) if lessons.solving() else ""
    status = said(lessons.message, tr) or tr("lesson.your-move", player=names[side])
    buttons = []
    if lessons.done:
        last = number == total
        buttons.append(f'<button class="primary"{attrs(data_action="lesson-next")}>'
                       f'{esc(tr("lesson.finish" if last else "lesson.next"))}</button>')
    buttons.append(f'<button{attrs(data_action="lesson-again")}>{esc(tr("lesson.restart"))}</button>')
    heading = tr("lesson.heading", game=tr("game." + lesson.game), title=words(lesson.title, tr.lang))
    head = (f'<h2>{esc(heading)}</h2>'
            f'<p class="variant">{esc(tr("lesson.step", number=number, total=total))}</p>'
            f'<p class="lesson-text"{attrs(data_role="lesson-text")}>{esc(words(step.text, tr.lang))}</p>'
            f'<p class="head-links"><a class="button" href="#/lessons">{esc(tr("lesson.all"))}</a> '
            f'<a class="button" href="#/">{esc(tr("play.home"))}</a> '
            f'<a class="button"{attrs(href=f"#/rules/{lesson.game}")}>{esc(tr("play.rules"))}</a></p>')
    done = lessons.progress.done(lesson.game, lesson.id)
    steps = "".join(
        f'<li><a{attrs(href=lesson_hash(lesson.game, lesson.id, i + 1), aria_current="step" if i == lessons.index else None)}>'
        f'{esc(tr("lesson.step-done" if i in done else "lesson.step-link", number=i + 1))}</a></li>' for i in range(total))
    aside = (f'<h3>{esc(tr("lesson.steps"))}</h3><ol class="lesson-steps">{steps}</ol>'
             f'<p>{esc(tr("lesson.progress", done=len(done), total=total))}</p>')
    section = attrs(id="lesson", class_=f"play puzzle lesson {lesson.game}", data_game=lesson.game,
                    data_lesson=lesson.id, data_step=number, data_state="done" if lessons.done else "missed" if lessons.missed else "solving",
                    data_position=position.position())
    return board_frame_html(tr, section, head=head, board=board, status=status, panel=panel, buttons=buttons, side=aside)
