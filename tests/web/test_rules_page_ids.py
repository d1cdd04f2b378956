"""The rules pages' markup is valid HTML as far as ids go: an id given twice is invalid, and a second
SVG's ``url(#id)`` may then resolve to the first one's element (Mądre kości's two example boards
each drew their arrows with a marker id="kb-head")."""
from __future__ import annotations

import importlib
import re
from collections import Counter

import pytest

from stolik.kosci import from_position
from stolik.web import screens
from stolik.web.games import playable, screen_class
from stolik.web.games.kosci import screen as kosci_screen
from stolik.web.games.kosci.render import Arrow, render_board
from stolik.web.games.kosci.screen import arrow_end
from stolik.web.i18n import Translator

ID = re.compile(r'\sid="([^"]*)"')


def rules_page(game: str, lang: str) -> str:
    """The rules page as the shell builds it: the text, then the screen's figures."""
    tr = Translator(lang)
    rules = importlib.import_module(f"stolik.{game}.rules_text").rules_for(lang, None)
    return screens.rules_html(tr, game, rules, True, screen_class(game)().rules_figures(tr))


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("game", playable())
def test_no_id_is_given_twice_on_a_rules_page(game, lang):
    page = rules_page(game, lang)
    assert [name for name, count in Counter(ID.findall(page)).items() if count > 1] == []


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_each_kosci_example_draws_its_arrows_with_its_own_arrowhead(lang):
    figures = [markup for _, markup in screen_class("kosci")().rules_figures(Translator(lang))]
    assert len(figures) == len(kosci_screen.EXAMPLES) == 2
    heads = []
    for markup in figures:
        svg = re.search(r"<svg class=\"board kb\".*?</svg>", markup).group(0)
        defined = ID.findall(svg)
        used = re.findall(r'marker-end="url\(#([^)]*)\)"', svg)
        assert used and set(used) <= set(defined), (used, defined)
        heads.extend(set(used))
    assert len(set(heads)) == len(heads) == 2


def test_the_play_boards_arrows_keep_their_arrowhead():
    """The play screen's board (alone on its page) keeps the marker id kb-head, and its arrows point at it."""
    position, move, _ = kosci_screen.EXAMPLES[0]
    state = from_position(position)
    info = state.describe(move)
    arrow = Arrow(move, info.origin, info.to, arrow_end(info), info.detail["gain"])
    board = render_board(state.view(None), tr=Translator("en"), names=("Red", "Blue"), arrows=[arrow])
    assert ID.findall(board) == ["kb-head"] and re.findall(r'marker-end="url\(#([^)]*)\)"', board) == ["kb-head"]
