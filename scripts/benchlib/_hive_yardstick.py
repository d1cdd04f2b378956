"""The Hive computer as it was at commit 4a93501 (the start of issue 33): the yardstick.

Benchmark code, not shipped; a leading underscore keeps it out of ``scripts/bench``'s list. A
frozen copy of that commit's ``stolik/hive/ai.py`` (evaluation, move ordering, the search adapter)
and of ``stolik/core/search/alphabeta.py`` (the negamax it ran: late move reductions, null move,
principal variation search), so ``scripts/bench ai hive --vs previous`` keeps measuring against the
same opponent however the shipped AI or the shared search change. It still plays on today's board
and move generator, so rule fixes reach it. ``previous_move(state, seconds)`` is that commit's hard
level (max depth 20) at a given time budget per move (the hard level then used 1.5 s on CPython).
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any, Callable, Generic, Hashable

from stolik.core.rng import Rng
from stolik.core.search.adapter import WIN, Hooks, M, S
from stolik.hive.board import PASS, Board, Move
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.hive import SPLIT, pinned_cells
from stolik.hive.movement import STEPS
from stolik.hive.movegen import generate, own_moves
from stolik.hive.notation import move_text
from stolik.hive.pieces import COLOUR, KIND, PER_COLOUR
# What a piece of each kind is worth on the board while it can move (the Queen's own freedom is
# weighed with her crowd); in hand it is worth _HAND of that, and nothing once pinned or covered.
_MOBILE = {"Q": 0.0, "S": 3.0, "B": 5.0, "G": 3.0, "A": 6.0, "M": 5.0, "L": 5.0, "P": 3.0}
_HAND = 0.5              # a piece in hand keeps options open, but presses nothing yet
_ON_TOP = 3.0            # a beetle (or mosquito) on the hive pins what it covers
_CRAWLERS = frozenset("QSAP")   # bugs that must slide: with no step out of their cell they are stuck
# Danger by the weighted number of occupied cells around a Queen (6 ends the game).
_CROWD = (0.0, 6.0, 14.0, 24.0, 40.0, 68.0, 68.0)
_FRIEND_LEAVES = 0.5     # a free friendly neighbour of the Queen can step away: half a threat
_QUEEN_FREE = 3.0        # a Queen who can still step away
_QUEEN_COVERED = 12.0    # an enemy beetle sits on this Queen: she cannot move, and it counts as a neighbour
_NEIGHBOUR_SET = frozenset(NEIGHBOURS)
# A ring of five occupied neighbours -> the direction of the one free cell.
_GAP = {63 & ~(1 << i): NEIGHBOURS[i] for i in range(6)}
_WITHIN_3 = frozenset(a + b + c for a in NEIGHBOURS for b in NEIGHBOURS for c in NEIGHBOURS)  # a Spider's reach
_WIN_NEXT = 500.0        # the player to move can surround the enemy Queen at once
_CHANCE_SPREAD = 30.0    # an evaluation lead this big (a Queen crowded by 3-4 more) is a win chance of ~88%


class HiveAdapter(Hooks[Board, Move]):
    """Search hooks on one mutable Board: push/pop, a Zobrist key, Hive evaluation.

    ``seen`` holds the positions the game has already been through: reaching one again counts as
    a draw in the search, so a player who is ahead makes progress instead of shuffling pieces to
    and fro while a lost opponent passes.
    """

    in_place = True
    reduce_after = 6    # killers, Queen moves and the best of history come first: the rest are cut a ply
    null_move = PASS    # passing is almost never better than the best move (Hive has few zugzwangs)
    keep_partial = True # a root move that beat the best before time ran out at a new depth is taken
    principal_variation = True  # after the first move, null windows: most moves only need to fail low

    def __init__(self, seen: frozenset[tuple[int, int, int]] = frozenset()) -> None:
        self.seen = seen
        self.killers: dict[int, list[Move]] = {}     # ply -> the last two moves that refuted a line there
        self.history: dict[Move, int] = {}          # move -> how much its refutations were worth (depth squared)
        self.rank: dict[Move, int] = {}             # move -> its history's bit length, the ordering's share
        self.scores: dict[Hashable, float] = {}     # position key -> evaluation (a leaf is often met again)

    def moves(self, board: Board) -> list[Move]:
        return generate(board)

    def push(self, board: Board, move: Move) -> None:
        board.apply(move)

    def pop(self, board: Board) -> None:
        board.undo()

    def key(self, board: Board) -> Hashable:
        # The ply matters only while the Queen deadline and opening rules can bite (turns 1-4).
        return board.hash, board.turn & 1, board.last, min(board.turn, 8)

    def terminal_value(self, board: Board) -> float | None:
        outcome = board.outcome()
        if outcome is None:
            return 0.0 if (board.hash, board.turn & 1, board.last) in self.seen else None
        if outcome == 2:
            return 0.0
        return WIN if outcome == board.turn & 1 else -WIN

    def cutoff(self, board: Board, move: Move, depth: int) -> None:
        """Remember a refutation: as a killer of its ply, and in the history of all plies."""
        killers = self.killers.setdefault(board.turn, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        total = self.history.get(move, 0) + depth * depth
        self.history[move] = total
        self.rank[move] = total.bit_length()

    def order(self, board: Board, moves: list[Move]) -> list[Move]:
        """This ply's killers first, then moves that crowd the enemy Queen or free our own, with the
        moves that refuted most elsewhere (history) ahead among equals.

        The bonuses are looked up per piece (where it stands) and per target cell (what it
        touches), so a move costs two lookups: ordering runs at every inner node of the tree."""
        if len(moves) < 2:
            return moves
        me = board.turn & 1
        pos = board.pos
        their_q, my_q = pos[(1 - me) * PER_COLOUR], pos[me * PER_COLOUR]
        near_theirs = () if their_q is None else {their_q + d for d in NEIGHBOURS}
        near_mine = () if my_q is None else {my_q + d for d in NEIGHBOURS}
        to_cell = dict.fromkeys(near_theirs, 3)         # a move onto a cell beside the enemy Queen
        for c in near_mine:
            to_cell[c] = to_cell.get(c, 0) - 2          # ... or beside our own
        # Leaving the enemy Queen's side costs, leaving our own pays; placements come after moves
        # of equal promise. Every piece: a Pillbug moves enemy pieces too.
        from_piece = [-1 if c is None else (2 if c in near_mine else 0) - (3 if c in near_theirs else 0)
                      for c in pos]
        rank = self.rank.get
        cell_bonus = to_cell.get
        score = {move: from_piece[move[0]] + cell_bonus(move[1], 0) + rank(move, 0) for move in moves}
        for move in self.killers.get(board.turn, ()):
            if move in score:
                score[move] += 10
        return sorted(moves, key=score.__getitem__, reverse=True)

    def evaluate(self, board: Board) -> float:
        """The heuristic lead of the player to move; a leaf where that player closes the ring round
        the enemy Queen with the next move is scored as all but won (the horizon hides it otherwise)."""
        key = (board.hash, board.turn & 1, board.last, min(board.turn, 8))
        score = self.scores.get(key)
        if score is None:
            me = board.turn & 1
            white, black = _side_scores(board)
            score = white - black if me == 0 else black - white
            their_q = board.pos[(1 - me) * PER_COLOUR]
            if their_q is not None and board.ring[their_q] in _GAP and closes_ring(board, their_q, their_q + _GAP[board.ring[their_q]]):
                score += _WIN_NEXT
            self.scores[key] = score
        return score


def closes_ring(board: Board, queen: int, gap: int) -> bool:
    """Whether the player to move can fill ``gap``, the last free cell beside the enemy Queen at
    ``queen``, and win: only the pieces that could reach it are asked for their moves (not the
    Queen's ring itself; the Grasshopper along a line of pieces, the crawlers when the gap can be
    slid into), not the whole move list."""
    me = board.turn & 1
    base = me * PER_COLOUR
    pos, stacks = board.pos, board.stacks
    if pos[base] is None:
        return False                                    # nothing moves before its own Queen is in
    if board.expansions and any(pos[p] is not None and KIND[p] in "MLP" for p in range(2 * PER_COLOUR)):
        return _closes_by_any_move(board, gap, me)      # copies, jumps over and throws: ask movegen
    slidable = bool(STEPS[board.ring[gap]])
    for piece in range(base, base + PER_COLOUR):
        c = pos[piece]
        if c is None:
            continue
        offset = c - gap
        kind = KIND[piece]
        if c - queen in _NEIGHBOUR_SET and len(stacks[c]) == 1:
            continue                                    # part of the ring: leaving opens it again
        if offset in _NEIGHBOUR_SET:
            pass                                        # beside the gap: any bug might step in
        elif kind == "G":
            if not _in_line(stacks, gap, c):
                continue
        elif kind == "A":
            if not slidable:
                continue
        elif kind == "S":
            if not slidable or offset not in _WITHIN_3:
                continue
        else:
            continue                                    # Queen and Beetle: one step away
        if gap in own_moves(board, piece):
            board.apply((piece, gap))
            won = board.outcome() == me
            board.undo()
            if won:
                return True
    return False


def _in_line(stacks: dict[int, list[int]], gap: int, c: int) -> bool:
    """Whether ``c`` lies on a straight, unbroken run of pieces that ends beside ``gap``."""
    for d in NEIGHBOURS:
        n = gap + d
        while n in stacks:
            if n == c:
                return n != gap + d                     # a jump needs a piece to pass over
            n += d
    return False


def _closes_by_any_move(board: Board, gap: int, me: int) -> bool:
    for move in generate(board):
        if move[1] == gap:
            board.apply(move)
            won = board.outcome() == me
            board.undo()
            if won:
                return True
    return False


def _side_scores(board: Board) -> tuple[float, float]:
    """White's and Black's heuristic totals: pieces that can move and pieces in hand, less the
    danger to each Queen (her crowd, weighted by who stands there and whether they can leave)."""
    stacks, pos, ring = board.stacks, board.pos, board.ring
    queen_in = (pos[0] is not None, pos[PER_COLOUR] is not None)
    no_hole = board.euler == 1
    cuts: set[int] | None = None
    totals = [0.0, 0.0]
    free: set[int] = set()
    if queen_in[0] or queen_in[1]:
        for c, stack in stacks.items():
            top = stack[-1]
            colour = COLOUR[top]
            if not queen_in[colour]:
                continue                                # nothing moves before its own Queen is in
            if len(stack) > 1:
                totals[colour] += _ATOP[top]
                continue
            r = ring[c]
            if SPLIT[r]:
                if no_hole:
                    continue
                if cuts is None:
                    cuts = pinned_cells(board)
                if c in cuts:
                    continue
            if _SLIDES_ONLY[top] and not STEPS[r]:
                continue
            free.add(c)
            totals[colour] += _VALUE[top]
    in_hand = _in_hand(board.enabled)
    for colour in (0, 1):
        total = totals[colour]
        for piece, value in in_hand[colour]:
            if pos[piece] is None:
                total += value
        q = pos[colour * PER_COLOUR]
        if q is not None:
            crowd = 0.0
            for d in NEIGHBOURS:
                s = stacks.get(q + d)
                if s is not None:
                    crowd += _FRIEND_LEAVES if COLOUR[s[-1]] == colour and q + d in free else 1.0
            whole = int(crowd)
            danger = _CROWD[whole] + (crowd - whole) * (_CROWD[whole + 1] - _CROWD[whole])
            if len(stacks[q]) > 1:
                danger += _QUEEN_COVERED
            elif q in free:
                danger -= _QUEEN_FREE
            total -= danger
        totals[colour] = total
    return totals[0], totals[1]


# The same weights by piece id, read once per piece in the evaluation's loop.
_VALUE = tuple(_MOBILE[k] for k in KIND)
_ATOP = tuple(_MOBILE[k] + _ON_TOP for k in KIND)
_SLIDES_ONLY = tuple(k in _CRAWLERS for k in KIND)
_HAND_BY_ENABLED: dict[tuple[bool, ...], tuple[tuple[tuple[int, float], ...], ...]] = {}


def _in_hand(enabled: tuple[bool, ...]) -> tuple[tuple[tuple[int, float], ...], ...]:
    """Per colour, the pieces in play but the Queen with what each is worth in hand."""
    found = _HAND_BY_ENABLED.get(enabled)
    if found is None:
        found = _HAND_BY_ENABLED[enabled] = tuple(
            tuple((p, _HAND * _MOBILE[KIND[p]]) for p in range(base + 1, base + PER_COLOUR) if enabled[p])
            for base in (0, PER_COLOUR))
    return found


def best_move(state: Any, *, max_depth: int = 12, time_limit: float | None = 0.8, seed: int = 0,
              clock: Callable[[], float] = time.perf_counter) -> Move:
    """The searched best internal move of a State (used by choose_move and the UHP ``bestmove``)."""
    board = state.board.copy()
    moves = generate(board)
    if len(moves) == 1:
        return moves[0]
    seen = state.positions_so_far()
    adapter = _Seeded(Rng(seed), seen) if seed else HiveAdapter(seen)
    return _alphabeta(board, adapter, max_depth=max_depth, time_limit=time_limit, clock=clock).move


class _Seeded(HiveAdapter):
    """Shuffles before ordering, so equal moves are picked differently from game to game."""

    def __init__(self, rng: Rng, seen: frozenset[tuple[int, int, int]]) -> None:
        super().__init__(seen)
        self.rng = rng

    def order(self, board: Board, moves: list[Move]) -> list[Move]:
        moves = list(moves)
        self.rng.shuffle(moves)
        return super().order(board, moves)


_EXACT, _LOWER, _UPPER = 0, 1, 2
_NULL_WINDOW = 1e-6    # a null-move search asks only "is the score at least beta?"


class _OutOfTime(Exception):
    """Raised inside the tree to unwind a search whose time is up."""


@dataclass
class SearchResult(Generic[M]):
    """The chosen move with what the search knows about it."""

    move: M
    score: float
    depth: int
    nodes: int
    seconds: float
    scores: dict[M, float] = field(default_factory=dict)   # root move -> score at the last full depth


def _alphabeta(state: S, adapter: Hooks[S, M], *, max_depth: int = 64, time_limit: float | None = None,
               clock: Callable[[], float] = time.perf_counter) -> SearchResult[M]:
    """Search ``state`` deeper and deeper until ``max_depth`` or ``time_limit`` seconds; best move wins.

    At least depth 1 always completes, so a move is returned however short the time.
    """
    moves = adapter.moves(state)
    if not moves:
        raise ValueError("alphabeta() needs a position with a legal move")
    start = clock()
    deadline = None if time_limit is None else start + time_limit
    table: dict[Hashable, tuple[int, float, int, M | None]] = {}
    counter = [0]
    best = SearchResult(moves[0], 0.0, 0, 0, 0.0)
    in_place = adapter.in_place
    reduce_after = adapter.reduce_after
    null_move = adapter.null_move
    null_depth = adapter.null_reduction + 1
    keep_partial = adapter.keep_partial
    principal = adapter.principal_variation

    def descend(node: S, move: M, depth: int, alpha: float, beta: float, ply: int, null_ok: bool = True) -> float:
        """The score of ``move`` for the player to move at ``node``."""
        mover = node.to_move
        if in_place:
            adapter.push(node, move)
            try:
                if node.to_move == mover:
                    return search(node, depth, alpha, beta, ply, null_ok)
                return -search(node, depth, -beta, -alpha, ply, null_ok)
            finally:
                adapter.pop(node)
        child = adapter.child(node, move)
        if child.to_move == mover:
            return search(child, depth, alpha, beta, ply, null_ok)
        return -search(child, depth, -beta, -alpha, ply, null_ok)

    def search(node: S, depth: int, alpha: float, beta: float, ply: int, null_ok: bool = True) -> float:
        counter[0] += 1
        if deadline is not None and counter[0] & 63 == 0 and clock() > deadline:
            raise _OutOfTime
        final = adapter.terminal_value(node)
        if final is not None:
            return final - ply if final > 0 else final + ply if final < 0 else 0.0
        if depth <= 0:
            return adapter.evaluate(node)
        key = adapter.key(node)
        entry = table.get(key)
        hint = None
        if entry is not None:
            e_depth, e_score, e_flag, hint = entry
            if e_depth >= depth:
                if e_flag == _EXACT or (e_flag == _LOWER and e_score >= beta) or (e_flag == _UPPER and e_score <= alpha):
                    return e_score
        if (null_move is not None and null_ok and depth >= null_depth and beta < WIN - 1000
                and adapter.evaluate(node) >= beta):
            # Null-move pruning: when passing and a shallower search still holds beta, a real move
            # will too (no move is worse than none) and the node is cut without generating its moves.
            score = descend(node, null_move, depth - null_depth, beta - _NULL_WINDOW, beta, ply + 1, False)
            if score >= beta:
                return score
        children = adapter.order(node, adapter.moves(node))
        if hint in children:
            children.remove(hint)
            children.insert(0, hint)
        alpha0, value, best_move = alpha, -float("inf"), None
        late = reduce_after if reduce_after is not None and depth >= 3 else len(children)
        for i, move in enumerate(children):
            if principal and i:
                # Principal variation search: the first move is likely best, so the others are
                # only asked whether they beat alpha (a null window), and searched again with
                # the whole window when one does.
                narrow = alpha + _NULL_WINDOW
                score = descend(node, move, depth - 2 if i >= late else depth - 1, alpha, narrow, ply + 1)
                if score > alpha and i >= late:
                    score = descend(node, move, depth - 1, alpha, narrow, ply + 1)
                if alpha < score < beta:
                    score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            elif i >= late:
                score = descend(node, move, depth - 2, alpha, beta, ply + 1)
                if score > alpha:
                    score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            else:
                score = descend(node, move, depth - 1, alpha, beta, ply + 1)
            if score > value:
                value, best_move = score, move
            alpha = max(alpha, value)
            if alpha >= beta:
                adapter.cutoff(node, move, depth)
                break
        flag = _UPPER if value <= alpha0 else _LOWER if value >= beta else _EXACT
        table[key] = (depth, value, flag, best_move)
        return value

    ordered = adapter.order(state, list(moves))
    for depth in range(1, max_depth + 1):
        scores: dict[M, float] = {}
        try:
            alpha = -float("inf")
            for i, move in enumerate(ordered):
                if principal and i:
                    # A null window first: a root move that does not beat the best so far keeps
                    # only a bound as its score; one that does is searched again for its value.
                    score = descend(state, move, depth - 1, alpha, alpha + _NULL_WINDOW, 1)
                    if score > alpha:
                        scores[move] = score
                        score = descend(state, move, depth - 1, alpha, float("inf"), 1)
                else:
                    score = descend(state, move, depth - 1, alpha, float("inf"), 1)
                scores[move] = score
                alpha = max(alpha, score)
        except _OutOfTime:
            if keep_partial and scores:
                # The previous best was searched first at this depth with a full window; a move
                # that finished above it before time ran out is better at this depth too.
                top = max(scores, key=scores.__getitem__)
                if top != best.move and (not best.depth or scores[top] > scores.get(best.move, float("inf"))):
                    best = SearchResult(top, scores[top], depth, counter[0], clock() - start, scores)
            break
        ordered.sort(key=lambda m: -scores[m])
        top = ordered[0]
        best = SearchResult(top, scores[top], depth, counter[0], clock() - start, scores)
        if abs(scores[top]) >= WIN - 1000 or all(abs(s) >= WIN - 1000 for s in scores.values()):
            break   # the game is decided within the horizon: deeper search changes nothing
        if deadline is not None and clock() > deadline:
            break
    best.nodes, best.seconds = counter[0], clock() - start
    return best


def previous_move(state: Any, seconds: float, seed: int = 0, clock: Callable[[], float] = time.perf_counter) -> str:
    """That commit's hard level's move text (depth up to 20) within ``seconds`` of search by ``clock``."""
    return move_text(state.board, best_move(state, max_depth=20, time_limit=seconds, seed=seed, clock=clock))
