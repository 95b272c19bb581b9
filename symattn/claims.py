"""A derivation step is a claim; checking it gives a three-state Result.

The claim's shape picks the check: `\\lim_{t\\to\\infty} X = Y` a limit,
`\\Pr(E) = p` a probability, `\\lim \\operatorname{Var}(X) = v` a limiting
variance, `\\min\\{t : E \\le ε\\} = T` a threshold, anything else an equality
under the setting's facts.
"""

from sympy import Add, S, Symbol, expand, latex

from symattn import algebra, probability
from symattn.asymptotics import limit_at_zero, limit_cases
from symattn.context import Context
from symattn.equality import coefficient_differences, is_identically_zero, zero_test
from symattn.errors import MeaningError
from symattn.facts import Facts, sign_cases, without_abs
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.results import Result


def initial_facts(context: Context, conditions: tuple) -> Facts:
    """The facts a step starts from: n = m + r (r ≥ 0) and its `when` conditions."""
    named = context.named_keys() if context.setting.kind in ("softmax", "two-head") else ()
    facts = Facts(sign_subs=tuple(context.setting.sign_substitutions(named).items()))
    for text in conditions:
        node = parse(text)
        if not isinstance(node, s.Relation) or len(node.ops) != 1:
            raise MeaningError(f"a condition must be one relation, as '\\eta > 0'; got {text!r}")
        facts = _assume_relation(context, node, facts)
    return facts


def _assume_relation(context: Context, node: s.Relation, facts: Facts) -> Facts:
    """A condition as a fact. Only strict inequalities and equalities: assuming x > c for x ≥ c
    would let a proof skip the boundary, so ≥ and ≤ are refused rather than weakened."""
    op = node.ops[0]
    left = context.build(node.operands[0])
    right = context.build(node.operands[1])
    if left.kind != "scalar" or right.kind != "scalar":
        raise MeaningError("a condition compares two numbers")
    signs = {">": 1, "gg": 1, "<": -1, "ll": -1, "=": 0}
    if op == "ne":
        return facts  # assuming nothing is sound: the claim must then hold without it
    if op not in signs:
        raise MeaningError(f"a condition must be a strict inequality or an equality, not '{op}'; "
                           f"split x ≥ c into the cases x > c and x = c")
    return facts.assume(left.expr - right.expr, signs[op])


def check_claim(text: str, context: Context, conditions: tuple = ()) -> Result:
    node = parse(text)
    facts = initial_facts(context, conditions)
    if not isinstance(node, s.Relation) or len(node.ops) != 1:
        raise MeaningError("a claim is one relation: 'left = right'")
    op = node.ops[0]
    left, right = node.operands
    if op == "to":
        left = s.Limit(s.Name(context.setting.scale, "", 0), s.Infinity(0), left, node.pos)
        op = "="
    if op not in ("=", "approx"):
        raise MeaningError(f"this kind of part checks '=' claims, not '{op}'")
    if isinstance(left, s.Limit) and isinstance(left.body, s.Call) and left.body.func == "Var":
        return probability.check_variance(left, right, context, facts)
    if isinstance(left, s.Limit):
        return check_limit(left, right, context, facts)
    if isinstance(left, s.Call) and left.func == "Pr":
        return probability.check_probability(left, right, op, context, facts)
    if isinstance(left, s.SetMin):
        return check_threshold(left, right, context, facts)
    return check_equality(left, right, context, facts)


def check_equality(left, right, context: Context, facts: Facts) -> Result:
    lhs, rhs = context.build(left), context.build(right)
    if lhs.kind != rhs.kind and not (_is_zero_value(lhs) or _is_zero_value(rhs)):
        return Result.refuted(f"the left side is a {lhs.kind}, the right side a {rhs.kind}")
    if lhs.kind == "scalar" and rhs.kind == "scalar":
        found = _shown(lhs.expr)
        result = zero_test(lhs.expr - rhs.expr, facts, "equal")
        if result.is_proved:
            return Result.proved(f"both sides equal {found}", latex=f"both sides equal ${latex(lhs.expr)}$")
        return _with_reason(result, f"the left side is {found}")
    kind = "matrix" if "matrix" in (lhs.kind, rhs.kind) else "vector"
    for atom, coefficient in coefficient_differences(context.ground(lhs.expr), context.ground(rhs.expr), kind).items():
        result = zero_test(coefficient, facts, f"coefficient of {atom}")
        if not result.is_proved:
            return _with_reason(result, f"the left side is {_shown(context.ground(lhs.expr))}")
    grounded = context.ground(rhs.expr)
    return Result.proved(f"both sides are {_shown(grounded)}", latex=f"both sides are ${latex(grounded)}$")


def check_limit(node: s.Limit, right, context: Context, facts: Facts) -> Result:
    var = context.build(node.var).expr
    if not isinstance(var, Symbol):
        raise MeaningError(f"the limit variable must be a name, not {var}")
    target_point = context.build(node.to).expr
    body = context.build(node.body)
    target = context.build(right)
    body_expr, target_expr = context.ground(body.expr), context.ground(target.expr)
    if body.kind == "scalar":
        keys, values, targets = [None], [body_expr], [target_expr]
    else:
        atoms = algebra.VECTOR_ATOMS
        body_parts = algebra.components(body_expr, atoms)
        target_parts = algebra.components(target_expr, atoms) if target_expr != 0 else {}
        keys = list(dict.fromkeys(list(body_parts) + list(target_parts)))
        values = [body_parts.get(k, S.Zero) for k in keys]
        targets = [target_parts.get(k, S.Zero) for k in keys]
    if target_point == 0:
        return _limit_at_zero(values, targets, keys, var)
    if target_point != S.Infinity:
        raise MeaningError("limits are taken as the scale → ∞ (or a variance parameter → 0)")
    found = []
    for case in limit_cases(values, var, facts):
        if any(v is None for v in case.values):
            return Result.unknown(f"when {case.facts.describe()}: {case.note or 'the limit is not decided'}")
        limit = _assemble(keys, case.values)
        shown = _shown(limit)
        found.append((case.facts.describe(), shown, latex(limit)))
        for value, wanted in zip(case.values, targets):
            if not _same_limit(case.facts.subs(value), case.facts.subs(wanted)):
                message = f"the limit is {shown}" + ("" if not case.facts.signs else f" when {case.facts.describe()}")
                if case.facts.is_certainly_feasible():
                    return Result.refuted(message, f"limit {shown}, claimed {_shown(target_expr)}", data=(found[-1],))
                return Result.unknown(message + " (that case may be empty)")
    if len(found) == 1:
        return Result.proved(f"the limit is {found[0][1]}", data=tuple(found), latex=f"the limit is ${found[0][2]}$")
    cases = "; ".join(f"{where}: {value}" for where, value, _ in found)
    return Result.proved(f"in every case ({cases})", data=tuple(found),
                         latex="in every case the limit is " + "; ".join(f"${tex}$" for _, _, tex in found[:1]))


def _same_limit(value, wanted) -> bool:
    """Equal limits; ±∞ only equals itself (∞ − ∞ is not 0)."""
    if value.has(S.Infinity, S.NegativeInfinity, S.ComplexInfinity) or \
            wanted.has(S.Infinity, S.NegativeInfinity, S.ComplexInfinity):
        return value == wanted
    return is_identically_zero(value - wanted)


def _limit_at_zero(values, targets, keys, var) -> Result:
    for value, wanted in zip(values, targets):
        found = limit_at_zero(value, var)
        if found is None:
            return Result.unknown(f"the limit as {var} → 0 of {value} is not analysed")
        if not is_identically_zero(found - wanted):
            return Result.refuted(f"the limit as {var} → 0 is {found}", f"claimed {wanted}")
    return Result.proved(f"every term with a positive power of {var} vanishes",
                         latex=f"every term with a positive power of ${latex(var)}$ vanishes")


def check_threshold(node: s.SetMin, right, context: Context, facts: Facts) -> Result:
    """min{t : E(t) ≤ ε} = T: E(T) = ε exactly and E strictly decreasing in t."""
    condition = node.condition
    if not (isinstance(condition, s.Relation) and condition.ops in (("le",), ("<",))):
        raise MeaningError("a threshold reads \\min\\{t : E \\le \\epsilon\\}")
    var = context.build(node.var).expr
    error = context.build(condition.operands[0]).expr
    bound = context.build(condition.operands[1]).expr
    claimed = context.build(right).expr
    results = []
    for branch, plain in without_abs(error, facts, varying=var):
        if plain is None:
            return Result.unknown("the sign inside |…| changes with the scale")
        at_threshold = plain.subs(var, claimed) - bound
        if not is_identically_zero(branch.subs(at_threshold)):
            return Result.refuted(f"at {var} = {claimed} the error is {_shown(plain.subs(var, claimed))}, not {bound}")
        slope_cases = sign_cases(plain.diff(var), branch, varying=var) or [(branch, None)]
        if any(sign != -1 for _, sign in slope_cases):
            results.append(branch.describe())
    if results:
        return Result.unknown(f"could not show the error decreases in {var} when {results[0]}")
    return Result.proved(f"the error equals {bound} at {var} = {_shown(claimed)} and decreases in {var}",
                         data=(claimed,),
                         latex=f"the error equals ${latex(bound)}$ at ${latex(var)} = {latex(claimed)}$ and decreases "
                               f"in ${latex(var)}$")


def _assemble(keys, values):
    """The limit as one expression: a number, or a combination of the vectors."""
    if keys == [None]:
        return values[0]
    return Add(*(value * key for key, value in zip(keys, values)))


def _shown(expr) -> str:
    return str(expand(expr)) if expr.is_Add else str(expr)


def _is_zero_value(value) -> bool:
    return value.expr == 0


def _with_reason(result: Result, found: str) -> Result:
    if result.is_proved:
        return result
    return Result(result.status, f"{result.reason}; {found}", result.witness, result.data)


