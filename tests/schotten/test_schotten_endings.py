"""The end by two passes (our ruling) and the Recruiter's chosen order: rules in
/work/shared/rules/schotten-totten.md, "End by two passes" and the Recruiter."""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError
from stolik.schotten import from_position
from schotten_helpers import ending, state

T = "t"
_SWAP = str.maketrans("ABab", "BAba")


def after_two_passes(plan: str):
    s = from_position(ending(plan))
    assert "pass" in s.legal_moves()
    s = s.play("pass")
    assert s.result() is None and "pass" in s.legal_moves()
    return s.play("pass")


# plan, owners after the passes as a string, winner, reason, notes
CASES = [
    ("AAABBBBAB", "AAABBBBAB", "B", "more-stones", ("two-passes", "both-met")),     # A 3 adjacent, B 5: B has more
    ("AAABBBAB-", "AAABBBAB-", None, "equal-stones", ("two-passes", "both-met")),  # both 3 adjacent, 4 each
    ("AABAABBB-", "AABAABBB-", "B", "three-adjacent", ("two-passes",)),           # equal stones, only B meets one
    ("ABABABABa", "ABABABABA", "A", "five-stones", ("two-passes",)),              # the only complete side takes 9
    ("ABABABABb", "ABABABABB", "B", "five-stones", ("two-passes",)),
    ("ABABABAB-", "ABABABAB-", None, "equal-stones", ("two-passes", "neither-met")),
]


@pytest.mark.parametrize("plan, owners, winner, reason, notes", CASES)
def test_two_passes_award_every_stone_then_win_conditions_then_more_stones(plan, owners, winner, reason, notes):
    s = after_two_passes(plan)
    assert "".join("AB-"[o] for o in s.owners) == owners
    r = s.result()
    assert (r.winner, r.reason, r.notes) == (None if winner is None else "AB".index(winner), reason, notes)
    assert r.scores == (owners.count("A"), owners.count("B"))
    assert s.legal_moves() == []


@pytest.mark.parametrize("plan", [case[0] for case in CASES])
def test_the_seat_never_decides_the_end_by_two_passes(plan):
    """The same table with the players' sides swapped gives the mirrored result."""
    r, m = after_two_passes(plan).result(), after_two_passes(plan.translate(_SWAP)).result()
    assert m.scores == r.scores[::-1] and (m.reason, m.notes) == (r.reason, r.notes)
    assert m.winner == (None if r.winner is None else 1 - r.winner)


def test_a_stone_with_one_complete_side_goes_to_it_and_one_with_none_to_nobody():
    assert after_two_passes("AAABBBAB-").owners[8] == -1
    assert after_two_passes("AAABBBABa").owners[8] == 0
    assert after_two_passes("AAABBBABb").owners[8] == 1


def recruiter_returning():
    s = state(hand0=("RECRUITER", "r1"), hand1=("b1",), deck_top=("g1", "g2", "y7"), tactic_top=("SPY",), flags=T)
    s = s.play("RECRUITER").play("draw").play("draw").play("draw tactic")
    assert s.phase == "return" and s.hands[0] == ("r1", "g1", "g2", "SPY")
    return s


def test_recruiter_both_orders_are_moves_when_both_cards_go_under_the_same_deck():
    s = recruiter_returning()
    moves = s.legal_moves()
    assert "return g1 g2" in moves and "return g2 g1" in moves
    assert s.play("return g1 g2").clan_deck[-2:] == ("g1", "g2")      # the second named ends lowest
    assert s.play("return g2 g1").clan_deck[-2:] == ("g2", "g1")


def test_recruiter_cards_for_different_decks_have_one_spelling():
    s = recruiter_returning()
    assert "return g1 SPY" in s.legal_moves() and "return SPY g1" not in s.legal_moves()
    with pytest.raises(IllegalMoveError, match="'return g1 SPY'"):
        s.play("return SPY g1")


def test_recruiter_order_survives_the_position_text():
    s = recruiter_returning().play("return g2 g1")
    assert from_position(s.position()).clan_deck == s.clan_deck
