"""How large must the scale be? The smallest scale bringing every weight within a tolerance of its limit.

The error is defined once, here, and the answer sheet uses the same definition:
the largest deviation of a single weight from its limit, max_j |α_j − lim α_j|.
(For q = t(k_a + k_b) that is |α_a − ½| = (n−2)/(2(2e^t+n−2)) once n ≥ 4, so
n = 1000 and a tolerance of 0.01 give t = log 24451 ≈ 10.10.)

For scores that are polynomials in the scale with numeric coefficients, the
limit weights follow exactly from the score differences (a difference that is
a constant c contributes e^c, one that tends to −∞ contributes 0); the error is
then evaluated in floating point (this is feedback, not proof) with a doubling
search and bisection.
"""

import math

from sympy import Poly, PolynomialError


def scale_for_error(context, tolerance: float, keys: int):
    """The smallest scale with max_j |α_j − lim α_j| ≤ tolerance for `keys` keys; None when not found."""
    head = context.model.head(context, "")
    scale = context.setting.scalar(context.setting.scale)
    n = context.setting.n
    try:
        polys = {j: Poly(s.subs(n, keys), scale).all_coeffs() for j, s in head.scores.items()}
        counts = {j: float(m.subs(n, keys)) for j, m in head.multiplicity.items()}
        if any(not c.is_Number for coeffs in polys.values() for c in coeffs):
            return None
    except (PolynomialError, TypeError):
        return None
    width = max(len(c) for c in polys.values())
    padded = {j: [0] * (width - len(c)) + list(c) for j, c in polys.items()}
    top = max(padded.values())
    limits = {}
    for j, coeffs in padded.items():
        difference = [a - b for a, b in zip(coeffs, top)]
        growing = next((d for d in difference[:-1] if d != 0), 0)
        limits[j] = 0.0 if growing < 0 else math.exp(float(difference[-1]))
    total = math.fsum(counts[j] * limits[j] for j in limits)
    limits = {j: value / total for j, value in limits.items()}
    floats = {j: [float(c) for c in coeffs] for j, coeffs in padded.items()}

    def error(t: float) -> float:
        values = {j: sum(c * t ** (width - 1 - k) for k, c in enumerate(coeffs)) for j, coeffs in floats.items()}
        peak = max(values.values())
        mass = math.fsum(counts[j] * math.exp(v - peak) for j, v in values.items())
        return max(abs(math.exp(values[j] - peak) / mass - limits[j]) for j in values)

    high = 1e-3
    while error(high) > tolerance:
        high *= 2
        if high > 1e9:
            return None
    low = high / 2 if high > 1e-3 else 0.0
    for _ in range(60):
        middle = (low + high) / 2
        low, high = (low, middle) if error(middle) <= tolerance else (middle, high)
    return high


def significant(value: float, digits: int = 4) -> str:
    """Four significant digits, trailing zeros kept (10.10, not 10.1), no trailing point."""
    return f"{value:#.{digits}g}".rstrip(".")
