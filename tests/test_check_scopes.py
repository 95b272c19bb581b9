"""check, red team 17's classes of false ✗: a step is judged in the case and under the suppositions it is said in.
Each table holds right steps that must not be wrong and slips beside them that must still be."""

import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}
Q_NOISE = r"With $q = t(\mu_a+\mu_b)$ and $t \to \infty$: "


def statuses(part: str, text: str) -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


# ---- a case said in other terms: the step's own case, never the one carried from before ----------------------------
CASE_IN_OTHER_TERMS = [
    # ‖k_a‖ < 1 is 1 + η < 1, read from the setting's k_a = (1 + η)μ_a: each clause in its own case
    ("single-head-noise", Q_NOISE + r"if $\|k_a\|>1$ ($\eta>0$) then $c\approx v_a$, if $\|k_a\|<1$ then "
                                    r"$c\approx v_b$.", "ssssvsv"),
    ("single-head-noise", Q_NOISE + r"si $\|k_a\|>1$ ($\eta>0$) alors $c\approx v_a$, si $\|k_a\|<1$ alors "
                                    r"$c\approx v_b$.", "ssssvsv"),
    # a case not read in the noise's terms (e^η < 1 is not solved): unknown, never judged in η > 0, neither way
    ("single-head-noise", Q_NOISE + r"if $\eta>0$ then $c\approx v_a$, if $e^{\eta}<1$ then $c\approx v_b$.",
     "sssvsu"),
    ("single-head-noise", Q_NOISE + r"if $\eta>0$ then $c\approx v_b$, if $e^{\eta}<1$ then $c\approx v_a$.",
     "ssswsu"),
    # still wrong: a step false in the case its clause names, read
    ("single-head-noise", Q_NOISE + r"if $\|k_a\|>1$ ($\eta>0$) then $c\approx v_a$, if $\|k_a\|<1$ then "
                                    r"$c\approx v_a$.", "ssssvsw"),
    ("single-head-noise", Q_NOISE + r"if $\|k_a\|<1$ then $c\approx v_a$.", "sssw"),
]


# ---- a step's own case said but not applied: no later clause lends it one ------------------------------------------
OWN_CASE_UNREAD = [
    # a hypothesis not modelled (≫), a condition not applied (≥), one the grammar cannot read: the step is never
    # proved in the case of the clause after it (red team 56: the swapped answer's c ≈ v_b proved under η < 0)
    ("single-head-noise", Q_NOISE + r"If $\eta \gg 0$ then $c\approx v_b$; if $\eta<0$ then $c\approx v_a$.", "sssusu"),
    ("single-head-noise", Q_NOISE + r"If $\eta \ge 0$ then $c\approx v_b$; if $\eta<0$ then $c\approx v_a$.", "sssusu"),
    ("single-head-noise", Q_NOISE + "Si η > 0 [k_a plus long, c ≈ v_b ; si η < 0, c ≈ v_a.", "sssusu"),
    # the clause after it still gives its own step its case
    ("single-head-noise", Q_NOISE + r"If $\eta \gg 0$ then $c\approx v_a$; if $\eta<0$ then $c\approx v_b$.", "sssusv"),
    # a case said in words after "if", "for", "wenn" (red team 59): no later clause's case is lent either
    ("single-head-noise", Q_NOISE + "If eta is large then c -> v_b; if eta < 0 then c -> v_b.", "ssusv"),
    ("single-head-noise", Q_NOISE + "For very negative eta, c -> v_b; if eta > 0 then c -> v_a.", "ssusv"),
    ("single-head-noise", Q_NOISE + "Wenn eta groß ist, dann c -> v_b; wenn eta < 0, dann c -> v_b.", "ssusv"),
    ("single-head-noise", Q_NOISE + "For large t: c -> v_a if eta > 0; c -> v_b if eta < 0.", "ssvsvs"),
    ("single-head-noise", Q_NOISE + "η 很大时 c -> v_b；η < 0 时 c -> v_b。", "ssusv"),  # the case word after it (时)
    # a fullwidth bracket glued to a number opens a remark: the case before it is read ("当 η > 0（k_a 变长）时")
    ("single-head-noise", Q_NOISE + "当 η > 0（k_a 变长）时 c ≈ v_a；当 η < 0 时 c ≈ v_b。", "sssvsv"),
    ("single-head-noise", Q_NOISE + "当 η > 0（k_a 变长）时 c ≈ v_b；当 η < 0 时 c ≈ v_a。", "sssusw"),
]


@pytest.mark.parametrize("part, text, expected", OWN_CASE_UNREAD)
def test_a_steps_own_case_unread(part, text, expected):
    """A step whose own case is said but not applied is judged in no other clause's case."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("part, text, expected", CASE_IN_OTHER_TERMS)
def test_a_case_said_in_other_terms(part, text, expected):
    """A step is judged in the case its clause names: read through the setting's definitions when it can be (‖k_a‖ <
    1), else unknown; never in the case another clause carried."""
    assert statuses(part, text) == expected


# ---- a denial in words after the relation ------------------------------------------------------------------------
DENIED_IN_WORDS = [
    ("permutation", r"Here $Q = XW_Q$ and $K = XW_K$. In general $W_Q = W_K$ is not assumed.", "vvs"),
    ("permutation", r"Note that $W_Q = W_K$ and $W_V = W_K$ need not hold.", "ss"),
    ("permutation", r"En général $W_Q = W_K$ n'est pas supposé.", "s"),
    ("permutation", r"Im Allgemeinen wird $W_Q = W_K$ nicht vorausgesetzt.", "s"),
    ("permutation", r"En general $W_Q = W_K$ no se supone.", "s"),
    ("permutation", r"一般来说 $W_Q = W_K$ 不一定成立。", "s"),
    # "is assumed" is no denial, but no word the lexicon knows either: not ✗ (it may be the write-up's assumption)
    ("permutation", r"Here $W_Q = W_K$ is assumed.", "u"),
    # still wrong: the relation claimed, or a slip beside the denial
    ("permutation", r"Here $W_Q = W_K$ is not required; but $Q = X W_K$.", "sw"),
    ("permutation", r"$W_Q = W_K$ n'est pas supposé, mais $K = X W_Q$.", "sw"),
]


@pytest.mark.parametrize("part, text, expected", DENIED_IN_WORDS)
def test_a_denial_in_words_claims_nothing(part, text, expected):
    """"A is not assumed", "A need not hold", "A n'est pas supposé", "A wird nicht vorausgesetzt": the words deny that
    A is claimed; a relation beside it is still checked."""
    assert statuses(part, text) == expected


# ---- a supposition's scope, across sentences ---------------------------------------------------------------------
SUPPOSED = r"$\sin t_1 = \sin t_2$"
SUPPOSITION_SCOPE = [
    ("position-distinct", r"No. Suppose $\Phi(t_1) = \Phi(t_2)$ with $t_1 \ne t_2$. Looking at $i = 0$: "
                          r"$\sin t_1 = \sin t_2$ and $\cos t_1 = \cos t_2$, so $t_1 - t_2 \in 2\pi\mathbb Z$.", "sssuus"),
    ("position-distinct", r"Nein. Aus $\Phi(t_1)=\Phi(t_2)$ folgt für $i=0$: $\sin t_1=\sin t_2$ und "
                          r"$\cos t_1=\cos t_2$.", "usuu"),  # the premise of "aus … folgt", refuted: not ✗
    ("position-distinct", r"Nein. Angenommen $\Phi(t_1)=\Phi(t_2)$. Für $i=0$ gilt: " + SUPPOSED + ".", "ssu"),
    ("position-distinct", r"Nein. Nehmen wir an, $\Phi(t_1)=\Phi(t_2)$. Für $i=0$ gilt: " + SUPPOSED + ".", "ssu"),
    ("position-distinct", r"Non. Supposons que $\Phi(t_1)=\Phi(t_2)$. Pour $i=0$ on a " + SUPPOSED + ".", "ssu"),
    ("position-distinct", r"No. Supongamos que $\Phi(t_1)=\Phi(t_2)$. Para $i=0$ tenemos " + SUPPOSED + ".", "ssu"),
    ("position-distinct", r"不会。假设 $\Phi(t_1)=\Phi(t_2)$。取 $i=0$：" + SUPPOSED + "。", "ssu"),
    ("position-distinct", r"不会。若 $\Phi(t_1)=\Phi(t_2)$，则 " + SUPPOSED + "。", "su"),
    ("position-distinct", r"いいえ。仮に $\Phi(t_1)=\Phi(t_2)$ とする。$i=0$ では " + SUPPOSED + " となる。", "ssu"),
    ("position-distinct", r"いいえ。仮に $\Phi(t_1)=\Phi(t_2)$ とすると、" + SUPPOSED + " となる。", "su"),
    # still wrong: a supposition the checker applies (η > 0), or one the setting proves, leaves a false step false
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$, $t \to \infty$. Suppose $\eta > 0$. Looking at the scores, "
                          r"$k_b^\top q = 2t$.", "sssw"),
    ("average", r"Let $q = t(k_a+k_b)$, $t \to \infty$. Assume $k_a^\top k_b = 0$. Looking at the scores, "
                r"$k_a^\top q = 2t$.", "sssw"),
    # still wrong: after the contradiction is reached, or the paragraph ends, the scope is over
    ("position-distinct", r"Nein. Nehmen wir an, $\Phi(t_1)=\Phi(t_2)$. Für $i=0$ gilt: " + SUPPOSED + ". Widerspruch. "
                          r"Also " + SUPPOSED + ".", "ssuw"),
    ("position-distinct", "Suppose $\\Phi(t_1) = \\Phi(t_2)$.\n\nFor $i = 0$: " + SUPPOSED + ".", "ssw"),
    # the supposition a contradiction closes, with no "for contradiction" said: what follows it until then rests on it
    ("position-helps", "Angenommen, die Kodierung würde nicht helfen, d.h. für die Vertauschung $P$ gälte "
                       "$PX+\\Phi = P(X+\\Phi)$. Dann folgt $P\\Phi = \\Phi$. Das ist ein Widerspruch.", "su"),
    ("position-helps", "Suppose the embeddings did not help, so that $PX+\\Phi = P(X+\\Phi)$. Then "
                       "$P\\Phi = \\Phi$, a contradiction.", "su"),
    ("position-helps", "Supposons que $PX+\\Phi = P(X+\\Phi)$. Alors $P\\Phi = \\Phi$ : contradiction.", "su"),
    # still wrong: two numbers hold or fail whatever is supposed
    ("copy", r"Assume $\|k_i\|=1$ and set $q = t\,k_j$. Then, with $n = 11$, $t > \ln 1000 \approx 6.21$.", None),
    # a supposition said only in words covers every step of its sentence
    ("position-helps", "Assume the two words are equal; hence PX = X and so PX + Φ = X + Φ.", "uu"),
    ("position-helps", "Suppose both tokens carry the same embedding row, then PX = X.", "u"),
    ("permutation", "Let us assume all rows of X coincide; then PX = X.", "u"),
    # "say" opens a supposition as "suppose" does
    ("position-helps", "Say tokens 0 and 1 are the same word, so swapping them gives PX = X.", "s"),
    ("position-helps", "Say the rows of X are all equal; then PX = X.", "u"),  # claimed in that case, not read
    ("position-helps", r"Say $X = 0$, so that $PX = X$.", "ss"),
]


@pytest.mark.parametrize("part, text, expected", SUPPOSITION_SCOPE)
def test_a_supposition_s_scope(part, text, expected):
    """What follows a supposition ("suppose", "angenommen", "aus … folgt", "supposons que", "假设", "仮に … とする")
    rests on it until the contradiction is reached or the paragraph ends: never wrong for failing without it, unless
    the checker applies the supposition or proves it."""
    found = statuses(part, text)
    assert found == expected if expected is not None else found.endswith("w")


# ---- "all other α_i": the indices other than those named, not "otherwise" -------------------------------------------
THE_OTHERS = [
    ("average", "q = t(k_a + k_b), t → ∞. k_iᵀq = 0 for i ≠ a, b, so α_a → ½ and all other α_i → 0.", "ssvsvv"),
    ("average", "q = t(k_a + k_b), t → ∞. k_iᵀq = 0 for i ≠ a, b; α_a → ½, and the remaining α_i → 0.", "ssvsvv"),
    ("copy", "q = t k_j, t → ∞. k_iᵀq = 0 for i ≠ j, so α_j → 1 and every other α_i → 0.", "ssvsvv"),
    ("average", "q = t(k_a + k_b), t → ∞. k_iᵀq = 0 for i ≠ a, b; so tous les autres α_i → 0.", "ssvsv"),
    # still wrong: the others do not tend to 1
    ("average", "q = t(k_a + k_b), t → ∞. k_iᵀq = 0 for i ≠ a, b, so α_a → ½ and all other α_i → 1.", "ssvsvw"),
]


@pytest.mark.parametrize("part, text, expected", THE_OTHERS)
def test_all_the_other_indices(part, text, expected):
    """"α_a → ½ and all other α_i → 0": i ranges over the indices no scope names ("other", "remaining", "autres"),
    where "otherwise" takes the complement of a scope."""
    assert statuses(part, text) == expected


# ---- an equality said where its sentence takes the limit -----------------------------------------------------------
IN_THE_LIMIT = [
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$, $t \to \infty$: the other weights vanish and "
                          r"$c = \alpha_a v_a + (1 - \alpha_a) v_b$.", "ssu"),
    ("average", r"Take $q = t(k_a + k_b)$, $t \to \infty$. Asymptotically $c = \frac{1}{2}(v_a + v_b)$.", "ssu"),
    ("copy", r"Let $q = t k_j$ with $t \to \infty$. Les autres poids sont négligeables, donc $\alpha_j = 1$.", "ssu"),
    # still wrong: no limit in its sentence, or sides that differ in the limit too
    ("copy", r"Let $q = t k_j$ with $t \to \infty$. So $\alpha_j = 1$.", "ssw"),
    ("average", r"Take $q = t(k_a + k_b)$, $t \to \infty$. Asymptotically $c = v_a$.", "ssw"),
]


@pytest.mark.parametrize("part, text, expected", IN_THE_LIMIT)
def test_an_equality_in_the_limit(part, text, expected):
    """"the other weights vanish and c = α_a v_a + (1 − α_a)v_b": refuted as exact, unknown when both sides agree in
    the limit its sentence speaks of; wrong when they differ there too."""
    assert statuses(part, text) == expected


# ---- two scales in one step: the part's own scalar taken to its limit first ------------------------------------------
EXACT_KEYS = r"With $q = t(\mu_a + \mu_b)$ and $k_i = \mu_i + \sqrt{\alpha} z_i$: "
TWO_SCALES = [
    ("single-head", EXACT_KEYS + r"$k_a^\top q = t(1 + \sqrt{\alpha} z_a^\top(\mu_a + \mu_b)) \to t$.", "vv"),
    ("single-head", EXACT_KEYS + r"$k_b^\top q \approx t$ and $k_i^\top q \to 0$ for $i \notin \{a, b\}$.", "vv"),
    ("single-head", EXACT_KEYS + r"$\alpha_a \to \frac{1}{2}$.", "v"),
    # still wrong in that order
    ("single-head", EXACT_KEYS + r"$k_i^\top q \to t$ for $i \notin \{a, b\}$.", "w"),
    ("single-head", EXACT_KEYS + r"$\alpha_a \to 1$.", "w"),
    # a power of α that is not continuous at 0 is not taken: undecided
    ("single-head", EXACT_KEYS + r"$\frac{k_a^\top q}{\sqrt{\alpha}} \to t$.", "u"),
]


@pytest.mark.parametrize("part, text, expected", TWO_SCALES)
def test_the_parts_own_scalar_first(part, text, expected):
    """A step with both α and t: the part sends α → 0 before t → ∞ (its `directions`), so α's limit is taken first
    where it is the value at α = 0; anything else stays undecided."""
    assert statuses(part, text).replace("s", "") == expected


# ---- "A if C1, B if C2": a condition right after a step, with no comma, is its own ------------------------------------
POSTFIX_CASES = [
    ("single-head-noise", r"Query: $q = t(\mu_a + \mu_b)$, $t \to \infty$: $\alpha_a \to 1$ if $\eta > 0$, "
                          r"$\alpha_a \to 0$ if $\eta < 0$ (then $\alpha_b \to 1$).", "v", "v"),
    ("single-head-noise", r"Query: $q = t(\mu_a + \mu_b)$, $t \to \infty$. If $\eta > 0$ (k_a longer) $c \approx v_a$, "
                          r"if $\eta < 0$ (k_a shorter) $c \approx v_b$.", "v", "v"),
    ("single-head-noise", r"Query: $q = t(\mu_a + \mu_b)$, $t \to \infty$: $c \approx v_a$ if $\eta > 0$, "
                          r"$c \approx v_b$ if $\eta < 0$.", "v", "v"),
    # "If C1, A, if C2, B": the comma before "if C2" opens the next clause
    ("single-head-noise", r"With q = t(μ_a + μ_b), t → ∞: If η > 0, c ≈ v_a, if η < 0, c ≈ v_b.", "v", "v"),
    # still wrong in its own case
    ("single-head-noise", r"Query: $q = t(\mu_a + \mu_b)$, $t \to \infty$: $\alpha_a \to 1$ if $\eta > 0$, "
                          r"$\alpha_a \to 1$ if $\eta < 0$.", "v", "w"),
    ("single-head-noise", r"With q = t(μ_a + μ_b), t → ∞: If η > 0, c ≈ v_b, if η < 0, c ≈ v_a.", "w", "w"),
]


@pytest.mark.parametrize("part, text, first, second", POSTFIX_CASES)
def test_a_condition_after_its_step(part, text, first, second):
    """"α_a → 1 if η > 0, α_a → 0 if η < 0": each step is said in the case written right after it, and a condition
    after a comma that a relation follows opens the next clause ("…, if η < 0 (k_a shorter) c ≈ v_b")."""
    judged = [step.status for step in check_writeup(PARTS[part], text).steps if step.status != "skipped"]
    assert "".join(CODES[status] for status in judged[-2:]) == first + second


# ---- an index against a list, and "otherwise" against the scopes said before it --------------------------------------
Q_AVERAGE = r"Choose $q = t(k_a + k_b)$. "
INDEX_LISTS = [
    # (i ≠ a, b) is i ∉ {a, b}, one scope; "otherwise" before any scope speaks of the keys the scopes set aside
    ("average", Q_AVERAGE + r"So $k_i^\top q = 0$ otherwise, so $$\alpha_i = \frac{1}{2e^t + n - 2}\ (i \ne a, b).$$",
     "svvs"),
    ("average", Q_AVERAGE + r"Then α_i = 1/(2e^t + n − 2) (i ≠ a, b).", "svs"),
    ("average", Q_AVERAGE + r"For $i \in \{a, b\}$, $k_i^\top q = t$, otherwise $k_i^\top q = 0$.", "ssvv"),
    # a letter then a number is a case and a value: "→ T for i = b, 0 otherwise"
    ("multi-head", "Two heads, q₁ = Tμ_a and q₂ = Tμ_b with T → ∞.\nHead 2: k_iᵀq₂ → T for i = b, 0 otherwise ⇒ "
                   "c₂ → v_b.", "sssvsv"),
    # still wrong: a slip in either
    ("average", Q_AVERAGE + r"For $i \in \{a, b\}$, $k_i^\top q = t$, otherwise $k_i^\top q = t$.", "ssvw"),
    ("average", Q_AVERAGE + r"Then α_i = e^t/(2e^t + n − 2) (i ≠ a, b).", "sws"),
]


@pytest.mark.parametrize("part, text, expected", INDEX_LISTS)
def test_an_index_against_a_list(part, text, expected):
    """i ≠ a, b is one scope, i ∉ {a, b}; "otherwise" with no scope before it is the keys the scopes set aside."""
    assert statuses(part, text) == expected


# ---- an order between two sides that both vanish: their ratio decides it for a large scale -----------------------
Q_LARGE = r"Let $q = t(k_a + k_b)$, $t \to \infty$. "
VANISHING_ORDERS = [
    ("average", Q_LARGE + r"Then $\frac{n - 2}{2e^t + n - 2} \le (n - 2)e^{-t}$.", "ssv"),
    ("average", Q_LARGE + r"Then $\frac{n - 2}{2e^t + n - 2} \le (n - 2)e^{-2t}$.", "ssw"),
    ("average", Q_LARGE + r"Then $e^{-2t} \le e^{-t}$ and $\frac{1}{e^t + 1} \ge e^{-t}$.", "ssvw"),
    # equal in a case (n = 2: both 0): ≤ holds there, < does not, so the strict one depends on n
    ("average", Q_LARGE + r"Then $\frac{n - 2}{2e^t + n - 2} < (n - 2)e^{-t}$.", "ssu"),
]


@pytest.mark.parametrize("part, text, expected", VANISHING_ORDERS)
def test_an_order_between_vanishing_sides(part, text, expected):
    """Both sides tend to 0: where both are positive, the limit of their ratio (< 1, > 1) decides the order."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("t", [5.0, 10.0, 20.0])
def test_the_vanishing_orders_numerically(t):
    """The table's verdicts at numbers: the first order holds and the second fails for large t (n = 5)."""
    import math
    n = 5
    left = (n - 2) / (2 * math.exp(t) + n - 2)
    assert left <= (n - 2) * math.exp(-t) and left > (n - 2) * math.exp(-2 * t)
    assert 1 / (math.exp(t) + 1) < math.exp(-t)


# ---- a value the sentence gives to a name the step does not write bears on none of its probabilities -------------
HEADS = r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. "
UNWRITTEN_VALUES = [
    ("multi-head-noise", HEADS + r"So $P(\eta > -1) = P(|\eta| < 1)$, using $P(|\eta| < x) = \mathrm{erf}(x)$ with "
                                 r"$\sigma = 1/\sqrt{2}$.", "sswss"),
    ("multi-head-noise", HEADS + r"So $P(\eta > -1) = \Phi(\sqrt{2})$, with $\sigma = 1/\sqrt{2}$.", "ssvs"),
    ("multi-head-noise", HEADS + r"So $P(\eta > -1) = \Phi(1)$ with $\sigma = 1/\sqrt{2}$.", "ssws"),
]


@pytest.mark.parametrize("part, text, expected", UNWRITTEN_VALUES)
def test_a_value_of_a_name_the_step_does_not_write(part, text, expected):
    """σ = 1/√2, the write-up's own name, is no condition on Pr(η > −1) = Pr(|η| < 1): the step is judged."""
    assert statuses(part, text) == expected


# ---- a step false in part of the case its clause names ---------------------------------------------------------------
FALSE_IN_PART = [
    # c → v_a holds for η > 0 only: said "when 1 + η > 0" it is false at −1 < η < 0, inside the case named
    ("single-head-noise", Q_NOISE + r"so $c \to v_a$ when $1 + \eta > 0$.", "ssws"),
    ("single-head-noise", Q_NOISE + r"if $1 + \eta > 0$ then $c \to v_a$.", "sssw"),
    # "iff" in any language names the step's case: its "if" half is checked
    ("single-head-noise", Q_NOISE + r"so $c \to v_a$ if and only if $1 + \eta > 0$.", "ssws"),
    ("single-head-noise", Q_NOISE + r"значит, $c \to v_a$ тогда и только тогда, когда $1 + \eta > 0$.", "ssws"),
    ("single-head-noise", Q_NOISE + r"also $c \to v_a$ genau dann, wenn $1 + \eta > 0$.", "ssws"),
    ("single-head-noise", Q_NOISE + r"so $c \to v_a$ iff $\eta > 0$.", "ssvs"),
    ("single-head-noise", Q_NOISE + r"so $c \to v_a$ when $\eta > 0$ and $c \to v_b$ when $\eta < 0$.", "ssvsvs"),
    # the whole case holds it: valid (the two heads, 1 + η > 0)
    ("multi-head-noise", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. So $c_1 \to v_a$ when $1 + \eta > 0$.",
     "sssvs"),
    # a case in other terms may mean less than it says (‖k_a‖ > 1 for η > 0, not the flipped key of η < −2)
    ("single-head-noise", Q_NOISE + r"so $c \approx v_a$ when $\|k_a\| > 1$.", "ssus"),
    ("single-head-noise", Q_NOISE + r"so $c \approx v_a$ when $|1 + \eta| > 1$.", "ssus"),
    # a split on another name (n = 2 against n > 2) stays undecided
    ("average", r"Let $q = t(k_a + k_b)$, $t \to \infty$. Then $\frac{n - 2}{2e^t + n - 2} < (n - 2)e^{-t}$ when "
                r"$t > 0$.", "ssus"),
]


@pytest.mark.parametrize("part, text, expected", FALSE_IN_PART)
def test_a_step_false_in_part_of_its_own_case(part, text, expected):
    """Holding in part of the case its clause names and failing in the rest (of positive measure, split on the case's
    own variables) is wrong; a split on another name is not."""
    assert statuses(part, text) == expected


@pytest.mark.parametrize("eta", [-0.9, -0.5, -0.1])
def test_false_in_part_numerically(eta):
    """At −1 < η < 0 (so 1 + η > 0) the weight on a vanishes for a large t: c → v_b, not v_a."""
    import math
    t, n = 400.0, 6
    scores = [t * (1 + eta), t] + [0.0] * (n - 2)
    top = max(scores)
    weights = [math.exp(x - top) for x in scores]
    assert weights[0] / sum(weights) < 1e-3 and 1 + eta > 0


# ---- a chain of equivalences: each middle link is checked as following from the one before ------------------------
EQUIVALENCES = [
    ("average", "q = t(k_a + k_b). Then\n (n − 2) ≤ 2ε(2e^t + n − 2)\n ⇔ (n − 2)(1 − 2ε) ≤ 2ε e^t\n"
                " ⇔ t ≥ ln((n − 2)(1 − 2ε)/(2ε)).", "ssw"),
    ("average", "q = t(k_a + k_b). Then\n (n − 2) ≤ 2ε(2e^t + n − 2)\n ⇔ (n − 2)(1 − 2ε) ≤ 4ε e^t\n"
                " ⇔ t ≥ ln((n − 2)(1 − 2ε)/(4ε)).", "ssu"),
]


@pytest.mark.parametrize("part, text, expected", EQUIVALENCES)
def test_a_middle_link_of_equivalences(part, text, expected):
    """A ⇔ B ⇔ C: B is wrong where A holds and B does not, whether or not A is established (the first three steps)."""
    assert statuses(part, text)[:3] == expected


def test_the_equivalence_slip_numerically():
    """At ε = 10⁻⁴, n = 8, t = 10 the first inequality holds and (n − 2)(1 − 2ε) ≤ 2εeᵗ does not; 4εeᵗ holds."""
    import math
    eps, n, t = 1e-4, 8, 10.0
    assert n - 2 <= 2 * eps * (2 * math.exp(t) + n - 2)
    assert not (n - 2) * (1 - 2 * eps) <= 2 * eps * math.exp(t)
    assert (n - 2) * (1 - 2 * eps) <= 4 * eps * math.exp(t)


@pytest.mark.parametrize("text, shown", [
    (Q_NOISE + r"so $c \to v_b$ whenever $1 + \eta > 0$.", "but not when η > 0 (the left side tends to v_a, not v_b)"),
    (Q_NOISE + r"so $c \to v_a$ when $1 + \eta > 0$.", "but not when −1 < η < 0 (the left side tends to v_b, not v_a)"),
    (Q_NOISE + r"so $c \to v_a$ iff $1 + \eta > 0$.", "but not when −1 < η < 0"),
])
def test_the_part_of_its_case_where_a_step_fails_is_shown(text, shown):
    """The reason names a part of positive measure where the step fails (η > 0), never a single point (η = 0)."""
    step = next(step for step in check_writeup(PARTS["single-head-noise"], text).steps if step.status == "wrong")
    assert shown in step.reason


# ---- the rest said in words: "k_aᵀq ≈ t(1+η), the rest ≈ 0" is k_iᵀq ≈ 0 for the keys its sentence did not name ------
Q_HEAD = r"With $q_1 = t\mu_a$: "
THE_REST_IN_WORDS = [
    ("multi-head-noise", Q_HEAD + "k_a^T q_1 ≈ t(1+η), the rest ≈ 0.", "svv"),
    ("multi-head-noise", Q_HEAD + "k_aᵀq₁ ≈ t(1+η)，其余 ≈ 0。", "svv"),
    ("multi-head-noise", Q_HEAD + "k_aᵀq₁ ≈ t(1+η), las demás ≈ 0.", "svv"),
    ("multi-head-noise", Q_HEAD + "k_aᵀq₁ ≈ t(1+η)、他の鍵は ≈ 0。", "svv"),
    ("multi-head-noise", Q_HEAD + "k_aᵀq₁ ≈ t(1+η), 나머지 ≈ 0.", "svv"),
    ("copy", "Take q = t k_j with t → ∞: α_j → 1, and all other weights → 0.", "ssvv"),
    ("single-head-noise", Q_NOISE + "k_a^T q ≈ t(1+η), k_b^T q ≈ t, everything else ≈ 0.", "ssvvv"),
    # the rest includes the key the sentence did not name: k_bᵀq = t is no 0
    ("single-head-noise", Q_NOISE + "k_a^T q ≈ t(1+η), the rest ≈ 0.", "ssvw"),
    ("multi-head-noise", Q_HEAD + "k_a^T q_1 ≈ t(1+η), the rest ≈ t.", "svw"),
    # the keys the write-up named before, in an earlier sentence too, are set aside: "the others" are those it never
    # named (red team 43: α_b → ½ was read as one of "the others → 0")
    ("average", "q = t(k_a + k_b). α_a = α_b = e^t/(2e^t + n − 2); the others are 1/(2e^t + n − 2). As t → ∞, α_a → "
                "1/2 and the others → 0.", "svvsvv"),
    ("single-head-noise", Q_NOISE + "k_b^T q ≈ t. Then k_a^T q ≈ t(1+η), the rest ≈ 0.", "ssvvv"),
    ("average", "q = t(k_a + k_b), t → ∞. α_b → 1/2 too. Also α_a → 1/2, the rest → 0.", "ssvvv"),
    ("average", "q = t(k_a + k_b). α_a = α_b = e^t/(2e^t + n − 2). As t → ∞, α_a → 1/2 and the others → 1/2.",
     "svvsvw"),
    # words that say more than "the rest" name another subject: not read
    ("multi-head-noise", Q_HEAD + "k_a^T q_1 ≈ t(1+η), the other head gives ≈ v_b.", "svs"),
]


@pytest.mark.parametrize("part, text, expected", THE_REST_IN_WORDS)
def test_the_rest_said_in_words(part, text, expected):
    """"the rest", "其余", "나머지" before a relation is the form before it for the indices its sentence did not name."""
    assert statuses(part, text) == expected


THE_REST_BESIDE_OTHER_SCOPES = [
    # a weight named alone before the others (α_a, α_b → ½) is set aside too
    ("average", "q = t(k_a + k_b)，t → ∞：α_a, α_b → 1/2，其余 → 0，所以 c → (v_a + v_b)/2。", "ssvvv"),
    ("average", "q = t(k_a + k_b), t → ∞: α_a, α_b → 1/2, the rest → 0.", "ssvv"),
    # the rest after a chain of two named weights sets both aside; its scope is its own, not its sentence's
    ("average", "Take q = t(k_a + k_b), t → ∞. So α_a = α_b = e^t/(2e^t + n − 2) → 1/2, et les autres poids → 0.",
     "ssvvvv"),
    ("average", r"$q = t(k_a+k_b)$, $t\gg 0$. Then $k_a\cdot q = k_b\cdot q = t$ and $k_i\cdot q=0$ for the others, so "
                r"$\alpha_a=\alpha_b=\frac{e^{t}}{2e^{t}+n-2}\to\tfrac12$ and all other weights $\to0$.", "ssvvvvvvv"),
]


@pytest.mark.parametrize("part, text, expected", THE_REST_BESIDE_OTHER_SCOPES)
def test_the_rest_beside_other_scopes(part, text, expected):
    """"α_a = α_b = … → ½, the rest → 0" sets a and b aside, and its scope never reaches k_i·q = 0 beside it."""
    assert statuses(part, text) == expected


# ---- two of the problem's own labels set against each other: no range for either --------------------------------
LABELS_SET_AGAINST_EACH_OTHER = [
    # "b ≠ a": the problem's keys a and b, named; b does not run over the keys other than a ("b instead of a" says
    # the step is said with the two exchanged, which is not read: rules.said_with_labels_swapped)
    ("multi-head", r"Sei $q_1 = t\mu_a$ und $q_2 = t\mu_b$. Kopf 2 analog mit $b$ statt $a$: $c_2\to v_b$.", "sss"),
    ("multi-head", r"Let $q_1 = t\mu_a$, $q_2 = t\mu_b$. Head 2 likewise, with $b \neq a$: $c_2 \to v_b$.", "sssv"),
    ("average", r"Take $q = t(k_a + k_b)$. The same holds for $b \ne a$: $\alpha_b \to \tfrac12$.", "ssv"),
    # still wrong: the slip under the same words
    ("multi-head", r"Let $q_1 = t\mu_a$, $q_2 = t\mu_b$. Head 2, where $b \ne a$: $c_2 \to v_a$.", "sssw"),
]


@pytest.mark.parametrize("part, text, expected", LABELS_SET_AGAINST_EACH_OTHER)
def test_the_problems_labels_are_no_range(part, text, expected):
    """"b ≠ a" between two keys the problem names sets no range for b: v_b stays v_b."""
    assert statuses(part, text) == expected
