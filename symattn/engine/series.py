"""A function of u alone expanded at u = 0 (sympy's series), for what cancels to leading order as x = 1/u → ∞.

The expansion is tried to 4, then 8 orders of u; it is kept only when every term is a real number times a rational
power of u and the remainder's order is known, and it is confirmed numerically: at u = 10⁻⁴ and 10⁻⁶ the function
minus the partial sum must be of the remainder's order (100 · u^p at most, 80 digits).
"""

from sympy import Add, PoleError, Rational

SERIES_ORDERS = (4, 8)  # how many orders of u are tried


class SeriesProblem(Exception):
    """No usable expansion: `empty` when every order tried was all remainder, else sympy failed or gave a form
    that is not c·u^p."""

    def __init__(self, message: str = "", empty: bool = False):
        super().__init__(message)
        self.empty = empty


def series_at_zero(near_zero, u) -> tuple:
    """([(c, p)], remainder power): near_zero = Σ c u^p + O(u^power) as u → 0⁺, confirmed numerically."""
    for order in SERIES_ORDERS:
        try:
            expansion = near_zero.series(u, 0, order)
        except (PoleError, ValueError, NotImplementedError, TypeError) as problem:
            raise SeriesProblem(str(problem)) from None
        remainder = expansion.getO()
        pieces = [term.as_coeff_exponent(u) for term in Add.make_args(expansion.removeO()) if term != 0]
        if remainder is None or not all(c.is_number and c.is_real and not c.has(u) and p.is_Rational
                                        for c, p in pieces):
            raise SeriesProblem()
        if pieces:
            break
    else:
        raise SeriesProblem(empty=True)
    power = remainder.expr.as_coeff_exponent(u)[1]
    if not confirmed(near_zero, Add(*(c * u ** p for c, p in pieces)), u, power):
        raise SeriesProblem("the series could not be confirmed")
    return pieces, power


def confirmed(expr, partial_sum, u, power) -> bool:
    """A numeric cross-check of a series: expr − partial sum is of the order u^power."""
    for point in (Rational(1, 10**4), Rational(1, 10**6)):
        gap = (expr - partial_sum).xreplace({u: point}).evalf(80)
        if not (gap.is_Number and abs(gap) <= 100 * point ** power):
            return False
    return True
