"""Sign decisions: assumptions, facts, intervals; splits only where needed."""

import pytest
from sympy import Abs as sympy_abs, Rational, Symbol, cos, exp, log, pi, sin, sqrt

from symattn.engine.facts import NEGATIVE, POSITIVE, ZERO, Facts, known_sign, sign_cases

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


eps = Symbol("epsilon", positive=True)


@pytest.mark.parametrize("expr, expected", [
    (1 - sin(1)**2 - cos(1)**2, ZERO),
    (log(6, evaluate=False) - log(2, evaluate=False) - log(3, evaluate=False), ZERO),
    (log(7, evaluate=False) - log(2, evaluate=False) - log(3, evaluate=False), POSITIVE),
    (cos(2) - cos(1)**2 + sin(1)**2, ZERO),
    (pi - Rational(355, 113), NEGATIVE),
    (sqrt(2) + sqrt(3) - sqrt(5 + 2 * sqrt(6)), None),
])
def test_constants_are_decided_exactly_or_not_at_all(expr, expected):
    """A constant's sign: an exact zero, a plainly non-zero value, or None (never a guess)."""
    assert known_sign(expr, Facts()) == expected


@pytest.mark.parametrize("expr, facts, expected", [
    # a fact times something of known sign
    (n - 2 - 2 * n * eps, Facts(sign_subs=((n, 2 + r),)).assume(eps - (n - 2) / (2 * n), NEGATIVE), POSITIVE),
    # log x has the sign of x − 1
    (log((n - 2) * (1 - 2 * eps) / (4 * eps), evaluate=False),
     Facts(sign_subs=((n, 2 + r),)).assume(n - 2, POSITIVE).assume(eps - Rational(1, 2), NEGATIVE)
     .assume(eps - (n - 2) / (2 * n), NEGATIVE), POSITIVE),
    # polynomial facts in one symbol, solved exactly
    (eta + 2, Facts().assume(eta**2 - 1, NEGATIVE), POSITIVE),
    (eta, Facts().assume(eta**2 + eta, POSITIVE).assume(eta + 1, POSITIVE), POSITIVE),
])
def test_signs_from_facts_beyond_linear_matching(expr, facts, expected):
    """Scaled facts, logarithms and polynomial facts decide signs too."""
    assert known_sign(expr, facts) == expected


@pytest.mark.parametrize("facts, feasible, empty", [
    (Facts().assume(eta, POSITIVE).assume(eta + 1, NEGATIVE), False, True),
    (Facts().assume(eta**3, POSITIVE).assume(eta, NEGATIVE), False, True),
    (Facts().assume(eta**2 + 1, NEGATIVE), False, True),
    (Facts().assume(eta**2 + eta, POSITIVE), True, False),
    (Facts().assume(r - Rational(1, 2), POSITIVE).assume(r - Rational(3, 4), NEGATIVE), False, True),
    (Facts().assume(eta - t, POSITIVE), False, False),
])
def test_case_feasibility(facts, feasible, empty):
    """A case is certainly possible, certainly empty (it is then dropped), or neither."""
    assert (facts.is_certainly_feasible(), facts.is_certainly_empty()) == (feasible, empty)


def test_a_constant_of_undecided_sign_is_not_split():
    """Splitting on a constant would only pretend: the caller gets None (unknown)."""
    assert sign_cases(sqrt(2) + sqrt(3) - sqrt(5 + 2 * sqrt(6)), Facts()) is None


@pytest.mark.parametrize("facts, expected", [
    # ‖k_a‖ < 1 with k_a = (1 + η)μ_a, in the case η > 0: no value is left
    (((sympy_abs(eta + 1) - 1, NEGATIVE), (eta, POSITIVE)), True),
    (((sympy_abs(eta + 1) - 1, POSITIVE), (eta + 1, POSITIVE), (eta, NEGATIVE)), True),
    (((sympy_abs(eta + 1) - 1, POSITIVE), (sympy_abs(eta + 1) - 1, NEGATIVE)), True),
    # cases that are not empty: −2 < η < 0 and η < −2 are values of η
    (((sympy_abs(eta + 1) - 1, NEGATIVE), (eta, NEGATIVE)), False),
    (((sympy_abs(eta + 1) - 1, POSITIVE), (eta, NEGATIVE)), False),
    (((sympy_abs(eta ** 2 - 1) - eta, POSITIVE), (eta, POSITIVE)), False),
])
def test_absolute_values_of_one_symbol_are_solved(facts, expected):
    """Facts in one symbol with absolute values of polynomials (a norm of a noisy key) are solved exactly: an empty
    case is seen to be empty, and a case with values is never called empty."""
    found = Facts()
    for expr, sign in facts:
        found = found.assume(expr, sign)
    assert found.is_certainly_empty() is expected
