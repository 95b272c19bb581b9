"""Limit claims on built values: at ∞ by dominance, component by component for vectors, refuted only with evidence."""

import pytest
from sympy import S

from symattn.engine.claims import initial_facts
from symattn.engine.limit_claims import check_limit, limit_values
from symattn.engine.results import Status
from symattn.notation import parse
from tests.conftest import make_context

SETTING = {"scalars": {"t": "positive", "n": "positive integer"}, "vectors": {"mu": "orthonormal"},
           "keys": ["a", "b"], "scale": "t", "let": [r"k_i = \mu_i", r"q = t\mu_a"]}


@pytest.mark.parametrize("body, target, status, reason", [
    (r"\alpha_a", "1", Status.PROVED, "the limit is 1"),
    (r"\alpha_b", "0", Status.PROVED, "the limit is 0"),
    (r"\alpha_a", r"\frac{1}{2}", Status.REFUTED, "the limit is 1"),
    (r"\alpha_a \mu_a + \alpha_b \mu_b", r"\mu_a", Status.PROVED, "the limit is mu_a"),
])
def test_limit_values(body, target, status, reason):
    context = make_context(SETTING)
    var = context.setting.scalar("t")
    result = limit_values(context.build(parse(body)), context.build(parse(target)), var, context,
                          initial_facts(context, ()), S.Infinity)
    assert (result.status, result.reason) == (status, reason)


@pytest.mark.parametrize("claim, status", [
    (r"\lim_{t\to\infty} \alpha_a", Status.PROVED),
    (r"\lim_{s\to 0^+} s \log s", Status.PROVED),
    (r"\lim_{t\to\infty} \frac{t}{t + 1}", Status.PROVED),
])
def test_check_limit_reaches_every_kind(claim, status):
    """At ∞, at a point from a side, and a plain ratio: each value claimed is the limit found."""
    table = {**SETTING, "scalars": {**SETTING["scalars"], "s": "real"}}
    context = make_context(table)
    target = "1" if "alpha" in claim or "t + 1" in claim else "0"
    node = parse(claim + " = " + target)
    assert check_limit(node.operands[0], node.operands[1], context, initial_facts(context, ())).status is status
