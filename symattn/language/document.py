"""A submission as a sequence of sentences: math statements in reading order, each with its mood.

Math arrives in $…$, $$…$$, \\(…\\), \\[…\\], align/aligned/equation environments,
Markdown code blocks, or bare in prose (plain text: each run of math-looking
tokens between prose words). An unclosed $ opens math to the end of its
paragraph. Each math region is cut into statements at \\\\, newlines, ;, top-level
commas, \\quad, \\text{…}, unknown text macros and connecting words; offsets are
kept, so errors point into the original text.

Each statement carries a mood, read from the words before it in its sentence:
what follows "if", "suppose", "would" or "for example" is hypothetical; "or"
offers an alternative; "take", "choose", "let", "instead" or "but" commit again;
"so", "hence", "then", "⟹" keep the mood of what they follow (a consequence of a
hypothesis is hypothetical). A sentence starts committed.
"""

import re
from bisect import bisect_right
from dataclasses import dataclass, replace

from symattn.errors import NotationError
from symattn.language import lexicon
from symattn.language.numbers import thousands_comma, with_decimal_points
from symattn.language.label_swaps import LABEL_AFTER, LABEL_BEFORE
from symattn.language.own_marks import with_own_marks
from symattn.language.sentences import next_sentence_end, sentence_end_matches, sentence_ends
from symattn.notation.arrow_labels import read_arrow_labels
from symattn.notation.grammar import FUNCTIONS, RELATIONS, WORDS
from symattn.notation.lexer import SUBSCRIPTS, SUPERSCRIPTS, SYMBOL_COMMANDS

MAX_SUBMISSION = 100_000
COMMITTED, HYPOTHETICAL, ALTERNATIVE, REJECTED = "committed", "hypothetical", "alternative", "rejected"

ENVIRONMENTS = r"(?:align|aligned|alignat|equation|gather|gathered|multline|split|eqnarray|displaymath|math)\*?"
MATH = re.compile(r"```[a-zA-Z]*\n?(?P<code>.*?)```|(?<!`)`(?P<bt>[^`\n]+)`(?!`)|\$\$(?P<dd>.*?)\$\$|\\\[(?P<br>.*?)\\\]|\\\((?P<pa>.*?)\\\)"
                  r"|(?<!\\)\$(?P<d>[^$]+?)(?<!\\)\$|\\begin\{(?P<env>" + ENVIRONMENTS + r")\}(?P<body>.*?)\\end\{(?P=env)\}",
                  re.S)
UNCLOSED = re.compile(r"(?<!\\)\$+(?P<open>[^$]+?)(?=\n\s*\n|$)", re.S)
# Text macros with their argument are prose inside math; so is any unknown macro with a word as argument (\T{where}).
TEXT_MACROS = r"text[a-z]*|mbox|hbox|emph|intertext|mathrm|operatorname"
KNOWN_ARGUMENT_MACROS = {"frac", "dfrac", "tfrac", "cfrac", "sqrt", "mathbf", "boldsymbol", "bm", "vec", "mathit",
                         "mathnormal", "mathsf", "mathbb", "hat", "bar", "pmb", "rm", "bf", "begin", "end", "left",
                         "right", "exp", "log", "ln", "sin", "cos", "lim", "sum", "min", "label", "tag", "textsc",
                         "mathcal", "tilde", "overline", "widehat", "big", "Big", "bigg", "Bigg", "displaystyle"}
SEPARATORS = re.compile(r"\\\\(?!(?:(?!\\begin)[^$])*?\\end\{[pbvBV]?matrix\})|\n|(?<!\\);|(?<!\\)#|(?<![_^])(?<![_^]\{)"
                        # \mathrm{err}(κ): an operator name applied, a function of the write-up's own, not prose
                        r"(?!\\(?:mathrm|operatorname)\{[A-Za-z]{1,8}\}\s*\()(?<![0-9.])\\(?:" + TEXT_MACROS +
                        r")\{[^{}]*\}"  # 9.21\mathrm{e}{-1}: after a digit, the upright e of a number's exponent
                        r"|(?<![_^])(?<![_^]\{)(?!\\(?:mathrm|operatorname)\{[A-Za-z]{1,8}\}\s*\()"
                        r"\\(?!(?:" + "|".join(sorted(KNOWN_ARGUMENT_MACROS)) + r")\b)[A-Za-z]+\{[A-Za-z ,.]{2,}\}"
                        r"|\\(?:q?quad|label\{[^{}]*\}|tag\{[^{}]*\}|nonumber|notag|begin\{(?![pbvBV]?matrix|array)[^{}]*\}"
                        r"|end\{(?![pbvBV]?matrix|array)[^{}]*\})"
                        r"|(?<![\\A-Za-z])(?:and|where|with|for|if|then|so|hence|as|or|when|but)(?![A-Za-z])"
                        r"|\\(?:iff|implies|impliedby|Rightarrow|Longrightarrow|Leftrightarrow|Longleftrightarrow|"
                        r"Leftarrow|Longleftarrow|therefore)(?![A-Za-z])|⟹|⇒|⇔|⟺|⟸|⇐"
                        r"|\\forall(?![A-Za-z])|∀")  # "∀ i ≠ j" is "for all i ≠ j": the scope of what precedes
# \operatorname{erf}, \mathrm{softmax}, \text{ReLU}: a function of the notation, not prose
KEEP_OPERATOR_WORDS = {f"\\{macro}{{{name}}}" for macro in ("mathrm", "operatorname", "text", "textrm", "rm")
                       for name in FUNCTIONS}
CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")
# Markdown emphasis around words (**q = …**, __x__); t**2, a power, is left alone.
# An HTML tag pasted with a write-up (<script>, <br>, </b>) is markup, not math: its < and > are no relations.
# A one-letter name is a tag only when closed somewhere (</b>), since a<b>c may be two comparisons.
HTML_TAG = re.compile(r"</?(?P<name>[A-Za-z][A-Za-z0-9]*)(?:\s[^<>]*)?/?>")
HTML_NAMES = frozenset("script style iframe img svg math div span html body head br hr em strong code pre table tr "
                       "td th ul ol li sub sup small big mark font link meta form input button textarea".split())


def _without_tags(text: str) -> str:
    closed = {m.group("name").lower() for m in HTML_TAG.finditer(text) if m.group(0).startswith("</")}

    def blank(match):
        name = match.group("name").lower()
        return " " * len(match.group(0)) if name in HTML_NAMES or name in closed else match.group(0)
    return HTML_TAG.sub(blank, text)


EMPHASIS = re.compile(r"(?<![\w)\]}*])(?:\*\*|__)(?=[^\s*])|(?<=[^\s*])(?:\*\*|__)(?![\w(\[{*])")
@dataclass(frozen=True)
class Statement:
    text: str
    offset: int  # where the statement starts in the submission
    sentence: int
    mood: str
    aside: bool = False  # said in passing: a comparison, a parenthetical remark, "… would …", "… alone is not …"
    final: bool = False  # given as the final answer: after "Final answer:", "Therefore", "In conclusion", or \\boxed


@dataclass(frozen=True)
class Prose:
    text: str
    offset: int
    sentence: int


@dataclass(frozen=True)
class Document:
    text: str
    statements: tuple
    prose: tuple
    has_math_regions: bool
    remark_brackets: frozenset = frozenset()  # where a fullwidth bracket glued to a formula opens a remark
    arrow_labels: tuple = ()  # (ArrowLabel, …): "t → ∞" said in an arrow's label, the arrow read as a plain →
    programs: tuple = ()  # (Program, …): the code blocks, blanked in `text`, with the names each assigns


def _as_spaces(match) -> str:
    return " " * len(match.group(0))


# the end of a proof (∎, □, \\qed, \\blacksquare): a mark of the layout, no formula
END_OF_PROOF = re.compile(r"\\(?:qed|qedsymbol|qedhere|blacksquare|square|Box)(?![A-Za-z])|[∎□]")


def read_document(text: str) -> Document:
    if len(text) > MAX_SUBMISSION:
        raise NotationError(f"the answer is {len(text)} characters long; at most {MAX_SUBMISSION} are read", 0)
    marked = with_own_marks(END_OF_PROOF.sub(_as_spaces, EMPHASIS.sub(
        _as_spaces, _uncommented(_without_tags(CONTROL.sub(" ", text.translate(FULLWIDTH)))))))
    finals = _final_markers(marked)
    plain_arrows, arrow_labels = read_arrow_labels(_inline_dollars(marked))
    unblanked = _unequal_in_words(_plain_dot_products(with_decimal_points(_without_labels(_unboxed(plain_arrows)))))
    programs = programs_in(unblanked)
    clean = _without_code_conditionals(_without_programs(unblanked, programs))
    regions = _math_regions(clean)
    pieces = []  # (kind, text, offset) in reading order: "prose", "math" or "display" ($$…$$, \\[…\\], align, …)
    cursor = 0
    for body, start, end in regions:
        if start > cursor:
            pieces.append(("prose", clean[cursor:start], cursor))
        pieces.append(("display" if clean[:start].endswith(("$$", "\\[")) or DISPLAY_ENVIRONMENT.search(clean, 0, start)
                       else "math", body, start))
        cursor = end
    if cursor < len(clean):
        pieces.append(("prose", clean[cursor:], cursor))
    remarks = _glued_remark_openings(text)
    statements, prose = _sentences(pieces, remarks)
    statements = _with_rejections(_rejoined(statements, clean), clean)
    if not regions and not statements and clean.strip() and not has_prose(clean):
        # a formula written alone, without a relation: the whole text is one statement
        statements = [Statement(clean.strip().rstrip("."), len(clean) - len(clean.lstrip()), 0, COMMITTED)]
    statements = [replace(x, aside=aside_at(clean, x.offset, x.offset + len(x.text)),
                          final=_is_final(clean, finals, x.offset)) for x in statements]
    statements = _listed_together(statements, clean)
    return Document(clean, tuple(statements), tuple(prose), bool(regions), remarks, arrow_labels, programs)


# a program, not math: a fenced block tagged with a programming language (a notebook's code cell is ```python) or
# whose lines are code, and LaTeX's listings. "T, dm = 5, 6" there assigns; it claims nothing.
FENCED_BLOCK = re.compile(r"```(?P<tag>[A-Za-z0-9+#-]*)[ \t]*\n(?P<body>.*?)```", re.S)
PROGRAM_TAGS = {"python", "py", "python3", "ipython", "ipython3", "julia", "matlab", "octave", "r", "js",
                "javascript", "bash", "sh", "shell", "console", "c", "cpp", "java", "rust", "go", "pycon"}
CODE_LINE = re.compile(r"^\s*(?:import\s|from\s+\S+\s+import\s|def\s|class\s|return\b|print\(|for\s.+\sin\s.+:|"
                       r"while\s.+:|if\s.+:|with\s.+:|#|>>>)|\bnp\.|\btorch\.|\brng\.|\S\s*@\s*\S", re.M)
LISTING = re.compile(r"\\begin\{(verbatim|lstlisting|minted|Verbatim)\}.*?\\end\{\1\}", re.S)


@dataclass(frozen=True)
class Program:
    """A block of code (blanked in the document's text): where it is, and the names it assigns (z = np.array(…),
    "alpha, t = 1e-8, 20.0"), a worked example's values for the steps after it."""
    start: int
    end: int
    assigned: frozenset


ASSIGNED = re.compile(r"^[ \t]*([A-Za-z_]\w*(?:[ \t]*,[ \t]*[A-Za-z_]\w*)*)[ \t]*(?:[-+*/@]?=)(?!=)", re.M)


def programs_in(text: str) -> tuple:
    """The programs of a text: fenced blocks tagged with a programming language or whose lines are code, and LaTeX's
    listings."""
    found = [match for match in FENCED_BLOCK.finditer(text)
             if match.group("tag").lower() in PROGRAM_TAGS or CODE_LINE.search(match.group("body"))]
    found += list(LISTING.finditer(text))
    return tuple(Program(match.start(), match.end(), frozenset(
        name.strip() for assigned in ASSIGNED.finditer(match.group(0)) for name in assigned.group(1).split(",")))
        for match in sorted(found, key=lambda m: m.start()))


def _without_programs(text: str, programs: tuple) -> str:
    """The text with each program blanked, newlines kept (positions hold)."""
    pieces, cursor = [], 0
    for program in programs:
        pieces += [text[cursor:program.start], re.sub(r"[^\n]", " ", text[program.start:program.end])]
        cursor = program.end
    return "".join(pieces) + text[cursor:]


INLINE_OPEN, INLINE_CLOSE = re.compile(r"(?<!\\)\\\("), re.compile(r"(?<!\\)\\\)")


def _inline_dollars(text: str) -> str:
    """MathJax's inline delimiters as dollars, same length ("\\(c \\approx v_a\\) when" as " $c \\approx v_a$  when"): the
    words between two formulas are then prose alike, whichever delimiters the write-up used."""
    if "\\(" not in text:
        return text
    return INLINE_CLOSE.sub("$ ", INLINE_OPEN.sub(" $", text))


# "k_a . q1 = t", "mu_a . mu_b": in plain text a spaced full stop between a name and a name that goes on as math (a
# subscript, a digit, a relation) is the dot product, not a sentence's end (which a capital or a word follows)
PLAIN_DOT = re.compile(r"(?<=[A-Za-z0-9_)\]])\s\.\s(?=[A-Za-zα-ω][A-Za-z]?(?:_|\d|\s*[=)+\-*/^<>]))|"
                       # "(u_d + u_b) . (u_a + u_c)": spaced between a bracket or an indexed name and a bracket of
                       # indexed names, which no sentence opens with
                       r"(?:(?<=\))|(?<=[A-Za-z]_[A-Za-z0-9])|(?<=[A-Za-z][0-9]))\s\.\s"
                       r"(?=\([^()\n]{0,40}[A-Za-z](?:_|\d)[^()\n]{0,40}\))")


# "k_a.q = t(1+eta)", "x1.x2 = 0": a full stop glued between a name with an index and a name that goes on as math is
# the dot product too; a sentence's end ("… = v_a.Then") has a word after it, an abbreviation (i.e.) no index before
GLUED_DOT = re.compile(r"(?:(?<=[A-Za-z]_[A-Za-z0-9])|(?<=[A-Za-z]_\{[A-Za-z0-9]\})|(?<=[A-Za-z][0-9])|(?<=\)))\."
                       r"(?=[A-Za-zα-ω][A-Za-z]?(?:_|\d|\s*[=)+\-*/^<>≈→]))|"
                       # "(u_d + u_b).(u_a + u_d)", "k1.(u_a + u_d)": glued between a bracket or an indexed name and
                       # a bracket of indexed names, which no sentence's end is
                       r"(?:(?<=\))|(?<=[A-Za-z]_[A-Za-z0-9])|(?<=[A-Za-z][0-9]))\."
                       r"(?=\([^()\n]{0,40}[A-Za-z](?:_|\d)[^()\n]{0,40}\))")


def _plain_dot_products(text: str) -> str:
    """The dot products of plain text written as ·, one character for one, so positions hold; and "<=>" (an
    equivalence between relations, "<=> (n-2) <= 2 eps …") as ⟺, spaced to its length."""
    text = PLAIN_EQUIVALENCE.sub(lambda m: " ⟺" + " " * (len(m.group(0)) - 2), text)
    return GLUED_DOT.sub("·", PLAIN_DOT.sub(" · ", text))


PLAIN_EQUIVALENCE = re.compile(r"<=+>")


# Fullwidth forms (（ ＝ ， ： ＋) are their ASCII characters, one for one, so positions hold.
# fullwidth forms as their ASCII; the katakana middle dot (k_i・q) a Japanese write-up types for the dot product as ·
FULLWIDTH = {code: chr(code - 0xFEE0) for code in range(0xFF01, 0xFF5F)} | {0x3000: " ", 0x30FB: "·"}
# What opens a line before its content: a list or quote marker, a heading mark, a label such as
# (b), b), 1(b):, 2., "Answer:", "Final answer:", "Solution:". Blanked, so positions hold.
LINE_LABEL = re.compile(r"(?im)^[ \t]*(?:[-*+>•#]+[ \t]+|\d+[.)][ \t]+|\(?[a-h]\)[ \t]*:?[ \t]+|\(?[ivx]{1,4}\)[ \t]+|"
                        r"\d+[ \t]*\(?[a-h]\)[ \t]*[.:]?[ \t]*|(?:final[ \t]+answer|answer|ans|solution|sol|"
                        r"part[ \t]+\(?[a-h]\)?)[ \t]*[.:][ \t]*)")
WRAPPING_COMMANDS = re.compile(r"\\(?:boxed|fbox|bbox|colorbox\{[a-z]+\}|color\{[a-z]+\}|underbrace|overbrace|"
                               r"underline)\{")
# the note a brace carries: \underbrace{P^\top P}_{I}, \overbrace{…}^{n \text{ terms}}: said of it, no factor of it
BRACE_NOTE = {"\\underbrace": "_", "\\overbrace": "^"}


# A LaTeX comment (% to the end of the line; not \% and not the percent of 5%), and Markdown's struck-out ~~text~~:
# what the student took back is not read.
COMMENT = re.compile(r"(?<![\\\d])%[^\n]*|~~[^~\n]+~~")


def _uncommented(text: str) -> str:
    return COMMENT.sub(lambda m: " " * len(m.group(0)), text)


def _without_labels(text: str) -> str:
    return LINE_LABEL.sub(lambda m: m.group(0) if _continues_a_formula(text, m.start()) else " " * len(m.group(0)),
                          text)


def _continues_a_formula(text: str, line_start: int) -> bool:
    """Does the line starting here carry on the formula of the line before ("q = t(k_a⏎+ k_b)")? Then its leading
    + or − is the formula's, not a list marker."""
    previous = text[text.rfind("\n", 0, max(0, line_start - 1)) + 1:line_start].rstrip()
    depth = sum({"(": 1, "[": 1, "{": 1, ")": -1, "]": -1, "}": -1}.get(ch, 0) for ch in previous)
    return depth > 0 or bool(DANGLING_END.search(previous))


def _final_markers(text: str) -> tuple:
    """Where each final-answer marker ends: "Final answer:", "Therefore", "In conclusion", the opening of \\boxed."""
    return tuple(m.end for m in lexicon.scan(text, "FINAL"))


def _is_final(text: str, finals: tuple, offset: int) -> bool:
    """Is the statement at `offset` given as the final answer: a marker earlier in its sentence (a label on the
    line before counts: "Final answer:" then the formula)?"""
    at = bisect_right(finals, offset)
    if not at:
        return False
    marker = finals[at - 1]
    return next_sentence_end(text, marker, offset) is None or \
        not text[marker:offset].strip(" \t\n:.$")


def _unboxed(text: str) -> str:
    """\\boxed{q = …} is q = …: the wrapper and its closing brace become spaces."""
    chars = list(text)
    for match in WRAPPING_COMMANDS.finditer(text):
        depth, i = 1, match.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0) if text[i - 1] != "\\" else 0
            i += 1
        if depth == 0:
            chars[match.start():match.end()] = " " * (match.end() - match.start())
            chars[i - 1] = " "
            mark = BRACE_NOTE.get(match.group(0)[:-1])
            note = re.match(r"\s*" + re.escape(mark) + r"\s*", text[i:]) if mark else None
            if note:
                end = _group_end(text, i + note.end())
                chars[i:end] = " " * (end - i)
    return "".join(chars)


def _group_end(text: str, at: int) -> int:
    """Where a TeX argument starting at `at` ends: a braced group, a command, or one character."""
    if text[at:at + 1] == "{":
        depth, i = 1, at + 1
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0) if text[i - 1] != "\\" else 0
            i += 1
        return i
    command = re.match(r"\\[A-Za-z]+", text[at:])
    return at + (command.end() if command else min(1, len(text) - at))


READ_AROUND = 400  # characters


def aside_at(text: str, start: int, end: int) -> bool:
    """Is what stands at text[start:end] said in passing: after "compare"/"otherwise"/"e.g." in its sentence,
    before "would"/"alone is not"/"instead" in its clause, or inside a parenthetical remark in words?"""
    ends = sentence_ends(text)
    # a sentence is read at most this far around the statement: one without a full stop is not all one clause
    sentence_start = max(ends[bisect_right(ends, start) - 1] if bisect_right(ends, start) else 0, start - READ_AROUND)
    following = next_sentence_end(text, end, end + READ_AROUND)
    sentence_end = following.start() if following else min(len(text), end + READ_AROUND)
    before = lexicon.find(text, "ASIDE_BEFORE", start=sentence_start, end=start)
    if before and not lexicon.find(text, "COMMITTING", start=before.end, end=start):
        return True
    scope_end = lexicon.find(text, "ASIDE_SCOPE_END", start=end, end=sentence_end)
    after = lexicon.scan(lexicon.tokenize(text, end, scope_end.start if scope_end else sentence_end),
                         *lexicon.DOMAINS["aside after"])
    if any(m.concept == "ASIDE_AFTER" for m in after):
        return True
    return _in_parenthetical_remark(text, sentence_start, start, sentence_end)


def _in_parenthetical_remark(text: str, sentence_start: int, start: int, sentence_end: int) -> bool:
    depth, opening = 0, None
    for i in range(start - 1, sentence_start - 1, -1):
        if text[i] == ")":
            depth += 1
        elif text[i] == "(":
            if depth == 0:
                opening = i
                break
            depth -= 1
    if opening is None:
        return False
    closing = text.find(")", start, sentence_end + 1)
    inside = MATH.sub(" ", text[opening + 1:closing if closing >= 0 else sentence_end])
    words = [w for w in PROSE_WORD.findall(inside) if w.lower() not in WORDS]
    # "(t large)" or "(with t → ∞)" is the answer's condition; "(a small t gives a diffuse distribution)" a remark
    # in any script: "（t は 0 に近い）" is the answer's condition as much as "(t small)"
    cjk = re.search(r"[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]", inside)
    return (len(words) >= 2 or bool(cjk)) and lexicon.said(inside, *lexicon.DOMAINS["remark"])


def _math_regions(text: str) -> list:
    """(body, start of body, end of region) for every math region; an unclosed $ runs to the paragraph's end."""
    found = []
    for match in MATH.finditer(text):
        group = match.lastindex and match.group(match.lastindex)
        if group is not None and group.strip():
            found.append((group, match.start(match.lastindex), match.end()))
        elif match.group("env"):
            found.append((match.group("body"), match.start("body"), match.end()))
    blanked = list(text)
    for match in MATH.finditer(text):
        blanked[match.start():match.end()] = " " * (match.end() - match.start())
    for match in UNCLOSED.finditer("".join(blanked)):
        if match.group("open").strip():
            found.append((match.group("open"), match.start("open"), match.end()))
    return sorted(found, key=lambda r: r[1])


def _glued_remark_openings(text: str) -> frozenset:
    """Where a fullwidth bracket opens glued to what precedes it ("= PH（PᵀP = I）"): Chinese and Japanese set no
    space before a remark's bracket, so this bracket marks a remark as a space before "(" does. Translated to "(",
    it would read as a function's argument or a factor; positions hold, so the original's are the clean text's."""
    return frozenset(m.end() - 1 for m in re.finditer(r"(?<![^\W\d_\\])(\\?[^\W\d_]*)（", text)
                     if text[m.end() - 2:m.end() - 1].strip() and m.group(1).lstrip("\\") not in APPLIED_HEADS)


# what a bracket glued to it is the argument of, fullwidth or not: P（1+η>0） is a probability, not a remark
APPLIED_HEADS = {"P", "Pr", "Prob", "ℙ", "p", "E", "𝔼", "Φ", "Var", "erf", "erfc", "softmax", "ReLU", "relu", "exp",
                 "log", "ln", "sin", "cos", "max", "min", "f", "g"}


def _within(positions: frozenset, start: int, length: int) -> frozenset:
    """The positions that fall in text[start:start + length], counted from start."""
    return frozenset(p - start for p in positions if start <= p < start + length)


def _sentences(pieces: list, glued_openings: frozenset = frozenset()) -> tuple:
    """Statements with their sentence and mood; prose pieces with their sentence."""
    statements, prose = [], []
    sentence, mood = 0, COMMITTED
    displayed = False  # the piece before was a displayed formula: a capitalised word after it opens a sentence
    for kind, body, offset in pieces:
        if kind in ("math", "display"):
            for piece_text, at, separator in split_statements(body, offset, glued_openings):
                mood = mood_after(separator, mood)
                statements.append(Statement(piece_text, at, sentence, mood))
            displayed = kind == "display"
            continue
        if displayed and DISPLAY_THEN_SENTENCE.match(body):
            sentence, mood = sentence + 1, COMMITTED
        displayed = False
        start = 0
        for end_match in sentence_end_matches(body) + [None]:
            end = end_match.end() if end_match else len(body)
            chunk, at_chunk = body[start:end], offset + start
            prose.append(Prose(chunk, at_chunk, sentence))
            position = 0
            for run_text, at in plain_math_runs(chunk, at_chunk, glued_openings):
                mood = mood_after(chunk[position:at - at_chunk], mood)
                statements.append(Statement(run_text, at, sentence, mood))
                position = at - at_chunk + len(run_text)
            mood = mood_after(chunk[position:], mood)
            if end_match:
                sentence, mood = sentence + 1, COMMITTED
            start = end
    return statements, prose


# an environment that displays its formulas (align, equation, gather): a capitalised word after it opens a sentence
DISPLAY_ENVIRONMENT = re.compile(r"\\begin\{(?:align|alignat|equation|gather|multline|eqnarray)\*?\}\s*$")
DISPLAY_THEN_SENTENCE = re.compile(r"\s+[A-Z][a-z]")  # "hence $$…$$ The i = 0 term …": no full stop after a display
DANGLING_END = re.compile(r"(?:[=+\-*/(^_≈→∼]|\\(?:approx|to|cdot|times|frac)|\\left\()\s*$")
DANGLING_START = re.compile(r"^\s*(?:[=+\-*/)^_→≈↓↘∼]|->|\\(?:approx|to|cdot|times|right|sim|downarrow))")


# "… which is $\\approx \\frac13(…)$", "…, i.e. $= …$": a chain carried on after a few words
# "for $d = 128$ it is $\approx 1.953$": after a case or a value named by a preposition, "it" is the sentence's
# subject, not the value's right side
CASE_BEFORE = re.compile(r"(?<![^\W\d_])(?:for|with|at|when|if|pour|avec|für|bei|mit|con|para|si|per)\s*\$?\s*$", re.I)
# an inequality marks a case or an event: "η > 0, which is ≈ 0.5" does not continue it, and "the chance that
# 1 + η > 0 is about 0.92" speaks of the event
INEQUALITY = re.compile(r"[<>≤≥≪≫≠]|\\(?:le|ge|leq|geq|lt|gt|ll|gg|ne|neq)(?![A-Za-z])")
CHAIN_START = re.compile(r"^\s*(?:=|≈|→|∼|\\(?:approx|to|sim|simeq|rightarrow)(?![A-Za-z]))")
CONTINUING = re.compile(r"[\s$.,…]*(?:(?:which|this|that|it)\s+(?:is|equals|gives|becomes|tends\s+to)|i\.e\.?|so|"
                        r"thus|hence|and\s+so|giving|that\s+is)?[\s$.,…]*", re.I)


def _rejoined(statements: list, text: str) -> list:
    """Math cut by a stray $ (`q = $t(k_a + k_b)`, `$q = t(k_a$ $+ k_b)$`) is one statement again."""
    joined = []
    for statement in statements:
        current = Statement(statement.text.replace("$", " ").strip(), statement.offset, statement.sentence,
                            statement.mood)
        if joined and current.text:
            previous = joined[-1]
            # the gap as read: "c_2 approximates $u_a$" was read "c_2 ≈" and its word is no gap
            gap = relations_in_words(text[previous.offset:current.offset])[len(previous.text):]
            if not gap.replace("$", "").strip() and (DANGLING_END.search(previous.text) or
                                                      DANGLING_START.search(current.text)) or \
                    CHAIN_START.search(current.text) and CONTINUING.fullmatch(gap) and \
                    not INEQUALITY.search(previous.text) and \
                    not (gap.replace("$", "").strip() and CASE_BEFORE.search(text[max(0, previous.offset - 12):
                                                                                 previous.offset])):
                joined[-1] = Statement(previous.text + " " + current.text, previous.offset, previous.sentence,
                                       previous.mood)
                continue
        if current.text:
            joined.append(current)
    return joined


def _with_rejections(statements: list, text: str) -> list:
    """Statements the words around them reject ("q = k_a + k_b alone is not enough", "not q = …")."""
    marked = []
    for i, statement in enumerate(statements):
        end = statement.offset + len(statement.text)
        following = text[end:statements[i + 1].offset] if i + 1 < len(statements) else text[end:end + 80]
        if _rejected(text, statement.offset, following):
            statement = Statement(statement.text, statement.offset, statement.sentence, REJECTED)
        elif _cited_as_contradicted(text, statement.offset):  # not claimed, as a statement taken back is not
            statement = Statement(statement.text, statement.offset, statement.sentence, REJECTED)
        marked.append(statement)
    return marked


# a row of a cases environment: a value, "&", its case (a relation)
CASES_ROW = re.compile(r"(?P<value>[^&]*)&(?P<case>[^&]*)", re.S)
LIST_GAP = re.compile(r"^[\s$,;]*(?:\\q?quad|\\[,;: ]|and|\\text\{\s*and\s*\}|&)?[\s$,;]*$")


def _listed_together(statements: list, text: str) -> list:
    """"K = I, Q = …, V = … would not work": what rejects or sets aside the last of a list of statements (joined
    by commas or "and" in one sentence) speaks of the whole list."""
    marked = list(statements)
    for i in range(len(marked) - 2, -1, -1):
        current, following = marked[i], marked[i + 1]
        gap = text[current.offset + len(current.text):following.offset]
        if current.sentence != following.sentence or not LIST_GAP.match(gap):
            continue
        if following.mood == REJECTED and current.mood != REJECTED:
            marked[i] = replace(current, mood=REJECTED)
        if following.aside and not current.aside and following.mood == REJECTED:
            marked[i] = replace(marked[i], aside=True)
    return marked


MATH_CLOSING = re.compile(r"^\s*(?:\\\)|\\\]|\$\$?|`)")  # the delimiter that closes the statement's math
MATH_OPENING = re.compile(r"(?:\\\(|\\\[|\$\$?|`)\s*$")


def _rejected(text: str, offset: int, following: str) -> bool:
    """Do the words right after a statement, or right before it, take it back? A statement posed as a question
    and answered "No" ("c_2 ≈ u_a? No, …") is taken back too."""
    preceding = MATH_OPENING.sub("", text[max(0, offset - 20):offset])
    following = MATH_CLOSING.sub("", following)
    asked = re.match(r"[\s$]*(?:\?|\.\.\.|…)", following)
    if asked and lexicon.opens(following[asked.end():asked.end() + 20], "ANSWERED_NO", skipping="$,.:!"):
        return True
    return lexicon.opens(following[:80], "RETRACTED_BY_NEXT", skipping="$.,;?…!—–-") is not None or \
        lexicon.closes(preceding, "RETRACTED_BY_PREVIOUS", skipping="$,:") is not None


def _cited_as_contradicted(text: str, offset: int) -> bool:
    """"…, contradicting α_21 + α_23 ≈ 1", "ce qui contredit t_1 ≠ t_2": what a contradiction is reached with is
    cited (the supposition, or a fact shown before), not said again."""
    preceding = MATH_OPENING.sub("", text[max(0, offset - 30):offset])
    return lexicon.closes(preceding, "CONTRADICTED_NEXT", skipping="$,:") is not None


def mood_after(words: str, mood: str) -> str:
    """The mood after some words: the last marker wins, except that a hypothesis holds to the end of
    its clause ("if we instead used …" stays hypothetical); none keeps the mood."""
    locked = False
    for match in lexicon.scan(words, *lexicon.MOOD):
        if match.concept == "MOOD_BREAK":
            locked = False
        elif match.concept == "HYPOTHESIS":
            mood, locked = HYPOTHETICAL, True
        elif not locked and not (match.concept == "ALTERNATIVE" and _joins_two_words(words, match)):
            mood = ALTERNATIVE if match.concept == "ALTERNATIVE" else COMMITTED
    return mood


WORD_BEFORE = re.compile(r"[^\W\d_]{2,}\s*$")
ONE_WORD_AND_BREAK = re.compile(r"\s*[^\W\d_]{2,}\s*[,;:]")


def _joins_two_words(words: str, match) -> bool:
    """"long or short, c₁ ≈ v_a": an "or" between two words, its phrase closed before the statement, offers no
    alternative statement ("or, equivalently, q = …" and "or more simply, q = …" do)."""
    return WORD_BEFORE.search(words[:match.start]) is not None and \
        ONE_WORD_AND_BREAK.match(words[match.end:]) is not None


def split_statements(body: str, offset: int, glued_openings: frozenset = frozenset()) -> list:
    """[(statement text, its offset, the separator before it)] of a math region; glued_openings are the fullwidth
    brackets of remarks, counted in the whole text."""
    cut = body
    for word in KEEP_OPERATOR_WORDS:  # function names are not prose
        cut = cut.replace(word, word.replace("{", "\x01").replace("}", "\x02"))
    cut = _pointers_cut(cut)
    pieces, start, separator = [], 0, ""
    for match in SEPARATORS.finditer(cut):
        pieces.append((cut[start:match.start()], start, separator))
        separator = match.group(0)
        start = match.end()
    pieces.append((cut[start:], start, separator))
    found = []
    for piece, at, before in pieces:
        openings = _within(glued_openings, offset + at, len(piece))
        for part, sub_at in [(text, a + b) for whole, a in parenthetical_relations(piece, openings)
                             for text, b in _commas_split(whole)]:
            restored = part.replace("\x01", "{").replace("\x02", "}")
            row = CASES_ROW.fullmatch(restored)
            if row and not _inside_matrix(restored) and row.group("value").strip() and \
                    not RELATION_MARK.search(row.group("value")) and RELATION_MARK.search(row.group("case")) and \
                    not RELATION_MARK.match(row.group("case").lstrip()):
                # a row of cases, "1 & η > 0": the value is no statement, its case a condition (not "1·η > 0")
                at_case = at + sub_at + row.start("case")
                case = row.group("case")
                stripped = case.strip().rstrip(".,。，．").strip()
                if stripped:
                    found.append((stripped, offset + at_case + (len(case) - len(case.lstrip())), "if"))
                before = ""
                continue
            if not _inside_matrix(restored):
                restored = restored.replace("&", " ")
            stripped = restored.strip().rstrip(".,。，．").strip()
            if stripped:
                found.append((stripped, offset + at + sub_at + (len(restored) - len(restored.lstrip())),
                              _separator_words(before)))
                before = ""
    return found


# an assignment arrow (q ← t k_j is q := t k_j) after a relation of its own piece points to a reason ("… = PH
# ← PᵀP = I"): it ends the statement before it, as ";" does (offsets kept)
_POINTER = re.compile(r"←|⟵|\\(?:leftarrow|longleftarrow|gets)(?![A-Za-z])")


def _pointers_cut(body: str) -> str:
    out, last = [], 0
    for match in _POINTER.finditer(body):
        if RELATION_MARK.search(body[last:match.start()]):
            out.append(body[last:match.start()] + ";" + " " * (len(match.group(0)) - 1))
            last = match.end()
    return "".join(out) + body[last:]


def _separator_words(separator: str) -> str:
    """The words a separator says (\\text{if} says 'if'), for the mood."""
    inner = re.search(r"\{([^{}]*)\}", separator)
    return (inner.group(1) if inner else separator).replace("\\", " ")


def _inside_matrix(text: str) -> bool:
    return bool(re.search(r"\\begin\{(?:[pbvBV]?matrix|array)\}", text))


# `i ≠ a, b`: an index set against a list, whose items after the first carry no relation of their own
INDEX_RELATION_END = re.compile(r"(?<![A-Za-z\\_^{])[a-z]\s*(?:\\neq?|≠|=|\\in|∈|\\notin|∉)\s*[a-z0-9]{1,2}\s*$")
LIST_ITEM = re.compile(r"^\s*[a-z0-9]{1,2}\s*$")  # lower case: "T = 2, X = 0, P qui échange …" is no list


def _commas_split(text: str) -> list:
    """The text cut at its top-level commas, except inside a list of indices (i ≠ a, b stays one piece)."""
    parts = []
    for part, at in _split_top_level_commas(text):
        end = INDEX_RELATION_END.search(parts[-1][2]) if parts else None
        # the items are of one kind, as the first: letters (i ≠ a, b) or numbers (j = 1, 2); "i = b, 0 otherwise" is
        # a case and a value
        if end and LIST_ITEM.match(part) and part.strip().isdigit() == end.group(0).strip()[-1:].isdigit():
            start = parts[-1][1]
            parts[-1] = (text[start:at + len(part)], start, parts[-1][2])  # the list goes on: keep its last item
            continue
        parts.append((part, at, part))
    return [(part, at) for part, at, _ in parts]


def _split_top_level_commas(text: str) -> list:
    pieces, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([{⟨" or text.startswith("\\langle", i):
            depth += 1
        elif ch in ")]}⟩" or text.startswith("\\rangle", i):
            depth = max(0, depth - 1)
        elif ch in ",，、" and depth == 0 and not text[max(0, i - 1)] == "\\" and not thousands_comma(text, i):
            pieces.append((text[start:i], start))
            start = i + 1
    pieces.append((text[start:], start))
    return pieces


# ---- plain text -----------------------------------------------------------------------------
# A word of prose: two or more letters that are not a name of the notation (beta, exp, lim, …).
# a word, or an abbreviation dotted after each letter ("w.p. ½", "a.s.", "w.r.t. t"): prose, not a product w·p
# Latin letters with diacritics (Latin-1, Extended-A and -B, Extended Additional: French, Turkish, Vietnamese), never
# a name of the notation; and the scripts whose every run is prose (Cyrillic, Armenian, Hebrew, Arabic, the Indic
# scripts with their vowel signs, Thai, Georgian, kana, CJK, Hangul). Greek is not among them: its letters are names.
ACCENTED = "À-ÖØ-öø-ɏḀ-ỿ"
OTHER_SCRIPTS = "\u0400-\u052f\u0530-\u058f\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0e7f\u10a0-\u10ff" \
                "\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af"
PROSE_WORD = re.compile(rf"(?<![\\A-Za-z{ACCENTED}_^.])(?:[A-Za-z]\.){{2,}}(?![A-Za-z0-9])|"
                        rf"(?<![\\A-Za-z{ACCENTED}_^])(?:[A-Za-z{ACCENTED}]*[{ACCENTED}][A-Za-z{ACCENTED}]*|[A-Za-z]{{2,}})"
                        rf"(?![A-Za-z{ACCENTED}])|[{OTHER_SCRIPTS}]+"
                        r"|∀")  # ∀ is the words "for all"
# Names whose subscripts a PDF copy lost (ka, ud, mua, udu): math, not words (no English word has this shape).
LOST_SUBSCRIPTS = re.compile(r"(?:(?:[kuvxqcz]|mu)[a-dij])+(?:[kuvxqcz]|mu)?|W[qkvo]")  # Wq: W_Q in plain text
# what makes a run of plain text math: a relation, in any spelling the notation reads (→ ⟶ ≲ \\longrightarrow …)
PLAIN_MATH_CHARS = re.compile(
    "[" + re.escape("".join(c for c, name in SYMBOL_COMMANDS.items() if name in RELATIONS or name == "infty")) +
    r"=<>∞←≔]|->|>>|<<|~=|!=|:=|=>|\\(?:" + "|".join(sorted((k for k in RELATIONS if k.isalpha()), key=len, reverse=True)) +
    r"|infty|not)(?![A-Za-z])")


def plain_math_runs(text: str, offset: int, glued_openings: frozenset = frozenset()) -> list:
    """Runs of math-looking text in prose (q = beta(k_a + k_b), t -> inf, β ≫ 0): [(run, offset)].

    A run ends at a prose word, a sentence's end or a clause's comma; only runs with a relation are kept."""
    text = _pointers_cut(relations_in_words(text))
    # q = t(k_a + k_b)\text{ with } t \text{ large}: outside $…$ the words of \text are prose
    text = re.sub(r"\\(?:" + TEXT_MACROS + r")\{([^{}]*)\}", lambda m: "#" + " " * (len(m.group(0)) - 2) + "#"
                  if not m.group(1).strip() else " " * (m.group(0).index("{") + 1) + m.group(1) + " ", text)
    runs, start = [], 0
    for match in list(PROSE_WORD.finditer(text)) + [None]:
        end = match.start() if match else len(text)
        if match and math_word(text, match):
            continue
        # in plain text t ~ 0 is t ∼ 0 and ~= is ≈, not a TeX space
        segment = text[start:end].replace("~=", "\u2248 ").replace("~", "\u223c")
        segment = _joining_letters_as_breaks(_without_prose_letter(segment, text, start))
        openings = _within(glued_openings, offset + start, len(segment))
        for part, at in _split_clauses(_before_unclosed(segment, openings), openings):
            # a quotation mark or a bracket the prose opened or closed ('(… the softmax "harder") y V = …') is prose's
            stripped = part.strip().strip(".,:;?!。！？，；：、()\"“”«»„").strip() if not _balanced(part.strip()) else \
                part.strip().rstrip(".,:;?!。！？，；：、")
            stripped = _without_enumerator(_without_leading_abbreviation(stripped.lstrip(".,:;—–").lstrip()))
            if stripped and PLAIN_MATH_CHARS.search(stripped) and not IMPLICATION.fullmatch(stripped.replace("$", "").strip()):
                # "$\eta > 0$ ⇒ $c \approx v_a$": an implication between formulas joins them, it says nothing itself
                runs.append((stripped, offset + start + at + part.find(stripped[:1])))
        start = match.end() if match else len(text)
    return runs


LONE_LETTER = re.compile(r"(?<=[\s(])[^\W\d_](?=\s)")  # "(e c → v_b se η < 0)": a bracket opens its clause


def _joining_letters_as_breaks(segment: str) -> str:
    """"k_a^T q ≈ β^2 y k_i^T q ≈ 0": a letter alone between spaces that the lexicon reads as "and" (y, e, i, и),
    with a relation on each side of it, joins two statements; it becomes a clause break (positions hold). One that
    ends the run, before the prose that cut it, is blanked."""
    for found in reversed(list(LONE_LETTER.finditer(segment))):
        before, after = segment[:found.start()], segment[found.end():]
        # "e^2 ≈ 7.39, e ≈ 2.718": a letter a relation follows (or one follows) is a side, not "and"
        side = RELATION_MARK.match(after.lstrip()) or RELATION_MARK.search(before.rstrip()[-2:] or " ")
        joint = lexicon.scan(segment[found.start():found.end()], "LIST_JOINT")
        # "…, que tiende a 1, y c ≈ v_j": after a comma that opens the run, the letter before a formula with its own
        # relation joins it too ("x, y ≈ 0" is a side: a relation follows the letter itself)
        listed = before.rstrip().endswith(",") and after.lstrip()[:1].isalpha()
        if (RELATION_MARK.search(before) or listed) and RELATION_MARK.search(after) and not side and joint:
            segment = segment[:found.start()] + (" " if before.endswith("(") else ";") + segment[found.end():]
        elif joint and not after.strip() and RELATION_MARK.search(before) and not side and \
                not OPERATOR_END.search(before.rstrip()):
            # "α_a = e^C/(2e^C + n − 2) e la massa restante …": the letter before the prose that cut the formula
            # joins the next clause ("e", "y", "и": and), as no product ends on a lone e followed by words
            segment = segment[:found.start()] + " " + segment[found.end():]
    return segment


OPERATOR_END = re.compile(r"[-+*/·×−^_(\[{,]$")


def math_word(text: str, match) -> bool:
    """Is a word of a plain-text run (a PROSE_WORD match) the notation's: a function or a Greek name (not one used as
    a noun), a name whose subscript a copy lost (ka), capitals that are a product of matrices (PX, QKᵀ)?"""
    return _notation_word(match.group(0)) and not _function_as_a_noun(text, match) or \
        LOST_SUBSCRIPTS.fullmatch(match.group(0)) is not None or _capitals_in_math(text, match) or \
        _matrix_times_vector(text, match) or _marked_capital(text, match)


def _matrix_times_vector(text: str, match) -> bool:
    """"Qu_a", "Qx_1", "Vx₃": a capital (a matrix) glued to a letter with an index (a vector), not a word."""
    return re.fullmatch(r"[A-Z][a-z]", match.group(0)) is not None and \
        text[match.end():match.end() + 1] in ("_", *"₀₁₂₃₄₅₆₇₈₉")


def _function_as_a_noun(text: str, match) -> bool:
    """"As t → ∞ softmax picks the largest", "the softmax weights": a function's name with a word of prose right
    after it, no argument, is prose (sin t, softmax(x), exp of nothing stay math)."""
    if match.group(0).lower() not in FUNCTIONS:
        return False
    following = PROSE_WORD.match(text, len(text[:match.end()]) + len(text[match.end():]) - len(text[match.end():].lstrip()))
    return following is not None and not _notation_word(following.group(0))


def _notation_word(word: str) -> bool:
    """A word the notation reads (sqrt, alpha, Pr, Var), not prose."""
    return word in WORDS or word.lower() in WORDS


def _without_prose_letter(segment: str, text: str, start: int) -> str:
    """"on a k_a^T q = t": the letter that ends a phrase of prose ("on a", "il y a": we have) is not math, when a
    formula with its own left side follows it (in "the weight on a → 1" the a is the left side); so is a letter that
    joins a clause after prose ("… vence sempre e c_1 ≈ v_a", "y α_a → 1": and), or one a size word says ("for large
    t alpha_a -> 1")."""
    # after the quotation mark or bracket that closes the prose: '(… más "duro") y V = …'
    found = re.match(r"[\s\"“”«»)\]]*(\(\s*)?([^\W\d_])(?=\s)", segment)
    rest = segment[found.end():].lstrip() if found else ""
    if found is None or not rest or RELATION_MARK.match(rest) or not RELATION_MARK.search(rest):
        return segment
    # a capital joins only where a sentence starts ("E c = ½(v_a + v_b)" mid-sentence is the expectation of c); a
    # small one joins after prose, or opening a bracket: "(e c → v_b se η < 0)" is "(and c → v_b …)", no e·c
    after_prose = re.search(r"[^\W\d_]{2,}\s*$", text[:start]) is not None
    joins = lexicon.said(found.group(2), "LIST_JOINT") and (after_prose or found.group(1) is not None) \
        and (found.group(2).islower() or re.search(r"[.!?。]\s*$", text[:start]) is not None)
    # "for large t alpha_a -> 1", "for small α k_i ≈ μ_i": the letter after a size word is the size phrase's
    sized = lexicon.closes(text[max(0, start - 20):start], "LARGE", "SMALL") is not None
    if not joins and not sized and lexicon.closes(text[max(0, start - 20):start + found.end()], "WE_HAVE") is None:
        return segment
    return segment[:found.start(2)] + " " + segment[found.end(2):]


CAPITALS = re.compile(r"[A-Z]{2,4}")


# the operators beside a product of capitals that make it math: ASCII and their Unicode spellings (− × ⋅ ∘ ≠),
# so "PX + Φ − PX − PΦ" is one formula
UNICODE_OPERATORS = {"\u2192", "\u2248", "\u2264", "\u2265", "\u2212", "\u00d7", "\u22c5", "\u2218", "\u2260"}
MATH_BEFORE = set(")]}^_+-*/=<>≈→·") | UNICODE_OPERATORS
# a Unicode subscript or power right after capitals (HW₁, QKᵀ) makes them a product of matrices too
MATH_AFTER = set("^_'(+-*/=<>≈→·ᵀ⊤") | UNICODE_OPERATORS | set(SUBSCRIPTS) | set(SUPERSCRIPTS)


MARKED_CAPITAL = re.compile(r"[A-Z]p")


def _marked_capital(text: str, match) -> bool:
    """"Xp = P X", "Qp Kp^T": a matrix with the permuted mark p glued, beside a relation or an operator."""
    if not MARKED_CAPITAL.fullmatch(match.group(0)):
        return False
    near_before = text[:match.start()].rstrip()[-1:]
    near_after = text[match.end():].lstrip()[:1]
    return near_before in MATH_BEFORE or near_after in MATH_AFTER or text[match.end():match.end() + 1] == "^" or \
        MARKED_CAPITAL.match(text[match.end():].lstrip()[:3]) is not None and not text[match.end():].lstrip()[2:3].isalpha()


def _capitals_in_math(text: str, match) -> bool:
    """"(PK)^T", "ΠQKᵀΠᵀ", "softmax(…) PV = PH": a product of capital letters (matrices) next to math (a bracket
    around it, an operator, a relation, a power, a Greek letter), not a word of prose."""
    if not CAPITALS.fullmatch(match.group(0)):
        return False
    before, after = text[match.start() - 1:match.start()], text[match.end():match.end() + 2]
    if before == "(" and after[:1] == ")" or after[:2] in (")^", ")_") or after[:1] in MATH_AFTER or \
            before and not before.isascii() and before.isalpha():  # ΠQK: after a Greek letter
        return True
    near_before = text[:match.start()].rstrip()[-1:]
    end = match.end()
    if re.match(r"[0-9](?![0-9A-Za-z])", text[end:end + 2]):
        end += 1  # "(HW1 + 1b1)": the last capital's index, glued without its underscore, as in code
        if before == "(" or text[end:end + 1] == ")":
            return True
    near_after = text[end:].lstrip()[:1]
    return near_before in MATH_BEFORE or near_after in MATH_AFTER - {"("}


def statement_at(document: "Document", run: str, offset: int) -> Statement:
    """A Statement for text found in a document after reading (a formula in plain prose), with its sentence, its
    mood from the words before it in its sentence, and whether it is an aside or given as the final answer."""
    ends = sentence_ends(document.text)
    sentence = bisect_right(ends, offset)
    start = ends[sentence - 1] if sentence else 0
    mood = mood_after(document.text[start:offset], COMMITTED)
    if _rejected(document.text, offset, document.text[offset + len(run):offset + len(run) + 80]):
        mood = REJECTED
    final = _is_final(document.text, _final_markers(document.text), offset)
    return Statement(run, offset, sentence, mood, aside_at(document.text, offset, offset + len(run)), final)


TRAILING_JOINT = re.compile(r"\s([^\W\d_])\s*$")


def math_run_at(text: str, start: int):
    """(run, offset) of the plain-text math that starts at `start` ("t(k_a + k_b)" in "q is t(k_a + k_b) with t
    large"): up to a word of prose, a sentence's end, or a clause's comma or semicolon; None when there is none."""
    end = next_sentence_end(text, start, min(len(text), start + 400))
    stop = end.start() if end else min(len(text), start + 400)
    for match in PROSE_WORD.finditer(text, start, stop):
        if not _notation_word(match.group(0)) and not LOST_SUBSCRIPTS.fullmatch(match.group(0)) and \
                not _capitals_in_math(text, match):
            stop = match.start()
            break
    pieces = _split_top_level_commas(text[start:stop])
    run = re.split(r"[;\n]", pieces[0][0])[0] if pieces else ""
    joint = TRAILING_JOINT.search(run)
    if joint and stop < len(text) and lexicon.said(joint.group(1), "LIST_JOINT"):
        run = run[:joint.start()]  # "es t(1+η) y los demás …": the "and" before the prose that cut the run is no factor
    stripped = run.strip().rstrip(".,:")
    if not stripped or not (MATH_MARKS.search(stripped) or any(w.lower() in WORDS for w in re.findall(
            r"[A-Za-z]{2,}", stripped))):
        return None
    return stripped, start + run.index(stripped[0])


# "(i) PᵀP = I … (ii) P𝟙 = 𝟙", "(2) Q_perm K_permᵀ = …": a list's label before a formula in prose, not a factor of
# it (a number in brackets set apart before a formula is never how a product is written)
ENUMERATOR = re.compile(r"^\((?:i{1,3}|iv|vi{0,3}|ix|x|[a-h]|\d{1,2})\)\s+(?=\S)")


def _without_enumerator(run: str) -> str:
    found = ENUMERATOR.match(run)
    return run[found.end():] if found and RELATION_MARK.search(run[found.end():]) else run


LEADING_ABBREVIATION = re.compile(r"^(?:[A-Za-z]{1,3}\.){1,3}\s*")


def _without_leading_abbreviation(run: str) -> str:
    """"i.e. q = β k_j" is "q = β k_j": an abbreviation the lexicon knows, before the math, is prose."""
    found = LEADING_ABBREVIATION.match(run)
    if found and lexicon.closes(found.group(0).strip(), "ABBREVIATION", skipping=".") is not None:
        return run[found.end():]
    return run


# what makes a run of plain text math rather than an English word ("a" in "the query is a multiple of k_j")
MATH_MARKS = re.compile(r"[_()\[\]+\-*/^\\\d=<>|·∞]|[α-ωΑ-Ω]")


def _math_word(text: str, at: int) -> bool:
    """Is the first word from `at` math (a name, a number, a bracket, a symbol), not a word of prose?"""
    word = re.match(r"\s*(\S+)", text[at:])
    if word is None:
        return False
    letters = re.match(rf"[A-Za-z{ACCENTED}]+", word.group(1))
    return letters is None or len(letters.group(0)) == 1 or letters.group(0).lower() in WORDS or \
        letters.group(0)[::-1].lower() in WORDS


# "the variance of c goes to 0": the subject is the variance, not c
OF_BEFORE = re.compile(r"(?:^|\s)(?:of|de|du|des|von|vom|der|del|della|di|do|da|dos|das|от)\s+\S+\s*$", re.I)


def _statistic_of_subject(before: str) -> bool:
    """"Дисперсия α_a стремится к ¼": a statistic's word right before the subject, with no "of", makes it the
    statistic's (steps/spread_words.py reads it), not a relation of the subject's."""
    return lexicon.closes(re.sub(r"\S+\s*$", "", before), "STATISTIC") is not None


LABEL_LIST_BEFORE = re.compile(r"(?:(?<![\w\\])[A-Za-z]\s*,\s*)+(?:(?:and|et|und|y)\s+)?[A-Za-z]\s*$")

def _event_before(text: str, at: int) -> bool:
    """Does the math run ending at `at` (back to a word of prose of two or more letters) hold an inequality?"""
    run = re.split(rf"(?<![\\\w])[A-Za-z{ACCENTED}]{{3,}}(?![\w])|[.;:!?]", text[max(0, at - 60):at])[-1]
    return INEQUALITY.search(run) is not None


def relations_in_words(text: str) -> str:
    """Plain-text ways of saying ≈ and = ("c_2 approximates u_a", "c_2 equals u_a") as their symbol, padded so
    positions hold; only between spaces, where a relation stands."""
    chars = list(text)
    for match in lexicon.scan(text, *lexicon.DOMAINS["relation words"]):
        if LABEL_LIST_BEFORE.search(text[max(0, match.start - 40):match.start]):
            continue  # "every weight of a, b, c tends to 1/3": the last of a list of labels is not a subject
        if _event_before(text, match.start):
            continue
        if text[match.start - 1:match.start].isspace() and text[match.end:match.end + 1].isspace() and \
                _math_word(text, match.end) and _math_word(text[:match.start][::-1], 0) and \
                not OF_BEFORE.search(text[max(0, match.start - 40):match.start]) and \
                not _statistic_of_subject(text[max(0, match.start - 40):match.start]):  # math on both sides
            symbol = "\u2248" if match.concept == "APPROX_WORDS" else "="
            chars[match.start:match.end] = symbol + " " * (match.end - match.start - 1)
    return "".join(chars)


# "scores = [t if i==a else 0]": a conditional expression of code in a list's brackets, whose "if" supposes nothing
# of the sentence ("if η > 0 then …, else …" in prose keeps both)
CODE_CONDITIONAL = re.compile(r"\[[^\[\]\n]*?(?<![A-Za-z])if(?![A-Za-z])[^\[\]\n]*?(?<![A-Za-z])else(?![A-Za-z])"
                              r"[^\[\]\n]*\]")


def _without_code_conditionals(text: str) -> str:
    """The "if" and "else" of a conditional expression in a list's brackets, blanked (positions hold)."""
    if "else" not in text:
        return text
    return CODE_CONDITIONAL.sub(lambda m: re.sub(r"(?<![A-Za-z])(?:if|else)(?![A-Za-z])",
                                                 lambda w: " " * len(w.group(0)), m.group(0)), text)


def _unequal_in_words(text: str) -> str:
    """Two formulas set against each other in words ("the input is $PX + \\Phi$ rather than $P(X + \\Phi)$", "PX + Φ, not
    P(X + Φ)", "PX + Φ，而不是 P(X + Φ)") are one statement A ≠ B: the words become ≠, and in LaTeX the two formulas one
    region (positions hold). Only a formula with no relation of its own is set against another: "q = t k_j, not …"
    defines q, and stays as written."""
    chars = list(text)
    for match in lexicon.scan(text, "UNEQUAL_WORDS"):
        if LABEL_BEFORE.search(text[max(0, match.start - 12):match.start]) and \
                LABEL_AFTER.match(text[match.end:match.end + 12]):
            continue  # "mit c statt d": two labels exchanged (label_swaps.py), no inequation
        before, after = text[:match.start].rstrip(), text[match.end:]
        gap_after = len(after) - len(after.lstrip())
        if before.endswith("$") and after.lstrip().startswith("$") and not before.endswith("$$") and \
                before[:-1].count("$") % 2 == 1:
            opening = before[:-1].rfind("$")
            if RELATION_MARK.search(before[opening + 1:-1]):
                continue
            close, open_ = len(before) - 1, match.end + gap_after
            chars[close:open_ + 1] = " \u2260" + " " * (open_ - close - 1)
        elif _math_word(text, match.end) and _math_word(text[:match.start].rstrip(" ,")[::-1], 0) and \
                not RELATION_MARK.search(re.split(r"[.;:!?\n]|(?<![\\\w])[^\W\d_]{3,}", text[:match.start])[-1]):
            start = len(before.rstrip(",")) if before.endswith(",") else match.start  # "PX + Φ，而不是 …"
            chars[start:match.end] = " \u2260" + " " * (match.end - start - 2)
    return "".join(chars)


def _before_unclosed(segment: str, glued_openings: frozenset = frozenset()) -> str:
    """'q = β k_j (β' (the words of '(β large)' cut it): the text before a '(' that never closes. Glued to what
    precedes it, such a bracket is prose's only when it follows a closed bracket or holds one bare name ("t(μ_a +
    μ_b)（t は十分大きい）", "tμ_b（t 很大）"), or is a fullwidth one glued to a number ("η > 0（k_a 变长）时": no number
    is applied to a bracket): "q = t(k_a + k_b" with the bracket left open is not cut to q = t.
    One that opens the run ("(q = t k_j, t → ∞, 키들의 …") is blanked, so that the commas inside it split clauses.
    A '[' after a space that never closes ("= e^{tη}/(e^{tη} + n − 1)   [divided by e^t]") is a remark's too."""
    opened = _unclosed_at(segment, "[", "]")
    # of words ("[divided top and bottom …"), never an interval ("t ∈ [3, ∞)", "[t_0, ∞)")
    if opened is not None and opened > 0 and segment[opened - 1].isspace() and segment[:opened].strip() and \
            (not segment[opened + 1:].strip() or re.match(r"\s*[^\W\d_]{3,}", segment[opened + 1:])):
        segment = segment[:opened] + ";" + segment[opened + 1:]
    cut = _unclosed_at(segment, "(", ")")
    if cut is None:
        return segment
    if not segment[:cut].strip():  # "(q = t k_j, t → ∞, 키들의 …": the remark's bracket; its commas are top-level
        return segment[:cut] + " " + segment[cut + 1:]
    glued_remark = segment[cut - 1:cut] == ")" or BARE_NAME.fullmatch(segment[cut + 1:]) or \
        (cut in glued_openings and segment[cut - 1:cut].isdigit())
    if segment[cut - 1:cut].isspace() or glued_remark:
        return segment[:cut] + ";" + segment[cut + 1:]
    return segment


BARE_NAME = re.compile(r"\s*(?:\\[A-Za-z]+|[^\W\d_])\s*")


def _unclosed_at(segment: str, opening: str, closing: str) -> int | None:
    """Where the outermost bracket that never closes opens, or None."""
    depth, cut = 0, None
    for i, ch in enumerate(segment):
        if ch == opening:
            depth += 1
            cut = i if depth == 1 else cut
        elif ch == closing:
            depth = max(0, depth - 1)
    return cut if depth else None


def _lines_joined_inside_formulas(text: str) -> str:
    """A line break inside brackets, or after an operator or a relation ("q = t(k_a +⏎k_b)", "q_2 =⏎t μ_b"), does
    not end the formula: it becomes a space (positions hold)."""
    if "\n" not in text:
        return text
    chars, depth = list(text), 0
    for i, ch in enumerate(text):
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth = max(0, depth - 1)
        elif ch == "\n" and (depth or DANGLING_END.search(text[max(0, i - 12):i].rstrip())):
            chars[i] = " "
    return "".join(chars)


def _split_clauses(segment: str, glued_openings: frozenset = frozenset()) -> list:
    """Plain-text definitions separated by a line break, ';', ',', '、', ': ', '#' (a comment), an em dash (prose's dash:
    "= P(HW_1 + 𝟏b_1) — a permutation of …", never a minus), an implication between two relations
    (q = β(k_a+k_b) ⟹ α_a → ½) or a parenthetical relation after a space (q = t(k_a + k_b) (t → ∞)), at the top
    level."""
    pieces = []
    for part, at in _commas_split(_lines_joined_inside_formulas(segment)):
        for piece in re.finditer(r"(?:[^;；：、\n#:—]|:(?=[=\\\d]))+", part):
            for text, implied_at in _implications(piece.group(0)):
                start = at + piece.start() + implied_at
                pieces.extend((sub, start + sub_at)
                              for sub, sub_at in parenthetical_relations(text, _within(glued_openings, start, len(text))))
    return pieces


IMPLICATION = re.compile(r"\\(?:implies|Rightarrow|Longrightarrow|Leftrightarrow|iff|therefore|Longleftrightarrow)"
                         r"(?![A-Za-z])|[⟹⇒⟺⇔∴]|==>|(?<![=<-])=>")


def _implications(text: str) -> list:
    """[(piece, offset)]: cut at an implication whose both sides hold a relation (t => 0 stays: t → 0)."""
    pieces, start = [], 0
    for match in IMPLICATION.finditer(text):
        left, right = text[start:match.start()], text[match.end():]
        if RELATION_MARK.search(left) or RELATION_MARK.search(right):
            pieces.append((left, start))
            start = match.end()
    pieces.append((text[start:], start))
    return pieces


RELATION_MARK = re.compile(r"[=<>≈→≤≥≪≫∼≠]|->|!=|\\(?:to|in|approx|gg|ll|le|ge|sim|rightarrow|ne|neq)\b")


def parenthetical_relations(text: str, glued_openings: frozenset = frozenset()) -> list:
    """[(piece, offset)]: a relation in parentheses after a space (q = t(k_a+k_b) (t → ∞), q = …\\;(t \\to \\infty))
    at the end of the text is a statement of its own, split at its top-level commas; otherwise the text is one
    piece. Only the closing bracket at the end is matched (one pass back), so no input costs more than a scan."""
    leading = _leading_parenthetical(text)
    if leading is not None:
        return leading
    body = text.rstrip().rstrip(".,。，．").rstrip()
    if not body.endswith(")"):
        return [(text, 0)]
    opening = _opening(body, len(body) - 1)
    if opening is None or not (opening in glued_openings or re.search(r"(?:\s|\\[,;: ]|\\q?quad)\s*$", body[:opening])):
        return [(text, 0)]
    inner = body[opening + 1:-1]
    # "with probability ½ (η > 0)": a number before the bracket is a value, and the relation after it its case
    if not (RELATION_MARK.search(inner) and (RELATION_MARK.search(body[:opening]) or
                                              PLAIN_NUMBER.match(body[:opening]))):
        return [(text, 0)]
    parts = _commas_split(inner)
    if not all(RELATION_MARK.search(part) for part, _ in parts):
        parts = [(inner, 0)]  # "(i ≠ a, b)": one relation whose right side is a list, not two statements
    pieces = [(text[:opening], 0)] + [(part, opening + 1 + at) for part, at in parts]
    return [(piece, at) for piece, at in pieces if piece.strip()]


PLAIN_NUMBER = re.compile(r"\s*(?:\d+(?:[.,]\d+)?(?:\s*/\s*\d+)?|[½⅓⅔¼¾⅕⅛]|\\[dt]?frac\{\d+\}\{\d+\})\s*$")


def _leading_parenthetical(text: str):
    """"(η > 0) α_a → 1": a relation in parentheses that opens the text, a space and a relation after it, is the
    condition said first, a statement of its own; None for anything else ("(k_a + k_b)^⊤q = 2t" is one formula)."""
    start = len(text) - len(text.lstrip())
    if not text[start:start + 1] == "(":
        return None
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            break
    else:
        return None
    inner, rest = text[start + 1:i], text[i + 1:]
    if not (rest[:1].isspace() and RELATION_MARK.search(inner) and RELATION_MARK.search(rest)):
        return None
    return [(inner, start + 1), (rest, i + 1)]


def _opening(text: str, closing: int):
    """The '(' that the ')' at `closing` closes; None when there is none."""
    depth = 0
    for i in range(closing, -1, -1):
        depth += {")": 1, "(": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return None


def _balanced(text: str) -> bool:
    depth = 0
    for ch in text:
        depth += ch in "([{" and 1 or ch in ")]}" and -1 or 0
        if depth < 0:
            return False
    return depth == 0


def has_prose(text: str) -> bool:
    """Words that are not part of the notation, in any script (∀ is the words "for all"; "Распределение", "クエリ"):
    the text is prose, not a formula."""
    return any(not _notation_word(word.group(0)) for word in PROSE_WORD.finditer(text))
