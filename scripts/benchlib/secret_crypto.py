"""The secret deck's cryptography alone, timed in Chromium's Pyodide (issue 31: each setup step under 0.5 s, each
turn's cryptography under 50 ms, the end check under 1 s).

scripts/bench secret crypto [--games 4] [--dist DIR]

``scripts/bench secret chromium`` times what the player waits for (a click until the page shows the link),
which holds the save and the redraw too. This bench loads the site's own Pyodide, stolik.zip and ecdsa.zip in
a bare page and runs two devices of ``schotten/device_game.py`` there, seeded random games in both variants,
timing only the calls that do the cryptography: the invitation made, the reply made, the reply taken; each
turn's link made (the last move of a turn, which makes its link) and taken, the deal's first message (the
friend's whole hand's shares, the setup's last step) apart; the resignation's key sent, and the end check (the friend's key taken, the
whole game replayed on the deal it opens). Exit code 0 even when over target.
"""
from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

import build
import chromium
import serve

# The deal's first message (a whole hand's shares and proofs) is the protocol's last setup step: 0.5 s.
TARGETS_MS = {"invitation made": 500, "reply made": 500, "reply taken": 500, "deal link made": 500,
              "deal link taken": 500, "turn link made": 50, "turn link taken": 50, "resignation made": 50,
              "end checked": 1000}
PAGE = """<!doctype html><meta charset="utf-8"><title>secret deck bench</title>
<script type="module">
import { loadPyodide } from "/assets/vendor/pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "/assets/vendor/pyodide/" });
for (const [zip, dir] of [["/py/stolik.zip", "/lib/stolik"], ["/py/ecdsa.zip", "/lib"]]) {
  py.unpackArchive(await (await fetch(zip)).arrayBuffer(), "zip", { extractDir: dir });
}
py.runPython("import sys; sys.path.insert(0, '/lib')");
window.runPython = (code) => py.runPython(code);
document.documentElement.dataset.ready = "1";
</script>"""
# Runs in the page: two devices per game, each crypto call timed on its own (perf_counter in Pyodide).
GAMES = """
import json, random, time
from stolik.schotten import deal_link as dl, device_game as dg
times = {}
def timed(step, call):
    start = time.perf_counter()
    out = call()
    times.setdefault(step, []).append((time.perf_counter() - start) * 1000)
    return out
for seed in range(GAMES_COUNT):
    rng = random.Random(seed)
    options = {"tactics": bool(seed % 2), "expert": False, "first": 0}
    inviter, invitation = timed("invitation made", lambda: dg.invite(options, 0, rng.randrange))
    friend = timed("reply made", lambda: dg.accept(invitation, rng.randrange))
    timed("reply taken", lambda: inviter.receive(friend.to_send()))
    devices, sender = {0: inviter, 1: friend}, 0
    for _ in range(10):
        device = devices[sender]
        while device.can_move():                  # the turn's last move makes its link: that call is timed
            move = rng.choice(device.state.legal_moves())
            start = time.perf_counter()
            device.play(move)
            spent = (time.perf_counter() - start) * 1000
        token = device.to_send()
        if device.over:
            break
        kind = "deal" if len(dl.decode(token).bundle.shares) > 3 else "turn"
        times.setdefault(kind + " link made", []).append(spent)
        assert timed(kind + " link taken", lambda: devices[1 - sender].receive(token)) == "taken"
        sender = 1 - sender
    if not devices[sender].over:
        timed("resignation made", devices[sender].resign)
    assert devices[1 - sender].receive(devices[sender].to_send()) == "taken"
    assert timed("end checked", lambda: devices[sender].receive(devices[1 - sender].to_send())) == "taken"
    assert devices[sender].verified and devices[1 - sender].verified
json.dumps(times)
"""


def main(argv: list[str]) -> int:
    """Load the page, run the games in its Pyodide, print each step's median and worst beside its target."""
    parser = argparse.ArgumentParser(prog="scripts/bench secret crypto", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4, help="seeded random games, both variants in turn")
    parser.add_argument("--dist", type=Path, default=None, help="a built site to serve (default: build dist/)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as folder:
        (Path(folder) / "index.html").write_text(PAGE, encoding="utf-8")
        mounts = {"/bench/": Path(folder), "/": args.dist or build.ensure_built()}
        with sync_playwright() as p, serve.Server(mounts) as server:
            browser = chromium.launch(p)
            try:
                page = browser.new_page()
                page.goto(server.url("/bench/"))
                page.wait_for_selector("html[data-ready]", timeout=120_000)
                code = GAMES.replace("GAMES_COUNT", str(args.games))
                times = json.loads(page.evaluate("code => window.runPython(code)", code))
            finally:
                browser.close()
    print(f"Secret deck cryptography in Chromium's Pyodide, {args.games} seeded games (base and special units); ms")
    print(f"{'step':18s} {'count':>5s} {'median':>7s} {'worst':>7s} {'target':>7s}")
    for step, target in TARGETS_MS.items():
        found = times.get(step, [])
        if not found:
            print(f"{step:18s} {0:5d}   (none in these games)")
            continue
        verdict = "ok" if max(found) <= target else "over"
        print(f"{step:18s} {len(found):5d} {statistics.median(found):7.1f} {max(found):7.1f} {target:7d} {verdict}")
    return 0
