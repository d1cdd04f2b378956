"""``python -m stolik.hive.convert FILE``: a Hive game from another program (hivegame.com's PGN, a UHP
GameString, a boardspace.net record) printed as a UHP GameString, for other programs.

Exit status: 0 when the whole game was read; 1 when it stops being legal at some move (the legal part is
printed, and on standard error at which move and why); 2 when the file is not a game at all (why, on
standard error).
"""
from __future__ import annotations

import sys

from stolik.hive.game_import import NotAGame, read_game

WHOLE, CUT, NOT_A_GAME = 0, 1, 2


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m stolik.hive.convert FILE   (a hivegame.com PGN, a UHP GameString, a boardspace .sgf)", file=sys.stderr)
        return NOT_A_GAME
    name = args[0]
    try:
        with open(name, encoding="utf-8-sig") as file:
            text = file.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{name}: cannot be read: {exc}", file=sys.stderr)
        return NOT_A_GAME
    try:
        game = read_game(text)
    except NotAGame as exc:
        print(f"{name}: not a Hive game: {exc}", file=sys.stderr)
        return NOT_A_GAME
    print(game.state.position())
    if game.stopped is not None:
        print(f"{name}: read up to {game.stopped}", file=sys.stderr)
        return CUT
    return WHOLE


if __name__ == "__main__":
    sys.exit(main())
