"""Claims said in words of what the write-up writes: orthogonality of listed vectors (checked pair by pair), a value
given to a written name ("α_a vaut exactement 1", not read)."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.document import read_document
from symattn.language.orthogonal_words import orthogonality_said
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}


@pytest.mark.parametrize("text, names", [
    ("c_2 ≈ u_a, because x_1, x_2 and x_3 are mutually orthogonal.", ("x_1", "x_2", "x_3")),
    ("$x_1$, $x_2$ et $x_3$ sont orthogonaux deux à deux", ("x_1", "x_2", "x_3")),
    ("x_1, x_2, x_3 两两正交", ("x_1", "x_2", "x_3")),
    ("u_a and u_b are orthogonal to each other", ("u_a", "u_b")),
    ("x_1, x_2 und x_3 sind paarweise orthogonal", ("x_1", "x_2", "x_3")),
])
def test_the_vectors_said_orthogonal(text, names):
    (said,) = orthogonality_said(read_document(text))
    assert said.names == names


@pytest.mark.parametrize("text", ["the keys are orthonormal", "the u's are mutually orthogonal with norm β",
                                  "q is orthogonal to k_a"])
def test_the_problem_s_given_restated_is_no_such_claim(text):
    assert orthogonality_said(read_document(text)) == ()


@pytest.mark.parametrize("answer, verdict, score", [
    # x_1 and x_3 share u_b: a false side claim beside the right c_2 costs half the points
    ("c_2 ≈ u_a, because x_1, x_2 and x_3 are mutually orthogonal.", "incorrect", 1.0),
    ("c_2 ≈ u_a, because x_1 and x_3 are orthogonal to each other.", "incorrect", 1.0),
    ("c_2 ≈ u_a, weil x_1, x_2 und x_3 paarweise orthogonal sind.", "incorrect", 1.0),
    # true of the u's
    ("c_2 ≈ u_a, because u_a, u_b, u_c and u_d are mutually orthogonal.", "correct", 2.0),
])
def test_orthogonality_said_is_checked(answer, verdict, score):
    graded = grade_answer(PARTS["kqv-plain"], answer)
    assert (graded.verdict, graded.score) == (verdict, score), graded.feedback


@pytest.mark.parametrize("part, answer, verdict", [
    # a value given in words to a written name ("vaut exactement", "is exactly"): a claim nobody reads
    ("multi-head", "q_1 = tμ_a, q_2 = tμ_b, t grand ; dans la tête 1 le poids α_a vaut exactement 1.", "error"),
    ("multi-head", "q_1 = tμ_a, q_2 = tμ_b, t large; in head 1 the weight α_a is exactly 1.", "error"),
    # given to words ("les autres produits valent 0", "나머지는 0"): the scores in words, read where they are said
    ("average", "On prend $q = \\gamma (k_a + k_b)$ avec γ ≫ 1 : $k_a^\\top q = k_b^\\top q = \\gamma$, les autres "
                "produits valent 0, donc $\\alpha_a \\approx \\alpha_b \\approx 1/2$ et $c \\approx \\tfrac12(v_a+v_b)$.",
     "correct"),
    # the scores of a list of keys ("a와 b의 점수는 t"): no one key's, not read
    ("single-head", "q = t(μ_a + μ_b)로 두고 t를 매우 크게 한다. α가 거의 0이므로 k_i ≈ μ_i이고, 따라서 a와 b의 점수는 t, "
                    "나머지는 0이 되어 c ≈ ½(v_a + v_b)이다.", "error"),
])
def test_a_value_said_in_words_of_a_written_name(part, answer, verdict):
    """'X vaut exactement 1' says X = 1 in words: not read, so not `correct`; a value given to words is the scores'."""
    assert grade_answer(PARTS[part], answer).verdict == verdict
