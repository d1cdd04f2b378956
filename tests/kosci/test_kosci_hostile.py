"""Hostile input: mutated real positions and garbage moves end in a GameError or in a sound state, never elsewhere."""
from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, PositionError
from stolik.core.rng import Rng
from stolik.kosci import State, from_position, new_game
from hostile import accepted_plays_on

MESSAGE_LIMIT = 400            # a refusal quotes bad input cut short, so its message stays small


def _playout_positions() -> list[str]:
    """Every position of three random games (fixed seeds), setup included, and the start."""
    texts = {"setup A"}
    for seed in (1, 2, 3):
        state, rng = new_game({"turn_cap": 100}, seed), Rng(seed)
        while state.result() is None:
            texts.add(state.position())
            state = state.play("setup random" if state.phase == "setup" else rng.choice(state.legal_moves()))
        texts.add(state.position())
    return sorted(texts)


POSITIONS = _playout_positions()
_TOKEN = re.compile(r"[0-9]+|[A-Za-z]+|[^0-9A-Za-z]")


def _swap_numbers(text: str, data: st.DataObject) -> str:
    numbers = [m.span() for m in re.finditer(r"[0-9]+", text)]
    if len(numbers) < 2:
        return text
    i, j = sorted(data.draw(st.lists(st.integers(0, len(numbers) - 1), min_size=2, max_size=2, unique=True)))
    (a, b), (c, d) = numbers[i], numbers[j]
    return text[:a] + text[c:d] + text[b:c] + text[a:b] + text[d:]


def _mutate(text: str, data: st.DataObject) -> str:
    """One edit of a real position: a character or a token changed, inserted or deleted, numbers swapped,
    a pawn duplicated, a number made huge, the text repeated."""
    kind = data.draw(st.sampled_from(["char", "insert", "delete", "token", "drop-token", "swap", "duplicate",
                                      "huge", "repeat"]))
    chars = st.sampled_from("0123456789ABHabh@,:-+ \t\n\x00→١last over setup")
    if kind in ("char", "insert", "delete"):
        at = data.draw(st.integers(0, len(text)))
        if kind == "delete":
            return text[:at] + text[at + 1:]
        new = data.draw(st.one_of(chars, st.characters()))
        return text[:at] + new + text[at + (kind == "char"):]
    tokens = _TOKEN.findall(text)
    if kind == "token":
        at = data.draw(st.integers(0, len(tokens) - 1))
        tokens[at] = data.draw(st.sampled_from(tokens + ["A", "B", "0", "7", "13", "-", "last", "over", "setup"]))
        return "".join(tokens)
    if kind == "drop-token":
        at = data.draw(st.integers(0, len(tokens) - 1))
        return "".join(tokens[:at] + tokens[at + 1:])
    if kind == "swap":
        return _swap_numbers(text, data)
    if kind == "duplicate":
        pawns = re.findall(r"[AB][1-6]@[A-H][0-9]{1,2}", text)
        if not pawns:
            return text + ",A1@A1"
        pawn = data.draw(st.sampled_from(pawns))
        return text.replace(pawn, pawn + "," + data.draw(st.sampled_from([pawn, pawn[:3] + "D6"])), 1)
    if kind == "huge":
        numbers = list(re.finditer(r"[0-9]+", text))
        size = data.draw(st.sampled_from([5, 40, 5000, 100_000]))
        if not numbers:
            return text + " " + "9" * size
        m = data.draw(st.sampled_from(numbers))
        return text[:m.start()] + "9" * size + text[m.end():]
    return text + data.draw(st.sampled_from([",", " ", ""])) + text


def check_sound(state: State) -> None:
    """Legal moves list and play, and the position reads back to itself (of a setup's 20,161 placements
    the first and 'setup random')."""
    accepted_plays_on(from_position, state, 1 if state.phase == "setup" else None)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(POSITIONS), st.data())
def test_mutated_positions_are_refused_or_sound(text, data):
    mutated = _mutate(text, data)
    if data.draw(st.booleans()):
        mutated = _mutate(mutated, data)
    try:
        state = from_position(mutated)
    except PositionError as error:
        assert len(str(error)) < MESSAGE_LIMIT
        return
    check_sound(state)


@pytest.mark.parametrize("text", POSITIONS[:: max(1, len(POSITIONS) // 40)])
def test_real_positions_are_sound(text):
    check_sound(from_position(text))


GARBAGE = ["", " ", "\x00", "\n", "roll\x00", "x" * 1_000_000, "2: B1→A1 +" + "9" * 100_000, "setup " + "A1=1 " * 200_000,
           "\u202e", "i1 d1 m1 s1" * 1000, "1: A1→" + "A" * 5000, "setup random\n", "PASS"]


@pytest.mark.parametrize("phase_text", ["setup A", "setup A1@A1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1 B",
                                        POSITIONS[len(POSITIONS) // 2]])
@pytest.mark.parametrize("move", GARBAGE, ids=range(len(GARBAGE)))
def test_garbage_moves_raise_a_game_error_with_a_short_message(phase_text, move):
    state = from_position(phase_text)
    with pytest.raises((MalformedMoveError, IllegalMoveError)) as error:
        state.play(move)
    assert len(str(error.value)) < MESSAGE_LIMIT


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(POSITIONS), st.text(max_size=60))
def test_play_accepts_exactly_the_listed_texts(text, move):
    state = from_position(text)
    try:
        state.play(move)
    except GameError as error:
        assert len(str(error)) < MESSAGE_LIMIT
        return
    assert move in state.legal_moves()


@pytest.mark.parametrize("text", POSITIONS[:: max(1, len(POSITIONS) // 25)])
def test_every_other_spelling_of_a_legal_move_is_refused(text):
    """Fuzzer: 'ROLL' was accepted and stored; case, spaces and arrows must be refused the same way."""
    state = from_position(text)
    legal = state.legal_moves()
    for move in legal[:30] + legal[-1:]:
        for other in {move.upper(), move.title(), f" {move}", f"{move} ", move.replace("→", "->"), move.replace(": ", ":")}:
            if other != move:
                with pytest.raises(MalformedMoveError, match="write"):
                    state.play(other)


def test_a_huge_or_non_text_position_is_a_position_error():
    for text in ("A1@D1," * 1_000_000, "9" * 100_000, "setup " + "A1@A1," * 100_000 + " B", None, 42, b"setup A"):
        with pytest.raises(PositionError) as error:
            from_position(text)                                  # type: ignore[arg-type]
        assert len(str(error.value)) < MESSAGE_LIMIT
