"""Why a Hive position (a UHP GameString) is refused (stolik/hive/position_wording.py's codes), in English and
Polish: a clause the setup screen puts after "This position cannot arise in a game:". ``{reason}`` of a move that
breaks a rule of play is that rule as the move refusals say it (hive.refusal.*); ``{text}`` and ``{move}`` are
the bad parts of the text, quoted as they were written."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "hive.position.not-text": "a GameString must be text",
        "hive.position.too-long": "{text} is too long for a GameString ({length} characters, at most {most})",
        "hive.position.not-a-game-type": "{text} does not name the bugs in play (Base, Base+M, … Base+MLP)",
        "hive.position.not-a-game-string": "{text} is not a GameString: GameType;GameState;Turn;moves…",
        "hive.position.not-a-game-state": "{text} is not a GameState ({states})",
        "hive.position.too-many-moves": "{count} moves, but a game of Hive ends by {most}",
        "hive.position.turn-mismatch": "{text} does not match the moves: it is {turn}",
        "hive.position.state-mismatch": "{text} does not match the moves: the game is {status}",
        "hive.position.after-the-end": "move {number} ({move}) comes after the end of the game",
        "hive.position.move-unreadable": "move {number} ({move}) is not a move",
        "hive.position.move-refused": "move {number} ({move}) cannot be played: {reason}",
    },
    "pl": {
        "hive.position.not-text": "GameString musi być tekstem",
        "hive.position.too-long": "{text} jest za długi jak na GameString (znaków: {length}, najwyżej {most})",
        "hive.position.not-a-game-type": "{text} nie mówi, jakie owady są w grze (Base, Base+M, … Base+MLP)",
        "hive.position.not-a-game-string": "{text} to nie GameString: GameType;GameState;Turn;ruchy…",
        "hive.position.not-a-game-state": "{text} to nie GameState ({states})",
        "hive.position.too-many-moves": "ruchów jest {count}, a partia Hive kończy się najpóźniej po {most}",
        "hive.position.turn-mismatch": "{text} nie zgadza się z ruchami: jest {turn}",
        "hive.position.state-mismatch": "{text} nie zgadza się z ruchami: stan gry to {status}",
        "hive.position.after-the-end": "ruch {number} ({move}) następuje po końcu gry",
        "hive.position.move-unreadable": "ruch {number} ({move}) nie jest zapisem ruchu",
        "hive.position.move-refused": "ruchu {number} ({move}) nie można zagrać: {reason}",
    },
}
