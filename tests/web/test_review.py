"""The game review's pure parts: which moves are mistakes, where the graph's points go, the panel."""
from __future__ import annotations

import re

from stolik.web import review
from stolik.web.i18n import Translator

NAMES = ("South", "North")


def test_a_mistake_is_a_drop_of_the_movers_own_chance() -> None:
    # Move 1 (first player) 0.5 -> 0.2: theirs dropped. Move 2 (second player) 0.2 -> 0.1: theirs rose.
    assert review.mistakes([0.5, 0.2, 0.1], (0, 1)) == [(1, 0.3)]
    assert review.mistakes([0.5, 0.2, 0.7], (0, 1)) == [(1, 0.3), (2, 0.5)]


def test_only_the_three_largest_drops_in_move_order() -> None:
    chances = [0.5, 0.3, 0.6, 0.1, 0.9, 0.85, 0.95]
    movers = (0, 1, 0, 1, 0, 1)
    # the mover's drops: move 1 0.2, move 2 0.3, move 3 0.5, move 4 0.8, move 5 -0.05, move 6 -0.05
    assert review.mistakes(chances, movers) == [(2, 0.3), (3, 0.5), (4, 0.8)]
    assert review.mistakes(chances, movers, count=1) == [(4, 0.8)]


def test_a_forced_move_is_never_a_mistake() -> None:
    """A roll of the dice or a pass had no other choice: the chance it lost was luck, not a mistake."""
    assert review.mistakes([0.5, 0.2, 0.7, 0.6], (0, 1, 0), (True, False, False)) == [(2, 0.5), (3, 0.1)]
    assert review.mistakes([0.5, 0.2, 0.7, 0.6], (0, 1, 0), (False, False, False)) == [(1, 0.3), (2, 0.5), (3, 0.1)]


def test_small_drops_are_noise_not_mistakes() -> None:
    assert review.mistakes([0.5, 0.45, 0.5, 0.46], (0, 1, 0)) == []


def test_a_partial_review_marks_only_the_moves_it_has_seen() -> None:
    assert review.mistakes([0.5, 0.1], (0, 1, 0, 1)) == [(1, 0.4)]


def test_points_spread_over_the_game_with_the_first_player_up() -> None:
    spots = review.points([0.5, 1.0, 0.0], 5)
    xs, ys = [x for x, _ in spots], [y for _, y in spots]
    assert xs == [review.PAD, review.PAD + (review.WIDTH - 2 * review.PAD) / 4, review.PAD + (review.WIDTH - 2 * review.PAD) / 2]
    assert ys == [review.HEIGHT / 2, review.PAD, review.HEIGHT - review.PAD]


def _panel(chances: list[float], running: bool, cursor: int = 0, lang: str = "en") -> str:
    run = review.Review(("a", "b", "c", "d"), (0, 1, 0, 1), list(chances), running)
    return review.panel_html(run, cursor, Translator(lang), NAMES)


def test_the_panel_shows_progress_and_stop_while_running() -> None:
    html = _panel([0.5, 0.6], running=True)
    assert '<progress max="5" value="2"' in html and "2 / 5" in html
    assert 'data-action="review-stop"' in html
    assert "Stopped." not in html


def test_a_stopped_review_keeps_its_points_and_says_so() -> None:
    html = _panel([0.5, 0.2, 0.15], running=False)
    assert 'data-action="review-stop"' not in html and "Stopped." in html
    assert len(re.findall(r'data-action="goto" data-index="\d"', html)) == 3 + 1   # 3 points, 1 mistake


def test_each_point_is_a_named_step_of_the_history() -> None:
    html = _panel([0.5, 0.6, 0.2, 0.3, 0.9], running=False, cursor=3)
    points = re.findall(r'<g class="([^"]*)" role="button" tabindex="0" data-action="goto" data-index="(\d)" aria-label="([^"]*)"', html)
    assert [p[1] for p in points] == ["0", "1", "2", "3", "4"]
    assert points[0][2] == "Start: South 50% · North 50%"
    assert points[2][2] == "After move 2: South 20% · North 80%"          # move 2 (North) raised North's chance
    assert "current" in points[3][0] and 'aria-current="step"' in html
    assert "mistake" in points[4][0] and points[4][2].endswith("· mistake")  # move 4 (North): 70% -> 10%
    assert "Move 4 (North): 70% → 10%" in html
    assert "Win chances here: South 30% · North 70%" in html


def test_a_finished_review_without_drops_says_so_in_both_languages() -> None:
    assert "No move lowered" in _panel([0.5, 0.5, 0.5, 0.5, 0.5], running=False)
    assert "Żaden ruch" in _panel([0.5, 0.5, 0.5, 0.5, 0.5], running=False, lang="pl")


def test_names_are_escaped() -> None:
    run = review.Review(("a",), (0,), [0.5, 0.1], False)
    html = review.panel_html(run, 0, Translator("en"), ("<b>", "x"))
    assert "<b>" not in html and "&lt;b&gt;" in html


def test_the_examples_in_the_module_hold() -> None:
    import doctest
    assert doctest.testmod(review).failed == 0
