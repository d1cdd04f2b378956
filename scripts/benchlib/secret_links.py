"""Benchmark rows for Schotten Totten by link with hidden hands (issue 31): each kind of link's length and QR code.

Two devices (schotten/device_match.py) play seeded random long duels of two games by link (the Recruiter played
whenever it may be: a random player rarely does, and its exchange is a kind of link of its own); every link is
sorted into its kind (the invitation, the reply, a deal message that carries a hand's shares or the friend's
late pile, a turn, the Recruiter's exchange, an end link with the masked key, and the duel's two links that
end a game and carry the next deal: its invitation, then its reply) and the longest of each kind is
shown with the QR version it needs at error correction M and L ("-": no QR code holds it), its token spelled
in capitals as the page's code holds it (web/links.py qr_segments); the page draws M, else L. Limits after
the '#': setup links 3,000 characters, turns 200, the Recruiter's exchange 230 (schotten/deal_link.py).
"""
from __future__ import annotations

import sys
from pathlib import Path

import segno
from segno.consts import MODE_MAPPING

from stolik.core.rng import Rng
from stolik.schotten import deal_link as dl
from stolik.schotten import device_match as dm
from stolik.web.links import qr_segments

ROOT = Path(__file__).resolve().parents[2]
KINDS = ("invitation", "reply", "deal", "turn", "exchange", "end", "end+deal", "end+reply")


def kind_of(index: int, token: str) -> str:
    """Which kind of link the ``index``-th link of a game is."""
    if index < 2:
        return KINDS[index]
    message = dl.decode(token)
    assert isinstance(message, dl.Message)
    if message.next is not None:
        return "end+deal" if isinstance(message.next, dl.Invitation) else "end+reply"
    if message.bundle.masked_key:
        return "end"
    if message.bundle.late_piles or len(message.bundle.shares) > 3:
        return "deal"
    return "exchange" if not message.moves and len(message.bundle.shares) == 3 else "turn"


def play(options: dict, seed: int) -> list[str]:
    """Every link of one seeded random duel of two games between two devices, in order."""
    rng = Rng(seed)
    inviter, invitation = dm.invite({"expert": False, "first": 0, "duel_games": 2, **options}, 0)
    friend = dm.accept(invitation)
    inviter.receive(friend.to_send())
    devices, sender, links = (inviter, friend), 0, [invitation, friend.to_send()]
    while True:
        device = devices[sender]
        while device.can_move():
            moves = device.state.legal_moves()
            device.play("RECRUITER" if "RECRUITER" in moves else rng.choice(moves))   # so its exchange is measured too
        token = device.to_send()
        if not token or token == links[-1]:
            return links
        links.append(token)
        devices[1 - sender].receive(token)
        sender = 1 - sender


def qr_version(url: str, error: str) -> str:
    """The version of the link's QR code as the page draws it (links.qr_segments: a secret token in capitals)."""
    segments = [(text, MODE_MAPPING[mode]) for text, mode in qr_segments(url)]
    try:
        return str(segno.make_qr(segments, error=error, boost_error=False).version)
    except segno.DataOverflowError:
        return "-"


def phone_reads(urls: list[str]) -> list[bool]:
    """Whether zxing-cpp reads each link back off a screenshot of its QR code as the page draws it (web/qr.py
    and the site's CSS) on a 390×844 phone of 3 device pixels to a CSS pixel, the code scrolled into view."""
    from playwright.sync_api import sync_playwright

    import chromium

    sys.path.insert(0, str(ROOT / "tests"))
    from qr_reading import read_png                  # the browser tests' reader
    from stolik.web.qr import qr_svg

    css = (ROOT / "assets" / "stolik.css").read_text(encoding="utf-8")
    read = []
    with sync_playwright() as playwright:
        browser = chromium.launch(playwright)
        page = browser.new_page(viewport={"width": 390, "height": 844}, device_scale_factor=3)
        for url in urls:
            page.set_content(f'<style>{css}</style><main><div class="panel"><div class="qr-box">'
                             f'{qr_svg(url, label="QR")}</div></div></main>')
            shown = page.locator("svg.qr")
            read.append(read_png(shown.screenshot()) == [qr_text(url)])
        browser.close()
    return read


def qr_text(url: str) -> str:
    """What a camera reads off the link's QR code."""
    return "".join(text for text, _mode in qr_segments(url))


def rows(origin: str, count: int) -> list[str]:
    """The table's lines: per variant and kind, the longest link (whole URL and after '#') and its QR versions
    (``count`` duels of two games per variant)."""
    out = [f"{'schotten secret':<20}{'kind':<12}{'links':>6}{'max URL':>9}{'after #':>9}{'limit':>7}{'QR M':>6}{'QR L':>6}"
           f"{'phone reads':>13}"]
    shown: list[tuple[int, str]] = []                   # (line, URL) whose QR code a phone screenshot should give back
    for label, options in (("base", {"tactics": False}), ("special units", {"tactics": True})):
        longest: dict[str, tuple[int, str]] = {}
        counts = dict.fromkeys(KINDS, 0)
        for seed in range(1, count + 1):
            for index, token in enumerate(play(options, seed)):
                kind = kind_of(index, token)
                counts[kind] += 1
                if len(token) > longest.get(kind, (0, ""))[0]:
                    longest[kind] = (len(token), token)
        for kind in KINDS:
            if kind not in longest:
                out.append(f"{label:<20}{kind:<12}{0:>6}   (none in these games)")
                continue
            token = longest[kind][1]
            url = origin + dl.ROUTE.join(("#", "")) + token
            after = len(dl.ROUTE) + len(token)
            shown.append((len(out), url))
            out.append(f"{label:<20}{kind:<12}{counts[kind]:>6}{len(url):>9}{after:>9}"
                       f"{dl.link_limit(dl.decode(token)):>7}{qr_version(url, 'm'):>6}{qr_version(url, 'l'):>6}")
    for (line, _url), read in zip(shown, phone_reads([url for _line, url in shown])):
        out[line] += f"{'yes' if read else 'NO':>13}"
    return out
