"""The in-app rules of Mądre kości: both languages, our house rules named as ours, the game's own cap."""
from stolik.kosci.rules_text import RULES, rules_for


def test_rules_text_lists_the_house_rules_in_both_languages():
    assert set(RULES) == {"pl", "en"}
    assert len(RULES["pl"].splitlines()) == len(RULES["en"].splitlines())
    assert "200" in RULES["en"] and "200" in RULES["pl"]
    assert all(line for text in RULES.values() for line in text.splitlines())


def test_rules_text_names_the_games_own_cap_and_any_square_of_the_start_row():
    """The rulings: the in-app rules name the cap the game was created with; the exit rule covers the whole row."""
    for lang, own, row in (("en", "after 300 turns (the limit chosen for this game)", "any square of your start row"),
                           ("pl", "po 300 kolejkach (tyle wybrano dla tej partii)", "dowolnym polu twojego rzędu startowego")):
        text = rules_for(lang, {"turn_cap": 300})
        assert own in text and row in text and "200" not in text
        assert "{" not in rules_for(lang)
