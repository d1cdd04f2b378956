"""The games saved on this device: save (never over another tab's newer version), start, delete, export,
import, rematch, the next game of a match, and the home screen's list of them.

The page (web/browser/events.py) reads clicks and forms and gives plain values here; showing a game, the home
screen and messages belong to the rest of the shell, reached through the callbacks given.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from stolik import games
from stolik.core.errors import GameError
from stolik.core.game import LEVELS, Result
from stolik.core.record import Record
from stolik.core.rng import new_seed
from stolik.web import links, reasons, screens, share_panel, storage
from stolik.web.games import screen_class
from stolik.web.host import Host
from stolik.web.i18n import Translator
from stolik.web.screen import GameScreen
from stolik.web.session import Session
from stolik.web.settings import Settings
from stolik.web.storage import Players, SavedGame

Said = Callable[[Translator], str]   # a message, said in the language chosen when it is shown


@dataclass(frozen=True)
class NewGame:
    """The new-game form, read by the page: plain values, a "random" side already drawn."""

    game: str
    opponent: str                 # "friend", "computer" or "link"
    human: int                    # the side the person here plays
    first: int                    # the side that moves first (the game's options say how)
    level: str
    fields: dict[str, str]        # every field of the form, for the game's own options
    my_name: str = ""             # by link: as typed (untrusted)
    friend_name: str = ""


def match_results(session: Session) -> list[Result]:
    """The results of this match so far: earlier games, and this one once it is over."""
    results = list(session.saved.match)
    if session.result() is not None:
        results.append(session.result())
    return results


def duel_score(session: Session, screen: GameScreen, tr: Translator) -> str:
    """A match's score so far as its play screen says it ("Long duel, 3 games: after 1 game A 5, B 1."), or ""
    before its first game ends."""
    lines = screen.match_text(dict(session.saved.record.options), match_results(session), tr)
    return lines[1] if len(lines) > 1 else ""


class SavedGames:
    """Saved games and what this tab knows of them (``known``, ``unsaved``, ``confirm_delete``)."""

    def __init__(self, host: Host, settings: Settings, *, session: Callable[[], Session | None],
                 open_game: Callable[[SavedGame], None], show_home: Callable[[Said], None],
                 tell: Callable[[Said], None], stop_computer: Callable[[], None]) -> None:
        self.host, self.store, self.settings = host, host.store, settings
        self.session = session              # the game on screen, if any
        self.open_game = open_game          # show a saved game (drawn, its turns going on)
        self.show_home = show_home          # the home screen with an error
        self.tell = tell                    # a message on the screen shown (drawn at once)
        self.stop_computer = stop_computer  # a new game starts: a search for the old one is for nobody
        self.known: tuple[str, str] | None = None   # (id, text) of the shown game's entry as this tab last read or wrote it
        self.unsaved = False                # the browser refused to save the game shown: play goes on, the player is told
        self.confirm_delete = ""            # the id of the saved game whose deletion waits for "Delete" again
        self.turns_mine = 0                 # games by link waiting for my move (the home screen's tab title says so)

    # -- saving ------------------------------------------------------------------------------
    def opened(self, ident: str) -> None:
        """The game ``ident`` is shown: its entry as stored now is the version this tab knows."""
        stored = self.store.get(storage.GAME_PREFIX + ident)
        self.known = None if stored is None else (ident, stored)

    def left(self) -> None:
        """The game shown is left: whether it could be saved is no longer said."""
        self.unsaved = False

    def save(self, saved: SavedGame) -> None:
        """Store a game; when the browser refuses (storage full), say so at once and let play go on.

        A game another tab has changed since this tab read it is not overwritten: it is shown as it is now.
        """
        stored = self.store.get(storage.GAME_PREFIX + saved.id)
        if stored is not None and self.known is not None and stored != self.known[1] and self.known[0] == saved.id:
            return self.changed_elsewhere(saved.id)
        try:
            self.known = (saved.id, storage.save(self.store, saved))
        except storage.StorageFull:
            self.unsaved = True
        else:
            self.unsaved = False

    def storage_changed(self, key: str | None) -> None:
        """Another tab wrote or deleted the entry ``key``: the game shown, if it is that one, is shown as
        it is now, never kept as a stale copy."""
        session = self.session()
        if session is not None and key == storage.GAME_PREFIX + session.saved.id:
            self.changed_elsewhere(session.saved.id)

    def changed_elsewhere(self, ident: str) -> None:
        try:
            saved = storage.load(self.store, ident)
        except GameError:
            return self.show_home(lambda tr: tr("play.deleted-elsewhere"))
        self.open_game(saved)
        self.tell(lambda tr: tr("play.changed-elsewhere"))

    # -- new games ---------------------------------------------------------------------------
    def start_game(self, saved: SavedGame) -> None:
        """Save a new game and go to it; with storage full it is played unsaved (and the player is told)."""
        self.stop_computer()
        self.save(saved)
        if self.unsaved:
            self.open_game(saved)
        else:
            self.host.go_to(links.play_hash(saved.id))

    def new_game(self, form: NewGame) -> SavedGame | None:
        """The game the new-game form asks for (None: not by link, this game has no link play); by link,
        the name I gave is remembered for the next games."""
        engine, screen = games.engine(form.game), screen_class(form.game)()
        options = engine.GAME.checked_options(screen.options_for(form.first, form.fields))
        now = self.host.now()
        record = Record(form.game, engine.GAME.rules_version, options, new_seed(int(now)), ())
        mode = form.opponent if form.opponent in ("friend", "computer") else "friend"
        players = Players(mode, 1 - form.human, form.level or "normal")
        if form.opponent == "link":
            from stolik.web.correspondence import clean_name, playable   # link play's code loads when it is first used

            if not playable(form.game):
                return None
            names = ["", ""]
            names[form.human] = clean_name(form.my_name) or clean_name(self.settings.name())
            names[1 - form.human] = clean_name(form.friend_name)
            self.settings.remember_name(clean_name(form.my_name))
            players = Players("link", 1 - form.human, "normal", form.human, (names[0], names[1]))
        if form.opponent == "secret":          # Schotten Totten by link, its hands kept secret by the secret deck
            from stolik.web import secret_sides       # one game, or a long duel whose next deals ride in its links

            chosen, secret = secret_sides.invite(options, form.human)
            players = Players("link", 1 - form.human, "normal", form.human)
            return SavedGame(self.host.new_id(), replace(record, seed=0, options=chosen), players, now, now, "new",
                             secret=secret)
        return SavedGame(self.host.new_id(), record, players, now, now, "new")

    def choose_players(self, opponent: str, side: int, level: str) -> None:
        """A game opened from a link is played as the player chooses: a friend here, or the computer at a
        level (``side``: the person's)."""
        session = self.session()
        if session is None:
            return
        level = level if level in LEVELS else "normal"
        players = Players("computer", 1 - side, level) if opponent == "computer" else Players()
        session.saved = replace(session.saved, players=players)
        session.flipped = players.is_computer(0)
        self.save(session.saved)

    def rematch(self) -> None:
        """The same game again with a new shuffle or roll: same options, and against the computer the sides swapped."""
        session = self.session()
        if session is None or session.result() is None:
            return
        engine, now, players = session.engine, self.host.now(), session.saved.players
        record = Record(engine.GAME.key, engine.GAME.rules_version, dict(session.saved.record.options), new_seed(int(now)), ())
        swapped = Players(players.mode, 1 - players.computer, players.level)
        self.start_game(SavedGame(self.host.new_id(), record, swapped, now, now, "new"))

    def next_game(self, screen: GameScreen) -> None:
        """The next game of a match: same players, the options the game (``screen``) gives, the results carried on."""
        session = self.session()
        if session is None:
            return
        if session.duel is not None:            # a long duel by link: its next game goes on the same entry
            if session.next_dealt():
                session.next_game(self.host.now())
                self.save(session.saved)
                self.open_game(session.saved)
            return
        results = match_results(session)
        options = screen.next_game(dict(session.saved.record.options), results)
        if options is None or session.result() is None:
            return
        engine, now = session.engine, self.host.now()
        record = Record(engine.GAME.key, engine.GAME.rules_version, engine.GAME.checked_options(options), new_seed(int(now)), ())
        self.start_game(SavedGame(self.host.new_id(), record, session.saved.players, now, now, "new", tuple(results)))

    # -- the home screen's list ----------------------------------------------------------------
    def ask_delete(self, ident: str) -> None:
        """Delete asks first: the game's row turns into the question."""
        self.confirm_delete = ident

    def delete(self, ident: str) -> None:
        storage.delete(self.store, ident)
        self.confirm_delete = ""

    def keep(self) -> None:
        """The deletion asked is not wanted."""
        self.confirm_delete = ""

    def export(self, ident: str) -> None:
        """Download a saved game; an unreadable entry is exported as it is stored, to keep or to mend."""
        try:
            saved = storage.load(self.store, ident)
            text, name = storage.export_text(saved), f"stolik-{saved.record.game}-{saved.id}.json"
        except GameError:
            text, name = storage.raw_entry(self.store, ident), "stolik-unreadable-entry.json"
        self.host.download(name, text)
        if '"secret"' in text:                 # a game dealt by the secret deck: the file holds its key
            self.tell(lambda tr: tr("secret.export"))

    def import_text(self, text: str) -> SavedGame:
        """Save the game a file holds, as a new game; GameError when it does not replay (nothing is saved),
        StorageFull when the browser refuses it."""
        saved = storage.import_text(text, self.host.new_id(), self.host.now())
        Session.open(saved)
        storage.save(self.store, saved)
        return saved

    def home_html(self, tr: Translator, playable_games: set[str], tools: dict[str, dict[str, str]]) -> str:
        """The home screen: the games to start, then the saved ones (an entry that does not open listed as unreadable)."""
        saved, unreadable = storage.list_games(self.store)
        results: dict[str, str] = {}
        readable: list[SavedGame] = []
        turns: dict[str, tuple[bool, str]] = {}
        variants: dict[str, str] = {}
        scores: dict[str, str] = {}
        for game in saved:
            try:
                session = Session.open(game)
            except Exception as exc:   # noqa: BLE001 - the boundary: an entry that does not open is listed, never fatal
                unreadable.append(storage.Unreadable(game.id, str(exc), reasons.plain_reason(exc)))
                continue
            readable.append(game)
            screen = screen_class(game.record.game)()
            variants[game.id] = " · ".join(screen.options_text(dict(game.record.options), tr))
            result = session.result()
            if session.duel_goes_on():        # a long duel by link: its score so far, then whose move, till it ends
                scores[game.id] = duel_score(session, screen, tr)
            if result is not None and not session.duel_goes_on():
                results[game.id] = screens.result_summary(tr, screen.player_names(tr), result)
            elif game.players.by_link:
                mine = share_panel.my_turn(session) or session.next_dealt() and session.duel.can_move()
                friend = share_panel.friend_name(session, screen.player_names(tr))
                turns[game.id] = (mine, tr("link.your-move") if mine else tr("link.waiting", friend=friend))
        self.turns_mine = sum(mine for mine, _ in turns.values())
        return screens.home_html(tr, playable_games, readable, unreadable, results, self.confirm_delete, tools, turns,
                                 variants, scores)
