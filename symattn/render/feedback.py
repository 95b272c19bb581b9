"""Feedback sheets: one per student, from the JSON that `grade --json` prints.

That JSON is outside input: every string in it is either re-emitted as math
from its parse by the notation's grammar (so only what the grammar can build
reaches LaTeX) or passed through `escape`. Nothing is pasted raw.
"""

import json
import re
from pathlib import Path

from symattn.errors import NotationError, SymattnError
from symattn.render.display import claim_latex
from symattn.render.escape import escape

MATH = re.compile(r"\$([^$]+)\$")
MAX_MATH = 2_000


class UnreadableResults(SymattnError):
    """The results file is not the JSON list `grade --json` writes."""


def safe_math(text: str) -> str | None:
    """LaTeX re-emitted from the grammar's parse of `text`, or None when it does not parse."""
    if len(text) > MAX_MATH:
        return None
    try:
        return claim_latex(text)
    except (NotationError, ValueError, RecursionError, SymattnError):
        return None


def safe_text(text: str) -> str:
    """Feedback prose with $…$ math: math re-emitted when it parses, everything else escaped."""
    pieces, last = [], 0
    for match in MATH.finditer(text):
        pieces.append(escape(text[last:match.start()]))
        math = safe_math(match.group(1))
        pieces.append(f"${math}$" if math is not None else escape(match.group(0)))
        last = match.end()
    pieces.append(escape(text[last:]))
    return "".join(pieces).replace("\n", "\\par\n")


def read_results(path: Path) -> list[dict]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise UnreadableResults(f"cannot read {path}: {error}") from None
    if not isinstance(data, list) or not all(isinstance(row, dict) for row in data):
        raise UnreadableResults(f"{path}: expected the JSON list that `symattn grade --json` writes")
    return data


def students(rows: list[dict]) -> list[dict]:
    """Rows grouped by student id, in first-seen order, every value made safe for LaTeX."""
    grouped: dict = {}
    for row in rows:
        student = str(row.get("id", "")) or "(no id)"
        reading = str(row.get("reading", ""))
        math = safe_math(reading) if reading else ""
        grouped.setdefault(student, []).append({
            "part": escape(row.get("part", "")), "verdict": escape(row.get("verdict", "")),
            "score": escape(row.get("score", "")), "max_score": escape(row.get("max_score", "")),
            "feedback": safe_text(str(row.get("feedback", ""))),
            "reading": f"${math}$" if math else (escape(reading) if reading else "---"),
        })
    return [{"id": escape(student), "file": _file_name(i, student), "rows": items}
            for i, (student, items) in enumerate(grouped.items(), start=1)]


def _file_name(index: int, student: str) -> str:
    """feedback-003-jdoe.tex: the index keeps names unique, the id is cut to safe characters."""
    cleaned = re.sub(r"[^A-Za-z0-9_-]+", "-", student).strip("-")[:40]
    return f"feedback-{index:03d}-{cleaned or 'student'}"
