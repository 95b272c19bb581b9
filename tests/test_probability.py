"""Noisy keys: exact probabilities and limiting variances, cross-checked by seeded Monte Carlo."""

import math
import random

import pytest
from sympy import Rational, erf

from symattn.engine.claims import check_claim
from symattn.engine.probability import normal_interval_probability
from symattn.engine.results import Status
from tests.conftest import make_context, orthonormal_vectors, softmax_weights

SINGLE = {"vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "noise": {"eta": "N(0, 1/2)"},
          "let": [r"k_i = \mu_i", r"k_a = (1 + \eta)\mu_a", r"q = t(\mu_a + \mu_b)"]}
TWO = {"kind": "two-head", "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "noise": {"eta": "N(0, 1/2)"},
       "let": [r"k_i = \mu_i", r"k_a = (1 + \eta)\mu_a", r"q_1 = t\mu_a", r"q_2 = t\mu_b"]}


@pytest.mark.parametrize("low, high, expected", [
    (0, None, Rational(1, 2)),
    (None, 0, Rational(1, 2)),
    (-1, None, (1 + erf(1)) / 2),
    (None, None, 1),
])
def test_interval_probabilities(low, high, expected):
    """P(low < η < high) for η ~ N(0, ½), exactly."""
    assert (normal_interval_probability(low, high, 0, Rational(1, 2)) - expected).expand() == 0


@pytest.mark.parametrize("table, claim, status, reason", [
    (SINGLE, r"\Pr(\eta > 0) = \frac12", Status.PROVED, "P = 1/2 ≈ 0.500000"),
    (SINGLE, r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a) = \frac14", Status.PROVED,
     "mean 1/2, variance 1/4 over the cases of the noise"),
    (SINGLE, r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a) = 0", Status.REFUTED,
     "mean 1/2, variance 1/4 over the cases of the noise"),
    (TWO, r"\Pr(1 + \eta > 0) \approx 0.921", Status.PROVED, "P = erf(1)/2 + 1/2 = 0.921350, to the digits of 0.921"),
    (TWO, r"\Pr(1 + \eta > 0) \approx 0.95", Status.REFUTED,
     "P = erf(1)/2 + 1/2 = 0.921350, neither rounded nor cut to 0.95"),
    (TWO, r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a \mid 1 + \eta > 0) = 0", Status.PROVED,
     "mean 1/2, variance 0 over the cases of the noise"),
])
def test_probability_claims(table, claim, status, reason):
    """Probability and variance claims are decided exactly."""
    result = check_claim(claim, make_context(table))
    assert (result.status, result.reason) == (status, reason)


def test_two_heads_fail_when_the_noisy_key_flips():
    """Without the condition 1 + η > 0 the two-head claim is refuted, in the case η = −1."""
    result = check_claim(r"\lim_{t\to\infty} c = \frac12(v_a + v_b)", make_context(TWO))
    assert result.status is Status.REFUTED and result.reason.endswith("when eta = -1")


def _sample_weights(rng, means, t, two_heads):
    eta = rng.gauss(0, math.sqrt(0.5))
    keys = [[(1 + eta) * x for x in means[0]]] + means[1:]
    if two_heads:
        w1 = softmax_weights([t * x for x in means[0]], keys)
        w2 = softmax_weights([t * x for x in means[1]], keys)
        return eta, (w1[0] + w2[0]) / 2
    return eta, softmax_weights([t * (x + y) for x, y in zip(means[0], means[1])], keys)[0]


def test_monte_carlo_single_head():
    """Seeded Monte Carlo at t = 200: P(weight on v_a ≈ 1) ≈ ½ and variance ≈ ¼."""
    rng, means = random.Random(7), orthonormal_vectors(4, 6, 7)
    weights = [_sample_weights(rng, means, 200.0, False)[1] for _ in range(4000)]
    mean = sum(weights) / len(weights)
    variance = sum((w - mean) ** 2 for w in weights) / len(weights)
    assert abs(mean - 0.5) < 0.03 and abs(variance - 0.25) < 0.02


def test_monte_carlo_two_heads():
    """Seeded Monte Carlo at t = 200: P(1 + η > 0) ≈ 0.921, and on that event the weight is ≈ ½."""
    rng, means = random.Random(11), orthonormal_vectors(4, 6, 11)
    samples = [_sample_weights(rng, means, 200.0, True) for _ in range(4000)]
    inside = [w for eta, w in samples if 1 + eta > 0.05]
    assert abs(sum(1 for eta, _ in samples if 1 + eta > 0) / len(samples) - 0.9214) < 0.015
    assert max(abs(w - 0.5) for w in inside) < 1e-3


@pytest.mark.parametrize("claim, when, status, reason", [
    (r"\Pr(\eta^2 < 1) = \operatorname{erf}(1)", (), Status.PROVED, "P = erf(1) ≈ 0.842701"),
    (r"\Pr(\eta^2 < 1) = \operatorname{erf}(2)", (), Status.REFUTED, "P = erf(1) ≈ 0.842701"),
    (r"\Pr(\eta^2 + \eta > 0) = 1 - \frac{\operatorname{erf}(1)}{2}", (), Status.PROVED,
     "P = 1 - erf(1)/2 ≈ 0.578650"),
    # a polynomial `when` is solved exactly: η² + η > 0 is η > 0 or η < −1, so Var is not ¼
    (r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a) = \frac14", (r"\eta^2 + \eta > 0",), Status.REFUTED,
     "mean -1/(-2 + erf(1)), variance (1 - erf(1))/(-4*erf(1) + erf(1)**2 + 4) over the cases of the noise"),
    (r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a) = \frac{1 - \operatorname{erf}(1)}{(2 - \operatorname{erf}(1))^2}",
     (r"\eta^2 + \eta > 0",), Status.PROVED,
     "mean -1/(-2 + erf(1)), variance (1 - erf(1))/(-4*erf(1) + erf(1)**2 + 4) over the cases of the noise"),
    (r"\lim_{t\to\infty} \operatorname{Var}(\alpha_a \mid \eta^2 > 1) = \frac14", (), Status.PROVED,
     "mean 1/2, variance 1/4 over the cases of the noise"),
    # cases that a polynomial fact empties are dropped, not reported as 'may be empty'
    (r"\lim_{t\to\infty} c = v_a", (r"\eta^3 > 0",), Status.PROVED, "the limit is v_a"),
])
def test_polynomial_events_and_conditions(claim, when, status, reason):
    """Events and conditions polynomial in η become exact unions of intervals."""
    result = check_claim(claim, make_context(SINGLE), when)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("claim, when, status", [
    # a `when` on the noise conditions a probability as it conditions a variance (red team, T5)
    (r"\Pr(\eta > 0) = 1", (r"\eta > 0",), Status.PROVED),
    (r"\Pr(\eta > \frac12) = \frac{1 - \operatorname{erf}(\frac12)}{2}", (), Status.PROVED),
    (r"\Pr(\eta < 1) = \frac{2\operatorname{erf}(1)}{1 + \operatorname{erf}(1)}", (r"1 + \eta > 0",), Status.PROVED),
    (r"\Pr(\eta < 1) = \operatorname{erf}(1)", (r"1 + \eta > 0",), Status.REFUTED),
])
def test_conditioned_probabilities(claim, when, status):
    """P(E | when) = P(E and when) / P(when)."""
    assert check_claim(claim, make_context(SINGLE), when).status is status


def test_an_event_on_an_inner_product_is_unknown():
    """k_aᵀw > 0 for an arbitrary w is no interval of η: unknown, never proved (red team, F9)."""
    table = {**SINGLE, "vectors": {"mu": "orthonormal", "w": "arbitrary"}}
    assert check_claim(r"\Pr(k_a^\top w > 0) = \frac{1 - \operatorname{erf}(1)}{2}", make_context(table)).status \
        is Status.UNKNOWN


def test_conditional_variance_matches_monte_carlo():
    """Seeded Monte Carlo at t = 200, keeping η² + η > 0: the variance (1 − erf 1)/(2 − erf 1)²."""
    rng, means = random.Random(5), orthonormal_vectors(4, 6, 5)
    weights = [w for eta, w in (_sample_weights(rng, means, 200.0, False) for _ in range(6000)) if eta**2 + eta > 0]
    mean = sum(weights) / len(weights)
    variance = sum((w - mean) ** 2 for w in weights) / len(weights)
    exact = (1 - math.erf(1)) / (2 - math.erf(1)) ** 2
    assert abs(variance - exact) < 0.02


@pytest.mark.parametrize("claim, expected", [
    # Z that nothing defines, in a probability, is the standard normal: η = Z/√2
    (r"\Pr(\eta > -1) = \Pr(Z > -\sqrt{2})", Status.PROVED),
    (r"\Pr(Z > -2) = \frac{1}{2}(1 + \mathrm{erf}(\sqrt{2}))", Status.PROVED),
    (r"\Pr(\eta > -1) = \Pr(Z > -2)", Status.REFUTED),
    (r"\Pr(Z > 0) = \frac{1}{2}", Status.PROVED),
])
def test_a_standard_normal_z(claim, expected):
    """Standardising the noise: Pr(η > −1) = Pr(Z > −√2) = Φ(√2), not Φ(2)."""
    assert check_claim(claim, make_context(SINGLE)).status is expected


def test_the_standard_normal_by_monte_carlo():
    """Pr(Z > −√2) and Pr(η > −1) agree on seeded samples, and Pr(Z > −2) is larger."""
    rng = random.Random(7)
    draws = [rng.gauss(0, 1) for _ in range(200_000)]
    by_z = sum(z > -math.sqrt(2) for z in draws) / len(draws)
    by_eta = sum(z / math.sqrt(2) > -1 for z in draws) / len(draws)
    assert abs(by_z - by_eta) < 1e-12 and abs(by_z - (1 + math.erf(1)) / 2) < 0.005
    assert sum(z > -2 for z in draws) / len(draws) > by_z + 0.04


@pytest.mark.parametrize("claim, when, status", [
    # the output's variance on an event: 0 where the output tends to one vector on every case of the event
    (r"\lim_{t\to\infty} \operatorname{Var}(c \mid 1 + \eta > 0) = 0", (), Status.PROVED),
    (r"\lim_{t\to\infty} \operatorname{Var}(c_2) = 0", (), Status.PROVED),
    # otherwise not decided (the values' own products are unknown): never refuted, never proved
    (r"\lim_{t\to\infty} \operatorname{Var}(c) = 0", (), Status.UNKNOWN),
    (r"\lim_{t\to\infty} \operatorname{Var}(c \mid 1 + \eta > 0) = 1", (), Status.UNKNOWN),
])
def test_the_variance_of_the_output_on_an_event(claim, when, status):
    assert check_claim(claim, make_context(TWO), when).status is status


def test_the_output_variance_on_the_event_by_monte_carlo():
    """Seeded Monte Carlo at t = 200, two heads, keeping 1 + η > 0: the average of the heads is the same vector
    ½(v_a + v_b) in every sample (its weights on v_a and on v_b stay at ½), so the output's variance is ≈ 0."""
    rng, means = random.Random(13), orthonormal_vectors(4, 6, 13)
    inside = [w for eta, w in (_sample_weights(rng, means, 200.0, True) for _ in range(3000)) if 1 + eta > 0.05]
    mean = sum(inside) / len(inside)
    assert sum((w - mean) ** 2 for w in inside) / len(inside) < 1e-6
