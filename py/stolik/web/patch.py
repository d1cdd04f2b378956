"""Change only what changed: make a live DOM subtree equal to freshly parsed markup.

Screens are still written as markup (pure, tested under CPython), but the page is no longer
rebuilt from it: the browser parses the new markup into a detached fragment, and ``patch_children``
walks old and new side by side, leaving equal nodes alone (``isEqualNode``), changing the
attributes and texts that differ, and replacing only nodes of another kind or key. So focus, the
status live region, scroll positions and a field being typed in survive a redraw, and a move
changes a few nodes instead of the whole page.

Nodes are matched by position; an element's key is its ``id`` or ``data-key`` attribute, and an
element whose tag or key differs is replaced, not patched. A keyed element found further on is
moved into place (insertBefore), which cuts a CSS transition it is in: a screen that slides pieces
by transitions keeps their layer at a fixed place and their order among siblings stable, and a
reorder keeps in place the nodes it changed a moment ago (they may be sliding still). Only DOM
methods are used (no js import), so this runs on any object with the DOM's shape.

Walking the page costs a call into JavaScript per node. When the markup now on the page is known
(a region drawn before), ``patch_markup`` compares old and new markup as strings instead, element by
element, and goes to the page only where they differ: an unchanged piece of a board costs nothing.
"""
from __future__ import annotations

import math
import re
import time
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
# (Written as "runs of plain characters between quoted values": a third of the time of an alternation per character.)
_TAG = re.compile(r'<(/?)([a-zA-Z][\w:-]*)[^>"]*(?:"[^"]*"[^>"]*)*>|<!--.*?-->', re.S)
_ATTRIBUTE = re.compile(r'([^\s=/>"]+)(?:="([^"]*)")?')
_KEY = re.compile(r'\s(?:id|data-key)="([^"]*)"')
# What makes an element more than its markup: a key (found again when moved, slides by a transition),
# what may hold typed text, and what has the focus now. Contents without any are rewritten whole. A
# <symbol>'s id is not one: it names a drawing for <use> (Mądre kości's outcome list), which a rewrite
# draws the same (kept, it had the list of a roll patched child by child: 7 ms a move in Chromium).
_IDENTITY = re.compile(r'<(?!symbol[\s>])[a-zA-Z][^>]*?\s(?:id|data-key)=|<(?:input|select|textarea)[\s>/]')
_FOCUSABLE = re.compile(r'\stabindex=|<(?:a|button)[\s>/]')     # kept only while the focus is in there
_VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})


class _Span:
    """An element of a markup string: where it and its opening and closing tags are, its children, its tag name."""
    __slots__ = ("start", "opened", "closing", "end", "children", "name")

    def __init__(self, start: int, opened: int, closing: int, end: int, name: str) -> None:
        self.start = start          # where its opening tag starts
        self.opened = opened        # where its opening tag ends (its contents start)
        self.closing = closing      # where its closing tag starts (its contents end)
        self.end = end              # where its closing tag ends
        self.children: list[_Span] = []
        self.name = name


_TREES: dict[str, _Span | None] = {}     # the last markups' element trees: the old one was parsed when it was new
_TREES_KEPT = 24
SLIDING_S = 3.0            # a keyed element whose tag changed this recently may be in its CSS transition (250 ms; a busy page took 745 ms for one)
_changed_at: dict[str, float] = {}     # key -> when its element's opening tag was last changed here (time.monotonic)
_in_transition: dict[str, tuple[int, float]] = {}   # key -> (CSS transitions running in that element, when the last began)
TRANSITION_EXPIRES_S = 60.0   # no slide lasts this long: a count left by an element removed mid-slide (no event says so) expires
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


def forget_all() -> None:
    """Forget every element seen sliding or changed (app.restart: a new app on the same page)."""
    _changed_at.clear()
    _in_transition.clear()


def note_transition(target: Any, running: bool) -> None:
    """The page saw a CSS transition start (``transitionrun``) or stop (``transitionend``,
    ``transitioncancel``) in ``target``: its nearest keyed element is not moved while one runs in it,
    however long that takes (a busy page, a slide made long)."""
    keyed = target.closest("[id], [data-key]") if hasattr(target, "closest") else None
    key = _key_of(keyed) if hasattr(keyed, "nodeType") else ""
    if not key:
        return
    count, began = _in_transition.get(key, (0, 0.0))
    if running:
        _in_transition[key] = (count + 1, time.monotonic())
    elif count > 1:
        _in_transition[key] = (count - 1, began)
    else:
        _in_transition.pop(key, None)


def rehearse(live: Any, old: str, new: str, parse: Callable[[str], Any]) -> None:
    """Patch a detached copy of ``live`` from ``old`` to ``new``, leaving the page and this module's
    record of sliding nodes as they were. The first patch of a new kind of markup runs code neither
    Python nor the browser has run before (in Pyodide, WebAssembly compiled on first use): done
    beforehand at idle, the real one later costs what later ones do."""
    sliding = dict(_changed_at)
    try:
        patch_markup(live.cloneNode(True), old, new, parse)
    finally:
        _changed_at.clear()
        _changed_at.update(sliding)


def remember(markup: str) -> None:
    """Read ``markup``, just drawn whole, as the tree the next ``patch_markup`` from it starts from."""
    _tree(markup)


def _tree(markup: str) -> _Span | None:
    """``markup``'s elements as nested spans; None when its tags do not nest as written (the browser
    would build another tree than the text says, e.g. a tag it closes by itself). Tag names are kept
    as written (our markup spells each tag one way), which saves a call per tag on a 30 KB board."""
    if markup in _TREES:
        return _TREES[markup]
    root = _Span(0, 0, len(markup), len(markup), "")
    nested = True
    stack = [root]
    children = root.children                  # the open element's children
    for match in _TAG.finditer(markup):
        name = match[2]
        if name is None:
            continue                          # a comment
        start, end = match.span()
        if match[1]:                          # a closing tag
            node = stack.pop()
            if node.name != name or not stack:
                nested = False
                break
            node.closing, node.end = start, end
            children = stack[-1].children
        else:
            node = _Span(start, end, end, end, name)
            children.append(node)
            if name not in _VOID and markup[end - 2] != "/":
                stack.append(node)
                children = node.children
    tree = root if nested and len(stack) == 1 else None
    if len(_TREES) >= _TREES_KEPT:
        del _TREES[next(iter(_TREES))]
    _TREES[markup] = tree
    return tree


def _patch_inner(live: Any, old: str, before: _Span, new: str, after: _Span, parse: Callable[[str], Any]) -> int:
    """``live``'s children from ``before``'s contents in ``old`` to ``after``'s in ``new``."""
    olds, news = before.children, after.children
    same_shape = (len(olds) == len(news) and _texts(old, before) == _texts(new, after)
                  and all(a.name == b.name and (old[a.start:a.opened] == new[b.start:b.opened] or _key(old, a) == _key(new, b))
                          for a, b in zip(olds, news)))     # (the same opening tag: the same key, without a search)
    differing = [index for index, (a, b) in enumerate(zip(olds, news)) if old[a.start:a.end] != new[b.start:b.end]] \
        if same_shape else []
    counted = int(live.childElementCount) == len(olds)
    matched = _matched(old, before, new, after) if counted and not same_shape else None
    inner = new[after.opened:after.closing]
    rewrite = (not counted or len(differing) > max(2, len(news) // 2)
               or (not same_shape and not _mostly_kept(old, before, new, after, matched)))
    if rewrite:
        if _IDENTITY.search(old, before.opened, before.closing) is None and _IDENTITY.search(inner) is None \
                and (_FOCUSABLE.search(old, before.opened, before.closing) is None or not _holds_focus(live)):
            live.innerHTML = inner        # nothing in there to keep (a key, a field, the focus): one call
            return 1
    if not same_shape or not counted:
        if matched is None:
            return patch_children(live, _parse_inside(live, inner, parse))
        return _reorder(live, old, before, new, after, matched, parse)
    changed = 0
    elements = live.children
    for index in differing:
        a, b = olds[index], news[index]
        element = elements.item(index)
        if str(element.localName).lower() != b.name.lower():      # the page is not what the old markup says
            return changed + patch_children(live, _parse_inside(live, new[after.opened:after.closing], parse))
        changed += _patch_element(element, old, a, new, b, parse)
    return changed


_KEPT_FROM = 8      # unchanged children: from this many, a list that changed its length is patched, not rewritten


def _mostly_kept(old: str, before: _Span, new: str, after: _Span, matched: list[int | None] | None) -> bool:
    """Whether most of the new children are old ones unchanged, and many (a move added to the move
    list): rewriting them would have the browser parse, style and lay out each one again."""
    if matched is None:
        return False
    olds = before.children
    kept = sum(1 for b, index in zip(after.children, matched)
               if index is not None and old[olds[index].start:olds[index].end] == new[b.start:b.end])
    return kept >= _KEPT_FROM and kept > len(matched) // 2


def _patch_element(element: Any, old: str, a: _Span, new: str, b: _Span, parse: Callable[[str], Any]) -> int:
    """``element``, drawn from ``old``'s span ``a``, made to show ``new``'s span ``b`` (the same tag)."""
    changed = 0
    if old[a.start:a.opened] != new[b.start:b.opened]:
        changed += _patch_tag(element, old[a.start:a.opened], new[b.start:b.opened])
        if key := _key(new, b):
            _changed_at[key] = time.monotonic()
    if old[a.opened:a.closing] != new[b.opened:b.closing]:
        if not a.children and not b.children and not element.matches("textarea, select"):
            element.textContent = unescape(new[b.opened:b.closing])          # a text, a count: one call
            changed += 1
        else:
            changed += _patch_inner(element, old, a, new, b, parse)
    return changed


def _matched(old: str, before: _Span, new: str, after: _Span) -> list[int | None] | None:
    """For each new child, the old child it continues (None: a new one): the same tag and key, the
    unkeyed ones in their order. None when children are separated by text (text nodes would have to
    move too) or a key is used twice."""
    if any(_texts(old, before)) or any(_texts(new, after)):
        return None
    waiting: dict[tuple[str, str], list[int]] = {}
    for index, child in enumerate(before.children):
        waiting.setdefault((child.name, _key(old, child)), []).append(index)
    if any(len(found) > 1 for (_tag, key), found in waiting.items() if key):
        return None
    matched: list[int | None] = []
    for child in after.children:
        found = waiting.get((child.name, _key(new, child)))
        matched.append(found.pop(0) if found else None)
    keys = [key for child in after.children if (key := _key(new, child))]
    return matched if len(keys) == len(set(keys)) else None


def _reorder(live: Any, old: str, before: _Span, new: str, after: _Span, matched: list[int | None],
             parse: Callable[[str], Any]) -> int:
    """``live``'s children put in the order of ``new``: an element found again keeps its node (a
    CSS transition on it slides), patched where its markup changed; those that stay in order are
    not moved, the others are moved or created, the old ones left over removed. Costs calls for
    what changed only, not for the unchanged children."""
    olds, news = before.children, after.children
    differs = [index is not None and old[olds[index].start:olds[index].end] != new[b.start:b.end] for b, index in zip(news, matched)]
    staying = _increasing(matched, differs, lambda: _sliding(old, olds))
    wanted: set[int] = set()     # the nodes to touch: changed, moved, or the place another goes before
    for j, index in enumerate(matched):
        moves = index is None or index not in staying
        if index is not None and (moves or differs[j]):
            wanted.add(index)
        if moves and j + 1 < len(matched) and (following := matched[j + 1]) is not None and following in staying:
            wanted.add(following)
    gone = set(range(len(olds))) - {index for index in matched if index is not None}
    elements = live.children
    nodes = {index: elements.item(index) for index in sorted(wanted | gone)}
    changed = 0
    for index in gone:
        live.removeChild(nodes[index])
        changed += 1
    fresh = [b for b, index in zip(news, matched) if index is None]
    created = _parse_inside(live, "".join(new[b.start:b.end] for b in fresh), parse) if fresh else None
    anchor = None                                   # insert before this node (None: at the end)
    late: list[tuple[Any, int, _Span]] = []         # changed and moved: patched once the page has styled them where they are
    for j in range(len(news) - 1, -1, -1):
        index, b = matched[j], news[j]
        if index is None:
            assert created is not None             # (a new child: fresh was not empty)
            node = created.lastElementChild        # the new ones, taken from the end as this walk goes
        else:
            node = nodes.get(index)                # fetched when it is changed, moved, or an anchor
            if index in staying:
                if differs[j]:
                    changed += _patch_element(node, old, olds[index], new, b, parse)
                anchor = node
                continue
            if differs[j]:
                late.append((node, index, b))
        live.insertBefore(node, anchor)
        anchor, changed = node, changed + 1
    if late:
        # A moved node is styled anew, with no style to slide from: reading its style once, as drawn before,
        # gives its transition a start (one style pass for them all).
        view = live.ownerDocument.defaultView
        for node, _, _ in late:
            view.getComputedStyle(node).transform
        for node, index, b in late:
            changed += _patch_element(node, old, olds[index], new, b, parse)
    return changed


def _sliding(old: str, olds: list[_Span]) -> set[int]:
    """The old children in a CSS transition (the page's events say so: ``note_transition``) or whose opening
    tag this module changed less than ``SLIDING_S`` ago (their transition may not have started yet):
    moving one would cut it short. (Asking the page, getAnimations, makes Chromium bring the whole
    page's style up to date there and then, in the middle of a redraw.)"""
    now = time.monotonic()
    return {index for index, child in enumerate(olds)
            if now - _changed_at.get(key := _key(old, child), -math.inf) < SLIDING_S
            or now - _in_transition.get(key, (0, -math.inf))[1] < TRANSITION_EXPIRES_S}


_WEIGHED_UP_TO = 160       # children: up to this many, the nodes to keep in place are chosen by weight (n² steps)


def _increasing(indices: list[int | None], changed: list[bool], sliding: Callable[[], set[int]]) -> set[int]:
    """The old indices, in increasing order along ``indices``, of the nodes that stay where they are
    while the others move around them. Moving a node cuts a transition it is in, so the nodes that may
    be sliding stay first (a pawn moved a moment ago, when the computer's reply comes before its slide ends);
    then the changed ones, the one drawn later before any number drawn earlier (a screen draws the
    piece it slides last, on top, and other pieces may change only a class); then as many others as
    can (``sliding`` names them, asked only when some node has to move). Long lists (a move list) are
    only added to or cut: there the nodes in order are kept as they come."""
    found = [index for index in indices if index is not None]
    if all(a < b for a, b in zip(found, found[1:])):
        return set(found)           # nothing moved (children only added or removed): all stay, no search
    if len(indices) > _WEIGHED_UP_TO:
        run, last = set(), -1
        for index in indices:
            if index is not None and index > last:
                run.add(index)
                last = index
        return run
    now = sliding()
    weights = [(int(index in now), 1 << j if flag else 0, 1)     # a later changed node outweighs all earlier ones
               for j, (index, flag) in enumerate(zip(indices, changed))]
    best: list[tuple[int, ...]] = [(0, 0, 0)] * len(indices)    # the heaviest run ending at position j
    before = [-1] * len(indices)
    for j, index in enumerate(indices):
        if index is None:
            continue
        best[j] = weights[j]
        for i in range(j):
            if (earlier := indices[i]) is not None and earlier < index:
                heavier = tuple(a + b for a, b in zip(best[i], weights[j]))
                if heavier > best[j]:
                    best[j], before[j] = heavier, i
    run = set()
    position = max(range(len(indices)), key=best.__getitem__, default=-1)
    while position >= 0 and (kept := indices[position]) is not None:
        run.add(kept)
        position = before[position]
    return run


def _holds_focus(live: Any) -> bool:
    """Whether the focused element is inside ``live`` (then it is kept, not rewritten under the player)."""
    active = live.ownerDocument.activeElement
    return hasattr(active, "nodeType") and bool(live.contains(active))


def _parse_inside(live: Any, markup: str, parse: Callable[[str], Any]) -> Any:
    """``markup`` parsed as the contents of ``live``: inside an SVG element, as SVG (alone, a ``<g>``
    would be parsed as an unknown HTML element, which draws nothing)."""
    if live.namespaceURI == SVG_NAMESPACE:
        return parse(f"<svg>{markup}</svg>").firstChild
    return parse(markup)


def _texts(markup: str, node: _Span) -> list[str]:
    """The text between ``node``'s child elements (their places compared, their contents not)."""
    edges = [node.opened] + [edge for child in node.children for edge in (child.start, child.end)] + [node.closing]
    return [markup[edges[i]:edges[i + 1]] for i in range(0, len(edges), 2)]


def _key(markup: str, node: _Span) -> str:
    found = _KEY.search(markup, node.start, node.opened)
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
