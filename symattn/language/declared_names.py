"""Names a write-up introduces in words as numbers of a kind the problem has: "for two positions s ≠ t", "für zwei
Positionen s und t", "pour des entiers m, n". Such a name is a number of the write-up's own (a position, an integer),
not a function nor something left unread, so a step in it is checked for every value it may take.
"""

import re
from functools import lru_cache

from symattn.language import lexicon

# after the noun: letters (with an index) joined by a comma, "and", "≠": s ≠ t, $m, n$, s und t
NAME = r"\$?\s*(?<![A-Za-z])([A-Za-z](?:_\{?[A-Za-z0-9]+\}?|[₀-₉]+)?)(?![A-Za-z(])\s*\$?"
JOINT = r"\s*(?:,|≠|\\neq?|\band\b|\bund\b|\bet\b|\by\b|\be\b|\bи\b|和)\s*"
NAMED_AFTER = re.compile(rf"^\s*{NAME}(?:{JOINT}{NAME})*")
REACH = 40  # characters after the noun where its names are written


@lru_cache(maxsize=256)
def names_declared_in_words(text: str) -> tuple:
    """((name, offset of the noun), …) in reading order."""
    found = []
    for match in lexicon.scan(text, "NUMBER_NOUN"):
        after = NAMED_AFTER.match(text[match.end:match.end + REACH])
        if after is None:
            continue
        names = re.findall(NAME, after.group(0))
        found.extend((_key(name), match.start) for name in names)
    return tuple(found)


def _key(name: str) -> str:
    """s, t_1, t₁ as the notation keys them (t_1)."""
    name = name.translate(str.maketrans("₀₁₂₃₄₅₆₇₈₉", "0123456789"))
    base, _, sub = name.partition("_")
    if not sub and len(base) > 1:
        base, sub = base[0], base[1:]
    return f"{base}_{sub.strip('{}')}" if sub else base
