"""check's reports as text (in the style of verify) and as JSON: same input, same bytes."""

import json
import re

MARKS = {"valid": "✓", "wrong": "✗", "unknown": "?", "skipped": "–"}
OP_TEXT = {"=": "=", r"\approx": "≈", r"\to": "→", r"\le": "≤", r"\ge": "≥", "<": "<", ">": ">", r"\gg": "≫",
           r"\ll": "≪", r"\ne": "≠", r"\in": "∈", r"\notin": "∉", r"\sim": "∼"}

ARROW_WRITTEN = re.compile(r"->|→|↦|\\to|\\mapsto|\\rightarrow|\\longrightarrow")


def summary_line(report) -> str:
    counts = report.summary
    shown = ", ".join(f"{counts[k]} {k}" for k in ("valid", "wrong", "unknown", "skipped") if counts[k])
    first = report.first_wrong
    tail = f"; first wrong step: {first}" if first is not None else "; no step is wrong"
    return f"{counts['steps']} step{'s' * (counts['steps'] != 1)} ({shown or 'none'}){tail}"


def as_text(report, text: str) -> str:
    """Each step as the student wrote it, with its mark and reason."""
    lines = [f"{report.part}:"]
    for step in report.steps:
        lines.append(f"  {MARKS[step.status]} {step.index}. {written(step, text)}")
        if step.reason:
            lines.append(f"       {step.reason}")
    lines.extend(f"  note: {note}" for note in report.notes)
    lines.append(summary_line(report))
    return "\n".join(lines) + "\n"


def written(step, text: str) -> str:
    """`left op right` as written in the input: the right side from its span, the left from the LaTeX read."""
    right = _as_written(text, step.span)
    if not step.relation:
        return right
    between = _as_written(text, (step.left_span[1], step.span[0]))
    # an arrow read as "=" ("X → PX" is X_perm = PX in a matrix part) is shown as the arrow it was written as
    shown = "→" if step.relation == "=" and ARROW_WRITTEN.fullmatch(between) else OP_TEXT.get(step.relation,
                                                                                           step.relation)
    return f"{_as_written(text, step.left_span)} {shown} {right}"


def _as_written(text: str, span: tuple) -> str:
    start, end = span
    return " ".join(text[start:end].replace("&", " ").split())


def as_json(report) -> str:
    record = report.to_dict()
    record["summary"] = summary_line(report)
    return json.dumps(record, ensure_ascii=False, indent=2) + "\n"
