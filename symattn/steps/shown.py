"""Values in a reason, as a student reads them: e^β/(2e^β + n − 2), not exp(beta)/(n + 2*exp(beta) - 2)."""

import re

from sympy import sstr

from symattn.notation.vocabulary import GREEK_LETTERS, greek_character

GREEK = {name: greek_character(name) for name in GREEK_LETTERS if name.islower()}
GREEK_WORD = re.compile(r"(?<![A-Za-z])(" + "|".join(sorted(GREEK, key=len, reverse=True)) + r")(?![A-Za-z])")


def plain(expr) -> str:
    """A sympy value in plain Unicode math."""
    return plain_text(sstr(expr) if hasattr(expr, "free_symbols") else str(expr))


def plain_text(text: str) -> str:
    text = text.replace("**", "^").replace("oo", "∞")
    text = re.sub(r"exp\(([A-Za-z_0-9]+)\)", r"e^\1", text)
    text = text.replace("exp(", "e^(")
    text = re.sub(r"(?<![\^\d.])(\d+)\*(?=[A-Za-z(])", r"\1", text)
    text = text.replace("*", "·").replace(" - ", " − ").replace("sum_(i not in {a,b})", "Σ_{i∉{a,b}}")
    return GREEK_WORD.sub(lambda m: GREEK[m.group(1)], text)
