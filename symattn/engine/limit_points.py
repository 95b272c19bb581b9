"""Limits at a finite point, from one side or both, nested limits and limits along a path — all brought back to the
one analysis the engine trusts: a limit as a variable → ∞, by dominance (`asymptotics.py`).

- s → c from above is s = c + 1/u with u → ∞; from below s = c − 1/u; s → −∞ is s = −u. So e^{−1/s} as s ↓ 0 is
  e^{−u} → 0, and as s ↑ 0 it is e^{u} → ∞: the side is part of the claim, never ignored.
- s → c from both sides (a real s, no side written) holds when both one-sided limits equal the claimed value; one
  side that refutes it refutes the claim (the two-sided limit is then another value, or none). A variable declared
  positive (α → 0) is approached from above: there is no other side.
- A nested limit lim_{t→∞} lim_{α→0} X is the inner limit first, case by case, then the outer limit of each case's
  value: the order is the claim's (lim_{α→0} lim_{t→∞} is another claim, often with another value).
- A limit along a path (`along = 't\\sqrt{\\alpha} = 2'`) solves the path for the variable other than the limit's
  (α = 4/t², exactly, one positive solution) and takes the single limit of the body on it.
"""

from dataclasses import replace

from sympy import S, Symbol, solve

from symattn.errors import MeaningError
from symattn.meaning.values import Value
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.engine.identities import is_identically_zero
from symattn.engine.facts import Facts, known_sign
from symattn.engine.results import Result, Status

SIDES = {"+": "from above", "-": "from below"}


def resolved_side(var, side: str, point=S.Zero) -> str:
    """The side a limit is taken from: the written one, else the only one the variable's domain has at the point
    (α > 0 reaches 0 from above only; it reaches 1 from both sides), else "" (both)."""
    if side:
        return side
    if point == 0 and var.is_nonnegative:
        return "+"
    if point == 0 and var.is_nonpositive:
        return "-"
    return ""


def approach(var, point, side: str, facts: Facts):
    """(u, the value var takes as u → ∞): the substitution that turns the limit into one at ∞."""
    # u is named for what it is (1/s, 1/(s − 1), −s), so that a witness along u reads in the claim's own variable
    if point == S.NegativeInfinity:
        u = Symbol(f"-{var}", positive=True)
        return u, -u
    shifted = var if point == 0 else var - point
    u = Symbol(f"{'' if side == '+' else '-'}1/{_grouped(shifted)}", positive=True)
    sign = known_sign(point, facts) if not point.is_number else (1 if point > 0 else -1 if point < 0 else 0)
    if var.is_nonnegative and (sign is None or sign < 0 or sign == 0 and side == "-"):
        raise MeaningError(f"{var} is declared non-negative: it cannot approach {point}"
                           + (" from below" if sign == 0 else ""))
    return u, point + (1 if side == "+" else -1) / u


def at_point(body: Value, target: Value, var, point, side: str, context, facts: Facts, at_infinity) -> Result:
    """lim_{var → point (side)} body = target, by `at_infinity` (claims.limit_values) after the substitution; from
    both sides when no side is written and the variable has both."""
    side = "+" if point == S.NegativeInfinity else resolved_side(var, side, point)  # −∞ has one side
    if side:
        u, value = approach(var, point, side, facts)
        moved = _moved(body, var, value, context)
        result = at_infinity(moved, _moved(target, var, value, context), u, context, facts)
        return _named(result, var, point, side)
    results = {sign: at_point(body, target, var, point, sign, context, facts, at_infinity) for sign in "+-"}
    against = _against(results)
    if against is not None:
        return against
    return Result.proved(f"from both sides: {results['+'].reason.removesuffix(' (from above)')}",
                         data=results["+"].data, latex=results["+"].latex)


def _against(results: dict, named: bool = False):
    """Of the two one-sided results {"+": …, "−": …}: the first refutation (a side whose limit is not the claimed
    value refutes the two-sided claim), else the first undecided one, else None (both proved). `named` says which
    side refuted, for a reason that does not say it itself."""
    for sign, result in results.items():
        if result.status is Status.REFUTED:
            reason = f"{SIDES[sign]}: {result.reason}" if named else result.reason
            return Result(Status.REFUTED, reason, result.witness, result.data)
    return next((r for r in results.values() if not r.is_proved), None)


def _grouped(expr) -> str:
    return f"({expr})" if expr.is_Add else str(expr)


def _moved(value: Value, var, replacement, context) -> Value:
    if value.kind == "block":
        raise MeaningError("a limit of a block matrix is not taken")
    return Value(value.kind, context.ground(value.expr).xreplace({var: replacement}))


def _named(result: Result, var, point, side: str) -> Result:
    """Say which side a one-sided result was taken from."""
    if point == S.NegativeInfinity or not result.reason:
        return result
    where = f" ({SIDES[side]})"
    return Result(result.status, result.reason + where, result.witness, result.data, result.latex)


def limit_values_of(body: Value, var, point, side: str, context, facts: Facts, cases_at_infinity) -> list:
    """[(facts, the limit as a Value or None, note)] of a built value as var → point from `side` (one side only:
    an inner limit of a nested claim must have one value per case)."""
    expr = context.ground(body.expr)
    if point != S.Infinity:
        side = resolved_side(var, side, point)
        if not side:
            return _both_sides(body, var, point, context, facts, cases_at_infinity)
        u, value = approach(var, point, side, facts)
        expr, var = expr.xreplace({var: value}), u
    return [(branch, None if found is None else Value(body.kind, found), note)
            for branch, found, note in cases_at_infinity(body.kind, expr, var, facts)]


def _both_sides(body: Value, var, point, context, facts: Facts, cases_at_infinity) -> list:
    """An inner limit at a point of a variable with both sides (σ → 1): the limit from above and from below, case
    by case; it is their value when the two agree in every case (the same cases, equal values), else undecided —
    the two-sided limit may not exist, which refutes nothing about the outer limit without more."""
    above, below = (limit_values_of(body, var, point, sign, context, facts, cases_at_infinity) for sign in "+-")
    if len(above) == len(below) and all(
            a_facts == b_facts and a is not None and b is not None and a.kind == b.kind
            and is_identically_zero(a.expr - b.expr) for (a_facts, a, _), (b_facts, b, _) in zip(above, below)):
        return above
    return [(facts, None, f"the limits as {var} → {point} from above and from below are not shown equal")]


def nested(node: s.Limit, right, context, facts: Facts, single) -> Result:
    """lim_{outer} lim_{inner} X = Y: the inner limit in each of its cases, then the outer limit of that value
    (`single` checks one limit of a built value: claims.limit_values through at_point). An outer limit at a point
    of a variable with both sides (σ → 1) is taken from each side: the claim holds when both sides give its value,
    and one side that refutes it refutes it (the limit is then another value, or none)."""
    outer_point = context.build(node.to).expr
    if outer_point not in (S.Infinity, S.NegativeInfinity) and not resolved_side(
            context.build(node.var).expr, node.side, outer_point):
        results = {sign: nested(replace(node, side=sign), right, context, facts, single) for sign in "+-"}
        against = _against(results, named=True)
        if against is not None:
            return against
        above, below = (results[sign].reason.replace(f" ({SIDES[sign]})", "") for sign in "+-")
        if above == below:  # σ > 1 holds on both sides of σ = 2: one reason, said once
            return Result.proved(f"from both sides: {above}")
        return Result.proved(f"from both sides: {SIDES['+']}, {above}; {SIDES['-']}, {below}")
    inner = node.body
    inner_var = context.build(inner.var).expr
    outer_var = context.build(node.var).expr
    if inner_var == outer_var:
        raise MeaningError(f"a nested limit takes two different variables, not {outer_var} twice")
    if isinstance(inner.body, s.Limit):
        raise MeaningError("at most two nested limits")
    body = context.build(inner.body)
    target = context.build(right)
    found, undecided = [], None
    for branch, value, note in limit_values_of(body, inner_var, context.build(inner.to).expr, inner.side, context,
                                               facts, single.cases):
        if branch.is_certainly_empty():
            continue
        where = "" if not branch.signs else f" when {branch.describe()}"
        outer_point = context.build(node.to).expr
        eventually = _eventually(branch, outer_var, outer_point, node.side, single)
        if eventually is None:
            continue  # a case the outer variable leaves for good (σ < 1 as σ → ∞): it does not bear on the limit
        if isinstance(eventually, str):
            return Result.unknown(f"the inner limit's case{where}: {eventually}")
        if value is None:
            return Result.unknown(f"the inner limit as {inner_var} → {context.build(inner.to).expr}{where}: "
                                  f"{note or 'not decided'}")
        inner_shown = single.shown(value.expr)
        result = single.check(value, target, outer_var, outer_point, node.side, eventually)
        if result.status is Status.REFUTED:
            return Result.refuted(f"the inner limit is {inner_shown}{where}; then {result.reason}", result.witness,
                                  result.data)
        if not result.is_proved:
            undecided = undecided or Result.unknown(f"the inner limit is {inner_shown}{where}; then {result.reason}")
            continue
        found.append(f"the inner limit is {inner_shown}{where}; then {result.reason}")
    if undecided is not None:
        return undecided
    if not found:
        return Result.unknown("no case of the inner limit can occur")
    return Result.proved("; ".join(found))


def _eventually(branch: Facts, var, point, side: str, single):
    """The case's facts as the outer variable approaches its point: the facts without those about it when they hold
    from some point on (σ > 1 as σ → ∞), None when they fail from some point on (σ < 1, σ = 1), or a reason when
    that is not decided. Only the end of the approach matters to a limit, so the other cases are left out."""
    if any(symbol == var for symbol, _ in branch.substitutions):
        return None  # σ = 1 holds at one point only
    if any(value.has(var) for _, value in branch.substitutions):
        return f"the case ties another variable to {var}"
    kept = []
    for expr, sign in branch.signs:
        if not expr.has(var):
            kept.append((expr, sign))
            continue
        if sign == 0:  # a non-zero polynomial in var vanishes at finitely many points: never from some point on
            polynomial = expr.as_poly(var)
            if polynomial is not None and polynomial.degree() > 0 and polynomial.LC().is_number and polynomial.LC() != 0:
                return None
            return f"the case {expr} = 0 is about {var}"
        moved, u = expr, var
        if point != S.Infinity:
            resolved = resolved_side(var, side, point)
            if not resolved:
                return f"the case {expr} {'>' if sign > 0 else '<'} 0 is about {var}, approached from both sides"
            u, value = approach(var, point, resolved, Facts())
            moved = expr.xreplace({var: value})
        rest = Facts(tuple(kept), branch.substitutions, branch.sign_subs)
        # σ − 1 as σ ↑ 1 is −1/u: its limit 0 has no sign, but its sign is the same for every u > 0
        throughout = known_sign(moved, rest)
        if throughout in (1, -1):
            if throughout == sign:
                continue
            return None
        limits = single.cases("scalar", moved, u, rest)
        if len(limits) != 1 or limits[0][1] is None:
            return f"whether {expr} {'>' if sign > 0 else '<'} 0 holds as {var} → {point} is not decided"
        found = limits[0][1]
        if found == 0:  # σ² − 1 as σ ↑ 1 is −2/u + 1/u²: it tends to 0, and its reciprocal to −∞ gives its sign
            limits = single.cases("scalar", 1 / moved, u, rest)
            found = limits[0][1] if len(limits) == 1 and limits[0][1] in (S.Infinity, S.NegativeInfinity) else found
        found_sign = 1 if found == S.Infinity else -1 if found == S.NegativeInfinity else known_sign(found, branch)
        if found_sign == sign:
            continue  # holds from some point on: the limit is taken there
        if found_sign == -sign:
            return None
        return f"whether {expr} {'>' if sign > 0 else '<'} 0 holds as {var} → {point} is not decided"
    return Facts(tuple(kept), branch.substitutions, branch.sign_subs)


def along(node: s.Limit, right, path: str, context, facts: Facts, single) -> Result:
    """lim_{t→∞} X = Y along a path tying another variable to t (α t² = 1): X on the path, then one limit."""
    relation = parse(path)
    if not (isinstance(relation, s.Relation) and relation.ops == ("=",)):
        raise MeaningError(f"along: a path is one equation between two variables, as 't\\sqrt{{\\alpha}} = 2'; "
                           f"got {path!r}")
    var = context.build(node.var).expr
    left, right_side = (context.build(side) for side in relation.operands)
    if left.kind != "scalar" or right_side.kind != "scalar":
        raise MeaningError("along: a path relates numbers")
    equation = context.ground(left.expr - right_side.expr)  # σ = 1 fixes σ; σ t = 1 ties it to t
    others = sorted(equation.free_symbols - {var} - set(_constants(context)), key=str)
    if len(others) != 1:
        raise MeaningError(f"along: the path must tie one other variable to {var}; it names "
                           f"{', '.join(map(str, others)) or 'none'}")
    (other,) = others
    solutions = [x for x in solve(equation, other) if not x.has(other)]
    in_domain = [x for x in solutions if _in_domain(other, x, var, facts)]
    if len(in_domain) != 1:
        return Result.unknown(f"along: the path {path!r} gives {len(in_domain)} values of {other} in its domain "
                              f"(one is needed)")
    (value,) = in_domain
    body = context.build(node.body)
    moved = Value(body.kind, context.ground(body.expr).xreplace({other: value})) if body.kind != "block" else body
    result = single.check(moved, context.build(right), var, context.build(node.to).expr, node.side, facts)
    return Result(result.status, f"along {other} = {single.shown(value)}: {result.reason}", result.witness,
                  result.data, result.latex)


def _constants(context) -> set:
    """Scalars a path may also name that are not the second variable: the number of keys n."""
    return {context.setting.scalar("n")}


def _in_domain(other, value, var, facts: Facts) -> bool:
    """A path's value of the other variable lies in its declared domain (for every value of the scale)."""
    if other.is_positive:
        return known_sign(value, facts) == 1 or value.is_positive is True
    if other.is_nonnegative:
        return value.is_nonnegative is True
    return value.is_real is True
