"""Link play: a game with a friend on another device, each move sent as a link (``#/<game>/m/<token>``).

The controller takes the links that arrive (web/correspondence.py says what a link is to the saved
game of its id), keeps a link that disagrees beside the game until the player answers, makes the
move link to send (and its QR code), marks my moves as sent once the link may have left, keeps my
name and a draw offer. Its state is its own; what belongs to the rest of the shell (the game shown,
saving, the status, drawing) comes in as callbacks, and the browser only through ``web.host.Host``,
so it runs under CPython in the tests (tests/web/test_link_play_controller.py).
"""
from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, TypeAlias

from stolik.core.errors import GameError
from stolik.web import links, share_panel, storage
from stolik.web.games import screen_class
from stolik.web.host import Host
from stolik.web.html import esc
from stolik.web.i18n import Translator
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import Players, SavedGame

if TYPE_CHECKING:   # correspondence (and the token codec under it) loads at the first link, not at start-up
    from stolik.core.link_token import LinkGame

Message: TypeAlias = str | Callable[[Translator], str]   # the status: plain text, or said in the language shown then


@dataclass(frozen=True)
class Pending:
    """A move link that disagrees with the game shown, waiting for the player: keep it beside, or take it."""

    link: LinkGame
    side: int                    # the side I play in the link's game
    kind: str                    # correspondence's verdict (older, diverged, replaces, other-side, different)
    at: int | None               # the move where the link and my game part
# A secret game's setup links (a deck of points, 2,400-3,000 characters) need a QR code of version 30-37, which
# takes segno about half a second in the page: drawn when the player asks for it (most copy or share the link).
DENSE_QR_CHARS = 1_000
PAINT_FIRST = 0.05      # seconds before a QR code is made: a frame or two, so the link to copy shows at once


class LinkPlay:
    """The state and commands of play by link; each command draws the screen itself (``draw``) when it changed."""

    def __init__(self, host: Host, *, games: frozenset[str], session: Callable[[], Session | None],
                 settings: Settings, open_game: Callable[[SavedGame], None],
                 save: Callable[[SavedGame], None], tell: Callable[[Message], None],
                 go_home: Callable[[Message], None], failure: Callable[[str, Exception], Message],
                 draw: Callable[[], None], make_qr: Callable[[str, str], Awaitable[str]],
                 show_qr: Callable[[str, str], None]) -> None:
        """``games``: those with a screen here; ``session``: the game shown; ``settings``: the language and my
        name for links, kept on this device; ``open_game``: show a saved game;
        ``save``: store it (with the cross-tab guard); ``tell``: set the status message; ``go_home``: the home
        screen with an error; ``failure``: the error for an exception; ``draw``: draw the screen now;
        ``make_qr(url, label)``: a QR code's SVG ("" when none can be made); ``show_qr(url, svg)``: put a code
        that came later into the page."""
        self.host = host
        self._games, self._session, self.settings = games, session, settings
        self._open_game, self._save, self._tell, self._go_home, self._failure = open_game, save, tell, go_home, failure
        self._draw, self._make_qr, self._show_qr = draw, make_qr, show_qr
        self.pending: Pending | None = None
        self.link_cache: tuple[object, str] = (None, "")   # (what the move link was made of, its URL)
        self.qr_cache: tuple[str, str, str] = ("", "", "")  # (URL, language, the QR code's SVG)
        self.qr_busy = ""                 # the URL whose QR code is being drawn (or failed): not asked again
        self.qr_asked = ""                # a dense code's URL whose code the player asked for (its button)

    # -- a link arrives ---------------------------------------------------------------------------
    def receive(self, route: links.Route) -> None:
        """A move link from my friend: take its new moves, or say why not; nothing saved here is ever
        overwritten by an older or other version (a link that disagrees waits in ``pending``)."""
        from stolik.web import correspondence

        if route.game not in self._games or not correspondence.playable(route.game):
            return self._go_home(lambda tr: tr("error.link", reason=tr("why.no-link")))
        try:
            link, _ = correspondence.receive(route.game, route.payload, None)
        except GameError as exc:
            return self._go_home(self._failure("error.link", exc))
        exists = self.host.store.get(storage.GAME_PREFIX + link.game_id) is not None
        try:
            saved = storage.load(self.host.store, link.game_id) if exists else None
        except GameError:
            saved = None                   # an unreadable entry of that id: kept, the link goes beside it
        mine = saved.players if saved is not None and saved.players.by_link else None
        verdict = correspondence.compare(link, None if saved is None else saved.record, None if mine is None else mine.side)
        kind, side, now = verdict.kind, verdict.my_side, self.host.now()
        if exists and mine is None:
            kind = correspondence.DIFFERENT
        names = self.names_after(mine.names if mine else ("", ""), link, side)
        friend = share_panel.shown_name(Players("link", side=side, names=names), 1 - side, self.names_of(route.game))
        if kind in (correspondence.NEW, correspondence.ADVANCES):
            players = Players("link", side=side, names=names, sent=len(link.record.moves),
                              offer=link.side if link.offer else -1)
            shown = SavedGame(link.game_id, link.record, players, saved.created if saved else now, now, "link")
            self._open_game(shown)          # drawn before it is saved: a link that cannot be shown writes nothing
            self._save(shown)
            me = share_panel.shown_name(players, side, self.names_of(route.game))
            count = verdict.new_moves
            self._tell((lambda tr: tr("link.advances", friend=friend, count=count)) if kind == correspondence.ADVANCES
                      else (lambda tr: tr("link.new", friend=friend, side=me)))
        elif saved is None:                # the id's entry cannot be read: the link's game is kept beside it
            return self.keep(link, side)
        else:
            shown = saved
            self._open_game(saved)
            if kind == correspondence.SAME:
                self._tell(lambda tr: tr("link.same"))
            else:
                self.pending = Pending(link, side, kind, verdict.at)
        self.host.replace_hash(links.play_hash(shown.id))
        self._draw()

    def names_after(self, mine: tuple[str, str], link: LinkGame, side: int) -> tuple[str, str]:
        """The names after taking a link: the sender's from it, mine as given here (or as I call myself here)."""
        from stolik.web import correspondence

        names = list(correspondence.merge_names(mine, link, side))
        if not mine[side]:
            names[side] = correspondence.clean_name(self.settings.name()) or names[side]
        return names[0], names[1]

    def names_of(self, key: str) -> tuple[str, str]:
        """The two sides of game ``key`` as the game calls them ("South", "North")."""
        return screen_class(key)().player_names(self.settings.tr)

    def keep(self, link: LinkGame, side: int) -> None:
        """Save the link's version of a game as a separate game (a new id) and show it."""
        now = self.host.now()
        players = Players("link", side=side, names=self.names_after(("", ""), link, side), sent=len(link.record.moves))
        copy = SavedGame(self.host.new_id(), link.record, players, now, now, storage.LINK_COPY)
        self.pending = None
        self._open_game(copy)
        self._save(copy)
        self.host.replace_hash(links.play_hash(copy.id))
        self._tell(lambda tr: tr("link.kept"))
        self._draw()

    def keep_pending(self) -> None:
        """The "keep the link's version" button."""
        if self.pending is not None:
            self.keep(self.pending.link, self.pending.side)

    def replace_pending(self) -> None:
        """My friend's unanswered moves, replaced in their newer link: the game goes on from the new ones."""
        from stolik.web import correspondence

        pending, session = self.pending, self._session()
        if pending is None or pending.kind != correspondence.REPLACES or session is None:
            return
        players = replace(session.saved.players, sent=len(pending.link.record.moves),
                          names=self.names_after(session.saved.players.names, pending.link, pending.side))
        taken = replace(session.saved, record=pending.link.record, players=players, updated=self.host.now())
        self.pending = None
        self._open_game(taken)
        self._save(taken)
        self._tell(lambda tr: tr("link.replaced"))
        self._draw()

    # -- a game dealt by the secret deck (Schotten Totten's hidden hands) ------------------------
    def receive_secret(self, route: links.Route) -> None:
        """A link of a secret game: an invitation starts a new game here (the reply is its link to send); any
        other advances the saved game it continues, or says why it changes nothing. A dishonest link is
        refused with the honesty message, and nothing of it is saved."""
        from stolik.core.secret_deck import DISHONEST, DishonestError
        from stolik.web import secret_links

        token = route.payload
        try:
            found = secret_links.candidates(storage.list_games(self.host.store)[0], token)
            if not found and secret_links.is_invitation(token):
                return self.accept_invitation(token)
            verdict, taken = "", None
            for saved in found:
                session = Session.open(saved)
                try:
                    verdict = session.receive_secret(token, self.host.now())
                except DishonestError:
                    if len(found) == 1:
                        raise
                    continue                 # a reply to another of my invitations
                taken = session.saved
                break
        except DishonestError as exc:
            self._failure("secret.dishonest", exc)     # (tells the console the protocol's exact words)
            reason = str(exc)[len(DISHONEST):]
            return self._go_home(lambda tr: tr("secret.dishonest", reason=reason))
        except GameError as exc:
            return self._go_home(self._failure("error.link", exc))
        if taken is None:
            return self._go_home(lambda tr: tr("error.link", reason=tr("why.secret-none")))
        self._open_game(taken)
        if verdict == "taken":
            self._save(taken)
        self._tell(lambda tr: tr("secret." + verdict))
        self.host.replace_hash(links.play_hash(taken.id))
        self._draw()

    def accept_invitation(self, token: str) -> None:
        """An invitation opened: this device's key, the decks locked again and the reply to send back."""
        from stolik.core.record import Record
        from stolik.schotten import GAME
        from stolik.web import secret_sides
        from stolik.web.correspondence import clean_name

        (me, options, secret), now = secret_sides.accept(token), self.host.now()
        names = ["", ""]
        names[me] = clean_name(self.settings.name())
        players = Players("link", side=me, names=(names[0], names[1]))
        record = Record(GAME.key, GAME.rules_version, options, 0, ())
        saved = SavedGame(self.host.new_id(), record, players, now, now, "link", secret=secret)
        self._open_game(saved)
        self._save(saved)
        self._tell(lambda tr: tr("secret.joined"))
        self.host.replace_hash(links.play_hash(saved.id))
        self._draw()

    # -- sending my moves ---------------------------------------------------------------------------
    def move_link(self, session: Session) -> str:
        """The URL of the move link of the game shown, as this device's player sends it (made once per change)."""
        from stolik.web import correspondence

        if session.device is not None:
            return self.host.page_url() + links.secret_hash(session.device.to_send())
        saved = session.saved
        made_of = (saved.id, saved.record, saved.players.side, saved.players.names)
        if self.link_cache[0] != made_of:
            fragment = correspondence.share(saved.record, saved.id, saved.players.side, saved.players.names,
                                            saved.players.offer == saved.players.side)
            self.link_cache = (made_of, self.host.page_url() + fragment)
        return self.link_cache[1]

    def panel_html(self) -> str:
        """A link that disagrees with this game, and in a game by link the panel that sends my moves."""
        session, tr, out = self._session(), self.settings.tr, ""
        if self.pending is not None:
            out = share_panel.conflict_html(tr, self.pending.kind, self.pending.at)
        if session is None or not share_panel.by_link(session):
            return out
        names = self.names_of(session.saved.record.game)
        if share_panel.my_turn(session) or share_panel.nothing_to_send(session):
            return out + share_panel.panel_html(session, tr, names, url="", qr="", can_share=False)
        url = self.move_link(session)
        qr = self.qr_cache[2] if self.qr_cache[:2] == (url, tr.lang) else ""
        asked = len(url) <= DENSE_QR_CHARS or self.qr_asked == url
        if not qr and asked and self.qr_busy != url and share_panel.sent(session):
            self.qr_busy = url            # now, not when the task starts: a second drawing before it asks no second code
            asyncio.ensure_future(self.draw_qr(url))
        return out + share_panel.panel_html(session, tr, names, url=url, qr=qr, can_share=self.host.can_share(),
                                            asked=asked)

    async def draw_qr(self, url: str) -> None:
        """The QR code of a move link, put into the page when it is made (segno loads at the first one). The
        link is painted first: making the code may hold the page for a moment (segno's first import, 0.3 s)."""
        await self.host.sleep(PAINT_FIRST)
        tr = self.settings.tr
        svg = await self._make_qr(url, tr("link.qr"))
        if not svg:                         # segno missing or the link too long: it is still there to copy or share
            svg = f'<p class="panel-note">{esc(tr("link.no-qr"))}</p>'
        self.qr_busy = ""
        self.qr_cache = (url, tr.lang, svg)
        self._show_qr(url, svg)

    def sending(self) -> Session | None:
        """The game shown when it is by link and waits for my friend: its move link is the one to send."""
        session = self._session()
        if session is None or not share_panel.by_link(session) or share_panel.my_turn(session):
            return None
        return session

    def mark_sent(self, session: Session) -> None:
        """The link with my moves went out (copied or shared): they can no longer be taken back."""
        players = session.saved.players
        if players.sent != len(session.moves):
            session.saved = replace(session.saved, players=replace(players, sent=len(session.moves)))
            self._save(session.saved)

    def show_code(self) -> None:
        """Show the move link's QR code: a camera may read it at once, so the move counts as sent."""
        session = self.sending()
        if session is not None:
            self.qr_asked = self.move_link(session)
            self.mark_sent(session)
            self._draw()

    def taken(self) -> None:
        """The move link's text selected or copied by hand: it may have left, so the move counts as sent."""
        session = self.sending()
        if session is not None and not share_panel.sent(session):
            self.mark_sent(session)
            self._draw()

    def send(self) -> tuple[Session, str] | None:
        """The game shown and its move link, about to leave by Copy or Share: my moves count as sent from now."""
        session = self.sending()
        if session is None:
            return None
        url = self.move_link(session)
        self.mark_sent(session)
        return session, url

    def copy(self) -> None:
        """The Copy button: the move link to the clipboard (the status says whom to send it to)."""
        if (sent := self.send()) is None:
            return
        session, url = sent
        friend = share_panel.friend_name(session, self.names_of(session.saved.record.game))
        self._tell(lambda tr: tr("link.copied", friend=friend))
        self._draw()
        asyncio.ensure_future(self.to_clipboard(url))

    async def to_clipboard(self, url: str) -> None:
        if not await self.host.copy(url):   # refused (permissions, insecure page): the link stays in its box
            self._tell(lambda tr: tr("error.clipboard"))
            self._draw()

    def share(self) -> None:
        """The Share button: the move link to the system's share sheet."""
        if (sent := self.send()) is None:
            return
        session, url = sent
        self._draw()
        asyncio.ensure_future(self.host.share(url, self.settings.tr("game." + session.saved.record.game)))

    # -- my name, a draw offer --------------------------------------------------------------------
    def set_my_name(self, text: str) -> None:
        """My name in a game by link (it travels in the links I send), remembered for the next games too."""
        from stolik.web.correspondence import clean_name

        session, name = self._session(), clean_name(text)
        if session is None or not share_panel.by_link(session):
            return
        players = session.saved.players
        names = list(players.names)
        names[players.side] = name
        session.saved = replace(session.saved, players=replace(players, names=(names[0], names[1])))
        self._save(session.saved)
        self.settings.remember_name(name)
        # Drawn after this event, not inside the field's change (a blur may be removing the field):
        # the names, the status, the link that carries them and its QR code.
        self.host.redraw()

    def offer_draw(self) -> None:
        """By link, on my turn: a draw offer goes to my friend with the link of my next move."""
        session = self._session()
        if session is not None and session.device is not None and share_panel.my_turn(session):
            session.offer_draw(self.host.now())        # a secret game's offer goes in its device's next link
            self._save(session.saved)
            self._tell(lambda tr: tr("link.offer-sent"))
            self._draw()
        elif session is not None and share_panel.my_turn(session) and session.saved.players.offer < 0:
            self.set_offer(session.saved.players.side)
            self._tell(lambda tr: tr("link.offer-sent"))
            self._draw()

    def set_offer(self, side: int) -> None:
        """By link: the side whose draw offer waits for an answer (-1: none), kept with the saved game."""
        session = self._session()
        if session is not None:
            session.saved = replace(session.saved, players=replace(session.saved.players, offer=side))
            self._save(session.saved)

    def offer_answered(self) -> None:
        """A draw offer was declined, or the game ended: by link none waits any more (the link back says so)."""
        if share_panel.by_link(self._session()):
            self.set_offer(-1)
