"""The lessons through the whole shell (web/lessons.py, web/lessons_view.py, web/lesson_progress.py): every
game's lesson checked by its engine, the list with each lesson's progress, a step's asked move done and
kept, another legal move answered by the step's hint, the way on to the next step and back to the list,
a damaged progress entry kept as it is, and the ways in from the home screen and the rules page."""
from __future__ import annotations

import json

import pytest
from shells import follow, make_shell

from stolik import games
from stolik.core.lesson import check, start
from stolik.web import links
from stolik.web.games import playable
from stolik.web.lesson_progress import KEY
from stolik.web.lessons import all_lessons
from stolik.web.shell import Control

LESSONS = [lesson for found in all_lessons(frozenset(playable())).values() for lesson in found]


def markup(shell) -> str:
    return shell.view.page().markup()


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: f"{lesson.game}-{lesson.id}")
def test_every_step_is_a_valid_position_whose_asked_moves_are_legal(lesson):
    assert check(lesson, games.engine(lesson.game).from_position) == []
    for step in lesson.steps:     # each asked move plays, and the step's board leaves another move to refuse
        state = start(step, games.engine(lesson.game).from_position)
        assert state.result() is None
        for move in step.asked:
            state.play(move)


def test_a_step_whose_move_is_illegal_or_text_missing_is_reported():
    lesson = LESSONS[0]
    step = lesson.steps[0]
    broken = type(lesson)(lesson.id, lesson.game, lesson.title,
                          (type(step)(step.position, ("N1",), step.text, {"en": "why"}),))
    problems = check(broken, games.engine(lesson.game).from_position)
    assert any("'N1' is not legal" in p for p in problems) and any("missing in ['pl']" in p for p in problems)


def test_the_goré_lesson_is_listed_then_done_step_by_step_and_kept():
    shell, host, display, _computer = make_shell()
    shell.router.route("#/lessons")
    assert shell.state.screen == "lessons" and "0 of 6 steps done" in markup(shell)
    shell.router.route(links.lesson_hash("gore", "basics"))
    page = markup(shell)
    assert shell.state.screen == "lesson" and shell.interactive() and 'data-step="1"' in page and "Sow S4" in page
    before = shell.lessons.position
    shell.human_move("S1")                 # legal, but not the move asked: the hint says why, nothing is played
    assert shell.lessons.position is before and shell.interactive()
    assert "Move: S1 — not this time. That is a move too, but this step asks you to sow S4" in markup(shell)
    assert KEY not in host.store
    shell.human_move("S4")
    page = markup(shell)
    assert 'data-state="done"' in page and "Move: S4. Right: the seeds went round North" in page and not shell.interactive()
    assert json.loads(host.store[KEY])["steps"] == {"gore/basics": [0]}
    assert display.focused[-1] == "[data-action=lesson-next]" and shell.lessons.marks
    shell.act(Control("lesson-next"))
    assert host.hashes[-1] == links.lesson_hash("gore", "basics", 2)
    follow(shell, host)
    assert shell.lessons.index == 1 and shell.interactive() and display.to_boards >= 1
    shell.router.route("#/lessons")
    assert "1 of 6 steps done" in markup(shell) and 'href="#/gore/lesson/basics/2"' in markup(shell)


def test_the_last_step_leads_back_to_the_list_and_again_restarts_a_step():
    shell, host, _display, _computer = make_shell()
    shell.router.route(links.lesson_hash("gore", "basics", 6))
    shell.human_move("S4")
    assert "Finish the lesson" in markup(shell) and "South wins 25 to 23" in markup(shell)
    shell.act(Control("lesson-again"))
    assert shell.interactive() and shell.lessons.position.position() == "0,1,0,3,1,0,1,0 SSSSNNNN 22:20 S"
    shell.human_move("S4")
    shell.act(Control("lesson-next"))
    assert host.hashes[-1] == "#/lessons"


def test_an_offer_north_cannot_pay_for_is_refused_by_the_screen_with_the_engine_s_reason():
    shell, _host, _display, _computer = make_shell()
    shell.router.route(links.lesson_hash("gore", "basics", 4))
    shell.act(Control("offer-start"))
    for hole in ("S1", "S2", "S3"):
        shell.select(hole)
    assert "North has 14 captured seeds, and S1, S2, S3 would cost 18" in markup(shell)
    shell.select("S3")        # unchosen again: S1 and S2 make the offer asked
    shell.human_move("x:S1,S2")
    assert shell.lessons.done


def test_the_schotten_lesson_shows_only_a_s_hand_and_its_card_placed_draws_nothing():
    shell, _host, _display, _computer = make_shell()
    shell.router.route(links.lesson_hash("schotten", "basics"))
    opponent = shell.lessons.position.hands[1]
    page = markup(shell)
    assert "card:g7" in page and not any(f"card:{card}" in page for card in opponent)
    shell.human_move("r3@1")               # legal, not the card asked: not played, the hint said
    assert "asks for green 7 on stone 4" in markup(shell) and shell.interactive()
    deck = shell.lessons.position.clan_deck
    shell.human_move("g7@4")
    assert shell.lessons.done and "Before you draw" in markup(shell) and shell.lessons.position.clan_deck == deck


def test_a_missing_lesson_or_step_shows_the_list_with_a_notice():
    shell, _host, _display, _computer = make_shell()
    for fragment in ("#/gore/lesson/nothing", "#/gore/lesson/basics/9"):
        shell.router.route(fragment)
        assert shell.state.screen == "lessons" and "That lesson is not here" in markup(shell)


def test_a_damaged_progress_entry_is_said_and_never_written_over():
    shell, host, _display, _computer = make_shell()
    host.store[KEY] = '{"format": 1, "steps": {"gore/basics": ["x"]}}'
    shell.router.route("#/lessons")
    assert "could not be read" in markup(shell)
    shell.router.route(links.lesson_hash("gore", "basics"))
    shell.human_move("S4")
    assert host.store[KEY] == '{"format": 1, "steps": {"gore/basics": ["x"]}}'
    shell.router.route("#/lessons")
    assert "1 of 6 steps done" in markup(shell)      # this page's progress goes on


def test_the_home_screen_and_the_rules_page_lead_to_the_lessons():
    shell, _host, _display, _computer = make_shell()
    shell.router.route("#/")
    assert 'href="#/lessons"' in markup(shell)
    shell.router.route("#/rules/gore")
    assert 'href="#/gore/lesson/basics" data-role="lesson"' in markup(shell)
    shell.router.route("#/rules/schotten")
    assert 'href="#/schotten/lesson/basics" data-role="lesson"' in markup(shell)


def test_the_page_is_in_polish_when_polish_is_chosen():
    shell, _host, _display, _computer = make_shell()
    shell.settings.toggle_language()
    shell.router.route(links.lesson_hash("gore", "basics", 2))
    page = markup(shell)
    assert "Krok 2 z 6" in page and "Znajdź siew, który bije" in page and "Twoja strona: Dół" in page
    shell.human_move("S1")
    assert "Ruch: D1 — nie tym razem. To nic nie bije" in markup(shell) and "W D4 są dwa ziarna" in markup(shell)
    shell.human_move("S4")
    assert "Ruch: D4 ×2 (G2). Dobrze: ostatnie ziarno" in markup(shell)


@pytest.mark.parametrize("fragment, route", [
    ("#/lessons", links.Route("lessons")),
    ("#/gore/lesson/basics", links.Route("lesson", "gore", "basics")),
    ("#/gore/lesson/basics/3", links.Route("lesson", "gore", "basics", "3")),
])
def test_the_lesson_routes_are_read(fragment, route):
    assert links.parse_hash(fragment) == route


@pytest.mark.parametrize("fragment", ["#/gore/lesson/basics/0", "#/gore/lesson/basics/x", "#/gore/lesson/a b"])
def test_a_damaged_lesson_route_is_refused(fragment):
    with pytest.raises(links.LinkError):
        links.parse_hash(fragment)


def test_the_list_names_each_game_once_and_a_lesson_s_page_names_its_game_in_its_title():
    shell, _host, _display, _computer = make_shell()
    shell.router.route("#/lessons")
    page = markup(shell)
    for key, title in (("gore", "Sowing, captures, the exchange"), ("kosci", "The dice&#x27;s roles, towers, leaving the board"),
                       ("hive", "Placing, how each bug moves, surrounding the Queen"), ("schotten", "A turn, groups, claims, the win")):
        assert f"<h3>{title}</h3>" in page
    for name in ("Goré", "Wise Dice", "Hive", "Schotten Totten"):
        assert page.count(name) == 1, name           # the card's heading only
    shell.router.route(links.lesson_hash("kosci", "basics-2"))
    assert "<h2>Wise Dice: The dice&#x27;s roles, towers, leaving the board</h2>" in markup(shell)
    shell.settings.toggle_language()
    shell.router.route("#/lessons")
    assert "<h3>Role kości, wieże, zejście z planszy</h3>" in markup(shell) and markup(shell).count("Mądre kości") == 1


def test_the_first_kosci_lesson_s_steps_done_mark_nothing_of_the_lesson_that_replaced_it():
    """Its dice step became two, so its step numbers mean other steps now: the new lesson starts from nothing,
    and the old entry stays as it was."""
    shell, host, _display, _computer = make_shell()
    host.store[KEY] = '{"format": 1, "steps": {"kosci/basics": [0, 1, 2, 3]}}'
    shell.router.route("#/lessons")
    assert "0 of 5 steps done" in markup(shell) and 'href="#/kosci/lesson/basics-2"' in markup(shell)
    shell.router.route(links.lesson_hash("kosci", "basics-2"))
    shell.human_move("2: B1→A1 +6")
    assert json.loads(host.store[KEY])["steps"] == {"kosci/basics": [0, 1, 2, 3], "kosci/basics-2": [0]}


def test_every_step_of_every_lesson_fits_a_phone_screen():
    """A step's words are read above the board on a phone: at most 300 characters in either language (Goré's
    first step had 317 and 347)."""
    every = all_lessons(frozenset(games.ENGINES))
    assert set(every) == set(games.ENGINES)
    long = [(game, lesson.id, number, lang, len(text)) for game, found in every.items() for lesson in found
            for number, step in enumerate(lesson.steps, 1) for lang, text in step.text.items() if len(text) > 300]
    assert long == []
