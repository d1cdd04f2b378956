"""Hostile input for Schotten Totten: mutated position strings and garbage moves only ever raise GameErrors.

Positions come from real play (random playouts with fixed seeds in every variant, and the starts);
their text is mutated and the reader must either refuse it with a PositionError or give a state
that plays on and writes back the same position. ``play`` accepts only the exact texts that
``legal_moves()`` lists, so a record always stores canonical moves.
"""
from __future__ import annotations

import re

import pytest
from hypothesis import given, settings, strategies as st

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, PositionError
from stolik.core.rng import Rng
from stolik.schotten import from_position, new_game
from stolik.schotten.cards import CLAN, TACTIC_COUNTS
from stolik.schotten.notation import parse, write
from hostile import accepted_plays_on, refused_or_plays_on
from schotten_helpers import ending, position

VARIANTS = ({}, {"tactics": True}, {"tactics": True, "expert": True}, {"expert": True})


def _playout_positions(options: dict, seed: int) -> list[str]:
    """Every position of one random game."""
    rng, state = Rng(seed), new_game(options, seed)
    seen = [state.position()]
    while state.legal_moves():
        state = state.play(rng.choice(state.legal_moves()))
        seen.append(state.position())
    return seen


REAL = sorted({text for options in VARIANTS for seed in (1, 2) for text in _playout_positions(options, seed)})
CARDS = list(CLAN) + list(TACTIC_COUNTS)
WEIRD = ["0", "1", "2", "3", "9", "10", "-1", "²", "٣", "\x00", "\n", " ", ",", ":", "/", "|", "-", "+", "#", "^",
         "+MUD", "+BLIND", "#0", "#1", "^0", "^1", "x", "é", "\u2003", "play", "claim", "recruit", "return", "t", "e"]
HUGE = ["9" * 5000, str(10**30), "r1," * 60, "x" * 3000]


def _cards_in(text: str) -> list[tuple[int, int]]:
    """Where each card name of ``text`` starts and ends."""
    names = "|".join(sorted(map(re.escape, CARDS), key=len, reverse=True))
    return [(m.start(), m.end()) for m in re.finditer(rf"(?<![A-Za-z0-9])(?:{names})(?![A-Za-z0-9])", text)]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real position with a few edits: characters, tokens, cards duplicated, moved or swapped, numbers."""
    text = draw(st.sampled_from(REAL))
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["char", "insert", "delete", "token", "card", "move", "swap", "digit"]))
        at = draw(st.integers(0, len(text)))
        cards = _cards_in(text)
        if kind == "char" and text:
            at = min(at, len(text) - 1)
            text = text[:at] + draw(st.sampled_from(WEIRD + list(text))) + text[at + 1:]
        elif kind == "insert":
            text = text[:at] + draw(st.sampled_from(WEIRD + HUGE[:1] + [",r1", ",JOKER", ",SPY"])) + text[at:]
        elif kind == "delete":
            text = text[:at] + text[at + draw(st.integers(1, 4)):]
        elif kind == "token":
            tokens = text.split(" ")
            i = draw(st.integers(0, len(tokens) - 1))
            edit = draw(st.sampled_from(["drop", "twice", "weird", "swap"]))
            j = draw(st.integers(0, len(tokens) - 1))
            if edit == "swap":
                tokens[i], tokens[j] = tokens[j], tokens[i]
            else:
                tokens[i:i + 1] = {"drop": [], "twice": [tokens[i]] * 2, "weird": [draw(st.sampled_from(WEIRD + HUGE))]}[edit]
            text = " ".join(tokens)
        elif kind == "card" and cards:
            # one card becomes another: a duplicate and a missing card, or a card of the wrong kind
            start, end = draw(st.sampled_from(cards))
            text = text[:start] + draw(st.sampled_from(CARDS)) + text[end:]
        elif kind == "move" and len(cards) > 1:
            # one card leaves its place for another place (another hand, deck, side or pile)
            (s1, e1), (s2, e2) = draw(st.permutations(cards))[:2]
            card = text[s1:e1]
            cut = text[:s1] + text[e1:]
            spot = s2 if s2 < s1 else s2 - (e1 - s1)
            text = cut[:spot] + card + "," + cut[spot:]
        elif kind == "swap" and len(cards) > 1:
            (s1, e1), (s2, e2) = sorted(draw(st.permutations(cards))[:2])
            text = text[:s1] + text[s2:e2] + text[e1:s2] + text[s1:e1] + text[e2:]
        elif kind == "digit":
            digits = [i for i, c in enumerate(text) if c.isdigit()]
            if digits:
                i = draw(st.sampled_from(digits))
                text = text[:i] + draw(st.sampled_from("0123456789")) + text[i + 1:]
    return text


@settings(max_examples=500, deadline=None)
@given(text=mutated())
def test_mutated_positions_are_refused_or_play_on(text):
    refused_or_plays_on(from_position, text)


def test_real_positions_play_on():
    assert len(REAL) > 300 and any("recruit" in text for text in REAL) and any("return" in text for text in REAL)
    for text in REAL[::5]:
        accepted_plays_on(from_position, from_position(text))


START = new_game({}, 5).position()
TACTICS_START = new_game({"tactics": True}, 5).position()


def _fields(text: str, **changes: str) -> str:
    """``text`` with some of its ten fields replaced, by name."""
    names = ["flags", "turn", "stones", "hand0", "hand1", "clan", "tactic", "discard", "played", "passes"]
    fields = dict(zip(names, text.split(" ")))
    fields.update(changes)
    return " ".join(fields[name] for name in names)


def _big_hand() -> str:
    """The base start with the whole deck (42 cards) moved into A's hand of 6: 48 cards in one hand."""
    f = START.split(" ")
    return _fields(START, hand0=f[3] + "," + f[5], clan="-")


T = "t"


@pytest.mark.parametrize("text, fragment", [
    (_big_hand(), "holds 48 cards"),
    (_fields(START, hand1=START.split(" ")[3]), "do not add up"),                                   # A's hand twice
    (_fields(START, clan=START.split(" ")[5] + ",r1"), "do not add up"),
    (_fields(TACTICS_START, tactic=TACTICS_START.split(" ")[6] + ",JOKER"), "do not add up"),     # a third Joker
    (_fields(TACTICS_START, clan=TACTICS_START.split(" ")[6], tactic=TACTICS_START.split(" ")[5]),
     "cannot lie in the clan deck"),
    (_fields(START, passes="9" * 5000), "long|characters"),
    (_fields(START, passes="²"), "passes"),
    (_fields(START, passes="٣"), "passes"),
    (_fields(START, passes="3"), "passes"),
    (START + " " + "x" * 1_000_000, "characters"),
    (_fields(START, turn="0recruit3"), "variant"),
    (_fields(START, turn="0draw"), "variant"),
    (_fields(START, turn="0recruit" + "9" * 40), "recruit draws"),
    (_fields(START, turn="1claim", passes="1"), "pass"),
    (position(["r7,r8:b1#0"]), "not complete"),
    (position([":r7,r8,r9#0"]), "not complete"),
    (position(["r1,r2,r3:b7,b8,b9^0#0"]), "loses"),
    (position(["r1,r2,r3:b5#0"]), "without a proof"),                 # b5 b6 b7 would be a colour run
    (position(["r7,r8,r9:b1#0#1"]), "repeats"),
    (position(["r7,r8,r9:b1+MUD+MUD"]), "repeats"),
    (position(["r7,r8:b1^0"]), "not complete"),
    (position(["r7,r8,r9:b1,b2,b3"]), "first"),
    (position(["r7,r8,r9:b1,b2,b3^0", "g1,g2,g3:y1,y2,y3^0"], passes=2), "after two passes"),
    (position(["r7,r8,r9:b1#0", "g7,g8,g9:b2#0", "y7,y8,y9:b3#0", "r1:b7,b8,b9#1", "r2:p7,p8,p9#1", "r3:o7,o8,o9#1"]),
     "both players meet a win condition"),
    (position(["r7,JOKER:b1"], flags=T), "played lists"),
    (position(["r7,JOKER:b1,SPY"], flags=T, played=(("JOKER", "JOKER"), ("SPY",)), discard=("JOKER",)), "two Jokers"),
    (position(["r7,SPY:b1,JOKER"], flags=T, played=(("JOKER",), ("SPY",))), "did not play"),
    (position(["r7,JOKER:b1"], flags=T, played=(("JOKER", "RECRUITER"), ()), discard=("RECRUITER",)), "ahead"),
    (position(["r7:b1"], flags=T, discard=("r9",)), "Banshee and Strategist"),
    (position(["r7:b1+MUD"], flags=T, played=(("BLIND",), ())), "played lists"),
    (position(flags=T, phase="recruit2"), "Recruiter"),
    (position(flags=T, phase="return", discard=("RECRUITER",), played=(("RECRUITER",), ()), hand0=(),
              hand1=("b1",)), "empty hand"),
    (_fields(ending("AAABBBAB-"), turn="0recruit1", hand0="JOKER,SPY,SHIELD,BLIND", tactic="-", discard="RECRUITER",
             hand1="STRATEGIST,BANSHEE,TRAITOR,JOKER", played="RECRUITER|MUD"), "both decks empty"),
    (position(hand0=("r1", "r2", "r3", "r4", "r5", "r6", "r7")), "holds 7 cards"),
    (position(hand0=("r1", "r2", "r3", "r4", "r5", "r6"), phase="claim"), "holds 6 cards"),
    (position(flags="e", phase="claim"), "variant"),
])
def test_positions_that_cannot_arise_are_position_errors(text, fragment):
    with pytest.raises(PositionError, match=fragment) as caught:
        from_position(text)
    assert len(str(caught.value)) < 300, "bad input is quoted as a short prefix"


# ----- moves ------------------------------------------------------------------------------------
STATES = [from_position(text) for text in REAL[::40]]


def _spellings(move: str) -> list[str]:
    """Other ways someone might write ``move``: case, spaces, leading zeros, other separators."""
    return [move.upper(), move.lower(), move.capitalize(), " " + move, move + " ", move.replace(" ", "  "),
            move.replace(" ", "\t"), move.replace("@", " @ "), move.replace("@", "@0"), move.replace(" ", " 0"),
            move.replace(">", " > "), move + "\n", move.replace("r", "R"), move.replace("x", "X"),
            " ".join(reversed(move.split(" ")))]


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_play_takes_only_the_listed_text(data):
    state = data.draw(st.sampled_from([s for s in STATES if s.legal_moves()]))
    legal = state.legal_moves()
    text = data.draw(st.one_of(st.sampled_from(_spellings(data.draw(st.sampled_from(legal)))), st.text(max_size=30)))
    try:
        state.play(text)
    except (MalformedMoveError, IllegalMoveError) as refused:
        assert text not in legal and len(str(refused)) < 400
        return
    assert text in legal


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(st.text(max_size=40), st.sampled_from([_s for m in ("r7@3", "claim 3", "draw tactic", "return g1 SPY",
                                                                        "TRAITOR b5@3>7", "STRATEGIST r7@3>x")
                                                               for _s in _spellings(m)])))
def test_only_canonical_texts_parse(text):
    try:
        parsed = parse(text)
    except MalformedMoveError:
        return
    assert write(parsed) == text


@pytest.mark.parametrize("move", ["x" * 1_000_000, "r7@3" * 250_000, "\x00", "\x1b[2J", "", " ", "\n", "r7@3\x00",
                                  None, 7, b"r7@3", "🂡@3", "claim " + "9" * 5000])
def test_garbage_moves_are_game_errors_with_short_messages(move):
    state = new_game({"tactics": True}, 3)
    with pytest.raises(GameError) as caught:
        state.play(move)
    assert len(str(caught.value)) < 400


def test_return_in_the_other_order_names_the_move():
    """The two cards go to different decks, so only one order is listed; the refusal names it."""
    state = from_position(position(flags=T, phase="return", discard=("RECRUITER",), played=(("RECRUITER",), ()),
                                   hand0=("g1", "SPY"), hand1=("b1",)))
    assert state.legal_moves() == ["return g1 SPY"]
    with pytest.raises(IllegalMoveError, match="the move is 'return g1 SPY'"):
        state.play("return SPY g1")
