"""The secret deck's constants, computed when this module is imported: every card's point (hashed from its name) and
python-ecdsa's table for k·G (built at its first use).

The page's memory snapshot imports it (scripts/build.py SNAPSHOT_ENTRIES), so a page restores them instead of
computing them at its first deal, where the player waits; a page started without the snapshot imports it when
Schotten's form offers a game by link (web/browser/vendored.py)."""
from __future__ import annotations

from stolik.core import curve
from stolik.schotten import secret_deal

curve.mul(curve.GENERATOR, 2)                    # (k = 1 would return G itself, building no table)
for _tactics in (False, True):
    secret_deal.pile_points(_tactics)
