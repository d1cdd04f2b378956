"""The markup of "Learn from your mistakes": one mistake's position on its game's board, in the frame puzzles
use (web/puzzles_view.py), with what was played there, the verdict in the status, and what may be done next.
Pure: built from the controller's state (web/retrying.py)."""
from __future__ import annotations

from collections.abc import Callable

from stolik.core.grading import GOOD_ENOUGH_MARGIN
from stolik.web.html import attrs, esc
from stolik.web.puzzles_view import board_frame_html
from stolik.web.retrying import Retrying
from stolik.web.review import MARKS, percent
from stolik.web.turns import said

Translate = Callable[..., str]


def _button(tr: Translate, action: str, label: str, primary: bool = False) -> str:
    return f'<button{attrs(class_="primary" if primary else None, data_action=action)}>{esc(tr(label))}</button>'


def retry_html(tr: Translate, retrying: Retrying) -> str:
    game, position = retrying.state.game, retrying.position
    assert game is not None and retrying.mistakes
    mistake, outcome, total = retrying.mistake(), retrying.outcome, len(retrying.mistakes)
    names = game.player_names(tr)
    before = retrying.origins[retrying.at]
    board = game.board_html(position, tr=tr, flipped=mistake.player == 1, interactive=retrying.solving(),
                            me=mistake.player, marks=retrying.marks)
    panel = game.panel_html(position, tr=tr, interactive=True, tools=False) if retrying.solving() else ""
    played = tr("retry.played", index=mistake.index, move=game.move_text(before, mistake.played, tr),
                grade=tr(f"review.grade-{mistake.grade}"), before=percent(mistake.seen.before), after=percent(mistake.seen.after))
    status = said(retrying.message, tr) or tr("retry.find", player=names[mistake.player])
    last = retrying.at + 1 == total
    buttons = []
    if outcome in ("wrong", "shown", "good"):
        buttons.append(_button(tr, "retry-again", "retry.try-again", primary=outcome == "wrong"))
    if outcome in ("", "wrong"):
        buttons.append(_button(tr, "retry-answer", "retry.show-answer"))
    if outcome in ("good", "shown"):
        buttons.append(_button(tr, "retry-next", "retry.finish" if last else "retry.next", primary=True))
    if outcome == "end" and retrying.session is not None:
        buttons.append(_button(tr, "retry-mistakes", "retry.start-again"))
    elif outcome == "end":
        buttons.append(f'<button{attrs(data_action="retry-kept", data_game=mistake.game)}>{esc(tr("retry.start-again"))}</button>')
    back = (_button(tr, "retry-back", "retry.back") if retrying.session is not None
            else f'<a class="button" href="#/puzzles">{esc(tr("retry.to-puzzles"))}</a>')
    head = (f'<h2>{esc(tr("retry.heading", game=tr("game." + mistake.game)))}</h2>'
            f'<p class="variant">{esc(tr("retry.count", number=retrying.at + 1, total=total))}</p>'
            f'<p class="retry-played"{attrs(data_role="retry-played")}>{esc(played)}</p>'
            f'<p class="head-links">{back} '
            f'<a class="button" href="#/">{esc(tr("play.home"))}</a></p>')
    items = "".join(
        f'<li{attrs(aria_current="step" if at == retrying.at else None)}>'
        f'<span class="mistake-mark" aria-hidden="true">{MARKS[each.grade]}</span> '
        f'{esc(tr("retry.item", index=each.index, player=names[each.player], grade=tr(f"review.grade-{each.grade}")))}'
        + (f' · <strong>{esc(tr("retry.found"))}</strong>' if at in retrying.found else "") + '</li>'
        for at, each in enumerate(retrying.mistakes))
    side = (f'<h3>{esc(tr("retry.list"))}</h3><ol class="retry-mistakes">{items}</ol>'
            f'<p>{esc(tr("retry.margin", margin=round(GOOD_ENOUGH_MARGIN * 100)))}</p>')
    section = attrs(id="retry", class_=f"play puzzle retry {mistake.game}", data_game=mistake.game,
                    data_state=outcome or "solving", data_mistake=mistake.index, data_position=position.position())
    return board_frame_html(tr, section, head=head, board=board, status=status, panel=panel, buttons=buttons, side=side)


def kept_html(tr: Translate, counts: dict[str, int]) -> str:
    """The puzzles page's "From your games": a way into each game's kept mistakes ("" when none are kept)."""
    if not counts:
        return ""
    buttons = "".join(f'<li><button{attrs(data_action="retry-kept", data_game=game)}>'
                      f'{esc(tr("retry.kept-open", game=tr("game." + game), count=count))}</button></li>'
                      for game, count in counts.items())
    return (f'<div class="kept-mistakes" data-role="kept-mistakes"><h3>{esc(tr("retry.kept-heading"))}</h3>'
            f'<p>{esc(tr("retry.kept-help"))}</p><ul class="head-links">{buttons}</ul></div>')
