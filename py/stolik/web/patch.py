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
KEEP = "[tabindex], a, button, input, select, textarea"   # what may have focus, or text typed in, keeps its element


def patch_children(live: Any, fresh: Any) -> int:
    """Make ``live``'s children equal ``fresh``'s (a detached parse; its nodes may be moved into
    ``live``). Returns how many nodes were changed, added, moved or removed.

    Every DOM call from Python crosses into JavaScript, so the common case is kept to one call per
    child: a child equal to the new one at its place is left alone, and keys are read only when a
    child differs, from there on, and only where one selector call says some child has one."""
    new = list(fresh.childNodes)            # a copy: moving a node out of fresh changes its list
    children = live.childNodes              # live: it follows every change below
    keyed: dict[str, Any] | None = None     # the keyed children not yet reached, once one differs
    wanted: set[str] = set()                # the keys of the new children from there on
    changed = 0
    for index, node in enumerate(new):
        current = _child(children, index)
        if current is not None and current.isEqualNode(node):
            continue
        if keyed is None:
            keyed = ({key: child for i in range(index, int(children.length)) if (key := _key_of(child := children.item(i)))}
                     if _has_keyed_child(live) else {})
            wanted = {key for later in new[index:] if (key := _key_of(later))} if _has_keyed_child(fresh) else set()
        key = _key_of(node) if wanted else ""
        match = keyed.pop(key, None) if key else None
        if match is not None and (current is None or not match.isSameNode(current)):
            live.insertBefore(match, current)   # a keyed region moved (something was added or removed before it)
            current, changed = match, changed + 1
            if current.isEqualNode(node):
                continue
        current_key = _key_of(current) if current is not None and (keyed or wanted) else ""
        if current is None:
            live.appendChild(node)
            changed += 1
        elif current_key in wanted and current_key != key:
            live.insertBefore(node, current)     # new here; the keyed region stays for its own turn
            changed += 1
        elif current.nodeType != node.nodeType or str(current.nodeName) != str(node.nodeName) or current_key != key:
            live.replaceChild(node, current)     # another kind of node, or another region
            changed += 1
        elif current.nodeType != ELEMENT:
            current.nodeValue = node.nodeValue
            changed += 1
        elif not hasattr(node.firstElementChild, "nodeType") and not current.matches(KEEP):
            live.replaceChild(node, current)     # a leaf (a seed, a count): one call, where patching takes ten
            changed += 1
        else:
            changed += patch_attributes(current, node) + patch_children(current, node)
    while _child(children, len(new)) is not None:
        live.removeChild(_child(children, len(new)))
        changed += 1
    return changed


def _child(children: Any, index: int) -> Any:
    child = children.item(index)
    return child if child is not None and hasattr(child, "nodeType") else None   # JavaScript's null past the end


def _names(element: Any) -> list[str]:
    """An element's attribute names, in one call (a JavaScript array converted at once)."""
    names = element.getAttributeNames()
    return [str(name) for name in (names.to_py() if hasattr(names, "to_py") else names)]


def _has_keyed_child(node: Any) -> bool:
    """Whether some child of ``node`` may have a key: one call. (In a fragment ``:scope`` matches
    nothing, so there any keyed descendant counts: a false yes only costs reading keys.)"""
    selector = ":scope > [id], :scope > [data-key]" if node.nodeType == ELEMENT else "[id], [data-key]"
    return hasattr(node.querySelector(selector), "nodeType")


def _key_of(node: Any) -> str:
    """An element's ``id`` or ``data-key`` ("" for none): regions with one are found again when moved."""
    if node.nodeType != ELEMENT:
        return ""
    for name in ("id", "data-key"):
        value = node.getAttribute(name)
        if isinstance(value, str) and value:
            return value
    return ""


def patch_attributes(live: Any, fresh: Any) -> int:
    """Copy ``fresh``'s attributes onto ``live`` (returns how many changed); a form field's current value follows its attribute
    only when the attribute itself changed (what the player is typing is not overwritten)."""
    if live.cloneNode(False).isEqualNode(fresh.cloneNode(False)):   # the same attributes: three calls, not six per attribute
        return 0
    changed = 0
    wanted = {name: str(fresh.getAttribute(name)) for name in _names(fresh)}
    for name in _names(live):
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
