"""A probability said in words of the cases just stated: "each with probability ½", "equally likely", "avec
probabilité Φ(√2)"; read as Pr(case) = value, checked, and counted for the part's facts."""

import pytest

from symattn.grading.grade import grade_answer
from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}
Q = r"With $q = t(\mu_a + \mu_b)$, $t \to \infty$: "
HEADS = r"$q_1 = t\mu_a$, $q_2 = t\mu_b$. "


def read(part: str, text: str) -> list:
    """The steps read as probabilities, with their status."""
    return [(step.left, step.right, CODES[step.status]) for step in check_writeup(PARTS[part], text).steps
            if step.left.startswith("\\Pr")]


CASES = [
    ("single-head-noise", Q + r"if $\eta > 0$, $c \approx v_a$; if $\eta < 0$, $c \approx v_b$. Each happens with "
                              r"probability $1/2$.", ["v", "v"]),
    ("single-head-noise", Q + r"si $\eta > 0$, $c \approx v_a$ ; si $\eta < 0$, $c \approx v_b$. Chaque cas a une "
                              r"probabilité $1/2$.", ["v", "v"]),
    ("single-head-noise", Q + r"$\eta > 0$: $c \approx v_a$. $\eta < 0$: $c \approx v_b$. η is symmetric, so the "
                              r"two cases are equally likely.", ["v", "v"]),
    ("multi-head-noise", HEADS + r"When $1 + \eta > 0$, $c \to \frac{1}{2}(v_a + v_b)$, which happens with "
                                 r"probability $\Phi(\sqrt{2})$.", ["v"]),
    # a share of the samples: "half of the samples give v_a", "each happens half the time", "la moitié des tirages"
    ("single-head-noise", Q + r"if $\eta > 0$, $c \to v_a$; if $\eta < 0$, $c \to v_b$. Half of the samples give $v_a$ "
                              r"and half give $v_b$.", ["v", "v"]),
    ("single-head-noise", Q + r"si $\eta > 0$, $c \to v_a$ ; si $\eta < 0$, $c \to v_b$. Dans la moitié des tirages "
                              r"on obtient $v_a$.", ["v", "v"]),
    ("multi-head-noise", HEADS + r"If $1 + \eta > 0$ head 1 picks $a$; if $1 + \eta < 0$ it does not. Each happens "
                                 r"half the time.", ["w", "w"]),
    # "两者概率各为" (the probabilities of both are each …)
    ("single-head-noise", Q + r"η > 0 则 c ≈ v_a，η < 0 则 c ≈ v_b，两者概率各为 1/2。", ["v", "v"]),
    ("single-head-noise", Q + r"η > 0 则 c ≈ v_a，η < 0 则 c ≈ v_b，两者概率均为 1/3。", ["w", "w"]),
    # a wrong probability of a case read so is wrong
    ("multi-head-noise", HEADS + r"When $1 + \eta > 0$, $c \to \frac{1}{2}(v_a + v_b)$, which happens with "
                                 r"probability $\Phi(1)$.", ["w"]),
    ("multi-head-noise", HEADS + r"If $1 + \eta > 0$ head 1 picks $a$; if $1 + \eta < 0$ it does not. Each case has "
                                 r"probability $1/2$.", ["w", "w"]),
    # the cases in the same sentence as the words: the words, not the case before them, assert the probability
    ("single-head-noise", Q + r"$c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, each with probability "
                              r"$\tfrac12$.", ["v", "v"]),
    ("single-head-noise", Q + r"$c \to v_a$ when $\eta > 0$, $c \to v_b$ when $\eta < 0$, each with probability "
                              r"$1/3$.", ["w", "w"]),
    ("single-head-noise", Q + r"c → v_a si η > 0 y c → v_b si η < 0, cada uno con probabilidad 1/2.", ["v", "v"]),
    ("multi-head-noise", HEADS + r"c → ½(v_a + v_b) whenever 1 + η > 0, which happens with probability Φ(1).",
     ["w"]),
    # the event written right before the words, and "is", "about", "是" between the words and the value
    ("multi-head-noise", HEADS + r"$1+\eta>0$ 时 $c\to\tfrac12(v_a+v_b)$。$1+\eta<0$ 的概率大约是 0.16。", ["w"]),
    ("multi-head-noise", HEADS + r"$1+\eta>0$ 时 $c\to\tfrac12(v_a+v_b)$。$1+\eta<0$ 的概率约为 0.079。", ["v"]),
    ("multi-head-noise", HEADS + r"$c\to\tfrac12(v_a+v_b)$ whenever $1+\eta>0$, which happens with probability "
                                 r"about $0.92$.", ["v"]),
    # right after a formula the phrase qualifies it: the probability of its event, given its case
    ("single-head-noise", Q + r"if $\eta > 0$, $c \approx v_a$; if $\eta < 0$, $c \approx v_b$. So $c \approx v_a$ "
                              r"with probability $0.9$.", ["w"]),
    ("single-head-noise", Q + r"if $\eta > 0$, $c \approx v_a$ with probability $1$.", ["v"]),
    ("multi-head-noise", HEADS + r"When $1 + \eta > 0$, $c \to \frac{1}{2}(v_a + v_b)$ with probability $1$.", ["v"]),
    # given the case or over every sample: ½ is right in the second reading
    ("single-head-noise", Q + r"if $\eta > 0$, $c \approx v_a$ with probability $\tfrac12$.", ["v"]),
    # two cases and no "each": which one is meant is not told, nothing is read
    ("single-head-noise", Q + r"if $\eta > 0$, $c \approx v_a$; if $\eta < 0$, $c \approx v_b$, with probability "
                              r"$1/2$.", []),
    # one case inside another ("this also covers η < −1"): "each" does not say which cases it counts
    ("single-head-noise", Q + r"if $\eta > 0$, $c \to v_a$. If $\eta < 0$, $c \to v_b$ (this also covers $\eta < -1$). "
                              r"Each case happens with probability $\frac12$.", []),
    ("single-head-noise", Q + r"if $\eta > 0$, $c \to v_a$; if $\eta < 0$ (even $\eta < -2$), $c \to v_b$. Chaque cas a "
                              r"une probabilité $1/2$.", []),
    # a case is a relation read whole: "‖k_a‖ > 1 or < 1" has no case "1 < 1" (its sides joined across words)
    ("single-head-noise", r"Depending on whether ‖k_a‖ > 1 or < 1, either a or b wins; c ≈ v_a or c ≈ v_b resp., "
                          r"each with probability ½.", []),
    ("single-head-noise", Q + r"if $\eta > 0$ or else $< 0$, $c \approx v_a$ or $c \approx v_b$, each with probability "
                              r"$1/2$.", []),
    ("multi-head-noise", HEADS + r"c → ½(v_a + v_b) when 1 + η > 0, and not when it is < 0, which happens with "
                                 r"probability 0.08.", []),
    # said of another part, or turned from: not this part's probability
    ("multi-head-noise", HEADS + r"When $1 + \eta > 0$, $c \to \frac{1}{2}(v_a + v_b)$. Compared with 1(c)(ii), where "
                                 r"c was $v_a$ or $v_b$ with probability ½ each, the variance vanished.", []),
    ("multi-head-noise", HEADS + r"When $1 + \eta > 0$, $c \to \frac{1}{2}(v_a + v_b)$, unlike (c)(ii) where each "
                                 r"outcome had probability ½.", []),
    ("multi-head-noise", HEADS + r"When $1 + \eta > 0$, $c \to \frac{1}{2}(v_a + v_b)$. This does not happen with "
                                 r"probability ½.", []),
]


@pytest.mark.parametrize("part, text, expected", CASES)
def test_a_probability_said_in_words_of_the_cases(part, text, expected):
    """"Each happens with probability ½" is Pr(case) = ½ for every case just stated; one case alone takes the value
    without "each"; two cases without it are not read."""
    assert [status for _, _, status in read(part, text)] == expected


@pytest.mark.parametrize("text", [
    Q + r"If $\eta > 0$ then $c \approx v_a$, and if $\eta < 0$ then $c \approx v_b$. Each happens with probability "
        r"$1/2$, so $c$ jumps between $v_a$ and $v_b$.",
    Q + r"η > 0 → c ≈ v_a. η < 0 → c ≈ v_b. η is symmetric so it's fifty-fifty.",
    Q + r"Si $\eta > 0$, $c \approx v_a$ ; si $\eta < 0$, $c \approx v_b$. Chaque cas a une probabilité $1/2$ "
        r"(Var α_a → 1/4).",
])
def test_the_probability_fact_established_in_words(text):
    """The part's fact Pr(η > 0) = ½, said in words of the cases, is established: the write-up is correct."""
    assert grade_answer(PARTS["single-head-noise"], text).verdict == "correct"
