"""Hive puzzles: what core/puzzle_finder.py needs of this game, and its themes, all about a Queen.

Every puzzle's first move is the only one the verifying search (6 plies) rates clearly best, and
leaves the solver at least even (but see "free-queen"); its theme says what the move does:

- "surround-in-N" (N = 1, 2, 3): the line is a forced win, the solver's N moves and the opponent's
  best replies, ending with the enemy Queen surrounded; each of the solver's moves but the last is
  the only one that forces the surround within the moves left (hive/forcing.py's full search);
- "pin": such a forced surround in two or three whose first move leaves stuck every enemy piece that
  could have opened the ring (the Queen herself, and her own pieces beside her that could move):
  a Beetle climbs on it, the hive would split without it, or it is gated in;
- "free-queen": the opponent threatens to surround the solver's Queen next move, and the answer
  takes the threat away by moving the Queen or a piece beside her (she has fewer neighbours after it);
  a parry that instead leaves stuck every enemy piece that could have closed the ring is a "pin" too.

A defence's own bar: where the Queen is threatened, every move that lets her be surrounded next is
lost (hive/forcing.py's ``parries`` tries them all; the search alone keeps only a bound for such a
move, often near the best, so a parry rarely stood out), and where one move alone parries, the answer
need only not be lost (``least_chance``): saving her may leave the solver behind. Where several parry,
the answer must still be clearly best and even. A defence that neither frees nor pins (a path
blocked, say) is no puzzle here. Only positions that hive/forcing.py shows to hold a forced surround
within three moves, or a threat on the solver's Queen, are searched (the screen takes some 40 ms a
position, a search half a second or more); the finder searches 5 plies (a surround in three is 5),
the verifying search 6. The lone parry is mostly a pin of the closer that loses anyway, or a block,
so the freed Queens found are mostly one clearly best parry that also wins: seed 1's 150 hold none,
and the collection's free-queen puzzles were added from seed 1001 (``scripts/puzzles --extend``).
"""
from __future__ import annotations

from stolik.core.puzzle_finder import LEAST_SOLVED_CHANCE, SelfPlay, Settings
from stolik.core.grading import threshold
from stolik.core.search import Limit
from stolik.core.search.adapter import WIN
from stolik.hive import ai
from stolik.hive.board import PASS, Board, Move
from stolik.hive.forcing import crowd, forced_surround, forcing_moves, parries, threatened
from stolik.hive.geometry import NEIGHBOURS
from stolik.hive.movegen import generate
from stolik.hive.notation import move_text, parse_move
from stolik.hive.pieces import PER_COLOUR
from stolik.hive.position import from_position
from stolik.hive.state import State, new_game

SETTINGS = Settings(find=Limit(depth=5), verify=Limit(depth=6), plies=120, first_ply=8, theme_share=0.5)
_SELF_PLAY = Limit(depth=2)     # the self-play engine: quick, and weak enough to leave chances
_LONGEST_SURROUND = 3           # solver's moves in the longest forced surround looked for
_PROVEN = WIN - 1000            # a score this high is a win the search found (alphabeta's own test)
_UNPROVEN = 1.0 - threshold("mistake")  # the most an unproven lead counts as a chance
_DEFENDED = 0.0     # the one parry need only not be lost: clearly best, it stands a mistake's drop above the rest


class HiveSource(SelfPlay[State]):
    """Hive (the base game) for the puzzle finder (a ``puzzle_finder.Source``)."""

    game = "hive"
    max_line = 2 * _LONGEST_SURROUND - 1     # move, reply, move, reply, move

    def promising(self, state: State) -> bool:
        """The mover can force a surround within three moves, or their own Queen is threatened."""
        board = state.board.copy()
        return forced_surround(board, _LONGEST_SURROUND) or threatened(board)

    def least_chance(self, state: State) -> float:
        """Even, but only not lost where the mover's Queen is threatened and one move alone parries
        (every other lets her be surrounded next move: hive/forcing.py tries them all), since that
        one move may save her and still leave the mover behind."""
        board = state.board.copy()
        return _DEFENDED if threatened(board) and len(parries(board)) == 1 else LEAST_SOLVED_CHANCE

    def chances(self, state: State, limit: Limit) -> dict[str, float]:
        """The engine's chances, where only a surround the search has found is certain: a lead it
        cannot prove counts at most a mistake's drop below a win (the evaluation calls a strong
        attack a 97% chance, so the one move that forces the surround would not stand out). Where the
        mover's Queen is threatened, a move that lets her be surrounded next is lost, as
        hive/forcing.py shows (the search keeps only a bound, often near the best, for such a move)."""
        chances = {move: 1.0 if score >= _PROVEN else 0.0 if score <= -_PROVEN else min(_UNPROVEN, ai.score_chance(score))
                   for move, score in ai.move_scores(state, limit).items()}
        board = state.board.copy()
        if threatened(board):
            saving = {move_text(state.board, move) for move in parries(board)}
            chances = {move: chance if move in saving else 0.0 for move, chance in chances.items()}
        return chances

    def theme(self, state: State, line: tuple[str, ...]) -> str | None:
        """The theme ``line`` (the verified solution) shows from ``state`` (see the module's docstring)."""
        solver, end = state.to_move, state
        for move in line:
            end = end.play(move)
        result = end.result()
        board = state.board.copy()
        first = parse_move(board, line[0])
        if result is not None:
            surround = (len(line) + 1) // 2
            if result.winner != solver or not _only_way(state, line, surround):
                return None
            return "pin" if surround > 1 and _pins(board, first, _breakers(board)) else f"surround-in-{surround}"
        if not threatened(board):
            return None
        closers, queen, around = _closers(board), board.pos[solver * PER_COLOUR], crowd(board, solver)
        board.apply(first)
        if ai.wins_at_once(board):
            return None                         # the threat stands
        if board.pos[solver * PER_COLOUR] != queen or crowd(board, solver) < around:
            return "free-queen"
        board.undo()
        return "pin" if _pins(board, first, closers) else None


def _pins(board: Board, move: Move, pieces: set[int]) -> bool:
    """Whether after ``move`` of the player to move every one of the opponent's ``pieces`` (each of
    which could move) is stuck: covered by a Beetle, holding the hive together, or gated in."""
    board.apply(move)
    try:
        return bool(pieces) and pieces.isdisjoint(piece for piece, _ in generate(board))
    finally:
        board.undo()


def _breakers(board: Board) -> set[int]:
    """The opponent's pieces that could open the ring round their Queen if it were their turn now:
    the Queen and her own pieces beside her that have a move."""
    board.apply(PASS)
    try:
        queen = board.pos[(board.turn & 1) * PER_COLOUR]
        near = set() if queen is None else {queen, *(queen + d for d in NEIGHBOURS)}
        return {piece for piece, _ in generate(board) if piece >= 0 and board.pos[piece] in near}
    finally:
        board.undo()


def _only_way(state: State, line: tuple[str, ...], surround: int) -> bool:
    """Whether each of the solver's moves in ``line`` but the last (the page takes any surround there)
    is the only one that forces the surround within the moves left (hive/forcing.py looks at every
    move, where the engine's search, which reduces late moves, might overlook a second way)."""
    board = state.board.copy()
    for ply, text in enumerate(line[:-1]):
        move = parse_move(board, text)
        if ply % 2 == 0 and forcing_moves(board, surround - ply // 2) != [move]:
            return False
        board.apply(move)
    return True


def _closers(board: Board) -> set[int]:
    """The opponent's pieces that could surround the mover's Queen if it were their turn now."""
    board.apply(PASS)
    try:
        opponent, found = board.turn & 1, set()
        for move in generate(board):
            board.apply(move)
            if board.outcome() == opponent:
                found.add(move[0])
            board.undo()
        return found
    finally:
        board.undo()


SOURCE = HiveSource(new_game, from_position, ai.choose_move, _SELF_PLAY)
