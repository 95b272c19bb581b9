"""The language layer read end to end: comparisons in words, scopes of heads, final answers, relations between
scales, goals; each row is an answer and the verdict its reading must lead to."""

import re

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.document import read_document
from symattn.language.statements import head_scope, is_goal, is_necessary_condition
from symattn.spec.catalogue import load_parts

PARTS = {p.id: p for p in load_parts([])}

COMPARISONS = [
    # a strong comparison says where the scale goes; a plain one is a bound, graded at its edge
    ("average", "q = t(k_a+k_b) with t much greater than 1", "correct"),
    ("average", "q = t(k_a+k_b), t far larger than 1", "correct"),
    ("average", "q = t(k_a+k_b), t way bigger than 1", "correct"),
    ("average", "q = t(k_a+k_b), t orders of magnitude larger than 1", "correct"),
    ("average", "q = t(k_a+k_b) where t is huge", "correct"),
    ("average", r"q = t(k_a+k_b) with $t \geq 10^6$", "correct"),
    ("average", "q = t(k_a+k_b), t greater than 1", "incorrect"),
    ("average", "q = t(k_a+k_b), t much smaller than 1", "incorrect"),
    ("average", "q = t(k_a + k_b)，t 远大于 1", "correct"),
    ("average", "q = t(k_a + k_b)，t 小于 1", "incorrect"),
    ("average", "q = t(k_a + k_b) avec t beaucoup plus grand que 1", "correct"),
    ("average", "q = t(k_a + k_b) mit t viel größer als 1", "correct"),
    ("average", "q = t(k_a + k_b) con t mucho mayor que 1", "correct"),
    # said, but not where it goes: review, never the +∞ default
    ("average", "q = t(k_a+k_b) with t not much greater than 1", "error"),
    ("average", "q = t(k_a+k_b) where t isn't greater than 1", "error"),
    ("average", "q = t(k_a + k_b)，t は 1 より大きい", "error"),
]

SCOPES = [
    ("multi-head", r"For head 1: $q = t\mu_a$. For head 2: $q = t\mu_b$, with $t \to \infty$.", "correct"),
    ("multi-head", r"In the first head we use $q = \beta \mu_a$ and in the second head $q = \beta\mu_b$ ($\beta$ large).",
     "correct"),
    ("multi-head", r"In the first head $q = \beta \mu_a$, in the second head $q = \beta(\mu_a - \mu_b)$, $\beta$ large.",
     "incorrect"),
    ("multi-head", r"For head 1: $q = t\mu_a$.", "invalid"),
]

FINALS = [
    ("average", r"First we try $q = k_a + k_b$. Final answer: $q = t(k_a+k_b)$, $t \to \infty$.", "correct"),
    ("average", r"Final answer: $q = t(k_a+k_b)$ with $t$ large. Earlier we had $q = k_a$.", "correct"),
    # kqv-plain grades the first c_2 (the question then changes x_2), unless one is given as the final answer
    ("kqv-plain", r"$c_2 \approx u_c$. Final answer: $c_2 \approx u_a$.", "correct"),
    ("kqv-plain", r"Final answer: $c_2 \approx u_c$. Then with $x_2 = u_a + u_b$, $c_2 \approx u_a$.", "incorrect"),
]

ORDERS = [
    # a stated relation between two scales chooses the paths; one not read sends the answer to review
    ("average", "q = (t + s)(k_a + k_b), t ≫ s ≫ 1", "correct"),
    ("average", r"q = \lambda(k_a + k_b) + \mu k_c, \lambda \gg \mu \gg 1", "correct"),
    ("average", "q = t k_a + s k_b, with t - s → 0 and t → ∞", "correct"),
    ("average", "q = t k_a + s k_b, with s/t → 1 and t → ∞", "incorrect"),
    ("average", "q = t k_a + s k_b, t - s → ∞", "incorrect"),
    ("average", "q = t k_a + s k_b, t grows faster than s", "incorrect"),
    ("average", "q = t k_a + s k_b with t, s → ∞ and s = o(t)", "incorrect"),
    ("average", "q = t k_a + s k_b, t < s", "error"),
    ("single-head", r"q = t(\mu_a + \mu_b), with t \alpha \to 0", "error"),
    ("single-head", r"q = t(\mu_a+\mu_b), t grows faster than 1/\alpha", "error"),
    ("single-head", r"$q = \alpha(\mu_a+\mu_b)$ with $\alpha \to \infty$", "correct"),
]



@pytest.mark.parametrize("text, expected", [
    (r"For head 1: $q = t\mu_a$.", [1]),
    (r"In the first head $q_a = t\mu_a$ and in the second head $q_b = t\mu_b$.", [1, 2]),
    (r"$q = t\mu_a$. For head 2: $q = t\mu_b$.", [None, 2]),
    (r"Für Kopf 2: $q = t\mu_b$.", [2]),
    (r"第一个头：$q = t\mu_a$", [1]),
])
def test_head_scopes(text, expected):
    """The head a statement speaks of is named before it in its sentence, or not at all."""
    document = read_document(text)
    assert [head_scope(document.text, x) for x in document.statements] == expected


@pytest.mark.parametrize("text, goal, necessary", [
    (r"We want $v_1 = u_b$.", True, False),
    (r"This would need $\cos(t_1 - t_2) = 1$.", False, True),
    (r"which requires $t_1 = t_2$", False, True),
    (r"So $c_2 \approx u_b$.", False, False),
    (r"We get $c_2 \approx u_b$.", False, False),
])
def test_goals_and_necessary_conditions(text, goal, necessary):
    """A goal and a necessary condition are told apart from a claim."""
    document = read_document(text)
    statement = document.statements[-1]
    assert (is_goal(document.text, document.statements, statement),
            is_necessary_condition(document.text, document.statements, statement)) == (goal, necessary)


@pytest.mark.parametrize("text, finals", [
    (r"Final answer: $q = t(k_a + k_b)$", [True]),
    (r"$q = k_a$. Therefore $q = t(k_a+k_b)$.", [False, True]),
    ("\\boxed{q = t(k_a + k_b)}", [True]),
    (r"We take $q = t(k_a+k_b)$.", [False]),
])
def test_final_markers(text, finals):
    """A statement after "Final answer:", "Therefore" or inside \\boxed is given as the final answer."""
    assert [x.final for x in read_document(text).statements] == finals


IN_WORDS = [
    # a formula joined to the answer's name (or a noun for it) by words is its definition
    ("average", r"Take the query to be $t(k_a+k_b)$ with $t\to\infty$.", "correct"),
    ("average", "q is t(k_a + k_b) with t → ∞", "correct"),
    ("average", "Our query vector is t(k_a + k_b), t large.", "correct"),
    ("average", r"$q$ should be $\beta(k_a+k_b)$, $\beta$ large", "correct"),
    ("average", "q should be k_a + k_b", "incorrect"),
    ("average", "q is t(k_a+k_b) with t large; q is k_a + k_b alone is not enough", "correct"),
    ("average", "If q is 0 then the weights are uniform. Take q = t(k_a+k_b), t large.", "correct"),
    ("kqv-plain", "c_2 is approximately u_a for large beta", "correct"),
    # a bound that moves with n is said, but not read: review
    ("average", "q = t(k_a+k_b), t ≥ \\log n", "error"),
    # a definition that cannot be read, after the graded one: it may be the answer
    ("average", r"q = t(k_a + k_b) with t large. Actually, q = t(k_a + k_b) + \weird{x}.", "error"),
]



RED_TEAM_1 = [
    # classes a red team found: contracted negations, a comparison ending its sentence, a statement posed as a
    # question and answered "No", math after "i.e.", a definition in words with "approximates"
    ("average", r"$q = t(k_a+k_b)$; $t$ isn't large.", "error"),
    ("average", r"$q = t(k_a+k_b)$; $t$ isn’t large.", "error"),
    ("average", r"$q = t(k_a+k_b)$, where $t$ doesn't go to infinity.", "error"),
    ("average", r"$q = t(k_a+k_b)$; $t$ can't be large.", "error"),
    ("average", r"$q = t(k_a+k_b)$ for $t$ much greater than 1.", "correct"),
    ("average", r"$q = t(k_a+k_b)$ for $t$ greater than 1.", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ avec $t$ beaucoup plus grand que 1.", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a$? No, actually $c_2 \approx u_b$.", "incorrect"),
    ("kqv-plain", r"$c_2 \approx u_b$? No, actually $c_2 \approx u_a$.", "correct"),
    ("kqv-plain", r"$c_2 \approx u_a$? No wait, $c_2 \approx u_b$.", "incorrect"),
    ("kqv-plain", r"$c_2 \approx u_a$... no, that is wrong: $c_2 \approx \frac12(x_1+x_3)$.", "incorrect"),
    ("kqv-plain", r"$c_2$ approximates $u_a$.", "correct"),
    ("average", "Take q along k_a + k_b, i.e. q = t(k_a+k_b), with t → ∞.", "error"),  # a claim in words not read ("along", "copies", "only matches"): review
    ("multi-head", "Each head copies one value, i.e. q_1 = t mu_a and q_2 = t mu_b, t large.", "error"),  # a claim in words not read ("along", "copies", "only matches"): review
    ("copy", "If the query is a large multiple of k_j, i.e. q = beta k_j for sufficiently large beta, then "
             "alpha_j ~ 1 and c ~ v_j.", "correct"),
]



CORPUS_CLASSES = [
    # classes the generated corpus found: code-quoted names, Japanese conditionals after what they suppose, the
    # problem's own β said two ways or vaguely, a list of definitions rejected together, 、 between clauses,
    # a value and a limit said outright that disagree
    ("single-head", "`q = exp(t)*(mu_a + mu_b)`, where `t` is much smaller than 1.", "incorrect"),
    ("multi-head", "If `s` is less than 1, then `q_1 = s mu_a, q_2 = s mu_b`.", "incorrect"),
    ("kqv-design", "$\\beta$ が小さいなら、 $K = I, Q = \\frac{u_d u_a^\\top + u_c u_d^\\top}{\\beta^2}, "
                   "V = \\frac{u_b u_b^\\top - u_c u_c^\\top}{\\beta^2}$。", "incorrect"),
    ("kqv-plain", r"$c_2 \approx u_a$, where $\beta \rightarrow +\infty$. Moreover, $\beta$ is much smaller than 1.",
     "invalid"),
    ("kqv-plain", r"$c_2 \approx u_a$, where $\beta$ is chosen suitably.", "error"),
    ("kqv-design", "K = I, Q = (u_a u_d^T + u_d u_c^T)/beta^2, V = (u_b u_b^T - u_c u_c^T)/beta^2. Note that K = I, "
                   "Q = (u_d u_a^T + u_c u_d^T)/beta^2, V = (u_b u_b^T + u_c u_c^T)/beta^2 would not work.",
     "incorrect"),
    ("average", "q = t k_a + t k_b、ただし t が十分大きい. Note that q = -t*(k_a + k_b) would not work.", "correct"),
    ("copy", "I first wrote `q = -kappa k_j`; actually no. `q = exp(kappa) k_j`.", "correct"),
    ("kqv-plain", "At first I tried c_2 ≈ (x_1 + x_2 + x_3)/3, but that is wrong. c_2 ≈ x_2.", "correct"),
    ("average", "q = 2C(k_a + k_b), where C = 1. Moreover, C is much greater than 1.", "error"),
    ("average", "q = 2C(k_a + k_b), where C = 100 and C → ∞.", "correct"),
]



RED_TEAM_2 = [
    # participles and gerunds of a movement; a line break inside a plain-text formula; a derivation's limit step is
    # no relation between scales; a head's query named in words; a scale of the answer's beside the problem's own
    # β goes with it at several rates
    ("average", "q = t(k_a + k_b), t tendendo a zero.", "incorrect"),
    ("average", "q = t(k_a + k_b), при t, стремящемся к нулю.", "incorrect"),
    ("average", "q = t(k_a + k_b), t tendiendo a cero", "incorrect"),
    ("average", "q = t(k_a + k_b), with t, tending to zero.", "incorrect"),
    ("average", "q = t(k_a +\nk_b), t large", "correct"),
    ("multi-head", "q_1 = t μ_a, q_2 =\nt μ_b, t → ∞", "correct"),
    ("multi-head", "The first head's query should be $t\\mu_a$ and the second head's query should be $t\\mu_b$, "
                   "with t large.", "correct"),
    ("kqv-design", r"K = \epsilon I, Q = \frac{u_d u_a^\top + u_c u_d^\top}{\beta^2}, "
                   r"V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}, with \epsilon \to 0", "incorrect"),
    ("kqv-design", r"K = I, Q = \frac{t}{\beta^2}(u_d u_a^\top + u_c u_d^\top), "
                   r"V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}, t \to 0", "incorrect"),
    ("kqv-design", r"K = I, Q = \frac{t}{\beta^2}(u_d u_a^\top + u_c u_d^\top), "
                   r"V = \frac{u_b u_b^\top - u_c u_c^\top}{\beta^2}, t \to \infty", "correct"),
]



@pytest.mark.parametrize("part, answer, expected", [
    ("average", "q = t(k_a\n+ k_b), t → ∞.", "correct"),  # a + that carries on a formula is no list marker
    ("copy", "If the query is aligned with one key and has a large norm, c is approximately that key's value.",
     "manual"),  # "is approximately" between words of prose is no relation
    ("single-head", r"Take $q = t(\mu_a + \mu_b)$ with $t = 1/\alpha$, which is large.", "error"),  # no list
])
def test_red_team_2_probes(part, answer, expected):
    """The narrower classes of the second red team's probes."""
    assert grade_answer(PARTS[part], answer).verdict == expected


BASIS_Q = r"\begin{bmatrix} 0&0&0&0 \\ 0&0&0&0 \\ 0&0&0&1 \\ 1&0&0&0 \end{bmatrix}"
BASIS_V = r"\begin{bmatrix} 0&0&0&0 \\ 0&1&0&0 \\ 0&0&-1&0 \\ 0&0&0&0 \end{bmatrix}"


@pytest.mark.parametrize("answer, expected", [
    (f"Writing every matrix in the basis $(u_a, u_b, u_c, u_d)$: $K = I$, $Q = {BASIS_Q}$, $V = {BASIS_V}$.",
     "correct"),
    (f"With respect to the orthogonal basis u_a, u_b, u_c, u_d: $K = I$, $Q = {BASIS_Q}$, $V = {BASIS_V}$.",
     "correct"),
    (f"In the basis $(u_a, u_b, u_c, u_d)$: $K = I$, $Q = {BASIS_V}$, $V = {BASIS_V}$.", "incorrect"),
    (f"$K = I$, $Q = {BASIS_Q}$, $V = {BASIS_V}$.", "invalid"),  # entries with no basis said
])
def test_matrices_in_a_stated_basis(answer, expected):
    """A matrix written entry by entry is read in the basis the write-up states, and only then."""
    assert grade_answer(PARTS["kqv-design"], answer).verdict == expected


def test_no_basis_said_names_what_is_missing():
    """Entries with no basis: the message says to state one."""
    found = grade_answer(PARTS["kqv-design"], f"$K = I$, $Q = {BASIS_Q}$, $V = {BASIS_V}$.")
    assert "say the basis it is written in" in found.feedback


@pytest.mark.parametrize("text, expected", [
    ("where w is a fixed vector", (("w", "vector"),)),
    ("let $\\Pi$ be a permutation matrix", (("\\Pi", "permutation matrix"),)),
    ("for a permutation matrix Π", (("Π", "permutation matrix"),)),
    ("where $e_a$ are the standard basis vectors", (("e", "basis vectors"),)),
    ("the vector q is fixed", ()),
])
def test_declared_names(text, expected):
    """The words that declare a name, next to it, before or after."""
    from symattn.language.statements import declared_names
    assert declared_names(text) == expected


@pytest.mark.parametrize("part, answer, expected", [
    ("average", "q = t(e_a + e_b) with t large, where e_i are the standard basis vectors (the keys).", "correct"),
    ("average", "q = t(e_a + 3 e_b), t large, e_i the standard basis vectors", "incorrect"),
    ("average", "q = t(k_a + k_b) + w, t → ∞, for some fixed vector w", "incorrect"),
])
def test_declared_names_are_read(part, answer, expected):
    """A name the write-up declares means what it declares it to be."""
    assert grade_answer(PARTS[part], answer).verdict == expected


RED_TEAM_4 = [
    # norms written with bars in plain text, a question mark ending a formula, heads pointing the same way
    ("copy", "q = t k_j/||k_j||, t→∞", "correct"),
    ("average", "q = t(k_a+k_b)/|k_a+k_b|, t → ∞", "correct"),
    ("average", "q = (k_a+k_b)/||k_a+k_b||", "incorrect"),
    ("kqv-plain", "c_2 ≈ u_b? No — c_2 ≈ u_a, since x_2 only matches itself.", "error"),  # a claim in words not read ("along", "copies", "only matches"): review
    ("average", "q = t(k_a − k_b)? No — q = t(k_a + k_b), t → ∞", "correct"),
    ("multi-head", "q_1 = 2t(μ_a+μ_b), q_2 = t(μ_a+μ_b), t→∞", "incorrect"),
    ("multi-head", "q_1 = t(μ_a+μ_b), q_2 = t²(μ_a+μ_b), t → ∞", "incorrect"),
]



@pytest.mark.parametrize("part, text, step, status", [
    # red team 3 (check): a relation the words deny is no claim; a head named by a label sentence scopes the next
    ("kqv-plain", r"With $x_2 = u_a + u_d$, $c_2 \approx u_a + u_d$. So neither choice makes $c_2 \approx u_b$.", 3,
     "skipped"),
    ("kqv-plain", r"With $x_2 = u_a + u_d$, $c_2 \approx u_a + u_d$. So we cannot have $c_2 \approx u_b$.", 3,
     "skipped"),
    ("multi-head", "Let $q_1 = \\beta\\mu_a$ and $q_2 = \\beta\\mu_b$ with $\\beta \\to \\infty$.\n\n**First head.** "
                   "The scores are $\\beta$ for $a$, so $\\alpha_a = \\frac{e^\\beta}{e^\\beta+n-1}$.", 4, "valid"),
])
def test_check_reads_denials_and_label_sentences(part, text, step, status):
    """check never marks a denied relation, or a head's step under a label sentence, wrong."""
    from symattn.steps.check import check_writeup
    report = check_writeup(PARTS[part], text)
    assert report.steps[step - 1].status == status


def test_opposite_heads_are_different_queries():
    """q_2 = −q_1 points the other way: each head copies its own value, and the answer is right."""
    assert grade_answer(PARTS["multi-head"], "q_1 = t(μ_a − μ_b), q_2 = t(μ_b − μ_a), t→∞").verdict == "correct"


RED_TEAM_7 = [
    # a hedged size says large, not growing without bound: a person decides
    ("single-head", r"$q = s(\mu_a + \mu_b)$ with $s$ fairly large", "error"),
    ("copy", r"$q = \gamma k_j$ where $\gamma$ is relatively big", "error"),
    ("average", r"$q = t(k_a + k_b)$, $t$ grand mais pas trop", "error"),
    ("average", r"$q = t(k_a + k_b)$, con $t$ moderadamente grande", "error"),
    ("average", r"$q = t(k_a + k_b)$，$t$ 适度大", "error"),
    # … but 比较大 is the plain Chinese for "large" (issue 23: real answers with "a fairly large constant")
    ("average", r"$q = t(k_a + k_b)$，$t$ 比较大", "correct"),
    ("average", r"$q = t(k_a+k_b)$，其中 $t$ 是一个比较大的常数。", "correct"),
    ("copy", r"取 $q = t k_j$，$t$ 相对较大。", "correct"),
    ("average", r"$q = t(k_a + k_b)$, $t$가 어느 정도 클 때", "error"),
    ("average", r"$q = t(k_a + k_b)$ where $t$ is sufficiently large", "correct"),
    # a value left free (t ≠ 0, for any t > 0) is no scale that grows
    ("single-head", r"$q = c(\mu_a + \mu_b)$ with $c \ne 0$", "error"),
    ("average", r"$q = t(k_a + k_b)$ for every $t > 0$", "error"),
    ("average", r"$q = t(k_a + k_b)$ für alle $t > 0$", "error"),
    ("average", r"$q = t(k_a + k_b)$ for any large $t$", "correct"),
    # the problem's dimension is no scale a student chooses
    ("copy", r"$q = d\,k_j$", "error"),
    # a bare value offered with "or" after a definition is graded too, and every alternative is held to the checks
    ("kqv-plain", r"$c_2 \approx u_a$, or else $x_1$.", "incorrect"),
    ("kqv-plain", r"$c_2 \approx u_a$ ; on ajoute $u_d$ ou $u_c$ à $x_2$ plus tard.", "correct"),
    ("single-head", r"$q = t(\mu_a + \mu_b)$, $t \to \infty$; or $q = t(k_a + k_b)$", "incorrect"),
    # a relation said with a verb, in plain text or between formulas, in several languages
    ("kqv-plain", r"c_2 approaches $u_a$.", "correct"),
    ("kqv-plain", r"Il vettore $c_2$ approssima $u_a$.", "correct"),
    ("kqv-plain", r"El vector $c_2$ es aproximadamente $u_b$.", "incorrect"),
]
RED_TEAM_9 = [
    # where the scale goes, said in words inside parentheses in any script, is the answer's condition
    ("single-head", r"$q = \beta(\mu_a + \mu_b)$（$\beta$ 很小）", "incorrect"),
    ("average", r"$q = s(k_a + k_b)$（$s$ はとても小さい）", "incorrect"),
    ("average", r"$q = s(k_a + k_b)$（$s$ 很大）", "correct"),
    # a rate said after the limit ("→ ∞ faster than 1/α") relates two scales: a person reads it
    ("single-head", r"$q = \gamma(\mu_a + \mu_b)$ with $\gamma \to \infty$ quicker than $1/\sqrt{\alpha}$", "error"),
    # an example value given with a noun for the scale ("a big constant like 4") is checked as an example
    ("average", r"$q = t(k_a + k_b)$ where $t$ is some big positive number like 4", "error"),
    ("average", r"$q = t(k_a + k_b)$ where $t$ is some big positive number like 5000", "correct"),
    # a retraction after a dash; the size of something else the scale is built from
    ("average", r"$q = t(k_a + k_b)$ with $t \to 0$ — no wait, $t \to \infty$", "correct"),
    ("average", r"$q = t(k_a + k_b)$, $t$ being one over a huge number", "error"),
    # ε and δ are small by the convention of their names; eps and lam are read as the letters
    ("average", r"$q = (k_a + k_b)/\delta$", "correct"),
    ("average", "q = (k_a + k_b)/eps", "correct"),
    ("average", "q = eps (k_a + k_b)", "incorrect"),
    # one query for both heads, offered as another answer, is read by a person
    ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$; or else $q = t(\mu_a + \mu_b)$ in both heads", "error"),
    # a relation said in Chinese words between formulas
    ("kqv-plain", r"$c_2$ 约等于 $u_a$。", "correct"),
    # what the answer also says its query does is checked as a step: a false one makes the answer incorrect
    ("copy", r"$q = s k_j$ with $s \to \infty$, hence $c \approx v_2$.", "incorrect"),
    ("copy", r"$q = s k_j$ with $s \to \infty$, hence $c \approx v_j$.", "correct"),
    ("average", r"$q = s(k_a + k_b)$, $s \to \infty$, so $\alpha_a \to 1$.", "incorrect"),
    ("average", r"$q = s(k_a + k_b)$, $s \to \infty$, so $\alpha_a \to \frac{1}{2}$.", "correct"),
    # where the output is the answer (kqv-plain), a false claim of it in the rest of the question goes to a person
    ("kqv-plain", r"$c_2 \approx u_a$. And adding $u_c$ to $x_2$ would give $c_2 \approx u_b$.", "error"),
    ("kqv-plain", r"$c_2 \approx u_a$. Adding $u_c$ to $x_2$ gives $c_2 \approx u_a + u_c$, never $u_b$.", "correct"),
]
VERDICTS = COMPARISONS + SCOPES + FINALS + ORDERS + IN_WORDS + RED_TEAM_1 + CORPUS_CLASSES + RED_TEAM_2 + RED_TEAM_4 + \
    RED_TEAM_7 + RED_TEAM_9


@pytest.mark.parametrize("part, answer, expected", VERDICTS)
def test_reading_gives_the_verdict(part, answer, expected):
    """Each answer is read as meant, and gets the verdict its property deserves (one table per class of reading;
    the red teams' and the generated corpus's classes among them)."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("part, answer, expected", [
    # the generated corpus's last classes: a CJK full stop, a retraction beside \(…\), heads in words after a
    # rejected pair, two ranges with nothing in common
    ("kqv-plain", "如果β 很大，那么 c_2 ≈ u_a。", "correct"),
    ("kqv-plain", r"At first I tried \(c_2 \approx \frac{1}{2}(u_a + u_b)\), but that is wrong. \(c_2 \approx x_2\).",
     "correct"),
    ("multi-head", "I first wrote `q_1 = kappa mu_a, q_2 = kappa mu_a`; actually no. for head 1, `q = kappa mu_a`, "
                   "and for head 2, `q = kappa mu_b`.", "correct"),
    ("multi-head", "`q_1 = t mu_b, q_2 = t mu_a`, where `t >= 10^6`. Moreover, `t` is less than 1.", "invalid"),
])
def test_corpus_last_classes(part, answer, expected):
    """Read as meant."""
    assert grade_answer(PARTS[part], answer).verdict == expected


def test_a_huge_lower_edge_is_checked_quickly():
    """θ ≥ 10⁶ is graded at θ = 10⁶ too, with mpmath's numbers (e^{2·10⁶} is an exponent there), not timed out."""
    answer = r"for head 1, $q = 2\theta\mu_a$, and for head 2, $q = \theta\mu_b$, where $\theta \geq 10^6$."
    assert grade_answer(PARTS["multi-head"], answer).verdict == "correct"


@pytest.mark.parametrize("part, answer, expected", [
    # red team 5: a function of the scale or the query's norm sent somewhere is read, or reviewed, never dropped;
    # the alternatives of one sentence go together
    ("average", "$q=t(k_a+k_b)$ where $t/2 \\to 0$", "incorrect"),
    ("average", "q = t(k_a+k_b) where \\frac{t}{2} \\to 0", "incorrect"),
    ("average", "q = t(k_a+k_b), t - 1 \\to 0", "error"),
    ("average", "q = t(k_a + k_b), where ||q|| → 0", "error"),
    ("average", "$q = \\lambda (k_a + k_b)$ where the norm $\\|q\\| = \\sqrt{2}\\lambda \\to 0$.", "incorrect"),
    ("average", "q = t(k_a+k_b), t/2 \\to \\infty", "correct"),
    ("multi-head", "$q_1 = t\\mu_a$, $q_2 = t\\mu_b$ or $q_1 = t\\mu_b$, $q_2 = t\\mu_a$, with $t \\to \\infty$.",
     "correct"),
    ("multi-head", "$q_1 = t\\mu_a$, $q_2 = t\\mu_b$ or $q_1 = t\\mu_b$, $q_2 = t\\mu_b$, with $t \\to \\infty$.",
     "incorrect"),
])
def test_red_team_5_classes(part, answer, expected):
    """Read as meant."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("part, answer, expected", [
    # a movement down to zero says its side; a value written 1e-3 or 10^{-3} after words is that value
    ("average", r"q = \tfrac{1}{\delta}(k_a+k_b), δ goes down to zero", "correct"),
    ("average", r"q = \tfrac{1}{\delta}(k_a+k_b), δ decreasing to 0", "correct"),
    ("average", "q = t(k_a+k_b) as t increases without limit", "correct"),
    ("average", "q = t(k_a+k_b) where t is at most 1e-3", "incorrect"),
    ("average", "q = 2000 t (k_a+k_b) where t is at least 1e-2", "correct"),
])
def test_sides_and_values_in_words(part, answer, expected):
    """Read as meant."""
    assert grade_answer(PARTS[part], answer).verdict == expected


@pytest.mark.parametrize("text, statements", [
    ("<script>alert(1)</script>", []),
    ("<img src=x onerror='f()'> q = t(k_a+k_b)<br>", ["q = t(k_a+k_b)"]),
    ("$0 < t$ and s<b>1", ["0 < t", "s<b>1"]),  # an unclosed one-letter 'tag' may be two comparisons
])
def test_pasted_markup_is_not_math(text, statements):
    """An HTML tag's < and > are no relations (issue 26: a pasted <script> was '4 steps (4 skipped)')."""
    from symattn.language.document import read_document

    assert [s.text for s in read_document(text).statements] == statements


# issue 23: a scale related in words to the number of keys or to the noise is no scale that grows by itself: a person
# decides, rather than the default t → ∞ (the output then tends to ⅓ or 0, not ½)
SCALE_AGAINST_N = [
    ("average", r"$q = t(k_a + k_b)$ where $t$ grows like $\log n$.", "error"),
    ("average", r"$q = t(k_a + k_b)$ with $t$ growing slower than $\log n$.", "error"),
    ("average", r"$q = t(k_a+k_b)$ with $t$ of the order of $\log n$.", "error"),
    ("average", r"$q = \beta(k_a+k_b)$ with $\beta$ comparable to the noise.", "error"),
    ("average", r"$q = t(k_a+k_b)$ où $t$ croît comme $\log n$.", "error"),
    ("average", r"$q = t(k_a+k_b)$ donde $t$ crece como $\log n$.", "error"),
    ("copy", r"$q = t k_j$, und $t$ wächst wie $\log n$.", "error"),
    # what is read stays read: a value in n, and a scale far above it
    ("average", r"$q = t(k_a+k_b)$ with $t = \log n$.", "incorrect"),
    ("average", r"$q = t(k_a+k_b)$ with $t \gg \log n$.", "correct"),
    ("average", r"$q = t(k_a+k_b)$ where $t$ grows without bound.", "correct"),
]


@pytest.mark.parametrize("part, text, verdict", SCALE_AGAINST_N)
def test_a_scale_related_to_n_in_words(part, text, verdict):
    """A scale said to grow like, slower than or as large as the number of keys (or the noise) goes to review."""
    assert grade_answer(PARTS[part], text).verdict == verdict


# an implication written in prose between two formulas joins them: it is no formula of its own, read or unread
@pytest.mark.parametrize("text, statements", [
    (r"- $\eta>0$ ⇒ $c\approx v_a$.", [r"\eta>0", r"c\approx v_a"]),
    (r"$1 + \eta > 0$ ⟹ $c_1 \to v_a$", [r"1 + \eta > 0", r"c_1 \to v_a"]),
    (r"$\eta < 0$ => $c \approx v_b$, and $\eta > 0$ ⇔ $k_a^\top q > t$.",
     [r"\eta < 0", r"c \approx v_b", r"\eta > 0", r"k_a^\top q > t"]),
    # an arrow with a formula beside it outside $…$ stays: t => 0 is t → 0
    ("so t => 0 here", ["t => 0"]),
])
def test_an_implication_between_formulas_is_no_formula(text, statements):
    assert [st.text for st in read_document(text).statements] == statements


@pytest.mark.parametrize("text, expected", [
    ("Así α_j = e^C/(e^C + n − 1), que tiende a 1, y c ≈ v_j.", ["α_j = e^C/(e^C + n − 1)", "c ≈ v_j"]),
    ("Assim α_j tende a 1, e c ≈ v_j.", ["c ≈ v_j"]),
    ("Итак, α_j стремится к 1, и c ≈ v_j.", ["c ≈ v_j"]),
    ("for x, y ≈ 0 we have", ["y ≈ 0"]),  # a relation follows the letter: it is a side, no "and"
])
def test_a_joining_letter_after_a_comma_is_no_factor(text, expected):
    """", y c ≈ v_j": the Spanish, Portuguese or Russian "and" before a formula with its own relation is a break."""
    statements = [st.text for st in read_document(text).statements]
    assert statements[-len(expected):] == expected and \
        not any(re.match(r"^[yeи] [^\W\d_]", st) for st in statements)  # never the letter times a formula


@pytest.mark.parametrize("text, ends", [
    # . ! ? past a Markdown emphasis or a TeX group they close
    (r"\textit{How large should $t$ be?} Fix $\varepsilon$.", [33, 52]),
    ("*Is $c_2 \\approx u_b$?* No.", [23, 27]),
    (r"\emph{Done.} Next, $x = 1$.", [12, 27]),
    # no end inside a group that goes on
    (r"\text{e.g. this} and that.", [26]),
])
def test_where_sentences_end(text, ends):
    """One definition of a sentence's end: also past the emphasis or the TeX group a mark closes."""
    from symattn.language.sentences import sentence_ends
    assert list(sentence_ends(text)) == ends
