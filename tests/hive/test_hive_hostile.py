"""Hostile input for Hive: GameStrings and moves that cannot arise in play only ever raise GameErrors.

Positions come from real play (random playouts with fixed seeds in Base and Base+MLP, and the
start); their text is mutated and the reader must either refuse it with a PositionError or give a
state that plays on and writes back the same position. Scenario tests name the rule each refusal
quotes (rules/hive.md "Pieces", "Placement", "Movement").
"""
from __future__ import annotations

import pytest
from hypothesis import given, settings, strategies as st

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, PositionError
from stolik.core.rng import Rng
from stolik.hive import State, from_position, new_game
from stolik.hive.notation import parse_move
from stolik.hive.pieces import NAMES
from stolik.hive.state import MAX_PLIES
from hostile import accepted_plays_on, refused_or_plays_on

MLP = {"mosquito": True, "ladybug": True, "pillbug": True}


def _playout_positions(seed: int, options: dict[str, bool], plies: int) -> list[str]:
    """Positions of one random game every few plies, from the start."""
    rng, state = Rng(seed), new_game(options, seed)
    seen = [state.position()]
    for ply in range(plies):
        if not state.legal_moves():
            break
        state = state.play(rng.choice(state.legal_moves()))
        if ply % 7 == 6:
            seen.append(state.position())
    return seen


REAL = sorted({text for seed, options in ((1, {}), (2, {}), (3, MLP), (4, MLP))
               for text in _playout_positions(seed, options, 60)})
PIECES = ["wQ", "bQ", "wS1", "bS2", "wS3", "wB1", "bB2", "wG3", "bA3", "wA4", "wQ2", "wM", "bL", "bP", "wX"]
WEIRD = ["-", "/", "\\", ";", " ", "\t", "\x00", "\n", "\x0b", "\u2003", "[", "]", "0", "²", "٣", "é",
         "PASS", "pass", "White", "Black", "Base+MLP", "Draw", "WhiteWins"]
HUGE = ["9" * 5000, str(10**30), "0" * 300, "wS1 " * 20]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real GameString with a few character or token edits."""
    text = draw(st.sampled_from(REAL))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["char", "insert", "delete", "drop", "twice", "swap", "piece", "number",
                                           "spaces"]))
        at = draw(st.integers(0, len(text)))
        tokens = text.split(";")
        i, j = (draw(st.integers(0, len(tokens) - 1)) for _ in range(2))
        if kind == "char" and text:
            at = min(at, len(text) - 1)
            text = text[:at] + draw(st.sampled_from(WEIRD + PIECES + list(text))) + text[at + 1:]
        elif kind == "insert":
            text = text[:at] + draw(st.sampled_from(WEIRD + PIECES + HUGE)) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 4)):]
        elif kind == "drop":
            text = ";".join(tokens[:i] + tokens[i + 1:])
        elif kind == "twice":                           # a move (a piece) written twice
            text = ";".join(tokens[:j] + [tokens[i]] + tokens[j:])
        elif kind == "swap":
            tokens[i], tokens[j] = tokens[j], tokens[i]
            text = ";".join(tokens)
        elif kind == "piece":                           # another piece in a move: beyond the box, or twice
            words = tokens[i].split(" ")
            words[draw(st.integers(0, len(words) - 1))] = draw(st.sampled_from(PIECES))
            tokens[i] = " ".join(words)
            text = ";".join(tokens)
        elif kind == "number":
            text = text.replace("[", "[" + draw(st.sampled_from(HUGE)), 1)
        elif kind == "spaces":                          # another UHP spelling: read, then stored canonical
            tokens[i] = f" {tokens[i].replace(' ', '  ')} ".replace("pass", "PASS")
            text = ";".join(tokens)
    tokens = text.split(";")
    if draw(st.booleans()) and len(tokens) >= 3:        # a header that fits the move count, so more edits reach the moves
        n = len(tokens) - 3
        tokens[1:3] = ["InProgress" if n else "NotStarted", f"{('White', 'Black')[n % 2]}[{n // 2 + 1}]"]
    return ";".join(tokens)


@settings(max_examples=400, deadline=None)
@given(text=mutated())
def test_mutated_game_strings_are_refused_or_play_on(text):
    refused_or_plays_on(from_position, text)


@pytest.mark.parametrize("text", REAL)
def test_real_positions_read_back(text):
    accepted_plays_on(from_position, from_position(text))


@pytest.mark.parametrize("text, why", [
    ("Base;InProgress;White[2];wS1;bS1 wS1-;wS3 -wS1", "there are 2 Spiders per player"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-;wQ2 -wS1", "one Queen Bee per player"),
    ("Base;InProgress;White[3];wS1;bA1 wS1-;wA1 -wS1;bA4 bA1-", "3 Soldier Ants per player"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-;wM -wS1", "no wM in this game"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-;bQ bS1-", "it is White's turn: bQ cannot be placed"),
    ("Base;InProgress;White[3];wS1;bS1 wS1-;wS1", "needs a reference piece"),                  # wS1 twice
    ("Base;InProgress;White[3];wS1;bS1 wS1-;wS2 -wS1;bS1 -wS2", "no piece may move before Black's Queen"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-;wS2 bS1-", "touch its own colour and no enemy piece"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-;wS2 bS1", "enters on an empty cell"),              # onto a stack
    ("Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-;wS1 bS1", "only a Beetle"),        # spider on a stack
    ("Base;InProgress;White[3];wQ;bQ wQ-;wA1 -wQ;bA1 bQ-;wQ \\bA1", "moving wQ would split the hive"),
    ("Base;InProgress;White[4];wS1;bS1 wS1-;wA1 -wS1;bA1 bS1-;wG1 -wA1;bG1 bA1-;wB1 -wG1",
     "the Queen must be placed by the fourth turn"),
    ("Base;InProgress;White[2];wS1;bS1 wS1-;pass", "pass only when no other move is legal"),
])
def test_positions_that_cannot_arise_name_the_rule(text, why):
    with pytest.raises(PositionError) as info:
        from_position(text)
    assert why in str(info.value)


def test_numbered_pieces_enter_in_order():
    with pytest.raises(PositionError, match="wS1 enters before wS2"):
        from_position("Base;InProgress;White[2];wQ;bQ wQ-;wS2 -wQ")


@pytest.mark.parametrize("text", [
    "Base;InProgress;White[" + "9" * 5000 + "];wS1;bS1 wS1-",
    "Base;InProgress;White[2];wS1;bS1 wS1-;wQ -wS1" + " " * 1_000_000,
    "Base;InProgress;White[2];" + ";".join(["wS1"] * 200_000),
    "Base;InProgress;White[2];" + ";".join(["pass"] * (MAX_PLIES + 1)),
    "Base+" + "M" * 1_000_000,
    "\x00" * 100 + ";" * 100,
    "",
])
def test_huge_or_absurd_game_strings_are_refused_short(text):
    with pytest.raises(PositionError) as info:
        from_position(text)
    assert len(str(info.value)) < 300                  # 40 quoted characters, escaped at most 4 to 1


@pytest.mark.parametrize("value", [None, 5, b"Base", ["Base"]])
def test_a_game_string_is_text(value):
    with pytest.raises(PositionError, match="is text"):
        from_position(value)


GARBAGE = ["", " ", "\x00", "wS1\x00", "\x0bwS1", "w" * 1_000_000, "wA1 \\" + "\\" * 1_000_000, "PASS",
           "pass\n", "wS1;bS1", "wQ -wQ", "bQ", "wA1 -bZ9", "🐝", None, 42, b"wA1 -wQ", ("wA1", "-wQ")]


@settings(max_examples=150, deadline=None)
@given(text=st.one_of(st.sampled_from(GARBAGE), st.text(max_size=12),
                      st.text(alphabet="wbQSBGAMLP123 -/\\\t", max_size=10)),
       start=st.sampled_from(REAL))
def test_play_of_garbage_raises_a_game_error(text, start):
    state = from_position(start)
    try:
        after = state.play(text)
    except (MalformedMoveError, IllegalMoveError) as exc:
        assert len(str(exc)) < 1500 + len(start)
        return
    assert text in state.legal_moves() and after.moves[-1] == text   # only the listed text is taken


def test_play_refuses_each_other_spelling_of_every_legal_move():
    """Every MoveString naming a legal move another way (any reference piece) is refused by play()
    with the listed text in the message, in real positions of Base+MLP."""
    for text in REAL[-6:]:
        state = from_position(text)
        board = state.board
        for listed in state.legal_moves():
            if listed == "pass" or " " not in listed:
                continue
            piece = listed.split(" ")[0]
            wanted = parse_move(board, listed)
            for ref, at in ((NAMES[p], c) for p, c in enumerate(board.pos) if c is not None):
                for before, after in (("-", ""), ("", "-"), ("/", ""), ("", "/"), ("\\", ""), ("", "\\")):
                    other = f"{piece} {before}{ref}{after}"
                    if other == listed or parse_move(board, other) != wanted:
                        continue
                    assert state.canonical(other) == listed
                    with pytest.raises(MalformedMoveError, match=f"play {listed!r}".replace("\\", "\\\\")):
                        state.play(other)
