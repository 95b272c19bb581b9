"""Noisy keys: events on a Gaussian η, exact probabilities via erf, limiting variances (moments of a polynomial:
moments.py; what has no closed form: numeric_claims.py).

With Σ_a = αI + ½μ_aμ_aᵀ and α → 0, k_a = (1+η)μ_a with η ~ N(0, ½). An event
polynomial in η is solved exactly into a union of intervals (sympy's univariate
inequality solver), whose probability is a sum of differences of erf values.
The weights lie in [0, 1], so the limit t → ∞ and the expectation over η
commute (dominated convergence); the limit weight is constant on each interval
of the case split, which gives the mean and variance exactly.
"""

from dataclasses import replace

from sympy import (Abs, Add, Function, Interval, Rational, S, Union, cancel, erf, exp, expand, factor, latex, log,
                   Symbol, solve_univariate_inequality, sqrt)

from symattn.algebra import Dot, components
from symattn.engine.asymptotics import limit_cases
from symattn.engine.equality import zero_test
from symattn.errors import MeaningError, SymattnError
from symattn.engine.facts import RELATION_TEXT, Facts, constant_sign, known_sign, sign_cases, solution_set
from symattn.notation import syntax as s
from symattn.notation.digits import digit_unit, read_to_its_digits, written_unit
from symattn.engine.numeric_claims import numeric_probability
from symattn.engine.results import Result, Status


def normal_interval_probability(low, high, mean, variance):
    """P(low < η < high) for η ~ N(mean, variance); low/high may be ±∞ (None)."""
    scale = sqrt(2 * variance)
    upper = S.One if high is None else erf((high - mean) / scale)
    lower = S.NegativeOne if low is None else erf((low - mean) / scale)
    return (upper - lower) / 2


def event_set(context, node, noise: dict, facts: Facts | None = None):
    """An event such as '1 + η > 0', 'η² > ¼' or '|η| < 1' as (η, the exact set of η where it holds).

    Another scalar may multiply the noise (sη > 0) when the facts decide its sign; when they do not,
    SignNeeded names it, and the caller splits the cases. A chain 0 < η < 1 is the conjunction of its links, and so
    are events joined by ∧ (or commas)."""
    links = None
    if isinstance(node, s.Relation) and len(node.ops) > 1:
        links = [s.Relation((op,), (a, b), node.pos) for op, a, b in zip(node.ops, node.operands, node.operands[1:])]
    elif isinstance(node, s.Call) and node.func == "And":
        links = list(node.args)
    if links is not None:
        found = [event_set(context, link, noise, facts) for link in links]
        if len({eta for eta, _ in found}) != 1:
            raise SeveralNoise("an event must involve exactly one noise variable (see docs/derivations.md: events)")
        allowed = found[0][1]
        for _, more in found[1:]:
            allowed = allowed.intersect(more)
        return found[0][0], allowed
    if not (isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in (">", "<", "gg", "ll", "ge", "le")):
        raise MeaningError("an event is one inequality in the noise, as '\\eta > 0' (see docs/derivations.md: "
                           "events)")
    difference = expand(context.build(node.operands[0]).expr - context.build(node.operands[1]).expr)
    if facts is not None:
        difference = expand(facts.subs(difference))
    variables = [v for v in noise if difference.has(v)]
    if difference.atoms(Dot) and len(variables) == 1:
        raise EventNotComputed(f"the event {difference} > 0 depends on an inner product with an arbitrary vector")
    # a Gaussian puts no mass on the finitely many roots of a non-zero polynomial: η ≥ 0 weighs as η > 0
    sign = 1 if node.ops[0] in (">", "gg", "ge") else -1
    if not variables and not difference.free_symbols:  # 0 > 0 (or 0 ≥ 0): s = 0 in front of η in this case
        holds = constant_sign(difference) in ((sign,) if node.ops[0] not in ("ge", "le") else (sign, 0))
        return next(iter(noise)), S.Reals if holds else S.EmptySet
    if len(variables) != 1:
        raise SeveralNoise("an event must involve exactly one noise variable (see docs/derivations.md: events)")
    eta = variables[0]
    factor_out, rest = factor(difference).as_independent(eta, as_Add=False)
    if factor_out.free_symbols:
        if facts is None:
            raise MeaningError(f"the event depends on the sign of {factor_out}")
        known = known_sign(factor_out, facts)
        if known is None:
            raise SignNeeded(factor_out)
        if known == 0:  # 0 > 0 never holds, 0 ≥ 0 always
            return eta, S.Reals if node.ops[0] in ("ge", "le") else S.EmptySet
        difference, sign = expand(rest), sign * known
    if difference.free_symbols != {eta}:
        raise MeaningError("an event must involve one noise variable and numbers, or a scalar multiplying the whole "
                           "event (see docs/derivations.md: events)")
    if difference.is_polynomial(eta):
        allowed = solution_set(((difference, sign),), eta)
    else:  # |p(η)| or e^η, log η: sympy's exact solver, or refused
        allowed = _solve_exactly(difference, sign, eta)
        if allowed is None or not _is_intervals(allowed):
            raise MeaningError("an event must be polynomial in the noise variable, hold |…| of one, or be solved "
                               "exactly into intervals (see docs/derivations.md: events)")
    if allowed is None:
        raise MeaningError(f"the event {difference} {node.ops[0]} 0 could not be solved for {eta}")
    return eta, allowed


def _solve_exactly(difference, sign: int, eta):
    """{η : difference ≷ 0} for a difference with |p(η)| or an exponential or a logarithm in it (e^η > 2 is
    η > log 2), solved exactly on the real line by sympy; None if not."""
    if not all(a.args[0].is_polynomial(eta) for a in difference.atoms(Abs)):
        return None
    if any(not isinstance(f, (Abs, exp, log)) for f in difference.atoms(Function)):
        return None  # sympy solves a periodic sin η > 0 over one period only: (0, π), not the real line
    try:
        allowed = solve_univariate_inequality(difference > 0 if sign > 0 else difference < 0, eta,
                                              relational=False, domain=S.Reals)
    except (NotImplementedError, ValueError, TypeError):
        return None
    return allowed if _agrees_on_a_grid(difference, sign, eta, allowed) else None


def _agrees_on_a_grid(difference, sign: int, eta, allowed) -> bool:
    """A cross-check of sympy's solution: the sign of the difference at points across [−20, 20] (and just inside
    each end) matches membership of the set; a point where the difference is not real must be outside."""
    ends = [p for piece in (allowed.args if isinstance(allowed, Union) else (allowed,)) if isinstance(piece, Interval)
            for p in (piece.start, piece.end) if p.is_finite]
    points = [Rational(k, 4) for k in range(-80, 81)] + [e + d for e in ends for d in (Rational(1, 10**6),
                                                                                          -Rational(1, 10**6))]
    for point in points:
        value = difference.subs(eta, point).evalf(30)
        inside = allowed.contains(point)
        if inside not in (S.true, S.false):
            return False
        holds = value.is_real and value.is_comparable and (value > 0 if sign > 0 else value < 0)
        if bool(holds) != (inside is S.true):
            return False
    return True


def _is_intervals(allowed) -> bool:
    pieces = allowed.args if isinstance(allowed, Union) else (allowed,)
    return all(isinstance(p, Interval) or p.is_empty or p.is_FiniteSet for p in pieces)


class SeveralNoise(MeaningError):
    """An event in two noise variables: no closed form here; Pr(A | B) is checked numerically instead."""


class SignNeeded(Exception):
    """The event is s·g(η) ≷ 0 and the facts do not decide the sign of s: the caller splits the cases."""

    def __init__(self, factor_out):
        super().__init__(str(factor_out))
        self.factor = factor_out


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
    if not context.setting.noise:
        raise MeaningError("this part has no random quantities")
    try:
        value = exact_probability(node, context, facts)
    except SeveralNoise:
        event, condition = node.args[0], None
        if isinstance(event, s.Given):
            event, condition = event.arg, event.condition
        return numeric_probability(event, condition, right, context, facts,
                                   decimal_tolerance(right) if op == "approx" else 0)
    except EventNotComputed as problem:
        return Result.unknown(str(problem))
    except SignNeeded as needed:
        return _by_sign_cases(needed.factor, node, right, op, context, facts)
    if isinstance(value, Result):
        return value
    if isinstance(right, s.Call) and right.func == "Pr":
        return _against_probability(value, right, op, context, facts)
    claimed = context.build(right).expr
    if op == "approx":
        tolerance = decimal_tolerance(right)
        numeric = (value - claimed).evalf(30)
        unit = written_unit(right, node)  # 0.92, 92 %, or 1 − 0.92: the digits the claim is written to
        read = read_to_its_digits(float(value.evalf(30)), float(claimed.evalf(30)), float(unit)) \
            if unit is not None else abs(numeric) <= tolerance
        written = f"{float(claimed.evalf(30)):g}"
        if read:  # rounded or cut to the digits written (0.0786… ≈ 0.07 or 0.08)
            return Result.proved(f"P = {value} = {value.evalf(6)}, to the digits of {written}",
                                 latex=f"$P = {latex(value)} = {value.evalf(6)}$, to the digits of ${written}$")
        return Result.refuted(f"P = {value} = {value.evalf(6)}, neither rounded nor cut to {written}",
                              f"claimed ≈ {written}")
    result = zero_test(value - claimed, without_noise(facts, context.setting.noise), "probability")
    if result.is_proved:
        return Result.proved(f"P = {value} ≈ {value.evalf(6)}",
                             latex=f"$P = {latex(value)} \\approx {value.evalf(6)}$")
    return Result(result.status, f"P = {value} ≈ {value.evalf(6)}", result.witness or f"claimed {claimed}")


def _against_probability(value, right: s.Call, op: str, context, facts: Facts) -> Result:
    """P(1 + η > 0) = P(η > −1): the right side's probability computed exactly too, under the same conditions, and
    the two compared; '≈' between two probabilities says not how close, so it is proved or unknown, never refuted."""
    try:
        claimed = exact_probability(right, context, facts)
    except (SeveralNoise, EventNotComputed, SignNeeded):
        return Result.unknown("the probability on the right is not computed exactly")
    if isinstance(claimed, Result):
        return claimed
    result = zero_test(value - claimed, without_noise(facts, context.setting.noise), "probability")
    both = f"P = {value} ≈ {value.evalf(6)} on the left, {claimed} ≈ {claimed.evalf(6)} on the right"
    if op == "approx" and not result.is_proved:
        return Result.unknown(both)
    return Result(result.status, both, "" if result.is_proved else result.witness)


def exact_probability(node: s.Call, context, facts: Facts):
    """The exact value of Pr(E) or Pr(E | B) under the facts (a `when` on the noise conditions it, as B does), or a
    Result saying why it is not computed; raises SeveralNoise, EventNotComputed or SignNeeded as `event_set` does."""
    noise = context.setting.noise
    event, condition = node.args[0], None
    if isinstance(event, s.Given):  # Pr(A | B) = Pr(A and B) / Pr(B), as a `when` on the noise conditions it
        event, condition = event.arg, event.condition
    standard = _standard_normal(context, node)
    if standard is not None:
        noise = {**noise, standard: (S.Zero, S.One)}
    eta, allowed = event_set(context, event, noise, facts)
    if condition is not None:
        given_eta, given_set = event_set(context, condition, noise, facts)
        if given_eta != eta:
            raise SeveralNoise("Pr(A | B) with A and B in two noise variables")
    mean, variance = noise[eta]
    given = facts.solution_set(eta) if any(e.has(eta) for e, _ in facts.signs) else None
    if given is None and any(e.has(eta) for e, _ in facts.signs):
        return Result.unknown(f"the conditions on {eta} could not be solved")
    if condition is not None:
        given = given_set if given is None else given.intersect(given_set)
    if given is not None:
        allowed = allowed.intersect(given)
    value = set_probability(allowed, mean, variance)
    if value is not None and given is not None:
        whole = set_probability(given, mean, variance)
        value = None if whole in (None, 0) else cancel(value / whole)
    if value is None:
        return Result.unknown(f"the event is the set {allowed}, whose probability is not computed")
    return value


STANDARD_NORMAL = s.Name("Z", "", 0)


def writes_standard_normal(node) -> bool:
    """A probability whose event names Z (Pr(Z > −2)), the name standardising the noise gives its variable."""
    return any(isinstance(call, s.Call) and call.func == "Pr" and
               any(isinstance(n, s.Name) and n.base == "Z" and not n.sub for n in s.walk(call))
               for call in s.walk(node))


def _standard_normal(context, node):
    """Z in a probability, Pr(Z > −2), where nothing defines it: the standard normal variable, as standardising the
    noise writes it (η = σZ); None when there is no such Z (a Z the write-up defined is its value, not a symbol)."""
    if not writes_standard_normal(node):
        return None
    try:
        built = context.build(STANDARD_NORMAL).expr
    except (MeaningError, SymattnError):
        return None
    return built if isinstance(built, Symbol) and built.name == "Z" and built not in context.setting.noise else None


def _by_sign_cases(factor_out, node, right, op: str, context, facts: Facts) -> Result:
    """Pr(s·g(η) > 0) = p for s of no known sign: p in every case s > 0, s = 0, s < 0 (a failing case that may
    be empty is unknown)."""
    cases = sign_cases(factor_out, facts)
    if cases is None:
        return Result.unknown(f"the event depends on the sign of {factor_out}, which is not decided")
    found = []
    for branch, sign in cases:
        if branch.is_certainly_empty():
            continue
        result = check_probability(node, right, op, context, branch)
        where = f"{factor_out} {RELATION_TEXT[sign]} 0"
        if result.status is Status.REFUTED and branch.is_certainly_feasible():
            return Result.refuted(f"when {where}: {result.reason}", result.witness)
        if not result.is_proved:
            return Result.unknown(f"when {where}: {result.reason}")
        found.append(f"{where}: {result.reason}")
    return Result.proved("in every case (" + "; ".join(found) + ")")


def check_variance(limit: s.Limit, right, context, facts: Facts) -> Result:
    """lim Var(α | B) = v, or lim 𝔼[α | B] = m (`call.func` "E"): from the limit weight on each case of the noise."""
    noise = context.setting.noise
    call = limit.body
    argument, condition = call.args[0], None
    if isinstance(argument, s.Given):
        argument, condition = argument.arg, argument.condition
    what = "mean" if call.func == "E" else "variance"
    output = what == "variance" and isinstance(argument, s.Name) and argument.base != "alpha" and \
        context.build(argument).kind == "vector"
    if not output and not (isinstance(argument, s.Name) and argument.base == "alpha"):
        raise MeaningError(f"a limiting {what} is taken of a weight, as "
                           + ("\\mathbb{E}[\\alpha_a]" if call.func == "E" else "\\operatorname{Var}(\\alpha_a)"))
    try:
        given = event_set(context, condition, noise, facts) if condition is not None else None
    except EventNotComputed as problem:
        return Result.unknown(str(problem))
    except SignNeeded as needed:
        return Result.unknown(f"the conditioning event depends on the sign of {needed.factor}: state it in `when`")
    if output:
        return _vector_variance(limit, argument, given, right, context, facts)
    var = context.build(limit.var).expr
    weight = context.build(argument).expr
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
    result = zero_test((mean if what == "mean" else variance) - claimed, without_noise(facts, noise), what)
    if result.is_proved:
        return Result.proved(shown, latex=f"mean ${latex(mean)}$, variance ${latex(variance)}$ over the cases of the "
                                          f"noise")
    return Result(result.status, shown, result.witness or f"claimed {claimed}")


def _vector_variance(limit: s.Limit, argument, given, right, context, facts: Facts) -> Result:
    """lim Var(c | B) = 0 for an output c: proved when c tends to one and the same vector on every case of the noise
    B leaves (its spread, E‖c − E c‖², is then 0); anything else is not decided here (the values' own products are
    unknown, so a spread that is not 0 is never computed)."""
    noise = context.setting.noise
    claimed = context.build(right)
    if not (claimed.kind == "scalar" and claimed.expr == 0):
        return Result.unknown("only a variance of the output that tends to 0 is decided")
    var = context.build(limit.var).expr
    vector = context.ground(context.build(argument).expr)
    # the limit taken coefficient by coefficient: a vector has no sign to split on
    coefficients = components(vector)
    atoms = sorted(coefficients, key=str)
    limits = []
    for case in limit_cases([coefficients[atom] for atom in atoms], var, facts):
        if any(value is None for value in case.values):
            return Result.unknown(case.note or "the limit is not decided in some case")
        found = []
        for value in case.values:  # each coefficient's limit, checked as the weights' are
            piece = _piece(replace(case, values=(value,)), noise, given, parameters_apart=True)
            if isinstance(piece, str):
                return Result.unknown(piece)
            if piece is None:  # a case of probability 0, or outside the event: the same for every coefficient
                break
            found.append(piece[1])
        else:
            limits.append(Add(*(value * atom for value, atom in zip(found, atoms))))
    if not limits:
        return Result.unknown("the conditioning event has probability 0")
    if any(expand(other - limits[0]) != 0 for other in limits[1:]):
        return Result.unknown("the output tends to different vectors on the cases of the noise")
    return Result.proved(f"the output tends to {limits[0]} on every case of the event: its variance tends to 0",
                         latex=f"the output tends to ${latex(limits[0])}$ on every case of the event: its variance "
                               f"tends to 0")


def _piece(case, noise: dict, given, parameters_apart: bool = False):
    """(probability of the case's interval, limit weight), None for a null case, or a reason. `parameters_apart`: a
    case split that also names the problem's fixed numbers (n = 2 against n > 2) in facts of their own is read for
    its noise alone (each value of n is a world of its own)."""
    value = case.values[0]
    if value is not None:
        value = case.facts.subs(value)
    if value is None:
        return case.note or "the limit is not decided in some case"
    free = [v for v in noise if value.has(v)]
    if free:
        return f"the limit weight {value} still depends on {free[0]}"
    signs = case.facts.signs
    if parameters_apart:
        if any(e.free_symbols & set(noise) and e.free_symbols - set(noise) for e, _ in signs):
            return "a condition of the case split ties the noise to another number"
        signs = tuple((e, sign) for e, sign in signs if e.free_symbols & set(noise))
    symbols = set().union(*(e.free_symbols for e, _ in signs)) if signs else set()
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


def without_noise(facts: Facts, noise: dict) -> Facts:
    """The facts a probability or variance is compared under: η is integrated out of both."""
    kept = tuple((e, s) for e, s in facts.signs if not any(e.has(v) for v in noise))
    return Facts(kept, tuple((k, v) for k, v in facts.substitutions if k not in noise), facts.sign_subs)


def decimal_tolerance(node) -> object:
    """Half a unit of the last digit of a decimal (0.921: 0.0005), of scientific notation (9,2·10⁻¹: 0.005) or of a
    percentage (92 %: 0.005, read as 92/100); 0.001 for anything else."""
    unit = digit_unit(node)
    if unit is not None:
        return unit / 2
    if isinstance(node, s.Frac) and isinstance(node.num, s.Num) and isinstance(node.den, s.Num) and \
            node.den.text == "100":
        decimals = len(node.num.text.split(".")[1]) if "." in node.num.text else 0
        return Rational(5, 10 ** (decimals + 3))
    return Rational(1, 1000)
