"""Playing by link (web/correspondence.py): a link's game against the saved game of its id, names, the m route."""
from __future__ import annotations

from dataclasses import replace

import pytest

from stolik import games, hive
from stolik.core import link_token
from stolik.core.errors import RecordError
from stolik.core.record import Ending, Record
from stolik.core.rng import Rng
from stolik.web import correspondence as corr
from stolik.web import links
from stolik.web.html import esc as escape
from stolik.web.storage import ID_PATTERN

# Every registered game that can be played by link: nothing hidden (Schotten Totten's hands are not).
ENGINES = {key: games.engine(key) for key in games.ENGINES if link_token.playable_by_link(games.engine(key))}


def random_record(key: str, seed: int, plies: int) -> Record:
    engine = ENGINES[key]
    info = engine.GAME
    rng, state, moves = Rng(seed), engine.new_game(info.checked_options({}), seed), []
    while len(moves) < plies and state.legal_moves():
        moves.append(rng.choice(state.legal_moves()))
        state = state.play(moves[-1])
    return Record(key, info.rules_version, info.checked_options({}), seed, tuple(moves))


def send(record: Record, side: int, game_id: str = "g1", names=("", "")):
    """What the other device gets: the decoded link of ``record`` sent by ``side``."""
    token = corr.share(record, game_id, side, names).split("/")[-1]
    return corr.receive(record.game, token, None)[0]


def differing(key: str, record: Record, at: int) -> tuple[Record, int]:
    """``record`` with a move at or before ``at`` (from 1) that had another choice replaced, then cut
    there; and that move's number."""
    from stolik.core.record import replay

    states = replay(ENGINES[key], record)
    while len(states[at - 1].legal_moves()) < 2:
        at -= 1
    other = next(m for m in states[at - 1].legal_moves() if m != record.moves[at - 1])
    return record.with_moves(record.moves[:at - 1] + (other,)), at


@pytest.mark.parametrize("key", sorted(ENGINES))
def test_a_new_game_from_a_link_makes_me_the_side_to_move(key):
    record = random_record(key, 3, 9)
    link = send(record, side=1 - ENGINES[key].new_game({}, 3).to_move)
    verdict = corr.compare(link, None)
    assert verdict.kind == corr.NEW and verdict.changes and verdict.new_moves == len(record.moves)
    assert verdict.my_side == 1 - link.side


@pytest.mark.parametrize("key", sorted(ENGINES))
@pytest.mark.parametrize("seed", range(3))
def test_prefix_same_older_and_diverged(key, seed):
    full = random_record(key, seed, 30)
    cut = 20
    while full.moves and cut > 1 and send(full.with_moves(full.moves[:cut]), 0).to_move is None:
        cut -= 1
    mine = full.with_moves(full.moves[:cut])
    sender = send(mine, 0).to_move                    # I have moved: it is my friend's turn
    me = 1 - sender
    # the friend's moves after mine, until my turn comes back with a choice to make
    theirs = list(mine.moves)
    state = replay_last(key, mine)
    while state.legal_moves() and (state.to_move == sender or len(state.legal_moves()) == 1):
        theirs.append(Rng(seed + len(theirs)).choice(state.legal_moves()))
        state = state.play(theirs[-1])
    ahead = send(mine.with_moves(tuple(theirs)), sender)
    same = send(mine, sender)
    older = send(mine.with_moves(mine.moves[:cut - 3]), sender)
    other, at = differing(key, mine, cut - 5)
    parted = send(other, sender)

    verdict = corr.compare(ahead, mine, me)
    assert len(theirs) > len(mine.moves)
    assert (verdict.kind, verdict.new_moves) == (corr.ADVANCES, len(theirs) - len(mine.moves))
    assert verdict.my_turn == (state.result() is None)
    assert corr.compare(same, mine, me).kind == corr.SAME
    assert (corr.compare(older, mine, me).kind, corr.compare(older, mine, me).at) == (corr.OLDER, cut - 2)
    diverged = corr.compare(parted, mine, me)
    assert (diverged.kind, diverged.at, diverged.conflict, diverged.changes) == (corr.DIVERGED, at, True, False)


def replay_last(key, record):
    from stolik.core.record import replay

    return replay(ENGINES[key], record)[-1]


def test_advancing_gives_me_the_turn():
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    link = send(mine.with_moves(("S2", "N1")), side=1, names=("", "Ola"))
    verdict = corr.compare(link, mine, 0)
    assert (verdict.kind, verdict.my_turn, verdict.new_moves, verdict.at) == (corr.ADVANCES, True, 1, None)


def test_a_link_that_would_change_my_side_is_refused():
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    longer = mine.with_moves(("S2", "N1"))
    assert corr.compare(send(longer, side=0), mine, 0).kind == corr.OTHER_SIDE      # sent by "me" from elsewhere
    # sent by North, but its new moves include a choice made for my side (South)
    three = send(mine.with_moves(("S2", "N1", "S1")), side=1)
    verdict = corr.compare(three, mine, 0)
    assert (verdict.kind, verdict.at, verdict.changes) == (corr.OTHER_SIDE, 3, False)
    # my own link, reopened on my device, is nothing new
    assert corr.compare(send(mine, side=0), mine, 0).kind == corr.SAME


def test_forced_moves_of_my_side_are_no_change_of_side():
    """A roll (Mądre kości) or a pass has one legal move: the sender's device may play it for me."""
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    link = send(mine.with_moves(("S2", "N1", "S1")), side=1)
    forced = replace(link, choices=link.choices[:2] + (1,))
    assert corr.compare(forced, mine, 0).kind == corr.ADVANCES


def test_another_game_under_the_same_id_is_different():
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    link = send(mine.with_moves(("S2", "N1")), side=1)
    for other in (replace(mine, seed=8), replace(mine, options={"first": "N"}, moves=()),
                  replace(mine, start="3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S", moves=()),
                  Record("hive", 1, {}, 7, ())):
        assert corr.compare(link, other, 0).kind == corr.DIFFERENT
    assert corr.compare(link, replace(mine, options={}), 0).kind == corr.ADVANCES    # defaults filled in


def test_endings_travel_and_are_compared():
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2", "N1"))
    resigned = send(mine.with_end(Ending("resign", 1)), side=1)
    assert corr.compare(resigned, mine, 0).kind == corr.ADVANCES
    assert corr.compare(resigned, mine, 0).my_turn is False
    assert corr.compare(resigned, mine.with_end(Ending("resign", 1)), 0).kind == corr.SAME
    assert corr.compare(send(mine, side=1), mine.with_end(Ending("resign", 0)), 0).kind == corr.OLDER
    assert corr.compare(send(mine.with_end(Ending("resign", 0)), side=1), mine, 0).kind == corr.OTHER_SIDE
    assert corr.compare(send(mine.with_moves(("S2", "N1", "S1")), 1), mine.with_end(Ending("resign", 0)), 0).kind \
        == corr.DIVERGED


def test_a_hostile_token_changes_nothing_and_says_why():
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    for token in ("m1<b>", "m1" + "A" * 30_000, "m9AAAA", "m1AAAA"):
        with pytest.raises(RecordError):
            corr.receive("gore", token, mine, 0)
    with pytest.raises(RecordError, match="hand secret"):
        corr.receive("schotten", "m1AAAA", None)
    with pytest.raises(RecordError):
        corr.receive("chess", "m1AAAA", None)
    assert mine == Record("gore", 1, {"first": "S"}, 7, ("S2",))


def test_which_games_can_be_played_by_link():
    assert [g for g in ("gore", "kosci", "hive", "schotten", "chess") if corr.playable(g)] == ["gore", "kosci", "hive"]


@pytest.mark.parametrize("raw, clean", [
    ("Ala", "Ala"),
    ("  Ala \n\t ma  kota ", "Ala ma kota"),
    ("Ala\u202eakO", "AlaakO"),                     # a bidirectional override cannot turn a name around
    ("zero\u200bwidth\x00nul\x1b[31m", "zerowidthnul[31m"),
    ("Łucja Żółć", "Łucja Żółć"),
    ("x" * 100, "x" * link_token.NAME_LIMIT),
    (None, ""), (42, ""), ("", ""), ("\n\n", ""),
])
def test_names_are_cleaned_and_bounded(raw, clean):
    assert corr.clean_name(raw) == clean


def test_names_travel_escaped_and_merge_with_mine():
    hostile = '<img src=x onerror="alert(1)">'
    mine = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    link = send(mine.with_moves(("S2", "N1")), side=1, names=("Me elsewhere", hostile))
    assert link.names == ("Me elsewhere", hostile[:link_token.NAME_LIMIT])
    assert "<" not in escape(link.names[1]) and '"' not in escape(link.names[1])
    assert corr.merge_names(("Ala", ""), link, 0) == ("Ala", hostile[:link_token.NAME_LIMIT])
    assert corr.merge_names(("", "Old"), link, 0) == ("Me elsewhere", hostile[:link_token.NAME_LIMIT])
    assert corr.merge_names(("Ala", "Ola"), replace(link, names=("", "")), 0) == ("Ala", "Ola")


def test_game_ids_are_saved_game_ids():
    assert link_token.GAME_ID.pattern == ID_PATTERN.pattern


# --- the link form: #/<game>/m/<token> ------------------------------------------------------------

def test_move_route_round_trips():
    mine = Record("hive", 1, hive.GAME.checked_options({}), 5, ("wS1",))
    text = corr.share(mine, "h1", 0)
    route = links.parse_hash(text)
    assert (route.screen, route.game) == ("move", "hive") and text == links.move_hash("hive", route.payload)
    assert corr.receive(route.game, route.payload, None)[0].record == mine


@pytest.mark.parametrize("text", ["#/gore/m/", "#/gore/m/z1abc", "#/gore/m/m1<b>", "#/gore/m/m1a%20b", "#/gore/m/m1/x",
                                  "#/chess/m/m1AAAA", "#/gore/m/mx"])
def test_bad_move_links_raise_link_error(text):
    with pytest.raises(links.LinkError):
        links.parse_hash(text)


@pytest.mark.parametrize("text, screen", [("#/gore/r/z1abc", "record"), ("#/gore/p/6%2C6", "position"),
                                          ("#/play/g1abc", "play"), ("#/gore/m/m1AAAA", "move")])
def test_other_link_forms_are_unchanged(text, screen):
    assert links.parse_hash(text).screen == screen


def test_a_newer_link_replacing_moves_i_never_answered_is_offered_and_an_answered_one_is_not():
    """Anna sent S2 and Olek opened it but never answered; then Anna took S2 back (its link had left
    unnoticed) and sent S3. Olek is asked whether to take S3; had he answered S2, it is a conflict as before."""
    first = Record("gore", 1, {"first": "S"}, 7, ("S2",))
    olek = first                                              # Olek's device: S2 received, not answered
    newer = send(first.with_moves(("S3",)), side=0)
    verdict = corr.compare(newer, olek, 1)
    assert (verdict.kind, verdict.at, verdict.conflict, verdict.changes) == (corr.REPLACES, 1, True, False)
    answered = first.with_moves(("S2", "N1"))
    assert corr.compare(newer, answered, 1).kind == corr.DIVERGED
    mine_replaced = send(first.with_moves(("S3",)), side=1)   # a link that replaces a move of my side: never
    assert corr.compare(mine_replaced, olek, 0).kind in (corr.DIVERGED, corr.OTHER_SIDE)


def test_a_whole_gore_game_travels_by_links_turn_by_turn():
    """Two devices play a whole Goré game by links, each its first legal moves (the browser plays one by links
    from a few moves before the end only): at each change of turn the mover's link advances the other
    device's game by the moves played since and gives it the turn; the last move's link ends the game there
    too, the same game."""
    key = "gore"
    info = ENGINES[key].GAME
    start = Record(key, info.rules_version, info.checked_options({}), 11, ())
    state, devices, sent, links = ENGINES[key].new_game(start.options, 11), [start, start], 0, 0
    while state.result() is None:
        mover, move = state.to_move, state.legal_moves()[0]
        state = state.play(move)
        devices[mover] = devices[mover].with_moves(devices[mover].moves + (move,))
        over, played = state.result() is not None, len(devices[mover].moves)
        if over or state.to_move != mover:
            link, verdict = corr.receive(key, corr.share(devices[mover], "g1", mover).split("/")[-1],
                                         devices[1 - mover], 1 - mover)
            assert (verdict.kind, verdict.new_moves, verdict.my_turn) == (corr.ADVANCES, played - sent, not over), \
                (played, verdict)
            devices[1 - mover], sent, links = link.record, played, links + 1
    assert devices[0] == devices[1] and len(devices[0].moves) == sent and links >= 10
