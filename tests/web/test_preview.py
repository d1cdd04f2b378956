"""web/preview.py: the listed move pointed at or focused is drawn in the board's pointed place."""
from __future__ import annotations

from types import SimpleNamespace

from stolik.web.preview import Preview
from test_patch import Node


class Element(Node):
    """An element as the preview sees it: its attributes, its parent, whether its focus shows."""

    def __init__(self, attrs=None, parent=None, focus_visible=False):
        super().__init__(1, "g")
        self.attrs.update(attrs or {})
        self.parent, self.focus_visible = parent, focus_visible

    def closest(self, selector):
        assert selector == "[data-outcome]"
        node = self
        while node is not None and "data-outcome" not in node.attrs:
            node = node.parent
        return node

    def matches(self, selector):
        assert selector == ":focus-visible"
        return self.focus_visible


class Document:
    """A page whose board's pointed place may be replaced by a redraw (or missing: no board)."""

    def __init__(self):
        self.place = SimpleNamespace(innerHTML="")

    def querySelector(self, selector):
        assert selector == "[data-pointed]"
        return self.place


def setup():
    document = Document()
    button = Element({"data-outcome": "3"})
    chip = Element({}, parent=button)
    other = Element({})
    return Preview(document, lambda key: f"<arrow {key}/>"), document, button, chip, other


def event(kind, target, related=None):
    return SimpleNamespace(type=kind, target=target, relatedTarget=related)


def test_pointing_at_a_listed_move_or_inside_it_shows_it_and_pointing_away_hides_it():
    preview, page, button, chip, other = setup()
    preview.on_event(event("pointerover", chip))
    assert page.place.innerHTML == "<arrow 3/>"
    preview.on_event(event("pointerover", other))
    assert page.place.innerHTML == ""
    preview.on_event(event("pointerover", button))
    preview.on_event(event("pointerout", button, related=None))      # the pointer left the page
    assert page.place.innerHTML == ""


def test_keyboard_focus_shows_a_listed_move_but_a_click_focus_does_not():
    preview, page, button, chip, other = setup()
    preview.on_event(event("focusin", button))                          # focused by a click: not focus-visible
    assert page.place.innerHTML == ""
    button.focus_visible = True
    preview.on_event(event("focusin", button))
    assert page.place.innerHTML == "<arrow 3/>"
    preview.on_event(event("pointerover", other))                       # the pointer elsewhere: the focus still shows it
    assert page.place.innerHTML == "<arrow 3/>"
    preview.on_event(event("focusout", button))
    assert page.place.innerHTML == ""


def test_a_new_position_forgets_what_was_shown():
    preview, page, button, chip, other = setup()
    preview.on_event(event("pointerover", button))
    preview.forget()
    assert page.place.innerHTML == "" and preview.hovered is None


def test_a_redraw_that_replaced_the_place_gets_the_move_pointed_at_drawn_again():
    preview, page, button, chip, other = setup()
    preview.on_event(event("pointerover", button))
    page.place = SimpleNamespace(innerHTML="")                          # the board's redraw rewrote it
    preview.redrawn()
    assert page.place.innerHTML == "<arrow 3/>"


def test_without_a_board_nothing_is_drawn_and_nothing_fails():
    preview, page, button, chip, other = setup()
    page.place = None                                                   # (JavaScript's null)
    preview.on_event(event("pointerover", button))
    preview.forget()
    assert preview.shown is None
