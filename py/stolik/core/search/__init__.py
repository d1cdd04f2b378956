"""Search written once over the game contract: alpha-beta for perfect information, MCTS for the rest.

Every search reads its time from ``budget.now``; a ``Limit`` of nodes or depth instead of time makes
a search's answer independent of the machine.
"""
from __future__ import annotations

from stolik.core.game import LEVELS
from stolik.core.search.adapter import Adapter, Hooks
from stolik.core.search.alphabeta import SearchResult, alphabeta
from stolik.core.search.limit import Limit
from stolik.core.search.mcts import mcts

__all__ = ["LEVELS", "Adapter", "Hooks", "Limit", "SearchResult", "alphabeta", "mcts"]
