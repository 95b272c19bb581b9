"""Directions said in words next to a scale's name ("t large", "for small t", "β 很大", "t est grand", "t much
greater than 1", "t 小于 1"), every word list the lexicon's; and where a statement stands (outright, in passing,
in a hypothesis)."""

import re
from bisect import bisect_left, bisect_right
from dataclasses import replace

from symattn.language import lexicon
from symattn.language.direction import PLUS_INF, RANGE, UNREAD, ZERO, Direction, mention_pattern
from symattn.language.document import HYPOTHETICAL, REJECTED, Document, aside_at, mood_after
from symattn.language.math_directions import directions_in_math, parsed
from symattn.notation.vocabulary import GREEK_LETTERS, name_key

# Between a scale's name and a word about it: a few words, no other name, no clause break, no formula.
WORDS_BETWEEN = 5
NEAR = 120  # characters; a list of names before the word ("s, t and u tend to 0") may take some of them
# ... nor a conjunction (the lexicon's CONJUNCTION): in "the error is small once t exceeds 11", small is not said of t.
OTHER_MATH = re.compile(r"[,;.!?。，；:()\[\]{}=+^_\\<>|]|(?<![^\W\d_])(?<!['’])(?![aeioy])[A-Za-z](?![^\W\d_]|['’])|"
                        r"[α-ωΑ-Ω]|\$\s*[^$\s][^$]*\$")
# a name right before a size word is what the word is said of ("α goes to 0 … t"), not a scale named after it; an
# article or a pronoun ("a large t", "I take large t") is no name
SUBJECT_BEFORE = re.compile(r"(?:[α-ωΑ-Ω](?:_\{?\w+\}?)?|\\[A-Za-z]+(?:_\{?\w+\}?)?|(?<![^\W\d_])(?<!['’])(?![aAI](?![_\w]))[A-Za-z]"
                            r"(?:_\{?\w+\}?)?(?![A-Za-z])|\$)[\s$]*$")
# "the only non-negligible logit is t(1 + η)": a size word with a negative prefix says the opposite (non-, nicht-)
NEGATIVE_PREFIX = re.compile(r"(?<![^\W\d_])(?:non|nicht|no|un)-$|(?<![^\W\d_])non\s$", re.I)
# "t in [0, 0.01]": an interval after "in" (the lexicon's comparisons and values are read on tokens)
IN_INTERVAL = re.compile(r"^\$?\s*(?:(?:is|lies|stays)\s+)?(?:in|within|inside)\s+(?:the\s+)?(?:interval\s+|range\s+)?"
                         r"(?=\$?\s*[\[(])", re.I)
# a value after a comparison: $…$, an interval, a power of ten (10^{-3}, before the plain 10 it starts with), a number
# (1,000, 0.5, 1e-3, 2 × 10^6, 5%), a name
VALUE_AFTER = re.compile(r"[\s$]*(?P<value>\$[^$]{1,60}\$|[\[(][^\])]{1,40}[\])]|10\^\{?-?\d+\}?|"
                         r"[-−+]?\d+(?:[.,]\d+)*(?:[eE][-−+]?\d+)?(?:\s*(?:[×x*·]|\\times|\\cdot)\s*10\^\{?-?\d+\}?)?%?|"
                         r"\\[A-Za-z]+(?:_\{?\w+\}?)?|[A-Za-z](?:_\{?\w+\}?)?(?![A-Za-z])|[α-ω](?:_\w)?)")
# what each concept of comparison says as a relation: "t much greater than 1" is t ≫ 1, "t 小于 1" is t < 1
COMPARISONS = {"MUCH_GREATER": "\\gg", "MUCH_LESS": "\\ll", "GREATER": ">", "LESS": "<", "NEAR_VALUE": "\\approx",
               "SET_TO": "="}
FILLER_WORDS = 4  # words between a scale's name and a comparison ("t is chosen to be much greater than 1")
# a noun that names the scale again right before its comparison allows a longer description before it
VALUE_NOUNS = {"constant", "number", "value", "scalar", "factor", "coefficient", "temperature", "scale"}
# a size word's concept -> the direction it says
SIZE_KINDS = {"LARGE": "+∞", "SMALL": "0", "SMALL_FROM_ABOVE": "0⁺", "TO_MINUS_INFINITY": "−∞", "LARGE_NEGATIVE": "large magnitude",
              "NEGATIVE_SIGN": "negative"}


# a name that is the argument of a noun before it ("the reciprocal of t", "l'inverse de t", "der Kehrwert von t"); the
# value of t is t itself
ARGUMENT_OF = re.compile(r"(?<![^\W\d_])(?!(?:values?|valeurs?|valor|valores|valore|valori|wert|werte)\b)"
                         r"[^\W\d_]{3,}\s+(?:of|de|du|des|von|vom|der|di|del|della|da|do)\s*\$?\s*$", re.I)


def _size_word_between(spans: list, start: int, end: int) -> bool:
    """Another size word lies wholly between a size word and a name (spans sorted by start)."""
    index = bisect_left(spans, (start,))
    return any(other_end <= end for other_start, other_end in spans[index:index + 4] if other_start < end)


def _nearer_size_word(text: str, spans: list, word: tuple, start: int, end: int) -> bool:
    """Has the name at start:end a size word of its own nearer than `word`: one right next to it (only spaces and
    math marks between) where `word` is not ("négligeables pour t grand"), or one right before it where `word` is
    right after ("für großes t vernachlässigbar", "при большом t малы": the adjective before the name is the name's,
    the word after it the sentence's predicate)?"""
    index = bisect_left(spans, (start,))
    before = spans[index - 1] if index > 0 and not text[spans[index - 1][1]:start].strip(" \t$") else None
    after = spans[index] if index < len(spans) and not text[end:spans[index][0]].strip(" \t$") else None
    if word in (before, after):
        return word == after and before is not None
    return before is not None or after is not None


def directions_in_words(document: Document, scales: dict, context, given: dict) -> list:
    """Words such as "large" or 很小 next to a scale's name (a few words between, no other name, no clause
    break); negated ones say nothing. And phrases that relate it to a value ("t of order 10^{-3}", "t much
    greater than 1", "t 小于 1")."""
    text = document.text
    mentions = sorted((m.start(), m.end(), name) for name in scales for m in mention_pattern(name).finditer(text))
    found = []
    size_words = lexicon.scan(text, *lexicon.SIZE)
    # the words that say where a name goes; a noun as "constant" ("a large constant c") is no other size word
    spans = sorted((m.start, m.end) for m in size_words if m.concept in SIZE_KINDS)
    for match in size_words:
        if match.concept in COMPARISONS and _value_after(text, match.end) is not None:
            continue  # a comparison with a value is read by the phrase next to the name (below)
        near = []
        # only the mentions near the word (a bisection, so a long hostile text costs no pair of every two)
        low = bisect_left(mentions, (match.start - NEAR - 40,))
        high = bisect_right(mentions, (match.end + NEAR, float("inf")))
        subject_before = SUBJECT_BEFORE.search(text[max(0, match.start - 30):match.start])
        for start, end, name in mentions[low:high]:
            if start >= match.end and subject_before:
                continue  # "α goes to 0 fast enough relative to t": said of α, the name before it, not of t
            between = text[end:match.start] if end <= match.start else text[match.end:start]
            if end <= match.start:  # "s and t tend to 0", "$s$, $t$ small": the names listed after s
                between = LIST_TAIL.sub("", between, count=1)
                # "t, tending to zero": a participle set off by a comma right after the name
                between = re.sub(r"^[\s$]*,", " ", between, count=1) if match.concept in \
                    ("SMALL", "LARGE", "TO_MINUS_INFINITY") and len(between) < 12 else between
            if end <= match.start and ANOTHER_SUBJECT.search(between):
                continue  # "for fixed λ the second term vanishes": said of the term the article names, not of λ
            if _size_word_between(spans, min(end, match.end), max(start, match.start)) or \
                    _nearer_size_word(text, spans, (match.start, match.end), start, end):
                # "terms negligible for large t", "termes négligeables pour t grand", "für großes t vernachlässigbar":
                # the size word next to t is its own, not the one farther off
                continue
            if len(between) <= 40 and len(between.split()) <= WORDS_BETWEEN and not OTHER_MATH.search(between) \
                    and not lexicon.said(between, "CONJUNCTION"):
                near.append((len(between), name, between, start, end))
        if not near:
            said_of = _expression_before(text, mentions[low:high], match.start)
            if said_of is not None:
                # "t^{-1} is large", "e^{-t} is large": a size word after an expression of the scale says where the
                # scale goes through it, which is not read; never the default direction
                found.append((said_of, Direction(UNREAD, match.start, text[match.start:match.end], True,
                                                 tier_at(text, match.start, match.end))))
            continue
        _, name, between, at, until = min(near)
        if until <= match.start and ARGUMENT_OF.search(text[max(0, at - 40):at]):
            # "the reciprocal of t tends to 0", "l'inverse de t est grand": said of something of the scale, whose
            # direction is not the scale's own; where the scale goes is said, and not read
            found.append((name, Direction(UNREAD, match.start, text[match.start:match.end], True,
                                          tier_at(text, match.start, match.end))))
            continue
        if _inside_an_expression(text, at, until):
            # "the gap 1/α is large", "e^{-t} is small": said of an expression of the scale, whose direction is
            # not the scale's own (1/α large is α small); where the scale goes is said, and not read
            found.append((name, Direction(UNREAD, match.start, text[match.start:match.end], True,
                                          tier_at(text, match.start, match.end))))
            continue
        tier = tier_at(text, match.start, match.end)
        # "s, t large": the list runs back from the name right before the word, which the one chosen may open
        before_word = [candidate for candidate in near if candidate[4] <= match.start]
        last = max(before_word, key=lambda candidate: candidate[4])[1] if before_word else name
        listed = _listed_with(text, mentions, last, match.start)
        listed = listed if name in listed else [name]
        if lexicon.said(between, "NEGATION") or NEGATIVE_PREFIX.search(text[max(0, match.start - 5):match.start]) or \
                lexicon.closes(text[max(0, match.start - 12):match.start], "NEGATION", skipping="$ ") is not None:
            # "t not large", "t does not go to infinity": where t goes instead is not said
            found.append((name, Direction(UNREAD, match.start, text[match.start - len(between) - 1:match.end],
                                          stated_in_words=True, tier=tier)))
            continue
        if match.concept == "BOUNDED":
            # "t fixed", "t bounded": a range, counted only where nothing else is said ("for fixed t, … then t → ∞")
            found.append((name, Direction(RANGE, match.start, text[match.start:match.end], (None, None), True,
                                          tier | 4)))
            continue
        if match.concept in ("VAGUE", "GREATER", "LESS") or match.concept not in SIZE_KINDS and \
                match.concept not in ("MUCH_GREATER", "MUCH_LESS"):
            # "t decreasing", "t greater than the others": said of t, but not where it goes
            found.append((name, Direction(UNREAD, match.start, text[match.start:match.end], True, tier)))
            continue
        kind = SIZE_KINDS.get(match.concept) or (PLUS_INF if match.concept == "MUCH_GREATER" else ZERO)
        found.extend((each, Direction(kind, match.start, text[match.start:match.end], stated_in_words=True,
                                      tier=tier)) for each in listed)
    for start, end, name in mentions:
        found.extend(_phrase_directions(text, start, end, name, scales, context, given))
        window = max(0, start - 40)
        every = lexicon.closes(text[window:start], "EVERY_VALUE", skipping="$ ")
        if every is not None:  # "for any t > 0": every value of t, so none that grows; read beside a size word
            found.append((name, Direction(UNREAD, start, text[window + every.start:end].replace("$", ""), True,
                                          tier_at(text, start, end))))
    for start, end, name in mentions:
        # "t très petit", "t ちっちゃい": words about the scale that were not read are not "nothing said"
        said = _said_of(text, end)
        if said is not None and not any(n == name and end <= d.position <= end + 60 for n, d in found):
            found.append((name, Direction(UNREAD, end, text[start:said + 12].strip(), True,
                                          tier_at(text, start, end))))
    return found


# right before a name: a division, a power or a minus sign inside an exponent (1/α, e^{-t}, 2^{-t}); right after
# it: a negative power (α^{-1}, t⁻¹)
REVERSING_BEFORE = re.compile(r"(?:/|\\frac\s*\{[^{}]*\}\s*\{|\^\s*\{?\s*[-−])\s*[{$(]*\s*$")
REVERSING_AFTER = re.compile(r"^\s*[})$]*\s*(?:\^\s*\{?\s*[-−]|⁻)")


# a definite article or a demonstrative between a name and the size word after it opens the word's own subject
ANOTHER_SUBJECT = re.compile(r"(?<![^\W\d_])(?:the|this|that|these|those|le|la|les|ce|cette|der|die|das|dieser|"
                             r"diese|el|los|las|este|esta|il|lo|gli|questo|questa|o|os|este|esta)(?![^\W\d_])", re.I)
# between a scale's name and a size word: only the rest of a formula (powers, brackets, operators, numbers) and a
# copula ("t^{-1} is large", "e^{-t} est grand")
EXPRESSION_TAIL = re.compile(r"^[\s$]*[\^_{}()\[\]\-−+*/·0-9.⁻¹²³⁴⁵⁶⁷⁸⁹⁰]+[\s$]*"
                             r"(?:is|are|becomes|gets|stays|est|ist|es|è|é|是|は|が|가|이|는)?[\s$]*$")


def _expression_before(text: str, mentions: list, word_at: int):
    """The scale whose name ends a formula right before a size word (t^{-1} is large), or None."""
    before = [(start, end, name) for start, end, name in mentions if end <= word_at and word_at - end <= 20]
    for start, end, name in reversed(before):
        if EXPRESSION_TAIL.match(text[end:word_at]):
            return name
    return None


def _inside_an_expression(text: str, start: int, end: int) -> bool:
    """The scale's name written inside an expression that turns its direction round (1/α, e^{-t}, α^{-1})."""
    return REVERSING_BEFORE.search(text[max(0, start - 12):start]) is not None or \
        REVERSING_AFTER.match(text[end:end + 8]) is not None


CJK_OR_OTHER_SCRIPT = re.compile(r"[\u0400-\u04ff\u0590-\u06ff\u0900-\u097f\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")


NO_SIZE = ("COPULA", "VALUE_IS", "HYPOTHESIS_AFTER", "CONJUNCTION", "CONSEQUENCE", "THEN", "NEUTRAL")


def _said_of(text: str, end: int):
    """Where a word about the scale whose name ends at `end` ends: an intensifier ("t très …", "t is very …"),
    after a copula or none, or a word in a script whose size words may not all be known; None when none."""
    tokens = lexicon.tokenize(text, end, min(len(text), end + 60))
    index = 0
    if index < len(tokens) and lexicon.opens(tokens[index].text, "COPULA") is not None:
        index += 1
    if index >= len(tokens) or tokens[index].start - end > 8 + (index and 20):
        return None
    if CJK_OR_OTHER_SCRIPT.match(tokens[index].text):
        # "t 이다", "t である", "t 이면": a known word of no size (a copula, "if", "and") says nothing of where t goes;
        # any other word of a script whose size words may not all be known is something said of it
        known = lexicon.opens(text[tokens[index].start:min(len(text), end + 60)], *NO_SIZE)
        return None if known is not None else tokens[index].end
    intensifier = lexicon.scan(tokens[index:], "INTENSIFIER")
    return intensifier[0].end if intensifier and intensifier[0].first == 0 else None


# the names listed after the first ("s, t", "s and \\tau"): a letter, a TeX command or a Greek letter's name, never
# a word ("t = 1/α, which is large" lists nothing)
LIST_TAIL = re.compile(r"^(?:[\s$]*(?:,|and|und|et)[\s$]*(?:\\[A-Za-z]+|[A-Za-z](?![A-Za-z])|(?:"
                       + "|".join(sorted(GREEK_LETTERS, key=len, reverse=True)) + r")(?![A-Za-z]))"
                       r"(?:_\{?\w+\}?)?)+", re.I)


def _listed_with(text: str, mentions: list, name: str, word_at: int) -> list:
    """The scale a word speaks of and those listed with it ("s and t tend to 0", "$s, t$ small")."""
    ordered = [m for m in mentions[max(0, bisect_left(mentions, (word_at - 400,))):] if m[1] <= word_at]
    chosen = next((m for m in reversed(ordered) if m[2] == name), None)
    names = [name]
    if chosen is None:
        return names
    current = chosen
    for previous in reversed([m for m in ordered if m[1] <= current[0]]):
        if not _only_a_list_joint(text, previous[1], current[0]):
            break
        names.append(previous[2])
        current = previous
    return list(dict.fromkeys(names))


def _only_a_list_joint(text: str, start: int, end: int) -> bool:
    """Is text[start:end] only what joins two names of a list (", ", " and ", " und ", "、")?"""
    tokens = lexicon.tokenize(text, start, end)
    joints = lexicon.scan(tokens, "LIST_JOINT")
    return len(joints) == 1 and joints[0].first == 0 and joints[0].last == len(tokens)


def _phrase_directions(text: str, start: int, end: int, name: str, scales: dict, context, given: dict) -> list:
    """"t of order $10^{-3}$", "β set to 2", "t in [0, 0.01]", "t at most 0.01", "t much greater than 1", "t 小于 1":
    read as t ≈ 10^{-3}, and so on."""
    interval = IN_INTERVAL.match(text[end:end + 120])
    if interval is not None:
        op, value_at = "\\in", end + interval.end()
    else:
        comparison = _comparison_after(text, end)
        if comparison is None:
            return []
        if comparison.concept == "NEGATION":  # "t not much greater than 1": said of t, but not where it goes
            return [(name, Direction(UNREAD, comparison.start, text[start:comparison.end], True,
                                     tier_at(text, start, comparison.end)))]
        op, value_at = COMPARISONS[comparison.concept], comparison.end
    value = _value_after(text, value_at)
    if value is None:
        return []
    if name_key(parsed(value.group("value").strip("$"))) in scales:
        return []  # "t much larger than s" relates two scales: read by orders.py
    relation = f"{text[start:end]} {op} {value.group('value').strip('$').replace('%', chr(92) + '%')}"
    position = value.start("value")
    tier = tier_at(text, start, value.end())
    return [(found_name, replace(direction, position=position, stated_in_words=True, tier=tier))
            for found_name, direction in directions_in_math(relation, position, scales, context, given)
            if found_name == name]


def _comparison_after(text: str, end: int):
    """The comparison said of the name ending at `end`, after a few words and no math; a NEGATION Match
    (running to the comparison's end) when a negation stands among those words."""
    tokens = lexicon.tokenize(text, end, min(len(text), end + 120))
    found = lexicon.scan(tokens, *COMPARISONS)
    named = found and 0 < found[0].first <= FILLER_WORDS + 4 and tokens[found[0].first - 1].text.lower() in VALUE_NOUNS
    if not found or found[0].first > FILLER_WORDS and not named:  # "β is a large but fixed constant like 5"
        return None
    filler = tokens[:found[0].first]
    if any(not t.text.isalpha() and t.text != "n't" and "'" not in t.text for t in filler):
        return None
    negation = lexicon.scan(filler, "NEGATION")
    if negation:
        return replace(negation[0], end=found[0].end)
    return found[0]


def _value_after(text: str, at: int):
    """The value a comparison compares with, right after it (a number, $…$, an interval, a name)."""
    return VALUE_AFTER.match(text, at, min(len(text), at + 80))


def tier_at(text: str, start: int, end: int) -> int:
    """Said outright (0), in passing (1), in a hypothesis (2), in a hypothesis in passing (3)."""
    hypothetical = _hypothetical_at(text, start) or _supposed_after(text, end)
    return (2 if hypothetical else 0) + (1 if aside_at(text, start, end) else 0)


def _supposed_after(text: str, end: int) -> bool:
    """A conditional that follows what it supposes, right after the words ("β が小さいなら", "t 很小的话")."""
    found = lexicon.scan(lexicon.tokenize(text, end, min(len(text), end + 6)), *lexicon.DOMAINS["hypothesis after"])
    return bool(found) and found[0].first == 0 and found[0].concept == "HYPOTHESIS_AFTER"


def _inside_word(text: str, start: int, end: int) -> bool:
    """'small' in 'smallest' or 'big' in 'bigram' is not the word."""
    before = text[start - 1:start] if start else ""
    after = text[end:end + 1]
    latin = re.match(r"[A-Za-z]", text[start:start + 1] or " ") is not None
    return latin and (bool(re.match(r"[A-Za-z]", before or " ")) or bool(re.match(r"[A-Za-z]", after or " ")))


def _hypothetical_at(text: str, position: int) -> bool:
    window = max(0, position - 400)  # a sentence with no full stop is read this far back
    start = max(text.rfind(". ", window, position), text.rfind("\n\n", window, position),
                text.rfind("。", window, position), window - 1)
    return mood_after(text[start + 1:position], "committed") in (HYPOTHETICAL, REJECTED)
