"""The QR code of a move link as SVG text: one dark path over a light square, drawn from segno's matrix.

Pure (no browser). segno is imported inside ``qr_svg``, only when a code is shown, so the page's
start-up (and its memory snapshot) never pays for it; the page makes it importable first
(``web.browser.qr_code.load_segno``: scripts/build ships the pinned segno as py/segno.zip).

>>> svg = qr_svg("https://example.org/#/gore/m/m1AAA", label="QR code")
>>> svg.startswith('<svg class="qr"') and 'aria-label="QR code"' in svg
True
"""
from __future__ import annotations

from stolik.web.html import attrs

QUIET = 4            # modules of light border the QR standard asks for around the code


def qr_svg(text: str, *, label: str) -> str:
    """The QR code (error correction M, the smallest version that holds ``text``) as an <svg> element."""
    import segno   # here, not at the top: only a player who sends a link needs it

    code = segno.make(text, error="m", micro=False, boost_error=False)
    rows = code.matrix
    size = len(rows) + 2 * QUIET
    runs = []
    for y, row in enumerate(rows):
        x = 0
        while x < len(row):
            if row[x] & 1:
                start = x
                while x < len(row) and row[x] & 1:
                    x += 1
                runs.append(f"M{start + QUIET} {y + QUIET}h{x - start}v1h{start - x}z")
            else:
                x += 1
    return (f'<svg class="qr"{attrs(viewBox=f"0 0 {size} {size}", role="img", aria_label=label)}'
            f' xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">'
            f'<rect width="{size}" height="{size}" fill="#fff"/>'
            f'<path fill="#000" d="{"".join(runs)}"/></svg>')
