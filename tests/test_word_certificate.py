"""The words a verdict rests on (language/word_certificate.py): which are unread, and how many words a text has."""

import pytest

from symattn.language.document import read_document
from symattn.language.word_certificate import unread_words, word_count


@pytest.mark.parametrize("text, words", [
    ("the keys are orthonormal", 4),
    ("この条件の下では", 8),  # Japanese read a character at a time, as its unread words are counted
    ("在这种情况下 c 的方差趋于", 11),
    ("Soit q = t k_a, alors 标准化", 5),  # the statement is no prose: Soit, alors and three characters
])
def test_words_are_counted_as_the_tokens_are_cut(text, words):
    """A run of CJK characters is as many words as characters: the share of unread words is never above one."""
    document = read_document(text)
    assert word_count(document) == words
    assert len(unread_words(document)) <= word_count(document)
