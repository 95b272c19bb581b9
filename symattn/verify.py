"""`verify`: load the derivations, check every step, report. A recipe, nothing more."""

import os
from dataclasses import dataclass
from pathlib import Path

from symattn.checking import check_step
from symattn.derivations import Part, by_name, load_file, shipped_files
from symattn.errors import DerivationError, SymattnError
from symattn.results import Status
from symattn.workers import Limits, run_all


class UnknownPart(SymattnError):
    """A part id or alias that no derivation defines."""


@dataclass(frozen=True)
class StepReport:
    number: int
    claim: str
    kind: str
    status: str  # proved | failed | unknown | prose
    reason: str
    witness: str
    latex: str = ""  # the reason typeset by sympy, when the engine gave one
    data: tuple = ()  # the result's payload (limit cases, a threshold, distance rows): the sheets read it from here


@dataclass(frozen=True)
class PartReport:
    id: str
    file: str
    title: str
    aliases: tuple
    status: str  # proved | failed | unknown | prose
    steps: tuple


def load_parts(selection: list[str]) -> list[Part]:
    """Shipped parts, or those named by id/alias, or all parts of the given .toml files."""
    files = [Path(a) for a in selection if a.endswith(".toml")]
    names = [a for a in selection if not a.endswith(".toml")]
    if files and not names:
        return [part for path in files for part in load_file(path)]
    parts = [part for path in (files or shipped_files()) for part in load_file(path)]
    if not names:
        return parts
    index, chosen = by_name(parts), []
    for name in names:
        if name not in index:
            known = ", ".join(p.id for p in parts)
            raise UnknownPart(f"no part {name!r}; the parts are: {known}")
        if index[name] not in chosen:
            chosen.append(index[name])
    return chosen


def verify_part(part: Part, deep: bool = False) -> PartReport:
    steps = []
    contexts: dict = {}
    for step in part.steps:
        if step.kind == "prose":
            steps.append(StepReport(step.number, step.claim, step.kind, "prose", step.text, ""))
            continue
        result = check_step(part, step, deep, contexts)
        steps.append(StepReport(step.number, step.claim, step.kind, result.status.value, result.reason, result.witness,
                                result.latex, result.data))
    return PartReport(part.id, part.file, part.title, part.aliases, part_status(part, steps), tuple(steps))


def part_status(part: Part, steps: list) -> str:
    statuses = {s.status for s in steps} - {"prose"}
    if part.prose_only and not statuses:
        return "prose"
    if Status.REFUTED.value in statuses:
        return "failed"
    if Status.UNKNOWN.value in statuses or not statuses:
        return "unknown"
    return "proved"


def verify(selection: list[str], deep: bool = False) -> list[PartReport]:
    """Every part, checked in two worker processes (forked after the imports, heaviest first)."""
    parts = load_parts(selection)
    order = sorted(range(len(parts)), key=lambda i: -part_cost(parts[i]))
    if len(parts) < 2 or os.environ.get("SYMATTN_WORKERS") == "1":
        return [verify_part(part, deep) for part in parts]
    results = run_all(lambda i: _report_or_error(parts[i], deep), order, 2, VERIFY_LIMITS)
    reports = dict(zip(order, results))
    for report in reports.values():
        if isinstance(report, DerivationError):
            raise report
        if isinstance(report, tuple):  # ("error", reason): the worker itself failed
            raise RuntimeError(report[1])
    return [reports[i] for i in range(len(parts))]


VERIFY_LIMITS = Limits(cpu_seconds=120, wall_seconds=300.0)


def _report_or_error(part: Part, deep: bool):
    """A malformed derivation comes back as its error, to be raised in the parent."""
    try:
        return verify_part(part, deep)
    except DerivationError as error:
        return error


def part_cost(part: Part) -> int:
    """A rough weight for splitting parts between two processes."""
    costs = {"prose": 0, "distance-table": 2, "instances": 6, "witness": 1}
    return sum(costs.get(step.kind, 1) + 2 * bool(step.when or step.overrides) for step in part.steps)
