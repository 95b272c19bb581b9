"""Bounded functions of an oscillating function: e^{sin t}, e^{sin t}/(e^{sin t} + 1), e^{(−1)^n} as factors.

A factor in which the variable enters only through sin g, cos g or (−1)^n is bounded when it is bounded for every
value of those in [−1, 1]: the range is found by interval arithmetic (sympy's AccumBounds, each oscillating function
replaced by [−1, 1] on its own: wider than the true range, never narrower) and cross-checked at points of the
interval. An expression that is a sum of such factors times what does not oscillate, p + Σ F_i r_i, then has the
limit `oscillation.bounded_sum_limits` gives: a bounded factor times one that tends to 0 tends to 0
(e^{sin t}/(e^{sin t} + 1) · 1/t → 0). An exponential e^{(−1)^n − n} is read as e^{(−1)^n} · e^{−n} first.
"""

from sympy import Add, Dummy, Mul, S, exp, expand
from sympy.calculus.accumulationbounds import AccumBounds

from symattn.engine.oscillation import Oscillating, bounded_sum_limits, has_oscillation, oscillating_functions

SAMPLES = 41  # points of [−1, 1] at which a computed range is cross-checked


def limit_with_bounded_functions(expr, var, facts, limit_cases) -> list:
    """[(facts, value or None, note)] of p + Σ F_i r_i; Oscillating when the expression is not of that form."""
    plain, bounded = S.Zero, {}
    for term in Add.make_args(expr):
        factors = [piece for factor in Mul.make_args(term) for piece in _exponent_parts(factor, var)]
        kept = [f for f in factors if f.has(var) and bounded_range(f, var) is not None]
        rest = Mul(*(f for f in factors if f not in kept))
        if has_oscillation(rest, var):
            raise Oscillating(f"the oscillating function in {term} is not inside a bounded factor")
        if kept:
            bounded[Mul(*kept)] = bounded.get(Mul(*kept), S.Zero) + rest
        else:
            plain += rest
    if not bounded:
        raise Oscillating(f"{expr} has no bounded factor")
    return bounded_sum_limits(plain, list(bounded.values()), var, facts, limit_cases)


def _exponent_parts(factor, var) -> list:
    """e^{g + h} as [e^g, e^h] with g the part of the exponent that depends on var only through oscillating
    functions; [factor] for anything else."""
    if not isinstance(factor, exp) or not has_oscillation(factor, var):
        return [factor]
    oscillating, rest = S.Zero, S.Zero
    for piece in Add.make_args(expand(factor.args[0])):
        if _only_through_oscillation(piece, var):
            oscillating += piece
        else:
            rest += piece
    return [exp(oscillating, evaluate=False), exp(rest)] if oscillating != 0 and rest != 0 else [factor]


def _only_through_oscillation(expr, var) -> bool:
    atoms = oscillating_functions(expr, var)
    return bool(atoms) and not expr.xreplace({a: Dummy() for a in atoms}).has(var)


def bounded_range(factor, var):
    """The range (lowest, highest) a factor takes when each oscillating function in it ranges over [−1, 1], or None
    when the factor depends on var otherwise, or the range is not finite, or the points do not confirm it."""
    atoms = oscillating_functions(factor, var)
    if not atoms:
        return None
    stand_ins = {atom: Dummy() for atom in atoms}
    plain = factor.xreplace(stand_ins)
    if plain.has(var):
        return None
    try:
        found = plain.xreplace({d: AccumBounds(-1, 1) for d in stand_ins.values()})
    except (TypeError, ValueError, NotImplementedError):
        return None
    low, high = (found.min, found.max) if isinstance(found, AccumBounds) else (found, found)
    if not (low.is_real and high.is_real and low.is_finite and high.is_finite):
        return None
    # AccumBounds is trusted only where the values agree: every stand-in at each sample point, the same value
    for k in range(SAMPLES):
        value = plain.xreplace({d: S(2 * k - SAMPLES + 1) / (SAMPLES - 1) for d in stand_ins.values()}).evalf(30)
        if not (value.is_real and (low - value).evalf(30) <= 1e-25 and (value - high).evalf(30) <= 1e-25):
            return None
    return low, high
