"""The game review's pure parts: which moves are mistakes, where the graph's points go, the panel."""
from __future__ import annotations

import re

from stolik.web import review
from stolik.web.i18n import Translator

NAMES = ("South", "North")


def _grades(chances: list[float], movers: tuple[int, ...], forced: tuple[bool, ...] = (),
            seen: list[float | None] | None = None) -> list[tuple[int, str, float]]:
    run = review.Review(tuple("abcdefgh"[:len(movers)]), movers, list(chances), False, forced,
                        seen=list(seen) if seen is not None else [])
    return [(index, name, seen.drop) for index, name, seen in run.grades()]


def test_a_grade_is_a_drop_of_the_movers_own_chance() -> None:
    # Move 1 (first player) 0.5 -> 0.2: theirs dropped. Move 2 (second player) 0.2 -> 0.1: theirs rose.
    assert _grades([0.5, 0.3, 0.1], (0, 1)) == [(1, "mistake", 0.2)]
    assert _grades([0.5, 0.3, 0.7], (0, 1)) == [(1, "mistake", 0.2), (2, "blunder", 0.4)]


def test_every_move_is_graded_by_the_one_table() -> None:
    chances = [0.5, 0.4, 0.6, 0.1, 0.9, 0.85, 0.95]
    movers = (0, 1, 0, 1, 0, 1)
    # the mover's drops: move 1 0.1, move 2 0.2, move 3 0.5, move 4 0.8, move 5 -0.05, move 6 0.1
    assert _grades(chances, movers) == [(1, "inaccuracy", 0.1), (2, "mistake", 0.2), (3, "blunder", 0.5), (4, "blunder", 0.8),
                                        (6, "inaccuracy", 0.1)]


def test_a_forced_move_is_never_graded() -> None:
    """A roll of the dice or a pass had no other choice: the chance it lost was luck, not a mistake."""
    assert [g[0] for g in _grades([0.5, 0.2, 0.7, 0.6], (0, 1, 0), (True, False, False))] == [2, 3]
    assert [g[0] for g in _grades([0.5, 0.2, 0.7, 0.6], (0, 1, 0), (False, False, False))] == [1, 2, 3]


def test_small_drops_are_noise_not_mistakes() -> None:
    assert _grades([0.5, 0.45, 0.5, 0.46], (0, 1, 0)) == []


def test_a_partial_review_grades_only_the_moves_it_has_seen() -> None:
    assert _grades([0.5, 0.1], (0, 1, 0, 1)) == [(1, "blunder", 0.4)]


def test_hidden_information_judges_the_move_from_its_players_view() -> None:
    """Schotten: after move 1 the position looks lost to the opponent's eyes (0.1), but from what
    the mover could see it was still 0.45: a drop of 0.05, no grade."""
    assert _grades([0.5, 0.1], (0, 1), seen=[None, 0.45]) == []
    assert _grades([0.5, 0.1], (0, 1)) == [(1, "blunder", 0.4)]


def test_the_better_move_and_the_accuracies_are_shown() -> None:
    run = review.Review(("a", "b"), (0, 1), [], False)
    for answer in ({"chance": 0.5, "best": "x"}, {"chance": 0.2, "best": "b"}, {"chance": 0.2, "best": None}):
        run.add(answer)
    assert run.better(1) == "x" and run.better(2) is None          # move 2 was the best already
    html = review.panel_html(run, 1, Translator("en"), NAMES)
    assert "Move 1 (South): 50% → 20% · blunder · better was x" in html
    assert "Accuracy: South 22% · North 100%" in html
    assert "lepszy był ruch x" in review.panel_html(run, 1, Translator("pl"), NAMES)
    # the button goes to the position before the move, where the better move is said and drawn
    assert '<button data-action="goto" data-index="0">' in html and review.better_here(run, 0) == "x"
    assert "Better than move 1 here: x." in review.panel_html(run, 0, Translator("en"), NAMES)
    assert review.better_here(run, 1) is None


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
    assert "mistake" in points[4][0] and points[4][2].endswith("· blunder")  # move 4 (North): 70% -> 10%
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
