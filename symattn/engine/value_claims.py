"""Claims of equality between two built values, and what makes a value no real number.

Two values are equal under the facts when their difference is zero (coefficient by coefficient for vectors and
matrices); a side with the logarithm of a number ≤ 0 or the root of a negative one is no real number, which refutes
the claim whatever it says.
"""

from sympy import Pow, expand, latex, log

from symattn import algebra
from symattn.engine.equality import coefficient_differences, zero_test
from symattn.engine.facts import POSITIVE, Facts, known_sign
from symattn.engine.results import Result
from symattn.errors import MeaningError, NotationError
from symattn.meaning.context import Context
from symattn.notation import syntax as s


def check_equality(left, right, context: Context, facts: Facts) -> Result:
    return equal_values(context.build(left), context.build(right), context, facts)


def equal_values(lhs, rhs, context: Context, facts: Facts) -> Result:
    """Two built values equal under the facts: proved, refuted with a witness, or unknown."""
    if lhs.kind != rhs.kind and not (_is_zero_value(lhs) or _is_zero_value(rhs)):
        return Result.refuted(f"the left side is a {lhs.kind}, the right side a {rhs.kind}")
    unreal = not_real((lhs, rhs), context, facts)
    if unreal is not None:
        return unreal
    if lhs.kind == "scalar" and rhs.kind == "scalar":
        left_expr = facts.subs(lhs.expr)
        found = shown_value(left_expr)
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
            return _with_reason(result, f"the left side is {shown_value(left_expr)}")
    return Result.proved(f"both sides are {shown_value(right_expr)}", latex=f"both sides are ${latex(right_expr)}$")


def defined_values(context: Context) -> list:
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


def not_real(values, context: Context, facts: Facts):
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
                why = "" if argument.is_number else f": {shown_value(argument)} {'= 0' if sign == 0 else '< 0'}{where}"
                return Result.refuted(f"{what} of {shown_value(argument)} is not a real number{why}",
                                      f"{shown_value(function)}{where}")
    return None


def shown_value(expr) -> str:
    return str(expand(expr)) if expr.is_Add else str(expr)


def _is_zero_value(value) -> bool:
    return value.expr == 0


def _with_reason(result: Result, found: str) -> Result:
    if result.is_proved:
        return result
    return Result(result.status, f"{result.reason}; {found}", result.witness, result.data)
