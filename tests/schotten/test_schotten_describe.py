"""describe(move) tells what a move does, and the view after the move agrees: over random games in
every variant, where the card went (``to``), what was taken (``captures``) and claimed (``claims``)."""
from __future__ import annotations

import pytest

from stolik.core.errors import IllegalMoveError, MalformedMoveError
from stolik.core.refusal import Refusal
from stolik.core.rng import Rng
from stolik.schotten import GAME, new_game
from stolik.schotten.cards import TACTIC_COUNTS
from stolik.schotten.formations import formation

import schotten_helpers as h

VARIANTS = [{"tactics": t, "expert": e} for t in (False, True) for e in (False, True)]


def check_agrees(before, move: str) -> None:
    """The view after ``move`` shows what ``before.describe(move)`` said."""
    info = before.describe(move)
    p = info.player
    was = before.view(p)
    after = before.play(move)
    now = after.view(p)
    stones = {s["number"]: s for s in now["stones"]}
    if "hand" in info.detail:
        assert info.detail["hand"] in was["hand"], (move, info)
    if info.kind == "place":
        where = stones[int(info.to)]
        assert info.piece in (where["modes"] if info.tag == "environment" else where["sides"][p]), (move, info)
    elif info.kind == "tactic" and info.tag != "recruiter":
        src = int(info.origin)
        owner = info.detail["side"]
        assert info.piece in was["stones"][src - 1]["sides"][owner], (move, info)
        assert info.piece not in stones[src]["sides"][owner], (move, info)
        assert info.captures == ((info.piece,) if owner != p else ()), (move, info)
        if info.to is None:
            assert now["discard"][-1] == info.piece, (move, info)
        else:
            assert info.piece in stones[int(info.to)]["sides"][p], (move, info)
    elif info.kind == "tactic":
        assert now["phase"] in ("recruit", "return", "claimx", "play"), (move, info)
    elif info.kind == "claim":
        (n,) = info.claims
        assert stones[int(n)]["owner"] == p, (move, info)
        assert info.detail["mine"] == was["stones"][int(n) - 1]["formations"][p]
        assert info.detail["theirs"] == was["stones"][int(n) - 1]["formations"][1 - p]
    elif info.kind == "draw":
        deck = info.detail["deck"]
        assert now["decks"][deck] < was["decks"][deck], (move, info)
    elif info.kind == "return":
        for deck in ("clan", "tactic"):
            assert now["decks"][deck] == was["decks"][deck] + info.detail["decks"].count(deck), (move, info)
    else:
        assert info.kind in ("end", "pass") and info.kind == move, (move, info)
    if info.to is not None:
        assert info.to in {str(s["number"]) for s in now["stones"]}


@pytest.mark.parametrize("options", VARIANTS, ids=lambda o: "-".join(k for k, v in o.items() if v) or "base")
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_described_moves_agree_with_the_next_view(options, seed):
    rng = Rng(seed * 7 + 1)
    state = new_game(options, seed)
    for _ in range(GAME.max_plies):
        legal = state.legal_moves()
        if not legal:
            break
        tactic = [m for m in legal if state.describe(m).kind in ("tactic", "claim", "return")]
        move = rng.choice(tactic) if tactic and rng.random() < 0.5 else rng.choice(legal)
        check_agrees(state, move)
        check_tactic_wait(state, legal)
        state = state.play(move)


def check_tactic_wait(state, legal: list[str]) -> None:
    """A player the view says must wait has no tactic card among the legal moves."""
    if state.view(None)["tactic_wait"][state.to_move]:
        assert not [m for m in legal if state.describe(m).detail.get("hand") in TACTIC_COUNTS], legal


def test_the_view_shows_complete_groups_and_the_values_troops_take():
    state = h.state(["r8,r9,JOKER:b1,b2", "b7,g7,SPY:SHIELD,o1,o9+BLIND^0"], ["r1"], ["g1"], flags="t",
                    played=(("JOKER", "SPY"), ("SHIELD", "BLIND")))
    stones = state.view(None)["stones"]
    assert stones[0]["formations"] == [formation(["r8", "r9", "JOKER"]), None]
    assert stones[0]["formations"][0] == {"name": "colour-run", "total": 24, "strength": 424, "took": [[2, 7, "r"]]}
    assert stones[1]["formations"][0]["took"] == [[2, 7, None]]
    assert stones[1]["formations"][1] == {"name": "sum", "total": 13, "strength": 13, "took": [[0, 3, None]]}


def test_a_traitor_names_both_stones_and_what_it_takes():
    state = h.state(["r1:g5"], ["TRAITOR", "r2"], ["b1"], flags="t")
    info = state.describe("TRAITOR g5@1>3")
    assert (info.kind, info.tag, info.piece, info.origin, info.to, info.captures) == \
        ("tactic", "traitor", "g5", "1", "3", ("g5",))


def test_a_strategist_discard_goes_nowhere():
    state = h.state(["r1:g5"], ["STRATEGIST", "r2"], ["b1"], flags="t")
    info = state.describe("STRATEGIST r1@1>x")
    assert (info.tag, info.piece, info.origin, info.to, info.captures) == ("strategist", "r1", "1", None, ())


def test_a_claim_tells_both_groups():
    state = h.state(["r7,r8,r9:b1,b2,b3^1"], ["g1"], ["g2"], phase="claim")
    info = state.describe("claim 1")
    assert info.claims == ("1",)
    assert info.detail["mine"]["name"] == "colour-run" and info.detail["theirs"]["total"] == 6


def test_refusals_say_why():
    state = h.state(["r1,r2,r3:b7,b8,b9^0", "r4,g4,y4:b5"], ["g1"], ["g2"], phase="claim")
    assert state.refusal("claim 1").code == "beaten"
    could = state.refusal("claim 2")
    assert could.code == "could" and could.detail["theirs"]["strength"] > could.detail["mine"]["strength"]
    assert state.refusal("claim 3") == Refusal("incomplete", {"size": 3, "mine": None, "theirs": None, "cards": []})
    with pytest.raises(MalformedMoveError):
        state.refusal("draw")


def test_a_move_that_is_not_legal_is_not_described():
    state = new_game({}, 1)
    with pytest.raises(IllegalMoveError):
        state.describe("claim 1")
