"""What the self-check page shows for one check: the verdict and the steps as the template shows them.

Built in the check's worker process (serve/runner.py), not in the server: the MathML of a 40-step write-up's sides
took 30 ms of the server's one interpreter, during which every other student's page waited.
"""

from dataclasses import dataclass

from symattn.grading.decisions import READ_AS
from symattn.grading.verdict import VerdictKind
from symattn.serve.desk import LABELS
from symattn.serve.mathml import mathml, with_math
from symattn.steps.output import MARKS, OP_TEXT, summary_line

NO_MATH = "No math found: nothing in this text reads as a formula or a step to check."


@dataclass(frozen=True)
class Checked:
    """What was found for one submission: the verdict, and the steps' report for a write-up."""

    verdict: object  # grading.verdict.Verdict
    report: object = None  # steps.check.CheckReport, when the write-up was checked
    problem: str = ""  # why the steps could not be checked (a stopped worker, text out of bounds)


def shown_result(checked) -> dict:
    """The verdict and the steps as the template shows them: every string of the student's escaped by Jinja2, the
    grader's formulas as MathML."""
    verdict = checked.verdict
    readable = verdict.verdict != VerdictKind.INVALID  # an unreadable answer's message may quote the student's text
    result = {"verdict": str(verdict.verdict), "label": LABELS.get(verdict.verdict, str(verdict.verdict)),
              "score": verdict.score_text, "reading": mathml(verdict.reading) if verdict.reading else "",
              "feedback": with_math(READ_AS.sub("", verdict.feedback), readable), "steps": [], "summary": "", "notes": [],
              "problem": checked.problem, "first_wrong": None}
    report = checked.report
    if report is not None:
        result.update(first_wrong=report.first_wrong, summary=summary_line(report), notes=list(report.notes))
        if not report.steps:  # prose only, or markup (<script>): say so rather than "0 steps"
            result["problem"] = result["problem"] or NO_MATH
        result["steps"] = [{"index": step.index, "status": step.status, "mark": MARKS.get(step.status, "?"),
                            "left": mathml(step.left) if step.relation else "",
                            "relation": OP_TEXT.get(step.relation, step.relation), "right": mathml(step.right),
                            "reason": with_math(step.reason), "first": step.index == report.first_wrong}
                           for step in report.steps]
    return result
