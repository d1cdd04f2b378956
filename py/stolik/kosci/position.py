"""The position string of the rulings (like chess FEN), for links, tests and analysis.

``<pawns> <score One>:<score Two> <to move A|B> <roll> [last|over]``

- pawns: comma-separated ``<player><face>@<square>`` (``A3@C1``); pawns sharing a square are
  listed bottom first; an exited pawn is not listed (``-`` if no pawn is on the board);
- roll: the four values still to be assigned (``6321``) or ``-`` before the roll;
- ``last`` during the opponent's last roll after the first exit, ``over`` once the game has ended.

During setup: ``setup [<pawns placed so far>] <player to place>``, e.g. ``setup A`` at the start.

``read`` refuses, with a PositionError naming the problem, text that does not parse and positions that
cannot arise in play: an exit against the phase, a side with every pawn covered without having taken
one off, scores out of reach, pawns of one stack listed apart. ``from_position`` makes the State.
``State.position()`` writes the text (``state.write``); this module reads it back and depends on the
State, never the reverse.
"""
from __future__ import annotations

import re
import zlib
from dataclasses import dataclass
from typing import Any, Mapping

from stolik.core.errors import quoted
from stolik.core.rng import Rng
from stolik.kosci.board import EXIT, MIDDLE, PLAYER_LETTERS, SQUARES, parse_square, relative_row, start_row
from stolik.kosci.movement import CROSSING_BONUS, EXIT_BONUS, LAST_ROLL_LIMIT, TURN_CAPS, UNPLACED
from stolik.kosci.position_wording import refused
from stolik.kosci.state import GAME, PHASE_WORDS, State, write

_PAWN = re.compile(r"([AB])([1-6])@([A-H][0-9]{1,2})")
_SCORES = re.compile(r"([0-9]{1,4}):([0-9]{1,4})")
_ROLL = re.compile(r"[1-6]{4}")
POSITION_LIMIT = 200           # the longest position has about 110 characters: longer text is refused unread
# The most points one side can have: every roll of the longest game crosses the middle line with a 6, one exits.
MAX_SCORE = (max(TURN_CAPS) + LAST_ROLL_LIMIT) * (6 + CROSSING_BONUS) + EXIT_BONUS


@dataclass(frozen=True)
class Parsed:
    """What a position string says, before it becomes a State."""

    phase: str
    stacks: tuple[tuple[int, ...], ...]
    where: tuple[int, ...]
    scores: tuple[int, int]
    to_move: int
    roll: tuple[int, ...] | None


def _read_pawns(text: str, missing: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """Stacks and squares from the pawn list; ``missing`` is where an unlisted pawn is (EXIT or UNPLACED)."""
    stacks: list[tuple[int, ...]] = [()] * SQUARES
    where = [missing] * 12
    if text == "-":
        return tuple(stacks), tuple(where)
    previous = -1
    for token in text.split(","):
        match = _PAWN.fullmatch(token)
        if match is None:
            raise refused("not-a-pawn", text=quoted(token))
        player, face, square_text = match.groups()
        try:
            square = parse_square(square_text)
        except ValueError as exc:
            raise refused("not-a-square", text=repr(token), square=square_text, reason=str(exc)) from None
        pawn = PLAYER_LETTERS.index(player) * 6 + int(face) - 1
        if where[pawn] != missing:
            raise refused("pawn-twice", pawn=f"{player}{face}", text=repr(token))
        if stacks[square] and square != previous:
            raise refused("stack-apart", text=repr(token), square=square_text)
        where[pawn], previous = square, square
        stacks[square] = stacks[square] + (pawn,)
    return tuple(stacks), tuple(where)


def _read_player(text: str) -> int:
    if text not in PLAYER_LETTERS:
        raise refused("not-a-player", text=quoted(text))
    return PLAYER_LETTERS.index(text)


def from_position(text: str, options: Mapping[str, Any] | None = None) -> State:
    """A State from the rulings' position string; PositionError says what is wrong with the text.

    ``options`` (checked like a record's) give what the text cannot say: the game's turn cap. Rolls
    after this position come from a hash of the text, so a shared position shows the same rolls everywhere.

    >>> state = from_position("A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,"
    ...                       "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321")
    >>> "2: B1→A1 +6" in state.legal_moves()
    True
    >>> state.play("2: B1→A1 +6").position().split()[1:]
    ['6:0', 'B', '-']
    """
    turn_cap = GAME.checked_options(options)["turn_cap"]
    parsed = read(text)
    canonical = write(parsed.phase, parsed.stacks, parsed.where, parsed.scores, parsed.to_move, parsed.roll)
    reason = "" if parsed.phase != "over" else ("exit" if EXIT in parsed.where else "turn-cap")
    return State(parsed.phase, parsed.stacks, parsed.where, parsed.scores, parsed.to_move, parsed.roll,
                 Rng(zlib.crc32(canonical.encode())).state, turn_cap=turn_cap, reason=reason)


def read(text: str) -> Parsed:
    """Parse a position string; PositionError (a ValueError) says what is wrong, or what cannot arise in play."""
    if not isinstance(text, str):
        raise refused("not-text", kind=type(text).__name__)
    if len(text) > POSITION_LIMIT:
        raise refused("too-long", text=quoted(text), length=len(text))
    words = text.split()
    if words and words[0] == "setup":
        return _read_setup(text, words)
    if len(words) not in (4, 5):
        raise refused("fields", text=quoted(text))
    stacks, where = _read_pawns(words[0], EXIT)
    score_match = _SCORES.fullmatch(words[1])
    if score_match is None:
        raise refused("not-a-score", text=quoted(words[1]))
    scores = (int(score_match.group(1)), int(score_match.group(2)))
    to_move = _read_player(words[2])
    if words[3] == "-":
        roll = None
    elif _ROLL.fullmatch(words[3]):
        roll = tuple(int(c) for c in words[3])
    else:
        raise refused("not-a-roll", text=quoted(words[3]))
    phase = "play"
    if len(words) == 5:
        if words[4] not in PHASE_WORDS:
            raise refused("fifth-word", text=quoted(words[4]))
        phase = PHASE_WORDS[words[4]]
    if phase == "over" and roll is not None:
        raise refused("over-with-roll", text=quoted(text))
    parsed = Parsed(phase, stacks, where, scores, to_move, roll)
    _check_play(parsed)
    return parsed


def _read_setup(text: str, words: list[str]) -> Parsed:
    """``setup [<pawns placed>] <A|B>``: Player One places first, each player all six pawns on their start row."""
    if len(words) == 2:
        words = ["setup", "-", words[1]]
    if len(words) != 3:
        raise refused("setup-fields", text=quoted(text))
    stacks, where = _read_pawns(words[1], UNPLACED)
    to_move = _read_player(words[2])
    for player in (0, 1):
        placed = [where[q] for q in range(player * 6, player * 6 + 6) if where[q] != UNPLACED]
        if placed and len(placed) != 6:
            raise refused("setup-all-or-none", text=quoted(text))
        if any(square not in start_row(player) for square in placed):
            raise refused("setup-start-row", text=quoted(text), player=PLAYER_LETTERS[player])
        if any(len(stacks[s]) > 1 for s in placed):
            raise refused("setup-shared", text=quoted(text))
    if where[to_move * 6] != UNPLACED:
        raise refused("setup-placed", text=quoted(text), player=words[2])
    if to_move == 1 and where[0] == UNPLACED:
        raise refused("setup-first", text=quoted(text))
    return Parsed("setup", stacks, where, (0, 0), to_move, None)


def _check_play(p: Parsed) -> None:
    """Refuse what cannot arise in play: exits against the phase, a side with every pawn covered, scores
    that no game gives (above the most a game of the longest cap gives, or below what the pawns have earned)."""
    exiters = [q // 6 for q in range(12) if p.where[q] == EXIT]
    if len(set(exiters)) != len(exiters):
        raise refused("two-off", player=PLAYER_LETTERS[exiters[0]])
    if p.phase == "play" and exiters:
        raise refused("off-in-play", player=PLAYER_LETTERS[exiters[0]])
    if p.phase == "last" and len(exiters) != 1:
        raise refused("last-one-off")
    if p.phase in ("last", "over") and exiters == [p.to_move]:
        raise refused("own-last-roll", player=PLAYER_LETTERS[p.to_move])
    for player in (0, 1):
        on_board = [q for q in range(player * 6, player * 6 + 6) if p.where[q] >= 0]
        if on_board and player not in exiters and all(p.stacks[p.where[q]][-1] != q for q in on_board):
            raise refused("all-covered", player=PLAYER_LETTERS[player])
        crossed = sum(1 for q in on_board if relative_row(player, p.where[q]) >= MIDDLE)
        least = crossed * (1 + CROSSING_BONUS) + exiters.count(player) * (1 + CROSSING_BONUS + EXIT_BONUS)
        if not least <= p.scores[player] <= MAX_SCORE:
            raise refused("score-range", player=PLAYER_LETTERS[player], score=p.scores[player], least=least,
                          most=MAX_SCORE)
