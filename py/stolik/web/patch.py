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

Walking the page costs a call into JavaScript per node. When the markup now on the page is known
(a region drawn before), ``patch_markup`` compares old and new markup as strings instead, element by
element, and goes to the page only where they differ: an unchanged piece of a board costs nothing.
"""
from __future__ import annotations

import re
from html import unescape
from typing import Any, Callable

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
    wanted = {name: str(fresh.getAttribute(name)) for name in _names(fresh)}
    gone = [name for name in _names(live) if name not in wanted]
    return _set_attributes(live, gone, [(name, value) for name, value in wanted.items() if live.getAttribute(name) != value])


def _set_attributes(element: Any, gone: Any, changes: list[tuple[str, str]]) -> int:
    """Remove the ``gone`` attributes and set the changed ones; a form field's current value and
    checked state follow their attributes. Returns how many changed."""
    for name in gone:
        element.removeAttribute(name)
        if name == "checked" and hasattr(element, "checked"):
            element.checked = False
    for name, value in changes:
        element.setAttribute(name, value)
        if name == "value" and hasattr(element, "value"):
            element.value = value
        elif name == "checked" and hasattr(element, "checked"):
            element.checked = True
    return len(gone) + len(changes)


# -- from old markup to new, compared as text ---------------------------------------------------
# A tag of our own markup (attribute values always double-quoted), or a comment.
_TAG = re.compile(r'<(/?)([a-zA-Z][\w:-]*)((?:[^>"]|"[^"]*")*?)(/?)>|<!--.*?-->', re.S)
_ATTRIBUTE = re.compile(r'([^\s=/>"]+)(?:="([^"]*)")?')
_KEY = re.compile(r'\s(?:id|data-key)="([^"]*)"')
# What makes an element more than its markup: a key (found again when moved, slides by a transition),
# what may have focus, what may hold typed text. Contents without any are rewritten whole.
_IDENTITY = re.compile(r'\s(?:id|data-key|tabindex)=|<(?:a|button|input|select|textarea)[\s>/]')
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
# An element of a markup string: [start, end of its opening tag, start of its closing tag, end, children, tag name]
_Span = list
_TREES: dict[str, _Span | None] = {}     # the last markups' element trees: the old one was parsed when it was new
_TREES_KEPT = 24
SVG_NAMESPACE = "http://www.w3.org/2000/svg"


def patch_markup(live: Any, old: str, new: str, parse: Callable[[str], Any]) -> int:
    """Make ``live``'s children show ``new``, given that they show ``old`` (markup drawn by us).
    Only elements whose markup differs are visited on the page; where the elements themselves
    differ (added, removed, another tag or key) the children are patched as ``patch_children`` does."""
    if old == new:
        return 0
    before, after = _tree(old), _tree(new)
    if before is None or after is None:
        return patch_children(live, parse(new))
    return _patch_inner(live, old, before, new, after, parse)


def _tree(markup: str) -> _Span | None:
    """``markup``'s elements as nested spans; None when its tags do not nest as written (the browser
    would build another tree than the text says, e.g. a tag it closes by itself)."""
    if markup in _TREES:
        return _TREES[markup]
    root: _Span = [0, 0, len(markup), len(markup), [], ""]
    stack = [root]
    for match in _TAG.finditer(markup):
        name = match.group(2)
        if name is None:
            continue                          # a comment
        name = name.lower()
        if match.group(1):
            node = stack.pop()
            if node[5] != name or not stack:
                root = None
                break
            node[2], node[3] = match.start(), match.end()
        else:
            node = [match.start(), match.end(), match.end(), match.end(), [], name]
            stack[-1][4].append(node)
            if not match.group(4) and name not in _VOID:
                stack.append(node)
    tree = root if root is not None and len(stack) == 1 else None
    if len(_TREES) >= _TREES_KEPT:
        del _TREES[next(iter(_TREES))]
    _TREES[markup] = tree
    return tree


def _patch_inner(live: Any, old: str, before: _Span, new: str, after: _Span, parse: Callable[[str], Any]) -> int:
    """``live``'s children from ``before``'s contents in ``old`` to ``after``'s in ``new``."""
    olds, news = before[4], after[4]
    same_shape = (len(olds) == len(news) and _texts(old, before) == _texts(new, after)
                  and all(a[5] == b[5] and _key(old, a) == _key(new, b) for a, b in zip(olds, news)))
    if not same_shape or int(live.childElementCount) != len(olds):
        inner = new[after[1]:after[2]]
        if _IDENTITY.search(old, before[1], before[2]) is None and _IDENTITY.search(inner) is None:
            live.innerHTML = inner        # nothing in there to keep (a focus, a key, a field): one call
            return 1
        return patch_children(live, _parse_inside(live, inner, parse))
    changed = 0
    elements = live.children
    for index, (a, b) in enumerate(zip(olds, news)):
        if old[a[0]:a[3]] == new[b[0]:b[3]]:
            continue
        element = elements.item(index)
        if str(element.localName).lower() != b[5]:      # the page is not what the old markup says
            return changed + patch_children(live, _parse_inside(live, new[after[1]:after[2]], parse))
        if old[a[0]:a[1]] != new[b[0]:b[1]]:
            changed += _patch_tag(element, old[a[0]:a[1]], new[b[0]:b[1]])
        if old[a[1]:a[2]] != new[b[1]:b[2]]:
            if not a[4] and not b[4] and not element.matches("textarea, select"):
                element.textContent = unescape(new[b[1]:b[2]])          # a text, a count: one call
                changed += 1
            else:
                changed += _patch_inner(element, old, a, new, b, parse)
    return changed


def _parse_inside(live: Any, markup: str, parse: Callable[[str], Any]) -> Any:
    """``markup`` parsed as the contents of ``live``: inside an SVG element, as SVG (alone, a ``<g>``
    would be parsed as an unknown HTML element, which draws nothing)."""
    if live.namespaceURI == SVG_NAMESPACE:
        return parse(f"<svg>{markup}</svg>").firstChild
    return parse(markup)


def _texts(markup: str, node: _Span) -> list[str]:
    """The text between ``node``'s child elements (their places compared, their contents not)."""
    edges = [node[1]] + [edge for child in node[4] for edge in (child[0], child[3])] + [node[2]]
    return [markup[edges[i]:edges[i + 1]] for i in range(0, len(edges), 2)]


def _key(markup: str, node: _Span) -> str:
    found = _KEY.search(markup, node[0], node[1])
    return found.group(1) if found else ""


def _patch_tag(element: Any, old: str, new: str) -> int:
    """The attributes that differ between two opening tags, set or removed on ``element`` (a form
    field's current value and checked state follow, as in ``patch_attributes``)."""
    before, after = _attributes(old), _attributes(new)
    return _set_attributes(element, [name for name in before if name not in after],
                           [(name, value) for name, value in after.items() if before.get(name) != value])


def _attributes(tag: str) -> dict[str, str]:
    """An opening tag's attributes, their values unescaped."""
    inner = tag[1:].split(None, 1)
    if len(inner) < 2:
        return {}
    return {name: unescape(value) if "&" in value else value for name, value in _ATTRIBUTE.findall(inner[1].rstrip("/>"))}
