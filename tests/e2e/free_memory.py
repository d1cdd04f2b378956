"""How much memory the browser tests may still take: the machine's available memory, or less where a control
group (a container's limit) leaves less. The browser pool keeps booted pages only while this stays above a
reserve: CI's machine killed kept pages of a run that used 4 GB ("Target crashed"), where this one has 20 GB
free; the limit there is not known, so the pool reads it instead of guessing.

>>> _headroom({"MemAvailable": 8 << 30}, limit=4 << 30, usage=3 << 30, inactive_file=1 << 30) == 2 << 30
True
>>> _headroom({"MemAvailable": 1 << 30}, limit=None, usage=0, inactive_file=0) == 1 << 30
True
"""
from __future__ import annotations

from pathlib import Path

CGROUP = Path("/sys/fs/cgroup")
# (limit, usage, statistics) files of cgroup v2, then v1; "no limit" reads as "max" or a huge number
_FILES = (("memory.max", "memory.current", "memory.stat", "inactive_file"),
          ("memory/memory.limit_in_bytes", "memory/memory.usage_in_bytes", "memory/memory.stat", "total_inactive_file"))
_NO_LIMIT = 1 << 60


def free_bytes() -> int | None:
    """Bytes the tests may still use, or None where the machine does not say (not Linux)."""
    try:
        meminfo = {line.split(":")[0]: int(line.split()[1]) * 1024
                   for line in Path("/proc/meminfo").read_text().splitlines() if line.endswith("kB")}
    except OSError:
        return None
    for limit_file, usage_file, stat_file, inactive in _FILES:
        try:
            limit_text = (CGROUP / limit_file).read_text().strip()
            usage = int((CGROUP / usage_file).read_text())
            stats = dict(line.split() for line in (CGROUP / stat_file).read_text().splitlines())
        except (OSError, ValueError):
            continue
        limit = None if limit_text == "max" or int(limit_text) >= _NO_LIMIT else int(limit_text)
        return _headroom(meminfo, limit=limit, usage=usage, inactive_file=int(stats.get(inactive, 0)))
    return _headroom(meminfo, limit=None, usage=0, inactive_file=0)


def _headroom(meminfo: dict[str, int], *, limit: int | None, usage: int, inactive_file: int) -> int:
    """The smaller of the machine's available memory and the group's limit less what it holds (its page cache
    not yet reclaimed, ``inactive_file``, is given back before anything is killed)."""
    available = meminfo.get("MemAvailable", meminfo.get("MemFree", 0))
    return available if limit is None else min(available, limit - (usage - inactive_file))
