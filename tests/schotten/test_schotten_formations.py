"""Formations and comparisons of complete sides (rulings: base game; seed: "Pięć rodzajów grup")."""
from __future__ import annotations

import pytest

from stolik.core.errors import PositionError
from stolik.schotten.analysis import compare
from stolik.schotten.formations import formation_name, strength


@pytest.mark.parametrize("cards, name", [
    (("r4", "r5", "r6"), "colour-run"),
    (("b7", "g7", "y7"), "same-value"),
    (("p1", "p5", "p9"), "colour"),
    (("r3", "b4", "g5"), "run"),
    (("r9", "b8", "g1"), "sum"),          # 8-9-1: runs never wrap
    (("r8", "r9", "r1"), "colour"),       # suited 8-9-1 is a colour, not a colour run
    (("r6", "b4", "g5"), "run"),          # order of play does not matter
])
def test_formation_of_each_kind(cards, name):
    values = tuple(int(c[1]) for c in cards)
    suited = len({c[0] for c in cards}) == 1
    assert formation_name(strength(values, suited)) == name


def test_formation_order_strongest_first():
    """colour run > three of a kind > colour > run > sum, whatever the sums."""
    ladder = [("r1", "r2", "r3"), ("b9", "g9", "y9"), ("p9", "p8", "p6"), ("r7", "b8", "g9"), ("r9", "b9", "g8")]
    for stronger, weaker in zip(ladder, ladder[1:]):
        assert compare(stronger, weaker) == "A"
        assert compare(weaker, stronger) == "B"


def test_three_of_a_kind_beats_colour_seed_example():
    """Seed: "Kompania (trzy takie same) bije Bractwo (kolor)"."""
    assert compare(("r2", "b2", "g2"), ("y9", "y8", "y6")) == "A"


def test_same_formation_higher_sum_wins_seed_example():
    """Seed: "Bractwo 9–7–5 bije Bractwo 6–4–2"."""
    assert compare(("g6", "g4", "g2"), ("r9", "r7", "r5")) == "B"


def test_equal_sum_goes_to_who_completed_first():
    """Seed: "Przy równej sumie polana trafia do gracza, który pierwszy skończył swoją grupę"."""
    a, b = ("r2", "b3", "g4"), ("y2", "p3", "o4")
    assert compare(a, b, first="A") == "A"
    assert compare(a, b, first="B") == "B"


def test_no_wrap_run_loses_to_real_run():
    assert compare(("r8", "b9", "g1"), ("y1", "p2", "o3")) == "B"    # sum 18 < run 1-2-3


def test_joker_spy_and_shield_take_their_best_value():
    assert compare(("JOKER", "r8", "r9"), ("b9", "g9", "y9")) == "A"     # Joker = r7: colour run
    assert compare(("SPY", "b8", "b9"), ("r6", "g7", "y8")) == "A"        # Spy = b7: colour run 7-8-9
    assert compare(("SHIELD", "p2", "p3"), ("r9", "g9", "y9")) == "A"     # Shield = p1 (or p4 no): colour run 1-2-3
    assert compare(("SHIELD", "p5", "p6"), ("r4", "b5", "g7")) == "A"     # Shield can only be 1-3: colour 14 vs sum
    assert compare(("SHIELD", "b5", "g5"), ("r4", "y5", "p6")) == "B"     # 3-5-5 sum 13 < run 15


def test_blind_mans_bluff_counts_the_sum_only():
    assert compare(("r1", "r2", "r3"), ("b9", "g8", "y1"), modes=("BLIND",)) == "B"


def test_mud_fight_four_card_formations():
    mud = ("MUD",)
    ladder = [("r1", "r2", "r3", "r4"), ("b5", "g5", "y5", "p5"), ("p9", "p8", "p6", "p1"),
              ("r6", "b7", "g8", "y9"), ("r9", "b9", "g9", "y8")]
    for stronger, weaker in zip(ladder, ladder[1:]):
        assert compare(stronger, weaker, modes=mud) == "A"
    assert compare(("r1", "r2", "r3", "r4"), ("b9", "g9", "y9", "p8"), modes=("MUD", "BLIND")) == "B"


def test_incomplete_or_bad_cards_raise_naming_them():
    with pytest.raises(PositionError, match="side A has 2 cards"):
        compare(("r1", "r2"), ("b1", "b2", "b3"))
    with pytest.raises(PositionError, match="'x7'"):
        compare(("x7", "r2", "r3"), ("b1", "b2", "b3"))
    with pytest.raises(PositionError, match="'r10'"):
        compare(("r10", "r2", "r3"), ("b1", "b2", "b3"))
    with pytest.raises(PositionError, match="'FOG'"):
        compare(("r1", "r2", "r3"), ("b1", "b2", "b3"), modes=("FOG",))
    with pytest.raises(PositionError, match="r1"):
        compare(("r1", "r2", "r3"), ("r1", "b2", "b3"))
