"""The base turn: place, claim, draw; frozen stones, the win, empty deck, passing, expert claims."""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError, MalformedMoveError
from stolik.schotten import new_game
from schotten_helpers import state


def test_new_game_deals_six_and_every_card_placeable():
    s = new_game({}, seed=11)
    assert len(s.hands[0]) == len(s.hands[1]) == 6 and len(s.clan_deck) == 42
    assert len(s.legal_moves()) == 6 * 9
    assert "pass" not in s.legal_moves()


def test_placing_without_a_claim_draws_and_ends_the_turn():
    s = state(hand0=("r1", "r2"), hand1=("b1",), deck_top=("g5",))
    after = s.play("r1@4")
    assert after.sides[3] == (("r1",), ())
    assert after.hands[0] == ("r2", "g5") and after.to_move == 1 and after.phase == "play"


def test_claim_comes_after_placing_and_before_drawing():
    s = state(["r7,r8:b1"], hand0=("r9", "g1"), hand1=("b2",), deck_top=("y5",))
    assert not any(m.startswith("claim") for m in s.legal_moves())     # claims only after placing
    s = s.play("r9@1")
    assert s.phase == "claim" and s.to_move == 0
    assert s.legal_moves() == ["claim 1", "draw"]
    s = s.play("claim 1")
    assert s.owners[0] == 0
    assert s.to_move == 1 and "y5" in s.hands[0]      # the draw followed by itself


def test_claim_may_be_skipped_by_drawing():
    s = state(["r7,r8:b1"], hand0=("r9",), hand1=("b2",)).play("r9@1")
    s = s.play("draw")
    assert s.owners[0] == -1 and s.to_move == 1


def test_a_hand_proves_nothing_but_the_table_does():
    """8-8-8 against y3: y2 and y4 in the claimant's hand do not count; face up on the table they do."""
    s = state(["r8,b8:y3"], hand0=("g8", "y2", "y4"), hand1=("p1",)).play("g8@1")
    assert "claim 1" not in s.legal_moves()
    with pytest.raises(IllegalMoveError, match="'claim 1'"):
        s.play("claim 1")
    assert s.to_move == 1 and s.claim_blocker(0, player=0) in {("y1", "y2"), ("y2", "y4"), ("y4", "y5")}
    s = state(["r8,b8:y3", "y2:", "y4:"], hand0=("g8",), hand1=("p1",)).play("g8@1")
    assert s.claim_blocker(0) is None
    assert "claim 1" in s.legal_moves()


def test_claimed_stone_is_frozen_for_both():
    s = state(["r7,r8,r9:b1#0"], hand0=("g1",), hand1=("b2",))
    assert not any(m.endswith("@1") for m in s.legal_moves())
    s = s.play("g1@2")
    assert not any(m.endswith("@1") for m in s.legal_moves())


def test_three_adjacent_stones_win_at_once():
    s = state(["r7,r8,r9:b1#0", "g7,g8,g9:b2#0", "y7,y8:o1"], hand0=("y9", "p5"), hand1=("b3",))
    s = s.play("y9@3").play("claim 3")
    r = s.result()
    assert r is not None and r.winner == 0 and r.reason == "three-adjacent"
    assert s.legal_moves() == []


def test_five_stones_anywhere_win():
    s = state(["r7,r8,r9:#0", ":", "g7,g8,g9:#0", ":", "b7,b8,b9:#0", ":", "y7,y8,y9:#0", ":", "p7,p8:o1"],
              hand0=("p9",), hand1=("o2",))
    s = s.play("p9@9").play("claim 9")
    assert s.result().winner == 0 and s.result().reason == "five-stones"


def test_claims_stop_at_the_winning_one():
    s = state(["r7,r8,r9:b1#0", "g7,g8,g9:b2#0", "y7,y8:o1", ":", "o7,o8,o9:"], hand0=("y9",), hand1=("b3",))
    s = s.play("y9@3")
    assert s.legal_moves() == ["claim 3", "claim 5", "draw"]
    s = s.play("claim 5").play("claim 3")
    assert s.result().winner == 0


def test_empty_deck_play_goes_on_without_drawing():
    """Every other card is on the table; B's groups beat A's wherever A's side is complete (no claim)."""
    stones = [":r7,r8,r9", "g1,g2,g3:b7,b8,b9^0", "y1,y2,y3:g7,g8,g9^0", "p1,p2,p3:y7,y8,y9^0",
              "o1,o2,o3:p7,p8,p9^0", "b2,b3,r3:o7,o8,o9^0", "y4,y5,y6:r4,r5,r6^1", "p4,p5,p6:b4,b5,b6^1",
              "o4,o5,o6:g4,g5,g6^1"]
    s = state(stones, hand0=("r1", "r2"), hand1=("b1",), rest_to_deck=False)
    s = s.play("r1@1")
    assert s.hands[0] == ("r2",) and s.to_move == 1


def test_pass_only_when_no_card_can_be_placed():
    stones = [f"{c}1,{c}2,{c}3:" for c in "rbgyp"] + ["o1,o2,o3:", "r4,r5,r6:", "b4,b5,b6:", "g4,g5,g6:"]
    s = state(stones, hand0=("y9",), hand1=("p9",))
    assert s.legal_moves() == ["pass"]
    s = s.play("pass")
    assert s.to_move == 1 and s.passes == 1 and s.hands[0] == ("y9",)   # no draw after a pass
    s2 = state(hand0=("y9",), hand1=("p9",))
    assert "pass" not in s2.legal_moves()


def test_a_player_who_cannot_place_may_still_claim():
    stones = ["r1,r2,r3:b7"] + [f"{c}4,{c}5,{c}6:" for c in "rbgypo"] + ["r7,r8,r9:", "g7,g8,g9:"]
    s = state(stones, hand0=("y9",), hand1=("p9",))
    assert "claim 8" in s.legal_moves() and "pass" in s.legal_moves()


def test_completion_order_decides_a_tie_in_play():
    """Both sides 2-3-4 runs: B completed first, so A's claim is not offered; B's is."""
    s = state(["r2,b3:y2,p3,o4", ":"], hand0=("g4", "r9"), hand1=("b9",))
    s = s.play("g4@1")
    assert s.first_complete(0) == 1
    assert "claim 1" not in s.legal_moves()
    s = s.play("draw") if s.phase == "claim" else s
    s = s.play("b9@2")
    assert s.phase == "claim" and "claim 1" in s.legal_moves()


def test_two_passes_in_a_row_end_the_game_and_award_decided_stones():
    """Our ruling: two passes in a row end the game; each stone with both sides complete goes to its winner."""
    stones = ([f"{c}7,{c}8,{c}9:{c}1,{c}2,{c}3^0" for c in "rbg"] +       # A: colour runs 7-8-9
              [f"{c}1,{c}2,{c}3:{c}7,{c}8,{c}9^0" for c in "ypo"] +       # B: colour runs 7-8-9
              ["r4,r5,r6:b4,b5,b6^1",                                      # equal colour runs: B was first
               "g4,y4,p4:g5,g6,y5^0",                                      # three 4s beat a sum
               "o4,o5,y6:p5,p6,o6^1"])                                     # run 4-5-6 beats a sum
    s = state(stones, rest_to_deck=False)
    assert s.legal_moves()[-1] == "pass"
    s = s.play("pass").play("pass")
    assert s.owners == (0, 0, 0, 1, 1, 1, 1, 0, 0)
    r = s.result()       # A holds 1-3 and five stones, B holds 4-7: both meet a win condition, more stones win
    assert r.winner == 0 and r.reason == "more-stones" and r.scores == (5, 4)
    assert r.notes == ("two-passes", "both-met")
    assert s.legal_moves() == []


def test_expert_claims_only_at_the_start_of_the_turn():
    s = state(["r7,r8,r9:b1"], hand0=("g1",), hand1=("b2",), flags="e")
    assert s.legal_moves()[0] == "claim 1"
    s2 = s.play("g1@2")
    assert s2.to_move == 1                       # no claim step after placing: the draw followed
    s = state(["r7,r8:b1"], hand0=("r9",), hand1=("b2",), flags="e").play("r9@1")
    assert s.to_move == 1 and s.owners[0] == -1   # completed, but claiming waits for the next turn


def test_malformed_and_illegal_moves_quote_the_text():
    s = new_game({}, 3)
    with pytest.raises(MalformedMoveError, match="'zz@1'"):
        s.play("zz@1")
    card = next(c for c in ("r1", "r2", "r3", "b1") if c not in s.hands[0])
    with pytest.raises(IllegalMoveError, match=repr(f"{card}@1")):
        s.play(f"{card}@1")
    with pytest.raises(IllegalMoveError, match="'claim 1'"):
        s.play("claim 1")
