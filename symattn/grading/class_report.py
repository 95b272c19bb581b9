"""A class report from the results `grade` wrote: what a course team reads after grading.

Per part: how many answers got each verdict and each score; the most common
wrong answers, clustered by their canonical form (the reading with the scale
renamed and expanded: β(k_a + 3k_b) and γk_a + 3γk_b are one cluster), with
their counts and the feedback they got. Per student: one row with a score per
part and the total, carrying the input's other columns (email, SID, section),
as a CSV that grade books import.
"""

import csv
import io
from dataclasses import dataclass, field

from symattn.grading.batch import RESULT_COLUMNS
from symattn.grading.verdict import VERDICTS, VerdictKind, as_number, number_text
from symattn.notation.readable import math_text

TOP_CLUSTERS = 5
SHOWN_STUDENTS = 8  # the students named beside a wrong answer; the others are counted
TOTAL_COLUMN = "Total"


@dataclass(frozen=True)
class Cluster:
    canonical: str  # LaTeX, as grade wrote it
    reading: str  # the first student's reading, as grade wrote it
    count: int
    verdict: str
    feedback: str  # what the first student in the cluster was told
    students: tuple  # their ids
    names: tuple = ()  # their names, where the results have a name column ("" where not), beside the ids


@dataclass(frozen=True)
class PartSummary:
    part: str
    answers: int
    max_score: float
    verdicts: tuple  # (verdict, count) in VERDICTS order, every verdict listed
    scores: tuple  # (score, count), ascending, from 0 to the maximum in the part's steps
    mean: float
    clusters: tuple = field(default=())  # the most common wrong answers, most common first
    wrong_clusters: int = 0  # how many distinct wrong answers there are in all (clusters holds the first few)
    wrong_answers: int = 0  # how many answers they hold


@dataclass(frozen=True)
class ClassReport:
    parts: tuple  # PartSummary per part, in order of first appearance
    students: int
    columns: tuple  # the per-student table's header
    table: tuple  # its rows, one per student, as tuples of strings


def class_report(rows: list[dict]) -> ClassReport:
    by_part: dict = {}
    for row in rows:
        by_part.setdefault(str(row.get("part", "")), []).append(row)
    parts = tuple(_part_summary(part, items) for part, items in by_part.items())
    columns, table = _student_table(rows, list(by_part))
    return ClassReport(parts, len(table), columns, table)


def _part_summary(part: str, rows: list) -> PartSummary:
    best = max((as_number(r.get("max_score")) for r in rows), default=0.0)
    counts = {v: 0 for v in VERDICTS}
    for row in rows:
        verdict = str(row.get("verdict", ""))
        counts[verdict] = counts.get(verdict, 0) + 1
    scores: dict = {}
    for row in rows:
        scores[as_number(row.get("score"))] = scores.get(as_number(row.get("score")), 0) + 1
    for step in _score_steps(best, scores):
        scores.setdefault(step, 0)
    mean = sum(as_number(r.get("score")) for r in rows) / len(rows) if rows else 0.0
    clusters = _clusters(rows)
    return PartSummary(part, len(rows), best, tuple(counts.items()), tuple(sorted(scores.items())), mean,
                       clusters[:TOP_CLUSTERS], len(clusters), sum(c.count for c in clusters))


def _score_steps(best: float, seen: dict) -> list:
    """0, ½, 1, … up to the part's maximum (every score a rubric can give is a multiple of ½ here), so that the
    distribution shows the scores nobody got."""
    halves = all(float(2 * s).is_integer() for s in seen) and float(2 * best).is_integer() and best <= 20
    return [k / 2 for k in range(int(2 * best) + 1)] if halves else []


def _clusters(rows: list) -> tuple:
    groups: dict = {}
    for row in rows:
        if row.get("verdict") in (VerdictKind.CORRECT, VerdictKind.MANUAL) or not str(row.get("canonical", "")).strip():
            continue
        groups.setdefault(str(row["canonical"]), []).append(row)
    clusters = [Cluster(canonical, str(items[0].get("reading", "")), len(items), str(items[0].get("verdict", "")),
                        str(items[0].get("feedback", "")), tuple(str(r.get("id", "")) for r in items),
                        tuple(student_name(r) for r in items))
                for canonical, items in groups.items()]
    clusters.sort(key=lambda c: (-c.count, c.canonical))
    return tuple(clusters)


NAME_COLUMNS = ("name", "student", "student name", "full name")


def student_name(row: dict) -> str:
    """The student's name, from a Name (or Student, Full name) column of the results; "" without one."""
    return next((str(value).strip() for key, value in row.items() if str(key).strip().lower() in NAME_COLUMNS
                 and str(value).strip()), "")


def named(student_id: str, name: str) -> str:
    """'Ada Lovelace (s01)', or the id alone."""
    return f"{name} ({student_id})" if name and name != student_id else student_id


def _student_table(rows: list, parts: list) -> tuple:
    """(header, rows): id, the input's other columns, a score per part, the total."""
    extra = list(dict.fromkeys(k for row in rows for k in row if k not in RESULT_COLUMNS))
    students: dict = {}
    for row in rows:
        student = students.setdefault(str(row.get("id", "")), {"extra": {}, "scores": {}})
        for key in extra:
            if key in row and key not in student["extra"]:
                student["extra"][key] = str(row[key])
        part = str(row.get("part", ""))
        student["scores"][part] = student["scores"].get(part, 0.0) + as_number(row.get("score"))
    header = ("id", *extra, *parts, TOTAL_COLUMN)
    table = []
    for student_id, student in students.items():
        scores = [number_text(student["scores"][p]) if p in student["scores"] else "" for p in parts]
        total = number_text(sum(student["scores"].values()))
        table.append((student_id, *(student["extra"].get(k, "") for k in extra), *scores, total))
    return header, tuple(table)


def grades_csv(report: ClassReport) -> str:
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(report.columns)
    writer.writerows(report.table)
    return out.getvalue()


def as_text(report: ClassReport) -> str:
    """The report's numbers for a terminal: one line per part, then its most common wrong answers."""
    lines = [f"{report.students} student{'s' * (report.students != 1)}, {len(report.parts)} "
             f"part{'s' * (len(report.parts) != 1)}"]
    for part in report.parts:
        shown = ", ".join(f"{count} {verdict}" for verdict, count in part.verdicts if count)
        lines.append(f"{part.part}: {part.answers} answer{'s' * (part.answers != 1)} ({shown}); mean score "
                     f"{part.mean:.2f} of {number_text(part.max_score)}")
        for cluster in part.clusters:
            people = [named(i, n) for i, n in zip(cluster.students, cluster.names or ("",) * cluster.count)]
            who = ", ".join(people[:SHOWN_STUDENTS]) + (f" and {len(people) - SHOWN_STUDENTS} more"
                                                         if len(people) > SHOWN_STUDENTS else "")
            lines.append(f"    {cluster.count} × {math_text(cluster.canonical)}  [{cluster.verdict}]: {who}")
        hidden = part.wrong_clusters - len(part.clusters)
        if hidden:
            answers = part.wrong_answers - sum(c.count for c in part.clusters)
            lines.append(f"    … and {hidden} more distinct wrong answer{'s' * (hidden != 1)} ({answers} "
                         f"answer{'s' * (answers != 1)}), not listed")
    return "\n".join(lines) + "\n"
