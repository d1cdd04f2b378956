"""Hive's lesson for newcomers: placing and the Queen by the fourth turn, the Queen's step and a gate
(freedom to move), the Beetle, the Grasshopper, the Spider, the Ant and the one-hive rule, and the
win by surrounding the Queen. Every position is the engine's own GameString (tests replay each step);
the second and last are the rules page's examples."""
from __future__ import annotations

from stolik.core.lesson import Lesson, Step
from stolik.web.games.hive.screen import GATE_POSITION, SURROUND_MOVE, SURROUND_POSITION

# White's fourth turn, no White Queen yet: every legal move places her (each is asked).
_QUEEN_DUE = "Base;InProgress;White[4];wG1;bQ wG1-;wS1 -wG1;bS1 bQ-;wA1 \\wS1;bA1 \\bS1"
_QUEEN_PLACEMENTS = ("wQ -wA1", "wQ /wA1", "wQ /wS1", "wQ \\wA1", "wQ \\wG1", "wQ wA1/", "wQ wS1\\")
# White's Beetle stands beside Black's Queen.
_BEETLE = "Base;InProgress;White[4];wQ;bQ -wQ;wB1 wQ/;bS1 -bQ;wB1 \\wQ;bA1 bS1\\"
# A row of four: White's Grasshopper at one end, White's Spider or Ant in the two after it.
_GRASSHOPPER = "Base;InProgress;White[3];wQ;bQ wQ-;wG1 -wQ;bG1 bQ-"
_SPIDER = "Base;InProgress;White[3];wQ;bQ wQ-;wS1 -wQ;bS1 bQ-"
_ANT = "Base;InProgress;White[3];wQ;bQ wQ-;wA1 -wQ;bS1 bQ-"

LESSONS = (Lesson("basics", "hive", {"en": "Placing, how each bug moves, surrounding the Queen",
                                     "pl": "Dostawianie, ruchy owadów, otoczenie Królowej"}, (
    Step(_QUEEN_DUE, _QUEEN_PLACEMENTS,
         {"en": "You play White. A turn places a piece from your hand or moves one in play. A new piece must "
                "touch your own colour and no enemy piece: the lit cells. Your Queen Bee must be placed by your "
                "4th turn, and none of your pieces moves before she is. This is your 4th turn: place her.",
          "pl": "Grasz Białymi. W ruchu dostawiasz pionek z ręki albo przesuwasz pionek w grze. Nowy "
                "pionek musi dotykać twojego koloru i żadnego pionka przeciwnika: to podświetlone pola. Królowa "
                "Pszczół musi wejść do gry najpóźniej w twoim 4. ruchu, a wcześniej nie ruszysz żadnego pionka. "
                "To twój 4. ruch: połóż ją."},
         {"en": "This is your 4th turn: only your Queen Bee may be placed now.",
          "pl": "To twój 4. ruch: teraz możesz położyć tylko Królową Pszczół."},
         done={"en": "Right: your Queen is in play, so from now on your pieces may move.",
               "pl": "Dobrze: Królowa jest w grze, więc od teraz twoje pionki mogą się ruszać."}),
    Step(GATE_POSITION, ("wQ -bQ", "wQ -wS1"),
         {"en": "The Queen Bee moves one step around the hive. A piece slides only through a gap it fits: "
                "Black's Queen and your Spider shut the hole between them like a gate, and your Queen cannot "
                "slide in. Move your Queen one step.",
          "pl": "Królowa Pszczół przesuwa się o jedno pole wzdłuż krawędzi roju. Pionek przesuwa się tylko "
                "przez szczelinę, w której się mieści: Królowa Czarnych i twój Pająk zamykają dziurę między "
                "sobą jak bramka i twoja Królowa się tam nie wsunie. Przesuń Królową o jedno pole."},
         {"en": "Not that one: this step asks you to move your Queen Bee one step.",
          "pl": "Nie ten: w tym kroku przesuń swoją Królową Pszczół o jedno pole."},
         done={"en": "Right: one step at a time, and only through gaps she fits.",
               "pl": "Dobrze: jeden krok naraz i tylko przez szczeliny, w których się mieści."}),
    Step(_BEETLE, ("wB1 bQ",),
         {"en": "The Beetle moves one step too, but it may also climb on top of the hive. A piece under a "
                "Beetle cannot move, and the stack takes the Beetle's colour. Climb onto Black's Queen Bee "
                "with your Beetle.",
          "pl": "Żuk też przesuwa się o jedno pole, ale może także wejść na rój. Pionek pod Żukiem nie może "
                "się ruszać, a stos przyjmuje kolor Żuka. Wejdź Żukiem na Królową Pszczół Czarnych."},
         {"en": "Not that one: choose your Beetle, then the cell of Black's Queen Bee.",
          "pl": "Nie ten: wybierz Żuka, a potem pole Królowej Pszczół Czarnych."},
         done={"en": "Right: Black's Queen is covered by your Beetle and cannot move while it stays there.",
               "pl": "Dobrze: Królowa Czarnych jest przykryta twoim Żukiem i nie ruszy się, dopóki on tam stoi."}),
    Step(_GRASSHOPPER, ("wG1 bG1-",),
         {"en": "The Grasshopper does not walk: it jumps in a straight line over one or more pieces to the "
                "first empty cell beyond them. Jump your Grasshopper over the whole row.",
          "pl": "Konik Polny nie chodzi: skacze w linii prostej nad jednym lub kilkoma pionkami na pierwsze "
                "wolne pole za nimi. Przeskocz Konikiem Polnym nad całym rzędem."},
         {"en": "Not that one: choose your Grasshopper; its only jump goes over the row.",
          "pl": "Nie ten: wybierz Konika Polnego; jego jedyny skok prowadzi nad rzędem."},
         done={"en": "Right: over three pieces in one move, to the first empty cell.",
               "pl": "Dobrze: nad trzema pionkami w jednym ruchu, na pierwsze wolne pole."}),
    Step(_SPIDER, ("wS1 \\bS1", "wS1 bQ\\"),
         {"en": "The Spider moves exactly three steps around the hive, never back: not one step more or fewer. "
                "Move your Spider.",
          "pl": "Pająk przesuwa się dokładnie o trzy pola wzdłuż krawędzi roju, bez zawracania: ani o pole "
                "mniej, ani więcej. Przesuń Pająka."},
         {"en": "Not that one: this step asks you to move your Spider three steps.",
          "pl": "Nie ten: w tym kroku przesuń Pająka o trzy pola."},
         done={"en": "Right: three steps. The cells one or two steps away are no Spider moves.",
               "pl": "Dobrze: trzy kroki. Pola o jeden czy dwa kroki dalej nie są ruchami Pająka."}),
    Step(_ANT, ("wA1 \\bQ", "wA1 \\bS1", "wA1 bQ\\", "wA1 wQ\\"),
         {"en": "The Soldier Ant moves any number of steps around the hive. But the hive must always stay in "
                "one piece: your Queen Bee links its two halves, so she cannot move now. Move your Ant next to "
                "Black's Queen Bee.",
          "pl": "Mrówka Robotnica przesuwa się o dowolną liczbę pól wzdłuż krawędzi roju. Ale rój musi zawsze "
                "być w jednym kawałku: twoja Królowa łączy jego dwie części, więc teraz nie może się ruszyć. "
                "Przesuń Mrówkę obok Królowej Pszczół Czarnych."},
         {"en": "Not that one: move your Ant to a cell touching Black's Queen Bee.",
          "pl": "Nie ten: przesuń Mrówkę na pole, które dotyka Królowej Pszczół Czarnych."},
         done={"en": "Right: in one move the Ant may go as far round the hive as it likes.",
               "pl": "Dobrze: w jednym ruchu Mrówka może obejść rój tak daleko, jak chce."}),
    Step(SURROUND_POSITION, (SURROUND_MOVE,),
         {"en": "You win when the enemy Queen Bee is surrounded on all six sides, by pieces of either colour. "
                "Black's Queen has five neighbours: close the ring with an Ant.",
          "pl": "Wygrywasz, gdy Królowa Pszczół przeciwnika jest otoczona z sześciu stron pionkami dowolnego "
                "koloru. Królowa Czarnych ma pięciu sąsiadów: zamknij krąg Mrówką."},
         {"en": "That does not close the ring: find the Ant that can reach the last empty cell beside Black's Queen.",
          "pl": "To nie zamyka kręgu: znajdź Mrówkę, która dojdzie do ostatniego wolnego pola obok Królowej Czarnych."},
         done={"en": "Right: Black's Queen is surrounded, and White wins. You have finished the lesson.",
               "pl": "Dobrze: Królowa Czarnych jest otoczona i wygrywają Białe. Lekcja ukończona."}),
)),)
