from ecdsa.ellipticcurve import CurveFp, PointJacobi

class Curve:
    name: str
    curve: CurveFp
    generator: PointJacobi
    order: int
