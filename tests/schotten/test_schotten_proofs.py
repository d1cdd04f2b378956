"""Proofs: claims against every card not face up (rulings: "Claim"; seed: "Przejęcie polany")."""
from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings, strategies as st

from stolik.core.errors import PositionError
from stolik.core.rng import Rng
from stolik.schotten import new_game
from stolik.schotten.analysis import beating_completion, can_claim, check_table, compare, stone_table
from stolik.schotten.cards import CLAN, clan_pair

import schotten_helpers as h


def naive_strength(cards):
    """An independent reading of the rules' table for three clan cards: (rank, sum)."""
    values = sorted(int(c[1]) for c in cards)
    suited = len({c[0] for c in cards}) == 1
    run = values[1] == values[0] + 1 and values[2] == values[1] + 1
    if run and suited:
        rank = 4
    elif values[0] == values[2]:
        rank = 3
    elif suited:
        rank = 2
    elif run:
        rank = 1
    else:
        rank = 0
    return rank, sum(values)


def brute_force_claim(mine, theirs, seen):
    """The claim rule by enumerating every completion card by card."""
    unseen = [c for c in CLAN if c not in set(mine) | set(theirs) | set(seen)]
    target = naive_strength(mine)
    for extra in itertools.combinations(unseen, 3 - len(theirs)):
        if naive_strength(tuple(theirs) + extra) > target:
            return False
    return True


def test_unbeatable_colour_run_claims_against_one_card():
    assert can_claim(("r7", "r8", "r9"), ("b5",))


def test_three_of_a_kind_fails_while_a_colour_run_is_possible():
    assert not can_claim(("r5", "b5", "g5"), ("y3",))
    found = beating_completion(("r5", "b5", "g5"), ("y3",))
    assert found is not None and len(found) == 2
    assert compare(("r5", "b5", "g5"), ("y3",) + found) == "B"


def test_cards_seen_at_other_stones_make_the_proof():
    """8-8-8 loses only to a colour run with y3 (y1-y2, y2-y4, y4-y5): every one needs y2 or y4."""
    mine, theirs = ("r8", "b8", "g8"), ("y3",)
    assert not can_claim(mine, theirs)
    blockers = ("y2", "y4")                   # every yellow run through 3 needs y2 or y4
    assert can_claim(mine, theirs, seen=blockers)
    assert brute_force_claim(mine, theirs, blockers)


def test_a_hand_proves_nothing():
    """The claimant's own hand is unseen: holding y2 and y4 does not help, only the table does."""
    mine, theirs = ("r8", "b8", "g8"), ("y3",)
    # can_claim has no hand argument by design; seen lists only face-up cards.
    assert not can_claim(mine, theirs, seen=())


def test_tie_completion_cannot_block_the_claimant():
    """r1 b2 g3 is a run summing 6; with only o3, y3 and p3 unseen, y1 p2 can only become a run
    summing 6 too: a tie, which the claimant wins by having completed first."""
    mine = ("r1", "b2", "g3")
    theirs = ("y1", "p2")
    seen = [c for c in CLAN if c not in set(mine) | set(theirs) | {"o3", "y3", "p3"}]
    assert can_claim(mine, theirs, seen=seen)
    assert brute_force_claim(mine, theirs, seen)


def test_both_complete_compares_and_uses_completion_order():
    a, b = ("r2", "b3", "g4"), ("y2", "p3", "o4")
    assert can_claim(a, b, mine_first=True)
    assert not can_claim(a, b, mine_first=False)
    assert beating_completion(a, b, mine_first=False) == ()


def test_incomplete_claimant_cannot_claim():
    assert not can_claim(("r7", "r8"), ("b1",))


def test_joker_on_the_other_side_takes_its_best_value():
    assert not can_claim(("r9", "b9", "g9"), ("JOKER", "y8"))       # Joker + y8 + y9/y7 -> colour run
    assert can_claim(("r7", "r8", "r9"), ("JOKER", "y1"), seen=())  # best: y1 y2 y3 colour run of 6 < 24
    assert not can_claim(("r4", "r5", "r6"), ("SPY", "y8"))        # Spy=y7, y9 -> colour run 24 > 15


def test_mud_needs_four_and_blind_sums():
    assert not can_claim(("r7", "r8", "r9"), ("b9",), modes=("MUD",))        # mine is not complete
    assert can_claim(("r1", "r2", "r3"), ("y1", "y2"))                        # y3 only ties the colour run
    assert not can_claim(("r1", "r2", "r3"), ("y1", "y2"), modes=("BLIND",))  # sums: 1+2+4 > 6
    assert can_claim(("r9", "b9", "g8"), ("y1", "y2"), modes=("BLIND",))      # 26 vs at most 1+2+9


def test_bad_cards_raise_value_error_naming_them():
    with pytest.raises(PositionError, match="'r0'"):
        can_claim(("r0", "r8", "r9"), ())
    with pytest.raises(PositionError, match="'zz'"):
        can_claim(("r7", "r8", "r9"), (), seen=("zz",))
    with pytest.raises(PositionError, match="'SNOW'"):
        beating_completion(("r7", "r8", "r9"), (), modes=("SNOW",))


@settings(max_examples=120, deadline=None)
@given(data=st.data())
def test_proof_matches_brute_force_enumeration(data):
    """can_claim agrees with card-by-card enumeration; a beating completion really beats and is unseen."""
    cards = data.draw(st.permutations(CLAN))
    n_theirs = data.draw(st.integers(0, 2))
    n_seen = data.draw(st.integers(0, 30))
    mine, theirs = tuple(cards[:3]), tuple(cards[3:3 + n_theirs])
    seen = tuple(cards[3 + n_theirs:3 + n_theirs + n_seen])
    verdict = can_claim(mine, theirs, seen)
    assert verdict == brute_force_claim(mine, theirs, seen)
    found = beating_completion(mine, theirs, seen)
    assert (found is None) == verdict
    if found is not None:
        assert len(found) == 3 - n_theirs
        assert not set(found) & (set(mine) | set(theirs) | set(seen))
        assert naive_strength(theirs + found) > naive_strength(mine)


def test_three_of_a_kind_is_proved_against_one_card_whatever_completes_it():
    """Three 6s against a yellow 1 whose flush and straight the seen cards cut: no completion beats
    them, and the proof says so (its speed, under 5 ms on CPython: scripts/bench schotten)."""
    assert can_claim(("r6", "b6", "g6"), ("y1",), seen=("y2", "y3", "p2", "p3", "o2", "o3"))


@pytest.mark.parametrize("options", [{}, {"tactics": True}])
def test_a_stones_table_from_the_view_gives_the_engines_own_verdict(options):
    """stone_table reads only the public table, and the proof on it is the claim rule's answer (the
    analysis tool opened from a game shows what a claim there would meet)."""
    rng = Rng(5)
    for seed in (1, 2, 3):
        state = new_game(options, seed)
        while state.result() is None:
            view, p = state.view(None), state.to_move
            for s in view["stones"]:
                if s["owner"] is None:
                    table = stone_table(view, s["number"], p)
                    assert beating_completion(**table) == state.claim_blocker(s["number"] - 1, p), (state.position(), s)
            state = state.play(rng.choice(state.legal_moves()))


def test_the_stones_table_says_who_completed_first():
    tie = h.state(["r1,r2,r3:b1,b2,b3^1"], ["g1"], ["g2"])       # equal colour runs: B completed first
    for p, verdict in ((0, ()), (1, None)):
        table = stone_table(tie.view(None), 1, p)
        assert table["mine_first"] == (p == 1) and beating_completion(**table) == verdict == tie.claim_blocker(0, p)


@pytest.mark.parametrize("mine, theirs, seen, modes, fragment", [
    (["r1"], ["b1"], ["r1"], [], "'r1'"),                          # a clan card on a side and seen
    (["JOKER", "JOKER"], ["JOKER"], [], [], "'JOKER' has only 2"),
    (["r1"], [], ["SPY"], [], "'SPY'"),                              # troops lie on sides only
    (["r1"], [], [], ["BLIND", "BLIND"], "once"),
    (["r1", "r2", "r3", "r4"], [], [], [], "more than the 3"),
    (["r1"], ["r1"], [], [], "'r1' cannot lie on both sides"),
])
def test_a_table_that_cannot_lie_around_one_stone_is_refused(mine, theirs, seen, modes, fragment):
    with pytest.raises(PositionError, match=fragment):
        check_table(mine, theirs, seen, modes)
    check_table(["r1", "JOKER"], ["b1", "JOKER", "SPY"], ["g1", "g2"], ["MUD", "BLIND"])     # each card once: fine


@pytest.mark.parametrize("refuse, code, params, english", [
    (lambda: check_table(["XX"], []), "not-a-card", {"card": "'XX'"},
     "'XX' is not a card here (clan cards look like 'r7'; troops: JOKER, SPY, SHIELD)"),
    (lambda: clan_pair("JOKER"), "not-clan", {"card": "'JOKER'"},
     "'JOKER' is not a clan card (colour letter of 'rbgypo' and a value 1-9)"),
    (lambda: check_table(["r1"], [], [], ["FOG"]), "not-a-mode", {"mode": "'FOG'"},
     "'FOG' is not a stone mode (BLIND or MUD)"),
    (lambda: check_table(["r1"], [], [], ["BLIND", "BLIND"]), "mode-twice", {"modes_cards": ("BLIND", "BLIND")},
     "a mode lies on a stone once: ['BLIND', 'BLIND']"),
    (lambda: check_table(["r1"], ["b2", "b2"]), "side-card-twice", {"side": "theirs", "group_cards": ("b2", "b2")},
     "theirs holds the same clan card twice: ('b2', 'b2')"),
    (lambda: check_table(["r1", "r2", "r3", "r4", "r5"], [], [], ["MUD"]), "side-over-size",
     {"side": "mine", "count": 5, "size": 4}, "mine has 5 cards, more than the 4 a side holds here"),
    (lambda: check_table(["r1"], ["r1"]), "both-sides", {"card": "'r1'", "card_cards": ("r1",)},
     "'r1' cannot lie on both sides"),
    (lambda: check_table(["r1"], [], ["SPY"]), "seen-not-clan", {"card": "'SPY'", "card_cards": ("SPY",)},
     "only clan cards count as seen, not 'SPY'"),
    (lambda: check_table(["r1"], ["b1"], ["r1"]), "clan-twice", {"card": "'r1'", "card_cards": ("r1",)},
     "a clan card lies twice: 'r1'"),
    (lambda: check_table(["JOKER", "JOKER"], ["JOKER"]), "troop-copies", {"card_cards": ("JOKER",), "count": 2},
     "'JOKER' has only 2 copies"),
    (lambda: compare(("r1", "r2", "r3"), ("b1", "b2", "b3"), first="C"), "first-letter", {"first": "'C'"},
     "first must be 'A' or 'B', not 'C'"),
    (lambda: compare(("r1", "r2", "r3"), ("b1", "b2")), "side-incomplete", {"player": "B", "count": 2, "size": 3},
     "side B has 2 cards; a complete side here has 3"),
])
def test_each_refusal_of_a_table_names_its_rule_for_the_page(refuse, code, params, english):
    """The proof tool's table refused with a rule's code and what the page needs to say it (cards as they are,
    for the page to name), while the engine's English stays word for word what it was."""
    with pytest.raises(PositionError) as refused:
        refuse()
    assert (refused.value.code, str(refused.value)) == (code, english)
    assert params.items() <= refused.value.params.items()
