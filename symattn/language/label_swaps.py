"""Two of the problem's labels exchanged in words: "the same with a and b swapped", "Same with $c$ instead of $d$",
"Kopf 2 analog mit b statt a", "en échangeant c et d". The steps after those words, to their sentence's end, are
said with the exchange applied, to the setting or to the step as written, and which of the two is not read: a step
there is judged in neither reading. A step before the words in their sentence is said as written.
"""

import re
from functools import lru_cache

from symattn.language import lexicon
from symattn.language.sentences import sentence_end

# one label, alone: a letter or a digit, in or out of dollars ("$c$", "c", "$1$")
_LABEL = r"\$?\s*\\?(?:[A-Za-z]|\d)\s*\$?"
LABEL_BEFORE = re.compile(rf"(?<![\w\\]){_LABEL}\s*$")
LABEL_AFTER = re.compile(rf"^\s*{_LABEL}(?![\w])")
# two labels joined: "a and b", "c und d", "a et b", "a y b", "a e b", "a 和 b", "a, b"
LABEL_PAIR = re.compile(rf"(?<![\w\\]){_LABEL}\s*(?:,|and|und|et|y|e|и|和|与|と)\s*{_LABEL}(?![\w])")
PAIR_REACH = 40  # characters on either side of a swap word where its two labels stand


@lru_cache(maxsize=8)  # asked for every step of a write-up
def swapped_sentences(text: str) -> tuple:
    """(start, end) of each exchange of two labels said in words, from its words to its sentence's end."""
    found = []
    for match in lexicon.scan(text, "LABELS_SWAPPED", "LABEL_INSTEAD"):
        if match.concept == "LABEL_INSTEAD":
            window = max(0, match.start - 12)
            before = LABEL_BEFORE.search(text[window:match.start])
            exchanged = before and LABEL_AFTER.match(text[match.end:match.end + 12])
            start = window + before.start() if exchanged else None
        else:
            pair = LABEL_PAIR.search(text, max(0, match.start - PAIR_REACH), match.end + PAIR_REACH)
            start = min(pair.start(), match.start) if pair else None
        if start is not None:
            # from the words on: a step before them in their sentence ("α_a → 1, and α_b is the same with b instead
            # of a") is said as written
            found.append((start, sentence_end(text, match.start)))
    return tuple(found)
