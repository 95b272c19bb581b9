"""`verify`: load the derivations, check every step, report. A recipe, nothing more."""

import os
from dataclasses import dataclass, fields
from pathlib import Path

from symattn.checking import check_step
from symattn.derivations import Part, Step, by_name, load_file, shipped_files
from symattn.errors import DerivationError, NotationError, SymattnError
from symattn.notation import parse
from symattn.notation import syntax as s
from symattn.notation.lexer import GREEK
from symattn.results import Status
from symattn.setting import default_assumptions
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
    assumes: tuple = ()  # the default assumptions the step relied on, as "β > 0" (README: "Defaults")
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
                                result.latex, assumed_defaults(part, step), result.data))
    return PartReport(part.id, part.file, part.title, part.aliases, part_status(part, steps), tuple(steps))


def assumed_defaults(part: Part, step: Step) -> tuple:
    """The default assumptions (setting.DEFAULT_SCALARS) on names the step writes or its definitions use."""
    at = f"{part.file}: part {part.id}: step {step.number}"
    definitions = [(text, f"{at}: with") for text in step.overrides] + part.setting.definitions
    names, defined = set(), set()
    for text, where in [(step.claim, at)] + [(text, f"{at}: when") for text in step.when] + definitions:
        if not text:
            continue
        try:
            node = parse(text)
        except NotationError as error:
            raise DerivationError(f"{where}: {error}") from None
        names |= _plain_names(node)
        left = node.operands[0] if isinstance(node, s.Relation) else None
        if (text, where) in definitions and isinstance(left, s.Name) and not left.sub:
            defined.add(left.base)  # a name the part defines is not a scalar with an assumption
    names |= {str(f.norm) for f in part.setting.families.values() if f.norm.is_Symbol}
    return tuple(_assumption_text(name, kind)
                 for name, kind in default_assumptions(names - defined, part.declared_scalars))


def _plain_names(node) -> set:
    """The names without an index in a syntax tree (t, beta; not alpha_a)."""
    if isinstance(node, s.Name):
        return set() if node.sub else {node.base}
    if isinstance(node, tuple):
        return set().union(*(_plain_names(x) for x in node))
    if not hasattr(node, "__dataclass_fields__"):
        return set()
    return set().union(*(_plain_names(getattr(node, f.name)) for f in fields(node)))


LETTERS = {name: letter for letter, name in reversed(GREEK.items())}
ASSUMPTION_TEXT = {"positive": "{} > 0", "nonnegative": "{} ≥ 0", "positive integer": "{} is a positive integer",
                   "integer": "{} is an integer"}


def _assumption_text(name: str, kind: str) -> str:
    return ASSUMPTION_TEXT[kind].format(LETTERS.get(name, name))


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
    """Every part, checked in worker processes under CPU-time and memory limits (forked after the imports,
    heaviest first; two workers, or one with SYMATTN_WORKERS=1). A part whose worker is stopped is unknown."""
    parts = load_parts(selection)
    order = sorted(range(len(parts)), key=lambda i: -part_cost(parts[i]))
    workers = 1 if os.environ.get("SYMATTN_WORKERS") == "1" else 2
    results = run_all(lambda i: _report_or_error(parts[i], deep), order, workers, VERIFY_LIMITS)
    reports = dict(zip(order, results))
    for index in range(len(parts)):  # in file order, so the error reported does not depend on the workers
        if isinstance(reports[index], DerivationError):
            raise reports[index]
    return [_stopped(parts[i], reports[i][1]) if isinstance(reports[i], tuple) else reports[i]
            for i in range(len(parts))]


VERIFY_LIMITS = Limits(cpu_seconds=120, wall_seconds=300.0)


def _report_or_error(part: Part, deep: bool):
    """A malformed derivation comes back as its error, to be raised in the parent."""
    try:
        return verify_part(part, deep)
    except DerivationError as error:
        return error


def _stopped(part: Part, reason: str) -> PartReport:
    """The report of a part whose worker was stopped (time or memory limit): every step unknown."""
    steps = tuple(StepReport(step.number, step.claim, step.kind, "prose", step.text, "") if step.kind == "prose" else
                  StepReport(step.number, step.claim, step.kind, Status.UNKNOWN.value,
                             f"{reason}: the part's steps were not all checked", "")
                  for step in part.steps)
    return PartReport(part.id, part.file, part.title, part.aliases, part_status(part, list(steps)), steps)


def part_cost(part: Part) -> int:
    """A rough weight for splitting parts between two processes."""
    costs = {"prose": 0, "distance-table": 2, "instances": 6, "witness": 1}
    return sum(costs.get(step.kind, 1) + 2 * bool(step.when or step.overrides) for step in part.steps)
