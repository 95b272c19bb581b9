"""Statements said in an example: "Example n = 10, t = 5: α_a ≈ 0.4869", "for example, with t = 5, α_a ≈ 0.49".

An example is an instance the write-up asserts at its own values, yet its words mark the statements after them as
not the write-up's general claim (the lexicon's HYPOTHESIS reads "e.g.", "for example", so that "the scale must be
large, e.g. q = 100(k_a + k_b)" is not graded as the answer). Nobody checks them there, so a `correct` must not rest
on them: grading sends a write-up whose example is not read to a person, with the example quoted.
"""

import re

from symattn.language import lexicon
from symattn.language.statements import sentence_until


# a name given a number: the instance an example is taken at
INSTANCE_VALUE = re.compile(r"^\s*\\?[^\W\d_]+(?:_\{?\w+\}?|[₀-₉]+)?\s*(?:=|≥|≤|>|<|\\ge|\\le|\\geq|\\leq)\s*"
                            r"[−-]?\d+(?:[.,]\d+)?\s*$")


def unread_example(text: str, statements: tuple, claims) -> object:
    """The first statement said in an example that the write-up's mood reading does not claim, or None."""
    for statement in statements:
        if claims[statement].asserted or INSTANCE_VALUE.match(statement.text) or \
                not any(mark in statement.text for mark in "=<>≈≤≥→") and "\\" not in statement.text:
            continue  # "e.g. t = 20", "Example n = 10": the example's own values, which claim nothing
        if lexicon.said(sentence_until(text, statements, statement), "EXAMPLE"):
            return statement
    return None
