"""Bounded functions of an oscillating function (e^{sin t}, 1/(2 + sin t)): bounded × → 0 tends to 0."""

import mpmath
import pytest
from sympy import E, Rational, S, Symbol, cos, exp, log, sin, sqrt

from symattn.engine.bounded import bounded_range
from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from tests.conftest import make_context

PLAIN = {"kind": "positions", "scalars": {"t": "positive", "n": "positive integer"}}
t = Symbol("t", positive=True)
n = Symbol("n", positive=True, integer=True)


@pytest.mark.parametrize("factor, expected", [
    # interval arithmetic, each oscillating function over [−1, 1]: wider than the truth is allowed, narrower never
    (exp(sin(t)), (exp(-1), E)),
    (1 / (2 + sin(t)), (Rational(1, 3), S.One)),
    (exp((-1) ** n), (exp(-1), E)),
    (log(2 + cos(3 * t)), (S.Zero, log(3))),
    (1 / (1 + sin(t)), None),  # unbounded near sin t = −1
    (sqrt(sin(t)), None),  # no real number where sin t < 0
    (t * sin(t), None),  # t enters outside the oscillating function
])
def test_bounded_range(factor, expected):
    assert bounded_range(factor, t if not factor.has(n) else n) == expected


@pytest.mark.parametrize("claim, status, reason", [
    (r"\lim_{t\to\infty} \frac{e^{\sin t}}{t} = 0", Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \frac{1}{(2 + \sin t) t} = 0", Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \left(1 + \frac{e^{\cos t}}{e^{\cos t} + 1} e^{-t}\right) = 1", Status.PROVED,
     "the limit is 1"),
    (r"\lim_{n\to\infty} \left(2 + \frac{e^{(-1)^n}}{\sqrt{n}}\right) = 2", Status.PROVED, "the limit is 2"),
    (r"\lim_{n\to\infty} e^{(-1)^n - n} = 0", Status.PROVED, "the limit is 0"),  # e^{(−1)^n} · e^{−n}
    (r"\lim_{t\to\infty} \left(t + e^{\sin t}\right) = \infty", Status.PROVED, "the limit is oo"),
    (r"\lim_{t\to\infty} \frac{e^{\sin t}}{t} = 1", Status.REFUTED, "the limit is 0"),
    # 1/(1 + sin t) is not bounded: nothing is decided
    (r"\lim_{t\to\infty} \frac{1}{(1 + \sin t) t} = 0", Status.UNKNOWN,
     "when always: the growth of sin(t) as t → ∞ is not analysed"),
])
def test_bounded_functions_times_what_vanishes(claim, status, reason):
    result = check_claim(claim, make_context(PLAIN))
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("body, limit", [
    # the proved limits above, against the function at 40 digits far along, where the bounded factor is largest
    (lambda x: mpmath.exp(mpmath.sin(x)) / x, 0),
    (lambda x: 1 / ((2 + mpmath.sin(x)) * x), 0),
    (lambda x: 1 + mpmath.exp(mpmath.cos(x)) / (mpmath.exp(mpmath.cos(x)) + 1) * mpmath.exp(-x), 1),
])
def test_the_limits_hold_numerically(body, limit):
    with mpmath.workdps(40):
        for x in (2 * mpmath.pi * 10 ** 8 + mpmath.pi / 2, 2 * mpmath.pi * 10 ** 8 - mpmath.pi / 2):
            assert abs(body(x) - limit) < 1e-8
