"""Search written once over the game contract: alpha-beta for perfect information, MCTS for the rest.

Every search reads its time from ``budget.now``, so the host can stop one nobody waits for.
"""
from __future__ import annotations

from stolik.core.game import LEVELS
from stolik.core.search.adapter import Adapter, Hooks
from stolik.core.search.alphabeta import SearchResult, alphabeta
from stolik.core.search.budget import Stopped
from stolik.core.search.mcts import mcts

__all__ = ["LEVELS", "Adapter", "Hooks", "SearchResult", "Stopped", "alphabeta", "mcts"]
