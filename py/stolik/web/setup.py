"""Setting up a position (``#/<game>/setup[/<position>]``): a draft of one game's board edited by hand
(web/screen.py Draft, each game's ``web/games/<game>/setup.py``), judged by the engine's
``from_position`` after every edit, and then played against the computer, between friends here, or
sent as the position link every game already opens (``#/<game>/p/<position>``, web/shared_games.py).

The draft is never saved: a refused draft shows why (the rule the engine names, in the player's language:
web/position_reasons.py) and cannot be played or sent.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stolik import games
from stolik.core.errors import GameError
from stolik.core.game import LEVELS
from stolik.core.record import Record
from stolik.core.rng import new_seed
from stolik.web import links
from stolik.web.games import has_setup, setup_module
from stolik.web.host import Host
from stolik.web.page_state import PageState
from stolik.web.screen import Draft, Translate, position_reason
from stolik.web.storage import Players, SavedGame
from stolik.web.turns import Message


def draft_class(game: str) -> type[Draft]:
    """Game ``game``'s draft (``DRAFT`` in its ``web/games/<game>/setup.py``)."""
    draft: type[Draft] = setup_module(game).DRAFT
    return draft


class Setup:
    """The setup screen's state: the game, its draft, and what the engine said of it."""

    actions = frozenset({"setup-edit", "setup-reset", "setup-level"})   # answered by ``action`` (the rest: web/shell.py)

    def __init__(self, host: Host, state: PageState, playable: frozenset[str], *, draw: Callable[[], None],
                 start_game: Callable[[SavedGame], None], send_link: Callable[[str], None],
                 show_home: Callable[[Message], None]) -> None:
        """``start_game``: save a new game and show it (web/saved_games.py); ``send_link``: a hash copied as a
        link to send (web/sharing.py)."""
        self.host, self.state, self.playable = host, state, playable
        self.draw, self.start_game, self.send_link, self.show_home = draw, start_game, send_link, show_home
        self.game = ""
        self.draft: Draft | None = None
        self.checked: Any = None          # the engine's State of the draft, when it accepts it
        self.refusal = ""                 # the engine's reason when it refuses it, in its English (for the console)
        self.reason: Callable[[Translate], str] = lambda tr: ""   # that reason in the player's language
        self.level = "normal"             # the computer's level for "Play the computer from here"

    # -- the route ------------------------------------------------------------------------------
    def route(self, route: links.Route) -> None:
        """``#/<game>/setup``: the game's start position; with a position, that one (a refused one: the start,
        and why the link's position was not taken)."""
        game = route.game
        if game not in self.playable or not has_setup(game):
            return self.show_home(lambda tr: tr("error.link", reason=tr("why.no-setup")))
        self.game, self.state.game, self.state.rules_game, self.state.screen = game, None, game, "setup"
        engine = games.engine(game)
        start = engine.new_game(engine.GAME.default_options(), 0)
        refused: Callable[[Translate], str] | None = None
        if route.payload:
            try:
                start = engine.from_position(route.payload)
            except GameError as exc:
                refused = self.reason_of(exc)
        self.begin(start)
        if refused is not None:
            said = refused
            self.state.message = lambda tr: tr("setup.link-refused", reason=said(tr))
        self.draw()

    def begin(self, start: Any) -> None:
        """A new draft of the engine's position ``start``, judged at once; a draft played on the game's own
        board takes its clicks through that game's screen."""
        self.draft = draft_class(self.game).of(start)
        self.state.game, self.state.link = self.draft.input(), ""
        self.check()

    # -- edits ------------------------------------------------------------------------------------
    def action(self, action: str, value: str | None) -> bool:
        """An edit of the draft (checked again at once), the start position again, or the computer's level; True: redraw."""
        if self.draft is None:
            return False
        if action == "setup-level" and value in LEVELS:
            self.level = value
            return False
        if action == "setup-reset":            # the start position of the draft's variants
            engine = games.engine(self.game)
            self.begin(engine.new_game(self.draft.options(engine.GAME.default_options()), 0))
            self.state.message = lambda tr: tr("setup.reset-done")
            return True
        if action == "setup-edit" and value is not None and self.draft.edit(value):
            self.state.message, self.state.link = self.draft.said, ""
            self.check()
            return True
        if self.state.game is not None and self.position is not None:
            return self.state.game.on_action(action, value, self.position)   # the board's own view controls
        return False

    # -- a draft made on the game's own board (web/shell.py hands it the board's moves) ---------------
    @property
    def position(self) -> Any:
        """The position the board takes moves on (None: the board is only a picture)."""
        return self.draft.live() if self.draft is not None else None

    def solving(self) -> bool:
        """Whether the board takes moves now."""
        return self.state.screen == "setup" and self.position is not None and self.position.result() is None

    def move(self, move: str) -> None:
        """A move made on the board: added to the draft, judged again."""
        if self.solving() and self.draft is not None and self.draft.play(move):
            self.state.message, self.state.link = self.draft.said, ""
            self.check()
            self.draw()

    def check(self) -> None:
        """The draft judged by the engine: its State, or its reason for refusing it."""
        assert self.draft is not None
        try:
            self.checked, self.refusal = games.engine(self.game).from_position(self.draft.text()), ""
        except GameError as exc:
            self.checked, self.refusal, self.reason = None, str(exc), self.reason_of(exc)

    def reason_of(self, exc: GameError) -> Callable[[Translate], str]:
        """Why the engine refused a position of this game, to be said in the player's language."""
        return position_reason(self.game, exc, draft_class(self.game).reason_words)

    def playable_now(self) -> bool:
        """The draft can be played or sent: the engine accepts it and the game is not already over in it."""
        return self.checked is not None and self.checked.result() is None

    # -- what comes after ---------------------------------------------------------------------------
    def play_computer(self) -> None:
        """A new game against the computer from the position; the person plays the side to move."""
        if self.playable_now():
            self.start_game(self.saved(Players("computer", 1 - int(self.checked.to_move), self.level)))

    def play_friend(self) -> None:
        """A new game between two friends on this device from the position."""
        if self.playable_now():
            self.start_game(self.saved(Players()))

    def copy_link(self) -> None:
        """The position's link (the form every game opens as a new game), copied to send."""
        if self.playable_now():
            self.send_link(links.position_hash(self.game, self.checked.position()))

    def saved(self, players: Players) -> SavedGame:
        """A new saved game that starts at the position accepted (a game of chance gets a seed of its own; a
        shuffled deck is shuffled again before the first move: the editor lays it in the box's order, which
        would tell the player every card to come). Its options are the draft's variants, so the game names them
        and a rematch keeps them."""
        assert self.draft is not None
        engine, now = games.engine(self.game), self.host.now()
        seed = new_seed(int(now))
        shuffled = ((0, seed),) if engine.GAME.chance == "shuffle" else ()
        record = Record(self.game, engine.GAME.rules_version, self.draft.options(engine.GAME.default_options()), seed, (),
                        self.checked.position(), reshuffles=shuffled)
        return SavedGame(self.host.new_id(), record, players, now, now, "new")
