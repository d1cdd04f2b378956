"""Setting up a Schotten Totten position (web/games/schotten/setup.py) through the whole shell: cards moved
from a hand onto a stone and back, a claim the engine refuses and one it takes, who completed a stone first,
and a game against the computer from there."""
from __future__ import annotations

from shells import open_setup, setup_edits

from stolik.schotten import from_position
from stolik.schotten.cards import CLAN
from stolik.web import storage
from stolik.web.games.schotten.setup import SchottenDraft
from stolik.web.session import Session
from stolik.web.shell import Control





def test_a_new_deal_to_start_from_and_every_other_card_in_the_deck():
    shell, _ = open_setup("#/schotten/setup")
    draft = shell.setup.draft
    assert [len(hand) for hand in draft.hands] == [6, 6] and shell.setup.playable_now()
    assert len(shell.setup.checked.clan_deck) == 54 - 12


def test_a_card_from_a_hand_onto_a_stone_and_a_claim_refused_then_taken():
    shell, _ = open_setup("#/schotten/setup")
    hand = list(shell.setup.draft.hands[0])
    setup_edits(shell, f"take:ha:{hand[0]}", f"add:s1a:{hand[0]}")
    assert shell.setup.draft.sides[0][0] == [hand[0]] and shell.setup.playable_now()
    setup_edits(shell, "claim:1")
    assert "stone 1: claimed by A, whose side is not complete" in shell.setup.refusal
    assert "Stone 1 claimed by A." in shell.view.page().markup()
    setup_edits(shell, "claim:1", "claim:1")            # B, then no one again
    assert shell.setup.playable_now()


def test_a_card_placed_twice_or_not_a_clan_card_is_not_taken():
    draft = SchottenDraft.of(from_position(_won()))
    assert not draft.edit("add:s2a:r7") and not draft.edit("add:s2a:JOKER") and not draft.edit("add:s10a:r1")
    assert not draft.edit("take:s2a:r1") and not draft.edit("first:2")


def test_who_completed_first_is_asked_where_both_sides_are_complete():
    shell, _ = open_setup("#/schotten/setup")
    shell.setup.draft = SchottenDraft.of(from_position(_won()))
    shell.setup.check()
    assert "^0" in shell.setup.draft.text() and shell.setup.playable_now()
    setup_edits(shell, "claim:1")                       # A's run beats B's three cards: the claim stands
    assert shell.setup.playable_now() and shell.setup.checked.owners[0] == 0
    setup_edits(shell, "claim:1")                       # B claims a stone A wins: refused
    assert "claimed by B, whose group loses there" in shell.setup.refusal
    setup_edits(shell, "claim:1", "first:1")
    assert "^1" in shell.setup.draft.text() and "Completed first: B" in shell.view.page().markup()


def test_the_computer_from_a_set_up_table():
    shell, host = open_setup("#/schotten/setup")
    setup_edits(shell, "mover:1")
    shell.act(Control("setup-computer"))
    saved = storage.load(host.store, "g1")
    assert saved.record.start == shell.setup.checked.position() and saved.record.start.split()[1] == "1play"
    assert saved.players.computer == 0
    laid = from_position(saved.record.start).clan_deck                  # in the box's order: every draw foretold
    dealt = Session.open(saved).states[0].clan_deck
    assert sorted(dealt) == sorted(laid) and dealt != laid and saved.record.reshuffles == ((0, saved.record.seed),)


def _won() -> str:
    """A's side of stone 1 holds a colour run (r7 r8 r9), B's three low cards of three colours, so A wins there;
    the rest of the cards in the hands (six each) and the deck."""
    rest = [card for card in CLAN if card not in {"r7", "r8", "r9", "b1", "g2", "y3"}]
    return (f"- 0play r7,r8,r9:b1,g2,y3^0/:/:/:/:/:/:/:/: {','.join(rest[:6])} {','.join(rest[6:12])} "
            f"{','.join(rest[12:])} - - -|- 0")
