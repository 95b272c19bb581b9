"""check and grading, red team 39's first-contact classes: each a table of new sentences, with their twins."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.document import read_document
from symattn.language.word_conditions import conditions_in_words
from symattn.spec.catalogue import by_name, load_parts
from tests.conftest import step_statuses as statuses

PARTS = by_name(load_parts([]))


NOISE_Q = r"Take $q = t(\mu_a + \mu_b)$. "
# ---- a case said of the noise through a pronoun ("… when it is negative") ------------------------------------------
PRONOUN_CASES = [
    ("c ≈ v_a when η is positive, c ≈ v_b when it is negative.", ("\\eta > 0", "\\eta < 0")),
    ("$c \\approx v_a$ quand $\\eta$ est positif, $c \\approx v_b$ quand il est négatif.", ("\\eta > 0", "\\eta < 0")),
    ("$c \\approx v_a$, wenn $\\eta$ positiv ist, und $c \\approx v_b$, wenn es negativ ist.", ("\\eta > 0", "\\eta < 0")),
    # no noise named before the pronoun: nothing is read
    ("c ≈ v_b when it is negative.", ()),
    # the noise inside an expression in plain text: 1 + η is positive is not η > 0 (not read at all)
    ("c_1 → v_a when 1 + η is positive and c_1 → v_b when it is negative.", ()),
    ("when 1+η is negative, c_1 -> v_b", ()),
]


@pytest.mark.parametrize("text, expected", PRONOUN_CASES)
def test_a_sign_word_said_of_a_pronoun_reads_the_noise_named_before(text, expected):
    """"when it is negative" is said of the noise its sentence named last."""
    document = read_document(text)
    assert tuple(c.text for c in conditions_in_words(document.text, document.statements, ("eta",))) == expected


MATHJAX = [
    # MathJax's \( … \) are delimiters as $ … $ are: the words between two formulas are read as prose
    (NOISE_Q + r"The winner takes all: \(c \approx v_a\) when \(\eta\) is positive, \(c \approx v_b\) when it is "
               r"negative.", "svv"),
    (NOISE_Q + r"If \(\eta > 0\) then \(c \to v_a\); if \(\eta < 0\) then \(c \to v_b\).", "ssvsv"),
    (NOISE_Q + r"If \(\eta > 0\) then \(c \to v_b\).", "ssw"),
]


@pytest.mark.parametrize("text, expected", MATHJAX)
def test_mathjax_inline_delimiters_are_dollars(text, expected):
    """A case after \\(…\\) delimiters is the step's own, as after $…$."""
    assert statuses("single-head-noise", text) == expected


# ---- a definition made before the setting was changed; a vector said to be one of several; a reading of a sentence --
SETTING_CHANGED = [
    ("kqv-plain", r"Scores $s_j = x_j^\top u_a$: $s_2 = \beta^2$. Add $u_d$: $x_2 = u_a + u_d$. Then $s_2 = 2\beta^2$.",
     "svsu"),
    # made again after the change: read as written
    ("kqv-plain", r"Scores $s_j = x_j^\top u_a$. Add $u_d$: $x_2 = u_a + u_d$. Now $s_j = x_j^\top x_2$ and "
                  r"$s_2 = 2\beta^2$.", "sssv"),
    ("kqv-plain", r"Let $x_2 = u_a + u_e$ with $u_e \in \{u_c, u_d\}$. Then $x_1^\top x_2 = \beta^2$.", "ssu"),
    ("kqv-plain", r"Set $x_2 = u_a + w$ for some $w \in \{u_c, u_d\}$. Hence $x_3^\top x_2 = \beta^2$.", "ssu"),
    # a sentence that speaks of the setting as changed: a step true only as the problem gives it is not proved
    ("kqv-plain", r"Try $x_2 = u_a + u_d$. Then $q_2^\top k_1 = \beta^2$ and $q_2^\top k_2 = \beta^2$.", "svu"),
    ("kqv-plain", r"Try $x_2 = u_a + u_d$. Then $q_2^\top k_1 = \beta^2$ and $q_2^\top k_2 = 2\beta^2$.", "svv"),
]


@pytest.mark.parametrize("part, text, expected", SETTING_CHANGED)
def test_a_changed_setting_is_read_as_the_write_up_speaks_of_it(part, text, expected):
    """No ✗ resting on a name from before the change, nor ✓ on the setting the sentence left."""
    assert statuses(part, text) == expected


OTHER_SETTING = [
    ("multi-head-noise", r"Take $q_1 = t\mu_a$, $q_2 = t\mu_b$. In the single-head case $c \to v_a$ for $\eta > 0$.",
     "ssss"),
    ("multi-head-noise", r"Take $q_1 = t\mu_a$, $q_2 = t\mu_b$. Unlike a single head, here $c \to v_a$ for "
                         r"$\eta > 0$.", "ssws"),
    ("single-head-noise", NOISE_Q + r"Avec deux têtes, $c \to \frac12(v_a + v_b)$.", "ss"),
    # the setting's name alone places nothing
    ("multi-head-noise", r"Take $q_1 = t\mu_a$, $q_2 = t\mu_b$. Head 1 is a single-head attention: $c_1 \to v_b$.",
     "ssw"),
]


@pytest.mark.parametrize("part, text, expected", OTHER_SETTING)
def test_a_statement_said_of_another_setting(part, text, expected):
    """"with a single head" in the multi-head part places what follows elsewhere, up to "here"."""
    assert statuses(part, text) == expected


# ---- a worked instance of the problem's numbers: its value of the scale may be the instance's -------------------
INSTANCES = [
    (r"Take $q=t(k_a+k_b)$. With $n=10$ and $t=5$: $\alpha_a \approx 0.487$. As $t\to\infty$, $c\to\frac12(v_a+v_b)$.",
     "error"),
    (r"Take $q=t(k_a+k_b)$. For $n = 8$ and $\varepsilon = 0.05$ we need $t \ge 3.3$; as an integer, $t = 4$.",
     "error"),
    (r"Prenons $q=t(k_a+k_b)$ ; pour $n = 6$ et $t = 3$ on a $\alpha_a \approx 0.45$.", "error"),
    # the scale's value alone, with no instance of the problem's numbers, is where the answer fixes it
    (r"Take $q=t(k_a+k_b)$ with $t=5$.", "incorrect"),
]


@pytest.mark.parametrize("text, verdict", INSTANCES)
def test_a_value_in_a_worked_instance_goes_to_review(text, verdict):
    """"With n = 10 and t = 5: …" is no answer fixing the scale at 5, nor one taking it to ∞."""
    assert grade_answer(PARTS["average"], text).verdict == verdict


FLATTENED = [
    # a PDF's flattened ½ ("probabilidad 1 2") is no probability 1
    ("single-head-noise", NOISE_Q + "Si η > 0, c ≈ v_a; si η < 0, c ≈ v_b. Cada caso ocurre con probabilidad 1 2 .",
     "incorrect"),
]


@pytest.mark.parametrize("part, text, verdict", FLATTENED)
def test_two_numbers_side_by_side_are_no_probability(part, text, verdict):
    """The probability words read no number from a flattened fraction."""
    assert grade_answer(PARTS[part], text).verdict != verdict


# ---- the probability of a step's event written in math: P(c ≈ v_a) = ½ ------------------------------------------
PROBABILITY_OF_A_STEP = [
    ("single-head-noise", NOISE_Q + r"For large $t$: $P(c\approx v_a)=P(\eta>0)=\tfrac12$.", "svv"),
    ("single-head-noise", NOISE_Q + "Since η is symmetric, P(c → v_b) = 0.5.", "sv"),
    ("single-head-noise", NOISE_Q + "So P(c → v_a) = 0.9.", "sw"),
    ("multi-head-noise", r"Take $q_1 = t\mu_a$, $q_2 = t\mu_b$. Then $P(c \approx \frac12(v_a + v_b)) = \Phi(\sqrt2)$.",
     "ssv"),
    ("multi-head-noise", r"Take $q_1 = t\mu_a$, $q_2 = t\mu_b$. Then $P(c \approx \frac12(v_a + v_b)) = \frac12$.", "ssw"),
]


@pytest.mark.parametrize("part, text, expected", PROBABILITY_OF_A_STEP)
def test_the_probability_of_a_step_written_in_math(part, text, expected):
    """P(c ≈ v_a) is the probability of the event where c ≈ v_a holds, found as for words ("with probability ½")."""
    assert statuses(part, text) == expected


SAID_ELSEWHERE = [
    # placed in another part or setting, proved nowhere: no `correct` rests beside it
    (NOISE_Q + r"If $\eta > 0$, $c \to v_a$; if $\eta < 0$, $c \to v_b$; $P(\eta > 0) = \frac12$. In (i), $c \to v_a$.",
     "error"),
    (NOISE_Q + r"If $\eta > 0$, $c \to v_a$; if $\eta < 0$, $c \to v_b$; $P(\eta > 0) = \frac12$. With two heads, "
               r"$c \to v_a$.", "error"),
    (NOISE_Q + r"Si $\eta > 0$, $c \to v_a$ ; si $\eta < 0$, $c \to v_b$ ; $P(\eta > 0) = \frac12$. Avec deux têtes, "
               r"$c \to \frac12(v_a + v_b)$.", "error"),
    (NOISE_Q + r"If $\eta > 0$, $c \to v_a$; if $\eta < 0$, $c \to v_b$; $P(\eta > 0) = \frac12$.", "correct"),
]


@pytest.mark.parametrize("text, verdict", SAID_ELSEWHERE)
def test_a_statement_said_elsewhere_is_proved_nowhere(text, verdict):
    """A statement of another part or setting beside a right derivation sends it to review."""
    assert grade_answer(PARTS["single-head-noise"], text).verdict == verdict


OPERATOR_NAMES_AND_MATRICES = [
    # an upright name applied to an argument is a function of the write-up's own, never prose cut from its formula
    ("average", r"Take $q=\kappa(k_a+k_b)$. Define $\mathrm{err}(\kappa)=\tfrac12-\alpha_a$.", "su"),
    ("average", r"Take $q=\kappa(k_a+k_b)$. Let $\operatorname{gap}(\kappa) = \tfrac12-\alpha_a$.", "su"),
    # …while a word in \mathrm with no argument is still prose
    ("average", r"Take $q=t(k_a+k_b)$: $\alpha_a \to \tfrac12 \mathrm{~as~} t \to \infty$.", "svs"),
]


@pytest.mark.parametrize("part, text, expected", OPERATOR_NAMES_AND_MATRICES)
def test_an_operator_name_applied_is_no_prose(part, text, expected):
    """"\\mathrm{err}(κ) = ½ − α_a" is not "(κ) = ½ − α_a", which would be ✗."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("text", [
    r"$A=\begin{pmatrix}a_{11}&a_{12}\\a_{21}&a_{22}\end{pmatrix}$ and so on.",
    r"$$PAP^\top=\begin{pmatrix}a_{22}&a_{21}\\a_{12}&a_{11}\end{pmatrix}$$",
    r"$P=\begin{bmatrix}0&1\\1&0\end{bmatrix}$",
])
def test_a_matrix_row_break_is_no_statement_break(text):
    """The rows of a matrix whose entries have braces stay one statement."""
    assert len(read_document(text).statements) == 1


EVERY_PERMUTATION = [
    # a quantifier over permutations as the subject: said of every P, refuted by the 3-cycle
    (r"Let $Q_p = PQ$. Every permutation matrix is symmetric, $P^\top=P$.", "vw"),
    (r"Jede Permutationsmatrix ist symmetrisch: $P^\top = P$.", "w"),
    (r"Every permutation matrix is orthogonal: $P^\top P = I$.", "v"),
    # the quantifier in the sentence before does not reach the step: the write-up's own P may be a swap
    (r"Every permutation matrix is orthogonal. Hence $P^\top = P$.", "u"),
]


@pytest.mark.parametrize("text, expected", EVERY_PERMUTATION)
def test_a_step_said_of_every_permutation(text, expected):
    """"Every permutation matrix is symmetric, Pᵀ = P" is judged for every P, not for the write-up's own."""
    assert statuses("permutation", text) == expected
