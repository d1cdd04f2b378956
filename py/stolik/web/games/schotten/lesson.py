"""Schotten Totten's (Spór o Bór's) lesson for newcomers: a turn (place, claim, draw), the groups and their
order, a claim against a complete side, a claim proved from the cards in sight, and the win by three
adjacent stones. One table, the learner A: each step's board is the step before with its moves played.

Cards are hidden information: the learner sees only A's hand (the screen renders ``view(0)``), and no step
needs B's. A drawn card is never taken back (rulings: take-backs), so no asked move draws one: after
the first card placed a claim is always open, and the last claim wins the game (tests prove it).
"""
from __future__ import annotations

from stolik.core.lesson import Lesson, Step

_TABLE = ("- 0play :y5/b2:/:/g5,g6:y8,b8,p8/r2,r5,r7:b1,g2,o3^1/r9,o9,b9:y6,y7/:/p3:/: r3,b4,g7,y1,p9,o2 "
          "r8,b6,g1,g3,p2,o6 r1,b3,g4,y2,y9,p5,o1,o7,r4,b5,g8,y3,p1,p6,o4,o8,r6,b7,g9,y4,p4,p7,o5 - - -|- 0")

LESSONS = (Lesson("basics", "schotten", {"en": "A turn, groups, claims, the win",
                                         "pl": "Tura, grupy, przejęcia, zwycięstwo"}, (
    Step(_TABLE, ("g7@4",),
         {"en": "You play A; B's hand stays face down. A turn: put one card from your hand on your side of a "
                "stone (3 cards a side at most), then you may claim stones, then you draw a card. Put green 7 on "
                "stone 4, beside your green 5 and 6.",
          "pl": "Grasz jako A; karty B są zakryte. Tura: połóż jedną kartę z ręki po swojej stronie polany "
                "(najwyżej 3 karty po stronie), potem możesz przejąć polany, potem dobierasz kartę. Połóż "
                "zieloną 7 przy polanie 4, obok swoich zielonych 5 i 6."},
         {"en": "That is a move too, but this step asks for green 7 on stone 4.",
          "pl": "To też ruch, ale w tym kroku połóż zieloną 7 przy polanie 4."},
         done={"en": "Placed: green 5-6-7. Before you draw, you may claim stones: the next steps.",
               "pl": "Położona: zielone 5-6-7. Zanim dobierzesz kartę, możesz przejmować polany: "
                     "o tym kolejne kroki."}),
    Step(_TABLE, ("claim 4",),
         {"en": "Groups, strongest first: colour run (3 in a row, one colour), three of a kind, colour, run, sum. "
                "Same kind: the higher sum wins. At stone 4 your green 5-6-7 is a colour run; B has three 8s. "
                "Claim stone 4.",
          "pl": "Grupy od najsilniejszej: kolorowy ciąg (3 kolejne w jednym kolorze), Kompania (trzy takie same), "
                "Bractwo (jeden kolor), ciąg, suma. Ten sam rodzaj: wygrywa wyższa suma. Przy polanie 4 masz "
                "kolorowy ciąg 5-6-7, a B Kompanię ósemek. Przejmij polanę 4."},
         {"en": "Not yet: claim stone 4, where your colour run beats B's three of a kind.",
          "pl": "Jeszcze nie: przejmij polanę 4, gdzie twój kolorowy ciąg bije Kompanię B."},
         moves=("g7@4",),
         done={"en": "Stone 4 is yours: a colour run beats three of a kind. You may claim more before you draw.",
               "pl": "Polana 4 jest twoja: kolorowy ciąg bije Kompanię. Przed dobraniem możesz przejąć kolejne."}),
    Step(_TABLE, ("claim 6",),
         {"en": "B's side of stone 6 is not complete, yet you may claim now if no card B could still get beats your "
                "three 9s: every card not face up may come. Only yellow 5 or yellow 8 would give B a colour run, "
                "and both lie face up. Claim stone 6.",
          "pl": "Strona B przy polanie 6 nie jest pełna, ale możesz ją przejąć już teraz, jeśli żadna karta, którą "
                "B może jeszcze dostać, nie pobije twojej Kompanii dziewiątek. Kolorowy ciąg dałaby B tylko żółta 5 "
                "albo żółta 8, a obie leżą odkryte. Przejmij polanę 6."},
         {"en": "Claim stone 6 now: both cards that could beat you are face up, so the proof holds.",
          "pl": "Przejmij teraz polanę 6: obie karty, które mogłyby cię pobić, leżą odkryte, więc dowód się zgadza."},
         moves=("g7@4", "claim 4"),
         done={"en": "Stone 6 is yours, proved from the cards in sight.",
               "pl": "Polana 6 jest twoja, udowodniona z kart na stole."}),
    Step(_TABLE, ("claim 5",),
         {"en": "You win at once with 3 adjacent stones, or 5 anywhere. Stones 4 and 6 are yours. At stone 5 your "
                "red 2, 5, 7 is a colour and B's 1-2-3 only a run: claim stone 5.",
          "pl": "Wygrywasz od razu, gdy masz 3 sąsiednie polany albo 5 polan w dowolnym miejscu. Polany 4 i 6 są "
                "twoje. Przy polanie 5 twoje czerwone 2, 5, 7 to Bractwo, a 1-2-3 gracza B to tylko ciąg: "
                "przejmij polanę 5."},
         {"en": "Drawing ends your turn: claim stone 5 first, and stones 4, 5 and 6 are yours.",
          "pl": "Dobranie kończy turę: najpierw przejmij polanę 5, a polany 4, 5 i 6 będą twoje."},
         moves=("g7@4", "claim 4", "claim 6"),
         done={"en": "Stones 4, 5 and 6: three adjacent, you win. You have finished the lesson.",
               "pl": "Polany 4, 5 i 6: trzy sąsiednie, wygrywasz. Lekcja ukończona."}),
)),)
