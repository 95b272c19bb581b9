"""𝔼[p(η) | B] and Var(p(η) | B) of a polynomial p in one Gaussian noise variable, exactly: a Gaussian's moments
over the intervals of B by parts, divided by Pr(B). What has no closed form here goes to numeric_claims (30 digits,
never proved)."""

from sympy import Add, Interval, S, Union, exp, expand, latex, pi, sqrt

from symattn.engine.equality import zero_test
from symattn.engine.facts import Facts
from symattn.engine.numeric_claims import numeric_moment
from symattn.notation.digits import digit_unit
from symattn.engine.probability import EventNotComputed, SignNeeded, decimal_tolerance, event_set, \
    normal_interval_probability, without_noise
from symattn.engine.results import Result
from symattn.errors import MeaningError
from symattn.notation import syntax as s


def interval_moment(k: int, low, high, mean, variance):
    """∫ x^k dN(mean, variance) over (low, high) (None for ±∞), exactly: I_0 from erf, then
    I_k = mean·I_{k−1} + variance·(k − 1)·I_{k−2} − variance·[x^{k−1} φ(x)] from integrating by parts."""
    def density(x):
        return S.Zero if x is None else exp(-(x - mean) ** 2 / (2 * variance)) / sqrt(2 * pi * variance)

    moments = [normal_interval_probability(low, high, mean, variance)]
    for j in range(1, k + 1):
        boundary = S.Zero
        for point, sign in ((high, 1), (low, -1)):
            if point is not None:
                boundary += sign * point ** (j - 1) * density(point)
        previous = moments[j - 2] if j >= 2 else S.Zero
        moments.append(mean * moments[j - 1] + variance * (j - 1) * previous - variance * boundary)
    return moments[k]


MAX_MOMENT_DEGREE = 8  # E[p(η)²] for Var needs twice p's degree


def _deviation(found, claimed, right) -> Result:
    """SD(η) = σ: exactly, or within half a unit of the last digit of a rounded number (σ = 0.707, 7,07·10⁻¹)."""
    tolerance = decimal_tolerance(right) if digit_unit(right) is not None else S.Zero
    gap = abs(found - claimed)
    shown = f"standard deviation {found} ≈ {found.evalf(6)}"
    if gap.is_zero or (tolerance and bool((gap - tolerance).evalf(30) <= 0)):
        return Result.proved(shown)
    if bool((gap - tolerance).evalf(30) > 0):
        return Result.refuted(shown, f"claimed {claimed}")
    return Result.unknown(shown)


def check_moment(node: s.Call, right, context, facts: Facts) -> Result | None:
    """𝔼[p(η) | B] = m or Var(p(η) | B) = v for a polynomial p in one noise variable and an event B (or none),
    exactly: the moments of a Gaussian over the intervals of B (`interval_moment`), divided by Pr(B)."""
    noise = context.setting.noise
    if not noise:
        raise MeaningError("this part has no random quantities")
    argument, condition = node.args[0], None
    if isinstance(argument, s.Given):
        argument, condition = argument.arg, argument.condition
    value = context.build(argument)
    if value.kind != "scalar" and condition is None and node.func == "E":
        return None  # 𝔼[k_a] of a vector: the mean the meaning layer reads (the noise at its mean)
    if value.kind != "scalar":
        raise MeaningError(f"𝔼[·] and Var(·) are taken of a number here, not a {value.kind}")
    expr = expand(facts.subs(context.ground(value.expr)))
    variables = [v for v in noise if expr.has(v)]
    try:
        if condition is not None:
            eta, given = event_set(context, condition, noise, facts)
        else:
            eta, given = (variables or list(noise))[0], S.Reals
    except EventNotComputed as problem:
        return Result.unknown(str(problem))
    except SignNeeded as needed:
        return Result.unknown(f"the conditioning event depends on the sign of {needed.factor}: state it in `when`")
    if any(v != eta for v in variables):
        raise MeaningError("𝔼[· | ·] and Var(· | ·) of one noise variable, conditioned on an event in it")
    what = {"Var": "variance", "SD": "standard deviation"}.get(node.func, "mean")
    if node.func == "SD" and (condition is not None or expr != eta):
        return Result.unknown("a standard deviation is read of a noise variable itself, with no condition")
    if not expr.is_polynomial(eta) or expr.as_poly(eta).degree() * (1 if what == "mean" else 2) > \
            MAX_MOMENT_DEGREE:  # no closed form here (e^η, |η|, a high degree): 30 digits, stated as such
        return numeric_moment(expr, eta, given, what, context.build(right).expr, noise[eta])
    pieces = given.args if isinstance(given, Union) else (given,)
    if not all(isinstance(p, Interval) or p.is_empty or p.is_FiniteSet or p == S.Reals for p in pieces):
        return Result.unknown(f"the event is the set {given}, whose moments are not computed")
    mean, variance = noise[eta]
    intervals = [(None if p.inf is S.NegativeInfinity else p.inf, None if p.sup is S.Infinity else p.sup)
                 for p in pieces if isinstance(p, Interval) or p == S.Reals]

    def expectation(polynomial):
        poly = polynomial.as_poly(eta) if polynomial.has(eta) else None
        terms = poly.terms() if poly is not None else (((0,), polynomial),)
        return Add(*(c * interval_moment(k, low, high, mean, variance) for (k,), c in terms for low, high in intervals))

    weight = expectation(S.One)
    if weight == 0:
        return Result.unknown("the conditioning event has probability 0")
    first = expectation(expr) / weight
    found = first if what == "mean" else expectation(expand(expr ** 2)) / weight - first ** 2
    claimed = context.build(right).expr
    if what == "standard deviation":
        return _deviation(sqrt(found), claimed, right)
    shown = f"{what} {found} ≈ {found.evalf(6)}"
    result = zero_test(found - claimed, without_noise(facts, noise), what)
    if result.is_proved:
        return Result.proved(shown, latex=f"{what} ${latex(found)} \\approx {found.evalf(6)}$")
    return Result(result.status, shown, result.witness or f"claimed {claimed}")
