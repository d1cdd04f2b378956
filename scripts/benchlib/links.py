"""Benchmark: how long play-by-link links get, and the QR code each needs (issue 9).

For seeded random games of each game that can be played by link, at typical lengths, prints the
whole link's length (a typical address in front of ``#/<game>/m/<token>``), the bits a move costs,
the QR version at error correction M and L (segno, as the page will use it) and the time to decode
and replay the link under CPython. Target: a 150-ply Hive link under 2,000 characters, so it
survives chat apps and makes a QR code readable at a modest size (version 25 or less at M).
Random play spreads pieces and so has more legal moves than real play: figures are pessimistic.
"""
from __future__ import annotations

import argparse
import statistics
import time

import segno

from stolik.core import link_token
from stolik.core.record import Record
from stolik.core.rng import Rng
from stolik.games import engine
from stolik.web.links import move_hash

TARGET = 2_000                                   # characters of a 150-ply Hive link
ORIGIN = "https://example.github.io/stolik/"     # what a typical host puts in front of the hash
LENGTHS = {"gore": (20, 60, None), "kosci": (20, 60, None), "hive": (30, 60, 100, 150, 300)}
NAMES = ("Ala", "Bartek")


def random_record(key: str, seed: int, plies: int | None, options: dict | None = None) -> Record | None:
    """A seeded random game of exactly ``plies`` moves (None: played to its end); None if it ends sooner."""
    eng = engine(key)
    info = eng.GAME
    options = info.checked_options(options or {})
    rng, state, moves = Rng(seed), eng.new_game(options, seed), []
    while plies is None or len(moves) < plies:
        legal = state.legal_moves()
        if not legal:
            break
        moves.append(rng.choice(legal))
        state = state.play(moves[-1])
    if plies is not None and len(moves) < plies:
        return None
    return Record(key, info.rules_version, options, seed, tuple(moves))


def games(key: str, plies: int | None, count: int, options: dict | None = None) -> list[Record]:
    found, seed = [], 1
    while len(found) < count and seed < 50 * count:
        record = random_record(key, seed, plies, options)
        seed += 1
        if record is not None:
            found.append(record)
    return found


def measure(key: str, records: list[Record]) -> dict[str, float]:
    """Link lengths, bits per move, QR versions and decode time over ``records``."""
    eng = engine(key)
    lengths, bits, qr_m, qr_l, decode = [], [], [], [], []
    for index, record in enumerate(records):
        token = link_token.encode(eng, record, f"g{index:011d}", index % 2, NAMES)
        link = ORIGIN + move_hash(key, token)
        lengths.append(len(link))
        bits.append(_move_bits(token) / max(1, len(record.moves)))
        qr_m.append(segno.make_qr(link, error="m", boost_error=False).version)
        qr_l.append(segno.make_qr(link, error="l", boost_error=False).version)
        start = time.perf_counter()
        assert link_token.decode(eng, token).record == record
        decode.append(time.perf_counter() - start)
    return {"plies": statistics.median(len(r.moves) for r in records), "median": statistics.median(lengths),
            "max": max(lengths), "bits": statistics.mean(bits), "qr_m": max(qr_m), "qr_l": max(qr_l),
            "decode_ms": 1000 * max(decode)}


def _move_bits(token: str) -> int:
    """Bits the moves take in a token (its length less that of the same token with no moves)."""
    import base64

    body = token[2:]
    raw = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    size, at, shift = 0, 0, 0
    while True:
        size |= (raw[at] & 0x7F) << shift
        at, shift = at + 1, shift + 7
        if not raw[at - 1] & 0x80:
            break
    return 8 * (len(raw) - at - size)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="scripts/bench links", description=__doc__.split("\n")[0])
    parser.add_argument("-n", type=int, default=5, help="random games per row (default 5)")
    parser.add_argument("--secret", type=int, default=3, help="random Schotten duels of two games by link with hidden hands per "
                        "variant (default 3; 0: none)")
    args = parser.parse_args(argv)
    print(f"links: {ORIGIN}#/<game>/m/<token>, names {NAMES}, {args.n} seeded random games per row; "
          f"QR versions are the largest of the row (segno {segno.__version__})")
    print(f"{'game':<14}{'plies':>7}{'median':>8}{'max':>7}{'bits/ply':>10}{'QR M':>6}{'QR L':>6}{'decode ms':>11}")
    worst_hive_150 = 0
    rows = [(key, plies, None) for key, lengths in LENGTHS.items() for plies in lengths]
    rows.append(("hive", 150, {"mosquito": True, "ladybug": True, "pillbug": True}))
    for key, plies, options in rows:
        records = games(key, plies, args.n, options)
        if not records:
            print(f"{key:<14}{'-' if plies is None else plies:>7}   no random game that long")
            continue
        row = measure(key, records)
        label = key + (" +MLP" if options else "")
        shown = f"{row['plies']:.0f}" + ("" if plies else " end")
        print(f"{label:<14}{shown:>7}{row['median']:>8.0f}{row['max']:>7}{row['bits']:>10.2f}"
              f"{row['qr_m']:>6}{row['qr_l']:>6}{row['decode_ms']:>11.1f}")
        if key == "hive" and plies == 150:
            worst_hive_150 = max(worst_hive_150, row["max"])
    if args.secret:
        from benchlib.secret_links import rows as secret_rows

        print()
        print("\n".join(secret_rows(ORIGIN, args.secret)))
    verdict = "ok" if worst_hive_150 < TARGET else "OVER"
    print(f"150-ply Hive link: at most {worst_hive_150} characters (target < {TARGET}): {verdict}")
    return 0 if worst_hive_150 < TARGET else 1
