"""Limit claims: at ∞ by dominance (asymptotics), at a point from a side, nested or along a path (limit_points).

A vector's limit is taken component by component; a side that moves with the scale (‖u_i‖ = β) is compared by the
norm of the difference. Two limits that differ refute the claim only with evidence: a plain difference in a case
that certainly occurs, or a point of the case where they differ.
"""

from sympy import Add, S, latex

from symattn import algebra
from symattn.engine import limit_points, oscillation
from symattn.engine.asymptotics import limit_at_infinity, limit_at_zero, limit_cases
from symattn.engine.equality import is_identically_zero
from symattn.engine.facts import POSITIVE, Facts, constant_sign
from symattn.engine.precision import shown_number
from symattn.engine.results import LimitFound, Result, Status
from symattn.engine.value_claims import not_real, shown_value
from symattn.engine.witnesses import describe_point, nonzero_witness
from symattn.errors import MeaningError
from symattn.meaning.context import Context
from symattn.notation import syntax as s


def check_limit(node: s.Limit, right, context: Context, facts: Facts, path: str = "") -> Result:
    """A limit claim: at ∞ by dominance; at a point from a side, nested, or along a path through limit_points."""
    single = _SingleLimit(context)
    if path:
        return limit_points.along(node, right, path, context, facts, single)
    if isinstance(node.body, s.Limit):
        return limit_points.nested(node, right, context, facts, single)
    var = context.build(node.var).expr
    return single.check(context.build(node.body), context.build(right), var, context.build(node.to).expr, node.side,
                        facts)


class _SingleLimit:
    """One limit of a built value, as limit_points asks for it (inner limits of nested claims, paths, sides)."""

    def __init__(self, context: Context):
        self.context = context

    def check(self, body, target, var, point, side: str, facts: Facts) -> Result:
        if point == S.Infinity:
            return limit_values(body, target, var, self.context, facts)
        if point == 0 and limit_points.resolved_side(var, side, point) == "+":
            found = limit_values(body, target, var, self.context, facts, S.Zero)  # powers of α: read directly
            if found.status is not Status.UNKNOWN:
                return found

        def at_infinity(moved, wanted, u, context, branch):
            return limit_values(moved, wanted, u, context, branch)

        return limit_points.at_point(body, target, var, point, side, self.context, facts, at_infinity)

    def cases(self, kind: str, expr, var, facts: Facts) -> list:
        """[(facts, limit or None, note)] of an expression of a kind (a vector: component by component)."""
        if kind == "scalar":
            return limit_at_infinity(expr, var, facts)
        parts = algebra.components(algebra.with_keys_apart(expr, S.Zero)[0], algebra.VECTOR_ATOMS)
        keys = list(parts)
        return [(case.facts, None if any(v is None for v in case.values) else _assemble(keys, case.values),
                 case.note) for case in limit_cases([parts[k] for k in keys], var, facts)]

    @staticmethod
    def shown(expr) -> str:
        return shown_value(expr)


def limit_values(body, target, var, context: Context, facts: Facts, target_point=S.Infinity) -> Result:
    """lim_{var → target_point} of a built value equals another built value."""
    unreal = not_real((body, target), context, facts)
    if unreal is not None:
        return unreal
    body_expr, target_expr = (facts.subs(context.ground(v.expr)) for v in (body, target))
    if body.kind == "scalar":
        keys, values, targets = [None], [body_expr], [target_expr]
    else:
        body_expr, target_expr = algebra.with_keys_apart(body_expr, target_expr)
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
    if any(t.has(var) for t in targets):
        return _difference_vanishes(keys, values, targets, var, context, facts)
    found = []
    for case in limit_cases(values, var, facts):
        if case.facts.is_certainly_empty():
            continue
        if any(v is None for v in case.values):
            # sin t, (−1)^n times what does not vanish: no limit at all refutes any value claimed
            missing = [v for v, found_value in zip(values, case.values) if found_value is None]
            witness = oscillation.no_limit(missing[0], var, case.facts, limit_cases) if len(missing) == 1 else None
            if witness is not None:
                where = "" if not case.facts.signs else f" when {case.facts.describe()}"
                return Result.refuted(f"the limit does not exist{where}", witness)
            return Result.unknown(f"when {case.facts.describe()}: {case.note or 'the limit is not decided'}")
        if any(algebra.depends_on_key(v, algebra.EACH) for v in case.values):
            return Result.unknown("the other keys' weights tend to limits that differ from key to key")
        limit = _assemble(keys, case.values)
        shown = shown_value(limit)
        found.append(LimitFound(case.facts.describe(), shown, latex(limit)))
        for key, value, wanted in zip(keys, case.values, targets):
            if _same_limit(case.facts.subs(value), case.facts.subs(wanted)):
                continue
            where = _with_other_keys(key, case.facts)
            if where is None:
                continue  # no other keys in this case (n = 2 with a, b named): their sum is no vector to compare
            value, wanted = where.subs(value), where.subs(wanted)
            if _same_limit(value, wanted):
                continue
            message = f"the limit is {shown}" + ("" if not case.facts.signs else f" when {case.facts.describe()}")
            evidence = _limit_difference(value, wanted, where)
            if evidence is None:
                return Result.unknown(message + " (that case may be empty, or the difference 0)")
            return Result.refuted(message, f"limit {shown}, claimed {shown_value(target_expr)}{evidence}",
                                  data=(found[-1],))
    if any(_norm_of(key, context).has(var) for key in keys):
        # the coefficients agree, but ‖u_i‖ = β grows: (1 + 1/β)u_b is not u_b, its distance to u_b is 1
        measured = _difference_vanishes(keys, values, targets, var, context, facts)
        if measured.status is not Status.PROVED:
            return measured
    if len(found) == 1:
        return Result.proved(f"the limit is {found[0].shown}", data=tuple(found),
                             latex=f"the limit is ${found[0].latex}$")
    cases = "; ".join(f"{case.condition}: {case.shown}" for case in found)
    return Result.proved(f"in every case ({cases})", data=tuple(found),
                         latex="in every case the limit is " + "; ".join(f"${case.latex}$" for case in found[:1]))


def _difference_vanishes(keys, values, targets, var, context: Context, facts: Facts) -> Result:
    """A ≈ B with B moving too (c_2 ≈ u_a + e^{−β²}x_1): the difference, measured with each vector's
    norm (u_b/β does not vanish when ‖u_b‖ = β), tends to 0."""
    norms = [_norm_of(key, context) for key in keys]
    differences = [(value - wanted) * norm for value, wanted, norm in zip(values, targets, norms)]
    for case in limit_cases(differences, var, facts):
        if case.facts.is_certainly_empty():
            continue
        if any(v is None for v in case.values):
            return Result.unknown(f"when {case.facts.describe()}: {case.note or 'the limit is not decided'}")
        for key, gap in zip(keys, case.values):
            if is_identically_zero(case.facts.subs(gap)):
                continue
            where = _with_other_keys(key, case.facts)
            if where is None:
                continue
            gap = where.subs(gap)
            if is_identically_zero(gap):
                continue
            evidence = _limit_difference(gap, S.Zero, where)
            where = "" if key is None else f" along {shown_value(key)}"
            norm = _norm_of(key, context)
            measured = "" if norm == 1 else f" (measured with its norm {shown_value(norm)})"
            message = f"the two sides differ by {shown_value(gap)}{where} in the limit{measured}"
            if evidence is None:
                return Result.unknown(message + " (that case may be empty, or the difference 0)")
            return Result.refuted(message, message + evidence, data=_left_limit(keys, values, var, case.facts))
    return Result.proved("the difference of the two sides tends to 0")


def _with_other_keys(key, facts: Facts):
    """The facts under which a component is a vector at all: a sum over the other keys needs some (count > 0);
    None when the case leaves none."""
    if not isinstance(key, algebra.RestSum):
        return facts
    where = facts.assume(key.count, POSITIVE)
    return None if where.is_certainly_empty() else where


def _left_limit(keys, values, var, facts: Facts) -> tuple:
    """((condition, limit, its LaTeX),) of the left side alone, when it has one limit in the case; else ()."""
    cases = [c for c in limit_cases(values, var, facts) if not c.facts.is_certainly_empty()]
    if len(cases) != 1 or any(v is None for v in cases[0].values):
        return ()
    limit = _assemble(keys, cases[0].values)
    return (LimitFound(cases[0].facts.describe(), shown_value(limit), latex(limit)),)


def _norm_of(key, context: Context):
    """A component's vector's norm where the setting makes it move with the scale (‖u_i‖ = β); else 1, as
    a fixed vector's norm does not change whether a difference tends to 0."""
    family = context.setting.families.get(getattr(key, "family", None))
    return family.norm if family is not None and family.rule != "arbitrary" else S.One


def _limit_difference(value, wanted, facts: Facts):
    """Evidence that two limits differ in a case: "" when plain (∞ against a number, or a non-zero
    constant, in a case that certainly occurs), a point of the case where they differ, or None."""
    infinite = (S.Infinity, S.NegativeInfinity, S.ComplexInfinity)
    difference = value - wanted
    if value.has(*infinite) or wanted.has(*infinite) or (difference.is_number and constant_sign(difference)):
        return "" if facts.is_certainly_feasible() else None
    witness = nonzero_witness(difference, facts)
    if witness is None:
        return None
    point, gap = witness
    return f" (at {describe_point(point)} they differ by {shown_number(gap)})" if point else ""


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


def _assemble(keys, values):
    """The limit as one expression: a number, or a combination of the vectors."""
    if keys == [None]:
        return values[0]
    return Add(*(value * key for key, value in zip(keys, values)))
