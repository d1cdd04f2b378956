"""Play by link, the screens' pure side (issue 9): saved entries, the new-game form, the send panel, names as text."""
from __future__ import annotations

import json

import pytest

from stolik.core.record import Record
from stolik.kosci import rules_text as kosci_rules
from stolik.web import share_panel, storage
from stolik.web.games.gore.screen import GoreScreen
from stolik.web.html import esc
from stolik.web.i18n import Translator
from stolik.web.play_screen import PlayView, controls_html, play_html, player_line, status_lines
from stolik.web.qr import qr_svg
from stolik.web.screens import home_html, new_game_html
from stolik.web.session import Session
from stolik.web.storage import Players, SavedGame, parse_entry
from stolik.core.errors import RecordError

GORE = GoreScreen()      # one screen, as the shell keeps one per opened game
HOSTILE = '<img src=x onerror="alert(1)">'


@pytest.fixture
def tr() -> Translator:
    return Translator("en")


def link_game(moves: tuple[str, ...] = ("S2",), *, side: int = 0, sent: int = 0, names=("Anna", HOSTILE[:24])) -> Session:
    record = Record("gore", 1, {"first": "S"}, 7, moves)
    return Session.open(SavedGame("g1", record, Players("link", side=side, names=names, sent=sent), 1.0, 2.0, "link"))


def test_a_link_game_round_trips_through_storage_and_old_entries_still_load():
    saved = link_game(sent=1).saved
    again = parse_entry(json.dumps(saved.to_json()))
    assert again.players == saved.players and again.players.by_link
    old = {"format": 1, "id": "g2", "record": saved.record.to_json(), "players": {"mode": "friend", "computer": 1, "level": "easy"}}
    assert parse_entry(json.dumps(old)).players == Players("friend", 1, "easy")
    assert "side" not in SavedGame("g3", saved.record, Players("computer", 0)).to_json()["players"]


@pytest.mark.parametrize("players", [
    {"mode": "link", "side": 2}, {"mode": "link", "names": ["a"]}, {"mode": "link", "names": ["x" * 25, ""]},
    {"mode": "link", "names": [1, ""]}, {"mode": "link", "sent": -1}, {"mode": "link", "sent": True}, {"mode": "post"},
])
def test_damaged_link_players_make_the_entry_unreadable(players):
    entry = {"format": 1, "id": "g1", "record": link_game().saved.record.to_json(), "players": players}
    with pytest.raises(RecordError, match="players"):
        parse_entry(json.dumps(entry))


def test_the_new_game_form_offers_a_friend_by_link_except_in_schotten(tr):
    gore = new_game_html(tr, "gore", ("easy",), ("South", "North"), by_link=True)
    assert 'value="link"' in gore and "A friend, by link" in gore and 'name="my-name"' in gore
    schotten = new_game_html(tr, "schotten", ("easy",), ("A", "B"), by_link=False)
    assert 'value="link"' not in schotten and "cannot be played by link" in schotten
    assert "Znajomy, przez link" in new_game_html(Translator("pl"), "hive", ("easy",), ("W", "B"), by_link=True)
    assert "nie da się grać przez link" in new_game_html(Translator("pl"), "schotten", ("easy",), ("A", "B"))


def test_whose_turn_and_taking_back_only_my_unsent_move():
    waiting = link_game(("S2",), side=0)
    assert share_panel.waiting(waiting) and not share_panel.my_turn(waiting)
    assert waiting.undo_count() == 1 and not share_panel.sent(waiting)
    sent = link_game(("S2",), side=0, sent=1)
    assert sent.undo_count() == 0 and share_panel.sent(sent)
    theirs = link_game(("S2",), side=1, sent=1)       # the friend's move arrived: mine to play, nothing to take back
    assert share_panel.my_turn(theirs) and theirs.undo_count() == 0


def test_the_panel_and_the_screen_show_names_only_as_text(tr):
    session = link_game()
    names = GORE.player_names(tr)
    panel = share_panel.panel_html(session, tr, names, url='https://x/#/gore/m/m1"><b>', qr="", can_share=False)
    assert "<img" not in panel and "&lt;img" in panel and '"><b>' not in panel
    assert "Send this link to" in panel and "link-share" not in panel
    assert "link-share" in share_panel.panel_html(session, tr, names, url="u", qr="", can_share=True)
    page = play_html(session, tr, GORE, PlayView(board="", panel="", thinking=False, message="", link="", animating=False,
                     link_panel=panel)).markup()
    assert "<img" not in page and 'data-state="waiting"' in page
    assert player_line(session, tr, names).startswith("Anna (South, you) — ")
    assert status_lines(session, tr, GORE, names, False, "")[-1].startswith("Waiting for ")
    assert "Take back" in controls_html(session, tr, False)
    invite = share_panel.panel_html(link_game((), side=1), tr, names, url="u", qr="", can_share=False)
    assert "Send the invitation link" in invite
    # an invitation carries no move of mine: the status does not say one was sent
    assert status_lines(link_game((), side=1), tr, GORE, names, False, "")[-1].startswith("Waiting for ")


def test_the_saved_games_list_says_whose_turn_and_puts_mine_first(tr):
    mine, theirs = link_game(("S2",), side=1).saved, link_game(("S2",), side=0).saved
    theirs = SavedGame("g0", theirs.record, theirs.players, 1.0, 9.0, "link")     # newer, yet listed second
    html = home_html(tr, {"gore"}, [theirs, mine], [], {}, turns={"g1": (True, "Your move"), "g0": (False, "Waiting for " + HOSTILE)})
    assert html.index('data-id="g1"') < html.index('data-id="g0"')
    assert 'data-turn="mine"' in html and "<img" not in html


def test_conflict_messages_name_the_move_and_offer_a_copy(tr):
    html = share_panel.conflict_html(tr, "diverged", 5)
    assert "part at move 5" in html and 'data-action="link-keep"' in html and 'role="alert"' in html
    for kind in ("older", "other-side", "different", "replaces"):
        assert share_panel.conflict_html(Translator("pl"), kind, 3)


def test_the_qr_code_is_an_svg_that_carries_no_text_of_the_link():
    svg = qr_svg('https://x/#/gore/m/m1"<script>', label="QR")
    assert svg.startswith('<svg class="qr"') and "<script>" not in svg and "m1" not in svg


def test_wise_dice_rules_say_link_play_is_for_friends():
    assert "foresee the rolls" in kosci_rules.rules_for("en")
    assert "przewidzieć rzuty" in kosci_rules.rules_for("pl")


def test_the_qr_code_waits_behind_a_button_until_the_move_counts_as_sent(tr):
    """Showing the code is sending (a camera may read it at once), so it shows only once the move is sent."""
    names = GORE.player_names(tr)
    unsent = share_panel.panel_html(link_game(("S2",), side=0), tr, names, url="u", qr="<svg class=qr></svg>",
                                    can_share=False)
    assert 'data-action="link-qr"' in unsent and "<svg" not in unsent and "take your move back" in unsent
    sent = share_panel.panel_html(link_game(("S2",), side=0, sent=1), tr, names, url="u", qr="<svg class=qr></svg>",
                                  can_share=False)
    assert 'data-action="link-qr"' not in sent and "<svg class=qr>" in sent


def test_a_replacement_is_offered_and_a_kept_copy_is_told_apart_in_the_list(tr):
    html = share_panel.conflict_html(tr, "replaces", 1)
    assert 'data-action="link-replace"' in html and 'data-action="link-keep"' in html and "move 1" in html
    assert 'data-action="link-replace"' not in share_panel.conflict_html(tr, "diverged", 1)
    game = link_game(("S2",), side=1).saved
    copy = SavedGame("g2", game.record, game.players, 1.0, 2.0, storage.LINK_COPY)
    listed = home_html(tr, {"gore"}, [game, copy], [], {})
    rows = listed.split('<li class="saved"')[1:]
    assert len(rows) == 2 and rows[0].replace('"g1"', '"g2"') != rows[1]
    assert esc("the link's version") in listed and "wersja z linku" in home_html(Translator("pl"), {"gore"}, [copy], [], {})


def finished_gore_moves() -> tuple[str, ...]:
    """A whole Goré game (first legal moves, the real engine) from the link games' start."""
    from stolik.gore import new_game
    state, moves = new_game({"first": "S"}, 7), []
    while state.result() is None:
        moves.append(state.legal_moves()[0])
        state = state.play(moves[-1])
    return tuple(moves)


@pytest.mark.parametrize("lang", ["en", "pl"])
def test_after_the_friends_last_move_ends_the_game_nothing_is_left_to_send(lang):
    """Found in use: the receiving device still said "Send this link to …" with Copy and a QR code."""
    tr, moves = Translator(lang), finished_gore_moves()
    last_mover = Session.open(SavedGame("g1", Record("gore", 1, {"first": "S"}, 7, moves))).states[-2].to_move
    names = GORE.player_names(tr)
    receiver = link_game(moves, side=1 - last_mover, sent=len(moves) - 1)
    assert share_panel.nothing_to_send(receiver)
    panel = share_panel.panel_html(receiver, tr, names, url="", qr="", can_share=False)
    assert 'data-role="move-link"' not in panel and "link-copy" not in panel and "link-qr" not in panel
    assert tr("link.over", friend=share_panel.friend_name(receiver, names)) in html_text(panel)
    ender = link_game(moves, side=last_mover, sent=len(moves) - 1)
    assert not share_panel.nothing_to_send(ender)
    panel = share_panel.panel_html(ender, tr, names, url="u", qr="", can_share=False)
    assert 'data-action="link-copy"' in panel
    assert tr("link.send-last", friend=share_panel.friend_name(ender, names)) in html_text(panel)


def test_a_resignation_is_sent_by_the_resigner_and_needs_nothing_back():
    from stolik.core.record import Ending
    record = Record("gore", 1, {"first": "S"}, 7, ("S2",), None, Ending("resign", 1))
    for side, nothing in ((1, False), (0, True)):
        session = Session.open(SavedGame("g1", record, Players("link", side=side), 1.0, 2.0, "link"))
        assert share_panel.nothing_to_send(session) is nothing


def html_text(markup: str) -> str:
    import html
    import re
    return html.unescape(re.sub(r"<[^>]+>", "", markup))
