"""The lexicon's entries: each example sentence is a test of its entry, read as the readers read it."""

import pytest

from symattn.language import lexicon as lx
from symattn.language.tokens import tokenize

CASES = [(e, domain, text, expected) for e in lx.entries() for domain, wanted in lx.DOMAINS.items()
         if e.concept in wanted for text, expected in
         [(x, True) for x in e.examples] + [(x, False) for x in e.counterexamples]]


@pytest.mark.parametrize("entry, domain, text, expected", CASES,
                         ids=[f"{e.language}-{e.concept}-{d}-{t}" for e, d, t, _ in CASES])
def test_example_sentences(entry, domain, text, expected):
    """An example is read with its concept, a counterexample without it, among the concepts read beside it."""
    found = [m.concept for m in lx.scan(text, *lx.DOMAINS[domain])]
    assert (entry.concept in found) is expected, found


def test_every_concept_is_read_somewhere():
    """A concept outside every domain would be data nobody reads."""
    assert lx.concepts() == {c for wanted in lx.DOMAINS.values() for c in wanted}


def test_every_entry_has_an_example():
    """No entry without a test."""
    assert [(e.language, e.concept) for e in lx.entries() if not e.examples] == []


@pytest.mark.parametrize("text, domain, expected", [
    ("t much greater than 1", "size", [("MUCH_GREATER", "much greater than")]),
    ("t far larger than 1", "size", [("MUCH_GREATER", "far larger than")]),
    ("t greater than 1", "size", [("GREATER", "greater than")]),
    ("t 大于 0", "size", [("GREATER", "大于")]),
    ("t 小于 1", "size", [("LESS", "小于")]),
    ("t 远大于 1", "size", [("MUCH_GREATER", "远大于")]),
    ("t 很大", "size", [("LARGE", "很大")]),
    ("the smallest weight", "size", []),
    ("a bigram", "size", []),
    ("t tends to $\\infty$", "size", [("LARGE", "tends to $\\infty")]),
    ("t goes to minus infinity", "size", [("TO_MINUS_INFINITY", "goes to minus infinity")]),
    ("if t is large, then", "mood", [("HYPOTHESIS", "if"), ("MOOD_BREAK", ","), ("MOOD_BREAK", "then")]),
])
def test_leftmost_longest(text, domain, expected):
    """The longest phrase at a position wins, and no word is found inside another."""
    assert [(m.concept, text[m.start:m.end]) for m in lx.scan(text, *lx.DOMAINS[domain])] == expected


@pytest.mark.parametrize("text, expected", [
    ("smallest", ["smallest"]), ("大于0", ["大", "于", "0"]), ("t_1=5", ["t", "_", "1", "=", "5"]),
    ("$\\infty$", ["\\infty"]), ("n't", ["n't"]), ("0.5", ["0.5"]), ("don’t", ["don’t"]),
])
def test_tokens(text, expected):
    """Words, single CJK characters, numbers, TeX commands and single symbols; $ is no token."""
    assert [t.text for t in tokenize(text)] == expected


def test_unknown_concept():
    """Asking for a concept the lexicon does not have is a programming error, named."""
    with pytest.raises(KeyError, match=r"^\"no such concept in the lexicon: \['HUGE'\]\"$"):
        lx.scan("t", "HUGE")


@pytest.mark.parametrize("entry", lx.entries(), ids=[f"{e.language}-{e.concept}" for e in lx.entries()])
def test_every_phrase_is_found_in_its_own_words(entry):
    """Each phrase, written out (its first alternative in every slot), is read as its concept: an alternative of
    several words must be joined with _ ("not_right"), or the phrase silently needs more words than it says."""
    for phrase in entry.phrases:
        slots = [slot.rstrip("?").split("|")[0].rstrip("*").replace("_", " ") for slot in phrase.split()
                 if not (slot.endswith("?") and len(slot) > 1)]
        written = " ".join(slots)
        found = [m for m in lx.scan(written, entry.concept)]
        assert found and found[0].start == 0 and found[0].end == len(written), (phrase, written)
