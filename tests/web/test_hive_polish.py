"""Hive's screen around the board: the options a game was started with, who threw whom, and the
illustrated examples of the rules page. Positions are real: built with the engine."""
from __future__ import annotations

import html
import re

import pytest

from stolik.core.game import Result
from stolik.hive import GAME, from_position, new_game
from stolik.web.games.hive import screen as hive_screen
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


# ----- the rules page's examples --------------------------------------------------------------------
STEPS = {(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)}    # axial neighbours of a pointy-top hex


def touching(a: tuple[int, int], b: tuple[int, int]) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in STEPS


def assert_only_looked_at(markup: str) -> None:
    """A figure is a picture: nothing in it is played, chosen, focused, panned or dropped on."""
    for attribute in ("data-move", "data-select", "tabindex", "data-focus", "data-zoomable", "data-drop", 'role="button"'):
        assert attribute not in markup, attribute


@pytest.mark.parametrize("tr", (EN, PL), ids=("en", "pl"))
def test_rules_figures_are_pictures_with_names_in_each_language(tr):
    figures = HiveScreen().rules_figures(tr)
    assert len(figures) == 3
    for caption, markup in figures:
        assert_only_looked_at(markup)
        assert len(caption) > 60
        assert re.search(r'<div class="hive-figure" role="img" aria-label="[^"]{20,}"', markup), markup[:200]
    legend = figures[0][1]
    assert legend.count('<symbol id="hive-bug-') == 8, "the first figure carries the symbols every tile uses"
    for kind in "QSBGAMLP":
        assert f'<use href="#hive-bug-{kind}"' in legend and f">{html.escape(tr('hive.bug.' + kind))} <b>{kind}</b></span>" in legend


def test_rules_figures_are_translated():
    en, pl = (HiveScreen().rules_figures(tr) for tr in (EN, PL))
    assert all(a[0] != b[0] for a, b in zip(en, pl))
    assert "Królowa Pszczół Białych" in pl[1][0] and "Pająk 1 Białych" in pl[1][0] and "bramka" in pl[1][0]
    assert "wygrywają Białe" in pl[2][0] and "White wins" in en[2][0]


def test_the_gate_example_is_a_gate_the_engine_keeps_the_piece_out_of():
    """Freedom to move (rules: "if both cells beside the edge it crosses are occupied, the way is blocked"):
    the cell is empty, touches the piece and the hive, both cells beside the way in are taken, and the
    engine lists moves of that piece, none to that cell."""
    state = from_position(hive_screen.GATE_POSITION)
    view = state.view(None)
    places = {c["cell"]: (c["q"], c["r"]) for c in view["cells"] + view["free"]}
    tops = {c["cell"]: c["stack"][-1] for c in view["cells"]}
    origin = next(cell for cell, top in tops.items() if top == hive_screen.GATE_PIECE)
    gate = hive_screen.GATE_CELL
    assert gate in {c["cell"] for c in view["free"]} and touching(places[origin], places[gate])
    beside = {cell for cell in tops if touching(places[cell], places[origin]) and touching(places[cell], places[gate])}
    assert beside == set(hive_screen.GATE_POSTS)
    ends = {state.describe(m).to for m in state.legal_moves() if state.describe(m).piece == hive_screen.GATE_PIECE}
    assert ends and gate not in ends                  # the Queen may move (it is not pinned), but not in there
    markup = HiveScreen().rules_figures(EN)[1][1]
    assert markup.count('class="blocked"') == 1 and markup.count('class="mark-gate"') == 2
    assert markup.count('class="mark-mover"') == 1


def test_the_surround_example_ends_the_game_as_its_caption_says():
    before = from_position(hive_screen.SURROUND_POSITION)
    after = before.play(hive_screen.SURROUND_MOVE)
    assert after.result() == Result(0, reason="queen-surrounded")
    view = after.view(None)
    assert [c["stack"] for c in view["cells"] if c["cell"] in view["surrounded"]] == [["bQ"]]
    caption, markup = HiveScreen().rules_figures(EN)[2]
    assert caption.startswith("The goal: White's Soldier Ant 3 closes the ring. Black's Queen Bee is surrounded")
    assert markup.count("fallen-ring") == 1 and 'class="last-from"' in markup
