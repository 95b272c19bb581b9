"""Formulas said in words: a formula with no relation of its own, set in prose ("q₁ = u_c has product 2β² with k₃",
"the logits are t(1+η) and t", "‖Φ(t)‖ grows with t", "the conditional variance is ⅛‖v_a − v_b‖²").

Such a formula is half of a statement whose relation is said in words. Unless a reader of those words took it (a
claim about the output, a verb's object, a probability in words), nobody read what it claims, and a verdict of
`correct` must not rest on it (the certified contract). A name alone (k₃, q_1, \\beta), a number alone (0, 0.92, 10⁴)
and a part's label ((i), 1(c)) say no value and are not formulas here.
"""

import re
from dataclasses import dataclass

from symattn.language.document import PROSE_WORD, RELATION_MARK, Document, math_word

# what makes a run of prose a formula: an operator, a power, a root, a norm, a sum, a bracket after a name (a call
# or a product), a number before a name (2β)
FORMULA_MARK = re.compile(r"[+*/^·×−∑Σ∏√‖²³⁴⁵⁶⁷⁸⁹⁻]|\\(?:frac|tfrac|dfrac|sqrt|sum|cdot|times|left|\|)|(?<=[^\W\d_])\("
                          r"|\d\s*[^\W\d_]|(?<=[\w)])\s*-\s*(?=[\w(])")
# a name alone: a letter (Latin or Greek, or a TeX command) with an index or a power of digits, primes, marks
LONE_NAME = re.compile(r"^(?:\\[A-Za-z]+|[^\W\d_])(?:_?\{?[\w,]{1,3}\}?|[₀-₉ₐ-ₜ]+)?(?:\^?\{?[⊤T′']\}?)?[′']*$")
LONE_NUMBER = re.compile(r"^[−-]?\d+(?:[.,]\d+)?(?:[eE][−+-]?\d+|\s*[·×]\s*10\^?\{?[−-]?\d+\}?|\^\{?[−-]?\d+\}?"
                         r"|[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)?\s*%?$")
LABEL = re.compile(r"^\(?\d?[a-h]?\)?\(?(?:i{1,3}|iv|vi?|[a-h]|\d{1,2})\)?$|^\d?[a-h]-(?:i{1,3}|iv)$")
EDGE = ".,;:!?\"'“”«»„、，。；：！？—–-* \t\n"


@dataclass(frozen=True)
class BareFormula:
    text: str
    start: int
    end: int


def bare_formulas(document: Document) -> tuple:
    """(BareFormula, …): each formula of the document that has no relation of its own and stands in prose, in order."""
    found = [BareFormula(st.text, st.offset, st.offset + len(st.text)) for st in document.statements
             if _is_formula(st.text) and not _has_relation(st.text)]
    spans = [(st.offset, st.offset + len(st.text)) for st in document.statements]
    for piece in document.prose:
        start = 0
        for word in list(PROSE_WORD.finditer(piece.text)) + [None]:
            if word is not None and math_word(piece.text, word):
                continue
            end = word.start() if word is not None else len(piece.text)
            segment = piece.text[start:end]
            stripped = _trimmed(segment)
            at = piece.offset + start + (segment.find(stripped) if stripped else 0)
            if stripped and _is_formula(stripped) and not _has_relation(stripped) and \
                    not any(a <= at < b for a, b in spans):
                found.append(BareFormula(stripped, at, at + len(stripped)))
            start = word.end() if word is not None else len(piece.text)
    return tuple(sorted(found, key=lambda f: f.start))


# a relation in any spelling, \approx0 included (no word boundary after a command before a digit)
_COMMAND_RELATION = re.compile(r"\\(?:to|in|approx|gg|ll|le|ge|leq|geq|sim|simeq|rightarrow|ne|neq|lt|gt)(?![A-Za-z])")


def _has_relation(text: str) -> bool:
    """A relation at the top level: the one inside "P(c ≈ v_a)" is its event's, and the formula still says no
    value of its own ("P(c ≈ v_a) is smaller than 0.5": the relation is said in words)."""
    top = _top_level(text)
    return RELATION_MARK.search(top) is not None or _COMMAND_RELATION.search(top) is not None


def _top_level(text: str) -> str:
    """The text with what brackets hold blanked; a bracket around the whole text ("(Var α_a → 1/4)") holds it all, and
    is taken off first."""
    text = text.strip()
    while len(text) > 1 and text[0] in "([{" and _closes_at_end(text):
        text = text[1:-1].strip()
    depth, kept = 0, []
    for ch in text:
        depth -= ch in ")]}"
        kept.append(ch if depth <= 0 else " ")
        depth += ch in "([{"
    return "".join(kept)


def _closes_at_end(text: str) -> bool:
    """Whether the bracket that opens the text is the one that closes it."""
    depth = 0
    for i, ch in enumerate(text):
        depth += (ch in "([{") - (ch in ")]}")
        if depth == 0:
            return i == len(text) - 1
    return False


def _trimmed(text: str) -> str:
    """The text without the punctuation of the prose around it, and without a bracket it does not close or open."""
    while True:
        text = text.strip(EDGE)
        if not text:
            return text
        if text[0] in "([{" and _depth(text) > 0 or text[0] in ")]}":
            text = text[1:]
        elif text[-1] in ")]}" and _depth(text) < 0 or text[-1] in "([{":
            text = text[:-1]
        else:
            return text


def _depth(text: str) -> int:
    return sum(text.count(c) for c in "([{") - sum(text.count(c) for c in ")]}")


def _is_formula(text: str) -> bool:
    text = _trimmed(text.replace("$", ""))
    if not text or not re.search(r"[^\W_]", text) or LONE_NAME.match(text) or LONE_NUMBER.match(text) or \
            LABEL.match(text):
        return False
    return FORMULA_MARK.search(text) is not None


def unread_formulas(document: Document, read: tuple = ()) -> tuple:
    """The bare formulas that no reader took (`read`: the (start, end) ranges readers took), in order."""
    return tuple(f for f in bare_formulas(document) if not any(a <= f.start < b for a, b in read))
