"""Benchmark: the Hive computer against a random and a greedy one-ply player over seeded matches.

Targets (the Hive issue): default level vs random >= 99 % wins, vs greedy >= 80 %; the default
answers in ~0.8 s on CPython (2 s in the browser). Games longer than --plies count as draws.
"""
from __future__ import annotations

import argparse
import statistics

from benchlib.matches import play_match, random_player
from stolik.core.rng import Rng
from stolik.hive import new_game
from stolik.hive.ai import choose_move
from stolik.hive.board import Board
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text
from stolik.hive.pieces import PER_COLOUR
from stolik.hive.state import State

OPENING_PLIES = 2   # random first plies so that games against deterministic players differ


def _crowd(board: Board, colour: int) -> int:
    q = board.pos[colour * PER_COLOUR]
    return 0 if q is None else sum(q + d in board.stacks for d in NEIGHBOURS)


def greedy_player(state: State, rng: Rng) -> str:
    """One ply deep: a winning move if any, else the most crowding of the enemy Queen minus our own."""
    board = state.board.copy()
    me = board.turn & 1
    best, choices = None, []
    for move in generate(board):
        board.apply(move)
        outcome = board.outcome()
        score = 100 if outcome == me else -100 if outcome == 1 - me else _crowd(board, 1 - me) - _crowd(board, me)
        board.undo()
        if best is None or score > best:
            best, choices = score, [move]
        elif score == best:
            choices.append(move)
    return move_text(board, rng.choice(choices))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench ai hive")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=300, help="a game still going after this many plies is a draw")
    parser.add_argument("--expansions", default="", help="e.g. MLP")
    parser.add_argument("--only", choices=("random", "greedy"), default=None)
    parser.add_argument("--verbose", action="store_true", help="print every game the computer did not win")
    args = parser.parse_args(argv)
    options = {"mosquito": "M" in args.expansions, "ladybug": "L" in args.expansions, "pillbug": "P" in args.expansions}
    targets = {"random": 0.99, "greedy": 0.80}
    for name, opponent in (("random", random_player), ("greedy", greedy_player)):
        if args.only and name != args.only:
            continue
        match = play_match(lambda game: new_game(options, game), lambda state, seed: choose_move(state, args.level, seed),
                           opponent, games=args.games, seed=args.seed, opening_plies=OPENING_PLIES, max_plies=args.plies)
        times, lengths = match.times, [len(final.moves) for final in match.finals]
        if args.verbose:
            for points, final in zip(match.points, match.finals):
                if points < 1:
                    print(f"  not won ({points}): {final.position()}")
        print(f"hive{'+' + args.expansions if args.expansions else ''} {args.level} vs {name}: {match.rate:.0%} "
              f"over {len(match.points)} games (target >= {targets[name]:.0%}); "
              f"plies median {statistics.median(lengths):.0f}; "
              f"move time median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms "
              f"(target ~800 ms)", flush=True)
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
