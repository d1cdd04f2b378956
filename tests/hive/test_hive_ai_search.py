"""The Hive computer's search: the position key, the evaluation's sense of danger, killer and
history ordering, and tactics found within a node limit (the same on any machine; a normal
turn's search is about 10,000 nodes on CPython)."""
from __future__ import annotations

import pytest
from test_hive_end import ALMOST

from stolik.core.rng import Rng
from stolik.core.search import Limit, alphabeta
from stolik.core.search.adapter import WIN
from stolik.hive import from_position, new_game
from stolik.hive.ai import (_GAP, _PILLBUG_GUARD, _PILLBUG_SPARE, HiveAdapter, _closes_by_any_move, _guard,
                            choose_move, closes_ring)
from stolik.hive.board import Board
from stolik.hive.geometry import NEIGHBOURS, cell
from stolik.hive.movegen import generate
from stolik.hive.notation import parse_move
from stolik.hive.pieces import IDS, PER_COLOUR

# White threatens wQ bG1\ (the Queen steps into the last free cell beside the Black Queen); of
# Black's 24 answers, 18 let it happen (found by trying every one).
THREAT = ("wA2 -wB1",)


def _played(start, moves):
    for move in moves:
        start = start.play(move)
    return start


def _wins_at_once(state) -> bool:
    return any(state.play(m).result() is not None and state.play(m).result().winner == state.to_move
               for m in state.legal_moves())


def test_the_position_key_is_the_same_for_transposed_move_orders():
    wg1, bg1, wa1, ba1, ws1 = (IDS[name] for name in ("wG1", "bG1", "wA1", "bA1", "wS1"))
    opening = [(wg1, cell(0, 0)), (bg1, cell(1, 0))]
    one, two, other = Board(), Board(), Board()
    for board, tail in ((one, [(wa1, cell(-1, 0)), (ba1, cell(2, 0)), (ws1, cell(-1, 1))]),
                        (two, [(ws1, cell(-1, 1)), (ba1, cell(2, 0)), (wa1, cell(-1, 0))]),
                        (other, [(ws1, cell(-1, 0)), (ba1, cell(2, 0)), (wa1, cell(-1, 1))])):
        for move in opening + tail:
            board.apply(move)
    assert one.hash == two.hash
    assert other.hash != one.hash                       # the same cells, the pieces swapped
    for _ in range(5):
        one.undo()
    assert one.hash == Board().hash


def test_the_position_key_follows_apply_and_undo_at_height():
    state = _played(new_game({}, 0), ("wQ", "bQ wQ-", "wB1 -wQ", "bB1 bQ-"))
    board = state.board.copy()
    before = board.hash
    climbs = [m for m in state.legal_moves() if parse_move(board, m)[1] in board.stacks]
    assert climbs
    board.apply(parse_move(board, climbs[0]))           # a Beetle climbs onto a piece: a key at height 1
    on_top = board.hash
    board.undo()
    assert board.hash == before != on_top
    assert state.play(climbs[0]).board.hash == on_top   # rebuilt from the moves: the same key


def test_the_evaluation_prefers_a_freer_own_queen():
    # Black's Ant goes to the north side of the hive, next to the White Queen or one cell further
    # west: White's evaluation (White is to move after it) must be lower after the first.
    state = _played(new_game({}, 0), ("wQ", "bQ wQ-", "wA1 -wQ", "bA1 bQ-", "wG1 /wA1"))
    near, far = "bA1 \\wQ", "bA1 \\wA1"
    assert near in state.legal_moves() and far in state.legal_moves()
    adapter = HiveAdapter()
    assert adapter.evaluate(state.play(near).board) < adapter.evaluate(state.play(far).board)


# Found in seeded random games with the Mosquito and Pillbug: Black's Pillbug beside its Queen with
# no free cell round it that has three free sides; Black's Pillbug in hand with every cell beside
# its Queen touching a White piece.
HEMMED_IN = ("wS1", "bP wS1-", "wQ \\wS1", "bG1 bP\\", "wB1 /wS1", "bB1 bG1/", "wG1 /wQ", "bQ \\bB1",
             "wA1 \\wQ", "bA1 bB1-", "wS2 wQ/")
NO_CELL = ("wP", "bQ wP\\", "wM \\wP", "bM bQ\\", "wA1 /wM", "bG1 /bQ", "wQ /wA1", "bB1 bM/")


@pytest.mark.parametrize("moves, colour, guard", [
    (("wQ", "bQ wQ-", "wP -wQ"), 0, _PILLBUG_GUARD),   # beside her, with free cells all round to throw her to
    (("wQ", "bQ wQ-", "wP -wQ"), 1, _PILLBUG_SPARE),   # in hand, and the far side of her touches no White piece
    (("wM", "bP /wM", "wQ wM/"), 0, _PILLBUG_GUARD),   # a Mosquito beside her copies Black's Pillbug
    (HEMMED_IN, 1, 0.0),
    (NO_CELL, 1, 0.0),
])
def test_a_pillbug_guards_its_queen_where_it_can_throw_her_out(moves, colour, guard):
    """A Pillbug beside a Queen counts as a guard only with somewhere to throw her; one in hand
    counts for less, and only with a free cell beside her where it may be placed."""
    board = _played(new_game({"mosquito": True, "pillbug": True}, 0), moves).board
    queen = board.pos[colour * PER_COLOUR]
    assert _guard(board.stacks, board.pos, board.ring, colour, queen) == guard


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_stops_a_win_in_one(level):
    state = _played(from_position(ALMOST), THREAT)
    losing = [m for m in state.legal_moves() if _wins_at_once(state.play(m))]
    assert len(losing) == 18
    assert choose_move(state, level, limit=Limit(nodes=5000)) not in losing


def test_a_refutation_becomes_a_killer_and_is_tried_first():
    state = new_game({}, 0).play("wG1").play("bG1 wG1-").play("wA1 -wG1").play("bA1 bG1-")
    board = state.board.copy()
    adapter = HiveAdapter()
    moves = adapter.moves(board)
    quiet = moves[-1]
    assert adapter.order(board, moves)[0] != quiet
    adapter.cutoff(board, quiet, 2)
    assert adapter.order(board, moves)[0] == quiet
    assert adapter.history[quiet] == 4


def test_the_search_reports_refutations_and_they_save_nodes():
    """Killers and history cut the tree at the same depth: fewer nodes, the same best score."""

    class Forgetful(HiveAdapter):
        def cutoff(self, board, move, depth):
            pass

    state = _played(from_position(ALMOST), THREAT)
    learning, forgetful = HiveAdapter(state.positions_so_far()), Forgetful(state.positions_so_far())
    found = alphabeta(state.board.copy(), learning, max_depth=3)
    plain = alphabeta(state.board.copy(), forgetful, max_depth=3)
    assert learning.history and learning.killers
    assert found.score == plain.score
    assert found.nodes < plain.nodes


HOOKS = {"reduce_after": None, "reduce_more_after": None, "null_move": None, "principal_variation": False}


@pytest.mark.parametrize("hook", sorted(HOOKS))
def test_a_pruning_hook_still_stops_the_threat(hook):
    """Late move reductions (weaker-looking moves searched a ply shallower first, the latest two),
    null-move pruning (passing as a probe: where passing still holds beta the node is cut without
    its moves) and principal variation search (null windows after the first move): with or without
    each, the move chosen at depth 4 stops the win in one. (That each saves nodes is shown on
    made-up trees in tests/core; in one position any of them may cost a few.)"""
    without = type("Without", (HiveAdapter,), {hook: HOOKS[hook]})
    state = _played(from_position(ALMOST), THREAT)
    losing = {parse_move(state.board, m) for m in state.legal_moves() if _wins_at_once(state.play(m))}
    pruned = alphabeta(state.board.copy(), HiveAdapter(state.positions_so_far()), max_depth=4)
    full = alphabeta(state.board.copy(), without(state.positions_so_far()), max_depth=4)
    assert pruned.move not in losing and full.move not in losing


def test_the_pruning_hooks_together_cut_the_tree():
    state = _played(from_position(ALMOST), THREAT)
    plain = type("Plain", (HiveAdapter,), HOOKS)
    pruned = alphabeta(state.board.copy(), HiveAdapter(state.positions_so_far()), max_depth=4)
    full = alphabeta(state.board.copy(), plain(state.positions_so_far()), max_depth=4)
    assert pruned.nodes < full.nodes / 2


@pytest.mark.parametrize("expansions", ["", "MLP"])
def test_the_ring_closing_test_agrees_with_trying_every_move(expansions):
    """closes_ring asks only the pieces that could reach the gap; over random games steered to the
    Queens it must agree with playing every legal move, and both answers must occur."""
    rng = Rng(5)
    answers = []
    for _ in range(150):
        board = Board(frozenset(expansions))
        for _ in range(120):
            moves = generate(board)
            if not moves:
                break
            me = board.turn & 1
            q = board.pos[(1 - me) * PER_COLOUR]
            if q is not None and board.ring[q] in _GAP:
                gap = q + _GAP[board.ring[q]]
                answer = closes_ring(board, q, gap)
                assert answer == _closes_by_any_move(board, gap, me), board.log  # some legal move fills the gap and wins
                answers.append(answer)
            if q is not None and rng.below(2):
                moves = [m for m in moves if m[1] - q in NEIGHBOURS] or moves
            board.apply(rng.choice(moves))
    assert answers.count(True) > 50 and answers.count(False) > 50


def test_the_evaluation_cache_returns_what_a_fresh_evaluation_gives():
    state = _played(from_position(ALMOST), THREAT)
    board = state.board.copy()
    adapter = HiveAdapter()
    scores = {}
    for move in generate(board):
        board.apply(move)
        scores[move] = adapter.evaluate(board)
        board.undo()
    assert len(adapter.scores) == len(scores)
    for move, score in scores.items():
        board.apply(move)
        assert adapter.evaluate(board) == score == HiveAdapter().evaluate(board)
        board.undo()
    assert len(set(scores.values())) > 3                # the cache is keyed by position, not one value


# From a game of the previous computer against itself: White to move has no win in one, and one
# of 86 moves (the Grasshopper to the Queen's south-east) leaves Black no reply that stops the
# ring closing next turn (three replies even close it on Black's own Queen).
IN_TWO = (r"Base;InProgress;White[15];wB1;bQ /wB1;wA1 \wB1;bS1 -bQ;wA2 wA1/;bS1 -wA2;wQ wA2\;bQ wB1\;"
          r"wA2 /bQ;bA1 bQ-;wA2 bA1-;bA2 \bS1;wA3 /wA1;bA2 wQ-;wA3 bQ\;bA3 -bS1;wA3 -bA3;bB1 bS1/;"
          r"wB2 /wA1;bB1 bS1;wB2 /wB1;bB2 bB1/;wG1 /wA1;bG1 -bB2;wG1 wB2\;bG2 \bB2;wG2 /wA1;bG3 -bG2")


def _forces_the_win(state, move) -> bool:
    after = state.play(move)
    if after.result() is not None:
        return after.result().winner == state.to_move
    return all((reply := after.play(r)).result() is not None and reply.result().winner == state.to_move
               or _wins_at_once(reply) for r in after.legal_moves())


def test_hard_finds_the_queen_surround_in_two():
    state = from_position(IN_TWO)
    assert not _wins_at_once(state)
    forcing = [m for m in state.legal_moves() if _forces_the_win(state, m)]
    assert forcing == ["wG2 wQ\\"] and len(state.legal_moves()) == 86
    found = alphabeta(state.board.copy(), HiveAdapter(state.positions_so_far()), max_depth=3)
    assert found.score >= WIN - 1000
    assert choose_move(state, "hard", limit=Limit(nodes=10_000)) == "wG2 wQ\\"
