"""Claims made with a verb about an output: read as a claim in symbols, checked, or left unread (and reviewed)."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.document import read_document
from symattn.language.verb_claims import Model, verb_claims
from symattn.spec.catalogue import load_parts
from tests.conftest import assert_graded

PARTS = {part.id: part for part in load_parts()}
MULTI = r"Take $q_1 = t\mu_a$, $q_2 = t\mu_b$ with $t \to \infty$. "

# (text, [(output, value) of each claim verb, None when it was not read])
READINGS = [
    (MULTI + r"Head 1 copies $v_a$, head 2 copies $v_b$.", [("c_1", "v_a"), ("c_2", "v_b")]),
    (MULTI + r"La tête 2 copie la valeur $v_b$.", [("c_2", "v_b")]),
    (MULTI + r"Kopf 1 kopiert dann $v_a$ ($c_1 \approx v_a$).", [("c_1", "v_a")]),
    ("q_1 = t mu_a, q_2 = t mu_b. Head 1 attends to a, head 2 attends to b, so c ≈ (v_a + v_b)/2.",
     [("c_1", "v_a"), ("c_2", "v_b")]),
    (r"$q_1 = u_c$ (matches only $k_3$), $q_2 = u_d$ (matches $k_1$, score $\beta^2$).",
     [("c_1", "v_3"), ("c_2", "v_1")]),
    (r"$q_1 = t\mu_a$。第一个头几乎只关注 a，第二个头只关注 b。", [("c_1", "v_a"), ("c_2", "v_b")]),
    (r"Then $q_1$ matches only $k_a$ and $q_2$ matches only $k_b$.", [("c_1", "v_a"), ("c_2", "v_b")]),
    (r"Take $q = t k_j$; the attention simply copies $v_j$.", [("c", "v_j")]),
    # not read: no subject, a negation, a condition in words, two objects, something else than a key
    (MULTI + r"Each head copies $v_a$.", [None]),
    (MULTI + r"Head 1 does not copy $v_b$.", [None]),
    (MULTI + r"Head 1 copies $v_a$ only for large $t$.", [None]),
    (MULTI + r"Head 1 copies $v_a$ and $v_b$.", [None]),
    (r"$q = t k_j$ matches the direction of $k_j$.", [None]),
    (r"If head 1 copies $v_a$ then $c \approx v_a$.", [None]),
    # SPLITS: the two keys named right after the verb
    (r"Take $q = t(k_a + k_b)$: the softmax splits evenly between $a$ and $b$.", [("c", "\\frac{1}{2}(v_a + v_b)")]),
    (MULTI + r"Head 2 averages $v_b$ and $v_a$.", [("c_2", "\\frac{1}{2}(v_a + v_b)")]),
    (r"Take $q = t(k_a + k_b)$: the softmax splits evenly between $a$ and $b$ for large $t$.", [None]),
    (r"Take $q = t(k_a + k_b)$: it splits evenly between a and a.", [None]),
]


@pytest.mark.parametrize("text, expected", READINGS)
def test_a_claim_verb_is_read_only_with_a_plain_subject_and_object(text, expected):
    found = verb_claims(read_document(text), Model("c", frozenset({"v"})))
    assert [s.claim.relations if s.claim else None for s in found] == \
        [(f"{output} ≈ {value}",) if output else None for output, value in (e or (None, None) for e in expected)]


# COPIES: proved, the answer is correct; refuted, it is a false side claim (charged by the rubric)
COPIES = [
    ("multi-head", MULTI + r"Head 1 then copies $v_a$ and head 2 copies $v_b$.", "correct"),
    ("multi-head", MULTI + r"La tête 1 copie $v_a$, la tête 2 copie $v_b$.", "correct"),
    ("multi-head", "q_1 = t mu_b, q_2 = t mu_a (t large). La cabeza 1 copia v_b, la cabeza 2 copia v_a.", "correct"),
    ("copy", r"Take $q = t k_j$ with $t\to\infty$: the attention copies $v_j$.", "correct"),
    ("multi-head", MULTI + r"Head 1 copies $v_b$, head 2 copies $v_a$.", "incorrect"),
    ("multi-head", MULTI + r"Kopf 2 kopiert $v_a$.", "incorrect"),
    ("copy", r"Take $q = t k_j$ with $t\to\infty$: the attention copies $v_1$.", "incorrect"),
    # a pronoun is the head its sentence named last; an ordinal alone, after a head was named, is that head
    ("multi-head", MULTI + r"The first head copies $v_a$, the second copies $v_b$.", "correct"),
    ("multi-head", MULTI + r"In head 2, it copies $v_b$.", "correct"),
    ("multi-head", MULTI + r"La première tête copie $v_a$, la deuxième copie $v_b$.", "correct"),
    ("multi-head", MULTI + r"The first head copies $v_a$, the second copies $v_a$.", "incorrect"),
    ("multi-head", MULTI + r"In head 2, it copies $v_a$.", "incorrect"),
]


@pytest.mark.parametrize("part, text, verdict", COPIES)
def test_a_copy_claim_is_checked_as_the_output_it_names(part, text, verdict):
    assert_graded(part, text, verdict, "which does not hold")


# SELECTS is read as the strongest claim (all the weight on that key): proved it certifies; else a person decides
SELECTS = [
    ("multi-head", MULTI + r"Then $q_1$ matches only $k_a$ and $q_2$ matches only $k_b$.", "correct"),
    ("multi-head", MULTI + "第一个头只关注 a，第二个头只关注 b。", "correct"),
    ("multi-head", MULTI + r"Head 2 focuses on $k_b$.", "correct"),
    ("multi-head", MULTI + r"Then $q_1$ matches only $k_a$ and $q_2$ matches only $k_a$.", "error"),
    ("multi-head", MULTI + r"Head 2 focuses on $k_a$.", "error"),
    ("multi-head", MULTI + "第一个头只关注 b。", "error"),
    # where the softmax puts its weight, said whole
    ("copy", r"Take $q = t k_j$, $t \to \infty$: the softmax puts almost all its weight on $k_j$.", "correct"),
    ("copy", r"Take $q = t k_j$, $t \to \infty$: the softmax puts almost all its weight on $k_a$.", "error"),
    ("multi-head", MULTI + r"Head 2 places all the weight on $k_b$.", "correct"),
    # "one-hot on" a key: all the weight there
    ("multi-head", MULTI + r"Head 1 is one-hot on $a$ and head 2 is one-hot on $b$.", "correct"),
    ("copy", r"Take $q = t k_j$, $t \to \infty$, so the softmax is one-hot on j and $c \approx v_j$.", "correct"),
    ("copy", r"Take $q = t k_j$, $t \to \infty$, so the softmax is one-hot on a and $c \approx v_j$.", "error"),
    # its object as the key's weight (α_j), its subject as the weights themselves (α, where α is no number of the part)
    ("copy", r"Take $q = t k_j$, $t \to \infty$: $\alpha$ puts almost all its weight on $\alpha_j$, so $c \to v_j$.",
     "correct"),
    ("copy", r"Take $q = t k_j$, $t \to \infty$; the softmax concentrates on $\alpha_j$, so $c \to v_j$.", "correct"),
    ("copy", r"Take $q = t k_a$, $t \to \infty$: $\alpha$ puts almost all its weight on $\alpha_b$, so $c \to v_a$.",
     "error"),
]


@pytest.mark.parametrize("part, text, verdict", SELECTS)
def test_a_weight_claim_certifies_only_when_it_holds(part, text, verdict):
    assert_graded(part, text, verdict, "could not be confirmed")


# SPLITS: the weight alike on the two keys it names, read as c ≈ ½(v_a + v_b) (its strongest claim)
SPLITS = [
    ("single-head", r"Use $q = C(\mu_a + \mu_b)$ for a large constant $C$: the attention splits evenly between keys a "
                    r"and b, so $c \approx (v_a + v_b)/2$.", "correct"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$: the softmax splits its weight evenly between $a$ and $b$.",
     "correct"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$ : l'attention se répartit également entre $a$ et $b$.", "correct"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$: la atención se reparte por igual entre $k_a$ y $k_b$.",
     "correct"),
    ("multi-head", MULTI + r"Head 1 averages $v_a$ and $v_b$.", "error"),
    ("average", r"$q = t(k_a + k_b)$, $t \to \infty$: the softmax splits its weight evenly between $a$ and $c$.",
     "error"),
]


@pytest.mark.parametrize("part, text, verdict", SPLITS)
def test_a_split_claim_certifies_only_when_it_holds(part, text, verdict):
    assert_graded(part, text, verdict, "could not be confirmed")


DESIGN = r"$V = (u_bu_b^{T} - u_cu_c^{T})/\beta^2$, $K = I$ and $Q = (u_du_a^{T} + u_cu_d^{T})/\beta^2$: "
# a claim verb of a sentence that carries the answer, not read whole: review, naming the verb (CONTAINS: the subject
# a pronoun, the object of no orthogonal family, "only" over keys the setting does not list)
UNREAD = [
    ("multi-head", MULTI + r"Head 1 does not copy $v_b$, so $c_1 \approx v_a$."),
    ("multi-head", MULTI + r"Each head copies one value, $c \approx \frac12(v_a + v_b)$."),
    ("copy", r"Take $q = t k_j$, $t \to \infty$; the attention copies $v_j$ and $v_1$, so $c \approx v_j$."),
    ("kqv-design", DESIGN + r"$q_2 = u_d$ (which only $k_1$ contains), so $c_2 \approx u_b$."),
    ("kqv-plain", r"$c_2 \approx u_a$, and then $c_2$ contains $x_2$."),
    ("average", r"Take $q = t(k_a + k_b)$ with $t \to \infty$; only $q$ contains $k_a$."),
]


@pytest.mark.parametrize("part, text", UNREAD)
def test_a_claim_verb_not_read_goes_to_review(part, text):
    graded = grade_answer(PARTS[part], text)
    assert graded.verdict == "error" and "in words the grader does not read" in graded.feedback


# CONTAINS: "x contains u" is u^⊤x ≠ 0 for u of a family declared orthogonal; "only" adds u^⊤y = 0 for every other
# token, when the setting lists them all
CONTAINS = [
    ("kqv-design", DESIGN + r"token 2 queries with $u_d$ (only $x_1$ contains $u_d$), so $c_2 \approx u_b$.",
     "correct"),
    ("kqv-design", DESIGN + r"$q_2 = u_d$ → only $k_1$ contains $u_d$ → $c_2\approx v_1 = u_b$.", "correct"),
    ("kqv-design", DESIGN + r"token 1 queries with $u_c$ (nur $x_3$ enthält $u_c$), so $c_1 \approx u_b - u_c$.",
     "correct"),
    ("kqv-design", DESIGN + r"token 2 queries with $u_d$ (only $x_3$ contains $u_d$), so $c_2 \approx u_b$.",
     "incorrect"),
    ("kqv-design", DESIGN + r"$q_2 = u_d$ → only $k_1$ contains $u_b$ → $c_2\approx v_1 = u_b$.", "incorrect"),
    ("kqv-design", DESIGN + r"token 2 queries with $u_d$ ($x_2$ contains $u_d$), so $c_2 \approx u_b$.", "incorrect"),
]


@pytest.mark.parametrize("part, text, verdict", CONTAINS)
def test_a_component_claim_is_checked_on_every_token(part, text, verdict):
    assert_graded(part, text, verdict, "which does not hold")


# the query a definition names as subject ("$q_2 = u_d$ ne voit que $k_1$"), a token by its number ("Token 2 schaut
# auf Token 1"), and a parenthesis of neutral words after the object ("(score $\beta^2$)")
SUBJECTS_AND_ASIDES = [
    ("kqv-design", DESIGN + r"Donc $q_2 = u_d$ ne « voit » que $k_1$ (score $\beta^2$).", "correct"),
    ("kqv-design", DESIGN + r"Token 2 schaut also auf Token 1 ($c_2\approx u_b$).", "correct"),
    ("kqv-design", DESIGN + r"So $q_1 = u_c$ hits only $k_3$ (score $\beta^2$), so $c_1 \approx u_b - u_c$.",
     "correct"),
    # the score said in words is read (steps/score_words.py): k_3ᵀq_2 = β² is false, a false side claim
    ("kqv-design", DESIGN + r"Donc $q_2 = u_d$ ne voit que $k_3$ (score $\beta^2$).", "incorrect"),
    ("kqv-design", DESIGN + r"Donc $q_2 = u_d$ ne voit que $k_3$.", "error"),
    ("kqv-design", DESIGN + r"Token 2 schaut auf Token 3 ($c_2\approx u_b$).", "error"),
    ("kqv-design", DESIGN + r"So $q_1 = u_c$ matches $k_1$ (but not really).", "error"),
]


@pytest.mark.parametrize("part, text, verdict", SUBJECTS_AND_ASIDES)
def test_a_weight_claim_of_a_query_or_a_token(part, text, verdict):
    assert_graded(part, text, verdict)
