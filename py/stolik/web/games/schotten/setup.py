"""Setting up a Schotten Totten position (a player about to play a card), in the base game or with its
variants: the clan cards on each side of each stone and in each hand, the stones claimed, who completed a
stone first where both sides are complete, and who is to move. With the special units, tactic cards go into
the hands, the troops (Joker, Spy, Shield-bearer) onto their player's sides, Blind-man's bluff and Mud fight
onto a stone, and the discard pile takes the tactic cards each player played there and the clan cards a
Banshee or Strategist put there; the expert rules are a switch. Every card not placed lies in its deck
(clan, tactic), in the box's order. The engine's ``from_position`` judges the result (a claim
without a winning group or a proof, a hand too big, two Jokers played by one player…).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from stolik.schotten import from_position, new_game
from stolik.schotten.cards import CLAN, CLAN_SET, MODES, TACTIC_COUNTS, TACTICS, TROOPS
from stolik.schotten.formations import group_size
from stolik.schotten.state import State
from stolik.schotten.table import NO_ONE, STONES
from stolik.web.games.schotten.render import card_name
from stolik.web.games.schotten.screen import SchottenScreen
from stolik.web.html import attrs, esc
from stolik.web.screen import Draft, Translate, mover_html

# Places: ``s3a`` stone 3, A's side; ``e3b`` on stone 3 itself, played by B; ``ha`` A's hand; the discard pile:
# ``xa`` tactic cards played by A, ``xc`` clan cards.
DISCARDS = ("xa", "xb", "xc")
PLACES = tuple(f"{kind}{n}{side}" for n in range(1, STONES + 1) for kind in "se" for side in "ab") + ("ha", "hb") + DISCARDS
VARIANTS = ("tactics", "expert")


@dataclass
class SchottenDraft(Draft):
    sides: list[list[list[str]]]      # per stone, per player: the cards in the order played
    hands: list[list[str]]
    owners: list[int]                 # NO_ONE, 0 or 1
    firsts: list[int]                 # who completed the stone first, where both sides are complete
    to_move: int = 0
    last: str = ""                    # what the last edit did, said in the status
    tactics: bool = False             # the special units
    expert: bool = False
    stoned: list[list[list[str]]] = field(default_factory=lambda: [[[], []] for _ in range(STONES)])
    # per stone, per player: Blind-man's bluff / Mud fight lying on the stone, played by that player
    discard: list[list[str]] = field(default_factory=lambda: [[], [], []])
    # the discard pile: the tactic cards A played there (a ruse, a troop a Banshee sent), B's, the clan cards

    @classmethod
    def of(cls, state: Any) -> "SchottenDraft":
        """A position where a card is to be played; any other starts from a new deal of its variants. A tactic
        card in the discard pile goes to the player whose played list has it beyond what lies on the table."""
        if state.phase != "play":
            state = from_position(_new_deal(state.tactics, state.expert))
        stoned = [[[m for m in state.modes[s] if m in state.played[p]] for p in (0, 1)] for s in range(STONES)]
        left = [Counter(state.played[p]) - Counter(c for s in range(STONES) for c in state.sides[s][p] + tuple(stoned[s][p]))
                for p in (0, 1)]
        discard: list[list[str]] = [[], [], []]
        for card in state.discard:
            by = 2 if card in CLAN_SET else 0 if left[0][card] else 1
            if by < 2:
                left[by][card] -= 1
            discard[by].append(card)
        return cls([[list(side) for side in pair] for pair in state.sides], [list(hand) for hand in state.hands],
                   list(state.owners), [state.first_complete(s) or 0 for s in range(STONES)], state.to_move,
                   tactics=state.tactics, expert=state.expert, stoned=stoned, discard=discard)

    def place(self, name: str) -> list[str]:
        """The cards of place ``name``: ``s3a`` (stone 3, A's side), ``e3a`` (on stone 3, played by A), ``hb``,
        ``xa`` (the discard pile: tactic cards A played), ``xc`` (the discard pile: clan cards)."""
        if name[0] == "x":
            return self.discard["abc".index(name[1])]
        player = "ab".index(name[-1])
        if name[0] == "h":
            return self.hands[player]
        return (self.sides if name[0] == "s" else self.stoned)[int(name[1:-1]) - 1][player]

    def used(self) -> Counter[str]:
        return Counter(card for name in PLACES for card in self.place(name))

    def decks(self) -> tuple[list[str], list[str]]:
        """The clan and the tactic deck: the cards placed nowhere, in the box's order."""
        used = self.used()
        return [card for card in CLAN if not used[card]], list((Counter(TACTICS if self.tactics else ()) - used).elements())

    def free(self) -> list[str]:
        """The cards in the decks, each once: the clan cards, then (with the special units) the tactic cards."""
        clan, tactic = self.decks()
        return clan + list(dict.fromkeys(tactic))

    def modes(self, stone: int) -> list[str]:
        return self.stoned[stone][0] + self.stoned[stone][1]

    def both_complete(self, stone: int) -> bool:
        size = group_size(self.modes(stone))
        return all(len(side) >= size for side in self.sides[stone])

    def played(self, player: int) -> list[str]:
        """The tactic cards ``player`` has played: the troops on their sides, what they laid on the stones, what
        lies in the discard pile."""
        return [card for s in range(STONES) for card in self.sides[s][player] + self.stoned[s][player]
                if card in TACTIC_COUNTS] + self.discard[player]

    def text(self) -> str:
        stones = []
        for s, (a, b) in enumerate(self.sides):
            text = f"{','.join(a)}:{','.join(b)}" + "".join(f"+{mode}" for mode in self.modes(s))
            if self.owners[s] != NO_ONE:
                text += f"#{self.owners[s]}"
            if self.both_complete(s):
                text += f"^{self.firsts[s]}"
            stones.append(text)
        deck, tactic_deck = self.decks()
        hands = [",".join(hand) or "-" for hand in self.hands]
        flags = ("t" if self.tactics else "") + ("e" if self.expert else "") or "-"
        played = "|".join(",".join(self.played(p)) or "-" for p in (0, 1))
        discard = ",".join(card for pile in self.discard for card in pile) or "-"
        return (f"{flags} {self.to_move}play {'/'.join(stones)} {hands[0]} {hands[1]} {','.join(deck) or '-'} "
                f"{','.join(tactic_deck) or '-'} {discard} {played} 0")

    def fits(self, place: str, card: str) -> bool:
        """Whether ``card`` may be put in ``place`` at all: clan cards in hands and on sides; with the special
        units any tactic card in a hand, troops on a side, Blind-man's bluff and Mud fight on a stone, the
        other tactic cards (ruses, troops a Banshee sent) and clan cards in the discard pile."""
        kind = place[0]
        if card in CLAN_SET:
            return kind in "sh" or self.tactics and place == "xc"
        if kind == "x":
            return self.tactics and place != "xc" and card in TACTIC_COUNTS and card not in MODES
        return self.tactics and card in {"h": TACTIC_COUNTS, "s": TROOPS, "e": MODES}[kind]

    def edit(self, value: str) -> bool:
        """``add:s3a:r5`` (the red 5 onto stone 3, A's side; ``ha`` A's hand, ``e3a`` on stone 3 played by A),
        ``take:s3a:r5``, ``claim:3`` (no one, A, B in turn), ``first:3`` (the other player completed stone 3
        first), ``mover:1``, ``variant:tactics`` / ``variant:expert`` (on or off; the special units off put
        every tactic card back in the box).

        >>> draft = SchottenDraft.of(from_position(_new_deal(False, False)))
        >>> draft.edit("take:ha:" + draft.hands[0][0]), draft.edit("add:s1a:" + draft.hands[1][0]), draft.edit("claim:1")
        (True, False, True)
        >>> draft.edit("add:s2a:JOKER"), draft.edit("variant:tactics"), draft.edit("add:s2a:JOKER"), draft.edit("add:e2a:JOKER")
        (False, True, True, False)
        """
        what, _, rest = value.partition(":")
        where, _, card = rest.partition(":")
        if what in ("add", "take") and where in PLACES:
            cards = self.place(where)
            if what == "add" and card in self.free() and self.fits(where, card):
                cards.append(card)
            elif what == "take" and card in cards:
                cards.remove(card)
            else:
                return False
            self.last = f"{what}:{where}:{card}"
        elif what in ("claim", "first") and where.isdigit() and 1 <= int(where) <= STONES:
            stone = int(where) - 1
            if what == "claim":
                self.owners[stone] = {NO_ONE: 0, 0: 1, 1: NO_ONE}[self.owners[stone]]
            elif self.both_complete(stone):
                self.firsts[stone] = 1 - self.firsts[stone]
            else:
                return False
            self.last = f"{what}:{where}"
        elif what == "mover" and where in ("0", "1"):
            self.to_move, self.last = int(where), "mover"
        elif what == "variant" and where in VARIANTS:
            setattr(self, where, not getattr(self, where))
            if not self.tactics:          # the tactic cards back in the box, the discarded clan cards in the deck
                for name in PLACES:
                    self.place(name)[:] = [card for card in self.place(name) if card in CLAN_SET and name != "xc"]
            self.last = f"variant:{where}"
        else:
            return False
        return True

    def options(self, defaults: dict[str, Any]) -> dict[str, Any]:
        """The game's options with this draft's variants."""
        return {**defaults, "tactics": self.tactics, "expert": self.expert}

    def said(self, tr: Translate) -> str:
        names = SchottenScreen().player_names(tr)
        what, _, rest = self.last.partition(":")
        where, _, card = rest.partition(":")
        if what in ("add", "take"):
            return tr(f"schotten.setup.{what}-said", card=card_name(card, tr), place=_place_name(tr, names, where))
        if what == "claim":
            owner = self.owners[int(where) - 1]
            return tr("schotten.setup.claimed", stone=where, player=names[owner]) if owner != NO_ONE else \
                tr("schotten.setup.unclaimed", stone=where)
        if what == "first":
            return tr("schotten.setup.first-said", stone=where, player=names[self.firsts[int(where) - 1]])
        if what == "mover":
            return tr("setup.to-move", player=names[self.to_move])
        if what == "variant":
            on = "on" if getattr(self, where) else "off"
            return tr(f"schotten.setup.variant-{on}", variant=tr(f"schotten.opt.named.{where}"))
        return ""

    @staticmethod
    def reason_words(tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """As the game's page names them everywhere (SchottenScreen.reason_words): players, sides, cards."""
        return SchottenScreen().reason_words(tr, params)

    def board_html(self, tr: Translate) -> str:
        """The table as the game draws it, both hands face up as in a finished game: the player deals them here."""
        screen = SchottenScreen()
        screen.ended = True
        return screen.board_html(self.state(), tr=tr, flipped=False, interactive=False, me=None)

    def state(self) -> State:
        """The draft as the engine's State, unchecked: only to draw it (from_position judges it). A side
        is marked done as the position text marks it: complete, and second where both are."""
        done = []
        for s, sides in enumerate(self.sides):
            size = group_size(self.modes(s))
            stamps = [0 if len(side) >= size else -1 for side in sides]
            if self.both_complete(s):
                stamps[1 - self.firsts[s]] = 1
            done.append((stamps[0], stamps[1]))
        clan, tactic = self.decks()
        return State(tactics=self.tactics, expert=self.expert, to_move=self.to_move, phase="play",
                     sides=tuple((tuple(a), tuple(b)) for a, b in self.sides),
                     modes=tuple(tuple(self.modes(s)) for s in range(STONES)),
                     owners=tuple(self.owners), done=tuple(done), hands=(tuple(self.hands[0]), tuple(self.hands[1])),
                     clan_deck=tuple(clan), tactic_deck=tuple(tactic),
                     discard=tuple(card for pile in self.discard for card in pile),
                     played=(tuple(self.played(0)), tuple(self.played(1))), passes=0, tick=2, recruit_left=0)

    def controls_html(self, tr: Translate) -> str:
        names = SchottenScreen().player_names(tr)
        free = self.free()
        stones = []
        for n in range(1, STONES + 1):
            stone, owner = n - 1, self.owners[n - 1]
            claim = tr("schotten.setup.claim", stone=n, player=names[owner] if owner != NO_ONE else tr("schotten.setup.no-one"))
            first = ""
            if self.both_complete(stone):
                said = tr("schotten.setup.first", player=names[self.firsts[stone]])
                first = f'<button{attrs(data_action="setup-edit", data_value=f"first:{n}")}>{esc(said)}</button>'
            on_stone = _on_stone_html(tr, names, n, self.stoned[stone], free) if self.tactics else ""
            stones.append(f'<fieldset class="setup-group"><legend>{esc(tr("schotten.setup.stone", stone=n))}</legend>'
                          + "".join(_place_html(tr, names, f"s{n}{side}", self.place(f"s{n}{side}"),
                                                [card for card in free if self.fits("s", card)]) for side in "ab")
                          + on_stone
                          + f'<p class="setup-buttons"><button{attrs(data_action="setup-edit", data_value=f"claim:{n}")}>'
                          f'{esc(claim)}</button>{first}</p></fieldset>')
        hands = "".join(_place_html(tr, names, place, self.place(place), free) for place in ("ha", "hb"))
        switches = "".join(f'<button{attrs(data_action="setup-edit", data_value=f"variant:{key}", aria_pressed="true" if getattr(self, key) else "false")}>'
                           f'{esc(tr("schotten.opt." + key))}</button>' for key in VARIANTS)
        variants = (f'<fieldset class="setup-group setup-variants"><legend>{esc(tr("schotten.opt.title"))}</legend>'
                    f'<div class="setup-choice" role="group">{switches}</div></fieldset>')
        decks = tr("schotten.setup.deck") + (" " + tr("schotten.setup.tactic-deck") if self.tactics else "")
        discard = ""
        if self.tactics:
            piles = "".join(_place_html(tr, names, place, self.place(place), [card for card in free if self.fits(place, card)],
                                        shown=tr("schotten.setup.clan-cards") if place == "xc" else
                                        tr("schotten.setup.played-by-label", player=names["ab".index(place[1])]))
                            for place in DISCARDS)
            discard = f'<fieldset class="setup-group"><legend>{esc(tr("schotten.setup.discard"))}</legend>{piles}</fieldset>'
        return (mover_html(tr, names, self.to_move) + f'<p class="panel-note">{esc(tr("schotten.setup.turn"))}</p>' + variants
                + f'<fieldset class="setup-group"><legend>{esc(tr("schotten.setup.hands"))}</legend>{hands}</fieldset>'
                + "".join(stones) + discard + f'<p class="panel-note">{esc(decks)}</p>')


def _place_name(tr: Translate, names: tuple[str, str], place: str) -> str:
    if place == "xc":
        return tr("schotten.setup.discard-clan")
    player = names["ab".index(place[-1])]
    if place[0] == "x":
        return tr("schotten.setup.discard-by", player=player)
    if place[0] == "h":
        return tr("schotten.setup.hand-of", player=player)
    key = "schotten.setup.side-of" if place[0] == "s" else "schotten.setup.on-stone-by"
    return tr(key, player=player, stone=place[1:-1])


def _card_label(card: str, tr: Translate) -> str:
    """A placed card's button: a clan card by its code (``R5``), a tactic card by its name in the page's language."""
    return card.upper() if card in CLAN_SET else tr("schotten.tactic." + card)


def _taken_html(tr: Translate, place: str, where: str, cards: list[str], by: str = "") -> str:
    """A place's cards, each a button that takes it away (``by``: the player who laid them on a stone, said on it)."""
    def label(card: str) -> str:
        return tr("schotten.setup.played-by", card=_card_label(card, tr), player=by) if by else _card_label(card, tr)
    return "".join(f'<button{attrs(class_="setup-card", data_action="setup-edit", data_value=f"take:{place}:{card}", aria_label=tr("schotten.setup.take-label", card=card_name(card, tr), place=where))}>'
                   f'{esc(label(card))}</button>' for card in cards)


def _adding_html(tr: Translate, place: str, where: str, count: int, options: str) -> str:
    """A place's list of cards to add (``id`` setup-<place>), "Add a card…" chosen. Patched in place, Chromium
    kept showing the card just added (a Joker stays in the list: there are two) or, once the words changed
    language, the list's last card: so its first line is keyed by the place's count of cards, and the list
    by its language (made anew, it comes with its first line chosen)."""
    words = tr("schotten.setup.add")
    none = f'<option{attrs(value="", selected=True, data_key=f"none-{place}-{count}")}>{esc(words)}</option>'
    return (f'<span{attrs(class_="setup-add", data_key=f"add-{place}-{words}")}>'
            f'<select{attrs(id=f"setup-{place}", data_action="setup-edit", aria_label=tr("schotten.setup.add-label", place=where))}>'
            f'{none}{options}</select></span>')


def _place_html(tr: Translate, names: tuple[str, str], place: str, cards: list[str], free: list[str], shown: str = "") -> str:
    """A place's cards, each a button that takes it away, and a list of the cards still free to add; ``shown``: its
    name where its group already says the rest (the discard pile's)."""
    where = _place_name(tr, names, place)
    options = "".join(f'<option{attrs(value=f"add:{place}:{card}")}>{esc(card_name(card, tr))}</option>' for card in free)
    adding = _adding_html(tr, place, where, len(cards), options)
    return (f'<div class="setup-place"><span class="setup-name">{esc(shown or where)}</span> '
            f'{_taken_html(tr, place, where, cards)} {adding}</div>')


def _on_stone_html(tr: Translate, names: tuple[str, str], n: int, stoned: list[list[str]], free: list[str]) -> str:
    """What lies on stone ``n`` itself (each card a button that takes it away, named with who played it), and one
    list of Blind-man's bluff and Mud fight still free, once for each player who may play it."""
    taken = "".join(_taken_html(tr, f"e{n}{side}", _place_name(tr, names, f"e{n}{side}"), stoned[p], names[p])
                    for p, side in enumerate("ab"))
    options = "".join(f'<option{attrs(value=f"add:e{n}{side}:{card}")}>'
                      f'{esc(tr("schotten.setup.played-by", card=card_name(card, tr), player=names[p]))}</option>'
                      for card in free if card in MODES for p, side in enumerate("ab"))
    where = tr("schotten.setup.on-stone", stone=n)
    adding = _adding_html(tr, f"e{n}", where, len(stoned[0]) + len(stoned[1]), options)
    return f'<div class="setup-place"><span class="setup-name">{esc(where)}</span> {taken} {adding}</div>'


def _new_deal(tactics: bool, expert: bool) -> str:
    """A new game of these variants, dealt (the position every other kind of position is set up from)."""
    return str(new_game({"tactics": tactics, "expert": expert}, 0).position())


DRAFT = SchottenDraft
