"""scripts/build: the generated pyscript [files] list and the service worker's precache list and cache name."""
from __future__ import annotations

import gzip
import hashlib
import json
import os
import re
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

import build  # noqa: E402  (scripts/build.py)

# A [files] line PyScript's small regex TOML parser reads: flat, quoted key, quoted value.
FLAT_FILES_LINE = re.compile(r'^"\./py/stolik\.zip" = "\./stolik/\*"$')


def make_site(root: Path) -> Path:
    """A tiny source tree with every kind of file the build must ship or leave out."""
    files = {
        "index.html": "<!doctype html><title>t</title>",
        "pyscript.toml": '# config\ninterpreter = "./assets/vendor/pyodide/pyodide.mjs"\n',
        "py/main.py": "import stolik\n",
        "py/stolik/__init__.py": "",
        "py/stolik/core/game.py": "X = 1\n",
        "py/stolik/core/__pycache__/game.cpython-311.pyc": "compiled",
        "py/stolik/gore/__init__.py": "",
        "py/stolik/gore/tests/test_gore_rules.py": "def test(): pass\n",
        "py/stolik/gore/test_inline.py": "def test(): pass\n",
        "py/stolik/gore/notes.txt": "not a module",
        "assets/app.css": "body{}",
        "assets/vendor/.stamp": "stamp",
        "assets/vendor/pyodide/pyodide.mjs": "export{}",
        "assets/vendor/pyscript/core.js": "export{}",
        "assets/vendor/pyscript/core.js.map": "{}",
    }
    for rel, text in files.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def files_of(out: Path) -> set[str]:
    """Every file of a built folder, as POSIX paths relative to it."""
    return {p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file()}


def sw_parts(out: Path) -> tuple[str, list[str]]:
    """(cache name, precache URL list) read back from the generated sw.js."""
    text = (out / "sw.js").read_text()
    cache = json.loads(re.search(r"const CACHE = (\".*?\");", text).group(1))
    urls = json.loads(re.search(r"const URLS = (\[.*?\]);", text, re.DOTALL).group(1))
    return cache, urls


@pytest.fixture(scope="module")
def root_build(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, build.BuildInfo]:
    """One build of the repository for the tests that read a real one (a build costs some 12 s)."""
    out = tmp_path_factory.mktemp("root") / "dist"
    return out, build.build(ROOT, out, require_runtime=(ROOT / build.RUNTIME_WASM).is_file())


def files_section_lines(out: Path) -> list[str]:
    """The lines of dist/pyscript.toml after its [files] header."""
    text = (out / "pyscript.toml").read_text()
    return [line for line in text.split("[files]\n", 1)[1].splitlines() if line.strip()]


def test_files_table_covers_every_stolik_module_of_the_repository(root_build):
    """Each .py of py/stolik (no caches, no tests) is in the archive that [files] unpacks into ./stolik/."""
    out, _ = root_build
    expected = {
        path.relative_to(ROOT / "py").as_posix()
        for path in (ROOT / "py" / "stolik").rglob("*.py")
        if "__pycache__" not in path.parts and "tests" not in path.parts and not path.name.startswith("test_")
    }
    config = tomllib.loads((out / "pyscript.toml").read_text())
    root_config = tomllib.loads((ROOT / "pyscript.toml").read_text())

    assert config["files"] == {"./py/stolik.zip": "./stolik/*"}
    with zipfile.ZipFile(out / "py" / "stolik.zip") as archive:
        names = {f"stolik/{name}" for name in archive.namelist()}
        assert {name for name in names if name.endswith(".py")} == expected
        assert all(archive.read(rel.split("/", 1)[1]) == (ROOT / "py" / rel).read_bytes() for rel in expected)
        # Each module's bytecode from the page's interpreter, as a pyc valid whatever the file dates
        # (flags 1: hash-based, unchecked). The tag (cpython-3XX) is Pyodide's, not ours.
        compiled = {name for name in names if name.endswith(".pyc")}
        assert {re.sub(r"__pycache__/(\w+)\.cpython-3\d+\.pyc$", r"\1.py", name) for name in compiled} == expected
        assert all(archive.read(name.split("/", 1)[1])[4:8] == b"\x01\x00\x00\x00" for name in compiled)
    assert all((out / "py" / rel).is_file() for rel in expected)
    assert {k: v for k, v in config.items() if k != "files"} == root_config
    assert all(FLAT_FILES_LINE.match(line) for line in files_section_lines(out))


def test_the_page_lists_each_registered_game_where_its_markers_are(tmp_path):
    """index.html's game stylesheets and placeholder cards come from games.ENGINES and each game's own folder."""
    site = make_site(tmp_path / "src")
    files = {
        "py/stolik/games.py": 'ENGINES: dict[str, str] = {"toy": "stolik.toy", "bare": "stolik.bare"}\n',
        "py/stolik/web/games/toy/strings.py": ('_PL = {"game.toy": "Zabawka <&> (Toy)"}\n'
                                               'STRINGS = {"en": {"game.toy": "Toy"}, "pl": _PL}\n'),
        "py/stolik/web/games/toy/toy.css": ".toy{}",
        "py/stolik/web/games/toy/extra.css": ".extra{}",
        "index.html": ('<!doctype html>\n<html lang="pl">\n<link rel="stylesheet" href="./assets/app.css">\n'
                       "<!-- stolik:game-styles: each game's CSS -->\n<ul>\n  <!-- stolik:game-cards: a card each -->\n</ul>\n"),
    }
    for rel, text in files.items():
        (site / rel).parent.mkdir(parents=True, exist_ok=True)
        (site / rel).write_text(text)
    build.build(site, tmp_path / "dist")
    assert (tmp_path / "dist/index.html").read_text() == (
        '<!doctype html>\n<html lang="pl">\n<link rel="stylesheet" href="./assets/app.css">\n'
        '<link rel="stylesheet" href="./py/stolik/web/games/toy/extra.css">\n'
        '<link rel="stylesheet" href="./py/stolik/web/games/toy/toy.css">\n<ul>\n'
        '  <li class="game-card disabled"><h2>Zabawka &lt;&amp;&gt; (Toy)</h2></li>\n'
        '  <li class="game-card disabled"><h2>bare</h2></li>\n</ul>\n')


def test_the_real_page_has_a_stylesheet_and_a_card_for_every_registered_game():
    """No game is listed by hand in index.html: the build writes every registered game's sheets and card."""
    from stolik.games import ENGINES
    from stolik.web.i18n import Translator

    source = (ROOT / "index.html").read_text()
    assert not re.search(r"games/\w+/\w+\.css|game-card", source.replace("stolik:game-cards", ""))
    page = build.page_html(ROOT, source)
    assert "stolik:game-" not in page
    sheets = {path.relative_to(ROOT).as_posix() for key in ENGINES
              for path in (ROOT / "py/stolik/web/games" / key).glob("*.css")}
    assert len(sheets) >= len(ENGINES)
    assert set(re.findall(r'<link rel="stylesheet" href="\./(py/stolik/web/games/[^"]+)">', page)) == sheets
    titles = re.findall(r'<li class="game-card disabled"><h2>([^<]*)</h2></li>', page)
    assert titles == [Translator("pl")(f"game.{key}") for key in ENGINES]


def test_modules_are_shipped_but_not_tests_caches_maps_or_dotfiles(tmp_path):
    """The site carries what the page imports and the runtime, never test code or build leftovers."""
    site = make_site(tmp_path / "src")
    out = tmp_path / "dist"
    info = build.build(site, out)

    assert info.modules == ("stolik/__init__.py", "stolik/core/game.py", "stolik/gore/__init__.py")
    assert files_of(out) == {
        "index.html",
        "pyscript.toml",
        "sw.js",
        "py/main.py",
        "py/stolik.zip",
        "py/stolik/__init__.py",
        "py/stolik/core/game.py",
        "py/stolik/gore/__init__.py",
        "assets/app.css",
        "assets/vendor/pyodide/pyodide.mjs",
        "assets/vendor/pyscript/core.js",
    }
    assert (out / "pyscript.toml").read_text().startswith((site / "pyscript.toml").read_text().rstrip("\n"))


def test_a_symlinked_assets_folder_is_shipped(tmp_path):
    """assets/vendor may link to another checkout (a git worktree shares the runtime): its files ship all the same."""
    site = make_site(tmp_path / "src")
    shared = tmp_path / "shared-vendor"
    (site / "assets/vendor").rename(shared)
    (site / "assets/vendor").symlink_to(shared, target_is_directory=True)
    out = tmp_path / "dist"
    build.build(site, out)
    assert {"assets/vendor/pyodide/pyodide.mjs", "assets/vendor/pyscript/core.js"} <= files_of(out)
    assert "./assets/vendor/pyodide/pyodide.mjs" in sw_parts(out)[1]


def test_precache_lists_every_file_of_dist_and_the_root(root_build):
    """The worker precaches ./ and each file but itself, by relative URL, so dist/ works under any sub-path."""
    out, _ = root_build
    _, urls = sw_parts(out)

    assert urls[0] == "./"
    assert sorted(urls[1:]) == sorted(f"./{rel}" for rel in files_of(out) - {"sw.js"})
    assert len(urls) == len(set(urls))
    assert "./index.html" in urls and "./pyscript.toml" in urls


def test_cache_name_changes_exactly_when_a_file_changes(tmp_path):
    """Same sources give the same cache name; a changed module or asset gives a new one (the cache-bust)."""
    site = make_site(tmp_path / "src")
    names = []
    for change in (None, None, "py/stolik/core/game.py", "assets/vendor/pyodide/pyodide.mjs"):
        if change:
            (site / change).write_text((site / change).read_text() + "# changed\n")
        out = tmp_path / f"dist{len(names)}"
        info = build.build(site, out)
        names.append(sw_parts(out)[0])
        assert names[-1] == info.cache_name
    assert names[0] == names[1]
    assert len({names[1], names[2], names[3]}) == 3


def test_rebuild_replaces_the_whole_output(tmp_path):
    """A file deleted from the sources does not linger in dist/ (nor in the precache list)."""
    site = make_site(tmp_path / "src")
    out = tmp_path / "dist"
    build.build(site, out)
    (site / "assets" / "app.css").unlink()
    (out / "leftover.txt").write_text("old")
    build.build(site, out)
    assert "assets/app.css" not in files_of(out) and "leftover.txt" not in files_of(out)
    assert "./assets/app.css" not in sw_parts(out)[1]


def test_hand_written_files_table_is_refused(tmp_path):
    """The [files] list is generated only: a root pyscript.toml that has one is an error, not merged."""
    site = make_site(tmp_path / "src")
    (site / "pyscript.toml").write_text('interpreter = "x.mjs"\n[files]\n"./a.py" = "./a.py"\n')
    with pytest.raises(ValueError, match=r"\[files\]"):
        build.build(site, tmp_path / "dist")


def test_missing_runtime_says_to_run_setup(tmp_path):
    """Without assets/vendor the build stops and names the fix."""
    site = make_site(tmp_path / "src")
    (site / "assets/vendor/pyodide/pyodide.mjs").unlink()
    with pytest.raises(FileNotFoundError, match="scripts/setup"):
        build.build(site, tmp_path / "dist")


def test_stale_when_a_source_is_newer_than_the_build(tmp_path):
    """The browser tests rebuild dist/ when a source changed after the last build, and only then."""
    site = make_site(tmp_path / "src")
    out = tmp_path / "dist"
    assert build.is_stale(site, out)
    build.build(site, out)
    built = (out / "sw.js").stat().st_mtime
    for path in site.rglob("*"):
        os.utime(path, (built - 10, built - 10))
    assert not build.is_stale(site, out)
    os.utime(site / "py/stolik/core/game.py", (built + 10, built + 10))
    assert build.is_stale(site, out)


def test_snapshot_holds_what_the_home_screen_imports_without_the_browser(tmp_path):
    """The snapshot imports the entry's modules (directly or not, relative imports too) except those that
    touch js, pyscript or pyodide, themselves or through an import; function-level imports run later."""
    sources = {
        "stolik/__init__.py": "",
        "stolik/web/__init__.py": "",
        "stolik/web/app.py": "import js\nfrom stolik.web import html, storage\nfrom . import bound\n",
        "stolik/web/html.py": "import re\nfrom ..core import rng\n",
        "stolik/web/storage.py": "from stolik.web.html import esc\ndef later():\n    import stolik.web.lazy\n",
        "stolik/web/bound.py": "from stolik.web.html import esc\nfrom pyodide.ffi import create_proxy\n",
        "stolik/web/uses_bound.py": "from stolik.web import bound\n",
        "stolik/web/lazy.py": "",
        "stolik/core/__init__.py": "",
        "stolik/core/rng.py": "",
        "stolik/gore/__init__.py": "",
    }
    for rel, text in sources.items():
        (tmp_path / "py" / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / "py" / rel).write_text(text)

    assert build.home_modules(tmp_path, sorted(sources)) == [
        "stolik", "stolik.core", "stolik.core.rng", "stolik.web", "stolik.web.html", "stolik.web.storage",
    ]


def test_cache_name_counts_the_snapshot_by_its_inputs(tmp_path):
    """A snapshot's bytes differ from build to build (Python's own randomness), so they do not bust the
    cache; what it is made from (the runtime and the archive, files of the site, and how) does."""
    out = tmp_path / "dist"
    build.build(make_site(tmp_path / "src"), out)
    rels = sorted(files_of(out) - {"sw.js"}) + [build.SNAPSHOT]
    (out / build.SNAPSHOT).write_bytes(b"one")
    first = build._content_hash(out, rels, b"made with")
    (out / build.SNAPSHOT).write_bytes(b"two")
    assert build._content_hash(out, rels, b"made with") == first
    assert build._content_hash(out, rels, b"made otherwise") != first


@pytest.mark.skipif(not (ROOT / build.RUNTIME_WASM).is_file(), reason="needs the vendored runtime (scripts/setup)")
def test_snapshot_is_made_with_the_vendored_runtime_and_precached(root_build):
    """A real build carries the memory snapshot: its header names the archive it holds modules of, the
    Pyodide it was made with and the sha256 of the memory, Pyodide's own snapshot follows, and the
    service worker precaches it."""
    out, info = root_build
    data = gzip.decompress((out / build.SNAPSHOT).read_bytes())
    header = json.loads(data[: build.SNAPSHOT_HEADER])
    vendored = (ROOT / build.RUNTIME_MARKER).read_text()

    assert header["format"] == build.SNAPSHOT_FORMAT
    assert re.search(r'\b\w+\s*=\s*"' + re.escape(header["pyodide"]) + '"', vendored)  # pyodide.mjs's version
    assert header["archive"] == hashlib.sha256((out / build.ARCHIVE).read_bytes()).hexdigest()
    assert header["bytes"] == len(data) - build.SNAPSHOT_HEADER
    assert header["memory"] == hashlib.sha256(data[build.SNAPSHOT_HEADER:]).hexdigest()  # magic included
    assert data[: build.SNAPSHOT_HEADER].endswith(b" ")  # the JSON fits the fixed header, padded
    assert data[build.SNAPSHOT_HEADER:][:4] == (0x706E7300).to_bytes(4, "little")  # Pyodide's snapshot magic
    assert len(data) > 16 << 20  # Python's whole memory, gzipped well below it:
    assert (out / build.SNAPSHOT).stat().st_size < len(data) / 3
    assert "stolik.web.i18n" in info.snapshot and "stolik.web.app" not in info.snapshot
    assert {"stolik.core.curve", "stolik.schotten.device_game", "stolik.schotten.secret_ready", "stolik.web.secret_links"} <= set(info.snapshot)
    assert f"./{build.SNAPSHOT}" in sw_parts(out)[1]


@pytest.mark.skipif(not (ROOT / build.RUNTIME_WASM).is_file(), reason="needs the vendored runtime (scripts/setup)")
def test_vendored_libraries_carry_their_bytecode_compiled_by_the_pages_pyodide(root_build):
    """Each module of segno and python-ecdsa travels with its .pyc, compiled as the package's are: the page's
    first QR code and first secret deal import them without compiling 290 KB of source first."""
    out, info = root_build
    tag = {Path(rel).name.split(".")[1] for rel in info.bytecode}   # e.g. cpython-314: the page's own Python
    assert len(tag) == 1
    for library in build.VENDORED:
        names = set(zipfile.ZipFile(out / library.archive).namelist())
        for rel in library.modules:
            folder, _, file = rel.rpartition("/")
            pyc = f"{folder + '/' if folder else ''}__pycache__/{file.removesuffix('.py')}.{next(iter(tag))}.pyc"
            assert rel in names and pyc in names, (library.archive, rel)


def test_vendored_curve_library_is_zipped_with_six_and_imports_from_the_zip_alone(tmp_path):
    """py/ecdsa.zip (with six.py) is enough for `import ecdsa` in a Python that sees no site-packages, as in
    the page; its curve arithmetic works there."""
    pins = "\n".join(line for line in (ROOT / "requirements-dev.txt").read_text().splitlines()
                     if line.startswith(("ecdsa==", "six==")))
    (tmp_path / "requirements-dev.txt").write_text(pins + "\n")
    dest = tmp_path / "ecdsa.zip"
    assert build.write_vendored(tmp_path, dest, build.ECDSA)
    assert "six.py" in zipfile.ZipFile(dest).namelist()
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); import ecdsa, six; "
             "from ecdsa import NIST256p; g = NIST256p.generator; "
             "assert ecdsa.__file__.startswith(sys.argv[1]) and six.__file__.startswith(sys.argv[1]); "
             "print((g * 2).x() == (g + g).x())")
    out = subprocess.run([sys.executable, "-I", "-S", "-c", probe, str(dest)], capture_output=True, text=True)
    assert out.stdout.strip() == "True", out.stderr


def test_a_vendored_library_at_another_version_than_pinned_is_refused(tmp_path):
    (tmp_path / "requirements-dev.txt").write_text("ecdsa==0.0.1\nsix==1.17.0\n")
    with pytest.raises(ValueError, match="ecdsa .* is installed, 0.0.1 is pinned"):
        build.write_vendored(tmp_path, tmp_path / "ecdsa.zip", build.ECDSA)


def test_a_site_that_pins_no_vendored_library_gets_none(tmp_path):
    assert not build.write_vendored(tmp_path, tmp_path / "ecdsa.zip", build.ECDSA)


def test_two_processes_that_find_the_site_stale_build_it_once_not_both_at_once(tmp_path, monkeypatch):
    """The browser tests' two workers after an edit both find dist/ stale: they take turns (a lock), so one
    builds and the other finds that build fresh. Both building into one staging folder at once failed every
    browser test with a missing file."""
    import threading
    import time

    out = tmp_path / "dist"
    building, most, built = [0], [0], []

    def slow_build(root: Path, into: Path) -> None:
        building[0] += 1
        most[0] = max(most[0], building[0])
        time.sleep(0.2)                      # long enough for the other to arrive while this one builds
        into.mkdir(exist_ok=True)
        built.append(into)
        building[0] -= 1

    monkeypatch.setattr(build, "build", slow_build)
    monkeypatch.setattr(build, "is_stale", lambda root, into: not built)
    workers = [threading.Thread(target=build.ensure_built, args=(tmp_path, out)) for _ in range(2)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert built == [out] and most[0] == 1
