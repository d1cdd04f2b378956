"""UHP notation (rules/hive.md "Notation"): MoveStrings read in any valid form, written as Mzinga
writes them; GameStrings written and read back; precise errors."""
from __future__ import annotations

import json
import re

import pytest
from hive_helpers import game

from stolik.core.errors import IllegalMoveError, MalformedMoveError, PositionError
from stolik.core.refusal import Refusal
from stolik.core.rng import Rng
from stolik.hive import from_position, new_game
from stolik.hive.notation import move_text, parse_move
from stolik.hive.pieces import parse_game_type

LINE = "Base;InProgress;White[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-"


def test_any_reference_reads_and_mzinga_form_is_written():
    # wA1 (-1,0) to (0,-1): NW of wQ, or NE of wA1 itself. Mzinga names the first occupied
    # neighbour of (0,-1) in the order NW, NE, E, SE (wQ), SW, W: "wA1 \\wQ".
    state = game(LINE)
    for text in ("wA1 \\wQ", "wA1 wA1/", "  wA1   \\wQ "):
        assert state.canonical(text) == "wA1 \\wQ"
        read = from_position("Base;InProgress;Black[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-;" + text)
        assert read.moves[-1] == "wA1 \\wQ"


# Black's only piece, bQ, is pinned and every free cell beside it touches White: a forced pass.
FORCED_PASS = ("Base;InProgress;Black[5];wQ;bQ wQ/;wS1 wQ\\;bQ wS1/;wG1 -wQ;bQ wS1-;wA1 \\wQ;"
               "bQ wS1/;wG1 bQ-")


def test_play_takes_only_the_listed_spelling():
    """Records keep one text per move: play() refuses another reference piece, spacing or 'PASS'
    and names the listed text; State.canonical translates them, for the GameString and UHP readers too."""
    state = game(LINE)
    for text in ("wA1 wA1/", "  wA1   \\wQ ", "wA1 \\wQ\t"):
        with pytest.raises(MalformedMoveError, match=r"not how this move is written: play 'wA1 \\\\wQ'"):
            state.play(text)
    stuck = game(FORCED_PASS)
    with pytest.raises(MalformedMoveError, match="play 'pass'"):
        stuck.play("PASS")
    assert stuck.canonical("PASS") == "pass"
    assert from_position(FORCED_PASS.replace("Black[5]", "White[6]") + "; PASS ").moves[-1] == "pass"


def test_move_written_relative_to_a_climbed_stack():
    state = game("Base;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ")
    # wB1 on wQ (0,0), bB1 on bQ (1,0). Climbing names the top piece below the destination.
    assert state.canonical("wB1 bB1") == "wB1 bB1"
    # (1,-1) read relative to the covered bQ is written relative to the stack's top, bB1.
    assert state.canonical("wB1 \\bQ") == "wB1 \\bB1"
    # (0,-1): its SE neighbour (0,0) shows wQ once the mover is lifted.
    assert state.canonical("wB1 \\wQ") == "wB1 \\wQ"


@pytest.mark.parametrize("text", ["", "wX1", "wS3", "wQ1", "wQ --wS1", "bA1 wS1-/", "wA1 -", "pass pass"])
def test_malformed_moves(text):
    with pytest.raises(MalformedMoveError) as info:
        game(LINE).play(text)
    assert repr(text) in str(info.value)


def test_illegal_moves_name_the_move():
    state = game(LINE)
    with pytest.raises(IllegalMoveError, match="'wQ -bA1'"):
        state.play("wQ -bA1")                   # pinned
    with pytest.raises(IllegalMoveError, match="not on the board"):
        state.play("wS1 -wG1")                  # reference still in hand
    with pytest.raises(IllegalMoveError, match="no wM"):
        state.play("wM -wA1")                   # no mosquito in Base


def test_writing_a_move_of_a_covered_piece_leaves_its_stack_alone():
    """A move the rules refuse can still be written (for its message): wQ lies under wB1 and stays there."""
    state = game("Base;InProgress;White[4];wQ;bQ wQ-;wB1 -wQ;bB1 bQ-;wB1 wQ;bB1 bQ")
    before = {cell: list(stack) for cell, stack in state.board.stacks.items()}
    wanted = parse_move(state.board, "wQ \\wB1")
    assert move_text(state.board, wanted) == "wQ \\wB1"
    assert state.board.stacks == before
    with pytest.raises(IllegalMoveError, match="covered"):
        state.play("wQ \\wB1")


def test_game_strings():
    state = game(LINE)
    assert state.position() == LINE
    assert new_game({"ladybug": True, "mosquito": True}, 0).position() == "Base+ML;NotStarted;White[1]"
    assert from_position("Base+MLP").position() == "Base+MLP;NotStarted;White[1]"
    assert [parse_game_type(t) for t in ("Base", "Base+M", "Base+LP", "Base+MLP")] == [
        frozenset(), frozenset("M"), frozenset("LP"), frozenset("MLP")]


@pytest.mark.parametrize("text", [
    "Chess;InProgress;White[1]",
    "Base+X;NotStarted;White[1]",
    "Base;InProgress",
    "Base;Playing;White[2];wS1;bS1 wS1-",
    "Base;InProgress;White[3];wS1;bS1 wS1-",
    "Base;WhiteWins;White[2];wS1;bS1 wS1-",
    "Base;InProgress;Black[2];wS1;bS1 wS1-;wQ -bS1",
    "Base;InProgress;White[2];wS1;bS1 wS9",
])
def test_bad_game_strings_raise_position_error(text):
    with pytest.raises(PositionError):
        from_position(text)
    assert issubclass(PositionError, ValueError)


def test_canonical_refuses_as_play_does_what_names_no_legal_move():
    """canonical() answers the listed text or the error play() raises for it: a move the rules forbid
    says the rule, text that is no MoveString says so; listed moves come back as they are."""
    state = game(LINE)
    assert all(state.canonical(move) == move for move in state.legal_moves())
    for text in ("wQ \\bQ", "bA2 -wQ", "wS3", "wA1 --wQ", ""):
        with pytest.raises((IllegalMoveError, MalformedMoveError)) as caught:
            state.canonical(text)
        with pytest.raises(type(caught.value), match=re.escape(str(caught.value))):
            state.play(text)
    with pytest.raises(IllegalMoveError, match="split the hive"):
        game("Base;InProgress;White[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-").canonical("wQ \\bQ")


def test_refusal_names_the_rule_play_says_in_words():
    """refusal() gives the rule as a code and the pieces it names (for a view to say in any language);
    play() says the same rule in English; a legal move, in any spelling, has none."""
    state = game(LINE)
    assert state.refusal("wA1 \\wQ") is None and state.refusal("wA1 wA1/") is None
    cases = {"wQ \\bQ": (Refusal("splits-hive", {"piece": "wQ"}), "moving wQ would split the hive"),
             "bA2 -wQ": (Refusal("not-your-turn", {"colour": 0, "piece": "bA2"}), "it is White's turn: bA2 cannot"),
             "wA3 -wQ": (Refusal("enters-in-order", {"first": "wA2", "piece": "wA3"}), "wA2 enters before wA3"),
             "wS1 wQ": (Refusal("enter-on-empty"), "enters on an empty cell")}
    for move, (refusal, words) in cases.items():
        assert state.refusal(move) == refusal
        with pytest.raises(IllegalMoveError, match=re.escape(words)):
            state.play(move)
    assert new_game({"tournament": True}, 0).refusal("wQ") == Refusal("tournament-queen")
    with pytest.raises(MalformedMoveError):
        state.refusal("wS3")
