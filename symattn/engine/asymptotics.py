"""Limits as a scale → ∞, decided by dominance, never by sympy.limit on exp-sums.

An expression is brought to one fraction N/D; each side is a sum of terms
K·x^k·exp(g(x)) (k rational). The term that grows fastest is found by comparing
terms (growth_order.py: exponents first, then powers of x, log x, log log x).
The limit is the ratio of the leading sums, 0, or ±∞.

A leading sum that cancels is dropped only when its terms' exponents differ by
constants, so that it is exactly 0. Terms tied only in the limit (e^{t+1/t}
against e^t) cancel to something smaller whose size matters: the group is
expanded as a series in 1/x (sympy's series, on a function of x alone), whose
terms replace it and whose remainder must never lead; else the answer is unknown.

Keys whose scores differ from key to key enter as one OthersTotal term: sound
only when something else strictly outgrows it without a case split on its score.
"""

from dataclasses import dataclass

from functools import lru_cache

from sympy import Add, Dummy, Mul, S, exp, expand, fraction, log, together

from symattn.algebra import OthersTotal, depends_on_key
from symattn.engine import oscillation
from symattn.engine.bounded import limit_with_bounded_functions
from symattn.engine.facts import ZERO, Facts, without_abs
from symattn.engine.growth_order import PER_KEY_PROBLEM, Term, Unsupported, compare, sign_split, tie_gap
from symattn.engine.series import SeriesProblem, series_at_zero


@dataclass(frozen=True)
class LimitCase:
    facts: Facts
    values: tuple  # one limit per expression, or None where unknown
    note: str = ""


def limit_cases(exprs: list, var, facts: Facts) -> list[LimitCase]:
    """The limits of several expressions as var → ∞, jointly case-split."""
    cases = [LimitCase(facts, ())]
    for expr in exprs:
        extended = []
        for case in cases:
            for branch, value, note in limit_at_infinity(expr, var, case.facts):
                extended.append(LimitCase(branch, case.values + (value,), case.note or note))
        cases = extended
    return cases


def limit_at_infinity(expr, var, facts: Facts) -> list:
    """[(facts, value or None, note)] covering every case."""
    expr = _split_logs(facts.subs(expr), var)
    if not expr.has(var):
        return [(facts, expr, "")]
    results = _dominance(expr, var, facts)
    if any(value is None for _, value, _ in results) and oscillation.has_oscillation(expr, var):
        # sin t as a factor (not inside an exponent, where the dominance analysis bounds it): bounded × → 0; sin(1/t)
        # as a factor tends to sin 0
        return _by_bounds(expr, var, facts) or results
    return results


def _by_bounds(expr, var, facts: Facts):
    """The limit of an expression with oscillating functions: continuous factors (sin(1/t)), a series in 1/t
    (t²(1 − cos(1/t))), bounded factors (sin t / t), bounded functions of them (e^{sin t} / t), the first that
    decides every case; else the partial answer of the bounded factors, or None."""
    partial = None
    for method in (oscillation.limit_with_continuous_factors, oscillation.limit_by_series,
                   oscillation.limit_with_bounded_factors, limit_with_bounded_functions):
        try:
            found = method(expr, var, facts, limit_cases)
        except (oscillation.Oscillating, Unsupported):
            continue
        if found is not None and all(value is not None for _, value, _ in found):
            return found
        if method is oscillation.limit_with_bounded_factors:
            partial = found
    return partial


def _dominance(expr, var, facts: Facts) -> list:
    results = []
    for branch, plain in without_abs(expr, facts, var):
        if plain is None:
            results.append((branch, None, "the sign inside |…| changes with the scale"))
            continue
        try:
            results.extend(_ratio_limit(plain, var, branch))
        except Unsupported as problem:
            results.append((branch, None, str(problem)))
    return results


@lru_cache(maxsize=2048)
def _fraction(expr) -> tuple:
    """(numerator, denominator) over one denominator; each case of a split asks again for the same expression."""
    return fraction(together(expr))


def _ratio_limit(expr, var, facts: Facts) -> list:
    numerator, denominator = _fraction(expr)
    num_terms, den_terms = terms_of(numerator, var), terms_of(denominator, var)
    results = []
    for f_num, ref_num, lead_num, sign_num in leading(num_terms, var, facts):
        for f_den, ref_den, lead_den, sign_den in leading(den_terms, var, f_num):
            if ref_den is None:
                results.append((f_den, None, "the denominator vanishes"))
            elif ref_num is None:
                results.append((f_den, S.Zero, ""))
            elif ref_den.per_key:
                raise Unsupported(PER_KEY_PROBLEM)
            else:
                for branch, order in compare(ref_num, ref_den, var, f_den):
                    if ref_num.per_key and order >= 0:
                        raise Unsupported(PER_KEY_PROBLEM)
                    if order > 0:
                        results.append((branch, S.Infinity * sign_num * sign_den, ""))
                    elif order < 0:
                        results.append((branch, S.Zero, ""))
                    else:
                        gap, _ = tie_gap(ref_num.exponent - ref_den.exponent, var, branch)
                        results.append((branch, together(branch.subs(lead_num * exp(gap) / lead_den)), ""))
    return results


def eventual_signs(expr, var, facts: Facts) -> list:
    """[(facts, sign)]: the sign expr keeps for every large enough var, from the leading terms of its numerator and
    denominator (ZERO when the numerator vanishes identically); [] when the growth of a term is not analysed."""
    numerator, denominator = _fraction(expr)
    try:
        found = []
        for f_num, _, _, sign_num in leading(terms_of(numerator, var), var, facts):
            for f_den, reference, _, sign_den in leading(terms_of(denominator, var), var, f_num):
                if reference is None:
                    return []  # a denominator that vanishes: no sign
                found.append((f_den, sign_num * sign_den if sign_num != ZERO else ZERO))
        return found
    except Unsupported:
        return []


def terms_of(expr, var) -> list[Term]:
    terms = []
    log_var = log(var)
    for term in Add.make_args(expand(expr)):
        exponent, degree, coefficient, per_key = S.Zero, S.Zero, [], False
        logs, loglogs = S.Zero, S.Zero
        for factor in Mul.make_args(term):
            base, power = factor.as_base_exp()
            if isinstance(factor, exp):
                rest, powers = _powers_in_exponent(factor.args[0], var)
                exponent += rest
                degree, logs = degree + powers[0], logs + powers[1]
            elif factor == var:
                degree += 1
            elif base == var and not power.has(var) and power.is_extended_real:
                degree += power  # t^r with r of any known-real value: its sign is decided, or split, when compared
            elif base == log_var and not power.has(var) and power.is_extended_real:
                logs += power
            elif base == log(log_var) and not power.has(var) and power.is_extended_real:
                loglogs += power
            elif isinstance(factor, OthersTotal) and factor.has(var):
                (each,) = terms_of(factor.body, var) if factor.body.is_Mul or isinstance(factor.body, exp) else (None,)
                if each is None or each.per_key or any(depends_on_key(part, factor.bound) for part in
                                                       (each.coefficient, each.degree, each.logs, each.loglogs)):
                    raise Unsupported(f"the growth of {factor} as {var} → ∞ is not analysed")
                coefficient.append(each.coefficient)
                degree, logs, loglogs = degree + each.degree, logs + each.logs, loglogs + each.loglogs
                exponent += each.exponent
                per_key = True
            elif factor.has(var):
                raise Unsupported(f"the growth of {factor} as {var} → ∞ is not analysed")
            else:
                coefficient.append(factor)
        terms.append(Term(Mul(*coefficient), degree, expand(exponent), per_key, logs=logs, loglogs=loglogs))
    return terms


def _powers_in_exponent(argument, var) -> tuple:
    """(what is left of an exponent, (k, l)) after e^{k log x + l log log x} is read as x^k (log x)^l — exact for
    x > 0 (e^{r log t} = t^r), so that r log t is compared by the sign of r as t^r is, not as an exponent
    difference that is not polynomial in t. Only a real k or l is moved: the powers are compared by their sign."""
    log_var = log(var)
    rest, degree, logs = S.Zero, S.Zero, S.Zero
    for piece in Add.make_args(expand(argument)):
        ratio = piece / log_var
        if not ratio.has(var) and ratio.is_extended_real:
            degree += ratio
            continue
        ratio = piece / log(log_var)
        if not ratio.has(var) and ratio.is_extended_real:
            logs += ratio
            continue
        rest += piece
    return rest, (degree, logs)


def _split_logs(expr, var):
    """log(c·x^k) as log c + k log x, for a positive number c and a rational k (x is positive as it grows), so that
    log(2t) and log(t²) are powers of log t; other logarithms are left as they are."""
    if not expr.has(log):
        return expr
    changes = {}
    for found in expr.atoms(log):
        argument = found.args[0]
        if argument == var or not argument.has(var):
            continue
        coefficient, power = argument.as_coeff_exponent(var)
        if coefficient.is_number and coefficient.is_positive and power.is_Rational and power != 0:
            changes[found] = log(coefficient) + power * log(var)
    return expr.xreplace(changes) if changes else expr


def top_terms(terms: list, var, facts: Facts) -> list:
    """[(facts, the terms of fastest growth)]."""
    states = [(facts, [])]
    for term in terms:
        grown = []
        for branch, top in states:
            if not top:
                grown.append((branch, [term]))
                continue
            for sub, order in compare(term, top[0], var, branch):
                grown.append((sub, [term] if order > 0 else top if order < 0 else top + [term]))
        states = grown
    return states


def leading(terms: list, var, facts: Facts) -> list:
    """[(facts, reference term, leading sum, its sign)]; reference None when the sum is 0."""
    if not terms:
        return [(facts, None, S.Zero, ZERO)]
    results = []
    for branch, tops in top_terms(terms, var, facts):
        if any(t.per_key for t in tops) and len(tops) > 1:
            raise Unsupported(PER_KEY_PROBLEM)
        if any(t.bound for t in tops):
            raise Unsupported("the terms cancel beyond the order of the series expansion")
        reference = tops[0]
        gaps = [tie_gap(t.exponent - reference.exponent, var, branch) for t in tops]
        lead = branch.subs(Add(*(t.coefficient * exp(gap) for t, (gap, _) in zip(tops, gaps))))
        for sub, sign in sign_split(lead, branch):
            if sign != ZERO:
                results.append((sub, reference, lead, sign))
                continue
            rest = [t for t in terms if t not in tops]
            if not all(is_exact for _, is_exact in gaps):
                differences = [expand(sub.subs(t.exponent - reference.exponent)) for t in tops]
                rest.extend(_expanded_group(tops, differences, reference, var, sub))
            results.extend(leading(rest, var, sub))
    return results


def _expanded_group(tops: list, differences: list, reference: Term, var, facts: Facts) -> list:
    """Terms tied only in the limit whose leading sum is 0 (e^{t+1/t} − e^t): the group is
    x^k e^{g_ref} · G(x) with G = Σ K e^{g − g_ref} → 0, and how fast G vanishes decides what is
    left. G, a function of x alone, is expanded in u = 1/x (series.py): its terms join the
    others exactly, and the remainder O(u^p) joins as a bound that must never lead."""
    group = facts.subs(Add(*(t.coefficient * exp(d) for t, d in zip(tops, differences))))
    if group.free_symbols != {var}:
        raise Unsupported(f"the terms {group} cancel to an order that is not analysed")
    u = Dummy("u", positive=True)
    try:
        pieces, bound_power = series_at_zero(group.xreplace({var: 1 / u}), u)
    except SeriesProblem as problem:
        if problem.empty:
            raise Unsupported(f"the terms {group} cancel beyond the order of the series expansion") from None
        detail = f" ({problem})" if str(problem) else ""
        raise Unsupported(f"the terms {group} cancel to an order that is not analysed{detail}") from None
    same = {"logs": reference.logs, "loglogs": reference.loglogs}
    expanded = [Term(c, reference.degree - p, reference.exponent, **same) for c, p in pieces]
    return expanded + [Term(S.One, reference.degree - bound_power, reference.exponent, bound=True, **same)]


def limit_at_zero(expr, var) -> object:
    """lim_{var → 0+} of a sum of terms c·var^p with p ≥ 0 (polynomial in √var); None otherwise."""
    total = S.Zero
    for term in Add.make_args(expand(expr)):
        power = S.Zero
        rest = []
        for factor in Mul.make_args(term):
            if factor == var:
                power += 1
            elif factor.is_Pow and factor.base == var and factor.exp.is_Rational:
                power += factor.exp
            elif factor.has(var):
                return None
            else:
                rest.append(factor)
        if power < 0:
            return None
        if power == 0:
            total += Mul(*rest)
    return total
