"""Retry your mistakes: which of a review's graded moves are played again, and whether a move tried there will do.

Pure (no browser, no worker): web/retrying.py asks the worker for a tried move's chance and reads the
verdict here. Only mistakes and blunders are retried (an inaccuracy is within the estimates' noise of
a good move), and only those of the players at this device: against the computer the person's, by
link this device's side, between friends on one device both players', in the order they were made.

A tried move is judged as the review judged the move played: by the mover's own chance after it, as
the mover could see it (web/review.py's ``seen``: a Schotten hand is never judged by the opponent's
cards), against what the best move keeps (``bar``). It is good within core/grading.py's
``GOOD_ENOUGH_MARGIN`` of that, the margin kept in one table with the grades.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stolik.core import grading
from stolik.core.errors import RecordError
from stolik.core.record import Record
from stolik.web.review import Review
from stolik.web.storage import Players

RETRIED = frozenset({"mistake", "blunder"})


@dataclass(frozen=True)
class Mistake:
    """One graded move to retry: move number ``index`` (played from position ``index - 1``) by ``player``,
    in the game ``record`` holds up to that position (so it is retried also once that game is gone)."""

    index: int
    player: int
    grade: str
    played: str
    better: str                 # the computer's preferred move there: the answer
    seen: grading.Seen          # the move played, as its player saw it: ``before`` is what the best move keeps
    record: Record              # the game up to the position the mistake was made in

    @property
    def before(self) -> int:
        """The position the mistake was made in (an index into the game's states)."""
        return self.index - 1

    @property
    def game(self) -> str:
        return self.record.game

    def to_json(self) -> dict[str, Any]:
        return {"index": self.index, "player": self.player, "grade": self.grade, "played": self.played,
                "better": self.better, "before": self.seen.before, "after": self.seen.after,
                "record": self.record.to_json()}

    @staticmethod
    def from_json(data: Any) -> "Mistake":
        """A kept mistake; RecordError when the data is damaged (its record is checked when it is replayed)."""
        try:
            mistake = Mistake(int(data["index"]), int(data["player"]), str(data["grade"]), str(data["played"]),
                              str(data["better"]), grading.Seen(float(data["before"]), float(data["after"])),
                              Record.from_json(data["record"]))
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(f"a kept mistake is damaged ({error})") from None
        if mistake.grade not in RETRIED or mistake.player not in (0, 1) or len(mistake.record.moves) != mistake.before:
            raise RecordError("a kept mistake is damaged (its grade, player or moves)")
        return mistake


def learners(players: Players) -> frozenset[int]:
    """The sides whose mistakes are retried: the people at this device.

    >>> sorted(learners(Players("computer", computer=1))), sorted(learners(Players("friend")))
    ([0], [0, 1])
    """
    if players.mode == "computer":
        return frozenset({1 - players.computer})
    if players.by_link:
        return frozenset({players.side})
    return frozenset({0, 1})


def mistakes(review: Review, sides: frozenset[int], record: Record) -> list[Mistake]:
    """The review's mistakes and blunders made by ``sides`` in the game ``record`` holds, in the order they
    were played; one where the computer named no other move (its short search chose the move played) has no
    answer to show, and is left out."""
    return [Mistake(index, review.movers[index - 1], name, review.moves[index - 1], better, seen,
                    record.with_moves(review.moves[:index - 1]))
            for index, name, seen in review.grades()
            if name in RETRIED and review.movers[index - 1] in sides and (better := review.better(index)) is not None]


def mover_chance(answer: dict[str, Any], mover: int) -> float:
    """The mover's chance after a tried move, from the worker's answer for the record ending with it
    (web/ai_worker.py ``evaluate``): as the mover saw it where that differs (``seen``), else the chance.

    >>> mover_chance({"chance": 0.7, "seen": None}, 1), mover_chance({"chance": 0.7, "seen": 0.4}, 0)
    (0.30000000000000004, 0.4)
    """
    seen = answer.get("seen")
    first = float(seen if seen is not None else answer["chance"])
    return first if mover == 0 else 1.0 - first


def known_chance(mistake: Mistake, move: str) -> float | None:
    """A tried move's chance when the review already knows it, so the worker need not be asked: the
    move played in the game (what it kept) and the computer's own better move (what the best keeps)."""
    if move == mistake.played:
        return mistake.seen.after
    if move == mistake.better:
        return mistake.seen.before
    return None


def bar(mistake: Mistake, best_after: float | None = None) -> float:
    """The mover's chance a tried move must come within the margin of: what the best move keeps, the lower of
    the review's estimate before the move and, once asked, the worker's after the better move itself. Both
    are timed searches, several points apart for one position: a move as good as the best is not refused
    for the noise of one estimate."""
    return mistake.seen.before if best_after is None else min(mistake.seen.before, best_after)


def good(mistake: Mistake, chance: float, best_after: float | None = None) -> bool:
    """Whether a tried move keeping ``chance`` (the mover's) is as good as the best there, within the margin."""
    return grading.good_enough(chance, bar(mistake, best_after))
