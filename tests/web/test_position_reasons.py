"""Why a position is refused, in the player's language (web/position_reasons.py): every rule an engine names
when it refuses a position text (its ``position_wording.WORDING``) has words in English and in Polish with the
same placeholders, no engine raises a position error without a rule, and real positions refused on the setup
screen (by its edits or by a link) are said in Polish with the page's names for players, pawns and cards."""
from __future__ import annotations

import ast
import importlib
import string
from pathlib import Path

import pytest
from shells import make_shell, open_setup, setup_edits

from stolik.core.errors import PositionError
from stolik.games import ENGINES
from stolik.web import links, setup_view
from stolik.web.i18n import Translator, all_plurals, all_strings
from stolik.web.screen import position_reason
from stolik.web.setup import draft_class

PACKAGE = Path(__file__).resolve().parents[2] / "py" / "stolik"
STRINGS = all_strings()


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def wording(game: str) -> dict[str, str]:
    table: dict[str, str] = importlib.import_module(f"stolik.{game}.position_wording").WORDING
    return table


@pytest.mark.parametrize("game", list(ENGINES))
def test_every_rule_an_engine_names_has_english_and_polish_words_with_the_same_placeholders(game):
    table, plurals = wording(game), set(all_plurals())
    assert table
    for code, english in table.items():
        key = f"{game}.position.{code}"
        assert key in STRINGS["en"] and key in STRINGS["pl"], key
        said = placeholders(STRINGS["en"][key])
        assert said == placeholders(STRINGS["pl"][key]), key
        given = placeholders(english) | (plurals if "count" in placeholders(english) else set())
        assert said <= given, (key, said - given)       # the page says nothing the engine does not give
    written = {key.split(".", 2)[2] for key in STRINGS["en"] if key.startswith(f"{game}.position.")}
    assert written == set(table)                         # and keeps no words for a rule no engine names


def raised_without_a_rule(path: Path) -> list[int]:
    """The lines of ``path`` that make a PositionError by hand (a rule's is made by ``position_error``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [node.lineno for node in ast.walk(tree) if isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name) and node.func.id == "PositionError"]


@pytest.mark.parametrize("game", list(ENGINES))
def test_no_engine_refuses_a_position_without_naming_the_rule(game):
    found = {str(path.relative_to(PACKAGE)): raised_without_a_rule(path) for path in (PACKAGE / game).rglob("*.py")}
    uncoded = {name: lines for name, lines in found.items() if lines}
    assert uncoded == {}


@pytest.mark.parametrize("game", list(ENGINES))
def test_every_rule_raised_is_in_the_wording_table(game):
    named = set()
    for path in (PACKAGE / game).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "refused"
                    and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
                named.add(node.args[0].value)
    assert named and named <= set(wording(game)), named - set(wording(game))


def refusal_pl(shell) -> str:
    return setup_view.setup_html(Translator("pl"), shell.setup, shell.state)


def test_goré_refused_in_polish_names_the_side_as_the_page_does():
    shell, _ = open_setup("#/gore/setup")
    setup_edits(shell, "owner:N1", "owner:N2", "owner:N3", "owner:N4")
    assert shell.setup.refusal.endswith("N must own at least one hole")          # the engine's English, for the console
    assert "Taka pozycja nie może powstać w grze: Góra musi mieć co najmniej jeden dołek." in refusal_pl(shell)
    setup_edits(shell, "owner:N4", "more:S3")
    assert "Taka pozycja nie może powstać w grze: ziarna na planszy (49) i zbite (0) muszą dać razem 48." in refusal_pl(shell)


def test_a_goré_link_refused_says_why_in_polish():
    shell, _ = open_setup("#/gore/setup/6,6,6,6,6,6,6,6 NNNNNNNN 0:0 S")
    shell.settings.toggle_language()
    said = shell.view.page().markup()
    assert "Nie przyjęto pozycji z linku (Dół musi mieć co najmniej jeden dołek): to pozycja początkowa." in said


def test_mądre_kości_refused_in_polish_names_the_sides_and_points():
    shell, _ = open_setup("#/kosci/setup")
    setup_edits(shell, "A3@C7")
    assert ("Taka pozycja nie może powstać w grze: Czerwone nie mogą mieć tu 0 pkt: najmniej 11 (za pionki za linią "
            "środkową i poza planszą), najwięcej") in refusal_pl(shell)
    setup_edits(shell, "A3@C1", "A1@off")
    assert "Czerwone zdjęły pionek z planszy: ostatni rzut należy do przeciwnika." in refusal_pl(shell)
    setup_edits(shell, "B1@off")
    assert "Niebieskie mają dwa pionki poza planszą" not in refusal_pl(shell)        # one of each side: not "two off"
    assert "poza planszą jest dokładnie jeden pionek" in refusal_pl(shell)


def test_schotten_refused_in_polish_names_the_stone_and_the_player():
    shell, _ = open_setup("#/schotten/setup")
    setup_edits(shell, "claim:1")
    assert "Taka pozycja nie może powstać w grze: polanę 1 przejął gracz A, choć jego strona nie jest pełna." in refusal_pl(shell)
    setup_edits(shell, "claim:1", "claim:1")
    card = next(card for card in ("r1", "r2", "r3", "b1") if card not in shell.setup.draft.used())
    setup_edits(shell, f"add:ha:{card}")
    assert "gracz A ma na ręce 7 kart, a tu wolno najwyżej 6." in refusal_pl(shell)


def test_a_hive_link_with_a_move_against_the_rules_says_the_rule_in_polish():
    shell, _ = open_setup("#/hive/setup/Base;InProgress;White[2];wS1;bS1 wS1-;wS1 bS1-")
    shell.settings.toggle_language()
    said = shell.view.page().markup()
    assert ("Nie przyjęto pozycji z linku (ruchu 3 (&#x27;wS1 bS1-&#x27;) nie można zagrać: żaden żeton nie może się "
            "ruszyć, zanim Białe nie położą królowej): to pozycja początkowa.") in said


def test_cards_that_do_not_add_up_are_named_as_the_page_names_them():
    from stolik.schotten import from_position
    with pytest.raises(PositionError) as refused:
        from_position("- 0play " + "/".join([":"] * 9) + " r1,r1 - - - - -|- 0")
    said = position_reason("schotten", refused.value, draft_class("schotten").reason_words)(Translator("pl"))
    assert said.startswith("karty się nie zgadzają: za dużo 1 czerwona ●; brakuje 1 niebieska ■, 2 niebieska ■,")
    assert said.endswith("8 niebieska ■ …")          # the first eight missing, then an ellipsis


def test_an_error_without_a_rule_keeps_the_engines_english():
    reason = position_reason("gore", PositionError("something the engine says"), draft_class("gore").reason_words)
    assert reason(Translator("pl")) == "something the engine says"


@pytest.mark.parametrize("fragment", [links.position_hash("gore", "6,6,6,6,6,6,6,6 NNNNNNNN 0:0 S"),
                                      links.analysis_hash("gore", "6,6,6,6,6,6,6,6 NNNNNNNN 0:0 S")])
def test_a_position_link_to_play_or_analyse_refused_says_the_rule_in_polish(fragment):
    shell, host, _display, _computer = make_shell()
    shell.settings.toggle_language()
    shell.router.route(fragment)
    assert shell.state.screen == "home"
    assert ("Nie można otworzyć tego linku: zapisana pozycja nie jest możliwa: Dół musi mieć co najmniej jeden dołek"
            in shell.view.page().markup())
