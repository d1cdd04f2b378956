"""The toy's screen: the counters left, and a button per move."""
from __future__ import annotations

from typing import Any

from stolik.web.html import attrs, esc
from stolik.web.screen import GameScreen


class ToyScreen(GameScreen):
    def player_names(self, tr) -> tuple[str, str]:
        return ("A", "B")

    def board_html(self, state: Any, *, tr, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        buttons = "".join(f'<button{attrs(data_move=move, disabled=not interactive)}>{esc(move)}</button>'
                          for move in state.legal_moves())
        return f'<p class="counters">{state.left}</p>{buttons}'

    def move_text(self, before: Any, move: str, tr) -> str:
        return tr("toy.took", player=self.player_names(tr)[before.to_move], count=move)


SCREEN = ToyScreen
