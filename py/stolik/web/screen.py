"""GameScreen: the whole contract between the shell (web/shell.py) and one game's screen.

The shell owns routing, saving, undo, history, sharing, the computer's turns and every event
listener; a game's screen (``stolik.web.games.<game>.screen.SCREEN``, a subclass) only turns states
into markup and clicks into move strings. Its methods are pure (no js, no pyscript), so every
screen is tested under CPython. The shell makes one instance per opened game or tool and keeps it
while that game is shown; the instance holds what the player is doing right now (a selected piece,
holes chosen for an offer…), never saved.

Markup conventions the shell acts on (it highlights nothing by itself):

- ``data-move="<move>"``: a click (or Enter/Space on a focused ``<g>``) plays that move.
- ``data-select="<value>"``: a click calls ``on_select(value, state)``, then redraws.
- ``data-action="<name>"`` (``data-value`` optional): an action the shell does not know goes to
  ``on_action``; inputs and selects carrying ``data-action`` send their value on change.
- ``<svg data-zoomable>``: panned by dragging, zoomed by the wheel or a pinch; the shell changes
  its viewBox directly and stores it in ``viewbox`` (x, y, width, height), so a renderer that
  honours ``viewbox`` keeps the player's view across redraws (None: fit the whole board).
- ``data-drag`` + ``data-select`` dragged onto ``data-drop`` + ``data-select``: on_select for the
  dragged value, then the target's, exactly as two clicks (clicks, keys and drags do one job); a
  drop anywhere else does nothing. ``on_select`` may answer with a move, which is then played.
- ``data-outcome="<key>"`` on a control beside the board: while it is pointed at or has the
  keyboard's focus, ``preview_html(state, key)`` is drawn into the board's empty
  ``data-pointed`` element (web/preview.py).
- Focusable board elements (``tabindex``) are walked with the arrow keys; after a move the shell
  focuses the board's first ``[data-focus]``, else its first legal target.

Hidden information: call ``state.view(player)`` only for the player allowed to see. ``me`` is the
side the screen shows: the human against the computer or by link, None between two friends on one
device (a game with hidden hands decides whom to show behind ``cover_html``).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Callable, ClassVar

from stolik.core.errors import GameError, PositionError
from stolik.core.game import MoveInfo
from stolik.web.html import attrs, esc

Translate = Callable[..., str]
Frame = tuple[dict[str, Any], dict[str, Any]]      # (a view to draw, marks on it)


class Tool:
    """An analysis screen that is not a game (Schotten's "can this stone still be won?", Hive's
    position viewer), opened by ``#/tool/<game>/<name>[/<payload>]``."""

    viewbox: tuple[float, ...] | None = None
    actions: ClassVar[frozenset[str]] = frozenset()   # the data-actions ``action`` answers

    def html(self, tr: Translate) -> str:
        raise NotImplementedError

    def action(self, action: str, value: str | None) -> bool:
        """A data-action click or change; True: redraw."""
        return False


class GameScreen:
    """One game's screen. Subclasses must give ``player_names``, ``board_html`` and ``move_text``;
    every other method has the documented default."""

    asks_first: ClassVar[bool] = True   # False: the game decides who starts; the new-game form does not ask
    actions: ClassVar[frozenset[str]] = frozenset()   # the data-actions ``on_action`` answers

    def __init__(self, prefs: dict[str, Any] | None = None) -> None:
        self.prefs: dict[str, Any] = dict(prefs or {})   # this game's choices on this device; the shell saves changes
        self.viewbox: tuple[float, ...] | None = None   # pan/zoom of a zoomable board (None: fit)
        self.board_pixels: tuple[float, float] | None = None   # a touch screen's zoomable board, CSS px (the shell measures it)
        self._described: tuple[Any, dict[str, MoveInfo]] = (None, {})
        # the game shown has ended, by the rules or by the players (a resignation the position cannot know):
        # the shell says so before drawing; nothing is secret any more
        self.ended = False
        # the analysis board shows every hand face up, the mover's still played (Schotten); play hides them again
        self.open_hands = False

    def described(self, state: Any) -> dict[str, MoveInfo]:
        """Every legal move of ``state`` with what the engine says it does, worked out once per state:
        the board, the panel and each selection ask again, and in the page describing a hundred
        moves costs tens of milliseconds."""
        if self._described[0] is not state:
            self._described = (state, {move: state.describe(move) for move in state.legal_moves()})
        return self._described[1]

    def view_note_due(self, box: tuple[float, ...]) -> bool:
        """Whether a pan or zoom to ``box`` changes what the board says about its view (a redraw is due)."""
        return False

    def only_pass(self, state: Any) -> bool:
        """Whether the player to move can only pass (the shell then plays it for them after a note).
        Asked after each move is drawn, so by default from ``described``, already worked out for
        the board; a screen that never lists some position's moves (a setup built by clicks) says
        so without listing them."""
        moves = self.described(state)
        return len(moves) == 1 and next(iter(moves.values())).kind == "pass"

    # -- required ---------------------------------------------------------------------------
    def player_names(self, tr: Translate) -> tuple[str, str]:
        raise NotImplementedError

    def board_html(self, state: Any, *, tr: Translate, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        """The board for ``state`` (or an animation frame's ``view`` and ``marks``); legal targets
        are clickable when ``interactive``."""
        raise NotImplementedError

    def move_text(self, before: Any, move: str, tr: Translate) -> str:
        """One line of the move list for ``move`` played from ``before``."""
        raise NotImplementedError

    def line_text(self, before: Any, moves: Sequence[str], tr: Translate) -> str:
        """Moves played one after another from ``before`` (a review's better line), as the move list writes them."""
        said = []
        for move in moves:
            said.append(self.move_text(before, move, tr))
            before = before.play(move)
        return ", ".join(said)

    def hint_text(self, before: Any, move: str, tr: Translate) -> str:
        """The computer's hint in a sentence: by default as the move list writes it."""
        return self.move_text(before, move, tr)

    # -- the new-game form ------------------------------------------------------------------
    def options_html(self, tr: Translate) -> str:
        """Extra fieldsets of the new-game form."""
        return ""

    def options_text(self, options: dict[str, Any], tr: Translate) -> list[str]:
        """The variant and options a game was started with, as the play screen and the saved-games
        list name them (e.g. "special units", "expansions: Mosquito, Ladybug"); [] for the plain game."""
        return []

    def options_for(self, first: int, fields: dict[str, str]) -> dict[str, Any]:
        """Game options from the form: ``first`` is who starts (0 or 1), ``fields`` the form's values."""
        return {}

    # -- around the board -------------------------------------------------------------------
    def panel_html(self, state: Any, *, tr: Translate, interactive: bool, tools: bool = True) -> str:
        """Buttons beside the board for what is not a click on it (pass, confirm, answer…).
        ``tools``: also the ways to the position's tools (a puzzle shows none: they would give its position away)."""
        return ""

    def preview_html(self, state: Any, key: str, *, tr: Translate, flipped: bool) -> str:
        """The board's drawing of the listed move ``data-outcome="key"`` while it is pointed at ("" = none)."""
        return ""

    def cover_html(self, state: Any, tr: Translate, me: int | None) -> str:
        """A privacy screen over the board between friends on one device ("" = none)."""
        return ""

    def event_message(self, before: Any, move: str, tr: Translate) -> str:
        """The status line after a move (read out by screen readers); "" says nothing extra."""
        return ""

    def result_text(self, result: Any, tr: Translate) -> list[str]:
        """The lines saying how the game ended; by default one: the winner (or draw) with each
        player's score by name, if the game keeps scores. A game adds its reason and notes."""
        names = self.player_names(tr)
        if len(result.scores) < 2:
            head = tr("play.drawn") if result.winner is None else tr("play.wins", player=names[result.winner])
            return [tr("play.over") + " " + head]
        a, b = result.scores[:2]
        scores = {"na": names[0], "a": a, "nb": names[1], "b": b}   # each player's score by name, never larger-first
        head = tr("play.draw", **scores) if result.winner is None else tr("play.winner", player=names[result.winner], **scores)
        return [tr("play.over") + " " + head]

    def rules_figures(self, tr: Translate) -> list[tuple[str, str]]:
        """Illustrated examples under the rules text: (caption, figure markup drawn by the game's own
        renderer from a real position, not interactive) for the game's key rules; [] for none."""
        return []

    # -- input ------------------------------------------------------------------------------
    def on_select(self, value: str, state: Any) -> str | None:
        """A click on ``data-select="value"`` while the player may move (or a drop, see
        board_input.py); returns a move to play (a piece dropped on its target), or None to redraw."""
        return None

    def on_action(self, action: str, value: str | None, state: Any) -> bool:
        """A data-action the shell does not know; True: redraw."""
        return False

    def clear(self) -> bool:
        """Forget a half-made move (a selection, an offer being chosen); True when there was one.
        The shell calls it after every move, undo and step through history, and on Escape."""
        return False

    def after_move(self, before: Any, move: str, by_computer: bool) -> None:
        """Every move played, by anyone; may update ``prefs`` or what the screen remembers."""

    # -- motion and marks -------------------------------------------------------------------
    def frames(self, before: Any, move: str) -> list[Frame]:
        """Animation frames of ``move`` ([] = none)."""
        return []

    def last_move_marks(self, before: Any, move: str) -> dict[str, Any]:
        """What stays marked on the board after ``move``."""
        return {}

    def hint_marks(self, state: Any, move: str) -> dict[str, Any]:
        """How a hint shows ``move``, not played yet, on ``state``'s board; by default as the last
        move would be marked. A screen that tells a hint apart from the last move overrides it."""
        return self.last_move_marks(state, move)

    # -- matches and analysis ---------------------------------------------------------------
    def next_game(self, options: dict[str, Any], results: list[Any]) -> dict[str, Any] | None:
        """For a match of several games: the next game's options after ``results``, or None when
        the match is over (or is a single game)."""
        return None

    def match_text(self, options: dict[str, Any], results: list[Any], tr: Translate) -> list[str]:
        """The running match score, shown with the result."""
        return []

    def import_stop(self, state: Any, number: int, move: str, tr: Translate) -> str:
        """Why an imported game stopped at its move ``number``, ``move`` as its file wrote it (after ``state``)."""
        return tr("play.import-stopped", number=number, move=move)

    def analysis_link(self, state: Any) -> str | None:
        """A hash that opens one of this game's tools on ``state`` (None: no link)."""
        return None

    def tool(self, name: str, payload: str | None) -> Tool:
        """Open tool ``name`` (listed in the game's strings.TOOLS) on ``payload``; GameError for a bad payload."""
        raise KeyError(name)


class Draft:
    """A position being set up by hand (web/setup.py), one game's editable board as plain data: ``DRAFT`` in
    ``web/games/<game>/setup.py`` is a subclass giving every method. A draft may hold what no game reaches
    (too many seeds, a side with no hole): it only writes the position text, and the engine's
    ``from_position`` is the one judge of it (no rule is checked here twice). Its controls are buttons with
    ``data-action="setup-edit"`` and a ``data-value`` naming the edit, so a click, a key and a screen
    reader's activation do the same thing."""

    @classmethod
    def of(cls, state: Any) -> "Draft":
        """The draft of an engine's position (a new game's start, or a position from a link)."""
        raise NotImplementedError

    def text(self) -> str:
        """The position as the game's position string (``from_position`` reads it, or says why not)."""
        raise NotImplementedError

    def edit(self, value: str) -> bool:
        """Apply the edit ``value`` (a control's ``data-value``, "<what>:<where>"); False: no such edit, or
        none possible (a count already at its bound), and nothing changed."""
        raise NotImplementedError

    def said(self, tr: Translate) -> str:
        """The last edit, as the status line says it to a screen reader ("" before any)."""
        raise NotImplementedError

    def board_html(self, tr: Translate) -> str:
        """The draft drawn as the game's board, not interactive (drawn also when the engine refuses it)."""
        raise NotImplementedError

    def controls_html(self, tr: Translate) -> str:
        """The controls that edit the draft."""
        raise NotImplementedError

    def options(self, defaults: dict[str, Any]) -> dict[str, Any]:
        """The options a game from the draft is recorded with, and a new deal of the draft's kind uses (its
        variants, which its position text carries too): by default the game's ``defaults``."""
        return defaults

    def live(self) -> Any:
        """The engine's position that the board takes moves on, when the draft is made by playing on the
        game's own board (Hive: a position is the moves that made it); None: the board is only a picture."""
        return None

    def play(self, move: str) -> bool:
        """A move made on the board of a ``live`` draft, added to it; False: none taken."""
        return False

    def input(self) -> GameScreen | None:
        """The game's screen that reads the clicks on a ``live`` draft's board (None: no board input)."""
        return None

    @staticmethod
    def reason_words(tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """The params of the engine's refusal of a position (PositionError.params) as this game's page names
        them: a player by their name, a hole, a pawn or a card as the board names it (web/position_reasons.py)."""
        return dict(params)


Words = Callable[[Translate, dict[str, Any]], dict[str, Any]]     # a refusal's params, named the page's way


def position_reason(game: str, exc: GameError, words: Words) -> Callable[[Translate], str]:
    """The reason ``exc`` gives for refusing a position of ``game`` (or a table a game's tool reads), said in
    whatever language is chosen when it is shown; ``words`` names its params the page's way (web/position_reasons.py)."""
    if not isinstance(exc, PositionError) or exc.code is None:
        english = str(exc)
        return lambda tr: english
    key, params = f"{game}.position.{exc.code}", dict(exc.params)
    return lambda tr: tr(key, **words(tr, params))


def mover_html(tr: Translate, names: tuple[str, str], to_move: int) -> str:
    """A draft's choice of who is to move: one button per player, the one chosen pressed (edit ``mover:<player>``)."""
    buttons = "".join(f'<button{attrs(data_action="setup-edit", data_value=f"mover:{player}", aria_pressed="true" if player == to_move else "false")}>'
                      f'{esc(names[player])}</button>' for player in (0, 1))
    return (f'<fieldset class="setup-group setup-mover"><legend>{esc(tr("setup.who-moves"))}</legend>'
            f'<div class="setup-choice" role="group">{buttons}</div></fieldset>')


def counter_html(name: str, count: int, steps: list[tuple[str, str, str, bool]]) -> str:
    """A count named ``name`` with its buttons: ``steps`` (glyph, edit, what it does for the ear, at its bound)
    before and after it, the fewer first; a button at its bound says so and does nothing (it keeps the focus)."""
    def button(glyph: str, edit: str, label: str, bound: bool) -> str:
        return (f'<button{attrs(class_="setup-step", data_action="setup-edit", data_value=edit, aria_label=label, title=label, aria_disabled="true" if bound else None)}>'
                f'{esc(glyph)}</button>')
    half = len(steps) // 2
    return (f'<span class="setup-name">{esc(name)}</span>{"".join(button(*step) for step in steps[:half])}'
            f'<output class="setup-value">{count}</output>{"".join(button(*step) for step in steps[half:])}')
