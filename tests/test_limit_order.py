"""The order of the part's limit (α → 0) and the answer's scale (t → ∞), said in words, read before `correct`."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}
SCALE_FIRST = "you take the scale's limit first"
UNREAD = "you say in which order the limits are taken"


@pytest.mark.parametrize("part, answer, expected", [
    # the scale first: the noise t√α z never vanishes
    ("single-head", "q = t(mu_a + mu_b). First let t -> infinity (for fixed alpha), then let alpha -> 0: "
                    "c -> (v_a+v_b)/2.", SCALE_FIRST),
    ("single-head", "先令 t → ∞，再令 α → 0：q = t(μ_a+μ_b)，c → ½(v_a+v_b)。", SCALE_FIRST),
    ("single-head", "q = t(μ_a + μ_b); t → ∞ before α → 0, so c → ½(v_a+v_b).", SCALE_FIRST),
    ("single-head", "q = t(μ_a + μ_b): zuerst t → ∞ bei festem α, dann α → 0, also c → ½(v_a+v_b).", SCALE_FIRST),
    ("multi-head", "q_1 = t μ_a, q_2 = t μ_b. Let t → ∞ first, and then α → 0; c → ½(v_a+v_b).", SCALE_FIRST),
    # the part's order, said in words: nothing to review
    ("single-head", "q = t(mu_a + mu_b): let alpha -> 0 first, then t -> infinity, so c -> (v_a+v_b)/2.", ""),
    ("single-head", "q = t(μ_a + μ_b) with α → 0 before t → ∞; then c → ½(v_a+v_b).", ""),
    ("single-head", "q = t(μ_a + μ_b). For fixed t, α → 0 makes k_i → μ_i; then t → ∞ gives c → ½(v_a+v_b).", ""),
    ("single-head", "q = t(μ_a+μ_b), t → ∞ after α → 0, so c → ½(v_a+v_b).", ""),
    ("single-head", "On prend q = t(μ_a+μ_b) : d'abord α → 0, puis t → ∞, donc c → ½(v_a+v_b).", ""),
    ("single-head", "q = t(μ_a + μ_b), t → ∞ and α → 0.", ""),
    ("single-head", "q = t(μ_a+μ_b) とする。α → 0 を先に、t → ∞ を後に取ると c → ½(v_a+v_b)。", ""),
    ("single-head", "q = t(μ_a+μ_b)。α → 0 之后再令 t → ∞，c → ½(v_a+v_b)。", ""),
    ("single-head", "q = t(μ_a+μ_b). t → ∞ 전에 α → 0 이면 c → ½(v_a+v_b).", ""),
    ("single-head", "q = t(μ_a+μ_b)。t → ∞ を先に、α → 0 を後に取ると c → ½(v_a+v_b)。", SCALE_FIRST),
    ("single-head", "q = t(μ_a+μ_b)。t → ∞ 之后再令 α → 0，c → ½(v_a+v_b)。", SCALE_FIRST),
    # order words that place neither limit
    ("single-head", "q = t(μ_a + μ_b). Before that, t → ∞ and α → 0, so c → ½(v_a+v_b).", UNREAD),
    ("single-head", "q = t(μ_a + μ_b). Vorher t → ∞ und α → 0, also c → ½(v_a+v_b).", ""),
    # "first" and "then" that order the explanation, far from the limits
    ("single-head", "First, recall that the means are orthonormal and the covariance is tiny. Then we choose "
                    "q = t(μ_a + μ_b) with t → ∞ and α → 0, so c → ½(v_a+v_b).", ""),
])
def test_the_order_of_the_limits(part, answer, expected):
    """Taken the other way round, or said in words that place neither, the answer goes to review, with why."""
    feedback = grade_answer(PARTS[part], answer).feedback
    for phrase in (SCALE_FIRST, UNREAD):
        assert (phrase in feedback) is (phrase == expected), feedback


TIED = "the keys' noise in the scores is of size"


@pytest.mark.parametrize("answer, verdict", [
    # α tied to the scale: the noise t√α must still vanish along it
    ("q = t(μ_a+μ_b) with α = 1/t, so α → 0 while t → ∞.", "error"),
    ("q = t(μ_a+μ_b), t → ∞, with α = t^{-1}.", "error"),
    ("q = t(μ_a+μ_b) with α = t^{-4}, so α → 0 while t → ∞.", "correct"),
    ("q = t(μ_a+μ_b) with α = e^{-t}.", "correct"),
])
def test_the_problem_scalar_tied_to_the_scale(answer, verdict):
    """α = f(t): graded only where the noise of the scores, t√α, vanishes along the scale; else reviewed, with why."""
    graded = grade_answer(PARTS["single-head"], answer)
    assert (graded.verdict, TIED in graded.feedback) == (verdict, verdict == "error"), graded.feedback
