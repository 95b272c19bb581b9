"""Exact zero tests on trigonometric identities: angles that are multiples of one another, and large multiples."""

import pytest
from sympy import Rational, Symbol, cos, pi, sin, sqrt

from symattn.engine.identities import is_identically_zero

x, d = Symbol("x"), Symbol("d", positive=True)
ROOT = Rational(10) ** Rational(1, 5)


@pytest.mark.parametrize("expr, expected", [
    (2 - 2 * cos(2600 * ROOT) - 4 * sin(1300 * ROOT) ** 2, True),  # one angle family, multiples 1 and 2 of 1300·∜10
    (2 - 2 * cos(x / d) - 4 * sin(x / (2 * d)) ** 2, True),
    (cos(2) - cos(1) ** 2 + sin(1) ** 2, True),
    (cos(3 * sqrt(2)) - 4 * cos(sqrt(2)) ** 3 + 3 * cos(sqrt(2)), True),
    (2 - 2 * cos(2600 * ROOT) - 4 * sin(1301 * ROOT) ** 2, False),  # a multiple of 1301 apart: not expanded
    (2 - 2 * cos(x) - 4 * sin(x / 3) ** 2, False),
    (sin(x) ** 2 + cos(pi * x) ** 2 - 1, False),  # two families, no relation between them
])
def test_trigonometric_identities(expr, expected):
    """An identity in a common angle of each family is shown; anything else is not shown to be zero."""
    assert is_identically_zero(expr) is expected


def test_a_large_multiple_is_not_expanded():
    """cos(2600u) with 2600 > 12 times the family's angle is left alone rather than expanded into degree 2600."""
    assert is_identically_zero(cos(2600 * ROOT) + cos(ROOT)) is False
