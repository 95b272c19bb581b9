"""Conditional quantities with no closed form, checked numerically (mpmath, 30 digits): never proved.

𝔼[f(η) | B] and Var(f(η) | B) for an f that is not a polynomial (e^η, |η − c|, sin η), and Pr(A | B) for events
in two noise variables (η + ξ > 0 given η > 0), have no closed form the engine computes. They are integrated over
the Gaussian density restricted to the event: in one variable over B's exact intervals; in two, as ∫ φ(x) P(y ∈ I(x))
dx with the inner probability in erf, every inequality being linear in the inner variable y (a 1-D reduction). Each
integral is taken twice, at 40 and at 50 working digits, with breakpoints where the integrand has a kink or a jump;
it is kept only when both estimates of the error and their difference are below 10⁻³², so the value is right to
30 digits.

What the value says of a claim (`compare`), sound by construction:
- a difference above 10⁻¹² (times the value's size) is far beyond any quadrature error: refuted, with the numbers;
- a difference at most 10⁻²⁸: "checked numerically to 30 digits" (Status.NUMERIC), never "proved";
- in between: unknown. A claim off by 10⁻²⁰ is neither confirmed nor refuted.
"""

import mpmath
from sympy import Abs, Interval, Poly, PolynomialError, S, Union, lambdify

from symattn.engine.results import Result

WORKING_DIGITS = (40, 50)  # the two precisions each integral is taken at
ACCURATE = mpmath.mpf(10) ** -32  # both error estimates, and the two values' difference, below this (times the size)
AGREES = mpmath.mpf(10) ** -28  # a claim this close is checked to 30 digits
REFUTES = mpmath.mpf(10) ** -12  # a claim this far is refuted: 10²⁰ times the quadrature's accuracy
FAR = (30, 60)  # standard deviations out, where the integrand must already be negligible (or the integral diverge)


class NotComputed(Exception):
    """The integral could not be taken to 30 digits (a divergence, a singularity, an oscillation): unknown."""


def _real(value):
    if isinstance(value, mpmath.mpc):
        if value.imag != 0:
            raise NotComputed("the quantity is not real on the event")
        return value.real
    return mpmath.mpf(value)


def _number(expr, digits: int):
    """A sympy number as an mpmath one at `digits` digits (None when not a plain real number)."""
    if expr.free_symbols:
        return None
    value = expr.evalf(digits + 5)
    if not value.is_real or not value.is_finite:
        return None
    return mpmath.mpf(str(value))


def _quad(integrand, pieces: list, digits: int):
    """∫ integrand over the pieces (each a list of points from an end to the other, breakpoints between) at
    `digits` working digits; NotComputed when mpmath's error estimate is not below ACCURATE."""
    with mpmath.workdps(digits):
        total = mpmath.mpf(0)
        for points in pieces:
            value, error = mpmath.quad(integrand, points, error=True)
            value = _real(value)
            if not mpmath.isfinite(value) or error > ACCURATE * max(1, abs(value)):
                raise NotComputed("the integral did not converge to 30 digits")
            total += value
        return total


def _twice(make_integrand, pieces_at) -> object:
    """The integral at both working precisions, kept when the two agree to ACCURATE."""
    values = []
    for digits in WORKING_DIGITS:
        with mpmath.workdps(digits):
            values.append(_quad(make_integrand(), pieces_at(), digits))
    first, second = values
    if abs(first - second) > ACCURATE * max(1, abs(second)):
        raise NotComputed("the integral differs between 40 and 50 working digits")
    return second


def _density(mean, variance):
    m, v = mpmath.mpf(mean), mpmath.mpf(variance)
    return lambda x: mpmath.exp(-(x - m) ** 2 / (2 * v)) / mpmath.sqrt(2 * mpmath.pi * v)


def _kinks(expr, eta) -> list:
    """Where |p(η)| in the integrand turns: the real roots of each polynomial p (breakpoints of the quadrature)."""
    points = []
    for found in expr.atoms(Abs):
        try:
            points.extend(Poly(found.args[0], eta).real_roots())
        except (PolynomialError, NotImplementedError):
            raise NotComputed(f"the kinks of {found} are not found") from None
    return points


def interval_expectations(functions: list, eta, given, mean, variance) -> list:
    """[∫_B f(η) dN(mean, variance)] for each f, B a finite union of intervals; NotComputed when f is not
    continuous on B's closure or does not vanish against the density far out (a diverging mean)."""
    from sympy.calculus.util import continuous_domain  # heavy, and only a numeric check needs it

    pieces = given.args if isinstance(given, Union) else (given,)
    intervals = [p for p in pieces if isinstance(p, Interval)]
    if any(not (isinstance(p, Interval) or p.is_empty or p.is_FiniteSet) for p in pieces):
        raise NotComputed(f"the event is the set {given}")
    breaks = sorted({point for f in functions for point in _kinks(f, eta)}, key=lambda p: float(p))
    with mpmath.workdps(40):
        spread = mpmath.sqrt(_number(S(variance), 40))
    for f in functions:
        domain = continuous_domain(f, eta, S.Reals)
        for piece in intervals:
            closed = Interval(piece.start, piece.end)
            if closed.is_subset(domain) is not True:
                raise NotComputed(f"{f} is not continuous on {closed}")
    results = []
    for f in functions:
        function = lambdify(eta, f, "mpmath")

        def make_integrand(function=function):
            density = _density(_number(S(mean), mpmath.mp.dps), _number(S(variance), mpmath.mp.dps))
            return lambda x: function(x) * density(x)

        def pieces_at():
            digits = mpmath.mp.dps
            found = []
            for piece in intervals:
                low = -mpmath.inf if piece.start is S.NegativeInfinity else _number(piece.start, digits)
                high = mpmath.inf if piece.end is S.Infinity else _number(piece.end, digits)
                inside = [_number(p, digits) for p in breaks if piece.start < p < piece.end]
                centre = _number(S(mean), digits)
                if low < centre < high and centre not in inside:
                    inside = sorted(inside + [centre])
                found.append([low, *inside, high])
            return found

        for side, end in ((-1, S.NegativeInfinity), (1, S.Infinity)):
            if any(end in (p.start, p.end) for p in intervals):
                _negligible(make_integrand, mean, side * spread)
        results.append(_twice(make_integrand, pieces_at))
    return results


def _negligible(make_integrand, centre, step) -> None:
    """The integrand, times x², is below 10⁻⁶⁰ at 30 and 60 standard deviations: else its integral may diverge."""
    with mpmath.workdps(40):
        integrand = make_integrand()
        for far in FAR:
            x = _number(S(centre), 40) + far * step
            if abs(_real(integrand(x))) * (1 + x * x) > mpmath.mpf(10) ** -60:
                raise NotComputed("the integrand does not vanish far out: the mean may not exist")


def two_variable_probability(constraints: list, outer, inner, laws: dict):
    """Pr(every s·(a(x)·y + b(x)) > 0) for independent Gaussians x, y (`laws`: variable → (mean, variance)), each
    constraint (expression, sign) linear in the inner variable y with coefficients polynomial in x: ∫ φ(x)·P(y ∈
    I(x)) dx, the inner probability from erf; breakpoints where a coefficient a vanishes, where two bounds cross and
    where a constraint in x alone changes sign."""
    linear = []
    for expr, sign in constraints:
        try:
            poly = Poly(expr, inner, outer)
        except PolynomialError:
            raise NotComputed(f"{expr} is not polynomial in {inner} and {outer}") from None
        if poly.degree(inner) > 1:
            raise NotComputed(f"{expr} is not linear in {inner} or {outer}")
        a, b = expr.coeff(inner, 1), expr.coeff(inner, 0)
        linear.append((a, b, sign))
    critical = []
    for i, (a, b, _) in enumerate(linear):
        critical.append(a if a != 0 else b)
        critical.extend(a * d - c * b for c, d, _ in linear[i + 1:])
    breaks = []
    for expr in critical:
        if expr.has(outer):
            breaks.extend(Poly(expr, outer).real_roots())
    breaks = sorted(set(breaks), key=lambda p: float(p))
    functions = [(lambdify(outer, a, "mpmath"), lambdify(outer, b, "mpmath"), sign) for a, b, sign in linear]
    (x_mean, x_variance), (y_mean, y_variance) = laws[outer], laws[inner]

    def make_integrand():
        digits = mpmath.mp.dps
        density = _density(_number(S(x_mean), digits), _number(S(x_variance), digits))
        centre, scale = _number(S(y_mean), digits), mpmath.sqrt(2 * _number(S(y_variance), digits))

        def integrand(x):
            low, high = -mpmath.inf, mpmath.inf
            for a_of, b_of, sign in functions:
                a, b = mpmath.mpf(a_of(x)) * sign, mpmath.mpf(b_of(x)) * sign
                if a == 0:
                    if b <= 0:
                        return mpmath.mpf(0)
                elif a > 0:
                    low = max(low, -b / a)
                else:
                    high = min(high, -b / a)
            if low >= high:
                return mpmath.mpf(0)
            upper = 1 if high == mpmath.inf else mpmath.erf((high - centre) / scale)
            lower = -1 if low == -mpmath.inf else mpmath.erf((low - centre) / scale)
            return density(x) * (upper - lower) / 2

        return integrand

    def pieces_at():
        digits = mpmath.mp.dps
        inside = [_number(p, digits) for p in breaks]
        centre = _number(S(x_mean), digits)
        return [[-mpmath.inf, *sorted(set(inside + [centre])), mpmath.inf]]

    return _twice(make_integrand, pieces_at)


def shown(value) -> str:
    return mpmath.nstr(value, 12)


def compare(value, claimed, what: str, tolerance=0) -> Result:
    """A numeric value against the claimed one: refuted beyond REFUTES, checked within AGREES, else unknown. A
    rounded claim (≈ 0.696, `tolerance` half a unit of its last digit) is measured from the edge of its tolerance."""
    with mpmath.workdps(50):  # the claimed value read at 40 digits too (mpmath's default is 15)
        target = _number(claimed, 40)
        if target is None:
            return Result.unknown(f"{what} ≈ {shown(value)} (numerically); the claimed value {claimed} is not a "
                                  f"plain number")
        gap = max(abs(value - target) - _number(S(tolerance), 40), 0)
        size = max(1, abs(value))
        if gap > REFUTES * size:
            return Result.refuted(f"{what} ≈ {shown(value)} (numerically, to 30 digits; no closed form)",
                                  f"claimed {claimed} ≈ {shown(target)}; they differ by "
                                  f"{mpmath.nstr(abs(value - target), 3)}")
        if gap <= AGREES * size:
            within = f" within {float(tolerance):g} of {shown(target)}" if tolerance else ""
            return Result.numeric(f"{what} ≈ {shown(value)}{within}: checked numerically to 30 digits (no closed "
                                  f"form; not a proof)")
        return Result.unknown(f"{what} ≈ {shown(value)} (numerically); the claim differs from it by "
                              f"{mpmath.nstr(gap, 3)}, below the numeric check's tolerance 1e-12: not decided")
