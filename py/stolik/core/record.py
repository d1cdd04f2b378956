"""Game records: the canonical form of a game, and their compact text form for links and files.

A record is ``{game, rules_version, options, seed, moves}``; a state is rebuilt by replaying it,
so resume, undo, links and the AI worker all share one path.

>>> r = Record("gore", 1, {"first": "S"}, 7, ("S2", "N1"))
>>> Record.from_compact(r.to_compact()) == r
True
"""
from __future__ import annotations

import base64
import json
import re
import zlib
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, Mapping

from stolik.core.errors import GameError, RecordError, quoted
from stolik.core.game import Result

_COMPACT_PREFIX = "z1"   # format tag: zlib-compressed JSON in URL-safe base64, version 1
_MAX_COMPACT = 200_000   # refuse absurd payloads before decompressing them
_SALT_MASK = (1 << 64) - 1
_MAX_DEPTH = 32          # nesting deeper than any record or saved entry: a bomb, refused before parsing
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')


def parse_json(text: str, what: str) -> Any:
    """Untrusted JSON text as data; RecordError naming ``what`` for anything unreadable.

    Deep nesting is refused before ``json.loads`` sees it: in the browser a deep enough array
    overflows the JavaScript stack under the parser, a fatal error no ``except`` can catch.
    """
    if text.count("[") + text.count("{") > _MAX_DEPTH and _depth(text) > _MAX_DEPTH:
        raise RecordError(f"{what} is damaged (nested too deep)")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise RecordError(f"{what} is damaged (not JSON)") from exc


def _depth(text: str) -> int:
    """How deep brackets nest outside strings (only counted when there are many brackets at all)."""
    deepest = depth = 0
    for char in _STRINGS.sub("", text):
        if char in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif char in "]}":
            depth -= 1
    return deepest


@dataclass(frozen=True)
class Ending:
    """How the players ended a game that the rules had not ended: ``player`` resigned, or offered a
    draw that the other accepted. Not a move: no engine knows it, so it lives beside the moves.

    >>> Ending("resign", 0).result()
    Result(winner=1, scores=(), reason='resigned', notes=())
    """

    by: str                        # "resign" or "draw"
    player: int                    # who resigned, or who offered the draw

    def result(self) -> Result:
        """The result it makes: the other player wins a resigned game (so the loser is ``1 - winner``)."""
        if self.by == "resign":
            return Result(1 - self.player, (), "resigned")
        return Result(None, (), "draw-agreed")

    def to_json(self) -> dict[str, Any]:
        return {"by": self.by, "player": self.player}

    @classmethod
    def from_json(cls, data: Any) -> "Ending | None":
        if data is None:
            return None
        if not isinstance(data, dict) or data.get("by") not in ("resign", "draw") or data.get("player") not in (0, 1) \
                or isinstance(data.get("player"), bool):
            raise RecordError("the record's end is damaged")
        return cls(data["by"], data["player"])


@dataclass(frozen=True)
class Record:
    """Everything needed to rebuild a game: options, seed and the move texts."""

    game: str
    rules_version: int
    options: Mapping[str, Any] = field(default_factory=dict)
    seed: int = 0
    moves: tuple[str, ...] = ()
    start: str | None = None       # a position string when the game began from a shared position
    end: Ending | None = None      # the game was ended by the players (resigned, draw agreed), not by a rule
    reshuffles: tuple[tuple[int, int], ...] = ()   # (n, salt): after n moves, what nobody had seen was shuffled
    # again (older games: an undo did that, until seen chance stopped being taken back); replays keep it

    def to_json(self) -> dict[str, Any]:
        data = {"game": self.game, "rules_version": self.rules_version, "options": dict(self.options),
                "seed": self.seed, "moves": list(self.moves)}
        if self.start is not None:
            data["start"] = self.start
        if self.end is not None:
            data["end"] = self.end.to_json()
        if self.reshuffles:
            data["reshuffles"] = [list(pair) for pair in self.reshuffles]
        return data

    @classmethod
    def from_json(cls, data: Any) -> "Record":
        """Check the shape of untrusted data (a saved game, a link, a file) and build a record."""
        if not isinstance(data, dict):
            raise RecordError("a game record must be a JSON object")
        game, version, options = data.get("game"), data.get("rules_version"), data.get("options", {})
        seed, moves, start = data.get("seed", 0), data.get("moves", []), data.get("start")
        if not isinstance(game, str) or not game:
            raise RecordError("the record names no game")
        if not isinstance(version, int) or isinstance(version, bool):
            raise RecordError(f"the record's rules_version {version!r} is not a number")
        if not isinstance(options, dict):
            raise RecordError("the record's options are not an object")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError(f"the record's seed {seed!r} is not a whole number")
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError("the record's moves are not a list of move texts")
        if start is not None and not isinstance(start, str):
            raise RecordError("the record's start position is not text")
        return cls(game, version, dict(options), seed, tuple(moves), start, Ending.from_json(data.get("end")),
                   checked_reshuffles(data.get("reshuffles", []), len(moves)))

    def with_moves(self, moves: tuple[str, ...]) -> "Record":
        """The same game with other moves: a game that goes on has not been resigned or agreed drawn;
        reshuffles made after the moves kept stay (they are part of how this game's chance fell)."""
        kept = tuple(pair for pair in self.reshuffles if pair[0] <= len(moves))
        return Record(self.game, self.rules_version, dict(self.options), self.seed, moves, self.start, None, kept)

    def with_end(self, end: Ending) -> "Record":
        return Record(self.game, self.rules_version, dict(self.options), self.seed, self.moves, self.start, end,
                      self.reshuffles)

    def to_compact(self) -> str:
        """The record as one URL-safe token (no characters that need escaping in a URL hash)."""
        raw = json.dumps(self.to_json(), separators=(",", ":"), ensure_ascii=True).encode()
        packed = base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")
        return _COMPACT_PREFIX + packed

    @classmethod
    def from_compact(cls, text: str) -> "Record":
        """Read a token written by ``to_compact``; any damage raises RecordError, never anything else."""
        if not isinstance(text, str) or not text.startswith(_COMPACT_PREFIX):
            raise RecordError("this is not a Stolik game record", plain="not-stolik")
        if len(text) > _MAX_COMPACT:
            raise RecordError("the game record is too long")
        body = text[len(_COMPACT_PREFIX):]
        try:
            raw = zlib.decompressobj().decompress(base64.urlsafe_b64decode(body + "=" * (-len(body) % 4)), 1_000_000)
            text = raw.decode()
        except (ValueError, zlib.error, UnicodeDecodeError) as exc:
            raise RecordError("the game record is damaged and cannot be read") from exc
        return cls.from_json(parse_json(text, "the game record"))


def checked_reshuffles(data: Any, moves: int) -> tuple[tuple[int, int], ...]:
    """Checked (n, salt) pairs: ascending places within the moves, whole-number salts."""
    if not isinstance(data, list) or len(data) > moves + 1:
        raise RecordError("the record's reshuffles are damaged")
    pairs, last = [], -1
    for item in data:
        if (not isinstance(item, list) or len(item) != 2 or not all(isinstance(v, int) and not isinstance(v, bool) for v in item)
                or not last < item[0] <= moves or not 0 <= item[1] <= _SALT_MASK):
            raise RecordError("the record's reshuffles are damaged")
        last = item[0]
        pairs.append((item[0], item[1]))
    return tuple(pairs)


def reshuffler(info: Any, reshuffles: tuple[tuple[int, int], ...]) -> Callable[[int, Any], Any]:
    """``drawn_again(n, state)``: the state after ``n`` moves with the record's reshuffle there applied."""
    salts = dict(reshuffles)
    if salts and info.chance == "none":
        raise RecordError(f"the record reshuffles, but {info.title} has nothing hidden to shuffle")

    def drawn_again(played: int, state: Any) -> Any:
        return state.reshuffled(salts[played]) if played in salts else state
    return drawn_again


def replay(engine: ModuleType, record: Record) -> list[Any]:
    """Rebuild every state of a recorded game: ``states[i]`` is the position before move ``i``.

    Raises RecordError naming the first move that does not fit, so a damaged save or link explains
    itself instead of half-loading.
    """
    info = engine.GAME
    if record.game != info.key:
        raise RecordError(f"this record is for {record.game!r}, not {info.key!r}")
    if record.rules_version > info.rules_version:
        raise RecordError(f"this record needs a newer version of the {info.title} rules "
                          f"({record.rules_version} > {info.rules_version})", plain="version")
    if len(record.moves) > info.max_plies:
        raise RecordError(f"the record has {len(record.moves)} moves, more than a game of {info.title} can have")
    try:
        if record.start is not None:
            state = engine.from_position(record.start, record.options)
        else:
            state = engine.new_game(info.checked_options(record.options), record.seed)
    except GameError as exc:
        raise RecordError(f"the record's start does not make a game: {exc}", plain="position") from exc
    drawn_again = reshuffler(info, record.reshuffles)
    states = [drawn_again(0, state)]
    for number, move in enumerate(record.moves, start=1):
        try:
            state = drawn_again(number, states[-1].play(move))
        except GameError as exc:
            raise RecordError(f"move {number} ({quoted(move)}) cannot be played: {exc}", plain="moves") from exc
        states.append(state)
    return states
