"""Noisy keys: events on a Gaussian η, exact probabilities via erf, limiting variances.

With Σ_a = αI + ½μ_aμ_aᵀ and α → 0, k_a = (1+η)μ_a with η ~ N(0, ½). An event
polynomial in η is solved exactly into a union of intervals (sympy's univariate
inequality solver), whose probability is a sum of differences of erf values.
The weights lie in [0, 1], so the limit t → ∞ and the expectation over η
commute (dominated convergence); the limit weight is constant on each interval
of the case split, which gives the mean and variance exactly.
"""

from sympy import Add, Interval, Rational, S, Union, cancel, erf, expand, latex, sqrt

from symattn.algebra import Dot
from symattn.engine.asymptotics import limit_cases
from symattn.engine.equality import zero_test
from symattn.errors import MeaningError
from symattn.engine.facts import Facts, solution_set
from symattn.notation import syntax as s
from symattn.engine.results import Result


def normal_interval_probability(low, high, mean, variance):
    """P(low < η < high) for η ~ N(mean, variance); low/high may be ±∞ (None)."""
    scale = sqrt(2 * variance)
    upper = S.One if high is None else erf((high - mean) / scale)
    lower = S.NegativeOne if low is None else erf((low - mean) / scale)
    return (upper - lower) / 2


def event_set(context, node, noise: dict):
    """An event such as '1 + η > 0' or 'η² > ¼' as (η, the exact set of η where it holds)."""
    if not (isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in (">", "<", "gg", "ll")):
        raise MeaningError("an event is one strict inequality in the noise, as '\\eta > 0'")
    difference = expand(context.build(node.operands[0]).expr - context.build(node.operands[1]).expr)
    variables = [v for v in noise if difference.has(v)]
    if difference.atoms(Dot) and len(variables) == 1:
        raise EventNotComputed(f"the event {difference} > 0 depends on an inner product with an arbitrary vector")
    if len(variables) != 1 or len(difference.free_symbols) != 1:
        raise MeaningError("an event must involve exactly one noise variable and numbers")
    eta = variables[0]
    if not difference.is_polynomial(eta):
        raise MeaningError("an event must be polynomial in the noise variable")
    allowed = solution_set(((difference, 1 if node.ops[0] in (">", "gg") else -1),), eta)
    if allowed is None:
        raise MeaningError(f"the event {difference} {node.ops[0]} 0 could not be solved for {eta}")
    return eta, allowed


class EventNotComputed(Exception):
    """A well-formed event whose probability the engine does not compute: the claim is unknown."""


def set_probability(allowed, mean, variance):
    """P(η ∈ allowed) for η ~ N(mean, variance) and a finite union of intervals; None otherwise."""
    pieces = allowed.args if isinstance(allowed, Union) else (allowed,)
    total = S.Zero
    for piece in pieces:
        if piece.is_empty or piece.is_FiniteSet:
            continue  # single points have probability 0
        if not isinstance(piece, Interval):
            return None
        low = None if piece.inf is S.NegativeInfinity else piece.inf
        high = None if piece.sup is S.Infinity else piece.sup
        total += normal_interval_probability(low, high, mean, variance)
    return total


def check_probability(node: s.Call, right, op: str, context, facts: Facts) -> Result:
    noise = context.setting.noise
    if not noise:
        raise MeaningError("this part has no random quantities")
    try:
        eta, allowed = event_set(context, node.args[0], noise)
    except EventNotComputed as problem:
        return Result.unknown(str(problem))
    mean, variance = noise[eta]
    # a `when` on the noise conditions the probability, as it conditions a variance: P(E | W)
    given = facts.solution_set(eta) if any(e.has(eta) for e, _ in facts.signs) else None
    if given is not None or any(e.has(eta) for e, _ in facts.signs):
        if given is None:
            return Result.unknown(f"the conditions on {eta} could not be solved")
        allowed = allowed.intersect(given)
    value = set_probability(allowed, mean, variance)
    if value is not None and given is not None:
        whole = set_probability(given, mean, variance)
        value = None if whole in (None, 0) else cancel(value / whole)
    if value is None:
        return Result.unknown(f"the event is the set {allowed}, whose probability is not computed")
    claimed = context.build(right).expr
    if op == "approx":
        tolerance = decimal_tolerance(right)
        numeric = (value - claimed).evalf(30)
        if abs(numeric) <= tolerance:
            return Result.proved(f"P = {value} = {value.evalf(6)}, within {tolerance} of {claimed}",
                                 latex=f"$P = {latex(value)} = {value.evalf(6)}$, within ${latex(tolerance)}$ of "
                                       f"${latex(claimed)}$")
        return Result.refuted(f"P = {value} = {value.evalf(6)}", f"claimed ≈ {claimed}")
    result = zero_test(value - claimed, _without_noise(facts, noise), "probability")
    if result.is_proved:
        return Result.proved(f"P = {value} ≈ {value.evalf(6)}",
                             latex=f"$P = {latex(value)} \\approx {value.evalf(6)}$")
    return Result(result.status, f"P = {value} ≈ {value.evalf(6)}", result.witness or f"claimed {claimed}")


def check_variance(limit: s.Limit, right, context, facts: Facts) -> Result:
    noise = context.setting.noise
    call = limit.body
    argument, condition = call.args[0], None
    if isinstance(argument, s.Given):
        argument, condition = argument.arg, argument.condition
    if not (isinstance(argument, s.Name) and argument.base == "alpha"):
        raise MeaningError("a limiting variance is taken of a weight, as \\operatorname{Var}(\\alpha_a)")
    var = context.build(limit.var).expr
    weight = context.build(argument).expr
    try:
        given = event_set(context, condition, noise) if condition is not None else None
    except EventNotComputed as problem:
        return Result.unknown(str(problem))
    pieces = []
    for case in limit_cases([weight], var, facts):
        piece = _piece(case, noise, given)
        if isinstance(piece, str):
            return Result.unknown(piece)
        if piece is not None:
            pieces.append(piece)
    total = Add(*(p for p, _ in pieces))
    if total == 0:
        return Result.unknown("the conditioning event has probability 0")
    mean = cancel(Add(*(p * w for p, w in pieces)) / total)
    second = Add(*(p * w**2 for p, w in pieces)) / total
    variance = cancel(second - mean**2)
    claimed = context.build(right).expr
    shown = f"mean {mean}, variance {variance} over the cases of the noise"
    result = zero_test(variance - claimed, _without_noise(facts, noise), "variance")
    if result.is_proved:
        return Result.proved(shown, latex=f"mean ${latex(mean)}$, variance ${latex(variance)}$ over the cases of the "
                                          f"noise")
    return Result(result.status, shown, result.witness or f"claimed {claimed}")


def _piece(case, noise: dict, given):
    """(probability of the case's interval, limit weight), None for a null case, or a reason."""
    value = case.values[0]
    if value is not None:
        value = case.facts.subs(value)
    if value is None:
        return case.note or "the limit is not decided in some case"
    free = [v for v in noise if value.has(v)]
    if free:
        return f"the limit weight {value} still depends on {free[0]}"
    symbols = set().union(*(e.free_symbols for e, _ in case.facts.signs)) if case.facts.signs else set()
    others = symbols - set(noise)
    if others:
        return f"the case split also depends on {', '.join(sorted(map(str, others)))}"
    if not symbols:
        eta = next(iter(noise))
    elif len(symbols) == 1:
        eta = next(iter(symbols))
    else:
        return "the case split involves two noise variables"
    allowed = case.facts.solution_set(eta)
    if allowed is None:
        return f"the case split's conditions on {eta} could not be solved"
    if given is not None and given[0] == eta:
        allowed = allowed.intersect(given[1])
    mean, variance = noise[eta]
    probability = set_probability(allowed, mean, variance)
    if probability is None:
        return f"the set {allowed} of {eta} is not a union of intervals"
    return (probability, value) if probability != 0 else None


def _without_noise(facts: Facts, noise: dict) -> Facts:
    """The facts a probability or variance is compared under: η is integrated out of both."""
    kept = tuple((e, s) for e, s in facts.signs if not any(e.has(v) for v in noise))
    return Facts(kept, tuple((k, v) for k, v in facts.substitutions if k not in noise), facts.sign_subs)


def decimal_tolerance(node) -> object:
    """Half a unit of the last digit of a decimal (0.921: 0.0005); 0.001 for anything else."""
    if isinstance(node, s.Num) and "." in node.text:
        decimals = len(node.text.split(".")[1])
        return Rational(5, 10 ** (decimals + 1))
    return Rational(1, 1000)


