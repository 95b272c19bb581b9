"""The class report: counts per part, the common wrong answers clustered, a grade-book CSV; a 200-row class."""

import csv
import io
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.grading.batch import as_csv, as_json, grade_rows, read_results, read_rows
from symattn.grading.class_report import class_report, grades_csv
from tests.data import make_class

ROOT = Path(__file__).parent.parent
CLASS = ROOT / "tests" / "data" / "class-200.csv"
needs_tex = pytest.mark.skipif(shutil.which("lualatex") is None, reason="LuaLaTeX is not installed")


@pytest.fixture(scope="module")
def graded():
    return grade_rows(read_rows(CLASS))


def test_the_fixture_is_what_its_script_writes():
    """tests/data/class-200.csv is make_class.py's output (run it after changing the script)."""
    with CLASS.open(encoding="utf-8", newline="") as handle:
        assert list(csv.DictReader(handle)) == make_class.rows()


def test_counts_per_part(graded):
    """200 rows: 50 answers per part, every verdict counted, scores from 0 to the maximum."""
    report = class_report(json.loads(as_json(graded)))
    assert report.students == 50 and [p.part for p in report.parts] == ["average", "multi-head", "kqv-design",
                                                                        "kqv-plain"]
    for part in report.parts:
        assert part.answers == 50 == sum(count for _, count in part.verdicts) == sum(c for _, c in part.scores)
    average = report.parts[0]
    assert [score for score, _ in average.scores] == [0.0, 0.5, 1.0, 1.5, 2.0]
    assert average.mean == sum(v.score for v in graded if v.part == "average") / 50


def test_wrong_answers_are_clustered_by_canonical_form(graded):
    """t(k_a + 3k_b) and βk_a + 3βk_b are one cluster; the counts are the rows with that form."""
    report = class_report(json.loads(as_json(graded)))
    clusters = {c.canonical: c for c in report.parts[0].clusters}
    lopsided = clusters[r"q = t k_{a} + 3 t k_{b}, \quad t \to \infty"]
    assert lopsided.count == sum(1 for v in graded if v.part == "average" and v.canonical == lopsided.canonical)
    readings = {v.reading for v in graded if v.canonical == lopsided.canonical}
    assert readings == {r"q = t \left(k_{a} + 3 k_{b}\right)", r"q = \beta k_{a} + 3 \beta k_{b}"}
    assert [c.count for c in report.parts[0].clusters] == sorted((c.count for c in report.parts[0].clusters),
                                                                 reverse=True)
    assert all(c.verdict != "correct" for part in report.parts for c in part.clusters)


def test_grade_book_csv_carries_the_roster(graded):
    """One row per student: id, Name, Email, SID, Section, a score per part, Total (what grade books import)."""
    table = list(csv.reader(io.StringIO(grades_csv(class_report(json.loads(as_json(graded)))))))
    assert table[0] == ["id", "Name", "Email", "SID", "Section", "average", "multi-head", "kqv-design", "kqv-plain",
                        "Total"]
    assert len(table) == 51 and table[1][:4] == ["s001", "Ελένη 민수", "s001@example.edu", "2025001"]
    for row in table[1:]:
        assert float(row[-1]) == sum(float(x) for x in row[5:9])


def test_results_as_csv_give_the_same_report(tmp_path, graded):
    """grade --out results.csv or results.json: the report reads either."""
    (tmp_path / "r.csv").write_text(as_csv(graded), encoding="utf-8")
    (tmp_path / "r.json").write_text(as_json(graded), encoding="utf-8")
    from_csv = class_report(read_results(tmp_path / "r.csv"))
    from_json = class_report(read_results(tmp_path / "r.json"))
    assert grades_csv(from_csv) == grades_csv(from_json) and from_csv.parts[0].clusters == from_json.parts[0].clusters


@needs_tex
def test_report_command_on_a_200_row_class(tmp_path):
    """grade then report --pdf: the summary on standard output, grades.csv and a PDF with no overfull box."""
    results = tmp_path / "results.json"
    done = subprocess.run([sys.executable, "-m", "symattn", "grade", str(CLASS), "--out", str(results)],
                          capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0, done.stderr
    done = subprocess.run([sys.executable, "-m", "symattn", "report", str(results), "--out", str(tmp_path / "r"),
                           "--pdf"], capture_output=True, text=True, cwd=ROOT)
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.startswith("50 students, 4 parts\naverage: 50 answers (")
    assert (tmp_path / "r" / "grades.csv").is_file() and (tmp_path / "r" / "report.pdf").is_file()
    log = (tmp_path / "r" / "report.log").read_text(encoding="utf-8", errors="replace")
    assert "Overfull" not in log and "Missing character" not in log
