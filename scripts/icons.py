"""Draw the app's PNG icons from assets/icons/stolik.svg with the system Chromium (run after editing the SVG).

The PNGs are committed: a web app manifest needs raster icons (192 and 512 px) for browsers to offer
"Install app", and phones use the 180 px one on the home screen. Usage: .venv/bin/python scripts/icons.py
"""
from __future__ import annotations

import sys
from pathlib import Path

import chromium

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "assets" / "icons"
SIZES = (32, 180, 192, 512)


def main() -> int:
    from playwright.sync_api import sync_playwright

    svg = (ICONS / "stolik.svg").read_text(encoding="utf-8")
    with sync_playwright() as playwright:
        browser = chromium.launch(playwright)
        for size in SIZES:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(f'<style>html,body{{margin:0;background:transparent}} svg{{width:{size}px;height:{size}px;display:block}}</style>{svg}')
            page.screenshot(path=str(ICONS / f"stolik-{size}.png"), omit_background=True)
            page.close()
        browser.close()
    print("icons:", ", ".join(f"stolik-{s}.png" for s in SIZES))
    return 0


if __name__ == "__main__":
    sys.exit(main())
