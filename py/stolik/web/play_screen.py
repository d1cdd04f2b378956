"""The play screen around any game's board: players, status, controls, the move list, sharing."""
from __future__ import annotations

import hashlib
from dataclasses import dataclass
from typing import Callable

from stolik.core.game import LEVELS
from stolik.web import links, share_panel
from stolik.web.games import has_setup
from stolik.web.html import attrs, esc
from stolik.web.i18n import Translator
from stolik.web.regions import Page
from stolik.web.review import MARKS
from stolik.web.screen import GameScreen
from stolik.web.session import Session


def player_line(session: Session, tr: Callable[..., str], names: tuple[str, str]) -> str:
    players = session.saved.players
    if players.by_link:   # "Anna (South, you) — Ola (North)"
        def who(player: int) -> str:
            name, side = players.names[player], names[player]
            roles = ", ".join([side] * bool(name) + [tr("link.you")] * (player == players.side))
            return (name or side) + (f" ({roles})" if roles else "")
        return " — ".join(who(player) for player in (0, 1))
    out = []
    for player in (0, 1):
        role = (tr("play.computer") + ", " + tr("level." + players.level) if players.is_computer(player)
                else tr("play.you") if players.mode == "computer" else "")
        out.append(names[player] + (f" ({role})" if role else ""))
    return " — ".join(out)


def status_lines(session: Session, tr: Callable[..., str], game: GameScreen, names: tuple[str, str],
                 thinking: bool, message: str, animating: bool = False, starting: bool = False) -> list[str]:
    """What the status line says: a result, whose move, the computer thinking (or its worker still
    ``starting``), the last event.
    While a move is animated it says only the message it had: what the move did (a roll's dice,
    the end of the game) is told when the animation ends, not before the player sees it."""
    lines = [message] if message else []
    if animating:
        return lines
    state = session.state
    result = session.shown_result()
    if not session.live:
        lines.append(tr("play.history", index=session.cursor, total=len(session.states) - 1))
    if result is not None and result.reason == "resigned":
        lines.append(tr("play.resigned", loser=names[1 - result.winner], winner=names[result.winner]))
    elif result is not None and result.reason == "draw-agreed":
        lines.append(tr("play.draw-agreed"))
    elif result is not None:
        said = game.result_text(result, tr)
        if lines:                   # the move that ended the game and its result in one line: the box keeps its size
            lines[-1], said = f"{lines[-1]} {said[0]}", said[1:]
        lines.extend(said)
    elif thinking:
        lines.append(tr("play.starting-computer" if starting else "play.thinking"))
    elif session.live and session.saved.players.by_link:
        friend = share_panel.friend_name(session, names)
        lines.append(tr("link.your-move") + f" ({share_panel.shown_name(session.saved.players, state.to_move, names)})"
                     if share_panel.my_turn(session) else tr("link.sent" if share_panel.sent(session) and session.moves else "link.waiting",
                                                             friend=friend))
    elif session.live:
        mover = names[state.to_move]
        mine = session.saved.players.mode == "computer" and not session.saved.players.is_computer(state.to_move)
        lines.append(tr("play.your-move", player=mover) if mine else tr("play.to-move", player=mover))
    if result is not None and session.device is not None and session.live:   # a secret game's deal, re-checked
        lines.append(tr("secret.verified" if session.device.verified else "secret.unverified"))
    return lines


def moves_html(session: Session, tr: Translator, game: GameScreen, names: tuple[str, str],
               animating: bool = False, mistakes: tuple[tuple[int, str], ...] = ()) -> str:
    """The move list; the move being animated joins it when its animation ends; a review's graded moves
    marked with their sign and grade ("?! inaccuracy", "? mistake", "?? blunder")."""
    graded = dict(mistakes)
    items = [f'<li><button{attrs(data_action="goto", data_index=0, aria_current="step" if session.cursor == 0 else None)}>'
             f'{esc(tr("play.start-position"))}</button></li>']
    hinted = dict(session.saved.hints)
    for index, move in enumerate(session.moves[:len(session.moves) - 1] if animating else session.moves, start=1):
        before = session.states[index - 1]
        key = (index, move, tr.lang, id(before))     # the line of a move stays as it was: each is worked out once
        text = session.move_texts.get(key)
        if text is None:
            text = session.move_texts[key] = f"{index}. {names[before.to_move][0]} {game.move_text(before, move, tr)}"
        if hinted.get(index - 1) == move:         # only a move that followed the hint shown
            text += f" · {tr('play.hinted')}"
        mark = (f' <span class="mistake-mark">{MARKS[graded[index]]} {esc(tr(f"review.grade-{graded[index]}"))}</span>'
                if index in graded else "")
        items.append(f'<li><button{attrs(data_action="goto", data_index=index, aria_current="step" if session.cursor == index else None)}>'
                     f"{esc(text)}{mark}</button></li>")
    return f'<ol class="moves" aria-label="{esc(tr("play.moves"))}">{"".join(items)}</ol>'


def may_hint(session: Session) -> bool:
    """A hint for the player to move: against the computer or between friends here (not by link:
    the friend could not know), on the latest position of a game that goes on."""
    return (not session.saved.players.by_link and session.live and session.result() is None
            and session.human_to_move())


def may_review(session: Session) -> bool:
    """A review of the moves so far: of a finished game, or of any game played here (by link, not while
    it goes on: the evaluation of the friend's positions may read what only the friend sees). A secret game
    once verified: its record then holds the whole deal (web/secret_sides.shown), before that none."""
    if session.device is not None:
        return len(session.moves) > 0 and session.saved.record.start is not None
    return len(session.moves) > 0 and (session.result() is not None or not session.saved.players.by_link)


def review_button(tr: Callable[..., str], disabled: bool) -> str:
    return f'<button{attrs(data_action="review", disabled=disabled)}>{esc(tr("review.button"))}</button>'


def controls_html(session: Session, tr: Callable[..., str], busy: bool, reviewing: bool = False) -> str:
    """The buttons of the control bar (the bar itself is part of the play screen's frame)."""
    def button(action: str, label: str, disabled: bool = False, cls: str = "") -> str:
        return f'<button{attrs(class_=cls or None, data_action=action, disabled=disabled)}>{esc(tr(label))}</button>'

    def step(action: str, label: str, glyph: str, disabled: bool) -> str:
        """A step through the moves: a glyph on the button, its name for the ear and in the tooltip."""
        name = tr(label)
        return (f'<button{attrs(class_="step", data_action=action, disabled=disabled, aria_label=name, title=name)}>'
                f'<span aria-hidden="true">{glyph}</span></button>')
    first, last = session.cursor == 0, session.live
    going = session.live and session.result() is None
    secret = session.device is not None      # a secret game: its record replays nowhere else
    ending = ((button("resign", "play.resign", busy) if going and session.may_resign() else "")
              + (button("offer-draw", "play.offer-draw", busy) if going and _may_offer(session) else ""))
    take = session.take_back()         # a move that showed chance stays: Undo then says why
    undo = button("undo", "link.take-back" if session.saved.players.by_link else "play.undo",
                  busy or not (take.count or take.stopped_by))
    hint = button("hint", "play.hint", busy) if may_hint(session) else ""
    steps = (step("first", "play.first", "«", first) + step("back", "play.back", "‹", first)
             + step("forward", "play.forward", "›", last) + step("last", "play.last", "»", last))
    shares = "" if secret else button("share", "play.share") + button("share-position", "play.share-position")

    return (undo + hint + f'<span class="steps">{steps}</span>' + button("flip", "play.flip") + shares
            + (review_button(tr, busy or reviewing) if may_review(session) and not _after_game(session) else "")
            + ending)


def setup_link(session: Session) -> str | None:
    """The set-up screen from the position shown; never while a hand or deck is hidden (the position's text
    holds them), nor in a secret game (its device knows only its own hand)."""
    key = session.saved.record.game
    if not has_setup(key) or session.device is not None:
        return None
    if session.engine.GAME.hidden_information and not (session.live and session.result() is not None):
        return None
    return links.setup_hash(key, session.state.position())


def _after_game(session: Session) -> bool:
    """The newest position of a finished game: its buttons (rematch, review, ...) follow the result."""
    return session.live and session.result() is not None


def _may_offer(session: Session) -> bool:
    """Two players here; or by link on my turn, with no draw offer already waiting for an answer."""
    players, device = session.saved.players, session.device
    if device is not None:
        return bool(device.can_move() and not device.offering and not device.offered)
    if players.by_link:
        return session.latest.to_move == players.side and players.offer < 0
    return players.mode == "friend"


def choose_html(tr: Callable[..., str], names: tuple[str, str]) -> str:
    """Whom to play a game opened from a link against: a friend on this device (as it starts) or the computer."""
    def radio(name: str, value: str, label: str, checked: bool = False) -> str:
        return (f'<label class="choice"><input type="radio"{attrs(name=name, value=value, checked=checked)}> '
                f"{esc(label)}</label>")
    levels = "".join(f'<option{attrs(value=level, selected=level == "normal")}>{esc(tr("level." + level))}</option>'
                     for level in LEVELS)
    return (f'<form class="link-choice" data-purpose="players"{attrs(aria_label=tr("play.choose"))}>'
            f'<p>{esc(tr("play.choose"))}</p>'
            f'{radio("opponent", "friend", tr("new.friend"), True)}{radio("opponent", "computer", tr("new.computer"))} '
            f'<label class="field computer-only">{esc(tr("new.level"))} <select name="level">{levels}</select></label> '
            f'<span class="choice-group computer-only">{esc(tr("new.side"))}: {radio("side", "0", names[0], True)}{radio("side", "1", names[1])}</span> '
            f'<button type="submit" class="primary">{esc(tr("play.choose-start"))}</button></form>')


def ask_html(session: Session, tr: Callable[..., str], names: tuple[str, str], asking: str) -> str:
    """The question before the players end a game: resign (asks first), or answer a draw offer."""
    players = session.saved.players
    player = (1 - players.computer if players.mode == "computer" else session.latest.to_move if not players.by_link
              else 1 - players.side if asking == "draw" else players.side)    # by link my friend offers, I answer
    if asking == "resign":
        text, yes, no = tr("play.resign-ask", player=names[player]), ("resign-confirm", "play.resign", "danger"), "ask-cancel"
    elif asking == "draw":
        text = tr("play.draw-ask", player=names[player], other=names[1 - player])
        yes, no = ("draw-accept", "play.accept-draw", "primary"), "draw-decline"
    else:
        return ""
    action, label, cls = yes
    no_label = "play.decline-draw" if asking == "draw" else "new.cancel"
    return (f'<div class="ask" role="group"{attrs(aria_label=text)}><p>{esc(text)}</p>'
            f'<button{attrs(class_=cls, data_action=action)}>{esc(tr(label))}</button> '
            f'<button{attrs(data_action=no)}>{esc(tr(no_label))}</button></div>')


@dataclass(frozen=True)
class PlayView:
    """What the play screen shows besides the game itself: drawn parts, the turn loop's state, the last
    event, questions, links and the review (one value, built by the shell for each redraw)."""

    board: str = ""
    panel: str = ""
    thinking: bool = False         # the computer is searching
    starting: bool = False         # ... and its worker is still starting
    message: str = ""
    link: str = ""                 # a link just copied, to copy by hand too
    animating: bool = False
    busy: bool = False
    asking: str = ""               # "resign" or "draw": asked beside the board
    unsaved: bool = False          # the last save failed (storage full)
    choosing: bool = False         # a game from a link asks whom to play
    analysis: str | None = None    # a link to the game's analysis tool
    analysable: bool = False       # the analysis board may be opened on the game (web/analysis.py)
    match: tuple[str, ...] = ()    # the match's score lines
    follow_on: bool = False        # a match's next game follows
    link_panel: str = ""
    variant: str = ""
    review: str = ""
    reviewing: bool = False
    mistakes: tuple[tuple[int, str], ...] = ()     # a review's graded moves: (move number, grade)


def title_html(title: str) -> str:
    """A game's name with its other name (Spór o Bór's "(Schotten Totten)") in a span of its own: a narrower
    window leaves it out, so the head's buttons and the variant's name keep one row beside it."""
    name, bracket, other = title.partition(" (")
    return esc(name) + (f'<span class="other-name"> ({esc(other)}</span>' if bracket else "")


def play_html(session: Session, tr: Translator, game: GameScreen, view: PlayView) -> Page:
    """The play screen, its parts that change on their own as regions (web/regions.py)."""
    names = game.player_names(tr)
    key = session.saved.record.game
    turn = tr("play.to-move", player=names[session.state.to_move])   # a game's own sheet may show it to the ear only
    status = "".join(f"<p{attrs(class_='to-move' if line == turn else None)}>{esc(line)}</p>"
                     for line in status_lines(session, tr, game, names, view.thinking, view.message, view.animating, view.starting))
    if view.thinking:
        status = '<span class="spinner" aria-hidden="true"></span>' + status
    if not view.animating:                  # the end of a game, and what follows it, once the last move has been seen
        status += "".join(f'<p class="match">{esc(line)}</p>' for line in view.match)
    if session.live and session.result() is None:
        status += ask_html(session, tr, names, view.asking)
    warning = f'<p class="error" role="alert">{esc(tr("play.not-saved"))}</p>' if view.unsaved else ""
    if view.choosing:
        status += choose_html(tr, names)
    if view.follow_on and not view.animating:
        status += (f'<p class="after-game"><button class="primary"{attrs(data_action="next-game")}>{esc(tr("play.next-game"))}</button> '
                   f'{review_button(tr, view.reviewing) if may_review(session) else ""}</p>')
    elif _after_game(session) and not view.animating and session.duel_goes_on():
        # a long duel by link between its games: the next one comes dealt in the friend's link, not from a button
        friend = share_panel.friend_name(session, names)
        status += (f'<p class="panel-note">{esc(tr("secret.next-waiting", friend=friend))}</p>'
                   f'<p class="after-game">{review_button(tr, view.reviewing) if may_review(session) else ""} '
                   f'<a class="button" href="#/">{esc(tr("play.home"))}</a></p>')
    elif _after_game(session) and not view.animating and session.device is not None:
        # a secret game is not played again from here (a new one needs a new invitation); reviewed once verified
        status += (f'<p class="after-game"><button class="primary"{attrs(data_action="new", data_game=key)}>{esc(tr("home.new"))}</button> '
                   f'{review_button(tr, view.reviewing) if may_review(session) else ""} '
                   f'<a class="button" href="#/">{esc(tr("play.home"))}</a></p>')
    elif _after_game(session) and not view.animating:
        status += (f'<p class="after-game"><button class="primary"{attrs(data_action="rematch")}>{esc(tr("play.rematch"))}</button> '
                   f'<button{attrs(data_action="new", data_game=key)}>{esc(tr("home.new"))}</button> '
                   f'{review_button(tr, view.reviewing)} <a class="button" href="#/">{esc(tr("play.home"))}</a></p>')
    link_box = (f'<p class="link-box"><label>{esc(tr("play.link-box"))} '
                f'<input type="text" readonly{attrs(value=view.link)} data-role="link"></label></p>') if view.link else ""
    phase = ("animating" if view.animating else "over" if session.shown_result() is not None else "history" if not session.live
             else "thinking" if view.thinking else "busy" if view.busy
             else "computer" if session.computer_to_move() else "waiting" if share_panel.waiting(session) else "human")
    position = session.state.position()
    if session.engine.GAME.hidden_information:   # the text holds hands and deck order: only a fingerprint
        position = "sha256:" + hashlib.sha256(position.encode()).hexdigest()[:16]
    page = Page()
    section = attrs(id="play", class_=f"play {key}", data_game=key, data_state=phase, data_position=position,
                    data_moves=len(session.moves))
    setup = setup_link(session)
    head = (f'<h2>{title_html(tr("game." + key))}</h2><p class="players">{esc(player_line(session, tr, names))}</p>'
            + (f'<p class="variant">{esc(view.variant)}</p>' if view.variant else "")
            + f'<p class="head-links"><a class="button" href="#/">{esc(tr("play.home"))}</a> '
            f'<a class="button"{attrs(href=f"#/rules/{key}")}>{esc(tr("play.rules"))}</a>'
            + (f' <a class="button"{attrs(href=view.analysis, data_role="analysis")}>{esc(tr("play.analyse"))}</a>' if view.analysis else "")
            + (f' <button{attrs(data_action="analyse")}>{esc(tr("analysis.open"))}</button>' if view.analysable else "")
            + (f' <a class="button"{attrs(href=setup, data_role="setup")}>{esc(tr("play.setup-here"))}</a>' if setup else "")
            + "</p>")
    skip = attrs(id="skip", class_="skip", data_action="skip", hidden=not view.animating)   # one element: no layout shift
    moves = f'<h3>{esc(tr("play.moves"))}</h3>{moves_html(session, tr, game, names, view.animating, view.mistakes)}'
    # By keyboard: a link past the page's head to the board, and the board's keys said (shown while a key
    # has focus in the board; read out with it).
    keys = attrs(class_="board-wrap", id="board-wrap", tabindex="-1", aria_describedby="keys-hint",
                 aria_keyshortcuts="ArrowUp ArrowDown ArrowLeft ArrowRight Enter Escape")
    page.frame = (
        f'<section{page.attributes("play", section)}>'
        f'<button class="to-board" type="button" data-action="to-board">{esc(tr("play.to-board"))}</button>'
        f'<div class="play-head" id="play-head">{page.contents("play-head", head)}</div>'
        f'<div class="play-main">{warning}<div{keys}>{page.contents("board-wrap", view.board)}</div>'
        f'<p class="keys-hint" id="keys-hint">{esc(tr("play.keys"))}</p>'
        f'<button{page.attributes("skip", skip)}>{esc(tr("play.skip"))}</button>'
        f'<div class="status" id="status" role="status" aria-live="polite">{page.contents("status", status)}</div>'
        f'{view.link_panel}<div id="panel">{page.contents("panel", view.panel)}</div>'
        f'<div class="controls" id="controls" role="toolbar">{page.contents("controls", controls_html(session, tr, view.thinking or view.animating, view.reviewing))}</div>'
        f'<div id="review">{page.contents("review", view.review)}</div>{link_box}</div>'
        f'<aside class="play-side" id="move-list">{page.contents("move-list", moves)}</aside>'
        "</section>")
    return page
