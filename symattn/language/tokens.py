"""Prose as tokens: words, single CJK characters, numbers, TeX commands, and single symbols.

Word knowledge (the lexicon) is matched on these tokens, never on characters inside another word: "small" is
not found in "smallest", nor "big" in "bigram". Chinese, Japanese and Korean are read a character at a time
(大 in 大于 is a token, and the lexicon's longest phrase, 大于, wins over 大). A `$` or a backtick is not a
token: math and code delimiters do not stand between words ("t tends to $\\infty$", "`t` is small").
"""

import re
from typing import NamedTuple

CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff"
# the marks a word's letters carry that are no letters themselves: combining accents (a decomposed é), and the vowel
# signs of the Indic scripts and Thai ("लें" is one word, not ल and a sign)
MARKS = "\u0300-\u036f\u0900-\u0963\u0966-\u0dff\u0e00-\u0e7f"  # not the danda (।, ॥): a full stop
_LETTER = rf"(?:(?![{CJK}])[^\W\d_]|[{MARKS}])"
TOKEN = re.compile(rf"\\[A-Za-z]+|[{CJK}]|{_LETTER}+(?:['’]{_LETTER}+)*|\d+(?:[.,]\d+)*|[^\s$`]")


class Token(NamedTuple):
    """A token as read (a tuple: the lexicon makes tens of thousands of them per write-up, and a frozen dataclass
    costs three times as much to make)."""

    text: str
    norm: str  # case-folded, curly apostrophes straightened: what the lexicon compares
    start: int
    end: int


def tokenize(text: str, start: int = 0, end: int | None = None) -> tuple:
    """The tokens of text[start:end], with their positions in `text`."""
    return tuple(map(token_of, TOKEN.finditer(text, start, len(text) if end is None else end)))


def token_of(match: re.Match) -> Token:
    word = match.group(0)
    return Token(word, word.casefold().replace("’", "'"), match.start(), match.end())
