"""Schotten Totten by link with hidden hands, through two whole shells (one per device) that pass only the
links each shows: the invitation made here, the reply made there, turns that advance both saved games, old
and own links that change nothing, a tampered link refused with nothing saved, a resignation (also off turn)
verified, a draw offered and agreed; a long duel of two games played on one saved entry on each device."""
from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import pytest
from shells import follow, make_shell, settle

from stolik.core.curve import GENERATOR
from stolik.core.errors import RecordError
from stolik.schotten import deal_link as dl
from stolik.schotten import device_game, device_match
from stolik.schotten.cards import CLAN_BACK, TACTIC_BACK
from stolik.web import secret_sides, storage
from stolik.web.shell import Control

SECRET = {"opponent": "secret", "side": "0", "first": "0", "level": "easy"}


def device(shell):
    """A shell for one device, its new-game form or link already followed."""
    return shell.state.session


def link_shown(shell) -> str:
    """The link the send panel shows (what the player copies), as a hash."""
    url = shell.link_play.move_link(shell.state.session)
    assert "link-copy" in shell.view.page().markup()
    return url[url.index("#"):]


def open_link(shell, fragment: str) -> str:
    shell.router.route(fragment)
    message = shell.state.message or shell.state.error
    return message(shell.settings.tr) if callable(message) else message


async def my_turn(shell) -> None:
    """The person plays a placement when one is open, else the first legal move, until the link is due."""
    session = device(shell)
    while shell.interactive():
        legal = session.latest.legal_moves()
        shell.human_move(next((m for m in legal if "@" in m), legal[0]))
        await settle()


async def friend_resigns(inviter, friend) -> None:
    """The inviter plays a turn, the friend takes its link and resigns: the friend's closing link is due."""
    await my_turn(inviter)
    assert "link is in" in open_link(friend, link_shown(inviter))
    await settle()
    friend.act(Control("resign"))
    friend.act(Control("resign-confirm"))
    await settle()


def two_devices(fields=SECRET):
    inviter, host_a, display_a, _ = make_shell()
    friend, host_b, display_b, _ = make_shell()
    display_a.reduced_motion = display_b.reduced_motion = True
    inviter.router.route("#/")
    inviter.act(Control("new", game="schotten", key='[data-action="new"]'))
    assert 'value="secret"' in inviter.state.dialog
    assert 'name="my-name"' not in inviter.state.dialog and 'name="friend-name"' not in inviter.state.dialog  # names travel in no secret link
    inviter.form_sent("", "schotten", fields)
    follow(inviter, host_a)
    return inviter, host_a, friend, host_b


async def dealt():
    """Two devices that passed the invitation and the reply: the game is on."""
    inviter, host_a, friend, host_b = two_devices()
    open_link(friend, link_shown(inviter))
    open_link(inviter, link_shown(friend))
    await settle()
    return inviter, host_a, friend, host_b


def test_two_devices_set_up_and_play_turns_by_link_each_seeing_only_its_own_hand():
    async def scenario() -> None:
        inviter, host_a, friend, host_b = two_devices()
        invitation = link_shown(inviter)
        markup = inviter.view.page().markup()
        assert invitation.startswith("#/schotten/s/s1") and "Send this invitation" in markup
        assert 'data-action="link-qr"' in markup and "Drawing the QR code" not in markup   # dense: made when asked
        inviter.act(Control("link-qr"))                          # the invitation too has its QR code (links.qr_segments)
        assert "Drawing the QR code" in inviter.view.page().markup()
        await settle()                                          # this shell's make_qr makes none: the player is told
        assert "No QR code could be made of this link" in inviter.view.page().markup()
        assert 'data-action="link-name"' not in markup          # no name field: names travel in no secret link
        assert "joined" in open_link(friend, invitation)
        reply = link_shown(friend)
        assert "Send this reply back" in friend.view.page().markup()
        assert "link is in" in open_link(inviter, reply)
        a, b = device(inviter), device(friend)
        assert not set(a.latest.hands[0]) & {CLAN_BACK, TACTIC_BACK} and set(a.latest.hands[1]) == {CLAN_BACK}
        assert set(b.latest.hands[0]) == {CLAN_BACK}
        assert "cover" not in inviter.view.page().markup()
        sender, receiver = inviter, friend
        for _ in range(4):
            await settle()
            await my_turn(sender)
            assert not sender.interactive()
            token = link_shown(sender)
            assert len(token) - 1 <= dl.TURN_LIMIT or len(token) - 1 <= dl.SETUP_LIMIT
            assert "link is in" in open_link(receiver, token)
            sender, receiver = receiver, sender
        a, b = device(inviter), device(friend)
        assert a.latest.sides == b.latest.sides and len(a.moves) == len(b.moves) == 4
        stored = storage.load(host_b.store, b.saved.id)
        assert stored.secret is not None and stored.record.moves == b.moves
        assert "was opened here before" in open_link(friend, invitation) or "own link" in open_link(friend, invitation)
    asyncio.run(scenario())


def test_an_old_or_own_link_changes_nothing_and_a_tampered_link_is_refused_with_nothing_saved():
    async def scenario() -> None:
        inviter, host_a, friend, host_b = two_devices()
        invitation = link_shown(inviter)
        open_link(friend, invitation)
        reply = link_shown(friend)
        open_link(inviter, reply)
        await settle()
        await my_turn(inviter)
        first = link_shown(inviter)
        assert "own link" in open_link(inviter, first)
        before = dict(host_b.store)
        prefix, token = first.rsplit("/", 1)
        message = dl.decode(token)
        bad = replace(message, bundle=replace(message.bundle, shares=(GENERATOR,) + message.bundle.shares[1:]))
        said = open_link(friend, f"{prefix}/{dl.encode(bad)}")
        assert said.startswith("This link does not come from an honest game: ") and "Nothing was saved" in said
        assert friend.state.screen == "home"
        assert dict(host_b.store) == before
        assert "link is in" in open_link(friend, first)
        assert "opened here before" in open_link(friend, first)
    asyncio.run(scenario())


def test_a_resignation_travels_and_both_devices_show_the_deal_verified():
    async def scenario() -> None:
        inviter, host_a, friend, host_b = await dealt()
        await friend_resigns(inviter, friend)
        open_link(inviter, link_shown(friend))
        markup = inviter.view.page().markup()
        assert "Verified" in markup and 'data-action="rematch"' not in markup and 'data-action="review"' in markup
        assert "Not verified" in friend.view.page().markup() and 'data-action="review"' not in friend.view.page().markup()
        open_link(friend, link_shown(inviter))
        assert "Verified" in friend.view.page().markup()
    asyncio.run(scenario())


def test_a_player_resigns_off_turn_as_in_the_other_games_by_link_and_both_verify():
    async def scenario() -> None:
        inviter, host_a, friend, host_b = await dealt()
        await my_turn(inviter)
        assert not inviter.interactive() and 'data-action="resign"' in inviter.view.page().markup()
        inviter.act(Control("resign"))                 # while my friend's link is due
        inviter.act(Control("resign-confirm"))
        await settle()
        assert "link is in" in open_link(friend, link_shown(inviter))
        assert device(friend).result().reason == "resigned" and device(friend).result().winner == 1
        open_link(inviter, link_shown(friend))
        assert "Verified" in inviter.view.page().markup() and "Verified" in friend.view.page().markup()
    asyncio.run(scenario())


def test_a_draw_offer_travels_with_my_move_and_agreed_ends_the_game_drawn_on_both_devices():
    async def scenario() -> None:
        inviter, host_a, friend, host_b = await dealt()
        assert 'data-action="offer-draw"' in inviter.view.page().markup()
        inviter.act(Control("offer-draw"))
        assert 'data-action="offer-draw"' not in inviter.view.page().markup()     # offered: not twice
        await my_turn(inviter)
        open_link(friend, link_shown(inviter))
        assert friend.state.asking == "draw" and 'data-action="draw-accept"' in friend.view.page().markup()
        friend.act(Control("draw-accept"))
        await settle()
        assert device(friend).result().reason == "draw-agreed"
        assert "link is in" in open_link(inviter, link_shown(friend))
        assert device(inviter).result().reason == "draw-agreed" and "Verified" in inviter.view.page().markup()
        assert storage.load(host_a.store, device(inviter).saved.id).record.end is not None
    asyncio.run(scenario())


def two_devices_in_a_duel():
    """Two devices in a long duel of two games by link, its first game dealt."""
    inviter, host_a, friend, host_b = two_devices({**SECRET, "duel": "g2"})
    assert "joined" in open_link(friend, link_shown(inviter))
    assert "link is in" in open_link(inviter, link_shown(friend))
    return inviter, host_a, friend, host_b


def without_next_deal(fragment: str) -> str:
    """A game's closing link with the next game's deal taken out."""
    prefix, token = fragment.rsplit("/", 1)
    return f"{prefix}/{dl.encode(replace(dl.decode(token), next=None))}"


def test_a_long_duel_by_link_plays_its_games_on_one_saved_entry_with_the_score_and_verified_on_both_devices():
    """Game 1 ends (the friend resigns): its two closing links, sent anyway, deal game 2; each device shows
    the duel's score and "Next game" on the same saved entry; a closing link without the next deal is refused
    with nothing saved; game 2 ends the duel, verified on both devices."""
    async def scenario() -> None:
        inviter, host_a, friend, host_b = two_devices_in_a_duel()
        a, b = device(inviter), device(friend)
        assert a.saved.record.options["duel_games"] == b.saved.record.options["duel_games"] == 2
        assert a.duel is not None and b.duel is not None
        await settle()
        await friend_resigns(inviter, friend)
        closing = link_shown(friend)                  # the friend's key, and the invitation to game 2
        markup = friend.view.page().markup()
        assert "Long duel, 2 games: after 1 game" in markup and 'data-action="next-game"' not in markup
        assert "Not verified" in markup
        assert "link is in" in open_link(inviter, closing)
        markup = inviter.view.page().markup()
        assert "Long duel points for the last game" in markup and "after 1 game" in markup
        assert "Verified" in markup and 'data-action="next-game"' in markup and 'data-action="review"' in markup
        answer = link_shown(inviter)                  # my key, and the reply that deals game 2
        before = dict(host_b.store)
        said = open_link(friend, without_next_deal(answer))
        assert said.startswith("This link does not come from an honest game: ") and dict(host_b.store) == before
        assert "link is in" in open_link(friend, answer)
        ident = device(friend).saved.id
        markup = friend.view.page().markup()
        assert "Verified" in markup and 'data-action="next-game"' in markup
        friend.act(Control("next-game"))
        await settle()
        b = device(friend)
        assert b.saved.id == ident and len(storage.list_games(host_b.store)[0]) == 1
        assert len(b.saved.match) == 1 and b.result() is None and b.saved.record.options["first"] == 1
        assert "after 1 game" in friend.view.page().markup()         # the score so far, as in a duel played here
        await my_turn(friend)                         # game 2: the friend starts
        assert "link is in" in open_link(inviter, link_shown(friend))     # its moves show game 2 here too
        a = device(inviter)
        assert len(a.saved.match) == 1 and a.result() is None and len(a.moves) == len(b.moves) > 0
        await settle()
        inviter.act(Control("resign"))
        inviter.act(Control("resign-confirm"))
        await settle()
        assert "link is in" in open_link(friend, link_shown(inviter))
        markup = friend.view.page().markup()
        assert "after 2 games" in markup and "long duel ends level" in markup and "Verified" in markup
        assert 'data-action="next-game"' not in markup
        assert "link is in" in open_link(inviter, link_shown(friend))
        markup = inviter.view.page().markup()
        assert "after 2 games" in markup and "Verified" in markup and device(inviter).duel.verified
        stored = storage.load(host_a.store, device(inviter).saved.id)
        assert len(stored.match) == 1 and stored.secret is not None and len(stored.secret["games"]) == 2
    asyncio.run(scenario())


def test_a_reply_goes_to_the_invitation_it_answers_among_several_waiting():
    async def scenario() -> None:
        inviter, host_a, friend, host_b = two_devices()
        first = link_shown(inviter)
        inviter.router.route("#/")
        inviter.act(Control("new", game="schotten", key='[data-action="new"]'))
        inviter.form_sent("", "schotten", SECRET)
        follow(inviter, host_a)
        second = link_shown(inviter)
        assert first != second
        open_link(friend, second)
        assert "link is in" in open_link(inviter, link_shown(friend))
        taken = device(inviter)
        assert taken.device.links[0][1] == second.rsplit("/", 1)[1] and taken.device.dealt
        assert "link belongs to no game" not in open_link(friend, first)      # another invitation: a new game there
    asyncio.run(scenario())


def test_start_waits_for_the_secret_deck_and_a_failed_fetch_says_so_and_loses_nothing():
    """Start pressed before python-ecdsa is in: "Preparing…" until it comes, then the game starts; a failed
    fetch keeps the form with a message, and Start fetches it again."""
    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        fetches: list[asyncio.Future[None]] = []

        def load() -> asyncio.Future[None]:
            fetches.append(loop.create_future())
            return fetches[-1]
        shell, host, _, _ = make_shell(load_secret_deck=load)
        shell.router.route("#/")
        shell.act(Control("new", game="schotten", key='[data-action="new"]'))
        shell.form_sent("", "schotten", SECRET)
        assert "Preparing the secret deck" in shell.state.dialog and not host.hashes
        fetches[0].set_exception(OSError("py/ecdsa.zip: HTTP 404"))
        await settle()
        assert "could not be loaded" in shell.state.dialog and 'value="secret"' in shell.state.dialog
        assert not host.hashes and not storage.list_games(host.store)[0]
        shell.settings.toggle_language()
        shell.form_sent("", "schotten", SECRET)
        assert len(fetches) == 2 and "Przygotowuję tajną talię" in shell.state.dialog
        fetches[1].set_result(None)
        await settle()
        assert not shell.state.dialog
        follow(shell, host)
        assert shell.state.session is not None and shell.state.session.device is not None
    asyncio.run(scenario())


def test_the_secret_deck_is_prepared_once_a_friend_by_link_is_chosen_and_never_for_a_game_on_one_device():
    async def scenario() -> None:       # (the form warms the computer up: a future of the running loop)
        fetches: list[str] = []
        shell, host, _, _ = make_shell(load_secret_deck=lambda: fetches.append("ecdsa"))
        shell.router.route("#/")
        shell.act(Control("new", game="schotten", key='[data-action="new"]'))
        shell.new_game.opponent_chosen("friend")
        assert not fetches                               # opening the form, or choosing a friend here, fetches nothing
        shell.form_sent("", "schotten", {**SECRET, "opponent": "friend"})
        follow(shell, host)
        assert not fetches and shell.state.session is not None and shell.state.session.device is None
        shell.act(Control("new", game="schotten", key='[data-action="new"]'))
        shell.new_game.opponent_chosen("secret")
        shell.new_game.opponent_chosen("computer")
        shell.new_game.opponent_chosen("secret")
        assert fetches == ["ecdsa"]                      # asked once, as soon as it was chosen
        shell.form_sent("", "schotten", SECRET)
        follow(shell, host)
        assert fetches == ["ecdsa"] and shell.state.session.device is not None
    asyncio.run(scenario())


def test_a_saved_single_game_loads_as_before_and_a_duel_naming_a_game_it_does_not_hold_is_damaged():
    single, _ = device_game.invite({"first": 0}, 0)
    duel, _ = device_match.invite({"duel_games": 2, "first": 0}, 0)
    assert secret_sides.load(single.to_json(), 0)[0] is None
    loaded, game = secret_sides.load(duel.to_json(), 0)
    assert loaded is not None and loaded.duel == (2, 0) and game.links == duel.game.links
    with pytest.raises(RecordError):
        secret_sides.load(duel.to_json(), 1)


def saved_row(shell, ident: str) -> str:
    """The home screen's row of one saved entry (the player goes home, then back to the game)."""
    shell.router.route("#/")
    markup = shell.view.page().markup()
    row = markup[markup.index(f'data-id="{ident}"'):]
    shell.router.route(f"#/play/{ident}")
    return row[:row.index("</li>")]


def test_between_a_duels_games_the_closing_link_says_it_deals_on_the_game_waits_for_it_and_home_tells_the_score():
    """A duel game's closing link says it also deals the next game (in both languages); the finished game
    waiting for the next deal says so, with no "New game"; the home list gives the duel's score and whose move,
    never "finished", until the duel is over."""
    async def scenario() -> None:
        inviter, host_a, friend, host_b = two_devices_in_a_duel()
        await settle()
        await friend_resigns(inviter, friend)
        closing = link_shown(friend)
        markup = friend.view.page().markup()
        assert "it shows them how the game ended and deals the next game of the match</h3>" in markup
        assert "The next game of the match starts when" in markup and 'href="#/"' in markup
        assert 'data-action="new"' not in markup and 'data-action="next-game"' not in markup
        friend.settings.toggle_language()
        markup = friend.view.page().markup()
        assert "i rozda następną partię meczu</h3>" in markup and "Następna partia meczu zacznie się" in markup
        friend.settings.toggle_language()
        row = saved_row(friend, device(friend).saved.id)
        assert "after 1 game" in row and "Waiting for" in row and "finished" not in row
        open_link(inviter, closing)
        markup = inviter.view.page().markup()       # its next game is dealt here: pressed to go on, not awaited
        assert "deals the next game of the match</h3>" in markup and 'data-action="next-game"' in markup
        assert "The next game of the match starts when" not in markup
        row = saved_row(inviter, device(inviter).saved.id)   # game 2: the friend starts
        assert "after 1 game" in row and "Waiting for" in row and "finished" not in row
        open_link(friend, link_shown(inviter))
        row = saved_row(friend, device(friend).saved.id)
        assert "after 1 game" in row and 'data-turn="mine"' in row and "Your move" in row and "finished" not in row
        friend.act(Control("next-game"))
        await settle()
        await my_turn(friend)
        open_link(inviter, link_shown(friend))
        await settle()
        inviter.act(Control("resign"))
        inviter.act(Control("resign-confirm"))
        await settle()
        markup = inviter.view.page().markup()       # the duel's last game: its link deals nothing more
        assert "Send this last link to" in markup and "it shows them how the game ended</h3>" in markup
        assert "The next game of the match starts when" not in markup and 'data-action="new"' in markup
        row = saved_row(inviter, device(inviter).saved.id)
        assert "finished" in row and "Waiting for" not in row
    asyncio.run(scenario())


def test_once_verified_the_friends_hand_is_shown_face_up_as_in_any_finished_game():
    """At the end both keys open the deal: the device that verified shows the friend's remaining hand face up
    (the cards it really held); before the friend's key comes, only backs."""
    async def scenario() -> None:
        inviter, host_a, friend, host_b = await dealt()
        await friend_resigns(inviter, friend)
        held = device(friend).latest.hands[1]          # the friend's own hand, as only the friend knows it
        assert not set(held) & {CLAN_BACK, TACTIC_BACK}
        assert set(device(friend).latest.hands[0]) == {CLAN_BACK} and "face down until" in friend.view.page().markup()
        open_link(inviter, link_shown(friend))
        a = device(inviter)
        assert a.device.verified and a.latest.hands[1] == held
        board = inviter.view.page().markup()
        assert "face down until" not in board and board.count('class="hand-card still"') == len(held) + len(a.latest.hands[0])
        open_link(friend, link_shown(inviter))
        assert device(friend).latest.hands[0] == a.latest.hands[0] and "face down until" not in friend.view.page().markup()
        assert storage.load(host_a.store, a.saved.id).secret is not None
        inviter.router.route("#/")                        # opened again from what was saved: the same
        inviter.router.route(f"#/play/{a.saved.id}")
        assert device(inviter).latest.hands[1] == held
    asyncio.run(scenario())


def test_once_verified_the_game_is_reviewed_on_the_whole_deal_with_both_hands_at_every_move():
    """Before the friend's key, no review (this device's record holds only what it saw); once verified, the
    game shows both hands from its first move, and the review evaluates the real deal, also after a reload."""
    async def scenario() -> None:
        inviter, host_a, friend, host_b = await dealt()
        for _ in range(2):
            await my_turn(inviter)
            assert "link is in" in open_link(friend, link_shown(inviter))
            await settle()
            await my_turn(friend)
            assert "link is in" in open_link(inviter, link_shown(friend))
            await settle()
        await friend_resigns(inviter, friend)
        assert device(friend).saved.record.start is None and CLAN_BACK in device(friend).states[0].hands[0]
        assert 'data-action="analyse"' not in friend.view.page().markup()     # one hand known: no analysis board
        open_link(inviter, link_shown(friend))
        a = device(inviter)
        dealt_deal = device_game.sd.dealt_state(a.device.options, a.device.seat.orders)
        assert a.saved.record.start == dealt_deal.position() and a.states[0] == dealt_deal
        assert not {CLAN_BACK, TACTIC_BACK} & {card for state in a.states for hand in state.hands for card in hand}
        asked = []
        evaluate = inviter.reviewing.evaluate

        async def spy(game: str, record_json: str) -> str:
            asked.append(json.loads(record_json))
            return await evaluate(game, record_json)
        inviter.reviewing.evaluate = spy
        inviter.act(Control("review"))
        await settle()
        assert len(asked) == len(a.moves) >= 5 and {record["start"] for record in asked} == {dealt_deal.position()}
        assert asked[-1]["moves"] == list(a.moves[:-1]) and "review-stop" not in inviter.view.page().markup()
        inviter.router.route("#/")                        # opened again from what was saved: the same
        inviter.router.route(f"#/play/{a.saved.id}")
        assert device(inviter).states == a.states and 'data-action="review"' in inviter.view.page().markup()
        inviter.act(Control("analyse"))                  # verified: the whole deal on the analysis board
        assert inviter.state.screen == "analysis" and inviter.analysis.tree.states[0] == dealt_deal
    asyncio.run(scenario())
