"""A PDF's text of a derivation, with the subscripts its layout dropped put back where math stands next to them."""

import pytest

from symattn.grading.answer import vocabulary_of
from symattn.grading.repair import restored_from_a_page
from symattn.spec.catalogue import by_name, load_parts

PARTS = by_name(load_parts([]))


def restored(part: str, text: str) -> str:
    families, indices = vocabulary_of(PARTS[part])
    answers = {name.partition("_")[0] for name in PARTS[part].rubric.answers}
    return restored_from_a_page(text, families, indices, answers)


@pytest.mark.parametrize("part, text, expected", [
    ("single-head-noise", "c ≈ va when η > 0 and c ≈ vb when η < 0.", "c ≈ v_{a} when η > 0 and c ≈ v_{b} when η < 0."),
    ("single-head-noise", "ka ≈ (1 + η)μa with η ∼ N (0, 1/2)", "k_{a} ≈ (1 + η)μ_a  with η ∼ N (0, 1/2)"),
    ("multi-head-noise", "so that c1 ≈ va and c2 ≈ vb", "so that c1 ≈ v_{a} and c2 ≈ v_{b}"),  # c1 reads c_1
    ("kqv-plain", "so c2 ≈ ua, as x2⊤x2 = β2", "so c_{2} ≈ u_{a}, as x_{2}⊤x_{2} = β2"),
    # between words, a run is a word ("la salida c va a ser"), and a stacked fraction is not guessed
    ("single-head-noise", "la salida c va a ser va", "la salida c va a ser va"),
    ("single-head-noise", "Head 1 only compares ka against keys", "Head 1 only compares ka against keys"),
    ("average", "αa = et 2et + n - 2 ≈ 1 2", "αa = et 2et + n - 2 ≈ 1 2"),
])
def test_subscripts_a_pdf_dropped(part, text, expected):
    """va, ka, c1 next to a relation are v_a, k_a, c_1; next to words they stay as written."""
    assert restored(part, text) == expected
