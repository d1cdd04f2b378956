"""A review beside the board on a laptop (issue 32): the board, the graph and the chosen mistake's text are all
in the window at once, and going to a mistake (in the list or on the graph) never scrolls the board away."""

from __future__ import annotations

import pytest

from test_review_e2e import REVIEW_TIMEOUT, _open, _saved

BOARD = {"gore": "#board-wrap", "hive": "#board-wrap", "kosci": ".kb", "schotten": "#board-wrap"}
# a laptop's window; Goré's at 1024x768, where its review went under the board, below the fold, until the
# board gave the review its right column from 900 px wide, as from 1088 before; Schotten's at 1024x768 as well,
# where its move list lay over the review (a click on a mistake went to the list)
LAPTOP, SMALL = {"width": 1280, "height": 800}, {"width": 1024, "height": 768}

# every box inside the window, and the review's parts inside the review's own box (not scrolled out of it)
IN_VIEW = """([board, parts]) => {
  const box = s => document.querySelector(s)?.getBoundingClientRect();
  const inside = (r, o) => r && r.height > 0 && r.top >= o.top - 1 && r.bottom <= o.bottom + 1 && r.left >= o.left - 1 && r.right <= o.right + 1;
  const win = {top: 0, left: 0, bottom: innerHeight, right: innerWidth}, review = box('#review');
  const bad = [board, '#review', ...parts].filter(s => !inside(box(s), win));
  return bad.concat(parts.filter(s => !inside(box(s), review)).map(s => s + ' (in #review)'));
}"""


def _reviewed(page, server, boot, game: str) -> None:
    """A finished game of ``game`` (14 moves, the last player resigning) opened and reviewed to its end."""
    _open(page, server, boot, _saved(game, 14, 11, resign=True, ident="lay" + game))
    page.click(".after-game [data-action=review]")
    page.wait_for_selector(".review:not(:has([data-action=review-stop]))", timeout=REVIEW_TIMEOUT)


def _look(page, game: str) -> list[str]:
    page.wait_for_selector("html[data-idle]")
    parts = [".review-graph"] + ([".review-better"] if page.locator(".review-better").count() else [])
    return page.evaluate(IN_VIEW, [BOARD[game], parts])


@pytest.mark.parametrize("game, window", [("gore", SMALL), ("hive", LAPTOP), ("kosci", LAPTOP), ("schotten", LAPTOP),
                                          ("schotten", SMALL)])
def test_the_board_the_graph_and_the_mistake_stay_in_view(game, window, server, new_context, boot, console_errors):
    page = new_context(viewport=window, reduced_motion="reduce").new_page()
    _reviewed(page, server, boot, game)
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


def _settled(page) -> None:
    """Idle, and two frames on: a list is scrolled to its current item at the frame after the redraw."""
    page.wait_for_selector("html[data-idle]")
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


# The list of mistakes' box, the last mistake in it, and how far the page is scrolled.
LIST = """() => {
  const box = document.querySelector('#review .review-more'), item = [...box.querySelectorAll('.review-mistakes li')].pop();
  const b = box.getBoundingClientRect(), i = item.getBoundingClientRect(), top = b.top + box.clientTop;
  return { box: [top, top + box.clientHeight], item: [i.top, i.bottom, i.left + i.width / 2], scrolled: scrollY,
           line: parseFloat(getComputedStyle(item.querySelector('button')).lineHeight) };
}"""


def test_kosci_review_at_1024_shows_the_mistakes_and_keeps_the_chosen_one_whole(server, new_context, boot, screenshot):
    """1024x768, Mądre kości's review beside the board with its first mistake chosen (its better move told above
    the list): the list's box is at least five of its lines high (it was 100 px, four lines of 25.6 px: two
    mistakes, one cut). The last mistake, half seen at the box's foot and clicked there, is then whole in the box,
    which scrolled, and the page did not (it stayed half seen)."""
    page = new_context(viewport=SMALL, reduced_motion="reduce").new_page()
    _reviewed(page, server, boot, "kosci")
    page.locator(".review-mistakes button").first.evaluate("button => button.click()")   # as a click: no scroll first
    page.wait_for_selector(".review-mistakes li:first-child [aria-current]")
    page.wait_for_selector("html[data-idle]")
    seen = page.evaluate(LIST)
    assert seen["box"][1] - seen["box"][0] >= 5 * seen["line"], seen
    page.evaluate("""() => { const box = document.querySelector('#review .review-more');
        const item = [...box.querySelectorAll('.review-mistakes li')].pop();
        box.scrollTop += item.getBoundingClientRect().top - box.getBoundingClientRect().bottom + 15; }""")
    seen = page.evaluate(LIST)
    assert seen["item"][0] < seen["box"][1] < seen["item"][1], ("the last mistake is not half seen", seen)
    page.mouse.click(seen["item"][2], seen["item"][0] + 7)
    page.wait_for_selector(".review-mistakes li:last-child [aria-current]")
    _settled(page)
    screenshot(page, "review-layout-kosci-1024", full_page=False)
    seen = page.evaluate(LIST)
    assert seen["box"][0] - .5 <= seen["item"][0] and seen["item"][1] <= seen["box"][1] + .5, seen
    assert seen["scrolled"] == 0, seen


def test_kosci_review_at_1024_fits_the_window_in_polish(server, new_context, boot, screenshot):
    """1024x768 in Polish, Mądre kości's review with its last mistake chosen: the head is one row and the page does
    not scroll (the head's links took a second row, and the page ran 28 px past the window)."""
    page = new_context(viewport=SMALL, reduced_motion="reduce").new_page()
    _reviewed(page, server, boot, "kosci")
    page.click("#lang-button")
    page.locator(".review-mistakes button").last.evaluate("button => button.click()")
    _settled(page)
    screenshot(page, "review-layout-kosci-1024-pl", full_page=False)
    seen = page.evaluate("""() => ({ page: document.scrollingElement.scrollHeight, window: innerHeight,
      head: document.querySelector('.play-head').getBoundingClientRect().height,
      link: document.querySelector('.play-head .head-links').getBoundingClientRect().height,
      lang: document.documentElement.lang })""")
    assert seen["lang"] == "pl" and seen["page"] <= seen["window"] and seen["head"] <= seen["link"] + 1, seen


def test_hive_review_at_1280_shows_the_move_whole_in_the_moves_strip(server, new_context, boot, screenshot):
    """1280x800, Hive's review in the side column: the moves keep a strip under it, and the move shown is whole
    in that strip, the heading beside it (above it, the heading left one cut line)."""
    page = new_context(viewport=LAPTOP, reduced_motion="reduce").new_page()
    _reviewed(page, server, boot, "hive")
    for at in (0, -1):
        page.locator(".review-mistakes button").nth(at).evaluate("button => button.click()")
        _settled(page)
        screenshot(page, f"review-layout-hive-moves-{at}", full_page=False)
        seen = page.evaluate("""() => {
          const box = document.querySelector('.play-side'), b = box.getBoundingClientRect(), top = b.top + box.clientTop;
          const i = document.querySelector('.moves [aria-current]').getBoundingClientRect();
          const h = box.querySelector('h3').getBoundingClientRect();
          return { box: [top, top + box.clientHeight], item: [i.top, i.bottom, i.left], heading: [h.top, h.bottom, h.right] };
        }""")
        assert seen["box"][0] - .5 <= seen["item"][0] and seen["item"][1] <= seen["box"][1] + .5, seen
        assert seen["heading"][2] <= seen["item"][2] or seen["heading"][1] <= seen["item"][0], seen   # not under the heading


# The chosen mistake in the list's box, the graph and its two labels, the review's own overflow and the page's.
CHOSEN = """() => {
  const rect = s => document.querySelector(s).getBoundingClientRect();
  const box = document.querySelector('#review .review-more'), b = box.getBoundingClientRect(), top = b.top + box.clientTop;
  const item = document.querySelector('.review-mistakes [aria-current]').closest('li').getBoundingClientRect();
  const review = document.querySelector('#review > .review'), graph = rect('.review-graph');
  const high = rect('.review-axis.at-top'), low = rect('.review-axis.at-bottom');
  return { box: [top, top + box.clientHeight], item: [item.top, item.bottom], graph: [graph.top, graph.bottom, graph.width],
           labels: [high.top, high.bottom, low.top, low.bottom], font: parseFloat(getComputedStyle(document.querySelector('.review-axis')).fontSize),
           overflow: review.scrollHeight - review.clientHeight, page: document.scrollingElement.scrollHeight, window: innerHeight,
           bottom: rect('#review').bottom };
}"""


@pytest.mark.parametrize("game, window", [("kosci", SMALL), ("kosci", LAPTOP), ("hive", SMALL), ("hive", LAPTOP)])
def test_the_chosen_mistake_is_whole_beside_a_readable_graph(game, window, server, new_context, boot, screenshot):
    """Each mistake chosen in the list, in English and in Polish: it is whole in the list's box (Mądre kości in
    Polish at 1024x768: a box of 72 px cut a mistake of four lines to three; Hive at 1024x768: a box of 40 px
    showed less than one of two lines), the graph beside it at least 4.5rem high with its two labels apart and
    inside it, the review not scrolled in its own box and nothing below the window."""
    page = new_context(viewport=window, reduced_motion="reduce").new_page()
    _reviewed(page, server, boot, game)
    for lang in ("en", "pl"):
        if lang == "pl":
            page.click("#lang-button")
            page.wait_for_selector("html[lang=pl]")
        for at in range(page.locator(".review-mistakes button").count()):
            page.locator(".review-mistakes button").nth(at).evaluate("button => button.click()")
            page.wait_for_selector(f".review-mistakes li:nth-child({at + 1}) [aria-current]")
            _settled(page)
            seen = page.evaluate(CHOSEN)
            assert seen["box"][0] - .5 <= seen["item"][0] and seen["item"][1] <= seen["box"][1] + .5, (lang, at, seen)
            graph, labels = seen["graph"], seen["labels"]
            assert graph[1] - graph[0] >= 4.5 * 16 - .5 and graph[2] > graph[1] - graph[0], (lang, at, seen)
            assert graph[0] <= labels[0] and labels[1] <= labels[2] and labels[3] <= graph[1], (lang, at, seen)
            assert seen["font"] >= 11, seen
            assert seen["overflow"] <= 0 and seen["page"] <= seen["window"] and seen["bottom"] <= seen["window"], (lang, at, seen)
        screenshot(page, f"review-layout-chosen-{game}-{window['width']}-{lang}", full_page=False)
