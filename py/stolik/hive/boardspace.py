"""boardspace.net's Hive game records (their SGF-like ``.sgf`` files) read as UHP MoveStrings.

A record is a header (``SU[hive-plm]`` names the expansions, ``P0[id "..."]`` White, ``P1[id "..."]``
Black) and then the players' actions, one per node: ``; P0[7 Dropb wG1 O 14 wL/]``. Like a person at
the board, a player picks a bug up and puts it down (``Pick``/``Pickb``, then ``Dropb``, ``Pdropb``
for a Pillbug's lift) as often as they like; ``Done`` confirms the last of it as their move.
``Move``/``PMove`` (a robot's move, colour first: ``Move B bS1 M 12 /wS1``), ``MoveDone`` and
``PassDone`` are whole turns at once. Old records (2006) name bugs without their colour (``S1``: the
player's own) and ``wQ1``/``wM1`` carry a number UHP leaves off.

Where a bug goes is its grid cell (``N 13``): the text after it only helps people read it, and
boardspace writes it loosely (``.`` alone, or a bare piece for a climb), so the cell decides. Columns
grow east and rows north-east; the first bug's cell is the origin. Each move is written as the UHP
MoveString of that cell on the board as it stands, so whether it is legal is the engine's call.

>>> text = '(;GM[27]SU[hive-m]P0[id "ann"]P1[id "bob"]; P0[1 Dropb wM1 N 13 .]; P0[2 Done ]'
>>> text += '; P1[3 Dropb bQ1 O 13 wM-]; P1[4 Done ]; P0[5 Pick W 0 wQ1]; P0[6 Dropb wQ1 O 14 .]'
>>> text += '; P0[7 Dropb wQ1 M 12 .]; P0[8 Done ])'      # second thoughts: the last drop before Done counts
>>> game = read_boardspace(text)
>>> game.expansions, game.moves, game.tags["White"]
(frozenset({'M'}), ('wM', 'bQ wM-', 'wQ /wM'), 'ann')
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from stolik.core.errors import GameError, quoted
from stolik.hive.board import PASS, Board, Move
from stolik.hive.geometry import cell
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text
from stolik.hive.pieces import COLOUR_NAMES, COLOURS, EXPANSIONS, IDS, KIND

_ACTION = re.compile(r";\s*P([01])\[\s*\d+\s+([A-Za-z]+)([^\]]*)\]")   # "; P1[12 Dropb wA1 L 9 bA1\\]"
_PROPERTY = re.compile(r"\b(SU|DT)\[([^\]]*)\]")                         # SU[hive-plm 2 0 101], DT[...]
_PLAYER = re.compile(r'\bP([01])\[id\s+"([^"]*)"\]')                       # P0[id "ann"] (not P0[ranking 1247])
_BUG = re.compile(r"([wb])?([QSBGAMLPqsbgamlp])(\d?)")                 # "wQ1", "bA2", "S1" (old: no colour)
_SINGLE = "QMLP"                                                        # one per player: no number in UHP
_VARIANT = re.compile(r"hive(?:-([a-z]+))?", re.IGNORECASE)             # hive, Hive-PLM, hive-plm
_IGNORED = {"start", "pick", "pickb", "edit", "swap", "playwhite", "playblack", "undo"}
_CANCELS = {"drop", "reset"}                        # the picked bug back to the hand, or the turn undone
_OFFERS = {"offerdraw", "declinedraw", "draw"}      # confirmed by their own Done, no move


class NotBoardspace(GameError):
    """The text is no boardspace.net Hive record (another game, Hive Ultimate, or no moves at all)."""


@dataclass(frozen=True)
class Record:
    """A boardspace record as UHP: the expansions, the moves it confirms, and where translating stopped."""

    expansions: frozenset[str]
    moves: tuple[str, ...]
    written: tuple[str, ...]                             # the action each move translates, as the file writes it
    tags: dict[str, str] = field(default_factory=dict)   # White, Black, Date, Site, Result (when it says)
    cut: tuple[str, str] | None = None                   # (the action as written, why) when one cannot be read


@dataclass(frozen=True)
class _Turn:
    player: int
    move: Move | None          # the piece and its grid cell (packed like an engine cell); None for a pass
    written: str


def is_boardspace(text: str) -> bool:
    """Whether ``text`` looks like a boardspace record (an SGF tree with players' action nodes)."""
    return text.startswith("(") and _ACTION.search(text) is not None


def read_boardspace(text: str) -> Record:
    """The record ``text`` holds, translated move by move; NotBoardspace when it is none."""
    first = _ACTION.search(text)
    head = text[:first.start() if first else len(text)]
    header = dict(reversed(_PROPERTY.findall(head))) | {f"P{i}": name for i, name in reversed(_PLAYER.findall(head))}
    su = (header.get("SU") or "hive").split()[0]
    variant = _VARIANT.fullmatch(su)
    letters = (variant.group(1) or "").upper() if variant else "?"
    if letters.strip("MLP"):
        raise NotBoardspace(f"SU[{quoted(su)[1:-1]}] is not a Hive variant played here (hive, hive-m ... hive-plm)")
    tags = {"Site": "boardspace.net", "White": header.get("P0", ""), "Black": header.get("P1", ""),
            "Date": header.get("DT", "")}
    turns, result, cut = _turns(text)
    if result:
        tags["Result"] = result
    if not turns and cut is None:
        raise NotBoardspace("the record has no moves")
    used = {KIND[turn.move[0]] for turn in turns if turn.move is not None}
    expansions = frozenset(letters) | (used & set(EXPANSIONS))
    moves, written, late_cut = _translate(turns, expansions)
    return Record(expansions, moves, written, {k: v for k, v in tags.items() if v}, late_cut or cut)


def _turns(text: str) -> tuple[list[_Turn], str, tuple[str, str] | None]:
    """The confirmed turns in order, the result a resignation or an accepted draw gives, and the
    first action that names no bug or cell."""
    turns: list[_Turn] = []
    pending: _Turn | None = None
    offer = False
    for match in _ACTION.finditer(text):
        player, verb, args = int(match.group(1)), match.group(2).lower(), match.group(3).split()
        written = f"{match.group(2)} {' '.join(args)}".strip().replace("\\\\", "\\")   # SGF doubles a backslash
        if verb in _IGNORED:
            continue
        if verb == "resign":
            return turns, ("0-1", "1-0")[player], None
        if verb == "acceptdraw":
            return turns, "1/2-1/2", None
        if verb in _CANCELS:
            pending = None
        elif verb in _OFFERS:
            offer = True
        elif verb in ("pass", "passdone"):
            pending = _Turn(player, None, written)
        elif verb in ("dropb", "pdropb", "move", "pmove", "movedone", "pmovedone"):
            if verb in ("dropb", "pdropb"):
                move = _where(args, player)
            else:                                       # "Move B bS1 M 12 /wS1": the bug's colour first
                move = _where(args[1:], "WB".find(args[0][:1].upper()) if args else -1)
            if move is None:
                return turns, "", (written, "it names no Hive bug and grid cell (e.g. 'Dropb wA1 N 13 .')")
            pending = _Turn(player, move, written)
        elif verb != "done":
            return turns, "", (written, f"{quoted(match.group(2))} is no boardspace Hive action")
        if verb == "done" and offer:
            offer = False
        elif verb in ("done", "passdone", "movedone", "pmovedone") and pending is not None:
            turns.append(pending)
            pending = None
    return turns, "", None


def _where(args: list[str], colour: int) -> Move | None:
    """The bug and grid cell of ``wA1 N 13 ...`` (a bug with no colour is ``colour``'s)."""
    if len(args) < 3 or colour < 0 or not args[2].isdigit() or not (len(args[1]) == 1 and args[1].isalpha()):
        return None
    bug = _BUG.fullmatch(args[0])
    if bug is None:
        return None
    kind, number = bug.group(2).upper(), bug.group(3)
    if kind in _SINGLE:
        number = "" if number in ("", "1") else "?"
    piece = IDS.get(f"{bug.group(1) or COLOURS[colour]}{kind}{number}")
    if piece is None:
        return None
    return piece, cell(ord(args[1].upper()) - ord("A"), -int(args[2]))


def _translate(turns: list[_Turn], expansions: frozenset[str]
               ) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, str] | None]:
    """Each turn as the UHP MoveString of its cell on the board as it stands (moved there unchecked:
    the replay says whether it was legal), with the action it translates. A forced pass boardspace
    did not write is put back in."""
    board = Board(expansions)
    origin: int | None = None
    moves: list[str] = []
    written: list[str] = []
    cut: tuple[str, str] | None = None
    for turn in turns:
        if turn.player != board.to_move and generate(board) == [PASS]:
            moves.append("pass")
            written.append("(a forced pass, not written)")
            board.apply(PASS)
        if turn.player != board.to_move:
            cut = (turn.written, f"it is {COLOUR_NAMES[board.to_move]}'s turn, not {COLOUR_NAMES[turn.player]}'s")
            break
        move = PASS
        if turn.move is not None:
            piece, grid = turn.move
            origin = grid if origin is None else origin
            move = (piece, grid - origin)
        try:
            moves.append(move_text(board, move))
        except GameError as exc:
            cut = (turn.written, str(exc))
            break
        written.append(turn.written)
        board.apply(move)
    return tuple(moves), tuple(written), cut
