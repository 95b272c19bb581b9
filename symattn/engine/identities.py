"""Exact zero tests: is an expression identically 0? True only when shown, never guessed.

Rational functions are brought over one denominator and expanded; sin/cos through
angle sums and cos² = 1 − sin²; logarithms of positive rationals through their
prime factors (log 6 − log 2 − log 3 = 0), since the logs of distinct primes are
linearly independent over the rationals.
"""

from functools import reduce
from math import gcd, lcm

from sympy import Add, Dummy, Integer, Rational, cos, expand, expand_trig, factorint, fraction, log, radsimp, sin, together

MAX_FACTORED = 10**12  # larger literals are left as they are: factoring them is not worth the time


def is_identically_zero(expr) -> bool:
    if expr == 0:
        return True
    numerator, _ = fraction(together(expr))
    numerator = expand(numerator)
    if numerator == 0:
        return True
    if numerator.has(log):
        numerator = expand(numerator.xreplace({f: prime_logs(f) for f in numerator.atoms(log)}))
        if numerator == 0 or _logs_of_one(numerator):
            return True
    if numerator.has(sin, cos):
        return _trig_zero(numerator)
    return False


def prime_logs(term):
    """log(p/q) for a positive rational → Σ e_k log p_k; any other log unchanged."""
    argument = term.args[0]
    if not (argument.is_Rational and argument > 0) or max(argument.p, argument.q) > MAX_FACTORED:
        return term
    pieces = [e * log(Integer(p)) for p, e in factorint(argument.p).items()]
    pieces += [-e * log(Integer(p)) for p, e in factorint(argument.q).items()]
    return Add(*pieces)


MAX_LOG_POWER = 8


def _logs_of_one(expr) -> bool:
    """Σ k_i log a_i = 0 with whole k_i and algebraic a_i > 0 without symbols, shown by Π a_i^k_i = 1 exactly
    (log 2 − log(1 + √3) − log(√3 − 1) = 0; 30 digits read it as −2e-165)."""
    if expr.free_symbols or not expr.is_Add:
        return False
    product = Integer(1)
    for term in expr.args:
        coefficient, rest = term.as_coeff_Mul()
        if not (isinstance(rest, log) and coefficient.is_Integer and abs(coefficient) <= MAX_LOG_POWER
                and rest.args[0].is_positive and rest.args[0].is_algebraic):
            return False
        product *= rest.args[0] ** coefficient
    return expand(radsimp(expand(product))) == 1


def _trig_zero(expr) -> bool:
    """sin, cos identities: expand angle sums, then use cos² = 1 − sin².

    Angles that are rational multiples of one another are first written as multiples of one angle x (cos 2 = cos 2x
    at x = 1; cos(2600·10^{1/5}) and sin(1300·10^{1/5}) as cos 2x and sin x), so that cos 2 − cos²1 + sin²1 = 0 is an
    identity in x, and an identity holds at every value of x. A multiple beyond MAX_MULTIPLE is not expanded (cos(kx)
    is a polynomial of degree k): not shown to be zero."""
    expr = _common_angles(expr)
    if expr is None:
        return False
    expanded = expand(expand_trig(expr))
    squares = {c**2: 1 - sin(c.args[0])**2 for c in expanded.atoms(cos)}
    return expand(expanded.subs(squares)) == 0


MAX_MULTIPLE = 12  # cos(kx) expands into a polynomial of degree k


def _common_angles(expr):
    """The expression with each family of angles c·u (one u, rational c) as multiples of its own x; None when a
    multiple is too large to expand."""
    families: dict = {}
    for f in expr.atoms(sin, cos):
        coefficient, rest = f.args[0].as_coeff_Mul()
        if coefficient.is_Rational and coefficient != 0:
            families.setdefault(rest, set()).add(coefficient)
    replaced = {}
    for rest, coefficients in families.items():
        base = Rational(reduce(gcd, [c.p for c in coefficients]), reduce(lcm, [c.q for c in coefficients]))
        if any(abs(c / base) > MAX_MULTIPLE for c in coefficients):
            return None
        if len(coefficients) < 2 and (rest == 1 or abs(base) <= MAX_MULTIPLE):
            continue  # one angle, which expand_trig may still split as a sum (ω(t_1 − t_2)): left as written
        x = Dummy("x")
        for f in expr.atoms(sin, cos):
            coefficient, other = f.args[0].as_coeff_Mul()
            if other == rest and coefficient in coefficients:
                replaced[f] = f.func(coefficient / base * x)
    return expr.xreplace(replaced)

