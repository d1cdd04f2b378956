"""core/grading.py: grades by the drop in the mover's chance, accuracy per player, "good enough"."""
from __future__ import annotations

import pytest

from stolik.core.grading import (GOOD_ENOUGH_MARGIN, GRADES, Seen, accuracies, accuracy, clearly_best, good_enough, grade,
                                 grade_of_drop, move_accuracy, seen_from_first_player, threshold)
from stolik.core.search import Limit
from stolik.gore import ai as gore_ai
from stolik.gore import from_position


def test_the_table_runs_from_the_largest_drop_down_and_every_grade_is_named_once():
    drops = [least for least, _ in GRADES]
    assert drops == sorted(drops, reverse=True)
    assert [name for _, name in GRADES] == ["blunder", "mistake", "inaccuracy"]
    assert GOOD_ENOUGH_MARGIN < drops[-1]      # an accepted retry is never a graded move


@pytest.mark.parametrize(("before", "after", "expected"), [
    (0.55, 0.52, None),            # noise
    (0.55, 0.47, "inaccuracy"),    # exactly the least drop
    (0.70, 0.53, "mistake"),
    (0.80, 0.49, "blunder"),
    (0.30, 0.90, None),            # a gain is never graded
])
def test_grades_by_the_movers_drop(before, after, expected):
    assert grade(Seen(before, after)) == expected


def test_grade_bounds_come_from_the_table():
    for least, name in GRADES:
        assert grade_of_drop(least) == name
        assert grade_of_drop(least - 0.001) != name
        assert threshold(name) == least
    with pytest.raises(ValueError, match="'brilliant'"):
        threshold("brilliant")


def test_the_second_player_is_judged_on_their_own_chance():
    """First player's chances 0.5 -> 0.6 -> 0.25 -> 0.7: move 1 (first player) gained; moves 2 and 3
    are the second player's (a tower or an exchange answer gives two in a row): from 0.4 to 0.75, a
    gain, then from 0.75 to 0.3, a blunder."""
    seen = seen_from_first_player([0.5, 0.6, 0.25, 0.7], [0, 1, 1])
    assert [grade(s) for s in seen] == [None, None, "blunder"]
    assert seen[2] == Seen(0.75, 0.3)


def test_accuracy_is_100_for_perfect_play_and_falls_with_each_drop():
    perfect = [Seen(0.5, 0.5), Seen(0.6, 0.62), Seen(0.7, 0.7)]
    assert accuracy(perfect) == 100.0
    one_slip = perfect + [Seen(0.7, 0.6)]
    one_blunder = perfect + [Seen(0.7, 0.3)]
    assert 100.0 > accuracy(one_slip) > accuracy(one_blunder) > 0.0


def test_one_blunder_weighs_more_than_several_slips_of_the_same_total():
    """The harmonic half of the formula: 0.4 lost in one move is worse than 4 x 0.1."""
    good = [Seen(0.5, 0.5)] * 10
    assert accuracy(good + [Seen(0.8, 0.4)]) < accuracy(good + [Seen(0.8, 0.7)] * 4)


def test_move_accuracy_never_reaches_zero():
    assert move_accuracy(Seen(1.0, 0.0)) >= 1.0


def test_good_enough_within_the_margin_only():
    assert good_enough(0.61, 0.61)
    assert good_enough(0.61 - GOOD_ENOUGH_MARGIN, 0.61)
    assert not good_enough(0.61 - GOOD_ENOUGH_MARGIN - 0.01, 0.61)
    assert good_enough(0.3, 0.6, margin=0.4)


def test_clearly_best_needs_a_mistakes_gap_to_every_rival():
    assert clearly_best({"S1": 0.8, "S2": 0.64, "S3": 0.1}) == "S1"
    assert clearly_best({"S1": 0.8, "S2": 0.65}) is None
    assert clearly_best({"S1": 0.8, "S2": 0.65}, gap=0.1) == "S1"
    assert clearly_best({"pass": 0.2}) == "pass"
    assert clearly_best({}) is None


def test_real_goré_chances_grade_a_missed_capture_chain_as_a_blunder():
    """A real position and the engine's real chances: South's S4 ends in N1 and takes the chain
    N1..N3 (2 + 4 + 2 seeds) and the game; every other move (a quiet sowing, an offer) leaves North
    ahead. South moves first, so South's chance is the first player's."""
    state = from_position("0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S")
    limit = Limit(depth=6)
    before = gore_ai.win_chance(state, limit=limit)
    chances = {move: gore_ai.win_chance(state.play(move), limit=limit) for move in state.legal_moves()}
    assert before == chances["S4"] == 1.0
    graded = {move: grade(Seen(before, after)) for move, after in chances.items()}
    assert graded.pop("S4") is None
    assert set(graded.values()) == {"blunder"}
    assert clearly_best(chances) == "S4"
    assert not any(good_enough(chances[move], chances["S4"]) for move in graded)
    assert accuracy([Seen(before, chances["S2"])]) < 10.0


def test_each_player_is_scored_on_their_own_unforced_moves():
    """A review of five moves: the first player plays well, the second blunders once (move 3, from
    0.5 to 0.15 of their own chance), and their forced move 5 (a roll) that lost 0.13 counts for nothing."""
    chances = [0.5, 0.52, 0.5, 0.85, 0.86, 0.99]
    movers = (0, 1, 1, 0, 1)
    seen = seen_from_first_player(chances, movers)
    first, second = accuracies(seen, movers, forced=(False, False, False, False, True))
    assert first == 100.0
    assert second is not None and second < 50.0
    assert accuracies(seen, movers)[1] != second         # counted, the forced move would change it
