"""A long duel between two devices by link (schotten/device_match.py), real protocol and real proofs: the links
that end a game carry the next deal, both devices verify every game and agree on the score; a dishonest link
in game 2 is refused with the honesty message and nothing kept; a link of game 1 replayed in game 2 changes
nothing; a closing link without the next deal, or with one against the duel's rules, is refused; a
resignation off turn and an agreed draw end a game of the duel like its last move."""
from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from stolik.core.curve import GENERATOR
from stolik.core.secret_deck import DISHONEST, DishonestError
from stolik.schotten import deal_link as dl
from stolik.schotten import device_match as dm

import two_devices
from two_devices import turn


def start(options, inviter=0, seed=1):
    return two_devices.start(dm, options, inviter, seed)


def play_until(devices, rng, sender, done):
    """Links passed both ways until ``done(token)`` says the link just made is the one to stop at (it is not
    passed on): (its sender, the token); or (None, "") when no link is left to send."""
    while token := turn(devices, sender, rng):
        if done(token):
            return sender, token
        assert devices[1 - sender].receive(token) == "taken"
        sender = 1 - sender
    return None, ""


def snapshot(devices):
    return {player: json.dumps(device.to_json()) for player, device in devices.items()}


def revived(saved, rng):
    return {player: dm.DeviceMatch.from_json(json.loads(text), rng.randrange) for player, text in saved.items()}


def carries_next(token):
    return dl.decode(token).next is not None


@pytest.mark.parametrize("options, inviter", [({"duel_games": 2}, 0),
                                              ({"duel_games": 2, "tactics": True, "expert": True, "first": 1}, 1)])
def test_two_devices_play_a_whole_duel_each_game_dealt_anew_and_both_verify_the_score(options, inviter):
    devices, rng = start(options, inviter)
    links = []
    sender = inviter
    while token := turn(devices, sender, rng):
        links.append(token)
        assert devices[1 - sender].receive(token) == "taken"
        sender = 1 - sender
    a, b = devices[0], devices[1]
    assert len(a.games) == len(b.games) == 2 and a.over and b.over and a.verified and b.verified
    assert a.results() == b.results() and a.totals() == b.totals()
    assert [g.options["first"] for g in a.games] == [options.get("first", 0), 1 - options.get("first", 0)]
    assert a.games[0].seat.key != a.games[1].seat.key                  # a new key, a new deal, for each game
    closing = [token for token in links if carries_next(token)]
    assert [type(dl.decode(t).next).__name__ for t in closing] == ["Invitation", "Reply"]
    assert all(len(dl.ROUTE + token) <= dl.link_limit(dl.decode(token)) for token in links)
    assert max(len(dl.ROUTE + t) for t in links if not carries_next(t) and dl.link_limit(dl.decode(t)) == dl.TURN_LIMIT) <= 200


@pytest.fixture(scope="module")
def game_one_closed():
    """Both devices' saved data when game 1 of a duel has just ended, and the sender and token of the link
    that ends it (not passed on yet)."""
    devices, rng = start({"duel_games": 3}, seed=5)
    sender, token = play_until(devices, rng, 0, carries_next)
    return snapshot(devices), sender, token


def test_a_closing_link_without_the_next_deal_or_against_the_duels_rules_is_refused(game_one_closed):
    saved, sender, token = game_one_closed
    rng = random.Random(1)
    devices = revived(saved, rng)
    receiver = devices[1 - sender]
    closing = dl.decode(token)
    bare = dl.encode(replace(closing, next=None))
    same_first = dl.encode(replace(closing, next=replace(closing.next, options={**closing.next.options,
                                                                                "first": 1 - closing.next.options["first"]})))
    before = json.dumps(receiver.to_json())
    for wrong in (bare, same_first):
        with pytest.raises(DishonestError, match=DISHONEST):
            receiver.receive(wrong)
        assert json.dumps(receiver.to_json()) == before
    assert receiver.receive(token) == "taken" and len(receiver.games) == 2


def test_a_next_deal_whose_reply_unlocks_a_wrong_card_is_refused_with_nothing_kept(game_one_closed):
    saved, sender, token = game_one_closed
    devices = revived(saved, random.Random(3))
    assert devices[1 - sender].receive(token) == "taken"
    answer = dl.decode(devices[1 - sender].to_send())
    reply = answer.next
    wrong = replace(reply, bundle=replace(reply.bundle, shares=(GENERATOR,) + reply.bundle.shares[1:]))
    before = json.dumps(devices[sender].to_json())
    with pytest.raises(DishonestError, match=DISHONEST):
        devices[sender].receive(dl.encode(replace(answer, next=wrong)))
    assert json.dumps(devices[sender].to_json()) == before          # game 1 not closed either: nothing kept
    assert devices[sender].receive(devices[1 - sender].to_send()) == "taken" and devices[sender].game.dealt


def test_in_game_two_a_dishonest_link_is_refused_and_a_replayed_link_of_game_one_changes_nothing(game_one_closed):
    saved, sender, token = game_one_closed
    rng = random.Random(2)
    devices = revived(saved, rng)
    old = next(t for d, t in reversed(devices[1 - sender].game.links) if d == "got")   # game 1's, taken long ago
    assert devices[1 - sender].receive(token) == "taken"
    answer = devices[1 - sender].to_send()
    assert devices[sender].receive(answer) == "taken"
    assert all(len(device.games) == 2 and device.game.dealt for device in devices.values())
    # the next game's turns: the first of its messages that unlocks a card, tampered
    inviter = devices[sender].game.seat.inviter
    mover, honest = play_until(devices, rng, inviter, lambda t: bool(dl.decode(t).bundle.shares))
    receiver = devices[1 - mover]
    message = dl.decode(honest)
    tampered = dl.encode(replace(message, bundle=replace(message.bundle, shares=(GENERATOR,) + message.bundle.shares[1:])))
    before = json.dumps(receiver.to_json())
    with pytest.raises(DishonestError, match=DISHONEST):
        receiver.receive(tampered)
    assert json.dumps(receiver.to_json()) == before
    holder = devices[1 - sender]
    before = json.dumps(holder.to_json())
    assert holder.receive(old) == "old"                               # replayed from game 1
    stale = dl.encode(replace(dl.decode(old), number=dl.decode(old).number + 2, moves=("pass",)))
    assert holder.receive(stale) == "old"                             # follows a link of game 1: that game is over
    assert json.dumps(holder.to_json()) == before
    assert receiver.receive(honest) == "taken"                        # the honest link still goes in


def test_a_resignation_off_turn_ends_a_game_of_the_duel_and_deals_the_next():
    devices, rng = start({"duel_games": 2}, seed=7)
    for sender in (0, 1, 0):
        assert devices[1 - sender].receive(turn(devices, sender, rng)) == "taken"
    assert not devices[0].game.my_send()
    devices[0].resign()                                               # while my friend's link is due
    resignation = devices[0].to_send()
    assert carries_next(resignation) and dl.decode(resignation).moves == ("resign",)
    assert devices[1].receive(resignation) == "taken"
    assert devices[0].receive(devices[1].to_send()) == "taken"
    assert [r.winner for r in devices[0].results()] == [r.winner for r in devices[1].results()] == [1]
    assert devices[0].games[0].verified and devices[1].games[0].verified
    assert all(len(device.games) == 2 and device.game.dealt for device in devices.values())


@pytest.mark.parametrize("to_move", [0, 1])
def test_two_resignations_that_cross_deal_the_next_game_from_the_earlier_ones_invitation(to_move):
    """Both closing links carried an invitation (each player sent a key first): the invitation in the earlier
    slot deals the next game, the other player's device answers it with its closing link made again, and the
    next game is played on, the score alike on both devices (before: refused as dishonest on both)."""
    devices, rng = start({"duel_games": 3}, seed=7)
    for sender in (0, 1) if to_move == 0 else (0,):
        assert devices[1 - sender].receive(turn(devices, sender, rng)) == "taken"
    devices[0].resign()
    devices[1].resign()
    crossing = {0: devices[0].to_send(), 1: devices[1].to_send()}
    assert carries_next(crossing[0]) and carries_next(crossing[1])
    assert devices[1].receive(crossing[0]) == "taken" and devices[0].receive(crossing[1]) == "taken"
    later = max((0, 1), key=lambda player: dl.head_of(crossing[player])[1])
    answer = devices[later].to_send()                                  # its closing link again, with the reply
    assert answer != crossing[later] and isinstance(dl.decode(answer).next, dl.Reply)
    assert devices[1 - later].to_send() == crossing[1 - later]         # the earlier one has nothing new to send
    assert devices[1 - later].receive(answer) == "taken"
    assert devices[1 - later].receive(answer) == "old"
    for device in devices.values():
        assert len(device.games) == 2 and device.game.dealt and device.games[0].verified
        assert [r.winner for r in device.results()] == [later]
    passed, sender = {answer, *crossing.values()}, 1 - later           # game 2 goes on by link as any game
    while len(passed) < 8:
        token = turn(devices, sender, rng)
        if token not in passed:                       # (the game's inviter may owe the first link, with the shares)
            assert devices[1 - sender].receive(token) == "taken"
            passed.add(token)
        sender = 1 - sender
    assert all(len(device.game.move_texts()) >= 2 for device in devices.values())


def test_a_draw_offered_with_a_move_and_agreed_in_the_reply_ends_the_game_drawn_and_deals_the_next():
    devices, rng = start({"duel_games": 2}, seed=9)
    devices[0].offer_draw()
    offer = turn(devices, 0, rng)
    assert dl.decode(offer).offer
    assert devices[1].receive(offer) == "taken" and devices[1].game.offered
    played_on = turn(devices, 1, rng)                                 # declined by playing on
    assert not dl.decode(played_on).offer and devices[0].receive(played_on) == "taken"
    assert not devices[0].game.over
    devices[0].offer_draw()
    assert devices[1].receive(turn(devices, 0, rng)) == "taken"
    devices[1].agree_draw()
    agreed = devices[1].to_send()
    assert dl.decode(agreed).moves == ("agree",) and carries_next(agreed)
    assert devices[0].receive(agreed) == "taken"
    assert devices[1].receive(devices[0].to_send()) == "taken"
    for device in devices.values():
        assert device.results()[0].reason == "draw-agreed" and device.games[0].verified and device.game.dealt
