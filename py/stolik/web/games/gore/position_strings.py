"""Why a Goré position is refused (stolik/gore/position_wording.py's codes), in English and Polish: a clause
the setup screen puts after "This position cannot arise in a game:". ``{player}`` is a player as the page
names them (South/North, Dół/Góra); ``{text}`` is the bad part of the text, quoted as it was written."""
from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    "en": {
        "gore.position.not-text": "a position must be text",
        "gore.position.too-long": "a Goré position is at most {most} characters long, not {length}",
        "gore.position.fields": "a Goré position has 4 fields (counts, owners, captured, to move), not {count}",
        "gore.position.counts": "{text} must be 8 seed counts (0 to {total}) separated by commas",
        "gore.position.owners": "{text} must be 8 owner letters S or N",
        "gore.position.no-hole": "{player} must own at least one hole",
        "gore.position.captured": "{text} must be two captured counts (0 to {total}) like 12:6",
        "gore.position.total": "seeds on the board ({board}) and captured ({captured}) must make {total}",
        "gore.position.not-a-player": "{text} is not a player: write S or N",
        "gore.position.offer-unreadable": "{text} is not an exchange offer",
        "gore.position.not-an-offer": "{text} is not an exchange offer like x:S3,S4",
        "gore.position.offer-not-own": "{player} can only offer holes they own ({text})",
        "gore.position.offer-keep-one": "the player offering must keep at least one hole ({text})",
        "gore.position.offer-price": "{player} would pay {price} captured seeds for {text} and has only {captured}",
        "gore.position.offer-over": "the game is over (every hole holds fewer than 3 seeds), so no offer can wait for an answer",
    },
    "pl": {
        "gore.position.not-text": "pozycja musi być tekstem",
        "gore.position.too-long": "pozycja Goré ma najwyżej {most} znaków, a nie {length}",
        "gore.position.fields": "pozycja Goré ma 4 pola (liczby ziaren, właściciele, zbite, kto ma ruch), a nie {count}",
        "gore.position.counts": "{text} to nie 8 liczb ziaren (od 0 do {total}) rozdzielonych przecinkami",
        "gore.position.owners": "{text} to nie 8 liter właścicieli S albo N",
        "gore.position.no-hole": "{player} musi mieć co najmniej jeden dołek",
        "gore.position.captured": "{text} to nie dwie liczby zbitych ziaren (od 0 do {total}), np. 12:6",
        "gore.position.total": "ziarna na planszy ({board}) i zbite ({captured}) muszą dać razem {total}",
        "gore.position.not-a-player": "{text} to nie gracz: wpisz S albo N",
        "gore.position.offer-unreadable": "{text} to nie oferta wymiany",
        "gore.position.not-an-offer": "{text} to nie oferta wymiany w rodzaju x:S3,S4",
        "gore.position.offer-not-own": "{player} może oferować tylko własne dołki ({text})",
        "gore.position.offer-keep-one": "oferujący musi zachować co najmniej jeden dołek ({text})",
        "gore.position.offer-price": "za {text} trzeba by zapłacić {price} zbitych ziaren, a {player} ma tylko {captured}",
        "gore.position.offer-over": "gra jest już skończona (w każdym dołku są mniej niż 3 ziarna), więc żadna oferta nie czeka na odpowiedź",
    },
}
