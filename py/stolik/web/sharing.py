"""Sharing from the play screen: the whole game or the position shown as a link, and a screen's text
(Hive's GameString), put on the clipboard and shown to copy by hand when the browser refuses.
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable

from stolik.web import links
from stolik.web.host import Host
from stolik.web.page_state import PageState


class Sharing:
    def __init__(self, host: Host, state: PageState, draw: Callable[[], None]) -> None:
        self.host, self.state, self.draw = host, state, draw

    def game(self) -> None:
        """A link that opens the whole game (its record) on any device."""
        session = self.state.session
        if session is None:
            return
        record = session.saved.record
        self.link(links.record_hash(record.game, record.to_compact()))

    def position(self) -> None:
        """A link that opens the position shown as a new game."""
        session = self.state.session
        if session is None:
            return
        self.link(links.position_hash(session.saved.record.game, session.state.position()))

    def link(self, fragment: str) -> None:
        self.state.link = self.host.page_url() + fragment
        self.state.message = lambda tr: tr("play.copied")
        self.draw()
        asyncio.ensure_future(self.copy(self.state.link))

    def text(self, text: str) -> None:
        """A screen's "Copy" button: its text to the clipboard."""
        self.state.message = lambda tr: tr("play.copied-text")
        self.draw()
        asyncio.ensure_future(self.copy(text))

    async def copy(self, text: str) -> None:
        if not await self.host.copy(text):    # refused (permissions, insecure page): the box stays to copy by hand
            self.state.message = lambda tr: tr("error.clipboard")
            self.draw()
