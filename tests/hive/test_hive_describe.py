"""describe(move): what each legal move does, told in the view's own names (the shared half of the
contract is tests/test_conformance.py). Over random games, ``to``, ``origin`` and ``covers`` agree with
the views before and after the move; scenario positions check each tag."""
from __future__ import annotations

import pytest
from hive_helpers import game

from stolik.core.errors import IllegalMoveError, MalformedMoveError
from stolik.core.rng import Rng
from stolik.hive import new_game
from stolik.hive.movegen import ability_moves, generate, own_moves
from stolik.hive.pieces import COLOUR, IDS, PER_COLOUR
from stolik.hive.placement import placeable_pieces, placement_cells

ALL = {"mosquito": True, "ladybug": True, "pillbug": True}


def stacks(view) -> dict[str, list[str]]:
    return {c["cell"]: c["stack"] for c in view["cells"]}


def neighbours(a: str, b: str) -> bool:
    (q1, r1), (q2, r2) = (map(int, a.split(",")), map(int, b.split(",")))
    return (q2 - q1, r2 - r1) in ((0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0))


def random_states(seed: int, options: dict, plies: int = 70):
    rng = Rng(seed)
    state = new_game(options, seed)
    for _ in range(plies):
        legal = state.legal_moves()
        if not legal:
            return
        yield state
        state = state.play(legal[rng.below(len(legal))])


@pytest.mark.parametrize("seed", [3, 4, 5])
@pytest.mark.parametrize("options", [ALL, {"pillbug": True}, {}], ids=["MLP", "P", "base"])
def test_every_move_lands_where_describe_says(seed, options):
    """The piece stands on top of ``to`` afterwards, over exactly ``covers``; ``to`` is a cell the view
    lists (a stack or a free cell); the piece came from the top of ``origin`` (or the hand); a throw's
    thrower touches both cells and belongs to the mover."""
    for state in random_states(seed, options):
        before = state.view(None)
        cells = stacks(before)
        listed = set(cells) | {c["cell"] for c in before["free"]}
        for move in state.legal_moves():
            info = state.describe(move)
            after = state.play(move).view(None)
            if info.kind == "pass":
                assert info.piece is None and info.to is None and after["cells"] == before["cells"]
                continue
            assert stacks(after)[info.to] == [*info.covers, info.piece] and info.to in listed, move
            assert info.covers == tuple(cells.get(info.to, ())), move
            assert info.captures == info.claims == ()
            if info.kind == "place":
                assert info.origin is None and info.tag == "" and info.piece in before["reserve"]["wb"[info.player]]
                continue
            assert info.kind == "move" and cells[info.origin][-1] == info.piece, move
            assert (info.tag == "climb") == (bool(info.covers) or len(cells[info.origin]) > 1), move
            if info.tag == "throw":
                thrower = info.detail["thrower"]
                at = next(c for c, s in cells.items() if s[-1] == thrower)
                assert thrower[0] == "wb"[info.player] and thrower[1] in "PM"
                assert neighbours(at, info.origin) and neighbours(at, info.to), move
            else:
                assert info.piece[0] == "wb"[info.player] and info.tag in ("slide", "climb", "jump", "over")
                assert ("as" in info.detail) == (info.piece[1] == "M"), move


@pytest.mark.parametrize("seed", [6, 7])
def test_own_moves_and_ability_moves_make_up_the_legal_moves(seed):
    """describe's one-piece generators agree with movegen.generate: placements, each piece's own
    moves and the Pillbug-ability moves are exactly the legal moves."""
    for state in random_states(seed, ALL, 90):
        board = state.board.copy()
        listed = set(generate(board))
        colour = board.turn & 1
        made = {(p, c) for p in placeable_pieces(board) for c in placement_cells(board)}
        for piece in range(colour * PER_COLOUR, (colour + 1) * PER_COLOUR):
            if board.pos[piece] is not None:
                made |= {(piece, c) for c in own_moves(board, piece)}
        made |= set(ability_moves(board))
        assert made == listed or listed == {(-1, 0)} and not made


def test_a_beetle_climb_covers_the_queen():
    state = game("Base+MLP;InProgress;White[3];wQ;bS1 -wQ;wB1 wQ-;bL /bS1")
    info = state.describe("wB1 wQ")
    assert (info.kind, info.piece, info.origin, info.to, info.covers, info.tag) == ("move", "wB1", "1,0", "0,0", ("wQ",), "climb")
    assert state.describe("wB1 wQ/").tag == "slide"


def test_a_beetle_stepping_down_from_a_stack_climbs():
    state = game("Base;InProgress;White[4];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ;wB1 wQ;bA1 -bS1")
    info = state.describe("wB1 wQ\\")
    assert (info.origin, info.to, info.covers, info.tag) == ("0,0", "0,1", (), "climb")


def test_a_grasshopper_jumps_and_a_ladybug_goes_over():
    assert game("Base+MLP;InProgress;White[3];wQ;bA1 \\wQ;wG1 wQ-;bM -bA1").describe("wG1 bM\\").tag == "jump"
    assert game("Base+MLP;InProgress;White[3];wQ;bG1 wQ\\;wL wQ/;bB1 bG1-").describe("wL /bG1").tag == "over"


def test_a_mosquito_says_which_bug_it_copies():
    state = game("Base+MLP;InProgress;White[4];wQ;bA1 \\wQ;wG1 wQ-;bM -bA1;wM wQ\\;bB1 bA1/")
    info = state.describe("wM -bB1")
    assert (info.tag, dict(info.detail)) == ("jump", {"as": "G"})
    climb = game("Base+MLP;InProgress;White[4];wQ;bS1 -wQ;wB1 wQ-;bL /bS1;wM \\wB1;bS2 -bL").describe("wM wB1")
    assert (climb.tag, climb.covers, dict(climb.detail)) == ("climb", ("wB1",), {"as": "B"})


def test_a_pillbug_throws_the_opponents_piece():
    state = game("Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ")
    info = state.describe("bG1 wP-")
    assert (info.kind, info.player, info.piece, info.origin, info.to) == ("move", 0, "bG1", "-1,1", "1,0")
    assert (info.tag, dict(info.detail)) == ("throw", {"thrower": "wP"})


def test_own_queen_two_cells_away_is_thrown_and_one_step_is_her_own():
    """wP (0,0), bQ (1,0), wQ (-1,0), bA1 (2,0): the Queen steps to (-1,1) or (0,-1) herself; the
    Pillbug sets her down at (1,-1) or (0,1), two cells away."""
    state = game("Base+P;InProgress;White[3];wP;bQ wP-;wQ -wP;bA1 bQ-")
    tags = {m: state.describe(m).tag for m in state.legal_moves() if m.startswith("wQ")}
    assert tags == {"wQ /wP": "slide", "wQ \\wP": "slide", "wQ \\bQ": "throw", "wQ wP\\": "throw"}


def test_a_mosquito_beside_a_pillbug_throws_as_one():
    """White's Mosquito (0,0) touches Black's Pillbug (0,-1), so it lifts that Pillbug over itself."""
    state = game("Base+MLP;InProgress;White[5];wM;bP \\wM;wG1 wM-;bQ \\bP;wS1 wG1/;bQ -wS1;wQ /wM;bS1 \\bQ")
    info = state.describe("bP -wM")
    assert (info.piece, info.origin, info.to, info.tag, dict(info.detail)) == ("bP", "0,-1", "-1,0", "throw", {"thrower": "wM"})


def test_own_pillbug_thrown_by_own_mosquito():
    state = game("Base+MLP;InProgress;White[4];wQ;bB1 /wQ;wM wQ-;bB2 -bB1;wP wM-;bA1 bB2\\")
    info = state.describe("wP \\wM")
    assert (info.tag, dict(info.detail)) == ("throw", {"thrower": "wM"})


def test_pass_and_placement():
    state = new_game({}, 0)
    assert state.describe("wS1").to == "0,0" and state.describe("wS1").kind == "place"
    after = state.play("wS1")
    info = after.describe("bB1 wS1-")
    assert (info.kind, info.player, info.piece, info.origin, info.to) == ("place", 1, "bB1", None, "1,0")


def test_describe_refuses_what_play_refuses():
    state = game("Base;InProgress;White[2];wS1;bA1 -wS1")
    with pytest.raises(IllegalMoveError):
        state.describe("wQ -bA1")                       # touches the opponent
    with pytest.raises(MalformedMoveError):
        state.describe("wQ wS1-;")
    with pytest.raises(MalformedMoveError):
        state.describe("x" * 100_000)


def test_describe_does_not_slow_or_change_the_state():
    """describe works on the state's board and puts it back as it was."""
    state = game("Base+MLP;InProgress;White[5];wM;bP \\wM;wG1 wM-;bQ \\bP;wS1 wG1/;bQ -wS1;wQ /wM;bS1 \\bQ")
    before = (state.position(), state.view(None), state.board.hash, dict(state.board.ring), state.board.euler)
    for move in state.legal_moves():
        state.describe(move)
    assert (state.position(), state.view(None), state.board.hash, dict(state.board.ring), state.board.euler) == before


def test_the_view_names_surrounded_queens():
    text = ("Base+MLP;BlackWins;White[12];wQ;bP wQ\\;wQ -bP;bA1 bP/;wQ -bA1;bQ bA1\\;wQ -bP;bA1 \\wQ;wS1 /wQ;"
            "bQ \\bP;wS1 \\bA1;bQ wQ\\;wS1 /wQ;bP wQ/;wS1 \\bA1;bA2 bP-;wS1 /wQ;bA2 /bA1;wS1 -bA1;bA3 \\bP;wS1 bA2\\;bA3 bP\\")
    view = game(text).view(None)
    assert [stacks(view)[c][0] for c in view["surrounded"]] == ["wQ"]
    assert game("Base;InProgress;White[2];wS1;bA1 -wS1").view(None)["surrounded"] == []
