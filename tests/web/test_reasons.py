"""A link or saved game that cannot be opened is explained in the player's language and words: Polish players
once read "Nie można otworzyć tego linku: the move link is damaged (cut short)" or "unknown option 'mosquito'
for gore"."""
from __future__ import annotations

import base64
import json
import re
import zlib

import pytest

from stolik import gore, hive
from stolik.core.errors import PLAIN, GameError, RecordError
from stolik.core.link_token import encode
from stolik.core.record import Record
from stolik.web import correspondence, links, reasons, storage
from stolik.web.i18n import Translator, all_strings
from stores import DictStore

EN, PL = Translator("en"), Translator("pl")


def hand_made(header: dict, number: int = 0) -> str:
    """A version 1 token written by hand (no check), as a dishonest friend could."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    packed = packer.compress(json.dumps(header).encode()) + packer.flush()
    body = bytes([len(packed)]) + packed + number.to_bytes((number.bit_length() + 7) // 8, "big")
    return "m1" + base64.urlsafe_b64encode(body).decode().rstrip("=")


GORE_HEADER = {"r": 1, "o": {"first": "S"}, "s": 7, "i": "g1", "p": 0, "n": ["", ""], "k": 0}
GOOD = encode(hive, Record("hive", hive.GAME.rules_version, {}, 3, ("wA1",)), "h1", 0)


@pytest.mark.parametrize("game, token, plain", [
    ("hive", GOOD[:-3], "damaged"),                                       # cut short when copied
    ("gore", "m1AAAA", "damaged"),
    ("gore", "z1abc", "not-stolik"),
    ("gore", "m7AAAA", "version"),
    ("gore", hand_made({**GORE_HEADER, "r": 9}), "version"),
    ("gore", hand_made({**GORE_HEADER, "o": {"mosquito": True}}), "variant"),
    ("gore", hand_made(GORE_HEADER, 1), "damaged"),                       # more moves than the 0 it announces
    ("gore", hand_made({**GORE_HEADER, "t": "not a position"}), "position"),
    ("schotten", "m1AAAA", "no-link"),
    ("chess", "m1AAAA", "unknown-game"),
])
def test_every_link_failure_is_said_in_the_players_words(game, token, plain):
    with pytest.raises(GameError) as caught:
        correspondence.receive(game, token, None)
    assert reasons.plain_reason(caught.value) == plain
    for tr in (EN, PL):
        said = reasons.failure("error.link", caught.value)(tr)
        assert str(caught.value) not in said
    polish = reasons.failure("error.link", caught.value)(PL)
    assert not re.search(r"\b(the|link is|cannot|option|moves|version)\b", polish), polish


def test_a_link_to_a_game_stolik_does_not_know_is_said_in_polish():
    with pytest.raises(links.LinkError) as caught:
        links.parse_hash("#/chess/p/abc")
    assert reasons.failure("error.link", caught.value)(PL) == (
        "Nie można otworzyć tego linku: wskazuje grę, której Stolik nie zna. Nic nie zostało zmienione.")


def test_every_kind_of_failure_has_words_in_both_languages():
    strings = all_strings()
    for kind in (*PLAIN, "link-damaged", "unexpected", "storage-full", "no-link", "no-tool"):
        assert strings["en"]["why." + kind] and strings["pl"]["why." + kind], kind


def test_a_saved_game_that_does_not_exist_is_not_said_to_be_kept():
    with pytest.raises(RecordError) as caught:
        storage.load(DictStore(), "gnothere")
    assert caught.value.plain == "missing"
    assert "kept" not in EN("error.no-saved") and "bez zmian" not in PL("error.no-saved")


def test_an_unreadable_entry_is_listed_in_the_players_words_with_the_detail_as_a_tooltip():
    store = DictStore()
    store.set(storage.GAME_PREFIX + "g1", '{"format": 1, "id": "g1", "record": 5}')
    _good, [bad] = storage.list_games(store)
    assert bad.plain == "damaged" and "record must be a JSON object" in bad.reason
    from stolik.web import screens
    html = screens.home_html(PL, set(), [], [bad], {}, "", {}, {}, {})
    assert "dane są uszkodzone lub niepełne" in html and 'title="a game record must be a JSON object"' in html


def test_an_unexpected_failure_is_stoliks_own():
    assert reasons.failure("error.saved", KeyError("x"))(EN) == (
        "This saved game cannot be opened: something went wrong in Stolik itself (the browser's console has the "
        "details). It is kept as it is.")
