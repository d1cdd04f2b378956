"""What a move does and why a step is refused, told by the engine so the screen re-derives no rule.

``move_info`` is the heart of ``State.describe`` (which checks the move and remembers the answer):
a ``MoveInfo`` naming stones as the view does (the texts ``"1"`` to ``"9"``). By kind:

==========  ==================================================================================
``place``   a card from the hand: ``piece`` the card, ``to`` its stone; ``tag`` ``troop`` (Joker,
            Spy, Shield-bearer) or ``environment`` (Blind-man's bluff, Mud: on the stone itself)
``tactic``  a ruse, ``tag`` naming it: ``banshee`` (``piece`` the opponent's card, ``origin`` its
            stone, ``captures`` it), ``traitor`` (the same, ``to`` the stone it joins on the
            player's side), ``strategist`` (the player's own card, ``to`` None when discarded),
            ``recruiter`` (no piece; ``detail["draws"]``: the draws that follow)
``claim``   ``claims`` the stone; ``detail``: ``mine`` and ``theirs``, the two groups as the view
            shows formations (``theirs`` None when incomplete: the claim is a proof)
``draw``    ``detail["deck"]``: ``clan`` or ``tactic``
``return``  the Recruiter's cards back: ``detail["cards"]`` in order, ``detail["decks"]`` each one's deck
``end``     the turn ends with no deck to draw from; ``pass``: no card placed
==========  ==================================================================================

Every move played from the hand names that card in ``detail["hand"]``. A move after which a card is
drawn (a draw, or a card placed when the turn's only draw then follows by itself) has ``chance``
``draw``: the card has been seen, so it is never taken back.

>>> from stolik.schotten import new_game
>>> info = new_game({}, seed=1).describe("y5@4")
>>> info.kind, info.piece, info.to, info.detail
('place', 'y5', '4', {'hand': 'y5'})
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterable

from stolik.core.game import MoveInfo
from stolik.core.refusal import Refusal
from stolik.schotten.cards import MODES, TACTIC_COUNTS, TROOPS, goes_to_tactic_deck
from stolik.schotten.formations import formation
from stolik.schotten.notation import Move, parse
from stolik.schotten.table import Table

RUSE_TAGS = {"BANSHEE": "banshee", "TRAITOR": "traitor", "STRATEGIST": "strategist", "RECRUITER": "recruiter"}
RECRUITER_DRAWS = 3


def move_info(table: Table, m: Move, after: Table) -> MoveInfo:
    """What the parsed legal move ``m`` does at ``table``, leading to ``after`` (which says if a card was drawn)."""
    info = _info(table, m)
    drawn = len(after.clan_deck) + len(after.tactic_deck) < len(table.clan_deck) + len(table.tactic_deck)
    return replace(info, chance="draw") if drawn else info


def _info(state: Table, m: Move) -> MoveInfo:
    p, kind = state.to_move, m[0]
    if kind == "place":
        card = m[1]
        tag = "environment" if card in MODES else "troop" if card in TROOPS else ""
        return MoveInfo("place", p, piece=card, to=str(m[2]), tag=tag, detail={"hand": card})
    if kind == "claim":
        stone = state.sides[m[1] - 1]
        modes, size = state.modes[m[1] - 1], state.size(m[1] - 1)
        theirs = formation(stone[1 - p], modes) if len(stone[1 - p]) >= size else None
        return MoveInfo("claim", p, claims=(str(m[1]),),
                        detail={"mine": formation(stone[p], modes), "theirs": theirs})
    if kind == "draw":
        return MoveInfo("draw", p, detail={"deck": "tactic" if len(m) > 1 else "clan"})
    if kind == "return":
        cards = list(m[1:])
        return MoveInfo("return", p, detail={"cards": cards,
                                              "decks": ["tactic" if goes_to_tactic_deck(c) else "clan" for c in cards]})
    if kind in ("end", "pass"):
        return MoveInfo(kind, p)
    if kind == "RECRUITER":
        return MoveInfo("tactic", p, tag="recruiter", detail={"hand": kind, "draws": RECRUITER_DRAWS})
    card, origin = m[1], str(m[2])
    if kind == "BANSHEE":
        return MoveInfo("tactic", p, piece=card, origin=origin, captures=(card,), tag="banshee",
                        detail={"hand": kind, "side": 1 - p})
    if kind == "TRAITOR":
        return MoveInfo("tactic", p, piece=card, origin=origin, to=str(m[3]), captures=(card,), tag="traitor",
                        detail={"hand": kind, "side": 1 - p})
    return MoveInfo("tactic", p, piece=card, origin=origin, to=str(m[3]) if m[3] else None, tag="strategist",
                    detail={"hand": kind, "side": p})


def hand_card(move: str) -> str | None:
    """The card a legal move plays from the hand (None for claims, draws, returns, end and pass)."""
    kind, *fields = parse(move)
    if kind == "place":
        card: str = fields[0]
        return card
    return kind if kind in RUSE_TAGS else None


def unplayable(state: Table, card: str, legal: Iterable[str]) -> Refusal | None:
    """Why ``card`` in the hand cannot be played now, ``legal`` being the moves: ``limit`` (a tactic
    card while ahead in tactic cards played), ``joker`` (the second Joker) or ``nowhere`` (detail: the
    ``card``); None when it can, or when this step is not the one for playing cards."""
    if state.phase != "play" or any(hand_card(m) == card for m in legal):
        return None
    me = state.to_move
    code = "nowhere"
    if card in TACTIC_COUNTS and state.tactic_wait(me):
        code = "limit"
    elif card == "JOKER" and "JOKER" in state.played[me]:
        code = "joker"
    return Refusal(code, {"card": card})


def refusal(state: Table, stone: int, player: int | None = None) -> Refusal:
    """Why ``player`` (default: the one to move) may not claim ``stone`` (1-9) now, for the screen.

    ``code``: ``claimed``, ``incomplete`` (``size`` cards needed), ``later`` / ``expert`` (the
    proof holds but claims come at another step), ``beaten`` or ``tie`` (the complete other side
    wins), ``could`` (``cards`` the other side could still add, making ``theirs``); in ``detail``,
    ``size``, ``cards``, and ``mine`` and ``theirs``, formations as the view shows them.
    """
    why = _claim_refused(state, stone, player)
    return Refusal(why.pop("reason"), why)


def _claim_refused(state: Table, stone: int, player: int | None) -> dict[str, Any]:
    p = state.to_move if player is None else player
    s = stone - 1
    modes, size = state.modes[s], state.size(s)
    mine, theirs = state.sides[s][p], state.sides[s][1 - p]
    out: dict[str, Any] = {"size": size, "mine": None, "theirs": None, "cards": []}
    if state.owners[s] >= 0:
        return {**out, "reason": "claimed"}
    if len(mine) < size:
        return {**out, "reason": "incomplete"}
    blocker = state.claim_blocker(s, p)
    out["mine"] = formation(mine, modes)
    if blocker is None:
        return {**out, "reason": "expert" if state.expert else "later"}
    if blocker == ():
        out["theirs"] = formation(theirs, modes)
        return {**out, "reason": "beaten" if out["theirs"]["strength"] > out["mine"]["strength"] else "tie"}
    out["theirs"] = formation(tuple(theirs) + tuple(blocker), modes)
    return {**out, "reason": "could", "cards": list(blocker)}
