"""Text and JSON renderings of verify reports: same input, same bytes."""

import json
from dataclasses import asdict

from symattn.engine.results import Status
from symattn.notation.readable import sympy_text

# ✓ₙ: checked numerically to 30 digits (a conditional quantity with no closed form), never shown as proved
MARKS = {Status.PROVED: "✓", Status.NUMERIC: "✓ₙ", Status.REFUTED: "✗", Status.UNKNOWN: "?", Status.PROSE: "·"}


def as_text(reports) -> str:
    lines = []
    for part in reports:
        aliases = f" ({', '.join(part.aliases)})" if part.aliases else ""
        lines.append(f"{MARKS[part.status]} {part.id}{aliases}: {part.status} — {part.title}")
        for step in part.steps:
            if step.status == Status.PROSE:
                continue
            claim = step.claim or step.kind
            lines.append(f"    {MARKS[step.status]} {step.number}. {claim}")
            if step.status is not Status.PROVED or step.reason:
                lines.append(f"        {sympy_text(step.reason)}")
            if step.witness:
                lines.append(f"        counterexample: {sympy_text(step.witness)}")
            if step.assumes:
                lines.append(f"        {assumption_line(step.assumes)}")
        for check in getattr(part, "rubric", ()):
            lines.append(f"    {MARKS[check.status]} {check.what}")
            lines.append(f"        {check.reason}")
    lines.append(summary_line(reports))
    return "\n".join(lines) + "\n"


def assumption_line(assumes: tuple) -> str:
    """'assumes β > 0 (default; declare it under [part.setting] scalars to change)'."""
    many = len(assumes) > 1
    return (f"assumes {' and '.join(assumes)} (default{'s' if many else ''}; declare {'them' if many else 'it'} "
            f"under [part.setting] scalars to change)")


def summary_line(reports) -> str:
    counts: dict = {}
    steps = 0
    for part in reports:
        counts[part.status] = counts.get(part.status, 0) + 1
        steps += sum(1 for s in part.steps if s.status != Status.PROSE)
    shown = ", ".join(f"{counts[k]} {k}" for k in Status if k in counts)
    checks = [check for part in reports for check in getattr(part, "rubric", ())
              if check.status not in (Status.PROVED, Status.PROSE)]
    failed = sum(1 for check in checks if check.what.startswith("rubric"))
    answers = len(checks) - failed
    rubric = (f", {failed} rubric check{'s' * (failed != 1)} failed" if failed else "") + \
        (f", {answers} printed answer{'s' * (answers != 1)} not proved" if answers else "")
    numeric = sum(1 for part in reports for s in part.steps if s.status is Status.NUMERIC)
    numerically = f" ({numeric} checked numerically only, not proved)" if numeric else ""
    return (f"{len(reports)} part{'s' * (len(reports) != 1)} ({shown}), {steps} checked step{'s' * (steps != 1)}"
            f"{numerically}{rubric}")


def as_json(reports) -> str:
    parts = []
    for part in reports:
        record = asdict(part)
        record["aliases"] = list(part.aliases)
        record["steps"] = [_step_record(step) for step in part.steps]
        parts.append(record)
    return json.dumps({"parts": parts, "summary": summary_line(reports)}, ensure_ascii=False, indent=2) + "\n"


def _step_record(step) -> dict:
    """A step's JSON: no LaTeX; `assumes` only when the step relied on a default (so other steps keep their bytes)."""
    record = {k: v for k, v in asdict(step).items() if k not in ("latex", "assumes", "data")}
    record["reason"], record["witness"] = sympy_text(step.reason), sympy_text(step.witness)
    if step.assumes:
        record["assumes"] = list(step.assumes)
    return record


def all_proved(reports) -> bool:
    """verify's exit status 0: every part proved, or proved but for steps checked numerically to 30 digits (counted
    apart in the summary line); an unknown or failed part exits 1."""
    return all(part.status in (Status.PROVED, Status.NUMERIC, Status.PROSE) for part in reports)
