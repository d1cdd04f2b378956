"""Schotten Totten puzzles (schotten/puzzles.py): the one card whose claims win, found and named; two
winning cards refused; and the chances, judged from the solver's view, blind to the hidden cards."""
from __future__ import annotations

from dataclasses import replace

from stolik.core.puzzle import Puzzle
from stolik.core.puzzle_finder import Settings, Tally, examine, recheck
from stolik.core.search import Limit
from stolik.schotten import new_game
from stolik.schotten.puzzles import SOURCE, wins_by_claims

QUICK = Settings(find=Limit(nodes=4), verify=Limit(nodes=8))

# A holds stones 1 and 2; on 3, r7 r8 face B's three 5s, and only a colour run beats them: r6 lies on
# stone 4, so A's r9 is the one card that wins 3 (and with it three stones in a row). B holds 7 and 8
# and can prove 9 (o7 o8 o9): whatever else A plays, B claims 9 next turn and wins.
WIN = ("- 0play g7,g8,g9:o1,o2,p4^0#0/p7,p8,p9:o3,o4,y1^0#0/r7,r8:b5,g5,y5/r6:/:/:/b3:y7,y8,y9#1/:b7,b8,b9#1/"
       ":o7,o8,o9 r9,b1,b2,g1,g2,y2 r1,r2,r3,r4,r5,p1 b4,b6,g3,g4,g6,y3,y4,y6,p2,p3,p5,p6,o5,o6 - - -|- 0")
# The same with stone 2 won but not claimed yet: the card, then two claims (lowest first).
TWO_CLAIMS = WIN.replace("y1^0#0/", "y1^0/", 1)
# r6 in A's hand instead of b1 (now on stone 4): r6 and r9 both win stone 3, so neither is the answer.
TWO_WINS = WIN.replace("/r6:/", "/b1:/", 1).replace(" r9,b1,", " r9,r6,", 1)


def test_the_one_card_whose_claim_wins_is_found_and_named():
    tally = Tally()
    puzzle = examine(SOURCE, WIN, QUICK, tally)
    assert puzzle == Puzzle.named("schotten", WIN, ("r9@3", "claim 3"), "claim-that-wins")
    assert tally.positions == tally.candidates == tally.verified == 1
    assert recheck(SOURCE, puzzle, QUICK.verify)
    assert not recheck(SOURCE, replace(puzzle, solution=("b1@3", "claim 3")), QUICK.verify)


def test_the_claims_a_card_makes_provable_follow_it_lowest_first():
    puzzle = examine(SOURCE, TWO_CLAIMS, QUICK)
    assert puzzle is not None and puzzle.theme == "claim-that-wins"
    assert puzzle.solution == ("r9@3", "claim 2", "claim 3")
    after = SOURCE.load(TWO_CLAIMS).play("r9@3")
    assert after.to_move == 0 and sorted(after.legal_moves()) == ["claim 2", "claim 3", "draw"]
    assert list(SOURCE.chances(after, QUICK.find)) == ["claim 2"]      # claims commute: one order is offered


def test_two_cards_that_win_are_no_puzzle():
    state = SOURCE.load(TWO_WINS)
    assert sorted(move for move in state.legal_moves() if wins_by_claims(state, move)) == ["r6@3", "r9@3"]
    assert not SOURCE.promising(state)
    assert SOURCE.theme(state, ("r9@3", "claim 3")) is None
    tally = Tally()
    assert examine(SOURCE, TWO_WINS, QUICK, tally) is None and tally.positions == 0


def test_a_card_that_claims_nothing_is_no_theme():
    state = SOURCE.load(WIN)
    assert SOURCE.theme(state, ("r9@3",)) is None                  # the claim belongs to the answer
    assert SOURCE.theme(state, ("b1@5",)) is None
    assert SOURCE.theme(state.play("r9@3"), ("claim 3",)) is None  # a puzzle starts before the card


def _other_hidden_cards(position: str) -> str:
    """The same position as A sees it, with B's hand and the deck's order changed: B's cards swapped
    for the deck's last six, and the deck reversed."""
    fields = position.split(" ")
    hand, deck = fields[4].split(","), fields[5].split(",")
    fields[4], fields[5] = ",".join(deck[-len(hand):]), ",".join(reversed(deck[:-len(hand)] + hand))
    return " ".join(fields)


def test_the_chances_do_not_depend_on_the_cards_the_solver_cannot_see():
    """The no-peeking proof: chances are asked of deals from the solver's view, never the real ones,
    at a card step (an opening, the puzzle above) and at a claim step."""
    for position in (new_game({}, 4).position(), TWO_CLAIMS):
        other = _other_hidden_cards(position)
        state, changed = SOURCE.load(position), SOURCE.load(other)
        assert other != position and changed.view(0) == state.view(0)
        assert SOURCE.chances(state, QUICK.find) == SOURCE.chances(changed, QUICK.find)
    after, changed = SOURCE.load(TWO_CLAIMS).play("r9@3"), SOURCE.load(_other_hidden_cards(TWO_CLAIMS)).play("r9@3")
    assert SOURCE.chances(after, QUICK.verify) == SOURCE.chances(changed, QUICK.verify)
