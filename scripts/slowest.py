"""Print the slowest tests of one or more pytest runs together, from their --junitxml reports.

Usage: python3 scripts/slowest.py COUNT REPORT.xml [REPORT.xml ...]

scripts/test runs the CPython tests (on two workers) and the browser tests as two pytest runs; each
run's --durations would list only its own tests, so this merges them. A test's time is its set-up,
call and tear-down together (junitxml's default), as pytest's --durations counts them one by one.
"""
from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def node_id(classname: str, name: str) -> str:
    """pytest's node id back from junitxml's dotted class name: the longest prefix that is a file is the module.

    >>> node_id("tests.test_build", "test_clean[x.y]")
    'tests/test_build.py::test_clean[x.y]'
    """
    parts = classname.split(".")
    for cut in range(len(parts), 0, -1):
        path = "/".join(parts[:cut]) + ".py"
        if (ROOT / path).is_file():
            return "::".join([path, *parts[cut:], name])
    return f"{classname}::{name}"


def timings(report: Path) -> list[tuple[float, str]]:
    """(seconds, node id) of every test case in a junitxml report."""
    return [(float(case.get("time") or 0.0), node_id(case.get("classname", ""), case.get("name", "")))
            for case in ET.parse(report).iter("testcase")]


def main(argv: list[str]) -> int:
    count, reports = int(argv[0]), [Path(a) for a in argv[1:]]
    cases = sorted((t for r in reports if r.is_file() for t in timings(r)), reverse=True)[:count]
    print(f"===== slowest {len(cases)} tests (both runs) =====")
    for seconds, node in cases:
        print(f"{seconds:8.2f}s {node}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
