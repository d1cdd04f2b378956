"""The in-app rules of Schotten Totten (Spór o Bór) in Polish and English.

Paragraphs, "- " bullets and "## " headings; our own decisions, where the seed and the publisher's
rulebook are silent, stand under their own heading so players can tell them from the printed rules.
"""
from __future__ import annotations

from typing import Any, Mapping

RULES: dict[str, str] = {
    "en": """Schotten Totten (Polish edition: Spór o Bór) is a card duel by Reiner Knizia. Nine stones lie in a row between the two players. At each stone both of you build a group of three clan cards on your own side; the stronger group takes the stone.
You win at once when you hold 3 adjacent stones, or 5 stones anywhere.
## Cards and setup
- 54 clan cards: values 1 to 9 in six colours (red, blue, green, yellow, purple, orange), one of each. Each colour also has its own symbol, so colour is never the only clue.
- Each player gets a hand of 6 cards; the rest is the deck.
## Your turn
- Place one card face up on your side of a stone that nobody has claimed. A side holds at most 3 cards. Placing is compulsory while you can place a card.
- Then you may claim any number of stones (see below).
- Then draw one card, if the deck is not empty. With an empty deck play goes on without drawing.
- You may pass only when you cannot place a clan card: you hold none, or your side of every unclaimed stone is full. Before passing you may still claim stones; with special units you may instead play a tactic card.
## Groups, strongest first
- Colour run: three consecutive values in one colour (e.g. red 4-5-6).
- Three of a kind: three cards of the same value.
- Colour: three cards of one colour.
- Run: three consecutive values in any colours.
- Sum: anything else.
Runs never wrap round: 8-9-1 is only a sum. The order in which cards were played does not matter. Between two groups of the same kind the higher sum wins; with an equal sum the stone goes to the player who completed their group first.
## Claiming a stone
- You need three cards on your side. If your opponent's side is complete too, compare the groups.
- If it is not complete, you may still claim if you prove that no cards your opponent could still add would beat you. Every clan card not face up on the table may still come: the deck, your opponent's hand and your own hand too (your hand proves nothing). A completion that would only tie cannot stop you: you completed first.
- A claimed stone is frozen: no more cards are played there, on either side.
- After every claim, check for the win (3 adjacent or 5 stones): the game ends at once.
## Variant: special units (tactic cards)
- Add a separate deck of 10 tactic cards. Hands are 7 cards. After playing a card, draw from the deck of your choice.
- You may play a tactic card only if you have not played more tactic cards than your opponent: you may be at most one ahead.
- You may also play a tactic card instead of a clan card. With only tactic cards in hand, or with no free place for a clan card, you may play a tactic card or pass.
- Joker (2 cards): on your side; any colour and value, fixed when the stone is resolved. Each player may place only one Joker in the whole game; a second Joker in your hand stays there unplayable.
- Spy: on your side; a 7 of any colour.
- Shield-bearer: on your side; a 1, 2 or 3 of any colour.
- Blind-man's bluff: on the stone itself; only the sum counts there.
- Mud fight: on the stone itself; each side needs 4 cards there. Four-card groups: colour run, four of a kind, colour, run, sum. With both Blind-man's bluff and Mud fight: the sum of 4 cards.
- Recruiter: to the discard pile; draw 3 cards from either or both decks, then put any 2 cards from your hand at the bottom of their own decks. No other draw that turn.
- Strategist: to the discard pile; take one of your cards (clan or tactic) from an unclaimed stone and place it on your side of another unclaimed stone, or discard it face up.
- Banshee: to the discard pile; discard one of your opponent's cards (clan or tactic) from an unclaimed stone.
- Traitor: to the discard pile; take one of your opponent's clan cards (not a tactic card) from an unclaimed stone and place it on your side of an unclaimed stone.
- Blind-man's bluff and Mud fight lie on the stone, not on a side: no card can move them.
- Proofs with tactic cards: your opponent's completions come from unseen clan cards only; tactic cards not yet played are ignored; a Joker, Spy or Shield-bearer already on a side counts as its best value. The discard pile is face up and counts as seen.
## Variant: expert ("Spiesz się powoli")
Claims are made only at the start of your turn, before you play a card.
## Variant: long duel ("Długi pojedynek")
Play a match of several games (a number of games, or up to a target score). In each game the winner scores 5 points and the loser 1 point per stone they hold. The running score is shown between games.
## Our rulings
- The engine picks the best value for a Joker, Spy or Shield-bearer when a stone is resolved: you never have to choose.
- Only claims that the proof accepts are offered; when a claim fails, the analysis shows one completion that would beat you.
- A player who cannot place a card may still claim stones and then passes; the claim and draw steps are skipped otherwise.
- When there is nothing to decide (the only step left is to draw from the one non-empty deck, or to end the turn), the game does it for you.
- Two passes in a row end the game, since no card can be added any more. Each unclaimed stone goes to the stronger side where both sides are complete, to the complete side where only one is, and to nobody where neither is. If then only one player holds 3 adjacent or 5 stones, that player wins; otherwise the player holding more stones wins, and equal stones is a draw. Who sits as A or B never decides.
- The Recruiter may be played even when the decks hold fewer than 3 cards: you draw what there is. The cards you put back go to the bottom of their decks; when both go to the same deck you choose their order, and the second ends at the very bottom.
- Traitor may place the stolen card on your side of the same stone. Strategist may not put the card back where it was.
- The long duel: a drawn game scores 1 point per stone held for both players.
- A card drawn is never taken back: Undo takes back only what you did after your last draw.
- With a friend on another device (each device holds only its own hand): either player may resign at any time, also while the friend's link is on its way; the friend who joined may do so once the inviter's first link has dealt their hand (before that, delete the game to decline). When both resign before seeing each other's link, the resignation sent first in the game's order of links stands on both devices.""",
    "pl": """Spór o Bór (Schotten Totten) to karciany pojedynek autorstwa Reinera Knizii. Między graczami leży w rzędzie dziewięć polan. Przy każdej polanie oboje budujecie po swojej stronie grupę z trzech kart zwierząt; mocniejsza grupa przejmuje polanę.
Wygrywasz od razu, gdy kontrolujesz 3 sąsiednie polany albo 5 polan w dowolnym miejscu.
## Karty i przygotowanie
- 54 karty zwierząt: wartości od 1 do 9 w sześciu kolorach (czerwony, niebieski, zielony, żółty, fioletowy, pomarańczowy), każda raz. Każdy kolor ma też własny symbol, więc kolor nigdy nie jest jedyną wskazówką.
- Każdy gracz dostaje 6 kart na rękę; reszta tworzy stos.
## Twoja tura
- Połóż jedną kartę odkrytą po swojej stronie polany, której nikt nie przejął. Po jednej stronie mieszczą się najwyżej 3 karty. Zagranie karty jest obowiązkowe, dopóki możesz jakąś położyć.
- Potem możesz przejąć dowolną liczbę polan (patrz niżej).
- Potem dobierz kartę, jeśli stos nie jest pusty. Gdy stos się skończy, gra toczy się dalej bez dobierania.
- Pasować możesz tylko wtedy, gdy nie możesz położyć karty zwierzęcia: nie masz żadnej na ręce albo twoja strona każdej nieprzejętej polany jest pełna. Przed spasowaniem możesz jeszcze przejąć polany; z Jednostkami Specjalnymi możesz zamiast tego zagrać kartę specjalną.
## Grupy, od najsilniejszej
- Kolorowy ciąg: trzy kolejne wartości w jednym kolorze (np. czerwone 4-5-6).
- Kompania: trzy karty o tej samej wartości.
- Bractwo: trzy karty w jednym kolorze.
- Ciąg: trzy kolejne wartości w dowolnych kolorach.
- Suma: wszystko inne.
Ciągi nie zawijają się: 8-9-1 to tylko suma. Kompania bije Bractwo, bo trzy jednakowe wartości zdarzają się rzadziej niż trzy karty w jednym kolorze. Kolejność zagrania kart nie ma znaczenia. Z dwóch grup tego samego rodzaju wygrywa wyższa suma; przy równej sumie polana trafia do gracza, który pierwszy skończył swoją grupę.
## Przejęcie polany
- Potrzebujesz trzech kart po swojej stronie. Jeśli strona rywala też jest pełna, porównajcie grupy.
- Jeśli nie jest pełna, możesz przejąć polanę przed czasem, gdy udowodnisz, że żadne karty, które rywal mógłby jeszcze dołożyć, nie pobiją twojej grupy. Może przyjść każda karta zwierzęcia, której nie widać na stole: ze stosu, z ręki rywala, a także z twojej ręki (to, co trzymasz, niczego nie dowodzi). Uzupełnienie, które dałoby tylko remis, nie przeszkadza: ty skończyłeś grupę pierwszy.
- Przejęta polana jest zamrożona: nikt już nie kładzie przy niej kart, po żadnej stronie.
- Po każdym przejęciu sprawdź zwycięstwo (3 sąsiednie albo 5 polan): gra kończy się natychmiast.
## Wariant: Jednostki Specjalne (karty specjalne)
- Dołóż osobny stos 10 kart specjalnych. Na ręce trzymasz 7 kart. Po zagraniu dobierasz z wybranego stosu.
- Kartę specjalną możesz zagrać tylko wtedy, gdy nie zagrałeś ich więcej niż rywal: możesz go wyprzedzać najwyżej o jedną.
- Kartę specjalną zagrywasz zamiast karty zwierzęcia. Gdy masz na ręce tylko karty specjalne albo nie masz wolnego miejsca na kartę zwierzęcia, możesz zagrać kartę specjalną albo spasować.
- Joker (2 karty): po twojej stronie; dowolny kolor i wartość, ustalane przy rozstrzyganiu polany. Każdy gracz może w całej grze położyć tylko jednego Jokera; drugi Joker zostaje na ręce bez możliwości zagrania.
- Szpieg: po twojej stronie; siódemka w dowolnym kolorze.
- Tarczownik: po twojej stronie; 1, 2 albo 3 w dowolnym kolorze.
- Ciuciubabka: na samej polanie; liczy się tam tylko suma.
- Bitwa w błocie: na samej polanie; każda strona potrzebuje tam 4 kart. Grupy z czterech kart: kolorowy ciąg, cztery takie same, kolor, ciąg, suma. Z Ciuciubabką i Bitwą w błocie naraz: suma 4 kart.
- Werbownik: na stos kart odrzuconych; dobierz 3 karty z jednego lub obu stosów, potem połóż dowolne 2 karty z ręki pod spód ich własnych stosów. W tej turze nie dobierasz już nic więcej.
- Strateg: na stos kart odrzuconych; weź jedną swoją kartę (zwierzęcia lub specjalną) spod nieprzejętej polany i połóż ją po swojej stronie innej nieprzejętej polany albo odrzuć ją odkrytą.
- Banshee: na stos kart odrzuconych; odrzuć jedną kartę rywala (zwierzęcia lub specjalną) spod nieprzejętej polany.
- Zdrajca: na stos kart odrzuconych; weź jedną kartę zwierzęcia rywala (nie specjalną) spod nieprzejętej polany i połóż ją po swojej stronie nieprzejętej polany.
- Ciuciubabka i Bitwa w błocie leżą na samej polanie, nie po żadnej stronie: żadna karta ich nie przesunie.
- Dowody z kartami specjalnymi: uzupełnienia rywala pochodzą tylko z niewidocznych kart zwierząt; niezagrane karty specjalne się pomija; Joker, Szpieg czy Tarczownik leżący już po jakiejś stronie liczy się jako jego najlepsza wartość. Stos kart odrzuconych jest odkryty i liczy się jako widziany.
## Wariant dla wymagających („Spiesz się powoli”)
Polany przejmuje się tylko na początku swojej tury, zanim zagrasz kartę.
## Wariant: Długi pojedynek
Rozegrajcie mecz z kilku partii (ustaloną liczbę partii albo do ustalonej liczby punktów). W każdej partii zwycięzca dostaje 5 punktów, a przegrany 1 punkt za każdą kontrolowaną polanę. Między partiami widać bieżący wynik.
## Nasze ustalenia
- Silnik sam wybiera najlepszą wartość Jokera, Szpiega czy Tarczownika przy rozstrzyganiu polany: nigdy nie musisz jej wskazywać.
- Proponujemy tylko przejęcia, które dowód potwierdza; gdy przejęcie się nie udaje, analiza pokazuje jedno uzupełnienie, które by cię pobiło.
- Gracz, który nie może położyć karty, może jeszcze przejąć polany, a potem pasuje; kroki przejęcia i dobierania są wtedy pomijane.
- Gdy nie ma nic do wyboru (zostało tylko dobrać z jedynego niepustego stosu albo zakończyć turę), gra robi to za ciebie.
- Dwa pasy z rzędu kończą grę, bo nie da się już dołożyć żadnej karty. Każda nieprzejęta polana trafia do mocniejszej strony, gdy obie strony są pełne, do pełnej strony, gdy tylko jedna jest pełna, a do nikogo, gdy żadna. Jeśli wtedy tylko jeden gracz ma 3 sąsiednie albo 5 polan, wygrywa; w przeciwnym razie wygrywa ten, kto ma więcej polan, a równa liczba to remis. To, kto siedzi jako A, a kto jako B, nigdy nie rozstrzyga.
- Werbownika można zagrać także wtedy, gdy w stosach jest mniej niż 3 karty: dobierasz, ile jest. Odkładane karty trafiają pod spód swoich stosów; gdy obie idą do tego samego stosu, sam wybierasz kolejność, a druga ląduje na samym dnie.
- Zdrajca może położyć przejętą kartę po twojej stronie tej samej polany. Strateg nie może odłożyć karty tam, skąd ją wziął.
- Długi pojedynek: partia zakończona remisem daje obu graczom po 1 punkcie za każdą kontrolowaną polanę.
- Dobranej karty nie można cofnąć: „Cofnij” cofa tylko to, co zrobiłeś po ostatnim dobraniu.
- Ze znajomym na innym urządzeniu (każde urządzenie zna tylko swoją rękę): każdy może się poddać w dowolnej chwili, także gdy link znajomego jest jeszcze w drodze; zaproszony może to zrobić, gdy pierwszy link zapraszającego rozda mu karty (wcześniej, by zrezygnować, usuń grę). Gdy obaj poddadzą się, zanim zobaczą link drugiego, na obu urządzeniach liczy się poddanie wysłane wcześniej w kolejności linków gry.""",
}


def rules_for(lang: str, options: Mapping[str, Any] | None = None) -> str:
    """The rules in ``lang``; every game has this, and this game's options do not change its text."""
    return RULES[lang]
