"""grade PATH… on whole write-ups (grading/writeups.py, intake/submissions.py, the CLI and the autograder): one row
per submission and part, `found` where the answer was taken from, missing with the reason, bad files refused for
their submission only."""

import csv
import io
import json
import zipfile
from pathlib import Path

import pytest

from symattn.cli import main
from symattn.grading import gradescope
from symattn.grading.writeups import grade_writeups
from symattn.intake.submissions import NoWriteups, collect
from symattn.spec.catalogue import load_parts

ROOT = Path(__file__).parent.parent
CHOSEN = [p for p in load_parts([], ()) if p.id in ("copy", "average")]
MD = "# Write-up\n\n## 1(a)\nWhen one score dominates: $q = t k_j$ with $t \\to \\infty$.\n\n## 1(b)\n" \
     "We take $q = t k_a$ with $t \\to \\infty$.\n"
HTML = "<h2>1(a)</h2><p><script type='math/tex'>q = t k_j, t \\to \\infty</script></p><h2>1(b)</h2>" \
       "<p>Take <script type='math/tex'>q = t(k_a + k_b)</script> with large t.</p>"
NOTEBOOK = json.dumps({"nbformat": 4, "nbformat_minor": 5, "metadata": {}, "cells": [
    {"cell_type": "markdown", "metadata": {}, "source": "### (b)\nWe take $q = t(k_a + k_b)$, $t \\to \\infty$."}]})


def _docx(text_paragraphs) -> bytes:
    w = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    body = "".join(f"<w:p><w:r><w:t>{p}</w:t></w:r></w:p>" for p in text_paragraphs)
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("word/document.xml", f'<w:document xmlns:w="{w}"><w:body>{body}</w:body></w:document>')
    return out.getvalue()


@pytest.fixture
def klass(tmp_path):
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ada.md").write_text(MD, encoding="utf-8")
    (folder / "alan.html").write_text(HTML, encoding="utf-8")
    (folder / "grace.ipynb").write_text(NOTEBOOK, encoding="utf-8")
    (folder / "emmy.docx").write_bytes(_docx(["Problem 1 (b)", "q = t(k_a + k_b), t → ∞"]))
    (folder / "kurt.pdf").write_bytes(b"%PDF-1.4 not really")
    return folder


def test_a_class_folder_in_every_format(klass):
    verdicts = grade_writeups([str(klass)], workers=1, chosen=CHOSEN, edition="2025")
    table = {(v.id, v.part): v for v in verdicts}
    assert [(v.id, v.part) for v in verdicts] == [(i, p) for i in ("ada", "alan", "emmy", "grace", "kurt")
                                                  for p in ("copy", "average")]
    assert table["ada", "copy"].verdict == "correct" and table["ada", "average"].verdict == "incorrect"
    assert table["alan", "average"].verdict == "correct" and table["emmy", "average"].verdict == "correct"
    assert table["grace", "average"].verdict == "correct" and table["grace", "copy"].verdict == "missing"
    assert table["grace", "copy"].feedback == ("Not found in the write-up: no heading or label numbered 1(a) (or "
                                               "(a)), and no line quoting its question.")
    assert table["kurt", "copy"].verdict == "missing" and table["kurt", "copy"].found is None
    assert table["kurt", "copy"].feedback.startswith("Not found in the write-up: kurt.pdf could not be read as a PDF (")
    found = table["ada", "average"].found
    text = (klass / "ada.md").read_text(encoding="utf-8")
    assert found["file"] == str(klass / "ada.md") and found["page"] is None and found["heading"] == "## 1(b)"
    assert text[found["span"][0]:found["span"][1]] == "We take $q = t k_a$ with $t \\to \\infty$."


def test_found_twice_goes_to_review_with_both_places(tmp_path):
    path = tmp_path / "twice.md"
    text = "## 1(b)\n$q = t(k_a + k_b)$\n## 1(a)\n$q = t k_j$\n## 1(b)\n$q = t k_a$\n"
    path.write_text(text, encoding="utf-8")
    (verdict,) = [v for v in grade_writeups([str(path)], workers=1, chosen=CHOSEN) if v.part == "average"]
    first, second = text.index("$q = t(k_a"), text.index("$q = t k_a$")
    assert verdict.verdict == "error" and verdict.found["span"] == [first, first + 18]
    assert verdict.found["also"][0]["span"] == [second, second + 11]
    assert verdict.feedback == (f"Needs review: the answer to this part was found in 2 places: twice.md, characters "
                                f"{first}–{first + 18} under '## 1(b)'; twice.md, characters {second}–{second + 11} "
                                f"under '## 1(b)'.")


def test_gradescope_export_and_canvas_names(tmp_path):
    export = tmp_path / "export"
    (export / "submission_101").mkdir(parents=True)
    (export / "submission_101" / "hw.md").write_text(MD, encoding="utf-8")
    (export / "submission_metadata.yml").write_text(
        "submission_101:\n  :submitters:\n  - :name: Ada Lovelace\n    :sid: '42'\n    :email: ada@example.edu\n"
        "  :created_at: 2026-01-01\n", encoding="utf-8")
    canvas = tmp_path / "canvas"
    canvas.mkdir()
    (canvas / "lovelaceada_1234_5678_hw2.md").write_text(MD, encoding="utf-8")
    (canvas / "turingalan_late_99_100_answers.md").write_text(MD, encoding="utf-8")
    submissions = collect([str(export), str(canvas)])
    assert [(s.id, s.extra) for s in submissions] == [
        ("submission_101", (("name", "Ada Lovelace"), ("email", "ada@example.edu"), ("sid", "42"))),
        ("1234", (("name", "lovelaceada"),)), ("99", (("name", "turingalan"),))]


@pytest.mark.parametrize("metadata, expected", [
    (":submitters:\n- :name: Priya Raman\n  :sid: '06123457'\n  :email: praman@example.edu\n",
     (("name", "Priya Raman"), ("email", "praman@example.edu"), ("sid", "06123457"))),
    (":submitter:\n  :name: Jordan Lee\n  :sid: \"5590213\"\n:assignment: Assignment 2\n",
     (("name", "Jordan Lee"), ("sid", "5590213"))),
    ("not: yaml: at all\n", ()),
])
def test_a_submission_folder_with_its_own_metadata(tmp_path, metadata, expected):
    """A folder per submission, each with its own submission_metadata.yml: the students' fields come from it."""
    (tmp_path / "submission_7").mkdir()
    (tmp_path / "submission_7" / "hw.md").write_text(MD, encoding="utf-8")
    (tmp_path / "submission_7" / "submission_metadata.yml").write_text(metadata, encoding="utf-8")
    (submission,) = collect([str(tmp_path)])
    assert (submission.id, submission.extra) == ("submission_7", expected)


@pytest.mark.parametrize("names, expected", [
    (["schmidtjonas_41102_hw2.md"], [("41102", "schmidtjonas")]),
    (["schmidtjonas_41102_hw2.md", "schmidtjonas_41102_notes.md"], [("41102", "schmidtjonas")]),
    (["kimminjun_41677_1843201_hw2.md", "leeharper_42288_hw2.md"],
     [("41677", "kimminjun"), ("42288", "leeharper")]),
    # a number of fewer than 4 digits alone is part of the file's own name, not a Canvas id
    (["exam_2_final.md"], [("exam_2_final", None)]),
    # one number under two names: each keeps its name in the id, so no row is another student's
    (["smithjo_55555_hw.md", "smithjoe_55555_hw.md"], [("smithjo_55555", "smithjo"), ("smithjoe_55555", "smithjoe")]),
])
def test_canvas_names_with_the_user_id_alone(tmp_path, names, expected):
    """`lastfirst_12345_name` is Canvas's student 12345, as `lastfirst_12345_678_name` is."""
    for name in names:
        (tmp_path / name).write_text(MD, encoding="utf-8")
    assert [(s.id, dict(s.extra).get("name")) for s in collect([str(tmp_path)])] == expected


@pytest.mark.parametrize("path, message", [
    ("nowhere", r"^nowhere: no such file or folder$"),
    ("notes.rtf", r"^.*notes\.rtf: not a write-up \(.*\) nor a folder of them$"),
])
def test_paths_that_hold_no_writeup(tmp_path, path, message):
    (tmp_path / "notes.rtf").write_text("x", encoding="utf-8")
    target = path if path == "nowhere" else str(tmp_path / path)
    with pytest.raises(NoWriteups, match=message):
        collect([target])


def test_the_command_line(tmp_path, klass, capsys):
    out = tmp_path / "r.json"
    assert main(["grade", str(klass / "ada.md"), str(klass / "alan.html"), "--parts", "1a", "1b", "--out",
                 str(out)]) == 0
    rows = json.loads(out.read_text(encoding="utf-8"))
    assert [(r["id"], r["part"], r["verdict"]) for r in rows] == [
        ("ada", "copy", "correct"), ("ada", "average", "incorrect"), ("alan", "copy", "correct"),
        ("alan", "average", "correct")]
    assert main(["grade", str(tmp_path / "none")]) == 2
    assert capsys.readouterr().err == f"symattn: {tmp_path / 'none'}: no such file or folder\n"
    assert main(["grade", str(klass), "--edition", "1999"]) == 2
    assert "no part is numbered in edition '1999'" in capsys.readouterr().err
    assert main(["grade", str(ROOT / "examples" / "class.csv"), "--parts", "1b"]) == 2
    assert capsys.readouterr().err == ("symattn: --edition and --parts choose the parts of write-ups, not of a CSV or "
                                       "JSON table\n")
    assert main(["grade", str(ROOT / "examples" / "class.csv"), str(klass)]) == 2
    assert capsys.readouterr().err == ("symattn: give one CSV or JSON table of answers, or write-ups and folders, not "
                                       "both\n")


def test_csv_output_carries_found_as_json(tmp_path, klass):
    out = tmp_path / "r.csv"
    assert main(["grade", str(klass / "ada.md"), "--parts", "1b", "--out", str(out)]) == 0
    (row,) = list(csv.DictReader(io.StringIO(out.read_text(encoding="utf-8"))))
    assert list(row)[-2:] == ["found", "answer"] and json.loads(row["found"])["heading"] == "## 1(b)"


def test_the_autograder_grades_a_writeup_without_markers(tmp_path):
    submission = tmp_path / "submission"
    submission.mkdir()
    (submission / "hw.md").write_text(MD, encoding="utf-8")
    report = gradescope.run(submission, tmp_path / "results.json", workers=1,
                            assignment=gradescope.Assignment(parts=("1a", "1b")))
    tests = {t["name"].split(":")[0]: t for t in report["tests"]}
    assert report["output"] == "Found 2 answers in hw.md by its numbering."
    assert tests["copy"]["score"] == 3 and tests["average"]["score"] == 0
    assert tests["average"]["output"].endswith("Taken from hw.md, under '\\#\\# 1(b)'.")


def test_a_source_and_its_compiled_copy_are_one_answer(tmp_path):
    """hw.md and hw.html in one submission folder: each part is taken from the source, not found twice."""
    folder = tmp_path / "class" / "ada"
    folder.mkdir(parents=True)
    (folder / "hw.md").write_text(MD, encoding="utf-8")
    (folder / "hw.html").write_text(HTML, encoding="utf-8")
    verdicts = grade_writeups([str(tmp_path / "class")], workers=1, chosen=CHOSEN, edition="2025")
    assert [(v.id, v.part, v.verdict) for v in verdicts] == [("ada", "copy", "correct"), ("ada", "average", "incorrect")]
    assert all(v.found["file"].endswith("hw.md") and "also" not in v.found for v in verdicts)


@pytest.mark.parametrize("found, shown", [
    ({"file": "/x/hw.pdf", "page": 2, "span": [1, 2], "heading": "(b) $q$ & 100%"},
     "hw.pdf, page 2, under “(b) \\$q\\$ \\& 100\\%”"),
    (json.dumps({"file": "a/hw.md", "page": None, "span": [1, 2], "heading": ""}), "hw.md"),
    (None, ""), ("", ""),
])
def test_feedback_sheets_say_where_the_answer_was_taken_from(found, shown):
    from symattn.render.feedback import _found

    assert _found({"found": found}) == shown


def test_a_submission_of_photos_is_still_a_row_per_part(tmp_path):
    (tmp_path / "class" / "ada").mkdir(parents=True)
    (tmp_path / "class" / "ada" / "page1.jpg").write_bytes(b"\xff\xd8")
    (tmp_path / "class" / "bob.md").write_text(MD, encoding="utf-8")
    verdicts = grade_writeups([str(tmp_path / "class")], workers=1, chosen=CHOSEN, edition="2025")
    assert [(v.id, v.part, v.verdict) for v in verdicts][:2] == [("ada", "copy", "missing"), ("ada", "average", "missing")]
    assert verdicts[0].feedback.startswith("Not found in the write-up: no write-up in the submission (.tex, ")
    assert verdicts[0].feedback.endswith("); it holds page1.jpg.")


def test_parts_chosen_by_name_each_get_a_row_whatever_the_edition(tmp_path):
    """--parts 1b e-i: the write-up follows 2025, kqv-plain is numbered only in the older edition: still a row."""
    path = tmp_path / "hw.md"
    path.write_text(MD, encoding="utf-8")
    chosen = [p for p in load_parts([], ()) if p.id in ("average", "kqv-plain")]
    verdicts = grade_writeups([str(path)], workers=1, chosen=chosen)
    assert [(v.part, v.verdict) for v in verdicts] == [("average", "incorrect"), ("kqv-plain", "missing")]


REAL = Path(__file__).parent / "corpus" / "writeups"
# a public write-up in Typst (tests/corpus/writeups/SOURCES.md): each part's answer as the student wrote it, and the
# verdict it has by the mathematics (its condition for copying is prose, which a person grades)
REAL_LABELS = {
    "copy": (["This occurs when the dot product between the query", "effectively \"copying\""], {"manual"}),
    # its explanations in words ("will assign approximately equal weight") are not read: review, never incorrect
    "average": (["q = lambda (k_a + k_b)"], {"correct", "error"}),
    "single-head": (["q = lambda (mu_a + mu_b)"], {"correct", "error"}),
    "single-head-noise": (["flip-flop between being almost entirely"], {"correct", "error", "manual"}),
    "multi-head": (["q_1 = lambda mu_a quad q_2 = lambda mu_b"], {"correct", "error"}),
    "multi-head-noise": (["remains highly stable and consistently approximately"], {"correct", "error", "manual"}),
    "multi-head-summary": (["Multi-headed attention overcomes this drawback"], {"manual"}),
}


def test_a_real_typst_writeup_is_located_and_graded(tmp_path):
    """Its parts are a Typst list (+) under an unnumbered heading, each sub-part's answer after #answer: every part
    is found where its answer is, with none of the handout's words before it, and graded as labelled (a part the
    grader cannot settle goes to a person, never to correct)."""
    path = REAL / "typst-2edbef4a9b-attention.typ"
    text = path.read_text(encoding="utf-8")
    rows = {v.part: v for v in grade_writeups([str(path)], workers=1)}
    for part, (snippets, verdicts) in REAL_LABELS.items():
        span = rows[part].found["span"]
        for snippet in snippets:
            at = text.index(snippet)
            assert span[0] <= at and at + len(snippet) <= span[1], (part, snippet)
        assert not text[span[0]:span[1]].lstrip().startswith("("), part  # not "(2 points) …", the handout's
        assert rows[part].verdict in verdicts, (part, rows[part].verdict, rows[part].feedback)


@pytest.mark.parametrize("answer, page, verdict, expected", [
    ("V = (u_b u_b^T - u_c u_c^T)/β2", 3, "incorrect", "error"),  # β² flattened: the refutation may rest on it
    ("q = t2 (k_a + k_b)", 1, "incorrect", "error"),
    ("q = e^t k_a", 2, "incorrect", "incorrect"),  # no letter runs into a digit: the refutation stands
    ("V = (u_b u_b^T - u_c u_c^T)/β2", None, "incorrect", "incorrect"),  # a text file keeps its ^2: read whole
    ("V = (u_b u_b^T - u_c u_c^T)/β2", 3, "correct", "correct"),
])
def test_a_refutation_of_pdf_text_with_a_flattened_script_goes_to_review(answer, page, verdict, expected):
    """A PDF's text keeps no raise or drop: "β2" may be β² or β₂, so a refutation of such an answer is reviewed."""
    from types import SimpleNamespace

    from symattn.grading import verdict as v
    from symattn.grading.writeups import _scripts_unread
    found = SimpleNamespace(places=[{"page": page}], answer=answer)
    graded = v.Verdict("kqv-design", v.VerdictKind(verdict), 0.0 if verdict == "incorrect" else 4.0, 4.0, "Read as …")
    assert _scripts_unread(graded, found).verdict == expected
