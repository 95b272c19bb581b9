"""Context kept: results say which derivations graded them, and render uses them or refuses with the reason; the
answer sheet's header fits a course's own edition and problem title."""

import csv
import io
import json
import shutil
from pathlib import Path

import pytest

from symattn.cli import main
from symattn.render.answer_sheet import sheet_data
from symattn.spec.catalogue import load_parts
from symattn.verification.verify import verify

DATA = Path(__file__).parent / "data"


@pytest.fixture
def graded(tmp_path, capsys) -> Path:
    """The variants' class graded with a copy of variants.toml: results.json."""
    shutil.copy(DATA / "variants.toml", tmp_path / "mine.toml")
    results = tmp_path / "results.json"
    assert main(["grade", "--derivations", str(tmp_path / "mine.toml"), str(DATA / "variants-class.csv"), "--out",
                 str(results)]) == 0
    capsys.readouterr()
    return results


def test_results_record_the_derivations_they_were_graded_with(graded, tmp_path, capsys):
    """JSON: a list; CSV: one cell holding the list; the shipped derivations record nothing (the format is unchanged)."""
    rows = json.loads(graded.read_text(encoding="utf-8"))
    assert {tuple(row["derivations"]) for row in rows} == {(str((tmp_path / "mine.toml").resolve()),)}
    assert main(["grade", "--derivations", str(tmp_path / "mine.toml"), str(DATA / "variants-class.csv")]) == 0
    first = next(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert json.loads(first["derivations"]) == [str((tmp_path / "mine.toml").resolve())]
    assert main(["grade", "--part", "average", "--answer", "q = t(k_a + k_b)", "--json"]) == 0
    assert "derivations" not in json.loads(capsys.readouterr().out)


def test_render_uses_the_recorded_derivations(graded, tmp_path, capsys):
    """Without --derivations, the sheets still show each part's question (from the recorded file)."""
    assert main(["render", "--feedback", str(graded), "--out", str(tmp_path / "out")]) == 0
    assert "note:" not in capsys.readouterr().err
    sheet = (tmp_path / "out" / "feedback-class.tex").read_text(encoding="utf-8")
    assert "Find a query" in sheet


def test_render_refuses_when_the_recorded_derivations_are_gone(graded, tmp_path, capsys):
    """The file it was graded with cannot be read: exit 2 with the reason, no sheets without questions."""
    (tmp_path / "mine.toml").unlink()
    assert main(["render", "--feedback", str(graded), "--out", str(tmp_path / "out")]) == 2
    err = capsys.readouterr().err
    assert "was graded with --derivations" in err and "cannot be read now: give --derivations" in err


def test_render_refuses_other_derivations_that_lack_the_parts(graded, tmp_path, capsys):
    """--derivations naming the shipped files for results graded with a course's own: exit 2, naming both."""
    assert main(["render", "--feedback", str(graded), "--out", str(tmp_path / "out"), "--derivations",
                 str(Path(__file__).parent.parent / "derivations")]) == 2
    err = capsys.readouterr().err
    assert "are not in the derivations in use" in err and "the results were graded with --derivations" in err


def test_results_from_before_the_record_get_a_note(graded, tmp_path, capsys):
    """Old results with no record and parts the shipped derivations lack: rendered, with a note saying so."""
    rows = json.loads(graded.read_text(encoding="utf-8"))
    for row in rows:
        del row["derivations"]
    old = tmp_path / "old.json"
    old.write_text(json.dumps(rows), encoding="utf-8")
    assert main(["render", "--feedback", str(old), "--out", str(tmp_path / "out")]) == 0
    assert "symattn: note: the part(s) average-three, norm-beta, two-head-quarters, weighted-any, weighted-average " \
           "are not in the shipped derivations: their sheets show no question" in capsys.readouterr().err


@pytest.mark.parametrize("derivations, edition, title, label", [
    ((), "2025", "Attention exploration: answer sheet", "2025 edition"),
    ((str(DATA / "variants.toml"),), "2026", "Attention exploration: variants: answer sheet", "2026 edition"),
])
def test_the_answer_sheet_header_fits_the_course(derivations, edition, title, label):
    """A course's own edition reads '2026 edition', and its [problem] title is the sheet's title."""
    parts = load_parts([], derivations)
    data = sheet_data(parts, verify([], derivations=derivations), edition)
    assert (data["title"], data["edition"]) == (title, label)
