"""An answer as its student wrote it, for the review desk: its formulas typeset, its words as words, the words the
grader quoted as not read marked, and a long write-up cut to the region around them.

The answer is outside input. A formula is typeset only when the notation's grammar parses it, from that parse
(render/display.py re-emits it, serve/mathml.py makes the MathML); anything else is escaped text. Nothing the
student wrote reaches the page as markup.
"""

import re

from markupsafe import Markup, escape

from symattn.errors import SymattnError
from symattn.render.display import formula_pieces
from symattn.serve.mathml import mathml

MATH = re.compile(r"\$\$(.+?)\$\$|(?<!\\)\$([^$]+)\$|\\\((.+?)\\\)|\\\[(.+?)\\\]", re.S)
# what the grader quotes of a student's words in its feedback: "you say where $t$ goes ('$t$ is not much greater
# than'), in a form the grader does not read"
QUOTE = re.compile(r"\('(.+?)'\)")
FEEDBACK_MATH = re.compile(r"\$[^$]*\$")
CONTEXT = 400  # characters shown either side of the region a long write-up is cut to
MAX_FORMULA = 2_000


def unread_phrases(feedback: str) -> list:
    """The words of the student's the feedback quotes (its formulas left out): 'is not much greater than'."""
    phrases = []
    for quote in QUOTE.finditer(str(feedback or "")):
        for words in FEEDBACK_MATH.split(quote.group(1)):
            words = " ".join(words.split()).strip(" ,.;:")
            if re.search(r"[^\W\d_]", words):
                phrases.append(words)
    return phrases


def _formula(tex: str) -> Markup:
    """A formula of the student's, re-emitted from its parse and typeset; as written (escaped) when it does not
    parse."""
    if len(tex) <= MAX_FORMULA:
        try:
            return mathml(",\\quad ".join(formula_pieces(tex)))
        except (SymattnError, ValueError, RecursionError):
            pass
    return Markup('<code class="as-written">{}</code>').format(tex)


def _words(text: str, phrases: list) -> Markup:
    """Prose, escaped, with the phrases the grader did not read marked."""
    if not phrases:
        return escape(text)
    pattern = re.compile("|".join(r"\s+".join(map(re.escape, p.split())) for p in sorted(phrases, key=len,
                                                                                           reverse=True)))
    out, last = [], 0
    for match in pattern.finditer(text):
        out += [escape(text[last:match.start()]), Markup('<mark class="unread" title="not read by the grader">{}'
                                                         '</mark>').format(match.group(0))]
        last = match.end()
    out.append(escape(text[last:]))
    return Markup("").join(out)


def _window(text: str, phrases: list) -> tuple:
    """(start, end) of what is shown: all of a short answer; around the first unread phrase (or the first formula)
    of a long write-up, never cutting a formula."""
    if len(text) <= 2 * CONTEXT:
        return 0, len(text)
    found = [m.start() for p in phrases for m in [re.search(r"\s+".join(map(re.escape, p.split())), text)] if m]
    first = MATH.search(text)
    centre = min(found) if found else first.start() if first else 0
    start, end = max(0, centre - CONTEXT), min(len(text), centre + CONTEXT)
    for match in MATH.finditer(text):  # widen to whole formulas
        if match.start() < start < match.end():
            start = match.start()
        if match.start() < end < match.end():
            end = match.end()
    return start, end


def written(answer: str, feedback: str = "") -> Markup:
    """The answer as written, typeset, with the words not read marked; a long write-up cut to the located region
    (the rest behind "the whole write-up", as plain text)."""
    text = str(answer or "")
    if not text.strip():
        return Markup('<span class="none">no answer</span>')
    phrases = unread_phrases(feedback)
    start, end = _window(text, phrases)
    shown, last = [], start
    for match in MATH.finditer(text, start, end):
        shown += [_words(text[last:match.start()], phrases),
                  _formula(next(group for group in match.groups() if group is not None).strip())]
        last = match.end()
    shown.append(_words(text[last:end], phrases))
    body = Markup("").join(shown)
    if (start, end) == (0, len(text)):
        return body
    return Markup('{}{}{}<details><summary>the whole write-up ({:,} characters)</summary><pre>{}</pre></details>'
                  ).format("… " if start else "", body, " …" if end < len(text) else "", len(text), text)
