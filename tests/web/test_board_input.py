"""A carried piece stays under the pointer: the pointer's move, in screen pixels, becomes the piece's shift
in its board's own units (the board's size on the page, its zoom and any turn undone)."""
from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from stolik.web.board_input import BoardInput, local_shift


class Style:
    transform = ""


class Piece:
    """What carry() and drop() touch of a DOM element; ``parent`` is the element it is drawn in."""
    nodeType = 1

    def __init__(self, parent: object, select: str = "drag:0,0", drop_for: str = "") -> None:
        self.parentNode, self.style, self.select, self.drop_for = parent, Style(), select, drop_for
        self.classes: set[str] = set()
        self.classList = SimpleNamespace(add=self.classes.add, remove=self.classes.discard)

    def setPointerCapture(self, pointer: int) -> None:
        pass

    def getAttribute(self, name: str) -> str:
        return {"data-select": self.select, "data-for": self.drop_for}[name]


class Document:
    """Answers the two selectors board_input asks while carrying: the targets listing a handle, the lit ones."""

    def __init__(self, targets: list[Piece]) -> None:
        self.targets = targets

    def querySelectorAll(self, selector: str) -> list[Piece]:
        if selector == ".reachable":
            return [t for t in self.targets if "reachable" in t.classes]
        handle = selector.split('data-for~="')[1].rstrip('"]')
        return [t for t in self.targets if handle in t.drop_for.split()]


def svg_parent(a: float, b: float, c: float, d: float) -> SimpleNamespace:
    return SimpleNamespace(getScreenCTM=lambda: SimpleNamespace(a=a, b=b, c=c, d=d, e=300.0, f=80.0))


def carried_to(piece: Piece, x: float, y: float) -> str:
    board = BoardInput(Document([]), may_touch=lambda: True, on_drop=lambda dragged, target: None, on_view=lambda box: None)
    board.carried = {"element": piece, "start": (100.0, 100.0), "moved": False}
    board.carry(SimpleNamespace(clientX=x, clientY=y, pointerId=1))
    return piece.style.transform


def test_an_html_piece_moves_by_the_pointers_pixels():
    assert carried_to(Piece(SimpleNamespace()), 160.0, 70.0) == "translate(60.0px, -30.0px)"


def test_a_piece_on_a_zoomed_board_moves_by_the_pointers_move_in_board_units():
    """A board drawn 2.25 screen pixels to its unit (Hive at 1280x800, zoomed in once): 90 px is 40 units.
    Moved by 90 px instead, the piece ran 2.25 times as far as the pointer (measured: 416 px for 377)."""
    assert carried_to(Piece(svg_parent(2.25, 0.0, 0.0, 2.25)), 190.0, 55.0) == "translate(40.0px, -20.0px)"


def test_a_small_move_is_still_a_click_not_a_carry():
    assert carried_to(Piece(svg_parent(2.0, 0.0, 0.0, 2.0)), 103.0, 102.0) == ""


@pytest.mark.parametrize("turn", [0.0, 60.0, -120.0])
def test_the_shift_undoes_a_turned_and_scaled_board(turn):
    """Drawn with the matrix, the shift lands exactly on the pointer's move."""
    r = math.radians(turn)
    a, b, c, d = 1.6 * math.cos(r), 1.6 * math.sin(r), -1.6 * math.sin(r), 1.6 * math.cos(r)
    ux, uy = local_shift((a, b, c, d), 48.0, -20.0)
    assert (a * ux + c * uy, b * ux + d * uy) == pytest.approx((48.0, -20.0))
    assert local_shift(None, 48.0, -20.0) == (48.0, -20.0)


def test_the_targets_a_carried_piece_may_land_on_are_reachable_until_the_drop():
    """Only the drop targets listing the carried handle light up, and none stays lit after the drop."""
    targets = [Piece(None, "cell:1,0", "drag:0,0 take:S"), Piece(None, "cell:2,0", "take:S"), Piece(None, "cell:3,0", "drag:0,0")]
    board = BoardInput(Document(targets), may_touch=lambda: True, on_drop=lambda dragged, target: None, on_view=lambda box: None)
    piece = Piece(svg_parent(1.0, 0.0, 0.0, 1.0), "drag:0,0")
    board.carried = {"element": piece, "start": (100.0, 100.0), "moved": False}
    board.carry(SimpleNamespace(clientX=150.0, clientY=100.0, pointerId=1))
    assert ["reachable" in t.classes for t in targets] == [True, False, True] and "carried" in piece.classes
    board.document.elementFromPoint = lambda x, y: None
    board.drop(SimpleNamespace(clientX=150.0, clientY=100.0, timeStamp=5.0))
    assert not any(t.classes for t in targets) and not piece.classes


def test_a_drop_finds_the_target_under_the_pointer_before_the_piece_goes_home():
    """A Schotten card let go over a stone side plays there with motion on: put back first, the card
    slid home by its transition and was itself the element under the pointer (the drop did nothing)."""
    side = Piece(None, "stone:0", "card:r9")
    side.closest = lambda selector: side
    dropped = []
    board = BoardInput(Document([side]), may_touch=lambda: True, on_drop=lambda dragged, target: dropped.append((dragged, target)),
                       on_view=lambda box: None)
    card = Piece(SimpleNamespace(), "card:r9")
    card.closest = lambda selector: None
    board.carried = {"element": card, "start": (100.0, 100.0), "moved": False}
    board.carry(SimpleNamespace(clientX=100.0, clientY=180.0, pointerId=1))
    board.document.elementFromPoint = lambda x, y: side if "carried" in card.classes else card   # the card once it is put back
    board.drop(SimpleNamespace(clientX=100.0, clientY=180.0, timeStamp=5.0))
    assert dropped == [("card:r9", "stone:0")]


def test_a_press_and_release_in_place_touches_nothing_on_the_page():
    """A click on a piece that may be dragged: its release asks the page nothing and changes nothing
    (it did, 5 ms of calls into the page in the click's task), and the click is not swallowed."""
    piece = Piece(SimpleNamespace(), "drag:0,0")
    piece.style = None                                    # any use of the element would fail
    piece.classList = None
    document = SimpleNamespace()                          # (no querySelectorAll, no elementFromPoint)
    board = BoardInput(document, may_touch=lambda: True, on_drop=lambda dragged, target: None, on_view=lambda box: None)
    board.carried = {"element": piece, "start": (100.0, 100.0), "moved": False}
    board.carry(SimpleNamespace(clientX=101.0, clientY=100.0, pointerId=1))   # under the drag threshold
    board.drop(SimpleNamespace(clientX=101.0, clientY=100.0, timeStamp=5.0))
    assert board.carried == {} and board.suppress_until == 0.0
