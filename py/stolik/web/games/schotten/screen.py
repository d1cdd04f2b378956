"""Schotten Totten on screen: the table, your hand, the targeting flows of every card, claims and proofs.

Only ``state.view(viewer)`` is ever rendered, for the viewer allowed to see: the human against the
computer, or in hot-seat the player who last uncovered the screen (``cover_html`` hides both hands
between turns). Moves come from ``state.legal_moves()`` and what each does from ``state.describe``
(never from reading move texts); formations come from the view, a refused claim is explained by
``State.refusal`` (the claim rule's own proof) and a card that cannot be played by ``State.unplayable``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.schotten import GAME
from stolik.schotten.cards import CLAN_SET
from stolik.schotten import match as duel
from stolik.web.games.schotten import tool as schotten_tool
from stolik.web.html import attrs, esc
from stolik.web.links import tool_hash
from stolik.web.games.schotten.render import Targets, back_svg, card_name, card_svg, formation_text, render_table

KEY = GAME.key
TOOLS = schotten_tool.TOOLS
SOURCE_CARDS = ("TRAITOR", "STRATEGIST")        # pick a card on the table, then where it goes


@dataclass
class SchottenUi:
    """What the player is doing now (not saved): the chosen card, a source on the table, a question."""

    card: str | None = None            # chosen hand card
    source: str | None = None          # "b5@3" (card@stone): the table card a Traitor / Strategist moves
    returning: list[int] = field(default_factory=list)   # hand indices chosen to put back (Recruiter)
    why: int | None = None             # stone whose refused claim is explained
    note: str = ""                     # a string key shown once in the panel
    uncovered: int | None = None       # hot-seat: the player who last uncovered the screen (kept across moves)
    covered: bool = False              # the cover is up (set by cover_html / board_html): the panel stays empty
    prefs: dict[str, Any] = field(default_factory=dict)

    def reset(self) -> None:
        self.card, self.source, self.returning, self.why, self.note = None, None, [], None, ""


def new_ui(prefs: dict[str, Any] | None = None) -> SchottenUi:
    return SchottenUi(prefs={} if prefs is None else prefs)


def player_names(tr: Callable[..., str]) -> tuple[str, str]:
    return tr("schotten.player.0"), tr("schotten.player.1")


# ----- new-game options -------------------------------------------------------------------------
def options_html(tr: Callable[..., str]) -> str:
    games = GAME.options[2].choices[1:]
    targets = GAME.options[3].choices[1:]
    duel = [f'<option value="off" selected>{esc(tr("schotten.opt.duel.off"))}</option>']
    duel += [f'<option{attrs(value=f"g{n}")}>{esc(tr("schotten.opt.duel.games", count=n))}</option>' for n in games]
    duel += [f'<option{attrs(value=f"t{n}")}>{esc(tr("schotten.opt.duel.target", count=n))}</option>' for n in targets]
    return (f'<fieldset class="schotten-options"><legend>{esc(tr("schotten.opt.title"))}</legend>'
            f'<label class="choice"><input type="checkbox" name="tactics" value="1"> {esc(tr("schotten.opt.tactics"))}</label>'
            f'<label class="choice"><input type="checkbox" name="expert" value="1"> {esc(tr("schotten.opt.expert"))}</label>'
            f'<label class="field">{esc(tr("schotten.opt.duel"))} <select name="duel">{"".join(duel)}</select></label>'
            f'<p class="hint">{esc(tr("schotten.opt.duel.hint"))}</p></fieldset>')


def options_for(first: int, fields: dict[str, str]) -> dict[str, Any]:
    """Special units, expert, long duel (N games or a target score) and who starts."""
    duel = fields.get("duel", "off")
    games = target = 0
    if re.fullmatch(r"[gt]\d{1,3}", duel):
        number = int(duel[1:])
        if duel[0] == "g" and number in GAME.options[2].choices:
            games = number
        elif duel[0] == "t" and number in GAME.options[3].choices:
            target = number
    return {"tactics": bool(fields.get("tactics")), "expert": bool(fields.get("expert")),
            "duel_games": games, "duel_target": target, "first": 1 if first == 1 else 0}


# ----- who sees what ----------------------------------------------------------------------------
def viewer(state: Any, ui: SchottenUi, me: int | None) -> int | None:
    """Whose hand may be shown: the human against the computer; in hot-seat who uncovered last."""
    return me if me is not None else ui.uncovered


def cover_html(state: Any, ui: SchottenUi, tr: Callable[..., str], me: int | None) -> str:
    """Hot-seat privacy: "pass the device to …" before every turn, also on a fresh screen: never a choice of hands."""
    ui.covered = False
    if me is not None or state.result() is not None or ui.uncovered == state.to_move:
        return ""
    ui.covered = True
    names = player_names(tr)
    p = state.to_move
    head = tr("schotten.cover.pass", player=names[p])    # a fresh screen too (a reload, the saved list): only the mover's hand
    buttons = (f'<button{attrs(class_="primary", data_action="uncover", data_value=p)}>'
               f'{esc(tr("schotten.cover.ready", player=names[p]))}</button>')
    public = state.view(None)          # the table is public: it stays in sight, the hands are backs
    table = render_table(public, tr=tr, names=names, bottom=p, resolved=claimed_troops(public))
    return (f'<div class="st-board"><div class="st-cover" role="region"{attrs(aria_label=head)}>'
            f'<p class="cover-head">{esc(head)}</p><p class="cover-note">{esc(tr("schotten.cover.note"))}</p>'
            f'<div class="cover-buttons">{buttons}</div></div>{table}<div class="st-covered-hands">'
            f'{_hand_row(public, 1 - p, None, tr, names, ui, state, [], False, "st-top")}'
            f'{_hand_row(public, p, None, tr, names, ui, state, [], False, "st-bottom")}</div>{_info(public, tr, names, None)}</div>')


# ----- what may be clicked ------------------------------------------------------------------------
def _hand_cards(state: Any, who: int | None) -> list[str]:
    return list(state.view(who)["hand"]) if who is not None else []


def card_moves(state: Any, legal: list[str], card: str) -> list[str]:
    """The legal moves that play ``card`` from the hand."""
    return [m for m in legal if state.describe(m).detail.get("hand") == card]


def claim_numbers(state: Any, legal: list[str]) -> dict[int, str]:
    """Stone number -> the legal claim of it."""
    return {int(info.claims[0]): m for m in legal if (info := state.describe(m)).kind == "claim"}


def source_of(info: Any) -> str:
    """The table card a Traitor / Strategist / Banshee move takes, as ``card@stone``."""
    return f"{info.piece}@{info.origin}"


def unplayable_reason(state: Any, card: str, legal: list[str]) -> str:
    """A string key saying why a hand card cannot be played now ("" when it can)."""
    reason = state.unplayable(card)
    return "schotten.why." + reason if reason else ""


def complete_unclaimed(view: dict[str, Any], player: int) -> list[int]:
    return [s["number"] for s in view["stones"]
            if s["owner"] is None and len(s["sides"][player]) >= s["size"]]


def table_targets(state: Any, ui: SchottenUi, tr: Callable[..., str], legal: list[str]) -> Targets:
    """Which stones, sides and table cards answer a click, given the chosen card and the phase."""
    t = Targets()
    me = state.to_move
    view = state.view(None)
    claims = claim_numbers(state, legal)
    env = ui.card in ("BLIND", "MUD")
    if not env:
        for n in complete_unclaimed(view, me):
            if n in claims:
                t.stones[n] = ("move", claims[n], tr("schotten.do.claim", number=n))
            else:
                t.stones[n] = ("select", f"why:{n}", tr("schotten.do.why", number=n))
        t.claimable = frozenset(claims)
    card = ui.card
    if card is None:
        return t
    moves = [(m, state.describe(m)) for m in card_moves(state, legal, card)]
    name = card_name(card, tr)
    if card == "RECRUITER":
        pass                                    # played from the panel: no target on the table
    elif card == "BANSHEE":
        for m, info in moves:
            t.cards[(int(info.origin), info.detail["side"], info.piece)] = (
                "move", m, tr("schotten.do.banshee", card=card_name(info.piece, tr), number=info.origin))
    elif card in SOURCE_CARDS:
        if ui.source is None:
            for m, info in moves:
                t.cards[(int(info.origin), info.detail["side"], info.piece)] = (
                    "select", f"src:{source_of(info)}", tr("schotten.do.source", card=card_name(info.piece, tr), number=info.origin))
        else:
            for m, info in moves:
                if source_of(info) != ui.source:
                    continue
                t.chosen = (int(info.origin), info.detail["side"], info.piece)
                if info.to is not None:
                    t.sides[int(info.to)] = ("move", m, tr("schotten.do.move-to", card=card_name(info.piece, tr), number=info.to))
    elif env:
        for m, info in moves:
            t.stones[int(info.to)] = ("move", m, tr("schotten.do.place-env", card=name, number=int(info.to)))
    else:
        for m, info in moves:
            t.sides[int(info.to)] = ("move", m, tr("schotten.do.place", card=name, number=int(info.to)))
    return t


def on_select(ui: SchottenUi, value: str, state: Any) -> None:
    """Hand cards (``card:r7``), table sources (``src:b5@3``), returns (``ret:2``), questions (``why:3``)."""
    kind, _, arg = value.partition(":")
    legal = state.legal_moves()
    if kind == "card":
        ui.why, ui.note, ui.source = None, "", None
        if ui.card == arg:
            ui.card = None
            return
        reason = unplayable_reason(state, arg, legal)
        ui.card = None if reason else arg
        ui.note = reason
    elif kind == "src" and ui.card in SOURCE_CARDS:
        ui.source = None if ui.source == arg else arg
    elif kind == "ret" and arg.isdigit():
        index = int(arg)
        if index in ui.returning:
            ui.returning.remove(index)
        elif len(ui.returning) < 2:
            ui.returning.append(index)
    elif kind == "why" and arg.isdigit():
        ui.card, ui.source, ui.note = None, None, ""
        ui.why = None if ui.why == int(arg) else int(arg)


def on_action(ui: SchottenUi, action: str, value: str | None, state: Any) -> bool:
    """Cancel a targeting flow, uncover the hands (hot-seat), close an explanation."""
    if action == "cancel":
        ui.reset()
    elif action == "uncover" and value == str(state.to_move):     # only the player to move may uncover
        ui.uncovered = int(value)
        ui.reset()
    elif action == "close-why":
        ui.why = None
    else:
        return False
    return True


def _return_moves(state: Any, legal: list[str]) -> dict[tuple[str, ...], str]:
    """The cards each legal ``return`` move puts back, in order -> the move."""
    return {tuple(info.detail["cards"]): m for m in legal if (info := state.describe(m)).kind == "return"}


def return_order(state: Any, ui: SchottenUi, hand: list[str], legal: list[str]) -> list[str]:
    """The chosen hand cards in the order they go back: as the player chose them (two cards for one
    deck go under it in that order), or in hand order when only that order is a move."""
    chosen = [hand[i] for i in ui.returning if i < len(hand)]
    return chosen if tuple(chosen) in _return_moves(state, legal) else [hand[i] for i in sorted(ui.returning) if i < len(hand)]


def return_move(state: Any, ui: SchottenUi, hand: list[str], legal: list[str]) -> str | None:
    """The ``return`` move of the chosen hand cards, if the engine lists it."""
    return _return_moves(state, legal).get(tuple(return_order(state, ui, hand, legal)))


# ----- the board ------------------------------------------------------------------------------------
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


def bottom_player(who: int | None, flipped: bool) -> int:
    base = 0 if who is None else who
    return 1 - base if flipped else base


def board_html(state: Any, *, tr: Callable[..., str], flipped: bool, interactive: bool, me: int | None,
               ui: SchottenUi, view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
    """The opponent's hand (backs), the table, your hand, the decks, the discard and the tactic count."""
    names = player_names(tr)
    who = viewer(state, ui, me)
    view = state.view(who)
    bottom = bottom_player(who, flipped)
    top = 1 - bottom
    legal = state.legal_moves() if interactive else []
    mine = interactive and who == state.to_move
    targets = table_targets(state, ui, tr, legal) if mine else Targets()
    last = (marks or {}).get("last")
    table = render_table(view, tr=tr, names=names, bottom=bottom, targets=targets,
                         resolved=claimed_troops(view), last=tuple(last) if last else None)
    return (f'<div class="st-board">{_hand_row(view, top, who, tr, names, ui, state, legal, mine, "st-top")}'
            f'{table}{_hand_row(view, bottom, who, tr, names, ui, state, legal, mine, "st-bottom")}'
            f'{_info(view, tr, names, who)}</div>')


def _hand_row(view: dict[str, Any], player: int, who: int | None, tr: Callable[..., str], names: tuple[str, str],
              ui: SchottenUi, state: Any, legal: list[str], mine: bool, where: str) -> str:
    """A player's hand: the viewer's own cards face up (buttons when it is their turn), else backs."""
    count = view["hand_counts"][player]
    clan, tactic = view["hand_kinds"][player]
    label = tr("schotten.hand.count", player=names[player], count=count, clan=clan, tactic=tactic)
    to_move = " to-move" if view["to_move"] == player and view["result"] is None else ""
    if player != who:
        backs = back_svg("clan", tr) * clan + back_svg("tactic", tr) * tactic
        return (f'<div class="st-hand backs {where}{to_move}"><p class="hand-label">{esc(label)}</p>'
                f'<div class="cards">{backs}</div></div>')
    cards = []
    returning = mine and state.phase == "return"
    for i, card in enumerate(view["hand"]):
        pic = card_svg(card, tr, size=(92, 128))
        if returning:
            cards.append(f'<button{attrs(class_="hand-card", data_select=f"ret:{i}", aria_pressed="true" if i in ui.returning else "false")}>'
                         f'<span class="vh">{esc(tr("schotten.do.return-pick"))} </span>{pic}</button>')
        elif mine and state.phase == "play":
            playable = bool(card_moves(state, legal, card))
            cls = "hand-card" + ("" if playable else " dead")
            dead = "" if playable else f'<span class="vh">, {esc(tr("schotten.hand.cannot"))}</span>'
            cards.append(f'<button{attrs(class_=cls, data_select=f"card:{card}", aria_pressed="true" if ui.card == card else "false")}>{pic}{dead}</button>')
        else:
            cards.append(f'<span class="hand-card still">{pic}</span>')
    return (f'<div class="st-hand mine {where}{to_move}"><p class="hand-label">{esc(label)}</p>'
            f'<div class="cards" role="group"{attrs(aria_label=tr("schotten.hand.yours", player=names[player]))}>{"".join(cards)}</div></div>')


def _info(view: dict[str, Any], tr: Callable[..., str], names: tuple[str, str], who: int | None) -> str:
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
            ahead = len(played[who]) > len(played[1 - who])
            items.append(f'<li class="limit">{esc(tr("schotten.limit.wait" if ahead else "schotten.limit.ok"))}</li>')
        rows.append(f'<ul class="tactics-played">{"".join(items)}</ul>')
    discard = view["discard"]
    pics = "".join(card_svg(c, tr, size=(92, 128), cls="small") for c in discard)
    rows.append(f'<details class="discard"><summary>{esc(tr("schotten.discard", count=len(discard)))}</summary>'
                f'<div class="cards">{pics or esc(tr("schotten.discard.empty"))}</div></details>')
    return f'<div class="st-info">{"".join(rows)}</div>'


# ----- the panel ------------------------------------------------------------------------------------
def _button(move: str | None, label: str, primary: bool = False, action: str | None = None) -> str:
    return (f'<button{attrs(class_="primary" if primary else None, data_move=move, data_action=action, disabled=move is None and action is None)}>'
            f"{esc(label)}</button>")


def panel_html(state: Any, *, tr: Callable[..., str], interactive: bool, ui: SchottenUi) -> str:
    """The step's buttons: cancel a flow, claims, draws, pass, the Recruiter's returns, explanations."""
    if state.result() is not None or not interactive or ui.covered:
        return ""
    names = player_names(tr)
    legal = state.legal_moves()
    view = state.view(state.to_move)
    phase = state.phase
    parts: list[str] = []
    decks = view["decks"]
    draw_label = {"clan": tr("schotten.draw.clan", count=decks["clan"]),
                  "tactic": tr("schotten.draw.tactic", count=decks["tactic"])}
    numbers = claim_numbers(state, legal)
    claims = list(numbers.values())
    claim_buttons = "".join(_button(m, tr("schotten.do.claim", number=n), True) for n, m in numbers.items())
    if phase == "play":
        if ui.card is None:
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.pick"))}</p>')
        else:
            parts.append(_flow_help(state, ui, tr, legal))
        if claims:
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.claim-now"))}</p>{claim_buttons}')
        if "pass" in legal:
            parts.append(_button("pass", tr("schotten.pass"), not claims and ui.card is None))
    elif phase in ("claim", "claimx", "draw"):
        if claims:
            parts.append(f'<p class="panel-note">{esc(tr("schotten.help.claim"))}</p>{claim_buttons}')
        ends = [(m, info) for m in legal if (info := state.describe(m)).kind in ("draw", "end")]
        if ends:
            head = "schotten.help.draw" if all(info.kind == "draw" for _m, info in ends) else "schotten.help.end"
            parts.append(f'<p class="panel-note">{esc(tr(head))}</p>'
                         + "".join(_button(m, draw_label[info.detail["deck"]] if info.kind == "draw" else tr("schotten.end"),
                                           not claims) for m, info in ends))
    elif phase == "recruit":
        parts.append(f'<p class="panel-note">{esc(tr("schotten.help.recruit", count=view["recruit_left"]))}</p>'
                     + "".join(_button(m, draw_label[info.detail["deck"]], True)
                               for m in legal if (info := state.describe(m)).kind == "draw"))
    elif phase == "return":
        hand = view["hand"]
        move = return_move(state, ui, hand, legal)
        chosen = ", ".join(card_name(card, tr) for card in return_order(state, ui, hand, legal)) or "—"
        need = len(state.describe(legal[0]).detail["cards"]) if legal else 2
        parts.append(f'<p class="panel-note">{esc(tr("schotten.help.return", count=need))}</p>'
                     f'<p class="chosen">{esc(tr("schotten.return.chosen", cards=chosen))}</p>'
                     + _button(move, tr("schotten.return.confirm"), True))
    if ui.note:
        parts.append(f'<p class="panel-note warn" role="status">{esc(tr(ui.note))}</p>')
    why = [n for n in complete_unclaimed(view, state.to_move) if n not in numbers]
    if why:
        buttons = "".join(f'<button{attrs(data_select=f"why:{n}", aria_pressed="true" if ui.why == n else "false")}>'
                          f'{esc(tr("schotten.do.why", number=n))}</button>' for n in why)
        parts.append(f'<div class="why-buttons">{buttons}</div>')
    if ui.why is not None:
        parts.append(refusal_html(state, ui.why, tr, names, legal))
    return f'<div class="panel st-panel" role="group">{"".join(parts)}</div>'


def _flow_help(state: Any, ui: SchottenUi, tr: Callable[..., str], legal: list[str]) -> str:
    """What to click next for the chosen card, with a cancel button (and the Strategist's discard)."""
    card = ui.card or ""
    name = card_name(card, tr)
    extra = ""
    if card == "RECRUITER":
        key = "schotten.flow.recruiter"
        extra = _button("RECRUITER", tr("schotten.do.recruiter"), True)
    elif card == "BANSHEE":
        key = "schotten.flow.banshee"
    elif card in SOURCE_CARDS and ui.source is None:
        key = "schotten.flow.source." + card
    elif card in SOURCE_CARDS:
        key = "schotten.flow.dest." + card
        moves = [(m, info) for m in card_moves(state, legal, card) if source_of(info := state.describe(m)) == ui.source]
        if moves:
            info = moves[0][1]
            name = tr("schotten.from-stone", card=card_name(info.piece, tr), number=info.origin)
        for m, info in moves:
            if info.to is None:
                extra = _button(m, tr("schotten.do.discard", card=card_name(info.piece, tr)))
    elif card in ("BLIND", "MUD"):
        key = "schotten.flow.env"
    else:
        key = "schotten.flow.place"
    return (f'<p class="panel-note flow">{esc(tr(key, card=name))}</p>{extra}'
            f'{_button(None, tr("schotten.cancel"), action="cancel")}')


def refusal_html(state: Any, stone: int, tr: Callable[..., str], names: tuple[str, str], legal: list[str]) -> str:
    """Why a claim of ``stone`` is refused, and a completion of the other side that would beat it."""
    other = names[1 - state.to_move]
    why = state.refusal(stone)
    reason = why["reason"]
    pics = ""
    if reason == "claimed":
        text = tr("schotten.refuse.claimed", number=stone)
    elif reason == "incomplete":
        text = tr("schotten.refuse.incomplete", number=stone, count=why["size"])
    elif reason in ("expert", "later"):
        text = tr("schotten.refuse." + reason, number=stone)
    else:
        mine_text, theirs_text = formation_text(why["mine"], tr), formation_text(why["theirs"], tr)
        if reason in ("beaten", "tie"):
            text = tr("schotten.refuse." + reason, number=stone, player=other, theirs=theirs_text, mine=mine_text)
        else:
            blocker = why["cards"]
            text = tr("schotten.refuse.could", number=stone, player=other, cards=", ".join(card_name(c, tr) for c in blocker),
                      theirs=theirs_text, mine=mine_text)
            pics = f'<div class="cards">{"".join(card_svg(c, tr, size=(92, 128), cls="small") for c in blocker)}</div>'
    return (f'<div class="refusal" role="status"><p>{esc(text)}</p>{pics}'
            f'{_button(None, tr("schotten.close"), action="close-why")}</div>')


# ----- texts ----------------------------------------------------------------------------------------
def move_text(before: Any, move: str, tr: Callable[..., str]) -> str:
    """A log line that reveals nothing hidden: ``r7 → 3``, ``claims 3``, ``draws a tactic card``…"""
    info = before.describe(move)
    if info.kind == "place":
        return tr("schotten.log.place", card=_short(info.piece, tr), number=info.to)
    if info.kind == "claim":
        return tr("schotten.log.claim", number=info.claims[0])
    if info.kind == "draw":
        return tr("schotten.log.draw-tactic" if info.detail["deck"] == "tactic" else "schotten.log.draw")
    if info.kind == "return":
        decks = info.detail["decks"]
        return tr("schotten.log.return", count=len(decks), clan=decks.count("clan"), tactic=decks.count("tactic"))
    if info.kind == "tactic" and info.tag != "recruiter":
        card = _short(info.piece, tr)
        if info.tag == "banshee":
            return tr("schotten.log.banshee", card=card, number=info.origin)
        if info.to is None:
            return tr("schotten.log.strategist-x", card=card, number=info.origin)
        return tr("schotten.log." + info.tag, card=card, number=info.origin, dest=info.to)
    return tr({"recruiter": "schotten.log.recruiter", "pass": "schotten.log.pass"}.get(info.tag or info.kind, "schotten.log.end"))


def _short(card: str, tr: Callable[..., str]) -> str:
    return card if card in CLAN_SET else tr("schotten.tactic." + card)


def _took_lines(cards: list[str], group: dict[str, Any], tr: Callable[..., str]) -> list[str]:
    """"Joker = red 9" for each troop card of a complete group."""
    return [tr("schotten.took.line", card=tr("schotten.tactic." + cards[i]),
               value=card_name(f"{colour}{v}", tr) if colour else v) for i, v, colour in group["took"]]


def claim_text(before: Any, move: str, tr: Callable[..., str]) -> str:
    """The claim explained from ``describe``: both groups (or the proof) and the values troops took."""
    names = player_names(tr)
    info = before.describe(move)
    p, stone = info.player, int(info.claims[0])
    s = before.view(None)["stones"][stone - 1]
    mine, theirs = info.detail["mine"], info.detail["theirs"]
    lines = _took_lines(s["sides"][p], mine, tr)
    if theirs is not None:
        lines += _took_lines(s["sides"][1 - p], theirs, tr)
        text = tr("schotten.event.claim-vs", player=names[p], number=stone, mine=formation_text(mine, tr),
                  theirs=formation_text(theirs, tr))
    else:
        text = tr("schotten.event.claim-proof", player=names[p], number=stone, mine=formation_text(mine, tr),
                  other=names[1 - p])
    troops = "; ".join(lines)
    return text + (" " + tr("schotten.took.all", lines=troops) if troops else "")


def event_message(before: Any, move: str, tr: Callable[..., str]) -> str:
    """What just happened, for the status line (public information only)."""
    info = before.describe(move)
    who = player_names(tr)[info.player]
    if info.kind == "claim":
        return claim_text(before, move, tr)
    if info.kind == "pass":
        return tr("schotten.event.pass", player=who)
    if info.kind in ("place", "tactic"):
        return tr("schotten.event.move", player=who, text=move_text(before, move, tr))
    return ""


def last_move_marks(before: Any, move: str) -> dict[str, Any]:
    """The card just placed (or moved by a Traitor or Strategist) stays outlined."""
    info = before.describe(move)
    if info.kind in ("place", "tactic") and info.to is not None and info.tag != "environment":
        return {"last": (int(info.to), info.player, info.piece)}
    return {}


def result_text(result: Any, tr: Callable[..., str]) -> list[str]:
    """The deciding condition and each player's stones by name (A's first, whoever won), then how an
    end by two passes was decided; a long duel's running score comes from match_text."""
    names = player_names(tr)
    a, b = result.scores[:2]
    score = tr("schotten.result.score", a=names[0], na=a, b=names[1], nb=b)
    head = (tr("schotten.result.draw." + result.reason, score=score) if result.winner is None else
            tr("schotten.result.win." + result.reason, player=names[result.winner], score=score))
    return [tr("play.over") + " " + head] + [tr("schotten.note." + note) for note in result.notes]


def _duel(options: dict[str, Any]) -> tuple[int, int]:
    return int(options.get("duel_games", 0) or 0), int(options.get("duel_target", 0) or 0)


def next_game(options: dict[str, Any], results: list[Any]) -> dict[str, Any] | None:
    """The long duel goes on with the other player starting, until N games or the target score."""
    games, target = _duel(options)
    if (games, target) == (0, 0) or duel.is_over(results, games, target):
        return None
    return {**options, "first": 1 - int(options.get("first", 0))}


def match_text(options: dict[str, Any], results: list[Any], tr: Callable[..., str]) -> list[str]:
    """The long duel's score: this game's points, the totals, and the winner once the match is over."""
    games, target = _duel(options)
    if (games, target) == (0, 0) or not results:
        return []
    names = player_names(tr)
    (pa, pb), (ta, tb) = duel.game_points(results[-1]), duel.totals(results)
    goal = tr("schotten.duel.of-games", count=games) if games else tr("schotten.duel.to-target", count=target)
    lines = [tr("schotten.duel.points", a=names[0], pa=pa, b=names[1], pb=pb),
             tr("schotten.duel.score", played=len(results), goal=goal, a=names[0], ta=ta, b=names[1], tb=tb)]
    if duel.is_over(results, games, target):
        leader = duel.leader(results)
        lines.append(tr("schotten.duel.drawn") if leader is None else tr("schotten.duel.won", player=names[leader]))
    return lines


# ----- tools ----------------------------------------------------------------------------------------
def tool_new(name: str, payload: str | None) -> Any:
    return schotten_tool.new(name, payload)


def tool_html(name: str, tool: Any, tr: Callable[..., str]) -> str:
    return schotten_tool.html(tool, tr)


def tool_action(tool: Any, action: str, value: str | None) -> bool:
    return schotten_tool.action(tool, action, value)


def analysis_link(state: Any) -> str | None:
    """The proof tool on this position's most interesting stone, for the player to move (table only)."""
    return tool_hash(KEY, "proof", schotten_tool.payload_of(state.view(None)))
