"""Which screen the page shows: the URL hash read (web/links.py), games opened and left, the home
screen with a message whenever what was asked cannot be shown (never a dead page).
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stolik.core.errors import GameError
from stolik.web import links, share_panel, shared_games, storage
from stolik.web.games import screen_class, tools
from stolik.web.host import Host
from stolik.web.link_play import LinkPlay
from stolik.web.page_state import PageState
from stolik.web.position_reasons import refused_link
from stolik.web.saved_games import SavedGames
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import SavedGame
from stolik.web.turns import Message, Turns

Failure = Callable[[str, Exception], Message]   # (message key, what failed) -> a message in the player's words


class Router:
    def __init__(self, host: Host, state: PageState, settings: Settings, turns: Turns, saved_games: SavedGames,
                 link_play: LinkPlay, games: frozenset[str], *, failure: Failure, stop_computer: Callable[[], None],
                 warm_up: Callable[[], object], draw: Callable[[], None],
                 open_puzzles: Callable[[links.Route], None], open_lessons: Callable[[links.Route], None],
                 open_setup: Callable[[links.Route], None], open_analysis: Callable[[links.Route], None],
                 review: Callable[[], bool]) -> None:
        """``open_puzzles``/``open_lessons``/``open_setup``/``open_analysis``: the puzzles', lessons', setup and analysis
        screens' routes, shown by their own controllers (web/puzzles.py, web/lessons.py, web/setup.py,
        web/analysis.py); ``review``: start the review of the game shown and draw it (False: it may not be reviewed)
        (web/reviewing.py)."""
        self.host, self.state, self.settings, self.turns = host, state, settings, turns
        self.saved_games, self.link_play, self.games = saved_games, link_play, games
        self.failure, self.stop_computer, self.warm_up, self.draw = failure, stop_computer, warm_up, draw
        self.open_puzzles, self.open_lessons, self.open_setup, self.review = open_puzzles, open_lessons, open_setup, review
        self.open_analysis = open_analysis

    def route(self, fragment: str) -> None:
        """Show what the hash ``fragment`` names; whatever goes wrong, the home screen with a message."""
        try:
            self.show(fragment)
        except Exception as exc:   # noqa: BLE001 - the boundary: any failure becomes a message, start-up goes on
            self.show_home(self.failure("error.link", exc))

    def show(self, fragment: str) -> None:
        state = self.state
        state.message = state.link = state.dialog = state.asking = ""
        self.link_play.pending = None
        try:
            route = links.parse_hash(fragment)
        except links.LinkError as exc:
            return self.show_home(self.failure("error.link", exc))
        if route.screen == "home":
            return self.show_home()
        if route.screen == "rules":
            session = state.session
            state.rules_options = (dict(session.saved.record.options)
                                   if session is not None and session.saved.record.game == route.game else None)
            self.leave_game()
            state.screen, state.rules_game = "rules", route.game
            return self.draw()
        if route.screen == "tool":
            return self.open_tool(route)
        if route.screen in ("puzzles", "puzzle"):
            self.leave_game()
            return self.open_puzzles(route)
        if route.screen in ("lessons", "lesson"):
            self.leave_game()
            return self.open_lessons(route)
        if route.screen == "setup":
            self.leave_game()
            return self.open_setup(route)
        if route.screen == "analysis":
            self.leave_game()          # (its searches end: the board's start afresh)
            return self.open_analysis(route)
        if route.screen == "move":
            return self.link_play.receive(route)
        if route.screen == "secret":
            return self.link_play.receive_secret(route)
        if route.screen == "play":
            try:
                return self.open_game(storage.load(self.host.store, route.payload))
            except GameError as exc:
                return self.show_home(self.failure("error.no-saved" if exc.plain == "missing" else "error.saved", exc))
        try:
            saved = shared_games.saved_from_link(route, self.host.new_id(), self.host.now())
            self.open_game(saved)          # drawn before it is saved: a link that cannot be shown writes nothing
        except Exception as exc:   # noqa: BLE001 - the boundary: a link that does not open changes nothing
            self.leave_game()
            return self.show_home(refused_link(route.game, exc))
        self.saved_games.save(saved)
        self.host.replace_hash(links.play_hash(saved.id))
        state.message = lambda tr: tr("play.from-link")
        if route.stop is not None and state.game is not None and state.session is not None:
            game, latest, stop, number = state.game, state.session.latest, route.stop, len(state.session.moves) + 1
            state.message = lambda tr: f'{tr("play.from-link")} {game.import_stop(latest, number, stop, tr)}'.strip()
        to_review = route.data == links.REVIEW
        # whom to play: asked beside the board, a friend here until answered (of a game to review, only while
        # it may go on: an imported game stopped mid-way is not over)
        state.choosing = not to_review or (state.session is not None and state.session.result() is None)
        if not (to_review and self.review()):       # a review that starts draws the page with it
            self.draw()

    def open_tool(self, route: links.Route) -> None:
        self.leave_game()
        if route.game not in self.games or route.payload not in tools(route.game):
            return self.show_home(lambda tr: tr("error.link", reason=tr("why.no-tool")))
        game = screen_class(route.game)()
        try:
            self.state.tool = game.tool(route.payload, route.data)
        except GameError as exc:
            return self.show_home(self.failure("error.link", exc))
        self.state.game, self.state.rules_game, self.state.screen = game, route.game, "tool"
        self.draw()

    def show_home(self, error: Message = "") -> None:
        self.leave_game()
        self.state.screen, self.state.error = "home", error
        self.draw()

    def leave_game(self) -> None:
        self.stop_computer()      # a search for a game nobody looks at stops: the next request starts at once
        self.state.session = None
        self.turns.leave()
        self.state.choosing = False
        self.saved_games.left()
        self.state.asking = ""

    def open_game(self, saved: SavedGame) -> None:
        if saved.record.game not in self.games:
            raise links.LinkError("this game cannot be played here yet")
        state = self.state
        session = state.session = Session.open(saved)
        if saved.players.by_link:
            session.flipped = saved.players.side == 1
            offered = session.device.offered if session.device is not None else saved.players.offer == 1 - saved.players.side
            if offered and share_panel.my_turn(session):
                state.asking = "draw"          # my friend's draw offer waits for my answer (also after a reload)
        self.saved_games.opened(saved.id)
        game = state.game = screen_class(saved.record.game)(self.settings.prefs(saved.record.game))
        state.screen, state.error = "play", ""
        if saved.players.mode == "computer" and saved.record.end is None:
            self.warm_up()                     # its first reply must not wait for the worker's boot
        self.turns.open(session, game)         # (its moves that need no decision start after this drawing)
        self.draw()

    def tell(self, message: Any) -> None:
        """Say ``message`` on the screen shown, drawn at once."""
        self.state.message = message
        self.draw()
