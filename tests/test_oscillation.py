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
    (r"\lim_{t\to\infty} \frac{1}{\sin t} = 0", Status.UNKNOWN, None),  # unbounded, not analysed
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
