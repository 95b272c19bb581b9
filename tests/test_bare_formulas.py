"""Formulas said in words, with no relation of their own: found, so that no verdict rests on them unread."""

import pytest

from symattn.language.bare_formulas import bare_formulas, unread_formulas
from symattn.language.document import read_document


def found(text: str) -> list:
    return [formula.text for formula in bare_formulas(read_document(text))]


@pytest.mark.parametrize("text, expected", [
    ("q₁ = u_c ha prodotto 2β² con k₃ = u_c + u_b", ["2β²"]),
    ("The conditional variance of c is ⅛‖v_a − v_b‖², half that of the single head.", ["⅛‖v_a − v_b‖²"]),
    ("In particular ‖Φ(t)‖ grows with t.", ["‖Φ(t)‖"]),
    (r"Head 1: score $t(1+\eta)$ for $a$.", [r"t(1+\eta)"]),
    ("taking both heads equal would also average out to ½(v_a + v_b), since …", ["½(v_a + v_b)"]),
    # a relation inside brackets is its event's: the formula's own relation is said in words
    ("but P(c≈v_a) is smaller than 0.5", ["P(c≈v_a)"]),
    ("so Pr(η > 0) is about one half", ["Pr(η > 0)"]),
    # a name, a number, a label, a LaTeX environment's star, a relation: no formula said in words
    ("the score of k₃ is large for q_1", []),
    ("with probability 0.92 in 10⁴ trials", []),
    ("where t is at least 1e-2, or 10^6, or 2·10^{-3}", []),
    ("as in (i) and 1(c), see c-i", []),
    ("\\begin{align*} q &= t k_j \\end{align*}", []),
    ("so k_a^T q = t and α_a → 1", []),
    (r"Head 2: $k_a^\top q_2\approx0$.", []),
])
def test_a_formula_said_in_words(text, expected):
    """A formula with an operator, a power, a norm or a call, standing in prose without a relation."""
    assert found(text) == expected


@pytest.mark.parametrize("text, read, expected", [
    ("the output tends to ½(v_a + v_b) here", (), "½(v_a + v_b)"),
    ("the output tends to ½(v_a + v_b) here", ((20, 40),), None),
    ("nothing but words", (), None),
])
def test_an_unread_formula(text, read, expected):
    """The first formula said in words that no reader took (the ranges readers took are given)."""
    said = unread_formulas(read_document(text), read)
    assert (said[0].text if said else None) == expected
