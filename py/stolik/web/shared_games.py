"""A game shared by link (#/<game>/r/<record> or #/<game>/p/<position>) becomes a new saved game, or
a GameError saying why it cannot: the whole check runs before anything is shown or saved, so a
damaged or hostile link changes nothing. Pure: the page and the CPython tests call the same code."""
from __future__ import annotations

from stolik import games
from stolik.core.record import Record
from stolik.web import links
from stolik.web.games import playable
from stolik.web.session import Session
from stolik.web.storage import Players, SavedGame


def saved_from_link(route: links.Route, ident: str, now: float) -> SavedGame:
    """A new saved game ``ident`` from a shared record or position; GameError if the link is damaged.

    >>> route = links.parse_hash("#/gore/p/" + "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S".replace(" ", "%20"))
    >>> saved_from_link(route, "g1", 0.0).record.start
    '6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S'
    """
    if route.game not in playable():
        raise links.LinkError("this game cannot be played here yet")
    engine = games.engine(route.game)
    if route.screen == "record":
        record = Record.from_compact(route.payload)
        if record.game != route.game:
            raise links.LinkError("the link's record is for another game")
    else:
        state = engine.from_position(route.payload)
        # the variants the position carries are the game's (named on its screen, kept by a rematch)
        options = engine.GAME.checked_options(getattr(state, "options", {}))
        record = Record(route.game, engine.GAME.rules_version, options, 0, (), state.position())   # as the engine writes it
    Session.open(SavedGame("check", record))       # replays: a bad move raises here
    return SavedGame(ident, record, Players(), now, now, "link")
