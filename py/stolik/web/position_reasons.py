"""Why the engine refuses a position, in the player's language: a PositionError's rule ``code`` said by its
game's strings (``<game>.position.<code>``, web/games/<game>/position_strings.py), its params named as that
game's page names them (the game's ``Draft.reason_words``). An error with no code keeps the engine's English,
so nothing the engine said is ever lost. ``position_reason`` itself lives in web/screen.py, beside
``Draft.reason_words``, so a game's own screens (Schotten's proof tool) say an engine's refusal the same way.

>>> from stolik.gore import from_position
>>> from stolik.web.i18n import Translator
>>> try:
...     from_position("6,6,6,6,6,6,6,6 SSSSSSSS 0:0 S")
... except PositionError as exc:
...     reason = position_reason("gore", exc, lambda tr, params: {**params, "player": tr("gore.player.1")})
>>> reason(Translator("pl"))
'Góra musi mieć co najmniej jeden dołek'
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from stolik.core.errors import PositionError
from stolik.web.games import has_setup, setup_module
from stolik.web.reasons import failure
from stolik.web.screen import position_reason


def refused_link(game: str, exc: Exception) -> Callable[[Any], str]:
    """A link to a position of ``game`` (to play, to analyse) that cannot open: the usual message, and where the
    engine names the rule the position breaks, that rule in the player's language."""
    if isinstance(exc, PositionError) and exc.code is not None and has_setup(game):
        said = position_reason(game, exc, setup_module(game).DRAFT.reason_words)
        return lambda tr: tr("error.link", reason=f'{tr("why.position")}: {said(tr)}')
    return failure("error.link", exc)
