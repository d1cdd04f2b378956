"""Setting up a Schotten Totten position (the base game, a player about to play a card): the clan cards on
each side of each stone and in each hand, the stones claimed, who completed a stone first where both sides
are complete, and who is to move. Every card not placed lies in the clan deck, in the box's order. The
engine's ``from_position`` judges the result (a claim without a winning group or a proof, a hand too big…).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stolik.schotten import from_position, new_game
from stolik.schotten.cards import CLAN, CLAN_SET, TACTIC_COUNTS
from stolik.schotten.state import State
from stolik.schotten.table import NO_ONE, PLAYERS, STONES
from stolik.web.games.schotten.render import card_name
from stolik.web.games.schotten.screen import SchottenScreen
from stolik.web.html import attrs, esc
from stolik.web.screen import Draft, Translate, mover_html

SIZE = 3                       # cards on a complete side (the base game has no mud fight)
CARDS_SHOWN = 8                # cards named in a refusal of cards that do not add up
PLACES = tuple(f"s{n}{side}" for n in range(1, STONES + 1) for side in "ab") + ("ha", "hb")


@dataclass
class SchottenDraft(Draft):
    sides: list[list[list[str]]]      # per stone, per player: the cards in the order played
    hands: list[list[str]]
    owners: list[int]                 # NO_ONE, 0 or 1
    firsts: list[int]                 # who completed the stone first, where both sides are complete
    to_move: int = 0
    last: str = ""                    # what the last edit did, said in the status

    @classmethod
    def of(cls, state: Any) -> "SchottenDraft":
        """A position of the base game, where a card is to be played; any other starts from a new deal."""
        if state.tactics or state.expert or state.phase != "play":
            state = from_position(_new_deal())
        return cls([[list(side) for side in pair] for pair in state.sides], [list(hand) for hand in state.hands],
                   list(state.owners), [state.first_complete(s) or 0 for s in range(STONES)], state.to_move)

    def place(self, name: str) -> list[str]:
        """The cards of place ``name``: ``s3a`` (stone 3, A's side), ``hb`` (B's hand)."""
        if name[0] == "h":
            return self.hands["ab".index(name[1])]
        return self.sides[int(name[1:-1]) - 1]["ab".index(name[-1])]

    def used(self) -> set[str]:
        return {card for name in PLACES for card in self.place(name)}

    def both_complete(self, stone: int) -> bool:
        return all(len(side) >= SIZE for side in self.sides[stone])

    def text(self) -> str:
        stones = []
        for s, (a, b) in enumerate(self.sides):
            text = f"{','.join(a)}:{','.join(b)}"
            if self.owners[s] != NO_ONE:
                text += f"#{self.owners[s]}"
            if self.both_complete(s):
                text += f"^{self.firsts[s]}"
            stones.append(text)
        used = self.used()
        deck = [card for card in CLAN if card not in used]
        hands = [",".join(hand) or "-" for hand in self.hands]
        return f"- {self.to_move}play {'/'.join(stones)} {hands[0]} {hands[1]} {','.join(deck) or '-'} - - -|- 0"

    def edit(self, value: str) -> bool:
        """``add:s3a:r5`` (the red 5 onto stone 3, A's side; ``ha`` A's hand), ``take:s3a:r5``, ``claim:3`` (no
        one, A, B in turn), ``first:3`` (the other player completed stone 3 first), ``mover:1``.

        >>> draft = SchottenDraft.of(from_position(_new_deal()))
        >>> draft.edit("take:ha:" + draft.hands[0][0]), draft.edit("add:s1a:" + draft.hands[1][0]), draft.edit("claim:1")
        (True, False, True)
        """
        what, _, rest = value.partition(":")
        where, _, card = rest.partition(":")
        if what in ("add", "take") and where in PLACES:
            cards = self.place(where)
            if what == "add" and card in CLAN_SET and card not in self.used():
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
        else:
            return False
        return True

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
        return ""

    @staticmethod
    def reason_words(tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """A player (the engine's letter) by their name; cards too many or missing by their names."""
        words = dict(params)
        if words.get("player") in PLAYERS:
            words["player"] = SchottenScreen().player_names(tr)[PLAYERS.index(words["player"])]
        for key in ("extra", "missing"):
            if f"{key}_cards" in words:
                words[key] = _card_list(tr, words[f"{key}_cards"])
        return words

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
            stamps = [0 if len(side) >= SIZE else -1 for side in sides]
            if self.both_complete(s):
                stamps[1 - self.firsts[s]] = 1
            done.append((stamps[0], stamps[1]))
        used = self.used()
        return State(tactics=False, expert=False, to_move=self.to_move, phase="play",
                     sides=tuple((tuple(a), tuple(b)) for a, b in self.sides), modes=((),) * STONES,
                     owners=tuple(self.owners), done=tuple(done), hands=(tuple(self.hands[0]), tuple(self.hands[1])),
                     clan_deck=tuple(card for card in CLAN if card not in used), tactic_deck=(), discard=(),
                     played=((), ()), passes=0, tick=2, recruit_left=0)

    def controls_html(self, tr: Translate) -> str:
        names = SchottenScreen().player_names(tr)
        free = [card for card in CLAN if card not in self.used()]
        stones = []
        for n in range(1, STONES + 1):
            stone, owner = n - 1, self.owners[n - 1]
            claim = tr("schotten.setup.claim", stone=n, player=names[owner] if owner != NO_ONE else tr("schotten.setup.no-one"))
            first = ""
            if self.both_complete(stone):
                said = tr("schotten.setup.first", player=names[self.firsts[stone]])
                first = f'<button{attrs(data_action="setup-edit", data_value=f"first:{n}")}>{esc(said)}</button>'
            stones.append(f'<fieldset class="setup-group"><legend>{esc(tr("schotten.setup.stone", stone=n))}</legend>'
                          + _place_html(tr, names, f"s{n}a", self.place(f"s{n}a"), free)
                          + _place_html(tr, names, f"s{n}b", self.place(f"s{n}b"), free)
                          + f'<p class="setup-buttons"><button{attrs(data_action="setup-edit", data_value=f"claim:{n}")}>'
                          f'{esc(claim)}</button>{first}</p></fieldset>')
        hands = "".join(_place_html(tr, names, place, self.place(place), free) for place in ("ha", "hb"))
        return (mover_html(tr, names, self.to_move)
                + f'<fieldset class="setup-group"><legend>{esc(tr("schotten.setup.hands"))}</legend>{hands}</fieldset>'
                + "".join(stones) + f'<p class="panel-note">{esc(tr("schotten.setup.deck"))}</p>')


def _place_name(tr: Translate, names: tuple[str, str], place: str) -> str:
    player = names["ab".index(place[-1])]
    if place[0] == "h":
        return tr("schotten.setup.hand-of", player=player)
    return tr("schotten.setup.side-of", player=player, stone=place[1:-1])


def _place_html(tr: Translate, names: tuple[str, str], place: str, cards: list[str], free: list[str]) -> str:
    """A place's cards, each a button that takes it away, and a list of the cards still free to add."""
    where = _place_name(tr, names, place)
    taken = "".join(f'<button{attrs(class_="setup-card", data_action="setup-edit", data_value=f"take:{place}:{card}", aria_label=tr("schotten.setup.take-label", card=card_name(card, tr), place=where))}>'
                    f'{esc(card.upper())}</button>' for card in cards)
    options = "".join(f'<option{attrs(value=f"add:{place}:{card}")}>{esc(card_name(card, tr))}</option>' for card in free)
    ident = f"setup-{place}"
    adding = (f'<select{attrs(id=ident, data_action="setup-edit", aria_label=tr("schotten.setup.add-label", place=where))}>'
              f'<option value="" selected>{esc(tr("schotten.setup.add"))}</option>{options}</select>')
    return f'<div class="setup-place"><span class="setup-name">{esc(where)}</span> {taken} {adding}</div>'


def _card_list(tr: Translate, cards: list[str]) -> str:
    """Cards by their names, the first few (a link may name any text: what is no card is quoted)."""
    shown = [card_name(card, tr) if card in CLAN_SET or card in TACTIC_COUNTS else repr(card)
             for card in cards[:CARDS_SHOWN]]
    return ", ".join(shown) + (" …" if len(cards) > CARDS_SHOWN else "") if shown else "—"


def _new_deal() -> str:
    """A new game of the base rules, dealt (the position every other kind of position is set up from)."""
    return str(new_game({}, 0).position())


DRAFT = SchottenDraft
