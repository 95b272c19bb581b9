"""A Gaussian's moments over intervals, exactly (by parts), against closed forms known without the engine."""

import pytest
from sympy import Rational, S, erf, exp, pi, simplify, sqrt

from symattn.engine.claims import check_claim
from symattn.engine.moments import interval_moment
from symattn.engine.results import Status
from tests.conftest import make_context

NOISE = {"scalars": {"t": "positive"}, "vectors": {"mu": "orthonormal"}, "keys": ["a"], "scale": "t",
         "noise": {"eta": "N(0, 1/2)"}, "let": [r"k_i = \mu_i", r"q = t\mu_a"]}


@pytest.mark.parametrize("k, low, high, mean, variance, expected", [
    (0, None, None, 0, 1, 1),
    (2, None, None, 0, 3, 3),  # the variance
    (4, None, None, 0, 1, 3),  # 3σ⁴
    (1, 0, None, 0, 1, 1 / sqrt(2 * pi)),  # half of the half-normal's mean
    (0, -1, 1, 0, Rational(1, 2), erf(1)),
    (1, None, None, 2, 5, 2),  # the mean
    (2, 0, 1, 0, 1, erf(1 / sqrt(2)) / 2 - exp(Rational(-1, 2)) / sqrt(2 * pi)),  # by parts once
])
def test_interval_moment(k, low, high, mean, variance, expected):
    assert simplify(interval_moment(k, low, high, S(mean), S(variance)) - expected) == 0


@pytest.mark.parametrize("claim, status", [
    (r"\mathbb{E}[\eta^4] = \frac{3}{4}", Status.PROVED),
    (r"\mathbb{E}[\eta^4] = \frac{1}{4}", Status.REFUTED),
    (r"\operatorname{Var}(\eta^2) = \frac{1}{2}", Status.PROVED),  # 3σ⁴ − σ⁴ = 2σ⁴ with σ² = ½
    (r"\mathbb{E}[\eta^{10}] = \frac{945}{32}", Status.NUMERIC),  # beyond degree 8: numerically, never proved
])
def test_check_moment(claim, status):
    assert check_claim(claim, make_context(NOISE)).status is status
