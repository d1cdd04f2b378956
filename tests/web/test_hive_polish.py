"""Hive's screen around the board: the options a game was started with, who threw whom, and the
illustrated examples of the rules page. Positions are real: built with the engine."""
from __future__ import annotations

from stolik.hive import GAME, from_position, new_game
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


# Black to move. Black's Mosquito (0,1) touches Black's Pillbug (-1,2) and White's Ant 2 (1,0), which the
# Pillbug does not touch: only the Mosquito, copying the Pillbug, can lift the Ant (found by a seeded random game).
MOSQUITO_THROWS = ("Base+MP;InProgress;Black[6];wG1;bM wG1\\;wA1 -wG1;bP /bM;wA2 \\wG1;bA1 -bP;wQ -wA1;"
                   "bQ /bA1;wA2 bM/;bA2 /bQ;wA3 -wQ")
# White to move; White's Pillbug (0,0) may lift Black's Grasshopper 1 (-1,1) over itself.
PILLBUG_THROWS = "Base+P;InProgress;White[4];wP;bG1 /wP;wQ \\wP;bQ -bG1;wG1 \\wQ;bQ /wQ"


def test_a_mosquito_copying_a_pillbug_is_named_as_the_thrower_of_the_other_colours_piece():
    state, screen = from_position(MOSQUITO_THROWS), HiveScreen()
    info = state.describe("wA2 bM-")
    assert (info.tag, info.piece, dict(info.detail)) == ("throw", "wA2", {"thrower": "bM"})     # the engine's word
    assert screen.event_message(state, "wA2 bM-", EN) == "Black's Mosquito, as a Pillbug, throws White's Soldier Ant 2."
    assert screen.event_message(state, "wA2 bM-", PL) == "Komar Czarnych jako Stonoga przerzuca Mrówkę Robotnicę 2 Białych."
    assert screen.move_text(state, "wA2 bM-", EN) == "wA2 bM- (Black's Mosquito, as a Pillbug, throws White's Soldier Ant 2)"
    assert screen.move_text(state, "wA2 bM-", PL) == "wA2 bM- (Komar Czarnych jako Stonoga przerzuca Mrówkę Robotnicę 2 Białych)"


def test_a_pillbug_throw_names_the_pillbug_and_the_thrown_piece():
    state, screen = from_position(PILLBUG_THROWS), HiveScreen()
    assert state.describe("bG1 wP-").detail == {"thrower": "wP"}
    assert screen.event_message(state, "bG1 wP-", EN) == "White's Pillbug throws Black's Grasshopper 1."
    assert screen.event_message(state, "bG1 wP-", PL) == "Stonoga Białych przerzuca Konika Polnego 1 Czarnych."
    assert screen.move_text(state, "bG1 wP-", PL) == "bG1 wP- (Stonoga Białych przerzuca Konika Polnego 1 Czarnych)"
    # A move of the piece's own stays the bare MoveString.
    assert screen.move_text(state, "wG1 wP\\", EN) == "wG1 wP\\" and state.describe("wG1 wP\\").tag == "jump"
