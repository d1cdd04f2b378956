"""Take-backs (shared/rules/take-backs.md): Undo takes back decisions, never a roll seen or a card drawn,
in every mode; what it leaves is a record that replays exactly, so a saved game always opens again."""
from __future__ import annotations

import json

import pytest

from stolik.core.record import Record, replay
from stolik.kosci import GAME as KOSCI
from stolik.schotten import GAME as SCHOTTEN
from stolik.web import storage
from stolik.web.i18n import Translator
from stolik.web.play_screen import PlayView, play_html
from stolik.web.session import Session, TakeBack
from stolik.web.storage import Players, SavedGame
from stores import DictStore

SETUP = ("setup random", "setup random")       # then A rolls (seed 3: A starts)
MODES = {"friend": Players("friend"), "computer": Players("computer", 1, "easy"),
         "link": Players("link", side=0, names=("Ala", "Olek"), sent=2)}


def kosci_session(players: Players, moves: tuple[str, ...] = SETUP) -> Session:
    return Session.open(SavedGame("k", Record("kosci", KOSCI.rules_version, KOSCI.default_options(), 3, moves), players))


def reopened(session: Session) -> Session:
    """The session as a reload finds it: written to storage as JSON and read back."""
    store = DictStore()
    storage.save(store, session.saved)
    return Session.open(storage.load(store, session.saved.id))


@pytest.mark.parametrize("mode", MODES)
def test_a_roll_is_never_taken_back_and_the_saved_game_opens_after_every_try(mode):
    """The defect: roll, Undo, roll, Undo, roll, move, reload lost the saved game (each undo reshuffled the
    future rolls on top of the last reshuffle, while the record kept only the last). Now Undo refuses."""
    session = kosci_session(MODES[mode])
    assert session.take_back().count == 0                          # the lot drawn, or a link's moves: they stay
    session.play("roll", 1.0)
    rolled = session.latest.roll
    for _ in range(2):                                             # asked twice, refused twice
        assert session.take_back() == TakeBack(0, "roll") and session.undo(2.0) == 0
        assert session.latest.roll == rolled and session.moves == SETUP + ("roll",)
    first, second = session.latest.legal_moves()[:2]
    session.play(first, 3.0)
    assert session.take_back() == TakeBack(1)                    # the decision after the roll goes back
    assert session.undo(4.0) == 1 and session.latest.roll == rolled
    session.play(second, 5.0)
    again = reopened(session)
    assert again.moves == SETUP + ("roll", second) and again.latest.position() == session.latest.position()
    assert "reshuffles" not in session.saved.record.to_json()


def test_against_the_computer_a_roll_it_made_is_not_taken_back_either():
    session = kosci_session(MODES["computer"])
    session.play("roll", 1.0)
    session.play(session.latest.legal_moves()[0], 2.0)
    while session.latest.to_move == 0 and session.latest.result() is None:   # a tower: A rolls again
        session.play(session.latest.legal_moves()[0], 2.5)
    session.play("roll", 3.0)                                      # the computer's roll, seen by the person
    assert session.take_back() == TakeBack(0, "roll")


def test_the_setup_that_draws_who_starts_is_not_taken_back():
    session = kosci_session(MODES["friend"], SETUP[:1])
    assert session.take_back() == TakeBack(1)                    # the first setup is a decision like any
    session.play("setup random", 1.0)
    assert session.take_back() == TakeBack(0, "lot")


def schotten_session(options: dict, moves: tuple[str, ...], players: Players) -> Session:
    return Session.open(SavedGame("s", Record("schotten", SCHOTTEN.rules_version, {**SCHOTTEN.default_options(), **options},
                                              11, moves), players))


def test_a_drawn_card_is_never_taken_back_but_the_card_placed_before_it_is():
    """Expert rules with tactic cards: the draw (of two decks) is a move of its own, after the card placed."""
    session = schotten_session({"expert": True, "tactics": True}, (), Players("computer", 1, "easy"))
    session.play(session.latest.legal_moves()[0], 1.0)
    assert session.take_back() == TakeBack(1)                    # the card placed, before the draw
    draws = [m for m in session.latest.legal_moves() if m.startswith("draw")]
    session.play(draws[0], 2.0)
    assert session.take_back() == TakeBack(0, "draw")
    session.play(session.latest.legal_moves()[0], 3.0)             # the computer's card: Undo would cross my draw
    assert session.take_back() == TakeBack(0, "draw")


def test_a_card_placed_with_the_draw_that_follows_by_itself_is_not_taken_back():
    """Base rules: with one deck and no claim possible, placing a card draws the next at once."""
    session = schotten_session({}, (), Players("friend"))
    move = session.latest.legal_moves()[0]
    assert session.latest.describe(move).chance == "draw"
    session.play(move, 1.0)
    assert session.take_back() == TakeBack(0, "draw")


def test_old_records_with_reshuffles_still_replay_exactly():
    """Records saved before this ruling hold reshuffles; they open, and play on, as saved."""
    record = Record("kosci", KOSCI.rules_version, KOSCI.default_options(), 3, SETUP + ("roll",), reshuffles=((2, 99),))
    session = Session.open(SavedGame("k", record, Players("friend")))
    plain = replay(session.engine, Record("kosci", KOSCI.rules_version, KOSCI.default_options(), 3, SETUP + ("roll",)))
    assert session.latest.roll != plain[-1].roll                  # the salt changed the roll, as when saved
    session.play(session.latest.legal_moves()[0], 1.0)
    assert reopened(session).latest.position() == session.latest.position()
    assert json.loads(json.dumps(session.saved.record.to_json()))["reshuffles"] == [[2, 99]]


def test_a_forced_pass_goes_back_with_the_decision_before_it():
    """Goré: N refuses the exchange, then has only a pass; Undo takes both, or the pass would just come again."""
    start = "8,3,9,7,7,6,0,0 SSSSSSSN 2:6 N x:S1"
    session = Session.open(SavedGame("g", Record("gore", 1, {}, 0, ("-", "pass"), start), Players("friend")))
    assert session.states[1].legal_moves() == ["pass"]
    assert session.take_back() == TakeBack(2) and session.undo(1.0) == 2 and session.moves == ()


def test_the_only_move_after_a_roll_stays_with_the_roll():
    """Found by CI: a roll of 6666 left one move; Undo after it has no decision to take back, so it says why."""
    session = Session.open(SavedGame("k", Record("kosci", KOSCI.rules_version, KOSCI.default_options(), 34, SETUP),
                                     Players("friend")))
    session.play("roll", 1.0)
    assert session.latest.roll == (4, 4, 4, 4) and session.latest.legal_moves() == ["4: C1→C5 +4"]
    session.play("4: C1→C5 +4", 2.0)
    assert session.take_back() == TakeBack(0, "roll") and session.undo(3.0) == 0


def test_by_link_only_my_moves_since_the_last_link_sent_go_back():
    session = kosci_session(MODES["link"])                         # A (me) received the setups: sent = 2
    session.play("roll", 1.0)
    assert session.take_back() == TakeBack(0, "roll")
    session.play(session.latest.legal_moves()[0], 2.0)
    assert session.take_back().count == 1
    from dataclasses import replace
    session.saved = replace(session.saved, players=replace(session.saved.players, sent=len(session.moves)))
    assert session.take_back() == TakeBack(0)                    # its link has left: it stays


def test_undo_stays_clickable_when_a_roll_stops_it_so_it_can_say_why():
    tr = Translator("en")
    from stolik.web.games.kosci.screen import KosciScreen
    session = kosci_session(MODES["friend"], SETUP + ("roll",))
    html = play_html(session, tr, KosciScreen(), PlayView(board="", panel="", thinking=False, message="", link="",
                     animating=False)).markup()
    assert '<button data-action="undo">' in html
    assert tr("undo.roll") == "A roll cannot be taken back." and Translator("pl")("undo.roll") != tr("undo.roll")


def test_the_computers_answer_leaves_a_player_looking_back_where_they_are():
    """Found in use: stepping back while the computer thought snapped back to the live position when it answered."""
    from stolik.core.record import Record
    from stolik.web.session import Session
    from stolik.web.storage import Players, SavedGame
    session = Session.open(SavedGame("g1", Record("gore", 1, {"first": "S"}, 7, ("S2",)), Players("computer", 1)))
    session.goto(0)                                   # looking at the start while North thinks
    session.play(session.latest.legal_moves()[0], 1.0)
    assert session.cursor == 0 and not session.live and len(session.moves) == 2
    session.goto(len(session.states) - 1)
    session.play(session.latest.legal_moves()[0], 2.0)  # at the newest position a move is followed
    assert session.live and session.cursor == 3
