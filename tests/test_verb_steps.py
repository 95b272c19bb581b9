"""Claims made with a verb are steps of check: judged as the relation they say, in the case their sentence gives."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import by_name, load_parts
from tests.conftest import step_statuses as statuses

PARTS = by_name(load_parts([]))


TWO_HEADS = r"With $q_1 = t\mu_a$ and $q_2 = t\mu_b$, "
VERB_STEPS = [
    # a verb of COPIES says what its words say: proved, or wrong
    ("multi-head-noise", TWO_HEADS + r"head 2 copies $v_b$.", "ssv"),
    ("multi-head-noise", TWO_HEADS + r"head 2 copies $v_a$.", "ssw"),
    ("multi-head-noise", TWO_HEADS + r"head 1 copies $v_a$ whenever $1 + \eta > 0$.", "ssvs"),
    ("multi-head-noise", TWO_HEADS + r"head 1 copies $v_b$ whenever $1 + \eta > 0$.", "ssws"),
    ("multi-head-noise", "With q_1 = t μ_a and q_2 = t μ_b, head 2 copies v_a.", "ssw"),
    ("multi-head-noise", r"Mit $q_1 = t\mu_a$ und $q_2 = t\mu_b$: Kopf 2 kopiert $v_a$.", "ssw"),
    ("multi-head-noise", r"Avec $q_1 = t\mu_a$ et $q_2 = t\mu_b$ : la tête 2 copie $v_b$.", "ssv"),
    ("single-head-noise", r"Take $q = t(\mu_a + \mu_b)$. If $\eta > 0$, the softmax copies $v_b$.", "ssw"),
    ("single-head-noise", r"Take $q = t(\mu_a + \mu_b)$. If $\eta > 0$, the softmax copies $v_a$.", "ssv"),
    # a verb of SELECTS is read as all the weight on its key: refuted so, a weaker claim may hold (unknown)
    ("multi-head-noise", TWO_HEADS + r"head 2 attends to $k_b$.", "ssv"),
    ("multi-head-noise", TWO_HEADS + r"head 2 attends to $k_a$.", "ssu"),
    ("average", r"Take $q = t(k_a + k_b)$: the softmax attends to $k_a$; it also attends to $k_b$.", "su"),
]


@pytest.mark.parametrize("part, text, expected", VERB_STEPS)
def test_a_claim_verb_is_a_step(part, text, expected):
    """The verb's claim is the step c_N ≈ v_M, judged where its object is written."""
    assert statuses(part, text) == expected


DERIVED = r"With $q_1 = t\mu_a$ and $q_2 = t\mu_b$: when $1 + \eta > 0$, $c_1 \to v_a$ and $c_2 \to v_b$, so " \
          r"$c \to \frac12(v_a + v_b)$. $P(1 + \eta > 0) = \Phi(\sqrt 2) \approx 0.921$."
GRADED = [
    # a false claim made with a verb beside a right derivation is a false side claim
    (DERIVED + " Head 2 copies $v_a$.", "incorrect"),
    (DERIVED + " Kopf 2 kopiert $v_a$.", "incorrect"),
    (DERIVED + " Head 2 copies $v_b$.", "correct"),
    # a claim verb not read whole is a claim nobody read
    (DERIVED + " So head 2 just copies something.", "error"),
    (DERIVED + " Head 1 attends to $k_a$ (and sometimes to the rest).", "error"),
    # the facts said with verbs, in their case
    (r"With $q_1 = t\mu_a$ and $q_2 = t\mu_b$: head 1 copies $v_a$ whenever $1 + \eta > 0$ and head 2 copies $v_b$, "
     r"so $c \to \frac12(v_a + v_b)$ when $1 + \eta > 0$. $P(1 + \eta > 0) = \Phi(\sqrt 2) \approx 0.921$.", "correct"),
]


@pytest.mark.parametrize("text, verdict", GRADED)
def test_a_derivation_is_graded_on_its_verbs_too(text, verdict):
    """A derivation's claim verbs carry its verdict as its formulas do."""
    assert grade_answer(PARTS["multi-head-noise"], text).verdict == verdict
