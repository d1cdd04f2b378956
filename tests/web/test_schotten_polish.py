"""Schotten Totten's screen, finishing touches: the options a game was started with, the card placed last
marked from the state (also after a reload), a hint's hand card, the claim-proof figure of the rules page."""
from __future__ import annotations

from stolik.schotten import GAME
from stolik.web.games.schotten.screen import SCREEN
from stolik.web.i18n import Translator

EN, PL = Translator("en"), Translator("pl")


def test_the_options_a_game_was_started_with_are_named_in_both_languages():
    """The plain game names nothing; each variant by its name (PL: the Polish edition's), a long duel with its
    number of games (plural 2-4 / 5+) or its target score."""
    ui = SCREEN()
    assert ui.options_text(GAME.checked_options({}), EN) == [] == ui.options_text(GAME.checked_options({"first": 1}), PL)
    everything = GAME.checked_options({"tactics": True, "expert": True, "duel_games": 3})
    assert ui.options_text(everything, EN) == ["special units", "expert variant", "long duel of 3 games"]
    assert ui.options_text(everything, PL) == ["Jednostki Specjalne", "Spiesz się powoli (dla wymagających)",
                                               "Długi pojedynek: 3 partie"]
    assert ui.options_text(GAME.checked_options({"duel_games": 5}), PL) == ["Długi pojedynek: 5 partii"]
    target = GAME.checked_options({"expert": True, "duel_target": 20})
    assert ui.options_text(target, EN) == ["expert variant", "long duel to 20 points"]
    assert ui.options_text(target, PL) == ["Spiesz się powoli (dla wymagających)", "Długi pojedynek do 20 punktów"]
