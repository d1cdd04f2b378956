"""The position string: the whole state on one line, for links, tests and the golden files.

``State.position()`` writes it; ``from_position`` here reads it back (this module depends on the
State, never the reverse).

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
from typing import Any, Mapping

from stolik.core.errors import quoted
from stolik.schotten.analysis import compare
from stolik.schotten.cards import CLAN, CLAN_SET, MODES, RUSES, TACTIC_COUNTS, TACTICS, TROOPS, sort_cards
from stolik.schotten.formations import group_size
from stolik.schotten.position_wording import refused
from stolik.schotten.state import GAME, State
from stolik.schotten.table import HAND_SIZE, NO_ONE, PLAYERS, STONES, win_condition

_PHASES = ("play", "claimx", "claim", "draw", "recruit", "return")
MAX_TEXT = 2000          # every card written once, all marks: a real position is under 800 characters
_MARKS = {"+BLIND": "mode", "+MUD": "mode", "#0": "owner", "#1": "owner", "^0": "first", "^1": "first"}

# Phase -> (needs the special units, variant that has it: True expert, False base, None both).
_PHASE_RULES: dict[str, tuple[bool, bool | None]] = {
    "play": (False, None), "claim": (False, False), "draw": (False, True),
    "claimx": (True, False), "recruit": (True, None), "return": (True, None),
}


def _split(text: str) -> list[str]:
    return [] if text == "-" else text.split(",")


def _stone(n: int, text: str) -> tuple[tuple[tuple[str, ...], tuple[str, ...]], tuple[str, ...], int, int | None]:
    """One stone's text: (sides, modes, owner, who completed first)."""
    marks: dict[str, list[str]] = {"mode": [], "owner": [], "first": []}
    body = text
    while True:
        cut = max(body.rfind("+"), body.rfind("#"), body.rfind("^"))
        if cut < 0 or ":" in body[cut:]:
            break
        mark, body = body[cut:], body[:cut]
        kind = _MARKS.get(mark)
        if kind is None:
            raise refused("bad-mark", stone=n, mark=quoted(mark))
        if marks[kind] and (kind != "mode" or mark[1:] in marks["mode"]):
            raise refused("mark-twice", stone=n, text=quoted(text))
        marks[kind].insert(0, mark[1:])
    if body.count(":") != 1:
        raise refused("not-a-stone", stone=n, text=quoted(text))
    a_text, b_text = body.split(":")
    sides = (tuple(a_text.split(",")) if a_text else (), tuple(b_text.split(",")) if b_text else ())
    modes = tuple(marks["mode"])
    size = group_size(modes)
    for side in sides:
        if len(side) > size:
            raise refused("side-too-full", stone=n, size=size, count=len(side))
        for card in side:
            if card not in CLAN_SET and card not in TROOPS:
                raise refused("not-on-a-side", stone=n, card=quoted(card))
    first = int(marks["first"][0]) if marks["first"] else None
    if first is None and all(len(side) >= size for side in sides):
        raise refused("say-who-first", stone=n)
    if first is not None and len(sides[first]) < size:
        raise refused("first-not-complete", stone=n, first=first, player=PLAYERS[first])
    owner = int(marks["owner"][0]) if marks["owner"] else NO_ONE
    return sides, modes, owner, first


def from_position(text: str, options: Mapping[str, Any] | None = None) -> State:
    """Read a position string; PositionError naming the first thing that does not fit or cannot arise in play.

    ``options`` are checked like a record's; the text carries the variant (flags) and who moves, and
    the long duel's options belong to the match, so none is used here.
    """
    GAME.checked_options(options)
    if not isinstance(text, str):
        raise refused("not-text", text=quoted(text))
    if len(text) > MAX_TEXT:
        raise refused("too-long", most=MAX_TEXT, length=len(text), text=quoted(text))
    fields = text.split(" ")
    if len(fields) != 10:
        raise refused("fields", text=quoted(text), count=len(fields))
    flags, turn, stones_text, h0, h1, cdeck, tdeck, discard, played_text, passes = fields
    if flags != "-" and (set(flags) - set("te") or len(set(flags)) != len(flags)):
        raise refused("flags", text=quoted(flags))
    tactics, expert = "t" in flags, "e" in flags
    if turn[:1] not in ("0", "1"):
        raise refused("turn-player", text=quoted(turn))
    to_move, rest = int(turn[0]), turn[1:]
    phase = next((ph for ph in _PHASES if rest.startswith(ph)), None)
    if phase is None:
        raise refused("turn-phase", text=quoted(turn), phases=repr(_PHASES))
    recruit_left = 0
    tail = rest[len(phase):]
    if phase == "recruit":
        if tail not in ("1", "2", "3"):
            raise refused("recruit-left", text=quoted(turn))
        recruit_left = int(tail)
    elif tail:
        raise refused("turn-extra", text=quoted(turn), extra=quoted(tail))
    stone_texts = stones_text.split("/")
    if len(stone_texts) != STONES:
        raise refused("stone-count", count=len(stone_texts), text=quoted(stones_text), stones=STONES)
    stones = [_stone(n, st) for n, st in enumerate(stone_texts, start=1)]
    played = played_text.split("|")
    if len(played) != 2:
        raise refused("played-field", text=quoted(played_text))
    if passes not in ("0", "1", "2"):
        raise refused("passes", text=quoted(passes))
    done: list[tuple[int, int]] = []
    for sides, modes, _owner, first in stones:
        stamps = [0 if len(side) >= group_size(modes) else -1 for side in sides]
        if first is not None and all(stamp == 0 for stamp in stamps):   # both complete: _stone asked who was first
            stamps[1 - first] = 1
        done.append((stamps[0], stamps[1]))
    state = State(tactics=tactics, expert=expert, to_move=to_move, phase=phase,
                  sides=tuple(st[0] for st in stones), modes=tuple(st[1] for st in stones),
                  owners=tuple(st[2] for st in stones), done=tuple(done),
                  hands=(sort_cards(_split(h0)), sort_cards(_split(h1))),
                  clan_deck=tuple(_split(cdeck)), tactic_deck=tuple(_split(tdeck)), discard=tuple(_split(discard)),
                  played=(tuple(_split(played[0])), tuple(_split(played[1]))), passes=int(passes), tick=2,
                  recruit_left=recruit_left)
    check_cards(state)
    check_tactics(state)
    check_turn(state)
    check_claims(state)
    return state


def all_cards(state: State) -> Counter[str]:
    """Every card of the game wherever it lies (hands, decks, discard, sides, stones)."""
    count: Counter[str] = Counter()
    for pile in (*state.hands, state.clan_deck, state.tactic_deck, state.discard):
        count.update(pile)
    for pair in state.sides:
        count.update(pair[0])
        count.update(pair[1])
    for mode in state.modes:
        count.update(mode)
    return count


def check_cards(state: State) -> None:
    """PositionError unless every card of the game is present exactly once (tactics only if used), each
    deck holds only its own kind, and the played lists name tactic cards."""
    expected = Counter(CLAN)
    if state.tactics:
        expected.update(TACTICS)
    found = all_cards(state)
    if found != expected:
        extra = sorted((found - expected).elements())
        missing = sorted((expected - found).elements())
        raise refused("cards-add-up", extra=quoted(extra), missing=quoted(missing), extra_cards=extra,
                      missing_cards=missing)
    for deck, code, belongs in ((state.clan_deck, "not-clan-deck", CLAN_SET),
                                (state.tactic_deck, "not-tactic-deck", TACTIC_COUNTS)):
        strays = [card for card in deck if card not in belongs]
        if strays:
            raise refused(code, card=repr(strays[0]))
    for p in (0, 1):
        for card in state.played[p]:
            if card not in TACTIC_COUNTS:
                raise refused("played-not-tactic", card=quoted(card))


def check_tactics(state: State) -> None:
    """PositionError unless the tactic cards out of hands and decks are exactly those played, within
    the rules: one ahead at most, one Joker each, troops on their player's sides, one card per discard."""
    out = Counter(c for c in state.discard if c in TACTIC_COUNTS)
    out.update(mode for modes in state.modes for mode in modes)
    for pair in state.sides:
        out.update(c for side in pair for c in side if c in TACTIC_COUNTS)
    if Counter(state.played[0]) + Counter(state.played[1]) != out:
        raise refused("played-mismatch", text=quoted(state.played))
    if abs(len(state.played[0]) - len(state.played[1])) > 1:
        raise refused("tactics-ahead")
    for p in (0, 1):
        if state.played[p].count("JOKER") > 1:
            raise refused("two-jokers", player=PLAYERS[p])
        on_side = Counter(c for pair in state.sides for c in pair[p] if c in TROOPS)
        if on_side - Counter(state.played[p]):
            raise refused("troop-not-played", player=PLAYERS[p])
    if any(c in MODES for c in state.discard):
        raise refused("mode-discarded")
    discarders = sum(state.discard.count(c) for c in ("BANSHEE", "STRATEGIST"))
    if sum(1 for c in state.discard if c not in RUSES) > discarders:
        raise refused("discard-too-many")


def check_turn(state: State) -> None:
    """PositionError unless the phase, the hand sizes and the passes fit a turn of this variant."""
    me, phase = state.to_move, state.phase
    needs_tactics, variant = _PHASE_RULES[phase]
    if (needs_tactics and not state.tactics) or variant not in (None, state.expert):
        raise refused("phase-variant", phase=repr(phase))
    if needs_tactics and "RECRUITER" not in state.played[me]:
        raise refused("phase-recruiter", phase=repr(phase), player=PLAYERS[me])
    if phase == "recruit" and not (state.clan_deck or state.tactic_deck and state.tactics):
        raise refused("recruit-empty")
    if phase == "return" and not state.hands[me]:
        raise refused("return-empty")
    if state.passes and phase != "play":
        raise refused("after-pass", phase=repr(phase))
    size = HAND_SIZE[state.tactics]
    most = {"play": size, "claim": size - 1, "draw": size - 1, "claimx": size,
            "recruit": size - 1 + 3 - state.recruit_left, "return": size + 2}[phase]
    for p, limit in ((me, most), (1 - me, size)):
        if len(state.hands[p]) > limit:
            raise refused("hand-too-big", player=PLAYERS[p], count=len(state.hands[p]), most=limit)


def check_claims(state: State) -> None:
    """PositionError unless every claimed stone could have been claimed (a complete side that wins, or
    a proof) and the game has not gone on past its end."""
    for s in range(STONES):
        owner = state.owners[s]
        if owner == NO_ONE:
            if state.passes >= 2 and any(len(side) >= state.size(s) for side in state.sides[s]):
                raise refused("passes-unclaimed", stone=s + 1)
            continue
        mine, theirs = state.sides[s][owner], state.sides[s][1 - owner]
        if len(mine) < state.size(s):
            raise refused("claim-incomplete", stone=s + 1, player=PLAYERS[owner])
        first = state.first_complete(s)
        if len(theirs) >= state.size(s) and first is not None:     # both complete: both have their tick
            if compare(*state.sides[s], modes=state.modes[s], first=PLAYERS[first]) != PLAYERS[owner]:
                raise refused("claim-loses", stone=s + 1, player=PLAYERS[owner])
        elif state.passes < 2 and state.claim_blocker(s, owner) is not None:
            raise refused("claim-unproven", stone=s + 1, player=PLAYERS[owner])
    if state.passes < 2 and all(win_condition(state.owners, p) for p in (0, 1)):
        raise refused("both-win")
