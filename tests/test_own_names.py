"""Vectors a write-up names for itself, read into the answer before it is graded (grading/own_names.py)."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}


@pytest.mark.parametrize("part, answer, expected", [
    ("average", "q = s u where u = k_a + k_b and s → ∞", "correct"),
    ("average", "Let u = k_a + k_b. Then q = s u with s → ∞.", "correct"),
    ("average", "q = s x, where x = k_a + k_b and s → ∞", "correct"),
    ("average", "q = s u_1 where u_1 = k_a + 3k_b and s → ∞", "incorrect"),
    ("average", "Let u = k_a. Then q = s u with s → ∞.", "incorrect"),
    ("multi-head", "q_1 = s u_1, q_2 = s u_2, where u_1 = μ_a, u_2 = μ_b, and s is sufficiently large.", "correct"),
    ("copy", r"Let $r = k_j$; take $q = \lambda r$ with $\lambda \to \infty$.", "correct"),
])
def test_an_own_vector_is_read_into_the_answer(part, answer, expected):
    """A vector of the write-up's own, defined before or after the answer, is graded as what it stands for."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("part, answer", [
    ("average", "q = s u_1 where u_1 = u_a + u_b and s → ∞"),
    ("multi-head", "q_1 = s y_1, q_2 = s y_2, where y_1 = k_a, y_2 = k_b, and s is large."),
])
def test_an_own_vector_is_held_to_the_vocabulary_through_its_definition(part, answer):
    """u_1 = u_a + u_b: the vectors the own name stands for are the ones the part's vocabulary judges."""
    assert "must be built from" in grade_answer(PARTS[part], answer).feedback


@pytest.mark.parametrize("answer", [
    "Let u = k_a + k_b. If u = k_a, then q = s u. Take s → ∞.",  # two values: which is meant is not read
    "Suppose u = k_a + k_b. Then q = s u with s → ∞.",
])
def test_an_own_vector_given_no_single_asserted_value_is_not_read(answer):
    """A name given two values, or only in a supposition, is not read as the answer's vector: never `correct`."""
    assert grade_answer(PARTS["average"], answer).verdict != "correct"
