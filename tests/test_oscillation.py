"""Bounded and oscillating factors: bounded × → 0 tends to 0; a limit that does not exist refutes any value."""

import mpmath
import pytest

from symattn.engine.claims import check_claim
from symattn.engine.results import Status
from tests.conftest import make_context

PLAIN = {"kind": "positions", "scalars": {"t": "positive", "n": "positive integer"}}


@pytest.mark.parametrize("claim, status, reason", [
    (r"\lim_{t\to\infty} \frac{\sin t}{t} = 0", Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} e^{-t}\cos t = 0", Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \frac{\cos t + \sin t}{t} = 0", Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \left(t + \sin t\right) = \infty", Status.PROVED, "the limit is oo"),
    (r"\lim_{n\to\infty} \frac{n + (-1)^n}{n} = 1", Status.PROVED, "the limit is 1"),
    (r"\lim_{t\to\infty} \frac{e^{\cos t}}{t} = 0", Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \frac{\sin t}{t} = 1", Status.REFUTED, "the limit is 0"),
    (r"\lim_{t\to\infty} \sin t = 0", Status.REFUTED, "the limit does not exist"),
    (r"\lim_{n\to\infty} (-1)^n \frac{n}{n + 1} = 0", Status.REFUTED, "the limit does not exist"),
    (r"\lim_{t\to\infty} t\sin(1/t) = 1", Status.PROVED, "the limit is 1"),
    (r"\lim_{t\to\infty} \frac{1}{\sin t} = 0", Status.REFUTED, "the limit does not exist"),  # ±1 along two ways
    (r"\lim_{t\to\infty} \left(\sin t + \cos t\right) = 0", Status.UNKNOWN, None),  # two oscillating terms
])
def test_bounded_and_oscillating_factors(claim, status, reason):
    result = check_claim(claim, make_context(PLAIN))
    assert result.status is status
    assert reason is None or result.reason == reason


@pytest.mark.parametrize("claim, witness, along", [
    # the witness's subsequences, evaluated at 40 digits far along: the two values it names
    (r"\lim_{t\to\infty} \frac{t \sin t}{t + 1} = 0",
     "along t = 2*pi*k + pi/2 (k → ∞) the limit is 1, along t = 2*pi*k - pi/2 it is -1: the limit does not exist",
     (lambda k: 2 * mpmath.pi * k + mpmath.pi / 2, lambda k: 2 * mpmath.pi * k - mpmath.pi / 2,
      lambda t: t * mpmath.sin(t) / (t + 1), 1, -1)),
    (r"\lim_{t\to\infty} \cos(3t + 1) = 1",
     "along t = 2*pi*k/3 - 1/3 (k → ∞) the limit is 1, along t = 2*pi*k/3 - 1/3 + pi/3 it is -1: the limit does not "
     "exist",
     (lambda k: 2 * mpmath.pi * k / 3 - mpmath.mpf(1) / 3, lambda k: 2 * mpmath.pi * k / 3 - mpmath.mpf(1) / 3 +
      mpmath.pi / 3, lambda t: mpmath.cos(3 * t + 1), 1, -1)),
])
def test_the_witness_subsequences_hold_numerically(claim, witness, along):
    result = check_claim(claim, make_context(PLAIN))
    assert (result.status, result.witness) == (Status.REFUTED, witness)
    high, low, body, up, down = along
    with mpmath.workdps(40):
        k = mpmath.mpf(10) ** 8
        assert abs(body(high(k)) - up) < 1e-6 and abs(body(low(k)) - down) < 1e-6


def _softmax(query):
    return {"scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
            "keys": ["a", "b"], "scale": "t", "let": [r"k_i = \mu_i", query]}


PURE, TIE, BEHIND = (_softmax(r"q = \sin(t)\mu_a"), _softmax(r"q = (t + \cos t)\mu_a + t\mu_b"),
                     _softmax(r"q = (t + \cos t)\mu_a + 2t\mu_b"))


@pytest.mark.parametrize("table, claim, status, witness", [
    # one oscillating function anywhere, an exponent too: along B = 1 and B = −1 two different limits, so none
    (PURE, r"\lim_{t\to\infty} \alpha_a = \frac{1}{2}", Status.REFUTED,
     "along t = 2*pi*k + pi/2 (k → ∞) the limit is E/(n - 1 + E), along t = 2*pi*k - pi/2 it is exp(-1)/(n - 1 + "
     "exp(-1)): the limit does not exist"),
    (PURE, r"\lim_{t\to\infty} \alpha_b = \frac{1}{n}", Status.REFUTED,
     "along t = 2*pi*k + pi/2 (k → ∞) the limit is 1/(n - 1 + E), along t = 2*pi*k - pi/2 it is 1/(n - 1 + "
     "exp(-1)): the limit does not exist"),
    (TIE, r"\lim_{t\to\infty} \alpha_b = \frac{1}{2}", Status.REFUTED,
     "along t = 2*pi*k (k → ∞) the limit is 1/(1 + E), along t = 2*pi*k + pi it is E/(1 + E): the limit does not "
     "exist"),
    (TIE, r"\lim_{t\to\infty} \alpha_a \cos t = 0", Status.REFUTED,
     "along t = 2*pi*k (k → ∞) the limit is E/(1 + E), along t = 2*pi*k + pi it is -1/(1 + E): the limit does not "
     "exist"),
    (PLAIN, r"\lim_{n\to\infty} e^{(-1)^n} = 1", Status.REFUTED,
     "along n = 2k (k → ∞) the limit is E, along n = 2k + 1 it is exp(-1): the limit does not exist"),
    # bounded × → 0: α_a → 0 while cos t wobbles in its exponent and beside it
    (BEHIND, r"\lim_{t\to\infty} \alpha_a \cos t = 0", Status.PROVED, ""),
    (BEHIND, r"\lim_{t\to\infty} \alpha_a = 0", Status.PROVED, ""),
    (BEHIND, r"\lim_{t\to\infty} \alpha_b \cos t = 0", Status.REFUTED,
     "along t = 2*pi*k (k → ∞) the limit is 1, along t = 2*pi*k + pi it is -1: the limit does not exist"),
    # B = ±1 give one value (sin² t), or two functions are never ±1 at once: nothing is shown
    (PLAIN, r"\lim_{t\to\infty} e^{\sin^2 t} = 1", Status.UNKNOWN, ""),
    (PLAIN, r"\lim_{t\to\infty} e^{\sin t + \cos t} = 1", Status.UNKNOWN, ""),
])
def test_oscillation_inside_exponents(table, claim, status, witness):
    result = check_claim(claim, make_context(table))
    assert (result.status, result.witness) == (status, witness)


@pytest.mark.parametrize("body, high, low, up, down", [
    # the two values of a witness above, against the function at 40 digits far along each subsequence (n = 3)
    (lambda t: mpmath.exp(mpmath.sin(t)) / (mpmath.exp(mpmath.sin(t)) + 2), lambda k: 2 * mpmath.pi * k + mpmath.pi / 2,
     lambda k: 2 * mpmath.pi * k - mpmath.pi / 2, mpmath.e / (2 + mpmath.e), mpmath.exp(-1) / (2 + mpmath.exp(-1))),
    (lambda t: mpmath.cos(t) * mpmath.exp(t + mpmath.cos(t)) / (mpmath.exp(t + mpmath.cos(t)) + mpmath.exp(t) + 1),
     lambda k: 2 * mpmath.pi * k, lambda k: 2 * mpmath.pi * k + mpmath.pi, mpmath.e / (1 + mpmath.e),
     -1 / (1 + mpmath.e)),
    (lambda n: mpmath.exp((-1) ** int(n)), lambda k: 2 * k, lambda k: 2 * k + 1, mpmath.e, mpmath.exp(-1)),
])
def test_the_subsequence_limits_hold_numerically(body, high, low, up, down):
    with mpmath.workdps(40):
        k = mpmath.mpf(10) ** 6
        # the expected values were computed at 15 digits, when the table was built
        assert abs(body(high(k)) - up) < 1e-12 and abs(body(low(k)) - down) < 1e-12


@pytest.mark.parametrize("claim, status, reason, numeric", [
    # a whole power of sin g or cos g with g → 0 is continuous there: sin^k g ~ g^k, cos^k g → 1 (no oscillation)
    (r"\lim_{t\to\infty} (t \sin(\frac{1}{t}))^3 = 1", Status.PROVED, "the limit is 1",
     lambda t: (t * mpmath.sin(1 / t)) ** 3),
    (r"\lim_{t\to\infty} t \sin^2(\frac{1}{t}) = 0", Status.PROVED, "the limit is 0",
     lambda t: t * mpmath.sin(1 / t) ** 2),
    (r"\lim_{t\to\infty} t^2 \sin^2(\frac{1}{t}) = 2", Status.REFUTED, "the limit is 1",
     lambda t: t ** 2 * mpmath.sin(1 / t) ** 2),
    (r"\lim_{t\to\infty} t^2 \cos^2(\frac{1}{t}) = \infty", Status.PROVED, "the limit is oo", None),
])
def test_whole_powers_of_continuous_factors(claim, status, reason, numeric):
    result = check_claim(claim, make_context(PLAIN))
    assert (result.status, result.reason) == (status, reason)
    if numeric is not None:
        limit = {"1": 1, "0": 0}[reason.removeprefix("the limit is ")]
        with mpmath.workdps(40):
            assert abs(numeric(mpmath.mpf(10) ** 10) - limit) < 1e-9


@pytest.mark.parametrize("claim, status, reason, numeric", [
    # sin and cos of arguments → 0 do not oscillate: a series in 1/t decides terms that cancel to leading order
    (r"\lim_{t\to\infty} t^2 (1 - \cos(\frac{1}{t})) = \frac{1}{2}", Status.PROVED, "the limit is 1/2",
     lambda t: t ** 2 * (1 - mpmath.cos(1 / t))),
    (r"\lim_{t\to\infty} t^3 (\frac{1}{t} - \sin(\frac{1}{t})) = \frac{1}{6}", Status.PROVED, "the limit is 1/6",
     lambda t: t ** 3 * (1 / t - mpmath.sin(1 / t))),
    (r"\lim_{t\to\infty} t^2 (\cos(\frac{1}{t}) - 1) = -\infty", Status.REFUTED, "the limit is -1/2",
     lambda t: t ** 2 * (mpmath.cos(1 / t) - 1)),
    (r"\lim_{t\to\infty} t^4 (1 - \cos(\frac{1}{t})) = \infty", Status.PROVED, "the limit is oo", None),
    # the same shape with an argument that does not tend to 0 oscillates: no series, two subsequences
    (r"\lim_{t\to\infty} t (1 - \cos t) = 0", Status.REFUTED, "the limit does not exist", None),
])
def test_series_of_continuous_oscillation(claim, status, reason, numeric):
    result = check_claim(claim, make_context(PLAIN))
    assert (result.status, result.reason) == (status, reason)
    if numeric is not None:
        with mpmath.workdps(40):
            limit = {"1/2": mpmath.mpf(1) / 2, "1/6": mpmath.mpf(1) / 6, "-1/2": -mpmath.mpf(1) / 2}[
                reason.removeprefix("the limit is ")]
            assert abs(numeric(mpmath.mpf(10) ** 8) - limit) < 1e-12
