"""Setting up a Goré position: seeds per hole (one more, one fewer), who owns each hole, each side's
captured seeds and who is to move. The engine's ``from_position`` judges the result (48 seeds in all,
each side owning a hole); the controls only keep every count between 0 and 48.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stolik.gore.board import LABELS, PLAYER_LETTERS, TOTAL_SEEDS
from stolik.web.games.gore.render import render_gore
from stolik.web.games.gore.screen import hole_names
from stolik.web.html import attrs, esc
from stolik.web.screen import Draft, Translate, counter_html, mover_html

PLAYERS = ("0", "1")


@dataclass
class GoreDraft(Draft):
    seeds: list[int]
    owners: list[int]              # 0 South, 1 North, per hole in LABELS' order
    captured: list[int]
    to_move: int = 0
    last: str = ""                 # what the last edit changed: a hole's label, "captured:<player>" or "mover"

    @classmethod
    def of(cls, state: Any) -> "GoreDraft":
        """A pending exchange offer is not part of a set-up position: the draft starts without it."""
        view = state.view(None)
        return cls(list(view["seeds"]), [PLAYER_LETTERS.index(o) for o in view["owners"]], list(view["captured"]),
                   view["to_move"])

    def text(self) -> str:
        return "{} {} {}:{} {}".format(",".join(map(str, self.seeds)), "".join(PLAYER_LETTERS[o] for o in self.owners),
                                       self.captured[0], self.captured[1], PLAYER_LETTERS[self.to_move])

    def edit(self, value: str) -> bool:
        """``more:S1`` / ``less:S1`` (a seed in hole S1), ``owner:S1`` (S1 changes hands),
        ``captured-more:0`` / ``captured-less:1`` (a captured seed of South / North), ``mover:1`` (North moves).

        >>> draft = GoreDraft([6] * 8, [0] * 4 + [1] * 4, [0, 0])
        >>> draft.edit("less:S2"), draft.edit("captured-more:1"), draft.edit("owner:N4"), draft.text()
        (True, True, True, '6,5,6,6,6,6,6,6 SSSSNNNS 0:1 S')
        """
        what, _, where = value.partition(":")
        if what in ("more", "less", "owner") and where in LABELS:
            hole = LABELS.index(where)
            if what == "owner":
                self.owners[hole] = 1 - self.owners[hole]
            elif not _step(self.seeds, hole, what == "more"):
                return False
        elif what in ("captured-more", "captured-less") and where in PLAYERS:
            if not _step(self.captured, int(where), what == "captured-more"):
                return False
            where = "captured:" + where
        elif what == "mover" and where in PLAYERS:
            self.to_move, where = int(where), "mover"
        else:
            return False
        self.last = where
        return True

    def said(self, tr: Translate) -> str:
        names = (tr("gore.player.0"), tr("gore.player.1"))
        if self.last in LABELS:
            hole = LABELS.index(self.last)
            return tr("gore.hole", name=tr(f"gore.hole.{self.last}"), count=self.seeds[hole], owner=names[self.owners[hole]])
        if self.last.startswith("captured:"):
            player = int(self.last[-1])
            return tr("gore.pile", player=names[player], count=self.captured[player])
        if self.last == "mover":
            return tr("setup.to-move", player=names[self.to_move])
        return ""

    @staticmethod
    def reason_words(tr: Translate, params: dict[str, Any]) -> dict[str, Any]:
        """A player (the engine's letter) by their name."""
        if params.get("player") in PLAYER_LETTERS:
            return {**params, "player": tr(f"gore.player.{PLAYER_LETTERS.index(params['player'])}")}
        return dict(params)

    def board_html(self, tr: Translate) -> str:
        view = {"labels": list(LABELS), "seeds": list(self.seeds), "owners": [PLAYER_LETTERS[o] for o in self.owners],
                "captured": list(self.captured), "to_move": self.to_move, "offer": None, "result": None}
        return render_gore(view, tr=tr, hole_names=hole_names(tr, LABELS),
                           player_names=(tr("gore.player.0"), tr("gore.player.1")))

    def controls_html(self, tr: Translate) -> str:
        names = (tr("gore.player.0"), tr("gore.player.1"))
        rows = []
        for hole, label in enumerate(LABELS):
            name, owner = tr(f"gore.hole.{label}"), self.owners[hole]
            counter = _counter(tr, "", label, self.seeds[hole], tr("gore.setup.less", hole=name),
                               tr("gore.setup.more", hole=name), name)
            give = tr("gore.setup.owner", hole=name, owner=names[owner], other=names[1 - owner])
            rows.append(f'<li{attrs(data_hole=label)}>{counter}'
                        f'<button{attrs(class_="setup-owner " + ("south" if owner == 0 else "north"), data_action="setup-edit", data_value=f"owner:{label}", aria_label=give, title=give)}>'
                        f'{esc(names[owner])}</button></li>')
        piles = "".join(f'<li>{_counter(tr, "captured-", str(player), self.captured[player], tr("gore.setup.captured-less", player=names[player]), tr("gore.setup.captured-more", player=names[player]), names[player])}</li>'
                        for player in (0, 1))
        total = sum(self.seeds) + sum(self.captured)
        count = tr("gore.setup.total", count=total, total=TOTAL_SEEDS)
        return (mover_html(tr, names, self.to_move)
                + f'<fieldset class="setup-group"><legend>{esc(tr("gore.setup.holes"))}</legend>'
                f'<ul class="setup-rows">{"".join(rows)}</ul></fieldset>'
                f'<fieldset class="setup-group"><legend>{esc(tr("gore.setup.captured"))}</legend>'
                f'<ul class="setup-rows">{piles}</ul></fieldset>'
                f'<p{attrs(class_="setup-total" + ("" if total == TOTAL_SEEDS else " warn"), data_role="setup-total")}>{esc(count)}</p>')


def _counter(tr: Translate, kind: str, target: str, count: int, less: str, more: str, name: str) -> str:
    """A count with one-fewer and one-more buttons: the edits ``<kind>less:<target>`` and ``<kind>more:<target>``."""
    return counter_html(name, count, [("−", f"{kind}less:{target}", less, count == 0),
                                      ("+", f"{kind}more:{target}", more, count >= TOTAL_SEEDS)])


def _step(counts: list[int], index: int, up: bool) -> bool:
    """One more or one fewer at ``index``, kept within 0..48; False when it is at that bound."""
    value = counts[index] + (1 if up else -1)
    if not 0 <= value <= TOTAL_SEEDS:
        return False
    counts[index] = value
    return True


DRAFT = GoreDraft
