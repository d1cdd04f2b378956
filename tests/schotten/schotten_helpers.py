"""Build Schotten Totten position strings for tests: name what matters, the rest goes to the decks."""
from __future__ import annotations

from collections import Counter

from stolik.schotten import from_position
from stolik.schotten.cards import CLAN, TACTICS

EMPTY = ":"


def position(stones=None, hand0=(), hand1=(), deck_top=(), *, to_move=0, phase="play", flags="-",
             tactic_top=(), discard=(), played=((), ()), passes=0, rest_to_deck=True, tactic_rest=True) -> str:
    """A position text; clan (and tactic) cards not named anywhere go to the decks after the given tops."""
    stones = list(stones or [])
    stones += [EMPTY] * (9 - len(stones))
    used = Counter()
    for st in stones:
        body = st
        for mark in ("+BLIND", "+MUD", "#0", "#1", "^0", "^1"):
            body = body.replace(mark, "")
        for card in body.replace(":", ",").split(","):
            if card:
                used[card] += 1
        used.update(m[1:] for m in ("+BLIND", "+MUD") if m in st)
    for pile in (hand0, hand1, deck_top, tactic_top, discard):
        used.update(pile)
    clan_deck = list(deck_top) + ([c for c in CLAN if not used[c]] if rest_to_deck else [])
    tactic_deck = list(tactic_top)
    if "t" in flags and tactic_rest:
        left = Counter(TACTICS) - used
        tactic_deck += [c for c in dict.fromkeys(TACTICS) for _ in range(left[c])]
    join = lambda cards: ",".join(cards) or "-"
    return " ".join([flags, f"{to_move}{phase}", "/".join(stones), join(hand0), join(hand1), join(clan_deck),
                     join(tactic_deck), join(discard), "|".join(join(p) for p in played), str(passes)])


def state(*args, **kwargs):
    """The State of ``position(...)``."""
    return from_position(position(*args, **kwargs))
