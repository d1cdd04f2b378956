"""Setting up a Goré position (web/setup.py, web/games/gore/setup.py) through the whole shell: the edits,
the engine's refusal said on the screen, and the three ways on (the computer, a friend here, a link)."""
from __future__ import annotations

import asyncio
import html

import pytest
from shells import follow, make_shell, settle

from stolik.gore import from_position
from stolik.web import links, setup_view, shared_games, storage
from stolik.web.games.gore.setup import GoreDraft
from stolik.web.i18n import Translator
from stolik.web.shell import Control

START = "6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S"


def opened(fragment: str = "#/gore/setup"):
    shell, host, display, computer = make_shell()
    shell.router.route(fragment)
    return shell, host, display, computer


def edit(shell, *values: str) -> None:
    for value in values:
        shell.act(Control("setup-edit", value))


def page(shell) -> str:
    return shell.view.page().markup()


def test_the_setup_route_opens_the_start_position_ready_to_play():
    shell, *_ = opened()
    assert shell.state.screen == "setup" and shell.setup.draft.text() == START
    assert 'data-state="ready"' in page(shell) and "This position can be played." in page(shell)


def test_a_seed_moved_from_hole_to_hole_keeps_the_position_possible():
    shell, *_ = opened()
    edit(shell, "less:S1", "more:N4", "less:S2", "more:S2", "owner:N1", "mover:1")
    assert shell.setup.draft.text() == "5,6,6,6,6,6,6,7 SSSSSNNN 0:0 N"
    assert shell.setup.checked.position() == shell.setup.draft.text()
    assert "North to move" in page(shell) and 'data-state="ready"' in page(shell)


def test_a_seed_too_many_is_refused_with_the_engines_reason_and_nothing_can_be_played():
    shell, host, *_ = opened()
    edit(shell, "more:S3")
    markup = page(shell)
    assert 'data-state="refused"' in markup and "seeds on the board (49) and captured (0) must make 48" in markup
    assert "49 of 48 seeds placed" in markup
    for action in ("setup-computer", "setup-friend", "setup-link"):
        shell.act(Control(action))
    assert host.hashes == [] and host.copied == [] and storage.list_games(host.store)[0] == []
    edit(shell, "captured-more:1")          # still wrong: 50
    edit(shell, "less:S3", "captured-less:1")
    assert 'data-state="ready"' in page(shell)


def test_a_side_without_a_hole_is_refused():
    shell, *_ = opened()
    edit(shell, "owner:N1", "owner:N2", "owner:N3", "owner:N4")
    assert "N must own at least one hole" in shell.setup.refusal
    assert "Taka pozycja nie może powstać w grze" in setup_view.setup_html(Translator("pl"), shell.setup, shell.state)


def test_counts_stop_at_zero_and_at_forty_eight():
    draft = GoreDraft([0, 48, 0, 0, 0, 0, 0, 0], [0] * 4 + [1] * 4, [0, 0])
    assert not draft.edit("less:S1") and not draft.edit("more:S2") and not draft.edit("captured-less:0")
    assert not draft.edit("sow:S1") and not draft.edit("more:X9") and not draft.edit("mover:2")
    assert draft.text() == "0,48,0,0,0,0,0,0 SSSSNNNN 0:0 S"


def test_a_finished_position_is_said_over_and_not_played():
    shell, *_ = opened(links.setup_hash("gore", "2,1,0,0,0,1,2,0 SSSSNNNN 20:22 S"))
    assert shell.setup.checked is not None and not shell.setup.playable_now()
    assert "The game is already over in this position." in page(shell)


def test_each_edit_is_said_in_the_status():
    shell, *_ = opened()
    edit(shell, "more:S2")
    assert "S2, 7 seeds, South" in page(shell)
    edit(shell, "captured-more:1")
    assert "North: 1 captured" in page(shell)


def test_play_the_computer_from_here_starts_a_saved_game_at_the_position():
    shell, host, _display, computer = opened()
    edit(shell, "less:S1", "more:N1", "mover:1")
    shell.screen_action("setup-level", "hard")       # the level's select, sent on change
    shell.act(Control("setup-computer"))
    saved = storage.load(host.store, "g1")
    assert host.hashes == [links.play_hash("g1")]
    assert saved.record.start == "5,6,6,6,7,6,6,6 SSSSNNNN 0:0 N" and saved.record.moves == ()
    assert saved.players.mode == "computer" and saved.players.computer == 0 and saved.players.level == "hard"

    async def opened_and_played() -> None:
        follow(shell, host)
        await settle()
        session = shell.state.session
        assert shell.state.screen == "play" and session.saved.record.start == saved.record.start
        assert computer.asked == [] and shell.turns.person_may_move()     # the person plays the side to move: North
        shell.human_move("N1")
        await settle()
    asyncio.run(opened_and_played())
    assert computer.asked == [("gore", 1)] and len(shell.state.session.saved.record.moves) == 2


def test_a_friend_from_here_starts_a_game_between_friends_here():
    shell, host, *_ = opened()
    shell.act(Control("setup-friend"))
    saved = storage.load(host.store, "g1")
    assert saved.players.mode == "friend" and saved.record.start == START


def test_copy_link_gives_the_position_link_every_game_opens():
    shell, host, *_ = opened()
    edit(shell, "less:S4", "captured-more:0")

    async def copy() -> None:
        shell.act(Control("setup-link"))
        await settle()
    asyncio.run(copy())
    link = host.copied[-1]
    assert link == host.url + links.position_hash("gore", "6,6,6,5,6,6,6,6 SSSSNNNN 1:0 S")
    route = links.parse_hash(link[len(host.url):])
    assert shared_games.saved_from_link(route, "g9", 0.0).record.start == "6,6,6,5,6,6,6,6 SSSSNNNN 1:0 S"
    assert 'data-role="link"' in page(shell)


def test_a_setup_link_starts_from_its_position_and_a_bad_one_from_the_start_saying_why():
    shell, *_ = opened(links.setup_hash("gore", "3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S"))
    assert shell.setup.draft.text() == "3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S"
    shell, *_ = opened(links.setup_hash("gore", "nonsense"))
    assert shell.setup.draft.text() == START and "The position in the link was not taken" in page(shell)


def test_the_start_position_again():
    shell, *_ = opened()
    edit(shell, "more:S1")
    shell.screen_action("setup-reset", None)
    assert shell.setup.draft.text() == START and shell.setup.refusal == ""


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_the_new_game_form_and_the_rules_lead_to_the_setup(lang):
    async def run() -> None:
        shell, *_ = make_shell()
        if lang == "pl":
            shell.settings.toggle_language()
        shell.router.route("#/rules/gore")
        assert f'href="{links.setup_hash("gore")}"' in page(shell)
        shell.act(Control("new", game="gore"))
        assert f'href="{links.setup_hash("gore")}"' in shell.state.dialog
    asyncio.run(run())


def test_a_game_not_played_here_has_no_setup_screen_and_goes_home_saying_so():
    shell, *_ = make_shell(frozenset({"gore"}))
    shell.router.route("#/hive/setup")
    assert shell.state.screen == "home" and "no setup screen" in page(shell)


def test_the_draft_reads_any_engine_position():
    state = from_position("3,4,0,1,1,3,5,0 SNSSNNNN 17:14 N")
    assert GoreDraft.of(state).text() == state.position()


@pytest.mark.parametrize("game, position", [("gore", ""), ("gore", "3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S"),
                                            ("hive", "Base+M;InProgress;Black[1];wQ")])
def test_a_setup_hash_round_trips(game, position):
    route = links.parse_hash(links.setup_hash(game, position))
    assert (route.screen, route.game, route.payload) == ("setup", game, position)


@pytest.mark.parametrize("text", ["#/chess/setup", "#/gore/setup/a/b", "#/gore/setup/%ff%fe"])
def test_a_damaged_setup_hash_is_refused(text):
    with pytest.raises(links.LinkError):
        links.parse_hash(text)


def _shown(game: str, moves: int, players: storage.Players) -> tuple[object, str]:
    """A shell showing a seeded game of ``game`` after ``moves`` random moves, and its page's markup."""
    import random

    from stolik import games
    from stolik.core.record import Record

    engine = games.engine(game)
    options = engine.GAME.checked_options({})
    state, rng, played = engine.new_game(options, 3), random.Random(3), []
    while len(played) < moves and state.result() is None:
        played.append(rng.choice(sorted(state.legal_moves())))
        state = state.play(played[-1])
    shell, _host, _display, _computer = make_shell()
    shell.open_game(storage.SavedGame("g1", Record(game, engine.GAME.rules_version, options, 3, tuple(played)), players))
    return shell, shell.view.page().markup()


def test_a_game_sets_up_from_the_position_shown_but_never_shows_a_hidden_hand_that_way():
    """"Set up from here" on the play screen opens the editor on the position shown; a Schotten game against the
    computer offers it only once over (the position's text holds the computer's hand and the deck order)."""
    async def scenario() -> None:
        shell, markup = _shown("gore", 4, storage.Players("friend"))
        position = shell.state.session.state.position()
        assert f'href="{html.escape(links.setup_hash("gore", position))}" data-role="setup">Edit position' in markup
        shell.router.route(links.setup_hash("gore", position))
        assert shell.state.screen == "setup" and shell.setup.checked.position() == position
        _shell, markup = _shown("schotten", 6, storage.Players("computer", computer=1))
        assert 'data-role="setup"' not in markup
        over, markup = _shown("schotten", 10_000, storage.Players("computer", computer=1))
        assert over.state.session.result() is not None and 'data-role="setup"' in markup
    asyncio.run(scenario())
