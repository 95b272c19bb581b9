"""Thresholds: min{t : E(t) ≤ ε} = T, with every side condition that makes it true.

The claim holds when (1) E(T) = ε exactly; (2) E strictly decreases in t, so on
the scale's domain {t : E ≤ ε} = {t ≥ T}; (3) T is a real number (each log in it
has a positive argument, each root a non-negative one); and (4) T lies in the
scale's domain (T > 0 for a positive scale: otherwise every t of the domain
qualifies and an open domain has no least element). With '<' for '≤' the set is
open at T and has no minimum at all. A side condition that fails is refuted at
a point that satisfies the facts, or reported as unknown.
"""

from sympy import Pow, S, latex, log

from symattn.engine.equality import zero_test
from symattn.errors import MeaningError
from symattn.engine.facts import NEGATIVE, POSITIVE, ZERO, Facts, known_sign, sign_cases, without_abs
from symattn.notation import syntax as s
from symattn.engine.witnesses import describe_point, point_where
from symattn.engine.results import Result, Status, ThresholdFound


def check_threshold(node: s.SetMin, right, context, facts: Facts) -> Result:
    condition = node.condition
    if not (isinstance(condition, s.Relation) and condition.ops in (("le",), ("<",))):
        raise MeaningError("a threshold reads \\min\\{t : E \\le \\epsilon\\}")
    var = context.build(node.var).expr
    error = context.build(condition.operands[0]).expr
    bound = context.build(condition.operands[1]).expr
    claimed = context.build(right).expr
    if claimed.has(var) or bound.has(var):
        raise MeaningError(f"the threshold and the tolerance must not depend on {var}")
    if not var.is_integer and var.is_nonnegative and not var.is_positive and claimed == 0:
        at_zero = _meets_at_least(error, bound, var, facts, condition.ops == ("<",))
        if at_zero is not None:
            return at_zero
    for branch, plain in without_abs(error, facts, varying=var):
        if plain is None:
            return Result.unknown(f"the sign inside |…| changes with {var}")
        if var.is_integer:  # only the decrease here: the error need not equal ε at a whole number
            if any(sign != NEGATIVE for _, sign in sign_cases(plain.diff(var), branch, varying=var) or [(branch, None)]):
                return Result.unknown(f"could not show the error decreases in {var} when {branch.describe()}")
            continue
        at_threshold = zero_test(plain.subs(var, claimed) - bound, branch, f"the error at {var} = {claimed}")
        if at_threshold.status is Status.REFUTED:
            return Result.refuted(f"at {var} = {claimed} the error is {plain.subs(var, claimed)}, not {bound}",
                                  at_threshold.witness)
        if at_threshold.status is Status.UNKNOWN:
            return Result.unknown(f"could not show the error equals {bound} at {var} = {claimed}")
        slopes = sign_cases(plain.diff(var), branch, varying=var) or [(branch, None)]
        if any(sign != NEGATIVE for _, sign in slopes):
            return Result.unknown(f"could not show the error decreases in {var} when {branch.describe()}")
    if var.is_integer:
        outside = _in_domain(claimed, var, facts)  # min{t ∈ ℤ⁺ : …} = 0 or −3 is outside the domain
        if outside is not None:
            return outside
        return _least_integer(error, bound, claimed, var, facts, condition.ops == ("<",))
    for side_condition in (_is_real, _in_domain):
        result = side_condition(claimed, var, facts)
        if result is not None:
            return result
    if condition.ops == ("<",):
        return Result.refuted(f"{{{var} : error < {bound}}} is the set of {var} > {claimed}: it is open at {claimed} "
                              f"and has no minimum", f"{var} = {claimed} itself has error = {bound}, not < {bound}")
    return Result.proved(f"the error equals {bound} at {var} = {claimed}, decreases in {var}, and {claimed} is a "
                         f"{_domain_word(var)} number", data=(ThresholdFound(claimed),),
                         latex=f"the error equals ${latex(bound)}$ at ${latex(var)} = {latex(claimed)}$, decreases in "
                               f"${latex(var)}$, and ${latex(claimed)}$ is a {_domain_word(var)} number")


def _least_integer(error, bound, claimed, var, facts: Facts, strict: bool) -> Result:
    """For a whole-number variable the set {t : E(t) ≤ ε} of a decreasing E is {T, T + 1, …}: T is a whole
    number of the domain with E(T) ≤ ε, and T − 1 is outside the domain or has E(T − 1) > ε."""
    if claimed.is_number and not claimed.is_integer:
        return Result.refuted(f"{var} is a whole number, and {claimed} is not one", f"{var} = {claimed}")
    if claimed.is_integer is not True:
        return Result.unknown(f"could not show that {claimed} is a whole number, as {var} is")
    meets = (lambda gap: gap < 0) if strict else (lambda gap: gap <= 0)
    for at, should_meet in ((claimed, True), (claimed - 1, False)):
        below = known_sign(at, facts) if not should_meet else None
        if var.is_positive and below in (NEGATIVE, ZERO) or var.is_nonnegative and below == NEGATIVE:
            break  # T − 1 is outside the domain: T is its least whole number
        for branch, plain in without_abs(error, facts):
            gap = (plain - bound).subs(var, at)
            sign = known_sign(gap, branch)
            if sign is None:
                found = point_where(gap, branch, lambda v: meets(v) != should_meet)
                if found is None:
                    return Result.unknown(f"could not decide the error at {var} = {at}")
                point, value = found
                return Result.refuted(f"at {var} = {at} the error {'exceeds' if should_meet else 'meets'} {bound}",
                                      f"at {describe_point(point)} the error minus {bound} is {float(value):.6g}")
            if meets(sign) != should_meet:
                return Result.refuted(f"at {var} = {at} the error {'exceeds' if should_meet else 'meets'} {bound}, so the "
                                      f"least whole {var} is {'larger' if should_meet else 'smaller'}",
                                      f"the error at {var} = {at} is {plain.subs(var, at)}")
    return Result.proved(f"the error meets {bound} at {var} = {claimed}, not at {claimed - 1}, and decreases in {var}",
                         data=(ThresholdFound(claimed),), latex=f"the error meets ${latex(bound)}$ at ${latex(var)} = {latex(claimed)}$,"
                                               f" not at ${latex(claimed - 1)}$, and decreases in ${latex(var)}$")


def _meets_at_least(error, bound, var, facts: Facts, strict: bool):
    """T = 0 over t ≥ 0: 0 is the least of the domain, so it is the minimum whenever it meets the bound (E(0) ≤ ε,
    whatever E does after it); None when E(0) exceeds ε or that is not decided (then E(0) = ε is needed)."""
    allowed = (NEGATIVE,) if strict else (NEGATIVE, ZERO)
    branches = without_abs(facts.subs(error.subs(var, 0) - bound), facts)
    if all(plain is not None and known_sign(plain, branch) in allowed for branch, plain in branches):
        return Result.proved(f"at {var} = 0, the least {var} of its domain, the error is {error.subs(var, 0)}, within "
                             f"{bound}", data=(ThresholdFound(S.Zero),),
                             latex=f"at ${latex(var)} = 0$, the least ${latex(var)}$ of its domain, the error is "
                                   f"${latex(error.subs(var, 0))}$, within ${latex(bound)}$")
    return None


def _domain_word(var) -> str:
    return "positive" if var.is_positive else "non-negative" if var.is_nonnegative else "real"


def _is_real(claimed, var, facts: Facts):
    """None when every log in T has a positive argument and every root a non-negative one."""
    arguments = [(f.args[0], (POSITIVE,), "logarithm") for f in claimed.atoms(log)]
    arguments += [(p.base, (POSITIVE, ZERO), "root") for p in claimed.atoms(Pow)
                  if p.exp.is_Rational and not p.exp.is_Integer]
    for argument, allowed, what in arguments:
        if known_sign(argument, facts) in allowed:
            continue
        found = point_where(argument, facts, lambda value: value < 0 or (value == 0 and ZERO not in allowed))
        if found is not None:
            point, value = found
            return Result.refuted(f"{var} = {claimed} is not a real number: the {what}'s argument {argument} can be "
                                  f"{'negative' if value < 0 else 'zero'}", f"at {describe_point(point)} it is {float(value):.6g}")
        return Result.unknown(f"could not show that {argument}, inside the {what} in {claimed}, is positive")
    return None


def _in_domain(claimed, var, facts: Facts):
    """None when T lies where the scale lives: T > 0 for a positive scale, T ≥ 0 for a non-negative one."""
    if not (var.is_positive or var.is_nonnegative):
        return None
    allowed = (POSITIVE,) if var.is_positive else (POSITIVE, ZERO)
    if known_sign(claimed, facts) in allowed:
        return None
    found = point_where(claimed, facts, lambda value: value < 0 or (value == 0 and ZERO not in allowed))
    if found is not None:
        point, value = found
        return Result.refuted(f"{claimed} can be {'negative' if value < 0 else '0'}, but {var} is {_domain_word(var)}: "
                              f"then every {_domain_word(var)} {var} meets the bound, and the least of them is not "
                              f"{claimed}", f"at {describe_point(point)}, {claimed} = {float(value):.6g}")
    return Result.unknown(f"could not show that {claimed} is a {_domain_word(var)} number")
