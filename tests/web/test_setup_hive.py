"""Setting up a Hive position (web/games/hive/setup.py) through the whole shell: a piece picked from a rack
and put on a lit hex, a Beetle onto the hive, the last piece taken back, the expansion bugs chosen on an empty
board, and a game against the computer from there."""
from __future__ import annotations

import pytest
from shells import open_setup, setup_edits

from stolik.hive import GAME as HIVE, from_position
from stolik.web import links, storage
from stolik.web.games.hive.setup import HiveDraft
from stolik.web.shell import Control

CLIMB = "Base+MLP;InProgress;White[3];wQ;bQ -wQ;wB1 wQ-;bS1 -bQ"   # tests/e2e/test_hive_e2e.py's



def test_a_piece_picked_from_the_rack_and_put_on_the_board():
    shell, _ = open_setup("#/hive/setup")
    assert shell.interactive() and shell.setup.draft.text() == "Base;NotStarted;White[1]"
    shell.select("rack:S")                    # the Spider picked: the one hex it may go lit
    assert 'data-move="wS1"' in shell.view.page().markup()
    shell.human_move("wS1")                   # the lit hex clicked (its data-move)
    assert shell.setup.draft.text() == "Base;InProgress;Black[1];wS1"
    assert "White" in shell.view.page().markup() and "(wS1)" in shell.view.page().markup()
    assert shell.setup.playable_now()


def test_a_beetle_climbs_and_the_last_piece_is_taken_back():
    shell, _ = open_setup(links.setup_hash("hive", CLIMB))
    assert shell.setup.draft.text() == CLIMB and len(shell.setup.draft.states) == 5
    shell.human_move("wB1 wQ")                # onto the Queen: a stack
    assert shell.setup.draft.text().endswith(";wB1 wQ")
    shell.screen_action("setup-edit", "back")
    shell.screen_action("setup-edit", "back")
    assert shell.setup.draft.text() == "Base+MLP;InProgress;Black[2];wQ;bQ -wQ;wB1 wQ-"


def test_a_move_the_rules_refuse_is_not_taken():
    shell, _ = open_setup("#/hive/setup")
    shell.human_move("wQ")
    shell.human_move("bQ wQ-")                # the second piece of a game touches the first
    before = shell.setup.draft.text()
    shell.human_move("wA1 bQ-")               # a White piece placed touching Black: refused by legal_moves
    assert shell.setup.draft.text() == before


def test_the_bugs_are_chosen_only_on_an_empty_board():
    draft = HiveDraft.of(from_position("Base"))
    assert draft.edit("bug:M") and draft.edit("bug:P") and draft.text() == "Base+MP;NotStarted;White[1]"
    assert draft.edit("bug:M") and draft.text() == "Base+P;NotStarted;White[1]"
    assert draft.play("wP") and not draft.edit("bug:L") and not draft.edit("bug:X")
    assert draft.edit("back") and not draft.edit("back")


def test_the_computer_from_a_set_up_hive():
    shell, host = open_setup(links.setup_hash("hive", CLIMB))
    shell.act(Control("setup-computer"))
    saved = storage.load(host.store, "g1")
    assert saved.record.start == CLIMB and saved.players.computer == 1


@pytest.mark.parametrize("action, value", [("hive-zoom", "in:0,0,100,100"), ("hive-turn", "1"), ("fit", None)])
def test_the_boards_view_controls_still_answer(action, value):
    shell, _ = open_setup("#/hive/setup")
    shell.human_move("wQ")
    assert shell.setup.action(action, value)        # answered by the Hive screen itself: redraw
    assert not shell.setup.action("hive-zoom", "sideways")


def test_a_game_from_a_set_up_hive_with_expansions_records_them():
    draft = HiveDraft.of(from_position("Base+MLP;InProgress;White[2];wM;bL wM-"))
    options = draft.options(HIVE.default_options())
    assert options["mosquito"] and options["ladybug"] and options["pillbug"] and not HIVE.default_options()["mosquito"]
