"""Why a Schotten Totten position string, or a table typed into the proof tool, is refused: each rule's code and
its English sentence (position.py raises them, and analysis.py, cards.py and formations.py for the tool's table;
the page says the code in the player's language: web/games/schotten/position_strings.py).

Params: ``text``, ``mark``, ``card``, ``phase`` and ``extra``/``missing`` are bad parts of the text already
quoted (``extra_cards``/``missing_cards`` are those cards themselves, for the page to name), ``player`` a
player's letter (A or B), ``stone`` a stone's number (1-9), ``side`` a side of the tool's table (``mine``,
``theirs``), the rest numbers. A quoted param ``X`` may come with ``X_cards``, the cards it quotes, for the page
to name them its way.
"""
from __future__ import annotations

from stolik.core.errors import PositionError, position_error

WORDING: dict[str, str] = {
    # reading the text
    "not-text": "{text} is not a position string",
    "too-long": "a position has at most {most} characters, not {length}: {text}",
    "fields": "a position has 10 fields, {text} has {count}",
    "flags": "flags {text} are not '-' or letters from 'te'",
    "turn-player": "turn {text} must start with player 0 or 1",
    "turn-phase": "turn {text} names no phase of {phases}",
    "recruit-left": "turn {text} must say how many recruit draws are left (1-3)",
    "turn-extra": "turn {text} has extra text {extra}",
    "stone-count": "{count} stones in {text}; there are {stones}",
    "played-field": "played {text} must be <A>|<B>",
    "passes": "passes {text} must be 0, 1 or 2",
    # one stone
    "bad-mark": "stone {stone}: mark {mark} is not +BLIND, +MUD, #0, #1, ^0 or ^1",
    "mark-twice": "stone {stone}: {text} repeats a mark",
    "not-a-stone": "stone {stone}: {text} is not <side A>:<side B>",
    "side-too-full": "stone {stone}: a side holds at most {size} cards, not {count}",
    "not-on-a-side": "stone {stone}: {card} cannot lie on a side",
    "say-who-first": "stone {stone}: both sides complete; say who was first with ^0 or ^1",
    "first-not-complete": "stone {stone}: ^{first} says side {player} was completed first, but it is not complete",
    # the cards
    "cards-add-up": "cards do not add up: extra {extra}, missing {missing}",
    "not-clan-deck": "{card} cannot lie in the clan deck",
    "not-tactic-deck": "{card} cannot lie in the tactic deck",
    "played-not-tactic": "{card} in the played list is not a tactic card",
    # the tactic cards
    "played-mismatch": "the played lists {text} are not the tactic cards on the table and in the discard pile",
    "tactics-ahead": "a player is more than one tactic card ahead",
    "two-jokers": "player {player} played two Jokers; each may place only one",
    "troop-not-played": "player {player} has a troop card on their side that they did not play",
    "mode-discarded": "Blind-man's bluff and Mud fight lie on a stone; nothing puts them on the discard pile",
    "discard-too-many": "more cards in the discard pile than Banshee and Strategist could have put there",
    # the turn
    "phase-variant": "phase {phase} does not occur in this variant",
    "phase-recruiter": "phase {phase} follows the Recruiter, which player {player} has not played",
    "recruit-empty": "a Recruiter draw with both decks empty",
    "return-empty": "the Recruiter's return with an empty hand",
    "after-pass": "a pass ends the turn, so phase {phase} cannot follow one",
    "hand-too-big": "player {player} holds {count} cards; at most {most} here",
    # the claims
    "passes-unclaimed": "stone {stone}: after two passes a stone with a complete side has an owner",
    "claim-incomplete": "stone {stone}: claimed by {player}, whose side is not complete",
    "claim-loses": "stone {stone}: claimed by {player}, whose group loses there",
    "claim-unproven": "stone {stone}: claimed by {player} without a proof",
    "both-win": "both players meet a win condition; the game ends at the first",
    # one stone's table (the proof tool): the cards and modes
    "not-a-card": "{card} is not a card here (clan cards look like 'r7'; troops: JOKER, SPY, SHIELD)",
    "not-clan": "{card} is not a clan card (colour letter of {colours} and a value 1-9)",
    "not-a-mode": "{mode} is not a stone mode (BLIND or MUD)",
    "mode-twice": "a mode lies on a stone once: {modes}",
    "side-card-twice": "{side} holds the same clan card twice: {group}",
    "side-over-size": "{side} has {count} cards, more than the {size} a side holds here",
    "both-sides": "{card} cannot lie on both sides",
    "seen-not-clan": "only clan cards count as seen, not {card}",
    "clan-twice": "a clan card lies twice: {card}",
    "troop-copies": "{card} has only {count} copies",
    # comparing two complete sides
    "first-letter": "first must be 'A' or 'B', not {first}",
    "side-incomplete": "side {player} has {count} cards; a complete side here has {size}",
}


def refused(code: str, **params: object) -> PositionError:
    """The PositionError of rule ``code``, its English made from WORDING."""
    return position_error(WORDING, code, **params)
