"""Random playouts: the hive stays one, the board stays consistent, apply/undo restores everything."""
from __future__ import annotations

from hypothesis import given, settings, strategies as st

from stolik.core.rng import Rng
from stolik.hive import new_game
from stolik.hive.hive import PinCheck, connected, pinned_cells
from stolik.hive.movegen import generate


def _snapshot(board):
    return ({c: list(s) for c, s in board.stacks.items()}, list(board.pos), board.turn, board.last, board.hash)


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
        # The quick local pin test never contradicts the full articulation pass.
        cuts = pinned_cells(board.stacks)
        for c in board.stacks:
            assert PinCheck(board.stacks)(c) == (c in cuts)
        on_board = sum(len(s) for s in board.stacks.values())
        assert on_board == sum(p is not None for p in board.pos)
        assert all(piece in board.stacks[c] for piece, c in enumerate(board.pos) if c is not None)
        state = state.play(rng.choice(state.legal_moves()))
