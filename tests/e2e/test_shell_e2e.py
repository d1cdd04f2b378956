"""The shell's own browser behaviour that no single game owns: pan and zoom of zoomable boards."""
from __future__ import annotations

import pytest

from stolik.games import ENGINES

pytestmark = pytest.mark.e2e

INJECT = """() => {
  const box = document.createElement('div');
  box.className = 'board-wrap';
  box.style.width = '400px';
  box.innerHTML = '<svg data-zoomable viewBox="0 0 400 400" width="400" height="400">'
    + '<rect id="piece" data-select="p" x="150" y="150" width="100" height="100" fill="red"/></svg>';
  document.body.prepend(box);
}"""
VIEWBOX = "() => document.querySelector('svg[data-zoomable]').getAttribute('viewBox')"


def test_wheel_zooms_and_drag_pans_a_zoomable_board(server, page, boot):
    boot(page, server.url("/"))
    page.evaluate(INJECT)
    svg = page.locator("svg[data-zoomable]").bounding_box()
    cx, cy = svg["x"] + 200, svg["y"] + 200
    page.mouse.move(cx, cy)
    page.mouse.wheel(0, -300)                       # wheel up: zoom in around the pointer
    page.wait_for_function(f"() => ({VIEWBOX})() !== '0 0 400 400'")
    x, y, w, h = map(float, page.evaluate(VIEWBOX).split())
    assert w < 400 and abs((x + w / 2) - 200) < 1 and abs((y + h / 2) - 200) < 1
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx + 40, cy, steps=5)
    page.mouse.up()
    x2, y2, w2, _ = map(float, page.evaluate(VIEWBOX).split())
    assert w2 == w and x2 < x and y2 == y            # dragged right: the view moved left


def finished_schotten_record(options: dict) -> dict:
    """A whole Schotten game played to its end under CPython with the real engine (first legal moves)."""
    from stolik.core.record import Record
    from stolik.core.rng import Rng
    from stolik.schotten import GAME, new_game
    state, moves, rng = new_game(options, 11), [], Rng(11)
    while state.result() is None:
        move = rng.choice(state.legal_moves())
        moves.append(move)
        state = state.play(move)
    return Record("schotten", GAME.rules_version, GAME.checked_options(options), 11, tuple(moves)).to_json()


def test_long_duel_chains_the_next_game_with_the_running_score(server, page, boot):
    """A finished first game of a 2-game long duel offers the next game; that one carries the score."""
    import json
    record = finished_schotten_record({"duel_games": 2})
    entry = {"format": 1, "id": "duel1", "record": record, "players": {"mode": "friend", "computer": 1, "level": "normal"},
             "created": 1, "updated": 1, "origin": "new"}
    boot(page, server.url("/"))
    page.evaluate("(e) => localStorage.setItem('stolik/v1/game/duel1', e)", json.dumps(entry))
    page.goto(server.url("/#/play/duel1"))
    page.wait_for_selector("section.play[data-state=over]")
    assert "Long duel" in page.inner_text(".status") or "Długi pojedynek" in page.inner_text(".status")
    page.click("[data-action=next-game]")
    page.wait_for_selector("section.play[data-moves='0']")
    assert page.url.split("#/play/")[1] != "duel1"
    stored = page.evaluate("() => Object.keys(localStorage).filter(k => k.startsWith('stolik/v1/game/')).length")
    assert stored == 2, "the finished game is kept, the next one is a new saved game"
    status = page.inner_text(".status")
    assert "after 1 game " in status or "po 1 partii " in status     # the singular, as issue 10 asks


def test_every_rules_page_opens_in_both_languages_with_its_examples(server, page, boot, axe, describe_violations,
                                                                     console_errors, screenshot):
    """Issue 10: each game's key rules illustrated by its own renderer: pictures to look at, not controls."""
    boot(page, server.url("/"))
    for lang in ("first", "second"):
        for game in ENGINES:
            page.goto(server.url(f"/#/rules/{game}"))
            page.wait_for_selector("article.rules li")
            figures = page.locator(".rules-examples figure")
            assert figures.count() >= 1 and page.locator(".rules-examples figure svg").count() >= 1, game
            assert all(text.strip() for text in page.locator(".rules-examples figcaption").all_inner_texts()), game
            assert page.locator(".rules-examples :is([data-move], [data-select], [tabindex], button)").count() == 0, game
            violations = axe(page)
            assert violations == [], describe_violations(violations)
        screenshot(page, f"rules-hive-{lang}")
        page.click("#lang-button")
    assert console_errors == []
