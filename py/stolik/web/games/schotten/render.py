"""The Schotten Totten table as HTML text with SVG card pictures: pure functions of a view, tested under CPython.

The nine stones are a grid the CSS lays out (schotten.css): a row of columns on a wide screen, each
side's cards fanned out from its stone (the viewer's side below, every covered card still showing a
band with its value and its colour's symbol), and a column of rows on a phone, where the cards of a
side lie side by side and never cover one another. Each colour has its own symbol (red circle, blue
square, green triangle, yellow star, purple diamond, orange cross), so the game is playable without
telling colours apart. A claimed stone slides towards its owner and carries the owner's letter;
the card placed last is marked and slides in from where it came (``Placed``: CSS variables in
layout-neutral steps, turned into distances by each layout). Interactive parts are ``<button>``s
with ``data-move`` or ``data-select`` and an accessible name; the caller decides which (see
``Targets``). Every card, stone and side keeps its element across redraws (cards carry their name
as ``data-key``), so the page's patch changes classes in place and transitions run.
Card texts are read with the engine's own card helpers, and the glyphs that state a rule (the values
troops may take, the mud fight's group size, the Recruiter's draws) come from the engine's tables.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from typing import Any, Callable

from stolik.schotten.cards import COLOURS, VALUES, WILD_VALUES, clan_pair, is_clan
from stolik.schotten.explain import RECRUITER_DRAWS
from stolik.schotten.formations import group_size
from stolik.web.html import attrs, esc

COLOUR_NAMES = {c: f"schotten.colour.{c}" for c in COLOURS}
CW, CH = 92, 128                 # a card picture's own units (its viewBox)
HAND_COLUMN = 5                  # a hand lies centred under (or over) the table: a card leaves it from stone 5's column
HAND_BAND = 2.4                  # and a hand is this many bands (a side's first card to the stone's other side) from the stones


def _values_glyph(values: tuple[int, ...]) -> str:
    """The values a troop may take: "7", "1–3", or a star for any value (the Joker)."""
    if values == tuple(VALUES):
        return "★"
    return str(values[0]) if len(values) == 1 else f"{values[0]}–{values[-1]}"


GLYPH = {**{troop: _values_glyph(values) for troop, values in WILD_VALUES.items()},
         "BLIND": "Σ", "MUD": str(group_size(("MUD",))), "RECRUITER": f"+{RECRUITER_DRAWS}",
         "STRATEGIST": "⇄", "BANSHEE": "✕", "TRAITOR": "⇆"}
PLAYER_CLASS = ("pa", "pb")
FOUR_NAMES = ("same-value", "colour")      # formations named otherwise with four cards (a mud fight)
NAME_WIDTH = 84                            # a tactic card's name fits this much of its 92 units
NAME_LETTER = 14                           # at most about this many units a letter of the name takes (22-unit bold, .tname)


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


@dataclass(frozen=True)
class Hinted:
    """A move not played yet (the shell's hint), drawn where it acts: the hand cards it plays (or, the
    Recruiter's return, puts back), the table card it takes, the side or the stone where it goes."""

    player: int
    hand: tuple[str, ...] = ()
    card: tuple[int, int, str] | None = None      # (stone, player, card) a Banshee, Traitor or Strategist takes
    side: int | None = None                       # the stone on whose side of ``player`` the card goes
    stone: int | None = None                      # the stone itself: a card put on it, or a claim


def formation_text(formation: dict[str, Any], tr: Callable[..., str], size: int = 3, inner: bool = False) -> str:
    """"colour run (sum 24)", "Kompania (suma 21)", "sum 13" for a group of ``size`` cards as the view
    gives it (``formations.formation``), by the rules' own names; ``inner``: "Kompania, suma 21", to stand
    in parentheses."""
    name = formation["name"]
    if name == "sum":
        return tr("schotten.formation.sum", total=formation["total"])
    key = f"schotten.form.{name}.{size}" if size != 3 and name in FOUR_NAMES else "schotten.form." + name
    return tr("schotten.formation.inner" if inner else "schotten.formation", name=tr(key), total=formation["total"])


def formation_values(formations: dict[str, dict[str, Any]], tr: Callable[..., str], size: int = 3) -> dict[str, str]:
    """Each formation as a sentence's value both ways: ``mine`` stands alone, ``mine_in`` in parentheses
    after a noun that takes the case (Polish cannot inflect "suma 19" after "ułożyć" or "z": it says
    "ułożyć układ (suma 21)", "z twoim układem (suma 19)")."""
    values = {}
    for role, formation in formations.items():
        values[role] = formation_text(formation, tr, size)
        values[role + "_in"] = formation_text(formation, tr, size, inner=True)
    return values


@functools.lru_cache(maxsize=512)      # the same few symbols, drawn on every card of every redraw
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
        value, as_colour = resolved
        took = tr("schotten.card", colour=tr(COLOUR_NAMES[as_colour]), value=value) if as_colour else str(value)
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
        value, as_colour = resolved
        glyph = str(value)
        if as_colour:
            extra = symbol(as_colour, w - 20, 20, 10) + symbol(as_colour, w - 20, h - 21, 10)
    fit = NAME_WIDTH * w / CW
    if w < CW:          # a small picker card (the proof tool): one line in smaller letters, squeezed to fit
        label = tr("schotten.short." + card).replace("\u00ad", "")
        squeeze = f' textLength="{fit:.0f}" lengthAdjust="spacingAndGlyphs"' if len(label) * NAME_LETTER * .7 > fit else ""
        name = f'<text class="tname small" x="{w / 2}" y="{h / 2 + 5}"{squeeze}>{esc(label)}</text>'
    else:
        label = tr("schotten.short." + card).replace("\u00ad", "")
        if across(label, fit):
            name = f'<text class="tname" x="{w / 2}" y="{h / 2 + 7:g}">{esc(label)}</text>'
        else:                # along the card's length, bottom to top, whole and in the same letters
            name = (f'<text class="tname along" x="{w / 2 + 7:g}" y="{h / 2:g}" transform="rotate(-90 {w / 2 + 7:g} {h / 2:g})">'
                    f'{esc(label)}</text>')
    return (f'<rect class="face tactic{" resolved" if resolved else ""}" width="{w}" height="{h}" rx="9"/>'
            f'<text class="tval" x="9" y="32">{esc(glyph)}</text><text class="tval" x="9" y="{h - 10}">{esc(glyph)}</text>{extra}{name}')


def across(label: str, fit: float) -> bool:
    """Whether a tactic card's short name fits ``fit`` units across the card on one line; a longer one runs along
    the card's length (128 units), whole: broken at a soft hyphen ("Ban-shee", "Zdraj-ca") it read as two words,
    and squeezed or smaller it was unreadable on a phone's 44 px card.

    >>> across("Spy", 84), across("Strategist", 84)
    (True, False)
    """
    return len(label) * NAME_LETTER <= fit


@functools.lru_cache(maxsize=1024)     # a card's picture is the same in every redraw (per language)
def card_svg(card: str, tr: Callable[..., str], size: tuple[float, float] = (CW, CH),
             resolved: tuple[int, str | None] | None = None, cls: str = "", named: bool = True) -> str:
    """A card picture: an <svg> named for screen readers, or hidden from them (``named`` False) inside
    a button that carries the name."""
    w, h = size
    label = {"role": "img", "aria_label": card_name(card, tr, resolved)} if named else {"aria_hidden": "true"}
    return (f'<svg class="card-pic{" " + cls if cls else ""}" viewBox="-2 -2 {w + 4} {h + 4}"'
            f'{attrs(**label)}>{card_body(card, tr, w, h, resolved)}</svg>')


def back_svg(kind: str, tr: Callable[..., str]) -> str:
    """A card back: clan backs are plain, tactic backs carry a star (the two decks' backs differ)."""
    mark = '<text class="back-mark" x="30" y="51">★</text>' if kind == "tactic" else '<circle class="back-mark" cx="30" cy="42" r="12"/>'
    return (f'<svg class="card-back {kind}" viewBox="0 0 60 84" aria-hidden="true">'
            f'<rect class="back" x="1" y="1" width="58" height="82" rx="7"/>{mark}</svg>')


@dataclass(frozen=True)
class Placed:
    """The card placed (or moved) last: marked on the table, and sliding in from where it came."""

    stone: int
    player: int | None             # whose side it lies on; None: on the stone itself (a mud fight…)
    card: str
    source: int | None = None      # the stone it was taken from (Traitor, Strategist); None: a hand
    source_player: int = 0         # whose hand or side it came from
    slide: bool = True             # False when the player carried it there: it is where it was let go

    def slide_style(self, bottom: int) -> str:
        """CSS variables of the way in, from the source to here: --dc columns and --dv bands (a row of
        stones), --px quarter widths and --pr rows (a column of stones); each layout scales its own."""
        def place(player: int | None, stone: int | None) -> tuple[float, float, int, int]:
            side = 0 if player is None else (1 if player == bottom else -1)    # below (or right of) the stones: 1
            if stone is None:     # a hand, centred beyond its player's side
                return HAND_COLUMN, HAND_BAND * side, 0, 10 if side > 0 else 0
            return stone, side, side, stone
        src, dst = place(self.source_player, self.source), place(self.player, self.stone)
        names = ("--dc", "--dv", "--px", "--pr")
        return ";".join(f"{name}:{round(a - b, 2):g}" for name, a, b in zip(names, src, dst))


def last_placed(view: dict[str, Any], arrived: Placed | None = None) -> Placed | None:
    """The card the view says was placed last (``view["last"]``: the state keeps it through that turn's claims
    and draw, so a reopened game or a step back through history marks it too). It slides in only as
    ``arrived``, the card the screen saw being placed, which also knows where it came from."""
    last = view.get("last")
    if last is None:
        return None
    where = (last["stone"], last["side"], last["card"])
    if arrived is not None and (arrived.stone, arrived.player, arrived.card) == where:
        return arrived
    return Placed(*where, slide=False)


def board_style(view: dict[str, Any]) -> str:
    """The board's CSS variables: --slots, the most cards a side may hold (4 with a mud fight), which
    the card size follows so the table still fits the window."""
    return f"--slots:{max(s['size'] for s in view['stones'])}"


def _button(target: tuple[str, str, str], body: str, cls: str, focus: bool = False, key: str | None = None,
            named: bool = True) -> str:
    """A clickable, focusable part; ``focus`` marks where the keyboard lands after a move. Its name is an
    aria-label, or (``named`` False, over a card picture that shows other words) hidden text."""
    kind, value, label = target
    data = {"data_move": value} if kind == "move" else {"data_select": value}
    hidden = "" if named else f'<span class="vh">{esc(label)}</span>'
    return (f'<button{attrs(class_=cls + " target", type="button", data_key=key, tabindex="0", aria_label=label if named else None, data_focus=focus, **data)}>'
            f'{hidden}{body}</button>')


def render_table(view: dict[str, Any], *, tr: Callable[..., str], names: tuple[str, str], bottom: int,
                 targets: Targets | None = None, resolved: dict[tuple[int, int, int], tuple[int, str | None]] | None = None,
                 arrived: Placed | None = None, drops: frozenset[int] = frozenset(), hinted: Hinted | None = None,
                 noted: frozenset[tuple[int, int, str]] = frozenset()) -> str:
    """The nine stones and both sides; ``bottom`` is the player whose side is nearer (below, or right).

    ``resolved``: (stone, player, index on the side) -> (value, colour or None) of a troop card on
    a claimed stone. The card placed last (``last_placed``) is marked, and is where the keyboard
    lands (``data-focus``) when it answers a click; ``arrived``: that card as the screen saw it
    placed, so it slides in. ``drops``: stones whose near side and stone take a carried hand card
    (``data-drop``, ``data-select="drop:<n>"``); ``hinted``: a move not played yet, marked ``hinted``;
    ``noted``: (stone, player, card) that an example points at, marked ``noted``.

    >>> from stolik.schotten.state import new_game
    >>> from stolik.web.i18n import Translator
    >>> view = new_game(None, 1).play("y5@1").view(0)
    >>> html = render_table(view, tr=Translator("en"), names=("Ala", "<b>Ola</b>"), bottom=0)
    >>> html.count('class="st-col"'), '<div class="card last" data-key="y5">' in html, "<b>" in html
    (9, True, False)
    """
    last = last_placed(view, arrived)
    targets = targets or Targets()
    hinted = hinted or Hinted(-1)
    resolved = resolved or {}
    stones = view["stones"]
    top = 1 - bottom
    parts = [f'<div class="st-table" role="group"{attrs(aria_label=tr("schotten.table", bottom=names[bottom], top=names[top]))}>']
    for s in stones:
        n = s["number"]
        drop = {"data_drop": True, "data_select": f"drop:{n}"} if n in drops else {}
        parts.append(f'<div class="st-col" style="--n:{n}">')
        for player, where in ((top, "far"), (None, "stone"), (bottom, "near")):
            if player is None:
                parts.append(_stone(s, tr, names, bottom, targets, last, drop, hinted.stone == n))
                continue
            cards = []
            for i, card in enumerate(s["sides"][player]):
                res = resolved.get((n, player, i))
                key = (n, player, card)
                marked = last is not None and (last.stone, last.player, last.card) == key
                arrive = marked and last is not None and last.slide
                cls = "card" + (" last" if marked else "") + (" arrive" if arrive else "") + \
                    (" chosen" if targets.chosen == key else "") + (" hinted" if hinted.card == key else "") + (" noted" if key in noted else "")
                hit = targets.cards.get(key)
                body = (_button(hit, card_svg(card, tr, resolved=res, named=False), "card-hit", focus=marked, named=False) if hit
                        else card_svg(card, tr, resolved=res))
                style = last.slide_style(bottom) if arrive and last is not None else None
                cards.append(f'<div{attrs(class_=cls, data_key=card, style=style)}>{body}</div>')
            side = targets.sides.get(n) if player == bottom else None
            if side is not None:
                cards.append(_button(side, "", "side-hit", key="hit"))
            cls = "st-side " + where + (" hinted" if (hinted.side, hinted.player) == (n, player) else "")
            parts.append(f'<div{attrs(class_=cls, **(drop if player == bottom else {}))}>{"".join(cards)}</div>')
        parts.append("</div>")
    parts.append("</div>")
    return "".join(parts)


def _stone(s: dict[str, Any], tr: Callable[..., str], names: tuple[str, str], bottom: int, targets: Targets,
           last: Placed | None, drop: dict[str, Any], hinted: bool = False) -> str:
    """A stone: its number, its modes, its owner; it slides towards the player who claimed it, and is
    a button when a claim or a mode card targets it."""
    n, owner, modes = s["number"], s["owner"], s["modes"]
    cls = "stone" + ("" if owner is None else f" claimed {PLAYER_CLASS[owner]} won-{'near' if owner == bottom else 'far'}") \
        + (" claimable" if n in targets.claimable else "") + (" hinted" if hinted else "")
    inner = [f'<span class="stone-num">{n}</span>']
    words = [tr("schotten.stone", number=n)]
    for mode in modes:
        marked = last is not None and last.player is None and (last.stone, last.card) == (n, mode)
        arrive = marked and last is not None and last.slide
        inner.append(f'<span{attrs(class_=f"mode {mode.lower()}" + (" last" if marked else "") + (" arrive" if arrive else ""), data_key=mode, style=last.slide_style(bottom) if arrive and last is not None else None)}>'
                     f'{esc(GLYPH[mode])}</span>')
        words.append(tr("schotten.mode." + mode))
    if owner is not None:
        inner.append(f'<span class="owner">{esc(names[owner][:1])}</span>')
        words.append(tr("schotten.claimed-by", player=names[owner]))
    elif n in targets.claimable:
        inner.append('<span class="claim-flag">⚑</span>')
    label = ", ".join(words)
    hit = targets.stones.get(n)
    face = (_button((hit[0], hit[1], label + ": " + hit[2]), "".join(inner), "stone-face") if hit is not None
            else f'<div class="stone-face" role="img"{attrs(aria_label=label)}>{"".join(inner)}</div>')
    return f'<div{attrs(class_=cls, data_key=f"stone-{n}", **drop)}>{face}</div>'   # keyed: it slides when claimed
