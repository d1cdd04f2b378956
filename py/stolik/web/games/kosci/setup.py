"""Setting up a Mądre kości position: where each of the twelve pawns stands (a pawn moved onto others
goes on top of their stack, a pawn taken off the board has left over the far edge), the scores, who is to
move, and the four dice of a roll already thrown (or none yet). A pawn off the board makes it the
opponent's last roll. The engine's ``from_position`` judges the result (a side with every pawn covered,
scores below what the pawns past the middle line have earned, two pawns off…). The game's own setup phase
and a finished game are not set up here: nothing is left to play in them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stolik.kosci import from_position
from stolik.kosci.board import EXIT, PLAYER_LETTERS, SQUARES, parse_square, square_name
from stolik.kosci.state import State, write
from stolik.web.games.kosci.screen import KosciScreen
from stolik.web.html import attrs, esc
from stolik.web.screen import Draft, Translate, counter_html, mover_html

# Where a set-up position starts when the position given is not one in play (a new game starts by placing pawns).
START = "A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:0 A -"
SCORE_STEPS = (-10, -1, 1, 10)
OFF = "off"                    # the place of a pawn taken off the board (``A3@off``)
MAX_SCORE = 999


def pawn_name(pawn: int) -> str:
    """A pawn as the notation names it: 0 -> "A1", 7 -> "B2"."""
    return f"{PLAYER_LETTERS[pawn // 6]}{pawn % 6 + 1}"


@dataclass
class KosciDraft(Draft):
    stacks: list[list[int]]          # per square, pawn ids bottom first
    scores: list[int]
    to_move: int
    roll: list[int] | None           # the four dice to assign, None: not thrown yet
    last: str = ""                   # what the last edit changed: a pawn's name, "score:<player>", "mover" or "roll"

    @classmethod
    def of(cls, state: Any) -> "KosciDraft":
        if state.phase not in ("play", "last"):
            state = from_position(START)
        return cls([list(stack) for stack in state.stacks], list(state.scores), state.to_move,
                   list(state.roll) if state.roll else None)

    def where(self) -> dict[int, int]:
        """The square of each pawn."""
        return {pawn: square for square, stack in enumerate(self.stacks) for pawn in stack}

    def phase(self) -> str:
        """In play, or the last roll once a pawn is off the board."""
        return "last" if len(self.where()) < 12 else "play"

    def state(self) -> State:
        """The draft as the engine's State, unchecked: only to draw it (from_position judges it)."""
        where = self.where()
        return State(self.phase(), tuple(tuple(stack) for stack in self.stacks), tuple(where.get(p, EXIT) for p in range(12)),
                     (self.scores[0], self.scores[1]), self.to_move, tuple(self.roll) if self.roll else None, 0)

    def text(self) -> str:
        state = self.state()
        return write(state.phase, state.stacks, state.where, state.scores, self.to_move, state.roll)

    def edit(self, value: str) -> bool:
        """``A3@C1`` (pawn A3 onto C1, on top), ``A3@off`` (taken off the board), ``score:0:+10`` (Player One's score), ``mover:1``, ``roll:on`` /
        ``roll:off`` (a roll thrown or not), ``die:2:+`` / ``die:2:-`` (the third die, 1 to 6 round).

        >>> draft = KosciDraft.of(from_position(START))
        >>> draft.edit("A3@D1"), draft.edit("score:1:+10"), draft.edit("roll:on"), draft.edit("die:0:-"), draft.text()
        (True, True, True, True, 'A1@D1,A3@D1,A2@B1,A4@E1,A5@F1,A6@G1,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 0:10 A 6111')
        """
        what, _, rest = value.partition(":")
        if "@" in value:
            return self._place(value)
        if what == "score" and rest[:1] in ("0", "1") and rest[2:].lstrip("+-").isdigit() and int(rest[2:]) in SCORE_STEPS:
            player = int(rest[0])
            score = min(MAX_SCORE, max(0, self.scores[player] + int(rest[2:])))
            if score == self.scores[player]:
                return False
            self.scores[player], self.last = score, f"score:{player}"
        elif what == "mover" and rest in ("0", "1"):
            self.to_move, self.last = int(rest), "mover"
        elif what == "roll" and rest in ("on", "off"):
            self.roll, self.last = ([1, 1, 1, 1] if rest == "on" else None), "roll"
        elif what == "die" and self.roll is not None and rest[:1] in "0123" and rest[1:] in (":+", ":-"):
            die = int(rest[0])
            self.roll[die] = (self.roll[die] + (1 if rest[-1] == "+" else -1) - 1) % 6 + 1
            self.last = "roll"
        else:
            return False
        return True

    def _place(self, value: str) -> bool:
        name, _, target = value.partition("@")
        pawns = {pawn_name(p): p for p in range(12)}
        try:
            square = EXIT if target == OFF else parse_square(target)
        except ValueError:
            return False
        if name not in pawns or len(target) > 3:
            return False
        pawn = pawns[name]
        where = self.where()
        if where.get(pawn, EXIT) == square:
            return False
        if pawn in where:
            self.stacks[where[pawn]].remove(pawn)
        if square != EXIT:
            self.stacks[square].append(pawn)
        self.last = name
        return True

    def said(self, tr: Translate) -> str:
        names = (tr("kosci.player.0"), tr("kosci.player.1"))
        if self.last.startswith("score:"):
            player = int(self.last[-1])
            return tr("kosci.editor.score-said", player=names[player], score=self.scores[player])
        if self.last == "mover":
            return tr("setup.to-move", player=names[self.to_move])
        if self.last == "roll":
            return tr("kosci.editor.rolled", dice=" ".join(map(str, self.roll))) if self.roll else tr("kosci.editor.not-rolled")
        pawn = next((p for p in range(12) if pawn_name(p) == self.last), None)
        if pawn is None:
            return ""
        square = self.where().get(pawn, EXIT)
        if square == EXIT:
            return tr("kosci.editor.taken-off", pawn=_pawn_label(tr, pawn))
        stack = self.stacks[square]
        return tr("kosci.editor.placed", pawn=_pawn_label(tr, pawn), square=square_name(square), level=len(stack))

    @staticmethod
    def reason_words(tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """A side (the engine's letter) and a pawn (``A3``) by the names the board gives them."""
        words = dict(params)
        if words.get("player") in PLAYER_LETTERS:
            words["player"] = tr(f"kosci.player.{PLAYER_LETTERS.index(words['player'])}")
        pawns = {pawn_name(p): p for p in range(12)}
        if words.get("pawn") in pawns:
            words["pawn"] = _pawn_label(tr, pawns[words["pawn"]])
        return words

    def board_html(self, tr: Translate) -> str:
        return KosciScreen().board_html(self.state(), tr=tr, flipped=False, interactive=False, me=None)

    def _score_html(self, tr: Translate, names: tuple[str, str], player: int) -> str:
        score = self.scores[player]
        return counter_html(names[player], score, [
            (f"{step:+d}", f"score:{player}:{step:+d}", tr("kosci.editor.score-step", player=names[player], step=f"{step:+d}"),
             _bound(score, step)) for step in SCORE_STEPS])

    def controls_html(self, tr: Translate) -> str:
        names = (tr("kosci.player.0"), tr("kosci.player.1"))
        where = self.where()
        scores = "".join(f'<li>{self._score_html(tr, names, player)}</li>' for player in (0, 1))
        thrown = self.roll is not None
        roll = (f'<button{attrs(data_action="setup-edit", data_value="roll:off" if thrown else "roll:on", aria_pressed="true" if thrown else "false")}>'
                f'{esc(tr("kosci.editor.thrown"))}</button>')
        if self.roll is not None:
            roll += "<ul class=\"setup-rows\">" + "".join(
                f'<li>{counter_html(tr("kosci.editor.die", number=die + 1), value, [("−", f"die:{die}:-", tr("kosci.editor.die-less", number=die + 1), False), ("+", f"die:{die}:+", tr("kosci.editor.die-more", number=die + 1), False)])}</li>'
                for die, value in enumerate(self.roll)) + "</ul>"
        rows = []
        for pawn in range(12):
            if pawn % 6 == 0:        # a column per player, headed by its name (each label says it to the ear)
                rows.append(f'<li class="setup-side" aria-hidden="true">{esc(names[pawn // 6])}</li>')
            ident = f"setup-{pawn_name(pawn)}"
            options = "".join(f'<option{attrs(value=f"{pawn_name(pawn)}@{square_name(s)}", selected=where.get(pawn) == s)}>'
                              f'{square_name(s)}</option>' for s in range(SQUARES))
            options += (f'<option{attrs(value=f"{pawn_name(pawn)}@{OFF}", selected=pawn not in where)}>'
                        f'{esc(tr("kosci.editor.off-board"))}</option>')
            rows.append(f'<li><label class="setup-name"{attrs(for_=ident)}><span class="vh">{esc(names[pawn // 6])} </span>'
                        f'{pawn % 6 + 1}</label><select{attrs(id=ident, data_action="setup-edit")}>{options}</select></li>')
        return (mover_html(tr, names, self.to_move)
                + f'<fieldset class="setup-group"><legend>{esc(tr("kosci.editor.roll"))}</legend>{roll}</fieldset>'
                f'<fieldset class="setup-group"><legend>{esc(tr("kosci.editor.pawns"))}</legend>'
                f'<ul class="setup-rows setup-pawns">{"".join(rows)}</ul></fieldset>'
                f'<fieldset class="setup-group"><legend>{esc(tr("kosci.editor.scores"))}</legend>'
                f'<ul class="setup-rows">{scores}</ul></fieldset>')


def _bound(score: int, step: int) -> bool:
    """A score step that cannot be taken: down from 0, up from the most."""
    return score == 0 if step < 0 else score == MAX_SCORE


def _pawn_label(tr: Translate, pawn: int) -> str:
    return tr("kosci.pawn", player=tr(f"kosci.player.{pawn // 6}"), face=pawn % 6 + 1)


DRAFT = KosciDraft
