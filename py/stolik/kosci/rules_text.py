"""The in-app rules of Mądre kości, as data: paragraphs, and bullets starting with "- ".

House rules (where the seed is silent) are listed as ours, as the rulings require. The turn cap is
chosen when a game is created: ``rules_for(lang, options)`` names the cap of that game (as lines),
``RULES`` (no game; one text per language, like every game's) the choices and the default.
"""
from __future__ import annotations

from typing import Any, Mapping

from stolik.kosci.movement import DEFAULT_TURN_CAP, LAST_ROLL_LIMIT, TURN_CAPS

_CAP_WORDS = {                 # (this game's cap, no game: the choices and the default)
    "pl": ("po {cap} kolejkach (tyle wybrano dla tej partii)",
           "po wybranej przy zakładaniu partii liczbie kolejek ({choices}; domyślnie {default})"),
    "en": ("after {cap} turns (the limit chosen for this game)",
           "after the number of turns chosen when the game is created ({choices}; {default} by default)"),
}
_TEXT: dict[str, list[str]] = {   # {cap} and {last} are filled in by rules_for
    "pl": [
        "Mądre kości to gra dwóch graczy na planszy 8 × 12 (kolumny A–H, rzędy 1–12). Każdy gracz ma sześć "
        "kości swojego koloru: to pionki, a oczka na górze są ich imionami (od 1 do 6) i nigdy się nie zmieniają. "
        "Cztery kości w innym kolorze służą do rzucania. Linia środkowa biegnie między rzędami 6 i 7.",
        "Rozstawienie: każdy gracz stawia sześć pionków na sześciu dowolnych z ośmiu pól swojego pierwszego rzędu "
        "(Gracz A na rzędzie 1, Gracz B na rzędzie 12), w dowolnej kolejności, ręcznie lub losowo. Potem los "
        "wyznacza, kto zaczyna.",
        "Ruch: gracz rzuca czterema kośćmi i sam przydziela każdej jedną funkcję:",
        "- kość wskaźnikowa: przesuwasz swojego pionka o tylu oczkach;",
        "- kość kierunkowa: 1 — w prawo; 2 — do tyłu, pionowo lub ukośnie w lewo lub w prawo; 3 — w lewo; "
        "4 — pionowo do przodu; 5 — ukośnie do przodu w lewo lub w prawo; 6 — dowolny z ośmiu kierunków;",
        "- kość posunięciowa: pionek idzie dokładnie o tyle pól po linii prostej;",
        "- kość zaliczeniowa: tyle punktów dopisujesz sobie za ruch.",
        "Kierunki liczy się od strony gracza: „do przodu” to od własnego rzędu startowego. Dla Gracza A „w lewo” "
        "to w stronę kolumny A, dla Gracza B (siedzi naprzeciw) w stronę kolumny H. Pionki po drodze się "
        "przeskakuje; liczy się tylko pole, na którym pionek staje.",
        "Punkty: oprócz kości zaliczeniowej +10 za każde przekroczenie linii środkowej do przodu (za każdym razem; "
        "cofając się nic się nie dostaje) i +20 za zejście pionkiem z planszy po stronie przeciwnika.",
        "- Nie wolno zejść z planszy bokiem ani przez własną krawędź; przez krawędź przeciwnika wolno, nawet gdy "
        "zostaje jeszcze część ruchu.",
        "- Nie wolno zejść z planszy, dopóki choć jeden twój pionek stoi na dowolnym polu twojego rzędu "
        "startowego (nie tylko na polu, na którym go rozstawiono).",
        "Wieże: postawienie pionka na innym pionku (swoim lub przeciwnika) buduje wieżę i daje od razu dodatkowy "
        "rzut i ruch; dodatkowe ruchy mogą następować po sobie. Rusza się tylko pionek z wierzchu wieży; pionek "
        "przykryty jest zablokowany. Nie wolno zablokować wszystkich pionków przeciwnika: co najmniej jeden musi "
        "zostać wolny, więc nie wolno przykryć jego ostatniego wolnego pionka (chyba że ten sam ruch uwalnia "
        "inny). Gdy przeciwnik nie ma już żadnego wolnego pionka (jego ostatni wolny zszedł z planszy), ta "
        "zasada niczego nie zabrania.",
        "Jeśli żaden przydział kości nie daje prawidłowego ruchu, kolejka przepada bez punktów; w przeciwnym razie "
        "ruch jest obowiązkowy.",
        "Koniec: gdy pierwszy pionek zejdzie z planszy, przeciwnik ma jeszcze jeden, ostatni rzut (budując wieże, "
        "może wykonać kilka ruchów). Potem wygrywa gracz z większą liczbą punktów.",
        "Nasze zasady domowe (oryginał o tym milczy):",
        "- identyczne przydziały kości to jeden ruch; ruchy dające ten sam pionek, to samo pole i te same punkty "
        "pokazujemy jako jeden;",
        "- każdy kierunek liczymy od strony gracza, a Gracz B siedzi naprzeciw Gracza A;",
        "- wyjście ukośne przez narożnik planszy liczymy jako zejście bokiem: jest niedozwolone;",
        "- pionek stojący w wieży na polu startowym też zabrania schodzenia z planszy;",
        "- w ostatnim rzucie przeciwnik także może zejść z planszy, jeśli mu wolno; wtedy gra kończy się od razu;",
        "- równa liczba punktów to remis;",
        "- każdy rzut (także dodatkowy) to kolejka; gdy żaden pionek nie zszedł z planszy, gra kończy się "
        "{cap} i wygrywa gracz z większą liczbą punktów; limit nie obowiązuje, gdy pionek już zszedł: zejście "
        "w ostatniej kolejce limitu nadal daje przeciwnikowi ostatni rzut, z wieżami;",
        "- ostatni rzut z wieżami kończy się najpóźniej po {last} kolejkach ponad limit (zabezpieczenie, które "
        "w praktyce nigdy nie działa);",
        "- Gracz A rozstawia pionki pierwszy, potem Gracz B;",
        "- rzuty pochodzą z zapisanego w partii generatora liczb losowych, więc zapis partii odtwarza się "
        "dokładnie, a komputer nie zna przyszłych rzutów;",
        "- rzutu, który widziano, nie można cofnąć (ani losowania, kto zaczyna): „Cofnij” cofa tylko decyzje "
        "podjęte po nim;",
        "- gra przez link: link niesie zapis partii z generatorem, więc gracz, który sam uruchomi silnik gry, "
        "mógłby przewidzieć rzuty; ten tryb jest do gry ze znajomymi.",
    ],
    "en": [
        "Wise Dice is a two-player game on an 8 × 12 board (columns A–H, rows 1–12). Each player has six dice of "
        "their colour: these are the pawns, and the face on top (1 to 6) is a pawn's name and never changes. "
        "Four dice of another colour are rolled. The middle line runs between rows 6 and 7.",
        "Setup: each player puts their six pawns on any six of the eight squares of their first row (Player A on "
        "row 1, Player B on row 12), in any order, by hand or at random. Then a draw decides who starts.",
        "A turn: roll the four dice and give each one a role of your choice:",
        "- indicator: you move your pawn with this many pips;",
        "- direction: 1 — right; 2 — backward, straight or diagonally left or right; 3 — left; "
        "4 — straight forward; 5 — diagonally forward, left or right; 6 — any of the eight directions;",
        "- distance: the pawn moves exactly this many squares in a straight line;",
        "- score: you add this many points for the move.",
        "Directions are the mover's own: forward is away from your start row. For Player A left is toward "
        "column A; Player B sits opposite, so their left is toward column H. Pawns in between are jumped; only "
        "the landing square matters.",
        "Points: besides the score die, +10 every time a pawn crosses the middle line moving forward (each time; "
        "moving back scores nothing) and +20 for taking a pawn off the board over the opponent's edge.",
        "- A pawn may not leave the board over a side or over your own edge; over the opponent's edge it may, "
        "even with part of the move left over.",
        "- You may not take a pawn off while any of your pawns stands on any square of your start row (not "
        "only the square it was set up on).",
        "Towers: landing on another pawn (yours or the opponent's) builds a tower and gives an extra roll and "
        "move at once; extra moves can chain. Only the top die of a stack moves; a covered pawn is blocked. You "
        "may not block all of your opponent's pawns: at least one must stay free, so you may not cover their last "
        "free pawn (unless the same move frees another). When your opponent has no free pawn left (their last "
        "free pawn has left the board), this rule forbids nothing.",
        "If no way of giving the dice their roles makes a legal move, the turn passes with no points; otherwise "
        "a move is mandatory.",
        "End: when the first pawn leaves the board, the opponent has one last roll (building towers, they may "
        "make several moves). Then the higher score wins.",
        "Our house rules (the original is silent on these):",
        "- identical assignments of the dice are one move; moves giving the same pawn, square and points are "
        "shown as one;",
        "- every direction is the mover's own, and Player B sits opposite Player A;",
        "- leaving diagonally through a corner of the board counts as leaving over a side: not allowed;",
        "- a pawn inside a tower on a starting square also forbids taking pawns off;",
        "- in the last roll the opponent may take a pawn off too, if allowed; the game then ends at once;",
        "- equal scores are a draw;",
        "- every roll (extra rolls included) is a turn; with no pawn off the board the game ends {cap} and the "
        "higher score wins; the limit never applies once a pawn has left: a pawn leaving on the last turn of the "
        "limit still gives the opponent the last roll, with its towers;",
        "- the last roll with its towers stops at the latest {last} turns past the limit (a safeguard that never "
        "matters in practice);",
        "- Player A sets up first, then Player B;",
        "- rolls come from the random generator saved with the game, so a record replays exactly and the "
        "computer never knows future rolls;",
        "- a roll that has been seen is never taken back (nor the draw for who starts): Undo takes back only "
        "the decisions made after it;",
        "- play by link: a link carries the game's record and its random generator, so a player who runs the "
        "game's engine by hand could foresee the rolls; this mode is for playing friends.",
    ],
}


def rules_for(lang: str, options: Mapping[str, Any] | None = None) -> str:
    """The rules in ``lang`` naming the turn cap of the game played with ``options``, or the choices if none."""
    this_game, no_game = _CAP_WORDS[lang]
    cap = (this_game.format(cap=options["turn_cap"]) if options and "turn_cap" in options
           else no_game.format(choices=", ".join(map(str, TURN_CAPS)), default=DEFAULT_TURN_CAP))
    return "\n".join(line.format(cap=cap, last=LAST_ROLL_LIMIT) for line in _TEXT[lang])


RULES: dict[str, str] = {lang: rules_for(lang) for lang in _TEXT}   # one text per language, as every game
