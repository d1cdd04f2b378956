"""How a chosen Schotten Totten hand card reaches its target (web/games/schotten/flows.py): each card's flow
from its moves' tag, the cards that may be carried onto a stone, and what the table answers a click with
before a card is chosen, for each flow, and for a Traitor before and after it took a table card."""
from __future__ import annotations

from stolik.schotten import from_position
from stolik.web.games.schotten.flows import (CARRIED, card_moves, carried_cards, claim_numbers, complete_unclaimed,
                                             flow_of, source_of, table_card, table_targets)
from stolik.web.i18n import Translator
from test_schotten_web import ALL_TACTICS, CLAIMS, pos

EN = Translator("en")
RUSES = from_position(pos(["r7,r8:g5,g6", "y1:b2"], ["BANSHEE", "TRAITOR", "STRATEGIST", "o2", "MUD", "RECRUITER"],
                          ["b9", "g9"], flags="t", tactic_deck=["SPY", "SHIELD", "BLIND", "JOKER", "JOKER"]))


def described(state):
    return {move: state.describe(move) for move in state.legal_moves()}


def test_each_cards_flow_follows_the_tag_describe_gives_its_moves():
    moves = described(RUSES)
    flows = {card: flow_of(moves, card) for card in ("BANSHEE", "TRAITOR", "STRATEGIST", "o2", "MUD", "RECRUITER")}
    assert flows == {"BANSHEE": "take", "TRAITOR": "move", "STRATEGIST": "move", "o2": "side", "MUD": "stone",
                     "RECRUITER": "panel"}
    assert flow_of(moves, None) == "" and flow_of(moves, "r1") == ""          # nothing chosen, a card not in hand


def test_only_cards_placed_on_a_side_or_a_stone_are_carried_and_only_while_placing():
    moves = described(RUSES)
    assert carried_cards(RUSES.view(0), moves) == {"o2", "MUD"}
    assert all(flow_of(moves, card) in CARRIED for card in carried_cards(RUSES.view(0), moves))
    drawing = RUSES.play("o2@3")
    assert drawing.view(0)["phase"] != "play" and carried_cards(drawing.view(0), described(drawing)) == frozenset()


def test_the_moves_of_a_card_and_the_table_card_a_ruse_takes():
    moves = described(RUSES)
    assert sorted(card_moves(moves, "BANSHEE")) == ["BANSHEE b2@2", "BANSHEE g5@1", "BANSHEE g6@1"]
    info = moves["TRAITOR g5@1>3"]
    assert table_card(info) == (1, 1, "g5") and source_of(info) == "g5@1"
    assert table_card(moves["STRATEGIST r7@1>x"]) == (1, 0, "r7")


def test_complete_stones_answer_with_their_claim_or_the_question_why_not():
    state = from_position(CLAIMS).play("r9@1")
    moves = described(state)
    assert claim_numbers(moves) == {1: "claim 1"} and complete_unclaimed(state.view(0), 0) == [1, 2]
    targets = table_targets(EN, state.view(0), moves, None, None)
    assert targets.stones == {1: ("move", "claim 1", "Claim stone 1"), 2: ("select", "why:2", "Why can't I claim stone 2?")}
    assert targets.claimable == {1} and not targets.sides and not targets.cards


def test_a_placed_card_lights_the_sides_an_environment_card_the_stones_without_claim_questions():
    state = from_position(pos(["r1,b1,g1:y2"], ["MUD", "o2"], ["b9"], flags="t",
                              tactic_deck=[c for c in ALL_TACTICS if c != "MUD"]))
    moves, view = described(state), state.view(0)
    side = table_targets(EN, view, moves, "o2", None)
    assert {n: move for n, (_, move, _) in side.sides.items()} == {n: f"o2@{n}" for n in range(2, 10)}
    assert side.stones == {1: ("select", "why:1", "Why can't I claim stone 1?")}
    stone = table_targets(EN, view, moves, "MUD", None)
    assert not stone.sides and sorted(move for _, move, _ in stone.stones.values()) == sorted(card_moves(moves, "MUD"))
    assert stone.stones[2][2] == "Put Mud fight on stone 2"


def test_a_traitor_first_lights_the_cards_it_may_take_then_where_the_taken_card_goes():
    moves, view = described(RUSES), RUSES.view(0)
    first = table_targets(EN, view, moves, "TRAITOR", None)
    assert {kind for kind, _, _ in first.cards.values()} == {"select"} and not first.sides
    assert first.cards[(1, 1, "g5")] == ("select", "src:g5@1", "Take green ▲ 5 from stone 1")
    then = table_targets(EN, view, moves, "TRAITOR", "g5@1")
    assert then.chosen == (1, 1, "g5")
    assert sorted(move for _, move, _ in then.sides.values()) == sorted(m for m in moves if m.startswith("TRAITOR g5@1>"))
    banshee = table_targets(EN, view, moves, "BANSHEE", None)
    assert banshee.cards[(2, 1, "b2")] == ("move", "BANSHEE b2@2", "Discard blue ■ 2 from stone 2")
