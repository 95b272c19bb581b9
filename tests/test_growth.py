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
P = Symbol("p", positive=True)


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


@pytest.mark.parametrize("claim, when, status, reason", [
    # e^{r log t} is t^r: compared by the sign of r (the facts', or split), not as an exponent difference
    (r"\lim_{t\to\infty} e^{r \log t} = \infty", ("r > 0",), Status.PROVED, "the limit is oo"),
    (r"\lim_{t\to\infty} \frac{e^{r \log t}}{e^{r \log t} + 1} = 1", (), Status.REFUTED, "the limit is 1/2 when r = 0"),
    (r"\lim_{t\to\infty} \frac{e^{p \log t}}{t^{p} + 1} = 1", (), Status.PROVED, "the limit is 1"),
    (r"\lim_{t\to\infty} e^{2\log\log t - \log t} = 0", (), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} e^{r \log t - t} = 0", (), Status.PROVED, "the limit is 0"),
    # an exponent c·t^a·(log t)^b with a symbolic c: by its leading term's sign, as a polynomial exponent is
    (r"\lim_{t\to\infty} \frac{e^{p t\log t}}{e^{t^2}} = 0", (), Status.PROVED, "the limit is 0"),
    (r"\lim_{t\to\infty} e^{r\sqrt{t}\log t} = \infty", (), Status.REFUTED, "the limit is 1 when r = 0"),
    (r"\lim_{t\to\infty} \frac{e^{p (\log t)^2}}{t^{100}} = \infty", (), Status.PROVED, "the limit is oo"),
    (r"\lim_{t\to\infty} \frac{e^{t \log t}}{e^{r t \log t}} = \infty", ("r < 1",), Status.PROVED, "the limit is oo"),
    # e^{√(log t)} tends to ∞ and still loses to t: an exponent growing no faster than log t decides nothing alone
    (r"\lim_{t\to\infty} \frac{e^{\sqrt{\log t}}}{t} = \infty", (), Status.UNKNOWN,
     "when always: the exponent difference sqrt(log(t)) grows no faster than log t"),
])
def test_exponents_with_logarithms(claim, when, status, reason):
    result = check_claim(claim, make_context(PLAIN), when)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("expr, numeric, limit", [
    # exponents with logarithms, the engine's limit against the function far out (on a log scale, 50 digits)
    # e^{−p log t} log t for any p > 0 (checked at p = 1/2): sympy keeps e^{−p log t} as it is
    (exp(-P * log(t)) * log(t), lambda x: mpmath.exp(-mpmath.log(x) / 2) * mpmath.log(x), S.Zero),
    (exp(3 * t * log(t) - t ** 2), lambda x: mpmath.exp(3 * x * mpmath.log(x) - x ** 2), S.Zero),
    (exp(log(t) ** 2 / 10) / t ** 100, lambda x: mpmath.exp(mpmath.log(x) ** 2 / 10) / x ** 100, S.Infinity),
])
def test_logarithmic_exponents_agree_with_the_numbers(expr, numeric, limit):
    ((_, value, _),) = limit_at_infinity(expr, t, Facts())
    assert value == limit
    with mpmath.workdps(50):
        near, far = numeric(mpmath.mpf(10) ** 600), numeric(mpmath.mpf(10) ** 1200)
        if limit == S.Infinity:
            assert far > near > 10 ** 100
        else:
            assert abs(far) < abs(near) < 1e-10
