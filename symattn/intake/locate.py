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
from dataclasses import dataclass, replace

from symattn.intake import labels
from symattn.intake.answers import answer_start, quoted_place, run_start, skipped
from symattn.intake.labels import NUM
from symattn.intake.structure import END, Place, content_words, numbers, part_titles, sections, trimmed

MARKER = re.compile(r"^[ \t]*(?:%+|<!--)[ \t]*symattn:[ \t]*([A-Za-z0-9_.()\-]+)[ \t]*(?:-->)?[ \t]*$", re.M)


@dataclass(frozen=True)
class Found:
    """Where a part's answer is: one place (found), none (missing: `reason`), or several (ambiguous)."""

    part: str
    places: tuple = ()
    reason: str = ""
    skipped: bool = False  # missing because the write-up says it was not attempted ('(skipped)')


def _strip_nums(path: tuple) -> tuple:
    return tuple(c for c in path if c[0] != NUM)


def quality(section_path: tuple, part_path: tuple) -> float:
    """How well a section's path fits a part's: 2 the same, 1 inside it, 0 not the part; a problem number said on
    both sides and equal adds a little. A number said on one side only is not held against the match: "(b)" under no
    number may be 1(b), and "1(b)" may be the older handout's "(b)" (a number the part has and the section lacks
    costs only a tie)."""
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
    # a number the part has and the section does not say costs a little, so that where two editions fit a bare
    # "(a)" alike (the older handout's (a), course B's 3(a)), the one that numbers it so wins the tie
    unsaid = 0.05 if len(bare) < len(part_path) else 0.0
    return (2.0 if len(inside) == len(bare) else 1.0) - unsaid


INLINE_FIT = 1.8  # a sub-part found behind its label inside a paragraph: below a heading of its own (2)
ANOTHER_PROBLEM = -1.0  # the fit of a section numbered as a problem the edition does not have: no part of it


def assign(text: str, secs: list, ordered: list, paths: dict, memo: dict = None) -> list:
    """For each section, (part id, quality), or (None, 0), or (None, ANOTHER_PROBLEM) for a problem the edition does not
    have: read in order, as the write-up answers the parts in order. Among the parts a section may be, the first at or
    after the last part answered is taken; a section that can only be an earlier part, but heads later ones ("(a)"
    after 1(e), over "(a)(i)" of 2(a)(i)), starts a new problem and is no part itself, and one that can only be an
    earlier part as another problem would number it is no part of the edition (_another_problem). A section that
    restates a question does not move the reading on."""
    out, cursor = [], 0
    index = {p.id: i for i, p in enumerate(ordered)}
    problems, whole = set(), set()  # the problem numbers (None: unnumbered) said so far; the parts headed alone
    last = None  # the part of the last section assigned
    for section in secs:
        candidates = [(index[p.id], quality(section.path, paths[p.id])) for p in ordered if p.id in paths]
        candidates = [(i, q) for i, q in candidates if q > 0]
        ahead = [(i, q) for i, q in candidates if i >= cursor]
        said = next((value for kind, value in section.path if kind == NUM), None)
        if ahead:
            chosen = min(ahead)
        elif candidates and not _heads_later(section.path, ordered, paths, cursor):
            chosen = max(candidates, key=lambda c: (c[1], -c[0]))
            if _another_problem(said, chosen, problems, whole - {last}, ordered, paths):
                out.append((None, ANOTHER_PROBLEM))
                continue
        else:
            out.append((None, 0.0))
            continue
        part = ordered[chosen[0]]
        out.append((part.id, chosen[1]))
        problems.add(said)
        last = part.id
        if chosen[1] >= 2.0:
            whole.add(part.id)
        if answer_start(text, section, part, memo) is not None:
            cursor = chosen[0]
    return out


def _another_problem(said, chosen: tuple, problems: set, whole: set, ordered: list, paths: dict) -> bool:
    """A section that can only be an earlier part is another problem's, no part of the edition, when
    - it says a problem number no section before it said, and the edition's parts carry none: "2(a)" after (a)–(e)
      (the older handout has one problem; the write-up's "2." is the position problem);
    - or it goes back, past other parts, to a part already headed alone, below it, where the edition does not divide
      that part: "2.1 (a)" after "Problem 2" and "Problem 4" of course B, whose problem 2 has no (a) (right under its
      own heading, "(i)" is the part's own subdivision: `whole` leaves out the part just read)."""
    part = ordered[chosen[0]].id
    if said is not None and problems and said not in problems and not any(kind == NUM for kind, _ in paths[part]):
        return True
    own = paths[part]
    divided = any(other != own and other[:len(own)] == own for other in paths.values())
    return chosen[1] < 2.0 and part in whole and not divided


def _outline(path: tuple) -> tuple:
    """1.3.1 → 1(c)(i): the second number a letter, the third a Roman numeral."""
    kinds = (NUM, labels.ALPHA, labels.ROMAN)
    out = []
    for depth, (_, value) in enumerate(path):
        kind = kinds[min(depth, 2)]
        out.append((kind, chr(ord("a") + value - 1) if kind == labels.ALPHA and 1 <= value <= 26 else value))
    return tuple(out)


def _heads_later(path: tuple, ordered: list, paths: dict, cursor: int) -> bool:
    """Whether a later part lies under the section's label: "(a)" over 2(a)(i); a label that says its problem's number
    heads only that problem's parts ("Problem 1" after 3(b) is no heading of 4(a))."""
    numbered = any(c[0] == NUM for c in path)
    bare = path if numbered else _strip_nums(path)
    return any((paths[p.id] if numbered else _strip_nums(paths[p.id]))[:len(bare)] == bare and
               len(paths[p.id]) > len(path) for p in ordered[cursor + 1:] if p.id in paths)


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
    return _choose(text, secs, parts, edition, memo)[0]


TITLE_FIT = 0.5  # while editions are compared, a part a problem's title gives counts for half of its fit


def _choose(text: str, secs: list, parts: list, edition: str, memo: dict) -> tuple:
    """(edition, sections) of the best fit, over the editions (or `edition`) and the readings of the write-up's
    two-number paths (labels.reading: '1.4 (a)' as 1(a), as the course's 4(a) under the write-up's own 1, or '1.3(a)'
    as 1(c)(i)). The parts of other editions a write-up answers beside the edition's (_other_editions) count as its
    own. The first reading wins a tie, and the others count for 0.9 of their fit, as Gradescope's outline does
    (Q1.2 is 1(b) first, not problem 2); it is the only reading of a write-up with no such path."""
    editions = [edition] if edition else sorted({e for p in parts for e in p.numbering})
    best, chosen = (-1.0, 0), ((editions[0] if editions else ""), secs)
    readings = [[replace(s, path=labels.reading(s.path)) for s in secs]]
    for way in (labels.OUTER, labels.OUTLINE):
        other = [replace(s, path=labels.reading(s.path, way)) for s in secs]
        if other not in readings:
            readings.append(other)
    for weight, read in zip((1.0, 0.9, 0.9), readings):
        for name in editions:
            ordered, paths = _edition_paths(parts, name)
            matched = {}
            others = _others(parts, name)
            numbered = _other_editions(read, assign(text, read, ordered, paths, memo), others, paths)
            # a heading that names another edition's problem by its title ("## KQV attention (from the old version,
            # part e)") gives the sections under it to that problem's parts: the write-up answers them beside these,
            # at a part of the fit, so that no edition wins over one that numbers them by what a title gives it
            titled = _under_a_problems_title(text, read, numbered, others, parts, name, paths)
            assigned = [pair if pair == before else (pair[0], TITLE_FIT * pair[1])
                        for pair, before in zip(titled, numbered)]
            for part_id, fit in assigned:
                if part_id is not None:
                    matched[part_id] = max(matched.get(part_id, 0.0), fit)
            for part_id in _inline_children(text, read, assigned, ordered, paths):
                # sub-parts labelled inside a paragraph ("## 1(c)" then "For (i) … For (ii) …") fit as labels do
                matched[part_id] = max(matched.get(part_id, 0.0), INLINE_FIT)
            score = (round(weight * sum(matched.values()), 6), -len(paths))
            if score > best:
                best, chosen = score, (name, read)
    return chosen


def locate(text: str, parts: list, edition: str = "", latex: bool = False, names=None, every: bool = False) -> tuple:
    """(edition, {part id: Found}) for the parts numbered in the edition (or every part when no part is numbered).
    `names`: part name → part (spec.catalogue.by_name) for marker lines; `every`: see wanted_parts."""
    secs = sections(text, latex, numbers(parts), part_titles(parts))
    memo: dict = {}  # (section, part) → where its answer starts: each is read once per call
    edition, secs = _choose(text, secs, parts, edition, memo)
    wanted = wanted_parts(parts, edition, every)
    ordered, paths = _edition_paths(parts, edition, every)
    marked = _markers(text, names or {})
    assigned = assign(text, secs, ordered, paths, memo)
    others = [] if every else _others(parts, edition)
    assigned = _other_editions(secs, assigned, others, paths, below_leaves=True)
    assigned = _under_a_problems_title(text, secs, assigned, others, parts, edition, paths)
    inline = _inline_children(text, secs, assigned, ordered, paths)
    result = {}
    for part in wanted + [p for p in others if any(owner == p.id for owner, _ in assigned)]:
        if part.id in marked:
            result[part.id] = Found(part.id, marked[part.id])
            continue
        groups, restated = [], []
        for run in _runs(secs, assigned, part.id):
            start = run_start(text, run, part, memo)
            if start is not None:
                groups.append(trimmed(text, Place(start, run[-1].end, run[0].heading, "label")))
            else:
                restated.append(run)
        if part.id in inline and (not groups and not restated or len(groups) == 1 and
                                  groups[0].start <= inline[part.id].start < groups[0].end):
            groups = [inline[part.id]]  # alone in its section, or the first of the sub-parts labelled inside it
        if not groups:
            # a quote inside a section another part's label took is that part's question restated, not this one's
            taken = tuple((section.start, section.end) for section, (owner, _) in zip(secs, assigned)
                          if owner is not None and owner != part.id)
            quoted = quoted_place(text, secs, part, taken)
            if quoted:
                groups = [quoted]
        label = part.numbering.get(edition) or (next(iter(part.numbering.values())) if part in others else part.id)
        said = [text[g.start:g.end] for g in groups if skipped(text[g.start:g.end])]
        if said and len(said) == len(groups):
            result[part.id] = Found(part.id, (), f"the write-up says “{_one_line(said[0])}”",
                                    skipped=True)
            continue
        groups = [g for g in groups if not skipped(text[g.start:g.end])]
        if len(groups) == 1:
            result[part.id] = Found(part.id, tuple(groups))
        elif groups:
            result[part.id] = Found(part.id, tuple(groups), f"{label} is answered in {len(groups)} places")
        elif restated:
            result[part.id] = Found(part.id, (), f"only the question of {label} is there, restated, with no answer "
                                                  f"after it")
        else:
            bare = labels.path_text(_strip_nums(paths.get(part.id, ())))
            alone = f" (or {bare})" if bare else ""  # course-b's 'Problem 2' has no letter to be said alone
            result[part.id] = Found(part.id, (), f"no heading or label numbered {label}{alone}, and no line quoting "
                                                  f"its question")
    return edition, result


def _inline_children(text: str, secs: list, assigned: list, ordered: list, paths: dict) -> dict:
    """{part id: Place} for the parts a section no part took answers inside its paragraph, one after another, each
    behind its own label ("Problem 1.4. For (a) let q_1 = …; for (b), head 2 …", "(d) (i) … (ii) …"): where the
    section's path heads two parts or more of the edition (1.4 read as the outline's 1(d), over 1(d)(i) and 1(d)(ii))
    and each one's label, by its ordinal ("(i)" or "(a)" for the first), is said in the section in order, each part
    runs from its label to the next one's. A section missing one of the labels answers none of them here."""
    found: dict = {}
    taken = {owner for owner, _ in assigned if owner is not None}
    for section, (owner, _) in zip(secs, assigned):
        if not section.path:
            continue
        path = _outline(section.path) if all(kind == NUM for kind, _ in section.path) else section.path
        if owner is not None:
            # "(i) … (ii) …" on one line: the section the first sub-part's label took holds its sibling too, labelled
            # after it, where no section answers the sibling (the first one's own label opens the section)
            own = paths.get(owner, ())
            siblings = [p for p in ordered if p.id in paths and p.id not in taken and len(paths[p.id]) == len(own) and
                        paths[p.id][:-1] == own[:-1] and own and own[-1][1] in (1, "a")]
            if not siblings or path != own:
                continue
            path = own[:-1]
        children = [p for p in ordered if p.id in paths and len(paths[p.id]) == len(path) + 1 and
                    (quality(path, paths[p.id][:-1]) >= 2.0 or path == paths[p.id][:-1])]
        children.sort(key=lambda p: paths[p.id][-1][1])
        if len(children) < 2 or [paths[p.id][-1][1] for p in children] != list(range(1, len(children) + 1)) and \
                [paths[p.id][-1][1] for p in children] != [chr(ord("a") + i) for i in range(len(children))]:
            continue
        if owner is not None and not children[0].id == owner:
            continue
        starts, cursor = [], section.body
        # one kind of label throughout ("(i) … (ii)", or "(a) … (b)"): "As in (b), …" after "(i)" cites another part;
        # where the section's own heading is the first label, its kind
        kinds = [ROMAN_LABELS] if owner is not None and _ROMAN_HEAD.match(section.heading) else \
            [LETTER_LABELS] if owner is not None else [ROMAN_LABELS, LETTER_LABELS]
        for ordinal in range(1, len(children) + 1):
            if ordinal == 1 and owner is not None:
                starts.append(section.body)  # the first one's label is the section's own heading
                continue
            matches = [(match, kind) for kind in kinds if ordinal <= len(kind)
                       for match in [kind[ordinal - 1].search(text, cursor, section.end)] if match is not None]
            if not matches:
                break
            said, kind = min(matches, key=lambda pair: pair[0].start())
            kinds = [kind]
            starts.append(said.start(1))
            cursor = said.end()
        if len(starts) != len(children):
            continue
        # each part from the start of the sentence that says its label ("For (b), head 2 …"), the first from the
        # section's own start
        starts = [section.body] + [_sentence_start(text, previous, start) for previous, start in zip(starts, starts[1:])]
        for child, start, end in zip(children, starts, starts[1:] + [section.end]):
            found[child.id] = trimmed(text, Place(start, end, section.heading, "label"))
    return found


def _sentence_start(text: str, floor: int, position: int) -> int:
    """Where the sentence holding `position` starts, not before `floor`."""
    ends = [m.end() for m in re.finditer(r"[.;:!?](?=\s)|\n", text[floor:position])]
    return floor + ends[-1] if ends else position


# the label of a part's first, second, third sub-part said inside a sentence: "(i)"/"i)", or "(a)", behind a space,
# the start of a line or a word that introduces it ("For (a) let …", "; (ii) …"), never inside a formula ("α(i)"),
# nor after a word that cites another part ("as in (b)", "unlike (c)(i)", "from (a)")
_CITED = r"(?<!\bin )(?<!\bof )(?<!\bfrom )(?<!\bsee )(?<!\bdans )(?<!\bwie )(?<!\bcomo )"
ROMAN_LABELS, LETTER_LABELS = (tuple(re.compile(r"(?:^|(?<=[\s,;:.—–-]))" + _CITED + r"(\(?" + label + r"\))(?=[\s,:.])",
                                                re.M) for label in labels)
                               for labels in (("i", "ii", "iii"), ("a", "b", "c")))
_ROMAN_HEAD = re.compile(r"[^\w(]*\(?i\)")


def _others(parts: list, edition: str) -> list:
    """The parts only other editions number."""
    return [p for p in parts if p.numbering and edition not in p.numbering]


def _other_editions(secs: list, assigned: list, others: list, paths: dict, below_leaves: bool = False) -> list:
    """The assignment, with a section that no part of the edition took and whose path can be none of them given to a
    part only another edition numbers, when the section's path is that part's own there: a 2025 write-up's
    'Bonus: (e) i.' after its problem 2 is the older edition's (e)(i). A path that may be an edition's part, or one
    of its sub-parts or their heading ('(e)' where the edition's parts are (e)(i), (e)(ii)), is never another
    edition's; a section two parts fit is neither's (no guess). Once the edition is chosen (`below_leaves`), a section
    numbered below a part the edition does not divide may be another edition's (_below_a_leaf); never while editions
    are compared, where it would let an edition win by what it cannot number."""
    out = list(assigned)
    for index, (section, (owner, fit)) in enumerate(zip(secs, assigned)):
        if not section.path or owner is not None and not (below_leaves and
                                                          _below_a_leaf(section.path, owner, fit, paths, secs)) or \
                owner is None and fit != ANOTHER_PROBLEM and any(_related(section.path, p) for p in paths.values()):
            continue
        fits = [p for p in others if any(quality(section.path, labels.numbering_path(label)) >= 2.0
                                         for label in p.numbering.values())]
        if len(fits) == 1:
            out[index] = (fits[0].id, 2.0)
    return out


def _under_a_problems_title(text: str, secs: list, assigned: list, others: list, parts: list, edition: str,
                            paths: dict) -> list:
    """The assignment, with the sections under a heading that names, by its title, a problem only another edition
    numbers ("Position Embeddings" in a course B write-up, "Key-Query-Value Self-Attention") given to that problem's
    parts, numbered in the problem's own terms: its parts' numbering without the prefix they share ("2(a)(i)" is
    "(a)(i)" there, "(e)(ii)" is "(ii)"). The heading's scope ends at the next heading that names any problem. Under
    the title of a problem the edition numbers parts of, a path that is one of the edition's parts not found
    elsewhere, or heads some, is the edition's ("# Attention Exploration" over the older handout's "(e)" is no call
    for 2025's 1(e), unless the write-up answers the older (e)(i) and (e)(ii) elsewhere)."""
    edition_problems = {p.problem for p in parts if edition in p.numbering}
    titles = _problem_titles(text, parts)  # each title ends the one before: the edition's own too
    if not titles or not others:
        return assigned
    out = list(assigned)
    starts = [at for at, _ in titles]
    for index, section in enumerate(secs):
        at = bisect_right(starts, section.start) - 1
        # a heading that names the problem first and its label after ("### KQV (e)(i)") has no path of its own
        path = section.path or _label_at_the_end(section.heading)
        if at < 0 or not path or _scope_ended(text, secs, starts[at], section):
            continue
        section = replace(section, path=path)
        problem = titles[at][1]
        own = [p for p in others if p.problem == problem]
        if problem in edition_problems and any(_heads(path, part_path) for part_id, part_path in paths.items()
                                               if not any(o == part_id for o, _ in out)):
            continue
        owner, fit = out[index]
        # "### (e) Key-query-value self-attention": a heading whose own line names another edition's problem is that
        # problem's (one of its parts, or the heading over them), never the edition's part its label would be
        titled = bool(own) and owner is not None and owner not in {p.id for p in own} and \
            starts[at] == section.start and problem not in edition_problems
        if not titled and (not own or owner in {p.id for p in own} or owner is not None and fit >= 2.0):
            continue  # a section the edition's own numbering fits exactly stays the edition's
        # an unnumbered title does not reset the numbering the sections carry: "i." after it still reads 4(i) where
        # problem 4 came before; what the section's own label says is what follows the path before the title
        before = next((s.path for s in reversed(secs[:index]) if s.start < starts[at] and s.path), ())
        shared = next((k for k, (a, b) in enumerate(zip(section.path, before)) if a != b), min(len(section.path),
                                                                                                  len(before)))
        # and its last label alone: "ii." after "i." is read as i's sub-part, (i)(ii)
        written = [section.path, section.path[shared:], _roman(section.path[shared:]), _roman(section.path[-1:])]
        fits = [part_id for part_id, terms in _own_terms(own).items()
                if any(quality(path_written, term) >= 2.0 for path_written in written if path_written
                       for term in terms)]
        if len(fits) == 1:
            out[index] = (fits[0], 2.0)
        elif titled:
            out[index] = (None, 0.0)
    return out


def _roman(path: tuple) -> tuple:
    """The path with a letter i, v or x read as the Roman numeral it may be ("i." alone, read as the letter)."""
    return tuple((labels.ROMAN, labels.ROMANS[c[1]]) if c[0] == labels.ALPHA and c[1] in ("i", "v", "x") else c
                 for c in path)


def _heads(path: tuple, part_path: tuple) -> bool:
    """Is the path a part's, or the heading over it ("(e)" over (e)(i)), numbers aside?"""
    bare, part = _strip_nums(path), _strip_nums(part_path)
    return bool(bare) and part[:len(bare)] == bare


def _label_at_the_end(heading: str) -> tuple:
    """The path a heading's last words label ("KQV (e)(ii)" → (e)(ii)), or ()."""
    found = _TRAILING_LABEL.search(heading)
    return labels.numbering_path(found.group(1)) if found else ()


_TRAILING_LABEL = re.compile(r"(?<![\w(])((?:\([a-z0-9]{1,4}\)\s*)+)[\s*#:.]*$")


def _scope_ended(text: str, secs: list, title: int, section) -> bool:
    """Does a heading of a new problem (a lone problem number: "# Problem 2", "3. Position") stand between the title
    and the section? The title's own line may carry one ("# 2. Position Embeddings")."""
    line_end = text.find("\n", title)
    line_end = len(text) if line_end < 0 else line_end
    return any(line_end < other.start <= section.start and len(other.path) == 1 and other.path[0][0] == NUM
               for other in secs)


def _problem_titles(text: str, parts: list) -> list:
    """[(where a heading naming a problem by its title starts, the title)], in order: a heading line (Markdown's #,
    a LaTeX sectioning command, a bold line, or a line of six words or fewer and no math) saying, in the title's order,
    all of one problem's title words but one (all of a title of two), and fewer of any other's; an acronym of a run of
    the title's words counts as them ("KQV self-attention" names "Key-query-value self-attention")."""
    titles = {p.problem: _title_words(p.problem) for p in parts if p.problem}
    found = []
    for line in re.finditer(r"[^\n]+", text):
        heading = line.group(0).strip()
        if len(heading) > 90 or not _HEADING_LINE.match(heading) and (
                len(heading) > 60 or "$" in heading or heading.endswith((".", ":", ",")) or len(heading.split()) > 6):
            continue
        acronyms = {w.lower() for w in re.findall(r"\b[A-Z]{2,5}\b", heading)}  # written in capitals only
        said = [w.lower() for w in re.findall(r"[^\W\d_]{3,}|\b[A-Z]{2,5}\b", heading)]
        scores = {title: _said_in_order(words, said, acronyms) for title, words in titles.items() if len(words) >= 2}
        # an acronym of three title words or more is distinctive by itself ("### KQV (e)(i)")
        best = [title for title, n in scores.items() if n >= max(2, len(titles[title]) - 1) or
                max(_acronym_of(titles[title], acronyms), _run_said(titles[title], said)) >= 3]
        ranked = sorted(scores[t] for t in best)
        if len(best) == 1 or len(best) > 1 and ranked[-1] > ranked[-2]:
            found.append((line.start(), max(best, key=lambda t: scores[t])))
    return found


_HEADING_LINE = re.compile(r"^(?:#+\s|\\(?:sub)*section\*?\{|\\paragraph\*?\{|\*\*|\\textbf\{)")


def _title_words(title: str) -> tuple:
    """The content words of a problem's title, in order ("key", "query", "value", "self", "attention")."""
    return tuple(w for w in re.findall(r"[^\W\d_]{3,}", title.lower()) if w in content_words(title))


def _acronym_of(words: tuple, said) -> int:
    """The longest run of the title's words an upper-case token of the heading is the acronym of (KQV: 3), or 0."""
    runs = [end - start for start in range(len(words)) for end in range(start + 2, len(words) + 1)
            if "".join(w[0] for w in words[start:end]) in said]
    return max(runs, default=0)


def _run_said(words: tuple, said: list) -> int:
    """The longest run of the title's words the heading says one after another ("Key-Query-Value (alte Version)":
    3), which names the title as its acronym would."""
    runs = [length for start in range(len(words)) for at in range(len(said))
            for length in range(len(words) - start, 1, -1) if said[at:at + length] == list(words[start:start + length])]
    return max(runs, default=0)


def _said_in_order(words: tuple, said: list, acronyms=frozenset()) -> int:
    """How many of the title's words a heading says in the title's order, each whole or by an acronym of a run of
    them written in capitals (KQV: key, query, value)."""
    count, at = 0, 0
    for token in said:
        for end in range(len(words), at, -1):
            run = words[at:end]
            if token == run[0] or len(run) >= 2 and token in acronyms and token == "".join(w[0] for w in run):
                count += len(run) if len(run) >= 2 and token != run[0] else 1
                at = end if len(run) >= 2 and token != run[0] else at + 1
                break
        else:
            if token in words[at:]:  # a title word further on: the words between are not said
                at = words.index(token, at) + 1
                count += 1
    return count


def _own_terms(parts: list) -> dict:
    """{part id: (its path, and its path without the prefix the problem's parts share)} ("2(a)(i)", "(a)(i)")."""
    paths = {p.id: labels.numbering_path(next(iter(p.numbering.values()))) for p in parts if p.numbering}
    common = 0
    values = [path for path in paths.values() if path]
    while values and all(len(path) > common + 1 for path in values) and \
            len({path[common] for path in values}) == 1:
        common += 1
    return {part_id: (path, path[common:]) for part_id, path in paths.items() if path}


def _below_a_leaf(path: tuple, owner: str, fit: float, paths: dict, secs: list) -> bool:
    """The section is numbered below a part the edition does not divide, and the write-up never heads that part
    alone ("Q1(e)(i)", "Q1(e)(ii)" with no "Q1(e)", where the 2025 edition's 1(e) has no (i)): another edition's part
    with exactly that path ((e)(i) of the older one) fits it better. Under its own "## 1(e)" heading, "(i)" is 1(e)'s
    subdivision."""
    own = paths.get(owner)
    return own is not None and fit < 2.0 and len(path) > len(own) and \
        not any(other != own and other[:len(own)] == own for other in paths.values()) and \
        not any(quality(section.path, own) >= 2.0 for section in secs)


def _related(path: tuple, part_path: tuple) -> bool:
    """Whether one path is the other or inside it, as quality() compares them (numbers on one side only aside)."""
    if any(c[0] == NUM for c in path) and any(c[0] == NUM for c in part_path):
        a, b = path, part_path
    else:
        a, b = _strip_nums(path), _strip_nums(part_path)
    shorter = min(len(a), len(b))
    return bool(a and b) and a[:shorter] == b[:shorter]


def _one_line(said: str) -> str:
    return " ".join(said.split())[:80]


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
        place = trimmed(text, Place(match.end(), stop.start() if stop else end, match.group(0).strip(), "marker"))
        found.setdefault(part.id, (place,))
    return found


def page_of(pages: tuple, position: int) -> int | None:
    """The 1-based page of a character of extracted text (pages: each page's first character), None unpaged."""
    return bisect_right(pages, position) if pages else None
