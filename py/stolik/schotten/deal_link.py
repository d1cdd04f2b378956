"""Schotten Totten's secret-deck links as short text: the invitation, the reply, and each later message.

A token is ``s1`` and base64url (no padding) of a body and the first two bytes of its CRC-32 (a link cut
short or mistyped says it is damaged; the proofs, not the check, say whether it is honest). The body's
first byte is the kind (invitation, reply, message) and a message's flags. Points are compressed (33
bytes), proofs 48 bytes. A message carries its number, the first bytes of the hash of the link before it
(an old, replayed, forked or reordered link shows by these), its moves in a compact spelling, the cards it
plays (position and card), the shares it owes, the friend's late pile, one proof, or at the end the
masked key; it may offer a draw. In a long duel the two links that end a game carry the next game's deal
(``next``): the first the next invitation, the second its reply, so a match needs no link of its own between
games. What the app puts before the token (``ROUTE``) counts towards the size limits.

>>> turn = Message(3, b"12345", ("r7@2", "claim 2", "draw tactic"), Bundle(plays=((9, 6),)))
>>> decode(encode(turn)) == turn, len(spell(turn.moves))
(True, 9)
"""
from __future__ import annotations

import base64
import functools
import hashlib
import zlib
from dataclasses import dataclass
from typing import Any, Iterable, Mapping

from stolik.core.curve import POINT_BYTES, Point, decode as decode_point, encode as encode_point
from stolik.core.deck_seat import Bundle, Piles
from stolik.core.dleq import PROOF_BYTES, Proof
from stolik.core.errors import RecordError
from stolik.schotten.cards import CLAN
from stolik.schotten.secret_deal import TACTIC_NAMES

PREFIX = "s1"                    # secret-deck link, encoding 1
ROUTE = "/schotten/s/"           # what the app puts between '#' and the token
TURN_LIMIT = 200                 # characters after '#' of a link sent during play
SETUP_LIMIT = 3000               # of the invitation, the reply and links that carry a hand's shares or a pile
# The Recruiter's exchange unlocks three cards at once: 3 shares (99 bytes) and a proof (48) are 196
# characters before anything else, so it cannot keep to TURN_LIMIT; it happens at most once a game.
EXCHANGE_LIMIT = 230
PREV_BYTES = 5                   # of the hash of the link before: enough to tell links of one game apart
KEY_BYTES = 32
_INVITATION, _REPLY, _MESSAGE = 1, 2, 3
_LATE, _PROOF, _KEY, _OFFER, _NEXT = 4, 8, 16, 32, 64   # flags of a message, beside its kind
_DUEL = 16                       # an invitation's flag: a long duel's games and target follow
# Words of the notation, each spelled as one byte above ASCII (move texts are ASCII; moves are joined by ';').
_WORDS = ("draw tactic", "draw", "claim ", "STRATEGIST ", "TRAITOR ", "BANSHEE ", "RECRUITER", "return ", "JOKER",
          "SPY", "SHIELD", "BLIND", "MUD", "pass", "end")


@dataclass(frozen=True)
class Invitation:
    options: Mapping[str, Any]          # tactics, expert, first, and a long duel's duel_games, duel_target
    inviter: int                        # the inviter's player number
    public: Point
    piles: Piles


@dataclass(frozen=True)
class Reply:
    public: Point
    piles: Piles
    bundle: Bundle


@dataclass(frozen=True)
class Message:
    number: int                         # 1, 2, … after the reply
    prev: bytes                         # link_hash of the link before
    moves: tuple[str, ...]
    bundle: Bundle
    offer: bool = False                 # the sender offers a draw: the friend agrees in its link, or plays on
    next: Invitation | Reply | None = None   # a long duel's next deal, in the links that end a game


def link_limit(item: Invitation | Reply | Message) -> int:
    """The most characters after '#' (route and token) a link of this kind may have."""
    if not isinstance(item, Message) or item.bundle.late_piles or len(item.bundle.shares) > 3 or item.next:
        return SETUP_LIMIT       # the deal: the decks, a hand's shares, the friend's late pile, the next game's deal
    return EXCHANGE_LIMIT if not item.moves and len(item.bundle.shares) == 3 else TURN_LIMIT


def link_hash(token: str) -> bytes:
    """The first bytes of a link's hash: the next link names its predecessor by them."""
    return hashlib.sha256(token.encode()).digest()[:PREV_BYTES]


def head_of(token: str) -> tuple[int, int]:
    """A message's flags and number, read without its points (the token was checked when it was taken)."""
    raw = base64.urlsafe_b64decode(token[len(PREFIX):len(PREFIX) + 8] + "==")
    read = _Reader(raw)
    return read.byte(), read.varint()


def offers_draw(token: str) -> bool:
    """The message offers a draw."""
    return bool(head_of(token)[0] & _OFFER)


def deal_id(invitation: str) -> bytes:
    """What every proof of the deal is bound to: the hash of the invitation's token."""
    return hashlib.sha256(b"stolik/schotten/deal\0" + invitation.encode()).digest()[:16]


def place(message: Message, last_number: int, last_link: str) -> str:
    """Where a message stands after the last link of a game (its number and token): ``next`` to take;
    ``old`` (already taken: a replayed link changes nothing), ``ahead`` (a link between is missing), or
    ``fork`` (it follows another link than ours: a link was sent twice, differently)."""
    if message.number <= last_number:
        return "old"
    if message.number > last_number + 1:
        return "ahead"
    return "next" if message.prev == link_hash(last_link) else "fork"


def context(number: int, prev: bytes, moves: tuple[str, ...], plays: tuple[tuple[int, int], ...]) -> bytes:
    """What a message's proof is bound to, besides the deal: its number, predecessor, moves and plays."""
    return b"%d|" % number + prev + spell(moves) + b"|" + b"".join(bytes(play) for play in plays)


def spell(moves: tuple[str, ...]) -> bytes:
    """Moves in the compact spelling: each notation word as one byte, ';' between moves."""
    text = ";".join(moves).encode("ascii")
    for i, word in enumerate(_WORDS):
        text = text.replace(word.encode(), bytes([0x80 + i]))
    return text


def unspell(data: bytes) -> tuple[str, ...]:
    """The moves a compact spelling names; RecordError for bytes that are not one."""
    try:
        text = "".join(_WORDS[b - 0x80] if b >= 0x80 else chr(b) for b in data)
    except IndexError:
        raise RecordError("the link's moves are damaged") from None
    return tuple(text.split(";")) if text else ()


def encode(item: Invitation | Reply | Message) -> str:
    """The token of a link (without the app's route)."""
    body = _body(item)
    checked = body + zlib.crc32(body).to_bytes(4, "big")[:2]
    return PREFIX + base64.urlsafe_b64encode(checked).decode().rstrip("=")


def _body(item: Invitation | Reply | Message) -> bytes:
    """A link's bytes before its check (a message's next deal is written inside it the same way)."""
    if isinstance(item, Invitation):
        options = item.options
        games, target = int(options.get("duel_games", 0) or 0), int(options.get("duel_target", 0) or 0)
        flags = (bool(options.get("tactics")) | bool(options.get("expert")) << 1
                 | int(options.get("first", 0)) << 2 | item.inviter << 3 | _DUEL * bool(games or target))
        duel = bytes([games, target]) if games or target else b""
        return (bytes([_INVITATION, flags]) + duel + encode_point(item.public)
                + _points(p for pile in item.piles for p in pile))
    if isinstance(item, Reply):
        return (bytes([_REPLY, len(item.piles[0]) if item.piles else 0]) + encode_point(item.public)
                + _points(p for pile in item.piles for p in pile) + _bundle(item.bundle))
    bundle = item.bundle
    flags = (_MESSAGE | _LATE * bool(bundle.late_piles) | _PROOF * bool(bundle.proof) | _KEY * bool(bundle.masked_key)
             | _OFFER * item.offer | _NEXT * (item.next is not None))
    moves = spell(item.moves)
    body = bytes([flags]) + _varint(item.number) + item.prev + bytes([len(moves)]) + moves + _bundle(bundle)
    return body + (_body(item.next) if item.next is not None else b"")


def _points(points: Iterable[Point]) -> bytes:
    return b"".join(encode_point(p) for p in points)


def _bundle(bundle: Bundle) -> bytes:
    out = bytes([len(bundle.plays)]) + b"".join(bytes(play) for play in bundle.plays)
    out += bytes([len(bundle.shares)]) + _points(bundle.shares)
    for pile in bundle.late_piles:
        out += bytes([len(pile)]) + _points(pile)
    if bundle.proof is not None:
        out += bundle.proof.to_bytes()
    return out + bundle.masked_key


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        out.append(n & 0x7F | (0x80 if n > 0x7F else 0))
        n >>= 7
        if not n:
            return bytes(out)


class _Reader:
    """Bytes read in order; RecordError ("damaged") when they run out or are left over."""

    def __init__(self, data: bytes) -> None:
        self.data, self.at = data, 0

    def take(self, n: int) -> bytes:
        if n < 0 or self.at + n > len(self.data):
            raise RecordError("the link is cut short")
        self.at += n
        return self.data[self.at - n:self.at]

    def byte(self) -> int:
        return self.take(1)[0]

    def varint(self) -> int:
        value, shift = 0, 0
        while shift < 28:
            b = self.byte()
            value |= (b & 0x7F) << shift
            if b < 0x80:
                return value
            shift += 7
        raise RecordError("a number in the link is too long")

    def points(self, n: int) -> tuple[Point, ...]:
        return tuple(decode_point(self.take(POINT_BYTES)) for _ in range(n))

    def done(self) -> None:
        if self.at != len(self.data):
            raise RecordError("the link has bytes left over")


@functools.lru_cache(maxsize=4)
def decode(token: str) -> Invitation | Reply | Message:
    """The link a token carries; RecordError for a damaged or foreign token, PointError for a bad point.
    Kept for the last few tokens: routing one link reads it up to four times (which game it belongs to,
    whether it invites, its acceptance), and reading a setup link's 60-odd points took 20-40 ms in the page."""
    if not token.startswith(PREFIX) or len(token) > SETUP_LIMIT * 2:
        raise RecordError(f"not a Schotten Totten secret-deck link (it starts {token[:4]!r})")
    payload = token[len(PREFIX):]
    try:
        raw = base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4))
    except ValueError:
        raise RecordError("the link is damaged (not base64url)") from None
    body, check = raw[:-2], raw[-2:]
    if len(raw) < 3 or zlib.crc32(body).to_bytes(4, "big")[:2] != check:
        raise RecordError("the link is damaged (its check does not match)")
    read = _Reader(body)
    head = read.byte()
    item: Invitation | Reply | Message
    if head & 3 == _MESSAGE:
        number, prev = read.varint(), read.take(PREV_BYTES)
        moves = unspell(read.take(read.byte()))
        bundle = _read_bundle(read, head)
        follows = _read_deal(read, read.byte()) if head & _NEXT else None
        item = Message(number, prev, moves, bundle, bool(head & _OFFER), follows)
    else:
        item = _read_deal(read, head)
    read.done()
    return item


def _read_deal(read: _Reader, head: int) -> Invitation | Reply:
    """An invitation or a reply whose first byte (``head``) was read: a link of its own, or a message's next deal."""
    kind = head & 3
    if kind == _INVITATION:
        flags = read.byte()
        tactics = bool(flags & 1)
        options: dict[str, Any] = {"tactics": tactics, "expert": bool(flags & 2), "first": flags >> 2 & 1}
        if flags & _DUEL:
            options["duel_games"], options["duel_target"] = read.byte(), read.byte()
        public = read.points(1)[0]
        piles = (read.points(len(CLAN)),) + ((read.points(len(TACTIC_NAMES)),) if tactics else ())
        return Invitation(options, flags >> 3 & 1, public, piles)
    if kind == _REPLY:
        size = read.byte()
        public = read.points(1)[0]
        piles = (read.points(size),) if size else ()
        return Reply(public, piles, _read_bundle(read, _PROOF))
    raise RecordError(f"unknown kind of link {kind}")


def _read_bundle(read: _Reader, flags: int) -> Bundle:
    plays = tuple((read.byte(), read.byte()) for _ in range(read.byte()))
    shares = read.points(read.byte())
    late = (read.points(read.byte()),) if flags & _LATE else ()
    proof = Proof.from_bytes(read.take(PROOF_BYTES)) if flags & _PROOF and (plays or shares) else None
    key = read.take(KEY_BYTES) if flags & _KEY else b""
    return Bundle(shares, plays, proof, late, key)
