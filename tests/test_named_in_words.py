"""Names a write-up gives the attention weights in words (language/named_in_words.py), and the steps in them."""

import pytest

from symattn.language.named_in_words import weights_named_in_words
from tests.conftest import step_statuses


@pytest.mark.parametrize("text, named", [
    ("and denote the softmax weights by $p_i$.", ("p_i",)),
    ("Let $w_j$ be the attention weights.", ("w_j",)),
    ("write $s_i$ for the weights", ("s_i",)),
    ("notons $p_i$ les poids.", ("p_i",)),
    ("bezeichne mit $p_i$ die Gewichte.", ("p_i",)),
    ("denotemos por $p_i$ los pesos.", ("p_i",)),
    (r"Let $k_i = \mu_i + g_i$ with $g_i$ independent, and denote the softmax weights by $p_i$.", ("p_i",)),
    # not a naming: other words between, a relation, the problem's own vectors, no verb that names
    ("the weights are large and $p_i$ is small", ()),
    ("denote the weights of the other keys by $p_i$", ()),
    ("Let $k_i$ be the weights.", ()),
    ("Let $w_j = 3$ be the weights", ()),
    ("the weights $p_i$ sum to one", ()),
])
def test_a_name_given_to_the_weights(text, named):
    assert tuple(name for _, name, _ in weights_named_in_words(text)) == named


@pytest.mark.parametrize("part, text, expected", [
    ("single-head", r"With $q = t(\mu_a+\mu_b)$, denote the softmax weights by $p_i$. Then $p_a \to \frac12$.", "sv"),
    ("average", r"Let $w_j$ be the attention weights and $q = t(k_a+k_b)$. Then $w_a \to \frac12$.", "sv"),
    # slips in the named weights are found
    ("single-head", r"With $q = t(\mu_a+\mu_b)$, denote the softmax weights by $p_i$. Then $p_a \to 1$.", "sw"),
    ("average", r"On prend $q = t(k_a+k_b)$ et notons $p_i$ les poids. Alors $p_a \to 1$.", "sw"),
])
def test_steps_in_the_named_weights(part, text, expected):
    assert step_statuses(part, text) == expected
