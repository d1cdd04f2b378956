"""What Schotten Totten's moves and results say: the move list's line, the status line's sentence, the
result's lines. Only public information, cards by name, everything from ``describe``.
"""
from __future__ import annotations

from typing import Any

from stolik.core.game import MoveInfo
from stolik.web.games.schotten.claims import claim_text
from stolik.web.games.schotten.render import card_name
from stolik.web.screen import Translate


def tactic_key(prefix: str, info: MoveInfo) -> str:
    """The string of a tactic card taking or moving a table card: banshee, traitor, strategist (-x: discarded)."""
    return prefix + info.tag + ("-x" if info.tag == "strategist" and info.to is None else "")


def move_text(before: Any, move: str, tr: Translate) -> str:
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
        return tr(tactic_key("schotten.log.", info), card=card_name(info.piece, tr), number=info.origin, dest=info.to)
    return tr({"recruiter": "schotten.log.recruiter", "pass": "schotten.log.pass"}.get(info.tag or info.kind, "schotten.log.end"))


def event_message(before: Any, move: str, tr: Translate, names: tuple[str, str]) -> str:
    """What just happened, in a sentence for the status line (public information only, cards by name)."""
    info = before.describe(move)
    who = names[info.player]
    if info.kind == "claim":
        return claim_text(before, move, tr, names)
    if info.kind == "pass":
        return tr("schotten.event.pass", player=who)
    if info.kind == "place":
        key = "schotten.event.place-env" if info.tag == "environment" else "schotten.event.place"
        return tr(key, player=who, card=card_name(info.piece, tr), number=info.to)
    if info.tag == "recruiter":
        return tr("schotten.event.recruiter", player=who, count=info.detail["draws"])
    if info.kind == "tactic":
        return tr(tactic_key("schotten.event.", info), player=who, card=card_name(info.piece, tr),
                  number=info.origin, dest=info.to)
    if info.kind == "draw":
        drawn = tr(f"schotten.event.draw-{info.detail['deck']}", player=who)
        return f"{drawn}{card_this_turn(before, tr)}"
    if info.kind == "return":
        return tr("schotten.event.return", player=who, count=len(info.detail["cards"]))
    return tr("schotten.event.end", player=who)


def card_this_turn(before: Any, tr: Translate) -> str:
    """The card this turn put down, said again with its draw: the computer's card and draw come one
    after the other, and only the last line stays on screen."""
    if before.last is None or before.last[1] not in (before.to_move, -1):
        return ""
    stone, _side, card = before.last
    return " " + tr("schotten.event.this-turn", card=card_name(card, tr), number=stone + 1)


def result_text(result: Any, tr: Translate, names: tuple[str, str]) -> list[str]:
    """The deciding condition and each player's stones by name (A's first, whoever won), then how an
    end by two passes was decided."""
    a, b = result.scores[:2]
    score = tr("schotten.result.score", a=names[0], na=a, b=names[1], nb=b)
    shared = "two-passes" in result.notes and result.reason in ("five-stones", "three-adjacent")
    kind = "schotten.result.shared." if shared else "schotten.result.win."    # the condition as it was met
    head = (tr("schotten.result.draw." + result.reason, score=score) if result.winner is None else
            tr(kind + result.reason, player=names[result.winner], score=score, count=result.scores[result.winner]))
    return [tr("play.over") + " " + head] + [tr("schotten.note." + note) for note in result.notes]
