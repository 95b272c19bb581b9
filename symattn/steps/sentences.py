"""What a sentence says about the steps in it besides its claims: index scopes, hypotheses, "otherwise".

An index scope (i ∈ {a, b}, i ∉ {a, b}, i = a, b, i = j, i ≠ j) speaks for the steps it is attached to:
the one right before or right after it in its clause ("for i ∈ {a, b}: α_i → ½", "α_i → ½ if i ∈ {a, b}").
A step the words leave ambiguous (two scopes around it, or one in another clause) is read under every
scope its sentence names, and under none: it is valid when one reading proves it and wrong only when every
reading refutes it. "otherwise" (else, the others) reads it for the indices no scope of the sentence names.

A relation written after "if", "suppose", "assume", "unless" or "when" is a hypothesis, not a claim; the sentences
after it that start "Then", "So", "Hence", … rest on it too.

A condition can be a remark about a special case rather than the sentence's premise: after "unless" or "except"
it names the exception ("α_a < ½ (unless n = 2)") and is never applied; with "only", "iff", "equality",
"degenerate", "would" or after "which forces" it may be either ("α_a = ½ only when n = 2", "… > 0, with
equality iff n = 2", "only n = 2 would give ½"), so the sentence is read with it and without it.
"""

import re
from dataclasses import dataclass

from symattn.notation import syntax as s
from symattn.steps.reading import Link

HYPOTHESIS = re.compile(r"\b(?:if|suppose|supposing|assume|assuming|unless|whenever|when|provided|in\s+the\s+case)\b"
                        r"(?![^$]*\b(?:then|so|hence|thus|therefore|gives?|get|obtain)\b)", re.I)
CLAUSE_BREAK = re.compile(r";|\band\b|\bwhile\b|\bwhereas\b|\bbut\b|\botherwise\b|\belse\b|[.!?](?=\s|$)", re.I)
OTHERWISE = re.compile(r"\b(?:otherwise|else|other|others|remaining|rest)\b", re.I)
INDEX_LETTERS = set("ijklmpr")  # letters that name an index when a sentence sets them (i = a, b)
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|\n\s*\n")
EXCEPTION = re.compile(r"\b(?:unless|except|excluding|apart\s+from|other\s+than|save\s+for|but\s+not|not\s+for)\b", re.I)
EITHER_WAY = re.compile(r"\b(?:only|iff|equality|degenerate|would|could|exactly\s+when|precisely\s+when)\b", re.I)
CONSEQUENCE = re.compile(r"\W*(?:then|so|hence|thus|therefore|consequently|it\s+follows|in\s+(?:that|this)\s+case|"
                         r"this\s+(?:gives|means|implies|forces)|which|we\s+(?:get|obtain|have))\b", re.I)
CONCLUSION = re.compile(r"\b(?:forces?|forcing|so|hence|thus|therefore|implies|implying|gives?|giving|yields?|get|"
                        r"obtain|means|i\.\s*e|that\s+is|conclude|follows?|must|then|showing|shows)\b\W*$", re.I)


@dataclass(frozen=True)
class Scope:
    letter: str
    members: tuple  # index labels: ("a", "b")
    complement: bool  # i ∉ {…} or i ≠ j: the indices other than the members
    start: int
    end: int


def words_before(text: str, statements: tuple, statement) -> str:
    """The words between a statement and the one before it in its sentence."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    start = previous.offset + len(previous.text) if previous is not None else max(0, statement.offset - 200)
    gap = text[min(start, statement.offset):statement.offset]
    ends = list(SENTENCE_END.finditer(gap))
    if ends and (previous is None or previous.sentence != statement.sentence):
        gap = gap[ends[-1].end():]
    return gap.replace("$", " ")  # the gap runs from math to math: what lies between its dollars is prose


IMPLIES = (r"(?:\b(?:implies|implying|imply|forces?|forcing|forced|entails?|means\s+that|only\s+if)\b|"
           r"\\(?:implies|Rightarrow|Longrightarrow)(?![A-Za-z])|⟹|⇒|=>)")
PREMISE = re.compile(r"\s*(?:would|will|must|then|also)?\s*" + IMPLIES, re.I)  # "A implies B", "A would force B"
IMPLIED = re.compile(IMPLIES + r"\W*$", re.I)  # "… implies B", "…, which forces B"


def premise_of_implication(text: str, statements: tuple, statement) -> bool:
    """"Φ(t_1) = Φ(t_2) implies t_1 = t_2": the statement is the premise, not a claim of its own."""
    return PREMISE.match(words_after(text, statements, statement)) is not None


def implied_by_previous(text: str, statements: tuple, statement) -> bool:
    """What an implication concludes from the statement before it ("A forces B", "A, which implies B")."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    return previous is not None and previous.sentence == statement.sentence and \
        IMPLIED.search(words_before(text, statements, statement)) is not None


def words_after(text: str, statements: tuple, statement) -> str:
    """The words between a statement and the next one of its sentence, or the end of its sentence."""
    index = statements.index(statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    end = statement.offset + len(statement.text)
    stop = following.offset if following is not None and following.sentence == statement.sentence else end + 200
    gap = text[end:max(end, stop)]
    found = SENTENCE_END.search(gap)
    return (gap[:found.start()] if found else gap).replace("$", " ")


def condition_mood(text: str, statements: tuple, statement):
    """"exception" for a condition that names the case a claim leaves out (never applied), "either" for one that may
    be a remark, a conclusion or the premise (read both ways), None for a premise."""
    before = words_before(text, statements, statement)
    around = before + " " + words_after(text, statements, statement)
    if EXCEPTION.search(around):
        return "exception"
    # "… = 0, which forces n = 2": a conclusion, or the premise of what came before it
    return "either" if EITHER_WAY.search(around) or CONCLUSION.search(before) else None


def opens_with_consequence(text: str, statements: tuple, statement) -> bool:
    """A sentence that starts "Then", "So", "Hence", …: it goes on from the hypothesis of the sentence before."""
    return CONSEQUENCE.match(words_before(text, statements, statement)) is not None


def is_concluded(text: str, statements: tuple, statement) -> bool:
    """A relation right after "which forces", "so", "hence", …: a conclusion, never a definition."""
    return CONCLUSION.search(words_before(text, statements, statement)) is not None


def is_hypothesis(text: str, statements: tuple, statement) -> bool:
    return HYPOTHESIS.search(words_before(text, statements, statement)) is not None


def scope_of(link: Link, text: str, index_words: set):
    """The Scope a link states (i ∈ {a, b}, i = a, b, i ≠ j), or None."""
    left, right = link.left, link.right
    if not (isinstance(left, s.Name) and not left.sub and len(left.base) == 1 and left.base in index_words):
        return None
    if link.op in ("in", "notin") and isinstance(right, s.SetLiteral):
        members = tuple(_label(node) for node in right.items)
        complement = link.op == "notin"
    elif link.op in ("=", "ne") and _label(right):
        members = (_label(right),)
        following = re.match(r"\s*,\s*([A-Za-z0-9])(?![A-Za-z0-9_{^])", text[link.span[1]:])
        if following:
            members += (following.group(1),)
        complement = link.op == "ne"
    else:
        return None
    if not all(members):
        return None
    return Scope(left.base, members, complement, link.left_span[0], link.span[1])


def scope_readings(link: Link, text: str, scopes: list, letters: set) -> list:
    """[{letter: Scope or None (unscoped) or "others" (no scope of the sentence)}]: the readings of a step's indices."""
    readings = [{}]
    start, end = link.left_span[0], link.span[1]
    for letter in sorted(letters):
        mine = [scope for scope in scopes if scope.letter == letter]
        if not mine:
            continue
        before = [scope for scope in mine if scope.end <= start]
        after = [scope for scope in mine if scope.start >= end]
        attached = []
        if before and not CLAUSE_BREAK.search(text[before[-1].end:start]):
            attached.append(before[-1])
        if after and not CLAUSE_BREAK.search(text[end:after[0].start]):
            attached.append(after[0])
        around = text[before[-1].end if before else max(0, start - 40):start] + " " + \
            text[end:after[0].start if after else end + 40]
        if OTHERWISE.search(around) and not attached:
            options = ["others"]
        elif len(attached) == 1:
            options = attached
        else:
            options = [*mine, None, "others"]
        readings = [{**reading, letter: option} for reading in readings for option in options]
    return readings


def _label(node):
    if isinstance(node, s.Name) and not node.sub and len(node.base) == 1:
        return node.base
    if isinstance(node, s.Num) and node.text.isdigit():
        return node.text
    return None
