"""The browser side's pure parts under CPython: translations, links, storage, sessions, screens, the board."""
from __future__ import annotations

import doctest
import re
import urllib.parse
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, strategies as st

from stolik.core.errors import RecordError
from stolik.core.game import Result
from stolik.core.record import Record
from stolik.games import ENGINES
from stolik.gore import from_position
from stolik.web import games, i18n, links, screens, storage
from stolik.web.games.gore.render import render_gore
from stolik.web.games.gore.screen import GoreScreen, hole_names
from stolik.web.i18n import Translator, all_strings, pick_language
from stolik.web.screen import GameScreen

STRINGS = all_strings()
from stolik.web.play_screen import PlayView, play_html
from stolik.web.session import Session
from stores import DictStore
from stolik.web.storage import Players, SavedGame

WEB = Path(__file__).resolve().parents[2] / "py" / "stolik" / "web"


def test_both_languages_have_the_same_keys():
    assert set(STRINGS["pl"]) == set(STRINGS["en"])


def test_every_key_used_in_the_web_code_exists():
    used = set()
    for path in WEB.rglob("*.py"):
        used |= set(re.findall(r'\btr\(\s*"([a-z0-9.\-]+)"', path.read_text(encoding="utf-8")))
    missing = sorted(k for k in used if k not in STRINGS["en"] and not k.endswith("."))   # "game." + key: prefixes
    assert missing == []


@pytest.mark.parametrize("key", games.playable())
def test_game_screens_offer_the_hooks(key):
    screen = games.screen_class(key)
    assert issubclass(screen, GameScreen)
    required = ("player_names", "board_html", "move_text")
    assert [name for name in required if getattr(screen, name) is getattr(GameScreen, name)] == []
    ai = __import__(f"stolik.{key}.ai", fromlist=["x"])
    for prefix, names in (("game.", [key]), ("level.", ai.LEVELS)):
        assert [n for n in names if prefix + n not in STRINGS["en"]] == []


@pytest.mark.parametrize("key", list(ENGINES))
def test_a_games_title_and_blurb_live_in_its_own_strings(key):
    """The home screen's card of a game comes from its folder, found through the registry, not from the shell."""
    import importlib
    own = importlib.import_module(f"stolik.web.games.{key}.strings").STRINGS
    for lang in ("pl", "en"):
        assert own[lang][f"game.{key}"] and own[lang][f"game.{key}.blurb"]
        assert f"game.{key}" not in i18n.STRINGS[lang] and f"game.{key}.blurb" not in i18n.STRINGS[lang]


def test_a_registered_game_without_strings_still_gets_a_card(monkeypatch):
    monkeypatch.setattr(i18n, "ENGINES", {**ENGINES, "toy": "stolik.toy"})
    merged = i18n.all_strings()
    assert (merged["pl"]["game.toy"], merged["en"]["game.toy.blurb"]) == ("toy", "")


@pytest.mark.parametrize("lang", ["pl", "en"])
@pytest.mark.parametrize("key", list(ENGINES))
def test_every_game_has_rules_in_both_languages_that_render(key, lang):
    import importlib
    rules = importlib.import_module(f"stolik.{key}.rules_text").RULES[lang]
    html = screens.rules_html(Translator(lang), key, rules, True)
    assert html.count("<p>") >= 3 and "<li>" in html, "paragraphs and lists"
    ours = {"en": r"(?i)house rules|our rulings", "pl": r"(?i)zasady domowe|nasze ustalenia"}[lang]
    assert re.search(ours, html), "our own rules are named as such"


def test_the_rules_page_shows_a_games_figures_under_its_text_with_escaped_captions():
    tr = Translator("en")
    html = screens.rules_html(tr, "gore", "Text.", True, [("A <b>capture</b> chain", '<svg class="board"></svg>')])
    assert '<section class="rules-examples"><h3>Examples</h3><figure class="rules-figure"><svg class="board"></svg>' in html
    assert "<figcaption>A &lt;b&gt;capture&lt;/b&gt; chain</figcaption>" in html
    assert "rules-examples" not in screens.rules_html(tr, "gore", "Text.", True)


def test_translator_examples():
    assert doctest.testmod(i18n).failed == 0


def test_a_games_plural_words_follow_the_count():
    """Goré declares "seeds"; the translator picks its form for any count (Polish: one, few, many)."""
    pl = [Translator("pl")("gore.hole", name="D1", count=n, owner="twój") for n in (0, 1, 2, 4, 5, 12, 22, 25)]
    assert [text.split(", ")[1] for text in pl] == ["0 ziaren", "1 ziarno", "2 ziarna", "4 ziarna", "5 ziaren",
                                                    "12 ziaren", "22 ziarna", "25 ziaren"]
    assert Translator("en")("gore.hole", name="S1", count=1, owner="yours") == "S1, 1 seed, yours"
    assert Translator("en")("gore.hole", name="S1", count=2, owner="yours") == "S1, 2 seeds, yours"


def test_language_choice():
    assert pick_language("pl", "en-GB") == "pl"
    assert pick_language(None, "pl-PL") == "pl"
    assert pick_language("xx", "de-DE") == "en"


@pytest.mark.parametrize("text, screen", [("", "home"), ("#/", "home"), ("#/play/g1abc", "play"), ("#/rules/gore", "rules"),
                                          ("#/gore/r/z1abc", "record"), ("#/gore/p/6%2C6", "position")])
def test_hash_routes(text, screen):
    assert links.parse_hash(text).screen == screen


@pytest.mark.parametrize("text", ["#/chess/p/x", "#play", "#/play/<b>", "#/gore/x/y", "#/gore/r/", "#/gore/p/%ff%fe", "#/" + "a" * 200_000])
def test_bad_hashes_raise_link_error(text):
    with pytest.raises(links.LinkError):
        links.parse_hash(text)


def test_tool_routes_carry_their_data():
    route = links.parse_hash(links.tool_hash("schotten", "proof", "r7 r8 | b1 ; seen: g5"))
    assert (route.screen, route.game, route.payload, route.data) == ("tool", "schotten", "proof", "r7 r8 | b1 ; seen: g5")
    assert links.parse_hash("#/tool/gore/x").data is None
    with pytest.raises(links.LinkError):
        links.parse_hash("#/tool/chess/proof")


@given(st.text())
def test_percent_encoding_is_urllibs(text):
    assert links.encode(text) == urllib.parse.quote(text, safe="")
    assert links.decode(links.encode(text)) == text


@given(st.text(alphabet="%0123456789abcdefABCDEFxyz/ ł"))
def test_percent_decoding_is_urllibs(text):
    try:
        expected = urllib.parse.unquote(text, errors="strict")
    except UnicodeDecodeError:
        with pytest.raises(UnicodeDecodeError):
            links.decode(text)
    else:
        assert links.decode(text) == expected


def test_position_hash_round_trips():
    text = "3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S x:N1"
    assert links.parse_hash(links.position_hash("gore", text)).payload == text




def saved(ident="g1", moves=()):
    return SavedGame(ident, Record("gore", 1, {"first": "S"}, 5, tuple(moves)), Players("computer", 1, "easy"), 1.0, 2.0)


def test_storage_round_trip_and_unreadable_entries_are_kept():
    store = DictStore()
    storage.save(store, saved("a", ("S1",)))
    store.set(storage.GAME_PREFIX + "bad", "{nope")
    store.set(storage.GAME_PREFIX + "new", '{"format": 9, "id": "new"}')
    good, bad = storage.list_games(store)
    assert [g.id for g in good] == ["a"] and good[0].record.moves == ("S1",)
    assert sorted(b.key for b in bad) == [storage.GAME_PREFIX + "bad", storage.GAME_PREFIX + "new"]
    assert store.get(storage.GAME_PREFIX + "bad") == "{nope"
    with pytest.raises(RecordError, match="newer version"):
        storage.load(store, "new")


def test_match_history_round_trips_and_damage_is_caught():
    from dataclasses import replace
    from stolik.core.game import Result
    game = replace(saved("m"), match=(Result(0, (5, 1), "five-stones"), Result(None, (2, 2), "x")))
    store = DictStore()
    storage.save(store, game)
    assert storage.load(store, "m").match == game.match
    store.set(storage.GAME_PREFIX + "bad", storage.export_text(game).replace('"winner": 0', '"winner": 7'))
    with pytest.raises(RecordError, match="match"):
        storage.load(store, "bad")


def test_import_accepts_an_export_or_a_bare_record_and_gives_a_new_id():
    text = storage.export_text(saved("a", ("S1",)))
    again = storage.import_text(text, "b", 9.0)
    assert again.id == "b" and again.record.moves == ("S1",) and again.origin == "file"
    bare = storage.import_text('{"game": "gore", "rules_version": 1, "moves": ["S2"]}', "c", 9.0)
    assert bare.record.moves == ("S2",)
    with pytest.raises(RecordError):
        storage.import_text("not json", "d", 1.0)


def test_undo_against_the_computer_takes_back_to_your_last_decision():
    session = Session.open(saved())
    for move in ("S1", "N2", "S3"):
        session.play(move, 3.0)
    assert session.undo_count() == 1          # the computer has not answered S3 yet
    session.play("N1", 4.0)
    assert session.undo_count() == 2
    session.undo(5.0)
    assert session.moves == ("S1", "N2") and session.saved.record.moves == ("S1", "N2")


def test_undo_with_a_friend_takes_one_move_and_history_steps():
    session = Session.open(SavedGame("f", Record("gore", 1, {}, 0, ("S1", "N1"))))
    assert session.undo_count() == 1
    session.step(-1)
    assert not session.live and session.state == session.states[1]
    session.goto(99)
    assert session.live


def test_gore_board_shows_owners_counts_and_names():
    state = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 0:12 N")
    sowing = {state.describe(move).origin: move for move in state.legal_moves()}
    view = state.view(None)
    svg = render_gore(view, legal=sowing, tr=Translator("en"),
                      hole_names=hole_names(Translator("en"), view["labels"]), player_names=("South", "North"), me=1)
    assert svg.count('class="hole ') == 8
    assert 'aria-label="S3, 12 seeds, yours"' in svg and 'data-move="S3"' in svg
    assert 'aria-label="S1, 6 seeds, opponent&#x27;s"' in svg and 'data-move="S1"' not in svg
    assert re.search(r'class="hole north legal"[^>]*data-hole="S3"', svg)


def test_animation_frames_drop_seeds_then_capture_in_chain_order():
    state = from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S")
    frames = GoreScreen().frames(state, "S2")
    assert len(frames) == 1 + 4 + 3
    assert frames[0][1] == {"S2": "origin"} and frames[1][1] == {"S2": "origin", "S3": "sown"}
    assert [marks for _, marks in frames[-3:]] == [{"N2": "captured"}, {"N1": "captured"}, {"S4": "captured"}]
    assert frames[-1][0]["seeds"] == list(state.play("S2").seeds) and frames[-1][0]["captured"] == [25, 14]


def test_move_texts_in_both_languages():
    state = from_position("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S")
    screen = GoreScreen()
    assert screen.move_text(state, "S2", Translator("en")) == "S2 ×8 (N2 N1 S4)"
    assert screen.move_text(state, "S2", Translator("pl")) == "D2 ×8 (G2 G1 D4)"
    assert screen.move_text(state, "S1", Translator("pl")) == "D1"


def test_gore_offer_panel_log_and_messages_come_from_the_engine():
    """The price, the offer's holes and the answer buttons are read from describe(), not worked out here."""
    tr = Translator("en")
    state = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N")
    screen = GoreScreen()
    assert 'data-action="offer-start"' in screen.panel_html(state, tr=tr, interactive=True)
    assert screen.on_action("offer-start", None, state) and screen.offering
    for hole in ("N1", "S3"):
        screen.on_select(hole, state)
    panel = screen.panel_html(state, tr=tr, interactive=True)
    assert 'data-move="x:S3,N1"' in panel and "Offer S3, N1" in panel and 'data-action="offer-cancel"' in panel
    board = screen.board_html(state, tr=tr, flipped=False, interactive=True, me=1)
    assert sorted(re.findall(r'data-select="(\w+)"', board)) == ["N1", "N2", "N3", "N4", "S3"]
    assert "data-move" not in board, "while offering, a click on a hole chooses it and sows nothing"
    assert screen.move_text(state, "x:S3,N1", tr) == "offers S3, N1"
    offered = state.play("x:S3,N1")
    panel = GoreScreen().panel_html(offered, tr=tr, interactive=True)
    assert "accepting costs you 12 captured seeds" in panel and 'data-move="+"' in panel and 'data-move="-"' in panel
    assert [screen.move_text(offered, m, tr) for m in ("+", "-")] == ["accepts", "refuses"]
    assert screen.event_message(offered, "-", tr) == "South refused the exchange."
    assert screen.frames(offered, "+") == [] and screen.last_move_marks(offered, "+") == {}


def test_gore_offer_holds_only_what_a_legal_offer_holds_and_escape_clears_it():
    """South has captured 12 seeds: North may offer two holes, not three; a second click unchooses."""
    state = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N")
    screen = GoreScreen()
    assert not screen.clear(), "nothing to clear yet"
    screen.on_action("offer-start", None, state)
    for hole in ("N1", "N2", "N3", "S1"):
        screen.on_select(hole, state)
    assert screen.chosen == {"N1", "N2"}, "a third hole is beyond the price South can pay; South's S1 is not North's"
    screen.on_select("N1", state)
    assert screen.chosen == {"N2"}
    assert screen.clear() and not screen.offering and screen.chosen == set()
    assert not screen.on_action("fit", None, state)
    assert screen.on_action("offer-start", None, state) and screen.on_action("offer-cancel", None, state) and not screen.offering
    broke = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 0:12 N")
    assert 'data-action="offer-start"' not in GoreScreen().panel_html(broke, tr=Translator("en"), interactive=True)
    screen.on_action("offer-start", None, broke)
    assert not screen.offering, "no offer is legal: South has no captured seeds to pay"


def test_gore_holes_to_click_are_focusable_and_the_last_origin_takes_the_focus():
    state = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 0:12 N")
    screen, tr = GoreScreen(), Translator("en")
    board = screen.board_html(state, tr=tr, flipped=False, interactive=True, me=1, marks={"S3": "origin", "S1": "origin"})
    holes = re.findall(r'<g class="hole [^"]*"[^>]*>', board)
    focusable = [h for h in holes if 'tabindex="0"' in h]
    assert sorted(re.search(r'data-hole="(\w+)"', h)[1] for h in focusable) == ["N1", "S3"]
    assert all("aria-label=" in h for h in holes)
    assert [re.search(r'data-hole="(\w+)"', h)[1] for h in holes if "data-focus" in h] == ["S3"], "S1 is South's: not focusable"
    watching = screen.board_html(state, tr=tr, flipped=False, interactive=False, me=0, marks={"S3": "origin"})
    assert "tabindex" not in watching and "data-focus" not in watching


def test_gore_result_names_the_rule_that_ended_it_and_a_victory_without_glory():
    state = from_position("0,0,0,3,0,0,0,4 SSSSNNNN 4:37 S").play("x:S1").play("-").play("N4")
    assert GoreScreen().result_text(state.result(), Translator("en")) == [
        "Game over. North wins: South 7, North 41.",
        "Every hole holds fewer than three seeds; the seeds left go to the holes' owners.",
        "Victory without glory: the winner refused an exchange."]


@pytest.mark.parametrize("lang", ["pl", "en"])
def test_screens_render_and_escape_untrusted_text(lang):
    tr = Translator(lang)
    bad = storage.Unreadable("stolik/v1/game/<script>", "<b>damaged</b>")
    html = screens.home_html(tr, {"gore"}, [saved()], [bad], {}, confirm_delete="g1")
    assert "<script>" not in html and "&lt;script&gt;" in html and "<b>damaged" not in html
    assert screens.new_game_html(tr, "gore", ("easy", "normal", "hard"), ("S", "N")).count('type="radio"') == 8
    for reason in ("small-holes", "repetition", "quiet-turns"):
        assert tr("gore.reason." + reason)
    from stolik.gore.rules_text import RULES
    rules = screens.rules_html(tr, "gore", RULES[lang], True)
    assert "<h3>" in rules and "<li>" in rules
    session = Session.open(saved(moves=("S1", "N1")))
    screen = GoreScreen()
    board = screen.board_html(session.state, tr=tr, flipped=False, interactive=True, me=0)
    page = play_html(session, tr, screen, PlayView(board=board, panel=screen.panel_html(session.state, tr=tr, interactive=True),
                     thinking=False, message="", link="http://x/#a\"b", animating=False)).markup()
    assert 'data-state="human"' in page and 'value="http://x/#a&quot;b"' in page


def test_a_finished_games_score_in_the_saved_list_puts_the_winners_first():
    """'North won 36–12', not '12–36' (player order read like a loss); a draw keeps player order; a win
    the score does not show (three adjacent stones at 4–4) is told without it."""
    en, pl = Translator("en"), Translator("pl")
    assert screens.result_summary(en, ("South", "North"), Result(1, (12, 36))).endswith("North won 36–12")
    assert screens.result_summary(pl, ("Dół", "Góra"), Result(1, (12, 36))).endswith("wygrana: Góra 36–12")
    assert screens.result_summary(en, ("South", "North"), Result(0, (30, 18))).endswith("South won 30–18")
    assert screens.result_summary(en, ("A", "B"), Result(0, (4, 4), "three-adjacent")).endswith("A won")   # not "4–4"
    assert screens.result_summary(en, ("Red", "Blue"), Result(None, (24, 24))).endswith("24–24")
    assert screens.result_summary(en, ("White", "Black"), Result(0)).endswith("White won")


def test_a_saved_games_details_have_no_empty_part():
    """A save with no time (one written before games kept it) lists 'vs computer (easy) · 2 moves', not a
    dangling '·'; a finished one says how it ended before the time."""
    html = screens.home_html(Translator("en"), {"gore"}, [replace(saved(moves=("S1", "N1")), updated=0)], [], {})
    assert re.search(r'<span class="saved-meta">vs computer \(easy\) · 2 moves</span>', html), html
    html = screens.home_html(Translator("en"), {"gore"}, [saved()], [], {"g1": "finished · North won 36–12"})
    assert re.search(r'<span class="saved-meta">vs computer \(easy\) · 0 moves · finished · North won 36–12 · '
                     r'<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d">\d{4}-\d\d-\d\d \d\d:\d\d</time></span>', html), html


def test_a_position_opened_as_a_new_game_does_not_claim_a_link():
    """A pasted Hive GameString opens through the same route as a shared position: the note said
    "Opened from a link" when no link was used."""
    for lang in ("en", "pl"):
        assert "link" not in Translator(lang)("play.from-link").lower()


def test_while_the_computers_worker_boots_the_status_says_it_is_starting_not_thinking():
    session = Session.open(saved())
    session.play("S1", 1.0)
    for lang, starting, thinking in (("en", "Starting the computer…", "The computer is thinking…"),
                                     ("pl", "Uruchamianie komputera…", "Komputer myśli…")):
        tr = Translator(lang)
        page = play_html(session, tr, GoreScreen(), PlayView(board="", panel="", thinking=True, starting=True, message="",
                         link="", animating=False)).markup()
        assert starting in page and thinking not in page
        assert thinking in play_html(session, tr, GoreScreen(), PlayView(board="", panel="", thinking=True, message="",
                                     link="", animating=False)).markup()


def test_gore_says_why_a_hole_cannot_join_the_offer_in_both_languages():
    """The engine's refusal, not the screen, decides: North owns four holes and South has 12 captured seeds
    to pay with, so a third hole is too dear; the note goes with the next click, and with a cancel."""
    state = from_position("6,6,12,6,6,0,0,0 SSNSNNNN 12:0 N")
    screen, en, pl = GoreScreen(), Translator("en"), Translator("pl")
    screen.on_action("offer-start", None, state)
    for hole in ("N1", "N2"):
        screen.on_select(hole, state)
    assert screen.refused is None and 'role="status"' not in screen.panel_html(state, tr=en, interactive=True)
    screen.on_select("S3", state)
    assert screen.chosen == {"N1", "N2"} and screen.refused.code == "price"
    note = '<p class="panel-note warn" role="status">{}</p>'
    assert note.format("South has 12 captured seeds, and S3, N1, N2 would cost 18: offer fewer holes.") in \
        screen.panel_html(state, tr=en, interactive=True)
    assert note.format("Dół ma zbitych ziaren: 12, a D3, G1, G2 kosztowałyby 18: zaproponuj mniej dołków.") in \
        screen.panel_html(state, tr=pl, interactive=True)
    screen.on_select("N2", state)                                # unchoosing one: the note has gone
    assert screen.refused is None and screen.chosen == {"N1"}
    three = from_position("3,3,3,3,3,3,6,6 SSSNNNNN 6:12 S")     # South owns three holes: one is kept
    screen = GoreScreen()
    screen.on_action("offer-start", None, three)
    for hole in ("S1", "S2", "S3"):
        screen.on_select(hole, three)
    assert screen.chosen == {"S1", "S2"}
    assert "You must keep at least one hole" in screen.panel_html(three, tr=en, interactive=True)
    assert screen.on_action("offer-cancel", None, three) and screen.refused is None


def test_every_gore_refusal_has_words_in_both_languages():
    from stolik.core.refusal import Refusal
    from stolik.gore.refusals import CODES
    from stolik.web.games.gore.screen import refusal_text
    detail = {"hole": "S2", "holes": ["S1", "N4"], "most": 3, "price": 12, "captured": 5}
    for tr in (Translator("en"), Translator("pl")):
        texts = [refusal_text(Refusal(code, detail), tr, "North") for code in CODES]
        assert len(set(texts)) == len(CODES) and not any("{" in text or "None" in text for text in texts)
    assert refusal_text(Refusal("not-yours", {"hole": "S2"}), Translator("pl"), "Góra") == "D2 nie jest twoim dołkiem."


def test_a_games_other_name_is_a_span_a_narrow_head_leaves_out():
    """Spór o Bór's "(Schotten Totten)" in a span of its own (the CSS hides it below 1180 px, so the play head
    with a variant's name keeps one row on a 1024 px laptop); a name without one is the name."""
    from stolik.web.play_screen import title_html
    polish = Translator("pl")("game.schotten")
    assert title_html(polish) == 'Spór o Bór<span class="other-name"> (Schotten Totten)</span>'
    assert title_html("Hive & <co>") == "Hive &amp; &lt;co&gt;"
    css = (Path(__file__).resolve().parents[2] / "assets" / "stolik.css").read_text()
    assert re.search(r"@media \(max-width: \d+px\) \{ \.play-head \.other-name \{ display: none; \} \}", css)
