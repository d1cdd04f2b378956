"""Proofs: who wins a stone, may a side claim it now, and how could it still be beaten.

These pure functions are the claim rule itself: the engine calls them, and so does the analysis
tool ("can this group still be beaten?"). Cards are texts (``r7``, ``JOKER``, ``SPY``, ``SHIELD``),
modes are ``BLIND`` and ``MUD``.

A proof looks at every completion of the opponent's side from the unseen clan cards: all 54 minus
the cards on this stone and those in ``seen`` (the other stones and the discard pile). The
claimant's hand is unseen too: a hand proves nothing. Tactic cards not yet played are ignored.
Strength depends only on the values and on one suit flag, so completions are enumerated as value
multisets (at most 165 for three missing cards) rather than card by card.

>>> can_claim(("r7", "r8", "r9"), ("b9",))
True
>>> can_claim(("r1", "b1", "g1"), ("y2",))     # y3 y4 would make a colour run
False
>>> beating_completion(("r1", "b1", "g1"), ("y2",))
('y3', 'y4')
>>> compare(("r2", "b2", "g2"), ("y1", "y4", "y6"))   # three of a kind beats a colour
'A'
"""
from __future__ import annotations

from itertools import combinations_with_replacement
from typing import Any, Iterable, Sequence

from stolik.core.errors import quoted
from stolik.schotten.cards import CLAN, CLAN_SET, COLOURS, TACTIC_COUNTS, WILD_VALUES, check_card, clan_pair
from stolik.schotten.formations import best_strength, check_modes
from stolik.schotten.position_wording import refused

Cards = Sequence[str]        # cards (or modes) as a list or tuple; one card alone may be given as a string
_ALL_COLOURS = frozenset(range(len(COLOURS)))


class _Side:
    """A side split into clan values, clan colours and troop cards."""

    __slots__ = ("cards", "values", "colours", "wild")

    def __init__(self, cards: Iterable[str], name: str) -> None:
        self.cards = tuple(cards) if not isinstance(cards, str) else (cards,)
        values, colours, wild = [], set(), []
        for card in self.cards:
            check_card(card)
            if card in WILD_VALUES:
                wild.append(card)
            else:
                c, v = clan_pair(card)
                values.append(v)
                colours.add(c)
        if len(set(c for c in self.cards if c not in WILD_VALUES)) != len(values):
            raise refused("side-card-twice", side=name, group=quoted(self.cards), group_cards=self.cards)
        self.values, self.colours, self.wild = tuple(values), colours, tuple(wild)

    def __len__(self) -> int:
        return len(self.cards)

    def strength(self, blind: bool) -> int:
        """Best strength of this complete side (troops take their best values)."""
        return best_strength(self.values, len(self.colours) <= 1, self.wild, blind)


def _parse(mine: Cards, theirs: Cards, seen: Cards, modes: Cards) -> tuple[_Side, _Side, set[str], bool, int]:
    blind, size = check_modes((modes,) if isinstance(modes, str) else tuple(modes))
    a, b = _Side(mine, "mine"), _Side(theirs, "theirs")
    for side, name in ((a, "mine"), (b, "theirs")):
        if len(side) > size:
            raise refused("side-over-size", side=name, count=len(side), size=size)
    clash = set(a.cards) & set(b.cards) - set(WILD_VALUES)
    if clash:
        card = sorted(clash)[0]
        raise refused("both-sides", card=quoted(card), card_cards=(card,))
    gone = set()
    for card in (seen if not isinstance(seen, str) else (seen,)):
        check_card(card, tactics=True)
        gone.add(card)
    gone.update(a.cards)
    gone.update(b.cards)
    return a, b, gone, blind, size


def best_completion(side: _Side, gone: set[str], size: int, blind: bool,
                    beat: int | None = None) -> tuple[int, tuple[str, ...]] | None:
    """The strongest way to fill ``side`` from clan cards not in ``gone``: (strength, added cards).

    With ``beat`` set, stop at the first completion stronger than it. None if the side cannot be
    filled at all (not enough unseen cards).
    """
    missing = size - len(side)
    avail: dict[int, list[int]] = {}
    for card in CLAN:
        if card not in gone:
            c, v = clan_pair(card)
            avail.setdefault(v, []).append(c)
    if sum(len(cs) for cs in avail.values()) < missing:
        return None
    if side.colours and len(side.colours) > 1:
        suit_base: frozenset[int] = frozenset()
    else:
        suit_base = frozenset(side.colours) if side.colours else _ALL_COLOURS
    best: tuple[int, tuple[int, ...], int | None] | None = None
    values_here = sorted(avail, reverse=True)   # high values first: strong completions come early
    for multi in combinations_with_replacement(values_here, missing):
        if any(multi.count(v) > len(avail[v]) for v in set(multi)):
            continue
        suit: int | None = None
        if suit_base and len(set(multi)) == len(multi):
            common = set(suit_base)
            for v in multi:
                common.intersection_update(avail[v])
                if not common:
                    break
            if common:
                suit = min(common)
        score = best_strength(side.values + multi, suit is not None, side.wild, blind)
        if suit is not None:
            plain = best_strength(side.values + multi, False, side.wild, blind)
            if plain == score:
                suit = None     # the suit adds nothing: show any cards of these values
        if best is None or score > best[0]:
            best = (score, multi, suit)
            if beat is not None and score > beat:
                break
    assert best is not None
    score, multi, suit = best
    return score, _cards_for(multi, suit, avail)


def _cards_for(multi: tuple[int, ...], suit: int | None, avail: dict[int, list[int]]) -> tuple[str, ...]:
    """Concrete unseen cards with the chosen values (all of colour ``suit`` when it matters)."""
    used: dict[int, int] = {}
    cards = []
    for v in multi:
        if suit is not None:
            colour = suit
        else:
            colour = avail[v][used.get(v, 0)]
            used[v] = used.get(v, 0) + 1
        cards.append(f"{COLOURS[colour]}{v}")
    return tuple(sorted(cards, key=lambda c: (COLOURS.index(c[0]), int(c[1:]))))


def compare(a: Cards, b: Cards, modes: Cards = (), first: str = "A") -> str:
    """Winner ("A" or "B") of a stone whose two sides are complete; ``first`` completed first."""
    if first not in ("A", "B"):
        raise refused("first-letter", first=quoted(first))
    sa, sb, _gone, blind, size = _parse(a, b, (), modes)
    for side, name in ((sa, "A"), (sb, "B")):
        if len(side) != size:
            raise refused("side-incomplete", player=name, count=len(side), size=size)
    x, y = sa.strength(blind), sb.strength(blind)
    if x != y:
        return "A" if x > y else "B"
    return first


def can_claim(mine: Cards, theirs: Cards, seen: Cards = (), modes: Cards = (), mine_first: bool = True) -> bool:
    """May the owner of the complete side ``mine`` claim the stone now?"""
    return beating_completion(mine, theirs, seen, modes, mine_first) is None


def beating_completion(mine: Cards, theirs: Cards, seen: Cards = (), modes: Cards = (),
                       mine_first: bool = True) -> tuple[str, ...] | None:
    """When a claim fails: cards that, added to ``theirs``, beat ``mine``; None when the claim holds.

    Returns ``()`` when ``theirs`` is already complete and wins. An incomplete ``mine`` cannot
    claim at all; the strongest completion of ``theirs`` is then returned (``()`` if complete).
    """
    sa, sb, gone, blind, size = _parse(mine, theirs, seen, modes)
    if len(sa) < size:
        if len(sb) == size:
            return ()
        found = best_completion(sb, gone, size, blind)
        return found[1] if found else ()
    return _verdict(sa, sb, gone, blind, size, mine_first)


def _verdict(sa: _Side, sb: _Side, gone: set[str], blind: bool, size: int, mine_first: bool) -> tuple[str, ...] | None:
    """The claim rule on a complete ``sa``: None if it holds, else a completion of ``sb`` that beats it."""
    mine_score = sa.strength(blind)
    if len(sb) == size:
        theirs_score = sb.strength(blind)
        wins = mine_score > theirs_score or (mine_score == theirs_score and mine_first)
        return None if wins else ()
    found = best_completion(sb, gone, size, blind, beat=mine_score)
    if found is None or found[0] <= mine_score:   # a tie cannot block: the claimant completed first
        return None
    return found[1]


def check_table(mine: Sequence[str], theirs: Sequence[str], seen: Sequence[str] = (), modes: Sequence[str] = ()) -> None:
    """PositionError unless these cards can lie around one stone at once (a table typed into the
    analysis tool): each clan card once, troops only on the sides and no more than their copies,
    each mode once, no side over its size."""
    _parse(mine, theirs, seen, modes)
    if len(set(modes)) != len(modes):
        raise refused("mode-twice", modes=quoted(list(modes)), modes_cards=tuple(modes))
    strays = [c for c in seen if c not in CLAN_SET]
    if strays:
        raise refused("seen-not-clan", card=quoted(strays[0]), card_cards=(strays[0],))
    placed = [*mine, *theirs, *seen]
    clan = [c for c in placed if c in CLAN_SET]
    if len(clan) != len(set(clan)):
        twice = next(c for c in clan if clan.count(c) > 1)
        raise refused("clan-twice", card=quoted(twice), card_cards=(twice,))
    for troop in WILD_VALUES:
        if placed.count(troop) > TACTIC_COUNTS[troop]:
            raise refused("troop-copies", card=quoted(troop), card_cards=(troop,), count=TACTIC_COUNTS[troop])


def stone_table(view: dict[str, Any], number: int, player: int) -> dict[str, Any]:
    """What the claim rule looks at for ``player``'s side of stone ``number`` (1-9) in a view, as
    beating_completion's keywords: ``mine``, ``theirs``, ``seen`` (every other face-up clan card: the
    other stones and the discard pile), ``modes``, ``mine_first``. The table only: no hand is read."""
    stone = view["stones"][number - 1]
    seen = [c for s in view["stones"] if s is not stone for side in s["sides"] for c in side if c in CLAN_SET]
    seen += [c for c in view["discard"] if c in CLAN_SET]
    return {"mine": list(stone["sides"][player]), "theirs": list(stone["sides"][1 - player]), "seen": seen,
            "modes": list(stone["modes"]), "mine_first": stone["first"] in (None, player)}


_SIDES: dict[tuple[str, ...], _Side] = {}


def engine_proof(mine: tuple[str, ...], theirs: tuple[str, ...], gone: set[str], modes: tuple[str, ...],
                 mine_first: bool) -> tuple[str, ...] | None:
    """beating_completion for the engine: cards already valid, ``gone`` = every face-up clan card
    (this stone's included), ``mine`` complete. The same rule, without re-checking the input."""
    sides = []
    for cards in (mine, theirs):
        side = _SIDES.get(cards)
        if side is None:
            if len(_SIDES) > 100_000:
                _SIDES.clear()
            side = _SIDES[cards] = _Side(cards, "side")
        sides.append(side)
    blind, size = "BLIND" in modes, (4 if "MUD" in modes else 3)
    return _verdict(sides[0], sides[1], gone, blind, size, mine_first)
