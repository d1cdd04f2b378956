"""The rules pages' illustrated examples of Goré and Mądre kości: real positions, legal moves, both languages."""
from __future__ import annotations

import re

import pytest

from stolik.gore import from_position as gore_position
from stolik.gore.board import CAPTURE_COUNTS, INDEX, LABELS, next_hole, previous_hole
from stolik.kosci import from_position as kosci_position
from stolik.kosci.dice import ROLES
from stolik.web.games.gore import screen as gore_screen
from stolik.web.games.gore.screen import GoreScreen
from stolik.web.games.kosci import screen as kosci_screen
from stolik.web.games.kosci.render import render_board
from stolik.web.games.kosci.screen import KosciScreen
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
    assert "hint-origin" in marked["S2"] and all("hint-sown" in marked[h] for h in ("S3", "S4", "N1")), "a sowing to come"
    assert before.count('class="hint-ring"') == 1 and 'class="gore-figure"' in before, "gore.css rings it in a figure"
    assert not any(c & {"captured", "hint-captured"} for c in marked.values()), "before the move nothing is taken yet"
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


def test_kosci_examples_are_legal_moves_whose_dice_roles_the_engine_confirms():
    """Seed 003's two worked examples: roll 6,3,2,1 with 3 = direction (left), 2 = pawn (B1), 1 = distance,
    6 = points gives B1→A1 +6; roll 4,1,2,3 takes pawn 1 from E6 over the middle line onto pawn 5 on E8:
    3 + 10 points and a tower."""
    (first, _, _), (second, _, _) = kosci_screen.EXAMPLES
    state = kosci_position(first)
    assert state.roll == (6, 3, 2, 1) and "2: B1→A1 +6" in state.legal_moves()
    assert state.refusal("i2 d3 m1 s6") is None and state.canonical("i2 d3 m1 s6") == "2: B1→A1 +6"
    state = kosci_position(second)
    info = state.describe("1: E6→E8 +13")
    assert info.tag == "tower" and info.covers == ("A5",) and info.detail["points"]["middle"] == 10
    assert state.refusal("i1 d4 m2 s3") is None and state.canonical("i1 d4 m2 s3") == "1: E6→E8 +13"
    assert state.play("1: E6→E8 +13").legal_moves() == ["roll"], "a tower: the same player rolls again"


@pytest.mark.parametrize("lang", LANGS)
def test_kosci_figures_show_the_dice_roles_and_the_move_in_each_language(lang):
    tr = Translator(lang)
    figures = KosciScreen().rules_figures(tr)
    assert len(figures) == len(kosci_screen.EXAMPLES)
    for (caption, markup), (position, move, rows) in zip(figures, kosci_screen.EXAMPLES):
        state = kosci_position(position)
        assert move in state.legal_moves()
        info = state.describe(move)
        assert_only_looked_at(markup)
        roles = re.findall(r'<text x="\d+" y="90">([^<]+)</text>', markup)
        assert [r.split()[0] for r in roles] == [tr("kosci.role." + role).split()[0] for role in ROLES]
        a = info.detail["assignment"]
        assert f'{tr("kosci.role.direction")} {kosci_screen.WAY_ARROWS[a["way"]]}' in roles
        assert f'data-sq="{info.origin}"' in markup and re.search(f'class="sq [a-z -]*chosen" data-sq="{info.origin}"', markup)
        assert 'class="preview"' in markup and f"+{info.detail['gain']}</text>" in markup
        for row in range(1, 13):
            assert (f'data-sq="A{row}"' in markup) == (rows[0] <= row <= rows[1]), "only the rows that matter"
        for word in (info.origin, info.to, str(info.detail["gain"]), tr("kosci.way." + a["way"])):
            assert word in caption, (word, caption)


def test_kosci_figures_are_translated_and_the_board_keeps_its_twelve_rows_in_play():
    en, pl = (KosciScreen().rules_figures(Translator(lang)) for lang in LANGS)
    assert en[0][0].startswith("Red rolls 6, 3, 2, 1") and pl[0][0].startswith("Czerwone wyrzucają 6, 3, 2, 1")
    assert "Red rolls again" in en[1][0] and "Czerwone rzucają jeszcze raz" in pl[1][0]
    view = kosci_position(kosci_screen.EXAMPLES[0][0]).view(None)
    whole = render_board(view, tr=Translator("en"), names=("Red", "Blue"))
    assert 'viewBox="0 0 528 788"' in whole and whole.count("data-sq=") == 96


def test_gores_hint_is_marked_as_a_sowing_to_come_not_as_the_last_move():
    """The shell marks a hint with hint_marks(state, hinted move) on the state it is for: the hole to sow
    gets its own bold ring and every mark says 'hint' in words; the last move's marks do not, and the board
    never guesses which is which from the position (the last move's marks on the state before it stay so)."""
    tr = Translator("en")
    screen = GoreScreen()
    before = gore_position(gore_screen.CHAIN_POSITION)
    hinted = screen.board_html(before, tr=tr, flipped=False, interactive=True, me=None,
                               marks=screen.hint_marks(before, "S2"))
    marked = hole_classes(hinted)
    assert {"legal", "hint-origin"} <= marked["S2"] and "hint-sown" in marked["S3"]
    assert {h for h, c in marked.items() if "hint-captured" in c} == {"N1", "S4", "N2"}
    assert not any(c & {"origin", "sown", "captured"} for c in marked.values())
    assert hinted.count('class="hint-ring"') == 1 and "the hint: sow this hole" in hinted
    assert re.search(r'data-hole="S2"[^>]*data-focus', hinted), "the hinted hole keeps data-focus, as before"

    after = before.play("S2")
    last = screen.board_html(after, tr=tr, flipped=False, interactive=True, me=None,
                             marks=screen.last_move_marks(before, "S2"))
    marked = hole_classes(last)
    assert "origin" in marked["S2"] and "captured" in marked["N1"] and "hint-ring" not in last
    assert "the last sowing started here" in last
    told = screen.board_html(before, tr=tr, flipped=False, interactive=True, me=None,
                             marks=screen.last_move_marks(before, "S2"))
    assert "origin" in hole_classes(told)["S2"] and "hint" not in told

    view, marks = screen.frames(before, "S2")[1]       # a frame: the mover still to move, the origin theirs
    frame = screen.board_html(before, tr=tr, flipped=False, interactive=False, me=None, view=view, marks=marks)
    assert "origin" in hole_classes(frame)["S2"] and "hint" not in frame


def test_gores_hinted_hole_shows_the_choice_while_an_offer_is_put_together():
    tr = Translator("pl")
    screen = GoreScreen()
    state = gore_position(gore_screen.CHAIN_POSITION)
    screen.on_action("offer-start", None, state)
    screen.on_select("S2", state)
    board = screen.board_html(state, tr=tr, flipped=False, interactive=True, me=None,
                              marks=screen.hint_marks(state, "S2"))
    classes = hole_classes(board)["S2"]
    assert {"selected", "hint-origin"} <= classes and "legal" not in classes, "gore.css rings the hint on legal holes only"
    assert "podpowiedź: siej z tego dołka" in board
