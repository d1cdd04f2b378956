"""The puzzles' markup: the list (the puzzle of the day, the player's numbers, each game's collection)
and one puzzle on its game's board. Pure: built from the controller's state (web/puzzles.py).

The puzzle screen borrows the play screen's frame (``play`` and the game's key as classes), so each
game's stylesheet sizes its board there as it does in a game.
"""
from __future__ import annotations

from collections.abc import Callable

from stolik.core.puzzle import Puzzle
from stolik.web.html import attrs, esc
from stolik.web.puzzles import Puzzles, puzzle_hash
from stolik.web.turns import said

Translate = Callable[..., str]


def _theme(tr: Translate, theme: str) -> str:
    return tr("puzzle.theme." + theme)


def list_html(tr: Translate, puzzles: Puzzles, kept: str = "") -> str:
    """The puzzles screen: the player's rating and streak, the puzzle of the day, ``kept`` (the player's own
    mistakes: web/retry_view.kept_html), each game's progress by theme."""
    notices = "".join(f'<p class="notice" role="status">{esc(text)}</p>'
                      for text in (said(puzzles.message, tr), said(puzzles.failed, tr)) if text)
    if puzzles.unreadable:
        notices += f'<p class="error" role="alert">{esc(tr("puzzle.progress-unreadable"))}</p>'
    head = (f'<h2>{esc(tr("puzzle.title"))}</h2>{notices}'
            f'<p class="head-links"><a class="button" href="#/">{esc(tr("play.home"))}</a></p>')
    if puzzles.collections is None:
        return f'<section class="puzzles" data-state="loading">{head}<p role="status">{esc(tr("app.loading"))}</p></section>'
    progress, today = puzzles.progress, puzzles.today()
    stats = (f'<p class="puzzle-stats" data-role="puzzle-stats">'
             f'{esc(tr("puzzle.rating", rating=round(progress.rating)))} · '
             f'{esc(tr("puzzle.streak", count=progress.streak_on(today)))} · '
             f'{esc(tr("puzzle.solved-count", count=len(progress.solved)))}</p>')
    day = puzzles.daily()
    daily = ""
    if day is not None:
        done = day.id in progress.solved
        daily = (f'<div class="puzzle-daily" data-role="daily"><h3>{esc(tr("puzzle.daily"))}</h3>'
                 f'<p>{esc(tr("game." + day.game))} · {esc(_theme(tr, day.theme))}'
                 + (f' · <strong>{esc(tr("puzzle.done"))}</strong>' if done else "") + '</p>'
                 f'<a class="button primary"{attrs(href=puzzle_hash(day), data_role="daily-link")}>'
                 f'{esc(tr("puzzle.open-daily"))}</a></div>')
    cards = "".join(_collection_html(tr, key, collection, set(progress.solved))
                    for key, collection in puzzles.collections.items())
    return (f'<section class="puzzles" data-state="ready">{head}{stats}{daily}{kept}'
            f'<ul class="game-list puzzle-games">{cards}</ul></section>')


def _collection_html(tr: Translate, key: str, collection: list[Puzzle], solved: set[str]) -> str:
    """A game's card: puzzles solved of all, and a way in by theme (to its first unsolved puzzle)."""
    count = sum(puzzle.id in solved for puzzle in collection)
    themes: dict[str, list[Puzzle]] = {}
    for puzzle in collection:
        themes.setdefault(puzzle.theme, []).append(puzzle)
    rows = []
    for theme, members in themes.items():
        done = sum(puzzle.id in solved for puzzle in members)
        first = next((p for p in members if p.id not in solved), members[0])
        rows.append(f'<li><a{attrs(href=puzzle_hash(first))}>{esc(_theme(tr, theme))}</a> '
                    f'<span class="saved-meta">{done}/{len(members)}</span></li>')
    first = next((p for p in collection if p.id not in solved), collection[0])
    label = tr("puzzle.progress", solved=count, total=len(collection))
    return (f'<li class="game-card"{attrs(data_game=key)}><h2>{esc(tr("game." + key))}</h2>'
            f'<p>{esc(label)}</p><progress{attrs(max=len(collection), value=count, aria_label=label)}></progress>'
            f'<ul class="puzzle-themes">{"".join(rows)}</ul>'
            f'<div class="actions"><a class="button primary"{attrs(href=puzzle_hash(first))}>{esc(tr("puzzle.start"))}</a></div></li>')


def puzzle_html(tr: Translate, puzzles: Puzzles) -> str:
    """One puzzle: the board of its game, what happened in the status live region, and what may be done next."""
    puzzle, game, position = puzzles.puzzle, puzzles.state.game, puzzles.position
    if puzzle is None or game is None:
        return list_html(tr, puzzles)
    names = game.player_names(tr)
    board = game.board_html(position, tr=tr, flipped=puzzles.side == 1, interactive=puzzles.solving(),
                            me=puzzles.side, marks=puzzles.marks)
    panel = game.panel_html(position, tr=tr, interactive=True, tools=False) if puzzles.solving() else ""
    collection = (puzzles.collections or {}).get(puzzle.game, [])
    number = next((i for i, p in enumerate(collection, 1) if p.id == puzzle.id), 0)
    status = said(puzzles.message, tr) or tr("puzzle.find", player=names[puzzles.side])
    # the theme names the answer's kind: said once the answer is found or shown, not while solving
    ended = puzzles.outcome in ("solved", "shown")
    buttons = []
    if puzzles.outcome in ("wrong", "shown"):
        buttons.append(f'<button class="primary"{attrs(data_action="puzzle-retry")}>{esc(tr("puzzle.retry"))}</button>')
    if puzzles.outcome in ("", "wrong"):
        buttons.append(f'<button{attrs(data_action="puzzle-answer")}>{esc(tr("puzzle.show-answer"))}</button>')
    if ended:
        buttons.append(f'<button class="primary"{attrs(data_action="puzzle-next")}>{esc(tr("puzzle.next"))}</button>')
    daily = f'<p class="variant">{esc(tr("puzzle.daily"))}</p>' if puzzles.is_daily() else ""
    theme = f'<p class="variant"{attrs(data_role="theme")}>{esc(_theme(tr, puzzle.theme))}</p>' if ended else ""
    head = (f'<h2>{esc(tr("puzzle.heading", game=tr("game." + puzzle.game), number=number, total=len(collection)))}</h2>'
            f'{daily}{theme}'
            f'<p class="head-links"><a class="button" href="#/puzzles">{esc(tr("puzzle.all"))}</a> '
            f'<a class="button" href="#/">{esc(tr("play.home"))}</a> '
            f'<a class="button"{attrs(href=f"#/rules/{puzzle.game}")}>{esc(tr("play.rules"))}</a></p>')
    side = (f'<h3>{esc(tr("puzzle.title"))}</h3><p>{esc(tr("puzzle.you-play", player=names[puzzles.side]))}</p>'
            f'<p>{esc(tr("puzzle.rating", rating=round(puzzles.progress.rating)))}</p>')
    section = attrs(id="puzzle", class_=f"play puzzle {puzzle.game}", data_game=puzzle.game, data_puzzle=puzzle.id,
                    data_state=puzzles.outcome or "solving", data_position=position.position())
    return board_frame_html(tr, section, head=head, board=board, status=status, panel=panel, buttons=buttons, side=side)


def board_frame_html(tr: Translate, section: str, *, head: str, board: str, status: str, panel: str,
                     buttons: list[str], side: str) -> str:
    """An exercise on a game's board (a puzzle, a lesson's step) in the play screen's frame: its head, the
    board taking keys, what happened in the status live region, the game's panel, what may be done next."""
    keys = attrs(class_="board-wrap", id="board-wrap", tabindex="-1", aria_describedby="keys-hint")
    return (f'<section{section}><div class="play-head">{head}</div>'
            f'<div class="play-main"><div{keys}>{board}</div>'
            f'<p class="keys-hint" id="keys-hint">{esc(tr("play.keys"))}</p>'
            f'<div class="status" id="status" role="status" aria-live="polite"><p>{esc(status)}</p></div>'
            f'<div id="panel">{panel}</div>'
            f'<div class="controls" role="toolbar">{"".join(buttons)}</div></div>'
            f'<aside class="play-side">{side}</aside></section>')
