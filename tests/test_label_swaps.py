"""Two of the problem's labels exchanged in words: from the words that say it to their sentence's end."""

import pytest

from symattn.language.label_swaps import swapped_sentences


@pytest.mark.parametrize("text, said", [
    ("Then c_2 → u_a + u_d. Same with $c$ and $d$ swapped: $c_2 \\to u_a + u_c$.", "$c$ and $d$ swapped: "
                                                                                  "$c_2 \\to u_a + u_c$."),
    ("Kopf 2 analog mit b statt a: c_2 → v_b.", "b statt a: c_2 → v_b."),
    ("Then α_a → 1; the same with a and b swapped: α_b → 1.", "a and b swapped: α_b → 1."),
    ("En échangeant c et d : c_2 → u_a + u_c.", "échangeant c et d : c_2 → u_a + u_c."),
    ("Con $c$ en lugar de $d$: $c_2 \\to u_a + u_c$.", "$c$ en lugar de $d$: $c_2 \\to u_a + u_c$."),
    # a step before the words is said as written
    ("So α_a → 1, and α_b is the same with b instead of a.", "b instead of a."),
    # an exchange of no two labels: a contrast ("instead of the average"), rows a matrix swaps
    ("c → v_a instead of the average.", None),
    ("The permutation exchanges the rows, so PX ≠ X.", None),
    ("c → v_a statt ½(v_a + v_b).", None),
])
def test_an_exchange_of_two_labels_said_in_words(text, said):
    """"a and b swapped", "c instead of d", "b statt a": from the words on; a contrast of values is no exchange."""
    found = swapped_sentences(text)
    assert (text[found[0][0]:found[0][1]].strip() if found else None) == (said.strip() if said else None)
