"""Schotten Totten's hand rows (hand.py), the panel beside the table (panel.py), the decks and discard
(decks.py) and the variants with the long duel (variants.py), each on real positions under CPython."""
from __future__ import annotations

import html

from stolik.core.game import Result
from stolik.schotten import from_position
from stolik.web.games.schotten.decks import decks_html
from stolik.web.games.schotten.flows import card_moves
from stolik.web.games.schotten.hand import caption, hand_row, return_move, return_order
from stolik.web.games.schotten.panel import button, flow_help, panel_html
from stolik.web.games.schotten.variants import duel_of, from_form, match_text, named, next_game
from stolik.web.i18n import Translator
from test_schotten_web import ALL_TACTICS, CLAIMS, moves_in, pos, selects_in

EN, PL = Translator("en"), Translator("pl")
NAMES = ("A", "B")
RETURNING = pos([], ["g1", "g2", "r1", "SPY"], ["b9"], flags="t", phase="return",
                tactic_deck=["SHIELD", "BLIND", "MUD", "STRATEGIST", "BANSHEE", "TRAITOR", "JOKER", "JOKER"],
                discard=["RECRUITER"], played=(("RECRUITER",), ()))


def described(state):
    return {move: state.describe(move) for move in state.legal_moves()}


def test_a_hand_caption_breaks_only_between_its_count_and_its_kinds():
    assert caption("A: 7 cards in hand (4 clan, 3 tactic)") == "<span>A: 7 cards in hand</span> <span>(4 clan, 3 tactic)</span>"
    assert caption("A & B") == "<span>A &amp; B</span>"


def test_the_viewer_sees_their_cards_as_buttons_the_other_hand_as_backs():
    state = from_position(CLAIMS)
    view, moves = state.view(0), described(state)
    mine = hand_row(view, 0, 0, EN, NAMES, moves, "st-bottom", chosen="r9")
    assert sorted(selects_in(mine)) == sorted(f"card:{card}" for card in view["hand"])
    assert mine.count('aria-pressed="true"') == 1 and 'data-select="card:r9" aria-pressed="true"' in mine
    theirs = hand_row(view, 1, 0, EN, NAMES, moves, "st-top")
    assert theirs.count('class="card-back clan"') == 6 and "data-select" not in theirs and "blue ■ 9" not in theirs
    still = hand_row(view, 0, 0, EN, NAMES, {}, "st-bottom")                  # not their turn: pictures only
    assert "<button" not in still and still.count('class="hand-card still"') == 6
    shown = hand_row(view, 1, 0, EN, NAMES, {}, "st-top", shown=["b9", "g9"])   # a finished game: face up
    assert "blue ■ 9" in shown and "card-back" not in shown


def test_the_recruiters_cards_go_back_in_the_order_chosen_when_that_order_is_a_move():
    state = from_position(RETURNING)
    hand, moves = state.view(0)["hand"], described(state)
    assert hand == ["r1", "g1", "g2", "SPY"]
    assert return_order(hand, moves, [2, 1]) == ["g2", "g1"] and return_move(hand, moves, [2, 1]) == "return g2 g1"
    assert return_order(hand, moves, [3, 1]) == ["g1", "SPY"] and return_move(hand, moves, [3, 1]) == "return g1 SPY"
    assert return_move(hand, moves, [1]) is None                              # two must go back
    row = hand_row(state.view(0), 0, 0, EN, NAMES, moves, "st-bottom", returning=[2])
    assert selects_in(row) == ["ret:0", "ret:1", "ret:2", "ret:3"] and row.count('aria-pressed="true"') == 1


def test_a_panel_button_is_disabled_when_it_plays_nothing():
    assert button("draw", "Draw", True) == '<button class="primary" data-move="draw">Draw</button>'
    assert button(None, "Put them back") == "<button disabled>Put them back</button>"
    assert button(None, "Cancel", action="cancel") == '<button data-action="cancel">Cancel</button>'


def test_the_flow_help_says_the_next_step_and_offers_the_strategists_discard():
    state = from_position(pos(["r7,r8:g5,g6"], ["STRATEGIST", "o2"], ["b9"], flags="t",
                              tactic_deck=[c for c in ALL_TACTICS if c != "STRATEGIST"]))
    moves = described(state)
    first = html.unescape(flow_help(EN, moves, "STRATEGIST", None))
    assert "Strategist: choose one of your cards on the table." in first and moves_in(first) == []
    then = html.unescape(flow_help(EN, moves, "STRATEGIST", "r7@1"))
    assert "Strategist: choose another stone for red ● 7 from stone 1, or discard it." in then
    assert moves_in(then) == ["STRATEGIST r7@1>x"] and 'data-action="cancel"' in then
    assert moves_in(flow_help(EN, moves, "o2", None)) == [] and "choose a stone" in flow_help(EN, moves, "o2", None)
    assert set(card_moves(moves, "o2")) <= set(moves)


def test_the_panel_asks_about_stones_and_answers_for_the_one_asked():
    state = from_position(CLAIMS)
    moves = described(state)
    plain = panel_html(state, moves, EN, NAMES, card=None, source=None, returning=[], why=None, note="")
    assert selects_in(plain) == ["why:2"] and 'class="refusal"' not in plain and "Choose a card from your hand." in plain
    asked = panel_html(state, moves, EN, NAMES, card=None, source=None, returning=[], why=2, note="schotten.why.nowhere")
    assert 'aria-pressed="true"' in asked and 'class="refusal" role="status"' in asked
    assert asked.count('class="card-pic') == 2 and 'data-action="close-why"' in asked     # the two beating cards
    assert '<p class="panel-note warn" role="status">There is no place for this card now.</p>' in asked


def test_the_return_panel_names_the_chosen_cards_and_sends_their_move():
    state = from_position(RETURNING)
    markup = html.unescape(panel_html(state, described(state), EN, NAMES, card=None, source=None, returning=[2, 1],
                                      why=None, note=""))
    assert "Chosen: green ▲ 2, green ▲ 1" in markup and moves_in(markup) == ["return g2 g1"]


def test_the_decks_the_tactics_played_and_the_limit_are_said_to_the_viewer_only():
    state = from_position(pos(["JOKER:"], ["JOKER", "SPY", "o2"], ["b9"], flags="t", played=(("JOKER",), ()),
                              tactic_deck=["SHIELD", "BLIND", "MUD", "RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR"]))
    view = state.view(0)
    mine = decks_html(view, EN, NAMES, 0)
    assert "Tactic deck: 7" in mine and "A played 1 tactic card: Joker" in mine and "one tactic card ahead" in mine
    assert 'class="limit"' not in decks_html(view, EN, NAMES, None)            # between friends, covered: nobody's
    plain = decks_html(from_position(CLAIMS).view(0), EN, NAMES, 0)
    assert "Tactic deck" not in plain and "tactics-played" not in plain and "Discard pile (0, face up)" in plain


def test_the_variants_from_the_form_and_by_name():
    """A long duel the game does not offer (11 games, a target of 12) or a damaged field is a single game."""
    assert from_form(1, {"tactics": "1", "duel": "t15"}) == {"tactics": True, "expert": False, "duel_games": 0,
                                                             "duel_target": 15, "first": 1}
    assert from_form(0, {"duel": "g11"})["duel_games"] == 0 and from_form(0, {"duel": "t12"})["duel_target"] == 0 and from_form(0, {"duel": "x3"})["duel_target"] == 0
    assert duel_of({"duel_games": None}) == (0, 0) and duel_of({"duel_games": 3, "duel_target": 0}) == (3, 0)
    assert named({"tactics": True, "duel_target": 20}, EN) == ["special units", "long duel to 20 points"]
    assert named({}, PL) == []


def test_a_long_duel_alternates_who_starts_until_it_is_over():
    options = {"tactics": False, "expert": False, "duel_games": 0, "duel_target": 10, "first": 0}
    assert next_game(options, [Result(0, (5, 1), "five-stones")]) == {**options, "first": 1}
    over = [Result(0, (5, 1), "five-stones"), Result(0, (3, 2), "three-adjacent")]      # 5 + 5 = 10
    assert next_game(options, over) is None and match_text(options, over, EN, NAMES)[-1] == "A wins the long duel."
    single = {**options, "duel_target": 0}
    assert next_game(single, over) is None and match_text(single, over, EN, NAMES) == []
