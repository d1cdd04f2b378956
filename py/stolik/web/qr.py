"""The QR code of a move link as SVG text: one dark path over a light square, drawn from segno's matrix.

The code holds the link as ``links.qr_segments`` spells it (a secret deal's long token in capitals).

Pure (no browser). segno is imported inside ``qr_svg``, only when a code is shown, so the page's
start-up (and its memory snapshot) never pays for it; the page makes it importable first
(``web.browser.qr_code.load_segno``: scripts/build ships the pinned segno as py/segno.zip).

>>> svg = qr_svg("https://example.org/#/gore/m/m1AAA", label="QR code")
>>> svg.startswith('<svg class="qr"') and 'aria-label="QR code"' in svg
True
"""
from __future__ import annotations

from typing import Any

from stolik.web.html import attrs
from stolik.web.links import qr_segments

QUIET = 4            # modules of light border the QR standard asks for around the code
DENSE = 20           # a code of a higher version is drawn as wide as its box allows, for a camera to tell its modules


def qr_code(url: str) -> Any:
    """The segno QR code of ``url``: the smallest version that holds it at error correction M, or else at L
    (a secret deal's longest links); segno.DataOverflowError when none does."""
    import segno   # here, not at the top: only a player who sends a link needs it
    from segno.consts import MODE_MAPPING

    # segno takes a list of (text, mode) segments (its encoder.prepare_data), though its hints name one value
    segments: Any = [(text, MODE_MAPPING[mode]) for text, mode in qr_segments(url)]
    try:
        return segno.make(segments, error="m", micro=False, boost_error=False)
    except segno.DataOverflowError:
        return segno.make(segments, error="l", micro=False, boost_error=False)


def qr_svg(url: str, *, label: str) -> str:
    """``qr_code(url)`` as an <svg> element."""
    code = qr_code(url)
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
    return (f'<svg class="{"qr dense" if code.version > DENSE else "qr"}"{attrs(viewBox=f"0 0 {size} {size}", role="img", aria_label=label)}'
            f' xmlns="http://www.w3.org/2000/svg" shape-rendering="crispEdges">'
            f'<rect width="{size}" height="{size}" fill="#fff"/>'
            f'<path fill="#000" d="{"".join(runs)}"/></svg>')
