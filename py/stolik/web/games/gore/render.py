"""The Goré board as SVG text: a pure function of the view, so it is tested under CPython.

South's row is drawn at the bottom (flipped: North's); the loop runs counter-clockwise, so the
top row reads right to left. Every hole shows its owner three ways (rim colour, rim pattern and
a letter), its seed count as a number and as seeds, and has an accessible name. Holes the player
may click are focusable, with the keyboard's ring inside the rim so the halo outside it (legal,
chosen, offered) still shows; the origin of the last move among them carries ``data-focus``, where
the shell puts the keyboard focus after a move.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Iterable, Mapping

from stolik.web.html import attrs, esc

WIDTH, HEIGHT = 1000, 470
_COLUMNS = (215, 395, 575, 755)
_ROWS = {"bottom": 325, "top": 145}
_RADIUS = 76
_PLAYER_CLASS = ("south", "north")
# Seed positions in a hole: centre, then rings; enough for 37 seeds, more are shown by the number.
_RINGS = ((0, 1), (17, 6), (34, 12), (51, 18))


def hole_place(hole: int, flipped: bool) -> tuple[int, int, str]:
    """(x, y, row) of hole 0..7 on screen."""
    south = hole < 4
    bottom = south != flipped
    offset = hole if south else hole - 4
    column = offset if bottom else 3 - offset
    row = "bottom" if bottom else "top"
    return _COLUMNS[column], _ROWS[row], row


def seed_points(count: int) -> list[tuple[float, float]]:
    """Where to draw ``count`` seeds inside a hole, filling the rings from the centre outwards."""
    points: list[tuple[float, float]] = []
    for radius, slots in _RINGS:
        for k in range(slots):
            if len(points) == count:
                return points
            angle = 2 * math.pi * k / slots + radius / 40
            points.append((radius * math.cos(angle), radius * math.sin(angle)))
    return points


def render_gore(view: dict[str, Any], *, flipped: bool = False, legal: Mapping[str, str] | None = None,
                selectable: Iterable[str] = (), selected: Iterable[str] = (), marks: Mapping[str, str] | None = None,
                tr: Callable[..., str], hole_names: list[str], player_names: tuple[str, str],
                me: int | None = None) -> str:
    """SVG for a Goré view.

    ``legal``: hole label -> the sowing move the player may send by clicking it; ``selectable``:
    holes that may be chosen for an exchange offer, ``selected``: those chosen;
    ``marks``: per hole label, "origin", "sown" or "captured" (animation and last move), or the same with
    "hint-" before them (a sowing the hint proposes, its origin ringed boldly); ``hole_names``:
    each hole's name in the player's language, in the view's order; ``me``: the
    player whose holes read "yours" in accessible names (None in hot-seat: names say the owner).
    The holes of an offer waiting for its answer are marked for both players. Once the game is over
    each pile counts the final score: its captured seeds and the seeds left in its player's holes.
    """
    legal, selectable, selected, marks = legal or {}, set(selectable), set(selected), marks or {}
    seeds, owners, labels = view["seeds"], view["owners"], view["labels"]
    offered = set(view["offer"] or ())
    parts = [f'<svg class="board gore" viewBox="0 0 {WIDTH} {HEIGHT}" role="group"'
             f'{attrs(aria_label=tr("gore.board"))}>',
             f'<rect class="table" x="4" y="4" width="{WIDTH - 8}" height="{HEIGHT - 8}" rx="40"/>']
    bottom_player = 1 if flipped else 0
    for player, x in ((1 - bottom_player, 70), (bottom_player, WIDTH - 70)):
        parts.append(_pile(player, x, view, tr, player_names))
    texts = []
    for hole in range(8):
        group, overlay = _hole(hole, seeds[hole], owners[hole], labels[hole], flipped, legal, selectable, selected,
                               labels[hole] in offered, marks.get(labels[hole]), tr, hole_names, player_names, me)
        parts.append(group)
        texts.append(overlay)
    # Numbers and letters lie over the holes but outside their buttons: the accessible name of each
    # hole says all of it at once, and clicks on the text fall through to the hole below.
    parts.append(f'<g class="hole-texts" aria-hidden="true">{"".join(texts)}</g></svg>')
    return "".join(parts)


def _pile(player: int, x: int, view: dict[str, Any], tr: Callable[..., str], names: tuple[str, str]) -> str:
    """A player's captured seeds; when the game is over, the final score, which also counts the seeds
    left in that player's holes (drawn hollow), as the result line does."""
    captured = view["captured"][player]
    result = view["result"]
    left = (result["scores"][player] - captured) if result else 0
    count = captured + left
    active = result is None and view["to_move"] == player
    label = (tr("gore.pile.final", player=names[player], count=count, captured=captured, left=left) if result
             else tr("gore.pile", player=names[player], count=count))
    cls = f"pile {_PLAYER_CLASS[player]}" + (" active" if active else "")
    dots = "".join(f'<circle class="seed{" left" if i >= captured else ""}" cx="{x - 22 + 15 * (i % 4)}" '
                   f'cy="{HEIGHT - 130 - 15 * (i // 4)}" r="6"/>' for i in range(min(count, 48)))
    sum_text = f'<text class="pile-sum" x="{x}" y="{HEIGHT - 104}">{captured} + {left}</text>' if result else ""
    return (f'<g{attrs(class_=cls, role="img", aria_label=label)}>'
            f'<rect x="{x - 50}" y="40" width="100" height="{HEIGHT - 80}" rx="30"/>'
            f'<text class="pile-name" x="{x}" y="86">{esc(names[player])}</text>'
            f'<text class="pile-count" x="{x}" y="{HEIGHT - 62}">{count}</text>{dots}{sum_text}'
            + ('<text class="turn-mark" x="%d" y="130" aria-hidden="true">▶</text>' % x if active else "")
            + "</g>")


def _hole(hole: int, count: int, owner_letter: str, label: str, flipped: bool, legal: Mapping[str, str],
          selectable: set[str], selected: set[str], offered: bool, mark: str | None, tr: Callable[..., str],
          hole_names: list[str], player_names: tuple[str, str], me: int | None) -> tuple[str, str]:
    owner = 0 if owner_letter == "S" else 1
    x, y, row = hole_place(hole, flipped)
    name = hole_names[hole]
    whose = tr("gore.yours") if me == owner else tr("gore.theirs") if me is not None else player_names[owner]
    aria = tr("gore.hole", name=name, count=count, owner=whose)
    move = legal.get(label)
    playable = move is not None
    choosable = label in selectable
    choosing = label in selected
    classes = ["hole", _PLAYER_CLASS[owner]]
    if playable:
        classes.append("legal")
    if choosing:
        classes.append("selected")
        aria += ", " + tr("gore.chosen")
    if offered:
        classes.append("offered")
        aria += ", " + tr("gore.offered")
    if mark:
        classes.append(mark)
        aria += ", " + tr("gore.mark." + mark)
    if choosable:
        classes.append("choosable")
    focusable = playable or choosable
    group = attrs(class_=" ".join(classes), data_hole=label, data_move=move,
                  data_select=label if choosable else None, data_focus=focusable and mark in ("origin", "hint-origin"),
                  role="button" if focusable else "img",
                  tabindex="0" if focusable else None, aria_label=aria,
                  aria_pressed=("true" if choosing else "false") if choosable else None)
    seeds = "".join(f'<circle class="seed" cx="{x + dx:.1f}" cy="{y + dy:.1f}" r="7.5"/>' for dx, dy in seed_points(count))
    label_y = y + _RADIUS + 44 if row == "bottom" else y - _RADIUS - 22
    # 13 in from the rim: a hole's count badge and its neighbour's owner badge keep 6 units apart (they touched)
    badge_x, badge_y = x + _RADIUS - 13, y - _RADIUS + 8
    owner_x, owner_y = x - _RADIUS + 13, y - _RADIUS + 8
    side = _PLAYER_CLASS[owner]
    hint = f'<circle class="hint-ring" cx="{x}" cy="{y}" r="{_RADIUS + 12}"/>' if mark == "hint-origin" else ""
    group = (f"<g{group}>"
             f'<circle class="halo" cx="{x}" cy="{y}" r="{_RADIUS + 12}"/>{hint}'
             f'<circle class="cup" cx="{x}" cy="{y}" r="{_RADIUS}"/>'
             f'<circle class="rim" cx="{x}" cy="{y}" r="{_RADIUS}"/>'
             f'<circle class="focus-ring" cx="{x}" cy="{y}" r="{_RADIUS - 10}"/>'
             f"{seeds}"
             f'<circle class="count-badge" cx="{badge_x}" cy="{badge_y}" r="28"/>'
             f'<circle class="owner-badge" cx="{owner_x}" cy="{owner_y}" r="20"/>'
             "</g>")
    taken = f'<text class="taken" x="{x}" y="{y + 20}">×</text>' if mark == "captured" and not count else ""
    overlay = (f'{taken}<text class="count" x="{badge_x}" y="{badge_y + 12}">{count}</text>'
               f'<text class="owner {side}" x="{owner_x}" y="{owner_y + 8}">{esc(player_names[owner][0])}</text>'
               f'<text class="label" x="{x}" y="{label_y}">{esc(name)}</text>')
    return group, overlay
