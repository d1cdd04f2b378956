"""Schotten Totten puzzles (base rules): what core/puzzle_finder.py needs of this game, and its themes.

A puzzle is the solver's card and then the claims it makes provable, all in one turn: the line is the
solver's own moves only (``solver_only``), since an opponent's reply would need cards the solver
cannot see. Its themes:

- "claim-that-wins": after the card the solver's claims win the game at once (three adjacent stones
  or five); no other card on any stone wins at once (checked over every legal move, claims and all);
- "keeps-a-stone": the game goes on; the card completes the solver's side of a stone whose other
  side is already complete, so the stone is decided now, and the solver claims it; no other move
  keeps as good a chance (below).

In both the card is the only move the verifying search rates clearly best (core/grading.py's
``clearly_best``: every other move loses at least a mistake's chance) and leaves the solver at least
even. The chances come from the solver's view only: ``ai.move_chances`` plays each move on deals the
solver could be facing (the hand across the table and the deck's order reshuffled from what they
have seen), never on the real hidden cards, and its seed is the limit's, never drawn from the position
(whose text holds those cards). A claim is proved from the table alone and claiming reveals nothing,
so claims commute and never hurt: at a claim step only the lowest claim is offered to the finder
(the line takes them lowest first; the page takes the solver's moves in a row in any order).
A limit's ``nodes`` is the number of deals: 12 to find, 64 to verify (other deals: its own seed).
Only positions where a card makes such a claim provable (``promising``, a few dozen plays without
search) are searched; a search of 54 moves on 12 deals takes some 2 s. Seed 1's 150 puzzles took
3,746 s (25 s each; 2,589 positions searched, 316 candidates): 134 claims that win, 16 cards that keep a
stone. The second theme is rare by the rules: a stone still open is seldom lost at once (the
opponent proves nothing while the winning card is in the solver's hand), so one card seldom stands a
mistake above every other; no share is kept for it (``theme_share``), or 150 would not be reached.
"""
from __future__ import annotations

from stolik.core.puzzle_finder import SelfPlay, Settings
from stolik.core.search import Limit
from stolik.schotten import ai
from stolik.schotten.position import from_position
from stolik.schotten.state import State, new_game

SETTINGS = Settings(find=Limit(nodes=12), verify=Limit(nodes=64), plies=160, first_ply=6)
_SELF_PLAY = Limit(nodes=10)    # playouts per self-play move: quick, and weak enough to leave chances


class SchottenSource(SelfPlay[State]):
    """Schotten Totten (base rules) for the puzzle finder (a ``puzzle_finder.Source``)."""

    game = "schotten"
    max_line = 4                # the card and up to three claims
    solver_only = True

    def start(self, seed: int) -> State:
        return new_game({"first": seed % 2}, seed)

    def promising(self, state: State) -> bool:
        """Exactly one card placement wins at once by its claims, or exactly one keeps a stone (a
        second would make the first no better than it)."""
        if state.phase != "play" or state.expert or state.tactics:
            return False
        placements = _placements(state)
        winning = sum(1 for move in placements if wins_by_claims(state, move))
        return winning == 1 or winning == 0 and sum(1 for move in placements if _keeps(state, move)) == 1

    def chances(self, state: State, limit: Limit) -> dict[str, float]:
        """``ai.move_chances`` on ``limit.nodes`` deals; at a claim step the lowest claim alone (see above)."""
        legal = state.legal_moves()
        claims = [move for move in legal if move.startswith("claim ")]
        moves = claims[:1] if state.phase in ("claim", "claimx") and claims else legal
        return ai.move_chances(state, limit.nodes or 1, seed=limit.nodes or 0, moves=moves)

    def theme(self, state: State, line: tuple[str, ...]) -> str | None:
        """The theme ``line`` shows from ``state`` (see the module's docstring), or None."""
        first, claims = line[0], line[1:]
        if state.phase != "play" or first not in _placements(state) or not claims \
                or not all(move.startswith("claim ") for move in claims):
            return None
        end = state
        for move in line:
            end = end.play(move)
        result = end.result()
        if result is not None:
            if result.winner != state.to_move or any(wins_by_claims(state, move) for move in state.legal_moves()
                                                     if move != first):
                return None
            return "claim-that-wins"
        stone = _stone(first)
        return "keeps-a-stone" if _keeps(state, first) and f"claim {stone + 1}" in claims else None


def wins_by_claims(state: State, move: str) -> bool:
    """Whether ``move`` and then every claim it leaves provable win the game for the player to move at once."""
    me, after = state.to_move, state.play(move)
    while after.result() is None and after.to_move == me and after.phase in ("claim", "claimx"):
        claims = [m for m in after.legal_moves() if m.startswith("claim ")]
        if not claims:
            break
        after = after.play(claims[0])
    result = after.result()
    return result is not None and result.winner == me


def _placements(state: State) -> list[str]:
    return [move for move in state.legal_moves() if "@" in move and " " not in move]


def _stone(move: str) -> int:
    return int(move.rsplit("@", 1)[1]) - 1


def _keeps(state: State, move: str) -> bool:
    """Whether ``move`` completes the mover's side of a stone whose other side is complete, and the
    mover may claim the stone then."""
    me, stone = state.to_move, _stone(move)
    size = state.size(stone)
    if len(state.sides[stone][1 - me]) < size or len(state.sides[stone][me]) != size - 1:
        return False
    after = state.play(move)
    return after.to_move == me and after.phase == "claim" and f"claim {stone + 1}" in after.legal_moves()


SOURCE = SchottenSource(new_game, from_position, ai.choose_move, _SELF_PLAY)
