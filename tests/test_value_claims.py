"""Equality of two built values under the facts, and sides that are no real number."""

import pytest

from symattn.engine.claims import initial_facts
from symattn.engine.results import Status
from symattn.engine.value_claims import equal_values, not_real, shown_value
from symattn.notation import parse
from tests.conftest import make_context

SETTING = {"scalars": {"t": "positive", "p": "real", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
           "keys": ["a", "b"], "let": [r"k_i = \mu_i", r"q = t(\mu_a + \mu_b)"]}


@pytest.mark.parametrize("left, right, when, status", [
    (r"k_a^\top q", "t", (), Status.PROVED),
    (r"k_a^\top q", "2t", (), Status.REFUTED),
    (r"q", r"t\mu_a + t\mu_b", (), Status.PROVED),
    (r"q", r"t\mu_a", (), Status.REFUTED),
    (r"(p - 1)^2", r"p^2 - 2p + 1", (), Status.PROVED),
])
def test_equal_values(left, right, when, status):
    context = make_context(SETTING)
    result = equal_values(context.build(parse(left)), context.build(parse(right)), context, initial_facts(context, when))
    assert result.status is status


@pytest.mark.parametrize("value, when, refuted", [
    (r"\log(p)", ("p < 0",), "the logarithm of p is not a real number: p < 0 when p < 0"),
    (r"\sqrt{p - 1}", ("p < 1",), "the root of p - 1 is not a real number: p - 1 < 0 when p < 1"),
    (r"\log(p)", ("p > 0",), None),
])
def test_not_real(value, when, refuted):
    context = make_context(SETTING)
    result = not_real((context.build(parse(value)),), context, initial_facts(context, when))
    assert (result.reason if result is not None else None) == refuted


@pytest.mark.parametrize("text, shown", [("t(t + 1) + 1", "t**2 + t + 1"), ("(t + 1)^2", "(t + 1)**2"), ("2t", "2*t")])
def test_shown_value_expands_a_sum_only(text, shown):
    context = make_context(SETTING)
    assert shown_value(context.build(parse(text)).expr) == shown
