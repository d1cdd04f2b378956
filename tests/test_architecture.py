"""Arrows point one way: web -> games -> core. Engines import no browser module, no other engine, no random."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from stolik import games

PACKAGE = Path(__file__).resolve().parents[1] / "py" / "stolik"
BROWSER = {"js", "pyscript", "pyodide"}
ENGINES = set(games.ENGINES)


def imports_of(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
    return found


def engine_files():
    return [p for p in PACKAGE.rglob("*.py") if "web" not in p.relative_to(PACKAGE).parts]


@pytest.mark.parametrize("path", engine_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_engine_arrows(path):
    parts = path.relative_to(PACKAGE).parts
    own = parts[0] if parts[0] in ENGINES else None
    for name in imports_of(path):
        top = name.split(".")[0]
        assert top not in BROWSER, f"{path.name} imports browser module {name}"
        assert top != "random" or path.name == "rng.py", f"{path.name} imports random: use stolik.core.rng"
        if name.startswith("stolik."):
            second = name.split(".")[1]
            assert second != "web", f"{path.name} imports the web layer"
            if parts[0] == "core":
                assert second == "core", f"core must not import {name}"
            if second in ENGINES:
                assert second == own, f"{path.name} imports another engine: {name}"


def test_every_package_is_core_the_web_or_a_registered_game():
    """A game is its two folders and one line in games.ENGINES: a folder left out of the registry would
    escape the arrow checks above and show nowhere (a registered game may lack them: "coming soon")."""
    folders = {p.name for p in PACKAGE.iterdir() if (p / "__init__.py").is_file()}
    assert folders - {"core", "web"} <= ENGINES
    assert all(games.ENGINES[key] == f"stolik.{key}" for key in ENGINES)
    screens = {p.name for p in (PACKAGE / "web" / "games").iterdir() if (p / "__init__.py").is_file()}
    assert screens <= ENGINES


def test_core_rng_uses_no_random_module():
    assert "random" not in imports_of(PACKAGE / "core" / "rng.py")


BROWSER_GLUE = {"app.py", "ai_client.py", "ai_worker.py", "sound.py"}   # with web/browser/, the only web modules that touch the browser


def browser_glue(path: Path) -> bool:
    """Whether a web module may touch the browser: the adapter package web/browser/ and the glue above."""
    return path.name in BROWSER_GLUE or "browser" in path.parts


@pytest.mark.parametrize("path", sorted((PACKAGE / "web").rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_web_screens_are_pure(path):
    """Screens, boards, strings, storage and sessions run under CPython: only the glue imports js/pyscript."""
    if browser_glue(path):
        return
    browser = {name for name in imports_of(path) if name.split(".")[0] in BROWSER}
    assert browser == set(), f"{path.name} imports {browser}: move that into web/browser/"


# Standard modules that cost the browser tens of milliseconds at start-up (urllib.parse pulls in
# ipaddress: about 50 ms under Pyodide); our links do their own percent-encoding instead.
SLOW_TO_IMPORT = {"urllib", "ipaddress"}


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_slow_standard_modules(path):
    slow = {name for name in imports_of(path) if name.split(".")[0] in SLOW_TO_IMPORT}
    assert slow == set(), f"{path.name} imports {slow}: see SLOW_TO_IMPORT"


SHELL_HELPERS = {"stolik.web.html", "stolik.web.links", "stolik.web.screen"}   # what a game's screen may use of the shell


@pytest.mark.parametrize("path", sorted((PACKAGE / "web" / "games").rglob("*.py")), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_game_screens_import_their_engine_core_and_shell_helpers_only(path):
    """web/games/X imports engine X, core, its own folder and the shell's public helpers; never another game."""
    parts = path.relative_to(PACKAGE / "web" / "games").parts
    own = parts[0] if len(parts) > 1 else None
    for name in imports_of(path):
        if not name.startswith("stolik"):
            continue
        allowed = (name.startswith("stolik.core") or name in SHELL_HELPERS or name == "stolik.games"
                   or (own is not None and (name == f"stolik.{own}" or name.startswith(f"stolik.{own}.")
                                            or name.startswith(f"stolik.web.games.{own}"))))
        assert allowed, f"{path.relative_to(PACKAGE)} imports {name}"


def test_the_shell_holds_no_game_modules():
    """web/ keeps only the shell: every game's screen, renderer and strings live in web/games/<game>/."""
    flat = sorted(p.name for p in (PACKAGE / "web").glob("*.py") if p.stem.split("_")[0] in ENGINES)
    assert flat == []
