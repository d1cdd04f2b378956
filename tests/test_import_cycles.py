"""No import cycles in py/stolik: every import, at the top or inside a function, points one way."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1] / "py"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in sorted((ROOT / "stolik").rglob("*.py"))}


def imported(name: str, path: Path) -> set[str]:
    """The stolik modules one file imports anywhere: `from pkg import sub` counts as `pkg.sub` when sub is a module."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = package.rsplit(".", node.level - 1)[0] if node.level else ""
            source = ".".join(part for part in (base, node.module) if part)
            for alias in node.names:
                sub = f"{source}.{alias.name}"
                found.add(sub if sub in MODULES else source)
    return {target for target in found if target in MODULES}


GRAPH = {name: imported(name, path) for name, path in MODULES.items()}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module, and modules importing themselves (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in sorted(graph[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while not component or component[-1] != node:
                component.append(stack.pop())
            if len(component) > 1 or node in graph[node]:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found)


def test_the_walk_sees_every_kind_of_import(tmp_path):
    """Top-level and function-level, absolute and relative, and `from package import module` all count."""
    path = tmp_path / "probe.py"
    path.write_text("import stolik.core.rng\nfrom . import board\nfrom .notation import parse\n"
                    "from stolik import games\n\ndef f():\n    from ..core import errors\n", encoding="utf-8")
    assert imported("stolik.gore.probe", path) == {"stolik.core.rng", "stolik.gore.board", "stolik.gore.notation",
                                                   "stolik.games", "stolik.core.errors"}
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"d"}, "e": {"a"}}) == [["a", "b", "c"], ["d"]]


def test_no_import_cycles():
    found = cycles(GRAPH)
    assert found == [], "import cycles:\n" + "\n".join(" <-> ".join(c) for c in found)
