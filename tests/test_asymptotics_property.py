"""Property: every limit the engine decides agrees with a 80-digit evaluation (mpmath) at large t, or it says unknown."""

import mpmath
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sympy import Add, Rational, S, Symbol, exp, lambdify

from symattn.engine.asymptotics import limit_at_infinity
from symattn.engine.facts import Facts
from tests.tally import Tally

t = Symbol("t", positive=True)
# corrections that vanish as t → ∞: they make ties that are not exact, whose second order matters
VANISHING = [S.Zero, 1 / t, 2 / t, -1 / t, 1 / t**2, 1 / (t + 1), exp(-t)]
COEFFICIENTS = [Rational(1), Rational(-1), Rational(2), Rational(1, 2), Rational(-3)]

term = st.builds(
    lambda c, k, a1, a2, h: c * t**k * exp(a1 * t + a2 * t**2 + h),
    st.sampled_from(COEFFICIENTS), st.integers(0, 2), st.integers(-2, 2), st.integers(-1, 1),
    st.sampled_from(VANISHING))
positive_term = st.builds(lambda c, k, a1, h: c * t**k * exp(a1 * t + h),
                          st.sampled_from([Rational(1), Rational(2), Rational(1, 2)]), st.integers(0, 2),
                          st.integers(-1, 2), st.sampled_from(VANISHING))
# t·(e^{1/t} − 1)-like numerators: a term and its own leading part with the opposite sign
cancelling = st.builds(lambda k, a1, h, extra: t**k * (exp(a1 * t + h) - exp(a1 * t)) + extra,
                       st.integers(0, 3), st.integers(0, 1), st.sampled_from(VANISHING[1:]),
                       st.one_of(st.just(S.Zero), term))
numerators = st.one_of(st.lists(term, min_size=1, max_size=3).map(lambda ts: Add(*ts)), cancelling)
denominators = st.lists(positive_term, min_size=1, max_size=3).map(lambda ts: Add(*ts))
SCALES = (10**4, 10**6)


def _values(expr):
    mpmath.mp.dps = 80
    function = lambdify(t, expr, modules="mpmath")
    return [function(mpmath.mpf(x)) for x in SCALES]


def test_decided_limits_agree_with_high_precision_numbers():
    """Finite limits are approached, ±∞ is grown towards; unknown is allowed, on at most a small share."""
    tally = Tally()
    _decided_limits_agree_with_high_precision_numbers(tally)
    tally.assert_mostly_checked()


@settings(max_examples=150, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(numerator=numerators, denominator=denominators)
def _decided_limits_agree_with_high_precision_numbers(tally, numerator, denominator):
    tally.run += 1
    expr = numerator / denominator
    ((_, value, _),) = limit_at_infinity(expr, t, Facts())
    if value is None:
        return tally.skip("unknown")
    near, far = _values(expr)
    if value is S.Infinity:
        assert far > 10**3 and far > near, (expr, near, far)
    elif value is S.NegativeInfinity:
        assert far < -10**3 and far < near, (expr, near, far)
    else:
        target = mpmath.mpf(str(value.evalf(30)))
        assert abs(far - target) <= mpmath.mpf("1e-3") * (1 + abs(target)), (expr, value, far)
        assert abs(far - target) <= abs(near - target) + mpmath.mpf("1e-20"), (expr, value, near, far)


def test_the_property_decides_most_cases():
    """The property above is not vacuous: on a fixed sample most limits are decided."""
    samples = [
        t * (exp(1 / t) - 1), t**2 * (exp(1 / t) - 1 - 1 / t), (t + 1) * (exp(1 / t) - 1),
        t * (exp(t + 1 / t) - exp(t)) / (exp(t + 1 / t) + exp(t) + 3), exp(t**2 + 1 / t) / (exp(t**2) + t),
        (t * exp(2 * t + 1 / (t + 1)) - t * exp(2 * t)) / exp(2 * t), exp(t) / (2 * exp(t) + 5),
    ]
    decided = [value for expr in samples for _, value, _ in limit_at_infinity(expr, t, Facts()) if value is not None]
    assert decided == [1, Rational(1, 2), 1, Rational(1, 2), 1, 1, Rational(1, 2)]
