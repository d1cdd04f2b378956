r"""A Universal Hive Protocol engine on stdin/stdout: ``python -m stolik.hive.uhp`` (PYTHONPATH=py).

Every answer ends with a line ``ok``; a failure is one line ``err <why>`` (or ``invalidmove <why>``
for a move that cannot be played) before it. UHP play always uses the tournament opening, and a
position seen a third time with the same player to move ends the game as a draw, as other UHP
engines report it. ``options`` lists the engine's one option, ``MaxNodes``: a node limit on every
``bestmove`` (0: none), so a search answers the same on any machine.

>>> engine = Engine()
>>> print(engine.run("newgame Base+M"))
Base+M;NotStarted;White[1]
ok
>>> print(engine.run("play wS1"))
Base+M;InProgress;Black[1];wS1
ok
>>> print(engine.run("play bQ wS1-"))
invalidmove 'bQ wS1-' is not legal for b in 'Base+M;InProgress;Black[1];wS1': the tournament opening keeps the Queen out of the first turn; legal: ...
ok
>>> print(engine.run("undo"))
Base+M;NotStarted;White[1]
ok
>>> print(engine.run("perft 2"))
150
ok
"""
from __future__ import annotations

import re
import sys
import time
from typing import Callable, TextIO

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, quoted
from stolik.hive.ai import best_move
from stolik.hive.notation import move_text
from stolik.hive.perft import perft
from stolik.hive.pieces import parse_game_type
from stolik.hive.position import from_position
from stolik.hive.state import State

ENGINE_ID = "id Stolik Hive 1.0"
CAPABILITIES = "Mosquito;Ladybug;Pillbug"
_UHP_OPTIONS = {"tournament": True, "repetition": True}
MAX_NODES_LIMIT = 1_000_000_000
_TIME = re.compile(r"([0-9]{1,4}):([0-5]?[0-9]):([0-5]?[0-9])")
_COUNT = re.compile(r"[0-9]{1,3}")     # undo, perft and depth counts (int() of 5,000 digits raises ValueError)
_HELP = ("Commands: info, newgame [GameTypeString|GameString], play MoveString, pass, validmoves, "
         "bestmove time hh:mm:ss, bestmove depth N, undo [N], options [get|set MaxNodes [N]], perft N, help, exit")


class UhpError(Exception):
    """A command that cannot be answered: printed as ``err <message>``."""


class Engine:
    """The protocol state: the current game (None before ``newgame``) and the command table."""

    def __init__(self, clock: Callable[[], float] = time.perf_counter) -> None:
        self.state: State | None = None
        self.clock = clock
        self.max_nodes = 0                 # the MaxNodes option: nodes per bestmove (0: no limit)
        self.commands = {
            "info": self.info, "newgame": self.newgame, "play": self.play, "pass": self.pass_,
            "validmoves": self.validmoves, "bestmove": self.bestmove, "undo": self.undo,
            "options": self.options, "perft": self.perft, "help": self.help,
        }

    def run(self, line: str) -> str:
        """The full answer to one command line, ``ok`` included."""
        name, _, rest = line.strip().partition(" ")
        handler = self.commands.get(name)
        try:
            if handler is None:
                raise UhpError(f"Invalid command {quoted(name)}. Try 'help' to see a list of valid commands.")
            body = handler(rest.strip())
        except (IllegalMoveError, MalformedMoveError) as exc:
            body = f"invalidmove {exc}"
        except (UhpError, GameError) as exc:
            body = f"err {exc}"
        return (body + "\n" if body else "") + "ok"

    # -- commands ---------------------------------------------------------------------------------
    def info(self, args: str) -> str:
        return f"{ENGINE_ID}\n{CAPABILITIES}"

    def help(self, args: str) -> str:
        return _HELP

    def newgame(self, args: str) -> str:
        text = args or "Base"
        if ";" not in text and parse_game_type(text) is None:
            raise UhpError(f"{quoted(text)} is not a GameTypeString or GameString")
        self.state = from_position(text, _UHP_OPTIONS)
        return self.state.position()

    def _game(self) -> State:
        if self.state is None:
            raise UhpError("No game in progress. Try 'newgame' to start a new game.")
        return self.state

    def play(self, args: str) -> str:
        state = self._game()
        if state.result() is not None:
            raise UhpError("The game is over: no move can be played.")
        if not args:
            raise MalformedMoveError("play needs a MoveString")
        self.state = state.play(state.canonical(args))
        return self.state.position()

    def pass_(self, args: str) -> str:
        return self.play("pass")

    def validmoves(self, args: str) -> str:
        state = self._game()
        if state.result() is not None:
            raise UhpError("The game is over: there are no valid moves.")
        return ";".join(state.legal_moves())

    def bestmove(self, args: str) -> str:
        state = self._game()
        if state.result() is not None:
            raise UhpError("The game is over: there is no best move.")
        words = args.split()
        nodes = self.max_nodes or None
        if len(words) == 2 and words[0] == "depth" and _COUNT.fullmatch(words[1]) and int(words[1]) > 0:
            move = best_move(state, max_depth=int(words[1]), time_limit=None, max_nodes=nodes)
        elif len(words) == 2 and words[0] == "time" and (match := _TIME.fullmatch(words[1])):
            hours, minutes, seconds = (int(x) for x in match.groups())
            budget = max(0.05, (hours * 3600 + minutes * 60 + seconds) * 0.9)
            move = best_move(state, max_depth=64, time_limit=budget, max_nodes=nodes)
        elif not words:
            move = best_move(state, max_nodes=nodes)
        else:
            raise UhpError(f"bestmove takes 'time hh:mm:ss' or 'depth N', not {quoted(args)}")
        return move_text(state.board, move)

    def undo(self, args: str) -> str:
        state = self._game()
        if args and not _COUNT.fullmatch(args):
            raise UhpError(f"undo takes a number of moves, not {quoted(args)}")
        count = int(args) if args else 1
        if count < 1 or count > len(state.moves):
            raise UhpError(f"Cannot undo {count} moves: the game has {len(state.moves)}.")
        moves = state.moves[:len(state.moves) - count]
        self.state = from_position(_rebuild(state, moves), _UHP_OPTIONS)
        return self.state.position()

    def options(self, args: str) -> str:
        """``options``, ``options get MaxNodes``, ``options set MaxNodes N``: each answered with the option's
        line ``Name;type;value;default;min;max``."""
        words = args.split()
        if words and words[0] in ("get", "set") and len(words) >= 2 and words[1] != "MaxNodes":
            raise UhpError(f"This engine has no option {quoted(words[1])}: it has MaxNodes")
        if words[:1] == ["set"] and len(words) == 3:
            if not re.fullmatch(r"[0-9]{1,10}", words[2]) or int(words[2]) > MAX_NODES_LIMIT:
                raise UhpError(f"MaxNodes takes a whole number from 0 to {MAX_NODES_LIMIT}, not {quoted(words[2])}")
            self.max_nodes = int(words[2])
        elif words and words != ["get", "MaxNodes"]:
            raise UhpError(f"options takes nothing, 'get MaxNodes' or 'set MaxNodes N', not {quoted(args)}")
        return f"MaxNodes;int;{self.max_nodes};0;0;{MAX_NODES_LIMIT}"

    def perft(self, args: str) -> str:
        state = self._game()
        if not _COUNT.fullmatch(args):
            raise UhpError(f"perft takes a depth, not {quoted(args)}")
        return str(perft(state, int(args)))


def _rebuild(state: State, moves: tuple[str, ...]) -> str:
    """The GameString of ``state``'s game cut back to ``moves``."""
    game = State(state.expansions, state.tournament, state.repetition)
    for move in moves:
        game = game.play(move)
    return game.position()


def main(stdin: TextIO = sys.stdin, stdout: TextIO = sys.stdout) -> int:
    """Answer commands line by line until ``exit`` or the end of input."""
    engine = Engine()
    stdout.write(engine.run("info") + "\n")
    stdout.flush()
    for line in stdin:
        if not line.strip():
            continue
        if line.strip() == "exit":
            break
        stdout.write(engine.run(line) + "\n")
        stdout.flush()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
