"""The URL hash: which screen to show, and shared games or positions carried in it.

Hash forms (all text after ``#``)::

    /                          home
    /play/<saved id>           a saved game (the hash the app writes while you play)
    /rules/<game>              the rules of a game
    /puzzles                   the puzzles: the puzzle of the day, each game's collection
    /<game>/puzzle/<id>        one puzzle of a game's collection
    /lessons                   the lessons for newcomers, with each one's progress
    /<game>/lesson/<id>[/<n>]  a game's lesson, at its step n (from 1; the first when left out)
    /tool/<game>/<name>[/<d>]  an analysis tool of a game, optionally started from data d (percent-encoded)
    /<game>/r/<compact record> a shared game: opening it makes a new saved game
    /<game>/r/<record>/review  likewise, and its review starts at once (a game imported to be looked over)
    /<game>/r/<record>/review/<move>  likewise, of an import that stopped at <move> (percent-encoded): said why
    /<game>/p/<position>       a shared position (percent-encoded): likewise
    /<game>/setup[/<position>] set up a position by hand, from the start or from a position (percent-encoded)
    /<game>/analysis/<position>  the analysis board on a position (percent-encoded): try moves, the engine's best three
    /<game>/m/<token>          a move of a game played by link (core/link_token.py, web/correspondence.py)
    /schotten/s/<token>        a link of a Schotten game dealt by the secret deck (schotten/deal_link.py);
                               its QR code spells the token in capitals (qr_segments), read the same

Hash text is untrusted: parse_hash never raises anything but LinkError, and nothing of it is
ever written into the page as HTML.

>>> parse_hash("#/gore/p/3%2C4%2C0%2C1%2C1%2C3%2C5%2C0%20SSSSNNNN%2017%3A14%20S")
Route(screen='position', game='gore', payload='3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S', data=None, stop=None)
"""
from __future__ import annotations

import base64
import binascii
import re
from dataclasses import dataclass

from stolik.core.errors import GameError
from stolik.games import ENGINES
from stolik.web.storage import ID_PATTERN

_MAX_HASH = 100_000
_UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
_ESCAPES = re.compile(r"(?:%[0-9A-Fa-f]{2})+")
_TOKEN = re.compile(r"^m[0-9][A-Za-z0-9_-]*$")   # a move token's shape; link_token.decode checks the rest
_SECRET_TOKEN = re.compile(r"^s1[A-Za-z0-9_-]+$")   # a secret-deck link's shape; deal_link.decode checks the rest
_SECRET_QR_TOKEN = re.compile(r"^S1[A-Z2-7]+$")      # the same token as a QR code spells it (base32)
_STEP = re.compile(r"^[1-9][0-9]?$")              # a lesson's step number
SECRET_GAME = "schotten"                         # the one game dealt by the secret deck
REVIEW = "review"                                # a record link's last part: open the game in review


def encode(text: str) -> str:
    """Percent-encode all but the unreserved characters, as ``urllib.parse.quote(text, safe="")``.

    Not urllib itself: importing it (and the ipaddress module it pulls in) costs about 50 ms of
    the browser's start-up.
    """
    return "".join(chr(b) if b in _UNRESERVED else f"%{b:02X}" for b in text.encode("utf-8"))


def decode(text: str) -> str:
    """Undo percent-encoding, as ``urllib.parse.unquote(text, errors="strict")``: a stray ``%``
    stays as it is; bytes that are not UTF-8 raise UnicodeDecodeError."""
    return _ESCAPES.sub(lambda m: bytes.fromhex(m.group().replace("%", "")).decode("utf-8"), text)


class LinkError(GameError):
    """A link that does not lead anywhere: shown to the player, nothing else changes."""


@dataclass(frozen=True)
class Route:
    screen: str          # "home", "play", "rules", "tool", "record", "position", "move", "secret", "puzzles", "puzzle",
                         # "lessons", "lesson", "setup", "analysis"
    game: str = ""
    payload: str = ""    # saved id, compact record, position text, move token, tool name, puzzle or lesson id
                         # (a setup's starting position, or ""), the analysis board's position
    data: str | None = None   # a tool's starting data, a lesson's step (from 1), or REVIEW after a record
    stop: str | None = None   # a record to review: the move, as its file wrote it, where the import stopped


def parse_hash(text: str) -> Route:
    """Read ``location.hash``; unknown or damaged forms raise LinkError with a reason."""
    text = (text or "").lstrip("#")
    if len(text) > _MAX_HASH:
        raise LinkError("the link is too long")
    if text in ("", "/"):
        return Route("home")
    if text in ("/puzzles", "/lessons"):
        return Route(text[1:])
    parts = text.split("/")
    if parts[0] != "" or len(parts) < 3:
        raise LinkError("the link has an unknown form", plain="not-stolik")
    if parts[1] == "play" and len(parts) == 3 and ID_PATTERN.match(parts[2]):
        return Route("play", payload=parts[2])
    if parts[1] == "rules" and len(parts) == 3 and parts[2] in ENGINES:
        return Route("rules", game=parts[2])
    if parts[1] == "tool" and len(parts) in (4, 5) and parts[2] in ENGINES and ID_PATTERN.match(parts[3]):
        data = None
        if len(parts) == 5:
            try:
                data = decode(parts[4])
            except UnicodeDecodeError as exc:
                raise LinkError("the data in the link is damaged") from exc
        return Route("tool", parts[2], parts[3], data)
    game = parts[1]
    if game not in ENGINES:
        raise LinkError("the link names a game Stolik does not know", plain="unknown-game")
    if len(parts) in (4, 5, 6) and parts[2] == "r" and parts[3] and parts[4:5] in ([], [REVIEW]) and parts[5:] != [""]:
        try:
            stop = decode(parts[5]) if len(parts) == 6 else None
        except UnicodeDecodeError as exc:
            raise LinkError("the data in the link is damaged") from exc
        return Route("record", game, parts[3], REVIEW if len(parts) >= 5 else None, stop)
    if (len(parts) == 4 and parts[2] == "p" and parts[3]) or (len(parts) in (3, 4) and parts[2] == "setup"):
        try:
            return Route("position" if parts[2] == "p" else "setup", game, decode(parts[3]) if len(parts) == 4 else "")
        except UnicodeDecodeError as exc:
            raise LinkError("the position in the link is damaged") from exc
    if len(parts) == 4 and parts[2] == "analysis" and parts[3]:
        try:
            return Route("analysis", game, decode(parts[3]))
        except UnicodeDecodeError as exc:
            raise LinkError("the position in the link is damaged") from exc
    if len(parts) == 4 and parts[2] == "puzzle" and ID_PATTERN.match(parts[3]):
        return Route("puzzle", game, parts[3])
    if len(parts) in (4, 5) and parts[2] == "lesson" and ID_PATTERN.match(parts[3]) \
            and (len(parts) == 4 or _STEP.match(parts[4])):
        return Route("lesson", game, parts[3], parts[4] if len(parts) == 5 else None)
    if len(parts) == 4 and parts[2] == "m" and parts[3]:
        if not _TOKEN.match(parts[3]):
            raise LinkError("the move in the link is damaged")
        return Route("move", game, parts[3])
    if len(parts) == 4 and parts[2] == "s" and game == SECRET_GAME:
        token = from_qr_token(parts[3]) if _SECRET_QR_TOKEN.match(parts[3]) else parts[3]
        if not _SECRET_TOKEN.match(token):
            raise LinkError("the link is damaged")
        return Route("secret", game, token)
    raise LinkError("the link has an unknown form", plain="not-stolik")


def secret_hash(token: str) -> str:
    return f"#/{SECRET_GAME}/s/{token}"


def qr_segments(url: str) -> tuple[tuple[str, str], ...]:
    """What a link's QR code holds, as (text, QR mode) segments: the link as it is, but a secret-deck
    token spelled in base32 capitals, which the code's alphanumeric mode packs in 5.5 bits a character
    against base64url's 8 in byte mode. Only so does the longest deal (about 2,200 bytes) fit a code.

    >>> qr_segments("https://x.org/#/schotten/s/s1AQID")
    (('https://x.org/#/schotten/s/', 'byte'), ('S1AEBAG', 'alphanumeric'))
    >>> parse_hash("#/schotten/s/S1AEBAG").payload
    's1AQID'
    """
    head, found, token = url.rpartition(f"#/{SECRET_GAME}/s/")
    if not found or not _SECRET_TOKEN.match(token):
        return ((url, "byte"),)
    payload = token[2:]
    raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    return ((head + found, "byte"), ("S1" + base64.b32encode(raw).decode().rstrip("="), "alphanumeric"))


def from_qr_token(token: str) -> str:
    """A secret-deck token read from a QR code, in the links' own spelling (its hash names it in the next link)."""
    payload = token[2:]
    try:
        raw = base64.b32decode(payload + "=" * (-len(payload) % 8))
    except binascii.Error:
        raise LinkError("the link is damaged") from None
    return "s1" + base64.urlsafe_b64encode(raw).decode().rstrip("=")


def record_hash(game: str, compact: str, review: bool = False, stop: str | None = None) -> str:
    """A shared game; with ``review``, one that opens in review; with ``stop``, an import that stopped at that move.

    >>> parse_hash(record_hash("hive", "z1AB", True, "wQ -wQ")).stop
    'wQ -wQ'
    """
    return f"#/{game}/r/{compact}" + (f"/{REVIEW}" if review or stop else "") + (f"/{encode(stop)}" if stop else "")


def position_hash(game: str, position: str) -> str:
    return f"#/{game}/p/{encode(position)}"


def setup_hash(game: str, position: str = "") -> str:
    """The setup screen of ``game``, from its start or from ``position``."""
    return f"#/{game}/setup" + (f"/{encode(position)}" if position else "")


def analysis_hash(game: str, position: str) -> str:
    """The analysis board on ``position``.

    >>> parse_hash(analysis_hash("gore", "0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S"))
    Route(screen='analysis', game='gore', payload='0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S', data=None, stop=None)
    """
    return f"#/{game}/analysis/{encode(position)}"


def move_hash(game: str, token: str) -> str:
    return f"#/{game}/m/{token}"


def tool_hash(game: str, name: str, data: str | None = None) -> str:
    return f"#/tool/{game}/{name}" + ("" if data is None else "/" + encode(data))


def puzzle_hash(game: str, ident: str) -> str:
    return f"#/{game}/puzzle/{ident}"


def lesson_hash(game: str, ident: str, step: int = 1) -> str:
    """A lesson at its ``step`` (from 1): the first step's link names none."""
    return f"#/{game}/lesson/{ident}" + ("" if step == 1 else f"/{step}")


def play_hash(saved_id: str) -> str:
    return f"#/play/{saved_id}"
