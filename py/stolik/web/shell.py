"""The shell: its parts made and wired together, and every command the page's controls send, by name.

Pure: the page (web/app.py) gives it a ``Host``, a ``Display`` and the computer's client, and turns
browser events into the commands here; the CPython tests give it fakes and play whole games through it.
One redraw follows each command (the parts draw through ``Display.draw``).
"""
from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, Protocol

from stolik.core.errors import GameError
from stolik.core.rng import Rng
from stolik.web import storage
from stolik.web.analysis import Analysis
from stolik.web.display import Display
from stolik.web.endings import Endings
from stolik.web.host import Host
from stolik.web.link_play import LinkPlay
from stolik.web.new_game import NewGameForm
from stolik.web.lessons import Lessons
from stolik.web.page_state import BOARD_SCREENS, PageState
from stolik.web.puzzles import Puzzles, ReadCollection
from stolik.web.retrying import Retrying
from stolik.web.reviewing import Reviewing
from stolik.web.router import Failure, Router
from stolik.web.saved_games import SavedGames
from stolik.web.settings import Settings
from stolik.web.setup import Setup
from stolik.web.sharing import Sharing
from stolik.web.shell_view import ShellView
from stolik.web.turns import Turns
from stolik.web.turns_view import TurnsView


class ComputerClient(Protocol):
    """The computer's worker as the shell uses it (web/ai_client.py in the page)."""

    def choose(self, game: str, record_json: str, level: str, seed: int) -> Awaitable[str]: ...
    def evaluate(self, game: str, record_json: str) -> Awaitable[str]: ...
    def line(self, game: str, record_json: str, first: str) -> Awaitable[str]: ...
    def analyse(self, game: str, position: str, seconds: float) -> Awaitable[str]: ...
    def cancel(self, kind: str | None = None) -> None: ...
    def warm_up(self) -> asyncio.Future[Any]: ...
    def ready(self) -> bool: ...


@dataclass(frozen=True)
class Control:
    """A control the player used, as the page reads it: its ``data-*`` attributes."""

    action: str
    value: str | None = None     # data-value
    game: str = ""               # data-game
    ident: str = ""              # data-id: a saved game's
    index: int = 0               # data-index: a move's
    key: str = ""                # a selector that finds the control again (focus returns to it)


class Shell:
    def __init__(self, host: Host, rng: Rng, language: str, display: Display, computer: ComputerClient,
                 games: frozenset[str], *, failure: Failure, make_qr: Callable[[str, str], Awaitable[str]],
                 show_qr: Callable[[str, str], None], read_puzzles: ReadCollection,
                 start_now: Callable[[Any], asyncio.Task[None]] = asyncio.ensure_future,
                 load_secret_deck: Callable[[], object] = lambda: None) -> None:
        """``games``: the games whose screen exists; ``failure`` turns an error into a message (and
        tells the console); ``make_qr``/``show_qr``: a move link's QR code (web/link_play.py);
        ``read_puzzles``: a game's puzzle collection as JSON text (web/puzzles.py);
        ``load_secret_deck``: fetch python-ecdsa (the page's), when Schotten's form may start a secret game."""
        self.host, self.rng, self.display, self.computer, self.games = host, rng, display, computer, games
        state = self.state = PageState()
        draw = self.draw
        self.settings = settings = Settings(host, language)
        self.saved_games = saved = SavedGames(host, settings, session=lambda: state.session, open_game=self.open_game,
                                              show_home=self.show_home, tell=self.tell, stop_computer=computer.cancel)
        self.link_play = LinkPlay(host, games=games, session=lambda: state.session, settings=settings,
                                  open_game=self.open_game, save=saved.save, tell=self.say, go_home=self.show_home,
                                  failure=failure, draw=draw, make_qr=make_qr, show_qr=show_qr)
        self.turns_view = TurnsView(state, display, settings, self.link_play, saved, lambda: self.view.board())
        self.turns = turns = Turns(host, self.turns_view, self.choose, computer.cancel, start_now)
        self.puzzles = puzzles = Puzzles(host, state, settings, games, read=read_puzzles, start=start_now, draw=draw,
                                              focus=display.focus, to_board=display.to_board)
        self.lessons = lessons = Lessons(host, state, settings, games, draw=draw, focus=display.focus, to_board=display.to_board)
        self.sharing = Sharing(host, state, draw)
        self.setup = setup = Setup(host, state, games, draw=draw, start_game=saved.start_game, send_link=self.sharing.link,
                                   show_home=self.show_home)
        self.reviewing = Reviewing(lambda: state.session, computer.evaluate, computer.line, computer.cancel, draw, self.say)
        self.retrying = retrying = Retrying(state, settings, self.reviewing.shown, computer.evaluate, store=host.store,
                                            start=start_now,
                                            draw=draw, focus=display.focus, to_board=display.to_board)
        self.analysis = analysis = Analysis(state, settings, games, analyse=computer.analyse, cancel=computer.cancel,
                                            start=start_now, draw=draw, show_home=self.show_home)
        # the exercises on a game's board, by their screen: each takes the moves made on it
        self.exercises: dict[str, Puzzles | Lessons | Retrying | Setup | Analysis] = {
            "puzzle": puzzles, "lesson": lessons, "retry": retrying, "setup": setup, "analysis": analysis}
        self.view = ShellView(state, settings, turns, self.reviewing, self.link_play, saved, games, computer.ready, puzzles,
                              lessons, retrying, setup, analysis)
        self.router = Router(host, state, settings, turns, saved, self.link_play, games, failure=failure,
                             stop_computer=computer.cancel, warm_up=computer.warm_up, draw=draw, open_puzzles=puzzles.route,
                             open_lessons=lessons.route, open_setup=setup.route, open_analysis=analysis.route,
                             review=self.review)
        self.endings = Endings(state, self.link_play, lambda: turns.opponent, now=host.now, save=saved.save,
                               stop_turns=turns.stop, moving=lambda: turns.animating, draw=draw,
                               focus_answer=lambda: display.focus(".ask .danger, .ask .primary"))
        self.new_game = NewGameForm(state, settings, saved, rng, games, warm_up=computer.warm_up, draw=draw,
                                    go_on=turns.go_on, load_secret_deck=load_secret_deck)
        self.failure = failure
        step, endings = turns.step, self.endings
        # Every data-action the shell answers (tests/web/test_action_table.py checks each control of the
        # markup is answered here, by the screen or tool shown, or on change or submit); the rest goes on
        # to the screen or tool (screen_action).
        self.actions: dict[str, Callable[[Control], object]] = {
            "link-keep": lambda _c: self.link_play.keep_pending(), "link-replace": lambda _c: self.link_play.replace_pending(),
            "link-qr": lambda _c: self.link_play.show_code(), "link-copy": lambda _c: self.link_play.copy(),
            "link-share": lambda _c: self.link_play.share(), "to-board": lambda _c: display.to_board(),
            "review": self.review, "review-stop": lambda _c: self.reviewing.stop() and draw(),
            "rematch": lambda _c: saved.rematch(), "next-game": self.next_game,
            "new": self.open_form, "close-dialog": lambda _c: self.close_dialog(),
            "resign": lambda _c: endings.ask("resign"), "offer-draw": lambda _c: endings.offer_draw(),
            "ask-cancel": lambda _c: endings.cancel(), "resign-confirm": lambda _c: endings.end("resign"),
            "draw-accept": lambda _c: endings.end("draw"), "draw-decline": lambda _c: endings.decline_draw(),
            "undo": lambda _c: turns.undo(), "first": lambda _c: step("first"), "back": lambda _c: step("back"),
            "forward": lambda _c: step("forward"), "last": lambda _c: step("last"),
            "goto": lambda c: turns.goto(c.index), "flip": self.flip, "skip": lambda _c: turns.skip(),
            "share": lambda _c: self.sharing.game(), "share-position": lambda _c: self.sharing.position(),
            "delete": lambda c: self.drawn_after(saved.ask_delete, c.ident),
            "delete-confirm": lambda c: self.drawn_after(saved.delete, c.ident),
            "delete-cancel": lambda _c: self.drawn_after(saved.keep), "export": lambda c: saved.export(c.ident),
            "sound": self.toggle_sound, "hint": self.hint, "motion": self.toggle_motion,
            "copy-text": lambda c: self.sharing.text(c.value or ""),
            "lang": lambda _c: self.drawn_after(settings.toggle_language),
            "puzzle-retry": lambda _c: puzzles.try_again(), "puzzle-answer": lambda _c: puzzles.show_answer(),
            "puzzle-next": lambda _c: puzzles.next_puzzle(),
            "lesson-next": lambda _c: lessons.next_step(), "lesson-again": lambda _c: lessons.again(),
            "retry-mistakes": lambda _c: retrying.begin(), "retry-again": lambda _c: retrying.try_again(),
            "retry-answer": lambda _c: retrying.show_answer(), "retry-next": lambda _c: retrying.next_mistake(),
            "retry-back": lambda _c: retrying.back(), "retry-kept": lambda c: retrying.begin_kept(c.game),
            "setup-computer": lambda _c: setup.play_computer(), "setup-friend": lambda _c: setup.play_friend(),
            "setup-link": lambda _c: setup.copy_link(),
            "analysis-first": lambda _c: analysis.go("first"), "analysis-back": lambda _c: analysis.go("back"),
            "analysis-forward": lambda _c: analysis.go("forward"), "analysis-last": lambda _c: analysis.go("last"),
            "analysis-goto": lambda c: analysis.go("goto", c.index), "analysis-remove": lambda c: analysis.go("remove", c.index),
            "analysis-play": lambda c: analysis.move(c.value or ""), "analysis-engine": lambda _c: analysis.toggle_engine(),
            "analyse": lambda _c: analysis.begin(), "analysis-leave": lambda _c: analysis.back(),
            "analyse-better": lambda _c: analysis.begin(self.reviewing.better_line())}

    # -- what the parts ask of each other ------------------------------------------------------
    def draw(self) -> None:
        self.display.draw()

    def drawn_after(self, command: Callable[..., object], *args: Any) -> None:
        command(*args)
        self.draw()

    def choose(self, game: str, record_json: str, level: str, seed: int) -> Awaitable[str]:
        """The computer's move (a hint's too) from the worker; while it starts, "starting the computer…"
        shows, and turns into "thinking" once it has."""
        if not self.computer.ready():
            self.computer.warm_up().add_done_callback(lambda _boot: self.display.draw_soon())
        return self.computer.choose(game, record_json, level, seed)

    def say(self, message: Any) -> None:
        self.state.message = message

    def tell(self, message: Any) -> None:
        self.router.tell(message)

    def open_game(self, saved: storage.SavedGame) -> None:
        self.router.open_game(saved)

    def show_home(self, error: Any = "") -> None:
        self.router.show_home(error)

    def interactive(self) -> bool:
        exercise = self.exercises.get(self.state.screen)
        if exercise is not None:
            return exercise.solving()
        return self.turns.person_may_move()    # (by link, not while the friend's move is to come in a link)

    def position(self) -> Any:
        """The position the board shown takes input on: the game's, the puzzle's or the lesson's (None: no board)."""
        exercise = self.exercises.get(self.state.screen)
        if exercise is not None:
            return exercise.position
        return self.state.session.state if self.state.session is not None else None

    # -- commands ---------------------------------------------------------------------------------
    def act(self, control: Control) -> None:
        """A control used: the shell's own action, else the tool's or game's shown."""
        handler = self.actions.get(control.action)
        if handler is not None:
            handler(control)
        else:
            self.screen_action(control.action, control.value)
        self.reviewing.follow()        # at a graded move now shown: its better line asked

    def screen_action(self, action: str, value: str | None) -> None:
        """An action the shell does not know belongs to the tool, setup or game shown."""
        state = self.state
        if state.screen == "tool" and state.tool is not None:
            if state.tool.action(action, value):
                self.draw()
        elif state.screen == "setup":
            if self.setup.action(action, value):
                self.draw()
        elif state.screen in BOARD_SCREENS and self.position() is not None and state.game is not None:
            if state.game.on_action(action, value, self.position()):
                self.draw()

    def human_move(self, move: str) -> None:
        exercise = self.exercises.get(self.state.screen)
        if exercise is not None:
            return exercise.move(move)
        self.turns.human_move(move)

    def select(self, value: str) -> None:
        """A board element chosen (click, key or drop): the screen may answer with a move to play."""
        game, position = self.state.game, self.position()
        move = game.on_select(value, position) if game is not None and position is not None else None
        if move:
            self.human_move(move)
        else:
            self.draw()

    def dropped(self, dragged: str, target: str) -> None:
        """A piece carried onto a target: what clicking one, then the other, does."""
        if self.state.game is not None and self.position() is not None:
            self.state.game.on_select(dragged, self.position())
            self.select(target)

    def clear_choice(self) -> bool:
        """Escape on the play screen: the piece or card chosen is let go."""
        if self.state.game is not None and self.state.screen in BOARD_SCREENS and self.state.game.clear():
            self.draw()
            return True
        return False

    def import_text(self, text: str) -> None:
        """A file of saved games read (web/saved_games.py): imported, or why not."""
        state = self.state
        try:
            self.saved_games.import_text(text)
        except (GameError, storage.StorageFull) as exc:
            state.error, state.message = self.failure("error.file", exc), ""
            return self.draw()
        state.error, state.message = "", (lambda tr: tr("home.imported"))
        self.draw()

    def form_sent(self, purpose: str, game: str, fields: dict[str, str]) -> None:
        if purpose == "players":
            return self.new_game.players_chosen(fields)
        self.new_game.sent(game, fields)

    def open_form(self, control: Control) -> None:
        if self.new_game.open(control.game, control.key):
            self.display.focus(".dialog input")

    def close_dialog(self) -> None:
        self.new_game.close()
        if self.state.opener:
            self.display.focus(self.state.opener)   # back where the player was before the dialog

    def review(self, _control: Control | None = None) -> bool:
        """Review the game from its start: each position's chance asked of the worker in turn (by the Review
        button, or at once when a link asks for it: web/router.py). False: not now, nothing drawn."""
        session = self.state.session
        if session is None or self.turns.animating or self.turns.thinking:
            return False
        run = self.reviewing.start(session)
        if run is None:
            return False
        self.draw()
        self.display.reveal("review")   # under the controls: at 1280x800 it opened below the fold
        asyncio.ensure_future(self.reviewing.run(session, run))
        return True

    def next_game(self, _control: Control) -> None:
        if self.state.game is not None:
            self.saved_games.next_game(self.state.game)

    def flip(self, _control: Control) -> None:
        if self.state.session is not None:
            self.state.session.flipped = not self.state.session.flipped
            self.draw()

    def hint(self, _control: Control) -> None:
        """The computer's move for the player to move: marked on the board and said, never played."""
        if self.turns.ask_hint():
            # the first hint of a page starts the computer (a few seconds): the status says so until it has
            ready = self.computer.ready
            self.state.message = lambda tr: tr("play.hint-thinking" if ready() else "play.hint-starting")
            self.draw()

    def toggle_sound(self, _control: Control) -> None:
        if self.settings.toggle_sound():
            self.display.sound("click")      # made inside the click, so the browser lets the page play sound
        self.display.update_chrome()

    def toggle_motion(self, _control: Control) -> None:
        """Moves animate or not (the header's toggle, remembered on this device; the system's
        "reduce motion" turns them off as well)."""
        self.settings.toggle_motion()
        self.display.update_chrome()
