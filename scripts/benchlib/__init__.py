"""Benchmarks: printed figures, not tests. `scripts/bench ai gore` runs benchlib.ai_gore.main([...rest]).

Each benchmark is a module scripts/benchlib/<name>.py with `main(argv: list[str]) -> int`; it is run
with py/ and scripts/ on sys.path, so it imports `stolik...` and the scripts' helpers (build, serve).
"""
from __future__ import annotations

import importlib
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def available() -> list[str]:
    """Names of the benchmarks there are, as typed on the command line ("ai gore")."""
    return sorted(p.stem.replace("_", " ") for p in HERE.glob("*.py") if not p.name.startswith("_"))


def resolve(words: list[str]) -> tuple[str, list[str]] | None:
    """The longest run of leading words that names a module, and the arguments after it ("ai-browser"
    is "ai browser": a hyphen joins words like a space)."""
    names = {p.stem for p in HERE.glob("*.py") if not p.name.startswith("_")}
    leading = next((i for i, word in enumerate(words) if word.startswith("-")), len(words))
    words = [part for word in words[:leading] for part in word.split("-")] + words[leading:]
    for end in range(len(words), 0, -1):
        name = "_".join(words[:end])
        if name in names:
            return name, words[end:]
    return None


def dispatch(argv: list[str]) -> int:
    """Run the named benchmark, or list them when the name is missing or unknown."""
    wants_help = argv[:1] in (["-h"], ["--help"])
    found = resolve(argv) if argv and not wants_help else None
    if found is None:
        if argv and not wants_help:
            print(f"bench: no benchmark named {' '.join(argv)!r}", file=sys.stderr)
        print("usage: scripts/bench NAME [ARGS...]; benchmarks: " + ", ".join(available()), file=sys.stderr)
        return 0 if wants_help else 2
    name, rest = found
    module = importlib.import_module(f"benchlib.{name}")
    return int(module.main(rest) or 0)
