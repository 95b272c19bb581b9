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

    Numeric angles are first written as multiples of one angle x (cos 2 = cos 2x at x = 1), so
    that cos 2 − cos²1 + sin²1 = 0 is an identity in x, and an identity holds at x = 1."""
    expr = _common_angle(expr)
    expanded = expand(expand_trig(expr))
    squares = {c**2: 1 - sin(c.args[0])**2 for c in expanded.atoms(cos)}
    return expand(expanded.subs(squares)) == 0


MAX_MULTIPLE = 12  # cos(kx) expands into a polynomial of degree k


def _common_angle(expr):
    angles = {f.args[0] for f in expr.atoms(sin, cos)}
    numeric = [a for a in angles if a.is_Rational and a != 0]
    if len(numeric) < 2:
        return expr
    base = Rational(reduce(gcd, [a.p for a in numeric]), reduce(lcm, [a.q for a in numeric]))
    if any(abs(a / base) > MAX_MULTIPLE for a in numeric):
        return expr
    x = Dummy("x")
    return expr.xreplace({f: f.func(f.args[0] / base * x) for f in expr.atoms(sin, cos) if f.args[0] in numeric})

