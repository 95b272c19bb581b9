"""Numbers evaluated with as many digits as they need: a value is trusted only once sympy's evalf reports it accurate.

sympy's evalf tracks how many bits of its result are right (a Float's `_prec`); a cancellation such as
log(1 + 10⁻⁴⁰) comes back as 0 with no accurate bit at 30 digits, and right at 60. So a value is asked for at
30 digits, then 60, 120, 240 and 480, and kept at the first precision whose result is non-zero and accurate to
the digits asked: an exact non-zero difference of 10⁻⁴⁰ (or 10⁻²⁰⁰) is not zero. A true zero never reaches that
accuracy (its evaluation keeps no accurate bit), so it is never given a sign here: zeros are shown exactly
(`identities.is_identically_zero`), never numerically.
"""

from mpmath.libmp import dps_to_prec
from sympy import Float

DIGITS = (30, 60, 120, 240, 480)  # at most 480 digits: the notation bounds literals to 100 digits and 400 bits


def accurate_value(value, digits: tuple = DIGITS):
    """A non-zero Float with at least the digits asked right, for an expression without symbols; None if no
    precision tried gives one (zero, complex, not finite, or cancelling beyond 480 digits)."""
    for wanted in digits:
        try:
            numeric = value.evalf(wanted)
        except (TypeError, ValueError, ZeroDivisionError, ArithmeticError):
            return None
        if numeric == 0:
            continue  # no accurate bit at this precision (a cancellation), or a true zero: ask for more digits
        if not isinstance(numeric, Float):
            return None  # complex, infinite or symbolic: no real number to read
        if numeric._prec >= dps_to_prec(wanted) - 4:
            return numeric
    return None


def shown_number(value) -> str:
    """A number for people, to 6 digits: as a float where one holds it, else from its own digits (e⁻⁹⁰⁰⁰ is not 0)."""
    number = float(value)
    if value == 0 or 1e-300 < abs(number) < 1e300:
        return f"{number:.6g}"
    return str(value.evalf(6))
