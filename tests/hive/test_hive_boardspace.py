"""boardspace.net's Hive records (stolik.hive.boardspace, read by stolik.hive.game_import and
``python -m stolik.hive.convert``): real games replay whole, a damaged record reads up to its bad move.

The real games are under tests/hive/games/ (their sources in the README there). boardspace writes each
move twice: as a grid cell, which we read, and as a descriptor for people (``/wQ``: south-west of the
white Queen), which we do not; the descriptors checking out against our cells is what shows the grid
is read right."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from hive_helpers import convert

from stolik.hive.boardspace import read_boardspace
from stolik.hive.game_import import NotAGame, read_game
from stolik.hive.notation import parse_move
from stolik.hive.state import State

GAMES = Path(__file__).resolve().parent / "games"
REAL = {   # file: (moves, winner as the final position shows it)
    "boardspace-2006-08-10-ahchong-Dumbot.sgf": (61, 0),
    "boardspace-2006-07-31-ahchong-bluedog.sgf": (55, 0),
    "boardspace-2016-05-06-triplefool-Dumbot.sgf": (26, 1),     # its header: RE[Game won by Dumbot], Black
}
_DESCRIPTOR = re.compile(r"^([-/\\]?)([wb][QSBGAMLP]\d?)([-/\\]?)$")


def text_of(name: str) -> str:
    return (GAMES / name).read_text(encoding="utf-8")


@pytest.mark.parametrize(("name", "expected"), REAL.items())
def test_a_real_boardspace_game_replays_whole_to_its_end(name, expected):
    game = read_game(text_of(name))
    assert game.stopped is None and game.source == "boardspace" and game.tags["Site"] == "boardspace.net"
    assert game.state.expansions == frozenset()                  # SU[hive]: the base game
    assert (len(game.state.moves), game.state.result().winner) == expected
    assert game.state.result().reason == "queen-surrounded"
    assert read_game(game.state.position()).state.position() == game.state.position()


@pytest.mark.parametrize("name", REAL)
def test_the_grid_cells_agree_with_boardspaces_own_descriptors(name):
    record = read_boardspace(text_of(name))
    state, checked = State(record.expansions), 0
    for move, written in zip(record.moves, record.written):
        descriptor = _DESCRIPTOR.match(written.split()[-1])
        if descriptor and (descriptor[1] or descriptor[3]):       # a side of a piece (not a climb, not '.')
            piece = move.split()[0]
            ref = re.sub(r"^([wb][QMLP])1$", r"\1", descriptor[2])
            assert parse_move(state.board, f"{piece} {descriptor[1]}{ref}{descriptor[3]}") == parse_move(state.board, move), written
            checked += 1
        state = state.play(move)
    assert checked > len(record.moves) // 2


def test_the_players_and_the_result_come_from_the_header_and_the_actions():
    game = read_game(text_of("boardspace-2016-05-06-triplefool-Dumbot.sgf"))
    assert (game.tags["White"], game.tags["Black"]) == ("triplefool", "Dumbot")
    resigned = text_of("boardspace-2006-07-31-ahchong-bluedog.sgf").replace("; P0[165 done]", "; P0[165 done]\n; P1[166 Resign]")
    assert read_game(resigned).tags["Result"] == "1-0"


MODERN = """(;
GM[27]VV[1]
SU[hive-plm 2 0 101]
P0[id "ann"]
P1[id "bob"]
; P0[0 Start P0]
; P0[1 Pick W 0 wQ1]TM[100]
; P0[2 Dropb wQ1 N 13 .]TM[200]
; P0[3 Done ]TM[300]
; P1[4 Pick B 13 bP1]
; P1[5 Dropb bP1 O 13 wQ-]
; P1[6 Pickb O 13 bP1]
; P1[7 Dropb bP1 O 14 wQ/]
; P1[8 Done ]
; P0[9 Dropb wM1 M 13 -wQ]
; P0[10 Done ]
; P1[11 Dropb bQ1 P 15 bP/]
; P1[12 Done ]
; P0[13 OfferDraw ]
; P0[14 Done ]
; P1[15 DeclineDraw ]
; P1[16 Done ]
; P0[17 Pickb M 13 wM1]
; P0[18 Dropb wM1 N 14 \\\\wQ]
; P0[19 Done ]
; P1[20 Pickb N 13 wQ1]
; P1[21 Pdropb wQ1 P 14 .]
; P1[22 Done ]
)"""


def test_the_modern_dialect_reads_expansions_second_thoughts_offers_and_a_pillbug_lift():
    game = read_game(MODERN)
    assert game.stopped is None and game.state.expansions == frozenset("MLP")
    assert game.state.moves == ("wQ", "bP wQ/", "wM -wQ", "bQ bP/", "wM -bP", "wQ bQ\\")


def test_a_move_the_rules_refuse_stops_the_game_there_and_says_why():
    broken = MODERN.replace("Dropb bQ1 P 15 bP/", "Dropb bQ1 M 12 /wM")     # touches White: not allowed
    game = read_game(broken)
    assert game.state.moves == ("wQ", "bP wQ/", "wM -wQ") and game.stopped.number == 4
    assert str(game.stopped) == "move 4 (Dropb bQ1 M 12 /wM = bQ wM\\): a piece from the hand must touch its own colour and no enemy piece"


def test_an_action_that_names_no_cell_stops_the_game_there():
    game = read_game(MODERN.replace("Dropb wM1 M 13 -wQ", "Dropb wM1 13 -wQ"))
    assert game.state.moves == ("wQ", "bP wQ/") and str(game.stopped).startswith("move 3 (Dropb wM1 13 -wQ): it names no")


@pytest.mark.parametrize("text", ['(;GM[24]SU[yinsh]P0[id "a"]; P0[1 place w A 1])', MODERN.replace("hive-plm", "hive-ultimate"),
                                  '(;GM[27]SU[hive]P0[id "a"]; P0[0 Start P0])'])
def test_a_record_of_another_game_or_with_no_moves_is_no_game(text):
    with pytest.raises(NotAGame):
        read_game(text)



def test_the_command_converts_a_boardspace_file_whole_cut_or_not_at_all(tmp_path):
    text = text_of("boardspace-2016-05-06-triplefool-Dumbot.sgf")
    whole = convert(tmp_path, text, "game.sgf")
    assert (whole.returncode, whole.stderr) == (0, "") and whole.stdout.startswith("Base;BlackWins;White[14];wS1;bB1 /wS1;wQ \\wS1;")
    cut = convert(tmp_path, text.replace("; P0[6 dropb wQ N 14 \\\\wS1]", "; P0[6 dropb wQ L 14 \\\\wS1]"), "game.sgf")
    assert cut.returncode == 1 and cut.stdout.strip() == "Base;InProgress;White[2];wS1;bB1 /wS1"
    assert "move 3 (dropb wQ L 14 \\wS1): wQ to an isolated cell cannot be written" in cut.stderr
    nothing = convert(tmp_path, '(;GM[27]SU[hive]P0[id "a"]P1[id "b"]; P0[0 Start P0])', "game.sgf")
    assert nothing.returncode == 2 and nothing.stdout == "" and "no moves" in nothing.stderr
