"""Special units: each tactic card's effect, targets and limits (rulings: "Variant: special units")."""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError
from stolik.schotten import new_game
from schotten_helpers import state

T = "t"


def test_setup_hand_of_seven_and_a_separate_deck():
    s = new_game({"tactics": True}, 4)
    assert len(s.hands[0]) == 7 and len(s.tactic_deck) == 10 and len(s.clan_deck) == 40


def test_draw_from_the_deck_of_your_choice():
    s = state(hand0=("r1", "r2"), hand1=("b1",), flags=T).play("r1@1")
    assert s.legal_moves() == ["draw", "draw tactic"]
    top = s.tactic_deck[0]
    s = s.play("draw tactic")
    assert top in s.hands[0] and s.to_move == 1


def test_at_most_one_tactic_card_ahead():
    s = state(hand0=("SPY", "r1"), hand1=("b1", "BANSHEE"), flags=T, played=(("SHIELD",), ()),
              stones=["SHIELD:"])
    assert not any(m.startswith("SPY") for m in s.legal_moves())
    assert s.view(None)["tactic_wait"] == [True, False] and s.refusal("SPY").code == "limit"
    s = state(hand0=("SPY", "r1"), hand1=("b1",), flags=T, played=(("SHIELD",), ("MUD",)),
              stones=["SHIELD:+MUD"])
    assert "SPY@2" in s.legal_moves()
    assert s.view(None)["tactic_wait"] == [False, False]


def test_one_joker_per_player_for_the_whole_game():
    """A second Joker is dead in hand, even after the first was discarded by a Banshee."""
    s = state(hand0=("JOKER", "r1"), hand1=("b1",), flags=T, played=(("JOKER",), ("BANSHEE",)),
              discard=("BANSHEE", "JOKER"))
    assert not any(m.startswith("JOKER") for m in s.legal_moves())
    s = state(hand0=("JOKER", "r1"), hand1=("b1",), flags=T)
    assert "JOKER@5" in s.legal_moves()


def test_troops_take_their_best_value_at_claim_time():
    s = state(["JOKER,r8:b1,b2,b3"], hand0=("r9",), hand1=("g1",), flags=T, played=(("JOKER",), ()))
    s = s.play("r9@1")
    assert "claim 1" in s.legal_moves()       # Joker as r7: colour run 7-8-9 beats b1-b2-b3
    s = state(["SPY,y8:b1,b2,b3"], hand0=("y9",), hand1=("g1",), flags=T, played=(("SPY",), ()))
    assert "claim 1" in s.play("y9@1").legal_moves()
    s = state(["SHIELD,y8:b1,b2,b3"], hand0=("y9",), hand1=("g1",), flags=T, played=(("SHIELD",), ()))
    assert "claim 1" not in s.play("y9@1").legal_moves()   # Shield is 1-3: only a colour 20 < colour run 6


def test_proofs_ignore_unplayed_tactics_and_count_the_discard_as_seen():
    """8-8-8 vs y3: a Joker still in a hand or deck is no threat; y2 and y4 in the discard are seen."""
    s = state(["r8,b8:y3"], hand0=("g8",), hand1=("JOKER",), flags=T, discard=("BANSHEE", "y2", "STRATEGIST", "y4"),
              played=(("BANSHEE",), ("STRATEGIST",)))
    assert "claim 1" in s.play("g8@1").legal_moves()


def test_blind_mans_bluff_lies_on_the_stone_and_only_sums_count():
    s = state(["r1,r2,r3:b9,g9"], hand0=("BLIND", "y1"), hand1=("p9",), flags=T)
    assert "BLIND@1" in s.legal_moves()
    s = s.play("BLIND@1")
    assert s.modes[0] == ("BLIND",) and s.sides[0][0] == ("r1", "r2", "r3")
    s = s.play("draw") if s.phase == "claim" else s
    s = s.play("p9@1")                          # B: 9+9+9 = 27 against 6
    assert "claim 1" in s.legal_moves()


def test_mud_fight_needs_four_cards_per_side():
    s = state(["r4,r5,r6:b4,b5,b6^0"], hand0=("MUD", "r7"), hand1=("g9",), flags=T)
    s = s.play("MUD@1")
    assert s.size(0) == 4 and s.first_complete(0) is None     # both sides are incomplete again
    s = s.play("draw") if s.phase == "claim" else s
    assert "g9@1" in s.legal_moves()
    s = s.play("g9@1")
    s = s.play("draw") if s.phase == "claim" else s
    s = s.play("r7@1")
    assert s.phase == "claim" and "claim 1" in s.legal_moves()   # colour run 4-7 beats 4-5-6 + 9


def test_recruiter_draws_three_returns_two_and_draws_no_more():
    s = state(hand0=("RECRUITER", "r1"), hand1=("b1",), deck_top=("g1", "g2"), tactic_top=("SPY",), flags=T)
    s = s.play("RECRUITER")
    assert s.phase == "recruit" and s.recruit_left == 3 and s.legal_moves() == ["draw", "draw tactic"]
    s = s.play("draw").play("draw tactic").play("draw")
    assert s.phase == "return" and set(s.hands[0]) == {"r1", "g1", "g2", "SPY"}
    assert "return g1 SPY" in s.legal_moves()
    clan_before, tactic_before = len(s.clan_deck), len(s.tactic_deck)
    s = s.play("return g1 SPY")
    assert s.clan_deck[-1] == "g1" and s.tactic_deck[-1] == "SPY"
    assert len(s.clan_deck) == clan_before + 1 and len(s.tactic_deck) == tactic_before + 1
    assert s.to_move == 1 and set(s.hands[0]) == {"r1", "g2"}    # no further draw that turn
    assert "RECRUITER" in s.discard and s.played[0] == ("RECRUITER",)


def test_strategist_moves_or_discards_your_own_card():
    s = state(["r5,JOKER:b1", "r6:", "r7:b7,b8,b9#1"], hand0=("STRATEGIST",), hand1=("g1",), flags=T,
              played=(("JOKER",), ("BANSHEE",)), discard=("BANSHEE",))
    moves = s.legal_moves()
    assert "STRATEGIST JOKER@1>2" in moves and "STRATEGIST r5@1>x" in moves
    assert "STRATEGIST r5@1>1" not in moves            # not back where it was
    assert not any("@3" in m or ">3" in m for m in moves)   # claimed stones are frozen
    assert not any("b1" in m for m in moves)           # only your own cards
    s2 = s.play("STRATEGIST r5@1>x")
    assert s2.sides[0][0] == ("JOKER",) and s2.discard[-2:] == ("STRATEGIST", "r5")
    s3 = s.play("STRATEGIST r5@1>2")
    assert s3.sides[1][0] == ("r6", "r5")


def test_banshee_discards_an_opponent_card_clan_or_tactic():
    s = state(["r1,SHIELD:b5,SPY", "r2:b6+MUD", "r7,r8,r9:g7#0"], hand0=("BANSHEE",), hand1=("g1",), flags=T,
              played=(("SHIELD",), ("SPY", "MUD")))
    moves = s.legal_moves()
    assert set(m for m in moves if m.startswith("BANSHEE")) == {"BANSHEE b5@1", "BANSHEE SPY@1", "BANSHEE b6@2"}
    s = s.play("BANSHEE SPY@1")
    assert s.sides[0][1] == ("b5",) and s.discard[-2:] == ("BANSHEE", "SPY")


def test_traitor_takes_an_opponent_clan_card_to_your_side():
    s = state(["r1:b5,SPY", "r2,r3,r4:b6"], hand0=("TRAITOR",), hand1=("g1",), flags=T, played=((), ("SPY",)))
    moves = s.legal_moves()
    assert "TRAITOR b5@1>1" in moves and "TRAITOR b6@2>1" in moves
    assert not any("SPY" in m for m in moves)          # not a tactic card
    assert not any(m.endswith(">2") for m in moves)    # no room on your side of stone 2
    s = s.play("TRAITOR b6@2>3")
    assert s.sides[1][1] == () and s.sides[2][0] == ("b6",)


def test_only_tactics_in_hand_may_pass_or_play_them():
    s = state(hand0=("SPY",), hand1=("b1",), flags=T)
    moves = s.legal_moves()
    assert "pass" in moves and "SPY@1" in moves
    with pytest.raises(IllegalMoveError):
        state(hand0=("SPY", "r1"), hand1=("b1",), flags=T).play("pass")
