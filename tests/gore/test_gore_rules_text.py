"""The in-app rules of Goré tell the seed's rules from our house rules, in both languages."""
from __future__ import annotations

import pytest

from stolik.gore.rules_text import RULES

HOUSE_HEADING = {"en": "## House rules", "pl": "## Zasady domowe"}
# The seed (001): "Siew kończy się po jednym okrążeniu" and "przeciwnik wykonuje ruch jako następny,
# niezależnie od tego, czy przyjmie ofertę, czy ją odrzuci".
SEED_RULES = {
    "en": ["The move ends with the last seed", "no relay sowing", "and then makes their move either way"],
    "pl": ["Ruch kończy się na ostatnim ziarnie", "bez siewu przekaźnikowego", "a potem i tak wykonuje ruch"],
}
ANSWER_WORDS = {"en": "answer", "pl": "odpowie"}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_answer_then_move_and_no_relay_are_the_seed_rules_not_house_rules(lang):
    seed_part, house_part = RULES[lang].split(HOUSE_HEADING[lang])
    assert [phrase for phrase in SEED_RULES[lang] if phrase not in seed_part] == []
    assert ANSWER_WORDS[lang] not in house_part.lower(), "answering an offer is the seed's rule"
