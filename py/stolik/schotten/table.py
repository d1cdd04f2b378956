"""The table: nine stones, both sides and hands, the decks, and what anyone can read off them.

``Table`` is the plain data of a game with its read-only questions (who completed a stone first,
may a side claim it, who has won); ``state.State`` adds the turn on top. The view, the move
descriptions and the position text read a Table, so they sit below the State and never import it.
"""
from __future__ import annotations

from dataclasses import dataclass

from stolik.core.game import Result
from stolik.schotten.analysis import beating_completion, engine_proof
from stolik.schotten.cards import CLAN_SET
from stolik.schotten.formations import group_size

STONES = 9
NO_ONE = -1
HAND_SIZE = {False: 6, True: 7}          # base game, special units
PLAYERS = ("A", "B")


def win_condition(owners: tuple[int, ...], p: int) -> str | None:
    """The win condition player ``p`` meets: ``five-stones`` anywhere or ``three-adjacent``, else None."""
    if owners.count(p) >= 5:
        return "five-stones"
    run = 0
    for o in owners:
        run = run + 1 if o == p else 0
        if run == 3:
            return "three-adjacent"
    return None


def someone_won(owners: tuple[int, ...]) -> bool:
    """Does either player meet a win condition (the game then ends at once)?"""
    if owners.count(NO_ONE) > STONES - 3:
        return False
    return win_condition(owners, 0) is not None or win_condition(owners, 1) is not None


def final_result(owners: tuple[int, ...], two_passes: bool) -> Result | None:
    """The result the stones give (None while the game goes on), never favouring a seat.

    A player alone meeting a win condition wins by it. After two passes in a row (our ruling), when
    both or neither meet one, more stones win and equal stones draw.
    """
    scores = (owners.count(0), owners.count(1))
    met = (win_condition(owners, 0), win_condition(owners, 1)) if someone_won(owners) else (None, None)
    notes: tuple[str, ...] = ("two-passes",) if two_passes else ()
    winners = [(p, how) for p, how in enumerate(met) if how is not None]
    if len(winners) == 1:
        winner, how = winners[0]
        return Result(winner, scores, how, notes)
    if not two_passes and not winners:
        return None
    notes += ("both-met",) if winners else ("neither-met",)
    if scores[0] == scores[1]:
        return Result(None, scores, "equal-stones", notes)
    return Result(int(scores[1] > scores[0]), scores, "more-stones", notes)


def first_of(done: tuple[int, int] | list[int]) -> int | None:
    """Which side of a stone was completed first, from its two completion ticks (-1: not complete)."""
    a, b = done
    if a < 0 and b < 0:
        return None
    return 0 if b < 0 or 0 <= a < b else 1


@dataclass(frozen=True)
class Table:
    """One game of Schotten Totten as it lies: the table, both hands, both decks, whose step it is."""

    tactics: bool
    expert: bool
    to_move: int
    phase: str
    sides: tuple[tuple[tuple[str, ...], tuple[str, ...]], ...]   # per stone: (player 0 side, player 1 side)
    modes: tuple[tuple[str, ...], ...]                           # per stone: BLIND / MUD lying on it
    owners: tuple[int, ...]                                      # per stone: claimer, or -1
    done: tuple[tuple[int, int], ...]                            # per stone: tick each side was completed, or -1
    hands: tuple[tuple[str, ...], tuple[str, ...]]               # sorted
    clan_deck: tuple[str, ...]                                   # top card first
    tactic_deck: tuple[str, ...]
    discard: tuple[str, ...]                                     # face up, oldest first
    played: tuple[tuple[str, ...], tuple[str, ...]]              # tactic cards each player has played
    passes: int = 0                                              # passes in a row (2 end the game)
    tick: int = 0                                                # steps so far: orders side completions
    recruit_left: int = 0
    # The card the last card play put on the table, (stone, side 0/1 or -1 on the stone itself, card), kept
    # through that turn's claims and draw so a screen marks it after a replay too; None after a play that puts
    # no card down (a pass, the Recruiter, the Banshee, a discard by the Strategist). Not in the position text.
    last: tuple[int, int, str] | None = None

    def result(self) -> Result | None:
        """The end of the game: a won claim, or two passes in a row; scores are (stones of A, stones of B)."""
        return final_result(self.owners, self.passes >= 2)

    def size(self, stone: int) -> int:
        """Cards a side needs on ``stone`` (0-based): 4 with a mud fight."""
        return group_size(self.modes[stone])

    def seen_cards(self) -> list[str]:
        """Clan cards face up on the table or in the discard pile."""
        seen = [c for sides in self.sides for side in sides for c in side if c in CLAN_SET]
        seen.extend(c for c in self.discard if c in CLAN_SET)
        return seen

    def first_complete(self, stone: int) -> int | None:
        """Which player completed their side of ``stone`` first (None if neither side is complete)."""
        return first_of(self.done[stone])

    def tactic_wait(self, player: int) -> bool:
        """Must ``player`` wait before another tactic card? Yes while they have played more than the
        other player (a tactic card may put you at most one ahead)."""
        return len(self.played[player]) > len(self.played[1 - player])

    def can_claim(self, stone: int, player: int | None = None) -> bool:
        """May ``player`` (default: the one to move) claim ``stone`` (0-based) now, by the proof."""
        p = self.to_move if player is None else player
        if self.owners[stone] != NO_ONE:
            return False
        mine = self.sides[stone][p]
        if len(mine) < self.size(stone):
            return False
        return self._proof(stone, p) is None

    def claim_blocker(self, stone: int, player: int | None = None) -> tuple[str, ...] | None:
        """Why a claim of ``stone`` (0-based) fails: cards that would let the other side beat it
        (``()`` if it already does), or None when the claim holds. For the player to see."""
        p = self.to_move if player is None else player
        mine, theirs = self.sides[stone][p], self.sides[stone][1 - p]
        if len(mine) < self.size(stone):
            here = set(mine) | set(theirs)
            seen = [c for c in self.seen_cards() if c not in here]
            return beating_completion(mine, theirs, seen, self.modes[stone])
        return self._proof(stone, p)

    def _proof(self, stone: int, p: int, seen: set[str] | None = None) -> tuple[str, ...] | None:
        """beating_completion() for ``p`` at ``stone``, with everything else on the table as seen."""
        mine, theirs = self.sides[stone][p], self.sides[stone][1 - p]
        if seen is None:
            seen = set(self.seen_cards())
        return engine_proof(mine, theirs, seen, self.modes[stone], self.first_complete(stone) == p)

    def claimable(self) -> list[int]:
        """Stones (0-based) the player to move could claim now."""
        p, seen = self.to_move, None
        found = []
        for s in range(STONES):
            if self.owners[s] == NO_ONE and len(self.sides[s][p]) >= self.size(s):
                if seen is None:
                    seen = set(self.seen_cards())
                if self._proof(s, p, seen) is None:
                    found.append(s)
        return found
