"""Random playouts: the hive stays one, the board stays consistent, apply/undo restores everything."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from stolik.core.rng import Rng
from stolik.hive import new_game
from stolik.hive.hive import PinCheck, connected
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.movegen import generate


def _snapshot(board):
    rings = {c: ring for c, ring in board.ring.items() if ring}
    return ({c: list(s) for c, s in board.stacks.items()}, list(board.pos), board.turn, board.last, board.hash,
            rings, board.euler, set(board.tall))


def _recounted(board):
    """The ring masks and the Euler number counted afresh from the occupied cells."""
    rings = {}
    for c in board.stacks:
        for i, d in enumerate(NEIGHBOURS):
            rings[c + d] = rings.get(c + d, 0) | 1 << (i + 3) % 6
    edges = sum(bin(rings.get(c, 0)).count("1") for c in board.stacks) // 2
    triangles = sum(1 for c in board.stacks for a, b in ((NEIGHBOURS[i], NEIGHBOURS[i - 1]) for i in range(6))
                    if c + a in board.stacks and c + b in board.stacks) // 3
    tall = {c for c, stack in board.stacks.items() if len(stack) > 1}
    return rings, len(board.stacks) - edges + triangles, tall


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=2**32), expansions=st.sampled_from(["", "M", "L", "P", "MLP"]),
       tournament=st.booleans())
def test_random_games_keep_one_hive(seed, expansions, tournament):
    options = {"mosquito": "M" in expansions, "ladybug": "L" in expansions, "pillbug": "P" in expansions,
               "tournament": tournament}
    state = new_game(options, seed)
    rng = Rng(seed)
    for _ in range(120):
        if state.result() is not None:
            break
        board = state.board.copy()
        before = _snapshot(board)
        moves = generate(board)
        for move in moves:                      # every move keeps the hive whole and undoes cleanly
            board.apply(move)
            assert connected(board.stacks)
            board.undo()
            assert _snapshot(board) == before
        # The rings, the Euler number and the tall-stack count follow the board; the pin test
        # (a table lookup without holes, articulation points with them) agrees with lifting
        # each stack and looking.
        assert _recounted(board) == _snapshot(board)[5:]
        pinned = PinCheck(board)
        for c in board.stacks:
            rest = {x: s for x, s in board.stacks.items() if x != c}
            assert pinned(c) == (not connected(rest))
        on_board = sum(len(s) for s in board.stacks.values())
        assert on_board == sum(p is not None for p in board.pos)
        assert all(piece in board.stacks[c] for piece, c in enumerate(board.pos) if c is not None)
        state = state.play(rng.choice(state.legal_moves()))
