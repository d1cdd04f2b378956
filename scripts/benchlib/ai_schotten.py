"""Schotten Totten computer opponent: win rates over seeded matches, base game and special units.

Opponents: a uniformly random player, and a greedy bot written here (it takes every provable claim
and places the card that most raises the expected value of that stone, judged by the winning
chance of its side against the opponent's side). Each pairing plays both seats alternately.

    PYTHONPATH=py:scripts python3 -m benchlib.ai_schotten [games] [level]
"""
from __future__ import annotations

import math
import sys
import time

from stolik.core.rng import Rng
from stolik.schotten import ai, new_game
from stolik.schotten.heuristics import side_estimate


def random_bot(state, rng: Rng) -> str:
    moves = state.legal_moves()
    return moves[rng.below(len(moves))]


def _win_chance(mine, theirs, modes) -> float:
    """Chance-like value of a stone for ``mine`` from the estimated strengths of both sides."""
    return 1.0 / (1.0 + math.exp(-(side_estimate(mine, modes) - side_estimate(theirs, modes)) / 60.0))


def greedy_bot(state, rng: Rng) -> str:
    """Claims first; else the placement with the best gain in expected stone value; clan deck first."""
    moves = state.legal_moves()
    claims = [m for m in moves if m.startswith("claim")]
    if claims:
        return claims[0]
    p = state.to_move
    best, best_gain = None, -1e9
    for move in moves:
        card, at, stone = move.partition("@")
        if not at or " " in move or card in ("BLIND", "MUD"):
            continue
        s = int(stone) - 1
        mine, theirs, modes = state.sides[s][p], state.sides[s][1 - p], state.modes[s]
        gain = _win_chance(mine + (card,), theirs, modes) - _win_chance(mine, theirs, modes)
        gain += 0.001 * rng.random()
        if gain > best_gain:
            best, best_gain = move, gain
    if best is not None:
        return best
    if "draw" in moves:
        return "draw"
    return moves[rng.below(len(moves))]


def ai_bot(level: str):
    def play(state, rng: Rng) -> str:
        return ai.choose_move(state, level, seed=rng.below(1 << 30))
    return play


def match(bot_a, bot_b, options: dict, games: int, seed: int) -> tuple[int, int, int]:
    """(wins of bot_a, wins of bot_b, draws), bot_a sitting as A in even games and as B in odd ones."""
    wins = [0, 0, 0]
    for g in range(games):
        rng = Rng(seed * 1000 + g)
        state = new_game(options, seed * 1000 + g)
        seats = (bot_a, bot_b) if g % 2 == 0 else (bot_b, bot_a)
        while state.result() is None:
            state = state.play(seats[state.to_move](state, rng))
        winner = state.result().winner
        if winner is None:
            wins[2] += 1
        else:
            wins[0 if (winner == 0) == (g % 2 == 0) else 1] += 1
    return wins[0], wins[1], wins[2]


def main(argv: list[str]) -> int:
    games = int(argv[0]) if argv else 10
    level = argv[1] if len(argv) > 1 else "normal"
    for name, options in (("base", {}), ("special units", {"tactics": True})):
        for opp_name, opp in (("random", random_bot), ("greedy", greedy_bot)):
            start = time.perf_counter()
            w, l, d = match(ai_bot(level), opp, options, games, seed=7)
            rate = (w + 0.5 * d) / games
            print(f"{name:14s} {level} vs {opp_name:7s}: {w}-{l}-{d}  win rate {rate:.0%}  "
                  f"({time.perf_counter() - start:.0f} s)", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
