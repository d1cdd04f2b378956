"""What the shell asks of the page it runs in: drawing, focus and scrolling, the header, sound.

The page answers it in web/app.py (with web/browser/); the CPython tests of the shell pass a fake
that records what it was asked.
"""
from __future__ import annotations

from typing import Protocol


class Display(Protocol):
    def draw(self, budget_ms: float | None = None) -> None:
        """Draw the screen as it now is (``budget_ms``: what is left after it comes in tasks of their own)."""

    def draw_soon(self) -> None:
        """Draw the screen in a task after this one (after an answer that came outside any command)."""

    def draw_board(self, board: str) -> None:
        """Redraw the board alone with this markup (an animation's frame)."""

    def note_idle(self) -> None:
        """Something the page waits for may have ended: ``html[data-idle]`` is written again if so."""

    def focus(self, selector: str) -> None:
        """Focus the first element ``selector`` finds, once drawn (a dialog's field, a question's answer)."""

    def to_board(self) -> None:
        """Give the keyboard to the board (its piece, first target or first control)."""

    def let_go_of_focus(self) -> None:
        """Blur the control just used to play a move, before the move's redraw (web/browser/focus.py)."""

    def reveal(self, ident: str, above_only: bool = False) -> None:
        """Scroll element ``ident`` into view once drawn (``above_only``: only when above the screen)."""

    def still(self) -> bool:
        """Whether the system asks for reduced motion (then nothing moves, whatever the toggle says)."""

    def update_chrome(self) -> None:
        """The header's toggles, the page's language and title as the settings now are."""

    def sound(self, cue: str) -> None:
        """Play ``cue``: "click" (a move) or "your-turn" (the computer has answered)."""
