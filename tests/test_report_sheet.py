"""The class report: lists say how many they leave out, students are named beside their ids, and the charts stay
inside the margins whatever the parts are called."""

import shutil
from pathlib import Path

import pytest

from symattn.grading.class_report import as_text, class_report
from symattn.render import commands as sheets

needs_tex = pytest.mark.skipif(shutil.which("lualatex") is None, reason="LuaLaTeX is not installed")


def _rows(parts: list, wrong: int = 7) -> list:
    """For each part: `wrong` distinct wrong answers (the i-th given by i + 1 students), and one correct."""
    rows, student = [], 0
    for part in parts:
        for answer in range(wrong):
            for _ in range(answer + 1):
                student += 1
                rows.append({"id": f"s{student:03d}", "Name": f"Student Дмитрий {student}", "part": part,
                             "verdict": "incorrect", "score": 0, "max_score": 2, "feedback": "Read as: $q = t$.",
                             "reading": f"q = {answer + 2} t", "canonical": f"q = {answer + 2} t"})
        rows.append({"id": "s999", "part": part, "verdict": "correct", "score": 2, "max_score": 2, "feedback": "",
                     "reading": "q = t", "canonical": "q = t"})
    return rows


def test_the_text_says_how_many_wrong_answers_are_not_listed_and_names_the_students():
    """Five of nine clusters are listed; the other four (and their answers) are counted; names beside ids."""
    text = as_text(class_report(_rows(["average"], wrong=9)))
    lines = text.splitlines()
    assert lines[2].startswith("    9 × q = 10t  [incorrect]: Student Дмитрий 37 (s037), ")
    assert lines[2].endswith(" and 1 more")
    assert lines[-1] == "    … and 4 more distinct wrong answers (10 answers), not listed"


def test_a_report_without_names_lists_ids():
    """No name column: the ids alone."""
    rows = [{k: v for k, v in row.items() if k != "Name"} for row in _rows(["average"], wrong=1)]
    assert as_text(class_report(rows)).splitlines()[2] == "    1 × q = 2t  [incorrect]: s001"


@needs_tex
def test_charts_stay_inside_the_margins_with_long_part_ids(tmp_path):
    """Thirteen parts with 40-character ids: no overfull box; the legend sits above the chart, apart from the axis
    label below it."""
    parts = [f"a-very-long-part-identifier-number-{i:02d}-x" for i in range(13)]
    results = tmp_path / "results.json"
    import json
    results.write_text(json.dumps(_rows(parts, wrong=2)), encoding="utf-8")
    _, written = sheets.report(tmp_path / "out", results, pdf=True)
    assert written.overfull == 0
    tex = (tmp_path / "out" / "report.tex").read_text(encoding="utf-8")
    assert "legend style={at={(0.5,1.04)}, anchor=south" in tex
