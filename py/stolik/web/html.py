"""Building markup as text: one escape function, used for every piece of text we did not write."""
from __future__ import annotations

from html import escape as _escape
from typing import Any

from stolik.core.errors import clip

__all__ = ["attrs", "clip", "esc"]   # clip: untrusted text cut short for a message, shared with the engines


def esc(value: Any) -> str:
    """Text safe inside an element or a quoted attribute."""
    text = value if type(value) is str else str(value)
    if "&" in text or "<" in text or ">" in text or '"' in text or "'" in text:
        return _escape(text, quote=True)
    return text           # most values (a number, a class, a cell name) need no escaping: no new string


_NAMES: dict[str, str] = {}     # keyword -> attribute name, worked out once (a board draws thousands of attributes)


def attrs(**values: Any) -> str:
    """``attrs(data_move="S2", aria_label="…")`` -> ` data-move="S2" aria-label="…"`; None and False are left out."""
    out = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        attribute = _NAMES.get(name)
        if attribute is None:
            attribute = _NAMES[name] = name.rstrip("_").replace("_", "-")
        out.append(f" {attribute}" if value is True else f' {attribute}="{esc(value)}"')
    return "".join(out)
