"""Grade a class: rows in (CSV `id,part,answer` or a JSON list), one verdict per row, in order.

Identical answers to the same part (after folding white space) are graded once.
A row that cannot be graded (unknown part, unreadable answer, timeout) is still
in the output, with its reason: no row is ever dropped. Other columns of the
input (email, SID, section, a name) are carried through to every output.
"""

import csv
import io
import json
import sys
import time
from dataclasses import dataclass, replace
from pathlib import Path

from symattn.errors import SymattnError
from symattn.grading import verdict as v
from symattn.grading.grade import grade_answer
from symattn.grading.memo import Memo
from symattn.grading.score import GradeOptions
from symattn.workers import Limits, run_all
from symattn.spec.catalogue import UnknownPart, by_name, load_parts, lookup, unknown_part_message

MAX_ROWS = 200_000
INPUT_COLUMNS = ("id", "part", "answer")
OUTPUT_COLUMNS = ("id", "part", "verdict", "score", "max_score", "feedback", "reading", "canonical")
STEP_COLUMNS = ("first_wrong", "steps")  # added by `grade --steps`
DERIVATIONS_COLUMN = "derivations"  # added when the rows were graded with --derivations: which files, so that render uses them
DECISION_COLUMN = "decision"  # added by `grade --decisions`: decided by a TA, or flagged (decisions.py)
FOUND_COLUMN = "found"  # added when whole write-ups were graded: where each answer was taken from (intake/)
ANSWER_COLUMN = "answer"  # last: the answer as written, which the review desk shows (a batch's rows only)
RESULT_COLUMNS = OUTPUT_COLUMNS + STEP_COLUMNS + (DERIVATIONS_COLUMN, DECISION_COLUMN, FOUND_COLUMN, ANSWER_COLUMN)  # every column grading writes


class UnreadableInput(SymattnError):
    """The batch file itself cannot be read."""


@dataclass(frozen=True)
class Row:
    id: str
    part: str
    answer: str
    extra: tuple = ()  # (column, value) pairs of the input's other columns, in the input's order
    problem: str = ""  # why the row itself cannot be graded (a CSV row with the wrong number of fields)


def read_rows(path: Path) -> list[Row]:
    try:
        raw = path.read_bytes()
    except OSError as error:
        raise UnreadableInput(f"cannot read {path}: {error.strerror}") from None
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise UnreadableInput(f"{path} is not UTF-8 text (byte {error.start})") from None
    if path.suffix.lower() == ".json" or text.lstrip().startswith("["):
        return _json_rows(text, path)
    return _csv_rows(text, path)


def _json_rows(text: str, path: Path) -> list[Row]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise UnreadableInput(f"{path} is not valid JSON: {error.msg} (line {error.lineno})") from None
    if not isinstance(data, list):
        raise UnreadableInput(f"{path}: expected a JSON list of objects with id, part, answer")
    _check_row_count(len(data), path)
    stray = next((i for i, item in enumerate(data[:MAX_ROWS], start=1) if not isinstance(item, dict)), None)
    if stray is not None:
        raise UnreadableInput(f"{path}: row {stray} is {_json_kind(data[stray - 1])}, not an object with id, part, "
                              f"answer; every row of the list must be one")
    rows = []
    for i, item in enumerate(data[:MAX_ROWS], start=1):
        extra = tuple((str(k), _text(value)) for k, value in item.items() if k not in INPUT_COLUMNS)
        _check_extra_columns([name for name, _ in extra], path)
        rows.append(Row(str(item.get("id", f"row {i}")), str(item.get("part", "")), _text(item.get("answer")),
                        extra))
    return rows


def _csv_rows(text: str, path: Path) -> list[Row]:
    # answers may be long (the extraction refuses them with a message); the csv module's default limit is 128 KiB
    csv.field_size_limit(max(csv.field_size_limit(), 16 * 1024 * 1024))
    try:
        return _csv_records(text, path)
    except csv.Error as error:
        raise UnreadableInput(f"{path} is not valid CSV: {error}") from None


def _csv_records(text: str, path: Path) -> list[Row]:
    reader = csv.reader(io.StringIO(text, newline=""))
    header = next(reader, None)
    # a header in another case, order or with stray spaces is the same header
    names = [(name or "").strip() for name in header or []]
    folded = [name.lower() for name in names]
    if not set(INPUT_COLUMNS) <= set(folded):
        found = ", ".join(names) if any(names) else "nothing"
        raise UnreadableInput(f"{path}: expected a CSV header with the columns id, part, answer (any order or case), "
                              f"found {found}")
    if len(set(folded)) < len(folded):
        repeated = sorted({name for name in folded if folded.count(name) > 1})
        raise UnreadableInput(f"{path}: the header repeats the column(s) {', '.join(repeated)}")
    position = {name: folded.index(name) for name in INPUT_COLUMNS}
    others = [(i, name) for i, name in enumerate(names) if folded[i] not in INPUT_COLUMNS]
    _check_extra_columns([name for _, name in others], path)
    rows = []
    for i, record in enumerate(reader, start=1):
        if i > MAX_ROWS:
            _check_row_count(i, path)
        if not any(record):
            continue  # a blank line is not a row

        def cell(index: int) -> str:
            return record[index] if index < len(record) else ""

        problem = "" if len(record) == len(names) else _field_count_problem(i, len(names), len(record))
        rows.append(Row(cell(position["id"]) or f"row {i}", cell(position["part"]),
                        "" if problem else cell(position["answer"]),
                        tuple((name, cell(index)) for index, name in others), problem))
    return rows


def _check_row_count(rows: int, path: Path):
    """More rows than the limit: refused with the limit, never graded in part."""
    if rows > MAX_ROWS:
        raise UnreadableInput(f"{path} has more than {MAX_ROWS:,} rows, the most one run grades: split the class "
                              f"into several files")


def _field_count_problem(row: int, expected: int, found: int) -> str:
    """A row cut at a comma, or missing a field, is not graded as whatever its cells happen to hold."""
    hint = "quote answers that contain commas" if found > expected else "a field is missing"
    return (f"row {row} after the header: {expected} field{'s' * (expected != 1)} expected (one per column of the header), "
            f"found {found}: {hint}")


def _json_kind(value) -> str:
    kinds = ((bool, "true or false"), (int, "a number"), (float, "a number"), (str, "a string"), (list, "a list"))
    if value is None:
        return "null"
    return next((name for kind, name in kinds if isinstance(value, kind)), "not an object")


def _check_extra_columns(names: list, path: Path):
    """Carried-through columns keep their names in the output, so they may not take an output column's name."""
    clash = sorted({name for name in names if name.lower() in RESULT_COLUMNS})
    if clash:
        raise UnreadableInput(f"{path}: the column(s) {', '.join(clash)} would clash with the output's; rename them")


def graded_with(rows: list) -> tuple:
    """The derivation files the results were graded with (() for the shipped ones), as their rows record them."""
    found: dict = {}
    for row in rows:
        value = row.get(DERIVATIONS_COLUMN)
        if isinstance(value, str):
            try:
                value = json.loads(value) if value.strip() else []
            except json.JSONDecodeError:
                value = []
        if isinstance(value, list):
            found.update(dict.fromkeys(str(v) for v in value))
    return tuple(found)


def read_results(path: Path) -> list[dict]:
    """What `grade` wrote, as JSON or CSV: one dict per row with at least id, part, verdict, score and max_score."""
    try:
        text = path.read_bytes().decode("utf-8-sig")
    except OSError as error:
        raise UnreadableInput(f"cannot read {path}: {error.strerror}") from None
    except UnicodeDecodeError as error:
        raise UnreadableInput(f"{path} is not UTF-8 text (byte {error.start})") from None
    expected = ("expected the results that `symattn grade` writes (grade CLASS.csv --json --out results.json, "
                "or --out results.csv)")
    if path.suffix.lower() == ".json" or text.lstrip().startswith("["):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise UnreadableInput(f"{path} is not valid JSON: {error.msg} (line {error.lineno}); {expected}") from None
        if not isinstance(data, list) or not all(isinstance(row, dict) for row in data):
            raise UnreadableInput(f"{path}: {expected}")
        records = data
    else:
        try:
            records = list(csv.DictReader(io.StringIO(text, newline="")))
        except csv.Error as error:
            raise UnreadableInput(f"{path} is not valid CSV: {error}; {expected}") from None
    found = set(records[0]) if records else set()
    missing = [c for c in ("id", "part", "verdict", "score", "max_score") if c not in found]
    if records and missing:
        hint = " (it looks like grade's input: grade it first)" if "answer" in found else ""
        raise UnreadableInput(f"{path}: no column(s) {', '.join(missing)}{hint}; {expected}")
    _check_row_count(len(records), path)
    return records


def _text(value) -> str:
    return value if isinstance(value, str) else "" if value is None else str(value)


def same_text(answer: str) -> str:
    """Answers that differ only in spaces within their lines are the same answer (line breaks count)."""
    return "\n".join(" ".join(line.split()) for line in answer.strip().splitlines())


def known_part(name: str, derivations=()):
    """The part an id or numbering names; UnknownPart (a usage error) when none does."""
    loaded = load_parts([], derivations)
    part = lookup(by_name(loaded), name)
    if part is None:
        raise UnknownPart(unknown_part_message(name, loaded))
    return part


def grade_rows(rows: list[Row], options: GradeOptions = GradeOptions(), workers: int = 2,
               limits: Limits = Limits(), progress=None, steps=None, derivations=()) -> list[v.Verdict]:
    """`steps`, when given, is called in the worker as steps(part, answer, verdict) → verdict (grade --steps);
    `derivations`: the files or folders whose parts the rows name (the shipped ones by default)."""
    loaded = load_parts([], derivations)
    used = tuple(dict.fromkeys(p.source for p in loaded)) if derivations else ()
    parts = by_name(loaded)
    tasks, task_of_row, index = [], [], {}
    for row in rows:
        part = lookup(parts, row.part)
        if part is None or row.problem:
            task_of_row.append(None)
            continue
        key = (part.id, same_text(row.answer))
        if key not in index:
            index[key] = len(tasks)
            tasks.append((part.id, row.answer))
        task_of_row.append(index[key])

    memo = Memo()  # the batch's own: each worker process grows its copy

    def grade(task):
        part_id, answer = task
        verdict = grade_answer(parts[part_id], answer, options, memo)
        return verdict if steps is None else steps(parts[part_id], answer, verdict)

    results = run_all(grade, tasks, workers, limits, progress) if tasks else []
    # an unreadable answer's message gives character positions: a row spaced differently gets its own
    again = sorted({i for i, (row, task) in enumerate(zip(rows, task_of_row)) if task is not None
                    and row.answer != tasks[task][1] and getattr(results[task], "verdict", "") == v.VerdictKind.INVALID})
    if again:
        tasks.extend((tasks[task_of_row[i]][0], rows[i].answer) for i in again)
        results.extend(run_all(grade, tasks[-len(again):], workers, limits))
        for offset, i in enumerate(again):
            task_of_row[i] = len(tasks) - len(again) + offset
    verdicts = []
    for row, task in zip(rows, task_of_row):
        if row.problem:
            part = lookup(parts, row.part)
            max_score = (part.rubric.max_score if part.rubric else float(part.points)) if part else 0.0
            verdict = v.error(part.id if part else row.part, max_score, f"The input row was not graded: {row.problem}")
        elif task is None:
            verdict = v.error(row.part, 0.0, unknown_part_message(row.part, loaded, "unknown part"))
        else:
            part = parts[tasks[task][0]]
            max_score = part.rubric.max_score if part.rubric else float(part.points)
            verdict = verdict_from(results[task], part.id, max_score)
        verdicts.append(replace(verdict, id=row.id, extra=row.extra, derivations=used, answer=row.answer))
    return verdicts


def verdict_from(result, part: str, max_score: float) -> v.Verdict:
    """A worker's result: a Verdict, or ("error", reason) when the worker could not grade."""
    if isinstance(result, v.Verdict):
        return result
    return v.error(part, max_score, f"error: {result[1]}")


def columns(verdicts: list[v.Verdict]) -> list[str]:
    """The output's columns: id, the input's other columns (first seen first), then what grading found."""
    extra = dict.fromkeys(name for verdict in verdicts for name, _ in verdict.extra)
    checked = list(STEP_COLUMNS) if any(verdict.steps is not None for verdict in verdicts) else []
    used = [DERIVATIONS_COLUMN] if any(verdict.derivations for verdict in verdicts) else []
    decided = [DECISION_COLUMN] if any(verdict.decision for verdict in verdicts) else []
    located = [FOUND_COLUMN] if any(FOUND_COLUMN in verdict.to_dict() for verdict in verdicts) else []
    written = [ANSWER_COLUMN] if any(verdict.answer for verdict in verdicts) else []
    return [OUTPUT_COLUMNS[0], *extra, *OUTPUT_COLUMNS[1:], *checked, *used, *decided, *located, *written]


def as_csv(verdicts: list[v.Verdict]) -> str:
    out = io.StringIO(newline="")
    writer = csv.DictWriter(out, columns(verdicts), lineterminator="\n")
    writer.writeheader()
    for verdict in verdicts:
        record = verdict.to_dict()
        if verdict.steps is not None:  # one cell: the steps as `check --json` gives them
            record["steps"] = json.dumps(record["steps"], ensure_ascii=False)
            record["first_wrong"] = "" if verdict.first_wrong is None else verdict.first_wrong
        if verdict.derivations:  # one cell: the files, as a JSON list
            record[DERIVATIONS_COLUMN] = json.dumps(list(verdict.derivations), ensure_ascii=False)
        if FOUND_COLUMN in record:  # one cell: where the answer was found, as JSON
            record[FOUND_COLUMN] = "" if record[FOUND_COLUMN] is None else json.dumps(record[FOUND_COLUMN],
                                                                                       ensure_ascii=False)
        writer.writerow({**record, "score": v.number_text(verdict.score),
                         "max_score": v.number_text(verdict.max_score)})
    return out.getvalue()


def as_json(verdicts: list[v.Verdict]) -> str:
    return json.dumps([verdict.to_dict() for verdict in verdicts], ensure_ascii=False, indent=2) + "\n"


class TerminalProgress:
    """A progress bar on standard error, with the rate and the time left; silent unless it is a terminal.

    Twenty lines written here rather than a dependency: the workers report (done, total) and the
    bar only needs a clock. `clock` and `stream` are parameters so that a test can drive it.
    """

    WIDTH = 30

    def __init__(self, stream=None, clock=time.monotonic, minimum: int = 20):
        self.stream = stream if stream is not None else sys.stderr
        self.clock, self.minimum, self.started = clock, minimum, None

    def __call__(self, done: int, total: int):
        if total < self.minimum or not self.stream.isatty():
            return
        now = self.clock()
        if self.started is None:
            self.started = now
        elapsed = now - self.started
        rate = done / elapsed if elapsed > 0 else 0.0
        left = f"{_duration((total - done) / rate)} left" if rate > 0 and done < total else \
            (f"in {_duration(elapsed)}" if done == total else "")
        filled = self.WIDTH * done // total
        bar = "#" * filled + "." * (self.WIDTH - filled)
        self.stream.write(f"\rgrading [{bar}] {done}/{total}  {rate:.1f} answers/s  {left}".rstrip() + "\033[K")
        if done == total:
            self.stream.write("\n")
        self.stream.flush()


def _duration(seconds: float) -> str:
    seconds = int(round(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}" if seconds >= 60 else f"{seconds} s"
