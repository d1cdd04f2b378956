"""The analysis board in the real browser (Hive): the computer's best three moves shown for the position, a
move of that list played into a line and a second beside it as a variation, the lines switched, the
engine's moves following the position shown, stopped and started again, and nothing searched once left;
a Goré game opened on the board and back; Schotten with both hands face up and a card played from the hand."""
from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.e2e

BOARD = "section#analysis"
IDLE = "html[data-idle]"
# a game of Hive eight moves in (UHP GameString, as the Hive position text reads)
GAME = "Base;InProgress;White[5];wA1;bA1 /wA1;wA2 wA1/;bA2 -bA1;wA3 \\wA2;bA3 \\bA2;wQ -wA3;bQ /bA2"


def done(page: Any) -> list[str]:
    """The engine's moves once it has looked at the position shown as long as it will."""
    page.wait_for_selector(f"{IDLE} {BOARD}[data-state=idle] [data-role=engine-moves]", timeout=60_000)
    return [page.get_attribute(f"{BOARD} [data-action=analysis-play] >> nth={at}", "data-value") for at in range(3)]


def play_listed(page: Any, at: int) -> None:
    """Play the engine's ``at``-th move (by its place: Hive's move texts hold backslashes)."""
    page.locator(f"{BOARD} [data-action=analysis-play]").nth(at).click()


def test_lines_and_variations_with_the_engines_best_moves(server, page, boot, console_errors):
    from urllib.parse import quote
    boot(page, server.url("/") + "#/hive/analysis/" + quote(GAME, safe=""))
    start = page.get_attribute(BOARD, "data-position")
    first = done(page)
    assert len(set(first)) == 3 and "depth" in page.inner_text(f"{BOARD} [data-role=engine]")
    play_listed(page, 0)
    after = done(page)
    assert page.get_attribute(BOARD, "data-position") != start and after != first     # it follows the board
    page.click(f"{BOARD} [data-action=analysis-back]")
    assert done(page) == first and page.get_attribute(BOARD, "data-position") == start
    play_listed(page, 1)                                                              # a variation beside the line
    page.wait_for_selector(f"{BOARD}[data-node='2'] .variation")   # (its search may still run)
    lines = page.inner_text(f"{BOARD} [data-role=analysis-lines]")
    assert page.locator(f"{BOARD} .variation").count() == 1 and "(" in lines
    page.click(f"{BOARD} [data-action=analysis-goto][data-index='1']")                # back into the first line
    assert done(page) == after
    play_listed(page, 0)
    page.click(f"{BOARD} [data-action=analysis-engine]")                             # Stop, while it looks
    page.wait_for_selector(f"{IDLE} {BOARD}[data-state=idle]")
    assert "Analyse" in page.inner_text(f"{BOARD} [data-role=engine]")
    page.click(f"{BOARD} [data-action=analysis-engine]")                             # Analyse: it looks again
    page.wait_for_selector(f"{BOARD}[data-state=thinking]")
    page.click("a.button[href='#/']")                                                 # left while it looks: it stops
    page.wait_for_selector(f"{IDLE} .game-card")
    assert console_errors == []


def test_a_game_opens_on_the_board_at_its_move_shown_and_goes_back_to_it(server, page, boot, console_errors):
    from play_page import PLAY, play, settle, start_game
    boot(page, server.url("/"))
    start_game(page, "gore", opponent="friend", first="0")
    settle(page)
    play(page, f"{PLAY} [data-move='S2']")
    played = play(page, f"{PLAY} [data-move] >> nth=0")
    page.click(f"{PLAY} [data-action=back]")                         # looking one move back
    page.click(f"{PLAY} [data-action=analyse]")
    page.wait_for_selector(f"{IDLE} {BOARD}[data-node='1'][data-state=idle] [data-role=engine-moves]", timeout=60_000)
    assert page.locator(f"{BOARD} [data-action=analysis-goto]").count() == 3      # Start and the game's two moves
    page.click(f"{BOARD} [data-action=analysis-leave]")
    page.wait_for_selector(f"{IDLE} {PLAY}[data-moves='2']")
    assert played and console_errors == []


def test_schotten_shows_both_hands_and_the_movers_card_plays_into_a_line(server, page, boot, console_errors):
    from urllib.parse import quote

    from stolik.schotten import new_game
    state = new_game({}, 2)
    while sum(len(side) for pair in state.sides for side in pair) < 6 or state.phase != "play":   # a card to play
        state = state.play(state.legal_moves()[0])
    boot(page, server.url("/") + "#/schotten/analysis/" + quote(state.position(), safe=""))
    page.wait_for_selector(f"{BOARD} [data-role=engine-moves]", timeout=60_000)   # the first look's answer
    assert page.locator(f"{BOARD} .st-hand.shown.st-top .hand-card").count() == len(state.hands[1 - state.to_move])
    assert page.locator(f"{BOARD} [data-action=analysis-play]").count() == 3
    card = state.hands[state.to_move][0]
    page.click(f"{BOARD} .st-bottom [data-select='card:{card}']")
    page.click(f"{BOARD} .st-table [data-move^='{card}@'] >> nth=0")
    page.wait_for_selector(f"{BOARD}[data-node='1'] [data-role=engine-moves]", timeout=60_000)
    assert "samples" in page.inner_text(f"{BOARD} [data-role=engine]")   # playouts counted, not a depth
    page.click("a.button[href='#/']")
    page.wait_for_selector(f"{IDLE} .game-card")
    assert console_errors == []
