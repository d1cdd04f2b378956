"""Benchmark: the Hive computer against a random and a greedy one-ply player over seeded matches.

Targets (the Hive issue): default level vs random >= 99 % wins, vs greedy >= 80 %; the default
answers in ~0.8 s on CPython (2 s in the browser). Games longer than --plies count as draws.
"""
from __future__ import annotations

import argparse
import statistics
import time

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


def random_player(state: State, rng: Rng) -> str:
    return rng.choice(state.legal_moves())


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


def play_match(opponent, games: int, level: str, seed: int, options: dict, plies: int, verbose: bool = False) -> tuple[list[float], list[float], list[int]]:
    """Points of the computer per game (1 win, 0.5 draw), its move times and the game lengths."""
    rng, points, times, lengths = Rng(seed), [], [], []
    for game in range(games):
        computer = game % 2
        state = new_game(options, game)
        while state.result() is None and len(state.moves) < plies:
            if len(state.moves) < OPENING_PLIES:
                move = rng.choice(state.legal_moves())
            elif state.to_move == computer:
                start = time.perf_counter()
                move = choose_move(state, level, seed=rng.below(1 << 30))
                times.append(time.perf_counter() - start)
            else:
                move = opponent(state, rng)
            state = state.play(move)
        result = state.result()
        lengths.append(len(state.moves))
        points.append(0.5 if result is None or result.winner is None else float(result.winner == computer))
        if points[-1] < 1.0 and verbose:
            print(f"  game {game}: computer {'wb'[computer]} {result.reason if result else 'unfinished'} "
                  f"after {len(state.moves)} plies: {state.position()}", flush=True)
    return points, times, lengths


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
        points, times, lengths = play_match(opponent, args.games, args.level, args.seed, options, args.plies,
                                            args.verbose)
        rate = sum(points) / len(points)
        print(f"hive{'+' + args.expansions if args.expansions else ''} {args.level} vs {name}: {rate:.0%} "
              f"over {len(points)} games (target >= {targets[name]:.0%}); "
              f"plies median {statistics.median(lengths):.0f}; "
              f"move time median {statistics.median(times) * 1000:.0f} ms, max {max(times) * 1000:.0f} ms "
              f"(target ~800 ms)", flush=True)
    return 0


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
