"""Conditional quantities with no closed form: checked numerically to 30 digits, never proved.

Each row's value is cross-checked here without the engine: by Monte Carlo (seeded), and where there is one by an
independent closed form (the orthant probability 1/4 + arcsin(ρ)/(2π), the log-normal's moments)."""

import math
import random

import pytest

from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from tests.conftest import make_context

TWO = {"scalars": {"t": "positive", "s": "real"}, "vectors": {"mu": "orthonormal"}, "keys": ["a"], "scale": "t",
       "noise": {"eta": "N(0, 1/2)", "xi": "N(0, 1)", "zeta": "N(0, 1)"}, "let": [r"k_i = \mu_i", r"q = t\mu_a"]}
NUMERIC, REFUTED, UNKNOWN = Status.NUMERIC, Status.REFUTED, Status.UNKNOWN
RHO = 1 / math.sqrt(3)  # the correlation of η + ξ and η (variances 3/2 and 1/2, covariance 1/2)


def _sample(count: int = 200_000, seed: int = 7):
    rng = random.Random(seed)
    return [(rng.gauss(0, math.sqrt(0.5)), rng.gauss(0, 1)) for _ in range(count)]


SAMPLES = _sample()


def _conditional_mean(value, event=lambda e, x: True):
    kept = [value(e, x) for e, x in SAMPLES if event(e, x)]
    mean = sum(kept) / len(kept)
    spread = math.sqrt(sum((v - mean) ** 2 for v in kept) / len(kept))
    return mean, spread / math.sqrt(len(kept))


# (claim, the claimed value as a float, Monte Carlo of the true value, independent formula or None, status)
ROWS = [
    (r"\Pr(\eta + \xi > 0) = \frac{1}{2}", 0.5, _conditional_mean(lambda e, x: e + x > 0), 0.5, NUMERIC),
    (r"\Pr(\eta + \xi > 0 \mid \eta > 0) \approx 0.6959", 0.6959,
     _conditional_mean(lambda e, x: e + x > 0, lambda e, x: e > 0), 0.5 + math.asin(RHO) / math.pi, NUMERIC),
    (r"\Pr(\eta > 0 \mid \xi > 0) = \frac{1}{2}", 0.5, _conditional_mean(lambda e, x: e > 0, lambda e, x: x > 0), 0.5,
     NUMERIC),
    (r"\mathbb{E}[e^\eta] = e^{1/4}", math.exp(0.25), _conditional_mean(lambda e, x: math.exp(e)), math.exp(0.25),
     NUMERIC),
    (r"\operatorname{Var}(e^\eta) = e - e^{1/2}", math.e - math.exp(0.5), None, math.e - math.exp(0.5), NUMERIC),
    (r"\mathbb{E}[|\eta| \mid \eta > -1] = \frac{3}{5}", 0.6,
     _conditional_mean(lambda e, x: abs(e), lambda e, x: e > -1), None, REFUTED),
    (r"\Pr(\eta + \xi > 0) = \frac{1}{3}", 1 / 3, _conditional_mean(lambda e, x: e + x > 0), 0.5, REFUTED),
    (r"\Pr(\eta > \xi \mid \xi > 0) = \frac{1}{2}", 0.5, _conditional_mean(lambda e, x: e > x, lambda e, x: x > 0),
     0.5 - math.asin(RHO) / math.pi, REFUTED),
    (r"\mathbb{E}[e^\eta] = e^{1/2}", math.exp(0.5), _conditional_mean(lambda e, x: math.exp(e)), math.exp(0.25),
     REFUTED),
    (r"\mathbb{E}[e^\eta] = e^{1/4} + 10^{-20}", math.exp(0.25), None, math.exp(0.25), UNKNOWN),
    (r"\Pr(\eta + \xi > 0) = \frac{1}{2} + 10^{-15}", 0.5, None, 0.5, UNKNOWN),
    (r"\mathbb{E}[|\eta|] = \frac{1}{\sqrt{\pi}} - 10^{-25}", 1 / math.sqrt(math.pi), None, 1 / math.sqrt(math.pi),
     UNKNOWN),
]


@pytest.mark.parametrize("claim, claimed, monte_carlo, formula, status", ROWS)
def test_numeric_claims_against_monte_carlo(claim, claimed, monte_carlo, formula, status):
    """A claim that is right (to the tolerance of its rounding) is checked, never proved; a wrong one is refuted with
    its numbers; one off by less than 10⁻¹² is unknown. The rows' truths hold without the engine."""
    result = check_claim(claim, make_context(TWO))
    assert result.status is status, result.reason
    if monte_carlo is not None:
        mean, error = monte_carlo
        assert (abs(mean - claimed) < 5 * error + 5e-5) is (status is not REFUTED)
    if formula is not None:
        assert (abs(formula - claimed) < 5e-5) is (status is not REFUTED)
    if status is NUMERIC:
        assert result.reason.endswith("checked numerically to 30 digits (no closed form; not a proof)")


@pytest.mark.parametrize("claim, reason", [
    (r"\Pr(\eta + \xi > 0) = \frac{1}{3}", "P ≈ 0.5 (numerically, to 30 digits; no closed form)"),
    (r"\mathbb{E}[e^\eta] = e^{1/4} + 10^{-20}", "mean ≈ 1.28402541669 (numerically); the claim differs from it by "
                                                 "1.0e-20, below the numeric check's tolerance 1e-12: not decided"),
    (r"\Pr(\eta + \xi > 0 \mid \eta > 0) \approx 0.6959", "P ≈ 0.695913276015 within 5e-05 of 0.6959: checked "
                                                         "numerically to 30 digits (no closed form; not a proof)"),
])
def test_the_reason_says_numerically(claim, reason):
    assert check_claim(claim, make_context(TWO)).reason == reason


@pytest.mark.parametrize("claim, reason", [
    (r"\Pr(\eta + \xi + \zeta > 0) = \frac{1}{2}", "events in more than two noise variables, or with another scalar, "
                                                   "are not computed"),
    (r"\Pr(\eta^2 + \xi^2 < 1) = \frac{1}{2}", "the event is linear in neither noise variable: its probability is "
                                               "not computed"),
    (r"\mathbb{E}[\frac{1}{\eta} \mid \eta > 0] = 1", "1/eta is not continuous on Interval(0, oo)"),
    (r"\mathbb{E}[e^{\eta^2}] = 1", "the integrand does not vanish far out: the mean may not exist"),
])
def test_what_the_numeric_path_leaves_unknown(claim, reason):
    """A diverging mean or an event it cannot reduce to one dimension is unknown, never a number."""
    assert (check_claim(claim, make_context(TWO)).status, check_claim(claim, make_context(TWO)).reason) == \
        (UNKNOWN, reason)
