"""Schotten Totten on screen: who sees which hand, what a click or a drop does, and the shell's hooks.

Only ``state.view(viewer)`` is ever rendered, for the viewer allowed to see: the human against the
computer, or between friends the player who last uncovered the screen (``cover_html`` hides both
hands between turns). Moves come from ``state.legal_moves()`` and what each does from
``state.describe`` (never from reading move or card texts: a chosen card's flow follows its moves'
``tag``, flows.py); formations and the tactic limit come from the view, a refused claim is explained by
``State.refusal`` (claims.py, the claim rule's own proof, or why a card cannot be played).
A hand card is chosen by a click (or a key) and then its target, or carried onto a stone (drag and
drop: ``drop:<stone>`` answers with the move). The card placed last is marked from the view
(``view["last"]``: the state keeps it through that turn's claims and draw, also in a reopened game
and back through history); it slides in from where it came only when this screen saw it placed
(``after_move`` keeps that card, render.Placed, so its way in is not cut short by a quick draw).
The rest is drawn by its own module: the hands (hand.py), the decks and discard (decks.py), the panel
(panel.py), the words of moves and results (texts.py), the variants and the long duel (variants.py).
"""
from __future__ import annotations

from typing import Any

from stolik.schotten import GAME
from stolik.web.games.schotten import reasons, texts, variants
from stolik.web.games.schotten.claims import proof_figure
from stolik.web.games.schotten.decks import decks_html
from stolik.web.games.schotten.flows import CARRIED, card_moves, carried_cards, flow_of, table_card, table_targets
from stolik.web.games.schotten.hand import hand_row
from stolik.web.games.schotten.panel import panel_html
from stolik.web.games.schotten.render import Hinted, Placed, Targets, board_style, render_table
from stolik.web.games.schotten.strings import TOOLS
from stolik.web.games.schotten.tool import ProofTool, open_tool, payload_of
from stolik.web.html import attrs, esc
from stolik.web.links import tool_hash
from stolik.web.screen import GameScreen, Translate

KEY = GAME.key


def claimed_troops(view: dict[str, Any]) -> dict[tuple[int, int, int], tuple[int, str | None]]:
    """Values the troop cards took on claimed stones (shown on the cards)."""
    out = {}
    for s in view["stones"]:
        if s["owner"] is None:
            continue
        for player, group in enumerate(s["formations"]):
            for i, value, colour in (group or {}).get("took", ()):
                out[(s["number"], player, i)] = (value, colour)
    return out


def bottom_player(me: int | None, who: int | None, flipped: bool) -> int:
    """The player whose side is drawn nearer. Against the computer or by link the shell's ``flipped`` already
    says it (True when the human plays B); between friends the one who uncovered the hands is nearer."""
    base = 0 if me is not None or who is None else who
    return 1 - base if flipped else base


class SchottenScreen(GameScreen):
    """Schotten Totten's screen; it holds the card being played and where it goes, the Recruiter's
    cards chosen to go back, an open explanation, and between friends whose hand is uncovered."""

    actions = frozenset({"cancel", "uncover", "close-why"})

    def __init__(self, prefs: dict[str, Any] | None = None) -> None:
        super().__init__(prefs)
        self.card: str | None = None             # the chosen hand card
        self.source: str | None = None           # "b5@3" (card@stone): the table card a Traitor / Strategist moves
        self.returning: list[int] = []           # hand indices chosen to put back (Recruiter)
        self.why: int | None = None              # the stone whose refused claim is explained
        self.note = ""                           # a string key shown once in the panel
        self.uncovered: int | None = None        # between friends: who last uncovered the screen (kept across moves)
        self.covered = False                     # the cover is up (cover_html): the panel stays empty
        self.let_go: str | None = None           # the chosen card a drag just picked up again (see on_select)
        self.dropped: str | None = None          # the move a drop asked for: its card is already where it was let go
        self.arrived: Placed | None = None       # the card this screen saw placed last: it slides in from where it came

    def clear(self) -> bool:
        had = (self.card, self.source, self.returning, self.why, self.note) != (None, None, [], None, "")
        self.card, self.source, self.returning, self.why, self.note, self.let_go = None, None, [], None, "", None
        return had

    def player_names(self, tr: Translate) -> tuple[str, str]:
        return tr("schotten.player.0"), tr("schotten.player.1")

    def reason_words(self, tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """What the engine gives when it refuses a position or a proof table, named as this page names it."""
        return reasons.reason_words(tr, params, self.player_names(tr))

    # ----- the new-game form (variants.py) ----------------------------------------------------------
    def options_html(self, tr: Translate) -> str:
        return variants.form_html(tr)

    def options_text(self, options: dict[str, Any], tr: Translate) -> list[str]:
        return variants.named(options, tr)

    def options_for(self, first: int, fields: dict[str, str]) -> dict[str, Any]:
        return variants.from_form(first, fields)

    # ----- who sees what ---------------------------------------------------------------------------
    def viewer(self, me: int | None) -> int | None:
        """Whose hand may be shown: the human against the computer; between friends who uncovered last."""
        return me if me is not None else self.uncovered

    def cover_html(self, state: Any, tr: Translate, me: int | None) -> str:
        """Between friends, "pass the device to …" before every turn, also on a fresh screen: never a choice of hands."""
        self.covered = False
        if me is not None or state.result() is not None or self.ended or self.uncovered == state.to_move:
            return ""
        self.covered = True
        names = self.player_names(tr)
        p = state.to_move
        head = tr("schotten.cover.pass", player=names[p])    # a fresh screen too (a reload, the saved list): only the mover's hand
        button = (f'<button{attrs(class_="primary", data_action="uncover", data_value=p)}>'
                  f'{esc(tr("schotten.cover.ready", player=names[p]))}</button>')
        public = state.view(None)          # the table is public: it stays in sight, the hands are backs
        table = render_table(public, tr=tr, names=names, bottom=p, resolved=claimed_troops(public), arrived=self.arrived)
        return (f'<div class="st-board"{attrs(style=board_style(public))}><div class="st-cover" role="region"{attrs(aria_label=head)}>'
                f'<p class="cover-head">{esc(head)}</p><p class="cover-note">{esc(tr("schotten.cover.note"))}</p>'
                f'<div class="cover-buttons">{button}</div></div>{table}<div class="st-covered-hands">'
                f'{hand_row(public, 1 - p, None, tr, names, {}, "st-top")}'
                f'{hand_row(public, p, None, tr, names, {}, "st-bottom")}</div>{decks_html(public, tr, names, None)}</div>')

    # ----- input -----------------------------------------------------------------------------------
    def on_select(self, value: str, state: Any) -> str | None:
        """Hand cards (``card:r7``), table sources (``src:b5@3``), returns (``ret:2``), questions (``why:3``),
        and a stone a card was carried onto (``drop:3``), which answers with the move that plays it there.

        A drop comes as two clicks: the carried card, then the stone. Carrying the card already chosen
        makes the first click let go of it; the stone's click right after takes it up again (``let_go``)."""
        kind, _, arg = value.partition(":")
        let_go, self.let_go = self.let_go, None
        if kind == "card":
            self.why, self.note, self.source = None, "", None
            if self.card == arg:
                self.card, self.let_go = None, arg
                return None
            refusal = state.refusal(arg)
            self.card = None if refusal else arg
            self.note = "schotten.why." + refusal.code if refusal else ""
        elif kind == "drop" and arg.isdigit():
            return self.drop_move(int(arg), self.card or let_go, state)
        elif kind == "src" and flow_of(self.described(state), self.card) == "move":
            self.source = None if self.source == arg else arg
        elif kind == "ret" and arg.isdigit():
            index = int(arg)
            if index in self.returning:
                self.returning.remove(index)
            elif len(self.returning) < 2:
                self.returning.append(index)
        elif kind == "why" and arg.isdigit():
            self.card, self.source, self.note = None, None, ""
            self.why = None if self.why == int(arg) else int(arg)
        return None

    def drop_move(self, stone: int, card: str | None, state: Any) -> str | None:
        """The move putting ``card`` on ``stone`` (its side, or the stone itself), remembered as a drop;
        None with a note when it cannot go there (the card stays chosen, its stones lit)."""
        if card is None:
            return None
        self.card = card
        moves = card_moves(self.described(state), card)
        if flow_of(moves, card) not in CARRIED:
            return None
        move = next((m for m, info in moves.items() if info.to == str(stone)), None)
        self.note = "" if move else "schotten.why.not-there"
        if move is not None:
            self.dropped = move
        return move

    def on_action(self, action: str, value: str | None, state: Any) -> bool:
        """Cancel a targeting flow, uncover the hands (between friends), close an explanation."""
        if action == "cancel":
            self.clear()
        elif action == "uncover" and value == str(state.to_move):     # only the player to move may uncover
            self.uncovered = int(value)
            self.clear()
        elif action == "close-why":
            self.why = None
        else:
            return False
        return True

    # ----- the board and the panel -----------------------------------------------------------------
    def board_html(self, state: Any, *, tr: Translate, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        """The opponent's hand (backs), the table, your hand, the decks, the discard and the tactic count."""
        names = self.player_names(tr)
        who = self.viewer(me)
        # once the game is over nothing is secret: both hands face up (B's stayed face down between friends);
        # on the analysis board too, where the mover's hand is still played
        over = state.result() is not None or self.ended
        ended = (state.view(0)["hand"], state.view(1)["hand"]) if view is None and (over or self.open_hands) else None
        view = view or state.view(who)
        bottom = bottom_player(me, who, flipped)
        moves = self.described(state) if interactive and who == state.to_move else {}
        targets = table_targets(tr, view, moves, self.card, self.source) if moves else Targets()
        carried = carried_cards(view, moves)
        drops = frozenset(int(info.to) for info in moves.values() if info.detail.get("hand") in carried and info.to is not None)
        hinted = (marks or {}).get("hint")
        table = render_table(view, tr=tr, names=names, bottom=bottom, targets=targets, resolved=claimed_troops(view),
                             arrived=self.arrived, drops=drops, hinted=hinted)
        top_row = hand_row(view, 1 - bottom, who, tr, names, moves, "st-top", chosen=self.card, returning=self.returning,
                           shown=ended and ended[1 - bottom])
        bottom_row = hand_row(view, bottom, who, tr, names, moves, "st-bottom", chosen=self.card, returning=self.returning,
                              carried=carried, hinted=hinted, shown=None if moves and bottom == who else ended and ended[bottom])
        return (f'<div class="st-board"{attrs(style=board_style(view))}>{top_row}'
                f'{table}{bottom_row}'
                f'{decks_html(view, tr, names, who)}</div>')

    def panel_html(self, state: Any, *, tr: Translate, interactive: bool, tools: bool = True) -> str:
        """The step's buttons (panel.py): cancel a flow, claims, draws, pass, the Recruiter's returns, explanations."""
        if state.result() is not None or not interactive or self.covered:
            return ""
        return panel_html(state, self.described(state), tr, self.player_names(tr), card=self.card, source=self.source,
                          returning=self.returning, why=self.why, note=self.note)

    # ----- texts (texts.py) ------------------------------------------------------------------------
    def move_text(self, before: Any, move: str, tr: Translate) -> str:
        return texts.move_text(before, move, tr)

    def event_message(self, before: Any, move: str, tr: Translate) -> str:
        return texts.event_message(before, move, tr, self.player_names(tr))

    def result_text(self, result: Any, tr: Translate) -> list[str]:
        """How the game was decided; a long duel's running score comes from match_text."""
        return texts.result_text(result, tr, self.player_names(tr))

    def rules_figures(self, tr: Translate) -> list[tuple[str, str]]:
        """A claim before the other side is complete (claims.py)."""
        return [proof_figure(tr, self.player_names(tr))]

    # ----- marks -----------------------------------------------------------------------------------
    def placement(self, before: Any, move: str) -> Placed | None:
        """The card ``move`` puts on the table (a side, or the stone itself), and where it comes from."""
        info = before.describe(move)
        if info.to is None or info.kind not in ("place", "tactic"):
            return None
        on_stone = info.tag == "environment"
        source = None if info.origin is None else int(info.origin)
        return Placed(int(info.to), None if on_stone else info.player, info.piece, source,
                      info.player if source is None else info.detail["side"], slide=move != self.dropped)

    def after_move(self, before: Any, move: str, by_computer: bool) -> None:
        """A card placed before this screen's eyes is kept with where it came from, so it slides in (the mark
        itself comes from the state)."""
        placed = self.placement(before, move)
        if placed is not None:
            self.arrived = placed

    def hint_marks(self, state: Any, move: str) -> dict[str, Any]:
        """A hint, not played yet, is drawn where it acts (render.Hinted under "hint"): the hand cards that
        play it (or that the Recruiter's return puts back), the table card it takes, the side or stone it goes
        to. The last move needs no marks of its own: the card placed last is marked from the view."""
        info = self.described(state)[move]
        if info.kind == "claim":
            return {"hint": Hinted(info.player, stone=int(info.claims[0]))}
        if info.kind == "return":
            return {"hint": Hinted(info.player, hand=tuple(info.detail["cards"]))}
        hand = info.detail.get("hand")
        if hand is None:
            return {"hint": Hinted(info.player)}      # a draw, the end of a turn, a pass: said in the status
        taken = None if info.origin is None else table_card(info)
        to = None if info.to is None else int(info.to)
        on_stone = info.tag == "environment"
        return {"hint": Hinted(info.player, (hand,), taken, None if on_stone else to, to if on_stone else None)}

    # ----- matches and analysis --------------------------------------------------------------------
    def next_game(self, options: dict[str, Any], results: list[Any]) -> dict[str, Any] | None:
        return variants.next_game(options, results)

    def match_text(self, options: dict[str, Any], results: list[Any], tr: Translate) -> list[str]:
        return variants.match_text(options, results, tr, self.player_names(tr))

    def analysis_link(self, state: Any) -> str | None:
        """The proof tool on this position's most interesting stone, for the player to move (table only)."""
        return tool_hash(KEY, "proof", payload_of(state.view(None)))

    def tool(self, name: str, payload: str | None) -> ProofTool:
        """The proof tool; a damaged payload opens an empty table with a note (and the engine's reason) rather
        than an error."""
        if name not in TOOLS:
            raise KeyError(name)
        return open_tool(payload, self.reason_words)


SCREEN = SchottenScreen
