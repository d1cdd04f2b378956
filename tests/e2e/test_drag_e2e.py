"""A carried piece stays under the pointer on a zoomed board, at a desktop's size and a phone's: the
piece's shift is worked out in the board's own units (board_input.local_shift), so a board drawn at
2.25 px to its unit no longer carries the piece 2.25 times as far as the pointer went."""
from __future__ import annotations

from typing import Any

import pytest

from play_page import PLAY, moves, settle
from test_hive_e2e import MIDDLE, link

pytestmark = pytest.mark.e2e

CENTRE = "e => { const r = e.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; }"
# Helpers of the two look-ups below: an element's centre if it shows inside the board and the window, and
# the first drop target for a handle that does (``target``, also TARGET).
INSIDE = """const svg = document.querySelector('svg.hive-board').getBoundingClientRect();
    const inside = e => { const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
        return x > svg.left + 20 && x < svg.right - 20 && y > svg.top + 20 && y < Math.min(svg.bottom, innerHeight) - 20 ? [x, y] : null; };
    const target = handle => [...document.querySelectorAll(`svg.hive-board [data-drop][data-for~="${handle}"]`)].map(inside).find(Boolean) || null;"""
TARGET = f"handle => {{ {INSIDE} return target(handle); }}"
# The first of the pieces ``grips`` with a lit cell in view to carry it to (on the board: shown whole).
MOVABLE = f"""grips => {{ {INSIDE} const grip = [...document.querySelectorAll(grips)]
    .find(g => (g.closest('.hive-rack') || inside(g)) && target(g.dataset.select)); return grip ? grip.dataset.select : null; }}"""


def carry(page: Any, handle: str) -> float:
    """Press a little off the centre of ``handle``, carry it onto a lit cell, and let go there; returns
    how far (in px) the piece's centre drifted from where it sat under the pointer at the press."""
    grip = page.locator(f"[data-drag][data-select='{handle}']")
    sx, sy = grip.evaluate(CENTRE)
    px, py = sx + 4, sy + 3
    window = page.viewport_size
    assert 0 < px < window["width"] and 0 < py < window["height"], f"{handle} lies outside the window, at {px}, {py}"
    target = page.evaluate(TARGET, handle)
    assert target is not None, f"no lit cell for {handle} in view"
    tx, ty = target
    before = moves(page)
    page.mouse.move(px, py)
    page.mouse.down()
    page.mouse.move(tx, ty, steps=12)
    assert page.locator(f".carried[data-select='{handle}']").count() == 1
    cx, cy = grip.evaluate(CENTRE)
    page.mouse.up()
    page.wait_for_selector(f"{PLAY}:not([data-moves='{before}'])")
    settle(page)
    return abs((cx - tx) - (sx - px)) + abs((cy - ty) - (sy - py))


@pytest.mark.parametrize("grips", [".hive-rack .grip[data-drag]", "svg.hive-board .grip[data-drag]"], ids=["rack", "board"])
@pytest.mark.parametrize("size", [(1280, 800), (390, 844)], ids=["desktop", "phone"])
def test_a_carried_piece_stays_under_the_pointer_on_a_zoomed_board(server, new_context, boot, size, grips):
    page = new_context(viewport={"width": size[0], "height": size[1]}, reduced_motion="reduce").new_page()
    boot(page, server.url(link(MIDDLE)))
    if page.locator("form.link-choice").count():
        page.check("form.link-choice input[name=opponent][value=friend]")
        page.click("form.link-choice button[type=submit]")
    settle(page)
    width = page.locator("svg.hive-board").evaluate("e => e.viewBox.baseVal.width")
    page.click("[data-action=hive-zoom][data-value^='in']")
    page.wait_for_function("w => document.querySelector('svg.hive-board').viewBox.baseVal.width < w", arg=width)
    # the window's end at the mover's rack (below the board) or at the board's, as a player scrolls to see both:
    # a phone's mover's rack lies just below 844 px once the variant's name takes a line in the head
    page.evaluate("g => (document.querySelector(g).closest('.hive-rack') || document.querySelector('svg.hive-board'))"
                  ".scrollIntoView({block: 'end'})", grips)
    handle = page.evaluate(MOVABLE, grips)
    assert carry(page, handle) < 2, f"{handle} drifted from the pointer"
    assert moves(page) == "1"
