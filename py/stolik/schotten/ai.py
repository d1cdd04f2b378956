"""The computer opponent: information-set MCTS over determinized deals, with heuristic playouts.

It never reads the opponent's hand or the deck order: ``determinize`` rebuilds them from what the
player to move has seen (their own hand, the table, the discard pile, the public hand sizes) by
shuffling the unseen cards. Provable claims are always taken at once (a claimed stone is frozen,
so claiming never hurts), inside the search and at the root.

>>> from stolik.schotten import new_game
>>> s = new_game({}, seed=5)
>>> choose_move(s, "easy", seed=1) in s.legal_moves()
True
"""
from __future__ import annotations

from dataclasses import replace

from stolik.core.rng import Rng
from stolik.core.search import LEVELS, Adapter, Limit, budget, mcts
from stolik.core.search.best_moves import ANALYSED, BestMoves
from stolik.core.search.chance import settled_chance
from stolik.core.search.limit import resolve
from stolik.core.search.mcts import mcts_root
from stolik.schotten.cards import CLAN, CLAN_SET, MODES, TACTICS
from stolik.schotten.heuristics import side_estimate, stone_edge
from stolik.schotten.state import State
from stolik.schotten.table import NO_ONE, STONES

# level -> (its limit: playouts as nodes, and the time in the page; moves kept per node). The time
# is the whole turn's: a player waits at most 2 s in the page for the computer's turn (card, claims,
# draw), search, messages and drawing included. Claims and the deck to draw from take no search;
# the Recruiter's returned cards get a third of the limit.
_BUDGET = {"easy": (Limit(seconds=0.25, nodes=40), 6), "normal": (Limit(seconds=0.6, nodes=300), 10),
           "hard": (Limit(seconds=1.1, nodes=1200), 14)}
_DRAWS = frozenset(("draw", "draw tactic", "end"))
_NEIGHBOURS = tuple(tuple(t for t in (s - 1, s + 1) if 0 <= t < STONES) for s in range(STONES))


def determinize(state: State, rng: Rng, viewer: int | None = None) -> State:
    """A full state consistent with what ``viewer`` (default: the player to move) has seen: the
    cards unseen by them reshuffled."""
    me = state.to_move if viewer is None else viewer
    opp = 1 - me
    known = set(state.hands[me]) | set(state.seen_cards())
    clan_pool = [c for c in CLAN if c not in known]
    tactic_pool = list(TACTICS) if state.tactics else []
    visible_tactics = [c for c in state.hands[me] if c not in CLAN_SET]
    visible_tactics += [c for pair in state.sides for side in pair for c in side if c not in CLAN_SET]
    visible_tactics += [c for m in state.modes for c in m] + [c for c in state.discard if c not in CLAN_SET]
    for card in visible_tactics:
        tactic_pool.remove(card)
    n_clan = sum(1 for c in state.hands[opp] if c in CLAN_SET)     # public: the two decks' backs differ
    n_tactic = len(state.hands[opp]) - n_clan
    rng.shuffle(clan_pool)
    rng.shuffle(tactic_pool)
    hand = tuple(sorted(clan_pool[:n_clan] + tactic_pool[:n_tactic]))
    hands = (state.hands[0], hand) if me == 0 else (hand, state.hands[1])
    return replace(state, hands=hands, clan_deck=tuple(clan_pool[n_clan:]), tactic_deck=tuple(tactic_pool[n_tactic:]))


def _stone_weight(state: State, s: int, p: int) -> float:
    """Stones next to ones already held matter more (three adjacent win)."""
    w = 1.0
    for t in _NEIGHBOURS[s]:
        if state.owners[t] == p:
            w += 0.35
        elif state.owners[t] == 1 - p:
            w -= 0.15
    return w


def placement_scores(state: State, moves: list[str]) -> dict[str, float]:
    """Greedy worth of each placement ``card@stone`` for the player to move (other moves: absent)."""
    p = state.to_move
    per_stone: dict[int, tuple[tuple[str, ...], tuple[str, ...], float, float, bool, float]] = {}
    scores: dict[str, float] = {}
    for move in moves:
        card, at, stone = move.partition("@")
        if not at or " " in move or card in MODES:
            continue
        s = int(stone) - 1
        info = per_stone.get(s)
        if info is None:
            mine, theirs, modes = state.sides[s][p], state.sides[s][1 - p], state.modes[s]
            size = state.size(s)
            info = per_stone[s] = (mine, modes, side_estimate(theirs, modes), side_estimate(mine, modes),
                                   len(mine) + 1 >= size and len(theirs) >= size, _stone_weight(state, s, p))
        mine, modes, theirs_est, mine_est, closing, weight = info
        after = max(-1.0, min(1.0, (side_estimate(mine + (card,), modes) - theirs_est) / 120.0))
        before = max(-1.0, min(1.0, (mine_est - theirs_est) / 120.0))
        gain = after - before
        if closing and after < 0:
            gain -= 0.5    # a finished losing side is a wasted card
        value = card[1:]
        spend = (int(value) if value.isdigit() else 8) / 60.0   # keep high cards when it costs nothing
        scores[move] = gain * weight - spend * (0.2 if after > 0 else 0.6)
    return scores


def evaluate(state: State, player: int) -> float:
    """Position worth for ``player`` in [-1, 1]: expected stones, and the best three-adjacent window
    of each player (a rough chance per stone: held 1, lost 0, open 0.5 moved by the edge there)."""
    result = state.result()
    if result is not None:
        return 0.0 if result.winner is None else 1.0 if result.winner == player else -1.0
    chance = []
    for s in range(STONES):
        owner = state.owners[s]
        if owner == NO_ONE:
            chance.append(0.5 + 0.3 * stone_edge(state.sides[s][player], state.sides[s][1 - player], state.modes[s]))
        else:
            chance.append(1.0 if owner == player else 0.0)
    count = (sum(chance) - 4.5) / 4.5
    mine = max(chance[i] * chance[i + 1] * chance[i + 2] for i in range(STONES - 2))
    theirs = max((1 - chance[i]) * (1 - chance[i + 1]) * (1 - chance[i + 2]) for i in range(STONES - 2))
    return max(-1.0, min(1.0, 0.6 * count + 0.8 * (mine - theirs)))


class SchottenAdapter(Adapter[State]):
    """Moves for the search: claims first and alone; placements pruned to the best few."""

    def __init__(self, keep: int = 10) -> None:
        self.keep = keep

    def playout_moves(self, state: State) -> list[str]:
        """Legal moves with the two fixed habits: claims at once, tactic draws only when wanted."""
        legal = state.legal_moves()
        if legal and legal[0].startswith("claim"):
            return legal[:1]        # provable claims are always good: take them one by one
        if "draw tactic" in legal and "draw" in legal and not wants_tactic(state):
            return ["draw"]
        return legal

    def moves(self, state: State) -> list[str]:
        """Tree moves: the playout moves, pruned to the ``keep`` best by the greedy prior."""
        legal = self.playout_moves(state)
        if len(legal) <= self.keep:
            return legal
        priors = _priors(state, legal)
        return sorted(legal, key=lambda m: -priors[m])[:self.keep]

    def child(self, state: State, move: str) -> State:
        return state.play_unchecked(move)

    def reward(self, state: State, player: int) -> float:
        result = state.result()
        if result is not None:
            return 0.5 if result.winner is None else float(result.winner == player)
        return (evaluate(state, player) + 1.0) / 2.0


TACTIC_COST = 0.12   # a tactic card played is one the opponent may answer: spend it for a clear gain


def _edge(state: State, s: int, p: int, mine: tuple[str, ...] | None = None, theirs: tuple[str, ...] | None = None,
          modes: tuple[str, ...] | None = None) -> float:
    """stone_edge for ``p`` at ``s``, with any of the side/mode tuples replaced."""
    return stone_edge(state.sides[s][p] if mine is None else mine,
                      state.sides[s][1 - p] if theirs is None else theirs,
                      state.modes[s] if modes is None else modes)


def _without(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    out = list(cards)
    out.remove(card)
    return tuple(out)


def tactic_prior(state: State, move: str) -> float:
    """Worth of a tactic move (environments and ruses) by the edge it changes on the stones it touches."""
    p = state.to_move
    head, _, rest = move.partition(" ")
    if head in ("BANSHEE", "TRAITOR", "STRATEGIST"):
        source, _, target = rest.partition(">")
        card, _, stone = source.partition("@")
        s = int(stone) - 1
        owner = p if head == "STRATEGIST" else 1 - p
        side = _without(state.sides[s][owner], card)
        if owner == p:
            gain = _edge(state, s, p, mine=side) - _edge(state, s, p)
        else:
            gain = _edge(state, s, p, theirs=side) - _edge(state, s, p)
        gain *= _stone_weight(state, s, p)
        if target and target != "x":
            t = int(target) - 1
            mine_t = (side if t == s and owner == p else state.sides[t][p]) + (card,)
            theirs_t = side if t == s and owner != p else None
            base = _edge(state, t, p, theirs=theirs_t) if t == s else _edge(state, t, p)
            gain += (_edge(state, t, p, mine=mine_t, theirs=theirs_t) - base) * _stone_weight(state, t, p)
        return gain - TACTIC_COST
    card, at, stone = move.partition("@")
    if at and card in MODES:
        s = int(stone) - 1
        gain = _edge(state, s, p, modes=state.modes[s] + (card,)) - _edge(state, s, p)
        return gain * _stone_weight(state, s, p) - TACTIC_COST
    return -TACTIC_COST   # the Recruiter


def wants_tactic(state: State) -> bool:
    """Draw a tactic card only when it could be played soon and the hand is not already full of them."""
    me = state.to_move
    held = sum(1 for c in state.hands[me] if c not in CLAN_SET)
    return held == 0 and len(state.played[me]) <= len(state.played[1 - me])


def _priors(state: State, moves: list[str]) -> dict[str, float]:
    """A cheap ordering of moves: placements by greedy score, tactic cards by the edge they change."""
    scores = placement_scores(state, moves)
    for move in moves:
        if move in scores:
            if move.split("@")[0] in ("JOKER", "SPY", "SHIELD"):
                scores[move] -= TACTIC_COST
            continue
        if move.startswith("draw"):
            scores[move] = 0.1 if move == "draw" else 0.0
        elif move.startswith("return") or move == "end":
            scores[move] = 0.0
        elif move == "pass":
            scores[move] = -0.5
        else:
            scores[move] = tactic_prior(state, move)
    return scores


CHANCE_PLAYOUTS = 4   # a review's win chance: at least this many playouts, more while its time lasts


def win_chance(state: State, budget_seconds: float = 0.25, seed: int = 0, limit: Limit | None = None,
               viewer: int | None = None) -> float:
    """Player 1's (index 0) chance to win in [0, 1], for a game review: the result once over, else the
    mean payoff of heuristic playouts from deals the player to move could be facing (``determinize``:
    never the real hidden cards), as long as the time lasts; ``limit`` in its place (tests: its nodes
    are the number of playouts, at least ``CHANCE_PLAYOUTS``). ``viewer`` is whose knowledge the deals
    follow (default the player to move): to judge a move by what its player could see (core/grading.py),
    the chance after it is asked with the mover as viewer, never with the opponent's hand."""
    settled = settled_chance(state)
    if settled is not None:
        return settled
    rng, adapter = Rng(seed), SchottenAdapter()
    search = resolve(limit, Limit(seconds=budget_seconds))
    deadline = None if search.seconds is None else budget.now() + search.seconds
    playouts = CHANCE_PLAYOUTS if search.nodes is None else max(CHANCE_PLAYOUTS, search.nodes)
    total, done = 0.0, 0
    while done < CHANCE_PLAYOUTS or (done < playouts if deadline is None else budget.now() < deadline):
        total += _playout(determinize(state, rng, viewer), adapter, rng, 0)
        done += 1
    return total / done


def move_chances(state: State, samples: int, seed: int = 0, moves: list[str] | None = None) -> dict[str, float]:
    """The mover's chance after each legal move (or each of ``moves``), over ``samples`` deals the mover could be facing
    (``determinize`` from their view: never the real hand across the table nor the deck's order), the
    same deals for every move (common random numbers: moves are compared on equal cards), one heuristic
    playout per deal and move: for puzzles. A move that ends the game counts its result. The seed is
    the caller's alone (never drawn from the position, whose text holds the hidden cards).

    >>> from stolik.schotten import new_game
    >>> s = new_game({}, seed=5)
    >>> chances = move_chances(s, 2)
    >>> sorted(chances) == sorted(s.legal_moves()) and all(0.0 <= c <= 1.0 for c in chances.values())
    True
    """
    me, adapter = state.to_move, SchottenAdapter()
    moves = state.legal_moves() if moves is None else moves
    totals = dict.fromkeys(moves, 0.0)
    for sample in range(samples):
        deal = determinize(state, Rng(seed * 7919 + sample))
        for move in moves:
            totals[move] += _playout(deal.play_unchecked(move), adapter, Rng(seed * 7919 + sample), me)
    return {move: total / max(1, samples) for move, total in totals.items()}


def _playout(current: State, adapter: SchottenAdapter, rng: Rng, player: int) -> float:
    """``player``'s payoff after at most 40 heuristic playout steps from ``current`` (a full deal)."""
    for _ in range(40):
        moves = adapter.playout_moves(current)
        if not moves or current.result() is not None:
            break
        current = current.play_unchecked(rollout_policy(current, moves, rng))
    return adapter.reward(current, player)


ROLLOUT_SAMPLE = 10   # playout moves judged per step: the best of a random few keeps playouts fast


def rollout_policy(state: State, moves: list[str], rng: Rng) -> str:
    """Playout moves: the greedy best of a random sample of the legal moves."""
    n = len(moves)
    if n == 1:
        return moves[0]
    if n > ROLLOUT_SAMPLE:
        # In the order drawn (a dict, not a set): a set's order follows the process's string hashing,
        # and the random tie-breaks below would then give another move in another process.
        picked = dict.fromkeys(moves[rng.below(n)] for _ in range(ROLLOUT_SAMPLE))
        picked.update(dict.fromkeys(m for m in ("draw", "draw tactic") if m in moves))
        moves = list(picked)
    priors = _priors(state, moves)
    return max(moves, key=lambda m: priors[m] + 0.03 * rng.random())


def choose_move(state: State, level: str = "normal", seed: int = 0, limit: Limit | None = None) -> str:
    """The computer's move at ``level`` (easy, normal, hard), from what the player to move can see,
    within the level's playouts and time (the page), or ``limit`` in place of the time (tests: the
    level's playouts or fewer, the same answer on any machine)."""
    if level not in _BUDGET:
        raise ValueError(f"level {level!r} is not one of {LEVELS!r}")
    legal = state.legal_moves()
    if not legal:
        raise ValueError("the game is over: there is no move to choose")
    claims = [m for m in legal if m.startswith("claim")]
    if claims:
        return claims[0]
    if len(legal) == 1:
        return legal[0]
    if _DRAWS.issuperset(legal):
        return choose_draw(state, legal)
    level_limit, keep = _BUDGET[level]
    search = resolve(limit, level_limit)
    if state.phase == "return":
        search = search.divided(3)
    adapter = SchottenAdapter(keep)
    # Every level counts its playouts, so search.nodes is always set (the tighter of the two).
    move, _visits = mcts(state, adapter, Rng(seed), iterations=search.nodes or 0, time_limit=search.seconds,
                         determinize=determinize, rollout=rollout_policy, rollout_depth=40,
                         playout_moves=adapter.playout_moves)
    return move


def choose_draw(state: State, legal: list[str]) -> str:
    """Which deck to draw from, by the playouts' own habit (no search: the draw is a small choice
    whose worth a few hundred playouts cannot tell apart): a tactic card only when it is wanted.

    >>> from stolik.schotten import new_game
    >>> s = new_game({"tactics": True}, seed=5)
    >>> s = s.play(s.legal_moves()[0])
    >>> sorted(m for m in s.legal_moves() if not m.startswith("claim"))
    ['draw', 'draw tactic']
    >>> choose_draw(s, ["draw", "draw tactic"])
    'draw tactic'
    """
    if "draw tactic" in legal and ("draw" not in legal or wants_tactic(state)):
        return "draw tactic"
    return "draw" if "draw" in legal else legal[0]


def best_moves(state: State, limit: Limit, count: int = ANALYSED) -> BestMoves:
    """The analysis board's ``count`` best moves, as the hard level's search sees them from the mover's
    view (deals ``determinize`` could give, never the real hidden cards): the most visited first, each with
    its mean playout reward as the mover's chance; ``samples`` counts the playouts. ``limit.nodes`` playouts,
    else as many as ``limit.seconds`` allow. Provable claims come alone, as the computer takes them."""
    if state.result() is not None:
        return BestMoves((), 0)
    search = limit.instead_of(_BUDGET["hard"][0]) if limit.seconds is None else limit
    stats = mcts_root(state, SchottenAdapter(_BUDGET["hard"][1]), Rng(0), iterations=search.nodes or 10**9,
                      time_limit=search.seconds, determinize=determinize, rollout=rollout_policy, rollout_depth=40,
                      playout_moves=SchottenAdapter().playout_moves)
    ranked = sorted(stats.items(), key=lambda item: (-item[1][0], -item[1][1], item[0]))[:count]
    return BestMoves(tuple((move, round(mean, 4)) for move, (_visits, mean) in ranked), 0,
                     samples=sum(visits for visits, _mean in stats.values()))
