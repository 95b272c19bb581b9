"""Gradescope: the shipped run_autograder on a temporary /autograder layout; results.json always written."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent


def _run(tmp_path: Path, files: dict) -> dict:
    submission = tmp_path / "submission"
    submission.mkdir()
    for name, content in files.items():
        (submission / name).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    env = {**os.environ, "AUTOGRADER_ROOT": str(tmp_path), "SYMATTN_PYTHON": sys.executable,
           "PYTHONPATH": str(ROOT)}
    done = subprocess.run(["bash", str(ROOT / "gradescope" / "run_autograder")], env=env, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    return json.loads((tmp_path / "results" / "results.json").read_text(encoding="utf-8"))


def test_answers_toml(tmp_path):
    """An answers.toml keyed by part id or numbering: one test per graded part, scores summed."""
    report = _run(tmp_path, {"answers.toml": "average = 'q = \\beta(k_a + k_b)'\n'1d-i' = 'q_1 = t mu_a, q_2 = t mu_b'\n"})
    tests = {t["name"].split(":")[0]: t for t in report["tests"]}
    assert tests["average"]["score"] == 2 and tests["average"]["status"] == "passed"
    assert tests["multi-head"]["score"] == 1 and tests["copy"]["score"] == 0
    assert report["score"] == 3
    assert all({"name", "number", "score", "max_score", "status", "output", "output_format"} <= set(t)
               for t in report["tests"])
    assert {t["output_format"] for t in report["tests"]} == {"md"}


def test_marked_tex(tmp_path):
    """A .tex with '% symattn: PART' markers."""
    tex = ("\\documentclass{article}\\begin{document}\n% symattn: average\nWe take $q = t(k_a + 3k_b)$.\n"
           "% symattn: e-ii\n$K = I$, $Q = \\frac{u_d u_a^\\top + u_c u_d^\\top}{\\beta^2}$, "
           "$V = \\frac{u_b u_b^\\top - u_c u_c^\\top}{\\beta^2}$\n\\end{document}\n")
    report = _run(tmp_path, {"answers.tex": tex})
    tests = {t["name"].split(":")[0]: t for t in report["tests"]}
    assert tests["average"]["score"] == 0 and "v_{b}" in tests["average"]["output"]
    assert tests["kqv-design"]["score"] == 4


@pytest.mark.parametrize("files, note", [
    ({}, "No answers found"),
    ({"answers.json": "{not json"}, "answers.json could not be read"),
    ({"answers.toml": b"\xff\xfe\x00"}, "answers.toml could not be read as UTF-8 text."),
])
def test_results_written_even_when_nothing_can_be_read(tmp_path, files, note):
    """Missing or unreadable submissions still produce results.json with score 0 and a message."""
    report = _run(tmp_path, files)
    assert report["score"] == 0 and report["output"].startswith(note)
