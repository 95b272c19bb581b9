"""Exact zero tests: is an expression identically 0? True only when shown, never guessed.

Rational functions are brought over one denominator and expanded; sin/cos through
angle sums and cos² = 1 − sin²; logarithms of positive rationals through their
prime factors (log 6 − log 2 − log 3 = 0), since the logs of distinct primes are
linearly independent over the rationals.
"""

from sympy import Add, Integer, cos, expand, expand_trig, factorint, fraction, log, sin, together

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
        if numerator == 0:
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


def _trig_zero(expr) -> bool:
    """sin, cos identities: expand angle sums, then use cos² = 1 − sin²."""
    expanded = expand(expand_trig(expr))
    squares = {c**2: 1 - sin(c.args[0])**2 for c in expanded.atoms(cos)}
    return expand(expanded.subs(squares)) == 0

