"""The in-app rules of Spór o Bór use the seed's words and say when a player may pass and how two passes end it.

The seed (000): "Kompania (trzy takie same) bije Bractwo (kolor)", and the variant's cards are "karty
specjalne" ("kartę specjalną", "Jednostki Specjalne"). The ending by two passes is our ruling
(/work/shared/rules/schotten-totten.md, "End by two passes").
"""
from __future__ import annotations

import re

import pytest

from stolik.schotten.rules_text import RULES
from stolik.web.games.schotten.strings import STRINGS

OUR_HEADING = {"en": "## Our rulings", "pl": "## Nasze ustalenia"}


def _line(text: str, start: str) -> str:
    """The one rules line that starts with ``start``."""
    found = [line for line in text.splitlines() if line.startswith(start)]
    assert len(found) == 1, start
    return found[0]


def test_polish_formation_names_are_the_seeds():
    pl = RULES["pl"]
    assert "trzy karty o tej samej wartości" in _line(pl, "- Kompania:")
    assert "trzy karty w jednym kolorze" in _line(pl, "- Bractwo:")
    assert pl.index("- Kompania:") < pl.index("- Bractwo:"), "Kompania is the stronger group"
    assert (STRINGS["pl"]["schotten.form.same-value"], STRINGS["pl"]["schotten.form.colour"]) == ("Kompania", "Bractwo")


def test_polish_text_says_karta_specjalna_as_the_seed_does():
    polish = RULES["pl"] + " ".join(v for k, v in STRINGS["pl"].items())
    assert not re.search(r"taktyczn", polish, re.IGNORECASE)
    assert "Jednostki Specjalne" in RULES["pl"] and "kartę specjalną" in RULES["pl"]


@pytest.mark.parametrize("lang, when", [
    ("en", "You may pass only when you cannot place a clan card"),
    ("pl", "Pasować możesz tylko wtedy, gdy nie możesz położyć karty zwierzęcia"),
])
def test_the_turn_says_when_a_player_may_pass(lang, when):
    turn = RULES[lang].split(OUR_HEADING[lang])[0]
    assert when in turn


@pytest.mark.parametrize("lang, phrases", [
    ("en", ["to the stronger side where both sides are complete", "to the complete side where only one is",
            "to nobody where neither is", "only one player", "more stones", "never decides"]),
    ("pl", ["do mocniejszej strony, gdy obie strony są pełne", "do pełnej strony, gdy tylko jedna jest pełna",
            "do nikogo, gdy żadna", "tylko jeden gracz", "więcej polan", "nigdy nie rozstrzyga"]),
])
def test_two_passes_ending_is_stated_among_our_rulings(lang, phrases):
    ours = RULES[lang].split(OUR_HEADING[lang])[1]
    assert [phrase for phrase in phrases if phrase not in ours] == []
