"""Gradescope: the assignment's parts are chosen (an edition or a list), and each test is numbered by its numbering."""

import json
import subprocess
from pathlib import Path

import pytest

from symattn.cli import main
from symattn.grading.gradescope import Assignment, BadAssignment, read_assignment, results

ROOT = Path(__file__).parent.parent


@pytest.mark.parametrize("assignment, numbers, total", [
    (Assignment(edition="2025"), ["1(a)", "1(b)", "1(c)(i)", "1(c)(ii)", "1(d)(i)", "1(d)(ii)", "2(a)(i)", "2(b)(i)",
                                  "2(b)(ii)"], 18),
    (Assignment(edition="older"), ["(a)", "(b)", "(c)(i)", "(c)(ii)", "(d)(i)", "(d)(ii)", "(e)(i)", "(e)(ii)"], 19),
    (Assignment(parts=("1b", "e-ii")), ["1(b)", "(e)(ii)"], 6),
    (Assignment(), ["1(a)", "1(b)", "1(c)(i)", "1(c)(ii)", "1(d)(i)", "1(d)(ii)", "(e)(i)", "(e)(ii)", "2(a)(i)",
                    "2(b)(i)", "2(b)(ii)"], 24),
])
def test_the_assignment_chooses_the_tests_and_their_numbers(assignment, numbers, total):
    """A 2025 class is not graded on the older edition's parts; numbers are the edition's labels."""
    report = results({}, "", workers=1, assignment=assignment)
    assert [t["number"] for t in report["tests"]] == numbers
    assert sum(t["max_score"] for t in report["tests"]) == total


def test_an_answer_to_a_part_outside_the_assignment_is_named(tmp_path):
    """The note says it was ignored, rather than grading it into nothing."""
    report = results({"kqv-plain": "c_2 \\approx u_a", "1b": "q = t(k_a + k_b)"}, "", workers=1,
                     assignment=Assignment(edition="2025"))
    assert report["score"] == 2
    assert report["output"] == "Not part of this assignment, ignored: kqv-plain."


@pytest.mark.parametrize("text, message", [
    ('edition = "2024"', r"^no part is numbered in edition '2024'; the editions are: 2025, course-b, older$"),
    ('parts = ["1z"]', r"^no part '1z'.*$"),
    ('editon = "2025"', r"^.*assignment\.toml: unknown key\(s\) editon; the keys are: edition, parts$"),
])
def test_a_wrong_assignment_exits_two_and_still_writes_results(tmp_path, capsys, text, message):
    """The staff get the reason; Gradescope still gets a results.json saying the autograder failed."""
    path = tmp_path / "assignment.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(BadAssignment, match=message):
        from symattn.grading.gradescope import chosen_parts
        from symattn.spec.catalogue import load_parts
        chosen_parts(load_parts(), read_assignment(path))
    out = tmp_path / "results.json"
    assert main(["gradescope", "--submission", str(tmp_path), "--results", str(out), "--assignment", str(path)]) == 2
    assert json.loads(out.read_text())["output"].startswith("The autograder failed")


def test_run_autograder_reads_the_zips_assignment(tmp_path):
    """gradescope/assignment.toml in the source folder chooses the parts."""
    (tmp_path / "submission").mkdir()
    (tmp_path / "submission" / "answers.toml").write_text("average = 'q = t(k_a + k_b)'\n", encoding="utf-8")
    (tmp_path / "source" / "gradescope").mkdir(parents=True)
    (tmp_path / "source" / "gradescope" / "assignment.toml").write_text('edition = "2025"\n', encoding="utf-8")
    import sys
    subprocess.run(["bash", str(ROOT / "gradescope" / "run_autograder")], check=True, capture_output=True,
                   env={"AUTOGRADER_ROOT": str(tmp_path), "SYMATTN_PYTHON": sys.executable, "PATH": "/usr/bin:/bin"})
    report = json.loads((tmp_path / "results" / "results.json").read_text())
    assert [t["number"] for t in report["tests"]] == ["1(a)", "1(b)", "1(c)(i)", "1(c)(ii)", "1(d)(i)", "1(d)(ii)",
                                                      "2(a)(i)", "2(b)(i)", "2(b)(ii)"]
