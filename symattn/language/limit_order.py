"""Which of two limits the words take first: the part's own (α → 0, the keys' vanishing covariance) or the
answer's scale (t → ∞, or "t very large" in words). "First let t → ∞ (for fixed α), then let α → 0" takes t first,
where the noise t√α z never vanishes; "α → 0 before t → ∞", "for fixed t, α → 0; then t → ∞" take α first, as the
part does.

The order words are the lexicon's (lexicon/limit_order.py). Read between and beside the two limits as written in
math; where they are said and do not place the two (or place them both ways), the order is unread.
"""

import re
from dataclasses import dataclass

from symattn.language import lexicon
from symattn.language.direction import LIMITS, mention_pattern
from symattn.language.document import REJECTED, Document
from symattn.language.math_directions import directions_in_math
from symattn.language.sentences import sentence_end, sentence_start
from symattn.language.word_directions import directions_in_words

INNER, OUTER, UNREAD = "inner", "outer", "unread"
_ORDER = ("LIMIT_FIRST", "LIMIT_THEN", "LIMIT_BEFORE", "LIMIT_AFTER", "HELD_FIXED")
HELD_REACH = 24  # characters from "for fixed" to the name it holds ("for fixed $\alpha$")
FIRST_REACH = 40  # characters from "first" to the limit it puts first, either side


@dataclass(frozen=True)
class LimitOrder:
    order: str  # INNER (the part's limit first), OUTER (the scale's first), UNREAD, or "" (no order said)
    words: tuple = ()  # the order words read, as written


def limit_order(document: Document, inner: dict, outer: dict, context) -> LimitOrder:
    """The order of the limits of `inner` ({written name: symbol}, the part's own: α) and `outer` (the answer's
    scales: t), as the words say it; "" where only one is taken, or no order word is said with them."""
    text = document.text
    limits = []
    for statement in document.statements:
        if statement.mood == REJECTED:
            continue
        for which, names in ((INNER, inner), (OUTER, outer)):
            if any(direction.kind in LIMITS for _, direction in
                   directions_in_math(statement.text, statement.offset, names, context)):
                limits.append((statement.offset, statement.offset + len(statement.text), which))
    for which, names in ((INNER, inner), (OUTER, outer)):  # "once t is very large": a limit said in words
        for _, direction in directions_in_words(document, names, context, {}):
            if direction.kind in LIMITS:
                limits.append((direction.position, direction.position + len(direction.source), which))
    limits.sort()
    if {which for *_, which in limits} != {INNER, OUTER}:
        return LimitOrder("")
    first, last = min(start for start, *_ in limits), max(end for _, end, _ in limits)
    window = (sentence_start(text, first), sentence_end(text, last))
    words = [m for m in lexicon.scan(text[window[0]:window[1]], *_ORDER)]
    if not words:
        return LimitOrder("")
    votes = set()
    for match in words:
        start, end = match.start + window[0], match.end + window[0]
        votes |= _placed(match, start, end, limits, text, inner, outer)
    said = tuple(dict.fromkeys(text[m.start + window[0]:m.end + window[0]] for m in words))
    if len(votes) == 1:
        return LimitOrder(votes.pop(), said)
    # order words said beside the two limits that place neither, or both ways ("then" between them read as "so" is
    # left out: it places nothing on its own unless it lies between two limits; "First, the keys are orthonormal"
    # far from any limit orders nothing)
    placing = [m for m in words if m.concept != "LIMIT_THEN" and
               any(abs(m.start + window[0] - b) <= FIRST_REACH or abs(a - m.end - window[0]) <= FIRST_REACH
                   for a, b, _ in limits)]
    return LimitOrder(UNREAD if votes or placing else "", said)


# languages whose "before" and "after" follow the limit they speak of ("t → ∞ の前に", "α → 0 之后", "α → 0 후에")
POSTPOSITIONAL = frozenset({"zh", "ja", "ko"})
_CLAUSE_BREAK = re.compile(r"[,;，、；:：]")


def _placed(match, start: int, end: int, limits: list, text: str, inner: dict, outer: dict) -> set:
    concept = match.concept
    before = [x for x in limits if x[1] <= start]
    after = [x for x in limits if x[0] >= end]
    previous, following = (before[-1] if before else None), (after[0] if after else None)
    between = previous is not None and following is not None and previous[2] != following[2]
    other = {INNER: OUTER, OUTER: INNER}
    postposed = match.entry.language in POSTPOSITIONAL
    if concept == "LIMIT_THEN" and between:
        return {previous[2]}
    if concept == "LIMIT_BEFORE":
        if postposed and previous is not None:  # "t → ∞ の前に α → 0": before t → ∞, so the other first
            return {other[previous[2]]}
        if not postposed and between:  # "α → 0 before t → ∞"
            return {previous[2]}
    if concept == "LIMIT_AFTER":
        if postposed and previous is not None:  # "α → 0 之后, t → ∞": after α → 0, so α first
            return {previous[2]}
        if not postposed and following is not None and (between or not before):  # "t → ∞ after α → 0", "after α → 0, …"
            return {following[2]}
    if concept == "LIMIT_FIRST":
        # the limit of its own clause ("α → 0 を先に、t → ∞ を後に": α), the nearer where both are
        near = [(start - previous[1], previous[2])] if previous is not None and start - previous[1] <= FIRST_REACH and \
            not _CLAUSE_BREAK.search(text, previous[1], start) else []
        near += [(following[0] - end, following[2])] if following is not None and following[0] - end <= FIRST_REACH \
            and not _CLAUSE_BREAK.search(text, end, following[0]) else []
        if near:
            return {min(near)[1]}
    if concept == "HELD_FIXED":
        held = _held_name(text, start, end, inner, outer)
        if held is not None:  # what is held fixed is taken to its limit last
            return {other[held]}
    return set()


def _held_name(text: str, start: int, end: int, inner: dict, outer: dict):
    """INNER or OUTER for the name "α fixed", "com α fixo" (right before the words) or "for fixed α" (the nearest
    one after them) holds, None when neither is said right there."""
    after, before = [], []
    for which, names in ((INNER, inner), (OUTER, outer)):
        for name in names:
            pattern = mention_pattern(name)
            found = pattern.search(text, end, min(len(text), end + HELD_REACH))
            if found:
                after.append((found.start(), which))
            if any(m.end() >= start - 3 for m in pattern.finditer(text, max(0, start - HELD_REACH), start)):
                before.append(which)
    if len(set(before)) == 1:
        return before[0]
    return min(after)[1] if after else None

