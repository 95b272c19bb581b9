"""A standard deviation or a variance said in words: "η ~ N(0, ½) means its standard deviation is ½", "the typical
size of η is its standard deviation σ = ½", "the variance of α_a tends to ¼", "α_a 的方差趋于 1/4". The words name the
left side; the step read is SD(η) = ½ or Var(α_a) ≈ ¼, which the engine decides from the noise's law (a moment of a
weight, as the scale grows: steps/relations.py).

The subject is a bare name written right after "of" ("the standard deviation of $\\eta$ is …"), else the last bare
name or law (η ~ N(0, ½)) written before the words in their sentence; the value is the formula after a copula or a
relation word ("is", "equals", "≈", "est", "ist"), or the right side of a relation whose left side is a bare name of
the write-up's (σ = ½). A bare name written right after the word and followed by the value's words is its subject
("дисперсия α_a стремится к ¼"), and so is one before it joined by a particle of possession ("α_a 的方差"). The step
belongs to a statement of the words' sentence or the one before, never to another paragraph's. What the engine cannot read as a noise variable's is never judged (a step of notation the
part does not model).
"""

import re

from symattn.errors import NotationError
from symattn.language import lexicon
from symattn.language.document import math_run_at
from symattn.notation import parse
from symattn.notation import syntax as s

_VALUE_WORDS = ("VALUE_IS", "APPROXIMATELY", "APPROX_WORDS")
_APPROXIMATE = ("APPROXIMATELY", "APPROX_WORDS")
MAX_GAP = 12  # characters between the words and the formula they are said of
SENTENCE_END = re.compile(r"[.!?。](?:\s|$)")
# a bare name right before the word, joined by a particle of possession ("α_a 的方差", "η の分散", "η 의 분산")
NAME_OWNING = re.compile(r"\$?(\\?[A-Za-zα-ω]+(?:_\{?\w+\}?)?)\$?\s*(?:的|の|의)\s*$")
NAME_AFTER = re.compile(r"\s*\$?\s*(\\?[A-Za-zα-ω]+(?:_\{?\w+\}?)?)\s*\$?")  # η, $\eta$, k_a after "of"
# a number in prose, which a full stop may end ("probability 1/2."); never the head of a longer number (1/2.5), nor
# the first of two numbers side by side (a PDF's flattened ½: "probabilidad 1 2")
NUMBER = re.compile(r"[\s$]*(\d+(?:\.\d+)?(?:/\d+)?|[½⅓⅔¼¾⅕⅛])(?![\w/]|[.,]\d|[ \t]+\d)")
# a number with a decimal comma ("avec probabilité 0,921"): one digit before, digits after, no comma or digit further on
DECIMAL_COMMA = re.compile(r"[\s$]*(\d,\d+)(?![\w,/]|\.\d|[ \t]+\d)")


# a relation written with no left side, right after the words that name it ("variance → 0", "is ≈ 0")
SIDELESS = re.compile(r"^\s*(→|->|≈|=|\\to(?![A-Za-z])|\\approx(?![A-Za-z])|\\rightarrow(?![A-Za-z]))\s*")
SIDELESS_OPS = {"→": "to", "->": "to", "\\to": "to", "\\rightarrow": "to", "≈": "approx", "\\approx": "approx", "=": "="}
# the statistic a word names, as the function the step's left side applies to its subject
STATISTICS = {"STANDARD_DEVIATION": "SD", "VARIANCE": "Var"}


def spread_steps(document, links: list, make) -> list:
    """The steps said in words of a standard deviation or a variance, each built by `make(op, left, right, span,
    left_span, statement)`, in the order of the text."""
    text, found = document.text, []
    for match in lexicon.scan(text, *STATISTICS):
        sentence = _sentence_at(document, match.start)
        subject, after = _subject(document, sentence, match.start, match.end)
        if subject is None:
            continue
        value = _value(document, links, after)
        if value is None:
            continue
        op, right, span, statement = value
        left = s.Call(STATISTICS[match.concept], (subject,), match.start)
        statement = statement or sentence  # a statement of another paragraph is no sentence of these words
        if statement is None:
            continue
        found.append(make(op, left, right, span, (match.start, match.end), statement))
    return found


def statement_before(document, at: int):
    """The last statement that starts before `at` (the one a step read from words belongs to), or None."""
    before = [st for st in document.statements if st.offset < at]
    return max(before, key=lambda st: st.offset) if before else None


def _sentence_at(document, at: int):
    """The last statement before `at` in its paragraph, at most one sentence back (what the step is attached to, and
    where "its" looks for its name), or None."""
    before = [st for st in document.statements if st.offset < at]
    if not before:
        return None
    last = max(before, key=lambda st: st.offset)
    words = document.text[last.offset + len(last.text):at]
    return last if len(SENTENCE_END.findall(words)) <= 1 and "\n\n" not in words else None


def _subject(document, sentence, start: int, end: int):
    """(the name the deviation is of, where its value may start)."""
    text = document.text
    of = lexicon.opens(text[end:end + 20].replace("$", " "), "OF_NAME")
    if of is not None:
        named = NAME_AFTER.match(text, end + of.end)
        node = _bare(named.group(1)) if named else None
        if node is not None:
            return node, named.end()  # "a standard deviation of 0.7": the value, said of the name before
    named = NAME_AFTER.match(text, end)
    node = _bare(named.group(1)) if named else None
    if node is not None and lexicon.opens(text[named.end():named.end() + 20].replace("$", " "), *_VALUE_WORDS):
        return node, named.end()  # "дисперсия α_a стремится к ¼": the name right after, then its value's words
    right_after = next((st for st in document.statements if end <= st.offset <= end + 3 and
                        not text[end:st.offset].strip(" $")), None)
    if right_after is not None:  # "дисперсия α_a стремится к ¼"; "the standard deviation σ = ½" is _value's
        node = _bare(right_after.text)
        if node is not None:
            return node, right_after.offset + len(right_after.text)
        if _bare_of_relation(right_after.text) is None and not SIDELESS.match(right_after.text) and \
                not _a_number(right_after.text):
            return None, end  # another formula right after the words: what they are said of is not plain
    indexed = _sigma_of(document, end)
    if indexed is not None:  # "the standard deviation is σ_η = ½": σ's index names whose it is
        return indexed, end
    owner = NAME_OWNING.search(text, max(0, start - 24), start)
    node = _bare(owner.group(1)) if owner else None
    if node is not None:  # "α_a 的方差", "η の分散": the name its particle makes the word's owner
        return node, end
    if sentence is None:
        return None, end
    node, at = _before(document, sentence, end)
    if node is None and right_after is not None and SIDELESS.match(right_after.text):
        # "c ≈ ½(v_a + v_b) in every such sample, with variance → 0": the variance of what the clause before spoke of
        node = _subject_before(document, sentence, start)
    return node, at


def _sigma_of(document, end: int):
    """η in "… is $\\sigma_\\eta = ½$": the name σ's index gives, in a relation right after the words (only
    words of a value between), or None."""
    text = document.text
    statement = next((st for st in document.statements if end <= st.offset <= end + MAX_GAP + 8), None)
    if statement is None:
        return None
    between = text[end:statement.offset].replace("$", " ").strip()
    if between and lexicon.every_word_read(lexicon.tokenize(between), *_VALUE_WORDS) is None:
        return None
    named = _bare_of_relation(statement.text)
    if named is None or named.base != "sigma" or not named.sub:
        return None
    try:
        node = parse(named.sub if len(named.sub) == 1 else f"\\{named.sub}")
    except NotationError:
        return None
    return node if isinstance(node, s.Name) else None


def _subject_before(document, sentence, start: int):
    """The bare name a statement before the words in their clause (no sentence end, semicolon or colon between)
    says where it goes or what it equals: c in "c → ½(v_a + v_b) whenever 1 + η > 0, with variance → 0" (a condition
    between is passed over); else None."""
    for statement in reversed([st for st in document.statements if st.offset <= sentence.offset]):
        between = document.text[statement.offset + len(statement.text):start]
        if SENTENCE_END.search(between) or re.search(r"[;:\n]", between):
            return None
        try:
            node = parse(statement.text)
        except NotationError:
            return None
        if not isinstance(node, s.Relation) or len(node.ops) != 1:
            return None
        if node.ops[0] in ("to", "approx", "=") and isinstance(node.operands[0], s.Name):
            return node.operands[0]
        if node.ops[0] not in ("<", ">", "le", "ge"):
            return None  # only a condition ("whenever 1 + η > 0") stands between a subject and its variance
    return None


def _before(document, sentence, end: int):
    """(the last bare name or law written before the words in their sentence, where the value may start)."""
    candidates = [st for st in document.statements if st.offset <= sentence.offset]
    for statement in reversed(candidates[-3:]):
        node = _bare(statement.text) or _law_of(statement.text)
        if node is not None:
            return node, end
    return None, end


def _bare_of_relation(formula: str):
    """σ in "σ = ½": the bare name a relation written right after the words gives a value to, or None."""
    try:
        node = parse(formula)
    except NotationError:
        return None
    named = isinstance(node, s.Relation) and isinstance(node.operands[0], s.Name)
    return node.operands[0] if named else None


def _bare(formula: str):
    try:
        node = parse(formula)
    except NotationError:
        return None
    return node if isinstance(node, s.Name) else None


def _law_of(formula: str):
    """η in η ~ N(0, ½)."""
    try:
        node = parse(formula)
    except NotationError:
        return None
    if isinstance(node, s.Relation) and node.ops == ("sim",) and isinstance(node.operands[0], s.Name):
        return node.operands[0]
    return None


def _value(document, links: list, at: int):
    """(op, right node, its span, its statement) of the value the words give, or None."""
    text = document.text
    gap = text[at:at + MAX_GAP + 20]
    said = lexicon.opens(gap.replace("$", " "), *_VALUE_WORDS)
    start = at + (said.end if said is not None else 0)
    if said is not None and said.concept == "VALUE_IS":  # "is about 0.7"
        again = lexicon.opens(text[start:start + 20].replace("$", " "), *_APPROXIMATE)
        said, start = (again, start + again.end) if again is not None else (said, start)
    statement = next((st for st in document.statements if start <= st.offset <= start + MAX_GAP and
                      not text[start:st.offset].strip(" $")), None)
    sideless = SIDELESS.match(statement.text) if statement is not None else None
    if sideless is not None and (said is None or said.concept == "VALUE_IS"):
        # "with variance → 0", "the variance of c is ≈ 0", "c 的方差 → 0": the relation's left side is the words
        node = parsed_value(statement.text[sideless.end():], statement.offset + sideless.end())
        at = statement.offset + sideless.end()
        return (SIDELESS_OPS[sideless.group(1)], node, (at, statement.offset + len(statement.text)), statement) \
            if node is not None else None
    if statement is not None:
        own = [link for link in links if link.statement is statement]
        if own and isinstance(own[0].left, s.Name) and (not own[0].left.sub or own[0].left.base == "sigma") and \
                own[0].op in ("=", "approx"):
            return own[0].op, own[0].right, own[0].span, statement  # "standard deviation σ = ½", "σ_η = ½"
        if not own and (said is not None or _a_number(statement.text)):
            # "is ½"; or a number right after the word, "η has standard deviation $1/2$"
            node = parsed_value(statement.text, statement.offset)
            op = "approx" if said is not None and said.concept in _APPROXIMATE else "="
            return (op, node, (statement.offset, statement.offset + len(statement.text)), statement) if node else None
        return None
    if said is None:
        found = number_at(text, start)  # "η has standard deviation 1/2" in plain text
        if found is None or text[start:found[1]].strip(" $"):
            return None
        node = parsed_value(found[0], found[1])
        return ("=", node, (found[1], found[1] + len(found[0])), None) if node is not None else None
    run = math_run_at(text, start) or number_at(text, start)
    if run is None or text[start:run[1]].strip(" $"):
        return None
    formula, offset = run
    node = parsed_value(formula, offset)
    op = "approx" if said.concept in _APPROXIMATE else "="
    return (op, node, (offset, offset + len(formula)), None) if node is not None else None


def _a_number(formula: str) -> bool:
    """A formula that is a number alone (½, 1/√2, 0.7), no name in it: a value a statistic's word may be followed by."""
    try:
        node = parse(formula)
    except NotationError:
        return False
    return not isinstance(node, s.Relation) and not any(isinstance(part, s.Name) for part in s.walk(node))


def words_passed(text: str, at: int, reach: int, *concepts: str) -> tuple:
    """(where the words of these concepts that open text[at:at + reach] end, one after another with nothing but
    spaces, dollars and colons between, the concepts passed): the words between a noun and its value ("is", "about",
    "は", "each")."""
    window = text[at:at + reach]
    tokens = lexicon.tokenize(window)
    end, passed = 0, []
    for match in lexicon.scan(tokens, *concepts):
        if window[end:tokens[match.first].start].strip(" $:"):
            break
        end = tokens[match.last - 1].end
        passed.append(match.concept)
    return at + end, tuple(passed)


def number_at(text: str, start: int, decimal_comma: bool = False):
    """(a number written in prose, where it starts) right at `start`: ½, 0.71, 1/2, and with `decimal_comma` 0,921
    (read as 0.921, where a single value stands: a probability's); else None."""
    comma = DECIMAL_COMMA.match(text, start) if decimal_comma else None
    if comma is not None:
        return comma.group(1).replace(",", "."), comma.start(1)
    found = NUMBER.match(text, start)
    return (found.group(1), found.start(1)) if found else None


def parsed_value(formula: str, offset: int):
    try:
        node = parse(formula, offset)
    except NotationError:
        return None
    return None if isinstance(node, s.Relation) else node
