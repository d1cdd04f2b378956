"""A game being played on screen: its saved entry, every state of its history, and where we look.

Pure logic (no browser), so the rules of undo and history stepping are tested under CPython.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from types import ModuleType
from typing import Any

from stolik.core.record import Ending, replay
from stolik.games import engine as engine_of
from stolik.web.storage import SavedGame, touch


@dataclass(frozen=True)
class TakeBack:
    """What Undo may take back: ``count`` moves; when none, ``stopped_by`` names the chance that a move
    showed ("roll", "draw", "lot"), for the message that says why (a seen outcome is never taken back)."""

    count: int
    stopped_by: str = ""


@dataclass
class Session:
    saved: SavedGame
    engine: ModuleType
    states: list[Any]
    cursor: int = 0                 # index into states of the position shown
    flipped: bool = False
    notices: list[str] = field(default_factory=list)
    move_texts: dict[tuple[Any, ...], str] = field(default_factory=dict)   # the move list's lines, made once each
    _take_back: tuple[Any, "TakeBack"] | None = field(default=None, repr=False)   # for this record and players
    # A game dealt by the secret deck: this device's side (schotten.device_game.DeviceGame), which plays its moves.
    # Typed Any, not imported even for the type checker: scripts/build would count that import as one made at
    # start-up and put python-ecdsa's curve into the page's memory snapshot, which loads no python-ecdsa.
    device: Any = None
    # A long duel by link (schotten.device_match.DeviceMatch): all its games; ``device`` is the one shown, the
    # game after the earlier results the saved entry's ``match`` lists. Typed Any for the same reason.
    duel: Any = None

    @classmethod
    def open(cls, saved: SavedGame) -> "Session":
        """Replay a saved game; RecordError if its record does not replay."""
        engine = engine_of(saved.record.game)
        if saved.secret is not None:
            from stolik.web import secret_sides

            duel, device = secret_sides.load(saved.secret, len(saved.match))
            states, moves, start = secret_sides.shown(device)
            saved = replace(saved, record=replace(saved.record, moves=moves, start=start))
            return cls(saved, engine, states, cursor=len(states) - 1, device=device, duel=duel)
        states = replay(engine, saved.record)
        return cls(saved, engine, states, cursor=len(states) - 1, flipped=saved.players.is_computer(0))

    def may_move(self) -> bool:
        """A move may be played here now: always, but in a secret game only while this device's player may
        (not while a draw of theirs waits for its share in the friend's next link)."""
        return self.device is None or self.device.can_move()

    def may_resign(self) -> bool:
        """A player may resign at any time, as in every game by link (see DeviceGame.may_resign)."""
        return self.device is None or bool(self.device.may_resign())

    def offer_draw(self, now: float) -> None:
        """A secret game: my next link offers a draw (in other games ``Players.offer`` keeps the offer)."""
        self._side().offer_draw()
        self._from_device(now)

    def _side(self) -> Any:
        """What plays this device's side of a secret game: the duel (it deals the next game), else the game."""
        assert self.device is not None
        return self.duel if self.duel is not None else self.device

    def _from_device(self, now: float) -> None:
        """The saved entry and the states after the secret game's device changed."""
        if self.duel is not None:
            self.device = self.duel.games[len(self.saved.match)]   # a link taken makes the duel's games anew
        device = self.device
        assert device is not None
        was_live = self.live
        from stolik.web import secret_sides

        self.states, moves, start = secret_sides.shown(device)
        record = replace(self.saved.record.with_moves(moves), start=start)
        if device.ending is not None and record.end is None:
            record = record.with_end(Ending(*device.ending))
        self.saved = replace(touch(self.saved, record, now), secret=self._side().to_json())
        if was_live:
            self.cursor = len(self.states) - 1

    def receive_secret(self, token: str, now: float) -> str:
        """A link of the secret game taken by its device (see DeviceGame.receive), kept when taken. In a duel,
        a link that brings moves of a later game than the one shown shows that game."""
        verdict = str(self._side().receive(token))
        if verdict == "taken":
            self._from_device(now)
            while self.duel is not None and self.next_dealt() and self.duel.games[-1].move_texts():
                self.next_game(now)
        return verdict

    def next_dealt(self) -> bool:
        """A long duel by link whose game shown is over and whose next game has been dealt here."""
        games = self.duel.games if self.duel is not None else []
        shown = len(self.saved.match)
        return shown + 1 < len(games) and games[shown].over and games[shown + 1].dealt

    def duel_goes_on(self) -> bool:
        """A long duel by link not decided yet: another game follows the one shown, over or not."""
        return self.duel is not None and not self.duel.over

    def next_game(self, now: float) -> None:
        """The duel's next game, dealt by the links that closed the one shown, is shown on the same entry."""
        from stolik.web.secret_sides import options_of

        assert self.next_dealt() and self.result() is not None
        earlier = self.saved.match + (self.result(),)
        following = self.duel.games[len(earlier)]
        record = replace(self.saved.record, options=options_of(self.duel, following), moves=(), end=None)
        self.saved = replace(self.saved, record=record, match=earlier)
        self._from_device(now)
        self.cursor = len(self.states) - 1

    @property
    def moves(self) -> tuple[str, ...]:
        return self.saved.record.moves

    @property
    def live(self) -> bool:
        """True when the newest position is shown (moves can be played only then)."""
        return self.cursor == len(self.states) - 1

    @property
    def state(self) -> Any:
        return self.states[self.cursor]

    @property
    def latest(self) -> Any:
        return self.states[-1]

    def result(self) -> Any:
        """How the game ended: by the players (resigned, draw agreed) or by the rules; None while it goes on."""
        end = self.saved.record.end
        return end.result() if end is not None else self.latest.result()

    def shown_result(self) -> Any:
        """The result to show with the position on screen: the game's own only at its newest position."""
        return self.result() if self.live else self.state.result()

    def computer_to_move(self) -> bool:
        return self.live and self.result() is None and self.saved.players.is_computer(self.latest.to_move)

    def human_to_move(self) -> bool:
        return self.live and self.result() is None and not self.saved.players.is_computer(self.latest.to_move)

    def end(self, by: str, player: int, now: float) -> None:
        """The players end the game: ``player`` resigns (by="resign") or a draw ``player`` offered is agreed."""
        if self.device is not None:           # the resignation or the agreed draw travels with this device's key
            self._side().resign() if by == "resign" else self._side().agree_draw()
            return self._from_device(now)
        self.saved = touch(self.saved, self.saved.record.with_end(Ending(by, player)), now)

    def play(self, move: str, now: float) -> Any:
        """Play a move on the newest position (the engine checks it) and return the new state. A player
        looking back through the history stays where they are (the computer's answer came in meanwhile)."""
        if self.device is not None:
            self._side().play(move)
            self._from_device(now)
            return self.latest
        state = self.latest.play(move)
        was_live = self.live
        self.states.append(state)
        self.saved = touch(self.saved, self.saved.record.with_moves(self.moves + (move,)), now)
        if was_live:
            self.cursor = len(self.states) - 1
        return state

    def undo_count(self) -> int:
        """How many moves Undo takes back now (0: none)."""
        return self.take_back().count

    def take_back(self) -> "TakeBack":
        """What Undo may take back: the moves back to the last real decision of whoever undoes (anyone's
        between friends, yours against the computer or by link), never a move that showed chance.

        Nothing once the players have ended the game (a resignation or an agreed draw stands); by link,
        nothing a sent link already holds. A move that was the only one legal (a forced pass) is no
        decision: it goes back with the decision before it, or Undo would only see it played again.
        """
        asked = (self.saved.record, self.saved.players)
        if self._take_back is None or self._take_back[0] != asked:
            self._take_back = (asked, self._find_take_back())
        return self._take_back[1]

    def _find_take_back(self) -> "TakeBack":
        players, moves = self.saved.players, self.moves
        if not moves or self.saved.record.end is not None or self.device is not None:   # a secret game's move went with its draw
            return TakeBack(0)
        floor = players.sent if players.by_link else 0
        for index in range(len(moves) - 1, floor - 1, -1):
            before = self.states[index]
            chance = before.describe(moves[index]).chance
            if chance:
                return TakeBack(0, chance)
            mover = before.to_move
            mine = (not players.is_computer(mover)) if players.mode == "computer" else \
                (mover == players.side) if players.by_link else True
            if mine and len(before.legal_moves()) > 1:
                return TakeBack(len(moves) - index)
        return TakeBack(0)

    def undo(self, now: float) -> int:
        """Take back what ``take_back`` allows and return how many moves that was (0: nothing)."""
        count = self.undo_count()
        if count:
            del self.states[-count:]
            self.saved = touch(self.saved, self.saved.record.with_moves(self.moves[:-count]), now)
            self.cursor = len(self.states) - 1
        return count

    def step(self, delta: int) -> None:
        self.cursor = max(0, min(len(self.states) - 1, self.cursor + delta))

    def goto(self, index: int) -> None:
        self.cursor = max(0, min(len(self.states) - 1, index))
