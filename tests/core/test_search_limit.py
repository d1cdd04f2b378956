"""Search limits that do not depend on time (issue 29): a node limit stops alpha-beta at the same
node on any machine, and a caller's limit replaces a level's clock but not its strength."""
from __future__ import annotations

from stolik.core.search import Limit, alphabeta
from stolik.core.search.limit import resolve
from stolik.gore import new_game
from stolik.gore.ai import ADAPTER


def test_a_node_limit_stops_alphabeta_at_the_same_node_every_time():
    state = new_game({}, 1)
    runs = [alphabeta(state, ADAPTER, max_depth=64, max_nodes=3000) for _ in range(3)]
    assert len({(r.move, r.score, r.depth, r.nodes) for r in runs}) == 1
    assert 3000 < runs[0].nodes <= 3000 + 64          # checked every 64 nodes, like the clock
    assert runs[0].depth < 64                          # it stopped by nodes, not by depth


def test_a_node_limit_never_reached_changes_nothing():
    state = new_game({}, 1)
    plain, unlimited = (alphabeta(state, ADAPTER, max_depth=4, **kw) for kw in ({}, {"max_nodes": 10**9}))
    assert (plain.move, plain.score, plain.depth, plain.nodes, plain.scores) == \
        (unlimited.move, unlimited.score, unlimited.depth, unlimited.nodes, unlimited.scores)


def test_a_callers_limit_replaces_the_levels_clock_not_its_strength():
    level = Limit(seconds=0.45, depth=30)
    assert resolve(None, level) == level                               # the page: the level as it was
    assert resolve(Limit(nodes=500), level) == Limit(nodes=500, depth=30)
    assert resolve(Limit(depth=40), level) == Limit(depth=30)          # never deeper than the level
    assert resolve(Limit(seconds=2.0), Limit(seconds=1.0, nodes=1200)) == Limit(seconds=2.0, nodes=1200)
