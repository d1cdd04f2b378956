"""Schotten Totten's variants and long duel: the new-game form's fields, the options they give, the
variants named as the Polish edition names them, and the duel's next game and running score.
"""
from __future__ import annotations

import re
from typing import Any

from stolik.schotten import GAME
from stolik.schotten import match as duel
from stolik.web.html import attrs, esc
from stolik.web.screen import Translate

OPTIONS = {option.key: option for option in GAME.options}


def duel_of(options: dict[str, Any]) -> tuple[int, int]:
    """(games, target score) of a long duel; (0, 0) for a single game."""
    return int(options.get("duel_games", 0) or 0), int(options.get("duel_target", 0) or 0)


def form_html(tr: Translate) -> str:
    """The variants' fieldset of the new-game form: special units, expert, a long duel."""
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


def named(options: dict[str, Any], tr: Translate) -> list[str]:
    """The variants a game was started with, by the names of the Polish edition: special units, the
    expert variant, a long duel of N games or to a target score; [] for the plain game."""
    names = [tr("schotten.opt.named." + key) for key in ("tactics", "expert") if options.get(key)]
    games, target = duel_of(options)
    if games:
        names.append(tr("schotten.opt.named.games", count=games))
    elif target:
        names.append(tr("schotten.opt.named.target", count=target))
    return names


def from_form(first: int, fields: dict[str, str]) -> dict[str, Any]:
    """Special units, expert, long duel (N games or a target score, only those the game offers) and who starts."""
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


def next_game(options: dict[str, Any], results: list[Any]) -> dict[str, Any] | None:
    """The long duel goes on with the other player starting, until N games or the target score."""
    games, target = duel_of(options)
    if (games, target) == (0, 0) or duel.is_over(results, games, target):
        return None
    return {**options, "first": 1 - int(options.get("first", 0))}


def match_text(options: dict[str, Any], results: list[Any], tr: Translate, names: tuple[str, str]) -> list[str]:
    """The long duel's score: this game's points, the totals, and the winner once the match is over."""
    games, target = duel_of(options)
    if (games, target) == (0, 0) or not results:
        return []
    (pa, pb), (ta, tb) = duel.game_points(results[-1]), duel.totals(results)
    goal = tr("schotten.duel.of-games", count=games) if games else tr("schotten.duel.to-target", count=target)
    lines = [tr("schotten.duel.points", a=names[0], pa=pa, b=names[1], pb=pb),
             tr("schotten.duel.score", count=len(results), goal=goal, a=names[0], ta=ta, b=names[1], tb=tb)]
    if duel.is_over(results, games, target):
        leader = duel.leader(results)
        lines.append(tr("schotten.duel.drawn") if leader is None else tr("schotten.duel.won", player=names[leader]))
    return lines
