"""Claims about conditional quantities with no closed form, read into integrals that numeric_conditional takes.

Pr(A | B) with A and B in two noise variables (η + ξ > 0 given η > 0): each inequality of A and B as a constraint
(difference, sign), and the probability as Pr(A and B) / Pr(B), both numerically. 𝔼[f(η) | B] and Var(f(η) | B)
for an f with no closed-form moments: over B's exact intervals. Distinct noise variables are independent.
"""

import mpmath
from sympy import expand

from symattn.engine.facts import Facts
from symattn.engine.numeric_conditional import NotComputed, compare, interval_expectations, two_variable_probability
from symattn.engine.results import Result
from symattn.errors import MeaningError
from symattn.notation import syntax as s

SIGNS = {">": 1, "gg": 1, "ge": 1, "<": -1, "ll": -1, "le": -1}


def constraints(context, node, noise: dict, facts: Facts) -> list:
    """[(difference, sign)] of an event: one inequality, a chain (each link) or a conjunction; a Gaussian puts no
    mass on a boundary, so ≥ weighs as >."""
    if isinstance(node, s.Relation) and len(node.ops) > 1:
        return [c for op, a, b in zip(node.ops, node.operands, node.operands[1:])
                for c in constraints(context, s.Relation((op,), (a, b), node.pos), noise, facts)]
    if isinstance(node, s.Call) and node.func == "And":
        return [c for link in node.args for c in constraints(context, link, noise, facts)]
    if not (isinstance(node, s.Relation) and len(node.ops) == 1 and node.ops[0] in SIGNS):
        raise MeaningError("an event is one inequality in the noise, as '\\eta > 0' (see docs/derivations.md: "
                           "events)")
    difference = expand(facts.subs(context.build(node.operands[0]).expr - context.build(node.operands[1]).expr))
    return [(difference, SIGNS[node.ops[0]])]


def numeric_probability(event, condition, right, context, facts: Facts, tolerance=0) -> Result:
    """Pr(A | B) = p for events in two noise variables: 30 digits, never proved."""
    noise = context.setting.noise
    if any(e.has(*noise) for e, _ in facts.signs):
        return Result.unknown("conditions on the noise in `when` with an event in two noise variables are not "
                              "computed")
    given = constraints(context, condition, noise, facts) if condition is not None else []
    both = constraints(context, event, noise, facts) + given
    variables = [v for v in noise if any(e.has(v) for e, _ in both)]
    if len(variables) > 2 or any(e.free_symbols - set(noise) for e, _ in both):
        return Result.unknown("events in more than two noise variables, or with another scalar, are not computed")
    claimed = context.build(right).expr
    try:
        joint = _probability(both, variables, noise)
        whole = _probability(given, variables, noise) if given else 1
    except NotComputed as problem:
        return Result.unknown(str(problem))
    if whole == 0:
        return Result.unknown("the conditioning event has probability 0")
    with mpmath.workdps(50):  # mpmath's arithmetic rounds to its working precision, 15 digits by default
        return compare(joint / whole, claimed, "P", tolerance)


def _probability(found: list, variables: list, noise: dict):
    """Pr(every constraint) with the inner variable one that every constraint is linear in."""
    if len(variables) == 1:
        variables = variables + [v for v in noise if v != variables[0]][:1]
    if len(variables) == 1:  # one noise variable in the whole setting: a dummy inner one that nothing constrains
        raise NotComputed("the event could not be solved exactly")
    for outer, inner in (variables, variables[::-1]):
        if all(e.as_poly(inner) is not None and e.as_poly(inner).degree() <= 1 for e, _ in found):
            return two_variable_probability(found, outer, inner, noise)
    raise NotComputed("the event is linear in neither noise variable: its probability is not computed")


def numeric_moment(expr, eta, given, what: str, claimed, law) -> Result:
    """𝔼[f(η) | B] = m or Var(f(η) | B) = v for an f with no closed-form moments here: 30 digits, never proved."""
    if expr.free_symbols - {eta}:
        others = ", ".join(sorted(map(str, expr.free_symbols - {eta})))
        return Result.unknown(f"the {what} of {expr} depends on {others}")
    mean, variance = law
    functions = [expr, expr ** 2] if what == "variance" else [expr]
    try:
        weight, *moments = interval_expectations([expr ** 0] + functions, eta, given, mean, variance)
    except NotComputed as problem:
        return Result.unknown(str(problem))
    if weight == 0:
        return Result.unknown("the conditioning event has probability 0")
    with mpmath.workdps(50):
        first = moments[0] / weight
        value = first if what == "mean" else moments[1] / weight - first ** 2
        return compare(value, claimed, what)
