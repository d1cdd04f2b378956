"""A ``web.host.Host`` for the controllers' CPython tests: a dict for localStorage, a clock that
moves only by ``sleep`` or ``advance``, and lists of what the page would have done."""
from __future__ import annotations

from stores import DictStore


class FakeHost:
    def __init__(self, now: float = 1_700_000_000_000.0) -> None:
        self.store = DictStore()
        self.epoch = now
        self.elapsed = 0.0           # ms on the monotonic clock
        self.ids = 0
        self.redraws = 0
        self.url = "https://example.org/stolik/"
        self.hashes: list[str] = []      # go_to, in order
        self.replaced: list[str] = []    # replace_hash, in order
        self.copied: list[str] = []
        self.clipboard_works = True
        self.slept: list[float] = []
        self.shared: list[tuple[str, str]] = []
        self.downloads: list[tuple[str, str]] = []
        self.share_sheet = False

    def now(self) -> float:
        return self.epoch + self.elapsed

    def clock(self) -> float:
        return self.elapsed

    def advance(self, ms: float) -> None:
        self.elapsed += ms

    async def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.elapsed += seconds * 1000

    def new_id(self) -> str:
        self.ids += 1
        return f"g{self.ids}"

    def redraw(self) -> None:
        self.redraws += 1

    def page_url(self) -> str:
        return self.url

    def go_to(self, fragment: str) -> None:
        self.hashes.append(fragment)

    def replace_hash(self, fragment: str) -> None:
        self.replaced.append(fragment)

    async def copy(self, text: str) -> bool:
        self.copied.append(text)
        return self.clipboard_works

    def can_share(self) -> bool:
        return self.share_sheet

    async def share(self, url: str, title: str) -> None:
        self.shared.append((url, title))

    def download(self, name: str, text: str) -> None:
        self.downloads.append((name, text))
