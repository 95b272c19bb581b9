"""One owner of "is this asserted?": language/claims.py, read by check, the facts of derivation parts and grading."""

import re
from pathlib import Path

import pytest

from symattn.grading.grade import grade_answer
from symattn.language.claims import read_claims
from symattn.language.document import read_document
from symattn.spec.catalogue import load_parts
from symattn.steps.check import check_writeup

PARTS = {part.id: part for part in load_parts()}
PACKAGE = Path(__file__).parent.parent / "symattn"


def asserted(text: str) -> list:
    document = read_document(text)
    claims = read_claims(document.text, document.statements)
    return [claims[st].asserted for st in document.statements]


@pytest.mark.parametrize("text, expected", [
    # questions, in English and Spanish
    (r"Is $k_a^\top q = 2t$? No: $k_a^\top q = t$.", [False, True]),
    (r"Does $c \to v_a$ when $\eta > 0$?", [False, False]),
    (r"¿Es $k_a^\top q = 2t$? No: $k_a^\top q = t$.", [False, True]),
    # someone else's claim, and one set up to be refuted
    (r"My classmate says that $c \to v_a$.", [False]),
    (r"It is tempting to say that $c \to v_a$, but that is wrong.", [False]),
    (r"Alguien podría decir que $c \to v_a$, pero es falso.", [False]),
    (r"On pourrait croire que $c \to v_a$.", [False]),
    # a first attempt corrected
    (r"At first I wrote $c \to v_a$, but that is wrong. So $c \to v_b$.", [False, True]),
    # a hypothesis is no claim; a claim in the case it names is one
    (r"If $\eta > 0$, $c \to v_a$.", [False, True]),
    (r"If $n = 2$, we would have $\alpha_a = \frac12$.", [False, True]),
    (r"If we had used $q = 0$ the weights would be $\frac1n$, but here $\alpha_a \to 1$.", [False, False, True]),
    (r"If $\Phi$ were zero we would have $PX + \Phi = P(X + \Phi)$.", [False, False]),
    # a change of the setting said in words is the case what follows is claimed in
    (r"Adding $u_d$ to $x_2$ gives $c_2 \approx u_a + u_d$.", [True, True, True]),
    # a condition said in words of its own and closed by a comma: what follows is claimed in that case
    (r"If we add u_d to it, $c_2 \approx u_b$.", [True]),
    (r"Wenn man $u_d$ zu $x_2$ addiert, $c_2 \approx u_a + u_d$.", [False, False, True]),
    # but not after a supposition's verb, nor a comma inside braces, nor names only
    (r"Suppose the keys are distinct and of one norm, $\|k_i\| = r$.", [False]),
    (r"If i in {a, b}: $k_i^\top q = t$.", [False]),
    (r"If $c_2 \approx u_b$, then $c_1 \approx u_b$.", [False, True]),
    # plain claims
    (r"So $c \to \frac12(v_a + v_b)$.", [True]),
])
def test_asserted(text, expected):
    """A statement is asserted only when the words around it claim it."""
    assert asserted(text) == expected


PROBES = [
    ("single-head-noise", r"Let $q = t(\mu_a + \mu_b)$ with $t \to \infty$. Is $k_a^\top q = 2t$? No: "
                          r"$k_a^\top q = (1+\eta)t$, so $c \to v_a$ when $\eta > 0$ and $c \to v_b$ when $\eta < 0$; "
                          r"$\Pr(\eta > 0) = \frac12$."),
    ("single-head-noise", r"Does $c \to \frac12(v_a + v_b)$? No. With $q = t(\mu_a+\mu_b)$, $c \to v_a$ when "
                          r"$\eta > 0$ and $c \to v_b$ when $\eta < 0$, and $\Pr(\eta > 0) = \frac12$."),
    ("single-head-noise", r"My classmate says that $c \to \frac{1}{2}(v_a + v_b)$ for every $\eta$. With "
                          r"$q = t(\mu_a + \mu_b)$, $c \to v_a$ when $\eta > 0$ and $c \to v_b$ when $\eta < 0$, and "
                          r"$\Pr(\eta > 0) = \frac12$."),
    ("single-head-noise", r"It is tempting to say that $c \to \frac{1}{2}(v_a + v_b)$, but that is wrong: with "
                          r"$q = t(\mu_a + \mu_b)$, $c \to v_a$ when $\eta > 0$ and $c \to v_b$ when $\eta < 0$, with "
                          r"$\Pr(\eta > 0) = \frac12$."),
    ("single-head-noise", r"At first I wrote $c \to \frac{1}{2}(v_a + v_b)$, but that is wrong. With "
                          r"$q = t(\mu_a + \mu_b)$, $c \to v_a$ when $\eta > 0$ and $c \to v_b$ when $\eta < 0$; "
                          r"$\Pr(\eta > 0) = \frac12$."),
    ("single-head-noise", r"¿Es $k_a^\top q = 2t$? No: con $q = t(\mu_a + \mu_b)$ tenemos $k_a^\top q = (1+\eta)t$, "
                          r"así que $c \to v_a$ cuando $\eta > 0$ y $c \to v_b$ cuando $\eta < 0$; "
                          r"$\Pr(\eta > 0) = \frac12$."),
    ("single-head-noise", r"Alguien podría decir que $c \to \frac{1}{2}(v_a + v_b)$, pero es falso. Con "
                          r"$q = t(\mu_a + \mu_b)$, $c \to v_a$ cuando $\eta > 0$ y $c \to v_b$ cuando $\eta < 0$; "
                          r"$\Pr(\eta > 0) = \frac12$."),
    ("average", r"Is $\alpha_a \to 1$? No: with $q = t(k_a + k_b)$ and $t \to \infty$, $\alpha_a \to \frac12$ and "
                r"$c \to \frac12(v_a + v_b)$."),
    ("average", r"One might think that $q = k_a + k_b$ is enough, giving $c \to v_a$. Instead take "
                r"$q = t(k_a + k_b)$ with $t \to \infty$: then $c \to \frac12(v_a + v_b)$."),
    ("average", r"First attempt: $c \approx v_a$ — actually no. With $q = t(k_a+k_b)$, $t \to \infty$, "
                r"$c \to \frac12(v_a+v_b)$."),
]


@pytest.mark.parametrize("part, text", PROBES)
def test_probes_are_never_wrong(part, text):
    """A question, "? No", someone else's claim, "tempting … but wrong", a first attempt corrected, in two languages:
    no ✗ in check, and the right answer around them is graded correct."""
    report = check_writeup(PARTS[part], text)
    assert report.first_wrong is None, [(s.index, s.status, s.reason) for s in report.steps]
    assert str(grade_answer(PARTS[part], text).verdict) == "correct"


@pytest.mark.parametrize("text", [
    r"We want $t_1 = t_2$. So $\sin t_1 = \sin t_2$.",
    r"On veut $t_1 = t_2$. Donc $\sin t_1 = \sin t_2$.",
    r"Wir wollen $t_1 = t_2$. Dann $\sin t_1 = \sin t_2$.",
    r"Queremos $t_1 = t_2$. Entonces $\sin t_1 = \sin t_2$.",
    r"我们希望 $t_1 = t_2$。所以 $\sin t_1 = \sin t_2$。",
    r"Suppose $t_1 = t_2 + 2\pi$. Then $\sin t_1 = \sin t_2$ and $t_1 = t_2$.",
])
def test_what_goes_on_from_a_supposition_is_never_wrong(text):
    """A sentence that goes on from a goal or a hypothesis ("So", "Donc", "Dann", "Entonces", "所以") rests on it."""
    assert "w" not in "".join(step.status[0] for step in check_writeup(PARTS["position-distinct"], text).steps)


CLAIM_WORDS = re.compile(r"\b(?:is_goal|is_hypothesis|is_negated|is_necessary_condition|premise_of_implication|"
                         r"implied_by_previous|is_concluded)\(")


def test_one_owner_of_asserted():
    """No module but language/claims.py (and statements.py, where the words are read) asks the words whether a
    statement is claimed."""
    found = sorted(str(path.relative_to(PACKAGE)) for path in PACKAGE.rglob("*.py")
                   if CLAIM_WORDS.search(path.read_text(encoding="utf-8")))
    assert found == ["language/claims.py", "language/statements.py"]


@pytest.mark.parametrize("text, adds", [
    ("Adding u_d to x_2 gives $x_2 = u_a + u_d$.", True),
    ("Sumando u_c a x_2: $x_2 = u_a + u_c$.", True),
    # adding up the terms of a sum is arithmetic, no change of the setting (red team 56)
    ("Sumando todas las exponenciales: $\\sum_l e^{k_l q} = e^t + n - 1$.", False),
    ("Adding all the exponentials, $Z = 2e^t + n - 2$.", False),
    ("En additionnant toutes les exponentielles, $Z = 2e^t + n - 2$.", False),
])
def test_adding_up_a_sum_changes_no_setting(text, adds):
    """'adding u_d' changes the input; 'adding all the exponentials' sums a sum's terms."""
    document = read_document(text)
    readings = read_claims(document.text, document.statements)
    assert readings[document.statements[-1]].adds is adds
