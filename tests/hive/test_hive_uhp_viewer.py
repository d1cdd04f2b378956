"""The UHP engine as a viewer drives it: a separate process, read line by line up to each ``ok``.

The session follows how MzingaViewer talks to an engine (its EngineWrapper): it sends nothing
first and takes the block the engine prints on start as the answer to ``info`` (``id ...`` on the
first line, capabilities on the last); after newgame/play/pass/undo the first line is the
GameString; after validmoves the first line is the move list; after bestmove the last line is the
move, which it then plays; an ``err``/``invalidmove`` line is an error; ``exit`` ends the engine.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

LAUNCHER = Path(__file__).resolve().parents[2] / "scripts" / "hive_uhp.py"


class Viewer:
    def __init__(self) -> None:
        # Started from another folder, with no PYTHONPATH: the launcher must find the package itself.
        self.engine = subprocess.Popen([sys.executable, str(LAUNCHER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                       text=True, encoding="utf-8", cwd="/", env={"PATH": "/usr/bin:/bin"})

    def answer(self) -> list[str]:
        lines = []
        while (line := self.engine.stdout.readline().rstrip("\n")) != "ok":
            assert line or self.engine.poll() is None, "the engine stopped before saying ok"
            lines.append(line)
        return lines

    def send(self, command: str) -> list[str]:
        self.engine.stdin.write(command + "\n")
        self.engine.stdin.flush()
        return self.answer()


def test_a_viewer_session_against_the_engine_process():
    viewer = Viewer()
    try:
        info = viewer.answer()                               # printed on start, unasked
        assert info[0].startswith("id ") and info[-1].split(";") == ["Mosquito", "Ladybug", "Pillbug"]
        board = viewer.send("newgame Base+MLP")[0]
        assert board == "Base+MLP;NotStarted;White[1]"
        played = []
        for _ in range(6):                                   # the engine plays both sides
            valid = viewer.send("validmoves")[0].split(";")
            best = viewer.send("bestmove depth 1")[-1]
            assert best in valid
            board = viewer.send(f"play {best}")[0]
            played.append(best)
            assert board.split(";")[3:] == played
        assert viewer.send("undo 2")[0].split(";")[3:] == played[:4]
        assert viewer.send("play wQ wQ")[0].startswith("invalidmove ")
        assert viewer.send("bestmove time 00:00:01")[-1] in viewer.send("validmoves")[0].split(";")
        assert viewer.send("options") == ["MaxNodes;int;0;0;0;1000000000"]
        viewer.engine.stdin.write("exit\n")
        viewer.engine.stdin.flush()
        assert viewer.engine.wait(timeout=10) == 0
    finally:
        viewer.engine.kill()
