"""Property: the grader's verdict on random queries agrees with numbers at a large scale."""

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from symattn.grading.grade import grade_answer
from symattn.verify import load_parts
from tests.conftest import orthonormal_vectors, softmax_weights

AVERAGE = next(p for p in load_parts([]) if p.id == "average")
KEYS = orthonormal_vectors(5, 7, 13)  # k_a, k_b, k_c and two others, in R^7
FORMS = {  # text, value at t (None when it overflows)
    "const": (lambda k: f"{k}", lambda k, t: k),
    "linear": (lambda k: f"{k}*t", lambda k, t: k * t),
    "square": (lambda k: f"{k}*t^2", lambda k, t: k * t * t),
    "log": (lambda k: f"{k}*log(t)", lambda k, t: k * math.log(t)),
    "exp": (lambda k: f"{k}*exp(t)", lambda k, t: k * math.exp(t) if t < 600 else None),
    "sqrt": (lambda k: f"{k}*sqrt(t)", lambda k, t: k * math.sqrt(t)),
}
term = st.tuples(st.sampled_from(sorted(FORMS)), st.integers(-3, 3).filter(bool))
coefficient = st.lists(term, min_size=0, max_size=2)


def _text(terms) -> str:
    return " + ".join(f"({FORMS[form][0](k)})" for form, k in terms) or "0"


def _value(terms, t):
    values = [FORMS[form][1](k, t) for form, k in terms]
    return None if None in values else sum(values)


def _weights_at(coefficients, t):
    # scores above ~1e6 lose the O(1) differences that decide the softmax to rounding: too large to trust
    values = [_value(c, t) for c in coefficients]
    if None in values or any(abs(x) > 1e6 for x in values):
        return None
    query = [sum(c * x for c, x in zip(values, column)) for column in zip(*KEYS[:3])]
    return softmax_weights(query, KEYS)


growing = st.tuples(st.sampled_from(["linear", "square", "exp", "sqrt", "log"]), st.integers(1, 3))
bounded = st.lists(st.tuples(st.just("const"), st.integers(-3, 3).filter(bool)), max_size=1)
# c_b = c_a + (a bounded term, or one that also grows): near-balanced queries, right and subtly wrong
balanced = st.builds(lambda a, extra, c: (a, a + extra, c), st.lists(growing, min_size=1, max_size=2),
                     st.one_of(bounded, st.lists(growing, max_size=1)), bounded)


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.tuples(coefficient, coefficient, coefficient), balanced))
def test_verdict_agrees_with_numbers(coefficients):
    """Correct ⇒ α_a, α_b ≈ ½ at the largest scale that does not overflow; incorrect ⇒ they miss ½ there."""
    names = ("k_a", "k_b", "k_c")
    answer = "q = " + " + ".join(f"({_text(c)})*{n}" for c, n in zip(coefficients, names))
    verdict = grade_answer(AVERAGE, answer)
    scale = next((t for t in (1e8, 1e6, 1e4, 1e3, 400.0, 60.0, 30.0, 13.0) if _weights_at(coefficients, t) is not None),
                 None)
    if scale is None or verdict.verdict not in ("correct", "incorrect") or verdict.score not in (0, 2):
        return
    weights = _weights_at(coefficients, scale)
    miss = max(abs(weights[0] - 0.5), abs(weights[1] - 0.5))
    if verdict.verdict == "correct":
        assert miss < 0.05, (answer, weights)
    else:
        assert miss > 0.01, (answer, weights)
