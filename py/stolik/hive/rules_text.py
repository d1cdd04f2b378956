"""The rules of Hive as the app shows them, in Polish and English (paragraphs and "- " bullets).

>>> sorted(RULES)
['en', 'pl']
>>> all("Pillbug" in RULES[lang] or "Stonoga" in RULES[lang] for lang in RULES)
True
"""
from __future__ import annotations

from typing import Any, Mapping

_EN = """\
Hive is a game for two players, White and Black, with hexagonal pieces showing bugs. There is no board: the pieces themselves make the playing area, called the hive. White moves first; players take turns.

Goal: surround the opponent's Queen Bee on all six sides. The surrounding pieces may be of either colour. If one move surrounds both Queens, the game is a draw.

Pieces of each player:
- Queen Bee 1, Beetle 2, Spider 2, Grasshopper 3, Soldier Ant 3.
- Expansions, each switched on or off when the game is created: Mosquito 1, Ladybug 1, Pillbug 1.

Placing a piece from your hand:
- The first piece goes anywhere; the second player's first piece touches it.
- After that, a new piece must touch at least one piece of your colour and no piece of the opponent's. A stack counts as the colour of its top piece.
- Pieces of one kind enter in number order (Ant 1 before Ant 2).
- Your Queen must be placed by your fourth turn. Until your Queen is placed, none of your pieces may move.
- Tournament opening (option, off by default; always on in UHP play): no player may place the Queen on their first turn.

Moving a piece already in play, instead of placing:
- One hive: the pieces must always form one connected group, also while a piece is on its way. A piece whose removal would split the hive cannot move.
- Freedom to move: a piece on the ground slides between two neighbouring cells only if it fits: if both cells beside the edge it crosses are occupied, the way is blocked (a gate). It must stay in touch with the hive as it slides.
- A piece covered by a Beetle (or a Mosquito or Ladybug on top) cannot move.
- The piece moved last turn by the opponent's Pillbug cannot move this turn.

How each bug moves:
- Queen Bee: one step around the hive.
- Beetle: one step in any direction, also onto the hive; it may walk on top of the hive and climb down. The piece under it cannot move, and the stack takes the Beetle's colour. Beetles may stack on Beetles. On top of the hive a Beetle cannot pass between two stacks that are both higher than where it starts and where it ends.
- Spider: exactly three steps around the hive, through three different cells, never back.
- Grasshopper: jumps in a straight line over one or more pieces to the first empty cell. It may jump into or out of an enclosed cell.
- Soldier Ant: any number of steps around the hive.
- Mosquito: moves as any bug it touches at the start of its move (the top piece of each neighbouring stack). Touching only a Mosquito gives it nothing. On top of the hive it moves only as a Beetle.
- Ladybug: exactly three steps: two over the top of the hive, then one down into an empty cell.
- Pillbug: one step like the Queen, or its special ability instead: it lifts a neighbouring piece of either colour over itself and sets it down in an empty cell next to itself.

The Pillbug ability in detail:
- The lifted piece must not be part of a stack, must not be the piece the opponent moved or placed last turn, and lifting it must not split the hive.
- The lift and the set-down go over the Pillbug; they cannot pass between two stacks of height two or more (a gate at height).
- The piece moved this way cannot move, or be moved, on the next turn.
- The Pillbug may use its ability even when it could not move itself. A Mosquito touching a Pillbug may use the ability too.

Passing: a player who can neither place nor move must pass. Passing is allowed only then.

Options and house rules:
- Tournament opening (see above), off by default.
- Threefold repetition (off by default): the same position with the same player to move for the third time ends the game in a draw.
- A game still going after 600 moves (300 per player) ends in a draw.

Notation: moves are written as in the Universal Hive Protocol: the piece (w or b, then Q, S1, B2, G3, A1, M, L, P), then a neighbouring piece with a side mark: -X west of X, X- east, /X south-west, X/ north-east, \\X north-west, X\\ south-east; or just X to climb on top of X. Example: bG1 -wS1.
"""

_PL = """\
Rój (Hive) to gra dla dwóch graczy, Białego i Czarnego, sześciokątnymi pionkami przedstawiającymi owady. Nie ma planszy: pole gry tworzą same pionki, zwane rojem. Zaczyna Biały; gracze wykonują ruchy na przemian.

Cel gry: otoczyć Królową Pszczół przeciwnika z sześciu stron. Otaczające pionki mogą być dowolnego koloru. Jeśli jeden ruch otoczy obie Królowe, gra kończy się remisem.

Pionki każdego gracza:
- Królowa Pszczół 1, Żuk 2, Pająk 2, Konik Polny 3, Mrówka Robotnica 3.
- Dodatki, każdy włączany lub wyłączany przy tworzeniu gry: Komar 1, Biedronka 1, Stonoga (Pillbug) 1.

Dostawianie pionka z ręki:
- Pierwszy pionek kładzie się gdziekolwiek; pierwszy pionek drugiego gracza musi go dotykać.
- Potem nowy pionek musi dotykać co najmniej jednego pionka własnego koloru i żadnego pionka przeciwnika. Kolor stosu to kolor jego górnego pionka.
- Pionki jednego rodzaju wchodzą do gry według numerów (Mrówka 1 przed Mrówką 2).
- Królowa musi zostać zagrana najpóźniej w czwartym ruchu gracza. Dopóki Królowa nie jest na planszy, żaden pionek gracza nie może się ruszać.
- Otwarcie turniejowe (opcja, domyślnie wyłączona; zawsze włączone w grze przez UHP): żaden gracz nie może zagrać Królowej w swoim pierwszym ruchu.

Przesuwanie pionka będącego w grze, zamiast dostawiania:
- Jeden rój: pionki muszą zawsze tworzyć jedną połączoną grupę, także w trakcie ruchu. Pionek, którego zabranie rozdzieliłoby rój, nie może się ruszyć.
- Swoboda ruchu: pionek na ziemi przesuwa się między sąsiednimi polami tylko wtedy, gdy się mieści: jeśli oba pola przy krawędzi, którą przekracza, są zajęte, przejście jest zablokowane (bramka). Podczas przesuwania musi stale dotykać roju.
- Pionek przykryty Żukiem (albo Komarem lub Biedronką na wierzchu) nie może się ruszać.
- Pionek przestawiony w poprzednim ruchu przez Stonogę przeciwnika nie może się ruszyć w tym ruchu.

Jak porusza się każdy owad:
- Królowa Pszczół: jeden krok wzdłuż krawędzi roju.
- Żuk: jeden krok w dowolnym kierunku, także na rój; może chodzić po wierzchu roju i z niego schodzić. Pionek pod nim nie może się ruszać, a stos przyjmuje kolor Żuka. Żuki mogą wchodzić na Żuki. Na wierzchu roju Żuk nie przejdzie między dwoma stosami wyższymi zarówno od miejsca startu, jak i od celu.
- Pająk: dokładnie trzy kroki wzdłuż krawędzi roju, przez trzy różne pola, bez zawracania.
- Konik Polny: skacze w linii prostej nad jednym lub wieloma pionkami na pierwsze wolne pole. Może wskoczyć na pole otoczone i z niego wyskoczyć.
- Mrówka Robotnica: dowolna liczba kroków wzdłuż krawędzi roju.
- Komar: porusza się jak dowolny owad, którego dotyka na początku ruchu (górny pionek każdego sąsiedniego stosu). Dotykając tylko Komara, nie zyskuje niczego. Na wierzchu roju porusza się tylko jak Żuk.
- Biedronka: dokładnie trzy kroki: dwa po wierzchu roju, potem jeden w dół na wolne pole.
- Stonoga (Pillbug): jeden krok jak Królowa albo, zamiast tego, zdolność specjalna: podnosi sąsiedni pionek dowolnego koloru nad sobą i stawia go na wolnym polu obok siebie.

Zdolność Stonogi szczegółowo:
- Podnoszony pionek nie może być częścią stosu, nie może być pionkiem, który przeciwnik ruszył lub dostawił w poprzednim ruchu, a jego podniesienie nie może rozdzielić roju.
- Podniesienie i odstawienie odbywają się nad Stonogą; nie mogą przejść między dwoma stosami wysokości dwa lub więcej (bramka na wysokości).
- Pionek przestawiony w ten sposób nie może się ruszyć ani zostać przestawiony w następnym ruchu.
- Stonoga może użyć zdolności, nawet gdy sama nie mogłaby się ruszyć. Komar dotykający Stonogi także może użyć tej zdolności.

Pasowanie: gracz, który nie może ani dostawić, ani przesunąć pionka, musi spasować. Pasować można tylko wtedy.

Opcje i zasady domowe:
- Otwarcie turniejowe (patrz wyżej), domyślnie wyłączone.
- Trzykrotne powtórzenie (domyślnie wyłączone): ta sama pozycja przy tym samym graczu na ruchu po raz trzeci kończy grę remisem.
- Gra trwająca dłużej niż 600 ruchów (po 300 na gracza) kończy się remisem.

Zapis: ruchy zapisuje się jak w Universal Hive Protocol: pionek (w lub b, potem Q, S1, B2, G3, A1, M, L, P), potem sąsiedni pionek ze znakiem strony: -X na zachód od X, X- na wschód, /X na południowy zachód, X/ na północny wschód, \\X na północny zachód, X\\ na południowy wschód; albo samo X, by wejść na X. Przykład: bG1 -wS1.
"""

RULES: dict[str, str] = {"en": _EN, "pl": _PL}


def rules_for(lang: str, options: Mapping[str, Any] | None = None) -> str:
    """The rules in ``lang``; every game has this, and this game's options do not change its text."""
    return RULES[lang]
