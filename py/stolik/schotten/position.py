"""The position string: the whole state on one line, for links, tests and the golden files.

It includes both hands and the deck order, so it is for tests and shared puzzles; the app shows a
player only ``view(player)``. Ten space-separated fields::

    <flags> <turn> <stones> <hand A> <hand B> <clan deck> <tactic deck> <discard> <played> <counters>

* flags: ``-`` or letters ``t`` (special units) and ``e`` (expert), e.g. ``te``.
* turn: player ``0``/``1`` and phase: ``0play``, ``1claim``, ``0claimx``, ``1draw``, ``0recruit3``
  (draws left), ``0return``.
* stones: nine stones joined by ``/``; each is ``<side A>:<side B>`` (cards joined by ``,`` in the
  order played), then optional marks: ``+BLIND`` / ``+MUD`` (cards on the stone), ``#0`` / ``#1``
  (claimed by), ``^0`` / ``^1`` (who completed first, written when both sides are complete).
* hands, decks (top first), discard pile (oldest first): cards joined by ``,``; ``-`` when empty.
* played: tactic cards played by A and by B, ``A|B`` with ``,`` inside (``-|-`` when none).
* counters: ``<passes in a row>``.

>>> from stolik.schotten import new_game
>>> s = new_game({}, 1)
>>> from_position(s.position()) == s
False
>>> from_position(s.position()).position() == s.position()
True
"""
from __future__ import annotations

from collections import Counter

from stolik.core.errors import PositionError
from stolik.schotten.cards import CLAN, CLAN_SET, TACTIC_COUNTS, TACTICS, sort_cards
from stolik.schotten.formations import group_size
from stolik.schotten.state import STONES, State

_PHASES = ("play", "claimx", "claim", "draw", "recruit", "return")


def _cards(cards) -> str:
    return ",".join(cards) or "-"


def write_position(state: State) -> str:
    """The position text of ``state``."""
    flags = ("t" if state.tactics else "") + ("e" if state.expert else "") or "-"
    turn = f"{state.to_move}{state.phase}" + (str(state.recruit_left) if state.phase == "recruit" else "")
    stones = []
    for s in range(STONES):
        a, b = state.sides[s]
        text = ",".join(a) + ":" + ",".join(b)
        for mode in state.modes[s]:
            text += "+" + mode
        if state.owners[s] >= 0:
            text += f"#{state.owners[s]}"
        size = group_size(state.modes[s])
        if len(a) >= size and len(b) >= size:
            text += f"^{state.first_complete(s)}"
        stones.append(text)
    played = "|".join(",".join(cards) or "-" for cards in state.played)
    return " ".join([flags, turn, "/".join(stones), _cards(state.hands[0]), _cards(state.hands[1]),
                     _cards(state.clan_deck), _cards(state.tactic_deck), _cards(state.discard), played,
                     str(state.passes)])


def _split(text: str) -> list[str]:
    return [] if text == "-" else text.split(",")


def from_position(text: str) -> State:
    """Read a position string; PositionError naming the first thing that does not fit."""
    if not isinstance(text, str):
        raise PositionError(f"{text!r} is not a position string")
    fields = text.split(" ")
    if len(fields) != 10:
        raise PositionError(f"a position has 10 fields, {text!r} has {len(fields)}")
    flags, turn, stones_text, h0, h1, cdeck, tdeck, discard, played_text, passes = fields
    if flags != "-" and (set(flags) - set("te") or len(set(flags)) != len(flags)):
        raise PositionError(f"flags {flags!r} are not '-' or letters from 'te'")
    tactics, expert = "t" in flags, "e" in flags
    if turn[:1] not in ("0", "1"):
        raise PositionError(f"turn {turn!r} must start with player 0 or 1")
    to_move, rest = int(turn[0]), turn[1:]
    phase = next((ph for ph in _PHASES if rest.startswith(ph)), None)
    if phase is None:
        raise PositionError(f"turn {turn!r} names no phase of {_PHASES!r}")
    recruit_left = 0
    tail = rest[len(phase):]
    if phase == "recruit":
        if tail not in ("1", "2", "3"):
            raise PositionError(f"turn {turn!r} must say how many recruit draws are left (1-3)")
        recruit_left = int(tail)
    elif tail:
        raise PositionError(f"turn {turn!r} has extra text {tail!r}")
    stone_texts = stones_text.split("/")
    if len(stone_texts) != STONES:
        raise PositionError(f"{len(stone_texts)} stones in {stones_text!r}; there are {STONES}")
    sides, modes, owners, done = [], [], [], []
    for n, st in enumerate(stone_texts, start=1):
        first = None
        owner = -1
        mode: list[str] = []
        body = st
        while True:
            cut = max(body.rfind("+"), body.rfind("#"), body.rfind("^"))
            if cut < 0 or ":" in body[cut:]:
                break
            mark, body = body[cut:], body[:cut]
            if mark[0] == "+" and mark[1:] in ("BLIND", "MUD") and mark[1:] not in mode:
                mode.insert(0, mark[1:])
            elif mark in ("#0", "#1"):
                owner = int(mark[1])
            elif mark in ("^0", "^1"):
                first = int(mark[1])
            else:
                raise PositionError(f"stone {n}: mark {mark!r} is not +BLIND, +MUD, #0, #1, ^0 or ^1")
        if body.count(":") != 1:
            raise PositionError(f"stone {n}: {st!r} is not <side A>:<side B>")
        a_text, b_text = body.split(":")
        pair = (tuple(a_text.split(",")) if a_text else (), tuple(b_text.split(",")) if b_text else ())
        size = group_size(mode)
        for side in pair:
            if len(side) > size:
                raise PositionError(f"stone {n}: a side holds at most {size} cards, not {len(side)}")
            for card in side:
                if card not in CLAN_SET and card not in ("JOKER", "SPY", "SHIELD"):
                    raise PositionError(f"stone {n}: {card!r} cannot lie on a side")
        complete = [len(side) >= size for side in pair]
        if all(complete):
            if first is None:
                raise PositionError(f"stone {n}: both sides complete; say who was first with ^0 or ^1")
            stamps = (0, 1) if first == 0 else (1, 0)
        else:
            stamps = tuple(0 if c else -1 for c in complete)
        sides.append(pair)
        modes.append(tuple(mode))
        owners.append(owner)
        done.append(stamps)
    played = played_text.split("|")
    if len(played) != 2:
        raise PositionError(f"played {played_text!r} must be <A>|<B>")
    if not passes.isdigit() or int(passes) > 2:
        raise PositionError(f"passes {passes!r} must be 0, 1 or 2")
    state = State(tactics=tactics, expert=expert, to_move=to_move, phase=phase, sides=tuple(sides),
                  modes=tuple(modes), owners=tuple(owners), done=tuple(done),
                  hands=(sort_cards(_split(h0)), sort_cards(_split(h1))),
                  clan_deck=tuple(_split(cdeck)), tactic_deck=tuple(_split(tdeck)), discard=tuple(_split(discard)),
                  played=(tuple(_split(played[0])), tuple(_split(played[1]))), passes=int(passes), tick=2,
                  recruit_left=recruit_left)
    check_cards(state)
    return state


def all_cards(state: State) -> Counter:
    """Every card of the game wherever it lies (hands, decks, discard, sides, stones)."""
    count: Counter = Counter()
    for pile in (*state.hands, state.clan_deck, state.tactic_deck, state.discard):
        count.update(pile)
    for pair in state.sides:
        count.update(pair[0])
        count.update(pair[1])
    for mode in state.modes:
        count.update(mode)
    return count


def check_cards(state: State) -> None:
    """PositionError unless every card of the game is present exactly once (tactics only if used)."""
    expected = Counter(CLAN)
    if state.tactics:
        expected.update(TACTICS)
    found = all_cards(state)
    if found != expected:
        extra = sorted((found - expected).elements())
        missing = sorted((expected - found).elements())
        raise PositionError(f"cards do not add up: extra {extra!r}, missing {missing!r}")
    for p in (0, 1):
        for card in state.played[p]:
            if card not in TACTIC_COUNTS:
                raise PositionError(f"{card!r} in the played list is not a tactic card")
