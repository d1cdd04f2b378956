"""The analysis board's best three (alphabeta's ``keep``, each game's ``ai.best_moves``): the moves shown are
the three best by a full search of every move, with their exact scores, not bounds."""
from __future__ import annotations

import pytest

from stolik.core.search import Limit, alphabeta
from stolik.gore import ai as gore_ai, new_game as new_gore
from stolik.hive import ai as hive_ai, new_game as new_hive


def _exact(state, adapter, depth: int) -> dict[str, float]:
    """Each root move's score by a search of its own position: no pruning across root moves."""
    scores = {}
    for move in state.legal_moves():
        child = state.play(move)
        if child.result() is not None:
            scores[move] = alphabeta(state, adapter, max_depth=1, keep=len(state.legal_moves())).scores[move]
            continue
        found = alphabeta(child, adapter, max_depth=depth - 1)
        scores[move] = found.score if child.to_move == state.to_move else -found.score
    return scores


@pytest.mark.parametrize("seed, opening", [(3, ("S2", "N3", "S4")), (5, ("N1",)), (9, ())])
def test_keep_scores_the_best_three_root_moves_exactly(seed, opening):
    state = new_gore({"first": "N" if opening[:1] == ("N1",) else "S"}, seed)
    for move in opening:
        state = state.play(move)
    kept = alphabeta(state, gore_ai.ADAPTER, max_depth=6, keep=3).scores
    exact = _exact(state, gore_ai.ADAPTER, 6)
    top = sorted(kept, key=lambda m: (-kept[m], m))[:3]
    assert [round(kept[m], 6) for m in top] == [round(exact[m], 6) for m in top]
    assert sorted(exact.values(), reverse=True)[:3] == sorted((exact[m] for m in top), reverse=True)


def test_one_kept_move_searches_as_before():
    state = new_gore({"first": "S"}, 3)
    assert alphabeta(state, gore_ai.ADAPTER, max_depth=6).move == alphabeta(state, gore_ai.ADAPTER, max_depth=6, keep=1).move


def test_hives_best_moves_are_three_legal_moves_best_first_and_none_once_over():
    state = new_hive({}, 1)
    for ply in range(6):
        state = state.play(sorted(state.legal_moves())[ply % 3])
    found = hive_ai.best_moves(state, Limit(depth=2))
    assert len(found.moves) == 3 and found.depth == 2 and {m for m, _ in found.moves} <= set(state.legal_moves())
    assert [c for _, c in found.moves] == sorted((c for _, c in found.moves), reverse=True)


def test_kosci_judges_a_roll_to_use_and_a_roll_to_make_but_not_the_setup():
    from stolik.kosci import ai as kosci_ai, from_position, new_game as new_kosci
    pawns = "A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A "
    rolled = kosci_ai.best_moves(from_position(pawns + "6321"), Limit(nodes=8))
    assert len(rolled.moves) == 3 and rolled.samples == 8 and rolled.depth == 0
    to_roll = kosci_ai.best_moves(from_position(pawns + "-"), Limit(nodes=8))
    assert [move for move, _ in to_roll.moves] == ["roll"] and 0.0 < to_roll.moves[0][1] < 1.0
    assert kosci_ai.best_moves(new_kosci({}, 3), Limit(nodes=8)).moves == ()


def test_a_search_cut_mid_depth_still_shows_three_moves_of_the_last_whole_depth():
    """Found in the browser: a search out of time mid-depth took that depth's few moves searched (Hive keeps a
    better move found there), and the board listed two."""
    from stolik.hive import from_position
    state = from_position("Base;InProgress;White[5];wA1;bA1 /wA1;wA2 wA1/;bA2 -bA1;wA3 \\wA2;bA3 \\bA2;wQ -wA3;bQ /bA2")
    for nodes in (400, 600, 2200, 2400):                   # each stops where the old rule listed fewer
        assert len(hive_ai.best_moves(state, Limit(nodes=nodes)).moves) == 3


def test_schotten_judges_from_the_movers_view_and_takes_a_provable_claim_alone():
    from dataclasses import replace

    from stolik.schotten import ai as schotten_ai, new_game as new_schotten
    state = new_schotten({}, 8)
    found = schotten_ai.best_moves(state, Limit(nodes=40))
    assert len(found.moves) == 3 and found.samples == 40 and {m for m, _ in found.moves} <= set(state.legal_moves())
    opp = 1 - state.to_move                       # another hand across the table and another deck: the same answer
    pool = list(reversed(state.hands[opp] + state.clan_deck))
    hand = tuple(sorted(pool[:len(state.hands[opp])]))
    other = replace(state, hands=(state.hands[0], hand) if opp == 1 else (hand, state.hands[1]),
                    clan_deck=tuple(pool[len(hand):]))
    assert other.hands[opp] != state.hands[opp] and schotten_ai.best_moves(other, Limit(nodes=40)) == found
    while not state.legal_moves()[0].startswith("claim"):
        state = state.play(state.legal_moves()[0])
    claim = schotten_ai.best_moves(state, Limit(nodes=20))
    assert [move for move, _ in claim.moves] == [state.legal_moves()[0]]
