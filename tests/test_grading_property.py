"""Property: the grader's verdict on random queries agrees with numbers at a large scale."""

import math

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts
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


# A scale written in three places, sent in five directions: the verdict must agree with the weights
# of random orthonormal keys at the stated direction (n = 5), and for fixed values at n = 1000 too.
PLACEMENTS = {"t": ("t", lambda x: x), "1/eps": (r"\frac{1}{\epsilon}", lambda x: 1 / x), "-beta": (r"-\beta", lambda x: -x)}
SYMBOL = {"t": "t", "1/eps": r"\epsilon", "-beta": r"\beta"}
DIRECTIONS = {r"\to \infty": 1e4, r"\to -\infty": -1e4, r"\to 0^+": 1e-4, "= 0.001": 1e-3, "= 1000": 1e3}
coefficients = st.tuples(st.integers(-1, 3), st.integers(-1, 3), st.integers(-1, 2))


def _closed_form_weights(scores: list, others: int) -> list:
    top = max(scores + [0.0])
    exps = [math.exp(s - top) for s in scores]
    total = math.fsum(exps) + others * math.exp(-top)
    return [e / total for e in exps]


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(PLACEMENTS)), st.sampled_from(sorted(DIRECTIONS)), coefficients)
def test_stated_directions_agree_with_numbers(placement, direction, coefficient):
    """correct ⇒ α_a, α_b ≈ ½ where the student sends the scale; incorrect ⇒ they miss ½ there."""
    written, scale_of = PLACEMENTS[placement]
    c_a, c_b, c_c = coefficient
    answer = (f"$q = {written}({c_a} k_a + {c_b} k_b + {c_c} k_c)$ with ${SYMBOL[placement]} {direction}$")
    verdict = grade_answer(AVERAGE, answer)
    if verdict.verdict not in ("correct", "incorrect") or verdict.score not in (0, 2):
        return
    scale = scale_of(DIRECTIONS[direction])
    query = [scale * (c_a * x + c_b * y + c_c * z) for x, y, z in zip(*KEYS[:3])]
    weights = softmax_weights(query, KEYS)
    miss = max(abs(weights[0] - 0.5), abs(weights[1] - 0.5))
    if direction.startswith("="):  # a fixed value is graded for every n up to 1000
        wide = _closed_form_weights([scale * c_a, scale * c_b, scale * c_c], 997)
        miss = max(miss, abs(wide[0] - 0.5), abs(wide[1] - 0.5))
        assert (miss <= 0.0101) == (verdict.verdict == "correct"), (answer, verdict.feedback, miss)
    elif verdict.verdict == "correct":
        assert miss < 0.05, (answer, weights)
    else:
        assert miss > 0.01, (answer, weights)
