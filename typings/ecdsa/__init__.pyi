from ecdsa.curves import Curve

SECP256k1: Curve
NIST256p: Curve
