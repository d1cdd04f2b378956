"""Every game keeps the game contract of core/game.py, checked the same way on random games of every variant.

STYLE.md 1, 2, 4 and 17, once for all four games: the same names in the same modules; a game is over
exactly when no move is legal, within GAME.max_plies; every listed move plays, describes itself and
is written back as listed by the game's own notation; malformed text raises MalformedMoveError and a
well-formed move that is not legal here IllegalMoveError, from play and from describe alike; the
unchecked path gives the state play gives; canonical answers a listed move itself and refuses the rest as play does; describe's places agree with the views around the move;
positions, views, reshuffles, records and replays round-trip. Each seed samples the options from
GAME.options, so the variants meet across the seeds. Golden playthroughs (test_golden.py) and the
fuzzer's mutated texts (test_fuzz.py) add to this; each game's own tests check its rules.
"""
from __future__ import annotations

import dataclasses
import importlib
import inspect
import json
import sys
from pathlib import Path
from typing import Any, Callable

import pytest

from stolik import games
from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError
from stolik.core.game import GameInfo, MoveInfo, Result
from stolik.core.record import Record, replay
from stolik.core.rng import Rng
from stolik.gore.notation import format_move, parse_move as gore_parse
from stolik.hive.notation import move_text, parse_move as hive_parse
from stolik.kosci.notation import PASS, ROLL, parse_outcome
from stolik.kosci.setup import RANDOM, parse_setup, setup_text
from stolik.schotten.notation import parse as schotten_parse, write as schotten_write

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from fuzz import sample_options  # noqa: E402  (scripts/fuzz.py: every option drawn from its choices)

GAMES = tuple(games.ENGINES)   # every registered game
SEEDS = (1, 2, 3, 4)
SAMPLE = 200            # legal moves described and rewritten per ply at most: Mądre kości's setup lists 20,160
MALFORMED = ("", "§", "no such move", "x" * 100_000, None, 7)
EARLIER = 40            # moves of earlier plies kept as well-formed candidates that are not legal now


def _kosci_written(state: Any, text: str) -> str:
    if text in (ROLL, PASS):
        return text
    if state.phase == "setup":
        placement = parse_setup(text, state.to_move)
        return RANDOM if placement is None else setup_text(placement)
    canonical = parse_outcome(text)
    if canonical is None:
        raise MalformedMoveError(f"{text!r} is not an outcome")
    return canonical


# Each game's notation, read and written back in a position: a move's text is its identity.
WRITTEN: dict[str, Callable[[Any, str], str]] = {
    "gore": lambda state, text: format_move(gore_parse(text)),
    "hive": lambda state, text: move_text(state.board, hive_parse(state.board, text)),
    "kosci": _kosci_written,
    "schotten": lambda state, text: schotten_write(schotten_parse(text)),
}

# What lies where in a view, by the names describe gives places (a hole, a cell, a square, a stone).
PLACES: dict[str, Callable[[dict[str, Any]], dict[str, list[str]]]] = {
    "gore": lambda view: {hole: [] for hole in view["labels"]},
    "hive": lambda view: {cell["cell"]: cell["stack"] for cell in view["cells"]},
    "kosci": lambda view: view["stacks"],
    "schotten": lambda view: {str(s["number"]): [*s["sides"][0], *s["sides"][1], *s["modes"]] for s in view["stones"]},
}


def test_every_registered_game_is_available():
    assert games.available() == list(GAMES)


def test_every_registered_game_says_how_its_notation_reads_and_its_view_places_things():
    """A new game adds its entries to WRITTEN and PLACES above: the contract tests below need them."""
    assert sorted(WRITTEN) == sorted(PLACES) == sorted(GAMES)


def _parameters(function: Callable[..., Any]) -> list[tuple[str, Any]]:
    return [(p.name, p.default) for p in inspect.signature(function).parameters.values()]


@pytest.mark.parametrize("key", GAMES)
def test_one_shape_of_contract(key):
    """GAME, State and new_game in <game>.state, from_position in <game>.position, one signature each,
    view naming its viewer, RULES one text per language (and rules_for(lang, options)), the unchecked path under one name."""
    engine = games.engine(key)
    state_module = importlib.import_module(f"stolik.{key}.state")
    assert sorted(engine.__all__) == ["GAME", "State", "from_position", "new_game"]
    assert (engine.GAME, engine.State, engine.new_game) == (state_module.GAME, state_module.State, state_module.new_game)
    assert engine.from_position is importlib.import_module(f"stolik.{key}.position").from_position
    assert isinstance(engine.GAME, GameInfo) and engine.GAME.key == key
    empty = inspect.Parameter.empty
    assert _parameters(engine.new_game) == [("options", None), ("seed", 0)]
    assert _parameters(engine.from_position) == [("text", empty), ("options", None)]
    assert _parameters(engine.State.view) == [("self", empty), ("player", None)]
    for name in ("legal_moves", "play", "result", "position", "describe", "canonical", "refusal"):
        assert _parameters(getattr(engine.State, name))[0] == ("self", empty), name
    assert hasattr(engine.State, "reshuffled") == (engine.GAME.chance != "none")
    fast = [n for n in dir(engine.State) if "unchecked" in n or n in ("apply", "push", "pop", "undo")]
    assert fast in ([], ["play_unchecked"])
    rules_text = importlib.import_module(f"stolik.{key}.rules_text")
    rules = rules_text.RULES
    assert set(rules) == {"en", "pl"} and all(isinstance(text, str) and text for text in rules.values())
    assert all(rules_text.rules_for(lang) == rules[lang] for lang in rules)   # the rules page asks with a game's options


class _Walk:
    """One random game of ``key`` from ``seed``, checked at every ply."""

    def __init__(self, key: str, seed: int) -> None:
        self.key, self.engine, self.rng = key, games.engine(key), Rng(seed)
        self.info: GameInfo = self.engine.GAME
        self.options = self.info.checked_options(sample_options(self.info, self.rng))
        self.seed = seed
        self.refused = 0                # well-formed moves refused as not legal, over the game

    def run(self) -> None:
        state = self.engine.new_game(self.options, self.seed)
        assert state.position() == self.engine.new_game(self.options, self.seed).position(), "same seed, same game"
        states, moves, earlier = [state], [], []
        for _ in range(self.info.max_plies + 1):
            legal = state.legal_moves()
            assert (state.result() is None) == bool(legal), "over exactly when no move is legal"
            if not legal:
                break
            assert len(moves) < self.info.max_plies and len(set(legal)) == len(legal), "each move listed once"
            self.views(state)
            self.position(state, legal)
            self.moves(state, legal, earlier)
            move = self.rng.choice(legal)
            state = self.step(state, move)
            states.append(state)
            moves.append(move)
            earlier = (legal + earlier)[:EARLIER]
        assert isinstance(state.result(), Result), "the game ended within GAME.max_plies"
        assert self.refused, "some well-formed move was refused as not legal"
        self.records(states, moves)

    def views(self, state: Any) -> None:
        """Plain JSON naming its viewer; nothing anyone sees changes when the unseen is drawn again."""
        seen = []
        for player in (0, 1, None):
            view = state.view(player)
            assert json.loads(json.dumps(view)) == view, "a view is plain JSON"
            assert (view["game"], view["viewer"], view["to_move"]) == (self.key, player, state.to_move)
            seen.append(view)
        if self.info.chance != "none":
            again = state.reshuffled(self.rng.below(1 << 32))
            assert [again.view(p) for p in (0, 1, None)] == seen and again.legal_moves() == state.legal_moves()

    def position(self, state: Any, legal: list[str]) -> None:
        text = state.position()
        again = self.engine.from_position(text, self.options)
        assert (again.position(), again.to_move, again.legal_moves()) == (text, state.to_move, legal)

    def moves(self, state: Any, legal: list[str], earlier: list[str]) -> None:
        """Listed moves: written as listed, described; malformed and not-legal texts refused by kind."""
        before = state.position()
        sample = legal if len(legal) <= SAMPLE else [self.rng.choice(legal) for _ in range(SAMPLE)]
        for move in sample:
            assert WRITTEN[self.key](state, move) == move, "a move's text is its identity"
            assert state.canonical(move) == move, "a listed move is its own canonical text"
            info = state.describe(move)
            assert isinstance(info, MoveInfo) and info.player == state.to_move and info.kind, (move, info)
            json.dumps(dataclasses.asdict(info))
        for text in MALFORMED + (self.rng.choice(legal) + "§",):
            for attempt in (state.play, state.describe, state.canonical):
                with pytest.raises(MalformedMoveError) as refused:
                    attempt(text)
                assert len(str(refused.value)) < 500, "hostile text is quoted short"
        for text in dict.fromkeys(earlier):
            if text not in legal and self.well_formed(state, text):
                self.refused += 1
                for attempt in (state.play, state.describe, state.canonical):
                    with pytest.raises(IllegalMoveError):
                        attempt(text)
        assert state.position() == before, "describing and refusing change nothing"

    def well_formed(self, state: Any, text: str) -> bool:
        try:
            return WRITTEN[self.key](state, text) == text
        except GameError:
            return False

    def step(self, state: Any, move: str) -> Any:
        """Play ``move``: the old state stays, the unchecked path agrees, describe's places match the views."""
        before, info = state.position(), state.describe(move)
        after = state.play(move)
        assert state.position() == before, "play leaves the old state alone"
        if hasattr(state, "play_unchecked"):
            assert state.play_unchecked(move) == after
        was, now = PLACES[self.key](state.view(None)), PLACES[self.key](after.view(None))
        for place, places in ((info.origin, was), (info.to, now)):
            if place is not None:
                assert place in places and (info.piece is None or info.piece in places[place]), (move, info)
        return after

    def records(self, states: list[Any], moves: list[str]) -> None:
        """The record replays every position; so does a record that starts from a position half-way."""
        record = Record(self.key, self.info.rules_version, self.options, self.seed, tuple(moves))
        again = Record.from_compact(record.to_compact())
        assert again == record
        rebuilt = replay(self.engine, again)
        assert [s.position() for s in rebuilt] == [s.position() for s in states]
        assert rebuilt[-1].result() == states[-1].result()
        start = states[len(states) // 2].position()
        state, played = self.engine.from_position(start, self.options), []
        while state.legal_moves() and len(played) < 20:
            played.append(self.rng.choice(state.legal_moves()))
            state = state.play(played[-1])
        shared = Record(self.key, self.info.rules_version, self.options, 0, tuple(played), start)
        assert replay(self.engine, Record.from_compact(shared.to_compact()))[-1].position() == state.position()


@pytest.mark.parametrize("key", GAMES)
@pytest.mark.parametrize("seed", SEEDS)
def test_random_games_keep_the_contract(key, seed):
    _Walk(key, seed).run()
