"""Link play's controller (web/link_play.py) under CPython: links arriving, kept, replaced; my moves sent; my name.

The rest of the shell is a small fake (``Shell``) over tests/web/hosts.FakeHost: it opens a saved game as the
page would, saves it in the fake localStorage and records what the controller said and drew.
"""
from __future__ import annotations

import asyncio

import pytest

from hosts import FakeHost
from stolik.core.record import Record
from stolik.web import correspondence, links, reasons, storage
from stolik.web.link_play import LinkPlay
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import Players, SavedGame

START = Record("gore", 1, {"first": "S"}, 7, ())    # South (side 0) moves first


class Shell:
    """What the rest of the shell does for link play, recorded."""

    def __init__(self) -> None:
        self.host = FakeHost()
        self.session: Session | None = None
        self.settings = Settings(self.host, "en")
        self.said: list[str] = []
        self.home: list[str] = []
        self.draws = 0
        self.qr_shown: list[tuple[str, str]] = []
        self.qr_works = True
        self.links = LinkPlay(self.host, games=frozenset({"gore", "hive", "kosci", "schotten"}),
                              session=lambda: self.session, settings=self.settings, open_game=self.open_game,
                              save=lambda saved: storage.save(self.host.store, saved), tell=self.tell,
                              go_home=lambda error: self.home.append(self.say(error)), failure=reasons.failure,
                              draw=self.draw, make_qr=self.make_qr, show_qr=lambda url, svg: self.qr_shown.append((url, svg)))

    def open_game(self, saved: SavedGame) -> None:
        self.session = Session.open(saved)

    def say(self, message) -> str:
        return message(self.settings.tr) if callable(message) else message

    def tell(self, message) -> None:
        self.said.append(self.say(message))

    def draw(self) -> None:
        self.draws += 1

    async def make_qr(self, url: str, label: str) -> str:
        return f'<svg aria-label="{label}">{url}</svg>' if self.qr_works else ""

    def stored(self, ident: str) -> SavedGame:
        return storage.load(self.host.store, ident)

    def keep(self, saved: SavedGame) -> None:
        storage.save(self.host.store, saved)

    def games(self) -> list[str]:
        return sorted(game.id for game in storage.list_games(self.host.store)[0])


def move_link(moves: tuple[str, ...], side: int, names=("", ""), game_id: str = "g7", offer: bool = False) -> links.Route:
    """The route a move link opens: game ``g7`` with ``moves``, sent by the player of ``side``."""
    fragment = correspondence.share(START.with_moves(moves), game_id, side, names, offer)
    return links.parse_hash(fragment)


def by_link(moves: tuple[str, ...], side: int, *, sent: int = 0, names=("", ""), offer: int = -1) -> SavedGame:
    return SavedGame("g7", START.with_moves(moves), Players("link", side=side, names=names, sent=sent, offer=offer),
                     1.0, 2.0, "link")


def run(coroutine_function) -> None:
    """Run a test body that starts tasks (a copy, a QR code), and let them finish."""
    async def body() -> None:
        coroutine_function()
        for _ in range(5):
            await asyncio.sleep(0)
    asyncio.run(body())


@pytest.fixture
def shell() -> Shell:
    return Shell()


def test_a_new_games_link_opens_and_is_saved_with_my_side(shell):
    storage.save_settings(shell.host.store, {"name": "Ola"})     # as I call myself on this device
    shell.links.receive(move_link(("S2",), side=0, names=("Anna", "")))
    saved = shell.stored("g7")
    assert saved.record.moves == ("S2",) and saved.origin == "link"
    assert saved.players == Players("link", side=1, names=("Anna", "Ola"), sent=1)
    assert shell.session is not None and shell.session.saved == saved
    assert shell.said == ["A game by link from Anna (South): you play Ola (North)."]
    assert shell.host.replaced == ["#/play/g7"] and shell.draws == 1 and shell.links.pending is None


def test_a_link_that_advances_my_game_takes_the_new_moves_and_says_how_many(shell):
    shell.keep(by_link(("S2", "N1"), side=1, sent=2, names=("Anna", "Ola")))
    shell.links.receive(move_link(("S2", "N1", "S3"), side=0, names=("Anna", "")))
    saved = shell.stored("g7")
    assert saved.record.moves == ("S2", "N1", "S3") and saved.players.names == ("Anna", "Ola")
    assert saved.created == 1.0 and saved.updated == shell.host.now()
    assert shell.said == ["New moves from Anna (South): 1. The last is marked on the board."]
    assert shell.games() == ["g7"] and shell.host.replaced == ["#/play/g7"]


def test_a_link_with_nothing_new_changes_nothing(shell):
    kept = by_link(("S2", "N1"), side=1, sent=2)
    shell.keep(kept)
    shell.links.receive(move_link(("S2", "N1"), side=0))
    assert shell.stored("g7") == kept and shell.said == ["Nothing new in this link: your game is already there."]
    assert shell.links.pending is None


def test_an_older_link_waits_beside_the_game_and_keep_saves_it_under_a_new_id(shell):
    mine = by_link(("S2", "N1", "S3"), side=1, sent=2)
    shell.keep(mine)
    shell.links.receive(move_link(("S2",), side=0))
    pending = shell.links.pending
    assert pending is not None and (pending.kind, pending.at, pending.side) == (correspondence.OLDER, 2, 1)
    assert shell.session.saved == mine and shell.stored("g7") == mine and shell.said == []
    panel = shell.links.panel_html()
    assert 'data-kind="older"' in panel and 'data-action="link-keep"' in panel and 'data-action="link-replace"' not in panel
    shell.links.keep_pending()
    copy = shell.stored("g1")                            # FakeHost's first new id
    assert copy.origin == storage.LINK_COPY and copy.record.moves == ("S2",) and copy.players.side == 1
    assert shell.stored("g7") == mine and shell.games() == ["g1", "g7"]
    assert shell.session.saved == copy and shell.links.pending is None
    assert shell.host.replaced == ["#/play/g7", "#/play/g1"]
    assert shell.said == ["The link's version is kept as a separate saved game."]
    shell.links.keep_pending()                           # answered: a second click keeps nothing more
    assert shell.games() == ["g1", "g7"]


def test_a_link_of_another_game_under_my_games_id_is_kept_beside_it(shell):
    other = SavedGame("g7", START.with_moves(("S2",)), Players("friend"), 1.0, 2.0)   # not a game by link
    shell.keep(other)
    shell.links.receive(move_link(("S2",), side=0))
    assert shell.links.pending is not None and shell.links.pending.kind == correspondence.DIFFERENT
    assert shell.stored("g7") == other


def test_replace_takes_my_friends_newer_moves_i_never_answered(shell):
    shell.keep(by_link(("S2",), side=1, sent=1, names=("Anna", "Ola")))
    shell.links.receive(move_link(("S4",), side=0, names=("Ania", "")))   # Anna took S2 back and played S4
    assert shell.links.pending is not None and shell.links.pending.kind == correspondence.REPLACES
    assert 'data-action="link-replace"' in shell.links.panel_html()
    shell.links.replace_pending()
    saved = shell.stored("g7")
    assert saved.record.moves == ("S4",) and saved.players == Players("link", side=1, names=("Ania", "Ola"), sent=1)
    assert shell.session.saved == saved and shell.links.pending is None and shell.games() == ["g7"]
    assert shell.said == ["The new version of your friend's move is taken."]


def test_replace_does_nothing_for_a_link_that_does_not_replace(shell):
    mine = by_link(("S2", "N1", "S3"), side=1, sent=2)
    shell.keep(mine)
    shell.links.receive(move_link(("S2",), side=0))
    shell.links.replace_pending()
    assert shell.stored("g7") == mine and shell.links.pending is not None


def test_an_unreadable_entry_of_the_links_id_is_kept_and_the_link_saved_beside_it(shell):
    shell.host.store.set(storage.GAME_PREFIX + "g7", "{damaged")
    shell.links.receive(move_link(("S2",), side=0))
    assert shell.host.store.get(storage.GAME_PREFIX + "g7") == "{damaged"
    assert shell.stored("g1").record.moves == ("S2",) and shell.host.replaced == ["#/play/g1"]


def test_a_game_that_cannot_be_played_by_link_is_refused_and_nothing_is_written(shell):
    shell.links.receive(links.Route("move", "schotten", "m2AAAA"))
    assert shell.home == ["This link cannot be opened: this game cannot be played by link: a link cannot keep a "
                          "hand of cards secret. Nothing was changed."]
    assert shell.host.store == {} and shell.session is None and shell.draws == 0


def test_a_damaged_link_is_refused_with_the_reason(shell):
    route = move_link(("S2",), side=0)
    shell.links.receive(links.Route("move", "gore", route.payload[:-3]))
    assert len(shell.home) == 1 and shell.home[0].startswith("This link cannot be opened: ")
    assert shell.host.store == {} and shell.session is None


def test_copying_the_move_link_marks_my_moves_sent_and_puts_its_url_on_the_clipboard(shell):
    shell.open_game(by_link(("S2",), side=0, names=("Anna", "Ola")))
    run(shell.links.copy)
    url = shell.host.copied[0]
    assert shell.host.copied == [url] and url.startswith("https://example.org/stolik/#/gore/m/")
    assert shell.stored("g7").players.sent == 1 and shell.session.saved.players.sent == 1
    assert shell.said == ["Link copied. Send it to Ola (North)."] and shell.draws == 1
    theirs = links.parse_hash(url.split("/stolik/")[1])
    link, _ = correspondence.receive("gore", theirs.payload, None)
    assert link.record.moves == ("S2",) and link.side == 0 and link.names == ("Anna", "Ola")


def test_a_refused_clipboard_is_said(shell):
    shell.host.clipboard_works = False
    shell.open_game(by_link(("S2",), side=0))
    run(shell.links.copy)
    assert shell.said[-1] == "Copying is not allowed here; copy the link from the box." and shell.draws == 2


def test_on_my_turn_there_is_nothing_to_copy_share_or_show(shell):
    shell.open_game(by_link(("S2",), side=1))
    run(shell.links.copy)
    run(shell.links.share)
    shell.links.show_code()
    assert shell.host.copied == [] and shell.host.shared == [] and shell.draws == 0 and shell.host.store == {}


def test_sharing_sends_the_move_link_to_the_share_sheet_with_the_games_title(shell):
    shell.open_game(by_link(("S2",), side=0))
    run(shell.links.share)
    assert [title for _url, title in shell.host.shared] == ["Goré"]
    assert shell.host.shared[0][0].startswith(shell.host.url + "#/gore/m/") and shell.stored("g7").players.sent == 1


def test_the_qr_code_shows_once_the_move_is_sent_and_is_made_once(shell):
    shell.open_game(by_link(("S2",), side=0))
    assert "<svg" not in shell.links.panel_html() and not shell.qr_shown
    shell.links.show_code()                              # the button: showing it is sending
    assert shell.stored("g7").players.sent == 1 and shell.draws == 1

    async def twice() -> None:
        shell.links.panel_html()
        shell.links.panel_html()                         # asked again while it is made: not made twice
        await asyncio.sleep(0)
    asyncio.run(twice())
    url = shell.links.move_link(shell.session)
    assert shell.qr_shown == [(url, f'<svg aria-label="QR code of the link">{url}</svg>')]
    assert shell.qr_shown[0][1] in shell.links.panel_html()


def test_a_qr_code_that_cannot_be_made_is_not_asked_again_and_the_player_is_told(shell):
    shell.qr_works = False
    shell.open_game(by_link(("S2",), side=0, sent=1))
    asked = []
    make_qr = shell.links._make_qr

    async def counted(url: str, label: str) -> str:
        asked.append(url)
        return await make_qr(url, label)
    shell.links._make_qr = counted

    async def twice() -> None:
        for _ in range(2):
            shell.links.panel_html()
            await asyncio.sleep(0)
    asyncio.run(twice())
    url = shell.links.move_link(shell.session)
    assert asked == [url] and len(shell.qr_shown) == 1            # no "Drawing the QR code" for ever
    assert "No QR code could be made of this link" in shell.qr_shown[0][1] in shell.links.panel_html()


def test_selecting_the_link_by_hand_counts_as_sent_once(shell):
    shell.open_game(by_link(("S2",), side=0))
    shell.links.taken()
    shell.links.taken()
    assert shell.stored("g7").players.sent == 1 and shell.draws == 1


def test_my_name_is_cleaned_saved_in_the_game_and_remembered(shell):
    shell.open_game(by_link(("S2",), side=1, names=("Anna", "")))
    shell.links.set_my_name("  Ola\u202e\n  K. ")
    assert shell.stored("g7").players.names == ("Anna", "Ola K.")
    assert storage.load_settings(shell.host.store)["name"] == "Ola K." and shell.host.redraws == 1
    shell.links.set_my_name("\u202e")                   # no name left: the game forgets it, settings keep the last
    assert shell.stored("g7").players.names == ("Anna", "") and storage.load_settings(shell.host.store)["name"] == "Ola K."


def test_a_name_outside_a_game_by_link_changes_nothing(shell):
    shell.open_game(SavedGame("g7", START, Players("friend")))
    shell.links.set_my_name("Ola")
    assert shell.host.store == {} and shell.host.redraws == 0


def test_a_draw_offer_goes_with_my_next_link_and_an_answer_clears_it(shell):
    shell.open_game(by_link(("S2",), side=1))
    shell.links.offer_draw()
    assert shell.stored("g7").players.offer == 1
    assert shell.said == ["Your draw offer goes to your friend with the link of your next move."]
    shell.links.offer_draw()                             # one offer at a time
    assert len(shell.said) == 1
    shell.session.play("N1", 5.0)
    url = shell.links.move_link(shell.session)
    link, _ = correspondence.receive("gore", url.rsplit("/", 1)[1], None)
    assert link.offer
    shell.links.offer_answered()
    assert shell.stored("g7").players.offer == -1


def test_a_link_with_my_friends_draw_offer_is_kept_for_my_answer(shell):
    shell.links.receive(move_link(("S2",), side=0, offer=True))
    assert shell.stored("g7").players.offer == 0
