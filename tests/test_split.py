"""Feedback PDFs for a class from one TeX run: the class PDF split into the students' own, each as it would be alone."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from symattn.grading.batch import Row, as_json, grade_rows
from symattn.render import commands as sheets
from symattn.render import split
from symattn.render.feedback import _file_name
from symattn.render.pdf import compile_pdf

needs_tools = pytest.mark.skipif(shutil.which("lualatex") is None or not split.available()
                                 or shutil.which("pdftotext") is None, reason="TeX Live and poppler-utils needed")


@pytest.mark.parametrize("name, expected", [
    ("Дмитрий Иванов", "feedback-007-Дмитрий-Иванов"),
    ("Дмитрии\u0306", "feedback-007-Дмитрий"),  # й typed as и and a combining breve is still й
    ("José Müller", "feedback-007-José-Müller"),
    ("Ελένη O'Brien", "feedback-007-Ελένη-O-Brien"),
    ("../../etc", "feedback-007-etc"),
])
def test_file_names_keep_every_letter(name, expected):
    """Дмитрий is not Дмитрии: letters are kept as written; only what is not a letter becomes '-'."""
    assert _file_name(7, name) == expected


def _results(tmp_path: Path, students: int) -> Path:
    rows = [Row(f"s{i}", part, answer, (("Name", f"Student {i}"),)) for i in range(1, students + 1)
            for part, answer in (("average", "q = t(k_a + k_b)"), ("multi-head", r"q_1 = t\mu_a, q_2 = t\mu_b"))]
    path = tmp_path / "results.json"
    path.write_text(as_json(grade_rows(rows, workers=1)), encoding="utf-8")
    return path


def _text(pdf: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@needs_tools
def test_a_class_is_one_tex_run_and_each_split_sheet_reads_as_its_own_compile(tmp_path, monkeypatch):
    """One LuaLaTeX run for three students; each student's PDF has the text and pages of their sheet compiled alone,
    and the same .tex gives the same bytes."""
    runs = []
    original = sheets.compile_all
    monkeypatch.setattr(sheets, "compile_all", lambda texs, *a: runs.append(len(texs)) or original(texs, *a))
    written = sheets.feedback_sheets(tmp_path / "out", _results(tmp_path, 3), pdf=True)
    assert runs == [1] and [p.name for p in written.pdf][-1] == "feedback-class.pdf" and len(written.pdf) == 4
    alone = tmp_path / "alone"
    alone.mkdir()
    shutil.copy(written.tex[1], alone / written.tex[1].name)
    assert _text(written.pdf[1]) == _text(compile_pdf(alone / written.tex[1].name).pdf)
    first = [pdf.read_bytes() for pdf in written.pdf]
    again = sheets.feedback_sheets(tmp_path / "out", tmp_path / "results.json", pdf=True)
    assert [pdf.read_bytes() for pdf in again.pdf] == first


def test_a_log_that_does_not_say_where_sheets_start_is_an_error(tmp_path):
    """A split that cannot be trusted is refused, never guessed."""
    log = tmp_path / "class.log"
    log.write_text("symattn-sheet 1 starts on page 1\n", encoding="utf-8")
    with pytest.raises(split.TexFailed, match=r"^class\.pdf: the log does not say where each of the 2 sheets starts$"):
        split.split(tmp_path / "class.pdf", split.sheet_starts(log), [tmp_path / "a.pdf", tmp_path / "b.pdf"], 2)
