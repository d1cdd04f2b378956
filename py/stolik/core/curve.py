"""The prime-order group of the secret deck: points of secp256k1 (python-ecdsa), scalars modulo its order.

secp256k1 over P-256: both give 128-bit security and have cofactor 1 (every valid point is in the group);
python-ecdsa multiplies an arbitrary point by a full scalar about 5% faster on secp256k1 (its a = 0 makes a
doubling cheaper), and the secret deck spends its time on exactly that. Points travel compressed (33 bytes).

secp256k1 has a cheap endomorphism, (x, y) -> (beta·x, y), which multiplies a point by lambda; so k·P is
k1·P + k2·(lambda·P) with k1, k2 of half k's length (Gallant–Lambert–Vanstone), which python-ecdsa's mul_add
computes with half the doublings: 1.6 times faster than python-ecdsa's own k·P on an arbitrary point.

>>> point = hash_to_point(b"test", "r7")
>>> decode(encode(mul(point, 5))) == mul(mul(point, 2), 3) + mul(point, -1)
True
"""
from __future__ import annotations

import hashlib

from ecdsa import SECP256k1
from ecdsa.ellipticcurve import PointJacobi

from stolik.core.errors import GameError

Point = PointJacobi
ORDER: int = SECP256k1.order
GENERATOR: Point = SECP256k1.generator        # with python-ecdsa's precomputed table: k·G is cheap
POINT_BYTES = 33                              # compressed: parity byte and x
SCALAR_BYTES = 32
_P = SECP256k1.curve.p()
_B = SECP256k1.curve.b()                      # y² = x³ + 7
# The endomorphism and the lattice that splits a scalar (secp256k1's published values, checked in
# tests/core/test_curve.py: beta³ = 1 mod p, lambda³ = 1 mod the order, lambda·P == (beta·x, y)).
_BETA = 0x7AE96A2B657C07106E64479EAC3434E99CF0497512F58995C1396C28719501EE
_LAMBDA = 0x5363AD4CC05C30E0A5261C028812645A122E22EA20816678DF02967C1B23BD72
_A1, _B1 = 0x3086D221A7D46BCDE86C90E49284EB15, -0xE4437ED6010E88286F547FA90ABFE4C3
_A2, _B2 = 0x114CA50F7A8E2F3F657C1108D9D44CFD8, 0x3086D221A7D46BCDE86C90E49284EB15


class PointError(GameError):
    """Bytes that are not a point of the group (damaged or forged)."""


def mul(point: Point, k: int) -> Point:
    """k·point: the generator by python-ecdsa's table, any other point by the endomorphism."""
    k %= ORDER
    if point is GENERATOR or not k:
        return point * k
    k1, k2 = split_scalar(k)
    point.scale()                                 # z = 1 (one inversion): x and y are then read as they are
    x, y = point.x(), point.y()                   # (the endomorphism is read on affine x)
    # (a negative multiple as the negated point's: python-ecdsa's own negation leaves y below 0, which its
    # compressed form then spells with the wrong parity)
    first = _affine(x, y if k1 > 0 else _P - y)
    return first.mul_add(abs(k1), _affine(_BETA * x % _P, y if k2 > 0 else _P - y), abs(k2))


def _affine(x: int, y: int) -> Point:
    return PointJacobi(SECP256k1.curve, x, y, 1, order=ORDER)


def split_scalar(k: int) -> tuple[int, int]:
    """(k1, k2), each at most 129 bits long and either sign, with k1 + k2·lambda = k (mod the order)."""
    c1 = (_B2 * k + ORDER // 2) // ORDER
    c2 = (-_B1 * k + ORDER // 2) // ORDER
    return k - c1 * _A1 - c2 * _A2, -c1 * _B1 - c2 * _B2


def inverse(k: int) -> int:
    """The scalar that undoes k: mul(mul(P, k), inverse(k)) == P."""
    return pow(k, -1, ORDER)


def encode(point: Point) -> bytes:
    """The compressed form of a point."""
    return point.to_bytes("compressed")


def decode(data: bytes) -> Point:
    """The point a compressed form names; PointError when it names none."""
    if len(data) != POINT_BYTES:
        raise PointError(f"a point is {POINT_BYTES} bytes, not {len(data)}")
    if int.from_bytes(data[1:], "big") >= _P:     # python-ecdsa would take it: one point, two spellings
        raise PointError(f"{data.hex()[:16]}… is not a point of secp256k1 (x is not below p)")
    try:
        return PointJacobi.from_bytes(SECP256k1.curve, data, valid_encodings=("compressed",), order=ORDER)
    except Exception as error:   # python-ecdsa's MalformedPointError or an assertion on a bad x
        raise PointError(f"{data.hex()[:16]}… is not a point of secp256k1 ({error})") from None


def encode_kept(point: Point) -> bytes:
    """The uncompressed form (65 bytes), for what this device keeps: reading it back needs no square root,
    which a compressed point costs (9 ms each under CPython: a saved Schotten seat holds some 65 points)."""
    return point.to_bytes("uncompressed")


def decode_kept(data: bytes) -> tuple[Point, int]:
    """The first point of ``data`` as ``encode_kept`` kept it, or compressed (as older saved games kept it),
    and the bytes it took; PointError when it names none."""
    if data[:1] != b"\x04":
        return decode(data[:POINT_BYTES]), POINT_BYTES
    raw = data[:1 + 2 * (POINT_BYTES - 1)]
    if len(raw) != 1 + 2 * (POINT_BYTES - 1) or max(int.from_bytes(raw[1:33], "big"), int.from_bytes(raw[33:], "big")) >= _P:
        raise PointError(f"{raw.hex()[:16]}… is not a point of secp256k1")
    try:
        return PointJacobi.from_bytes(SECP256k1.curve, raw, valid_encodings=("uncompressed",), order=ORDER), len(raw)
    except Exception as error:   # python-ecdsa's MalformedPointError: not on the curve
        raise PointError(f"{raw.hex()[:16]}… is not a point of secp256k1 ({error})") from None


def hash_to_point(domain: bytes, name: str) -> Point:
    """A point nobody knows the discrete log of, from a name: try-and-increment on SHA-256 of the domain,
    the name and a counter, taking the first x on the curve (with even y). Never i·G: ratios between locked
    cards would then give the cards away."""
    for counter in range(256):
        digest = hashlib.sha256(domain + b"\0" + name.encode() + b"\0" + bytes([counter])).digest()
        x = int.from_bytes(digest, "big")
        if x >= _P:
            continue
        rhs = (pow(x, 3, _P) + _B) % _P
        y = pow(rhs, (_P + 1) // 4, _P)             # p ≡ 3 (mod 4): the square root when there is one
        if y * y % _P == rhs:
            return _affine(x, y if y % 2 == 0 else _P - y)      # (decoding b"\x02" + x would take the root again)
    raise PointError(f"no point for {name!r}")       # 2^-256: never


def scalar_bytes(k: int) -> bytes:
    """A scalar as 32 bytes, big-endian."""
    return (k % ORDER).to_bytes(SCALAR_BYTES, "big")
