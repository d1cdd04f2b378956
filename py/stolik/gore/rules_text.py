"""The in-app rules of Goré in Polish and English.

Paragraphs, "- " bullets and "## " headings; our own decisions, where the seed is silent, stand
under their own heading so players can tell them from the traditional rules.
"""
from __future__ import annotations

from typing import Any, Mapping

RULES: dict[str, str] = {
    "en": """Goré is a two-row mancala of the Guro people of Côte d'Ivoire: a 2×4 board, 6 seeds ("ayla", cows) in each hole, 48 in all, no stores. Each player starts owning the row on their side: South S1–S4, North N1–N4. The holes form one counter-clockwise loop: S1→S4, then N1→N4, then S1 again.
On your turn do exactly one of these:
- Sow: take all seeds from one hole you own and drop them one by one into the following holes, counter-clockwise. The emptied hole is not skipped: with 8 or more seeds the 8th falls back into it. The move ends with the last seed: you never lift the seeds of the hole it falls into to sow on (no relay sowing); only captures may follow.
- Offer an exchange instead of moving: name 1, 2 or 3 of your holes. The offer uses up your turn. Your opponent answers, accepting or refusing, and then makes their move either way: the answer and that move are one turn. If they accept, those holes become theirs and they pay 6 of their captured seeds into each. You may offer only if your opponent has 6 captured seeds for every hole offered, and only if you keep at least one hole.
- Pass, only when none of your holes holds a seed (you may still offer an exchange instead).
Capturing: if the last seed falls into a hole owned by your opponent and that hole now holds exactly 2 or 4 seeds, you take them. Then walk from that hole backwards and forwards along the loop: every unbroken run of holes holding 2 or 4 is taken too, whoever owns them, your own holes included. Each chain stops at the first hole that holds another number.
Ownership, not the row, decides everything: after an exchange a row holds holes of both players, shown by the rim colour, the rim pattern (solid for South, dashed for North) and the letter on each hole.
The game ends when every hole holds fewer than three seeds. Each player adds the seeds in the holes they own to their captures; more seeds wins, and 24–24 is a draw.
Refusing an exchange is thought ungenerous: a player who refused and then wins has a "victory without glory".
## House rules (ours)
- Who starts is chosen when the game is created (South by default; random on request).
- Against endless play: when the same position (board, owners, captures, player to move) occurs for the third time, or 100 turns pass without a capture or an accepted exchange, the game ends and is scored as above.""",
    "pl": """Goré to dwurzędowa mankala ludu Guro z Wybrzeża Kości Słoniowej: plansza 2×4, po 6 ziaren („ayla”, krowy) w każdym dołku, razem 48, bez magazynów. Na początku każdy gracz posiada rząd po swojej stronie: Dół D1–D4, Góra G1–G4. Dołki tworzą jedno okrążenie przeciwnie do ruchu wskazówek zegara: D1→D4, potem G1→G4 i znów D1.
W swojej turze wykonaj dokładnie jedno:
- Siew: weź wszystkie ziarna z jednego swojego dołka i wysiewaj je po jednym do kolejnych dołków, przeciwnie do ruchu wskazówek zegara. Opróżniony dołek nie jest pomijany: przy 8 lub więcej ziarnach ósme wpada z powrotem do niego. Ruch kończy się na ostatnim ziarnie: nie podnosisz ziaren z dołka, do którego wpadło, by siać dalej (bez siewu przekaźnikowego); mogą po nim nastąpić tylko bicia.
- Wymiana zamiast ruchu: wskaż 1, 2 lub 3 swoje dołki. Oferta zużywa twoją turę. Przeciwnik odpowiada, przyjmując albo odrzucając, a potem i tak wykonuje ruch: odpowiedź i ten ruch to jedna tura. Jeśli przyjmie, dołki stają się jego i wpłaca do każdego 6 swoich zbitych ziaren. Oferta jest dozwolona tylko, gdy przeciwnik ma po 6 zbitych ziaren na każdy oferowany dołek i gdy zostaje ci co najmniej jeden dołek.
- Pas, tylko gdy w żadnym twoim dołku nie ma ziaren (zamiast pasu możesz zaproponować wymianę).
Bicie: jeśli ostatnie ziarno wpadnie do dołka należącego do przeciwnika i jest w nim teraz dokładnie 2 lub 4 ziarna, zabierasz je. Potem idź od tego dołka wstecz i naprzód po okrążeniu: każdy nieprzerwany ciąg dołków z 2 lub 4 ziarnami też zabierasz, niezależnie od właściciela, także swoje dołki. Łańcuch kończy się na pierwszym dołku z inną liczbą ziaren.
O wszystkim decyduje własność, nie rząd: po wymianie w jednym rzędzie są dołki obu graczy, co widać po kolorze obręczy, jej wzorze (ciągła dla Dołu, przerywana dla Góry) i literze na dołku.
Gra kończy się, gdy w każdym dołku są mniej niż trzy ziarna. Każdy gracz dolicza do zbitych ziarna ze swoich dołków; wygrywa ten, kto ma więcej, a 24–24 to remis.
Odmowa wymiany jest źle widziana: gracz, który odmówił, a potem wygrał, odnosi „zwycięstwo bez chwały”.
## Zasady domowe (nasze)
- Kto zaczyna, ustala się przy tworzeniu gry (domyślnie Dół; na życzenie losowo).
- Przeciw grze bez końca: gdy ta sama pozycja (plansza, właściciele, zbite, gracz na ruchu) wystąpi po raz trzeci albo minie 100 tur bez bicia i bez przyjętej wymiany, gra się kończy i liczy się ją jak wyżej.""",
}


def rules_for(lang: str, options: Mapping[str, Any] | None = None) -> str:
    """The rules in ``lang``; every game has this, and this game's options do not change its text."""
    return RULES[lang]
