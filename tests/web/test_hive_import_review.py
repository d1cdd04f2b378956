"""A game imported in the Hive tool opens in review (issue 33): the tool's "Open and review this game" link
(#/hive/r/<record>/review) makes a new saved game, as any shared game's link does, and its review starts at
once, so the player sees the imported game's moves graded. A game stopped mid-way keeps its moves and no
invented ending: it is not over, and its review runs all the same."""
from __future__ import annotations

import asyncio
import html
import re
from pathlib import Path

import pytest
from shells import make_shell, settle

from stolik.web import links, storage
from stolik.web.games.hive.screen import HiveScreen
from stolik.web.i18n import Translator

GAMES = Path(__file__).resolve().parents[1] / "hive" / "games"
BOARDSPACE = (GAMES / "boardspace-2016-05-06-triplefool-Dumbot.sgf").read_text(encoding="utf-8")   # 26 moves, Black won
STOPPED = '[GameType "Base+M"]\n[Result "InProgress"]\n\n1. wM1\n2. bG1 wM-\n3. wQ -wM\n4. bQ wQ\n'   # a Queen cannot climb


def open_link(text: str) -> str:
    """The hash of the tool's open-position link once ``text`` is pasted."""
    tool = HiveScreen().tool("position", None)
    assert tool.action("paste", text)
    found = re.search(r'href="([^"]*)"[^>]*data-role="open-position"', tool.html(lambda key, **_: key))
    assert found is not None
    return html.unescape(found[1])


def opened(fragment: str):
    """A shell that followed the link ``fragment``, a review it started asked to the end."""
    shell, host, display, computer = make_shell()

    async def scenario() -> None:
        shell.router.route(fragment)
        await settle()
    asyncio.run(scenario())
    return shell, host, display, computer


def test_the_tool_links_to_the_game_in_review():
    route = links.parse_hash(open_link(BOARDSPACE))
    assert (route.screen, route.game, route.data) == ("record", "hive", links.REVIEW)
    assert links.record_hash("hive", route.payload, review=True) == open_link(BOARDSPACE)


@pytest.mark.parametrize("text", ["#/hive/r/z1abc/play", "#/hive/r/z1abc/review/x/y", "#/hive/r/z1abc/review/",
                                  "#/hive/r//review", "#/hive/r/z1abc/play/x"])
def test_a_record_link_asks_for_nothing_but_a_review(text):
    with pytest.raises(links.LinkError):
        links.parse_hash(text)


def test_an_imported_finished_game_is_saved_and_its_review_starts_at_once():
    shell, host, display, computer = opened(open_link(BOARDSPACE))
    session = shell.state.session
    assert shell.state.screen == "play" and session is not None and session.result().winner == 1
    saved = storage.load(host.store, session.saved.id)                   # in the player's saved games
    assert len(saved.record.moves) == 26 and saved.record.end is None and saved.origin == "link"
    assert host.replaced == [links.play_hash(saved.id)]
    shown = shell.reviewing.shown()
    assert shown is not None and shown.done and computer.evaluated == 27   # the start and after each move
    assert display.revealed == ["review"] and not shell.state.choosing    # a finished game: nobody to play
    assert '<section class="review"' in shell.view.page().markup()


def test_an_imported_game_stopped_mid_way_is_not_over_and_is_reviewed_too():
    shell, host, _, computer = opened(open_link(STOPPED))
    session = shell.state.session
    saved = storage.load(host.store, session.saved.id)
    assert saved.record.moves == ("wM", "bG1 wM-", "wQ -wM") and saved.record.end is None and session.result() is None
    shown = shell.reviewing.shown()
    assert shown is not None and shown.done and shown.chances == [0.5] * 4 and computer.evaluated == 4
    assert shell.state.choosing                                          # it may be played on: whom to play is asked
    assert '<section class="review"' in shell.view.page().markup()


def test_an_imported_position_with_no_moves_opens_without_a_review():
    shell, host, display, computer = opened(open_link("Base;NotStarted;White[1]"))
    assert shell.state.screen == "play" and shell.state.session.moves == () and shell.state.choosing
    assert shell.reviewing.shown() is None and computer.evaluated == 0 and display.revealed == []
    assert host.replaced == [links.play_hash(shell.state.session.saved.id)]


def test_a_plain_record_link_still_opens_without_a_review():
    shell, _, _, computer = opened(open_link(STOPPED).split("/" + links.REVIEW)[0])
    assert shell.state.screen == "play" and shell.state.choosing
    assert shell.reviewing.shown() is None and computer.evaluated == 0


def test_an_import_that_stopped_says_where_and_why_once_opened_in_both_languages():
    """Found in use: the tool said why the game stopped, the opened game no longer did. The link names the
    move; the engine says again why it cannot be played (a forged link naming a legal move says nothing)."""
    link = open_link(STOPPED)
    assert link.endswith("/review/bQ%20wQ")
    shell, _, _, _ = opened(link)
    said = shell.state.message(shell.settings.tr)
    assert said.startswith("Opened as a new saved game. Read up to move 4, which cannot be played (bQ wQ): ")
    assert said != "Opened as a new saved game. Read up to move 4, which cannot be played (bQ wQ): "
    shell.settings.tr = Translator("pl")
    assert "Odczytano do ruchu 4, którego nie da się zagrać (bQ wQ)" in shell.state.message(shell.settings.tr)
    legal, _, _, _ = opened(link.replace("bQ%20wQ", "bQ%20bG1-"))
    assert legal.state.message(legal.settings.tr) == "Opened as a new saved game."
    garbled, _, _, _ = opened(link.replace("bQ%20wQ", "xyz"))
    assert garbled.state.message(garbled.settings.tr).endswith("which cannot be played (xyz).")


def test_bad_input_keeps_its_message_and_no_link():
    tool = HiveScreen().tool("position", None)
    assert tool.action("paste", "1. e4 e5")
    markup = tool.html(lambda key, **_: key)
    assert 'class="error" role="alert"' in markup and 'data-role="open-position"' not in markup
