"""The puzzles through the whole shell (web/puzzles.py, web/puzzles_view.py, web/puzzle_progress.py): the list
with the puzzle of the day, a puzzle solved on its game's board, a wrong move said and its answer shown,
a line with the opponent's forced reply, and the progress kept in localStorage (a damaged entry kept as it is)."""
from __future__ import annotations

import asyncio
import json
import time
from datetime import date, datetime, timezone
from pathlib import Path

import pytest
from shells import PUZZLES, make_shell, settle

from stolik import games
from stolik.core.puzzle import Puzzle, collection_json, read_collection
from stolik.web import links, puzzle_progress
from stolik.web.games.schotten.render import card_name
from stolik.web.puzzle_progress import KEY, Progress
from stolik.web.puzzle_strings import STRINGS
from stolik.web.i18n import Translator
from stolik.web.shell import Control

DAY = 86_400_000


def markup(shell) -> str:
    return shell.view.page().markup()


def opened(shell, host, fragment: str) -> None:
    async def go() -> None:
        shell.router.route(fragment)
        await settle()
    asyncio.run(go())


def stored(host) -> dict:
    return json.loads(host.store[KEY])


def test_the_list_shows_the_daily_puzzle_and_the_four_collections_with_progress():
    shell, host, _display, _computer = make_shell()
    opened(shell, host, "#/puzzles")
    page = markup(shell)
    day = shell.puzzles.daily()
    assert shell.state.screen == "puzzles" and day is not None
    assert links.puzzle_hash(day.game, day.id) in page and "Puzzle of the day" in page
    assert [key for key in shell.puzzles.collections] == ["schotten", "gore", "kosci", "hive"]
    assert 'data-game="schotten"' in page and "0 of 150 solved" in page
    assert "Puzzle rating: 1200" in page and "Streak: 0 days" in page


def test_the_daily_puzzle_solved_moves_the_rating_and_the_streak_and_is_stored():
    shell, host, _display, _computer = make_shell()
    opened(shell, host, "#/puzzles")
    day = shell.puzzles.daily()
    opened(shell, host, links.puzzle_hash(day.game, day.id))
    assert shell.state.screen == "puzzle" and shell.interactive() and 'data-state="solving"' in markup(shell)
    shell.human_move(day.solution[0])
    page = markup(shell)
    assert shell.puzzles.outcome == "solved" and "Puzzle solved" in page and 'data-action="puzzle-next"' in page
    assert not shell.interactive()
    saved = stored(host)
    assert day.id in saved["solved"] and saved["streak"] == 1 and saved["rating"] > 1200
    opened(shell, host, "#/puzzles")
    assert "Streak: 1 day" in markup(shell) and "solved</strong>" in markup(shell)


def test_a_wrong_move_is_said_not_played_then_the_answer_is_shown_and_tried_again_unrated():
    shell, host, display, _computer = make_shell()
    opened(shell, host, "#/puzzles")
    puzzle = shell.puzzles.collections["gore"][0]
    opened(shell, host, links.puzzle_hash("gore", puzzle.id))
    before = shell.puzzles.position
    wrong = next(move for move in before.legal_moves() if move != puzzle.solution[0])
    shell.human_move(wrong)
    page = markup(shell)
    assert shell.puzzles.position is before and "is not the answer" in page
    assert 'data-action="puzzle-retry"' in page and 'data-action="puzzle-answer"' in page
    assert display.focused[-1] == "[data-action=puzzle-retry]"     # the keyboard goes where the next step is
    assert stored(host)["rating"] < 1200 and puzzle.id not in stored(host)["solved"]
    rating = stored(host)["rating"]
    shell.act(Control("puzzle-answer"))
    assert shell.puzzles.outcome == "shown" and "The answer:" in markup(shell) and 'data-state="shown"' in markup(shell)
    assert 'data-role="theme"' in markup(shell)   # said with the answer, not before it
    assert shell.puzzles.position.position() == before.play(puzzle.solution[0]).position()   # played, and marked
    assert shell.puzzles.marks and "origin" in shell.puzzles.marks.values()
    shell.act(Control("puzzle-retry"))
    assert shell.puzzles.outcome == "" and shell.interactive() and display.to_boards == 1
    shell.human_move(puzzle.solution[0])
    assert shell.puzzles.outcome == "solved" and stored(host)["rating"] == rating   # only a first try is rated
    shell.act(Control("puzzle-next"))
    assert host.hashes[-1] == links.puzzle_hash("gore", shell.puzzles.collections["gore"][1].id)


def test_a_line_is_answered_by_the_forced_reply_played_by_the_page():
    start = games.engine("gore").new_game({"first": "S"}, 3)
    line, state = [], start
    for _ in range(3):
        move = sorted(state.legal_moves())[0]
        line.append(move)
        state = state.play(move)
    puzzle = Puzzle.named("gore", start.position(), tuple(line), "capture")
    shell, host, _display, _computer = make_shell()

    async def only_this(game: str) -> str:
        return json.dumps(collection_json(game, 1, [puzzle] if game == "gore" else []))
    shell.puzzles.read = only_this
    opened(shell, host, links.puzzle_hash("gore", puzzle.id))
    shell.human_move(line[0])
    assert shell.puzzles.outcome == "" and shell.puzzles.step == 2 and "The reply:" in markup(shell)
    assert shell.puzzles.position.position() == start.play(line[0]).play(line[1]).position()
    shell.human_move(line[2])
    assert shell.puzzles.outcome == "solved"


# Schotten Totten (tests/schotten/test_schotten_puzzles.py's TWO_CLAIMS): A's r9 on stone 3, then claims of 2 and 3.
SCHOTTEN = ("- 0play g7,g8,g9:o1,o2,p4^0#0/p7,p8,p9:o3,o4,y1^0/r7,r8:b5,g5,y5/r6:/:/:/b3:y7,y8,y9#1/:b7,b8,b9#1/"
            ":o7,o8,o9 r9,b1,b2,g1,g2,y2 r1,r2,r3,r4,r5,p1 b4,b6,g3,g4,g6,y3,y4,y6,p2,p3,p5,p6,o5,o6 - - -|- 0")


def test_a_schotten_card_and_its_claims_are_the_solvers_moves_in_a_row_in_any_order():
    """No reply after the card: the solver goes on, and the claims may come in either order; only the
    solver's hand is shown, the other player's as backs, with no cover to pass the device."""
    puzzle = Puzzle.named("schotten", SCHOTTEN, ("r9@3", "claim 2", "claim 3"), "claim-that-wins")
    shell, host, _display, _computer = make_shell()

    async def only_this(game: str) -> str:
        return json.dumps(collection_json(game, 1, [puzzle] if game == "schotten" else []))
    shell.puzzles.read = only_this
    opened(shell, host, links.puzzle_hash("schotten", puzzle.id))
    page = markup(shell)
    assert 'data-select="card:r9"' in page and page.count('class="st-hand mine') == 1 and "st-hand backs" in page
    assert 'data-select="card:r1"' not in page and "st-cover" not in page
    shell.human_move("r9@3")
    page = markup(shell)
    assert shell.puzzles.outcome == "" and shell.puzzles.step == 1 and "still your turn" in page
    assert 'data-move="claim 3"' in page and "The reply:" not in page
    shell.human_move("claim 3")                           # the line names claim 2 first
    assert shell.puzzles.outcome == "" and shell.puzzles.line == ("r9@3", "claim 3", "claim 2")
    shell.human_move("claim 2")
    assert shell.puzzles.outcome == "solved" and "Puzzle solved" in markup(shell)


# A keeps-a-stone puzzle of the shipped collection: B's r3 on stone 6, then its claim; the game goes on after it.
KEEPS = ("- 1play g6,g5:/p7,p5:/b8,b4:y6,y5,o6/o4,o3:r7,y1/:g8,g1,g4/o7,g7,p3:b2,o1/b6,b1:p9/y2,o2:p4,g3/o9,r9:r8,r6,r4 "
         "r5,b7,y7,y8,p6,o8 r3,g2,y9,p1,p2,p8 y4,o5,b3,b9,g9,b5,r1,y3,r2 - - -|- 0")


@pytest.mark.parametrize("ending", ["solved", "shown"])
def test_a_schotten_puzzle_over_shows_both_hands_face_up(ending):
    """While solving, A's hand is backs; once solved (or its answer shown) nothing is secret: A's cards face
    up beside the solver's, though the game goes on; trying again hides them again."""
    puzzle = Puzzle.named("schotten", KEEPS, ("r3@6", "claim 6"), "keeps-a-stone")
    shell, host, _display, _computer = make_shell()

    async def only_this(game: str) -> str:
        return json.dumps(collection_json(game, 1, [puzzle] if game == "schotten" else []))
    shell.puzzles.read = only_this
    opened(shell, host, links.puzzle_hash("schotten", puzzle.id))
    page = markup(shell)
    hidden = f'aria-label="{card_name("r5", shell.puzzles.settings.tr)}"'
    assert "st-hand backs" in page and "st-hand mine shown" not in page and hidden not in page
    if ending == "solved":
        shell.human_move("r3@6")
        shell.human_move("claim 6")
    else:
        shell.act(Control("puzzle-answer"))
    assert shell.puzzles.outcome == ending and shell.puzzles.position.result() is None
    page = markup(shell)
    assert "st-hand backs" not in page and page.count("st-hand mine shown") == 2
    names = [card_name(card, shell.puzzles.settings.tr) for card in ("r5", "b7", "o8")]       # A's hand, face up
    assert all(f'aria-label="{name}"' in page for name in names)
    shell.act(Control("puzzle-retry"))
    assert "st-hand backs" in markup(shell)


def test_a_schotten_draw_before_the_claims_is_wrong():
    puzzle = Puzzle.named("schotten", SCHOTTEN, ("r9@3", "claim 2", "claim 3"), "claim-that-wins")
    shell, host, _display, _computer = make_shell()

    async def only_this(game: str) -> str:
        return json.dumps(collection_json(game, 1, [puzzle] if game == "schotten" else []))
    shell.puzzles.read = only_this
    opened(shell, host, links.puzzle_hash("schotten", puzzle.id))
    shell.human_move("r9@3")
    shell.human_move("draw")
    assert shell.puzzles.outcome == "wrong" and shell.puzzles.position.to_move == 0


def test_a_damaged_progress_entry_is_said_and_never_written_over():
    shell, host, _display, _computer = make_shell()
    host.store[KEY] = "{not json"
    opened(shell, host, "#/puzzles")
    assert "could not be read" in markup(shell)
    day = shell.puzzles.daily()
    opened(shell, host, links.puzzle_hash(day.game, day.id))
    shell.human_move(day.solution[0])
    assert shell.puzzles.outcome == "solved" and host.store[KEY] == "{not json"
    opened(shell, host, "#/puzzles")
    assert "Solved: 1" in markup(shell) and "could not be read" in markup(shell)   # this page's progress goes on


def test_the_streak_counts_days_in_a_row_with_the_daily_solved():
    progress, first = Progress(), date(2026, 12, 1)
    for offset in (0, 1, 2):
        progress.record(f"p{offset}", "capture", True, date.fromordinal(first.toordinal() + offset), daily=True)
    assert progress.streak_on(date(2026, 12, 3)) == 3 and progress.streak_on(date(2026, 12, 4)) == 3
    assert progress.streak_on(date(2026, 12, 5)) == 0
    progress.record("p9", "capture", True, date(2026, 12, 5), daily=True)
    assert progress.streak == 1
    progress.record("p8", "capture", True, date(2026, 12, 5), daily=False)   # not the daily: no change
    assert progress.streak == 1 and Progress.from_json(progress.to_json()) == progress


@pytest.mark.parametrize("fragment, route", [
    ("#/puzzles", links.Route("puzzles")),
    ("#/hive/puzzle/hive-20e2815b51", links.Route("puzzle", "hive", "hive-20e2815b51")),
])
def test_puzzle_links(fragment, route):
    assert links.parse_hash(fragment) == route


def test_a_puzzle_link_of_no_puzzle_shows_the_list_with_why():
    shell, host, _display, _computer = make_shell()
    opened(shell, host, "#/gore/puzzle/gore-0000000000")
    assert shell.state.screen == "puzzles" and "not in the collection" in markup(shell)


def test_the_rating_rises_less_for_an_easy_puzzle():
    assert puzzle_progress.rating_after(1200, 1100, solved=True, tries=0) < puzzle_progress.rating_after(1200, 1500, solved=True, tries=0)


def test_any_move_that_wins_at_once_solves_the_last_step():
    """A second way to surround the Queen is as good as the collection's answer (here the collection names
    another move, so only the rule accepts the winning one)."""
    real = json.loads((PUZZLES / "hive.json").read_text(encoding="utf-8"))["puzzles"][0]
    start = games.engine("hive").from_position(real["position"])
    other = next(move for move in start.legal_moves() if move != real["solution"][0])
    puzzle = Puzzle.named("hive", real["position"], (other,), "surround-in-1")
    shell, host, _display, _computer = make_shell()

    async def only_this(game: str) -> str:
        return json.dumps(collection_json(game, 1, [puzzle] if game == "hive" else []))
    shell.puzzles.read = only_this
    opened(shell, host, links.puzzle_hash("hive", puzzle.id))
    shell.human_move(real["solution"][0])
    assert shell.puzzles.outcome == "solved"


def test_the_daily_puzzle_follows_the_utc_date_not_the_devices(monkeypatch):
    """At 12:00 UTC it is already the next day at UTC+14: the day is still the UTC one."""
    monkeypatch.setenv("TZ", "Etc/GMT-14")
    time.tzset()
    try:
        shell, host, _display, _computer = make_shell()
        host.epoch, host.elapsed = datetime(2026, 12, 4, 12, tzinfo=timezone.utc).timestamp() * 1000, 0
        assert shell.puzzles.today() == date(2026, 12, 4)
    finally:
        monkeypatch.undo()
        time.tzset()


def test_a_hive_puzzle_gives_nothing_away_its_theme_said_once_solved_and_no_gamestring():
    shell, host, _display, _computer = make_shell()
    opened(shell, host, "#/puzzles")
    puzzle = shell.puzzles.collections["hive"][0]
    opened(shell, host, links.puzzle_hash("hive", puzzle.id))
    page, theme = markup(shell), 'data-role="theme"'
    assert 'data-state="solving"' in page and 'class="panel hive-panel"' in page
    assert theme not in page and 'data-role="gamestring"' not in page and "#/tool/hive/position" not in page
    shell.human_move(puzzle.solution[0])
    assert shell.puzzles.outcome == "solved" and theme in markup(shell)


def test_the_page_is_not_idle_while_the_collections_are_read_even_when_the_player_left_meanwhile():
    """``loading`` keeps html[data-idle] off (web/app.py ``others``); when the reading ends on another screen a
    redraw is still asked, so the idle signal is written again (it stayed "reading" before)."""
    shell, host, display, _computer = make_shell()
    gate = asyncio.Event()
    read = shell.puzzles.read

    async def slow(key: str) -> str:
        await gate.wait()
        return await read(key)
    shell.puzzles.read = slow

    async def go() -> None:
        shell.router.route("#/puzzles")
        await asyncio.sleep(0)
        assert shell.puzzles.loading
        shell.router.route("#/")
        draws = display.draws + display.soon
        gate.set()
        await settle()
        assert not shell.puzzles.loading and shell.state.screen == "home"
        assert display.draws + display.soon > draws
    asyncio.run(go())


def test_every_theme_of_the_shipped_collections_has_a_name_in_both_languages_and_a_rating():
    shipped = Path(__file__).resolve().parents[2] / "assets" / "puzzles"
    themes = {p.theme for path in shipped.glob("*.json")
              for p in read_collection(json.loads(path.read_text(encoding="utf-8")))}
    assert {"surround-in-1", "capture"} <= themes
    for theme in sorted(themes):
        assert all(STRINGS[lang].get(f"puzzle.theme.{theme}") for lang in ("en", "pl")), theme
        assert theme in puzzle_progress.THEME_RATING, theme


@pytest.mark.parametrize("broken, why", [("{not json", "dane są uszkodzone lub niepełne"),
                                         ('{"version": 1, "game": "hive"}', "dane są uszkodzone lub niepełne"),
                                         (OSError("assets/puzzles/hive.json: HTTP 404"), "nie udało się pobrać pliku")])
def test_a_damaged_collection_is_said_in_polish_on_the_polish_page(broken, why):
    """A collection that cannot be read is left out and said in the page's language, the reason too: it was the
    exception's English ("JSONDecodeError", "HTTP 404") after the Polish sentence. The other games' puzzles stay."""
    shell, host, _display, _computer = make_shell()
    shell.settings.tr = Translator("pl")
    read = shell.puzzles.read

    async def hive_broken(game: str) -> str:
        if game != "hive":
            return await read(game)
        if isinstance(broken, Exception):
            raise broken
        return broken
    shell.puzzles.read = hive_broken
    opened(shell, host, "#/puzzles")
    page = markup(shell)
    assert "Nie udało się wczytać zagadek do gry Rój (Hive): " + why in page
    assert not any(word in page for word in ("JSONDecodeError", "KeyError", "HTTP 404", "could not", "puzzle needs"))
    assert list(shell.puzzles.collections) == ["schotten", "gore", "kosci"]
