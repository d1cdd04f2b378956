"""Schotten Totten with a friend on another device, hands kept secret (issue 31), in the real browser.

Two browser contexts are two devices, each with its own storage: a desktop in English invites, a phone in
Polish answers; they set the game up by link, play a few turns by link, and a tampered link is refused with
the honesty message while the honest one still goes in; the inviter resigns off turn, both verify, and the
game is reviewed on the whole deal. A whole base game and a whole special-units game by clicks on both
devices. A long duel by link: its first game's two closing links show the score on both devices and deal the
next game.
"""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

import pytest

import build  # (scripts/build.py; conftest puts scripts/ on the path)
from play_page import PLAY
from qr_reading import read_png
from schotten_page import one_turn_step, play_locator
from stolik.core.curve import GENERATOR
from stolik.schotten import deal_link as dl
from stolik.schotten import device_match
from stolik.web.links import qr_segments, secret_hash
from test_infra import boot_path

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 800}
AT_REST = f"html[data-idle] {PLAY}[data-state=human], html[data-idle] {PLAY}[data-state=waiting]"
LINK = "[data-role=link-panel] [data-role=move-link]"


def device(new_context: Any, boot: Any, server: Any, viewport: dict[str, int], locale: str, **options: Any) -> Any:
    page = new_context(reduced_motion="reduce", viewport=viewport, locale=locale, **options).new_page()
    return boot(page, server.url("/"))


def at_rest(page: Any) -> str:
    """Wait until the page is idle with its game waiting for me, for my friend's link, or over: which one."""
    page.wait_for_selector(f"{AT_REST}, html[data-idle] {PLAY}[data-state=over]", timeout=60_000)
    return page.get_attribute(PLAY, "data-state")


def link_to_send(page: Any) -> str:
    page.wait_for_selector("[data-role=link-panel] [data-role=move-link]", timeout=60_000)
    return page.input_value("[data-role=move-link]")


def open_link(page: Any, link: str) -> None:
    page.goto(link)
    page.wait_for_function("() => !location.hash.includes('/s/')", timeout=60_000)


def play_card(page: Any) -> None:
    """My turn: a clan card onto the first stone it may go to; then the link to send shows."""
    page.wait_for_selector(AT_REST, timeout=60_000)
    page.locator("button.hand-card:not(.dead)").first.click()
    page.locator(".st-table .target[data-move]:not([data-move^=claim])").first.click()
    page.wait_for_selector(f"{PLAY}[data-state=waiting]", timeout=60_000)


def qr_token(link: str) -> str:
    """The token as the link's QR code spells it."""
    return qr_segments(link)[-1][0]


def tampered(link: str) -> str:
    """The link with its first share replaced by another point: well formed, but not honest."""
    head, token = link.rsplit("/", 1)
    message = dl.decode(token)
    assert isinstance(message, dl.Message) and message.bundle.shares
    bundle = replace(message.bundle, shares=(GENERATOR,) + message.bundle.shares[1:])
    return f"{head}/{dl.encode(replace(message, bundle=bundle))}"


def test_two_devices_set_up_by_link_play_turns_and_refuse_a_tampered_link(server, new_context, boot, screenshot,
                                                                           console_errors):
    inviter = device(new_context, boot, server, DESKTOP, "en-GB")
    friend = device(new_context, boot, server, PHONE, "pl-PL", device_scale_factor=3)   # a phone's pixels
    inviter.click("[data-action=new][data-game=schotten]")
    inviter.check("input[name=opponent][value=secret]")
    screenshot(inviter, "schotten-link-form-desktop-en", full_page=False)
    inviter.check("input[name=side][value='0']")
    inviter.check("input[name=first][value='0']")
    inviter.click("button[data-action=start]")
    invitation = link_to_send(inviter)
    assert "/schotten/s/s1" in invitation
    assert "Send this invitation" in inviter.inner_text("[data-role=link-panel]")
    screenshot(inviter, "schotten-link-invitation-desktop-en")

    open_link(friend, invitation)
    reply = link_to_send(friend)
    assert "Odeślij tę odpowiedź" in friend.inner_text("[data-role=link-panel]")
    friend.click("[data-role=link-panel] [data-action=link-qr]")          # a dense code is made when asked
    code = friend.locator("[data-role=link-panel] svg.qr")                 # a whole deck: the largest QR codes
    code.evaluate("svg => svg.scrollIntoView({block: 'start'})")          # above the docked hand, as one shows it
    assert read_png(code.screenshot()) == [reply.replace(reply.rsplit("/", 1)[1], qr_token(reply))]
    screenshot(friend, "schotten-link-reply-phone-pl")

    open_link(inviter, reply)
    assert inviter.locator(".st-hand.mine button.hand-card").count() == 6
    play_card(inviter)
    assert inviter.locator(".st-hand.mine .face-down").count() == 1       # my draw, until the friend's link
    first = link_to_send(inviter)
    screenshot(inviter, "schotten-link-turn-desktop-en")

    friend.goto(tampered(first))
    friend.wait_for_selector("text=Ten link nie pochodzi z uczciwej gry", timeout=60_000)
    screenshot(friend, "schotten-link-dishonest-phone-pl", full_page=False)
    open_link(friend, first)
    play_card(friend)
    screenshot(friend, "schotten-link-turn-phone-pl")
    second = link_to_send(friend)

    open_link(inviter, second)
    inviter.wait_for_selector(AT_REST, timeout=60_000)
    assert inviter.locator(".st-hand.mine .face-down").count() == 0
    assert inviter.locator(".st-table .card, .st-table svg").count() > 0
    open_link(inviter, second)
    assert "opened here before" in inviter.inner_text("body")

    assert inviter.locator("[data-action=offer-draw]").count() == 1          # my turn: a draw may be offered
    play_card(inviter)
    third = link_to_send(inviter)
    inviter.click("[data-action=resign]")                                     # off turn, as in the other games by link
    inviter.click("[data-action=resign-confirm]")
    inviter.wait_for_function("old => document.querySelector('[data-role=move-link]')?.value !== old", arg=third,
                              timeout=60_000)
    open_link(friend, link_to_send(inviter))
    friend.wait_for_selector(f"{PLAY}[data-state=over]", timeout=60_000)
    open_link(inviter, link_to_send(friend))
    inviter.wait_for_selector("text=Verified", timeout=60_000)
    inviter.click(".after-game [data-action=review]")                     # the whole deal known: reviewed on it
    total = int(inviter.get_attribute(PLAY, "data-moves")) + 1                # positions
    inviter.wait_for_function("(total) => document.querySelector('.review-count')?.textContent === total + ' / ' + total",
                              arg=total, timeout=60_000)
    assert inviter.locator(".review-graph .review-point").count() == total
    assert inviter.locator(".st-hand .face-down").count() == 0              # both hands face up, from the first move
    screenshot(inviter, "schotten-link-review-desktop-en")
    assert not console_errors


def test_a_long_duel_by_link_shows_the_score_and_its_next_game_comes_in_the_closing_links(server, new_context, boot,
                                                                                          screenshot, console_errors):
    """The inviter's device is played here in Python (device_match), the friend's in the browser: game 1
    resigned at once, its closing link shows the score and "Verified" and deals game 2, which goes on; the
    friend resigns it, and the finished game waits for the link that deals game 3, saying so."""
    inviter, invitation = device_match.invite({"duel_games": 3, "first": 0}, 0)
    friend = device(new_context, boot, server, PHONE, "en-GB")

    def send(token: str) -> None:
        open_link(friend, server.url("/") + secret_hash(token))

    def taken() -> None:
        assert inviter.receive(link_to_send(friend).rsplit("/", 1)[1]) == "taken"
    send(invitation)
    taken()
    inviter.resign()                                                          # my key, and the next deal
    send(inviter.to_send())
    friend.wait_for_selector("[data-action=next-game]", timeout=60_000)
    status = friend.inner_text("#status")
    assert "Long duel, 3 games: after 1 game A 0, B 5" in status and "Verified" in status
    screenshot(friend, "schotten-link-duel-score-phone-en", full_page=False)
    friend.click("[data-action=next-game]")
    friend.wait_for_selector(f"{PLAY}[data-state=waiting][data-moves='0']", timeout=60_000)
    taken()                                                                   # the friend's key, and the reply
    assert inviter.games[0].verified and len(inviter.games) == 2 and inviter.game.dealt
    send(inviter.to_send())                                                   # game 2: the friend starts
    friend.wait_for_selector(f"html[data-idle] {PLAY}[data-state=human][data-moves='0']", timeout=60_000)
    assert "after 1 game" in friend.inner_text("#status")
    friend.click("[data-action=resign]")
    friend.click("[data-action=resign-confirm]")
    friend.wait_for_selector(f"{PLAY}[data-state=over] [data-role=move-link]", timeout=60_000)
    assert "deals the next game of the match" in friend.inner_text("[data-role=link-panel]")
    status = friend.inner_text("#status")
    assert "after 2 games A 5, B 5" in status and "The next game of the match starts when" in status
    assert friend.locator("[data-action=new], [data-action=next-game]").count() == 0
    friend.locator("#status").scroll_into_view_if_needed()
    screenshot(friend, "schotten-link-duel-waiting-phone-en", full_page=False)
    assert not console_errors


def test_a_page_started_from_its_snapshot_answers_an_invitation_without_fetching_python_ecdsa(server, new_context,
                                                                                               boot):
    """The memory snapshot holds the secret deck (scripts/build.py SNAPSHOT_ENTRIES): a friend's page open at home
    answers at once, with nothing to fetch or import first."""
    inviter = device(new_context, boot, server, DESKTOP, "en-GB")
    context = new_context(reduced_motion="reduce", viewport=PHONE, locale="en-GB")
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url))     # (before the page: a real start)
    friend = boot(context.new_page(), server.url("/"))
    assert boot_path(friend) == ["snapshot", ""]
    inviter.click("[data-action=new][data-game=schotten]")
    inviter.check("input[name=opponent][value=secret]")
    inviter.click("button[data-action=start]")
    open_link(friend, link_to_send(inviter))
    assert "/schotten/s/s1" in link_to_send(friend)
    assert [url for url in asked if "ecdsa" in url] == []


def test_start_before_the_secret_deck_is_in_waits_and_a_failed_fetch_says_so_and_keeps_the_form(server, new_context,
                                                                                                  boot):
    """A page that could not restore its snapshot starts Python the normal way: python-ecdsa is fetched then."""
    context = new_context(reduced_motion="reduce", viewport=PHONE, locale="en-GB")
    context.route(f"**/{build.SNAPSHOT}", lambda route: route.fulfill(status=404, body=""))
    page = boot(context.new_page(), server.url("/"))
    assert boot_path(page)[0] == "fallback"
    page.route("**/ecdsa.zip", lambda route: route.abort())
    page.click("[data-action=new][data-game=schotten]")
    page.check("input[name=opponent][value=secret]")
    page.check("input[name=first][value='1']")
    page.click("button[data-action=start]")
    page.wait_for_selector(".dialog [role=status]:has-text('could not be loaded')", timeout=60_000)
    assert page.is_checked("input[name=opponent][value=secret]") and page.is_checked("input[name=first][value='1']")
    page.unroute("**/ecdsa.zip")
    page.click("button[data-action=start]")
    assert "/schotten/s/s1" in link_to_send(page)


@pytest.mark.slow
@pytest.mark.parametrize("tactics", [False, True], ids=["base", "special-units"])
def test_a_whole_game_by_link_between_two_devices_ends_alike_and_verified_on_both(tactics, server, new_context, boot,
                                                                                   screenshot, console_errors):
    """Every turn played by clicks (cards, claims, tactics and their draws) on a desktop in English and a phone in
    Polish, each link opened on the other device, to the end by the rules: the same result, verified on both."""
    inviter = device(new_context, boot, server, DESKTOP, "en-GB")
    friend = device(new_context, boot, server, PHONE, "pl-PL")
    inviter.click("[data-action=new][data-game=schotten]")
    inviter.check("input[name=opponent][value=secret]")
    if tactics:
        inviter.check("input[name=tactics]")
    inviter.check("input[name=side][value='0']")
    inviter.check("input[name=first][value='0']")
    inviter.click("button[data-action=start]")
    open_link(friend, link_to_send(inviter))
    open_link(inviter, link_to_send(friend))
    pages, passed = (inviter, friend), {0: "", 1: ""}
    for _ in range(400):
        states = [at_rest(page) for page in pages]
        if "human" in states:
            page = pages[states.index("human")]
            tactic = page.locator("#panel [data-move='draw tactic']:not([disabled])")
            if tactic.count():                           # the tactic deck's cards are dealt by the secret deck too
                play_locator(page, tactic, at_rest)
            else:
                one_turn_step(page, at_rest)
            continue
        sent = [page.input_value(LINK) if page.locator(LINK).count() else "" for page in pages]
        due = [side for side in (0, 1) if sent[side] and sent[side] != passed[side]]
        if not due:
            break
        passed[due[0]] = sent[due[0]]
        open_link(pages[1 - due[0]], sent[due[0]])
    for page in pages:
        page.wait_for_selector(f"{PLAY}[data-state=over]")
    assert inviter.inner_text("#status").splitlines()[1:2] != [] and "resign" not in inviter.inner_text("#status")
    assert "Verified" in inviter.inner_text("#status") and "Sprawdzone" in friend.inner_text("#status")
    assert inviter.get_attribute(PLAY, "data-moves") == friend.get_attribute(PLAY, "data-moves")
    if tactics:                                          # tactic cards were drawn, dealt by the secret deck too
        assert re.search(r"Tactic deck: [0-7]\b", inviter.inner_text(PLAY)), inviter.inner_text(PLAY)
    screenshot(friend, f"schotten-link-whole-{'tactics' if tactics else 'base'}-phone-pl")
    assert not console_errors
