"""The tool "Can this group still be beaten?": lay out one stone and the other face-up cards, get the verdict.

The verdict is the claim rule's own code (``stolik.schotten.analysis``): may the owner of the group
claim the stone now, and if not, one completion of the other side that beats it. The tool's state
travels in the link as a payload of five space-separated fields::

    <your group> <the other side> <other face-up cards> <modes> <who completed first: m | t>

cards joined by ``,`` and ``-`` for none, e.g. ``r7,r8,r9 b9 g1,g2 MUD m``. A damaged payload
opens an empty table with a note; nothing of it is written into the page unescaped.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.core.errors import PositionError, quoted
from stolik.schotten import analysis
from stolik.schotten.cards import CLAN_SET
from stolik.schotten.formations import formation, group_size
from stolik.web.html import attrs, esc
from stolik.web.games.schotten.strings import TOOLS
from stolik.web.games.schotten.render import COLOURS, card_name, card_svg, formation_text

ZONES = ("mine", "theirs", "seen")
TROOPS = ("JOKER", "SPY", "SHIELD")
TROOP_COPIES = {"JOKER": 2, "SPY": 1, "SHIELD": 1}
MODES = ("BLIND", "MUD")
MAX_PAYLOAD = 1000       # every card once with both modes is under 300 characters


@dataclass
class ProofTool:
    """The table being analysed: one stone's two sides, its modes, and the other face-up clan cards."""

    mine: list[str] = field(default_factory=list)
    theirs: list[str] = field(default_factory=list)
    seen: list[str] = field(default_factory=list)
    modes: list[str] = field(default_factory=list)
    mine_first: bool = True
    target: str = "mine"               # the zone a picked card goes to
    note: str = ""                     # a string key: a damaged link, a full side…

    @property
    def size(self) -> int:
        return group_size(self.modes)

    def zone(self, name: str) -> list[str]:
        return {"mine": self.mine, "theirs": self.theirs, "seen": self.seen}[name]


def new(name: str, payload: str | None) -> ProofTool:
    """A tool from a link's payload (an empty table when there is none or it is damaged)."""
    if name not in TOOLS:
        raise KeyError(name)
    tool = ProofTool()
    if payload:
        try:
            tool = parse_payload(payload)
        except PositionError:
            tool = ProofTool(note="schotten.tool.bad-link")
    return tool


def _cards(text: str) -> list[str]:
    return [] if text == "-" else text.split(",")


def parse_payload(text: str) -> ProofTool:
    """The tool of a payload; PositionError naming what does not fit."""
    if len(text) > MAX_PAYLOAD:
        raise PositionError(f"a proof table has at most {MAX_PAYLOAD} characters, not {len(text)}")
    fields = text.strip().split(" ")
    if len(fields) != 5:
        raise PositionError(f"a proof table has 5 fields, not {len(fields)}")
    mine, theirs, seen, modes, first = fields
    tool = ProofTool(mine=_cards(mine), theirs=_cards(theirs), seen=_cards(seen), modes=_cards(modes),
                     mine_first=first != "t")
    if first not in ("m", "t") or any(m not in MODES for m in tool.modes) or len(set(tool.modes)) != len(tool.modes):
        raise PositionError(f"bad modes {quoted(modes)} or first {quoted(first)}")
    placed = tool.mine + tool.theirs + tool.seen
    clan = [c for c in placed if c in CLAN_SET]
    if len(clan) != len(set(clan)) or any(c not in CLAN_SET for c in tool.seen):
        raise PositionError("a clan card twice, or a troop among the other cards")
    for troop in TROOPS:
        if placed.count(troop) > TROOP_COPIES[troop]:
            raise PositionError(f"too many {troop}")
    if any(c not in CLAN_SET and c not in TROOPS for c in placed):
        raise PositionError("an unknown card")
    if len(tool.mine) > tool.size or len(tool.theirs) > tool.size:
        raise PositionError("a side holds too many cards")
    return tool


def payload(tool: ProofTool) -> str:
    join = lambda cards: ",".join(cards) or "-"  # noqa: E731
    return " ".join([join(tool.mine), join(tool.theirs), join(tool.seen), join(tool.modes), "m" if tool.mine_first else "t"])


def payload_of(view: dict[str, Any]) -> str:
    """The payload for a position (a spectator's view: the table only): the player to move's most
    interesting stone, every other face-up clan card as seen."""
    p = view["to_move"]
    stones = [s for s in view["stones"] if s["owner"] is None] or view["stones"]

    def interest(s: dict[str, Any]) -> tuple[int, int, int]:
        mine, theirs = s["sides"][p], s["sides"][1 - p]
        full = len(mine) >= s["size"]
        return (full and len(theirs) < s["size"], full, len(mine) + len(theirs))
    stone = max(stones, key=interest)
    seen = [c for s in view["stones"] if s is not stone for side in s["sides"] for c in side if c in CLAN_SET]
    seen += [c for c in view["discard"] if c in CLAN_SET]
    tool = ProofTool(mine=list(stone["sides"][p]), theirs=list(stone["sides"][1 - p]), seen=seen,
                     modes=list(stone["modes"]), mine_first=stone["first"] in (None, p))
    return payload(tool)


def action(tool: ProofTool, name: str, value: str | None) -> bool:
    """Clicks: pick a zone, put or take a card, toggle a mode, who was first, swap, clear. True: redraw."""
    tool.note = ""
    if name == "zone" and value in ZONES:
        tool.target = value
    elif name == "card" and value is not None:
        _toggle_card(tool, value)
    elif name == "take" and value is not None:
        zone, _, card = value.partition(":")
        if zone in ZONES and card in tool.zone(zone):
            tool.zone(zone).remove(card)
    elif name == "mode" and value in MODES:
        if value in tool.modes:
            tool.modes.remove(value)
            for side in (tool.mine, tool.theirs):
                if len(side) > tool.size:
                    tool.seen.extend(c for c in side[tool.size:] if c in CLAN_SET)
                    del side[tool.size:]
        else:
            tool.modes.append(value)
    elif name == "first" and value in ("m", "t"):
        tool.mine_first = value == "m"
    elif name == "swap":
        tool.mine, tool.theirs, tool.mine_first = tool.theirs, tool.mine, not tool.mine_first
    elif name == "clear":
        tool.mine, tool.theirs, tool.seen, tool.modes, tool.mine_first = [], [], [], [], True
    else:
        return False
    return True


def _toggle_card(tool: ProofTool, card: str) -> None:
    """A card from the picker goes to the chosen zone, or comes back if it is already there."""
    if card not in CLAN_SET and card not in TROOPS:
        return
    zone = tool.zone(tool.target)
    if card in CLAN_SET:
        for name in ZONES:
            if card in tool.zone(name):
                tool.zone(name).remove(card)
                if name == tool.target:
                    return
    else:
        if tool.target == "seen":
            tool.note = "schotten.tool.troop-seen"
            return
        if card in zone:
            zone.remove(card)
            return
        if (tool.mine + tool.theirs).count(card) >= TROOP_COPIES[card]:
            tool.note = "schotten.tool.troop-used"
            return
    if tool.target != "seen" and len(zone) >= tool.size:
        tool.note = "schotten.tool.full"
        return
    zone.append(card)


def verdict(tool: ProofTool) -> tuple[str, dict[str, Any], tuple[str, ...]]:
    """(string key, values, a beating completion) for the table as it is."""
    size = tool.size
    try:
        if len(tool.mine) < size:
            return "schotten.tool.v.incomplete", {"count": size, "have": len(tool.mine)}, ()
        blocker = analysis.beating_completion(tool.mine, tool.theirs, tool.seen, tool.modes, tool.mine_first)
    except PositionError as exc:
        return "schotten.tool.v.error", {"reason": str(exc)}, ()
    mine = formation(tool.mine, tool.modes)
    if len(tool.theirs) >= size:
        theirs = formation(tool.theirs, tool.modes)
        return ("schotten.tool.v.wins" if blocker is None else "schotten.tool.v.loses"), \
            {"mine": mine, "theirs": theirs}, ()
    if blocker is None:
        return "schotten.tool.v.safe", {"mine": mine}, ()
    theirs = formation(tool.theirs + list(blocker), tool.modes)
    return "schotten.tool.v.beaten", {"mine": mine, "theirs": theirs}, tuple(blocker)


def html(tool: ProofTool, tr: Callable[..., str]) -> str:
    """The tool's screen: three zones, the modes, the card picker and the verdict."""
    zones = []
    for name in ZONES:
        cards = tool.zone(name)
        limit = f" ({len(cards)}/{tool.size})" if name != "seen" else f" ({len(cards)})"
        pics = "".join(f'<button{attrs(class_="tool-card", data_action="take", data_value=f"{name}:{c}")}>'
                       f'<span class="vh">{esc(tr("schotten.tool.take"))} </span>{card_svg(c, tr, cls="small")}</button>' for c in cards)
        zones.append(f'<div{attrs(class_="zone " + name + (" target" if tool.target == name else ""))}>'
                     f'<button{attrs(class_="zone-pick", data_action="zone", data_value=name, aria_pressed="true" if tool.target == name else "false")}>'
                     f'{esc(tr("schotten.tool.zone." + name) + limit)}</button>'
                     f'<div class="cards">{pics or "<span class=empty>" + esc(tr("schotten.tool.empty")) + "</span>"}</div></div>')
    modes = "".join(f'<button{attrs(data_action="mode", data_value=m, aria_pressed="true" if m in tool.modes else "false")}>'
                    f'{esc(tr("schotten.mode." + m))}</button>' for m in MODES)
    first = ""
    if len(tool.mine) >= tool.size and len(tool.theirs) >= tool.size:
        first = (f'<div class="tool-row" role="group"{attrs(aria_label=tr("schotten.tool.first"))}><span>{esc(tr("schotten.tool.first"))}</span>'
                 + "".join(f'<button{attrs(data_action="first", data_value=v, aria_pressed="true" if tool.mine_first == (v == "m") else "false")}>'
                           f'{esc(tr("schotten.tool.first." + v))}</button>' for v in ("m", "t")) + "</div>")
    placed = {c: name for name in ZONES for c in tool.zone(name)}
    rows = []
    for colour in COLOURS:
        cells = []
        for v in range(1, 10):
            card = f"{colour}{v}"
            where = placed.get(card)
            where_text = f'<span class="vh">, {esc(tr("schotten.tool.in." + where))}</span>' if where else ""
            cells.append(f'<button{attrs(class_="pick c-" + colour + (" in-" + where if where else ""), data_action="card", data_value=card, aria_pressed="true" if where else "false")}>'
                         f'{card_svg(card, tr, size=(60, 84), cls="tiny")}{where_text}</button>')
        rows.append(f'<div class="pick-row">{"".join(cells)}</div>')
    troops = "".join(f'<button{attrs(class_="pick troop", data_action="card", data_value=t)}>'
                     f'{card_svg(t, tr, size=(60, 84), cls="tiny")}</button>' for t in TROOPS)
    rows.append(f'<div class="pick-row">{troops}</div>')
    key, values, cards = verdict(tool)
    shown = {k: (formation_text(v, tr) if k in ("mine", "theirs") else v) for k, v in values.items()}
    shown["cards"] = ", ".join(card_name(c, tr) for c in cards)
    safe = key in ("schotten.tool.v.safe", "schotten.tool.v.wins")
    pics = "".join(card_svg(c, tr, cls="small") for c in cards)
    note = f'<p class="panel-note warn" role="status">{esc(tr(tool.note))}</p>' if tool.note else ""
    return (f'<section class="st-tool" data-tool="proof"{attrs(data_payload=payload(tool), data_verdict=key.rsplit(".", 1)[1])}>'
            f'<h2>{esc(tr("schotten.tool.proof"))}</h2><p class="intro">{esc(tr("schotten.tool.intro"))}</p>'
            f'<div class="verdict {"safe" if safe else "open"}" role="status" aria-live="polite"><p>{esc(tr(key, **shown))}</p>'
            f'<div class="cards">{pics}</div></div>{note}'
            f'<div class="zones">{"".join(zones)}</div>'
            f'<div class="tool-row" role="group"{attrs(aria_label=tr("schotten.tool.modes"))}><span>{esc(tr("schotten.tool.modes"))}</span>{modes}</div>{first}'
            f'<p class="panel-note">{esc(tr("schotten.tool.pick-help", zone=tr("schotten.tool.zone." + tool.target)))}</p>'
            f'<div class="picker">{"".join(rows)}</div>'
            f'<div class="tool-row"><button{attrs(data_action="swap")}>{esc(tr("schotten.tool.swap"))}</button>'
            f'<button{attrs(data_action="clear")}>{esc(tr("schotten.tool.clear"))}</button>'
            f'<a class="button" href="#/">{esc(tr("play.home"))}</a></div></section>')

