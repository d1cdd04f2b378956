"""State.describe agrees with what the move does: over random games, each described move is played and
the next view is checked against its pawn, squares, covered pawn, points, path and what follows; a roll's
dice and a setup's draws (placement, who starts) are those that playing it draws."""
from hypothesis import given, settings, strategies as st

from stolik.core.errors import GameError
from stolik.core.game import MoveInfo
from stolik.core.rng import Rng
from stolik.kosci import from_position, new_game

BLUE_HOME = "B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12"
HOME = f"A1@D1,A2@B1,A3@C1,A4@E1,A5@F1,A6@G1,{BLUE_HOME}"


def check_move(before, move: str, info: MoveInfo) -> None:
    """One pawn's move against the views before and after it."""
    was, now = before.view(None), before.play(move).view(None)
    pawn = next(p for p in was["pawns"] if p["id"] == info.piece)
    moved = next(p for p in now["pawns"] if p["id"] == info.piece)
    assert pawn["owner"] == before.to_move and pawn["top"] and pawn["square"] == info.origin
    assert moved["square"] == info.to
    assert moved["exited"] == (info.to is None) == (info.tag == "exit")
    if info.to is not None:
        under = now["stacks"][info.to][:-1]
        assert now["stacks"][info.to][-1] == info.piece
        assert info.covers == tuple(under[-1:])
        assert (info.tag == "tower") == bool(info.covers)
        assert info.detail["path"][-1] == info.to
    else:
        assert info.covers == ()
    assert info.captures == () and info.claims == ()
    gain = now["scores"][before.to_move] - was["scores"][before.to_move]
    assert info.detail["gain"] == gain == sum(info.detail["points"].values())
    assert info.detail["points"]["score"] == info.detail["assignment"]["score"]
    assert info.detail["face"] == pawn["face"]
    assert len(info.detail["path"]) <= info.detail["assignment"]["distance"]
    assert f"{info.detail['face']}: {info.origin}→{info.to or 'off'} +{gain}" == move
    assert info.detail["then"] == then(before.view(None), now)


def then(was: dict, now: dict) -> str:
    """What follows a pawn's move, told by the views around it."""
    if now["phase"] == "over":
        return "over"
    if now["to_move"] == was["to_move"]:
        return "again"
    return "last-roll" if now["last_roll"] and not was["last_roll"] else "turn"


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_described_moves_agree_with_the_next_view(seed, chooser):
    state, rng = new_game({"turn_cap": 100}, seed), Rng(chooser)
    while state.result() is None:
        player = state.to_move
        if state.phase == "setup":
            move = "setup random" if rng.below(2) else state.legal_moves()[rng.below(20160)]
            info = state.describe(move)
            after = state.play(move)
            placed = {p["square"]: p["face"] for p in after.view(None)["pawns"] if p["owner"] == player}
            assert info.kind == "setup" and info.detail["placement"] == placed
            assert (info.tag == "random") == (move == "setup random")
            assert info.detail["first"] == (None if after.phase == "setup" else after.to_move)
        else:
            legal = state.legal_moves()
            for move in legal:
                info = state.describe(move)
                assert info.kind == ("move" if info.piece else move) and info.player == player
                if info.kind == "move":
                    check_move(state, move, info)
            move = rng.choice(legal)
            after = state.play(move)
            if move == "roll":
                assert list(after.roll) == state.describe(move).detail["roll"] and after.to_move == player
        state = after


def test_the_first_seed_example_described():
    """Seed 003's first example: 2 is the indicator (pawn 2 on B1), 3 the direction (left), 1 the distance, 6 the score."""
    info = from_position(f"{HOME} 0:0 A 6321").describe("2: B1→A1 +6")
    assert info == MoveInfo("move", 0, piece="A2", origin="B1", to="A1", detail={
        "face": 2, "gain": 6, "points": {"score": 6, "middle": 0, "exit": 0},
        "assignment": {"indicator": 2, "direction": 3, "way": "L", "distance": 1, "score": 6},
        "dice": "i2 d3 m1 s6", "path": ["A1"], "step": [-1, 0], "then": "turn"})


def test_an_exit_has_no_square_and_its_path_stops_at_the_edge():
    """B's pawn 4 on D2 with distance 4 forward leaves over Player One's edge: +score, +20 exit."""
    state = from_position("A1@A5,A2@B5,A3@C5,A4@E5,A5@F5,A6@G5,B1@G11,B2@F11,B3@E11,B4@D2,B5@C11,B6@B11 0:30 B 4414")
    exits = [m for m in state.legal_moves() if m.startswith("4: D2→off")]
    info = state.describe(exits[0])
    assert info.to is None and info.tag == "exit" and info.detail["points"]["exit"] == 20
    assert info.detail["path"] == ["D1"] and info.detail["step"] == [0, -1]


def test_roll_and_setup_tell_what_the_generator_draws_for_them():
    """The screen shows a roll's dice and a random setup from describe, so it never plays a move to see it."""
    state = from_position(f"{HOME} 0:0 A -")
    assert state.describe("roll").detail["roll"] == list(state.play("roll").roll)
    game = new_game({}, 3)
    random = game.describe("setup random")
    assert random.tag == "random" and random.detail["first"] is None
    assert random.detail["placement"] == {p["square"]: p["face"] for p in game.play("setup random").view(None)["pawns"]
                                          if p["square"]}
    second = game.play("setup random")
    lot = second.describe("setup random").detail["first"]
    assert lot == second.play("setup random").to_move and lot in (0, 1)


def test_what_follows_a_tower_an_exit_and_the_last_roll():
    """A tower rolls again (seed 003's second example); the first exit gives the opponent a last roll; an
    exit on that last roll ends the game."""
    tower = from_position(f"A1@E6,A2@B1,A3@C1,A4@D1,A5@E8,A6@G1,{BLUE_HOME} 11:0 A 4123")
    assert tower.describe("1: E6→E8 +13").detail["then"] == "again"
    exits = "A1@C11,A2@B5,A3@C5,A4@D5,A5@E5,A6@F5,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 11:0 A 4125"
    first = from_position(exits)
    assert first.describe("1: C11→off +25").detail["then"] == "last-roll"
    last = from_position("A1@A2,A2@B2,A3@C2,A5@E2,A6@F2,B1@G11,B2@F11,B3@E11,B4@D3,B5@C11,B6@B11 40:20 B 4444 last")
    assert last.describe("4: D3→off +24").detail["then"] == "over"


def test_roll_pass_and_setup_refuse_what_is_not_legal():
    state = from_position(f"{HOME} 0:0 A -")
    for text in ("pass", "2: B1→A1 +6", "setup random", "ROLL"):
        try:
            state.describe(text)
        except GameError as error:
            assert len(str(error)) < 200
        else:
            raise AssertionError(f"{text!r} was described")
