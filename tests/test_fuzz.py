"""The fuzzer (scripts/fuzz.py) briefly on every game, and on a toy game with planted defects.

A failure message carries the one-line command that replays the failing game at length.
"""
from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from stolik import games
from stolik.core.errors import PositionError
from stolik.core.game import GameInfo, Option, Result, check_move_in

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import fuzz  # noqa: E402  (scripts/fuzz.py)

# Games per engine, so that all four together stay near 15 s under CPython (Hive is the slowest).
BRIEF_RUN = {"schotten": 40, "gore": 40, "kosci": 20, "hive": 10}


@pytest.mark.parametrize("key", games.available())
def test_random_games_of_every_variant_keep_the_contract(key):
    tally = fuzz.fuzz(games.engine(key), range(1, BRIEF_RUN.get(key, 10) + 1))
    assert tally.plies > tally.games, "the games were played, not stopped at the start"
    assert not tally.failures, "\n" + "\n".join(map(str, tally.failures))


# A toy game to show each check can fail: a pile of stones, take one or two, taking the last wins.
@dataclass(frozen=True)
class Pile:
    stones: int
    to_move: int

    def legal_moves(self) -> list[str]:
        return [f"take{n}" for n in (1, 2) if n <= self.stones]

    def play(self, move: str) -> "Pile":
        check_move_in(move, self.legal_moves(), "in the pile")
        return type(self)(self.stones - int(move[-1]), 1 - self.to_move)

    def result(self) -> Result | None:
        return None if self.stones else Result(1 - self.to_move, reason="last-stone")

    def view(self, player: int | None) -> dict[str, Any]:
        return {"stones": self.stones, "to_move": self.to_move}

    def position(self) -> str:
        return f"{self.stones} {self.to_move}"


class Lenient(Pile):
    def play(self, move: str) -> Pile:
        return super().play(move.strip().lower())


class Unchecked(Pile):
    def play(self, move: str) -> Pile:
        if move in ("take1", "take2"):          # the defect: well-formed is taken for legal
            return type(self)(max(self.stones - int(move[-1]), 0), 1 - self.to_move)
        return super().play(move)


class Crashes(Pile):
    def play(self, move: str) -> Pile:
        return super().play({m: m for m in self.legal_moves()}[move])


class ForgetsTurn(Pile):
    def position(self) -> str:
        return str(self.stones)


class EndsEarly(Pile):
    def result(self) -> Result | None:
        return None if self.stones > 1 else Result(1 - self.to_move, reason="last-stone")


class SetView(Pile):
    def view(self, player: int | None) -> dict[str, Any]:
        return {"moves": set(self.legal_moves())}


class Mutable(Pile):
    def play(self, move: str) -> Pile:
        after = super().play(move)
        object.__setattr__(self, "stones", after.stones)      # the defect: the old state moves too
        return after


def pile_engine(state: type[Pile]) -> SimpleNamespace:
    """An engine module in all but name, built around one kind of Pile state."""
    info = GameInfo("pile", "Pile", ("A", "B"), "none", False, (Option("stones", 7, (5, 7, 9)),), max_plies=9)

    def from_position(text: str, options: Any = None) -> Pile:
        stones, _, mover = text.partition(" ")
        if not stones.isdigit() or mover not in ("", "0", "1"):
            raise PositionError(f"{text!r} is not a pile")
        return state(int(stones), int(mover or 0))

    def new_game(options: dict[str, Any], seed: int) -> Pile:
        return state(info.checked_options(options)["stones"], 0)

    return SimpleNamespace(GAME=info, new_game=new_game, from_position=from_position)


def test_a_sound_toy_game_passes():
    tally = fuzz.fuzz(pile_engine(Pile), range(1, 31))
    assert tally.games == 30 and not tally.failures, "\n".join(map(str, tally.failures))


@pytest.mark.parametrize("state, check", [
    (Lenient, "mutated move text"),
    (Crashes, "mutated move text"),
    (Unchecked, "mutated move text"),
    (ForgetsTurn, "position round-trip"),
    (EndsEarly, "terminal iff no legal moves, within max_plies"),
    (SetView, "view is JSON"),
    (Mutable, "old state unchanged"),
])
def test_each_planted_defect_is_found_with_its_replay_command(state, check):
    failures = fuzz.fuzz(pile_engine(state), range(1, 31)).failures
    assert check in {f.check for f in failures}
    assert f"scripts/fuzz --games 1 --game pile --seed {failures[0].seed}" in str(failures[0])
