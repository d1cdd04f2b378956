"""Goré's lesson for newcomers: sowing, a capture, a chain of captures, the exchange offered and
answered, and how the game ends. Every position is the engine's own text (tests replay each step)."""
from __future__ import annotations

from stolik.core.lesson import Lesson, Step

LESSONS = (Lesson("basics", "gore", {"en": "Sowing, captures, the exchange",
                                     "pl": "Siew, bicie, wymiana"}, (
    Step("6,6,6,6,6,6,6,6 SSSSNNNN 0:0 S", ("S4",),
         {"en": "You play South, the lower row. A turn is usually a sowing: take every seed of one of your holes "
                "and drop them one by one into the next holes, counter-clockwise: right along your row, left "
                "along North's. Sow S4, your rightmost hole: its six seeds go round North's row and back.",
          "pl": "Grasz jako Dół, dolny rząd. Ruch to zwykle siew: weź wszystkie ziarna z jednego dołka i wrzucaj "
                "je po jednym do kolejnych, przeciwnie do wskazówek zegara: w prawo wzdłuż swojego rzędu, w lewo "
                "wzdłuż rzędu Góry. Siej z D4, skrajnego prawego: sześć ziaren obiegnie rząd Góry i wróci."},
         {"en": "That is a move too, but this step asks you to sow S4, the rightmost hole of your row.",
          "pl": "To też ruch, ale w tym kroku siej z D4, skrajnego prawego dołka twojego rzędu."},
         done={"en": "Right: the seeds went round North's row and the last two back into S1 and S2.",
               "pl": "Dobrze: ziarna obiegły rząd Góry, a dwa ostatnie wróciły do D1 i D2."}),
    Step("3,1,0,2,0,1,3,5 SSSSNNNN 17:16 S", ("S4",),
         {"en": "Captures: when the last seed of a sowing lands in North's hole and that hole then holds exactly "
                "2 or 4 seeds, you take them. Find the sowing that captures.",
          "pl": "Bicie: gdy ostatnie ziarno siewu wpada do dołka Góry i jest w nim wtedy dokładnie 2 albo 4 "
                "ziarna, zabierasz je. Znajdź siew, który bije."},
         {"en": "That captures nothing: a sowing that ends in a hole of yours takes no seeds. S4 has two "
                "seeds: where does the second land?",
          "pl": ("To nic nie bije: siew, który kończy się w twoim dołku, niczego nie zabiera. W D4 są dwa ziarna: "
                "gdzie wpadnie drugie?")},
         done={"en": "Right: the last seed made N2 hold 2, and both seeds are yours.",
               "pl": "Dobrze: ostatnie ziarno sprawiło, że w G2 są 2 ziarna, i oba są twoje."}),
    Step("3,4,0,1,1,3,5,0 SSSSNNNN 17:14 S", ("S2",),
         {"en": "A capture runs on in a chain: from the captured hole, every next hole holding 2 or 4 is taken "
                "too, backwards and forwards, whoever owns it, up to the first that does not. Find the sowing "
                "that takes 8 seeds.",
          "pl": "Bicie biegnie dalej łańcuchem: od zbitego dołka zabierasz też każdy kolejny dołek z 2 albo 4 "
                "ziarnami, wstecz i naprzód, czyjkolwiek jest, aż do pierwszego, w którym ich nie ma. Znajdź "
                "siew, który zabiera 8 ziaren."},
         {"en": "Not that one: look for the sowing whose last seed makes N2 hold 4, with 2s on both sides of it.",
          "pl": "Nie ten: szukaj siewu, którego ostatnie ziarno sprawi, że w G2 będą 4, z dwójkami po obu stronach."},
         done={"en": "Right: N2, N1 and your own S4 were taken, 8 seeds in all.",
               "pl": "Dobrze: zabrane zostały G2, G1 i twój własny D4, razem 8 ziaren."}),
    Step("1,0,2,4,3,3,2,1 SSSSNNNN 18:14 S", ("x:S1,S2",),
         {"en": "Instead of sowing, you may offer North one to three of your holes. If North accepts, they become "
                "North's, and North pays 6 captured seeds into each. North has 14 captured seeds: enough for two "
                "holes, not three. Press \"Offer an exchange\" and offer S1 and S2, your poorest holes.",
          "pl": "Zamiast siać, możesz zaproponować Górze od jednego do trzech swoich dołków. Jeśli Góra przyjmie, "
                "dołki stają się jej, a ona płaci do każdego 6 zbitych ziaren. Góra ma 14 zbitych ziaren: "
                "wystarczy na dwa dołki, nie na trzy. Naciśnij „Zaproponuj wymianę” i zaoferuj D1 i D2, swoje "
                "najuboższe dołki."},
         {"en": "That is a move too, but this step asks you to offer S1 and S2 together.",
          "pl": "To też ruch, ale w tym kroku zaoferuj razem D1 i D2."},
         done={"en": "Offered: now North answers, and either way North moves next.",
               "pl": "Zaoferowane: teraz Góra odpowiada, a potem tak czy inaczej ruch ma Góra."}),
    Step("2,1,3,0,4,2,1,3 SSSSNNNN 20:12 N", ("+",),
         {"en": "North offers you N3 and N4. Accepting costs you 12 of your captured seeds, paid into them, and "
                "makes both holes yours, with the seeds in them. Accept the offer.",
          "pl": "Góra oferuje ci G3 i G4. Przyjęcie kosztuje cię 12 twoich zbitych ziaren, które trafiają do tych "
                "dołków, a oba dołki stają się twoje, razem z ziarnami. Przyjmij ofertę."},
         {"en": "You may refuse, but a player who refuses and then wins wins \"without glory\". Accept this one.",
          "pl": "Wolno odmówić, ale kto odmówi, a potem wygra, wygrywa „bez chwały”. Tę ofertę przyjmij."},
         moves=("x:N3,N4",),
         done={"en": "Accepted: N3 and N4 are yours now; their rims show their owner.",
               "pl": "Przyjęte: G3 i G4 są teraz twoje; obwódka dołka pokazuje właściciela."}),
    Step("0,1,0,3,1,0,1,0 SSSSNNNN 22:20 S", ("S4",),
         {"en": "The game ends when every hole holds fewer than 3 seeds; then each player adds the seeds in their "
                "own holes to their captures, and more seeds wins. Find the sowing that ends the game.",
          "pl": "Partia kończy się, gdy w każdym dołku są mniej niż 3 ziarna; wtedy każdy dolicza ziarna ze "
                "swoich dołków do zbitych i wygrywa ten, kto ma więcej. Znajdź siew, który kończy partię."},
         {"en": "That does not end the game: S4 still holds 3 seeds. Sow the hole that holds 3.",
          "pl": "To nie kończy partii: w D4 wciąż są 3 ziarna. Siej z dołka, w którym są 3."},
         done={"en": "Right: the game is over, and South wins 25 to 23. You have finished the lesson.",
               "pl": "Dobrze: partia skończona, Dół wygrywa 25 do 23. Lekcja ukończona."}),
)),)
