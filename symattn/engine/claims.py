"""A derivation step is a claim; checking it gives a three-state Result.

The claim's shape picks the check: `\\lim_{t\\to\\infty} X = Y` a limit,
`\\Pr(E) = p` a probability, `\\lim \\operatorname{Var}(X) = v` a limiting
variance, `\\min\\{t : E \\le ε\\} = T` a threshold, anything else an equality
under the setting's facts.
"""

import itertools
from dataclasses import replace

from sympy import Add, Pow, S, Symbol, expand, latex, log

from symattn import algebra
from symattn.engine import probability
from symattn.engine import limit_points, oscillation
from symattn.engine.asymptotics import limit_at_infinity, limit_at_zero, limit_cases
from symattn.meaning.context import Context
from symattn.engine.equality import coefficient_differences, is_identically_zero, zero_test
from symattn.errors import MeaningError, NotationError
from symattn.engine.facts import POSITIVE, Facts, constant_sign, known_sign
from symattn.notation import parse
from symattn.engine.witnesses import describe_point, nonzero_witness
from symattn.engine.precision import shown_number
from symattn.notation import syntax as s
from symattn.engine.results import LimitFound, Result, Status
from symattn.engine.thresholds import check_threshold


def initial_facts(context: Context, conditions: tuple, node=None, variable=None) -> Facts:
    """The facts a step starts from: n = m + r (r ≥ 0) and its `when` conditions.

    m counts the named keys and the other keys the claim names by themselves (α_i presumes
    a key i beyond the named ones). A condition on `variable`, the variable of a limit or a
    threshold, is refused: no fact about t holds all along t → ∞.
    """
    named = context.named_keys()
    if named and node is not None and context.setting.others:
        named += tuple(sorted(context.other_keys_named(node) - set(named), key=str))
    facts = Facts(sign_subs=tuple(context.setting.sign_substitutions(named).items()))
    for text in conditions:
        condition = parse(text) if isinstance(text, str) else text  # a parsed case of x ≥ c (x > c, x = c)
        if not isinstance(condition, s.Relation) or len(condition.ops) != 1:
            raise MeaningError(f"a condition must be one relation, as '\\eta > 0'; got {text!r}")
        facts = _assume_relation(context, condition, facts, variable, text)
    if conditions and facts.is_certainly_empty():
        why = f" ({facts.impossible})" if facts.impossible else ""
        quoted = ", ".join("'" + _condition_text(context, text) + "'" for text in conditions)
        raise EmptyConditions(f"the conditions {quoted} cannot hold together{why}")
    return facts


class EmptyConditions(MeaningError):
    """The `when` conditions leave no case: an error for a step, an empty case of x ≥ c split in two."""


def _condition_text(context: Context, condition) -> str:
    if isinstance(condition, str):
        return condition
    left, right = (_shown(context.build(side).expr) for side in condition.operands)
    return f"{left} {RELATION_SIGNS.get(condition.ops[0], condition.ops[0])} {right}"


RELATION_SIGNS = {">": ">", "<": "<", "=": "=", "gg": "≫", "ll": "≪"}
NON_STRICT = {"le": ("<", "="), "ge": (">", "="), "ne": ("<", ">")}
MAX_NON_STRICT = 3  # x ≥ c splits the claim in two: at most 2³ cases


def _strict_cases(conditions: tuple) -> list:
    """Every combination of the `when` conditions with each x ≥ c read as x > c and as x = c."""
    options = []
    for text in conditions:
        node = parse(text) if isinstance(text, str) else text
        if isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in NON_STRICT:
            options.append([replace(node, ops=(op,)) for op in NON_STRICT[node.ops[0]]])
        else:
            options.append([text])
    if sum(len(option) > 1 for option in options) > MAX_NON_STRICT:
        raise MeaningError(f"at most {MAX_NON_STRICT} conditions with ≤ or ≥ in one step (each splits it in two)")
    return [tuple(case) for case in itertools.product(*options)]


def _in_every_case(text: str, context: Context, cases: list, along: str = "") -> Result:
    """A claim under x ≥ c holds when it holds under x > c and under x = c (a case that cannot occur is
    skipped); refuted when a case refutes it."""
    found, undecided, empty = [], None, 0
    for case in cases:
        label = ", ".join(_condition_text(context, c) for c in case if not isinstance(c, str))
        try:
            result = check_claim(text, context, case, along)
        except EmptyConditions:
            empty += 1
            continue
        if result.status is Status.REFUTED:
            return Result(Status.REFUTED, f"when {label}: {result.reason}", result.witness, result.data)
        if not result.is_proved and undecided is None:
            undecided = Result(Status.UNKNOWN, f"when {label}: {result.reason}", result.witness, result.data)
        found.append(f"{label}: {result.reason}")
    if empty == len(cases):
        raise EmptyConditions("the conditions cannot hold together")
    return undecided or Result.proved("in every case (" + "; ".join(found) + ")")


def _assume_relation(context: Context, node: s.Relation, facts: Facts, variable, text: str) -> Facts:
    """A condition as a fact. Only strict inequalities and equalities: assuming x > c for x ≥ c would let
    a proof skip the boundary, so check_claim splits ≥, ≤ (and ≠) into strict cases before this."""
    op = node.ops[0]
    left = context.build(node.operands[0])
    right = context.build(node.operands[1])
    if left.kind != "scalar" or right.kind != "scalar":
        raise MeaningError("a condition compares two numbers")
    signs = {">": 1, "gg": 1, "<": -1, "ll": -1, "=": 0}
    difference = left.expr - right.expr
    if variable is not None and difference.has(variable):
        raise MeaningError(f"the condition {text!r} is about {variable}, the variable of the limit; no condition "
                           f"on {variable} holds all along {variable} → ∞, so it cannot be assumed")
    if op == "ne":
        return facts  # assuming nothing is sound: the claim must then hold without it
    if op not in signs:
        raise MeaningError(f"a condition is an equality or an inequality (=, <, >, ≤, ≥, ≪, ≫, ≠), not '{op}'")
    return facts.assume(difference, signs[op])


def read_by_the_engine(node) -> bool:
    """Probabilities, variances and thresholds: what a claim's side names that the engine computes itself."""
    if isinstance(node, s.SetMin):
        return True
    if isinstance(node, s.Call) and node.func in ("Pr", "Var"):
        return True
    return isinstance(node, s.Limit) and isinstance(node.body, s.Call) and node.body.func == "Var"


def check_claim(text: str, context: Context, conditions: tuple = (), along: str = "") -> Result:
    """A claim under `when` conditions; `along` a path for a limit claim (a nested-limit step's)."""
    node = parse(text)
    if not isinstance(node, s.Relation) or len(node.ops) != 1:
        raise MeaningError("a claim is one relation: 'left = right'")
    op = node.ops[0]
    left, right = node.operands
    if op == "to":
        left = s.Limit(s.Name(context.setting.scale, "", 0), s.Infinity(0), left, node.pos)
        op = "="
    if op not in ("=", "approx"):
        raise MeaningError(f"this kind of part checks '=' claims, not '{op}'")
    if read_by_the_engine(right) and not read_by_the_engine(left):
        left, right = right, left  # ½ = Pr(η < 0) is Pr(η < 0) = ½: '=' and '≈' are symmetric
    if op == "=" and is_rounded(right):
        op = "approx"  # P = 0.92: a rounded value, read within half a unit of its last digit
    if op == "approx" and _moves_with_the_scale(left, right, context):
        # α_a ≈ ½ with α_a moving with t: approximate as t grows (as 'α_a → ½'), not equal at every t
        left = s.Limit(s.Name(context.setting.scale, "", 0), s.Infinity(0), left, node.pos)
    if along and not isinstance(left, s.Limit):
        raise MeaningError("along: a path is given for a limit claim, as '\\lim_{t\\to\\infty} \\alpha_a = 1'")
    cases = _strict_cases(conditions)
    if len(cases) > 1:
        return _in_every_case(text, context, cases, along)
    facts = initial_facts(context, cases[0], node, _bound_variable(left, context))
    # the definitions are built once per context (until one changes), not once per claim
    not_real = _not_real(context.memo(("defined values",), lambda: _defined_values(context)), context, facts)
    if not_real is not None:  # q = … log(p/(1 − p)) … with p > 1: no real query, whatever the claim
        return not_real
    if isinstance(left, s.Limit) and isinstance(left.body, s.Call) and left.body.func in ("Var", "E") and \
            context.setting.noise:
        return probability.check_variance(left, right, context, facts)
    if isinstance(left, s.Call) and left.func in ("Var", "E") and context.setting.noise and op == "=":
        moment = probability.check_moment(left, right, context, facts)
        if moment is not None:
            return moment
    if isinstance(left, s.Call) and left.func == "Pr":
        return probability.check_probability(left, right, op, context, facts)
    if op == "approx" and has_decimal(right):
        return check_approximately(left, right, context, facts)
    if isinstance(left, s.Limit):
        return check_limit(left, right, context, facts, along)
    if isinstance(left, s.SetMin):
        return check_threshold(left, right, context, facts)
    return check_equality(left, right, context, facts)


def _moves_with_the_scale(left, right, context: Context) -> bool:
    """'X ≈ Y' with no decimal in Y, X no limit, probability or threshold, and a side that depends on the setting's
    scale."""
    if has_decimal(right) or isinstance(left, (s.Limit, s.SetMin)) or (isinstance(left, s.Call) and
                                                                       left.func == "Pr"):
        return False
    scale = context.setting.scale
    if not scale:
        return False
    variable = context.setting.scalar(scale)
    try:
        return any(context.ground(context.build(side).expr).has(variable) for side in (left, right))
    except (MeaningError, NotationError):
        return False


def is_rounded(node) -> bool:
    """A plain decimal number or percentage as written (0.92, −0.7063, 92 %, read as 92/100): a value rounded to
    its last digit."""
    if isinstance(node, s.Neg):
        node = node.arg
    if isinstance(node, s.Frac) and isinstance(node.num, s.Num) and isinstance(node.den, s.Num) and \
            node.den.text == "100":
        return True
    return isinstance(node, s.Num) and "." in node.text


def has_decimal(node) -> bool:
    """Does the tree hold a decimal literal (0.731)? Then '≈' means within its last digit, not '='."""
    items = node if isinstance(node, (tuple, list)) else (node,)
    return any(isinstance(found, s.Num) and "." in found.text for item in items for found in s.walk(item))


def check_approximately(left, right, context: Context, facts: Facts) -> Result:
    """X ≈ 0.731 (X a number or a limit): every case's value lies within half a unit of the last digit written."""
    claimed = context.build(right)
    if claimed.kind != "scalar" or not claimed.expr.is_number:
        return Result.unknown("'≈' with a decimal is checked only against a plain number")
    tolerance = probability.decimal_tolerance(right)
    written = right.text if isinstance(right, s.Num) else _shown(claimed.expr)
    scale = context.setting.scale
    if not isinstance(left, s.Limit) and scale and context.ground(context.build(left).expr).has(
            context.setting.scalar(scale)):
        left = s.Limit(s.Name(scale, "", 0), s.Infinity(0), left, 0)  # α_a ≈ 0.5: as the scale grows
    if isinstance(left, s.Limit):
        if context.build(left.to).expr != S.Infinity:
            return Result.unknown("'≈' a decimal is checked for limits as the scale → ∞")
        body = context.build(left.body)
        var = context.build(left.var).expr
        if body.kind != "scalar":
            return Result.unknown("'≈' with a decimal is checked only for a number")
        cases = [(case.facts, case.values[0]) for case in limit_cases([facts.subs(context.ground(body.expr))], var, facts)
                 if not case.facts.is_certainly_empty()]
    else:
        value = context.build(left)
        if value.kind != "scalar":
            return Result.unknown("'≈' with a decimal is checked only for a number")
        cases = [(facts, facts.subs(context.ground(value.expr)))]
    shown = []
    for branch, value in cases:
        if value is None or not value.is_number or value.has(S.Infinity, S.NegativeInfinity, S.ComplexInfinity):
            return Result.unknown(f"when {branch.describe()}: the value {value} is not a plain number")
        gap = abs((value - claimed.expr).evalf(30))
        where = "" if not branch.signs else f" when {branch.describe()}"
        if gap > tolerance:
            if not branch.is_certainly_feasible():
                return Result.unknown(f"the value is {value} ≈ {value.evalf(6)}{where} (that case may be empty)")
            return Result.refuted(f"the value is {value} ≈ {value.evalf(6)}{where}, not within {float(tolerance):g} of "
                                  f"{written}", f"{value.evalf(10)} − {written} = {float(value - claimed.expr):.3g}")
        shown.append(f"{value} ≈ {value.evalf(6)}{where}")
    return Result.proved(f"the value is {'; '.join(shown)}, within {float(tolerance):g} of {written}")


def _bound_variable(left, context: Context):
    """The variable a limit or a threshold runs over, which no condition may constrain."""
    if isinstance(left, (s.Limit, s.SetMin)):
        var = context.build(left.var).expr
        if not isinstance(var, Symbol):
            raise MeaningError(f"the limit variable must be a name, not {var}")
        return var
    return None


def check_equality(left, right, context: Context, facts: Facts) -> Result:
    return equal_values(context.build(left), context.build(right), context, facts)


def equal_values(lhs, rhs, context: Context, facts: Facts) -> Result:
    """Two built values equal under the facts: proved, refuted with a witness, or unknown."""
    if lhs.kind != rhs.kind and not (_is_zero_value(lhs) or _is_zero_value(rhs)):
        return Result.refuted(f"the left side is a {lhs.kind}, the right side a {rhs.kind}")
    not_real = _not_real((lhs, rhs), context, facts)
    if not_real is not None:
        return not_real
    if lhs.kind == "scalar" and rhs.kind == "scalar":
        left_expr = facts.subs(lhs.expr)
        found = _shown(left_expr)
        result = zero_test(lhs.expr - rhs.expr, facts, "equal")
        if result.is_proved:
            return Result.proved(f"both sides equal {found}", latex=f"both sides equal ${latex(left_expr)}$")
        return _with_reason(result, f"the left side is {found}")
    kind = "matrix" if "matrix" in (lhs.kind, rhs.kind) else "vector"
    left_expr, right_expr = (facts.subs(context.ground(v.expr)) for v in (lhs, rhs))
    if kind == "vector":
        left_expr, right_expr = algebra.with_keys_apart(left_expr, right_expr)
    for atom, coefficient in coefficient_differences(left_expr, right_expr, kind).items():
        # a sum over the other keys is a vector only where there are such keys: refute it there
        where = facts.assume(atom.count, POSITIVE) if isinstance(atom, algebra.RestSum) else facts
        result = zero_test(coefficient, where, f"coefficient of {atom}")
        if not result.is_proved:
            return _with_reason(result, f"the left side is {_shown(left_expr)}")
    return Result.proved(f"both sides are {_shown(right_expr)}", latex=f"both sides are ${latex(right_expr)}$")


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
        return _shown(expr)


def limit_values(body, target, var, context: Context, facts: Facts, target_point=S.Infinity) -> Result:
    """lim_{var → target_point} of a built value equals another built value."""
    not_real = _not_real((body, target), context, facts)
    if not_real is not None:
        return not_real
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
        shown = _shown(limit)
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
            return Result.refuted(message, f"limit {shown}, claimed {_shown(target_expr)}{evidence}", data=(found[-1],))
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
            where = "" if key is None else f" along {_shown(key)}"
            norm = _norm_of(key, context)
            measured = "" if norm == 1 else f" (measured with its norm {_shown(norm)})"
            message = f"the two sides differ by {_shown(gap)}{where} in the limit{measured}"
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
    return (LimitFound(cases[0].facts.describe(), _shown(limit), latex(limit)),)


def _norm_of(key, context: Context):
    """A component's vector's norm where the setting makes it move with the scale (‖u_i‖ = β); else 1, as
    a fixed vector's norm does not change whether a difference tends to 0."""
    family = context.setting.families.get(getattr(key, "family", None))
    return family.norm if family is not None and family.rule != "arbitrary" else S.One


def _defined_values(context: Context) -> list:
    """The values of the context's definitions with plain subscripts (q, x_2; not the pattern k_i): only those
    with a logarithm or a root in them, the only ones that can fail to be real."""
    values = []
    for (base, sub), node in list(context.definitions.items()):
        if node is None or sub in ("i", "j"):
            continue
        try:
            value = context.build(s.Name(base, sub, 0))
        except (MeaningError, NotationError):
            continue
        if value.kind != "block" and value.expr.has(log, Pow):
            values.append(value)
    return values


def _not_real(values, context: Context, facts: Facts):
    """A refutation when a side is no real number under the facts: the log of a number ≤ 0, or the root of a
    negative one (log(p/(1 − p)) when p > 1); None otherwise."""
    for value in values:
        if value.kind == "block":
            continue
        expr = context.ground(value.expr)
        for function in sorted(expr.atoms(log, Pow), key=str):
            argument = function.args[0] if isinstance(function, log) else function.base
            if isinstance(function, Pow) and function.exp.is_integer is not False or argument.is_positive:
                continue  # an integer power, or a positive argument by its symbols' assumptions: real
            sign = known_sign(argument, facts)
            if sign is not None and (sign < 0 or sign == 0 and isinstance(function, log)):
                where = "" if not facts.signs else f" when {facts.describe()}"
                what = "the logarithm" if isinstance(function, log) else "the root"
                why = "" if argument.is_number else f": {_shown(argument)} {'= 0' if sign == 0 else '< 0'}{where}"
                return Result.refuted(f"{what} of {_shown(argument)} is not a real number{why}",
                                      f"{_shown(function)}{where}")
    return None


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


def _shown(expr) -> str:
    return str(expand(expr)) if expr.is_Add else str(expr)


def _is_zero_value(value) -> bool:
    return value.expr == 0


def _with_reason(result: Result, found: str) -> Result:
    if result.is_proved:
        return result
    return Result(result.status, f"{result.reason}; {found}", result.witness, result.data)


