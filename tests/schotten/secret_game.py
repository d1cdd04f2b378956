"""Two simulated devices playing Schotten Totten over the secret deck, for the tests.

A referee holds the engine State of the game the decks dealt (the test knows both keys, so it can) and
picks random legal moves; each device holds only its Seat: its key, its own opened cards, the locked
positions of everything else. Between them pass only messages: public move texts (a Recruiter's ``return``
as locked positions), the piles each move drew from (what a device's own engine state shows in public),
and the deck's Bundle. ``tamper`` may change a message in flight, to play a cheat.
"""
from __future__ import annotations

import hashlib
from functools import lru_cache
from dataclasses import dataclass, field
from typing import Callable

from stolik.core.deck_seat import Bundle, Seat
from stolik.core.rng import Rng
from stolik.core.secret_deck import Key, deal_order
from stolik.schotten import deal_link as dl
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
    prev: bytes                       # link_hash of the link before
    moves: list[str]                  # public texts; a return as "return #p #q"
    drawn: list[list[int]]            # the piles drawn from after each move (public, not on the wire)
    bundle: Bundle = field(default_factory=Bundle)
    link: str = ""                    # the token that travelled

    def context(self, plays) -> bytes:
        return dl.context(self.number, self.prev, tuple(self.moves), tuple(plays))

    def wire(self) -> dl.Message:
        return dl.Message(self.number, self.prev, tuple(self.moves), self.bundle)


@dataclass
class Device:
    seat: Seat
    log: list[str] = field(default_factory=list)      # every public move text, in order
    final: State | None = None                        # the game re-checked at the end


def setup(options: dict, seed: int, inviter: int = 0):
    """Invitation and reply between two seats, through their links: (seats by player, invitation piles,
    reply piles, [invitation token, reply token])."""
    keys = {inviter: key_for(seed * 2 + 1), 1 - inviter: key_for(seed * 2 + 2)}
    points = sd.pile_points(bool(options.get("tactics")))
    inv = Seat(inviter, inviter, keys[inviter], points, b"")
    first = inv.locked_piles(seeded(seed * 7 + 1))
    invitation = dl.encode(dl.Invitation(options, inviter, inv.key.public, first))
    inv.context = dl.deal_id(invitation)
    got = dl.decode(invitation)
    fr = Seat(1 - inviter, inviter, keys[1 - inviter], points, dl.deal_id(invitation))
    finals = fr.lock_again(got.piles, got.public, seeded(seed * 7 + 2), send_now=1)
    for player, pile in sd.deal_draws(options):
        fr.draw(player, pile)
    reply = dl.encode(dl.Reply(fr.key.public, finals, fr.bundle(b"reply", with_late=False)))
    answer = dl.decode(reply)
    assert max(len(dl.ROUTE + invitation), len(dl.ROUTE + reply)) <= dl.SETUP_LIMIT
    inv.reply_arrived(answer.piles, answer.public)
    for player, pile in sd.deal_draws(options):
        inv.draw(player, pile)
    inv.receive(answer.bundle, b"reply")
    return {inviter: inv, 1 - inviter: fr}, first, finals, [invitation, reply]


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
    seats, _, _, links = setup(options, seed, inviter)
    devices = {p: Device(seats[p]) for p in (0, 1)}
    state = sd.dealt_state(options, true_orders(seats, inviter))
    rng = Rng(seed)
    messages: list[Message] = []
    sender = inviter
    while len(messages) < 2 or not messages[-2].bundle.masked_key:
        seat = devices[sender].seat
        message = Message(len(messages) + 1, dl.link_hash((messages[-1].link if messages else links[-1])), [], [])
        state = _turn(seat, state, rng, message, options["tactics"])
        message.bundle = (seat.last_bundle() if state.result() is not None
                          else seat.bundle(message.context(seat.plays)))
        message = (tamper and tamper(message, seats)) or message
        message.link = dl.encode(message.wire())
        travelled = dl.decode(message.link)
        assert travelled == message.wire()
        assert len(dl.ROUTE + message.link) <= dl.link_limit(travelled), (message.moves, len(message.link))
        messages.append(message)
        devices[sender].log.extend(message.moves)
        receive(devices[1 - sender], message, travelled, options)
        sender = 1 - sender
    return state, devices, messages


@lru_cache(maxsize=None)
def finished(tactics: bool = False, expert: bool = False, first: int = 0, seed: int = 11, inviter: int = 0):
    """An honest whole game, played once per test session (tests only read it)."""
    return play_game({"tactics": tactics, "expert": expert, "first": first}, seed, inviter=inviter)


def _turn(seat: Seat, state: State, rng: Rng, message: Message, tactics: bool) -> State:
    """The sender's moves until it must wait for a share (a Recruiter chooses all its draws first), the
    turn passes or the game ends."""
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
    return state


def _in_hand(seat: Seat, tactics: bool, names, positions: bool = False) -> list[int]:
    """Cards of my hand by their engine names (distinct copies), as card indices or positions."""
    found: list[int] = []
    for name in names:
        position = next(p for p in sorted(seat.hands[seat.me]) if p in seat.opened and p not in found
                        and sd.card_name(tactics, seat.opened[p]) == name)
        found.append(position)
    return found if positions else [seat.opened[p] for p in found]


def receive(device: Device, message: Message, travelled: dl.Message, options: dict) -> None:
    """What the receiving device does with a link: check the deck's bundle and the cards the moves name,
    follow the moves' public facts, and at the end re-check the whole game."""
    seat, tactics = device.seat, options["tactics"]
    sd.check_plays(tactics, travelled.moves, travelled.bundle.plays)
    seat.receive(travelled.bundle, message.context(travelled.bundle.plays))
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
