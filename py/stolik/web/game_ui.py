"""What a game's screen module offers the shell: ``stolik.web.<game>_ui``, beside ``<game>_strings``.

The shell (app.py) owns routing, saving, undo, history, sharing, the computer's turns and the
event listeners; a game's UI module only turns states into markup and clicks into move strings.
Every function is pure (no js, no pyscript), so each game's screen is tested under CPython.

Required::

    new_ui(prefs: dict) -> object           # per-screen UI state (selection, targeting…), not saved;
                                            # prefs: this game's remembered choices on this device
    player_names(tr) -> (str, str)
    options_for(first: int, fields: dict[str, str]) -> dict   # game options from the new-game form
    board_html(state, *, tr, flipped, interactive, me, ui, view=None, marks=None) -> str
    panel_html(state, *, tr, interactive, ui) -> str          # buttons beside the board
    move_text(before, move, tr) -> str                        # one line of the move list
    event_message(before, move, tr) -> str                    # the status line after a move
    result_text(result, tr) -> list[str]

Optional (the shell has defaults)::

    options_html(tr) -> str                  # extra fieldsets in the new-game form ("" )
    on_select(ui, value, state) -> None      # a click on an element with data-select="value"
    on_action(ui, action, value, state) -> bool   # data-action the shell does not know (clicks, and
                                             # changes of inputs/selects: value = theirs); True: redraw
    frames(before, move) -> [(view, marks)]  # animation of a move ([])
    last_move_marks(before, move) -> marks   # what stays marked after a move ({})
    cover_html(state, ui, tr, me) -> str     # hot-seat privacy screen over the board ("" = none)
    after_move(ui, before, move, by_computer) -> None   # every move played; may update ui.prefs
    ASKS_FIRST = True                        # False: the game draws who starts; the form does not ask
    next_game(options, results) -> dict | None     # a match of several games (e.g. a long duel): the
                                             # options of the next game after these results, or None
                                             # when the match is over (or is a single game)
    match_text(options, results, tr) -> list[str]  # the running match score, shown with the result

Pan and zoom: an ``<svg data-zoomable>`` board is panned by dragging (mouse, touch, pen) and zoomed
by the wheel or a two-finger pinch; the shell changes its viewBox directly (no redraw) and stores
it as ``ui.viewbox`` = (x, y, width, height) when the UI object (on a tool screen: the tool object)
has that attribute, so a renderer
that honours ``ui.viewbox`` keeps the player's view across redraws (None = fit the whole board;
an on_action "fit" that sets it back to None gives a "fit" button). A drag that moves more than a
few pixels is a pan, not a click.

Drag and drop: an element with ``data-drag`` and ``data-select`` may be dragged onto one with
``data-drop`` and ``data-select``; letting go there calls on_select for the dragged value, then for
the target's, exactly as clicking one and then the other (so clicks and keys do the same job).

Tools (analysis screens that are not a game, e.g. Schotten's "can this group still be beaten?")::

    TOOLS = {"proof": "schotten.tool.proof"}            # in <game>_strings.py (read without the
                                                          # engine): tool name -> string key of its title
    tool_new(name, payload: str | None) -> object         # payload: e.g. a position to start from
    tool_html(name, tool, tr) -> str
    tool_action(tool, action, value) -> bool              # data-action clicks, and changes of
                                                          # inputs/selects carrying data-action
                                                          # (value = their value); True: redraw
    analysis_link(state) -> str | None                    # optional: a hash like "#/tool/schotten/proof/<quoted>"

Routes ``#/tool/<game>/<name>`` and ``#/tool/<game>/<name>/<percent-encoded payload>`` open a tool;
the home screen lists each game's tools under its card, and the play screen shows an "analyse"
link when analysis_link gives one.

Preferences: when the UI object has a ``prefs`` dict (the one new_ui got), the shell saves it
under ``stolik/v1/settings`` after each redraw that changed it, and hands it back next time.

``me`` is the player whose side the screen shows: the human against the computer, None between
two friends (a game with hidden hands decides itself whom to show, behind cover_html). Elements
with ``data-move`` send that move; ``data-select`` goes to on_select; the shell highlights nothing
by itself. Hidden information: call ``state.view(player)`` only for the player allowed to see.
"""
from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

from stolik.games import ENGINES

REQUIRED = ("new_ui", "player_names", "options_for", "board_html", "panel_html", "move_text",
            "event_message", "result_text")


def load(key: str) -> ModuleType:
    """The UI module of game ``key``; ImportError when its board is not built yet."""
    return importlib.import_module(f"stolik.web.games.{key}.screen")


def playable() -> list[str]:
    """Games with a screen (the others show as coming soon), found without importing them: start-up
    time matters, and a game's engine and screen load only when that game is opened."""
    return [key for key in ENGINES if importlib.util.find_spec(f"stolik.web.games.{key}.screen") is not None]


def tools(key: str) -> dict[str, str]:
    """A game's tools, declared in its light strings module so the home screen needs no engine."""
    try:
        module = importlib.import_module(f"stolik.web.games.{key}.strings")
    except ImportError:
        return {}
    return dict(getattr(module, "TOOLS", {}))
