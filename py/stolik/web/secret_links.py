"""Where a link of a Schotten game dealt by the secret deck goes on this device.

Such a link carries no game id (it carries as little as it can): an invitation is a new game unless this
device holds it already; a later link belongs to the saved game that holds it, or whose newest link it
names as its predecessor (``deal_link.link_hash``), or, for a reply, to one of my invitations still
unanswered (its proof is bound to that invitation, so only the right one takes it). Pure: it reads saved
games, never the browser.
"""
from __future__ import annotations

from collections.abc import Iterable

from stolik.core.errors import RecordError
from stolik.schotten import deal_link as dl
from stolik.web import secret_sides
from stolik.web.storage import SavedGame


def links_of(saved: SavedGame) -> list[tuple[str, str]]:
    """The links a saved secret game (or every game of a long duel) holds, oldest first: ("sent" or "got", token)."""
    assert saved.secret is not None
    return secret_sides.links_of(saved.secret)


def is_invitation(token: str) -> bool:
    """The link starts a new game (RecordError when it is damaged)."""
    return isinstance(dl.decode(token), dl.Invitation)


def candidates(games: Iterable[SavedGame], token: str) -> list[SavedGame]:
    """The saved secret games this link may belong to, the likeliest first (none: a new game, for an
    invitation; else a link of a game this device does not hold). RecordError when the link is damaged."""
    item = dl.decode(token)
    secret = [saved for saved in games if saved.secret is not None]
    holding = [saved for saved in secret if token in (t for _, t in links_of(saved))]
    if holding or isinstance(item, dl.Invitation):
        return holding
    if isinstance(item, dl.Reply):
        return [saved for saved in secret if [d for d, _ in links_of(saved)] == ["sent"]]   # my invitations unanswered
    follows = [saved for saved in secret if item.prev in {dl.link_hash(t) for _, t in links_of(saved)}]
    if not follows:
        raise RecordError("this link belongs to no game on this device")
    return follows
