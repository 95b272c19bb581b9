"""Where sentences end, one definition for every reader.

A sentence ends at . ! ? followed by a space or the end, also past a Markdown emphasis it closes ("*… $c_2 \approx
u_b$?*") or a TeX group ("\textit{How large should $t$ be?}"), but not at the dot of an abbreviation the lexicon
knows (e.g., i.e., etc., cf., vs.); at 。！？ and the Devanagari danda ।, at a blank line, or after a displayed
formula that a capitalised word follows.
"""

from bisect import bisect_right
import re
from functools import lru_cache

from symattn.language import lexicon

# a displayed formula that a capitalised word follows ends its sentence even without a full stop ("hence $$…$$ The
# i = 0 term …")
CANDIDATE = re.compile(r"[.!?](?:\*{1,2}|_{1,2}|\}{1,2})?(?=\s|$)|[。！？।॥]|\n\s*\n|(?:\$\$|\\\])(?=\s+[A-Z][a-z])")
ABBREVIATION_REACH = 12  # characters before a dot that an abbreviation can take


def _abbreviated(text: str, dot: int) -> bool:
    """Is the dot at `dot` the end of an abbreviation (e.g., i.e.)?"""
    if text[dot] != ".":
        return False
    return lexicon.closes(text[max(0, dot - ABBREVIATION_REACH):dot], "ABBREVIATION", skipping="") is not None


def sentence_end_matches(text: str, start: int = 0, end: int | None = None) -> list:
    """The matches of every sentence end in text[start:end]."""
    end = len(text) if end is None else end
    return [m for m in CANDIDATE.finditer(text, start, end) if not _abbreviated(text, m.start())]


def next_sentence_end(text: str, start: int, end: int | None = None):
    """The first sentence end at or after `start` (before `end`), or None."""
    end = len(text) if end is None else end
    for match in CANDIDATE.finditer(text, start, end):
        if not _abbreviated(text, match.start()):
            return match
    return None


@lru_cache(maxsize=8)
def sentence_ends(text: str) -> tuple:
    """Where each sentence of a text ends (found once per text: asked for every statement and word)."""
    return tuple(m.end() for m in sentence_end_matches(text))


def sentence_start(text: str, position: int) -> int:
    """Where the sentence holding `position` starts: the last sentence end at or before it (0 for the first)."""
    ends = sentence_ends(text)
    index = bisect_right(ends, position)
    return ends[index - 1] if index else 0


def sentence_end(text: str, position: int) -> int:
    """Where the sentence holding `position` ends: the first sentence end after it (the text's end for the last)."""
    ends = sentence_ends(text)
    index = bisect_right(ends, position)
    return ends[index] if index < len(ends) else len(text)
