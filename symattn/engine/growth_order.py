"""The order of growth of two terms K·x^k·(log x)^l·(log log x)^m·e^{g(x)} as x → ∞ (asymptotics.py's comparison).

Exponents g_1 − g_2 are compared first: a sum of terms c·x^p·(log x)^q (t² − 3t, p t log t, (log t)²) is decided by
the sign of its leading coefficient (when the facts do not fix that sign the analysis splits into cases), provided
the leading term outgrows log x (p > 0, or p = 0 and q > 1); a multiple of log x never reaches here (terms_of reads
e^{r log x} as x^r). Any other difference only through its limit, sympy's limit of that one single-variable
function, and only when it outgrows log x too (e^{√(log t)} → ∞ and still loses to t). Then the powers x^k,
(log x)^l, (log log x)^m in turn, a symbolic power split on its sign. A term summed over keys whose scores differ is
compared without any case split on its score: such a split would be about every key at once.
"""

from dataclasses import dataclass

from sympy import Add, Mul, Poly, PolynomialError, S, expand, fraction, limit, log, oo, together
from sympy.calculus.accumulationbounds import AccumBounds

from symattn.engine.facts import ZERO, Facts, known_sign, sign_cases


class Unsupported(Exception):
    """The expression grows in a way the dominance analysis does not handle."""


# A sum over keys whose scores differ may only ever be outgrown: its own size is max_i e^{score_i}.
PER_KEY_PROBLEM = ("the other keys' scores differ from key to key, and they are among the largest: which of them "
                   "dominates is not modelled")


@dataclass(frozen=True)
class Term:
    coefficient: object  # free of the variable
    degree: object  # rational power of the variable
    exponent: object  # g in exp(g)
    per_key: bool = False  # Σ over other keys whose exponents differ from key to key
    bound: bool = False  # a series remainder O(x^k e^g): only its order is known, never its value
    logs: object = S.Zero  # power of log x (x^k (log x)^l (log log x)^m e^g): compared after e^g and x^k
    loglogs: object = S.Zero  # power of log log x

    @property
    def powers(self) -> tuple:
        return (self.degree, self.logs, self.loglogs)


def compare(a: Term, b: Term, var, facts: Facts) -> list:
    """[(facts, +1/0/−1)]: does a grow faster than b, as fast, or slower?

    A term summed over keys with differing scores is compared without any case split on
    its score: such a split would be about every key at once."""
    difference = expand(facts.subs(a.exponent - b.exponent))
    gaps = tuple(x - y for x, y in zip(a.powers, b.powers))
    return _compare_exponent(difference, gaps, var, facts, a.per_key or b.per_key)


def _compare_exponent(difference, degree_gap, var, facts: Facts, no_split: bool = False) -> list:
    if not difference.has(var):
        return _order_of_powers(degree_gap, facts, no_split)
    powers = _powers(difference, var)
    if powers is None:
        return _single_variable_order(difference, degree_gap, var, facts, no_split)
    growing = sorted((p for p in powers if p > (0, 0)), reverse=True)
    if not growing:  # only constants and vanishing terms (t²/u as u → ∞, t fixed): the difference tends to a constant
        return _order_of_powers(degree_gap, facts, no_split)
    top = growing[0]
    if top[0] == 0 and top[1] <= 1:
        # e^{c log t} is a power of t and e^{c √(log t)} lies between the powers: not an exponent that dominates them
        raise Unsupported(f"the exponent difference {difference} grows no faster than log {var}")
    lead = powers[top]
    if no_split:
        sign = known_sign(lead, facts)
        if sign is None:
            raise Unsupported("the other keys' scores differ from key to key; which of them grows fastest is not "
                              "modelled")
        cases = [(facts, sign)]
    else:
        cases = sign_split(lead, facts)
    results = []
    for branch, sign in cases:
        if sign == ZERO:
            rest = expand(branch.subs(difference - lead * var ** top[0] * log(var) ** top[1]))
            if rest == difference:
                raise Unsupported(f"the leading coefficient {lead} is 0 but could not be removed")
            results.extend(_compare_exponent(rest, degree_gap, var, branch, no_split))
        else:
            results.append((branch, sign))
    return results


def _powers(expr, var):
    """{(p, q): coefficient} for a sum of terms c·var^p·(log var)^q with p, q rational and c free of var
    (t² − 3t + 2/t, √t, p t log t, (log t)²), ordered as they grow: by p, then q. None for anything else (e^t, t^r
    with a symbolic r). A leading term with p > 0, or p = 0 and q > 1, outgrows every power of var and of log var."""
    powers = {}
    log_var = log(var)
    for term in Add.make_args(expand(expr)):
        coefficient, power, logs = S.One, S.Zero, S.Zero
        for factor in Mul.make_args(term):
            base, exponent = factor.as_base_exp()
            if base == var and exponent.is_Rational:
                power += exponent
            elif base == log_var and exponent.is_Rational:
                logs += exponent
            elif factor.has(var):
                return None
            else:
                coefficient *= factor
        powers[(power, logs)] = powers.get((power, logs), S.Zero) + coefficient
    return {p: c for p, c in powers.items() if c != 0 and not _exactly_zero(c, var)}


def _exactly_zero(coefficient, var) -> bool:
    """A constant coefficient that exact arithmetic in its algebraic field shows to be 0 (√(3+2√2) − 1 − √2)."""
    if coefficient.free_symbols or coefficient.is_Number:
        return False
    try:
        return Poly(coefficient * var, var).is_zero
    except PolynomialError:
        return False


def sign_split(expr, facts: Facts, varying=None) -> list:
    cases = sign_cases(expr, facts, varying)
    if cases is None:
        raise Unsupported(f"the sign of {expr} is not decided")
    return cases


def _sign(value) -> int:
    return 1 if value > 0 else -1 if value < 0 else 0


def _order_of_powers(gaps: tuple, facts: Facts, no_split: bool) -> list:
    """[(facts, +1/0/−1)] for x^a (log x)^b (log log x)^c against 1, the gaps (a, b, c) compared in turn: the first
    that is not 0 decides (t^r with r < 0 against log t: slower). A symbolic gap is split on its sign."""
    if not gaps:
        return [(facts, 0)]
    gap = expand(facts.subs(gaps[0]))
    if gap.is_number:
        sign = _sign(gap)
        return [(facts, sign)] if sign else _order_of_powers(gaps[1:], facts, no_split)
    if no_split:
        sign = known_sign(gap, facts)
        if sign is None:
            raise Unsupported(f"the sign of {gap} is not decided")
        cases = [(facts, sign)]
    else:
        cases = sign_split(gap, facts)
    results = []
    for branch, sign in cases:
        results.extend([(branch, sign)] if sign != ZERO else _order_of_powers(gaps[1:], branch, no_split))
    return results


def _single_variable_order(difference, degree_gap, var, facts: Facts, no_split: bool) -> list:
    """The order of e^{g_1}x^{k_1} against e^{g_2}x^{k_2} for a difference like e^t − t, 1/t or cos t.

    sympy.limit is wrong on sums of exponentials with symbolic rates; with the
    scale as the only symbol there are no rates to get wrong, so it is used here.
    A difference that only stays bounded (cos t) decides nothing unless the powers differ.
    """
    limit_value = exponent_limit(difference, var, bounded_ok=True)
    if limit_value in (S.Infinity, S.NegativeInfinity):
        # e^g outgrows every power of var only when g outgrows log var (e^{√(log t)} → ∞ slower than t)
        if exponent_limit(difference / log(var), var) not in (S.Infinity, S.NegativeInfinity):
            raise Unsupported(f"the exponent difference {difference} grows no faster than log {var}")
        return [(facts, 1 if limit_value is S.Infinity else -1)]
    found = _order_of_powers(degree_gap, facts, no_split)
    if isinstance(limit_value, AccumBounds) and any(order == 0 for _, order in found):
        raise Unsupported(f"e^({difference}) keeps oscillating as {var} → ∞")
    return found


def exponent_limit(difference, var, bounded_ok: bool = False):
    """lim_{var→∞} of an exponent difference; Unsupported unless var is its only symbol.

    With `bounded_ok`, a difference that oscillates between finite bounds gives its AccumBounds."""
    if not difference.has(var):
        return difference
    if difference.free_symbols != {var}:
        raise Unsupported(f"the exponent difference {difference} is not polynomial in {var}")
    value = _rational_limit(difference, var)
    if value is None:
        try:
            value = limit(difference, var, oo)
        except NotImplementedError:  # gruntz gives up on some forms (a bound times the scale): undecided, not a crash
            raise Unsupported(f"the exponent difference {difference} is not analysed") from None
    if isinstance(value, AccumBounds):
        if bounded_ok and value.min.is_finite and value.max.is_finite:
            return value
        raise Unsupported(f"the exponent difference {difference} has no limit as {var} → ∞")
    if value in (S.Infinity, S.NegativeInfinity) or (value.is_number and value.is_finite and value.is_real):
        return value
    raise Unsupported(f"the exponent difference {difference} has no limit as {var} → ∞")


def _rational_limit(expr, var):
    """lim_{var→∞} of a ratio of polynomials, from the degrees and leading coefficients (sympy.limit is slow on
    high degrees); None for anything else."""
    numerator, denominator = fraction(together(expr))
    top, bottom = numerator.as_poly(var), denominator.as_poly(var)
    if top is None or bottom is None or top.is_zero:
        return S.Zero if top is not None and top.is_zero else None
    ratio = top.LC() / bottom.LC()
    if not ratio.is_number:
        return None
    gap = top.degree() - bottom.degree()
    return ratio if gap == 0 else S.Zero if gap < 0 else S.Infinity * _sign(ratio)


def tie_gap(difference, var, facts: Facts) -> tuple:
    """(lim g_1 − g_2, exact) for two exponents of the same order; exact when the difference is that
    constant outright (its growing coefficients are 0 under the facts, not merely small, and no vanishing
    term such as t²/u is left)."""
    difference = expand(facts.subs(difference))
    if not difference.has(var):
        return difference, True
    powers = _powers(difference, var)
    if powers is None:
        return exponent_limit(difference, var), False
    for power, coefficient in powers.items():
        if power > (0, 0) and known_sign(coefficient, facts) != ZERO:
            raise Unsupported(f"the exponents differ by {difference}, which the facts do not show to be bounded")
    return powers.get((0, 0), S.Zero), not any(p < (0, 0) for p in powers)
