"""Every visible string, in Polish and English: the translation tables and a small translator.

The shell's strings are here; each game's live in ``stolik.web.games.<game>.strings`` (and why its
positions are refused in ``.position_strings``), found
through the one list of games (``stolik.games.ENGINES``): a ``STRINGS`` table with the same two
languages, which holds the game's title and blurb for the home screen (``game.<game>``,
``game.<game>.blurb``) too, and, when its texts count things, a ``PLURALS`` table (word ->
language -> forms); both are merged in when present. A text holding ``{word}`` of
a declared plural word gets that word's form for the ``count`` it is given.

>>> Translator("en")("play.to-move", player="North")
'North to move'
>>> Translator("pl")("home.won", player="Góra")
'wygrana: Góra'
"""
from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any, Iterator

from stolik.games import ENGINES
from stolik.web import analysis_strings, lesson_strings, puzzle_strings, retry_strings, setup_strings

LANGUAGES = ("pl", "en")

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "app.tagline": "Four two-player tabletop games: play a friend on this device or the computer, online or offline.",
        "app.loading": "Loading…",
        "app.home": "Games",
        "app.language": "Polski",
        "app.sound-on": "Sound: on",
        "app.sound-off": "Sound: off",
        "app.motion-on": "Motion: on",
        "play.hint": "Hint",
        "play.hinted": "hint",
        "play.hint-is": "Hint: {move}. It is marked on the board.",
        "play.hint-thinking": "Looking for a good move…",
        "play.hint-starting": "Starting the computer for a hint (the first one takes a few seconds)…",
        "review.button": "Review",
        "review.title": "Game review",
        "review.progress": "Positions evaluated",
        "review.stop": "Stop",
        "review.stopped": "Stopped.",
        "review.here": "Win chances here: {chance}",
        "review.graph": "Chance of {player} winning, move by move",
        "review.point-start": "Start: {chance}",
        "review.point": "After move {index}: {chance}",
        "review.mistakes": "Mistakes",
        "review.mistake": "Move {index} ({player}): {before} → {after}",
        "review.grade-inaccuracy": "inaccuracy",
        "review.grade-mistake": "mistake",
        "review.grade-blunder": "blunder",
        "review.better": "better was {move}",
        "review.better-here": "Better than move {index} here: {move}. It is marked on the board.",
        "review.line": "The computer's line: {line}",
        "review.try-line": "Try it on the analysis board",
        "review.accuracy": "Accuracy",
        "review.accuracy-of": "{player} {accuracy}",
        "review.none": "No move lowered its player's chance much.",
        "review.note": "The computer's estimate: a short search of each position, from what the player to move can see.",
        "app.motion-off": "Motion: off",
        "app.motion-system": "Motion: off (system)",
        "app.motion-system-why": "Your system asks for less motion: nothing on the page moves.",
        "play.copied-text": "Copied.",
        "app.offline-ready": "Ready to play offline.",
        "home.new": "New game",
        "home.rules": "Rules",
        "home.soon": "Coming soon",
        "home.saved": "Saved games",
        "home.none": "No saved games yet.",
        "home.resume": "Resume",
        "home.delete": "Delete",
        "home.export": "Export",
        "home.import": "Import a game from a file",
        "home.unreadable": "Unreadable saved entry {key}: {reason}. It is kept as it is.",
        "home.moves": "{count} {moves}",
        "home.vs-computer": "vs computer ({level})",
        "home.vs-friend": "two players",
        "home.over": "finished",
        "home.won": "{player} won",
        "home.drawn": "drawn",
        "home.view": "View",
        "home.confirm-delete": "Delete this saved game of {game}? This cannot be undone.",
        "home.imported": "Game imported.",
        "new.title": "New game of {game}",
        "new.opponent": "Opponent",
        "new.friend": "A friend on this device",
        "new.computer": "The computer",
        "new.level": "Computer level",
        "new.first": "Who starts",
        "new.side": "You play",
        "new.first.random": "Random",
        "new.start": "Start",
        "new.cancel": "Cancel",
        "level.easy": "easy",
        "level.normal": "normal",
        "level.hard": "hard",
        "play.you": "you",
        "play.computer": "computer",
        "play.to-move": "{player} to move",
        "play.your-move": "Your move ({player})",
        "play.thinking": "The computer is thinking…",
        "play.starting-computer": "Starting the computer…",
        "play.undo": "Undo",
        "undo.roll": "A roll cannot be taken back.",
        "undo.draw": "A drawn card cannot be taken back.",
        "undo.lot": "The draw for who starts cannot be taken back.",
        "play.flip": "Flip board",
        "play.first": "Start",
        "play.back": "Back",
        "play.forward": "Forward",
        "play.last": "Now",
        "play.history": "Viewing move {index} of {total}. Press “Now” to return to the game.",
        "play.moves": "Moves",
        "play.start-position": "Start position",
        "play.share": "Copy game link",
        "play.share-position": "Copy position link",
        "play.copied": "Link copied. You can also copy it from the box below.",
        "play.link-box": "Link",
        "play.home": "All games",
        "play.rules": "Rules",
        "play.analyse": "Analyse this position",
        "play.setup-here": "Edit position",
        "play.next-game": "Next game of the match",
        "play.skip": "Skip animation",
        "play.to-board": "Skip to the board",
        "play.keys": "Keys: Tab reaches the pieces; Enter chooses one, then Tab goes on to where it may go; the arrow keys move between them; Escape puts it back.",
        "play.over": "Game over.",
        "play.winner": "{player} wins: {na} {a}, {nb} {b}.",
        "play.winner-plural": "{player} wins: {na} {a}, {nb} {b}.",
        "play.draw": "Draw: {na} {a}, {nb} {b}.",
        "play.wins": "{player} wins.",
        "play.drawn": "A draw.",
        "play.new-same": "New game",
        "play.from-link": "Opened as a new saved game.",
        "play.import-stopped": "The game was read up to move {number}, which cannot be played ({move}).",
        "play.illegal": "That move is not possible: {reason}",
        "play.resign": "Resign",
        "play.rematch": "Rematch",
        "link.offer-sent": "Your draw offer goes to your friend with the link of your next move.",
        "play.choose": "How do you want to play this game?",
        "play.choose-start": "Play",
        "play.changed-elsewhere": "This game was changed in another tab; it is shown here as it is now.",
        "play.deleted-elsewhere": "The game you were looking at was deleted in another tab.",
        "play.resign-ask": "Resign this game as {player}?",
        "play.offer-draw": "Offer a draw",
        "play.draw-ask": "{player} offers a draw. {other}, do you accept?",
        "play.accept-draw": "Accept the draw",
        "play.decline-draw": "Decline",
        "play.draw-declined": "The draw was declined; the game goes on.",
        "play.resigned": "{loser} resigned. {winner} wins.",
        "play.draw-agreed": "Draw agreed by the players.",
        "play.auto-pass": "{player} has no legal move and passes.",
        "play.not-saved": "This game is not being saved: the browser's storage is full. Play goes on; to free space, export old games to files and delete them from the list of saved games.",
        "error.link": "This link cannot be opened: {reason}. Nothing was changed.",
        "error.saved": "This saved game cannot be opened: {reason}. It is kept as it is.",
        "error.file": "This file cannot be imported: {reason}.",
        "error.worker": "The computer could not move: {reason}",
        "error.clipboard": "Copying is not allowed here; copy the link from the box.",
        "why.storage-full": "the browser's storage is full (export old games to files and delete them to free space)",
        "error.no-saved": "There is no saved game with this address on this device: it may have been deleted, or saved in another browser.",
        "why.damaged": "its data is damaged or incomplete",
        "why.link-damaged": "the link is damaged: it may have been cut short or changed when it was copied. Ask for it again",
        "why.not-stolik": "it is not a Stolik link or game",
        "why.version": "it comes from another version of Stolik or of the game's rules; both players need the same version",
        "why.variant": "it asks for a variant this game does not have",
        "why.moves": "the moves in it do not fit the rules",
        "why.position": "the position in it is not a possible position",
        "why.unknown-game": "it names a game Stolik does not know",
        "why.no-link": "this game cannot be played by link: a link cannot keep a hand of cards secret",
        "why.no-tool": "it names a tool Stolik does not have",
        "why.missing": "it is no longer on this device",
        "why.unexpected": "something went wrong in Stolik itself (the browser's console has the details)",
        "rules.title": "Rules of {game}",
        "rules.examples": "Examples",
        "new.link": "A friend, by link",
        "new.no-link": "Schotten Totten cannot be played by link: a link cannot keep a hand of cards secret.",
        "new.my-name": "Your name (optional)",
        "new.friend-name": "Your friend's name (optional)",
        "link.send": "Send this link to {friend}",
        "link.send-last": "Send this last link to {friend}: it shows them how the game ended",
        "link.over": "The game is over, and {friend} ended it: they have seen the end, nothing is left to send.",
        "link.invite": "Send the invitation link to {friend}",
        "link.copy": "Copy",
        "link.share": "Share",
        "link.qr": "QR code of the link",
        "link.qr-loading": "Drawing the QR code…",
        "link.no-qr": "No QR code could be made of this link: copy it or share it.",
        "link.show-qr": "Show QR code",
        "link.until-sent": "Until you copy, share, select or show this link, you may take your move back.",
        "link.copied": "Link copied. Send it to {friend}.",
        "link.sent": "Your move was sent. Waiting for {friend}.",
        "link.waiting": "Waiting for {friend}",
        "link.your-move": "Your move",
        "link.take-back": "Take back",
        "link.name": "Your name",
        "link.you": "you",
        "link.new": "A game by link from {friend}: you play {side}.",
        "link.new-waiting": "A game by link from {friend}: you play {side}. Send the link back after your move.",
        "link.advances": "New moves from {friend}: {count}. The last is marked on the board.",
        "link.same": "Nothing new in this link: your game is already there.",
        "link.older": "This link is older than your game: it stops before move {at}. Nothing of yours was changed.",
        "link.diverged": "This link and your game part at move {at}. Nothing of yours was changed.",
        "link.other-side": "This link plays your side from move {at}. Nothing of yours was changed.",
        "link.different": "This link's game has the id of another game saved here. Nothing of yours was changed.",
        "link.keep": "Keep the link's version as a separate game",
        "link.kept": "The link's version is kept as a separate saved game.",
        "link.replaces": "Your friend took back their move {at}, which you had not answered, and played another. "
                         "Take the new version? Nothing changes until you choose.",
        "link.replace": "Take the new version",
        "link.replaced": "The new version of your friend's move is taken.",
        "home.link-copy": "the link's version",
        "link.title": "(Your move)",
        "home.vs-link": "by link with {friend}",
        "new.secret-note": "Each device holds only its own hand: the cards are dealt by cryptography, and every link is checked.",
        "new.secret-loading": "Preparing the secret deck…",
        "new.secret-failed": "The secret deck could not be loaded: check the connection and press Start again. Nothing was lost.",
        "secret.send-invitation": "Send this invitation to {friend}: the game starts when their reply comes back",
        "secret.send-reply": "Send this reply back to {friend}: it deals the cards",
        "secret.send-last-duel": "Send this last link to {friend}: it shows them how the game ended and deals the next game of the match",
        "secret.next-waiting": "The next game of the match starts when {friend}'s link arrives.",
        "secret.joined": "You joined a game by link. Send the reply back to your friend: it deals the cards.",
        "secret.taken": "Your friend's link is in.",
        "secret.old": "This link was opened here before. Nothing was changed.",
        "secret.own": "This is your own link: send it to your friend. Nothing was changed.",
        "secret.ahead": "A link before this one is missing: open your friend's links in the order they came. Nothing was changed.",
        "secret.fork": "This link does not follow the last link of this game. Nothing was changed.",
        "secret.dishonest": "This link does not come from an honest game: {reason}. Nothing was saved.",
        "secret.face-down": "a card you drew, face down until your friend's next link",
        "secret.verified": "Verified: both keys open the whole deal, and every move was legal in it.",
        "secret.unverified": "Not verified: your friend's last link, with their key, has not come yet.",
        "secret.export": "The file holds the secret key of this game: whoever reads it can see your cards.",
        "why.secret-none": "it belongs to no game on this device",
    },
    "pl": {
        "new.link": "Znajomy, przez link",
        "new.no-link": "W „Spór o Bór” nie da się grać przez link: link nie ukryje kart na ręce.",
        "new.my-name": "Twoje imię (nieobowiązkowe)",
        "new.friend-name": "Imię znajomego (nieobowiązkowe)",
        "link.send": "Wyślij ten link do: {friend}",
        "link.send-last": "Wyślij ostatni link do: {friend}. Pokaże, jak skończyła się gra",
        "link.over": "Gra skończona ruchem drugiej strony ({friend}): koniec jest już znany po obu stronach, nie trzeba nic wysyłać.",
        "link.invite": "Wyślij link z zaproszeniem do: {friend}",
        "link.copy": "Kopiuj",
        "link.share": "Udostępnij",
        "link.qr": "Kod QR linku",
        "link.qr-loading": "Rysowanie kodu QR…",
        "link.no-qr": "Z tego linku nie da się zrobić kodu QR: skopiuj go albo udostępnij.",
        "link.show-qr": "Pokaż kod QR",
        "link.until-sent": "Dopóki nie skopiujesz, nie udostępnisz, nie zaznaczysz ani nie pokażesz tego linku, "
                           "możesz cofnąć swój ruch.",
        "link.copied": "Skopiowano link. Wyślij go do: {friend}.",
        "link.sent": "Twój ruch został wysłany. Czekasz na: {friend}.",
        "link.waiting": "Czekasz na: {friend}",
        "link.your-move": "Twój ruch",
        "link.take-back": "Cofnij swój ruch",
        "link.name": "Twoje imię",
        "link.you": "ty",
        "link.new": "Gra przez link od: {friend}; grasz jako {side}.",
        "link.new-waiting": "Gra przez link od: {friend}; grasz jako {side}. Po swoim ruchu odeślij link.",
        "link.advances": "Nowe ruchy od: {friend}: {count}. Ostatni jest zaznaczony na planszy.",
        "link.same": "W tym linku nie ma nic nowego: twoja gra już to zawiera.",
        "link.older": "Ten link jest starszy niż twoja gra: kończy się przed ruchem {at}. Nic twojego nie zmieniono.",
        "link.diverged": "Ten link i twoja gra rozchodzą się w ruchu {at}. Nic twojego nie zmieniono.",
        "link.other-side": "Ten link gra za twoją stronę od ruchu {at}. Nic twojego nie zmieniono.",
        "link.different": "Gra z tego linku ma identyfikator innej gry zapisanej tutaj. Nic twojego nie zmieniono.",
        "link.keep": "Zachowaj wersję z linku jako osobną grę",
        "link.kept": "Wersja z linku została zapisana jako osobna gra.",
        "link.replaces": "Znajomy cofnął swój ruch {at}, na który jeszcze nie odpowiedziałeś, i zagrał inaczej. "
                         "Przyjąć nową wersję? Nic się nie zmieni, dopóki nie wybierzesz.",
        "link.replace": "Przyjmij nową wersję",
        "link.replaced": "Przyjęto nową wersję ruchu znajomego.",
        "home.link-copy": "wersja z linku",
        "link.title": "(Twój ruch)",
        "home.vs-link": "przez link z: {friend}",
        "new.secret-note": "Każde urządzenie zna tylko własną rękę: karty rozdaje kryptografia, a każdy link jest sprawdzany.",
        "new.secret-loading": "Przygotowuję tajną talię…",
        "new.secret-failed": "Nie udało się wczytać tajnej talii: sprawdź połączenie i naciśnij „Zaczynamy” jeszcze raz. Nic nie zostało utracone.",
        "secret.send-invitation": "Wyślij to zaproszenie do: {friend}. Gra zacznie się, gdy wróci odpowiedź",
        "secret.send-reply": "Odeślij tę odpowiedź do: {friend}. Rozdaje ona karty",
        "secret.send-last-duel": "Wyślij ostatni link do: {friend}. Pokaże, jak skończyła się gra, i rozda następną partię meczu",
        "secret.next-waiting": "Następna partia meczu zacznie się, gdy przyjdzie link od: {friend}.",
        "secret.joined": "Dołączono do gry przez link. Odeślij znajomemu odpowiedź: rozdaje ona karty.",
        "secret.taken": "Link od znajomego został przyjęty.",
        "secret.old": "Ten link był już tu otwarty. Nic nie zostało zmienione.",
        "secret.own": "To twój własny link: wyślij go znajomemu. Nic nie zostało zmienione.",
        "secret.ahead": "Brakuje linku sprzed tego: otwieraj linki znajomego w kolejności, w jakiej przyszły. Nic nie zostało zmienione.",
        "secret.fork": "Ten link nie następuje po ostatnim linku tej gry. Nic nie zostało zmienione.",
        # The reason comes from the protocol in English only (schotten/deal_link, core/deck_seat): said here in
        # general words, the exact one goes to the console.
        "secret.dishonest": "Ten link nie pochodzi z uczciwej gry: jego karty albo dowody nie zgadzają się z kluczem, "
                            "który gracz ogłosił. Nic nie zostało zapisane.",
        "secret.face-down": "dobrana karta, zakryta do następnego linku znajomego",
        "secret.verified": "Sprawdzone: oba klucze otwierają całe rozdanie, a każdy ruch był w nim zgodny z zasadami.",
        "secret.unverified": "Niesprawdzone: ostatni link znajomego, z jego kluczem, jeszcze nie przyszedł.",
        "secret.export": "Plik zawiera tajny klucz tej gry: kto go przeczyta, zobaczy twoje karty.",
        "why.secret-none": "nie należy do żadnej gry na tym urządzeniu",
        "app.tagline": "Cztery gry planszowe dla dwojga: zagraj ze znajomym na tym urządzeniu albo z komputerem, także offline.",
        "app.loading": "Wczytywanie…",
        "app.home": "Gry",
        "app.sound-on": "Dźwięk: wł.",
        "app.sound-off": "Dźwięk: wył.",
        "app.motion-on": "Animacje: wł.",
        "play.hint": "Podpowiedź",
        "play.hinted": "podpowiedź",
        "play.hint-is": "Podpowiedź: {move}. Jest zaznaczona na planszy.",
        "play.hint-thinking": "Szukam dobrego ruchu…",
        "play.hint-starting": "Uruchamiam komputer, by podpowiedział (za pierwszym razem to kilka sekund)…",
        "review.button": "Przegląd partii",
        "review.title": "Przegląd partii",
        "review.progress": "Ocenione pozycje",
        "review.stop": "Zatrzymaj",
        "review.stopped": "Zatrzymano.",
        "review.here": "Szanse wygranej w tej pozycji: {chance}",
        "review.graph": "Szansa wygranej – {player}, ruch po ruchu",
        "review.point-start": "Początek: {chance}",
        "review.point": "Po ruchu {index}: {chance}",
        "review.mistakes": "Błędy",
        "review.mistake": "Ruch {index} ({player}): {before} → {after}",
        "review.grade-inaccuracy": "niedokładność",
        "review.grade-mistake": "błąd",
        "review.grade-blunder": "poważny błąd",
        "review.better": "lepszy był ruch {move}",
        "review.better-here": "Zamiast ruchu {index} lepszy był tu ruch {move}. Jest zaznaczony na planszy.",
        "review.line": "Wariant komputera: {line}",
        "review.try-line": "Sprawdź na tablicy analizy",
        "review.accuracy": "Dokładność",
        "review.accuracy-of": "{player} {accuracy}",
        "review.none": "Żaden ruch nie obniżył wyraźnie szans swojego gracza.",
        "review.note": "Ocena komputera: krótkie przeszukanie każdej pozycji, z tego, co widzi gracz na ruchu.",
        "app.motion-off": "Animacje: wył.",
        "app.motion-system": "Animacje: wył. (system)",
        "app.motion-system-why": "System prosi o ograniczenie ruchu: nic na stronie się nie porusza.",
        "play.copied-text": "Skopiowano.",
        "app.language": "English",
        "app.offline-ready": "Gotowe do gry offline.",
        "home.new": "Nowa gra",
        "home.rules": "Zasady",
        "home.soon": "Wkrótce",
        "home.saved": "Zapisane gry",
        "home.none": "Nie ma jeszcze zapisanych gier.",
        "home.resume": "Wznów",
        "home.delete": "Usuń",
        "home.export": "Eksportuj",
        "home.import": "Importuj grę z pliku",
        "home.unreadable": "Nieczytelny zapis {key}: {reason}. Zostaje bez zmian.",
        "home.moves": "{count} {moves}",
        "home.vs-computer": "z komputerem ({level})",
        "home.vs-friend": "dwoje graczy",
        "home.over": "zakończona",
        "home.won": "wygrana: {player}",
        "home.drawn": "remis",
        "home.view": "Zobacz",
        "home.confirm-delete": "Usunąć ten zapis gry {game}? Tego nie da się cofnąć.",
        "home.imported": "Gra zaimportowana.",
        "new.title": "Nowa gra: {game}",
        "new.opponent": "Przeciwnik",
        "new.friend": "Znajomy na tym urządzeniu",
        "new.computer": "Komputer",
        "new.level": "Poziom komputera",
        "new.first": "Kto zaczyna",
        "new.side": "Grasz jako",
        "new.first.random": "Losowo",
        "new.start": "Zaczynamy",
        "new.cancel": "Anuluj",
        "level.easy": "łatwy",
        "level.normal": "normalny",
        "level.hard": "trudny",
        "play.you": "ty",
        "play.computer": "komputer",
        "play.to-move": "Ruch: {player}",
        "play.your-move": "Twój ruch ({player})",
        "play.thinking": "Komputer myśli…",
        "play.starting-computer": "Uruchamianie komputera…",
        "play.undo": "Cofnij",
        "undo.roll": "Rzutu nie można cofnąć.",
        "undo.draw": "Dobranej karty nie można cofnąć.",
        "undo.lot": "Losowania, kto zaczyna, nie można cofnąć.",
        "play.flip": "Obróć planszę",
        "play.first": "Początek",
        "play.back": "Wstecz",
        "play.forward": "Dalej",
        "play.last": "Teraz",
        "play.history": "Oglądasz ruch {index} z {total}. Naciśnij „Teraz”, by wrócić do gry.",
        "play.moves": "Ruchy",
        "play.start-position": "Pozycja początkowa",
        "play.share": "Kopiuj link do gry",
        "play.share-position": "Kopiuj link do pozycji",
        "play.copied": "Link skopiowany. Możesz go też skopiować z pola poniżej.",
        "play.link-box": "Link",
        "play.home": "Wszystkie gry",
        "play.rules": "Zasady",
        "play.analyse": "Analizuj tę pozycję",
        "play.setup-here": "Edytuj pozycję",
        "play.next-game": "Następna partia meczu",
        "play.skip": "Pomiń animację",
        "play.to-board": "Przejdź do planszy",
        "play.keys": "Klawisze: Tab przechodzi do pionów i kart; Enter wybiera jeden, a wtedy Tab prowadzi tam, dokąd może pójść; strzałki przechodzą między nimi; Escape go odkłada.",
        "play.over": "Koniec gry.",
        "play.winner": "Wygrywa {player}: {na} {a}, {nb} {b}.",
        "play.winner-plural": "Wygrywają {player}: {na} {a}, {nb} {b}.",
        "play.draw": "Remis: {na} {a}, {nb} {b}.",
        "play.wins": "Wygrywa {player}.",
        "play.drawn": "Remis.",
        "play.new-same": "Nowa gra",
        "play.from-link": "Otwarto jako nową zapisaną grę.",
        "play.import-stopped": "Partię odczytano do ruchu {number}, którego nie da się zagrać ({move}).",
        "play.illegal": "Ten ruch jest niemożliwy: {reason}",
        "play.resign": "Poddaj partię",
        "play.rematch": "Rewanż",
        "link.offer-sent": "Twoja propozycja remisu trafi do znajomego razem z linkiem twojego następnego ruchu.",
        "play.choose": "Jak chcesz rozegrać tę partię?",
        "play.choose-start": "Graj",
        "play.changed-elsewhere": "Ta gra zmieniła się w innej karcie; pokazujemy ją taką, jaka jest teraz.",
        "play.deleted-elsewhere": "Gra, którą oglądasz, została usunięta w innej karcie.",
        "play.resign-ask": "Poddać tę partię jako {player}?",
        "play.offer-draw": "Zaproponuj remis",
        "play.draw-ask": "Propozycja remisu od: {player}. Odpowiada: {other}.",
        "play.accept-draw": "Przyjmij remis",
        "play.decline-draw": "Odrzuć",
        "play.draw-declined": "Remis odrzucony, gra toczy się dalej.",
        "play.resigned": "Partię poddaje: {loser}. Wygrana: {winner}.",
        "play.draw-agreed": "Remis za zgodą graczy.",
        "play.auto-pass": "{player}: brak możliwego ruchu, pas.",
        "play.not-saved": "Ta gra nie jest zapisywana: pamięć przeglądarki jest pełna. Grasz dalej; by zwolnić miejsce, wyeksportuj stare gry do plików i usuń je z listy zapisanych gier.",
        "error.link": "Nie można otworzyć tego linku: {reason}. Nic nie zostało zmienione.",
        "error.saved": "Nie można otworzyć tej zapisanej gry: {reason}. Zapis zostaje bez zmian.",
        "error.file": "Nie można zaimportować tego pliku: {reason}.",
        "error.worker": "Komputer nie mógł wykonać ruchu: {reason}",
        "error.clipboard": "Kopiowanie jest tu niedozwolone; skopiuj link z pola.",
        "why.storage-full": "pamięć przeglądarki jest pełna (wyeksportuj stare gry do plików i usuń je, by zwolnić miejsce)",
        "error.no-saved": "Na tym urządzeniu nie ma zapisanej gry o tym adresie: mogła zostać usunięta albo zapisana w innej przeglądarce.",
        "why.damaged": "dane są uszkodzone lub niepełne",
        "why.link-damaged": "link jest uszkodzony: mógł zostać ucięty albo zmieniony przy kopiowaniu. Poproś o niego jeszcze raz",
        "why.not-stolik": "to nie jest link ani gra Stolika",
        "why.version": "pochodzi z innej wersji Stolika lub zasad gry; obaj gracze potrzebują tej samej wersji",
        "why.variant": "wymaga wariantu, którego ta gra nie ma",
        "why.moves": "zapisane ruchy nie pasują do zasad gry",
        "why.position": "zapisana pozycja nie jest możliwa",
        "why.unknown-game": "wskazuje grę, której Stolik nie zna",
        "why.no-link": "w tę grę nie da się grać przez link: link nie ukryje kart na ręce",
        "why.no-tool": "wskazuje narzędzie, którego Stolik nie ma",
        "why.missing": "nie ma go już na tym urządzeniu",
        "why.unexpected": "coś poszło nie tak w samym Stoliku (szczegóły są w konsoli przeglądarki)",
        "rules.title": "Zasady: {game}",
        "rules.examples": "Przykłady",
    },
}

PLURALS: dict[str, dict[str, tuple[str, ...]]] = {     # the shell's counted words; games add theirs
    "moves": {"en": ("move", "moves"), "pl": ("ruch", "ruchy", "ruchów")},
}


def plural(lang: str, forms: tuple[str, ...], count: int) -> str:
    """The form of a word for ``count``: forms are (one, other) in English, (one, few, many) in Polish.

    >>> [plural("pl", ("ruch", "ruchy", "ruchów"), n) for n in (1, 2, 5, 12, 22, 25)]
    ['ruch', 'ruchy', 'ruchów', 'ruchów', 'ruchy', 'ruchów']
    """
    if lang == "en":
        return forms[0] if count == 1 else forms[1]
    if count == 1:
        return forms[0]
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return forms[1]
    return forms[2]


def pick_language(saved: str | None, browser: str | None) -> str:
    """The remembered choice, else the browser's language if we have it, else English."""
    if saved in LANGUAGES:
        return saved
    code = (browser or "").lower()[:2]
    return code if code in LANGUAGES else "en"


def _game_strings() -> Iterator[ModuleType]:
    """Every game's strings modules that exist: its own, and why its positions are refused (position_strings)."""
    for key in ENGINES:
        for name in ("strings", "position_strings"):
            try:
                yield importlib.import_module(f"stolik.web.games.{key}.{name}")
            except ImportError:
                continue


def all_strings() -> dict[str, dict[str, str]]:
    """The shell's table (with the puzzles', lessons', retries' and set-ups' strings) merged with every game's table."""
    merged = {lang: {**STRINGS[lang], **puzzle_strings.STRINGS[lang], **lesson_strings.STRINGS[lang],
                     **retry_strings.STRINGS[lang], **setup_strings.STRINGS[lang],
                     **analysis_strings.STRINGS[lang]} for lang in LANGUAGES}
    for module in _game_strings():
        for lang in LANGUAGES:
            merged[lang].update(module.STRINGS[lang])
    for key in ENGINES:         # a game without its strings still gets a card: its key, "coming soon"
        for lang in LANGUAGES:
            merged[lang].setdefault(f"game.{key}", key)
            merged[lang].setdefault(f"game.{key}.blurb", "")
    return merged


def all_plurals() -> dict[str, dict[str, tuple[str, ...]]]:
    """The shell's and every game's plural words: word -> language -> forms."""
    merged = {**PLURALS, **puzzle_strings.PLURALS}
    for module in _game_strings():
        merged.update(getattr(module, "PLURALS", {}))
    return merged


_TABLES: dict[str, dict[str, str]] = {}
_PLURALS: dict[str, dict[str, tuple[str, ...]]] = {}


class Translator:
    """``tr(key, **values)``: the string of ``key`` in this language, with values filled in."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else "en"
        if not _TABLES:
            _TABLES.update(all_strings())
            _PLURALS.update(all_plurals())
        self.table = _TABLES[self.lang]
        self.plurals = {word: forms[self.lang] for word, forms in _PLURALS.items()}

    def __call__(self, key: str, /, **values: Any) -> str:
        text = self.table[key]
        if "count" in values:
            for word, forms in self.plurals.items():
                if "{" + word + "}" in text:
                    values.setdefault(word, plural(self.lang, forms, int(values["count"])))
        return text.format(**values) if values else text
