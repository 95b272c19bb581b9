"""check, red team 25's classes: a condition restated, a case and its probability in more languages, a list of scores
that ends "≈ 0 otherwise", a formula and its relation joined by a copula; each row is a new sentence of the class."""

import pytest

from symattn.spec.catalogue import by_name, load_parts
from symattn.steps.check import check_writeup

PARTS = by_name(load_parts([]))
CODES = {"valid": "v", "wrong": "w", "unknown": "u", "skipped": "s"}
Q_NOISE = r"Let $q = t(\mu_a+\mu_b)$, $t \to \infty$. "
TWO_HEADS = r"Let $q_1 = t\mu_a$, $q_2 = t\mu_b$, $t \to \infty$. "


def statuses(part: str, text: str) -> str:
    return "".join(CODES[step.status] for step in check_writeup(PARTS[part], text).steps)


@pytest.mark.parametrize("text, expected", [
    (r"If $1+\eta>0$ then $\eta > 1$.", "sw"),
    (r"If $1+\eta>0$ then $\eta > -1$.", "sv"),
    (r"$c_1 \to v_a$ when $1 + \eta > 0$, i.e. $\eta > -1$.", "vsv"),
    (r"$c_1 \to v_a$ when $1 + \eta > 0$, i.e. when $\eta > 1$.", "vsw"),
    ("c1 -> v_a when 1 + eta > 0. 1 + eta > 0 is the same as eta > 1.", "vssw"),
    (r"$c_1 \to v_a$ falls $1+\eta>0$, d.h. $\eta>-1$.", "vsv"),
    (r"$c_1 \to v_a$ если $1+\eta>0$, т.е. $\eta>1$.", "vsw"),
    (r"$c_1 \to v_a$ se $1+\eta>0$, cioè $\eta<-1$.", "vsw"),
    (r"$1+\eta>0$，即 $\eta>-1$。", "sv"),
    (r"If $1+\eta>0$, then if $\eta > 1$, $c_1 \to v_a$.", "ssv"),  # a case of its own, not a restatement
    (r"When $1+\eta>0$, so when $\eta > 1$, $c_1 \to v_a$.", "ssv"),
])
def test_a_restated_condition_is_checked_under_the_condition(text, expected):
    """'1 + η > 0, i.e. η > 1': the restatement is a claim read in the case it restates, refuted inside it."""
    assert statuses("multi-head-noise", text) == expected


@pytest.mark.parametrize("text", [
    r"Se $\eta > 0$ si ha $c \approx v_a$, se $\eta < 0$ si ha $c \approx v_b$, ognuno con probabilità $\tfrac12$.",
    r"Se $\eta > 0$ temos $c \approx v_a$; se $\eta < 0$ temos $c \approx v_b$, cada uma com probabilidade $\tfrac12$.",
    r"Если $\eta>0$, то $c\to v_a$; если $\eta<0$, то $c\to v_b$, вероятность каждого исхода $1/2$.",
    r"$\eta>0$ なら $c \approx v_a$、$\eta<0$ なら $c \approx v_b$。それぞれ確率 $1/2$ で起こる。",
    r"$\eta>0$이면 $c\approx v_a$, $\eta<0$이면 $c\approx v_b$이고, 각각 확률 $1/2$이다.",
])
def test_cases_and_their_probability_in_more_languages(text):
    """'se η > 0 si ha …', 'それぞれ確率 1/2': each case's limit and each case's probability are read and proved."""
    assert statuses("single-head-noise", Q_NOISE + text) == "sssvsvvv"


@pytest.mark.parametrize("text, expected", [
    (r"Kopf 1: Scores $t(1 + \eta)$ für $a$, $\approx 0$ sonst.", "sssvv"),
    ("Head 1:\n- logit $t(1+\\eta)$ for $a$ vs $\\approx 0$ for the rest.", "sssvv"),
    (r"Cabeza 1: la puntuación de $a$ es $t(1 + \eta)$ y la de los demás $\approx 0$.", "sssvv"),
    (r"Head 1: logit $t(1+\eta)$ for $a$ and $\approx t$ elsewhere.", "sssvw"),
])
def test_a_list_of_scores_ends_with_the_others(text, expected):
    """'≈ 0 sonst', '≈ 0 elsewhere', 'la de los demás ≈ 0': the value is every other key's score for the head named."""
    assert statuses("multi-head-noise", TWO_HEADS + text) == expected


@pytest.mark.parametrize("text, expected", [
    (r"Let $q = t(\mu_a+\mu_b)$ with $t$ large. So $c$ is $\approx \tfrac12(v_a+v_b)$.", "sv"),
    (r"Let $q = t(\mu_a+\mu_b)$ with $t$ large. Then $c$ stays $\approx v_a$.", "sw"),
    (r"Sei $q = t(\mu_a+\mu_b)$, $t$ groß. Also $c$ ist $\approx \tfrac12(v_a+v_b)$.", "sv"),
    (r"Let $q = t(\mu_a+\mu_b)$ with $t$ large. The output for $q$ is $\approx v_a$.", "ss"),
])
def test_a_copula_joins_a_formula_to_its_relation(text, expected):
    """'$c$ is $≈ X$' is c ≈ X when the formula opens its clause; 'the output for $q$ is …' speaks of the output."""
    assert statuses("single-head", text) == expected


@pytest.mark.parametrize("text, expected", [
    (r"Scores: $M$ for $a$ and $b$, $0$ otherwise.", "ssvv"),
    (r"Scores: $M$ for $a$ and $b$, $M$ otherwise.", "ssvw"),
    (r"Scores: $M$ for $a$ as well as $b$, $0$ otherwise.", "ssv"),
    (r"Scores: $M$ für $a$ und $b$, $0$ sonst.", "ssvv"),
])
def test_the_keys_a_list_names_before_the_others(text, expected):
    """'for a and b, 0 otherwise': the others are the keys but a and b; keys said in words not read leave no 'others'."""
    assert statuses("average", r"Let $q = M(k_a+k_b)$, $M \to \infty$. " + text) == expected


@pytest.mark.parametrize("text, expected", [
    (r"(i)의 $q=t(\mu_a+\mu_b)$를 쓰면 $k_a^\top q \approx t(1+\eta)$, $k_b^\top q \approx t$ 이다.", "svv"),
    (r"(i) の $q=t(\mu_a+\mu_b)$ を使うと $k_a^\top q \approx t(1+\eta)$、$k_b^\top q \approx t$ である。", "svv"),
    (r"(i)의 $q=t(\mu_a+\mu_b)$를 쓰면 $k_a^\top q \approx t(1+\eta)$, $k_b^\top q \approx t$ 정도.", "suu"),
])
def test_a_copula_after_the_scale_says_nothing_of_its_size(text, expected):
    """'≈ t 이다', '≈ t である': the scale's own word after it is a copula; an unknown word may say where it goes."""
    assert statuses("single-head-noise", text) == expected
