"""Sign decisions: assumptions, facts, intervals; splits only where needed."""

import pytest
from sympy import Symbol, exp

from symattn.facts import NEGATIVE, POSITIVE, ZERO, Facts, known_sign, sign_cases

t = Symbol("t", positive=True)
eta = Symbol("eta", real=True)
n = Symbol("n", integer=True, positive=True)
r = Symbol("r", integer=True, nonnegative=True)


@pytest.mark.parametrize("expr, facts, expected", [
    (exp(t) + 1, Facts(), POSITIVE),
    (-2 * exp(t), Facts(), NEGATIVE),
    (eta, Facts(), None),
    (eta + 1, Facts().assume(eta, POSITIVE), POSITIVE),
    (eta - 1, Facts().assume(eta + 2, NEGATIVE), NEGATIVE),
    (n - 2, Facts(sign_subs=((n, 2 + r),)), None),
    (n - 1, Facts(sign_subs=((n, 2 + r),)), POSITIVE),
    (2 - n, Facts(sign_subs=((n, 2 + r),)).assume(n - 2, POSITIVE), NEGATIVE),
    ((n - 2) / (exp(t) + n), Facts(sign_subs=((n, 2 + r),)).assume(n - 2, POSITIVE), POSITIVE),
    (eta, Facts().assume(eta, ZERO), ZERO),
])
def test_known_sign(expr, facts, expected):
    """Signs the facts decide, and None where they do not."""
    assert known_sign(expr, facts) == expected


def test_split_covers_three_cases():
    """An undecided real splits into >, = and <, with the zero case substituted."""
    cases = sign_cases(eta + 1, Facts())
    assert [(f.describe(), s) for f, s in cases] == [("eta > -1", 1), ("eta = -1", 0), ("eta < -1", -1)]
    assert cases[1][0].subs(eta) == -1


def test_nonnegative_splits_in_two():
    """n − 2 with n ≥ 2 splits into n > 2 and n = 2 only."""
    cases = sign_cases(n - 2, Facts(sign_subs=((n, 2 + r),)))
    assert [(f.describe(), s) for f, s in cases] == [("n > 2", 1), ("n = 2", 0)]


def test_sign_depending_on_the_scale_is_not_split():
    """A sign that changes with t is refused, not split."""
    assert sign_cases(t - 1, Facts(), varying=t) is None
