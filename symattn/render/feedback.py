"""Feedback sheets: one per student, from the results that `grade` writes (JSON or CSV).

The results are outside input: every string in them is either re-emitted as
math from its parse by the notation's grammar (prose.py), or escaped. Nothing
is pasted raw. What each part asked and which property was checked come from
the part's own derivation and rubric (staff-written data).
"""

import json
import re
import unicodedata

from symattn.spec.catalogue import by_name
from symattn.grading.batch import RESULT_COLUMNS
from symattn.grading.decisions import TA_LINE, is_decided
from symattn.grading.verdict import as_number, number_text
from symattn.render.display import claim_latex
from symattn.render.escape import escape, escape_name
from symattn.render.prose import safe_math, safe_pieces, safe_text

MAX_STEPS = 60  # a sheet shows at most this many checked steps of one answer

NAME_COLUMNS = ("name", "student", "student name", "full name")
HOW_LARGE = "How large:"
# The feedback opens with the reading ("Read as: $…$."): the sheet shows the reading itself, set as math, above.
READ_AS = re.compile(r"^Read as: \$[^$]*\$\.\s*")


def students(rows: list[dict], parts: list) -> list[dict]:
    """Rows grouped by student id, in first-seen order, every value made safe for LaTeX."""
    index = by_name(parts)
    grouped: dict = {}
    for row in rows:
        grouped.setdefault(str(row.get("id", "")) or "(no id)", []).append(row)
    sheets = []
    for number, (student, items) in enumerate(grouped.items(), start=1):
        extra = [(k, str(v)) for k, v in items[0].items() if k not in RESULT_COLUMNS and str(v).strip()]
        name = next((v for k, v in extra if k.strip().lower() in NAME_COLUMNS), "")
        score = sum(as_number(r.get("score")) for r in items)
        best = sum(as_number(r.get("max_score")) for r in items)
        sheets.append({
            "id": escape_name(student), "name": escape_name(name or student), "has_name": bool(name),
            "details": [(escape(k), escape_name(v)) for k, v in extra if k.strip().lower() not in NAME_COLUMNS],
            "file": _file_name(number, name or student), "total": f"{number_text(score)}/{number_text(best)}",
            "rows": [_row(row, index.get(str(row.get("part", "")).strip())) for row in items],
        })
    return sheets


def _row(row: dict, part) -> dict:
    feedback = str(row.get("feedback", ""))
    lines = [line for line in feedback.splitlines() if line.strip()]
    if is_decided(row):
        # a TA decided it: the student reads the decision and its comment, not the grader's "needs manual review"
        lines = [line for line in lines if line.startswith(TA_LINE)][-1:]
    how_large = [line[len(HOW_LARGE):].strip() for line in lines if line.startswith(HOW_LARGE)]
    reading = str(row.get("reading", ""))
    pieces = safe_pieces(reading) if reading else None
    return {
        "part": escape(row.get("part", "")), "verdict": escape(row.get("verdict", "")),
        "score": escape(_shown_number(row.get("score"))), "max_score": escape(_shown_number(row.get("max_score"))),
        "title": escape(part.title) if part else "", "numbering": _numbering(part),
        "question": part.question if part else "", "checked": _checked(part),
        "reading": pieces, "reading_text": "" if pieces is not None or not reading else escape(reading),
        "feedback": [safe_text(_without_reading(line)) for line in lines if not line.startswith(HOW_LARGE)
                     and _without_reading(line)],
        "how_large": safe_text(how_large[0][:1].upper() + how_large[0][1:]) if how_large else "",
        "steps": _steps(row),
        "found": _found(row),
    }


def _found(row: dict) -> str:
    """Where a whole write-up's answer was taken from (grade PATH…), escaped: 'hw.pdf, page 2, under “(b)”'."""
    found = row.get("found")
    if isinstance(found, str):  # a CSV cell holds the JSON
        try:
            found = json.loads(found) if found.strip() else None
        except json.JSONDecodeError:
            found = None
    if not isinstance(found, dict):
        return ""
    name = str(found.get("file", "")).replace("\\", "/").rsplit("/", 1)[-1]
    page = f", page {found['page']}" if isinstance(found.get("page"), int) else ""
    heading = str(found.get("heading", ""))[:80]
    return escape(f"{name}{page}") + (f", under “{escape(heading)}”" if heading else "")


def _steps(row: dict) -> list:
    """`grade --steps`: the derivation, each step re-emitted from its parse, the first wrong one marked."""
    steps = row.get("steps")
    if isinstance(steps, str):  # a CSV cell holds the JSON list
        try:
            steps = json.loads(steps) if steps.strip() else []
        except json.JSONDecodeError:
            steps = []
    if not isinstance(steps, list):
        return []
    first = row.get("first_wrong")
    shown = []
    for step in steps[:MAX_STEPS]:
        if not isinstance(step, dict) or step.get("status") == "skipped":
            continue
        formula = f"{step.get('left', '')} {step.get('relation', '')} {step.get('right', '')}"
        math = safe_math(formula) if step.get("relation") else None
        status = str(step.get("status"))
        shown.append({"status": status if status in ("valid", "wrong") else "unknown",
                      "index": escape(str(step.get("index", ""))),
                      "math": math, "text": "" if math is not None else escape(formula),
                      "reason": safe_text(str(step.get("reason", ""))),
                      "first_wrong": str(step.get("index")) == str(first)})
    return shown


def _without_reading(line: str) -> str:
    return READ_AS.sub("", line).strip()


def _checked(part) -> list:
    """What earns full points, as formulas: for each group of the rubric its best criterion's claims."""
    if part is None or part.rubric is None:
        return []
    best: dict = {}
    for criterion in part.rubric.criteria:
        if criterion.claims and criterion.points > best.get(criterion.group, (None, -1))[1]:
            best[criterion.group] = (criterion, criterion.points)
    shown = []
    bound = {placeholder: answer for answer, placeholder in part.rubric.bind}
    for criterion, _ in best.values():
        formulas = [claim_latex(claim) for claim in criterion.claims]
        where = [f"${claim_latex(p)}$ is your ${claim_latex(a)}$" for p, a in bound.items()
                 if any(p in claim for claim in criterion.claims)]
        shown.append({"formulas": formulas, "where": ", ".join(where)})
    return shown


def _numbering(part) -> str:
    if part is None:
        return ""
    labels = {"2025": "2025 edition", "older": "older edition"}
    return "; ".join(f"{escape(number)} in the {labels.get(edition, escape(edition) + ' edition')}"
                     for edition, number in sorted(part.numbering.items()))


def _shown_number(value) -> str:
    try:
        return number_text(float(value))
    except (TypeError, ValueError):
        return str(value or "")


def _file_name(index: int, student: str) -> str:
    """feedback-003-José-Müller, feedback-004-Дмитрий: the index keeps names unique; every letter is kept as written
    (composed, so й stays й and never becomes и plus a stray mark); only what is not a letter or digit becomes '-'."""
    composed = unicodedata.normalize("NFC", student)
    cleaned = re.sub(r"[^\w-]+", "-", composed, flags=re.UNICODE).strip("-_")[:40] or "student"
    return f"feedback-{index:03d}-{cleaned}"
