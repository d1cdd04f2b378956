"""Play-by-link tokens: a game's record, its id and the sender's side in one short URL-safe text.

A correspondence link (``#/<game>/m/<token>``) is sent after each move, so it must stay short
enough for chat apps and a readable QR code even late in a long game. Move texts would not:
a token writes each move as its index among the position's legal moves, sorted by text, and
packs all the indices into one mixed-radix integer (a ply with ``n`` legal moves costs
log2(n) bits; a forced move such as a Mądre kości ``roll`` costs nothing). Decoding replays
through the engine's ``legal_moves()``, so every decoded move is legal by construction, and
rolls come again from the record's seed: reopening a link never rerolls.

Token layout (version 2)::

    "m2" + base64url(B + CRC-32 of B, 4 bytes big-endian)    no padding
    B = varint(len(H)) + H + M
    H = raw DEFLATE of the JSON header {"r": rules version, "o": options, "s": seed,
        "i": game id, "p": sender's side, "n": [name of side 0, name of side 1], "k": plies,
        optional "t": start position, optional "e": {"by", "player"} (resigned / draw agreed),
        optional "h": [[n, salt], ...] (after an undo, what nobody had seen was drawn again after n moves),
        optional "d": 1 (the sender offers a draw with this link)}
    M = the move integer, big-endian, no leading zero byte (empty for 0)

The digit after ``m`` is the encoding's version: a later encoding gets another digit and the older
stay readable. Version 1 is version 2 without the check: a link cut short or mistyped could read as
another game, so version 2 checks its bytes and such a link says it is damaged. The rules version must be this engine's own: under other rules the same
index may name another move, so such a link is refused rather than misread. Everything in a token is untrusted: any damage raises RecordError, naming
the move where replay stops when it is a move that does not fit.

>>> from stolik import gore
>>> game = Record("gore", 1, {"first": "S"}, 7, ("S2", "N1"))
>>> token = encode(gore, game, "g1", side=1, names=("Ala", ""))
>>> link = decode(gore, token)
>>> link.record == Record("gore", 1, {"first": "S"}, 7, ("S2", "N1")), link.game_id, link.side, link.names
(True, 'g1', 1, ('Ala', ''))
"""
from __future__ import annotations

import base64
import json
import re
import zlib
from bisect import bisect_left
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from stolik.core.errors import GameError, RecordError, quoted
from stolik.core.record import Ending, Record, checked_reshuffles, parse_json, reshuffler

PREFIX = "m"                 # a move token, as opposed to a record ("z1...")
VERSION = 2                  # the move encoding: indices into sorted legal_moves(), mixed radix, checked
READABLE = ("1", "2")        # versions decode reads: 1 has no check (links sent before it came)
CHECK_BYTES = 4              # the CRC-32 that ends a version 2 body
MAX_TOKEN = 16_000           # characters: far above any game's longest token, far below a bomb
NAME_LIMIT = 24              # characters of a player's name a link carries
GAME_ID = re.compile(r"^[A-Za-z0-9_-]{1,64}$")   # as a saved game's id (web/storage.ID_PATTERN)
_HEADER_LIMIT = 4_096        # bytes of the decompressed header
_START_LIMIT = 2_000         # characters of a start position
_SEED_LIMIT = 1 << 64
_TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]*$")
_HEADER_KEYS = frozenset("roipnkstehd")


@dataclass(frozen=True)
class LinkGame:
    """What a token carries, checked and replayed: the record, its id, who sent it, the names.

    ``movers[i]`` is the side that made move ``i`` and ``choices[i]`` how many legal moves it had
    (1: forced, e.g. a roll or a pass), read from the replay, so the shell can tell whether a link's
    new moves are the sender's without replaying again.
    """

    record: Record
    game_id: str
    side: int                        # the side the sender plays
    names: tuple[str, str] = ("", "")
    movers: tuple[int, ...] = ()
    choices: tuple[int, ...] = ()
    to_move: int | None = None       # who is to move after the last move; None once the rules ended the game
    offer: bool = False              # the sender offers a draw: the friend accepts (the link back ends the game) or plays on


def playable_by_link(engine: ModuleType) -> bool:
    """A game with hidden information (Schotten Totten's hands) cannot be played by link."""
    return not engine.GAME.hidden_information


def encode(engine: ModuleType, record: Record, game_id: str, side: int,
           names: tuple[str, str] = ("", ""), offer: bool = False) -> str:
    """The token of ``record`` sent by the player of ``side``; RecordError for a move not listed as legal."""
    info = engine.GAME
    _check_playable(engine)
    if record.game != info.key:
        raise RecordError(f"this record is for {record.game!r}, not {info.key!r}")
    if record.rules_version != info.rules_version:
        raise RecordError(f"this game was played under another version of the {info.title} rules "
                          f"({record.rules_version}, here {info.rules_version}): it cannot be sent by link", plain="version")
    if len(record.moves) > info.max_plies:
        raise RecordError(f"the record has {len(record.moves)} moves, more than a game of {info.title} can have")
    _check_header_values(game_id, side, names)
    indices, radices = [], []
    drawn_again = reshuffler(info, record.reshuffles)
    state = drawn_again(0, _start(engine, record))
    for number, move in enumerate(record.moves, start=1):
        legal = sorted(state.legal_moves())
        where = bisect_left(legal, move)
        if where == len(legal) or legal[where] != move:
            raise RecordError(f"move {number} ({quoted(move)}) is not one of the legal moves there", plain="moves")
        indices.append(where)
        radices.append(len(legal))
        state = drawn_again(number, _play(state, move, number))
    number = 0
    for index, radix in zip(reversed(indices), reversed(radices)):
        number = number * radix + index
    header: dict[str, Any] = {"r": record.rules_version, "o": info.checked_options(record.options) if record.start is None
                              else dict(record.options), "s": record.seed, "i": game_id, "p": side,
                              "n": list(names), "k": len(record.moves)}
    if record.start is not None:
        header["t"] = record.start
    if record.end is not None:
        header["e"] = record.end.to_json()
    if record.reshuffles:
        header["h"] = [list(pair) for pair in record.reshuffles]
    if offer:
        header["d"] = 1
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(header, separators=(",", ":"), ensure_ascii=True).encode()) + packer.flush()
    body = _varint(len(packed)) + packed + number.to_bytes((number.bit_length() + 7) // 8, "big")
    body += zlib.crc32(body).to_bytes(CHECK_BYTES, "big")
    return f"{PREFIX}{VERSION}" + base64.urlsafe_b64encode(body).decode().rstrip("=")


def decode(engine: ModuleType, token: str) -> LinkGame:
    """Check and replay an untrusted token; RecordError saying what is wrong, never anything else."""
    _check_playable(engine)
    info = engine.GAME
    if not isinstance(token, str) or not token.startswith(PREFIX) or len(token) < 2:
        raise RecordError("this is not a Stolik move link", plain="not-stolik")
    if len(token) > MAX_TOKEN:
        raise RecordError("the move link is too long")
    if not token[1:2].isdigit() or not _TOKEN_SHAPE.match(token):
        raise RecordError("the move link is damaged (characters a link never has)")
    if token[1] not in READABLE:
        raise RecordError(f"this move link was made by another version of Stolik (encoding {quoted(token[1])})", plain="version")
    body = token[2:]
    if len(body) % 4 == 1:
        raise RecordError("the move link is damaged (cut short)")
    try:
        raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except ValueError as exc:
        raise RecordError("the move link is damaged and cannot be read") from exc
    if token[1] == "2":
        raw, check = raw[:-CHECK_BYTES], raw[-CHECK_BYTES:]
        if len(check) < CHECK_BYTES or zlib.crc32(raw).to_bytes(CHECK_BYTES, "big") != check:
            raise RecordError("the move link is damaged (cut short or changed on the way)")
    size, at = _read_varint(raw, 0)
    if size > len(raw) - at:
        raise RecordError("the move link is damaged (cut short)")
    header = _header(raw[at:at + size])
    moves_bytes = raw[at + size:]
    if moves_bytes[:1] == b"\x00":
        raise RecordError("the move link is damaged (moves written with a leading zero)")
    rules_version, options, seed, game_id, side, names, plies, start, end = _fields(header, info)
    reshuffles = checked_reshuffles(header.get("h", []), plies)
    offer = header.get("d", 0)
    if offer not in (0, 1) or isinstance(offer, bool):
        raise RecordError("the move link is damaged (its draw offer)")
    drawn_again = reshuffler(info, reshuffles)
    if plies > info.max_plies:
        raise RecordError(f"the link has {plies} moves, more than a game of {info.title} can have")
    if rules_version != info.rules_version:   # indices name moves only under the rules that listed them
        raise RecordError(f"this link was made under another version of the {info.title} rules "
                          f"({rules_version}, here {info.rules_version}): both players need the same Stolik", plain="version")
    shell = Record(info.key, rules_version, options, seed, (), start)
    state = drawn_again(0, _start(engine, shell))
    number = int.from_bytes(moves_bytes, "big")
    moves, movers, choices = [], [], []
    for ply in range(1, plies + 1):
        legal = sorted(state.legal_moves())
        if not legal:
            raise RecordError(f"move {ply} of the link cannot be played: the game was already over", plain="moves")
        number, index = divmod(number, len(legal))
        movers.append(state.to_move)
        choices.append(len(legal))
        moves.append(legal[index])
        state = drawn_again(ply, _play(state, legal[index], ply))
    if number:
        raise RecordError(f"the move link is damaged (more moves than the {plies} it announces)")
    if end is not None and state.result() is not None:
        raise RecordError("the move link is damaged (it ends a game the rules had already ended)")
    record = Record(info.key, rules_version, options, seed, tuple(moves), start, end, reshuffles)
    to_move = None if state.result() is not None else state.to_move
    return LinkGame(record, game_id, side, names, tuple(movers), tuple(choices), to_move, offer == 1 and to_move is not None)


def _check_playable(engine: ModuleType) -> None:
    if not playable_by_link(engine):
        raise RecordError(f"{engine.GAME.title} cannot be played by link: a link cannot keep a hand secret", plain="no-link")


def _check_header_values(game_id: Any, side: Any, names: Any) -> None:
    if not isinstance(game_id, str) or not GAME_ID.match(game_id):
        raise RecordError(f"the link's game id {quoted(game_id)} is not an id")
    if side not in (0, 1) or isinstance(side, bool):
        raise RecordError(f"the link's side {quoted(side)} is not 0 or 1")
    if not isinstance(names, (list, tuple)) or len(names) != 2 or not all(isinstance(n, str) for n in names):
        raise RecordError("the link's names are damaged")
    for name in names:
        if len(name) > NAME_LIMIT:
            raise RecordError(f"a name in the link is longer than {NAME_LIMIT} characters: {quoted(name)}")


def _header(packed: bytes) -> dict[str, Any]:
    """The decompressed, parsed header: bounded before it is inflated, checked as JSON."""
    inflater = zlib.decompressobj(-15)
    try:
        raw = inflater.decompress(packed, _HEADER_LIMIT)
    except zlib.error as exc:
        raise RecordError("the move link is damaged and cannot be read") from exc
    if inflater.unconsumed_tail or not inflater.eof or inflater.unused_data:
        raise RecordError("the move link is damaged (its header is too long or cut short)")
    try:
        text = raw.decode()
    except UnicodeDecodeError as exc:
        raise RecordError("the move link is damaged and cannot be read") from exc
    header = parse_json(text, "the move link")
    if not isinstance(header, dict) or not set(header) <= _HEADER_KEYS:
        raise RecordError("the move link is damaged (an unknown header)")
    return header


def _fields(header: dict[str, Any], info: Any) -> tuple[int, dict[str, Any], int, str, int, tuple[str, str], int,
                                                       str | None, Ending | None]:
    """The header's values, each checked for type and range."""
    version, options, seed, plies = header.get("r"), header.get("o"), header.get("s"), header.get("k")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordError(f"the link's rules version {quoted(version)} is not a number")
    if not isinstance(options, dict):
        raise RecordError("the link's options are not an object")
    if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < _SEED_LIMIT:
        raise RecordError(f"the link's seed {quoted(seed)} is not a seed")
    if not isinstance(plies, int) or isinstance(plies, bool) or plies < 0:
        raise RecordError(f"the link's move count {quoted(plies)} is not a number")
    _check_header_values(header.get("i"), header.get("p"), header.get("n"))
    start = header.get("t")
    if start is not None and (not isinstance(start, str) or len(start) > _START_LIMIT):
        raise RecordError("the link's start position is damaged")
    end = Ending.from_json(header.get("e"))
    if start is None:
        options = info.checked_options(options)
    return (version, options, seed, header["i"], header["p"], (header["n"][0], header["n"][1]), plies, start,
            end)


def _start(engine: ModuleType, record: Record) -> Any:
    try:
        if record.start is not None:
            return engine.from_position(record.start, record.options)
        return engine.new_game(engine.GAME.checked_options(record.options), record.seed)
    except GameError as exc:
        raise RecordError(f"the link's start does not make a game: {exc}", plain="position") from exc


def _play(state: Any, move: str, number: int) -> Any:
    try:
        return state.play(move)
    except GameError as exc:
        raise RecordError(f"move {number} ({quoted(move)}) cannot be played: {exc}", plain="moves") from exc


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        low, value = value & 0x7F, value >> 7
        out.append(low | (0x80 if value else 0))
        if not value:
            return bytes(out)


def _read_varint(raw: bytes, at: int) -> tuple[int, int]:
    """A varint of at most three bytes (a header is never longer) at ``at``: (value, next position)."""
    value = shift = 0
    for count in range(3):
        if at >= len(raw):
            break
        byte = raw[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if not byte & 0x80:
            return value, at
    raise RecordError("the move link is damaged (cut short)")
