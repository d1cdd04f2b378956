"""Puzzle collections for the site, found by the engines in self-play and checked by deeper searches.

Each game with a ``stolik.<game>.puzzles`` module (its ``SOURCE`` and ``SETTINGS``) gets a collection
in assets/puzzles/<game>.json; core/puzzle_finder.py does the finding. Searches stop at depths, never
at a clock, so the same seed writes the same file on any machine::

    scripts/puzzles --count 150                 # every game that has puzzles, seed 1
    scripts/puzzles --count 5 --games gore      # a quick look while developing
    scripts/puzzles --check --sample 20         # re-verify 20 shipped puzzles of each game (0: all)
    scripts/puzzles --extend --count 175 --games hive --themes free-queen --seed 1001
                                                # add rare themes to a shipped collection, ids kept
"""
from __future__ import annotations

import argparse
import importlib
import json
import math
import sys
import time
from collections import Counter
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from stolik import games  # noqa: E402
from stolik.core.puzzle import Puzzle, collection_json, read_collection  # noqa: E402
from stolik.core.puzzle_finder import Tally, find, recheck  # noqa: E402

OUT = ROOT / "assets" / "puzzles"


def sources() -> dict[str, ModuleType]:
    """The games that offer puzzles, by key, in the games' order: those with a ``puzzles`` module."""
    found = {}
    for key in games.available():
        try:
            found[key] = importlib.import_module(f"stolik.{key}.puzzles")
        except ModuleNotFoundError:
            continue
    return found


def generate(key: str, module: ModuleType, seed: int, count: int, out: Path, extend: bool = False,
             only: frozenset[str] = frozenset()) -> list[Puzzle]:
    """Find up to ``count`` puzzles of one game, writing its collection after each (a stopped run keeps
    what it found), and print what it took. A theme that already fills its share of ``count`` (the
    game's ``SETTINGS.theme_share``) takes no more: the common theme must not crowd out the rare.
    ``extend`` starts from the collection already there (its ids, players' progress, stay; a position
    found again is not added twice) and keeps its seed; ``only`` takes just these themes (none: all)."""
    tally = Tally()
    started = time.perf_counter()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{key}.json"
    puzzles: list[Puzzle] = []
    written = seed
    if extend and path.is_file():
        data = json.loads(path.read_text(encoding="utf-8"))
        puzzles, written = read_collection(data), int(data["seed"])
    ids = {p.id for p in puzzles}
    most = math.ceil(count * module.SETTINGS.theme_share)
    taken: Counter[str] = Counter(p.theme for p in puzzles)
    for puzzle in find(module.SOURCE, seed, module.SETTINGS, tally) if count > len(puzzles) else ():
        if taken[puzzle.theme] >= most or puzzle.id in ids or only and puzzle.theme not in only:
            continue
        taken[puzzle.theme] += 1
        ids.add(puzzle.id)
        puzzles.append(puzzle)
        text = json.dumps(collection_json(key, written, puzzles), ensure_ascii=False, indent=1) + "\n"
        path.write_text(text, encoding="utf-8")
        print(f"{key}: {len(puzzles)}/{count} {puzzle.theme} after {time.perf_counter() - started:.0f} s", flush=True)
        if len(puzzles) == count:
            break
    seconds = time.perf_counter() - started
    per = seconds / len(puzzles) if puzzles else float("nan")
    print(f"{key}: {len(puzzles)} puzzles in {seconds:.1f} s ({per:.1f} s each); {tally.positions} positions, "
          f"{tally.candidates} candidates, {tally.verified} verified; {themes(puzzles)} -> {shown(path)}",
          flush=True)
    return puzzles


def check(key: str, module: ModuleType, sample: int, out: Path) -> int:
    """Re-verify a game's shipped puzzles (every ``len // sample``-th one; 0: all) with its verifying
    search; print the counts by theme and each puzzle that no longer stands; the number of those."""
    path = out / f"{key}.json"
    if not path.is_file():
        print(f"{key}: no collection at {shown(path)}")
        return 0
    puzzles = read_collection(json.loads(path.read_text(encoding="utf-8")))
    step = max(1, len(puzzles) // sample) if sample else 1
    checked = puzzles[::step]
    started = time.perf_counter()
    wrong = [p for p in checked if not recheck(module.SOURCE, p, module.SETTINGS.verify)]
    for puzzle in wrong:
        print(f"{key}: {puzzle.id} ({puzzle.position!r}, {' '.join(puzzle.solution)}) is not clearly best any more")
    print(f"{key}: {len(puzzles)} puzzles ({themes(puzzles)}); {len(checked)} checked in "
          f"{time.perf_counter() - started:.1f} s, {len(wrong)} wrong", flush=True)
    return len(wrong)


def shown(path: Path) -> str:
    """A path as printed: from the checkout's root when it lies inside it."""
    return str(path.relative_to(ROOT)) if path.is_relative_to(ROOT) else str(path)


def themes(puzzles: list[Puzzle]) -> str:
    counts = Counter(p.theme for p in puzzles)
    return ", ".join(f"{theme} {n}" for theme, n in sorted(counts.items())) or "no themes"


def main(argv: list[str] | None = None) -> int:
    offered = sources()
    parser = argparse.ArgumentParser(prog="scripts/puzzles", description=__doc__.split("\n\n")[0])
    parser.add_argument("--count", type=int, default=150, help="puzzles to find per game (default 150)")
    parser.add_argument("--games", default=",".join(offered), help=f"comma-separated, of {', '.join(offered)}")
    parser.add_argument("--seed", type=int, default=1, help="first self-play seed (default 1)")
    parser.add_argument("--extend", action="store_true",
                        help="keep the collection already there and add to it, up to --count in all")
    parser.add_argument("--themes", default="", help="comma-separated: take only puzzles of these themes")
    parser.add_argument("--check", action="store_true", help="re-verify the shipped puzzles instead")
    parser.add_argument("--sample", type=int, default=0, help="with --check: about this many per game (0: all)")
    parser.add_argument("--out", type=Path, default=OUT, help="where the collections are (default assets/puzzles)")
    args = parser.parse_args(argv)
    keys = [key for key in args.games.split(",") if key]
    unknown = [key for key in keys if key not in offered]
    if unknown:
        parser.error(f"no puzzles for {', '.join(unknown)}; games with puzzles: {', '.join(offered)}")
    if args.check:
        return 1 if sum(check(key, offered[key], args.sample, args.out) for key in keys) else 0
    for key in keys:
        generate(key, offered[key], args.seed, args.count, args.out, args.extend,
                 frozenset(theme for theme in args.themes.split(",") if theme))
    return 0


if __name__ == "__main__":
    sys.exit(main())
