"""Grading by property: realistic answers to every gradeable part, in many notations, right and wrong."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.grading.score import GradeOptions
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}

CASES = [
 # average: right
 ("average", r"$q = \beta(k_a + k_b)$", "correct"),
 ("average", r"Hence we pick $q=\gamma\,(k_a+k_b)$ and let $\gamma\to\infty$.", "correct"),
 ("average", "q = 2t(k_a + k_b), t large", "correct"),
 ("average", r"$\mathbf{q} = \lambda(\mathbf{k}_a + \mathbf{k}_b)$ for a large scalar $\lambda > 0$", "correct"),
 ("average", "q = lambda*(k_a + k_b) where lambda >> 0", "correct"),
 ("average", r"$q = C k_a + C k_b$ where $C$ is a large number", "correct"),
 ("average", r"\[ q = \frac{t}{2}\left(k_{a} + k_{b}\right) \]", "correct"),
 ("average", r"$q = t^2 (k_a + k_b)$", "correct"),
 ("average", r"$q = e^{t}(k_a + k_b)$", "correct"),
 ("average", r"$q = \beta\,\vec{k}_a + \beta\,\vec{k}_b,\ \beta \gg 0$", "correct"),
 ("average", "q = β(k_a + k_b) with β → ∞", "correct"),
 ("average", r"$$q = x (k_a + k_b), \quad x >> 0$$", "correct"),
 ("average", "Wir wählen $q = \\lambda (k_a + k_b)$ mit $\\lambda \\gg 0$.", "correct"),
 ("average", "```\nq = t*(k_a + k_b)\n```", "correct"),
 ("average", r"$q = \beta k_a + \beta k_b + k_a^\top k_b \, k_c$", "correct"),
 ("average", "q = c*(k_a + k_b) where c is large", "correct"),
 ("average", r"$q = \beta(k_a + k_b) \textsc{ for large } \beta$", "correct"),
 ("average", r"\begin{align*} q &= \lambda (k_a + k_b) \intertext{where} \lambda &\gg 1 \end{align*}", "correct"),
 ("average", r"$q = e^{T}(k_a + k_b)$ where $T \gg 0$", "correct"),
 ("average", r"$q = T k_a + T k_b$", "correct"),
 ("average", r"$q = \alpha(k_a + k_b)$, $\alpha \gg 1$", "correct"),
 # average: wrong
 ("average", r"$q = k_a + k_b$", "incorrect"),
 ("average", r"$q = t(k_a + 3k_b)$", "incorrect"),
 ("average", r"$q = t k_a$", "incorrect"),
 ("average", r"$q = -t(k_a + k_b)$", "incorrect"),
 ("average", r"$q = t(k_a - k_b)$", "incorrect"),
 ("average", r"$q = \beta k_a + \gamma k_b$", "incorrect"),
 ("average", r"$q = t(\mu_a + \mu_b)$", "incorrect"),
 ("average", r"$q = \frac{1}{t}(k_a + k_b)$", "incorrect"),
 ("average", "I would make the query large.", "invalid"),
 ("average", r"$q = t(k_a + k_b$", "invalid"),
 # single-head
 ("single-head", r"$q = \beta(\mu_a + \mu_b)$", "correct"),
 ("single-head", "q = t * (mu_a + mu_b) for large t", "correct"),
 ("single-head", r"$q = \beta(k_a + k_b)$", "incorrect"),
 ("single-head", r"$q = \mu_a + \mu_b$", "incorrect"),
 ("single-head", r"$q = \beta(\mu_a - \mu_b)$", "incorrect"),
 # multi-head
 ("multi-head", r"$q_1 = \beta\mu_a$, $q_2 = \beta\mu_b$", "correct"),
 ("multi-head", r"$$\begin{aligned} q_1 &= t\mu_a \\ q_2 &= t\mu_b \end{aligned}$$", "correct"),
 ("multi-head", "q_1 = beta mu_a and q_2 = gamma mu_b, with beta, gamma large", "correct"),
 ("multi-head", r"$q_1 = \beta\mu_b$, $q_2 = \beta\mu_a$", "correct"),
 ("multi-head", r"$q_1 = \beta(\mu_a + \mu_b)$, $q_2 = \beta(\mu_a - \mu_b)$", "incorrect"),
 ("multi-head", r"$q_1 = q_2 = \beta(\mu_a + \mu_b)$", "incorrect"),
 ("multi-head", r"$q_1 = \beta\mu_a$, $q_2 = \beta\mu_a$", "incorrect"),
 ("multi-head", r"$q_1 = \beta(\mu_a + \mu_b)$, $q_2 = \gamma(\mu_a + \mu_b)$", "incorrect"),
 ("multi-head", r"$q_1 = \beta(\mu_a - \mu_b)$, $q_2 = \beta(\mu_b - \mu_a)$", "correct"),
 ("multi-head", r"$q_1 = \beta(2\mu_a + \mu_b)$, $q_2 = \beta(\mu_a + 2\mu_b)$", "correct"),
 ("multi-head", r"$q_1 = \beta k_a$, $q_2 = \beta k_b$", "incorrect"),
 ("multi-head", r"$q_1 = \beta\mu_a$", "invalid"),
 # copy
 ("copy", r"$q = \beta k_j$ with $\beta \gg 0$", "correct"),
 ("copy", r"$q = t k_a$", "correct"),
 ("copy", r"$q = k_j$", "incorrect"),
 ("copy", r"$q = t(k_a + k_b)$", "incorrect"),
 ("copy", "When the query is much more aligned with k_j than with any other key.", "manual"),
 ("kqv-plain", "c_2 approximates u_a", "correct"),
 # what adding u_d gives, said in words around a bare formula, is read by no reader: a person confirms it
 ("kqv-plain", "c_2 approximates u_a, and adding u_d only gives u_a + u_d", "error"),
 ("kqv-plain", "c_2 approximates u_a, and adding $u_d$ gives c_2 ≈ u_a + u_d", "correct"),  # to x_2
 ("kqv-plain", "c_2 is approximately u_b", "incorrect"),
 ("kqv-plain", r"$c_2 \approx x_2 = u_a$", "correct"),
 ("kqv-design", r"$K = Q = I$, $V = I$", "incorrect"),
 ("kqv-design", "K = I, Q = (u_d u_a^T + u_c u_d^T) / beta^2, V = (u_b u_b^T - u_c u_c^T) / beta^2", "correct"),
 ("kqv-design", r"$K=I,\ Q=\frac{u_d u_a^T}{\|u_a\|^2}+\frac{u_c u_d^T}{\|u_d\|^2},\ V=\frac{u_b u_b^T}{\|u_b\|^2}"
                r"-\frac{u_c u_c^T}{\|u_c\|^2}$", "correct"),
 ("multi-head", r"$\mathbf{q}_1 = \beta\boldsymbol{\mu}_a, \mathbf{q}_2 = \beta\boldsymbol{\mu}_b$", "correct"),
 ("average", r"$q = \beta \cdot (k_a + k_b)$", "correct"),
 ("average", r"$q=\beta(\mathbf{k_a}+\mathbf{k_b})$", "correct"),
 ("average", r"$q = \beta\frac{k_a + k_b}{\|k_a + k_b\|}$", "correct"),
 ("average", "q = 10^6 (k_a + k_b)", "correct"),
 ("average", r"$q = \beta(k_a^\top + k_b^\top)$", "correct"),
 ("average", r"$q = \beta(k_a+k_b), \beta \in \mathbb{R}^+$", "correct"),
 ("average", r"We let q = beta(k_a + k_b) where $\beta \gg 0$.", "correct"),
 ("average", r"Let $\beta \gg 0$ and q = beta k_a + 2 beta k_b.", "incorrect"),
 # kqv-plain
 ("kqv-plain", r"$c_2 \approx u_a$", "correct"),
 ("kqv-plain", "c_2 ≈ u_a; adding u_d makes it u_a + u_d, never u_b", "error"),  # u_a + u_d said in words
 ("kqv-plain", r"$c_2 \approx u_b$", "incorrect"),
 ("kqv-plain", r"$c_2 \approx \frac{1}{3}(x_1 + x_2 + x_3)$", "incorrect"),
 # kqv-design
 ("kqv-design", r"$K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, $V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}$", "correct"),
 ("kqv-design", r"$K = I$, $Q = u_d u_a^\top + u_c u_d^\top$, $V = \frac{1}{\beta^2}(u_b u_b^\top - u_c u_c^\top)$", "correct"),
 ("kqv-design", r"$K = I,\; Q = \lambda(u_d u_a^\top + u_c u_d^\top),\; V = \frac{u_b u_b^\top - u_c u_c^\top}{\|u_b\|^2}$", "correct"),
 ("kqv-design", r"$V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2} = \frac{1}{\beta^2}u_b u_b^\top - \frac{1}{\beta^2}u_c u_c^\top$, $K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$", "correct"),
 ("kqv-design", r"$K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, $V = \frac{u_b u_b^\top}{\beta^2}$", "incorrect"),
 ("kqv-design", r"$K = I$, $Q = I$, $V = I$", "incorrect"),
 ("kqv-design", r"$K = I$, $Q = \frac{u_d u_a^\top}{\beta^2}$", "invalid"),
 ("kqv-design", r"$V = \frac{u_b u_b^\top}{\beta^2} = \frac{u_c u_c^\top}{\beta^2}$, $K = I$, $Q = I$", "incorrect"),
]


@pytest.mark.parametrize("part, answer, expected", CASES)
def test_verdicts(part, answer, expected):
    """Each answer gets the verdict its property deserves."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("part, answer, score, max_score", [
    ("average", r"$q = \beta(k_a + k_b)$", 2, 2),
    ("average", r"$q = k_a + k_b$", 1, 2),
    ("average", r"$q = t(k_a + 3k_b)$", 0, 2),
    ("multi-head", r"$q_1 = \beta(\mu_a + \mu_b)$, $q_2 = \beta(\mu_a - \mu_b)$", 0.5, 1),
    ("kqv-design", r"$K = I$, $Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}$, $V = \frac{u_b u_b^\top}{\beta^2}$", 2, 4),
    ("copy", r"$q = k_j$", 1.5, 3),
    # the conclusion stated, not shown: the rubric asks for it derived (a chain), so no point yet, and a person reads it
    ("permutation", "Z_perm = PZ because ...", 0, 3),
    ("permutation", r"$Z_{perm} = \mathrm{ReLU}(PH W_1 + \mathbf{1} b_1) W_2 + \mathbf{1} b_2 = "
                    r"P\,\mathrm{ReLU}(H W_1 + \mathbf{1} b_1) W_2 + \mathbf{1} b_2 = PZ$", 1, 3),
])
def test_partial_credit_comes_from_the_rubric(part, answer, score, max_score):
    """Right form without a scale, one head of two, c_2 without c_1: the rubric's partial points."""
    verdict = grade_answer(PARTS[part], answer)
    assert (verdict.score, verdict.max_score) == (score, max_score)


@pytest.mark.parametrize("part, answer, fragment", [
    ("multi-head", r"$q_1 = \beta(\mu_a + \mu_b)$, $q_2 = \beta(\mu_a - \mu_b)$",
     r"With this answer $c \to \frac{3 v_{a}}{4} + \frac{v_{b}}{4}$"),
    ("average", r"$q = k_a + k_b$", "They miss the target by up to 0.497 (at n = 1000); the tolerance is 0.01."),
    ("average", r"Hence we pick $q=\gamma\,(k_a+k_b)$ and let $\gamma\to\infty$.",
     r"$\gamma \to +\infty$, as you state."),
    ("average", r"$q = \beta(k_a + k_b)$",
     r"How large: with $n = 1000$ keys, $\beta \ge 10.10$ brings every weight within 0.01 of its limit"),
    ("average", r"$q = \beta k_a + \gamma k_b$", r"(when the scales grow as $(\beta, \gamma) = (t, 2 t)$)"),
    ("single-head", r"$q = \beta(k_a + k_b)$", "q is built from the keys k_i; in this part it must be built from the means"),
    ("multi-head", r"$q_1 = q_2 = \beta(\mu_a + \mu_b)$", "q_1 and q_2 are the same query"),
    ("kqv-plain", r"$c_2 \approx u_b$", r"With this answer $c_{2} \to u_{a}$, not what the answer says."),
    ("kqv-design", r"$V = \frac{u_b u_b^\top}{\beta^2} = \frac{u_c u_c^\top}{\beta^2}$, $K = I$, $Q = I$",
     r"The step $\frac{u_{b} u_{b}^\top}{\beta^{2}} = \frac{u_{c} u_{c}^\top}{\beta^{2}}$ does not hold."),
    ("average", r"$q = t(k_a + k_b$", "Could not read the answer: at character 17: expected ')' to close the '(' at "
                                      "character 7, found end of input"),
])
def test_feedback_says_what_the_answer_produces(part, answer, fragment):
    """Feedback names the actual limit, the scale assumption, the failing path, or the reading problem."""
    assert fragment in grade_answer(PARTS[part], answer).feedback


def test_tolerance_and_max_keys_decide_scale_free_answers():
    """q = 10(k_a + k_b) has fixed weights: right for a loose tolerance and few keys, wrong otherwise."""
    answer = "$q = 10(k_a + k_b)$"
    assert grade_answer(PARTS["average"], answer, GradeOptions(max_keys=1000)).verdict == "incorrect"
    assert grade_answer(PARTS["average"], answer, GradeOptions(max_keys=100)).verdict == "correct"


def test_reading_is_latex_of_what_was_graded():
    """The reading is re-emitted from the parsed expression, not the student's text."""
    verdict = grade_answer(PARTS["average"], r"We take $\mathbf{q}=\gamma\,(\mathbf{k}_a+\mathbf{k}_b)$.")
    assert verdict.reading == r"q = \gamma \left(k_{a} + k_{b}\right)"


@pytest.mark.parametrize("part, answer, expected", [
    # b never sent anywhere may be the problem's β in Latin letters: it holds with b = β, so a person decides
    ("kqv-design", "K = I, Q = (u_d u_a^T + u_c u_d^T) / b^2, V = (u_b u_b^T - u_c u_c^T) / b^2", "error"),
    ("kqv-design", "K = I, Q = (u_d u_a^T + u_c u_d^T) / s^2, V = (u_b u_b^T - u_c u_c^T) / s^2", "error"),
    # wrong for b = β too: incorrect
    ("kqv-design", "K = I, Q = (u_d u_a^T + u_c u_d^T) / b^2, V = (u_b u_b^T + u_c u_c^T) / b^2", "incorrect"),
])
def test_a_scale_of_its_own_that_may_be_the_problems(part, answer, expected):
    """A scale the answer never sends anywhere, failing on some path but right as the problem's own: review."""
    assert grade_answer(PARTS[part], answer).verdict == expected
