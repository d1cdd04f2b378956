"""Change only what changed: make a live DOM subtree equal to freshly parsed markup.

Screens are still written as markup (pure, tested under CPython), but the page is no longer
rebuilt from it: the browser parses the new markup into a detached fragment, and ``patch_children``
walks old and new side by side, leaving equal nodes alone (``isEqualNode``), changing the
attributes and texts that differ, and replacing only nodes of another kind or key. So focus, the
status live region, scroll positions and a field being typed in survive a redraw, and a move
changes a few nodes instead of the whole page.

Nodes are matched by position; an element's key is its ``id`` or ``data-key`` attribute, and an
element whose tag or key differs is replaced, not patched. A keyed element found further on is
moved into place (insertBefore), which restarts any CSS transition on it: a screen that slides
pieces by transitions keeps their layer at a fixed place and their order among siblings stable. Only DOM methods are used (no js
import), so this runs on any object with the DOM's shape.
"""
from __future__ import annotations

from typing import Any

ELEMENT = 1


def patch_children(live: Any, fresh: Any) -> int:
    """Make ``live``'s children equal ``fresh``'s (a detached parse; its nodes may be moved into
    ``live``). Returns how many nodes were changed, added, moved or removed."""
    new = list(fresh.childNodes)            # a copy: moving a node out of fresh changes its list
    keyed = {key: node for node in list(live.childNodes) if (key := _key_of(node))}
    wanted = {key for node in new if (key := _key_of(node))}
    changed = 0
    for index, node in enumerate(new):
        current = _child(live, index)
        key = _key_of(node)
        match = keyed.pop(key, None) if key else None
        if match is not None and (current is None or not match.isSameNode(current)):
            live.insertBefore(match, current)   # a keyed region moved (something was added or removed before it)
            current, changed = match, changed + 1
        if current is None:
            live.appendChild(node)
            changed += 1
        elif _key_of(current) in wanted and _key_of(current) != key:
            live.insertBefore(node, current)     # new here; the keyed region stays for its own turn
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
    while _child(live, len(new)) is not None:
        live.removeChild(_child(live, len(new)))
        changed += 1
    return changed


def _child(node: Any, index: int) -> Any:
    child = node.childNodes.item(index)
    return child if child is not None and hasattr(child, "nodeType") else None   # JavaScript's null past the end


def _key_of(node: Any) -> str:
    """An element's ``id`` or ``data-key`` ("" for none): regions with one are found again when moved."""
    if node.nodeType != ELEMENT:
        return ""
    for name in ("id", "data-key"):
        value = node.getAttribute(name)
        if isinstance(value, str) and value:
            return value
    return ""


def _key(node: Any) -> tuple[Any, ...]:
    if node.nodeType != ELEMENT:
        return (node.nodeType,)
    return node.nodeType, str(node.nodeName), _key_of(node)


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
