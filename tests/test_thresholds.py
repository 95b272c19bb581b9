"""Thresholds min{t : E ≤ ε} = T: every side condition is proved, or the claim is refuted at a point, or unknown."""

import math

import pytest

from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from tests.conftest import make_context

AVERAGE = {"vectors": {"k": "orthonormal"}, "keys": ["a", "b"], "let": ["q = t(k_a + k_b)"]}
REAL_SCALE = {**AVERAGE, "scalars": {"t": "real"}}
INTEGER_SCALE = {"vectors": {"k": "orthonormal"}, "keys": ["j"], "scalars": {"t": "positive integer"},
                 "let": ["q = t k_j"]}
ERROR = r"|\alpha_a - \tfrac12|"
T_OF_EPS = r"\log\frac{(n-2)(1-2\epsilon)}{4\epsilon}"


@pytest.mark.parametrize("table, claim, when, status, fragment", [
    (AVERAGE, rf"\min\{{t : {ERROR} \le \epsilon\}} = {T_OF_EPS}",
     ("n > 2", r"\epsilon < \frac12", r"\epsilon < \frac{n-2}{2n}"), Status.PROVED, "is a positive number"),
    # T below the scale's domain: every positive t qualifies and (0, ∞) has no least element
    (AVERAGE, rf"\min\{{t : {ERROR} \le \epsilon\}} = {T_OF_EPS}", ("n > 2", r"\epsilon < \frac12"),
     Status.REFUTED, "can be negative, but t is positive"),
    (AVERAGE, rf"\min\{{t : {ERROR} \le \frac25\}} = \log\frac{{1}}{{8}}", ("n = 3",), Status.REFUTED,
     "can be negative, but t is positive"),
    # T not a real number
    (AVERAGE, rf"\min\{{t : {ERROR} \le 1\}} = \log\frac{{-1}}{{4}}", ("n = 3",), Status.REFUTED,
     "is not a real number"),
    (AVERAGE, rf"\min\{{t : {ERROR} \le \epsilon\}} = {T_OF_EPS}", ("n > 2",), Status.REFUTED,
     "is not a real number"),
    # '<' leaves the set open at T
    (AVERAGE, rf"\min\{{t : {ERROR} < \epsilon\}} = {T_OF_EPS}",
     ("n > 2", r"\epsilon < \frac12", r"\epsilon < \frac{n-2}{2n}"), Status.REFUTED, "has no minimum"),
    # the wrong T: the error there is not ε
    (AVERAGE, rf"\min\{{t : {ERROR} \le \frac{{1}}{{100}}\}} = \log 24450", ("n = 1000",), Status.REFUTED,
     "the error is"),
    (AVERAGE, rf"\min\{{t : {ERROR} \le \frac{{1}}{{100}}\}} = \log 24451", ("n = 1000",), Status.PROVED,
     "is a positive number"),
    # a scale allowed to be any real: no domain condition, only realness
    (REAL_SCALE, rf"\min\{{t : {ERROR} \le \frac25\}} = \log\frac{{1}}{{8}}", ("n = 3",), Status.PROVED,
     "is a real number"),
    # an increasing error: not shown decreasing, so unknown (never proved)
    (AVERAGE, r"\min\{t : \alpha_a \le \frac{1}{3}\} = \log\frac{n-2}{1}", ("n > 2",), Status.UNKNOWN,
     "could not show the error decreases"),
    # a whole-number variable: T must be whole, meet the bound, and T − 1 must not (red team, F8)
    (INTEGER_SCALE, r"\min\{t : 1 - \alpha_j \le \frac{1}{10}\} = 4", ("n = 5",), Status.PROVED, "not at 3"),
    (INTEGER_SCALE, r"\min\{t : 1 - \alpha_j \le \frac{1}{10}\} = \log 36", ("n = 5",), Status.REFUTED,
     "is not one"),
    (INTEGER_SCALE, r"\min\{t : 1 - \alpha_j \le \frac{1}{10}\} = 5", ("n = 5",), Status.REFUTED,
     "so the least whole t is smaller"),
    (INTEGER_SCALE, r"\min\{t : 1 - \alpha_j \le \frac{1}{10}\} = 3", ("n = 5",), Status.REFUTED,
     "so the least whole t is larger"),
    (AVERAGE, r"\min\{n : \frac{1}{n} \le \frac{2}{5}\} = \frac{5}{2}", (), Status.REFUTED, "is not one"),
    (AVERAGE, r"\min\{n : \frac{1}{n} \le \frac{2}{5}\} = 3", (), Status.PROVED, "not at 2"),
    # T = 0 for a positive scale: refuted, not a crash (red team, C3)
    (AVERAGE, r"\min\{t : e^{-t} \le 1\} = 0", (), Status.REFUTED, "can be 0, but t is positive"),
])
def test_threshold_side_conditions(table, claim, when, status, fragment):
    """E(T) = ε, E decreasing, T real, T in the scale's domain, and ≤ rather than <."""
    result = check_claim(claim, make_context(table), when)
    assert (result.status, fragment in result.reason) == (status, True), result


def test_refuted_threshold_matches_numbers():
    """n = 3, ε = 2/5: already at t → 0⁺ the error (n−2)/(2n) = 1/6 is below ε, so no positive t is least."""
    error_at = lambda t: abs(math.exp(t) / (2 * math.exp(t) + 1) - 0.5)  # noqa: E731
    assert error_at(1e-9) < 0.4 and math.log(1 / 8) < 0
