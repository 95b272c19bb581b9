"""Grade a class: rows in (CSV `id,part,answer` or a JSON list), one verdict per row, in order.

Identical answers to the same part (after folding white space) are graded once.
A row that cannot be graded (unknown part, unreadable answer, timeout) is still
in the output, with its reason: no row is ever dropped.
"""

import csv
import io
import json
import sys
from dataclasses import dataclass
from pathlib import Path

from symattn.errors import SymattnError
from symattn.grading import verdict as v
from symattn.grading.grade import grade_answer
from symattn.grading.score import GradeOptions
from symattn.workers import Limits, run_all
from symattn.derivations import by_name
from symattn.verify import load_parts

MAX_ROWS = 200_000


class UnreadableInput(SymattnError):
    """The batch file itself cannot be read."""


@dataclass(frozen=True)
class Row:
    id: str
    part: str
    answer: str


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
    rows = []
    for i, item in enumerate(data[:MAX_ROWS], start=1):
        item = item if isinstance(item, dict) else {}
        rows.append(Row(str(item.get("id", f"row {i}")), str(item.get("part", "")), _text(item.get("answer"))))
    return rows


def _csv_rows(text: str, path: Path) -> list[Row]:
    # answers may be long (the extraction refuses them with a message); the csv module's default limit is 128 KiB
    csv.field_size_limit(max(csv.field_size_limit(), 16 * 1024 * 1024))
    try:
        return _csv_records(text, path)
    except csv.Error as error:
        raise UnreadableInput(f"{path} is not valid CSV: {error}") from None


def _csv_records(text: str, path: Path) -> list[Row]:
    reader = csv.DictReader(io.StringIO(text, newline=""))
    if reader.fieldnames is None or not {"id", "part", "answer"} <= {f.strip() for f in reader.fieldnames}:
        raise UnreadableInput(f"{path}: expected a CSV header id,part,answer")
    rows = []
    for i, record in enumerate(reader, start=1):
        if i > MAX_ROWS:
            break
        record = {(k or "").strip(): val for k, val in record.items()}
        rows.append(Row(str(record.get("id") or f"row {i}"), str(record.get("part") or ""),
                        _text(record.get("answer"))))
    return rows


def _text(value) -> str:
    return value if isinstance(value, str) else "" if value is None else str(value)


def normalise(answer: str) -> str:
    return " ".join(answer.split())


def grade_rows(rows: list[Row], options: GradeOptions = GradeOptions(), workers: int = 2,
               limits: Limits = Limits(), progress=None) -> list[v.Verdict]:
    parts = by_name(load_parts([]))
    known = ", ".join(sorted({p.id for p in parts.values()}))
    tasks, task_of_row, index = [], [], {}
    for row in rows:
        part = parts.get(row.part.strip())
        if part is None:
            task_of_row.append(None)
            continue
        key = (part.id, normalise(row.answer))
        if key not in index:
            index[key] = len(tasks)
            tasks.append(key)
        task_of_row.append(index[key])

    def grade(task):
        part_id, answer = task
        return grade_answer(parts[part_id], answer, options)

    results = run_all(grade, tasks, workers, limits, progress) if tasks else []
    verdicts = []
    for row, task in zip(rows, task_of_row):
        if task is None:
            verdicts.append(v.error(row.part, 0.0, f"unknown part {row.part!r}; the parts are: {known}").with_id(row.id))
            continue
        part = parts[tasks[task][0]]
        max_score = part.rubric.max_score if part.rubric else float(part.points)
        verdicts.append(verdict_from(results[task], part.id, max_score).with_id(row.id))
    return verdicts


def verdict_from(result, part: str, max_score: float) -> v.Verdict:
    """A worker's result: a Verdict, or ("error", reason) when the worker could not grade."""
    if isinstance(result, v.Verdict):
        return result
    return v.error(part, max_score, f"error: {result[1]}")


def as_csv(verdicts: list[v.Verdict]) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["id", "part", "verdict", "score", "max_score", "feedback", "reading"])
    for verdict in verdicts:
        writer.writerow([verdict.id, verdict.part, verdict.verdict, _number(verdict.score),
                         _number(verdict.max_score), verdict.feedback, verdict.reading])
    return out.getvalue()


def as_json(verdicts: list[v.Verdict]) -> str:
    return json.dumps([verdict.to_dict() for verdict in verdicts], ensure_ascii=False, indent=2) + "\n"


def _number(value: float):
    return int(value) if float(value).is_integer() else value


def terminal_progress(done: int, total: int):
    if total >= 20 and sys.stderr.isatty():
        width = 30
        filled = width * done // total
        sys.stderr.write(f"\rgrading [{'#' * filled}{'.' * (width - filled)}] {done}/{total}")
        if done == total:
            sys.stderr.write("\n")
        sys.stderr.flush()
