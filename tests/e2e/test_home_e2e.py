"""The home screen's saved list as a phone shows it, in both languages: each row's facts wrap between
facts, never inside the date (a row once read "2026- / 12-03")."""
from __future__ import annotations

import json

import pytest

from stolik.core.record import Record
from stolik.web import storage
from stolik.web.storage import Players, SavedGame

pytestmark = pytest.mark.e2e

NOW = 1_796_300_000_000          # 2026-12-03, milliseconds

ENTRIES = [
    SavedGame("g1", Record("gore", 1, {"first": "S"}, 5, ("S1", "N2")), Players("computer", 1, "hard"), NOW, NOW),
    SavedGame("g2", Record("gore", 1, {"first": "S"}, 6, ()), Players("link", 1, "normal", 0, ("Aleksandra", "Bartłomiej")),
              NOW, NOW, "link"),
    SavedGame("g3", Record("gore", 1, {"first": "N"}, 7, ("N1",)), Players(), NOW, NOW, storage.LINK_COPY),
]
# (how many lines the date's <time> spans, its text) for every row
TIME_LINES_JS = """() => [...document.querySelectorAll('.saved-meta time')].map(t => [t.getClientRects().length, t.textContent])"""


@pytest.mark.parametrize("lang", ["en", "pl"])
@pytest.mark.parametrize("width", [320, 390])
def test_a_saved_rows_date_stays_on_one_line(server, new_context, boot, screenshot, lang, width):
    context = new_context(viewport={"width": width, "height": 800})
    entries = {storage.GAME_PREFIX + game.id: json.dumps(game.to_json()) for game in ENTRIES}
    entries[storage.SETTINGS_KEY] = json.dumps({"lang": lang})
    context.add_init_script(f"""(() => {{ if (!localStorage.getItem('seeded')) {{
        for (const [k, v] of Object.entries({json.dumps(entries)})) localStorage.setItem(k, v);
        localStorage.setItem('seeded', '1'); }} }})()""")
    page = boot(context.new_page(), server.url("/"))
    page.wait_for_selector(".saved-list")
    dates = page.evaluate(TIME_LINES_JS)
    assert len(dates) == len(ENTRIES) and all(lines == 1 for lines, _ in dates), dates
    assert page.evaluate("() => document.documentElement.scrollWidth") <= width
    screenshot(page, f"home-saved-{lang}-{width}")
