"""The computer opponent: legal answers at every level, no peeking at future rolls, sane endgame choices.

Searches here stop at a node limit, not the level's clock, so each answer is the same on a fast
machine and a loaded one; how long a turn takes is ``scripts/bench ai turns``'s to say.
"""
from dataclasses import replace

import pytest

from stolik.core.search import Limit
from stolik.kosci import from_position, new_game
from stolik.kosci.ai import LEVELS, choose_move

B_FAR = "B1@G9,B2@F12,B3@E11,B4@D10,B5@C11,B6@B9"
# A normal turn values 500-25,000 positions (hard three times as many): every candidate is searched.
NODES = Limit(nodes=100_000)


def test_levels_answer_legal_moves_through_a_game():
    state = new_game({}, 21)
    for ply in range(120):
        if state.result() is not None:
            break
        level = LEVELS[ply % 3]
        move = choose_move(state, level, seed=ply, limit=NODES)
        assert move in state.legal_moves() or state.phase == "setup"
        state = state.play(move)


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_never_reads_the_games_generator(level):
    """Two states that differ only in the generator's state (the future rolls) get the same answer."""
    state = from_position(f"A1@D3,A2@B4,A3@C5,A4@E7,A5@F2,A6@G6,{B_FAR} 11:12 A 4265")
    moves = {choose_move(replace(state, rng=r), level, seed=3, limit=NODES) for r in (0, 1, 12345, 2**63)}
    assert len(moves) == 1


def test_a_node_limit_stops_the_search_between_candidates(monkeypatch):
    """A node limit ends the search as the clock does in the page: no candidate is begun that would
    end past it, so a tight limit searches only the best guesses and a loose one all of them."""
    from stolik.kosci import ai

    made = []
    search = ai._Search
    monkeypatch.setattr(ai, "_Search", lambda *args: made.append(search(*args)) or made[-1])
    state = from_position(f"A1@D3,A2@B4,A3@C5,A4@E7,A5@F2,A6@G6,{B_FAR} 11:12 A 6665")
    for nodes in (1000, 100_000):
        assert choose_move(state, "normal", seed=1, limit=Limit(nodes=nodes)) in state.legal_moves()
    tight, loose = made
    assert 0 < tight.nodes <= 1000 < loose.nodes <= 100_000


def test_exits_when_far_ahead():
    """Leading by 60, an exit (+26) wins whatever the opponent's last roll brings."""
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@A10,A5@E2,A6@F2,{B_FAR} 80:20 A 4436")
    assert "4: A10→off +26" in state.legal_moves()
    assert choose_move(state, "normal", limit=NODES) == "4: A10→off +26"


def test_does_not_exit_when_far_behind():
    """Behind by 60, exiting ends a lost game: keep playing."""
    state = from_position(f"A1@A2,A2@B2,A3@C2,A4@A10,A5@E2,A6@F2,{B_FAR} 20:80 A 4436")
    assert "4: A10→off +26" in state.legal_moves()
    assert not choose_move(state, "normal", limit=NODES).endswith(("off +26", "off +24", "off +23"))


def test_in_the_last_roll_takes_the_winning_move():
    """Last roll, behind by 5: only a move worth 6 or more wins (B4 crossing from D7 to D6, +11)."""
    state = from_position("A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D7,B5@C11,B6@B11 31:26 B 4411 last")
    assert "4: D7→D6 +11" in state.legal_moves()
    move = choose_move(state, "normal", limit=NODES)
    assert state.describe(move).detail["gain"] > 5


@pytest.mark.parametrize("limit, whole", [(None, Limit(seconds=1.0)), (Limit(nodes=8000), Limit(nodes=8000))])
def test_a_towers_extra_roll_shares_the_turns_time(monkeypatch, limit, whole):
    """The decision after a tower is another of the same turn: it gets a share of the level's time
    limit (or of a node limit given in its place), not a whole one again (a turn of towers took a
    whole limit per roll). The limits are read as given, not measured on the clock."""
    from stolik.kosci import ai

    limits = []
    search = ai._Search
    monkeypatch.setattr(ai, "_Search", lambda state, rolls, given, start: limits.append(given)
                        or search(state, rolls, Limit(nodes=1000), start))   # the search itself: small
    state = from_position(f"A1@D3,A2@B4,A3@C5,A4@E7,A5@F2,A6@G6,{B_FAR} 11:12 A 4265")
    for extra in (False, True):
        assert choose_move(replace(state, extra=extra), "hard", seed=3, limit=limit) in state.legal_moves()
    assert limits == [whole, whole.divided(ai.EXTRA_ROLL_PARTS)]
