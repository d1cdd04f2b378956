"""Screens as HTML text: home, the new-game form, rules. Pure functions of data and a translator."""
from __future__ import annotations

import time
from typing import Any, Callable

from stolik.games import ENGINES
from stolik.web.html import attrs, clip, esc
from stolik.web.storage import LINK_COPY, SavedGame, Unreadable


def home_html(tr: Callable[..., str], playable: set[str], saved: list[SavedGame], unreadable: list[Unreadable],
              results: dict[str, str], confirm_delete: str = "", tools: dict[str, dict[str, str]] | None = None,
              turns: dict[str, tuple[bool, str]] | None = None, variants: dict[str, str] | None = None,
              scores: dict[str, str] | None = None) -> str:
    """The game picker, then saved games (with unreadable entries listed, never hidden).

    ``turns``: for games played by link, (my turn?, "Your move" / "Waiting for Anna"); my turns come first.
    ``variants``: the options a game was started with, named ("special units · expert").
    ``scores``: a match going on in one entry (a long duel by link), its score so far.
    """
    turns, variants, scores = turns or {}, variants or {}, scores or {}
    saved = sorted(saved, key=lambda game: not turns.get(game.id, (False, ""))[0])   # stable: newest first within
    cards = []
    for key in ENGINES:                       # every game, in the registry's order
        ready = key in playable
        tool_links = "".join(f'<a class="button"{attrs(href=f"#/tool/{key}/{name}")}>{esc(tr(title))}</a>'
                             for name, title in (tools or {}).get(key, {}).items())
        buttons = (f'<button class="primary"{attrs(data_action="new", data_game=key)}>{esc(tr("home.new"))}</button>'
                   f'<a class="button"{attrs(href=f"#/rules/{key}")}>{esc(tr("home.rules"))}</a>{tool_links}'
                   if ready else f'<span class="soon">{esc(tr("home.soon"))}</span>')
        cards.append(f'<li class="game-card{"" if ready else " disabled"}"{attrs(data_game=key)}>'
                     f'<h2>{esc(tr("game." + key))}</h2><p>{esc(tr("game." + key + ".blurb"))}</p>'
                     f'<div class="actions">{buttons}</div></li>')
    def confirm_row(ident: str, what: str) -> str:
        return (f'<li class="saved confirm"{attrs(data_id=ident)} role="alert">'
                f'<span>{esc(tr("home.confirm-delete", game=what))}</span>'
                f'<span class="actions"><button class="danger"{attrs(data_action="delete-confirm", data_id=ident)}>'
                f'{esc(tr("home.delete"))}</button>'
                f'<button{attrs(data_action="delete-cancel")}>{esc(tr("new.cancel"))}</button></span></li>')

    def keep_buttons(ident: str) -> str:
        return (f'<button{attrs(data_action="export", data_id=ident)}>{esc(tr("home.export"))}</button>'
                f'<button class="danger"{attrs(data_action="delete", data_id=ident)}>{esc(tr("home.delete"))}</button>')

    rows = []
    for game in saved:
        players = game.players
        who = (tr("home.vs-computer", level=tr("level." + players.level)) if players.mode == "computer"
               else tr("home.vs-link", friend=players.names[1 - players.side] or "?") if players.by_link
               else tr("home.vs-friend"))
        when = time.localtime(game.updated / 1000) if game.updated else None     # (an old save has no time)
        status = results.get(game.id, "")
        copied = tr("home.link-copy") if game.origin == LINK_COPY else ""   # beside the game of its id
        meta = (who, copied, tr("home.moves", count=len(game.record.moves)), scores.get(game.id, ""), status)
        mine, turn = turns.get(game.id, (False, ""))
        if game.id == confirm_delete:
            rows.append(confirm_row(game.id, tr("game." + game.record.game)))
            continue
        rows.append(
            f'<li class="saved"{attrs(data_id=game.id, data_turn="mine" if mine else "theirs" if turn else None)}>'
            f'<span class="saved-title">{esc(tr("game." + game.record.game))}</span> '
            + (f'<span class="saved-variant">{esc(variants[game.id])}</span> ' if variants.get(game.id) else "")
            + (f'<strong class="turn">{esc(turn)}</strong> ' if turn else "") +
            f'<span class="saved-meta">{esc(" · ".join(part for part in meta if part))}{_time_html(when)}</span>'
            f'<span class="actions">'
            f'<a class="button primary"{attrs(href=f"#/play/{game.id}", data_action="resume")}>'
            f'{esc(tr("home.view" if status else "home.resume"))}</a>'
            f'{keep_buttons(game.id)}</span></li>')
    for bad in unreadable:
        if bad.id == confirm_delete:
            rows.append(confirm_row(bad.id, bad.key))
            continue
        rows.append(f'<li class="saved unreadable"{attrs(data_id=bad.id)}>'
                    f'<span class="saved-meta"{attrs(title=clip(bad.reason, 300))}>'
                    f'{esc(tr("home.unreadable", key=clip(bad.key, 60), reason=tr("why." + bad.plain)))}</span>'
                    f'<span class="actions">{keep_buttons(bad.id)}</span></li>')
    saved_list = f'<ul class="saved-list">{"".join(rows)}</ul>' if rows else f'<p>{esc(tr("home.none"))}</p>'
    return (f'<section class="home"><p class="tagline">{esc(tr("app.tagline"))}</p>'
            f'<p class="learn"><a class="button"{attrs(href="#/puzzles", data_role="puzzles")}>{esc(tr("home.puzzles"))}</a> '
            f'<span>{esc(tr("home.puzzles-blurb"))}</span></p>'
            f'<p class="learn"><a class="button"{attrs(href="#/lessons", data_role="lessons")}>{esc(tr("home.lessons"))}</a> '
            f'<span>{esc(tr("home.lessons-blurb"))}</span></p>'
            f'<ul class="game-list">{"".join(cards)}</ul>'
            f'<h2 class="saved-heading">{esc(tr("home.saved"))}</h2>{saved_list}'
            f'<p class="import"><label class="button" for="import-file">{esc(tr("home.import"))}</label>'
            f'<input id="import-file" type="file" accept=".json,application/json" data-action="import"></p>'
            "</section>")


def _time_html(when: time.struct_time | None) -> str:
    """When a game was last played, after the row's other facts; a <time> the CSS keeps on one line (the row
    may break anywhere else: it once broke "2026-12-03" after "2026-")."""
    if when is None:
        return ""
    shown, machine = time.strftime("%Y-%m-%d %H:%M", when), time.strftime("%Y-%m-%dT%H:%M", when)
    return f' · <time{attrs(datetime=machine)}>{esc(shown)}</time>'


def result_summary(tr: Callable[..., str], names: tuple[str, str], result: Any) -> str:
    """How a finished game ended, for the saved-games list: "finished · South won 36–12", the
    winner's score first (in player order a win could read like a loss). A win the score does not
    show (Schotten's three adjacent stones at 4–4) is told without it: "A won 4–4" read like a draw."""
    outcome = tr("home.drawn") if result.winner is None else tr("home.won", player=names[result.winner])
    first = result.winner or 0
    shown = len(result.scores) == 2 and (result.winner is None or result.scores[first] > result.scores[1 - first])
    score = f" {result.scores[first]}–{result.scores[1 - first]}" if shown else ""
    return f"{tr('home.over')} · {outcome}{score}"


def new_game_html(tr: Callable[..., str], game: str, levels: tuple[str, ...], player_names: tuple[str, str],
                  game_options: str = "", asks_first: bool = True, by_link: bool = False, secret: bool = False,
                  status: str = "", setup: str = "") -> str:
    """The new-game dialog: opponent, computer level, your side against the computer or a friend by
    link (``by_link``: the game can be played so; ``secret``: so, with its deck dealt by the secret deck; else
    one line says why not), your names for link
    play, who starts, then the game's own options (``game_options``, markup from its UI module); ``status``: what
    the form waits for, last (so a redraw that adds it leaves the fields chosen alone); ``setup``: the link to set up
    a position of the game instead ("": none)."""
    def radio(name: str, value: str, label: str, checked: bool = False) -> str:
        return (f'<label class="choice"><input type="radio"{attrs(name=name, value=value, checked=checked)}> '
                f"{esc(label)}</label>")

    def sides(name: str) -> str:
        return (radio(name, "0", player_names[0], True) + radio(name, "1", player_names[1])
                + radio(name, "random", tr("new.first.random")))
    level_options = "".join(f'<option{attrs(value=lv, selected=lv == "normal")}>{esc(tr("level." + lv))}</option>'
                            for lv in levels)
    return (f'<div class="dialog-backdrop"><form class="dialog" role="dialog" aria-modal="true"'
            f'{attrs(aria_labelledby="new-title", data_game=game)}>'
            f'<h2 id="new-title">{esc(tr("new.title", game=tr("game." + game)))}</h2>'
            f'<fieldset><legend>{esc(tr("new.opponent"))}</legend>'
            f'{radio("opponent", "computer", tr("new.computer"), True)}{radio("opponent", "friend", tr("new.friend"))}'
            + (radio("opponent", "link", tr("new.link")) if by_link else radio("opponent", "secret", tr("new.link"))
               + f'<p class="secret-only panel-note">{esc(tr("new.secret-note"))}</p>' if secret
               else f'<p class="no-link">{esc(tr("new.no-link"))}</p>')
            + '</fieldset>'
            f'<div class="computer-only"><label class="field">{esc(tr("new.level"))} <select name="level">{level_options}</select></label></div>'
            f'<fieldset class="side-choice"><legend>{esc(tr("new.side"))}</legend>{sides("side")}</fieldset>'
            + (f'<div class="link-only"><label class="field">{esc(tr("new.my-name"))} '
               f'<input type="text" name="my-name" maxlength="24" autocomplete="nickname"></label>'
               f'<label class="field">{esc(tr("new.friend-name"))} <input type="text" name="friend-name" maxlength="24"'
               ' autocomplete="off"></label></div>' if by_link else "")
            + (f'<fieldset class="first-choice"><legend>{esc(tr("new.first"))}</legend>{sides("first")}</fieldset>' if asks_first
               else '<input type="hidden" name="first" value="0">')
            + f'{game_options}'
            f'<div class="actions"><button type="submit" class="primary" data-action="start">{esc(tr("new.start"))}</button>'
            f'<button type="button" data-action="close-dialog">{esc(tr("new.cancel"))}</button>'
            + (f'<a class="button"{attrs(href=setup, data_role="setup")}>{esc(tr("setup.open"))}</a>' if setup else "")
            + '</div>'
            + (f'<p class="notice" role="status">{esc(status)}</p>' if status else "")
            + "</form></div>")


def rules_html(tr: Callable[..., str], game: str, rules: str, playable: bool,
               figures: list[tuple[str, str]] | None = None, *, lesson: str = "", setup: str = "") -> str:
    """A game's rules: our text as paragraphs, bullet lists and headings (house rules have their own),
    then the game's illustrated examples (``figures``: caption, markup); ``lesson``/``setup``: the links to the
    game's lesson and to setting up a position, beside the rules' other ways on ("": none)."""
    new = (f'<button{attrs(data_action="new", data_game=game)} class="primary">{esc(tr("home.new"))}</button> '
           if playable else "")
    if lesson:
        new += (f'<a class="button"{attrs(href=lesson, data_role="lesson")}>'
                f'{esc(tr("rules.lesson"))}</a> ')
    if setup:
        new += f'<a class="button"{attrs(href=setup, data_role="setup")}>{esc(tr("setup.open"))}</a> '
    examples = "".join(f'<figure class="rules-figure">{markup}<figcaption>{esc(caption)}</figcaption></figure>'
                       for caption, markup in figures or [])
    if examples:
        examples = f'<section class="rules-examples"><h3>{esc(tr("rules.examples"))}</h3>{examples}</section>'
    return (f'<article class="rules"><h2>{esc(tr("rules.title", game=tr("game." + game)))}</h2>'
            f'{text_blocks(rules)}{examples}<p>{new}'
            f'<a class="button" href="#/">{esc(tr("play.home"))}</a></p></article>')


def text_blocks(text: str) -> str:
    """Lines become paragraphs, "## " lines headings; runs of "- " lines become one list."""
    out, items = [], []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("- "):
            items.append(f"<li>{esc(line[2:])}</li>")
            continue
        if items:
            out.append(f"<ul>{''.join(items)}</ul>")
            items = []
        if line.startswith("#"):
            out.append(f"<h3>{esc(line.lstrip('#').strip())}</h3>")
        elif line:
            out.append(f"<p>{esc(line)}</p>")
    if items:
        out.append(f"<ul>{''.join(items)}</ul>")
    return "".join(out)
