"""Build Schotten Totten position strings for tests: name what matters, the rest goes to the decks."""
from __future__ import annotations

from collections import Counter

from stolik.schotten import from_position
from stolik.schotten.cards import CLAN, COLOURS, TACTICS

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


def ending(plan: str) -> str:
    """A position where both players must pass, every clan card on the table.

    ``plan`` gives each stone's fate: ``A``/``B`` the stronger complete side, ``-`` a mud fight with
    three cards a side (neither complete), ``a``/``b`` a mud fight where only that side has four.
    Colour runs 7-8-9 beat 1-2-3; equal 4-5-6 runs are decided by who completed first (``^``).
    """
    pairs = [(f"{c}7,{c}8,{c}9", f"{d}1,{d}2,{d}3", False) for c, d in zip(COLOURS, COLOURS[1:] + COLOURS[:1])]
    pairs += [(f"{c}4,{c}5,{c}6", f"{d}4,{d}5,{d}6", True) for c, d in ("rb", "gy", "po")]
    mud = [i for i, fate in enumerate(plan) if fate in "-ab"]
    stones = []
    for fate in plan:
        strong, weak, tie = pairs.pop(0) if fate in "AB" else pairs.pop()
        if fate in "AB":
            sides = (strong, weak) if fate == "A" else (weak, strong)
            first = "AB".index(fate) if tie else 1 - "AB".index(fate)      # the stronger side need not be first
            stones.append(f"{sides[0]}:{sides[1]}^{first}")
        else:
            cards = (strong + "," + weak).split(",")
            cut = {"-": 3, "a": 4, "b": 2}[fate]
            stones.append(f"{','.join(cards[:cut])}:{','.join(cards[cut:])}+MUD")
    flags = "t" if mud else "-"
    rest = list(TACTICS)
    if mud:
        rest.remove("MUD")
    played = (("MUD",), ()) if mud else ((), ())
    return " ".join([flags, "0play", "/".join(stones), "-", "-", "-", ",".join(rest) if mud else "-", "-",
                     "|".join(",".join(p) or "-" for p in played), "0"])
