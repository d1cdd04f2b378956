"""Starting games: the new-game form (opened, closed, sent) and, for a game opened from a link, the
choice of whom to play. The forms' fields arrive as plain text (web/browser/events.py reads them).
"""
from __future__ import annotations

import asyncio
from collections.abc import Callable
from functools import partial
from typing import Any

from stolik import games
from stolik.core.rng import Rng
from stolik.web import screens
from stolik.web.correspondence import playable as by_link
from stolik.web.games import has_setup, screen_class
from stolik.web.links import SECRET_GAME, setup_hash
from stolik.web.page_state import PageState
from stolik.web.saved_games import NewGame, SavedGames
from stolik.web.settings import Settings


class NewGameForm:
    def __init__(self, state: PageState, settings: Settings, saved_games: SavedGames, rng: Rng, games: frozenset[str], *,
                 warm_up: Callable[[], object], draw: Callable[[], None], go_on: Callable[[], None],
                 load_secret_deck: Callable[[], object] = lambda: None) -> None:
        """``warm_up`` starts the computer (the form may start a game against it); ``go_on`` lets the
        turn loop go on once the players of a game from a link are chosen; ``load_secret_deck`` fetches
        what a secret game needs once "a friend, by link" is chosen in its form, while the rest is filled in
        (the page gives a future; None: nothing to fetch)."""
        self.state, self.settings, self.saved_games, self.rng, self.games = state, settings, saved_games, rng, games
        self.warm_up, self.draw, self.go_on, self.load_secret_deck = warm_up, draw, go_on, load_secret_deck
        self.secret_deck: object = None                        # its fetch, as load_secret_deck gave it
        self.deck_asked = False                                # ... once asked for (the page asks once)
        self.form: Callable[..., str] = screens.new_game_html  # the form open, drawn again with a status
        self.waiting: tuple[str, dict[str, str]] | None = None  # a secret game's form sent before its deck came

    def open(self, key: str, opener: str) -> bool:
        """Show game ``key``'s form (False for a game not played here); ``opener`` gets focus back at close."""
        if key not in self.games:
            return False
        tr = self.settings.tr
        levels = games.part(key, "ai").LEVELS
        game = screen_class(key)()
        self.state.opener = opener
        self.warm_up()
        self.form = partial(screens.new_game_html, tr, key, levels, game.player_names(tr), game.options_html(tr),
                            asks_first=game.asks_first, by_link=by_link(key), secret=key == SECRET_GAME,
                            setup=setup_hash(key) if has_setup(key) else "")
        self.waiting = None
        self.state.dialog = self.form()
        self.draw()
        return True

    def close(self) -> None:
        self.state.dialog, self.waiting = "", None
        self.draw()

    def side(self, value: str) -> int:
        """A side chosen in a form: "0", "1" or "random" (drawn here)."""
        return self.rng.below(2) if value == "random" else int(value)

    def opponent_chosen(self, opponent: str) -> None:
        """An opponent chosen in the form: for the secret deck, what it needs is fetched and prepared while the
        rest of the form is filled in (a game on one device or against the computer never pays for it)."""
        if opponent == "secret":
            self._ask_deck()

    def _ask_deck(self) -> None:
        if not self.deck_asked:
            self.secret_deck, self.deck_asked = self.load_secret_deck(), True

    def sent(self, key: str, fields: dict[str, str]) -> None:
        """The form sent: the game made and started by web/saved_games.py (a refusal says why and keeps the form)."""
        def field(name: str) -> str:
            return fields.get(name, "")
        if field("opponent") == "secret":
            self._ask_deck()
            if not self._deck_ready():
                return self._wait_for_deck(key, fields)
        saved = self.saved_games.new_game(NewGame(key, field("opponent"), self.side(field("side")), self.side(field("first")),
                                                  field("level"), fields, field("my-name"), field("friend-name")))
        if saved is not None:
            self.state.dialog = ""
            self.saved_games.start_game(saved)

    def _deck_ready(self) -> bool:
        deck = self.secret_deck
        return not isinstance(deck, asyncio.Future) or (deck.done() and not deck.cancelled() and deck.exception() is None)

    def _wait_for_deck(self, key: str, fields: dict[str, str]) -> None:
        """Sent before python-ecdsa is in: the game starts when it comes (a failed fetch is tried again)."""
        deck: Any = self.secret_deck
        if deck.done():
            deck = self.secret_deck = self.load_secret_deck()
        if self.waiting is None:
            deck.add_done_callback(self._deck_came)
        self.waiting = (key, fields)
        self.state.dialog = self.form(status=self.settings.tr("new.secret-loading"))
        self.draw()

    def _deck_came(self, _deck: object) -> None:
        """The secret deck's fetch ended: the game sent meanwhile starts, or the form says it failed and stays."""
        waiting, self.waiting = self.waiting, None
        if waiting is None or not self.state.dialog:        # the form was closed meanwhile
            return
        if self._deck_ready():
            self.sent(*waiting)
        else:
            self.state.dialog = self.form(status=self.settings.tr("new.secret-failed"))
        self.draw()

    def players_chosen(self, fields: dict[str, str]) -> None:
        """A game opened from a link is played as the player chooses: a friend here, or the computer at a level."""
        if self.state.session is None or not self.state.choosing:
            return
        side = self.side(fields.get("side") or "0")
        self.state.choosing = False
        self.saved_games.choose_players(fields.get("opponent", ""), side, fields.get("level", ""))
        self.state.message = ""
        self.draw()
        self.go_on()
