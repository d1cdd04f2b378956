"""The setup screen's markup: the draft drawn as its game's board, the controls that edit it, what the
engine says of it in the status live region, and the ways on (the computer, a friend here, a link, the
analysis board).
Pure: built from the controller's state (web/setup.py)."""
from __future__ import annotations

from stolik.core.game import LEVELS
from stolik.web import links
from stolik.web.html import attrs, esc
from stolik.web.i18n import Translator
from stolik.web.page_state import PageState
from stolik.web.setup import Setup
from stolik.web.turns import said


def setup_html(tr: Translator, setup: Setup, state: PageState) -> str:
    draft, game = setup.draft, setup.game
    if draft is None:
        return ""
    checked = setup.checked
    lines = [said(state.message, tr)]
    if setup.refusal:
        verdict = (f'<p class="error" data-role="setup-refusal">'
                   f'{esc(tr("setup.refused", reason=setup.reason(tr)))}</p>')
    elif checked.result() is not None:
        verdict = f'<p class="error" data-role="setup-refusal">{esc(tr("setup.over"))}</p>'
    else:
        verdict = f'<p data-role="setup-ok">{esc(tr("setup.ok"))}</p>'
    ready = setup.playable_now()
    # keyed by the language: a select whose options' words all change is made anew (patched in place, Chromium
    # showed its last option chosen while the level kept was another)
    levels = "".join(f'<option{attrs(value=level, selected=level == setup.level)}>{esc(tr("level." + level))}</option>'
                     for level in LEVELS)
    buttons = (f'<button{attrs(class_="primary", data_action="setup-computer", disabled=not ready)}>'
               f'{esc(tr("setup.computer"))}</button>'
               f'<label class="field setup-level">{esc(tr("new.level"))} '
               f'<select{attrs(name="level", data_action="setup-level", data_key="setup-level-" + tr.lang)}>{levels}</select></label>'
               f'<button{attrs(data_action="setup-friend", disabled=not ready)}>{esc(tr("setup.friend"))}</button>'
               f'<button{attrs(data_action="setup-link", disabled=not ready)}>{esc(tr("setup.link"))}</button>'
               + (f'<a class="button"{attrs(href=links.analysis_hash(game, checked.position()), data_role="analyse")}>'
                  f'{esc(tr("play.analyse"))}</a>' if ready else "") +
               f'<button{attrs(data_action="setup-reset")}>{esc(tr("setup.reset"))}</button>')
    link_box = (f'<p class="link-box"><label>{esc(tr("play.link-box"))} '
                f'<input type="text" readonly{attrs(value=state.link)} data-role="link"></label></p>') if state.link else ""
    head = (f'<h2>{esc(tr("setup.heading", game=tr("game." + game)))}</h2>'
            f'<p class="setup-intro">{esc(tr("setup.intro-board" if draft.live() is not None else "setup.intro"))}</p>'
            f'<p class="head-links"><a class="button" href="#/">{esc(tr("play.home"))}</a> '
            f'<a class="button"{attrs(href=f"#/rules/{game}")}>{esc(tr("play.rules"))}</a></p>')
    status = "".join(f"<p>{esc(line)}</p>" for line in lines if line)
    section = attrs(id="setup", class_=f"setup {game}", data_game=game,
                    data_state="refused" if not ready else "ready", data_position=draft.text())
    return (f'<section{section}><div class="play-head">{head}</div>'
            f'<div class="setup-board"><div class="board-wrap" id="board-wrap">{draft.board_html(tr)}</div></div>'
            f'<div class="status" id="status" role="status" aria-live="polite">{status}{verdict}</div>'
            f'<aside class="play-side setup-controls">{draft.controls_html(tr)}</aside>'
            f'<div class="setup-after"><div class="controls setup-actions" role="toolbar">{buttons}</div>{link_box}</div>'
            '</section>')
