"""A TA's decisions: the file, the groups they cover, applied by grade and report, look-alikes flagged."""

import csv
import json
from pathlib import Path

import pytest

from symattn import cli
from symattn.grading import decisions as d
from symattn.grading.batch import Row, grade_rows
from symattn.grading.verdict import Verdict, VerdictKind

DATA = Path(__file__).parent / "data"
REVIEW = ("Read as: $q = t \\left(k_{a} + k_{b}\\right)$.\nNeeds manual review: you say where $t$ goes "
          "('t$ not small'), in a form the grader does not read.")


def verdict(kind="error", canonical="q = t k_{a} + t k_{b}", feedback=REVIEW, score=0.0, id_="s1"):
    return Verdict("average", VerdictKind(kind), score, 2.0, feedback, "q = t (k_a + k_b)", id_, canonical)


def decided(kind="correct", score=2.0, comment="Fine: t grows.", of=None):
    """A TA's decision on the group of `of` (s1's needs-review answer), made on that answer."""
    of = of or verdict()
    return d.make_decision(d.key_of(of), kind, score, comment, 2.0, d.reason(of.feedback), [d.answer_of(of)])


@pytest.mark.parametrize("feedback, expected", [
    ("Read as: $q = \\beta k_a$.\n$\\beta$ is taken as a large scale", "… is taken as a large scale"),
    ("Read as: $q = t k_a$.\n$t$ is taken as a large scale", "… is taken as a large scale"),
    ("With this answer $c \\to v_a$;  the part   needs $c \\to v_b$.", "With this answer …; the part needs …."),
    ("", ""),
])
def test_reason_is_the_words_of_the_feedback(feedback, expected):
    """The reason drops the reading and masks the math: every spelling of one reading has one reason."""
    assert d.reason(feedback) == expected


def test_a_row_without_a_canonical_reading_is_a_group_of_its_own():
    """An unreadable answer is never decided with others: its group is its own id."""
    assert d.key_of(verdict("invalid", canonical="")).student == "s1"
    assert d.key_of({"id": "s2", "part": "average", "verdict": "invalid", "canonical": " "}).student == "s2"
    assert d.key_of(verdict()).student == ""


@pytest.mark.parametrize("kind, score, comment, message", [
    ("manual", 1, "", r"^a decision's verdict is correct or incorrect, not 'manual'$"),
    ("correct", 3, "", r"^points must be a number from 0 to 2, not '3'$"),
    ("correct", -1, "", r"^points must be a number from 0 to 2, not '-1'$"),
    ("correct", "two", "", r"^points must be a number from 0 to 2, not 'two'$"),
    ("correct", 2, "x" * 2001, r"^a comment is at most 2000 characters; this one has 2001$"),
])
def test_decisions_are_bounded(kind, score, comment, message):
    """A verdict a TA decides, points within the part's, a comment of bounded length."""
    with pytest.raises(d.DecisionsError, match=message):
        d.make_decision(d.key_of(verdict()), kind, score, comment, 2.0)


def test_the_file_round_trips(tmp_path):
    """What is written is read back as the same decisions."""
    path = tmp_path / "decisions.json"
    decision = decided()
    d.write_decisions(path, {decision.group: decision})
    assert d.read_decisions(path) == {decision.group: decision}
    assert json.loads(path.read_text(encoding="utf-8"))["format"] == "symattn-decisions"


@pytest.mark.parametrize("text, message", [
    ("{", r"^.*decisions\.json is not valid JSON: Expecting property name enclosed in double quotes \(line 1\)$"),
    ("[]", r"^.*decisions\.json: expected a decisions file .*$"),
    ('{"format": "symattn-decisions", "version": 1, "decisions": [3]}',
     r"^.*decisions\.json: decision 1: expected an object with part, canonical, graded .*$"),
    ('{"format": "symattn-decisions", "version": 1, "decisions": [{"part": "average", "canonical": "q", '
     '"graded": {"verdict": "error", "score": 0, "reason": ""}, "verdict": "great", "score": 2}]}',
     r"^.*decisions\.json: decision 1: a decision's verdict is correct or incorrect, not 'great'$"),
])
def test_a_broken_file_is_refused_with_where(tmp_path, text, message):
    """A malformed decisions file names itself and the decision."""
    path = tmp_path / "decisions.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(d.DecisionsError, match=message):
        d.read_decisions(path)


def test_a_missing_file_holds_no_decisions(tmp_path):
    """The desk starts a new file."""
    assert d.read_decisions(tmp_path / "none.json") == {}


@pytest.mark.parametrize("row, expected", [
    (verdict(), "decided"),  # the group itself
    (verdict(feedback=REVIEW.replace("$t$", "$\\gamma$")), "decided"),  # another spelling, the same words
    (verdict(feedback=REVIEW.replace("$t$", "$\\gamma$"), id_="s2"), "decided"),  # a new answer, the same cause
    (verdict(feedback="Read as: $q$.\nNeeds manual review: you also send $n$ to +∞.", id_="s2"), "flagged"),  # new, other
    (verdict(feedback="Read as: $q$.\nNeeds manual review: you also send $n$ to +∞."), "decided"),  # s1 unchanged
    (verdict("incorrect", feedback="With this answer $c \\to v_a$.", id_="s2"), "flagged"),  # the grader disagrees
    (verdict("incorrect", feedback="With this answer $c \\to v_a$."), "decided"),  # s1 unchanged, grader changed
    (verdict("correct", score=2.0, feedback="The output tends to the average.", id_="s2"), ""),  # the grader agrees
    (verdict(canonical="q = t k_{a}"), ""),  # another reading
    (verdict(canonical="q = t k_{a} + t k_{b}, \\quad t \\to 0^{+}"), ""),  # another direction
])
def test_outcome_applies_flags_or_leaves(row, expected):
    """The answers a decision was made on stay decided, whatever the grader now says of them; a new answer takes it
    when the grader gives the same cause, and is flagged when it gives another, or could not decide it, or decided
    otherwise than the TA."""
    decision = decided()
    assert d.outcome(row, {decision.group: decision}).note.split(" ")[0].rstrip(":") == expected


def test_apply_to_verdicts_changes_the_grade_and_says_so():
    """A decided verdict takes the TA's verdict, points and comment; a flagged one keeps the grader's."""
    decision = decided()
    (applied, flagged) = d.apply_to_verdicts([verdict(), verdict("incorrect", feedback="other", id_="s2")],
                                             {decision.group: decision})
    assert (applied.verdict, applied.score) == ("correct", 2.0)
    assert applied.feedback.endswith("A TA reviewed this answer: correct (2/2). Fine: t grows.")
    assert applied.decision == "decided by a TA for its group (the grader said error, 0/2)"
    assert (flagged.verdict, flagged.score, flagged.decision.split(":")[0]) == ("incorrect", 0.0, "flagged")


def test_apply_to_rows_counts_and_keeps_earlier_decisions():
    """report --decisions: rows decided by grade --decisions keep their decision."""
    decision = decided()
    rows = [verdict().to_dict(), {**verdict().to_dict(), "decision": "decided earlier", "score": 1.0}]
    out, counts = d.apply_to_rows(rows, {decision.group: decision})
    assert [(r["verdict"], r["score"]) for r in out] == [("correct", 2.0), ("error", 1.0)]
    assert counts == {"decided": 1, "flagged": 0}


def test_grade_and_report_apply_the_file(tmp_path, capsys):
    """The decision on a graded group is in `grade --decisions` output and in the report."""
    (graded,) = grade_rows([Row("s01", "average", "$q = t(k_a+k_b)$ with $t$ not small")])
    assert graded.verdict == "error"
    decision = d.make_decision(d.key_of(graded), "correct", 2, "Not small and growing: fine.", 2.0,
                               d.reason(graded.feedback), [d.answer_of(graded)])
    path = tmp_path / "decisions.json"
    d.write_decisions(path, {decision.group: decision})
    results = tmp_path / "results.json"
    assert cli.main(["grade", str(DATA / "serve-class.csv"), "--decisions", str(path), "--out", str(results)]) == 0
    rows = {row["id"]: row for row in json.loads(results.read_text(encoding="utf-8"))}
    assert [(rows[s]["verdict"], rows[s]["score"]) for s in ("s01", "s02")] == [("correct", 2.0)] * 2
    assert rows["s01"]["decision"].startswith("decided by a TA")
    assert "decision" not in rows["s03"]
    plain = tmp_path / "plain.json"
    assert cli.main(["grade", str(DATA / "serve-class.csv"), "--out", str(plain)]) == 0
    assert cli.main(["report", str(plain), "--decisions", str(path), "--out", str(tmp_path / "report")]) == 0
    assert "2 answer(s) decided by a TA's decision, 0 flagged" in capsys.readouterr().err
    grades = {row["id"]: row for row in csv.DictReader((tmp_path / "report" / "grades.csv").open(encoding="utf-8"))}
    assert (grades["s01"]["average"], grades["s02"]["average"]) == ("2", "2")


def test_a_broken_decisions_file_is_a_usage_error(tmp_path, capsys):
    """grade --decisions with a file that is not one: exit 2 and a message, no traceback."""
    path = tmp_path / "decisions.json"
    path.write_text("[]", encoding="utf-8")
    assert cli.main(["grade", "--part", "average", "--answer", "q = t(k_a+k_b)", "--decisions", str(path)]) == 2
    assert capsys.readouterr().err.startswith(f"symattn: {path}: expected a decisions file")


def test_a_decided_row_is_grouped_by_what_the_grader_said():
    """A result `grade --decisions` decided carries the TA's verdict, and its group is still the grader's."""
    decision = decided()
    (applied,) = d.apply_to_verdicts([verdict()], {decision.group: decision})
    assert applied.verdict == "correct" and d.key_of(applied) == decision.group
    assert d.outcome(applied, {decision.group: decision}).applied == decision
    assert d.reason(applied.feedback) == decision.reason  # the TA's line is not the grader's reason


def test_a_version_1_file_is_read(tmp_path):
    """A file written before decisions remembered their answers: its groups are decided by their reason."""
    path = tmp_path / "decisions.json"
    path.write_text(json.dumps({"format": "symattn-decisions", "version": 1, "decisions": [
        {"part": "average", "canonical": "q = t k_{a} + t k_{b}", "graded": {"verdict": "error", "score": 0,
         "reason": d.reason(REVIEW)}, "verdict": "correct", "score": 2, "comment": ""}]}), encoding="utf-8")
    decisions = d.read_decisions(path)
    assert d.outcome(verdict(id_="s9"), decisions).applied is not None


@pytest.mark.parametrize("direction, expected", [
    (r"$t$ is not much greater than 1", "error"),
    (r"$t \to \infty$", "correct"),
    (r"$t \to 0$", "incorrect"),
    (r"$t = 5$", "incorrect"),
])
def test_a_group_is_the_reading_with_its_direction(direction, expected):
    """One form with another direction is another group: deciding 'not much greater than 1' touches none of the
    others (issue 26: right answers with t → ∞ were flagged)."""
    (unread, other) = grade_rows([Row("s1", "average", r"$q = \gamma(k_a + k_b)$ where $\gamma$ is not much greater "
                                                       r"than 1"),
                                  Row("s2", "average", f"$q = t(k_a + k_b)$ where {direction}")], workers=1)
    assert (unread.verdict, other.verdict) == ("error", expected)
    decision = decided("incorrect", 0.0, of=unread)
    found = d.outcome(other, {decision.group: decision})
    assert (found.applied is not None, found.flagged is not None) == (expected == "error", False)
    assert (unread.canonical == other.canonical) == (expected == "error")
