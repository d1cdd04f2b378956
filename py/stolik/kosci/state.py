"""The game state of Mądre kości and its turn structure: setup, roll, move (or pass), towers, the end.

Rolls enter the move sequence as a move of their own: when a turn starts the player to move has
roll ``-`` and the only legal move is ``roll``, which draws four dice from the seeded generator kept
in the state (``rng``). Then the legal moves are the roll's distinct outcomes, or ``pass`` when the
roll allows none. A record (options, seed, moves) therefore replays exactly.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from stolik.core.errors import GameError, IllegalMoveError, MalformedMoveError, quoted
from stolik.core.game import GameInfo, MoveInfo, Option, Result
from stolik.core.refusal import Refusal
from stolik.core.rng import Rng
from stolik.kosci.board import EXIT, PLAYER_LETTERS, SQUARES, path, square_name, start_row
from stolik.kosci.dice import DIRECTION_TABLE, assignment_text, draw_roll
from stolik.kosci.movement import (DEFAULT_TURN_CAP, EXIT_BONUS, LAST_ROLL_LIMIT, REFUSALS, TURN_CAPS, UNPLACED,
                                   Outcome, apply, judge, may_exit, outcomes)
from stolik.kosci.notation import MOVE_TEXT_LIMIT, PASS, ROLL, outcome_text, parse_assignment, parse_outcome
from stolik.kosci.setup import RANDOM, parse_setup, random_placement, setup_moves, setup_text

PHASE_WORDS = {"last": "last", "over": "over"}   # the optional last word of a position string

GAME = GameInfo(
    key="kosci",
    title="Mądre kości",
    players=PLAYER_LETTERS,
    chance="dice",
    hidden_information=False,
    options=(Option("turn_cap", DEFAULT_TURN_CAP, TURN_CAPS),),
    # two setup moves, then at most one roll and one move per turn, the last roll's towers included
    max_plies=2 + 2 * (max(TURN_CAPS) + LAST_ROLL_LIMIT),
    rules_version=1,
)


@dataclass(frozen=True)
class State:
    """A position with everything needed to go on: board, scores, whose turn, the roll, the generator."""

    phase: str                                  # "setup", "play", "last" (opponent's last roll) or "over"
    stacks: tuple[tuple[int, ...], ...]         # 96 squares, pawn ids bottom first (id = player * 6 + face - 1)
    where: tuple[int, ...]                      # square of each pawn id; EXIT (-1) or UNPLACED (-2)
    scores: tuple[int, int]
    to_move: int
    roll: tuple[int, ...] | None                # the four dice to assign, None before the roll
    rng: int                                    # the seeded generator's state: future rolls, hidden from the AI
    turns: int = 0                              # rolls so far, for the house turn cap
    turn_cap: int = DEFAULT_TURN_CAP
    extra: bool = False                         # this turn was earned by building a tower
    reason: str = ""                            # why the game ended, once over

    # ----- the contract -------------------------------------------------------------------------
    def legal_moves(self) -> list[str]:
        """Setup moves, ``roll``, the roll's distinct outcomes, or ``pass``; none once the game is over."""
        if self.phase == "over":
            return []
        if self.phase == "setup":
            return list(setup_moves(self.to_move))
        if self.roll is None:
            return [ROLL]
        return list(self._outcomes) or [PASS]

    def legal_outcomes(self) -> list[Outcome]:
        """The roll's distinct outcomes, each with one dice assignment that produces it (for display)."""
        return list(self._outcomes.values())

    def refusal(self, attempt: str) -> Refusal | None:
        """Why the roll's dice given roles (``i2 d3 m1 s6``, ``d5:FL`` naming the way where the direction
        die allows several) move nothing, for the dice-role panel: the rule's key (one of
        ``movement.REFUSALS``) and the ``pawn`` indicated; None when they make a move (``canonical``
        names it). GameError for text that is no assignment of this roll.

        >>> from stolik.kosci import from_position
        >>> state = from_position("A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,"
        ...                       "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321")
        >>> state.refusal("i2 d3 m1 s6"), state.refusal("i1 d2:B m3 s6")
        (None, Refusal(code='off-board', detail={'pawn': 1}))
        """
        _check_text(attempt)
        pawn, found = self._judged(attempt)
        return Refusal(found, {"pawn": pawn}) if isinstance(found, str) else None

    def play(self, move: str) -> "State":
        """The state after ``move``, which must be one of ``legal_moves()`` exactly as listed, so a record
        keeps one spelling of each move; MalformedMoveError / IllegalMoveError quote a bad move and say why."""
        _check_text(move)
        if self.phase == "setup":
            return self._after_setup(self._placement(move))
        outcome = self._outcomes.get(move)
        if outcome is not None:
            return self._after_move(outcome)
        legal = self.legal_moves()
        if move in legal:
            return self._after_roll() if move == ROLL else self._end_turn(self, tower=False)
        raise self._refusal(move, legal)

    def canonical(self, text: str) -> str:
        """The move ``legal_moves()`` lists for what a person typed: any spacing and case, ``->`` or ``-``
        for the arrow, the dice-assignment form ``i2 d3 m1 s6``, a setup's squares in any order; refused
        like ``play`` (the same GameError) when ``text`` names no legal move.

        >>> from stolik.kosci import from_position
        >>> state = from_position("A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,"
        ...                       "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321")
        >>> state.canonical(" 2 : b1 -> a1 +6"), state.canonical("i2 d3 m1 s6")
        ('2: B1→A1 +6', '2: B1→A1 +6')
        """
        _check_text(text)
        if self.phase == "setup":
            placement = parse_setup(text, self.to_move)
            return RANDOM if placement is None else setup_text(placement)
        legal = self.legal_moves()
        return text if text in legal else self._spelled(text, legal)

    def result(self) -> Result | None:
        """None until the game is over; then the higher score wins, equal scores draw."""
        if self.phase != "over":
            return None
        a, b = self.scores
        winner = None if a == b else (0 if a > b else 1)
        return Result(winner, self.scores, self.reason or "exit")

    def reshuffled(self, salt: int) -> "State":
        """The same position with the future rolls drawn anew by ``salt``, as older records ask after an
        undo (the record keeps the salt, so a replay is exact)."""
        return replace(self, rng=Rng(self.rng ^ salt).next64())

    def position(self) -> str:
        """The rulings' position string (see ``position``, which reads it back)."""
        return write(self.phase, self.stacks, self.where, self.scores, self.to_move, self.roll)

    def view(self, player: int | None = None) -> dict[str, Any]:
        """Plain JSON for the board (nothing is secret in this game but the future rolls, never shown).

        ``{"game", "viewer", "phase", "to_move", "scores": [a, b], "roll": [4 ints] | None,
        "extra_roll", "last_roll", "may_exit": [bool, bool], "start_rows": [[8 squares], [8 squares]]
        (where each player sets up, in column order), "turn", "turn_cap",
        "pawns": [{"id": "A3", "owner", "face", "square": "C1" | None, "level", "top", "blocked",
        "exited"}] (all 12, A1..B6), "stacks": {"C1": ["A3", ...] bottom first},
        "result": Result.to_json() | None, "position"}``; ``level`` 0 is the bottom of a stack.
        """
        pawns = []
        for pawn in range(12):
            square = self.where[pawn]
            on_board = square >= 0
            stack = self.stacks[square] if on_board else ()
            level = stack.index(pawn) if on_board else None
            pawns.append({
                "id": _pawn_id(pawn), "owner": pawn // 6, "face": pawn % 6 + 1,
                "square": square_name(square) if on_board else None, "level": level,
                "top": on_board and level == len(stack) - 1,
                "blocked": on_board and level != len(stack) - 1,
                "exited": square == EXIT,
            })
        result = self.result()
        return {
            "game": GAME.key, "viewer": player, "phase": self.phase, "to_move": self.to_move,
            "scores": list(self.scores), "roll": list(self.roll) if self.roll else None,
            "extra_roll": self.extra, "last_roll": self.phase == "last",
            "may_exit": [self.phase != "setup" and may_exit(self.where, p) for p in (0, 1)],
            "start_rows": [[square_name(s) for s in start_row(p)] for p in (0, 1)],
            "turn": self.turns, "turn_cap": self.turn_cap, "pawns": pawns,
            "stacks": {square_name(s): [_pawn_id(q) for q in st]
                       for s, st in enumerate(self.stacks) if st},
            "result": result.to_json() if result else None, "position": self.position(),
        }

    def describe(self, move: str) -> MoveInfo:
        """What a legal move does, for the screen, worked out only when asked (``play`` never calls it).

        ``roll`` and ``pass`` are kinds of their own; a roll tells the dice the generator in the state
        draws for it (``detail["roll"]``: the screen shows them once the roll is played, and the AI,
        which must not know the rolls to come, never describes). ``setup`` carries
        ``detail["placement"]`` ({square: face}, drawn by the generator for ``setup random``, tag
        ``random``) and ``detail["first"]``: who starts, drawn by lot after the second setup, else None.
        What chance shows is never taken back: ``chance`` is ``roll`` for a roll and ``lot`` for the
        setup after which the lot is drawn.
        A pawn's move (kind ``move``) names the pawn as the view does (``piece`` "A2"), its ``origin``
        and ``to`` squares (``to`` None and tag ``exit`` when it leaves the board), the pawn it lands on
        (``covers``, tag ``tower``), and in ``detail``: ``face``, ``gain`` and its ``points`` by source
        (score die, middle line, exit), one dice ``assignment`` that makes it (and its text, ``dice``),
        the squares it passes (``path``, its destination last), its ``step`` on the board as (columns,
        rows), and what comes ``then``: ``again`` (a tower: the mover rolls again), ``turn`` (the
        opponent's turn), ``last-roll`` (the first exit: the opponent's last roll) or ``over``.

        >>> from stolik.kosci import from_position
        >>> state = from_position("A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,"
        ...                       "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A 6321")
        >>> info = state.describe("2: B1→A1 +6")
        >>> info.kind, info.piece, info.origin, info.to, info.tag, info.detail["points"], info.detail["then"]
        ('move', 'A2', 'B1', 'A1', '', {'score': 6, 'middle': 0, 'exit': 0}, 'turn')
        """
        _check_text(move)
        if self.phase == "setup":
            placement = self._placement(move)
            drawn, first, _ = self._setup_draws(placement)
            return MoveInfo("setup", self.to_move, tag="random" if placement is None else "",
                            chance="lot" if first is not None else "", detail={"placement": {square_name(s): f for s, f in sorted(drawn.items())}, "first": first})
        outcome = self._outcomes.get(move)
        if outcome is None:
            if move == ROLL and move in self.legal_moves():
                return MoveInfo(ROLL, self.to_move, chance="roll", detail={"roll": list(draw_roll(self.rng)[0])})
            if move == PASS and move in self.legal_moves():
                return MoveInfo(PASS, self.to_move)
            raise self._refusal(move, self.legal_moves())
        i, d, way, m, s = outcome.assignment
        exits = outcome.dest == EXIT
        there = () if exits else self.stacks[outcome.dest]
        exit_bonus = EXIT_BONUS if exits else 0
        passed, step = path(self.to_move, outcome.src, way, m)
        return MoveInfo(
            "move", self.to_move, piece=_pawn_id(outcome.pawn), origin=square_name(outcome.src),
            to=None if exits else square_name(outcome.dest), covers=(_pawn_id(there[-1]),) if there else (),
            tag="exit" if exits else "tower" if outcome.tower else "",
            detail={
                "face": outcome.pawn % 6 + 1, "gain": outcome.points,
                "points": {"score": s, "middle": outcome.points - s - exit_bonus, "exit": exit_bonus},
                "assignment": {"indicator": i, "direction": d, "way": way, "distance": m, "score": s},
                "dice": assignment_text(i, d, way, m, s),
                "path": [square_name(q) for q in passed], "step": list(step), "then": self._then(outcome),
            })

    def _then(self, outcome: Outcome) -> str:
        """What follows a pawn's move, read from the transition itself so the rules are written once."""
        after = self._after_move(outcome)
        if after.phase == "over":
            return "over"
        if after.to_move == self.to_move:
            return "again"
        return "last-roll" if after.phase == "last" and self.phase == "play" else "turn"

    # ----- turn structure -------------------------------------------------------------------------
    @cached_property
    def _outcomes(self) -> dict[str, Outcome]:
        if self.roll is None or self.phase not in ("play", "last"):
            return {}
        found = outcomes(self.stacks, self.where, self.to_move, self.roll)
        found.sort(key=lambda o: (o.pawn, o.src, o.dest if o.dest >= 0 else SQUARES, o.points))
        return {outcome_text(o): o for o in found}

    def _placement(self, move: str) -> dict[int, int] | None:
        """The placement a setup move names (None: ``setup random``), refused unless written as the game writes it."""
        placement = parse_setup(move, self.to_move)
        canonical = RANDOM if placement is None else setup_text(placement)
        if move != canonical:
            raise MalformedMoveError(f"{quoted(move)} is not written as the game writes it: write {canonical!r}")
        return placement

    def _refusal(self, move: str, legal: list[str]) -> GameError:
        """Why ``play`` refuses ``move`` after setup: another spelling of a legal move (say which), or not
        legal (say why)."""
        try:
            spelled = self._spelled(move, legal)
        except GameError as exc:
            return exc
        if spelled in (ROLL, PASS):
            return MalformedMoveError(f"{quoted(move)}: write {spelled!r}, in lower case and nothing around it")
        return MalformedMoveError(f"{quoted(move)} is not written as the game writes it: write {spelled!r}")

    def _spelled(self, move: str, legal: list[str]) -> str:
        """The legal move (after setup) that ``move`` names in another spelling, or the GameError saying why none."""
        where = f"for {PLAYER_LETTERS[self.to_move]} in {self.position()!r}"
        shown = ", ".join(legal[:12]) + (" …" if len(legal) > 12 else "")
        if self.phase == "over":
            raise IllegalMoveError(f"{quoted(move)} is not legal: the game is over")
        text = move.strip()
        if text.lower().startswith("setup"):
            raise IllegalMoveError(f"{quoted(move)} is not legal {where}: setup is over")
        if text.lower() in (ROLL, PASS):
            if text.lower() in legal:
                return text.lower()
            raise IllegalMoveError(f"{quoted(move)} is not legal {where}; legal: {shown}")
        canonical = parse_outcome(text)
        if canonical is None:
            canonical = self._assignment_outcome(text)
        if canonical in legal:
            return canonical
        if self.roll is None:
            raise IllegalMoveError(f"{quoted(move)} is not legal {where}: roll first ('roll')")
        raise IllegalMoveError(f"{quoted(move)} is not legal {where}; legal: {shown}")

    def _assignment_outcome(self, move: str) -> str:
        """The outcome text of an assignment-form move (``i2 d3 m1 s6``), or the error saying why there is none."""
        pawn, found = self._judged(move)
        if isinstance(found, str):
            raise IllegalMoveError(f"{quoted(move)} is not legal: {REFUSALS[found].format(pawn=pawn)}")
        return outcome_text(found)

    def _judged(self, move: str) -> tuple[int, Outcome | str]:
        """What an assignment-form move does: (the pawn indicated, its Outcome or the key of the rule that
        refuses it); the error saying why for text that is no assignment of this roll."""
        parsed = parse_assignment(move)
        if parsed is None:
            raise MalformedMoveError(f"{quoted(move)} is not a move: write e.g. '2: B1→A1 +6', 'roll' or 'pass'")
        if self.roll is None:
            raise IllegalMoveError(f"{quoted(move)} is not legal: {PLAYER_LETTERS[self.to_move]} must roll first")
        i, d, way, m, s = parsed
        if sorted((i, d, m, s)) != sorted(self.roll):
            raise IllegalMoveError(f"{quoted(move)} uses dice the roll {''.join(map(str, self.roll))} does not show")
        ways = DIRECTION_TABLE[d]
        if way is None and len(ways) > 1:
            raise IllegalMoveError(f"{quoted(move)}: direction die {d} allows {'/'.join(ways)}; name one, e.g. 'd{d}:{ways[0]}'")
        if way is not None and way not in ways:
            raise IllegalMoveError(f"{quoted(move)}: direction die {d} allows {'/'.join(ways)}, not {way!r}")
        judged = dict(judge(self.stacks, self.where, self.to_move, (i, d, m, s)))
        return i, judged[(i, d, way or ways[0], m, s)]

    def _setup_draws(self, placement: dict[int, int] | None) -> tuple[dict[int, int], int | None, int]:
        """What a setup draws from the generator, for ``play`` and ``describe`` alike: (the placement,
        drawn for ``setup random``; who starts, drawn by lot after the second setup, else None; the
        generator's new state)."""
        rng = self.rng
        if placement is None:
            placement, rng = random_placement(rng, self.to_move)
        if self.where[(1 - self.to_move) * 6] == UNPLACED:
            return placement, None, rng
        generator = Rng.from_state(rng)
        return placement, generator.below(2), generator.state

    def _after_setup(self, placement: dict[int, int] | None) -> "State":
        placement, first, rng = self._setup_draws(placement)
        stacks, where = list(self.stacks), list(self.where)
        for square, face in placement.items():
            pawn = self.to_move * 6 + face - 1
            stacks[square], where[pawn] = (pawn,), square
        if first is None:
            return replace(self, stacks=tuple(stacks), where=tuple(where), to_move=1 - self.to_move, rng=rng)
        return replace(self, phase="play", stacks=tuple(stacks), where=tuple(where), to_move=first, rng=rng)

    def _after_roll(self) -> "State":
        roll, rng = draw_roll(self.rng)
        return replace(self, roll=roll, rng=rng, turns=self.turns + 1)

    def _after_move(self, outcome: Outcome) -> "State":
        stacks, where = apply(self.stacks, self.where, outcome)
        scores = list(self.scores)
        scores[self.to_move] += outcome.points
        moved = replace(self, stacks=stacks, where=where, scores=(scores[0], scores[1]))
        if outcome.dest == EXIT:
            if self.phase == "last":
                return replace(moved, phase="over", roll=None, extra=False, reason="exit")
            # the first exit: the opponent's last roll follows even on the capping turn
            return replace(moved, phase="last", to_move=1 - self.to_move, roll=None, extra=False)
        return self._end_turn(moved, tower=outcome.tower)

    def _end_turn(self, state: "State", tower: bool) -> "State":
        """After a move or a pass: a tower gives the mover another roll; else the turn (or the game) ends."""
        if tower:
            return self._capped(replace(state, roll=None, extra=True))
        if state.phase == "last":
            return replace(state, phase="over", roll=None, extra=False, reason="exit")
        return self._capped(replace(state, to_move=1 - state.to_move, roll=None, extra=False))

    @staticmethod
    def _capped(state: "State") -> "State":
        """House rule: with no exit the game stops after ``turn_cap`` rolls; the last roll only at the safety stop."""
        if state.phase == "last":
            if state.turns >= state.turn_cap + LAST_ROLL_LIMIT:
                return replace(state, phase="over", roll=None, extra=False, reason="exit")
            return state
        if state.turns >= state.turn_cap:
            return replace(state, phase="over", roll=None, extra=False, reason="turn-cap")
        return state


def new_game(options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A new game at setup, Player One to place first; every roll and lot comes from ``seed``.

    >>> game = new_game({}, seed=7)
    >>> game.phase, game.to_move, game.legal_moves()[-1]
    ('setup', 0, 'setup random')
    """
    checked = GAME.checked_options(options)
    empty: tuple[tuple[int, ...], ...] = ((),) * SQUARES
    return State("setup", empty, (UNPLACED,) * 12, (0, 0), 0, None, Rng(seed).state, 0, checked["turn_cap"])


def pawns_text(stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...]) -> str:
    """Pawns in id order (A1..A6, B1..B6); a stack is written bottom first where its first pawn comes."""
    parts: list[str] = []
    done: set[int] = set()
    for pawn in range(12):
        square = where[pawn]
        if square < 0 or square in done:
            continue
        done.add(square)
        name = square_name(square)
        parts.extend(f"{PLAYER_LETTERS[q // 6]}{q % 6 + 1}@{name}" for q in stacks[square])
    return ",".join(parts) or "-"


def write(phase: str, stacks: tuple[tuple[int, ...], ...], where: tuple[int, ...], scores: tuple[int, int],
          to_move: int, roll: tuple[int, ...] | None) -> str:
    """The position string of a state's parts."""
    pawns = pawns_text(stacks, where)
    if phase == "setup":
        return f"setup {pawns} {PLAYER_LETTERS[to_move]}" if pawns != "-" else f"setup {PLAYER_LETTERS[to_move]}"
    text = f"{pawns} {scores[0]}:{scores[1]} {PLAYER_LETTERS[to_move]} {''.join(map(str, roll)) if roll else '-'}"
    return text + (f" {phase}" if phase in PHASE_WORDS else "")


def _pawn_id(pawn: int) -> str:
    """A pawn as the view names it: ``A3`` is Player One's pawn showing 3."""
    return f"{PLAYER_LETTERS[pawn // 6]}{pawn % 6 + 1}"


def _check_text(move: object) -> None:
    """MalformedMoveError unless ``move`` is text of a move's length at most (hostile input is refused unread)."""
    if not isinstance(move, str):
        raise MalformedMoveError(f"a move must be text, not {type(move).__name__}")
    if len(move) > MOVE_TEXT_LIMIT:
        raise MalformedMoveError(f"{quoted(move)} is not a move: far too long ({len(move)} characters)")


__all__ = ["GAME", "State", "new_game"]
