"""Two simulated devices playing Schotten Totten over the secret deck, for the tests.

A referee holds the engine State of the game the decks dealt (the test knows both keys, so it can) and
picks random legal moves; each device holds only its Seat: its key, its own opened cards, the locked
positions of everything else. Between them pass only messages: public move texts (a Recruiter's ``return``
as locked positions), the piles each move drew from (what a device's own engine state shows in public),
and the deck's Bundle. ``tamper`` may change a message in flight, to play a cheat.
"""
from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
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
        return int.from_bytes(hashlib.sha512(f"{seed}/{counter[0]}".encode()).digest(), "big") % n
    return randbelow


def key_for(seed: int) -> Key:
    return Key(seeded(seed)(2 ** 255) + 1)


@dataclass
class Message:
    number: int
    moves: list[str]                  # public texts; a return as "return #p #q"
    drawn: list[list[int]]            # the piles drawn from after each move
    bundle: Bundle = field(default_factory=Bundle)

    @property
    def context(self) -> bytes:
        return f"{self.number}|{';'.join(self.moves)}".encode()


@dataclass
class Device:
    seat: Seat
    log: list[str] = field(default_factory=list)      # every public move text, in order
    final: State | None = None                        # the game re-checked at the end


def setup(options: dict, seed: int, inviter: int = 0):
    """Invitation and reply between two seats: (seats by player, invitation piles, reply piles, reply bundle)."""
    keys = {inviter: key_for(seed * 2 + 1), 1 - inviter: key_for(seed * 2 + 2)}
    points = sd.pile_points(bool(options.get("tactics")))
    seats = {p: Seat(p, inviter, keys[p], points, f"deal-{seed}".encode()) for p in (0, 1)}
    inv, fr = seats[inviter], seats[1 - inviter]
    first = inv.locked_piles(seeded(seed * 7 + 1))
    finals = fr.lock_again(first, inv.key.public, seeded(seed * 7 + 2), send_now=1)
    for player, pile in sd.deal_draws(options):
        fr.draw(player, pile)
    reply = fr.bundle(b"reply", with_late=False)
    inv.reply_arrived(finals, fr.key.public)
    for player, pile in sd.deal_draws(options):
        inv.draw(player, pile)
    inv.receive(reply, b"reply")
    return seats, first, finals, reply


def true_orders(seats: dict, inviter: int) -> tuple:
    """The deal, as only someone with both keys knows it (the referee)."""
    friend = seats[1 - inviter]
    finals = [f for f in friend.final if f is not None] + friend.unsent
    return tuple(deal_order(final, seats[inviter].key, friend.key, cards)
                 for final, cards in zip(finals, friend.cards))


def play_game(options: dict, seed: int, *, inviter: int = 0, tamper=None):
    """A whole game by messages, ending with both masked keys: (referee's last state, devices, messages).
    ``tamper(message, seats)`` may return a changed message before it is received."""
    options = {"tactics": False, "expert": False, **options}
    seats, _, _, _ = setup(options, seed, inviter)
    devices = {p: Device(seats[p]) for p in (0, 1)}
    state = sd.dealt_state(options, true_orders(seats, inviter))
    rng = Rng(seed)
    messages: list[Message] = []
    sender = inviter
    while len(messages) < 2 or not messages[-2].bundle.masked_key:
        seat = devices[sender].seat
        state, message = _turn(seat, state, rng, len(messages), options["tactics"])
        message.bundle = seat.last_bundle() if state.result() is not None else seat.bundle(message.context)
        message = (tamper and tamper(message, seats)) or message
        messages.append(message)
        devices[sender].log.extend(message.moves)
        receive(devices[1 - sender], message, options)
        sender = 1 - sender
    return state, devices, messages


def _turn(seat: Seat, state: State, rng: Rng, number: int, tactics: bool) -> tuple[State, Message]:
    """The sender's moves until it must wait for a share (a Recruiter chooses all its draws first), the
    turn passes or the game ends."""
    message = Message(number, [], [])
    while state.result() is None and state.to_move == seat.me and (not seat.awaiting or state.phase == "recruit"):
        move = rng.choice(state.legal_moves())
        card = sd.hand_card(move)
        if card is not None:
            seat.play_mine(_in_hand(seat, tactics, [card])[0])
        returned = [0, 0]
        wire = move
        if parse(move)[0] == "return":
            positions = _in_hand(seat, tactics, parse(move)[1:], positions=True)
            for position in positions:
                returned[seat.pile_of(position)] += 1
                seat.put_back(seat.me, position)
            wire = "return " + " ".join(f"#{p}" for p in positions)
        after = state.play(move)
        piles = sd.draws(state, after, returned)
        for pile in piles:
            seat.draw(seat.me, pile)
        message.moves.append(wire)
        message.drawn.append(piles)
        state = after
    return state, message


def _in_hand(seat: Seat, tactics: bool, names, positions: bool = False) -> list[int]:
    """Cards of my hand by their engine names (distinct copies), as card indices or positions."""
    found: list[int] = []
    for name in names:
        position = next(p for p in sorted(seat.hands[seat.me]) if p in seat.opened and p not in found
                        and sd.card_name(tactics, seat.opened[p]) == name)
        found.append(position)
    return found if positions else [seat.opened[p] for p in found]


def receive(device: Device, message: Message, options: dict) -> None:
    """What the receiving device does: check the deck's bundle and the cards the moves name, follow the
    moves' public facts, and at the end check the other's key and re-check the whole game."""
    seat, tactics = device.seat, options["tactics"]
    sd.check_plays(tactics, message.moves, message.bundle.plays)
    seat.receive(message.bundle, message.context)
    for move, piles in zip(message.moves, message.drawn):
        if move.startswith("return"):
            for token in move.split()[1:]:
                seat.put_back(seat.other, int(token[1:]))
        for pile in piles:
            seat.draw(seat.other, pile)
    device.log.extend(message.moves)
    if message.bundle.masked_key:
        named = [sd.named_returns(move, seat.orders, seat.offsets, tactics) for move in device.log]
        device.final = sd.recheck(options, seat.orders, named)
