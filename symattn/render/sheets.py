"""`render`: write the answer sheet (or feedback sheets) as .tex, with figure data, and compile on request."""

from dataclasses import dataclass
from pathlib import Path

from symattn.render import feedback, figure
from symattn.render.environment import environment
from symattn.render.pdf import compile_pdf
from symattn.render.sheet import sheet_data
from symattn.verify import load_parts

FIGURE_FILE = "noise-figure.dat"


@dataclass(frozen=True)
class Written:
    tex: tuple  # paths of the .tex files
    pdf: tuple = ()  # paths of the PDFs, when compiled


def answer_sheet(out: Path, parts: list[str], edition: str, pdf: bool = False) -> Written:
    out.mkdir(parents=True, exist_ok=True)
    data = sheet_data(load_parts(parts), edition)
    (out / FIGURE_FILE).write_text(figure.data_file(), encoding="utf-8")
    tex = out / "answer-sheet.tex"
    template = environment().get_template("answer_sheet.tex.j2")
    tex.write_text(template.render(**data, figure=FIGURE_FILE, figure_samples=figure.SAMPLES,
                                   figure_seed=figure.SEED), encoding="utf-8")
    return Written((tex,), (compile_pdf(tex),) if pdf else ())


def feedback_sheets(out: Path, results: Path, pdf: bool = False) -> Written:
    out.mkdir(parents=True, exist_ok=True)
    template = environment().get_template("feedback_sheet.tex.j2")
    written = []
    for student in feedback.students(feedback.read_results(results)):
        tex = out / f"{student['file']}.tex"
        tex.write_text(template.render(student=student), encoding="utf-8")
        written.append(tex)
    return Written(tuple(written), tuple(compile_pdf(t) for t in written) if pdf else ())
