"""What the page shows now, as one value the shell's parts share (each changes only what its job is)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stolik.web.screen import GameScreen, Tool
from stolik.web.session import Session
from stolik.web.turns import Message


# The screens with a game's board that takes moves: a game, a puzzle, a lesson's step, a mistake retried, a
# Hive position set up, the analysis board.
BOARD_SCREENS = frozenset({"play", "puzzle", "lesson", "retry", "setup", "analysis"})


@dataclass
class PageState:
    screen: str = "home"             # home, play, rules, tool, puzzles, puzzle, lessons, lesson, retry, setup or analysis
    session: Session | None = None   # the game played or looked at (screen "play")
    game: GameScreen | None = None   # the screen of the game shown (or of the tool's game, the puzzle's, the lesson's)
    tool: Tool | None = None
    rules_game: str = ""             # the game whose rules (or tool) are shown
    rules_options: dict[str, Any] | None = None   # the options of the game whose rules are shown, if any
    message: Message = ""            # the last event, said on the screen shown
    error: Message = ""              # why the home screen is shown instead of what was asked
    link: str = ""                   # a link just copied, shown to copy by hand
    dialog: str = ""                 # the dialog open (the new-game form), as markup
    opener: str = ""                 # the control that opened the dialog gets focus back when it closes
    asking: str = ""                 # a question on the play screen: "resign" or "draw"
    choosing: bool = False           # a game opened from a link asks whom to play until answered or played

