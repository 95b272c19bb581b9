"""A derivation part graded through `check`: the facts of its steps rubric, established by valid steps."""

import pytest

from symattn.errors import DerivationError
from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts
from symattn.spec.rubric import build_rubric

PARTS = {part.id: part for part in load_parts()}


@pytest.mark.parametrize("part, text, verdict, score", [
    # every fact, no step wrong
    ("single-head-noise", r"When $\eta > 0$, $c \approx v_a$; when $\eta < 0$ instead "
                          r"$c \approx v_b$, and $\Pr(\eta < 0) = \frac{1}{2}$.", "correct", 3),
    ("multi-head-noise", r"Head one: $c_1 \to v_a$ as long as $1 + \eta > 0$. Head two: "
                         r"$c_2 \to v_b$. Hence $c = \frac{1}{2}(c_1 + c_2) \to \frac{1}{2}(v_a + v_b)$ whenever "
                         r"$1 + \eta > 0$.", "correct", 2),
    ("permutation", "Write $X' = PX$, $Q' = X'W_Q = PQ$, $K' = PK$ and $V' = PV$. Then $Q'K'^\\top = PQK^\\top P^\\top$ "
                    "and $H' = \\mathrm{softmax}\\left(\\frac{Q'K'^\\top}{\\sqrt{d}}\\right)V' = "
                    "P\\,\\mathrm{softmax}\\left(\\frac{QK^\\top}{\\sqrt{d}}\\right)P^\\top P V = PH$. So "
                    "$Z' = \\mathrm{ReLU}(H'W_1 + \\mathbf{1}b_1)W_2 + \\mathbf{1}b_2 = "
                    "P\\,\\mathrm{ReLU}(HW_1 + \\mathbf{1}b_1)W_2 + \\mathbf{1}b_2 = PZ$.", "correct", 3),
    ("position-helps", r"Yes: the input is now $PX + \Phi$, and $PX + \Phi \ne P(X + \Phi)$.", "correct", 1),
    ("position-distinct", r"$(\sin(\omega t_1) - \sin(\omega t_2))^2 + (\cos(\omega t_1) - \cos(\omega t_2))^2 = "
                          r"2 - 2\cos(\omega(t_1 - t_2))$, so "
                          r"$\Phi(t_1) \ne \Phi(t_2)$.", "correct", 1),
    # a case's fact is where c goes, or all the weight on a key: a weight that vanishes says where c goes only under
    # the part's own query (red team 59: with q = t(μ_a + μ_b + μ_c), α_a → 0 leaves c → ½(v_b + v_c))
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: if $\eta > 0$ then $\alpha_a \to 1$, and if $\eta < 0$ then "
                          r"$\alpha_b \to 1$; $\Pr(\eta > 0) = \frac{1}{2}$.", "correct", 3),
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b + \mu_c)$: if $\eta > 0$ then $\alpha_b \to 0$, and if $\eta < 0$ "
                          r"then $\alpha_a \to 0$; $\Pr(\eta > 0) = \frac{1}{2}$.", "error", 1),
    # two sides worked out and said to differ in words: not read as the ≠ (red team 59: "it is false that these
    # differ", a witness whose sides are equal)
    ("position-helps", r"Yes. Take $T = 2$, $X = 0$ and $P = [[0,1],[1,0]]$. Then $PX + \Phi = \Phi$, whereas "
                       r"$P(X + \Phi) = P\Phi$; it is false that these differ.", "error", 0),
    # a step proved wrong: incorrect, the facts established still count
    ("single-head-noise", r"If $\eta > 0$, $c \to v_a$. If $\eta < 0$, $c \to v_a$ as well.", "incorrect", 1),
    ("permutation", r"Let $H' = PH$. Then $Z_{perm} = Z P$.", "incorrect", 0),
    # facts missing, nothing wrong: a person decides, with the points found so far
    ("single-head-noise", r"For $\eta > 0$ we get $c \to v_a$.", "error", 1),
    ("multi-head-noise", r"$c_2 \to v_b$ since the second head ignores $k_a$.", "error", 0.5),
    # a definition alone shows nothing; a limit whose value still moves with the scale says nothing of the limit
    ("permutation", r"Let $Z' = PZ$. Also $Q_{perm} = X_{perm} W_Q = PQ$.", "error", 0.5),
    ("multi-head-noise", r"$c = \frac{1}{2}(c_1 + c_2)$ for every $t$.", "error", 0),
    # prose only: graded by hand
    ("single-head-noise", "The output jumps between the two values from one sample to the next.", "manual", 0),
])
def test_derivation_parts_are_graded_by_their_facts(part, text, verdict, score):
    """Correct needs every fact and no wrong step; a wrong step is incorrect; a missing fact goes to a person."""
    graded = grade_answer(PARTS[part], text)
    assert (graded.verdict, graded.score) == (verdict, score), graded.feedback


@pytest.mark.parametrize("part, text, verdict", [
    # what the write-up does not claim establishes nothing: a goal, a question, what someone might say, a rejection
    ("single-head-noise", r"We need to prove that $c \to v_a$ when $\eta > 0$, that $c \to v_b$ when $\eta < 0$, "
                          r"and that $\Pr(\eta > 0) = \frac{1}{2}$.", "error"),
    ("single-head-noise", r"Is $\Pr(\eta > 0) = \frac{1}{2}$? Does $c \to v_a$ when $\eta > 0$?", "manual"),
    ("multi-head-noise", r"Someone might say that $c_1 \to v_a$ when $1 + \eta > 0$ and $c_2 \to v_b$, so "
                         r"$c \to \frac{1}{2}(v_a + v_b)$, but that is wrong.", "manual"),
    ("position-helps", r"It is tempting to say $PX + \Phi \ne P(X + \Phi)$, but that is wrong.", "manual"),
    # both cases in one sentence, each claim said of the other case: wrong, where each clause names its case
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: for $\eta < 0$ we get $c \to v_a$, and for $\eta > 0$ "
                          r"we get $c \to v_b$; $\Pr(\eta > 0) = \frac{1}{2}$.", "incorrect"),
    # the facts a rubric asks to see derived are not shown by stating them, nor by a tautology
    ("permutation", r"$Q_{perm} = PQ$ and $Q_{perm}K_{perm}^\top = PQK^\top P^\top$; also $H_{perm} = PH$ since "
                    r"$PH = PH$, and $Z_{perm} = PZ$.", "error"),
    # a chain that goes nowhere carries nothing on: "H_perm = PH. Indeed PH = PH."
    ("permutation", r"$Q_{perm} = PQ$, $Q_{perm}K_{perm}^\top = PQK^\top P^\top$. Clearly $H_{perm} = PH$. Indeed "
                    r"$PH = PH$. And $Z_{perm} = PZ$, as $PZ = PZ$.", "error"),
    # right steps the reading once got wrong: a bold one without braces, a subject after 'of', sin without
    # parentheses in plain text, a restated necessary condition, a relation true 'only for' a case
    ("multi-head-noise", r"Each head: $c_1 \to v_a$ (for $1 + \eta > 0$) and $c_2 \to v_b$, so "
                         r"$c \to \frac{1}{2}(v_a + v_b)$ whenever $1 + \eta > 0$. The spread of c goes to 0.",
     "correct"),
    ("position-distinct", "For one frequency w: (sin w t1 - sin w t2)^2 + (cos w t1 - cos w t2)^2 = "
                          "2 - 2 cos(w (t1 - t2)).", "error"),
    ("position-helps", r"We'd need $PX + \Phi = P(X + \Phi)$, i.e. "
                       r"$\Phi = P\Phi$, which fails. So $PX + \Phi \ne P(X + \Phi)$.", "correct"),
    ("position-distinct", r"$(\sin(\omega t_1) - \sin(\omega t_2))^2 + (\cos(\omega t_1) - \cos(\omega t_2))^2 = "
                          r"2 - 2\cos(\omega(t_1 - t_2))$, and $\cos(m) = 1$ only for $m \in 2\pi\mathbb{Z}$. "
                          r"So $\Phi(t_1) \ne \Phi(t_2)$.", "correct"),
])
def test_only_what_the_write_up_claims_and_shows_counts(part, text, verdict):
    """Facts come from asserted, valid runs of steps said of the fact's case; right steps are never marked wrong."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == verdict, graded.feedback


@pytest.mark.parametrize("part, text", [
    # the cases said after each step with "for", the formula at one frequency, the scores under the student's name,
    # a CJK full stop closing a display
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$ and $t \gg 1$: $c \approx v_a$ for $\eta > 0$ and "
                          r"$c \approx v_b$ for $\eta < 0$, each with probability $\Pr(\eta > 0) = \frac{1}{2}$."),
    ("position-distinct", r"Take $\omega = 1$: $(\sin t_1 - \sin t_2)^2 + (\cos t_1 - \cos t_2)^2 = "
                          r"2 - 2\cos(t_1 - t_2)$, so $\Phi(t_1) \ne \Phi(t_2)$."),
    ("position-distinct", "取 $\\omega = 1$：$$(\\sin t_1 - \\sin t_2)^2 + (\\cos t_1 - \\cos t_2)^2 = "
                          "2 - 2\\cos(t_1 - t_2)。$$ 所以 $\\Phi(t_1) \\ne \\Phi(t_2)$。"),
    # a chain carried on after a remark ("As P𝟏 = 𝟏, this is …"); the scores shown inside the softmax
    ("permutation", r"$Q_{perm} = PQ$, $K_{perm} = PK$, $V_{perm} = PV$. So $H_{perm} = "
                    r"\mathrm{softmax}(PQK^\top P^\top/\sqrt{d})PV = P\,\mathrm{softmax}(QK^\top/\sqrt{d})P^\top PV = PH$. "
                    r"Next $Z_{perm} = \mathrm{ReLU}(PHW_1 + \mathbf{1}b_1)W_2 + \mathbf{1}b_2$. As $P\mathbf{1} = \mathbf{1}$, "
                    r"this is $\mathrm{ReLU}(P(HW_1 + \mathbf{1}b_1))W_2 + P\mathbf{1}b_2 = "
                    r"P\,\mathrm{ReLU}(HW_1 + \mathbf{1}b_1)W_2 + P\mathbf{1}b_2 = PZ$."),
])
def test_right_write_ups_in_more_styles_are_correct(part, text):
    """Facts said the ways students say them are established."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "correct", graded.feedback


@pytest.mark.parametrize("part, text", [
    # every fact established, but a conclusion in words the answer contradicts: a person reads it
    ("multi-head-noise", r"$c_1 \to v_a$ when $1 + \eta > 0$, $c_2 \to v_b$, so $c \to \frac{1}{2}(v_a + v_b)$ "
                         r"whenever $1 + \eta > 0$. Still, the output keeps a high variance."),
    ("position-helps", r"We get $PX + \Phi \ne P(X + \Phi)$, so position embeddings do not help."),
    ("position-helps", r"On a $PX + \Phi \ne P(X + \Phi)$, donc les embeddings n'aident pas."),
])
def test_a_conclusion_in_words_against_the_answer_goes_to_a_person(part, text):
    """A rubric's `unsaid` conclusions keep a write-up from `correct`, never make it incorrect."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "error" and "which the part's answer contradicts" in graded.feedback, graded.feedback


def test_bold_one_without_braces_is_the_ones_vector():
    """\\mathbf 1 b_1 is 𝟏b_1, as TeX reads it: the feed-forward steps are checked, not refused for their shapes."""
    graded = grade_answer(PARTS["permutation"], r"$P(HW_1 + \mathbf 1 b_1) = PHW_1 + \mathbf 1 b_1$ since "
                                                r"$P\mathbf 1 = \mathbf 1$.")
    assert [step["status"] for step in graded.steps] == ["valid", "valid"]


def test_the_feedback_names_the_first_wrong_step_and_each_fact():
    """One line on the first wrong step, then one line per fact: established where, or what is missing."""
    graded = grade_answer(PARTS["single-head-noise"], r"With $q = t(\mu_a + \mu_b)$: if $\eta > 0$, $c \to v_b$.")
    lines = graded.feedback.splitlines()
    assert lines[0].startswith("Step 3 is wrong: $c \\to v_{b}$: ")
    assert lines[1].startswith(r"✗ $\lim_{t\to\infty} c = v_a$ when $\eta > 0$ (1 point): not established.")
    assert graded.first_wrong == 3


@pytest.mark.parametrize("table, message", [
    ({"by": "hand"}, r"^here: by: expected \"steps\" .*"),
    ({"by": "steps"}, r"^here: fact: expected an array of tables \(\[\[part.grading.fact\]\]\).*"),
    ({"by": "steps", "fact": [{"points": 1}]}, r"^here: fact 1: a fact needs a claim or an 'any' list$"),
    ({"by": "steps", "fact": [{"claim": "c = v_a", "points": 1, "id": "x"}, {"claim": "c = v_b", "points": 1, "id": "x"}]},
     r"^here: fact ids must differ, got x, x$"),
    ({"by": "steps", "fact": [{"claim": "c = v_a", "points": 1, "conclusion": True},
                              {"claim": "c = v_b", "points": 1, "conclusion": True}]},
     r"^here: at most one fact is the conclusion$"),
    ({"by": "steps", "fact": [{"claim": "c = v_a", "points": 1, "weight": 2}]},
     r"^here: fact 1: unknown key 'weight' .*"),
])
def test_a_steps_rubric_is_checked_as_it_is_read(table, message):
    """A TA's mistake in a steps rubric is named with where it is."""
    with pytest.raises(DerivationError, match=message):
        build_rubric(table, "here")


# issue 23: `correct` only when every claim of the write-up was read and proved; what was not read whole goes to review
@pytest.mark.parametrize("part, text, verdict", [
    # a numeric side claim that is not read (a tuple with dots) keeps a right conclusion from correct
    ("position-helps", r"Yes. With $T = 2$, swap and $X = 0$, the shuffled input is $\Phi$, while $P(X + \Phi) = "
                       r"P\Phi$. Here $\Phi(0) = (\sin 0,\cos 0,\dots) = (1, 0, 1, 0, \ldots)$ and "
                       r"$\Phi(1)\neq\Phi(0)$, so $PX+\Phi\neq P(X+\Phi)$.", "error"),
    # an undecided step keeps it from correct too
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: $c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, "
                          r"$\Pr(\eta > 0) = \frac12$, and $\alpha_a = \sigma(\eta t)$.", "error"),
    # every claim read and proved: correct
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: $c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, "
                          r"and $\Pr(\eta > 0) = \frac12$.", "correct"),
    ("single-head-noise", r"$\frac{1}{2} = \Pr(\eta < 0)$, and with $q = t(\mu_a+\mu_b)$: $c \to v_a$ when "
                          r"$\eta > 0$, $c \to v_b$ when $\eta < 0$, $\Pr(\eta > 0) = \frac12$.", "correct"),
])
def test_correct_needs_every_claim_read(part, text, verdict):
    """A right conclusion beside a claim that was not read, or not decided, goes to review with the reason."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == verdict, graded.feedback


@pytest.mark.parametrize("part, text, verdict", [
    # the question's own formula, restated as it was set: the given, read as given even where the part does not model it
    ("single-head-noise", r"Setup: $\Sigma_a=\alpha I+\frac12\mu_a\mu_a^\top$. With $q = t(\mu_a+\mu_b)$: "
                          r"$c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, and $\Pr(\eta > 0) = \frac12$.",
     "correct"),
    ("single-head-noise", r"Given $\Sigma_a = \alpha I + \frac{1}{2}\mu_a \mu_a^\top$, with $q = t(\mu_a+\mu_b)$: "
                          r"$c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, and $\Pr(\eta > 0) = \frac12$.",
     "correct"),
    # another covariance is no restatement: not read, so not correct
    ("single-head-noise", r"Setup: $\Sigma_a=\alpha I+\mu_a\mu_a^\top$. With $q = t(\mu_a+\mu_b)$: "
                          r"$c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, and $\Pr(\eta > 0) = \frac12$.",
     "error"),
])
def test_the_question_formula_restated_is_read_as_given(part, text, verdict):
    """A right conclusion beside a claim that was not read, or not decided, goes to review with the reason."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == verdict, graded.feedback


# classes of statements read as the rubric's, each a table: (part, text, verdict, words the review's head must say)
# a case said in other terms: k_aᵀq₁ > 0 is t(1 + η) > 0, the rubric's 1 + η > 0 once the engine divides out t > 0
CASES_IN_OTHER_TERMS = [
    ("multi-head-noise", r"As long as $k_a^\top q_1 > 0$, the first head gives $c_1 \to v_a$. The second head "
                         r"gives $c_2 \to v_b$, so $c \to \frac12(v_a+v_b)$ as long as $k_a^\top q_1 > 0$.", "correct", ""),
    ("multi-head-noise", r"Provided $t(1 + \eta) > 0$: $c_1 \to v_a$, $c_2 \to v_b$ and "
                         r"$c \to \frac{1}{2}(v_a + v_b)$.", "correct", ""),
    ("single-head-noise", r"If $k_a^\top q > k_b^\top q$ then $c \to v_a$; if $k_a^\top q < k_b^\top q$ then "
                          r"$c \to v_b$. $\Pr(\eta > 0) = \frac12$.", "correct", ""),
    # another case in the same terms is not the rubric's: t(1 + η) > 2t is η > 1
    ("single-head-noise", r"If $k_a^\top q > 2t$ then $c \to v_a$; if $k_a^\top q < k_b^\top q$ then "
                          r"$c \to v_b$. $\Pr(\eta > 0) = \frac12$.", "error", "does not state every fact"),
    # a factor whose sign moves with the scale leaves the case in its terms: a hypothesis, no case
    ("multi-head-noise", r"Provided $(t - 2)(1 + \eta) > 0$: $c_1 \to v_a$, $c_2 \to v_b$ and "
                         r"$c \to \frac{1}{2}(v_a + v_b)$.", "error", "does not state every fact"),
]
# a limiting variance written with an arrow: Var(α_a) → ¼ is lim_{t→∞} Var(α_a) = ¼, computed by the engine
VARIANCES_WITH_AN_ARROW = [
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: if $\eta > 0$ then $c \to v_a$. If $\eta < 0$ then "
                          r"$c \to v_b$. So $\operatorname{Var}(\alpha_a) \to \frac14$.", "correct", ""),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: if $\eta < 0$ then $c \to v_b$, if $\eta > 0$ then "
                          r"$c \to v_a$; hence $\operatorname{Var}(\alpha_b) \to \frac{1}{4}$ and "
                          r"$\operatorname{Var}(\alpha_a) \to 0.25$.", "correct", ""),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: if $\eta > 0$ then $c \to v_a$. If $\eta < 0$ then "
                          r"$c \to v_b$. So $\operatorname{Var}(\alpha_a) \to \frac12$.", "incorrect", "is wrong"),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$: if $\eta > 0$ then $c \to v_a$. If $\eta < 0$ then "
                          r"$c \to v_b$. And $\operatorname{Var}(\alpha_a \mid \eta > 0) \to 0$.", "error",
     "does not state every fact"),  # the variance in one case is no spread
]
# a ≠ fact stated as another ≠ whose difference the engine proves the same (PΦ ≠ Φ for PX + Φ ≠ P(X + Φ))
INEQUALITIES_WITH_THE_SAME_DIFFERENCE = [
    ("position-helps", r"Yes: the input is $PX + \Phi$, and $P\Phi \ne \Phi$.", "correct", ""),
    ("position-helps", r"Oui : $\Phi \neq P\Phi$ pour $P \neq I$.", "correct", ""),
    ("position-helps", r"Yes, because $P\Phi + PX \ne PX + \Phi$.", "correct", ""),
    # differences that are not the fact's: PX − X, PΦ − 2Φ
    ("position-helps", r"Yes: $PX + \Phi \ne X + \Phi$.", "manual", ""),
    ("position-helps", r"Yes: $P\Phi \ne 2\Phi$.", "manual", ""),
]
# an inequation asserted beside the facts is a claim nobody checked, unless it states a fact or names the case
UNCHECKED_INEQUATIONS = [
    ("position-helps", r"Yes. Since $P\Phi \ne \Phi$, for any weights we get $Z_{perm} \ne PZ$.", "error",
     "which the grader could not decide (an inequation: not checked)"),
    ("position-helps", r"Yes: $P\Phi \ne \Phi$, and so $Z_{perm} \ne Z$ for every choice of weights.", "error",
     "which the grader could not decide"),
    ("position-helps", "Yes, PX + Φ ≠ P(X + Φ); hence the outputs satisfy Z_perm ≠ PZ always.", "error",
     "which the grader could not decide"),
    # a ≠ between bare names names the case; a ≠ with the fact's difference is the fact
    ("position-helps", r"Yes: $PX + \Phi \ne P(X + \Phi)$ because $P\Phi \ne \Phi$ for $P \ne I$.", "correct", ""),
    ("position-helps", r"Ja: $P\Phi \neq \Phi$ für $P \neq I$, also $PX + \Phi \ne P(X+\Phi)$.", "correct", ""),
]
# a statistic given a value in words is a claim nobody read: a right write-up beside it goes to review, naming it;
# one steps/spread_words.py reads is judged (a wrong standard deviation makes the write-up incorrect)
STATISTICS_IN_WORDS = [
    ("single-head-noise", r"Here $\eta$ has standard deviation $\frac{1}{2}$. With $q = t(\mu_a+\mu_b)$: "
                          r"$c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, $\Pr(\eta > 0) = \frac12$.",
     "incorrect", "standard deviation √2/2 ≈ 0.707107 (claimed 1/2)"),  # read now: "η has standard deviation ½"
    ("multi-head-noise", r"The stretch has mean $1$ and variance $0.5$. As long as $1 + \eta > 0$: $c_1 \to v_a$, "
                         r"$c_2 \to v_b$ and $c \to \frac12(v_a + v_b)$.", "error", "gives 'mean … $1$' in words"),
    ("multi-head-noise", r"La variance de $\eta$ vaut $\frac12$. Tant que $1 + \eta > 0$ : $c_1 \to v_a$, "
                         r"$c_2 \to v_b$ et $c \to \frac12(v_a + v_b)$.", "error", "gives 'variance … $\\frac12$'"),
    # the noise's law in symbols, and a conclusion in words, are no such value
    ("multi-head-noise", r"With $\eta \sim \mathcal N(0, \frac12)$, as long as $1 + \eta > 0$: $c_1 \to v_a$, "
                         r"$c_2 \to v_b$ and $c \to \frac12(v_a + v_b)$, so the variance tends to $0$.", "correct", ""),
]


@pytest.mark.parametrize("part, text, verdict, head", CASES_IN_OTHER_TERMS + VARIANCES_WITH_AN_ARROW +
                         INEQUALITIES_WITH_THE_SAME_DIFFERENCE + STATISTICS_IN_WORDS + UNCHECKED_INEQUATIONS)
def test_statements_in_other_terms_by_class(part, text, verdict, head):
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == verdict, graded.feedback
    assert head in graded.feedback.split("\n")[0], graded.feedback


# every fact established, a claim beside them unread or undecided: the review quotes its words for a TA
@pytest.mark.parametrize("part, text, quote, reason", [
    ("multi-head-noise", r"As long as $1 + \eta > 0$: the score of $a$ wins while all other keys give $\approx 0$, "
                         r"so $c_1 \to v_a$, $c_2 \to v_b$ and $c \to \frac12(v_a + v_b)$.",
     r"'…$\eta > 0$: the score of $a$ wins while all other keys give $\approx 0$' (step 2)",
     "its left side is said in words before it, not written"),
    ("position-helps", r"Yes. Row 0 of $\Phi$ is $(0, 1, \ldots)$ and $PX + \Phi \ne P(X + \Phi)$.",
     r"'Yes. Row 0 of $\Phi$ is $(0, 1, \ldots)$' (step 1)", r"\ldots is not part of the notation"),
    ("multi-head-noise", r"Since $\mu_b \wedge \mu_a = 0$, $c_2 \to v_b$. As long as $1 + \eta > 0$: $c_1 \to v_a$ "
                         r"and $c \to \frac12(v_a + v_b)$.",
     r"'Since $\mu_b \wedge \mu_a = 0$' (step 1)", r"found '\wedge'"),
])
def test_a_review_beside_every_fact_quotes_what_was_not_read(part, text, quote, reason):
    head = grade_answer(PARTS[part], text).feedback.split("\n")[0]
    assert head.startswith("Needs manual review: every fact is established and no step is wrong, but the write-up "
                           f"also says {quote}, which the grader could not read ("), head
    assert reason in head and "at character" not in head, head


@pytest.mark.parametrize("text, verdict", [
    ("Yes, since Φ ≠ 0 we get PX + Φ ≠ P(X + Φ) for every P.", "manual"),
    (r"Yes: $PX + \Phi \ne P(X + \Phi)$ for all permutations $P$.", "manual"),
    (r"Oui : $PX + \Phi \ne P(X + \Phi)$ pour tout $P$.", "manual"),
    ("Yes: PX + Φ ≠ P(X + Φ) for some P.", "correct"),
])
def test_an_inequation_said_of_every_value(text, verdict):
    """"PX + Φ ≠ P(X + Φ) for every P" claims more than the witness the fact asks for (P = I makes the sides equal):
    it establishes nothing, so the answer goes to a person, never correct."""
    from symattn.grading.grade import grade_answer
    from symattn.spec.catalogue import load_parts
    part = {p.id: p for p in load_parts()}["position-helps"]
    assert grade_answer(part, text).verdict == verdict


# the certified contract: a derivation whose facts are all established is `correct` only when every word of it was
# read (a claim in words nobody reads, in a sentence with or without a formula, goes to a person); the opening "yes"
# or "no" is read against the part's answer
WORDS_OF_A_DERIVATION = [
    ("single-head-noise", r"When $\eta > 0$ the first score wins and $c \approx v_a$; when $\eta < 0$ instead "
                          r"$c \approx v_b$, and $\Pr(\eta < 0) = \frac{1}{2}$.", "error"),
    ("multi-head-noise", "头 1：$1+\\eta>0$ 时 $c_1\\to v_a$；头 2：$c_2\\to v_b$。所以 $c\\to\\tfrac12(v_a+v_b)$。"
                         "顺便一提，两个头只有第一列不同。", "error"),
    ("position-helps", r"Oui, car l'entrée vaut $PX+\Phi$ et non $P(X+\Phi)$. En revanche, si tous les mots sont "
                       r"identiques, la sortie est la même à toutes les positions.", "error"),
    ("position-helps", r"Yes: $PX + \Phi \ne P(X + \Phi)$.", "correct"),
    ("position-helps", r"No: $PX + \Phi \ne P(X + \Phi)$.", "error"),
    ("position-distinct", r"Nein. $(\sin t_1 - \sin t_2)^2 + (\cos t_1 - \cos t_2)^2 = 2 - 2\cos(t_1 - t_2)$, also "
                          r"$\Phi(t_1) \ne \Phi(t_2)$.", "correct"),
    ("position-distinct", r"Yes. $(\sin t_1 - \sin t_2)^2 + (\cos t_1 - \cos t_2)^2 = 2 - 2\cos(t_1 - t_2)$, so "
                          r"$\Phi(t_1) \ne \Phi(t_2)$.", "error"),
    # the answer word states the conclusion fact where the argument, every other fact, is established
    ("position-distinct", r"No. $(\sin t_1 - \sin t_2)^2 + (\cos t_1 - \cos t_2)^2 = 2 - 2\cos(t_1 - t_2)$.",
     "correct"),
    ("position-distinct", "不会。(sin t_1 − sin t_2)² + (cos t_1 − cos t_2)² = 2 − 2cos(t_1 − t_2)。", "correct"),
    ("position-distinct", r"No.", "manual"),
    ("position-helps", r"Yes.", "manual"),  # the only fact is the conclusion: the word alone shows nothing
]


@pytest.mark.parametrize("part, text, verdict", WORDS_OF_A_DERIVATION)
def test_a_derivation_is_correct_only_when_read_whole(part, text, verdict):
    """Every fact established is not enough: every word must be read, and the opening yes or no agree."""
    assert grade_answer(PARTS[part], text).verdict == verdict


@pytest.mark.parametrize("part, givens", [
    ("single-head-noise", {r"\Sigma_{a}=\alphaI+\frac{1}{2}\mu_{a}\mu_{a}^\top", r"\Sigma_{i}=\alphaI"}),
    ("kqv-plain", {"v_{i}=q_{i}=k_{i}=x_{i}", "x_{1}=u_{d}+u_{b}", "x_{2}=u_{a}", "x_{3}=u_{c}+u_{b}"}),
    ("permutation", set()),  # "Show that … is Z_perm = PZ": what the question asks for is no given
    ("single-head", {r"k_{i}\sim\mathcal{N}\left(\mu_{i},\alphaI\right)"}),  # not c ≈ ½(v_a + v_b), its goal
])
def test_the_givens_of_a_question(part, givens):
    from symattn.steps.checked import _question_formulas
    assert _question_formulas(PARTS[part].question) == givens
