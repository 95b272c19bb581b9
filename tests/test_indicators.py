"""A value written with indicators of the noise's cases is read as one row per case of the indicator's inequality."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import by_name, load_parts
from tests.conftest import step_statuses as statuses

PARTS = by_name(load_parts([]))
Q = "Take q = t(mu_a + mu_b). "


ROWS = [
    (Q + "Then α_a → 1{η > 0}.", "svv"),
    (Q + r"Then $\alpha_a \to \mathbf 1[\eta > 0]$ and $\alpha_b \to \mathbb{1}[\eta < 0]$.", "svvvv"),
    (Q + "Then c ≈ v_a·1[η > 0] + v_b·1[η < 0].", "svv"),
    (Q + r"So $c \to v_b + \mathbf 1[\eta > 0]\,(v_a - v_b)$.", "svv"),
    # wrong in each case, or in one
    (Q + "Then α_a → 1{η < 0}.", "sww"),
    (Q + "Then c ≈ v_b·1[η > 0] + v_a·1[η < 0].", "sww"),
    (Q + r"So $c \to v_a + \mathbf 1[\eta < 0]\,(v_a - v_b)$.", "svw"),
    # indicators of two boundaries: not read as rows (no reading builds a relation as a value)
    (Q + "Then c ≈ v_a·1[η > 0] + v_b·1[η > -1].", "ss"),
]


@pytest.mark.parametrize("text, expected", ROWS)
def test_an_indicator_is_read_as_its_cases(text, expected):
    """α_a → 𝟏[η > 0] is α_a → 1 where η > 0 and α_a → 0 where η < 0."""
    assert statuses("single-head-noise", text) == expected


@pytest.mark.parametrize("text, verdict", [
    (Q + "For large t, c ≈ v_a·1[η > 0] + v_b·1[η < 0], and P(η > 0) = ½.", "correct"),
    (Q + "For large t, c ≈ v_b·1[η > 0] + v_a·1[η < 0], and P(η > 0) = ½.", "incorrect"),
])
def test_the_rows_establish_the_facts_of_their_cases(text, verdict):
    """Each row is said in its indicator's case, as "c → v_a when η > 0" is."""
    assert grade_answer(PARTS["single-head-noise"], text).verdict == verdict
