"""The game state and the turn: placing, tactic cards, claims, drawing, passing and the end.

A ``State`` is immutable plain data. ``legal_moves()`` is the one place legality lives; ``play()``
checks a move against it and applies it to a private working copy (``_Work``), then settles the
turn: a step whose only option is to draw or end the turn is taken at once.

Phases of a turn (``State.phase``):

* ``play``     place a clan card or play a tactic card (or ``pass``). In the expert variant, and
               whenever passing is allowed, ``claim N`` moves are listed here too.
* ``claim``    after playing (base rules): any ``claim N``, then ``draw`` / ``draw tactic``.
* ``claimx``   after the Recruiter (base rules): any ``claim N``, then ``end`` (no draw).
* ``draw``     after playing in the expert variant: ``draw`` / ``draw tactic``.
* ``recruit``  the Recruiter's draws (``recruit_left`` of them).
* ``return``   the Recruiter's two cards back to the bottom of their decks.

A new game is shuffled from the seed and dealt; player A starts unless the options say B:

>>> s = new_game({"tactics": True}, seed=3)
>>> len(s.hands[0]), len(s.clan_deck), len(s.tactic_deck), s.to_move
(7, 40, 10, 0)
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from itertools import combinations
from typing import Any, Mapping

from stolik.core.errors import IllegalMoveError, MalformedMoveError, quoted
from stolik.core.game import GameInfo, MoveInfo, Option, Result, check_move_in
from stolik.core.refusal import Refusal
from stolik.core.rng import Rng
from stolik.schotten.analysis import compare
from stolik.schotten.cards import CLAN, CLAN_SET, MODES, TACTIC_COUNTS, TACTICS, goes_to_tactic_deck, sort_cards
from stolik.schotten.explain import move_info, refusal, unplayable
from stolik.schotten.formations import group_size
from stolik.schotten.notation import Move, parse, spelled
from stolik.schotten.table import HAND_SIZE, NO_ONE, PLAYERS, STONES, Table, first_of, final_result, someone_won
from stolik.schotten.view import view

GAME = GameInfo(
    key="schotten",
    title="Schotten Totten",
    players=PLAYERS,
    chance="shuffle",
    hidden_information=True,
    options=(
        Option("tactics", False, (False, True)),          # special units (tactic cards)
        Option("expert", False, (False, True)),           # "Spiesz się powoli": claims at turn start
        Option("duel_games", 0, (0, 2, 3, 4, 5, 6, 7, 8, 9, 10)),     # long duel of N games (0: off)
        Option("duel_target", 0, (0, 10, 15, 20, 25, 30, 40, 50)),    # or to a target score (0: off)
        Option("first", 0, (0, 1)),                       # who starts this game (the app alternates)
    ),
    max_plies=1000,
    rules_version=1,
)


@dataclass(frozen=True)
class State(Table):
    """One game of Schotten Totten: the table (see ``table``) and the turn on it: the legal moves,
    playing them, and what each player may see."""

    # ----------------------------------------------------------------- public contract
    def legal_moves(self) -> list[str]:
        """Every move the player to move may make now, as notation texts."""
        if self.result() is not None:
            return []
        return _moves(self)

    def play(self, move: str) -> "State":
        """The state after ``move``; MalformedMoveError / IllegalMoveError quoting it otherwise."""
        parsed = parse(move)
        legal = self.legal_moves()
        if parsed[0] == "return" and move not in legal:
            listed = _return_listed(parsed, legal)
            if listed is not None:
                raise IllegalMoveError(f"{move!r}: these cards go under different decks, so the order is fixed; "
                                       f"the move is {listed!r}")
        check_move_in(move, legal, f"for player {PLAYERS[self.to_move]} in phase {self.phase!r}")
        work = _Work(self)
        work.apply(parsed)
        work.settle()
        return work.freeze()

    def canonical(self, text: str) -> str:
        """The move ``legal_moves()`` lists for what a person typed: any spacing and case (``Claim 3``,
        ``joker @ 2``), the cards a Recruiter returns in either order when they go under different decks;
        refused like ``play`` when ``text`` names no legal move.

        >>> new_game(None, 1).canonical(" Y5 @ 1")
        'y5@1'
        """
        move = spelled(text)
        parsed = parse(move)
        legal = self.legal_moves()
        if parsed[0] == "return" and move not in legal:
            move = _return_listed(parsed, legal) or move
        check_move_in(move, legal, f"for player {PLAYERS[self.to_move]} in phase {self.phase!r}")
        return move

    def play_unchecked(self, move: str) -> "State":
        """``play`` without the legality check: for search only, on moves taken from legal_moves()."""
        work = _Work(self)
        work.apply(parse(move))
        work.settle()
        return work.freeze()

    def view(self, player: int | None = None) -> dict[str, Any]:
        """What ``player`` (0, 1, or None for a spectator) may see; see ``view``."""
        return view(self, player)

    @property
    def options(self) -> dict[str, bool]:
        """The variants this position is played with (GAME.options keys; the position text carries them)."""
        return {"tactics": self.tactics, "expert": self.expert}

    def position(self) -> str:
        """The position text (see ``position``, which reads it back): the whole state on one line."""
        flags = ("t" if self.tactics else "") + ("e" if self.expert else "") or "-"
        turn = f"{self.to_move}{self.phase}" + (str(self.recruit_left) if self.phase == "recruit" else "")
        stones = []
        for s in range(STONES):
            a, b = self.sides[s]
            text = ",".join(a) + ":" + ",".join(b)
            for mode in self.modes[s]:
                text += "+" + mode
            if self.owners[s] >= 0:
                text += f"#{self.owners[s]}"
            if len(a) >= self.size(s) and len(b) >= self.size(s):
                text += f"^{self.first_complete(s)}"
            stones.append(text)
        played = "|".join(",".join(cards) or "-" for cards in self.played)
        piles = (self.hands[0], self.hands[1], self.clan_deck, self.tactic_deck, self.discard)
        return " ".join([flags, turn, "/".join(stones), *(",".join(pile) or "-" for pile in piles), played,
                         str(self.passes)])

    def reshuffled(self, salt: int) -> "State":
        """The same position with both decks shuffled again by ``salt``, as older records ask after an undo
        (the record keeps the salt, so a replay is exact). Cards a Recruiter put under
        a deck are shuffled in too: the deck is one face-down pile again."""
        rng = Rng(salt)
        clan, tactic = list(self.clan_deck), list(self.tactic_deck)
        rng.shuffle(clan)
        rng.shuffle(tactic)
        return replace(self, clan_deck=tuple(clan), tactic_deck=tuple(tactic))

    def describe(self, move: str) -> MoveInfo:
        """What the legal ``move`` does (stones named "1"-"9" as in the view); see ``explain``."""
        parsed = parse(move)
        if move not in self._legal_set:
            check_move_in(move, self.legal_moves(),
                          f"to describe for player {PLAYERS[self.to_move]} in phase {self.phase!r}")
        known = self._described.get(move)
        if known is None:
            known = self._described[move] = move_info(self, parsed, self.play(move))
        return known

    def refusal(self, attempt: str) -> Refusal | None:
        """Why the player to move may not play a hand card (``r7``, ``SPY``: ``limit``, ``joker`` or
        ``nowhere``) or make a claim (``claim 3``: the claim rule's proof, with the formations
        involved), as ``explain`` tells it; None when they may. MalformedMoveError for other text.

        >>> state = new_game({"tactics": True}, 3)
        >>> state.refusal("claim 1").code, state.refusal(state.hands[0][0])
        ('incomplete', None)
        """
        if isinstance(attempt, str) and (attempt in CLAN_SET or attempt in TACTIC_COUNTS):
            return unplayable(self, attempt, self._legal_set)
        parsed = parse(attempt)
        if parsed[0] != "claim":
            raise MalformedMoveError(f"{quoted(attempt)}: only a hand card or a claim is refused with reasons")
        return None if attempt in self._legal_set else refusal(self, parsed[1])

    # Lazy memos for describe(), filled on first use only: legal_moves() and play() never touch them.
    @cached_property
    def _legal_set(self) -> frozenset[str]:
        return frozenset(self.legal_moves())

    @cached_property
    def _described(self) -> dict[str, MoveInfo]:
        return {}


def new_game(options: Mapping[str, Any] | None = None, seed: int = 0) -> State:
    """A shuffled, dealt game: hands of 6 (7 with special units), the rest in the decks."""
    opts = GAME.checked_options(options)
    rng = Rng(seed)
    clan = list(CLAN)
    rng.shuffle(clan)
    tactic = list(TACTICS) if opts["tactics"] else []
    rng.shuffle(tactic)
    n = HAND_SIZE[bool(opts["tactics"])]
    hands = (sort_cards(clan[0:2 * n:2]), sort_cards(clan[1:2 * n:2]))
    empty: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    return State(tactics=bool(opts["tactics"]), expert=bool(opts["expert"]), to_move=opts["first"], phase="play",
                 sides=(empty,) * STONES, modes=((),) * STONES, owners=(NO_ONE,) * STONES, done=((-1, -1),) * STONES,
                 hands=hands, clan_deck=tuple(clan[2 * n:]), tactic_deck=tuple(tactic), discard=(),
                 played=((), ()))


# --------------------------------------------------------------------- move generation
def _return_listed(parsed: Move, legal: list[str]) -> str | None:
    """The listed ``return`` of the same cards in the one order their decks allow, if any."""
    return next((m for m in legal if m.startswith("return ") and sorted(m.split()[1:]) == sorted(parsed[1:])), None)


def _free_slots(state: State, p: int) -> list[int]:
    return [s for s in range(STONES)
            if state.owners[s] == NO_ONE and len(state.sides[s][p]) < state.size(s)]


def _draw_moves(state: State) -> list[str]:
    options = []
    if state.clan_deck:
        options.append("draw")
    if state.tactics and state.tactic_deck:
        options.append("draw tactic")
    return options


def _claim_moves(state: State) -> list[str]:
    return [f"claim {s + 1}" for s in state.claimable()]


def _tactic_moves(state: State, free: list[int]) -> list[str]:
    """Tactic cards the player to move may play: within the one-ahead limit, one Joker per game."""
    me, opp = state.to_move, 1 - state.to_move
    if not state.tactics or state.tactic_wait(me):
        return []
    moves: list[str] = []
    open_stones = [s for s in range(STONES) if state.owners[s] == NO_ONE]
    for card in dict.fromkeys(c for c in state.hands[me] if c in TACTIC_COUNTS):
        if card == "JOKER" and "JOKER" in state.played[me]:
            continue                                   # a second Joker is dead in hand
        if card in ("JOKER", "SPY", "SHIELD"):
            moves.extend(f"{card}@{s + 1}" for s in free)
        elif card in MODES:
            moves.extend(f"{card}@{s + 1}" for s in open_stones if card not in state.modes[s])
        elif card == "RECRUITER":
            moves.append("RECRUITER")
        elif card == "BANSHEE":
            moves.extend(f"BANSHEE {c}@{s + 1}" for s in open_stones for c in state.sides[s][opp])
        elif card == "TRAITOR":
            moves.extend(f"TRAITOR {c}@{s + 1}>{t + 1}" for s in open_stones for c in state.sides[s][opp]
                         if c in CLAN_SET for t in free)
        elif card == "STRATEGIST":
            for s in open_stones:
                for c in state.sides[s][me]:
                    moves.extend(f"STRATEGIST {c}@{s + 1}>{t + 1}" for t in free if t != s)
                    moves.append(f"STRATEGIST {c}@{s + 1}>x")
    return moves


def _moves(state: State) -> list[str]:
    me = state.to_move
    phase = state.phase
    if phase == "play":
        free = _free_slots(state, me)
        clan = [c for c in state.hands[me] if c in CLAN_SET]
        moves = [f"{c}@{s + 1}" for c in clan for s in free]
        can_pass = not moves
        moves.extend(_tactic_moves(state, free))
        if can_pass:
            moves.append("pass")
        if state.expert or can_pass:
            moves = _claim_moves(state) + moves
        return moves
    if phase in ("claim", "claimx"):
        ends = _draw_moves(state) if phase == "claim" else []
        return _claim_moves(state) + (ends or ["end"])
    if phase == "draw":
        return _draw_moves(state) or ["end"]
    if phase == "recruit":
        return _draw_moves(state)
    if phase == "return":
        return _return_moves(state.hands[me])
    raise IllegalMoveError(f"unknown phase {phase!r}")


def _return_moves(hand: tuple[str, ...]) -> list[str]:
    """The Recruiter's two cards back under their decks. Cards for different decks are named in hand
    order; two cards for the same deck go under it in the order named, so both orders are moves."""
    moves = []
    for pair in combinations(hand, min(2, len(hand))):
        moves.append("return " + " ".join(pair))
        if len(pair) == 2 and goes_to_tactic_deck(pair[0]) == goes_to_tactic_deck(pair[1]):
            moves.append(f"return {pair[1]} {pair[0]}")
    return list(dict.fromkeys(moves))


# --------------------------------------------------------------------- applying moves
class _Work:
    """A mutable copy of a state for applying one move (never escapes this module)."""

    def __init__(self, s: State) -> None:
        self.base = s
        self.p = s.to_move
        self.phase = s.phase
        self.sides = [[list(a), list(b)] for a, b in s.sides]
        self.modes = [list(m) for m in s.modes]
        self.owners = list(s.owners)
        self.done = [list(d) for d in s.done]
        self.hands = [list(s.hands[0]), list(s.hands[1])]
        self.clan_deck = list(s.clan_deck)
        self.tactic_deck = list(s.tactic_deck)
        self.discard = list(s.discard)
        self.played = [list(s.played[0]), list(s.played[1])]
        self.passes = s.passes
        self.tick = s.tick + 1
        self.recruit_left = s.recruit_left
        self.last = s.last

    def freeze(self) -> State:
        return State(
            tactics=self.base.tactics, expert=self.base.expert, to_move=self.p, phase=self.phase,
            sides=tuple((tuple(a), tuple(b)) for a, b in self.sides),
            modes=tuple(tuple(m) for m in self.modes), owners=tuple(self.owners),
            done=tuple((a, b) for a, b in self.done),
            hands=(sort_cards(self.hands[0]), sort_cards(self.hands[1])),
            clan_deck=tuple(self.clan_deck), tactic_deck=tuple(self.tactic_deck), discard=tuple(self.discard),
            played=(tuple(self.played[0]), tuple(self.played[1])), passes=self.passes, tick=self.tick,
            recruit_left=self.recruit_left, last=self.last)

    # -- bookkeeping
    def restamp(self, stone: int) -> None:
        """Record when each side of ``stone`` became complete; a side that lost a card is not."""
        size = group_size(self.modes[stone])
        for q in (0, 1):
            if len(self.sides[stone][q]) >= size:
                if self.done[stone][q] < 0:
                    self.done[stone][q] = self.tick
            else:
                self.done[stone][q] = -1

    def put(self, card: str, stone: int, q: int) -> None:
        self.sides[stone][q].append(card)
        self.restamp(stone)

    def take(self, card: str, stone: int, q: int) -> None:
        self.sides[stone][q].remove(card)
        self.restamp(stone)

    def from_hand(self, card: str) -> None:
        self.hands[self.p].remove(card)
        if card in TACTIC_COUNTS:
            self.played[self.p].append(card)

    def draw(self, kind: str) -> None:
        deck = self.tactic_deck if kind == "tactic" else self.clan_deck
        self.hands[self.p].append(deck.pop(0))

    def end_turn(self) -> None:
        self.p = 1 - self.p
        self.phase = "play"

    def after_play(self, last: tuple[int, int, str] | None = None) -> None:
        """A card was played: ``last`` is the card it put on the table (see State.last), if any."""
        self.last = last
        self.passes = 0
        self.phase = "draw" if self.base.expert else "claim"

    # -- one move
    def apply(self, m: Move) -> None:
        kind = m[0]
        p = self.p
        if kind == "place":
            card, stone = m[1], m[2] - 1
            self.from_hand(card)
            if card in MODES:
                self.modes[stone].append(card)
                self.restamp(stone)
            else:
                self.put(card, stone, p)
            self.after_play((stone, -1 if card in MODES else p, card))
        elif kind == "claim":
            self.owners[m[1] - 1] = p
        elif kind == "draw":
            self.draw(m[1] if len(m) > 1 else "clan")
            if self.phase == "recruit":
                self.recruit_left -= 1
            else:
                self.end_turn()
        elif kind == "end":
            self.end_turn()
        elif kind == "pass":
            self.last = None
            self.passes += 1
            if self.passes >= 2:
                self.award_decided()
            self.end_turn()
        elif kind == "RECRUITER":
            self.from_hand("RECRUITER")
            self.discard.append("RECRUITER")
            self.passes, self.last = 0, None
            self.phase, self.recruit_left = "recruit", 3
        elif kind == "return":
            for card in m[1:]:
                self.hands[p].remove(card)
                (self.tactic_deck if goes_to_tactic_deck(card) else self.clan_deck).append(card)
            self.after_recruit()
        else:   # BANSHEE / TRAITOR / STRATEGIST
            card, stone = m[1], m[2] - 1
            self.from_hand(kind)
            self.discard.append(kind)
            last = None
            if kind == "BANSHEE":
                self.take(card, stone, 1 - p)
                self.discard.append(card)
            elif kind == "TRAITOR":
                self.take(card, stone, 1 - p)
                self.put(card, m[3] - 1, p)
                last = (m[3] - 1, p, card)
            else:
                self.take(card, stone, p)
                if m[3]:
                    self.put(card, m[3] - 1, p)
                    last = (m[3] - 1, p, card)
                else:
                    self.discard.append(card)
            self.after_play(last)

    def after_recruit(self) -> None:
        if self.base.expert:
            self.end_turn()
        else:
            self.phase = "claimx"

    def award_decided(self) -> None:
        """Two passes in a row (our ruling): no card can be added any more, so each unclaimed stone
        goes to the stronger side where both are complete, to the complete side where only one is."""
        for s in range(STONES):
            if self.owners[s] != NO_ONE:
                continue
            size = group_size(self.modes[s])
            complete = [len(side) >= size for side in self.sides[s]]
            first = first_of(self.done[s])
            if all(complete) and first is not None:        # both complete: both have their tick
                side_a, side_b = self.sides[s]
                self.owners[s] = PLAYERS.index(compare(side_a, side_b, self.modes[s], PLAYERS[first]))
            elif any(complete):
                self.owners[s] = complete.index(True)

    def settle(self) -> None:
        """Take the steps that leave no choice: the only draw, an empty recruit, the end of a turn."""
        while True:
            if self.passes >= 2 or someone_won(tuple(self.owners)):
                return
            phase = self.phase
            if phase in ("claim", "claimx", "draw"):
                if phase != "draw" and self.may_claim_something():
                    return
                options = self.draw_options() if phase != "claimx" else []
                if len(options) > 1:
                    return
                self.tick += 1
                self.apply(parse(options[0]) if options else ("end",))
                continue
            if phase == "recruit":
                options = self.draw_options()
                if self.recruit_left <= 0 or not options:
                    self.phase, self.recruit_left = "return", 0
                    continue
                if len(options) == 1:
                    self.tick += 1
                    self.apply(parse(options[0]))
                    continue
                return
            if phase == "return" and not self.hands[self.p]:
                self.after_recruit()
                continue
            return

    def draw_options(self) -> list[str]:
        options = ["draw"] if self.clan_deck else []
        if self.base.tactics and self.tactic_deck:
            options.append("draw tactic")
        return options

    def may_claim_something(self) -> bool:
        """Is a claim possible now (checked by the full proof only when a side could claim)?"""
        p = self.p
        if not any(self.owners[s] == NO_ONE and len(self.sides[s][p]) >= group_size(self.modes[s])
                   for s in range(STONES)):
            return False
        return bool(self.freeze().claimable())
