"""The rules pages' illustrated examples of Goré and Mądre kości: real positions, legal moves, both languages."""
from __future__ import annotations

import re

import pytest

from stolik.gore import from_position as gore_position
from stolik.gore.board import CAPTURE_COUNTS, INDEX, LABELS, next_hole, previous_hole
from stolik.web.games.gore import screen as gore_screen
from stolik.web.games.gore.screen import GoreScreen
from stolik.web.i18n import Translator

LANGS = ("en", "pl")


def hole_classes(markup: str) -> dict[str, set[str]]:
    """Each hole's classes in a Goré board, by its label."""
    return {label: set(cls.split()) for cls, label in re.findall(r'<g class="([^"]*)" data-hole="(\w+)"', markup)}


def assert_only_looked_at(markup: str) -> None:
    """A figure is a picture: nothing in it is played, chosen or focused, and it has one accessible name."""
    for attribute in ("data-move", "data-select", "tabindex", "data-focus", 'role="button"'):
        assert attribute not in markup, attribute
    assert re.match(r'<div[^>]* role="img" aria-label="[^"]{20,}"', markup), markup[:200]


def test_gores_chain_example_is_a_legal_sowing_that_captures_a_chain_both_ways():
    """Rules (seed 001, "Zbieranie"): the last seed in an opponent's hole making 2 or 4 captures it, then
    every unbroken run of 2s and 4s backwards and forwards, the mover's own holes included."""
    before = gore_position(gore_screen.CHAIN_POSITION)
    move = gore_screen.CHAIN_MOVE
    assert move in before.legal_moves()
    info = before.describe(move)
    assert info.kind == "sow" and info.player == 0
    assert info.captures == (info.to, *gore_screen.CHAIN_BACKWARDS, *gore_screen.CHAIN_FORWARDS)
    assert len(info.captures) > 1 and all(n in CAPTURE_COUNTS for n in info.detail["taken"])
    assert before.owners[INDEX[info.to]] == 1, "the chain starts in North's hole"
    assert [before.owners[INDEX[h]] for h in gore_screen.CHAIN_BACKWARDS] == [0], "and takes South's own hole"
    after = before.play(move)
    assert after.captured[0] - before.captured[0] == sum(info.detail["taken"]) == 8
    assert all(after.seeds[INDEX[h]] == 0 for h in info.captures)
    back_stop, forward_stop = (INDEX[h] for h in gore_screen.CHAIN_STOPS)
    assert back_stop == previous_hole(INDEX[gore_screen.CHAIN_BACKWARDS[-1]])
    assert forward_stop == next_hole(INDEX[gore_screen.CHAIN_FORWARDS[-1]])
    assert after.seeds[back_stop] not in CAPTURE_COUNTS and after.seeds[forward_stop] not in CAPTURE_COUNTS


@pytest.mark.parametrize("lang", LANGS)
def test_gores_figures_show_the_chain_before_and_after_in_each_language(lang):
    tr = Translator(lang)
    (first, before), (second, after) = GoreScreen().rules_figures(tr)
    assert_only_looked_at(before)
    assert_only_looked_at(after)
    marked = hole_classes(before)
    assert "origin" in marked["S2"] and all("sown" in marked[h] for h in ("S3", "S4", "N1"))
    assert not any("captured" in c for c in marked.values()), "before the move nothing is taken yet"
    marked = hole_classes(after)
    assert {h for h, c in marked.items() if "captured" in c} == {"N1", "S4", "N2"}
    assert "origin" in marked["S2"] and "sown" in marked["S3"]
    names = {label: tr("gore.hole." + label) for label in LABELS}
    for label in ("N1", "S4", "N2", "S3", "N3"):
        assert names[label] in second, (label, second)
    assert names["S2"] in first and "8" in second


def test_gores_figures_are_translated():
    en, pl = (GoreScreen().rules_figures(Translator(lang)) for lang in LANGS)
    assert [c for c, _ in en] != [c for c, _ in pl]
    assert "G1" in pl[1][0] and "D4" in pl[1][0] and "8 ziaren" in pl[1][0]
    assert 'aria-label="Plansza Goré przed siewem' in pl[0][1]
