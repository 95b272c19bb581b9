"""A case said in other terms (k_aᵀq₁ > 0, built as t(1 + η) > 0) brought back to the fixed numbers by the facts."""

import pytest
from sympy import Symbol, exp, sin

from symattn.engine.condition_terms import reduced_sign_condition
from symattn.engine.facts import Facts

t = Symbol("t", positive=True)
eta = Symbol("eta", real=True)
s = Symbol("s", real=True)


@pytest.mark.parametrize("difference, expected", [
    (t * (1 + eta), (1 + eta, 1)),                     # k_aᵀq₁ = t(1 + η) > 0: 1 + η > 0
    (t + t * eta - t, (eta, 1)),                       # k_aᵀq − k_bᵀq = tη: η > 0
    (-t ** 2 * (eta - 1), (1 - eta, 1)),               # a negative number and t² divided out together
    (-exp(t) * eta, (eta, -1)),                        # e^t > 0 divided out, the relation flipped
    (t * (eta - 1) * 3, (3 * eta - 3, 1)),             # numbers stay: the case is the same
    ((t - 2) * eta, None),                             # t − 2 changes sign along the scale: not the same case
    (sin(t) * eta, None),                              # so does sin t
    (t * eta + 1, None),                               # t is no factor: the case moves with t
    (t * (eta - t), None),                             # what remains still moves with t
    (s * t * eta, (s * eta, 1)),                       # s is no scale: its factor stays in the case
])
def test_factors_that_move_with_the_scale_are_divided_out(difference, expected):
    reduced = reduced_sign_condition(difference, {t}, Facts())
    if expected is None or reduced is None:
        assert reduced == expected
    else:  # sign(difference) = flip · sign(rest): (−η, 1) and (η, −1) are one answer
        assert (reduced[0] * reduced[1]).expand() == (expected[0] * expected[1]).expand()
