"""Labels of parts: an edition's numbering ("1(c)(i)", "(e)(ii)", "3(a)", "2.1") and a write-up's heading lines
("### Problem 1 c ii", "\\item[(b)]", "**(d)(i)**", "Answer (b):") read into paths of typed components.

A path is a tuple of (kind, value): NUM (1, 2, …), ALPHA ('a', 'b', …) or ROMAN (1 for i, 2 for ii, …), outermost
first. A single letter that is also a Roman numeral (i, v, x) is read by its place: after a letter it is Roman;
alone, the context of the headings before it decides (see `complete`).
"""

import re
from dataclasses import dataclass

from symattn.intake import words

NUM, ALPHA, ROMAN = "num", "alpha", "roman"
ROMANS = {name: value for value, name in enumerate(
    ("i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "xiii", "xiv", "xv"), start=1)}
AMBIGUOUS = "letter-or-roman"  # a raw component i, v or x before its context is known

_WORD = "|".join(sorted((re.escape(w) for ws in words.LABEL_WORDS.values() for w in ws), key=len, reverse=True))
_ANSWER = "|".join(sorted((re.escape(w) for ws in words.ANSWER_WORDS.values() for w in ws), key=len, reverse=True))
# markup that may open a heading line, strongest first; each may repeat (### **(a)**)
_MARKUP = re.compile(r"[ \t]*(?:(?P<strong>#{1,6}(?=[ \t])|(?<![ \t])={1,6}(?=[ \t])|\\(?:sub)*section\*?\s*\{|\\paragraph\*?\s*\{"
                     r"|\\(?:textbf|textit|emph|underline|textsc)\s*\{|\{\\bf\s|\*\*|__|<b>|<strong>)"
                     r"|(?P<item>\\item\s*\[|\\item\b)|(?P<weak>\\noindent\b|[-+•*][ \t]+|\*(?=\S)|\\(?:large|Large|bf)\b"
                     r"|>[ \t]+))")  # "> i. Design q_1 …": a label in a Markdown quote of the question
# a template's answer box opens the answer: \begin{answer}, \begin{solution}, \begin{proof}; Typst's #answer,
# #solution[ (a template's function called on the answer, or alone above it)
_ANSWER_ENVIRONMENT = re.compile(r"[ \t]*(?:\\begin\{(?:answer|solution|sol|proof|ans)\*?\}"
                                 r"|#(?:answer|solution|sol|proof|ans)\b(?:\(\))?\[?)[ \t]*", re.I)
_NUMERALS = "".join(words.NUMERALS)
_BEFORE, _AFTER_NUMERAL = ("|".join(sorted(map(re.escape, ws), key=len, reverse=True))
                           for ws in (words.NUMERAL_BEFORE, words.NUMERAL_AFTER))
_SAID_NUMBER = re.compile(rf"[ \t]*(?:(?:{_BEFORE})[ \t]*([{_NUMERALS}]{{1,3}}|[0-9]{{1,2}})[ \t]*(?:{_AFTER_NUMERAL})?"
                          rf"|([{_NUMERALS}]{{1,3}})(?:{_AFTER_NUMERAL}))[ \t]*[、.:：]?[ \t]*")
_BONUS = "|".join(sorted((re.escape(w) for w in words.BONUS_WORDS), key=len, reverse=True))
_BONUS_WORD = re.compile(rf"[ \t]*(?i:{_BONUS})(?:[ \t]*[:.—–\-][ \t]*|[ \t]+|(?=\())")
_LATER_LABEL = re.compile(rf"(?<!\w)(?i:{_WORD})[ \t]*(?=[(\d])")
# a typeset section's own number before its title, a label word and its number: '1 Question 1', '2     Problem 2'
_SECTION_NUMBER = re.compile(rf"[ \t]*\d{{1,2}}(?:\.\d{{1,2}})*[ \t]+(?=(?i:{_WORD})[ \t]*\d)")
_LINE_END = re.compile(r"[ \t]*[.:)\]}]*[ \t]*(?:\*\*|__|\}|</b>|</strong>)*[ \t]*$")
# 'Q1', never q1 (q_1); 'P3a' (a problem), only glued to its number: 'P X' is the permutation applied to X
_LABEL_WORD = re.compile(rf"[ \t]*(?:(?i:{_WORD})|Q|P(?=\d))(?:[ \t]*[.:#]|[ \t]+|(?=[(\d]))")
_ANSWER_WORD = re.compile(rf"[ \t]*(?:{_ANSWER})(?:(?:[ \t]*(?:[.:：]|\*\*|__|\}}))+|[ \t]*(?=\(|$))[ \t]*", re.I)
_COMPONENT = re.compile(r"(?P<shut>[ \t]*\))?[ \t]*[.\-–_]?[ \t]*"
                        r"(?:\((?P<paren>[0-9]{1,3}(?:[A-Za-z]{1,5})?|[A-Za-z]{1,5})\)|(?P<num>[0-9]{1,3})"
                        r"|(?P<bare>[A-Za-z]{1,5}))")
_INNER_WORD = re.compile(rf"[ \t]*,?[ \t]*(?i:{_WORD})[ \t]*(?=[(\dA-Za-z])")
_COUNTED = re.compile(r"[ \t]*\d{1,2}\.[ \t]+\(?[A-Za-z]\b")  # a Markdown list number, a space, then a letter
# a bare label closed as one: 'i.', 'a)', or the same inside emphasis that closes after it (Typst's '*i.*',
# Markdown's '_a)_', '**ii.**')
_CLOSED = re.compile(r"[.)](?:\*{1,2}|_{1,2})?(?:\s|$)|\)|$")
# what may follow a label: an end, a stop, a bracket, a dash, markup, a space, or their fullwidth forms ("1(b)（补充）",
# "1(b)：") after which Chinese and Japanese set no space
_AFTER = re.compile(r"[ \t]*(?:$|[.:)\]}*,—–\-\[（：，。、．]|\*\*|\\\\|[ \t])")


@dataclass(frozen=True)
class Heading:
    """A labelled line of a write-up: where it starts, where its label ends, its raw label, how it is marked."""

    start: int  # the line's first character in the text
    body: int  # the first character after the label (and its closing markup)
    raw: tuple  # components as read: (NUM, n), (ALPHA, 'c'), (ROMAN, n) or (AMBIGUOUS, 'i')
    text: str  # the heading line, trimmed, for `found`
    answer: bool = False  # an "Answer (b):" line
    joint: tuple = ()  # the next sub-part said with it ("Problem 1 d i and ii."): its last component, answered here too


# the question-and-answer layout: "**Q:** What …" then "**A:** …", where "A:" answers and labels no part (a)
ASKED = re.compile(r"[ \t]*(?:[-*>#]+[ \t]+)?(?:\*\*|__)?[ \t]*Q[ \t]*(?:\*\*|__)?[ \t]*[:：.]")
REPLY = re.compile(r"[ \t]*(?:[-*>#]+[ \t]+)?(?:\*\*|__)?[ \t]*A[ \t]*(?:\*\*|__)?[ \t]*[:：.](?:[ \t]*(?:\*\*|__))?")


def numbering_path(label: str) -> tuple:
    """An edition's numbering as a path: '1(c)(i)' → ((num, 1), (alpha, 'c'), (roman, 1)); () when unreadable."""
    label = _LABEL_WORD.sub("", label.strip(), count=1) if _LABEL_WORD.match(label.strip()) else label.strip()
    raw, position = _components(label, 0, strict=False)
    if not raw or label[position:].strip(" .:)"):
        return ()
    return reading(resolve(raw, ()))


def _components(line: str, position: int, strict: bool) -> tuple:
    """The raw components of a label at `position`, and where they end. `strict`: a bare letter run counts only
    after a number or as i./a) (a sentence's first word is no label)."""
    raw, closed = [], False
    while True:
        inner = _INNER_WORD.match(line, position) if raw else None
        part = _COMPONENT.match(line, inner.end()) if inner else None
        if part and (part.group("paren") or part.group("num") or _CLOSED.match(line, part.end()) or
                     _whole_label(line, inner.end())):
            # 'Problem 3 part (a)', 'Aufgabe 2 Teil b)', 'Q1 part c i': a label word between a problem and its part
            position = inner.end()
        match = _COMPONENT.match(line, position)
        if not match:
            break
        token = match.group("paren") or match.group("num") or match.group("bare")
        bare = match.group("bare") is not None
        glued = re.fullmatch(r"([0-9]{1,3})([A-Za-z]{1,5})", token)  # '(3a)': problem 3, part (a)
        if glued:
            pieces = [(NUM, int(glued.group(1)))] + _letters(glued.group(2))
            if len(pieces) == 1:
                break
        elif match.group("num") is not None or token.isdigit():
            pieces = [(NUM, int(token))]
        else:
            pieces = _letters(token)
            after = line[match.end():match.end() + 2]
            if not pieces or (bare and strict and not raw and not _CLOSED.match(line, match.end())):
                break
            if bare and not re.match(r"[ \t.)\]}:*,\-–(]|$", after[:1]):
                break  # 'can', 'cat': a word, not a label
            if bare and (closed or match.group("shut")) and \
                    not re.match(r"[ \t]*(?:[.):}]|\*\*|__|</b>|</strong>|$)", line[match.end():]):
                break  # '(c) i think': after a bracketed label, a word of the sentence ('(c) ii' alone is a label)
        if raw and not _inward(raw[-1], pieces[0]):
            break  # labels go outward in: 1, then (c), then (ii); '(ii) c' is no label
        raw.extend(pieces)
        closed = not bare and match.group("paren") is not None
        position = match.end()
    return tuple(raw), position


def _whole_label(line: str, position: int) -> bool:
    """A letter and a Roman numeral that end the line or are closed ('c i', 'e (ii). With …'): a part's label after
    its word, as 'Q1 part c i' (one bare letter before more words is the sentence's: 'part a of the answer')."""
    raw, end = _components(line, position, strict=False)
    return len(raw) > 1 and (_LINE_END.match(line, end) is not None or _CLOSED.match(line, end) is not None)


def _inward(outer: tuple, inner: tuple) -> bool:
    """Whether `inner` may follow `outer` in one label: numbers, then a letter, then a Roman numeral."""
    if outer[0] == NUM:
        return True
    return outer[0] == ALPHA and inner[0] in (ROMAN, AMBIGUOUS)


def _letters(token: str) -> list:
    """'c' → [c], 'ii' → [ii], 'cii' → [c, ii], 'B' → [b]; [] for a word."""
    low = token.lower()
    if len(low) == 1:
        return [(AMBIGUOUS, low)] if low in "ivx" else [(ALPHA, low)]
    if low in ROMANS:
        return [(ROMAN, ROMANS[low])]
    if low[1:] in ROMANS:
        return [(ALPHA, low[0]), (ROMAN, ROMANS[low[1:]])]
    return []


def heading(line: str, offset: int, counted: bool = False) -> Heading | None:
    """The heading a line of the write-up opens with, or None. `offset`: the line's start in the text. `counted`:
    the line is one of a run that counts the problems in brackets, (1), (2), (3a), …, at the start of lines."""
    position, marked, item, equals = 0, False, False, False
    for _ in range(4):
        match = _MARKUP.match(line, position)
        if not match or match.end() == position:
            break
        marked |= match.group("strong") is not None
        equals |= (match.group("strong") or "").startswith("=")
        item |= match.group("item") is not None
        position = match.end()
    if _ABBREVIATION.match(line, position):
        return None  # 'z. B. wenn …', 'd. h. die …': prose that wrapped onto the line, not parts z and d
    answer = _ANSWER_WORD.match(line, position) or _ANSWER_ENVIRONMENT.match(line, position)
    if answer:
        position = answer.end()
    bonus = _BONUS_WORD.match(line, position)
    if bonus:
        position = _bonus_label(line, bonus.end())
    numbered = _SECTION_NUMBER.match(line, position)
    if numbered and _LABEL_WORD.match(line, numbered.end()):
        position = numbered.end()  # '1 Question 1' (a PDF's section number, then its title): Question 1
    said = _SAID_NUMBER.match(line, position)
    word = said or _LABEL_WORD.match(line, position)
    before_word = position
    if word:
        position = word.end()
    raw, end = _components(line, position, strict=bool(answer) or not (word or marked or item or bonus))
    if word is not None and not said and raw and raw[0][0] == NUM and \
            line[word.start():word.end()].strip(" \t.:#").lower() in words.PART_ONLY_WORDS:
        return None  # "Punto 2:": a point of an answer, no problem 2
    if bonus and raw and position > bonus.end() and not _LINE_END.match(line, end):
        raw = ()  # '## Bonus: why part (b) matters': a label later in the line only where it ends the line
    if said:
        # the said number ends before the spaces after it: "### 第1题 注意力中的复制" goes on with its title
        raw, end = _with_said_number(_numeral(said.group(1) or said.group(2)), raw, end,
                                     len(line[:position].rstrip(" \t、.:：")))
    if not raw:
        position = before_word  # 'Answer: q = t …': q was the answer's first word, not 'Q' for question
    if raw and answer and not re.search(r"[()\d]|^\s*[A-Za-z]{1,4}[.)]", line[position:end + 1]):
        raw = ()  # 'Answer: q = …': the answer's first word, not a label
    if not raw and answer:
        return Heading(offset, offset + _closing(line, position), (), _trim(line), answer=True)
    if not raw or not _AFTER.match(line, end):
        return None
    bare = not re.search(r"[(\d]", line[position:end])  # a letter alone: no bracket, no number
    if bare and len(raw) > 1 and not (word or marked or item or answer) and line[position:end].strip().isupper():
        return None  # 'PV.' ending a formula that wrapped onto its own line: two capitals, not part (p)(v)
    if _RELATION_AFTER.match(line, end) and bare:
        return None  # '**q = t(μ_a + μ_b)**': a formula's first name, set in bold, not part q ('(b) → …' is a label)
    capital = line[position:end].strip(" *_{}\\")
    named = _NAMED_AFTER.match(line[_closing(line, end):]) if bare and len(raw) == 1 and capital.isupper() else None
    if named and named.group(1) == capital.rstrip(":.)"):
        return None  # '**V:** $V = …$', '\textbf{K:} $K = I$': a capital that names the matrix defined after it
    if equals and not word and bare and \
            not re.match(r"[.):]", line[end:end + 1]):
        return None  # '= P H.' in a chain of equations, not Typst's '= a.' heading
    if len(raw) > 1 and raw[0][0] == NUM and raw[1][0] in (ALPHA, AMBIGUOUS) and \
            ord(raw[1][1]) - ord("a") + 1 == raw[0][1] and _COUNTED.match(line):
        raw = raw[1:]  # '2. (b) …': the list's own count of the lettered parts, not problem 2
    if raw[0][0] == NUM and not (word or marked or item or len(raw) > 1 or _paren_start(line, position)):
        return None  # '1. First note that …': a numbered list of reasons, not a problem
    if raw[0][0] == NUM and len(raw) == 1 and _paren_start(line, position) and not (word or marked or counted):
        return None  # '(1) all keys are orthogonal': a numbered condition
    if not (word or marked or item or answer) and not _label_like(line, position, end):
        return None
    if marked and raw[-1][0] in (ALPHA, AMBIGUOUS) and (len(raw) > 1 or raw[-1][0] == ALPHA):
        trailing = _TRAILING.search(line, end)
        numeral = trailing and (trailing.group(1) or trailing.group(2)).lower()
        if numeral in ROMANS:
            raw = raw + ((ROMAN, ROMANS[numeral]),)  # '## 1(d) Benefits … — i.': 1(d)(i)
    joint, end = _joint(line, raw, end)
    restated = _outline_number(line[position:end].strip(), line[end:]) if len(raw) == 2 else None
    if restated is not None:
        # "3.1 (Problem 3(a))": the bracket says the part; the answer comes after it
        bracket, raw = restated
        end += bracket.end()
    return Heading(offset, offset + _closing(line, end), raw, _trim(line), answer=bool(answer), joint=joint)


# the next sub-part said with a label: "d i and ii.", "a i, ii", "(c)(i) & (ii)", "(i)–(ii)", "(a)/(b)"
_JOINT = re.compile(r"[ \t]*(?:,|&|and|und|et|y|e|и|和|/|–|-|to|bis)[ \t]*(?:\((?P<paren>[a-z]{1,4})\)|(?P<bare>[a-z]{1,4})"
                    r"(?=[ \t]*(?:[.):]|\*\*|__|\}|$)))", re.I)


def _joint(line: str, raw: tuple, end: int) -> tuple:
    """(the joint sub-part's component, where the label ends): the numeral or letter right after the last one."""
    match = _JOINT.match(line, end)
    if not raw or match is None:
        return (), end
    said = (match.group("paren") or match.group("bare")).lower()
    kind, value = raw[-1]
    if kind in (ROMAN, AMBIGUOUS) and said in ROMANS and ROMANS[said] == (ROMANS[value] if kind == AMBIGUOUS else
                                                                           value) + 1:
        return (ROMAN, ROMANS[said]), match.end()
    if kind == ALPHA and len(said) == 1 and ord(said) == ord(value) + 1:
        return (ALPHA, said), match.end()
    return (), end


# the first name of the formula after a label: '$V = …$' after '**V:**'
_NAMED_AFTER = re.compile(r"[ \t:.)]*\$?[ \t]*([A-Z])(?![A-Za-z])")


# a heading's sub-part said after its title, behind a dash: '## 1(d) Benefits of multi-headed attention — i.'
# (bare, only i to iv: '(b) Average - v' ends on a vector)
_TRAILING = re.compile(r"\S[ \t]*(?:—|–|-{1,3})[ \t]*(?:part[ \t]+)?(?:\(([ivxIVX]{1,4})\)|(i{1,3}|iv|I{1,3}|IV)\.?)[ \t]*"
                       r"(?:\*\*|__|\}|</b>|</strong>)*[ \t]*$")


def _bonus_label(line: str, position: int) -> int:
    """Where the label of a bonus heading starts: right after its word ('附加题 (e) i.'), or at the label word
    later in the line ('Bonus: older version, part (e) i.')."""
    if _LABEL_WORD.match(line, position) or re.match(r"[ \t]*[(\d]", line[position:]):
        return position
    later = _LATER_LABEL.search(line, position)
    return later.start() if later else position


def _numeral(said: str) -> int:
    """A numeral said in words as its number: 二 → 2, 十二 → 12, 二十 → 20."""
    if said.isascii():
        return int(said)  # '第 1 题 (b)': the number in digits between the words
    if "十" not in said:
        return words.NUMERALS[said[-1]]
    tens, _, units = said.partition("十")
    return (words.NUMERALS.get(tens, 1) if tens else 1) * 10 + (words.NUMERALS[units] if units else 0)


def _with_said_number(number: int, raw: tuple, end: int, position: int) -> tuple:
    """The label after a problem's number said in words: '第二题 2.1 (a)' says 2 twice; '第二题 (a)' is 2(a)."""
    if raw and raw[0] == (NUM, number):
        return raw, end
    return ((NUM, number),) + raw, (end if raw else position)


def _paren_start(line: str, position: int) -> bool:
    return line[position:].lstrip().startswith("(")


_RELATION_AFTER = re.compile(r"[ \t]*(?:=|≈|→|->|<|>|≤|≥|\\approx|\\to\b|\\sim\b)")
_ABBREVIATION = re.compile(r"[ \t]*(?:" + "|".join(
    r"[ \t]?".join(re.escape(piece) + r"\." for piece in abbreviation.replace(".", " ").split())
    for abbreviation in words.ABBREVIATIONS) + r")(?!\w)", re.I)


def _label_like(line: str, start: int, end: int) -> bool:
    """An unmarked label must look like one: in brackets, or closed by . ) : (a sentence's 'A' is not part a)."""
    label = line[start:end].strip()
    return label.startswith("(") or bool(re.match(r"[ \t]*[.):]", line[end:end + 1] or "")) or bool(
        re.search(r"\d", label) and re.search(r"[A-Za-z(]", label)) or _outline_number(label, line[end:]) is not None


def _outline_number(label: str, rest: str):
    """"3.1 (Problem 3(a))", "1.3 (Problem 1(c)(i))", "4.2 (Q4b)": a write-up's outline number with the problem's own
    label in brackets after it, which ends the line: (the bracket's match, the label read in it), or None. The
    bracket's label is the part's (the outline number only counts the write-up's sections). A decimal alone ("0.92" on
    a line of a PDF's display), before other words ("2.5 (approximately)", "4.1 (Problem 4(a)) for the fix") is none."""
    if not re.fullmatch(r"[1-9]\.[1-9]", label):
        return None
    bracket = _BRACKETED_LABEL.match(rest)
    if bracket is None:
        return None
    inner = heading(bracket.group(1), 0)
    if inner is None or not inner.raw or inner.raw[0][0] != NUM or not _LINE_END.match(rest, bracket.end()):
        return None
    return bracket, inner.raw


_BRACKETED_LABEL = re.compile(r"[ \t]*\(((?:[^()]|\([^()]*\))*)\)")


def _closing(line: str, end: int) -> int:
    """Past the label's punctuation and the markup that closes the heading's label (`)`, `:`, `**`, `}`, `]`)."""
    # a single '*' followed by a space closes Typst's bold ('*i.* The …'); one before a word opens emphasis
    match = re.compile(r"(?:[ \t]*(?:[.:)\]}：]|\*\*|__|</b>|</strong>|\*(?=\s|$)))*[ \t]*").match(line, end)
    return match.end()


def _trim(line: str) -> str:
    return " ".join(line.split())[:120]


SECTION, OUTER, OUTLINE = "section", "outer", "outline"


def reading(path: tuple, way: str = SECTION) -> tuple:
    """A path with two numbers first, as the write-up means them. By default (SECTION) the second is the write-up's
    own section between the problem's number and a letter ('2.2 (b)(ii)', '1.1 (a)'), dropped: the letter says which
    part it is. OUTER: the first is the write-up's own number over the course's problems ('1.4 (a)' is the course's
    problem 4(a), '1.2' its problem 2), dropped instead. OUTLINE: the second number is the course's letter by its
    ordinal and a letter after it the Roman numeral below ('Problem 1.3(a)' is 1(c)(i), as Gradescope's 1.3.1 is),
    unless it says the letter's own ordinal ('2.1(a)(i)': dropped, as SECTION does). locate.py reads a write-up each
    way and keeps the one its parts fit best."""
    if len(path) >= 2 and path[0][0] == NUM and path[1][0] == NUM:
        if way == OUTER:
            return path[1:]
        if way == OUTLINE and len(path) == 3 and path[2][0] == ROMAN and 1 <= path[1][1] <= 26:
            return (path[0], (ALPHA, chr(ord("a") + path[1][1] - 1)), path[2])  # 'Problem 2.1' then '(ii)': 2(a)(ii)
        if len(path) >= 3 and path[2][0] == ALPHA:
            if way == OUTLINE and len(path) == 3 and 1 <= path[1][1] <= 26 and \
                    path[1][1] != ord(path[2][1]) - ord("a") + 1:
                return (path[0], (ALPHA, chr(ord("a") + path[1][1] - 1)), (ROMAN, ord(path[2][1]) - ord("a") + 1))
            return path[:1] + path[2:]
    return path


def resolve(raw: tuple, context: tuple) -> tuple:
    """A label's raw components read in the context of the path before it: i, v, x become Roman or letters (after
    a number, a letter)."""
    resolved = []
    for kind, value in raw:
        if kind != AMBIGUOUS:
            resolved.append((kind, value))
            continue
        if any(k == ALPHA for k, _ in resolved):
            resolved.append((ROMAN, ROMANS[value]))
            continue
        if resolved:  # after a number: a letter
            resolved.append((ALPHA, value))
            continue
        letter = next((v for k, v in reversed(context) if k == ALPHA), None)
        roman = next((v for k, v in reversed(context) if k == ROMAN), 0)
        if letter is None and value == "i" and len(context) == 2 and all(k == NUM for k, _ in context):
            resolved.append((ROMAN, 1))  # '(i)' under 'Problem 2.1': the outline's first sub-part, not part (i)
        elif letter is not None and ROMANS[value] == roman + 1:
            resolved.append((ROMAN, ROMANS[value]))
        elif letter is not None and ord(value) == ord(letter) + 1:
            resolved.append((ALPHA, value))
        elif letter is not None:
            resolved.append((ROMAN, ROMANS[value]))
        else:
            resolved.append((ALPHA, value))
    return tuple(resolved)


def complete(path: tuple, context: tuple) -> tuple:
    """A label's path with what it leaves out taken from the headings before it: (i) under 1(c) is 1(c)(i)."""
    if not path or path[0][0] == NUM:
        return path
    keep = (NUM,) if path[0][0] == ALPHA else (NUM, ALPHA)
    prefix = []
    for kind, value in context:
        if kind not in keep:
            break
        prefix.append((kind, value))
    return tuple(prefix) + path


def path_text(path: tuple) -> str:
    """A path as people write it: 1(c)(ii)."""
    out = ""
    for kind, value in path:
        if kind == NUM:
            out += ("." if out and out[-1].isdigit() else "") + str(value)
        elif kind == ALPHA:
            out += f"({value})"
        else:
            out += f"({next(n for n, v in ROMANS.items() if v == value)})"
    return out
