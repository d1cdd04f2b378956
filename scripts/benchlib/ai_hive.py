"""Benchmark: the Hive computer against fixed opponents, over seeded matches.

``--vs previous|greedy|random``: an Elo match. Each opening (random first plies from a seeded Rng)
is played twice with the colours swapped; the computer and a ``previous`` opponent (the frozen hard
level of commit 4a93501, the start of issue 33: benchlib/_hive_yardstick.py) both get ``--seconds``
of CPU time per move (``time.process_time``: a busy machine slows both sides' clocks alike, so load
does not decide); a game still going after ``--plies`` plies is a draw; the engine's own rules
otherwise (no repetition rule, as a new game has it). Printed: wins/draws/losses, the score, the Elo
difference with a 95 % error bar (from the spread of the colour-swapped pairs' scores), beside the
target (issue 33: +150 over the previous hard level with the expansions), and both sides' CPU time
per move.

Without ``--vs``: the older rates at a level against a random and a greedy one-ply player
(default level vs random >= 99 % wins, vs greedy >= 80 %).
"""
from __future__ import annotations

import argparse
import math
import statistics
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Callable

from benchlib._hive_yardstick import previous_move
from benchlib.matches import play_match, random_player
from stolik.core.rng import Rng
from stolik.hive import new_game
from stolik.hive.ai import best_move, choose_move
from stolik.hive.board import Board
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text
from stolik.hive.pieces import PER_COLOUR
from stolik.hive.state import State

OPENING_PLIES = 2   # random first plies so that games against deterministic players differ
HARD_DEPTH = 20     # the hard level's depth cap (in practice the clock stops it first)
TARGET_ELO = 150.0  # issue 33: hard beats the previous hard by at least this much (Base+MLP, 100+ games)


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


# -- the Elo match ---------------------------------------------------------------------------------
Mover = Callable[[State, Rng], str]


def _players(vs: str, seconds: float) -> tuple[Mover, Mover]:
    """The computer (hard level at ``seconds`` per move) and the named opponent."""
    def computer(state: State, rng: Rng) -> str:
        return move_text(state.board, best_move(state, max_depth=HARD_DEPTH, time_limit=seconds,
                                                seed=1 + rng.below(1 << 30), clock=time.process_time))

    def previous(state: State, rng: Rng) -> str:
        return previous_move(state, seconds, seed=1 + rng.below(1 << 30), clock=time.process_time)

    return computer, {"previous": previous, "greedy": greedy_player, "random": random_player}[vs]


def openings(count: int, plies: int, seed: int, options: dict[str, bool]) -> list[tuple[str, ...]]:
    """``count`` openings of ``plies`` random legal moves each, from one seeded Rng."""
    rng = Rng(seed)
    out = []
    for _ in range(count):
        state = new_game(options, 0)
        for _ in range(plies):
            state = state.play(rng.choice(state.legal_moves()))
        out.append(state.moves)
    return out


def play_game(vs: str, seconds: float, options: dict[str, bool], opening: tuple[str, ...], seat: int,
              seed: int, max_plies: int) -> tuple[float, int, list[float], list[float]]:
    """One game from ``opening`` with the computer as player ``seat``: its points, the plies played,
    and the computer's and the opponent's CPU time per move."""
    computer, opponent = _players(vs, seconds)
    rng = Rng(seed)
    state = new_game(options, 0)
    for move in opening:
        state = state.play(move)
    times: tuple[list[float], list[float]] = ([], [])
    while state.result() is None and len(state.moves) < max_plies:
        mine = state.to_move == seat
        began = time.process_time()
        move = (computer if mine else opponent)(state, rng)
        if len(state.legal_moves()) > 1:
            times[0 if mine else 1].append(time.process_time() - began)
        state = state.play(move)
    result = state.result()
    points = 0.5 if result is None or result.winner is None else float(result.winner == seat)
    return points, len(state.moves), times[0], times[1]


def elo(score: float) -> float:
    """The Elo difference that expects this score (a share of the points in (0, 1))."""
    return -400.0 * math.log10(1.0 / score - 1.0)


def elo_interval(pair_scores: list[float]) -> tuple[float, float, float]:
    """The Elo difference of the mean score and its 95 % interval, from the scores (0..1) of
    colour-swapped pairs of games (a pair is one sample: the opening's bias cancels inside it)."""
    n = len(pair_scores)
    mean = sum(pair_scores) / n
    spread = statistics.pstdev(pair_scores) / math.sqrt(n) if n > 1 else 0.5
    floor = 0.25 / n                                  # keep a perfect score finite

    def clamp(s: float) -> float:
        return min(1.0 - floor, max(floor, s))

    return elo(clamp(mean)), elo(clamp(mean - 1.96 * spread)), elo(clamp(mean + 1.96 * spread))


def elo_match(args: argparse.Namespace, options: dict[str, bool]) -> int:
    pairs = max(1, args.games // 2)
    starts = openings(pairs, args.opening, args.seed, options)
    jobs = [(args.vs, args.seconds, options, starts[g // 2], g % 2, args.seed * 100_003 + g, args.plies)
            for g in range(2 * pairs)]
    began = time.perf_counter()
    if args.workers > 1:
        with ProcessPoolExecutor(max_workers=1) as pool:     # one extra process; this one plays too
            away = {g: pool.submit(play_game, *jobs[g]) for g in range(1, len(jobs), 2)}
            here = {g: play_game(*jobs[g]) for g in range(0, len(jobs), 2)}
            results = [here[g] if g in here else away[g].result() for g in range(len(jobs))]
    else:
        results = []
        for g, job in enumerate(jobs):
            results.append(play_game(*job))
            if args.verbose:
                print(f"  game {g + 1}: {results[-1][0]} in {results[-1][1]} plies", flush=True)
    points = [r[0] for r in results]
    wins, draws = points.count(1.0), points.count(0.5)
    losses = len(points) - wins - draws
    pair_scores = [(points[i] + points[i + 1]) / 2 for i in range(0, len(points), 2)]
    diff, low, high = elo_interval(pair_scores)
    mine = [t for r in results for t in r[2]]
    theirs = [t for r in results for t in r[3]]
    lengths = [r[1] for r in results]
    name = f"hive{'+' + args.expansions if args.expansions else ''}"
    print(f"{name} hard vs {args.vs} at {args.seconds:g} CPU s/move: +{wins} ={draws} -{losses} of {len(points)} games "
          f"({pairs} openings of {args.opening} random plies, colours swapped; draw after {args.plies} plies)")
    target = f" (target >= +{TARGET_ELO:.0f})" if args.vs == "previous" else ""
    print(f"  score {sum(points) / len(points):.1%}; Elo {diff:+.0f} [95%: {low:+.0f} .. {high:+.0f}]{target}")
    print(f"  plies median {statistics.median(lengths):.0f}; CPU time per move median/max: hard "
          f"{statistics.median(mine) * 1000:.0f}/{max(mine) * 1000:.0f} ms"
          + (f", {args.vs} {statistics.median(theirs) * 1000:.0f}/{max(theirs) * 1000:.0f} ms" if theirs else "")
          + f"; {time.perf_counter() - began:.0f} s in all", flush=True)
    return 0


def rate_matches(args: argparse.Namespace, options: dict[str, bool]) -> int:
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


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench ai hive")
    parser.add_argument("--vs", choices=("previous", "greedy", "random"), default=None,
                        help="an Elo match of the hard level against this opponent (colour-swapped openings)")
    parser.add_argument("--games", type=int, default=None, help="games to play (default 100 with --vs, else 20)")
    parser.add_argument("--seconds", type=float, default=1.5,
                        help="with --vs: CPU seconds of search per move for both sides (the hard level's CPython budget is 1.5)")
    parser.add_argument("--opening", type=int, default=4, help="with --vs: random plies that open each pair of games")
    parser.add_argument("--workers", type=int, choices=(1, 2), default=1, help="with --vs: 2 plays in one extra process")
    parser.add_argument("--level", default="normal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--plies", type=int, default=None,
                        help="a game still going after this many plies is a draw (default 200 with --vs, else 300)")
    parser.add_argument("--expansions", default="", help="e.g. MLP")
    parser.add_argument("--only", choices=("random", "greedy"), default=None)
    parser.add_argument("--verbose", action="store_true", help="print every game (--vs) or every game not won")
    args = parser.parse_args(argv)
    if args.games is None:
        args.games = 100 if args.vs else 20
    if args.plies is None:
        args.plies = 200 if args.vs else 300
    options = {"mosquito": "M" in args.expansions, "ladybug": "L" in args.expansions, "pillbug": "P" in args.expansions}
    return elo_match(args, options) if args.vs else rate_matches(args, options)


if __name__ == "__main__":
    import sys
    raise SystemExit(main(sys.argv[1:]))
