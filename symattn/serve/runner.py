"""Grade an answer or check a write-up for the self-check page: the `grade` and `check` paths, bounded.

Each request runs in its own worker process (symattn/workers.py: CPU-time, memory and wall-clock limits), forked
from the server after the grading code is imported, so nothing a student types outlives its request. At most
`workers` run at once; a request that waits longer than `queue_seconds` for one is told the server is busy.
"""

import threading
from dataclasses import dataclass

from symattn.errors import NotationError
from symattn.grading import batch
from symattn.grading.score import GradeOptions
from symattn.language.document import MAX_SUBMISSION
from symattn.spec.catalogue import by_name, load_parts, lookup
from symattn.steps.check import CheckOptions
from symattn.steps.run import check_limited
from symattn.workers import Limits


class Busy(Exception):
    """Every worker is busy for longer than a student should wait."""


@dataclass(frozen=True)
class Checked:
    """What the page shows for one submission: the verdict, and the steps' report for a write-up."""

    verdict: object  # grading.verdict.Verdict
    report: object = None  # steps.check.CheckReport, when the write-up was checked
    problem: str = ""  # why the steps could not be checked (a stopped worker, text out of bounds)


class Runner:
    def __init__(self, derivations=(), workers: int = 2, timeout: int = 10, queue_seconds: float = 60.0):
        self.derivations = tuple(derivations)
        self.parts = load_parts([], self.derivations)
        self.index = by_name(self.parts)
        self.limits = Limits(cpu_seconds=timeout, wall_seconds=3.0 * timeout)
        self.slots = threading.BoundedSemaphore(workers)
        self.workers, self.queue_seconds = workers, queue_seconds

    def part(self, name: str):
        return lookup(self.index, name or "")

    def run(self, part_name: str, text: str, writeup: bool) -> Checked:
        """Grade `text` (and check its steps when it is a write-up); blocks until a worker is free."""
        part = self.part(part_name)
        if part is None or len(text) > MAX_SUBMISSION:
            raise ValueError("the caller bounds the part and the text")
        if not self.slots.acquire(timeout=self.queue_seconds):
            raise Busy(f"every one of the {self.workers} workers was busy for {self.queue_seconds:g} s")
        try:
            (verdict,) = batch.grade_rows([batch.Row("", part.id, text)], GradeOptions(), 1, self.limits, None, None,
                                          self.derivations)
            if not writeup:
                return Checked(verdict)
            try:
                report = check_limited(part, text, CheckOptions(), self.limits)
            except NotationError as error:
                return Checked(verdict, problem=str(error))
            if isinstance(report, tuple):
                return Checked(verdict, problem=f"the steps could not be checked: {report[1]}")
            return Checked(verdict, report)
        finally:
            self.slots.release()
