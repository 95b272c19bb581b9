"""The certified contract for right formula answers: side claims read, charged by the rubric's policy, or reviewed."""

import pytest

from symattn.errors import DerivationError
from symattn.grading.grade import grade_answer
from symattn.language.claims import read_claims
from symattn.language.document import read_document
from symattn.language.mentions import value_mentions
from symattn.spec.catalogue import load_parts
from symattn.spec.side_claims import SideClaimCost, read_side_claim_cost
from tests.conftest import assert_graded

PARTS = {part.id: part for part in load_parts()}

# a claim about the output said in words is read as the same claim in symbols and checked
WORD_CLAIMS = [
    ("average", r"Take $q=\beta(k_a+k_b)$ with $\beta$ large; then the output is approximately $v_a$.", "incorrect", 1),
    ("average", r"q = t(k_a+k_b), t → ∞; note the output is exactly $v_b$", "incorrect", 1),
    ("average", r"On prend $q = t(k_a + k_b)$, $t \to \infty$ ; la sortie tend vers $v_a$.", "incorrect", 1),
    ("average", r"Take $q=\beta(k_a+k_b)$ with $\beta$ large; then $c$ tends to $\frac12(v_a+v_b)$.", "correct", 2),
    ("average", r"Wir nehmen $q = t(k_a+k_b)$ mit $t \to \infty$; die Ausgabe strebt gegen $\frac12(v_a+v_b)$.",
     "correct", 2),
    ("copy", r"$q = t k_j$ with $t \to \infty$, so the output is approximately $v_j$.", "correct", 3),
]
# said of the output in words nobody read: review, never correct
UNREAD = [
    ("average", r"Take $q=\beta(k_a+k_b)$ with $\beta$ large; the output then sits halfway between $v_a$ and $v_b$."),
    ("average", r"Take $q=\beta(k_a+k_b)$ with $\beta$ large; the output then is close to $v_a$ alone."),
    ("copy", r"$q = t k_j$, $t \to \infty$; the output mostly resembles $v_j$ but not quite."),
    # a claim about the output in a notation the grammar refuses (a hat the write-up defines in words) is not read
    ("copy", r"Take $q = t k_j$ with $t \to \infty$. Then $c \to \hat v_j$, the direction of $v_j$."),
]
# a false side claim in symbols beside a right answer: incorrect, half the points by default
SIDE_CLAIMS = [
    ("average", "q = t(k_a + k_b), t → ∞, and k_a^T q = 2t", 1),
    ("average", r"$q = t(k_a+k_b)$, $t\to\infty$; then $\alpha_a = \frac{e^t}{2e^t + n}$.", 1),
    ("copy", r"$q = t k_j$ with $t \to \infty$; the scores are $k_j^\top q = 2t$ and $k_i^\top q = 0$.", 1.5),
]
# what the answer says of the problem's own given, or of its scales, needs no more reading
READ_WHOLE = [
    ("average", r"Recall $\alpha_i = \frac{\exp(k_i^\top q)}{\sum_j \exp(k_j^\top q)}$. Take $q = \kappa k_a + \kappa k_b$"
                r", $\kappa \to \infty$."),
    ("average", r"To get an output near $\frac12(v_a+v_b)$, take $q=t(k_a+k_b)$, $t\to\infty$."),
    ("average", r"$q = M(k_a+k_b)$ with $M \to \infty$ and $e^M \gg n$."),
    ("average", r"$q = t(k_a + k_b)$ with $t \to \infty$ and $t > 0$."),
    ("average", r"$q = t(k_a + k_b)$ with $t \to \infty$ and $0 < t$."),
    ("multi-head", r"The two heads use $q_1 = t\mu_a$ and $q_2 = t\mu_b$ with $t \to \infty$."),
]
# how large a scale sent to a limit must be, said beside the limit in symbols, is a claim of its own: not read
BOUNDS_BESIDE_THE_LIMIT = [
    ("average", r"q = t(k_a + k_b) with t \to \infty; t \geq \ln n suffices.", r"t \geq \ln n"),
    ("average", r"q = t(k_a + k_b) with t \to \infty; e^t \geq n suffices.", r"e^t \geq n"),
    ("average", r"q = t(k_a + k_b) with t \to \infty; in practice t = 3 works.", "t = 3"),
    ("average", r"q = t(k_a + k_b) where t is large, e.g. t = 3.", "t = 3"),
    ("copy", r"Wir nehmen $q = \beta k_j$ mit $\beta \to \infty$; $\beta \ge 5$ genügt.", r"\beta \ge 5"),
    ("average", "q = t(k_a + k_b) with t → ∞. For ε = 0.01, t ≥ 3.2 suffices.", "t ≥ 3.2"),
    ("average", "q = t(k_a + k_b), t → ∞; in practice we need t ≥ 30.", "t ≥ 30"),
    # moved to one side, a range, a value said with ≈ or ∼
    ("average", r"q = t(k_a + k_b) with t \to \infty; t - \ln n > 0 suffices.", r"t - \ln n > 0"),
    ("average", r"q = t(k_a + k_b) with t \to \infty; t \in [3, \infty) suffices.", r"t \in [3, \infty)"),
    ("average", r"q = t(k_a + k_b) with t \to \infty; in practice t \approx 3.", r"t \approx 3"),
    ("average", r"Sei $q = t(k_a+k_b)$ mit $t \to \infty$. Für $\varepsilon = 0,01$ und $n = 10$ genügt $t \ge 3,2$.",
     r"t \ge 3.2"),
]


@pytest.mark.parametrize("part, text, verdict, score", WORD_CLAIMS)
def test_a_claim_about_the_output_in_words_is_checked(part, text, verdict, score):
    """"the output is approximately v_a" is c ≈ v_a, proved or refuted like a step."""
    graded = grade_answer(PARTS[part], text)
    assert (graded.verdict, graded.score) == (verdict, score)


@pytest.mark.parametrize("part, text", UNREAD)
def test_words_about_the_output_not_read_go_to_review(part, text):
    """A right answer whose words about its output were not read is reviewed, and the review quotes them."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "error" and "not read" in graded.feedback


@pytest.mark.parametrize("part, text, score", SIDE_CLAIMS)
def test_a_false_side_claim_costs_half_the_points_by_default(part, text, score):
    """The policy's default: incorrect, half the part's points taken off, and the feedback says so."""
    graded = grade_answer(PARTS[part], text)
    assert (graded.verdict, graded.score) == ("incorrect", score)
    assert "costs half the part's points" in graded.feedback


@pytest.mark.parametrize("part, text", READ_WHOLE)
def test_the_given_restated_and_the_scales_leave_an_answer_correct(part, text):
    """The problem's given restated, a goal restated and what is said of the scales are read: correct."""
    assert grade_answer(PARTS[part], text).verdict == "correct"


@pytest.mark.parametrize("part, text, bound", BOUNDS_BESIDE_THE_LIMIT)
def test_a_bound_beside_the_limit_goes_to_review(part, text, bound):
    """"t → ∞; t ≥ ln n suffices": the limit is graded, the bound is not read, so no verdict of correct rests on it."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "error" and f"you also write ${bound}$" in graded.feedback


# the words of a sentence that carries a statement are all known, as a role or as a word that changes nothing;
# any other word there keeps the answer from a verdict, and the review names it
WORDS = [
    ("copy", r"Set $q = t k_j$ with $t \to \infty$; this works no matter what the other keys are.", "'matter'"),
    # a sentence of words alone that names the answer says something of it
    ("kqv-design", "K = I, Q = (u_d u_aᵀ + u_c u_dᵀ)/β², V = (u_b u_bᵀ − u_c u_cᵀ)/β². Матрица V обратима, так что "
                   "значения не теряют информацию. Проверка: c_2 ≈ u_b, c_1 ≈ u_b − u_c.", "'обратима'"),
    ("copy", "Take q = t k_j with t → ∞. The query q is then perfectly aligned.", "'aligned'"),
    # a number in words beside a size says how large: a claim in words
    ("average", r"q = t(k_a + k_b) with t \to \infty. A scale of three is large enough.", "'three'"),
    ("average", r"Wir nehmen $q = t(k_a + k_b)$ mit $t \to \infty$; zehn ist schon groß genug.", "'zehn'"),
    ("average", r"On prend $q = t(k_a + k_b)$, $t \to \infty$ ; dix suffit.", "'dix'"),
    ("copy", r"Take $q = t k_j$ with $t$ set to three, so $c \approx v_j$.", "'three'"),
    ("average", r"Take $q = t(k_a + k_b)$ at $t$ equal to three.", "'three'"),
    # a word that applies an operation to the formula after it, or picks one of several, says what is claimed of it
    ("copy", r"Take $q = t k_j$ with $t \to \infty$; the inverse of $\alpha_j$ tends to $1$.", "'inverse'"),
    ("average", r"Consider $q = t(k_a - k_b)$ and $q = t(k_a + k_b)$, $t \to \infty$. I pick the former.", "'former'"),
    ("copy", r"Take $q = t k_j$, $t \to \infty$; the logarithm of $\alpha_j$ tends to $0$.", "'logarithm'"),
    ("average", r"$q = t(k_a+k_b)$, $t \to \infty$: robust even if the keys are slightly perturbed.", "'robust'"),
    ("multi-head", r"$q_1 = t\mu_a$, $q_2 = t\mu_b$, $t\to\infty$ (swapping them changes nothing either).",
     "'swapping'"),
    ("average", r"On prend $q = t(k_a + k_b)$ avec $t \to \infty$, peu importe les autres clés.", "'peu'"),
    # a word that changes what a formula says is never neutral, in any language; a hedge beside it ("almost", a
    # claim weakened to its limit) is, and the quantifier it hedges is what stays unread
    ("average", r"Escolhemos a consulta $q = t(k_a + k_b)$ com $t \to \infty$, quase sempre.", "'sempre'"),
    ("average", r"Scegliamo la query $q = t(k_a + k_b)$ con $t \to \infty$, per lo stesso motivo.", "'stesso'"),
    ("average", r"Положим запрос $q = t(k_a + k_b)$, где $t \to \infty$, почти всегда.", "'всегда'"),
    ("average", r"Wir wählen $q = t(k_a + k_b)$ mit $t \to \infty$, fast immer.", "'immer'"),
    ("average", r"We take $q = t(k_a + k_b)$ with $t \to \infty$; this holds almost always.", "'always'"),
    ("average", r"On prend $q = t(k_a + k_b)$ avec $t \to \infty$, presque toujours.", "'toujours'"),
    ("average", r"Tomamos $q = t(k_a + k_b)$ con $t \to \infty$, casi siempre.", "'siempre'"),
    # a verb that says where the weight goes, or that a claim is true, claims: never neutral
    ("copy", r"Set $q = t k_j$ with $t \to \infty$; then α piles almost all of its weight up at $k_j$.", "'piles'"),
    ("copy", r"Set $q = t k_j$ with $t \to \infty$; then the attention looks at $k_i$ instead.", "'looks'"),
    ("copy", r"Set $q = t k_j$ with $t \to \infty$; the same holds for every key.", "'holds'"),
    # an equivalence in words claims the converse, of every query: read only before an inequality it is checked by
    ("copy", "α_j → 1 exactly when q = t k_j with t → ∞; then c → v_j.", "'exactly'"),
    ("copy", "α_j → 1 genau dann, wenn q = t k_j mit t → ∞; dann c → v_j.", "'genau'"),
    ("kqv-design", "K = I, V = (u_b u_b^T − u_c u_c^T)/β², Q = (u_d u_a^T + u_c u_d^T)/β². Note that c_2 → u_b "
                   "exactly when q_2 = u_d, and here q_2 = Qx_2 = u_d.", "'exactly'"),
]
KNOWN_WORDS = [
    ("average", r"We take the query $q = t(k_a + k_b)$ and let $t \to \infty$."),
    ("copy", r"Recall the keys are orthonormal, so we pick $q = t k_j$ with $t$ very large."),
    ("average", r"On prend la requête $q = t(k_a + k_b)$ avec $t \to \infty$."),
    ("average", r"我们取查询向量 $q = t(k_a + k_b)$，$t \to \infty$。"),
    # the English list's categories in the other languages: articles, pronouns, the problem's nouns, verbs of choosing
    ("average", r"Escolhemos a consulta $q = t(k_a + k_b)$ com $t \to \infty$."),
    ("average", r"Положим запрос $q = t(k_a + k_b)$, где $t \to \infty$."),
    ("average", r"Wir setzen die Anfrage auf $q = t(k_a + k_b)$ mit $t \to \infty$."),
    ("copy", r"クエリを $q = t k_j$ とおく。ここで $t \to \infty$ である。"),
    ("copy", r"쿼리를 $q = t k_j$ 로 설정한다. 여기서 $t \to \infty$ 이다."),
    ("average", r"首先，我们把查询设为 $q = t(k_a + k_b)$，$t \to \infty$。"),
    # hedges that weaken a claim only to its limit, and words of discourse, in any language
    ("average", r"Intuitively, the query is essentially $q = t(k_a + k_b)$, with $t \to \infty$."),
    ("average", r"En gros, on prend $q = t(k_a + k_b)$ avec $t \to \infty$."),
    ("average", r"Im Grunde wählen wir praktisch $q = t(k_a + k_b)$ mit $t \to \infty$."),
    ("average", r"Básicamente tomamos $q = t(k_a + k_b)$ con $t \to \infty$."),
    ("average", r"По сути, положим запрос $q = t(k_a + k_b)$, где $t \to \infty$."),
    ("average", r"基本上，我们取查询 $q = t(k_a + k_b)$，$t \to \infty$。"),
]


@pytest.mark.parametrize("part, text, named", WORDS)
def test_an_unread_word_beside_the_answer_sends_it_to_review(part, text, named):
    """A verdict never rests on a word nobody read: review, naming the word."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "error" and named in graded.feedback


@pytest.mark.parametrize("part, text", KNOWN_WORDS)
def test_known_words_leave_a_right_answer_correct(part, text):
    """Function words, the problem's nouns and verbs of choosing change nothing: correct."""
    assert grade_answer(PARTS[part], text).verdict == "correct"


@pytest.mark.parametrize("text, formulas, claimed", [
    (r"so the output is approximately $v_a$.", ["v_a"], [True]),
    (r"the output sits between $v_a$ and $v_b$.", ["v_a", "v_b"], [False, False]),
    (r"head 1 copies $v_a$ and head 2 copies $v_b$.", [], []),
    (r"$c$ tends to $\frac12(v_a+v_b)$, as wanted.", [r"\frac12(v_a+v_b)"], [True]),
])
def test_value_mentions(text, formulas, claimed):
    """Only what is said of the output is this reader's; a claim is read when its words are relation words."""
    document = read_document(text)
    found = value_mentions(document, frozenset({"v"}), frozenset({"c"}), read_claims(document.text, document.statements))
    assert [m.formula for m in found] == formulas
    assert [m.claim is not None for m in found] == claimed


@pytest.mark.parametrize("table, points_of_2", [({}, 1.0), ({"side_claim_cost": 0.5}, 0.5),
                                                ({"side_claim_cost": "all"}, 2.0), ({"side_claim_cost": 5}, 2.0)])
def test_side_claim_cost(table, points_of_2):
    """The rubric's key: a number of points, "all", or left out (half)."""
    assert read_side_claim_cost(table, "p").cost(2.0) == points_of_2


@pytest.mark.parametrize("value", [-1, "half", True, [1]])
def test_side_claim_cost_rejects(value):
    """A bad value names the key and what it expects."""
    with pytest.raises(DerivationError, match=r'^p: side_claim_cost: expected a non-negative number of points, "all" '
                                              r'or "review", got .*$'):
        read_side_claim_cost({"side_claim_cost": value}, "p")


def test_review_policy_is_described():
    """"review" leaves a false side claim to a person, and says so."""
    assert SideClaimCost(mode="review").described == "a person decides what a false side claim costs"


@pytest.mark.parametrize("part, right, with_claim", [
    ("average", "q = t(k_a + k_b), t → ∞", "q = t(k_a + k_b), t → ∞, and k_a^T q = 2t"),
    ("copy", r"$q = t k_j$ with $t \to \infty$.", r"$q = t k_j$ with $t \to \infty$; the scores are $k_j^\top q = 2t$."),
    ("average", r"$q = \beta(k_a+k_b)$, $\beta \to \infty$.",
     r"$q = \beta(k_a+k_b)$, $\beta \to \infty$; then $\alpha_a = \frac{e^\beta}{2e^\beta + n}$."),
])
def test_a_false_side_claim_is_its_own_group(part, right, with_claim):
    """The desk and the report group a right answer with a false side claim apart from the same answer alone."""
    alone, beside = grade_answer(PARTS[part], right), grade_answer(PARTS[part], with_claim)
    assert beside.canonical == alone.canonical + r", \quad \text{with a false side claim}"


@pytest.mark.parametrize("part, text", [
    ("single-head", r"$q = t(\mu_a + \mu_b)$, $t \to \infty$; with $\mu_c$ too, each of a, b, c tends to 1/3."),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$ (with three keys the weight of a, b, c converges to 1/3)."),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$; every weight of a, b, c tends to 1/3 when c is also chosen."),
])
def test_a_list_of_labels_is_not_the_subject_of_a_relation_in_words(part, text):
    """"the weights of a, b, c tend to 1/3": c is a label here, never the output said to tend to 1/3."""
    graded = grade_answer(PARTS[part], text)
    assert "you also write $c" not in graded.feedback and "you also write $b" not in graded.feedback


# a relation said in words before a formula, of something no reader takes (the weights, the output in plain text):
# the verdict would rest on it unread, so review; said of a scale or an answer's name, it is read
RELATIONS_IN_WORDS = [
    ("average", r"$q=\lambda(k_a+k_b)$, $\lambda\to\infty$, so each of the two weights tends to $1$.", "error"),
    ("copy", r"q = t k_j with t → ∞, hence the output equals v_i for i ≠ j", "error"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$; every other weight is about $0.3$.", "error"),
    ("average", r"The query is $t(k_a + k_b)$ and $t$ tends to $\infty$.", "correct"),
    ("average", r"$q$ is $t(k_a + k_b)$ where $t$ is $1000$.", "correct"),
    ("kqv-plain", r"c_2 approaches $u_a$ as beta tends to infinity.", "correct"),
]


@pytest.mark.parametrize("part, text, verdict", RELATIONS_IN_WORDS)
def test_a_relation_in_words_is_read_or_reviewed(part, text, verdict):
    """"each weight tends to $1$" is a claim no reader took: never correct; "t tends to ∞" is the scale's."""
    assert grade_answer(PARTS[part], text).verdict == verdict


# a claim `a ≠ b` beside a right answer is checked like any step: refuted when the sides are equal, proved when
# their difference cannot be 0; an index's scope ("for i ≠ j") is no claim
INEQUATIONS = [
    ("copy", r"Take $q = t k_j$ with $t \to \infty$; then $k_j^\top q \ne t$.", "incorrect"),
    ("copy", "Take q = t k_j with t → ∞; then k_i^T q ≠ 0.", "incorrect"),
    ("kqv-design", r"$V = (u_bu_b^{T} - u_cu_c^{T})/\beta^2$, $K = I$, $Q = (u_du_a^{T} + u_cu_d^{T})/\beta^2$; "
                   r"then $u_d^\top x_3 \neq 0$.", "incorrect"),
    ("kqv-design", r"$V = (u_bu_b^{T} - u_cu_c^{T})/\beta^2$, $K = I$, $Q = (u_du_a^{T} + u_cu_d^{T})/\beta^2$; "
                   r"then $u_d^\top x_1 \neq 0$.", "correct"),
    ("copy", r"Take $q = t k_j$ with $t \to \infty$; then $k_j^\top q \neq 0$.", "correct"),
    ("copy", r"Take $q = t k_j$ with $t \to \infty$; then $k_i^\top q = 0$ for $i \ne j$.", "correct"),
]


@pytest.mark.parametrize("part, text, verdict", INEQUATIONS)
def test_an_inequation_beside_a_right_answer_is_checked(part, text, verdict):
    assert_graded(part, text, verdict, "the two sides are equal")


# a relation beside a right answer that check could not read is not passed unseen: review, naming it; one cut at an
# arrow that the next statement continues is not left unread
UNREADABLE = [
    ("copy", r"Take $q = t k_j$ with $t \to \infty$. The noise is $t z^\top k_j = (\cdots) \to 0$.", "error"),
    ("multi-head", "q_1 = t mu_b, q_2 = t mu_a (t large). Average = (v_a + 2v_b)/2.", "error"),
    ("single-head", "q = C(μ_a + μ_b), C large: the logits ≈ (C, C, 0, …, 0).", "error"),
    ("kqv-design", r"$V = (u_bu_b^{T} - u_cu_c^{T})/\beta^2$, $K = I$, $Q = (u_du_a^{T} + u_cu_d^{T})/\beta^2$. "
                   r"Then $q_2 = Qu_a = u_d$ → $c_2 \approx u_b$.", "correct"),
]


@pytest.mark.parametrize("part, text, verdict", UNREADABLE)
def test_a_relation_check_could_not_read_keeps_a_right_answer_from_correct(part, text, verdict):
    assert_graded(part, text, verdict, "could not be")


# the output said in words before a relation ("the output ≈ …", "average = …") is read as the output's claim and
# certifies only when it holds (an average may be the target itself; both readings say the same of the formula)
WORDED_OUTPUT = [
    ("multi-head", "q_1 = t mu_b, q_2 = t mu_a (t large). The output ≈ (v_a + v_b)/2.", "correct"),
    ("average", r"Take $q = t(k_a + k_b)$ with $t \to \infty$. The mean $\approx \frac12(v_a + v_b)$.", "correct"),
    ("multi-head", "q_1 = t mu_b, q_2 = t mu_a (t large). The output ≈ (v_a + 2v_b)/2.", "error"),
    ("average", r"Take $q = t(k_a + k_b)$ with $t \to \infty$. The mean $\approx v_a$.", "error"),
]


@pytest.mark.parametrize("part, text, verdict", WORDED_OUTPUT)
def test_the_output_named_in_words_before_a_relation_is_checked(part, text, verdict):
    assert_graded(part, text, verdict, "of the output")


# "∀ i ≠ j" (\forall, ∀) is the words "for all": what precedes it is read as a relation, in its scope; and a TeX
# control space cut at a statement's end ("k_i^\top q\ ") is space, not an unreadable step
QUANTIFIED = [
    ("copy", r"Take $q = t k_j$ with $t \to \infty$. Then $k_j^\top q \gg k_i^\top q,\ \forall i \ne j$, so "
             r"$c \approx v_j$.", "correct"),
    ("copy", "Take q = t k_j with t → ∞. Then k_jᵀq ≫ k_iᵀq ∀ i ≠ j, so c ≈ v_j.", "correct"),
    ("copy", r"Take $q = t k_j$ with $t \to \infty$. Then $k_j^\top q \ll k_i^\top q\ \forall i \ne j$, so "
             r"$c \approx v_j$.", "incorrect"),
    ("copy", "Take q = t k_j with t → ∞. Then k_jᵀq ≪ k_iᵀq ∀ i ≠ j, so c ≈ v_j.", "incorrect"),
    ("copy", "k_jᵀq ≫ k_iᵀq  ∀ i ≠ j  ⟹  α_j ≈ 1  ⟹  c ≈ v_j.", "manual"),
]


@pytest.mark.parametrize("part, text, verdict", QUANTIFIED)
def test_a_quantifier_is_read_as_words(part, text, verdict):
    assert grade_answer(PARTS[part], text).verdict == verdict


# a superscript cut from its letter in plain text ("‖x_2‖²") is a power, as 2 is, and x₁ a name, as x_1 is; a vulgar
# fraction in words ("the weights are exactly ½") says a value nobody reads, and stays unread
NUMBER_WORDS = [
    ("c_2 ≈ u_a, since the score ‖x_2‖² is β.", []),
    ("q = t(k_a + k_b), so the product ‖q‖² is 2t.", []),
    ("c ≈ ½(v_a + v_b): the two weights are both exactly ½.", ["½"]),
    ("the weights tend to ½, ½, 0 and c ≈ ½(v_a+v_b).", ["½", "½"]),
    ("c₂ ≈ u_a, since x₂ is orthogonal to x₁ and k₃.", []),  # a name with its index as a subscript
    ("so their average is ½(v_a + v_b).", []),  # a coefficient written onto a formula is math, not a word
    ("each head gives ½v_a and ½v_b in turn", []),
    ("the average tends to ½ (v_a + v_b)", ["½"]),  # set apart: a value said in words
]


@pytest.mark.parametrize("text, unread", NUMBER_WORDS)
def test_a_power_is_a_number_and_a_fraction_in_words_is_not_read(text, unread):
    from symattn.language.word_certificate import unread_words
    document = read_document(text)
    found = unread_words(document, frozenset(p.sentence for p in document.prose))
    assert [w.word for w in found if w.word in ("½", "²", "c₂", "x₂", "x₁", "k₃")] == unread


# a bound on the scale said in an instance and for a tolerance: not judged as if it held for every n at the edge
BOUNDS_IN_AN_INSTANCE = [
    ("average", "q = t(k_a + k_b). The gap to ½ is (n−2)/(2(2e^t+n−2)). With n = 12 and ε = 0.01: need e^t ≥ 245, "
                "so t ≥ ln 245 ≈ 5.50.", "error"),
    ("average", r"$q = t(k_a+k_b)$; for $n = 10$ and $\varepsilon = 0.01$ the error is below $\varepsilon$ once "
                r"$t \ge \ln 196$.", "error"),
    ("average", "Take q = t(k_a + k_b) with n = 5: then t ≥ 6 is enough for ε = 0.01.", "error"),
    ("average", "q = t(k_a + k_b) with t ≥ 5.", "incorrect"),  # no instance: t = 5 is allowed, and fails
]


@pytest.mark.parametrize("part, text, verdict", BOUNDS_IN_AN_INSTANCE)
def test_a_bound_said_in_an_instance_goes_to_review(part, text, verdict):
    """A lower bound on the scale given for n = 12 and ε = 0.01 is not refuted at its edge for every n: review."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == verdict, graded.feedback


# the part's own limit said otherwise: α → 0 in single-head, the answer read in another regime goes to review
PROBLEMS_LIMIT_SAID_OTHERWISE = [
    ("single-head", "q = t(μ_a + μ_b), t → ∞, with α = 0.5 fixed.", "error"),
    ("single-head", "q = t(μ_a + μ_b). For any fixed α > 0, letting t → ∞ gives c → ½(v_a + v_b).", "error"),
    ("single-head", r"$q = t(\mu_a + \mu_b)$ with $t \to \infty$, where the noise level $\alpha$ stays large.", "error"),
    ("single-head", "q = t(μ_a + μ_b), t → ∞, and α → 0 first.", "correct"),  # where the part sends it
]


@pytest.mark.parametrize("part, text, verdict", PROBLEMS_LIMIT_SAID_OTHERWISE)
def test_the_parts_own_limit_said_otherwise_goes_to_review(part, text, verdict):
    """A scalar the part sends somewhere (α → 0), sent elsewhere by the answer, is another regime: review."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == verdict, graded.feedback


# an instance the answer works at: the problem's scale at a value, or fixed numbers at a number of keys
WORKED_AT_AN_INSTANCE = [
    ("kqv-plain", "With β = 10: α₂₂ = e^{100}/(e^{100} + 2) ≈ 1, so c₂ ≈ u_a.", "error", "you work at"),
    ("kqv-plain", r"Pour $\beta = 5$, $c_2 \approx u_a$.", "error", "an instance"),
    ("kqv-plain", "c₂ ≈ u_a when β → 0.", "incorrect", "another regime"),  # a limit elsewhere: refuted
    ("average", "Let q = 10(k_a + k_b). With n = 20 keys, α_a = α_b ≈ 0.4998.", "error", "where you work, it holds"),
    ("average", "q = 6(k_a + k_b) for n = 5.", "error", "where you work, it holds"),
    ("average", "Let q = k_a + k_b. With n = 3 keys, α_a = e/(2e + 1).", "incorrect", "no large scale"),
    ("average", "q = 10(k_a + k_b), n = 1000.", "incorrect", "no large scale"),
]


@pytest.mark.parametrize("part, text, verdict, named", WORKED_AT_AN_INSTANCE)
def test_an_answer_worked_at_an_instance(part, text, verdict, named):
    """The problem's scale at a value, or fixed numbers that hold at the n the answer names: a person decides; fixed
    numbers that fail at that n, or a limit taken elsewhere, are refuted."""
    assert_graded(part, text, verdict, named)

# kqv-plain grades what c_2 approximates (said first) and its question goes on: could adding u_d or u_c to x_2 make
# c_2 ≈ u_b? What an answer goes on to say of c_2 is read with it: in words only (a PDF's c2 too), it goes to review
# naming the words; computed in the setting the student changed and proved wrong there, it goes to review too
REST_OF_THE_QUESTION = [
    ("c_2 ≈ u_a. So attention is split evenly and c_2 becomes a mix that contains u_b.", "error", "'split'"),
    ("c2 ≈ ua. Repeating this makes c2 approximately ub.", "error", "'Repeating'"),
    ("c_2 ≈ u_a. With x_2 = u_a + u_d we get c_2 ≈ u_b.", "error", "does not hold (below)"),
    ("c_2 ≈ u_a. Adding u_d to x_2, c_2 becomes u_b.", "error", "it is not true that"),
    # a condition in words closed by a comma: what follows it is claimed in that case, not supposed with it
    ("c_2 ≈ u_a. If we add u_d to it, c_2 ≈ u_b.", "error", "where the words change the setting"),
    ("c_2 ≈ u_a. When u_c is added, c_2 ≈ u_a + u_d, which is still not u_b.", "error", "it is not true that"),
    ("c_2 ≈ u_a. Si sumamos u_c, c_2 ≈ u_a + u_d.", "error", "it is not true that"),
    ("c_2 ≈ u_a. When the other vector is added, c_2 ≈ u_a + u_d.", "error", "where the words change the setting"),
    ("c_2 ≈ u_a. Adding u_d and then u_c, c_2 ≈ u_a + u_d.", "error", "where the words change the setting"),
    ("c_2 ≈ u_a. If we add u_c to x_2, c_2 ≈ u_b.", "error", "it is not true that"),
    ("c_2 ≈ u_a. Si on ajoute u_d à x_2, c_2 ≈ u_b.", "error", ""),
    ("c_2 ≈ u_a. With x_2 = u_a + u_d we get c_2 ≈ u_a + u_d.", "correct", ""),
    (r"$c_2 \approx u_a$", "correct", ""),
    # a sentence whose statement is taken back carries nothing, though it names c_2
    ("At first I tried c_2 ≈ (x_1 + x_2 + x_3)/3, but that is wrong. Then c_2 ≈ u_a.", "correct", ""),
    # the change taken back in the sentence: the graded answer itself is no side computation
    (r"With $x_2 = u_a + u_c$ we would get $c_2 \approx u_a + u_c$, but with the given inputs $c_2 \approx u_a$.",
     "correct", ""),
]


@pytest.mark.parametrize("text, verdict, named", REST_OF_THE_QUESTION)
def test_the_rest_of_the_question_said_beside_a_right_first_answer(text, verdict, named):
    assert_graded("kqv-plain", text, verdict, named)


# math glued into one token is no word: a transpose (k_jᵀq, kᵢᵀq), a Greek letter against a Latin capital (αI), an
# index after "_"; the words around it still are ("beats" is read by nobody)
GLUED_MATH = [
    ("α puts its mass on j when the score k_jᵀq beats every other score k_iᵀq.", ["beats"]),
    ("kᵢᵀq is the same for i = a and i = b, so c ≈ ½(v_a + v_b).", []),
    ("The covariance αI is negligible, so k_a ≈ μ_a.", []),
    ("the other logits k_iᵀw stay bounded, so α_j → 1.", ["stay"]),
]


@pytest.mark.parametrize("text, unread", GLUED_MATH)
def test_math_glued_into_a_token_is_not_a_word(text, unread):
    from symattn.language.word_certificate import unread_words
    document = read_document(text)
    found = unread_words(document, frozenset(p.sentence for p in document.prose))
    assert [w.word for w in found if w.word in ("beats", "stay", "bounded", "jᵀq", "iᵀq", "kᵢᵀq", "αI", "iᵀw")] == \
        unread


# an example's statements are claims at the example's values, which no reading checks: never `correct` on them; a
# worked example's own values ("Example n = 10, t = 5: …") claim nothing
EXAMPLES = [
    ("average", "q = t(k_a+k_b), t → ∞. For example n = 10, t = 5: α_a = e^5/(2e^5+8) ≈ 0.6.", "error"),
    # an example named as a noun is asserted: its claim is checked at its values, and this one is false
    ("average", "q = t(k_a+k_b), t → ∞. Example n = 10, t = 5: α_a = e^5/(2e^5+8) ≈ 0.6.", "incorrect"),
    ("average", "q = t(k_a+k_b), t → ∞. Example n = 10, t = 5: α_a = e^5/(2e^5+8) ≈ 0.4869.", "correct"),
    # a value beside a limit is read where it is at least the grader's own "how large" (here t ≥ 10.10 for n = 1000)
    ("average", "q = t(k_a+k_b), t → ∞, e.g. t = 20.", "correct"),
    ("average", "q = t(k_a+k_b), t → ∞, e.g. t = 3.", "error"),
    ("position-helps", "Yes: PX + Φ ≠ P(X + Φ). For example, with X = 0, PX + Φ = PΦ.", "error"),
]


@pytest.mark.parametrize("part, text, verdict", EXAMPLES)
def test_an_example_is_read_or_reviewed(part, text, verdict):
    assert grade_answer(PARTS[part], text).verdict == verdict


# the answer said only where the words change the setting ("adding u_d just makes c_2 ≈ u_a + u_d") is not the
# answer for the setting itself
CHANGED_IN_WORDS = [
    ("kqv-plain", "Adding u_d/u_c just makes c_2 ≈ u_a+u_d or u_a+u_c, so no.", "invalid"),
    # the rest of the question is a claim too: read in the setting the words change and holding, or reviewed
    ("kqv-plain", "c_2 ≈ u_a. Adding u_d to x_2 just makes c_2 ≈ u_a+u_d, so no.", "correct"),
    ("kqv-plain", "c_2 ≈ u_a. Adding $u_d$ just makes $c_2 \\approx u_a+u_d$, so no.", "correct"),  # to x_2, the question's
    ("kqv-plain", "c_2 ≈ u_a. Adding $u_d$ just makes $c_2 \\approx u_b$, so yes.", "error"),
    ("kqv-plain", "c_2 ≈ u_a. Adding u_d to x_2 gives c_2 ≈ ½(x_1 + x_2).", "error"),
    # another committed definition, not graded, is a claim beside the graded one (red team 34's false accept)
    ("kqv-plain", "c_2 ≈ u_a. Then, c_2 ≈ ½(x_1 + x_2), not u_b.", "error"),
    ("kqv-plain", "c_2 ≈ u_a。u_d を x_2 に加えると x_1 と x_2 との内積がどちらも β² になり、c_2 ≈ ½(x_1 + x_2) "
                  "となるので u_b にはならない。", "error"),
    ("kqv-plain", "c_2 ≈ u_b. Adding u_d makes c_2 ≈ u_a+u_d.", "incorrect"),
]


@pytest.mark.parametrize("part, text, verdict", CHANGED_IN_WORDS)
def test_an_answer_in_a_setting_changed_in_words_is_not_graded(part, text, verdict):
    assert grade_answer(PARTS[part], text).verdict == verdict


@pytest.mark.parametrize("part, text", [
    ("average", r"WLOG $a=1$, $b=2$. Let $q=\lambda(k_1+k_2)$ with $\lambda\to\infty$. Then $c\to\tfrac12(v_1+v_2)$."),
    ("copy", r"Sans perte de généralité $j = 1$. On prend $q = t k_1$ avec $t \to \infty$."),
    ("multi-head", "WLOG a = 1, b = 2: q_1 = t mu_1, q_2 = t mu_2, t -> infinity."),
    ("average", r"$q = t(k_1 + k_2)$, $t \to \infty$, where $k_1 = k_a$ and $k_2 = k_b$."),
])
def test_an_answer_in_labels_the_write_up_numbers_goes_to_review(part, text):
    """"WLOG a = 1": the answer written in k_1, v_1 is the labels' own; the numbering is not applied, so review."""
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "error" and "you number the problem's labels" in graded.feedback
