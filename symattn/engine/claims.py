"""A derivation step is a claim; checking it gives a three-state Result (limits: limit_claims.py; equalities and
sides that are no real number: value_claims.py).

The claim's shape picks the check: `\\lim_{t\\to\\infty} X = Y` a limit,
`\\Pr(E) = p` a probability, `\\lim \\operatorname{Var}(X) = v` a limiting
variance, `\\min\\{t : E \\le ε\\} = T` a threshold, anything else an equality
under the setting's facts.
"""

import itertools
from dataclasses import replace

from sympy import S, Symbol

from symattn.engine import moments, probability
from symattn.engine.asymptotics import limit_cases
from symattn.engine.condition_terms import reduced_sign_condition
from symattn.engine.facts import Facts
from symattn.engine.limit_claims import check_limit
from symattn.engine.results import Result, Status
from symattn.engine.thresholds import check_threshold
from symattn.engine.value_claims import check_equality, defined_values, not_real, shown_value
from symattn.errors import MeaningError, NotationError
from symattn.meaning.context import Context
from symattn.notation import parse
from symattn.notation import syntax as s


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
    left, right = (shown_value(context.build(side).expr) for side in condition.operands)
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
    scale = context.setting.scalar(context.setting.scale) if context.setting.scale else None
    moving = {symbol for symbol in (variable, scale) if symbol is not None} & difference.free_symbols
    reduced = reduced_sign_condition(difference, moving, facts) if moving and op in (">", "<", "=") else None
    if reduced is not None:  # t(1 + η) > 0 with t > 0: the case 1 + η > 0, for every t the scale takes
        rest, flip = reduced
        return facts.assume(rest, signs[op] * flip)
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
    if isinstance(node, s.Call) and node.func in ("Pr", "Var", "SD"):
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
    unreal = not_real(context.memo(("defined values",), lambda: defined_values(context)), context, facts)
    if unreal is not None:  # q = … log(p/(1 − p)) … with p > 1: no real query, whatever the claim
        return unreal
    if isinstance(left, s.Limit) and isinstance(left.body, s.Call) and left.body.func in ("Var", "E") and \
            context.setting.noise:
        return probability.check_variance(left, right, context, facts)
    if isinstance(left, s.Call) and left.func in ("Var", "E", "SD") and context.setting.noise and (
            op == "=" or left.func == "SD"):  # SD(η) ≈ 0.7: within the digits written
        moment = moments.check_moment(left, right, context, facts)
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
    written = right.text if isinstance(right, s.Num) else shown_value(claimed.expr)
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
