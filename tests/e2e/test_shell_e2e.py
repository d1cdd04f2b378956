"""The shell's own browser behaviour that no single game owns: pan and zoom of zoomable boards."""
from __future__ import annotations

import pytest

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
