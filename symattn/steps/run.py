"""Run a check under the workers' CPU-time and memory limits, as grading does: hostile text cannot run away."""

from dataclasses import replace

from symattn.errors import NotationError, SymattnError
from symattn.language.document import MAX_SUBMISSION
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


def with_steps(part, answer: str, verdict):
    """`grade --steps`, in the grading worker: the verdict with the answer's steps and a feedback line on the first
    wrong one. Steps never change the score: partial credit stays in the rubric."""
    try:
        report = check_writeup(part, answer)
    except SymattnError as problem:
        return replace(verdict, steps=(), feedback=f"{verdict.feedback}\nThe steps could not be checked: {problem}")
    return replace(verdict, steps=tuple(step.to_dict() for step in report.steps), first_wrong=report.first_wrong,
                   feedback=f"{verdict.feedback}\n{steps_line(report)}".strip())


def counted(number: int, noun: str) -> str:
    """'1 step', '3 steps': a count that agrees with its noun."""
    return f"{number} {noun}{'s' * (number != 1)}"


def steps_line(report: CheckReport) -> str:
    """The feedback's line about the derivation."""
    if report.first_wrong is None:
        counts = report.summary
        return (f"Steps: no step is wrong ({counted(counts['steps'], 'step')} read, {counts['valid']} checked valid)."
                if report.steps else "")
    step = report.steps[report.first_wrong - 1]
    return f"First wrong step ({step.index}): ${step.left} {step.relation} {step.right}$: {step.reason}."
