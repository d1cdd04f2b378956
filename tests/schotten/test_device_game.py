"""One device's secret game (schotten/device_game.py): two devices that pass only link tokens play whole
games and both verify the deal; each device sees only its own hand; old, own, missing and forked links change
nothing; a tampered link is refused with the honesty message and nothing kept; the saved data round-trips."""
from __future__ import annotations

import json
from dataclasses import replace

import pytest

from stolik.core.curve import GENERATOR
from stolik.core.secret_deck import DISHONEST, DishonestError
from stolik.schotten import deal_link as dl
from stolik.schotten import device_game as dg
from stolik.schotten.cards import CLAN_BACK, TACTIC_BACK

import two_devices
from two_devices import turn

BACKS = {CLAN_BACK, TACTIC_BACK}


def start(options, inviter=0, seed=1):
    return two_devices.start(dg, options, inviter, seed)


def play_out(devices, rng, sender, limit=500):
    links = []
    while (token := turn(devices, sender, rng)) and len(links) < limit:
        links.append(token)
        assert devices[1 - sender].receive(token) == "taken"
        sender = 1 - sender
    return links


@pytest.mark.parametrize("options, inviter", [({}, 0), ({"tactics": True, "first": 1}, 0),
                                              ({"tactics": True, "expert": True}, 1)])
def test_two_devices_passing_links_play_a_whole_game_and_both_verify_the_deal(options, inviter):
    devices, rng = start(options, inviter)
    links = play_out(devices, rng, inviter)
    a, b = devices[0], devices[1]
    assert a.over and b.over and a.verified and b.verified
    assert a.state.sides == b.state.sides and a.state.owners == b.state.owners
    assert a.state.result() == b.state.result()
    assert all(len(dl.ROUTE + token) <= dl.link_limit(dl.decode(token)) for token in links)


def test_a_device_never_holds_the_friends_hand_or_the_deck_face_up():
    devices, rng = start({"tactics": True}, seed=3)
    sender = 0
    for _ in range(20):
        token = turn(devices, sender, rng)
        devices[1 - sender].receive(token)
        for player, device in devices.items():
            state = device.state
            assert set(state.hands[1 - player]) <= BACKS
            assert set(state.clan_deck) | set(state.tactic_deck) <= BACKS
        sender = 1 - sender
    mine = devices[0].state.hands[0]
    assert not set(mine) & BACKS or devices[0].seat.awaiting          # my own cards face up, but a draw waiting


def test_the_draw_waits_face_down_until_its_share_comes():
    devices, rng = start({}, seed=5)
    device = devices[0]
    device.play(next(m for m in device.state.legal_moves() if "@" in m))
    assert CLAN_BACK in device.state.hands[0] and device.to_send()
    devices[1].receive(device.to_send())
    device.receive(turn(devices, 1, rng))
    assert CLAN_BACK not in device.state.hands[0]


def test_old_own_missing_and_forked_links_change_nothing_and_say_why():
    devices, rng = start({}, seed=7)
    first = turn(devices, 0, rng)
    assert devices[1].receive(first) == "taken"
    second = turn(devices, 1, rng)
    saved = json.dumps(devices[1].to_json())
    assert devices[1].receive(first) == "old"
    assert devices[1].receive(second) == "own"
    assert json.dumps(devices[1].to_json()) == saved
    devices[0].receive(second)
    third = turn(devices, 0, rng)
    devices[1].receive(third)
    fourth = turn(devices, 1, rng)
    devices[0].receive(fourth)
    fifth = turn(devices, 0, rng)
    late, _ = start({}, seed=7)
    late[1].receive(first)
    assert late[1].receive(fifth) == "ahead"
    forked = dl.encode(replace(dl.decode(fifth), prev=b"\0" * dl.PREV_BYTES))   # follows another link than ours
    before = json.dumps(devices[1].to_json())
    assert devices[1].receive(forked) == "fork"
    assert json.dumps(devices[1].to_json()) == before
    assert devices[1].receive(fifth) == "taken"


def test_a_tampered_share_is_refused_with_the_honesty_message_and_nothing_kept():
    devices, rng = start({}, seed=9)
    token = turn(devices, 0, rng)
    message = dl.decode(token)
    shares = (GENERATOR,) + message.bundle.shares[1:]
    tampered = dl.encode(replace(message, bundle=replace(message.bundle, shares=shares)))
    saved = json.dumps(devices[1].to_json())
    with pytest.raises(DishonestError, match=DISHONEST):
        devices[1].receive(tampered)
    assert json.dumps(devices[1].to_json()) == saved
    assert devices[1].receive(token) == "taken"          # the honest link still goes in after it


def test_a_card_the_friend_never_held_is_refused():
    devices, rng = start({}, seed=11)
    devices[1].receive(turn(devices, 0, rng))
    token = turn(devices, 1, rng)
    message = dl.decode(token)
    card = next(c for c in ("r1", "r2", "b1") if c not in message.moves[0])
    moved = (card + message.moves[0][message.moves[0].index("@"):],) + message.moves[1:]
    with pytest.raises(DishonestError, match=DISHONEST):
        devices[0].receive(dl.encode(replace(message, moves=moved)))


def test_the_saved_data_holds_the_game_and_it_goes_on_after_a_reload():
    devices, rng = start({"tactics": True}, seed=13)
    devices[1].receive(turn(devices, 0, rng))
    devices = {p: dg.DeviceGame.from_json(json.loads(json.dumps(d.to_json()))) for p, d in devices.items()}
    play_out(devices, rng, 1)
    assert devices[0].verified and devices[1].verified


def compressed(data):
    """A saved game's data with its seat's points compressed, as saved games kept them before: each point
    written as ``curve.encode`` writes it (33 bytes) instead of uncompressed (65)."""
    from stolik.core.curve import decode_kept, encode

    def squeeze(text):
        if text is None:
            return None
        raw, out = bytes.fromhex(text), b""
        while raw:
            point, size = decode_kept(raw)
            out, raw = out + encode(point), raw[size:]
        return out.hex()
    seat = data["seat"]
    return {**data, "seat": {**seat, "publics": [squeeze(t) for t in seat["publics"]], "final": [squeeze(t) for t in seat["final"]],
                             "unsent": [squeeze(t) for t in seat["unsent"]], "got": [[p, squeeze(t)] for p, t in seat["got"]]}}


def test_a_game_saved_with_compressed_points_as_before_still_loads_and_goes_on():
    """The seat's points are now kept uncompressed (reading a compressed one back costs a square root: a
    saved game took 0.8 s to open under CPython, some 2 s in the page); older saved games still open."""
    devices, rng = start({"tactics": True}, seed=13)
    devices[1].receive(turn(devices, 0, rng))
    saved = {p: json.loads(json.dumps(d.to_json())) for p, d in devices.items()}
    assert all(len(bytes.fromhex(data["seat"]["final"][0])) % 65 == 0 for data in saved.values())
    old = {p: compressed(data) for p, data in saved.items()}
    assert old != saved and all(len(bytes.fromhex(data["seat"]["final"][0])) % 33 == 0 for data in old.values())
    devices = {p: dg.DeviceGame.from_json(data) for p, data in old.items()}
    assert {p: json.loads(json.dumps(d.to_json())) for p, d in devices.items()} == saved
    play_out(devices, rng, 1)
    assert devices[0].verified and devices[1].verified


def test_a_resignation_travels_with_the_key_and_both_devices_verify():
    devices, rng = start({}, seed=15)
    devices[1].receive(turn(devices, 0, rng))
    devices[1].resign()
    assert devices[1].over and devices[1].resigned == 1
    devices[0].receive(devices[1].to_send())
    assert devices[0].resigned == 1 and devices[0].verified
    devices[1].receive(devices[0].to_send())
    assert devices[1].verified and not devices[1].to_send()


def test_the_friends_recruiter_returns_are_face_down_cards_never_made_up_names():
    """This device never saw the cards its friend's Recruiter put back: its record and move list say only
    which deck each went to (seed 1 has such a return)."""
    from stolik.web.games.schotten.texts import move_text
    from stolik.web.i18n import Translator

    devices, rng = start({"tactics": True}, seed=1)
    play_out(devices, rng, 0)
    returns = [(device, index, move) for device in devices.values() for index, move in enumerate(device.move_texts())
               if move.startswith("return") and device.states[index].to_move != device.me]
    assert returns
    for device, index, move in returns:
        assert set(move.split()[1:]) <= BACKS
        assert not {"r1", "SPY"} & set(device.states[index].hands[1 - device.me])
        line = move_text(device.states[index], move, Translator("en"))
        assert line.startswith("puts back 2 cards (") and "r1" not in line and "SPY" not in line


def test_a_resignation_off_turn_crossing_my_link_ends_the_game_and_both_verify():
    """As in the other games by link, a player resigns at any time: here while the friend's link is on its way
    (crossed: the friend's moves in it never count on the resigner's side, and the link is old there)."""
    devices, rng = start({}, seed=17)
    devices[1].receive(turn(devices, 0, rng))
    devices[0].receive(turn(devices, 1, rng))
    crossing = turn(devices, 0, rng)                     # sent, not yet arrived
    devices[1].resign()
    resignation = devices[1].to_send()
    assert devices[0].receive(resignation) == "taken"
    assert devices[0].resigned == 1 and devices[0].verified
    assert devices[1].receive(crossing) in ("old", "fork")   # crossed: it changes nothing
    assert devices[1].receive(devices[0].to_send()) == "taken" and devices[1].verified
    assert devices[0].result() == devices[1].result()


@pytest.mark.parametrize("to_move", [0, 1])
def test_two_resignations_that_cross_end_the_game_alike_on_both_devices_the_earlier_one_standing(to_move):
    """Found while closing issue 31: both players resigned before seeing the other's resignation, and each
    device called itself the loser (and neither verified: the other's link was "old" or a "fork"). The
    resignation in the earlier slot (a lower message number) stands on both; the other's link still brings
    its key, so both verify."""
    devices, rng = start({}, seed=17)
    senders = (0, 1) if to_move == 0 else (0,)
    for sender in senders:
        assert devices[1 - sender].receive(turn(devices, sender, rng)) == "taken"
    devices[0].resign()
    devices[1].resign()
    inviters, friends = devices[0].to_send(), devices[1].to_send()
    assert devices[1].receive(inviters) == "taken" and devices[0].receive(friends) == "taken"
    first = min((dl.head_of(inviters)[1], 0), (dl.head_of(friends)[1], 1))[1]
    assert devices[0].result() == devices[1].result() and devices[0].result().winner == 1 - first
    assert devices[0].verified and devices[1].verified
    assert devices[0].to_send() in ("", inviters) and devices[1].to_send() in ("", friends)   # nothing more to send


def test_a_resignation_off_turn_takes_back_my_moves_not_sent_yet():
    devices, rng = start({}, seed=19)
    device = devices[0]
    while True:                                          # until a card placed leaves a claim open: my link waits
        before = len(device.move_texts())
        device.play(rng.choice(device.state.legal_moves()))
        if device.pending:
            break
        devices[1].receive(device.to_send())
        device.receive(turn(devices, 1, rng))
    devices[1].resign()
    assert device.receive(devices[1].to_send()) == "taken"
    assert len(device.move_texts()) == before and not device.pending and device.verified
    assert devices[1].receive(device.to_send()) == "taken" and devices[1].verified


def test_a_draw_agreed_that_was_never_offered_is_refused():
    devices, rng = start({}, seed=21)
    devices[1].receive(turn(devices, 0, rng))
    devices[1].events.append(["draw", 0])                # a friend who agrees with no offer made
    devices[1].pending.append(dg.AGREE)
    devices[1]._send_if_due(force=True)
    with pytest.raises(DishonestError, match="never offered"):
        devices[0].receive(devices[1].to_send())
