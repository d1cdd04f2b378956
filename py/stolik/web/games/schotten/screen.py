"""Schotten Totten on screen: the table, your hand, the targeting flows of every card, claims and proofs.

Only ``state.view(viewer)`` is ever rendered, for the viewer allowed to see: the human against the
computer, or between friends the player who last uncovered the screen (``cover_html`` hides both
hands between turns). Moves come from ``state.legal_moves()`` and what each does from
``state.describe`` (never from reading move or card texts: a chosen card's flow follows its moves'
``tag``); formations and the tactic limit come from the view, a refused claim is explained by
``State.refusal`` (the claim rule's own proof, or why a card cannot be played).
A hand card is chosen by a click (or a key) and then its target, or carried onto a stone (drag and
drop: ``drop:<stone>`` answers with the move). The card placed last is marked from the view
(``view["last"]``: the state keeps it through that turn's claims and draw, also in a reopened game
and back through history); it slides in from where it came only when this screen saw it placed
(``after_move`` keeps that card, render.Placed, so its way in is not cut short by a quick draw).
"""
from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from stolik.core.game import MoveInfo
from stolik.schotten import GAME, from_position
from stolik.schotten import match as duel
from stolik.schotten.cards import CLAN
from stolik.web.games.schotten.render import (Hinted, Placed, Targets, back_svg, board_style, card_name, card_svg, formation_text,
                                              formation_values, render_table)
from stolik.web.games.schotten.strings import TOOLS
from stolik.web.games.schotten.tool import ProofTool, open_tool, payload_of
from stolik.web.html import attrs, esc
from stolik.web.links import tool_hash
from stolik.web.screen import GameScreen, Translate

KEY = GAME.key
OPTIONS = {option.key: option for option in GAME.options}

# How a chosen hand card's moves are picked, by the tag ``describe`` gives them: "panel" (one button),
# "take" (click the table card it takes), "move" (a table card, then where it goes), "stone" (on the
# stone itself); any other card goes to the player's "side" of a stone.
FLOWS = {"recruiter": "panel", "banshee": "take", "traitor": "move", "strategist": "move", "environment": "stone"}
FLOW_HELP = {"panel": "schotten.flow.recruiter", "take": "schotten.flow.banshee", "stone": "schotten.flow.env",
             "side": "schotten.flow.place"}
CARRIED = ("side", "stone")     # flows whose card may also be carried onto a stone (drag and drop)

# The rules page's claim before the other side is complete: A places green 8 at stone 2 for three 8s;
# B holds yellow 5 and 6 there, and only a colour run would beat three of a kind, but the yellow 4 and
# 7 it needs lie face up at stones 1 and 3 (the test checks each against the engine's proof).
PROOF_TABLE, PROOF_HANDS, PROOF_MOVE = "b3:o4,y4/r8,b8:y5,y6/y7:p2", ("g8,r1,o9,p5,g2,b6", "r4,g3,p9,o7,b1,r5"), "g8@2"
PROOF_STONE, PROOF_SEEN, PROOF_BEATER = 2, ((1, 1, "y4"), (3, 0, "y7")), "colour-run"


def proof_position(table: str = PROOF_TABLE, hands: tuple[str, str] = PROOF_HANDS) -> str:
    """The example's position text, A to place a card: ``table`` the first stones (the rest are empty),
    the clan cards named nowhere in the deck."""
    stones = table.split("/")
    named = {card for text in stones + list(hands) for card in re.split("[:,]", text) if card}
    deck = ",".join(card for card in CLAN if card not in named)
    return " ".join(["-", "0play", "/".join(stones + [":"] * (9 - len(stones))), *hands, deck, "-", "-", "-|-", "0"])


# ----- pure helpers -------------------------------------------------------------------------------
def card_moves(moves: dict[str, MoveInfo], card: str) -> dict[str, MoveInfo]:
    """The moves that play ``card`` from the hand."""
    return {m: info for m, info in moves.items() if info.detail.get("hand") == card}


def claim_numbers(moves: dict[str, MoveInfo]) -> dict[int, str]:
    """Stone number -> the legal claim of it."""
    return {int(info.claims[0]): m for m, info in moves.items() if info.kind == "claim"}


def table_card(info: MoveInfo) -> tuple[int, int, str]:
    """(stone, side, card) of the table card a Traitor / Strategist / Banshee move takes (such a move names all three)."""
    assert info.origin is not None and info.piece is not None, info
    return int(info.origin), info.detail["side"], info.piece


def source_of(info: MoveInfo) -> str:
    """The table card a Traitor / Strategist move takes, as ``card@stone``."""
    return f"{info.piece}@{info.origin}"


def complete_unclaimed(view: dict[str, Any], player: int) -> list[int]:
    """Stones still open where ``player``'s group is complete (the view gives it a formation)."""
    return [s["number"] for s in view["stones"] if s["owner"] is None and s["formations"][player] is not None]


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


def _button(move: str | None, label: str, primary: bool = False, action: str | None = None) -> str:
    return (f'<button{attrs(class_="primary" if primary else None, data_move=move, data_action=action, disabled=move is None and action is None)}>'
            f"{esc(label)}</button>")


def _took_lines(cards: list[str], group: dict[str, Any], tr: Translate) -> list[str]:
    """"Joker = red 9" for each troop card of a complete group."""
    return [tr("schotten.took.line", card=tr("schotten.tactic." + cards[i]),
               value=card_name(f"{colour}{v}", tr) if colour else v) for i, v, colour in group["took"]]


def _caption(label: str) -> str:
    """A hand's caption as HTML: "A: 7 cards in hand" and "(4 clan, 3 tactic)" each kept whole on a line, so
    a phone breaks it between the two, never before a lone "3)"."""
    count, sep, kinds = label.partition(" (")
    return f"<span>{esc(count)}</span>" + (f" <span>({esc(kinds)}</span>" if sep else "")


def _duel(options: dict[str, Any]) -> tuple[int, int]:
    return int(options.get("duel_games", 0) or 0), int(options.get("duel_target", 0) or 0)


def _info(view: dict[str, Any], tr: Translate, names: tuple[str, str], who: int | None) -> str:
    """Decks, the face-up discard pile, and the tactic cards each player has played (the limit)."""
    decks = view["decks"]
    parts = [tr("schotten.deck.clan", count=decks["clan"])]
    if view["options"]["tactics"]:
        parts.append(tr("schotten.deck.tactic", count=decks["tactic"]))
    held = view["stones_held"]
    parts.append(tr("schotten.held", a=names[0], na=held[0], b=names[1], nb=held[1]))
    rows = [f'<p class="decks">{" · ".join(esc(p) for p in parts)}</p>']
    if view["options"]["tactics"]:
        played = view["tactics_played"]
        items = []
        for p in (0, 1):
            cards = ", ".join(tr("schotten.tactic." + c) for c in played[p]) or "—"
            items.append(f'<li>{esc(tr("schotten.played", player=names[p], count=len(played[p]), cards=cards))}</li>')
        if who is not None and view["result"] is None:
            wait = view["tactic_wait"][who]
            items.append(f'<li class="limit">{esc(tr("schotten.limit.wait" if wait else "schotten.limit.ok"))}</li>')
        rows.append(f'<ul class="tactics-played">{"".join(items)}</ul>')
    discard = view["discard"]
    pics = "".join(card_svg(c, tr, size=(92, 128), cls="small") for c in discard)
    rows.append(f'<details class="discard"><summary>{esc(tr("schotten.discard", count=len(discard)))}</summary>'
                f'<div class="cards">{pics or esc(tr("schotten.discard.empty"))}</div></details>')
    return f'<div class="st-info">{"".join(rows)}</div>'


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

    # ----- the new-game form -----------------------------------------------------------------------
    def options_html(self, tr: Translate) -> str:
        games = OPTIONS["duel_games"].choices[1:]
        targets = OPTIONS["duel_target"].choices[1:]
        choices = [f'<option value="off" selected>{esc(tr("schotten.opt.duel.off"))}</option>']
        choices += [f'<option{attrs(value=f"g{n}")}>{esc(tr("schotten.opt.duel.games", count=n))}</option>' for n in games]
        choices += [f'<option{attrs(value=f"t{n}")}>{esc(tr("schotten.opt.duel.target", count=n))}</option>' for n in targets]
        return (f'<fieldset class="schotten-options"><legend>{esc(tr("schotten.opt.title"))}</legend>'
                f'<label class="choice"><input type="checkbox" name="tactics" value="1"> {esc(tr("schotten.opt.tactics"))}</label>'
                f'<label class="choice"><input type="checkbox" name="expert" value="1"> {esc(tr("schotten.opt.expert"))}</label>'
                f'<label class="field">{esc(tr("schotten.opt.duel"))} <select name="duel">{"".join(choices)}</select></label>'
                f'<p class="hint">{esc(tr("schotten.opt.duel.hint"))}</p></fieldset>')

    def options_text(self, options: dict[str, Any], tr: Translate) -> list[str]:
        """The variants a game was started with, by the names of the Polish edition: special units, the
        expert variant, a long duel of N games or to a target score; [] for the plain game."""
        named = [tr("schotten.opt.named." + key) for key in ("tactics", "expert") if options.get(key)]
        games, target = _duel(options)
        if games:
            named.append(tr("schotten.opt.named.games", count=games))
        elif target:
            named.append(tr("schotten.opt.named.target", count=target))
        return named

    def options_for(self, first: int, fields: dict[str, str]) -> dict[str, Any]:
        """Special units, expert, long duel (N games or a target score) and who starts."""
        chosen = fields.get("duel", "off")
        games = target = 0
        if re.fullmatch(r"[gt]\d{1,3}", chosen):
            number = int(chosen[1:])
            if chosen[0] == "g" and number in OPTIONS["duel_games"].choices:
                games = number
            elif chosen[0] == "t" and number in OPTIONS["duel_target"].choices:
                target = number
        return {"tactics": bool(fields.get("tactics")), "expert": bool(fields.get("expert")),
                "duel_games": games, "duel_target": target, "first": 1 if first == 1 else 0}

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
                f'{self._hand_row(public, 1 - p, None, tr, {}, "st-top")}'
                f'{self._hand_row(public, p, None, tr, {}, "st-bottom")}</div>{_info(public, tr, names, None)}</div>')

    # ----- what may be clicked ---------------------------------------------------------------------
    def flow(self, moves: dict[str, MoveInfo]) -> str:
        """How the chosen card's moves are picked (see FLOWS); "" when no card is chosen."""
        mine = card_moves(moves, self.card) if self.card is not None else {}
        return FLOWS.get(next(iter(mine.values())).tag, "side") if mine else ""

    def table_targets(self, tr: Translate, view: dict[str, Any], moves: dict[str, MoveInfo]) -> Targets:
        """Which stones, sides and table cards answer a click, given the chosen card and the step."""
        t = Targets()
        flow = self.flow(moves)
        claims = claim_numbers(moves)
        if flow != "stone":
            for n in complete_unclaimed(view, view["to_move"]):
                if n in claims:
                    t.stones[n] = ("move", claims[n], tr("schotten.do.claim", number=n))
                else:
                    t.stones[n] = ("select", f"why:{n}", tr("schotten.do.why", number=n))
            t.claimable = frozenset(claims)
        if flow in ("", "panel"):
            return t
        card = self.card or ""
        for m, info in card_moves(moves, card).items():
            if flow in ("stone", "side"):
                assert info.to is not None, info           # a card played goes to a stone or a side
                key = "schotten.do.place-env" if flow == "stone" else "schotten.do.place"
                (t.stones if flow == "stone" else t.sides)[int(info.to)] = ("move", m, tr(key, card=card_name(card, tr), number=info.to))
                continue
            where = table_card(info)     # the table card it takes
            piece = card_name(where[2], tr)
            if flow == "take":
                t.cards[where] = ("move", m, tr("schotten.do.banshee", card=piece, number=info.origin))
            elif self.source is None:
                t.cards[where] = ("select", f"src:{source_of(info)}", tr("schotten.do.source", card=piece, number=info.origin))
            elif source_of(info) == self.source:
                t.chosen = where
                if info.to is not None:
                    t.sides[int(info.to)] = ("move", m, tr("schotten.do.move-to", card=piece, number=info.to))
        return t

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
        elif kind == "src" and self.flow(self.described(state)) == "move":
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
        if self.flow(moves) not in CARRIED:
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

    def return_order(self, hand: list[str], moves: dict[str, MoveInfo]) -> list[str]:
        """The chosen hand cards in the order they go back: as the player chose them (two cards for one
        deck go under it in that order), or in hand order when only that order is a move."""
        chosen = [hand[i] for i in self.returning if i < len(hand)]
        listed = {tuple(info.detail["cards"]) for info in moves.values() if info.kind == "return"}
        return chosen if tuple(chosen) in listed else [hand[i] for i in sorted(self.returning) if i < len(hand)]

    def return_move(self, hand: list[str], moves: dict[str, MoveInfo]) -> str | None:
        """The ``return`` move of the chosen hand cards, if the engine lists it."""
        order = self.return_order(hand, moves)
        return next((m for m, info in moves.items() if info.kind == "return" and info.detail["cards"] == order), None)

    # ----- the board -------------------------------------------------------------------------------
    def board_html(self, state: Any, *, tr: Translate, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        """The opponent's hand (backs), the table, your hand, the decks, the discard and the tactic count."""
        names = self.player_names(tr)
        who = self.viewer(me)
        # once the game is over nothing is secret: both hands face up (B's stayed face down between friends)
        over = state.result() is not None or self.ended
        ended = (state.view(0)["hand"], state.view(1)["hand"]) if view is None and over else None
        view = view or state.view(who)
        bottom = bottom_player(me, who, flipped)
        moves = self.described(state) if interactive and who == state.to_move else {}
        targets = self.table_targets(tr, view, moves) if moves else Targets()
        carried = self.carried(view, moves)
        drops = frozenset(int(info.to) for info in moves.values() if info.detail.get("hand") in carried and info.to is not None)
        hinted = (marks or {}).get("hint")
        table = render_table(view, tr=tr, names=names, bottom=bottom, targets=targets, resolved=claimed_troops(view),
                             arrived=self.arrived, drops=drops, hinted=hinted)
        top_row = self._hand_row(view, 1 - bottom, who, tr, moves, "st-top", shown=ended and ended[1 - bottom])
        bottom_row = self._hand_row(view, bottom, who, tr, moves, "st-bottom", carried, hinted, ended and ended[bottom])
        return (f'<div class="st-board"{attrs(style=board_style(view))}>{top_row}'
                f'{table}{bottom_row}'
                f'{_info(view, tr, names, who)}</div>')

    def carried(self, view: dict[str, Any], moves: dict[str, MoveInfo]) -> frozenset[str]:
        """The hand cards that may be carried onto a stone now: those played on a side or on a stone itself."""
        if view["phase"] != "play":
            return frozenset()
        cards = {hand for info in moves.values() if (hand := info.detail.get("hand")) is not None}
        return frozenset(card for card in cards if FLOWS.get(next(iter(card_moves(moves, card).values())).tag, "side") in CARRIED)

    def _hand_row(self, view: dict[str, Any], player: int, who: int | None, tr: Translate,
                  moves: dict[str, MoveInfo], where: str, carried: frozenset[str] = frozenset(),
                  hinted: Hinted | None = None, shown: list[str] | None = None) -> str:
        """A player's hand: the viewer's own cards face up (buttons when it is their turn, to be carried
        when they go on a stone, the card a hint plays marked), else backs; ``shown``: the cards of a
        finished game's hand, face up whoever's it is."""
        names = self.player_names(tr)
        count = view["hand_counts"][player]
        clan, tactic = view["hand_kinds"][player]
        label = _caption(tr("schotten.hand.count", player=names[player], count=count, clan=clan, tactic=tactic))
        to_move = " to-move" if view["to_move"] == player and view["result"] is None else ""
        if shown is not None:
            faces = "".join(f'<span class="hand-card still">{card_svg(card, tr)}</span>' for card in shown)
            return (f'<div class="st-hand mine shown {where}"><p class="hand-label">{label}</p>'
                    f'<div class="cards{" many" if len(shown) > 7 else ""}" role="group"'
                    f'{attrs(aria_label=tr("schotten.hand.yours", player=names[player]))}>{faces}</div></div>')
        if player != who:
            backs = back_svg("clan", tr) * clan + back_svg("tactic", tr) * tactic
            return (f'<div class="st-hand backs {where}{to_move}"><p class="hand-label">{label}</p>'
                    f'<div class="cards">{backs}</div></div>')
        playable = {info.detail.get("hand") for info in moves.values()}
        hint = list(hinted.hand) if hinted is not None and hinted.player == player else []
        tag = tr("schotten.hinted.return" if view["phase"] == "return" else "schotten.hinted")
        cards = []
        for i, card in enumerate(view["hand"]):
            # A hand card's button is named by its picture (and hidden words), so its name holds what it shows.
            mark = " hinted" if card in hint else ""
            if mark:
                hint.remove(card)                     # each card once: of two Jokers the first
            if moves and view["phase"] == "return":
                note = f'<span class="vh">, {esc(tag)}</span>' if mark else ""
                cards.append(f'<button{attrs(class_="hand-card" + mark, type="button", tabindex="0", data_select=f"ret:{i}", aria_pressed="true" if i in self.returning else "false")}>'
                             f'<span class="vh">{esc(tr("schotten.do.return-pick"))} </span>{card_svg(card, tr)}{note}</button>')
            elif moves and view["phase"] == "play":
                dead = card not in playable
                cls = "hand-card" + (" dead" if dead else "") + mark
                why = f'<span class="vh">, {esc(tr("schotten.hand.cannot"))}</span>' if dead else ""
                why += f'<span class="vh">, {esc(tag)}</span>' if mark else ""
                cards.append(f'<button{attrs(class_=cls, type="button", tabindex="0", data_select=f"card:{card}", data_drag=card in carried, aria_pressed="true" if self.card == card else "false")}>'
                             f'{card_svg(card, tr)}{why}</button>')
            else:
                cards.append(f'<span class="hand-card still{mark}">{card_svg(card, tr)}</span>')
        many = " many" if len(cards) > 7 else ""     # more than a phone's row holds: that row scrolls sideways
        return (f'<div class="st-hand mine {where}{to_move}"><p class="hand-label">{label}</p>'
                f'<div class="cards{many}" role="group"{attrs(aria_label=tr("schotten.hand.yours", player=names[player]))}>{"".join(cards)}</div></div>')

    # ----- the panel -------------------------------------------------------------------------------
    def panel_html(self, state: Any, *, tr: Translate, interactive: bool) -> str:
        """The step's buttons: cancel a flow, claims, draws, pass, the Recruiter's returns, explanations."""
        if state.result() is not None or not interactive or self.covered:
            return ""
        moves = self.described(state)
        view = state.view(state.to_move)
        phase = view["phase"]
        parts: list[str] = []
        decks = view["decks"]
        draw_label = {"clan": tr("schotten.draw.clan", count=decks["clan"]),
                      "tactic": tr("schotten.draw.tactic", count=decks["tactic"])}
        numbers = claim_numbers(moves)
        claim_buttons = "".join(_button(m, tr("schotten.do.claim", number=n), True) for n, m in numbers.items())
        if phase == "play":
            parts.append(self._flow_help(tr, moves) if self.card is not None
                         else f'<p class="panel-note">{esc(tr("schotten.help.pick"))}</p>')
            if numbers:
                parts.append(f'<p class="panel-note">{esc(tr("schotten.help.claim-now"))}</p>{claim_buttons}')
            parts += [_button(m, tr("schotten.pass"), not numbers and self.card is None)
                      for m, info in moves.items() if info.kind == "pass"]
        elif phase in ("claim", "claimx", "draw"):
            if numbers:
                parts.append(f'<p class="panel-note">{esc(tr("schotten.help.claim"))}</p>{claim_buttons}')
            ends = {m: info for m, info in moves.items() if info.kind in ("draw", "end")}
            if ends:
                head = "schotten.help.draw" if all(info.kind == "draw" for info in ends.values()) else "schotten.help.end"
                parts.append(f'<p class="panel-note">{esc(tr(head))}</p>'
                             + "".join(_button(m, draw_label[info.detail["deck"]] if info.kind == "draw" else tr("schotten.end"),
                                               not numbers) for m, info in ends.items()))
        elif phase == "recruit":
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.recruit", count=view["recruit_left"]))}</p>'
                         + "".join(_button(m, draw_label[info.detail["deck"]], True)
                                   for m, info in moves.items() if info.kind == "draw"))
        elif phase == "return":
            hand = view["hand"]
            chosen = ", ".join(card_name(card, tr) for card in self.return_order(hand, moves)) or "—"
            need = next(len(info.detail["cards"]) for info in moves.values() if info.kind == "return")
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.return", count=need))}</p>'
                         f'<p class="chosen">{esc(tr("schotten.return.chosen", cards=chosen))}</p>'
                         + _button(self.return_move(hand, moves), tr("schotten.return.confirm"), True))
        if self.note:
            parts.append(f'<p class="panel-note warn" role="status">{esc(tr(self.note))}</p>')
        why = [n for n in complete_unclaimed(view, state.to_move) if n not in numbers]
        if why:
            buttons = "".join(f'<button{attrs(type="button", data_select=f"why:{n}", aria_label=tr("schotten.do.why", number=n), aria_pressed="true" if self.why == n else "false")}>'
                              f'{n}</button>' for n in why)
            parts.append(f'<div class="why-buttons" role="group"{attrs(aria_label=tr("schotten.why.ask"))}>'
                         f'<span aria-hidden="true">{esc(tr("schotten.why.ask"))}</span>{buttons}</div>')
        if self.why is not None:
            parts.append(self.refusal_html(state, self.why, tr))
        return f'<div class="panel st-panel" role="group">{"".join(parts)}</div>'

    def _flow_help(self, tr: Translate, moves: dict[str, MoveInfo]) -> str:
        """What to click next for the chosen card, with a cancel button (and the Recruiter's or the
        Strategist's discard button)."""
        card = self.card or ""
        flow = self.flow(moves)
        chosen = card_moves(moves, card)
        name = card_name(card, tr)
        extra = ""
        if flow == "panel":
            extra = "".join(_button(m, tr("schotten.do.recruiter"), True) for m in chosen)
        if flow == "move" and self.source is None:
            key = "schotten.flow.source." + card
        elif flow == "move":
            key = "schotten.flow.dest." + card
            here = [info for info in chosen.values() if source_of(info) == self.source]
            if here:
                name = tr("schotten.from-stone", card=card_name(table_card(here[0])[2], tr), number=here[0].origin)
            extra = "".join(_button(m, tr("schotten.do.discard", card=card_name(table_card(info)[2], tr)))
                            for m, info in chosen.items() if source_of(info) == self.source and info.to is None)
        else:
            key = FLOW_HELP[flow]
        return (f'<p class="panel-note flow">{esc(tr(key, card=name))}</p>{extra}'
                f'{_button(None, tr("schotten.cancel"), action="cancel")}')

    def refusal_html(self, state: Any, stone: int, tr: Translate) -> str:
        """Why a claim of ``stone`` is refused, and a completion of the other side that would beat it."""
        other = self.player_names(tr)[1 - state.to_move]
        refusal = state.refusal(f"claim {stone}")
        if refusal is None:                  # the claim became legal: its button says so
            return ""
        reason, why = refusal.code, refusal.detail
        pics = ""
        if reason == "claimed":
            text = tr("schotten.refuse.claimed", number=stone)
        elif reason == "incomplete":
            text = tr("schotten.refuse.incomplete", number=stone, count=why["size"])
        elif reason in ("expert", "later"):
            text = tr("schotten.refuse." + reason, number=stone)
        else:
            size = state.view(None)["stones"][stone - 1]["size"]
            groups = formation_values({"mine": why["mine"], "theirs": why["theirs"]}, tr, size)
            if reason in ("beaten", "tie"):
                text = tr("schotten.refuse." + reason, number=stone, player=other, **groups)
            else:
                blocker = why["cards"]
                text = tr("schotten.refuse.could", number=stone, player=other, cards=", ".join(card_name(c, tr) for c in blocker),
                          **groups)
                pics = f'<div class="cards">{"".join(card_svg(c, tr, size=(92, 128), cls="small") for c in blocker)}</div>'
        return (f'<div class="refusal" role="status"><p>{esc(text)}</p>{pics}'
                f'{_button(None, tr("schotten.close"), action="close-why")}</div>')

    # ----- texts -----------------------------------------------------------------------------------
    def move_text(self, before: Any, move: str, tr: Translate) -> str:
        """A move list line that reveals nothing hidden: "red ● 7 → 3", "claims 3", "draws a tactic card"…"""
        info = before.describe(move)
        if info.kind == "place":
            return tr("schotten.log.place", card=card_name(info.piece, tr), number=info.to)
        if info.kind == "claim":
            return tr("schotten.log.claim", number=info.claims[0])
        if info.kind == "draw":
            return tr("schotten.log.draw-tactic" if info.detail["deck"] == "tactic" else "schotten.log.draw")
        if info.kind == "return":
            decks = info.detail["decks"]
            return tr("schotten.log.return", count=len(decks), clan=decks.count("clan"), tactic=decks.count("tactic"))
        if info.kind == "tactic" and info.tag != "recruiter":
            return tr(self._tactic_key("schotten.log.", info), card=card_name(info.piece, tr), number=info.origin, dest=info.to)
        return tr({"recruiter": "schotten.log.recruiter", "pass": "schotten.log.pass"}.get(info.tag or info.kind, "schotten.log.end"))

    @staticmethod
    def _tactic_key(prefix: str, info: MoveInfo) -> str:
        """The string of a tactic card taking or moving a table card: banshee, traitor, strategist (-x: discarded)."""
        return prefix + info.tag + ("-x" if info.tag == "strategist" and info.to is None else "")

    def claim_text(self, before: Any, move: str, tr: Translate) -> str:
        """The claim explained from ``describe``: both groups (or the proof) and the values troops took."""
        names = self.player_names(tr)
        info = before.describe(move)
        p, stone = info.player, int(info.claims[0])
        s = before.view(None)["stones"][stone - 1]
        mine, theirs = info.detail["mine"], info.detail["theirs"]
        lines = _took_lines(s["sides"][p], mine, tr)
        if theirs is not None:
            lines += _took_lines(s["sides"][1 - p], theirs, tr)
            text = tr("schotten.event.claim-vs", player=names[p], number=stone, mine=formation_text(mine, tr, s["size"]),
                      theirs=formation_text(theirs, tr, s["size"]))
        else:
            text = tr("schotten.event.claim-proof", player=names[p], number=stone, other=names[1 - p],
                      **formation_values({"mine": mine}, tr, s["size"]))
        troops = "; ".join(lines)
        return text + (" " + tr("schotten.took.all", lines=troops) if troops else "")

    def event_message(self, before: Any, move: str, tr: Translate) -> str:
        """What just happened, in a sentence for the status line (public information only, cards by name)."""
        info = before.describe(move)
        who = self.player_names(tr)[info.player]
        if info.kind == "claim":
            return self.claim_text(before, move, tr)
        if info.kind == "pass":
            return tr("schotten.event.pass", player=who)
        if info.kind == "place":
            key = "schotten.event.place-env" if info.tag == "environment" else "schotten.event.place"
            return tr(key, player=who, card=card_name(info.piece, tr), number=info.to)
        if info.tag == "recruiter":
            return tr("schotten.event.recruiter", player=who, count=info.detail["draws"])
        if info.kind == "tactic":
            return tr(self._tactic_key("schotten.event.", info), player=who, card=card_name(info.piece, tr),
                      number=info.origin, dest=info.to)
        if info.kind == "draw":
            drawn = tr(f"schotten.event.draw-{info.detail['deck']}", player=who)
            return f"{drawn}{self._card_this_turn(before, tr)}"
        if info.kind == "return":
            return tr("schotten.event.return", player=who, count=len(info.detail["cards"]))
        return tr("schotten.event.end", player=who)

    @staticmethod
    def _card_this_turn(before: Any, tr: Translate) -> str:
        """The card this turn put down, said again with its draw: the computer's card and draw come one
        after the other, and only the last line stays on screen."""
        if before.last is None or before.last[1] not in (before.to_move, -1):
            return ""
        stone, _side, card = before.last
        return " " + tr("schotten.event.this-turn", card=card_name(card, tr), number=stone + 1)

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

    def result_text(self, result: Any, tr: Translate) -> list[str]:
        """The deciding condition and each player's stones by name (A's first, whoever won), then how an
        end by two passes was decided; a long duel's running score comes from match_text."""
        names = self.player_names(tr)
        a, b = result.scores[:2]
        score = tr("schotten.result.score", a=names[0], na=a, b=names[1], nb=b)
        shared = "two-passes" in result.notes and result.reason in ("five-stones", "three-adjacent")
        kind = "schotten.result.shared." if shared else "schotten.result.win."    # the condition as it was met
        head = (tr("schotten.result.draw." + result.reason, score=score) if result.winner is None else
                tr(kind + result.reason, player=names[result.winner], score=score, count=result.scores[result.winner]))
        return [tr("play.over") + " " + head] + [tr("schotten.note." + note) for note in result.notes]

    def rules_figures(self, tr: Translate) -> list[tuple[str, str]]:
        """A claim before the other side is complete, from a real position: stones 1 to 3 as the table draws
        them, the stone the engine lets A claim flagged, the face-up cards that leave B no winning group
        marked, and the reason in the rules' own names of the groups."""
        state = from_position(proof_position()).play(PROOF_MOVE)
        view = state.view(None)
        shown = {**view, "stones": view["stones"][:len(PROOF_TABLE.split("/"))]}
        names = self.player_names(tr)
        stone = view["stones"][PROOF_STONE - 1]
        mine, theirs = stone["sides"]
        def cards(group: Iterable[str]) -> str:
            return ", ".join(card_name(card, tr) for card in group)
        caption = tr("schotten.example.proof", number=PROOF_STONE, a=names[0], b=names[1],
                     mine=formation_text(stone["formations"][0], tr), cards=cards(mine), theirs=cards(theirs),
                     beater=tr("schotten.form." + PROOF_BEATER), needed=cards(card for _, _, card in PROOF_SEEN))
        targets = Targets(claimable=frozenset(claim_numbers(self.described(state))))
        table = render_table(shown, tr=tr, names=names, bottom=0, targets=targets, noted=frozenset(PROOF_SEEN))
        sides = " ".join(tr("schotten.example.stone", number=s["number"], a=names[0], b=names[1], mine=cards(s["sides"][0]) or "—",
                            theirs=cards(s["sides"][1]) or "—") for s in shown["stones"])
        count = len(shown["stones"])
        label = tr("schotten.example.label", count=count, stones=sides, number=PROOF_STONE, a=names[0])
        style = f"{board_style(view)};--stones:{count}"
        return [(caption, f'<div{attrs(class_="st-board st-figure", role="img", aria_label=label, style=style)}>{table}</div>')]

    # ----- matches and analysis --------------------------------------------------------------------
    def next_game(self, options: dict[str, Any], results: list[Any]) -> dict[str, Any] | None:
        """The long duel goes on with the other player starting, until N games or the target score."""
        games, target = _duel(options)
        if (games, target) == (0, 0) or duel.is_over(results, games, target):
            return None
        return {**options, "first": 1 - int(options.get("first", 0))}

    def match_text(self, options: dict[str, Any], results: list[Any], tr: Translate) -> list[str]:
        """The long duel's score: this game's points, the totals, and the winner once the match is over."""
        games, target = _duel(options)
        if (games, target) == (0, 0) or not results:
            return []
        names = self.player_names(tr)
        (pa, pb), (ta, tb) = duel.game_points(results[-1]), duel.totals(results)
        goal = tr("schotten.duel.of-games", count=games) if games else tr("schotten.duel.to-target", count=target)
        lines = [tr("schotten.duel.points", a=names[0], pa=pa, b=names[1], pb=pb),
                 tr("schotten.duel.score", count=len(results), goal=goal, a=names[0], ta=ta, b=names[1], tb=tb)]
        if duel.is_over(results, games, target):
            leader = duel.leader(results)
            lines.append(tr("schotten.duel.drawn") if leader is None else tr("schotten.duel.won", player=names[leader]))
        return lines

    def analysis_link(self, state: Any) -> str | None:
        """The proof tool on this position's most interesting stone, for the player to move (table only)."""
        return tool_hash(KEY, "proof", payload_of(state.view(None)))

    def tool(self, name: str, payload: str | None) -> ProofTool:
        """The proof tool; a damaged payload opens an empty table with a note rather than an error."""
        if name not in TOOLS:
            raise KeyError(name)
        return open_tool(payload)


SCREEN = SchottenScreen

