"""The game contract every engine package follows.

Each game package ``stolik.<game>`` exposes, with the same names in the same modules::

    GAME: GameInfo                        # <game>.state: what the shell needs to know about the game
    State                                 # <game>.state
    new_game(options=None, seed=0)        # <game>.state: options, the variant switches; seed, every shuffle and roll
    from_position(text, options=None)     # <game>.position: the game's position string (like chess FEN);
                                          # options (a record's) give what the text cannot say
    RULES: dict[str, str]                 # <game>.rules_text: the rules as the app shows them, by language

and its ``State`` offers ``to_move`` (player index 0 or 1), ``legal_moves() -> list[str]``,
``play(move) -> State`` (a new state; the old one is unchanged), ``result() -> Result | None``,
``view(player=None) -> dict`` (plain JSON data that player may see, None for a spectator; the view
names its ``"viewer"``), ``position() -> str``, ``describe(move) -> MoveInfo`` (what a legal move
does) and ``canonical(text) -> str`` (the listed text of a move typed in any spelling the game reads,
or the GameError ``play`` raises for it). A game of chance also offers ``reshuffled(salt) -> State``: the same position with what nobody
has seen (deck order, future rolls) drawn again, which replays of older records need (an undo used to
do that; now a move that showed chance, ``MoveInfo.chance``, is never taken back). A game whose search gains from it offers ``play_unchecked(move)``: ``play``
without the legality check, for moves taken from ``legal_moves()`` by search only. A game whose position
text carries variants offers ``options`` (a dict of GAME.options keys): a game opened on a position then
records the variants it is played with.
Moves are strings in the game's own notation everywhere: UI, records, links, AI and tests;
tests/test_conformance.py holds every game to all of this.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Protocol, Self, Sequence

from stolik.core.errors import IllegalMoveError, RecordError, quoted

LEVELS = ("easy", "normal", "hard")     # the computer's levels, the same in every game (each ai.LEVELS)


@dataclass(frozen=True)
class Option:
    """One variant switch offered when a game is created."""

    key: str
    default: Any
    choices: tuple[Any, ...] = ()


@dataclass(frozen=True)
class GameInfo:
    """A game's description: identity, players, kind of chance and secrecy, variants, length bound."""

    key: str                       # "gore": used in records, URLs and storage keys
    title: str                     # display name (not translated: a proper name)
    players: tuple[str, str]       # short player labels in notation order, e.g. ("S", "N")
    chance: str                    # "none", "shuffle" or "dice"
    hidden_information: bool
    options: tuple[Option, ...]
    max_plies: int                 # no game record is ever longer than this
    rules_version: int = 1

    def default_options(self) -> dict[str, Any]:
        """The options a new game gets when the player changes nothing."""
        return {o.key: o.default for o in self.options}

    def checked_options(self, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """Fill defaults in and reject unknown keys or values, so a record always names every option."""
        merged = self.default_options()
        for key, value in (options or {}).items():
            option = next((o for o in self.options if o.key == key), None)
            if option is None:
                raise RecordError(f"unknown option {key!r} for {self.key}", plain="variant")
            if option.choices and value not in option.choices:
                raise RecordError(f"option {key!r} cannot be {value!r}; choose one of {list(option.choices)!r}", plain="variant")
            merged[key] = value
        return merged


@dataclass(frozen=True)
class Result:
    """How a game ended: the winner (player index) or None for a draw, the scores and why."""

    winner: int | None
    scores: tuple[int, ...] = ()
    reason: str = ""               # a key naming the rule that ended the game, translated by the UI
    notes: tuple[str, ...] = field(default_factory=tuple)   # extra keys, e.g. "victory-without-glory"

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "scores": list(self.scores), "reason": self.reason, "notes": list(self.notes)}


@dataclass(frozen=True)
class MoveInfo:
    """What a legal move does, told by the engine so views, animations, hints and messages never
    re-derive rules (``State.describe(move)``). Places are named as the game's ``view()`` names them.

    >>> MoveInfo("sow", 0, origin="S2", to="N2", captures=("N2", "N1", "S4")).captures
    ('N2', 'N1', 'S4')
    """

    kind: str                               # "place", "move", "sow", "offer", "answer", "claim", "pass", "roll", "setup", ...
    player: int                             # who makes the move
    piece: str | None = None                # what is placed or moved: "wA1", "r7", "A2"
    origin: str | None = None               # where it comes from ("from"): a cell, hole, square, stone; None from a hand
    to: str | None = None                   # where it ends; None when it leaves the board or stays nowhere
    captures: tuple[str, ...] = ()          # what it takes: holes emptied, pieces removed
    covers: tuple[str, ...] = ()            # what it lands on: pieces stacked under it
    claims: tuple[str, ...] = ()            # what it wins: stones claimed
    tag: str = ""                           # a short machine-readable word where the kind needs one: "climb", "throw", "exit"
    chance: str = ""                        # what chance this move shows ("roll", "draw"): such a move is never taken back
    detail: Mapping[str, Any] = field(default_factory=dict)   # game-specific data for the view (JSON values only)


class State(Protocol):
    """The surface the shell, the records and the AI rely on."""

    @property
    def to_move(self) -> int: ...

    def legal_moves(self) -> list[str]: ...
    def play(self, move: str) -> Self: ...
    def result(self) -> Result | None: ...
    def view(self, player: int | None = None) -> dict[str, Any]: ...
    def position(self) -> str: ...
    def describe(self, move: str) -> MoveInfo: ...
    def canonical(self, text: str) -> str: ...


def check_move_in(move: str, legal: Sequence[str], where: str) -> None:
    """Raise IllegalMoveError unless ``move`` is listed in ``legal``: the one legality gate of every play()."""
    if move not in legal:
        shown = ", ".join(legal[:12]) + (" …" if len(legal) > 12 else "")
        raise IllegalMoveError(f"{quoted(move)} is not legal {where}; legal: {shown or 'none'}")
