"""The markup of the screen the page shows (home, rules, a tool, a game), built from the shell's state.

Pure: the page (web/browser/painter.py) puts it on the screen; CPython tests read it.
"""
from __future__ import annotations

from collections.abc import Callable

from stolik import games
from stolik.web import (analysis_view, kept_mistakes, lessons_view, links, play_screen, puzzles_view, retry_view, review,
                        screens, setup_view, share_panel)
from stolik.web.analysis import Analysis, may_analyse_game
from stolik.web.games import has_setup, screen_class, tools
from stolik.web.html import esc
from stolik.web.link_play import LinkPlay
from stolik.web.page_state import PageState
from stolik.web.lessons import Lessons
from stolik.web.puzzles import Puzzles
from stolik.web.regions import Page
from stolik.web.retrying import Retrying
from stolik.web.reviewing import Reviewing
from stolik.web.saved_games import SavedGames, match_results
from stolik.web.settings import Settings
from stolik.web.setup import Setup
from stolik.web.turns import Turns, said


class ShellView:
    def __init__(self, state: PageState, settings: Settings, turns: Turns, reviewing: Reviewing, link_play: LinkPlay,
                 saved_games: SavedGames, games: frozenset[str], computer_ready: Callable[[], bool], puzzles: Puzzles,
                 lessons: Lessons, retrying: Retrying, setup: Setup, analysis: Analysis) -> None:
        self.state, self.settings, self.turns, self.reviewing = state, settings, turns, reviewing
        self.link_play, self.saved_games, self.games, self.computer_ready = link_play, saved_games, games, computer_ready
        self.puzzles, self.lessons, self.retrying, self.setup, self.analysis = puzzles, lessons, retrying, setup, analysis
        self.covered = False          # the play screen shows a cover over the board (hidden hands between friends)

    def page(self) -> Page:
        """The screen shown, with the dialog open over it."""
        state, tr = self.state, self.settings.tr
        if state.screen == "play" and state.session is not None:
            page = self.play()
        elif state.screen == "tool" and state.tool is not None:
            page = Page(state.tool.html(tr))
        elif state.screen == "puzzles":
            page = Page(puzzles_view.list_html(tr, self.puzzles, retry_view.kept_html(tr, kept_mistakes.counts(self.retrying.store))))
        elif state.screen == "puzzle":
            page = Page(puzzles_view.puzzle_html(tr, self.puzzles))
        elif state.screen == "lessons":
            page = Page(lessons_view.list_html(tr, self.lessons))
        elif state.screen == "lesson":
            page = Page(lessons_view.lesson_html(tr, self.lessons))
        elif state.screen == "retry" and self.retrying.mistakes:
            page = Page(retry_view.retry_html(tr, self.retrying))
        elif state.screen == "setup":
            page = Page(setup_view.setup_html(tr, self.setup, state))
        elif state.screen == "analysis" and self.analysis.tree is not None:
            page = Page(analysis_view.analysis_html(tr, self.analysis))
        elif state.screen == "rules":
            rules = games.part(state.rules_game, "rules_text").rules_for(tr.lang, state.rules_options)
            playable = state.rules_game in self.games
            figures = screen_class(state.rules_game)().rules_figures(tr) if playable else []
            found = self.lessons.every().get(state.rules_game, ()) if playable else ()
            lesson = links.lesson_hash(state.rules_game, found[0].id) if found else ""
            setup = links.setup_hash(state.rules_game) if playable and has_setup(state.rules_game) else ""
            page = Page(screens.rules_html(tr, state.rules_game, rules, playable, figures, lesson=lesson, setup=setup))
        else:
            page = Page(self.home())
        return page + state.dialog

    def home(self) -> str:
        state, tr = self.state, self.settings.tr
        html = self.saved_games.home_html(tr, set(self.games), {key: tools(key) for key in self.games})
        if state.error:
            html = f'<p class="error" role="alert">{esc(said(state.error, tr))}</p>' + html
        if state.message:
            html = f'<p class="notice" role="status">{esc(said(state.message, tr))}</p>' + html
        return html

    def play(self) -> Page:
        state, tr, turns = self.state, self.settings.tr, self.turns
        session, game = state.session, state.game
        assert session is not None and game is not None
        analysis = game.analysis_link(session.state)
        game.ended, game.open_hands = session.live and session.result() is not None, False
        cover = game.cover_html(session.state, tr, turns.me())
        board, panel = (cover, "") if cover else (self.board(), self.panel())
        self.covered = bool(cover)
        results, options = match_results(session), dict(session.saved.record.options)
        match = game.match_text(options, results, tr) if results else []
        over = session.live and session.result() is not None     # "Next game of the match" only between games
        shown = self.reviewing.shown()
        names = game.player_names(tr)
        panel_review = (review.panel_html(shown, session.cursor, tr, names,
                                          lambda index, move: game.move_text(session.states[index], move, tr),
                                          retry=self.retrying.available(),
                                          line_text=lambda index, line: game.line_text(session.states[index], line, tr),
                                          analysable=may_analyse_game(session)) if shown else "")
        mistakes = review.marked(shown) if shown else ()
        view = play_screen.PlayView(
            board=board, panel=panel, thinking=turns.thinking, starting=turns.thinking and not self.computer_ready(),
            message=said(state.message, tr), link=state.link, animating=turns.animating, busy=turns.busy,
            asking=state.asking, unsaved=self.saved_games.unsaved, choosing=state.choosing and session.live,
            analysis=analysis, analysable=may_analyse_game(session), match=tuple(match), follow_on=over and game.next_game(options, results) is not None
            and (session.duel is None or session.next_dealt()),
            link_panel=self.link_play.panel_html(), variant=" · ".join(game.options_text(options, tr)),
            review=panel_review, reviewing=bool(shown and shown.running), mistakes=mistakes)
        return play_screen.play_html(session, tr, game, view)

    def board(self) -> str:
        session, game, turns = self.state.session, self.state.game, self.turns
        assert session is not None and game is not None
        view, marks = turns.frame if turns.frame else (None, None)
        hint = turns.hinted()
        shown = self.reviewing.shown()
        better = review.better_here(shown, session.cursor) if shown else None
        if marks is None and hint is None and better is not None:
            hint = better                 # the review's better move, drawn as a hint is
        if marks is None and hint is not None:
            marks = game.hint_marks(session.state, hint)
        elif marks is None and session.cursor > 0:
            marks = game.last_move_marks(session.states[session.cursor - 1], session.moves[session.cursor - 1])
        return game.board_html(session.state, tr=self.settings.tr, flipped=session.flipped,
                               interactive=turns.person_may_move(), me=turns.me(), view=view, marks=marks)

    def uncovered_board(self) -> str:
        """The board under the cover, as its player will see it (web/patch.rehearse draws it once ahead)."""
        session, game = self.state.session, self.state.game
        assert session is not None and game is not None
        state = session.state
        return game.board_html(state, tr=self.settings.tr, flipped=session.flipped, interactive=True, me=state.to_move)

    def preview(self, key: str) -> str:
        """A listed move pointed at, drawn on the board (web/preview.py)."""
        session, game = self.state.session, self.state.game
        if self.state.screen != "play" or session is None or game is None or not self.turns.person_may_move():
            return ""
        return game.preview_html(session.state, key, tr=self.settings.tr, flipped=session.flipped)

    def panel(self) -> str:
        session, game = self.state.session, self.state.game
        if self.turns.animating or session is None or game is None or not session.live:
            return ""
        return game.panel_html(session.state, tr=self.settings.tr, interactive=self.turns.person_may_move())

    def title(self) -> str:
        """The page's title: the game shown, marked when it is my turn by link (or, home, in any game by link)."""
        state, tr = self.state, self.settings.tr
        session = state.session if state.screen == "play" else None
        game = session.saved.record.game if session is not None else state.rules_game
        title = "Stolik" if state.screen == "home" or not game else f"{tr('game.' + game)} · Stolik"
        if state.screen in ("puzzles", "puzzle"):
            title = f"{tr('puzzle.title')} · Stolik"
        if state.screen in ("lessons", "lesson"):
            title = f"{tr('lesson.title')} · Stolik"
        if state.screen == "retry":
            title = f"{tr('retry.button')} · Stolik"
        if state.screen == "setup":
            title = f"{tr('setup.title')} · {title}"
        if state.screen == "analysis":
            title = f"{tr('analysis.title')} · {title}"
        if share_panel.my_turn(session) if session is not None else state.screen == "home" and self.saved_games.turns_mine:
            title = f"{tr('link.title')} {title}"
        return title
