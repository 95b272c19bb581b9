"""Orthogonality said in words of vectors the write-up lists: "x_1, x_2 and x_3 are mutually orthogonal" claims
x_iᵀx_j = 0 for every pair (and, for "orthonormal", unit norms). The words are the lexicon's (ORTHOGONAL_CLAIM,
lexicon/orthogonal_words.py); the vectors are the names written right before them, joined by commas or "and". What
it claims is grading's to check (grading/certified.py); said of words ("the keys are orthonormal"), it is nothing here.
"""

import re
from dataclasses import dataclass

from symattn.language import lexicon
from symattn.language.document import Document

# a vector's name as written: x_1, u_{a}, $x_2$, x₁, \mu_a, μ_b
_NAME = r"\$?(?:\\[A-Za-z]+|[A-Za-zα-ω])(?:_\{?[0-9a-z]\}?|[₀-₉])\$?"
_JOINT = r"\s*(?:,|\band\b|\bet\b|\bund\b|\by\b|\be\b|\bи\b|和|与|、|，|と|과|와)\s*"
_LISTED = re.compile(rf"({_NAME}(?:{_JOINT}{_NAME})+)\s*(?:\S+\s*){{0,2}}$")


@dataclass(frozen=True)
class OrthogonalitySaid:
    names: tuple  # the names as written, in order ("x_1", "x_2", "x_3")
    unit: bool  # "orthonormal": unit norms claimed too
    start: int  # where the list starts
    end: int  # where the words end


def orthogonality_said(document: Document) -> tuple:
    """(OrthogonalitySaid, …) of each list of two or more written vectors said to be orthogonal."""
    text, found = document.text, []
    for match in lexicon.scan(text, "ORTHOGONAL_CLAIM"):
        before = text[max(0, match.start - 80):match.start]
        listed = _LISTED.search(before)
        if listed is None:
            continue
        names = tuple(re.sub(r"[$\s{}]", "", name) for name in re.findall(_NAME, listed.group(1)))
        start = match.start - len(before) + listed.start(1)
        unit = "norm" in text[match.start:match.end].lower()
        found.append(OrthogonalitySaid(names, unit, start, match.end))
    return tuple(found)
