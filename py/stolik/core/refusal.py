"""Why a player cannot do what they try, as one value in every game, so views say it in any language.

Each game's ``State.refusal(attempt)`` answers it (None when the attempt can be played): Hive for a
MoveString, Mądre kości for the dice given roles, Schotten Totten for a hand card or a claim, Goré for
a move text. The
``code`` names the rule (the game's strings translate it); ``detail`` holds what the sentence needs.

>>> Refusal("covered", {"pawn": 3}).code
'covered'
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping


@dataclass(frozen=True)
class Refusal:
    """The rule that refuses an attempt (``code``, a short word the game documents) and the facts a
    sentence about it needs (``detail``: plain JSON values, e.g. a pawn, a piece, formations)."""

    code: str
    detail: Mapping[str, Any] = field(default_factory=dict)
