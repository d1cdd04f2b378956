"""The game's description and a new game: shuffles from the seed, deals, player A starts.

>>> s = new_game({"tactics": True}, seed=3)
>>> len(s.hands[0]), len(s.clan_deck), len(s.tactic_deck), s.to_move
(7, 40, 10, 0)
"""
from __future__ import annotations

from typing import Any

from stolik.core.game import GameInfo, Option
from stolik.core.rng import Rng
from stolik.schotten.cards import CLAN, TACTICS, sort_cards
from stolik.schotten.state import HAND_SIZE, STONES, State

GAME = GameInfo(
    key="schotten",
    title="Schotten Totten",
    players=("A", "B"),
    chance="shuffle",
    hidden_information=True,
    options=(
        Option("tactics", False, (False, True)),          # special units (tactic cards)
        Option("expert", False, (False, True)),           # "Spiesz się powoli": claims at turn start
        Option("duel_games", 0, (0, 2, 3, 4, 5, 6, 7, 8, 9, 10)),     # long duel of N games (0: off)
        Option("duel_target", 0, (0, 10, 15, 20, 25, 30, 40, 50)),    # or to a target score (0: off)
        Option("first", 0, (0, 1)),                       # who starts this game (the app alternates)
    ),
    max_plies=1000,
    rules_version=1,
)


def new_game(options: dict[str, Any] | None = None, seed: int = 0) -> State:
    """A shuffled, dealt game: hands of 6 (7 with special units), the rest in the decks."""
    opts = GAME.checked_options(options)
    rng = Rng(seed)
    clan = list(CLAN)
    rng.shuffle(clan)
    tactic = list(TACTICS) if opts["tactics"] else []
    rng.shuffle(tactic)
    n = HAND_SIZE[bool(opts["tactics"])]
    hands = (sort_cards(clan[0:2 * n:2]), sort_cards(clan[1:2 * n:2]))
    empty = ((), ())
    return State(tactics=bool(opts["tactics"]), expert=bool(opts["expert"]), to_move=opts["first"], phase="play",
                 sides=(empty,) * STONES, modes=((),) * STONES, owners=(-1,) * STONES, done=((-1, -1),) * STONES,
                 hands=hands, clan_deck=tuple(clan[2 * n:]), tactic_deck=tuple(tactic), discard=(),
                 played=((), ()))
