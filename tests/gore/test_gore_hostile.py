"""Hostile input for Goré: mutated position strings and garbage moves only ever raise GameErrors.

Positions come from real play (random playouts with fixed seeds, and the start); their text is
mutated and the reader must either refuse it with a PositionError or give a state that plays on
and writes back the same position.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, PositionError
from stolik.core.rng import Rng
from stolik.gore import from_position, new_game
from hostile import accepted_plays_on, refused_or_plays_on


def _playout_positions(seed: int, first: str) -> list[str]:
    """Every position of one random game, offers pending included."""
    rng, state = Rng(seed), new_game({"first": first}, 0)
    seen = [state.position()]
    while state.legal_moves():
        state = state.play(rng.choice(state.legal_moves()))
        seen.append(state.position())
    return seen


REAL = sorted({text for seed, first in ((1, "S"), (2, "N"), (3, "S"), (4, "N")) for text in _playout_positions(seed, first)})
WEIRD = ["0", "9", "48", "49", "-1", "+1", "06", "²", "٣", "\x00", "\n", " ", ",", ":", "x", "S", "N", "x:", "é", "\u2003"]
HUGE = ["9" * 5000, str(10**30), "1" * 40, "0" * 300]


def _numbers(text: str) -> list[tuple[int, int]]:
    """Where each number of ``text`` starts and ends (huge ones inserted earlier are not numbers here)."""
    return [(m.start(), m.end()) for m in re.finditer(r"(?<![0-9])[0-9]{1,9}(?![0-9])", text)]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real position with a few character, token or number edits (some keep 48 seeds in all)."""
    text = draw(st.sampled_from(REAL))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["char", "insert", "delete", "token", "number", "shift", "letter"]))
        at = draw(st.integers(0, len(text)))
        numbers = _numbers(text)
        if kind == "char" and text:
            at = min(at, len(text) - 1)
            text = text[:at] + draw(st.sampled_from(WEIRD + list(text))) + text[at + 1:]
        elif kind == "insert":
            text = text[:at] + draw(st.sampled_from(WEIRD)) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 4)):]
        elif kind == "token":
            tokens = text.split(" ")
            i = draw(st.integers(0, len(tokens) - 1))
            edit = draw(st.sampled_from(["drop", "twice", "weird"]))
            tokens[i:i + 1] = {"drop": [], "twice": [tokens[i]] * 2, "weird": [draw(st.sampled_from(WEIRD + HUGE))]}[edit]
            text = " ".join(tokens)
        elif kind == "number" and numbers:
            start, end = draw(st.sampled_from(numbers))
            text = text[:start] + draw(st.sampled_from(HUGE + [text[s:e] for s, e in numbers])) + text[end:]
        elif kind == "shift" and len(numbers) > 1:
            # one seed moves from one count to another: board plus piles still make 48
            (s1, e1), (s2, e2) = draw(st.permutations(numbers))[:2]
            values = {s1: int(text[s1:e1]) - 1, s2: int(text[s2:e2]) + 1}
            for start, end in sorted([(s1, e1), (s2, e2)], reverse=True):
                text = text[:start] + str(values[start]) + text[end:]
        elif kind == "letter":
            letters = [i for i, c in enumerate(text) if c in "SN"]
            if letters:
                i = draw(st.sampled_from(letters))
                text = text[:i] + {"S": "N", "N": "S"}[text[i]] + text[i + 1:]
    return text


@settings(max_examples=400, deadline=None)
@given(text=mutated())
def test_mutated_positions_are_refused_or_play_on(text):
    refused_or_plays_on(from_position, text)


def test_real_positions_play_on():
    assert len(REAL) > 100 and any(" x:" in text for text in REAL)
    for text in REAL[::7]:
        accepted_plays_on(from_position, from_position(text))


@pytest.mark.parametrize("text, fragment", [
    ("9" * 5000 + ",6,6,6,6,6,6,6 SSSSNNNN 0:0 S", "long"),           # beyond Python's int-digits limit
    ("9" * 100 + ",6,6,6,6,6,6,6 SSSSNNNN 0:0 S", "count"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN " + "9" * 100 + ":0 S", "captured"),
    ("²,6,6,6,6,6,6,6 SSSSNNNN 0:0 S", "count"),                       # str.isdigit() is true, int() fails
    ("6,6,6,6,6,6,6,6 SSSSNNNN ٠:0 S", "captured"),                    # Arabic-Indic zero
    ("49,0,0,0,0,0,0,0 SSSSNNNN 0:0 S", "48"),
    ("06,6,6,6,6,6,6,6 SSSSNNNN 0:0 S", "count"),
    ("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S " + "x" * 1_000_000, "long"),
])
def test_absurd_numbers_and_huge_texts_are_position_errors(text, fragment):
    with pytest.raises(PositionError, match=fragment) as caught:
        from_position(text)
    assert len(str(caught.value)) < 300, "bad input is quoted as a short prefix"


@pytest.mark.parametrize("text, fragment", [
    ("6,6,6,6,6,0,0,0 SSSSNNNN 13:5 N x:S3", "6 captured"),            # the receiver (N) cannot pay
    ("6,6,6,6,6,0,0,0 SSSSNNNN 1:17 N x:S2,S3,S4", "18 captured"),
    ("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 N x:S1,S2,S3", None),            # payable, and South keeps S4
    ("6,6,6,6,12,6,0,0 NNSSNNNN 0:6 N x:S3,S4", "keep"),             # South offers both holes it owns
    ("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 N x:N1", "own"),                  # North offers to itself
    ("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 N x:S4,S3", "x:S3,S4"),           # not the canonical text
    ("2,2,2,2,2,2,0,0 SSSSNNNN 18:18 N x:S1", "over"),               # no offer is made once the game is over
])
def test_impossible_pending_offers_are_position_errors(text, fragment):
    if fragment is None:
        assert from_position(text).legal_moves() == ["+", "-"]
        return
    with pytest.raises(PositionError, match=fragment):
        from_position(text)


@pytest.mark.parametrize("move", ["s2", " S2", "S2 ", "PASS", "Pass", "x:S4,S3", "x: S3,S4", "x:S3, S4", "x:s3,s4",
                                  "+ ", "S2\n", "\x00", "", "x:S3,S4,", "x:,S3"])
def test_play_accepts_only_canonical_texts(move):
    """Records store move texts, so another spelling of a listed move is refused, not normalised."""
    state = from_position("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 S")
    assert "S2" in state.legal_moves() and "x:S3,S4" in state.legal_moves()
    with pytest.raises(MalformedMoveError):
        state.play(move)


def test_non_canonical_offer_names_the_canonical_text():
    with pytest.raises(MalformedMoveError, match=r"'x:S3,S4'"):
        from_position("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 S").play("x:S4,S3")


@pytest.mark.parametrize("move", ["S" * 1_000_000, "x:" + "S1," * 300_000 + "S2", "x:" + "S1,S2," * 200_000,
                                  "\x1b[2J" * 1000, None, 7, ["S2"]])
def test_garbage_moves_are_game_errors_with_short_messages(move):
    with pytest.raises(GameError) as caught:
        new_game().play(move)
    assert len(str(caught.value)) < 300


def test_answers_and_pass_only_where_listed():
    offered = from_position("6,6,6,6,6,0,0,0 SSSSNNNN 0:18 N x:S3,S4")
    with pytest.raises(IllegalMoveError):
        offered.play("N1")
    with pytest.raises(IllegalMoveError):
        new_game().play("+")
