"""A direction: where one statement says a scale goes (t → ∞, t = 5, t ∈ (0, 1), "t small"), and how a scale's
name is found in text. The readers of math (math_directions.py) and of words (word_directions.py) make these;
directions.py chooses one per scale.
"""

import re
from dataclasses import dataclass
from functools import lru_cache

from symattn.errors import MeaningError
from symattn.notation.vocabulary import GREEK_LETTERS

PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO = "+∞", "−∞", "0⁺", "0⁻", "0"
VALUE, RANGE, POSITIVE, NEGATIVE, LARGE_MAGNITUDE = "value", "range", "positive", "negative", "large magnitude"
# said about a scale, but not in a form read here (t ∈ ]0,1[, t \not\to ∞, "t not large"): never the +∞ default
UNREAD = "unread"
SIZE_INF = "|∞|"  # |t| → ∞ (t² → ∞): +∞ or −∞ by the sign said or assumed
LIMITS = (PLUS_INF, MINUS_INF, ZERO_PLUS, ZERO_MINUS, ZERO)
BOUNDED_SPAN = 1000  # a range bounded on one side only is checked this far out


@dataclass(frozen=True)
class Direction:
    kind: str  # one of LIMITS, VALUE, RANGE, POSITIVE, NEGATIVE, LARGE_MAGNITUDE
    position: int
    source: str
    value: object = None  # the fixed value; for a range, (low, high)
    stated_in_words: bool = False
    tier: int = 0  # said outright (0), in passing (1), in a hypothesis (2), both (3): the lowest tier counts
    limit: bool = False  # said as a limit (s → 1), not as a value (s = 1)

    def describe(self, name: str) -> str:
        if self.kind == VALUE:
            return f"{name} = {self.value}"
        if self.kind == RANGE:
            low, high = self.value
            return f"{name} between {low} and {high}" if low is not None and high is not None else \
                f"{name} ≥ {low}" if low is not None else f"{name} ≤ {high}" if high is not None else f"{name} bounded"
        if self.kind in (POSITIVE, NEGATIVE):
            return f"{name} {'> 0' if self.kind == POSITIVE else '< 0'}"
        return f"{name} → {self.kind}"


class Contradiction(MeaningError):
    """A scale is sent two ways at once."""

    def __init__(self, symbol, first: Direction, second: Direction):
        self.position = min(first.position, second.position)
        super().__init__(f"at characters {first.position + 1} and {second.position + 1}: "
                         f"{first.describe(str(symbol))} and {second.describe(str(symbol))} contradict each other")


@lru_cache(maxsize=256)  # asked for each statement and word of an answer, for the same few names
def mention_pattern(name: str):
    base, _, sub = name.partition("_")
    forms = [rf"\\(?:var)?{base}(?![A-Za-z])", rf"(?<![A-Za-z\\_^'’]){base}(?![A-Za-z])"]
    if base in GREEK_LETTERS:
        forms.append("|".join(GREEK_LETTERS[base]))
    head = "(?:" + "|".join(forms) + ")"
    if not sub:
        return re.compile(head)
    # λ_1, λ_{1}, and λ₁ with a Unicode subscript digit
    written = rf"\s*_\s*\{{?{re.escape(sub)}\}}?"
    if sub.isdigit():
        written = f"(?:{written}|{''.join(SUBSCRIPT_DIGITS[int(c)] for c in sub)})"
    return re.compile(head + written + r"(?![0-9₀-₉])")


SUBSCRIPT_DIGITS = "₀₁₂₃₄₅₆₇₈₉"
