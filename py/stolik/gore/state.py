"""A Goré position and the rules of a turn: sow, offer an exchange, answer it, or pass.

>>> s = new_game({}, 0)
>>> s.legal_moves()[:4]
['S1', 'S2', 'S3', 'S4']
>>> s.play("S4").position()
'7,7,6,0,7,7,7,7 SSSSNNNN 0:0 N'
>>> s.describe("S4").to                       # six seeds: N1 to N4, then S1 and S2
'S2'
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any, Mapping

from stolik.core.errors import MalformedMoveError
from stolik.core.game import GameInfo, MoveInfo, Option, Result, check_move_in
from stolik.core.refusal import Refusal
from stolik.gore.board import (EXCHANGE_PRICE, HOLES, LABELS, MAX_OFFERED, NORTH, PLAYER_LETTERS,
                               SEEDS_PER_HOLE, SOUTH, START_OWNERS)
from stolik.gore.notation import Answer, Offer, Pass, Sow, canonical_text, format_move, parse_move
from stolik.gore.refusals import long_offer, refused
from stolik.gore.sowing import Sowing, sow

# House rules against endless play (ours, not the seed's): see rules_text.py.
REPETITIONS_TO_END = 3
QUIET_TURNS_TO_END = 100

Key = tuple[tuple[int, ...], tuple[int, ...], int, tuple[int, ...] | None]   # seeds, owners, to move, offer

GAME = GameInfo(
    key="gore",
    title="Goré",
    players=PLAYER_LETTERS,
    chance="none",
    hidden_information=False,
    options=(Option("first", "S", ("S", "N")),),
    # Each turn without a capture or an accepted exchange counts towards QUIET_TURNS_TO_END; each
    # capture removes at least 2 of 48 seeds and each acceptance costs 6 captured, so this bounds a game.
    max_plies=4000,
)


@dataclass(frozen=True)
class State:
    """Board, owners, captured piles, who moves, and the little history the house rules need."""

    seeds: tuple[int, ...]
    owners: tuple[int, ...]
    captured: tuple[int, int]
    to_move: int
    offer: tuple[int, ...] | None = None          # holes offered to ``to_move``, awaiting the answer
    refused: tuple[bool, bool] = (False, False)   # who has refused an offer ("victory without glory")
    quiet_turns: int = 0                          # turns since the last capture or accepted exchange
    history: tuple[Key, ...] = ()                 # positions since then, for threefold repetition
    stopped: str | None = None                    # house rule that stopped the game, if any

    # -- the contract ---------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        """Every move text the player to move may play; empty once the game is over."""
        if self.result() is not None:
            return []
        if self.offer is not None:
            return ["+", "-"]
        mine = [h for h in range(HOLES) if self.owners[h] == self.to_move]
        moves = [LABELS[h] for h in mine if self.seeds[h]]
        if not moves:
            moves.append("pass")
        budget = self.captured[1 - self.to_move] // EXCHANGE_PRICE
        for size in range(1, min(MAX_OFFERED, budget, len(mine) - 1) + 1):
            moves.extend(format_move(Offer(holes)) for holes in combinations(mine, size))
        return moves

    def play(self, move: str) -> "State":
        """The state after ``move``; MalformedMoveError or IllegalMoveError if it cannot be played."""
        parse_move(move)
        check_move_in(move, self.legal_moves(), f"for {PLAYER_LETTERS[self.to_move]} in {self.position()!r}")
        return self.play_unchecked(move)

    def canonical(self, text: str) -> str:
        """The move ``legal_moves()`` lists for what a person typed (any case and spacing, an offer's
        holes in any order); refused like ``play`` when ``text`` names no legal move.

        >>> new_game({}, 0).canonical(" s 4")
        'S4'
        """
        move = canonical_text(text)
        check_move_in(move, self.legal_moves(), f"for {PLAYER_LETTERS[self.to_move]} in {self.position()!r}")
        return move

    def refusal(self, attempt: str) -> Refusal | None:
        """Why the move ``attempt`` (typed as ``canonical`` reads it, or an offer of too many holes) cannot
        be played now: ``game-over`` or one of refusals.py's codes, with the holes it names; None when
        it can. MalformedMoveError for text that names no Goré move.

        >>> new_game({}, 0).refusal("n2"), new_game({}, 0).refusal("x:S1")
        (Refusal(code='not-yours', detail={'hole': 'N2'}), Refusal(code='price', detail={'holes': ['S1'], 'price': 6, 'captured': 0}))
        """
        try:
            move = parse_move(canonical_text(attempt))
        except MalformedMoveError:
            long = long_offer(attempt)
            if long is None:
                raise
            move = long
        if self.result() is not None:
            return Refusal("game-over")
        return refused(move, seeds=self.seeds, owners=self.owners, captured=self.captured, to_move=self.to_move,
                       offer=self.offer)

    def result(self) -> Result | None:
        """The final score once every hole holds fewer than 3 seeds (or a house rule stopped play).

        When the turn a house rule stops also leaves every hole below 3, the game's own rule is the reason.
        """
        reason = "small-holes" if max(self.seeds) < 3 else self.stopped
        if reason is None:
            return None
        scores = list(self.captured)
        for hole, count in enumerate(self.seeds):
            scores[self.owners[hole]] += count
        winner = None if scores[0] == scores[1] else (0 if scores[0] > scores[1] else 1)
        notes = ("victory-without-glory",) if winner is not None and self.refused[winner] else ()
        return Result(winner, tuple(scores), reason, notes)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """Everything is public in Goré: the board as plain data for the renderer."""
        result = self.result()
        return {
            "game": "gore",
            "viewer": player,
            "labels": list(LABELS),
            "seeds": list(self.seeds),
            "owners": [PLAYER_LETTERS[o] for o in self.owners],
            "captured": list(self.captured),
            "to_move": self.to_move,
            "offer": None if self.offer is None else [LABELS[h] for h in self.offer],
            "refused": list(self.refused),
            "quiet_turns": self.quiet_turns,
            "result": None if result is None else result.to_json(),
        }

    def position(self) -> str:
        """The position string (see position.py, which reads it back; the house rules' history is not part of it)."""
        text = "{} {} {}:{} {}".format(
            ",".join(map(str, self.seeds)), "".join(PLAYER_LETTERS[o] for o in self.owners),
            self.captured[0], self.captured[1], PLAYER_LETTERS[self.to_move])
        if self.offer is not None:
            text += " x:" + ",".join(LABELS[h] for h in self.offer)
        return text

    def describe(self, move: str) -> MoveInfo:
        """What a legal move does, named as view() names holes, so screens never re-derive a sowing.

        ``sow``: ``origin`` the emptied hole, ``to`` the hole of the last seed, ``captures`` the holes
        taken in chain order; detail ``sown`` (the hole of each seed, in order) and ``taken`` (seeds
        from each captured hole). ``offer``: detail ``holes`` and ``price`` (captured seeds the
        opponent would pay). ``answer``: tag ``accept`` or ``refuse``, detail ``holes`` and ``price``
        of the offer answered. ``pass``: nothing more.

        >>> from stolik.gore import from_position
        >>> info = from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S").describe("S2")
        >>> info.origin, info.to, info.captures, info.detail["taken"]
        ('S2', 'N2', ('N2', 'N1', 'S4'), [4, 2, 2])
        """
        parsed = parse_move(move)
        legal = self.legal_moves()
        if move not in legal:        # the message (with the position) is written only when it is needed
            check_move_in(move, legal, f"for {PLAYER_LETTERS[self.to_move]} in {self.position()!r}")
        me = self.to_move
        if isinstance(parsed, Sow):
            done = sow(self.seeds, self.owners, parsed.hole)
            return MoveInfo("sow", me, origin=LABELS[parsed.hole], to=LABELS[done.path[-1]],
                            captures=tuple(LABELS[h] for h in done.captured_holes),
                            detail={"sown": [LABELS[h] for h in done.path], "taken": list(done.captured_counts)})
        if isinstance(parsed, Pass):
            return MoveInfo("pass", me)
        holes = parsed.holes if isinstance(parsed, Offer) else self.offer or ()
        detail = {"holes": [LABELS[h] for h in holes], "price": EXCHANGE_PRICE * len(holes)}
        if isinstance(parsed, Offer):
            return MoveInfo("offer", me, detail=detail)
        return MoveInfo("answer", me, tag="accept" if parsed.accept else "refuse", detail=detail)

    # -- details the UI and the AI use ---------------------------------------------------------
    def sowing(self, move: str) -> Sowing | None:
        """The seed-by-seed story of a sowing move, for animation and the move log; None otherwise."""
        parsed = parse_move(move)
        return sow(self.seeds, self.owners, parsed.hole) if isinstance(parsed, Sow) else None

    def play_unchecked(self, move: str) -> "State":
        """``play`` WITHOUT checking ``move`` is legal: only for search, on moves from legal_moves()."""
        parsed = parse_move(move)
        me, other = self.to_move, 1 - self.to_move
        if isinstance(parsed, Answer):
            return self._answer(parsed.accept)
        if isinstance(parsed, Offer):
            return self._end_turn(replace(self, offer=parsed.holes, to_move=other), irreversible=False)
        if isinstance(parsed, Pass):
            return self._end_turn(replace(self, to_move=other), irreversible=False)
        done = sow(self.seeds, self.owners, parsed.hole)
        captured = list(self.captured)
        captured[me] += done.total_captured
        after = replace(self, seeds=done.seeds, captured=(captured[0], captured[1]), to_move=other)
        return self._end_turn(after, irreversible=done.total_captured > 0)

    def _answer(self, accept: bool) -> "State":
        me = self.to_move
        if not accept:
            refused = (True, self.refused[1]) if me == SOUTH else (self.refused[0], True)
            return self._recorded(replace(self, offer=None, refused=refused))
        seeds, owners, captured = list(self.seeds), list(self.owners), list(self.captured)
        for hole in self.offer or ():
            owners[hole] = me
            seeds[hole] += EXCHANGE_PRICE
            captured[me] -= EXCHANGE_PRICE
        after = replace(self, seeds=tuple(seeds), owners=tuple(owners), captured=(captured[0], captured[1]),
                        offer=None)
        return replace(after, quiet_turns=0, history=(after._key(),))

    def _end_turn(self, after: "State", irreversible: bool) -> "State":
        """Count the turn for the house rules and stop the game when one of them applies."""
        if irreversible:
            return replace(after, quiet_turns=0, history=(after._key(),))
        after = self._recorded(replace(after, quiet_turns=self.quiet_turns + 1))
        if after.stopped is None and after.quiet_turns >= QUIET_TURNS_TO_END:
            return replace(after, stopped="quiet-turns")
        return after

    def _recorded(self, after: "State") -> "State":
        """Add ``after`` to the repetition history; the third occurrence of a turn start ends the game."""
        key = after._key()
        after = replace(after, history=self.history + (key,))
        if after.offer is None and after.history.count(key) >= REPETITIONS_TO_END:
            return replace(after, stopped="repetition")
        return after

    def _key(self) -> Key:
        return (self.seeds, self.owners, self.to_move, self.offer)


def new_game(options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """The opening position: 6 seeds in each hole, South owns S1–S4, North N1–N4.

    ``options["first"]`` is ``"S"`` or ``"N"``; the shell resolves a "random" choice before
    creating the record, so ``seed`` is not needed by this deterministic game.
    """
    first = GAME.checked_options(options)["first"]
    state = State((SEEDS_PER_HOLE,) * HOLES, START_OWNERS, (0, 0), PLAYER_LETTERS.index(first))
    return replace(state, history=(state._key(),))


__all__ = ["GAME", "State", "new_game", "NORTH", "SOUTH"]
