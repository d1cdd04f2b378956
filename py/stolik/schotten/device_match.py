"""A long duel of Schotten Totten between two devices by link, each game dealt by its own secret deck.

Each game needs new keys (both are revealed at its end), so each needs a new deal. The deal rides in the two
links that end the game before it, which go anyway: the first (the last move, the resignation or the agreed
draw, with the sender's key) carries the next invitation, the second (the friend's key) carries its reply. So
a match needs no link of its own between games, and its first turn follows as in a single game. Those two
links are setup-sized (under 3,000 characters); every turn stays as short as in a single game.

A link of a finished game (taken before, or never: one crossed by a resignation) changes nothing; a link of
the game on now is taken by it (``device_game.DeviceGame``), checked as in a single game. Each game is
verified at its end, and so is the score: ``results`` are the games' results as each device re-checked them.

>>> import random
>>> rnd = random.Random(4).randrange
>>> inviter, invitation = invite({"duel_games": 2}, 0, rnd)
>>> friend = accept(invitation, rnd)
>>> inviter.receive(friend.to_send()), inviter.duel, len(inviter.games)
('taken', (2, 0), 1)
"""
from __future__ import annotations

import secrets
from dataclasses import replace
from typing import Any, Mapping

from stolik.core.errors import GameError, RecordError
from stolik.core.game import Result
from stolik.core.secret_deck import DishonestError, Randbelow
from stolik.schotten import deal_link as dl
from stolik.schotten import device_game as dg
from stolik.schotten import match as rules
from stolik.schotten.state import State


class DeviceMatch:
    """This device's side of a long duel: its games in order (the newest is the one on, or the next one
    waiting for its reply), the duel's (games, target score). ``randbelow`` deals the next game."""

    def __init__(self, duel: tuple[int, int], games: list[dg.DeviceGame],
                 randbelow: Randbelow = secrets.randbelow) -> None:
        self.duel, self.games, self.randbelow = duel, games, randbelow

    @property
    def game(self) -> dg.DeviceGame:
        return self.games[-1]

    @property
    def me(self) -> int:
        return self.game.me

    @property
    def state(self) -> State:
        return self.game.state

    def can_move(self) -> bool:
        return self.game.can_move()

    def results(self) -> list[Result]:
        """The finished games' results (player numbers stay those of the first game)."""
        return [result for game in self.games if game.over and (result := game.result()) is not None]

    @property
    def over(self) -> bool:
        """The duel is decided: its games played, or its target reached."""
        games, target = self.duel
        return rules.is_over(self.results(), games, target)

    @property
    def verified(self) -> bool:
        """Every game's deal opened with both keys and re-checked: the score stands."""
        return self.over and all(game.verified for game in self.games)

    def to_send(self) -> str:
        """The newest link I sent, or "" when the newest link is my friend's."""
        return self.game.to_send()

    def totals(self) -> tuple[int, int]:
        return rules.totals(self.results())

    # ----------------------------------------------------------------- my moves
    def play(self, move: str) -> None:
        self.game.play(move)
        self._deal_next()

    def resign(self) -> None:
        self.game.resign()
        self._deal_next()

    def offer_draw(self) -> None:
        self.game.offer_draw()

    def agree_draw(self) -> None:
        self.game.agree_draw()
        self._deal_next()

    def _goes_on(self, results: list[Result]) -> bool:
        games, target = self.duel
        return not rules.is_over(results, games, target)

    def _next_options(self, game: dg.DeviceGame) -> dict[str, Any]:
        """The next game's options: the same variants, the other player starting (as ``match`` rules)."""
        return {**game.options, "first": 1 - int(game.options["first"])}

    def _deal_next(self) -> None:
        """My link just ended the game (I sent my key first) and the duel goes on: it carries the next deal."""
        game = self.game
        if not (game.over and game.key_sent and not game.verified and game.to_send()) or not self._goes_on(self.results()):
            return
        seat, invitation = dg.inviting(self._next_options(game), self.me, self.randbelow)
        token = self._with_next(game, invitation)
        seat.context = dl.deal_id(token)
        self.games.append(dg.DeviceGame(invitation.options, seat, [("sent", token)]))

    @staticmethod
    def _with_next(game: dg.DeviceGame, deal: dl.Invitation | dl.Reply) -> str:
        """My newest link of the game made again with the next game's deal in it: it replaces that link when
        nobody has it yet; when my friend's closing link crossed it, the new version follows theirs."""
        at = max(i for i, (direction, _token) in enumerate(game.links) if direction == "sent")
        closing = dl.decode(game.links[at][1])
        assert isinstance(closing, dl.Message)
        token = dl.encode(replace(closing, next=deal))
        if at == len(game.links) - 1:
            game.links[-1] = ("sent", token)
        else:
            game.links.append(("sent", token))
        return token

    # ----------------------------------------------------------------- links that arrive
    def receive(self, token: str) -> str:
        """Take my friend's link as ``DeviceGame.receive`` does: ``taken``, or ``old``, ``own``, ``ahead``,
        ``fork`` changing nothing (a link of a finished game is ``old``); DishonestError or RecordError, with
        nothing kept, when it is refused. A link that ends a game must carry the next deal while the duel goes
        on, and none once it is decided."""
        for game in reversed(self.games):
            if any(token == known for _, known in game.links):
                return "own" if any(token == known for d, known in game.links if d == "sent") else "old"
        item = dl.decode(token)
        if not isinstance(item, dl.Message):              # the first game's reply (an invitation is refused)
            if len(self.games) > 1:
                raise RecordError("this link belongs to another game")
            return self.game.receive(token)
        waiting = not self.game.dealt                       # the next game waits for its reply
        index = len(self.games) - (2 if waiting else 1)
        game = self.games[index]
        if waiting and isinstance(item.next, dl.Reply) and game.verified and _remade(game, item):
            return self._take_late_reply(index, item.next, token)
        if index and not waiting and item.prev not in {dl.link_hash(t) for _, t in game.links} \
                and item.prev in {dl.link_hash(t) for g in self.games[:index] for _, t in g.links}:
            return "old"                                   # it follows a link of a game that is over
        first = game.key_sent                               # my key went first: the reply to my invitation comes
        work = game.twin()
        verdict = work.receive(token)
        if verdict != "taken":
            return verdict
        games = self.games[:index] + [work]
        closed = work.verified
        goes_on = closed and self._goes_on([r for g in games if g.over and (r := g.result()) is not None])
        deal = item.next
        if not goes_on:
            if deal is not None:
                raise DishonestError("a link carries a next deal where no game of the duel follows")
        elif first and isinstance(deal, dl.Invitation) and work.resigned is not None:
            # two resignations crossed, each with my key first and a next invitation: the earlier slot's stands
            mine = max(dl.head_of(known)[1] for direction, known in game.links[2:] if direction == "sent")
            games.append(self.games[-1] if mine < item.number else self._accept_next(work, deal, token))
        elif first:
            if not isinstance(deal, dl.Reply):
                raise DishonestError("the link that ends a game of the duel carries no reply to the next deal")
            following = self.games[-1].twin()
            following.take_reply(deal, token)
            games.append(following)
        else:
            games.append(self._accept_next(work, deal, token))
        self.games = games
        return verdict

    def _take_late_reply(self, index: int, reply: dl.Reply, token: str) -> str:
        """The reply to my invitation, in my friend's closing link made again after our resignations crossed."""
        finished, following = self.games[index].twin(), self.games[-1].twin()
        following.take_reply(reply, token)
        finished.links.append(("got", token))
        self.games = self.games[:index] + [finished, following]
        return "taken"

    def _accept_next(self, game: dg.DeviceGame, deal: dl.Invitation | dl.Reply | None, token: str) -> dg.DeviceGame:
        """The next game from the invitation in my friend's link that ended ``game``; my key's link (just made)
        carries its reply."""
        expected = self._next_options(game)
        if not isinstance(deal, dl.Invitation) or deal.inviter != 1 - self.me \
                or any(deal.options[key] != expected[key] for key in ("tactics", "expert", "first")):
            raise DishonestError("the link that ends a game of the duel carries no deal for the next game "
                                 "by the duel's rules")
        try:
            seat, reply = dg.accepting(deal, token, self.randbelow)
        except (GameError, ValueError) as error:
            raise DishonestError(f"the next game's deal is wrong ({error})") from None
        answer = self._with_next(game, reply)
        return dg.DeviceGame(expected, seat, [("got", token), ("sent", answer)])

    # ----------------------------------------------------------------- the saved entry
    def to_json(self) -> dict[str, Any]:
        """All of it, every game's key too."""
        return {"duel": list(self.duel), "games": [game.to_json() for game in self.games]}

    @classmethod
    def from_json(cls, data: Any, randbelow: Randbelow = secrets.randbelow) -> "DeviceMatch":
        """A duel as ``to_json`` kept it; RecordError when the data is damaged."""
        try:
            games, target = (int(n) for n in data["duel"])
            return cls((games, target), [dg.DeviceGame.from_json(game) for game in data["games"]], randbelow)
        except (KeyError, TypeError, ValueError) as error:
            raise RecordError(f"the secret duel's saved data is damaged ({error})") from None


def invite(options: Mapping[str, Any], inviter: int,
           randbelow: Randbelow = secrets.randbelow) -> tuple[DeviceMatch, str]:
    """A new duel on the inviter's device: its first game's invitation carries the duel's length."""
    game, token = dg.invite(options, inviter, randbelow)
    duel = dl.decode(token)
    assert isinstance(duel, dl.Invitation)
    return DeviceMatch(_duel_of(duel.options), [game], randbelow), token


def accept(token: str, randbelow: Randbelow = secrets.randbelow) -> DeviceMatch:
    """The friend opens the duel's invitation: its first game, and the reply to send back."""
    invitation = dl.decode(token)
    if not isinstance(invitation, dl.Invitation):
        raise RecordError("this link is not an invitation to a new game")
    return DeviceMatch(_duel_of(invitation.options), [dg.accept(token, randbelow)], randbelow)


def _remade(game: dg.DeviceGame, item: dl.Message) -> bool:
    """``item`` is a link of my friend's that I hold in this game, but for the next deal it carries."""
    plain = replace(item, next=None)
    return any(direction == "got" and isinstance(known := dl.decode(token), dl.Message)
               and replace(known, next=None) == plain for direction, token in game.links)


def _duel_of(options: Mapping[str, Any]) -> tuple[int, int]:
    return int(options.get("duel_games", 0)), int(options.get("duel_target", 0))
