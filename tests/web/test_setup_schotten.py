"""Setting up a Schotten Totten position (web/games/schotten/setup.py) through the whole shell: cards moved
from a hand onto a stone and back, a claim the engine refuses and one it takes, who completed a stone first,
and a game against the computer from there; with the special units, tactic cards in the hands, on the sides
and on a stone, a draft the engine refuses (two Jokers played by one player) and a game started from one;
the expert rules as a switch."""
from __future__ import annotations

import asyncio

import pytest

from shells import follow, open_setup, settle, setup_edits

from stolik.core.rng import Rng
from stolik.schotten import from_position, new_game
from stolik.schotten.cards import CLAN
from stolik.web import links, shared_games, storage
from stolik.web.games.schotten.setup import SchottenDraft
from stolik.web.session import Session
from stolik.web.shell import Control


def test_a_new_deal_to_start_from_and_every_other_card_in_the_deck():
    shell, _ = open_setup("#/schotten/setup")
    draft = shell.setup.draft
    assert [len(hand) for hand in draft.hands] == [6, 6] and shell.setup.playable_now()
    assert len(shell.setup.checked.clan_deck) == 54 - 12


def test_the_editor_says_a_position_starts_a_turn_before_its_card_in_both_languages():
    """Our ruling: a set-up position is one where the player to move is about to place a card (a turn's claims
    and draw come after it, or first with the expert rules), as a game's own positions between turns are."""
    shell, _ = open_setup("#/schotten/setup")
    assert "starts the turn of the player to move, before they place a card" in shell.view.page().markup()
    shell.settings.toggle_language()
    assert "zaczyna turę gracza, który ma ruch, zanim położy kartę" in shell.view.page().markup()


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


def test_special_units_put_tactic_cards_in_the_hands_on_the_sides_and_on_a_stone():
    shell, _ = open_setup("#/schotten/setup")
    markup = shell.view.page().markup()
    assert 'data-value="variant:tactics" aria-pressed="false"' in markup and "add:ha:JOKER" not in markup
    setup_edits(shell, "variant:tactics")
    assert shell.setup.playable_now() and shell.setup.checked.tactics and len(shell.setup.checked.tactic_deck) == 10
    assert "Now played with: special units." in shell.view.page().markup()
    setup_edits(shell, "add:ha:JOKER", "add:s1a:SPY", "add:s2b:JOKER", "add:e3a:MUD", "add:e4b:BLIND")
    draft, checked = shell.setup.draft, shell.setup.checked
    assert shell.setup.refusal == "" and shell.setup.playable_now()
    assert checked.hands[0][-1] == "JOKER" and len(checked.hands[0]) == 7       # a hand of 7 with special units
    assert checked.sides[0][0] == ("SPY",) and checked.sides[1][1] == ("JOKER",)
    assert checked.modes[2] == ("MUD",) and checked.modes[3] == ("BLIND",) and checked.size(2) == 4
    assert checked.played == (("SPY", "MUD"), ("JOKER", "BLIND"))
    assert sorted(checked.tactic_deck) == ["BANSHEE", "RECRUITER", "SHIELD", "STRATEGIST", "TRAITOR"]
    markup = shell.view.page().markup()
    assert "Blind-man&#x27;s bluff added to stone 4 itself (played by B)." in markup       # the last edit, said
    assert 'data-value="take:e4b:BLIND"' in markup and "Tactic deck: 5" in markup
    assert "add:s1a:RECRUITER" not in markup and "add:ha:RECRUITER" in markup       # a ruse: not on a side
    assert "add:e5a:BLIND" not in markup and 'data-role="analyse"' in markup    # both hands known here: the analysis board


def test_a_tactic_card_placed_twice_is_not_taken_and_two_jokers_played_by_one_player_are_refused():
    shell, _ = open_setup("#/schotten/setup")
    setup_edits(shell, "variant:tactics", "add:s1a:SPY")
    text = shell.setup.draft.text()
    assert not shell.setup.draft.edit("add:s2a:SPY") and not shell.setup.draft.edit("add:hb:SPY")   # one Spy in the game
    assert not shell.setup.draft.edit("add:e2a:SPY") and not shell.setup.draft.edit("add:s2a:MUD")  # where the rules put them
    assert shell.setup.draft.text() == text
    setup_edits(shell, "add:s2a:JOKER")
    assert "a player is more than one tactic card ahead" in shell.setup.refusal
    setup_edits(shell, "take:s1a:SPY", "add:s2b:SPY", "add:s3a:JOKER")
    assert "player A played two Jokers; each may place only one" in shell.setup.refusal
    assert not shell.setup.playable_now() and 'data-role="setup-refusal"' in shell.view.page().markup()
    shell.act(Control("setup-computer"))
    assert shell.state.screen == "setup"                 # nothing to play
    setup_edits(shell, "take:s3a:JOKER")
    assert shell.setup.playable_now()


def test_a_game_against_the_computer_from_a_special_units_position_keeps_its_variants():
    shell, host = open_setup("#/schotten/setup")
    setup_edits(shell, "variant:tactics", "variant:expert", "add:s1a:SHIELD", "add:e2b:MUD", "mover:1")
    assert shell.setup.draft.text().startswith("te 1play SHIELD:/:+MUD/")

    async def start() -> None:                       # (the game's turn loop runs in the page's event loop)
        shell.act(Control("setup-computer"))
        follow(shell, host)
        assert shell.state.screen == "play" and shell.state.session.state.tactics
        markup = shell.view.page().markup()
        assert "special units" in markup and "expert variant" in markup and "Tactic deck: 8" in markup
    asyncio.run(start())
    saved = storage.load(host.store, "g1")
    assert saved.record.start == shell.setup.checked.position() and saved.record.options["tactics"]
    assert saved.record.options["expert"] and saved.players.computer == 0
    first = Session.open(saved).states[0]
    assert first.tactics and first.expert and first.modes[1] == ("MUD",) and first.sides[0][0] == ("SHIELD",)
    laid = from_position(saved.record.start).tactic_deck                # in the box's order: shuffled again
    assert sorted(first.tactic_deck) == sorted(laid) and first.tactic_deck != laid


def test_a_special_units_position_by_link_and_between_friends():
    shell, host = open_setup("#/schotten/setup")
    setup_edits(shell, "variant:tactics", "add:s1a:JOKER", "add:e1b:BLIND", "add:hb:TRAITOR")

    async def copy() -> None:
        shell.act(Control("setup-link"))
        await settle()
    asyncio.run(copy())
    position = shell.setup.checked.position()
    assert host.copied[-1] == host.url + links.position_hash("schotten", position)
    route = links.parse_hash(host.copied[-1][len(host.url):])
    assert shared_games.saved_from_link(route, "g9", 0.0).record.start == position
    again, _ = open_setup(links.setup_hash("schotten", position))      # the editor opens it as it was laid
    assert again.setup.draft.text() == shell.setup.draft.text() and again.setup.draft.stoned[0] == [[], ["BLIND"]]
    shell.act(Control("setup-friend"))
    saved = storage.load(host.store, "g1")
    assert saved.players.mode == "friend" and Session.open(saved).states[0].modes[0] == ("BLIND",)


def test_the_special_units_off_put_the_tactic_cards_away_and_the_start_keeps_the_variants():
    shell, _ = open_setup("#/schotten/setup")
    setup_edits(shell, "variant:tactics", "add:ha:JOKER", "add:s1a:SPY", "add:e2a:MUD", "variant:tactics")
    draft = shell.setup.draft
    assert draft.text().startswith("- 0play :/:/") and "JOKER" not in draft.text() and shell.setup.playable_now()
    setup_edits(shell, "variant:expert", "variant:tactics")
    shell.screen_action("setup-reset", None)
    assert shell.setup.draft.text().startswith("te 0play") and [len(h) for h in shell.setup.draft.hands] == [7, 7]


def test_the_discard_pile_takes_ruses_by_who_played_them_and_the_clan_cards_they_discarded():
    shell, _ = open_setup("#/schotten/setup")
    setup_edits(shell, "variant:tactics", "add:xc:r1")
    assert "more cards in the discard pile than Banshee and Strategist could have put there" in shell.setup.refusal
    setup_edits(shell, "add:xa:BANSHEE")
    assert "a player is more than one tactic card ahead" not in shell.setup.refusal and shell.setup.playable_now()
    assert not shell.setup.draft.edit("add:xa:MUD") and not shell.setup.draft.edit("add:xc:JOKER")   # a stone's card; a tactic card by no one
    setup_edits(shell, "add:xb:TRAITOR", "add:xb:JOKER")      # the Joker and r1: one Banshee discarded only one
    assert "more cards in the discard pile than Banshee and Strategist could have put there" in shell.setup.refusal
    setup_edits(shell, "take:xb:JOKER", "add:s5a:JOKER", "add:s6b:JOKER")
    checked = shell.setup.checked
    assert shell.setup.playable_now() and sorted(checked.discard) == ["BANSHEE", "TRAITOR", "r1"]
    assert checked.played == (("JOKER", "BANSHEE"), ("JOKER", "TRAITOR"))
    markup = shell.view.page().markup()
    assert "Discard pile (3, face up)" in markup and 'data-value="take:xb:TRAITOR"' in markup
    again, _ = open_setup(links.setup_hash("schotten", checked.position()))    # each card back with who played it
    assert again.setup.draft.discard == [["BANSHEE"], ["TRAITOR"], ["r1"]] and again.setup.playable_now()
    setup_edits(shell, "variant:tactics")                 # the units put away: r1 back in the clan deck
    assert shell.setup.draft.discard == [[], [], []] and shell.setup.playable_now()


@pytest.mark.parametrize("seed", [1, 2])
def test_every_position_of_a_random_special_units_game_opens_in_the_editor_as_it_was(seed):
    """Where a card is to be played, the draft of the position writes one the engine accepts, with the same
    table, hands, discard pile (each tactic card there with who played it) and variants; only the decks' order
    differs (laid in the box's order)."""
    state, rng, discarded = new_game({"tactics": True, "expert": seed == 2}, seed), Rng(seed), 0
    while state.result() is None:
        if state.phase == "play":
            again = from_position(SchottenDraft.of(state).text())
            assert (again.sides, again.modes, again.owners, again.hands) == (state.sides, state.modes, state.owners, state.hands)
            assert sorted(again.discard) == sorted(state.discard) and (again.tactics, again.expert) == (state.tactics, state.expert)
            assert [sorted(cards) for cards in again.played] == [sorted(cards) for cards in state.played]
            discarded += bool(state.discard)
        state = state.play(rng.choice(state.legal_moves()))
    assert discarded                  # (the seeds chosen play a ruse)
