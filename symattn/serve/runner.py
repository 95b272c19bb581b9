"""Grade an answer or check a write-up for the self-check page: the `grade` and `check` paths, bounded.

Each request runs in its own worker process (symattn/workers.py: CPU-time, memory and wall-clock limits), forked
from the server after the grading code is imported, so nothing a student types outlives its request. A write-up is
graded and checked in one worker (one fork, not two: under load the forks were a fair share of a request). At most
`workers` run at once; a request that waits longer than `queue_seconds` for one is told the server is busy.
"""

import threading
import time
from dataclasses import dataclass

from dataclasses import replace

from symattn.errors import NotationError
from symattn.grading import batch
from symattn.grading import verdict as v
from symattn.grading.grade import grade_answer
from symattn.grading.memo import Memo
from symattn.grading.score import GradeOptions
from symattn.language.document import MAX_SUBMISSION
from symattn.spec.catalogue import by_name, load_parts, lookup
from symattn.steps.check import CheckOptions, check_writeup
from symattn.workers import Limits, run_all


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
        # a write-up is graded and checked in one worker: the time of both
        self.writeup_limits = Limits(cpu_seconds=2 * timeout, wall_seconds=6.0 * timeout)
        self.slots = threading.BoundedSemaphore(workers)
        self.workers, self.queue_seconds = workers, queue_seconds

    def warm(self, budget: float = 20.0) -> tuple:
        """Grade each graded part's own answer and check it as a write-up, in this process, so that the workers
        forked from it start with sympy's caches filled; at most `budget` seconds (a course's slow part is left
        cold rather than delay the server), and a part that fails to grade is skipped (verify reports it). Returns
        the ids of the parts warmed."""
        from symattn.errors import SymattnError
        from symattn.grading.course import reference_answer, reference_writeup

        stop, warmed = time.monotonic() + budget, []
        for part in self.parts:
            if part.rubric is None or time.monotonic() > stop:
                continue
            try:
                text = reference_writeup(part) if hasattr(part.rubric, "facts") else reference_answer(part)
                _graded_and_checked(part, text)
            except (SymattnError, RecursionError, ValueError):
                continue
            warmed.append(part.id)
        return tuple(warmed)

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
            if not writeup:
                (verdict,) = batch.grade_rows([batch.Row("", part.id, text)], GradeOptions(), 1, self.limits, None,
                                              None, self.derivations)
                return Checked(verdict)
            (done,) = run_all(lambda _: _graded_and_checked(part, text), [None], 1, self.writeup_limits)
            if isinstance(done, tuple) and done[0] == "error":  # the worker was stopped: time or memory
                max_score = part.rubric.max_score if part.rubric else float(part.points)
                return Checked(v.error(part.id, max_score, f"error: {done[1]}"),
                               problem=f"the steps could not be checked: {done[1]}")
            verdict, report, problem = done
            return Checked(verdict, report, problem)
        finally:
            self.slots.release()


def _graded_and_checked(part, text: str) -> tuple:
    """In the worker: (verdict, the steps' report or None, why the steps could not be checked)."""
    verdict = replace(grade_answer(part, text, GradeOptions(), Memo()), id="")
    try:
        return verdict, check_writeup(part, text, CheckOptions()), ""
    except NotationError as error:
        return verdict, None, str(error)
