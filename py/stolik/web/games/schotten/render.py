"""The Schotten Totten table as SVG and HTML text: pure functions of a view, tested under CPython.

The nine stones lie in a row; each side's cards fan out from its stone (the viewer's side below),
every covered card still showing a band with its value and its colour's symbol. Each colour has its
own symbol (red circle, blue square, green triangle, yellow star, purple diamond, orange cross), so
the game is playable without telling colours apart. Claimed stones move towards their owner and
carry the owner's letter. Interactive parts are focusable ``<g role="button" tabindex="0">`` with
``data-move`` or ``data-select`` and an accessible name; the caller decides which (see ``Targets``).
Card texts are read with the engine's own card helpers, and the glyphs that state a rule (the values
troops may take, the mud fight's group size, the Recruiter's draws) come from the engine's tables.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.schotten.cards import COLOURS, VALUES, WILD_VALUES, clan_pair, is_clan
from stolik.schotten.explain import RECRUITER_DRAWS
from stolik.schotten.formations import group_size
from stolik.web.html import attrs, esc

COLOUR_NAMES = {c: f"schotten.colour.{c}" for c in COLOURS}
PAD, COL, CW, CH, STEP, GAP, STONE_H = 10, 104, 92, 128, 40, 10, 84
WIDTH = PAD * 2 + COL * 9


def _values_glyph(values: tuple[int, ...]) -> str:
    """The values a troop may take: "7", "1–3", or a star for any value (the Joker)."""
    if values == tuple(VALUES):
        return "★"
    return str(values[0]) if len(values) == 1 else f"{values[0]}–{values[-1]}"


GLYPH = {**{troop: _values_glyph(values) for troop, values in WILD_VALUES.items()},
         "BLIND": "Σ", "MUD": str(group_size(("MUD",))), "RECRUITER": f"+{RECRUITER_DRAWS}",
         "STRATEGIST": "⇄", "BANSHEE": "✕", "TRAITOR": "⇆"}
PLAYER_CLASS = ("pa", "pb")


def _clan(card: str) -> tuple[str, int]:
    """(colour letter, value) of a clan card."""
    colour, value = clan_pair(card)
    return COLOURS[colour], value


@dataclass
class Targets:
    """What may be clicked on the table now; each value is (kind, value, accessible name).

    kind is "move" (sends data-move) or "select" (goes to on_select).
    """

    sides: dict[int, tuple[str, str, str]] = field(default_factory=dict)       # stone -> the viewer's side area
    stones: dict[int, tuple[str, str, str]] = field(default_factory=dict)      # stone -> the stone itself
    cards: dict[tuple[int, int, str], tuple[str, str, str]] = field(default_factory=dict)  # (stone, player, card)
    chosen: tuple[int, int, str] | None = None                                  # a card picked as a source
    claimable: frozenset[int] = frozenset()                                     # stones marked "claim"


def formation_text(formation: dict[str, Any], tr: Callable[..., str]) -> str:
    """"colour run (sum 24)" for a formation as the view gives it (``formations.formation``)."""
    return tr("schotten.formation", name=tr("schotten.form." + formation["name"]), total=formation["total"])


def symbol(colour: str, cx: float, cy: float, r: float, cls: str = "sym") -> str:
    """The symbol of a colour, centred at (cx, cy), radius about r."""
    c = f' class="{cls} s-{colour}"'
    if colour == "r":
        return f'<circle{c} cx="{cx:.1f}" cy="{cy:.1f}" r="{r:.1f}"/>'
    if colour == "b":
        return f'<rect{c} x="{cx - r * .85:.1f}" y="{cy - r * .85:.1f}" width="{r * 1.7:.1f}" height="{r * 1.7:.1f}"/>'
    if colour == "g":
        return f'<polygon{c} points="{cx:.1f},{cy - r:.1f} {cx + r:.1f},{cy + r * .8:.1f} {cx - r:.1f},{cy + r * .8:.1f}"/>'
    if colour == "y":
        pts = []
        for k in range(10):
            rad = r if k % 2 == 0 else r * .45
            a = -math.pi / 2 + k * math.pi / 5
            pts.append(f"{cx + rad * math.cos(a):.1f},{cy + rad * math.sin(a):.1f}")
        return f'<polygon{c} points="{" ".join(pts)}"/>'
    if colour == "p":
        return f'<polygon{c} points="{cx:.1f},{cy - r:.1f} {cx + r * .8:.1f},{cy:.1f} {cx:.1f},{cy + r:.1f} {cx - r * .8:.1f},{cy:.1f}"/>'
    w = r * .38   # orange: a cross
    return (f'<polygon{c} points="{cx - w:.1f},{cy - r:.1f} {cx + w:.1f},{cy - r:.1f} {cx + w:.1f},{cy - w:.1f} '
            f'{cx + r:.1f},{cy - w:.1f} {cx + r:.1f},{cy + w:.1f} {cx + w:.1f},{cy + w:.1f} {cx + w:.1f},{cy + r:.1f} '
            f'{cx - w:.1f},{cy + r:.1f} {cx - w:.1f},{cy + w:.1f} {cx - r:.1f},{cy + w:.1f} {cx - r:.1f},{cy - w:.1f} '
            f'{cx - w:.1f},{cy - w:.1f}"/>')


def card_name(card: str, tr: Callable[..., str], resolved: tuple[int, str | None] | None = None) -> str:
    """A card's accessible name: "red 7", "Joker", "Joker, taken as red 9"."""
    if is_clan(card):
        colour, value = _clan(card)
        return tr("schotten.card", colour=tr(COLOUR_NAMES[colour]), value=value)
    name = tr("schotten.tactic." + card)
    if resolved is not None:
        value, colour = resolved
        took = tr("schotten.card", colour=tr(COLOUR_NAMES[colour]), value=value) if colour else str(value)
        name += ", " + tr("schotten.took", value=took)
    return name


def card_body(card: str, tr: Callable[..., str], w: float = CW, h: float = CH,
              resolved: tuple[int, str | None] | None = None) -> str:
    """The inside of a card at the origin: bands at the top and the bottom, a big symbol or name."""
    if is_clan(card):
        colour, value = _clan(card)
        if w < 80:      # a small picker card: one value and one symbol, nothing overlapping
            return (f'<rect class="face c-{colour}" width="{w}" height="{h}" rx="8"/>'
                    f'<text class="val" x="{w / 2}" y="36" text-anchor="middle">{value}</text>{symbol(colour, w / 2, h - 22, 14)}')
        band = (f'<text class="val" x="9" y="33">{value}</text>{symbol(colour, w - 22, 20, 12)}'
                f'<text class="val" x="9" y="{h - 9}">{value}</text>{symbol(colour, w - 22, h - 21, 12)}')
        return (f'<rect class="face c-{colour}" width="{w}" height="{h}" rx="9"/>{band}'
                f'{symbol(colour, w / 2, h / 2, 20, "sym big")}')
    glyph = GLYPH[card]
    extra = ""
    if resolved is not None:
        value, colour = resolved
        glyph = str(value)
        if colour:
            extra = symbol(colour, w - 20, 20, 10) + symbol(colour, w - 20, h - 21, 10)
    label = esc(tr("schotten.short." + card))
    return (f'<rect class="face tactic{" resolved" if resolved else ""}" width="{w}" height="{h}" rx="9"/>'
            f'<text class="tval" x="9" y="32">{esc(glyph)}</text><text class="tval" x="9" y="{h - 10}">{esc(glyph)}</text>{extra}'
            f'<text class="tname" x="{w / 2}" y="{h / 2 + 6}">{label}</text>')


def card_svg(card: str, tr: Callable[..., str], size: tuple[float, float] = (CW, CH),
             resolved: tuple[int, str | None] | None = None, cls: str = "") -> str:
    """A stand-alone card picture (hand, discard, panels): an <svg> named for screen readers."""
    w, h = size
    return (f'<svg class="card-pic{" " + cls if cls else ""}" viewBox="-2 -2 {w + 4} {h + 4}" role="img"'
            f'{attrs(aria_label=card_name(card, tr, resolved))}>{card_body(card, tr, w, h, resolved)}</svg>')


def back_svg(kind: str, tr: Callable[..., str]) -> str:
    """A card back: clan backs are plain, tactic backs carry a star (the two decks' backs differ)."""
    mark = '<text class="back-mark" x="30" y="51">★</text>' if kind == "tactic" else '<circle class="back-mark" cx="30" cy="42" r="12"/>'
    return (f'<svg class="card-back {kind}" viewBox="0 0 60 84" aria-hidden="true">'
            f'<rect class="back" x="1" y="1" width="58" height="82" rx="7"/>{mark}</svg>')


def _hit(kind_value_label: tuple[str, str, str], body: str, cls: str, focus: bool = False) -> str:
    """A clickable, focusable part; ``focus`` marks where the keyboard lands after a move."""
    kind, value, label = kind_value_label
    data = {"data_move": value} if kind == "move" else {"data_select": value}
    return f'<g{attrs(class_=cls, role="button", tabindex="0", aria_label=label, data_focus=focus, **data)}>{body}</g>'


def render_table(view: dict[str, Any], *, tr: Callable[..., str], names: tuple[str, str], bottom: int,
                 targets: Targets | None = None, resolved: dict[tuple[int, int, int], tuple[int, str | None]] | None = None,
                 last: tuple[int, int, str] | None = None) -> str:
    """SVG of the nine stones and both sides; ``bottom`` is the player drawn below the stones.

    ``resolved``: (stone, player, index on the side) -> (value, colour or None) of a troop card on
    a claimed stone; ``last``: (stone, player, card) of the last card placed, where the keyboard
    lands (``data-focus``) when it answers a click.
    """
    targets = targets or Targets()
    resolved = resolved or {}
    stones = view["stones"]
    slots = max(s["size"] for s in stones)
    side_h = CH + (slots - 1) * STEP
    stone_y = PAD + side_h + GAP
    height = stone_y + STONE_H + GAP + side_h + PAD
    top = 1 - bottom
    parts = [f'<svg class="board schotten st-table" viewBox="0 0 {WIDTH} {height}" role="group"'
             f'{attrs(aria_label=tr("schotten.table", bottom=names[bottom], top=names[top]))}>']
    for s in stones:
        n = s["number"]
        x = PAD + (n - 1) * COL
        for player in (top, bottom):
            cards = s["sides"][player]
            below = player == bottom
            area_y = stone_y + STONE_H + GAP if below else PAD
            target = targets.sides.get(n) if below else None
            for i, card in enumerate(cards):
                cy = area_y + i * STEP if below else stone_y - GAP - CH - i * STEP
                res = resolved.get((n, player, i))
                key = (n, player, card)
                cls = "card" + (" last" if last == key else "") + (" chosen" if targets.chosen == key else "")
                body = f'<g transform="translate({x + (COL - CW) / 2},{cy})">{card_body(card, tr, resolved=res)}</g>'
                hit = targets.cards.get(key)
                if hit is not None:
                    parts.append(_hit(hit, body, cls + " target", focus=last == key))
                else:
                    parts.append(f'<g class="{cls}" role="img"{attrs(aria_label=card_name(card, tr, res))}>{body}</g>')
            if target is not None:
                parts.append(_hit(target, f'<rect class="slot-hit" x="{x + 3}" y="{area_y - 4}" width="{COL - 6}" height="{side_h + 8}" rx="12"/>',
                                  "side-target target"))
        parts.append(_stone(s, x, stone_y, tr, names, bottom, targets))
    parts.append("</svg>")
    return "".join(parts)


def _stone(s: dict[str, Any], x: float, y: float, tr: Callable[..., str], names: tuple[str, str], bottom: int,
           targets: Targets) -> str:
    """A stone: its number, its modes, its owner; clickable when a claim or a mode card targets it."""
    n, owner, modes = s["number"], s["owner"], s["modes"]
    shift = 0 if owner is None else (14 if owner == bottom else -14)
    cls = "stone" + ("" if owner is None else f" claimed {PLAYER_CLASS[owner]}") + (" claimable" if n in targets.claimable else "")
    inner = [f'<rect class="stone-body" x="{x + 6}" y="{y + 4 + shift}" width="{COL - 12}" height="{STONE_H - 8}" rx="26"/>',
             f'<text class="stone-num" x="{x + COL / 2}" y="{y + 40 + shift}">{n}</text>']
    words = [tr("schotten.stone", number=n)]
    for k, mode in enumerate(modes):
        mx = x + 24 + k * 44 if len(modes) > 1 else x + COL / 2
        inner.append(f'<g class="mode {mode.lower()}"><rect x="{mx - 20}" y="{y + 50 + shift}" width="40" height="22" rx="6"/>'
                     f'<text x="{mx}" y="{y + 67 + shift}">{esc(GLYPH[mode])}</text></g>')
        words.append(tr("schotten.mode." + mode))
    if owner is not None:
        inner.append(f'<g class="owner"><circle cx="{x + COL - 18}" cy="{y + 16 + shift}" r="15"/>'
                     f'<text x="{x + COL - 18}" y="{y + 22 + shift}">{esc(names[owner][:1])}</text></g>')
        words.append(tr("schotten.claimed-by", player=names[owner]))
    elif n in targets.claimable:
        inner.append(f'<text class="claim-flag" x="{x + COL - 20}" y="{y + 36}">⚑</text>')
    label = ", ".join(words)
    hit = targets.stones.get(n)
    if hit is not None:
        return _hit((hit[0], hit[1], label + ": " + hit[2]), "".join(inner), cls + " target")
    return f'<g class="{cls}" role="img"{attrs(aria_label=label)}>{"".join(inner)}</g>'
