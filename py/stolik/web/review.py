"""A game review: the first player's chance to win at each position, a graph of it, and the mistakes.

Pure (no browser): the page asks the worker for each position's chance in turn (web/ai_client.py,
``ai.win_chance`` of each game) and keeps them in a ``Review``; this module picks the mistakes and
draws the panel, so both are tested under CPython. A chance is always the first player's, in [0, 1].
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from stolik.web.html import attrs, esc

MISTAKES = 3             # how many of the largest drops are marked
LEAST_DROP = 0.08        # a smaller drop is the estimate's own noise, not a mistake
WIDTH, HEIGHT, PAD = 320.0, 120.0, 8.0   # the graph's drawing box (it scales to its column)


@dataclass
class Review:
    """The chances found so far for one record's positions (kept for the session, never saved)."""

    moves: tuple[str, ...]           # the moves reviewed: a game that changed since needs a new review
    movers: tuple[int, ...]          # who played each move (``movers[i]`` made move ``i + 1``)
    chances: list[float] = field(default_factory=list)   # the first player's chance at positions 0, 1, ...
    running: bool = True
    forced: tuple[bool, ...] = ()    # whether that move was the only legal one (a roll, a pass): never a mistake

    @property
    def total(self) -> int:
        """How many positions there are to evaluate: the start and one after each move."""
        return len(self.moves) + 1

    @property
    def done(self) -> bool:
        return len(self.chances) == self.total


def mistakes(chances: list[float], movers: tuple[int, ...], forced: tuple[bool, ...] = (), count: int = MISTAKES,
             least: float = LEAST_DROP) -> list[tuple[int, float]]:
    """The ``count`` moves after which the mover's own chance dropped most (at least ``least``),
    as (move number, drop) in move order; a forced move (no other choice: a roll, a pass) is none.

    >>> mistakes([0.5, 0.6, 0.75, 0.4, 0.45], (0, 1, 0, 1))    # move 2 gave the first player 15%, move 3 lost 35%
    [(2, 0.15), (3, 0.35)]
    """
    drops = []
    for index in range(1, min(len(chances), len(movers) + 1)):
        before, after = chances[index - 1], chances[index]
        drop = before - after if movers[index - 1] == 0 else after - before
        if drop >= least and not (index <= len(forced) and forced[index - 1]):
            drops.append((index, round(drop, 4)))
    worst = sorted(drops, key=lambda pair: -pair[1])[:count]
    return sorted(worst)


def points(chances: list[float], total: int) -> list[tuple[float, float]]:
    """Where each known chance is drawn: positions spread over the width, 100% for the first player at the top.

    >>> points([1.0, 0.5, 0.0], 3)
    [(8.0, 8.0), (160.0, 60.0), (312.0, 112.0)]
    """
    step = (WIDTH - 2 * PAD) / max(1, total - 1)
    return [(round(PAD + i * step, 2), round(PAD + (1.0 - c) * (HEIGHT - 2 * PAD), 2)) for i, c in enumerate(chances)]


def percent(chance: float) -> str:
    return f"{round(chance * 100)}%"


def graph_svg(review: Review, cursor: int, marked: set[int], tr: Callable[..., str], names: tuple[str, str]) -> str:
    """The line of the first player's chance over the game, with the 50% line; each point is a step
    of the history (click or Enter goes there), the position shown and the mistakes marked. The axis labels
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
            said += " · " + tr("review.mistake-mark")
        cls = "review-point" + " mistake" * (index in marked) + " current" * (index == cursor)
        out.append(f'<g{attrs(class_=cls, role="button", tabindex=0, data_action="goto", data_index=index, aria_label=said, aria_current="step" if index == cursor else None)}>'
                   f'<title>{esc(said)}</title><circle class="review-hit" cx="{x:g}" cy="{y:g}" r="9"></circle>'
                   f'<circle class="review-dot" cx="{x:g}" cy="{y:g}" r="{4.5 if index in marked or index == cursor else 3}"></circle></g>')
    out.append("</svg></div>")
    return "".join(out)


def chance_text(chance: float, names: tuple[str, str]) -> str:
    """Both players' chances, the first player's first: "South 63% · North 37%"."""
    return f"{names[0]} {percent(chance)} · {names[1]} {percent(1.0 - chance)}"


def panel_html(review: Review, cursor: int, tr: Callable[..., str], names: tuple[str, str]) -> str:
    """The review under the controls: progress (and Stop while it runs), the chance here, the graph, the mistakes."""
    found = mistakes(review.chances, review.movers, review.forced)
    marked = {index for index, _drop in found}
    done = len(review.chances)
    progress = (f'<p class="review-progress"><progress{attrs(max=review.total, value=done, aria_label=tr("review.progress"))}>'
                f'</progress> <span class="review-count">{done} / {review.total}</span>'
                + (f' <button{attrs(data_action="review-stop")}>{esc(tr("review.stop"))}</button>' if review.running else "")
                + (f' <span class="review-stopped">{esc(tr("review.stopped"))}</span>' if not review.running and not review.done else "")
                + "</p>")
    here = (f'<p class="review-here">{esc(tr("review.here", chance=chance_text(review.chances[cursor], names)))}</p>'
            if cursor < done else "")
    items = []
    for index, drop in found:
        mover = review.movers[index - 1]
        before, after = review.chances[index - 1], review.chances[index]
        if mover == 1:
            before, after = 1.0 - before, 1.0 - after
        text = tr("review.mistake", index=index, player=names[mover], before=percent(before), after=percent(after))
        items.append(f'<li><button{attrs(data_action="goto", data_index=index, aria_current="step" if index == cursor else None)}>'
                     f'<span class="mistake-mark" aria-hidden="true">?</span> {esc(text)}</button></li>')
    if items:
        listed = f'<h4>{esc(tr("review.mistakes"))}</h4><ol class="review-mistakes">{"".join(items)}</ol>'
    else:
        listed = f'<p class="review-none">{esc(tr("review.none"))}</p>' if review.done else ""
    return (f'<section class="review"{attrs(aria_label=tr("review.title"))}><h3>{esc(tr("review.title"))}</h3>'
            f'{progress}{here}{graph_svg(review, cursor, marked, tr, names) if done else ""}{listed}'
            f'<p class="review-note">{esc(tr("review.note"))}</p></section>')
