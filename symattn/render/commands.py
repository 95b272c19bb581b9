"""`render`: write the answer sheet (or feedback sheets) as .tex, with figure data, and compile on request."""

from dataclasses import dataclass, replace
from pathlib import Path

from symattn.errors import SymattnError
from symattn.grading import class_report
from symattn.grading.batch import graded_with, read_results
from symattn.grading.decisions import APPLIED, FLAGGED, apply_to_rows, read_decisions
from symattn.render import feedback, figure, split
from symattn.render.environment import environment
from symattn.render.pdf import compile_all, remove_stale
from symattn.render.report_sheet import report_data
from symattn.render.answer_sheet import sheet_data
from symattn.spec.catalogue import by_name, load_parts, lookup
from symattn.verification.verify import verify

FIGURE_FILE = "noise-figure.dat"


class UnwritableOutput(SymattnError):
    """The output folder cannot be made or written."""


class EmptyClass(SymattnError):
    """Results with no rows: nothing to render or report, which is a mistake, not a success."""


def _class_rows(results: Path, purpose: str) -> list:
    rows = read_results(results)
    if not rows:
        raise EmptyClass(f"{results} holds no results (no rows): nothing to {purpose}; grade the class first")
    return rows


@dataclass(frozen=True)
class Written:
    tex: tuple  # paths of the .tex files
    pdf: tuple = ()  # paths of the PDFs, when compiled
    overfull: int = 0  # overfull boxes over all compiled PDFs
    other: tuple = ()  # other files written (the report's grades.csv)
    notes: tuple = ()  # what the reader should know about what was written (parts without their questions)


def answer_sheet(out: Path, selection: list[str], edition: str, pdf: bool = False, derivations=()) -> Written:
    folder = output_folder(out)
    data = sheet_data(load_parts(selection, derivations), verify(selection, derivations=derivations), edition)
    _write(folder / FIGURE_FILE, figure.data_file())
    tex = folder / "answer-sheet.tex"
    template = environment().get_template("answer_sheet.tex.j2")
    _write(tex, template.render(**data, figure=FIGURE_FILE, figure_samples=figure.SAMPLES, figure_seed=figure.SEED))
    return _finish([tex], pdf)


def feedback_sheets(out: Path, results: Path, pdf: bool = False, derivations=()) -> Written:
    """One sheet per student, and one class PDF with every student's sheet in turn (the parts' questions and rubrics
    from the derivations in use)."""
    folder = output_folder(out)
    rows = _class_rows(results, "render")
    parts = parts_for(rows, results, derivations)
    students = feedback.students(rows, parts)
    template = environment().get_template("feedback_sheet.tex.j2")
    written = []
    for student in students:
        tex = folder / f"{student['file']}.tex"
        _write(tex, template.render(students=[student]))
        written.append(tex)
    if students:
        whole = folder / "feedback-class.tex"
        _write(whole, template.render(students=students))
        written.append(whole)
    done = _compiled_once(written) if pdf and len(students) > 1 and split.available() else _finish(written, pdf)
    return replace(done, notes=_unknown_parts_note(rows, parts, derivations))


class LostContext(SymattnError):
    """Results graded with other derivations than those render would use: their questions would be missing."""


def parts_for(rows: list, results: Path, derivations=()) -> list:
    """The parts to render results with: those of --derivations if given, else those the results were graded with
    (they record the files), else the shipped ones. Results whose graded parts the derivations in use do not have
    are refused with the reason, never rendered without their questions."""
    recorded = graded_with(rows)
    if not derivations and recorded:
        missing = [path for path in recorded if not Path(path).is_file()]
        if missing:
            raise LostContext(f"{results} was graded with --derivations {' '.join(recorded)}, and {missing[0]} cannot "
                              f"be read now: give --derivations with the files it was graded with")
        derivations = recorded
    parts = load_parts([], derivations)
    unknown = _unknown_parts(rows, parts)
    if unknown and recorded and tuple(map(str, derivations)) != recorded:
        graded = f"--derivations {' '.join(recorded)}" if recorded else "the shipped derivations or others"
        using = f"--derivations {' '.join(map(str, derivations))}" if derivations else "the shipped derivations"
        raise LostContext(f"{results}: the part(s) {', '.join(unknown)} are not in the derivations in use ({using}); "
                          f"the results were graded with {graded}: run render with the derivations they were graded with")
    return parts


def _unknown_parts(rows: list, parts: list) -> list:
    """Parts of graded rows (not rows refused as 'unknown part' when graded) that the derivations do not have."""
    index = by_name(parts)
    return sorted({str(row.get("part", "")) for row in rows if str(row.get("verdict")) != "error"
                   and lookup(index, str(row.get("part", ""))) is None})


def _unknown_parts_note(rows: list, parts: list, derivations) -> tuple:
    unknown = _unknown_parts(rows, parts)
    if not unknown:
        return ()
    using = "the derivations given" if derivations else "the shipped derivations"
    return (f"the part(s) {', '.join(unknown)} are not in {using}: their sheets show no question; if the results "
            f"were graded with --derivations, give the same files to render",)


def _compiled_once(texs: list) -> Written:
    """The class .tex compiled once and split into the students' PDFs (split.py): one TeX run for the class."""
    *sheets, whole = texs
    for tex in texs:
        remove_stale(tex)
    (compiled,) = compile_all([whole])
    log = whole.with_suffix(".log")
    pdfs = split.split(compiled.pdf, split.sheet_starts(log), [t.with_suffix(".pdf") for t in sheets],
                       split.page_count(log))
    return Written(tuple(texs), (*pdfs, compiled.pdf), compiled.overfull)


def report(out: Path, results: Path, pdf: bool = False, decisions: Path | None = None) -> tuple:
    """(the ClassReport, what was written): grades.csv for a grade book, report.tex (and its PDF); `decisions`: a
    TA's decisions file (grading/decisions.py), applied to the results first."""
    rows, notes = _class_rows(results, "report"), ()
    if decisions is not None:
        rows, counts = apply_to_rows(rows, read_decisions(decisions))
        notes = (f"{decisions}: {counts[APPLIED]} answer(s) decided by a TA's decision, {counts[FLAGGED]} flagged "
                 f"(new or changed answers that read like a decided group: review them)",)
    summary = class_report.class_report(rows)
    folder = output_folder(out)
    grades = folder / "grades.csv"
    _write(grades, class_report.grades_csv(summary))
    tex = folder / "report.tex"
    _write(tex, environment().get_template("class_report.tex.j2").render(**report_data(summary, results.name)))
    written = _finish([tex], pdf)
    return summary, Written(written.tex, written.pdf, written.overfull, (grades,), notes)


def output_folder(out: Path) -> Path:
    if out.exists() and not out.is_dir():
        raise UnwritableOutput(f"{out} is a file; --out names a folder (it is made if missing)")
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UnwritableOutput(f"cannot make the folder {out}: {error.strerror}") from None
    return out


def _write(path: Path, text: str):
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as error:
        raise UnwritableOutput(f"cannot write {path}: {error.strerror}") from None


def _finish(texs: list, pdf: bool) -> Written:
    """Compile when asked; otherwise remove the PDFs of earlier runs, which no longer match the new .tex."""
    for tex in texs:
        remove_stale(tex)
    if not pdf:
        return Written(tuple(texs))
    compiled = compile_all(texs)
    return Written(tuple(texs), tuple(c.pdf for c in compiled), sum(c.overfull for c in compiled))
