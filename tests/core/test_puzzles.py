"""Puzzles: the finder (core/puzzle_finder.py) on Goré, the collection format and the puzzle of the day.

The finder runs here with shallow searches and short self-play games, so the tests stay quick; the
shipped collection is checked with the game's own verifying search on a small sample.
"""
from __future__ import annotations

import json
import sys
from dataclasses import replace
from datetime import date, timedelta
from itertools import islice
from pathlib import Path

import pytest

from stolik.core.errors import RecordError
from stolik.core.game import Result
from stolik.core.puzzle import Puzzle, collection_json, daily, read_collection
from stolik.core.puzzle_finder import LEAST_SOLVED_CHANCE, Settings, Tally, examine, find, recheck, solve
from stolik.core.search import Limit
from stolik.gore.puzzles import SOURCE

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "assets" / "puzzles"
sys.path.insert(0, str(ROOT / "scripts"))

import puzzles as command  # noqa: E402  (scripts/puzzles.py)

QUICK = Settings(find=Limit(depth=4), verify=Limit(depth=6), plies=40)
CHAIN = "0,1,0,3,1,3,1,0 SSSSNNNN 18:21 S"     # S4 ends in N1 and takes N1..N3: 8 seeds and the game


def test_the_same_seed_finds_the_same_puzzles():
    first, tally = list(islice(find(SOURCE, 3, QUICK, games=4), 2)), Tally()
    again = list(islice(find(SOURCE, 3, QUICK, tally, games=4), 2))
    assert first == again
    assert first, "four short games hold a puzzle at these depths"
    assert tally.positions >= tally.candidates >= tally.verified == len(again)


def test_every_found_puzzle_is_clearly_best_by_the_verifying_search_from_its_own_text():
    for puzzle in islice(find(SOURCE, 3, QUICK, games=4), 2):
        assert puzzle.game == "gore" and puzzle.id.startswith("gore-")
        assert puzzle.theme in ("capture", "capture-chain", "exchange")
        assert recheck(SOURCE, puzzle, QUICK.verify)
        assert solve(SOURCE, SOURCE.load(puzzle.position), QUICK.verify) == puzzle.solution


def test_a_capture_chain_is_found_and_named():
    puzzle = examine(SOURCE, CHAIN, QUICK)
    assert puzzle is not None
    assert (puzzle.solution, puzzle.theme) == (("S4",), "capture-chain")
    assert puzzle == Puzzle.named("gore", CHAIN, ("S4",), "capture-chain")


def test_a_wrong_answer_does_not_pass_the_check():
    right = Puzzle.named("gore", CHAIN, ("S4",), "capture-chain")
    assert recheck(SOURCE, right, QUICK.verify)
    assert not recheck(SOURCE, replace(right, solution=("S2",)), QUICK.verify)


def test_a_position_with_no_capture_and_no_offer_is_not_searched():
    tally = Tally()
    assert examine(SOURCE, "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S", QUICK, tally) is None
    assert tally.positions == 0


def test_a_collection_round_trips_and_a_newer_version_is_refused():
    puzzles = [Puzzle.named("gore", CHAIN, ("S4",), "capture-chain")]
    data = json.loads(json.dumps(collection_json("gore", 7, puzzles)))
    assert read_collection(data) == puzzles
    with pytest.raises(RecordError, match="version 2"):
        read_collection({**data, "version": 2})
    with pytest.raises(RecordError, match="solution"):
        read_collection({**data, "puzzles": [{"id": "gore-x", "position": CHAIN, "theme": "capture"}]})


def _collection(n: int) -> list[Puzzle]:
    return [Puzzle(f"gore-{i:03}", "gore", CHAIN, ("S4",), "capture") for i in range(n)]


def test_the_daily_puzzle_is_a_function_of_the_date_and_the_collection():
    puzzles = _collection(10)
    day = date(2026, 12, 4)
    assert daily(puzzles, day) == daily(list(reversed(puzzles)), day)     # not the file's order
    assert daily(puzzles, day) == daily(_collection(10), day)             # another device, same answer
    assert [daily(puzzles, day + timedelta(days=k)) for k in range(3)] != [puzzles[0]] * 3


def test_no_daily_puzzle_comes_twice_before_every_other_came_once():
    puzzles = _collection(7)
    start = date.fromordinal(7 * 105_000)                                 # the first day of a round
    for round_start in (start, start + timedelta(days=7)):
        days = [daily(puzzles, round_start + timedelta(days=k)).id for k in range(7)]
        assert sorted(days) == [p.id for p in puzzles]
    first = [daily(puzzles, start + timedelta(days=k)).id for k in range(7)]
    second = [daily(puzzles, start + timedelta(days=7 + k)).id for k in range(7)]
    assert first != second, "each round has its own order"
    with pytest.raises(ValueError):
        daily([], start)


@pytest.mark.parametrize("key", sorted(command.sources()))
def test_a_sample_of_each_shipped_collection_stands_by_the_verifying_search(key):
    """What ``scripts/puzzles --check`` does for all of them: here three, with the game's own verifying search."""
    path = SHIPPED / f"{key}.json"
    if not path.is_file():
        pytest.skip(f"no {key} collection written yet")
    module = command.sources()[key]
    puzzles = read_collection(json.loads(path.read_text(encoding="utf-8")))
    assert puzzles and {p.game for p in puzzles} == {key}
    assert len({p.id for p in puzzles}) == len(puzzles) == len({p.position for p in puzzles})
    for puzzle in puzzles[::max(1, len(puzzles) // 3)][:3]:
        assert recheck(module.SOURCE, puzzle, module.SETTINGS.verify), puzzle
        assert module.SOURCE.theme(module.SOURCE.load(puzzle.position), puzzle.solution) == puzzle.theme


def test_the_check_command_passes_a_right_collection_and_fails_a_wrong_one(tmp_path, capsys):
    right = Puzzle.named("gore", CHAIN, ("S4",), "capture-chain")
    (tmp_path / "gore.json").write_text(json.dumps(collection_json("gore", 1, [right])), encoding="utf-8")
    assert command.main(["--check", "--games", "gore", "--out", str(tmp_path)]) == 0
    assert "gore: 1 puzzles (capture-chain 1); 1 checked" in capsys.readouterr().out
    (tmp_path / "gore.json").write_text(json.dumps(collection_json("gore", 1, [replace(right, solution=("S2",))])),
                                        encoding="utf-8")
    assert command.main(["--check", "--games", "gore", "--out", str(tmp_path)]) == 1
    assert "is not clearly best any more" in capsys.readouterr().out


class _Node:
    """A toy game for the line logic: a position is the moves so far; ``TREE`` says each move's chance."""

    def __init__(self, moves: tuple[str, ...] = ()) -> None:
        self.moves = moves

    @property
    def to_move(self) -> int:
        return len(self.moves) % 2

    def play(self, move: str) -> _Node:
        return _Node(self.moves + (move,))

    def result(self) -> Result | None:
        """A move whose text starts with "win" wins the game for whoever made it."""
        if not self.moves or not self.moves[-1].startswith("win"):
            return None
        return Result((len(self.moves) - 1) % 2, (0, 0), "won")


# The mover's chance after each move, by the moves before it.
TREE: dict[tuple[str, ...], dict[str, float]] = {
    (): {"a": 0.9, "b": 0.4},                          # a: clearly best
    ("a",): {"x": 0.3, "y": 0.1},                      # the opponent's best reply is x
    ("a", "x"): {"win": 1.0, "c": 0.55},               # clearly best again: the line goes on, and ends with the win
}


class _Toy:
    game, max_line, solver_only = "toy", 5, False

    def __init__(self, changed: dict[tuple[str, ...], dict[str, float]] | None = None,
                 least: float = LEAST_SOLVED_CHANCE) -> None:
        self.tree, self.least = {**TREE, **(changed or {})}, least

    def least_chance(self, state: _Node) -> float:
        return self.least

    def chances(self, state: _Node, limit: Limit) -> dict[str, float]:
        return self.tree[state.moves]

    def load(self, position: str) -> _Node:
        return _Node()


def test_a_line_alternates_the_solvers_only_good_moves_and_the_best_replies():
    assert solve(_Toy(), _Node(), QUICK.verify) == ("a", "x", "win")   # type: ignore[arg-type]


def test_a_line_ends_on_the_solvers_last_clearly_best_move():
    two_good = _Toy({("a", "x"): {"b": 1.0, "c": 0.95}})                          # no single answer: the line stops before
    assert solve(two_good, _Node(), QUICK.verify) == ("a",)             # type: ignore[arg-type]


def test_a_line_of_the_solvers_own_moves_stops_where_the_opponent_would_reply():
    """A Schotten line is the card and its claims: the reply would need the cards the solver cannot see."""
    toy = _Toy()
    toy.solver_only = True
    assert solve(toy, _Node(), QUICK.verify) == ("a",)                  # type: ignore[arg-type]


def test_a_last_move_may_be_any_of_several_that_win_at_once():
    """The page takes any winning last move, so two ways to win end the line as one would."""
    two_wins = _Toy({("a", "x"): {"win-b": 1.0, "win-a": 1.0, "c": 0.2}})
    assert solve(two_wins, _Node(), QUICK.verify) == ("a", "x", "win-a")   # type: ignore[arg-type]
    for last in ("win-a", "win-b"):
        assert recheck(two_wins, Puzzle("toy-1", "toy", "", ("a", "x", last), "t"), QUICK.verify)  # type: ignore[arg-type]
    assert not recheck(two_wins, Puzzle("toy-1", "toy", "", ("a", "x", "c"), "t"), QUICK.verify)  # type: ignore[arg-type]
    first_wins = _Toy({(): {"win-a": 1.0, "win-b": 1.0}})                # a first move must still be the only one
    assert solve(first_wins, _Node(), QUICK.verify) is None             # type: ignore[arg-type]
    assert solve(_Toy({(): {"a": 0.9, "b": 0.8}}), _Node(), QUICK.verify) is None   # type: ignore[arg-type]
    assert solve(_Toy({(): {"a": 0.45, "b": 0.1}}), _Node(), QUICK.verify) is None  # type: ignore[arg-type]


def test_a_source_may_ask_less_of_the_answer_than_an_even_game():
    """A defence (Hive's freed Queen) may leave the solver behind: its source lowers the bar, and the
    answer must still be clearly best."""
    saved = {(): {"a": 0.3, "b": 0.0}, ("a",): {"x": 0.7}, ("a", "x"): {"c": 0.3, "d": 0.25}}
    assert solve(_Toy(saved), _Node(), QUICK.verify) is None                      # type: ignore[arg-type]
    assert solve(_Toy(saved, least=0.0), _Node(), QUICK.verify) == ("a",)        # type: ignore[arg-type]
    assert solve(_Toy({(): {"a": 0.3, "b": 0.2}}, least=0.0), _Node(), QUICK.verify) is None  # type: ignore[arg-type]


def test_a_theme_that_filled_its_share_takes_no_more_puzzles(tmp_path, monkeypatch):
    """A game's ``theme_share`` keeps the common theme from crowding out the rare ones."""
    found = [Puzzle(f"gore-{i}", "gore", f"p{i}", ("S4",), theme) for i, theme in enumerate("aaabab")]
    monkeypatch.setattr(command, "find", lambda *args: iter(found))
    module = type("Module", (), {"SOURCE": SOURCE, "SETTINGS": replace(QUICK, theme_share=0.5)})
    taken = command.generate("gore", module, 1, 4, tmp_path)      # type: ignore[arg-type]
    assert [p.id for p in taken] == ["gore-0", "gore-1", "gore-3", "gore-5"]
    assert read_collection(json.loads((tmp_path / "gore.json").read_text(encoding="utf-8"))) == taken


def test_extending_a_collection_keeps_its_puzzles_and_seed_and_adds_only_new_ones_of_the_themes_asked(tmp_path, monkeypatch):
    """``--extend`` keeps the shipped ids (players' progress), ``--themes`` takes only the rare theme."""
    shipped = [Puzzle(f"gore-{i}", "gore", f"p{i}", ("S4",), "a") for i in range(3)]
    (tmp_path / "gore.json").write_text(json.dumps(collection_json("gore", 1, shipped)), encoding="utf-8")
    found = [shipped[1], Puzzle("gore-7", "gore", "p7", ("S4",), "a"), Puzzle("gore-8", "gore", "p8", ("S4",), "b"),
             Puzzle("gore-9", "gore", "p9", ("S4",), "b")]
    monkeypatch.setattr(command, "find", lambda *args: iter(found))
    module = type("Module", (), {"SOURCE": SOURCE, "SETTINGS": QUICK})
    taken = command.generate("gore", module, 5, 5, tmp_path, extend=True, only=frozenset({"b"}))  # type: ignore[arg-type]
    assert [p.id for p in taken] == ["gore-0", "gore-1", "gore-2", "gore-8", "gore-9"]
    data = json.loads((tmp_path / "gore.json").read_text(encoding="utf-8"))
    assert data["seed"] == 1 and read_collection(data) == taken
    assert command.main(["--extend", "--count", "3", "--games", "gore", "--out", str(tmp_path)]) == 0   # full already
    assert read_collection(json.loads((tmp_path / "gore.json").read_text(encoding="utf-8"))) == taken
