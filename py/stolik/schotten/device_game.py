"""One device's game of Schotten Totten dealt by the secret deck: what this device may see, its moves, and
the links it sends and takes.

The device holds only its own hand: its ``State`` has face-down cards (``CLAN_BACK``, ``TACTIC_BACK``) for
the friend's hand, the decks and a draw of mine whose share has not come yet. The engine plays on it as on any
state (legality needs only the table and my cards); a card the friend plays is turned face up in their hand
just before its move (the link proves it came from there), a share that arrives turns my draw face up. The
public history is a list of events (``move``, ``open`` my cards, ``show`` a card of the friend's, ``resign``,
``draw`` agreed;
the friend's cards a Recruiter puts back stay face down in its ``return`` move, never named), so the states
are rebuilt from them without any cryptography.

Links: the inviter's invitation, the friend's reply, then numbered messages, odd ones from the inviter.
A message is made as soon as this device can go no further (its turn passed, its draw waits for a share,
the game ended); a link that was taken already, is ahead or forked changes nothing and says so; a dishonest
one raises DishonestError and changes nothing (each link is taken on a copy). At the end both masked keys
travel and each device re-checks the whole deal (``verified``). As in the other games by link, a player may
resign at any time (the friend once the inviter's first message is in): off turn, the resignation follows the
friend's newest link I hold, in my slot after it, so it is taken whether or not my link since then arrived,
and whether or not the friend's next link crossed it (moves not seen by both then do not count); it carries
the key. A draw is offered with my move's link and agreed in the friend's next one (with the key), or
declined by playing on.

>>> import random
>>> rnd = random.Random(5).randrange
>>> inviter, invitation = invite({"tactics": False, "expert": False, "first": 0}, 0, rnd)
>>> friend = accept(invitation, rnd)
>>> inviter.receive(friend.links[-1][1]), len(inviter.state.hands[0]), inviter.state.hands[1][0]
('taken', 6, '?clan')
"""
from __future__ import annotations

import copy
import secrets
from dataclasses import replace
from typing import Any, Mapping

from stolik.core.deck_seat import Seat
from stolik.core.errors import GameError, IllegalMoveError, RecordError
from stolik.core.game import Result
from stolik.core.record import Ending
from stolik.core.secret_deck import DishonestError, Randbelow, new_key
from stolik.schotten import deal_link as dl
from stolik.schotten import secret_deal as sd
from stolik.schotten.cards import CLAN, CLAN_BACK, CLAN_SET, TACTIC_BACK, TACTICS, sort_cards
from stolik.schotten.notation import parse
from stolik.schotten.state import GAME, State, new_game
from stolik.schotten.table import HAND_SIZE

FACE_DOWN = {sd.CLAN_PILE: CLAN_BACK, sd.TACTIC_PILE: TACTIC_BACK}   # the friend's card put back unseen, by its deck
RESIGN = "resign"
AGREE = "agree"          # a draw offered in the friend's last link is agreed (the game ends drawn)
ENDS = (RESIGN, AGREE)   # what a message may carry besides moves


def back_of(card: str) -> str:
    """The face-down card of a card's kind."""
    return CLAN_BACK if card in CLAN_SET or card == CLAN_BACK else TACTIC_BACK


def hidden_deal(options: Mapping[str, Any]) -> State:
    """The deal as a device sees it before any share: every card face down."""
    opts = GAME.checked_options(options)
    n = HAND_SIZE[bool(opts["tactics"])]
    return replace(new_game(opts, 0), hands=((CLAN_BACK,) * n, (CLAN_BACK,) * n),
                   clan_deck=(CLAN_BACK,) * (len(CLAN) - 2 * n),
                   tactic_deck=(TACTIC_BACK,) * (len(TACTICS) if opts["tactics"] else 0))


def _turned(state: State, player: int, cards: list[str], up: bool = True) -> State:
    """``player``'s hand with face-down cards turned up as ``cards`` (or ``cards`` turned down)."""
    hand = list(state.hands[player])
    for card in cards:
        hand.remove(back_of(card) if up else card)
        hand.append(card if up else back_of(card))
    hands = list(state.hands)
    hands[player] = sort_cards(hand)
    return replace(state, hands=(hands[0], hands[1]))


def _face_down_decks(state: State) -> State:
    """Cards a Recruiter put back lie face down under their decks, like the rest."""
    return replace(state, clan_deck=(CLAN_BACK,) * len(state.clan_deck),
                   tactic_deck=(TACTIC_BACK,) * len(state.tactic_deck))


def apply_event(state: State, event: list[Any]) -> State:
    """The state after one event of the public history; GameError when the engine refuses it."""
    kind = event[0]
    if kind == "open":                       # ["open", player, cards]: my draws turned up by their shares,
        return _turned(state, event[1], list(event[2]))   # or the friend's hand once both keys are known
    if kind == "show":                       # ["show", player, card]: the friend plays this card from their hand
        return _turned(state, event[1], [event[2]])
    if kind == "move":                       # ["move", text]
        return _face_down_decks(state.play(event[1]))
    if kind in (RESIGN, "draw"):             # [kind, player]: who resigned, or offered the agreed draw
        return state
    raise RecordError(f"unknown event {kind!r} in a secret game")


def replay(options: Mapping[str, Any], events: list[list[Any]]) -> list[State]:
    """The states after each move of the history (cards turned up change the newest state in place)."""
    states = [hidden_deal(options)]
    for event in events:
        after = apply_event(states[-1], event)
        if event[0] == "move":
            states.append(after)
        else:
            states[-1] = after
    return states


class DeviceGame:
    """This device's side of one secret game: its seat in the deck (its key among it), the links sent and
    taken in order (``("sent" | "got", token)``), the public history, and my moves not sent yet."""

    def __init__(self, options: Mapping[str, Any], seat: Seat, links: list[tuple[str, str]],
                 events: list[list[Any]] | None = None, pending: list[str] | None = None,
                 offering: bool = False) -> None:
        opts = GAME.checked_options(options)
        self.options = {"tactics": bool(opts["tactics"]), "expert": bool(opts["expert"]), "first": opts["first"]}
        self.seat, self.links = seat, links
        self.events: list[list[Any]] = events or []
        self.pending: list[str] = pending or []
        self.offering = offering          # my next link offers a draw
        self.states = replay(self.options, self.events)

    # ----------------------------------------------------------------- what it is now
    @property
    def me(self) -> int:
        return self.seat.me

    @property
    def tactics(self) -> bool:
        return bool(self.options["tactics"])

    @property
    def state(self) -> State:
        return self.states[-1]

    @property
    def dealt(self) -> bool:
        """The reply has come (or been sent): the game is on."""
        return len(self.links) >= 2

    @property
    def number(self) -> int:
        """The number of the newest message (0 before any, after the invitation and the reply)."""
        return dl.head_of(self.links[-1][1])[1] if len(self.links) > 2 else 0

    @property
    def ending(self) -> tuple[str, int] | None:
        """How the players ended the game, as ``core.record.Ending`` names it: ("resign", who resigned) or
        ("draw", who offered it); None while it goes on or when the rules ended it."""
        return next(((event[0], event[1]) for event in self.events if event[0] in (RESIGN, "draw")), None)

    @property
    def resigned(self) -> int | None:
        """The player who resigned, if one did."""
        ending = self.ending
        return ending[1] if ending is not None and ending[0] == RESIGN else None

    @property
    def over(self) -> bool:
        return self.ending is not None or self.state.result() is not None

    def result(self) -> Result | None:
        """The game's result: the players' ending, or the rules'."""
        ending = self.ending
        return Ending(*ending).result() if ending is not None else self.state.result()

    @property
    def offered(self) -> bool:
        """My friend's newest link offers a draw, and it is mine to answer (agree, or play on)."""
        return (self.my_send() and not self.over and self.links[-1][0] == "got" and len(self.links) > 2
                and dl.offers_draw(self.links[-1][1]))

    @property
    def verified(self) -> bool:
        """Both keys are known and the whole game replayed legal on the deal they open."""
        return bool(self.seat.orders)

    @property
    def key_sent(self) -> bool:
        return any(direction == "sent" and isinstance(item := dl.decode(token), dl.Message)
                   and bool(item.bundle.masked_key) for direction, token in self.links[2:])

    def my_send(self) -> bool:
        """The next message is mine to send (odd numbers are the inviter's)."""
        return self.dealt and ((self.number + 1) % 2 == 1) == (self.me == self.seat.inviter)

    def can_move(self) -> bool:
        """My move now: the game is on, it is my turn, and no draw of mine waits for its share."""
        state = self.state
        return (self.my_send() and not self.over and state.to_move == self.me
                and not (self.seat.awaiting and state.phase != "recruit"))

    def to_send(self) -> str:
        """The newest link I sent (the one my friend needs), or "" when the newest link is theirs."""
        return self.links[-1][1] if self.links and self.links[-1][0] == "sent" else ""

    def move_texts(self) -> list[str]:
        """The moves as this device played them, one per state after the first (the record of the screen)."""
        return [event[1] for event in self.events if event[0] == "move"]

    def revealed(self) -> tuple[State, list[str]] | None:
        """Once verified: the deal as it was and every move with its cards named (``return`` too), so the
        finished game replays with both hands face up, as its review needs; None before."""
        if not self.verified:
            return None
        seat = self.seat
        named = [sd.named_returns(move, seat.orders, seat.offsets, self.tactics) for move in self.public_moves()]
        if len(named) != len(self.states) - 1:
            return None                  # not every move has travelled yet (none is left once both keys have)
        return sd.dealt_state(self.options, seat.orders), named

    def public_moves(self) -> list[str]:
        """Every move of both players in order as the links spell them (a ``return`` by locked positions)."""
        out: list[str] = []
        for _, token in self.links[2:]:
            item = dl.decode(token)
            assert isinstance(item, dl.Message)
            out.extend(move for move in item.moves if move not in ENDS)
        return out

    # ----------------------------------------------------------------- my moves
    def play(self, move: str) -> None:
        """Play my move (the engine checks it), then make the link when I can go no further."""
        if not self.can_move():
            raise IllegalMoveError(f"{move!r}: it is not this device's move now")
        state, seat = self.state, self.seat
        after = state.play(move)
        card = sd.hand_card(move)
        if card is not None:
            seat.play_mine(seat.opened[self._in_hand([card])[0]])
        returned, wire = [0, 0], move
        if parse(move)[0] == "return":
            positions = self._in_hand(list(parse(move)[1:]))
            for position in positions:
                returned[seat.pile_of(position)] += 1
                seat.put_back(self.me, position)
            wire = "return " + " ".join(f"#{p}" for p in positions)
        for pile in sd.draws(state, after, returned):
            seat.draw(self.me, pile)
        self.events.append(["move", move])
        self.states.append(_face_down_decks(after))
        self.pending.append(wire)
        self._send_if_due()

    def may_resign(self) -> bool:
        """On my turn, or off it once a link of my friend's after the setup is in (the resignation follows it)."""
        return self.dealt and not self.over and (self.my_send() or self._theirs() is not None)

    def _theirs(self) -> int | None:
        """The index of my friend's newest link I hold, the reply or later (None: none yet)."""
        return next((i for i in range(len(self.links) - 1, 0, -1) if self.links[i][0] == "got"), None)

    def resign(self) -> None:
        """I give up, on my turn or not: the link says so and carries my key, so my friend can check the whole
        deal. Off turn it takes my slot after my friend's newest link, with no moves (none are due)."""
        if not self.may_resign():
            raise IllegalMoveError("the game cannot be resigned now")
        self.events.append([RESIGN, self.me])
        self.pending.append(RESIGN)
        if self.my_send():
            return self._send_if_due(force=True)
        at = self._theirs()
        assert at is not None
        number = dl.head_of(self.links[at][1])[1] if at >= 2 else 0
        message = dl.Message(number + 1, dl.link_hash(self.links[at][1]), (RESIGN,), self.seat.last_bundle())
        self.links.append(("sent", dl.encode(message)))
        self.pending = []

    def offer_draw(self) -> None:
        """On my turn: my next link offers a draw."""
        if not self.can_move() or self.offered:
            raise IllegalMoveError("a draw can be offered only on my turn")
        self.offering = True

    def agree_draw(self) -> None:
        """Agree to the draw my friend's newest link offers, before any move of mine: the game ends drawn, and
        the link says so with my key."""
        if not self.offered or self.pending:
            raise IllegalMoveError("no draw offer waits for an answer")
        self.events.append(["draw", 1 - self.me])
        self.pending.append(AGREE)
        self._send_if_due(force=True)

    def _in_hand(self, names: list[str]) -> list[int]:
        """The positions of my hand cards of these names (each copy once)."""
        found: list[int] = []
        seat = self.seat
        for name in names:
            found.append(next(p for p in sorted(seat.hands[self.me]) if p in seat.opened and p not in found
                              and sd.card_name(self.tactics, seat.opened[p]) == name))
        return found

    def _send_if_due(self, force: bool = False) -> None:
        """Make my next message once I can go no further: my turn passed, my draw waits for its share, the
        other's Recruiter waits for mine, or the game ended (then it carries my masked key)."""
        if not self.my_send() or (self.can_move() and not force):
            return
        number, prev = self.number + 1, dl.link_hash(self.links[-1][1])
        moves = tuple(self.pending)
        if self.over:
            if self.key_sent:
                return
            bundle = self.seat.last_bundle()
        else:
            bundle = self.seat.bundle(dl.context(number, prev, moves, tuple(self.seat.plays)))
        offer, self.offering = self.offering and not self.over, False
        self.links.append(("sent", dl.encode(dl.Message(number, prev, moves, bundle, offer))))
        self.pending = []

    # ----------------------------------------------------------------- links that arrive
    def receive(self, token: str) -> str:
        """Take a link from my friend: ``taken``; or, changing nothing, ``old`` (taken before), ``own`` (a link
        this device sent), ``ahead`` (one between is missing) or ``fork`` (it follows another link than ours).
        DishonestError (nothing kept) when the cryptography or the rules refuse it; RecordError when damaged."""
        item = dl.decode(token)
        if any(token == known for _, known in self.links):
            return "own" if any(token == known for d, known in self.links if d == "sent") else "old"
        if isinstance(item, dl.Invitation):
            raise RecordError("this invitation belongs to another game")
        work = self.twin()
        if isinstance(item, dl.Reply):
            if self.dealt or self.me != self.seat.inviter:
                raise RecordError("this reply belongs to another game")
            work.take_reply(item, token)
        else:
            if not self.dealt:
                raise RecordError("the game has not started: my friend's reply to the invitation comes first")
            sender = self.seat.inviter if item.number % 2 else 1 - self.seat.inviter
            if sender == self.me:          # not one I sent (those are known above): another version of mine
                return "fork"
            if work._crossed(item):
                work._take_crossed(item, token)
            else:
                where = "next" if work._resigned_off_turn(item) else dl.place(item, self.number, self.links[-1][1])
                if where != "next":
                    return where
                work._take_message(item, token)
        self.__dict__.update(work.__dict__)
        return "taken"

    def _resigned_off_turn(self, message: dl.Message) -> bool:
        """My friend resigned off turn: the resignation follows a link of mine, in their slot after it, and at
        most their link after mine (which it replaces) and my answer to it (which it crossed) came since. My
        moves not sent yet are taken back (they never count)."""
        if message.moves != (RESIGN,) or not message.bundle.masked_key or self.over:
            return False
        at = next((i for i, (direction, token) in enumerate(self.links) if i >= 1 and direction == "sent"
                   and dl.link_hash(token) == message.prev), None)
        if at is None or len(self.links) - at > 3:
            return False
        if message.number != (dl.head_of(self.links[at][1])[1] if at >= 2 else 0) + 1:
            return False
        if self.pending:
            self.events = self.events[:-len(self.pending)]
            self.states = replay(self.options, self.events)
            self.pending, self.seat.plays, self.offering = [], [], False
        return True

    def _crossed(self, message: dl.Message) -> bool:
        """My friend's resignation crossed mine: each of us resigned before seeing the other's."""
        return (message.moves == (RESIGN,) and bool(message.bundle.masked_key) and self.resigned == self.me
                and not self.verified)

    def _take_crossed(self, message: dl.Message, token: str) -> None:
        """Two resignations crossed: the one in the earlier slot stands on both devices, the later one is void;
        either way the friend's link carries the key that opens the deal."""
        mine = max(dl.head_of(known)[1] for direction, known in self.links[2:] if direction == "sent")
        if message.number < mine:             # theirs came first: I win, my resignation never counted
            self.events = [event for event in self.events if event != [RESIGN, self.me]] + [[RESIGN, 1 - self.me]]
            self.states = replay(self.options, self.events)
        context = dl.context(message.number, message.prev, message.moves, message.bundle.plays)
        self._opened(self.seat.receive(message.bundle, context))
        self.links.append(("got", token))
        self._verify()

    def take_reply(self, reply: dl.Reply, token: str) -> None:
        """The reply to my invitation, carried by ``token`` (its own link, or a duel's link that ended the game
        before): the deal, my hand's shares checked, and my first message when it is due."""
        seat = self.seat
        seat.reply_arrived(reply.piles, reply.public)
        for player, pile in sd.deal_draws(self.options):
            seat.draw(player, pile)
        self._opened(seat.receive(reply.bundle, b"reply"))
        self.links.append(("got", token))
        self._send_if_due()

    def _opened(self, cards: list[int]) -> None:
        if cards:
            self._event(["open", self.me, [sd.card_name(self.tactics, card) for card in cards]])

    def _event(self, event: list[Any]) -> State:
        before = self.state
        try:
            after = apply_event(before, event)
        except (GameError, ValueError) as error:
            raise DishonestError(f"a move is not legal here ({error})") from None
        self.events.append(event)
        if event[0] == "move":
            self.states.append(after)
        else:
            self.states[-1] = after
        return before

    def _take_message(self, message: dl.Message, token: str) -> None:
        seat, other, moves = self.seat, 1 - self.me, message.moves
        sd.check_plays(self.tactics, [m for m in moves if m not in ENDS], message.bundle.plays)
        context = dl.context(message.number, message.prev, moves, message.bundle.plays)
        self._opened(seat.receive(message.bundle, context))
        for move in moves:
            if self.over:
                raise DishonestError(f"a move ({move!r}) comes after the end of the game")
            if move == RESIGN:
                self._event([RESIGN, other])
                continue
            if move == AGREE:
                if not (self.links[-1][0] == "sent" and dl.offers_draw(self.links[-1][1])):
                    raise DishonestError("a draw was agreed that was never offered")
                self._event(["draw", self.me])
                continue
            if self.state.to_move != other:
                raise DishonestError(f"a move ({move!r}) was made out of turn")
            card = sd.hand_card(move)
            if card is not None:
                if back_of(card) not in self.state.hands[other]:
                    raise DishonestError(f"{card!r} was played from a hand that holds no such card")
                self._event(["show", other, card])
            returned = [0, 0]
            if move.startswith("return"):
                positions = _positions(move)
                piles = [seat.pile_of(p) for p in positions]
                for position, pile in zip(positions, piles):
                    seat.put_back(other, position)
                    returned[pile] += 1
                try:                        # face down: only the deck each goes to is known
                    text = self.state.canonical("return " + " ".join(FACE_DOWN[pile] for pile in piles))
                except GameError as error:
                    raise DishonestError(f"cards were put back where the rules put none back ({error})") from None
                before = self._event(["move", text])
            else:
                before = self._event(["move", move])
            for pile in sd.draws(before, self.state, returned):
                seat.draw(other, pile)
        self.links.append(("got", token))
        if message.bundle.masked_key:
            self._verify()
        self._send_if_due()

    def _verify(self) -> None:
        """Both keys known: the whole game replayed on the deal they open (DishonestError if a move does not
        fit), and the friend's hand left shown face up, as a finished game's is."""
        seat, other = self.seat, 1 - self.me
        named = [sd.named_returns(move, seat.orders, seat.offsets, self.tactics) for move in self.public_moves()]
        sd.recheck(self.options, seat.orders, named)
        left = [sd.card_name(self.tactics, seat.card_at(p)) for p in sorted(seat.hands[other])]
        if left:
            self._event(["open", other, left])

    def twin(self) -> "DeviceGame":
        """A twin to take a link on: kept only when the whole link checks."""
        twin = copy.copy(self)
        twin.seat, twin.links, twin.events = self.seat.copy(), list(self.links), list(self.events)
        twin.pending, twin.states = list(self.pending), list(self.states)
        return twin

    # ----------------------------------------------------------------- the saved entry
    def to_json(self) -> dict[str, Any]:
        """All of it, the key too: the saved entry holds a secret."""
        return {"options": self.options, "seat": self.seat.to_json(), "links": [list(link) for link in self.links],
                "events": self.events, "pending": self.pending, "offering": self.offering}

    @classmethod
    def from_json(cls, data: Any) -> "DeviceGame":
        """A game as ``to_json`` kept it; RecordError when the data is damaged."""
        try:
            options = GAME.checked_options(data["options"])
            seat = Seat.from_json(data["seat"], sd.pile_points(bool(options["tactics"])))
            links = [(str(d), str(t)) for d, t in data["links"]]
            return cls(options, seat, links, [list(e) for e in data["events"]], [str(m) for m in data["pending"]],
                       bool(data.get("offering", False)))
        except (KeyError, TypeError, ValueError, IndexError, GameError) as error:
            raise RecordError(f"the secret game's saved data is damaged ({error})") from None


def _positions(move: str) -> list[int]:
    """The locked positions a ``return #p #q`` names."""
    try:
        return [int(token[1:]) for token in move.split()[1:] if token.startswith("#")] or [-1]
    except ValueError:
        raise DishonestError(f"{move!r} names no cards by position") from None


def inviting(options: Mapping[str, Any], inviter: int,
             randbelow: Randbelow = secrets.randbelow) -> tuple[Seat, dl.Invitation]:
    """The inviter's seat of a new deal (its proofs bound to the link that carries it, once made) and the
    invitation: its key's public point and its locked, shuffled decks."""
    opts = GAME.checked_options(options)
    seat = Seat(inviter, inviter, new_key(randbelow), sd.pile_points(bool(opts["tactics"])), b"")
    return seat, dl.Invitation(opts, inviter, seat.key.public, seat.locked_piles(randbelow))


def invite(options: Mapping[str, Any], inviter: int,
           randbelow: Randbelow = secrets.randbelow) -> tuple[DeviceGame, str]:
    """A new game on the inviter's device: its key and the invitation (its locked, shuffled decks)."""
    seat, invitation = inviting(options, inviter, randbelow)
    token = dl.encode(invitation)
    seat.context = dl.deal_id(token)
    return DeviceGame(invitation.options, seat, [("sent", token)]), token


def accepting(invitation: dl.Invitation, token: str,
              randbelow: Randbelow = secrets.randbelow) -> tuple[Seat, dl.Reply]:
    """The friend's seat of the deal an invitation (carried by ``token``) opens: the decks locked again and
    shuffled, the deal drawn, and the reply with the shares of the inviter's hand."""
    me = 1 - invitation.inviter
    tactics = bool(invitation.options["tactics"])
    seat = Seat(me, invitation.inviter, new_key(randbelow), sd.pile_points(tactics), dl.deal_id(token))
    finals = seat.lock_again(invitation.piles, invitation.public, randbelow, send_now=1)
    for player, pile in sd.deal_draws(invitation.options):
        seat.draw(player, pile)
    return seat, dl.Reply(seat.key.public, finals, seat.bundle(b"reply", with_late=False))


def accept(token: str, randbelow: Randbelow = secrets.randbelow) -> DeviceGame:
    """The friend opens the invitation: the decks locked again and shuffled, the deal, and the reply (its
    newest link) with the shares of the inviter's hand. RecordError when the token is no invitation."""
    invitation = dl.decode(token)
    if not isinstance(invitation, dl.Invitation):
        raise RecordError("this link is not an invitation to a new game")
    seat, reply = accepting(invitation, token, randbelow)
    return DeviceGame(invitation.options, seat, [("got", token), ("sent", dl.encode(reply))])
