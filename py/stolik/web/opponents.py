"""Who plays the other side: the one interface the turn loop (web/turns.py) asks, whatever the mode.

The loop never branches on ``Players.mode``: it asks the opponent who moves for a side here (a
person at this device, the opponent itself, or someone elsewhere whose move comes in a link) and,
when the opponent moves, for its move. ``opponent_for`` is the one place that reads the mode; a new
kind of opponent (Schotten Totten's hidden hands by link) is one more class and one more line there.
"""
from __future__ import annotations

import asyncio
import json
from enum import Enum
from typing import Any, Awaitable, Callable, Protocol

from stolik.web.session import Session
from stolik.web.storage import Players

Chooser = Callable[[str, str, str, int], Awaitable[str]]
"""``choose(game, record_json, level, seed)``: a move for the record's newest position ("" when the
search was cancelled); in the page ``web.ai_client.choose``, which asks the worker."""


class Mover(Enum):
    """Who makes a side's moves, as seen from this device."""

    PERSON = "person"        # someone at this device: the board takes their clicks
    OPPONENT = "opponent"    # the opponent itself, asked by the turn loop (the computer)
    AWAY = "away"            # a friend on another device: the board waits for the link with their move


class Opponent(Protocol):
    hands_over: bool
    """Both sides are played at this device: after a move the next player takes it and starts from the status."""
    draw_offers: str
    """How a draw is offered: "asked" of the other player at this device, "sent" in the next link, or "" (never)."""

    def mover(self, side: int) -> Mover:
        """Who makes ``side``'s moves."""

    def move(self, session: Session) -> Awaitable[str]:
        """Its move in the newest position of ``session`` (asked only of a side it moves for); "" when
        it gives none (a cancelled search). Asked again in the same position, the same answer."""


class FriendHere:
    """A friend at this device: a person moves for both sides, the opponent never answers."""

    hands_over = True
    draw_offers = "asked"

    def mover(self, side: int) -> Mover:
        return Mover.PERSON

    async def move(self, session: Session) -> str:
        return ""


class Computer:
    """The computer plays ``side`` at ``level``, through ``choose``. Its answer is kept by the position
    asked about: a person's move asks at once, the answer is searched while that move is animated,
    and the turn gets the same answer. A move undone and another played has the same number of
    moves but another position, so another question."""

    hands_over = False
    draw_offers = ""

    def __init__(self, side: int, level: str, choose: Chooser) -> None:
        self.side, self.level, self.choose = side, level, choose
        self.kept: tuple[Any, asyncio.Future[str]] | None = None   # (the position asked about, its answer to come)

    def mover(self, side: int) -> Mover:
        return Mover.OPPONENT if side == self.side else Mover.PERSON

    def move(self, session: Session) -> Awaitable[str]:
        position, record = session.latest, session.saved.record
        if self.kept is None or self.kept[0] is not position or self.kept[1].cancelled():
            seed = record.seed * 1000 + len(session.moves)
            asked = self.choose(record.game, json.dumps(record.to_json()), self.level, seed)
            self.kept = (position, asyncio.ensure_future(asked))
        return self.kept[1]


class FriendByLink:
    """A friend on another device: this device moves for ``side``; the friend's moves come in links
    (web/correspondence.py), never from here, so the board waits for them."""

    hands_over = False
    draw_offers = "sent"

    def __init__(self, side: int) -> None:
        self.side = side

    def mover(self, side: int) -> Mover:
        return Mover.PERSON if side == self.side else Mover.AWAY

    async def move(self, session: Session) -> str:
        return ""


def person_side(opponent: Opponent) -> int | None:
    """The side the person at this device plays, or None when people here play both.

    >>> person_side(FriendByLink(1)), person_side(FriendHere())
    (1, None)
    """
    mine = [side for side in (0, 1) if opponent.mover(side) is Mover.PERSON]
    return mine[0] if len(mine) == 1 else None


def opponent_for(players: Players, choose: Chooser) -> Opponent:
    """The opponent that ``players`` names (the only place that reads the mode)."""
    if players.mode == "computer":
        return Computer(players.computer, players.level, choose)
    if players.by_link:
        return FriendByLink(players.side)
    return FriendHere()
