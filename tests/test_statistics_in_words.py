"""A statistic given a value in words ("η has standard deviation ½"): a claim no step reads, found for review."""

import pytest

from symattn.language.document import read_document
from symattn.language.mentions import statistics_in_words


@pytest.mark.parametrize("text, expected", [
    (r"Here $\eta$ has standard deviation $\frac{1}{2}$.", [("standard deviation", r"\frac{1}{2}")]),
    (r"The noise, with variance $0.5$, stretches $k_a$.", [("variance", "0.5")]),
    (r"La variance de $\eta$ vaut $\frac12$.", [("variance", r"\frac12")]),
    (r"$\eta$ 的标准差为 $\frac{1}{\sqrt2}$。", [("标准差", r"\frac{1}{\sqrt2}")]),
    # a formula with its own relation is a step, checked as one
    (r"The variance $\operatorname{Var}(\alpha_a) \to \frac14$.", []),
    # no number in the value, a value in the next sentence, a statistic with no value: nothing said of it
    (r"The mean is $\mu_a$.", []),
    (r"The variance is large. So $c \to v_a$ when $\eta > 1$.", []),
    (r"The variance of $c$ is large.", []),
    # a conclusion in words ("the variance tends to 0") is the rubric's to read
    (r"So the variance tends to $0$.", []),
])
def test_a_statistic_given_a_value_in_words(text, expected):
    found = statistics_in_words(read_document(text))
    assert [(said.words, said.formula) for said in found] == expected
