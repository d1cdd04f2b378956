"""Change only what changed: make a live DOM subtree equal to freshly parsed markup.

Screens are still written as markup (pure, tested under CPython), but the page is no longer
rebuilt from it: the browser parses the new markup into a detached fragment, and ``patch_children``
walks old and new side by side, leaving equal nodes alone (``isEqualNode``), changing the
attributes and texts that differ, and replacing only nodes of another kind or key. So focus, the
status live region, scroll positions and a field being typed in survive a redraw, and a move
changes a few nodes instead of the whole page.

Nodes are matched by position; an element's key is its ``id`` or ``data-key`` attribute, and an
element whose tag or key differs is replaced, not patched. Only DOM methods are used (no js
import), so this runs on any object with the DOM's shape.
"""
from __future__ import annotations

from typing import Any

ELEMENT = 1


def patch_children(live: Any, fresh: Any) -> int:
    """Make ``live``'s children equal ``fresh``'s (a detached parse; its nodes may be moved into
    ``live``). Returns how many nodes were changed, added or removed."""
    old, new = list(live.childNodes), list(fresh.childNodes)   # copies: moving a node changes the live lists
    changed = 0
    for index, node in enumerate(new):
        current = old[index] if index < len(old) else None
        if current is None:
            live.appendChild(node)
            changed += 1
        elif current.isEqualNode(node):
            continue
        elif not _same_kind(current, node):
            live.replaceChild(node, current)
            changed += 1
        elif current.nodeType == ELEMENT:
            changed += _sync_attributes(current, node) + patch_children(current, node)
        else:
            current.nodeValue = node.nodeValue
            changed += 1
    for extra in old[len(new):]:
        live.removeChild(extra)
        changed += 1
    return changed


def _key(node: Any) -> tuple[Any, ...]:
    if node.nodeType != ELEMENT:
        return (node.nodeType,)
    return node.nodeType, str(node.nodeName), node.getAttribute("id"), node.getAttribute("data-key")


def _same_kind(a: Any, b: Any) -> bool:
    return _key(a) == _key(b)


def _sync_attributes(live: Any, fresh: Any) -> int:
    """Copy ``fresh``'s attributes onto ``live``; a form field's current value follows its attribute
    only when the attribute itself changed (what the player is typing is not overwritten)."""
    changed = 0
    wanted = {str(attr.name): str(attr.value) for attr in list(fresh.attributes)}
    for attr in list(live.attributes):
        name = str(attr.name)
        if name not in wanted:
            live.removeAttribute(name)
            changed += 1
            if name == "checked" and hasattr(live, "checked"):
                live.checked = False
    for name, value in wanted.items():
        if live.getAttribute(name) != value:
            live.setAttribute(name, value)
            changed += 1
            if name == "value" and hasattr(live, "value"):
                live.value = value
            elif name == "checked" and hasattr(live, "checked"):
                live.checked = True
    return changed
