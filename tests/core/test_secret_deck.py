"""The secret deck's cryptography: the group, hash-to-curve, Chaum–Pedersen proofs, keys and locks."""
from __future__ import annotations

import hashlib
import random

import pytest

from stolik.core import curve
from stolik.core.curve import GENERATOR, ORDER, PointError, decode, encode, hash_to_point, inverse, mul
from stolik.core.dleq import PROOF_BYTES, Proof, prove, verify
from stolik.core.secret_deck import DishonestError, Key, card_points, check_key, lock, unlock
from stolik.schotten import secret_deal as sd

# Multiples of the secp256k1 generator (SEC 2, section 2.4.1 gives G; the multiples are the widely published
# secp256k1 known-answer points, e.g. in Chuck Batson's list), as (k, x, y).
VECTORS = [
    (1, 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
     0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8),
    (2, 0xC6047F9441ED7D6D3045406E95C07CD85C778E4B8CEF3CA7ABAC09B95C709EE5,
     0x1AE168FEA63DC339A3C58419466CEAEEF7F632653266D0E1236431A950CFE52A),
    (3, 0xF9308A019258C31049344F85F89D5229B531C845836F99B08601F113BCE036F9,
     0x388F7B0F632DE8140FE337E62A37F3566500A99934C2231B6CB9FD7584B8E672),
    (112233445566778899, 0xA90CC3D3F3E146DAADFC74CA1372207CB4B725AE708CEF713A98EDD73D99EF29,
     0x5A79D6B289610C68BC3B47F3D72F9788A26A06868B4D8E433E1E2AD76FB7DC76),
    (ORDER - 1, 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798,
     0xB7C52588D95C3B9AA25B0403F1EEF75702E84BB7597AABE663B82F6F04EF2777),
]


@pytest.mark.parametrize("k,x,y", VECTORS)
def test_multiples_of_the_generator_match_the_known_points(k, x, y):
    point = mul(GENERATOR, k)
    assert (point.x(), point.y()) == (x, y)
    arbitrary = decode(encode(GENERATOR))            # the generic multiplication, without the G table
    assert encode(mul(arbitrary, k)) == encode(point) == bytes([2 + (y & 1)]) + x.to_bytes(32, "big")


def test_the_group_has_the_order_of_secp256k1():
    assert ORDER == 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
    assert encode(mul(GENERATOR, ORDER + 5)) == encode(mul(GENERATOR, 5))


def test_the_endomorphism_multiplies_by_lambda_and_a_split_scalar_adds_up():
    assert pow(curve._BETA, 3, curve._P) == 1 and pow(curve._LAMBDA, 3, ORDER) == 1
    card = hash_to_point(b"test", "g2")
    plain = card * curve._LAMBDA                     # python-ecdsa's own multiplication
    assert (plain.x(), plain.y()) == (curve._BETA * card.x() % curve._P, card.y())
    rng = random.Random(31)
    for k in [1, 2, ORDER - 1, curve._LAMBDA, ORDER // 2] + [rng.randrange(ORDER) for _ in range(300)]:
        k1, k2 = curve.split_scalar(k)
        assert (k1 + k2 * curve._LAMBDA - k) % ORDER == 0
        assert max(abs(k1), abs(k2)).bit_length() <= 129


@pytest.mark.parametrize("seed", range(4))
def test_a_multiple_by_the_endomorphism_is_python_ecdsas_multiple(seed):
    rng = random.Random(seed)
    point = mul(hash_to_point(b"test", f"card{seed}"), rng.randrange(1, ORDER))   # not affine: a product
    assert mul(point, 0) == mul(point, ORDER) == point * 0      # the point at infinity
    for k in [1, ORDER - 1, -3] + [rng.randrange(1, ORDER) for _ in range(20)]:
        assert encode(mul(point, k)) == encode(point * (k % ORDER))   # compared as sent: the parity of y too


def test_locks_commute_and_an_inverse_undoes_a_lock():
    card = hash_to_point(b"test", "r7")
    a, b = 0x1234567890ABCDEF ** 3 % ORDER, 0xFEDCBA0987654321 ** 3 % ORDER
    assert encode(mul(mul(card, a), b)) == encode(mul(mul(card, b), a))
    assert encode(mul(mul(mul(card, a), b), inverse(a))) == encode(mul(card, b))


def test_points_decode_only_from_a_compressed_point_of_the_curve():
    point = hash_to_point(b"test", "b3")
    assert encode(decode(encode(point))) == encode(point)
    for bad in (b"", encode(point)[:-1], b"\x04" + encode(point)[1:], b"\x02" + b"\xff" * 32):
        with pytest.raises(PointError):
            decode(bad)
    x = 5   # x = 5 gives 5³ + 7 = 132, not a square mod p: no point there
    with pytest.raises(PointError):
        decode(b"\x02" + x.to_bytes(32, "big"))


def test_card_points_are_distinct_and_tied_to_their_domain():
    points = [encode(p) for pile in sd.pile_points(True) for p in pile]
    assert len(points) == len(set(points)) == 64
    assert encode(hash_to_point(b"other", "r7")) != encode(hash_to_point(sd.DOMAIN, "r7"))
    # the same points as every earlier build hashed them (a saved or travelling game's cards depend on them)
    assert hashlib.sha256(b"".join(points)).hexdigest() == "a2d9cedacb693836f442b36a51b610eecfe86a7d102d813e93be0dcc46670532"
    assert all(point[0] == 2 for point in points)       # the even root is the one taken
    with pytest.raises(ValueError, match="distinct"):
        card_points(b"test", ["JOKER", "JOKER"])


def test_no_small_relation_between_card_points():
    """Card points come from a hash, not i·G: no card point is a small multiple (|m| <= 64) of another,
    nor the sum or difference of two others (the relations a mistaken i·G deck would show at once)."""
    cards = sd.pile_points(True)
    points = [p for pile in cards for p in pile]
    codes = {encode(p): i for i, p in enumerate(points)}
    for i, point in enumerate(points[:16]):
        for m in range(2, 65):
            assert encode(mul(point, m)) not in codes and encode(mul(point, -m)) not in codes
    for i, p in enumerate(points[:20]):
        for q in points[i + 1:20]:
            assert encode(p + q) not in codes and encode(p + -q) not in codes
    assert all(encode(mul(GENERATOR, i)) not in codes for i in range(1, 200))


def _pairs(secret):
    card = hash_to_point(b"test", "g5")
    return [(GENERATOR, mul(GENERATOR, secret)), (card, mul(card, secret))]


def test_a_proof_holds_for_its_pairs_and_context_only():
    proof = prove(77, _pairs(77), b"message 1")
    assert verify(_pairs(77), b"message 1", proof)
    assert len(proof.to_bytes()) == PROOF_BYTES and Proof.from_bytes(proof.to_bytes()) == proof
    assert not verify(_pairs(77), b"message 2", proof)
    wrong = _pairs(77)
    wrong[1] = (wrong[1][0], mul(wrong[1][0], 78))        # one target made with another key
    assert not verify(wrong, b"message 1", prove(77, wrong, b"message 1"))
    assert not verify(_pairs(77), b"message 1", Proof(proof.challenge, proof.response + 1))
    assert not verify(_pairs(77), b"message 1", Proof(proof.challenge, ORDER + proof.response))


def test_a_key_is_a_scalar_and_its_public_point_and_a_revealed_key_must_match_it():
    key = Key(12345)
    assert encode(key.public) == encode(mul(GENERATOR, 12345))
    assert check_key(12345, key.public, "Ala").secret == 12345
    with pytest.raises(DishonestError, match="is not Ala's key"):
        check_key(12346, key.public, "Ala")
    with pytest.raises(ValueError):
        Key(0)


def test_a_card_opens_only_with_both_locks_removed():
    cards = card_points(b"test", ["a", "b", "c"])
    a, b = Key(hashlib.sha256(b"a").digest()[0] + 2), Key(99991)
    final = lock(b, lock(a, cards))
    assert encode(unlock(a, unlock(b, final[2]))) == encode(cards[2])
    assert encode(unlock(b, final[2])) == encode(mul(cards[2], a.secret))   # the share a's holder opens


def test_the_curve_module_uses_the_vendored_library_not_a_hand_written_curve():
    assert type(GENERATOR).__module__ == "ecdsa.ellipticcurve" and curve.POINT_BYTES == 33
