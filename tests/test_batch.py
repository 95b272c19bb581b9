"""Batches: one verdict per row, in order, with its id; hostile rows answered; the process survives."""

import csv
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from symattn.grading import batch
from symattn.grading.batch import Row, UnreadableInput, as_csv, as_json, grade_rows, read_rows

ROOT = Path(__file__).parent.parent
HOSTILE = [
    "__import__('os').system('touch /tmp/symattn-pwned')",
    "().__class__.__bases__",
    "lambda x: x",
    "9**9**9**9",
    r"$q = 10^{10^{10^{10}}} (k_a + k_b)$",
    "(" * 5000 + "k_a" + ")" * 5000,
    "q = t(k_a+k_b) " + "x" * 1_000_000,
    "q = t(k_a + k_b)\x00\x1b[31m",
    "$q = t(k_a + k_b) and $ unbalanced $",
    r"\input{/etc/passwd}",
    r"\write18{rm -rf /}",
    "{{ 7*7 }} {% for x in y %}",
    r"$q = \frac{1}{0}(k_a + k_b)$",
    r"$q = e^{10^{20} \log 2} (k_a+k_b)$",
    "",
]


def test_hostile_rows_are_all_answered():
    """Every hostile row gets a verdict with its id; nothing is executed."""
    rows = [Row(f"h{i}", "average", text) for i, text in enumerate(HOSTILE)] + [Row("bad-part", "nope", "q = t k_a")]
    verdicts = grade_rows(rows)
    assert [v.id for v in verdicts] == [r.id for r in rows]
    assert all(v.verdict in ("correct", "incorrect", "invalid", "error") for v in verdicts)
    assert verdicts[-1].verdict == "error" and verdicts[-1].feedback.startswith("unknown part 'nope'")
    assert not Path("/tmp/symattn-pwned").exists()


def test_identical_answers_are_graded_once(monkeypatch):
    """Rows that differ only in white space share one grading."""
    import symattn.grading.batch as batch

    seen = []
    original = batch.run_all
    monkeypatch.setattr(batch, "run_all", lambda f, tasks, *a, **k: seen.append(len(tasks)) or original(f, tasks, *a,
                                                                                                          **k))
    rows = [Row(str(i), "average", "q = t(k_a + k_b)" if i % 2 else "q  =  t(k_a +   k_b)") for i in range(6)]
    assert {v.verdict for v in grade_rows(rows)} == {"correct"} and seen == [1]


@pytest.mark.parametrize("content, suffix", [
    ('id,part,answer\ns1,average,"q = t(k_a + k_b)"\ns2,1b,"We take\nq = beta (k_a + k_b)"\n', ".csv"),
    (json.dumps([{"id": "s1", "part": "average", "answer": "q = t(k_a + k_b)"},
                 {"id": "s2", "part": "1b", "answer": "We take\nq = beta (k_a + k_b)"}]), ".json"),
])
def test_csv_and_json_inputs(tmp_path, content, suffix):
    """CSV with multi-line quoted answers, or a JSON list; parts by id or numbering."""
    path = tmp_path / f"rows{suffix}"
    path.write_text(content, encoding="utf-8")
    verdicts = grade_rows(read_rows(path))
    assert [(v.id, v.part, v.verdict) for v in verdicts] == [("s1", "average", "correct"), ("s2", "average", "correct")]


@pytest.mark.parametrize("content, message", [
    ("not,a,header\n1,2,3\n", r"^.*rows\.csv: expected a CSV header with the columns id, part, answer \(any order or "
                              r"case\), found not, a, header$"),
    ("id,part,answer,ID\n1,2,3,4\n", r"^.*rows\.csv: the header repeats the column\(s\) id$"),
    ("id,part,answer,Verdict\n1,2,3,4\n", r"^.*rows\.csv: the column\(s\) Verdict would clash with the output's; "
                                          r"rename them$"),
    ("", r"^.*rows\.csv: expected a CSV header with the columns id, part, answer \(any order or case\), found nothing$"),
    ("[1, 2", r"^.*rows\.csv is not valid JSON: .*$"),
])
def test_unreadable_files(tmp_path, content, message):
    """A file that cannot be read as rows is an error for the whole file."""
    path = tmp_path / "rows.csv"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(UnreadableInput, match=message):
        read_rows(path)


def test_csv_output_round_trips():
    """The CSV output has one row per verdict with the documented columns."""
    verdicts = grade_rows([Row("s1", "average", "q = t(k_a + k_b)")])
    (record,) = csv.DictReader(io.StringIO(as_csv(verdicts)))
    assert (record["id"], record["verdict"], record["score"], record["max_score"]) == ("s1", "correct", "2", "2")


def _cli(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "symattn", *args], capture_output=True, text=True, cwd=cwd)


def test_cli_batch_json_and_out(tmp_path):
    """grade FILE --json --out writes a JSON list, one object per row, exit 0 whatever the verdicts."""
    rows = tmp_path / "rows.csv"
    rows.write_text('id,part,answer\na,average,"q = k_a + k_b"\nb,zzz,"q"\n', encoding="utf-8")
    done = _cli("grade", str(rows), "--json", "--out", str(tmp_path / "out.json"))
    assert done.returncode == 0, done.stderr
    result = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert [(r["id"], r["verdict"]) for r in result] == [("a", "incorrect"), ("b", "error")]
    assert set(result[0]) >= {"part", "verdict", "score", "max_score", "feedback"}


@pytest.mark.parametrize("args, code, stream, start", [
    (["grade", "--part", "average", "--answer", "q = beta(k_a + k_b)"], 0, "stdout", "average: correct (2/2)"),
    (["grade", "--part", "1b", "--answer", "q = k_a + k_b"], 1, "stdout", "average: incorrect (1/2)"),
    (["grade", "--part", "average", "--answer", "q = t(k_a"], 1, "stdout", "average: invalid (0/2)"),
    (["grade", "missing.csv"], 2, "stderr", "symattn: cannot read missing.csv: No such file or directory"),
    (["grade"], 2, "stderr", "symattn: grade needs a FILE, or --part and --answer"),
    (["grade", "--part", "average", "--answer", "q", "--tolerance", "abc"], 2, "stderr",
     "symattn: --tolerance must be a number"),
    (["grade", "--part", "nosuch", "--answer", "q = t k_a"], 2, "stderr", "symattn: no part 'nosuch'; the parts are: "),
])
def test_cli_single_answers_and_errors(args, code, stream, start):
    """One verdict per --answer; bad usage exits 2 with one line and no traceback."""
    done = _cli(*args)
    assert done.returncode == code
    assert getattr(done, stream).startswith(start) and "Traceback" not in done.stderr


def test_header_in_any_case_and_order_and_extra_columns_carried_through(tmp_path):
    """'Answer,ID,Part' is the header id,part,answer; email and section come out in every output, in input order."""
    path = tmp_path / "rows.csv"
    path.write_text('Email, Answer ,ID,Part,Section\nj@x.org,"q = t(k_a + k_b)",s1,1b,A\n\nm@x.org,q = k_a,s2,average,B\n',
                    encoding="utf-8")
    rows = read_rows(path)
    assert [(r.id, r.part, r.extra) for r in rows] == [("s1", "1b", (("Email", "j@x.org"), ("Section", "A"))),
                                                       ("s2", "average", (("Email", "m@x.org"), ("Section", "B")))]
    verdicts = grade_rows(rows)
    header, *records = list(csv.reader(io.StringIO(as_csv(verdicts))))
    assert header == ["id", "Email", "Section", "part", "verdict", "score", "max_score", "feedback", "reading",
                      "canonical", "answer"]
    assert [r[-1] for r in records] == ["q = t(k_a + k_b)", "q = k_a"]  # as written: the review desk shows it
    assert [r[:6] for r in records] == [["s1", "j@x.org", "A", "average", "correct", "2"],
                                         ["s2", "m@x.org", "B", "average", "incorrect", "0"]]
    assert list(json.loads(as_json(verdicts))[0])[:3] == ["id", "Email", "Section"]


def test_canonical_form_clusters_equal_answers():
    """β(k_a + 3k_b) and γk_a + 3γk_b are one wrong answer, whatever the scale is called; where the scale goes is
    part of it (issue 26: the report listed t → 0 and t → ∞ as one answer)."""
    verdicts = grade_rows([Row("a", "average", r"q = \beta(k_a + 3k_b)"), Row("b", "average", r"q = \gamma k_a + 3\gamma k_b"),
                           Row("c", "average", "q = t(3k_a + k_b)"), Row("d", "average", r"q = t(k_a + 3k_b), t \to 0")])
    assert verdicts[0].canonical == verdicts[1].canonical == r"q = t k_{a} + 3 t k_{b}, \quad t \to \infty"
    assert verdicts[2].canonical != verdicts[0].canonical
    assert verdicts[3].canonical == r"q = t k_{a} + 3 t k_{b}, \quad t \to 0^{+}"


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_progress_bar_shows_rate_and_time_left():
    """At 10 of 40 answers after 5 s: 2 answers/s and 15 s left; the last update says how long it took."""
    times = iter([0.0, 5.0, 20.0])
    stream = _Terminal()
    bar = batch.TerminalProgress(stream, clock=lambda: next(times))
    for done in (0, 10, 40):
        bar(done, 40)
    lines = stream.getvalue().split("\r")
    assert "10/40  2.0 answers/s  15 s left" in lines[2] and lines[3].startswith(f"grading [{'#' * 30}] 40/40")
    assert "in 20 s" in lines[3] and lines[3].endswith("\n")


def test_progress_bar_is_silent_off_a_terminal():
    """Piped output gets no bar."""
    stream = io.StringIO()
    batch.TerminalProgress(stream)(5, 40)
    assert stream.getvalue() == ""
