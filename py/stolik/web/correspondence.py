"""Play a friend on another device through links: what a move link means for the games saved here.

Pure (no browser): the shell decodes ``#/<game>/m/<token>`` with ``receive``, gets a ``Comparison``
with the saved game of the same id, and acts on its ``kind``:

    new         no saved game has this id: save the link's game, I play the side the sender does not
    advances    the link extends my saved game with the sender's moves: take them
    same        nothing new in this link
    older       the link stops before my saved game does (``at``: my first move it lacks)
    diverged    the link and my game differ at move ``at``
    replaces    the sender took back moves I never answered and played others from move ``at``:
                the shell asks whether to take the new version
    other-side  the link's new moves include a choice made for my side (``at``: the first)
    different   the id is that of another game here (other game, options, seed or start)

Only ``new`` and ``advances`` change anything by themselves; for the others nothing of mine is overwritten
and the shell may offer to keep the link's version as a separate saved game. Names from a link
are cleaned and bounded here; like every text from a link they are escaped when shown.

>>> from stolik.core.record import Record
>>> mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
>>> link = share(mine.with_moves(("S2", "N1")), "g1", side=1, names=("", "Ala"))
>>> link.startswith("#/gore/m/m2")      # a version 2 token: its body and a check
True
>>> game, verdict = receive("gore", link.split("/")[-1], mine, my_side=0)
>>> verdict.kind, verdict.new_moves, verdict.my_turn, game.names
('advances', 1, True, ('', 'Ala'))
"""
from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace

from stolik.core import link_token
from stolik.core.errors import GameError, RecordError
from stolik.core.game import GameInfo
from stolik.core.link_token import NAME_LIMIT, LinkGame
from stolik.core.record import Record, replay
from stolik.games import ENGINES, engine
from stolik.web.links import move_hash

NEW, ADVANCES, SAME = "new", "advances", "same"
OLDER, DIVERGED, REPLACES, OTHER_SIDE, DIFFERENT = "older", "diverged", "replaces", "other-side", "different"
CONFLICTS = (OLDER, DIVERGED, REPLACES, OTHER_SIDE, DIFFERENT)


@dataclass(frozen=True)
class Comparison:
    """What a move link is to the saved game with its id; ``at`` is a move number counted from 1."""

    kind: str
    my_side: int                 # the side I play in this game on this device
    my_turn: bool = False        # after taking the link (or, for a conflict, in the link's game)
    at: int | None = None        # where the link and my game part (older, diverged, other-side)
    new_moves: int = 0           # how many moves the link adds (new: all of them; advances: the extra ones)

    @property
    def changes(self) -> bool:
        """Whether taking the link changes what is saved (and so is the player's turn to act on)."""
        return self.kind in (NEW, ADVANCES)

    @property
    def conflict(self) -> bool:
        """A link that disagrees with my game: explained, nothing overwritten, a copy may be kept."""
        return self.kind in CONFLICTS


def playable(game: str) -> bool:
    """Whether ``game`` can be played by link (not Schotten Totten: a link cannot keep a hand secret)."""
    return game in ENGINES and link_token.playable_by_link(engine(game))


def clean_name(text: object) -> str:
    """A player's name as a link may carry it: printable characters only, spaces collapsed, bounded.

    Control and format characters go (bidirectional overrides could make a name read as another),
    so do line breaks; anything but text gives no name.

    >>> clean_name("  Ala\\u202e\\n  ma <b>kota</b> " + "x" * 40)
    'Ala ma <b>kota</b> xxxxx'
    """
    if not isinstance(text, str):
        return ""
    kept = "".join(" " if ch.isspace() else ch for ch in unicodedata.normalize("NFC", text[:4 * NAME_LIMIT])
                   if ch.isspace() or not unicodedata.category(ch).startswith("C"))
    return " ".join(kept.split())[:NAME_LIMIT].strip()


def share(record: Record, game_id: str, side: int, names: tuple[str, str] = ("", ""), offer: bool = False) -> str:
    """The hash of a move link for ``record``, sent by the player of ``side`` (RecordError if it cannot be)."""
    if record.game not in ENGINES:
        raise RecordError(f"there is no game {record.game!r}", plain="unknown-game")
    token = link_token.encode(engine(record.game), record, game_id, side, (clean_name(names[0]), clean_name(names[1])),
                              offer)
    return move_hash(record.game, token)


def receive(game: str, token: str, saved: Record | None, my_side: int | None = None) -> tuple[LinkGame, Comparison]:
    """Decode an untrusted token and compare it with the saved game of its id (None: there is none).

    ``my_side`` is the side this device plays in that saved game (None: not yet known, so the one
    the sender does not play). RecordError for a damaged or hostile token: then nothing changes.
    """
    if game not in ENGINES:
        raise RecordError("the link names a game Stolik does not know", plain="unknown-game")
    link = link_token.decode(engine(game), token)
    link = replace(link, names=(clean_name(link.names[0]), clean_name(link.names[1])))
    return link, compare(link, saved, my_side)


def compare(link: LinkGame, saved: Record | None, my_side: int | None = None) -> Comparison:
    """Classify a decoded link against my saved game of the same id (see the module's table)."""
    theirs = link.record
    side = 1 - link.side if my_side is None else my_side
    turn = _my_turn(link, side)
    if saved is None:
        return Comparison(NEW, 1 - link.side, _my_turn(link, 1 - link.side), None, len(theirs.moves))
    if not _same_game(theirs, saved):
        return Comparison(DIFFERENT, side, turn)
    mine_moves, their_moves = saved.moves, theirs.moves
    common = min(len(mine_moves), len(their_moves))
    parted = next((i for i in range(common) if mine_moves[i] != their_moves[i]), None)
    if parted is not None:
        replaced = (link.side != side and link.movers[parted] == link.side and saved.end is None
                    and not _chose(link.movers, link.choices, parted, side) and not _answered(saved, parted, side))
        return Comparison(REPLACES if replaced else DIVERGED, side, turn, parted + 1)
    if len(their_moves) < len(mine_moves):
        return Comparison(OLDER, side, turn, len(their_moves) + 1)
    resigned_for_me = theirs.end is not None and theirs.end.by == "resign" and theirs.end.player == side
    if len(their_moves) == len(mine_moves):
        if theirs.end == saved.end:
            return Comparison(SAME, side, turn)
        if saved.end is not None:              # I resigned or we agreed a draw here; the link has not heard
            return Comparison(OLDER if theirs.end is None else DIVERGED, side, turn, len(their_moves) + 1)
        if link.side == side or resigned_for_me:   # an ending made for my side elsewhere
            return Comparison(OTHER_SIDE, side, turn, len(their_moves) + 1)
        return Comparison(ADVANCES, side, turn)
    if saved.end is not None:                  # my game was ended here; the link plays on
        return Comparison(DIVERGED, side, turn, len(mine_moves) + 1)
    if link.side == side:
        return Comparison(OTHER_SIDE, side, turn, len(mine_moves) + 1)
    for index in range(len(mine_moves), len(their_moves)):
        if link.movers[index] == side and link.choices[index] > 1:   # forced moves (a roll, a pass) are no choice
            return Comparison(OTHER_SIDE, side, turn, index + 1)
    if resigned_for_me:
        return Comparison(OTHER_SIDE, side, turn, len(their_moves) + 1)
    return Comparison(ADVANCES, side, turn, None, len(their_moves) - len(mine_moves))


def merge_names(mine: tuple[str, str], link: LinkGame, my_side: int) -> tuple[str, str]:
    """Names after taking a link: my own name as I gave it here, the sender's as the link gives it."""
    names = [clean_name(mine[0]), clean_name(mine[1])]
    other = 1 - my_side
    if link.names[other]:
        names[other] = clean_name(link.names[other])
    if not names[my_side]:
        names[my_side] = clean_name(link.names[my_side])
    return names[0], names[1]


def _same_game(theirs: Record, saved: Record) -> bool:
    """The same game set up the same way (the saved record's options with their defaults filled in)."""
    if (theirs.game, theirs.seed, theirs.start) != (saved.game, saved.seed, saved.start):
        return False
    if saved.start is not None:
        return dict(theirs.options) == dict(saved.options)
    try:
        game: GameInfo = engine(saved.game).GAME
        return game.checked_options(saved.options) == dict(theirs.options)
    except GameError:
        return False


def _chose(movers: tuple[int, ...], choices: tuple[int, ...], start: int, side: int) -> bool:
    """Whether ``side`` made a choice from move index ``start`` on (forced moves, a roll or a pass, are none)."""
    return any(movers[i] == side and choices[i] > 1 for i in range(start, len(movers)))


def _answered(saved: Record, start: int, side: int) -> bool:
    """Whether my saved game holds a choice of mine from move index ``start`` on."""
    try:
        states = replay(engine(saved.game), saved)
    except GameError:
        return True                            # a game that does not replay is never replaced
    return any(states[i].to_move == side and len(states[i].legal_moves()) > 1 for i in range(start, len(saved.moves)))


def _my_turn(link: LinkGame, side: int) -> bool:
    """Whether it is ``side``'s turn in the link's game (never once it is over, by the rules or the players)."""
    return link.record.end is None and link.to_move == side
