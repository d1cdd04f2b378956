"""The computer opponent's worker: replays the record with the same engine and answers a move.

Runs in its own Pyodide, so a long search never freezes the page. It touches no DOM: it only
computes and returns plain data. The page starts it in the background once it is ready and keeps
it for every game, so it also keeps the states of the last record it replayed: the next request of
the same game plays only the new moves.

A search nobody waits for any more is not stopped from in here: the page ends this worker and starts
another (web/ai_client.py), so nothing polls and nothing fails.

A game review asks ``evaluate`` for each position in turn: the record grows by one move per
request, so each replays one move and searches for ``POSITION_SECONDS`` in all: a quarter of it
names the best move there (the computer's own choice), so the review can say what was better, and
the rest estimates the chance (for Schotten twice: as a whole, and as the mover saw it). Once the grades are
in, ``line`` plays each better move on for a few moves, so the review can show what it leads to.
"""
import inspect
import json
from collections.abc import Callable
from types import ModuleType

from pyscript import sync

from stolik.core.game import State
from stolik.core.record import Record, replay
from stolik.core.search import Limit
from stolik.games import engine, part

POSITION_SECONDS = 0.4      # one position of a review, all its searches: a 60-move game in about 25 s (target 30 s)
LINE_PLIES, LINE_SECONDS = 3, 0.1   # a better move's line: the moves after it, each the computer's choice in this time
# (the record without its moves, the states of its replayed moves each with the move that led there)
_last: tuple[tuple[object, ...], list[tuple[str | None, State]]] = ((), [])


def _state(record: Record) -> State:
    """The state after the record's moves, replaying only what the last request's states lack."""
    global _last
    head = (record.game, record.rules_version, json.dumps(dict(record.options), sort_keys=True), record.seed, record.start,
            record.reshuffles)        # an older game's reshuffle changes what follows it: replay the whole record
    known_head, states = _last
    if known_head == head and states:
        same = 0
        limit = min(len(states) - 1, len(record.moves))
        while same < limit and states[same + 1][0] == record.moves[same]:
            same += 1
        states = states[:same + 1]
        for move in record.moves[same:]:
            states.append((move, states[-1][1].play(move)))
    else:
        replayed = replay(engine(record.game), record)
        states = [(None, replayed[0])] + list(zip(record.moves, replayed[1:]))
    _last = (head, states)
    return states[-1][1]


def _answer(game: str, record_json: str, ask: Callable[[ModuleType, State], str]) -> str:
    """``ask(ai module, state)`` on the state after the record's moves."""
    state = _state(Record.from_json(json.loads(record_json)))
    return ask(part(game, "ai"), state)


def choose(game: str, record_json: str, level: str, seed: int) -> str:
    """The computer's move."""
    return _answer(game, record_json, lambda ai, state: ai.choose_move(state, level, int(seed)))


def evaluate(game: str, record_json: str) -> str:
    """The first player's chance to win after the record's moves and the best move there, as JSON
    ``{"chance": c, "best": move or null, "seen": c or null}`` (web/review.py reads it).

    ``seen`` is only for a game of hidden information whose ``win_chance`` takes a ``viewer``
    (Schotten): the same chance estimated from what the player who made the last move could see,
    so that move is judged by its own player's knowledge (core/grading.py), never by the
    opponent's hand."""
    def ask(ai: ModuleType, state: State) -> str:
        replayed = _last[1]
        judged_by_mover = len(replayed) > 1 and "viewer" in inspect.signature(ai.win_chance).parameters
        chance_seconds = POSITION_SECONDS * 0.75 / (2 if judged_by_mover else 1)
        chance = ai.win_chance(state, chance_seconds)
        legal = state.legal_moves() if state.result() is None else []
        best = ai.choose_move(state, "normal", 0, Limit(seconds=POSITION_SECONDS / 4)) if len(legal) > 1 else None
        seen = None
        if judged_by_mover:
            mover = replayed[-2][1].to_move      # who made the last move (a player may move twice in a row)
            seen = round(ai.win_chance(state, chance_seconds, viewer=mover), 4)
        return json.dumps({"chance": round(chance, 4), "best": best, "seen": seen})

    return _answer(game, record_json, ask)


def line(game: str, record_json: str, first: str) -> str:
    """``first`` (the better move after the record's moves) and up to ``LINE_PLIES`` moves after it, each the
    computer's choice, as a JSON list; it stops before a move that is no choice (a roll, a draw: chance
    decides what follows), at the end of the game, and in a game of hidden hands at the opponent's turn (its
    move would show a card of the real hand, which a review of a game going on must not)."""
    def ask(ai: ModuleType, state: State) -> str:
        mover, hidden = state.to_move, engine(game).GAME.hidden_information
        moves, state = [first], state.play(first)
        while (len(moves) <= LINE_PLIES and state.result() is None and len(legal := state.legal_moves()) > 1
               and not (hidden and state.to_move != mover)):
            move = ai.choose_move(state, "normal", 0, Limit(seconds=LINE_SECONDS))
            assert move in legal, move
            moves.append(move)
            state = state.play(move)
        return json.dumps(moves)

    return _answer(game, record_json, ask)


def analyse(game: str, position: str, seconds: float) -> str:
    """The analysis board's best moves in ``position`` within ``seconds``, as JSON (core/search/best_moves.py)."""
    state = engine(game).from_position(position)
    return json.dumps(part(game, "ai").best_moves(state, Limit(seconds=float(seconds))).to_json())


def warm(game: str) -> str:
    """Import a game's engine and AI ahead of its first request (the worker's first reply is then as quick as later ones)."""
    part(game, "ai")
    engine(game)
    return "ok"


sync.choose = choose
sync.evaluate = evaluate
sync.warm = warm
sync.analyse = analyse
sync.line = line
