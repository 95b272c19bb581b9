"""A one-word phrase that is another language's word where it stands: Italian "si" before its verb ("si ha", "si
comporta") and French "se" before its verb ("se répartit") are no "if"; elsewhere they are."""

import pytest

from symattn.language.document import read_document


@pytest.mark.parametrize("text, mood", [
    ("α_a si comporta come una Bernoulli, quindi Var(α_a) → 1/4", "committed"),
    ("si ottiene c → v_a", "committed"),
    ("l'attention se répartit également, donc c → ½(v_a + v_b)", "committed"),
    ("la sortie se comporte comme v_a : c → v_a", "committed"),
    ("a atenção se divide igualmente, logo c → ½(v_a + v_b)", "committed"),
    ("aplicando ReLU(PA) = P ReLU(A) se obtiene Z_perm = PZ", "committed"),
    ("por lo tanto se cumple c → ½(v_a + v_b)", "committed"),
    ("de ahí se sigue que α_a → 1", "committed"),
    ("et on en déduit que, comme P𝟏 = 𝟏, se vérifie Z' = PZ", "committed"),
    # the word as "if" in its own language
    ("si t est grand, c → v_a", "hypothetical"),
    ("se t è grande, c → v_a", "hypothetical"),
    ("se η > 0, c → v_a", "hypothetical"),
])
def test_a_homograph_before_its_verb_is_no_if(text, mood):
    """The last statement's mood: "if" makes it hypothetical, the pronoun before a verb does not."""
    assert read_document(text).statements[-1].mood == mood
