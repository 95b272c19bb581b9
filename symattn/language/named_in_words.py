"""Names a write-up gives in words to the attention weights: "denote the softmax weights by $p_i$", "let $w_j$ be the
attention weights", "notons $p_i$ les poids", "bezeichne mit $p_i$ die Gewichte".

A name with an index, a verb that names (the lexicon's NAMING) and the weights' noun (WEIGHT_NOUN) in one clause,
with nothing between them but the few words that join such a phrase ("the", "by", "for", "be", "les", "mit", …),
give the definition `p_i = \\alpha_i`: (where it is said, the name, the definition's text).
"""

import re
from functools import lru_cache

from symattn.language import lexicon

NAME = re.compile(r"\$?\s*(?<![A-Za-z\\])([A-Za-z])_\{?([ijklmn])\}?(?![A-Za-z0-9])\s*\$?")
# the words that join the phrase's three parts, in the languages whose NAMING the lexicon has
JOINING = frozenset("the our by for be as to of les le la par mit die der den los las por con de".split())
REACH = 80  # characters of the clause around the noun


@lru_cache(maxsize=256)
def weights_named_in_words(text: str) -> tuple:
    """((offset, name, definition text), …) in reading order."""
    found = []
    for noun in lexicon.scan(text, "WEIGHT_NOUN"):
        start, end = max(0, noun.start - REACH), min(len(text), noun.end + REACH)
        clause = re.split(r"[.;:!?\n]", text[start:noun.start])[-1]
        clause_start = noun.start - len(clause)
        after = re.split(r"[.;:!?\n]|,", text[noun.end:end])[0]
        window = (clause_start, noun.end + len(after))
        verbs = [(m.start + window[0], m.end + window[0]) for m in lexicon.scan(text[window[0]:window[1]], "NAMING")]
        for name in NAME.finditer(text, window[0], window[1]):
            if name.group(1) in ("k", "q", "v", "x", "u", "c"):
                continue  # the problem's own vectors, never a weight
            for verb in verbs:
                pieces = sorted([verb, (noun.start, noun.end), (name.start(), name.end())])
                gaps = [text[a_end:b_start] for (_, a_end), (b_start, _) in zip(pieces, pieces[1:])]
                words = [w.lower() for gap in gaps for w in re.findall(r"[^\W\d_]+", gap.replace("$", " "))]
                if all(word in JOINING for word in words) and not re.search(r"[=<>≈→]", "".join(gaps)):
                    letter, index = name.group(1), name.group(2)
                    found.append((pieces[0][0], f"{letter}_{index}", f"{letter}_{index} = \\alpha_{index}"))
                    break
    return tuple(found)
