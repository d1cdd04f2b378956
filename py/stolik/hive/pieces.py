"""The pieces: names, kinds, counts, and which expansion brings which bug.

Each player has up to 14 pieces, numbered as UHP names them. A piece is an int id:
``colour * 14 + index``, colour 0 = White ("w"), 1 = Black ("b").

>>> NAMES[0], NAMES[14 + 9], KIND[9]
('wQ', 'bA2', 'A')
>>> game_type_text(frozenset("PM"))
'Base+MP'
>>> name_parts("bA2")
NameParts(colour=1, kind='A', number='2')
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from stolik.core.errors import MalformedMoveError, quoted

PER_COLOUR = 14
COLOURS = "wb"
COLOUR_NAMES = ("White", "Black")     # as GameStrings and messages name them
_LOCAL = ("Q", "S1", "S2", "B1", "B2", "G1", "G2", "G3", "A1", "A2", "A3", "M", "L", "P")

NAMES: tuple[str, ...] = tuple(c + n for c in COLOURS for n in _LOCAL)
IDS: dict[str, int] = {name: i for i, name in enumerate(NAMES)}
KIND: tuple[str, ...] = tuple(n[0] for _ in COLOURS for n in _LOCAL)
COLOUR: tuple[int, ...] = tuple(i // PER_COLOUR for i in range(2 * PER_COLOUR))

# Pieces of one kind enter in number order: (kind, local indices) per kind, UHP order.
GROUPS: tuple[tuple[str, tuple[int, ...]], ...] = (
    ("Q", (0,)), ("S", (1, 2)), ("B", (3, 4)), ("G", (5, 6, 7)), ("A", (8, 9, 10)),
    ("M", (11,)), ("L", (12,)), ("P", (13,)),
)
EXPANSIONS = "MLP"               # the optional bugs, in the order a GameTypeString lists them
EXPANSION_OPTION = {"M": "mosquito", "L": "ladybug", "P": "pillbug"}
KIND_NAMES = {"Q": "Queen Bee", "S": "Spider", "B": "Beetle", "G": "Grasshopper", "A": "Soldier Ant",
              "M": "Mosquito", "L": "Ladybug", "P": "Pillbug"}



@dataclass(frozen=True)
class NameParts:
    """What a piece's name says, read once here so views never slice names: its colour (0 White,
    1 Black), its bug's UHP letter, and its number among that player's bugs of the kind ("" for a
    bug a player has one of, or for a rack chip that stands for the kind)."""

    colour: int
    kind: str
    number: str

    @property
    def letters(self) -> str:
        """What a tile shows: the bug's letter and number, e.g. ``A2``."""
        return self.kind + self.number


_PARTS = {name: NameParts(COLOUR[i], KIND[i], name[2:]) for i, name in enumerate(NAMES)}


def name_parts(name: str) -> NameParts:
    """The colour, bug and number of the piece named ``name`` (``wA2``, ``bQ``)."""
    try:
        return _PARTS[name]
    except KeyError:
        raise MalformedMoveError(f"no piece is named {quoted(name)}") from None


_GAME_TYPE = re.compile(r"Base(?:\+([MLP]{1,3}))?")


def game_type_text(expansions: frozenset[str]) -> str:
    """The UHP GameTypeString: ``Base`` plus the expansion letters in M, L, P order."""
    letters = "".join(x for x in EXPANSIONS if x in expansions)
    return "Base+" + letters if letters else "Base"


def parse_game_type(text: str) -> frozenset[str] | None:
    """The expansions a GameTypeString names, or None if it is not one."""
    match = _GAME_TYPE.fullmatch(text.strip())
    if match is None:
        return None
    letters = match.group(1) or ""
    if len(set(letters)) != len(letters):
        return None
    return frozenset(letters)


def enabled_pieces(expansions: frozenset[str]) -> tuple[bool, ...]:
    """Which piece ids take part in a game with these expansions."""
    return tuple(KIND[i] not in EXPANSIONS or KIND[i] in expansions for i in range(2 * PER_COLOUR))
