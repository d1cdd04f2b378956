"""The tool "Can this group still be beaten?": lay out one stone and the other face-up cards, get the verdict.

The verdict is the claim rule's own code (``stolik.schotten.analysis``): may the owner of the group
claim the stone now, and if not, one completion of the other side that beats it; whether a table
could lie around one stone is the engine's ``check_table``. The tool's state travels in the link as
a payload of five space-separated fields::

    <your group> <the other side> <other face-up cards> <modes> <who completed first: m | t>

cards joined by ``,`` and ``-`` for none, e.g. ``r7,r8,r9 b9 g1,g2 MUD m``. A damaged payload
opens an empty table with a note, which says the engine's reason where it names one (in the player's
language); nothing of it is written into the page unescaped.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Sequence

from stolik.core.errors import PositionError, quoted
from stolik.schotten import analysis
from stolik.schotten.cards import CLAN_SET, COLOURS, MODES, TACTIC_COUNTS, TROOPS, VALUES
from stolik.schotten.formations import formation, group_size
from stolik.web.html import attrs, esc
from stolik.web.games.schotten.render import card_name, card_svg, formation_values
from stolik.web.screen import Tool, Translate, Words, position_reason

ZONES = ("mine", "theirs", "seen")
MAX_PAYLOAD = 1000       # every card once with both modes is under 300 characters


@dataclass(eq=False)
class ProofTool(Tool):
    """The table being analysed: one stone's two sides, its modes, and the other face-up clan cards."""

    actions = frozenset({"zone", "card", "take", "mode", "first", "swap", "clear"})

    mine: list[str] = field(default_factory=list)
    theirs: list[str] = field(default_factory=list)
    seen: list[str] = field(default_factory=list)
    modes: list[str] = field(default_factory=list)
    mine_first: bool = True
    target: str = "mine"               # the zone a picked card goes to
    note: str = ""                     # a string key: a damaged link, a full side…
    refused: Callable[[Translate], str] | None = None     # why a link's table was refused, in any language

    @property
    def size(self) -> int:
        return group_size(self.modes)

    def zone(self, name: str) -> list[str]:
        return {"mine": self.mine, "theirs": self.theirs, "seen": self.seen}[name]

    def payload(self) -> str:
        """The table as a link's payload (see the module's docstring)."""
        def join(cards: list[str]) -> str:
            return ",".join(cards) or "-"
        return " ".join([join(self.mine), join(self.theirs), join(self.seen), join(self.modes), "m" if self.mine_first else "t"])

    def action(self, action: str, value: str | None) -> bool:
        """Clicks: pick a zone, put or take a card, toggle a mode, who was first, swap, clear. True: redraw."""
        self.note, self.refused = "", None
        if action == "zone" and value in ZONES:
            self.target = value
        elif action == "card" and value is not None:
            self._toggle_card(value)
        elif action == "take" and value is not None:
            zone, _, card = value.partition(":")
            if zone in ZONES and card in self.zone(zone):
                self.zone(zone).remove(card)
        elif action == "mode" and value in MODES:
            self._toggle_mode(value)
        elif action == "first" and value in ("m", "t"):
            self.mine_first = value == "m"
        elif action == "swap":
            self.mine, self.theirs, self.mine_first = self.theirs, self.mine, not self.mine_first
        elif action == "clear":
            self.mine, self.theirs, self.seen, self.modes, self.mine_first = [], [], [], [], True
        else:
            return False
        return True

    def _toggle_mode(self, mode: str) -> None:
        """A mode on or off; cards over a smaller group's size go back among the face-up cards."""
        if mode not in self.modes:
            self.modes.append(mode)
            return
        self.modes.remove(mode)
        for side in (self.mine, self.theirs):
            self.seen.extend(c for c in side[self.size:] if c in CLAN_SET)
            del side[self.size:]

    def _toggle_card(self, card: str) -> None:
        """A card from the picker goes to the chosen zone, or comes back if it is already there."""
        if card not in CLAN_SET and card not in TROOPS:
            return
        zone = self.zone(self.target)
        if card in CLAN_SET:
            for name in ZONES:
                if card in self.zone(name):
                    self.zone(name).remove(card)
                    if name == self.target:
                        return
        else:
            if self.target == "seen":
                self.note = "schotten.tool.troop-seen"
                return
            if card in zone:
                zone.remove(card)
                return
            if (self.mine + self.theirs).count(card) >= TACTIC_COUNTS[card]:
                self.note = "schotten.tool.troop-used"
                return
        if self.target != "seen" and len(zone) >= self.size:
            self.note = "schotten.tool.full"
            return
        zone.append(card)

    def verdict(self) -> tuple[str, dict[str, Any], tuple[str, ...]]:
        """(string key, values, a beating completion) for the table as it is, from the claim rule (a link's
        table passed ``check_table`` and editing keeps it possible, so the proof always answers)."""
        size = self.size
        if len(self.mine) < size:
            return "schotten.tool.v.incomplete", {"count": size, "have": len(self.mine)}, ()
        blocker = analysis.beating_completion(self.mine, self.theirs, self.seen, self.modes, self.mine_first)
        mine = formation(self.mine, self.modes)
        if len(self.theirs) >= size:
            theirs = formation(self.theirs, self.modes)
            return ("schotten.tool.v.wins" if blocker is None else "schotten.tool.v.loses"), \
                {"mine": mine, "theirs": theirs}, ()
        if blocker is None:
            return "schotten.tool.v.safe", {"mine": mine}, ()
        theirs = formation(self.theirs + list(blocker), self.modes)
        return "schotten.tool.v.beaten", {"mine": mine, "theirs": theirs}, tuple(blocker)

    def html(self, tr: Translate) -> str:
        """The tool's screen: three zones, the modes, the card picker and the verdict."""
        zones = []
        for name in ZONES:
            cards: Sequence[str] = self.zone(name)     # (the verdict's cards below are a tuple)
            limit = f" ({len(cards)}/{self.size})" if name != "seen" else f" ({len(cards)})"
            pics = "".join(f'<button{attrs(class_="tool-card", data_action="take", data_value=f"{name}:{c}")}>'
                           f'<span class="vh">{esc(tr("schotten.tool.take"))} </span>{card_svg(c, tr, cls="small")}</button>' for c in cards)
            zones.append(f'<div{attrs(class_="zone " + name + (" target" if self.target == name else ""))}>'
                         f'<button{attrs(class_="zone-pick", data_action="zone", data_value=name, aria_pressed="true" if self.target == name else "false")}>'
                         f'{esc(tr("schotten.tool.zone." + name) + limit)}</button>'
                         f'<div class="cards">{pics or "<span class=empty>" + esc(tr("schotten.tool.empty")) + "</span>"}</div></div>')
        modes = "".join(f'<button{attrs(data_action="mode", data_value=m, aria_pressed="true" if m in self.modes else "false")}>'
                        f'{esc(tr("schotten.mode." + m))}</button>' for m in MODES)
        first = ""
        if len(self.mine) >= self.size and len(self.theirs) >= self.size:
            first = (f'<div class="tool-row" role="group"{attrs(aria_label=tr("schotten.tool.first"))}><span>{esc(tr("schotten.tool.first"))}</span>'
                     + "".join(f'<button{attrs(data_action="first", data_value=v, aria_pressed="true" if self.mine_first == (v == "m") else "false")}>'
                               f'{esc(tr("schotten.tool.first." + v))}</button>' for v in ("m", "t")) + "</div>")
        placed = {c: name for name in ZONES for c in self.zone(name)}
        rows = []
        for colour in COLOURS:
            cells = []
            for v in VALUES:
                card = f"{colour}{v}"
                where = placed.get(card)
                where_text = f'<span class="vh">, {esc(tr("schotten.tool.in." + where))}</span>' if where else ""
                cells.append(f'<button{attrs(class_="pick c-" + colour + (" in-" + where if where else ""), data_action="card", data_value=card, aria_pressed="true" if where else "false")}>'
                             f'{card_svg(card, tr, size=(60, 84), cls="tiny")}{where_text}</button>')
            rows.append(f'<div class="pick-row">{"".join(cells)}</div>')
        troops = "".join(f'<button{attrs(class_="pick troop", data_action="card", data_value=t)}>'
                         f'{card_svg(t, tr, size=(60, 84), cls="tiny")}</button>' for t in TROOPS)
        rows.append(f'<div class="pick-row">{troops}</div>')
        key, values, cards = self.verdict()
        groups = {k: v for k, v in values.items() if k in ("mine", "theirs")}
        shown = {**{k: v for k, v in values.items() if k not in groups}, **formation_values(groups, tr, self.size)}
        if cards:           # a beating completion by name; else ``cards`` is the plural word ("0 of 3 cards")
            shown["cards"] = ", ".join(card_name(c, tr) for c in cards)
        safe = key in ("schotten.tool.v.safe", "schotten.tool.v.wins")
        pics = "".join(card_svg(c, tr, cls="small") for c in cards)
        said = tr("schotten.tool.bad-link-why", reason=self.refused(tr)) if self.refused else tr(self.note) if self.note else ""
        note = f'<p class="panel-note warn" role="status">{esc(said)}</p>' if said else ""
        return (f'<section class="st-tool" data-tool="proof"{attrs(data_payload=self.payload(), data_verdict=key.rsplit(".", 1)[1])}>'
                f'<h2>{esc(tr("schotten.tool.proof"))}</h2><p class="intro">{esc(tr("schotten.tool.intro"))}</p>'
                f'<div class="verdict {"safe" if safe else "open"}" role="status" aria-live="polite"><p>{esc(tr(key, **shown))}</p>'
                f'<div class="cards">{pics}</div></div>{note}'
                f'<div class="zones">{"".join(zones)}</div>'
                f'<div class="tool-row" role="group"{attrs(aria_label=tr("schotten.tool.modes"))}><span>{esc(tr("schotten.tool.modes"))}</span>{modes}</div>{first}'
                f'<p class="panel-note">{esc(tr("schotten.tool.pick-help", zone=tr("schotten.tool.zone." + self.target)))}</p>'
                f'<div class="picker">{"".join(rows)}</div>'
                f'<div class="tool-row"><button{attrs(data_action="swap")}>{esc(tr("schotten.tool.swap"))}</button>'
                f'<button{attrs(data_action="clear")}>{esc(tr("schotten.tool.clear"))}</button>'
                f'<a class="button" href="#/">{esc(tr("play.home"))}</a></div></section>')


def open_tool(payload: str | None, words: Words) -> ProofTool:
    """The tool on a link's payload: an empty table when there is none, or with a note when it is damaged; where
    the engine names the rule the table breaks, the note says it (``words`` names its params the page's way)."""
    if not payload:
        return ProofTool()
    try:
        return parse_payload(payload)
    except PositionError as exc:
        refused = position_reason("schotten", exc, words) if exc.code is not None else None
        return ProofTool(note="schotten.tool.bad-link", refused=refused)


def _cards(text: str) -> list[str]:
    return [] if text == "-" else text.split(",")


def parse_payload(text: str) -> ProofTool:
    """The tool of a payload; PositionError naming what does not fit (the engine checks the cards)."""
    if len(text) > MAX_PAYLOAD:
        raise PositionError(f"a proof table has at most {MAX_PAYLOAD} characters, not {len(text)}")
    fields = text.strip().split(" ")
    if len(fields) != 5:
        raise PositionError(f"a proof table has 5 fields, not {len(fields)}")
    mine, theirs, seen, modes, first = fields
    if first not in ("m", "t"):
        raise PositionError(f"who completed first is 'm' or 't', not {quoted(first)}")
    tool = ProofTool(mine=_cards(mine), theirs=_cards(theirs), seen=_cards(seen), modes=_cards(modes),
                     mine_first=first == "m")
    analysis.check_table(tool.mine, tool.theirs, tool.seen, tool.modes)
    return tool


def payload_of(view: dict[str, Any]) -> str:
    """The payload for a position (a spectator's view: the table only): the player to move's most
    interesting stone (their side complete and the other not, then complete, then fullest), with
    everything the claim rule sees there (``analysis.stone_table``)."""
    p = view["to_move"]
    stones = [s for s in view["stones"] if s["owner"] is None] or view["stones"]

    def interest(s: dict[str, Any]) -> tuple[bool, bool, int]:
        mine, theirs = s["formations"][p] is not None, s["formations"][1 - p] is not None
        return (mine and not theirs, mine, len(s["sides"][0]) + len(s["sides"][1]))
    table = analysis.stone_table(view, max(stones, key=interest)["number"], p)
    return ProofTool(**table).payload()
