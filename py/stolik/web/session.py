"""A game being played on screen: its saved entry, every state of its history, and where we look.

Pure logic (no browser), so the rules of undo and history stepping are tested under CPython.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType
from typing import Any

from stolik.core.record import replay
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

    def computer_to_move(self) -> bool:
        return self.live and self.latest.result() is None and self.saved.players.is_computer(self.latest.to_move)

    def human_to_move(self) -> bool:
        return self.live and self.latest.result() is None and not self.saved.players.is_computer(self.latest.to_move)

    def play(self, move: str, now: float) -> Any:
        """Play a move on the newest position (the engine checks it) and return the new state."""
        state = self.latest.play(move)
        self.states.append(state)
        self.saved = touch(self.saved, self.saved.record.with_moves(self.moves + (move,)), now)
        self.cursor = len(self.states) - 1
        return state

    def undo_count(self) -> int:
        """How many moves undo takes back: against the computer, back to your last decision."""
        if len(self.moves) == 0:
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

    def undo(self, now: float) -> int:
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
