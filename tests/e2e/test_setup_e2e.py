"""Setting up a position in the real browser: Goré's setup screen from the new-game form, a seed too many
refused with the engine's reason and nothing to play, a seed taken from another hole making it possible,
then a game against the computer from there (it answers the person's move); a Goré position refused by
keyboard alone from the rules page, then sent by link; a Mądre kości pawn moved by its list and refused for
the points it would have earned, then played between friends; a Hive built piece by piece on its own board,
one taken back, sent by link and played between friends; a Schotten card laid on a stone, a claim refused,
then a game against the computer."""
from __future__ import annotations

import json
from typing import Any
from urllib.parse import quote

import pytest

pytestmark = pytest.mark.e2e

SETUP = "section#setup"
IDLE = "html[data-idle]"
GAME = "section#play"


def shown(page: Any, state: str) -> None:
    page.wait_for_selector(f"{IDLE} {SETUP}[data-state={state}]")


def test_a_gore_position_refused_then_played_against_the_computer(server, page, boot, console_errors):
    boot(page, server.url("/"))
    page.click("[data-action=new][data-game=gore]")
    page.click(".dialog [data-role=setup]")
    shown(page, "ready")
    assert page.get_attribute(SETUP, "data-position") == "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S"
    page.click(f"{SETUP} [data-value='more:S1']")
    shown(page, "refused")
    said = page.inner_text(f"{SETUP} [role=status]")
    assert "S1, 7 seeds, South" in said
    assert "This position cannot arise in a game: seeds on the board (49) and captured (0) must make 48." in said
    assert page.is_disabled("[data-action=setup-computer]") and page.is_disabled("[data-action=setup-link]")
    assert page.inner_text("[data-role=setup-total]") == "49 of 48 seeds placed"
    page.click(f"{SETUP} [data-value='less:S2']")
    shown(page, "ready")
    assert page.get_attribute(SETUP, "data-position") == "7,5,6,6,6,6,6,6 SSSSNNNN 0:0 S"
    page.select_option(f"{SETUP} select[name=level]", "easy")
    page.click("[data-action=setup-computer]")
    page.wait_for_selector(f"{IDLE} {GAME}[data-state=human]")
    assert page.get_attribute(GAME, "data-position") == "7,5,6,6,6,6,6,6 SSSSNNNN 0:0 S"
    page.click(f"{GAME} [data-move='S1']")
    page.wait_for_selector(f"{IDLE} {GAME}[data-state=human]:not([data-moves='0']):not([data-moves='1'])", timeout=120_000)
    ident = page.evaluate("() => location.hash").split("/")[-1]
    saved = json.loads(page.evaluate(f"() => localStorage.getItem('stolik/v1/game/{ident}')"))
    assert saved["record"]["start"] == "7,5,6,6,6,6,6,6 SSSSNNNN 0:0 S" and saved["players"]["mode"] == "computer"
    assert saved["record"]["moves"][0] == "S1" and len(saved["record"]["moves"]) >= 2
    assert console_errors == []


def test_a_side_left_without_a_hole_is_refused_by_keyboard_alone(server, page, boot, console_errors):
    boot(page, server.url("/#/rules/gore"))
    page.click("a[data-role=setup]")
    shown(page, "ready")
    for hole in ("N1", "N2", "N3", "N4"):
        page.focus(f"{SETUP} [data-value='owner:{hole}']")
        page.keyboard.press("Enter")
        page.wait_for_selector(f"{IDLE} {SETUP} [data-hole={hole}] .setup-owner.south")
    shown(page, "refused")
    assert "North must own at least one hole" in page.inner_text("[data-role=setup-refusal]")
    assert page.evaluate("() => document.activeElement.dataset.value") == "owner:N4"   # the keyboard kept its place
    page.keyboard.press("Enter")
    shown(page, "ready")
    page.click("[data-action=setup-link]")
    link = page.input_value("[data-role=link]")
    assert link.endswith("#/gore/p/6%2C6%2C6%2C6%2C6%2C6%2C6%2C6%20SSSSSSSN%200%3A0%20S")
    assert console_errors == []


def test_a_kosci_pawn_moved_by_its_list_refused_for_its_points_then_played_between_friends(server, page, boot,
                                                                                            console_errors):
    boot(page, server.url("/#/kosci/setup"))
    shown(page, "ready")
    page.select_option("#setup-A3", "A3@C8")           # past the middle line: 11 points earned at least
    shown(page, "refused")
    assert "Red cannot have 0 points here: between 11" in page.inner_text("[data-role=setup-refusal]")
    assert "Red 3 on C8, level 1 of its stack" in page.inner_text(f"{SETUP} [role=status]")
    page.click("[data-action=setup-reset]")            # every list shows its pawn's start square again
    shown(page, "ready")
    assert page.input_value("#setup-A3") == "A3@C1"
    page.select_option("#setup-A3", "A3@C8")
    shown(page, "refused")
    page.click(f"{SETUP} [data-value='score:0:+10']")
    page.click(f"{SETUP} [data-value='score:0:+1']")
    shown(page, "ready")
    page.click("[data-action=setup-friend]")
    page.wait_for_selector(f"{IDLE} {GAME}[data-state=human]")
    assert page.get_attribute(GAME, "data-position").startswith("A1@D1,A2@B1,A3@C8,")
    assert console_errors == []


def test_a_hive_built_piece_by_piece_with_one_taken_back_and_sent_by_link(server, page, boot, console_errors):
    boot(page, server.url("/#/hive/setup"))
    shown(page, "ready")
    page.click(f"{SETUP} [data-value='bug:M']")          # the Mosquito in, while the board is empty
    page.wait_for_selector(f"{IDLE} {SETUP}[data-position='Base+M;NotStarted;White[1]']")
    for bug, count in (("S", 1), ("A", 2), ("Q", 3)):
        page.click(f".hive-rack [data-select='rack:{bug}']")
        page.click("svg.hive-board .dest.place")
        page.wait_for_function(f"() => document.querySelector('{SETUP}').dataset.position.split(';').length == {3 + count}")
        shown(page, "ready")
    assert "(wQ " in page.inner_text(f"{SETUP} [role=status]")   # the last piece said in words, its MoveString after
    assert page.is_disabled(f"{SETUP} [data-value='bug:L']")   # not once a piece is on the board
    page.click(f"{SETUP} [data-value='back']")
    page.wait_for_function(f"() => document.querySelector('{SETUP}').dataset.position.split(';').length == 5")
    shown(page, "ready")
    position = page.get_attribute(SETUP, "data-position")
    assert position.startswith("Base+M;InProgress;White[2];wS1;bA1 ")
    page.click("[data-action=setup-link]")
    assert page.input_value("[data-role=link]").endswith("#/hive/p/" + quote(position, safe=""))
    page.click("[data-action=setup-friend]")
    page.wait_for_selector(f"{IDLE} {GAME}[data-state=human]")
    assert page.get_attribute(GAME, "data-position") == position
    assert console_errors == []


def test_a_schotten_card_laid_on_a_stone_and_a_claim_refused(server, page, boot, console_errors):
    boot(page, server.url("/#/schotten/setup"))
    shown(page, "ready")
    card = page.get_attribute("#setup-s1a option:nth-child(2)", "value")      # the first card of the deck
    page.select_option("#setup-s1a", card)
    page.wait_for_selector(f"{IDLE} {SETUP} [data-value='take:s1a:{card.split(':')[-1]}']")
    page.click(f"{SETUP} [data-value='claim:1']")
    shown(page, "refused")
    assert "stone 1 is claimed by A, whose side is not complete" in page.inner_text("[data-role=setup-refusal]")
    page.click(f"{SETUP} [data-value='claim:1']")
    page.click(f"{SETUP} [data-value='claim:1']")
    shown(page, "ready")
    page.click("[data-action=setup-computer]")
    page.wait_for_selector(f"{GAME}")
    assert page.get_attribute(GAME, "data-game") == "schotten"
    assert console_errors == []


def test_a_game_sets_up_from_the_position_shown(server, page, boot, console_errors):
    """"Edit position" beside the game's links opens the set-up screen on the position shown."""
    position = "3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S"
    boot(page, server.url("/#/gore/p/" + quote(position, safe="")))
    page.click(f"{GAME} [data-role=setup]")
    shown(page, "ready")
    assert page.get_attribute(SETUP, "data-position") == position
    assert console_errors == []
