r"""The computer opponent for Hive: alpha-beta from core on the fast board, with a Hive evaluation.

The evaluation weighs what decides Hive games: how crowded each Queen is (by whom, whether the
crowd can leave, and whether her own Pillbug stands by with a free cell to throw her to; a leaf
where the mover can close the ring is all but won), which pieces can still move (a pinned, covered
or gated-in piece counts nothing, nor one beside the enemy Queen, whose freedom is spent holding
her ring; an Ant, Beetle, Mosquito or Ladybug most), beetles on top of the hive, and pieces kept
in hand (half a free piece: development pays). Moves are ordered by what they do to the Queens,
then by the refutations the search has met (killer moves and history);
past the sixth move of a node, a move is first searched a ply shallower (late move reductions),
past the twentieth two plies, and a node where even passing keeps the score above what the
opponent already has elsewhere is cut without generating its moves (null-move pruning).
After a node's first move the others are only asked whether they beat it, with a null window
(principal variation search): a third fewer nodes at depth 6.

>>> from stolik.core.search import Limit
>>> from stolik.hive import from_position
>>> s = from_position("Base;InProgress;White[8];wB1;bG1 wB1/;wQ wB1\\;bQ bG1/;wB2 /wB1;bQ bG1-;"
...                   "wG1 -wB2;bB1 bQ\\;wA1 \\wG1;bG2 bQ/;wA1 wB2\\;bB2 bG2/;wA1 -bG2;bG3 bG2\\")
>>> choose_move(s, "easy", limit=Limit(nodes=1000))   # the winning move: the Queen completes the ring
'wQ bG1\\'
"""
from __future__ import annotations

from typing import Any, Callable, Hashable

from stolik.core.rng import Rng
from stolik.core.search import LEVELS, Hooks, Limit, alphabeta, budget
from stolik.core.search.adapter import WIN
from stolik.core.search.best_moves import ANALYSED, BestMoves
from stolik.core.search.chance import first_players_chance, settled_chance, squashed
from stolik.core.search.limit import resolve
from stolik.hive.board import PASS, Board, Move
from stolik.hive.geometry import NEIGHBOURS, OCCUPIED
from stolik.hive.hive import SPLIT, pinned_cells
from stolik.hive.movement import STEPS
from stolik.hive.movegen import generate, own_moves
from stolik.hive.notation import move_text
from stolik.hive.pieces import COLOUR, EXPANSIONS, KIND, PER_COLOUR

_SETTINGS = {            # level: its depth and its time (on CPython; Pyodide is ~2.5x slower)
    "easy": Limit(seconds=0.3, depth=1),
    "normal": Limit(seconds=0.7, depth=12),
    "hard": Limit(seconds=1.5, depth=20),   # the page shows the reply within 2 s (Pyodide: ~0.3 s beside the search)
}
_CHANCE_DEPTH = 12       # a review's search: as deep as its time allows
# What a piece of each kind is worth on the board while it can move (the Queen's own freedom is
# weighed with her crowd); in hand it is worth _HAND of that, and nothing once pinned or covered.
_MOBILE = {"Q": 0.0, "S": 3.0, "B": 5.0, "G": 3.0, "A": 6.0, "M": 5.0, "L": 5.0, "P": 3.0}
# With an expansion piece in the game an Ant is worth less (a Pillbug throws it back, a Mosquito copies it): over
# 20 games against nokamute 55% of the computer's piece moves were Ant moves, nokamute's 34%
_MOBILE_EXPANDED = {**_MOBILE, "A": 5.0}
_HAND = 0.5              # a piece in hand keeps options open, but presses nothing yet
_ON_TOP = 3.0            # a beetle (or mosquito) on the hive pins what it covers
_CRAWLERS = frozenset("QSAP")   # bugs that must slide: with no step out of their cell they are stuck
# Danger by the weighted number of occupied cells around a Queen (6 ends the game).
_CROWD = (0.0, 6.0, 14.0, 24.0, 40.0, 68.0, 68.0)
_FRIEND_LEAVES = 0.5     # a free friendly neighbour of the Queen can step away: half a threat
_QUEEN_FREE = 3.0        # a Queen who can still step away
_QUEEN_COVERED = 12.0    # an enemy beetle sits on this Queen: she cannot move, and it counts as a neighbour
_PILLBUG_GUARD = 10.0    # our own uncovered Pillbug (or a Mosquito copying one) beside our Queen, with a cell
                         # to throw her out to that has three free sides: she escapes a crowd in one move
_PILLBUG_SPARE = 4.0     # our Pillbug still in hand, and a cell beside our Queen where it could be placed
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
    reduce_more_after = 20  # past the twentieth move, two plies (a midgame node has 50-160 moves)
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
            lead = _lead(board)
            score = 0.0 - lead if board.turn & 1 else lead     # 0.0 -: a level position is +0.0 for either side
            if wins_at_once(board):
                score += _WIN_NEXT
            self.scores[key] = score
        return score


def wins_at_once(board: Board) -> bool:
    """Whether the player to move can surround the enemy Queen with this one move: she has five
    neighbours and ``closes_ring`` fills the sixth cell."""
    their_q = board.pos[(1 - (board.turn & 1)) * PER_COLOUR]
    if their_q is None:
        return False
    gap = _GAP.get(board.ring[their_q])
    return gap is not None and closes_ring(board, their_q, their_q + gap)


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


def _lead(board: Board) -> float:
    """White's heuristic lead: each side's pieces that can move and pieces in hand, less the danger
    to its Queen (her crowd, weighted by who stands there and whether they can leave).

    It runs at every leaf, so a stack's share is one lookup in tables by piece and ring (``_Worths``)
    and only a hive with a hole asks which pieces are pinned. Every weight is a multiple of 1/2: the
    sums are exact in any order."""
    stacks, pos, ring = board.stacks, board.pos, board.ring
    queens = (pos[0], pos[PER_COLOUR])
    lead, atop, under, lone, hollow = _WORTHS[board.enabled, queens[0] is not None, queens[1] is not None]
    whole = board.euler == 1                # no hole: a piece between two arcs of neighbours is pinned
    table = lone if whole else hollow
    for c, stack in stacks.items():
        lead += table[stack[0]][ring[c]]
    for c in board.tall:                    # a stack: its top and the pieces it covers, not its foot alone
        stack = stacks[c]
        lead += atop[stack[-1]] - table[stack[0]][ring[c]]
        for piece in stack[:-1]:
            lead += under[piece]
    cuts = () if whole else pinned_cells(board)
    for c in cuts:                          # with a hole, only these of the split cells are pinned
        stack = stacks[c]
        if len(stack) == 1:
            lead += lone[stack[0]][ring[c]] - hollow[stack[0]][ring[c]]
    for colour, q in enumerate(queens):
        if q is None:
            continue
        crowding = _CROWDING[whole][colour]
        half = 0                            # her crowd in halves
        for d in OCCUPIED[ring[q]]:
            c = q + d
            stack = stacks[c]
            if len(stack) == 1 and c not in cuts:
                piece = stack[0]
                half += crowding[piece][ring[c]]
                if COLOUR[piece] != colour:     # an attacker's freedom is spent holding the ring
                    lead -= table[piece][ring[c]] - under[piece]
            else:
                half += 2
        danger = _DANGER[half]
        if len(stacks[q]) > 1:
            danger += _QUEEN_COVERED
        elif board.enabled[_PILLBUG[colour]]:
            danger -= _guard(stacks, pos, ring, colour, q)
        lead += danger if colour else -danger
    return lead


def _guard(stacks: dict[int, list[int]], pos: list[int | None], ring: dict[int, int], colour: int, q: int) -> float:
    """How much a Pillbug protects the uncovered Queen of ``colour`` at ``q``: one beside her (or a
    Mosquito beside her and a Pillbug) with a free cell of three or more free sides to throw her
    to, else one in hand with a free cell beside her where it could be placed."""
    pillbug = _PILLBUG[colour]
    for g in (pillbug, _MOSQUITO[colour]):
        c = pos[g]
        if c is None or c - q not in _NEIGHBOUR_SET or len(stacks[c]) > 1:
            continue
        if g != pillbug and not any(KIND[stacks[c + e][-1]] == "P" for e in OCCUPIED[ring[c]]):
            continue
        for d in NEIGHBOURS:
            e = c + d
            if e not in stacks and _FREE_SIDES[ring[e]] + (e - q in _NEIGHBOUR_SET) > 2:
                return _PILLBUG_GUARD
    if pos[pillbug] is None:
        for d in NEIGHBOURS:
            f = q + d
            if f not in stacks and all(COLOUR[stacks[f + e][-1]] == colour for e in OCCUPIED[ring[f]]):
                return _PILLBUG_SPARE
    return 0.0


_FREE_SIDES = tuple(6 - len(occupied) for occupied in OCCUPIED)   # by ring: the empty neighbours
# _DANGER[h]: the danger of a crowd of h/2 occupied cells, between the steps of _CROWD.
_DANGER = tuple(_CROWD[h // 2] + h % 2 / 2 * (_CROWD[h // 2 + 1] - _CROWD[h // 2]) for h in range(12))
_SLIDES_ONLY = tuple(k in _CRAWLERS for k in KIND)
# _CROWDING[no hole][queen's colour][piece][ring]: what a lone piece with that ring adds to her crowd,
# in halves: 1 for a friend that may step away, else 2 (with a hole, a split ring is judged by the
# pinned cells instead).
_CROWDING = {whole: tuple(tuple(tuple(1 if COLOUR[p] == colour and not (whole and SPLIT[r])
                                      and not (_SLIDES_ONLY[p] and not STEPS[r]) else 2 for r in range(64))
                                for p in range(2 * PER_COLOUR)) for colour in (0, 1))
             for whole in (False, True)}
_PILLBUG = tuple(next(p for p in range(base, base + PER_COLOUR) if KIND[p] == "P") for base in (0, PER_COLOUR))
_MOSQUITO = tuple(next(p for p in range(base, base + PER_COLOUR) if KIND[p] == "M") for base in (0, PER_COLOUR))
_Tables = tuple[float, tuple[float, ...], tuple[float, ...], tuple[tuple[float, ...], ...], tuple[tuple[float, ...], ...]]


class _Worths(dict[tuple[tuple[bool, ...], bool, bool], _Tables]):
    """By the pieces in the game and which Queens are in play (nothing moves before its own Queen
    is in), what each piece adds to White's lead, Black's negated: the lead with every piece in
    hand, then by piece a stack's top, a covered piece, and a lone piece by its ring in a hive
    without and with a hole. A piece on the board is no longer in hand, so its hand value is taken
    off; a Queen free to step away is worth _QUEEN_FREE. Made once per key, on first use."""

    def __missing__(self, key: tuple[tuple[bool, ...], bool, bool]) -> _Tables:
        enabled, *queen_in = key
        mobile = _MOBILE_EXPANDED if any(on and KIND[p] in EXPANSIONS for p, on in enumerate(enabled)) else _MOBILE
        pieces = range(2 * PER_COLOUR)
        sign = [1.0 if COLOUR[p] == 0 else -1.0 for p in pieces]
        moving = [queen_in[COLOUR[p]] for p in pieces]
        hand = [0.0 if KIND[p] == "Q" or not enabled[p] else _HAND * mobile[KIND[p]] for p in pieces]
        free = [_QUEEN_FREE if KIND[p] == "Q" else mobile[KIND[p]] for p in pieces]

        def lone(whole: bool) -> tuple[tuple[float, ...], ...]:
            return tuple(tuple(sign[p] * ((free[p] if moving[p] and _CROWDING[whole][COLOUR[p]][p][r] == 1 else 0.0)
                                          - hand[p]) for r in range(64)) for p in pieces)

        found = self[key] = (
            sum(sign[p] * hand[p] for p in pieces),
            tuple(sign[p] * ((mobile[KIND[p]] + _ON_TOP if moving[p] else 0.0) - hand[p]) for p in pieces),
            tuple(-sign[p] * hand[p] for p in pieces),
            lone(True), lone(False))
        return found


_WORTHS = _Worths()


def best_move(state: Any, *, max_depth: int | None = 12, time_limit: float | None = 0.8, seed: int = 0,
              max_nodes: int | None = None, clock: Callable[[], float] = budget.now) -> Move:
    """The searched best internal move of a State (used by choose_move and the UHP ``bestmove``);
    ``max_nodes`` stops it at the same node on any machine; ``clock`` reads the time limit (scripts/bench:
    CPU time, so a busy machine does not decide a match)."""
    board = state.board.copy()
    moves = generate(board)
    if len(moves) == 1:
        return moves[0]
    seen = state.positions_so_far()
    adapter = _Seeded(Rng(seed), seen) if seed else HiveAdapter(seen)
    return alphabeta(board, adapter, max_depth=max_depth, time_limit=time_limit, max_nodes=max_nodes, clock=clock).move


class _Seeded(HiveAdapter):
    """Shuffles before ordering, so equal moves are picked differently from game to game."""

    def __init__(self, rng: Rng, seen: frozenset[tuple[int, int, int]]) -> None:
        super().__init__(seen)
        self.rng = rng

    def order(self, board: Board, moves: list[Move]) -> list[Move]:
        moves = list(moves)
        self.rng.shuffle(moves)
        return super().order(board, moves)


def choose_move(state: Any, level: str = "normal", seed: int = 0, limit: Limit | None = None) -> str:
    """The computer's move text for the player to move, within the level's time budget (the page),
    or within ``limit`` in its place (tests: nodes or depth, the same answer on any machine)."""
    if level not in _SETTINGS:
        raise ValueError(f"{level!r} is not a level; choose one of {LEVELS!r}")
    if state.result() is not None:
        raise ValueError("the game is over: there is no move to choose")
    search = resolve(limit, _SETTINGS[level])
    move = best_move(state, max_depth=search.depth, time_limit=search.seconds, seed=seed,
                     max_nodes=search.nodes)
    return move_text(state.board, move)


def win_chance(state: Any, budget_seconds: float = 0.25, limit: Limit | None = None) -> float:
    """White's chance to win in [0, 1], for a game review: the final result once the game is over,
    else a short search's score squashed (a won line found counts as certain). ``limit`` replaces
    the time budget (tests: nodes or depth)."""
    settled = settled_chance(state)
    if settled is not None:
        return settled
    board = state.board.copy()
    search = resolve(limit, Limit(seconds=budget_seconds, depth=_CHANCE_DEPTH))
    score = alphabeta(board, HiveAdapter(state.positions_so_far()), max_depth=search.depth,
                      time_limit=search.seconds, max_nodes=search.nodes).score
    return first_players_chance(score_chance(score), state.to_move)


def move_chances(state: Any, limit: Limit) -> dict[str, float]:
    """The mover's chance after each legal move (by its text), from one search within ``limit`` (for
    puzzles and retried mistakes). The best move's is its value; every other move's an upper bound
    (the search stops once a move is shown worse than the best), so "clearly worse" read from it is sound."""
    return {move: score_chance(score) for move, score in move_scores(state, limit).items()}


def score_chance(score: float) -> float:
    """A search score as the mover's chance in (0, 1), the one scale of reviews and puzzles."""
    return squashed(score, _CHANCE_SPREAD)


def move_scores(state: Any, limit: Limit) -> dict[str, float]:
    """The search's score of each legal move (by its text) for the mover, as ``move_chances`` reads
    them: a win found scores near ``WIN`` (sooner higher), anything else is the evaluation's lead."""
    board = state.board.copy()
    found = alphabeta(board, HiveAdapter(state.positions_so_far()), max_depth=limit.depth,
                      time_limit=limit.seconds, max_nodes=limit.nodes)
    return {move_text(state.board, move): score for move, score in found.scores.items()}


def best_moves(state: Any, limit: Limit, count: int = ANALYSED) -> BestMoves:
    """The analysis board's ``count`` best moves with the mover's chance after each, from one search
    within ``limit`` that scores those moves exactly (alphabeta's ``keep``); none once the game is over."""
    if state.result() is not None:
        return BestMoves((), 0)
    board = state.board.copy()
    found = alphabeta(board, HiveAdapter(state.positions_so_far()), max_depth=limit.depth or _CHANCE_DEPTH,
                      time_limit=limit.seconds, max_nodes=limit.nodes, keep=count)
    return BestMoves.of({move_text(state.board, move): score_chance(score) for move, score in found.scores.items()},
                        count, found.depth)
