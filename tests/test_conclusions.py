"""A conclusion in words counts only where the write-up asserts it of the part being answered."""

import pytest

from symattn.language.conclusions import asserted_conclusions

SPREAD = ("LARGE_SPREAD", "SMALL_SPREAD")


@pytest.mark.parametrize("text, expected", [
    # asserted of this part
    ("So c has a small variance.", ["small variance"]),
    ("Head 1 still feels the noise, so c still has high variance.", ["high variance"]),
    ("c 的方差很小。", ["方差很小"]),
    ("c has a small variance, as in (i).", ["small variance"]),
    ("It is not stable, so c is noisy.", ["not stable"]),
    # negated in its clause
    ("Two different positions never share an embedding.", []),
    ("No two distinct positions share an embedding.", []),
    ("Por tanto no pueden ser iguales.", []),
    ("所以两个位置不可能相同。", []),
    # what the answer turns away from
    ("So instead of a stable ½(v_a+v_b), c lands near v_a or v_b.", []),
    ("High variance in c, vs. essentially zero variance in (i).", ["High variance"]),
    ("c 在 v_a 和 v_b 之间来回跳动，而不是稳定在中点。", []),
    ("Die Varianz ist groß, statt dass c stabil bleibt.", []),
    # said of another part
    ("Hence c is bimodal, far from the near-zero variance of part (i).", []),
    ("In (i), c is stable; here it is not.", []),
])
def test_asserted_conclusions(text, expected):
    """Negated, turned from, or placed in another part: not the write-up's conclusion."""
    found = asserted_conclusions(text, SPREAD + ("CAN_COINCIDE",))
    assert [text[m.start:m.end] for m in found] == expected
