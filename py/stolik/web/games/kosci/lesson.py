"""Mądre kości's lesson for newcomers: the four roles of the dice (an outcome chosen from the list,
then the dice given their roles by hand), the middle line, a tower and its extra roll, and leaving
the board. Every position is the engine's own text, its roll given (tests replay each step); the
first and fourth are the rules page's examples, from the game's seed."""
from __future__ import annotations

from stolik.core.lesson import Lesson, Step
from stolik.web.games.kosci.screen import EXAMPLES

_EXIT = ("A1@E10,A2@B3,A3@C4,A4@D2,A5@F5,A6@G3,B1@G12,B2@F12,B3@E12,B4@D12,B5@C12,B6@B12 40:25 A 1435")

# The roll of step 2: the examples' start position with other dice, so the roles are given anew.
_ROLES = EXAMPLES[0][0].rsplit(" ", 1)[0] + " 5432"

# The id names this edition: the dice step became two (choosing from the list, giving the roles by hand),
# so the steps done of the first edition ("basics", four steps) would mark the wrong steps here.
LESSONS = (Lesson("basics-2", "kosci", {"en": "The dice's roles, towers, leaving the board",
                                        "pl": "Role kości, wieże, zejście z planszy"}, (
    Step(EXAMPLES[0][0], ("2: B1→A1 +6",),
         {"en": "You play Red, at the bottom. Each turn rolls four dice; each die gets one role: the pawn that "
                "moves (its face shows that number), the direction (1 right, 2 back, 3 left, 4 forward, 5 "
                "diagonally forward, 6 any way), the distance and your points. Roll: 6, 3, 2, 1. Choose "
                "B1 → A1 +6 in the list.",
          "pl": "Grasz Czerwonymi, na dole. W turze rzucasz czterema kośćmi; każda dostaje jedną rolę: pionek, "
                "który się rusza (jego ścianka ma tę liczbę), kierunek (1 w prawo, 2 w tył, 3 w lewo, 4 naprzód, "
                "5 na ukos naprzód, 6 dowolny), odległość i punkty. Wyrzucono 6, 3, 2, 1. Wybierz B1 → A1 +6 "
                "z listy."},
         {"en": "That is a move, but it scores less: let the 6 be your points, pawn 2 go left (3) by 1.",
          "pl": "To ruch, ale za mniej punktów: niech 6 to będą punkty, a pionek 2 idzie w lewo (3) o 1."},
         done={"en": "Right: pawn 2 went left (3) by 1 and the 6 is your points. Choosing roles well matters "
                     "more than moving far.",
               "pl": "Dobrze: pionek 2 poszedł w lewo (3) o 1, a 6 to twoje punkty. Dobre rozdanie ról znaczy "
                     "więcej niż daleki ruch."}),
    Step(_ROLES, ("3: C1→C3 +5",),
         {"en": "You may also give the dice their roles yourself: open “Or give the dice their roles yourself” "
                "below the list, choose a die, then its role. Roll: 5, 4, 3, 2. Give the 3 the pawn, the 4 the "
                "direction (forward), the 2 the distance and the 5 the points.",
          "pl": "Role możesz też rozdać ręcznie: otwórz „Albo sam przydziel kościom role” pod listą, wybierz "
                "kość, a potem jej rolę. Wyrzucono 5, 4, 3, 2. Daj 3 pionkowi, 4 kierunkowi (naprzód), "
                "2 odległości, a 5 punktom."},
         {"en": "Not that one: pawn 3, direction 4 (forward), distance 2, points 5 sends pawn 3 from C1 to C3.",
          "pl": "Nie ten: pionek 3, kierunek 4 (naprzód), odległość 2 i punkty 5 przesuwają pionek 3 z C1 na C3."},
         done={"en": "Right: pawn 3 went forward two squares for 5 points.",
               "pl": "Dobrze: pionek 3 poszedł o dwa pola naprzód za 5 punktów."}),
    Step(EXAMPLES[1][0], ("1: E6→E9 +12",),
         {"en": "Each time a pawn crosses the middle line, between rows 6 and 7, going forward, you score 10 more. "
                "Pawn 1 stands on E6: send it straight forward (direction 4) three squares to E9.",
          "pl": "Za każde przekroczenie środkowej linii, między rzędami 6 i 7, w przód dostajesz 10 punktów "
                "więcej. Pionek 1 stoi na E6: poślij go prosto naprzód (kierunek 4) o trzy pola, na E9."},
         {"en": "Not that one: look for pawn 1 going forward from E6 to E9, over the middle line.",
          "pl": "Nie ten: szukaj ruchu pionka 1 naprzód z E6 na E9, przez środkową linię."},
         done={"en": "Right: 2 points from the die and 10 for the middle line.",
               "pl": "Dobrze: 2 punkty z kości i 10 za środkową linię."}),
    Step(EXAMPLES[1][0], ("1: E6→E8 +13",),
         {"en": "Landing on any pawn, yours or your opponent's, builds a tower, and you roll again at once. Only "
                "the top die of a tower moves; a covered pawn waits. Build a tower on your pawn 5 at E8, over "
                "the middle line.",
          "pl": "Gdy pionek wyląduje na innym, twoim albo przeciwnika, powstaje wieża i od razu rzucasz jeszcze "
                "raz. Rusza się tylko kość z wierzchu wieży; przykryty pionek czeka. Zbuduj wieżę na swoim "
                "pionku 5 na E8, za środkową linią."},
         {"en": "That builds no tower on E8: send pawn 1 forward two squares, onto pawn 5.",
          "pl": "To nie buduje wieży na E8: poślij pionek 1 o dwa pola naprzód, na pionek 5."},
         done={"en": "Right: 13 points, a tower, and another roll for you.",
               "pl": "Dobrze: 13 punktów, wieża i jeszcze jeden rzut dla ciebie."}),
    Step(_EXIT, ("1: E10→off +25", "1: E10→off +24", "1: E10→off +23"),
         {"en": "A pawn that goes forward over your opponent's back edge leaves the board for 20 more points, "
                "but only once none of your pawns stands on your start row. The first exit ends the game after "
                "your opponent's last roll. Take pawn 1 off the board.",
          "pl": "Pionek, który przejdzie naprzód za tylną krawędź przeciwnika, schodzi z planszy za 20 punktów "
                "więcej, ale tylko gdy żaden twój pionek nie stoi już na twoim rzędzie startowym. Pierwsze "
                "zejście kończy grę po ostatnim rzucie przeciwnika. Wyprowadź pionek 1 z planszy."},
         {"en": "That stays on the board: send pawn 1 straight forward three squares, past row 12.",
          "pl": "Ten ruch zostaje na planszy: poślij pionek 1 prosto naprzód o trzy pola, za rząd 12."},
         done={"en": "Right: pawn 1 has left the board. Blue has one last roll, then the higher score wins. "
                     "You have finished the lesson.",
               "pl": "Dobrze: pionek 1 zszedł z planszy. Niebieskie mają ostatni rzut, potem wygrywa wyższy "
                     "wynik. Lekcja ukończona."}),
)),)
