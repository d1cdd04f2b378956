"""The UHP front end: commands, answers closed by ok, errors as err/invalidmove."""
from __future__ import annotations

import io

import pytest

from stolik.hive.uhp import CAPABILITIES, Engine, main


def lines(engine: Engine, command: str) -> list[str]:
    answer = engine.run(command).split("\n")
    assert answer[-1] == "ok"
    return answer[:-1]


def test_info_names_the_engine_and_its_bugs():
    info = lines(Engine(), "info")
    assert info[0].startswith("id Stolik") and info[1] == CAPABILITIES == "Mosquito;Ladybug;Pillbug"


def test_a_short_game():
    engine = Engine()
    assert lines(engine, "play wS1")[0].startswith("err ")          # no game yet
    assert lines(engine, "newgame") == ["Base;NotStarted;White[1]"]
    assert lines(engine, "validmoves") == ["wA1;wB1;wG1;wS1"]       # tournament opening
    assert lines(engine, "play wQ")[0].startswith("invalidmove ")
    assert lines(engine, "play wS1") == ["Base;InProgress;Black[1];wS1"]
    assert lines(engine, "play bG1 -wS1") == ["Base;InProgress;White[2];wS1;bG1 -wS1"]
    assert lines(engine, "play junk")[0].startswith("invalidmove ")
    assert lines(engine, "undo 2") == ["Base;NotStarted;White[1]"]
    assert lines(engine, "undo")[0].startswith("err ")
    assert lines(engine, "bogus")[0].startswith("err ")
    assert lines(engine, "options") == ["MaxNodes;int;0;0;0;1000000000"]


def test_the_node_limit_is_an_option_and_makes_bestmove_the_same_on_any_machine():
    engine = Engine()
    lines(engine, "newgame Base+MLP;InProgress;White[3];wS1;bG1 -wS1;wQ wS1/;bQ bG1\\")
    assert lines(engine, "options set MaxNodes 400") == ["MaxNodes;int;400;0;0;1000000000"]
    assert lines(engine, "options get MaxNodes") == ["MaxNodes;int;400;0;0;1000000000"]
    first = lines(engine, "bestmove time 00:00:30")            # the node limit stops it long before the clock
    assert first == lines(engine, "bestmove depth 20") == lines(engine, "bestmove")
    assert first[0] in lines(engine, "validmoves")[0].split(";")
    for bad in ("set MaxNodes -1", "set MaxNodes 1e9", "set MaxNodes 99999999999", "set Threads 2", "get Threads", "reset"):
        assert lines(engine, "options " + bad)[0].startswith("err "), bad
    assert lines(engine, "options set MaxNodes 0") == ["MaxNodes;int;0;0;0;1000000000"]


def test_a_position_seen_a_third_time_ends_the_game_as_a_draw():
    """As other UHP engines report it: two Ants going out and back twice."""
    engine = Engine()
    lines(engine, "newgame Base")
    for move in ("wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-", "wA1 -wQ", "bA1 bQ-") + ("wA1 /wQ", "bA1 \\bQ", "wA1 -wQ", "bA1 bQ-") * 2:
        answer = lines(engine, f"play {move}")
    assert answer[0].startswith("Base;Draw;White[8];")
    assert lines(engine, "validmoves")[0].startswith("err ")


def test_newgame_from_a_game_string_and_bestmove():
    engine = Engine()
    text = "Base+MLP;InProgress;White[2];wS1;bG1 -wS1"
    assert lines(engine, f"newgame {text}") == [text]
    valid = lines(engine, "validmoves")[0].split(";")
    assert lines(engine, "bestmove depth 1")[0] in valid
    assert lines(engine, "bestmove time 00:00:01")[0] in valid
    assert lines(engine, "bestmove sometime")[0].startswith("err ")
    assert lines(engine, "perft 1") == [str(len(valid))]


def test_pass_command_and_finished_games():
    engine = Engine()
    lines(engine, "newgame Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    assert lines(engine, "pass")[0].startswith("invalidmove ")
    assert lines(engine, "newgame Base;WhiteWins;White[1]")[0].startswith("err ")


def test_main_loop_reads_until_exit():
    out = io.StringIO()
    main(io.StringIO("newgame Base+M\nplay wM\nexit\nplay bQ wM-\n"), out)
    assert out.getvalue().split("\n") == [
        "id Stolik Hive 1.0", CAPABILITIES, "ok",
        "Base+M;NotStarted;White[1]", "ok",
        "Base+M;InProgress;Black[1];wM", "ok", ""]


def test_other_spellings_are_played_and_the_game_string_keeps_the_listed_one():
    """UHP lets a move name any reference piece, with any spacing; the engine takes them and writes
    the MoveString validmoves lists, as Mzinga does. 'PASS' where passing is not legal names the rule."""
    engine = Engine()
    lines(engine, "newgame Base;InProgress;White[3];wS1;bS1 wS1-;wQ -wS1;bQ bS1-")
    assert lines(engine, "play wQ wQ/")[0].endswith(";bQ bS1-;wQ \\wS1")       # NE of wQ is NW of wS1
    assert lines(engine, "undo") and lines(engine, "play  wQ   wQ\\ ")[0].endswith(";bQ bS1-;wQ /wS1")
    assert "pass only when no other move is legal" in lines(engine, "play PASS")[0]


@pytest.mark.parametrize("command", ["undo ²", "undo " + "9" * 5000, "perft " + "9" * 5000, "perft ٣",
                                     "bestmove depth " + "9" * 5000, "bestmove time " + "9" * 5000 + ":00:00",
                                     "play " + "w" * 1_000_000, "newgame " + "B" * 1_000_000, "x" * 1_000_000])
def test_absurd_arguments_answer_err_in_a_short_line(command):
    engine = Engine()
    lines(engine, "newgame Base;InProgress;White[2];wS1;bS1 wS1-")
    answer = lines(engine, command)
    assert answer[0].startswith(("err ", "invalidmove ")) and len(answer[0]) < 300
