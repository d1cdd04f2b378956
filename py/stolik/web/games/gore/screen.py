"""Goré on screen: the board with its highlights, the exchange and answer panel, move texts, animation.

Reads only views, legal move lists and what the engine says each move does (``describe``), and hands
move strings back (STYLE.md 15): no sowing, capture, price or offer size is worked out here; why a hole
cannot join an offer is the engine's ``State.refusal``, said in the panel.
"""
from __future__ import annotations

from typing import Any, Iterable

from stolik.core.game import MoveInfo
from stolik.core.refusal import Refusal
from stolik.gore import GAME, from_position
from stolik.gore.board import INDEX
from stolik.gore.notation import Offer, format_move
from stolik.web.games.gore.render import render_gore
from stolik.web.html import attrs, esc
from stolik.web.screen import Frame, GameScreen, Translate


def hole_names(tr: Translate, labels: Iterable[str]) -> list[str]:
    """Hole labels as the player's language names them (S2 is D2 in Polish)."""
    return [tr(f"gore.hole.{label}") for label in labels]


def hole_list(tr: Translate, labels: Iterable[str]) -> str:
    return ", ".join(hole_names(tr, labels))



# The rules page's capture chain: a mid-game position met in a random playout. South sows S2; the last
# seed makes North's N1 hold 2, and the chain runs backwards through South's own S4 and forwards
# through N2, up to S3 and N3 (holding neither 2 nor 4). The test checks every name against the engine.
CHAIN_POSITION, CHAIN_MOVE = "3,3,5,1,1,4,3,2 SSSSNNNN 16:10 S", "S2"
CHAIN_BACKWARDS, CHAIN_FORWARDS, CHAIN_STOPS = ("S4",), ("N2",), ("S3", "N3")


def refusal_text(refusal: Refusal, tr: Translate, opponent: str) -> str:
    """The sentence for a move the engine refuses, its holes named as the player reads them (S2 is D2 in
    Polish); ``opponent`` is who would pay for an offer, or made the one waiting."""
    detail = refusal.detail
    words = {"player": opponent, "most": detail.get("most"), "price": detail.get("price"), "count": detail.get("captured", 0),
             "hole": hole_list(tr, [detail["hole"]]) if "hole" in detail else None, "holes": hole_list(tr, detail.get("holes", ()))}
    return tr("gore.refusal." + refusal.code, **words)


def offer_text(holes: Iterable[str]) -> str:
    """The offer of ``holes`` as the engine reads it (in any order), to ask why it cannot be made."""
    return format_move(Offer(tuple(sorted(INDEX[hole] for hole in holes))))


def offers(moves: dict[str, MoveInfo]) -> dict[str, frozenset[str]]:
    """The legal exchange offers: move -> the holes it offers."""
    return {move: frozenset(info.detail["holes"]) for move, info in moves.items() if info.kind == "offer"}


class GoreScreen(GameScreen):
    """Goré's screen; what it holds is an exchange offer being put together, hole by hole, and why the
    last hole clicked could not join it."""

    actions = frozenset({"offer-start", "offer-cancel"})

    def __init__(self, prefs: dict[str, Any] | None = None) -> None:
        super().__init__(prefs)
        self.offering = False            # the player is choosing holes to offer
        self.chosen: set[str] = set()    # the holes chosen so far
        self.refused: Refusal | None = None   # why the last hole clicked could not join the offer

    def player_names(self, tr: Translate) -> tuple[str, str]:
        return tr("gore.player.0"), tr("gore.player.1")

    def options_for(self, first: int, fields: dict[str, str]) -> dict[str, Any]:
        """Who starts is Goré's only option."""
        return {"first": GAME.players[first]}

    def board_html(self, state: Any, *, tr: Translate, flipped: bool, interactive: bool, me: int | None,
                   view: dict[str, Any] | None = None, marks: dict[str, Any] | None = None) -> str:
        """The board for ``state`` (or an animation frame ``view``): while offering, the holes that
        may be offered are choosable; otherwise the holes that may be sown are clickable."""
        view = view or state.view(None)
        moves = self.described(state) if interactive else {}
        sowing = {} if self.offering else {info.origin: move for move, info in moves.items() if info.kind == "sow" and info.origin is not None}
        selectable = set().union(*offers(moves).values()) if self.offering else set()
        return render_gore(view, flipped=flipped, legal=sowing, selectable=selectable, selected=self.chosen,
                           marks=marks, tr=tr, hole_names=hole_names(tr, view["labels"]),
                           player_names=self.player_names(tr), me=me)

    def panel_html(self, state: Any, *, tr: Translate, interactive: bool, tools: bool = True) -> str:
        """Buttons for what is not a hole click: pass, offering an exchange, answering one."""
        view = state.view(None)
        if view["result"] is not None:
            return ""
        if view["offer"] is not None:
            return self._answer_html(state, view, tr, interactive)
        if not interactive:
            return ""
        moves = self.described(state)
        parts = [f'<button class="primary"{attrs(data_move=move)}>{esc(tr("gore.pass"))}</button>'
                 for move, info in moves.items() if info.kind == "pass"]
        if self.offering:
            chosen = [label for label in view["labels"] if label in self.chosen]
            candidate = next((move for move, holes in offers(moves).items() if holes == self.chosen), None)
            label = tr("gore.offer.confirm", holes=hole_list(tr, chosen)) if chosen else tr("gore.offer.none")
            parts.append(f'<p class="panel-note">{esc(tr("gore.offer.help"))}</p>'
                         f'<button class="primary"{attrs(data_move=candidate, disabled=candidate is None)}>{esc(label)}</button>'
                         f'<button{attrs(data_action="offer-cancel")}>{esc(tr("gore.offer.cancel"))}</button>')
            if self.refused is not None:
                why = refusal_text(self.refused, tr, self.player_names(tr)[1 - view["to_move"]])
                parts.append(f'<p class="panel-note warn" role="status">{esc(why)}</p>')
        elif offers(moves):
            parts.append(f'<button{attrs(data_action="offer-start")}>{esc(tr("gore.offer"))}</button>')
        return f'<div class="panel" role="group">{"".join(parts)}</div>' if parts else ""

    def _answer_html(self, state: Any, view: dict[str, Any], tr: Translate, interactive: bool) -> str:
        """An offer waits for its answer: the price and the two answers for the player to move."""
        offerer = self.player_names(tr)[1 - view["to_move"]]
        holes = hole_list(tr, view["offer"])
        if not interactive:
            return f'<p class="panel-note">{esc(tr("gore.offer.waiting", player=offerer, holes=holes))}</p>'
        answers = {info.tag: (move, info) for move, info in self.described(state).items() if info.kind == "answer"}
        accept, accepting = answers["accept"]
        refuse, _ = answers["refuse"]
        pending = tr("gore.offer.pending", player=offerer, holes=holes, price=accepting.detail["price"])
        return (f'<div class="panel answer" role="group"><p>{esc(pending)}</p>'
                f'<button class="primary"{attrs(data_move=accept)}>{esc(tr("gore.accept"))}</button>'
                f'<button{attrs(data_move=refuse)}>{esc(tr("gore.refuse"))}</button></div>')

    def on_select(self, value: str, state: Any) -> None:
        """A hole clicked while choosing an offer: unchoose it, or choose it when the holes chosen then
        make an offer the engine allows, else keep why not (too many holes, none kept, too dear)."""
        self.refused = None
        if value in self.chosen:
            self.chosen.discard(value)
            return
        if value not in state.view(None)["labels"]:     # not a hole: nothing to say
            return
        self.refused = state.refusal(offer_text(self.chosen | {value}))
        if self.refused is None:
            self.chosen.add(value)

    def on_action(self, action: str, value: str | None, state: Any) -> bool:
        """``offer-start``: begin choosing holes (when an offer is legal); ``offer-cancel``: stop."""
        if action == "offer-start":
            self.offering = bool(offers(self.described(state)))
            return True
        if action == "offer-cancel":
            self.clear()
            return True
        return False

    def clear(self) -> bool:
        """Forget an offer being put together; True when there was one."""
        was = self.offering
        self.offering, self.chosen, self.refused = False, set(), None
        return was

    def move_text(self, before: Any, move: str, tr: Translate) -> str:
        """A log line for people: ``S2 ×8 (N2 N1 S4)``, ``offers S3, S4``, ``accepts``…"""
        info = before.describe(move)
        if info.kind == "sow":
            hole = hole_list(tr, [info.origin])
            taken = sum(info.detail["taken"])
            if taken:
                return tr("gore.log.capture", hole=hole, count=taken, holes=" ".join(hole_names(tr, info.captures)))
            return tr("gore.log.sow", hole=hole)
        if info.kind == "offer":
            return tr("gore.log.offer", holes=hole_list(tr, info.detail["holes"]))
        return tr(f"gore.log.{info.tag}" if info.kind == "answer" else "gore.log.pass")

    def event_message(self, before: Any, move: str, tr: Translate) -> str:
        """What just happened, for the status line (read out by screen readers): every move says so, a
        sowing that captures nothing too (an offer is told by the status line that waits for its answer)."""
        info = before.describe(move)
        who = self.player_names(tr)[info.player]
        if info.kind == "sow":
            taken = sum(info.detail["taken"])
            holes = " ".join(hole_names(tr, info.captures))
            if taken:
                return tr("gore.captures", player=who, count=taken, holes=holes)
            return tr("gore.sows", player=who, hole=hole_list(tr, [info.origin]))
        if info.kind == "pass":
            return tr("gore.passed", player=who)
        if info.kind == "answer":
            return tr("gore.accepted" if info.tag == "accept" else "gore.refused", player=who)
        return ""

    def result_text(self, result: Any, tr: Translate) -> list[str]:
        """The winner and scores, then the rule that ended the game and any note (victory without glory)."""
        lines = super().result_text(result, tr) + [tr("gore.reason." + result.reason)]
        return lines + [tr("gore.note." + note) for note in result.notes]

    def rules_figures(self, tr: Translate) -> list[tuple[str, str]]:
        """A capture chain, before and after: the board as the game draws it, the sowing marked as a
        last move is (origin, holes sown, holes captured), from a real position and its legal move."""
        before = from_position(CHAIN_POSITION)
        info = before.describe(CHAIN_MOVE)
        assert info.origin is not None and info.to is not None, info     # a sowing starts and ends in a hole
        after = before.play(CHAIN_MOVE).view(None)
        taken = dict(zip(info.captures, info.detail["taken"]))

        def holes(labels: Iterable[str], counts: dict[str, int]) -> str:
            return ", ".join(tr("gore.example.hole", name=name, count=counts[label])
                             for label, name in zip(labels, hole_names(tr, labels)))

        left = dict(zip(after["labels"], after["seeds"]))
        first = tr("gore.example.before", origin=hole_list(tr, [info.origin]), sown=hole_list(tr, info.detail["sown"]))
        second = tr("gore.example.after", to=hole_list(tr, [info.to]), landing=taken[info.to],
                    back=holes(CHAIN_BACKWARDS, taken), forward=holes(CHAIN_FORWARDS, taken),
                    stop_back=holes(CHAIN_STOPS[:1], left), stop_forward=holes(CHAIN_STOPS[1:], left),
                    total=tr("gore.example.seeds", count=sum(taken.values())))
        path = {hole: "hint-sown" for hole in info.detail["sown"]} | {info.origin: "hint-origin"}   # a sowing to come
        return [(first, self._figure(before.view(None), path, "gore.example.label.before", tr)),
                (second, self._figure(after, self.last_move_marks(before, CHAIN_MOVE), "gore.example.label.after", tr))]

    def _figure(self, view: dict[str, Any], marks: dict[str, str], when: str, tr: Translate) -> str:
        """A board that is only looked at: nothing clickable or focusable, one accessible name for it all."""
        names = self.player_names(tr)
        holes = ", ".join(f"{name} {count}" for name, count in zip(hole_names(tr, view["labels"]), view["seeds"]))
        label = tr("gore.example.label", when=tr(when), holes=holes, south=names[0], north=names[1],
                   a=view["captured"][0], b=view["captured"][1])
        board = render_gore(view, marks=marks, tr=tr, hole_names=hole_names(tr, view["labels"]), player_names=names)
        return f'<div{attrs(class_="gore-figure", role="img", aria_label=label)}>{board}</div>'

    def frames(self, before: Any, move: str) -> list[Frame]:
        """A sowing as describe() tells it: the origin emptied, seeds dropped one by one along
        ``sown``, then the ``captures`` taken in chain order onto the mover's pile."""
        info = before.describe(move)
        if info.kind != "sow":
            return []
        view = before.view(None)
        index = {label: i for i, label in enumerate(view["labels"])}
        seeds = list(view["seeds"])
        captured = list(view["captured"])
        seeds[index[info.origin]] = 0
        out: list[Frame] = [({**view, "seeds": list(seeds)}, {info.origin: "origin"})]
        for hole in info.detail["sown"]:
            seeds[index[hole]] += 1
            out.append(({**view, "seeds": list(seeds)}, {info.origin: "origin", hole: "sown"}))
        for hole, count in zip(info.captures, info.detail["taken"]):
            seeds[index[hole]] = 0
            captured[info.player] += count
            out.append(({**view, "seeds": list(seeds), "captured": list(captured)}, {hole: "captured"}))
        return out

    def last_move_marks(self, before: Any, move: str) -> dict[str, Any]:
        """The whole last sowing stays marked until the next move: every hole sown, the origin, and
        every hole captured (a hole sown and then captured reads as captured)."""
        info = before.describe(move)
        if info.kind != "sow":
            return {}
        marks = {hole: "sown" for hole in info.detail["sown"]}
        marks[info.origin] = "origin"
        return marks | {hole: "captured" for hole in info.captures}

    def hint_marks(self, state: Any, move: str) -> dict[str, Any]:
        """A hinted sowing is marked where the last one would be, each mark as a hint's ("hint-origin"…), so
        its looks (the hole to sow ringed boldly) and its words ("the hint: sow this hole") are a hint's."""
        return {hole: "hint-" + mark for hole, mark in self.last_move_marks(state, move).items()}


SCREEN = GoreScreen
