"""Hive's screen around the board: the options a game was started with, who threw whom, and the
illustrated examples of the rules page. Positions are real: built with the engine."""
from __future__ import annotations

from stolik.hive import GAME, new_game
from stolik.web.games.hive.screen import HiveScreen
from stolik.web.i18n import Translator

EN, PL = Translator("en"), Translator("pl")


def test_options_text_names_the_expansion_bugs_and_the_rules_switched_on():
    screen = HiveScreen()
    base = {option.key: False for option in GAME.options}
    assert screen.options_text(base, EN) == [] == screen.options_text({}, PL)
    every = dict.fromkeys(base, True)
    assert screen.options_text(every, EN) == [
        "expansions: Mosquito, Ladybug, Pillbug", "tournament opening", "threefold repetition draws"]
    assert screen.options_text(every, PL) == [
        "dodatki: Komar, Biedronka, Stonoga", "otwarcie turniejowe", "remis po trzykrotnym powtórzeniu"]
    one = {**base, "pillbug": True, "tournament": True}
    assert screen.options_text(one, EN) == ["expansion: Pillbug", "tournament opening"]
    assert screen.options_text(one, PL) == ["dodatek: Stonoga", "otwarcie turniejowe"]
    # What the form sends is what the text names (the engine accepts it as this game's options).
    chosen = screen.options_for(0, {"ladybug": "1", "mosquito": "1"})
    assert new_game(chosen).options == chosen
    assert screen.options_text(chosen, EN) == ["expansions: Mosquito, Ladybug"]
