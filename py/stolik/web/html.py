"""Building markup as text: one escape function, used for every piece of text we did not write."""
from __future__ import annotations

from html import escape as _escape
from typing import Any

from stolik.core.errors import clip

__all__ = ["attrs", "clip", "esc"]   # clip: untrusted text cut short for a message, shared with the engines


def esc(value: Any) -> str:
    """Text safe inside an element or a quoted attribute."""
    return _escape(str(value), quote=True)


def attrs(**values: Any) -> str:
    """``attrs(data_move="S2", aria_label="…")`` -> ` data-move="S2" aria-label="…"`; None and False are left out."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        out.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(out)
