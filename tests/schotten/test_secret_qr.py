"""A secret Schotten game's links as QR codes (issue 31): even the longest deal fits a code, and the code,
read back by zxing-cpp, opens the very link the player would copy (its hash names it in the next link)."""
from __future__ import annotations

import random

from stolik.schotten import device_game
from stolik.web.links import parse_hash, qr_segments, secret_hash
from stolik.web.qr import qr_code
from qr_reading import read_matrix
from two_devices import turn

ORIGIN = "https://stolik.example.org/games/stolik/"
PIXELS = 4            # per module: a version-40 code 256 CSS pixels wide on a phone of 3 device pixels to one


def read_code(url: str) -> tuple[str, int]:
    """The text a camera reads off ``url``'s QR code as the page draws it, and the code's version."""
    code = qr_code(url)
    texts = read_matrix(code.matrix, PIXELS)
    assert len(texts) == 1
    return texts[0], code.version


def test_every_setup_link_of_a_special_units_game_reads_back_from_its_qr_code_as_the_same_link():
    rng = random.Random(3)
    inviter, invitation = device_game.invite({"tactics": True, "expert": False, "first": 0}, 0, rng.randrange)
    friend = device_game.accept(invitation, rng.randrange)
    devices, links = {0: inviter, 1: friend}, [invitation, friend.to_send()]
    inviter.receive(links[-1])
    for sender in (0, 1, 0):                                  # the first turns carry each hand's shares
        links.append(turn(devices, sender, rng))
        devices[1 - sender].receive(links[-1])
    assert min(map(len, links[:2])) > 2_700                   # the invitation and the reply: a whole deck of points
    versions = []
    for token in links:
        url = ORIGIN + secret_hash(token)
        text, version = read_code(url)
        assert text.startswith(ORIGIN + "#/schotten/s/S1")
        assert parse_hash(text[text.index("#"):]).payload == token
        versions.append(version)
    assert max(versions) > 30 and min(versions) < 20           # a deck of points, and a turn


def test_other_links_keep_their_qr_code_as_they_are():
    url = ORIGIN + "#/gore/m/m1AAA"
    assert qr_segments(url) == ((url, "byte"),)
    assert read_code(url)[0] == url
