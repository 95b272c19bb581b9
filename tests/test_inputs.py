"""Inputs a TA gets wrong: each gets a message naming the cause, never a silent wrong grade or an empty success."""

import json
from pathlib import Path

import pytest

from symattn.cli import main
from symattn.grading import gradescope
from symattn.grading.batch import UnreadableInput, read_rows


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("line, feedback", [
    ("s1,average,q = t(k_a, k_b)", "The input row was not graded: row 1 after the header: 3 fields expected (one per "
                                   "column of the header), found 4: quote answers that contain commas"),
    ("s1,average", "The input row was not graded: row 1 after the header: 3 fields expected (one per column of the "
                   "header), found 2: a field is missing"),
])
def test_a_row_with_the_wrong_number_of_fields_is_an_error_naming_the_cause(tmp_path, capsys, line, feedback):
    """Cut at a comma or short: verdict error with the cause, not an answer graded from the cells it happens to hold."""
    path = _write(tmp_path, "class.csv", f"id,part,answer\n{line}\ns2,average,\"q = t(k_a + k_b)\"\n")
    assert main(["grade", str(path), "--json"]) == 0
    first, second = json.loads(capsys.readouterr().out)
    assert (first["id"], first["verdict"], first["feedback"]) == ("s1", "error", feedback)
    assert second["verdict"] == "correct"


@pytest.mark.parametrize("text, message", [
    ("[1, 2]", r"^.*rows\.json: row 1 is a number, not an object with id, part, answer; every row of the list must be "
               r"one$"),
    ('[{"id": "s1", "part": "average", "answer": "q"}, "s2"]', r"^.*rows\.json: row 2 is a string, not an object.*$"),
])
def test_json_rows_that_are_not_objects_are_refused(tmp_path, text, message):
    """A list of numbers is not a class of empty answers to part ''."""
    with pytest.raises(UnreadableInput, match=message):
        read_rows(_write(tmp_path, "rows.json", text))


@pytest.mark.parametrize("command", [["report"], ["render", "--feedback"]])
@pytest.mark.parametrize("name, text", [("empty.json", "[]"), ("empty.csv", "id,part,verdict,score,max_score\n")])
def test_an_empty_class_exits_two(tmp_path, capsys, command, name, text):
    """report and render, like grade, refuse results with no rows."""
    path = _write(tmp_path, name, text)
    assert main([*command, str(path), "--out", str(tmp_path / "out")]) == 2
    assert capsys.readouterr().err == (f"symattn: {path} holds no results (no rows): nothing to "
                                       f"{command[0]}; grade the class first\n")


def test_a_large_ascii_answers_file_is_too_large_not_unreadable(tmp_path):
    """Over the limit: the message states the limit and the size, and does not call the file 'not UTF-8'."""
    folder = tmp_path / "submission"
    folder.mkdir()
    _write(folder, "answers.toml", "average = 'q = t(k_a + k_b)'\n" + "# padding\n" * 250_000)
    answers, note = gradescope.read_submission(folder)
    assert answers == {}
    assert note == ("answers.toml was not read: it has 2,500,029 bytes, more than the limit of 2,000,000 bytes (2 MB) "
                    "for one file.")


@pytest.mark.parametrize("name", ["1(b)", "1b", "(b)", "1B", " 1(c)(i) "])
def test_numbering_forms_name_parts(capsys, name):
    """An edition's numbering, with or without its brackets, names the part."""
    assert main(["grade", "--part", name, "--answer", "q = t(k_a + k_b)"]) in (0, 1)
    assert capsys.readouterr().out.split(":")[0] in ("average", "single-head")


def test_no_part_lists_what_exists_and_suggests_the_closest(capsys):
    """Every name a part answers to is listed, and the closest is suggested."""
    assert main(["verify", "averag"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("symattn: no part 'averag' (did you mean 'average'?); the parts are: copy (1(a), (a), 1, 1a-i, ")
    assert "average (1(b), (b), 2, 1b, b)" in err


def test_more_rows_than_the_limit_are_refused_with_the_limit(tmp_path, monkeypatch):
    """Never graded in part: the message names the limit."""
    import symattn.grading.batch as batch

    monkeypatch.setattr(batch, "MAX_ROWS", 2)
    path = _write(tmp_path, "class.csv", "id,part,answer\n" + "s,average,q\n" * 3)
    with pytest.raises(UnreadableInput, match=r"^.*class\.csv has more than 2 rows, the most one run grades: split "
                                              r"the class into several files$"):
        read_rows(path)
