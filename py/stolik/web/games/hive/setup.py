"""Setting up a Hive position. A Hive position is the moves that made it (a UHP GameString: the engine's
``from_position`` replays them, and nothing else says whether a hive can arise), so a position is set up as
it arises: a piece picked from a rack and put on a lit hex, or a piece on the board moved (a Beetle onto
the hive: a stack), each side in turn, on the game's own board and input; the last one taken back
("remove") as often as wanted; the expansion bugs chosen while the board is empty. Whose turn it is follows
from the moves, as in every game of Hive.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from stolik.core.refusal import Refusal
from stolik.hive import from_position
from stolik.hive.pieces import EXPANSIONS, game_type_text
from stolik.web.games.hive.screen import HiveScreen, refusal_text
from stolik.web.html import attrs, esc
from stolik.web.screen import Draft, Translate


@dataclass
class HiveDraft(Draft):
    states: list[Any]                 # from the empty board to the position shown, one per move
    screen: HiveScreen = field(default_factory=HiveScreen)   # the game's input (a piece picked, the view)
    last: str = ""                    # what the last edit did: "placed", "back" or "bugs"

    @classmethod
    def of(cls, state: Any) -> "HiveDraft":
        """Every state from the empty board of ``state``'s bugs to ``state`` (each move can be taken back)."""
        head, *_rest = state.position().split(";")
        states = [from_position(head)]
        for move in state.moves:
            states.append(states[-1].play(move))
        return cls(states)

    def live(self) -> Any:
        return self.states[-1]

    def options(self, defaults: dict[str, Any]) -> dict[str, Any]:
        """The game's options with the bugs (expansions) and rules of the position shown."""
        return {**defaults, **self.states[-1].options}

    def input(self) -> HiveScreen:
        return self.screen

    def text(self) -> str:
        return str(self.states[-1].position())

    def play(self, move: str) -> bool:
        """A piece placed or moved on the board (the game's input sends only legal moves)."""
        state = self.states[-1]
        if move not in state.legal_moves():
            return False
        self.states.append(state.play(move))
        self.screen.clear()
        self.last = "placed"
        return True

    def edit(self, value: str) -> bool:
        """``back``: the last piece placed or moved taken back; ``bug:M`` (or L, P): that expansion's bug in or
        out of the game, while the board is empty.

        >>> draft = HiveDraft.of(from_position("Base"))
        >>> draft.edit("bug:M"), draft.play("wQ"), draft.edit("bug:L"), draft.edit("back"), draft.text()
        (True, True, False, True, 'Base+M;NotStarted;White[1]')
        """
        what, _, bug = value.partition(":")
        if what == "back" and len(self.states) > 1:
            self.states.pop()
            self.last = "back"
        elif what == "bug" and bug and bug in EXPANSIONS and len(self.states) == 1:
            bugs = set(self.states[0].expansions) ^ {bug}
            self.states = [from_position(game_type_text(frozenset(bugs)))]
            self.last = "bugs"
        else:
            return False
        self.screen.clear()
        return True

    def said(self, tr: Translate) -> str:
        state = self.states[-1]
        if self.last == "placed":
            return self.screen.hint_text(self.states[-2], state.moves[-1], tr)
        if self.last == "back":
            return tr("hive.setup.taken-back")
        if self.last == "bugs":
            bugs = [tr(f"hive.bug.{bug}") for bug in EXPANSIONS if bug in state.expansions]
            return tr("hive.setup.bugs", bugs=", ".join(bugs) if bugs else tr("hive.setup.no-bugs"))
        return ""

    @staticmethod
    def reason_words(tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """A move that breaks a rule of play: that rule as the game's move refusals say it."""
        if "rule" in params:
            return {**params, "reason": refusal_text(Refusal(params["rule"], params.get("detail", {})), tr)}
        return dict(params)

    def board_html(self, tr: Translate) -> str:
        state = self.states[-1]
        interactive = state.result() is None
        return (self.screen.board_html(state, tr=tr, flipped=False, interactive=interactive, me=None)
                + self.screen.panel_html(state, tr=tr, interactive=interactive, tools=False))

    def controls_html(self, tr: Translate) -> str:
        state = self.states[-1]
        names = self.screen.player_names(tr)
        empty = len(self.states) == 1
        bugs = "".join(f'<button{attrs(data_action="setup-edit", data_value=f"bug:{bug}", aria_pressed="true" if bug in state.expansions else "false", disabled=not empty)}>'
                       f'{esc(tr(f"hive.bug.{bug}"))}</button>' for bug in EXPANSIONS)
        back = (f'<button{attrs(data_action="setup-edit", data_value="back", disabled=empty)}>'
                f'{esc(tr("hive.setup.back"))}</button>')
        return (f'<p>{esc(tr("hive.setup.how"))}</p>'
                f'<p data-role="setup-turn">{esc(tr("setup.to-move", player=names[state.to_move]))}</p>'
                f'<p>{esc(tr("hive.setup.count", count=len(state.moves)))}</p><p>{back}</p>'
                f'<fieldset class="setup-group"><legend>{esc(tr("hive.setup.bugs-legend"))}</legend>'
                f'<div class="setup-choice" role="group">{bugs}</div>'
                f'<p class="panel-note">{esc(tr("hive.setup.bugs-note"))}</p></fieldset>')


DRAFT = HiveDraft
