"""Goré's board as drawn: the badges of neighbouring holes keep apart (a hole's count badge touched the next
hole's owner badge)."""
from __future__ import annotations

import math
import re

from stolik.gore import new_game
from stolik.web.games.gore.screen import GoreScreen
from stolik.web.i18n import Translator

CIRCLE = re.compile(r'<circle class="(count-badge|owner-badge)" cx="([\d.-]+)" cy="([\d.-]+)" r="([\d.]+)"/>')
GAP = 4          # board units between two badges at least


def test_no_two_badges_touch():
    markup = GoreScreen().board_html(new_game({"first": "S"}, 1), tr=Translator("en"), flipped=False,
                                     interactive=True, me=None)
    badges = [(kind, float(x), float(y), float(r)) for kind, x, y, r in CIRCLE.findall(markup)]
    assert len(badges) == 16
    for i, (_, x1, y1, r1) in enumerate(badges):
        for _, x2, y2, r2 in badges[i + 1:]:
            assert math.hypot(x1 - x2, y1 - y2) >= r1 + r2 + GAP, (x1, y1, x2, y2)
