"""Property: the grader's verdict on random queries agrees with numbers at a large scale."""

import math

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import load_parts
from tests.conftest import orthonormal_vectors, softmax_weights
from tests.tally import Tally

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


def test_verdict_agrees_with_numbers():
    """Correct ⇒ α_a, α_b ≈ ½ at the largest scale that does not overflow; incorrect ⇒ they miss ½ there."""
    tally = Tally()
    _verdict_agrees_with_numbers(tally)
    tally.assert_mostly_checked()


@settings(max_examples=80, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(coefficients=st.one_of(st.tuples(coefficient, coefficient, coefficient), balanced))
def _verdict_agrees_with_numbers(tally, coefficients):
    tally.run += 1
    names = ("k_a", "k_b", "k_c")
    answer = "q = " + " + ".join(f"({_text(c)})*{n}" for c, n in zip(coefficients, names))
    verdict = grade_answer(AVERAGE, answer)
    scale = next((t for t in (1e8, 1e6, 1e4, 1e3, 400.0, 60.0, 30.0, 13.0) if _weights_at(coefficients, t) is not None),
                 None)
    if scale is None:
        return tally.skip("overflows at every scale")
    if verdict.verdict not in ("correct", "incorrect"):
        return tally.skip(f"verdict {verdict.verdict}")
    if verdict.score not in (0, 2):
        return tally.skip("partial credit")
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


def test_stated_directions_agree_with_numbers():
    """correct ⇒ α_a, α_b ≈ ½ where the student sends the scale; incorrect ⇒ they miss ½ there."""
    tally = Tally()
    _stated_directions_agree_with_numbers(tally)
    tally.assert_mostly_checked()


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(placement=st.sampled_from(sorted(PLACEMENTS)), direction=st.sampled_from(sorted(DIRECTIONS)),
       coefficient=coefficients)
def _stated_directions_agree_with_numbers(tally, placement, direction, coefficient):
    tally.run += 1
    written, scale_of = PLACEMENTS[placement]
    c_a, c_b, c_c = coefficient
    answer = (f"$q = {written}({c_a} k_a + {c_b} k_b + {c_c} k_c)$ with ${SYMBOL[placement]} {direction}$")
    verdict = grade_answer(AVERAGE, answer)
    if verdict.verdict not in ("correct", "incorrect"):
        return tally.skip(f"verdict {verdict.verdict}")
    if verdict.score not in (0, 2):
        return tally.skip("partial credit")
    _agrees_at(answer, verdict, scale_of(DIRECTIONS[direction]), coefficient, fixed=direction.startswith("="))


# The same, with the direction said in words (several languages), next to the scale's name or around it.
WORDS = {"for large {s}": 1e4, "where {s} tends to infinity": 1e4, "as {s} grows": 1e4, "with {s} very large": 1e4,
         "where {s} is huge": 1e4, "où {s} est très grand": 1e4, "für großes {s}": 1e4, "，其中 {s} 很大": 1e4,
         "where {s} is a small positive number": 1e-4, "for a tiny positive {s}": 1e-4,
         "where {s} decreases to zero": 1e-4, "with {s} small and positive": 1e-4}


def test_directions_in_words_agree_with_numbers():
    """A direction said in words: correct ⇒ α_a, α_b ≈ ½ there; incorrect ⇒ they miss ½ there."""
    tally = Tally()
    _directions_in_words_agree_with_numbers(tally)
    tally.assert_mostly_checked()


@settings(max_examples=120, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(placement=st.sampled_from(sorted(PLACEMENTS)), words=st.sampled_from(sorted(WORDS)), coefficient=coefficients)
def _directions_in_words_agree_with_numbers(tally, placement, words, coefficient):
    tally.run += 1
    written, scale_of = PLACEMENTS[placement]
    c_a, c_b, c_c = coefficient
    said = words.format(s=f"${SYMBOL[placement]}$")
    answer = f"$q = {written}({c_a} k_a + {c_b} k_b + {c_c} k_c)${'' if said.startswith('，') else ' '}{said}."
    verdict = grade_answer(AVERAGE, answer)
    if verdict.verdict not in ("correct", "incorrect"):
        return tally.skip(f"verdict {verdict.verdict}: {words}")
    if verdict.score not in (0, 2):
        return tally.skip("partial credit")
    _agrees_at(answer, verdict, scale_of(WORDS[words]), coefficient, fixed=False)


def _agrees_at(answer: str, verdict, scale: float, coefficient: tuple, fixed: bool):
    c_a, c_b, c_c = coefficient
    query = [scale * (c_a * x + c_b * y + c_c * z) for x, y, z in zip(*KEYS[:3])]
    weights = softmax_weights(query, KEYS)
    miss = max(abs(weights[0] - 0.5), abs(weights[1] - 0.5))
    if fixed:  # a fixed value is graded for every n up to 1000
        wide = _closed_form_weights([scale * c_a, scale * c_b, scale * c_c], 997)
        miss = max(miss, abs(wide[0] - 0.5), abs(wide[1] - 0.5))
        assert (miss <= 0.0101) == (verdict.verdict == "correct"), (answer, verdict.feedback, miss)
    elif verdict.verdict == "correct":
        assert miss < 0.05, (answer, weights)
    else:
        assert miss > 0.01, (answer, weights)


def test_a_tally_fails_when_too_much_is_skipped():
    """The skip count is enforced: 2 skipped of 10 is over a 10 % share, 1 of 10 is not."""
    tally = Tally()
    tally.run, tally.skipped["verdict error"] = 10, 1
    tally.assert_mostly_checked()
    tally.skip("verdict error")
    with pytest.raises(AssertionError, match=r"^2 of 10 examples skipped \(more than 10%\)"):
        tally.assert_mostly_checked()
