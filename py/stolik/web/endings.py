"""Ending a game by the players: resigning (asked first) and draws, offered and answered as the
opponent allows (asked of the friend here, sent by link, never to the computer).
"""
from __future__ import annotations

from collections.abc import Callable

from stolik.web.link_play import LinkPlay
from stolik.web.opponents import Opponent, person_side
from stolik.web.page_state import PageState
from stolik.web.storage import SavedGame


class Endings:
    def __init__(self, state: PageState, link_play: LinkPlay, opponent: Callable[[], Opponent], *,
                 now: Callable[[], float], save: Callable[[SavedGame], None], stop_turns: Callable[[], None],
                 moving: Callable[[], bool], draw: Callable[[], None], focus_answer: Callable[[], None]) -> None:
        """``opponent``: the shown game's; ``moving``: a move is being shown (no question meanwhile);
        ``focus_answer``: put focus on the question's answer once it is drawn."""
        self.state, self.link_play, self.opponent = state, link_play, opponent
        self.now, self.save, self.stop_turns, self.moving = now, save, stop_turns, moving
        self.draw, self.focus_answer = draw, focus_answer

    def ask(self, question: str) -> None:
        """Ask ``question`` ("resign" or "draw") beside the board, while the game goes on."""
        session = self.state.session
        if session is not None and session.live and session.result() is None and not self.moving():
            self.state.asking = question
            self.draw()
            self.focus_answer()

    def offer_draw(self) -> None:
        session = self.state.session
        if session is None:
            return
        how = self.opponent().draw_offers
        if how == "asked":
            self.ask("draw")
        elif how == "sent":
            self.link_play.offer_draw()

    def cancel(self) -> None:
        self.state.asking = ""
        self.draw()

    def decline_draw(self) -> None:
        self.state.asking = ""
        self.link_play.offer_answered()
        self.state.message = lambda tr: tr("play.draw-declined")
        self.draw()

    def end(self, by: str) -> None:
        """The question answered: the game ends ``by`` "resign" or "draw"."""
        session = self.state.session
        if session is None or not session.live or session.result() is not None or not self.state.asking:
            return
        session.end(by, self.decider(by), self.now())
        self.link_play.offer_answered()        # answered: the link back carries the agreed draw
        self.save(session.saved)
        self.state.asking, self.state.message = "", ""
        self.stop_turns()
        if self.state.game is not None:
            self.state.game.clear()
        self.draw()

    def decider(self, by: str) -> int:
        """Who the ending names (Ending.player: the resigner, or whoever offered the draw): the person
        at this device resigns for themselves whoever is to move, and a draw accepted by link was the
        friend's offer; between friends here, the player to move, who resigns or offers."""
        session = self.state.session
        assert session is not None
        opponent = self.opponent()
        me = person_side(opponent)
        if me is None:
            return int(session.latest.to_move)
        return 1 - me if by == "draw" and opponent.draw_offers == "sent" else me
