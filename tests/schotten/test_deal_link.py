"""Secret-deck links: each kind round-trips, keeps to its size, and a damaged link says so."""
from __future__ import annotations

import pytest

import secret_game as g
from stolik.core.curve import PointError, hash_to_point
from stolik.core.deck_seat import Bundle
from stolik.core.dleq import Proof
from stolik.core.errors import RecordError
from stolik.schotten import deal_link as dl

POINT = hash_to_point(b"test", "r1")
PROOF = Proof(2 ** 128 - 1, 2 ** 255)
WORST_MOVES = ("STRATEGIST JOKER@3>9", "claim 9", "claim 8", "claim 7", "draw tactic")


def test_the_setup_links_of_the_largest_deal_keep_to_the_setup_limit():
    seats, first, finals, (invitation, reply) = g.setup({"tactics": True, "expert": True, "first": 1}, 5, inviter=1)
    got = dl.decode(invitation)
    assert got.options == {"tactics": True, "expert": True, "first": 1} and got.inviter == 1
    assert [len(p) for p in got.piles] == [54, 10] and got.piles == first
    assert dl.decode(reply).piles == finals and len(dl.decode(reply).bundle.shares) == 7
    for token in (invitation, reply):
        assert len(dl.ROUTE + token) <= dl.SETUP_LIMIT


@pytest.mark.parametrize("bundle,limit", [
    (Bundle((POINT,), ((63, 63),), PROOF), dl.TURN_LIMIT),                          # a turn: a play and a share
    (Bundle(plays=((63, 63),), masked_key=b"\xff" * 32), dl.TURN_LIMIT),            # the last link
    (Bundle((POINT,) * 7, (), PROOF, ((POINT,) * 10,)), dl.SETUP_LIMIT),            # a hand and the late pile
])
def test_each_message_kind_round_trips_within_its_limit_even_with_the_longest_moves(bundle, limit):
    message = dl.Message(300, b"\x00\xff\x10\x20\x30", WORST_MOVES, bundle)
    token = dl.encode(message)
    assert dl.decode(token) == message
    assert dl.link_limit(message) == limit and len(dl.ROUTE + token) <= limit


def test_the_recruiters_exchange_has_its_own_limit():
    message = dl.Message(300, b"12345", (), Bundle((POINT,) * 3, (), PROOF))
    assert dl.link_limit(message) == dl.EXCHANGE_LIMIT
    assert dl.TURN_LIMIT < len(dl.ROUTE + dl.encode(message)) <= dl.EXCHANGE_LIMIT


def test_every_word_of_the_notation_survives_the_compact_spelling():
    moves = ("return #12 #40", "RECRUITER", "BANSHEE r7@2", "TRAITOR y3@1>4", "SPY@5", "SHIELD@6", "BLIND@7",
             "MUD@8", "pass", "end", "draw", "STRATEGIST p9@2>x")
    assert dl.unspell(dl.spell(moves)) == moves


def test_a_damaged_or_foreign_link_says_so():
    token = dl.encode(dl.Message(1, b"12345", ("r7@2",), Bundle((POINT,), (), PROOF)))
    flipped = token[:10] + ("A" if token[10] != "A" else "B") + token[11:]
    for bad, words in ((flipped, "check does not match"), (token[:-6], "damaged|cut short"),
                       ("m2" + token[2:], "not a Schotten Totten"), (token + "!", "damaged")):
        with pytest.raises(RecordError, match=words):
            dl.decode(bad)


def test_a_link_with_a_point_off_the_curve_is_refused():
    import base64
    import zlib
    body = bytes([3, 1]) + b"12345" + bytes([0, 0, 1]) + b"\x02" + (5).to_bytes(32, "big")
    token = dl.PREFIX + base64.urlsafe_b64encode(body + zlib.crc32(body).to_bytes(4, "big")[:2]).decode().rstrip("=")
    with pytest.raises(PointError):
        dl.decode(token)


def test_a_replayed_reordered_or_forked_link_is_recognised():
    _, _, messages = g.finished()
    links = [m.link for m in messages]
    third, fourth = dl.decode(links[2]), dl.decode(links[3])
    assert dl.place(third, 2, links[1]) == "next"
    assert dl.place(third, 3, links[2]) == "old"              # the same link opened again
    assert dl.place(fourth, 2, links[1]) == "ahead"           # the third never arrived
    other = dl.Message(3, dl.link_hash(links[0]), third.moves, third.bundle)
    assert dl.place(other, 2, links[1]) == "fork"             # a message made after another predecessor
