"""What one player may see: ``view(state, player)`` as plain JSON data for the renderer.

Keys: ``game``, ``options`` (tactics, expert), ``viewer`` (the player seeing, or None for a spectator),
``to_move``, ``phase``, ``recruit_left``; ``stones``: nine dicts with ``number`` (1-9), ``sides``
(two lists of cards, player A's first), ``modes`` (BLIND / MUD on the stone), ``size`` (cards a
side needs), ``owner`` (0, 1 or None), ``first`` (who completed first, or None), ``formations``
(per side: None while incomplete, else ``formations.formation``: name, total, strength and the
values troop cards take); ``hand``: the viewer's cards (empty for a spectator); ``hand_counts``:
cards in each hand and ``hand_kinds``: per player [clan, tactic] counts (card backs differ, so
kinds are public); ``decks``: clan and tactic counts; ``discard``: the face-up pile;
``tactics_played``: cards each player has played; ``tactic_wait``: per player, True while the
one-ahead limit forbids them another tactic card; ``stones_held``; ``last``: the card the last card
play put on the table, ``{"stone": 1-9, "side": 0, 1 or None (on the stone itself), "card"}``, kept
through that turn's claims and draw (None after a pass or a play that puts no card down, and in a
state read from a position text); ``result``: None or the Result as JSON.
"""
from __future__ import annotations

from typing import Any

from stolik.schotten.cards import CLAN_BACK, CLAN_SET
from stolik.schotten.formations import formation
from stolik.schotten.table import STONES, Table


def view(state: Table, player: int | None) -> dict[str, Any]:
    """The data ``player`` (0, 1, or None for a spectator) may see; the other hand is a count."""
    if player not in (0, 1, None):
        raise ValueError(f"player must be 0, 1 or None, not {player!r}")
    result = state.result()
    return {
        "game": "schotten",
        "options": {"tactics": state.tactics, "expert": state.expert},
        "viewer": player,
        "to_move": state.to_move,
        "phase": state.phase,
        "recruit_left": state.recruit_left,
        "stones": [{
            "number": s + 1,
            "sides": [list(state.sides[s][0]), list(state.sides[s][1])],
            "modes": list(state.modes[s]),
            "size": state.size(s),
            "owner": state.owners[s] if state.owners[s] >= 0 else None,
            "first": state.first_complete(s),
            "formations": [formation(side, state.modes[s]) if len(side) >= state.size(s) else None
                           for side in state.sides[s]],
        } for s in range(STONES)],
        "hand": list(state.hands[player]) if player is not None else [],
        "hand_counts": [len(h) for h in state.hands],
        "hand_kinds": [[sum(1 for c in h if c in CLAN_SET or c == CLAN_BACK),
                        sum(1 for c in h if c not in CLAN_SET and c != CLAN_BACK)]
                       for h in state.hands],
        "decks": {"clan": len(state.clan_deck), "tactic": len(state.tactic_deck)},
        "discard": list(state.discard),
        "tactics_played": [list(state.played[0]), list(state.played[1])],
        "tactic_wait": [state.tactic_wait(0), state.tactic_wait(1)],
        "stones_held": [state.owners.count(0), state.owners.count(1)],
        "last": _last(state.last),
        "result": result.to_json() if result else None,
    }


def _last(last: tuple[int, int, str] | None) -> dict[str, Any] | None:
    """``State.last`` as the view names places: stones 1-9, the side's player or None for the stone itself."""
    if last is None:
        return None
    stone, side, card = last
    return {"stone": stone + 1, "side": None if side < 0 else side, "card": card}
