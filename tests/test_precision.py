"""Exact differences decided with as many digits as they need: 10⁻⁴⁰ is not zero, a true zero is never given a sign."""

import mpmath
import pytest
from sympy import E, Rational, cos, exp, log, pi, sin, sqrt

from symattn.engine.claims import check_claim
from symattn.engine.facts import constant_sign
from symattn.engine.precision import accurate_value, shown_number
from symattn.engine.results import Status
from tests.conftest import make_context

TINY = Rational(1, 10**40)


@pytest.mark.parametrize("expr, reference", [
    (log(1 + TINY), lambda: mpmath.log(1 + mpmath.mpf(10) ** -40)),  # 0 at 30 digits, right at 60
    (exp(TINY) - 1, lambda: mpmath.expm1(mpmath.mpf(10) ** -40)),
    (pi + Rational(1, 10**50) - pi, lambda: mpmath.mpf(10) ** -50),
    (exp(-100), lambda: mpmath.exp(-100)),
    (sqrt(2) - Rational(14142135623730950488016887242096980785696, 10**40), lambda: mpmath.sqrt(2) - mpmath.mpf(
        "1.4142135623730950488016887242096980785696")),
])
def test_tiny_values_are_accurate(expr, reference):
    """The value found agrees with mpmath at 200 digits to the 25 digits it claims, however small it is."""
    with mpmath.workdps(200):
        expected = reference()
        found = accurate_value(expr)
        assert found is not None
        assert abs(mpmath.mpf(str(found)) - expected) <= abs(expected) * mpmath.mpf(10) ** -25


@pytest.mark.parametrize("expr", [
    log(1 + sqrt(2)) + log(sqrt(2) - 1),  # 0, though 30 digits read −1e-165
    sin(1) ** 2 + cos(1) ** 2 - 1,
    sqrt(2) + sqrt(3) - sqrt(5 + 2 * sqrt(6)),
    E - E,
])
def test_true_zeros_get_no_numeric_value(expr):
    """A zero never reaches the accuracy asked for: no sign is read from its rounding noise."""
    assert accurate_value(expr) is None


@pytest.mark.parametrize("expr, sign", [(log(1 + TINY), 1), (1 - exp(TINY), -1), (Rational(1, 3) - TINY, 1),
                                        (log(6) - log(2) - log(3), 0)])
def test_constant_sign_of_tiny_differences(expr, sign):
    assert constant_sign(expr) == sign


@pytest.mark.parametrize("claim, status, witness", [
    (r"\frac{1}{3} + 10^{-40} = \frac{1}{3}", Status.REFUTED, "the difference is 1e-40"),
    (r"\log(1 + 10^{-40}) = 0", Status.REFUTED, "the difference is 1e-40"),
    (r"e^{-9000} = 0", Status.REFUTED, "the difference is 2.23698e-3909"),
    (r"1 + 10^{-40} - 1 = 10^{-40}", Status.PROVED, ""),
    (r"\sqrt{2} + \sqrt{3} = \sqrt{5 + 2\sqrt{6}}", Status.UNKNOWN, ""),
])
def test_tiny_differences_in_claims(claim, status, witness):
    """An exact non-zero difference is refuted with its value; a true identity the algebra misses stays unknown."""
    result = check_claim(claim, make_context({"kind": "positions"}))
    assert (result.status, result.witness) == (status, witness)


@pytest.mark.parametrize("value, shown", [(Rational(1, 2), "0.5"), (TINY, "1e-40"), (exp(-9000), "2.23698e-3909")])
def test_numbers_are_shown_with_their_own_exponent(value, shown):
    assert shown_number(value.evalf(30)) == shown
