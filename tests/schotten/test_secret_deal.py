"""Schotten Totten over the secret deck: whole games between two simulated devices in every variant, the
Recruiter's exchange, each cheat caught with the honesty message, nothing of a hand decodable by the other
device, and a uniform deal whichever shuffle is honest."""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace
from itertools import permutations

import pytest

import secret_game as g
from stolik.core.curve import GENERATOR, encode, mul
from stolik.core.curve import inverse
from stolik.core.secret_deck import DISHONEST, DishonestError, deal_order, shuffled, unlock
from stolik.schotten import secret_deal as sd

# Each variant with a different inviter's seat and first player: both seats invite, either may start.
VARIANTS = {"base": ({}, 0, 0), "special-units": ({"tactics": True}, 0, 1), "expert": ({"expert": True}, 1, 1),
            "special-expert": ({"tactics": True, "expert": True}, 1, 0)}


def _finished(name):
    options, inviter, first = VARIANTS[name]
    return g.finished(**options, first=first, inviter=inviter)


@pytest.mark.parametrize("name", VARIANTS)
def test_a_whole_game_by_messages_ends_re_checked_on_both_devices(name):
    options, inviter, first = VARIANTS[name]
    state, devices, messages = _finished(name)
    assert state.result() is not None
    for device in devices.values():
        assert device.final is not None and device.final.position() == state.position()
    assert [bool(m.bundle.masked_key) for m in messages[-3:]] == [False, True, True]
    hand = 7 if options.get("tactics") else 6
    if first != inviter:       # the friend starts: the inviter's first message only unlocks the friend's hand
        assert messages[0].moves == [] and len(messages[0].bundle.shares) == hand
    else:                      # the inviter's first move carries the shares for the friend's hand
        assert messages[0].moves and len(messages[0].bundle.shares) == hand


def test_the_recruiter_costs_one_exchange_and_its_returns_go_back_locked():
    state, devices, messages = g.finished(tactics=True, seed=4)
    turn = next(i for i, m in enumerate(messages) if "RECRUITER" in m.moves)
    assert sum(map(len, messages[turn].drawn)) == 3
    assert not messages[turn + 1].moves and len(messages[turn + 1].bundle.shares) == 3   # the exchange
    assert re.fullmatch(r"return #\d+ #\d+", messages[turn + 2].moves[0])
    assert devices[0].final.position() == state.position()


def test_each_game_of_a_long_duel_is_a_new_deal():
    assert g.true_orders(g.setup({}, 21)[0], 0) != g.true_orders(g.setup({}, 22)[0], 0)


def _tampered(at, change):
    def tamper(message, seats):
        return change(message, seats) if at(message) else None
    return tamper


def _caught(tamper, words, options=None, seed=3):
    with pytest.raises(DishonestError) as caught:
        g.play_game(options or {}, seed, tamper=tamper)
    assert str(caught.value).startswith(DISHONEST) and words in str(caught.value), str(caught.value)


def _bundle(message, **changes):
    return replace(message, bundle=replace(message.bundle, **changes))


def test_a_wrong_share_is_refused_at_once():
    _caught(_tampered(lambda m: m.number == 3, lambda m, seats: _bundle(
        m, shares=(mul(m.bundle.shares[0], 2),) + m.bundle.shares[1:])), "does not match the key")


def test_a_share_of_another_card_of_the_deck_is_refused_at_once():
    """The sender unlocks the bottom card instead of the top one: a real card, but the proof fails."""
    def change(message, seats):
        seat = seats[(message.number - 1) % 2]
        other = unlock(seat.key, seat.final[0][seat.piles[0][-1]])
        return _bundle(message, shares=(other,) + message.bundle.shares[1:])
    _caught(_tampered(lambda m: m.number == 3, change), "does not match the key")


def test_a_card_that_is_not_the_one_dealt_there_is_refused_at_once():
    def change(message, seats):
        position, card = message.bundle.plays[0]
        held = {c for s in seats.values() for c in s.opened.values()}
        other = next(c for c in range(54) if c not in held)
        moves = [m.replace(sd.card_name(False, card), sd.card_name(False, other)) for m in message.moves]
        return replace(_bundle(message, plays=((position, other),)), moves=moves)
    _caught(_tampered(lambda m: m.number == 4, change), "does not match the key")


def test_a_card_played_from_a_place_the_player_never_drew_is_refused():
    def change(message, seats):
        return _bundle(message, plays=((53, message.bundle.plays[0][1]),))     # the bottom of the deck
    _caught(_tampered(lambda m: m.number == 4, change), "never dealt to that player")


def test_a_card_the_moves_do_not_name_is_refused():
    _caught(_tampered(lambda m: m.number == 4, lambda m, seats: replace(m, moves=["pass"] + m.moves[1:])),
            "not the cards the moves name")


def _opened(first_change=None, final_change=None):
    """The deal of seed 4 with a deck changed in setup, opened at the end with both keys."""
    seats, first, finals, _ = g.setup({}, 4)
    final = list(finals[0])
    if first_change:   # the inviter cheats: the friend locks and shuffles what it was sent
        pile = list(first[0])
        first_change(pile)
        final = [mul(p, seats[1].key.secret) for p in pile]
    if final_change:
        final_change(final)
    return deal_order(final, seats[0].key, seats[1].key, sd.pile_points(False)[0])


def test_a_duplicate_card_in_the_inviters_deck_is_caught_at_the_end():
    with pytest.raises(DishonestError, match="does not open to every card once"):
        _opened(first_change=lambda pile: pile.__setitem__(5, pile[6]))


def test_a_substituted_card_in_the_final_deck_is_caught_at_the_end():
    with pytest.raises(DishonestError, match="does not open to every card once"):
        _opened(final_change=lambda pile: pile.__setitem__(0, mul(GENERATOR, 12345)))


def test_a_final_deck_that_is_not_a_permutation_of_the_locked_one_is_caught_at_the_end():
    with pytest.raises(DishonestError, match="does not open to every card once"):
        _opened(final_change=lambda pile: pile.__setitem__(1, pile[2]))


def test_an_honest_deal_opens_to_every_card_once():
    assert sorted(_opened()) == list(range(54))


def test_a_wrong_key_at_the_end_is_caught():
    def change(message, seats):
        key = message.bundle.masked_key
        return _bundle(message, masked_key=bytes([key[0] ^ 1]) + key[1:])
    _caught(_tampered(lambda m: bool(m.bundle.masked_key), change), "key revealed at the end is not")


@pytest.mark.parametrize("name", ["base", "special-units"])
def test_no_message_nor_the_other_device_holds_a_hand_card_it_could_decode(name):
    """Before the keys are revealed, every point a device holds or was sent, taken as it is or with its own
    lock removed, is no card still in the other player's hand."""
    _, devices, messages = _finished(name)
    cards = [p for pile in sd.pile_points(name != "base") for p in pile]
    sent = [p for m in messages for p in (*m.bundle.shares, *(q for pile in m.bundle.late_piles for q in pile))]
    for me in (0, 1):
        seat, other = devices[me].seat, devices[1 - me].seat
        hidden = {encode(cards[card]) for position, card in other.opened.items()
                  if position in other.hands[other.me]}
        assert hidden          # the cards left in that hand at the end
        held = [*sent, *(p for pile in seat.final if pile for p in pile), *seat.got.values()]
        undone = inverse(seat.key.secret)
        decoded = {encode(p) for p in held} | {encode(mul(p, undone)) for p in held}
        assert not decoded & hidden


def _chi_square(counts, cells, n):
    return sum((counts.get(cell, 0) - n / len(cells)) ** 2 / (n / len(cells)) for cell in cells)


@pytest.mark.parametrize("honest", ["inviter", "friend"])
def test_one_honest_shuffle_makes_the_deal_uniform(honest):
    """The deal is the friend's shuffle of the inviter's (locking never moves a card). With the other
    player's shuffle fixed (no shuffle at all), the 24 orders of 4 cards over 2,400 deals give a chi-square
    under 49.7 (23 degrees of freedom, p = 0.001); so does the top card of 54 over 2,700 deals (53 degrees,
    p = 0.001: 90.6)."""
    fixed = lambda n: n - 1   # noqa: E731  (Fisher–Yates that always keeps the card: no shuffle)
    for size, deals, limit in ((4, 2400, 49.7), (54, 2700, 90.6)):
        counts: Counter = Counter()
        for deal in range(deals):
            first = shuffled(range(size), g.seeded(deal) if honest == "inviter" else fixed)
            final = shuffled(first, g.seeded(deal + 10**6) if honest == "friend" else fixed)
            counts[final if size == 4 else final[0]] += 1
        cells = list(permutations(range(4))) if size == 4 else list(range(size))
        assert _chi_square(counts, cells, deals) < limit


def test_a_card_shown_in_the_last_link_that_was_not_dealt_there_is_caught_with_the_key():
    """The last link carries no proof: the key opens every pile and the card shown must be the one dealt."""
    def change(message, seats):
        if not message.bundle.plays:
            return None
        position, card = message.bundle.plays[0]
        sender = seats[(message.number - 1) % 2]     # another card of its own hand, unknown to the receiver
        other = next(c for p, c in sender.opened.items() if p in sender.hands[sender.me] and p != position
                     and sd.card_name(False, c) != sd.card_name(False, card))
        moves = [m.replace(sd.card_name(False, card), sd.card_name(False, other), 1) for m in message.moves]
        return replace(_bundle(message, plays=((position, other),)), moves=moves)
    with pytest.raises(DishonestError, match="not the card dealt there"):
        g.play_game({}, 3, tamper=_tampered(lambda m: bool(m.bundle.masked_key), change))


def test_the_module_the_snapshot_imports_computes_every_card_point_ahead():
    """The page's memory snapshot imports secret_ready so that the first deal hashes no card (scripts/build.py)."""
    import importlib

    from stolik.schotten import secret_deal, secret_ready

    secret_deal.pile_points.cache_clear()
    importlib.reload(secret_ready)
    assert secret_deal.pile_points.cache_info().currsize == 2
