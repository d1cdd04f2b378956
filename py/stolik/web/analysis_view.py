"""The analysis board's markup: the position on its game's board, the engine's best three moves with their
chances, and every line tried as a move list with its variations in brackets. Pure: built from the
controller's state (web/analysis.py)."""
from __future__ import annotations

from collections.abc import Callable

from stolik.web import links
from stolik.web.analysis import Analysis
from stolik.web.games import has_setup
from stolik.web.html import attrs, esc
from stolik.web.puzzles_view import board_frame_html
from stolik.web.review import percent
from stolik.web.screen import GameScreen
from stolik.web.turns import said
from stolik.web.variations import Variations

Translate = Callable[..., str]


def analysis_html(tr: Translate, analysis: Analysis) -> str:
    game, tree, key = analysis.state.game, analysis.tree, analysis.game
    assert game is not None and tree is not None
    position, names = tree.state, game.player_names(tr)
    game.open_hands = True         # Schotten: both hands face up, the mover's played
    marks = game.last_move_marks(tree.states[tree.parents[tree.at]], tree.moves[tree.at]) if tree.at else None
    board = game.board_html(position, tr=tr, flipped=False, interactive=analysis.solving(), me=position.to_move, marks=marks)
    panel = game.panel_html(position, tr=tr, interactive=True, tools=False) if analysis.solving() else ""
    result = position.result()
    status = said(analysis.message, tr) or (" ".join(game.result_text(result, tr)) if result is not None
                                            else tr("play.to-move", player=names[position.to_move]))
    text = position.position()
    setup = (f' <a class="button"{attrs(href=links.setup_hash(key, text), data_role="setup")}>{esc(tr("play.setup-here"))}</a>'
             if has_setup(key) else "")
    back = (f'<button{attrs(class_="primary", data_action="analysis-leave")}>{esc(tr("analysis.back"))}</button> '
            if analysis.session is not None else "")
    head = (f'<h2>{esc(tr("analysis.heading", game=tr("game." + key)))}</h2>'
            f'<p class="head-links">{back}<a class="button" href="#/">{esc(tr("play.home"))}</a> '
            f'<a class="button"{attrs(href=f"#/rules/{key}")}>{esc(tr("play.rules"))}</a> '
            f'<a class="button"{attrs(href=links.position_hash(key, text), data_role="play-from-here")}>'
            f'{esc(tr("analysis.play-here"))}</a>{setup}</p>')
    steps = "".join(_step(tr, where, label, glyph, disabled)
                    for where, label, glyph, disabled in (("first", "play.first", "«", tree.at == 0),
                                                          ("back", "play.back", "‹", tree.at == 0),
                                                          ("forward", "play.forward", "›", not tree.children[tree.at]),
                                                          ("last", "play.last", "»", not tree.children[tree.at])))
    buttons = [f'<span class="steps">{steps}</span>']
    if tree.at:
        buttons.append(f'<button{attrs(data_action="analysis-remove", data_index=tree.at)}>{esc(tr("analysis.remove"))}</button>')
    side = engine_html(tr, analysis, game) + lines_html(tr, tree, game)
    section = attrs(id="analysis", class_=f"play puzzle analysis {key}", data_game=key, data_position=text,
                    data_node=tree.at, data_state="thinking" if analysis.thinking else "idle")
    return board_frame_html(tr, section, head=head, board=board, status=status, panel=panel, buttons=buttons, side=side)


def _step(tr: Translate, where: str, label: str, glyph: str, disabled: bool) -> str:
    name = tr(label)
    return (f'<button{attrs(class_="step", data_action="analysis-" + where, disabled=disabled, aria_label=name, title=name)}>'
            f'<span aria-hidden="true">{glyph}</span></button>')


def engine_html(tr: Translate, analysis: Analysis, game: GameScreen) -> str:
    """The engine's best moves here, best first, each played by a click; its depth or samples, and Stop or Analyse."""
    position, found = analysis.position, analysis.shown()
    names = game.player_names(tr)
    # Stop while it searches, Analyse once stopped; nothing once it has looked as long as it will
    toggle = ("" if analysis.engine_on and not analysis.thinking else
              f'<button{attrs(data_action="analysis-engine")}>{esc(tr("analysis.stop" if analysis.engine_on else "analysis.start"))}</button>')
    if position.result() is not None:
        body = f'<p>{esc(tr("analysis.over"))}</p>'
    elif found is None:
        body = f'<p>{esc(tr("analysis.thinking" if analysis.thinking else "analysis.off"))}</p>'
    elif not found.moves:
        body = f'<p>{esc(tr("analysis.nothing"))}</p>'
    else:
        items = "".join(
            f'<li><button{attrs(class_="link", data_action="analysis-play", data_value=move)}>'
            f'{esc(game.move_text(position, move, tr))}</button> '
            f'<span class="chance">{esc(tr("analysis.chance", player=names[position.to_move], chance=percent(chance)))}</span></li>'
            for move, chance in found.moves)
        depth = tr("analysis.depth", depth=found.depth) if found.depth else ""
        samples = tr("analysis.samples", samples=found.samples) if found.samples else ""
        more = tr("analysis.deeper") if analysis.thinking else ""
        body = (f'<ol class="engine-moves" data-role="engine-moves">{items}</ol>'
                f'<p class="saved-meta">{esc(" · ".join(part for part in (depth, samples, more) if part))}</p>')
    return (f'<div class="engine" data-role="engine"><h3>{esc(tr("analysis.engine"))} {toggle}</h3>{body}</div>')


def lines_html(tr: Translate, tree: Variations, game: GameScreen) -> str:
    """Every line tried, from the start position: the line on, each variation in brackets after the move it
    stands beside; each move a button that shows its position."""
    def button(node: int, label: str) -> str:
        shown = "step" if node == tree.at else None
        return f'<button{attrs(class_="link", data_action="analysis-goto", data_index=node, aria_current=shown)}>{esc(label)}</button>'

    def move(node: int) -> str:
        return button(node, game.move_text(tree.states[tree.parents[node]], tree.moves[node], tr))

    def line(node: int) -> str:
        parts = []
        while tree.children[node]:
            first, *others = tree.children[node]
            parts.append(move(first))
            parts.extend(f'<span class="variation">({" ".join(filter(None, (move(other), line(other))))})</span>'
                         for other in others)
            node = first
        return " ".join(parts)

    return (f'<h3>{esc(tr("analysis.lines"))}</h3>'
            f'<p class="analysis-lines" data-role="analysis-lines">{button(0, tr("analysis.start-position"))} {line(0)}</p>')
