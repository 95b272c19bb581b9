"""Statements said of another part of the problem ("In (i), …") are read as that part's, not as claims of this one."""

import pytest

from symattn.language.other_parts import said_of_another_part, said_of_another_part_after
from symattn.spec.catalogue import load_parts
from symattn.steps.check import check_writeup

PARTS = {p.id: p for p in load_parts([])}


@pytest.mark.parametrize("words, expected", [
    ("In (i), ", "In (i)"),
    ("Unlike part (c)(i) where ", "Unlike part (c)(i)"),
    ("Dans (i), ", "Dans (i)"),
    ("在 (i) 中，", "在 (i) 中"),
    ("As we saw, (i) gave ", "(i) gave"),
    ("Im Teil (b) ", "Im Teil (b)"),
    # a relative clause that describes the part named
    ("Compared with 1(c)(ii), where c was ", "1(c)(ii), where"),
    ("Contrairement à (i), où ", "Contrairement à (i)"),
    ("Verglichen mit (ii), wo ", "(ii), wo"),
    # "whereas", "sowie" end with "as", "wie" and are no "as in (i)"
    ("with high variance, whereas in (i) it was always ", "in (i)"),
    ("c jumps, whereas in part (i) the variance was ", "in part (i)"),
    ("sowie in (i) ", "in (i)"),
    # a contrast, a semicolon or words that come back to this part end the reference
    ("In (i), it tends to 0, but ", None),
    ("In (i) Var → 0; ", None),
    ("In (i) it did; here ", None),
    # another part's result brought into this one
    ("ok so with q from (i), ", None),
    ("head 2 is exactly as in part (i): ", None),
    ("genau wie in (b) ", None),
    ("用 (i) 中的 q = t(μ_a+μ_b)，得分 ", None),  # using the q of (i)
    ("Like in part (d)(i), ", None),
    # a result recalled: that part's
    ("As we saw in part (i), ", "in part (i)"),
    ("comme vu dans (i), ", "dans (i)"),
    # an equation's number, an index, a list of our own: no part
    ("we use the lemma (1) and ", None),
    ("For i = 1 ", None),
    ("the weights (i.e. ", None),
    # a function's bracket is no label
    ("puis ReLU(PA) = P ReLU(A) donne ", None),
    ("so f(a) gives ", None),
])
def test_a_reference_to_another_part(words, expected):
    """A part's label after a word that places what follows in it, or before a verb reporting its result."""
    assert said_of_another_part(words) == expected


@pytest.mark.parametrize("words, expected", [
    (" in (i), but here", "in (i)"),
    (" in c-i)", "in c-i"),
    (" dans la partie (i).", "dans la partie (i)"),
    (" im Teil 1c-ii", "im Teil 1c-ii"),
    (" for every t in (0, 1)", None),
    (", which is small", None),
    (" in c-index terms", None),
])
def test_a_reference_to_another_part_after(words, expected):
    """"(vs ~0 in c-i)", "→ 0 in (i)": a part's label right after the statement places it in that part."""
    assert said_of_another_part_after(words) == expected


@pytest.mark.parametrize("part, text, expected", [
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$, $t \to \infty$: in (i), $\operatorname{Var}(\alpha_a) \to 0$, "
                          r"but here $\operatorname{Var}(\alpha_a) \to \frac{1}{4}$.", ["skipped", "valid"]),
    ("single-head", r"Take $q = t(\mu_a + \mu_b)$. Dans (b), $k_a^\top q = t$ exactement.", ["skipped"]),
    ("single-head-noise", r"With $q = t(\mu_a + \mu_b)$: $\operatorname{Var}(\alpha_a) \to 0$ in c-i, but here "
                          r"$\operatorname{Var}(\alpha_a) \to \frac14$.", ["skipped", "valid"]),
])
def test_a_step_said_of_another_part_is_not_claimed(part, text, expected):
    """check reads a statement said of another part as no claim of this one, with the reference before or after it."""
    steps = [step for step in check_writeup(PARTS[part], text).steps if "Var" in step.left or "k_" in step.left]
    assert [step.status.value for step in steps] == expected
    assert all("another part" in step.reason for step in steps if step.status.value == "skipped")


@pytest.mark.parametrize("part, text, expected", [
    ("multi-head-noise", r"Let $q_2 = t\mu_b$. So head 2 is exactly as in part (i): $c_2 \to v_b$.", "valid"),
    ("multi-head-noise", r"Let $q_2 = t\mu_b$. Head 2 behaves as in part (d)(i): $c_2 \to v_b$.", "valid"),
    ("multi-head-noise", r"Let $q_2 = t\mu_b$. Head 2 works just like in part (i), so $c_2 \to v_b$.", "valid"),
    # a result recalled, or said after "as in part (i)" with no subject of this part: that part's, not judged here
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$. As we saw in part (i), $\operatorname{Var}(\alpha_a) \to 0$, "
                          r"but here it is $\tfrac14$.", "skipped"),
    ("single-head-noise", r"Let $q = t(\mu_a+\mu_b)$. As in part (i), $c \to \frac12(v_a + v_b)$.", "skipped"),
])
def test_a_step_said_like_another_parts_is_claimed(part, text, expected):
    """"Head 2 is exactly as in part (i): c_2 → v_b" says this part's head is like that one: a claim, judged."""
    step = next(step for step in check_writeup(PARTS[part], text).steps if step.left.startswith(("c", "\\operatorname")))
    assert step.status.value == expected
