"""What a player is told when something cannot be opened: the kind of failure in their language and words
(``why.<kind>`` strings), never an engine's English message, which is for the console."""
from __future__ import annotations

from typing import Callable

from stolik.core.errors import GameError
from stolik.web.i18n import Translator
from stolik.web.storage import StorageFull


def plain_reason(exc: Exception) -> str:
    """The kind of ``exc`` for the player (a key under "why."): a game error says which it is; a full
    storage is said as such; any other failure is Stolik's own."""
    if isinstance(exc, StorageFull):
        return "storage-full"
    return exc.plain if isinstance(exc, GameError) else "unexpected"


def failure(key: str, exc: Exception) -> Callable[[Translator], str]:
    """The message ``key`` with the reason in the player's words, said in whatever language is chosen when
    it is shown. A damaged link also says what to do about it.

    >>> from stolik.core.errors import RecordError
    >>> failure("error.link", RecordError("the move link is damaged (cut short)"))(Translator("pl"))
    'Nie można otworzyć tego linku: link jest uszkodzony: mógł zostać ucięty albo zmieniony przy kopiowaniu. Poproś o niego jeszcze raz. Nic nie zostało zmienione.'
    """
    plain = plain_reason(exc)
    if key == "error.link" and plain == "damaged":
        plain = "link-damaged"
    return lambda tr: tr(key, reason=tr("why." + plain))
