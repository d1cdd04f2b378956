"""Two simulated devices playing Schotten Totten over the secret deck, for the tests.

A referee holds the engine State of the game the decks dealt (the test knows both keys, so it can) and
chooses random legal moves; each device holds only its Seat: its own key, its own opened cards, the
locked positions of everything else. Between them pass only messages: public move texts (a Recruiter's
``return`` as locked positions), the piles each move drew from (what a device's own engine state shows in
public), and the deck's Bundle. ``tamper`` may change a message in flight to play a cheat.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field, replace
from typing import Callable

from stolik.core.deck_seat import Bundle, Seat
from stolik.core.rng import Rng
from stolik.core.secret_deck import Key, deal_order
from stolik.schotten import secret_deal as sd
from stolik.schotten.notation import parse
from stolik.schotten.state import State


def seeded(seed: int) -> Callable[[int], int]:
    """A deterministic randbelow, for tests only (the app uses secrets)."""
    counter = [0]

    def randbelow(n: int) -> int:
        counter[0] += 1
        digest = hashlib.sha512(f"{seed}/{counter[0]}".encode()).digest()
        return int.from_bytes(digest, "big") % n
    return randbelow


@dataclass
class Message:
    moves: list[str]                       # public texts; a return as "return #p #q"
    drawn: list[list[int]]                 # piles drawn from after each move
    bundle: Bundle
    number: int

    @property
    def context(self) -> bytes:
        return f"{self.number}|{';'.join(self.moves)}".encode()


@dataclass
class Device:
    seat: Seat
    log: list[str] = field(default_factory=list)     # every public move text, in order


def key_for(seed: int) -> Key:
    return Key(seeded(seed)(2 ** 255) + 1)


def setup(options: dict, seed: int, inviter: int = 0):
    """Invitation and reply between two seats; returns the devices, the referee and the messages' sizes."""
    tactics = bool(options.get("tactics"))
    points = sd.pile_points(tactics)
    keys = {inviter: key_for(seed * 2 + 1), 1 - inviter: key_for(seed * 2 + 2)}
    context = f"deal-{seed}".encode()
    seats = {p: Seat(p, inviter, keys[p], points, context) for p in (0, 1)}
    inv, fr = seats[inviter], seats[1 - inviter]
    first = inv.locked_piles(seeded(seed * 7 + 1))
    finals = fr.lock_again(first, inv.key.public, seeded(seed * 7 + 2), send_now=1)
    for player, pile in sd.deal_draws(options):
        fr.draw(player, pile)
    reply = fr.bundle(b"reply", with_late=False)
    inv.finals_arrived(finals, fr.key.public)
    for player, pile in sd.deal_draws(options):
        inv.draw(player, pile)
    inv.receive(reply, b"reply")
    return seats, first, finals, reply


def true_orders(seats: dict, inviter: int) -> tuple:
    """The deal, as only someone with both keys can know it (the referee)."""
    friend = seats[1 - inviter]
    orders = []
    for i, cards in enumerate(seats[inviter].cards):
        final = friend.final[i] if friend.final[i] is not None else friend.mine_final[i - 1]
        orders.append(deal_order(friend.first[i], final, seats[inviter].key, friend.key, cards))
    return tuple(orders)


def play_game(options: dict, seed: int, *, inviter: int = 0, tamper=None, stop_after: int | None = None):
    """A whole game by messages; returns (final referee state, devices, messages). ``tamper(message, seats)``
    may return a changed message before it is received."""
    options = {"tactics": False, "expert": False, **options}
    tactics = options["tactics"]
    seats, first, finals, reply = setup(options, seed, inviter)
    devices = {p: Device(seats[p]) for p in (0, 1)}
    state: State = sd.dealt_state(options, true_orders(seats, inviter))
    rng = Rng(seed)
    messages: list[Message] = []
    sender = inviter
    while True:
        me = devices[sender].seat
        moves, drawn = [], []
        while state.result() is None and state.to_move == sender and (not me.awaiting or state.phase == "recruit"):
            move = rng.choice(state.legal_moves())
            card = sd.hand_card(move)
            if card is not None:
                me.play_mine(_hand_index(me, tactics, card))
            returned = [0, 0]
            wire = move
            if parse(move)[0] == "return":
                positions = []
                for name in parse(move)[1:]:
                    position = next(p for p in sorted(me.hands[me.me]) if p in me.opened
                                    and sd.card_name(tactics, me.opened[p]) == name and p not in positions)
                    positions.append(position)
                    returned[me._pile_of(position)] += 1
                for position in positions:
                    me.put_back(me.me, position)
                wire = "return " + " ".join(f"#{p}" for p in positions)
            after = state.play(move)
            piles = sd.draws(state, after, returned)
            for pile in piles:
                me.draw(sender, pile)
            moves.append(wire)
            drawn.append(piles)
            state = after
        message = Message(moves, drawn, None, len(messages))  # type: ignore[arg-type]
        message.bundle = me.bundle(message.context)
        if state.result() is not None and not any(m.bundle.masked_key for m in messages[-1:]):
            message.bundle = replace(message.bundle, masked_key=me.masked_key())
        elif messages and messages[-1].bundle.masked_key:
            message.bundle = replace(message.bundle, masked_key=me.masked_key())
        if tamper is not None:
            message = tamper(message, seats) or message
        messages.append(message)
        receive(devices[1 - sender], message, tactics, options)
        devices[sender].log.extend(moves)
        if stop_after is not None and len(messages) >= stop_after:
            return state, devices, messages
        if message.bundle.masked_key and len(messages) >= 2 and messages[-2].bundle.masked_key:
            return state, devices, messages
        sender = 1 - sender


def _hand_index(seat: Seat, tactics: bool, name: str) -> int:
    return next(card for p, card in sorted(seat.opened.items())
                if p in seat.hands[seat.me] and sd.card_name(tactics, card) == name)


def receive(device: Device, message: Message, tactics: bool, options: dict) -> None:
    """What the receiving device does with a message: check the deck's bundle, then follow the moves."""
    seat = device.seat
    sender = seat.other
    seat.receive(message.bundle, message.context)
    played = [sd.hand_card(m) for m in message.moves if not m.startswith("return")]
    shown = [sd.card_name(tactics, card) for _, card in message.bundle.plays]
    if [c for c in played if c is not None] != shown:
        from stolik.core.secret_deck import DishonestError
        raise DishonestError("the cards played are not the cards the moves name")
    for move, piles in zip(message.moves, message.drawn):
        if move.startswith("return"):
            for token in move.split()[1:]:
                seat.put_back(sender, int(token[1:]))
        for pile in piles:
            seat.draw(sender, pile)
    device.log.extend(message.moves)
    if message.bundle.masked_key:
        device.orders = seat.check_end(message.bundle.masked_key)
        names = []
        for move in device.log:
            if move.startswith("return"):
                move = "return " + " ".join(_name_at(seat, device.orders, tactics, int(t[1:])) for t in move.split()[1:])
            names.append(move)
        device.final = sd.recheck(options, device.orders, names)


def _name_at(seat: Seat, orders, tactics: bool, position: int) -> str:
    pile = seat._pile_of(position)
    return sd.card_name(tactics, orders[pile][position - seat.offsets[pile]] + seat.offsets[pile])
