"""Games from other Hive programs: hivegame.com's PGN (a tag header, then numbered UHP MoveStrings, one
number per ply), UHP GameStrings (as MzingaViewer writes them) and boardspace.net's records (their
``.sgf`` files, translated by stolik.hive.boardspace), read into a State move by move.

A game legal only up to some move is read up to there: ``Imported.stopped`` says at which move and
why. Games from those sites may open with a Queen (no tournament opening) and use any subset of the
expansions, named by the PGN's ``GameType`` tag or the GameString's GameTypeString, and widened by the
pieces the moves use (as hivegame.com reads them: a GameString may even be moves alone). Words after
the moves (``BlackWins``, ``Draw``, ``1-0``) are the result, not moves; ``wM1`` is read as ``wM``.

>>> game = read_game('[GameType "Base+M"]\\n[Result "*"]\\n\\n1. wM\\n2. bG1 wM-\\n3. wQ -wM\\n')
>>> game.state.position(), game.stopped
('Base+M;InProgress;Black[2];wM;bG1 wM-;wQ -wM', None)
>>> str(read_game("Base;InProgress;White[2];wQ;bQ wQ-;wQ -wQ").stopped)
'move 3 (wQ -wQ): no Queen Bee move takes wQ there'
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from stolik.core.errors import GameError, MalformedMoveError, quoted
from stolik.core.refusal import Refusal
from stolik.hive.boardspace import NotBoardspace, is_boardspace, read_boardspace
from stolik.hive.pieces import parse_game_type
from stolik.hive.position import MAX_TEXT
from stolik.hive.refusals import worded
from stolik.hive.state import State

_TAG = re.compile(r'^\[(\w+)\s+"((?:[^"\\]|\\.)*)"\]\s*$')
_PLY_NUMBER = re.compile(r"^\d+\.+$")                 # "12." (hivegame numbers plies, not pairs of them)
_RESULTS = frozenset({"1-0", "0-1", "1/2-1/2", "*"})
_COMMENT = re.compile(r"\{[^}]*\}")
_MOVED = re.compile(r"^[wb]([QSBGAMLP])")              # the piece a move starts with
_SINGLE_NUMBERED = re.compile(r"\b([wb][QMLP])1\b")   # "wM1": the one Mosquito, numbered as some programs write it


class NotAGame(GameError):
    """The text is no game at all (neither a PGN nor a GameString), or names no game type."""


@dataclass(frozen=True)
class Stop:
    """Where and why reading stopped before the end of the moves."""

    number: int                          # the move that could not be played (1: the first)
    move: str                            # as written
    why: str                             # the engine's reason, in English
    refusal: Refusal | None = None       # the rule it breaks, when the move names one on that board (for other languages)

    def __str__(self) -> str:
        return f"move {self.number} ({self.move}): {self.why}"


@dataclass(frozen=True)
class Imported:
    state: State                         # the position after the moves that could be played
    moves: tuple[str, ...]               # the moves as written in the file, each read (before ``stopped``)
    stopped: Stop | None = None          # why reading stopped before the end, or None
    source: str = "gamestring"           # "pgn", "gamestring" or "boardspace"
    tags: dict[str, str] = field(default_factory=dict)   # a PGN's header: White, Black, Result, Site, Date, ...


def read_game(text: str) -> Imported:
    """The game ``text`` holds; NotAGame when it is none."""
    if not isinstance(text, str) or not text.strip():
        raise NotAGame("the file is empty")
    if len(text) > 4 * MAX_TEXT:
        raise NotAGame(f"{len(text)} characters is too long for one game of Hive")
    stripped = text.strip()
    if is_boardspace(stripped):
        return _read_boardspace(stripped)
    if stripped.startswith("[") or re.match(r"^\d+\.", stripped):
        return _read_pgn(stripped)
    first = stripped.splitlines()[0]
    if ";" in first or _MOVED.match(first):
        return _read_game_string(first)
    raise NotAGame(f"{quoted(stripped[:40])} is neither a PGN game (tags, then 1. wQ ...), a UHP GameString"
                   " nor a boardspace.net record")


def _read_boardspace(text: str) -> Imported:
    try:
        record = read_boardspace(text)
    except NotBoardspace as exc:
        raise NotAGame(str(exc)) from exc
    game = _replay(record.expansions, record.moves, "boardspace", record.tags, record.cut)
    stop = game.stopped
    if stop is not None and stop.number <= len(record.written):     # named as the file writes it, to find it there
        stop = replace(stop, move=f"{record.written[stop.number - 1]} = {stop.move}")
    return replace(game, stopped=stop)


def _read_pgn(text: str) -> Imported:
    tags: dict[str, str] = {}
    body: list[str] = []
    for line in text.splitlines():
        match = _TAG.match(line.strip())
        if match and not body:
            tags[match.group(1)] = match.group(2).replace('\\"', '"')
        elif line.strip():
            body.append(line)
    game_type = tags.get("GameType", "Base")
    expansions = parse_game_type(game_type)
    if expansions is None:
        raise NotAGame(f"GameType {quoted(game_type)} is not a Hive game type (Base, Base+M, ... Base+MLP)")
    moves: list[str] = []
    for token in _COMMENT.sub(" ", " ".join(body)).split():
        if _PLY_NUMBER.match(token):
            moves.append("")
        elif token in _RESULTS or token[:1].isupper():   # the result after the moves (BlackWins, 1-0)
            moves.append("")
        elif not moves:
            raise NotAGame(f"{quoted(token)} comes before the first move number")
        else:
            moves[-1] = f"{moves[-1]} {token}".strip()
    return _replay(expansions, tuple(move for move in moves if move), "pgn", tags)


def _read_game_string(text: str) -> Imported:
    parts = [part.strip() for part in text.split(";")]
    if _MOVED.match(parts[0]):                 # moves alone: the game type is what they use
        return _replay(frozenset(), tuple(part for part in parts if part), "gamestring", {})
    expansions = parse_game_type(parts[0])
    if expansions is None:
        raise NotAGame(f"{quoted(parts[0])} is not a GameTypeString (Base, Base+M, ... Base+MLP)")
    if len(parts) < 3:
        raise NotAGame(f"{quoted(text[:60])} is not a GameString: GameType;GameState;Turn;moves...")
    return _replay(expansions, tuple(part for part in parts[3:] if part), "gamestring", {})


def stop_at(state: State, number: int, move: str) -> Stop | None:
    """Why ``move`` (the game's move ``number``) cannot be played on ``state``, or None when it can;
    MalformedMoveError when it is not written as a Hive move at all."""
    if state.result() is not None:
        return Stop(number, move, worded(Refusal("game-over")), Refusal("game-over"))
    try:
        refusal = state.refusal(move)
    except MalformedMoveError:
        raise
    except GameError as exc:
        return Stop(number, move, str(exc))
    return None if refusal is None else Stop(number, move, worded(refusal), refusal)


def _replay(expansions: frozenset[str], moves: tuple[str, ...], source: str, tags: dict[str, str],
            cut: tuple[str, str] | None = None) -> Imported:
    """Play ``moves`` from the start; the first that cannot be played stops the reading, and so does
    ``cut`` (a move as written and why it could not be read) after the last of them."""
    moves = tuple(_SINGLE_NUMBERED.sub(r"\1", move) for move in moves)
    used = {match.group(1) for match in map(_MOVED.match, moves) if match}
    state = State(expansions | (used & {"M", "L", "P"}), False, False)
    for number, move in enumerate(moves, start=1):
        try:
            stop = stop_at(state, number, move)
        except MalformedMoveError as exc:
            if number == 1:                 # not even its first move is one of Hive: no game at all
                raise NotAGame(str(exc)) from exc
            stop = Stop(number, move, str(exc))
        if stop is not None:
            return Imported(state, moves[:number - 1], stop, source, tags)
        state = state.play(state.canonical(move))
    stop = Stop(len(moves) + 1, *cut) if cut is not None else None
    return Imported(state, moves, stop, source, tags)
