"""Limits as a scale → ∞, decided by dominance, never by sympy.limit on exp-sums.

An expression is brought to one fraction N/D; each side is a sum of terms
K·x^k·exp(g(x)). The term that grows fastest is found by comparing exponents
g_1 − g_2 (a polynomial in x: the sign of its leading coefficient decides, and
when the facts do not fix that sign the analysis splits into cases), then the
powers k. The limit is the ratio of the leading sums, 0, or ±∞; a leading sum
that cancels is dropped and the next order is examined.
"""

from dataclasses import dataclass

from sympy import Add, Mul, Poly, PolynomialError, S, exp, expand, fraction, together

from symattn.facts import ZERO, Facts, sign_cases, without_abs


class Unsupported(Exception):
    """The expression grows in a way the dominance analysis does not handle."""


@dataclass(frozen=True)
class Term:
    coefficient: object  # free of the variable
    degree: int  # power of the variable
    exponent: object  # g in exp(g)


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
    expr = facts.subs(expr)
    if not expr.has(var):
        return [(facts, expr, "")]
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


def _ratio_limit(expr, var, facts: Facts) -> list:
    numerator, denominator = fraction(together(expr))
    num_terms, den_terms = terms_of(numerator, var), terms_of(denominator, var)
    results = []
    for f_num, ref_num, lead_num, sign_num in leading(num_terms, var, facts):
        for f_den, ref_den, lead_den, sign_den in leading(den_terms, var, f_num):
            if ref_den is None:
                results.append((f_den, None, "the denominator vanishes"))
            elif ref_num is None:
                results.append((f_den, S.Zero, ""))
            else:
                for branch, order in compare(ref_num, ref_den, var, f_den):
                    if order > 0:
                        results.append((branch, S.Infinity * sign_num * sign_den, ""))
                    elif order < 0:
                        results.append((branch, S.Zero, ""))
                    else:
                        gap = exponent_limit(expand(branch.subs(ref_num.exponent - ref_den.exponent)), var)
                        results.append((branch, together(branch.subs(lead_num * exp(gap) / lead_den)), ""))
    return results


def terms_of(expr, var) -> list[Term]:
    terms = []
    for term in Add.make_args(expand(expr)):
        exponent, degree, coefficient = S.Zero, 0, []
        for factor in Mul.make_args(term):
            if isinstance(factor, exp):
                exponent += factor.args[0]
            elif factor == var:
                degree += 1
            elif factor.is_Pow and factor.base == var and factor.exp.is_Integer and factor.exp > 0:
                degree += int(factor.exp)
            elif factor.has(var):
                raise Unsupported(f"the growth of {factor} as {var} → ∞ is not analysed")
            else:
                coefficient.append(factor)
        terms.append(Term(Mul(*coefficient), degree, expand(exponent)))
    return terms


def compare(a: Term, b: Term, var, facts: Facts) -> list:
    """[(facts, +1/0/−1)]: does a grow faster than b, as fast, or slower?"""
    difference = expand(facts.subs(a.exponent - b.exponent))
    return _compare_exponent(difference, a.degree - b.degree, var, facts)


def _compare_exponent(difference, degree_gap: int, var, facts: Facts) -> list:
    if not difference.has(var):
        return [(facts, (degree_gap > 0) - (degree_gap < 0))]
    try:
        poly = Poly(difference, var)
        if any(c.has(var) for c in poly.coeffs()):
            raise PolynomialError
    except PolynomialError:
        return [(facts, _single_variable_order(difference, degree_gap, var))]
    lead = poly.LC()
    top = lead * var ** poly.degree()
    results = []
    for branch, sign in sign_cases(lead, facts):
        if sign == ZERO:
            rest = expand(branch.subs(difference - top))
            results.extend(_compare_exponent(rest, degree_gap, var, branch))
        else:
            results.append((branch, sign))
    return results


def _single_variable_order(difference, degree_gap: int, var) -> int:
    """The sign of lim g_1 − g_2 for an exponent difference like e^t − t or 1/t.

    sympy.limit is wrong on sums of exponentials with symbolic rates; with the
    scale as the only symbol there are no rates to get wrong, so it is used here.
    """
    limit_value = exponent_limit(difference, var)
    if limit_value is S.Infinity:
        return 1
    if limit_value is S.NegativeInfinity:
        return -1
    return (degree_gap > 0) - (degree_gap < 0)


def exponent_limit(difference, var):
    """lim_{var→∞} of an exponent difference; Unsupported unless var is its only symbol."""
    if not difference.has(var):
        return difference
    if difference.free_symbols != {var}:
        raise Unsupported(f"the exponent difference {difference} is not polynomial in {var}")
    from sympy import limit, oo

    value = limit(difference, var, oo)
    if value in (S.Infinity, S.NegativeInfinity) or value.is_finite:
        return value
    raise Unsupported(f"the exponent difference {difference} has no limit as {var} → ∞")


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
        reference = tops[0]
        lead = branch.subs(Add(*(t.coefficient * exp(exponent_limit(expand(branch.subs(t.exponent - reference.exponent)),
                                                                     var)) for t in tops)))
        for sub, sign in sign_cases(lead, branch):
            if sign == ZERO:
                rest = [t for t in terms if t not in tops]
                results.extend(leading(rest, var, sub))
            else:
                results.append((sub, reference, lead, sign))
    return results


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
