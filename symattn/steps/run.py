"""Run a check under the workers' CPU-time and memory limits, as grading does: hostile text cannot run away."""

from symattn.errors import NotationError
from symattn.grading.document import MAX_SUBMISSION
from symattn.steps.check import CheckOptions, CheckReport, check_writeup
from symattn.workers import Limits, run_all


def check_limited(part, text: str, options: CheckOptions = CheckOptions(), limits: Limits = Limits()):
    """The report, or ("error", reason) when the worker was stopped (time or memory); NotationError (before any
    work) when the text is longer than a submission may be."""
    if len(text) > MAX_SUBMISSION:
        raise NotationError(f"the write-up is {len(text)} characters long; at most {MAX_SUBMISSION} are read", 0)

    def task(_):
        return check_writeup(part, text, options)
    (result,) = run_all(task, [None], 1, limits)
    return result


def steps_record(report) -> dict:
    """What `grade --steps` adds to a row: the checked steps and the first wrong one."""
    if not isinstance(report, CheckReport):
        return {"steps": [], "first_wrong": None, "error": report[1]}
    return {"steps": [step.to_dict() for step in report.steps], "first_wrong": report.first_wrong}
