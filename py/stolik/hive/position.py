"""Reading a UHP GameString (or a bare GameTypeString) back into a State.

>>> s = from_position("Base+MLP;InProgress;White[2];wS1;bG1 -wS1")
>>> s.to_move, s.expansions == frozenset("MLP")
(0, True)
>>> from_position("Base;InProgress;Black[2];wS1;bG1 -wS1")
Traceback (most recent call last):
...
stolik.core.errors.PositionError: 'Black[2]' does not match the moves: it is White[2]
"""
from __future__ import annotations

from typing import Any, Mapping

from stolik.core.errors import GameError, PositionError, quoted
from stolik.hive.pieces import parse_game_type
from stolik.hive.position_wording import refused
from stolik.hive.state import GAME, MAX_PLIES, State

_STATES = ("NotStarted", "InProgress", "Draw", "WhiteWins", "BlackWins")
# Replayed prefixes, so stepping through a game stays linear: (expansions, tournament, repetition, moves).
_CACHE: dict[tuple[frozenset[str], bool, bool, tuple[str, ...]], State] = {}
_CACHE_SIZE = 512
MAX_TEXT = 16_000        # a full game of MAX_PLIES moves is about 6,000 characters: refuse more unread


def from_position(text: str, options: Mapping[str, Any] | None = None) -> State:
    """The State a GameString describes; ``options`` (checked like a record's) add the switches a
    GameString has no words for: tournament and repetition. The bugs in play come from the text.

    Every move is replayed and checked, so whatever cannot arise in play (pieces beyond the box,
    a piece twice, a split hive, a spider on a stack, no Queen by the fourth turn) is refused.
    Raises PositionError naming what is wrong with the text (RecordError for an option no game has).
    """
    if not isinstance(text, str):
        raise refused("not-text", kind=type(text).__name__)
    if len(text) > MAX_TEXT:
        raise refused("too-long", text=quoted(text), length=len(text), most=MAX_TEXT)
    opts = GAME.checked_options(options)
    parts = [p.strip() for p in text.strip().split(";")]
    expansions = parse_game_type(parts[0])
    if expansions is None:
        raise refused("not-a-game-type", text=quoted(parts[0]))
    if len(parts) == 1:
        return State(expansions, bool(opts["tournament"]), bool(opts["repetition"]))
    if len(parts) < 3:
        raise refused("not-a-game-string", text=quoted(text))
    status, turn, moves = parts[1], parts[2], tuple(parts[3:])
    if status not in _STATES:
        raise refused("not-a-game-state", text=quoted(status), states=", ".join(_STATES))
    if len(moves) > MAX_PLIES:
        raise refused("too-many-moves", count=len(moves), most=MAX_PLIES)
    state = _replay(expansions, bool(opts["tournament"]), bool(opts["repetition"]), moves)
    head = state.position().split(";")
    if turn != head[2]:
        raise refused("turn-mismatch", text=quoted(turn), turn=head[2])
    if status != head[1]:
        raise refused("state-mismatch", text=repr(status), status=head[1])
    return state


def _replay(expansions: frozenset[str], tournament: bool, repetition: bool, moves: tuple[str, ...]) -> State:
    key = (expansions, tournament, repetition)
    done = len(moves)
    while done and key + (moves[:done],) not in _CACHE:
        done -= 1
    state = _CACHE.get(key + (moves[:done],)) or State(expansions, tournament, repetition)
    for number in range(done, len(moves)):
        if state.result() is not None:
            raise refused("after-the-end", number=number + 1, move=quoted(moves[number]))
        try:
            state = state.play(state.canonical(moves[number]))
        except GameError as exc:
            raise _unplayable(state, number + 1, moves[number], exc) from exc
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key + (moves,)] = state
    return state


def _unplayable(state: State, number: int, move: str, exc: GameError) -> PositionError:
    """Move ``number`` refused: the rule of play it breaks (for the page to say in any language), or, when
    it names no move on this board, only that; the engine's English ``reason`` in both."""
    try:
        rule = state.refusal(move)
    except GameError:
        rule = None
    if rule is None:
        return refused("move-unreadable", number=number, move=quoted(move), reason=str(exc))
    return refused("move-refused", number=number, move=quoted(move), reason=str(exc), rule=rule.code,
                   detail=dict(rule.detail))
