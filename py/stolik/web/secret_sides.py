"""This device's side of Schotten Totten by link with the secret deck, as a saved entry keeps it: one game
(schotten/device_game.py), or a long duel of such games (schotten/device_match.py) whose every game is played
on the same saved entry.

A single game keeps the ``secret`` data it always kept; a duel's holds its games ("duel", "games"), and the
entry's ``match`` lists the results of the games before the one shown, as a duel played here does. Imported
only when such a game is played: python-ecdsa's curve comes with it.
"""
from __future__ import annotations

from typing import Any, Mapping

from stolik.core.errors import RecordError
from stolik.schotten import GAME
from stolik.schotten import deal_link as dl
from stolik.schotten import device_game as dg
from stolik.schotten import device_match as dm


def is_duel(options: Mapping[str, Any]) -> bool:
    """The options ask for a long duel (a number of games or a target score)."""
    return bool(options.get("duel_games") or options.get("duel_target"))


def invite(options: Mapping[str, Any], me: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """A new game or duel on the inviter's device: (the options of its record, its secret data)."""
    checked = GAME.checked_options(options)
    if is_duel(checked):
        duel, _ = dm.invite(checked, me)
        return checked, duel.to_json()
    single = {**checked, "duel_games": 0, "duel_target": 0}
    game, _ = dg.invite(single, me)
    return single, game.to_json()


def accept(token: str) -> tuple[int, dict[str, Any], dict[str, Any]]:
    """The friend opens an invitation: (my side, the options of the record, the secret data). RecordError
    when the link is no invitation."""
    invitation = dl.decode(token)
    if not isinstance(invitation, dl.Invitation):
        raise RecordError("this link is not an invitation to a new game")
    if is_duel(invitation.options):
        duel = dm.accept(token)
        return duel.me, options_of(duel, duel.game), duel.to_json()
    game = dg.accept(token)
    return game.me, dict(game.options), game.to_json()


def load(secret: Any, shown: int) -> tuple[dm.DeviceMatch | None, dg.DeviceGame]:
    """(the duel or None, the game shown: the duel's game number ``shown``, counted from 0). RecordError when
    the data is damaged."""
    if isinstance(secret, dict) and "duel" in secret:
        duel = dm.DeviceMatch.from_json(secret)
        if not 0 <= shown < len(duel.games):
            raise RecordError("the secret duel's saved data is damaged (no such game)")
        return duel, duel.games[shown]
    return None, dg.DeviceGame.from_json(secret)


def shown(device: dg.DeviceGame) -> tuple[list[Any], tuple[str, ...], str | None]:
    """A secret game's states, moves and starting position as the screen shows them: once verified, the
    whole deal face up (both hands at every move, as a finished game on one device; its review evaluates
    that record), else this device's own view (None: no position of its own to start from)."""
    revealed = device.revealed()
    if revealed is None:
        return list(device.states), tuple(device.move_texts()), None
    start, moves = revealed
    states = [start]
    for move in moves:
        states.append(states[-1].play(move))
    return states, tuple(moves), start.position()


def options_of(duel: dm.DeviceMatch, game: dg.DeviceGame) -> dict[str, Any]:
    """The record options of one game of a duel: its variants and first player, and the duel's length."""
    games, target = duel.duel
    return GAME.checked_options({**game.options, "duel_games": games, "duel_target": target})


def links_of(secret: Any) -> list[tuple[str, str]]:
    """Every link a saved secret game or duel holds, oldest first: ("sent" or "got", token)."""
    games = secret["games"] if "duel" in secret else [secret]
    return [(direction, token) for game in games for direction, token in game["links"]]
