"""Hive games from other programs (stolik.hive.game_import, and ``python -m stolik.hive.convert``):
hivegame.com's PGN and UHP GameStrings, whole, cut at an illegal move, or no game at all.

The games are real ones played by the engine with random legal moves in each set of expansions, written
the way hivegame.com writes its PGN downloads (tags; one numbered ply per line; the result after)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from hive_helpers import PY, convert

from stolik.core.rng import Rng
from stolik.hive.game_import import NotAGame, read_game
from stolik.hive.pieces import game_type_text
from stolik.hive.state import State

RESULT_WORDS = {"WhiteWins": "1-0", "BlackWins": "0-1", "Draw": "1/2-1/2"}


def played(expansions: str, seed: int, plies: int = 400) -> State:
    """A game of random legal moves, to its end or ``plies``; with a Queen first now and then (no tournament rule)."""
    state, rng = State(frozenset(expansions), False, False), Rng(seed)
    while state.result() is None and len(state.moves) < plies:
        state = state.play(rng.choice(state.legal_moves()))
    return state


def as_pgn(state: State, **tags: str) -> str:
    status = state.position().split(";")[1]
    header = {"GameType": game_type_text(state.expansions), "Site": "hivegame.com", "White": "anna", "Black": "ola",
              "Result": status, **tags}
    lines = [f'[{key} "{value}"]' for key, value in header.items()] + [""]
    lines += [f"{number}. {move}" for number, move in enumerate(state.moves, start=1)]
    if status in RESULT_WORDS:
        lines += ["", status]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("expansions", "seed"), [("", 1), ("M", 2), ("LP", 3), ("MLP", 4), ("MLP", 5)])
def test_a_whole_pgn_game_replays_to_the_same_position_and_result(expansions, seed):
    state = played(expansions, seed)
    game = read_game(as_pgn(state))
    assert game.stopped is None and game.source == "pgn" and game.tags["White"] == "anna"
    assert game.state.position() == state.position() and game.state.result() == state.result()
    assert read_game(state.position()).state.position() == state.position()     # its GameString reads back the same


def test_the_forms_other_programs_write_are_read():
    state = played("MLP", 6, plies=14)
    one_line = " ".join(f"{n}. {move} {{a comment}}" for n, move in enumerate(state.moves, start=1))
    assert read_game('[GameType "Base+MLP"]\n\n' + one_line + " *").state.position() == state.position()
    numbered = ";".join(move.replace("wM ", "wM1 ").replace("bM ", "bM1 ") if move[1] == "M" else move
                        for move in state.moves)            # a Mosquito numbered as some programs do
    assert read_game("Base+MLP;InProgress;White[1];" + numbered).state.position() == state.position()
    assert read_game(";".join(state.moves)).state.position() == state.position()     # moves alone: the type from the pieces
    assert read_game("Base;InProgress;White[1];" + ";".join(state.moves)).state.expansions == frozenset("MLP")


def test_a_game_illegal_from_some_move_is_read_up_to_it_and_says_why():
    moves = list(played("", 7, plies=20).moves)
    moves[12] = moves[2]                                   # a piece placed twice: not legal at move 13
    game = read_game('[GameType "Base"]\n\n' + "\n".join(f"{n}. {move}" for n, move in enumerate(moves, start=1)))
    assert str(game.stopped).startswith(f"move 13 ({moves[2]}): ") and game.stopped.number == 13 and game.moves == tuple(moves[:12])
    assert game.state.position() == played("", 7, plies=12).position()
    finished = next(state for seed in range(1, 60) if (state := played("", seed)).result() is not None)
    late = read_game(finished.position() + ";wQ")
    assert str(late.stopped) == f"move {len(finished.moves) + 1} (wQ): the game is over"
    assert late.state.position() == finished.position()


@pytest.mark.parametrize("text", ["", "   \n", "hello world", '[GameType "Chess"]\n\n1. e4', "Base+X;InProgress;White[1]",
                                  "1. e4 e5 2. Nf3", "Base;InProgress;White[2];e4",
                                  "Base;InProgress"])
def test_a_text_that_is_no_game_is_refused_with_why(text):
    with pytest.raises(NotAGame):
        read_game(text)



def test_the_command_prints_the_gamestring_and_says_how_much_it_read(tmp_path):
    state = played("MLP", 9)
    whole = convert(tmp_path, as_pgn(state))
    assert (whole.returncode, whole.stdout.strip(), whole.stderr) == (0, state.position(), "")
    cut = convert(tmp_path, as_pgn(state).replace("\n3. ", "\n3. wQ wQ-\n4. ", 1))
    assert cut.returncode == 1 and cut.stdout.strip() == played("MLP", 9, plies=2).position()   # the legal part
    assert "move 3 (wQ wQ-)" in cut.stderr
    nothing = convert(tmp_path, "not a game")
    assert nothing.returncode == 2 and nothing.stdout == "" and "not a Hive game" in nothing.stderr
    missing = subprocess.run([sys.executable, "-m", "stolik.hive.convert", str(tmp_path / "nowhere.pgn")],
                             capture_output=True, text=True, cwd=PY, timeout=60)
    assert missing.returncode == 2 and "cannot be read" in missing.stderr
