"""The order of growth of two terms K·t^k·(log t)^l·(log log t)^m·e^g: exponents first, then the powers in turn."""

import pytest
from sympy import Rational, S, Symbol, sqrt

from symattn.engine.facts import Facts
from symattn.engine.growth_order import Term, Unsupported, compare, exponent_limit, tie_gap

t = Symbol("t", positive=True)
r = Symbol("r", real=True)
a = Symbol("a", positive=True)


def term(degree=0, exponent=0, logs=0, loglogs=0):
    return Term(S.One, S(degree), S(exponent), logs=S(logs), loglogs=S(loglogs))


@pytest.mark.parametrize("first, second, expected", [
    (term(exponent=t), term(degree=100), {1}),  # e^t outgrows t¹⁰⁰
    (term(degree=Rational(1, 2)), term(logs=5), {1}),  # √t outgrows (log t)⁵
    (term(logs=1), term(loglogs=3), {1}),  # log t outgrows (log log t)³
    (term(exponent=2 * t, degree=-3), term(exponent=2 * t), {-1}),  # tied exponents: the powers decide
    (term(exponent=t, logs=2), term(exponent=t, logs=2), {0}),
])
def test_compare(first, second, expected):
    assert {order for _, order in compare(first, second, t, Facts())} == expected


def test_a_symbolic_power_is_split_on_its_sign():
    """t^r against 1: faster when r > 0, as fast when r = 0, slower when r < 0."""
    found = {(facts.describe(), order) for facts, order in compare(term(degree=r), term(), t, Facts())}
    assert found == {("r > 0", 1), ("r = 0", 0), ("r < 0", -1)}


@pytest.mark.parametrize("difference, expected", [
    (t - sqrt(t), S.Infinity),
    ((t + 1) / (2 * t), Rational(1, 2)),
    (-t ** 2 + t, S.NegativeInfinity),
])
def test_exponent_limit(difference, expected):
    assert exponent_limit(difference, t) == expected


@pytest.mark.parametrize("difference, expected", [
    (S(3), (3, True)),
    (a * t - a * t + 2, (2, True)),
    (2 + 1 / t, (2, False)),  # tied only in the limit: not exact
])
def test_tie_gap(difference, expected):
    assert tie_gap(difference, t, Facts()) == expected


def test_an_exponent_with_another_symbol_is_not_analysed():
    with pytest.raises(Unsupported, match=r"^the exponent difference a\*t - sqrt\(t\) is not polynomial in t$"):
        exponent_limit(a * t - sqrt(t), t)
