"""web/patch.py changes only the nodes that differ; board_input.nearest picks the arrow key's neighbour.

A small stand-in DOM (parsed with the standard library's HTML parser) has the methods patch.py uses,
so node identity can be checked: a node left alone is the very same object afterwards.
"""
from __future__ import annotations

import random
from html.parser import HTMLParser

import pytest

from stolik.web.board_input import nearest
from stolik.web import regions
from stolik.web import patch
from stolik.web.patch import patch_children, patch_markup


class Document:
    """The page: focus, and the style read of each node (``styled``: its key and its style attribute then)."""
    activeElement = None

    def __init__(self) -> None:
        self.styled: list[tuple[str, str]] = []

    @property
    def defaultView(self):
        return self

    def getComputedStyle(self, node):
        self.styled.append((node.attrs.get("data-key"), node.attrs.get("style")))
        return type("Style", (), {"transform": node.attrs.get("style")})()


DOCUMENT = Document()


@pytest.fixture(autouse=True)
def no_recent_changes():
    """Each test starts with no element changed a moment ago and none sliding (patch keeps those in place)."""
    patch._changed_at.clear()
    patch._in_transition.clear()


class Children(list):
    """A NodeList: item(i) is None past the end."""

    @property
    def length(self) -> int:
        return len(self)

    def item(self, index: int):
        return self[index] if index < len(self) else None


class Node:
    def __init__(self, node_type: int, name: str = "#text", value: str | None = None) -> None:
        self.nodeType, self.nodeName, self.nodeValue = node_type, name, value
        self.attrs: dict[str, str] = {}
        self.childNodes: Children = Children()
        self.parent: Node | None = None

    # what patch.py calls
    @property
    def attributes(self):
        return [type("Attr", (), {"name": k, "value": v}) for k, v in self.attrs.items()]

    def getAttributeNames(self):
        return list(self.attrs)

    def hasAttribute(self, name):
        return name in self.attrs

    @property
    def firstElementChild(self):
        return next((child for child in self.childNodes if child.nodeType == 1), None)

    def matches(self, selector):
        """Only patch.KEEP: a tag name, or [attribute]."""
        return any(self.nodeName == part or (part.startswith("[") and part[1:-1] in self.attrs)
                   for part in selector.split(", "))

    def getAttribute(self, name):
        return self.attrs.get(name)

    def setAttribute(self, name, value):
        self.attrs[name] = value

    def removeAttribute(self, name):
        self.attrs.pop(name, None)

    def isEqualNode(self, other):
        return (self.nodeType, self.nodeName, self.nodeValue, self.attrs) == (
            other.nodeType, other.nodeName, other.nodeValue, other.attrs) and len(self.childNodes) == len(
            other.childNodes) and all(a.isEqualNode(b) for a, b in zip(self.childNodes, other.childNodes))

    def _detach(self, node):
        if node.parent is not None:
            node.parent.childNodes.remove(node)
        node.parent = self

    def isSameNode(self, other):
        return self is other

    def insertBefore(self, node, before):
        if before is None:
            return self.appendChild(node)
        self._detach(node)
        self.childNodes.insert(self.childNodes.index(before), node)

    def appendChild(self, node):
        self._detach(node)
        self.childNodes.append(node)

    def replaceChild(self, new, old):
        index = self.childNodes.index(old)
        self._detach(new)
        self.childNodes[index] = new
        old.parent = None

    def removeChild(self, node):
        self.childNodes.remove(node)
        node.parent = None

    def descendants(self):
        for child in self.childNodes:
            yield child
            yield from child.descendants()

    def cloneNode(self, deep):
        copy = Node(self.nodeType, self.nodeName, self.nodeValue)
        copy.attrs = dict(self.attrs)
        for child in self.childNodes if deep else ():
            copy.appendChild(child.cloneNode(True))
        return copy

    @property
    def ownerDocument(self):
        return DOCUMENT

    @property
    def parentNode(self):
        return self.parent

    def contains(self, other):
        while other is not None and other is not self:
            other = other.parent
        return other is self

    @property
    def lastElementChild(self):
        return next((child for child in reversed(self.childNodes) if child.nodeType == 1), None)

    @property
    def firstChild(self):
        return self.childNodes.item(0)

    @property
    def children(self):
        return Children(child for child in self.childNodes if child.nodeType == 1)

    @property
    def childElementCount(self):
        return len(self.children)

    @property
    def localName(self):
        return self.nodeName

    @property
    def namespaceURI(self):
        """Like the browser's parser: svg and what is inside it are SVG."""
        node = self
        while node is not None and node.nodeName != "svg":
            node = node.parent
        return "http://www.w3.org/2000/svg" if node is not None else "http://www.w3.org/1999/xhtml"

    @property
    def textContent(self):
        return "".join(child.nodeValue if child.nodeType == 3 else child.textContent for child in self.childNodes)

    @property
    def innerHTML(self):
        return "".join(child.html() for child in self.childNodes)

    @innerHTML.setter
    def innerHTML(self, markup):
        for child in list(self.childNodes):
            self.removeChild(child)
        for child in list(parse(markup).childNodes):
            self.appendChild(child)

    @textContent.setter
    def textContent(self, text):
        for child in list(self.childNodes):
            self.removeChild(child)
        self.appendChild(Node(3, value=text))

    def querySelector(self, selector):
        """Only what patch.py and regions.py ask: "#id", and whether a child (or in a fragment, any node) has a key."""
        if "[data-key]" in selector:
            nodes = self.childNodes if selector.startswith(":scope") else self.descendants()
            return next((n for n in nodes if n.nodeType == 1 and ({"id", "data-key"} & set(n.attrs))), None)
        for child in self.childNodes:
            if child.nodeType == 1 and child.attrs.get("id") == selector[1:]:
                return child
            found = child.querySelector(selector)
            if found is not None:
                return found
        return None

    def html(self) -> str:
        if self.nodeType == 3:
            return self.nodeValue or ""
        inner = "".join(child.html() for child in self.childNodes)
        if self.nodeName == "#fragment":
            return inner
        attrs = "".join(f' {k}="{v}"' for k, v in self.attrs.items())
        return f"<{self.nodeName}{attrs}>{inner}</{self.nodeName}>"


class Parser(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.root = Node(11, "#fragment")
        self.stack = [self.root]

    def handle_starttag(self, tag, attrs):
        node = Node(1, tag)
        node.attrs = {k: v or "" for k, v in attrs}
        self.stack[-1].appendChild(node)
        self.stack.append(node)

    def handle_endtag(self, tag):
        self.stack.pop()

    def handle_data(self, data):
        self.stack[-1].appendChild(Node(3, value=data))


def parse(markup: str) -> Node:
    parser = Parser()
    parser.feed(markup)
    return parser.root


def test_equal_markup_changes_nothing():
    live = parse('<div id="a"><p>x</p></div>')
    assert patch_children(live, parse('<div id="a"><p>x</p></div>')) == 0


def test_a_changed_text_keeps_its_element_and_the_unchanged_ones():
    live = parse('<section><div class="status" role="status"><p>South to move</p></div><ul><li>1</li></ul></section>')
    status, moves = live.childNodes[0].childNodes
    patch_children(live, parse('<section><div class="status" role="status"><p>North to move</p></div><ul><li>1</li></ul></section>'))
    assert live.childNodes[0].childNodes[0] is status, "the live region is the same element"
    assert live.childNodes[0].childNodes[1] is moves
    assert status.html() == '<div class="status" role="status"><p>North to move</p></div>'


def test_attributes_are_added_changed_and_removed():
    live = parse('<g class="hole legal" tabindex="0" data-move="S1"></g>')
    hole = live.childNodes[0]
    changed = patch_children(live, parse('<g class="hole" aria-label="S1"></g>'))
    assert live.childNodes[0] is hole and hole.attrs == {"class": "hole", "aria-label": "S1"}
    assert changed == 4


def test_a_changed_leaf_is_replaced_but_a_field_or_a_focusable_one_keeps_its_element():
    before = '<svg><circle cx="1" r="2"></circle><text>4</text><rect tabindex="0" x="1"></rect><input value="a"/><button>Undo</button></svg>'
    after = '<svg><circle cx="3" r="2"></circle><text>5</text><rect tabindex="0" x="2"></rect><input value="b"/><button disabled>Undo</button></svg>'
    live = parse(before)
    seed, count, cell, field, button = live.childNodes[0].childNodes
    patch_children(live, parse(after))
    assert live.childNodes[0].childNodes[0] is not seed, "one call instead of an attribute walk"
    assert live.childNodes[0].childNodes[1] is not count, "text only inside: a leaf too"
    assert live.childNodes[0].childNodes[2:] == [cell, field, button]
    assert live.html() == parse(after).html()


def test_new_children_are_appended_and_extra_ones_removed():
    live = parse("<ol><li>1</li></ol>")
    first = live.childNodes[0].childNodes[0]
    patch_children(live, parse("<ol><li>1</li><li>2</li></ol>"))
    assert live.html() == "<ol><li>1</li><li>2</li></ol>" and live.childNodes[0].childNodes[0] is first
    patch_children(live, parse("<ol></ol>"))
    assert live.html() == "<ol></ol>"


def test_another_tag_or_key_is_replaced_not_patched():
    live = parse('<section data-key="home"><p>a</p></section>')
    old = live.childNodes[0]
    patch_children(live, parse('<section data-key="play"><p>a</p></section>'))
    assert live.childNodes[0] is not old and live.html() == '<section data-key="play"><p>a</p></section>'
    patch_children(live, parse("<div><p>a</p></div>"))
    assert live.html() == "<div><p>a</p></div>"


def test_any_markup_ends_equal():
    pages = ['<main><h2>Goré</h2><svg viewBox="0 0 10 10"><g class="hole">3</g><g class="hole">4</g></svg></main>',
             '<main><h2>Goré</h2><svg viewBox="0 0 20 10"><g class="hole sown">0</g></svg><p>over</p></main>',
             "<main><p>home</p></main>", '<main><h2>Rój</h2><svg><g/><g class="a"><text>x</text></g></svg></main>']
    live = parse(pages[0])
    for page in pages[1:] + pages:
        patch_children(live, parse(page))
        assert live.html() == parse(page).html()


def test_a_region_with_an_id_survives_something_added_or_removed_before_it():
    live = parse('<main><div id="board-wrap">b</div><div id="status"><p>South</p></div><div id="panel"></div></main>')
    status = live.childNodes[0].childNodes[1]
    patch_children(live, parse('<main><p>warning</p><div id="board-wrap">b</div><button>skip</button>'
                               '<div id="status"><p>North</p></div><div id="panel"></div></main>'))
    assert live.childNodes[0].childNodes[3] is status and status.html() == '<div id="status"><p>North</p></div>'
    patch_children(live, parse('<main><div id="board-wrap">b</div><div id="status"><p>South</p></div><div id="panel"></div></main>'))
    assert live.childNodes[0].childNodes[1] is status
    assert live.html() == '<main><div id="board-wrap">b</div><div id="status"><p>South</p></div><div id="panel"></div></main>'


def test_random_pages_with_and_without_ids_end_equal():
    import random
    rng = random.Random(5)
    parts = ['<div id="a">a</div>', '<div id="b"><p>b</p></div>', '<p>x</p>', '<button>y</button>', '<div id="c">c</div>', "t"]
    live = parse("<main></main>")
    for _ in range(300):
        page = "<main>" + "".join(rng.sample(parts, rng.randint(0, len(parts)))) + "</main>"
        patch_children(live, parse(page))
        assert live.html() == parse(page).html()


def test_children_equal_at_their_place_cost_one_comparison_each():
    """Each DOM call is a crossing from Python into JavaScript: a long move list whose last line
    changed reads the keys of that line only, not of the hundred before it."""
    lines = "".join(f"<li>{n}. S1</li>" for n in range(100))
    live = parse(f'<ol id="moves">{lines}<li aria-current="step">100. N2</li></ol>')
    reads = []
    for node in live.childNodes[0].childNodes:
        node.getAttribute = lambda name, node=node: reads.append(name) or Node.getAttribute(node, name)
    patch_children(live, parse(f'<ol id="moves">{lines}<li>100. N2</li><li aria-current="step">101. S3</li></ol>'))
    assert len(reads) <= 6, reads          # one line's id and data-key, a few times; not 2 x 101
    assert live.html() == parse(f'<ol id="moves">{lines}<li>100. N2</li><li aria-current="step">101. S3</li></ol>').html()


def _play_page(status: str, board: str, state: str, extra: str = "") -> regions.Page:
    page = regions.Page()
    section = f' id="play" data-state="{state}"'
    page.frame = (f'<section{page.attributes("play", section)}>{extra}'
                  f'<div id="board">{page.contents("board", board)}</div>'
                  f'<div id="status" role="status">{page.contents("status", status)}</div>'
                  f'<ol id="moves">{page.contents("moves", "<li>1. S1</li>")}</ol></section>')
    return page


def test_a_page_in_regions_redraws_only_the_regions_whose_markup_changed():
    before = _play_page("<p>South</p>", '<g class="hole">4</g>', "human")
    live = parse(before.markup())
    moves = live.querySelector("#moves").firstChild
    status = live.querySelector("#status").firstChild
    live.querySelector("#moves").attrs["data-outside"] = "1"    # not in the markup: only a full patch would remove it
    after = _play_page("<p>South</p>", '<g class="hole chosen">4</g>', "busy")
    assert regions.changed(before, after) == ["play", "board"]
    assert regions.paint(live, before, after, parse).changes == 2       # the section's data-state, the hole's class
    assert live.querySelector("#moves").firstChild is moves and live.querySelector("#status").firstChild is status
    assert live.querySelector("#moves").attrs.pop("data-outside") == "1"
    assert live.html() == parse(after.markup()).html()


def test_a_redraw_stopped_between_regions_draws_the_first_ranked_and_says_what_it_shows():
    """Past its budget a redraw stops after a region: the board goes first, and what it left is
    drawn by the next paint from the page it says it shows."""
    before = _play_page("<p>South</p>", '<g class="hole">4</g>', "human")
    live = parse(before.markup())
    after = _play_page("<p>North</p>", '<g class="hole">5</g>', "busy")
    budget = iter([True])                 # time for one region
    painted = regions.paint(live, before, after, parse, rank=lambda key: 0 if key == "board" else 1,
                            go_on=lambda: next(budget, False))
    assert live.querySelector("#board").html() == parse('<div id="board"><g class="hole">5</g></div>').childNodes[0].html()
    assert live.querySelector("#status").html() == parse('<div id="status" role="status"><p>South</p></div>').childNodes[0].html()
    assert painted.shown is not after and regions.changed(painted.shown, after) == ["play", "status"]
    assert regions.paint(live, painted.shown, after, parse).shown is after
    assert live.html() == parse(after.markup()).html()
    stopped = regions.paint(live, after, before, parse, go_on=lambda: False)     # no time at all: nothing drawn yet
    assert regions.changed(stopped.shown, after) == [] and live.html() == parse(after.markup()).html()


def test_a_page_whose_frame_changed_is_patched_whole():
    before = _play_page("<p>South</p>", "b", "human")
    live = parse(before.markup())
    after = _play_page("<p>North</p>", "b", "human", extra='<p class="error">not saved</p>')
    assert regions.changed(before, after) is None and regions.changed(None, after) is None
    regions.paint(live, before, after, parse)
    assert live.html() == parse(after.markup()).html()
    with_dialog = after + "<dialog>new game</dialog>"
    assert regions.changed(after, with_dialog) is None and with_dialog.markup().endswith("<dialog>new game</dialog>")
    regions.paint(live, after, with_dialog, parse)
    assert live.html() == parse(with_dialog.markup()).html()


def test_a_region_whose_element_is_gone_redraws_the_whole_page():
    before = _play_page("<p>South</p>", "b", "human")
    live = parse(before.markup())
    live.childNodes[0].removeChild(live.querySelector("#status"))    # changed behind the screen's back
    after = _play_page("<p>North</p>", "b", "human")
    regions.paint(live, before, after, parse)
    assert live.html() == parse(after.markup()).html()


def _counting(root: Node) -> list[str]:
    """Every DOM call made on ``root``'s elements from now on, by name."""
    calls: list[str] = []
    for node in [root, *root.descendants()]:
        for name in ("isEqualNode", "getAttribute", "setAttribute", "removeAttribute", "insertBefore", "replaceChild", "matches"):
            method = getattr(node, name)
            setattr(node, name, lambda *a, method=method, name=name: calls.append(name) or method(*a))
    return calls


BOARD = ('<svg viewBox="0 0 10 10"><g class="cells">' + "".join(f'<g class="cell" data-cell="{n}"><text>{n}</text></g>' for n in range(60))
         + '</g><g class="pieces">{pieces}</g></svg>')


def test_markup_compared_as_text_visits_only_the_elements_that_differ():
    """A piece moved on a board of 60 cells: the page is asked about that piece only, not about each cell."""
    old = BOARD.format(pieces='<g data-key="wQ" style="transform: translate(1px, 2px)"><text>Q</text></g><g data-key="bA1"><text>A</text></g>')
    new = BOARD.format(pieces='<g data-key="wQ" style="transform: translate(5px, 2px)"><text>Q</text></g><g data-key="bA1"><text>A</text></g>')
    live = parse(old)
    calls = _counting(live)
    assert patch_markup(live, old, new, parse) == 1
    assert calls == ["setAttribute"], calls
    assert live.html() == parse(new).html()
    cells = live.childNodes[0].childNodes[0]
    assert patch_markup(live, new, new.replace("<text>7</text>", "<text>7&amp;</text>"), parse) == 1
    assert cells.childNodes[7].html() == '<g class="cell" data-cell="7"><text>7&</text></g>'


def test_keyed_pieces_in_another_order_are_moved_not_rebuilt():
    """Kości draws the pawn just moved last: a reorder keeps that pawn's node in place (moving a node
    would restart its CSS slide) and moves the unchanged ones after it around it, parses nothing and
    asks the page about nothing else; a new pawn is parsed alone, as SVG."""
    pawns = [f'<g data-key="p{n}"><text>{n}</text></g>' for n in range(10)]
    old = BOARD.format(pieces="".join(pawns))
    live = parse(old)
    layer = live.childNodes[0].childNodes[1]
    nodes = list(layer.childNodes)
    calls = _counting(live)
    parsed: list[str] = []
    moved = pawns[:3] + pawns[4:] + [pawns[3].replace('">', '" class="last">', 1)]
    new = BOARD.format(pieces="".join(moved))
    assert patch_markup(live, old, new, lambda markup: parsed.append(markup) or parse(markup)) == 7
    assert parsed == [] and sorted(calls) == ["insertBefore"] * 6 + ["setAttribute"], calls
    assert list(layer.childNodes) == nodes[:3] + nodes[4:] + [nodes[3]] and live.html() == parse(new).html()
    added = BOARD.format(pieces='<g data-key="p10"><text>10</text></g>' + "".join(moved[1:]))
    patch_markup(live, new, added, lambda markup: parsed.append(markup) or parse(markup))
    assert parsed == ['<svg><g data-key="p10"><text>10</text></g></svg>'] and live.html() == parse(added).html()
    assert list(layer.childNodes)[1:] == nodes[1:3] + nodes[4:] + [nodes[3]]


# (pieces before, pieces after, the piece drawn last after) as (key, class, x) each
CROSSING = (    # Hive: after the computer's reply the piece moved before goes back among the others
    [("wQ", "piece", 0), ("bA1", "piece", 10), ("bS1", "piece", 20), ("wB1", "piece last", 30)],
    [("wQ", "piece", 0), ("wB1", "piece", 30), ("bS1", "piece", 20), ("bA1", "piece last", 50)], "bA1")
MANY_CHANGED = (  # Kości: the computer's pawn slides while three pawns drawn before it lose their mark
    [("B5", "p pending", 20), ("B1", "p pending", 0), ("B2", "p pending", 10), ("B6", "p pending", 30), ("A1", "p", 40)],
    [("A1", "p", 40), ("B1", "p", 0), ("B2", "p", 10), ("B6", "p", 30), ("B5", "p", 60)], "B5")


@pytest.mark.parametrize("before, after, mover", [CROSSING, MANY_CHANGED], ids=["two-cross", "many-changed"])
def test_the_piece_drawn_last_keeps_its_node(before, after, mover):
    """A screen draws the piece it slides last, on top. Whatever else changed, that piece's node
    stays where it is and the others are moved around it: moving it would cut its slide (a CI run
    saw a Kości pawn's slide end at 0 s when keeping the three other changed pawns in place won)."""
    piece = '<g data-key="{}" class="{}" style="transform: translate({}px, 0px)"><text>x</text></g>'
    old, new = (BOARD.format(pieces="".join(piece.format(*args) for args in pieces)) for pieces in (before, after))
    live = parse(old)
    layer = live.childNodes[0].childNodes[1]
    node = layer.childNodes[[key for key, _, _ in before].index(mover)]
    moved = []
    insert = layer.insertBefore
    layer.insertBefore = lambda node, before: moved.append(node.attrs["data-key"]) or insert(node, before)
    patch_markup(live, old, new, parse)
    assert live.html() == parse(new).html() and layer.childNodes[len(after) - 1] is node
    assert mover not in moved, moved


def test_a_piece_still_sliding_keeps_its_node_and_the_one_moved_around_it_slides_from_where_it_was():
    """Against the computer, its reply may come before my pawn's slide ends (a busy machine: a CI run).
    Kości then draws my pawn back among the others and the computer's last: my pawn, changed a moment
    ago, keeps its node (moving it cut its slide at 0.23 s), and the computer's pawn is moved, styled
    where it was, then given its new place, so the page slides it too. A second later my pawn has
    long stopped: then it is the one moved."""
    piece = '<g data-key="{}" style="transform: translate({}px, 0px)"><text>x</text></g>'
    start = [("A1", 40), ("A2", 0), ("B1", 10), ("B5", 20), ("B6", 30)]
    mine = [("A2", 0), ("B1", 10), ("B5", 20), ("B6", 30), ("A1", 45)]
    reply = [("A1", 45), ("A2", 0), ("B1", 10), ("B6", 30), ("B5", 60)]
    first, old, new = (BOARD.format(pieces="".join(piece.format(*args) for args in pieces)) for pieces in (start, mine, reply))
    for wait, kept in ((0.0, "A1"), (patch.SLIDING_S, "B5")):
        live = parse(first)
        layer = live.childNodes[0].childNodes[1]
        patch_markup(live, first, old, parse)
        nodes = {node.attrs["data-key"]: node for node in layer.childNodes}
        for key in patch._changed_at:
            patch._changed_at[key] -= wait
        DOCUMENT.styled = []
        moved = []
        insert = layer.insertBefore
        layer.insertBefore = lambda node, before: moved.append(node.attrs["data-key"]) or insert(node, before)
        patch_markup(live, old, new, parse)
        assert live.html() == parse(new).html() and kept not in moved and nodes[kept] in layer.childNodes, (wait, moved)
        assert (DOCUMENT.styled == [("B5", "transform: translate(20px, 0px)")]) == (kept == "A1"), DOCUMENT.styled


class Inside:
    """A transition event's target: an element inside a keyed piece (``closest`` finds the piece)."""

    def __init__(self, piece: Node) -> None:
        self.piece = piece

    def closest(self, _selector: str) -> Node:
        return self.piece


def test_a_piece_whose_slide_runs_on_keeps_its_node_however_long_ago_it_changed():
    """Found under load (a browser test's slides made long): the computer's reply came 3.6 s after my
    move, past SLIDING_S, and my pawn, still sliding, was moved, cutting its slide. The page's own
    transition events now say it slides: it keeps its node until they say it stopped."""
    piece = '<g data-key="{}" style="transform: translate({}px, 0px)"><text>x</text></g>'
    start = [("A1", 40), ("A2", 0), ("B1", 10), ("B5", 20), ("B6", 30)]
    mine = [("A2", 0), ("B1", 10), ("B5", 20), ("B6", 30), ("A1", 45)]
    reply = [("A1", 45), ("A2", 0), ("B1", 10), ("B6", 30), ("B5", 60)]
    first, old, new = (BOARD.format(pieces="".join(piece.format(*args) for args in pieces)) for pieces in (start, mine, reply))
    for ended, kept in ((False, "A1"), (True, "B5")):
        live = parse(first)
        layer = live.childNodes[0].childNodes[1]
        patch_markup(live, first, old, parse)
        nodes = {node.attrs["data-key"]: node for node in layer.childNodes}
        patch.note_transition(Inside(nodes["A1"]), running=True)
        if ended:
            patch.note_transition(Inside(nodes["A1"]), running=False)
        for key in patch._changed_at:
            patch._changed_at[key] -= 2 * patch.SLIDING_S
        moved = []
        insert = layer.insertBefore
        layer.insertBefore = lambda node, before: moved.append(node.attrs["data-key"]) or insert(node, before)
        patch_markup(live, old, new, parse)
        assert live.html() == parse(new).html() and kept not in moved and nodes[kept] in layer.childNodes, (ended, moved)
        patch._in_transition.clear()


def test_a_rehearsal_leaves_the_page_and_what_the_real_patch_keeps_in_place_as_they_were():
    """rehearse (a covered board uncovered once at idle, app.py) patches a copy: the page keeps its
    nodes and markup, and the pieces the copy changed are not taken for pieces still sliding, so the
    real patch after it moves the same nodes as without it (all three pieces changed: taken for
    sliding, the two in order would stay and A1 move)."""
    piece = '<g data-key="{}" style="transform: translate({}px, 0px)"><text>x</text></g>'
    old, new = (BOARD.format(pieces="".join(piece.format(*args) for args in pieces))
                for pieces in ([("A1", 45), ("A2", 0), ("B1", 10)], [("A2", 5), ("B1", 15), ("A1", 50)]))
    moves = []
    for rehearsed in (False, True):
        patch._changed_at.clear()
        live = parse(old)
        layer = live.childNodes[0].childNodes[1]
        nodes = list(live.descendants())
        if rehearsed:
            patch.rehearse(live, old, new, parse)
            assert live.html() == parse(old).html() and list(live.descendants()) == nodes and not patch._changed_at
        moved = []
        insert = layer.insertBefore
        layer.insertBefore = lambda node, before: moved.append(node.attrs["data-key"]) or insert(node, before)
        patch_markup(live, old, new, parse)
        assert live.html() == parse(new).html()
        moves.append(moved)
    assert moves[0] == moves[1] == ["B1", "A2"], moves


def test_any_reorder_of_keyed_and_plain_children_ends_as_the_new_markup():
    """Random children lists (keyed and plain, some changed): the page ends equal to the new markup,
    and every keyed element kept keeps its node."""
    rng = random.Random(7)
    for _ in range(300):
        def children() -> list[str]:
            keys = rng.sample(range(8), rng.randint(0, 6))
            out = [f'<g data-key="k{k}" class="c{rng.randint(0, 1)}"><text>{rng.randint(0, 1)}</text></g>' for k in keys]
            for _ in range(rng.randint(0, 3)):
                out.insert(rng.randint(0, len(out)), f'<rect width="{rng.randint(0, 2)}"/>')
            return out
        old, new = (f'<svg><g class="layer">{"".join(children())}</g></svg>' for _ in range(2))
        live = parse(old)
        layer = live.childNodes[0].childNodes[0]
        before = {child.attrs.get("data-key"): child for child in layer.childNodes}
        patch_markup(live, old, new, parse)
        assert live.html() == parse(new).html(), (old, new)
        for child in layer.childNodes:
            key = child.attrs.get("data-key")
            if key and key in before:
                assert child is before[key], (old, new)


def test_markup_whose_elements_differ_falls_back_to_the_keyed_patch_there_only():
    old = BOARD.format(pieces='<g data-key="wQ"><text>Q</text></g><g data-key="bA1"><text>A</text></g>')
    live = parse(old)
    cells = live.childNodes[0].childNodes[0]
    queen = live.childNodes[0].childNodes[1].childNodes[0]
    steps = [BOARD.format(pieces='<g data-key="bA1"><text>A</text></g><g data-key="wQ" class="last"><text>Q</text></g>'),
             BOARD.format(pieces='<g data-key="wQ"><text>Q</text></g>') + "<p>over</p>",
             '<p>text <b>and</b> more</p>', '<p>other <b>and</b> more</p>', '<p>other <i>and</i> more</p>', old]
    for before, after in zip([old] + steps, steps):
        parsed: list[str] = []
        patch_markup(live, before, after, lambda markup: parsed.append(markup) or parse(markup))
        assert live.html() == parse(after).html(), after
        if before == old:       # the pieces swapped places: the same queen moved, the cells untouched
            assert live.childNodes[0].childNodes[1].childNodes[1] is queen and live.childNodes[0].childNodes[0] is cells
            assert parsed == []     # moved, not parsed again


def test_contents_with_nothing_to_keep_are_rewritten_whole_and_the_rest_patched():
    """Seeds added to a hole: its contents are written at once (one call). A focusable hole, or a layer
    of keyed pieces, keeps its elements: focus and slides depend on them."""
    hole = '<g class="hole"><circle class="seed"/><circle class="seed"/></g>'
    old = f'<svg><g class="holes">{hole}</g></svg>'
    live = parse(old)
    group = live.childNodes[0].childNodes[0].childNodes[0]
    seed = group.childNodes[0]
    new = old.replace(hole, '<g class="hole sown"><circle class="seed"/><circle class="seed"/><circle class="seed"/></g>')
    assert patch_markup(live, old, new, parse) == 2          # the class, the contents
    assert group.childNodes[0] is not seed and live.html() == parse(new).html()
    old, new = (m.replace('<g class="hole', '<g tabindex="0" class="hole') for m in (new, old))
    live = parse(old)
    hole = live.childNodes[0].childNodes[0].childNodes[0]
    patch_markup(live, old, new.replace("sown", "legal"), parse)
    assert live.childNodes[0].childNodes[0].childNodes[0] is hole and live.html() == parse(new.replace("sown", "legal")).html()
    old = '<svg><g class="pieces"><g data-key="wQ"/></g></svg>'
    live = parse(old)
    queen = live.childNodes[0].childNodes[0].childNodes[0]
    patch_markup(live, old, '<svg><g class="pieces"><g data-key="bA1"/><g data-key="wQ"/></g></svg>', parse)
    assert live.childNodes[0].childNodes[0].childNodes[1] is queen


def test_buttons_are_rewritten_whole_unless_one_of_them_has_the_focus():
    """A roll brings a new list of 30 outcome buttons: written at once (one call), unless the player's
    focus is on one of them, which then stays the same element."""
    def outcomes(moves: range) -> str:
        return '<div class="panel"><ul>' + "".join(f'<li><button data-move="m{n}">{n}</button></li>' for n in moves) + "</ul></div>"
    old, new = outcomes(range(30)), outcomes(range(5, 35))
    live = parse(old)
    calls = _counting(live)
    assert patch_markup(live, old, new, parse) == 1 and calls == [] and live.html() == parse(new).html()
    live = parse(old)
    focused = live.childNodes[0].childNodes[0].childNodes[7].childNodes[0]
    DOCUMENT.activeElement = focused
    try:
        patch_markup(live, old, new.replace('data-move="m12"', 'data-move="m7"'), parse)
    finally:
        DOCUMENT.activeElement = None
    assert live.childNodes[0].childNodes[0].childNodes[7].childNodes[0] is focused and focused.attrs["data-move"] == "m7"


def test_contents_whose_only_ids_name_symbols_are_rewritten_whole():
    """Mądre kości's outcome list draws its chips from <symbol>s with ids: they keep nothing (no focus, no
    slide), so the list gives way to the roll button in one call. An id on anything else is kept."""
    symbols = '<svg class="chips"><symbol id="chip-1"><rect/></symbol></svg>'
    old = f'<div class="panel"><div>{symbols}<ul><li><button data-move="m1"><svg><use href="#chip-1"/></svg></button></li></ul></div></div>'
    new = '<div class="panel"><div><button data-move="roll">Roll</button></div></div>'
    live = parse(old)
    calls = _counting(live)
    assert patch_markup(live, old, new, parse) == 1 and calls == [] and live.html() == parse(new).html()
    kept = old.replace('<ul>', '<ul id="outcomes">')
    live = parse(kept)
    calls = _counting(live)
    patch_markup(live, kept, new, parse)
    assert "insertBefore" in calls and live.html() == parse(new).html()     # patched child by child, not rewritten


def test_a_move_added_to_a_long_list_keeps_the_others_a_short_one_is_rewritten():
    """The move list after a move: one item more, the current mark moved. Its items stay the same
    elements (a rewrite made Chromium parse, style and lay out all 28 again: a Mądre kości trace),
    only the new one is parsed. A short list (seeds in a hole) is still written at once."""
    def moves(count: int) -> str:
        return '<ol class="moves">' + "".join(f'<li><button aria-current="{"step" if n == count - 1 else "false"}">{n}.</button></li>'
                                              for n in range(count)) + "</ol>"
    old, new = moves(27), moves(28)
    live = parse(old)
    items = list(live.childNodes[0].childNodes)
    parsed: list[str] = []
    patch_markup(live, old, new, lambda markup: parsed.append(markup) or parse(markup))
    assert live.html() == parse(new).html() and list(live.childNodes[0].childNodes)[:27] == items
    assert parsed == ['<li><button aria-current="step">27.</button></li>'], parsed
    old, new = moves(3), moves(4)
    live = parse(old)
    calls = _counting(live)
    assert patch_markup(live, old, new, parse) == 1 and calls == [] and live.html() == parse(new).html()


def test_markup_the_page_no_longer_shows_is_patched_from_the_page():
    """When the page differs from the old markup where it matters (an element gone behind our back,
    or tags the browser would nest otherwise), the page itself is compared: the end is right anyway."""
    old = '<div><p>a</p><p>b</p></div>'
    live = parse(old)
    live.childNodes[0].removeChild(live.childNodes[0].childNodes[1])
    patch_markup(live, old, '<div><p>a</p><p>c</p></div>', parse)
    assert live.html() == '<div><p>a</p><p>c</p></div>'
    live = parse("<div>x</div>")
    patch_markup(live, "<div>x</span>", "<div>y</div>", parse)
    assert live.html() == "<div>y</div>"


def test_arrow_keys_go_to_the_nearest_element_that_way():
    row = [(0.0, 0.0), (100.0, 0.0), (200.0, 0.0), (100.0, 100.0)]
    assert nearest((100.0, 0.0), row, "ArrowRight") == 2
    assert nearest((100.0, 0.0), row, "ArrowLeft") == 0
    assert nearest((100.0, 0.0), row, "ArrowDown") == 3
    assert nearest((100.0, 0.0), row, "ArrowUp") is None
    assert nearest((0.0, 0.0), [(100.0, 90.0), (150.0, 0.0)], "ArrowRight") == 1, "along the row before another row"


def test_a_screen_describes_the_moves_of_a_state_once():
    from stolik.web.screen import GameScreen

    class Counting:
        calls = 0

        def legal_moves(self):
            return ["a", "b"]

        def describe(self, move):
            Counting.calls += 1
            return move.upper()

    screen, state = GameScreen(), Counting()
    assert screen.described(state) == {"a": "A", "b": "B"}
    screen.described(state)
    assert Counting.calls == 2, "the second ask is answered from the first"
    screen.described(Counting())
    assert Counting.calls == 4, "another state is described anew"
