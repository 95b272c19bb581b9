"""Find each part of the assignment in a write-up by its structure: marker lines first, then labelled headings
(headings, list and \\item labels, bold labels, "Answer (b):" lines) numbered as an edition numbers the parts, then
the question's own words quoted back. A part's answer runs from its label to the next heading; the question restated
at its start (the question's words, "(2 points)", a question mark) is not the answer, and an "Answer:" line starts it.

The edition is the one whose numbering fits the write-up best; a label without the problem's number ("(b)") fits a
part numbered "1(b)" less than one with it. One section matched by two parts goes to the more specific part;
sections of one part that follow each other are one place; a part in two places is ambiguous.
"""

import re
from bisect import bisect_right
from dataclasses import dataclass

from symattn.intake import labels, words
from symattn.intake.labels import NUM

# `% symattn: PART` (LaTeX) or `<!-- symattn: PART -->` (Markdown): where present they win
MARKER = re.compile(r"^[ \t]*(?:%+|<!--)[ \t]*symattn:[ \t]*([A-Za-z0-9_.()\-]+)[ \t]*(?:-->)?[ \t]*$", re.M)
END = re.compile(r"\\end\{document\}|\\bibliography\{|\\begin\{thebibliography\}")
_ENVIRONMENT = re.compile(r"\\(?:begin|end)\{(enumerate|parts|subparts|questions)\}(?:\s*\[([^\]\n]{0,60})\])?"
                          r"|\\(item|part|subpart|question)\b(?!\s*\[)(?:\s*\[[^\]\n]*\])?")
_RELABEL = re.compile(r"\s*\\renewcommand\s*\{?\\labelenum[iv]+\}?\s*\{([^\n]{0,40})\}")
MAX_HEADINGS = 2_000  # a write-up has tens; past this many the rest is read as the last one's (bounded work)
_ANSWER_HINT = re.compile("|".join(sorted((re.escape(w) for ws in words.ANSWER_WORDS.values() for w in ws),
                                          key=len, reverse=True)) + r"|\\begin\{", re.I)
_PROOF = re.compile(r"[ \t*_#>\-]*(?:\\textbf\{|\\emph\{|\\begin\{)?(?:" + "|".join(
    re.escape(w) for w in words.PROOF_WORDS) + r")\b", re.I)
_LIST_ITEM = re.compile(r"[ \t]*(?:(\d{1,2})[.)]|\+)[ \t]+(?=\S)")
_STOP = frozenset("the a an of to in and or is are be that this for with as by on it its we you your our such "
                  "what how why when which then than from have has will would can could should into each all any "
                  "part parts point points".split())


@dataclass(frozen=True)
class Place:
    start: int
    end: int
    heading: str
    how: str  # marker, label, question


@dataclass(frozen=True)
class Found:
    """Where a part's answer is: one place (found), none (missing: `reason`), or several (ambiguous)."""

    part: str
    places: tuple = ()
    reason: str = ""


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
    auto = _auto_items(text) if latex else {}
    listed = _parts_lists(text, titles)
    offset, parent, count = 0, None, 0  # parent: the lettered part a numbered list's items are the parts of
    level = None  # the heading level of the last labelled heading that has one (## 1(b): 2)
    listed_part, letters, fresh = None, 0, True  # a lettered part a parts list gave; its a., b. seen; a new start
    for line in text.splitlines(keepends=True):
        head = labels.heading(line.rstrip("\r\n"), offset)
        depth = _depth(line)
        if head is None and depth is not None:
            listed_part, fresh = None, True
        if head is None and depth is not None and depth <= (level if level is not None else 2):
            # an unlabelled heading as high as the part's own ("## Coding", "\section*{Appendix}") ends it
            found.append((labels.Heading(offset, offset, (), " ".join(line.split())[:120]), ()))
            parent, count = None, 0  # a numbered list after it is not the ended part's
            offset += len(line)
            continue
        if head is None and offset in auto:
            head = auto[offset]
        if head is None and offset in listed and (fresh or not any(k == labels.ALPHA for k, _ in context)
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
                    and head.raw[0][0] == NUM:
                offset += len(line)
                continue
            context = path or context
            found.append((head, path))
            parent, count, listed_part, fresh = None, 0, None, fresh and not head.raw
            level = depth if depth is not None else level
        offset += len(line)
    return found


_DEPTH = re.compile(r"[ \t]*(?:(#{1,6})[ \t]+\S|(={1,6})[ \t]+\S|\\((?:sub){0,2}section|paragraph)\*?\s*\{)")


def _depth(line: str) -> int | None:
    """A heading line's level (# or \\section: 1, ## or \\subsection: 2, …); None for a line that is no heading."""
    match = _DEPTH.match(line)
    if not match:
        return None
    if match.group(3):
        return {"section": 1, "subsection": 2, "subsubsection": 3, "paragraph": 4}[match.group(3)]
    return len(match.group(1) or match.group(2))


def _auto_items(text: str) -> dict:
    """{line start: Heading} for LaTeX's numbered items without a label of their own (\\item in enumerate, exam's
    \\question, \\part, \\subpart), numbered as LaTeX would number them."""
    stack, found = [], {}
    kinds = {"questions": NUM, "parts": labels.ALPHA, "subparts": labels.ROMAN}
    for match in _ENVIRONMENT.finditer(text):
        if match.group(1):
            if match.group(0).startswith("\\begin"):
                # the label style: the environment's [options], or a \renewcommand{\labelenumi} right after it
                options = match.group(2) or ""
                renewed = _RELABEL.match(text, match.end())
                options = renewed.group(1) if renewed else options
                stack.append([_style(match.group(1), options, len(stack), kinds), 0])
            elif stack:
                stack.pop()
            continue
        if not stack:
            continue
        stack[-1][1] += 1
        kind, count = stack[-1]
        value = count if kind in (NUM, labels.ROMAN) else chr(ord("a") + min(count, 26) - 1)
        line_start = text.rfind("\n", 0, match.start()) + 1
        line_end = text.find("\n", match.end())
        line = text[line_start:line_end if line_end >= 0 else len(text)]
        if text[line_start:match.start()].strip():
            continue  # an \item in the middle of a line: not a heading
        found[line_start] = labels.Heading(line_start, match.end(), ((kind, value),), " ".join(line.split())[:120])
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
            if len(run) >= 2 and named:
                out.update({start: place for place, (start, _) in enumerate(run, start=1)})
    return out


def part_titles(parts: list) -> tuple:
    """Each part's title as the set of its content words (a parts list names its parts by their titles)."""
    return tuple(words_ for words_ in (frozenset(content_words(p.title)) for p in parts) if len(words_) >= 2)


def sections(text: str, latex: bool = False, problems: frozenset = None, titles: tuple = ()) -> list:
    end = END.search(text)
    limit = end.start() if end else len(text)
    found = headings(text[:limit], latex, problems, titles)[:MAX_HEADINGS]
    out = []
    for i, (head, path) in enumerate(found):
        stop = found[i + 1][0].start if i + 1 < len(found) else limit
        out.append(Section(head.start, head.body, stop, path, head.text, head.answer))
    return out


def _strip_nums(path: tuple) -> tuple:
    return tuple(c for c in path if c[0] != NUM)


def quality(section_path: tuple, part_path: tuple) -> float:
    """How well a section's path fits a part's: 2 the same, 1 inside it, 0 not the part; a problem number said on
    both sides and equal adds a little. A number said on one side only is not held against the match: "(b)" under no
    number may be 1(b), and "1(b)" may be the older handout's "(b)"."""
    if not part_path or not section_path:
        return 0.0
    if len(section_path) >= 2 and all(c[0] == NUM for c in section_path) and \
            not all(c[0] == NUM for c in part_path):
        # Gradescope's outline numbers parts 1.2, 1.3.1: read as 1(b), 1(c)(i) when the part is lettered
        return quality(_outline(section_path), part_path) * 0.9
    numbered = any(c[0] == NUM for c in section_path) and any(c[0] == NUM for c in part_path)
    if numbered:
        if section_path[:len(part_path)] != part_path:
            return 0.0
        return 2.1 if len(section_path) == len(part_path) else 1.1
    bare, inside = _strip_nums(part_path), _strip_nums(section_path)
    if not bare or inside[:len(bare)] != bare:
        return 0.0
    return 2.0 if len(inside) == len(bare) else 1.0


def assign(text: str, secs: list, ordered: list, paths: dict, memo: dict = None) -> list:
    """For each section, (part id, quality) or (None, 0): read in order, as the write-up answers the parts in
    order. Among the parts a section may be, the first at or after the last part answered is taken; a section
    that can only be an earlier part, but heads later ones ("(a)" after 1(e), over "(a)(i)" of 2(a)(i)), starts a
    new problem and is no part itself. A section that restates a question does not move the reading on."""
    out, cursor = [], 0
    index = {p.id: i for i, p in enumerate(ordered)}
    for section in secs:
        candidates = [(index[p.id], quality(section.path, paths[p.id])) for p in ordered if p.id in paths]
        candidates = [(i, q) for i, q in candidates if q > 0]
        ahead = [(i, q) for i, q in candidates if i >= cursor]
        if ahead:
            chosen = min(ahead)
        elif candidates and not _heads_later(section.path, ordered, paths, cursor):
            chosen = max(candidates, key=lambda c: (c[1], -c[0]))
        else:
            out.append((None, 0.0))
            continue
        part = ordered[chosen[0]]
        out.append((part.id, chosen[1]))
        if answer_start(text, section, part, memo) is not None:
            cursor = chosen[0]
    return out


def _outline(path: tuple) -> tuple:
    """1.3.1 → 1(c)(i): the second number a letter, the third a Roman numeral."""
    kinds = (NUM, labels.ALPHA, labels.ROMAN)
    out = []
    for depth, (_, value) in enumerate(path):
        kind = kinds[min(depth, 2)]
        out.append((kind, chr(ord("a") + value - 1) if kind == labels.ALPHA and 1 <= value <= 26 else value))
    return tuple(out)


def _heads_later(path: tuple, ordered: list, paths: dict, cursor: int) -> bool:
    bare = _strip_nums(path)
    return any(_strip_nums(paths[p.id])[:len(bare)] == bare and len(paths[p.id]) > len(path)
               for p in ordered[cursor + 1:] if p.id in paths)


def wanted_parts(parts: list, edition: str, every: bool = False) -> list:
    """The parts a write-up of `edition` is graded on: those it numbers (every part when `every`: the parts were
    chosen by name, or no part is numbered)."""
    return list(parts) if every else [p for p in parts if edition in p.numbering] or ([] if edition else list(parts))


def _edition_paths(parts: list, edition: str, every: bool = False) -> tuple:
    """The parts in order with their paths: in `edition`, or (`every`) a part it lacks by its first numbering."""
    ordered = [p for p in parts if edition in p.numbering or (every and p.numbering)]
    return ordered, {p.id: labels.numbering_path(p.numbering.get(edition) or next(iter(p.numbering.values())))
                     for p in ordered}


def choose_edition(text: str, secs: list, parts: list, edition: str = "", memo: dict = None) -> str:
    """The edition whose numbering the write-up's headings follow best (given `edition` when set): the most parts
    found, each counted by how well its heading fits."""
    if edition:
        return edition
    editions = sorted({e for p in parts for e in p.numbering})
    best, chosen = (-1.0, 0), (editions[0] if editions else "")
    for name in editions:
        ordered, paths = _edition_paths(parts, name)
        matched = {}
        for part_id, fit in assign(text, secs, ordered, paths, memo):
            if part_id is not None:
                matched[part_id] = max(matched.get(part_id, 0.0), fit)
        score = (round(sum(matched.values()), 6), -len(paths))
        if score > best:
            best, chosen = score, name
    return chosen


def locate(text: str, parts: list, edition: str = "", latex: bool = False, names=None, every: bool = False) -> tuple:
    """(edition, {part id: Found}) for the parts numbered in the edition (or every part when no part is numbered).
    `names`: part name → part (spec.catalogue.by_name) for marker lines; `every`: see wanted_parts."""
    secs = sections(text, latex, numbers(parts), part_titles(parts))
    memo: dict = {}  # (section, part) → where its answer starts: each is read once per call
    edition = choose_edition(text, secs, parts, edition, memo)
    wanted = wanted_parts(parts, edition, every)
    ordered, paths = _edition_paths(parts, edition, every)
    marked = _markers(text, names or {})
    assigned = assign(text, secs, ordered, paths, memo)
    result = {}
    for part in wanted:
        if part.id in marked:
            result[part.id] = Found(part.id, marked[part.id])
            continue
        groups, restated = [], []
        for run in _runs(secs, assigned, part.id):
            start = _run_start(text, run, part, memo)
            if start is not None:
                groups.append(_trimmed(text, Place(start, run[-1].end, run[0].heading, "label")))
            else:
                restated.append(run)
        if not groups:
            quoted = _quoted(text, secs, part)
            if quoted:
                groups = [quoted]
        label = part.numbering.get(edition, part.id)
        if len(groups) == 1:
            result[part.id] = Found(part.id, tuple(groups))
        elif groups:
            result[part.id] = Found(part.id, tuple(groups), f"{label} is answered in {len(groups)} places")
        elif restated:
            result[part.id] = Found(part.id, (), f"only the question of {label} is there, restated, with no answer "
                                                  f"after it")
        else:
            result[part.id] = Found(part.id, (), f"no heading or label numbered {label} (or "
                                                  f"{labels.path_text(_strip_nums(paths.get(part.id, ())))}), and "
                                                  f"no line quoting its question")
    return edition, result


def _runs(secs: list, assigned: list, part_id: str) -> list:
    """The part's sections, in runs of sections that follow each other (1(a), then its (i) and (ii))."""
    runs, previous = [], None
    for index, (section, (owner, _)) in enumerate(zip(secs, assigned)):
        if owner == part_id:
            if previous == index - 1:
                runs[-1].append(section)
            else:
                runs.append([section])
            previous = index
    return runs


def _markers(text: str, names: dict) -> dict:
    matches = list(MARKER.finditer(text))
    found = {}
    for match, following in zip(matches, matches[1:] + [None]):
        part = names.get(match.group(1))
        if part is None:
            continue
        end = following.start() if following else len(text)
        stop = END.search(text, match.end(), end)
        place = _trimmed(text, Place(match.end(), stop.start() if stop else end, match.group(0).strip(), "marker"))
        found.setdefault(part.id, (place,))
    return found


def _trimmed(text: str, place: Place) -> Place:
    start, end = place.start, place.end
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return Place(start, end, place.heading, place.how)


def content_words(text: str) -> set:
    """The words that carry a sentence's content (no LaTeX commands, no short or common words)."""
    text = re.sub(r"\\[A-Za-z]+", " ", text)
    return {w for w in re.findall(r"[^\W\d_]{3,}", text.lower()) if w not in _STOP}


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
    else:
        return None if not _residue(body[position:]) else section.body + position
    return section.body + position


def _run_start(text: str, run: list, part, memo: dict) -> int | None:
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
    """Where a marked answer starts in a section: an "Answer:" line, an answer box, a blockquote under the question."""
    body = text[section.body:section.end]
    offset = 0
    for line in body.splitlines(keepends=True):
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


def _asks(sentence: str) -> bool:
    """A sentence set as a task: it opens with a question's verb ('**Design** a query …', 'Explain why …')."""
    plain = re.sub(r"[*_>#`]|\\(?:textbf|emph|textit)\{", "", sentence).strip().lower()
    return any(re.match(rf"{re.escape(w)}\b", plain) for w in words.QUESTION_OPENERS)


def _residue(text: str) -> bool:
    """Anything left once markup is gone."""
    return bool(re.sub(r"\\[A-Za-z]+\*?|[{}\[\]*_#>\-\s]|</?\w+>", "", text))


def _question_like(sentence: str, question: set, title: set) -> bool:
    plain = re.sub(r"\\(?:textbf|emph|textit)\{|[*_>#{}]", "", sentence).strip().lower()
    plain = re.sub(r"^\\[a-z]+\s*", "", plain)
    if not plain:
        return True
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


def _quoted(text: str, secs: list, part) -> Place | None:
    """A paragraph that quotes the part's question: the answer is what follows it, up to the next heading or
    paragraph quoting another question (the caller asks only for parts that no label found)."""
    question = content_words(part.question)
    if len(question) < 4:
        return None
    for match in re.finditer(r"[^\n]+(?:\n[^\n]+)*\n?", text):
        said = content_words(match.group(0))
        if len(said) >= 4 and len(said & question) >= 0.6 * min(len(said), len(question)):
            start = match.end()
            following = [s.start for s in secs if s.start >= start]
            nxt = re.search(r"\n\s*\n(?=[^\n]*\?)", text[start:])
            end = min(following + ([start + nxt.start()] if nxt else []) + [len(text)])
            place = _trimmed(text, Place(start, end, " ".join(match.group(0).split())[:120], "question"))
            return place if place.end > place.start else None
    return None


def page_of(pages: tuple, position: int) -> int | None:
    """The 1-based page of a character of extracted text (pages: each page's first character), None unpaged."""
    return bisect_right(pages, position) if pages else None
