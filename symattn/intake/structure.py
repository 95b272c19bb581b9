"""A write-up's structure: its labelled lines (headings, list and \\item labels, bold labels, "Answer (b):" lines)
read into paths of the editions' numbering, and the sections they open. A numbered list that names the problem's
parts ('1. **Copying in attention**', Typst's '+') is the list of its lettered parts; LaTeX's numbered items are
numbered as LaTeX numbers them. locate.py assigns the sections to parts.
"""

import re
from dataclasses import dataclass, replace

from symattn.intake import labels
from symattn.intake.labels import NUM

END = re.compile(r"\\end\{document\}|\\bibliography\{|\\begin\{thebibliography\}")
_ENVIRONMENT = re.compile(r"\\(?:begin|end)\{(enumerate|parts|subparts|questions)\}(?:\s*\[([^\]\n]{0,60})\])?"
                          r"|\\(item|part|subpart|question)\b(?!\s*\[)(?:\s*\[[^\]\n]*\])?")
_RELABEL = re.compile(r"\s*\\renewcommand\s*\{?\\labelenum[iv]+\}?\s*\{([^\n]{0,40})\}")
MAX_HEADINGS = 2_000  # a write-up has tens; past this many the rest is read as the last one's (bounded work)
_LIST_ITEM = re.compile(r"[ \t]*(?:(\d{1,2})[.)]|\+)[ \t]+(?=\S)")
_STOP = frozenset("the a an of to in and or is are be that this for with as by on it its we you your our such "
                  "what how why when which then than from have has will would can could should into each all any "
                  "part parts point points "
                  # the points a part is worth, as a handout or a student writes them: "(4 pts)", "(2 Punkte)"
                  "pts marks mark punkte punkt puntos punti pontos".split())


@dataclass(frozen=True)
class Place:
    start: int
    end: int
    heading: str
    how: str  # marker, label, question


@dataclass(frozen=True)
class Section:
    start: int
    body: int
    end: int
    path: tuple
    heading: str
    answer: bool


def numbers(parts: list) -> frozenset:
    """The problem numbers the parts' numbering uses: a heading numbered otherwise ("4. Conclusion") is no part."""
    return frozenset(path[0][1] for p in parts for label in p.numbering.values()
                     for path in [labels.numbering_path(label)] if path and path[0][0] == NUM)


def headings(text: str, latex: bool = False, problems: frozenset = None, titles: tuple = ()) -> list:
    """Every labelled heading of the text, with its path completed from the headings before it. `problems`: the
    problem numbers in use (None: any); `titles`: the parts' titles as word sets (part_titles), by which a numbered
    list is known to be the list of a problem's parts."""
    found, context = [], ()
    auto = _auto_items(text, titles) if latex else {}
    listed = _parts_lists(text, titles)
    offset, parent, count = 0, None, 0  # parent: the lettered part a numbered list's items are the parts of
    level = None  # the heading level of the last labelled heading that has one (## 1(b): 2)
    listed_part, letters, fresh = None, 0, True  # a lettered part a parts list gave; its a., b. seen; a new start
    math = False  # inside $…$ or $$…$$ at the line's start
    asked = False  # a "Q:" line since the last heading: then "A:" answers it, and labels no part (a)
    previous = ""  # the line before, for a label that only continues its sentence
    counted = _counted_in_brackets(text)
    code = _fenced_code(text)
    for line in text.splitlines(keepends=True):
        if any(start <= offset < end for start, end in code):
            previous = line  # a notebook's code cell ("# quick simulation"): code, never a heading
            offset += len(line)
            continue
        head = labels.heading(line.rstrip("\r\n"), offset, offset in counted)
        if head is not None and _goes_on(previous, line):
            head = None  # '… inherits the problem from⏎Q1.c.ii: it puts …': a reference the line wrapped
        previous = line
        reply = labels.REPLY.match(line)
        if head is not None and asked and reply:
            head = labels.Heading(offset, offset + reply.end(), (), " ".join(line.split())[:120], answer=True)
        asked = bool(labels.ASKED.match(line)) or asked and head is None
        depth = _depth(line)
        if (latex or math) and _EQUATION.match(line) or _EQUATION_GOES_ON.match(line) or _EQUATION_ENDS.match(line):
            # '  = P H' continuing an equation: Typst's '=' heads nothing in LaTeX or in math, nor a line that goes on
            # as one ('= P ReLU(HW₁ + 1b₁)W₂ + P1b₂ = PZ,' in a PDF's text)
            head = depth = None
        math ^= len(_DOLLARS.findall(line)) % 2 == 1
        if head is None and depth is not None:
            listed_part, fresh = None, True
        if head is None and depth is not None and depth <= (level if level is not None else 2):
            # an unlabelled heading as high as the part's own ("## Coding", "\section*{Appendix}") ends it
            found.append((labels.Heading(offset, offset, (), " ".join(line.split())[:120]), ()))
            parent, count = None, 0  # a numbered list after it is not the ended part's
            context = tuple(c for c in context if c[0] == NUM)
            offset += len(line)
            continue
        if head is None and offset in auto:
            head = auto[offset]
        if head is None and offset not in listed and not (found and _right_after(text, found[-1][0].start, offset)):
            head = _titled_number(line, offset, titles)  # not the title restated under its own heading ('## (b)')
        if head is None and listed.get(offset) and (fresh or not any(k == labels.ALPHA for k, _ in context)
                                                    or listed_part is not None):
            # an item of a list of the problem's parts ('2. **An average of two**'): its number is the part's letter
            path = tuple(c for c in context[:1] if c[0] == NUM) + ((labels.ALPHA, chr(ord("a") + listed[offset] - 1)),)
            item = _LIST_ITEM.match(line)
            found.append((labels.Heading(offset, offset + item.end(), (), " ".join(line.split())[:120]), path))
            context, parent, count, listed_part, letters, fresh = path, path, 0, path, 0, False
            offset += len(line)
            continue
        if head is not None and listed_part is not None and len(head.raw) == 1 and \
                head.raw[0][0] in (labels.ALPHA, labels.AMBIGUOUS) and head.raw[0][1] == chr(ord("a") + letters):
            # 'a.', 'b.' under a listed part are its (i), (ii): the list numbers the parts, letters their own parts
            letters += 1
            context = listed_part + ((labels.ROMAN, letters),)
            found.append((head, context))
            offset += len(line)
            continue
        item = _LIST_ITEM.match(line) if head is None else None
        if item and (parent is not None or (context and context[-1][0] == labels.ALPHA)):
            # '1.' or Typst's '+' right under (c): the items are (c)'s numbered parts, (c)(i), (c)(ii), …
            parent = parent if parent is not None else context
            count = int(item.group(1)) if item.group(1) else count + 1
            path = parent + ((labels.ROMAN, count),)
            head = labels.Heading(offset, offset + item.end(), (), " ".join(line.split())[:120])
            context = path
            found.append((head, path))
        elif head is not None and (head.raw or not head.answer):
            path = labels.complete(labels.resolve(head.raw, context), context) if head.raw else ()
            if problems is not None and path and path[0][0] == NUM and path[0][1] not in problems \
                    and head.raw[0][0] == NUM and not _outer(path, problems):
                offset += len(line)
                continue
            context = path or context
            found.append((head, path))
            if head.joint and path:
                # "Problem 1 d i and ii.": one section answers both sub-parts, each found there
                context = path[:-1] + (head.joint,)
                found.append((head, context))
            parent, count, listed_part, fresh = None, 0, None, fresh and not head.raw
            level = depth if depth is not None else level
        offset += len(line)
    return found


# a fenced block of code (Markdown's ``` or ~~~, as a notebook's code cells are written out), opened and closed
_FENCED = re.compile(r"^[ \t]*(```|~~~)[^\n]*\n.*?^[ \t]*\1[ \t]*$", re.MULTILINE | re.DOTALL)


def _fenced_code(text: str) -> tuple:
    """(start, end) of each closed fenced block of code; an unclosed fence fences nothing."""
    return tuple(match.span() for match in _FENCED.finditer(text))


_BRACKETED_NUMBER = re.compile(r"[ \t]*\(([0-9]{1,2})[a-z]?\)[ \t]+\S")
MIN_COUNTED = 3


def _counted_in_brackets(text: str) -> frozenset:
    """The starts of lines that open with a bracketed number ('(1) Copying …', '(3a) Because …') when those lines
    count the problems up, 1, 2, 3, … (a number again for its lettered parts), at least MIN_COUNTED of them: the
    write-up's numbering, where one '(1) all keys are orthogonal' alone is a numbered condition."""
    starts, numbers, offset = [], [], 0
    for line in text.splitlines(keepends=True):
        match = _BRACKETED_NUMBER.match(line)
        if match:
            starts.append(offset)
            numbers.append(int(match.group(1)))
        offset += len(line)
    distinct = list(dict.fromkeys(numbers))
    if len(distinct) < MIN_COUNTED or distinct != list(range(1, len(distinct) + 1)) or numbers != sorted(numbers):
        return frozenset()
    return frozenset(starts)


# a line cut inside a sentence, on a word that never ends one ("… inherits the problem from", "as in", "see"): a
# line that ends an answer of its own ("(a) q = t k_j with t large") does not end so
_MID_SENTENCE = re.compile(r"(?<![^\W\d_])(?:from|in|of|to|as|see|with|by|the|a|an|and|or|than|like|for|at|on|into|"
                           r"under|per|about|between|against|versus|vs|over|via|onto|toward|towards|plus|minus|times|"
                           r"is|are|was|were|be|equals|that|which|where|whose|if|its|their|this|these|but|not|every|"
                           r"each|both|either|neither|gives|get|gets|has|have|"
                           r"de|du|des|von|aus|wie|im|in|como|del|"
                           # the noun a reference to a part follows: "… as in part⏎(c)(ii), when …"
                           r"part|parts|question|problem|section|teil|aufgabe|partie|parte|pregunta)\s*$", re.I)
# an unmarked label, then the sentence going on in lower case: 'Q1.c.ii: it puts', '(b) gave the same'
_LABEL_IN_PROSE = re.compile(r"[ \t]*[^\s#*\\<=_][^\s]*[ \t]+[a-z]+\b(?![ \t]*[=(_^])")


def _goes_on(previous: str, line: str) -> bool:
    """Does the line only go on with the sentence the line before it cut, its label a reference inside it? Not after
    a heading whose title ends on the noun a reference follows ("1 (e), old KQV question" then "i. We have …"), where
    no word that goes on a sentence comes before that noun ("… as in part⏎(c)(ii)" goes on)."""
    if not _MID_SENTENCE.search(previous) or \
            (_LABEL_IN_PROSE.match(line) or _BARE_LETTER.match(line) or _LABEL_ENDS_IT.match(line)) is None:
        return False
    noun = _TITLE_NOUN_END.search(previous)
    return noun is None or bool(_MID_SENTENCE.search(previous[:noun.start()])) or \
        not (labels.heading(previous.rstrip("\r\n"), 0) or labels.Heading(0, 0, (), "")).raw


_TITLE_NOUN_END = re.compile(r"(?<![^\W\d_])(?:part|parts|question|problem|section|teil|aufgabe|partie|parte|pregunta)"
                             r"\s*$", re.I)


# the label and the sentence's end, alone on the line: '… wir sind wieder in⏎Teil (b).'
_LABEL_ENDS_IT = re.compile(r"[ \t]*[^\s#*\\<=_]\S*(?:[ \t]+\S+){0,2}?[.,;][ \t]*$")


# after a word that never ends a sentence, a bare letter and a dot is a name the sentence goes on with ('… versus λ
# for⏎b. The large factor …'), whatever follows it
_BARE_LETTER = re.compile(r"[ \t]*[A-Za-z]\.[ \t]+\S")


def _outer(path: tuple, problems: frozenset) -> bool:
    """'5.3 (a)': the write-up's own number 5 over the course's problem 3 (labels.reading), no number to drop."""
    return len(path) >= 2 and path[1][0] == NUM and path[1][1] in problems


_EQUATION = re.compile(r"[ \t]*=")
# a relation or an operator further on, and no label right after the '=' ('= (e) q = t k_j' is Typst's heading)
_EQUATION_GOES_ON = re.compile(r"[ \t]*=+(?!=)(?![ \t]*[(\d])(?=[^\n]*(?:[=+^_√Σ∑≈→]|\s[-−]\s))")
# an equation's last side on a line of its own ('= PZ.' in a PDF's text): no word of three letters, no label after
# the '=' (Typst's '= Attention' and '= 1(a)' are headings)
_EQUATION_ENDS = re.compile(r"[ \t]*=+(?!=)(?![ \t]*(?:[(\d]|[A-Z]\d))(?![^\n]*[^\W\d_]{3})[ \t]+\S[^\n]*$")
_DOLLARS = re.compile(r"(?<!\\)\$\$|(?<!\\)\$")  # each opens or closes math
# Typst's '=' heads a line only at its start: '   = P H' is an equation going on
_DEPTH = re.compile(r"(?:[ \t]*(#{1,6})[ \t]+\S|(={1,6})[ \t]+\S|[ \t]*\\((?:sub){0,2}section|paragraph)\*?\s*\{)")


def _depth(line: str) -> int | None:
    """A heading line's level (# or \\section: 1, ## or \\subsection: 2, …); None for a line that is no heading."""
    match = _DEPTH.match(line)
    if not match:
        return None
    if match.group(3):
        return {"section": 1, "subsection": 2, "subsubsection": 3, "paragraph": 4}[match.group(3)]
    return len(match.group(1) or match.group(2))


def _auto_items(text: str, titles: tuple = ()) -> dict:
    """{line start: Heading} for LaTeX's numbered items without a label of their own (\\item in enumerate, exam's
    \\question, \\part, \\subpart), numbered as LaTeX would number them. A numbered list most of whose items name a
    part by two words of its title or more (`\\item \\textbf{Copying in attention.}`) lists a problem's parts:
    its numbers are their letters, and the lettered items of a list inside it their (i), (ii) (`titles`: part_titles)."""
    stack, found, lists = [], {}, {}  # lists: an environment's number → (its depth, its items' line starts)
    kinds = {"questions": NUM, "parts": labels.ALPHA, "subparts": labels.ROMAN}
    opened = 0
    for match in _ENVIRONMENT.finditer(text):
        if match.group(1):
            if match.group(0).startswith("\\begin"):
                # the label style: the environment's [options], or a \renewcommand{\labelenumi} right after it
                options = match.group(2) or ""
                renewed = _RELABEL.match(text, match.end())
                options = renewed.group(1) if renewed else options
                opened += 1
                stack.append([_style(match.group(1), options, len(stack), kinds), 0, opened,
                              stack[-1][2] if stack else 0])
                lists[opened] = (stack[-1][3], [])
            elif stack:
                stack.pop()
            continue
        if not stack:
            continue
        stack[-1][1] += 1
        kind, count, number, _ = stack[-1]
        value = count if kind in (NUM, labels.ROMAN) else chr(ord("a") + min(count, 26) - 1)
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start:line_end if line_end >= 0 else len(text)]
        if text[line_start:match.start()].strip():
            continue  # an \item in the middle of a line: not a heading
        found[line_start] = labels.Heading(line_start, match.end(), ((kind, value),), " ".join(line.split())[:120])
        lists[number][1].append(line_start)
    for number, (_, starts) in lists.items():
        heads = [found[start] for start in starts]
        named = sum(any(len(content_words(head.text) & title) >= 2 for title in titles) for head in heads)
        if len(heads) < 2 or any(head.raw[0][0] != NUM for head in heads) or 2 * named < len(heads) + 1:
            continue  # a list of problems ("Attention exploration", "Position embeddings") names few parts
        for head in heads:
            found[head.start] = replace(head, raw=((labels.ALPHA, chr(ord("a") + min(head.raw[0][1], 26) - 1)),))
        for parent, inner_starts in lists.values():
            if parent == number:
                for start in inner_starts:
                    head = found[start]
                    if head.raw[0][0] == labels.ALPHA:
                        found[start] = replace(head, raw=((labels.ROMAN, ord(head.raw[0][1]) - ord("a") + 1),))
    return found


def _style(environment: str, options: str, depth: int, kinds: dict) -> str:
    if environment in kinds:
        return kinds[environment]
    if re.search(r"\\roman|\\Roman|(?:^|[^a-z])i(?:[^a-z]|$)", options):
        return labels.ROMAN
    if re.search(r"\\alph|\\Alph|(?:^|[^a-z])[aA](?:[^a-z]|$)", options):
        return labels.ALPHA
    if re.search(r"\\arabic|1", options):
        return NUM
    return (NUM, labels.ALPHA, labels.ROMAN, labels.ALPHA)[min(depth, 3)]


def _parts_lists(text: str, titles: tuple) -> dict:
    """{line start: its place in its list (1, 2, …)} for the items of numbered lists that list a problem's parts: the
    outermost items between two headings ('1. **Copying in attention**', Typst's '+'), numbered 1, 2, … in turn, one
    of which names a part by two words of its title or more. Other lists (reasons, steps, the coding part's) are not
    parts."""
    if not titles:
        return {}
    scopes, offset = [[]], 0
    for line in text.splitlines(keepends=True):
        if _depth(line) is not None:
            scopes.append([])
        item = _LIST_ITEM.match(line)
        if item:
            indent = len(line) - len(line.lstrip(" \t"))
            scopes[-1].append((offset, indent, int(item.group(1)) if item.group(1) else None, line[item.end():]))
        offset += len(line)
    out = {}
    for items in scopes:
        if not items:
            continue
        top = min(indent for _, indent, _, _ in items)
        runs = []
        for start, indent, number, rest in items:
            if indent != top:
                continue
            if runs and (number is None or number == len(runs[-1]) + 1):
                runs[-1].append((start, rest))
            elif number in (None, 1):
                runs.append([(start, rest)])
        for run in runs:
            named = any(len(content_words(rest.split("\n")[0]) & title) >= 2 for _, rest in run for title in titles)
            if len(run) >= 2 and named and _only_titles(text, run):
                out.update({start: 0 for start, _ in run})  # a table of contents: no part's heading, no problem's
            elif len(run) >= 2 and named and not _outline_goes_on(text, run):
                out.update({start: place for place, (start, _) in enumerate(run, start=1)})
    return out


def _only_titles(text: str, run: list) -> bool:
    """"Outline of what I cover: 1. Copying in attention⏎2. An average of two⏎3. …": items on consecutive lines, each
    its title alone, with a blank line after the last: a table of contents, under which no part is answered."""
    for (start, _), (following, _) in zip(run, run[1:]):
        if text.find("\n", start) + 1 != following:
            return False
    end = text.find("\n", run[-1][0])
    return end < 0 or not text[end + 1:text.find("\n", end + 1) if text.find("\n", end + 1) >= 0 else len(text)].strip()


def _right_after(text: str, heading_start: int, offset: int) -> bool:
    """The line at `offset` is the first line with words after the heading's own line."""
    line_end = text.find("\n", heading_start)
    return line_end >= 0 and not text[line_end:offset].strip()


def _titled_number(line: str, offset: int, titles: tuple):
    """"1. Copying in attention" at a line's start, in no list of a problem's parts: the problem numbered so, named by
    its part's title (the title's content words, all of them, right after the number); "1. First note that …" is a
    numbered reason, no heading."""
    item = _LIST_ITEM.match(line)
    if not item or not item.group(1) or item.start(1) != 0:
        return None
    said = content_words(line[item.end():].split("\n")[0][:80])
    if not any(len(title) >= 2 and title <= said for title in titles):
        return None
    return labels.Heading(offset, offset + item.end(), ((labels.NUM, int(item.group(1))),), " ".join(line.split())[:120])


def _outline_goes_on(text: str, run: list) -> bool:
    """"1. Copying in attention", "2. An average of two", then "3.1 (Problem 3(a))": the list's count goes on as an
    outline's numbers at the start of a line after it, so it counts the problems, not one problem's parts."""
    after = run[-1][0]
    return re.compile(rf"^[ \t]*{len(run) + 1}\.[1-9](?!\d)", re.MULTILINE).search(text, after) is not None


def part_titles(parts: list) -> tuple:
    """Each part's title as the set of its content words (a parts list names its parts by their titles)."""
    return tuple(words_ for words_ in (frozenset(content_words(p.title)) for p in parts) if len(words_) >= 2)


def sections(text: str, latex: bool = False, problems: frozenset = None, titles: tuple = ()) -> list:
    end = END.search(text)
    limit = end.start() if end else len(text)
    found = headings(text[:limit], latex, problems, titles)[:MAX_HEADINGS]
    out = []
    for i, (head, path) in enumerate(found):
        # a heading of two sub-parts ("d i and ii") is two sections of one place: each ends where the next heading is
        stop = next((later.start for later, _ in found[i + 1:] if later.start > head.start), limit)
        out.append(Section(head.start, head.body, stop, path, head.text, head.answer))
    return out


def trimmed(text: str, place: Place) -> Place:
    """The place without the blank space, and the rules ('-----', '\\hrule') that close it: layout between parts."""
    start, end = place.start, place.end
    while start < end and text[start].isspace():
        start += 1
    while True:
        while end > start and text[end - 1].isspace():
            end -= 1
        rule = _CLOSING_RULE.search(text, start, end)
        if rule is None or rule.start() <= start:
            return Place(start, end, place.heading, place.how)
        end = rule.start()


# a horizontal rule on a line of its own, at the end: Markdown's ---, ***, ___, ===, a text file's line of dashes,
# LaTeX's \hrule, \hline, \noindent\rule{…}{…}
_CLOSING_RULE = re.compile(r"\n[ \t]*(?:[-=*_~][ \t]*){3,}$|\n[ \t]*(?:\\noindent\s*)?\\(?:hrule|hline|rule\{[^{}\n]*\}\{[^{}\n]*\})"
                           r"[ \t]*$")


def content_words(text: str) -> set:
    """The words that carry a sentence's content (no LaTeX commands, no short or common words)."""
    text = re.sub(r"\\[A-Za-z]+", " ", text)
    return {w for w in re.findall(r"[^\W\d_]{3,}", text.lower()) if w not in _STOP}
