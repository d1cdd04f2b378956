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
    """What carry() touches of a DOM element; ``parent`` is the element it is drawn in."""

    def __init__(self, parent: object) -> None:
        self.parentNode, self.style = parent, Style()
        self.classList = SimpleNamespace(add=lambda name: None)

    def setPointerCapture(self, pointer: int) -> None:
        pass


def svg_parent(a: float, b: float, c: float, d: float) -> SimpleNamespace:
    return SimpleNamespace(getScreenCTM=lambda: SimpleNamespace(a=a, b=b, c=c, d=d, e=300.0, f=80.0))


def carried_to(piece: Piece, x: float, y: float) -> str:
    board = BoardInput(None, may_touch=lambda: True, on_drop=lambda dragged, target: None, on_view=lambda box: None)
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
