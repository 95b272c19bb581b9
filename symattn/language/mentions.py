"""What a formula answer says of its output in words, around a bare formula: "the output is approximately $v_a$",
"c then sits halfway between $v_a$ and $v_b$", "la sortie vaut $v_a$".

A bare formula (no relation in it) that holds a value vector, v_a or ½(v_a + v_b), in a sentence that names the
output is a claim about what the answer produces. It is read when its sentence says it of the output in words
this module knows (the output noun, then only relation words: `OUTPUT_NOUN` `APPROX_WORDS` …), and set aside
when it restates the problem's goal ("to get an output near …"). Anything else said of the output is not read: a
grade that rests on it (`correct` beside it) would rest on words nobody read, so it goes to review and names them.
What a sentence says of something else (a head, a weight) in words is not this module's to read.
"""

import re
from dataclasses import dataclass

from symattn.language import lexicon
from symattn.language.document import Document, math_run_at
from symattn.language.sentences import next_sentence_end
from symattn.language.statements import sentence_until, words_after, words_before

# the words that may stand between the output's noun and the formula, and the relation they make
_RELATION_CONCEPTS = ("APPROX_WORDS", "EQUALS_WORDS", "APPROXIMATELY", "EXACTLY", "COPULA", "THEN", "INTENSIFIER")
_RELATION_OF = {"APPROX_WORDS": "approx", "APPROXIMATELY": "approx", "EQUALS_WORDS": "=", "EXACTLY": "="}
_TOP_RELATION = re.compile(r"=|≈|→|<|>|≤|≥|∼|\\(?:approx|to|sim|simeq|le|ge|leq|geq|neq|ne|rightarrow|lt|gt)(?![A-Za-z])")


@dataclass(frozen=True)
class WordClaim:
    """A claim about the output said in words: `output op formula`, the formula at text[start:end]."""

    op: str  # "=" or "approx"
    formula: str  # the formula as written
    start: int
    end: int


@dataclass(frozen=True)
class Mention:
    """A bare formula holding a value, with what its sentence makes of it."""

    formula: str
    start: int
    end: int
    claim: WordClaim | None  # read as a claim about the output
    goal: bool  # the problem's goal restated ("to get an output near …")

    @property
    def read(self) -> bool:
        return self.goal or self.claim is not None


def value_mentions(document: Document, value_names: frozenset, output_names: frozenset, claims) -> tuple:
    """(Mention, …) of each bare formula of the document that holds one of `value_names` (bases: "v", "u"); the
    output may be named by its noun or by one of `output_names` written as a formula of its own ($c$ is …).
    `claims`: the document's ClaimReadings (language/claims.py), which say whether a statement is a goal."""
    text, found = document.text, []
    pattern = re.compile(rf"(?<![A-Za-z\\])(?:{'|'.join(sorted(map(re.escape, value_names)))})\s*_")
    for statement in document.statements:
        if not value_names or _TOP_RELATION.search(statement.text) or not pattern.search(statement.text):
            continue
        start, end = statement.offset, statement.offset + len(statement.text)
        goal = claims[statement].goal or \
            lexicon.said(sentence_until(text, document.statements, statement), "GOAL", "PURPOSE")
        claim = _word_claim(document, statement, output_names)
        if claim is None and not goal and not lexicon.said(sentence_until(text, document.statements, statement),
                                                           "OUTPUT_NOUN"):
            continue  # said of something else than the output ("head 1 copies $v_a$"): not a claim of this reader's
        found.append(Mention(statement.text, start, end, claim, goal))
    return tuple(found)


def _word_claim(document: Document, statement, output_names: frozenset) -> WordClaim | None:
    """"the output is approximately $v_a$", "$c$ tends to $v_a$": the output (its noun, or its name as a formula),
    then relation words only, then the formula, and nothing after it in its clause but punctuation."""
    text, statements = document.text, document.statements
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    if previous is not None and previous.sentence == statement.sentence and \
            bare_name(previous.text) in output_names:
        between = lexicon.tokenize(words_before(text, statements, statement))
    else:
        tokens = lexicon.tokenize(sentence_until(text, statements, statement))
        nouns = lexicon.scan(tokens, "OUTPUT_NOUN")
        if not nouns:
            return None
        between = tokens[nouns[-1].last:]
    found = lexicon.scan(between, *_RELATION_CONCEPTS)
    if sum(m.last - m.first for m in found) != len(between) or not any(m.concept != "THEN" for m in found):
        return None
    tail = words_after(text, statements, statement).strip()
    if tail and tail[0] not in ",;:)" and not lexicon.opens(tail, "CONJUNCTION", "THEN", "CONSEQUENCE"):
        return None  # "close to $v_a$ alone": the clause goes on in words that were not read
    ops = [_RELATION_OF[m.concept] for m in found if m.concept in _RELATION_OF]
    op = "=" if "=" in ops and "approx" not in ops else "approx"
    return WordClaim(op, statement.text, statement.offset, statement.offset + len(statement.text))


def bare_name(formula: str) -> str:
    """"c", "c_2" for $c$, $c_{2}$, "\\mathbf{c}"; "" for anything more."""
    plain = re.sub(r"\\(?:mathbf|boldsymbol|vec|bm)\s*\{([^{}]*)\}", r"\1", formula)
    plain = re.sub(r"[{}\s]", "", plain)
    return plain if re.fullmatch(r"[A-Za-z](?:_\w+)?", plain) else ""


# words that say a relation, and the words that may stand between them and the formula they relate
PLAIN_MATH = re.compile(r"[\d_^\\=+\-*/()∞]|^\s*[A-Za-zα-ω]\s*$")  # what makes plain text a formula
_SAYING = ("APPROX_WORDS", "EQUALS_WORDS", "APPROXIMATELY", "COPULA", "VALUE_IS")  # "is exactly", "vaut"
_BETWEEN = ("EXACTLY", "INTENSIFIER", "APPROXIMATELY", "NEAR_VALUE")


@dataclass(frozen=True)
class SaidInWords:
    """A relation said in words before a formula ("each weight tends to $1$", "the output equals v_i"): the words,
    where they start, the formula and where it starts, and the last word or formula before the words (its subject,
    when it is one)."""

    words: str
    start: int
    formula: str
    offset: int
    subject: str


def relations_in_words(document: Document) -> tuple:
    """(SaidInWords, …): each relation word of the prose followed, with only modifiers between, by a formula (a
    statement, or plain-text math that no relation made a statement of)."""
    text, found = document.text, []
    starts = sorted(document.statements, key=lambda st: st.offset)
    for match in lexicon.scan(text, *_SAYING):
        if match.concept == "VALUE_IS" and not _after_a_formula(document, match.start):
            continue  # "les produits valent 0", "其余为 0": a value given to words, which the readers of scores read
        following = next((st for st in starts if st.offset >= match.end), None)
        gap = lexicon.tokenize(text[match.end:following.offset].replace("$", " ")) if following else (None,)
        covered = lexicon.scan(gap, *_BETWEEN) if following else []
        if following is not None and sum(m.last - m.first for m in covered) == len(gap):
            formula, offset = following.text, following.offset
        else:
            end = _past_modifiers(text, match.end)  # "vaut exactement 1", "is roughly 0.92"
            run = math_run_at(text, end)
            if run is None or text[end:run[1]].strip():
                continue  # other words between: the relation is not said of a formula
            formula, offset = run
            if not PLAIN_MATH.search(formula):
                continue  # "the weights are a softmax of …": words, not a formula
        if _TOP_RELATION.search(formula):
            continue  # "the scores are $k_j^\top q = 2t$": the words introduce a relation the formula says itself
        found.append(SaidInWords(text[match.start:match.end], match.start, formula, offset,
                                 _subject_before(document, match.start)))
    return tuple(found)


def _after_a_formula(document: Document, start: int) -> bool:
    """Does a formula (a statement, or a name in plain text: "α_a vaut exactement 1") end right before `start`?"""
    before = document.text[:start].rstrip(" \t$")
    return any(st.offset + len(st.text) == len(before) for st in document.statements) or \
        re.search(r"(?:\\[A-Za-z]+|[A-Za-zα-ω])(?:_\{?\w+\}?|[₀-₉]+)\s*$", before) is not None


def _past_modifiers(text: str, end: int) -> int:
    """Where the words after a relation word stop being its modifiers ("exactement", "roughly"): the formula's place."""
    while True:
        found = lexicon.find(text, *_BETWEEN, start=end, end=min(len(text), end + 30))
        if found is None or text[end:found.start].strip():
            return end
        end = found.end


def _subject_before(document: Document, start: int) -> str:
    """The formula or the word right before `start` (a bare name as `bare_name` gives it, else the word)."""
    text = document.text
    before = text[:start].rstrip(" \t$")
    for st in document.statements:
        if st.offset + len(st.text) == len(before) or text[st.offset:start].strip(" \t$") == st.text.strip():
            return bare_name(st.text) or st.text
    chunks = before.split()
    return chunks[-1].strip("$,;:()") if chunks else ""  # "c_2 approaches": the name whole, not its last token


@dataclass(frozen=True)
class StatisticInWords:
    """A statistic named in words and given a value by a bare formula: "η has standard deviation $\\tfrac12$"."""

    words: str  # the statistic's word, as written
    formula: str  # the value's formula, as written
    start: int  # where the words start


STATISTIC_GAP = 40  # characters between the statistic's word and its value: "of η is", "est d'environ"


def statistics_in_words(document: Document) -> tuple:
    """Each statistic word (variance, standard deviation, mean; `STATISTIC`) followed in its sentence, within a few
    words, by a bare formula with a number in it: a value said of the statistic that no step reads (a formula with a
    relation of its own, Var(α_a) → ¼, is a step and is checked)."""
    text, found = document.text, []
    starts = sorted(document.statements, key=lambda st: st.offset)
    # "the variance tends to 0": a conclusion in words, which a rubric reads (its `unsaid`), not a value said
    concluded = [(m.start, m.end) for m in lexicon.scan(text, *lexicon.DOMAINS["conclusions in words"])]
    for match in lexicon.scan(text, "STATISTIC"):
        if any(start < match.end and match.start < end for start, end in concluded):
            continue
        for following in (st for st in starts if match.end <= st.offset <= match.end + STATISTIC_GAP):
            if next_sentence_end(text, match.end, following.offset) is not None or \
                    _TOP_RELATION.search(following.text):
                break  # the value is in another sentence, or a step of its own says it
            if re.search(r"\d", following.text):  # "la variance de η vaut ½": past η, the value
                found.append(StatisticInWords(text[match.start:match.end], following.text, match.start))
                break
    return tuple(found)
