"""Play a friend on another device, move by move, through links (issue 9), in the real browser.

Two browser contexts are two devices: each has its own storage. A device plays its moves, copies
the move link from the panel ("Send this link to …") and the other device opens it.
"""
from __future__ import annotations

import json
import re
from typing import Any

import pytest

from play_page import PLAY, resume
from qr_reading import read_png

pytestmark = pytest.mark.e2e

PHONE = {"width": 390, "height": 844}
DESKTOP = {"width": 1280, "height": 900}
AT_REST = f"{PLAY}[data-state=human], {PLAY}[data-state=waiting], {PLAY}[data-state=over]"


def device(new_context: Any, boot: Any, server: Any, viewport: dict[str, int] = DESKTOP) -> Any:
    page = new_context(reduced_motion="reduce", viewport=viewport).new_page()
    return boot(page, server.url("/"))


def state(page: Any) -> str:
    page.wait_for_selector(AT_REST, timeout=60_000)
    return page.get_attribute(PLAY, "data-state")


def moves(page: Any) -> int:
    return int(page.get_attribute(PLAY, "data-moves"))


def new_link_game(page: Any, game: str, *, side: str = "0", first: str | None = "0", me: str = "", friend: str = "") -> None:
    page.click(f"[data-action=new][data-game={game}]")
    page.check("input[name=opponent][value=link]")
    page.check(f"input[name=side][value='{side}']")
    if first is not None:
        page.check(f"input[name=first][value='{first}']")
    page.fill("input[name=my-name]", me)
    page.fill("input[name=friend-name]", friend)
    page.click("button[data-action=start]")
    page.wait_for_selector(PLAY)


def click_move(page: Any, selector: str) -> None:
    """Click a move and wait until it is played and the screen is at rest again."""
    before = moves(page)
    page.locator(selector).first.click()
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])", timeout=30_000)
    state(page)


def send(page: Any) -> str:
    """Copy the move link from the panel (the move can no longer be taken back) and return it."""
    page.wait_for_selector("[data-role=link-panel] [data-role=move-link]")
    link = page.input_value("[data-role=move-link]")
    page.click("[data-action=link-copy]")
    page.wait_for_selector("[data-role=link-panel][data-sent]")
    return link


def receive(page: Any, link: str) -> str:
    page.goto(link)
    page.wait_for_function("() => !location.hash.includes('/m/')")
    return state(page)


GORE_MOVE = "svg.gore .hole.legal, #panel [data-move]:not([disabled])"


def play_turn(page: Any, selector: str, limit: int = 30) -> str:
    """Play moves on this device until the friend is to move or the game is over."""
    for _ in range(limit):
        now = state(page)
        if now != "human":
            return now
        click_move(page, selector)
    raise AssertionError("the turn did not end")


def test_a_gore_game_by_links_is_started_sent_and_received(server, new_context, boot, screenshot, axe, describe_violations,
                                                            console_errors):
    """Anna (South, desktop) starts a Goré game by link with Olek (North, phone), takes a move back before it
    is sent, sends the next, and Olek's device opens it and takes his name."""
    anna = device(new_context, boot, server)
    olek = device(new_context, boot, server, PHONE)
    new_link_game(anna, "gore", side="0", first="0", me="Anna", friend="<b>Olek</b>")
    assert "Anna (South, you)" in anna.inner_text(".players") and "<b>Olek</b> (North)" in anna.inner_text(".players")
    assert anna.locator(".players b").count() == 0                       # a name is text, never markup
    click_move(anna, GORE_MOVE)
    assert state(anna) == "waiting"
    assert anna.locator("svg.gore .hole.legal").count() == 0            # no board input until the friend's move
    # Before the link goes out the move can be taken back; after "Copy" it cannot, and the game says it was sent.
    assert anna.is_enabled("[data-action=undo]")
    anna.click("[data-action=undo]")
    anna.wait_for_selector(f"{PLAY}[data-moves='0'][data-state=human]")
    click_move(anna, GORE_MOVE)
    assert re.search(r"Send this link to <b>Olek</b> \(North\)", anna.inner_text("[data-role=link-panel] h3"))
    assert anna.title().startswith("Goré") and not anna.title().startswith("(Your move)")
    link = send(anna)
    anna.wait_for_selector("[data-role=link-panel] svg.qr")           # sent: its QR code shows at once
    assert re.fullmatch(r"http://[^#]+#/gore/m/m2[A-Za-z0-9_-]+", link)
    assert anna.is_disabled("[data-action=undo]")
    assert "Your move was sent" in anna.inner_text(".status")
    violations = axe(anna)
    assert violations == [], describe_violations(violations)
    screenshot(anna, "link-gore-sent-desktop")

    assert receive(olek, link) == "human"
    assert olek.title().startswith("(Your move)")
    assert "Anna (South)" in olek.inner_text(".players") and "you" in olek.inner_text(".players")
    assert olek.locator(".moves li").count() == 2                        # start + Anna's move
    olek.fill("[data-action=link-name]", "Olek")
    olek.dispatch_event("[data-action=link-name]", "change")
    olek.wait_for_function("() => document.querySelector('.players').textContent.includes('Olek (North, you)')")
    olek.wait_for_function("() => document.querySelector('.status').textContent.includes('Your move (Olek (North))')")
    assert olek.evaluate("document.documentElement.scrollWidth") <= PHONE["width"]
    screenshot(olek, "link-gore-received-phone")
    assert console_errors == []


def gore_by_link_before_its_end(left: int) -> tuple[tuple[str, ...], Any]:
    """A Goré game whose moves are each the first legal one (South first, seed 7: 97 moves, its last ones a
    hole each, North and South in turn), cut ``left`` moves before its end: (the moves left, a function of
    the side a device plays giving that device's saved entry, every move so far sent)."""
    from stolik.core.record import Record
    from stolik.gore import GAME, new_game
    from stolik.web import storage

    options = GAME.checked_options({"first": "S"})
    state, played = new_game(options, 7), []
    while state.result() is None:
        played.append(state.legal_moves()[0])
        state = state.play(played[-1])
    record = Record("gore", GAME.rules_version, options, 7, tuple(played[:-left]))

    def entry(side: int) -> tuple[str, str, str]:
        players = storage.Players("link", side=side, names=("Anna", "Olek"), sent=len(record.moves))
        saved = storage.SavedGame("ending", record, players, origin="link")
        return storage.GAME_PREFIX + saved.id, json.dumps(saved.to_json()), saved.id

    return tuple(played[-left:]), entry


def test_the_last_moves_of_a_gore_game_by_links_end_it_on_both_devices(server, new_context, boot, screenshot, console_errors):
    """Anna (South, desktop) and Olek (North, phone) play the last six moves of their Goré game by passing links
    back and forth (a whole game's links: tests/web/test_correspondence.py; Goré's whole game in the browser:
    test_gore_e2e's against the computer); the last move's link ends it on both devices."""
    left, entry = gore_by_link_before_its_end(6)
    devices = (device(new_context, boot, server), device(new_context, boot, server, PHONE))
    for side, page in enumerate(devices):
        resume(page, entry(side))
    for number, move in enumerate(left, start=1):
        [mover] = [page for page in devices if state(page) == "human"]
        click_move(mover, f"svg.gore [data-move={move}]")
        if number < len(left):
            assert state(mover) == "waiting"
            assert receive(devices[1 - devices.index(mover)], send(mover)) == "human", move
    assert state(mover) == "over"
    assert receive(devices[1 - devices.index(mover)], send(mover)) == "over"     # the last move goes out too
    for page in devices:
        assert re.search(r"Game over|Koniec gry", page.inner_text(".status"))
    assert devices[0].get_attribute(PLAY, "data-position") == devices[1].get_attribute(PLAY, "data-position")
    screenshot(devices[1], "link-gore-over-phone")
    assert console_errors == []


def test_an_old_and_a_diverged_link_each_say_so_and_lose_nothing(server, new_context, boot):
    """An older link and one that parts from my game explain where; my game stays; its version can be kept apart."""
    anna = device(new_context, boot, server)
    olek = device(new_context, boot, server)
    new_link_game(anna, "gore", side="0", first="0", me="Anna", friend="Olek")
    click_move(anna, "[data-move=S2]")
    first = send(anna)
    receive(olek, first)
    click_move(olek, "[data-move=N1]")
    second = send(olek)
    receive(anna, second)
    assert moves(anna) == 2 and anna.locator("[data-role=link-conflict]").count() == 0
    click_move(anna, GORE_MOVE)
    third = send(anna)
    mine = anna.get_attribute(PLAY, "data-position")

    # An old link (Anna's first) opened on Anna's device: nothing changes, the message names the move.
    receive(anna, first)
    conflict = anna.inner_text("[data-role=link-conflict]")
    assert "older" in conflict and "move 2" in conflict
    assert moves(anna) == 3 and anna.get_attribute(PLAY, "data-position") == mine

    # Olek takes back nothing but plays another answer on a second device of his: a diverged link.
    other = device(new_context, boot, server)
    receive(other, first)
    click_move(other, "svg.gore .hole.legal:not([data-move=N1])")
    diverged = send(other)
    receive(anna, diverged)
    conflict = anna.inner_text("[data-role=link-conflict]")
    assert "part at move 2" in conflict
    assert moves(anna) == 3 and anna.get_attribute(PLAY, "data-position") == mine
    anna.click("[data-action=link-keep]")
    anna.wait_for_selector(f"{PLAY}[data-moves='2']")
    assert "separate" in anna.inner_text(".status")
    anna.goto(anna.url.split("#")[0] + "#/")
    anna.wait_for_selector(".saved-list")
    assert anna.locator(".saved").count() == 2                           # mine and the kept copy, told apart
    assert "the link's version" in anna.inner_text(".saved-list")
    # Nothing new: the latest link again.
    receive(olek, third)
    receive(olek, third)
    assert "Nothing new" in olek.inner_text(".status")


@pytest.mark.parametrize("how", ["qr", "select", "copy-by-hand"])
def test_a_link_shown_selected_or_copied_by_hand_counts_as_sent(how, server, new_context, boot):
    """Take back ends once the move link may have left: its QR code shown, its text selected or copied."""
    anna = device(new_context, boot, server)
    new_link_game(anna, "gore", side="0", first="0", me="Anna", friend="Olek")
    click_move(anna, "[data-move=S2]")
    assert anna.is_enabled("[data-action=undo]") and anna.locator("[data-role=link-panel] svg.qr").count() == 0
    if how == "qr":
        anna.click("[data-action=link-qr]")
        anna.wait_for_selector("[data-role=link-panel] svg.qr")
    elif how == "select":
        anna.locator("[data-role=move-link]").select_text()
    else:
        anna.focus("[data-role=move-link]")
        anna.keyboard.press("Control+a")
        anna.keyboard.press("Control+c")
    anna.wait_for_selector("[data-role=link-panel][data-sent]")
    assert anna.is_disabled("[data-action=undo]") and "Your move was sent" in anna.inner_text(".status")


def test_a_newer_link_replacing_a_move_never_answered_asks_to_take_it(server, new_context, boot, screenshot):
    """Anna's S2 link reached Olek unnoticed (read off her screen); she took S2 back and sent S3. Olek never
    answered S2: he is asked whether to take S3, and taking it plays on from S3."""
    anna = device(new_context, boot, server)
    olek = device(new_context, boot, server)
    new_link_game(anna, "gore", side="0", first="0", me="Anna", friend="Olek")
    click_move(anna, "[data-move=S2]")
    unnoticed = anna.input_value("[data-role=move-link]")             # read, not copied: no event tells
    receive(olek, unnoticed)
    anna.click("[data-action=undo]")
    anna.wait_for_selector(f"{PLAY}[data-moves='0'][data-state=human]")
    click_move(anna, "[data-move=S3]")
    receive(olek, send(anna))
    conflict = olek.inner_text("[data-role=link-conflict]")
    assert "took back their move 1" in conflict and moves(olek) == 1
    screenshot(olek, "link-replaces-desktop")
    olek.click("[data-action=link-replace]")
    olek.wait_for_selector(f"{PLAY}[data-state=human]:not(:has([data-role=link-conflict]))")
    assert "new version" in olek.inner_text(".status") and "S3" in olek.inner_text(".moves")
    olek.goto(olek.url.split("#")[0] + "#/")
    olek.wait_for_selector(".saved-list")
    assert olek.locator(".saved").count() == 1


def test_a_link_playing_my_side_and_one_of_another_game_each_say_so_and_lose_nothing(server, new_context, boot):
    """Anna's second device answers for her: her first device refuses that move of her side. A link
    whose id belongs to a game saved here that is not this game by link changes nothing either."""
    anna = device(new_context, boot, server)
    olek = device(new_context, boot, server)
    new_link_game(anna, "gore", side="0", first="0", me="Anna", friend="Olek")
    click_move(anna, "[data-move=S2]")
    receive(olek, send(anna))
    click_move(olek, "[data-move=N1]")
    answer = send(olek)
    receive(anna, answer)
    mine = anna.get_attribute(PLAY, "data-position")

    tablet = device(new_context, boot, server)            # Anna's tablet opens Olek's answer and plays her side there
    assert receive(tablet, answer) == "human"
    click_move(tablet, GORE_MOVE)
    receive(anna, send(tablet))
    conflict = anna.inner_text("[data-role=link-conflict]")
    assert "plays your side from move 3" in conflict, conflict
    assert moves(anna) == 2 and anna.get_attribute(PLAY, "data-position") == mine

    # On Olek's device the game of that id becomes a game between friends there: the next link is not for it.
    olek.evaluate("""() => { for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('stolik/v1/game/')) continue;
        const entry = JSON.parse(localStorage.getItem(key));
        entry.players = {mode: 'friend', computer: 1, level: 'normal'};
        localStorage.setItem(key, JSON.stringify(entry)); } }""")
    click_move(anna, GORE_MOVE)
    receive(olek, send(anna))
    conflict = olek.inner_text("[data-role=link-conflict]")
    assert "id of another game" in conflict, conflict
    assert moves(olek) == 2


def test_saved_games_list_whose_turn_and_sorts_mine_first(server, new_context, boot):
    anna = device(new_context, boot, server)
    new_link_game(anna, "gore", side="0", first="1", me="Anna", friend="Olek")   # Olek starts: an invitation
    assert re.search(r"Send the invitation link to Olek", anna.inner_text("[data-role=link-panel] h3"))
    anna.goto(server.url("/") + "#/")
    new_link_game(anna, "gore", side="0", first="0", me="Anna", friend="Ola")
    anna.goto(server.url("/") + "#/")
    anna.wait_for_selector(".saved-list")
    rows = anna.locator(".saved")
    assert rows.nth(0).get_attribute("data-turn") == "mine" and "Your move" in rows.nth(0).inner_text()
    assert rows.nth(1).get_attribute("data-turn") == "theirs" and "Waiting for Olek (North)" in rows.nth(1).inner_text()
    assert anna.title().startswith("(Your move)")


def test_schotten_is_played_by_link_only_with_its_hands_kept_secret(server, new_context, boot):
    page = device(new_context, boot, server)
    page.click("[data-action=new][data-game=schotten]")
    assert page.locator("input[name=opponent][value=link]").count() == 0      # no record link: it would show the hands
    assert not page.locator(".dialog .secret-only").is_visible()
    page.check("input[name=opponent][value=secret]")
    assert "only its own hand" in page.inner_text(".dialog .secret-only")


def test_the_qr_code_decodes_to_the_link(server, new_context, boot):
    pytest.importorskip("zxingcpp")
    anna = device(new_context, boot, server)
    new_link_game(anna, "gore", side="0", first="0")
    click_move(anna, GORE_MOVE)
    anna.click("[data-action=link-qr]")
    anna.wait_for_selector("[data-role=link-panel] svg.qr")
    link = anna.input_value("[data-role=move-link]")
    assert read_png(anna.locator("[data-role=link-panel] svg.qr").screenshot()) == [link]


def test_a_hive_game_of_twenty_moves_by_links(server, new_context, boot, console_errors):
    white = device(new_context, boot, server)
    black = device(new_context, boot, server, PHONE)
    new_link_game(white, "hive", side="0", first=None, me="W", friend="B")
    devices, turn = (white, black), 0
    while moves(devices[turn]) < 22:
        page = devices[turn]
        if state(page) != "human":
            break
        passing = page.locator("#panel [data-move=pass]")
        if passing.count():
            click_move(page, "#panel [data-move=pass]")
        else:
            before = moves(page)
            page.locator("svg.hive-board .cell.movable, .hive-rack [data-select^='rack:']").first.click()
            page.locator("svg.hive-board .dest").first.click()
            page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
        if state(page) == "over":
            break
        link = send(page)
        turn = 1 - turn
        assert receive(devices[turn], link) in ("human", "over")
        assert devices[0].get_attribute(PLAY, "data-position") == devices[1].get_attribute(PLAY, "data-position")
    assert moves(devices[turn]) >= 20
    assert console_errors == []


def test_a_kosci_game_with_rolls_by_links(server, new_context, boot, console_errors):
    """Setups, rolls and moves by links; a tower's extra roll is played before the link goes out."""
    red = device(new_context, boot, server)
    blue = device(new_context, boot, server)
    new_link_game(red, "kosci", side="0", first=None, me="Red", friend="Blue")
    devices = (red, blue)
    turn, sends = 0, 0
    if state(red) == "waiting":                # the friend sets up first: send the invitation
        turn = 1
        receive(blue, send(red))
    while sends < 16:
        page = devices[turn]
        for _ in range(60):                # towers chain extra rolls without limit: 12 clicks was too few
            if state(page) != "human":
                break
            click_move(page, next(selector for selector in KOSCI_MOVES if page.locator(selector).count()))
        else:
            raise AssertionError("the turn did not end in 60 clicks")
        if state(page) == "over":
            break
        link = send(page)
        sends += 1
        turn = 1 - turn
        assert receive(devices[turn], link) in ("human", "over")
    assert moves(devices[turn]) > 8
    assert console_errors == []


KOSCI_MOVES = ("#panel [data-move='setup random']", "#panel [data-move=roll]", "#panel [data-move]:not([disabled])")


def kosci_before_a_tower() -> tuple[dict, str]:
    """A Mądre kości game by link (played under CPython with the real engine) where Red may build a
    tower: the record's JSON and that move, which the engine says earns another roll."""
    from stolik.core.record import Record
    from stolik.core.rng import Rng
    from stolik.kosci import GAME, new_game
    for seed in range(1, 60):
        state, rng, played = new_game(GAME.default_options(), seed), Rng(seed), []
        while state.result() is None and len(played) < 60:
            legal = state.legal_moves()
            towers = [m for m in legal if state.to_move == 0 and state.describe(m).detail.get("then") == "again"]
            if towers and len(played) > 3:
                record = Record("kosci", GAME.rules_version, GAME.default_options(), seed, tuple(played))
                return record.to_json(), towers[0]
            move = rng.choice(legal)
            played.append(move)
            state = state.play(move)
    raise AssertionError("no tower within the seeds tried")


def test_a_kosci_tower_and_its_extra_roll_travel_in_one_link(server, new_context, boot, console_errors):
    """Red builds a tower, rolls again and moves: one link carries all three, and Blue's device shows them."""
    import json
    from stolik.core.record import Record
    from stolik.web.storage import Players, SavedGame
    record, tower = kosci_before_a_tower()
    played = len(record["moves"])
    entry = SavedGame("tower1", Record.from_json(record), Players("link", side=0, names=("Red", "Blue"), sent=played), 1, 1, "link")
    red = device(new_context, boot, server)
    blue = device(new_context, boot, server)
    red.evaluate("(e) => localStorage.setItem('stolik/v1/game/tower1', e)", json.dumps(entry.to_json()))
    red.goto(server.url("/#/play/tower1"))
    assert state(red) == "human"
    click_move(red, f'#panel [data-move="{tower}"]')
    assert state(red) == "human", "a tower earns another roll: still Red's turn"
    assert moves(red) == played + 1
    play_turn(red, "#panel [data-move=roll], #panel [data-move]:not([disabled])")
    assert state(red) == "waiting" and moves(red) >= played + 3     # the tower, the extra roll, its move
    assert receive(blue, send(red)) in ("human", "over")
    assert moves(blue) == moves(red)
    assert blue.get_attribute(PLAY, "data-position") == red.get_attribute(PLAY, "data-position")
    assert console_errors == []
