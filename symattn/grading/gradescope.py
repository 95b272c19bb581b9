"""Gradescope's autograder: read /autograder/submission, write /autograder/results/results.json.

The student submits an answers file (answers.toml or answers.json: a mapping of
part id or numbering to answer text), a .tex/.md file whose answers are marked
by comment lines `% symattn: PART` (LaTeX) or `<!-- symattn: PART -->`
(Markdown), each answer running to the next marker, a whole write-up without
markers (.tex .md .txt .typ .pdf .ipynb .docx .html: each part located by its
numbering, intake/), or several: every file is read, and where two give the
same part the answers file wins, then marked answers, and the note says so.
results.json is always written, even when the submission is missing or
unreadable. Its format is Gradescope's: https://gradescope-autograders.readthedocs.io/en/latest/specs/
"""

import json
import re
from dataclasses import dataclass
from pathlib import Path

from symattn.compat import tomllib
from symattn.errors import SymattnError
from symattn.grading.batch import Row, grade_rows
from symattn.grading.score import GradeOptions
from symattn.intake.locate import MARKER
from symattn.intake.readers import FORMATS
from symattn.intake.writeups import locate_submission, read_all
from symattn.notation.readable import latex_text, math_text
from symattn.spec.catalogue import by_name, load_parts, lookup, unknown_part_message

MAX_FILE = 2_000_000
ANSWER_FILES = ("answers.toml", "answers.json")
HOW_TO = ("No answers found: submit your write-up (.pdf, .tex, .md, .txt, .typ, .ipynb, .docx or .html) with each "
          "part numbered as the assignment numbers it, answers.toml / answers.json, or a .tex/.md file with each "
          "answer after a line '% symattn: PART'.")


class BadAssignment(SymattnError):
    """The staff's choice of parts (--edition, --parts, assignment.toml) names nothing that exists."""


@dataclass(frozen=True)
class Assignment:
    """Which parts this assignment grades: those an edition numbers, or those listed; every graded part if neither."""

    edition: str = ""
    parts: tuple = ()


def read_assignment(path: Path) -> Assignment:
    """assignment.toml: `edition = "2025"` or `parts = ["1b", "1d-i"]` (ids or numberings)."""
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise BadAssignment(f"cannot read {path}: {error.strerror}") from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise BadAssignment(f"{path}: not valid TOML: {error}") from None
    unknown = sorted(set(data) - {"edition", "parts"})
    if unknown:
        raise BadAssignment(f"{path}: unknown key(s) {', '.join(unknown)}; the keys are: edition, parts")
    edition, parts = data.get("edition", ""), data.get("parts", [])
    if not isinstance(edition, str) or not isinstance(parts, list) or not all(isinstance(p, str) for p in parts):
        raise BadAssignment(f"{path}: edition must be a string and parts a list of strings")
    return Assignment(edition, tuple(parts))


def chosen_parts(parts: list, assignment: Assignment) -> list:
    """The automatically graded parts the assignment asks for, in the derivations' order."""
    graded = [p for p in parts if p.rubric is not None]
    if assignment.edition:
        editions = sorted({e for p in parts for e in p.numbering})
        if assignment.edition not in editions:
            raise BadAssignment(f"no part is numbered in edition {assignment.edition!r}; the editions are: "
                                f"{', '.join(editions) or 'none'}")
        graded = [p for p in graded if assignment.edition in p.numbering]
    if assignment.parts:
        index, named = by_name(parts), []
        for name in assignment.parts:
            part = lookup(index, name)
            if part is None:
                raise BadAssignment(unknown_part_message(name, parts))
            named.append(part.id)
        graded = [p for p in graded if p.id in named]
    return graded


def test_number(part, assignment: Assignment, position: int) -> str:
    """A test's number: the part's numbering in the assignment's edition, else in its first edition, else its first
    alias, else its position."""
    if assignment.edition and assignment.edition in part.numbering:
        return part.numbering[assignment.edition]
    return next(iter(part.numbering.values()), "") or next(iter(part.aliases), "") or str(position)


def read_submission(folder: Path) -> tuple[dict, str]:
    """({part: answer}, a message about what was read or why nothing was)."""
    if not folder.is_dir():
        return {}, f"No submission folder at {folder}."
    answers, notes, read = {}, [], []
    for name in ANSWER_FILES:
        path = folder / name
        if path.is_file():
            found, note = _answers_file(path)
            notes += [note] if note else []
            read += [name] if found else []
            for part, text in found.items():
                answers.setdefault(part, (text, name))
    marked = sorted(p for p in folder.rglob("*") if p.suffix.lower() in (".tex", ".md") and p.is_file())
    for path in marked:
        text, problem = _read_text(path)
        if problem:
            notes.append(problem)
            continue
        found = _marked_answers(text)
        read += [path.name] if found else []
        for part, answer in found.items():
            if part in answers:
                notes.append(f"{part} is answered in both {answers[part][1]} and {path.name}: "
                             f"the answer in {answers[part][1]} was graded.")
            else:
                answers[part] = (answer, path.name)
    if not answers:
        return {}, " ".join(notes) or HOW_TO
    count = len(answers)
    message = f"Read {count} answer{'s' * (count != 1)} from {', '.join(read)}."
    return {part: text for part, (text, _) in answers.items()}, " ".join([message, *notes])


def _marked_answers(text: str) -> dict:
    matches = list(MARKER.finditer(text))
    found = {}
    for match, following in zip(matches, matches[1:] + [None]):
        end = following.start() if following else len(text)
        found[match.group(1)] = re.split(r"\\end\{document\}", text[match.end():end])[0].strip()
    return found


def _answers_file(path: Path) -> tuple[dict, str]:
    text, problem = _read_text(path)
    if problem:
        return {}, problem
    try:
        data = tomllib.loads(text) if path.suffix == ".toml" else json.loads(text)
    except (tomllib.TOMLDecodeError, json.JSONDecodeError) as error:
        return {}, f"{path.name} could not be read: {error}"
    if not isinstance(data, dict):
        return {}, f"{path.name} must map part ids to answers."
    return {str(k): v if isinstance(v, str) else json.dumps(v) for k, v in data.items()}, ""


def _read_text(path: Path) -> tuple:
    """(text, "") or ("", why it was not read): too large (the limit stated), unreadable, or not UTF-8."""
    try:
        size = path.stat().st_size
        if size > MAX_FILE:
            return "", (f"{path.name} was not read: it has {size:,} bytes, more than the limit of {MAX_FILE:,} bytes "
                        f"(2 MB) for one file.")
        return path.read_text(encoding="utf-8-sig"), ""
    except OSError as error:
        return "", f"{path.name} could not be read ({error.strerror})."
    except UnicodeDecodeError as error:
        return "", f"{path.name} could not be read as UTF-8 text (byte {error.start})."


def located_answers(folder: Path, answers: dict, note: str, derivations=(), assignment: Assignment = Assignment(),
                    workers: int = 2) -> tuple:
    """(answers, {part id: where it was found or why not}, note): the parts not answered already, located in the
    submission's write-ups that have no marker lines (intake/)."""
    if not folder.is_dir():
        return answers, {}, note
    parts = load_parts([], derivations)
    wanted = chosen_parts(parts, assignment)
    index = by_name(parts)
    given = {lookup(index, k).id for k in answers if lookup(index, k) is not None}
    files = tuple(p for p in sorted(folder.rglob("*")) if p.is_file() and p.suffix.lower() in FORMATS
                  and not (p.suffix.lower() in (".tex", ".md") and _has_markers(p)))
    if not files or all(p.id in given for p in wanted):
        return answers, {}, note
    texts = read_all(list(files), workers)
    _, located = locate_submission(files, texts, [p for p in wanted if p.id not in given], assignment.edition, index,
                                   every=True)
    answers, where, read = dict(answers), {}, []
    for found in located:
        if found.places and not found.reason:
            answers[found.part] = found.answer
            where[found.part] = _place_text(found.places[0])
            read.append(Path(found.places[0]["file"]).name)
        else:
            said = "Not attempted" if found.skipped else "Not found in your write-up"
            where[found.part] = f"{said}: {found.reason}." if not found.places else \
                f"Not graded: {found.reason}; a TA will look at it."
    if read:
        count = len(read)
        said = f"Found {count} answer{'s' * (count != 1)} in {', '.join(dict.fromkeys(read))} by its numbering."
        note = said if note.startswith("No answers found") else f"{note} {said}"
    unread = [text for text in texts.values() if isinstance(text, str)]  # why a file could not be read
    if unread:
        note = " ".join(unread if note.startswith("No answers found") else [note, *unread])
    return answers, where, note


def _has_markers(path: Path) -> bool:
    text, problem = _read_text(path)
    return not problem and bool(MARKER.search(text))


def _place_text(found: dict) -> str:
    page = f", page {found['page']}" if found.get("page") else ""
    return f"Taken from {Path(found['file']).name}{page}, under '{found['heading']}'."


def results(answers: dict, note: str, options: GradeOptions = GradeOptions(), workers: int = 2, steps=None,
            derivations=(), assignment: Assignment = Assignment(), where=None) -> dict:
    """results.json for Gradescope: one test per automatically graded part the assignment chooses from the
    derivations in use (with `steps`, each lists its checked steps). `where`: part id → where a write-up's answer
    was found (or why not), said in the part's output."""
    where = where or {}
    parts = load_parts([], derivations)
    graded = chosen_parts(parts, assignment)
    chosen = {p.id for p in graded}
    index = by_name(parts)
    keys = {k: lookup(index, k) for k in answers}
    given = {keys[k].id: text for k, text in answers.items() if keys[k] is not None and keys[k].id in chosen}
    by_hand = sorted({f"{k} ({keys[k].id})" if k != keys[k].id else k for k in answers
                      if keys[k] is not None and keys[k].rubric is None})
    elsewhere = sorted({k for k in answers if keys[k] is not None and keys[k].rubric is not None
                        and keys[k].id not in chosen})
    unknown = sorted(k for k in answers if keys[k] is None)
    rows = [Row(p.id, p.id, given[p.id]) for p in graded if p.id in given]
    verdicts = {v.part: v for v in grade_rows(rows, options, workers, steps=steps, derivations=derivations)} \
        if rows else {}
    tests = []
    for number, part in enumerate(graded, start=1):
        verdict = verdicts.get(part.id)
        numbering = test_number(part, assignment, number)
        located = [_markdown(where[part.id])] if part.id in where else []
        if verdict is None:
            score, output = 0.0, "\n\n".join(located or ["No answer was found for this part."])
        else:
            # one Markdown paragraph per feedback line: a single newline would run them together
            lines = [_markdown(latex_text(line.strip())) for line in verdict.feedback.splitlines() if line.strip()]
            score, output = verdict.score, "\n\n".join([f"**{verdict.verdict}**", *lines, *_step_lines(verdict),
                                                          *located])
        tests.append({"name": f"{part.id}: {part.title}", "number": numbering, "score": score,
                      "max_score": part.rubric.max_score, "status": "passed" if score >= part.rubric.max_score
                      else "failed", "output": output, "output_format": "md"})
    if by_hand:
        note += f" Graded by hand, not here: {', '.join(by_hand)}."
    if elsewhere:
        note += f" Not part of this assignment, ignored: {', '.join(elsewhere)}."
    if unknown:
        known = ", ".join(sorted({p.id for p in parts}))
        note += f" Unknown part names ignored: {', '.join(unknown)} (the parts are: {known})."
    return {"score": sum(t["score"] for t in tests), "output": note.strip(), "output_format": "md",
            "stdout_visibility": "hidden", "tests": tests}


STEP_MARKS = {"valid": "✓", "wrong": "✗", "unknown": "?", "skipped": "–"}
RELATION_SIGNS = {"\\approx": "≈", "\\to": "→", "\\le": "≤", "\\ge": "≥", "\\gg": "≫", "\\ll": "≪", "\\ne": "≠",
                  "\\sim": "∼", "\\in": "∈"}


def _markdown(text: str) -> str:
    """Readable math as Markdown text: the characters Markdown would read as markup are escaped."""
    return re.sub(r"([\\`*_\[\]<>|#])", r"\\\1", text)


def _step_lines(verdict) -> list:
    """The checked steps of a part, one Markdown line each (`grade --steps`)."""
    if not verdict.steps:
        return []
    listed = [f"{STEP_MARKS.get(step['status'], '?')} {step['index']}. "
              f"{_markdown(math_text(step['left']))} {RELATION_SIGNS.get(step['relation'], step['relation'])} "
              f"{_markdown(math_text(step['right']))}: {_markdown(step['reason'])}" for step in verdict.steps]
    return ["**Steps**", "  \n".join(listed)]


def run(submission: Path, results_path: Path, options: GradeOptions = GradeOptions(), workers: int = 2,
        steps=None, derivations=(), assignment: Assignment = Assignment()) -> dict:
    """Always writes results.json; returns what it wrote."""
    try:
        answers, note = read_submission(submission)
        answers, where, note = located_answers(submission, answers, note, derivations, assignment, workers)
        report = results(answers, note, options, workers, steps, derivations, assignment, where)
    except Exception as error:  # noqa: BLE001 - Gradescope must get a results file whatever happens
        return write_failure(results_path, type(error).__name__)
    results_path.parent.mkdir(parents=True, exist_ok=True)
    results_path.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return report


def write_failure(results_path: Path, what: str) -> dict:
    """results.json when the autograder cannot grade (its own files are broken): the student is told to ask."""
    report = {"score": 0.0, "output": f"The autograder failed: {what}. Please contact the staff.", "tests": []}
    results_path.parent.mkdir(parents=True, exist_ok=True)
    results_path.write_text(json.dumps(report, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    return report
