"""`verify`: load the derivations, check every step, report. A recipe, nothing more."""

import os
from dataclasses import dataclass

from symattn.engine.results import Status
from symattn.errors import DerivationError
from symattn.spec.catalogue import load_parts
from symattn.spec.derivations import Part
from symattn.spec.kinds import StepKind
from symattn.verification.defaults import assumed_defaults
from symattn.workers import Limits, run_all


@dataclass(frozen=True)
class StepReport:
    number: int
    claim: str
    kind: str  # a StepKind
    status: Status
    reason: str
    witness: str
    latex: str = ""  # the reason typeset by sympy, when the engine gave one
    assumes: tuple = ()  # the default assumptions the step relied on, as "β > 0" (docs/derivations.md: "Defaults")
    data: tuple = ()  # the result's payload (limit cases, a threshold, distance rows): the sheets read it from here


@dataclass(frozen=True)
class PartReport:
    id: str
    file: str
    title: str
    aliases: tuple
    status: str  # proved | failed | unknown | prose
    steps: tuple
    rubric: tuple = ()  # the rubric's own checks (grading/course.py), when verify was given them: a failed one fails the part


def verify_part(part: Part, deep: bool = False, rubric_check=None) -> PartReport:
    steps = []
    contexts: dict = {}
    for step in part.steps:
        if step.kind == StepKind.PROSE:
            steps.append(StepReport(step.number, step.claim, step.kind, Status.PROSE, step.text, ""))
            continue
        from symattn.verification.checking import check_step  # the engine: not imported when every report is stored

        result = check_step(part, step, deep, contexts)
        steps.append(StepReport(step.number, step.claim, step.kind, result.status, result.reason, result.witness,
                                result.latex, assumed_defaults(part, step), result.data))
    checks = tuple(rubric_check(part)) if rubric_check is not None else ()
    return PartReport(part.id, part.file, part.title, part.aliases, part_status(part, steps, checks), tuple(steps),
                      checks)


def part_status(part: Part, steps: list, checks: tuple = ()) -> Status:
    statuses = ({s.status for s in steps} | {c.status for c in checks}) - {Status.PROSE}
    if part.prose_only and not statuses:
        return Status.PROSE
    if Status.REFUTED in statuses:
        return Status.REFUTED
    if Status.UNKNOWN in statuses or not statuses:
        return Status.UNKNOWN
    return Status.NUMERIC if Status.NUMERIC in statuses else Status.PROVED


def verify(selection: list[str], deep: bool = False, derivations=(), rubric_check=None,
           stored=None) -> list[PartReport]:
    """Every part of the derivations in use (the shipped ones unless `derivations` names files or folders),
    checked in worker processes under CPU-time and memory limits (forked after the imports, heaviest first; two
    workers, or one with SYMATTN_WORKERS=1). A part whose worker is stopped is unknown. `rubric_check(part)` (from
    a layer above: grading) checks a part's rubric in the same worker, after its steps. `stored`
    (report_cache.CachedReports) gives the reports of parts checked before under the same key, and keeps the new
    ones: a run whose parts are all stored forks no worker and imports no engine."""
    parts = load_parts(selection, derivations)
    reports = {i: stored.read(parts[i]) for i in range(len(parts))} if stored is not None else {}
    to_check = [i for i in range(len(parts)) if reports.get(i) is None]
    if to_check:
        if before_checking is not None:
            before_checking()
        if hasattr(rubric_check, "prepare"):
            rubric_check.prepare([parts[i] for i in to_check])
        order = sorted(to_check, key=lambda i: -part_cost(parts[i]))
        workers = 1 if os.environ.get("SYMATTN_WORKERS") == "1" else 2
        results = run_all(lambda i: _report_or_error(parts[i], deep, rubric_check), order, workers, VERIFY_LIMITS)
        reports.update(zip(order, results))
    for index in range(len(parts)):  # in file order, so the error reported does not depend on the workers
        if isinstance(reports[index], DerivationError):
            raise reports[index]
    if stored is not None:
        for index in to_check:
            if isinstance(reports[index], PartReport):  # never a part whose worker was stopped
                stored.store(parts[index], reports[index])
    return [_stopped(parts[i], reports[i][1]) if isinstance(reports[i], tuple) else reports[i]
            for i in range(len(parts))]


# Set by the command line (symattn/__main__.py): imports what checking a step needs (the engine, and what sympy
# imports lazily on its first sum), before the workers fork, so that they share one import; not called when every
# part's report is stored.
before_checking = None


VERIFY_LIMITS = Limits(cpu_seconds=120, wall_seconds=300.0)


def _report_or_error(part: Part, deep: bool, rubric_check=None):
    """A malformed derivation comes back as its error, to be raised in the parent."""
    try:
        return verify_part(part, deep) if rubric_check is None else verify_part(part, deep, rubric_check)
    except DerivationError as error:
        return error


def _stopped(part: Part, reason: str) -> PartReport:
    """The report of a part whose worker was stopped (time or memory limit): every step unknown."""
    steps = tuple(StepReport(step.number, step.claim, step.kind, Status.PROSE, step.text, "")
                  if step.kind == StepKind.PROSE else
                  StepReport(step.number, step.claim, step.kind, Status.UNKNOWN,
                             f"{reason}: the part's steps were not all checked", "")
                  for step in part.steps)
    return PartReport(part.id, part.file, part.title, part.aliases, part_status(part, list(steps)), steps)


def part_cost(part: Part) -> int:
    """A rough weight for splitting parts between two processes."""
    costs = {"prose": 0, "distance-table": 2, "instances": 6, "witness": 1}
    return sum(costs.get(step.kind, 1) + 2 * bool(step.when or step.overrides) for step in part.steps)
