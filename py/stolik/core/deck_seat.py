"""One device's side of a two-party secret deck (see ``secret_deck``): which locked card is where, what
this device may open, and the shares and proofs each message owes or brings.

Positions number the final piles' cards one after the other (pile 0 first). The game tells the seat what
the rules did in public (a draw from a pile, a card played from a hand, a card put back under its pile);
the seat turns that into the shares it owes the other player and checks what arrives. A message's shares
and plays are covered by one Chaum–Pedersen proof bound to that message (``context``); whatever fails a
check raises DishonestError before anything of the message is kept.
"""
from __future__ import annotations

import copy
import hashlib
from dataclasses import dataclass
from typing import Any, Sequence

from stolik.core.curve import GENERATOR, Point, decode, decode_kept, encode, encode_kept, mul, scalar_bytes
from stolik.core.dleq import Pair, Proof, prove, verify
from stolik.core.secret_deck import DishonestError, Key, Randbelow, check_key, deal_order, lock, shuffled, unlock

Piles = tuple[tuple[Point, ...], ...]


@dataclass(frozen=True)
class Bundle:
    """The deck's part of one message: shares for the receiver's draws (in the order drawn), the cards the
    sender played from its hand (position, card index), one proof over both, piles the friend locked late,
    and at the end the sender's masked key."""

    shares: tuple[Point, ...] = ()
    plays: tuple[tuple[int, int], ...] = ()
    proof: Proof | None = None
    late_piles: Piles = ()
    masked_key: bytes = b""


class Seat:
    """One player's view of the deck; ``me`` and ``inviter`` are player numbers (0 or 1), ``cards`` the card
    points pile by pile, ``context`` what every proof of this deal is bound to (e.g. the invitation's hash)."""

    def __init__(self, me: int, inviter: int, key: Key, cards: Sequence[Sequence[Point]], context: bytes) -> None:
        self.me, self.inviter, self.key, self.context = me, inviter, key, context
        self.cards = [tuple(pile) for pile in cards]
        self.offsets = [sum(len(p) for p in self.cards[:i]) for i in range(len(self.cards))]
        self.card_of = {encode(point): self.offsets[i] + j for i, pile in enumerate(self.cards)
                        for j, point in enumerate(pile)}                   # card point -> card index
        self.publics: list[Point | None] = [None, None]
        self.publics[me] = key.public
        self.final: list[tuple[Point, ...] | None] = [None] * len(self.cards)   # locked by both, dealt from
        self.unsent: list[tuple[Point, ...]] = []                          # the friend's piles not sent yet
        self.piles = [[start + j for j in range(len(pile))] for start, pile in zip(self.offsets, self.cards)]
        self.hands: tuple[set[int], set[int]] = (set(), set())
        self.opened: dict[int, int] = {}                                   # position -> card: my cards, held or played
        self.revealed: dict[int, int] = {}                                 # position -> card the other played
        self.awaiting: list[int] = []                                      # my draws, waiting for shares
        self.owed: list[int] = []                                          # the other's draws I must unlock
        self.plays: list[tuple[int, int]] = []                             # my plays not sent yet
        self.sent: dict[int, bytes] = {}                                   # shares I sent, by position
        self.got: dict[int, Point] = {}                                    # shares I received, by position
        self.orders: tuple[tuple[int, ...], ...] = ()                      # the whole deal, known at the end

    @property
    def other(self) -> int:
        return 1 - self.me

    # ----------------------------------------------------------------- setup
    def locked_piles(self, randbelow: Randbelow) -> Piles:
        """The inviter's step: every pile locked with its key and shuffled (the invitation)."""
        return tuple(shuffled(lock(self.key, pile), randbelow) for pile in self.cards)

    def lock_again(self, first: Sequence[Sequence[Point]], inviter_public: Point, randbelow: Randbelow,
                   send_now: int) -> Piles:
        """The friend's step: the inviter's piles locked again and shuffled; the first ``send_now`` piles are
        final at once and returned (the reply), the rest go with the friend's next bundle."""
        if [len(p) for p in first] != [len(p) for p in self.cards]:
            raise DishonestError("the invitation's deck does not have the game's number of cards")
        self.publics[self.inviter] = inviter_public
        finals = [shuffled(lock(self.key, pile), randbelow) for pile in first]
        self.final[:send_now] = finals[:send_now]
        self.unsent = finals[send_now:]
        return tuple(finals[:send_now])

    def reply_arrived(self, piles: Sequence[Sequence[Point]], friend_public: Point) -> None:
        """The inviter takes the friend's public key and the final piles sent with the reply."""
        self.publics[self.other] = friend_public
        self.final = self._with_late(piles)

    def _with_late(self, piles: Sequence[Sequence[Point]]) -> list[tuple[Point, ...] | None]:
        """The final piles with these filling the first ones still unknown (sizes checked)."""
        final = list(self.final)
        for pile in piles:
            i = final.index(None) if None in final else len(final)
            if i >= len(self.cards) or len(pile) != len(self.cards[i]):
                raise DishonestError("the final deck does not have the game's number of cards")
            final[i] = tuple(pile)
        return final

    # ----------------------------------------------------------------- what the rules did, in public
    def draw(self, player: int, pile: int) -> int:
        """``player`` takes the top card of ``pile``: mine waits for a share, the other's is owed one."""
        if not 0 <= pile < len(self.piles) or not self.piles[pile]:
            raise DishonestError(f"a card was drawn from pile {pile}, which has none to draw")
        position = self.piles[pile].pop(0)
        self.hands[player].add(position)
        (self.awaiting if player == self.me else self.owed).append(position)
        return position

    def put_back(self, player: int, position: int) -> None:
        """``player`` puts a card of its hand, still locked, under the pile it came from."""
        if position not in self.hands[player] or position in self.awaiting or position in self.owed:
            raise DishonestError("a card was put back that was not in that player's hand")
        self.hands[player].discard(position)
        self.opened.pop(position, None)          # I still know it, but it is no longer in play
        self.piles[self.pile_of(position)].append(position)

    def play_mine(self, card: int) -> int:
        """I play ``card`` from my hand: its position, remembered for my next bundle's proof."""
        position = next((p for p in sorted(self.hands[self.me]) if self.opened.get(p) == card), None)
        if position is None:
            raise ValueError(f"card {card} is not in my hand")
        self.hands[self.me].discard(position)
        self.plays.append((position, card))
        return position

    def pile_of(self, position: int) -> int:
        return max(i for i, start in enumerate(self.offsets) if position >= start)

    def _final_point(self, final: Sequence[tuple[Point, ...] | None], position: int) -> Point:
        pile = self.pile_of(position)
        points = final[pile]
        if points is None:
            raise DishonestError("a card was unlocked from a pile that was never dealt in full")
        return points[position - self.offsets[pile]]

    def _card_point(self, card: int) -> Point:
        pile = self.pile_of(card)
        return self.cards[pile][card - self.offsets[pile]]

    # ----------------------------------------------------------------- messages
    def bundle(self, context: bytes = b"", with_late: bool = True) -> Bundle:
        """The deck's part of my next message: shares for the other's draws, my plays, one proof over all;
        the friend's piles not sent yet go with its first bundle after the reply (``with_late``)."""
        late = tuple(self.unsent) if with_late else ()
        if late:
            self.final, self.unsent = self._with_late(late), []
        shares = tuple(unlock(self.key, self._final_point(self.final, p)) for p in self.owed)
        pairs: list[Pair] = [(GENERATOR, self.key.public)]
        pairs += [(share, self._final_point(self.final, p)) for share, p in zip(shares, self.owed)]
        pairs += [(self._card_point(card), self.got[p]) for p, card in self.plays]
        proof = prove(self.key.secret, pairs, self.context + context) if len(pairs) > 1 else None
        self.sent.update((p, encode(share)) for share, p in zip(shares, self.owed))
        out = Bundle(shares, tuple(self.plays), proof, late)
        self.owed, self.plays = [], []
        return out

    def receive(self, bundle: Bundle, context: bytes = b"") -> list[int]:
        """Check and take the other's bundle: the cards my shares opened, in the order I drew them.
        DishonestError, with nothing kept, when a proof, a card or a pile is wrong."""
        public = self.publics[self.other]
        assert public is not None, "the other's public key comes with the invitation or the reply"
        if bundle.masked_key:
            return self._receive_last(bundle)
        final = self._with_late(bundle.late_piles)
        if len(bundle.shares) != len(self.awaiting):
            raise DishonestError(f"{len(bundle.shares)} cards were unlocked where {len(self.awaiting)} were drawn")
        pairs: list[Pair] = [(GENERATOR, public)]
        pairs += [(share, self._final_point(final, p)) for share, p in zip(bundle.shares, self.awaiting)]
        known = self._check_plays(bundle.plays)
        pairs += [(self._card_point(card), decode(self.sent[position])) for position, card in bundle.plays]
        if len(pairs) > 1 and (bundle.proof is None or not verify(pairs, self.context + context, bundle.proof)):
            raise DishonestError("a share or a played card does not match the key its player published")
        opened = [self.card_of.get(encode(unlock(self.key, share)), -1) for share in bundle.shares]
        if any(card < 0 or card in known for card in opened) or len(set(opened)) != len(opened):
            raise DishonestError("a card drawn opened to no card of the deck, or to one already in play")
        self.final = final
        self.got.update(zip(self.awaiting, bundle.shares))
        return self._keep(opened, bundle.plays)

    def _check_plays(self, plays: Sequence[tuple[int, int]]) -> set[int]:
        """The cards in play once these are: each must come from a place the other player holds and was
        unlocked for it, and be a card not in play yet."""
        known = set(self.opened.values()) | set(self.revealed.values())
        for position, card in plays:
            if position not in self.hands[self.other] or position not in self.sent:
                raise DishonestError("a card was played that was never dealt to that player")
            if not 0 <= card < len(self.card_of) or card in known:
                raise DishonestError("a card was played that is already in play")
            known.add(card)
        return known

    def _keep(self, opened: Sequence[int], plays: Sequence[tuple[int, int]]) -> list[int]:
        """Take a checked message: my draws opened, the other's plays shown."""
        self.opened.update(zip(self.awaiting, opened))
        for position, card in plays:
            self.hands[self.other].discard(position)
            self.revealed[position] = card
        self.awaiting = []
        return list(opened)

    # ----------------------------------------------------------------- the end
    def masked_key(self) -> bytes:
        """My key, masked with a hash of our Diffie–Hellman point, so only the other player can read it."""
        return bytes(a ^ b for a, b in zip(scalar_bytes(self.key.secret), self._mask()))

    def _mask(self) -> bytes:
        public = self.publics[self.other]
        assert public is not None
        return hashlib.sha256(b"stolik/key-mask\0" + encode(mul(public, self.key.secret))).digest()

    def last_bundle(self) -> Bundle:
        """My last message's part: my plays and my masked key, no shares and no proof (the key lets the other
        player open and check everything itself)."""
        out = Bundle(plays=tuple(self.plays), masked_key=self.masked_key())
        self.owed, self.plays = [], []
        return out

    def _receive_last(self, bundle: Bundle) -> list[int]:
        """The other's key has come: check it, open every pile, check every card shown or opened so far and
        those of this message, and take my last draws from the deal itself."""
        self._check_plays(bundle.plays)
        self.orders = self.check_end(bundle.masked_key, {**self.revealed, **dict(bundle.plays)})
        opened = [self.card_at(position) for position in self.awaiting]
        return self._keep(opened, bundle.plays)

    def card_at(self, position: int) -> int:
        """The card dealt at a position, once the end has opened every pile."""
        pile = self.pile_of(position)
        return self.orders[pile][position - self.offsets[pile]] + self.offsets[pile]

    def check_end(self, masked: bytes, shown: dict[int, int] | None = None) -> tuple[tuple[int, ...], ...]:
        """The other's key from its masked form, checked, then every pile opened whole with both keys: the
        card at each position of each pile (indices into that pile's cards). Every card I opened and every
        card the other showed (``shown``, by default those it played) must agree. DishonestError otherwise."""
        public = self.publics[self.other]
        assert public is not None
        revealed = int.from_bytes(bytes(a ^ b for a, b in zip(masked, self._mask())), "big")
        other = check_key(revealed, public, "the other player")
        inviter, friend = (self.key, other) if self.me == self.inviter else (other, self.key)
        orders = []
        for i, cards in enumerate(self.cards):
            final = self.final[i]
            if final is None:
                raise DishonestError("a pile was never dealt in full")
            orders.append(deal_order(final, inviter, friend, cards, "deck" if i == 0 else f"pile {i + 1}"))
        for position, card in (*self.opened.items(), *(self.revealed if shown is None else shown).items()):
            pile = self.pile_of(position)
            if orders[pile][position - self.offsets[pile]] + self.offsets[pile] != card:
                raise DishonestError("a card opened or played is not the card dealt there")
        return tuple(orders)

    # ----------------------------------------------------------------- kept in a saved game
    def copy(self) -> "Seat":
        """A twin whose bookkeeping changes apart from this one's (points are never changed in place): a
        message is taken on a twin and kept only when all of it checks."""
        twin = copy.copy(self)
        twin.publics, twin.final, twin.unsent = list(self.publics), list(self.final), list(self.unsent)
        twin.piles, twin.hands = [list(pile) for pile in self.piles], (set(self.hands[0]), set(self.hands[1]))
        twin.opened, twin.revealed, twin.sent, twin.got = dict(self.opened), dict(self.revealed), dict(self.sent), dict(self.got)
        twin.awaiting, twin.owed, twin.plays = list(self.awaiting), list(self.owed), list(self.plays)
        return twin

    def to_json(self) -> dict[str, object]:
        """Everything but the card points (the game hashes them again): the key too, so a saved entry that
        holds this holds a secret."""
        def points(pile: Sequence[Point] | None) -> str | None:
            return None if pile is None else "".join(encode_kept(p).hex() for p in pile)
        return {"me": self.me, "inviter": self.inviter, "key": self.key.secret, "context": self.context.hex(),
                "publics": [points([p]) if p is not None else None for p in self.publics],
                "final": [points(pile) for pile in self.final], "unsent": [points(p) for p in self.unsent],
                "piles": self.piles, "hands": [sorted(h) for h in self.hands],
                "opened": list(self.opened.items()), "revealed": list(self.revealed.items()),
                "awaiting": self.awaiting, "owed": self.owed, "plays": self.plays,
                "sent": [[p, share.hex()] for p, share in self.sent.items()],
                "got": [[p, encode_kept(share).hex()] for p, share in self.got.items()],
                "orders": [list(order) for order in self.orders]}

    @classmethod
    def from_json(cls, data: dict[str, Any], cards: Sequence[Sequence[Point]]) -> "Seat":
        """A seat as ``to_json`` kept it, over the game's card points; KeyError, TypeError or ValueError
        (PointError among them) when the data is damaged."""
        def points(text: str | None) -> tuple[Point, ...] | None:
            if text is None:
                return None
            raw, out, at = bytes.fromhex(text), [], 0
            while at < len(raw):
                point, size = decode_kept(raw[at:])
                out.append(point)
                at += size
            return tuple(out)
        seat = cls(int(data["me"]), int(data["inviter"]), Key(int(data["key"])), cards, bytes.fromhex(data["context"]))
        seat.publics = [None if text is None else points(text)[0] for text in data["publics"]]  # type: ignore[index]
        seat.final = [points(text) for text in data["final"]]
        seat.unsent = [points(text) or () for text in data["unsent"]]
        seat.piles = [[int(p) for p in pile] for pile in data["piles"]]
        seat.hands = (set(data["hands"][0]), set(data["hands"][1]))
        seat.opened = {int(p): int(c) for p, c in data["opened"]}
        seat.revealed = {int(p): int(c) for p, c in data["revealed"]}
        seat.awaiting, seat.owed = [int(p) for p in data["awaiting"]], [int(p) for p in data["owed"]]
        seat.plays = [(int(p), int(c)) for p, c in data["plays"]]
        seat.sent = {int(p): bytes.fromhex(share) for p, share in data["sent"]}
        seat.got = {int(p): decode_kept(bytes.fromhex(share))[0] for p, share in data["got"]}
        seat.orders = tuple(tuple(int(c) for c in order) for order in data["orders"])
        return seat
