"""The turn loop (web/turns.py) on real engines, with a fake searcher, view and host (a clock moved only
by sleeps): what the browser tests could only check by reaching into the page's globals."""
from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from hosts import FakeHost

from stolik.core.record import Record
from stolik.web.games import screen_class
from stolik.web.i18n import Translator
from stolik.web.opponents import Computer, Mover, opponent_for
from stolik.web.session import Session
from stolik.web.storage import Players, SavedGame
from stolik.web.turns import PASS_NOTE_SECONDS, Turns

TR = Translator("en")
COMPUTER = Players("computer", 1, "easy")            # Goré: the person plays South (0), who starts
REFUSED = "8,3,9,7,7,6,0,0 SSSSSSSN 2:6 N x:S1"      # Goré: North refuses the exchange ("-"), then can only pass


class Search:
    """A fake worker: records each question; answers at once with the first legal move (``auto``),
    or leaves the answer to the test."""

    def __init__(self, auto: bool = True, answer: str | None = None) -> None:
        self.auto, self.answer = auto, answer
        self.asked: list[tuple[dict[str, Any], asyncio.Future[str]]] = []
        self.stopped = 0

    def choose(self, game: str, record_json: str, level: str, seed: int) -> asyncio.Future[str]:
        record = json.loads(record_json)
        answer: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        if self.auto:
            position = Session.open(SavedGame("q", Record.from_json(record), Players())).latest
            answer.set_result(position.legal_moves()[0] if self.answer is None else self.answer)
        self.asked.append((record, answer))
        return answer

    def stop(self) -> None:
        self.stopped += 1


class View:
    """The page, as lists of what it was asked to do (each with the number of moves then)."""

    def __init__(self, animates: bool = False) -> None:
        self.turns: Turns | None = None
        self.moving, self.held = animates, False
        self.drawn: list[tuple[int, float | None, bool]] = []   # (moves, budget, thinking)
        self.soon: list[tuple[int, bool]] = []
        self.frames: list[int] = []          # questions asked of the searcher at each frame
        self.said: list[tuple[int, str]] = []
        self.saved = self.revealed = self.idle = self.let_go_of = 0
        self.search: Search | None = None

    def moves(self) -> int:
        assert self.turns is not None and self.turns.session is not None
        return len(self.turns.session.moves)

    def say(self, message: Any) -> None:
        self.said.append((self.moves(), message(TR) if callable(message) else message))

    def draw(self, budget_ms: float | None = None) -> None:
        assert self.turns is not None
        self.drawn.append((self.moves(), budget_ms, self.turns.thinking))

    def draw_soon(self) -> None:
        assert self.turns is not None
        self.soon.append((self.moves(), self.turns.thinking))

    def draw_frame(self) -> None:
        assert self.search is not None
        self.frames.append(len(self.search.asked))

    def reveal_status(self) -> None:
        self.revealed += 1

    def note_idle(self) -> None:
        self.idle += 1

    def animates(self) -> bool:
        return self.moving

    def on_hold(self) -> bool:
        return self.held

    def let_go(self) -> None:
        self.let_go_of += 1

    def played(self, session: Session, before: Any, move: str, *, by_opponent: bool, answered: bool) -> None:
        self.said.append((len(session.moves), ""))

    def save(self, saved: SavedGame) -> None:
        self.saved += 1


def table(players: Players = COMPUTER, moves: tuple[str, ...] = (), start: str | None = None, *,
          search: Search | None = None, animates: bool = False) -> tuple[Turns, Session, View, Search, FakeHost]:
    """A Goré game opened in the loop (inside a running event loop)."""
    search = search or Search()
    view, host = View(animates=animates), FakeHost()
    view.search = search
    turns = Turns(host, view, search.choose, search.stop)
    view.turns = turns
    options = {} if start else {"first": "S"}
    session = Session.open(SavedGame("g", Record("gore", 1, options, 7, moves, start), players))
    turns.open(session, screen_class("gore")())
    return turns, session, view, search, host


async def settle() -> None:
    for _ in range(50):
        await asyncio.sleep(0)


def run(scenario: Any) -> None:
    asyncio.run(scenario())


def test_a_persons_move_the_computer_answers_is_drawn_once_as_it_thinks():
    """Not drawn for the move and again for the thinking: the markup is built once (scripts/bench ui)."""
    async def scenario() -> None:
        turns, session, view, search, _ = table(search=Search(auto=False))
        await settle()
        turns.human_move("S1")
        await settle()
        assert view.drawn == [] and view.soon == [(1, True)]       # once, in a task after the click's, thinking
        assert turns.thinking and not turns.busy and len(search.asked) == 1
        search.asked[0][1].set_result("N1")
        await settle()
        assert session.moves == ("S1", "N1") and not turns.thinking
        assert view.drawn == [(2, None, False)]                  # the computer's move, drawn once
    run(scenario)


def test_between_friends_a_move_is_drawn_once_in_the_tasks_after_its_click():
    async def scenario() -> None:
        turns, session, view, search, _ = table(Players("friend"))
        await settle()
        turns.human_move("S1")
        await settle()
        assert session.moves == ("S1",) and view.drawn == [(1, 0, False)] and view.soon == []
        assert search.asked == [] and view.revealed == 1 and view.let_go_of == 1   # the device changes hands
    run(scenario)


def test_after_an_undo_another_move_is_asked_about_afresh():
    """A move undone and another played has the same number of moves but another position: a new question."""
    async def scenario() -> None:
        turns, session, view, search, _ = table()
        turns.human_move("S1")
        await settle()
        assert len(session.moves) == 2
        turns.undo()
        assert session.moves == () and search.stopped == 1
        turns.human_move("S2")
        await settle()
        assert len(session.moves) == 2 and session.moves[0] == "S2"
        asked = [record["moves"] for record, _ in search.asked]
        assert asked == [["S1"], ["S2"]]
    run(scenario)


def test_the_computers_answer_is_asked_at_once_and_kept_while_the_move_is_animated():
    async def scenario() -> None:
        turns, session, view, search, host = table(search=Search(auto=False), animates=True)
        turns.human_move("S1")
        await settle()
        assert view.frames and set(view.frames) == {1}           # asked before the first frame, once
        assert not turns.animating and turns.thinking
        search.asked[0][1].set_result("N2")
        await settle()
        assert session.moves == ("S1", "N2") and len(search.asked) == 1
        assert host.slept and max(host.slept) <= 0.14             # the frames' pauses
    run(scenario)


def test_a_forced_pass_is_shown_as_a_note_and_then_played():
    async def scenario() -> None:
        turns, session, view, search, host = table(Players("friend"), start=REFUSED)
        turns.human_move("-")
        await settle()
        assert session.moves == ("-", "pass")
        note = "North has no legal move and passes."
        shown = [moves for moves, text in view.said if text == note]
        assert shown[0] == 1 and shown[-1] == 2                   # said before the pass, and still after it
        assert PASS_NOTE_SECONDS in host.slept and not turns.busy and search.asked == []
    run(scenario)


def test_the_computers_reply_to_a_forced_pass_waits_until_the_note_is_read():
    async def scenario() -> None:
        turns, session, view, search, host = table(Players("computer", 0, "easy"), start=REFUSED)
        turns.human_move("-")
        await settle()
        assert session.moves[:2] == ("-", "pass") and len(session.moves) == 3
        assert len(search.asked) == 1 and search.asked[0][0]["moves"] == ["-", "pass"]
        assert host.slept and abs(sum(host.slept) - PASS_NOTE_SECONDS) < 1e-9   # the pass at once, the reply after
    run(scenario)


def test_a_cancelled_search_plays_nothing():
    async def scenario() -> None:
        turns, session, view, search, _ = table(search=Search(answer=""))
        turns.human_move("S1")
        await settle()
        assert session.moves == ("S1",) and not turns.thinking and view.idle
        assert view.drawn == [] and not any("illegal" in text.lower() for _, text in view.said)   # not played as ""
    run(scenario)


@pytest.mark.parametrize("how", ["left", "ended"])
def test_a_game_left_or_ended_while_the_computer_thinks_gets_no_move(how):
    async def scenario() -> None:
        turns, session, view, search, _ = table(search=Search(auto=False))
        turns.human_move("S1")
        await settle()
        assert turns.thinking
        if how == "left":
            turns.leave()
        else:                                                     # resigned (the page stops the turns)
            session.end("resign", 0, 1.0)
            turns.stop()
        search.asked[0][1].set_result("N1")
        await settle()
        assert session.moves == ("S1",) and not turns.thinking
    run(scenario)


def test_the_computer_moves_first_when_the_game_opens():
    async def scenario() -> None:
        turns, session, view, search, _ = table(Players("computer", 0, "easy"))
        await settle()
        assert session.moves == ("S1",) and turns.person_may_move()
    run(scenario)


def test_nothing_moves_while_a_shared_game_asks_whom_to_play():
    async def scenario() -> None:
        turns, session, view, search, _ = table(Players("computer", 1, "easy"), ("S1",))
        view.held = True
        await settle()
        assert session.moves == ("S1",) and search.asked == []
        view.held = False
        turns.go_on()
        await settle()
        assert len(session.moves) == 2
    run(scenario)


def test_looking_back_stops_the_computer_until_the_newest_position_is_shown_again():
    async def scenario() -> None:
        turns, session, view, search, _ = table(search=Search(auto=False))
        turns.human_move("S1")
        await settle()
        turns.step("first")
        search.asked[0][1].set_result("N1")
        await settle()
        assert session.moves == ("S1", "N1") and session.cursor == 0   # its answer came in: the player stays
        turns.step("last")
        assert session.live and turns.person_may_move()
    run(scenario)


def test_by_link_the_board_waits_for_the_friends_move_and_nothing_is_asked():
    async def scenario() -> None:
        turns, session, view, search, _ = table(Players("link", side=0, names=("Ala", "Ola")))
        assert turns.person_may_move()
        turns.human_move("S1")
        await settle()
        assert session.moves == ("S1",) and not turns.person_may_move() and not turns.opponent_to_move()
        assert search.asked == [] and view.revealed == 0
    run(scenario)


def test_a_hint_is_kept_by_position_and_dropped_when_the_game_moved_on():
    async def scenario() -> None:
        turns, session, view, search, _ = table(Players("friend"), search=Search(auto=False))
        assert turns.ask_hint()
        await settle()
        search.asked[0][1].set_result("S3")
        await settle()
        assert turns.hinted() == "S3" and dict(session.saved.hints) == {0: "S3"} and view.saved == 1
        turns.human_move("S2")
        await settle()
        assert turns.hinted() is None and turns.ask_hint()       # North's hint asked...
        await settle()
        turns.human_move("N1")                                    # ... and North plays meanwhile
        await settle()
        search.asked[1][1].set_result("N2")
        await settle()
        assert turns.hinted() is None and dict(session.saved.hints) == {0: "S3"}
    run(scenario)


def test_the_opponent_is_chosen_from_the_players_in_one_place():
    computer = opponent_for(Players("computer", 0, "hard"), Search().choose)
    assert isinstance(computer, Computer) and computer.level == "hard"
    assert [computer.mover(side) for side in (0, 1)] == [Mover.OPPONENT, Mover.PERSON] and not computer.hands_over
    here = opponent_for(Players("friend"), Search().choose)
    assert [here.mover(side) for side in (0, 1)] == [Mover.PERSON, Mover.PERSON] and here.hands_over
    by_link = opponent_for(Players("link", side=1), Search().choose)
    assert [by_link.mover(side) for side in (0, 1)] == [Mover.AWAY, Mover.PERSON] and not by_link.hands_over
