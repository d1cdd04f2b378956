"""The toy's strings: its title and blurb for the home screen."""
STRINGS = {
    "en": {"game.toy": "Nim", "game.toy.blurb": "Take the last counter.", "toy.took": "{player} took {count}."},
    "pl": {"game.toy": "Nim", "game.toy.blurb": "Weź ostatni żeton.", "toy.took": "{player} bierze {count}."},
}
