"""A game review: the first player's chance to win at each position, a graph of it, and each move graded.

Pure (no browser): the page asks the worker for each position's chance and best move in turn
(web/ai_worker.py ``evaluate``) and keeps them in a ``Review``; this module grades the moves (by
core/grading.py's one table), says what was better and draws the panel, so all is tested under
CPython. A chance is always the first player's, in [0, 1].
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from stolik.core import grading
from stolik.web.html import attrs, esc

WIDTH, HEIGHT, PAD = 320.0, 120.0, 8.0   # the graph's drawing box (it scales to its column)


@dataclass
class Review:
    """The chances found so far for one record's positions (kept for the session, never saved)."""

    moves: tuple[str, ...]           # the moves reviewed: a game that changed since needs a new review
    movers: tuple[int, ...]          # who played each move (``movers[i]`` made move ``i + 1``)
    chances: list[float] = field(default_factory=list)   # the first player's chance at positions 0, 1, ...
    running: bool = True
    forced: tuple[bool, ...] = ()    # whether that move was the only legal one (a roll, a pass): never a mistake
    best: list[str | None] = field(default_factory=list)   # the computer's best move at each position found so far
    # the first player's chance at each position as the player who made the move before it saw it
    # (hidden information: never the opponent's hand), None where everyone sees the same
    seen: list[float | None] = field(default_factory=list)
    # a graded move looked at: its better move and the moves the computer plays after it (its line)
    lines: dict[int, tuple[str, ...]] = field(default_factory=dict)

    def add(self, answer: dict[str, object]) -> None:
        """One position's answer from the worker: ``{"chance", "best", "seen"}``."""
        self.chances.append(float(answer["chance"]))  # type: ignore[arg-type]
        best, seen = answer.get("best"), answer.get("seen")
        self.best.append(str(best) if best is not None else None)
        self.seen.append(float(seen) if seen is not None else None)  # type: ignore[arg-type]

    def judged(self) -> list[grading.Seen]:
        """Each move reviewed so far as its player saw it: before it (the position's own chance, whose
        viewer is the mover) and after it (from the mover's view where it differs)."""
        found = []
        for index in range(1, min(len(self.chances), len(self.movers) + 1)):
            after_seen = self.seen[index] if index < len(self.seen) else None
            before, after = self.chances[index - 1], self.chances[index] if after_seen is None else after_seen
            if self.movers[index - 1] == 1:
                before, after = 1.0 - before, 1.0 - after
            found.append(grading.Seen(round(before, 6), round(after, 6)))
        return found

    def grades(self) -> list[tuple[int, str, grading.Seen]]:
        """The graded moves so far (inaccuracy, mistake, blunder) as (move number, grade, seen); a
        forced move (no other choice) is never graded."""
        found = []
        for index, seen in enumerate(self.judged(), start=1):
            name = grading.grade(seen)
            if name is not None and not (index <= len(self.forced) and self.forced[index - 1]):
                found.append((index, name, seen))
        return found

    def accuracies(self) -> tuple[float | None, float | None]:
        """Each player's accuracy in percent over the moves reviewed so far (forced moves left out)."""
        return grading.accuracies(self.judged(), self.movers, self.forced)

    def better(self, index: int) -> str | None:
        """The move the computer preferred to move ``index`` (None when unknown or the same)."""
        best = self.best[index - 1] if index - 1 < len(self.best) else None
        return best if best is not None and best != self.moves[index - 1] else None

    @property
    def total(self) -> int:
        """How many positions there are to evaluate: the start and one after each move."""
        return len(self.moves) + 1

    @property
    def done(self) -> bool:
        return len(self.chances) == self.total


MARKS = {"inaccuracy": "?!", "mistake": "?", "blunder": "??"}   # the usual signs of each grade


def marked(review: Review) -> tuple[tuple[int, str], ...]:
    """The moves graded so far as (move number, grade): the move list marks them."""
    return tuple((index, name) for index, name, _seen in review.grades())


def points(chances: list[float], total: int) -> list[tuple[float, float]]:
    """Where each known chance is drawn: positions spread over the width, 100% for the first player at the top.

    >>> points([1.0, 0.5, 0.0], 3)
    [(8.0, 8.0), (160.0, 60.0), (312.0, 112.0)]
    """
    step = (WIDTH - 2 * PAD) / max(1, total - 1)
    return [(round(PAD + i * step, 2), round(PAD + (1.0 - c) * (HEIGHT - 2 * PAD), 2)) for i, c in enumerate(chances)]


def percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def graph_svg(review: Review, cursor: int, marked: dict[int, str], tr: Callable[..., str], names: tuple[str, str]) -> str:
    """The line of the first player's chance over the game, with the 50% line; each point is a step
    of the history (click or Enter goes there), the position shown and the graded moves marked (``marked``: move number -> grade). The axis labels
    are the page's text over its corners, not the drawing's: scaled with a narrow column they were 6 px."""
    spots = points(review.chances, review.total)
    middle = HEIGHT / 2
    line = " ".join(f"{x},{y}" for x, y in spots)
    out = [f'<div class="review-graph-box"><span class="review-axis at-top" aria-hidden="true">{esc(names[0])} 100%</span>'
           f'<span class="review-axis at-bottom" aria-hidden="true">{esc(names[1])} 100%</span>'
           f'<svg class="review-graph" viewBox="0 0 {WIDTH:g} {HEIGHT:g}" role="group"'
           f'{attrs(aria_label=tr("review.graph", player=names[0]))}>',
           f'<rect class="review-field" x="0" y="0" width="{WIDTH:g}" height="{HEIGHT:g}" rx="6"></rect>',
           f'<line class="review-even" x1="{PAD:g}" y1="{middle:g}" x2="{WIDTH - PAD:g}" y2="{middle:g}"></line>']
    if len(spots) > 1:
        out.append(f'<polyline class="review-line" points="{line}"></polyline>')
    for index, ((x, y), chance) in enumerate(zip(spots, review.chances)):
        said = (tr("review.point-start", chance=chance_text(chance, names)) if index == 0
                else tr("review.point", index=index, chance=chance_text(chance, names)))
        if index in marked:
            said += " · " + tr(f"review.grade-{marked[index]}")
        cls = "review-point" + " mistake" * (index in marked) + " current" * (index == cursor)
        out.append(f'<g{attrs(class_=cls, role="button", tabindex=0, data_action="goto", data_index=index, aria_label=said, aria_current="step" if index == cursor else None)}>'
                   f'<title>{esc(said)}</title><circle class="review-hit" cx="{x:g}" cy="{y:g}" r="9"></circle>'
                   f'<circle class="review-dot" cx="{x:g}" cy="{y:g}" r="{4.5 if index in marked or index == cursor else 3}"></circle></g>')
    out.append("</svg></div>")
    return "".join(out)


def chance_text(chance: float, names: tuple[str, str]) -> str:
    """Both players' chances, the first player's first: "South 63% · North 37%"."""
    return f"{names[0]} {percent(chance)} · {names[1]} {percent(1.0 - chance)}"


def better_here(review: Review, cursor: int) -> str | None:
    """The better move to draw on the board at position ``cursor``: the next move was graded and the
    computer preferred another (the graded moves' buttons go to the position before them)."""
    graded = {index for index, _name, _seen in review.grades()}
    return review.better(cursor + 1) if cursor + 1 in graded else None


def accuracy_text(review: Review, tr: Callable[..., str], names: tuple[str, str]) -> str:
    """Each player's accuracy so far, "" before any unforced move was reviewed."""
    shown = [tr("review.accuracy-of", player=name, accuracy=f"{round(value)}%")
             for name, value in zip(names, review.accuracies()) if value is not None]
    return (f'<p class="review-accuracy">{esc(tr("review.accuracy"))}: {esc(" · ".join(shown))}</p>' if shown else "")


def panel_html(review: Review, cursor: int, tr: Callable[..., str], names: tuple[str, str],
               move_text: Callable[[int, str], str] | None = None, retry: bool = False,
               line_text: Callable[[int, tuple[str, ...]], str] | None = None, analysable: bool = False) -> str:
    """The review under the controls: progress (and Stop while it runs), the chance here, the
    accuracies, the graph, each graded move with what was better. ``move_text(position, move)``
    says a better move as the move list does (the screen's words); without it, its notation.
    ``line_text(position, moves)`` says a better move's line from that position the same way;
    ``analysable``: the line can be tried on the analysis board (web/analysis.py).
    ``retry``: the graded moves include mistakes to learn from (web/retrying.py): its button follows them."""
    said = move_text or (lambda _position, move: move)
    found = review.grades()
    marks = {index: name for index, name, _seen in found}
    done = len(review.chances)
    progress = (f'<p class="review-progress"><progress{attrs(max=review.total, value=done, aria_label=tr("review.progress"))}>'
                f'</progress> <span class="review-count">{done} / {review.total}</span>'
                + (f' <button{attrs(data_action="review-stop")}>{esc(tr("review.stop"))}</button>' if review.running else "")
                + (f' <span class="review-stopped">{esc(tr("review.stopped"))}</span>' if not review.running and not review.done else "")
                + "</p>")
    here = (f'<p class="review-here">{esc(tr("review.here", chance=chance_text(review.chances[cursor], names)))}</p>'
            if cursor < done else "")
    better = better_here(review, cursor)
    if better is not None:
        here += f'<p class="review-better" role="status">{esc(tr("review.better-here", move=said(cursor, better), index=cursor + 1))}</p>'
        line = review.lines.get(cursor + 1, ())
        if len(line) > 1:
            told = line_text(cursor, line) if line_text else " ".join(line)
            here += f'<p class="review-better-line" data-role="review-line">{esc(tr("review.line", line=told))}</p>'
        if analysable:
            here += (f'<p><button{attrs(data_action="analyse-better")}>{esc(tr("review.try-line"))}</button></p>')
    items = []
    for index, name, seen in found:
        text = tr("review.mistake", index=index, player=names[review.movers[index - 1]],
                  before=percent(seen.before), after=percent(seen.after)) + " · " + tr(f"review.grade-{name}")
        better = review.better(index)
        if better is not None:
            text += " · " + tr("review.better", move=said(index - 1, better))
        items.append(f'<li{attrs(class_="graded " + name)}><button{attrs(data_action="goto", data_index=index - 1, aria_current="step" if index - 1 == cursor else None)}>'
                     f'<span class="mistake-mark" aria-hidden="true">{MARKS[name]}</span> {esc(text)}</button></li>')
    if items:
        listed = f'<h4>{esc(tr("review.mistakes"))}</h4><ol class="review-mistakes">{"".join(items)}</ol>'
        if retry:
            listed += (f'<p class="review-retry"><button{attrs(class_="primary", data_action="retry-mistakes")}>'
                       f'{esc(tr("retry.button"))}</button></p>')
    else:
        listed = f'<p class="review-none">{esc(tr("review.none"))}</p>' if review.done else ""
    return (f'<section class="review"{attrs(aria_label=tr("review.title"))}><h3>{esc(tr("review.title"))}</h3>'
            f'{progress}{here}{accuracy_text(review, tr, names)}{graph_svg(review, cursor, marks, tr, names) if done else ""}'
            f'<div class="review-more">{listed}<p class="review-note">{esc(tr("review.note"))}</p></div></section>')
