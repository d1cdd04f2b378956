"""Every move, by the computer or a friend, is told on the status line in every game and both languages
(screen-reader users hear nothing else): random whole games, each move's sentence checked."""
from __future__ import annotations

import random

import pytest

from stolik.games import ENGINES, engine
from stolik.web.games import screen_class
from stolik.web.i18n import Translator

EN, PL = Translator("en"), Translator("pl")
OPTIONS = {"schotten": [{}, {"tactics": True, "expert": True}], "gore": [{}], "kosci": [{}], "hive": [{}]}
# A Goré offer is said by the status line that waits for its answer ("North offers you …"), not twice.
TOLD_BY_THE_WAITING_LINE = {("gore", "offer")}


def playout(key: str, options: dict, seed: int, plies: int = 400):
    rng, state = random.Random(seed), engine(key).new_game(options, seed)
    for _ in range(plies):
        if state.result() is not None:
            return
        move = rng.choice(state.legal_moves())
        yield state, move
        state = state.play(move)


@pytest.mark.parametrize("key", list(ENGINES))
def test_every_move_has_a_status_line(key):
    screen, kinds = screen_class(key)(), set()
    for options in OPTIONS[key]:
        for seed in range(3):
            for before, move in playout(key, options, seed):
                kind = before.describe(move).kind
                kinds.add(kind)
                if (key, kind) in TOLD_BY_THE_WAITING_LINE:
                    continue
                for tr in (EN, PL):
                    said = screen.event_message(before, move, tr)
                    assert said.strip() and "{" not in said, (key, move, tr.lang, said)
    assert len(kinds) >= 2, kinds          # the playouts met more than one kind of move


def test_gore_says_a_sowing_that_captures_nothing():
    state = engine("gore").new_game({"first": "N"}, 0)
    assert screen_class("gore")().event_message(state, "N2", EN) == "North sows from N2."
    assert screen_class("gore")().event_message(state, "N2", PL) == "Góra sieje z dołka G2."


def test_schotten_draw_repeats_the_card_of_the_turn():
    state = engine("schotten").new_game({"tactics": True}, 4)      # with two decks the draw is a move of its own
    card = next(move for move in state.legal_moves() if "@" in move)
    placed = state.play(card)
    assert "draw" in placed.legal_moves() and placed.to_move == state.to_move
    said = screen_class("schotten")().event_message(placed, "draw", EN)
    assert said.startswith(f"{'AB'[state.to_move]} draws from the clan deck. This turn's card: "), said
    assert said.endswith(f"stone {card.split('@')[1]}."), said
