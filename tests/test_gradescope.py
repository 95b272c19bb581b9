"""Gradescope: the zip, its setup.sh and run_autograder on a temporary /autograder; results.json always written,
in Gradescope's format (https://gradescope-autograders.readthedocs.io/en/latest/specs/)."""

import json
import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
sys.path.insert(0, str(ROOT / "gradescope"))
import make_zip  # noqa: E402  (gradescope/ is a folder of scripts, not a package)

# Gradescope's results.json, as its specification describes it.
TOP_LEVEL = {"score": (int, float), "execution_time": (int, float), "output": str, "output_format": str,
             "test_output_format": str, "test_name_format": str, "visibility": str, "stdout_visibility": str,
             "extra_data": dict, "tests": list, "leaderboard": list}
TEST_FIELDS = {"score": (int, float), "max_score": (int, float), "status": str, "name": str, "name_format": str,
               "number": str, "output": str, "output_format": str, "tags": list, "visibility": str,
               "extra_data": dict}
FORMATS = {"text", "html", "simple_format", "md", "ansi"}
VISIBILITIES = {"hidden", "after_due_date", "after_published", "visible"}


def check_results_format(report: dict):
    """Every key known with the type the specification gives; a score at the top or on every test."""
    assert set(report) <= set(TOP_LEVEL), set(report) - set(TOP_LEVEL)
    for key, value in report.items():
        assert isinstance(value, TOP_LEVEL[key]), key
    assert "score" in report or all("score" in t for t in report.get("tests", []))
    for key in ("output_format", "test_output_format", "test_name_format"):
        assert report.get(key, "text") in FORMATS
    assert report.get("visibility", "visible") in VISIBILITIES
    assert report.get("stdout_visibility", "visible") in VISIBILITIES
    for test in report.get("tests", []):
        assert set(test) <= set(TEST_FIELDS), set(test) - set(TEST_FIELDS)
        for key, value in test.items():
            assert isinstance(value, TEST_FIELDS[key]), key
        assert test.get("status", "passed") in ("passed", "failed")
        assert test.get("output_format", "text") in FORMATS and test.get("visibility", "visible") in VISIBILITIES
        assert 0 <= test["score"] <= test["max_score"]
    assert report["score"] == sum(t["score"] for t in report["tests"])


def _run(tmp_path: Path, files: dict) -> dict:
    """The repository's run_autograder on a temporary root, with this Python."""
    submission = tmp_path / "submission"
    submission.mkdir()
    for name, content in files.items():
        (submission / name).write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    env = {**os.environ, "AUTOGRADER_ROOT": str(tmp_path), "SYMATTN_PYTHON": sys.executable, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(["bash", str(ROOT / "gradescope" / "run_autograder")], env=env, capture_output=True,
                          text=True)
    assert done.returncode == 0, done.stderr
    report = json.loads((tmp_path / "results" / "results.json").read_text(encoding="utf-8"))
    check_results_format(report)
    return report


def _tests(report: dict) -> dict:
    return {t["name"].split(":")[0]: t for t in report["tests"]}


def test_answers_toml(tmp_path):
    """An answers.toml keyed by part id or numbering: one test per graded part, scores summed."""
    report = _run(tmp_path, {"answers.toml": "average = 'q = \\beta(k_a + k_b)'\n'1d-i' = 'q_1 = t mu_a, q_2 = t mu_b'\n"})
    tests = _tests(report)
    assert tests["average"]["score"] == 2 and tests["average"]["status"] == "passed"
    assert tests["multi-head"]["score"] == 1 and tests["copy"]["score"] == 0
    assert report["score"] == 3 and report["output"] == "Read 2 answers from answers.toml."


def test_feedback_lines_are_markdown_paragraphs(tmp_path):
    """A blank line between feedback lines: Markdown would otherwise join them into one paragraph."""
    output = _tests(_run(tmp_path, {"answers.toml": "average = 'q = t(k_a + 3k_b)'\n"}))["average"]["output"]
    assert output.startswith("**incorrect**\n\nRead as: q = t(k\\_a + 3k\\_b).\n\nt is taken")
    assert "\n" not in output.replace("\n\n", "")


def test_marked_tex(tmp_path):
    """A .tex with '% symattn: PART' markers."""
    tex = ("\\documentclass{article}\\begin{document}\n% symattn: average\nWe take $q = t(k_a + 3k_b)$.\n"
           "% symattn: e-ii\n$K = I$, $Q = \\frac{u_d u_a^\\top + u_c u_d^\\top}{\\beta^2}$, "
           "$V = \\frac{u_b u_b^\\top - u_c u_c^\\top}{\\beta^2}$\n\\end{document}\n")
    tests = _tests(_run(tmp_path, {"answers.tex": tex}))
    assert tests["average"]["score"] == 0 and "v\\_b" in tests["average"]["output"]
    assert tests["kqv-design"]["score"] == 4


def test_answers_file_and_tex_are_both_read(tmp_path):
    """answers.toml and a .tex: both are graded; a part in both is graded from answers.toml, and the note says so."""
    report = _run(tmp_path, {"answers.toml": "average = 'q = t(k_a + k_b)'\n",
                             "write-up.tex": "% symattn: average\n$q = k_a$\n% symattn: 1d-i\n$q_1 = t\\mu_a$, "
                                             "$q_2 = t\\mu_b$\n"})
    tests = _tests(report)
    assert tests["average"]["score"] == 2 and tests["multi-head"]["score"] == 1
    assert report["output"] == ("Read 2 answers from answers.toml, write-up.tex. average is answered in both "
                                "answers.toml and write-up.tex: the answer in answers.toml was graded.")


def test_hand_graded_and_unknown_parts(tmp_path):
    """2a-ii is a known part graded by hand, not an unknown name; a misspelt part is named with the known ones."""
    report = _run(tmp_path, {"answers.toml": "'2a-ii' = 'It sees a bag of words.'\naverag = 'q = t k_a'\n"})
    assert "Graded by hand, not here: 2a-ii (permutation-implication)." in report["output"]
    assert "Unknown part names ignored: averag (the parts are: average, copy," in report["output"]


@pytest.mark.parametrize("files, note", [
    ({}, "No answers found"),
    ({"answers.json": "{not json"}, "answers.json could not be read"),
    ({"answers.toml": b"\xff\xfe\x00"}, "answers.toml could not be read as UTF-8 text (byte 0)."),
])
def test_results_written_even_when_nothing_can_be_read(tmp_path, files, note):
    """Missing or unreadable submissions still produce results.json with score 0 and a message."""
    report = _run(tmp_path, files)
    assert report["score"] == 0 and report["output"].startswith(note)


def test_the_zip_holds_what_grading_needs_and_nothing_else(tmp_path):
    """setup.sh and run_autograder at the root; the package, derivations, templates; no tests, benchmarks, images."""
    names = {name for name, _ in make_zip.files()}
    assert {"setup.sh", "run_autograder", "pyproject.toml", "README.md", "symattn/cli.py",
            "derivations/attention-exploration.toml", "templates/base.tex.j2", "gradescope/requirements.txt"} <= names
    assert not any(n.startswith(("tests/", "benchmarks/", "docs/", ".")) or n.endswith((".png", ".pyc"))
                   for n in names)


def test_the_zip_is_built_from_the_working_tree_without_git(tmp_path):
    """An uncommitted rubric edit goes in; a copy of the tree with no .git builds the same files."""
    tree = tmp_path / "tree"
    shutil.copytree(ROOT, tree, ignore=shutil.ignore_patterns(".git", ".venv", "__pycache__", "*.egg-info",
                                                              ".pytest_cache", ".hypothesis"))
    rubric = tree / "derivations" / "attention-exploration.toml"
    rubric.write_text(rubric.read_text(encoding="utf-8").replace('passed = "The output tends to the average',
                                                                 'passed = "EDITED: the output tends to the average'),
                      encoding="utf-8")
    done = subprocess.run([sys.executable, str(tree / "gradescope" / "make_zip.py"), str(tmp_path / "a.zip")],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "  derivations/attention-exploration.toml\n" in done.stdout
    assert re.search(r"^wrote .*a\.zip: \d+ files$", done.stdout.strip().splitlines()[-1])
    with zipfile.ZipFile(tmp_path / "a.zip") as archive:
        assert b"EDITED" in archive.read("derivations/attention-exploration.toml")


def test_the_whole_flow(tmp_path):
    """zip → unpacked as /autograder/source → setup.sh (the steps that need no network) → run_autograder on several
    submissions, with the venv setup.sh made → results.json in Gradescope's format each time."""
    root = tmp_path / "autograder"
    make_zip.build(tmp_path / "autograder.zip")
    with zipfile.ZipFile(tmp_path / "autograder.zip") as archive:
        archive.extractall(root / "source")
    for name in ("setup.sh", "run_autograder"):  # zipfile does not restore modes; Gradescope's unpacking does
        (root / "source" / name).chmod(0o755)
    env = {key: value for key, value in os.environ.items() if key != "PYTHONPATH"}
    env.update(AUTOGRADER_ROOT=str(root), SYMATTN_OFFLINE="1", SYMATTN_PYTHON=sys.executable)
    done = subprocess.run(["bash", str(root / "source" / "setup.sh")], env=env, capture_output=True, text=True,
                          cwd=root / "source")
    assert done.returncode == 0, done.stderr
    shutil.copy(root / "source" / "run_autograder", root / "run_autograder")
    del env["SYMATTN_PYTHON"]  # run_autograder uses the venv setup.sh made, as on Gradescope
    submissions = {
        "right": ({"answers.toml": "average = 'q = t(k_a + k_b)'\n'e-ii' = 'K = I, Q = \\frac{u_d u_a^\\top + "
                                   "u_c u_d^\\top}{\\beta^2}, V = \\frac{u_b u_b^\\top - u_c u_c^\\top}{\\beta^2}'\n"},
                  6.0),
        "wrong": ({"answers.md": "<!-- symattn: 1b -->\n$q = k_a + k_b$\n<!-- symattn: 1d-i -->\n"
                                 "$q_1 = q_2 = t(\\mu_a + \\mu_b)$\n"}, 1.0),
        "empty": ({}, 0.0),
    }
    for name, (files, score) in submissions.items():
        shutil.rmtree(root / "submission", ignore_errors=True)
        shutil.rmtree(root / "results", ignore_errors=True)
        (root / "submission").mkdir()
        for file, content in files.items():
            (root / "submission" / file).write_text(content, encoding="utf-8")
        done = subprocess.run([str(root / "run_autograder")], env=env, capture_output=True, text=True, cwd=root)
        assert done.returncode == 0, (name, done.stderr)
        report = json.loads((root / "results" / "results.json").read_text(encoding="utf-8"))
        check_results_format(report)
        assert report["score"] == score, (name, report["output"])
        assert str(root / "source") in subprocess.run(
            [str(root / "venv" / "bin" / "python"), "-c", "import symattn; print(symattn.__file__)"],
            env=env, capture_output=True, text=True, cwd=tmp_path).stdout
