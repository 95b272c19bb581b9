"""A conclusion (or a probability) said in words of the part being answered ("c has a high variance", "two positions can share an
embedding"), as a rubric's `unsaid` reads it.

A phrase of a conclusion is the write-up's own only where its clause asserts it of this part: not negated before it
in its clause ("two positions never share an embedding", "不可能相同"), not what the answer turns away from ("instead
of a stable average", "vs. essentially zero variance in (i)", "而不是稳定"), and not said of another part ("far from
the near-zero variance of part (i)", "In (i) c is stable"). "As in (i)" and "like (i)" say it of this part too.
"""

import re

from symattn.language import lexicon
from symattn.language.other_parts import LABEL, PART_WORD, said_of_another_part

# where a clause ends: punctuation, a line, a full stop that ends a sentence (not "vs.", "e.g.")
CLAUSE_END = re.compile(r"[,;:\n，；：。！？!?]|(?<!\bvs)(?<!\be\.g)(?<!\bi\.e)(?<!\bcf)\.(?=\s|$)")
# a part's label after the phrase, in its clause: "of part (i)", "in (i)", "than in (i)"; not "as in (i)"
PART_AFTER = re.compile(rf"(?<!\bas )(?<!\blike )\b(?:of|in|than in|from|im|von|dans|de|du|en|del|della|nel|na|no|do|da)"
                        rf"\s+(?:{PART_WORD})?(?:{LABEL})", re.IGNORECASE)


def asserted_conclusions(text: str, concepts: tuple) -> list:
    """The lexicon's matches of these concepts that the write-up asserts of this part, in reading order."""
    return [match for match in lexicon.scan(text, *concepts) if asserted_at(text, match.start, match.end)]


def asserted_at(text: str, start: int, end: int) -> bool:
    """Are the words text[start:end] said of this part: not negated, turned from, or placed in another part?"""
    clause_start, clause_end = _clause(text, start, end)
    before, after = text[clause_start:start], text[end:clause_end]
    if lexicon.said(before, "NEGATION") or re.search(r"[不没非無无]\s*$", before):
        return False
    if lexicon.said(before, "TURNED_FROM"):
        return False
    sentence_start = _sentence_start(text, start)
    return said_of_another_part(text[sentence_start:start]) is None and not PART_AFTER.search(after)


def _clause(text: str, start: int, end: int) -> tuple:
    opened = 0
    for found in CLAUSE_END.finditer(text, 0, start):
        opened = found.end()
    closing = CLAUSE_END.search(text, end)
    return opened, closing.start() if closing else len(text)


def _sentence_start(text: str, position: int) -> int:
    ends = [found.end() for found in re.finditer(r"(?<!\bvs)(?<!\be\.g)(?<!\bi\.e)[.!?。！？](?=\s|$)|\n\s*\n",
                                                 text[:position])]
    return ends[-1] if ends else 0


def opening_answer(text: str):
    """("yes" or "no", start, end) of the word that opens the write-up and answers its question ("**Yes.**", "Nein,
    …", "不会。"), or None; "Yes and no" answers neither."""
    found = lexicon.opens(text[:40], "YES", "NO", skipping=",.;:!?()[]{}—–-\"'“”«»*#> \n")
    if found is None or lexicon.closes(text[found.end:found.end + 8], "NO", "YES") is not None:
        return None
    return ("yes" if found.concept == "YES" else "no"), found.start, found.end
