"""A Hive game as an immutable-looking State: options, the moves so far, and a cached board.

``play`` returns a new State and leaves the old one alone; search and perft use the mutable
``Board`` directly (board.py). The text form of a State is the UHP GameString.

>>> s = new_game({"tournament": True}, 0)
>>> s.legal_moves()
['wA1', 'wB1', 'wG1', 'wS1']
>>> s = s.play("wS1").play("bG1 -wS1")
>>> s.position()
'Base;InProgress;White[2];wS1;bG1 -wS1'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, quoted
from stolik.core.game import GameInfo, MoveInfo, Option, Result
from stolik.core.refusal import Refusal
from stolik.hive.board import PASS, Board, Move
from stolik.hive.explain import explain
from stolik.hive.geometry import cell_name, qr
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text, parse_move
from stolik.hive.pieces import COLOUR_NAMES, COLOURS, EXPANSION_OPTION, EXPANSIONS, NAMES, PER_COLOUR, game_type_text
from stolik.hive.placement import queen_due
from stolik.hive.refusals import reason, why

MAX_PLIES = 600          # a game this long is a draw (our house rule: real games end far sooner)
REPETITIONS = 3          # the same position this many times is a draw, when the option is on

GAME = GameInfo(
    key="hive",
    title="Hive",
    players=(COLOURS[0], COLOURS[1]),
    chance="none",
    hidden_information=False,
    options=(
        Option("mosquito", False, (False, True)),
        Option("ladybug", False, (False, True)),
        Option("pillbug", False, (False, True)),
        Option("tournament", False, (False, True)),
        Option("repetition", False, (False, True)),
    ),
    max_plies=MAX_PLIES,
)

_GAME_STATES = {None: "InProgress", 0: "WhiteWins", 1: "BlackWins", 2: "Draw"}


@dataclass(frozen=True)
class State:
    """Which bugs and opening rules are in play and the moves so far (as written by ``move_text``)."""

    expansions: frozenset[str] = frozenset()
    tournament: bool = False
    repetition: bool = False
    moves: tuple[str, ...] = ()
    _board: Board | None = field(default=None, compare=False, repr=False)
    _keys: tuple[tuple[int, int, int], ...] = field(default=(), compare=False, repr=False)
    _cache: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    # -- the contract ---------------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return len(self.moves) & 1

    @property
    def board(self) -> Board:
        """The position as a board (read it, never change it: copy first)."""
        board = self._board
        if board is None:
            board = Board(self.expansions, self.tournament)
            keys = []
            for text in self.moves:
                board.apply(parse_move(board, text))
                keys.append(_key(board))
            object.__setattr__(self, "_board", board)
            object.__setattr__(self, "_keys", tuple(keys))
        return board

    @property
    def options(self) -> dict[str, bool]:
        """The options this game was made with (GAME.options keys)."""
        opts = {EXPANSION_OPTION[x]: x in self.expansions for x in EXPANSIONS}
        opts.update(tournament=self.tournament, repetition=self.repetition)
        return opts

    def internal_moves(self) -> dict[str, Move]:
        """Legal moves by their canonical text (computed once per state)."""
        found = self._cache.get("moves")
        if found is None:
            board = self.board
            found = {} if self.result() is not None else {move_text(board, m): m for m in generate(board)}
            self._cache["moves"] = found
        return found

    def legal_moves(self) -> list[str]:
        """Every MoveString the player to move may play, sorted; empty once the game is over."""
        return sorted(self.internal_moves())

    def play(self, move: str) -> "State":
        """The state after ``move``, written exactly as ``legal_moves()`` lists it (records keep one
        spelling per move; ``canonical`` translates the other UHP forms).

        MalformedMoveError for text that is not that spelling, IllegalMoveError for a move the rules forbid.
        """
        legal = self.internal_moves()
        found = legal.get(move) if isinstance(move, str) else None
        if found is not None:
            return self._after(move, found)
        raise self._refusal(move, legal)

    def canonical(self, text: str) -> str:
        """The MoveString ``legal_moves()`` lists for the move ``text`` names in any valid UHP form
        (another reference piece, spaces, 'PASS'), so what a person types, GameStrings and UHP commands
        from other programs read while records keep one spelling; refused like ``play`` when ``text``
        names no legal move.

        >>> new_game({}, 0).play("wS1").canonical("  bG1  wS1- ")
        'bG1 wS1-'
        """
        legal = self.internal_moves()
        if isinstance(text, str) and text in legal:
            return text
        wanted = parse_move(self.board, text)           # raises for text that does not parse
        listed = next((spelled for spelled, move in legal.items() if move == wanted), None)
        if listed is None:
            raise self._refusal(text, legal)
        return listed

    def refusal(self, attempt: str) -> Refusal | None:
        """Why the move ``attempt`` (in any UHP form) is not legal here: the rule's code (``game-over``,
        or one of ``refusals.WORDING``) and the pieces and player it names; None when it is legal.
        MalformedMoveError (or IllegalMoveError) for text that names no move on this board.

        >>> new_game({"tournament": True}, 0).refusal("wQ")
        Refusal(code='tournament-queen', detail={})
        """
        legal = self.internal_moves()
        if isinstance(attempt, str) and attempt in legal:
            return None
        wanted = parse_move(self.board, attempt)
        if not legal:
            return Refusal("game-over")
        return None if wanted in legal.values() else why(self.board, wanted)

    def describe(self, move: str) -> MoveInfo:
        """What a legal move does (explain.py): kind, piece, cells as ``view`` names them, what a
        climb covers, how the piece gets there; refused like ``play`` when ``move`` is not legal.

        >>> new_game({}, 0).play("wS1").describe("bB1 wS1-")
        MoveInfo(kind='place', player=1, piece='bB1', origin=None, to='1,0', captures=(), covers=(), claims=(), tag='', chance='', detail={})
        """
        legal = self.internal_moves()
        found = legal.get(move) if isinstance(move, str) else None
        if found is None:
            raise self._refusal(move, legal)
        return explain(self.board, found, self._cache)

    def _refusal(self, move: object, legal: dict[str, Move]) -> GameError:
        """Why ``move`` is refused: its syntax, its spelling, or the rule it breaks."""
        board = self.board
        wanted = parse_move(board, move)                # raises for text that does not parse
        where = f"for {COLOURS[self.to_move]} in {quoted(self.position(), 80)}"   # a long game's text, cut short
        if not legal:
            return IllegalMoveError(f"{move!r} is not legal: the game is over ({where})")
        listed = next((text for text, m in legal.items() if m == wanted), None)
        if listed is not None:
            return MalformedMoveError(f"{move!r} is not how this move is written: play {listed!r}")
        shown = ", ".join(sorted(legal)[:12]) + (" …" if len(legal) > 12 else "")
        return IllegalMoveError(f"{move!r} is not legal {where}: {reason(board, wanted)}; legal: {shown}")

    def _after(self, text: str, move: Move) -> "State":
        board = self.board.copy()
        board.apply(move)
        return State(self.expansions, self.tournament, self.repetition, self.moves + (text,), board,
                     self._keys + (_key(board),))

    def positions_so_far(self) -> frozenset[tuple[int, int, int]]:
        """The repetition keys (pieces, player to move, frozen piece) of every position of the game
        after each move so far: what the computer avoids returning to when it is ahead."""
        self.board                                      # builds the keys on first use
        return frozenset(self._keys)

    def result(self) -> Result | None:
        """Queen surrounded (win), both at once (draw); repetition and the move limit are draws."""
        outcome = self.board.outcome()
        if outcome == 2:
            return Result(None, reason="both-queens-surrounded")
        if outcome is not None:
            return Result(outcome, reason="queen-surrounded")
        if self.repetition and self._keys and self._keys.count(self._keys[-1]) >= REPETITIONS:
            return Result(None, reason="threefold-repetition")
        if len(self.moves) >= MAX_PLIES:
            return Result(None, reason="move-limit")
        return None

    def position(self) -> str:
        """The UHP GameString: ``GameType;GameState;Colour[turn];moves...``."""
        result = self.result()
        if result is None:
            status = "NotStarted" if not self.moves else "InProgress"
        else:
            status = _GAME_STATES[2 if result.winner is None else result.winner]
        head = f"{game_type_text(self.expansions)};{status};{COLOUR_NAMES[self.to_move]}[{len(self.moves) // 2 + 1}]"
        return ";".join((head,) + self.moves)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """Plain JSON for a renderer (everything in Hive is public; ``player`` changes nothing).

        Shape::

            {"game": "hive", "viewer": player, "game_type": "Base+MLP", "options": {...},
             "cells": [{"cell": "0,0", "q": 0, "r": 0, "stack": ["wQ", "bB1"]}, ...],   # bottom to top
             "free": [{"cell": "1,0", "q": 1, "r": 0}, ...],             # empty cells next to the hive
             "surrounded": ["0,0"],                                      # cells of surrounded Queens
             "reserve": {"w": ["wS1", ...], "b": [...]},                 # pieces in hand
             "queen_due": False,                                         # the mover must place the Queen now
             "to_move": 0, "turn": 3, "ply": 4,                          # turn as in White[3]
             "last_move": "bQ /bG1" | None, "last_piece": "bQ" | None,   # frozen this turn
             "result": Result.to_json() | None}

        Cells use axial coordinates of pointy-top hexes: q grows east, r grows south-east; the
        first piece placed stands at (0, 0). A cell's name (``"q,r"``) is how ``describe`` names it;
        every move ends on a cell of ``cells`` or ``free`` (on an empty board ``free`` is the start cell).
        """
        board = self.board
        cells = sorted(({**_place(c), "stack": [NAMES[p] for p in stack]} for c, stack in board.stacks.items()),
                       key=_north_first)
        free = sorted(map(_place, board.free_cells()), key=_north_first)
        reserve = {COLOURS[colour]: [NAMES[p] for p in range(colour * PER_COLOUR, (colour + 1) * PER_COLOUR)
                                     if board.enabled[p] and board.pos[p] is None] for colour in (0, 1)}
        result = self.result()
        return {
            "game": "hive", "viewer": player, "game_type": game_type_text(self.expansions), "options": self.options,
            "cells": cells, "free": free, "reserve": reserve, "to_move": self.to_move,
            "queen_due": result is None and queen_due(board),
            "surrounded": [cell_name(c) for c in map(board.surrounded_queen, (0, 1)) if c is not None],
            "turn": len(self.moves) // 2 + 1, "ply": len(self.moves),
            "last_move": self.moves[-1] if self.moves else None,
            "last_piece": NAMES[board.last] if board.last >= 0 else None,
            "result": result.to_json() if result else None,
        }


def _place(c: int) -> dict[str, Any]:
    """A cell as the view names and locates it."""
    q, r = qr(c)
    return {"cell": cell_name(c), "q": q, "r": r}


def _north_first(place: dict[str, Any]) -> tuple[int, int]:
    return place["r"], place["q"]


def _key(board: Board) -> tuple[int, int, int]:
    """What makes two positions the same for repetition: pieces, player to move, frozen piece."""
    return board.hash, board.turn & 1, board.last


def new_game(options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A game with no piece placed; ``seed`` is unused (Hive has no chance)."""
    opts = GAME.checked_options(options)
    expansions = frozenset(x for x in EXPANSIONS if opts[EXPANSION_OPTION[x]])
    return State(expansions, bool(opts["tournament"]), bool(opts["repetition"]))


__all__ = ["GAME", "MAX_PLIES", "PASS", "State", "new_game"]
