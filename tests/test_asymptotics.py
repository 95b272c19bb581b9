"""Limits by dominance: exact values, case splits on signs, and agreement with numbers at large scale."""

import math

import pytest
from sympy import Abs, Integer, Rational, S, Symbol, exp, limit, log, oo

from symattn.engine.asymptotics import limit_at_infinity, limit_at_zero
from symattn.engine.facts import Facts

t = Symbol("t", positive=True)
beta = Symbol("beta", positive=True)
c = Symbol("c", positive=True)
eta = Symbol("eta", real=True)
n = Symbol("n", integer=True, positive=True)
r = Symbol("r", integer=True, nonnegative=True)
alpha = Symbol("alpha", positive=True)
N_FACTS = Facts(sign_subs=((n, 2 + r),))


def cases(expr, facts=N_FACTS):
    return {(f.describe(), v) for f, v, _ in limit_at_infinity(expr, t, facts)}


@pytest.mark.parametrize("expr, expected", [
    (exp(t) / (2 * exp(t) + n - 2), {("always", Rational(1, 2))}),
    (1 / (2 * exp(t) + n - 2), {("always", S.Zero)}),
    (exp(t) / (exp(t) + n - 1), {("always", S.One)}),
    (t * exp(t) / (exp(t) + t**2), {("always", oo)}),
    (exp(2 * t) / (exp(2 * t) + exp(t + 1)), {("always", S.One)}),
    (exp(t + 1) / (exp(t) + exp(t + 1)), {("always", exp(1) / (1 + exp(1)))}),
    (t / (t + 1), {("always", S.One)}),
    ((t**2 + 3) / (2 * t**2 - t), {("always", Rational(1, 2))}),
    (exp(-t), {("always", S.Zero)}),
    (Integer(7), {("always", Integer(7))}),
])
def test_exact_limits(expr, expected):
    """Limits whose answer does not depend on any parameter."""
    assert cases(expr) == expected


def test_sum_of_exponentials_with_symbolic_rates_is_split_by_case():
    """sympy.limit answers 0 here; the truth depends on β vs c."""
    expr = exp(beta * t) / (2 * exp(beta * t) + exp(c * t))
    assert cases(expr, Facts()) == {("-beta + c > 0", S.Zero), ("-beta + c = 0", Rational(1, 3)),
                                    ("-beta + c < 0", Rational(1, 2))}
    assert limit(expr, t, oo) == 0  # the reason this engine exists: sympy's answer misses two cases


def test_noisy_key_weight_splits_on_eta():
    """The weight of the noisy key: 1 above η = 0, ½ at it, 0 below."""
    expr = exp(t * (1 + eta)) / (exp(t * (1 + eta)) + exp(t) + n - 2)
    assert cases(expr) == {("-1 < eta < 0", S.Zero), ("eta = 0", Rational(1, 2)), ("eta > 0", S.One),
                           ("eta = -1", S.Zero), ("eta < -1", S.Zero)}


def test_absolute_value_splits_on_n():
    """|α_a − ½|·e^t tends to (n − 2)/4, and to 0 when n = 2."""
    expr = Abs(exp(t) / (2 * exp(t) + n - 2) - S.Half, evaluate=False) * exp(t)
    found = dict(cases(expr))
    assert set(found) == {"n > 2", "n = 2"}
    assert (found["n > 2"] - (n - 2) / 4).expand() == 0 and found["n = 2"] == 0


def test_unsupported_growth_is_unknown_not_guessed():
    """A log(t + 1) factor is beyond the dominance analysis (log t is a power of its own): unknown, with the reason."""
    (facts, value, note), = limit_at_infinity(exp(t) / (1 + exp(t) * log(t + 1)), t, Facts())
    assert value is None and note == "the growth of log(t + 1) as t → ∞ is not analysed"


def test_rational_powers_of_the_scale_are_analysed():
    """√t is a power like any other: e^t / (1 + √t e^t) → 0, t^(3/2)/(t√t + 1) → 1."""
    assert cases(exp(t) / (1 + exp(t) * t ** S.Half), Facts()) == {("always", S.Zero)}
    assert cases(t ** Rational(3, 2) / (t * t ** S.Half + 1), Facts()) == {("always", S.One)}


@pytest.mark.parametrize("expr, expected", [
    (t + alpha**S.Half * t * Symbol("z"), t),
    (3 + alpha, Integer(3)),
    (1 / alpha, None),
])
def test_limit_at_zero(expr, expected):
    """Polynomials in √α: the terms with a positive power vanish."""
    assert limit_at_zero(expr, alpha) == expected


@pytest.mark.parametrize("n_keys", [2, 3, 10, 1000])
def test_average_weights_agree_with_numbers(n_keys):
    """At t = 40 the exact weight e^t/(2e^t + n − 2) is within 1e-12 of its limit ½."""
    weight = math.exp(40) / (2 * math.exp(40) + n_keys - 2)
    assert abs(weight - 0.5) < 1e-12
    assert cases(exp(t) / (2 * exp(t) + n - 2)) == {("always", Rational(1, 2))}


@pytest.mark.parametrize("expr, expected", [
    (exp(t) / (exp(t) + 2) - (1 - exp(-t)), -1),  # (2 − eᵗ)/(eᵗ(eᵗ + 2)): below 0 once eᵗ > 2
    (exp(t) / (exp(t) + 2) - (1 - 3 * exp(-t)), 1),
    (exp(t) / (exp(t) + 4) - 1, -1),
    (t * exp(-t) - exp(-t), 1),
    (exp(-2 * t) - exp(-t), -1),
    (Rational(1, 2) - 1 / (2 + exp(-t)), 1),
])
def test_the_sign_a_vanishing_gap_keeps(expr, expected):
    """eventual_signs reads the sign from the leading terms; checked against the number at t = 30."""
    from symattn.engine.asymptotics import eventual_signs
    assert {sign for _, sign in eventual_signs(expr, t, Facts())} == {expected}
    assert math.copysign(1, float(expr.subs(t, 30).evalf(50))) == expected
