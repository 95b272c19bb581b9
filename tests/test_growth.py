"""Growth rates beyond exponentials: t^r, (log t)^l, (log log t)^m and their products with e^{g(t)}."""

import mpmath
import pytest
from sympy import S, Symbol, exp, log

from symattn.engine.asymptotics import limit_at_infinity
from symattn.engine.claims import check_claim
from symattn.engine.facts import Facts
from symattn.engine.results import Status
from tests.conftest import make_context

PLAIN = {"kind": "positions", "scalars": {"t": "positive", "r": "real", "p": "positive"}}
t = Symbol("t", positive=True)
r = Symbol("r", real=True)


@pytest.mark.parametrize("claim, when, status, reason", [
    (r"\lim_{t\to\infty} \frac{\log t}{t} = 0", (), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \frac{t}{\log t} = 0", (), Status.REFUTED, "the limit is oo"),
    (r"\lim_{t\to\infty} t^{r} = 0", ("r < 0",), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} r \log t = \infty", ("r < 0",), Status.REFUTED, "the limit is -oo when r < 0"),
    (r"\lim_{t\to\infty} \frac{\log \log t}{\log t} = 0", (), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} t^{r} e^{-t} = 0", (), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} \frac{t^{r}}{t^{r} + \log t} = 1", (), Status.REFUTED, "the limit is 0 when r < 0"),
    (r"\lim_{t\to\infty} \frac{\log(2t)}{\log t} = 1", (), Status.PROVED, "the limit is 1"),
    (r"\lim_{t\to\infty} \frac{\log(t^2)}{\log t} = 1", (), Status.REFUTED, "the limit is 2"),
    (r"\lim_{t\to\infty} \frac{(\log t)^2}{\sqrt{t}} = 0", (), Status.PROVED, "the limit is 0"),
])
def test_growth_claims(claim, when, status, reason):
    result = check_claim(claim, make_context(PLAIN), when)
    assert (result.status, result.reason) == (status, reason)


def test_a_symbolic_power_splits_on_its_sign():
    """t^r: ∞, 1 or 0 as r > 0, r = 0, r < 0."""
    found = {branch.describe(): value for branch, value, _ in limit_at_infinity(t ** r, t, Facts())}
    assert found == {"r > 0": S.Infinity, "r = 0": S.One, "r < 0": S.Zero}


@pytest.mark.parametrize("expr, numeric, limit", [
    # the engine's limit against the function at t = 10^40 and 10^80 (50 digits): it moves towards the limit
    (log(t) ** 3 / t ** S.Half, lambda x: mpmath.log(x) ** 3 / mpmath.sqrt(x), S.Zero),
    (t ** 2 * exp(-t) / log(log(t)), lambda x: x ** 2 * mpmath.exp(-x) / mpmath.log(mpmath.log(x)), S.Zero),
    ((log(t) + t) / (2 * t + log(log(t))), lambda x: (mpmath.log(x) + x) / (2 * x + mpmath.log(mpmath.log(x))),
     S.Half),
])
def test_growth_limits_agree_with_the_numbers(expr, numeric, limit):
    ((_, value, _),) = limit_at_infinity(expr, t, Facts())
    assert value == limit
    with mpmath.workdps(50):
        near, far = numeric(mpmath.mpf(10) ** 40), numeric(mpmath.mpf(10) ** 80)
        assert abs(far - float(limit)) < abs(near - float(limit)) + mpmath.mpf(10) ** -30
        assert abs(far - float(limit)) < 1e-3
