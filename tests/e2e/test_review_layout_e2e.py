"""A review beside the board on a laptop (issue 32): the board, the graph and the chosen mistake's text are all
in the window at once, and going to a mistake (in the list or on the graph) never scrolls the board away."""

from __future__ import annotations

import pytest

from test_review_e2e import REVIEW_TIMEOUT, _open, _saved

BOARD = {"gore": "#board-wrap", "hive": "#board-wrap", "kosci": ".kb", "schotten": "#board-wrap"}
# a laptop's window; Goré's at 1024x768, where its review went under the board, below the fold, until the
# board gave the review its right column from 900 px wide, as from 1088 before
WINDOW = {"gore": {"width": 1024, "height": 768}}

# every box inside the window, and the review's parts inside the review's own box (not scrolled out of it)
IN_VIEW = """([board, parts]) => {
  const box = s => document.querySelector(s)?.getBoundingClientRect();
  const inside = (r, o) => r && r.height > 0 && r.top >= o.top - 1 && r.bottom <= o.bottom + 1 && r.left >= o.left - 1 && r.right <= o.right + 1;
  const win = {top: 0, left: 0, bottom: innerHeight, right: innerWidth}, review = box('#review');
  const bad = [board, '#review', ...parts].filter(s => !inside(box(s), win));
  return bad.concat(parts.filter(s => !inside(box(s), review)).map(s => s + ' (in #review)'));
}"""


def _look(page, game: str) -> list[str]:
    page.wait_for_selector("html[data-idle]")
    parts = [".review-graph"] + ([".review-better"] if page.locator(".review-better").count() else [])
    return page.evaluate(IN_VIEW, [BOARD[game], parts])


@pytest.mark.parametrize("game", ["gore", "hive", "kosci", "schotten"])
def test_the_board_the_graph_and_the_mistake_stay_in_view(game, server, new_context, boot, console_errors):
    saved = _saved(game, 14, 11, resign=True, ident="lay" + game)
    page = new_context(viewport=WINDOW.get(game, {"width": 1280, "height": 800}), reduced_motion="reduce").new_page()
    _open(page, server, boot, saved)
    page.click(".after-game [data-action=review]")
    page.wait_for_selector(".review:not(:has([data-action=review-stop]))", timeout=REVIEW_TIMEOUT)
    mistakes = page.locator(".review-mistakes button")
    texts = mistakes.all_inner_texts()
    assert texts
    # the list's last mistake with a better move (the furthest down the list, so the likeliest to scroll)
    at = max((i for i, text in enumerate(texts) if "better was" in text), default=len(texts) - 1)
    mistakes.nth(at).click()
    assert _look(page, game) == []
    page.locator(".review-point").first.click()
    assert _look(page, game) == []
    assert not console_errors
