"""Conditional probabilities and moments of a Gaussian noise: Pr(A | B), 𝔼[X | B], Var(X | B), exactly."""

import mpmath
import pytest
from sympy import Rational, S

from symattn.engine.claims import check_claim
from symattn.engine.moments import interval_moment
from symattn.engine.results import Status
from symattn.errors import MeaningError
from tests.conftest import make_context

NOISE = {"scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"],
         "scale": "t", "noise": {"eta": "N(0, 1/2)"},
         "let": [r"k_i = \mu_i", r"k_a = (1 + \eta)\mu_a", r"q = t(\mu_a + \mu_b)"]}
SHIFTED = {**NOISE, "noise": {"xi": "N(1, 1)"}, "let": [r"k_i = \mu_i", r"k_a = \xi\mu_a", r"q = t(\mu_a + \mu_b)"]}


def _density(x, mean, variance):
    return mpmath.exp(-(x - mean) ** 2 / (2 * variance)) / mpmath.sqrt(2 * mpmath.pi * variance)


@pytest.mark.parametrize("k, low, high, mean, variance", [
    (0, None, None, 0, Rational(1, 2)), (1, 0, None, 0, Rational(1, 2)), (2, -1, 1, 0, Rational(1, 2)),
    (3, None, 2, 1, 1), (4, Rational(1, 2), 3, -1, 2), (5, -2, None, 0, 1),
])
def test_interval_moments_agree_with_quadrature(k, low, high, mean, variance):
    """∫ x^k dN over an interval, by parts, against mpmath's quadrature at 30 digits."""
    exact = interval_moment(k, low, high, S(mean), S(variance))
    with mpmath.workdps(30):
        a = -mpmath.inf if low is None else mpmath.mpf(low.p) / low.q if hasattr(low, "p") else mpmath.mpf(low)
        b = mpmath.inf if high is None else mpmath.mpf(high)
        numeric = mpmath.quad(lambda x: x ** k * _density(x, mean, mpmath.mpf(variance.p) / variance.q
                                                          if hasattr(variance, "p") else variance), [a, b])
        assert abs(mpmath.mpf(str(exact.evalf(30))) - numeric) < mpmath.mpf(10) ** -20


@pytest.mark.parametrize("table, claim, status, reason", [
    (NOISE, r"\Pr(\eta > 0 \mid \eta > -1) = \frac{1}{1 + \operatorname{erf}(1)}", Status.PROVED,
     "P = 1/(erf(1) + 1) ≈ 0.542682"),
    (NOISE, r"\Pr(\eta > 0 \mid \eta > -1) = \frac{1}{2}", Status.REFUTED, "P = 1/(erf(1) + 1) ≈ 0.542682"),
    (NOISE, r"\Pr(0 < \eta < 1) = \frac{\operatorname{erf}(1)}{2}", Status.PROVED, "P = erf(1)/2 ≈ 0.421350"),
    (NOISE, r"\mathbb{E}[\eta \mid \eta > 0] = \frac{1}{\sqrt{\pi}}", Status.PROVED, "mean 1/sqrt(pi) ≈ 0.564190"),
    (NOISE, r"\operatorname{Var}(\eta \mid \eta > 0) = \frac{1}{2} - \frac{1}{\pi}", Status.PROVED,
     "variance 1/2 - 1/pi ≈ 0.181690"),
    (NOISE, r"\mathbb{E}[\eta^2] = \frac{1}{4}", Status.REFUTED, "mean 1/2 ≈ 0.500000"),
    (SHIFTED, r"\mathbb{E}[\xi \mid \xi > 1] = 1 + \sqrt{\frac{2}{\pi}}", Status.PROVED,
     "mean sqrt(2)/sqrt(pi) + 1 ≈ 1.79788"),
    (NOISE, r"\lim_{t\to\infty} \mathbb{E}[\alpha_a \mid \eta > -1] = \frac{1}{1 + \operatorname{erf}(1)}", Status.PROVED,
     "mean 1/(erf(1) + 1), variance erf(1)/(erf(1)**2 + 1 + 2*erf(1)) over the cases of the noise"),
])
def test_conditional_claims(table, claim, status, reason):
    result = check_claim(claim, make_context(table))
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("claim, numeric", [
    (r"\mathbb{E}[\eta \mid \eta > 0]", lambda: mpmath.quad(lambda x: x * _density(x, 0, 0.5), [0, mpmath.inf]) / 0.5),
    (r"\mathbb{E}[\eta^3 \mid -1 < \eta < 2]",
     lambda: mpmath.quad(lambda x: x ** 3 * _density(x, 0, 0.5), [-1, 2]) /
     mpmath.quad(lambda x: _density(x, 0, 0.5), [-1, 2])),
])
def test_conditional_means_agree_with_quadrature(claim, numeric):
    """The engine's exact mean, read from its reason, against mpmath's quadrature."""
    with mpmath.workdps(30):
        value = numeric()
    result = check_claim(f"{claim} = 0", make_context(NOISE))
    assert result.status is Status.REFUTED
    assert abs(float(result.reason.rsplit("≈ ", 1)[1]) - float(value)) < 1e-5


@pytest.mark.parametrize("claim", [
    r"\mathbb{P}(\eta > 0 \mid \eta > -1) = \frac{1}{1 + \operatorname{erf}(1)}",
    r"P(\eta > 0 | \eta > -1) = \frac{1}{1 + \operatorname{erf}(1)}",
    r"\Pr(\eta > 0 \land \eta < 1) = \frac{\operatorname{erf}(1)}{2}",
    r"\Pr(\eta > 0, \eta < 1) = \frac{\operatorname{erf}(1)}{2}",
    r"\Pr(\eta > 0 \wedge \eta < 1 \mid \eta > -1) = \frac{\operatorname{erf}(1)}{1 + \operatorname{erf}(1)}",
    r"\Pr(|\eta| < 1 | \eta > 0) = \operatorname{erf}(1)",  # |η| is a value, the lone bar the condition
    r"\Pr(2|\eta| > 1) = 1 - \operatorname{erf}(\tfrac{1}{2})",
    r"\text{Var}(\eta | \eta > 0) = \frac{1}{2} - \frac{1}{\pi}",
    r"\mathbb{E}[\eta | \eta > 0, \eta < 1] = \frac{1 - e^{-1}}{\sqrt{\pi}\operatorname{erf}(1)}",
])
def test_the_ways_of_writing_events_and_conditions(claim):
    """ℙ, P, a bar or \\mid, ∧ or a comma between events: each reads as written, and the true value is proved."""
    assert check_claim(claim, make_context(NOISE)).status is Status.PROVED


@pytest.mark.parametrize("claim, conditions, status", [
    # one event in two forms: both sides computed exactly and compared
    (r"\Pr(1 + \eta > 0) = \Pr(\eta > -1)", (), Status.PROVED),
    (r"\Pr(\eta^2 < 1) = \Pr(|\eta| < 1)", (), Status.PROVED),
    (r"\Pr(\eta > 0) = \Pr(\eta < 0)", (), Status.PROVED),                 # a Gaussian of mean 0 is symmetric
    (r"\Pr(1 + \eta > 0) = \Pr(\eta > 1)", (), Status.REFUTED),
    (r"\Pr(\eta > 0 \mid \eta > -1) = \Pr(\eta > 0)", (), Status.REFUTED),  # conditioning changes it
    (r"\Pr(\eta > 1) = \Pr(\eta > 2)", (r"\eta > 0",), Status.REFUTED),     # a `when` conditions both sides
    # ≈ between two probabilities says not how close: proved when equal, else unknown
    (r"\Pr(1 + \eta > 0) \approx \Pr(\eta > -1)", (), Status.PROVED),
    (r"\Pr(1 + \eta > 0) \approx \Pr(\eta > -1.01)", (), Status.UNKNOWN),
])
def test_a_probability_equal_to_another_probability(claim, conditions, status):
    assert check_claim(claim, make_context(NOISE), conditions).status is status


def test_a_probability_inside_an_expression_is_not_read():
    """1 − Pr(η ≤ 1) is no probability side: not read, never refuted."""
    with pytest.raises(MeaningError, match=r"^at character 22: Pr\(\.\.\.\) is not available in this part$"):
        check_claim(r"\Pr(2\eta > 2) = 1 - \Pr(\eta \le 1)", make_context(NOISE))
