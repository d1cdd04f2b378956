"""One device's side of a two-party secret deck (see ``secret_deck``): which locked card is where, what
this device may open, and the shares and proofs each message owes or brings.

Positions number the final decks' cards (pile 0 first, then pile 1…). The game tells the seat what the
rules did in public (a draw from a pile, a card played from a hand, a card put back under a pile); the seat
turns that into the shares it owes the other player, and checks what arrives. Each message's shares and
plays are covered by one Chaum–Pedersen proof bound to the message (``context``).
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Sequence

from stolik.core.curve import GENERATOR, Point, decode, encode, mul, scalar_bytes
from stolik.core.dleq import Pair, Proof, prove, verify
from stolik.core.secret_deck import (DishonestError, Key, Randbelow, check_key, deal_order, lock, shuffled,
                                     unlock)


@dataclass(frozen=True)
class Bundle:
    """What one message carries for the deck: shares for the receiver's draws (in the order drawn), the cards
    the sender played from its hand (position, card index), piles locked late, the masked key at the end."""

    shares: tuple[Point, ...] = ()
    plays: tuple[tuple[int, int], ...] = ()
    proof: Proof | None = None
    late_piles: tuple[tuple[Point, ...], ...] = ()
    masked_key: bytes = b""


class Seat:
    """One player's view of the deck. ``me`` and ``inviter`` are player numbers (0 or 1)."""

    def __init__(self, me: int, inviter: int, key: Key, cards: Sequence[Sequence[Point]], context: bytes) -> None:
        self.me, self.inviter, self.key, self.context = me, inviter, key, context
        self.cards = [tuple(pile) for pile in cards]                       # card points, pile by pile
        self.offsets = [sum(len(p) for p in self.cards[:i]) for i in range(len(self.cards))]
        self.card_of = {encode(point): self.offsets[i] + j for i, pile in enumerate(self.cards)
                        for j, point in enumerate(pile)}                   # card point -> card index
        self.publics: list[Point | None] = [None, None]
        self.publics[me] = key.public
        self.first: list[tuple[Point, ...] | None] = [None] * len(self.cards)   # as the inviter locked them
        self.final: list[tuple[Point, ...] | None] = [None] * len(self.cards)   # locked by both
        self.mine_final: list[tuple[Point, ...]] = []                      # the friend's piles not sent yet
        self.piles = [[start + j for j in range(len(pile))] for start, pile in zip(self.offsets, self.cards)]
        self.hands: tuple[set[int], set[int]] = (set(), set())
        self.opened: dict[int, int] = {}                                   # position -> card, my own cards
        self.revealed: dict[int, int] = {}                                 # position -> card the other played
        self.awaiting: list[int] = []                                      # my draws, waiting for shares
        self.owed: list[int] = []                                          # the other's draws I must unlock
        self.plays: list[tuple[int, int]] = []                             # my plays not yet sent
        self.sent: dict[int, bytes] = {}                                   # shares I sent, by position
        self.got: dict[int, Point] = {}                                    # shares I received, by position

    @property
    def other(self) -> int:
        return 1 - self.me

    # ----------------------------------------------------------------- setup
    def locked_piles(self, randbelow: Randbelow) -> tuple[tuple[Point, ...], ...]:
        """The inviter's step: every pile locked with its key and shuffled."""
        self.first = [shuffled(lock(self.key, pile), randbelow) for pile in self.cards]
        return tuple(pile for pile in self.first if pile is not None)

    def lock_again(self, first: Sequence[Sequence[Point]], inviter_public: Point, randbelow: Randbelow,
                   send_now: int) -> tuple[tuple[Point, ...], ...]:
        """The friend's step: the inviter's piles locked again and shuffled; the first ``send_now`` piles are
        final at once and returned, the rest go with the friend's first bundle (``late_piles``)."""
        if [len(p) for p in first] != [len(p) for p in self.cards]:
            raise DishonestError("the invitation's deck does not have the game's number of cards")
        self.publics[self.inviter] = inviter_public
        self.first = [tuple(p) for p in first]
        finals = [shuffled(lock(self.key, pile), randbelow) for pile in first]
        for i, pile in enumerate(finals[:send_now]):
            self._final(i, pile)
        self.mine_final = finals[send_now:]
        return tuple(finals[:send_now])

    def finals_arrived(self, piles: Sequence[Sequence[Point]], friend_public: Point | None = None) -> None:
        """The friend's final piles, in pile order after those already known."""
        if friend_public is not None:
            self.publics[self.other] = friend_public
        start = sum(1 for f in self.final if f is not None)
        for i, pile in enumerate(piles, start):
            if i >= len(self.cards) or len(pile) != len(self.cards[i]):
                raise DishonestError("the final deck does not have the game's number of cards")
            self._final(i, tuple(pile))

    def _final(self, i: int, pile: tuple[Point, ...]) -> None:
        self.final[i] = pile

    # ----------------------------------------------------------------- what the rules did, in public
    def draw(self, player: int, pile: int) -> int:
        """``player`` takes the top card of ``pile``: my own waits for a share, the other's is owed one."""
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
        self.opened.pop(position, None)          # known to me still, but no longer in play
        self.piles[self._pile_of(position)].append(position)

    def play_mine(self, card: int) -> int:
        """I play ``card`` from my hand: its position, remembered for my next bundle's proof."""
        position = next((p for p in sorted(self.hands[self.me]) if self.opened.get(p) == card), None)
        if position is None:
            raise ValueError(f"card {card} is not in my hand")
        self.hands[self.me].discard(position)
        self.plays.append((position, card))
        return position

    def _pile_of(self, position: int) -> int:
        return max(i for i, start in enumerate(self.offsets) if position >= start)

    def _final_point(self, position: int) -> Point:
        pile = self._pile_of(position)
        final = self.final[pile]
        if final is None:
            raise DishonestError("a card was unlocked from a pile that was never dealt in full")
        return final[position - self.offsets[pile]]

    def _card_point(self, card: int) -> Point:
        pile = self._pile_of(card)
        return self.cards[pile][card - self.offsets[pile]]

    # ----------------------------------------------------------------- messages
    def bundle(self, context: bytes = b"", with_late: bool = True) -> Bundle:
        """The deck's part of my next message: shares for the other's draws, my plays, one proof over all;
        the friend's piles not yet sent go with its first bundle after the reply (``with_late``)."""
        late = tuple(self.mine_final) if with_late else ()
        for pile in late:
            self._final(self.final.index(None), pile)
        self.mine_final = self.mine_final[len(late):]
        shares = tuple(unlock(self.key, self._final_point(p)) for p in self.owed)
        pairs: list[Pair] = [(GENERATOR, self.key.public)]
        pairs += [(share, self._final_point(p)) for share, p in zip(shares, self.owed)]
        pairs += [(self._card_point(card), self.got[p]) for p, card in self.plays]
        proof = prove(self.key.secret, pairs, self.context + context) if len(pairs) > 1 else None
        for share, p in zip(shares, self.owed):
            self.sent[p] = encode(share)
        out = Bundle(shares, tuple(self.plays), proof, late)
        self.owed, self.plays = [], []
        return out

    def receive(self, bundle: Bundle, context: bytes = b"") -> list[int]:
        """Check and take the other's bundle; the cards my shares opened, in the order I drew them.
        DishonestError (nothing changed) when a proof, a card or a pile is wrong."""
        public = self.publics[self.other]
        assert public is not None
        if bundle.late_piles:
            self.finals_arrived(bundle.late_piles)
        if len(bundle.shares) != len(self.awaiting):
            raise DishonestError(f"{len(bundle.shares)} cards were unlocked where {len(self.awaiting)} were drawn")
        pairs: list[Pair] = [(GENERATOR, public)]
        pairs += [(share, self._final_point(p)) for share, p in zip(bundle.shares, self.awaiting)]
        for position, card in bundle.plays:
            if position not in self.hands[self.other] or position not in self.sent:
                raise DishonestError("a card was played that was never dealt to that player")
            if not 0 <= card < len(self.card_of) or card in self._known():
                raise DishonestError("a card was played that is already in play")
            pairs.append((self._card_point(card), decode(self.sent[position])))
        if len(pairs) > 1 and (bundle.proof is None or not verify(pairs, self.context + context, bundle.proof)):
            raise DishonestError("a share or a played card does not match the key its player published")
        opened = [self.card_of.get(encode(unlock(self.key, share)), -1) for share in bundle.shares]
        known = self._known()
        if any(card < 0 or card in known for card in opened) or len(set(opened)) != len(opened):
            raise DishonestError("a card drawn opened to no card of the deck, or to one already seen")
        for share, position, card in zip(bundle.shares, self.awaiting, opened):
            self.got[position] = share
            self.opened[position] = card
        for position, card in bundle.plays:
            self.hands[self.other].discard(position)
            self.revealed[position] = card
        self.awaiting = []
        return opened

    def _known(self) -> set[int]:
        return set(self.opened.values()) | set(self.revealed.values())

    # ----------------------------------------------------------------- the end
    def masked_key(self) -> bytes:
        """My key, masked with a hash of our Diffie–Hellman point, so only the other player can read it."""
        return bytes(a ^ b for a, b in zip(scalar_bytes(self.key.secret), self._mask()))

    def _mask(self) -> bytes:
        public = self.publics[self.other]
        assert public is not None
        return hashlib.sha256(b"stolik/key-mask\0" + encode(mul(public, self.key.secret))).digest()

    def check_end(self, masked: bytes) -> tuple[tuple[int, ...], ...]:
        """The other's key from its masked form, checked, then both piles re-checked whole: the card at each
        position of each final pile (indices into that pile's cards), and every card either of us opened or
        played agrees with them. DishonestError otherwise."""
        public = self.publics[self.other]
        assert public is not None
        other = check_key(int.from_bytes(bytes(a ^ b for a, b in zip(masked, self._mask())), "big"), public,
                          "the other player")
        inviter, friend = (self.key, other) if self.me == self.inviter else (other, self.key)
        orders = []
        for i, cards in enumerate(self.cards):
            first, final = self.first[i], self.final[i]
            if first is None or final is None:
                raise DishonestError("a pile was never dealt in full")
            orders.append(deal_order(first, final, inviter, friend, cards, "deck"))
        every = {**self.opened, **self.revealed}
        for position, card in every.items():
            pile = self._pile_of(position)
            true = orders[pile][position - self.offsets[pile]] + self.offsets[pile]
            if true != card:
                raise DishonestError("a card opened or played is not the card dealt there")
        return tuple(orders)

