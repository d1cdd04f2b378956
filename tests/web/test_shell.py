"""The shell (web/shell.py) under CPython, its parts wired as in the page: routes, the new-game form,
whole games against a fake computer, resigning and draws, the review, sharing, every action."""
from __future__ import annotations

import asyncio

import pytest
from shells import follow, make_shell, settle

from stolik.web import links, storage
from stolik.web.html import esc
from stolik.web.shell import Control
from stolik.web.storage import Players

FRIENDS = {"opponent": "friend", "side": "0", "first": "0", "level": "easy"}
COMPUTER = {"opponent": "computer", "side": "0", "first": "0", "level": "easy"}


def started(fields: dict[str, str], game: str = "gore"):
    """A shell showing a new game of ``game``, begun through the new-game form as a player would."""
    shell, host, display, computer = make_shell()
    display.reduced_motion = True
    shell.router.route("#/")
    shell.act(Control("new", game=game, key='[data-action="new"][data-game="gore"]'))
    assert 'data-game="gore"' in shell.state.dialog and display.focused == [".dialog input"]
    shell.form_sent("", game, fields)
    assert shell.state.dialog == "" and host.hashes[-1].startswith("#/play/")
    follow(shell, host)
    assert shell.state.screen == "play" and shell.state.session is not None
    return shell, host, display, computer


def test_a_game_against_the_computer_is_played_to_its_end_through_the_shell_and_saved():
    async def scenario() -> None:
        shell, host, display, computer = started(COMPUTER)
        shell.act(Control("sound"))
        assert display.sounds == ["click"] and display.chrome == 1
        session = shell.state.session
        while session.result() is None:
            await settle()
            if shell.interactive():
                shell.human_move(session.latest.legal_moves()[-1])
            await settle()
        assert computer.asked and all(game == "gore" for game, _ in computer.asked)
        assert storage.load(host.store, session.saved.id).record.moves == session.moves
        assert 'data-state="over"' in shell.view.page().markup()
        assert "your-turn" in display.sounds and shell.turns_view.refocus
    asyncio.run(scenario())


def test_resigning_is_asked_first_and_names_the_person_against_the_computer():
    async def scenario() -> None:
        shell, host, display, _ = started({**COMPUTER, "side": "1"})
        await settle()
        shell.act(Control("resign"))
        assert shell.state.asking == "resign" and display.focused[-1] == ".ask .danger, .ask .primary"
        shell.act(Control("ask-cancel"))
        assert shell.state.asking == "" and shell.state.session.result() is None
        shell.act(Control("resign"))
        shell.act(Control("resign-confirm"))
        session = shell.state.session
        assert session.result().winner == 0          # the person played side 1 and resigned
        assert storage.load(host.store, session.saved.id).record.end.by == "resign"
    asyncio.run(scenario())


def test_a_draw_between_friends_is_asked_of_the_other_and_declined_or_agreed():
    async def scenario() -> None:
        shell, host, _, _ = started(FRIENDS)
        shell.act(Control("offer-draw"))
        assert shell.state.asking == "draw"
        shell.act(Control("draw-decline"))
        assert shell.state.asking == "" and shell.state.message(shell.settings.tr) == shell.settings.tr("play.draw-declined")
        shell.act(Control("offer-draw"))
        shell.act(Control("draw-accept"))
        session = shell.state.session
        assert session.result().winner is None and session.saved.record.end.player == session.latest.to_move
    asyncio.run(scenario())


def test_the_computer_is_never_offered_a_draw():
    async def scenario() -> None:
        shell, _, _, _ = started(COMPUTER)
        shell.act(Control("offer-draw"))
        assert shell.state.asking == "" and shell.state.session.result() is None
    asyncio.run(scenario())


def test_the_review_asks_each_position_in_turn_and_a_worker_failure_becomes_a_message():
    async def scenario() -> None:
        shell, _, display, computer = started(FRIENDS)
        session = shell.state.session
        for _ in range(3):
            shell.human_move(session.latest.legal_moves()[0])
            await settle()
        shell.act(Control("review"))
        assert display.revealed[-1] == "review"
        await settle()
        shown = shell.reviewing.shown()
        assert shown is not None and shown.chances == [0.5] * 4 and not shown.running and computer.evaluated == 4
        computer.fail = "worker gone"
        shell.act(Control("review"))
        await settle()
        assert "worker gone" in shell.state.message(shell.settings.tr) and not shell.reviewing.shown().running
        shell.human_move(session.latest.legal_moves()[0])     # the game changed: its review is no longer shown
        await settle()
        assert shell.reviewing.shown() is None
    asyncio.run(scenario())


def test_the_reviews_better_move_comes_with_its_line_and_opens_on_the_analysis_board():
    """At a graded move looked at (and only there), its better move's line is asked and said in the screen's
    words; "Try it on the analysis board" plays it there as a variation beside the game's move."""
    async def scenario() -> None:
        shell, _, _, computer = started(FRIENDS)
        session = shell.state.session
        for _ in range(3):
            shell.human_move(session.latest.legal_moves()[0])
            await settle()
        computer.chances = ["0.5", "0.2", "0.2", "0.2"]  # move 1 cost South 30 points: a blunder, the only one
        shell.act(Control("review"))
        await settle()
        shown = shell.reviewing.shown()
        better = shown.better(1)
        assert computer.lines == [] and not shown.lines                    # not looked at yet: nothing asked
        shell.act(Control("goto", index=0))
        assert shell.reviewing.finding_line()
        await settle()
        assert computer.lines == [better] and shown.lines[1][0] == better and len(shown.lines[1]) == 3
        shell.act(Control("goto", index=2))
        shell.act(Control("goto", index=0))                                 # known: not asked again
        assert computer.lines == [better] and not shell.reviewing.finding_line()
        game, tr = shell.state.game, shell.settings.tr
        markup = shell.view.page().markup()
        assert esc(f"The computer's line: {game.line_text(session.states[0], shown.lines[1], tr)}") in markup
        shell.act(Control("analyse-better"))
        tree = shell.analysis.tree
        assert shell.state.screen == "analysis" and tree.children[0][0] == 1        # the game's move 1, then the line
        assert tuple(tree.moves[node] for node in tree.line(tree.at)) == shown.lines[1]
        assert 'class="variation"' in shell.view.page().markup()
    asyncio.run(scenario())


def test_sharing_copies_the_link_and_leaves_it_to_copy_by_hand_when_the_browser_refuses():
    async def scenario() -> None:
        shell, host, _, _ = started(FRIENDS)
        shell.act(Control("share"))
        await settle()
        assert host.copied == [shell.state.link] and shell.state.link.startswith(host.url + "#/gore/")
        host.clipboard_works = False
        shell.act(Control("share-position"))
        await settle()
        assert shell.state.message(shell.settings.tr) == shell.settings.tr("error.clipboard")
        assert f'value="{shell.state.link}"' in shell.view.page().markup()
    asyncio.run(scenario())


@pytest.mark.parametrize(("fragment", "error"), [("#/gore/r/%%%", "error.link"), ("#/play/nothing", "error.no-saved"),
                                                  ("#/tool/gore/nothing", "error.link")])
def test_a_link_that_cannot_be_shown_shows_home_with_why(fragment, error):
    shell, _, _, _ = make_shell()
    shell.router.route(fragment)
    tr = shell.settings.tr
    assert shell.state.screen == "home" and shell.state.error(tr).startswith(tr(error, reason="")[:12])
    assert 'class="error" role="alert"' in shell.view.page().markup()


def test_a_shared_game_opens_as_a_new_saved_game_that_asks_whom_to_play():
    async def scenario() -> None:
        shell, host, _, _ = make_shell()
        shell.router.route(links.position_hash("gore", "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S"))
        assert shell.state.screen == "play" and shell.state.choosing and host.replaced[-1].startswith("#/play/")
        shell.form_sent("players", "", {"opponent": "computer", "side": "0", "level": "easy"})
        assert not shell.state.choosing and shell.state.session.saved.players == Players("computer", 1, "easy")
    asyncio.run(scenario())


def test_the_rules_of_the_game_played_are_shown_with_its_options():
    shell, _, _, _ = make_shell()
    shell.router.route("#/rules/hive")
    assert shell.state.screen == "rules" and "<h2" in shell.view.page().markup()


def test_every_action_of_the_table_runs_on_a_play_screen():
    """No entry of the table fails on a game in play (a typo in a handler would only show in the page)."""
    async def scenario() -> None:
        for action in sorted(started(FRIENDS)[0].actions):
            shell, _, _, _ = started(FRIENDS)
            ident = shell.state.session.saved.id
            shell.act(Control(action, value="x", game="gore", ident=ident, index=0))
            await settle()
    asyncio.run(scenario())



def test_the_reviews_better_move_is_drawn_on_the_board_before_the_graded_move():
    """At the position before a graded move the board marks the computer's better move as a hint is marked."""
    async def scenario() -> None:
        shell, _, _, computer = started(FRIENDS)
        session = shell.state.session
        better = session.latest.legal_moves()[-1]      # the fake computer's best move: the last listed
        for _ in range(2):
            shell.human_move(session.latest.legal_moves()[0])
            await settle()
        plain = shell.view.board()
        shell.act(Control("review"))
        await settle()
        shown = shell.reviewing.shown()
        shown.chances[1] = 0.2             # move 1 cost South 30 points: a blunder, and the computer preferred another
        shell.act(Control("goto", index=0))
        game = shell.state.game
        marked = game.board_html(session.state, tr=shell.settings.tr, flipped=session.flipped, interactive=False,
                                 me=None, view=None, marks=game.hint_marks(session.state, better))
        assert shell.view.board() == marked != plain
        markup = shell.view.page().markup()
        assert f"Better than move 1 here: {game.move_text(session.state, better, shell.settings.tr)}." in markup and '<span class="mistake-mark">?? blunder</span>' in markup   # the move list's mark
    asyncio.run(scenario())
