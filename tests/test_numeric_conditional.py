"""The numeric integrals and the comparison that never proves: tables against independent closed forms."""

import math

import mpmath
import pytest
from sympy import Abs, Interval, Rational, S, Symbol, exp, sqrt

from symattn.engine.numeric_conditional import NotComputed, compare, interval_expectations, two_variable_probability
from symattn.engine.results import Status

X, Y = Symbol("x", real=True), Symbol("y", real=True)
HALF = Rational(1, 2)


@pytest.mark.parametrize("function, given, mean, variance, expected", [
    (exp(X), S.Reals, 0, HALF, math.exp(0.25)),  # the log-normal's mean e^{σ²/2}
    (Abs(X), S.Reals, 0, 1, math.sqrt(2 / math.pi)),  # the half-normal's mean, with a kink at 0
    (Abs(X - 1), Interval(-1, 3), 1, 4, 4 / math.sqrt(2 * math.pi) * (1 - math.exp(-0.5))),  # ∫ over |x−1| ≤ 2
    (X ** 10, S.Reals, 0, HALF, 945 / 32),  # 9!! σ¹⁰
])
def test_interval_expectations(function, given, mean, variance, expected):
    (value,) = interval_expectations([function], X, given, S(mean), S(variance))
    assert abs(float(value) - expected) < 1e-12


@pytest.mark.parametrize("function, given, problem", [
    (1 / X, Interval.open(0, S.Infinity), r"^1/x is not continuous on Interval\(0, oo\)$"),
    (exp(X ** 2), S.Reals, r"^the integrand does not vanish far out: the mean may not exist$"),
    (sqrt(X), Interval(-1, 1), r"^sqrt\(x\) is not continuous on Interval\(-1, 1\)$"),
])
def test_what_is_not_integrated(function, given, problem):
    with pytest.raises(NotComputed, match=problem):
        interval_expectations([function], X, given, S.Zero, HALF)


RHO = 1 / math.sqrt(3)


@pytest.mark.parametrize("constraints, expected", [
    ([(X + Y, 1)], 0.5),  # a symmetric half-plane
    ([(X + Y, 1), (X, 1)], 0.25 + math.asin(RHO) / (2 * math.pi)),  # the orthant of (x + y, x), ρ = 1/√3
    ([(Y - X, 1), (Y, 1)], 0.25 + math.asin(math.sqrt(2 / 3)) / (2 * math.pi)),  # (y − x, y): ρ = 1/√(3/2)
    ([(X ** 2 - HALF, -1), (Y, 1)], math.erf(math.sqrt(0.5)) / 2),  # |x| < √½ (x of variance ½) and y > 0
])
def test_two_variable_probability(constraints, expected):
    """x ~ N(0, ½), y ~ N(0, 1), independent."""
    value = two_variable_probability(constraints, X, Y, {X: (S.Zero, HALF), Y: (S.Zero, S.One)})
    assert abs(float(value) - expected) < 1e-12


@pytest.mark.parametrize("gap, tolerance, status", [
    (0, 0, Status.NUMERIC),
    (Rational(1, 10**30), 0, Status.NUMERIC),
    (Rational(1, 10**20), 0, Status.UNKNOWN),
    (Rational(1, 10**13), 0, Status.UNKNOWN),
    (Rational(1, 10**11), 0, Status.REFUTED),
    (Rational(4, 10**5), Rational(5, 10**5), Status.NUMERIC),  # a rounded claim, inside its half unit
    (Rational(6, 10**5), Rational(5, 10**5), Status.REFUTED),
])
def test_compare_never_proves(gap, tolerance, status):
    """Agreement to 10⁻²⁸ is checked numerically, a gap beyond 10⁻¹² refuted, anything between unknown."""
    with mpmath.workdps(50):
        value = mpmath.mpf(1) / 3
        assert compare(value, Rational(1, 3) + gap, "P", tolerance).status is status
