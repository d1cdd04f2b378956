"""The computer opponent: expectimax over sampled rolls with a squashed score evaluation.

The search reads only what both players see (pawns, scores, the current roll) and never the game's
generator: the next turn's rolls are sampled from the AI's own ``Rng(seed)``, the same sample for
every candidate move (common random numbers) so candidates are compared fairly.

For each candidate outcome of the current roll, the next turn is a chance node (the opponent's
roll, or the mover's own after a tower): over the sampled rolls the player to move picks their best
reply, valued incrementally from the moved pawn. Values squash an expected final score difference
into (-1000, 1000), which is what the game is won on: risk-taking when behind, caution when ahead.
Candidates are searched best guess first until the time (the page) or the number of positions
valued (``Limit.nodes``, the tests) would run out; a depth limit means nothing here (one turn deep).
"""
from __future__ import annotations

import math
from stolik.core.rng import Rng
from stolik.core.search import LEVELS, Limit, budget
from stolik.core.search.best_moves import ANALYSED, BestMoves
from stolik.core.search.chance import first_players_chance, settled_chance
from stolik.core.search.limit import resolve
from stolik.kosci.board import EXIT, SQUARES, relative_row, start_row
from stolik.kosci.movement import Outcome, apply, outcomes
from stolik.kosci.setup import setup_text
from stolik.kosci.state import State

Stacks = tuple[tuple[int, ...], ...]      # pawn ids on each square, bottom first

# level -> (sampled rolls per chance node, its limit: time in the page)
_BUDGET = {"easy": (0, Limit(seconds=0.2)), "normal": (24, Limit(seconds=0.35)),
           "hard": (72, Limit(seconds=1.0))}   # a reply shown within 2 s in the page
# A tower's extra roll is another decision of the same turn, which shares the turn's time: it gets
# one of this many parts of the limit (a turn of towers had one full limit per roll: 3-4 s in the page).
EXTRA_ROLL_PARTS = 4
WIN = 1000.0
TOWER_BONUS = 9.0              # an extra turn is worth about one turn's points
LAST_TURN_GAIN = 11.0          # what the opponent's last roll is expected to bring after an exit
CERTAINTY = 5.0               # a win settled now beats one that only every sampled roll confirms
BLOCKED = -4.0                 # a covered pawn cannot move, cross or exit


def _free_value(player: int, square: int) -> float:
    """A free pawn's promise: own-half pawns near the line are about to cross (+10)."""
    rel = relative_row(player, square)
    if rel <= 5:
        return 2.0 + 0.8 * rel
    return 1.5 + 0.3 * (rel - 6)


VALUE = tuple(tuple(_free_value(p, s) for s in range(SQUARES)) for p in (0, 1))


def _positional(stacks: Stacks, where: tuple[int, ...], me: int) -> float:
    """Sum of pawn values, mine minus the opponent's."""
    total = 0.0
    for pawn in range(12):
        square = where[pawn]
        if square < 0:
            continue
        owner = pawn // 6
        value = VALUE[owner][square] if stacks[square][-1] == pawn else BLOCKED
        total += value if owner == me else -value
    return total


def _squash(x: float, spread: float) -> float:
    """An expected final difference as a value: near ±WIN when the outcome is settled (margin breaks ties)."""
    return WIN * math.tanh(x / spread) + 0.01 * x


def _final(lead: int) -> float:
    """The value of a finished game: the result, and the margin only to break ties."""
    return (WIN if lead > 0 else -WIN if lead < 0 else 0.0) + 0.01 * lead


def _spread(turns: int, cap: int) -> float:
    """How uncertain the final difference still is: less so as the turn cap nears."""
    return 8.0 + 22.0 * min(1.0, (cap - turns) / 60.0)


def _delta(stacks: Stacks, player: int, outcome: Outcome) -> float:
    """The change of the mover's (player's) positional value when ``outcome`` is played (points apart)."""
    src, dest = outcome.src, outcome.dest
    gain = -VALUE[player][src]
    below = stacks[src]
    if len(below) > 1:                              # the pawn underneath is uncovered
        under = below[-2]
        change = VALUE[under // 6][src] - BLOCKED
        gain += change if under // 6 == player else -change
    if dest != EXIT:
        gain += VALUE[player][dest]
        there = stacks[dest]
        if there:                                   # the top pawn there is covered
            top = there[-1]
            change = BLOCKED - VALUE[top // 6][dest]
            gain += change if top // 6 == player else -change
    return gain


class _Search:
    """One decision: the position, the sampled rolls, and what it may spend (``limit`` from ``start``)."""

    def __init__(self, state: State, rolls: list[tuple[int, ...]], limit: Limit, start: float) -> None:
        self.me = state.to_move
        self.cap = state.turn_cap
        self.rolls = rolls
        self.deadline = None if limit.seconds is None else start + limit.seconds
        self.max_nodes = limit.nodes
        self.nodes = 0          # positions valued so far (a node limit counts these)

    def has_room(self, seconds: float = 0.0, nodes: int = 0) -> bool:
        """Whether work of ``seconds`` and ``nodes`` begun now still ends within the limit."""
        return ((self.deadline is None or budget.now() + seconds <= self.deadline)
                and (self.max_nodes is None or self.nodes + nodes <= self.max_nodes))

    def reply_value(self, stacks: Stacks, lead: int, position: float, mover: int, phase: str, turns: int,
                    outcome: Outcome) -> float:
        """Value for me after ``mover`` plays ``outcome``; ``lead`` my score lead, ``position`` my positional edge."""
        sign = 1 if mover == self.me else -1
        lead += sign * outcome.points
        if outcome.dest == EXIT:
            if phase == "last":
                return _final(lead)
            return _squash(lead - sign * LAST_TURN_GAIN, 9.0)   # the other player's last roll follows
        if turns >= self.cap:
            return _final(lead)
        if outcome.tower:
            x = lead + position + sign * (_delta(stacks, mover, outcome) + TOWER_BONUS)
            return _squash(x, 9.0 if phase == "last" else _spread(turns, self.cap))
        if phase == "last":
            return _final(lead)
        return _squash(lead + position + sign * _delta(stacks, mover, outcome), _spread(turns, self.cap))

    def chance(self, stacks: Stacks, where: tuple[int, ...], lead: int, mover: int, phase: str, turns: int) -> float:
        """Expected value for me of the turn ``mover`` is about to roll for (sampled rolls)."""
        position = _positional(stacks, where, self.me)
        turns += 1
        total = 0.0
        for roll in self.rolls:
            found = outcomes(stacks, where, mover, roll)
            self.nodes += len(found) or 1
            if not found:
                if phase == "last" or turns >= self.cap:
                    total += _final(lead)
                else:
                    total += _squash(lead + position, _spread(turns, self.cap))
                continue
            values = [self.reply_value(stacks, lead, position, mover, phase, turns, o) for o in found]
            total += max(values) if mover == self.me else min(values)
        return total / len(self.rolls)

    def root_value(self, state: State, outcome: Outcome) -> float:
        """Value for me of playing ``outcome`` now."""
        stacks, where = apply(state.stacks, state.where, outcome)
        lead = state.scores[self.me] - state.scores[1 - self.me] + outcome.points
        phase, turns = state.phase, state.turns
        if outcome.dest == EXIT and phase != "last":
            return self.chance(stacks, where, lead, 1 - self.me, "last", turns)
        if outcome.dest == EXIT or turns >= self.cap or (phase == "last" and not outcome.tower):
            return _final(lead) + (CERTAINTY if lead > 0 else 0.0)   # the game ends now
        if outcome.tower:
            return self.chance(stacks, where, lead, self.me, phase, turns)
        return self.chance(stacks, where, lead, 1 - self.me, phase, turns)


def _quick_value(state: State, outcome: Outcome) -> float:
    """One-ply value of an outcome (used by 'easy' and to order candidates)."""
    me = state.to_move
    lead = state.scores[me] - state.scores[1 - me] + outcome.points
    if outcome.dest == EXIT or (state.phase == "last" and not outcome.tower):
        return _squash(lead - LAST_TURN_GAIN, 9.0) if state.phase != "last" else _final(lead)
    x = lead + _positional(state.stacks, state.where, me) + _delta(state.stacks, me, outcome)
    if outcome.tower:
        x += TOWER_BONUS
    return _squash(x, _spread(state.turns, state.turn_cap))


def _setup_move(state: State, rng: Rng) -> str:
    """A placement of our own choosing (own generator): the six pawns on random squares of the start row."""
    squares = list(start_row(state.to_move))
    rng.shuffle(squares)
    faces = [1, 2, 3, 4, 5, 6]
    rng.shuffle(faces)
    return setup_text(dict(zip(squares[:6], faces)))


def choose_move(state: State, level: str = "normal", seed: int = 0, limit: Limit | None = None) -> str:
    """One of ``state.legal_moves()`` chosen at ``level``; never reads the state's generator. Within
    the level's time (the page), or ``limit`` in its place (tests: nodes, the same on any machine).

    >>> from stolik.kosci import from_position
    >>> s = from_position("A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321")
    >>> choose_move(s) in s.legal_moves()
    True
    """
    if level not in _BUDGET:
        raise ValueError(f"{level!r} is not a level; choose one of {LEVELS!r}")
    legal = state.legal_moves()
    if not legal:
        raise ValueError("choose_move() needs a position with a legal move")
    rng = Rng(seed ^ 0x5EED)
    if state.phase == "setup":
        return _setup_move(state, rng)
    if len(legal) == 1:
        return legal[0]
    start = budget.now()
    samples, level_limit = _BUDGET[level]
    search_limit = resolve(limit, level_limit)
    if state.extra:
        search_limit = search_limit.divided(EXTRA_ROLL_PARTS)
    pairs = {o: text for text, o in zip(legal, state.legal_outcomes())}
    candidates = sorted(pairs, key=lambda o: -_quick_value(state, o))
    if samples == 0:
        # easy: the best one-ply value, but now and then any of the better half of the moves
        if rng.random() < 0.3:
            return pairs[candidates[rng.below(max(1, len(candidates) // 2))]]
        return pairs[candidates[0]]
    rolls = [tuple(rng.below(6) + 1 for _ in range(4)) for _ in range(samples)]
    search = _Search(state, rolls, search_limit, start)
    best, best_value = candidates[0], -math.inf
    # The longest a candidate took so far, and the most nodes: one more that would end past the limit is not begun.
    longest, most = 0.0, 0
    for outcome in candidates:
        if not search.has_room(longest, most):
            break
        began, counted = budget.now(), search.nodes
        value = search.root_value(state, outcome)
        longest, most = max(longest, budget.now() - began), max(most, search.nodes - counted)
        if value > best_value:
            best, best_value = outcome, value
    return pairs[best]


def win_chance(state: State, budget_seconds: float = 0.25, seed: int = 0, limit: Limit | None = None) -> float:
    """Player A's chance to win in [0, 1], for a game review, from what both players see (never the
    future rolls): the result once over; during setup an even 0.5; else the search's value of the
    best move for the roll on the table (or of the turn about to be rolled, over sampled rolls).
    ``limit`` replaces the time budget (tests: nodes)."""
    settled = settled_chance(state)
    if settled is not None:
        return settled
    if state.phase == "setup":
        return 0.5
    me = state.to_move
    rng = Rng(seed ^ 0x5EED)
    rolls = [tuple(rng.below(6) + 1 for _ in range(4)) for _ in range(_BUDGET["normal"][0])]
    search = _Search(state, rolls, resolve(limit, Limit(seconds=budget_seconds)), budget.now())
    lead = state.scores[me] - state.scores[1 - me]
    if state.roll is None:
        value = search.chance(state.stacks, state.where, lead, me, state.phase, state.turns)
    else:
        candidates = sorted((o for o in state.legal_outcomes()), key=lambda o: -_quick_value(state, o))
        value = -math.inf
        for outcome in candidates:          # the best first: a cut-off by time keeps the likely best value
            value = max(value, search.root_value(state, outcome))
            if not search.has_room():
                break
        if not candidates:                  # no move for this roll: the position as it stands
            value = _squash(lead + _positional(state.stacks, state.where, me), _spread(state.turns, state.turn_cap))
    return first_players_chance(min(1.0, max(0.0, 0.5 + 0.5 * value / WIN)), me)


def move_chances(state: State, samples: int, seed: int = 0) -> dict[str, float]:
    """The mover's chance after each move the roll on the table allows, over ``samples`` sampled
    next-turn rolls of the AI's own (never the game's generator): for puzzles and retried mistakes.
    More samples are what makes this one-turn search more exact. Needs a roll to assign.

    >>> from stolik.kosci import from_position
    >>> s = from_position("A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321")
    >>> chances = move_chances(s, 8)
    >>> sorted(chances) == sorted(s.legal_moves()) and all(0.0 <= c <= 1.0 for c in chances.values())
    True
    """
    if state.roll is None or state.phase not in ("play", "last"):
        raise ValueError(f"move_chances() needs a roll to assign, not {state.position()!r}")
    rng = Rng(seed ^ 0x5EED)
    rolls = [tuple(rng.below(6) + 1 for _ in range(4)) for _ in range(samples)]
    search = _Search(state, rolls, Limit(), budget.now())
    return {text: min(1.0, max(0.0, 0.5 + 0.5 * search.root_value(state, outcome) / WIN))
            for text, outcome in zip(state.legal_moves(), state.legal_outcomes())}


_FIRST_SAMPLES = 8      # the analysis board's first look; each look after it samples twice the rolls


def best_moves(state: State, limit: Limit, count: int = ANALYSED) -> BestMoves:
    """The analysis board's ``count`` best uses of the roll on the table, each with the mover's chance,
    over sampled next rolls (``samples`` says how many): ``limit.nodes`` of them, or more and more while
    ``limit.seconds`` last. A position with one move (a roll to make) gets that move's chance, the setup none."""
    legal = state.legal_moves()
    if state.result() is not None or (state.roll is None and len(legal) != 1):
        return BestMoves((), 0)
    if state.roll is None or len(legal) == 1:
        return BestMoves(((legal[0], first_players_chance(win_chance(state, limit=Limit(nodes=_FIRST_SAMPLES)),
                                                            state.to_move)),), 0)
    if limit.nodes is not None or limit.seconds is None:
        samples = limit.nodes or _FIRST_SAMPLES
        return BestMoves.of(move_chances(state, samples), count, samples=samples)
    start, samples = budget.now(), _FIRST_SAMPLES
    found = BestMoves.of(move_chances(state, samples), count, samples=samples)
    # the next look takes about twice this one: asked only while it fits in what is left
    while 3 * (budget.now() - start) < limit.seconds:
        samples *= 2
        found = BestMoves.of(move_chances(state, samples), count, samples=samples)
    return found
