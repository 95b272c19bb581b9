"""How large must the scale be? The smallest scale bringing every weight within a tolerance of its limit.

Scores that are polynomials in the scale are evaluated in floating point (this
is feedback, not proof), with a doubling search and then bisection.
"""

import math

from sympy import Poly, PolynomialError

from symattn.asymptotics import limit_cases
from symattn.claims import initial_facts


def scale_for_error(context, tolerance: float, keys: int):
    head = context.head("")
    scale = context.setting.scalar(context.setting.scale)
    n = context.setting.n
    try:
        scores = {j: [float(c) for c in Poly(s.subs(n, keys), scale).all_coeffs()] for j, s in head.scores.items()}
        counts = {j: float(m.subs(n, keys)) for j, m in head.multiplicity.items()}
    except (PolynomialError, TypeError):
        return None
    limits = {}
    for j, weight in head.weights.items():
        cases = limit_cases([weight.subs(n, keys)], scale, initial_facts(context, ()))
        if len(cases) != 1 or cases[0].values[0] is None or cases[0].values[0].free_symbols:
            return None
        limits[j] = float(cases[0].values[0])

    def error(t: float) -> float:
        values = {j: sum(c * t ** k for k, c in enumerate(reversed(coeffs))) for j, coeffs in scores.items()}
        top = max(values.values())
        total = math.fsum(counts[j] * math.exp(v - top) for j, v in values.items())
        return max(abs(math.exp(values[j] - top) / total - limits[j]) * max(counts[j], 1) for j in values)

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
