"""State.canonical: a typed move (any spacing and case, a Recruiter's return in either order) becomes
the text legal_moves() lists; what names no legal move is refused as play() refuses it."""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError, MalformedMoveError
from stolik.schotten import new_game
from schotten_helpers import state

T = "t"


def test_typed_moves_read_as_the_listed_ones_on_a_table_with_tactics():
    s = state(["r5,JOKER:b1", "r6:", "r7:b7,b8,b9#1"], hand0=("STRATEGIST", "g2"), hand1=("g1",), flags=T,
              played=(("JOKER",), ("BANSHEE",)), discard=("BANSHEE",))
    assert all(s.canonical(move) == move for move in s.legal_moves())
    assert s.canonical("strategist  R5 @ 1 > X") == "STRATEGIST r5@1>x"
    assert s.canonical("Strategist joker@1>2") == "STRATEGIST JOKER@1>2"
    assert s.canonical(" G2@4 ") == "g2@4"
    with pytest.raises(IllegalMoveError, match="'g2@3'"):          # a claimed stone is frozen
        s.canonical("g2 @ 3")
    with pytest.raises(MalformedMoveError):
        s.canonical("play g2 on 4")


def test_a_recruiters_return_in_either_order_and_a_claim():
    s = state(flags=T, phase="return", discard=("RECRUITER",), played=(("RECRUITER",), ()),
              hand0=("g1", "SPY"), hand1=("b1",))
    assert s.legal_moves() == ["return g1 SPY"]
    assert s.canonical("RETURN spy G1") == s.canonical("return g1 spy") == "return g1 SPY"
    with pytest.raises(IllegalMoveError, match="the move is 'return g1 SPY'"):
        s.play("return SPY g1")                                      # play still takes only the listed text
    claim = state(["r7,r8:b1"], hand0=("r9", "g1"), hand1=("b2",), deck_top=("y5",)).play("r9@1")
    assert claim.legal_moves() == ["claim 1", "draw"]
    assert claim.canonical("CLAIM   1") == "claim 1" and claim.canonical(" Draw") == "draw"


def test_garbage_is_refused_like_play_refuses_it():
    game = new_game({"tactics": True}, 3)
    for text in ("x" * 10_000, "", "claim 10", None):
        with pytest.raises(MalformedMoveError):
            game.canonical(text)
