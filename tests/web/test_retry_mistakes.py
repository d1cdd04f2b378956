"""Learn from your mistakes (web/retry.py, web/retrying.py, web/retry_view.py) through a whole shell: which
of a review's graded moves are retried and in what order, a tried move accepted within the margin of
the best and refused outside it (the worker's chance, as the fake computer answers), the answer shown,
and the count at the end."""
from __future__ import annotations

import asyncio
import functools
import json
import random

from shells import make_shell, settle

from stolik import games
from stolik.core import grading
from stolik.core.record import Record
from stolik.web import kept_mistakes, retry
from stolik.web.retrying import AGAIN, BACK, NEXT, START
from stolik.web.review import Review
from stolik.web.shell import Control
from stolik.web.storage import Players, SavedGame

# the mover's drop at each move number: 2 and 5 are mistakes, 4 a blunder, 3 an inaccuracy (not retried)
DROPS = {2: 0.2, 3: 0.1, 4: 0.35, 5: 0.18}
PLIES = 7


def _saved(players: Players, game: str = "hive", seed: int = 3) -> SavedGame:
    engine = games.engine(game)
    options = engine.GAME.checked_options({})
    state, rng, moves = engine.new_game(options, seed), random.Random(seed), []
    while len(moves) < PLIES:
        move = rng.choice(sorted(state.legal_moves()))
        moves.append(move)
        state = state.play(move)
    return SavedGame("g1", Record(game, engine.GAME.rules_version, options, seed, tuple(moves)), players)


def _reviewed(players: Players, drops: dict[int, float] = DROPS, game: str = "hive"):
    """A shell showing a game whose review is done, each move's drop as ``drops`` says (better: the
    position's first legal move, unless that was played)."""
    shell, host, display, computer = make_shell()
    shell.open_game(_saved(players, game))
    session = shell.state.session
    movers = tuple(state.to_move for state in session.states[:-1])
    chances = [0.5]
    for index, mover in enumerate(movers, start=1):
        drop = drops.get(index, 0.0)
        chances.append(chances[-1] - drop if mover == 0 else chances[-1] + drop)
    best = [state.legal_moves()[0] if state.legal_moves() else None for state in session.states]
    shell.reviewing.reviewed = (session, Review(session.moves, movers, chances, False, best=best,
                                                seen=[None] * len(chances)))
    return shell, display, computer


def in_loop(test):
    """Run an async test in an event loop of its own (the shell starts its turns as tasks)."""
    @functools.wraps(test)
    def run() -> None:
        asyncio.run(test())
    return run


def _first_chance(mover: int, chance: float) -> str:
    """The fake worker's answer (the first player's chance) for a mover's ``chance``."""
    return str(chance if mover == 0 else 1.0 - chance)


def _answers(shell, tried: float, better: float) -> list[str]:
    """The worker answers the mover's ``tried`` after any move but the better one, ``better`` after that one
    (two timed estimates, as in the page); returns the list of the last moves it was asked about."""
    mistake, asked = shell.retrying.mistake(), []

    async def evaluate(game: str, record_json: str) -> str:
        last = json.loads(record_json)["moves"][-1]
        asked.append(last)
        return json.dumps({"chance": float(_first_chance(mistake.player, better if last == mistake.better else tried)),
                           "best": None, "seen": None})
    shell.retrying.evaluate = evaluate
    return asked


def _other_move(shell) -> str:
    """A legal move that is neither the one played nor the better one: the worker must judge it."""
    mistake = shell.retrying.mistake()
    return next(move for move in shell.retrying.position.legal_moves() if move not in (mistake.played, mistake.better))


@in_loop
async def test_only_mistakes_and_blunders_are_retried_in_the_order_played():
    shell, _display, _computer = _reviewed(Players("friend"))
    assert [(m.index, m.grade) for m in shell.retrying.mistakes] == []
    assert shell.retrying.available()
    shell.act(Control("retry-mistakes"))
    assert shell.state.screen == "retry"
    assert [(m.index, m.grade) for m in shell.retrying.mistakes] == [(2, "mistake"), (4, "blunder"), (5, "mistake")]
    assert [m.player for m in shell.retrying.mistakes] == [1, 1, 0]       # between friends: both players', in turn
    assert shell.position() is shell.state.session.states[1]              # the position move 2 was played from


@in_loop
async def test_a_mistake_whose_better_move_is_unknown_is_left_out():
    """The computer's short search chose the move played: there is no answer to show."""
    shell, _display, _computer = _reviewed(Players("friend"))
    shown = shell.reviewing.shown()
    shown.best[3] = shown.moves[3]                    # move 4's position: the computer preferred the move played
    shell.retrying.begin()
    assert [m.index for m in shell.retrying.mistakes] == [2, 5]


@in_loop
async def test_against_the_computer_only_the_persons_mistakes_are_retried():
    shell, _display, _computer = _reviewed(Players("computer", computer=1))
    shell.retrying.begin()
    assert [(m.index, m.player) for m in shell.retrying.mistakes] == [(5, 0)]
    shell, _display, _computer = _reviewed(Players("computer", computer=0))
    shell.retrying.begin()
    assert [(m.index, m.player) for m in shell.retrying.mistakes] == [(2, 1), (4, 1)]


@in_loop
async def test_no_button_while_the_review_runs_or_without_a_mistake_of_the_players_here():
    shell, _display, _computer = _reviewed(Players("friend"), {3: 0.1})      # an inaccuracy only
    assert not shell.retrying.available()
    assert 'data-action="retry-mistakes"' not in shell.view.page().markup()
    shell, _display, _computer = _reviewed(Players("friend"))
    assert 'data-action="retry-mistakes"' in shell.view.page().markup()
    shell.reviewing.shown().running = True
    assert not shell.retrying.available()
    shell.retrying.begin()
    assert shell.state.screen == "play"


@in_loop
async def test_a_move_within_the_margin_of_the_best_is_accepted_and_played():
    shell, display, computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    mistake = shell.retrying.mistake()
    asked = _answers(shell, mistake.seen.before - grading.GOOD_ENOUGH_MARGIN + 0.01, mistake.seen.before + 0.1)
    before, move = shell.position(), _other_move(shell)
    shell.human_move(move)
    assert shell.retrying.outcome == "checking" and not shell.interactive()   # the worker is asked; the page goes on
    await settle()
    assert asked == [move, mistake.better]                # the better move's own estimate, once per mistake
    assert shell.retrying.outcome == "good"
    assert shell.position() == before.play(move)
    assert shell.retrying.found == {0}                    # the first mistake (an index into the list)
    assert display.focused[-1] == NEXT
    assert "Good:" in shell.view.page().markup()


@in_loop
async def test_a_good_move_is_not_refused_for_the_noise_of_the_reviews_estimate():
    """Found in use: the review's timed estimate before the mistake came out high (a Goré position read 57% to
    84% across runs), and a move as good as the computer's own was refused: the better move, estimated as
    the tried one is, sets the bar when it reads lower."""
    shell, _display, _computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    mistake = shell.retrying.mistake()
    noisy = mistake.seen.before - 0.15
    asked = _answers(shell, noisy - grading.GOOD_ENOUGH_MARGIN + 0.01, noisy)
    move = _other_move(shell)
    shell.human_move(move)
    await settle()
    assert shell.retrying.outcome == "good" and asked == [move, mistake.better]
    shell.act(Control("retry-again"))
    other = next(m for m in shell.retrying.position.legal_moves() if m not in (move, mistake.played, mistake.better))
    shell.human_move(other)
    await settle()
    assert asked[2:] == [other]                           # the better move is not asked again


@in_loop
async def test_a_move_outside_the_margin_is_refused_and_the_answer_shown():
    shell, display, computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    mistake = shell.retrying.mistake()
    _answers(shell, mistake.seen.before - grading.GOOD_ENOUGH_MARGIN - 0.01, mistake.seen.before)
    before = shell.position()
    shell.human_move(_other_move(shell))
    await settle()
    assert shell.retrying.outcome == "wrong" and shell.position() is before     # not played
    html = shell.view.page().markup()
    assert "Not the best here:" in html and 'data-action="retry-again"' in html and 'data-action="retry-answer"' in html
    assert display.focused[-1] == AGAIN
    shell.act(Control("retry-answer"))
    assert shell.retrying.outcome == "shown" and shell.retrying.marks is not None
    assert "The answer:" in shell.view.page().markup() and display.focused[-1] == NEXT
    shell.act(Control("retry-again"))
    assert shell.retrying.outcome == "" and shell.interactive()
    shell.human_move(mistake.better)               # the computer's own move: good without asking again
    assert shell.retrying.outcome == "good"
    assert shell.retrying.found == set()             # its answer was shown first: not found


@in_loop
async def test_the_move_played_in_the_game_is_refused_without_asking_the_worker():
    shell, _display, computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    asked = computer.evaluated
    shell.human_move(shell.retrying.mistake().played)
    assert shell.retrying.outcome == "wrong" and computer.evaluated == asked


@in_loop
async def test_each_mistake_in_turn_then_how_many_were_found():
    shell, display, _computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    seen = []
    for number in range(3):
        mistake = shell.retrying.mistake()
        seen.append(mistake.index)
        assert shell.position() is shell.state.session.states[mistake.before]
        shell.human_move(mistake.better if number != 1 else mistake.played)   # the second one missed
        assert 'data-action="retry-next"' in shell.view.page().markup() or number == 1
        if number == 1:
            shell.retrying.show_answer()
        shell.retrying.next_mistake()
    assert seen == [2, 4, 5]
    assert shell.retrying.outcome == "end" and display.focused[-1] == BACK
    assert "2 of 3 found." in shell.view.page().markup()
    shell.retrying.back()
    assert shell.state.screen == "play" and display.focused[-1] == START
    assert 'data-action="retry-mistakes"' in shell.view.page().markup()


@in_loop
async def test_an_answer_that_comes_after_the_player_left_is_dropped():
    shell, _display, computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    shell.human_move(_other_move(shell))
    shell.retrying.back()
    await settle()
    assert shell.state.screen == "play" and shell.retrying.outcome == ""


@in_loop
async def test_a_worker_failure_is_said_and_the_move_may_be_tried_again():
    shell, _display, computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    computer.fail = "boom"
    shell.human_move(_other_move(shell))
    await settle()
    assert shell.retrying.outcome == "" and shell.interactive()
    assert "boom" in shell.view.page().markup()


@in_loop
async def test_the_worker_is_asked_about_the_record_up_to_the_tried_move():
    shell, _display, computer = _reviewed(Players("friend"))
    asked: list[Record] = []
    evaluate = computer.evaluate

    async def spy(game: str, record_json: str) -> str:
        asked.append(Record.from_json(json.loads(record_json)))
        return await evaluate(game, record_json)
    shell.retrying.evaluate = spy
    shell.retrying.begin()
    move = _other_move(shell)
    shell.human_move(move)
    await settle()
    assert asked[0].moves == shell.state.session.moves[:1] + (move,)


@in_loop
async def test_the_chance_is_the_movers_as_the_mover_saw_it():
    """Hidden information (Schotten): the worker's ``seen`` is the chance from the mover's view."""
    assert retry.mover_chance({"chance": 0.9, "seen": 0.3}, 0) == 0.3
    assert round(retry.mover_chance({"chance": 0.9, "seen": 0.3}, 1), 6) == 0.7
    assert round(retry.mover_chance({"chance": 0.9, "seen": None}, 1), 6) == 0.1


@in_loop
async def test_both_languages_name_the_button_and_the_end():
    words = {"en": ("Learn from your mistakes", "0 of 3 found."), "pl": ("Ucz się na błędach", "Znaleziono 0 z 3.")}
    for lang in ("en", "pl"):
        shell, _display, _computer = _reviewed(Players("friend"))
        if shell.settings.tr.lang != lang:
            shell.settings.toggle_language()
        button, end = words[lang]
        assert button in shell.view.page().markup()
        shell.retrying.begin()
        for _mistake in range(3):
            shell.retrying.show_answer()
            shell.retrying.next_mistake()
        assert end in shell.view.page().markup()


@in_loop
async def test_retried_mistakes_are_kept_and_practised_again_from_the_puzzles_page_after_the_game_is_gone():
    """Puzzles from your own mistakes (issue 32): the mistakes of a game whose mistakes were retried are kept on
    the device (web/kept_mistakes.py), each once, and practised again from the puzzles page by a new page
    that knows nothing of that game; judged as before, by the worker."""
    shell, _display, _computer = _reviewed(Players("friend"))
    shell.retrying.begin()
    shell.retrying.begin()                                        # retried twice: kept once
    store = shell.host.store
    assert kept_mistakes.counts(store) == {"hive": 3}
    again, host, _display, computer = make_shell()
    host.store.update(store)
    again.router.route("#/puzzles")
    await settle()
    markup = again.view.page().markup()
    assert 'data-action="retry-kept"' in markup and "From your games" in markup and "Hive: 3 to retry" in markup
    again.act(Control("retry-kept", game="hive"))
    assert again.state.screen == "retry" and again.retrying.session is None
    first = again.retrying.mistake()
    assert first.index == 2 and again.position() == shell.state.session.states[1]
    assert 'href="#/puzzles"' in again.view.page().markup() and 'data-action="retry-back"' not in again.view.page().markup()
    asked = _answers(again, first.seen.before, first.seen.before)
    move = _other_move(again)
    again.human_move(move)
    await settle()
    assert again.retrying.outcome == "good" and asked == [move, first.better]


@in_loop
async def test_a_damaged_kept_entry_is_read_as_none_and_never_written_over_one_damaged_mistake_is_left_out():
    shell, _display, _computer = _reviewed(Players("friend"))
    store = shell.host.store
    store[kept_mistakes.KEY] = "{not json"
    shell.retrying.begin()                                        # retried all the same; nothing kept over it
    assert shell.state.screen == "retry" and store[kept_mistakes.KEY] == "{not json"
    assert kept_mistakes.counts(store) == {}
    del store[kept_mistakes.KEY]
    shell.retrying.begin()
    data = json.loads(store[kept_mistakes.KEY])
    data["mistakes"][0]["record"]["moves"] = []                   # no longer the moves before its position
    data["mistakes"][1]["grade"] = "brilliant"
    store[kept_mistakes.KEY] = json.dumps(data)
    assert [m.index for m in kept_mistakes.load(store)] == [5]


@in_loop
async def test_a_schotten_game_between_friends_here_is_retried_only_once_over():
    """Found by the helper that built it: a hot-seat Schotten game reviewed while it goes on would show a
    retried position's mover's hand with no cover, to the friend beside the screen."""
    shell, _display, _computer = _reviewed(Players("friend"), game="schotten")
    assert shell.state.session.result() is None and not shell.retrying.available()
    shell, _display, _computer = _reviewed(Players("computer", computer=1), game="schotten")
    assert shell.retrying.available()                  # against the computer: the person's own hand only
