"""Schotten Totten in the real browser: whole games against the computer, hot-seat privacy, claims and
their refusals, the proof tool, links, screenshots at desktop and phone size."""
from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest

from stolik.schotten.cards import CLAN

from stolik.web.storage import Players

from play_page import (PLAY, idle, moves, play, play_until_over, result_status, resume, saved_game, settle,
                       share_links, start_game as start)
from schotten_page import one_turn_step, play_locator

pytestmark = pytest.mark.e2e

DESKTOP, PHONE = {"width": 1280, "height": 860}, {"width": 375, "height": 667}


def position(stones: list[str], hand0: list[str], hand1: list[str], *, to_move: int = 0, flags: str = "-",
             tactic_deck: tuple[str, ...] = (), played: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())) -> str:
    """A position text: the named cards where they are, the other clan cards in the deck."""
    stones = stones + [":"] * (9 - len(stones))
    used = set(hand0) | set(hand1)
    for st in stones:
        used.update(c for c in re.split(r"[:,]", re.split(r"[#+^]", st)[0]) if c)
    deck = [c for c in CLAN if c not in used]
    join = lambda cards: ",".join(cards) or "-"  # noqa: E731
    return " ".join([flags, f"{to_move}play", "/".join(stones), ",".join(hand0), ",".join(hand1), ",".join(deck),
                     join(tactic_deck), "-", "|".join(join(p) for p in played), "0"])


# A to move. Stone 1: A's r7 r8 against B's g5 (r9 makes an unbeatable colour run 7-8-9);
# stone 2: A's three 1s against B's y2 (y3 y4 would still make a colour run, so no claim).
CLAIMS = position(["r7,r8:g5", "r1,b1,g1:y2"], ["r9", "b5", "o2", "p4", "p6", "o8"],
                  ["b9", "g9", "o9", "p9", "y9", "b8"])
# The same with the special units (so a turn ends with a chosen draw, not one made by itself).
CLAIMS_TACTICS = position(["r7,r8:g5", "r1,b1,g1:y2"], ["r9", "b5", "o2", "p4", "p6", "o8"],
                          ["b9", "g9", "o9", "p9", "y9", "b8"], flags="t",
                          tactic_deck=("SPY", "SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"))
# The special units, a busy table and 7 cards in each hand: B played a Mud fight on stone 2, where
# B's side holds four cards; A holds the Banshee, Traitor and Strategist.
BUSY = position(["r7,r8:g5,g6", "y1:b2,b3,b4,b5+MUD", "p5:b6,b7,b8", ":o1", "g7,g8,g9:", ":", "y5,y6:p1,p2"],
                ["r9", "BANSHEE", "TRAITOR", "STRATEGIST", "o2", "p4", "p6"], ["b9", "o9", "p9", "y9", "g4", "o6", "r1"],
                flags="t", tactic_deck=("SPY", "SHIELD", "BLIND", "RECRUITER", "JOKER", "JOKER"), played=((), ("MUD",)))
# Every event of motion on the table, kept for the test to read: CSS animations and transitions.
WATCH = """() => { window.motion = [];
  const keep = e => e.target.closest('.st-table') && window.motion.push({kind: e.type, name: e.animationName || e.propertyName, key: e.target.dataset.key || '',
    where: e.target.closest('.st-side') ? e.target.closest('.st-side').className : e.target.className,
    ms: parseFloat(getComputedStyle(e.target)[e.type === 'animationstart' ? 'animationDuration' : 'transitionDuration']) * 1000});
  document.addEventListener('animationstart', keep); document.addEventListener('transitionrun', keep);
  (window.stolikTestEnds ||= []).push(() => { document.removeEventListener('animationstart', keep);
    document.removeEventListener('transitionrun', keep); }); }"""
HAND = ".st-hand.mine button.hand-card"


def uncover(page: Any, player: int) -> None:
    page.click(f".st-cover [data-action=uncover][data-value='{player}']")
    page.wait_for_selector(".st-hand.mine")


def start_game(page: Any, *, opponent: str = "computer", level: str = "easy", tactics: bool = False) -> None:
    start(page, "schotten", opponent=opponent, level=level, first="0" if opponent == "computer" else None,
          checks=("input[name=tactics]",) if tactics else ())


@pytest.mark.parametrize("tactics", [False, True], ids=["base", "special-units"])
def test_the_end_of_a_game_against_the_computer_reaches_a_result(tactics, server, new_context, boot, screenshot,
                                                                 console_errors):
    """From 16 moves before the end of a seeded random game (with the special units: tactics in hand and on the
    table), resumed against the computer, played by clicks to a result. (The whole games of Schotten in the
    browser are the two by link, test_schotten_link_e2e.py: every turn of a base and a special-units game.)"""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    resume(page, saved_game("schotten", None, tactics=tactics, before_end=16,
                            players=Players("computer", computer=1, level="easy")))
    assert page.locator(".st-cover").count() == 0             # against the computer: no cover, my hand shown
    name = "tactics" if tactics else "base"
    screenshot(page, f"schotten-{name}-desktop")
    assert play_until_over(page, lambda _: one_turn_step(page), 100) == "over"
    assert not re.search(r"Long duel|długi pojedynek", result_status(page)), "a single game shows no match score"
    screenshot(page, f"schotten-{name}-result")
    assert console_errors == []


def test_hot_seat_hides_the_hands_between_turns(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, opponent="friend")
    settle(page)
    assert page.locator(".st-cover").count() == 1
    assert page.locator(".hand-card, .st-hand.mine").count() == 0  # nothing of either hand before a tap
    assert page.locator(".st-table").count() == 1                  # the table is public
    uncover(page, 0)
    assert page.locator(".st-hand.mine button.hand-card").count() == 6
    page.locator("button.hand-card").first.click()
    play_locator(page, page.locator(".st-table .side-hit").first)
    page.wait_for_selector(".st-cover")                           # A placed and drew: B's turn, covered
    assert page.locator(".hand-card, .st-hand.mine").count() == 0
    assert re.search(r"Pass the device to B|Przekaż urządzenie graczowi B", page.inner_text(".st-cover"))
    screenshot(page, "schotten-hotseat-cover")
    uncover(page, 1)
    assert page.locator(".st-hand.mine button.hand-card").count() == 6
    assert page.locator(".st-hand.backs .card-back").count() == 6   # A's hand: backs only


def test_a_reloaded_hot_seat_game_covers_all_but_the_mover(server, new_context, boot):
    """After a reload nobody may pick the other player's hand: only the mover's is offered."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/"))
    start_game(page, opponent="friend")
    settle(page)
    uncover(page, 0)
    page.locator("button.hand-card").first.click()
    play_locator(page, page.locator(".st-table .side-hit").first)
    page.reload()
    settle(page)
    assert page.locator(".st-cover [data-action=uncover]").count() == 1
    assert page.get_attribute(".st-cover [data-action=uncover]", "data-value") == "1"
    assert page.locator(".hand-card, .st-hand.mine").count() == 0


def test_claims_proved_and_refused(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(),
                server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
    settle(page)
    assert page.locator(".st-cover [data-action=uncover]").count() == 1      # only the mover's hand, never a choice
    uncover(page, 0)
    page.click(".st-table [data-select='why:2']")                            # three 1s: not provable
    refusal = page.inner_text(".refusal")
    assert re.search(r"yellow ★ 3, yellow ★ 4", refusal), refusal
    assert "colour run" in refusal
    assert page.locator(".refusal .card-pic").count() == 2
    screenshot(page, "schotten-claim-refused")
    page.click("[data-select='card:r9']")
    assert page.locator(".st-table .side-hit").count() == 8              # stone 2 is full
    play(page, ".st-table [data-move='r9@1']")
    page.wait_for_selector(".st-table [data-move='claim 1']")
    play(page, ".st-table [data-move='claim 1']")
    status = page.inner_text(".status")
    assert re.search(r"claims stone 1 with colour run \(sum 24\): proved", status), status
    assert page.locator(".st-table .stone.claimed.pa").count() == 1
    assert page.locator(".st-cover").count() == 1                  # A drew: B's turn, behind the cover


def test_troop_value_shown_after_a_claim(server, new_context, boot):
    """A's Joker with r8 r9 against B's full side: the claim says the Joker took red 7."""
    pos = position(["r8,r9:b1,b2,b3^1"], ["JOKER", "o2", "p4", "p6", "o8", "y1", "y5"], ["b9", "g9", "o9", "p9", "y9", "b8", "g1"],
                   flags="t")
    pos = pos.replace(" - - -|- 0", " SPY,SHIELD,BLIND,MUD,RECRUITER,STRATEGIST,BANSHEE,TRAITOR,JOKER - -|- 0")
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(pos, safe="")))
    settle(page)
    uncover(page, 0)
    page.click("[data-select='card:JOKER']")
    play(page, ".st-table [data-move='JOKER@1']")
    play(page, ".st-table [data-move='claim 1']")
    status = page.inner_text(".status")
    assert re.search(r"Joker = red ● 7", status), status
    assert page.locator(".st-table [aria-label*='taken as red ● 7']").count() == 1


def test_proof_tool_on_a_few_tables(server, new_context, boot, screenshot):
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/#/tool/schotten/proof"))
    page.wait_for_selector(".st-tool")
    assert page.get_attribute(".st-tool", "data-verdict") == "incomplete"
    for card in ("r1", "b1", "g1"):
        page.click(f".st-tool .pick[data-value={card}]")
    page.click(".st-tool [data-action=zone][data-value=theirs]")
    page.click(".st-tool .pick[data-value=y2]")
    page.wait_for_selector(".st-tool[data-verdict=beaten]")
    assert page.locator(".verdict .card-pic").count() == 2
    screenshot(page, "schotten-tool-beaten")
    page.click(".st-tool [data-action=zone][data-value=mine]")                 # three 9s instead of three 1s
    for card in ("r1", "b1", "g1", "r9", "b9", "g9"):
        page.click(f".st-tool .pick[data-value={card}]")
    assert page.get_attribute(".st-tool", "data-payload") == "r9,b9,g9 y2 - - m"
    assert page.get_attribute(".st-tool", "data-verdict") == "beaten"         # y3 y4: a colour run still
    page.click(".st-tool [data-action=zone][data-value=seen]")
    page.click(".st-tool .pick[data-value=y3]")                                # y3 face up elsewhere: no yellow run
    page.wait_for_selector(".st-tool[data-verdict=safe]")                     # through y2 is left: 9s are safe
    screenshot(page, "schotten-tool-safe")
    page.click(".st-tool [data-action=mode][data-value=MUD]")                  # a fourth card needed now
    page.wait_for_selector(".st-tool[data-verdict=incomplete]")
    page.close()
    table = "r7,r8,r9 b9 - - m"
    page = boot(new_context(reduced_motion="reduce", viewport=PHONE, has_touch=True).new_page(),
                server.url("/#/tool/schotten/proof/" + quote(table, safe="")))
    page.wait_for_selector(".st-tool[data-verdict=safe]")
    screenshot(page, "schotten-tool-phone")
    page.close()
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/tool/schotten/proof/" + quote("r1,r1 x", safe="")))
    page.wait_for_selector(".st-tool .warn")                                   # a damaged link: empty table, a note


def test_a_proof_link_refused_says_why_in_polish(server, new_context, boot):
    """A Polish player opening a proof table that cannot lie around one stone reads the engine's rule in Polish,
    the card named as the page names it, and none of the engine's English."""
    page = boot(new_context(reduced_motion="reduce", viewport=DESKTOP).new_page(), server.url("/#/"))
    switch_language(page, "pl")
    page.evaluate("hash => { location.hash = hash; }", "#/tool/schotten/proof/" + quote("r7 r7 - - m", safe=""))
    page.wait_for_selector(".st-tool .warn")
    note = page.inner_text(".st-tool .warn")
    assert note == "Nie udało się odczytać stołu z linku (7 czerwona ● nie może leżeć po obu stronach); zaczynamy od pustego."
    assert "cannot lie" not in page.inner_text(".st-tool")
    switch_language(page, "en")
    assert page.inner_text(".st-tool .warn") == ("The link's table could not be read (red ● 7 cannot lie on both sides); "
                                                 "starting from an empty table.")


def test_analysis_link_opens_the_tool_on_this_position(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
    settle(page)
    uncover(page, 0)
    link = page.locator("a[href^='#/tool/schotten/proof/']")
    if link.count() == 0:
        pytest.skip("the shell does not show analysis_link yet")
    link.first.click()
    page.wait_for_selector(".st-tool[data-verdict=beaten]")                   # stone 2 of the position
    assert page.get_attribute(".st-tool", "data-payload").startswith("r1,b1,g1 y2 ")


def test_links_round_trip(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/"))
    start_game(page, opponent="friend")
    uncover(page, 0)
    page.locator("button.hand-card").first.click()
    play_locator(page, page.locator(".st-table .side-hit").first)
    expected = page.get_attribute(PLAY, "data-position")
    game_link, position_link = share_links(page)
    page.close()
    for link, count in ((game_link, "1"), (position_link, "0")):
        other = boot(new_context(reduced_motion="reduce").new_page(), link)
        other.wait_for_selector(PLAY)
        assert other.get_attribute(PLAY, "data-position") == expected
        assert other.get_attribute(PLAY, "data-moves") == count
        assert other.locator(".st-cover [data-action=uncover]").count() == 1    # only the mover's hand, after a tap
        assert other.locator(".hand-card").count() == 0
        uncover(other, 1)
        assert other.locator(".st-hand.mine button.hand-card").count() == 6
        other.close()


def test_screenshots_and_accessibility(server, new_context, boot, axe, screenshot, describe_violations):
    for name, viewport in (("desktop", DESKTOP), ("phone", PHONE)):
        phone = name == "phone"
        page = boot(new_context(viewport=viewport, has_touch=phone, reduced_motion="reduce").new_page(),
                    server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
        settle(page)
        uncover(page, 0)
        page.click("[data-select='card:r9']")
        screenshot(page, f"schotten-board-{name}")
        screenshot(page, f"schotten-board-{name}-viewport", full_page=False)
        violations = axe(page)
        assert violations == [], describe_violations(violations)
        if phone:
            page.tap(".st-table [data-move='r9@1']")
        else:
            page.click(".st-table [data-move='r9@1']")
        page.wait_for_selector(".st-table [data-move='claim 1']")
        screenshot(page, f"schotten-claim-{name}")
        page.close()


def open_position(page: Any, *, against: str = "friend") -> None:
    """A shared position just opened: played between friends, A's hand uncovered, or against the computer (B)."""
    page.wait_for_selector("form[data-purpose=players]")
    if against == "computer":
        page.check("form[data-purpose=players] input[name=opponent][value=computer]")
        page.select_option("form[data-purpose=players] select[name=level]", "easy")
    page.click("form[data-purpose=players] button[type=submit]")
    page.wait_for_selector("form[data-purpose=players]", state="detached")
    settle(page)
    if against == "friend":
        uncover(page, 0)


def motion(page: Any) -> list[dict[str, Any]]:
    return page.evaluate("() => window.motion")


def test_moves_slide_and_the_last_card_stays_marked(server, new_context, boot):
    """My card slides in from my hand, the stone I claim slides towards me, the computer's card slides in
    from its hand, each in 150-300 ms; the last card placed stays marked through its turn's claim and draw."""
    page = boot(new_context(viewport=DESKTOP).new_page(), server.url("/#/schotten/p/" + quote(CLAIMS_TACTICS, safe="")))
    open_position(page, against="computer")
    page.evaluate(WATCH)
    page.click(f"{HAND}[data-select='card:r9']")
    play(page, ".st-table [data-move='r9@1']")
    slides = [m for m in motion(page) if m["kind"] == "animationstart"]
    assert [(m["key"], m["name"]) for m in slides] == [("r9", "st-arrive")], slides
    assert "near" in slides[0]["where"] and 150 <= slides[0]["ms"] <= 300
    assert page.get_attribute(".st-col:nth-child(1) .st-side.near [data-key=r9]", "style").startswith("--dc:4;--dv:1.4;")
    play(page, ".st-table [data-move='claim 1']")
    stone = [m for m in motion(page) if m["kind"] == "transitionrun" and "stone" in m["where"]]
    assert stone and stone[0]["name"] == "transform" and "won-near" in stone[0]["where"] and 150 <= stone[0]["ms"] <= 300
    assert page.locator(".st-col:nth-child(1) .card.last[data-key=r9]").count() == 1     # marked after the claim too
    page.evaluate("() => { window.motion = []; }")
    play(page, "#panel [data-move=draw]")                                                  # the computer answers
    theirs = [m for m in motion(page) if m["kind"] == "animationstart"]
    assert len(theirs) == 1 and "far" in theirs[0]["where"] and 150 <= theirs[0]["ms"] <= 300, theirs
    marked = page.locator(".st-side.far .card.last")
    assert marked.count() == 1 and marked.get_attribute("data-key") == theirs[0]["key"]   # still marked after its draw
    assert page.locator(".card.last").count() == 1
    page.click(f"{HAND}[data-select='card:b5']")
    play(page, ".st-table .side-hit")
    assert page.locator(".card.last").count() == 1 and page.locator(".st-side.near .card.last[data-key=b5]").count() == 1


@pytest.mark.parametrize("how", ["reduced-motion", "motion-off"])
def test_no_motion_when_the_player_asks_for_none(server, new_context, boot, how):
    page = boot(new_context(viewport=DESKTOP, reduced_motion="reduce" if how == "reduced-motion" else "no-preference").new_page(),
                server.url("/#/schotten/p/" + quote(CLAIMS_TACTICS, safe="")))
    open_position(page)
    if how == "motion-off":
        page.click("#motion-button")
        page.wait_for_selector("html[data-motion=off]")
    page.evaluate(WATCH)
    page.click(f"{HAND}[data-select='card:r9']")
    play(page, ".st-table [data-move='r9@1']")
    play(page, ".st-table [data-move='claim 1']")
    assert page.locator(".stone.won-near").count() == 1 and page.locator(".card.last[data-key=r9]").count() == 1
    assert motion(page) == []


CARD_SLIDING = """() => document.getAnimations().some(a => a.effect && a.effect.target && a.effect.target.matches
    && a.effect.target.matches('button.hand-card') && a.playState === 'running')"""


def drag(page: Any, source: str, target: str) -> None:
    """A real mouse drag from the middle of ``source`` to the middle of ``target``, in small steps; then,
    with motion on, a card put back is let slide home (150 ms) before anything else (the page is not idle
    meanwhile): the next drag of a robot may end where the card passes, and drop on it (a person's hand
    is not that quick)."""
    start, end = page.locator(source).bounding_box(), page.locator(target).bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(end["x"] + end["width"] / 2, end["y"] + end["height"] / 2, steps=12)
    page.mouse.up()
    idle(page)
    assert not page.evaluate(CARD_SLIDING), "the page said it was idle while a card still slid"


@pytest.mark.parametrize("reduced", ["reduce", "no-preference"])
def test_cards_are_dragged_onto_a_stone(server, new_context, boot, reduced):
    """A hand card dropped on a stone's side (or the stone) is played there, without sliding in again; dropped
    elsewhere or on a stone it may not go to, it goes back to the hand; the chosen card can be dragged as well.
    With motion on too: the card put back slides home, and the drop found it under the pointer (no move)."""
    page = boot(new_context(viewport=DESKTOP, reduced_motion=reduced).new_page(),
                server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
    open_position(page)
    assert page.locator(f"{HAND}[data-drag]").count() == 6
    assert page.locator(".st-side.near[data-drop]").count() == 8                        # stone 2's side is full
    drag(page, f"{HAND}[data-select='card:b5']", ".st-info")                           # nowhere: nothing happens
    assert moves(page) == "0" and page.locator(f"{HAND}[data-select='card:b5']").get_attribute("style") in (None, "")
    drag(page, f"{HAND}[data-select='card:b5']", ".st-col:nth-child(2) .stone")         # stone 2: my side is full
    assert moves(page) == "0" and page.locator(f"{HAND}[aria-pressed=true]").count() == 0
    before = moves(page)
    drag(page, f"{HAND}[data-select='card:r9']", ".st-col:nth-child(1) .st-side.near")
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    settle(page)
    placed = ".st-col:nth-child(1) .st-side.near [data-key=r9]"
    assert page.locator(placed).count() == 1 and "arrive" not in page.get_attribute(placed, "class")
    assert "last" in page.get_attribute(placed, "class")
    play(page, "#panel [data-move=draw]")
    uncover(page, 1)
    page.click(f"{HAND}[data-select='card:b9']")                                        # chosen, then carried
    before = moves(page)
    drag(page, f"{HAND}[data-select='card:b9']", ".st-col:nth-child(4) .stone")
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    assert page.locator(".st-col:nth-child(4) [data-key=b9]").count() == 1


def test_a_card_is_played_by_keys(server, new_context, boot):
    page = boot(new_context(viewport=DESKTOP, reduced_motion="reduce").new_page(),
                server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
    open_position(page)
    page.focus(f"{HAND}[data-select='card:p4']")
    page.keyboard.press("Enter")
    page.wait_for_selector(".st-table [data-move='p4@3']")
    before = moves(page)
    page.focus(".st-table [data-move='p4@3']")
    page.keyboard.press("Enter")
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    assert page.locator(".st-col:nth-child(3) [data-key=p4]").count() == 1            # (B's turn now: A's side is above)


def boxes(page: Any, selector: str) -> list[dict[str, float]]:
    return page.evaluate("(s) => [...document.querySelectorAll(s)].filter(e => e.getClientRects().length)"
                         ".map(e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, w: r.width, h: r.height,"
                         " name: e.getAttribute('aria-label') || e.textContent}; })", selector)


def switch_language(page: Any, lang: str) -> None:
    if page.get_attribute("html", "lang") != lang:
        page.click("#lang-button")
        page.wait_for_selector(f"html[lang={lang}]")


def assert_table_in_view(page: Any, viewport: dict[str, int], where: Any) -> None:
    """The table, both hands, the controls, the panel and the status lie inside the window."""
    for part in (".st-table", ".st-hand.st-top", ".st-hand.st-bottom", ".controls", "#panel", ".status"):
        box = page.locator(part).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], (where, part, box)
        assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"], (where, part, box)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_whole_table_fits_a_laptop_and_grows_on_a_big_screen(server, new_context, boot, screenshot, lang):
    """At 1280x800 the table, both hands and the controls are in view without scrolling, also with a card
    chosen (its targets and the questions shown); at 1920x1080 the cards are larger."""
    widths = {}
    page = boot(new_context(reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    page.click(f"{HAND}[data-select='card:r9']")
    page.wait_for_selector(".st-table .side-hit")
    for name, viewport in (("laptop", {"width": 1280, "height": 800}), ("big", {"width": 1920, "height": 1080})):
        page.set_viewport_size(viewport)            # the window made larger, as a player does
        settle(page)
        screenshot(page, f"schotten-fit-{name}-{lang}", full_page=False)
        assert_table_in_view(page, viewport, name)
        assert page.evaluate("() => scrollY") == 0
        widths[name] = page.locator(".st-table .card").first.bounding_box()["width"]
        hand = page.locator(HAND).first.bounding_box()["width"]
        assert abs(hand - widths[name]) <= 8, "the hand's cards are the table's size"
    assert widths["big"] >= 1.4 * widths["laptop"], widths


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_whole_table_fits_a_small_laptop(server, new_context, boot, screenshot, lang):
    """1024x768 (defect 5 of those found in use): the table, both hands, the status, the panel and the controls
    are in view and the page does not scroll, also with a card chosen; the cards are scaled to the window's
    height (one column gave 100x138 px cards and a page 1434 px tall, and a chosen card scrolled the other
    side off the top). A Mud fight's side of four cards, the tallest table."""
    viewport = {"width": 1024, "height": 768}
    page = boot(new_context(viewport=viewport, reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    for chosen in (False, True):
        if chosen:
            page.click(f"{HAND}[data-select='card:r9']")
            page.wait_for_selector(".st-table .side-hit")
        screenshot(page, f"schotten-fit-small-laptop-{'chosen-' if chosen else ''}{lang}", full_page=False)
        assert_table_in_view(page, viewport, chosen)
        sizes = page.evaluate("() => [scrollY, document.scrollingElement.scrollHeight, innerHeight]")
        assert sizes[0] == 0 and sizes[1] <= sizes[2], (chosen, sizes)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_a_phone_holds_seven_cards_in_a_row_and_every_target_is_a_finger_wide(server, new_context, boot, screenshot, axe,
                                                                               describe_violations, lang):
    """390x844: the 7 cards of a hand lie in one row, the page never scrolls sideways, and every target is at
    least 44x44 CSS px: hand cards, stones, lit sides, and each card on the table the Banshee may take,
    also the four on a Mud fight's side (on a phone a side's cards lie side by side, none covered)."""
    page = boot(new_context(viewport={"width": 390, "height": 844}, has_touch=True, reduced_motion="reduce").new_page(),
                server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    hand = boxes(page, HAND)
    assert len(hand) == 7 and len({round(b["y"]) for b in hand}) == 1, hand
    assert hand[-1]["x"] + hand[-1]["w"] <= 390
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth"), "the page scrolls sideways"
    page.tap(f"{HAND}[data-select='card:r9']")
    page.wait_for_selector(".st-table .side-hit")
    screenshot(page, f"schotten-phone-place-{lang}", full_page=False)
    targets = boxes(page, "section.play [data-move], section.play [data-select]")
    page.tap(f"{HAND}[data-select='card:BANSHEE']")
    page.wait_for_selector(".st-table .card-hit")
    screenshot(page, f"schotten-phone-banshee-{lang}", full_page=False)
    taken = boxes(page, ".st-table .card-hit")
    assert len(taken) == 12, taken                          # B's cards on every open stone, the Mud fight's four too
    for box in hand + targets + taken:
        assert box["w"] >= 44 and box["h"] >= 44, box
    violations = axe(page)
    assert violations == [], describe_violations(violations)


def test_tactic_names_fit_their_cards(server, new_context, boot):
    """"Strategist" (and every other tactic card's name, whole, across the card or along it) lies inside its card,
    in both languages."""
    page = boot(new_context(viewport=DESKTOP, reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    for lang in ("en", "pl"):
        switch_language(page, lang)
        names = page.evaluate("""() => [...document.querySelectorAll('.st-hand.mine .tname')].map(t => {
            const r = t.getBoundingClientRect(), card = t.closest('svg').querySelector('.face').getBoundingClientRect();
            return [t.textContent, r.left >= card.left && r.right <= card.right && r.top >= card.top && r.bottom <= card.bottom]; })""")
        assert len(names) >= 3 and all(inside for _, inside in names), names
        assert any(name.startswith("Stra") for name, _ in names)


def test_messages_name_cards_and_groups_as_the_rules_do(server, new_context, boot):
    """Polish: the groups by the rules' names (Kompania), cards by name in sentences, never "r9@1"."""
    page = boot(new_context(viewport=DESKTOP, reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
    open_position(page)
    switch_language(page, "pl")
    page.click(".st-table [data-select='why:2']")
    assert "(Kompania, suma 3)" in page.inner_text(".refusal")
    page.click(f"{HAND}[data-select='card:r9']")
    play(page, ".st-table [data-move='r9@1']")
    assert page.inner_text(".status").startswith("A kładzie przy polanie 1: 9 czerwona ●.")
    play(page, ".st-table [data-move='claim 1']")
    assert "(kolorowy ciąg, suma 24)" in page.inner_text(".status")
    assert not re.search(r"\b[rbgypo]\d\b|@", page.inner_text(".status") + page.inner_text(".moves"))



@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_long_options_line_leaves_the_laptop_page_whole(server, new_context, boot, screenshot, lang):
    """Special units and the expert variant at 1280x800: the options line ("Jednostki Specjalne · Spiesz się
    powoli (dla wymagających)") gives way beside the game's name, the page's links stay on the name's row
    and the page does not scroll (in Polish the links once took a row of their own: 828 px); nor with a Mud
    fight's four cards on a side."""
    page = boot(new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce").new_page(), server.url("/"))
    switch_language(page, lang)
    start(page, "schotten", opponent="friend", checks=("input[name=tactics]", "input[name=expert]"))
    if page.locator(".st-cover [data-action=uncover]").count():
        uncover(page, 0)
    page.wait_for_selector(".st-hand.mine .hand-card")
    screenshot(page, f"schotten-expert-laptop-{lang}", full_page=False)
    assert page.locator(".play-head .variant").count() == 1
    head = boxes(page, ".play-head h2, .play-head .head-links")
    assert head[1]["y"] < head[0]["y"] + head[0]["h"], head                  # the links on the name's row
    sizes = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
    assert sizes[0] <= sizes[1], sizes
    boot(page, server.url("/#/schotten/p/" + quote(BUSY, safe="")))          # a Mud fight's side of four: smaller cards
    open_position(page)
    sizes = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
    assert sizes[0] <= sizes[1], sizes                                        # (806 px before)


CAPTION_LINES = """() => { const label = document.querySelector('.st-hand.mine .hand-label');
  const words = [], walk = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
  while (walk.nextNode()) { const node = walk.currentNode;
    for (const m of node.textContent.matchAll(/\\S+/g)) { const range = document.createRange();
      range.setStart(node, m.index); range.setEnd(node, m.index + m[0].length);
      const r = range.getBoundingClientRect(); words.push([m[0], Math.round(r.top), r.top, r.bottom, r.left, r.right]); } }
  const table = document.querySelector('.st-table').getBoundingClientRect(), hand = document.querySelector('.st-hand.mine').getBoundingClientRect();
  return {words, table: [table.top, table.bottom], hand: [hand.top, hand.bottom], size: parseFloat(getComputedStyle(label).fontSize)}; }"""


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_a_phones_hand_caption_keeps_its_counts_whole_and_off_the_table(server, new_context, boot, screenshot, lang):
    """390x844 phone: the caption over a player's own hand ("A: 7 kart na ręce (zwierzęta: 4, specjalne: 3)")
    never breaks inside its count or its kinds (it once left "3)" alone on a second line), takes at most two
    lines, lies on the hand's own opaque strip while the hand stays at the window's foot, and below the table
    once the page is scrolled to its end."""
    page = boot(new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, reduced_motion="reduce").new_page(),
                server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    screenshot(page, f"schotten-phone-caption-{lang}", full_page=False)
    for scroll in ("top", "end"):
        if scroll == "end":
            page.evaluate("() => window.scrollTo(0, document.scrollingElement.scrollHeight)")
            page.wait_for_function("() => Math.ceil(scrollY + innerHeight) >= document.scrollingElement.scrollHeight")
        seen = page.evaluate(CAPTION_LINES)
        words = seen["words"]
        lines = sorted({top for _, top, *_ in words})
        assert len(lines) <= 2, words
        kinds = [w for w in words if w[0].startswith("(")][0]
        tail = words[words.index(kinds):]
        assert len({top for _, top, *_ in tail}) == 1, tail                     # "(4 clan, 3 tactic)" on one line
        assert len({top for _, top, *_ in words[:words.index(kinds)]}) == 1, words   # and "A: 7 cards in hand" too
        for _, _, top, bottom, left, right in words:
            assert seen["hand"][0] - 0.5 <= top and bottom <= seen["hand"][1] + 0.5, (seen, words)   # on the hand's strip
            assert 0 <= left and right <= 390, words
            if scroll == "end":
                assert top >= seen["table"][1], (seen, words)                      # below the table, not over it
    assert seen["size"] >= 12


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_tactic_names_are_readable_on_a_phone(server, new_context, boot, screenshot, lang):
    """390x844 phone (44 px cards): each tactic card's name in the hand is drawn at 9.5 CSS px or more (it was
    6 px: "Strategist" squeezed into 37 px), on one or two lines that lie inside the card, and the card's
    button still names it in full for screen readers."""
    page = boot(new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, reduced_motion="reduce").new_page(),
                server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    names = page.evaluate("""() => [...document.querySelectorAll('.st-hand.mine .hand-card')].filter(b => b.querySelector('.tname')).map(b => {
        const svg = b.querySelector('svg'), card = svg.getBoundingClientRect(), scale = card.width / svg.viewBox.baseVal.width;
        return {name: svg.getAttribute('aria-label'), lines: [...svg.querySelectorAll('.tname')].map(t => { const r = t.getBoundingClientRect();
          return {text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale, left: r.left - card.left, right: card.right - r.right,
                  squeezed: t.getAttribute('textLength') !== null}; })}; })""")
    screenshot(page, f"schotten-phone-tactic-names-{lang}", full_page=False)
    assert len(names) == 3, names
    full = {"en": ("Banshee", "Strategist", "Traitor"), "pl": ("Banshee", "Strateg", "Zdrajca")}[lang]
    assert [card["name"] for card in names] == list(full), names                # the picture's name: the whole name
    for card, name in zip(names, full):
        assert 1 <= len(card["lines"]) <= 2 and "".join(t["text"] for t in card["lines"]).replace("-", "") == name, names
        for line in card["lines"]:
            assert line["px"] >= 9.5 and line["left"] >= 2 and line["right"] >= 2 and not line["squeezed"], names


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_why_a_stone_cannot_be_claimed_leaves_the_controls_in_view_on_a_laptop(server, new_context, boot, screenshot, lang):
    """1280x800 (defect 7 of those found in use): asking why stone 2 cannot be claimed (three 1s, while y3 y4 would
    still give B a colour run) shows the refusal, with its two cards, and Copy link, Resign and the rest of the
    controls, the status, the refusal itself and both hands stay in the window; the page does not scroll. Also on
    a Mud fight's table (its sides of four cards the tallest), asking about stone 5."""
    viewport = {"width": 1280, "height": 800}
    page = boot(new_context(viewport=viewport, reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(CLAIMS, safe="")))
    open_position(page)
    switch_language(page, lang)
    for table, stone in (("claims", 2), ("busy", 5)):
        if table == "busy":
            boot(page, server.url("/#/schotten/p/" + quote(BUSY, safe="")))
            open_position(page)
        page.click(f".st-table [data-select='why:{stone}']")
        page.wait_for_selector(".refusal")
        screenshot(page, f"schotten-why-laptop-{table}-{lang}", full_page=False)
        for part in (".refusal", ".controls", ".controls [data-action=resign]", ".status", ".st-hand.st-top", ".st-hand.st-bottom", ".st-table"):
            box = page.locator(part).first.bounding_box()
            assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= viewport["height"], (table, part, box)
        sizes = page.evaluate("() => [scrollY, document.scrollingElement.scrollHeight, innerHeight]")
        assert sizes[0] == 0 and sizes[1] <= sizes[2], (table, sizes)


# What lies wholly inside the window between its top and the top of the docked hand: its part on screen.
SEEN_JS = """(sel) => { const hand = document.querySelector('.st-hand.st-bottom').getBoundingClientRect();
  return [...document.querySelectorAll(sel)].filter(e => e.getClientRects().length).map(e => { const r = e.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {text: e.textContent.trim(), top: r.top, bottom: r.bottom, hand: hand.top, onTop: !!top && e.contains(top)}; }); }"""


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_on_a_phone_the_next_step_is_in_view_beside_the_hand(server, new_context, boot, screenshot, lang):
    """390x844 (defect 4 of those found in use): the player scrolls down to stone 7 and places a card; the claim and
    the draws that come next lie just above the docked hand, inside the window and on top (they sat 250 px below
    it, under the table, with the status at the top of the page saying only "A to move"); before that, with a card
    chosen, the help and Cancel are there too. The table is the window's width and shorter than the window."""
    page = boot(new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, reduced_motion="reduce").new_page(),
                server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    table = page.locator(".st-table").bounding_box()
    assert table["width"] >= 370 and table["height"] <= 844, table
    page.evaluate("() => document.querySelectorAll('.st-table .stone')[6].scrollIntoView({block: 'center'})")   # down at stone 7
    assert page.evaluate("() => scrollY") > 100
    page.tap(f"{HAND}[data-select='card:r9']")
    page.wait_for_selector(".st-table .side-hit")
    chosen = page.evaluate(SEEN_JS, "#panel .flow, #panel [data-action=cancel]")
    assert len(chosen) == 2 and all(0 <= b["top"] and b["bottom"] <= b["hand"] + 0.5 and b["onTop"] for b in chosen), chosen
    page.locator(".st-table [data-move='r9@7']").tap()
    page.wait_for_selector("#panel [data-move^=draw]")
    screenshot(page, f"schotten-phone-next-step-{lang}", full_page=False)
    steps = page.evaluate(SEEN_JS, "#panel [data-move]")
    assert len(steps) == 3, steps                           # claim 5, draw a clan card, draw a tactic card
    assert all(0 <= b["top"] and b["bottom"] <= b["hand"] + 0.5 and b["onTop"] for b in steps), steps


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_on_a_phone_the_result_is_in_view_where_the_game_ended(server, new_context, boot, screenshot, lang):
    """390x844 (defect 4): a finished game looked at from the table's foot, where the last card was played: the
    result and its buttons are in the window, above the hand, not only at the page's top."""
    page = boot(new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, reduced_motion="reduce").new_page(),
                server.url("/"))
    switch_language(page, lang)
    from test_layout_e2e import open_game
    open_game(page, "schotten", None)
    page.evaluate("() => document.querySelectorAll('.st-table .stone')[8].scrollIntoView({block: 'center'})")
    assert page.evaluate("() => scrollY") > 100
    screenshot(page, f"schotten-phone-result-{lang}", full_page=False)
    seen = page.evaluate(SEEN_JS, ".status p:first-child, .after-game button")
    assert len(seen) >= 3, seen
    assert all(0 <= b["top"] and b["bottom"] <= b["hand"] + 0.5 and b["onTop"] for b in seen), seen


@pytest.mark.parametrize("width, lang", [(320, "en"), (320, "pl"), (390, "pl")])
def test_a_narrow_phones_hand_is_finger_wide_with_whole_names_and_the_ring_in_view(server, new_context, boot, screenshot, width, lang):
    """A 320 px and a 390 px phone (defect 8): the hand's cards are at least 44 px wide (they were 40x53 px at 320),
    each tactic card's name is one whole word on the card ("Ban-shee", "Stra-teg" and "Zdraj-ca" were broken at a
    hyphen) in letters of 9.5 CSS px or more, inside the card; the chosen first card's ring lies in the window
    (it was cut at the left edge) and the page does not scroll sideways."""
    page = boot(new_context(viewport={"width": width, "height": 640 if width == 320 else 844}, is_mobile=True, has_touch=True,
                            reduced_motion="reduce").new_page(), server.url("/#/schotten/p/" + quote(BUSY, safe="")))
    open_position(page)
    switch_language(page, lang)
    cards = boxes(page, f"{HAND} svg")
    assert len(cards) == 7 and all(b["w"] >= 44 and b["h"] >= 44 for b in cards), cards
    names = page.evaluate("""() => [...document.querySelectorAll('.st-hand.mine .hand-card svg')].filter(s => s.querySelector('.tname')).map(svg => {
        const card = svg.getBoundingClientRect(), scale = card.width / svg.viewBox.baseVal.width;
        return {name: svg.getAttribute('aria-label'), lines: [...svg.querySelectorAll('.tname')].map(t => { const r = t.getBoundingClientRect();
          return {text: t.textContent, px: parseFloat(getComputedStyle(t).fontSize) * scale, inside: r.left >= card.left && r.right <= card.right
                  && r.top >= card.top && r.bottom <= card.bottom, squeezed: t.getAttribute('textLength') !== null}; })}; })""")
    assert len(names) == 3 and all(len(n["lines"]) == 1 and n["lines"][0]["text"] == n["name"] for n in names), names
    assert all(n["lines"][0]["px"] >= 9.5 and n["lines"][0]["inside"] and not n["lines"][0]["squeezed"] for n in names), names
    page.tap(f"{HAND}[data-select='card:r9']")
    page.wait_for_selector(".st-table .side-hit")
    screenshot(page, f"schotten-phone-{width}-chosen-{lang}", full_page=False)
    ring = page.evaluate("""() => { const b = document.querySelector('.st-hand.mine [aria-pressed=true]'), row = b.parentElement.getBoundingClientRect();
        const r = b.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, rowLeft: row.left, rowTop: row.top, rowRight: row.right,
          style: getComputedStyle(b).borderLeftStyle}; }""")
    assert 0 <= ring["left"] and ring["rowLeft"] <= ring["left"] and ring["rowTop"] <= ring["top"] and ring["right"] <= width, ring
    assert page.evaluate("() => document.scrollingElement.scrollWidth <= innerWidth"), "the page scrolls sideways"


# A claimed stone 1 (A's, a Shield the nearest card on A's side) and stone 2 (B's), as on a table late in a game.
CLAIMED = position(["SHIELD,r8,r9:g2,g3,y4^0#0", "y1,y2,p3:b7,b8,b9^0#1"], ["r1", "b5", "o2", "p4", "p6", "o8", "TRAITOR"],
                   ["g9", "o9", "p9", "y9", "b1", "o6", "r2"], flags="t", tactic_deck=("SPY", "BLIND", "MUD", "RECRUITER",
                   "STRATEGIST", "BANSHEE", "JOKER", "JOKER"), played=(("SHIELD",), ()))
# The stone (its face and owner's mark) and its owner's card nearest to it: their overlap across the table's rows
# (the laptop's columns) or along a phone's row, in CSS px.
OVERLAP_JS = """() => [...document.querySelectorAll('.st-table .stone.claimed')].map(stone => {
  const col = stone.closest('.st-col'), near = stone.classList.contains('won-near');
  const side = col.querySelector(near ? '.st-side.near' : '.st-side.far'), card = side.querySelector('.card').getBoundingClientRect();
  const parts = [stone.querySelector('.stone-face'), ...stone.querySelectorAll('.owner')].map(e => e.getBoundingClientRect());
  const rows = getComputedStyle(col).gridTemplateColumns.split(' ').length > 1;
  const over = rows ? (near ? Math.max(...parts.map(r => r.right)) - card.left : card.right - Math.min(...parts.map(r => r.left)))
                    : (near ? Math.max(...parts.map(r => r.bottom)) - card.top : card.bottom - Math.min(...parts.map(r => r.top)));
  return {stone: col.querySelector('.stone-num').textContent, near, over: Math.round(over * 10) / 10}; })"""


@pytest.mark.parametrize("name, viewport", [("laptop", {"width": 1280, "height": 800}), ("phone", {"width": 390, "height": 844})])
def test_a_claimed_stone_leaves_its_owners_nearest_card_whole(server, new_context, boot, screenshot, name, viewport):
    """Defect 19: a claimed stone slid towards its owner over the owner's nearest card, hiding part of it (the
    Shield's value and glyph at its top). On a laptop and on a phone both claimed stones, A's and B's, stay clear of
    that card: no overlap."""
    page = boot(new_context(viewport=viewport, reduced_motion="reduce", has_touch=name == "phone").new_page(),
                server.url("/#/schotten/p/" + quote(CLAIMED, safe="")))
    open_position(page)
    screenshot(page, f"schotten-claimed-{name}", full_page=False)
    seen = page.evaluate(OVERLAP_JS)
    assert len(seen) == 2 and all(s["over"] <= 0 for s in seen), seen


def test_a_hinted_card_leaves_the_polish_hand_caption_whole_on_a_laptop(server, new_context, boot, screenshot):
    """1280x800, Polish (defect 19): the hint lifts a card of the hand in a ring and a glow; they stay below the
    caption ("▶ A: 7 kart na ręce (zwierzęta: 6, specjalne: 1)"), which they covered at its end, and the page still
    fits the window."""
    page = boot(new_context(viewport={"width": 1280, "height": 800}, reduced_motion="reduce").new_page(),
                server.url("/#/schotten/p/" + quote(CLAIMED, safe="")))
    open_position(page)
    switch_language(page, "pl")
    page.click("[data-action=hint]")
    page.wait_for_selector(".st-hand.mine .hand-card.hinted", timeout=60_000)
    settle(page)
    screenshot(page, "schotten-hint-caption-laptop-pl", full_page=False)
    seen = page.evaluate("""() => { const label = document.querySelector('.st-hand.mine .hand-label'), card = document.querySelector('.st-hand.mine .hand-card.hinted');
        const range = document.createRange(); range.selectNodeContents(label);
        const text = [...range.getClientRects()].filter(r => r.width > 1), box = card.getBoundingClientRect();
        const lifted = box.top - 3 - 3;    /* its ring (box-shadow 3px) and the glow's spread (3px) */
        return {text: text.map(r => [r.left, r.right, r.bottom]), card: [box.left, box.right, box.top], lifted}; }""")
    under = [r for r in seen["text"] if r[0] < seen["card"][1] and seen["card"][0] < r[1]]
    assert all(r[2] <= seen["lifted"] for r in under), seen
    sizes = page.evaluate("() => [document.scrollingElement.scrollHeight, innerHeight]")
    assert sizes[0] <= sizes[1], sizes
