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

from symattn.language import lexicon
from symattn.language.sentences import next_sentence_end, sentence_end_matches
from symattn.notation import syntax as s
from symattn.steps.reading import Link

INDEX_LETTERS = set("ijklmpr")  # letters that name an index when a sentence sets them (i = a, b)


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
    ends = sentence_end_matches(gap)
    if ends and (previous is None or previous.sentence != statement.sentence):
        gap = gap[ends[-1].end():]
    return gap.replace("$", " ")  # the gap runs from math to math: what lies between its dollars is prose


def premise_of_implication(text: str, statements: tuple, statement) -> bool:
    """"Φ(t_1) = Φ(t_2) implies t_1 = t_2": the statement is the premise, not a claim of its own."""
    after = words_after(text, statements, statement)
    modal = lexicon.opens(after, "MODAL")  # "A would force B", "A then implies B"
    return lexicon.opens(after[modal.end:] if modal else after, "IMPLIES") is not None


def implied_by_previous(text: str, statements: tuple, statement) -> bool:
    """What an implication concludes from the statement before it ("A forces B", "A, which implies B")."""
    index = statements.index(statement)
    previous = statements[index - 1] if index else None
    return previous is not None and previous.sentence == statement.sentence and \
        lexicon.closes(words_before(text, statements, statement), "IMPLIES") is not None


def words_after(text: str, statements: tuple, statement) -> str:
    """The words between a statement and the next one of its sentence, or the end of its sentence."""
    index = statements.index(statement)
    following = statements[index + 1] if index + 1 < len(statements) else None
    end = statement.offset + len(statement.text)
    stop = following.offset if following is not None and following.sentence == statement.sentence else end + 200
    gap = text[end:max(end, stop)]
    found = next_sentence_end(gap, 0)
    return (gap[:found.start()] if found else gap).replace("$", " ")


def condition_mood(text: str, statements: tuple, statement):
    """"exception" for a condition that names the case a claim leaves out (never applied), "either" for one that may
    be a remark, a conclusion or the premise (read both ways), None for a premise."""
    before = words_before(text, statements, statement)
    around = before + " " + words_after(text, statements, statement)
    if lexicon.said(around, "EXCEPTION"):
        return "exception"
    # "… = 0, which forces n = 2": a conclusion, or the premise of what came before it
    return "either" if lexicon.said(around, "EITHER_WAY") or lexicon.closes(before, "CONCLUSION") else None


def opens_with_consequence(text: str, statements: tuple, statement) -> bool:
    """A sentence that starts "Then", "So", "Hence", …: it goes on from the hypothesis of the sentence before."""
    return lexicon.opens(words_before(text, statements, statement), "CONSEQUENCE") is not None


def is_concluded(text: str, statements: tuple, statement) -> bool:
    """A relation right after "which forces", "so", "hence", …: a conclusion, never a definition."""
    return lexicon.closes(words_before(text, statements, statement), "CONCLUSION") is not None


def is_hypothesis(text: str, statements: tuple, statement) -> bool:
    """A relation after "if", "suppose", "assume", … with no "then", "so", "gives" after the condition word."""
    before = words_before(text, statements, statement)
    resumed = [m.start for m in lexicon.scan(before, "THEN")]
    return any(not any(at > m.start for at in resumed) for m in lexicon.scan(before, "CONDITION"))


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
        if before and not _clause_break(text, before[-1].end, start):
            attached.append(before[-1])
        if after and not _clause_break(text, end, after[0].start):
            attached.append(after[0])
        around = text[before[-1].end if before else max(0, start - 40):start] + " " + \
            text[end:after[0].start if after else end + 40]
        if lexicon.said(around, "OTHERWISE") and not attached:
            options = ["others"]
        elif len(attached) == 1:
            options = attached
        else:
            options = [*mine, None, "others"]
        readings = [{**reading, letter: option} for reading in readings for option in options]
    return readings


def _clause_break(text: str, start: int, end: int) -> bool:
    """Does a clause end between the two positions ("; ", "and", "while", "but", a sentence's end)?"""
    return lexicon.said(text[start:end], "SCOPE_BREAK") or next_sentence_end(text, start, end) is not None


def _label(node):
    if isinstance(node, s.Name) and not node.sub and len(node.base) == 1:
        return node.base
    if isinstance(node, s.Num) and node.text.isdigit():
        return node.text
    return None
