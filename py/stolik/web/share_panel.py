"""Play by link on the play screen: whose turn it is, names, the panel that sends a move link, conflicts.

Pure functions of a Session and a translator (no browser), so they run under CPython in the tests.
Names come from links and other devices: every one is escaped where it is written into the page.

>>> from stolik.core.record import Record
>>> from stolik.web.i18n import Translator
>>> from stolik.web.storage import Players, SavedGame
>>> session = Session.open(SavedGame("g1", Record("gore", 1, {"first": "S"}, 7, ("S2",)),
...                                  Players("link", side=0, names=("Ala", "<b>Ola</b>"))))
>>> waiting(session), my_turn(session), friend_name(session, ("South", "North"))
(True, False, '<b>Ola</b> (North)')
>>> panel = panel_html(session, Translator("en"), ("South", "North"), url="#/gore/m/m2AB", qr="", can_share=False)
>>> "<h3>Send this link to &lt;b&gt;Ola&lt;/b&gt; (North)</h3>" in panel, 'data-action="link-qr"' in panel
(True, True)
"""
from __future__ import annotations

from typing import Any, Callable

from stolik.web.html import attrs, esc
from stolik.web.session import Session


def by_link(session: Session | None) -> bool:
    return session is not None and session.saved.players.by_link


def my_turn(session: Session) -> bool:
    """A game by link in which this device's player is to move (and the game goes on); in a secret game,
    not while a draw of theirs waits for its share."""
    if session.device is not None:
        return session.result() is None and session.device.can_move()
    return by_link(session) and session.result() is None and session.latest.to_move == session.saved.players.side


def waiting(session: Session) -> bool:
    """A game by link waiting for the friend's move: the board takes no input here until a link brings it."""
    return by_link(session) and session.result() is None and not my_turn(session)


def shown_name(players: Any, side: int, side_names: tuple[str, str]) -> str:
    """"Anna (South)" when the player gave a name, else "South"."""
    name = players.names[side] if players.by_link else ""
    return f"{name} ({side_names[side]})" if name else side_names[side]


def friend_name(session: Session, side_names: tuple[str, str]) -> str:
    players = session.saved.players
    return shown_name(players, 1 - players.side, side_names)


def last_actor(session: Session) -> int | None:
    """Who acted last: the maker of the last move, or whoever ended the game (the resigner; the player
    who accepted a draw, whose link back ends it); None before any move."""
    end = session.saved.record.end
    if end is not None:
        return end.player if end.by == "resign" else 1 - end.player
    return session.states[-2].to_move if len(session.states) > 1 else None


def nothing_to_send(session: Session) -> bool:
    """The game is over and my friend's own move (or end) made it so: they have seen the end already (in a
    secret game: the newest link is theirs, mine went before it)."""
    if session.device is not None:
        return session.result() is not None and not session.device.to_send()
    return (by_link(session) and session.result() is not None
            and last_actor(session) == 1 - session.saved.players.side)


def sent(session: Session) -> bool:
    """The link with my latest moves has been copied or shared (a secret game's moves are never taken back:
    its link counts as sent from the start)."""
    if session.device is not None:
        return not my_turn(session)
    return by_link(session) and session.saved.players.sent >= len(session.moves) and not my_turn(session)


def panel_html(session: Session, tr: Callable[..., str], side_names: tuple[str, str], *, url: str,
               qr: str, can_share: bool, asked: bool = True) -> str:
    """"Send this link to Anna": the link, Copy, Share (where the browser can), its QR code and my name here;
    ``asked`` False: the code waits behind its button even once sent (a dense one costs the page half a second)."""
    players = session.saved.players
    friend = friend_name(session, side_names)
    name_field = (f'<label class="field link-name">{esc(tr("link.name"))} '
                  f'<input type="text" maxlength="24" autocomplete="nickname"'
                  f'{attrs(value=players.names[players.side], data_action="link-name")}></label>'
                  if session.device is None else "")   # a secret game's links carry no names
    if my_turn(session):
        return f'<div class="link-panel" data-role="link-panel">{name_field}</div>'
    if nothing_to_send(session):
        return (f'<div class="link-panel" data-role="link-panel">'
                f'<p class="panel-note">{esc(tr("link.over", friend=friend))}</p></div>')
    ours = any(state.to_move == players.side for state in session.states[:-1])
    last = "secret.send-last-duel" if session.duel_goes_on() else "link.send-last"   # a duel's closing links deal on
    heading = tr(last if session.result() is not None else "link.send" if ours else "link.invite", friend=friend)
    if session.device is not None and session.device.number == 0 and session.result() is None:
        heading = tr("secret.send-invitation" if not session.device.dealt else "secret.send-reply", friend=friend)
    share = (f'<button{attrs(data_action="link-share")}>{esc(tr("link.share"))}</button>' if can_share else "")
    # Showing the code is sending (a camera may read it at once): before that it waits behind a button.
    show = f'<button{attrs(data_action="link-qr")}>{esc(tr("link.show-qr"))}</button>'
    code = (show if sent(session) and not asked
            else qr or f'<p class="qr-wait">{esc(tr("link.qr-loading"))}</p>' if sent(session)
            else show + f'<p class="panel-note">{esc(tr("link.until-sent"))}</p>')
    return (f'<div class="link-panel" data-role="link-panel"{attrs(data_sent="1" if sent(session) else None)}>'
            f'<h3>{esc(heading)}</h3>'
            f'<p class="link-row"><input type="text" readonly{attrs(value=url, data_role="move-link", aria_label=heading)}>'
            f'<button class="primary"{attrs(data_action="link-copy")}>{esc(tr("link.copy"))}</button>{share}</p>'
            f'<div class="qr-box">{code}</div>{name_field}</div>')


def conflict_html(tr: Callable[..., str], kind: str, at: int | None) -> str:
    """Why a link was not taken (older, diverged, other side, a different game), and the offer to keep its version;
    for moves of my friend's that I never answered and they replaced, also the offer to take the new ones."""
    take = (f'<button class="primary"{attrs(data_action="link-replace")}>{esc(tr("link.replace"))}</button>'
            if kind == "replaces" else "")
    return (f'<div class="link-conflict" role="alert" data-role="link-conflict"{attrs(data_kind=kind)}>'
            f'<p>{esc(tr("link." + kind, at=at if at is not None else "?"))}</p>'
            f'{take}<button{attrs(data_action="link-keep")}>{esc(tr("link.keep"))}</button></div>')
