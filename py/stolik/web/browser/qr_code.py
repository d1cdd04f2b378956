"""A move link's QR code, drawn once segno is loaded (fetched at the first QR code, never at start-up)."""
from __future__ import annotations

import js
from pyscript import document

from stolik.web.browser import py_value as _py
from stolik.web.browser.vendored import load


async def make_qr(url: str, label: str) -> str:
    """``url`` as an SVG QR code, or "" when segno cannot be had (the link is still there to copy or share)."""
    try:
        await load_segno()
        from stolik.web.qr import qr_svg

        return qr_svg(url, label=label)
    except Exception as exc:   # noqa: BLE001 - no QR code: the link is still there to copy or share
        js.console.warn(f"no QR code: {exc}")
        return ""


def show_qr(url: str, svg: str) -> None:
    """Put a QR code drawn late into its box: only there, focus and the rest stay as they are."""
    box = _py(document.querySelector("[data-role=link-panel] .qr-box"))
    field = _py(document.querySelector("[data-role=move-link]"))
    if box is not None and field is not None and str(field.value) == url:
        box.innerHTML = svg


async def load_segno() -> None:
    """Make `import segno` work: scripts/build ships it as py/segno.zip, unpacked here at the first QR code."""
    await load("segno", "py/segno.zip")
