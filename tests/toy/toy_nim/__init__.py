"""Nim for the shell's tests: seven counters, take 1-3 a turn, whoever takes the last one wins."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stolik.core.game import GameInfo, MoveInfo, Result, check_move_in

GAME = GameInfo(key="toy", title="Nim", players=("A", "B"), chance="none", hidden_information=False, options=(),
                max_plies=7)


@dataclass(frozen=True)
class State:
    left: int = 7
    to_move: int = 0

    def legal_moves(self) -> list[str]:
        return [str(take) for take in (1, 2, 3) if take <= self.left]

    def play(self, move: str) -> "State":
        check_move_in(move, self.legal_moves(), "in Nim")
        return State(self.left - int(move), 1 - self.to_move)

    def result(self) -> Result | None:
        return Result(1 - self.to_move, reason="last") if self.left == 0 else None

    def view(self, player: int | None = None) -> dict[str, Any]:
        return {"left": self.left}

    def position(self) -> str:
        return f"{self.left} {'AB'[self.to_move]}"

    def describe(self, move: str) -> MoveInfo:
        return MoveInfo("take", self.to_move, to=move)

    def canonical(self, text: str) -> str:
        return text.strip()


def new_game(options: dict[str, Any], seed: int) -> State:
    return State()


def from_position(text: str, options: dict[str, Any] | None = None) -> State:
    left, mover = text.split()
    return State(int(left), "AB".index(mover))
