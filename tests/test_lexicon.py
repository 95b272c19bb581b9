"""The lexicon's entries: each example sentence is a test of its entry, read as the readers read it."""

import pytest

from symattn.language import lexicon as lx
from symattn.language.word_certificate import READ_ONLY_IN_PLACE
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


LANGUAGES = ("en", "fr", "de", "es", "it", "pt", "ru", "zh", "ja", "ko")
# what a case analysis, a probability and a list of scores said in words are read by (steps/cases.py,
# probability_words.py, score_words.py, sentence_facts.py): a language without one of them reads its write-ups less
DERIVATION_WORDS = ("OTHERWISE", "EACH_OF", "EQUALLY_LIKELY", "PROBABILITY_OF", "RESTATES", "CONSEQUENCE",
                    "THE_OTHERS", "OTHER_SCORES", "FOR_EVERY", "SCORE_NOUN", "STANDARD_DEVIATION", "VALUE_IS",
                    "CONTRADICTION_REACHED", "FOR_CONTRADICTION", "EXCEPTION", "NEGATION", "CONCLUSION")


@pytest.mark.parametrize("concept", DERIVATION_WORDS)
def test_the_words_of_a_derivation_in_every_language(concept):
    """Each concept a derivation is read by has an entry in each of the ten languages."""
    said = {e.language for e in lx.entries() if e.concept == concept}
    assert [language for language in LANGUAGES if language not in said] == []


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


# the concepts whose words place a statement in the reading (a copula, a joint, a consequence, a choice, a name)
# rather than claim something of their own; every other concept's words make a claim (a size, a comparison, a
# negation, a condition, a quantifier, a statistic, "the others", "or"), so none of them may be NEUTRAL
PLACING = {"NEUTRAL", "COPULA", "DEFINES", "VALUE_IS", "OF_NAME", "ONTO", "TRAILING_DEFINITION", "LIST_JOINT",
           "MOOD_JOINT", "SCOPE_BREAK", "CONSEQUENCE", "CONCLUSION", "THEN", "MOOD_BREAK", "IN_THIS_PART",
           "RESTATES", "COMMIT", "COMMITTING", "WE_HAVE", "QUERY_NOUN", "OUTPUT_NOUN", "REGIME_SUBJECT",
           "REGIME_OPENING", "CASE_FOR", "CASE_AFTER", "TOWARD", "NAMING", "WEIGHT_NOUN", "FROM_PREMISE", "IT_FOLLOWS", "CONJUNCTION", "ABBREVIATION",
           "ASIDE_SCOPE_END", "ASIDE_AFTER", "ASIDE_BEFORE", "REMARK", "FINAL", "BACK_TO_FACT", "MODAL", "WHEN_JA",
           "HEAD_1", "HEAD_2", "HEAD_3", "NUMBER_NOUN", "OTHER_SCORES", "SCORE_NOUN", "SCORE_OF",
           "ANALOGOUS",  # an analogy word changes the setting only after a vector named alone (claims.py)
           "HEDGE",  # a hedge makes the "=" right after it an ≈, and claims nothing (lexicon/hedges.py)
           "RELATIVE_EVENT",  # "…, which has probability": names the case before as an event, claims nothing
           "OWNER_OF",  # "η 의 표준편차": the name before owns the noun after, which claims nothing by itself
           "IDENTITY_PERMUTATION",  # "the identity matrix": names a witness's P, read by steps/facts.py alone
           "REPLACES_NAME", "BY_VALUE",
           "NUMBER_WORD"}  # a number in words claims only beside a size, where the certificate leaves it unread  # "replace $x_2$ by …": gives a name of the setting a new value, as "let" does
# words read in one place only ("first" between two limits, "same for u_c", "mutually orthogonal" after listed vectors)
PLACING |= READ_ONLY_IN_PLACE


def _reads(pattern: tuple, sequence: tuple) -> bool:
    """A phrase's token sequence (a stem ends in *) matches another's: the same tokens, a stem taking either."""
    def same(a, b):
        if a.endswith("*") and b.endswith("*"):  # two stems read a word in common
            return a[:-1].startswith(b[:-1]) or b[:-1].startswith(a[:-1])
        if a.endswith("*") or b.endswith("*"):  # a stem reads the words that begin with it
            stem, word = (a, b) if a.endswith("*") else (b, a)
            return word.startswith(stem[:-1])
        return a == b
    return len(pattern) == len(sequence) and all(same(a, b) for a, b in zip(pattern, sequence))


def _neutral_claims(language: str) -> list:
    """[(NEUTRAL phrase of the language, claiming concept)] where a claiming concept reads the same words; a phrase
    English's NEUTRAL entry has is the same tokens as that entry's and is the reference's own."""
    english = {s for e in lx.entries() if e.concept == "NEUTRAL" and e.language == "en" for p in e.phrases
               for s in lx.sequences(p)}
    claims = [(s, e.concept) for e in lx.entries() if e.concept not in PLACING for p in e.phrases
              for s in lx.sequences(p)]
    return [(" ".join(s), concept) for e in lx.entries() if e.concept == "NEUTRAL" and e.language == language
            for p in e.phrases for s in lx.sequences(p) if s not in english
            for t, concept in claims if _reads(s, t)]


@pytest.mark.parametrize("pattern, sequence, expected", [
    (("se",), ("se",), True), (("konstante",), ("konstant*",), True), (("orthonorm*",), ("orthonormal",), True),
    (("de", "la"), ("de",), False), (("que",), ("qu*",), True), (("posons",), ("pose",), False),
    (("un",), ("unendlich*",), False), (("orthonorm*",), ("ortho*",), True),
])
def test_a_phrase_reads_the_same_words_as_another(pattern, sequence, expected):
    assert _reads(pattern, sequence) is expected


@pytest.mark.parametrize("language", sorted({e.language for e in lx.entries() if e.concept == "NEUTRAL"} - {"en"}))
def test_no_neutral_word_is_a_word_that_claims(language):
    """A NEUTRAL word that a claiming concept also reads ("se" is Italian and Portuguese "if", "cada" is "each",
    "概率" a probability) would let a parenthesis that claims something pass for an aside of neutral words
    (language/verb_claims.py), and gains nothing: the claiming concept reads it already."""
    assert _neutral_claims(language) == []


@pytest.mark.parametrize("text, concept, expected", [
    ("this is an all-or-nothing choice", "ALTERNATIVE", False),
    ("a win-or-lose situation", "ALTERNATIVE", False),
    ("a not-so-large t", "LARGE", False),
    ("t → ∞ or t large", "ALTERNATIVE", True),
    ("the only non-negligible logit", "SMALL", True),  # a negative prefix: read by the size readers
    ("t non-negative", "NEGATIVE_SIGN", True),
])
def test_a_role_word_inside_a_hyphenated_compound_is_the_compounds(text, concept, expected):
    """"or" in "all-or-nothing" offers no alternative: a role word glued by hyphens to another word is not read."""
    assert any(m.concept == concept for m in lx.scan(text, concept)) is expected
