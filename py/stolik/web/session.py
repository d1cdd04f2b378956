"""A game being played on screen: its saved entry, every state of its history, and where we look.

Pure logic (no browser), so the rules of undo and history stepping are tested under CPython.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from stolik.core.record import Ending, replay
from stolik.games import engine as engine_of
from stolik.web.storage import SavedGame, touch


@dataclass
class Session:
    saved: SavedGame
    engine: ModuleType
    states: list[Any]
    cursor: int = 0                 # index into states of the position shown
    flipped: bool = False
    notices: list[str] = field(default_factory=list)
    move_texts: dict[tuple[Any, ...], str] = field(default_factory=dict)   # the move list's lines, made once each

    @classmethod
    def open(cls, saved: SavedGame) -> "Session":
        """Replay a saved game; RecordError if its record does not replay."""
        engine = engine_of(saved.record.game)
        states = replay(engine, saved.record)
        return cls(saved, engine, states, cursor=len(states) - 1, flipped=saved.players.is_computer(0))

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
        self.saved = touch(self.saved, self.saved.record.with_end(Ending(by, player)), now)

    def play(self, move: str, now: float) -> Any:
        """Play a move on the newest position (the engine checks it) and return the new state."""
        state = self.latest.play(move)
        self.states.append(state)
        self.saved = touch(self.saved, self.saved.record.with_moves(self.moves + (move,)), now)
        self.cursor = len(self.states) - 1
        return state

    def undo_count(self) -> int:
        """How many moves undo takes back: against the computer, back to your last decision.

        None once the players have ended the game: a resignation or an agreed draw stands.
        """
        if len(self.moves) == 0 or self.saved.record.end is not None:
            return 0
        if self.saved.players.mode != "computer":
            return 1
        count = 0
        while count < len(self.moves):
            count += 1
            before = self.states[-1 - count]
            if not self.saved.players.is_computer(before.to_move):
                return count
        return 0   # only computer moves so far: nothing of yours to take back

    def undo(self, now: float, salt: int = 0) -> int:
        """Take moves back; in a game of chance what nobody has seen is shuffled again by ``salt``, so an
        undo never shows the next card or roll (the record keeps the reshuffle: replays stay exact)."""
        count = self.undo_count()
        if count:
            del self.states[-count:]
            record = self.saved.record.with_moves(self.moves[:-count])
            if self.engine.GAME.chance != "none":
                record = record.with_reshuffle(salt)
                self.states[-1] = self.states[-1].reshuffled(record.reshuffles[-1][1])
            self.saved = touch(self.saved, record, now)
            self.cursor = len(self.states) - 1
        return count

    def step(self, delta: int) -> None:
        self.cursor = max(0, min(len(self.states) - 1, self.cursor + delta))

    def goto(self, index: int) -> None:
        self.cursor = max(0, min(len(self.states) - 1, index))
