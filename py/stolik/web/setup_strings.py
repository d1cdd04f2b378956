"""The setup screen's strings, in Polish and English (web/i18n.py merges them into the shell's tables); each
game's own words for its controls are in its strings module."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "setup.title": "Set up a position",
        "setup.open": "Set up a position",
        "setup.heading": "{game}: set up a position",
        "setup.intro": "Change the board with the buttons beside it and say who is to move. Each change is checked by the game's rules.",
        "setup.intro-board": "Build the position on the board, each side in turn, as the rules allow; take back what you do not want.",
        "setup.who-moves": "To move",
        "setup.to-move": "{player} to move",
        "setup.ok": "This position can be played.",
        "setup.refused": "This position cannot arise in a game: {reason}.",
        "setup.over": "The game is already over in this position.",
        "setup.link-refused": "The position in the link was not taken ({reason}): this is the start position.",
        "setup.reset": "Start position",
        "setup.reset-done": "The start position again.",
        "setup.computer": "Play the computer from here",
        "setup.friend": "A friend from here",
        "setup.link": "Copy link",
        "why.no-setup": "this game has no setup screen",
    },
    "pl": {
        "setup.title": "Ustaw pozycję",
        "setup.open": "Ustaw pozycję",
        "setup.heading": "{game}: ustaw pozycję",
        "setup.intro": "Zmień planszę przyciskami obok niej i wskaż, kto ma ruch. Każdą zmianę sprawdzają zasady gry.",
        "setup.intro-board": "Zbuduj pozycję na planszy, strony na zmianę, tak jak pozwalają zasady; cofnij to, czego nie chcesz.",
        "setup.who-moves": "Ruch ma",
        "setup.to-move": "Ruch ma: {player}",
        "setup.ok": "Tę pozycję można rozegrać.",
        "setup.refused": "Taka pozycja nie może powstać w grze: {reason}.",
        "setup.over": "W tej pozycji gra jest już skończona.",
        "setup.link-refused": "Nie przyjęto pozycji z linku ({reason}): to pozycja początkowa.",
        "setup.reset": "Pozycja początkowa",
        "setup.reset-done": "Znowu pozycja początkowa.",
        "setup.computer": "Graj z komputerem od tej pozycji",
        "setup.friend": "Gra z przyjacielem od tej pozycji",
        "setup.link": "Kopiuj link",
        "why.no-setup": "ta gra nie ma ekranu ustawiania pozycji",
    },
}
