"""Where a part's answer starts in its section: after an "Answer:" line, an answer box (\\begin{solution}, Typst's
#answer) or the answer quoted under the question restated; else after the question restated at its start (the
question's words, "(2 points)", a question mark). A section that holds nothing else is the question restated. And
the question quoted back, for a part no label found.
"""

import re

from symattn.intake import labels, words
from symattn.intake.structure import Place, Section, content_words, trimmed

_ANSWER_HINT = re.compile("|".join(sorted((re.escape(w) for ws in words.ANSWER_WORDS.values() for w in ws),
                                          key=len, reverse=True)) + r"|\\begin\{", re.I)
_PROOF = re.compile(r"[ \t*_#>\-]*(?:\\textbf\{|\\emph\{|\\begin\{)?(?:" + "|".join(
    re.escape(w) for w in words.PROOF_WORDS) + r")\b", re.I)
_STRUCTURE = frozenset(w + ending for ws in words.ANSWER_WORDS.values() for w in ws for ending in ("", "s")) | \
    frozenset(("questions", "question", "answers", "solutions"))
_SENTENCE = re.compile(r"[^\n]+?(?:[.?!:](?=\s)|$)\n?|\n", re.M)  # a line's sentences: a title is its own


def answer_start(text: str, section: Section, part, memo: dict = None) -> int | None:
    """_answer_start, remembered in `memo` for one locate() call."""
    if memo is None:
        return _answer_start(text, section, part)
    key = (section.start, part.id)
    if key not in memo:
        memo[key] = _answer_start(text, section, part)
    return memo[key]


def _answer_start(text: str, section: Section, part) -> int | None:
    """Where the answer starts in a section: after an "Answer:" line (or an answer box, or the answer quoted under
    the question), else after the question restated at its start; None when the section holds nothing else."""
    explicit = _explicit_start(text, section, part)
    if explicit is not None:
        return explicit
    body = text[section.body:section.end]
    question = content_words(part.question) | content_words(part.title)
    title = content_words(part.title)
    position = 0
    for match in _SENTENCE.finditer(body):
        sentence = match.group(0)
        if not sentence.strip() or _question_like(sentence, question, title):
            position = match.end()
            continue
        break
    return None if not _residue(body[position:]) else section.body + position


def run_start(text: str, run: list, part, memo: dict) -> int | None:
    """Where the answer of a run of sections starts: the first section's, unless it is the lettered part's
    introduction (the handout's words, no answer marked) above sub-parts whose answers are marked: then the first
    marked one ('(a) Copying in attention. One advantage …', then (i) with its '#answer')."""
    starts = [(s, section) for section in run for s in [answer_start(text, section, part, memo)] if s is not None]
    if not starts:
        return None
    start, first = starts[0]
    if _explicit_start(text, first, part) is None:
        inside = [s for s, section in starts[1:] if len(section.path) > len(first.path) and
                  section.path[:len(first.path)] == first.path and _explicit_start(text, section, part) is not None]
        if inside:
            return inside[0]
    return start


def _explicit_start(text: str, section: Section, part) -> int | None:
    """Where a marked answer starts in a section: an "Answer:" line, "A:" after "Q:", an answer box, a blockquote
    under the question."""
    body = text[section.body:section.end]
    offset, asked = 0, False
    for line in body.splitlines(keepends=True):
        reply = labels.REPLY.match(line) if asked else None
        if reply:  # "**Q:** …" then "**A:** …": the answer starts after its marker
            return section.body + offset + reply.end()
        asked = asked or labels.ASKED.match(line) is not None
        if not _ANSWER_HINT.search(line):
            offset += len(line)
            continue
        head = labels.heading(line.rstrip("\r\n"), 0)
        if head is not None and head.answer and not head.raw and not (
                _PROOF.match(line) and re.search(r"(?<![<>!=≤≥])=(?!=)", body[:offset])):
            # a "Proof." after a stated result is the result's proof, not where the answer starts
            return section.body + offset + head.body
        offset += len(line)
    quoted = _quoted_answer(body, content_words(part.question) | content_words(part.title), content_words(part.title))
    return None if quoted is None else section.body + quoted


def _quoted_answer(body: str, question: set, title: set) -> int | None:
    """Where a blockquoted answer starts: the question restated as it was set, then the answer quoted under it
    ('> …' to the section's end). None when the section does not end so, or what comes before the quote does not
    ask (it may be the answer, with a quotation after it)."""
    lines = body.splitlines(keepends=True)
    end = len(lines)
    while end and not lines[end - 1].strip():
        end -= 1
    start = end
    while start and lines[start - 1].lstrip().startswith(">"):
        start -= 1
    if start == end or start == 0:
        return None
    before = "".join(lines[:start])
    asks = "?" in before or any(_question_like(m.group(0), question, title) or _asks(m.group(0))
                                for m in _SENTENCE.finditer(before) if m.group(0).strip())
    return len(before) if asks and _residue(before) else None


def _bounded(word: str) -> str:
    """A phrase matched as whole words where its script spaces them; Chinese and Japanese ones anywhere ("这一问没来得及做")."""
    return (r"(?<!\w)" if word[:1].isascii() else "") + re.escape(word) + (r"(?!\w)" if word[-1:].isascii() else "")


_SKIPPED = re.compile("|".join(_bounded(w) for w in words.SKIPPED_WORDS), re.I)
MAX_SKIPPED_WORDS = 12  # 'skipped: ran out of time' is short; a longer text is an answer, read as one


def skipped(answer: str) -> bool:
    """Whether an answer only says that the part was not attempted ('(skipped)', 'Not attempted.', 'TODO'): a few
    words, no math, one of them saying so; or opens with such a note, and what follows it has no math either ("Pas eu
    le temps de faire cette question.⏎⏎(La partie 2 est dans un autre fichier.)")."""
    first, _, rest = answer.strip().partition("\n\n")
    if rest and _only_a_note(first) and not MATH_MARK.search(_without_layout(rest)):
        return True
    return _only_a_note(answer)


MATH_MARK = re.compile(r"[$=\\^_<>≈→]")


def _only_a_note(answer: str) -> bool:
    plain = re.sub(r"^[ \t]*(?:" + "|".join(re.escape(w) for ws in words.ANSWER_WORDS.values() for w in ws) +
                   r")[ \t]*[:.]", "", _without_layout(answer).strip(), flags=re.I)
    if MATH_MARK.search(plain):
        return False
    return len(plain.split()) <= MAX_SKIPPED_WORDS and bool(_SKIPPED.search(plain))


# what a note is set in, not what it says: a list's end (\\end{enumerate}), an item, emphasis (\\emph{…}, _…_, *…*)
LAYOUT = re.compile(r"\\(?:begin|end)\{[^{}]*\}|\\(?:[hv]space\*?)\{[^{}]*\}|"
                    r"\\(?:item|par|newline|medskip|bigskip|smallskip|noindent|newpage|clearpage|pagebreak|hfill|vfill)\b|"
                    r"(?<![\w\\])[_*]+|[_*]+(?!\w)")
FONT = re.compile(r"\\(?:textit|emph|textbf|textsf|texttt|underline|textrm)\{([^{}]*)\}")


def _without_layout(text: str) -> str:
    """A note as it reads: layout and emphasis dropped, the typographer's apostrophe as the typewriter's."""
    return LAYOUT.sub(" ", FONT.sub(r"\1", text)).replace("\u2019", "'")


def _asks(sentence: str) -> bool:
    """A sentence set as a task: it opens with a question's verb ('**Design** a query …', 'Explain why …')."""
    plain = re.sub(r"[*_>#`]|\\(?:textbf|emph|textit)\{", "", sentence).strip().lower()
    return any(re.match(rf"{re.escape(w)}\b", plain) for w in words.QUESTION_OPENERS)


def _residue(text: str) -> bool:
    """Anything left once markup is gone (a dash or a dot alone, '**P4b.** —', answers nothing)."""
    return bool(re.sub(r"\\[A-Za-z]+\*?|[{}\[\]*_#>\-–—….\s]|</?\w+>", "", text))


def _question_like(sentence: str, question: set, title: set) -> bool:
    plain = re.sub(r"\\(?:textbf|emph|textit)\{|[*_>#{}]", "", sentence).strip().lower()
    plain = re.sub(r"^\\[a-z]+\s*", "", plain)
    if not plain:
        return True
    if answered_yes_or_no(plain):
        return False
    said = content_words(plain)
    if said and said <= _STRUCTURE:
        return True  # 'Answers.', 'Solutions': a title over the answers, not one
    if re.fullmatch(r"\(?\s*\d+(?:\.\d+)?\s*(?:points?|pts?|marks?)\s*\)?[.:]?(?:\s+.*)?", plain) and (
            not said - {"point", "points", "pts", "marks"} - title or len(said & title) >= len(said) / 2):
        return True
    overlap = len(said & question) / len(said) if said else 0.0
    if title and said and said <= title | {"points", "point"}:
        return True
    if plain.rstrip().endswith("?") and overlap >= 0.3:
        return True
    opener = any(plain.startswith(w) for w in words.QUESTION_OPENERS)
    addressed = bool(re.search(r"\byou(?:r)?\b", plain))  # the question speaks to the student: 'justify your answer'
    return (opener and (overlap >= 0.3 or addressed)) or (len(said) >= 4 and overlap >= 0.6)


_YES_OR_NO = re.compile(r"(?:" + "|".join(sorted(map(re.escape, words.ANSWER_OPENERS), key=len, reverse=True)) +
                        r")(?:[\s,.:;!—–\-，。：；！、]|$)", re.I)


def answered_yes_or_no(sentence: str) -> bool:
    """Does the sentence open with a yes or a no (words.ANSWER_OPENERS)? Then it answers the question."""
    return _YES_OR_NO.match(sentence.strip()) is not None


def quoted_place(text: str, secs: list, part, taken: tuple = ()) -> Place | None:
    """A paragraph that quotes the part's question: the answer is what follows it, up to the next heading or
    paragraph quoting another question (the caller asks only for parts that no label found). A paragraph inside
    `taken` ((start, end) of the sections other parts' labels took) is not looked at."""
    question = content_words(part.question)
    if len(question) < 4:
        return None
    for match in re.finditer(r"[^\n]+(?:\n[^\n]+)*\n?", text):
        if any(start <= match.start() < end for start, end in taken):
            continue
        said = content_words(match.group(0))
        if len(said) >= 4 and len(said & question) >= 0.6 * min(len(said), len(question)):
            start = match.end()
            following = [s.start for s in secs if s.start >= start]
            nxt = re.search(r"\n\s*\n(?=[^\n]*\?)", text[start:])
            end = min(following + ([start + nxt.start()] if nxt else []) + [len(text)])
            place = trimmed(text, Place(start, end, " ".join(match.group(0).split())[:120], "question"))
            return place if place.end > place.start else None
    return None
