"""Limits from one side, nested limits and limits along a path: the side and the order are part of the claim."""

import mpmath
import pytest

from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from symattn.errors import MeaningError, NotationError
from symattn.notation import parse
from tests.conftest import make_context

PLAIN = {"kind": "positions", "scalars": {"t": "positive", "s": "real", "x": "real", "r": "real"}}
# α_a = e^t / (e^t + e^{α t²} + n − 2): which scale wins depends on the order of the limits
TWO_SCALES = {"scalars": {"t": "positive", "n": "positive integer", "alpha": "positive"},
              "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "scale": "t",
              "let": [r"k_i = \mu_i", r"q = t\mu_a + \alpha t^2 \mu_b"]}
SIGMA = {"scalars": {"t": "positive", "n": "positive integer", "sigma": "positive"}, "vectors": {"mu": "orthonormal"},
         "keys": ["a", "b"], "scale": "t", "let": [r"k_i = \mu_i", r"q = t\mu_a + \frac{t}{\sigma}\mu_b"]}


@pytest.mark.parametrize("text, side", [
    (r"\lim_{s\to 0^+} s", "+"), (r"\lim_{s\to 0^{-}} s", "-"), (r"\lim_{s\downarrow 0} s", "+"),
    (r"\lim_{s\uparrow 1} s", "-"), (r"\lim_{s\searrow 0} s", "+"), ("\\lim_{s ↓ 0} s", "+"),
    (r"\lim_{s\to 0} s", ""), (r"\lim_{t\uparrow\infty} t", ""), (r"\lim_{s\to 0+} s", "+"), (r"\lim_{s\to 0-} s", "-"),
    (r"\lim_{s\to t - 1} s", ""),
])
def test_the_side_is_read(text, side):
    assert parse(text).side == side


@pytest.mark.parametrize("text, message", [
    (r"\lim_{s\downarrow 0^-} s", r"^at character 1: a limit from both sides at once \(↓ with 0\^-, or ↑ with 0\^\+\)$"),
    (r"\lim_{t\to\infty^+} t", r"^at character 1: a limit at ∞ has one side only: write \\lim_\{t \\to \\infty\}$"),
])
def test_contradictory_sides_are_refused(text, message):
    with pytest.raises(NotationError, match=message):
        parse(text)


@pytest.mark.parametrize("claim, when, status, reason", [
    (r"\lim_{s\to 0^+} \frac{|s|}{s} = 1", (), Status.PROVED, "the limit is 1 (from above)"),
    (r"\lim_{s\to 0^-} \frac{|s|}{s} = 1", (), Status.REFUTED, "the limit is -1 (from below)"),
    (r"\lim_{s\to 0} \frac{|s|}{s} = 1", (), Status.REFUTED, "the limit is -1 (from below)"),
    (r"\lim_{s\downarrow 0} e^{-1/s} = 0", (), Status.PROVED, "the limit is 0 (from above)"),
    (r"\lim_{s\uparrow 0} e^{-1/s} = 0", (), Status.REFUTED, "the limit is oo (from below)"),
    (r"\lim_{s\to 0^+} s \log s = 0", (), Status.PROVED, "the limit is 0 (from above)"),
    (r"\lim_{x\to 1^+} \frac{1}{x - 1} = \infty", (), Status.PROVED, "the limit is oo (from above)"),
    (r"\lim_{x\to 0} \frac{\sin x}{x} = 1", (), Status.PROVED, "from both sides: the limit is 1"),
    (r"\lim_{x\to -\infty} e^{x} = 0", (), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to 0} \left(t^2 + 1\right) = 1", (), Status.PROVED, "every term with a positive power of t vanishes"),
])
def test_one_sided_limits(claim, when, status, reason):
    result = check_claim(claim, make_context(PLAIN), when)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("table, claim, when, along, status, reason", [
    (TWO_SCALES, r"\lim_{t\to\infty} \lim_{\alpha\to 0} \alpha_a = 1", ("n = 2",), "", Status.PROVED,
     "the inner limit is exp(t)/(exp(t) + 1) when n = 2; then the limit is 1"),
    (TWO_SCALES, r"\lim_{\alpha\to 0} \lim_{t\to\infty} \alpha_a = 1", (), "", Status.REFUTED,
     "the inner limit is 0; then the limit as alpha → 0 is 0"),
    (SIGMA, r"\lim_{\sigma\to\infty} \lim_{t\to\infty} \alpha_a = 1", (), "", Status.PROVED,
     "the inner limit is 1 when sigma > 1; then the limit is 1"),
    (TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", (), r"\alpha t = 1", Status.PROVED,
     "along alpha = 1/t: the limit is 1/2"),
    (TWO_SCALES, r"\lim_{t\to\infty} \alpha_a = 0", (), r"t\sqrt{\alpha} = 2", Status.REFUTED,
     "along alpha = 4/t**2: the limit is 1"),
    (SIGMA, r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", (), r"\sigma = 1", Status.PROVED,
     "along sigma = 1: the limit is 1/2"),
])
def test_nested_limits_and_paths(table, claim, when, along, status, reason):
    """The order of nested limits is the claim's; a case the outer variable leaves (σ < 1 as σ → ∞) is left out."""
    result = check_claim(claim, make_context(table), when, along)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("claim, along, message", [
    (r"\alpha_a = 1", r"\alpha t = 1", r"^along: a path is given for a limit claim"),
    (r"\lim_{t\to\infty} \alpha_a = 1", r"\alpha t < 1", r"^along: a path is one equation between two variables"),
    (r"\lim_{t\to\infty} \alpha_a = 1", r"t = 1", r"^along: the path must tie one other variable to t; it names none$"),
    (r"\lim_{t\to\infty} \lim_{t\to 0} \alpha_a = 1", "", r"^a nested limit takes two different variables, not t twice$"),
])
def test_malformed_paths_and_nests(claim, along, message):
    with pytest.raises(MeaningError, match=message):
        check_claim(claim, make_context(TWO_SCALES), (), along)


def _weight(t, alpha, n=2):
    return mpmath.exp(t) / (mpmath.exp(t) + mpmath.exp(alpha * t * t) + n - 2)


@pytest.mark.parametrize("claim, along, numeric", [
    # the values the engine proves, against the weight computed at 50 digits far along each path
    (r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", r"\alpha t = 1", lambda t: _weight(t, 1 / t)),
    (r"\lim_{t\to\infty} \alpha_a = 1", r"\alpha t^2 = 1", lambda t: _weight(t, 1 / t ** 2)),
])
def test_paths_agree_with_the_numbers(claim, along, numeric):
    assert check_claim(claim, make_context(TWO_SCALES), ("n = 2",), along).is_proved
    with mpmath.workdps(50):
        target = {"\\frac{1}{2}": mpmath.mpf(1) / 2, "1": 1}[claim.split("= ")[1]]
        assert abs(numeric(mpmath.mpf(200)) - target) < mpmath.mpf(10) ** -20


# α_a = e^t / (e^t + e^{σ t} + n − 2): σ = 1 is an interior point of σ > 0, where the limit in t jumps from 1 to 0
TIE = {"scalars": {"t": "positive", "n": "positive integer", "sigma": "positive"}, "vectors": {"mu": "orthonormal"},
       "keys": ["a", "b"], "scale": "t", "let": [r"k_i = \mu_i", r"q = t\mu_a + \sigma t\mu_b"]}


def _tie_weight(t, sigma, n=2):
    return mpmath.exp(t) / (mpmath.exp(t) + mpmath.exp(sigma * t) + n - 2)


@pytest.mark.parametrize("claim, status, reason", [
    # an inner limit at an interior point: both sides taken, their common value used
    (r"\lim_{t\to\infty} \lim_{\sigma\to 1} \alpha_a = \frac{1}{2}", Status.PROVED,
     "the inner limit is 1/2 when n = 2; then the limit is 1/2"),
    (r"\lim_{t\to\infty} \lim_{\sigma\to 2} \alpha_a = 0", Status.PROVED,
     "the inner limit is 1/(exp(t) + 1) when n = 2; then the limit is 0"),
    # an outer limit at an interior point: the case σ > 1 or σ < 1 is the side's, each side decided
    (r"\lim_{\sigma\to 1} \lim_{t\to\infty} \alpha_a = 1", Status.REFUTED,
     "from above: the inner limit is 0 when n = 2 and sigma > 1; then the limit is 0 when n = 2 (from above)"),
    (r"\lim_{\sigma\to 1} \lim_{t\to\infty} \alpha_a = 0", Status.REFUTED,
     "from below: the inner limit is 1 when n = 2 and sigma < 1; then the limit is 1 when n = 2 (from below)"),
    (r"\lim_{\sigma\to 1^-} \lim_{t\to\infty} \alpha_a = 1", Status.PROVED,
     "the inner limit is 1 when n = 2 and sigma < 1; then the limit is 1 (from below)"),
    (r"\lim_{\sigma\uparrow 1} \lim_{t\to\infty} \alpha_a = 0", Status.REFUTED,
     "the inner limit is 1 when n = 2 and sigma < 1; then the limit is 1 when n = 2 (from below)"),
    (r"\lim_{\sigma\to 1^+} \lim_{t\to\infty} \alpha_a = 0", Status.PROVED,
     "the inner limit is 0 when n = 2 and sigma > 1; then the limit is 0 (from above)"),
    (r"\lim_{\sigma\to 2} \lim_{t\to\infty} \alpha_a = 0", Status.PROVED,
     "from both sides: the inner limit is 0 when n = 2 and sigma > 1; then the limit is 0"),
])
def test_limits_at_an_interior_point(claim, status, reason):
    result = check_claim(claim, make_context(TIE), ("n = 2",))
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("claim, reason", [
    # the two one-sided inner limits differ (|s|/s is ±1): the two-sided one may not exist, so nothing is decided
    (r"\lim_{t\to\infty} \lim_{s\to 0} \frac{t |s|}{s} = \infty",
     "the inner limit as s → 0: the limits as s → 0 from above and from below are not shown equal"),
    (r"\lim_{t\to\infty} \lim_{s\to 0} \frac{|s|}{s} e^{-t} = 0",
     "the inner limit as s → 0: the limits as s → 0 from above and from below are not shown equal"),
    (r"\lim_{t\to\infty} \lim_{x\to 1} \frac{|x - 1|}{x - 1} = 1",
     "the inner limit as x → 1: the limits as x → 1 from above and from below are not shown equal"),
])
def test_inner_limits_that_differ_by_side_are_undecided(claim, reason):
    result = check_claim(claim, make_context(PLAIN))
    assert (result.status, result.reason) == (Status.UNKNOWN, reason)


@pytest.mark.parametrize("sigma, value", [
    # the limits the engine decides at σ = 1, against the weight at 50 digits: below 1 it tends to 1, above to 0,
    # and at σ = 1 (the inner limit of the other order) to 1/2
    (mpmath.mpf("0.99"), 1), (mpmath.mpf("1.01"), 0), (mpmath.mpf(1), mpmath.mpf(1) / 2),
])
def test_the_interior_point_agrees_with_the_numbers(sigma, value):
    with mpmath.workdps(50):
        assert abs(_tie_weight(mpmath.mpf(10) ** 5, sigma) - value) < mpmath.mpf(10) ** -20


def _square(query):
    return {"scalars": {"t": "positive", "n": "positive integer", "sigma": "positive", "s": "real"},
            "vectors": {"mu": "orthonormal"}, "keys": ["a", "b"], "scale": "t", "let": [r"k_i = \mu_i", query]}


@pytest.mark.parametrize("query, claim, status, reason", [
    # the inner limit's case, σ² − 1 < 0 or s³ < 0, decided by the side: −2/u + 1/u² tends to 0 through negatives
    (r"q = t\mu_a + \sigma^2 t\mu_b", r"\lim_{\sigma\to 1^-} \lim_{t\to\infty} \alpha_a = 1", Status.PROVED,
     "the inner limit is 1 when sigma**2 - 1 < 0; then the limit is 1 (from below)"),
    (r"q = t\mu_a + \sigma^2 t\mu_b", r"\lim_{\sigma\to 1^+} \lim_{t\to\infty} \alpha_a = 1", Status.REFUTED,
     "the inner limit is 0 when sigma**2 - 1 > 0; then the limit is 0 (from above)"),
    (r"q = t\mu_a + (1 + s^3) t\mu_b", r"\lim_{s\to 0^-} \lim_{t\to\infty} \alpha_a = 1", Status.PROVED,
     "the inner limit is 1 when s**3 + 1 > 0 and -s**3 > 0; then the limit is 1 (from below)"),
    (r"q = t\mu_a + (1 + s^2) t\mu_b", r"\lim_{s\to 0} \lim_{t\to\infty} \alpha_a = 0", Status.PROVED,
     "from both sides: from above, the inner limit is 0 when -s**2 < 0; then every term with a positive power of s "
     "vanishes; from below, the inner limit is 0 when -s**2 < 0; then the limit is 0"),
])
def test_the_side_decides_the_inner_case(query, claim, status, reason):
    result = check_claim(claim, make_context(_square(query)))
    assert (result.status, result.reason) == (status, reason)
