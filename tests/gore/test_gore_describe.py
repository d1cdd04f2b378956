"""describe(move) agrees with the view after the move, for every legal move of random Goré games.

The sowing's story (origin, each seed's hole, the chain of captures and the seeds taken), replayed
on the view before the move, must give exactly the view after it: screens animate from that story.
"""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError
from stolik.core.rng import Rng
from stolik.gore import from_position, new_game

PLIES = 300


def expected_after_sowing(before: dict, info) -> tuple[list[int], list[int]]:
    """The seeds and captured piles the view should show after ``info``, from ``before`` and the story alone."""
    index = {label: i for i, label in enumerate(before["labels"])}
    seeds, captured = list(before["seeds"]), list(before["captured"])
    seeds[index[info.origin]] = 0
    for hole in info.detail["sown"]:
        seeds[index[hole]] += 1
    for hole, count in zip(info.captures, info.detail["taken"], strict=True):
        assert seeds[index[hole]] == count and count in (2, 4), (hole, count)
        seeds[index[hole]] = 0
        captured[info.player] += count
    return seeds, captured


def check(state, move: str) -> None:
    info = state.describe(move)
    before, after = state.view(None), state.play(move).view(None)
    me = "SN"[info.player]
    if info.kind == "sow":
        assert info.origin in before["labels"] and before["owners"][before["labels"].index(info.origin)] == me
        assert info.detail["sown"] and info.to == info.detail["sown"][-1]
        assert len(info.detail["sown"]) == before["seeds"][before["labels"].index(info.origin)]
        assert len(set(info.captures)) == len(info.captures)
        assert not info.captures or info.captures[0] == info.to
        assert expected_after_sowing(before, info) == (after["seeds"], after["captured"])
        assert after["owners"] == before["owners"]
    elif info.kind == "offer":
        assert info.to is None and not info.captures
        assert after["offer"] == info.detail["holes"] and after["seeds"] == before["seeds"]
        assert all(after["owners"][after["labels"].index(h)] == me for h in info.detail["holes"])
        assert info.detail["price"] == 6 * len(info.detail["holes"])
    elif info.kind == "answer":
        assert before["offer"] == info.detail["holes"] and after["offer"] is None
        owners = [after["owners"][after["labels"].index(h)] for h in info.detail["holes"]]
        paid = before["captured"][info.player] - after["captured"][info.player]
        if info.tag == "accept":
            assert owners == [me] * len(owners) and paid == info.detail["price"]
        else:
            assert info.tag == "refuse" and me not in owners and paid == 0
    else:
        assert info.kind == "pass" and after["seeds"] == before["seeds"] and after["owners"] == before["owners"]
        assert not any(c for o, c in zip(before["owners"], before["seeds"]) if o == me)


@pytest.mark.parametrize("seed", range(8))
def test_every_legal_move_describes_what_the_next_view_shows(seed):
    rng = Rng(seed)
    state = new_game({"first": "SN"[seed % 2]}, 0)
    for _ in range(PLIES):
        legal = state.legal_moves()
        if not legal:
            break
        for move in legal:
            check(state, move)
        # Offers and answers are rare in random play; take them more often so they are seen.
        special = [m for m in legal if state.describe(m).kind != "sow"]
        state = state.play(rng.choice(special if special and rng.random() < 0.3 else legal))


def test_a_chain_capture_is_told_in_chain_order_with_its_seeds():
    """The landing hole N2 first, then backwards N1 and S4 (the rules' own example of a chain)."""
    info = from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S").describe("S2")
    assert (info.kind, info.origin, info.to) == ("sow", "S2", "N2")
    assert info.detail["sown"] == ["S3", "S4", "N1", "N2"]
    assert info.captures == ("N2", "N1", "S4") and info.detail["taken"] == [4, 2, 2]


def test_an_answer_tells_the_offer_and_its_price():
    state = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N").play("x:S3,N1")
    assert state.describe("+").tag == "accept" and state.describe("-").tag == "refuse"
    assert dict(state.describe("+").detail) == {"holes": ["S3", "N1"], "price": 12}


def test_a_move_not_legal_here_is_refused():
    with pytest.raises(IllegalMoveError):
        new_game({}, 0).describe("N1")
