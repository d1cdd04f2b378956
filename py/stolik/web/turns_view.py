"""What the turn loop (web/turns.py) asks of the page: drawing, saying, sound and focus after a move."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stolik.web.display import Display
from stolik.web.link_play import LinkPlay
from stolik.web.page_state import PageState
from stolik.web.saved_games import SavedGames
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import SavedGame
from stolik.web.turns import Message


class TurnsView:
    def __init__(self, state: PageState, display: Display, settings: Settings, link_play: LinkPlay,
                 saved_games: SavedGames, board: Callable[[], str]) -> None:
        """``board``: the board's markup as it now is (an animation's frame)."""
        self.state, self.display, self.settings, self.board = state, display, settings, board
        self.link_play, self.saved_games = link_play, saved_games
        self.refocus = False          # after a move: focus goes back to the board once it is playable again

    def say(self, message: Message) -> None:
        self.state.message = message

    def draw(self, budget_ms: float | None = None) -> None:
        self.display.draw(budget_ms)

    def draw_soon(self) -> None:
        self.display.draw_soon()

    def draw_frame(self) -> None:
        self.display.draw_board(self.board())

    def reveal_status(self) -> None:
        self.display.reveal("status", above_only=True)

    def note_idle(self) -> None:
        self.display.note_idle()

    def animates(self) -> bool:
        return self.settings.motion_on and not self.display.still()

    def on_hold(self) -> bool:
        return self.state.choosing

    def let_go(self) -> None:
        self.display.let_go_of_focus()

    def played(self, session: Session, before: Any, move: str, *, by_opponent: bool, answered: bool) -> None:
        state, players = self.state, session.saved.players
        if players.by_link and players.offer == before.to_move ^ 1 and before.to_move == players.side:
            self.link_play.set_offer(-1)       # playing on instead of answering declines my friend's offer
            state.asking = ""
        elif session.device is not None and state.asking == "draw":
            state.asking = ""                  # in a secret game too (its link then carries no agreement)
        self.saved_games.save(session.saved)
        state.choosing = False
        if self.settings.sound_on:   # a click for a move; a cue when the computer has answered and it is your turn
            self.display.sound("your-turn" if answered else "click")
        if state.game is not None:
            state.game.after_move(before, move, by_opponent)
            state.game.clear()
        state.link = ""
        self.refocus = True
        state.message = ""                 # what the move did is told once the player has seen it

    def save(self, saved: SavedGame) -> None:
        self.saved_games.save(saved)
