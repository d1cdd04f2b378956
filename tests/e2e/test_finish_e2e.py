"""Issue 10's "finished game site" features that had no browser test: the variant named on the play screen
and in the saved-games list, the long duel's "Next game" only between games, the Hive rules' bug legend,
a Mosquito's throw named as such, a pasted GameString asking whom to play, and a Hive drag by touch."""
from __future__ import annotations

import json
import random
import re
from typing import Any

import pytest

from stolik import games
from stolik.core.record import Record
from stolik.web import storage

from play_page import PLAY, moves, position, settle
from test_drag_e2e import CENTRE, INSIDE, MOVABLE, TARGET
from test_hive_e2e import CLIMB, MIDDLE, link
from test_layout_e2e import switch_language
from test_shell_e2e import finished_schotten_record

pytestmark = pytest.mark.e2e


def saved_entry(ident: str, key: str, options: dict[str, Any], moves: tuple[str, ...] = ()) -> tuple[str, str]:
    """A hot-seat game of ``key`` with ``options`` as the app saves one: (storage key, entry)."""
    engine = games.engine(key)
    record = Record(key, engine.GAME.rules_version, engine.GAME.checked_options(options), 5, moves)
    saved = storage.SavedGame(ident, record, storage.Players("friend"), 1, 1)
    return storage.GAME_PREFIX + ident, json.dumps(saved.to_json())


def store(page: Any, entries: list[tuple[str, str]]) -> None:
    page.evaluate("(entries) => { for (const [name, entry] of entries) localStorage.setItem(name, entry); }", entries)


def go_home(page: Any, server: Any) -> None:
    page.goto(server.url("/#/"))
    page.wait_for_selector(".saved-list")


# ----- 1. the variant on the play screen and in the saved-games list ---------------------------------------
# Each game started with options, and how both screens name them (the plain Hive game names nothing).
VARIANTS = {
    "v-schotten": ("schotten", {"tactics": True, "expert": True},
                   {"en": "special units · expert variant",
                    "pl": "Jednostki Specjalne · Spiesz się powoli (dla wymagających)"}),
    "v-duel": ("schotten", {"duel_games": 3}, {"en": "long duel of 3 games", "pl": "Długi pojedynek: 3 partie"}),
    "v-hive": ("hive", {"mosquito": True, "ladybug": True, "pillbug": True, "tournament": True},
               {"en": "expansions: Mosquito, Ladybug, Pillbug · tournament opening",
                "pl": "dodatki: Komar, Biedronka, Stonoga · otwarcie turniejowe"}),
    "v-kosci": ("kosci", {"turn_cap": 100}, {"en": "turn limit 100", "pl": "limit tur 100"}),
    "v-plain": ("hive", {}, {"en": "", "pl": ""}),
}


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_variant_is_named_in_the_saved_games_list_and_on_the_play_screen(server, new_context, boot, lang):
    page = boot(new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 800}).new_page(), server.url("/"))
    switch_language(page, lang)
    store(page, [saved_entry(ident, key, options) for ident, (key, options, _) in VARIANTS.items()])
    go_home(page, server)
    for ident, (key, _options, named) in VARIANTS.items():
        row = page.locator(f".saved[data-id={ident}]")
        variant = row.locator(".saved-variant")
        if named[lang]:
            assert variant.is_visible() and variant.inner_text() == named[lang], ident
        else:
            assert variant.count() == 0, f"{ident}: the plain game names no variant"
    for ident, (key, _options, named) in VARIANTS.items():
        page.click(f".saved[data-id={ident}] [data-action=resume]")
        page.wait_for_selector(f"{PLAY}[data-game={key}]")
        variant = page.locator(".play-head .variant")
        if named[lang]:
            assert variant.is_visible() and variant.inner_text() == named[lang], ident
        else:
            assert variant.count() == 0, f"{ident}: the plain game names no variant"
        go_home(page, server)


# ----- 2. the long duel: "Next game of the match" only between games ----------------------------------------
def finished(record_json: dict[str, Any]) -> dict[str, Any]:
    """The record played to its end from its own seed and options, with seeded random moves (real rules)."""
    record = Record.from_json(record_json)
    engine = games.engine(record.game)
    state, rng, played = engine.new_game(record.options, record.seed), random.Random(7), []
    while state.result() is None:
        move = rng.choice(sorted(state.legal_moves()))
        played.append(move)
        state = state.play(move)
    return {**record_json, "moves": played}


DUEL1 = {"format": 1, "id": "duel1", "players": {"mode": "friend", "computer": 1, "level": "normal"},
         "created": 1, "updated": 1, "origin": "new"}


def second_game_of_a_duel(page: Any, server: Any, boot: Any) -> str:
    """A 2-game long duel between friends: game 1 finished, "Next game" checked to be its only follow-up and
    clicked; returns the second game's id (its first position on the screen)."""
    entry = {**DUEL1, "record": finished_schotten_record({"duel_games": 2})}
    boot(page, server.url("/"))
    store(page, [("stolik/v1/game/duel1", json.dumps(entry))])
    page.goto(server.url("/#/play/duel1"))
    page.wait_for_selector(f"{PLAY}[data-state=over]")
    assert page.locator(".after-game [data-action=next-game]").is_visible()
    assert page.locator(".after-game [data-action=rematch]").count() == 0
    assert page.locator(".after-game [data-action=new]").count() == 0
    page.click("[data-action=next-game]")
    page.wait_for_selector(f"{PLAY}[data-moves='0']")
    ident = page.url.split("#/play/")[1]
    assert ident != "duel1"
    return ident


def test_after_the_last_game_of_a_long_duel_rematch_and_new_game_replace_next_game(server, page, boot):
    """A 2-game long duel: after game 1 only "Next game"; after game 2 (the last) "Next game" is gone and
    "Rematch" and "New game" show, with the match's end, in both languages."""
    ident = second_game_of_a_duel(page, server, boot)
    name = storage.GAME_PREFIX + ident
    second = json.loads(page.evaluate("(name) => localStorage.getItem(name)", name))
    assert len(second["match"]) == 1
    second["record"] = finished(second["record"])            # the last game of the match, played to its end
    store(page, [(name, json.dumps(second))])
    go_home(page, server)
    page.goto(server.url(f"/#/play/{ident}"))
    page.wait_for_selector(f"{PLAY}[data-state=over]")
    status = page.inner_text(".status")
    assert "after 2 games" in status and re.search(r"wins the long duel|ends level", status), status
    assert page.locator("[data-action=next-game]").count() == 0
    assert page.locator(".after-game [data-action=rematch]").is_visible()
    assert page.locator(".after-game [data-action=new][data-game=schotten]").is_visible()
    switch_language(page, "pl")
    assert page.locator("[data-action=next-game]").count() == 0 and "Następna partia meczu" not in page.inner_text(".status")
    assert page.locator(".after-game [data-action=rematch]").inner_text() == "Rewanż"


# ----- 3. the Hive rules' legend of the bug icons ------------------------------------------------------------
BUGS = {"en": {"Q": "Queen Bee", "S": "Spider", "B": "Beetle", "G": "Grasshopper", "A": "Soldier Ant",
               "M": "Mosquito", "L": "Ladybug", "P": "Pillbug"},
        "pl": {"Q": "Królowa Pszczół", "S": "Pająk", "B": "Żuk", "G": "Konik Polny", "A": "Mrówka Robotnica",
               "M": "Komar", "L": "Biedronka", "P": "Stonoga"}}
# Each legend item: its visible text, the bug its icon draws (the symbol it uses), whether that symbol is
# on the page with a drawing in it, and the icon's size on screen.
LEGEND_JS = """() => [...document.querySelectorAll('.hive-legend li')].map(li => {
  const svg = li.querySelector('svg'), use = svg && svg.querySelector('use.bug');
  const href = use ? use.getAttribute('href') : '';
  const symbol = href ? document.querySelector(href) : null;
  const box = svg ? svg.getBoundingClientRect() : { width: 0, height: 0 };
  const drawn = use ? use.getBBox() : { width: 0 };
  return { text: li.querySelector('span').innerText.trim(), bug: href.replace('#hive-bug-', ''), symbol: !!symbol && symbol.children.length > 0,
           width: box.width, height: box.height, drawn: drawn.width,
           shown: svg ? svg.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true }) : false };
})"""


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_hive_rules_show_each_bug_icon_with_its_name(server, page, boot, lang):
    boot(page, server.url("/"))
    switch_language(page, lang)
    page.goto(server.url("/#/rules/hive"))
    page.wait_for_selector(".hive-legend li")
    page.locator(".hive-legend").scroll_into_view_if_needed()
    items = page.evaluate(LEGEND_JS)
    assert sorted(item["bug"] for item in items) == sorted(BUGS[lang])
    for item in items:
        bug = item["bug"]
        assert re.fullmatch(rf"{re.escape(BUGS[lang][bug])}\s+{bug}", item["text"]), item    # the icon's own bug named
        assert item["symbol"] and item["drawn"] > 0 and item["shown"], item                 # the icon is drawn
        assert item["width"] >= 24 and item["height"] >= 24, item


# ----- 4. a Mosquito acting as a Pillbug named as such -------------------------------------------------------
# White to move; White's Mosquito (0,0) touches Black's Pillbug (0,-1) and may throw it as a Pillbug would
# (tests/web/test_hive_web.py test_a_mosquito_beside_a_pillbug_throws_too).
MOSQUITO = "Base+MLP;InProgress;White[5];wM;bP \\wM;wG1 wM-;bQ \\bP;wS1 wG1/;bQ -wS1;wQ /wM;bS1 \\bQ"
MOSQUITO_THROW = {"en": "White's Mosquito, as a Pillbug, throws Black's Pillbug",
                  "pl": "Komar Białych jako Stonoga przerzuca Stonogę Czarnych"}


def play_with_a_friend(page: Any) -> None:
    """Answer a link's "whom to play" with a friend on this device."""
    page.wait_for_selector("form.link-choice")
    page.check("form.link-choice input[name=opponent][value=friend]")
    page.click("form.link-choice button[type=submit]")
    page.wait_for_selector("form.link-choice", state="detached")
    settle(page)


def test_a_mosquito_throwing_as_a_pillbug_is_named_so(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 860}).new_page(),
                server.url(link(MOSQUITO)))
    switch_language(page, "en")
    play_with_a_friend(page)
    page.click("svg.hive-board .cell[data-piece=bP]")
    throws = page.locator("svg.hive-board .dest.throw")
    assert sorted(throws.evaluate_all("els => els.map(e => e.dataset.move)")) == ["bP -wM", "bP wM\\"]
    page.click("svg.hive-board .dest.throw[data-move='bP -wM']")
    page.wait_for_selector(f"{PLAY}[data-moves='1']")
    settle(page)
    assert position(page).endswith(";bP -wM")
    assert MOSQUITO_THROW["en"] + "." in page.inner_text(".status")
    assert MOSQUITO_THROW["en"] in page.inner_text("#move-list")
    switch_language(page, "pl")
    assert MOSQUITO_THROW["pl"] in page.inner_text("#move-list")


# ----- 5. a pasted GameString opens in review and asks whom to play ------------------------------------------
def test_a_pasted_gamestring_asks_whom_to_play_and_the_computer_takes_its_side(server, new_context, boot):
    page = boot(new_context(reduced_motion="reduce", viewport={"width": 1280, "height": 860}).new_page(), server.url("/"))
    switch_language(page, "en")
    page.goto(server.url("/#/tool/hive/position"))
    page.fill("#hive-paste", CLIMB)                          # White to move
    page.click("[data-action=check]")
    page.wait_for_selector(".hive-tool svg.hive-board")
    page.click("[data-role=open-position]")
    page.wait_for_selector("form.link-choice")
    page.wait_for_selector("#review section.review")          # opened in review, and still to be played on
    form = page.locator("form.link-choice")
    assert form.is_visible() and "How do you want to play this game?" in form.inner_text()
    friend = form.locator("input[name=opponent][value=friend]")
    assert friend.is_checked()                               # a friend here, as it starts, until answered
    assert not form.locator("select[name=level]").is_visible()
    form.locator("input[name=opponent][value=computer]").check()
    assert form.locator("select[name=level]").is_visible() and form.locator("input[name=side][value='1']").is_visible()
    page.select_option("form.link-choice select[name=level]", "easy")
    page.check("form.link-choice input[name=side][value='1']")
    page.click("form.link-choice button[type=submit]")
    played = len(CLIMB.split(";")) - 3                      # the game opens with its moves (a record link)
    page.wait_for_selector(f"{PLAY}[data-moves='{played + 1}']", timeout=60_000)   # the computer, White, moved next
    settle(page)
    assert page.locator("form.link-choice").count() == 0
    assert re.search(r"Black \(you\)", page.inner_text(".players")), page.inner_text(".players")
    page.reload()
    settle(page)
    assert re.search(r"White \(computer, easy\)", page.inner_text(".players")), page.inner_text(".players")


# ----- 6. drag and drop by touch -------------------------------------------------------------------------------
PHONE = {"width": 390, "height": 844}
# A piece on the board in view that a rack piece can never be dropped on (a placement goes to an empty cell).
OCCUPIED = f"""() => {{ {INSIDE} return [...document.querySelectorAll('svg.hive-board .cell[data-piece]')]
    .filter(c => !c.matches('[data-drop]')).map(inside).find(Boolean) || null; }}"""


def touch_drag(page: Any, cdp: Any, start: tuple[float, float], end: tuple[float, float], steps: int = 12) -> bool:
    """Press a finger at ``start``, slide it to ``end`` and lift it (CDP touch events, as a phone sends);
    returns whether a piece was being carried just before the finger lifted."""
    (sx, sy), (ex, ey) = start, end
    cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": sx, "y": sy}]})
    for step in range(1, steps + 1):
        x, y = sx + (ex - sx) * step / steps, sy + (ey - sy) * step / steps
        cdp.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
    carried = page.locator(".carried").count() == 1
    cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    return carried


def test_a_rack_piece_dragged_by_touch_plays_and_a_wrong_drop_snaps_back(server, new_context, boot, screenshot):
    context = new_context(viewport=PHONE, has_touch=True, is_mobile=True, reduced_motion="reduce")
    page = boot(context.new_page(), server.url(link(MIDDLE)))
    play_with_a_friend(page)
    page.locator(".hive-rack.active").scroll_into_view_if_needed()
    handle = page.evaluate(MOVABLE, ".hive-rack .grip[data-drag]")
    assert handle is not None and handle.startswith("take:"), handle
    grip = page.locator(f".hive-rack [data-drag][data-select='{handle}']")
    start = grip.evaluate(CENTRE)
    cdp = page.context.new_cdp_session(page)

    wrong = page.evaluate(OCCUPIED)
    assert wrong is not None, "no piece of the hive in view to drop on"
    assert touch_drag(page, cdp, start, wrong), "the finger did not carry the piece"
    page.wait_for_selector(".carried", state="detached")
    settle(page)
    assert moves(page) == "0" and position(page) == MIDDLE                     # no move
    assert grip.evaluate("e => e.style.transform") == ""                         # back in the rack
    assert max(abs(a - b) for a, b in zip(grip.evaluate(CENTRE), start)) < 1

    target = page.evaluate(TARGET, handle)
    assert target is not None, f"no lit cell for {handle} in view"
    assert touch_drag(page, cdp, start, target), "the finger did not carry the piece"
    page.wait_for_selector(f"{PLAY}[data-moves='1']")
    settle(page)
    played = position(page).rsplit(";", 1)[1]
    assert played.startswith("w" + handle.split(":")[1]), played                # the dragged bug was placed
    screenshot(page, "finish-touch-drag-phone", full_page=False)


def test_no_next_game_while_a_later_game_of_the_long_duel_is_played(server, page, boot):
    """Game 2 of a 2-game long duel, just started: nothing follows a game not over, so no "Next game"."""
    second_game_of_a_duel(page, server, boot)
    assert page.get_attribute(PLAY, "data-state") == "human"
    assert page.locator("[data-action=next-game]").count() == 0, page.locator(".after-game").all_inner_texts()
    assert page.locator(".after-game").count() == 0
