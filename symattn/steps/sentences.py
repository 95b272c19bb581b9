"""Index scopes: what a sentence says about which indices its steps speak of ("otherwise" included).

(What a statement is — a hypothesis, a condition, an exception, a goal — is read by symattn/language/statements.py.)

An index scope (i ∈ {a, b}, i ∉ {a, b}, i = a, b, i = j, i ≠ j) speaks for the steps it is attached to:
the one right before or right after it in its clause ("for i ∈ {a, b}: α_i → ½", "α_i → ½ if i ∈ {a, b}").
A step the words leave ambiguous (two scopes around it, or one in another clause) is read under every
scope its sentence names, and under none: it is valid when one reading proves it and wrong only when every
reading refutes it. "otherwise" (else, the others) reads it for the indices no scope of the sentence names.
"""

import re
from dataclasses import dataclass

from symattn.language import lexicon
from symattn.language.sentences import next_sentence_end
from symattn.language.statements import keys_said_before
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
    loose: bool = False  # said in words away from its step ("the chosen keys have score t, so α_i → …"): read with
    # the scope and without it


def scopes_in_words(text: str, link: Link, letters: set, keys: tuple) -> list:
    """The Scopes the words before a link set for its index letters ("for the two chosen keys: α_i = …" is i over the
    part's named keys; "for every key other than the two chosen ones" the others; "for the keys a and b")."""
    said = keys_said_before(text, link.left_span[0])
    if said is None or not letters:
        return []
    start, end, labels, apart = said
    members = labels or tuple(keys)
    # "For the two chosen keys: α_i …", "für die beiden Schlüssel gilt α_i …": the words lead straight to the step
    between = text[end:link.left_span[0]]
    direct = "$" not in between.strip().strip("$") and len(lexicon.tokenize(between)) <= DIRECT_WORDS
    return [Scope(letter, members, apart, start, end, not direct) for letter in sorted(letters)] if members else []


DIRECT_WORDS = 3  # words and marks between a scope said in words and the step it leads to


# a list of values that goes on with an ellipsis: the range of an index, not one value of it
RANGE_GOES_ON = re.compile(r"\s*,\s*(?:[A-Za-z0-9]\s*,\s*)?(?:\\[lc]?dots\b|…|\.\.\.)")


def scope_of(link: Link, text: str, index_words: set):
    """The Scope a link states (i ∈ {a, b}, i = a, b, i ≠ j), or None."""
    left, right = link.left, link.right
    if not (isinstance(left, s.Name) and not left.sub and len(left.base) == 1 and left.base in index_words):
        return None
    if link.op in ("in", "notin") and isinstance(right, s.SetLiteral):
        members = tuple(_label(node) for node in right.items)
        complement = link.op == "notin"
    elif link.op in ("=", "ne") and _label(right):
        if RANGE_GOES_ON.match(text, link.span[1]):
            return None  # "i = 0, …, d/2 − 1", "i = 1, 2, …, n": the index's range, every value of it
        members = (_label(right),)
        following = re.match(r"\s*,\s*([A-Za-z0-9])(?![A-Za-z0-9_{^])", text[link.span[1]:])
        if following and following.group(1).isdigit() == members[0].isdigit():
            members += (following.group(1),)  # "i = a, b"; "i = b, 0 otherwise" is a case and a value
        complement = link.op == "ne"
    else:
        return None
    if not all(members):
        return None
    return Scope(left.base, members, complement, link.left_span[0], link.span[1])


def scope_readings(link: Link, text: str, scopes: list, letters: set) -> list:
    """[{letter: Scope or None (unscoped) or "others" (no scope of the sentence: "otherwise") or "rest" (none of the
    indices a scope names: "all other")}]: the readings of a step's indices."""
    if link.apart:  # "k_aᵀq ≈ t, the rest ≈ 0": i over the keys its sentence did not name, and only that
        return [{"i": Scope("i", link.apart, True, link.left_span[0], link.left_span[0])}]
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
            # "otherwise" speaks against the scopes said before it; with none before (k_iᵀq = 0 otherwise, so … (i ≠
            # a, b)), the indices the sentence's scopes name are the ones it sets aside
            options = ["others"] if before else ["rest"]
        elif lexicon.said(around, "THE_OTHERS") and not attached:
            options = ["rest"]  # "α_a → ½ and all other α_i → 0": the indices other than those the scopes name
        elif len(attached) == 1:
            options = attached + ([None] if attached[0].loose else [])
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
