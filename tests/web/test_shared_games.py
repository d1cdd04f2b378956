"""Hostile and damaged shared links (#/<game>/p/… and #/<game>/r/…) are refused before anything is shown or
saved, with a short message in the player's words: the page runs the same code (web/shared_games.py), and one
browser test (test_trust_e2e) checks it shows the message on a fresh load and writes nothing."""
from __future__ import annotations

import pytest

from stolik.core.errors import GameError
from stolik.core.record import Record
from stolik.kosci import GAME as KOSCI
from stolik.web import links, reasons
from stolik.web.i18n import Translator
from stolik.web.shared_games import saved_from_link

GORE_START = "6,6,6,6,6,6,6,6%20SSSSNNNN%200%3A0%20S"
KOSCI_ROLL = Record("kosci", KOSCI.rules_version, KOSCI.default_options(), 3, ("setup random", "ROLL")).to_compact()
HOSTILE = {
    "huge hive position": "#/hive/p/" + "Base;InProgress;White[1];" + "x" * 50_000,
    "huge goré count": "#/gore/p/" + "9" * 5_000 + "%2C6%2C6%2C6%2C6%2C6%2C6%2C6%20SSSSNNNN%200%3A0%20S",
    "a roll spelt otherwise": "#/kosci/r/" + KOSCI_ROLL,
    "a record that is no record": "#/gore/r/z1" + "A" * 99_000,
    "a record of another game": "#/gore/r/" + KOSCI_ROLL,
    "a position of another game": "#/hive/p/" + GORE_START,
    "a game with no screen": "#/chess/p/abc",
    "an empty position": "#/schotten/p/",
}


@pytest.mark.parametrize("fragment", HOSTILE.values(), ids=HOSTILE.keys())
def test_a_hostile_link_is_refused_with_a_short_message_in_both_languages(fragment):
    with pytest.raises(GameError) as caught:
        saved_from_link(links.parse_hash(fragment), "g1", 0.0)
    for lang, opening in (("en", "This link cannot be opened"), ("pl", "Nie można otworzyć tego linku")):
        said = reasons.failure("error.link", caught.value)(Translator(lang))
        assert said.startswith(opening) and len(said) < 600, said


def test_a_sound_link_opens_as_a_new_game_from_the_link():
    saved = saved_from_link(links.parse_hash("#/gore/p/" + GORE_START), "g1", 5.0)
    assert (saved.id, saved.record.game, saved.record.moves, saved.created) == ("g1", "gore", (), 5.0)


def test_a_position_link_records_the_variants_its_position_carries():
    """A game opened on a position keeps its variants: its screen names them and a rematch plays them."""
    from stolik.schotten import new_game as new_schotten
    dealt = new_schotten({"tactics": True, "expert": True}, 4).position()
    schotten = saved_from_link(links.parse_hash(links.position_hash("schotten", dealt)), "s1", 0.0)
    assert schotten.record.options["tactics"] and schotten.record.options["expert"]
    hive = saved_from_link(links.parse_hash(links.position_hash("hive", "Base+M;InProgress;White[2];wM;bQ wM-")), "h1", 0.0)
    assert hive.record.options["mosquito"] and not hive.record.options["ladybug"]
    gore = saved_from_link(links.parse_hash("#/gore/p/" + GORE_START), "g1", 0.0)
    assert gore.record.options == games_defaults("gore")


def games_defaults(game: str) -> dict:
    from stolik import games
    return games.engine(game).GAME.default_options()
