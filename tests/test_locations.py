"""A TA's moves of located answers (grading/locations.py): checked against the write-up, kept in the decisions
file beside the decisions on groups, and applied by `grade PATH… --decisions` on every re-grade."""

import json
from pathlib import Path

import pytest

from symattn import cli
from symattn.grading import decisions as d
from symattn.grading import locations as loc

WRITEUP = ("# Homework\n\n## 1(b)\nSee my working further down.\n\n## Working\n"
           "We take $q = t(k_a + k_b)$ with $t \\to \\infty$, so that $\\alpha_a, \\alpha_b \\to \\frac12$.\n")
REGION = "We take $q = t(k_a + k_b)$ with $t \\to \\infty$, so that $\\alpha_a, \\alpha_b \\to \\frac12$."


@pytest.mark.parametrize("start, end, message", [
    (5, 3, r"^the region 5–3 is not inside the write-up \(0–20\)$"),
    (0, 21, r"^the region 0–21 is not inside the write-up \(0–20\)$"),
    (-1, 4, r"^the region -1–4 is not inside the write-up \(0–20\)$"),
    ("a", 4, r"^a region is two character positions \(numbers\), not 'a' and 4$"),
    (10, 13, r"^the region chosen holds only white space: choose the answer's text$"),
])
def test_a_move_is_a_region_of_the_writeup(start, end, message):
    with pytest.raises(d.DecisionsError, match=message):
        loc.make_move("ada", "average", "ada.md", "first part   second.", start, end)


@pytest.mark.parametrize("entry, message", [
    ({"id": "ada", "part": "average", "file": "a.md", "span": [3, 1], "text": "x"}, r"location 1: expected"),
    ({"id": "ada", "part": "average", "file": "a.md", "span": [1, 3]}, r"location 1: expected"),
    ({"id": "ada", "part": "average", "file": "a.md", "span": [1, 3], "text": "x", "from": "0-2"},
     r"location 1: from must be"),
    ({"id": "ada", "part": "average", "file": 7, "span": [1, 3], "text": "x"}, r"location 1: expected"),
])
def test_a_decisions_file_with_a_bad_location_is_refused(tmp_path, entry, message):
    path = tmp_path / "d.json"
    path.write_text(json.dumps({"format": d.FORMAT, "version": 2, "decisions": [], "locations": [entry]}),
                    encoding="utf-8")
    with pytest.raises(d.DecisionsError, match=rf"^{path}: {message}"):
        loc.read_moves(path)


def test_moves_and_decisions_round_trip_through_one_file(tmp_path):
    """Written beside the decisions on groups, read back equal; the decisions are read as before; a file of an
    earlier symattn (no locations) holds no moves."""
    path = tmp_path / "d.json"
    assert loc.read_moves(path) == {}
    text = "first part   second."
    moves = {("ada", "average"): loc.make_move("ada", "average", "ada.md", text, 0, 10, (12, 19), "It is here."),
             ("bo", "copy"): loc.make_move("bo", "copy", "bo.pdf", text, 13, 20)}
    d.write_decisions(path, {}, loc.records(moves))
    assert loc.read_moves(path) == moves and d.read_decisions(path) == {}
    assert json.loads(path.read_text(encoding="utf-8"))["locations"][0] == {
        "id": "ada", "part": "average", "file": "ada.md", "span": [0, 10], "text": loc.digest("first part"),
        "from": [12, 19], "comment": "It is here."}
    d.write_decisions(path, {})
    assert loc.read_moves(path) == {}


def grade(folder: Path, out: Path, decisions: Path = None) -> dict:
    args = ["grade", str(folder), "--parts", "1b", "--out", str(out)] + (["--decisions", str(decisions)]
                                                                          if decisions else [])
    assert cli.main(args) == 0
    (row,) = json.loads(out.read_text(encoding="utf-8"))
    return row


def test_grade_with_decisions_grades_the_region_a_ta_chose(tmp_path):
    """The grader takes 1(b)'s section ('see my working'): unreadable. A TA moves it to the working; grade
    --decisions grades that region, says so in the feedback and in `found`; when the write-up changes so that the
    region is gone, the move is not applied and the row is flagged."""
    folder = tmp_path / "class"
    folder.mkdir()
    (folder / "ada.md").write_text(WRITEUP, encoding="utf-8")
    first = grade(folder, tmp_path / "r.json")
    assert first["verdict"] == "invalid" and first["answer"] == "See my working further down."
    start = WRITEUP.index(REGION)
    move = loc.make_move("ada", "average", first["found"]["file"], WRITEUP, start, start + len(REGION),
                         first["found"]["span"], "The answer is under Working.")
    decisions = tmp_path / "d.json"
    d.write_decisions(decisions, {}, loc.records({("ada", "average"): move}))
    moved = grade(folder, tmp_path / "r2.json", decisions)
    assert (moved["verdict"], moved["score"]) == ("correct", 2.0)
    assert moved["answer"] == REGION
    assert moved["found"]["span"] == [start, start + len(REGION)] and moved["found"]["moved"] == {
        "from": first["found"]["span"]}
    assert moved["feedback"].endswith(f"{d.MOVED_LINE} it is graded on ada.md, characters {start}–"
                                      f"{start + len(REGION)} (it had been taken from characters "
                                      f"{first['found']['span'][0]}–{first['found']['span'][1]}). The answer is under "
                                      f"Working.")
    (folder / "ada.md").write_text(WRITEUP.replace("We take", "We pick"), encoding="utf-8")
    changed = grade(folder, tmp_path / "r3.json", decisions)
    assert changed["verdict"] == "invalid" and changed["decision"] == loc.FLAGGED_MOVE


@pytest.mark.parametrize("feedback, reason", [
    (f"Correct.\n{d.MOVED_LINE} it is graded on a.md, characters 3–9.", "Correct."),
    (f"Correct.\n{d.TA_LINE} correct (2/2).", "Correct."),
    (f"{d.MOVED_LINE} it is graded on a.md.\nWrong: $c \\to v_a$.", "Wrong: …."),
])
def test_a_move_is_no_part_of_the_graders_reason(feedback, reason):
    """A group's reason is what the grader said: the TA's lines (a decision, a move) are left out of it."""
    assert d.reason(feedback) == reason
