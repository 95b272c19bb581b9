"""Series at u = 0 for what cancels to leading order: kept only in the form Σ c u^p, and confirmed numerically."""

import pytest
from sympy import Rational, S, Symbol, cos, exp, sin

from symattn.engine.series import SeriesProblem, confirmed, series_at_zero

u = Symbol("u", positive=True)


@pytest.mark.parametrize("expr, leading", [
    ((1 - cos(u)) / u ** 2, (Rational(1, 2), S.Zero)),
    ((u - sin(u)) / u ** 3, (Rational(1, 6), S.Zero)),
    (exp(u) - 1, (S.One, S.One)),
    ((cos(u) - 1) / u ** 4, (-Rational(1, 2), S(-2))),
])
def test_the_leading_term(expr, leading):
    pieces, _ = series_at_zero(expr, u)
    assert min(pieces, key=lambda piece: piece[1]) == leading


@pytest.mark.parametrize("expr, empty", [
    (sin(1 / u), False),  # no expansion at 0: sympy leaves it as it is
    (exp(-1 / u), True),  # 0 to every order
])
def test_no_usable_series(expr, empty):
    with pytest.raises(SeriesProblem) as raised:
        series_at_zero(expr, u)
    assert raised.value.empty is empty


@pytest.mark.parametrize("partial, power, expected", [
    (1 - u ** 2 / 2, 4, True),
    (S.One, 2, True),
    (1 - u ** 2, 4, False),  # a wrong coefficient is caught at u = 10⁻⁴
])
def test_confirmed_against_the_remainder(partial, power, expected):
    assert confirmed(cos(u), partial, u, power) is expected
