"""Core pieces on their own: the RNG is deterministic and unbiased enough, records reject damage."""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError, RecordError
from stolik.core.game import check_move_in
from stolik.core.record import Record, replay
from stolik.core.rng import Rng
import stolik.gore as gore


def test_rng_same_seed_same_numbers_and_state_resumes():
    a, b = Rng(123), Rng(123)
    assert [a.next64() for _ in range(5)] == [b.next64() for _ in range(5)]
    c = Rng.from_state(a.state)
    assert c.next64() == a.next64()


def test_rng_below_covers_range_evenly():
    rng = Rng(7)
    counts = [0] * 6
    for _ in range(6000):
        counts[rng.below(6)] += 1
    assert all(850 < c < 1150 for c in counts), counts


def test_shuffle_is_a_permutation():
    items = list(range(54))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(54)) and items != list(range(54))


def test_an_illegal_move_of_a_megabyte_makes_a_short_message():
    with pytest.raises(IllegalMoveError) as refused:
        check_move_in("S1" * 500_000, ["S1", "S2"], "here")
    assert len(str(refused.value)) < 200 and "'S1S1" in str(refused.value)


@pytest.mark.parametrize("token", ["", "z1", "z1!!!", "abc", "z1" + "A" * 50, "z1eJyrVkrOz0nJTEosUrJSUKpRAgA"])
def test_damaged_compact_record_raises_record_error(token):
    with pytest.raises(RecordError):
        Record.from_compact(token)


@pytest.mark.parametrize("data", [[], {"game": 3}, {"game": "gore", "rules_version": "1"},
                                  {"game": "gore", "rules_version": 1, "moves": "S1"},
                                  {"game": "gore", "rules_version": 1, "seed": True}])
def test_record_shape_is_checked(data):
    with pytest.raises(RecordError):
        Record.from_json(data)


def test_replay_names_the_bad_move():
    record = Record("gore", 1, {"first": "S"}, 0, ("S1", "S1"))
    with pytest.raises(RecordError, match="move 2 \\('S1'\\)"):
        replay(gore, record)


def test_replay_refuses_newer_rules_and_unknown_options():
    with pytest.raises(RecordError, match="newer version"):
        replay(gore, Record("gore", 99, {}, 0, ()))
    with pytest.raises(RecordError, match="unknown option"):
        replay(gore, Record("gore", 1, {"colour": "red"}, 0, ()))


def test_replay_from_a_start_position():
    record = Record("gore", 1, {}, 0, ("S2",), start="3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S")
    assert replay(gore, record)[-1].captured == (25, 14)
