"""A score said in words ("logits t(1+η) for a", "(score β²)", "the score of a is t(1+η)") is read as k_Kᵀq_Q and
checked; one whose key or query is not told is not read."""

import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.grading.grade import grade_answer
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}
HEAD = "With q_1 = t mu_a: "
DESIGN = r"$K = I$, $Q = (u_d u_a^\top + u_c u_d^\top)/\beta^2$, $V = (u_b u_b^\top - u_c u_c^\top)/\beta^2$. "


def read(part: str, text: str) -> list:
    return [(step.left, CODES[step.status.value]) for step in check_writeup(PARTS[part], text).steps
            if "k_{" in step.left]


@pytest.mark.parametrize("part, text, expected", [
    ("multi-head-noise", HEAD + "Head 1 has logits t(1+η) for a and ≈ 0 for the rest.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("multi-head-noise", HEAD + "Tête 1 : logit t(1+η) pour a, ≈ 0 pour les autres.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("single-head-noise", "With q = t(mu_a + mu_b): the score of a is t(1+η) and the score of b is t.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v")]),
    ("multi-head-noise", "Wir nehmen q₁ = tμ_a. Kopf 1: Score von a ist t(1+η), alle anderen 0.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("kqv-design", DESIGN + r"Donc $q_2 = u_d$ ne « voit » que $k_1$ (score $\beta^2$).", [("k_{1}^\\top q_{2}", "v")]),
    ("multi-head-noise", HEAD + "Head 1 gives logit t(1+η) to a and ≈0 to everyone else.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("multi-head-noise", HEAD + r"Pour la tête 1, le score de $a$ vaut $t(1+\eta)$ et les autres $\approx0$.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    # slips said in words are still slips
    ("multi-head-noise", HEAD + "Head 1 has logits 2t for a.", [("k_{a}^\\top q_{1}", "w")]),
    ("multi-head-noise", HEAD + "Head 1 gives logit t(2+η) to a and ≈0 to the rest.",
     [("k_{a}^\\top q_{1}", "w"), ("k_{i}^\\top q_{1}", "v")]),
    ("single-head-noise", "With q = t(mu_a + mu_b): the score of a is t(1+η) and the score of b is 2t.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "w")]),
    ("multi-head-noise", HEAD + "Head 1 has logits t(1+η) for a and ≈ t for the rest.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "w")]),
])
def test_a_score_said_in_words(part, text, expected):
    """The score's noun, its value, the key after it or the one the clause named, the query of its sentence."""
    assert read(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # two heads and no head named in its clause: whose score is not told
    ("multi-head-noise", "With q_1 = t mu_a and q_2 = t mu_b, the score of a is t(1+η).", []),
    # no key named
    ("single-head-noise", "With q = t(mu_a + mu_b) the scores are large.", []),
    # the value is a relation of its own, read once, as written
    ("single-head-noise", "With q = t(mu_a + mu_b): the score k_a^T q = t(1+η).", [("k_{a}^\\top q", "v")]),
])
def test_a_score_not_told_whose(part, text, expected):
    """Without its key, its query or a value of its own, no score is read from words."""
    assert read(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # a list after a score: each key's value, and the rest, which sets aside every key the list named
    ("single-head-noise", "q = t(mu_a + mu_b) gives scores t(1+eta) for a, t for b, ~0 for the rest.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v"), ("k_{i}^\\top q", "v")]),
    ("single-head-noise", "With q = M(mu_a+mu_b): Logits: M(1+η) for a, M for b, ~0 for everything else.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v"), ("k_{i}^\\top q", "v")]),
    # a value of several tokens before "for b": not read from its last token
    ("single-head-noise", "q = t(mu_a + mu_b) gives scores t(1+eta) for a, 2 t for b.",
     [("k_{a}^\\top q", "v")]),
    # a key named elsewhere in the clause is not the score's: nothing is read
    ("multi-head-noise", "With q_1 = t mu_a: head 1 compares k_a only with scores ≈ 0, so c_1 ≈ v_a.", []),
    ("multi-head-noise", "Mit q₁ = Cμ_a: In Kopf 1 konkurriert k_a nur mit Scores ≈ 0.", []),
    # another head or another query between: the list does not go on with the first one's query
    ("multi-head-noise", "With q_1 = t mu_a, q_2 = t mu_b: head 1 has scores t(1+η) for a, 0 for b; head 2 has "
                         "0 for a and t for b.", [("k_{a}^\\top q_{1}", "v"), ("k_{b}^\\top q_{1}", "v")]),
    ("kqv-design", DESIGN + "Then q₂ = u_d (score β² with x₁ only) and q₁ = Q(u_d + u_b) = u_c (score β² with x₃).",
     [("k_{1}^\\top q_{2}", "v")]),
])
def test_a_list_of_scores(part, text, expected):
    """"scores t(1+η) for a, t for b, ~0 for the rest": every key of the list read, and the rest the others."""
    assert read(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # a score in words with a value that is a name or a number is a claim too: checked, never passed unread
    ("multi-head", "q_1 = tμ_a, q_2 = tμ_b, t → ∞. Head 1 has logit t for a and t for the others.", "incorrect"),
    ("copy", "q = t k_j, t → ∞: score 1 for j, 0 for every other key, so c → v_j.", "incorrect"),
    ("copy", "q = t k_j, t → ∞: score t for j, 0 for every other key, so c → v_j.", "correct"),
    ("multi-head", "q_1 = tμ_a, q_2 = tμ_b, t → ∞. Head 1 has logit t for a and 0 for the others.", "correct"),
    # a score given a value whose key or query is not told: a person reads it
    ("multi-head", "q_1 = tμ_a, q_2 = tμ_b, t → ∞, and the score of a is 1.", "error"),
])
def test_a_score_in_words_beside_a_right_answer(part, text, expected):
    """Every score said in words beside a formula answer is checked, whatever its value; one not read is a review."""
    assert grade_answer(PARTS[part], text).verdict == expected


@pytest.mark.parametrize("part, text, expected", [
    # "the rest ≈ 0" right after a score said in words: the same score for the keys its sentence did not name
    ("multi-head-noise", r"$q_1 = \lambda\mu_a$, $\lambda \to \infty$. Kopf 1: Logit von $a$ ist $\lambda(1+\eta)$, alle "
                         r"anderen $\approx0$.", [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $t \to \infty$. Nella testa 1 il punteggio di $a$ è $t(1+\eta)$ e gli altri "
                         r"sono $\approx 0$.", [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("multi-head-noise", r"$q_1 = t\mu_a$, $t \to \infty$. Nella testa 1 il punteggio di $a$ è $t(1+\eta)$ e gli altri "
                         r"sono $\approx 5$.", [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "w")]),
    ("multi-head-noise", "q_1 = tμ_a, t → ∞. En la cabeza 1, el puntaje de a es t(1+η) y los demás son ≈ 0.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    # after a list of keys, each named after its value ("t for b"): the words for the rest, then their value
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$ the logits are t(1+η) for a and t for b (others ≈ 0).",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v"), ("k_{i}^\\top q", "v")]),
    ("average", r"With $q = t(k_a+k_b)$ the scores are t for a and t for b, the rest 0.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v"), ("k_{i}^\\top q", "v")]),
    ("single-head-noise", r"With $q = t(\mu_a+\mu_b)$ the logits are t(1+η) for a and t for b, all others ≈ t.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v"), ("k_{i}^\\top q", "w")]),
    # twin: the keys said before the noun ("a와 b의 점수는 t", the scores of a and b): a list's score is no one key's,
    # and the rest it leaves is not told; neither is read
    ("single-head", "q = t(μ_a + μ_b)로 두고 t를 매우 크게 한다. 따라서 a와 b의 점수는 t, 나머지는 0이 되어 c ≈ ½(v_a + v_b)이다.",
     []),
])
def test_the_rest_after_a_score_in_words(part, text, expected):
    assert read(part, text) == expected


@pytest.mark.parametrize("part, text, expected", [
    # the rest said in words after scores written as formulas (red team 56): the same score for every other key
    ("average", "q = λ(k_a + k_b) with λ ≫ 1. Then k_a^T q = k_b^T q = λ and all other logits are 0, so "
                "c → ½(v_a + v_b).", "correct"),
    ("average", "q = λ(k_a + k_b), λ → ∞. Alors k_a^T q = k_b^T q = λ et tous les autres scores sont 0, donc "
                "c → ½(v_a + v_b).", "correct"),
    ("average", "q = λ(k_a + k_b), λ → ∞. Тогда k_a^T q = k_b^T q = λ, а все остальные скоры равны 0, поэтому "
                "c → ½(v_a + v_b).", "correct"),
    ("copy", "q = t k_j, t → ∞. Then k_j^T q = t, while all the other scores are 0, so c → v_j.", "correct"),
    # the value said of them wrong: a false side claim
    ("average", "q = λ(k_a + k_b), λ → ∞. Then k_a^T q = k_b^T q = λ and all other logits are λ, so "
                "c → ½(v_a + v_b).", "incorrect"),
    ("average", "q = λ(k_a + k_b), λ → ∞. Entonces k_a^T q = k_b^T q = λ y todos los demás puntajes son 1, así que "
                "c → ½(v_a + v_b).", "incorrect"),
])
def test_the_rest_in_words_after_scores_written_as_formulas(part, text, expected):
    """"k_a^T q = k_b^T q = λ and all other logits are 0": the words give every other key's score, checked."""
    assert grade_answer(PARTS[part], text).verdict == expected


@pytest.mark.parametrize("part, text, expected", [
    # a key's label glued to the noun ("the a-logit"), and "all others" after a score written
    ("multi-head-noise", HEAD + "the a-logit is t(1+η), every other logit ≈ 0.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("single-head-noise", "With q = t(mu_a + mu_b): the a-logit is t(1+η), the b-logit is t.",
     [("k_{a}^\\top q", "v"), ("k_{b}^\\top q", "v")]),
    ("single-head-noise", "With q = t(mu_a + mu_b): the b-score is t(1+η).", [("k_{b}^\\top q", "w")]),
    ("multi-head-noise", HEAD + "the a-logit is t(2+η), every other logit ≈ 0.",
     [("k_{a}^\\top q_{1}", "w"), ("k_{i}^\\top q_{1}", "v")]),
    ("multi-head-noise", "Head 1 (q_1 = t mu_a): k_a^T q_1 ≈ t(1+eta), all others ≈ 0.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    # "≈ 0 for the others" after "the score of a is …": the others are the keys other than a
    ("multi-head-noise", "Uso q₁ = sμ_a. Testa 1: il punteggio di a è s(1+η) contro ≈ 0 per gli altri.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "v")]),
    ("multi-head-noise", "Soit q₁ = tμ_a. Tête 1 : le score de a vaut t(1+η), contre ≈ 1 pour tous les autres.",
     [("k_{a}^\\top q_{1}", "v"), ("k_{i}^\\top q_{1}", "u")]),
    # a word that ends in a label's letter is no label: "the self-score" names no key
    ("kqv-plain", "Here q_2 = x_2 and the self-score is β².", []),
])
def test_a_label_glued_to_the_noun(part, text, expected):
    """"the a-logit is t(1+η)" is k_aᵀq = t(1+η); "all others ≈ 0" after a score is the score of the others."""
    assert read(part, text) == expected
