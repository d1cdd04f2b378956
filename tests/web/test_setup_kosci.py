"""Setting up a Mądre kości position (web/games/kosci/setup.py) through the whole shell: pawns placed and
stacked, the scores, the roll, and the engine's refusal of scores the pawns on the board could not have."""
from __future__ import annotations

import asyncio

from shells import follow, open_setup, setup_edits

from stolik.kosci import from_position
from stolik.web import storage
from stolik.web.games.kosci.setup import START, KosciDraft
from stolik.web.shell import Control




def test_a_new_setup_starts_from_a_position_in_play_not_from_the_games_own_setup():
    shell, _ = open_setup("#/kosci/setup")
    assert shell.setup.draft.text() == START and shell.setup.playable_now()


def test_a_pawn_past_the_middle_line_needs_the_points_it_earned():
    shell, _ = open_setup("#/kosci/setup")
    setup_edits(shell, "A3@C7")
    assert "A cannot have 0 points here: between 11" in shell.setup.refusal
    markup = shell.view.page().markup()
    assert 'data-state="refused"' in markup and "Red 3 on C7, level 1 of its stack" in markup
    setup_edits(shell, "score:0:+10")
    assert not shell.setup.playable_now()
    setup_edits(shell, "score:0:+1")
    assert shell.setup.playable_now() and shell.setup.checked.position().startswith("A1@D1,A2@B1,A3@C7,")


def test_a_pawn_moved_onto_another_goes_on_top_and_every_pawn_covered_is_refused():
    shell, _ = open_setup("#/kosci/setup")
    setup_edits(shell, "B1@D1")
    assert shell.setup.draft.stacks[3] == [0, 6] and "Blue 1 on D1, level 2 of its stack" in shell.view.page().markup()
    assert "Player" not in shell.setup.refusal
    draft = KosciDraft.of(from_position(START))
    for pawn, square in zip(("B1", "B2", "B3", "B4", "B5", "B6"), ("D1", "B1", "C1", "E1", "F1", "G1")):
        draft.edit(f"{pawn}@{square}")
    shell.setup.draft = draft
    shell.setup.check()
    assert "every pawn of A is covered" in shell.setup.refusal


def test_the_roll_thrown_and_its_dice_round_from_six_to_one():
    draft = KosciDraft.of(from_position(START))
    assert not draft.edit("die:0:+")            # no roll thrown yet: no die to change
    assert draft.edit("roll:on") and draft.edit("die:0:-") and draft.edit("die:3:+")
    assert draft.text().endswith(" 0:0 A 6112")
    assert draft.edit("roll:off") and draft.text().endswith(" A -")


def test_edits_that_are_not_edits_change_nothing():
    draft = KosciDraft.of(from_position(START))
    for value in ("A3@C1", "A7@C1", "C3@C1", "A3@Z9", "A3@C13", "score:0:-1", "score:0:+5", "score:2:+1", "mover:A"):
        assert not draft.edit(value), value
    assert draft.text() == START


def test_a_computer_game_from_a_set_up_position_with_its_roll():
    shell, host = open_setup("#/kosci/setup")
    setup_edits(shell, "mover:1", "roll:on", "die:0:+", "die:1:+")
    shell.act(Control("setup-computer"))
    saved = storage.load(host.store, "g1")
    assert saved.record.start == START.replace(" A -", " B 2211")
    assert saved.players.mode == "computer" and saved.players.computer == 0


def test_a_pawn_taken_off_the_board_sets_up_the_opponents_last_roll():
    shell, host = open_setup("#/kosci/setup")
    setup_edits(shell, "A1@off")
    assert "Red 1 taken off the board" in shell.view.page().markup()
    assert "the last roll is the opponent's" in shell.setup.refusal            # A took it off: B rolls last
    setup_edits(shell, "mover:1")
    assert "between 31 (for pawns past the middle line and off the board)" in shell.setup.refusal
    setup_edits(shell, "score:0:+10", "score:0:+10", "score:0:+10", "score:0:+1")
    assert shell.setup.refusal == "" and shell.setup.playable_now(), shell.setup.refusal
    assert shell.setup.checked.phase == "last" and shell.setup.checked.position().endswith(" B - last")
    assert 'value="A1@off" selected' in shell.view.page().markup()
    setup_edits(shell, "A1@D1")                                                # back on the board: in play again
    assert shell.setup.checked.phase == "play"
    setup_edits(shell, "A1@off")

    async def start() -> None:                       # (the game's turn loop runs in the page's event loop)
        shell.act(Control("setup-friend"))
        follow(shell, host)
        session = shell.state.session
        assert shell.state.screen == "play" and session.state.phase == "last" and session.state.legal_moves() == ["roll"]
    asyncio.run(start())
