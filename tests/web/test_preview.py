"""web/preview.py: the listed move pointed at or focused names itself on the board's wrapper."""
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


def setup():
    wrap = Element({})                  # the page's root element
    document = SimpleNamespace(documentElement=wrap)
    button = Element({"data-outcome": "3"})
    chip = Element({}, parent=button)
    other = Element({})
    return Preview(document), wrap, button, chip, other


def event(kind, target, related=None):
    return SimpleNamespace(type=kind, target=target, relatedTarget=related)


def test_pointing_at_a_listed_move_or_inside_it_shows_it_and_pointing_away_hides_it():
    preview, wrap, button, chip, other = setup()
    preview.on_event(event("pointerover", chip))
    assert wrap.attrs.get("data-previewing") == "3"
    preview.on_event(event("pointerover", other))
    assert "data-previewing" not in wrap.attrs
    preview.on_event(event("pointerover", button))
    preview.on_event(event("pointerout", button, related=None))      # the pointer left the page
    assert "data-previewing" not in wrap.attrs


def test_keyboard_focus_shows_a_listed_move_but_a_click_focus_does_not():
    preview, wrap, button, chip, other = setup()
    preview.on_event(event("focusin", button))                          # focused by a click: not focus-visible
    assert "data-previewing" not in wrap.attrs
    button.focus_visible = True
    preview.on_event(event("focusin", button))
    assert wrap.attrs.get("data-previewing") == "3"
    preview.on_event(event("pointerover", other))                       # the pointer elsewhere: the focus still shows it
    assert wrap.attrs.get("data-previewing") == "3"
    preview.on_event(event("focusout", button))
    assert "data-previewing" not in wrap.attrs


def test_a_new_position_forgets_what_was_shown():
    preview, wrap, button, chip, other = setup()
    preview.on_event(event("pointerover", button))
    preview.forget()
    assert "data-previewing" not in wrap.attrs and preview.hovered is None
