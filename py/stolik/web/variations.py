"""The analysis board's tree of lines from one position: every move tried is kept, as in a chess study.

Each node but the root is a move played from its parent's position. A node's first child continues its
line; the others are variations beside it (lichess's and chess GUIs' convention). Playing a move that
was tried before from the same position goes back into that line instead of growing a twin. Pure: the
engine's states are computed once, when a move is first played.

>>> from stolik.gore import new_game
>>> tree = Variations(new_game({"first": "S"}, 0))
>>> first = tree.play("S1"); second = tree.play("N2")
>>> tree.goto(first); other = tree.play("N3")
>>> [tree.moves[n] for n in tree.children[first]], tree.line(other)
(['N2', 'N3'], [1, 3])
>>> tree.goto(0); tree.play("S1") == first and tree.at == first
True
"""
from __future__ import annotations

from typing import Any


class Variations:
    def __init__(self, start: Any) -> None:
        self.states: list[Any] = [start]        # each node's position (the root's: the start)
        self.moves: list[str] = [""]            # the move that led to each node ("" at the root)
        self.parents: list[int] = [-1]
        self.children: list[list[int]] = [[]]
        self.at = 0                             # the node shown

    @property
    def state(self) -> Any:
        return self.states[self.at]

    def play(self, move: str) -> int:
        """Play ``move`` (legal in the position shown) and show its node: the one tried before, or a new one."""
        for child in self.children[self.at]:
            if self.moves[child] == move:
                self.at = child
                return child
        self.states.append(self.state.play(move))
        self.moves.append(move)
        self.parents.append(self.at)
        self.children.append([])
        self.children[self.at].append(len(self.states) - 1)
        self.at = len(self.states) - 1
        return self.at

    def goto(self, node: int) -> None:
        if 0 <= node < len(self.states):
            self.at = node

    def back(self) -> None:
        if self.at:
            self.at = self.parents[self.at]

    def forward(self) -> None:
        """On along the line shown: the first line tried from here."""
        if self.children[self.at]:
            self.at = self.children[self.at][0]

    def first(self) -> None:
        self.at = 0

    def last(self) -> None:
        while self.children[self.at]:
            self.at = self.children[self.at][0]

    def line(self, node: int) -> list[int]:
        """The nodes from the first move to ``node``."""
        found = []
        while node > 0:
            found.append(node)
            node = self.parents[node]
        return found[::-1]

    def remove(self, node: int) -> None:
        """Forget a variation (``node`` and what follows it); the position shown goes to its parent when it was inside."""
        if node <= 0:
            return
        if node == self.at or node in self.line(self.at):
            self.at = self.parents[node]
        self.children[self.parents[node]].remove(node)
